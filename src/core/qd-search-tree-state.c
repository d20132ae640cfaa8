/* qd-search-tree-state.c — the search tree of a state-space search: its
 * nodes (fed by core/qd-space-tree.c) and their labels. */
#include "qd-search-tree-private.h"
#include "qd-format.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stddef.h>

/* Widening the flags to 16 bits used the padding before n_hidden. */
G_STATIC_ASSERT (offsetof (QdSearchNode, n_hidden) == 6 * sizeof (guint32) + 4);

void
qd_search_tree_bind_state (QdSearchTree *tree, guint max_depth, double weight,
                           QdSearchTreeMoveText move_text, gpointer move_text_data,
                           GDestroyNotify destroy)
{
  g_return_if_fail (tree->kind == QD_SEARCH_TREE_STATE && !qd_search_tree_is_bound (tree));
  qd_search_tree_bind_depth (tree, max_depth);
  tree->state_weight = weight;
  tree->move_text = move_text;
  tree->move_text_data = move_text_data;
  tree->move_text_destroy = destroy;
}

guint
qd_search_tree_state_add (QdSearchTree *tree, guint depth, guint32 action, guint index,
                          double g, double h, QdSearchNodeStatus status, guint flags,
                          guint iteration)
{
  guint32 id = qd_search_tree_add_node (tree, depth, action, index,
                                        depth == 0 ? QD_SEARCH_NODE_ROOT : status);
  QdSearchNode *node;

  if (id == QD_SEARCH_NODE_NONE)
    return QD_SEARCH_NODE_NONE;
  node = node_at (tree, id);
  node->flags = (guint16) flags;
  node->u.state.g = g;
  node->u.state.h = h;
  node->u.state.expanded = 0;
  node->u.state.iteration = iteration;
  return id;
}

void
qd_search_tree_state_set (QdSearchTree *tree, guint id, QdSearchNodeStatus status, guint32 expanded)
{
  QdSearchNode *node;

  if (id == QD_SEARCH_NODE_NONE || id >= tree->n_nodes)
    return;
  node = node_at (tree, id);
  if (node->depth > 0)
    set_status (node, status);
  if (expanded != 0)
    node->u.state.expanded = expanded;
}

void
qd_search_tree_state_set_rbfs (QdSearchTree *tree, guint id, const QdSearchTreeRbfsValues *values, guint flags)
{
  guint c = id >> CHUNK_BITS;

  if (id == QD_SEARCH_NODE_NONE || id >= tree->n_nodes)
    return;
  if (tree->rbfs_chunks == NULL)
    tree->rbfs_chunks = g_new0 (QdSearchTreeRbfsValues *, tree->budget / CHUNK_SIZE + 1);
  if (tree->rbfs_chunks[c] == NULL)
    tree->rbfs_chunks[c] = g_new (QdSearchTreeRbfsValues, CHUNK_SIZE);
  tree->rbfs_chunks[c][id & CHUNK_MASK] = *values;
  add_flags (node_at (tree, id), QD_SEARCH_NODE_RBFS | flags);
}

gboolean
qd_search_tree_state_get_rbfs (const QdSearchTree *tree, guint id, QdSearchTreeRbfsValues *values)
{
  if (id >= qd_search_tree_n_nodes (tree) || !(qd_search_tree_flags (tree, id) & QD_SEARCH_NODE_RBFS))
    return FALSE;
  *values = tree->rbfs_chunks[id >> CHUNK_BITS][id & CHUNK_MASK];
  return TRUE;
}

static void
append_value (GString *out, const char *name, double value)
{
  g_autofree char *text = qd_format_number_locale (value);

  g_string_append_printf (out, " %s %s", name, text);
}

static void
append_expanded (const QdSearchNode *node, GString *out)
{
  if (node->u.state.expanded != 0)
    /* TRANSLATORS: a state-space search-tree node's label ends with the order it was
     * expanded in: "Sibiu g 140 h 253 f 393 expanded 2" */
    g_string_append_printf (out, " %s %u", C_("search tree", "expanded"), node->u.state.expanded);
}

/* RBFS: `f F`, ` (backed up from G+H)` when F differs, ` limit L` once
 * expanded, ` expanded K`, ` forgotten`, ` regenerated ID`. */
static void
rbfs_values (const QdSearchTree *tree, guint id, const QdSearchNode *node, GString *out)
{
  QdSearchTreeRbfsValues v;
  double f0 = node->u.state.g + tree->state_weight * node->u.state.h;

  qd_search_tree_state_get_rbfs (tree, id, &v);
  append_value (out, "f", v.f);
  if (v.f != f0)
    {
      g_autofree char *text = qd_format_number_locale (f0);

      /* TRANSLATORS: RBFS's search tree: the node's f was backed up (or inherited)
       * from a value other than g + h: "f 417 (backed up from 413)" */
      g_string_append_printf (out, " (%s %s)", C_("search tree", "backed up from"), text);
    }
  if (!isnan (v.limit))
    /* TRANSLATORS: RBFS's search tree: the f-limit a node was expanded with ("limit 415") */
    append_value (out, C_("search tree", "limit"), v.limit);
  append_expanded (node, out);
  if (node->flags & QD_SEARCH_NODE_FORGOTTEN)
    /* TRANSLATORS: RBFS's search tree: a node whose subtree RBFS dropped when it returned failure */
    g_string_append_printf (out, " %s", C_("search tree", "forgotten"));
  if ((node->flags & QD_SEARCH_NODE_REGENERATED) && v.earlier != QD_SEARCH_NODE_NONE)
    /* TRANSLATORS: RBFS's search tree: a node generated again, then the id of the earlier
     * node of the same path: "regenerated 8" */
    g_string_append_printf (out, " %s %u", C_("search tree", "regenerated"), v.earlier);
  else if (node->flags & QD_SEARCH_NODE_REGENERATED)
    g_string_append_printf (out, " %s", C_("search tree", "regenerated"));
}

void
qd_search_tree_state_label (const QdSearchTree *tree, guint id, const QdSearchNode *node, GString *out)
{
  gsize start = out->len;

  if (node->flags & QD_SEARCH_NODE_ITERATION)
    {
      g_autofree char *bound = qd_format_number_locale (node->u.state.g);

      /* TRANSLATORS: a search-tree node for one iteration of iterative deepening ("limit 3")
       * or of IDA* ("bound 41") */
      g_string_append_printf (out, "%s %s", node->u.state.h != 0 ? C_("search tree", "bound")
                                                                 : C_("search tree", "limit"), bound);
      return;
    }
  if (node->depth == 0 && node->u.state.iteration == G_MAXUINT32)
    {
      /* TRANSLATORS: the root of an iterative search's tree, above its iterations */
      g_string_append (out, C_("search tree", "iterations"));
      return;
    }
  if (tree->move_text != NULL)
    tree->move_text (tree->move_text_data, tree, id, QD_PLAYER_MAX,
                     node->depth == 0 ? QD_MOVE_NONE : node->a, out);
  else if (node->depth > 0)
    g_string_append_printf (out, "%u", node->a);
  /* The label's words are the textbook's letters, the same in every language. */
  if (out->len == start)
    g_string_append (out, "start");
  append_value (out, "g", node->u.state.g);
  append_value (out, "h", node->u.state.h);
  if (node->flags & QD_SEARCH_NODE_RBFS)
    {
      rbfs_values (tree, id, node, out);
      return;
    }
  append_value (out, "f", node->u.state.g + tree->state_weight * node->u.state.h);
  append_expanded (node, out);
}

/* RBFS: a node held when the search ended is a leaf or a forgotten node
 * (its F backed up into its parent, which keeps it) with no forgotten
 * ancestor (dropped with it) and not expanded again since (a later node of
 * its path took its place). */
static guint64
rbfs_frontier (const QdSearchTree *tree, guint n)
{
  g_autofree guint8 *gone = g_new0 (guint8, n);
  guint64 count = 0;

  for (guint id = 1; id < n; id++)
    {
      QdSearchTreeRbfsValues v;

      if (qd_search_tree_state_get_rbfs (tree, id, &v) && v.earlier != QD_SEARCH_NODE_NONE)
        gone[v.earlier] |= 2;
    }
  /* Preorder: a parent's id is below its children's. */
  for (guint id = 1; id < n; id++)
    {
      const QdSearchNode *node = node_at (tree, id);
      const QdSearchNode *parent = node_at (tree, node->parent);

      gone[id] |= (gone[node->parent] & 1) || (parent->flags & QD_SEARCH_NODE_FORGOTTEN);
      count += !gone[id] && (node->status == QD_SEARCH_NODE_LEAF || (node->flags & QD_SEARCH_NODE_FORGOTTEN));
    }
  return count;
}

guint64
qd_search_tree_state_n_frontier (const QdSearchTree *tree)
{
  guint n = qd_search_tree_n_nodes (tree);
  guint64 count = 0;

  if (tree->rbfs_chunks != NULL)
    return rbfs_frontier (tree, n);
  for (guint id = 0; id < n; id++)
    count += qd_search_tree_status (tree, id) == QD_SEARCH_NODE_LEAF;
  return count;
}

guint64
qd_search_tree_state_n_expanded (const QdSearchTree *tree)
{
  guint n = qd_search_tree_n_nodes (tree);
  guint64 count = 0;

  for (guint id = 0; id < n; id++)
    count += node_at (tree, id)->u.state.expanded != 0;
  return count;
}
