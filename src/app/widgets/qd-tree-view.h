/* qd-tree-view.h — the game tree on a QdCanvas. */
#pragma once

#include "qd-canvas.h"
#include "render/qd-tree-render.h"

G_BEGIN_DECLS

#define QD_TYPE_TREE_VIEW (qd_tree_view_get_type ())
G_DECLARE_FINAL_TYPE (QdTreeView, qd_tree_view, QD, TREE_VIEW, QdCanvas)

/* The tree is borrowed: call again (or with NULL) whenever it changes. */
void       qd_tree_view_set_tree     (QdTreeView *self, const QdGameTree *tree);
/* Borrowed results (n_nodes entries) or NULL; see QdTreeRenderOptions. */
void       qd_tree_view_set_results  (QdTreeView *self, const QdTreeNodeResult *results,
                                      gboolean finished, gboolean show_alpha_beta, gint current);
void       qd_tree_view_set_selected (QdTreeView *self, gint node);
gint       qd_tree_view_get_selected (QdTreeView *self);

/* Signal "node-activated" (gint node, gint n_press): a click on a node, or
 * node -1 on empty space. */

G_END_DECLS
