/* qd-run-controls.c — Solve / Stop, the replay buttons and the status line. */
#include "config.h"
#include "qd-run-controls.h"

#include <glib/gi18n.h>
#include <inttypes.h>

#include "qd-widgets.h"

#define PLAY_INTERVAL_MS 500

struct _QdRunControls
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkLabel *step_label;

  GSimpleActionGroup *actions;
  QdStepper *stepper;
  gboolean busy;
};

G_DEFINE_FINAL_TYPE (QdRunControls, qd_run_controls, GTK_TYPE_WIDGET)

enum {
  SOLVE,
  STOP,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
solve_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  g_signal_emit (data, signals[SOLVE], 0, FALSE);
}

static void
stop_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdRunControls *self = data;

  qd_stepper_stop_playing (self->stepper);
  /* Before the signal, so that the page may say something better. */
  qd_run_controls_set_status (self, _("The search was stopped."));
  g_signal_emit (self, signals[STOP], 0);
}

static void
on_run_needed (QdStepper *stepper, QdRunControls *self)
{
  g_signal_emit (self, signals[SOLVE], 0, TRUE);
}

static const GActionEntry actions[] = {
  { "solve", solve_activated },
  { "stop", stop_activated },
};

static void
qd_run_controls_dispose (GObject *object)
{
  QdRunControls *self = QD_RUN_CONTROLS (object);

  if (self->stepper != NULL)
    qd_stepper_stop_playing (self->stepper);
  gtk_widget_dispose_template (GTK_WIDGET (self), QD_TYPE_RUN_CONTROLS);
  G_OBJECT_CLASS (qd_run_controls_parent_class)->dispose (object);
}

static void
qd_run_controls_finalize (GObject *object)
{
  QdRunControls *self = QD_RUN_CONTROLS (object);

  g_clear_object (&self->stepper);
  g_clear_object (&self->actions);
  G_OBJECT_CLASS (qd_run_controls_parent_class)->finalize (object);
}

static void
qd_run_controls_class_init (QdRunControlsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qd_run_controls_dispose;
  object_class->finalize = qd_run_controls_finalize;

  signals[SOLVE] = qd_signal_new (klass, "solve", 1, G_TYPE_BOOLEAN);
  signals[STOP] = qd_signal_new (klass, "stop", 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quandary/Quandary/ui/widgets/qd-run-controls.ui");
  gtk_widget_class_bind_template_child (widget_class, QdRunControls, box);
  gtk_widget_class_bind_template_child (widget_class, QdRunControls, step_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
qd_run_controls_init (QdRunControls *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), actions, G_N_ELEMENTS (actions), self);
  self->stepper = qd_stepper_new (G_ACTION_MAP (self->actions), PLAY_INTERVAL_MS);
  g_signal_connect (self->stepper, "run-needed", G_CALLBACK (on_run_needed), self);
  self->busy = TRUE;
  qd_run_controls_set_busy (self, FALSE);
}

void
qd_run_controls_attach (QdRunControls *self, GtkWidget *owner)
{
  qd_widget_insert_action_group (owner, "run", G_ACTION_GROUP (self->actions));
}

QdStepper *
qd_run_controls_get_stepper (QdRunControls *self)
{
  return self->stepper;
}

void
qd_run_controls_set_busy (QdRunControls *self, gboolean busy)
{
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->actions), "solve")),
                               !busy);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->actions), "stop")),
                               busy);
  qd_stepper_set_busy (self->stepper, busy);
  if (busy && !self->busy)
    qd_run_controls_set_status (self, _("Searching…"));
  /* A job that was not a search (a hint, a check) leaves no stale status. */
  else if (!busy && self->busy && g_strcmp0 (qd_run_controls_get_status (self), _("Searching…")) == 0)
    qd_run_controls_set_status (self, "");
  self->busy = busy;
}

void
qd_run_controls_set_status (QdRunControls *self, const char *text)
{
  gtk_label_set_label (self->step_label, text);
}

const char *
qd_run_controls_get_status (QdRunControls *self)
{
  return gtk_label_get_label (self->step_label);
}

void
qd_run_controls_speak_on (QdRunControls *self, QdCanvas *board)
{
  qd_canvas_follow_status (board, self->step_label);
}

typedef struct {
  QdRunControls *controls;   /* weak */
  char *doing;
} Follow;

static void
follow_free (gpointer data, GClosure *closure)
{
  Follow *follow = data;

  g_clear_weak_pointer (&follow->controls);
  g_free (follow->doing);
  g_free (follow);
}

static void
on_job_progress (QdJob *job, Follow *follow)
{
  QdProgress progress;
  g_autofree char *text = NULL;

  if (follow->controls == NULL)
    return;
  qd_job_read_progress (job, &progress);
  text = g_strdup_printf (ngettext ("%s… %'" PRId64 " node", "%s… %'" PRId64 " nodes",
                                    (gulong) CLAMP (progress.nodes, 0, G_MAXLONG)),
                          follow->doing, progress.nodes);
  qd_run_controls_set_status (follow->controls, text);
}

void
qd_run_controls_follow_job (QdRunControls *self, QdJob *job, const char *doing)
{
  Follow *follow = g_new0 (Follow, 1);

  g_set_weak_pointer (&follow->controls, self);
  follow->doing = g_strdup (doing);
  g_signal_connect_data (job, "progress", G_CALLBACK (on_job_progress), follow, follow_free, 0);
}
