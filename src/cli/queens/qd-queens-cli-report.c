/* qd-queens-cli-report.c — --successors, --report and --gif of
 * `quandary-cli queens` (qd-queens-cli-report.h). */
#include "config.h"
#include "qd-queens-cli-report.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "cli/qd-cli.h"
#include "problems/queens/qd-queens-file.h"
#include "problems/queens/qd-queens-successors.h"
#include "render/queens/qd-queens-run-report.h"

void
qd_queens_cli_report_add_entries (GOptionContext *context, QdQueensCliReport *r)
{
  GOptionEntry entries[] = {
    { "successors", 0, 0, G_OPTION_ARG_NONE, &r->successors,
      N_("Print the start's h, each square's h, the best successors and the uphill moves with their "
         "probabilities (no search)"), NULL },
    { NULL }
  };
  GOptionGroup *main_group = g_option_context_get_main_group (context);

  if (main_group != NULL)
    g_option_group_add_entries (main_group, entries);
  else
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  qd_cli_report_add_entries (context, &r->report, TRUE);
}

/* The record's listeners: each step into the trace (the best of each new
 * population as a whole state), then the command's own listener. */
static void
record_step (gpointer user_data, const QdQueensStep *step)
{
  QdQueensCliReport *r = user_data;

  if (step->kind == QD_LOCAL_STEP_MOVE)
    qd_queens_trace_move (r->trace, step->col, step->from, step->row, step->h, step->n_ties, step->temperature,
                          step->probability);
  else if (step->kind == QD_LOCAL_STEP_RESTART)
    /* A restart draws the searcher's state anew, in place. */
    qd_queens_trace_restart (r->trace, r->q);
  if (r->chained.on_step != NULL)
    r->chained.on_step (r->chained.user_data, step);
}

/* A new population's best, wholly in place of the state before. */
static void
record_state (QdQueensCliReport *r, const guint *rows)
{
  qd_queens_set (r->shadow, rows);
  qd_queens_trace_state (r->trace, r->shadow);
}

static void
record_beam (gpointer user_data, const QdBeamStep *step)
{
  QdQueensCliReport *r = user_data;
  const QdQueens *best = step->states[step->best];

  if (step->iteration > 0)
    record_state (r, best->rows);
  if (r->chained.on_beam != NULL)
    r->chained.on_beam (r->chained.user_data, step);
}

static void
record_generation (gpointer user_data, const QdGeneticGeneration *g)
{
  QdQueensCliReport *r = user_data;

  if (g->generation > 0)
    record_state (r, g->genes + (gsize) g->best * g->n_genes);
  if (r->chained.on_generation != NULL)
    r->chained.on_generation (r->chained.user_data, g);
}

int
qd_queens_cli_report_begin (QdQueensCliReport *r, const char *path, const QdQueens *q, QdQueensRunOptions *run)
{
  const QdCliFile input = { NULL, path };
  QdCliFile outputs[2];
  int n_outputs, checked;

  if (!qd_cli_report_check (&r->report))
    return QD_EXIT_USAGE;
  if (r->successors)
    {
      g_autofree char *text = NULL;

      if (q->n > QD_QUEENS_SUCCESSORS_MAX)
        {
          qd_cli_usage_error (_("--successors: a board of %u queens is too large (%u at most)"), q->n,
                              QD_QUEENS_SUCCESSORS_MAX);
          return QD_EXIT_USAGE;
        }
      text = qd_queens_successors_text (q);
      fputs (text, stdout);
      return QD_EXIT_OK;
    }
  if ((n_outputs = qd_cli_report_outputs (&r->report, outputs)) < 0)
    return QD_EXIT_INPUT;
  if ((checked = qd_cli_check_files (&input, 1, NULL, outputs, (guint) n_outputs)) != QD_EXIT_OK)
    return checked;
  if (!qd_cli_report_any (&r->report))
    return QD_QUEENS_CLI_GO_ON;
  r->path = path;
  r->q = q;
  r->shadow = qd_queens_dup (q);
  r->trace = qd_queens_trace_new (q, run->algorithm != NULL ? run->algorithm : "steepest");
  r->started = g_get_monotonic_time ();
  r->chained = *run;
  run->on_step = record_step;
  run->on_beam = record_beam;
  run->on_generation = record_generation;
  run->user_data = r;
  qd_cli_report_begin (&r->report);
  return QD_QUEENS_CLI_GO_ON;
}

/* The run's parameters the report shows, as key, value pairs. */
static GPtrArray *
settings_of (const QdQueensRunOptions *run)
{
  GPtrArray *pairs = g_ptr_array_new_with_free_func (g_free);

  if (run->sideways >= 0)
    {
      g_ptr_array_add (pairs, g_strdup ("sideways"));
      g_ptr_array_add (pairs, g_strdup_printf ("%d", run->sideways));
    }
  if (run->max_steps > 0)
    {
      g_ptr_array_add (pairs, g_strdup ("max-steps"));
      g_ptr_array_add (pairs, g_strdup_printf ("%" G_GUINT64_FORMAT, run->max_steps));
    }
  g_ptr_array_add (pairs, NULL);
  return pairs;
}

int
qd_queens_cli_report_finish (QdQueensCliReport *r, const QdQueens *q, const QdQueensRunOptions *run,
                             guint64 seed, const QdLocalOutcome *out, gboolean stopped, int status)
{
  g_autoptr(GPtrArray) settings = NULL;
  QdReport *built = NULL;

  if (r->trace == NULL)
    return status;
  (void) out;
  qd_queens_trace_finish (r->trace, q, stopped, g_get_monotonic_time () - r->started);
  if (qd_cli_report_wanted (&r->report))
    {
      QdQueensReportRun report_run = { r->path, seed, NULL, r->trace };

      settings = settings_of (run);
      report_run.settings = (const char *const *) settings->pdata;
      built = qd_queens_run_report_new (&report_run, r->report.palette);
    }
  if (!qd_cli_report_finish (&r->report, built,
                             qd_cli_report_wants_gif (&r->report) ? qd_queens_animation_new (r->trace) : NULL))
    status = QD_EXIT_INPUT;
  return status;
}

void
qd_queens_cli_report_clear (QdQueensCliReport *r)
{
  qd_cli_report_clear (&r->report);
  g_clear_pointer (&r->trace, qd_queens_trace_free);
  g_clear_pointer (&r->shadow, qd_queens_free);
}
