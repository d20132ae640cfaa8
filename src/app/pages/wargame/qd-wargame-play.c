/* qd-wargame-play.c — playing in the war game tab: human clicks, the agent of
 * the side to move thinking on a job (live depth, nodes, nodes per second,
 * principal variation), the hint, and agents playing each other at the
 * chosen speed with Pause and Stop.  The turns are the match loop's
 * (core/qd-match-async.h, over problems/wargame/qd-wargame-match.h's
 * rules). */
#include "config.h"
#include "core/qd-file.h"
#include "core/qd-owned.h"
#include "qd-wargame-page-private.h"
#include "app/widgets/qd-widgets.h"
#include "core/qd-format.h"
#include "problems/wargame/qd-wargame-tree.h"

#include <glib/gi18n.h>
#include <string.h>

#define HINT_TIME_MS 500   /* the hint: the engine's choice after this long */

/* ------------------------------------------------------------ agents */

typedef struct {
  QdOwned owned;
  QdWargameAgent *agent;         /* lent by a seat: a reference (none for an outside agent) */
  QdWargameAgentSpec spec;
  guint64 seed;
  QdWargameState state;
  QdSearchTree *tree;            /* minimax and alpha-beta: the search recorded */
  QdAgent *outside;              /* an outside agent: a reference, and the game it is sent */
  QdWargameRecord *record;
} ThinkTask;

/* The agent of `seat` for `spec` under the game's rules, a reference for the
 * job: the seat's own, unless it was made for other rules (a new game) or
 * another kind of agent, or a job still thinks with it (a cancelled one
 * winding down); then the seat gets a new one.  Neither costs the main
 * thread the engine's table: a new engine makes it in its first search, and
 * the job's qd_wargame_agent_reset clears an old one on the worker.  Either
 * way the search is a fresh agent's. */
static QdWargameAgent *
lend_agent (QdWargamePage *self, guint seat, const QdWargameAgentSpec *spec)
{
  QdWargameSeat *s = &self->seats[seat];
  QdWargameRules *rules = qd_wargame_record_get_rules (self->record);

  if (s->agent == NULL || qd_wargame_agent_get_rules (s->agent) != rules ||
      qd_wargame_agent_get_spec (s->agent)->kind != spec->kind ||
      (s->job != NULL && qd_job_is_running (s->job)))
    {
      g_clear_pointer (&s->agent, qd_wargame_agent_unref);
      s->agent = qd_wargame_agent_new (rules, spec, 0);
    }
  return qd_wargame_agent_ref (s->agent);
}

void
qd_wargame_play_clear_seats (QdWargamePage *self)
{
  for (guint i = 0; i < QD_WARGAME_N_SEATS; i++)
    {
      g_clear_pointer (&self->seats[i].agent, qd_wargame_agent_unref);
      g_clear_weak_pointer (&self->seats[i].job);
    }
}

/* Worker: the engine's last completed iteration goes to the page as the
 * job's snapshot (a QdWargameThought). */
static void
publish_thought (gpointer data, const QdWargameThought *thought)
{
  qd_job_publish (data, g_memdup2 (thought, sizeof *thought), g_free);
}

/* Worker: an outside agent's move, its info lines published as it sends
 * them; a forfeit is the job's error (QD_AGENT_ERROR). */
static gpointer
outside_worker (QdJob *job, ThinkTask *task, GError **error)
{
  QdWargameThought *thought = g_new0 (QdWargameThought, 1);
  GError *forfeit = NULL;

  if (qd_wargame_outside_choose (task->outside, task->record, qd_job_get_stop_flag (job), publish_thought, job,
                                 thought, &forfeit))
    return thought;
  g_free (thought);
  qd_outside_move_failed (error, forfeit);
  return NULL;
}

static gpointer
think_worker (QdJob *job, gpointer data, GError **error)
{
  ThinkTask *task = data;
  QdWargameThought *thought;
  gboolean thought_out;

  if (task->outside != NULL)
    return outside_worker (job, task, error);
  thought = g_new0 (QdWargameThought, 1);
  qd_wargame_agent_reset (task->agent, &task->spec, task->seed);
  qd_wargame_agent_set_listener (task->agent, publish_thought, job);
  qd_wargame_agent_record_next (task->agent, task->tree);
  thought_out = qd_wargame_agent_think (task->agent, &task->state, qd_job_get_stop_flag (job),
                                        qd_job_get_progress (job), thought);
  qd_wargame_agent_set_listener (task->agent, NULL, NULL);
  if (!thought_out ||
      thought->square == QD_WARGAME_NO_SQUARE || (thought->stopped && qd_job_should_stop (job)))
    {
      g_free (thought);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The search was stopped"));
      return NULL;
    }
  return thought;
}

/* ------------------------------------------------------------ figures */

static void
set_double (GtkLabel *label, double value)
{
  g_autofree char *text = g_strdup_printf ("%+.1f", value);

  gtk_label_set_label (label, text);
}

static void
show_pv (QdWargamePage *self, const guint8 *pv, guint length)
{
  guint size = qd_wargame_record_get_rules (self->record)->board.size;
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < length; i++)
    {
      char name[4];

      g_string_append_printf (text, "%s%s", i > 0 ? " " : "", qd_wargame_square_name (size, pv[i], name));
    }
  gtk_label_set_label (self->ai_pv_label, length > 0 ? text->str : "—");
}

static void
show_rate (QdWargamePage *self, guint64 nodes, gint64 elapsed_us)
{
  g_autofree char *rate = NULL;
  g_autofree char *time = NULL;

  if (elapsed_us <= 0)
    return;
  /* An outside agent that says no nodes has no rate, but its time. */
  rate = nodes > 0 ? qd_format_grouped (nodes * 1e6 / elapsed_us, 0) : g_strdup ("—");
  gtk_label_set_label (self->ai_rate_label, rate);
  time = elapsed_us < 1000000 ? qd_format_ms (elapsed_us, 1)
                              : g_strdup_printf (_("%.2f s"), elapsed_us / 1e6);
  gtk_label_set_label (self->ai_time_label, time);
}

static void
show_thought (QdWargamePage *self, const QdWargameThought *t)
{
  qd_label_set_count (self->ai_depth_label, TRUE, t->depth);
  qd_label_set_count (self->ai_nodes_label, TRUE, t->nodes);
  show_rate (self, t->nodes, t->time_us);
  set_double (self->ai_value_label, t->value);
  show_pv (self, t->pv, t->pv_length);
}

/* While a search runs, "Depth Completed" must not read as its result: the
 * engine says what it has completed and what it is searching now, a search
 * to a fixed depth that it is still searching. */
static void
show_live_depth (QdWargamePage *self, guint depth)
{
  g_autofree char *text = NULL;

  if (depth == 0)
    text = g_strdup (_("searching…"));
  else if (self->thinking_deepens)
    text = g_strdup_printf (_("%u, searching %u…"), depth, depth + 1);
  else
    text = g_strdup_printf (_("searching %u…"), depth);
  gtk_label_set_label (self->ai_depth_label, text);
}

static void
on_think_progress (QdJob *job, QdWargamePage *self)
{
  QdProgress progress;
  const QdWargameThought *live;

  if (job != qd_page_get_job (QD_PAGE (self)))
    return;
  live = qd_job_get_snapshot (job);
  qd_job_read_progress (job, &progress);
  qd_label_set_count (self->ai_nodes_label, TRUE, (guint64) progress.nodes);
  show_live_depth (self, (guint) progress.value);
  show_rate (self, (guint64) progress.nodes, qd_job_get_elapsed_us (job));
  if (live != NULL)
    {
      set_double (self->ai_value_label, live->value);
      show_pv (self, live->pv, live->pv_length);
      /* An outside agent's figures are its info lines' alone. */
      if (progress.nodes == 0 && (live->nodes > 0 || live->depth > 0))
        {
          qd_label_set_count (self->ai_nodes_label, TRUE, live->nodes);
          qd_label_set_count (self->ai_depth_label, TRUE, live->depth);
          show_rate (self, live->nodes, live->time_us);
        }
    }
  else if (progress.done > 0)
    {
      guint8 best = (guint8) (progress.done - 1);

      show_pv (self, &best, 1);
    }
}

/* ------------------------------------------------------------ moves */

static void
finish_activity (QdWargamePage *self)
{
  self->activity = QD_WARGAME_IDLE;
}

static void
say_move (QdWargamePage *self)
{
  const QdWargameRecord *record = self->record;
  const QdWargameMove *m = qd_wargame_record_move (record, qd_wargame_record_n_moves (record) - 1);
  const char *side = qd_wargame_side_name (m->player);
  char name[4];
  g_autofree char *text = NULL;
  guint taken = qd_wargame_bits_count (&m->conquered), failed = qd_wargame_bits_count (&m->failed);

  qd_wargame_square_name (qd_wargame_record_get_rules (record)->board.size, m->square, name);
  if (!m->blitz)
    text = g_strdup_printf (_("%s dropped on %s."), side, name);
  else if (failed > 0)
    text = g_strdup_printf (_("%s blitzed %s: %u conquered, %u held out."), side, name, taken, failed);
  else
    text = g_strdup_printf (_("%s blitzed %s: %u conquered."), side, name, taken);
  gtk_label_set_label (self->play_label, text);
}

/* ------------------------------------------------------------ the match */

/* The match's game: qd_wargame_match_rules' view of the game on the board. */
static gpointer
match_game (gpointer page)
{
  QdWargamePage *self = page;

  self->board_result.record = self->record;
  self->board_match.result = &self->board_result;
  self->board_match.rand = self->rand;
  return &self->board_match;
}

/* Plays a legal square for the side to move: the page plays it, with an
 * undo record, not the rules on their view. */
static void
match_play (gpointer page, guint32 move)
{
  QdWargamePage *self = page;
  g_autoptr(GError) error = NULL;

  /* The game moves on: the board shows it, not a node of the last search. */
  qd_page_tree_leave_node (self->page_tree);
  qd_page_record_state (QD_PAGE (self));
  if (!qd_wargame_record_play (self->record, move, self->rand, &error))
    {
      gtk_label_set_label (self->play_label, error->message);
      return;
    }
  say_move (self);
  qd_wargame_page_game_changed (self);
}

gboolean
qd_wargame_page_play (QdWargamePage *self, guint square)
{
  QdWargameRules *rules = qd_wargame_record_get_rules (self->record);
  const QdWargameState *st = qd_wargame_record_state (self->record);
  const char *message = NULL;

  if (self->activity == QD_WARGAME_THINKING)
    message = _("Wait: the computer is thinking (or press Stop).");
  else if (self->activity == QD_WARGAME_REPORTING)
    message = _("Wait: the matchups are running (or press Stop).");
  else if (qd_wargame_record_is_over (self->record) || self->forfeit != NULL)
    message = _("The game is over: press New Game for another.");
  else if (qd_wargame_page_is_agent (self, st->to_move))
    message = _("It is the computer's turn: press Computer Move, or make this side Human.");
  else if (square >= rules->n_squares || !qd_wargame_is_legal (rules, st, square))
    message = _("That square is taken: click an empty one.");
  if (message != NULL)
    {
      gtk_label_set_label (self->play_label, message);
      return FALSE;
    }
  if (self->activity == QD_WARGAME_HINTING)
    qd_page_cancel_job (QD_PAGE (self));
  finish_activity (self);
  qd_match_reset (self->match, NULL, qd_wargame_record_n_moves (self->record));
  qd_match_submit_move (self->match, square, NULL);
  qd_wargame_page_update_display (self);
  return TRUE;
}

/* What a click on `square` would do, under the pointer. */
void
qd_wargame_play_describe_hover (QdWargamePage *self, guint square)
{
  QdWargameRules *rules = qd_wargame_record_get_rules (self->record);
  const QdWargameState *st = qd_wargame_record_state (self->record);
  QdWargameFight fights[4];
  char name[4];
  g_autofree char *text = NULL;
  guint n, won = 0;

  if (square == QD_WARGAME_NO_SQUARE || self->activity != QD_WARGAME_IDLE || qd_wargame_record_is_over (self->record) ||
      !qd_wargame_is_legal (rules, st, square))
    return;
  qd_wargame_square_name (rules->board.size, square, name);
  if (!qd_wargame_is_blitz (rules, st, square))
    {
      text = g_strdup_printf (_("%s: a drop worth %d."), name, rules->board.values[square]);
      gtk_label_set_label (self->play_label, text);
      return;
    }
  n = qd_wargame_fights (rules, st, square, fights);
  for (guint i = 0; i < n; i++)
    won += fights[i].won;
  if (rules->set == QD_WARGAME_RULES_CLASSIC)
    text = g_strdup_printf (_("%s: a blitz worth %d that conquers %u enemy square(s)."), name,
                            rules->board.values[square], won);
  else
    text = g_strdup_printf (_("%s: a blitz worth %d that wins %u of %u fight(s)."), name,
                            rules->board.values[square], won, n);
  gtk_label_set_label (self->play_label, text);
}

/* ------------------------------------------------------------ thinking */

/* The outside agent to move forfeited: the game ends, the other side
 * winning; a toast and the status say why. */
static void
forfeit (QdWargamePage *self, const GError *cause)
{
  QdWargameOwner side = qd_wargame_record_state (self->record)->to_move;

  g_free (self->forfeit);
  self->forfeit = qd_outside_players_forfeit (self->players, QD_PAGE (self), side,
                                              qd_wargame_page_outside_spec (self, side), qd_wargame_side_name (side),
                                              cause);
  self->paused = TRUE;
  gtk_label_set_label (self->play_label, self->forfeit);
}

static void
on_think_done (QdPage *page, QdJob *job)
{
  QdWargamePage *self = QD_WARGAME_PAGE (page);
  const GError *error = qd_job_get_error (job);
  QdWargameActivity activity = self->activity;
  g_autofree QdWargameThought *thought = qd_job_steal_result (job);

  finish_activity (self);
  qd_page_tree_run_ended (self->page_tree);
  self->computer_square = QD_WARGAME_NO_SQUARE;
  if (thought == NULL)
    {
      /* An outside agent's forfeit is the match's (match_job_move). */
      if (error == NULL || error->domain != QD_AGENT_ERROR || activity != QD_WARGAME_THINKING)
        qd_page_toast_error (page, error);
      qd_wargame_page_update_display (self);
      return;
    }
  show_thought (self, thought);
  if (activity != QD_WARGAME_HINTING)
    {
      /* The move's search, for the report; the tree (if any) is its. */
      const QdSearchTree *tree = qd_page_tree_get_tree (self->page_tree);
      guint n = qd_wargame_record_n_moves (self->record);
      QdWargameAgentSpec spec;

      qd_wargame_page_get_spec (self, qd_wargame_record_state (self->record)->to_move, &spec);
      if (spec.kind != QD_WARGAME_AGENT_RANDOM)
        qd_game_notes_add (self->notes, &(QdGameSearchNote) { n, thought->square, thought->value, thought->nodes,
                                                              thought->time_us });
      if (tree != NULL && qd_search_tree_is_bound (tree))
        self->tree_move = n + 1;
    }
  if (activity == QD_WARGAME_HINTING)
    {
      char name[4];
      g_autofree char *text = g_strdup_printf (_("%s (%+.1f)"),
                                               qd_wargame_square_name (qd_wargame_record_get_rules (self->record)->board.size,
                                                                   thought->square, name),
                                               thought->value);

      self->hint = thought->square;
      gtk_label_set_label (self->hint_label, text);
      qd_wargame_page_update_display (self);
      return;
    }
  /* The match plays it (match_job_move). */
  self->computer_square = thought->square;
}

/* The agent of `spec` searches `state` (NULL: the game as it stands): its
 * job, or NULL when it could not start (said). */
static QdJob *
start_thinking (QdWargamePage *self, const QdWargameAgentSpec *spec, QdWargameActivity activity,
                const QdWargameState *state)
{
  ThinkTask *task;
  guint seat = activity == QD_WARGAME_HINTING ? QD_WARGAME_SEAT_HINT : qd_wargame_record_state (self->record)->to_move;
  QdAgent *outside = NULL;
  QdJob *job;

  if (spec->kind == QD_WARGAME_AGENT_OUTSIDE)
    {
      g_autoptr(GError) error = NULL;

      /* Its program starts at its first move and is kept for the game. */
      outside = qd_outside_players_open (self->players, seat, qd_wargame_page_outside_spec (self, seat), &error);
      if (outside == NULL)
        {
          self->paused = TRUE;
          qd_page_toast (QD_PAGE (self), error->message);
          qd_wargame_page_update_display (self);
          return NULL;
        }
    }
  task = g_new0 (ThinkTask, 1);
  self->tree_move = 0;
  task->state = state != NULL ? *state : *qd_wargame_record_state (self->record);
  task->spec = *spec;
  task->seed = (guint64) gtk_spin_button_get_value_as_int (self->seed_spin) + qd_wargame_record_n_moves (self->record);
  if (outside != NULL)
    {
      task->outside = qd_owned_add (&task->owned, outside, (GDestroyNotify) qd_outside_agent_release);
      task->record = qd_owned_add (&task->owned, qd_wargame_record_copy (self->record),
                                   (GDestroyNotify) qd_wargame_record_free);
    }
  else
    task->agent = qd_owned_add (&task->owned, lend_agent (self, seat, spec), (GDestroyNotify) qd_wargame_agent_unref);
  /* The textbook searchers' trees and MCTS's (the engine records none); the agent
   * binds the tree to the position it searches. */
  if (outside != NULL)
    qd_page_tree_none (self->page_tree, _("An outside agent searches in its own program: no tree to show"));
  else if (spec->kind == QD_WARGAME_AGENT_MINIMAX || spec->kind == QD_WARGAME_AGENT_ALPHABETA ||
           spec->kind == QD_WARGAME_AGENT_MCTS)
    /* MCTS's: N, U/N and UCB1 per node. */
    task->tree = qd_owned_add (&task->owned,
                               qd_page_tree_start (self->page_tree, QD_SEARCH_TREE_GAME, QD_WARGAME_PAGE_TREE_BUDGET),
                               (GDestroyNotify) qd_search_tree_unref);
  else if (spec->kind == QD_WARGAME_AGENT_ENGINE)
    qd_page_tree_none (self->page_tree, _("The engine deepens its search with a table of positions: no single tree "
                                          "to show (minimax and alpha-beta players record theirs)"));
  else
    qd_page_tree_clear (self->page_tree);
  /* Starting a job cancels the one running. */
  qd_page_cancel_job (QD_PAGE (self));
  finish_activity (self);
  self->activity = activity;
  self->thinking_deepens = spec->kind == QD_WARGAME_AGENT_ENGINE;
  gtk_label_set_label (self->ai_pv_label, "—");
  gtk_label_set_label (self->ai_value_label, "—");
  qd_label_set_count (self->ai_depth_label, FALSE, 0);
  qd_label_set_count (self->ai_nodes_label, FALSE, 0);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->ai_nodes_row),
                                 spec->kind == QD_WARGAME_AGENT_MCTS ? _("Iterations") : _("Nodes"));
  /* What was said of the last search ("Stopped…") is not said of this one. */
  gtk_label_set_label (self->play_label, activity == QD_WARGAME_HINTING ? _("Looking for a hint…")
                                                                        : _("The computer is thinking…"));
  job = qd_page_start_job (QD_PAGE (self), activity == QD_WARGAME_HINTING ? _("Looking for a hint") : _("The computer’s move"),
                           think_worker, task, qd_owned_free, g_free, on_think_done);
  g_set_weak_pointer (&self->seats[seat].job, job);
  qd_job_set_interval (job, 100);
  g_signal_connect_object (job, "progress", G_CALLBACK (on_think_progress), self, 0);
  qd_wargame_page_update_display (self);
  return job;
}

static gboolean
can_think (QdWargamePage *self)
{
  return !qd_wargame_record_is_over (self->record) && self->forfeit == NULL && !qd_wargame_editor_active (self) &&
         self->activity != QD_WARGAME_REPORTING && !qd_wargame_record_state (self->record)->chance;
}

static void
match_player (gpointer data, guint side, QdMatchPlayer *who)
{
  QdWargamePage *self = data;
  QdWargameAgentSpec spec;

  qd_wargame_page_get_spec (self, side, &spec);
  who->human = spec.kind == QD_WARGAME_AGENT_HUMAN;
  who->name = who->human ? "human" : "computer";
}

/* The agents wait while paused, while anything else runs, while editing,
 * after the end or a forfeit. */
static gboolean
match_may_go (gpointer data)
{
  QdWargamePage *self = data;

  return !self->paused && can_think (self) && self->activity == QD_WARGAME_IDLE;
}

/* The agent of the side to move thinks; a human side's turn given to the
 * computer (Computer Move) is the engine's. */
static QdJob *
match_start_job (gpointer data, const QdMatchTurn *turn)
{
  QdWargamePage *self = data;
  QdWargameAgentSpec spec;

  qd_wargame_page_get_spec (self, turn->player, &spec);
  if (spec.kind == QD_WARGAME_AGENT_HUMAN)
    {
      spec.kind = QD_WARGAME_AGENT_ENGINE;
      spec.time_ms = HINT_TIME_MS;
    }
  return start_thinking (self, &spec, QD_WARGAME_THINKING, NULL);
}

static QdMatchEnd
match_job_move (gpointer data, QdJob *job, const QdMatchTurn *turn, guint32 *move, GError **cause)
{
  QdWargamePage *self = data;
  const GError *error = qd_job_get_error (job);

  if (error != NULL && error->domain == QD_AGENT_ERROR)
    {
      forfeit (self, error);
      g_propagate_error (cause, g_error_copy (error));
      return QD_MATCH_FORFEIT;
    }
  if (self->computer_square == QD_WARGAME_NO_SQUARE)
    return QD_MATCH_STOPPED;
  *move = self->computer_square;
  self->computer_square = QD_WARGAME_NO_SQUARE;
  return QD_MATCH_MOVED;
}

/* The delay before an agent's move, from the time the board is drawn. */
static guint
match_wait (gpointer data, GSourceFunc ready, gpointer match)
{
  QdWargamePage *self = data;

  return qd_widget_after_paint (GTK_WIDGET (self), (guint) gtk_range_get_value (GTK_RANGE (self->delay_scale)),
                                ready, match);
}

/* After Computer Move's move the agents go on unless paused. */
static void
match_turn_ended (gpointer data, QdMatchEnd end)
{
  QdWargamePage *self = data;

  if (end == QD_MATCH_MOVED && qd_match_get_state (self->match) == QD_MATCH_STATE_IDLE && match_may_go (self))
    qd_match_go (self->match);
  qd_wargame_page_update_display (self);
}

static const QdMatchDriver match_driver = {
  .game = match_game, .play = match_play, .player = match_player, .may_go = match_may_go,
  .start_job = match_start_job, .job_move = match_job_move, .wait = match_wait, .turn_ended = match_turn_ended,
};

gboolean
qd_wargame_play_under_way (QdWargamePage *self)
{
  return self->match != NULL && qd_match_get_state (self->match) == QD_MATCH_STATE_THINKING;
}

/* One move of the side to move, a human side's too (the engine's). */
static gboolean
step (QdWargamePage *self)
{
  if (!can_think (self))
    return FALSE;
  if (self->activity == QD_WARGAME_HINTING)
    qd_page_cancel_job (QD_PAGE (self));
  finish_activity (self);
  qd_match_reset (self->match, NULL, qd_wargame_record_n_moves (self->record));
  return qd_match_step (self->match);
}

void
qd_wargame_play_go (QdWargamePage *self)
{
  if (qd_wargame_play_under_way (self))
    return;
  /* A hint gives way to the agent to move. */
  if (self->activity == QD_WARGAME_HINTING && !self->paused && can_think (self) &&
      qd_wargame_page_is_agent (self, qd_wargame_record_state (self->record)->to_move))
    {
      qd_page_cancel_job (QD_PAGE (self));
      finish_activity (self);
    }
  qd_match_reset (self->match, NULL, qd_wargame_record_n_moves (self->record));
  qd_match_go (self->match);
  qd_wargame_page_update_display (self);
}

void
qd_wargame_play_stop (QdWargamePage *self)
{
  if (self->match != NULL)
    qd_match_stop (self->match);
  if (self->activity == QD_WARGAME_REPORTING)
    gtk_label_set_label (self->report_status, _("The report was stopped."));
  if (self->activity != QD_WARGAME_IDLE)
    qd_page_cancel_job (QD_PAGE (self));
  finish_activity (self);
}

void
qd_wargame_play_hint (QdWargamePage *self)
{
  QdWargameAgentSpec spec = { QD_WARGAME_AGENT_ENGINE, 0, HINT_TIME_MS };

  if (can_think (self) && self->activity == QD_WARGAME_IDLE)
    start_thinking (self, &spec, QD_WARGAME_HINTING, NULL);
}

void
qd_wargame_play_search_at (QdWargamePage *self, guint n_moves)
{
  const QdWargameState *state;
  QdWargameAgentSpec spec;

  if (n_moves > qd_wargame_record_n_moves (self->record) || qd_wargame_editor_active (self) ||
      self->activity != QD_WARGAME_IDLE)
    return;
  state = qd_wargame_record_state_at (self->record, n_moves);
  qd_wargame_page_get_spec (self, state->to_move, &spec);
  if (state->chance || (spec.kind != QD_WARGAME_AGENT_MINIMAX && spec.kind != QD_WARGAME_AGENT_ALPHABETA))
    return;
  start_thinking (self, &spec, QD_WARGAME_HINTING, state);
}

/* ------------------------------------------------------------ presentation */

/* One move, then the game waits: the agent of the side to move, or the
 * engine for a human side (not for Play, which stops there). */
static gboolean
present_computer_move (QdPage *page, gboolean playing)
{
  QdWargamePage *self = QD_WARGAME_PAGE (page);

  if (self->activity == QD_WARGAME_THINKING)
    return TRUE;   /* under way */
  if (!can_think (self) || (playing && !qd_wargame_page_is_agent (self, qd_wargame_record_state (self->record)->to_move)))
    return FALSE;
  self->paused = TRUE;
  self->view_move = G_MAXUINT;
  step (self);
  return TRUE;
}

/* Page Down and Page Up: through the moves of the list while one is on
 * show (a replayed log has no undo), else redo or the computer's move, and
 * undo. */
gboolean
qd_wargame_play_present_step (QdPage *page, int direction, gboolean playing)
{
  QdWargamePage *self = QD_WARGAME_PAGE (page);
  guint n = qd_wargame_record_n_moves (self->record);

  if (qd_wargame_editor_active (self))
    return FALSE;
  if (direction < 0 && self->view_move == G_MAXUINT)
    {
      if (qd_page_undo (page))
        return TRUE;
      if (n == 0 || self->activity != QD_WARGAME_IDLE)
        return FALSE;
      self->view_move = n;   /* a replayed log: its moves on show, backwards */
    }
  if (self->view_move == G_MAXUINT)
    return qd_page_present_game_step (page, direction, playing, present_computer_move);
  if (direction < 0 && self->view_move == 0)
    return FALSE;
  self->view_move = direction < 0 ? self->view_move - 1 : self->view_move + 1;
  if (self->view_move >= n)
    self->view_move = G_MAXUINT;
  qd_wargame_page_update_display (self);
  return TRUE;
}

/* ------------------------------------------------------------ actions */

static void
computer_move_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdWargamePage *self = data;

  self->paused = FALSE;
  self->view_move = G_MAXUINT;
  step (self);
}

static void
hint_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  qd_wargame_play_hint (QD_WARGAME_PAGE (data));
}

static void
pause_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdWargamePage *self = data;

  /* The move being thought is still played; the next one waits. */
  self->paused = TRUE;
  if (qd_match_get_job (self->match) == NULL)
    qd_match_stop (self->match);
  qd_wargame_page_update_display (self);
}

static void
stop_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdWargamePage *self = data;
  QdJob *job = qd_page_get_job (QD_PAGE (self));

  if (self->activity == QD_WARGAME_REPORTING && job != NULL)
    {
      /* The report keeps the games finished so far. */
      qd_job_cancel (job);
      return;
    }
  self->paused = TRUE;
  qd_wargame_play_stop (self);
  gtk_label_set_label (self->play_label, _("Stopped. Computer Move goes on."));
  qd_wargame_page_update_display (self);
}

/* ------------------------------------------------------------ logs */

/* A log replayed: the board shows its game. */
static void
show_replayed (QdWargamePage *self, QdWargameRecord *record, const char *name)
{
  g_autofree char *said = NULL;

  qd_wargame_page_show_record (self, record);
  said = g_strdup_printf (ngettext ("Replayed %s: %u move. Click a move to see the board then.",
                                    "Replayed %s: %u moves. Click a move to see the board then.",
                                    qd_wargame_record_n_moves (record)),
                          name, qd_wargame_record_n_moves (record));
  gtk_label_set_label (self->play_label, said);
}

/* On the worker (or here): the log replayed under the rules (a reference:
 * rules do not change once made). */
static gpointer
read_log (GFile *file, gpointer rules, GError **error)
{
  g_autofree char *text = NULL;
  gsize length;

  if (!qd_file_read (file, 0, &text, &length, error))
    return NULL;
  return qd_wargame_record_from_log (rules, text, (gssize) length, error);
}

/* QdPageLoadFile: the errors of reading and replaying, as they are. */
static gboolean
replay_log (QdPage *page, GFile *file, const char *display_name, GError **error)
{
  QdWargamePage *self = QD_WARGAME_PAGE (page);
  QdWargameRecord *record = read_log (file, qd_wargame_record_get_rules (self->record), error);

  if (record == NULL)   /* the caller names the file */
    return FALSE;
  show_replayed (self, record, display_name);
  return TRUE;
}

gboolean
qd_wargame_page_replay_log (QdWargamePage *self, GFile *file, GError **error)
{
  return qd_page_load_companion (QD_PAGE (self), file, replay_log, error);
}

static void
on_log_read (QdPage *page, GFile *file, gpointer result, const GError *error)
{
  g_autofree char *name = g_file_get_basename (file);

  if (result == NULL)
    qd_page_toast (page, error->message);
  else
    show_replayed (QD_WARGAME_PAGE (page), result, name);
}

void
qd_wargame_page_replay_log_async (QdWargamePage *self, GFile *file)
{
  qd_page_read_file (QD_PAGE (self), file, read_log,
                     qd_wargame_rules_ref (qd_wargame_record_get_rules (self->record)),
                     (GDestroyNotify) qd_wargame_rules_unref, (GDestroyNotify) qd_wargame_record_free, on_log_read);
}

static void
on_log_chosen (QdPage *page, GFile *file)
{
  qd_wargame_page_replay_log_async (QD_WARGAME_PAGE (page), file);
}

static void
open_log_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  qd_page_choose_file (QD_PAGE (data), _("Replay a Game Log"), on_log_chosen);
}

/* The step-by-step window's game: the one MCTS plays, its rules, and the
 * moves' names (as the search trees' under the board). */
typedef struct {
  QdOwned owned;
  QdGame game;
  QdWargameRules *rules;
  gpointer names;
} StepGame;

/* Monte Carlo Tree Search, Step by Step… on the position on the board. */
static void
mcts_step_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdWargamePage *self = data;
  StepGame *owner = g_new0 (StepGame, 1);
  const QdWargameState *root = qd_wargame_record_state (self->record);
  QdSearchTreeMoveText move_text;
  guint size;
  g_autofree char *name = NULL;

  owner->rules = qd_owned_add (&owner->owned, qd_wargame_rules_ref (qd_wargame_record_get_rules (self->record)),
                               (GDestroyNotify) qd_wargame_rules_unref);
  qd_wargame_game_init (&owner->game, owner->rules, TRUE);
  move_text = qd_wargame_tree_names (owner->rules, root, &owner->names);
  qd_owned_add (&owner->owned, owner->names, qd_wargame_tree_names_free);
  size = owner->rules->board.size;
  /* TRANSLATORS: the position the step-by-step window searches: the war game on its board, 6 by 6 */
  name = g_strdup_printf (_("War game, %u by %u"), size, size);
  qd_mcts_row_step_by_step (GTK_WIDGET (self), &(QdMctsSetup) { &owner->game, owner, qd_owned_free, root, NULL,
                                                                move_text, owner->names },
                            NULL, name, qd_wargame_record_n_moves (self->record));
}

static const GActionEntry play_actions[] = {
  { "open-log", open_log_activated },
  { "computer-move", computer_move_activated },
  { "hint", hint_activated },
  { "pause", pause_activated },
  { "stop", stop_activated },
  { "mcts-step", mcts_step_activated },
};

void
qd_wargame_play_init (QdWargamePage *self)
{
  qd_page_add_actions (QD_PAGE (self), play_actions, G_N_ELEMENTS (play_actions), self);
  self->computer_square = QD_WARGAME_NO_SQUARE;
  self->match = qd_match_new (&qd_wargame_match_rules, NULL, 0, &match_driver, self);
}
