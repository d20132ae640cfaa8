/* qd-tree-view.h — a widget that shows a game tree drawn by src/render/. */
#pragma once

#include <gtk/gtk.h>

#include "render/qd-tree-render.h"

G_BEGIN_DECLS

#define QD_TYPE_TREE_VIEW (qd_tree_view_get_type ())
G_DECLARE_FINAL_TYPE (QdTreeView, qd_tree_view, QD, TREE_VIEW, GtkWidget)

GtkWidget *qd_tree_view_new          (void);
/* The tree is borrowed: call again (or with NULL) whenever it changes. */
void       qd_tree_view_set_tree     (QdTreeView *self, const QdGameTree *tree);
/* Borrowed results (n_nodes entries) or NULL; see QdTreeRenderOptions. */
void       qd_tree_view_set_results  (QdTreeView *self, const QdTreeNodeResult *results,
                                      gboolean finished, gboolean show_alpha_beta, gint current);
void       qd_tree_view_set_selected (QdTreeView *self, gint node);
gint       qd_tree_view_get_selected (QdTreeView *self);
void       qd_tree_view_set_zoom     (QdTreeView *self, double zoom);
double     qd_tree_view_get_zoom     (QdTreeView *self);
/* Draws exactly what the view shows, at the layout's natural size. */
void       qd_tree_view_draw_picture (QdTreeView *self, cairo_t *cr, const QdPalette *palette);
void       qd_tree_view_get_picture_size (QdTreeView *self, double *width, double *height);

/* Signals: "node-activated" (gint node, gint n_press) on a click on a node;
 * node -1 for a click on empty space. */

G_END_DECLS
