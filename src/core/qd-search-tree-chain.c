/* qd-search-tree-chain.c — a CSP tree fed from a listener that passes
 * every event on to the problem's own (qd_search_tree_csp_chain), and a
 * game's search recorded into a tree (qd_search_tree_game_search). */
#include "config.h"
#include "qd-search-tree-private.h"

static void
chain_csp_assign (gpointer data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  QdSearchTreeCspChain *chain = data;

  qd_search_tree_csp_assign (chain->tree, var, value, depth);
  CHAIN_NEXT (chain, assign, solver, var, value, depth);
}

static void
chain_csp_propagated (gpointer data, QdCspSolver *solver, guint var, guint value, gboolean consistent)
{
  QdSearchTreeCspChain *chain = data;

  qd_search_tree_csp_propagated (chain->tree, var, value, consistent);
  CHAIN_NEXT (chain, propagated, solver, var, value, consistent);
}

static void
chain_csp_prune (gpointer data, QdCspSolver *solver, guint var, guint value)
{
  QdSearchTreeCspChain *chain = data;

  qd_search_tree_csp_prune (chain->tree, var, value);
  CHAIN_NEXT (chain, prune, solver, var, value);
}

static void
chain_csp_wipeout (gpointer data, QdCspSolver *solver, guint var)
{
  QdSearchTreeCspChain *chain = data;

  qd_search_tree_csp_wipeout (chain->tree, var);
  CHAIN_NEXT (chain, wipeout, solver, var);
}

static void
chain_csp_backtrack (gpointer data, QdCspSolver *solver, guint var, guint depth)
{
  QdSearchTreeCspChain *chain = data;

  qd_search_tree_csp_backtrack (chain->tree, var, depth);
  CHAIN_NEXT (chain, backtrack, solver, var, depth);
}

static gboolean
chain_csp_solution (gpointer data, QdCspSolver *solver, const gint *values)
{
  QdSearchTreeCspChain *chain = data;

  qd_search_tree_csp_solution (chain->tree);
  if (chain->listener != NULL && chain->listener->solution != NULL)
    return chain->listener->solution (chain->listener_data, solver, values);
  return TRUE;
}

static void
chain_csp_reject (gpointer data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  QdSearchTreeCspChain *chain = data;

  qd_search_tree_csp_reject (chain->tree, var, value, depth);
  CHAIN_NEXT (chain, reject, solver, var, value, depth);
}

/* The tree has nothing to record of a backjump (its backtracks follow). */
static void
chain_csp_backjump (gpointer data, QdCspSolver *solver, guint var, guint depth, guint to, const guint *conflict,
                    guint n)
{
  QdSearchTreeCspChain *chain = data;

  CHAIN_NEXT (chain, backjump, solver, var, depth, to, conflict, n);
}

static const QdCspListener csp_chain_listener = {
  .backjump = chain_csp_backjump,
  .assign = chain_csp_assign,
  .propagated = chain_csp_propagated,
  .prune = chain_csp_prune,
  .wipeout = chain_csp_wipeout,
  .backtrack = chain_csp_backtrack,
  .solution = chain_csp_solution,
  .reject = chain_csp_reject,
};

void
qd_search_tree_csp_chain (QdSearchTree *tree, QdSearchTreeCspChain *chain, QdCspOptions *options)
{
  chain->tree = tree;
  chain->listener = options->listener;
  chain->listener_data = options->listener_data;
  options->listener = &csp_chain_listener;
  options->listener_data = chain;
}

QdGameSearchStatus
qd_search_tree_game_search (QdSearchTree *tree, const QdGame *game, gconstpointer root, QdGameSearchOptions *options,
                            QdSearchTreeMoveText move_text, gpointer move_text_data, GDestroyNotify destroy,
                            QdGameSearchResult *result)
{
  QdSearchTreeGameChain chain;

  if (tree != NULL)
    {
      qd_search_tree_bind_game (tree, game, move_text, move_text_data, destroy);
      qd_search_tree_game_chain (tree, &chain, options);
    }
  qd_game_search (game, root, options, result);
  if (tree != NULL)
    qd_search_tree_finish (tree, result->best_index);
  return result->status;
}
