/* qd-wargame-page.c — the war game tab: the board (the document), the game
 * played on it, what the sidebar shows, undo and the QdPage methods.  Play
 * is in qd-wargame-play.c, the editor in qd-wargame-editor.c, the reports in
 * qd-wargame-reports.c. */
#include "config.h"
#include "qd-wargame-page-private.h"
#include "app/widgets/qd-widgets.h"
#include "problems/wargame/qd-wargame-tree.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>


G_DEFINE_FINAL_TYPE (QdWargamePage, qd_wargame_page, QD_TYPE_PAGE)

static const QdTextExport text_exports[] = {
  { "log", N_("Game Log…"), "log.txt", QD_TEXT_EXPORT_TRACE,
    N_("one move per line (the side, drop or blitz, the square, the squares that held out), then the final scores") },
  { "report", N_("Matchup Report as Text…"), "report.txt" },
  { "report-csv", N_("Matchup Report as CSV…"), "report.csv" },
  { NULL }
};

const char *
qd_wargame_side_name (QdWargameOwner side)
{
  return side == QD_WARGAME_BLUE ? _("Blue") : _("Green");
}

/* ------------------------------------------------------------ players */

/* The combo rows list the kinds in this order. */
static const QdWargameAgentKind row_kinds[] = {
  QD_WARGAME_AGENT_HUMAN, QD_WARGAME_AGENT_MINIMAX, QD_WARGAME_AGENT_ALPHABETA, QD_WARGAME_AGENT_ENGINE, QD_WARGAME_AGENT_RANDOM,
  QD_WARGAME_AGENT_MCTS,
};

QdOutsidePlayers *
qd_wargame_page_get_outside_players (QdWargamePage *self)
{
  return self->players;
}

const char *
qd_wargame_page_outside_spec (QdWargamePage *self, QdWargameOwner side)
{
  AdwComboRow *row = side == QD_WARGAME_BLUE ? self->blue_row : self->green_row;

  return qd_outside_players_spec (self->players, adw_combo_row_get_selected (row));
}

void
qd_wargame_page_get_spec (QdWargamePage *self, QdWargameOwner side, QdWargameAgentSpec *spec)
{
  AdwComboRow *row = side == QD_WARGAME_BLUE ? self->blue_row : self->green_row;
  guint selected = MIN (adw_combo_row_get_selected (row), G_N_ELEMENTS (row_kinds) - 1);

  memset (spec, 0, sizeof *spec);
  /* An outside agent: its program is the play's to start (qd-wargame-play.c). */
  spec->kind = qd_wargame_page_outside_spec (self, side) != NULL ? QD_WARGAME_AGENT_OUTSIDE : row_kinds[selected];
  spec->depth = (guint) gtk_spin_button_get_value_as_int (side == QD_WARGAME_BLUE ? self->blue_depth_spin : self->green_depth_spin);
  spec->time_ms = (guint) gtk_spin_button_get_value_as_int (side == QD_WARGAME_BLUE ? self->blue_time_spin : self->green_time_spin);
  if (spec->kind == QD_WARGAME_AGENT_MCTS)
    {
      g_autofree char *mcts = qd_mcts_row_spec (self->mcts_spins[side], NULL);

      qd_mcts_spec_parse (mcts, &spec->mcts, NULL);
    }
}

gboolean
qd_wargame_page_is_agent (QdWargamePage *self, QdWargameOwner side)
{
  QdWargameAgentSpec spec;

  qd_wargame_page_get_spec (self, side, &spec);
  return spec.kind != QD_WARGAME_AGENT_HUMAN;
}

void
qd_wargame_page_set_agent (QdWargamePage *self, QdWargameOwner side, const QdWargameAgentSpec *spec)
{
  self->updating = TRUE;
  gtk_spin_button_set_value (side == QD_WARGAME_BLUE ? self->blue_depth_spin : self->green_depth_spin, MAX (spec->depth, 1));
  if (spec->time_ms > 0)
    gtk_spin_button_set_value (side == QD_WARGAME_BLUE ? self->blue_time_spin : self->green_time_spin, spec->time_ms);
  if (spec->kind == QD_WARGAME_AGENT_MCTS && spec->mcts.iterations > 0)
    gtk_spin_button_set_value (self->mcts_spins[side], (double) spec->mcts.iterations);
  self->updating = FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (row_kinds); i++)
    if (row_kinds[i] == spec->kind)
      adw_combo_row_set_selected (side == QD_WARGAME_BLUE ? self->blue_row : self->green_row, i);
}

void
qd_wargame_page_set_outside_agent (QdWargamePage *self, QdWargameOwner side, const char *spec)
{
  adw_combo_row_set_selected (side == QD_WARGAME_BLUE ? self->blue_row : self->green_row,
                              qd_outside_players_index (self->players, spec));
}

/* Depth for the searchers, milliseconds for the engine, nothing otherwise. */
static void
show_agent_rows (QdWargamePage *self)
{
  for (QdWargameOwner side = QD_WARGAME_BLUE; side <= QD_WARGAME_GREEN; side++)
    {
      QdWargameAgentSpec spec;

      qd_wargame_page_get_spec (self, side, &spec);
      gtk_widget_set_visible (GTK_WIDGET (side == QD_WARGAME_BLUE ? self->blue_depth_row : self->green_depth_row),
                              spec.kind == QD_WARGAME_AGENT_MINIMAX || spec.kind == QD_WARGAME_AGENT_ALPHABETA);
      gtk_widget_set_visible (GTK_WIDGET (side == QD_WARGAME_BLUE ? self->blue_time_row : self->green_time_row),
                              spec.kind == QD_WARGAME_AGENT_ENGINE);
      qd_mcts_row_show (self->mcts_spins[side], spec.kind == QD_WARGAME_AGENT_MCTS ? &spec.mcts : NULL);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->attrition_row),
                          adw_combo_row_get_selected (self->rules_row) == QD_WARGAME_RULES_ATTRITION);
}

/* ------------------------------------------------------------ display */

static guint
shown_moves (QdWargamePage *self)
{
  return MIN (self->view_move, qd_wargame_record_n_moves (self->record));
}

guint
qd_wargame_page_get_shown_moves (QdWargamePage *self)
{
  g_return_val_if_fail (QD_IS_WARGAME_PAGE (self), 0);
  return shown_moves (self);
}

static guint
qd_wargame_page_present_position (QdPage *page)
{
  return shown_moves (QD_WARGAME_PAGE (page));
}

/* The position at the selected node of the last search's tree: the one
 * searched, then the path's squares (and chance outcomes) played.  The
 * square of the node's own move, or QD_WARGAME_NO_SQUARE; FALSE without a
 * node selected. */
static gboolean
tree_node_state (QdWargamePage *self, guint *square)
{
  const QdSearchTree *tree = qd_page_tree_get_tree (self->page_tree);
  gint node = qd_page_tree_get_node (self->page_tree);

  *square = QD_WARGAME_NO_SQUARE;
  return node >= 0 && tree != NULL && qd_wargame_tree_position (tree, (guint) node, &self->tree_state, square);
}

static void
update_board (QdWargamePage *self)
{
  QdWargameRenderOptions options;
  guint n = shown_moves (self);
  guint square;

  qd_wargame_render_options_init (&options, NULL);
  if (!qd_wargame_editor_active (self) && tree_node_state (self, &square))
    {
      g_autofree char *text = qd_search_tree_view_describe_node (
        qd_search_tree_pane_get_view (qd_page_tree_get_pane (self->page_tree)),
        (guint) qd_page_tree_get_node (self->page_tree));

      options.state = &self->tree_state;
      options.last_move = square;
      gtk_label_set_label (self->play_label, text);
    }
  else if (qd_wargame_editor_active (self))
    {
      options.cursor = self->cursor;
      options.show_scores = FALSE;
    }
  else
    {
      options.state = qd_wargame_record_state_at (self->record, n);
      if (n > 0)
        {
          const QdWargameMove *m = qd_wargame_record_move (self->record, n - 1);

          options.last_move = m->square;
          options.conquered = &m->conquered;
          options.failed = &m->failed;
        }
      if (n == qd_wargame_record_n_moves (self->record))
        {
          options.hint = self->hint;
          options.cursor = qd_wargame_view_get_hover (self->board_view);
          if (options.cursor != QD_WARGAME_NO_SQUARE && !qd_wargame_is_legal (qd_wargame_record_get_rules (self->record),
                                                                      options.state, options.cursor))
            options.cursor = QD_WARGAME_NO_SQUARE;
        }
    }
  qd_wargame_view_set_options (self->board_view, &options);
}

void
qd_wargame_page_update_actions (QdWargamePage *self)
{
  gboolean busy = self->activity != QD_WARGAME_IDLE;
  gboolean over = qd_wargame_record_is_over (self->record) || self->forfeit != NULL;
  gboolean editing = qd_wargame_editor_active (self);
  QdActionState states[] = {
    { "new-game", self->activity != QD_WARGAME_REPORTING },
    { "hint", !busy && !over && !editing },
    { "computer-move", !busy && !over && !editing },
    { "pause", !self->paused && qd_wargame_play_under_way (self) },
    { "stop", busy || qd_wargame_play_under_way (self) },
    { "randomise", !busy },
    { "run-report", !busy },
    { "view-present", self->view_move != G_MAXUINT },
    { "open-log", !busy },
    { "mcts-step", !over && !editing },
  };

  qd_page_set_actions_enabled (QD_PAGE (self), states, G_N_ELEMENTS (states));
}

static char *
turn_text (QdWargamePage *self)
{
  const QdWargameState *st = qd_wargame_record_state (self->record);
  QdWargameOwner mover = st->to_move;

  if (qd_wargame_editor_active (self))
    return g_strdup (_("Editing the board: click a square and type its value."));
  if (self->forfeit != NULL)
    return g_strdup_printf (_("Game over: %s."), self->forfeit);
  if (qd_wargame_record_is_over (self->record))
    {
      gint b = st->score[QD_WARGAME_BLUE], g = st->score[QD_WARGAME_GREEN];

      if (b == g)
        return g_strdup_printf (_("Game over: a draw at %d each."), b);
      return g_strdup_printf (_("Game over: %s wins, %d to %d."), qd_wargame_side_name (b > g ? QD_WARGAME_BLUE : QD_WARGAME_GREEN),
                              MAX (b, g), MIN (b, g));
    }
  if (self->activity == QD_WARGAME_THINKING)
    return g_strdup_printf (_("%s (computer) is thinking…"), qd_wargame_side_name (mover));
  if (self->activity == QD_WARGAME_REPORTING)
    return g_strdup (_("The matchups are running (see Matchups)."));
  if (qd_wargame_page_is_agent (self, mover))
    return g_strdup_printf (self->paused ? _("%s (computer) to move: paused, press Computer Move.")
                                         : _("%s (computer) to move."), qd_wargame_side_name (mover));
  return g_strdup_printf (_("%s to move: click an empty square."), qd_wargame_side_name (mover));
}

static void
fill_moves_list (QdWargamePage *self)
{
  guint n = qd_wargame_record_n_moves (self->record);
  QdWargameRules *rules = qd_wargame_record_get_rules (self->record);

  for (guint i = 0; i < n; i++)
    {
      const QdWargameMove *m = qd_wargame_record_move (self->record, i);
      const QdWargameState *after = qd_wargame_record_state_at (self->record, i + 1);
      GtkWidget *row;
      char name[4];
      g_autofree char *title = NULL, *subtitle = NULL;
      guint taken = qd_wargame_bits_count (&m->conquered), failed = qd_wargame_bits_count (&m->failed);

      qd_wargame_square_name (rules->board.size, m->square, name);
      title = g_strdup_printf (m->blitz ? _("%u. %s blitz %s") : _("%u. %s drop %s"), i + 1,
                               qd_wargame_side_name (m->player), name);
      if (failed > 0)
        subtitle = g_strdup_printf (_("%u conquered, %u held out — %d : %d"), taken, failed,
                                    after->score[QD_WARGAME_BLUE], after->score[QD_WARGAME_GREEN]);
      else
        subtitle = g_strdup_printf (g_dngettext (NULL, "%u conquered — %d : %d", "%u conquered — %d : %d", taken),
                                    taken, after->score[QD_WARGAME_BLUE], after->score[QD_WARGAME_GREEN]);
      if ((row = qd_list_box_keep_row (self->moves_list, i, title, subtitle)) != NULL)
        gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
    }
  qd_list_box_truncate (self->moves_list, n);
}

static void
select_shown_move (QdWargamePage *self)
{
  guint n = shown_moves (self);
  GtkListBoxRow *row = n > 0 ? gtk_list_box_get_row_at_index (self->moves_list, (gint) n - 1) : NULL;

  self->updating = TRUE;
  gtk_list_box_select_row (self->moves_list, row);
  self->updating = FALSE;
}

void
qd_wargame_page_update_display (QdWargamePage *self)
{
  guint n = shown_moves (self);
  const QdWargameState *st = qd_wargame_record_state_at (self->record, n);
  g_autofree char *blue = g_strdup_printf ("%d", st->score[QD_WARGAME_BLUE]);
  g_autofree char *green = g_strdup_printf ("%d", st->score[QD_WARGAME_GREEN]);
  g_autofree char *units = g_strdup_printf ("%u : %u", st->units[QD_WARGAME_BLUE], st->units[QD_WARGAME_GREEN]);
  g_autofree char *rules = qd_wargame_rules_describe_for_people (qd_wargame_record_get_rules (self->record));
  g_autofree char *turn = turn_text (self);

  gtk_label_set_label (self->blue_score_label, blue);
  gtk_label_set_label (self->green_score_label, green);
  gtk_label_set_label (self->blue_units_label, units);
  gtk_label_set_label (self->rules_label, rules);
  gtk_label_set_label (self->turn_label, turn);
  gtk_widget_set_visible (self->viewing_bar, self->view_move != G_MAXUINT);
  if (self->view_move != G_MAXUINT)
    {
      g_autofree char *text = g_strdup_printf (_("The board after move %u of %u."), n,
                                               qd_wargame_record_n_moves (self->record));

      gtk_label_set_label (self->viewing_label, text);
    }
  update_board (self);
  select_shown_move (self);
  show_agent_rows (self);
  qd_wargame_page_update_actions (self);
}

/* After any change of the game (a move, undo, a new game). */
void
qd_wargame_page_game_changed (QdWargamePage *self)
{
  /* A move taken back or a new game: the forfeit is of another game. */
  g_clear_pointer (&self->forfeit, g_free);
  self->view_move = G_MAXUINT;
  self->hint = QD_WARGAME_NO_SQUARE;
  gtk_label_set_label (self->hint_label, "—");
  fill_moves_list (self);
  qd_wargame_page_update_display (self);
}

static void
set_record (QdWargamePage *self, QdWargameRecord *record)
{
  gboolean resized = self->record == NULL ||
                     qd_wargame_record_get_rules (self->record)->board.size != qd_wargame_record_get_rules (record)->board.size;

  g_clear_pointer (&self->record, qd_wargame_record_free);
  self->record = record;
  /* The view draws the rules' copy of the board: it lives as long as the record. */
  qd_wargame_view_set_board (self->board_view, &qd_wargame_record_get_rules (record)->board);
  if (!resized)
    qd_canvas_redraw (QD_CANVAS (self->board_view));
  qd_wargame_page_game_changed (self);
}

QdWargameRules *
qd_wargame_page_chosen_rules (QdWargamePage *self)
{
  guint set = MIN (adw_combo_row_get_selected (self->rules_row), QD_WARGAME_RULES_ATTRITION);

  return qd_wargame_rules_new (self->board, (QdWargameRuleSet) set, gtk_spin_button_get_value (self->attrition_spin),
                           gtk_spin_button_get_value (self->coin_spin));
}

static void
start_game (QdWargamePage *self)
{
  QdWargameRules *rules = qd_wargame_page_chosen_rules (self);

  if (self->rand != NULL)
    g_rand_free (self->rand);
  self->rand = g_rand_new_with_seed ((guint32) gtk_spin_button_get_value_as_int (self->seed_spin));
  set_record (self, qd_wargame_record_new (rules));
  qd_wargame_rules_unref (rules);
}

void
qd_wargame_page_new_game (QdWargamePage *self)
{
  guint moves = qd_wargame_record_n_moves (self->record);

  qd_wargame_play_stop (self);
  if (moves > 0)
    qd_page_record_state (QD_PAGE (self));
  self->paused = FALSE;
  start_game (self);
  qd_page_toast_new_game (QD_PAGE (self), moves);
  gtk_label_set_label (self->play_label, "");
  qd_wargame_play_go (self);
}

static gboolean
same_board (const QdWargameBoard *a, const QdWargameBoard *b)
{
  return a->size == b->size && memcmp (a->values, b->values, sizeof (gint) * qd_wargame_board_n_squares (a)) == 0;
}

/* A game (undone, redone, replayed) on its own board: the board becomes the
 * document when it is another one (`change`), and the game is shown
 * paused. */
static void
show_game (QdWargamePage *self, const QdWargameBoard *board, QdWargameRecord *record, QdPageChange change)
{
  qd_wargame_play_stop (self);
  if (!same_board (board, self->board))
    {
      self->keep_game = TRUE;
      qd_page_set_model (QD_PAGE (self), qd_wargame_board_copy (board), change);
      self->keep_game = FALSE;
    }
  self->paused = TRUE;
  set_record (self, record);
  qd_wargame_editor_refresh (self);
}

void
qd_wargame_page_show_record (QdWargamePage *self, QdWargameRecord *record)
{
  const QdWargameBoard *board = &qd_wargame_record_get_rules (record)->board;

  /* A log on another board changes the document. */
  if (same_board (board, self->board))
    qd_page_record_state (QD_PAGE (self));
  else
    qd_page_record_edit (QD_PAGE (self));
  show_game (self, board, record, QD_PAGE_CHANGE_REPLACED);
}

/* ------------------------------------------------------------ undo */

/* The undo record: the rules, the board, then the log: the game beside
 * the document, so that undo takes moves back. */
#define LOG_MARK "%%log\n"

static char *
qd_wargame_page_snapshot (QdPage *page)
{
  QdWargamePage *self = QD_WARGAME_PAGE (page);
  QdWargameRules *rules = qd_wargame_record_get_rules (self->record);
  g_autofree char *board = qd_wargame_board_to_string (self->board);
  g_autofree char *log = qd_wargame_record_to_log (self->record);
  char attrition[G_ASCII_DTOSTR_BUF_SIZE], coin[G_ASCII_DTOSTR_BUF_SIZE];

  g_ascii_dtostr (attrition, sizeof attrition, rules->attrition);
  g_ascii_dtostr (coin, sizeof coin, rules->coin);
  return g_strdup_printf ("%d %s %s\n%s%s%s", rules->set, attrition, coin, board, LOG_MARK, log);
}

static void
qd_wargame_page_restore (QdPage *page, const char *snapshot)
{
  QdWargamePage *self = QD_WARGAME_PAGE (page);
  g_autofree char *text = g_strdup (snapshot);
  char *board_text, *log;
  g_auto(GStrv) head = NULL;
  g_autoptr(QdWargameBoard) board = NULL;
  QdWargameRules *rules;
  QdWargameRecord *record;

  /* The history holds only what qd_wargame_page_snapshot wrote. */
  board_text = strchr (text, '\n');
  log = strstr (text, LOG_MARK);
  g_return_if_fail (board_text != NULL && log != NULL);
  *board_text++ = '\0';
  *log = '\0';
  log += strlen (LOG_MARK);
  head = g_strsplit (text, " ", 3);
  board = qd_wargame_board_parse (board_text, -1, NULL);
  g_return_if_fail (board != NULL && g_strv_length (head) == 3);
  rules = qd_wargame_rules_new (board, (QdWargameRuleSet) atoi (head[0]), g_ascii_strtod (head[1], NULL),
                                g_ascii_strtod (head[2], NULL));
  record = qd_wargame_record_from_log (rules, log, -1, NULL);
  qd_wargame_rules_unref (rules);
  g_return_if_fail (record != NULL);
  show_game (self, board, record, QD_PAGE_CHANGE_RESTORED);
  gtk_label_set_label (self->play_label, qd_wargame_page_is_agent (self, QD_WARGAME_BLUE) || qd_wargame_page_is_agent (self, QD_WARGAME_GREEN)
                                         ? _("Agents wait: press Computer Move to go on.") : "");
}

static void
new_game_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  qd_wargame_page_new_game (QD_WARGAME_PAGE (data));
}

static void
view_present_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdWargamePage *self = data;

  self->view_move = G_MAXUINT;
  qd_wargame_page_update_display (self);
}

static void
on_move_activated (GtkListBox *list, GtkListBoxRow *row, QdWargamePage *self)
{
  guint n = (guint) gtk_list_box_row_get_index (row) + 1;

  self->view_move = n >= qd_wargame_record_n_moves (self->record) ? G_MAXUINT : n;
  qd_wargame_page_update_display (self);
}

static void
on_square_clicked (QdWargameView *view, guint square, QdWargamePage *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (view));
  if (qd_wargame_editor_active (self))
    qd_wargame_editor_click (self, square);
  else if (self->view_move != G_MAXUINT)
    {
      self->view_move = G_MAXUINT;
      gtk_label_set_label (self->play_label, _("Back to the game: click again to move."));
      qd_wargame_page_update_display (self);
    }
  else
    qd_wargame_page_play (self, square);
}

static void
on_hover_changed (QdWargameView *view, guint square, QdWargamePage *self)
{
  update_board (self);
  if (!qd_wargame_editor_active (self) && self->view_move == G_MAXUINT)
    qd_wargame_play_describe_hover (self, square);
}

static void
on_settings_changed (QdWargamePage *self)
{
  if (self->updating || (self->players != NULL && qd_outside_players_is_updating (self->players)))
    return;
  show_agent_rows (self);
  self->paused = FALSE;
  qd_wargame_play_go (self);
  qd_wargame_page_update_display (self);
}

static const GActionEntry page_actions[] = {
  { "new-game", new_game_activated },
  { "view-present", view_present_activated },
};

/* ------------------------------------------------------ QdPage methods */

/* A board opened or edited is a new game on it; one that comes with its
 * game (show_game) keeps that. */
static void
qd_wargame_page_document_changed (QdPage *page, QdPageChange change)
{
  QdWargamePage *self = QD_WARGAME_PAGE (page);

  self->board = qd_page_get_model (page);
  if (self->keep_game)
    return;
  qd_wargame_play_stop (self);
  start_game (self);
  qd_wargame_editor_refresh (self);
  if (change == QD_PAGE_CHANGE_OPENED && self->ready)
    qd_wargame_play_go (self);
}

static char *
qd_wargame_page_get_text_export (QdPage *page, const char *id)
{
  QdWargamePage *self = QD_WARGAME_PAGE (page);

  if (g_str_equal (id, "log"))
    return qd_wargame_record_n_moves (self->record) > 0 ? qd_wargame_record_to_log (self->record) : NULL;
  if (g_str_equal (id, "report"))
    return qd_wargame_reports_export (self, FALSE);
  if (g_str_equal (id, "report-csv"))
    return qd_wargame_reports_export (self, TRUE);
  return NULL;
}

static void
qd_wargame_page_stop (QdPage *page)
{
  qd_wargame_play_stop (QD_WARGAME_PAGE (page));
  QD_PAGE_CLASS (qd_wargame_page_parent_class)->stop (page);
}

/* -------------------------------------------------------------- GObject */

static void
qd_wargame_page_dispose (GObject *object)
{
  QdWargamePage *self = QD_WARGAME_PAGE (object);

  qd_wargame_play_stop (self);
  g_clear_pointer (&self->match, qd_match_free);
  g_clear_pointer (&self->page_tree, qd_page_tree_free);
  g_clear_pointer (&self->players, qd_outside_players_free);
  g_clear_pointer (&self->report_agents, qd_outside_players_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), QD_TYPE_WARGAME_PAGE);
  G_OBJECT_CLASS (qd_wargame_page_parent_class)->dispose (object);
}

static void
qd_wargame_page_finalize (GObject *object)
{
  QdWargamePage *self = QD_WARGAME_PAGE (object);

  qd_wargame_play_clear_seats (self);
  g_clear_pointer (&self->record, qd_wargame_record_free);
  g_clear_pointer (&self->rand, g_rand_free);
  g_clear_pointer (&self->report, g_ptr_array_unref);
  g_clear_pointer (&self->notes, g_array_unref);
  g_free (self->forfeit);
  G_OBJECT_CLASS (qd_wargame_page_parent_class)->finalize (object);
}

static void
qd_wargame_page_class_init (QdWargamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  QdPageClass *page_class = QD_PAGE_CLASS (klass);

  object_class->dispose = qd_wargame_page_dispose;
  object_class->finalize = qd_wargame_page_finalize;
  page_class->document_changed = qd_wargame_page_document_changed;
  page_class->snapshot = qd_wargame_page_snapshot;
  page_class->restore = qd_wargame_page_restore;
  page_class->present_step = qd_wargame_play_present_step;
  page_class->present_position = qd_wargame_page_present_position;
  page_class->get_text_export = qd_wargame_page_get_text_export;
  page_class->stop = qd_wargame_page_stop;
  page_class->build_report = qd_wargame_page_build_report;
  page_class->build_animation = qd_wargame_page_build_animation;
  page_class->prepare_check = qd_wargame_page_prepare_check;
  page_class->show_check = qd_wargame_page_show_check;

  g_type_ensure (QD_TYPE_WARGAME_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quandary/Quandary/ui/wargame/qd-wargame-page.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, QdWargamePage, name)
  BIND (main_stack);
  BIND (sidebar);
  BIND (board_view);
  BIND (viewing_bar);
  BIND (viewing_label);
  BIND (turn_label);
  BIND (play_label);
  BIND (blue_score_label);
  BIND (green_score_label);
  BIND (blue_units_label);
  BIND (rules_label);
  BIND (moves_list);
  BIND (blue_row);
  BIND (ai_nodes_row);
  BIND (green_row);
  BIND (blue_depth_row);
  BIND (green_depth_row);
  BIND (blue_time_row);
  BIND (green_time_row);
  BIND (blue_depth_spin);
  BIND (green_depth_spin);
  BIND (blue_time_spin);
  BIND (green_time_spin);
  BIND (rules_row);
  BIND (attrition_row);
  BIND (attrition_spin);
  BIND (coin_spin);
  BIND (seed_spin);
  BIND (delay_scale);
  BIND (ai_depth_label);
  BIND (ai_nodes_label);
  BIND (ai_rate_label);
  BIND (ai_time_label);
  BIND (ai_value_label);
  BIND (ai_pv_label);
  BIND (hint_label);
  BIND (help_label);
  BIND (help_button);
  BIND (edit_switch);
  BIND (size_spin);
  BIND (value_row);
  BIND (value_spin);
  BIND (min_spin);
  BIND (max_spin);
  BIND (random_seed_spin);
  BIND (report_row);
  BIND (report_agent_row);
  BIND (mm_depth_spin);
  BIND (ab_depth_spin);
  BIND (report_status);
  BIND (report_grid);
  BIND (report_placeholder);
#undef BIND
  qd_page_class_add_shortcut (QD_PAGE_CLASS (klass), GDK_KEY_Return, GDK_CONTROL_MASK, "wargame.computer-move",
                              N_("The agent of the side to move plays now"));
  qd_page_class_add_shortcut (QD_PAGE_CLASS (klass), GDK_KEY_Escape, 0, "wargame.stop", N_("Stop the computer"));
}

static void
qd_wargame_page_init (QdWargamePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->page_tree = qd_page_tree_new (QD_CANVAS (self->board_view), NULL, (QdPageTreeShow) qd_wargame_page_update_display, self);
  self->view_move = G_MAXUINT;
  self->hint = self->cursor = QD_WARGAME_NO_SQUARE;
  self->notes = qd_game_notes_new ();
  qd_page_add_actions (QD_PAGE (self), page_actions, G_N_ELEMENTS (page_actions), self);
  qd_page_set_text_exports (QD_PAGE (self), text_exports);
  qd_page_set_canvas (QD_PAGE (self), QD_CANVAS (self->board_view));
  /* The evaluation is explained by the rules layer, untranslated; the
   * catalogue may carry its translation. */
  gtk_label_set_label (self->help_label, qd_wargame_evaluation_description ());

  {
    GtkWidget *empty = gtk_label_new (_("No moves yet."));

    gtk_widget_add_css_class (empty, "dim-label");
    gtk_widget_set_margin_top (empty, 18);
    gtk_widget_set_margin_bottom (empty, 18);
    gtk_list_box_set_placeholder (self->moves_list, empty);
  }
  qd_wargame_play_init (self);
  qd_wargame_editor_init (self);
  qd_wargame_reports_init (self);
  g_signal_connect (self->board_view, "square-clicked", G_CALLBACK (on_square_clicked), self);
  g_signal_connect (self->board_view, "hover-changed", G_CALLBACK (on_hover_changed), self);
  g_signal_connect (self->moves_list, "row-activated", G_CALLBACK (on_move_activated), self);
  /* The registry's agents after Quandary's own in both lists. */
  self->players = qd_outside_players_new (QD_WARGAME_AGENT_GAME, _("War Game"), G_N_ELEMENTS (row_kinds),
                                          (QdOutsidePlayersChanged) on_settings_changed, self);
  qd_outside_players_add_list (self->players, GTK_STRING_LIST (adw_combo_row_get_model (self->blue_row)));
  qd_outside_players_add_list (self->players, GTK_STRING_LIST (adw_combo_row_get_model (self->green_row)));
  qd_outside_players_set_side_names (self->players, qd_wargame_side_name (QD_WARGAME_BLUE),
                                     qd_wargame_side_name (QD_WARGAME_GREEN));
  qd_outside_players_add_log_row (self->players, GTK_WIDGET (self->green_row));
  self->mcts_spins[QD_WARGAME_BLUE] = qd_mcts_row_add (GTK_WIDGET (self->blue_time_row), _("Blue Iterations"), NULL, NULL);
  self->mcts_spins[QD_WARGAME_GREEN] = qd_mcts_row_add (GTK_WIDGET (self->green_time_row), _("Green Iterations"), NULL,
                                                        NULL);
  g_signal_connect_swapped (self->blue_row, "notify::selected", G_CALLBACK (on_settings_changed), self);
  g_signal_connect_swapped (self->green_row, "notify::selected", G_CALLBACK (on_settings_changed), self);
  g_signal_connect_swapped (self->rules_row, "notify::selected", G_CALLBACK (show_agent_rows), self);

  /* A new tab: a random 6 x 6 board with values like the course's. */
  qd_page_set_model (QD_PAGE (self), qd_wargame_board_new_random (6, 1, 99, 1), QD_PAGE_CHANGE_OPENED);
  self->ready = TRUE;
}

const QdWargameBoard *
qd_wargame_page_get_board (QdWargamePage *self)
{
  return self->board;
}

const QdWargameRecord *
qd_wargame_page_get_record (QdWargamePage *self)
{
  return self->record;
}

GPtrArray *
qd_wargame_page_get_report (QdWargamePage *self)
{
  return self->report;
}
