/* qd-wordpuzzle-run-report.c — the report of a word-puzzle run
 * (qd-wordpuzzle-run-report.h). */
#include "config.h"
#include "qd-wordpuzzle-run-report.h"

#include <glib/gi18n.h>

#include "problems/qd-problem.h"
#include "render/qd-run-report.h"
#include "render/wordpuzzle/qd-wordpuzzle-render.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (wordpuzzle)

/* The words of a solution's row in the table, for the first slots: a
 * puzzle of thousands of slots keeps its table readable. */
#define WORDS_SHOWN 12

/* The puzzle as a figure fitted to the report, with `cells` (letters, 0
 * for none; NULL: the empty array); FALSE when too large to draw. */
static gboolean
fit_puzzle (QdRunReportFit *fit, QdWordpuzzleRenderOptions *options, QdWordpuzzleDrawing *drawing,
            const QdReport *report, const QdWordpuzzle *puzzle, const char *cells)
{
  double width, height;

  qd_wordpuzzle_render_options_init (options, qd_report_palette (report));
  options->cells = cells;
  drawing->puzzle = puzzle;
  drawing->options = options;
  qd_wordpuzzle_render_get_size (puzzle, &width, &height);
  return qd_run_report_fit (fit, width, height, qd_wordpuzzle_drawing_draw, drawing);
}

static const char *
yes_no (gboolean value)
{
  return value ? _("yes") : _("no");
}

static void
add_instance (QdReport *report, const QdWordpuzzleRun *run)
{
  QdWordpuzzleRenderOptions options;
  QdWordpuzzleDrawing drawing;
  QdRunReportFit fit;
  QdReportSection *section;
  g_autofree char *cells = g_strdup_printf ("%u", run->puzzle->size);
  g_autofree char *slots = g_strdup_printf ("%u", run->puzzle->slots->len);
  gboolean drawn = fit_puzzle (&fit, &options, &drawing, report, run->puzzle, NULL);

  qd_report_add_instance (report, run->path, fit.width, fit.height, drawn ? qd_run_report_fit_draw : NULL, &fit);
  section = qd_report_part (report, QD_REPORT_INSTANCE);
  qd_report_add_pair (section, _("Word list"), run->words_path != NULL ? run->words_path : _("typed in, not saved"));
  qd_report_add_pair (section, _("Cells"), cells);
  qd_report_add_pair (section, _("Slots"), slots);
  if (!drawn)
    qd_run_report_too_large (section, &fit);
}

/* The settings by the command line's names and values. */
static void
add_settings (QdReport *report, const QdWordpuzzleRun *run)
{
  const QdWordpuzzleSolveOptions *o = run->options;
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);
  gboolean random = o->var_order == QD_CSP_VAR_RANDOM || o->val_order == QD_CSP_VAL_RANDOM;
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, o->seed);

  qd_report_add_pair (section, "formulation", qd_wordpuzzle_formulation_to_string (run->formulation));
  qd_report_add_pair (section, "inference", qd_csp_inference_to_string (o->inference));
  qd_report_add_pair (section, "var-order", qd_csp_var_order_to_string (o->var_order));
  qd_report_add_pair (section, "val-order", qd_csp_val_order_to_string (o->val_order));
  qd_report_add_pair (section, "seed", random ? seed : NULL);
  qd_report_add_pair (section, "first", yes_no (o->first_only));
  if (run->model != NULL)
    {
      g_autofree char *order = NULL;
      g_autofree char *model = NULL;

      if (run->result != NULL)
        order = g_strdup (run->result->order_line);
      else
        {
          QdCspOptions csp;

          qd_csp_options_init (&csp);
          csp.var_order = o->var_order;
          csp.val_order = o->val_order;
          csp.inference = o->inference;
          order = qd_csp_trace_order_line (run->model->csp, &csp);
        }
      /* Its last line says the search's order (the trace's first line). */
      model = qd_wordpuzzle_model_export (run->model, order);
      qd_report_add_verbatim (section, _("The model: variables, domains and constraints"), "model", model);
    }
}

/* "BED BOA OHO …": each slot's word in a solution, in the puzzle's order. */
static char *
solution_words (const QdWordpuzzle *puzzle, const char *solution)
{
  GString *out = g_string_new (NULL);
  guint n = MIN (puzzle->slots->len, WORDS_SHOWN);

  for (guint s = 0; s < n; s++)
    {
      const QdWordpuzzleSlot *slot = puzzle->slots->pdata[s];

      if (s > 0)
        g_string_append_c (out, ' ');
      for (guint i = 0; i < slot->length; i++)
        g_string_append_c (out, solution[slot->cells[i]]);
    }
  if (puzzle->slots->len > n)
    g_string_append (out, " …");
  return g_string_free (out, FALSE);
}

static void
add_results (QdReport *report, const QdWordpuzzleRun *run)
{
  const QdWordpuzzleResult *r = run->result;
  QdReportSection *section = qd_report_part (report, QD_REPORT_RESULTS);
  QdReportBlock *table;

  if (r->status == QD_CSP_STOPPED)
    qd_report_add_paragraph (section, _("The search was stopped before it ended: these are the solutions it had "
                                        "found."));
  if (r->solutions->len == 0)
    {
      qd_report_add_paragraph (section, r->status == QD_CSP_STOPPED ? _("No solution was found before it stopped.")
                                                                   : _("The puzzle has no solution."));
      return;
    }
  table = qd_report_add_table (section, _("Every solution: the array, and the word of each slot in the puzzle's "
                                          "order"), "solutions",
                               (const char *[]) { _("Solution"), _("Array"), _("Words"), NULL });
  for (guint i = 0; i < r->solutions->len; i++)
    {
      const char *solution = r->solutions->pdata[i];
      g_autofree char *number = g_strdup_printf ("%u", i + 1);
      g_autofree char *words = solution_words (run->puzzle, solution);

      qd_report_add_row (table, (const char *[]) { number, solution, words, NULL });
    }
  {
    g_autofree char *cells = qd_wordpuzzle_solution_cells (r->solutions->pdata[0], run->puzzle->size);
    QdWordpuzzleRenderOptions options;
    QdWordpuzzleDrawing drawing;
    QdRunReportFit fit;

    if (fit_puzzle (&fit, &options, &drawing, report, run->puzzle, cells))
      qd_report_add_figure (section, _("The first solution"), "solution", fit.width, fit.height,
                            qd_run_report_fit_draw, &fit);
  }
}

static void
add_statistics (QdReport *report, const QdWordpuzzleResult *r)
{
  QdReportBlock *table = qd_run_report_stats_table (report);

  qd_run_report_stats_row (table, _("Solutions"), r->solutions->len);
  qd_run_report_stats_row (table, _("Assignments"), r->stats.assignments);
  qd_run_report_stats_row (table, _("Constraint checks"), r->stats.checks);
  qd_run_report_stats_row (table, _("Prunings"), r->stats.prunings);
  qd_run_report_stats_row (table, _("Backtracks"), r->stats.backtracks);
  qd_run_report_stats_time (table, r->stats.time_us);
}

void
qd_wordpuzzle_run_report_add (QdReport *report, const QdWordpuzzleRun *run)
{
  g_return_if_fail (report != NULL && run != NULL && run->puzzle != NULL && run->options != NULL);

  add_instance (report, run);
  add_settings (report, run);
  if (run->result == NULL || run->model == NULL)
    return;
  add_results (report, run);
  add_statistics (report, run->result);
  qd_report_add_search_tree (report, run->tree);
  {
    g_autofree char *trace = qd_wordpuzzle_result_trace (run->result);

    qd_report_add_verbatim (qd_report_part (report, QD_REPORT_TRACE),
                            _("The search trace: the order, then one search path per line"), "trace", trace);
  }
}

QdReport *
qd_wordpuzzle_run_report_new (const QdWordpuzzleRun *run, const QdPalette *palette)
{
  g_autofree char *name = run->path != NULL ? g_path_get_basename (run->path) : NULL;
  QdReport *report = qd_report_new_with_palette (_(qd_wordpuzzle_problem.title),
                                                 name != NULL ? name : _(qd_wordpuzzle_problem.format->untitled),
                                                 palette);

  qd_wordpuzzle_run_report_add (report, run);
  return report;
}
