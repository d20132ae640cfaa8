/* qd-tree-layout-private.h — what the layout and the drawing of a game tree
 * share: the sizes, the layout's arrays, how numbers are shown. */
#pragma once

#include "qd-tree-render.h"

G_BEGIN_DECLS

#define MARGIN          16.0
#define LEVEL_GAP       90.0
#define MIN_LEAF_GAP    56.0
#define NODE_SPACING     8.0    /* least free space between two nodes of a level */
#define TRI_MIN_W       46.0
#define TRI_H           40.0    /* and a chance node's least diameter */
#define LEAF_MIN_W      36.0
#define LEAF_H          36.0
#define VALUE_SIZE      14.0
#define SMALL_SIZE      11.0    /* alpha/beta and labels */
#define AB_GAP           5.0    /* node bottom to the top of the alpha/beta line */
#define AB_PAD          (SMALL_SIZE * 0.35)   /* the plate beyond the text */
#define LABEL_GAP        3.0    /* label to its node */
#define LINE_WIDTH       1.5
#define HALO_WIDTH       4.0
#define SELECT_OFFSET    5.0
#define GLOW_WIDTH      12.0    /* the soft ring around the current node */

typedef enum {
  KIND_MAX,
  KIND_MIN,
  KIND_LEAF,
  KIND_CHANCE,          /* a circle, TRI_H across */
} NodeKind;

struct _QdTreeLayout {
  guint n_nodes;
  double *x;             /* node centres (the centre of the shape's box) */
  double *y;
  guint *parent;         /* G_MAXUINT for the root */
  guint8 *kind;          /* NodeKind */

  /* Nodes by level, each level in preorder, which is left to right. */
  guint n_levels;
  guint *level_start;    /* n_levels + 1 offsets into level_nodes */
  guint *level_nodes;
  double top;            /* y of level 0 */

  double tri_w;
  double leaf_w;
  double leaf_gap;
  /* How far outlines, the glow and the selection reach beyond a shape's box. */
  double tri_pad_x;
  double tri_pad_y;
  double leaf_pad;
  /* How far drawing reaches around a node's centre (text included). */
  double reach_x;
  double reach_top;
  double reach_bottom;

  double width;
  double height;
  gboolean has_chance;   /* numbers drawn rounded to 2 decimals (qd_tree_layout_number) */
  double chance_r;       /* a chance node's radius */
};

static inline double
qd_tree_layout_half_width (const QdTreeLayout *layout, guint i)
{
  switch (layout->kind[i])
    {
    case KIND_LEAF: return layout->leaf_w / 2;
    case KIND_CHANCE: return layout->chance_r;
    default: return layout->tri_w / 2;
    }
}

static inline double
qd_tree_layout_half_height (const QdTreeLayout *layout, guint i)
{
  switch (layout->kind[i])
    {
    case KIND_LEAF: return LEAF_H / 2;
    case KIND_CHANCE: return layout->chance_r;
    default: return TRI_H / 2;
    }
}

/* How far left of the node's centre the right end of a label `size` high
 * sits: beside the top of the shape, where an upward triangle is narrow. */
static inline double
qd_tree_layout_label_inset_at (const QdTreeLayout *layout, guint i, double size)
{
  if (layout->kind[i] == KIND_MAX)
    return layout->tri_w / 2 * (MIN (size, TRI_H) / TRI_H) + LABEL_GAP;
  return qd_tree_layout_half_width (layout, i) + LABEL_GAP;
}

/* The same for a label of the small size. */
static inline double
qd_tree_layout_label_inset (const QdTreeLayout *layout, guint i)
{
  return qd_tree_layout_label_inset_at (layout, i, SMALL_SIZE);
}

/* A label sits on the side away from the edge that comes down to its node:
 * at the top right of a node right of its parent, else at the top left. */
static inline gboolean
qd_tree_layout_label_on_right (const QdTreeLayout *layout, guint i)
{
  guint p = layout->parent[i];

  return p != G_MAXUINT && layout->x[p] < layout->x[i] - 0.5;
}

/* The numbers shown in a node: qd_format_number's shortest form, with the
 * infinities drawn as ∞ like the alpha/beta line. */
G_GNUC_INTERNAL char *qd_tree_display_number (double value);
/* The same, rounded to 2 decimals in a tree with chance nodes (an average
 * such as 1/3 would show every digit of a double; the outputs give 4). */
G_GNUC_INTERNAL char *qd_tree_layout_number (const QdTreeLayout *layout, double value);

G_END_DECLS
