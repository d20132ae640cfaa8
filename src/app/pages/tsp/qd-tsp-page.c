/* qd-tsp-page.c — the TSP tab: settings, runs on a worker with the tour
 * animated as it moves, the replay of the steps, the plot, the exports. */
#include "config.h"
#include "qd-tsp-page-private.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>
#include <inttypes.h>

#include "core/qd-owned.h"
#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-practice-bar.h"
#include "render/tsp/qd-tsp-worksheet.h"

#define LIVE_INTERVAL_MS 30
#define PLOT_WIDTH 480.0
#define PLOT_HEIGHT 250.0
#define EXAMPLE "/io/github/quandary/Quandary/examples/tsp/four-cities.tsp"

G_DEFINE_FINAL_TYPE (QdTspPage, qd_tsp_page, QD_TYPE_PAGE)

static const QdTextExport text_exports[] = {
  { "steps", N_("Step List…"), "steps.txt", QD_TEXT_EXPORT_TRACE,
    N_("the size of the neighbourhood, then one step per line (the move, the length and the tour after it), then the best tour met and its length") },
  { NULL }
};

/* ------------------------------------------------------- the live tour */

/* The worker's tour now and then, for the window to draw while the search
 * runs: a snapshot of the job (qd_job_publish). */
typedef struct {
  double length, temperature;
  guint64 iteration;
  guint n;
  guint tour[];
} LiveTour;

/* ------------------------------------------------------------ settings */

guint *
qd_tsp_page_build_start (QdTspPage *self)
{
  guint n = self->tsp->n;
  guint *tour = g_new (guint, n);
  guint64 rng = (guint64) gtk_spin_button_get_value (self->seed_spin) ^ G_GUINT64_CONSTANT (0x5DEECE66D);

  switch (adw_combo_row_get_selected (self->start_row))
    {
    case START_FILE:
      if (self->tsp->start != NULL)
        {
          memcpy (tour, self->tsp->start, n * sizeof (guint));
          break;
        }
      G_GNUC_FALLTHROUGH;
    case START_ORDER:
    default:
      qd_tsp_identity_tour (n, tour);
      break;
    case START_NEAREST:
      qd_tsp_nearest_neighbour_tour (self->tsp, 0, tour);
      break;
    case START_RANDOM:
      qd_tsp_random_tour (n, &rng, tour);
      break;
    }
  return tour;
}

void
qd_tsp_page_read_options (QdTspPage *self, QdTspSearchOptions *o)
{
  QdSchedule *s = &o->local.schedule;

  qd_tsp_search_options_init (o);
  qd_tsp_page_read_algorithm (self, o);
  o->moves = adw_combo_row_get_selected (self->moves_row) == 1 ? QD_TSP_TWO_OPT : QD_TSP_SWAP;
  o->local.seed = (guint64) gtk_spin_button_get_value (self->seed_spin);
  o->local.restarts = (guint) gtk_spin_button_get_value_as_int (self->restarts_spin);
  if (o->algorithm == QD_LOCAL_VARIANT_ANNEALING)
    o->local.max_iterations = (guint64) gtk_spin_button_get_value (self->iterations_spin);
  s->kind = (QdScheduleKind) adw_combo_row_get_selected (self->schedule_row);
  s->t0 = gtk_switch_get_active (self->auto_t0_switch) ? NAN : gtk_spin_button_get_value (self->t0_spin);
  s->alpha = gtk_spin_button_get_value (self->alpha_spin);
  s->decrement = gtk_spin_button_get_value (self->decrement_spin);
  s->t_min = isnan (s->t0) ? NAN : s->t0 * gtk_spin_button_get_value (self->tmin_spin);
  o->max_steps = QD_TSP_RECORDED_STEPS;
  o->max_proposals = QD_TSP_RECORDED_PROPOSALS;
}

static void
update_sensitivity (QdTspPage *self)
{
  QdScheduleKind kind = (QdScheduleKind) adw_combo_row_get_selected (self->schedule_row);

  qd_tsp_page_show_algorithm_rows (self);
  gtk_widget_set_sensitive (self->t0_row, !gtk_switch_get_active (self->auto_t0_switch));
  gtk_widget_set_visible (self->alpha_row, kind == QD_SCHEDULE_GEOMETRIC);
  gtk_widget_set_visible (self->decrement_row, kind == QD_SCHEDULE_LINEAR);
  gtk_widget_set_sensitive (self->tmin_row, kind != QD_SCHEDULE_CONSTANT);
  gtk_widget_set_sensitive (GTK_WIDGET (self->edit_row), self->tsp != NULL && self->tsp->has_points);
  {
    const char *formulas[] = { N_("T = T0 · αᵏ at iteration k"), N_("T = T0 − d · k at iteration k"),
                               N_("T = T0 / ln(k + e) at iteration k"), N_("T = T0 at every iteration") };

    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->schedule_row), _(formulas[MIN (kind, 3)]));
  }
}

/* ------------------------------------------------------------- display */

void
qd_tsp_page_update_actions (QdTspPage *self)
{
  gboolean busy = qd_page_get_busy (QD_PAGE (self));
  QdActionState states[] = {
    { "generate", !busy },
    { "show-table", self->run != NULL },
  };

  qd_page_set_actions_enabled (QD_PAGE (self), states, G_N_ELEMENTS (states));
  qd_run_controls_set_busy (self->run_controls, busy);
}

static char *
format_length (double length)
{
  return g_strdup_printf ("%.2f", length);
}

static void
show_tour (QdTspPage *self, const guint *tour, const char *caption, const QdTspStep *step)
{
  QdTspRenderOptions options;

  qd_tsp_render_options_init (&options, NULL);
  options.tour = tour;
  options.caption = caption;
  options.selected = self->selected;
  if (step != NULL && step->kind == QD_LOCAL_STEP_MOVE)
    {
      options.move_a = (gint) step->a;
      options.move_b = (gint) step->b;
      options.move_worse = step->probability < 1;
    }
  qd_tsp_view_set_options (self->board_view, &options);
}

static void
plot_size (gpointer data, double *width, double *height)
{
  QdTspPage *self = data;
  double ts = qd_canvas_get_palette (QD_CANVAS (self->plot_view))->text_scale;

  if (self->run == NULL)
    return;
  /* Wide and low, like the pane under the map; larger with larger text. */
  *width = PLOT_WIDTH * ts * (self->run->algorithm == QD_LOCAL_ANNEALING ? 2 : 1);
  *height = PLOT_HEIGHT * ts;
}

static void
plot_draw (gpointer data, cairo_t *cr, const QdPalette *palette, double width, double height)
{
  QdTspPage *self = data;
  QdPlotSheet sheet = { self->plots, 1, 0, palette };

  if (self->run == NULL)
    return;
  sheet.n_plots = self->run->algorithm == QD_LOCAL_ANNEALING ? 2 : 1;
  qd_plot_sheet_draw (cr, width, height, &sheet);
}

static void
show_plot (QdTspPage *self, guint64 upto)
{
  gtk_widget_set_visible (self->plot_placeholder, self->run == NULL);
  gtk_label_set_label (GTK_LABEL (self->plot_placeholder),
                       qd_page_get_busy (QD_PAGE (self))
                       ? _("Searching… The plot of the tour length (and the temperature) comes when the search ends.")
                       : _("Press Solve to plot the tour length (and the temperature) over the iterations."));
  qd_tsp_samples_show (self, upto);
  if (self->run == NULL)
    {
      qd_picture_view_set_drawing (self->plot_view, NULL, NULL, NULL, NULL);
      return;
    }
  qd_tsp_fill_plots (self->run, upto, self->plots[0], self->plots[1]);
  qd_picture_view_set_drawing (self->plot_view, plot_size, plot_draw, self, NULL);
}

static void
show_statistics (QdTspPage *self)
{
  QdTspRun *run = self->run;
  g_autofree char *nn = format_length (self->nn_length);

  gtk_label_set_label (self->nn_length_label, nn);
  if (run == NULL)
    {
      gtk_label_set_label (self->length_label, "—");
      gtk_label_set_label (self->start_length_label, "—");
      gtk_label_set_label (self->time_label, "—");
      qd_label_set_count (self->moves_label, FALSE, 0);
      qd_label_set_count (self->worse_label, FALSE, 0);
      qd_label_set_count (self->iterations_label, FALSE, 0);
      return;
    }
  {
    g_autofree char *length = format_length (run->length);
    g_autofree char *start = format_length (run->start_length);
    g_autofree char *time = qd_format_ms (run->stats.time_us, 1);

    gtk_label_set_label (self->length_label, length);
    gtk_label_set_label (self->start_length_label, start);
    gtk_label_set_label (self->time_label, time);
    qd_label_set_count (self->moves_label, TRUE, run->stats.moves);
    qd_label_set_count (self->worse_label, TRUE, run->stats.worse_moves);
    qd_label_set_count (self->iterations_label, TRUE, run->stats.iterations);
  }
}

static char *
finished_text (QdTspRun *run)
{
  g_autofree char *length = format_length (run->length);

  if (qd_tsp_algorithm_is_population (run->variant) && run->status != QD_LOCAL_STOPPED)
    return qd_tsp_page_population_finished_text (run);
  switch (run->status)
    {
    case QD_LOCAL_OPTIMUM:
      {
        g_autofree char *moves = g_strdup_printf (ngettext ("%'" PRIu64 " move", "%'" PRIu64 " moves",
                                                            (gulong) MIN (run->stats.moves, G_MAXULONG)),
                                                  run->stats.moves);
        g_autofree char *restarts = g_strdup_printf (ngettext ("%'" PRIu64 " restart",
                                                               "%'" PRIu64 " restarts",
                                                               (gulong) MIN (run->stats.restarts, G_MAXULONG)),
                                                     run->stats.restarts);

        return run->stats.restarts > 0
          /* Translators: "A local optimum after 12 moves and 3 restarts. …" */
          ? g_strdup_printf (_("A local optimum after %s and %s. The best tour met is %s long."), moves, restarts, length)
          : g_strdup_printf (_("A local optimum after %s: no neighbour is shorter. Length %s."), moves, length);
      }
    case QD_LOCAL_FROZEN:
      return g_strdup_printf (ngettext ("Frozen after %'" PRIu64 " iteration. The best tour met is %s long.",
                                        "Frozen after %'" PRIu64 " iterations. The best tour met is %s long.",
                                        (gulong) MIN (run->stats.iterations, G_MAXULONG)),
                              run->stats.iterations, length);
    case QD_LOCAL_LIMIT:
      return g_strdup_printf (_("The iteration limit was reached. The best tour met is %s long."), length);
    case QD_LOCAL_GOAL:
      return g_strdup_printf (_("The goal was reached: a tour %s long."), length);
    case QD_LOCAL_STOPPED:
    default:
      return g_strdup_printf (_("Stopped. The best tour so far is %s long."), length);
    }
}

static char *
step_text (QdTspPage *self, const QdTspStep *step)
{
  g_autofree char *length = format_length (step->length);
  g_autofree char *move = NULL;

  if (qd_tsp_algorithm_is_population (self->run->variant))
    return qd_tsp_page_population_step_text (self, step);
  switch (step->kind)
    {
    case QD_LOCAL_STEP_START:
      return g_strdup_printf (_("The start tour: length %s."), length);
    case QD_LOCAL_STEP_RESTART:
      return g_strdup_printf (_("A random restart: length %s."), length);
    case QD_LOCAL_STEP_MOVE:
    default:
      break;
    }
  move = self->run->moves == QD_TSP_SWAP
    ? g_strdup_printf (_("%s and %s swap places"), self->tsp->names[step->a], self->tsp->names[step->b])
    : g_strdup_printf (_("The path from %s to %s is reversed"), self->tsp->names[step->a], self->tsp->names[step->b]);
  if (self->run->algorithm == QD_LOCAL_ANNEALING)
    return step->probability < 1
      ? g_strdup_printf (_("%s: a worse tour, taken with probability %.4f at T = %.4g. Length %s."),
                         move, step->probability, step->temperature, length)
      : g_strdup_printf (_("%s: no worse, always taken (T = %.4g). Length %s."), move, step->temperature, length);
  if (self->run->algorithm == QD_LOCAL_STOCHASTIC)
    return g_strdup_printf (_("%s: drawn among %u shorter neighbours, the shorter the likelier. Length %s."),
                            move, step->ties, length);
  if (self->run->algorithm == QD_LOCAL_FIRST_CHOICE)
    return g_strdup_printf (_("%s: the first shorter neighbour drawn. Length %s."), move, length);
  if (step->ties > 1)
    return g_strdup_printf (_("%s: one of %u equally short neighbours, chosen at random. Length %s."),
                            move, step->ties, length);
  return g_strdup_printf (_("%s: the shortest neighbour. Length %s."), move, length);
}

void
qd_tsp_page_update_display (QdTspPage *self)
{
  guint step = qd_stepper_get_step (self->stepper);
  g_autofree char *caption = NULL;
  g_autofree guint *start = NULL;

  show_statistics (self);
  if (self->run == NULL)
    {
      g_autofree char *length = NULL;

      start = qd_tsp_page_build_start (self);
      length = format_length (qd_tsp_tour_length (self->tsp, start));
      caption = g_strdup_printf (_("Start tour: length %s"), length);
      show_tour (self, start, caption, NULL);
      show_plot (self, 0);
      qd_tsp_page_update_actions (self);
      return;
    }
  if (qd_stepper_is_finished (self->stepper))
    {
      g_autofree char *length = format_length (self->run->length);
      g_autofree char *text = finished_text (self->run);

      caption = g_strdup_printf (_("Best tour: length %s"), length);
      show_tour (self, self->run->tour, caption, NULL);
      qd_run_controls_set_status (self->run_controls, text);
      show_plot (self, G_MAXUINT64);
    }
  else
    {
      const QdTspStep *e = &g_array_index (self->run->steps, QdTspStep, step);
      g_autofree char *text = step_text (self, e);

      /* The last step says how the run ended too (a local optimum …). */
      if (step + 1 == self->run->steps->len && self->run->n_steps == self->run->steps->len)
        {
          g_autofree char *said = g_steal_pointer (&text);
          g_autofree char *end = finished_text (self->run);

          text = g_strconcat (said, " ", end, NULL);
        }

      qd_tsp_run_replay (self->run, self->shown_step, step, self->shown);
      self->shown_step = step;
      caption = step == 0 ? g_strdup (_("The start tour"))
                          : g_strdup_printf (_("Step %u of %u"), step, self->run->steps->len - 1);
      show_tour (self, self->shown, caption, e);
      qd_run_controls_set_status (self->run_controls, text);
      show_plot (self, e->iteration);
    }
  qd_tsp_page_practice_mask (self, step);
  qd_step_list_select (self->step_list, MIN (step, self->run->steps->len - 1));
  qd_tsp_page_update_actions (self);
}

/* -------------------------------------------------------------- runs */

static void
clear_run (QdTspPage *self)
{
  g_clear_pointer (&self->checked_run, qd_page_checked_run_unref);
  qd_page_cancel_job (QD_PAGE (self));
  qd_stepper_clear (self->stepper);
  g_clear_pointer (&self->run, qd_tsp_run_free);
  qd_picture_view_set_drawing (self->plot_view, NULL, NULL, NULL, NULL);
  self->shown_step = G_MAXUINT;
  gtk_string_list_splice (self->step_lines, 0, g_list_model_get_n_items (G_LIST_MODEL (self->step_lines)), NULL);
  gtk_widget_set_visible (self->steps_placeholder, TRUE);
  qd_run_controls_set_status (self->run_controls, "");
  qd_tsp_page_practice_forget (self);
}

static void
on_settings_changed (QdTspPage *self)
{
  if (self->updating || self->tsp == NULL)
    return;
  update_sensitivity (self);
  clear_run (self);
  qd_tsp_page_update_display (self);
}

void
qd_tsp_page_show_cities (QdTspPage *self)
{
  g_autofree guint *nn = g_new (guint, self->tsp->n);
  g_autofree char *count = g_strdup_printf (_("%'" PRIu64 " per tour"),
                                            qd_tsp_n_neighbours (self->tsp->n));

  clear_run (self);
  qd_tsp_nearest_neighbour_tour (self->tsp, 0, nn);
  self->nn_length = qd_tsp_tour_length (self->tsp, nn);
  g_free (self->shown);
  self->shown = g_new0 (guint, self->tsp->n);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->moves_row), count);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->start_row),
                               self->tsp->start == NULL && adw_combo_row_get_selected (self->start_row) == START_FILE
                               ? _("None here: in order") : "");
  qd_tsp_view_set_instance (self->board_view, self->tsp);
  qd_tsp_page_bound_population (self);
  update_sensitivity (self);
  qd_tsp_page_update_display (self);
}

typedef struct {
  QdOwned owned;
  QdTsp *tsp;
  guint *start;
  QdTspSearchOptions options;
  QdJob *job;                   /* while the worker runs */
} Task;

static void
worker_step (gpointer data, const QdTsp *tsp, const QdTspStep *step, const guint *tour)
{
  Task *task = data;
  LiveTour *live;

  if (!qd_job_publish_due (task->job, LIVE_INTERVAL_MS))
    return;
  live = g_malloc (sizeof (LiveTour) + tsp->n * sizeof (guint));
  live->n = tsp->n;
  memcpy (live->tour, tour, live->n * sizeof (guint));
  live->length = step->length;
  live->iteration = step->iteration;
  live->temperature = step->temperature;
  qd_job_publish (task->job, live, g_free);
}

static gpointer
solve_worker (QdJob *job, gpointer data, GError **error)
{
  Task *task = data;

  task->job = job;
  task->options.local.stop = qd_job_get_stop_flag (job);
  task->options.local.progress_iterations = &qd_job_get_progress (job)->done;
  task->options.on_step = worker_step;
  task->options.user_data = task;
  return qd_tsp_search (task->tsp, task->start, &task->options);
}

static void
on_solve_progress (QdJob *job, QdTspPage *self)
{
  const LiveTour *live = qd_job_get_snapshot (job);
  g_autofree char *caption = NULL;
  g_autofree char *length = NULL;
  g_autofree char *status = NULL;

  if (live == NULL || live->n != self->tsp->n)
    return;
  memcpy (self->shown, live->tour, live->n * sizeof (guint));
  length = format_length (live->length);
  status = qd_tsp_algorithm_is_population (qd_tsp_page_get_algorithm (self))
    ? g_strdup_printf (_("Searching… iteration %'" PRIu64 ": the best tour is %s long"), live->iteration, length)
    : isnan (live->temperature)
    ? g_strdup_printf (_("Climbing… iteration %'" PRIu64 ": length %s"), live->iteration, length)
    : g_strdup_printf (_("Annealing… iteration %'" PRIu64 ": length %s at T = %.4g"),
                       live->iteration, length, live->temperature);
  self->shown_step = G_MAXUINT;
  caption = g_strdup_printf (_("Searching: length %s"), length);
  show_tour (self, self->shown, caption, NULL);
  qd_run_controls_set_status (self->run_controls, status);
}

static void
on_solve_done (QdPage *page, QdJob *job)
{
  QdTspPage *self = QD_TSP_PAGE (page);
  QdTspRun *run = qd_job_steal_result (job);

  if (run == NULL)
    {
      qd_page_toast_error (page, qd_job_get_error (job));
      qd_tsp_page_update_display (self);
      return;
    }
  qd_tsp_page_install_run (self, run, self->step_after_solve && run->steps->len > 1 ? 1 : G_MAXUINT);
}

void
qd_tsp_page_install_run (QdTspPage *self, QdTspRun *run, guint step)
{
  g_autoptr(GPtrArray) lines = NULL;

  self->run = run;
  lines = g_ptr_array_new_full (run->steps->len + 1, g_free);
  /* For people, as the status line says each step; "Steps as Text…"
   * exports the statement's trace (qd_tsp_step_format). */
  for (guint k = 0; k < run->steps->len; k++)
    {
      g_autofree char *text = step_text (self, &g_array_index (run->steps, QdTspStep, k));

      /* TRANSLATORS: a line of the TSP tab's step list: the step's number, then what it did */
      g_ptr_array_add (lines, g_strdup_printf (_("%u. %s"), k, text));
    }
  g_ptr_array_add (lines, NULL);
  gtk_string_list_splice (self->step_lines, 0, 0, (const char *const *) lines->pdata);
  gtk_widget_set_visible (self->steps_placeholder, FALSE);
  /* Steps 0 .. len−1 replay the recorded steps; step len is the summary. */
  qd_stepper_set_run (self->stepper, run->steps->len, step);
  qd_tsp_page_update_display (self);
  qd_tsp_page_practice_sync (self);
}

static void
on_solve (QdRunControls *controls, gboolean then_step, QdTspPage *self)
{
  Task *task = g_new0 (Task, 1);
  QdJob *job;

  g_autoptr(GError) error = NULL;
  g_autofree char *cost = NULL;

  clear_run (self);
  task->tsp = qd_owned_add (&task->owned, qd_tsp_copy (self->tsp), (GDestroyNotify) qd_tsp_free);
  task->start = qd_owned_add (&task->owned, qd_tsp_page_build_start (self), g_free);
  qd_tsp_page_read_options (self, &task->options);
  if (!qd_tsp_search_size_check (&task->options, self->tsp->n, _("Tours in the Beam k"), _("Population"), &error))
    {
      qd_page_toast_error (QD_PAGE (self), error);
      qd_owned_free (task);
      return;
    }
  /* A step of over 10^7 moves is said, as the command line says it. */
  if ((cost = qd_tsp_search_step_cost_text (&task->options, self->tsp->n)) != NULL)
    qd_page_toast (QD_PAGE (self), cost);
  memcpy (self->shown, task->start, self->tsp->n * sizeof (guint));
  self->step_after_solve = then_step;
  self->selected = -1;
  job = qd_page_start_job (QD_PAGE (self), _("Searching for a shorter tour"), solve_worker, task, qd_owned_free,
                           (GDestroyNotify) qd_tsp_run_free, on_solve_done);
  show_plot (self, 0);
  qd_job_set_interval (job, 50);
  g_signal_connect_object (job, "progress", G_CALLBACK (on_solve_progress), self, 0);
  qd_tsp_page_update_actions (self);
}

/* ------------------------------------------------------ QdPage methods */

static void
qd_tsp_page_document_changed (QdPage *page, QdPageChange change)
{
  QdTspPage *self = QD_TSP_PAGE (page);

  self->tsp = qd_page_get_model (page);
  self->selected = -1;
  qd_tsp_page_show_cities (self);
}

static char *
qd_tsp_page_get_text_export (QdPage *page, const char *id)
{
  QdTspPage *self = QD_TSP_PAGE (page);

  if (g_str_equal (id, "steps") && self->run != NULL)
    return qd_tsp_run_format (self->tsp, self->run);
  return NULL;
}

static void
fill_picture (QdTspPage *self, QdTspPicture *picture, char **caption)
{
  picture->tsp = self->tsp;
  picture->run = self->run;
  picture->palette = NULL;
  if (self->run != NULL)
    {
      g_autofree char *length = format_length (self->run->length);

      *caption = g_strdup_printf (_("Best tour: length %s"), length);
    }
  else
    *caption = NULL;
  picture->caption = *caption;
}

static gboolean
qd_tsp_page_get_picture_size (QdPage *page, double *width, double *height)
{
  QdTspPicture picture;
  g_autofree char *caption = NULL;

  fill_picture (QD_TSP_PAGE (page), &picture, &caption);
  qd_tsp_picture_get_size (&picture, width, height);
  return TRUE;
}

static void
qd_tsp_page_draw_picture (QdPage *page, cairo_t *cr, double width, double height)
{
  QdTspPicture picture;
  g_autofree char *caption = NULL;

  fill_picture (QD_TSP_PAGE (page), &picture, &caption);
  if (picture.run == NULL)
    picture.caption = _("The cities");
  qd_tsp_picture_draw (cr, width, height, &picture);
}

/* -------------------------------------------------------------- GObject */

static void
qd_tsp_page_dispose (GObject *object)
{
  QdTspPage *self = QD_TSP_PAGE (object);

  qd_page_cancel_job (QD_PAGE (self));
  self->stepper = NULL;
  if (self->plot_view != NULL)
    qd_picture_view_set_drawing (self->plot_view, NULL, NULL, NULL, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), QD_TYPE_TSP_PAGE);
  self->plot_view = NULL;
  G_OBJECT_CLASS (qd_tsp_page_parent_class)->dispose (object);
}

static void
qd_tsp_page_finalize (GObject *object)
{
  QdTspPage *self = QD_TSP_PAGE (object);

  g_clear_pointer (&self->run, qd_tsp_run_free);
  g_clear_pointer (&self->checked_run, qd_page_checked_run_unref);
  g_clear_pointer (&self->shown, g_free);
  g_clear_pointer (&self->plots[0], qd_plot_free);
  g_clear_pointer (&self->plots[1], qd_plot_free);
  g_clear_object (&self->step_lines);
  g_clear_pointer (&self->step_list, qd_step_list_free);
  g_clear_object (&self->step_slice);
  G_OBJECT_CLASS (qd_tsp_page_parent_class)->finalize (object);
}

/* The tab's exercises (New Exercise…, Worksheet…). */
static const QdWorksheetKind *const worksheets[] = { &qd_tsp_worksheet, NULL };

static void
qd_tsp_page_class_init (QdTspPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  QdPageClass *page_class = QD_PAGE_CLASS (klass);

  object_class->dispose = qd_tsp_page_dispose;
  object_class->finalize = qd_tsp_page_finalize;
  page_class->document_changed = qd_tsp_page_document_changed;
  page_class->get_text_export = qd_tsp_page_get_text_export;
  page_class->get_picture_size = qd_tsp_page_get_picture_size;
  page_class->draw_picture = qd_tsp_page_draw_picture;
  page_class->build_report = qd_tsp_page_build_report;
  page_class->build_animation = qd_tsp_page_build_animation;
  page_class->prepare_check = qd_tsp_page_prepare_check;
  page_class->worksheets = worksheets;
  page_class->show_check = qd_tsp_page_show_check;

  g_type_ensure (QD_TYPE_TSP_VIEW);
  g_type_ensure (QD_TYPE_PICTURE_VIEW);
  g_type_ensure (QD_TYPE_PRACTICE_BAR);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quandary/Quandary/ui/tsp/qd-tsp-page.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, QdTspPage, name)
  BIND (board_view); BIND (plot_view); BIND (plot_placeholder); BIND (bottom_stack); BIND (steps_view); BIND (steps_placeholder);
  BIND (run_controls); BIND (algorithm_row); BIND (moves_row); BIND (start_row); BIND (schedule_row);
  BIND (seed_spin); BIND (restarts_row); BIND (restarts_spin); BIND (schedule_group); BIND (auto_t0_switch);
  BIND (t0_row); BIND (alpha_row); BIND (decrement_row); BIND (tmin_row); BIND (t0_spin); BIND (alpha_spin);
  BIND (decrement_spin); BIND (tmin_spin); BIND (iterations_spin); BIND (length_label);
  BIND (start_length_label); BIND (nn_length_label); BIND (moves_label); BIND (worse_label);
  BIND (iterations_label); BIND (time_label); BIND (current_spin); BIND (neighbour_spin);
  BIND (temperature_spin); BIND (maximise_switch); BIND (acceptance_label); BIND (edit_group);
  BIND (edit_row); BIND (cities_spin); BIND (instance_seed_spin); BIND (practice_bar);
  BIND (sideways_row); BIND (beam_row); BIND (genetic_group); BIND (sideways_spin); BIND (beam_spin);
  BIND (population_spin); BIND (generations_spin); BIND (mutation_spin); BIND (elitism_spin); BIND (selection_row);
#undef BIND
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "tsp.remove-city", NULL);
}

static void
connect_settings (QdTspPage *self)
{
  GObject *combos[] = { G_OBJECT (self->algorithm_row), G_OBJECT (self->moves_row),
                        G_OBJECT (self->start_row), G_OBJECT (self->schedule_row), G_OBJECT (self->selection_row) };
  GObject *values[] = { G_OBJECT (self->seed_spin), G_OBJECT (self->restarts_spin), G_OBJECT (self->t0_spin),
                        G_OBJECT (self->alpha_spin), G_OBJECT (self->decrement_spin), G_OBJECT (self->tmin_spin),
                        G_OBJECT (self->iterations_spin), G_OBJECT (self->sideways_spin), G_OBJECT (self->beam_spin),
                        G_OBJECT (self->population_spin), G_OBJECT (self->generations_spin),
                        G_OBJECT (self->mutation_spin), G_OBJECT (self->elitism_spin) };

  for (guint i = 0; i < G_N_ELEMENTS (combos); i++)
    g_signal_connect_swapped (combos[i], "notify::selected", G_CALLBACK (on_settings_changed), self);
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    g_signal_connect_swapped (values[i], "value-changed", G_CALLBACK (on_settings_changed), self);
  g_signal_connect_swapped (self->auto_t0_switch, "notify::active", G_CALLBACK (on_settings_changed), self);
}

static void
qd_tsp_page_init (QdTspPage *self)
{
  g_autoptr(GBytes) example = NULL;
  QdTsp *tsp = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  qd_tsp_page_fill_algorithms (self);
  /* The plots take the pane's size, their text at its own (× the text
   * scale): in a pane too small they scroll rather than shrink it away. */
  qd_picture_view_set_fill (self->plot_view, 0.85);
  qd_canvas_set_fit_limits (QD_CANVAS (self->plot_view), 0.75, 1.5);
  self->selected = -1;
  self->shown_step = G_MAXUINT;
  self->plots[0] = qd_plot_new (NULL);
  self->plots[1] = qd_plot_new (NULL);
  self->stepper = qd_run_controls_get_stepper (self->run_controls);
  qd_run_controls_attach (self->run_controls, GTK_WIDGET (self));
  qd_run_controls_speak_on (self->run_controls, QD_CANVAS (self->board_view));
  g_signal_connect_swapped (self->stepper, "changed", G_CALLBACK (qd_tsp_page_update_display), self);
  g_signal_connect (self->run_controls, "solve", G_CALLBACK (on_solve), self);
  /* Stop keeps what the search did so far (not qd_page_cancel_job). */
  g_signal_connect_swapped (self->run_controls, "stop", G_CALLBACK (qd_page_stop_job), self);
  qd_page_set_text_exports (QD_PAGE (self), text_exports);
  qd_page_set_canvas (QD_PAGE (self), QD_CANVAS (self->board_view));

  self->step_lines = gtk_string_list_new (NULL);
  self->step_slice = gtk_slice_list_model_new (g_object_ref (G_LIST_MODEL (self->step_lines)), 0, G_MAXUINT);
  self->step_list = qd_step_list_new (self->stepper, self->steps_view, g_object_ref (G_LIST_MODEL (self->step_slice)));

  connect_settings (self);
  qd_tsp_samples_init (self);
  qd_tsp_editor_init (self);
  qd_tsp_calculator_init (self);
  qd_tsp_page_practice_init (self);

  /* A new document: the statement's four cities. */
  example = g_resources_lookup_data (EXAMPLE, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (example != NULL)
    tsp = qd_tsp_parse (g_bytes_get_data (example, NULL), g_bytes_get_size (example), NULL);
  if (tsp == NULL)
    tsp = qd_tsp_random (12, 1, 1000);
  qd_page_set_model (QD_PAGE (self), tsp, QD_PAGE_CHANGE_OPENED);
}

const QdTsp *
qd_tsp_page_get_instance (QdTspPage *self)
{
  return self->tsp;
}

const QdTspRun *
qd_tsp_page_get_run (QdTspPage *self)
{
  return self->run;
}

void
qd_tsp_page_click (QdTspPage *self, double x, double y)
{
  qd_tsp_editor_on_pressed (self, x, y);
}

