/* qd-game-mcts-agent.c — Monte Carlo tree search as a player of any game
 * (qd-game-mcts-agent.h). */
#include "config.h"
#include "qd-game-mcts-agent.h"
#include "qd-random.h"

#include <gio/gio.h>
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

/* ---- root parallelism */

typedef struct {
  const QdMctsHelpers *helpers;
  guint index;
  QdMctsOptions options;
  gint64 end_us;             /* the caller's search's end */
  GCancellable *cancellable; /* cancelled when the caller's search ends */
  QdMcts *mcts;              /* its tree, once searched */
  GThread *thread;
} Helper;

static gpointer
helper_search (gpointer data)
{
  Helper *h = data;
  const QdGame *game;
  gconstpointer root;
  QdMctsResult result;
  gboolean open;

  g_cancellable_push_current (h->cancellable);
  open = h->helpers->open (h->helpers->data, h->index, &game, &root);
  g_cancellable_pop_current (h->cancellable);
  if (!open)
    return NULL;
  /* what is left of the caller's budget once its game is read; a helper
   * that read it adds one iteration at least */
  h->options.time_budget_us = MAX (h->end_us - g_get_monotonic_time (), 0);
  if (h->options.time_budget_us == 0)
    h->options.iterations = 1;
  h->mcts = qd_mcts_new (game, root, &h->options);
  qd_mcts_run (h->mcts, &result);
  return NULL;
}

typedef struct {
  QdMove move;
  double visits, reward;     /* the reward of the root's player */
} Tally;

static void
tally_add (GArray *tally, QdMove move, double visits, double reward)
{
  for (guint i = 0; i < tally->len; i++)
    {
      Tally *t = &g_array_index (tally, Tally, i);

      if (t->move == move)
        {
          t->visits += visits;
          t->reward += reward;
          return;
        }
    }
  g_array_append_val (tally, ((Tally) { move, visits, reward }));
}

static void
tally_tree (GArray *tally, const QdMcts *mcts, const QdMctsHelpers *helpers, gint helper)
{
  for (guint32 c = qd_mcts_node (mcts, 0)->first_child; c != QD_MCTS_NODE_NONE; c = qd_mcts_node (mcts, c)->next_sibling)
    {
      const QdMctsNode *n = qd_mcts_node (mcts, c);
      QdMove move = helper < 0 ? n->move : helpers->move_back (helpers->data, (guint) helper, n->move);

      if (move != QD_MOVE_NONE)
        tally_add (tally, move, n->visits, qd_mcts_mean (mcts, c) * n->visits);
    }
}

/* The caller's search and its helpers' added: the most visited root move
 * (ties: the higher mean, then the caller's order) into `result`. */
static void
merge (const QdGame *game, gconstpointer root, const QdMcts *mcts, Helper *helpers, const QdMctsHelpers *spec,
       QdMctsResult *result)
{
  g_autoptr(GArray) tally = g_array_new (FALSE, FALSE, sizeof (Tally));
  g_autofree QdMove *moves = g_new (QdMove, MAX (game->max_moves, 1));
  const Tally *best = NULL;
  guint n;

  tally_tree (tally, mcts, spec, -1);
  for (guint i = 0; i < spec->n; i++)
    if (helpers[i].mcts != NULL)
      {
        tally_tree (tally, helpers[i].mcts, spec, (gint) i);
        result->iterations += qd_mcts_n_iterations (helpers[i].mcts);
      }
  for (guint i = 0; i < tally->len; i++)
    {
      const Tally *t = &g_array_index (tally, Tally, i);

      if (best == NULL || t->visits > best->visits
          || (t->visits == best->visits && t->reward * best->visits > best->reward * t->visits))
        best = t;
    }
  if (best == NULL || best->visits == 0)
    return;
  result->best_move = best->move;
  result->value = best->reward / best->visits;
  n = game->moves (game, root, moves);
  for (guint i = 0; i < n; i++)
    if (moves[i] == best->move)
      result->best_index = i;
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
      const QdMctsHelpers *spec_helpers = context->helpers;
      guint n_helpers = spec_helpers != NULL && spec->iterations == 0 ? MIN (spec_helpers->n, QD_MCTS_MAX_HELPERS) : 0;
      Helper helpers[QD_MCTS_MAX_HELPERS] = { { 0 } };
      gint64 end_us = g_get_monotonic_time () + options.time_budget_us;
      g_autoptr(QdMcts) mcts = NULL;
      g_autoptr(GCancellable) cancellable = n_helpers > 0 ? g_cancellable_new () : NULL;

      /* the progress counts every search's iterations */
      if (n_helpers > 0 && options.progress_nodes != NULL)
        {
          options.progress_shared = TRUE;
          __atomic_store_n (options.progress_nodes, 0, __ATOMIC_RELAXED);
        }
      for (guint i = 0; i < n_helpers; i++)
        {
          helpers[i] = (Helper) { .helpers = spec_helpers, .index = i, .options = options, .end_us = end_us,
                                  .cancellable = cancellable };
          helpers[i].options.seed = qd_mcts_agent_seed (options.seed, i + 1);
          helpers[i].options.iteration_done = NULL;
          helpers[i].thread = g_thread_new ("qd-mcts-helper", helper_search, &helpers[i]);
        }
      mcts = qd_mcts_new (game, root, &options);
      qd_mcts_run (mcts, result);
      if (context->tree != NULL && qd_search_tree_is_bound (context->tree))
        qd_search_tree_record_mcts (context->tree, mcts);
      /* a helper still reading its game gives up */
      if (cancellable != NULL)
        g_cancellable_cancel (cancellable);
      for (guint i = 0; i < n_helpers; i++)
        g_thread_join (helpers[i].thread);
      if (n_helpers > 0)
        merge (game, root, mcts, helpers, spec_helpers, result);
      for (guint i = 0; i < n_helpers; i++)
        g_clear_pointer (&helpers[i].mcts, qd_mcts_free);
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
