/* qd-search-tree-pane.h — the search-tree explorer a tab embeds: the view of
 * one recorded tree with a row of controls over it (previous/next solution
 * and failure, collapse failures, expand all, zoom, export, go to node), the
 * path from the root to the selected node, and a status line. */
#pragma once

#include "qd-search-tree-view.h"

G_BEGIN_DECLS

#define QD_TYPE_SEARCH_TREE_PANE (qd_search_tree_pane_get_type ())
G_DECLARE_FINAL_TYPE (QdSearchTreePane, qd_search_tree_pane, QD, SEARCH_TREE_PANE, GtkBox)

GtkWidget        *qd_search_tree_pane_new      (void);
/* Borrowed, as qd_search_tree_view_set_tree. */
void              qd_search_tree_pane_set_tree (QdSearchTreePane *self, const QdSearchTree *tree);
QdSearchTreeView *qd_search_tree_pane_get_view (QdSearchTreePane *self);
/* The status line's text and the path's buttons (for tests). */
const char       *qd_search_tree_pane_get_status (QdSearchTreePane *self);
GtkWidget        *qd_search_tree_pane_get_path_box (QdSearchTreePane *self);

/* Signal "node-selected" (gint node): the view's, forwarded.
 * Actions: tree.find-next-solution, tree.find-previous-solution,
 * tree.find-next-failure, tree.find-previous-failure,
 * tree.collapse-failures, tree.expand-all, tree.zoom-fit, tree.zoom-in,
 * tree.zoom-out, tree.export ("whole:png", "visible:svg", "subtree:pdf", …). */

/* What the pane says while it has no tree (NULL: "Run a search to see its
 * tree here"), such as why the last run recorded none. */
void        qd_search_tree_pane_set_empty_text (QdSearchTreePane *self, const char *text);
const char *qd_search_tree_pane_get_empty_text (QdSearchTreePane *self);

G_END_DECLS
