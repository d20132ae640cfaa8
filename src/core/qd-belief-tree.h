/* qd-belief-tree.h — the junction tree (clique tree) of a Bayesian network:
 * every posterior marginal at once (Koller & Friedman ch. 10; Lauritzen and
 * Spiegelhalter 1988; AIMA 3rd ed. §14.4.4).
 *
 * Compiling: moralise the chance and decision variables (utility nodes take
 * no part), triangulate by eliminating in a heuristic's order
 * (qd_belief_order), keep the maximal cliques, join them into a tree by a
 * maximum spanning tree on separator sizes (ties to the lower clique
 * indices), and give each table to the first clique holding its family.
 * Sizes are checked before any table exists: a clique past MAX_ENTRIES
 * refuses the compilation naming its size (TOO_BIG).
 *
 * Propagating: the tables multiplied into the clique potentials, reduced by
 * the evidence, then Hugin-style passes (collect to the root, distribute from
 * it), dividing by the separators (0/0 = 0).  A marginal of any variable is
 * then the normalised sum of a clique holding it.  P(e) is the sum of the
 * calibrated root's potential.  Propagating again with new evidence starts
 * from the tables: nothing is allocated after the compilation. */
#pragma once

#include <glib.h>

#include "core/qd-belief.h"

G_BEGIN_DECLS

typedef struct _QdBeliefTree QdBeliefTree;

/* The most entries all the cliques' tables and separators may hold
 * together, in multiples of MAX_ENTRIES: they all live at once. */
#define QD_BELIEF_TREE_TOTAL_FACTOR 2

/* NULL with *STATUS (may be NULL) TOO_BIG when a clique passes MAX_ENTRIES
 * (0: QD_BELIEF_DEFAULT_MAX_ENTRIES) or all of them together pass
 * QD_BELIEF_TREE_TOTAL_FACTOR × MAX_ENTRIES, *LARGEST and *TOTAL (each may be
 * NULL) then the entries of the largest clique and of them all (so the
 * caller can say how big); or STOPPED.  NET is kept by the caller while the
 * tree lives. */
QdBeliefTree  *qd_belief_tree_new (const QdBeliefNet *net, QdBeliefOrderHeuristic heuristic, guint64 max_entries,
                                   const gint *stop, QdBeliefStatus *status, double *largest, double *total);
void           qd_belief_tree_free (QdBeliefTree *tree);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdBeliefTree, qd_belief_tree_free)

/* Calibrates with EVIDENCE (n_vars, -1 unobserved; NULL none): OK,
 * IMPOSSIBLE (every marginal then undefined) or STOPPED. */
QdBeliefStatus qd_belief_tree_propagate (QdBeliefTree *tree, const gint *evidence, const gint *stop);
/* After an OK propagation: P(VAR | e), card(VAR) entries owned by the tree
 * (an observed variable's is 1 on its state); NULL for a utility node. */
const double  *qd_belief_tree_marginal (QdBeliefTree *tree, guint var);
double         qd_belief_tree_evidence_probability (const QdBeliefTree *tree);

/* The structure, for the view and the report: cliques (their variables,
 * ascending), the tree's edges (a parent clique per clique, G_MAXUINT at the
 * root), and the largest clique's entries. */
guint          qd_belief_tree_n_cliques (const QdBeliefTree *tree);
const guint   *qd_belief_tree_clique (const QdBeliefTree *tree, guint clique, guint *n_vars);
guint          qd_belief_tree_clique_parent (const QdBeliefTree *tree, guint clique);
double         qd_belief_tree_largest (const QdBeliefTree *tree);
double         qd_belief_tree_total (const QdBeliefTree *tree);

G_END_DECLS
