/* qd-battleship-run-report.c — the report of a Battleship run or
 * generation (qd-battleship-run-report.h). */
#include "config.h"
#include "qd-battleship-run-report.h"

#include <glib/gi18n.h>

#include "problems/qd-problem.h"
#include "render/qd-run-report.h"
#include "render/battleship/qd-battleship-render.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (battleship)

/* The board with `grid` (NULL: the hints only) as a drawing, and its size. */
static void
board_drawing (QdBattleshipRenderOptions *options, QdBattleshipDrawing *drawing, const QdPalette *palette,
               const QdBattleship *puzzle, const guint8 *grid, double *width, double *height)
{
  qd_battleship_render_options_init (options, palette);
  options->grid = grid;
  drawing->puzzle = puzzle;
  drawing->options = options;
  qd_battleship_render_get_size (puzzle, options, width, height);
}

static void
add_board (QdReport *report, QdReportSection *section, const char *caption, const char *name,
           const QdBattleship *puzzle, const guint8 *grid)
{
  QdBattleshipRenderOptions options;
  QdBattleshipDrawing drawing;
  double width, height;

  board_drawing (&options, &drawing, qd_report_palette (report), puzzle, grid, &width, &height);
  qd_report_add_figure (section, caption, name, width, height, qd_battleship_drawing_draw, &drawing);
}

static char *
counts_text (const guint *counts, guint n)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%u", i > 0 ? " " : "", counts[i]);
  return g_string_free (out, FALSE);
}

/* The fleet as --fleet writes it: ships of each length from 1. */
static char *
fleet_text (const QdBattleship *puzzle)
{
  GString *out = g_string_new (NULL);
  guint longest = 1;

  for (guint len = 1; len <= QD_BATTLESHIP_MAX_SHIP; len++)
    if (puzzle->fleet[len] > 0)
      longest = len;
  for (guint len = 1; len <= longest; len++)
    g_string_append_printf (out, "%s%u", len > 1 ? "," : "", puzzle->fleet[len]);
  return g_string_free (out, FALSE);
}

/* The instance: its file, its drawing and what the drawing says in numbers. */
static void
add_instance (QdReport *report, const char *path, const QdBattleship *puzzle)
{
  QdBattleshipRenderOptions options;
  QdBattleshipDrawing drawing;
  QdReportSection *section;
  g_autofree char *size = g_strdup_printf ("%u × %u", puzzle->size, puzzle->size);
  g_autofree char *rows = counts_text (puzzle->row_counts, puzzle->size);
  g_autofree char *cols = counts_text (puzzle->col_counts, puzzle->size);
  g_autofree char *fleet = fleet_text (puzzle);
  /* Translators: "3,2,1 (ships of each length from 1)": three submarines, two destroyers… */
  g_autofree char *fleet_words = g_strdup_printf (_("%s (ships of each length from 1)"), fleet);
  g_autofree char *hints = NULL;
  guint n_hints = 0;
  double width, height;

  for (guint i = 0; i < puzzle->size * puzzle->size; i++)
    n_hints += puzzle->hints[i] != QD_BATTLESHIP_UNKNOWN;
  hints = g_strdup_printf ("%u", n_hints);
  board_drawing (&options, &drawing, qd_report_palette (report), puzzle, NULL, &width, &height);
  qd_report_add_instance (report, path, width, height, qd_battleship_drawing_draw, &drawing);
  section = qd_report_part (report, QD_REPORT_INSTANCE);
  qd_report_add_pair (section, _("Size"), size);
  qd_report_add_pair (section, _("Row counts"), rows);
  qd_report_add_pair (section, _("Column counts"), cols);
  qd_report_add_pair (section, _("Fleet"), fleet_words);
  qd_report_add_pair (section, _("Hints"), hints);
}

static char *
verdict (const QdBattleshipResult *r, guint max_solutions)
{
  switch (r->status)
    {
    case QD_BATTLESHIP_SOLVED:
      return g_strdup (_("One solution: the puzzle’s solution is unique."));
    case QD_BATTLESHIP_NOT_UNIQUE:
      if (r->n_solutions >= max_solutions)
        return g_strdup_printf (_("The solution is not unique: at least %u solutions (the counting stops there); "
                                  "the first two are drawn."), r->n_solutions);
      return g_strdup_printf (_("The solution is not unique: %u solutions; the first two are drawn."),
                              r->n_solutions);
    case QD_BATTLESHIP_NO_SOLUTION:
      return g_strdup (_("The puzzle has no solution."));
    case QD_BATTLESHIP_STOPPED:
    default:
      if (r->n_solutions > 0)
        return g_strdup_printf (ngettext ("The search was stopped after %u solution; the first is drawn.",
                                          "The search was stopped after %u solutions; the first is drawn.",
                                          r->n_solutions), r->n_solutions);
      return g_strdup (_("The search was stopped before it found a solution."));
    }
}

static void
add_results (QdReport *report, const QdBattleshipRun *run)
{
  const QdBattleshipResult *r = run->result;
  QdReportSection *section = qd_report_part (report, QD_REPORT_RESULTS);
  g_autofree char *words = verdict (r, run->max_solutions);

  qd_report_add_paragraph (section, words);
  if (r->solution == NULL)
    return;
  add_board (report, section, _("The solution"), "solution", run->puzzle, r->solution);
  if (r->second != NULL)
    add_board (report, section, _("Another solution"), "solution-2", run->puzzle, r->second);
  if (!run->solution_printed)
    {
      g_autofree char *text = qd_battleship_grid_to_string_notation (run->puzzle, r->solution, run->notation);

      qd_report_add_verbatim (section, _("The solution as battle.py writes it"), "solution", text);
    }
}

static void
add_statistics (QdReport *report, const QdBattleshipResult *r)
{
  QdReportBlock *table = qd_run_report_stats_table (report);

  qd_run_report_stats_row (table, _("Solutions found"), r->n_solutions);
  qd_run_report_stats_row (table, _("Nodes"), r->nodes);
  qd_run_report_stats_row (table, _("Assignments"), r->assignments);
  qd_run_report_stats_row (table, _("Prunings"), r->prunings);
  qd_run_report_stats_time (table, r->time_us);
}

void
qd_battleship_run_report_add (QdReport *report, const QdBattleshipRun *run)
{
  QdReportSection *settings;
  g_autofree char *counted = g_strdup_printf ("%u", run->max_solutions);
  g_autofree char *limit = run->time_limit > 0 ? g_strdup_printf ("%g", run->time_limit) : NULL;

  g_return_if_fail (report != NULL && run != NULL && run->puzzle != NULL);

  add_instance (report, run->path, run->puzzle);
  settings = qd_report_part (report, QD_REPORT_SETTINGS);
  qd_report_add_pair (settings, "notation", run->notation == QD_BATTLESHIP_NOTATION_ALT ? "alt" : "course");
  qd_report_add_pair (settings, "time-limit", limit);
  qd_report_add_pair (settings, _("Solutions counted up to"), counted);
  if (run->result == NULL)
    return;
  add_results (report, run);
  add_statistics (report, run->result);
  qd_report_add_search_tree (report, run->tree);
}

/* Titled by the file's name, else `untitled`. */
static QdReport *
report_new (const char *path, const char *untitled, const QdPalette *palette)
{
  g_autofree char *name = path != NULL ? g_path_get_basename (path) : NULL;

  return qd_report_new_with_palette (_(qd_battleship_problem.title), name != NULL ? name : untitled, palette);
}

QdReport *
qd_battleship_run_report_new (const QdBattleshipRun *run, const QdPalette *palette)
{
  QdReport *report = report_new (run->path, _(qd_battleship_problem.format->untitled), palette);

  qd_battleship_run_report_add (report, run);
  return report;
}

QdReport *
qd_battleship_generation_report_new (const QdBattleshipGeneration *generation, const QdPalette *palette)
{
  QdReport *report = report_new (generation->path, _("Generated Puzzle"), palette);
  QdReportSection *section;
  g_autofree char *size = g_strdup_printf ("%u", generation->size);
  g_autofree char *difficulty = g_strdup_printf ("%u", generation->difficulty);
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, generation->seed);
  g_autofree char *fleet = fleet_text (generation->puzzle);

  add_instance (report, generation->path, generation->puzzle);
  section = qd_report_part (report, QD_REPORT_SETTINGS);
  qd_report_add_pair (section, "generate", size);
  qd_report_add_pair (section, "difficulty", difficulty);
  qd_report_add_pair (section, "seed", seed);
  qd_report_add_pair (section, "fleet", fleet);
  section = qd_report_part (report, QD_REPORT_RESULTS);
  qd_report_add_paragraph (section, _("A new puzzle with exactly one solution: the hints above are the puzzle, "
                                      "the grid below its solution."));
  if (generation->result != NULL && generation->result->solution != NULL)
    add_board (report, section, _("The solution"), "solution", generation->puzzle, generation->result->solution);
  return report;
}
