/* qd-kinarow-page.c — the k-in-a-row tab.
 *
 * The document is a saved game (qd_kinarow_game_*): the board, who plays
 * each side and the moves.  The turns are the match loop's
 * (core/qd-match-async.h, over problems/kinarow/qd-kinarow-match.h's
 * rules): whenever an agent is to move and nothing else runs, it asks for
 * its search on the page's job (qd-kinarow-page-search.c) and plays its
 * move when the job ends.  A person plays by a click, by the
 * keyboard's cursor and Return, or, with gravity, by a column's number.
 * Undo takes back to the position before the person's last move (the
 * agents' replies go with it), so an edit is recorded only before a
 * person's moves, the editor's changes and new games. */
#include "config.h"
#include "qd-kinarow-page-private.h"
#include "app/widgets/qd-widgets.h"
#include "app/widgets/qd-board-pane.h"

#include <glib/gi18n.h>
#include <string.h>

G_DEFINE_FINAL_TYPE (QdKinarowPage, qd_kinarow_page, QD_TYPE_PAGE)

static const QdTextExport text_exports[] = {
  { "position", N_("Position as Moves…"), "position.txt", QD_TEXT_EXPORT_DATA },
  { NULL }
};

static void match_go (QdKinarowPage *self);

/* ------------------------------------------------------------ players */

QdKinarowAgent
qd_kinarow_page_agent (QdKinarowPage *self, guint side)
{
  QdKinarowAgent agent = { QD_KINAROW_AGENT_HUMAN };

  /* A name this build cannot run (an agent still to come) waits for a person. */
  if (!qd_kinarow_agent_parse (self->game->agents[side], &agent, NULL))
    agent.kind = QD_KINAROW_AGENT_HUMAN;
  return agent;
}

/* How deep alpha-beta with a cutoff looks within a second or so: every
 * empty cell is a move, so a Gomoku board allows two plies, Connect Four's
 * four. */
static guint
quick_depth (const QdKinarowRules *rules)
{
  return rules->gravity || rules->cells <= 64 ? 4 : 2;
}

/* ------------------------------------------------------------ display */

void
qd_kinarow_page_position (QdKinarowPage *self, QdKinarowPosition *pos)
{
  qd_kinarow_game_position (self->game, G_MAXUINT, pos);
}

static void
update_actions (QdKinarowPage *self)
{
  gboolean busy = qd_page_get_busy (QD_PAGE (self));
  gboolean editing = qd_kinarow_editor_is_on (self);
  QdKinarowPosition pos;
  gboolean ongoing, computer;

  qd_kinarow_page_position (self, &pos);
  ongoing = qd_kinarow_outcome (&pos) == QD_KINAROW_ONGOING;
  /* Play while a computer player is to move and waits (a person moves
   * by playing a stone). */
  computer = ongoing && qd_kinarow_page_agent (self, pos.to_move).kind != QD_KINAROW_AGENT_HUMAN;
  qd_page_set_actions_enabled (QD_PAGE (self), (QdActionState[]) {
      { "resume", !busy && !editing && computer && self->paused },
      { "stop", busy },
      { "hint", !busy && !editing && ongoing },
      { "solve", !busy && !editing && ongoing && qd_kinarow_search_can_solve (self) },
      { "mcts-step", !editing && ongoing },
    }, 5);
  gtk_widget_set_visible (self->solve_group, self->game->rules.gravity);
  qd_page_update_undo (QD_PAGE (self));
}

static void
update_moves_list (QdKinarowPage *self)
{
  for (guint i = 0; i < self->game->moves->len; i++)
    {
      guint16 move = g_array_index (self->game->moves, guint16, i);
      g_autofree char *what = qd_kinarow_move_to_string (&self->game->rules, move);
      g_autofree char *title = g_strdup_printf (i % 2 == 0 ? _("%u. X: %s") : _("%u. O: %s"), i + 1, what);

      qd_list_box_keep_row (self->moves_list, i, title, NULL);
    }
  qd_list_box_truncate (self->moves_list, self->game->moves->len);
}

static void
set_notice (QdKinarowPage *self, const char *notice)
{
  g_free (self->notice);
  self->notice = g_strdup (notice);
}

/* The last search's figures, or dashes before any. */
static void
update_last_search (QdKinarowPage *self)
{
  const QdGameSearchResult *search = self->has_last ? &self->last.search : NULL;
  gboolean searched = search != NULL && search->nodes > 0;
  g_autofree char *value = searched ? g_strdup_printf ("%+.3f", search->value) : NULL;
  g_autofree char *time = search != NULL ? qd_format_ms (search->time_us, 1) : NULL;

  if (search == NULL)
    gtk_label_set_label (self->move_label, "—");
  gtk_label_set_label (self->value_label, value != NULL ? value : "—");
  gtk_label_set_label (self->time_label, time != NULL ? time : "—");
  qd_label_set_count (self->nodes_label, searched, searched ? search->nodes : 0);
}

/* A node of the last search selected: the board shows its position and the
 * status says the node. */
static gboolean
show_tree_node (QdKinarowPage *self)
{
  g_autofree char *text = NULL;
  g_autoptr(GArray) path = qd_page_tree_game_path (self->page_tree, &text);
  QdKinarowPosition pos = self->tree_root;

  if (path == NULL)
    return FALSE;
  for (guint i = 0; i < path->len; i++)
    {
      QdMove move = g_array_index (path, QdMove, i);

      if (qd_kinarow_is_legal (&self->game->rules, &pos, move))
        qd_kinarow_apply (&self->game->rules, &pos, move, &pos);
    }
  qd_kinarow_view_set_position (self->board_view, &self->game->rules, &pos, NULL);
  gtk_label_set_label (self->status_label, text);
  return TRUE;
}

void
qd_kinarow_page_refresh (QdKinarowPage *self)
{
  QdKinarowPosition pos;
  gboolean scored = self->scored_moves == self->game->moves->len;

  qd_kinarow_page_position (self, &pos);
  qd_kinarow_view_set_playable (self->board_view, (qd_kinarow_page_person_to_move (self, &pos) && self->work == QD_KINAROW_IDLE) ||
                                                  qd_kinarow_editor_is_on (self));
  qd_kinarow_view_set_position (self->board_view, &self->game->rules, &pos, scored ? self->scores : NULL);
  qd_kinarow_page_update_status (self);
  show_tree_node (self);
  update_last_search (self);
  update_moves_list (self);
  update_actions (self);
}

static void
refresh_node (gpointer page)
{
  qd_kinarow_page_refresh (page);
}

/* ------------------------------------------------------------ moving */

/* A move was played (the match's): the board shows the game again, not a
 * node of the last search. */
static void
after_move (QdKinarowPage *self)
{
  qd_page_tree_leave_node (self->page_tree);
  set_notice (self, NULL);
  qd_page_set_modified (QD_PAGE (self), TRUE);
  qd_kinarow_page_refresh (self);
}

/* The status's seconds while a search runs. */
static gboolean
on_think_tick (gpointer page)
{
  qd_kinarow_page_update_status (page);
  return G_SOURCE_CONTINUE;
}

/* The page's job ended or stopped (qd-kinarow-page-search.c calls it). */
static void
work_ended (QdKinarowPage *self)
{
  self->work = QD_KINAROW_IDLE;
  g_clear_handle_id (&self->think_timer, g_source_remove);
}

void
qd_kinarow_page_cancel_work (QdKinarowPage *self)
{
  if (self->work == QD_KINAROW_IDLE)
    return;
  /* A move's search: the match forgets it (it is asked again). */
  if (self->work == QD_KINAROW_THINKING)
    qd_match_reset (self->match, NULL, self->game->moves->len);
  qd_page_cancel_job (QD_PAGE (self));
  work_ended (self);
}

/* A hint's search is over (a move's is the match's: match_job_move):
 * `choice` NULL when it was stopped. */
static void
on_search_done (QdKinarowPage *self, QdKinarowWork work, const QdKinarowChoice *choice)
{
  g_autofree char *what = NULL;
  g_autofree char *said = NULL;

  work_ended (self);
  qd_page_tree_run_ended (self->page_tree);
  if (choice == NULL || choice->forfeit != NULL)
    {
      self->paused = TRUE;
      qd_kinarow_page_refresh (self);
      return;
    }
  self->last = *choice;
  self->last.forfeit = NULL;
  self->has_last = TRUE;
  what = qd_kinarow_move_to_string (&self->game->rules, choice->move);
  gtk_label_set_label (self->move_label, what);
  said = g_strdup_printf (_("Hint: play %s (its evaluation %+.2f for X, from −1 a sure loss to +1 a sure win); its search is in the search tree."),
                          what, choice->search.value);
  self->tree_move = 0;
  set_notice (self, said);
  qd_canvas_set_cursor (QD_CANVAS (self->board_view),
                        self->game->rules.gravity ? (gint) (choice->move % self->game->rules.width)
                                                  : (gint) choice->move);
  qd_kinarow_page_refresh (self);
}

void
qd_kinarow_page_search_done (QdKinarowPage *self, QdKinarowWork work, const QdKinarowChoice *choice)
{
  on_search_done (self, work, choice);
}

void
qd_kinarow_page_solved (QdKinarowPage *self, QdKinarowWork work, guint best_column)
{
  work_ended (self);
  if (work == QD_KINAROW_HINTING)
    {
      g_autofree char *said = g_strdup_printf (_("Hint: play column %u (the solver’s scores are over the columns)."),
                                               best_column + 1);

      set_notice (self, said);
      qd_canvas_set_cursor (QD_CANVAS (self->board_view), (gint) best_column);
    }
  qd_kinarow_page_refresh (self);
}

/* Starts the page's job: `agent`'s search (a move or a hint), or with
 * NULL Connect Four's solver. */
static void
start_work (QdKinarowPage *self, const QdKinarowAgent *agent, QdKinarowWork work)
{
  self->work = work;
  qd_kinarow_page_position (self, &self->tree_root);
  if (agent == NULL)
    qd_kinarow_search_solve (self);
  else
    qd_kinarow_search_start (self, agent, work);
  if (self->work == QD_KINAROW_IDLE)
    return;   /* it could not start (an outside agent refused): said */
  self->think_timer = g_timeout_add (200, on_think_tick, self);
  qd_kinarow_page_refresh (self);
}

/* The searcher of a person's turn (a hint, a step): the whole game on
 * small boards, else a look ahead; `agent` is the player's own. */
static QdKinarowAgent
person_searcher (QdKinarowPage *self, QdKinarowAgent agent)
{
  if (agent.kind == QD_KINAROW_AGENT_HUMAN || agent.kind == QD_KINAROW_AGENT_RANDOM ||
      agent.kind == QD_KINAROW_AGENT_OUTSIDE)
    {
      agent = (QdKinarowAgent) { QD_KINAROW_AGENT_HEURISTIC, quick_depth (&self->game->rules) };
      if (self->game->rules.cells <= 16)
        agent.kind = QD_KINAROW_AGENT_ALPHABETA;
    }
  return agent;
}

/* ------------------------------------------------------------ the match */

/* The match's game: qd_kinarow_match_rules' view of the game on the
 * board, its position taken anew (the editor changes it too). */
static gpointer
match_game (gpointer page)
{
  QdKinarowPage *self = page;

  self->board_match.game = self->game;
  qd_kinarow_page_position (self, &self->board_match.pos);
  return &self->board_match;
}

static void
match_player (gpointer data, guint side, QdMatchPlayer *who)
{
  QdKinarowPage *self = data;

  who->name = self->game->agents[side];
  who->human = qd_kinarow_page_agent (self, side).kind == QD_KINAROW_AGENT_HUMAN;
}

/* The agents wait while something runs, while editing, while paused and
 * after a forfeit. */
static gboolean
match_may_go (gpointer data)
{
  QdKinarowPage *self = data;

  return !qd_page_get_busy (QD_PAGE (self)) && !self->paused && !qd_kinarow_editor_is_on (self) &&
         self->forfeit == 0;
}

/* The page's job: the agent's search, or a person's searcher for a step. */
static QdJob *
match_start_job (gpointer data, const QdMatchTurn *turn)
{
  QdKinarowPage *self = data;
  QdKinarowAgent agent = qd_kinarow_page_agent (self, turn->player);

  if (self->stepping)
    agent = person_searcher (self, agent);
  self->stepping = FALSE;
  start_work (self, &agent, QD_KINAROW_THINKING);
  return self->work == QD_KINAROW_THINKING ? qd_page_get_job (QD_PAGE (self)) : NULL;
}

/* The agent's search is over: its move to the match, or its forfeit. */
static QdMatchEnd
match_job_move (gpointer data, QdJob *job, const QdMatchTurn *turn, guint32 *move, GError **cause)
{
  QdKinarowPage *self = data;
  const QdKinarowChoice *choice = qd_job_get_result (job);
  g_autofree char *what = NULL;

  work_ended (self);
  qd_page_tree_run_ended (self->page_tree);
  if (choice == NULL)
    return QD_MATCH_STOPPED;
  if (choice->forfeit != NULL)
    {
      g_propagate_error (cause, g_error_copy (choice->forfeit));
      return QD_MATCH_FORFEIT;
    }
  self->last = *choice;
  self->last.forfeit = NULL;
  self->has_last = TRUE;
  what = qd_kinarow_move_to_string (&self->game->rules, choice->move);
  gtk_label_set_label (self->move_label, what);
  if (qd_kinarow_page_agent (self, turn->player).kind != QD_KINAROW_AGENT_RANDOM)
    qd_game_notes_add (self->notes, &(QdGameSearchNote) { self->game->moves->len, choice->move,
                                                          choice->search.value, choice->search.nodes,
                                                          choice->search.time_us });
  self->tree_move = self->game->moves->len + 1;
  *move = choice->move;
  return QD_MATCH_MOVED;
}

static void
match_moved (gpointer data, const QdMatchTurn *turn, guint32 move)
{
  after_move (data);
}

/* A forfeit, or the agents' turn stopped from elsewhere: they wait. */
static void
match_turn_ended (gpointer data, QdMatchEnd end)
{
  QdKinarowPage *self = data;
  const QdMatchResult *result = qd_match_get_result (self->match);
  const char *cause = qd_match_get_forfeit (self->match);

  if (end == QD_MATCH_MOVED || end == QD_MATCH_OVER)
    return;   /* said by match_moved */
  self->paused = TRUE;
  if (cause != NULL)
    {
      g_autofree char *who = qd_kinarow_page_player_name (self, result->forfeiter - 1);
      g_autofree char *text = g_strdup_printf (_("%s forfeits: %s"), who, cause);

      self->forfeit = result->forfeiter;
      g_free (self->forfeit_cause);
      self->forfeit_cause = g_strdup (cause);
      qd_page_toast (QD_PAGE (self), text);
    }
  qd_kinarow_page_refresh (self);
}

static const QdMatchDriver match_driver = {
  .game = match_game, .player = match_player, .may_go = match_may_go, .start_job = match_start_job, .job_move = match_job_move,
  .moved = match_moved, .turn_ended = match_turn_ended,
};

/* Moves on from the position on the board: the match asks the player to
 * move (nothing happens while a move is being searched). */
static void
match_go (QdKinarowPage *self)
{
  if (qd_match_get_state (self->match) == QD_MATCH_STATE_THINKING)
    return;
  qd_match_reset (self->match, NULL, self->game->moves->len);
  qd_match_go (self->match);
}

gboolean
qd_kinarow_page_think_here (QdKinarowPage *self, gboolean to_play)
{
  QdKinarowPosition pos;
  QdKinarowAgent agent;

  qd_kinarow_page_position (self, &pos);
  if (qd_page_get_busy (QD_PAGE (self)) || qd_kinarow_outcome (&pos) != QD_KINAROW_ONGOING)
    return FALSE;
  if (to_play)
    {
      /* One move of the match, the agents waiting after it. */
      qd_page_record_edit (QD_PAGE (self));
      self->paused = TRUE;
      self->stepping = TRUE;
      qd_match_reset (self->match, NULL, self->game->moves->len);
      qd_match_step (self->match);
      self->stepping = FALSE;
      return TRUE;
    }
  agent = person_searcher (self, qd_kinarow_page_agent (self, pos.to_move));
  start_work (self, &agent, QD_KINAROW_HINTING);
  return TRUE;
}

/* A person's click, key or Return on `target`. */
static void
on_target_chosen (QdKinarowPage *self, guint target)
{
  const QdKinarowRules *rules = &self->game->rules;
  QdKinarowPosition pos;
  gint move = (gint) target;

  if (qd_kinarow_editor_is_on (self))
    {
      qd_kinarow_editor_target (self, target);
      return;
    }
  qd_kinarow_page_position (self, &pos);
  if (qd_page_get_busy (QD_PAGE (self)) || !qd_kinarow_page_person_to_move (self, &pos))
    return;
  if (rules->gravity)
    move = qd_kinarow_drop_cell (rules, &pos, target);
  if (move < 0 || !qd_kinarow_is_legal (rules, &pos, (guint) move))
    {
      set_notice (self, rules->gravity ? _("That column is full: choose another.")
                                       : _("That cell is taken: choose an empty one."));
      qd_kinarow_page_refresh (self);
      return;
    }
  qd_page_record_edit (QD_PAGE (self));
  self->paused = FALSE;
  match_go (self);
  qd_match_submit_move (self->match, (guint) move, NULL);
}

/* ------------------------------------------------------------ actions */

/* The game is another one, or changed as a whole. */
static void
show_game (QdKinarowPage *self)
{
  qd_kinarow_page_cancel_work (self);
  self->has_last = FALSE;
  self->scored_moves = G_MAXUINT;
  set_notice (self, NULL);
  gtk_label_set_label (self->solve_label, "");
  qd_kinarow_players_sync (self);
  qd_kinarow_editor_sync (self);
  qd_kinarow_page_refresh (self);
  match_go (self);
}

/* Play lets the agents move (a forfeit is forgiven: asked again); Stop
 * ends the search under way and keeps them waiting. */
static void
let_agents_move (QdKinarowPage *self, gboolean go)
{
  self->paused = !go;
  if (go)
    {
      self->forfeit = 0;
      match_go (self);
    }
  else
    {
      gboolean thinking = self->work == QD_KINAROW_THINKING;

      qd_match_stop (self->match);
      qd_kinarow_page_cancel_work (self);
      qd_page_toast (QD_PAGE (self), thinking ? _("Stopped: press Play to go on.") : _("Stopped"));
    }
  qd_kinarow_page_refresh (self);
}

/* "resume" (Play) and "stop". */
static void
play_or_stop_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  let_agents_move (data, g_str_equal (g_action_get_name (G_ACTION (action)), "resume"));
}

/* Connect Four's hint is the solver's best column; other games' a search. */
static void
hint_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdKinarowPage *self = data;

  if (qd_page_get_busy (QD_PAGE (self)))
    return;
  if (qd_kinarow_search_can_solve (self))
    start_work (self, NULL, QD_KINAROW_HINTING);
  else
    qd_kinarow_page_think_here (self, FALSE);
}

static void
solve_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdKinarowPage *self = data;

  if (!qd_page_get_busy (QD_PAGE (self)) && qd_kinarow_search_can_solve (self))
    start_work (self, NULL, QD_KINAROW_SOLVING);
}

/* The rules the New Game rows give, or FALSE with a toast. */
static const char *const bundled[] = { "tictactoe", "connect4", "gomoku" };

static gboolean
rules_chosen (QdKinarowPage *self, QdKinarowRules *rules)
{
  guint index = adw_combo_row_get_selected (self->game_row);
  g_autoptr(GError) error = NULL;

  if (index < G_N_ELEMENTS (bundled) ? qd_kinarow_rules_parse (rules, bundled[index], &error)
      : qd_kinarow_rules_init (rules, (guint) gtk_spin_button_get_value_as_int (self->width_spin),
                               (guint) gtk_spin_button_get_value_as_int (self->height_spin),
                               (guint) gtk_spin_button_get_value_as_int (self->k_spin),
                               gtk_switch_get_active (self->gravity_switch), &error))
    return TRUE;
  {
    g_autofree char *message = g_strdup_printf (_("Cannot start this game: %s"), error->message);

    qd_page_toast (QD_PAGE (self), message);
  }
  return FALSE;
}

/* A search to the end of the game never ends beyond tic-tac-toe's size:
 * on a larger board such a player becomes alpha-beta with a cutoff. */
static void
fit_agents (QdKinarowPage *self, QdKinarowGame *game)
{
  gboolean changed = FALSE;

  for (guint side = 0; side < 2 && game->rules.cells > 16; side++)
    {
      QdKinarowAgent agent;

      if (qd_kinarow_agent_parse (game->agents[side], &agent, NULL) &&
          (agent.kind == QD_KINAROW_AGENT_MINIMAX || agent.kind == QD_KINAROW_AGENT_ALPHABETA))
        {
          g_free (game->agents[side]);
          game->agents[side] = g_strdup_printf ("alphabeta:%u", quick_depth (&game->rules));
          changed = TRUE;
        }
    }
  if (changed)
    {
      g_autofree char *said = g_strdup_printf (_("A search to the end of the game would not finish on this board: "
                                                 "alpha-beta to depth %u plays instead."), quick_depth (&game->rules));

      qd_page_toast (QD_PAGE (self), said);
    }
}

void
qd_kinarow_page_new_game (QdKinarowPage *self, const QdKinarowRules *rules)
{
  guint moves = self->game->moves->len;
  QdKinarowGame *game = qd_kinarow_game_new (rules, self->game->agents[0], self->game->agents[1]);

  fit_agents (self, game);
  qd_page_record_edit (QD_PAGE (self));
  self->paused = FALSE;
  qd_page_set_model (QD_PAGE (self), game, QD_PAGE_CHANGE_REPLACED);
  qd_page_toast_new_game (QD_PAGE (self), moves);
}

static void
new_game_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdKinarowPage *self = data;
  QdKinarowRules rules;

  if (rules_chosen (self, &rules))
    qd_kinarow_page_new_game (self, &rules);
}

static void
on_game_row_changed (QdKinarowPage *self)
{
  gtk_widget_set_visible (self->custom_rows, adw_combo_row_get_selected (self->game_row) == 3);
}

static void
on_player_changed (QdKinarowPage *self)
{
  if (self->updating || qd_outside_players_is_updating (self->players))
    return;
  qd_page_record_edit (QD_PAGE (self));
  for (guint side = 0; side < 2; side++)
    {
      /* The spec is made from the name it replaces (a kind chosen anew
       * starts at its own default): free the old one after. */
      char *spec = qd_kinarow_players_spec (self, side);

      g_free (self->game->agents[side]);
      self->game->agents[side] = spec;
    }
  self->forfeit = 0;
  show_game (self);
}

/* The page's actions ("kinarow.hint", …); undo and redo are the base's. */
static const GActionEntry page_actions[] = {
  { .name = "hint", .activate = hint_activated },
  { .name = "solve", .activate = solve_activated },
  { .name = "mcts-step", .activate = qd_kinarow_players_step_activated },
  { .name = "new-game", .activate = new_game_activated },
  { .name = "resume", .activate = play_or_stop_activated },
  { .name = "stop", .activate = play_or_stop_activated },
};

/* ------------------------------------------------------ QdPage methods */

/* The New Game rows say the game on the board once one is opened (a
 * Gomoku file does not leave "Tic-Tac-Toe" there): New Game starts another
 * of the same kind unless they are changed. */
static void
sync_new_game_rows (QdKinarowPage *self)
{
  const QdKinarowRules *rules = &self->game->rules;
  g_autofree char *name = qd_kinarow_rules_name (rules);
  guint index = 3;

  for (guint i = 0; i < G_N_ELEMENTS (bundled); i++)
    if (g_str_equal (name, bundled[i]))
      index = i;
  gtk_spin_button_set_value (self->width_spin, rules->width);
  gtk_spin_button_set_value (self->height_spin, rules->height);
  gtk_spin_button_set_value (self->k_spin, rules->k);
  gtk_switch_set_active (self->gravity_switch, rules->gravity);
  adw_combo_row_set_selected (self->game_row, index);
}

static void
qd_kinarow_page_document_changed (QdPage *page, QdPageChange change)
{
  QdKinarowPage *self = QD_KINAROW_PAGE (page);

  self->game = qd_page_get_model (page);
  if (change == QD_PAGE_CHANGE_OPENED)
    sync_new_game_rows (self);
  g_clear_pointer (&self->forfeit_cause, g_free);
  self->forfeit = 0;
  /* A game opened starts at once; back in time (undo, redo) the agents
   * wait, so that the position can be looked at. */
  self->paused = change == QD_PAGE_CHANGE_RESTORED || (change != QD_PAGE_CHANGE_OPENED && self->paused);
  show_game (self);
}

static char *
qd_kinarow_page_get_text_export (QdPage *page, const char *id)
{
  QdKinarowPage *self = QD_KINAROW_PAGE (page);
  g_autofree char *moves = NULL;

  if (!g_str_equal (id, "position"))
    return NULL;
  moves = qd_kinarow_moves_to_string (&self->game->rules, (const guint16 *) self->game->moves->data,
                                      self->game->moves->len);
  return g_strconcat (moves, "\n", NULL);
}

static void
qd_kinarow_page_stop (QdPage *page)
{
  QdKinarowPage *self = QD_KINAROW_PAGE (page);

  qd_match_stop (self->match);
  work_ended (self);
  QD_PAGE_CLASS (qd_kinarow_page_parent_class)->stop (page);
}

/* -------------------------------------------------------------- GObject */

/* What the page holds besides its widgets (dispose may run twice). */
static void
drop_state (QdKinarowPage *self)
{
  g_clear_handle_id (&self->think_timer, g_source_remove);
  g_clear_pointer (&self->players, qd_outside_players_free);
  g_clear_pointer (&self->page_tree, qd_page_tree_free);
  g_clear_pointer (&self->notes, g_array_unref);
  g_clear_pointer (&self->notice, g_free);
  g_clear_pointer (&self->forfeit_cause, g_free);
}

/* Everything goes here (there is no finalize): the job first, so that its
 * end never reaches a page half gone. */
static void
qd_kinarow_page_dispose (GObject *object)
{
  QdKinarowPage *self = QD_KINAROW_PAGE (object);

  qd_page_cancel_job (QD_PAGE (self));
  g_clear_pointer (&self->match, qd_match_free);
  drop_state (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), QD_TYPE_KINAROW_PAGE);
  G_OBJECT_CLASS (qd_kinarow_page_parent_class)->dispose (object);
}

static void
bind_template (GtkWidgetClass *widget_class)
{
  static const struct { const char *name; gsize offset; } children[] = {
#define CHILD(field, name) { name, G_STRUCT_OFFSET (QdKinarowPage, field) }
    CHILD (board_view, "board_view"), CHILD (status_label, "status_label"), CHILD (hint_label, "hint_label"),
    CHILD (agents_model, "agents_model"), CHILD (player_rows[0], "p1_row"), CHILD (player_rows[1], "p2_row"),
    CHILD (strength_rows[0], "p1_strength_row"), CHILD (strength_rows[1], "p2_strength_row"),
    CHILD (strength_spins[0], "p1_strength_spin"), CHILD (strength_spins[1], "p2_strength_spin"),
    CHILD (game_row, "game_row"), CHILD (custom_rows, "custom_rows"), CHILD (width_spin, "width_spin"),
    CHILD (height_spin, "height_spin"), CHILD (k_spin, "k_spin"), CHILD (gravity_switch, "gravity_switch"),
    CHILD (solve_group, "solve_group"), CHILD (solve_label, "solve_label"), CHILD (move_label, "move_label"),
    CHILD (value_label, "value_label"), CHILD (nodes_label, "nodes_label"), CHILD (time_label, "time_label"),
    CHILD (moves_list, "moves_list"), CHILD (edit_switch, "edit_switch"), CHILD (edit_rows, "edit_rows"),
    CHILD (paint_x, "paint_x"), CHILD (paint_o, "paint_o"), CHILD (paint_erase, "paint_erase"),
    CHILD (edit_turn_row, "edit_turn_row"),
#undef CHILD
  };

  for (guint i = 0; i < G_N_ELEMENTS (children); i++)
    gtk_widget_class_bind_template_child_full (widget_class, children[i].name, FALSE, children[i].offset);
  /* Reachable by tests (gtk_widget_get_template_child), not kept. */
  gtk_widget_class_bind_template_child_full (widget_class, "sidebar", FALSE, 0);
}

static void
qd_kinarow_page_class_init (QdKinarowPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  QdPageClass *page_class = QD_PAGE_CLASS (klass);

  object_class->dispose = qd_kinarow_page_dispose;
  page_class->document_changed = qd_kinarow_page_document_changed;
  page_class->get_text_export = qd_kinarow_page_get_text_export;
  page_class->stop = qd_kinarow_page_stop;
  page_class->build_report = qd_kinarow_page_build_report;
  page_class->build_animation = qd_kinarow_page_build_animation;
  page_class->prepare_check = qd_kinarow_page_prepare_check;
  page_class->show_check = qd_kinarow_page_show_check;
  page_class->present_step = qd_kinarow_present_step;
  page_class->present_position = qd_kinarow_present_position;

  g_type_ensure (QD_TYPE_KINAROW_VIEW);
  g_type_ensure (QD_TYPE_BOARD_PANE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/quandary/Quandary/ui/kinarow/qd-kinarow-page.ui");
  bind_template (widget_class);
  qd_page_class_add_shortcut (page_class, GDK_KEY_Escape, 0, "kinarow.stop", N_("Stop the computer players"));
  qd_page_class_add_shortcut (page_class, GDK_KEY_Return, GDK_CONTROL_MASK, "kinarow.resume",
                              N_("Let the computer players move"));
  qd_page_class_add_shortcut (page_class, GDK_KEY_h, GDK_CONTROL_MASK, "kinarow.hint",
                              N_("The computer’s suggestion for the side to move"));
}

static void
qd_kinarow_page_init (QdKinarowPage *self)
{
  QdKinarowRules rules;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->scored_moves = G_MAXUINT;
  self->notes = qd_game_notes_new ();
  self->match = qd_match_new (&qd_kinarow_match_rules, NULL, 0, &match_driver, self);
  qd_kinarow_players_init (self);
  self->page_tree = qd_page_tree_new (QD_CANVAS (self->board_view), NULL, refresh_node, self);
  qd_page_add_actions (QD_PAGE (self), page_actions, G_N_ELEMENTS (page_actions), self);
  qd_page_set_text_exports (QD_PAGE (self), text_exports);
  qd_page_set_canvas (QD_PAGE (self), QD_CANVAS (self->board_view));
  qd_kinarow_editor_init (self);

  /* AIMA's figure 5.1: tic-tac-toe, a person against a searcher that sees
   * to the end. */
  qd_kinarow_rules_parse (&rules, "tictactoe", NULL);
  qd_page_set_model (QD_PAGE (self), qd_kinarow_game_new (&rules, "human", "alphabeta"), QD_PAGE_CHANGE_OPENED);

  g_signal_connect_swapped (self->board_view, "target-chosen", G_CALLBACK (on_target_chosen), self);
  g_signal_connect_swapped (self->game_row, "notify::selected", G_CALLBACK (on_game_row_changed), self);
  for (guint side = 0; side < 2; side++)
    {
      g_signal_connect_swapped (self->player_rows[side], "notify::selected", G_CALLBACK (on_player_changed), self);
      g_signal_connect_swapped (self->strength_spins[side], "value-changed", G_CALLBACK (on_player_changed), self);
    }
  g_signal_connect_swapped (self, "notify::busy", G_CALLBACK (update_actions), self);
  /* A screen reader hears the status with the board's position. */
  qd_canvas_follow_status (QD_CANVAS (self->board_view), self->status_label);
  on_game_row_changed (self);
}

/* ------------------------------------------------------------ for tests */

const QdKinarowGame *
qd_kinarow_page_get_game (QdKinarowPage *self)
{
  return self->game;
}

void
qd_kinarow_page_choose (QdKinarowPage *self, guint target)
{
  on_target_chosen (self, target);
}

void
qd_kinarow_page_set_player (QdKinarowPage *self, guint side, const char *spec)
{
  g_return_if_fail (side < 2 && qd_kinarow_agent_check (spec, NULL));
  qd_page_record_edit (QD_PAGE (self));
  g_free (self->game->agents[side]);
  self->game->agents[side] = g_strdup (spec);
  show_game (self);
}

gboolean
qd_kinarow_page_is_settled (QdKinarowPage *self)
{
  return !qd_page_get_busy (QD_PAGE (self)) && self->work == QD_KINAROW_IDLE;
}
