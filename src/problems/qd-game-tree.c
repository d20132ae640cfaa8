/* qd-game-tree.c — the explicit game tree: model, writer, edits, as a game
 * (the parser: qd-game-tree-parse.c). */
#include "qd-game-tree.h"
#include "qd-game-tree-private.h"

#include "core/qd-format.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

G_DEFINE_QUARK (qd-game-tree-error-quark, qd_game_tree_error)

QdTreeNode *
qd_tree_node_new (QdTreeNode *parent, double value)
{
  QdTreeNode *node = g_new0 (QdTreeNode, 1);

  node->parent = parent;
  node->children = g_ptr_array_new ();
  node->value = value;
  node->depth = parent != NULL ? parent->depth + 1 : 0;
  return node;
}

void
qd_tree_node_free (QdTreeNode *node)
{
  /* Iterative, so that freeing never depends on the depth of the tree. */
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, node);
  while (stack->len > 0)
    {
      QdTreeNode *n = g_ptr_array_steal_index_fast (stack, stack->len - 1);

      for (guint i = 0; i < n->children->len; i++)
        g_ptr_array_add (stack, n->children->pdata[i]);
      g_ptr_array_unref (n->children);
      g_free (n->label);
      g_free (n->probability_text);
      g_free (n);
    }
}

QdGameTree *
qd_game_tree_new_with_root (QdTreeNode *root)
{
  QdGameTree *tree = g_new0 (QdGameTree, 1);

  tree->root = root;
  tree->nodes = g_ptr_array_new ();
  qd_game_tree_reindex (tree);
  return tree;
}

QdGameTree *
qd_game_tree_new (void)
{
  return qd_game_tree_new_with_root (qd_tree_node_new (NULL, 0));
}

void
qd_game_tree_free (QdGameTree *tree)
{
  if (tree == NULL)
    return;
  qd_tree_node_free (tree->root);
  g_ptr_array_unref (tree->nodes);
  g_free (tree);
}

/* `decision`: the player of `node` if it is not a chance node; a chance
 * node hands it on to its children unchanged. */
static void
reindex_from (QdGameTree *tree, QdTreeNode *node, QdPlayer decision)
{
  QdPlayer next;

  node->index = tree->nodes->len;
  node->player = qd_tree_node_is_chance (node) ? QD_PLAYER_CHANCE : decision;
  next = node->player == QD_PLAYER_CHANCE ? decision
         : decision == QD_PLAYER_MAX ? QD_PLAYER_MIN : QD_PLAYER_MAX;
  g_ptr_array_add (tree->nodes, node);
  for (guint i = 0; i < node->children->len; i++)
    {
      QdTreeNode *child = node->children->pdata[i];

      child->parent = node;
      child->depth = node->depth + 1;
      child->child_index = i;
      reindex_from (tree, child, next);
    }
}

void
qd_game_tree_reindex (QdGameTree *tree)
{
  g_ptr_array_set_size (tree->nodes, 0);
  tree->root->parent = NULL;
  tree->root->depth = 0;
  tree->root->child_index = 0;
  reindex_from (tree, tree->root, QD_PLAYER_MAX);
}

guint
qd_game_tree_n_nodes (const QdGameTree *tree)
{
  return tree->nodes->len;
}

QdTreeNode *
qd_game_tree_get_node (const QdGameTree *tree, guint index)
{
  g_return_val_if_fail (index < tree->nodes->len, NULL);
  return tree->nodes->pdata[index];
}

guint
qd_game_tree_height (const QdGameTree *tree)
{
  guint height = 0;

  for (guint i = 0; i < tree->nodes->len; i++)
    height = MAX (height, ((QdTreeNode *) tree->nodes->pdata[i])->depth);
  return height;
}

guint
qd_game_tree_n_leaves (const QdGameTree *tree)
{
  guint n = 0;

  for (guint i = 0; i < tree->nodes->len; i++)
    n += qd_tree_node_is_leaf (tree->nodes->pdata[i]);
  return n;
}

gboolean
qd_tree_node_is_leaf (const QdTreeNode *node)
{
  return node->children->len == 0;
}

QdPlayer
qd_tree_node_player (const QdTreeNode *node)
{
  return node->player;
}

gboolean
qd_tree_node_is_chance (const QdTreeNode *node)
{
  return node->chance && node->children->len > 0;
}

gboolean
qd_tree_node_has_probability (const QdTreeNode *node)
{
  return node->parent != NULL && qd_tree_node_is_chance (node->parent);
}

char *
qd_tree_node_probability_text (const QdTreeNode *node)
{
  if (node->probability_text != NULL)
    return g_strdup (node->probability_text);
  return qd_format_number (node->probability);
}

const QdTreeNode *
qd_game_tree_first_chance (const QdGameTree *tree)
{
  for (guint i = 0; i < tree->nodes->len; i++)
    if (qd_tree_node_is_chance (tree->nodes->pdata[i]))
      return tree->nodes->pdata[i];
  return NULL;
}

char *
qd_tree_node_path (const QdTreeNode *node)
{
  GString *path = g_string_new (NULL);

  for (; node->parent != NULL; node = node->parent)
    {
      char buf[16];

      g_snprintf (buf, sizeof buf, ".%u", node->child_index);
      g_string_prepend (path, buf);
    }
  g_string_prepend_c (path, 'r');
  return g_string_free (path, FALSE);
}

char *
qd_tree_node_name (const QdTreeNode *node)
{
  return node->label != NULL ? g_strdup (node->label) : qd_tree_node_path (node);
}

/* A chance node's probabilities sum to 1 (within 1e-6). */
gboolean
qd_tree_node_probabilities_sum (const QdTreeNode *node, double *sum)
{
  *sum = 0;
  for (guint i = 0; i < node->children->len; i++)
    *sum += ((const QdTreeNode *) node->children->pdata[i])->probability;
  return fabs (*sum - 1) <= 1e-6;
}

char *
qd_game_tree_format_sum (double sum)
{
  return qd_format_number (round (sum * 1e9) / 1e9);
}

/* ----------------------------------------------------------------- writer */

static void
write_node (GString *out, const QdTreeNode *node)
{
  if (node->label != NULL)
    g_string_append_printf (out, "%s:", node->label);
  if (qd_tree_node_is_leaf (node))
    {
      g_autofree char *number = qd_format_number (node->value);
      g_string_append (out, number);
      return;
    }
  if (qd_tree_node_is_chance (node))
    g_string_append_c (out, '?');
  g_string_append_c (out, '[');
  for (guint i = 0; i < node->children->len; i++)
    {
      const QdTreeNode *child = node->children->pdata[i];

      if (i > 0)
        g_string_append (out, ", ");
      if (qd_tree_node_is_chance (node))
        {
          g_autofree char *p = qd_tree_node_probability_text (child);
          g_string_append_printf (out, "%s: ", p);
        }
      write_node (out, child);
    }
  g_string_append_c (out, ']');
}

char *
qd_game_tree_to_string (const QdGameTree *tree)
{
  GString *out = g_string_new (NULL);

  write_node (out, tree->root);
  g_string_append_c (out, '\n');
  return g_string_free (out, FALSE);
}

static QdTreeNode *
node_copy (const QdTreeNode *node, QdTreeNode *parent)
{
  QdTreeNode *copy = qd_tree_node_new (parent, node->value);

  copy->label = g_strdup (node->label);
  copy->chance = node->chance;
  copy->probability = node->probability;
  copy->probability_text = g_strdup (node->probability_text);
  copy->player = node->player;
  for (guint i = 0; i < node->children->len; i++)
    g_ptr_array_add (copy->children, node_copy (node->children->pdata[i], copy));
  return copy;
}

QdGameTree *
qd_game_tree_copy (const QdGameTree *tree)
{
  return qd_game_tree_new_with_root (node_copy (tree->root, NULL));
}

/* ------------------------------------------------------------------ edits */

/* All outcomes of a chance node have the same probability (none: TRUE). */
static gboolean
equally_likely (const QdTreeNode *node)
{
  for (guint i = 1; i < node->children->len; i++)
    if (fabs (((QdTreeNode *) node->children->pdata[i])->probability
              - ((QdTreeNode *) node->children->pdata[0])->probability) > 1e-12)
      return FALSE;
  return TRUE;
}

/* Every outcome 1/n, written so. */
static void
split_equally (QdTreeNode *node)
{
  guint n = node->children->len;

  for (guint i = 0; i < n; i++)
    {
      QdTreeNode *child = node->children->pdata[i];

      child->probability = 1.0 / n;
      g_free (child->probability_text);
      child->probability_text = n == 1 ? g_strdup ("1") : g_strdup_printf ("1/%u", n);
    }
}

QdTreeNode *
qd_game_tree_add_child (QdGameTree *tree, QdTreeNode *parent, double value, GError **error)
{
  QdTreeNode *child;
  gboolean equal;

  if (parent->depth + 1 > QD_GAME_TREE_MAX_DEPTH)
    {
      g_set_error (error, QD_GAME_TREE_ERROR, QD_GAME_TREE_ERROR_TOO_LARGE,
                   _("a tree may be at most %u levels deep"), QD_GAME_TREE_MAX_DEPTH);
      return NULL;
    }
  if (tree->nodes->len >= QD_GAME_TREE_MAX_NODES)
    {
      g_set_error (error, QD_GAME_TREE_ERROR, QD_GAME_TREE_ERROR_TOO_LARGE,
                   _("a tree may have at most %u nodes"), QD_GAME_TREE_MAX_NODES);
      return NULL;
    }
  equal = parent->chance && equally_likely (parent);
  child = qd_tree_node_new (parent, value);
  g_ptr_array_add (parent->children, child);
  if (equal)
    split_equally (parent);
  qd_game_tree_reindex (tree);
  return child;
}

void
qd_game_tree_remove (QdGameTree *tree, QdTreeNode *node)
{
  QdTreeNode *parent = node->parent;
  gboolean equal;

  g_return_if_fail (parent != NULL);
  equal = parent->chance && equally_likely (parent);
  g_ptr_array_remove (parent->children, node);
  qd_tree_node_free (node);
  if (parent->children->len == 0)
    parent->chance = FALSE;
  else if (equal)
    split_equally (parent);
  qd_game_tree_reindex (tree);
}

void
qd_game_tree_set_chance (QdGameTree *tree, QdTreeNode *node, gboolean chance)
{
  node->chance = chance && node->children->len > 0;
  if (node->chance)
    split_equally (node);
  qd_game_tree_reindex (tree);
}

void
qd_game_tree_set_probability (QdGameTree *tree, QdTreeNode *node, double probability, const char *text)
{
  node->probability = probability;
  g_free (node->probability_text);
  node->probability_text = text != NULL ? g_strstrip (g_strdup (text)) : NULL;
}

gboolean
qd_game_tree_check_probabilities (const QdGameTree *tree, GError **error)
{
  for (guint i = 0; i < tree->nodes->len; i++)
    {
      const QdTreeNode *node = tree->nodes->pdata[i];
      double sum;

      if (qd_tree_node_is_chance (node) && !qd_tree_node_probabilities_sum (node, &sum))
        {
          g_autofree char *name = qd_tree_node_name (node);
          g_autofree char *total = qd_game_tree_format_sum (sum);

          g_set_error (error, QD_GAME_TREE_ERROR, QD_GAME_TREE_ERROR_PROBABILITY,
                       _("the probabilities of the chance node %s sum to %s, not 1"), name, total);
          return FALSE;
        }
    }
  return TRUE;
}

void
qd_game_tree_set_value (QdGameTree *tree, QdTreeNode *node, double value)
{
  node->value = value;
}

void
qd_game_tree_set_label (QdGameTree *tree, QdTreeNode *node, const char *label)
{
  g_free (node->label);
  node->label = (label != NULL && *label != '\0') ? g_strdup (label) : NULL;
}

/* ------------------------------------------------------------- as a game */

static QdPlayer
tree_to_move (const QdGame *game, gconstpointer state)
{
  const QdGameTree *tree = game->data;

  return qd_tree_node_player (tree->nodes->pdata[*(const guint32 *) state]);
}

static gboolean
tree_terminal (const QdGame *game, gconstpointer state)
{
  const QdGameTree *tree = game->data;

  return qd_tree_node_is_leaf (tree->nodes->pdata[*(const guint32 *) state]);
}

static guint
tree_moves (const QdGame *game, gconstpointer state, QdMove *moves)
{
  const QdGameTree *tree = game->data;
  const QdTreeNode *node = tree->nodes->pdata[*(const guint32 *) state];

  /* A move is the child's preorder index: it names the node it leads to. */
  for (guint i = 0; i < node->children->len; i++)
    moves[i] = ((const QdTreeNode *) node->children->pdata[i])->index;
  return node->children->len;
}

static void
tree_apply (const QdGame *game, gconstpointer state, QdMove move, gpointer child)
{
  *(guint32 *) child = move;
}

static double
tree_chance_probability (const QdGame *game, gconstpointer state, QdMove move)
{
  const QdGameTree *tree = game->data;

  return ((const QdTreeNode *) tree->nodes->pdata[move])->probability;
}

static double
tree_evaluate (const QdGame *game, gconstpointer state)
{
  const QdGameTree *tree = game->data;

  return ((const QdTreeNode *) tree->nodes->pdata[*(const guint32 *) state])->value;
}

void
qd_game_tree_move_text (gpointer data, const QdSearchTree *search, guint node, QdPlayer mover, QdMove move,
                        GString *out)
{
  const QdGameTree *tree = data;
  g_autofree char *name = NULL;

  if (move >= tree->nodes->len)
    {
      g_string_append_printf (out, "%u", move);
      return;
    }
  name = qd_tree_node_name (tree->nodes->pdata[move]);
  g_string_append (out, name);
}

void
qd_game_tree_as_game (const QdGameTree *tree, QdGame *game)
{
  guint max_children = 1;

  for (guint i = 0; i < tree->nodes->len; i++)
    max_children = MAX (max_children, ((QdTreeNode *) tree->nodes->pdata[i])->children->len);

  memset (game, 0, sizeof *game);
  game->data = tree;
  game->state_size = sizeof (guint32);
  game->max_moves = max_children;
  game->max_plies = qd_game_tree_height (tree) + 1;
  game->to_move = tree_to_move;
  game->terminal = tree_terminal;
  game->moves = tree_moves;
  game->apply = tree_apply;
  game->evaluate = tree_evaluate;
  game->chance_probability = tree_chance_probability;
}
