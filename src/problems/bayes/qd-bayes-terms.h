/* qd-bayes-terms.h — enumeration's tree (AIMA 3rd ed. fig. 14.8, 4th ed.
 * fig. 13.11) kept as qd_bayes_ask's on_term reports it, its size known
 * before it is walked, and its rows' text: the one wording the command
 * (`--algorithm enumeration --steps`) and the tab's Eliminate mode share. */
#pragma once

#include <glib.h>

#include "qd-bayes.h"

G_BEGIN_DECLS

typedef struct _QdBayesTerm QdBayesTerm;

/* A node of the tree: DEPTH 0 is the query's state STATE (VAR the query),
 * its VALUE the unnormalised P(query = state, e); below, VAR took STATE,
 * FACTOR is P(VAR = STATE | parents) (1 for the observed ones) and VALUE
 * FACTOR × SUM, SUM the children's values added. */
struct _QdBayesTerm
{
  guint depth, var, state;
  double factor, value, sum;
  GPtrArray *children;       /* QdBayesTerm, in the engine's order */
};

typedef struct
{
  guint query;
  GPtrArray *roots;          /* the depth-0 terms, one per state of the query */
  GPtrArray *pending;        /* per depth: the terms waiting for their parent */
  guint64 n_terms;           /* every term, the roots included */
} QdBayesTermTree;

QdBayesTermTree *qd_bayes_term_tree_new  (guint query);
void             qd_bayes_term_tree_free (QdBayesTermTree *tree);
/* A QdBeliefTermFunc: DATA is the tree (the post-order report of the
 * engine, each term's subtrees gathered when it arrives). */
void             qd_bayes_term_tree_add  (gpointer data, guint depth, guint var, guint state, double factor,
                                          double value);

/* "Burglary=true 0.00059224259" for a root, "Earthquake=true 0.002 ×
 * 0.598525 = 0.00119705" for a term with subtrees (its factor × their sum
 * = its value), "MaryCalls=true 0.7" for a leaf; the numbers by %.10g,
 * with '.' (LOCALE FALSE: the command) or the locale's decimal point (the
 * window). */
char            *qd_bayes_term_text      (const QdBayesNet *net, const QdBayesTerm *term, gboolean locale);
/* A number as the rows write it (%.10g). */
char            *qd_bayes_term_number    (double value, gboolean locale);
/* The tree as the command prints it: each term on a line of its own,
 * indented by two spaces a level, after its parent. */
void             qd_bayes_term_tree_print (GString *out, const QdBayesNet *net, const QdBayesTermTree *tree);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdBayesTermTree, qd_bayes_term_tree_free)

G_END_DECLS
