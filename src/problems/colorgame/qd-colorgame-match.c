/* qd-colorgame-match.c — the map-colouring game in the match loop
 * (qd-colorgame-match.h). */
#include "config.h"
#include "qd-colorgame-match.h"

#include <string.h>

#include "core/qd-game-mcts-agent.h"
#include "qd-colorgame-outside.h"

/* agent-test's map: Australia, WA red by player 1, depth 2. */
static const char test_map[] = "R, G, B\nWA: R-1\n2\nR: 3, G: 2, B: 1\nR: 1, G: 2, B: 3\n"
                               "WA: NT, SA\nNT: WA, SA, Q\nSA: WA, NT, Q, NSW, V\nQ: NT, SA, NSW\nNSW: Q, SA, V\n"
                               "V: SA, NSW\nT:\n";

QdColorgameMatch *
qd_colorgame_match_new (const QdColorgame *game, gboolean arc_consistency, guint depth, guint64 seed, GRand *rand)
{
  QdColorgameMatch *m = g_new (QdColorgameMatch, 1);

  *m = (QdColorgameMatch) {
    .game = game, .depth = depth, .seed = seed, .rand = rand, .played = g_array_new (FALSE, FALSE, sizeof (QdMove)),
    .state = qd_colorgame_root (game, qd_colorgame_next_player (game) == 1 ? QD_PLAYER_MAX : QD_PLAYER_MIN),
  };
  qd_colorgame_rules_init (&m->rules, game, arc_consistency);
  qd_colorgame_as_game (&m->rules, &m->as_game);
  qd_colorgame_scores (game, m->scores);
  return m;
}

void
qd_colorgame_match_free (QdColorgameMatch *match)
{
  if (match != NULL)
    {
      g_clear_pointer (&match->owned, qd_colorgame_free);
      g_array_unref (match->played);
      g_free (match->state);
      g_free (match);
    }
}

gpointer
qd_colorgame_match_new_test (GRand *rand)
{
  QdColorgame *game = qd_colorgame_parse (test_map, -1, NULL);
  QdColorgameMatch *m = qd_colorgame_match_new (game, FALSE, game->depth, 1, rand);

  m->owned = game;
  return m;
}

static guint
to_move (gpointer game)
{
  QdColorgameMatch *m = game;

  return m->state->to_move == QD_PLAYER_MAX ? 0 : 1;
}

static gboolean
over (gpointer game, QdMatchResult *result)
{
  QdColorgameMatch *m = game;
  g_autofree char *reason = NULL;

  if (!m->as_game.terminal (&m->as_game, m->state))
    return FALSE;
  reason = g_strdup_printf ("player 1 minus player 2: %d", m->state->score);
  qd_match_result_set_winner (result, m->scores[0] > m->scores[1] ? 1 : m->scores[0] < m->scores[1] ? 2 : 0,
                              reason);
  return TRUE;
}

/* A random legal move. */
static QdMove
random_move (QdColorgameMatch *m)
{
  g_autofree QdMove *legal = g_new (QdMove, m->as_game.max_moves);
  guint n = qd_colorgame_moves (&m->rules, m->state, legal);

  return legal[g_rand_int_range (m->rand, 0, (gint32) n)];
}

/* Quandary's move for `spec`: alpha-beta to the depth, MCTS (seeded by
 * the seed and the moves played), or a random legal one.  FALSE when
 * stopped. */
static gboolean
own_move (QdColorgameMatch *m, const char *spec, const gint *stop, QdMove *move)
{
  QdGameSearchOptions options;
  QdGameSearchResult result;
  QdMctsOptions mcts;

  if (qd_mcts_spec_parse (spec, &mcts, NULL))
    {
      QdMctsAgentContext context = { stop, 0, m->seed, m->played->len, NULL };
      QdMctsResult found;

      if (!qd_mcts_agent_choose (&m->as_game, m->state, &mcts, &context, &found, NULL))
        return FALSE;
      *move = found.best_move;
      return TRUE;
    }
  if (g_str_equal (spec, "random"))
    {
      *move = random_move (m);
      return TRUE;
    }
  qd_game_search_options_init (&options);
  options.algorithm = QD_GAME_SEARCH_ALPHABETA;
  options.depth = MAX (m->depth, 1);
  options.stop = stop;
  if (qd_game_search (&m->as_game, m->state, &options, &result) != QD_GAME_SEARCH_DONE
      || result.best_move == QD_MOVE_NONE)
    return FALSE;
  *move = result.best_move;
  return TRUE;
}

static QdMatchEnd
choose (gpointer game, const QdMatchTurn *turn, guint32 *move, GError **cause)
{
  QdColorgameMatch *m = game;
  g_autoptr(GError) error = NULL;
  guint64 nodes;
  QdMove chosen;

  if (turn->who->outside == NULL)
    {
      if (!own_move (m, turn->who->name, turn->stop, &chosen))
        return QD_MATCH_STOPPED;
    }
  else if (!qd_colorgame_outside_choose (turn->who->outside, &m->rules, m->state, (const QdMove *) m->played->data,
                                         m->played->len, turn->stop, &chosen, &nodes, &error))
    {
      if (error == NULL)
        return QD_MATCH_STOPPED;
      g_propagate_error (cause, g_steal_pointer (&error));
      return QD_MATCH_FORFEIT;
    }
  *move = chosen;
  return QD_MATCH_MOVED;
}

static void
play (gpointer game, guint32 move)
{
  QdColorgameMatch *m = game;
  g_autofree QdColorgameState *next = g_malloc (m->as_game.state_size);

  m->scores[to_move (m)] += m->game->weights[to_move (m)][QD_COLORGAME_MOVE_COLOR (move)];
  g_array_append_val (m->played, move);
  m->as_game.apply (&m->as_game, m->state, move, next);
  memcpy (m->state, next, m->as_game.state_size);
}

static char *
move_text (gpointer game, guint32 move)
{
  QdColorgameMatch *m = game;

  return qd_colorgame_move_notation (m->game, move);
}

const QdMatchRules qd_colorgame_match_rules = {
  .to_move = to_move, .over = over, .choose = choose, .play = play, .move_text = move_text,
};
