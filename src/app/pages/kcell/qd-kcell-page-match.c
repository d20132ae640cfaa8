/* qd-kcell-page-match.c — the KCell tab's turns: the match loop
 * (core/qd-match-async.h) over qd_kcell_match_rules' view of the game on
 * the board.  An agent's move is searched on the page's job
 * (qd-kcell-page.c) and played by the match; the next move waits until
 * the stone lands. */
#include "config.h"
#include "qd-kcell-page-private.h"

#include <glib/gi18n.h>

/* The match's game: qd_kcell_match_rules' view of the game on the board,
 * its position taken anew. */
static gpointer
match_game (gpointer page)
{
  QdKcellPage *self = page;

  self->board_match.game = self->game;
  qd_kcell_page_position (self, &self->board_match.pos);
  return &self->board_match;
}

static void
match_player (gpointer data, guint side, QdMatchPlayer *who)
{
  QdKcellPage *self = data;

  who->name = self->game->agents[side];
  who->human = qd_kcell_page_agent (self, side).kind == QD_KCELL_AGENT_HUMAN;
}

/* The agents wait while something runs, while a stone flies, while paused
 * and after a forfeit. */
static gboolean
match_may_go (gpointer data)
{
  QdKcellPage *self = data;

  return !qd_page_get_busy (QD_PAGE (self)) && !qd_kcell_view_is_animating (self->board_view) && !self->paused &&
         self->forfeit == 0;
}

/* The agent's search on the page's job, or a strong searcher's for a
 * person's step. */
static QdJob *
match_start_job (gpointer data, const QdMatchTurn *turn)
{
  QdKcellPage *self = data;
  QdKcellPosition pos;
  QdKcellAgent agent = qd_kcell_page_agent (self, turn->player);

  if (agent.kind == QD_KCELL_AGENT_HUMAN)
    agent = (QdKcellAgent) { QD_KCELL_AGENT_HEURISTIC, 6 };
  qd_kcell_page_position (self, &pos);
  qd_kcell_page_start_thinking (self, &pos, agent, TRUE);
  return self->thinking ? qd_page_get_job (QD_PAGE (self)) : NULL;
}

static QdMatchEnd
match_job_move (gpointer data, QdJob *job, const QdMatchTurn *turn, guint32 *move, GError **cause)
{
  QdKcellPage *self = data;
  const QdKcellChoice *choice = qd_job_get_result (job);

  if (choice == NULL)
    return QD_MATCH_STOPPED;
  if (choice->forfeit != NULL)
    {
      g_propagate_error (cause, g_error_copy (choice->forfeit));
      return QD_MATCH_FORFEIT;
    }
  qd_kcell_page_take_choice (self, choice, FALSE);
  *move = choice->move;
  return QD_MATCH_MOVED;
}

/* A move was played: the board shows the game, not a node of the last
 * search, and the stone flies. */
static void
match_moved (gpointer data, const QdMatchTurn *turn, guint32 move)
{
  QdKcellPage *self = data;

  qd_page_tree_leave_node (self->page_tree);
  qd_page_set_modified (QD_PAGE (self), TRUE);
  qd_kcell_page_refresh (self, TRUE);
}

/* A forfeit, or the agents' turn stopped from elsewhere: they wait. */
static void
match_turn_ended (gpointer data, QdMatchEnd end)
{
  QdKcellPage *self = data;
  const QdMatchResult *result = qd_match_get_result (self->match);
  const char *cause = qd_match_get_forfeit (self->match);

  if (end == QD_MATCH_MOVED || end == QD_MATCH_OVER)
    return;   /* said by match_moved */
  self->paused = TRUE;
  if (cause != NULL)
    qd_kcell_page_say_forfeit (self, result->forfeiter - 1, cause);
  qd_kcell_page_refresh (self, FALSE);
}

static const QdMatchDriver match_driver = {
  .game = match_game, .player = match_player, .may_go = match_may_go, .start_job = match_start_job, .job_move = match_job_move,
  .moved = match_moved, .turn_ended = match_turn_ended,
};

/* Moves on: the match asks the player to move (an agent starts thinking),
 * a person without a move passes; nothing happens while something runs or
 * a stone flies. */
void
qd_kcell_page_continue (QdKcellPage *self)
{
  QdKcellPosition pos;

  if (qd_match_get_state (self->match) == QD_MATCH_STATE_THINKING)
    return;
  qd_match_reset (self->match, NULL, self->game->moves->len);
  if (qd_page_get_busy (QD_PAGE (self)) || qd_kcell_view_is_animating (self->board_view))
    return;
  qd_match_go (self->match);
  qd_kcell_page_position (self, &pos);
  if (qd_match_get_state (self->match) == QD_MATCH_STATE_WAITING &&
      qd_kcell_movable (&self->game->rules, &pos, pos.to_move) == 0)
    {
      g_autofree char *who = qd_kcell_page_player_name (self, pos.to_move);
      g_autofree char *text = g_strdup_printf (_("%s has no move and passes."), who);

      qd_page_toast (QD_PAGE (self), text);
      qd_match_submit_move (self->match, QD_KCELL_PASS, NULL);
    }
}

void
qd_kcell_page_match_init (QdKcellPage *self)
{
  self->match = qd_match_new (&qd_kcell_match_rules, NULL, 0, &match_driver, self);
}
