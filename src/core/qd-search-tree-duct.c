/* qd-search-tree-duct.c — a snapshot of a decoupled UCT search's tree in
 * the recorder (qd_search_tree_record_duct): its positions, and under each
 * every player's own statistics, so that a student sees what each player's
 * selection compares (AIMA 4th ed. §18.2's mixed strategies: in
 * rock-paper-scissors each player's visits spread over its three moves). */
#include "config.h"
#include "qd-search-tree-private.h"
#include "qd-game-duct.h"

#include <string.h>

gboolean
qd_search_tree_is_duct (const QdSearchTree *tree)
{
  return tree->duct;
}

/* The labels are the recorder's own texts, a node's `a` indexing them;
 * beside each, the joint move of a position (n moves; NONE for a
 * player's statistics). */
typedef struct {
  GPtrArray *texts;
  GArray *joints;          /* QdMove, n a label */
  guint n;
} Labels;

static void
labels_free (gpointer data)
{
  Labels *labels = data;

  g_ptr_array_unref (labels->texts);
  g_array_unref (labels->joints);
  g_free (labels);
}

static void
label_text (gpointer data, const QdSearchTree *tree, guint node, QdPlayer mover, QdMove move, GString *out)
{
  Labels *labels = data;

  if (move < labels->texts->len)
    g_string_append (out, g_ptr_array_index (labels->texts, move));
}

gboolean
qd_search_tree_duct_joint (const QdSearchTree *tree, guint id, QdMove *joint)
{
  const QdSearchNode *node = qd_search_tree_node (tree, id);
  const Labels *labels = tree->move_text_data;

  if (!tree->duct || node == NULL || !(node->flags & QD_SEARCH_NODE_JOINT) || node->depth == 0 ||
      node->a >= labels->texts->len)
    return FALSE;
  memcpy (joint, &g_array_index (labels->joints, QdMove, (gsize) node->a * labels->n), labels->n * sizeof (QdMove));
  return TRUE;
}

typedef struct {
  QdSearchTree *tree;
  QdDuct *duct;
  guint n;
  const char *const *players;
  QdSearchTreeMoveText move_text;
  gpointer move_text_data;
  Labels *labels;
  /* scratch: one player's statistics at a node */
  QdMove *moves;
  guint32 *visits;
  double *values, *bounds;
  guint max_moves;
} Recorder;

/* A label, and the joint move of a position (NULL: none). */
static guint32
add_label (Recorder *r, GString *text, const QdMove *joint)
{
  guint32 at = r->labels->texts->len;

  g_ptr_array_add (r->labels->texts, g_strdup (text->str));
  g_array_set_size (r->labels->joints, (gsize) (at + 1) * r->n);
  for (guint p = 0; p < r->n; p++)
    g_array_index (r->labels->joints, QdMove, (gsize) at * r->n + p) = joint != NULL ? joint[p] : QD_MOVE_NONE;
  return at;
}

static void
move_name (Recorder *r, QdMove move, GString *out)
{
  r->move_text (r->move_text_data, r->tree, 0, QD_PLAYER_MAX, move, out);
}

/* A position: "left (throw paper) · right (throw rock)" (the players
 * whose move was their only one left out when another had a choice). */
static guint32
position_node (Recorder *r, guint32 id, guint depth, guint rank)
{
  const QdMove *joint = qd_duct_node_joint (r->duct, id);
  g_autoptr(GString) text = g_string_new (NULL);
  gboolean inner = qd_duct_node_first_child (r->duct, id) != QD_DUCT_NODE_NONE;
  guint32 t;
  QdSearchNode *node;

  for (guint p = 0; joint != NULL && p < r->n; p++)
    {
      g_string_append_printf (text, "%s%s ", text->len > 0 ? " · " : "", r->players[p]);
      move_name (r, joint[p], text);
    }
  t = qd_search_tree_add_node (r->tree, depth, add_label (r, text, joint), rank,
                               depth == 0 ? QD_SEARCH_NODE_ROOT : inner ? QD_SEARCH_NODE_INNER : QD_SEARCH_NODE_LEAF);
  if (t == QD_SEARCH_NODE_NONE)
    return t;
  node = node_at (r->tree, t);
  node->flags = QD_SEARCH_NODE_JOINT;
  if (depth > 0 && !inner && !qd_duct_node_terminal (r->duct, id))
    node->flags |= QD_SEARCH_NODE_HORIZON;
  node->u.mcts.visits = qd_duct_node_visits (r->duct, id);
  return t;
}

/* Each player's statistics at position `id`, leaves at `depth`; returns
 * the rank the joint moves' positions start at. */
static guint
stats_nodes (Recorder *r, guint32 id, guint depth)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint rank = 0;

  for (guint p = 0; p < r->n; p++)
    {
      guint k = qd_duct_node_n_moves (r->duct, id, p), best = 0;

      if (k < 2)
        continue;
      qd_duct_node_stats (r->duct, id, p, r->moves, r->visits, r->values, r->bounds);
      /* the move the player would play: the most visited, ties the higher value */
      for (guint i = 1; i < k; i++)
        if (r->visits[i] > r->visits[best] || (r->visits[i] == r->visits[best] && r->values[i] > r->values[best]))
          best = i;
      for (guint i = 0; i < k; i++, rank++)
        {
          guint32 t;
          QdSearchNode *node;

          g_string_printf (text, "%s: ", r->players[p]);
          move_name (r, r->moves[i], text);
          t = qd_search_tree_add_node (r->tree, depth, add_label (r, text, NULL), rank, QD_SEARCH_NODE_LEAF);
          if (t == QD_SEARCH_NODE_NONE)
            continue;
          node = node_at (r->tree, t);
          node->flags = p % 2 == 1 ? QD_SEARCH_NODE_MIN : 0;
          if (depth == 1 && i == best)
            node->flags |= QD_SEARCH_NODE_CHOSEN;
          node->u.mcts.visits = r->visits[i];
          node->u.mcts.mean = r->values[i];
          node->u.mcts.ucb1 = r->bounds[i];
        }
    }
  return rank;
}

/* The deepest position under the root (the tree's depth is one more). */
static guint
duct_depth (QdDuct *duct)
{
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (guint32) * 2);
  guint32 top[2] = { 0, 0 };
  guint deepest = 0;

  g_array_append_val (stack, top);
  while (stack->len > 0)
    {
      guint32 *item = &g_array_index (stack, guint32, (stack->len - 1) * 2);
      guint32 id = item[0], depth = item[1];

      g_array_set_size (stack, stack->len - 1);
      deepest = MAX (deepest, depth);
      for (guint32 c = qd_duct_node_first_child (duct, id); c != QD_DUCT_NODE_NONE;
           c = qd_duct_node_next_sibling (duct, c))
        {
          guint32 child[2] = { c, depth + 1 };

          g_array_append_val (stack, child);
        }
    }
  return deepest;
}

void
qd_search_tree_record_duct (QdSearchTree *tree, QdDuct *duct, guint n_players, const char *const *players,
                            QdSearchTreeMoveText move_text, gpointer move_text_data, GDestroyNotify destroy)
{
  Recorder r = { .tree = tree, .duct = duct, .n = n_players, .players = players, .move_text = move_text,
                 .move_text_data = move_text_data };
  /* a preorder: each position, its statistics, then its children's
   * subtrees (an explicit stack, deepest last; ranks among siblings) */
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (guint32) * 3);
  guint32 top[3] = { 0, 0, 0 };

  g_return_if_fail (tree->kind == QD_SEARCH_TREE_GAME && !qd_search_tree_is_bound (tree));
  r.labels = g_new0 (Labels, 1);
  r.labels->texts = g_ptr_array_new_with_free_func (g_free);
  r.labels->joints = g_array_new (FALSE, FALSE, sizeof (QdMove));
  r.labels->n = n_players;
  r.max_moves = 1;
  for (guint p = 0; p < n_players; p++)
    r.max_moves = MAX (r.max_moves, qd_duct_node_n_moves (duct, 0, p));
  qd_search_tree_bind_depth (tree, MIN (duct_depth (duct) + 1, QD_GAME_MAX_PLIES));
  tree->move_text = label_text;
  tree->move_text_data = r.labels;
  tree->move_text_destroy = labels_free;
  tree->mcts = tree->duct = TRUE;
  g_array_append_val (stack, top);
  while (stack->len > 0)
    {
      guint32 *item = &g_array_index (stack, guint32, (stack->len - 1) * 3);
      guint32 id = item[0], depth = item[1], rank = item[2], first;
      guint n_children = 0;

      g_array_set_size (stack, stack->len - 1);
      if (position_node (&r, id, depth, rank) == QD_SEARCH_NODE_NONE || depth >= tree->max_depth)
        continue;
      for (guint p = 0; p < n_players; p++)
        {
          guint k = qd_duct_node_n_moves (duct, id, p);

          if (k > r.max_moves || r.moves == NULL)
            {
              r.max_moves = MAX (r.max_moves, k);
              r.moves = g_renew (QdMove, r.moves, r.max_moves);
              r.visits = g_renew (guint32, r.visits, r.max_moves);
              r.values = g_renew (double, r.values, r.max_moves);
              r.bounds = g_renew (double, r.bounds, r.max_moves);
            }
        }
      first = stats_nodes (&r, id, depth + 1);
      /* the children pushed last first, so that the first comes out first */
      for (guint32 c = qd_duct_node_first_child (duct, id); c != QD_DUCT_NODE_NONE;
           c = qd_duct_node_next_sibling (duct, c))
        n_children++;
      g_array_set_size (stack, stack->len + n_children);
      {
        guint i = 0;

        for (guint32 c = qd_duct_node_first_child (duct, id); c != QD_DUCT_NODE_NONE;
             c = qd_duct_node_next_sibling (duct, c), i++)
          {
            guint32 *slot = &g_array_index (stack, guint32, (stack->len - 1 - i) * 3);

            slot[0] = c;
            slot[1] = depth + 1;
            slot[2] = first + i;
          }
      }
    }
  g_free (r.moves), g_free (r.visits), g_free (r.values), g_free (r.bounds);
  if (destroy != NULL)
    destroy (move_text_data);
  __atomic_store_n (&tree->finished, TRUE, __ATOMIC_RELEASE);
}
