/* qd-game-mcts-agent.c — Monte Carlo tree search as a player of any game
 * (qd-game-mcts-agent.h). */
#include "config.h"
#include "qd-game-mcts-agent.h"
#include "qd-random.h"

#include <string.h>

guint64
qd_mcts_agent_seed (guint64 seed, guint ply)
{
  /* SplitMix64's finaliser over the seed and the ply, so that neighbouring
   * seeds and plies give unrelated searches. */
  return qd_random_finalise (seed * QD_RANDOM_GAMMA + (guint64) ply + 1);
}

/* The engine's view of the answer: the value from MAX's side. */
static void
to_search_result (const QdGame *game, gconstpointer root, const QdMctsResult *result, QdGameSearchResult *search)
{
  double mover = 2 * result->value - 1;

  memset (search, 0, sizeof *search);
  search->status = result->status;
  search->value = game->to_move (game, root) == QD_PLAYER_MIN ? -mover : mover;
  search->best_index = result->best_index;
  search->best_move = result->best_move;
  search->nodes = result->iterations;
  search->leaves = result->iterations;
  search->time_us = result->time_us;
}

gboolean
qd_mcts_agent_choose (const QdGame *game, gconstpointer root, const QdMctsOptions *spec,
                      const QdMctsAgentContext *context, QdMctsResult *result, QdGameSearchResult *search)
{
  QdMctsOptions options = *spec;
  gboolean deadline_binds = FALSE;

  options.seed = qd_mcts_agent_seed (context->seed, context->ply);
  options.stop = context->stop;
  options.progress_nodes = context->progress_nodes;
  if (context->deadline_us != 0)
    {
      gint64 left = context->deadline_us - g_get_monotonic_time ();

      if (options.time_budget_us == 0 || left < options.time_budget_us)
        {
          deadline_binds = TRUE;
          options.time_budget_us = MAX (left, 1);
        }
    }
  if (deadline_binds && options.time_budget_us <= 1)
    {
      memset (result, 0, sizeof *result);
      result->status = QD_GAME_SEARCH_STOPPED;
      result->best_move = QD_MOVE_NONE;
    }
  else
    {
      g_autoptr(QdMcts) mcts = qd_mcts_new (game, root, &options);

      qd_mcts_run (mcts, result);
      if (context->tree != NULL && qd_search_tree_is_bound (context->tree))
        qd_search_tree_record_mcts (context->tree, mcts);
    }
  /* Cut by the game's deadline before the spec's own budget was used:
   * stopped, as the game's other searchers are past it. */
  if (deadline_binds && result->status == QD_GAME_SEARCH_DONE && g_get_monotonic_time () >= context->deadline_us &&
      (spec->iterations == 0 || result->iterations < spec->iterations))
    result->status = QD_GAME_SEARCH_STOPPED;
  if (search != NULL)
    to_search_result (game, root, result, search);
  return result->status == QD_GAME_SEARCH_DONE && result->best_move != QD_MOVE_NONE;
}

char *
qd_mcts_agent_spec_with_budget (const QdMctsOptions *spec, gboolean milliseconds, guint amount)
{
  QdMctsOptions options = *spec;

  amount = MAX (amount, 1);
  options.iterations = milliseconds ? 0 : MIN (amount, QD_MCTS_MAX_ITERATIONS);
  options.time_budget_us = milliseconds ? (gint64) MIN (amount, QD_MCTS_MAX_MS) * 1000 : 0;
  return qd_mcts_spec_to_string (&options);
}
