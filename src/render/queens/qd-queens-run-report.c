/* qd-queens-run-report.c — the report and the GIF of a hill climb on N
 * queens (qd-queens-run-report.h). */
#include "config.h"
#include "qd-queens-run-report.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>

#include "problems/queens/qd-queens-successors.h"
#include "render/qd-plot.h"
#include "render/qd-run-report.h"
#include "render/queens/qd-queens-run-draw.h"

#define PLOT_WIDTH 480.0
#define PLOT_HEIGHT 300.0

char *
qd_queens_step_text (const QdQueensRecord *record, guint k)
{
  const QdQueensRecordStep *s = &g_array_index (record->steps, QdQueensRecordStep, k);
  g_autofree char *square = NULL, *column = NULL;

  switch (s->kind)
    {
    case QD_LOCAL_STEP_START:
      return g_strdup_printf (_("Start, h = %" PRIu64), (guint64) s->h);
    case QD_LOCAL_STEP_RESTART:
      return g_strdup_printf (_("A random restart, h = %" PRIu64), (guint64) s->h);
    case QD_LOCAL_STEP_MOVE:
    default:
      square = qd_queens_square_name (s->col, s->row);
      column = qd_queens_column_name (s->col);
      /* Translators: a move on the N-queens board: the column's letter, the square it goes to, h after it. */
      return g_strdup_printf (_("Column %s: to %s, h = %" PRIu64), column, square, (guint64) s->h);
    }
}

/* ------------------------------------------------------------ figures */

typedef struct {
  const QdQueens *q;
  const QdPalette *palette;
  gboolean show_h;
  const char *caption;
} Board;

static void
draw_board (cairo_t *cr, double width, double height, gpointer data)
{
  const Board *b = data;
  QdQueensRunDraw d;

  qd_queens_run_draw_init (&d, b->q, b->palette);
  d.show_h = b->show_h;
  d.show_pairs = TRUE;
  d.caption = b->caption;
  qd_queens_run_draw (cr, &d);
}

static void
add_board (QdReport *report, QdReportSection *section, const QdQueens *q, gboolean show_h, const char *name,
           const char *caption)
{
  Board b = { q, qd_report_palette (report), show_h, NULL };
  QdQueensRunDraw d;
  double width, height;

  if (q->n > QD_QUEENS_DRAW_MAX)
    {
      qd_report_add_paragraph (section, _("The board is too large to draw."));
      return;
    }
  qd_queens_run_draw_init (&d, q, b.palette);
  qd_queens_run_draw_get_size (&d, &width, &height);
  qd_report_add_figure (section, caption, name, width, height, draw_board, &b);
}

typedef struct {
  const QdQueensRecord *record;
  const QdPalette *palette;
} Plot;

static void
draw_plot (cairo_t *cr, double width, double height, gpointer data)
{
  const Plot *p = data;
  g_autoptr(QdPlot) plot = qd_plot_new (NULL);
  guint h_series, restarts;

  qd_plot_set_axis (plot, QD_PLOT_AXIS_X, _("Step"), QD_PLOT_LINEAR);
  qd_plot_set_axis (plot, QD_PLOT_AXIS_Y, _("h (attacking pairs)"), QD_PLOT_LINEAR);
  qd_plot_set_range (plot, QD_PLOT_AXIS_Y, 0, NAN);
  h_series = qd_plot_add_series (plot, "h");
  restarts = qd_plot_add_series (plot, _("random restarts"));
  qd_plot_series_set_line_only (plot, h_series, p->record->steps->len > 60);
  qd_plot_series_set_markers_only (plot, restarts, TRUE);
  for (guint k = 0; k < p->record->steps->len; k++)
    {
      const QdQueensRecordStep *s = &g_array_index (p->record->steps, QdQueensRecordStep, k);

      qd_plot_add_point (plot, h_series, k, (double) s->h, NAN);
      if (s->kind == QD_LOCAL_STEP_RESTART)
        qd_plot_add_point (plot, restarts, k, (double) s->h, NAN);
    }
  qd_plot_render (cr, plot, p->palette, width, height);
}

/* -------------------------------------------------------------- parts */

static char *
rows_text (const guint *rows, guint n)
{
  GString *text = g_string_new (NULL);

  for (guint c = 0; c < n && c < 64; c++)
    g_string_append_printf (text, c > 0 ? " %u" : "%u", rows[c]);
  if (n > 64)
    g_string_append (text, " …");
  return g_string_free (text, FALSE);
}

static void
add_instance (QdReport *report, const QdQueensReportRun *r)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_INSTANCE);
  const QdQueensRecord *record = r->record;
  g_autoptr(QdQueens) start = qd_queens_new (record->n);
  g_autofree char *n = g_strdup_printf ("%u", record->n);
  g_autofree char *rows = rows_text (record->start, record->n);
  g_autofree char *h = NULL;

  qd_queens_set (start, record->start);
  h = g_strdup_printf ("%" PRIu64, (guint64) start->h);
  qd_report_add_pair (section, _("File"), r->path != NULL ? r->path : _("none: a random start"));
  qd_report_add_pair (section, _("Queens"), n);
  qd_report_add_pair (section, _("Start (each column’s row, from 0 at the top)"), rows);
  qd_report_add_pair (section, _("h of the start"), h);
  add_board (report, section, start, TRUE, "start",
             _("The start: on each empty square, h if its column’s queen moved there; the lowest framed"));
}

static void
add_settings (QdReport *report, const QdQueensReportRun *r)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);
  g_autofree char *seed = g_strdup_printf ("%" PRIu64, r->seed);
  g_autofree char *sideways = g_strdup_printf ("%u", r->options->max_sideways);

  qd_report_add_pair (section, "algorithm", r->algorithm);
  qd_report_add_pair (section, "seed", seed);
  if (r->options->algorithm == QD_LOCAL_HILL_CLIMBING)
    qd_report_add_pair (section, "sideways", sideways);
  qd_report_add_pair (section, "restarts", r->options->restarts == 0 ? _("none") : _("until solved"));
  qd_report_add_paragraph (section, _("N queens, one per column (AIMA section 4.1.1): a move takes a queen elsewhere "
                                      "in its column; h, the number of pairs of queens attacking each other, is "
                                      "minimised; ties are broken at random."));
}

static void
add_steps_table (QdReportSection *section, const QdQueensRecord *record)
{
  QdReportBlock *table = qd_report_add_table (section, _("The steps"), "steps",
                                              (const char *[]) { _("Step"), _("Move"), "h", NULL });

  for (guint k = 0; k < record->steps->len && k < QD_QUEENS_REPORT_STEP_ROWS; k++)
    {
      const QdQueensRecordStep *s = &g_array_index (record->steps, QdQueensRecordStep, k);
      g_autofree char *step = g_strdup_printf ("%u", k);
      g_autofree char *h = g_strdup_printf ("%" PRIu64, (guint64) s->h);
      g_autofree char *square = qd_queens_square_name (s->col, s->row);
      const char *move = s->kind == QD_LOCAL_STEP_START ? _("start")
                         : s->kind == QD_LOCAL_STEP_RESTART ? _("random restart") : square;

      qd_report_add_row (table, (const char *[]) { step, move, h, NULL });
    }
  if (record->n_steps > MIN (record->steps->len, QD_QUEENS_REPORT_STEP_ROWS))
    {
      g_autofree char *said = g_strdup_printf (_("The table shows the first %u of the run’s %" PRIu64 " steps."),
                                               MIN (record->steps->len, QD_QUEENS_REPORT_STEP_ROWS),
                                               (guint64) record->n_steps);

      qd_report_add_paragraph (section, said);
    }
}

static void
add_results (QdReport *report, const QdQueensReportRun *r)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_RESULTS);
  g_autofree char *h = g_strdup_printf ("%" PRIu64, (guint64) r->final->h);
  g_autofree char *rows = rows_text (r->final->rows, r->final->n);
  g_autofree char *caption = g_strdup_printf (_("The final board: h = %" PRIu64), (guint64) r->final->h);
  Plot plot = { r->record, qd_report_palette (report) };

  qd_report_add_pair (section, _("h at the end"), h);
  qd_report_add_pair (section, _("Solved"), r->final->h == 0 ? _("yes") : _("no"));
  qd_report_add_pair (section, _("Final rows"), rows);
  add_board (report, section, r->final, FALSE, "final", caption);
  qd_report_add_figure (section, _("h over the steps, the random restarts marked"), "h-plot", PLOT_WIDTH,
                        PLOT_HEIGHT, draw_plot, &plot);
  add_steps_table (section, r->record);
}

static void
add_statistics (QdReport *report, const QdQueensReportRun *r)
{
  QdReportBlock *table = qd_run_report_stats_table (report);

  qd_run_report_stats_row (table, _("Moves made"), r->stats->moves);
  qd_run_report_stats_row (table, _("Of them, sideways moves"), r->stats->sideways_moves);
  qd_run_report_stats_row (table, _("Random restarts"), r->stats->restarts);
  qd_run_report_stats_row (table, _("Successors evaluated"), r->stats->evaluations);
  qd_report_add_row (table, (const char *[]) { _("How it ended"), qd_local_status_to_string (r->status), NULL });
  qd_run_report_stats_time (table, r->stats->time_us);
}

QdReport *
qd_queens_run_report_new (const QdQueensReportRun *run, const QdPalette *palette)
{
  g_autofree char *instance = run->path != NULL ? g_path_get_basename (run->path)
                                                : g_strdup_printf (_("%u queens"), run->record->n);
  QdReport *report = qd_report_new_with_palette (_("N-Queens"), instance, palette);

  add_instance (report, run);
  add_settings (report, run);
  add_results (report, run);
  add_statistics (report, run);
  return report;
}

/* ---------------------------------------------------------- animation */

typedef struct {
  QdQueensRecord *record;
  QdQueens *q;                  /* frames are drawn in order, on one worker */
  GMutex lock;
} Replay;

static void
replay_free (gpointer data)
{
  Replay *replay = data;

  qd_queens_record_free (replay->record);
  qd_queens_free (replay->q);
  g_mutex_clear (&replay->lock);
  g_free (replay);
}

static void
draw_step (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  Replay *replay = data;
  const QdQueensRecordStep *s;
  QdQueensRunDraw d;
  g_autofree char *caption = NULL;

  step = MIN (step, replay->record->steps->len - 1);
  s = &g_array_index (replay->record->steps, QdQueensRecordStep, step);
  caption = g_strdup_printf ("h = %" PRIu64, (guint64) s->h);
  g_mutex_lock (&replay->lock);
  qd_queens_record_replay (replay->record, step, replay->q);
  qd_queens_run_draw_init (&d, replay->q, palette);
  d.show_pairs = TRUE;
  d.caption = caption;
  if (s->kind == QD_LOCAL_STEP_MOVE)
    {
      guint before = step;

      d.moved_col = (gint) s->col;
      /* Where the queen stood: the last move of its column before, else the
       * start's (or the restart's) row. */
      qd_queens_record_replay (replay->record, before - 1, replay->q);
      d.from_row = (gint) replay->q->rows[s->col];
      qd_queens_record_replay (replay->record, step, replay->q);
    }
  qd_queens_run_draw (cr, &d);
  g_mutex_unlock (&replay->lock);
}

static char *
describe_step (guint step, gpointer data)
{
  Replay *replay = data;

  return step < replay->record->steps->len ? qd_queens_step_text (replay->record, step) : NULL;
}

static QdQueensRecord *
record_copy (const QdQueensRecord *record)
{
  g_autoptr(QdQueens) start = qd_queens_new (record->n);
  QdQueensRecord *copy;

  qd_queens_set (start, record->start);
  copy = qd_queens_record_new (start);
  g_array_set_size (copy->steps, 0);
  g_array_append_vals (copy->steps, record->steps->data, record->steps->len);
  for (guint i = 0; i < record->restarts->len; i++)
    g_ptr_array_add (copy->restarts, g_memdup2 (record->restarts->pdata[i], record->n * sizeof (guint)));
  copy->n_steps = record->n_steps;
  copy->restarts_seen = record->restarts_seen;
  return copy;
}

QdAnimation *
qd_queens_animation_new (const QdQueensRecord *record, GError **error)
{
  Replay *replay;
  QdQueensRunDraw d;
  double width, height;

  if (record->n > QD_QUEENS_DRAW_MAX)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("a board of %u queens is too large for a GIF (%u at most)"), record->n, QD_QUEENS_DRAW_MAX);
      return NULL;
    }
  replay = g_new0 (Replay, 1);
  replay->record = record_copy (record);
  replay->q = qd_queens_new (record->n);
  g_mutex_init (&replay->lock);
  qd_queens_run_draw_init (&d, replay->q, NULL);
  d.caption = "h";
  qd_queens_run_draw_get_size (&d, &width, &height);
  return qd_animation_new (record->steps->len - 1, width, height, draw_step, describe_step, replay, replay_free);
}
