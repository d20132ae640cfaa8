/* qd-prop-render-tree.c — the top-down tree layout of qd-prop-render-tree.h:
 * three passes over the preorder, no recursion. */
#include "qd-prop-render-tree.h"
#include "qd-prop-render-private.h"

#include <string.h>

void
qd_prop_tree_init (PropTree *tree)
{
  memset (tree, 0, sizeof *tree);
  tree->nodes = g_array_new (FALSE, TRUE, sizeof (PropTreeNode));
}

guint
qd_prop_tree_add (PropTree *tree, guint parent, double w, double h)
{
  PropTreeNode node = { parent, 0, w, h, 0, 0, 0, 0, 0 };

  if (parent != G_MAXUINT)
    node.depth = qd_prop_tree_node (tree, parent)->depth + 1;
  g_array_append_val (tree->nodes, node);
  tree->n_levels = MAX (tree->n_levels, node.depth + 1);
  return tree->nodes->len - 1;
}

/* The levels' tops: each as tall as its tallest box. */
static void
place_levels (PropTree *tree, double level_gap)
{
  g_autofree double *tallest = g_new0 (double, tree->n_levels + 1);

  for (guint i = 0; i < tree->nodes->len; i++)
    {
      const PropTreeNode *n = qd_prop_tree_node (tree, i);

      tallest[n->depth] = MAX (tallest[n->depth], n->h);
    }
  tree->level_y = g_new0 (double, tree->n_levels + 1);
  for (guint l = 0; l < tree->n_levels; l++)
    tree->level_y[l + 1] = tree->level_y[l] + tallest[l] + (l + 1 < tree->n_levels ? level_gap : 0);
  for (guint i = 0; i < tree->nodes->len; i++)
    {
      PropTreeNode *n = qd_prop_tree_node (tree, i);

      n->y = tree->level_y[n->depth] + tallest[n->depth] / 2;
    }
  tree->height = tree->level_y[tree->n_levels];
}

/* Each node's first and last child (G_MAXUINT: none). */
static void
find_children (const PropTree *tree, guint *first, guint *last)
{
  guint n = tree->nodes->len;

  memset (first, 0xff, n * sizeof (guint));
  memset (last, 0xff, n * sizeof (guint));
  for (guint i = 0; i < n; i++)
    {
      guint p = qd_prop_tree_node (tree, i)->parent;

      if (p != G_MAXUINT)
        {
          first[p] = first[p] == G_MAXUINT ? i : first[p];
          last[p] = i;
        }
    }
}

void
qd_prop_tree_layout (PropTree *tree, double level_gap, double h_gap)
{
  guint n = tree->nodes->len;
  g_autofree double *children_w = g_new0 (double, n);
  g_autofree double *cursor = g_new0 (double, n);
  g_autofree guint *first = g_new (guint, n), *last = g_new (guint, n);
  double roots = 0;

  if (n == 0)
    {
      place_levels (tree, level_gap);
      return;
    }
  find_children (tree, first, last);
  /* Spans, children before parents: backwards over the preorder. */
  for (guint i = n; i-- > 0;)
    {
      PropTreeNode *node = qd_prop_tree_node (tree, i);
      guint p = node->parent;

      node->span = MAX (node->w, children_w[i]);
      node->end = MAX (node->end, i + 1);
      if (p != G_MAXUINT)
        {
          children_w[p] += node->span + (first[p] == i ? 0 : h_gap);
          qd_prop_tree_node (tree, p)->end = MAX (qd_prop_tree_node (tree, p)->end, node->end);
        }
    }
  /* Left sides, parents before children; a parent's children centred
   * under its span. */
  for (guint i = 0; i < n; i++)
    {
      PropTreeNode *node = qd_prop_tree_node (tree, i);
      guint p = node->parent;

      if (p == G_MAXUINT)
        {
          node->left = roots;
          roots += node->span + h_gap;
        }
      else
        {
          node->left = cursor[p];
          cursor[p] += node->span + h_gap;
        }
      cursor[i] = node->left + (node->span - children_w[i]) / 2;
    }
  /* Centres, children before parents. */
  for (guint i = n; i-- > 0;)
    {
      PropTreeNode *node = qd_prop_tree_node (tree, i);

      if (first[i] == G_MAXUINT)
        node->x = node->left + node->span / 2;
      else
        node->x = CLAMP ((qd_prop_tree_node (tree, first[i])->x + qd_prop_tree_node (tree, last[i])->x) / 2,
                         node->left + node->w / 2, node->left + node->span - node->w / 2);
    }
  tree->width = MAX (0, roots - h_gap);
  place_levels (tree, level_gap);
}

void
qd_prop_tree_clear (PropTree *tree)
{
  g_clear_pointer (&tree->nodes, g_array_unref);
  g_clear_pointer (&tree->level_y, g_free);
}

char *
qd_prop_search_symbol_text (const QdProp *prop, guint symbol)
{
  const char *name = prop != NULL && symbol < qd_prop_n_symbols (prop) ? qd_prop_symbol_name (prop, symbol) : NULL;

  return name != NULL ? g_strdup (name) : g_strdup_printf ("x%u", symbol + 1);
}

char *
qd_prop_search_clause_text (const QdProp *prop, const guint *lits, guint n)
{
  GString *out = g_string_new (NULL);

  if (n == 0)
    g_string_append (out, "□");
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = qd_prop_search_symbol_text (prop, lits[i] >> 1);

      g_string_append_printf (out, "%s%s%s", i > 0 ? " ∨ " : "", lits[i] & 1 ? "¬" : "", name);
    }
  return g_string_free (out, FALSE);
}

char *
qd_prop_search_cut (char *text, guint max)
{
  char *cut;

  if (text == NULL || g_utf8_strlen (text, -1) <= max)
    return text;
  cut = g_utf8_substring (text, 0, max);
  g_free (text);
  text = g_strconcat (cut, "…", NULL);
  g_free (cut);
  return text;
}

/* ---- the views' wrappers */

void
qd_prop_tree_place_center (const PropTreeClass *klass, gconstpointer subject, gconstpointer geometry,
                           const PropTreePlace *place, guint i, double *x, double *y)
{
  const PropTreeNode *n = qd_prop_tree_node (place->layout, i);

  *x = place->left + n->x;
  *y = place->top + n->y - n->h / 2 + klass->anchor (subject, geometry, i);
}

void
qd_prop_tree_view_get_size (const PropTreeClass *klass, gconstpointer subject, const QdPropRenderOptions *options,
                            double *width, double *height)
{
  gpointer g = g_malloc0 (klass->size);
  double s = prop_render_scale (options);
  const PropTreePlace *place = G_STRUCT_MEMBER_P (g, klass->place);

  klass->make (subject, options, g);
  *width = place->width * s;
  *height = place->height * s;
  klass->clear (g);
  g_free (g);
}

gboolean
qd_prop_tree_view_node_center (const PropTreeClass *klass, gconstpointer subject, const QdPropRenderOptions *options,
                               guint node, double *x, double *y)
{
  gpointer g = g_malloc0 (klass->size);
  double s = prop_render_scale (options);
  const PropTreePlace *place = G_STRUCT_MEMBER_P (g, klass->place);
  gboolean shown;

  klass->make (subject, options, g);
  shown = node < place->n_shown;
  if (shown)
    {
      qd_prop_tree_place_center (klass, subject, g, place, node, x, y);
      *x *= s;
      *y *= s;
    }
  klass->clear (g);
  g_free (g);
  return shown;
}

gint
qd_prop_tree_view_hit (const PropTreeClass *klass, gconstpointer subject, const QdPropRenderOptions *options,
                       double x, double y)
{
  gpointer g = g_malloc0 (klass->size);
  double s = prop_render_scale (options);
  const PropTreePlace *place = G_STRUCT_MEMBER_P (g, klass->place);
  gint hit = -1;

  klass->make (subject, options, g);
  for (guint i = 0; i < place->n_shown && hit < 0; i++)
    {
      double cx, cy;

      qd_prop_tree_place_center (klass, subject, g, place, i, &cx, &cy);
      if (klass->on_node (subject, g, i, x / s - cx, y / s - cy))
        hit = (gint) i;
    }
  klass->clear (g);
  g_free (g);
  return hit;
}
