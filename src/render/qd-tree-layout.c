/* qd-tree-layout.c — where each node of a game tree goes.
 *
 * Leaves are spaced evenly from left to right in preorder and every inner
 * node is centred over its first and last child, one level per depth.  Two
 * passes over the preorder array (children always follow their parent) make
 * it linear.  Because a node sits within the span of its own leaves, nodes of
 * one level are at least one leaf gap apart, so choosing the gap from the
 * widest node (and label) is enough to keep a level free of overlaps.  Sizes
 * come from the widest number and label, measured with fixed metrics.
 */
#include "qd-tree-layout-private.h"
#include "qd-text-measure.h"
#include "core/qd-format.h"

#include <math.h>
#include <string.h>

/* ------------------------------------------------------------------------ */
/* Text */

char *
qd_tree_display_number (double value)
{
  if (isinf (value))
    return g_strdup (value > 0 ? "∞" : "-∞");
  return qd_format_number_locale (value);   /* for people: the locale's decimal point */
}

char *
qd_tree_layout_number (const QdTreeLayout *layout, double value)
{
  if (layout->has_chance && isfinite (value))
    return qd_format_number_short_locale (value);
  return qd_tree_display_number (value);
}

/* ------------------------------------------------------------------------ */
/* Layout */

/* The sizes of shapes and gaps from the widest number (inner nodes show
 * leaf values or ±∞ too) and the widest label; label_w (only when some
 * node has a label) gets each node's label width.  Returns the width of the
 * alpha/beta line. */
static double
measure_sizes (QdTreeLayout *layout, const QdGameTree *tree, double **label_w, double *widest_label)
{
  guint n = layout->n_nodes;
  double widest_value = qd_text_measure ("-∞", VALUE_SIZE), leaf_gap;

  for (guint i = 0; i < n; i++)
    {
      const QdTreeNode *node = qd_game_tree_get_node (tree, i);

      if (qd_tree_node_is_leaf (node))
        {
          g_autofree char *text = qd_tree_layout_number (layout, node->value);
          widest_value = MAX (widest_value, qd_text_measure (text, VALUE_SIZE));
        }
      if (node->label != NULL && *node->label != '\0')
        {
          if (*label_w == NULL)
            *label_w = g_new0 (double, n);
          (*label_w)[i] = qd_text_measure (node->label, SMALL_SIZE);
          *widest_label = MAX (*widest_label, (*label_w)[i]);
        }
    }

  /* In a chance tree the circles show averages: room for two decimals
   * more than the widest leaf (a MAX or MIN value with them is shrunk to
   * fit its triangle, as wide as the leaves need). */
  layout->chance_r = TRI_H / 2;
  if (layout->has_chance)
    layout->chance_r = MAX (TRI_H / 2, ceil (widest_value + qd_text_measure (".00", VALUE_SIZE) + 8) / 2);

  /* A number must fit the triangle at the height of the text, about 0.54 of
   * the base wide (at its centroid, less half a digit). */
  layout->tri_w = MAX (TRI_MIN_W, ceil ((widest_value + 4) / 0.54));
  layout->leaf_w = MAX (LEAF_MIN_W, ceil (widest_value + 12));
  leaf_gap = MAX (MAX (layout->tri_w, layout->leaf_w), 2 * layout->chance_r) + NODE_SPACING;
  if (*widest_label > 0)
    leaf_gap += ceil (*widest_label) + LABEL_GAP;
  layout->leaf_gap = MAX (MIN_LEAF_GAP, leaf_gap);
  return qd_text_measure ("α   β ", SMALL_SIZE) + 2 * widest_value * SMALL_SIZE / VALUE_SIZE;
}

/* Kinds, parents and levels; leaves left to right in preorder, inner nodes
 * over their children. */
static void
place_nodes (QdTreeLayout *layout, const QdGameTree *tree)
{
  guint n = layout->n_nodes, n_leaves = 0;

  for (guint i = 0; i < n; i++)
    {
      const QdTreeNode *node = qd_game_tree_get_node (tree, i);

      layout->parent[i] = node->parent != NULL ? node->parent->index : G_MAXUINT;
      layout->y[i] = node->depth * LEVEL_GAP;
      layout->n_levels = MAX (layout->n_levels, node->depth + 1);
      if (qd_tree_node_is_leaf (node))
        {
          layout->kind[i] = KIND_LEAF;
          layout->x[i] = n_leaves++ * layout->leaf_gap;
        }
      else
        layout->kind[i] = qd_tree_node_player (node) == QD_PLAYER_MIN ? KIND_MIN
                          : qd_tree_node_player (node) == QD_PLAYER_CHANCE ? KIND_CHANCE : KIND_MAX;
    }

  /* Bottom up: children always follow their parent. */
  for (guint i = n; i-- > 0;)
    {
      const QdTreeNode *node = qd_game_tree_get_node (tree, i);
      const QdTreeNode *first, *last;

      if (layout->kind[i] == KIND_LEAF)
        continue;
      first = g_ptr_array_index (node->children, 0);
      last = g_ptr_array_index (node->children, node->children->len - 1);
      layout->x[i] = (layout->x[first->index] + layout->x[last->index]) / 2;
    }
}

/* What is drawn around a centre: the shape with its outline, glow or
 * selection, the value, the alpha/beta line under inner nodes, a label at
 * the top left.  The selection is the shape grown by SELECT_OFFSET, and a
 * triangle's corners move further than that (the more, the flatter it is). */
static void
compute_reach (QdTreeLayout *layout, double ab_width, double widest_label)
{
  double hw = layout->tri_w / 2;
  double inradius = hw * TRI_H / (hw + hypot (hw, TRI_H));
  double s = (inradius + SELECT_OFFSET) / inradius;
  double stroke = LINE_WIDTH;

  layout->tri_pad_x = MAX ((s - 1) * hw + stroke, GLOW_WIDTH / 2 + 1);
  layout->tri_pad_y = MAX ((s - 1) * (TRI_H - inradius) + stroke, GLOW_WIDTH / 2 + 1);
  layout->leaf_pad = MAX (SELECT_OFFSET + stroke, GLOW_WIDTH / 2 + 1);

  layout->reach_x = MAX (MAX (layout->tri_w / 2 + layout->tri_pad_x, layout->leaf_w / 2 + layout->leaf_pad),
                         ab_width / 2 + AB_PAD);
  layout->reach_top = MAX (TRI_H / 2 + layout->tri_pad_y, LEAF_H / 2 + layout->leaf_pad);
  layout->reach_bottom = MAX (layout->reach_top, TRI_H / 2 + AB_GAP + SMALL_SIZE * 1.3);
  layout->reach_x = MAX (layout->reach_x, layout->chance_r + layout->leaf_pad);
  layout->reach_top = MAX (layout->reach_top, layout->chance_r + layout->leaf_pad);
  layout->reach_bottom = MAX (layout->reach_bottom, layout->chance_r + layout->leaf_pad);
  /* Culling is by these reaches: a label reaches left from the shape's edge. */
  if (widest_label > 0)
    layout->reach_x = MAX (layout->reach_x, MAX (layout->tri_w, layout->leaf_w) / 2
                                              + LABEL_GAP + widest_label + HALO_WIDTH / 2);
}

/* Moves the nodes so that everything drawn lies inside the margins, and
 * sets the picture's size. */
static void
fit_margins (QdTreeLayout *layout, const double *label_w, double ab_width)
{
  guint n = layout->n_nodes;
  double min_x = G_MAXDOUBLE, max_x = -G_MAXDOUBLE, min_y = G_MAXDOUBLE, max_y = -G_MAXDOUBLE;
  double dx, dy;

  if (n == 0)
    {
      layout->width = layout->height = 2 * MARGIN;
      layout->top = MARGIN;
      return;
    }
  for (guint i = 0; i < n; i++)
    {
      gboolean leaf = layout->kind[i] == KIND_LEAF;
      double hw = qd_tree_layout_half_width (layout, i) + (leaf ? layout->leaf_pad : layout->tri_pad_x);
      double hh = qd_tree_layout_half_height (layout, i) + (leaf ? layout->leaf_pad : layout->tri_pad_y);
      double left = layout->x[i] - hw, right = layout->x[i] + hw;
      double top = layout->y[i] - hh, bottom = layout->y[i] + hh;

      if (layout->kind[i] != KIND_LEAF)
        {
          left = MIN (left, layout->x[i] - ab_width / 2 - AB_PAD);
          right = MAX (right, layout->x[i] + ab_width / 2 + AB_PAD);
          bottom = MAX (bottom, layout->y[i] + TRI_H / 2 + AB_GAP + SMALL_SIZE * 1.3);
        }
      if (label_w != NULL && label_w[i] > 0 && qd_tree_layout_label_on_right (layout, i))
        right = MAX (right, layout->x[i] + qd_tree_layout_label_inset (layout, i) + label_w[i] + HALO_WIDTH / 2);
      else if (label_w != NULL && label_w[i] > 0)
        left = MIN (left, layout->x[i] - qd_tree_layout_label_inset (layout, i) - label_w[i] - HALO_WIDTH / 2);
      min_x = MIN (min_x, left);
      max_x = MAX (max_x, right);
      min_y = MIN (min_y, top);
      max_y = MAX (max_y, bottom);
    }

  dx = MARGIN - floor (min_x);
  dy = MARGIN - floor (min_y);
  for (guint i = 0; i < n; i++)
    {
      layout->x[i] += dx;
      layout->y[i] += dy;
    }
  layout->top = dy;
  layout->width = ceil (max_x - min_x) + 2 * MARGIN + 1;
  layout->height = ceil (max_y - min_y) + 2 * MARGIN + 1;
}

/* Nodes by level (a counting sort keeps preorder, hence x order). */
static void
index_levels (QdTreeLayout *layout, const QdGameTree *tree)
{
  guint n = layout->n_nodes;
  g_autofree guint *fill = NULL;

  layout->level_start = g_new0 (guint, layout->n_levels + 1);
  layout->level_nodes = g_new (guint, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    layout->level_start[qd_game_tree_get_node (tree, i)->depth + 1]++;
  for (guint d = 0; d < layout->n_levels; d++)
    layout->level_start[d + 1] += layout->level_start[d];
  fill = g_memdup2 (layout->level_start, sizeof (guint) * (layout->n_levels + 1));
  for (guint i = 0; i < n; i++)
    layout->level_nodes[fill[qd_game_tree_get_node (tree, i)->depth]++] = i;
}

QdTreeLayout *
qd_tree_layout_new (const QdGameTree *tree)
{
  QdTreeLayout *layout;
  guint n;
  double widest_label = 0, ab_width;
  g_autofree double *label_w = NULL;   /* only when some node has a label */

  g_return_val_if_fail (tree != NULL, NULL);

  n = qd_game_tree_n_nodes (tree);
  layout = g_new0 (QdTreeLayout, 1);
  layout->n_nodes = n;
  layout->x = g_new0 (double, n);
  layout->y = g_new0 (double, n);
  layout->parent = g_new (guint, n);
  layout->kind = g_new0 (guint8, n);
  layout->has_chance = qd_game_tree_first_chance (tree) != NULL;

  ab_width = measure_sizes (layout, tree, &label_w, &widest_label);
  place_nodes (layout, tree);
  compute_reach (layout, ab_width, widest_label);
  fit_margins (layout, label_w, ab_width);
  index_levels (layout, tree);
  return layout;
}

void
qd_tree_layout_free (QdTreeLayout *layout)
{
  if (layout == NULL)
    return;
  g_free (layout->x);
  g_free (layout->y);
  g_free (layout->parent);
  g_free (layout->kind);
  g_free (layout->level_start);
  g_free (layout->level_nodes);
  g_free (layout);
}

void
qd_tree_layout_get_size (const QdTreeLayout *layout, double *width, double *height)
{
  g_return_if_fail (layout != NULL);

  if (width != NULL)
    *width = layout->width;
  if (height != NULL)
    *height = layout->height;
}

void
qd_tree_layout_get_node_box (const QdTreeLayout *layout, guint node, double *x, double *y,
                             double *width, double *height)
{
  g_return_if_fail (layout != NULL && node < layout->n_nodes);

  *width = 2 * qd_tree_layout_half_width (layout, node);
  *height = 2 * qd_tree_layout_half_height (layout, node);
  *x = layout->x[node] - *width / 2;
  *y = layout->y[node] - *height / 2;
}

void
qd_tree_layout_get_node_center (const QdTreeLayout *layout, guint node, double *x, double *y)
{
  g_return_if_fail (layout != NULL);
  g_return_if_fail (node < layout->n_nodes);

  if (x != NULL)
    *x = layout->x[node];
  if (y != NULL)
    *y = layout->y[node];
}

static gboolean
box_contains (const QdTreeLayout *layout, guint i, double x, double y)
{
  return fabs (x - layout->x[i]) <= qd_tree_layout_half_width (layout, i) &&
         fabs (y - layout->y[i]) <= qd_tree_layout_half_height (layout, i);
}

gint
qd_tree_layout_hit (const QdTreeLayout *layout, double x, double y)
{
  double level;
  guint d, lo, hi;

  g_return_val_if_fail (layout != NULL, -1);

  if (layout->n_nodes == 0)
    return -1;

  level = floor ((y - layout->top) / LEVEL_GAP + 0.5);
  if (level < 0 || level >= layout->n_levels)
    return -1;
  d = (guint) level;

  /* The first node of the level at or right of x; the hit is it or the one
   * before (nodes of a level never overlap). */
  lo = layout->level_start[d];
  hi = layout->level_start[d + 1];
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (layout->x[layout->level_nodes[mid]] < x)
        lo = mid + 1;
      else
        hi = mid;
    }
  if (lo < layout->level_start[d + 1] && box_contains (layout, layout->level_nodes[lo], x, y))
    return (gint) layout->level_nodes[lo];
  if (lo > layout->level_start[d] && box_contains (layout, layout->level_nodes[lo - 1], x, y))
    return (gint) layout->level_nodes[lo - 1];
  return -1;
}
