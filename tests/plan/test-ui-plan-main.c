/* test-ui-plan-main.c — the Planning tab's UI tests in one process (one
 * window, one X server): the views and plan checking (test-ui-plan.c),
 * Solve (test-ui-plan-solve.c), the heuristics and the planning graph
 * (test-ui-plan-explain.c), practice and editing (test-ui-plan-practice.c). */
#include "config.h"

#include "plan-ui-common.h"

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  plan_ui_add_view_tests ();
  plan_ui_add_solve_tests ();
  plan_ui_add_explain_tests ();
  plan_ui_add_practice_tests ();
  return ui_run ();
}
