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

/* Node V's table as a factor over its family (a decision's: 1 / card),
 * reduced by EVIDENCE (may be NULL) on every observed variable of it. */
QdFactor *qd_belief_node_factor (const QdBeliefNet *net, guint v, const gint *evidence);

/* Marks in KEEP (n_vars) V's ancestors through the factors' parents. */
void qd_belief_mark_ancestors (const QdBeliefNet *net, gboolean *keep);

/* P(EVIDENCE) over the ancestors of the observed nodes, by elimination with
 * HEURISTIC (a GIVEN query falls back to weighted min-fill).  OK with *P,
 * or TOO_BIG (COST->largest the refused size) or STOPPED. */
QdBeliefStatus qd_belief_evidence_probability (const QdBeliefNet *net, const gint *evidence,
                                               const QdBeliefQuery *query, double *p, QdBeliefOrderCost *cost);

G_END_DECLS
