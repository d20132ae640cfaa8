/* qd-gdl-page-match.c — the General Games tab's turns: the match loop
 * (core/qd-match-async.h) over the game on show.  A person's move is
 * submitted to it; a computer player's is searched on the page's job
 * (qd-gdl-page-play.c) and played by the match. */
#include "config.h"
#include "qd-gdl-page-private.h"

/* ------------------------------------------------------------ the rules */

static guint
rules_to_move (gpointer page)
{
  QdGdlPage *self = page;

  return (guint) MAX (self->mover, 0);
}

/* Over when no role is to move; the page says the goals itself. */
static gboolean
rules_over (gpointer page, QdMatchResult *result)
{
  QdGdlPage *self = page;

  if (self->mover >= 0)
    return FALSE;
  qd_match_result_set_winner (result, 0, NULL);
  result->winner = -1;
  result->scores[0] = result->scores[1] = 0;
  return TRUE;
}

static gboolean
rules_legal (gpointer page, guint32 move)
{
  QdGdlPage *self = page;

  for (guint i = 0; i < self->legal->len; i++)
    if (g_array_index (self->legal, guint32, i) == move)
      return TRUE;
  return FALSE;
}

static void
rules_play (gpointer page, guint32 move)
{
  qd_gdl_page_play (page, move);
}

static char *
rules_move_text (gpointer page, guint32 move)
{
  QdGdlPage *self = page;

  return g_strdup (qd_gdl_game_move_text (self->sheet->game, move));
}

static const QdMatchRules page_rules = {
  .to_move = rules_to_move, .over = rules_over, .play = rules_play, .move_text = rules_move_text,
  .legal = rules_legal,
};

/* ------------------------------------------------------------ the driver */

static void
match_player (gpointer data, guint role, QdMatchPlayer *who)
{
  who->human = qd_gdl_players_is_human (data, role);
  who->name = who->human ? "human" : "computer";
}

/* The computer players wait while something runs, while paused and while
 * practising (its questions are on the moves as they are). */
static gboolean
match_may_go (gpointer data)
{
  QdGdlPage *self = data;

  return !qd_page_get_busy (QD_PAGE (self)) && !self->paused && !self->practicing;
}

static QdJob *
match_start_job (gpointer data, const QdMatchTurn *turn)
{
  return qd_gdl_players_start_move (data, turn->player, turn->who->human);
}

static QdMatchEnd
match_job_move (gpointer data, QdJob *job, const QdMatchTurn *turn, guint32 *move, GError **cause)
{
  QdGdlPage *self = data;

  if (self->computer_forfeit != NULL)
    {
      g_set_error_literal (cause, G_IO_ERROR, G_IO_ERROR_FAILED, self->computer_forfeit);
      g_clear_pointer (&self->computer_forfeit, g_free);
      return QD_MATCH_FORFEIT;
    }
  if (self->computer_move < 0)
    return QD_MATCH_STOPPED;
  *move = (guint32) self->computer_move;
  self->computer_move = -1;
  return QD_MATCH_MOVED;
}

/* A stop from elsewhere, or a forfeit (said): the players wait. */
static void
match_turn_ended (gpointer data, QdMatchEnd end)
{
  QdGdlPage *self = data;

  if (end != QD_MATCH_MOVED && end != QD_MATCH_OVER)
    self->paused = TRUE;
  qd_gdl_page_refresh (self);
}

static const QdMatchDriver match_driver = {
  .player = match_player, .may_go = match_may_go, .start_job = match_start_job, .job_move = match_job_move,
  .turn_ended = match_turn_ended,
};

void
qd_gdl_page_match_init (QdGdlPage *self)
{
  self->computer_move = -1;
  self->match = qd_match_new (&page_rules, self, 0, &match_driver, self);
}

void
qd_gdl_players_continue (QdGdlPage *self)
{
  if (qd_match_get_state (self->match) == QD_MATCH_STATE_THINKING)
    return;
  qd_match_reset (self->match, self, self->moves->len);
  qd_match_go (self->match);
}

void
qd_gdl_page_person_plays (QdGdlPage *self, guint32 move)
{
  qd_page_record_state (QD_PAGE (self));
  self->paused = FALSE;
  qd_match_reset (self->match, self, self->moves->len);
  qd_match_submit_move (self->match, move, NULL);
}

gboolean
qd_gdl_page_match_step (QdGdlPage *self)
{
  qd_match_reset (self->match, self, self->moves->len);
  return qd_match_step (self->match);
}
