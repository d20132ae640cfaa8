/* plan-ui-common.h — what the Planning tab's UI tests share (one process,
 * test-ui-plan-main.c): the examples' order, the page's children, waiting
 * for a task found and ground. */
#pragma once

#include "ui-common.h"

#include "app/pages/plan/qd-plan-page.h"

/* data/examples/plan in the example list's order. */
enum { AIR_CARGO, BLOCKS, SPARE_TIRE, HAVE_CAKE, GRIPPER, WATER_JUGS, MISSIONARIES, VACUUM };

GObject    *plan_child               (QdPlanPage *page, const char *name);
const char *plan_label_text          (QdPlanPage *page, const char *name);
gboolean    plan_has_task            (gpointer page);
gboolean    plan_has_no_task         (gpointer page);
/* The task ground for the heuristics' pane (its label says more than "Grounding…"). */
gboolean    plan_ground              (gpointer page);
/* Example `index` opened, once its domain is found beside it. */
QdPlanPage *plan_open_example        (guint index);
/* Example `index` opened, once its task is ground for the heuristics' pane. */
QdPlanPage *plan_open_example_ground (guint index);

/* Each file's tests. */
void plan_ui_add_view_tests     (void);
void plan_ui_add_solve_tests    (void);
void plan_ui_add_explain_tests  (void);
void plan_ui_add_practice_tests (void);
