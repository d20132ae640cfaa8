/* qd-gametree-practice.c — the questions of a game tree's search; see
 * qd-gametree-practice.h. */
#include "config.h"
#include "qd-gametree-practice.h"

#include <glib/gi18n.h>

#include "qd-gametree-check.h"

/* A node as a question names it: its label, else its path. */
static char *
node_name (const QdTreeNode *node)
{
  return node->label != NULL ? g_strdup (node->label) : qd_tree_node_path (node);
}

/* Typed: a path ("r.0.1", "R.0.1") or a label ("b"); the node's path. */
static char *
canonical (const char *typed, gpointer data)
{
  const QdGameTree *tree = qd_gametree_check_tree (data);
  g_autofree char *want = g_utf8_casefold (typed, -1);

  for (guint i = 0; i < qd_game_tree_n_nodes (tree); i++)
    {
      const QdTreeNode *node = qd_game_tree_get_node ((QdGameTree *) tree, i);
      g_autofree char *path = qd_tree_node_path (node);
      g_autofree char *fpath = g_utf8_casefold (path, -1);
      g_autofree char *flabel = node->label != NULL ? g_utf8_casefold (node->label, -1) : NULL;

      if (g_str_equal (want, fpath) || (flabel != NULL && g_str_equal (want, flabel)))
        return g_steal_pointer (&path);
    }
  return NULL;
}

/* The names (paths) and the shown list of `nodes`. */
static void
add_names (QdPractice *practice, const QdGametreeCheck *check, QdPracticeLevel level, guint step,
           const char *text, GPtrArray *nodes, const char *why, const char *hint)
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) shown = g_string_new (NULL);

  for (guint i = 0; i < nodes->len; i++)
    {
      const QdTreeNode *node = nodes->pdata[i];
      g_autofree char *name = node_name (node);

      g_ptr_array_add (paths, qd_tree_node_path (node));
      g_string_append_printf (shown, "%s%s", i > 0 ? ", " : "", name);
    }
  g_ptr_array_add (paths, NULL);
  if (nodes->len == 0)
    g_string_append (shown, _("none"));
  qd_practice_add_names (practice, QD_PRACTICE_NAMES, level, step, text, (const char *const *) paths->pdata,
                         shown->str, why, hint);
}

/* A step question on the α or β (`value`) node returns with: `question`
 * has one %s, the node's name; `what` says which the reason is about. */
static void
add_bound (QdPractice *practice, const QdGametreeCheck *check, const QdTreeNode *node, guint step,
           const char *question, double value, QdGametreeWhy what, const char *hint)
{
  g_autofree char *name = node_name (node);
  g_autofree char *text = g_strdup_printf (question, name);
  g_autofree char *why = qd_gametree_check_why (check, node->index, what);

  qd_practice_add_number (practice, QD_PRACTICE_LEVEL_STEP, step, text, value, why, hint);
}

static void
add_node (QdPractice *practice, const QdGametreeCheck *check, const QdTreeNode *node)
{
  const QdTreeAnalysis *analysis = qd_gametree_check_analysis (check);
  gboolean ab = analysis->algorithm == QD_GAME_SEARCH_ALPHABETA;
  gboolean max = qd_tree_node_player (node) == QD_PLAYER_MAX;
  gboolean root = node->parent == NULL;
  const QdTreeNodeResult *r = &analysis->final[node->index];
  guint step = (guint) qd_gametree_check_done_event (check, node->index);
  g_autofree char *name = node_name (node);
  g_autofree char *text = NULL, *why = NULL;
  g_autoptr(GPtrArray) pruned = g_ptr_array_new ();

  why = qd_gametree_check_why (check, node->index, QD_GAMETREE_WHY_VALUE);
  if (analysis->algorithm == QD_GAME_SEARCH_EXPECTIMINIMAX)
    {
      /* Averages: right to two decimals. */
      text = g_strdup_printf (qd_tree_node_is_chance (node) ? _("What is the value of chance node %s?")
                                                             : _("What value does %s return?"), name);
      qd_practice_add_number_within (practice, root ? QD_PRACTICE_LEVEL_END : QD_PRACTICE_LEVEL_DECISION, step,
                                     text, r->value, 0.005, why,
                                     qd_tree_node_is_chance (node)
                                     ? _("A chance node's value is the sum of each outcome's value times its "
                                         "probability.")
                                     : max ? _("A MAX node returns the largest value its children return.")
                                           : _("A MIN node returns the smallest value its children return."));
      return;
    }
  text = g_strdup_printf (_("What value does %s return?"), name);
  qd_practice_add_number (practice, root ? QD_PRACTICE_LEVEL_END : QD_PRACTICE_LEVEL_DECISION, step, text,
                          r->value, why,
                          max ? _("A MAX node returns the largest value its children return (or the one at a cut-off).")
                              : _("A MIN node returns the smallest value its children return (or the one at a cut-off)."));
  if (!ab)
    return;

  add_bound (practice, check, node, step, _("What is α at %s when it returns?"), r->alpha, QD_GAMETREE_WHY_ALPHA,
             max ? _("At a MAX node α rises to each child's value above it; a cut-off leaves it as it was.")
                 : _("A MIN node keeps the α its parent passed down."));
  add_bound (practice, check, node, step, _("What is β at %s when it returns?"), r->beta, QD_GAMETREE_WHY_BETA,
             max ? _("A MAX node keeps the β its parent passed down.")
                 : _("At a MIN node β falls to each child's value below it; a cut-off leaves it as it was."));

  for (guint i = 0; i < node->children->len; i++)
    if (qd_tree_analysis_is_pruned (analysis, ((QdTreeNode *) node->children->pdata[i])->index))
      g_ptr_array_add (pruned, node->children->pdata[i]);
  g_free (text), g_free (why);
  text = g_strdup_printf (_("Which children of %s are pruned? Click them or type their names (none if none)."), name);
  why = qd_gametree_check_why (check, node->index, QD_GAMETREE_WHY_PRUNED);
  add_names (practice, check, QD_PRACTICE_LEVEL_STEP, step, text, pruned, why,
             max ? _("A MAX node stops as soon as its value reaches β: the children after that one are pruned.")
                 : _("A MIN node stops as soon as its value falls to α: the children after that one are pruned."));
}

QdPractice *
qd_gametree_practice_new (const QdGameTree *tree, QdGameSearchAlgorithm algorithm)
{
  QdGametreeCheck *check = qd_gametree_check_new (tree, algorithm);
  const QdTreeAnalysis *analysis = qd_gametree_check_analysis (check);
  const QdGameTree *own = qd_gametree_check_tree (check);
  QdPractice *practice = qd_practice_new (canonical, check, (GDestroyNotify) qd_gametree_check_free);
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  g_autoptr(GPtrArray) leaves = g_ptr_array_new ();

  /* The inner nodes in the order they return. */
  for (guint i = 0; i < analysis->events->len; i++)
    {
      const QdTreeEvent *e = &g_array_index (analysis->events, QdTreeEvent, i);

      if (e->kind == QD_TREE_EVENT_LEAVE)
        g_ptr_array_add (order, qd_game_tree_get_node ((QdGameTree *) own, e->node));
    }
  for (guint i = 0; i < order->len; i++)
    add_node (practice, check, order->pdata[i]);
  if (algorithm == QD_GAME_SEARCH_ALPHABETA && order->len > 0)
    {
      g_autofree char *why = qd_gametree_check_why (check, 0, QD_GAMETREE_WHY_LEAVES);

      for (guint i = 0; i < analysis->n_nodes; i++)
        {
          const QdTreeNode *node = qd_game_tree_get_node ((QdGameTree *) own, i);

          if (qd_tree_node_is_leaf (node) && qd_tree_analysis_is_pruned (analysis, i))
            g_ptr_array_add (leaves, (gpointer) node);
        }
      add_names (practice, check, QD_PRACTICE_LEVEL_END,
                 (guint) qd_gametree_check_done_event (check, 0),
                 _("Which leaves does alpha-beta prune? Click them or type their names (none if none)."), leaves,
                 why, _("A leaf is pruned when a cut-off above it stops its parent, or an ancestor, before it."));
    }
  return practice;
}
