/* qd-takestones-page.c — the Take-Stones tab.
 *
 * The document is a QdTakestonesRecord (board size, players, the moves so far);
 * undo keeps its text.  The turns are the match loop's
 * (core/qd-match-async.h, over problems/takestones/qd-takestones-match.h's
 * rules): a computer player's stone is searched on a QdJob (played after a
 * short pause so that a person sees the evaluations); for a human the
 * computer searches the position to show what each stone is worth.  The evaluator report runs on the same job slot
 * and holds the computer back while it runs. */
#include "config.h"
#include "qd-takestones-page-private.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-owned.h"
#include "app/widgets/qd-board-pane.h"
#include "qd-takestones-view.h"

#define MOVE_PAUSE_MS 600


G_DEFINE_FINAL_TYPE (QdTakestonesPage, qd_takestones_page, QD_TYPE_PAGE)

static const QdTextExport text_exports[] = {
  { "game", N_("Game as Text…"), "game.txt", QD_TEXT_EXPORT_EXACT,
    N_("“Player P: S” for each move (player P took stone S), then the winner") },
  { "report", N_("Evaluator Report as Text…"), "evaluator-report.txt" },
  { NULL }
};

/* ------------------------------------------------------------- helpers */

/* No move left, or an outside agent forfeited. */
static gboolean
game_over (QdTakestonesPage *self)
{
  return !qd_takestones_has_move (&self->pos) || self->forfeit != NULL;
}

/* Quandary's search or an outside agent plays the player to move. */
static gboolean
computer_to_move (QdTakestonesPage *self)
{
  guint side = qd_takestones_player_to_move (&self->pos) - 1;

  return self->record->computer[side] || self->record->agents[side] != NULL;
}

static QdJob *start_search (QdTakestonesPage *self, gboolean to_play);

/* A computer's turn is under way: its search, or its move's pause. */
static gboolean
computer_busy (QdTakestonesPage *self)
{
  return qd_match_get_state (self->match) == QD_MATCH_STATE_THINKING;
}

/* ------------------------------------------------------------- display */

void
qd_takestones_page_update_actions (QdTakestonesPage *self)
{
  gboolean over = game_over (self);
  QdActionState states[] = {
    { "computer-move", !over && !self->reporting },
    { "stop", self->thinking || self->reporting || computer_busy (self) },
    { "report", !self->reporting },
    { "mcts-step", !over },
  };

  qd_page_set_actions_enabled (QD_PAGE (self), states, G_N_ELEMENTS (states));
}

/* Half of n as a person writes it: 6 for 12, 3.5 for 7 (the rule is
 * "odd and below n/2": 12/2 read as a fraction). */
static char *
half_of (guint n)
{
  return n % 2 == 0 ? g_strdup_printf ("%u", n / 2) : g_strdup_printf ("%.1f", n / 2.0);
}

static void
update_status (QdTakestonesPage *self)
{
  guint player = qd_takestones_player_to_move (&self->pos);
  gboolean computer = computer_to_move (self);
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;

  if (game_over (self))
    {
      title = g_strdup_printf (_("Player %u wins"), 3 - player);
      if (self->forfeit != NULL)
        detail = g_strdup_printf (_("%s."), self->forfeit);
      else if (self->pos.last < 0)
        {
          g_autofree char *half = half_of (self->pos.n);

          detail = g_strdup_printf (_("With %u stones there is no odd stone below %s for the first move."),
                                    self->pos.n, half);
        }
      else
        detail = g_strdup_printf (_("Player %u cannot move: every factor and multiple of %d is taken."),
                                  player, self->pos.last);
    }
  else
    {
      if (self->thinking && computer)
        title = g_strdup_printf (_("Player %u (computer) is thinking…"), player);
      else if (computer)
        title = g_strdup_printf (_("Player %u (computer) to move"), player);
      else
        title = g_strdup_printf (_("Player %u, your move"), player);
      if (self->pos.last < 0)
        {
          g_autofree char *half = half_of (self->pos.n);

          detail = g_strdup_printf (_("The first stone must be odd and below %s, half of %u."), half, self->pos.n);
        }
      else
        detail = g_strdup_printf (_("Take a free factor or multiple of %d."), self->pos.last);
      if (self->paused && computer)
        {
          g_autofree char *more = g_strconcat (detail, " ", _("Stopped: press Computer Move to go on."), NULL);

          g_free (detail);
          detail = g_steal_pointer (&more);
        }
    }
  gtk_label_set_label (self->status_title, title);
  gtk_label_set_label (self->status_detail, detail);
}

/* The stones at the selected node of the last search's tree: TRUE when one
 * is selected (the board then shows it, its description as the status). */
static gboolean
show_tree_node (QdTakestonesPage *self)
{
  const QdSearchTree *tree = qd_page_tree_get_tree (self->page_tree);
  gint node = qd_page_tree_get_node (self->page_tree);
  QdTakestonesRenderOptions options;
  QdMove moves[QD_TAKESTONES_MAX];
  guint depth;
  g_autofree char *text = NULL;

  if (node < 0 || qd_search_tree_node (tree, (guint) node)->depth > QD_TAKESTONES_MAX)
    return FALSE;
  depth = qd_search_tree_game_moves_to (tree, (guint) node, moves);
  self->node_pos = self->tree_root;
  memcpy (self->node_owner, self->owner, sizeof self->node_owner);
  memcpy (self->node_turn, self->turn, sizeof self->node_turn);
  for (guint i = 0; i < depth; i++)
    {
      guint stone = moves[i];

      if (stone > self->node_pos.n || !qd_takestones_is_legal (&self->node_pos, stone))
        break;
      self->node_owner[stone] = qd_takestones_player_to_move (&self->node_pos);
      self->node_turn[stone] = self->node_pos.n_taken + 1;
      qd_takestones_take (&self->node_pos, stone);
    }
  qd_takestones_render_options_init (&options, NULL);
  options.owner = self->node_owner;
  options.turn = self->node_turn;
  options.show_legal = TRUE;
  qd_takestones_view_set_position (self->view, &self->node_pos);
  qd_takestones_view_set_options (self->view, &options);
  text = qd_search_tree_view_describe_node (qd_search_tree_pane_get_view (qd_page_tree_get_pane (self->page_tree)),
                                            (guint) node);
  gtk_label_set_label (self->status_detail, text);
  return TRUE;
}

void
qd_takestones_page_update_display (QdTakestonesPage *self)
{
  QdTakestonesRenderOptions options;
  gboolean show = self->have_analysis &&
                  (gtk_switch_get_active (self->show_switch) || computer_to_move (self));

  for (guint s = 0; s <= self->pos.n; s++)
    {
      self->values[s] = NAN;
      self->bounds[s] = 0;
    }
  if (show)
    for (guint i = 0; i < self->n_candidates; i++)
      {
        self->values[self->candidates[i].stone] = self->candidates[i].value;
        self->bounds[self->candidates[i].stone] = self->candidates[i].bound;
      }
  qd_takestones_render_options_init (&options, NULL);
  options.owner = self->owner;
  options.turn = self->turn;
  options.show_legal = !game_over (self);
  options.values = self->values;
  options.bounds = self->bounds;
  options.best = show && self->result.best_move != QD_MOVE_NONE ? self->result.best_move : 0;
  qd_takestones_view_set_position (self->view, &self->pos);
  qd_takestones_view_set_options (self->view, &options);
  if (show_tree_node (self))
    {
      qd_takestones_page_update_actions (self);
      return;
    }

  if (show)
    {
      char value[32];
      g_autofree char *best = g_strdup_printf ("%u", self->result.best_move);

      qd_takestones_render_format_value (self->result.value, 0, value, sizeof value);
      gtk_label_set_label (self->value_label, value);
      gtk_label_set_label (self->best_label, self->result.best_move != QD_MOVE_NONE ? best : "—");
    }
  else
    {
      gtk_label_set_label (self->value_label, "—");
      gtk_label_set_label (self->best_label, "—");
    }
  qd_label_set_count (self->nodes_label, show, self->result.nodes);
  qd_label_set_count (self->leaves_label, show, self->result.leaves);
  qd_label_set_count (self->depth_label, show, self->result.max_depth);
  if (show)
    qd_takestones_page_show_candidates (self);
  else
    qd_takestones_page_clear_list (self->candidates_list);
  update_status (self);
  qd_takestones_page_update_actions (self);
}

/* --------------------------------------------------------- the computer */

typedef struct {
  QdOwned owned;
  QdTakestonesPosition pos;
  QdTakestonesSearch search;
  QdSearchTree *tree;
} SearchTask;

typedef struct {
  QdGameSearchResult result;
  QdTakestonesCandidate candidates[QD_TAKESTONES_MAX];
  guint n_candidates;
} SearchOutput;

static gpointer
search_worker (QdJob *job, gpointer task_data, GError **error)
{
  SearchTask *task = task_data;
  SearchOutput *out = g_new0 (SearchOutput, 1);

  task->search.stop = qd_job_get_stop_flag (job);
  task->search.progress_nodes = &qd_job_get_progress (job)->nodes;
  if (qd_takestones_search (&task->pos, &task->search, out->candidates, &out->n_candidates,
                        &out->result) != QD_GAME_SEARCH_DONE)
    {
      g_free (out);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The search was stopped"));
      return NULL;
    }
  return out;
}

void
qd_takestones_page_cancel_pending_move (QdTakestonesPage *self)
{
  qd_match_reset (self->match, NULL, self->record->moves->len);
}

static void
on_search_done (QdPage *page, QdJob *job)
{
  QdTakestonesPage *self = QD_TAKESTONES_PAGE (page);
  const GError *error = qd_job_get_error (job);
  SearchOutput *out;

  self->thinking = FALSE;
  qd_page_tree_run_ended (self->page_tree);
  if (error != NULL)
    {
      qd_page_toast_error (page, error);
      qd_takestones_page_update_display (self);
      return;
    }
  out = qd_job_get_result (job);
  self->result = out->result;
  self->n_candidates = out->n_candidates;
  memcpy (self->candidates, out->candidates, out->n_candidates * sizeof (QdTakestonesCandidate));
  self->have_analysis = TRUE;
  qd_takestones_page_update_display (self);
  qd_takestones_page_update_actions (self);
}

static guint
selected_depth (QdTakestonesPage *self)
{
  guint selected = adw_combo_row_get_selected (self->depth_row);

  return selected == 0 ? QD_DEPTH_UNLIMITED : selected;
}

/* The computer searches the position: a computer player's move, or
 * (`to_play` FALSE) what each stone is worth to a person. */
static QdJob *
start_search (QdTakestonesPage *self, gboolean to_play)
{
  SearchTask *task = g_new0 (SearchTask, 1);
  QdJob *job;

  task->pos = self->pos;
  task->search.rules.evaluator = self->record->evaluator;
  task->search.rules.ties = QD_TAKESTONES_TIES_LARGEST;
  task->search.algorithm = adw_combo_row_get_selected (self->algorithm_row) == 0
                           ? QD_GAME_SEARCH_MINIMAX : QD_GAME_SEARCH_ALPHABETA;
  task->search.depth = selected_depth (self);
  task->tree = qd_page_tree_start (self->page_tree, QD_SEARCH_TREE_GAME, QD_TAKESTONES_PAGE_TREE_BUDGET);
  task->search.tree = qd_owned_add (&task->owned, task->tree, (GDestroyNotify) qd_search_tree_unref);
  self->tree_root = self->pos;
  self->tree_move = 0;
  self->thinking = TRUE;
  self->have_analysis = FALSE;
  job = qd_page_start_job (QD_PAGE (self), _("Searching the game tree"), search_worker, task, qd_owned_free,
                           g_free, on_search_done);
  qd_takestones_page_update_display (self);
  return job;
}

/* ------------------------------------------------------------ the match */

/* The match's game: qd_takestones_match_rules' view of the board. */
static gpointer
match_game (gpointer page)
{
  QdTakestonesPage *self = page;

  self->board_match.record = self->record;
  self->board_match.pos = self->pos;
  return &self->board_match;
}

/* Takes `stone` for the player to move: the page plays it (its owners,
 * its display), not the rules on their copy of the board. */
static void
match_play (gpointer page, guint32 move)
{
  QdTakestonesPage *self = page;
  guint stone = move;

  qd_page_tree_leave_node (self->page_tree);
  g_array_append_val (self->record->moves, stone);
  qd_page_set_modified (QD_PAGE (self), TRUE);
  self->owner[stone] = qd_takestones_player_to_move (&self->pos);
  self->turn[stone] = self->record->moves->len;
  qd_takestones_take (&self->pos, stone);
  self->have_analysis = FALSE;
}

static void
match_player (gpointer data, guint side, QdMatchPlayer *who)
{
  QdTakestonesPage *self = data;

  who->human = !self->record->computer[side] && self->record->agents[side] == NULL;
  who->name = self->record->agents[side] != NULL ? self->record->agents[side] : who->human ? "human" : "computer";
}

/* The computer waits while stopped, while the report runs and after a
 * forfeit. */
static gboolean
match_may_go (gpointer data)
{
  QdTakestonesPage *self = data;

  return !self->paused && !self->reporting && self->forfeit == NULL;
}

/* The computer's move: Quandary's search (played after a pause), or the
 * outside agent's or MCTS's. */
static QdJob *
match_start_job (gpointer data, const QdMatchTurn *turn)
{
  QdTakestonesPage *self = data;
  gboolean outside = qd_takestones_players_outside_to_move (self) != NULL;

  qd_match_set_pauses (self->match, 0, outside ? 0 : MOVE_PAUSE_MS);
  return outside ? qd_takestones_players_move (self) : start_search (self, TRUE);
}

static QdMatchEnd
match_job_move (gpointer data, QdJob *job, const QdMatchTurn *turn, guint32 *move, GError **cause)
{
  QdTakestonesPage *self = data;

  if (g_object_get_data (G_OBJECT (job), "outside") != NULL)
    return qd_takestones_players_job_move (self, job, move, cause);
  if (!self->have_analysis || self->result.best_move == QD_MOVE_NONE)
    return QD_MATCH_STOPPED;
  /* The move's search, for the report; the tree is its. */
  self->note = (QdGameSearchNote) { self->record->moves->len, self->result.best_move, self->result.value,
                                    self->result.nodes, self->result.time_us };
  self->tree_move = self->record->moves->len + 1;
  *move = self->result.best_move;
  return QD_MATCH_MOVED;
}

static void
match_moved (gpointer data, const QdMatchTurn *turn, guint32 move)
{
  QdTakestonesPage *self = data;

  /* A computer's stone (a person's turn stepped too) has its search noted. */
  if (self->note.move == move && move != 0)
    qd_game_notes_add (self->notes, &self->note);
  self->note = (QdGameSearchNote) { 0 };
  qd_takestones_page_update_display (self);
}

/* After a turn: a person to move gets the evaluations when they are shown. */
static void
after_turn (QdTakestonesPage *self)
{
  if (qd_match_get_state (self->match) == QD_MATCH_STATE_WAITING && gtk_switch_get_active (self->show_switch) &&
      !self->thinking)
    start_search (self, FALSE);
  else
    qd_takestones_page_update_display (self);
}

static void
match_turn_ended (gpointer data, QdMatchEnd end)
{
  QdTakestonesPage *self = data;

  if (end == QD_MATCH_STOPPED)
    self->paused = TRUE;
  /* After Computer Move's step the game goes on unless stopped. */
  if (end == QD_MATCH_MOVED && qd_match_get_state (self->match) == QD_MATCH_STATE_IDLE && match_may_go (self))
    qd_match_go (self->match);
  after_turn (self);
}

static const QdMatchDriver match_driver = {
  .game = match_game, .play = match_play, .player = match_player, .may_go = match_may_go,
  .start_job = match_start_job, .job_move = match_job_move, .moved = match_moved, .turn_ended = match_turn_ended,
};

/* After every change: the match asks the player to move (the computer
 * moves if it is its turn), the position looked at for a person. */
void
qd_takestones_page_maybe_think (QdTakestonesPage *self)
{
  if (self->reporting)
    return;
  if (self->thinking)
    qd_page_cancel_job (QD_PAGE (self));
  self->thinking = FALSE;
  qd_takestones_page_cancel_pending_move (self);
  qd_match_go (self->match);
  after_turn (self);
}

/* ------------------------------------------------------------- the game */

/* Everything shown follows the record: widgets, position, owners. */
static void
record_changed (QdTakestonesPage *self)
{
  self->syncing = TRUE;
  gtk_spin_button_set_value (self->stones_spin, self->record->n);
  qd_takestones_players_sync (self);
  adw_combo_row_set_selected (self->depth_row, self->record->depth < 0 ? 0 : MIN (self->record->depth, 8));
  adw_combo_row_set_selected (self->evaluator_row, self->record->evaluator);
  self->syncing = FALSE;
  qd_page_tree_leave_node (self->page_tree);
  g_clear_pointer (&self->forfeit, g_free);
  qd_takestones_record_position (self->record, G_MAXUINT, &self->pos, self->owner, self->turn);
  self->have_analysis = FALSE;
  self->paused = FALSE;
  qd_takestones_page_update_display (self);
  qd_takestones_page_maybe_think (self);
}

static void
new_game (QdTakestonesPage *self, guint n)
{
  qd_page_record_edit (QD_PAGE (self));
  self->record->n = n;
  g_array_set_size (self->record->moves, 0);
  record_changed (self);
}

void
qd_takestones_page_replay_to (QdTakestonesPage *self, const guint *moves, guint n_moves)
{
  qd_page_record_edit (QD_PAGE (self));
  g_array_set_size (self->record->moves, 0);
  g_array_append_vals (self->record->moves, moves, n_moves);
  record_changed (self);
  /* The computer waits at that move: its values are the check's. */
  if (self->thinking)
    qd_page_cancel_job (QD_PAGE (self));
  self->thinking = FALSE;
  qd_takestones_page_cancel_pending_move (self);
  self->paused = TRUE;
  if (!game_over (self))
    start_search (self, FALSE);
  else
    qd_takestones_page_update_display (self);
}

void
qd_takestones_page_take (QdTakestonesPage *self, guint stone)
{
  g_autofree char *message = NULL;

  if (game_over (self))
    return;
  if (computer_to_move (self) && !self->paused)
    {
      qd_page_toast (QD_PAGE (self), _("It is the computer’s turn"));
      return;
    }
  if (!qd_takestones_is_legal (&self->pos, stone))
    {
      if (qd_takestones_is_taken (&self->pos, stone))
        message = g_strdup_printf (_("Stone %u is already taken"), stone);
      else if (self->pos.last < 0)
        {
          g_autofree char *half = half_of (self->pos.n);

          message = g_strdup_printf (_("The first stone must be odd and below %s, half of %u"), half, self->pos.n);
        }
      else
        message = g_strdup_printf (_("%u is neither a factor nor a multiple of %d"), stone, self->pos.last);
      qd_page_toast (QD_PAGE (self), message);
      return;
    }
  qd_page_record_edit (QD_PAGE (self));
  self->paused = FALSE;
  if (self->thinking)
    qd_page_cancel_job (QD_PAGE (self));
  self->thinking = FALSE;
  qd_takestones_page_cancel_pending_move (self);
  qd_match_submit_move (self->match, stone, NULL);
  after_turn (self);
}

static void
on_stone_clicked (QdTakestonesView *view, guint stone, QdTakestonesPage *self)
{
  qd_takestones_page_take (self, stone);
}

static void
on_stones_changed (QdTakestonesPage *self)
{
  guint n = gtk_spin_button_get_value_as_int (self->stones_spin);

  if (!self->syncing && n != self->record->n)
    new_game (self, n);
}

static void
on_setting_changed (QdTakestonesPage *self)
{
  guint depth;

  if (self->syncing)
    return;
  if (!qd_takestones_players_read (self))
    return;
  depth = adw_combo_row_get_selected (self->depth_row);
  self->record->depth = depth == 0 ? -1 : (gint) depth;
  self->record->evaluator = adw_combo_row_get_selected (self->evaluator_row) == 1
                            ? QD_TAKESTONES_EVAL_THREATS : QD_TAKESTONES_EVAL_STATEMENT;
  qd_page_set_modified (QD_PAGE (self), TRUE);
  self->have_analysis = FALSE;
  qd_takestones_page_maybe_think (self);
}

/* ------------------------------------------------------------- actions */

static void
new_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdTakestonesPage *self = data;
  guint moves = self->record->moves->len;

  new_game (self, gtk_spin_button_get_value_as_int (self->stones_spin));
  qd_page_toast_new_game (QD_PAGE (self), moves);
}

static void
computer_move_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdTakestonesPage *self = data;

  if (game_over (self) || self->reporting)
    return;
  qd_page_record_edit (QD_PAGE (self));
  self->paused = FALSE;
  /* The computer plays this turn, a person's too; then the game goes on. */
  if (self->thinking)
    qd_page_cancel_job (QD_PAGE (self));
  self->thinking = FALSE;
  qd_takestones_page_cancel_pending_move (self);
  qd_match_step (self->match);
}

static void
stop_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdTakestonesPage *self = data;

  if (self->reporting)
    {
      /* Not qd_page_cancel_job: the report returns the games it played,
       * and its "finished" shows them. */
      qd_job_cancel (qd_page_get_job (QD_PAGE (self)));
      return;
    }
  qd_match_stop (self->match);
  qd_page_cancel_job (QD_PAGE (self));
  self->thinking = FALSE;
  self->paused = TRUE;
  qd_takestones_page_update_display (self);
}

/* ------------------------------------------------------------ presentation */

/* One move, then the computer waits: its own, or one for a human player
 * (not for Play, which stops there). */
static gboolean
present_computer_move (QdPage *page, gboolean playing)
{
  QdTakestonesPage *self = QD_TAKESTONES_PAGE (page);

  if (computer_busy (self))
    return TRUE;   /* a move under way */
  if (game_over (self) || self->reporting || (playing && !computer_to_move (self)))
    return FALSE;
  qd_page_record_edit (page);
  self->paused = TRUE;
  if (self->thinking)
    qd_page_cancel_job (page);
  self->thinking = FALSE;
  qd_takestones_page_cancel_pending_move (self);
  qd_match_step (self->match);
  return TRUE;
}

static gboolean
qd_takestones_page_present_step (QdPage *page, int direction, gboolean playing)
{
  QdTakestonesPage *self = QD_TAKESTONES_PAGE (page);
  guint n = self->record->moves->len;
  g_autofree guint *moves = NULL;

  if (direction > 0 || qd_page_undo (page))
    return direction < 0 || qd_page_present_game_step (page, direction, playing, present_computer_move);
  /* A game opened as it is has no undo: the moves but the last, replayed. */
  if (n == 0 || self->reporting)
    return FALSE;
  moves = g_memdup2 (self->record->moves->data, n * sizeof (guint));
  qd_takestones_page_replay_to (self, moves, n - 1);
  return TRUE;
}

static guint
qd_takestones_page_present_position (QdPage *page)
{
  return QD_TAKESTONES_PAGE (page)->record->moves->len;
}

static void
report_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdTakestonesPage *self = data;

  qd_takestones_page_run_report (self, gtk_spin_button_get_value_as_int (self->report_stones_spin),
                                 gtk_spin_button_get_value_as_int (self->report_depth_spin));
}

static const GActionEntry page_actions[] = {
  { "new", new_activated },
  { "computer-move", computer_move_activated },
  { "stop", stop_activated },
  { "report", report_activated },
  { "mcts-step", qd_takestones_players_step_activated },
};

/* ------------------------------------------------------ QdPage methods */

static void
qd_takestones_page_document_changed (QdPage *page, QdPageChange change)
{
  QdTakestonesPage *self = QD_TAKESTONES_PAGE (page);

  self->record = qd_page_get_model (page);
  record_changed (self);
}

/* Undo may act while the computer thinks or the report runs: the game it
 * brings back starts the computer again (not the report). */
static gboolean
qd_takestones_page_can_undo (QdPage *page)
{
  return TRUE;
}

static char *
qd_takestones_page_get_text_export (QdPage *page, const char *id)
{
  QdTakestonesPage *self = QD_TAKESTONES_PAGE (page);

  if (g_str_equal (id, "game"))
    return qd_takestones_record_format_game (self->record);
  if (g_str_equal (id, "report") && self->report != NULL)
    return qd_takestones_experiment_format (self->report);
  return NULL;
}

static void
qd_takestones_page_stop (QdPage *page)
{
  QdTakestonesPage *self = QD_TAKESTONES_PAGE (page);

  qd_match_stop (self->match);
  self->thinking = FALSE;
  self->reporting = FALSE;
  QD_PAGE_CLASS (qd_takestones_page_parent_class)->stop (page);
}

/* -------------------------------------------------------------- GObject */

static void
qd_takestones_page_dispose (GObject *object)
{
  QdTakestonesPage *self = QD_TAKESTONES_PAGE (object);

  g_clear_pointer (&self->match, qd_match_free);
  qd_page_cancel_job (QD_PAGE (self));
  g_clear_pointer (&self->page_tree, qd_page_tree_free);
  g_clear_pointer (&self->players, qd_outside_players_free);
  if (self->view != NULL)
    qd_takestones_view_set_position (self->view, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), QD_TYPE_TAKESTONES_PAGE);
  self->view = NULL;
  G_OBJECT_CLASS (qd_takestones_page_parent_class)->dispose (object);
}

static void
qd_takestones_page_finalize (GObject *object)
{
  QdTakestonesPage *self = QD_TAKESTONES_PAGE (object);

  g_clear_pointer (&self->report, qd_takestones_experiment_free);
  g_clear_pointer (&self->notes, g_array_unref);
  g_free (self->forfeit);
  G_OBJECT_CLASS (qd_takestones_page_parent_class)->finalize (object);
}

static void
qd_takestones_page_class_init (QdTakestonesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  QdPageClass *page_class = QD_PAGE_CLASS (klass);

  object_class->dispose = qd_takestones_page_dispose;
  object_class->finalize = qd_takestones_page_finalize;
  page_class->document_changed = qd_takestones_page_document_changed;
  page_class->can_undo = qd_takestones_page_can_undo;
  page_class->present_step = qd_takestones_page_present_step;
  page_class->present_position = qd_takestones_page_present_position;
  page_class->get_text_export = qd_takestones_page_get_text_export;
  page_class->stop = qd_takestones_page_stop;
  page_class->build_report = qd_takestones_page_build_report;
  page_class->build_animation = qd_takestones_page_build_animation;
  page_class->prepare_check = qd_takestones_page_prepare_check;
  page_class->show_check = qd_takestones_page_show_check;

  g_type_ensure (QD_TYPE_TAKESTONES_VIEW);
  g_type_ensure (QD_TYPE_BOARD_PANE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/quandary/Quandary/ui/takestones/qd-takestones-page.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, QdTakestonesPage, name)
  BIND (view);
  BIND (status_title);
  BIND (status_detail);
  BIND (stones_spin);
  BIND (player1_row);
  BIND (player2_row);
  BIND (depth_row);
  BIND (evaluator_row);
  BIND (algorithm_row);
  BIND (show_switch);
  BIND (help_label);
  BIND (value_label);
  BIND (best_label);
  BIND (nodes_label);
  BIND (leaves_label);
  BIND (depth_label);
  BIND (candidates_list);
  BIND (report_stones_spin);
  BIND (report_depth_spin);
  BIND (report_progress);
  BIND (report_list);
  BIND (sidebar);
  BIND (help_button);
#undef BIND

  qd_page_class_add_shortcut (QD_PAGE_CLASS (klass), GDK_KEY_Escape, 0, "takestones.stop", N_("Stop the computer"));
  qd_page_class_add_shortcut (QD_PAGE_CLASS (klass), GDK_KEY_Return, GDK_CONTROL_MASK, "takestones.computer-move",
                              N_("Let the computer take a stone for the player to move"));
}

static void
qd_takestones_page_init (QdTakestonesPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  qd_takestones_players_init (self);
  self->notes = qd_game_notes_new ();
  self->match = qd_match_new (&qd_takestones_match_rules, NULL, 0, &match_driver, self);
  self->page_tree = qd_page_tree_new (QD_CANVAS (self->view), NULL, (QdPageTreeShow) qd_takestones_page_update_display, self);
  qd_page_add_actions (QD_PAGE (self), page_actions, G_N_ELEMENTS (page_actions), self);
  qd_page_set_text_exports (QD_PAGE (self), text_exports);
  qd_page_set_canvas (QD_PAGE (self), QD_CANVAS (self->view));

  gtk_label_set_markup (self->help_label,
    _("<b>The statement’s evaluator</b> looks only at the last stone: 0 while stone 1 is free, "
      "otherwise ±0.5, ±0.7 or ±0.6 by whether a count of legal moves is odd.\n\n"
      "<b>Threats</b>, ours, looks two moves past the end of the search. A stone whose factors and "
      "multiples are all taken ends the game, so a move that leaves the opponent no reply is worth "
      "+0.9, and a position where every move can be answered that way −0.9. Otherwise it counts "
      "the moves that cannot be answered so (more is better) and prefers those that leave the "
      "opponent fewer replies.\n\n"
      "Values are for the player to move: +1 a sure win, −1 a sure loss. Ties go to the largest "
      "stone, as the statement asks. Run the evaluator report to see threats win about two games in "
      "three at equal depth."));

  g_signal_connect (self->view, "stone-clicked", G_CALLBACK (on_stone_clicked), self);
  g_signal_connect_swapped (self->stones_spin, "value-changed", G_CALLBACK (on_stones_changed), self);
  g_signal_connect_swapped (self->player1_row, "notify::selected", G_CALLBACK (on_setting_changed), self);
  g_signal_connect_swapped (self->player2_row, "notify::selected", G_CALLBACK (on_setting_changed), self);
  g_signal_connect_swapped (self->depth_row, "notify::selected", G_CALLBACK (on_setting_changed), self);
  g_signal_connect_swapped (self->evaluator_row, "notify::selected", G_CALLBACK (on_setting_changed), self);
  /* Not saved with the game: they change only how the computer is watched. */
  g_signal_connect_swapped (self->algorithm_row, "notify::selected", G_CALLBACK (qd_takestones_page_maybe_think), self);
  g_signal_connect_swapped (self->show_switch, "notify::active", G_CALLBACK (qd_takestones_page_maybe_think), self);
  gtk_progress_bar_set_text (self->report_progress, _("Not run yet"));
  qd_page_set_model (QD_PAGE (self), qd_takestones_record_new (gtk_spin_button_get_value_as_int (self->stones_spin)),
                     QD_PAGE_CHANGE_OPENED);
}

/* ---------------------------------------------------------------- tests */

const QdTakestonesRecord *
qd_takestones_page_get_record (QdTakestonesPage *self)
{
  return self->record;
}

const QdTakestonesCandidate *
qd_takestones_page_get_candidates (QdTakestonesPage *self, guint *n_candidates)
{
  *n_candidates = self->have_analysis ? self->n_candidates : 0;
  return self->candidates;
}

const QdTakestonesExperiment *
qd_takestones_page_get_report (QdTakestonesPage *self)
{
  return self->report;
}
