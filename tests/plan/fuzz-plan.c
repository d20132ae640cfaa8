/* fuzz-plan.c — planning's own check in fuzz-plan (tests/fuzz/meson.build):
 * a file holding a domain and its problem reads a task, whose initial
 * state is stepped through (an empty plan, then its goal read); a file
 * alone waits for its companion. */
#include "config.h"

#include <stdlib.h>

#include "problems/plan/qd-plan-document.h"
#include "problems/plan/qd-plan-trace.h"

void qd_fuzz_check (gconstpointer model);

void
qd_fuzz_check (gconstpointer model)
{
  const QdPlanDocument *document = model;
  g_autoptr(QdPlanTrace) trace = NULL;
  g_autoptr(GArray) goal = NULL;

  if ((document->kind == QD_PLAN_FILE_BOTH) != (document->task != NULL))
    abort ();
  if (document->task == NULL)
    return;
  trace = qd_plan_trace_initial (document->task);
  goal = qd_plan_goal_literals (document->task, qd_plan_trace_state (trace, 0));
  if (trace->states->len != 1 || trace->steps->len != 0)
    abort ();
}
