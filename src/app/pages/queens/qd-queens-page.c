/* qd-queens-page.c — the N-queens tab: settings, display, the editor of
 * the start state, the QdPage methods.  Runs, the replay, the plot and the
 * population are qd-queens-page-run.c's. */
#include "config.h"
#include "qd-queens-page-private.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>

#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-practice-bar.h"
#include "app/widgets/qd-widgets.h"
#include "problems/queens/qd-queens-file.h"
#include "problems/queens/qd-queens-search.h"
#include "problems/queens/qd-queens-trace-run.h"
#include "render/queens/qd-queens-worksheet.h"

#define EXAMPLE "/io/github/quandary/Quandary/examples/queens/figure-4-3a.queens"

G_DEFINE_FINAL_TYPE (QdQueensPage, qd_queens_page, QD_TYPE_PAGE)

static const QdTextExport text_exports[] = {
  { "steps", N_("Step List…"), "steps.txt", QD_TEXT_EXPORT_TRACE,
    N_("one step per line: the start, each queen moved (its column, the rows it left and reached, h before and after), each restart") },
  { NULL }
};

/* ------------------------------------------------------------ settings */

const QdLocalVariant *
qd_queens_page_algorithm (QdQueensPage *self)
{
  return qd_local_variant (qd_local_menu_row_selected (&qd_queens_algorithms, self->algorithm_row));
}

gboolean
qd_queens_page_set_algorithm (QdQueensPage *self, const char *name)
{
  const QdLocalMenu *menu = &qd_queens_algorithms;
  QdLocalVariantId id;

  if (!qd_local_menu_lookup (menu, name, &id))
    return FALSE;
  adw_combo_row_set_selected (self->algorithm_row, (guint) qd_local_menu_index (menu, id));
  return TRUE;
}

static void
update_sensitivity (QdQueensPage *self)
{
  QdLocalUses uses = qd_queens_page_algorithm (self)->uses;

  gtk_widget_set_visible (self->sideways_row, (uses & QD_LOCAL_USES_SIDEWAYS) != 0);
  gtk_widget_set_visible (self->anneal_group, (uses & QD_LOCAL_USES_SCHEDULE) != 0);
  gtk_widget_set_visible (self->beam_group, (uses & QD_LOCAL_USES_BEAM) != 0);
  gtk_widget_set_visible (self->genetic_group, (uses & QD_LOCAL_USES_GENETIC) != 0);
}

/* ------------------------------------------------------------- display */

void
qd_queens_page_update_actions (QdQueensPage *self)
{
  gboolean busy = qd_page_get_busy (QD_PAGE (self));
  QdActionState states[] = {
    { "new-random", !busy },
  };

  qd_page_set_actions_enabled (QD_PAGE (self), states, G_N_ELEMENTS (states));
  qd_run_controls_set_busy (self->run_controls, busy);
}

static void
show_labels (QdQueensPage *self, const QdQueens *q)
{
  g_autofree char *h = g_strdup_printf ("%" PRIu64, q->h);

  gtk_label_set_label (self->h_label, h);
  if (self->trace == NULL)
    {
      gtk_label_set_label (self->time_label, "—");
      qd_label_set_count (self->steps_label, FALSE, 0);
      qd_label_set_count (self->restarts_label, FALSE, 0);
      return;
    }
  {
    g_autofree char *time = qd_format_ms (self->trace->time_us, 1);

    gtk_label_set_label (self->time_label, time);
    qd_label_set_count (self->steps_label, TRUE, self->trace->n_steps);
    qd_label_set_count (self->restarts_label, TRUE, self->trace->restarts);
  }
}

/* Why an unsolved run ended, in a few words for the board's caption ("a
 * local minimum"), when the trace knows (qd-queens-trace.h); else NULL. */
static const char *
end_words (const QdQueensTrace *t)
{
  if (t->solved || t->stopped || t->best_next_h == G_MAXUINT64 || t->best_next_h < t->final_h)
    return NULL;
  return t->best_next_h > t->final_h ? _("a local minimum") : _("a plateau");
}

static char *
finished_text (const QdQueensTrace *t)
{
  if (t->stopped)
    return g_strdup_printf (_("Stopped after %'" PRIu64 " steps: h = %" PRIu64 "."), t->n_steps, t->final_h);
  if (t->solved)
    return g_strdup_printf (_("Solved: no two queens attack, after %'" PRIu64 " steps and %'" PRIu64 " restarts."),
                            t->n_steps, t->restarts);
  if (t->best_next_h != G_MAXUINT64 && t->best_next_h > t->final_h)
    return g_strdup_printf (_("Stuck in a local minimum after %'" PRIu64 " steps: h = %" PRIu64 ", and every "
                              "successor has a higher h (the lowest is %" PRIu64 ")."), t->n_steps, t->final_h,
                            t->best_next_h);
  if (t->best_next_h == t->final_h)
    return g_strdup_printf (_("Stuck on a plateau after %'" PRIu64 " steps: h = %" PRIu64 ", no successor has a "
                              "lower h, and the best have the same."), t->n_steps, t->final_h);
  if (t->best_next_h != G_MAXUINT64)
    return g_strdup_printf (_("Ended after %'" PRIu64 " steps at h = %" PRIu64 ", though a successor has h = %"
                              PRIu64 ": the step limit, or the random draws, ran out first."), t->n_steps,
                            t->final_h, t->best_next_h);
  return g_strdup_printf (_("Stuck after %'" PRIu64 " steps: h = %" PRIu64 ", and no successor is better "
                            "(a local minimum, or the step limit)."), t->n_steps, t->final_h);
}

/* The board's caption: at step `step` of the replay, or at the end; the
 * last step says how the run ended. */
static char *
run_caption (const QdQueensTrace *t, guint step, gboolean finished, guint64 h)
{
  guint kept = qd_queens_trace_n_kept (t);
  const char *end = !t->truncated && (finished || step + 1 == kept) ? end_words (t) : NULL;

  if (finished && end != NULL)
    /* TRANSLATORS: the board's caption at the end of an unsolved run: "The end: h = 2, a local minimum" */
    return g_strdup_printf (_("The end: h = %" PRIu64 ", %s"), h, end);
  if (finished)
    return g_strdup_printf (_("The end: h = %" PRIu64), h);
  if (end != NULL)
    /* TRANSLATORS: the board's caption at the last step of an unsolved run: "Step 4 of 4: h = 2, a local minimum" */
    return g_strdup_printf (_("Step %u of %u: h = %" PRIu64 ", %s"), step, kept - 1, h, end);
  return g_strdup_printf (_("Step %u of %u: h = %" PRIu64), step, kept - 1, h);
}

void
qd_queens_page_render_options (QdQueensPage *self, QdQueensRenderOptions *options)
{
  qd_queens_render_options_init (options, NULL);
  options->show_h = gtk_switch_get_active (self->show_h_switch);
  options->show_attacks = gtk_switch_get_active (self->attacks_switch);
}

void
qd_queens_page_update_display (QdQueensPage *self)
{
  QdQueensRenderOptions options;
  const QdQueens *q = self->model;
  g_autofree char *caption = NULL;

  if (qd_queens_page_practice_show (self))
    return;
  qd_queens_page_render_options (self, &options);
  if (self->trace != NULL && self->shown != NULL)
    {
      guint step = qd_stepper_get_step (self->stepper), kept = qd_queens_trace_n_kept (self->trace);
      gboolean finished = qd_stepper_is_finished (self->stepper);
      g_autofree char *status = NULL;

      if (finished)
        qd_queens_set (self->shown, self->trace->final);
      else
        qd_queens_trace_replay (self->trace, step, self->shown);
      q = self->shown;
      if (!finished)
        {
          const QdQueensTraceStep *s = &g_array_index (self->trace->steps, QdQueensTraceStep, step);

          if (s->kind == QD_QUEENS_TRACE_MOVE)
            {
              options.move_col = (gint) s->col;
              options.move_from = s->from;
            }
          status = qd_queens_page_step_text (self, step);
          /* The last step says how the run ended too. */
          if (step + 1 == kept && !self->trace->truncated)
            {
              g_autofree char *said = g_steal_pointer (&status);
              g_autofree char *end = finished_text (self->trace);

              status = g_strconcat (said, " ", end, NULL);
            }
        }
      else
        status = finished_text (self->trace);
      caption = run_caption (self->trace, step, finished, q->h);
      qd_run_controls_set_status (self->run_controls, status);
      qd_queens_page_show_run (self, finished ? kept - 1 : step, finished);
      qd_step_list_select (self->step_list, MIN (step, kept - 1));
    }
  options.caption = caption;
  qd_queens_view_set_state (self->board_view, q, &options);
  show_labels (self, q);
  qd_queens_page_update_actions (self);
}

/* -------------------------------------------------------------- editor */

static void
on_pressed (QdQueensPage *self, double x, double y, guint button)
{
  guint col, row;

  if (button == 1 && qd_queens_page_practice_take_click (self, x, y))
    return;
  if (button != 1 || qd_page_get_busy (QD_PAGE (self))
      || !qd_queens_render_hit (self->model->n, x, y, &col, &row) || self->model->rows[col] == row)
    return;
  qd_page_record_edit (QD_PAGE (self));
  qd_queens_move (self->model, col, row);
  qd_queens_page_clear_run (self);
  if (self->model->n <= QD_QUEENS_VIEW_MAX_CELLS_N)
    qd_canvas_set_cursor (QD_CANVAS (self->board_view), (gint) qd_queens_view_cell (self->board_view, col, row));
  qd_queens_page_update_display (self);
}

/* A random board of n queens from the Board Seed: the next seed when the
 * field still shows the last board's (New Random again: another board),
 * the same one for a new N.  The field then shows the seed of the board
 * on show, as the notification says it. */
static void
new_random (QdQueensPage *self, guint n, gboolean next)
{
  guint64 seed = (guint64) gtk_spin_button_get_value (self->board_seed_spin);
  g_autofree char *message = NULL;

  if (next && (gint64) seed == self->random_seed)
    seed++;
  message = g_strdup_printf (_("A random board of %u queens (seed %" PRIu64 ")"), n, seed);
  qd_page_replace_document (QD_PAGE (self), qd_queens_new_random (n, seed), _("Random N Queens"), message);
  self->random_seed = (gint64) seed;
  self->updating = TRUE;
  gtk_spin_button_set_value (self->board_seed_spin, (double) seed);
  self->updating = FALSE;
}

static void
action_new_random (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  QdQueensPage *self = data;

  new_random (self, (guint) gtk_spin_button_get_value_as_int (self->n_spin), TRUE);
}

static void
on_n_changed (QdQueensPage *self)
{
  guint n = (guint) gtk_spin_button_get_value_as_int (self->n_spin);

  if (!self->updating && self->model != NULL && n != self->model->n && !qd_page_get_busy (QD_PAGE (self)))
    new_random (self, n, FALSE);
}

static void
on_settings_changed (QdQueensPage *self)
{
  if (self->updating || self->model == NULL)
    return;
  update_sensitivity (self);
  qd_queens_page_clear_run (self);
  qd_queens_page_update_display (self);
}

static void
on_look_changed (QdQueensPage *self)
{
  if (self->model != NULL)
    qd_queens_page_update_display (self);
}

/* ------------------------------------------------------------ the split */

/* The part under the board (plot, steps, population) takes 40 % of the
 * height, at least its minimum and at most SPLIT_BELOW_MAX: the board keeps
 * most of a small window (issue 76).  Placed again whenever the height
 * changes, until the divider is moved by hand (pointer or keyboard). */
#define SPLIT_BELOW_SHARE 0.4
#define SPLIT_BELOW_MAX 380
#define SPLIT_HANDLE_REACH 8    /* the pointer within this of the divider drags it */

static gboolean
place_split (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  QdQueensPage *self = data;
  int height = gtk_widget_get_height (widget), below_min, below;

  self->split_tick = 0;
  if (height <= 0 || self->split_moved || qd_page_get_presenting (QD_PAGE (self)))
    return G_SOURCE_REMOVE;
  gtk_widget_measure (gtk_paned_get_end_child (self->split), GTK_ORIENTATION_VERTICAL, -1, &below_min, NULL, NULL,
                      NULL);
  below = CLAMP ((int) (height * SPLIT_BELOW_SHARE), below_min, MAX (below_min, SPLIT_BELOW_MAX));
  if (gtk_paned_get_position (self->split) != height - below)
    gtk_paned_set_position (self->split, height - below);
  return G_SOURCE_REMOVE;
}

static void
on_split_resized (QdQueensPage *self)
{
  if (self->split_tick == 0 && !self->split_moved)
    self->split_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->split), place_split, self, NULL);
}

static void
on_split_pressed (GtkGestureDrag *drag, double x, double y, QdQueensPage *self)
{
  if (fabs (y - gtk_paned_get_position (self->split)) <= SPLIT_HANDLE_REACH)
    self->split_moved = TRUE;
}

static gboolean
on_split_key_moved (QdQueensPage *self)
{
  self->split_moved = TRUE;
  return FALSE;
}

static void
split_init (QdQueensPage *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();

  /* Told before the divider's own drag, which goes on. */
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (drag), GTK_PHASE_CAPTURE);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_split_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->split), GTK_EVENT_CONTROLLER (drag));
  g_signal_connect_swapped (self->split, "move-handle", G_CALLBACK (on_split_key_moved), self);
  g_signal_connect_swapped (self->split, "notify::max-position", G_CALLBACK (on_split_resized), self);
}

static const GActionEntry page_actions[] = {
  { "new-random", action_new_random },
};

/* ------------------------------------------------------ QdPage methods */

/* The spin buttons' own upper bound (ui/queens/qd-queens-page.ui) for
 * the beam and the population, lowered to what fits N queens in the
 * engine's memory budget (qd_queens_max_k, qd_queens_max_population). */
#define BEAM_UI_MAX 1000
#define POPULATION_UI_MAX 1000

static void
bound_population (QdQueensPage *self)
{
  guint n = self->model->n;

  gtk_adjustment_set_upper (gtk_spin_button_get_adjustment (self->k_spin),
                            MAX (1, MIN (BEAM_UI_MAX, qd_queens_max_k (n))));
  gtk_adjustment_set_upper (gtk_spin_button_get_adjustment (self->population_spin),
                            MAX (2, MIN (POPULATION_UI_MAX, qd_queens_max_population (n))));
}

static void
qd_queens_page_document_changed (QdPage *page, QdPageChange change)
{
  QdQueensPage *self = QD_QUEENS_PAGE (page);

  self->model = qd_page_get_model (page);
  qd_queens_page_clear_run (self);
  self->updating = TRUE;
  bound_population (self);
  gtk_spin_button_set_value (self->n_spin, self->model->n);
  self->updating = FALSE;
  qd_queens_page_update_display (self);
}

static char *
qd_queens_page_get_text_export (QdPage *page, const char *id)
{
  QdQueensPage *self = QD_QUEENS_PAGE (page);
  GString *out;

  if (!g_str_equal (id, "steps") || self->trace == NULL)
    return NULL;
  out = g_string_new (NULL);
  for (guint k = 0; k < qd_queens_trace_n_kept (self->trace); k++)
    {
      g_autofree char *line = qd_queens_page_step_text (self, k);

      g_string_append_printf (out, "%u. %s\n", k, line);
    }
  return g_string_free (out, FALSE);
}

/* -------------------------------------------------------------- GObject */

static void
qd_queens_page_dispose (GObject *object)
{
  QdQueensPage *self = QD_QUEENS_PAGE (object);

  qd_page_cancel_job (QD_PAGE (self));
  self->stepper = NULL;
  if (self->plot_view != NULL)
    qd_picture_view_set_drawing (self->plot_view, NULL, NULL, NULL, NULL);
  if (self->population_view != NULL)
    {
      qd_picture_view_set_drawing (self->population_view, NULL, NULL, NULL, NULL);
      qd_picture_view_set_describer (self->population_view, NULL, NULL);
    }
  if (self->split_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->split), self->split_tick);
  self->split_tick = 0;
  gtk_widget_dispose_template (GTK_WIDGET (self), QD_TYPE_QUEENS_PAGE);
  self->plot_view = NULL;
  self->population_view = NULL;
  G_OBJECT_CLASS (qd_queens_page_parent_class)->dispose (object);
}

static void
qd_queens_page_finalize (GObject *object)
{
  QdQueensPage *self = QD_QUEENS_PAGE (object);

  g_clear_pointer (&self->trace, qd_queens_trace_free);
  g_clear_pointer (&self->shown, qd_queens_free);
  g_clear_pointer (&self->plot, qd_plot_free);
  g_clear_object (&self->step_lines);
  g_clear_pointer (&self->step_list, qd_step_list_free);
  G_OBJECT_CLASS (qd_queens_page_parent_class)->finalize (object);
}

/* New Exercise… and Worksheet… (render/queens/qd-queens-worksheet.h). */
static const QdWorksheetKind *const worksheets[] = { &qd_queens_worksheet, NULL };

static void
qd_queens_page_class_init (QdQueensPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  QdPageClass *page_class = QD_PAGE_CLASS (klass);

  object_class->dispose = qd_queens_page_dispose;
  object_class->finalize = qd_queens_page_finalize;
  page_class->document_changed = qd_queens_page_document_changed;
  page_class->get_text_export = qd_queens_page_get_text_export;
  page_class->build_report = qd_queens_page_build_report;
  page_class->build_animation = qd_queens_page_build_animation;
  page_class->worksheets = worksheets;
  g_type_ensure (QD_TYPE_PRACTICE_BAR);

  g_type_ensure (QD_TYPE_QUEENS_VIEW);
  g_type_ensure (QD_TYPE_PICTURE_VIEW);
  g_type_ensure (QD_TYPE_BOARD_PANE);
  g_type_ensure (QD_TYPE_RUN_CONTROLS);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/quandary/Quandary/ui/queens/qd-queens-page.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, QdQueensPage, name)
  BIND (split); BIND (board_view); BIND (plot_view); BIND (population_view); BIND (plot_placeholder); BIND (steps_placeholder);
  BIND (population_placeholder); BIND (bottom_stack); BIND (steps_view); BIND (run_controls);
  BIND (algorithm_row); BIND (selection_row); BIND (n_spin); BIND (board_seed_spin); BIND (seed_spin); BIND (sideways_spin);
  BIND (max_steps_spin); BIND (t0_spin); BIND (alpha_spin); BIND (k_spin); BIND (population_spin);
  BIND (mutation_spin); BIND (sideways_row); BIND (anneal_group); BIND (beam_group); BIND (genetic_group);
  BIND (show_h_switch); BIND (attacks_switch); BIND (h_label); BIND (steps_label); BIND (restarts_label);
  BIND (time_label); BIND (practice_bar);
#undef BIND
}

static void
connect_settings (QdQueensPage *self)
{
  GObject *values[] = { G_OBJECT (self->seed_spin), G_OBJECT (self->sideways_spin), G_OBJECT (self->max_steps_spin),
                        G_OBJECT (self->t0_spin), G_OBJECT (self->alpha_spin), G_OBJECT (self->k_spin),
                        G_OBJECT (self->population_spin), G_OBJECT (self->mutation_spin) };

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    g_signal_connect_swapped (values[i], "value-changed", G_CALLBACK (on_settings_changed), self);
  g_signal_connect_swapped (self->algorithm_row, "notify::selected", G_CALLBACK (on_settings_changed), self);
  g_signal_connect_swapped (self->selection_row, "notify::selected", G_CALLBACK (on_settings_changed), self);
  g_signal_connect_swapped (self->n_spin, "value-changed", G_CALLBACK (on_n_changed), self);
  g_signal_connect_swapped (self->show_h_switch, "notify::active", G_CALLBACK (on_look_changed), self);
  g_signal_connect_swapped (self->attacks_switch, "notify::active", G_CALLBACK (on_look_changed), self);
  g_signal_connect_swapped (self->board_view, "pressed", G_CALLBACK (on_pressed), self);
}

static void
qd_queens_page_init (QdQueensPage *self)
{
  g_autoptr(GBytes) example = NULL;
  QdQueens *q = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->random_seed = -1;
  split_init (self);
  qd_local_menu_fill_row (&qd_queens_algorithms, self->algorithm_row);
  qd_page_add_actions (QD_PAGE (self), page_actions, G_N_ELEMENTS (page_actions), self);
  qd_page_set_text_exports (QD_PAGE (self), text_exports);
  qd_page_set_canvas (QD_PAGE (self), QD_CANVAS (self->board_view));
  qd_queens_page_run_init (self);
  qd_queens_page_practice_init (self);
  connect_settings (self);
  update_sensitivity (self);

  /* A new document: the book's figure 4.3(a). */
  example = g_resources_lookup_data (EXAMPLE, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (example != NULL)
    q = qd_queens_parse (g_bytes_get_data (example, NULL), (gssize) g_bytes_get_size (example), NULL);
  if (q == NULL)
    q = qd_queens_new_random (8, 1);
  qd_page_set_model (QD_PAGE (self), q, QD_PAGE_CHANGE_OPENED);
}

const QdQueens *
qd_queens_page_get_shown (QdQueensPage *self)
{
  return self->trace != NULL && self->shown != NULL ? self->shown : self->model;
}

const QdQueensTrace *
qd_queens_page_get_trace (QdQueensPage *self)
{
  return self->trace;
}
