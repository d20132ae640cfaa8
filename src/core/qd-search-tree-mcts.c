/* qd-search-tree-mcts.c — a snapshot of a Monte Carlo tree search's tree
 * in the recorder (qd_search_tree_record_mcts), its labels, and the names of
 * a playout's moves. */
#include "config.h"
#include "qd-search-tree-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

gboolean
qd_search_tree_is_mcts (const QdSearchTree *tree)
{
  return tree->mcts;
}

static guint
player_flags (QdPlayer player)
{
  return player == QD_PLAYER_MIN ? QD_SEARCH_NODE_MIN : player == QD_PLAYER_CHANCE ? QD_SEARCH_NODE_CHANCE : 0;
}

/* Node `id` of the search at `depth`, under the node last recorded at
 * depth - 1 (its parent: the walk is a preorder). */
static void
record_node (QdSearchTree *tree, const QdMcts *mcts, guint32 id, guint depth, guint rank, guint32 best)
{
  const QdMctsNode *m = qd_mcts_node (mcts, id);
  gboolean inner = m->first_child != QD_MCTS_NODE_NONE;
  guint32 t = qd_search_tree_add_node (tree, depth, m->move, rank,
                                       depth == 0 ? QD_SEARCH_NODE_ROOT
                                       : inner ? QD_SEARCH_NODE_INNER : QD_SEARCH_NODE_LEAF);
  QdSearchNode *node;

  if (t == QD_SEARCH_NODE_NONE)
    return;
  node = node_at (tree, t);
  node->flags = (guint16) player_flags (m->to_move);
  if (depth > 0 && !inner && !m->terminal)
    node->flags |= QD_SEARCH_NODE_HORIZON;
  if (depth == 0 ? best != QD_MCTS_NODE_NONE : id == best)
    node->flags |= QD_SEARCH_NODE_CHOSEN;
  node->u.mcts.visits = m->visits;
  /* The root's U/N for its player to move (MAX for a chance position). */
  node->u.mcts.mean = depth > 0 ? qd_mcts_mean (mcts, id) : qd_mcts_mean_for (mcts, id, m->to_move);
  node->u.mcts.ucb1 = qd_mcts_ucb1 (mcts, id);
}

/* The place of node `id` among its parent's children (0 for the first). */
static guint
rank_of (const QdMcts *mcts, guint32 id)
{
  guint rank = 0;

  for (guint32 c = qd_mcts_node (mcts, qd_mcts_node (mcts, id)->parent)->first_child; c != id;
       c = qd_mcts_node (mcts, c)->next_sibling)
    rank++;
  return rank;
}

void
qd_search_tree_record_mcts (QdSearchTree *tree, const QdMcts *mcts)
{
  guint32 best = qd_mcts_best_child (mcts);
  guint32 id = 0;
  guint depth = 0, rank = 0;

  g_return_if_fail (tree->kind == QD_SEARCH_TREE_GAME && qd_search_tree_is_bound (tree));
  g_return_if_fail (qd_search_tree_n_nodes (tree) == 0);
  tree->mcts = TRUE;
  /* Preorder without recursion (a tree may be thousands of plies deep):
   * down to the first child, else on to the next sibling of the node or of
   * its nearest ancestor that has one. */
  while (id != QD_MCTS_NODE_NONE)
    {
      const QdMctsNode *m = qd_mcts_node (mcts, id);

      record_node (tree, mcts, id, depth, rank, best);
      if (m->first_child != QD_MCTS_NODE_NONE)
        {
          id = m->first_child;
          depth++;
          rank = 0;
          continue;
        }
      while (id != QD_MCTS_NODE_NONE && qd_mcts_node (mcts, id)->next_sibling == QD_MCTS_NODE_NONE)
        {
          id = qd_mcts_node (mcts, id)->parent;
          depth--;
        }
      if (id != QD_MCTS_NODE_NONE)
        {
          id = qd_mcts_node (mcts, id)->next_sibling;
          rank = rank_of (mcts, id);
        }
    }
  /* Not qd_search_tree_finish: the chosen node is marked already, and its
   * game rule (the line of equal values) does not apply here. */
  if (tree->game_bound)
    tree->game = NULL;
  __atomic_store_n (&tree->finished, TRUE, __ATOMIC_RELEASE);
}

static void
append_fixed (GString *out, const char *name, double value)
{
  if (isinf (value))
    g_string_append_printf (out, " %s %s", name, value > 0 ? "inf" : "-inf");
  else
    g_string_append_printf (out, " %s %.3f", name, value);
}

void
qd_search_tree_mcts_label (const QdSearchTree *tree, const QdSearchNode *node, GString *out)
{
  /* N, U/N and UCB1 are the textbook's letters in every language. */
  g_string_append_printf (out, "N %u", node->u.mcts.visits);
  /* decoupled UCT's position: its players' statistics are its leaves */
  if (node->flags & QD_SEARCH_NODE_JOINT)
    return;
  append_fixed (out, "U/N", node->u.mcts.mean);
  if (node->depth > 0)
    append_fixed (out, "UCB1", node->u.mcts.ucb1);
}

void
qd_search_tree_game_line_text (const QdGame *game, QdSearchTreeMoveText move_text, gpointer move_text_data,
                               gconstpointer root, const QdMove *moves, guint n, guint first,
                               const char *separator, GString *out)
{
  g_autoptr (QdSearchTree) tree = qd_search_tree_new_game (game, move_text, move_text_data, n + 1);
  g_autofree guint8 *states = g_malloc (2 * game->state_size);
  guint32 id;

  /* A chain of nodes (a tree the game's names can look back along). */
  memcpy (states, root, game->state_size);
  for (guint i = 0; i <= n && i <= tree->max_depth; i++)
    {
      gpointer state = states + (i % 2) * game->state_size;

      id = qd_search_tree_add_node (tree, i, i > 0 ? moves[i - 1] : QD_MOVE_NONE, 0,
                                    i == 0 ? QD_SEARCH_NODE_ROOT : QD_SEARCH_NODE_INNER);
      if (id == QD_SEARCH_NODE_NONE)
        break;
      node_at (tree, id)->flags = (guint16) player_flags (game->to_move (game, state));
      if (i < n)
        game->apply (game, state, moves[i], states + ((i + 1) % 2) * game->state_size);
    }
  for (guint i = first; i < n && i + 1 < qd_search_tree_n_nodes (tree); i++)
    {
      if (i > first)
        g_string_append (out, separator);
      qd_search_tree_move_label (tree, i + 1, node_at (tree, i + 1), out);
    }
}
