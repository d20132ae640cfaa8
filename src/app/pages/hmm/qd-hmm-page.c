/* qd-hmm-page.c — the Reasoning over Time tab.
 *
 * The document is a world (problems/hmm/qd-hmm-world.h): a hidden Markov
 * model or a board.  For a model the sidebar holds the evidence, the
 * question and the model's tables (qd-hmm-page-ask.c, qd-hmm-editor.c) and
 * the board shows the beliefs over time or the Viterbi trellis; for a
 * board it holds the hunt's controls (qd-hmm-page-hunt.c) and shows the
 * board with the beliefs.  The undo history keeps the evidence beside the
 * model (snapshot and restore), so that Ctrl+Z takes an observation back. */
#include "config.h"
#include "qd-hmm-page-private.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>
#include <string.h>

G_DEFINE_FINAL_TYPE (QdHmmPage, qd_hmm_page, QD_TYPE_PAGE)

/* The snapshot's first line: the evidence, by names. */
#define EVIDENCE_MARK "evidence: "

/* ------------------------------------------------------------ display */

void
qd_hmm_page_set_status (QdHmmPage *self, const char *text)
{
  gtk_label_set_label (self->status_label, text);
  qd_canvas_set_status (QD_CANVAS (self->view), text);
}

void
qd_hmm_page_update_actions (QdHmmPage *self)
{
  gboolean model = self->world != NULL && self->world->hmm != NULL;
  gboolean board = self->world != NULL && self->world->hunt != NULL && self->tracker != NULL;
  gboolean playing = self->play_source != 0;
  gboolean over = board && qd_hmm_hunt_over (self->world->hunt);
  gboolean evidence = model && self->evidence != NULL && self->evidence->len > 0;
  QdActionState states[] = {
    { "add-observation", model },
    { "remove-last", evidence },
    { "clear-evidence", evidence },
    { "set-evidence", model },
    { "simulate", model },
    { "apply-tables", model },
    { "move", board && !playing && !over },
    { "computer-move", board && !playing && !over },
    { "hunt-to-end", board && !playing && !over && self->world->hunt->sensor != QD_HMM_SENSOR_WALLS },
    { "new-hunt", board || (self->world != NULL && self->world->hunt != NULL) },
    { "show-ghosts", board },
    { "side-by-side", board },
  };

  qd_page_set_actions_enabled (QD_PAGE (self), states, G_N_ELEMENTS (states));
  qd_page_update_undo (QD_PAGE (self));
}

static gboolean
on_board_key (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
              QdHmmPage *self)
{
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0 || self->world == NULL ||
      self->world->hunt == NULL)
    return FALSE;
  return qd_hmm_hunt_page_key (self, keyval);
}

/* ------------------------------------------------------------ the world */

static void
show_world (QdHmmPage *self, const char *evidence)
{
  gboolean board = self->world->hunt != NULL;

  qd_page_cancel_job (QD_PAGE (self));
  qd_hmm_hunt_page_stop (self);
  self->asking = FALSE;
  qd_run_controls_set_busy (self->run_controls, FALSE);
  gtk_stack_set_visible_child_name (self->side_stack, board ? "board" : "model");
  gtk_widget_set_visible (GTK_WIDGET (self->run_controls), !board);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  board ? _("Board and beliefs") : _("Beliefs over time"), -1);
  if (board)
    {
      qd_hmm_ask_set_model (self, NULL);
      qd_stepper_clear (self->stepper);
      qd_hmm_hunt_page_start (self);
    }
  else
    {
      qd_hmm_hunt_page_free (self);
      qd_hmm_editor_show (self);
      qd_hmm_ask_set_model (self, evidence);
    }
  qd_hmm_page_update_actions (self);
}

static void
qd_hmm_page_document_changed (QdPage *page, QdPageChange change)
{
  QdHmmPage *self = QD_HMM_PAGE (page);
  /* An edit keeps the evidence (by its names); a file opened starts without. */
  g_autofree char *kept = self->restoring != NULL ? g_strdup (self->restoring)
                        : change == QD_PAGE_CHANGE_OPENED ? NULL : qd_hmm_page_evidence_text (self);

  self->world = qd_page_get_model (page);
  show_world (self, kept);
}

static char *
qd_hmm_page_snapshot (QdPage *page)
{
  QdHmmPage *self = QD_HMM_PAGE (page);
  g_autofree char *evidence = qd_hmm_page_evidence_text (self);
  g_autofree char *text = qd_hmm_world_to_text (self->world);

  return g_strdup_printf (EVIDENCE_MARK "%s\n%s", evidence, text);
}

static void
qd_hmm_page_restore (QdPage *page, const char *snapshot)
{
  QdHmmPage *self = QD_HMM_PAGE (page);
  const char *newline = strchr (snapshot, '\n');
  g_autofree char *evidence = NULL;
  QdHmmWorld *world;

  /* The history holds only what qd_hmm_page_snapshot wrote. */
  g_return_if_fail (g_str_has_prefix (snapshot, EVIDENCE_MARK) && newline != NULL);
  evidence = g_strndup (snapshot + strlen (EVIDENCE_MARK), newline - snapshot - strlen (EVIDENCE_MARK));
  world = qd_hmm_world_parse (newline + 1, strlen (newline + 1), NULL);
  g_return_if_fail (world != NULL);
  /* The model's evidence is the snapshot's, not the one before the undo. */
  self->restoring = evidence;
  qd_page_set_model (page, world, QD_PAGE_CHANGE_RESTORED);
  self->restoring = NULL;
}

/* ------------------------------------------------------ QdPage methods */

static const QdTextExport text_exports[] = {
  { "answer", N_("Answer"), "answer.txt", QD_TEXT_EXPORT_TRACE,
    N_("step, evidence, then each state’s probability (the Viterbi path: the state)") },
  { NULL }
};

static char *
qd_hmm_page_get_text_export (QdPage *page, const char *id)
{
  QdHmmPage *self = QD_HMM_PAGE (page);

  if (g_strcmp0 (id, "answer") == 0)
    return qd_hmm_ask_answer_text (self);
  return NULL;
}

/* Page Down and Page Up: a model's steps (qd_hmm_ask_present_step); on a
 * board, the computer's move (forward only). */
static gboolean
qd_hmm_page_present_step (QdPage *page, int direction, gboolean playing)
{
  QdHmmPage *self = QD_HMM_PAGE (page);

  if (self->world->hmm != NULL)
    return qd_hmm_ask_present_step (self, direction, playing);
  if (direction < 0 || self->tracker == NULL || self->play_source != 0 || qd_hmm_hunt_over (self->world->hunt))
    return FALSE;
  return gtk_widget_activate_action (GTK_WIDGET (self), "hmm.computer-move", NULL);
}

static guint
qd_hmm_page_present_position (QdPage *page)
{
  QdHmmPage *self = QD_HMM_PAGE (page);

  if (self->world->hunt != NULL)
    return self->world->hunt->turns;
  return qd_stepper_has_run (self->stepper) ? qd_stepper_get_step (self->stepper) : 0;
}

static void
qd_hmm_page_stop (QdPage *page)
{
  QdHmmPage *self = QD_HMM_PAGE (page);

  qd_hmm_hunt_page_stop (self);
  QD_PAGE_CLASS (qd_hmm_page_parent_class)->stop (page);
}

static void
on_stop (QdHmmPage *self)
{
  qd_hmm_hunt_page_stop (self);
  qd_page_stop_job (QD_PAGE (self));
}

/* -------------------------------------------------------------- GObject */

static void
qd_hmm_page_dispose (GObject *object)
{
  QdHmmPage *self = QD_HMM_PAGE (object);

  qd_page_cancel_job (QD_PAGE (self));
  g_clear_handle_id (&self->play_source, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), QD_TYPE_HMM_PAGE);
  G_OBJECT_CLASS (qd_hmm_page_parent_class)->dispose (object);
}

static void
qd_hmm_page_finalize (GObject *object)
{
  QdHmmPage *self = QD_HMM_PAGE (object);

  qd_hmm_ask_free (self);
  qd_hmm_hunt_page_free (self);
  qd_hmm_practice_free (self);
  g_array_unref (self->moves);
  G_OBJECT_CLASS (qd_hmm_page_parent_class)->finalize (object);
}

static void
add_shortcuts (QdPageClass *klass)
{
  qd_page_class_add_shortcut (klass, GDK_KEY_BackSpace, GDK_ALT_MASK, "hmm.remove-last",
                              N_("Remove the last observation"));
  qd_page_class_add_shortcut (klass, GDK_KEY_Delete, GDK_ALT_MASK, "hmm.clear-evidence", N_("Clear the evidence"));
  qd_page_class_add_shortcut (klass, GDK_KEY_Return, GDK_CONTROL_MASK, "hmm.computer-move",
                              N_("The computer moves the hunter (a board)"));
  qd_page_class_add_shortcut (klass, GDK_KEY_g, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "hmm.show-ghosts",
                              N_("Show or hide the ghosts (a board)"));
}

static void
bind_children (GtkWidgetClass *widget_class)
{
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, QdHmmPage, name)
  BIND (view); BIND (side_stack); BIND (status_label); BIND (run_controls);
  BIND (evidence_box); BIND (observation_box); BIND (evidence_entry); BIND (question_row); BIND (lag_row);
  BIND (lag_spin); BIND (particles_row); BIND (particles_spin); BIND (seed_row); BIND (seed_spin);
  BIND (resample_row); BIND (predict_spin); BIND (prior_table); BIND (transition_table); BIND (sensor_table);
  BIND (editor_label); BIND (hunter_box); BIND (robot_box); BIND (readings_label); BIND (ghost_row);
  BIND (show_ghosts_row); BIND (hunt_seed_spin); BIND (hunt_particles_spin);
  BIND (practice_bar);
#undef BIND
  /* Reachable by tests (gtk_widget_get_template_child), not kept. */
  gtk_widget_class_bind_template_child_full (widget_class, "sidebar", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "computer_button", FALSE, 0);
}

static void
qd_hmm_page_class_init (QdHmmPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  QdPageClass *page_class = QD_PAGE_CLASS (klass);

  object_class->dispose = qd_hmm_page_dispose;
  object_class->finalize = qd_hmm_page_finalize;
  page_class->document_changed = qd_hmm_page_document_changed;
  page_class->snapshot = qd_hmm_page_snapshot;
  page_class->restore = qd_hmm_page_restore;
  page_class->stop = qd_hmm_page_stop;
  page_class->present_step = qd_hmm_page_present_step;
  page_class->present_position = qd_hmm_page_present_position;
  page_class->get_text_export = qd_hmm_page_get_text_export;
  page_class->build_report = qd_hmm_page_build_report;
  page_class->build_animation = qd_hmm_page_build_animation;

  g_type_ensure (QD_TYPE_HMM_VIEW);
  g_type_ensure (QD_TYPE_BOARD_PANE);
  g_type_ensure (QD_TYPE_RUN_CONTROLS);
  g_type_ensure (QD_TYPE_PROB_TABLE);
  g_type_ensure (QD_TYPE_PRACTICE_BAR);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quandary/Quandary/ui/hmm/qd-hmm-page.ui");
  bind_children (widget_class);
  add_shortcuts (page_class);
}

static void
qd_hmm_page_init (QdHmmPage *self)
{
  g_autoptr(QdHmmWorld) world = NULL;
  GtkEventController *keys = gtk_event_controller_key_new ();
  static const char umbrella[] =
    "title: The umbrella world\nstates: rain no-rain\nobservations: umbrella no-umbrella\nprior: 0.5 0.5\n"
    "transition:\n  rain: 0.7 0.3\n  no-rain: 0.3 0.7\nsensor:\n  rain: 0.9 0.1\n  no-rain: 0.2 0.8\n";

  gtk_widget_init_template (GTK_WIDGET (self));
  qd_hmm_ask_init (self);
  qd_hmm_editor_init (self);
  qd_hmm_hunt_page_init (self);
  qd_hmm_practice_init (self);
  qd_page_set_text_exports (QD_PAGE (self), text_exports);
  qd_page_set_canvas (QD_PAGE (self), QD_CANVAS (self->view));
  g_signal_connect_swapped (self->run_controls, "stop", G_CALLBACK (on_stop), self);
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_board_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self->view), keys);
  g_signal_connect_swapped (self, "notify::busy", G_CALLBACK (qd_hmm_page_update_actions), self);

  /* The book's umbrella world (AIMA 4th ed. fig. 14.2) until a file is opened. */
  world = qd_hmm_world_parse (umbrella, sizeof umbrella - 1, NULL);
  qd_page_set_model (QD_PAGE (self), g_steal_pointer (&world), QD_PAGE_CHANGE_OPENED);
}

/* ------------------------------------------------------------ for tests */

const QdHmmWorld *
qd_hmm_page_get_world (QdHmmPage *self)
{
  return self->world;
}

const guint *
qd_hmm_page_get_evidence (QdHmmPage *self, gsize *length)
{
  *length = self->evidence->len;
  return (const guint *) self->evidence->data;
}

const QdHmmAnswer *
qd_hmm_page_get_answer (QdHmmPage *self)
{
  return self->has_answer ? &self->answer : NULL;
}

const QdHmmTracker *
qd_hmm_page_get_tracker (QdHmmPage *self)
{
  return self->tracker;
}

const char *
qd_hmm_page_get_status (QdHmmPage *self)
{
  return gtk_label_get_label (self->status_label);
}

gboolean
qd_hmm_page_is_settled (QdHmmPage *self)
{
  return !qd_page_get_busy (QD_PAGE (self)) && self->play_source == 0 && !self->asking;
}
