/* qd-queens-run-report.c — the report and the GIF of a search on N
 * queens (qd-queens-run-report.h). */
#include "config.h"
#include "qd-queens-run-report.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>
#include <string.h>

#include "core/qd-owned.h"
#include "problems/queens/qd-queens-successors.h"
#include "render/qd-plot.h"
#include "render/qd-rendering.h"
#include "render/qd-run-report.h"
#include "render/queens/qd-queens-render.h"

#define PLOT_WIDTH 480.0
#define PLOT_HEIGHT 300.0

static const QdQueensTraceStep *
step_at (const QdQueensTrace *t, guint k)
{
  return &g_array_index (t->steps, QdQueensTraceStep, k);
}

char *
qd_queens_step_text (const QdQueensTrace *trace, guint k)
{
  const QdQueensTraceStep *s = step_at (trace, k);
  g_autofree char *square = NULL, *column = NULL;

  switch (s->kind)
    {
    case QD_QUEENS_TRACE_START:
      return g_strdup_printf (_("Start, h = %" PRIu64), (guint64) s->h);
    case QD_QUEENS_TRACE_RESTART:
      return g_strdup_printf (_("A random restart, h = %" PRIu64), (guint64) s->h);
    case QD_QUEENS_TRACE_STATE:
      return g_strdup_printf (_("A new best state, h = %" PRIu64), (guint64) s->h);
    case QD_QUEENS_TRACE_MOVE:
    default:
      square = qd_queens_square_name (s->col, s->to);
      column = qd_queens_column_name (s->col);
      /* Translators: a move on the N-queens board: the column's letter, the square it goes to, h after it. */
      return g_strdup_printf (_("Column %s: to %s, h = %" PRIu64), column, square, (guint64) s->h);
    }
}

/* ------------------------------------------------------------ figures */

static void
add_board (QdReport *report, QdReportSection *section, const QdQueens *q, gboolean show_h, const char *name,
           const char *caption)
{
  QdQueensRenderOptions o;
  double width, height;

  qd_queens_render_options_init (&o, qd_report_palette (report));
  o.show_h = show_h;
  qd_queens_render_get_size (q->n, &o, &width, &height);
  qd_report_add_figure (section, caption, name, width, height, qd_rendering_draw,
                        &QD_RENDERING (qd_queens_render, q, &o));
}

typedef struct {
  const QdQueensTrace *trace;
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
  qd_plot_series_set_line_only (plot, h_series, p->trace->steps->len > 60);
  qd_plot_series_set_markers_only (plot, restarts, TRUE);
  for (guint k = 0; k < p->trace->steps->len; k++)
    {
      const QdQueensTraceStep *s = step_at (p->trace, k);

      qd_plot_add_point (plot, h_series, k, (double) s->h, NAN);
      if (s->kind == QD_QUEENS_TRACE_RESTART)
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

static QdQueens *
board_of (const guint *rows, guint n)
{
  QdQueens *q = qd_queens_new (n);

  qd_queens_set (q, rows);
  return q;
}

static void
add_instance (QdReport *report, const QdQueensReportRun *r)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_INSTANCE);
  const QdQueensTrace *t = r->trace;
  g_autoptr(QdQueens) start = t != NULL ? board_of (t->start, t->n) : qd_queens_dup (r->board);
  g_autofree char *n = g_strdup_printf ("%u", start->n);
  g_autofree char *rows = rows_text (start->rows, start->n);
  g_autofree char *h = g_strdup_printf ("%" PRIu64, (guint64) start->h);

  qd_report_add_pair (section, _("File"), r->path != NULL ? r->path : _("none: a random start"));
  qd_report_add_pair (section, _("Queens"), n);
  qd_report_add_pair (section, _("Start (each column’s row, from 0 at the top)"), rows);
  qd_report_add_pair (section, _("h of the start"), h);
  add_board (report, section, start, TRUE, "start",
             _("The start: on each empty square, h if its column’s queen moved there; the lowest marked"));
}

static void
add_settings (QdReport *report, const QdQueensReportRun *r)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);
  g_autofree char *seed = g_strdup_printf ("%" PRIu64, r->seed);

  qd_report_add_pair (section, "algorithm", r->trace->algorithm);
  qd_report_add_pair (section, "seed", seed);
  for (guint i = 0; r->settings != NULL && r->settings[i] != NULL && r->settings[i + 1] != NULL; i += 2)
    qd_report_add_pair (section, r->settings[i], r->settings[i + 1]);
  qd_report_add_paragraph (section, _("N queens, one per column (AIMA section 4.1.1): a move takes a queen elsewhere "
                                      "in its column; h, the number of pairs of queens attacking each other, is "
                                      "minimised; ties are broken at random."));
}

static void
add_steps_table (QdReportSection *section, const QdQueensTrace *t)
{
  QdReportBlock *table = qd_report_add_table (section, _("The steps"), "steps",
                                              (const char *[]) { _("Step"), _("Move"), "h", NULL });
  guint shown = MIN (t->steps->len, QD_QUEENS_REPORT_STEP_ROWS);

  for (guint k = 0; k < shown; k++)
    {
      const QdQueensTraceStep *s = step_at (t, k);
      g_autofree char *step = g_strdup_printf ("%u", k);
      g_autofree char *h = g_strdup_printf ("%" PRIu64, (guint64) s->h);
      g_autofree char *square = qd_queens_square_name (s->col, s->to);
      const char *move = s->kind == QD_QUEENS_TRACE_START ? _("start")
                         : s->kind == QD_QUEENS_TRACE_RESTART ? _("random restart")
                         : s->kind == QD_QUEENS_TRACE_STATE ? _("new best state") : square;

      qd_report_add_row (table, (const char *[]) { step, move, h, NULL });
    }
  if (t->n_steps > shown)
    {
      g_autofree char *said = g_strdup_printf (_("The table shows the first %u of the run’s %" PRIu64 " steps."),
                                               shown, (guint64) t->n_steps);

      qd_report_add_paragraph (section, said);
    }
}

static void
add_results (QdReport *report, const QdQueensReportRun *r)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_RESULTS);
  const QdQueensTrace *t = r->trace;
  g_autoptr(QdQueens) final = board_of (t->final != NULL ? t->final : t->start, t->n);
  g_autofree char *h = g_strdup_printf ("%" PRIu64, (guint64) final->h);
  g_autofree char *rows = rows_text (final->rows, t->n);
  g_autofree char *caption = g_strdup_printf (_("The final board: h = %" PRIu64), (guint64) final->h);
  Plot plot = { t, qd_report_palette (report) };

  qd_report_add_pair (section, _("h at the end"), h);
  qd_report_add_pair (section, _("Solved"), final->h == 0 ? _("yes") : _("no"));
  qd_report_add_pair (section, _("Final rows"), rows);
  add_board (report, section, final, FALSE, "final", caption);
  qd_report_add_figure (section, _("h over the steps, the random restarts marked"), "h-plot", PLOT_WIDTH,
                        PLOT_HEIGHT, draw_plot, &plot);
  add_steps_table (section, t);
}

static void
add_statistics (QdReport *report, const QdQueensReportRun *r)
{
  QdReportBlock *table = qd_run_report_stats_table (report);
  const QdQueensTrace *t = r->trace;

  qd_run_report_stats_row (table, _("Steps"), t->n_steps > 0 ? t->n_steps - 1 : 0);
  qd_run_report_stats_row (table, _("Random restarts"), t->restarts);
  qd_report_add_row (table, (const char *[]) { _("How it ended"),
                                               t->solved ? _("solved") : t->stopped ? _("stopped") : _("unsolved"),
                                               NULL });
  qd_run_report_stats_time (table, t->time_us);
}

void
qd_queens_run_report_add (QdReport *report, const QdQueensReportRun *run)
{
  add_instance (report, run);
  if (run->trace == NULL)
    return;
  add_settings (report, run);
  add_results (report, run);
  add_statistics (report, run);
}

QdReport *
qd_queens_run_report_new (const QdQueensReportRun *run, const QdPalette *palette)
{
  g_autofree char *instance = run->path != NULL ? g_path_get_basename (run->path)
                                                : g_strdup_printf (_("%u queens"),
                                                                   run->trace != NULL ? run->trace->n : run->board->n);
  QdReport *report = qd_report_new_with_palette (_("N-Queens"), instance, palette);

  qd_queens_run_report_add (report, run);
  return report;
}

/* ---------------------------------------------------------- animation */

typedef struct {
  QdOwned owned;
  QdQueensTrace *trace;
  QdQueens *q;                  /* frames are drawn in order, on one worker */
  GMutex lock;
} Replay;

/* The steps, the start and the whole states of a trace (not its
 * generations): what a replay draws. */
static QdQueensTrace *
trace_copy (const QdQueensTrace *t)
{
  g_autoptr(QdQueens) start = board_of (t->start, t->n);
  QdQueensTrace *c = qd_queens_trace_new (start, t->algorithm);

  g_array_set_size (c->steps, 0);
  g_array_append_vals (c->steps, t->steps->data, t->steps->len);
  g_ptr_array_set_size (c->snapshots, 0);
  for (guint i = 0; i < t->snapshots->len; i++)
    g_ptr_array_add (c->snapshots, g_memdup2 (t->snapshots->pdata[i], t->n * sizeof (guint)));
  c->n_steps = t->n_steps;
  c->restarts = t->restarts;
  c->solved = t->solved;
  c->stopped = t->stopped;
  g_free (c->final);
  c->final = t->final != NULL ? g_memdup2 (t->final, t->n * sizeof (guint)) : NULL;
  c->final_h = t->final_h;
  return c;
}

static void
draw_step (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  Replay *replay = data;
  const QdQueensTraceStep *s;
  QdQueensRenderOptions o;

  step = MIN (step, replay->trace->steps->len - 1);
  s = step_at (replay->trace, step);
  qd_queens_render_options_init (&o, palette);
  o.show_attacks = TRUE;
  if (s->kind == QD_QUEENS_TRACE_MOVE)
    {
      o.move_col = (gint) s->col;
      o.move_from = s->from;
    }
  g_mutex_lock (&replay->lock);
  qd_queens_trace_replay (replay->trace, step, replay->q);
  qd_queens_render (cr, replay->q, &o);
  g_mutex_unlock (&replay->lock);
}

static char *
describe_step (guint step, gpointer data)
{
  Replay *replay = data;

  return step < replay->trace->steps->len ? qd_queens_step_text (replay->trace, step) : NULL;
}

QdAnimation *
qd_queens_animation_new (const QdQueensTrace *trace)
{
  Replay *replay = g_new0 (Replay, 1);
  QdQueensRenderOptions o;
  double width, height;

  g_mutex_init (&replay->lock);
  qd_owned_add (&replay->owned, &replay->lock, (GDestroyNotify) g_mutex_clear);
  replay->q = qd_owned_add (&replay->owned, qd_queens_new (trace->n), (GDestroyNotify) qd_queens_free);
  replay->trace = qd_owned_add (&replay->owned, trace_copy (trace), (GDestroyNotify) qd_queens_trace_free);
  qd_queens_render_options_init (&o, NULL);
  qd_queens_render_get_size (trace->n, &o, &width, &height);
  return qd_animation_new (trace->steps->len - 1, width, height, draw_step, describe_step, replay, qd_owned_free);
}
