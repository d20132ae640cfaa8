/* qd-problem-game.c — a problem's game as `agent-test` plays it
 * (qd-problem.h): its test match, through the one match loop. */
#include "config.h"
#include "qd-problem.h"

gboolean
qd_problem_game_test (const QdProblemGame *game, QdAgent *agent, guint side, GRand *rand, const gint *stop,
                      GString *transcript, GError **error)
{
  gpointer match = game->test_match (rand);
  gboolean ok = qd_match_test_game (game->rules, match, agent, side, stop, transcript, error);

  game->free_match (match);
  return ok;
}
