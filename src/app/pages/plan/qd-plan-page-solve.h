/* qd-plan-page-solve.h — the Planning tab's Solve group, seen from the
 * tests: the task solved on the page's job (run.solve, run.stop) by an
 * algorithm of `quandary-cli plan` with a heuristic, its plan put in the
 * plan editor and checked, its search tree under the picture (F8). */
#pragma once

#include "qd-plan-page.h"

G_BEGIN_DECLS

/* Chooses the algorithm by its command-line name ("astar", "wastar",
 * "graphplan" …) and the heuristic by its ("lmcut" …); FALSE for an
 * unknown name. */
gboolean    qd_plan_page_set_solve_algorithm (QdPlanPage *self, const char *name);
gboolean    qd_plan_page_set_solve_heuristic (QdPlanPage *self, const char *name);
void        qd_plan_page_set_solve_weight    (QdPlanPage *self, double weight);
void        qd_plan_page_set_solve_nodes     (QdPlanPage *self, guint64 max_nodes);
/* The satisficing planner's anytime switch, whether it shows (the
 * algorithm is "satisficing"), and the plans it found in the last run
 * (listed as they come). */
void        qd_plan_page_set_solve_anytime   (QdPlanPage *self, gboolean anytime);
gboolean    qd_plan_page_solve_asks_anytime  (QdPlanPage *self);
guint       qd_plan_page_get_solve_plans_found (QdPlanPage *self);
/* What the group says of the last run ("Plan found: cost 24 …",
 * "Stopped …"), or "" before any. */
const char *qd_plan_page_get_solve_status    (QdPlanPage *self);
/* The last run's numbers as the command line prints them: `cost C` (or
 * `no plan`, `stuck`, `stopped`), then "expanded E, generated G"; NULL
 * when no run has ended since the task last changed. */
char       *qd_plan_page_dup_solve_summary   (QdPlanPage *self);
/* Whether the heuristic row is sensitive (the algorithm orders by h). */
gboolean    qd_plan_page_solve_asks_heuristic (QdPlanPage *self);
/* Whether a search runs. */
gboolean    qd_plan_page_is_solving          (QdPlanPage *self);
/* The Solve group (its controls, for accessibility checks). */
GtkWidget  *qd_plan_page_get_solve_group     (QdPlanPage *self);

G_END_DECLS
