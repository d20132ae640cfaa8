/* qd-kinarow-match.c — k in a row in the match loop (qd-kinarow-match.h). */
#include "config.h"
#include "qd-kinarow-match.h"

#include <glib/gi18n.h>

QdKinarowMatch *
qd_kinarow_match_new (QdKinarowGame *game, GRand *rand)
{
  QdKinarowMatch *m = g_new0 (QdKinarowMatch, 1);

  m->game = game;
  m->rand = rand;
  qd_kinarow_game_position (game, G_MAXUINT, &m->pos);
  return m;
}

void
qd_kinarow_match_free (QdKinarowMatch *match)
{
  if (match == NULL)
    return;
  qd_kinarow_game_free (match->game);
  g_free (match);
}

gpointer
qd_kinarow_match_new_test (GRand *rand)
{
  QdKinarowRules rules;

  qd_kinarow_rules_parse (&rules, "tictactoe", NULL);
  return qd_kinarow_match_new (qd_kinarow_game_new (&rules, "random", "random"), rand);
}

static guint
to_move (gpointer game)
{
  QdKinarowMatch *m = game;

  return m->pos.to_move;
}

static gboolean
over (gpointer game, QdMatchResult *result)
{
  QdKinarowMatch *m = game;
  QdKinarowOutcome outcome = qd_kinarow_outcome (&m->pos);

  if (outcome == QD_KINAROW_ONGOING)
    return FALSE;
  qd_match_result_set_winner (result, outcome == QD_KINAROW_P1_WINS ? 1 : outcome == QD_KINAROW_P2_WINS ? 2 : 0,
                              qd_kinarow_outcome_line (outcome));
  return TRUE;
}

static QdMatchEnd
choose (gpointer game, const QdMatchTurn *turn, guint32 *move, GError **cause)
{
  QdKinarowMatch *m = game;
  QdKinarowAgent agent;
  QdKinarowChooseOptions options = {
    .rand = m->rand, .deadline_us = turn->deadline_us, .stop = turn->stop, .tree = m->tree,
    .history = (const guint16 *) (gconstpointer) m->game->moves->data, .n_history = m->game->moves->len,
  };
  QdKinarowChoice choice;

  if (turn->who->outside != NULL)
    agent = (QdKinarowAgent) { .kind = QD_KINAROW_AGENT_OUTSIDE, .outside = turn->who->outside };
  else if (!qd_kinarow_agent_parse (turn->who->name, &agent, cause))
    return QD_MATCH_FORFEIT;
  if (qd_kinarow_agent_choose (&agent, &m->game->rules, &m->pos, &options, &choice))
    {
      *move = choice.move;
      m->search = choice.search;
      return QD_MATCH_MOVED;
    }
  return qd_match_no_move (turn, choice.forfeit, cause);
}

static void
play (gpointer game, guint32 move)
{
  QdKinarowMatch *m = game;

  qd_kinarow_game_play (m->game, move, NULL);
  qd_kinarow_apply (&m->game->rules, &m->pos, move, &m->pos);
}

static char *
move_text (gpointer game, guint32 move)
{
  QdKinarowMatch *m = game;

  return qd_kinarow_move_to_string (&m->game->rules, move);
}

static char *
prompt (gpointer game, guint player)
{
  QdKinarowMatch *m = game;
  const QdKinarowRules *rules = &m->game->rules;

  if (rules->gravity)
    return g_strdup_printf (_("Player %u (%c), your move (a column from 1 to %u):\n"), player + 1u,
                            player == 0 ? 'X' : 'O', rules->width);
  return g_strdup_printf (_("Player %u (%c), your move (a cell such as %s):\n"), player + 1u, player == 0 ? 'X' : 'O',
                          "b2");
}

static gboolean
parse (gpointer game, const char *text, guint32 *move, GError **error)
{
  QdKinarowMatch *m = game;
  guint cell;

  if (!qd_kinarow_move_parse (&m->game->rules, &m->pos, text, &cell, error))
    return FALSE;
  *move = cell;
  return TRUE;
}

static gboolean
legal (gpointer game, guint32 move)
{
  QdKinarowMatch *m = game;

  return move < QD_KINAROW_MAX_CELLS && qd_kinarow_is_legal (&m->game->rules, &m->pos, move);
}

const QdMatchRules qd_kinarow_match_rules = {
  .to_move = to_move,
  .over = over,
  .choose = choose,
  .play = play,
  .move_text = move_text,
  .prompt = prompt,
  .parse = parse,
  .legal = legal,
};
