/* qd-plan-cli-graph.c — `quandary-cli plan DOMAIN PROBLEM --graph` and
 * `--algorithm graphplan`: on the ground task (qd-plan-cli-solve.c grounds
 * it), the planning graph printed in its text form (core/qd-strips-graph.h)
 * expanded to its level-off, and/or GRAPHPLAN's plan printed as the other
 * algorithms print theirs: one action a line, then `cost C`, or `no plan`.
 * stderr: the levels, the level-off, the nogoods, the time.  The graph's
 * text is written as it is made, at most QD_PLAN_CLI_GRAPH_MAX_BYTES. */
#include "config.h"
#include "cli/plan/qd-plan-cli-outputs.h"
#include "cli/plan/qd-plan-cli-private.h"
#include "cli/qd-cli.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdio.h>

#include "core/qd-strips-graph.h"

gboolean
qd_plan_cli_graph_asked (const QdPlanCliOptions *o)
{
  return o->graph || g_strcmp0 (o->algorithm_name, "graphplan") == 0;
}

/* An error of the graph: a stop (exit 4 for the time limit, 130 for
 * Ctrl-C) or a refusal or a limit (exit 1). */
static int
stopped (void)
{
  printf ("stopped\n");
  if (!qd_cli_time_ran_out ())
    return QD_EXIT_STOPPED;
  g_printerr ("%s\n", _("quandary-cli: the time limit ran out"));
  return QD_EXIT_LIMIT;
}

static int
graph_error (const QdPlanCliOptions *o, const GError *error)
{
  if (g_error_matches (error, QD_STRIPS_GRAPH_ERROR, QD_STRIPS_GRAPH_ERROR_STOPPED))
    return stopped ();
  g_printerr ("quandary-cli: %s: %s\n", o->problem, error->message);
  return QD_EXIT_INPUT;
}

static void
print_plan (const QdStrips *strips, const QdStripsGraphPlan *plan)
{
  const guint *ops = (const guint *) plan->ops->data;

  if (plan->status != QD_STRIPS_GRAPH_SOLVED)
    {
      printf ("no plan\n");
      return;
    }
  for (guint i = 0; i < plan->ops->len; i++)
    if (!strips->ops[ops[i]].artificial)
      printf ("%s\n", strips->ops[ops[i]].name);
  printf ("cost %" G_GUINT64_FORMAT "\n", qd_strips_plan_cost (strips, ops, plan->ops->len));
}

static void
print_graph_counts (const QdStripsGraph *graph, const QdStripsGraphPlan *plan, gint64 us)
{
  guint off = qd_strips_graph_level_off (graph);
  g_autofree char *level_off = off == QD_STRIPS_GRAPH_INFINITE ? g_strdup (_("not levelled off"))
                                                              : g_strdup_printf (_("levels off at S%u"), off);

  g_printerr (_("graphplan: %u literal levels, %s; %" PRIu64 " goal sets searched, %" PRIu64 " nogoods; search %.3f s\n"),
              qd_strips_graph_n_levels (graph), level_off, (uint64_t) plan->searched, (uint64_t) plan->nogoods,
              (double) us / G_USEC_PER_SEC);
}

/* --graph's text, written a line at a time: its bytes counted against
 * QD_PLAN_CLI_GRAPH_MAX_BYTES, the stop flag read at each line. */
typedef struct {
  const gint *stop;
  guint64 written;
  gboolean full;
} GraphOut;

static gboolean
write_line (gpointer data, const char *line, gsize length)
{
  GraphOut *out = data;

  if (out->stop != NULL && g_atomic_int_get (out->stop) != 0)
    return FALSE;
  if (out->written + length > QD_PLAN_CLI_GRAPH_MAX_BYTES)
    {
      out->full = TRUE;
      return FALSE;
    }
  out->written += length;
  fwrite (line, 1, length, stdout);
  return TRUE;
}

/* The graph's text; a limit (the bytes, the time) ends it with `stopped`,
 * exit 4 (Ctrl-C 130). */
static int
print_graph (const QdStripsGraph *graph, const gint *stop)
{
  GraphOut out = { .stop = stop };

  if (qd_strips_graph_write_text (graph, write_line, &out))
    return QD_EXIT_OK;
  if (!out.full)
    return stopped ();
  printf ("stopped\n");
  g_printerr (_("quandary-cli: the planning graph's text would pass %d bytes (the limit of --graph): "
                "cut after %" PRIu64 " bytes\n"), QD_PLAN_CLI_GRAPH_MAX_BYTES, (uint64_t) out.written);
  return QD_EXIT_LIMIT;
}

int
qd_plan_cli_graph (const QdPlanCliOptions *o, const QdStrips *strips, const gint *stop)
{
  QdStripsGraphLimits limits = { .stop = stop };
  g_autoptr(GError) error = NULL;
  g_autoptr(QdStripsGraph) graph = qd_strips_graph_new (strips, &limits, &error);
  QdStripsGraphPlan plan;
  gint64 start = g_get_monotonic_time ();
  gboolean ok;
  int status;

  if (graph == NULL)
    return graph_error (o, error);
  if (o->graph)
    {
      if (!qd_strips_graph_expand_to_level_off (graph, &error))
        return graph_error (o, error);
      status = print_graph (graph, stop);
      if (status != QD_EXIT_OK || g_strcmp0 (o->algorithm_name, "graphplan") != 0)
        return status;
    }
  ok = qd_strips_graphplan (graph, &plan, &error);
  if (ok)
    print_plan (strips, &plan);
  if (ok && plan.status == QD_STRIPS_GRAPH_SOLVED)
    qd_plan_cli_outputs_keep_plan (o->outputs, strips, (const guint *) plan.ops->data, plan.ops->len);
  print_graph_counts (graph, &plan, g_get_monotonic_time () - start);
  qd_strips_graph_plan_clear (&plan);
  return ok ? QD_EXIT_OK : graph_error (o, error);
}
