/* qd-mdp-page-learn.c — the Learn mode: a learner (core/qd-markov-learn.h)
 * on the world's model, which it sees only through experiences.  Step
 * takes one (simulated with the seeded generator, or the next line of a
 * transcript being replayed); Run Episodes hands the learner to a worker,
 * which publishes copies of its values at most 30 times a second for the
 * board and gives it back when done or stopped.  Manual mode is the
 * course's: the arrow keys choose the agent's move, the environment draws
 * its outcome, the learner learns from it; Enter takes the exit. */
#include "config.h"
#include "qd-mdp-page-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "render/mdp/qd-mdp-plot.h"

/* The live board's frames a second while episodes run. */
#define LIVE_INTERVAL_MS 33
/* The returns a live snapshot carries (the plot's latest). */
#define LIVE_RETURNS 5000

static guint
start_state (QdMdpPage *self)
{
  const QdMdpWorld *world = self->world;
  gint state = world->start_x >= 0 ? self->engine->state_of[qd_mdp_world_index (world, world->start_x, world->start_y)]
                                   : -1;

  return state >= 0 ? (guint) state : 0;
}

static gint
cell_of_state (QdMdpPage *self, guint state)
{
  /* Between episodes the agent waits at the start. */
  if (state + 1 >= self->engine->n_states)
    state = start_state (self);
  return (gint) self->engine->cell_of[state];
}

void
qd_mdp_learn_fill_options (QdMdpPage *self, QdMarkovLearnOptions *options)
{
  qd_markov_learn_options_init (options);
  options->learner = self->learner;
  options->gamma = self->world->discount;
  options->alpha = gtk_spin_button_get_value (self->alpha_spin);
  options->epsilon = gtk_spin_button_get_value (self->explore_spin);
  options->seed = (guint64) gtk_spin_button_get_value (self->seed_spin);
  options->start = start_state (self);
  /* A passive learner follows the policy the Plan mode shows. */
  options->policy = self->policy;
  /* Approximate Q-learning with one feature per state-action. */
  options->features = qd_markov_features_identity;
  options->n_features = self->engine->model->n_actions;
}

static gboolean
ensure_learner (QdMdpPage *self)
{
  QdMarkovLearnOptions options;
  g_autoptr(GError) error = NULL;

  if (self->learn != NULL)
    return TRUE;
  if (self->engine == NULL || self->learning)
    return FALSE;
  qd_mdp_learn_fill_options (self, &options);
  self->learn = qd_markov_learn_new (self->engine->model, &options, &error);
  if (self->learn == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Cannot learn: %s"), error->message);

      qd_mdp_page_set_status (self, text);
      return FALSE;
    }
  /* The environment's draws by hand: the same seed, another stream. */
  self->manual_rng = options.seed ^ G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  return TRUE;
}

const double *
qd_mdp_learn_values (QdMdpPage *self)
{
  if (self->learning)
    return self->learn_values;
  return self->learn != NULL ? qd_markov_learn_values (self->learn) : NULL;
}

const double *
qd_mdp_learn_q (QdMdpPage *self)
{
  if (qd_markov_learner_is_passive (self->learner))
    return NULL;
  if (self->learning)
    return self->learn_q;
  return self->learn != NULL ? qd_markov_learn_q (self->learn) : NULL;
}

guint
qd_mdp_page_get_episodes (QdMdpPage *self)
{
  guint n = 0;

  if (self->learning)
    return self->live_episodes;
  if (self->learn != NULL)
    qd_markov_learn_returns (self->learn, &n);
  return n;
}

/* ------------------------------------------------------------ display */

static void
plot_returns (QdMdpPage *self, const double *returns, guint n)
{
  g_clear_pointer (&self->returns_plot, qd_plot_free);
  self->returns_plot = qd_mdp_returns_plot_new (returns, n, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->returns_view), n > 0);
  qd_canvas_redraw (QD_CANVAS (self->returns_view));
}

static void
show_counts (QdMdpPage *self, guint episodes, guint64 steps, const double *returns, guint n)
{
  g_autofree char *episodes_text = qd_format_count (episodes);
  g_autofree char *steps_text = qd_format_count (steps);
  g_autofree char *last = n > 0 ? qd_format_number_short_locale (returns[n - 1]) : g_strdup ("—");

  gtk_label_set_label (self->episodes_done_label, episodes_text);
  gtk_label_set_label (self->steps_label, steps_text);
  gtk_label_set_label (self->return_label, last);
  plot_returns (self, returns, n);
}

void
qd_mdp_learn_show (QdMdpPage *self)
{
  const double *returns = NULL;
  guint n = 0;

  if (self->learn != NULL)
    {
      returns = qd_markov_learn_returns (self->learn, &n);
      self->agent_cell = cell_of_state (self, qd_markov_learn_state (self->learn));
    }
  show_counts (self, n, self->learn != NULL ? qd_markov_learn_n_steps (self->learn) : 0, returns, n);
  gtk_widget_set_sensitive (self->explore_row, !qd_markov_learner_is_passive (self->learner));
  qd_mdp_page_refresh (self);
}

void
qd_mdp_learn_reset (QdMdpPage *self)
{
  g_clear_pointer (&self->learn, qd_markov_learn_free);
  g_clear_pointer (&self->replay, g_free);
  self->n_replay = self->replay_next = 0;
  self->learn_observed = FALSE;
  self->agent_cell = -1;
  if (self->engine != NULL)
    self->agent_cell = cell_of_state (self, start_state (self));
}

/* "(0, 0) north → (0, 1), reward −0.04". */
static void
say_experience (QdMdpPage *self, guint state, guint action, double reward, guint next)
{
  g_autofree char *from = qd_mdp_page_cell_name (self, self->engine->cell_of[state]);
  g_autofree char *to = next + 1 < self->engine->n_states ? qd_mdp_page_cell_name (self, self->engine->cell_of[next])
                                                          : g_strdup ("TERMINAL");
  g_autofree char *amount = qd_format_number_short_locale (reward);
  g_autofree char *text = NULL;

  text = g_strdup_printf (_("%s %s → %s, reward %s"), from,
                          qd_mdp_action_to_string (self->engine->model->action_label[action]), to, amount);
  qd_mdp_page_set_status (self, text);
}

/* ------------------------------------------------------------ stepping */

static void
observe (QdMdpPage *self, guint state, guint action, double reward, guint next)
{
  qd_markov_learn_observe (self->learn, state, action, reward, next);
  self->learn_observed = TRUE;
  say_experience (self, state, action, reward, next);
  qd_mdp_learn_show (self);
}

static void
step_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdMdpPage *self = data;
  QdMarkovStep step;

  if (!ensure_learner (self))
    return;
  if (self->replay_next < self->n_replay)
    {
      const QdMdpExperience *e = &self->replay[self->replay_next++];

      observe (self, e->state, e->action, e->reward, e->next);
      return;
    }
  qd_markov_learn_step (self->learn, &step);
  say_experience (self, step.state, step.action, step.reward, step.next);
  qd_mdp_learn_show (self);
}

/* Manual mode: the agent's move `label` in its state, its outcome drawn. */
static void
move_by_hand (QdMdpPage *self, guint label)
{
  const QdMarkov *model = self->engine->model;
  guint state = qd_markov_learn_state (self->learn);
  guint a = qd_markov_find_action (model, state, label);

  if (a != G_MAXUINT)
    {
      guint o = qd_markov_sample (model, a, &self->manual_rng);

      observe (self, state, a, model->reward[o], model->next[o]);
      return;
    }
  qd_mdp_page_set_status (self, label == QD_MDP_EXIT ? _("Only a terminal cell has the exit.")
                                                     : _("A terminal cell has only the exit: press Enter."));
}

gboolean
qd_mdp_learn_key (QdMdpPage *self, guint keyval)
{
  static const struct { guint keyval; QdMdpAction action; } keys[] = {
    { GDK_KEY_Up, QD_MDP_NORTH }, { GDK_KEY_Left, QD_MDP_WEST }, { GDK_KEY_Down, QD_MDP_SOUTH },
    { GDK_KEY_Right, QD_MDP_EAST }, { GDK_KEY_Return, QD_MDP_EXIT }, { GDK_KEY_KP_Enter, QD_MDP_EXIT },
  };

  if (!self->manual || qd_page_get_busy (QD_PAGE (self)))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    if (keys[i].keyval == keyval)
      {
        if (ensure_learner (self))
          move_by_hand (self, keys[i].action);
        return TRUE;
      }
  return FALSE;
}

/* ------------------------------------------------------------ Run Episodes */

typedef struct {
  QdMdpEngine *engine;       /* keeps the learner's model */
  QdMarkovLearn *learn;
  guint episodes;
  gboolean active;           /* the learner has Q-values */
  guint interval_ms;         /* between two live copies */
} LearnTask;

typedef struct {
  double *values, *q;        /* n_states, n_actions (q NULL: passive) */
  double *returns;           /* the last n_returns of `episodes` */
  guint n_returns, episodes;
  guint64 steps;
  guint state;
} Snapshot;

static void
learn_task_free (gpointer data)
{
  LearnTask *task = data;

  g_clear_pointer (&task->learn, qd_markov_learn_free);
  qd_mdp_engine_unref (task->engine);
  g_free (task);
}

static void
snapshot_free (gpointer data)
{
  Snapshot *snapshot = data;

  g_free (snapshot->values);
  g_free (snapshot->q);
  g_free (snapshot->returns);
  g_free (snapshot);
}

static void
publish (QdJob *job, LearnTask *task, gboolean active)
{
  Snapshot *snapshot = g_new0 (Snapshot, 1);
  const double *returns = qd_markov_learn_returns (task->learn, &snapshot->episodes);

  snapshot->values = g_memdup2 (qd_markov_learn_values (task->learn), sizeof (double) * task->engine->n_states);
  if (active)
    snapshot->q = g_memdup2 (qd_markov_learn_q (task->learn), sizeof (double) * task->engine->model->n_actions);
  snapshot->n_returns = MIN (snapshot->episodes, LIVE_RETURNS);
  snapshot->returns = g_memdup2 (returns + snapshot->episodes - snapshot->n_returns,
                                 sizeof (double) * MAX (snapshot->n_returns, 1));
  snapshot->steps = qd_markov_learn_n_steps (task->learn);
  snapshot->state = qd_markov_learn_state (task->learn);
  qd_job_publish (job, snapshot, snapshot_free);
}

static gpointer
learn_worker (QdJob *job, gpointer data, GError **error)
{
  LearnTask *task = data;
  guint done = 0, target;

  qd_markov_learn_returns (task->learn, &done);
  target = done + task->episodes;
  for (guint64 i = 1; done < target && !qd_job_should_stop (job); i++)
    {
      QdMarkovStep step;

      qd_markov_learn_step (task->learn, &step);
      if (step.episode_ended)
        qd_markov_learn_returns (task->learn, &done);
      if ((i & 255) == 0 && qd_job_publish_due (job, task->interval_ms))
        {
          qd_progress_set (&qd_job_get_progress (job)->done, done);
          publish (job, task, task->active);
        }
    }
  /* The learner goes back to the page. */
  return g_steal_pointer (&task->learn);
}

static void
take_snapshot (QdMdpPage *self, const Snapshot *snapshot)
{
  gsize n = self->engine->n_states;

  self->learn_values = g_renew (double, self->learn_values, n);
  memcpy (self->learn_values, snapshot->values, sizeof (double) * n);
  g_clear_pointer (&self->learn_q, g_free);
  if (snapshot->q != NULL)
    self->learn_q = g_memdup2 (snapshot->q, sizeof (double) * self->engine->model->n_actions);
  self->agent_cell = cell_of_state (self, snapshot->state);
  self->live_episodes = snapshot->episodes;
  show_counts (self, snapshot->episodes, snapshot->steps, snapshot->returns, snapshot->n_returns);
  qd_mdp_page_refresh (self);
}

static void
on_learn_progress (QdJob *job, QdMdpPage *self)
{
  Snapshot *snapshot = qd_job_get_snapshot (job);

  if (snapshot != NULL && self->learning)
    take_snapshot (self, snapshot);
}

static void
on_learn_done (QdPage *page, QdJob *job)
{
  QdMdpPage *self = QD_MDP_PAGE (page);
  guint n = 0;
  g_autofree char *count = NULL;
  g_autofree char *text = NULL;

  self->learning = FALSE;
  self->learn = qd_job_steal_result (job);
  if (self->learn != NULL)
    {
      qd_markov_learn_returns (self->learn, &n);
      count = qd_format_count (n);
      text = g_strdup_printf (qd_job_was_cancelled (job) ? _("Stopped after %s episodes.") : _("%s episodes learnt."),
                              count);
      qd_mdp_page_set_status (self, text);
    }
  qd_mdp_learn_show (self);
  qd_mdp_page_update_actions (self);
}

static void
replay_all (QdMdpPage *self)
{
  guint from = self->replay_next;
  g_autofree char *text = NULL;

  while (self->replay_next < self->n_replay)
    {
      const QdMdpExperience *e = &self->replay[self->replay_next++];

      qd_markov_learn_observe (self->learn, e->state, e->action, e->reward, e->next);
      self->learn_observed = TRUE;
    }
  text = g_strdup_printf (ngettext ("%u experience of the transcript learnt.", "%u experiences of the transcript learnt.",
                                    self->n_replay - from), self->n_replay - from);
  qd_mdp_page_set_status (self, text);
  qd_mdp_learn_show (self);
}

static void
run_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdMdpPage *self = data;
  LearnTask *task;
  QdJob *job;

  if (qd_page_get_busy (QD_PAGE (self)) || !ensure_learner (self))
    return;
  if (self->replay_next < self->n_replay)
    {
      replay_all (self);
      return;
    }
  task = g_new0 (LearnTask, 1);
  task->engine = qd_mdp_engine_ref (self->engine);
  task->learn = g_steal_pointer (&self->learn);
  task->episodes = (guint) gtk_spin_button_get_value_as_int (self->episodes_spin);
  task->active = !qd_markov_learner_is_passive (self->learner);
  /* A large world's copies cost more: fewer of them (a million cells, 10 a second). */
  task->interval_ms = MAX (LIVE_INTERVAL_MS, self->engine->n_states / 10000);
  self->learning = TRUE;
  self->live_episodes = 0;
  job = qd_page_start_job (QD_PAGE (self), _("Learning"), learn_worker, task, learn_task_free,
                           (GDestroyNotify) qd_markov_learn_free, on_learn_done);
  qd_job_set_interval (job, LIVE_INTERVAL_MS);
  g_signal_connect_object (job, "progress", G_CALLBACK (on_learn_progress), self, 0);
  qd_mdp_page_set_status (self, _("Learning…"));
  qd_mdp_page_update_actions (self);
}

/* ------------------------------------------------------------ the rest */

static void
reset_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdMdpPage *self = data;

  qd_mdp_learn_reset (self);
  qd_mdp_learn_show (self);
  qd_mdp_page_set_status (self, _("The agent knows nothing yet."));
}

static void
manual_changed (GSimpleAction *action, GVariant *state, gpointer data)
{
  QdMdpPage *self = data;

  g_simple_action_set_state (action, state);
  self->manual = g_variant_get_boolean (state);
  if (self->manual)
    {
      gtk_stack_set_visible_child_name (self->mode_stack, "learning");
      gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
      qd_mdp_page_set_status (self, _("Manual mode: the arrow keys move the agent, Enter takes the exit."));
    }
}

static void
on_transcript_chosen (QdPage *page, GFile *file)
{
  QdMdpPage *self = QD_MDP_PAGE (page);
  g_autofree char *text = NULL;
  g_autofree char *name = g_file_get_basename (file);
  g_autoptr(GError) error = NULL;
  gsize len = 0;
  guint n = 0;
  QdMdpExperience *experiences = NULL;

  if (self->engine == NULL || !ensure_learner (self))
    return;
  if (g_file_load_contents (file, NULL, &text, &len, NULL, &error))
    experiences = qd_mdp_experiences_parse (self->world, self->engine->model, self->engine->state_of, text, len, &n,
                                            &error);
  if (experiences == NULL)
    {
      g_autofree char *message = g_strdup_printf ("%s: %s", name, error->message);

      qd_page_toast (page, message);
      return;
    }
  g_free (self->replay);
  self->replay = experiences;
  self->n_replay = n;
  self->replay_next = 0;
  g_free (text);
  text = g_strdup_printf (ngettext ("%s: %u experience to learn from. Step takes the next, Run Episodes all.",
                                    "%s: %u experiences to learn from. Step takes the next, Run Episodes all.", n),
                          name, n);
  qd_mdp_page_set_status (self, text);
}

static void
replay_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  qd_page_choose_file (QD_PAGE (data), _("Replay a Transcript"), on_transcript_chosen);
}

static void
learner_changed (QdMdpPage *self)
{
  qd_page_cancel_job (QD_PAGE (self));
  self->learning = FALSE;
  self->learner = (QdMarkovLearner) adw_combo_row_get_selected (self->learner_row);
  reset_activated (NULL, NULL, self);
  qd_mdp_page_update_actions (self);
}

static const GActionEntry learn_actions[] = {
  { "learn-step", step_activated },
  { "learn-run", run_activated },
  { "learn-reset", reset_activated },
  { "manual", NULL, NULL, "false", manual_changed },
  { "replay", replay_activated },
};

void
qd_mdp_learn_init (QdMdpPage *self)
{
  self->learner = QD_MARKOV_LEARN_Q_LEARNING;
  adw_combo_row_set_selected (self->learner_row, self->learner);
  qd_page_add_actions (QD_PAGE (self), learn_actions, G_N_ELEMENTS (learn_actions), self);
  qd_picture_view_set_plot (self->returns_view, &self->returns_plot, 320, 200);
  qd_picture_view_set_fill (self->returns_view, 0.6);
  qd_picture_view_set_role (self->returns_view, QD_PICTURE_CHART);
  gtk_widget_set_visible (GTK_WIDGET (self->returns_view), FALSE);
  g_signal_connect_swapped (self->learner_row, "notify::selected", G_CALLBACK (learner_changed), self);
  /* A setting changed: the next step starts a learner with it. */
  g_signal_connect_swapped (self->alpha_spin, "value-changed", G_CALLBACK (learner_changed), self);
  g_signal_connect_swapped (self->explore_spin, "value-changed", G_CALLBACK (learner_changed), self);
  g_signal_connect_swapped (self->seed_spin, "value-changed", G_CALLBACK (learner_changed), self);
}

void
qd_mdp_learn_free (QdMdpPage *self)
{
  g_clear_pointer (&self->learn, qd_markov_learn_free);
  g_clear_pointer (&self->learn_values, g_free);
  g_clear_pointer (&self->learn_q, g_free);
  g_clear_pointer (&self->returns_plot, qd_plot_free);
  g_clear_pointer (&self->replay, g_free);
}
