/* qd-gametree-gen.c — random game trees for exercises (qd-gametree-gen.h). */
#include "config.h"
#include "qd-gametree-gen.h"

#include "core/qd-random.h"
#include "problems/qd-tree-search.h"

#define MAX_DRAWS 2000

void
qd_gametree_gen_params (QdGametreeGenParams *params, guint difficulty)
{
  static const QdGametreeGenParams table[3] = {
    { 2, 2, 3, 0.0,  4,  9, 0, 20, FALSE },
    { 3, 2, 3, 0.2,  8, 13, 0, 20, TRUE },
    { 4, 2, 3, 0.3, 12, 16, 0, 20, TRUE },
  };

  *params = table[MIN (difficulty, 2u)];
}

void
qd_gametree_gen_params_chance (QdGametreeGenParams *params, guint difficulty)
{
  static const QdGametreeGenParams table[3] = {
    { 2, 2, 3, 0.0,  4,  9, 0, 20, FALSE, TRUE },
    { 3, 2, 2, 0.2,  7,  8, 0, 20, FALSE, TRUE },   /* a half page holds 11 rows */
    { 4, 2, 2, 0.25, 9, 12, 0, 20, FALSE, TRUE },
  };

  *params = table[MIN (difficulty, 2u)];
}

/* Makes `node` a chance node with probabilities a hand adds up easily. */
static void
make_chance (QdGameTree *tree, QdTreeNode *node, guint64 *state)
{
  static const char *const pairs[][2] = { { "1/2", "1/2" }, { "1/3", "2/3" }, { "1/4", "3/4" }, { "0.9", "0.1" } };
  static const char *const triples[][3] = { { "1/3", "1/3", "1/3" }, { "1/2", "1/4", "1/4" } };
  guint n = node->children->len;
  guint pick;

  qd_game_tree_set_chance (tree, node, TRUE);   /* 1/n each */
  if (n != 2 && n != 3)
    return;
  pick = qd_random_below (state, n == 2 ? G_N_ELEMENTS (pairs) : G_N_ELEMENTS (triples));
  for (guint i = 0; i < n; i++)
    {
      const char *text = n == 2 ? pairs[pick][i] : triples[pick][i];
      double p = 0;

      qd_game_tree_parse_probability (text, &p);
      qd_game_tree_set_probability (tree, node->children->pdata[i], p, text);
    }
}

/* Grows `node` (a leaf at `depth`) into a subtree. */
static void
grow (QdGameTree *tree, QdTreeNode *node, guint depth, guint64 *state, const QdGametreeGenParams *p)
{
  guint span = p->max_branching - p->min_branching + 1;
  guint n = p->min_branching + qd_random_below (state, span);

  for (guint i = 0; i < n; i++)
    {
      gint value = p->min_value + (gint) qd_random_below (state, (guint) (p->max_value - p->min_value + 1));
      QdTreeNode *child = qd_game_tree_add_child (tree, node, value, NULL);
      gboolean inner = depth + 1 < p->depth && (depth == 0 || qd_random_double (state) >= p->early_leaf);

      if (inner)
        grow (tree, child, depth + 1, state, p);
      if (inner && p->chance && (depth + 1) % 2 == 1)
        make_chance (tree, child, state);
    }
}

static void
label_inner (QdGameTree *tree)
{
  guint next = 0;

  for (guint i = 0; i < qd_game_tree_n_nodes (tree); i++)
    {
      QdTreeNode *node = qd_game_tree_get_node (tree, i);
      char label[8];

      if (qd_tree_node_is_leaf (node))
        continue;
      if (next < 26)
        g_snprintf (label, sizeof label, "%c", 'A' + next);
      else
        g_snprintf (label, sizeof label, "%c%u", 'A' + next % 26, next / 26);
      next++;
      qd_game_tree_set_label (tree, node, label);
    }
}

static gboolean
prunes (const QdGameTree *tree)
{
  g_autoptr(QdTreeAnalysis) analysis = qd_tree_analyze (tree, QD_GAME_SEARCH_ALPHABETA, NULL);

  for (guint i = 0; i < analysis->n_nodes; i++)
    if (qd_tree_analysis_is_pruned (analysis, i))
      return TRUE;
  return FALSE;
}

QdGameTree *
qd_gametree_gen_random (guint64 seed, const QdGametreeGenParams *params)
{
  QdGameTree *fitting = NULL;
  guint64 state = seed;

  g_return_val_if_fail (params->depth >= 1 && params->min_branching >= 1, NULL);
  g_return_val_if_fail (params->max_branching >= params->min_branching, NULL);
  for (guint draw = 0; draw < MAX_DRAWS; draw++)
    {
      QdGameTree *tree = qd_game_tree_new ();
      guint leaves;

      grow (tree, tree->root, 0, &state, params);
      leaves = qd_game_tree_n_leaves (tree);
      if (qd_game_tree_height (tree) != params->depth || leaves > params->max_leaves
          || qd_game_tree_n_nodes (tree) - leaves > params->max_inner)
        {
          qd_game_tree_free (tree);
          continue;
        }
      label_inner (tree);
      g_clear_pointer (&fitting, qd_game_tree_free);
      fitting = tree;
      if (!params->want_pruning || prunes (tree))
        break;
    }
  if (fitting == NULL)
    {
      /* Limits no draw met: the smallest tree of the depth, a chain of pairs. */
      QdTreeNode *node;

      fitting = qd_game_tree_new ();
      node = fitting->root;
      for (guint d = 0; d < params->depth; d++)
        {
          qd_game_tree_add_child (fitting, node, params->min_value, NULL);
          node = qd_game_tree_add_child (fitting, node, params->max_value, NULL);
        }
      label_inner (fitting);
    }
  return fitting;
}
