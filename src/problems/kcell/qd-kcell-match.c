/* qd-kcell-match.c — KCell in the match loop (qd-kcell-match.h). */
#include "config.h"
#include "qd-kcell-match.h"

QdKcellPlay *
qd_kcell_play_new (QdKcellGame *game, GRand *rand, guint64 seed)
{
  QdKcellPlay *m = g_new (QdKcellPlay, 1);

  *m = (QdKcellPlay) { .game = game, .rand = rand, .seed = seed };
  qd_kcell_game_position (game, G_MAXUINT, &m->pos);
  return m;
}

void
qd_kcell_play_free (QdKcellPlay *match)
{
  if (match != NULL)
    qd_kcell_game_free (match->game);
  g_free (match);
}

gpointer
qd_kcell_match_new_test (GRand *rand)
{
  QdKcellRules rules;

  qd_kcell_rules_init (&rules, 7, 2, NULL);
  return qd_kcell_play_new (qd_kcell_game_new (&rules, "random", "random"), rand, 0);
}

static guint
to_move (gpointer game)
{
  return ((const QdKcellPlay *) game)->pos.to_move;
}

/* Over: the winner (1 or 2; 0 a draw) and the course's line. */
static gboolean
over (gpointer game, QdMatchResult *result)
{
  static const gint winners[] = { [QD_KCELL_P1_WINS] = 1, [QD_KCELL_P2_WINS] = 2, [QD_KCELL_DRAW] = 0 };
  QdKcellPlay *m = game;
  QdKcellOutcome outcome = qd_kcell_outcome (&m->game->rules, &m->pos);

  if (outcome != QD_KCELL_ONGOING)
    qd_match_result_set_winner (result, winners[outcome], qd_kcell_outcome_line (outcome));
  return outcome != QD_KCELL_ONGOING;
}

/* The turn's player as an agent: its outside agent, or the one its name
 * says; FALSE with the cause for a name that is none. */
static gboolean
turn_agent (const QdMatchTurn *turn, QdKcellAgent *agent, GError **cause)
{
  if (turn->who->outside == NULL)
    return qd_kcell_agent_parse (turn->who->name, agent, cause);
  *agent = (QdKcellAgent) { .kind = QD_KCELL_AGENT_OUTSIDE, .outside = turn->who->outside };
  return TRUE;
}

static QdMatchEnd
choose (gpointer game, const QdMatchTurn *turn, guint32 *move, GError **cause)
{
  QdKcellPlay *m = game;
  QdKcellAgent agent;
  QdKcellChooseOptions options = {
    .rand = m->rand, .deadline_us = turn->deadline_us, .stop = turn->stop, .tree = m->search.tree,
    .history = (const guint8 *) m->game->moves->data, .n_history = m->game->moves->len,
    .seed = m->seed, .ply = m->game->moves->len,
  };
  QdKcellChoice choice;

  if (!turn_agent (turn, &agent, cause))
    return QD_MATCH_FORFEIT;
  if (!qd_kcell_agent_choose (&agent, &m->game->rules, &m->pos, &options, &choice))
    return qd_match_no_move (turn, choice.forfeit, cause);
  *move = choice.move;
  m->search.result = choice.search;
  m->search.searched = agent.kind != QD_KCELL_AGENT_RANDOM;
  return QD_MATCH_MOVED;
}

static void
play (gpointer game, guint32 move)
{
  QdKcellPlay *m = game;

  qd_kcell_game_play (m->game, move, NULL);
  qd_kcell_apply (&m->game->rules, &m->pos, move, &m->pos, NULL, NULL);
}

static char *
move_text (gpointer game, guint32 move)
{
  return qd_kcell_move_notation (move);
}

static gboolean
legal (gpointer game, guint32 move)
{
  QdKcellPlay *m = game;

  return qd_kcell_is_legal (&m->game->rules, &m->pos, move);
}

const QdMatchRules qd_kcell_match_rules = {
  .to_move = to_move, .over = over, .choose = choose, .play = play, .move_text = move_text, .legal = legal,
};
