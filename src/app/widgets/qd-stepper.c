/* qd-stepper.c — the step-by-step replay of a recorded run. */
#include "qd-stepper.h"
#include "qd-widgets.h"

struct _QdStepper
{
  GObject parent_instance;

  GActionMap *map;          /* weak */
  guint interval_ms;
  gboolean has_run;
  gboolean busy;
  guint n_steps;
  guint step;
  guint play_source;
};

G_DEFINE_FINAL_TYPE (QdStepper, qd_stepper, G_TYPE_OBJECT)

enum {
  CHANGED,
  RUN_NEEDED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
set_enabled (QdStepper *self, const char *name, gboolean enabled)
{
  GAction *action;

  if (self->map == NULL)
    return;
  action = g_action_map_lookup_action (self->map, name);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static void
update_actions (QdStepper *self)
{
  gboolean run = self->has_run && !self->busy;

  set_enabled (self, "step", !self->busy && (!self->has_run || self->step < self->n_steps || self->n_steps > 0));
  set_enabled (self, "step-back", run && self->step > 0);
  set_enabled (self, "step-first", run && self->step > 0);
  set_enabled (self, "step-last", run && self->step < self->n_steps);
  set_enabled (self, "play", !self->busy || self->play_source != 0);
}

static void
set_play_state (QdStepper *self, gboolean playing)
{
  GAction *action;

  if (self->map == NULL)
    return;
  action = g_action_map_lookup_action (self->map, "play");
  g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_boolean (playing));
}

void
qd_stepper_stop_playing (QdStepper *self)
{
  g_clear_handle_id (&self->play_source, g_source_remove);
  set_play_state (self, FALSE);
  update_actions (self);
}

void
qd_stepper_go_to (QdStepper *self, guint step)
{
  if (!self->has_run)
    return;
  self->step = MIN (step, self->n_steps);
  update_actions (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static gboolean
play_tick (gpointer data)
{
  QdStepper *self = data;

  if (self->busy)
    return G_SOURCE_CONTINUE;   /* the run is still being computed */
  if (!self->has_run || self->step >= self->n_steps)
    {
      self->play_source = 0;
      qd_stepper_stop_playing (self);
      return G_SOURCE_REMOVE;
    }
  qd_stepper_go_to (self, self->step + 1);
  return G_SOURCE_CONTINUE;
}

static void
step_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdStepper *self = data;

  if (!self->has_run)
    {
      g_signal_emit (self, signals[RUN_NEEDED], 0);
      return;
    }
  /* From the finished picture, stepping starts again at the first step. */
  qd_stepper_go_to (self, self->step >= self->n_steps ? MIN (1, self->n_steps) : self->step + 1);
}

static void
step_back_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdStepper *self = data;

  if (self->step > 0)
    qd_stepper_go_to (self, self->step - 1);
}

static void
step_first_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  qd_stepper_go_to (data, 0);
}

static void
step_last_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  qd_stepper_go_to (data, G_MAXUINT);
}

static void
play_changed (GSimpleAction *action, GVariant *value, gpointer data)
{
  QdStepper *self = data;

  if (!g_variant_get_boolean (value))
    {
      qd_stepper_stop_playing (self);
      return;
    }
  if (self->play_source != 0)
    return;
  g_simple_action_set_state (action, value);
  if (!self->has_run)
    g_signal_emit (self, signals[RUN_NEEDED], 0);
  else if (self->step >= self->n_steps)
    qd_stepper_go_to (self, MIN (1, self->n_steps));
  self->play_source = g_timeout_add (self->interval_ms, play_tick, self);
  update_actions (self);
}

static const GActionEntry actions[] = {
  { "step", step_activated },
  { "step-back", step_back_activated },
  { "step-first", step_first_activated },
  { "step-last", step_last_activated },
  { "play", NULL, NULL, "false", play_changed },
};

static void
qd_stepper_dispose (GObject *object)
{
  QdStepper *self = QD_STEPPER (object);

  g_clear_handle_id (&self->play_source, g_source_remove);
  g_clear_weak_pointer (&self->map);
  G_OBJECT_CLASS (qd_stepper_parent_class)->dispose (object);
}

static void
qd_stepper_class_init (QdStepperClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = qd_stepper_dispose;

  signals[CHANGED] = qd_signal_new (klass, "changed", 0);
  signals[RUN_NEEDED] = qd_signal_new (klass, "run-needed", 0);
}

static void
qd_stepper_init (QdStepper *self)
{
}

QdStepper *
qd_stepper_new (GActionMap *map, guint interval_ms)
{
  QdStepper *self = g_object_new (QD_TYPE_STEPPER, NULL);

  g_set_weak_pointer (&self->map, map);
  self->interval_ms = interval_ms;
  g_action_map_add_action_entries (map, actions, G_N_ELEMENTS (actions), self);
  update_actions (self);
  return self;
}

void
qd_stepper_set_run (QdStepper *self, guint n_steps, guint step)
{
  self->has_run = TRUE;
  self->n_steps = n_steps;
  self->step = MIN (step, n_steps);
  update_actions (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
qd_stepper_clear (QdStepper *self)
{
  qd_stepper_stop_playing (self);
  self->has_run = FALSE;
  self->n_steps = 0;
  self->step = 0;
  update_actions (self);
}

gboolean
qd_stepper_has_run (QdStepper *self)
{
  return self->has_run;
}

guint
qd_stepper_get_step (QdStepper *self)
{
  return self->step;
}

guint
qd_stepper_get_n_steps (QdStepper *self)
{
  return self->n_steps;
}

gboolean
qd_stepper_is_finished (QdStepper *self)
{
  return !self->has_run || self->step >= self->n_steps;
}

void
qd_stepper_set_busy (QdStepper *self, gboolean busy)
{
  self->busy = busy;
  update_actions (self);
}
