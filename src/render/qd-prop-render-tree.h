/* qd-prop-render-tree.h — a tree of boxes laid out top-down, shared by the
 * search and proof trees drawn here (DPLL, backward chaining, FOL-BC): the
 * nodes come in preorder (a parent before its children, children left to
 * right), several roots make a forest drawn side by side.  A subtree is as
 * wide as its box or its children's subtrees side by side; a parent sits
 * over the middle of its first and last child.  No recursion: a DPLL path
 * may be thousands of calls deep.  Private to src/render. */
#pragma once

#include <glib.h>

#include "core/qd-prop.h"
#include "qd-prop-render.h"

G_BEGIN_DECLS

typedef struct {
  guint parent;      /* G_MAXUINT for a root */
  guint depth;       /* set by the layout: 0 for a root */
  double w, h;       /* the box (what the node draws, its labels included) */
  double x, y;       /* set by the layout: the box's centre */
  double span;       /* set by the layout: the subtree's width */
  double left;       /* set by the layout: the subtree's left side */
  guint end;         /* set by the layout: the first node after its subtree (the preorder) */
} PropTreeNode;

typedef struct {
  GArray *nodes;     /* PropTreeNode, preorder */
  guint n_levels;
  double *level_y;   /* the top of each level (n_levels + 1 entries: the last is the bottom) */
  double width, height;
} PropTree;

G_GNUC_INTERNAL void qd_prop_tree_init   (PropTree *tree);
/* Appends a node with its box; returns its index. */
G_GNUC_INTERNAL guint qd_prop_tree_add   (PropTree *tree, guint parent, double w, double h);
/* Lays the nodes out from (0, 0): levels `level_gap` apart (box bottom to
 * the next level's tallest top), siblings and subtrees `h_gap` apart.  A
 * box's centre is at its level's top plus half the level's tallest box. */
G_GNUC_INTERNAL void qd_prop_tree_layout (PropTree *tree, double level_gap, double h_gap);
G_GNUC_INTERNAL void qd_prop_tree_clear  (PropTree *tree);

/* At a step showing the first `shown` nodes, node i's outcome is known
 * when its whole subtree is shown (a search returns from a call after its
 * last descendant). */
static inline gboolean
qd_prop_tree_settled (const PropTree *tree, guint i, guint shown)
{
  return g_array_index (tree->nodes, PropTreeNode, i).end <= shown;
}

static inline PropTreeNode *
qd_prop_tree_node (const PropTree *tree, guint i)
{
  return &g_array_index (tree->nodes, PropTreeNode, i);
}

/* ---- a tree drawing's get_size, node_center and hit, written once
 *
 * A view (DPLL's search tree, backward chaining's AND-OR tree, FOL-BC's
 * proof tree) lays its Geometry out, a PropTreePlace in it saying where the
 * layout is drawn; the functions below build the geometry, place node i at
 * the layout's x and its box's top plus the view's anchor, scale by the
 * palette's text scale and clear it.  A view keeps only its node's shape. */

typedef struct {
  const PropTree *layout;
  guint n_shown;            /* nodes drawn at the step */
  double left, top;         /* where the layout's (0, 0) is drawn */
  double width, height;     /* the whole drawing's, unscaled */
} PropTreePlace;

typedef struct {
  gsize size;               /* sizeof the view's Geometry */
  gsize place;              /* G_STRUCT_OFFSET of its PropTreePlace, which make fills */
  /* Lays out `subject` into `geometry` (`size` bytes, zeroed). */
  void     (*make)    (gconstpointer subject, const QdPropRenderOptions *options, gpointer geometry);
  void     (*clear)   (gpointer geometry);
  /* Node i's anchor (its circle's or box's middle) below its box's top. */
  double   (*anchor)  (gconstpointer subject, gconstpointer geometry, guint i);
  /* Whether (dx, dy) from node i's anchor is on the node. */
  gboolean (*on_node) (gconstpointer subject, gconstpointer geometry, guint i, double dx, double dy);
} PropTreeClass;

/* Node i's anchor, unscaled. */
G_GNUC_INTERNAL void     qd_prop_tree_place_center (const PropTreeClass *klass, gconstpointer subject,
                                                    gconstpointer geometry, const PropTreePlace *place, guint i,
                                                    double *x, double *y);
G_GNUC_INTERNAL void     qd_prop_tree_view_get_size (const PropTreeClass *klass, gconstpointer subject,
                                                     const QdPropRenderOptions *options, double *width,
                                                     double *height);
G_GNUC_INTERNAL gboolean qd_prop_tree_view_node_center (const PropTreeClass *klass, gconstpointer subject,
                                                        const QdPropRenderOptions *options, guint node, double *x,
                                                        double *y);
G_GNUC_INTERNAL gint     qd_prop_tree_view_hit (const PropTreeClass *klass, gconstpointer subject,
                                                const QdPropRenderOptions *options, double x, double y);

/* A symbol's name: the prop's, or x1, x2, … (DIMACS numbering) when prop is
 * NULL or the symbol is past its symbols. */
G_GNUC_INTERNAL char *qd_prop_search_symbol_text (const QdProp *prop, guint symbol);
/* A clause's literals (2s, 2s + 1 for ¬s) joined by ∨; "□" when empty. */
G_GNUC_INTERNAL char *qd_prop_search_clause_text (const QdProp *prop, const guint *lits, guint n);
/* `text` (taken) cut to `max` characters with "…" when longer. */
G_GNUC_INTERNAL char *qd_prop_search_cut (char *text, guint max);

G_END_DECLS
