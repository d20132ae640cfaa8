/* qd-logic-page-wumpus.c — a wumpus world in the Logic tab: its board in
 * place of the knowledge base's views (a page of a GtkStack made here, so
 * that the template's KB views stay as they are) and its own sidebar group.
 * A person plays with the page's keys (F Forward, L and R turn left and
 * right, G grab, S shoot, C climb: the shortcuts window lists them), the
 * agent's KB following what the person perceives; each move goes into the
 * undo history as the moves before it (the page's snapshot), so Undo takes
 * it back (the board, percepts, score and the KB's conclusions replayed
 * from the start) and Redo plays it again.  Or the hybrid agent plays
 * (Solve, Page Down a turn: its whole game made on the page's worker, then
 * shown a turn a step).  The arrows move the board's cursor over the
 * squares, as on every board of Quandary (a screen reader reads what is
 * known there); the square under the cursor, or clicked, shows what the KB
 * concludes of it, and its proof on request; with an edit tool, a click or
 * Return puts or takes a pit, the wumpus or the gold (an edit of the
 * document, undone as any). */
#include "config.h"
#include "qd-logic-page-private.h"
#include "qd-logic-page-wumpus-board.h"

#include <glib/gi18n.h>
#include <string.h>

#include "app/widgets/qd-board-pane.h"

enum { TOOL_PLAY, TOOL_PIT, TOOL_WUMPUS, TOOL_GOLD };

struct _QdLogicPageWumpus
{
  GtkStack *stack;
  QdLogicWumpusBoard *board;
  GtkWidget *group;             /* the sidebar's group */
  GtkLabel *percept_label, *score_label, *reason_label, *square_label, *proof_label;
  GtkLabel *status_label;       /* under the board: the percept, score and last action */
  GtkWidget *prove_button;
  GtkCheckButton *reveal_check, *fair_check;
  GtkSpinButton *seed_spin;
  GtkDropDown *tool_drop;

  QdLogicWumpusWorld world;
  /* The person's game, the agent's KB following it. */
  QdLogicWumpusState state;
  QdLogicWumpusAgent *agent;
  guint percept;
  char *last_action;
  GArray *moves;                /* guint8 actions: the person's game from the start */
  /* The agent's game, once asked for (NULL: none). */
  QdLogicWumpusRun *run;
  gint selected;
};

/* ---- what is on show */

static gboolean
showing_run (QdLogicPage *self)
{
  return self->wumpus->run != NULL && qd_stepper_has_run (self->stepper) && qd_stepper_get_step (self->stepper) > 0;
}

static const QdLogicWumpusTurn *
turn_shown (QdLogicPage *self)
{
  guint step = qd_stepper_get_step (self->stepper);
  return &g_array_index (self->wumpus->run->turns, QdLogicWumpusTurn, step - 1);
}

static void
show_square (QdLogicPage *self, const QdLogicWumpusState *state, const guint8 *knowledge, gboolean fog)
{
  QdLogicPageWumpus *w = self->wumpus;
  g_autofree char *text = NULL;

  gtk_widget_set_sensitive (w->prove_button, w->selected >= 0);
  if (w->selected < 0)
    {
      gtk_label_set_label (w->square_label, _("Click a square to see what the agent concludes of it."));
      return;
    }
  text = qd_logic_wumpus_board_describe_square (&w->world, state, knowledge, fog, (guint) w->selected);
  gtk_label_set_label (w->square_label, text);
}

void
qd_logic_page_wumpus_show (QdLogicPage *self)
{
  QdLogicPageWumpus *w = self->wumpus;
  gboolean fog = !gtk_check_button_get_active (w->reveal_check);
  const QdLogicWumpusState *state = &w->state;
  const guint8 *knowledge = qd_logic_wumpus_agent_knowledge (w->agent);
  g_autofree char *percept = NULL, *reason = NULL, *score = NULL;

  if (showing_run (self))
    {
      const QdLogicWumpusTurn *turn = turn_shown (self);
      g_autofree char *why = qd_logic_wumpus_why_to_string (&turn->why, w->world.width);

      state = &turn->after;
      knowledge = turn->knowledge;
      percept = qd_logic_wumpus_percept_label (turn->percept);
      reason = g_strdup_printf ("%s — %s", qd_logic_wumpus_action_to_string (turn->action), why);
    }
  else
    {
      percept = qd_logic_wumpus_percept_label (w->percept);
      reason = g_strdup (w->last_action != NULL ? w->last_action
                                                : _("Your move: F forward, L or R turn, G grab, S shoot, C climb"));
    }
  if (state->flags & QD_LOGIC_WUMPUS_DEAD)
    score = g_strdup_printf (_("%d — the agent died"), state->score);
  else if (state->flags & QD_LOGIC_WUMPUS_CLIMBED)
    score = g_strdup_printf (state->flags & QD_LOGIC_WUMPUS_HAS_GOLD ? _("%d — out with the gold") : _("%d — out"),
                             state->score);
  else
    score = g_strdup_printf ("%d", state->score);
  gtk_label_set_label (w->percept_label, percept);
  gtk_label_set_label (w->score_label, score);
  gtk_label_set_label (w->reason_label, reason);
  {
    /* The sidebar folds away in a narrow window: the game's state stays in sight. */
    g_autofree char *status = g_strdup_printf (_("%s · score %s · %s"), percept, score, reason);

    gtk_label_set_label (w->status_label, status);
  }
  show_square (self, state, knowledge, fog);
  qd_logic_wumpus_board_set (w->board, &w->world, state, knowledge, fog, w->selected);
}

/* ---- the person's game */

static void
new_game (QdLogicPage *self)
{
  QdLogicPageWumpus *w = self->wumpus;

  g_clear_pointer (&w->agent, qd_logic_wumpus_agent_free);
  w->agent = qd_logic_wumpus_agent_new (w->world.width, w->world.height);
  qd_logic_wumpus_state_init (&w->state);
  w->percept = qd_logic_wumpus_percept (&w->world, &w->state);
  qd_logic_wumpus_agent_perceive (w->agent, w->percept);
  g_clear_pointer (&w->last_action, g_free);
  g_array_set_size (w->moves, 0);
}

static void
clear_run (QdLogicPage *self)
{
  if (self->wumpus->run == NULL)
    return;
  qd_logic_wumpus_run_clear (self->wumpus->run);
  g_clear_pointer (&self->wumpus->run, g_free);
  qd_stepper_clear (self->stepper);
}

/* An action done in the world, the KB told of it (a person's, or one of
 * the moves replayed by undo). */
static void
apply_action (QdLogicPageWumpus *w, guint action)
{
  guint8 byte = (guint8) action;

  qd_logic_wumpus_agent_did (w->agent, action);
  w->percept = qd_logic_wumpus_apply (&w->world, &w->state, action);
  if (!qd_logic_wumpus_over (&w->state))
    qd_logic_wumpus_agent_perceive (w->agent, w->percept);
  g_array_append_val (w->moves, byte);
  g_free (w->last_action);
  w->last_action = g_strdup_printf (_("You: %s"), qd_logic_wumpus_action_to_string (action));
}

/* The agent's game on show (or being made) gives way to the person's. */
static void
leave_run (QdLogicPage *self)
{
  if (self->wumpus->run == NULL && !qd_page_get_busy (QD_PAGE (self)))
    return;
  qd_page_cancel_job (QD_PAGE (self));
  clear_run (self);
}

/* A person's action: into the undo history, the world answers, the KB is told. */
static void
play (QdLogicPage *self, guint action)
{
  QdLogicPageWumpus *w = self->wumpus;

  leave_run (self);
  if (qd_logic_wumpus_over (&w->state))
    return;
  qd_page_record_state (QD_PAGE (self));
  apply_action (w, action);
  qd_logic_page_wumpus_show (self);
  qd_canvas_set_status (QD_CANVAS (w->board), gtk_label_get_label (w->percept_label));
}

char *
qd_logic_page_wumpus_moves_text (QdLogicPage *self)
{
  QdLogicPageWumpus *w = self->wumpus;
  GString *out = g_string_new (NULL);

  if (self->doc == NULL || self->doc->kind != QD_LOGIC_DOC_WUMPUS)
    return g_string_free (out, FALSE);
  for (guint i = 0; i < w->moves->len; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? " " : "",
                            qd_logic_wumpus_action_to_string (g_array_index (w->moves, guint8, i)));
  return g_string_free (out, FALSE);
}

void
qd_logic_page_wumpus_replay (QdLogicPage *self, const char *moves)
{
  QdLogicPageWumpus *w = self->wumpus;
  g_auto(GStrv) words = g_strsplit (moves, " ", -1);

  if (self->doc->kind != QD_LOGIC_DOC_WUMPUS)
    return;
  leave_run (self);
  new_game (self);
  for (guint i = 0; words[i] != NULL; i++)
    {
      guint action = qd_logic_wumpus_action_from_string (words[i]);

      /* The history holds only what moves_text wrote. */
      if (action != G_MAXUINT && !qd_logic_wumpus_over (&w->state))
        apply_action (w, action);
    }
  qd_logic_page_wumpus_show (self);
}

/* The page's keys (qd_logic_page_wumpus_add_shortcuts): F, L, R, G, S and
 * C anywhere in the page but in its text boxes, an action of the world's
 * (the arrows are the board's cursor's). */
static const char *const action_names[QD_LOGIC_WUMPUS_N_ACTIONS] = {
  "wumpus-forward", "wumpus-left", "wumpus-right", "wumpus-grab", "wumpus-shoot", "wumpus-climb",
};

static void
act_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  const char *name = g_action_get_name (G_ACTION (action));

  for (guint a = 0; a < QD_LOGIC_WUMPUS_N_ACTIONS; a++)
    if (g_str_equal (name, action_names[a]))
      play (data, a);
}

static void
reveal_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdLogicPageWumpus *w = QD_LOGIC_PAGE (data)->wumpus;

  gtk_check_button_set_active (w->reveal_check, !gtk_check_button_get_active (w->reveal_check));
}

static const GActionEntry wumpus_actions[] = {
  { "wumpus-forward", act_activated },
  { "wumpus-left", act_activated },
  { "wumpus-right", act_activated },
  { "wumpus-grab", act_activated },
  { "wumpus-shoot", act_activated },
  { "wumpus-climb", act_activated },
  { "wumpus-reveal", reveal_activated },
};

void
qd_logic_page_wumpus_add_shortcuts (QdPageClass *klass)
{
  qd_page_class_add_shortcut (klass, GDK_KEY_f, 0, "logic.wumpus-forward", N_("Move forward (a wumpus world)"));
  qd_page_class_add_shortcut (klass, GDK_KEY_l, 0, "logic.wumpus-left", N_("Turn left (a wumpus world)"));
  qd_page_class_add_shortcut (klass, GDK_KEY_r, 0, "logic.wumpus-right", N_("Turn right (a wumpus world)"));
  qd_page_class_add_shortcut (klass, GDK_KEY_g, 0, "logic.wumpus-grab", N_("Grab the gold (a wumpus world)"));
  qd_page_class_add_shortcut (klass, GDK_KEY_s, 0, "logic.wumpus-shoot", N_("Shoot the arrow (a wumpus world)"));
  qd_page_class_add_shortcut (klass, GDK_KEY_c, 0, "logic.wumpus-climb", N_("Climb out of the cave (a wumpus world)"));
  qd_page_class_add_shortcut (klass, GDK_KEY_r, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "logic.wumpus-reveal",
                              N_("Reveal or hide the world (a wumpus world)"));
}

/* ---- the mouse: select a square, or edit the world */

static void
edit_square (QdLogicPage *self, guint square, guint tool)
{
  QdLogicWumpusWorld world = self->wumpus->world;

  if (square == 0)
    return;   /* the start holds nothing */
  if (tool == TOOL_PIT)
    world.pit[square] = !world.pit[square];
  else if (tool == TOOL_WUMPUS)
    world.wumpus = (guint8) square;
  else
    world.gold = (guint8) square;
  qd_page_record_edit (QD_PAGE (self));
  qd_page_set_model (QD_PAGE (self), qd_logic_doc_new_wumpus (&world), QD_PAGE_CHANGE_REPLACED);
}

static void
select_square (QdLogicPage *self, gint square)
{
  if (square == self->wumpus->selected)
    return;
  self->wumpus->selected = square;
  gtk_label_set_label (self->wumpus->proof_label, "");
  qd_logic_page_wumpus_show (self);
}

static void
on_pressed (QdCanvas *canvas, double x, double y, gint n_press, QdLogicPage *self)
{
  QdLogicPageWumpus *w = self->wumpus;
  gint square = qd_logic_wumpus_board_hit (w->board, x, y);
  guint tool = gtk_drop_down_get_selected (w->tool_drop);

  if (square < 0)
    return;
  if (tool != TOOL_PLAY)
    {
      edit_square (self, (guint) square, tool);
      return;
    }
  select_square (self, square);
}

/* Return or space on the cursor's square: as a click there. */
static void
on_cell_activated (QdCanvas *canvas, guint cell, QdLogicPage *self)
{
  guint tool = gtk_drop_down_get_selected (self->wumpus->tool_drop);

  if (tool != TOOL_PLAY)
    edit_square (self, cell, tool);
  else
    select_square (self, (gint) cell);
}

/* The arrows: what the KB concludes of the square reached shows in the
 * sidebar as the screen reader reads it (the board's accessible label). */
static void
on_cursor_moved (QdCanvas *canvas, gint cell, QdLogicPage *self)
{
  if (cell >= 0)
    select_square (self, cell);
}

/* ---- the proof of the selected square's conclusion */

static guint
conclusion_literal (const QdLogicWumpusAgent *agent, const QdLogicWumpusWorld *world, guint square)
{
  guint x, y, kind;

  qd_logic_wumpus_square_xy (world, square, &x, &y);
  switch (qd_logic_wumpus_conclusion (qd_logic_wumpus_agent_knowledge (agent)[square]))
    {
    case QD_LOGIC_WUMPUS_SAFE: kind = QD_LOGIC_WUMPUS_SYM_OK; break;
    case QD_LOGIC_WUMPUS_PIT: kind = QD_LOGIC_WUMPUS_SYM_P; break;
    case QD_LOGIC_WUMPUS_WUMPUS: kind = QD_LOGIC_WUMPUS_SYM_W; break;
    default: return G_MAXUINT;
    }
  return qd_logic_wumpus_agent_literal (agent, kind, x, y, FALSE);
}

static void
on_prove (QdLogicPage *self)
{
  QdLogicPageWumpus *w = self->wumpus;
  g_autoptr(QdLogicWumpusAgent) replayed = NULL;
  const QdLogicWumpusAgent *agent = w->agent;
  QdLogicWumpusProof proof;
  g_autofree char *text = NULL;
  guint literal;

  if (w->selected < 0)
    return;
  if (showing_run (self))
    agent = replayed = qd_logic_wumpus_run_agent_at (&w->world, w->run, qd_stepper_get_step (self->stepper) - 1);
  if ((literal = conclusion_literal (agent, &w->world, (guint) w->selected)) == G_MAXUINT)
    {
      gtk_label_set_label (w->proof_label, _("Nothing is proved of this square yet: no proof to show."));
      return;
    }
  qd_logic_wumpus_agent_prove (agent, literal, 0, &proof);
  text = qd_logic_wumpus_proof_to_text (agent, &proof);
  qd_logic_wumpus_proof_clear (&proof);
  gtk_label_set_label (w->proof_label, text);
}

/* ---- the agent's game, on the page's worker */

static gpointer
run_worker (QdJob *job, gpointer data, GError **error)
{
  QdLogicWumpusRun *run = g_new0 (QdLogicWumpusRun, 1);

  qd_logic_wumpus_run (data, 0, qd_job_get_stop_flag (job), run);
  return run;
}

static void
run_free (gpointer data)
{
  qd_logic_wumpus_run_clear (data);
  g_free (data);
}

static void
on_run_done (QdPage *page, QdJob *job)
{
  QdLogicPage *self = QD_LOGIC_PAGE (page);
  QdLogicWumpusRun *run = qd_job_get_result (job);

  qd_run_controls_set_busy (self->run_controls, FALSE);
  if (run == NULL || run->turns->len == 0)
    return;
  clear_run (self);
  self->wumpus->run = g_memdup2 (run, sizeof *run);
  run->turns = g_array_ref (run->turns);
  qd_stepper_set_run (self->stepper, run->turns->len, self->then_step ? 1 : run->turns->len);
  self->then_step = FALSE;
  qd_run_controls_set_status (self->run_controls, _("The agent’s game: a turn a step"));
  qd_logic_page_wumpus_show (self);
}

void
qd_logic_page_wumpus_solve (QdLogicPage *self, gboolean then_step)
{
  QdJob *job;

  self->then_step = then_step;
  qd_run_controls_set_busy (self->run_controls, TRUE);
  job = qd_page_start_job (QD_PAGE (self), _("The agent plays"), run_worker,
                           g_memdup2 (&self->wumpus->world, sizeof self->wumpus->world), g_free, run_free,
                           on_run_done);
  qd_run_controls_follow_job (self->run_controls, job, _("Playing"));
}

/* ---- a random world */

static void
on_new_random (QdLogicPage *self)
{
  QdLogicPageWumpus *w = self->wumpus;
  QdLogicWumpusWorld world;
  guint side = w->world.width >= 2 ? w->world.width : 4;
  guint64 seed = (guint64) gtk_spin_button_get_value_as_int (w->seed_spin);

  if (!qd_logic_wumpus_world_random (&world, side, w->world.height >= 1 ? w->world.height : 4,
                                     QD_LOGIC_WUMPUS_PIT_PROBABILITY, gtk_check_button_get_active (w->fair_check),
                                     seed))
    return;
  gtk_spin_button_set_value (w->seed_spin, (double) (seed + 1));
  qd_page_record_edit (QD_PAGE (self));
  qd_page_set_model (QD_PAGE (self), qd_logic_doc_new_wumpus (&world), QD_PAGE_CHANGE_REPLACED);
}

/* ---- the document */

void
qd_logic_page_wumpus_document_changed (QdLogicPage *self)
{
  QdLogicPageWumpus *w = self->wumpus;
  gboolean wumpus = self->doc->kind == QD_LOGIC_DOC_WUMPUS;
  GtkWidget *sidebar = gtk_widget_get_parent (w->group);

  gtk_stack_set_visible_child_name (w->stack, wumpus ? "wumpus" : "kb");
  /* The KB's groups give way to the world's (the run controls stay: they play the agent). */
  for (GtkWidget *c = gtk_widget_get_first_child (sidebar); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (c != w->group && c != GTK_WIDGET (self->run_controls))
      gtk_widget_set_visible (c, !wumpus);
  gtk_widget_set_visible (w->group, wumpus);
  qd_page_set_actions_enabled (QD_PAGE (self), (const QdActionState[]) {
      { "wumpus-forward", wumpus }, { "wumpus-left", wumpus }, { "wumpus-right", wumpus },
      { "wumpus-grab", wumpus }, { "wumpus-shoot", wumpus }, { "wumpus-climb", wumpus }, { "wumpus-reveal", wumpus },
    }, 7);
  /* The page's board changes with the kind only (setting it again would
   * add its keys twice). */
  if (qd_page_get_canvas (QD_PAGE (self)) != (wumpus ? QD_CANVAS (w->board) : QD_CANVAS (self->view)))
    qd_page_set_canvas (QD_PAGE (self), wumpus ? QD_CANVAS (w->board) : QD_CANVAS (self->view));
  if (!wumpus)
    return;
  clear_run (self);
  qd_run_controls_set_status (self->run_controls, _("Solve (F5): the agent plays; Page Down: a turn at a time."));
  w->world = *self->doc->wumpus;
  w->selected = -1;
  gtk_label_set_label (w->proof_label, "");
  new_game (self);
  qd_logic_page_wumpus_show (self);
}

gboolean
qd_logic_page_wumpus_step_changed (QdLogicPage *self)
{
  if (self->doc == NULL || self->doc->kind != QD_LOGIC_DOC_WUMPUS)
    return FALSE;
  if (self->wumpus->agent != NULL)
    qd_logic_page_wumpus_show (self);
  return TRUE;
}

/* ---- building */

static GtkLabel *
add_row (AdwPreferencesGroup *group, const char *title)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new ("—");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 34);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (group, row);
  return GTK_LABEL (label);
}

static GtkWidget *
suffix_row (AdwPreferencesGroup *group, const char *title, GtkWidget *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_valign (suffix, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (suffix), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), suffix);
  adw_preferences_group_add (group, row);
  return row;
}

static GtkLabel *
wrapped_label (GtkBox *box, const char *css)
{
  GtkWidget *label = gtk_label_new ("");

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  gtk_box_append (box, label);
  return GTK_LABEL (label);
}

static void
build_sidebar (QdLogicPage *self, GtkBox *sidebar)
{
  QdLogicPageWumpus *w = self->wumpus;
  AdwPreferencesGroup *game = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *world = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkBox *box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 18));
  GtkBox *square = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 6));
  GtkWidget *random = gtk_button_new_with_mnemonic (_("_New Random World"));
  const char *tools[] = { _("Play"), _("Pit"), _("Wumpus"), _("Gold"), NULL };

  adw_preferences_group_set_title (game, _("Wumpus World"));
  w->percept_label = add_row (game, _("Percept"));
  /* The book's list on one line (it fits the sidebar). */
  gtk_label_set_wrap (w->percept_label, FALSE);
  w->score_label = add_row (game, _("Score"));
  w->reason_label = add_row (game, _("Last action"));
  w->reveal_check = GTK_CHECK_BUTTON (gtk_check_button_new ());
  suffix_row (game, _("Reveal the world"), GTK_WIDGET (w->reveal_check));
  g_signal_connect_swapped (w->reveal_check, "toggled", G_CALLBACK (qd_logic_page_wumpus_show), self);
  gtk_box_append (box, GTK_WIDGET (game));

  w->square_label = wrapped_label (square, "heading");
  w->prove_button = gtk_button_new_with_mnemonic (_("Show the _Proof"));
  gtk_widget_set_halign (w->prove_button, GTK_ALIGN_START);
  g_signal_connect_swapped (w->prove_button, "clicked", G_CALLBACK (on_prove), self);
  gtk_box_append (square, w->prove_button);
  w->proof_label = wrapped_label (square, "monospace");
  gtk_box_append (box, GTK_WIDGET (square));

  adw_preferences_group_set_title (world, _("Edit the World"));
  w->tool_drop = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (tools));
  suffix_row (world, _("A click on a square"), GTK_WIDGET (w->tool_drop));
  w->seed_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, G_MAXINT, 1));
  suffix_row (world, _("Seed"), GTK_WIDGET (w->seed_spin));
  w->fair_check = GTK_CHECK_BUTTON (gtk_check_button_new ());
  gtk_check_button_set_active (w->fair_check, TRUE);
  suffix_row (world, _("Gold reachable without a pit"), GTK_WIDGET (w->fair_check));
  gtk_widget_set_halign (random, GTK_ALIGN_START);
  gtk_widget_set_margin_top (random, 6);
  g_signal_connect_swapped (random, "clicked", G_CALLBACK (on_new_random), self);
  gtk_box_append (box, GTK_WIDGET (world));
  gtk_box_append (box, random);

  w->group = GTK_WIDGET (box);
  gtk_widget_set_visible (w->group, FALSE);
  gtk_box_append (sidebar, w->group);
}

/* The board over a line of the game's state. */
static GtkWidget *
board_with_status (QdLogicPageWumpus *w, GtkWidget *pane)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label = gtk_label_new ("");

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, _("The game’s state"), -1);
  gtk_box_append (GTK_BOX (box), pane);
  gtk_box_append (GTK_BOX (box), label);
  w->status_label = GTK_LABEL (label);
  return box;
}

void
qd_logic_page_wumpus_init (QdLogicPage *self)
{
  QdLogicPageWumpus *w = self->wumpus = g_new0 (QdLogicPageWumpus, 1);
  AdwFlap *flap = ADW_FLAP (gtk_widget_get_ancestor (GTK_WIDGET (self->run_controls), ADW_TYPE_FLAP));
  GtkWidget *kb = g_object_ref (adw_flap_get_content (flap));
  GtkWidget *pane = g_object_new (QD_TYPE_BOARD_PANE, "hexpand", TRUE, "vexpand", TRUE, NULL);

  w->selected = -1;
  w->moves = g_array_new (FALSE, FALSE, sizeof (guint8));
  qd_page_add_actions (QD_PAGE (self), wumpus_actions, G_N_ELEMENTS (wumpus_actions), self);
  w->board = g_object_new (QD_TYPE_LOGIC_WUMPUS_BOARD, "focusable", TRUE, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (w->board), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Wumpus world"), -1);
  qd_board_pane_set_canvas (QD_BOARD_PANE (pane), QD_CANVAS (w->board));
  w->stack = GTK_STACK (gtk_stack_new ());
  adw_flap_set_content (flap, GTK_WIDGET (w->stack));
  gtk_stack_add_named (w->stack, kb, "kb");
  gtk_stack_add_named (w->stack, board_with_status (w, pane), "wumpus");
  g_object_unref (kb);
  g_signal_connect (w->board, "pressed", G_CALLBACK (on_pressed), self);
  g_signal_connect (w->board, "cell-activated", G_CALLBACK (on_cell_activated), self);
  g_signal_connect (w->board, "cursor-moved", G_CALLBACK (on_cursor_moved), self);
  build_sidebar (self, GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->run_controls))));
  g_signal_connect_swapped (self->stepper, "changed", G_CALLBACK (qd_logic_page_wumpus_step_changed), self);
}

void
qd_logic_page_wumpus_free (QdLogicPage *self)
{
  if (self->wumpus == NULL)
    return;
  if (self->wumpus->run != NULL)
    run_free (self->wumpus->run);
  g_clear_pointer (&self->wumpus->agent, qd_logic_wumpus_agent_free);
  g_free (self->wumpus->last_action);
  g_array_unref (self->wumpus->moves);
  g_clear_pointer (&self->wumpus, g_free);
}

GtkWidget *
qd_logic_page_wumpus_board (QdLogicPage *self)
{
  return GTK_WIDGET (self->wumpus->board);
}

const char *
qd_logic_page_wumpus_text (QdLogicPage *self, const char *what)
{
  QdLogicPageWumpus *w = self->wumpus;
  GtkLabel *label = g_str_equal (what, "percept") ? w->percept_label : g_str_equal (what, "score") ? w->score_label
    : g_str_equal (what, "reason") ? w->reason_label : g_str_equal (what, "square") ? w->square_label
    : g_str_equal (what, "status") ? w->status_label : w->proof_label;

  return gtk_label_get_label (label);
}

void
qd_logic_page_wumpus_prove (QdLogicPage *self)
{
  on_prove (self);
}
