/* qd-search-tree.c — the tree a search walked, recorded node by node. */
#include "qd-search-tree-private.h"

#include <glib/gi18n.h>
#include "qd-format.h"
#include "qd-alloc.h"

#include <math.h>
#include <string.h>

QdSearchTree *
qd_search_tree_new (QdSearchTreeKind kind, guint budget)
{
  QdSearchTree *tree = g_new0 (QdSearchTree, 1);

  tree->ref_count = 1;
  tree->kind = kind;
  tree->budget = budget == 0 ? QD_SEARCH_TREE_DEFAULT_BUDGET : MIN (budget, G_MAXUINT32 - 1);
  tree->chunks = g_new0 (QdSearchNode *, tree->budget / CHUNK_SIZE + 1);
  return tree;
}

/* The path stacks, once the model says how deep the search may go. */
void
qd_search_tree_bind_depth (QdSearchTree *tree, guint max_depth)
{
  tree->max_depth = max_depth;
  tree->stack = g_new (guint32, max_depth + 1);
  tree->anchor = g_new (guint32, max_depth + 1);
  tree->last = g_new (guint32, max_depth + 1);
  for (guint d = 0; d <= max_depth; d++)
    tree->stack[d] = tree->anchor[d] = tree->last[d] = QD_SEARCH_NODE_NONE;
}

gboolean
qd_search_tree_is_bound (const QdSearchTree *tree)
{
  return tree->stack != NULL;
}

void
qd_search_tree_bind_csp (QdSearchTree *tree, QdCsp *csp, gboolean take)
{
  g_return_if_fail (tree->kind == QD_SEARCH_TREE_CSP && !qd_search_tree_is_bound (tree) && csp != NULL);
  qd_search_tree_bind_depth (tree, qd_csp_n_variables (csp) + 1);
  tree->csp = csp;
  tree->owns_csp = take;
  tree->prune_budget = 2 * (guint64) tree->budget;
  tree->prune_chunks = g_new0 (guint32 *, tree->prune_budget / CHUNK_SIZE + 1);
  /* The root exists before the search: the initial propagation prunes there. */
  qd_search_tree_csp_assign (tree, 0, 0, 0);
}

void
qd_search_tree_bind_game (QdSearchTree *tree, const QdGame *game, QdSearchTreeMoveText move_text,
                          gpointer move_text_data, GDestroyNotify destroy)
{
  guint plies;

  g_return_if_fail (tree->kind == QD_SEARCH_TREE_GAME && !qd_search_tree_is_bound (tree) && game != NULL);
  plies = game->max_plies != 0 ? game->max_plies + 1 : QD_GAME_MAX_PLIES;
  qd_search_tree_bind_depth (tree, plies);
  tree->game = game;
  tree->game_bound = TRUE;
  tree->move_text = move_text;
  tree->move_text_data = move_text_data;
  tree->move_text_destroy = destroy;
  tree->moves_at = g_new0 (const QdMove *, plies + 1);
  tree->n_moves_at = g_new0 (guint, plies + 1);
}

QdSearchTreeMoveText
qd_search_tree_get_move_text (const QdSearchTree *tree, gpointer *data)
{
  if (data != NULL)
    *data = tree->move_text_data;
  return tree->move_text;
}

QdSearchTree *
qd_search_tree_new_csp (const QdCsp *csp, guint budget)
{
  QdSearchTree *tree;

  g_return_val_if_fail (csp != NULL, NULL);
  tree = qd_search_tree_new (QD_SEARCH_TREE_CSP, budget);
  qd_search_tree_bind_csp (tree, (QdCsp *) csp, FALSE);
  return tree;
}

QdSearchTree *
qd_search_tree_new_game (const QdGame *game, QdSearchTreeMoveText move_text,
                         gpointer move_text_data, guint budget)
{
  QdSearchTree *tree;

  g_return_val_if_fail (game != NULL, NULL);
  tree = qd_search_tree_new (QD_SEARCH_TREE_GAME, budget);
  qd_search_tree_bind_game (tree, game, move_text, move_text_data, NULL);
  tree->game_bound = FALSE;
  return tree;
}

QdSearchTree *
qd_search_tree_ref (QdSearchTree *tree)
{
  g_return_val_if_fail (tree != NULL, NULL);
  g_atomic_int_inc (&tree->ref_count);
  return tree;
}

void
qd_search_tree_unref (QdSearchTree *tree)
{
  if (tree == NULL || !g_atomic_int_dec_and_test (&tree->ref_count))
    return;
  for (guint c = 0; c <= tree->budget / CHUNK_SIZE; c++)
    qd_big_free (tree->chunks[c]);
  g_free (tree->chunks);
  if (tree->move_text_destroy != NULL)
    tree->move_text_destroy (tree->move_text_data);
  if (tree->prune_chunks != NULL)
    for (guint64 c = 0; c <= tree->prune_budget / CHUNK_SIZE; c++)
      g_free (tree->prune_chunks[c]);
  g_free (tree->prune_chunks);
  if (tree->rbfs_chunks != NULL)
    for (guint c = 0; c <= tree->budget / CHUNK_SIZE; c++)
      g_free (tree->rbfs_chunks[c]);
  g_free (tree->rbfs_chunks);
  g_free (tree->stack);
  g_free (tree->anchor);
  g_free (tree->last);
  g_free (tree->moves_at);
  g_free (tree->n_moves_at);
  if (tree->owns_csp)
    qd_csp_free ((QdCsp *) tree->csp);
  g_free (tree);
}

QdSearchTreeKind qd_search_tree_get_kind (const QdSearchTree *tree) { return tree->kind; }
const QdCsp *qd_search_tree_get_csp (const QdSearchTree *tree) { return tree->csp; }
const QdGame *qd_search_tree_get_game (const QdSearchTree *tree) { return tree->game; }
guint64 qd_search_tree_n_dropped (const QdSearchTree *tree) { return tree->n_dropped; }
guint qd_search_tree_get_budget (const QdSearchTree *tree) { return tree->budget; }
gboolean qd_search_tree_prunes_truncated (const QdSearchTree *tree) { return tree->prunes_truncated; }

guint
qd_search_tree_n_nodes (const QdSearchTree *tree)
{
  return __atomic_load_n (&tree->n_nodes, __ATOMIC_ACQUIRE);
}

gboolean
qd_search_tree_is_finished (const QdSearchTree *tree)
{
  return __atomic_load_n (&tree->finished, __ATOMIC_ACQUIRE);
}

const QdSearchNode *
qd_search_tree_node (const QdSearchTree *tree, guint id)
{
  g_return_val_if_fail (id < qd_search_tree_n_nodes (tree), NULL);
  return node_at (tree, id);
}

static guint
published_link (const QdSearchTree *tree, const guint32 *link)
{
  guint32 id = __atomic_load_n (link, __ATOMIC_RELAXED);

  return id < qd_search_tree_n_nodes (tree) ? id : QD_SEARCH_NODE_NONE;
}

guint
qd_search_tree_first_child (const QdSearchTree *tree, guint id)
{
  return published_link (tree, &node_at (tree, id)->first_child);
}

guint
qd_search_tree_next_sibling (const QdSearchTree *tree, guint id)
{
  return published_link (tree, &node_at (tree, id)->next_sibling);
}

QdSearchNodeStatus
qd_search_tree_status (const QdSearchTree *tree, guint id)
{
  return __atomic_load_n (&node_at (tree, id)->status, __ATOMIC_RELAXED);
}

guint
qd_search_tree_flags (const QdSearchTree *tree, guint id)
{
  return __atomic_load_n (&node_at (tree, id)->flags, __ATOMIC_RELAXED);
}


/* ------------------------------------------------------------------ adding */

/* A new node at `depth` under the node on the current path at depth - 1;
 * NONE when it is dropped (full, or under a dropped node). */
guint32
qd_search_tree_add_node (QdSearchTree *tree, guint depth, guint32 a, guint32 b, QdSearchNodeStatus status)
{
  guint32 parent = depth > 0 ? tree->stack[depth - 1] : QD_SEARCH_NODE_NONE;
  guint32 id = tree->n_nodes;
  QdSearchNode *node;

  if (depth > tree->max_depth)
    return QD_SEARCH_NODE_NONE;  /* cannot happen with the engines' own bounds */
  if (id >= tree->budget || (depth > 0 && parent == QD_SEARCH_NODE_NONE))
    {
      guint32 anchor = depth > 0 ? tree->anchor[depth - 1] : QD_SEARCH_NODE_NONE;

      tree->n_dropped++;
      if (anchor != QD_SEARCH_NODE_NONE)
        node_at (tree, anchor)->n_hidden++;
      tree->stack[depth] = QD_SEARCH_NODE_NONE;
      tree->anchor[depth] = anchor;
      return QD_SEARCH_NODE_NONE;
    }

  /* The first chunk on small pages: most trees are small (a word puzzle's
   * few dozen nodes would clear a whole 2 MiB page), and no bigger than the
   * budget (a line of a few moves named, qd_search_tree_game_line_text);
   * the rest on huge ones. */
  if ((id & CHUNK_MASK) == 0 && tree->chunks[id >> CHUNK_BITS] == NULL)
    tree->chunks[id >> CHUNK_BITS] = id == 0 ? g_aligned_alloc (MIN (tree->budget, CHUNK_SIZE), sizeof (QdSearchNode), 64)
                                             : qd_big_alloc (sizeof (QdSearchNode) * CHUNK_SIZE, FALSE);
  node = node_at (tree, id);
  memset (node, 0, sizeof *node);
  node->parent = parent;
  node->first_child = QD_SEARCH_NODE_NONE;
  node->next_sibling = QD_SEARCH_NODE_NONE;
  node->depth = depth;
  node->a = a;
  node->b = b;
  node->status = status;

  if (parent != QD_SEARCH_NODE_NONE)
    {
      guint32 prev = tree->last[depth];

      if (prev != QD_SEARCH_NODE_NONE && node_at (tree, prev)->parent == parent)
        __atomic_store_n (&node_at (tree, prev)->next_sibling, id, __ATOMIC_RELAXED);
      else
        __atomic_store_n (&node_at (tree, parent)->first_child, id, __ATOMIC_RELAXED);
    }
  tree->last[depth] = id;
  tree->stack[depth] = id;
  tree->anchor[depth] = id;
  __atomic_store_n (&tree->n_nodes, id + 1, __ATOMIC_RELEASE);
  return id;
}

static inline QdSearchNode *
current (QdSearchTree *tree, guint depth)
{
  guint32 id = depth <= tree->max_depth ? tree->stack[depth] : QD_SEARCH_NODE_NONE;

  return id == QD_SEARCH_NODE_NONE ? NULL : node_at (tree, id);
}

/* --------------------------------------------------------------------- CSP */

void
qd_search_tree_csp_assign (QdSearchTree *tree, guint var, guint value, guint depth)
{
  guint32 id = qd_search_tree_add_node (tree, depth, var, value,
                         depth == 0 ? QD_SEARCH_NODE_ROOT : QD_SEARCH_NODE_INNER);

  tree->cur_depth = depth;
  if (id != QD_SEARCH_NODE_NONE)
    {
      QdSearchNode *node = node_at (tree, id);

      node->u.csp.cause = -1;
      node->u.csp.prune_start = (guint32) MIN (tree->n_prunes, G_MAXUINT32);
    }
}

void
qd_search_tree_csp_prune (QdSearchTree *tree, guint var, guint value)
{
  QdSearchNode *node = current (tree, tree->cur_depth);
  guint32 *pair;

  if (node == NULL)
    return;
  /* A node's prunings are contiguous: they come between its assign and
   * propagated events (the root's before the first assignment). */
  if (tree->n_prunes >= tree->prune_budget || tree->n_prunes >= G_MAXUINT32 ||
      node->u.csp.prune_start + node->u.csp.n_prunes != tree->n_prunes)
    {
      tree->prunes_truncated = TRUE;
      return;
    }
  if ((tree->n_prunes & CHUNK_MASK) == 0 && tree->prune_chunks[tree->n_prunes >> CHUNK_BITS] == NULL)
    tree->prune_chunks[tree->n_prunes >> CHUNK_BITS] = g_new (guint32, 2 * CHUNK_SIZE);
  pair = prune_at (tree, tree->n_prunes);
  pair[0] = var;
  pair[1] = value;
  tree->n_prunes++;
  __atomic_store_n (&node->u.csp.n_prunes, node->u.csp.n_prunes + 1, __ATOMIC_RELEASE);
}

void
qd_search_tree_csp_wipeout (QdSearchTree *tree, guint var)
{
  QdSearchNode *node = current (tree, tree->cur_depth);

  if (node != NULL)
    {
      node->u.csp.cause = (gint32) var;
      add_flags (node, QD_SEARCH_NODE_WIPEOUT);
    }
}

void
qd_search_tree_csp_propagated (QdSearchTree *tree, guint var, guint value, gboolean consistent)
{
  QdSearchNode *node = current (tree, tree->cur_depth);

  if (node != NULL && !consistent && tree->cur_depth > 0)
    set_status (node, QD_SEARCH_NODE_FAILURE);
}

void
qd_search_tree_csp_backtrack (QdSearchTree *tree, guint var, guint depth)
{
  QdSearchNode *node = current (tree, depth);

  /* Undone with nothing below it: the next variable had no value left. */
  if (node != NULL && node->status == QD_SEARCH_NODE_INNER &&
      node->first_child == QD_SEARCH_NODE_NONE && node->n_hidden == 0)
    set_status (node, QD_SEARCH_NODE_FAILURE);
}

void
qd_search_tree_csp_solution (QdSearchTree *tree)
{
  QdSearchNode *node = current (tree, tree->cur_depth);

  if (node != NULL && tree->cur_depth > 0)
    set_status (node, QD_SEARCH_NODE_SOLUTION);
}

void
qd_search_tree_csp_improving (QdSearchTree *tree)
{
  QdSearchNode *node = current (tree, tree->cur_depth);

  if (node != NULL && tree->cur_depth > 0 && node->status == QD_SEARCH_NODE_SOLUTION)
    add_flags (node, QD_SEARCH_NODE_IMPROVING);
}

void
qd_search_tree_csp_reject (QdSearchTree *tree, guint var, guint value, guint depth)
{
  QdSearchNode *node = depth > 0 ? current (tree, depth - 1) : NULL;

  if (node != NULL && !(node->flags & QD_SEARCH_NODE_WIPEOUT))
    node->u.csp.cause = (gint32) var;
}

static void
csp_on_assign (gpointer data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  qd_search_tree_csp_assign (data, var, value, depth);
}

static void
csp_on_propagated (gpointer data, QdCspSolver *solver, guint var, guint value, gboolean consistent)
{
  qd_search_tree_csp_propagated (data, var, value, consistent);
}

static void
csp_on_prune (gpointer data, QdCspSolver *solver, guint var, guint value)
{
  qd_search_tree_csp_prune (data, var, value);
}

static void
csp_on_wipeout (gpointer data, QdCspSolver *solver, guint var)
{
  qd_search_tree_csp_wipeout (data, var);
}

static void
csp_on_backtrack (gpointer data, QdCspSolver *solver, guint var, guint depth)
{
  qd_search_tree_csp_backtrack (data, var, depth);
}

static gboolean
csp_on_solution (gpointer data, QdCspSolver *solver, const gint *values)
{
  qd_search_tree_csp_solution (data);
  return TRUE;
}

static void
csp_on_reject (gpointer data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  qd_search_tree_csp_reject (data, var, value, depth);
}

const QdCspListener qd_search_tree_csp_listener = {
  .assign = csp_on_assign,
  .propagated = csp_on_propagated,
  .prune = csp_on_prune,
  .wipeout = csp_on_wipeout,
  .backtrack = csp_on_backtrack,
  .solution = csp_on_solution,
  .reject = csp_on_reject,
};

/* -------------------------------------------------------------------- game */

void
qd_search_tree_game_enter (QdSearchTree *tree, guint depth, guint index, gconstpointer state,
                           double alpha, double beta)
{
  QdMove move = QD_MOVE_NONE;
  QdPlayer player;
  guint32 id;

  if (depth > 0 && depth <= tree->max_depth && tree->moves_at[depth - 1] != NULL &&
      index < tree->n_moves_at[depth - 1])
    move = tree->moves_at[depth - 1][index];
  id = qd_search_tree_add_node (tree, depth, move, index, depth == 0 ? QD_SEARCH_NODE_ROOT : QD_SEARCH_NODE_INNER);
  if (depth <= tree->max_depth)
    {
      tree->moves_at[depth] = NULL;
      tree->n_moves_at[depth] = 0;
    }
  if (id == QD_SEARCH_NODE_NONE)
    return;

  player = tree->game->to_move (tree->game, state);
  {
    QdSearchNode *node = node_at (tree, id);

    node->flags = player == QD_PLAYER_MIN ? QD_SEARCH_NODE_MIN
                : player == QD_PLAYER_CHANCE ? QD_SEARCH_NODE_CHANCE : 0;
    node->u.game.value = player == QD_PLAYER_MIN ? INFINITY : -INFINITY;
    node->u.game.alpha = alpha;
    node->u.game.beta = beta;
  }
}

void
qd_search_tree_game_moves (QdSearchTree *tree, guint depth, gconstpointer state,
                           const QdMove *moves, guint n_moves)
{
  if (depth > tree->max_depth)
    return;
  tree->moves_at[depth] = moves;
  tree->n_moves_at[depth] = n_moves;
}

void
qd_search_tree_game_leaf (QdSearchTree *tree, guint depth, double value, gboolean horizon)
{
  QdSearchNode *node = current (tree, depth);

  if (node == NULL)
    return;
  node->u.game.value = value;
  if (horizon)
    add_flags (node, QD_SEARCH_NODE_HORIZON);
  if (depth > 0)
    set_status (node, QD_SEARCH_NODE_LEAF);
}

void
qd_search_tree_game_update (QdSearchTree *tree, guint depth, double v, double alpha, double beta,
                            gboolean cutoff)
{
  QdSearchNode *node = current (tree, depth);
  QdSearchNode *child;

  if (node == NULL)
    return;
  node->u.game.value = v;
  node->u.game.alpha = alpha;
  node->u.game.beta = beta;
  if (!cutoff || depth >= tree->max_depth)
    return;

  child = current (tree, depth + 1);
  if (child != NULL)
    {
      if (child->status == QD_SEARCH_NODE_LEAF)
        add_flags (child, QD_SEARCH_NODE_LEAF_CUT);
      set_status (child, QD_SEARCH_NODE_CUTOFF);
    }
  /* The moves the cut-off leaves unsearched, as pruned children. */
  if (tree->moves_at[depth] != NULL && child != NULL)
    for (guint i = child->b + 1; i < tree->n_moves_at[depth]; i++)
      qd_search_tree_add_node (tree, depth + 1, tree->moves_at[depth][i], i, QD_SEARCH_NODE_PRUNED);
}

void
qd_search_tree_game_leave (QdSearchTree *tree, guint depth, double value, double alpha, double beta)
{
  QdSearchNode *node = current (tree, depth);

  if (node == NULL)
    return;
  node->u.game.value = value;
  node->u.game.alpha = alpha;
  node->u.game.beta = beta;
}

static void
game_on_enter (gpointer data, guint depth, guint index, gconstpointer state, double alpha, double beta)
{
  qd_search_tree_game_enter (data, depth, index, state, alpha, beta);
}

static void
game_on_leaf (gpointer data, guint depth, guint index, gconstpointer state,
              double value, double alpha, double beta)
{
  QdSearchTree *tree = data;

  /* A dropped leaf (the budget full) costs no look at the position, nor
   * does one above the depth limit: the search stopped there because the
   * game is over. */
  if (depth <= tree->max_depth && tree->stack[depth] != QD_SEARCH_NODE_NONE)
    qd_search_tree_game_leaf (tree, depth, value,
                              depth >= tree->horizon_from && !tree->game->terminal (tree->game, state));
}

static void
game_on_update (gpointer data, guint depth, guint index, gconstpointer state,
                double v, double alpha, double beta, gboolean cutoff)
{
  qd_search_tree_game_update (data, depth, v, alpha, beta, cutoff);
}

static void
game_on_leave (gpointer data, guint depth, guint index, gconstpointer state,
               double value, double alpha, double beta)
{
  qd_search_tree_game_leave (data, depth, value, alpha, beta);
}

static void
game_on_moves (gpointer data, guint depth, gconstpointer state, const QdMove *moves, guint n_moves)
{
  qd_search_tree_game_moves (data, depth, state, moves, n_moves);
}

const QdGameListener qd_search_tree_game_listener = {
  .enter = game_on_enter,
  .leaf = game_on_leaf,
  .update = game_on_update,
  .leave = game_on_leave,
  .moves = game_on_moves,
};

/* ---------------------------------------------------------------- chains */

static void
chain_game_enter (gpointer data, guint depth, guint index, gconstpointer state, double alpha, double beta)
{
  QdSearchTreeGameChain *chain = data;

  game_on_enter (chain->tree, depth, index, state, alpha, beta);
  CHAIN_NEXT (chain, enter, depth, index, state, alpha, beta);
}

static void
chain_game_leaf (gpointer data, guint depth, guint index, gconstpointer state,
                 double value, double alpha, double beta)
{
  QdSearchTreeGameChain *chain = data;

  game_on_leaf (chain->tree, depth, index, state, value, alpha, beta);
  CHAIN_NEXT (chain, leaf, depth, index, state, value, alpha, beta);
}

static void
chain_game_update (gpointer data, guint depth, guint index, gconstpointer state,
                   double v, double alpha, double beta, gboolean cutoff)
{
  QdSearchTreeGameChain *chain = data;

  game_on_update (chain->tree, depth, index, state, v, alpha, beta, cutoff);
  CHAIN_NEXT (chain, update, depth, index, state, v, alpha, beta, cutoff);
}

static void
chain_game_leave (gpointer data, guint depth, guint index, gconstpointer state,
                  double value, double alpha, double beta)
{
  QdSearchTreeGameChain *chain = data;

  game_on_leave (chain->tree, depth, index, state, value, alpha, beta);
  CHAIN_NEXT (chain, leave, depth, index, state, value, alpha, beta);
}

static void
chain_game_moves (gpointer data, guint depth, gconstpointer state, const QdMove *moves, guint n_moves)
{
  QdSearchTreeGameChain *chain = data;

  game_on_moves (chain->tree, depth, state, moves, n_moves);
  CHAIN_NEXT (chain, moves, depth, state, moves, n_moves);
}

static const QdGameListener game_chain_listener = {
  .enter = chain_game_enter,
  .leaf = chain_game_leaf,
  .update = chain_game_update,
  .leave = chain_game_leave,
  .moves = chain_game_moves,
};

void
qd_search_tree_game_chain (QdSearchTree *tree, QdSearchTreeGameChain *chain, QdGameSearchOptions *options)
{
  /* Where the search may stop short of the game's end: its depth limit or
   * the plies it is ready for (qd_game_search's). */
  if (tree->game != NULL)
    tree->horizon_from = MIN (options->depth, tree->game->max_plies != 0 ? tree->game->max_plies
                                                                          : QD_GAME_MAX_PLIES);
  chain->tree = tree;
  chain->listener = options->listener;
  chain->listener_data = options->listener_data;
  /* Alone, the tree listens itself: no call through the chain a node. */
  options->listener = chain->listener != NULL ? &game_chain_listener : &qd_search_tree_game_listener;
  options->listener_data = chain->listener != NULL ? (gpointer) chain : (gpointer) tree;
}

/* ------------------------------------------------------------------- after */

static guint
first_child_with_value (const QdSearchTree *tree, guint id, double value)
{
  for (guint c = qd_search_tree_first_child (tree, id); c != QD_SEARCH_NODE_NONE;
       c = qd_search_tree_next_sibling (tree, c))
    if (node_at (tree, c)->status != QD_SEARCH_NODE_PRUNED && node_at (tree, c)->u.game.value == value)
      return c;
  return QD_SEARCH_NODE_NONE;
}

void
qd_search_tree_finish (QdSearchTree *tree, guint best_index)
{
  guint n = qd_search_tree_n_nodes (tree);

  if (n > 0 && tree->kind != QD_SEARCH_TREE_GAME)
    {
      guint chosen = QD_SEARCH_NODE_NONE;

      /* The first solution, or the last improving one (the best). */
      for (guint id = 1; id < n; id++)
        if (node_at (tree, id)->flags & QD_SEARCH_NODE_IMPROVING)
          chosen = id;
        else if (node_at (tree, id)->status == QD_SEARCH_NODE_SOLUTION && chosen == QD_SEARCH_NODE_NONE)
          chosen = id;
      for (guint32 p = chosen; p != QD_SEARCH_NODE_NONE; p = node_at (tree, p)->parent)
        add_flags (node_at (tree, p), QD_SEARCH_NODE_CHOSEN);
    }
  else if (n > 0)
    {
      guint id = QD_SEARCH_NODE_NONE;

      for (guint c = qd_search_tree_first_child (tree, 0); c != QD_SEARCH_NODE_NONE;
           c = qd_search_tree_next_sibling (tree, c))
        if (node_at (tree, c)->b == best_index && node_at (tree, c)->status != QD_SEARCH_NODE_PRUNED)
          id = c;
      if (id != QD_SEARCH_NODE_NONE)
        add_flags (node_at (tree, 0), QD_SEARCH_NODE_CHOSEN);
      while (id != QD_SEARCH_NODE_NONE)
        {
          add_flags (node_at (tree, id), QD_SEARCH_NODE_CHOSEN);
          id = first_child_with_value (tree, id, node_at (tree, id)->u.game.value);
        }
    }
  /* A game a solver bound lives only as long as its search. */
  if (tree->game_bound)
    tree->game = NULL;
  __atomic_store_n (&tree->finished, TRUE, __ATOMIC_RELEASE);
}

guint
qd_search_tree_path (const QdSearchTree *tree, guint id, guint32 *path)
{
  guint depth = node_at (tree, id)->depth;

  for (guint32 p = id; p != QD_SEARCH_NODE_NONE; p = node_at (tree, p)->parent)
    path[node_at (tree, p)->depth] = p;
  return depth + 1;
}

void
qd_search_tree_csp_get_prune (const QdSearchTree *tree, guint id, guint k, guint *var, guint *value)
{
  const QdSearchNode *node = node_at (tree, id);
  const guint32 *pair;

  g_return_if_fail (k < node->u.csp.n_prunes);
  pair = prune_at (tree, (guint64) node->u.csp.prune_start + k);
  *var = pair[0];
  *value = pair[1];
}

void
qd_search_tree_csp_state (const QdSearchTree *tree, guint id, gint *values,
                          gboolean *removed, guint stride)
{
  guint n_vars = qd_csp_n_variables (tree->csp);

  for (guint v = 0; v < n_vars; v++)
    values[v] = -1;
  for (guint32 p = id; p != QD_SEARCH_NODE_NONE; p = node_at (tree, p)->parent)
    {
      const QdSearchNode *node = node_at (tree, p);
      guint n_prunes = __atomic_load_n (&node->u.csp.n_prunes, __ATOMIC_ACQUIRE);

      if (node->depth > 0 && node->a < n_vars)
        values[node->a] = (gint) node->b;
      if (removed == NULL)
        continue;
      for (guint k = 0; k < n_prunes; k++)
        {
          const guint32 *pair = prune_at (tree, (guint64) node->u.csp.prune_start + k);

          if (pair[0] < n_vars && pair[1] < stride)
            removed[(gsize) pair[0] * stride + pair[1]] = TRUE;
        }
    }
}

guint
qd_search_tree_game_moves_to (const QdSearchTree *tree, guint id, QdMove *moves)
{
  guint depth = node_at (tree, id)->depth;

  for (guint32 p = id; p != QD_SEARCH_NODE_NONE && node_at (tree, p)->depth > 0;
       p = node_at (tree, p)->parent)
    moves[node_at (tree, p)->depth - 1] = node_at (tree, p)->a;
  return depth;
}

static const char *const status_names[QD_SEARCH_NODE_N_STATUSES] = {
  "root", "inner", "solution", "failure", "leaf", "cutoff", "pruned",
};

const char *
qd_search_node_status_name (QdSearchNodeStatus status)
{
  return status < QD_SEARCH_NODE_N_STATUSES ? status_names[status] : "unknown";
}

const char *
qd_search_node_status_title (QdSearchNodeStatus status)
{
  switch (status)
    {
    /* TRANSLATORS: the status of a search-tree node, read out in its description */
    case QD_SEARCH_NODE_ROOT:     return C_("search tree status", "root");
    case QD_SEARCH_NODE_INNER:    return C_("search tree status", "inner");
    case QD_SEARCH_NODE_SOLUTION: return C_("search tree status", "solution");
    case QD_SEARCH_NODE_FAILURE:  return C_("search tree status", "failure");
    case QD_SEARCH_NODE_LEAF:     return C_("search tree status", "leaf");
    /* TRANSLATORS: a node whose value ended its parent's search (alpha-beta) */
    case QD_SEARCH_NODE_CUTOFF:   return C_("search tree status", "cut-off");
    case QD_SEARCH_NODE_PRUNED:   return C_("search tree status", "pruned");
    default:                      return C_("search tree status", "unknown");
    }
}

void
qd_search_tree_count (const QdSearchTree *tree, guint64 *counts)
{
  guint n = qd_search_tree_n_nodes (tree);

  memset (counts, 0, QD_SEARCH_NODE_N_STATUSES * sizeof *counts);
  for (guint id = 0; id < n; id++)
    counts[MIN (qd_search_tree_status (tree, id), QD_SEARCH_NODE_N_STATUSES - 1)]++;
}
