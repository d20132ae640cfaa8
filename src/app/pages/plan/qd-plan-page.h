/* qd-plan-page.h — the Planning tab: a PDDL task (the file opened and its
 * companion, qd-plan-document.h) shown as text to edit and as its state
 * drawn; a plan written by hand checked, its first failing action marked,
 * and stepped through, each action's preconditions and effects marked. */
#pragma once

#include "app/qd-page.h"
#include "problems/plan/qd-plan-document.h"
#include "problems/plan/qd-plan-trace.h"
#include "core/qd-strips-graph.h"

G_BEGIN_DECLS

#define QD_TYPE_PLAN_PAGE (qd_plan_page_get_type ())
G_DECLARE_FINAL_TYPE (QdPlanPage, qd_plan_page, QD, PLAN_PAGE, QdPage)

/* The task read from the file and its companion, or NULL (for tests). */
const QdPlanTask  *qd_plan_page_get_task     (QdPlanPage *self);
/* The plan's text in the editor, and Check (as the button). */
void               qd_plan_page_set_plan     (QdPlanPage *self, const char *plan);
void               qd_plan_page_check        (QdPlanPage *self);
/* The last check's trace (never NULL once a task is read). */
const QdPlanTrace *qd_plan_page_get_trace    (QdPlanPage *self);
/* The state shown: after `position` actions of the trace. */
guint              qd_plan_page_get_position (QdPlanPage *self);
void               qd_plan_page_set_position (QdPlanPage *self, guint position);
/* The planning graph drawn from the state shown, or NULL while the task is
 * ground or when none is drawn (for tests). */
const QdStripsGraph *qd_plan_page_get_graph (QdPlanPage *self);

G_END_DECLS
