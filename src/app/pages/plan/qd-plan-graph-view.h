/* qd-plan-graph-view.h — a planning graph (core/qd-strips-graph.h) on a
 * QdCanvas, drawn as AIMA draws it (render/plan/qd-plan-graph-draw.h).
 *
 * Its cells are the graph's items, level by level: the literals of S_i,
 * then the actions of A_i.  The keyboard cursor (the arrows, Home, End) or
 * a click selects one; the item selected, or the one under the pointer, is
 * marked, its mutexes drawn as arcs to its partners (outlined), and its
 * description, read by a screen reader, names its level and its mutex
 * partners with the reasons.  No mutex is drawn of the other items.  Signal "item-changed": the
 * item shown (qd_plan_graph_view_get_item) may have changed. */
#pragma once

#include "app/widgets/qd-canvas.h"
#include "render/plan/qd-plan-graph-draw.h"

G_BEGIN_DECLS

#define QD_TYPE_PLAN_GRAPH_VIEW (qd_plan_graph_view_get_type ())
G_DECLARE_FINAL_TYPE (QdPlanGraphView, qd_plan_graph_view, QD, PLAN_GRAPH_VIEW, QdCanvas)

/* Shows `graph` (borrowed: it must live until the next call), every level
 * built; NULL: nothing.  The cursor goes to the first item. */
void     qd_plan_graph_view_set_graph (QdPlanGraphView *self, const QdStripsGraph *graph);
/* The item the pointer is on, else the cursor's; FALSE when none. */
gboolean qd_plan_graph_view_get_item  (QdPlanGraphView *self, QdPlanGraphItem *item);
/* An item in words: "(have-cake) in S1, mutex with: (not (have-cake))
 * (negation); …" (to free). */
char    *qd_plan_graph_view_describe_item (QdPlanGraphView *self, const QdPlanGraphItem *item);

G_END_DECLS
