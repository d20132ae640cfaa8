/* qd-plan-cli-satisficing.c — `quandary-cli plan DOMAIN PROBLEM
 * --satisficing [--anytime] [--time-limit S]`: the satisficing planner
 * (core/qd-strips-lazy.h) on the ground task.  Without --anytime its
 * first plan, as `plan` prints one (the actions, then `cost C`); with it,
 * each better plan as it is found, each after a comment line
 * `; plan N: greedy search` or `; plan N: weighted A*, w W`, the last the
 * cheapest.  stderr: each plan's iteration, then the counts and the time. */
#include "config.h"
#include "cli/plan/qd-plan-cli-outputs.h"
#include "cli/plan/qd-plan-cli-private.h"
#include "cli/qd-cli.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdio.h>

#include "core/qd-strips-lazy.h"
#include "core/qd-strips-space.h"

gboolean
qd_plan_cli_parse_satisficing (QdPlanCliOptions *o)
{
  if (o->anytime && !o->satisficing)
    QD_CLI_USAGE ("%s", _("--anytime goes with --satisficing"));
  if (o->algorithm_name != NULL || o->heuristic_name != NULL || o->node_limit != NULL || o->steps || o->graph
      || o->max_horizon_text != NULL || o->parallel)
    QD_CLI_USAGE ("%s", _("--satisficing does not go with --algorithm, --heuristic, --node-limit, --steps, --graph, "
                          "--max-horizon or --parallel"));
  if (o->explain_name != NULL || o->practice || o->tree.path != NULL)
    QD_CLI_USAGE ("%s", _("--satisficing does not go with --explain, --practice or --tree"));
  return TRUE;
}

typedef struct {
  const QdPlanCliOptions *o;
  const QdStrips *strips;
  gint64 start_us;
} Printer;

static void
plan_found (gpointer data, const QdStripsLazyPlan *plan)
{
  const Printer *p = data;
  double s = (double) (g_get_monotonic_time () - p->start_us) / G_USEC_PER_SEC;

  if (p->o->anytime)
    {
      /* The comment line --check and the PDDL readers skip. */
      if (plan->weight == 0)
        printf ("; plan %u: greedy search\n", plan->iteration + 1);
      else
        printf ("; plan %u: weighted A*, w %u\n", plan->iteration + 1, plan->weight);
    }
  qd_plan_cli_print_plan (p->strips, plan->ops, plan->n_ops);
  fflush (stdout);
  if (plan->weight == 0)
    g_printerr (_("plan of cost %" PRIu64 " by the greedy search at %.3f s\n"), (uint64_t) plan->cost, s);
  else
    g_printerr (_("plan of cost %" PRIu64 " by weighted A* (w %u) at %.3f s\n"), (uint64_t) plan->cost,
                plan->weight, s);
}

int
qd_plan_cli_satisficing (const QdPlanCliOptions *o, const QdStrips *strips, const gint *stop)
{
  Printer printer = { .o = o, .strips = strips, .start_us = g_get_monotonic_time () };
  QdStripsLazyOptions options;
  QdStripsLazyResult result;
  QdSpaceResult figures = { 0 };
  int status = QD_EXIT_OK;

  qd_strips_lazy_options_init (&options);
  options.anytime = o->anytime;
  options.max_bytes = o->max_bytes;
  options.stop = stop;
  options.plan_found = plan_found;
  options.plan_data = &printer;
  qd_strips_lazy_solve (strips, &options, &result);
  figures.expanded = result.expanded;
  figures.generated = result.generated;
  figures.time_us = result.time_us;
  qd_plan_cli_outputs_keep_search (o->outputs, &figures, result.dead_ends);
  if (result.status == QD_STRIPS_LAZY_SOLVED)
    qd_plan_cli_outputs_keep_plan (o->outputs, strips, (const guint *) (void *) result.plan->data, result.plan->len);
  else if (result.status == QD_STRIPS_LAZY_NO_SOLUTION)
    printf ("no plan\n");
  else
    status = qd_plan_cli_stopped_status (o, result.generated, result.stop_reason);
  if (result.status == QD_STRIPS_LAZY_SOLVED && o->anytime)
    g_printerr ("%s\n", result.optimal ? _("no cheaper plan exists: the last plan is optimal")
                                      : _("the last plan is the cheapest found, not proved optimal"));
  g_printerr (_("expanded %" PRIu64 ", evaluated %" PRIu64 ", generated %" PRIu64 ", dead ends %" PRIu64
                "; iterations %u; search %.3f s\n"),
              (uint64_t) result.expanded, (uint64_t) result.evaluated, (uint64_t) result.generated,
              (uint64_t) result.dead_ends, result.iterations, (double) result.time_us / G_USEC_PER_SEC);
  qd_strips_lazy_result_clear (&result);
  return status;
}
