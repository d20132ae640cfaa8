/* qd-queens-page-run.c — the N-queens tab's runs: a search on a worker
 * (recorded step by step), the live state while it runs, the replay, the
 * step list, the plot of h over the steps and the genetic algorithm's
 * population (qd-queens-page-private.h). */
#include "config.h"
#include "qd-queens-page-private.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>
#include <string.h>

#include "app/widgets/qd-widgets.h"
#include "core/qd-owned.h"
#include "core/qd-random.h"
#include "problems/queens/qd-queens-file.h"
#include "problems/queens/qd-queens-trace-run.h"

#define LIVE_INTERVAL_MS 40
#define LIVE_MAX_N 100000       /* larger boards: h and steps only while running */
#define PLOT_WIDTH 480.0
#define PLOT_HEIGHT 230.0
#define PLOT_MAX_POINTS 4000
#define LARGE_N_SCAN 2000       /* past it, the genetic algorithm is too slow */

/* ------------------------------------------------------------- words */

char *
qd_queens_page_step_text (QdQueensPage *self, guint step)
{
  const QdQueensTraceStep *s = &g_array_index (self->trace->steps, QdQueensTraceStep, step);
  char col[16];

  qd_queens_render_column_name (self->trace->n, s->col, col, sizeof col);
  switch (s->kind)
    {
    case QD_QUEENS_TRACE_START:
      return g_strdup_printf (_("The start: h = %" PRIu64 "."), s->h);
    case QD_QUEENS_TRACE_RESTART:
      return g_strdup_printf (_("A random restart: h %" PRIu64 " → %" PRIu64 "."), s->h_before, s->h);
    case QD_QUEENS_TRACE_STATE:
      if (g_str_has_suffix (self->trace->algorithm, "beam"))
        return g_strdup_printf (_("The next k states of the beam; the best: h %" PRIu64 " → %" PRIu64 "."),
                                s->h_before, s->h);
      if (step + 1 == qd_queens_trace_n_kept (self->trace))
        return g_strdup_printf (_("The best state seen: h %" PRIu64 " → %" PRIu64 "."), s->h_before, s->h);
      if (g_str_equal (self->trace->algorithm, "genetic"))
        return g_strdup_printf (_("A new generation; its best state: h %" PRIu64 " → %" PRIu64 "."), s->h_before,
                                s->h);
      return g_strdup_printf (_("The start of the search: h %" PRIu64 " → %" PRIu64 "."), s->h_before, s->h);
    case QD_QUEENS_TRACE_MOVE:
    default:
      break;
    }
  if (s->from == s->to)
    return g_strdup_printf (_("The queen of column %s stays on row %u: no other row has fewer conflicts (h %" PRIu64
                              ")."), col, s->to + 1, s->h);
  if (!isnan (s->temperature) && s->probability >= 1)
    return g_strdup_printf (_("The queen of column %s from row %u to row %u, h %" PRIu64 " → %" PRIu64
                              " (T = %.3g; no worse: always taken)."), col, s->from + 1, s->to + 1, s->h_before, s->h,
                            s->temperature);
  if (!isnan (s->temperature))
    return g_strdup_printf (_("The queen of column %s from row %u to row %u, h %" PRIu64 " → %" PRIu64
                              " (T = %.3g, taken with probability %.3f)."), col, s->from + 1, s->to + 1,
                            s->h_before, s->h, s->temperature, s->probability);
  if (s->n_ties > 1 && strstr (self->trace->algorithm, "stochastic") != NULL)
    return g_strdup_printf (_("The queen of column %s from row %u to row %u, h %" PRIu64 " → %" PRIu64
                              " (drawn among %u better successors, the steeper the likelier)."), col,
                            s->from + 1, s->to + 1, s->h_before, s->h, s->n_ties);
  if (s->n_ties > 1)
    return g_strdup_printf (_("The queen of column %s from row %u to row %u, h %" PRIu64 " → %" PRIu64
                              " (one of %u best successors, drawn at random)."), col, s->from + 1, s->to + 1,
                            s->h_before, s->h, s->n_ties);
  return g_strdup_printf (_("The queen of column %s from row %u to row %u, h %" PRIu64 " → %" PRIu64 "."),
                          col, s->from + 1, s->to + 1, s->h_before, s->h);
}

/* -------------------------------------------------------- plot, population */

static void
fill_plot (QdQueensPage *self, guint upto)
{
  const QdQueensTrace *t = self->trace;
  guint kept = qd_queens_trace_n_kept (t), stride = MAX (1, kept / PLOT_MAX_POINTS);
  guint h, restarts;

  qd_plot_clear (self->plot);
  h = qd_plot_add_series (self->plot, _("h"));
  restarts = qd_plot_add_series (self->plot, _("restart"));
  qd_plot_series_set_line_only (self->plot, h, kept > 200);
  qd_plot_series_set_markers_only (self->plot, restarts, TRUE);
  for (guint k = 0; k <= MIN (upto, kept - 1); k++)
    {
      const QdQueensTraceStep *s = &g_array_index (t->steps, QdQueensTraceStep, k);

      if (k % stride == 0 || k == upto || s->kind == QD_QUEENS_TRACE_RESTART)
        qd_plot_add_point (self->plot, h, k, (double) s->h, NAN);
      if (s->kind == QD_QUEENS_TRACE_RESTART)
        qd_plot_add_point (self->plot, restarts, k, (double) s->h, NAN);
    }
}

static void
population_size (gpointer data, double *width, double *height)
{
  QdQueensGeneration *g = data;

  qd_queens_render_population_get_size (g, NULL, width, height);
}

static void
population_draw (gpointer data, cairo_t *cr, const QdPalette *palette, double width, double height)
{
  qd_queens_render_population (cr, data, palette);
}

static char *
population_describe (gpointer data)
{
  return qd_queens_population_describe (data);
}

/* The population view holds a generation of the trace: before it goes. */
static void
forget_population (QdQueensPage *self)
{
  qd_picture_view_set_drawing (self->population_view, NULL, NULL, NULL, NULL);
  qd_picture_view_set_describer (self->population_view, NULL, NULL);
}

void
qd_queens_page_show_run (QdQueensPage *self, guint step)
{
  gint g = qd_queens_trace_generation_at (self->trace, step);

  fill_plot (self, step);
  gtk_widget_set_visible (self->plot_placeholder, FALSE);
  qd_picture_view_set_plot (self->plot_view, &self->plot, PLOT_WIDTH, PLOT_HEIGHT);
  gtk_widget_set_visible (self->population_placeholder, g < 0);
  if (g < 0)
    {
      forget_population (self);
      return;
    }
  qd_picture_view_set_drawing (self->population_view, population_size, population_draw,
                               g_ptr_array_index (self->trace->generations, g), NULL);
  qd_picture_view_set_describer (self->population_view, population_describe,
                                 g_ptr_array_index (self->trace->generations, g));
}

/* ------------------------------------------------------------- runs */

void
qd_queens_page_clear_run (QdQueensPage *self)
{
  qd_page_cancel_job (QD_PAGE (self));
  qd_stepper_clear (self->stepper);
  qd_picture_view_set_drawing (self->plot_view, NULL, NULL, NULL, NULL);
  forget_population (self);
  g_clear_pointer (&self->trace, qd_queens_trace_free);
  if (self->shown != NULL && self->model != NULL)
    {
      QdQueensRenderOptions options;

      /* The board shows the state about to go: the document in its place. */
      qd_queens_page_render_options (self, &options);
      qd_queens_view_set_state (self->board_view, self->model, &options);
    }
  g_clear_pointer (&self->shown, qd_queens_free);
  gtk_string_list_splice (self->step_lines, 0, g_list_model_get_n_items (G_LIST_MODEL (self->step_lines)), NULL);
  gtk_widget_set_visible (self->steps_placeholder, TRUE);
  gtk_widget_set_visible (self->plot_placeholder, TRUE);
  gtk_widget_set_visible (self->population_placeholder, TRUE);
  qd_run_controls_set_status (self->run_controls, "");
}

typedef struct {
  guint64 h, steps;
  guint n;                      /* 0: no rows */
  guint rows[];
} Live;

typedef struct {
  QdOwned owned;
  QdQueens *q;
  QdQueensTraceRunOptions options;
  char *algorithm;
  QdJob *job;
} Task;

static void
worker_live (gpointer data, const QdQueens *q, guint64 steps)
{
  Task *task = data;
  guint n = q->n <= LIVE_MAX_N ? q->n : 0;
  Live *live;

  if (!qd_job_publish_due (task->job, LIVE_INTERVAL_MS))
    return;
  live = g_malloc (sizeof (Live) + n * sizeof (guint));
  live->h = q->h;
  live->steps = steps;
  live->n = n;
  memcpy (live->rows, q->rows, n * sizeof (guint));
  qd_job_publish (task->job, live, g_free);
}

static gpointer
run_worker (QdJob *job, gpointer data, GError **error)
{
  Task *task = data;

  task->job = job;
  task->options.stop = qd_job_get_stop_flag (job);
  task->options.progress = &qd_job_get_progress (job)->done;
  task->options.on_live = worker_live;
  task->options.user_data = task;
  return qd_queens_trace_run (task->q, &task->options, error);
}

static void
on_run_progress (QdJob *job, QdQueensPage *self)
{
  const Live *live = qd_job_get_snapshot (job);
  g_autofree char *status = NULL;

  if (live == NULL)
    return;
  if (live->n == self->model->n)
    {
      QdQueensRenderOptions options;
      g_autofree char *caption = g_strdup_printf (_("Searching: h = %" PRIu64), live->h);

      if (self->shown == NULL)
        self->shown = qd_queens_new (live->n);
      qd_queens_set (self->shown, live->rows);
      qd_queens_page_render_options (self, &options);
      options.caption = caption;
      qd_queens_view_set_state (self->board_view, self->shown, &options);
    }
  status = g_strdup_printf (_("Searching… step %'" PRIu64 ": h = %" PRIu64), live->steps, live->h);
  qd_run_controls_set_status (self->run_controls, status);
}

static void
install_trace (QdQueensPage *self, QdQueensTrace *trace, guint step)
{
  guint kept = qd_queens_trace_n_kept (trace);
  g_autoptr(GPtrArray) lines = g_ptr_array_new_full (kept + 1, g_free);

  self->trace = trace;
  if (self->shown == NULL || self->shown->n != trace->n)
    {
      g_clear_pointer (&self->shown, qd_queens_free);
      self->shown = qd_queens_new (trace->n);
    }
  for (guint k = 0; k < kept; k++)
    {
      g_autofree char *text = qd_queens_page_step_text (self, k);

      /* TRANSLATORS: a line of the N-queens tab's step list: the step's number, then what it did */
      g_ptr_array_add (lines, g_strdup_printf (_("%u. %s"), k, text));
    }
  g_ptr_array_add (lines, NULL);
  gtk_string_list_splice (self->step_lines, 0, 0, (const char *const *) lines->pdata);
  gtk_widget_set_visible (self->steps_placeholder, FALSE);
  /* Steps 0 … kept − 1 replay the recorded steps; step `kept` is the end. */
  qd_stepper_set_run (self->stepper, kept, step);
  qd_queens_page_update_display (self);
}

static void
on_run_done (QdPage *page, QdJob *job)
{
  QdQueensPage *self = QD_QUEENS_PAGE (page);
  QdQueensTrace *trace = qd_job_steal_result (job);

  if (trace == NULL)
    {
      qd_page_toast_error (page, qd_job_get_error (job));
      qd_queens_page_clear_run (self);
      qd_queens_page_update_display (self);
      return;
    }
  install_trace (self, trace, self->step_after_solve && qd_queens_trace_n_kept (trace) > 1 ? 1 : G_MAXUINT);
}

static void
read_options (QdQueensPage *self, Task *task)
{
  QdQueensTraceRunOptions *o = &task->options;

  qd_queens_trace_run_options_init (o);
  task->algorithm = qd_owned_add (&task->owned, g_strdup (qd_queens_page_algorithm (self)->name), g_free);
  o->algorithm = task->algorithm;
  {
    /* As `quandary-cli queens FILE --seed S` draws its search's seed. */
    guint64 rng = qd_random_mix ((guint64) gtk_spin_button_get_value (self->seed_spin));

    o->seed = qd_random_next (&rng);
  }
  /* Steepest ascent takes sideways moves only in the variants that use them. */
  o->sideways = qd_queens_page_algorithm (self)->uses & QD_LOCAL_USES_SIDEWAYS
                ? (guint) gtk_spin_button_get_value_as_int (self->sideways_spin) : 0;
  o->max_steps = (guint64) gtk_spin_button_get_value (self->max_steps_spin);
  o->t0 = gtk_spin_button_get_value (self->t0_spin);
  o->alpha = gtk_spin_button_get_value (self->alpha_spin);
  o->k = (guint) gtk_spin_button_get_value_as_int (self->k_spin);
  o->population = (guint) gtk_spin_button_get_value_as_int (self->population_spin);
  o->mutation = gtk_spin_button_get_value (self->mutation_spin);
  o->roulette = adw_combo_row_get_selected (self->selection_row) == 1;
}

static void
on_solve (QdRunControls *controls, gboolean then_step, QdQueensPage *self)
{
  Task *task = g_new0 (Task, 1);
  QdJob *job;
  g_autoptr(GError) error = NULL;
  g_autofree char *cost = NULL;

  qd_queens_page_clear_run (self);
  read_options (self, task);
  if (self->model->n > LARGE_N_SCAN && g_strcmp0 (task->algorithm, "genetic") == 0)
    {
      g_autofree char *message = g_strdup_printf (_("The genetic algorithm counts the attacking pairs of every "
                                                    "individual at every generation: too slow for %u queens. Try "
                                                    "%s, annealing or min-conflicts."), self->model->n,
                                                  qd_local_variant_to_string (QD_LOCAL_VARIANT_FIRST_CHOICE));

      qd_run_controls_set_status (self->run_controls, message);
      qd_owned_free (task);
      return;
    }
  /* A step of over 10^8 moves refused, one of over 10^7 said, with the
   * command line's words (qd-local-step-cost.h). */
  if (!qd_queens_trace_run_size_check (&task->options, self->model->n, "k", "population", &error))
    {
      qd_run_controls_set_status (self->run_controls, error->message);
      qd_page_toast_error (QD_PAGE (self), error);
      qd_owned_free (task);
      return;
    }
  if ((cost = qd_queens_trace_run_step_cost_text (&task->options, self->model->n)) != NULL)
    qd_page_toast (QD_PAGE (self), cost);
  task->q = qd_owned_add (&task->owned, qd_queens_dup (self->model), (GDestroyNotify) qd_queens_free);
  self->step_after_solve = then_step;
  job = qd_page_start_job (QD_PAGE (self), _("Searching for N queens that do not attack"), run_worker, task,
                           qd_owned_free, (GDestroyNotify) qd_queens_trace_free, on_run_done);
  qd_job_set_interval (job, 50);
  g_signal_connect_object (job, "progress", G_CALLBACK (on_run_progress), self, 0);
  qd_queens_page_update_actions (self);
}

void
qd_queens_page_run_init (QdQueensPage *self)
{
  self->plot = qd_plot_new (_("h over the steps"));
  qd_plot_set_axis (self->plot, QD_PLOT_AXIS_X, _("step"), QD_PLOT_LINEAR);
  qd_plot_set_axis (self->plot, QD_PLOT_AXIS_Y, _("h (attacking pairs)"), QD_PLOT_LINEAR);
  qd_plot_set_range (self->plot, QD_PLOT_AXIS_Y, 0, NAN);
  qd_picture_view_set_fill (self->plot_view, 0.85);
  qd_canvas_set_fit_limits (QD_CANVAS (self->plot_view), 0.75, 1.5);
  qd_canvas_set_fit_limits (QD_CANVAS (self->population_view), 0.5, 1.5);
  self->stepper = qd_run_controls_get_stepper (self->run_controls);
  qd_run_controls_attach (self->run_controls, GTK_WIDGET (self));
  qd_run_controls_speak_on (self->run_controls, QD_CANVAS (self->board_view));
  g_signal_connect_swapped (self->stepper, "changed", G_CALLBACK (qd_queens_page_update_display), self);
  g_signal_connect (self->run_controls, "solve", G_CALLBACK (on_solve), self);
  /* Stop keeps what the search did so far (not qd_page_cancel_job). */
  g_signal_connect_swapped (self->run_controls, "stop", G_CALLBACK (qd_page_stop_job), self);

  self->step_lines = gtk_string_list_new (NULL);
  self->step_list = qd_step_list_new (self->stepper, self->steps_view, g_object_ref (G_LIST_MODEL (self->step_lines)));
}
