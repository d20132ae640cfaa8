/* qd-gdl-page.c — the General Games tab.
 *
 * The document is a rulesheet (QdGdlSheet: its text and its game); the tab
 * never edits it.  The moves played beside it are the page's
 * (qd-gdl-page-game.c): each goes into the undo history as the moves before
 * it (snapshot, restore), so Undo takes a move back without touching the
 * document.  A move is played by a click on the board (the legal move
 * naming the cell), by the keyboard's cursor and Return, or from the list
 * of legal moves. */
#include "config.h"
#include "qd-gdl-page-private.h"
#include "app/widgets/qd-widgets.h"
#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-practice-bar.h"
#include "render/gdl/qd-gdl-animation.h"
#include "render/gdl/qd-gdl-worksheet.h"

#include <glib/gi18n.h>
#include <string.h>

G_DEFINE_FINAL_TYPE (QdGdlPage, qd_gdl_page, QD_TYPE_PAGE)

#define EXAMPLE "/io/github/quandary/Quandary/examples/gdl/tictactoe.kif"
/* The undo history's record: the moves played, a line each, after this;
 * then the rulesheet they were played in (a move holds no ';'), so that
 * undoing a replaced document (an exercise opened) brings back its rules. */
#define MOVES_HEADER "; moves\n"
#define RULES_HEADER "; rules\n"

static const QdTextExport text_exports[] = {
  { "moves", N_("Moves as Text…"), "moves.txt", QD_TEXT_EXPORT_DATA },
  { "state", N_("State as Facts…"), "state.kif", QD_TEXT_EXPORT_DATA },
  { NULL }
};

/* ------------------------------------------------------------ moving */

static void
on_cell_chosen (QdGdlPage *self, guint cell)
{
  if (!qd_gdl_page_practice_take_cell (self, cell))
    qd_gdl_page_choose_cell (self, cell);
}

static void
on_row_activated (QdGdlPage *self, GtkListBoxRow *row)
{
  int index = gtk_list_box_row_get_index (row);

  if (index >= 0 && qd_gdl_page_practice_take_move (self, (guint) index))
    return;
  if (self->updating || qd_page_get_busy (QD_PAGE (self)) || index < 0 || (guint) index >= self->legal->len ||
      !qd_gdl_players_is_human (self, (guint) self->mover))
    return;
  qd_gdl_page_person_plays (self, g_array_index (self->legal, guint32, index));
}

/* Board or Rules: the pane the toggles show. */
static void
on_pane_toggled (QdGdlPage *self)
{
  gtk_stack_set_visible_child_name (self->content_stack,
                                    gtk_toggle_button_get_active (self->rules_button) ? "rules" : "board");
}

static void
restart_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdGdlPage *self = data;
  guint moves = self->moves->len;

  /* nothing played, not even a hidden choice of roles moving together */
  if (moves == 0 && self->chosen == 0)
    return;
  qd_gdl_players_stop (self);
  qd_page_record_state (QD_PAGE (self));
  qd_gdl_page_restart (self);
  self->paused = FALSE;
  qd_gdl_page_refresh (self);
  qd_page_toast_new_game (QD_PAGE (self), moves);
  qd_gdl_players_continue (self);
}

static void
show_rules_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdGdlPage *self = data;

  gtk_toggle_button_set_active (self->rules_button, !gtk_toggle_button_get_active (self->rules_button));
}

/* Play lets the computer players move (after Stop, or an undo). */
static void
resume_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdGdlPage *self = data;

  self->paused = FALSE;
  qd_gdl_players_continue (self);
  qd_gdl_page_refresh (self);
}

static void
stop_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  qd_gdl_players_stop (data);
}

static void
hint_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  qd_gdl_players_hint (data);
}

static void
mcts_step_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  qd_gdl_players_step (data);
}

/* The page's actions ("gdl.restart", …); undo and redo are the base's. */
static const GActionEntry page_actions[] = {
  { .name = "restart", .activate = restart_activated },
  { .name = "show-rules", .activate = show_rules_activated },
  { .name = "resume", .activate = resume_activated },
  { .name = "stop", .activate = stop_activated },
  { .name = "hint", .activate = hint_activated },
  { .name = "mcts-step", .activate = mcts_step_activated },
};

/* ------------------------------------------------------ QdPage methods */

static void
qd_gdl_page_document_changed (QdPage *page, QdPageChange change)
{
  QdGdlPage *self = QD_GDL_PAGE (page);

  qd_page_cancel_job (page);
  self->work = QD_GDL_IDLE;
  qd_page_tree_clear (self->page_tree);
  g_clear_pointer (&self->tree_root, g_free);
  g_clear_pointer (&self->why_term, g_free);
  /* Rules not read yet go to a worker (qd-gdl-rules-load.c). */
  qd_gdl_rules_model_changed (self, change);
  /* A draft with an error, or rules being read: shown in the Rules pane,
   * the last game kept. */
  if (!qd_gdl_rules_take_model (self, change == QD_PAGE_CHANGE_OPENED))
    return;
  qd_gdl_page_warnings_sync (self);
  qd_gdl_players_sync (self);
  qd_gdl_solve_sync (self);
  qd_gdl_page_restart (self);
  /* A game opened starts at once; back in time the players wait, and on
   * an exercise opened (its state is the question). */
  self->paused = change == QD_PAGE_CHANGE_RESTORED || change == QD_PAGE_CHANGE_REPLACED;
  qd_gdl_page_refresh (self);
  /* The game kept while the rules had an error goes, nothing showing it now. */
  g_clear_pointer (&self->kept, qd_gdl_sheet_free);
  qd_gdl_players_continue (self);
}

static char *
qd_gdl_page_snapshot (QdPage *page)
{
  g_autofree char *moves = qd_gdl_page_moves_text (QD_GDL_PAGE (page));

  return g_strconcat (MOVES_HEADER, moves, RULES_HEADER, qd_gdl_rules_model_text (QD_GDL_PAGE (page)), NULL);
}

void
qd_gdl_page_replay_moves (QdGdlPage *self, const char *moves)
{
  /* Back in time the computer players wait, so the state can be looked at. */
  qd_page_cancel_job (QD_PAGE (self));
  self->work = QD_GDL_IDLE;
  self->paused = TRUE;
  qd_gdl_page_replay (self, moves);
}

/* A record of the moves replays them; anything else is a rulesheet (the
 * base's record before the page's first). */
static void
qd_gdl_page_restore (QdPage *page, const char *snapshot)
{
  QdGdlPage *self = QD_GDL_PAGE (page);
  QdGdlSheet *sheet;

  if (g_str_has_prefix (snapshot, MOVES_HEADER))
    {
      const char *body = snapshot + strlen (MOVES_HEADER);
      const char *rules = strstr (body, RULES_HEADER);
      g_autofree char *moves = rules != NULL ? g_strndup (body, (gsize) (rules - body)) : g_strdup (body);

      if (rules != NULL && g_strcmp0 (rules + strlen (RULES_HEADER), qd_gdl_rules_model_text (self)) != 0)
        qd_gdl_page_restore (page, rules + strlen (RULES_HEADER));
      /* Rules being read: their moves once they are. */
      if (qd_gdl_rules_reading (self))
        qd_gdl_rules_load_after (self, moves);
      else
        qd_gdl_page_replay_moves (self, moves);
      return;
    }
  /* The rules (a draft with an error too) come back as they were, read on
   * a worker (qd-gdl-rules-load.c). */
  sheet = qd_gdl_rules_unread (snapshot);
  g_return_if_fail (sheet != NULL);
  qd_gdl_rules_load_after (self, NULL);
  qd_page_set_model (page, sheet, QD_PAGE_CHANGE_RESTORED);
}

static void
draw_board (cairo_t *cr, double width, double height, gpointer page)
{
  QD_PAGE_GET_CLASS (page)->draw_picture (page, cr, width, height);
}

/* The report: the state on show, the command that plays the game with the
 * tab's players, each role's (a puzzle: solves it), and the last search's
 * tree. */
static QdReport *
qd_gdl_page_build_report (QdPage *page)
{
  QdGdlPage *self = QD_GDL_PAGE (page);
  g_autofree char *path = qd_page_report_path (page);
  g_autofree char *input = qd_page_report_input (page);
  g_autoptr(GPtrArray) play = g_ptr_array_new_with_free_func (g_free);
  guint n = qd_gdl_game_n_roles (self->sheet->game);
  QdReport *report = qd_page_report_new (page);
  double width, height;

  g_ptr_array_add (play, g_strdup ("quandary-cli"));
  g_ptr_array_add (play, g_strdup ("gdl"));
  g_ptr_array_add (play, g_strdup (input));
  if (n == 1)
    g_ptr_array_add (play, g_strdup ("--solve"));
  /* --p1 … --pN: every role's player. */
  for (guint role = 0; n > 1 && role < n; role++)
    {
      g_ptr_array_add (play, g_strdup_printf ("--p%u", role + 1));
      g_ptr_array_add (play, qd_gdl_players_spec (self, role));
    }
  if (n > 1)
    {
      g_ptr_array_add (play, g_strdup ("--seed"));
      g_ptr_array_add (play, g_strdup ("1"));
    }
  g_ptr_array_add (play, NULL);

  if (QD_PAGE_GET_CLASS (page)->get_picture_size (page, &width, &height))
    qd_report_add_instance (report, path, width, height, draw_board, page);
  else
    qd_report_add_instance (report, path, 0, 0, NULL, NULL);
  qd_page_report_add_command (report, (const char *const *) play->pdata);
  qd_report_add_search_tree (report, qd_page_tree_get_tree (self->page_tree));
  return report;
}

/* The game's moves as an animation (a GIF): the states from the start, a
 * frame a ply (the roles moving together: their joint move). */
static QdAnimation *
qd_gdl_page_build_animation (QdPage *page)
{
  QdGdlPage *self = QD_GDL_PAGE (page);
  QdGdlGame *game = self->sheet->game;
  g_autofree guint64 *state = g_new0 (guint64, self->words);
  g_autoptr(GArray) moves_out = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_autoptr(GArray) movers_out = g_array_new (FALSE, FALSE, sizeof (guint8));
  GPtrArray *states = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *moves = g_ptr_array_new_with_free_func (g_free);

  qd_gdl_game_initial (game, state);
  g_ptr_array_add (states, qd_gdl_game_state_text (game, state));
  for (guint ply = 0; ply < self->ply_starts->len; ply++)
    {
      guint32 pending[QD_GDL_MAX_ROLES] = { 0 }, chosen = 0;
      GString *said = g_string_new (NULL);
      guint from, to;

      qd_gdl_history_ply (self, ply, &from, &to);
      for (guint i = from; i < to; i++)
        {
          guint role = g_array_index (self->movers, guint8, i);

          pending[role] = g_array_index (self->moves, guint32, i);
          chosen |= 1u << role;
          if (i > from)
            g_string_append (said, ", ");
          g_string_append_printf (said, _("%s plays %s"), qd_gdl_game_role_name (game, role),
                                  qd_gdl_game_move_text (game, pending[role]));
        }
      if (!qd_gdl_game_play_choices (game, state, chosen, pending, moves_out, movers_out, NULL))
        {
          g_string_free (said, TRUE);
          break;
        }
      g_ptr_array_add (moves, g_string_free (said, FALSE));
      g_ptr_array_add (states, qd_gdl_game_state_text (game, state));
    }
  return qd_gdl_animation_new (states, moves, self->universe, (const char *const *) self->start_moves);
}

static gboolean
qd_gdl_page_present_step (QdPage *page, int direction, gboolean playing)
{
  return qd_page_present_game_step (page, direction, playing, qd_gdl_players_present_move);
}

static guint
qd_gdl_page_present_position (QdPage *page)
{
  return QD_GDL_PAGE (page)->moves->len;
}

static void
qd_gdl_page_stop (QdPage *page)
{
  qd_match_stop (QD_GDL_PAGE (page)->match);
  QD_GDL_PAGE (page)->work = QD_GDL_IDLE;
  QD_PAGE_CLASS (qd_gdl_page_parent_class)->stop (page);
}

static char *
qd_gdl_page_get_text_export (QdPage *page, const char *id)
{
  QdGdlPage *self = QD_GDL_PAGE (page);

  if (g_str_equal (id, "moves"))
    return qd_gdl_history_text (self);
  if (g_str_equal (id, "state"))
    return qd_gdl_game_state_text (self->sheet->game, self->state);
  return NULL;
}

/* -------------------------------------------------------------- GObject */

static void
qd_gdl_page_dispose (GObject *object)
{
  QdGdlPage *self = QD_GDL_PAGE (object);

  qd_page_cancel_job (QD_PAGE (self));
  g_clear_pointer (&self->match, qd_match_free);
  g_clear_pointer (&self->computer_forfeit, g_free);
  if (self->moves != NULL)
    qd_gdl_page_clear (self);
  g_clear_pointer (&self->moves, g_array_unref);
  g_clear_pointer (&self->movers, g_array_unref);
  g_clear_pointer (&self->ply_starts, g_array_unref);
  g_clear_pointer (&self->legal, g_array_unref);
  g_clear_pointer (&self->legal_texts, g_ptr_array_unref);
  g_clear_pointer (&self->page_tree, qd_page_tree_free);
  g_clear_pointer (&self->tree_root, g_free);
  g_clear_pointer (&self->why_term, g_free);
  g_clear_pointer (&self->why_text, g_free);
  qd_gdl_solve_free (self);
  g_clear_pointer (&self->practice_key, g_free);
  qd_gdl_rules_edit_dispose (self);
  qd_gdl_rules_load_dispose (self);
  qd_gdl_page_warnings_dispose (self);
  qd_gdl_players_dispose (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), QD_TYPE_GDL_PAGE);
  /* What the view showed, once the view is gone. */
  g_clear_pointer (&self->board, qd_gdl_board_free);
  g_clear_pointer (&self->playable, g_free);
  g_clear_pointer (&self->caption, g_free);
  g_clear_pointer (&self->table, qd_gdl_normal_form_free);
  G_OBJECT_CLASS (qd_gdl_page_parent_class)->dispose (object);
}

static void
bind_template (GtkWidgetClass *widget_class)
{
  static const struct { const char *name; gsize offset; } children[] = {
#define CHILD(field, name) { name, G_STRUCT_OFFSET (QdGdlPage, field) }
    CHILD (board_view, "board_view"), CHILD (status_label, "status_label"), CHILD (notice_label, "notice_label"),
    CHILD (legal_list, "legal_list"), CHILD (facts_label, "facts_label"), CHILD (rules_view, "rules_view"),
    CHILD (content_stack, "content_stack"), CHILD (board_button, "board_button"),
    CHILD (rules_button, "rules_button"), CHILD (players_group, "players_group"),
    CHILD (play_box, "play_box"), CHILD (step_button, "step_button"), CHILD (solve_slot, "solve_slot"),
    CHILD (practice_bar, "practice_bar"), CHILD (rules_error_label, "rules_error_label"),
    CHILD (why_label, "why_label"), CHILD (sidebar, "sidebar"), CHILD (history_label, "history_label"),
    CHILD (warnings_group, "warnings_group"), CHILD (warnings_row, "warnings_row"),
#undef CHILD
  };

  for (guint i = 0; i < G_N_ELEMENTS (children); i++)
    gtk_widget_class_bind_template_child_full (widget_class, children[i].name, FALSE, children[i].offset);
}

static const QdWorksheetKind *const worksheets[] = { &qd_gdl_worksheet, NULL };

static void
qd_gdl_page_class_init (QdGdlPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  QdPageClass *page_class = QD_PAGE_CLASS (klass);

  object_class->dispose = qd_gdl_page_dispose;
  page_class->document_changed = qd_gdl_page_document_changed;
  page_class->snapshot = qd_gdl_page_snapshot;
  page_class->flush_edits = qd_gdl_rules_flush;
  page_class->restore = qd_gdl_page_restore;
  page_class->get_text_export = qd_gdl_page_get_text_export;
  page_class->present_step = qd_gdl_page_present_step;
  page_class->build_animation = qd_gdl_page_build_animation;
  page_class->build_report = qd_gdl_page_build_report;
  page_class->present_position = qd_gdl_page_present_position;
  page_class->stop = qd_gdl_page_stop;
  page_class->worksheets = worksheets;

  g_type_ensure (QD_TYPE_GDL_VIEW);
  g_type_ensure (QD_TYPE_BOARD_PANE);
  g_type_ensure (QD_TYPE_PRACTICE_BAR);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quandary/Quandary/ui/gdl/qd-gdl-page.ui");
  bind_template (widget_class);
  qd_page_class_add_shortcut (page_class, GDK_KEY_Escape, 0, "gdl.stop", N_("Stop the computer players"));
  qd_page_class_add_shortcut (page_class, GDK_KEY_Return, GDK_CONTROL_MASK, "gdl.resume",
                              N_("Let the computer players move"));
  qd_page_class_add_shortcut (page_class, GDK_KEY_h, GDK_CONTROL_MASK, "gdl.hint",
                              N_("The computer’s suggestion for the side to move"));
}

/* The first document: tic-tac-toe from the examples (a one-move puzzle
 * when the resources lack it). */
static QdGdlSheet *
first_sheet (void)
{
  g_autoptr(GBytes) example = g_resources_lookup_data (EXAMPLE, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  QdGdlSheet *sheet = NULL;

  if (example != NULL)
    sheet = qd_gdl_sheet_parse (g_bytes_get_data (example, NULL), (gssize) g_bytes_get_size (example), NULL);
  if (sheet == NULL)
    sheet = qd_gdl_sheet_parse ("(role you)\n(init (step 0))\n(<= (legal you finish) (true (step 0)))\n"
                                "(<= (next (step 1)) (does you finish))\n(<= terminal (true (step 1)))\n"
                                "(<= (goal you 100) (true (step 1)))\n(<= (goal you 0) (true (step 0)))\n", -1, NULL);
  return sheet;
}

static void
qd_gdl_page_init (QdGdlPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->moves = g_array_new (FALSE, FALSE, sizeof (guint32));
  self->movers = g_array_new (FALSE, FALSE, sizeof (guint8));
  self->ply_starts = g_array_new (FALSE, FALSE, sizeof (guint));
  self->legal = g_array_new (FALSE, FALSE, sizeof (guint32));
  self->legal_texts = g_ptr_array_new ();
  self->mover = -1;
  qd_gdl_rules_init (self->rules_view);
  qd_gdl_rules_follow (self->rules_view, self);
  qd_gdl_players_init (self);
  qd_gdl_page_match_init (self);
  qd_gdl_solve_init (self);
  qd_gdl_page_practice_init (self);
  qd_gdl_rules_edit_init (self);
  qd_gdl_page_warnings_init (self);
  self->page_tree = qd_page_tree_new (QD_CANVAS (self->board_view), NULL, (QdPageTreeShow) qd_gdl_page_refresh, self);
  {
    /* data-text: the tree's labels are the moves as the rules write them. */
    GtkWidget *pane = gtk_widget_get_ancestor (GTK_WIDGET (self->board_view), QD_TYPE_BOARD_PANE);
    QdSearchTreePane *tree = pane != NULL ? qd_board_pane_get_search_tree (QD_BOARD_PANE (pane)) : NULL;

    if (tree != NULL)
      gtk_widget_add_css_class (GTK_WIDGET (qd_search_tree_pane_get_view (tree)), "data-text");
  }
  qd_page_add_actions (QD_PAGE (self), page_actions, G_N_ELEMENTS (page_actions), self);
  qd_page_set_text_exports (QD_PAGE (self), text_exports);
  qd_page_set_canvas (QD_PAGE (self), QD_CANVAS (self->board_view));
  g_signal_connect_swapped (self->board_view, "cell-chosen", G_CALLBACK (on_cell_chosen), self);
  g_signal_connect_swapped (self->legal_list, "row-activated", G_CALLBACK (on_row_activated), self);
  g_signal_connect_swapped (self->rules_button, "toggled", G_CALLBACK (on_pane_toggled), self);
  g_signal_connect_swapped (self, "notify::busy", G_CALLBACK (qd_gdl_page_refresh), self);
  /* A screen reader hears the status with the board's position. */
  qd_canvas_follow_status (QD_CANVAS (self->board_view), self->status_label);
  qd_page_set_model (QD_PAGE (self), first_sheet (), QD_PAGE_CHANGE_OPENED);
}

/* ------------------------------------------------------------ for tests */

guint
qd_gdl_page_get_n_moves (QdGdlPage *self)
{
  return self->moves->len;
}

char *
qd_gdl_page_dup_state (QdGdlPage *self)
{
  return qd_gdl_game_state_text (self->sheet->game, self->state);
}

GPtrArray *
qd_gdl_page_get_legal (QdGdlPage *self)
{
  return self->legal_texts;
}

gboolean
qd_gdl_page_play_text (QdGdlPage *self, const char *move)
{
  gint id;

  if (self->mover < 0)
    return FALSE;
  id = qd_gdl_game_move_parse (self->sheet->game, self->state, (guint) self->mover, move);
  if (id < 0)
    return FALSE;
  qd_gdl_page_person_plays (self, (guint32) id);
  return TRUE;
}

gboolean
qd_gdl_page_is_settled (QdGdlPage *self)
{
  return !qd_page_get_busy (QD_PAGE (self)) && self->work == QD_GDL_IDLE && !qd_gdl_rules_reading (self);
}
