/* qd-belief-private.h — what the exact inference files share: the children
 * as CSR, a node's table as a factor, and P(e) of all of the evidence.  For
 * src/core/qd-belief*.c only. */
#pragma once

#include <string.h>

#include "core/qd-belief.h"
#include "core/qd-factor-private.h"

G_BEGIN_DECLS

typedef struct
{
  guint n_arcs;
  guint *child_start;    /* n_vars + 1 */
  guint *children;       /* n_arcs */
  guint *child_arc;      /* n_arcs: the arc's index in the parents array */
} QdBeliefGraph;

QdBeliefGraph *qd_belief_graph_new (const QdBeliefNet *net);
void           qd_belief_graph_free (QdBeliefGraph *graph);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdBeliefGraph, qd_belief_graph_free)

/* The parents that a node's factor holds: a chance node's parents; none for
 * a decision (its table is 1 / card whatever was observed) or a utility. */
static inline guint
qd_belief_n_family_parents (const QdBeliefNet *net, guint v)
{
  return net->kind[v] == QD_BELIEF_CHANCE ? net->parent_start[v + 1] - net->parent_start[v] : 0;
}

/* A decision's table: 1 / card when it is not set, 1 when the evidence sets
 * it (it is then chosen, not drawn: it adds nothing to P(e)). */
static inline double
qd_belief_decision_weight (const QdBeliefNet *net, guint v, const gint *evidence)
{
  return evidence != NULL && evidence[v] >= 0 ? 1.0 : 1.0 / net->card[v];
}

/* Node V's table as a factor over its family (a decision's: 1 / card),
 * reduced by EVIDENCE (may be NULL) on every observed variable of it. */

QdFactor *qd_belief_node_factor (const QdBeliefNet *net, guint v, const gint *evidence);

/* The Bayes ball (Shachter 1998) from the nodes X given Z over the arcs;
 * PROBABILISTIC: only the arcs into chance nodes (a decision's information
 * arcs carry no probability).  Utility nodes take no part.  Fills what is
 * not NULL: REACHED (n_vars) the nodes an active trail from X reaches, Z's
 * included when the ball arrives at them; and OUT's fields. */
void qd_belief_ball (const QdBeliefNet *net, const QdBeliefGraph *graph, gboolean probabilistic, const gboolean *x,
                     const gboolean *y, const gboolean *z, gboolean *reached, QdBeliefSeparation *out);

/* A query's variables exist, are not utilities, not observed nor repeated,
 * and the evidence's states exist. */
gboolean qd_belief_query_valid (const QdBeliefNet *net, const QdBeliefQuery *query);

/* qd_belief_order where the families joined are those of the nodes with
 * TABLES (NULL: the present ones), as far as their members are present: the
 * tables of observed nodes, reduced, still join their parents. */
gint qd_belief_order_tables (const QdBeliefNet *net, const gboolean *eliminate, const gboolean *present,
                             const gboolean *tables, QdBeliefOrderHeuristic heuristic, guint *order, guint n_given,
                             QdBeliefOrderCost *cost);

/* The order of FIRST, or when it makes more than 4·10^6 entries in all or a
 * factor past LIMIT, the cheapest of the four heuristics' orders (one whose
 * factors fit LIMIT, then the fewest entries in all): its heuristic, ORDER,
 * *N_ORDER and COST. */
QdBeliefOrderHeuristic qd_belief_order_cheapest (const QdBeliefNet *net, const gboolean *eliminate,
                                                 const gboolean *present, const gboolean *tables,
                                                 QdBeliefOrderHeuristic first, guint64 limit, guint *order,
                                                 gint *n_order, QdBeliefOrderCost *cost);

/* When ORDER (COST, within LIMIT) makes 10^6 entries or more: more greedy
 * orders (min-fill's) with ties broken at random (a fixed
 * sequence: the same order each time) for a part of the elimination's
 * time, until *STOP (may be NULL) becomes non-zero; ORDER, *N_ORDER and
 * COST become the cheapest. */
void qd_belief_order_search (const QdBeliefNet *net, const gboolean *eliminate, const gboolean *present,
                             const gboolean *tables, guint64 limit, const gint *stop, guint *order, gint *n_order,
                             QdBeliefOrderCost *cost);

/* Marks in KEEP (n_vars) V's ancestors through the factors' parents. */
void qd_belief_mark_ancestors (const QdBeliefNet *net, gboolean *keep);

/* Variable elimination's steps (qd-belief-run.c): the factors of the
 * nodes KEEP marks, reduced by EVIDENCE (n_vars, never NULL), ORDER summed
 * out, then their product over ASKED (N_ASKED ascending ids; none: P(e))
 * into *OUT; QUERY's stop, on_step and data read.  OK, or TOO_BIG (a step
 * past LIMIT entries) or STOPPED with *OUT NULL; *N_STEPS (may be NULL)
 * the steps made. */
QdBeliefStatus qd_belief_run (const QdBeliefNet *net, const gint *evidence, const QdBeliefQuery *query,
                              guint64 limit, const gboolean *keep, const guint *order, guint n_order,
                              const guint *asked, guint n_asked, QdFactor **out, guint *n_steps);

/* P(EVIDENCE) over the ancestors of the observed nodes, by elimination with
 * HEURISTIC (a GIVEN query falls back to weighted min-fill).  OK with *P,
 * or TOO_BIG (COST->largest the refused size) or STOPPED. */
QdBeliefStatus qd_belief_evidence_probability (const QdBeliefNet *net, const gint *evidence,
                                               const QdBeliefQuery *query, double *p, QdBeliefOrderCost *cost);

G_END_DECLS
