/* qd-hmm-page-ask.c — questions of a model: the evidence (a row of chips,
 * a button per observation, a list typed), the question's settings, the
 * answer computed on a worker (qd_hmm_ask, the one way to ask) and shown as
 * the beliefs over time or the Viterbi trellis, the stepper moving the
 * step highlighted.  Every change of the evidence or the settings asks
 * again; the evidence's changes go into the undo history (the page's
 * snapshot keeps them beside the model). */
#include "config.h"
#include "qd-hmm-page-private.h"

#include <glib/gi18n.h>
#include <math.h>

#include "core/qd-format.h"
#include "core/qd-random.h"

/* Chips shown at most: the last ones (a list of 10,000 steps is typed, not clicked). */
#define MAX_CHIPS 24
/* Observation buttons at most (a model of more is given its evidence typed). */
#define MAX_BUTTONS 60

/* ------------------------------------------------------------ the model's copy */

static void
shared_clear (gpointer data)
{
  QdHmm **hmm = data;

  g_clear_pointer (hmm, qd_hmm_free);
}

static void
shared_unref (gpointer shared)
{
  g_atomic_rc_box_release_full (shared, shared_clear);
}

/* The workers read a copy, so that an edit or an undo never frees what
 * one reads (the copy goes when the last of them lets go). */
static QdHmm **
shared_new (const QdHmm *hmm)
{
  g_autofree char *text = qd_hmm_to_text (hmm);
  QdHmm **shared = g_atomic_rc_box_new0 (QdHmm *);

  *shared = qd_hmm_parse (text, strlen (text), NULL);
  return shared;
}

/* ------------------------------------------------------------ the worker */

typedef struct {
  QdHmm **shared;
  guint *evidence;
  gsize T;
  QdHmmAskOptions options;
} Task;

static void
task_free (gpointer data)
{
  Task *task = data;

  shared_unref (task->shared);
  g_free (task->evidence);
  g_free (task);
}

static void
answer_free (gpointer data)
{
  qd_hmm_answer_clear (data);
  g_free (data);
}

static gpointer
ask_worker (QdJob *job, gpointer data, GError **error)
{
  Task *task = data;
  QdHmmAnswer *answer = g_new0 (QdHmmAnswer, 1);

  task->options.stop = qd_job_get_stop_flag (job);
  if (*task->shared == NULL ||
      !qd_hmm_ask (*task->shared, task->evidence, task->T, &task->options, answer, error))
    {
      answer_free (answer);
      return NULL;
    }
  return answer;
}

/* ------------------------------------------------------------ the answer shown */

static const char *
kind_label (QdHmmPage *self, QdHmmQuestion question)
{
  switch (question)
    {
    case QD_HMM_SMOOTH:
      return _("Smoothed: P(Xₜ | e₁:T)");
    case QD_HMM_LAG:
      return _("Fixed-lag smoothed: P(Xₜ | e₁:ₜ₊d)");
    case QD_HMM_PARTICLES:
      return _("Particles’ estimate of P(Xₜ | e₁:ₜ)");
    default:
      return _("Filtered: P(Xₜ | e₁:ₜ)");
    }
}

/* The step the stepper shows (0: none), within the answer. */
static gsize
current_step (QdHmmPage *self)
{
  return qd_stepper_has_run (self->stepper) ? qd_stepper_get_step (self->stepper) : 0;
}

static void
fill_steps (QdHmmPage *self, QdHmmRenderSteps *steps)
{
  steps->evidence = (const guint *) self->evidence->data;
  steps->T = self->evidence->len;
  steps->current = current_step (self);
  /* A long sequence: a window of the last columns, or of those round the step shown. */
  if (steps->T > 40)
    {
      gsize centre = steps->current > 0 ? steps->current : steps->T;

      steps->count = 40;
      steps->first = centre > 20 ? MIN (centre - 20, steps->T - 40) : 0;
    }
}

static void
show_beliefs (QdHmmPage *self)
{
  const QdHmmAnswer *a = self->has_answer ? &self->answer : NULL;

  qd_hmm_render_beliefs_options_init (&self->chart, NULL);
  fill_steps (self, &self->chart.steps);
  self->chart.kind = kind_label (self, a != NULL ? self->asked : QD_HMM_FILTER);
  if (a != NULL && a->steps == self->evidence->len)
    {
      self->chart.belief = qd_hmm_practice_mask (self, a->belief, a->steps, a->n_states);
      self->chart.predicted = self->practicing ? NULL : a->predicted;
      self->chart.n_predicted = self->chart.predicted != NULL ? self->n_predicted : 0;
    }
  if (a != NULL && a->exact != NULL && self->chart.belief != NULL && a->steps > 0)
    {
      self->exact_chart = self->chart;
      self->exact_chart.kind = _("Exact filter: P(Xₜ | e₁:ₜ)");
      self->exact_chart.belief = a->exact;
      self->exact_chart.predicted = NULL;
      self->exact_chart.n_predicted = 0;
      qd_hmm_view_set_beliefs_pair (self->view, self->world->hmm, &self->chart, &self->exact_chart);
      return;
    }
  qd_hmm_view_set_beliefs (self->view, self->world->hmm, &self->chart);
}

void
qd_hmm_ask_show (QdHmmPage *self)
{
  if (self->world == NULL || self->world->hmm == NULL)
    return;
  if (self->has_answer && self->asked == QD_HMM_VITERBI && self->answer.steps == self->evidence->len &&
      self->answer.steps > 0)
    {
      qd_hmm_render_trellis_options_init (&self->trellis, NULL);
      fill_steps (self, &self->trellis.steps);
      self->trellis.title = _("Most likely sequence: the messages m₁:ₜ");
      self->trellis.log_messages = self->answer.log_messages;
      self->trellis.path = self->answer.path;
      qd_hmm_view_set_trellis (self->view, self->world->hmm, &self->trellis);
      return;
    }
  show_beliefs (self);
}

/* "P(e₁:T) = 0.0343" (its log when it underflows), and for Viterbi the
 * path and its joint probability. */
static char *
answer_status (QdHmmPage *self)
{
  const QdHmmAnswer *a = &self->answer;
  g_autofree char *likelihood = NULL;
  GString *text;

  if (a->steps == 0)
    return g_strdup (self->asked == QD_HMM_VITERBI ? _("No evidence yet: add observations to find the most likely sequence.")
                                                   : _("No evidence yet: the chart shows the prediction from the prior."));
  text = g_string_new (NULL);
  likelihood = qd_format_log_number_locale (a->log_likelihood, 4);
  if (a->log_likelihood < -700)
    {
      /* Past a double's range: the log first, the number worked from it. */
      g_autofree char *log_value = qd_format_grouped (-a->log_likelihood, 4);

      g_string_append_printf (text, _("log P(e₁:%u) = −%s (P = %s)"), (guint) a->steps, log_value, likelihood);
    }
  else
    g_string_append_printf (text, _("P(e₁:%u) = %s"), (guint) a->steps, likelihood);
  if (self->asked == QD_HMM_VITERBI)
    {
      g_autofree char *message = qd_format_log_number_locale (a->log_best, 4);
      g_autofree char *joint = qd_format_log_number_locale (a->log_joint, 4);
      g_autofree char *given = qd_format_log_number_locale (a->log_joint - a->log_likelihood, 4);

      g_string_append_printf (text, _("; the most likely sequence: the book’s message %s, P(x*, e) = %s, "
                                      "P(x* | e) = %s"), message, joint, given);
    }
  if (self->asked == QD_HMM_PARTICLES && a->reinitialised > 0)
    g_string_append_printf (text, _("; the particles started again %u times (every weight was 0)"),
                            (guint) a->reinitialised);
  return g_string_free (text, FALSE);
}

static void
on_answer_done (QdPage *page, QdJob *job)
{
  QdHmmPage *self = QD_HMM_PAGE (page);
  g_autofree QdHmmAnswer *answer = qd_job_steal_result (job);
  const GError *error = qd_job_get_error (job);
  gboolean then_step = self->then_step;

  self->asking = self->then_step = FALSE;
  qd_run_controls_set_busy (self->run_controls, FALSE);
  if (answer == NULL)
    {
      if (error != NULL)
        {
          qd_hmm_page_set_status (self, error->message);
          qd_page_toast_error (page, error);
        }
      qd_hmm_ask_show (self);
      qd_hmm_page_update_actions (self);
      return;
    }
  if (answer->status == QD_HIDDEN_STOPPED)
    {
      /* Its arrays are filled only up to where it stopped. */
      answer_free (g_steal_pointer (&answer));
      qd_hmm_page_set_status (self, _("Stopped before the answer was complete."));
      qd_hmm_ask_show (self);
      qd_hmm_page_update_actions (self);
      return;
    }
  self->answer = *answer;
  self->has_answer = TRUE;
  qd_stepper_set_run (self->stepper, (guint) self->answer.steps,
                      then_step ? MIN (1, (guint) self->answer.steps) : (guint) self->answer.steps);
  {
    g_autofree char *status = answer_status (self);

    qd_hmm_page_set_status (self, status);
  }
  qd_hmm_ask_show (self);
  qd_hmm_page_update_actions (self);
}

void
qd_hmm_ask_read_options (QdHmmPage *self, QdHmmAskOptions *options)
{
  static const QdHiddenResample resample[] = { QD_HIDDEN_RESAMPLE_SYSTEMATIC, QD_HIDDEN_RESAMPLE_MULTINOMIAL };
  guint chosen = adw_combo_row_get_selected (self->resample_row);

  qd_hmm_ask_options_init (options);
  options->question = (QdHmmQuestion) adw_combo_row_get_selected (self->question_row);
  options->lag = (guint) gtk_spin_button_get_value_as_int (self->lag_spin);
  options->predict = (guint) gtk_spin_button_get_value_as_int (self->predict_spin);
  /* Without evidence the chart shows P(X₁) at least: the prior's prediction. */
  if (self->evidence->len == 0 && options->question != QD_HMM_VITERBI)
    options->predict = MAX (options->predict, 1);
  options->particles = (guint) gtk_spin_button_get_value_as_int (self->particles_spin);
  options->seed = (guint64) gtk_spin_button_get_value (self->seed_spin);
  options->resample = resample[chosen < G_N_ELEMENTS (resample) ? chosen : 0];
}

void
qd_hmm_ask_update (QdHmmPage *self)
{
  Task *task;

  if (self->shared == NULL || self->updating)
    return;
  if (self->has_answer)
    qd_hmm_answer_clear (&self->answer);
  self->has_answer = FALSE;
  qd_stepper_clear (self->stepper);
  task = g_new0 (Task, 1);
  task->shared = g_atomic_rc_box_acquire (self->shared);
  task->T = self->evidence->len;
  task->evidence = g_memdup2 (self->evidence->data, MAX (task->T, 1) * sizeof (guint));
  qd_hmm_ask_read_options (self, &task->options);
  self->asked = task->options.question;
  self->n_predicted = task->options.predict;
  self->asking = TRUE;
  qd_run_controls_set_busy (self->run_controls, TRUE);
  qd_hmm_ask_show (self);
  qd_page_start_job (QD_PAGE (self), _("Answering"), ask_worker, task, task_free, answer_free, on_answer_done);
  qd_hmm_page_set_status (self, _("Answering…"));
  qd_hmm_practice_sync (self);
}

/* ------------------------------------------------------------ the evidence */

char *
qd_hmm_page_evidence_text (QdHmmPage *self)
{
  GString *text = g_string_new (NULL);

  for (guint t = 0; self->world != NULL && self->world->hmm != NULL && t < self->evidence->len; t++)
    {
      guint e = g_array_index (self->evidence, guint, t);

      g_string_append_printf (text, "%s%s", t > 0 ? "," : "", e == QD_HIDDEN_NONE ? "-" : self->world->hmm->observations[e]);
    }
  return g_string_free (text, FALSE);
}

/* GTK 4.8 has no gtk_flow_box_remove_all. */
static void
clear_flow_box (GtkFlowBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_flow_box_remove (box, child);
}

/* WIDGET into BOX: its wrapper takes no focus (the buttons inside do, and
 * a label has nothing to do). */
static void
flow_box_add (GtkFlowBox *box, GtkWidget *widget)
{
  gtk_flow_box_append (box, widget);
  gtk_widget_set_focusable (gtk_widget_get_parent (widget), FALSE);
}

static void
on_chip_clicked (GtkButton *chip, QdHmmPage *self)
{
  guint t = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (chip), "step"));

  if (qd_stepper_has_run (self->stepper))
    qd_stepper_go_to (self->stepper, t);
}

static GtkWidget *
chip_new (QdHmmPage *self, guint t, const char *name)
{
  g_autofree char *label = g_strdup_printf ("%u %s", t, name);
  g_autofree char *tip = g_strdup_printf (_("Step %u: %s (show this step)"), t, name);
  GtkWidget *chip = gtk_button_new_with_label (label);

  gtk_widget_add_css_class (chip, "flat");
  gtk_widget_add_css_class (chip, "caption");
  gtk_widget_set_tooltip_text (chip, tip);
  g_object_set_data (G_OBJECT (chip), "step", GUINT_TO_POINTER (t));
  g_signal_connect (chip, "clicked", G_CALLBACK (on_chip_clicked), self);
  return chip;
}

static void
show_chips (QdHmmPage *self)
{
  guint T = self->evidence->len, first = T > MAX_CHIPS ? T - MAX_CHIPS : 0;

  clear_flow_box (self->evidence_box);
  if (first > 0)
    {
      g_autofree char *more = g_strdup_printf (_("%u steps before"), first);

      flow_box_add (self->evidence_box, gtk_label_new (more));
    }
  for (guint t = first; t < T; t++)
    {
      guint e = g_array_index (self->evidence, guint, t);

      flow_box_add (self->evidence_box, chip_new (self, t + 1, e == QD_HIDDEN_NONE ? "–"
                                                                      : self->world->hmm->observations[e]));
    }
  if (T == 0)
    flow_box_add (self->evidence_box, gtk_label_new (_("No evidence yet")));
}

/* The evidence changed (recorded for undo before): chips, entry, answer. */
static void
evidence_changed (QdHmmPage *self)
{
  g_autofree char *text = qd_hmm_page_evidence_text (self);

  show_chips (self);
  self->updating = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->evidence_entry), text);
  self->updating = FALSE;
  qd_hmm_ask_update (self);
}

static void
add_observation_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdHmmPage *self = data;
  guint e = g_variant_get_uint32 (param);

  if (self->world->hmm == NULL || e >= self->world->hmm->numbers->n_obs)
    return;
  qd_page_record_state (QD_PAGE (self));
  g_array_append_val (self->evidence, e);
  evidence_changed (self);
}

static void
remove_last_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdHmmPage *self = data;

  if (self->world->hmm == NULL || self->evidence->len == 0)
    return;
  qd_page_record_state (QD_PAGE (self));
  g_array_set_size (self->evidence, self->evidence->len - 1);
  evidence_changed (self);
}

static void
clear_evidence_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdHmmPage *self = data;

  if (self->world->hmm == NULL || self->evidence->len == 0)
    return;
  qd_page_record_state (QD_PAGE (self));
  g_array_set_size (self->evidence, 0);
  evidence_changed (self);
}

/* Index drawn from the N probabilities P (summing to 1). */
static guint
draw (const double *p, guint n, guint64 *rng)
{
  double u = qd_random_double (rng), sum = 0;

  for (guint i = 0; i + 1 < n; i++)
    if (u < (sum += p[i]))
      return i;
  return n - 1;
}

/* The world the model describes, one step on: its hidden state moved (drawn
 * from the prior at first) and an observation drawn from its sensor row. */
static guint
simulate_observation (QdHmmPage *self)
{
  const QdHidden *m = self->world->hmm->numbers;

  if (self->sim_state == G_MAXUINT)
    {
      self->sim_rng = (guint64) gtk_spin_button_get_value (self->seed_spin);
      self->sim_state = draw (m->prior, m->n_states, &self->sim_rng);
      if (!m->start_is_first)
        self->sim_state = qd_hidden_sample_next (m, self->sim_state, &self->sim_rng);
    }
  else
    self->sim_state = qd_hidden_sample_next (m, self->sim_state, &self->sim_rng);
  return draw (m->sensor + (gsize) self->sim_state * m->n_obs, m->n_obs, &self->sim_rng);
}

static void
simulate_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdHmmPage *self = data;
  guint e;

  if (self->world->hmm == NULL)
    return;
  e = simulate_observation (self);
  qd_page_record_state (QD_PAGE (self));
  g_array_append_val (self->evidence, e);
  evidence_changed (self);
}

/* A presentation's step: the next step of the answer, else a step of the
 * simulated world (Page Down); back a step (Page Up).  FALSE with nothing
 * to do (a Play of a simulated world stops after 200 steps). */
gboolean
qd_hmm_ask_present_step (QdHmmPage *self, int direction, gboolean playing)
{
  guint step = qd_stepper_has_run (self->stepper) ? qd_stepper_get_step (self->stepper) : 0;

  if (self->world->hmm == NULL || self->asking)
    return FALSE;
  if (direction < 0)
    {
      if (step == 0)
        return FALSE;
      qd_stepper_go_to (self->stepper, step - 1);
      return TRUE;
    }
  if (qd_stepper_has_run (self->stepper) && step < qd_stepper_get_n_steps (self->stepper))
    {
      qd_stepper_go_to (self->stepper, step + 1);
      return TRUE;
    }
  if (playing && self->evidence->len >= 200)
    return FALSE;
  gtk_widget_activate_action (GTK_WIDGET (self), "hmm.simulate", NULL);
  return TRUE;
}

/* The entry's list: refused as a whole, with a toast naming the step. */
static void
set_evidence_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdHmmPage *self = data;
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->evidence_entry));
  g_autoptr(GError) error = NULL;
  g_autofree guint *list = NULL;
  gsize length = 0;

  if (self->world->hmm == NULL)
    return;
  list = qd_hmm_parse_evidence (self->world->hmm, text, &length, &error);
  if (list == NULL)
    {
      qd_page_toast_error (QD_PAGE (self), error);
      qd_hmm_page_set_status (self, error->message);
      return;
    }
  qd_page_record_state (QD_PAGE (self));
  g_array_set_size (self->evidence, 0);
  g_array_append_vals (self->evidence, list, (guint) length);
  evidence_changed (self);
}

/* One button per observation (at most MAX_BUTTONS). */
static void
show_observation_buttons (QdHmmPage *self)
{
  const QdHmm *hmm = self->world->hmm;

  clear_flow_box (self->observation_box);
  for (guint e = 0; e < MIN (hmm->numbers->n_obs, MAX_BUTTONS); e++)
    {
      g_autofree char *tip = g_strdup_printf (_("Observe “%s” next"), hmm->observations[e]);
      GtkWidget *button = gtk_button_new_with_label (hmm->observations[e]);
      GtkWidget *content = adw_button_content_new ();

      adw_button_content_set_icon_name (ADW_BUTTON_CONTENT (content), "list-add-symbolic");
      adw_button_content_set_label (ADW_BUTTON_CONTENT (content), hmm->observations[e]);
      gtk_button_set_child (GTK_BUTTON (button), content);
      gtk_widget_set_tooltip_text (button, tip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "hmm.add-observation");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", e);
      flow_box_add (self->observation_box, button);
    }
}

void
qd_hmm_ask_set_model (QdHmmPage *self, const char *names)
{
  g_autofree guint *list = NULL;
  gsize length = 0;

  g_clear_pointer (&self->shared, shared_unref);
  g_array_set_size (self->evidence, 0);
  self->sim_state = G_MAXUINT;
  if (self->world->hmm == NULL)
    return;
  self->shared = shared_new (self->world->hmm);
  show_observation_buttons (self);
  /* Names the model no longer has are dropped with their steps. */
  if (names != NULL && *names != '\0' && (list = qd_hmm_parse_evidence (self->world->hmm, names, &length, NULL)))
    g_array_append_vals (self->evidence, list, (guint) length);
  evidence_changed (self);
}

/* ------------------------------------------------------------ the settings */

static void
on_question_changed (QdHmmPage *self)
{
  QdHmmQuestion question = (QdHmmQuestion) adw_combo_row_get_selected (self->question_row);

  gtk_widget_set_visible (self->lag_row, question == QD_HMM_LAG);
  gtk_widget_set_visible (self->particles_row, question == QD_HMM_PARTICLES);
  gtk_widget_set_visible (self->seed_row, question == QD_HMM_PARTICLES);
  gtk_widget_set_visible (GTK_WIDGET (self->resample_row), question == QD_HMM_PARTICLES);
  qd_hmm_ask_update (self);
}

static void
on_step_changed (QdHmmPage *self)
{
  qd_hmm_ask_show (self);
}

static void
on_solve (QdRunControls *controls, gboolean then_step, QdHmmPage *self)
{
  if (self->world == NULL)
    return;
  if (self->world->hunt != NULL)
    {
      gtk_widget_activate_action (GTK_WIDGET (self), "hmm.hunt-to-end", NULL);
      return;
    }
  qd_hmm_ask_update (self);
  self->then_step = then_step;
}

static void
on_step_clicked (QdHmmView *view, guint t, QdHmmPage *self)
{
  if (qd_stepper_has_run (self->stepper) && t <= qd_stepper_get_n_steps (self->stepper))
    qd_stepper_go_to (self->stepper, t);
}

static void
on_entry_activate (QdHmmPage *self)
{
  if (!self->updating)
    gtk_widget_activate_action (GTK_WIDGET (self), "hmm.set-evidence", NULL);
}

static const GActionEntry ask_actions[] = {
  { "add-observation", add_observation_activated, "u" },
  { "remove-last", remove_last_activated },
  { "clear-evidence", clear_evidence_activated },
  { "set-evidence", set_evidence_activated },
  { "simulate", simulate_activated },
};

void
qd_hmm_ask_init (QdHmmPage *self)
{
  self->evidence = g_array_new (FALSE, FALSE, sizeof (guint));
  qd_page_add_actions (QD_PAGE (self), ask_actions, G_N_ELEMENTS (ask_actions), self);
  self->stepper = qd_run_controls_get_stepper (self->run_controls);
  qd_run_controls_attach (self->run_controls, GTK_WIDGET (self));
  qd_run_controls_speak_on (self->run_controls, QD_CANVAS (self->view));
  g_signal_connect (self->run_controls, "solve", G_CALLBACK (on_solve), self);
  g_signal_connect_swapped (self->run_controls, "stop", G_CALLBACK (qd_page_stop_job), self);
  g_signal_connect_swapped (self->stepper, "changed", G_CALLBACK (on_step_changed), self);
  g_signal_connect (self->view, "step-clicked", G_CALLBACK (on_step_clicked), self);
  g_signal_connect_swapped (self->question_row, "notify::selected", G_CALLBACK (on_question_changed), self);
  g_signal_connect_swapped (self->lag_spin, "value-changed", G_CALLBACK (qd_hmm_ask_update), self);
  g_signal_connect_swapped (self->predict_spin, "value-changed", G_CALLBACK (qd_hmm_ask_update), self);
  g_signal_connect_swapped (self->particles_spin, "value-changed", G_CALLBACK (qd_hmm_ask_update), self);
  g_signal_connect_swapped (self->seed_spin, "value-changed", G_CALLBACK (qd_hmm_ask_update), self);
  g_signal_connect_swapped (self->resample_row, "notify::selected", G_CALLBACK (qd_hmm_ask_update), self);
  g_signal_connect_swapped (self->evidence_entry, "activate", G_CALLBACK (on_entry_activate), self);
  on_question_changed (self);
}

void
qd_hmm_ask_free (QdHmmPage *self)
{
  if (self->has_answer)
    qd_hmm_answer_clear (&self->answer);
  self->has_answer = FALSE;
  g_clear_pointer (&self->shared, shared_unref);
  g_clear_pointer (&self->evidence, g_array_unref);
}

/* ------------------------------------------------------------ the text export */

static void
append_row (GString *text, const double *row, guint n)
{
  for (guint j = 0; j < n; j++)
    qd_string_append_c (text, " %.4f", row[j]);
  g_string_append_c (text, '\n');
}

/* "t evidence P(state)…" per step (predicted steps without evidence); for
 * Viterbi "t evidence state". */
char *
qd_hmm_ask_answer_text (QdHmmPage *self)
{
  const QdHmmAnswer *a = &self->answer;
  const QdHmm *hmm = self->world != NULL ? self->world->hmm : NULL;
  guint n, K;
  GString *text;

  if (hmm == NULL || !self->has_answer || a->steps != self->evidence->len)
    return NULL;
  n = a->n_states;
  text = g_string_new ("t evidence");
  for (guint j = 0; j < n && self->asked != QD_HMM_VITERBI; j++)
    g_string_append_printf (text, " %s", hmm->states[j]);
  g_string_append (text, self->asked == QD_HMM_VITERBI ? " state\n" : "\n");
  for (gsize t = 0; t < a->steps; t++)
    {
      guint e = g_array_index (self->evidence, guint, t);

      g_string_append_printf (text, "%u %s", (guint) t + 1, e == QD_HIDDEN_NONE ? "-" : hmm->observations[e]);
      if (self->asked == QD_HMM_VITERBI)
        g_string_append_printf (text, " %s\n", hmm->states[a->path[t]]);
      else
        append_row (text, a->belief + t * n, n);
    }
  K = a->predicted != NULL ? self->n_predicted : 0;
  for (guint k = 0; k < K; k++)
    {
      g_string_append_printf (text, "%u -", (guint) a->steps + k + 1);
      append_row (text, a->predicted + (gsize) k * n, n);
    }
  return g_string_free (text, FALSE);
}
