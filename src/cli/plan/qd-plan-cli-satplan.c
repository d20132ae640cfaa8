/* qd-plan-cli-satplan.c — `quandary-cli plan DOMAIN PROBLEM --algorithm
 * satplan [--max-horizon N] [--parallel]`: planning as satisfiability on the ground task
 * (qd-plan-cli-solve.c grounds it; problems/plan/qd-plan-satplan.h runs
 * it and checks the plan).  Each horizon is printed as it ends, a comment
 * line for plan readers (`; horizon 2: 11 variables, 26 clauses, sat, 0
 * conflicts, 2 decisions, 9 propagations, 0.000 s`), then the plan as the
 * other algorithms print theirs: one action a line, then `cost C`.  So the
 * whole output passes `plan --check`.  No plan within the maximum horizon
 * is a limit: `stopped`, exit status 4 (a longer plan may exist). */
#include "config.h"
#include "cli/plan/qd-plan-cli-outputs.h"
#include "cli/plan/qd-plan-cli-private.h"
#include "cli/qd-cli.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdio.h>

#include "core/qd-format.h"
#include "core/qd-text.h"
#include "problems/plan/qd-plan-satplan.h"

gboolean
qd_plan_cli_satplan_asked (const QdPlanCliOptions *o)
{
  return g_strcmp0 (o->algorithm_name, "satplan") == 0;
}

gboolean
qd_plan_cli_parse_satplan (QdPlanCliOptions *o)
{
  guint64 n = QD_SATPLAN_DEFAULT_MAX_HORIZON;

  if ((o->max_horizon_text != NULL || o->parallel) && !qd_plan_cli_satplan_asked (o))
    QD_CLI_USAGE ("%s", _("--max-horizon and --parallel go with --algorithm satplan"));
  if (o->max_horizon_text != NULL && !g_ascii_string_to_unsigned (o->max_horizon_text, 10, 0, 100000, &n, NULL))
    {
      g_autofree char *shown = qd_text_quote (o->max_horizon_text, -1);

      QD_CLI_USAGE (_("--max-horizon takes a number of steps from 0 to 100000, not “%s”"), shown);
    }
  o->max_horizon = (guint) n;
  return TRUE;
}

static void
print_horizon (gpointer data, const QdSatplanHorizon *h)
{
  /* A machine output: the C locale's point whatever the user's. */
  g_autofree char *line = qd_format_c ("; horizon %u: %u variables, %" PRIu64 " clauses, %s, %" PRIu64
                                       " conflicts, %" PRIu64 " decisions, %" PRIu64 " propagations, %.3f s\n",
                                       h->horizon, h->n_vars, (uint64_t) h->n_clauses,
                                       qd_satplan_result_word (h->result), (uint64_t) h->stats.conflicts,
                                       (uint64_t) h->stats.decisions, (uint64_t) h->stats.propagations,
                                       (double) (h->encode_us + h->solve_us) / G_USEC_PER_SEC);

  fputs (line, stdout);
  fflush (stdout);
}

/* What ended the run when no plan was found: the maximum horizon or the
 * time limit (exit 4), Ctrl-C (130). */
static int
not_found (const QdSatplanOptions *options, const QdSatplanResult *result)
{
  printf ("stopped\n");
  if (result->status == QD_SATPLAN_HORIZON)
    {
      g_printerr (g_dngettext (GETTEXT_PACKAGE,
                               "quandary-cli: no plan of at most %u action (--max-horizon); a longer one may exist\n",
                               "quandary-cli: no plan of at most %u actions (--max-horizon); a longer one may exist\n",
                               options->max_horizon),
                  options->max_horizon);
      return QD_EXIT_LIMIT;
    }
  if (result->status == QD_SATPLAN_TOO_BIG)
    {
      g_printerr (_("quandary-cli: the formula of horizon %u would pass %d literals (the limit)\n"),
                  result->horizons->len - 1, QD_SATPLAN_MAX_LITERALS);
      return QD_EXIT_LIMIT;
    }
  if (qd_cli_time_ran_out ())
    {
      g_printerr ("%s\n", _("quandary-cli: the time limit ran out"));
      return QD_EXIT_LIMIT;
    }
  g_printerr (_("quandary-cli: stopped\n"));
  return QD_EXIT_STOPPED;
}

int
qd_plan_cli_satplan (const QdPlanCliOptions *o, const QdPlanTask *task, const QdStrips *strips, const gint *stop)
{
  g_autoptr(GError) error = NULL;
  QdSatplanOptions options;
  QdSatplanResult result;
  int status = QD_EXIT_OK;

  qd_satplan_options_init (&options);
  options.max_horizon = o->max_horizon;
  options.steps = o->parallel ? QD_SATPLAN_PARALLEL : QD_SATPLAN_SEQUENTIAL;
  options.stop = stop;
  options.horizon_done = print_horizon;
  if (!qd_plan_satplan (task, strips, &options, &result, &error))
    {
      g_printerr ("quandary-cli: %s: %s\n", o->problem, error->message);
      qd_satplan_result_clear (&result);
      return QD_EXIT_INPUT;
    }
  if (result.status == QD_SATPLAN_SOLVED)
    {
      const guint *ops = (const guint *) result.ops->data;
      g_autofree char *text = qd_plan_ops_text (strips, ops, result.ops->len);

      printf ("%scost %" G_GUINT64_FORMAT "\n", text, qd_strips_plan_cost (strips, ops, result.ops->len));
      qd_plan_cli_outputs_keep_plan (o->outputs, strips, ops, result.ops->len);
    }
  else if (result.status == QD_SATPLAN_UNREACHABLE)
    printf ("no plan\n");
  else if (result.status == QD_SATPLAN_CONDITIONAL)
    {
      g_printerr ("quandary-cli: %s: %s\n", o->problem,
                  _("the parallel encoding refuses conditional effects (whether two actions interfere would "
                    "depend on the state): use SATPlan without --parallel"));
      qd_satplan_result_clear (&result);
      return QD_EXIT_INPUT;
    }
  else
    status = not_found (&options, &result);
  g_printerr (_("satplan: %u horizons, %.3f s\n"), result.horizons->len, (double) result.time_us / G_USEC_PER_SEC);
  if (o->parallel && result.status == QD_SATPLAN_SOLVED)
    g_printerr (_("parallel: %u steps, %u actions\n"), result.horizons->len - 1, result.ops->len);
  qd_satplan_result_clear (&result);
  return status;
}
