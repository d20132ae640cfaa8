/* qd-kcell-page.c — the KCell tab.
 *
 * The document is a saved game (qd_kcell_game_*): the board size, who plays
 * each side and the moves.  The turns are the match loop's
 * (core/qd-match-async.h, over problems/kcell/qd-kcell-match.h's rules):
 * whenever an agent is to move and nothing else runs, its search starts on
 * a QdJob; its move is played when the job ends and the stone flies to its
 * cell; the next move waits until it lands.  A
 * human moves by clicking a ringed stone.  Undo takes back to the position
 * before the human's last move (the agents' replies go with it), so an edit
 * is recorded only before human moves and changes of the game. */
#include "config.h"
#include "qd-kcell-page-private.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-owned.h"
#include "app/widgets/qd-board-pane.h"


G_DEFINE_FINAL_TYPE (QdKcellPage, qd_kcell_page, QD_TYPE_PAGE)

static const QdTextExport text_exports[] = {
  { "transcript", N_("Game Transcript…"), "transcript.txt", QD_TEXT_EXPORT_EXACT,
    N_("the player to move and the board before each move (o: player 1, x: player 2, _: empty), then the final board and the result") },
  { "report", N_("Experiment as Text…"), "experiment.txt" },
  { "report-csv", N_("Experiment as CSV…"), "experiment.csv" },
  { NULL }
};


/* ------------------------------------------------------------ players */

QdKcellAgent
qd_kcell_page_agent (QdKcellPage *self, guint side)
{
  QdKcellAgent agent;

  qd_kcell_agent_parse (self->game->agents[side], &agent, NULL);
  return agent;
}

char *
qd_kcell_page_player_name (QdKcellPage *self, guint side)
{
  QdKcellAgent agent = qd_kcell_page_agent (self, side);
  const char *spec = self->game->agents[side];
  g_autofree char *who = NULL;

  /* An outside agent by its name in the registry (or its command). */
  if (agent.kind == QD_KCELL_AGENT_OUTSIDE)
    who = g_strdup (strchr (spec, ':') + 1);
  else
    who = qd_kcell_agent_describe (&agent);
  return g_strdup_printf (_("Player %u (%s)"), side + 1, who);
}

static void
sync_player_rows (QdKcellPage *self)
{
  AdwComboRow *rows[2] = { self->p1_row, self->p2_row };
  GtkSpinButton *spins[2] = { self->p1_depth_spin, self->p2_depth_spin };
  GtkWidget *depth_rows[2] = { self->p1_depth_row, self->p2_depth_row };

  self->updating = TRUE;
  for (guint side = 0; side < 2; side++)
    {
      QdKcellAgent agent = qd_kcell_page_agent (self, side);

      adw_combo_row_set_selected (rows[side], qd_kcell_players_index (self, side));
      if (qd_kcell_agent_has_depth (agent.kind))
        gtk_spin_button_set_value (spins[side], agent.depth);
      gtk_widget_set_sensitive (depth_rows[side], qd_kcell_agent_has_depth (agent.kind));
      qd_mcts_row_show (self->mcts_spins[side], agent.kind == QD_KCELL_AGENT_MCTS ? &agent.mcts : NULL);
    }
  gtk_spin_button_set_value (self->cells_spin, self->game->rules.cells);
  gtk_spin_button_set_value (self->stones_spin, self->game->rules.stones);
  self->updating = FALSE;
}

/* ------------------------------------------------------------ display */

void
qd_kcell_page_position (QdKcellPage *self, QdKcellPosition *pos)
{
  qd_kcell_game_position (self->game, G_MAXUINT, pos);
}

static gboolean
human_to_move (QdKcellPage *self, const QdKcellPosition *pos)
{
  return qd_kcell_outcome (&self->game->rules, pos) == QD_KCELL_ONGOING &&
         qd_kcell_page_agent (self, pos->to_move).kind == QD_KCELL_AGENT_HUMAN;
}

static void
update_actions (QdKcellPage *self)
{
  gboolean busy = qd_page_get_busy (QD_PAGE (self));
  QdKcellPosition pos;
  gboolean ongoing;
  QdActionState states[4];

  qd_kcell_page_position (self, &pos);
  ongoing = qd_kcell_outcome (&self->game->rules, &pos) == QD_KCELL_ONGOING;
  states[0] = (QdActionState) { "resume", !busy && ongoing && self->paused };
  states[1] = (QdActionState) { "stop", busy };
  states[2] = (QdActionState) { "report-match", !self->reporting };
  states[3] = (QdActionState) { "report-sizes", !self->reporting };
  qd_page_set_actions_enabled (QD_PAGE (self), states, G_N_ELEMENTS (states));
  qd_page_update_undo (QD_PAGE (self));
}

static void
update_moves_list (QdKcellPage *self)
{
  QdKcellPosition pos;

  qd_kcell_start (&self->game->rules, &pos);
  for (guint i = 0; i < self->game->moves->len; i++)
    {
      guint move = g_array_index (self->game->moves, guint8, i);
      g_autofree char *what = qd_kcell_move_describe (&self->game->rules, &pos, move);
      g_autofree char *title = g_strdup_printf (_("%u. Player %u: %s"), i + 1, pos.to_move + 1u, what);
      g_autofree char *board = NULL;
      GtkWidget *row;

      qd_kcell_apply (&self->game->rules, &pos, move, &pos, NULL, NULL);
      board = qd_kcell_board_string (&self->game->rules, &pos);
      if ((row = qd_list_box_keep_row (self->moves_list, i, title, board)) != NULL)
        {
          adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 1);
          gtk_widget_add_css_class (row, "property");
        }
    }
  qd_list_box_truncate (self->moves_list, self->game->moves->len);
}

static void
update_status (QdKcellPage *self, const QdKcellPosition *pos)
{
  QdKcellOutcome outcome = qd_kcell_outcome (&self->game->rules, pos);
  g_autofree char *who = qd_kcell_page_player_name (self, pos->to_move);
  g_autofree char *status = NULL;
  const char *hint = "";

  if (self->forfeit != 0)
    {
      g_autofree char *loser = qd_kcell_page_player_name (self, self->forfeit - 1);
      g_autofree char *winner = qd_kcell_page_player_name (self, 2 - self->forfeit);

      status = g_strdup_printf (_("%s forfeits (%s): %s wins."), loser, self->forfeit_cause, winner);
      hint = _("Start a new game, take moves back with Undo, or press Play to ask it again.");
    }
  else switch (outcome)
    {
    case QD_KCELL_P1_WINS:
    case QD_KCELL_P2_WINS:
      {
        g_autofree char *winner = qd_kcell_page_player_name (self, outcome == QD_KCELL_P1_WINS ? 0 : 1);

        status = g_strdup_printf (_("%s wins."), winner);
        hint = _("Start a new game, or take moves back with Undo.");
        break;
      }
    case QD_KCELL_DRAW:
      status = g_strdup (_("A draw: nobody can move, and both have as many stones packed at the far side."));
      hint = _("Start a new game, or take moves back with Undo.");
      break;
    case QD_KCELL_ONGOING:
    default:
      if (self->thinking)
        {
          QdJob *job = qd_page_get_job (QD_PAGE (self));
          double seconds = job != NULL ? qd_job_get_elapsed_us (job) / 1e6 : 0;

          status = g_strdup_printf (_("%s is thinking… %.1f s"), who, seconds);
          hint = _("Stop pauses the computer players.");
        }
      else if (self->reporting)
        {
          /* The experiment has the computer: the game waits for it. */
          status = g_strdup (_("An experiment is running: the game waits."));
          hint = _("Stop ends the experiment; the game goes on from here.");
        }
      else if (human_to_move (self, pos))
        {
          status = g_strdup_printf (_("%s to move."), who);
          hint = _("Click a ringed stone to move it: it steps forward, or jumps over the piece in front and keeps jumping while it can.");
        }
      else
        {
          status = g_strdup_printf (self->paused ? _("%s to move: paused.") : _("%s to move."), who);
          hint = self->paused ? _("Press Play to let the computer players move.") : "";
        }
    }
  gtk_label_set_label (self->status_label, status);
  gtk_label_set_label (self->hint_label, hint);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), *hint != '\0');
}

static void
update_last_search (QdKcellPage *self)
{
  g_autofree char *time = NULL;
  g_autofree char *value = NULL;

  if (!self->has_last)
    {
      gtk_label_set_label (self->move_label, "—");
      gtk_label_set_label (self->value_label, "—");
      qd_label_set_count (self->nodes_label, FALSE, 0);
      gtk_label_set_label (self->time_label, "—");
      return;
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->nodes_row), self->last_mcts ? _("Iterations") : _("Nodes"));
  time = qd_format_ms (self->last.search.time_us, 1);
  value = self->last.search.nodes > 0 ? g_strdup_printf ("%+.3f", self->last.search.value) : g_strdup ("—");
  qd_label_set_count (self->nodes_label, self->last.search.nodes > 0, self->last.search.nodes);
  gtk_label_set_label (self->value_label, value);
  gtk_label_set_label (self->time_label, time);
}

/* While a node of the last search's tree is selected the board shows its
 * position (the one searched, then the moves on the node's path) and the
 * status its description. */
static void
show_tree_node (QdKcellPage *self)
{
  const QdSearchTree *tree = qd_page_tree_get_tree (self->page_tree);
  gint node = qd_page_tree_get_node (self->page_tree);
  QdKcellPosition pos = self->tree_root;
  g_autofree QdMove *moves = NULL;
  g_autofree char *text = NULL;
  guint depth;

  if (node < 0)
    return;
  moves = g_new (QdMove, qd_search_tree_node (tree, (guint) node)->depth + 1);
  depth = qd_search_tree_game_moves_to (tree, (guint) node, moves);
  for (guint i = 0; i < depth; i++)
    {
      guint trail[QD_KCELL_MAX_CELLS], n_trail = 0;

      if (moves[i] == QD_KCELL_PASS)
        pos.to_move = pos.to_move == QD_KCELL_P1 ? QD_KCELL_P2 : QD_KCELL_P1;
      else if (qd_kcell_is_legal (&self->game->rules, &pos, moves[i]))
        qd_kcell_apply (&self->game->rules, &pos, moves[i], &pos, trail, &n_trail);
    }
  qd_kcell_view_set_position (self->board_view, &self->game->rules, &pos, 0, NULL, 0);
  text = qd_search_tree_view_describe_node (qd_search_tree_pane_get_view (qd_page_tree_get_pane (self->page_tree)),
                                            (guint) node);
  gtk_label_set_label (self->status_label, text);
}

/* Shows the game as it is; `fly` animates its last move. */
static void
refresh (QdKcellPage *self, gboolean fly)
{
  QdKcellPosition pos, before;
  guint trail[QD_KCELL_MAX_CELLS], n_trail = 0;
  guint64 movable = 0;
  guint n = self->game->moves->len;

  qd_kcell_page_position (self, &pos);
  if (n > 0)
    {
      guint move = g_array_index (self->game->moves, guint8, n - 1);

      qd_kcell_game_position (self->game, n - 1, &before);
      if (move != QD_KCELL_PASS)
        qd_kcell_apply (&self->game->rules, &before, move, &before, trail, &n_trail);
    }
  if (human_to_move (self, &pos) && !qd_page_get_busy (QD_PAGE (self)))
    movable = qd_kcell_movable (&self->game->rules, &pos, pos.to_move);
  qd_kcell_view_set_position (self->board_view, &self->game->rules, &pos, movable, trail, n_trail);
  if (fly)
    qd_kcell_view_animate (self->board_view);
  update_status (self, &pos);
  show_tree_node (self);
  update_last_search (self);
  update_moves_list (self);
  update_actions (self);
}

static void
refresh_node (QdKcellPage *self)
{
  refresh (self, FALSE);
}

/* ------------------------------------------------------------ moving */

static void
stop_think_timer (QdKcellPage *self)
{
  g_clear_handle_id (&self->think_timer, g_source_remove);
}

/* Stops an agent's search (an experiment runs on). */
static void
cancel_thinking (QdKcellPage *self)
{
  if (!self->thinking)
    return;
  /* A move's search: the match forgets it (it is asked again). */
  if (!self->analysing)
    qd_match_reset (self->match, NULL, self->game->moves->len);
  qd_page_cancel_job (QD_PAGE (self));
  self->thinking = FALSE;
  self->analysing = FALSE;
  stop_think_timer (self);
}

typedef struct {
  QdOwned owned;
  QdKcellRules rules;
  QdKcellPosition pos;
  QdKcellAgent agent;       /* an outside one holds a reference to its program */
  GArray *history;          /* the moves from the start (an outside agent is sent them) */
  guint32 seed;
  QdSearchTree *tree;
} MoveTask;

static void
free_choice (gpointer data)
{
  QdKcellChoice *choice = data;

  g_clear_error (&choice->forfeit);
  g_free (choice);
}

static gpointer
move_worker (QdJob *job, gpointer data, GError **error)
{
  MoveTask *task = data;
  g_autoptr(GRand) rand = g_rand_new_with_seed (task->seed);
  QdKcellChooseOptions options = { qd_job_get_stop_flag (job), 0, rand, task->tree };
  QdKcellChoice *choice = g_new0 (QdKcellChoice, 1);

  options.history = (const guint8 *) task->history->data;
  options.n_history = task->history->len;
  /* MCTS as `quandary-cli kcell --seed 1` plays it. */
  options.seed = 1;
  options.ply = task->history->len;
  /* A forfeit is a result too: its cause is in the choice. */
  if (!qd_kcell_agent_choose (&task->agent, &task->rules, &task->pos, &options, choice) && choice->forfeit == NULL)
    {
      g_free (choice);
      return NULL;
    }
  qd_progress_set (&qd_job_get_progress (job)->nodes, (gint64) choice->search.nodes);
  return choice;
}

/* `player` forfeited: the toast and the status say why. */
void
qd_kcell_page_say_forfeit (QdKcellPage *self, guint player, const char *cause)
{
  g_autofree char *who = qd_kcell_page_player_name (self, player);
  g_autofree char *text = g_strdup_printf (_("%s forfeits: %s"), who, cause);

  self->forfeit = player + 1u;
  g_free (self->forfeit_cause);
  self->forfeit_cause = g_strdup (cause);
  self->paused = TRUE;
  qd_page_toast (QD_PAGE (self), text);
}

/* A search's move, noted: to be played, or (`analysing`) only shown. */
void
qd_kcell_page_take_choice (QdKcellPage *self, const QdKcellChoice *choice, gboolean analysing)
{
  QdKcellPosition pos;
  g_autofree char *what = NULL;
  const QdSearchTree *tree = qd_page_tree_get_tree (self->page_tree);
  guint n = self->game->moves->len;

  self->last = *choice;
  self->last.forfeit = NULL;
  self->has_last = TRUE;
  qd_kcell_page_position (self, &pos);
  self->last_mcts = qd_kcell_page_agent (self, pos.to_move).kind == QD_KCELL_AGENT_MCTS;
  /* The move's search, for the report; the tree (if any) is its. */
  if (!analysing && qd_kcell_page_agent (self, pos.to_move).kind != QD_KCELL_AGENT_RANDOM)
    qd_game_notes_add (self->notes, &(QdGameSearchNote) { n, choice->move, choice->search.value,
                                                          choice->search.nodes, choice->search.time_us });
  if (tree != NULL && qd_search_tree_is_bound (tree))
    self->tree_move = n + 1;
  what = qd_kcell_move_describe (&self->game->rules, &pos, choice->move);
  if (analysing)
    {
      g_autofree char *value = g_strdup_printf ("%g", choice->search.value);
      g_autofree char *said = g_strdup_printf (_("The computer would play %s here (value %s); its search is "
                                                 "in the search tree."), what, value);

      /* Searched to be looked at (a check's step), not played. */
      self->tree_move = 0;
      gtk_label_set_label (self->move_label, said);
      return;
    }
  gtk_label_set_label (self->move_label, what);
}

/* The page's end of its search (before the match's: a move is its). */
static void
on_move_done (QdPage *page, QdJob *job)
{
  QdKcellPage *self = QD_KCELL_PAGE (page);
  const QdKcellChoice *choice = qd_job_get_result (job);
  gboolean analysing = self->analysing;
  QdKcellPosition pos;

  self->thinking = FALSE;
  self->analysing = FALSE;
  stop_think_timer (self);
  qd_page_tree_run_ended (self->page_tree);
  if (!analysing)
    return;
  qd_kcell_page_position (self, &pos);
  if (choice == NULL || choice->forfeit != NULL)
    {
      if (choice != NULL)
        qd_kcell_page_say_forfeit (self, pos.to_move, choice->forfeit->message);
      self->paused = TRUE;
      refresh (self, FALSE);
      return;
    }
  qd_kcell_page_take_choice (self, choice, TRUE);
  refresh (self, FALSE);
}

static gboolean
on_think_tick (gpointer data)
{
  QdKcellPage *self = data;
  QdKcellPosition pos;

  qd_kcell_page_position (self, &pos);
  update_status (self, &pos);
  return G_SOURCE_CONTINUE;
}

/* The agent to move searches `pos` (recorded into the tab's search tree);
 * with `to_play`, its move is then played, else only shown. */
void
qd_kcell_page_start_thinking (QdKcellPage *self, const QdKcellPosition *position, QdKcellAgent agent, gboolean to_play)
{
  QdKcellPosition pos = *position;
  MoveTask *task;

  if (agent.kind == QD_KCELL_AGENT_OUTSIDE)
    {
      g_autoptr(GError) error = NULL;

      agent.outside = qd_kcell_players_outside (self, pos.to_move, &error);
      if (agent.outside == NULL)
        {
          self->paused = TRUE;
          qd_page_toast (QD_PAGE (self), error->message);
          refresh (self, FALSE);
          return;
        }
    }
  task = g_new0 (MoveTask, 1);
  task->rules = self->game->rules;
  task->pos = pos;
  task->agent = agent;
  /* The outside agent's reference, if any, is the task's. */
  qd_owned_add (&task->owned, agent.outside, (GDestroyNotify) qd_outside_agent_release);
  task->history = qd_owned_add (&task->owned, g_array_copy (self->game->moves), (GDestroyNotify) g_array_unref);
  task->seed = 1 + 7919u * self->game->moves->len;
  /* Every searcher's tree (an MCTS tree with N, U/N and UCB1 per node). */
  task->tree = qd_owned_add (&task->owned,
                             qd_page_tree_start (self->page_tree, QD_SEARCH_TREE_GAME, QD_KCELL_PAGE_TREE_BUDGET),
                             (GDestroyNotify) qd_search_tree_unref);
  self->tree_root = pos;
  self->tree_move = 0;
  self->thinking = TRUE;
  self->analysing = !to_play;
  qd_page_start_job (QD_PAGE (self), to_play ? _("The computer’s move") : _("The computer’s search"), move_worker,
                     task, qd_owned_free, free_choice, on_move_done);
  self->think_timer = g_timeout_add (200, on_think_tick, self);
  refresh (self, FALSE);
}

void
qd_kcell_page_refresh (QdKcellPage *self, gboolean fly)
{
  refresh (self, fly);
}

void
qd_kcell_page_cancel_thinking (QdKcellPage *self)
{
  cancel_thinking (self);
}

static void
on_settled (QdKcellPage *self)
{
  qd_kcell_page_continue (self);
}

static void
on_cell_clicked (QdKcellView *view, guint cell, QdKcellPage *self)
{
  QdKcellPosition pos;

  qd_kcell_page_position (self, &pos);
  if (qd_page_get_busy (QD_PAGE (self)) || qd_kcell_view_is_animating (self->board_view) ||
      !human_to_move (self, &pos))
    return;
  if (!qd_kcell_is_legal (&self->game->rules, &pos, cell))
    {
      gtk_label_set_label (self->hint_label,
                           ((pos.to_move == QD_KCELL_P1 ? pos.p1 : pos.p2) >> cell & 1)
                           ? _("That stone is blocked: the cell in front is taken and so is the one after it.")
                           : _("Click one of your own stones, the ringed ones."));
      return;
    }
  qd_page_record_edit (QD_PAGE (self));
  self->paused = FALSE;
  qd_match_reset (self->match, NULL, self->game->moves->len);
  qd_match_submit_move (self->match, cell, NULL);
}

/* ------------------------------------------------------------ actions */

/* The game is another one, or changed as a whole: the agents start again
 * from what it says. */
static void
show_game (QdKcellPage *self)
{
  cancel_thinking (self);
  self->has_last = FALSE;
  sync_player_rows (self);
  refresh (self, FALSE);
  qd_kcell_page_continue (self);
}

static void
resume_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdKcellPage *self = data;

  self->paused = FALSE;
  qd_kcell_page_continue (self);
  refresh (self, FALSE);
}

static void
stop_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdKcellPage *self = data;
  QdJob *job = qd_page_get_job (QD_PAGE (self));

  /* The job's "finished" still comes: a stopped experiment shows what it
   * has, a stopped search pauses the agents. */
  self->paused = TRUE;
  if (self->thinking && !self->analysing)
    qd_match_stop (self->match);
  self->thinking = FALSE;
  self->analysing = FALSE;
  stop_think_timer (self);
  if (job != NULL)
    qd_job_cancel (job);
  refresh (self, FALSE);
}

static void
new_game_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdKcellPage *self = data;
  QdKcellRules rules;
  g_autoptr(GError) error = NULL;
  guint moves;

  if (!qd_kcell_rules_init (&rules, (guint) gtk_spin_button_get_value_as_int (self->cells_spin),
                            (guint) gtk_spin_button_get_value_as_int (self->stones_spin), &error))
    {
      g_autofree char *message = g_strdup_printf (_("Cannot start this game: %s"), error->message);

      qd_page_toast (QD_PAGE (self), message);
      return;
    }
  moves = self->game->moves->len;
  qd_page_record_edit (QD_PAGE (self));
  self->paused = FALSE;
  qd_page_set_model (QD_PAGE (self), qd_kcell_game_new (&rules, self->game->agents[0], self->game->agents[1]),
                     QD_PAGE_CHANGE_REPLACED);
  qd_page_toast_new_game (QD_PAGE (self), moves);
}

static void
on_player_changed (QdKcellPage *self)
{
  AdwComboRow *rows[2] = { self->p1_row, self->p2_row };
  GtkSpinButton *spins[2] = { self->p1_depth_spin, self->p2_depth_spin };

  if (self->updating || qd_outside_players_is_updating (self->players))
    return;
  qd_page_record_edit (QD_PAGE (self));
  for (guint side = 0; side < 2; side++)
    {
      char *spec = qd_kcell_players_spec (self, adw_combo_row_get_selected (rows[side]),
                                          (guint) gtk_spin_button_get_value_as_int (spins[side]));

      if (adw_combo_row_get_selected (rows[side]) == QD_KCELL_AGENT_MCTS)
        {
          g_free (spec);
          spec = qd_mcts_row_spec (self->mcts_spins[side], self->game->agents[side]);
        }
      g_free (self->game->agents[side]);
      self->game->agents[side] = spec;
    }
  show_game (self);
}

static const GActionEntry page_actions[] = {
  { "resume", resume_activated },
  { "stop", stop_activated },
  { "new-game", new_game_activated },
  { "mcts-step", qd_kcell_page_mcts_activated },
};

/* ------------------------------------------------------ QdPage methods */

static void
qd_kcell_page_document_changed (QdPage *page, QdPageChange change)
{
  QdKcellPage *self = QD_KCELL_PAGE (page);

  self->game = qd_page_get_model (page);
  self->forfeit = 0;
  g_clear_pointer (&self->forfeit_cause, g_free);
  /* Back in time the agents wait, so the position can be looked at; a game
   * opened starts at once. */
  if (change == QD_PAGE_CHANGE_RESTORED)
    self->paused = TRUE;
  else if (change == QD_PAGE_CHANGE_OPENED)
    self->paused = FALSE;
  show_game (self);
}

/* Undo waits while an experiment has the computer. */
static gboolean
qd_kcell_page_can_undo (QdPage *page)
{
  return !QD_KCELL_PAGE (page)->reporting;
}

static char *
qd_kcell_page_get_text_export (QdPage *page, const char *id)
{
  QdKcellPage *self = QD_KCELL_PAGE (page);

  if (g_str_equal (id, "transcript"))
    return self->game->moves->len > 0 ? qd_kcell_game_transcript (self->game) : NULL;
  if (g_str_equal (id, "report"))
    return g_strdup (self->report_text);
  if (g_str_equal (id, "report-csv"))
    return g_strdup (self->report_csv);
  return NULL;
}

static void
qd_kcell_page_stop (QdPage *page)
{
  QdKcellPage *self = QD_KCELL_PAGE (page);

  qd_match_stop (self->match);
  self->thinking = self->reporting = FALSE;
  stop_think_timer (self);
  QD_PAGE_CLASS (qd_kcell_page_parent_class)->stop (page);
}

/* -------------------------------------------------------------- GObject */

static void
qd_kcell_page_dispose (GObject *object)
{
  QdKcellPage *self = QD_KCELL_PAGE (object);

  stop_think_timer (self);
  qd_page_cancel_job (QD_PAGE (self));
  g_clear_pointer (&self->match, qd_match_free);
  g_clear_pointer (&self->page_tree, qd_page_tree_free);
  g_clear_pointer (&self->players, qd_outside_players_free);
  g_clear_pointer (&self->match_agents, qd_outside_players_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), QD_TYPE_KCELL_PAGE);
  G_OBJECT_CLASS (qd_kcell_page_parent_class)->dispose (object);
}

static void
qd_kcell_page_finalize (GObject *object)
{
  QdKcellPage *self = QD_KCELL_PAGE (object);

  g_free (self->report_text);
  g_free (self->report_csv);
  g_free (self->forfeit_cause);
  g_clear_pointer (&self->notes, g_array_unref);
  G_OBJECT_CLASS (qd_kcell_page_parent_class)->finalize (object);
}

static void
qd_kcell_page_class_init (QdKcellPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  QdPageClass *page_class = QD_PAGE_CLASS (klass);

  object_class->dispose = qd_kcell_page_dispose;
  object_class->finalize = qd_kcell_page_finalize;
  page_class->document_changed = qd_kcell_page_document_changed;
  page_class->can_undo = qd_kcell_page_can_undo;
  page_class->present_step = qd_kcell_present_step;
  page_class->present_position = qd_kcell_present_position;
  page_class->get_text_export = qd_kcell_page_get_text_export;
  page_class->stop = qd_kcell_page_stop;
  page_class->build_report = qd_kcell_page_build_report;
  page_class->build_animation = qd_kcell_page_build_animation;
  page_class->prepare_check = qd_kcell_page_prepare_check;
  page_class->show_check = qd_kcell_page_show_check;

  g_type_ensure (QD_TYPE_KCELL_VIEW);
  g_type_ensure (QD_TYPE_BOARD_PANE);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quandary/Quandary/ui/kcell/qd-kcell-page.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, QdKcellPage, name)
  BIND (board_view);
  BIND (report_revealer);
  BIND (report_title);
  BIND (report_view);
  BIND (status_label);
  BIND (hint_label);
  BIND (agents_model);
  BIND (p1_row);
  BIND (p2_row);
  BIND (p1_depth_row);
  BIND (p2_depth_row);
  BIND (p1_depth_spin);
  BIND (p2_depth_spin);
  BIND (cells_spin);
  BIND (stones_spin);
  BIND (move_label);
  BIND (value_label);
  BIND (nodes_label);
  BIND (nodes_row);
  BIND (time_label);
  BIND (moves_list);
  BIND (games_spin);
  BIND (match_depth_spin);
  BIND (match_agent_row);
  BIND (report_progress);
#undef BIND
  /* Reachable by tests (gtk_widget_get_template_child), not kept. */
  gtk_widget_class_bind_template_child_full (widget_class, "sidebar", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "heuristic_row", FALSE, 0);
  qd_page_class_add_shortcut (QD_PAGE_CLASS (klass), GDK_KEY_Escape, 0, "kcell.stop", N_("Stop the computer players"));
  qd_page_class_add_shortcut (QD_PAGE_CLASS (klass), GDK_KEY_Return, GDK_CONTROL_MASK, "kcell.resume",
                              N_("Let the computer players move"));
}

static void
qd_kcell_page_init (QdKcellPage *self)
{
  QdKcellRules rules;

  gtk_widget_init_template (GTK_WIDGET (self));
  qd_kcell_players_init (self);
  self->mcts_spins[0] = qd_mcts_row_add (GTK_WIDGET (self->p1_depth_row), _("Player 1 Iterations"),
                                         G_CALLBACK (on_player_changed), self);
  self->mcts_spins[1] = qd_mcts_row_add (GTK_WIDGET (self->p2_depth_row), _("Player 2 Iterations"),
                                         G_CALLBACK (on_player_changed), self);
  self->notes = qd_game_notes_new ();
  qd_kcell_page_match_init (self);
  self->page_tree = qd_page_tree_new (QD_CANVAS (self->board_view), NULL, (QdPageTreeShow) refresh_node, self);
  qd_page_add_actions (QD_PAGE (self), page_actions, G_N_ELEMENTS (page_actions), self);
  qd_kcell_experiment_init (self);
  qd_page_set_text_exports (QD_PAGE (self), text_exports);
  qd_page_set_canvas (QD_PAGE (self), QD_CANVAS (self->board_view));

  /* The course's first exercise: 7 cells, 2 stones, a human against a
   * searcher that sees to the end. */
  qd_kcell_rules_init (&rules, 7, 2, NULL);
  qd_page_set_model (QD_PAGE (self), qd_kcell_game_new (&rules, "human", "alphabeta"), QD_PAGE_CHANGE_OPENED);

  g_signal_connect (self->board_view, "cell-clicked", G_CALLBACK (on_cell_clicked), self);
  g_signal_connect_swapped (self->board_view, "settled", G_CALLBACK (on_settled), self);
  g_signal_connect_swapped (self->p1_row, "notify::selected", G_CALLBACK (on_player_changed), self);
  g_signal_connect_swapped (self->p2_row, "notify::selected", G_CALLBACK (on_player_changed), self);
  g_signal_connect_swapped (self->p1_depth_spin, "value-changed", G_CALLBACK (on_player_changed), self);
  g_signal_connect_swapped (self->p2_depth_spin, "value-changed", G_CALLBACK (on_player_changed), self);
  g_signal_connect_swapped (self, "notify::busy", G_CALLBACK (update_actions), self);
  refresh (self, FALSE);
}

const QdKcellGame *
qd_kcell_page_get_game (QdKcellPage *self)
{
  return self->game;
}

void
qd_kcell_page_click (QdKcellPage *self, guint cell)
{
  on_cell_clicked (self->board_view, cell, self);
}

void
qd_kcell_page_set_agent (QdKcellPage *self, QdKcellPlayer side, const QdKcellAgent *agent)
{
  GtkSpinButton *spin = side == QD_KCELL_P1 ? self->p1_depth_spin : self->p2_depth_spin;

  self->updating = TRUE;
  if (qd_kcell_agent_has_depth (agent->kind))
    gtk_spin_button_set_value (spin, agent->depth);
  if (agent->kind == QD_KCELL_AGENT_MCTS)
    qd_mcts_row_show (self->mcts_spins[side], &agent->mcts);
  adw_combo_row_set_selected (side == QD_KCELL_P1 ? self->p1_row : self->p2_row, agent->kind);
  self->updating = FALSE;
  on_player_changed (self);
}

void
qd_kcell_page_set_player (QdKcellPage *self, QdKcellPlayer side, const char *spec)
{
  QdKcellAgent agent;

  g_return_if_fail (qd_kcell_agent_parse (spec, &agent, NULL));
  qd_page_record_edit (QD_PAGE (self));
  g_free (self->game->agents[side]);
  self->game->agents[side] = g_strdup (spec);
  sync_player_rows (self);
  show_game (self);
}

gboolean
qd_kcell_page_is_settled (QdKcellPage *self)
{
  return !qd_page_get_busy (QD_PAGE (self)) && !qd_kcell_view_is_animating (self->board_view);
}

const char *
qd_kcell_page_get_report (QdKcellPage *self)
{
  return self->report_text;
}

gboolean
qd_kcell_page_think_here (QdKcellPage *self, gboolean to_play)
{
  QdKcellPosition pos;
  QdKcellAgent agent;

  qd_kcell_page_position (self, &pos);
  if (qd_page_get_busy (QD_PAGE (self)) || (to_play && qd_kcell_view_is_animating (self->board_view)) ||
      qd_kcell_outcome (&self->game->rules, &pos) != QD_KCELL_ONGOING)
    return FALSE;
  agent = qd_kcell_page_agent (self, pos.to_move);
  if (!to_play && (agent.kind == QD_KCELL_AGENT_HUMAN || agent.kind == QD_KCELL_AGENT_RANDOM))
    return FALSE;
  if (to_play)
    {
      /* One move of the match, which undo takes back; the agents wait
       * after it. */
      qd_page_record_edit (QD_PAGE (self));
      self->paused = TRUE;
      qd_match_reset (self->match, NULL, self->game->moves->len);
      return qd_match_step (self->match);
    }
  qd_kcell_page_start_thinking (self, &pos, agent, FALSE);
  return TRUE;
}
