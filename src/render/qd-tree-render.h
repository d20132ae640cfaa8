/* qd-tree-render.h — drawing an explicit game tree with cairo.
 *
 * MAX nodes are upward triangles, MIN nodes downward triangles, leaves boxes
 * (the textbook's drawing).  Values sit inside the nodes, alpha/beta under
 * them; pruned branches are greyed with their edge struck through. */
#pragma once

#include <cairo.h>
#include "problems/qd-tree-search.h"
#include "qd-palette.h"

G_BEGIN_DECLS

typedef struct _QdTreeLayout QdTreeLayout;

typedef struct {
  const QdPalette *palette;
  const QdTreeNodeResult *results;  /* n_nodes entries, or NULL: no values shown */
  gboolean show_alpha_beta;         /* draw α/β under inner nodes */
  gboolean finished;                /* TRUE: unseen nodes are pruned (grey, struck) */
  gint current;                     /* node highlighted as being visited, or -1 */
  gint selected;                    /* node selected in the editor, or -1 */
  double label_size;                /* the nodes' labels' text size; 0: the small size of α/β */
} QdTreeRenderOptions;

void          qd_tree_render_options_init (QdTreeRenderOptions *options, const QdPalette *palette);

/* Positions every node; the layout's size is the picture's natural size. */
QdTreeLayout *qd_tree_layout_new     (const QdGameTree *tree);
void          qd_tree_layout_free    (QdTreeLayout *layout);
void          qd_tree_layout_get_size (const QdTreeLayout *layout, double *width, double *height);
/* The node under (x, y) in layout units, or -1. */
gint          qd_tree_layout_hit     (const QdTreeLayout *layout, double x, double y);
void          qd_tree_layout_get_node_center (const QdTreeLayout *layout, guint node, double *x, double *y);
/* The box of the node's shape (triangle or leaf square). */
void          qd_tree_layout_get_node_box (const QdTreeLayout *layout, guint node, double *x, double *y,
                                           double *width, double *height);

/* Paints the background and the tree at the layout's natural size. */
void          qd_tree_render         (cairo_t *cr,
                                      const QdGameTree *tree,
                                      const QdTreeLayout *layout,
                                      const QdTreeRenderOptions *options);

/* A tree, its layout and options as one drawing, for qd_export_drawing():
 * qd_tree_drawing_draw is a QdDrawFunc taking a QdTreeDrawing. */
typedef struct {
  const QdGameTree *tree;
  const QdTreeLayout *layout;
  const QdTreeRenderOptions *options;
} QdTreeDrawing;

void          qd_tree_drawing_draw   (cairo_t *cr, double width, double height, gpointer drawing);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdTreeLayout, qd_tree_layout_free)

G_END_DECLS
