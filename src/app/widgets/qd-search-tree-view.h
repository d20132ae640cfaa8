/* qd-search-tree-view.h — a recorded search tree on a QdCanvas, Gist's
 * explorer: zoom, fit, collapse, find, select by click or keyboard.
 *
 * The tree is borrowed.  While it is not finished the view polls it (at most
 * 30 times a second), extends the layout with the new nodes and redraws;
 * once it is finished it takes the final statuses and stops polling.
 *
 * Keyboard: Up the parent, Down the first child (expanding a collapsed
 * node), Left and Right the previous and next node of the level (siblings
 * first), Home the root, Return or space collapses or expands.  The
 * accessible label is the selected node's description. */
#pragma once

#include "qd-canvas.h"
#include "render/qd-export.h"
#include "render/qd-search-tree-layout.h"

G_BEGIN_DECLS

typedef enum {
  QD_SEARCH_TREE_FIND_NEXT_SOLUTION,
  QD_SEARCH_TREE_FIND_PREVIOUS_SOLUTION,
  QD_SEARCH_TREE_FIND_NEXT_FAILURE,
  QD_SEARCH_TREE_FIND_PREVIOUS_FAILURE,
} QdSearchTreeFind;

typedef enum {
  QD_SEARCH_TREE_EXPORT_WHOLE,
  QD_SEARCH_TREE_EXPORT_VISIBLE,
  QD_SEARCH_TREE_EXPORT_SUBTREE,   /* the selected node's */
} QdSearchTreeExport;

#define QD_TYPE_SEARCH_TREE_VIEW (qd_search_tree_view_get_type ())
G_DECLARE_FINAL_TYPE (QdSearchTreeView, qd_search_tree_view, QD, SEARCH_TREE_VIEW, QdCanvas)

GtkWidget *qd_search_tree_view_new            (void);
/* Borrowed; NULL clears. */
void       qd_search_tree_view_set_tree       (QdSearchTreeView *self, const QdSearchTree *tree);
const QdSearchTree *qd_search_tree_view_get_tree (QdSearchTreeView *self);
/* The layout (NULL without a tree), borrowed. */
const QdSearchTreeLayout *qd_search_tree_view_get_layout (QdSearchTreeView *self);
/* Takes the nodes published since the last look and redraws. */
void       qd_search_tree_view_refresh        (QdSearchTreeView *self);
/* TRUE while the view polls a tree a search is still recording. */
gboolean   qd_search_tree_view_is_live        (QdSearchTreeView *self);

gint       qd_search_tree_view_get_selected   (QdSearchTreeView *self);
/* Selects the node (-1: none), expanding its collapsed ancestors, and
 * scrolls it into view. */
void       qd_search_tree_view_select         (QdSearchTreeView *self, gint node);

void       qd_search_tree_view_set_collapsed  (QdSearchTreeView *self, guint node, gboolean collapsed);
gboolean   qd_search_tree_view_get_collapsed  (QdSearchTreeView *self, guint node);
/* Every maximal subtree without a solution or chosen node. */
void       qd_search_tree_view_collapse_failures (QdSearchTreeView *self);
void       qd_search_tree_view_expand_all     (QdSearchTreeView *self);
/* After the selection (before it for PREVIOUS), in id order; selects what it
 * finds; FALSE when there is none. */
gboolean   qd_search_tree_view_find           (QdSearchTreeView *self, QdSearchTreeFind what);

/* Zoom 1: the render layer's sizes.  Fit (the default): the zoom follows the
 * widget so the whole tree's width shows, the levels spread to its height. */
void       qd_search_tree_view_set_zoom       (QdSearchTreeView *self, double zoom);
double     qd_search_tree_view_get_zoom       (QdSearchTreeView *self);
void       qd_search_tree_view_set_fit        (QdSearchTreeView *self, gboolean fit);
gboolean   qd_search_tree_view_get_fit        (QdSearchTreeView *self);

/* The node's description ("Node 12, depth 3, failure: Q3=5 wipeout Q4"). */
char      *qd_search_tree_view_describe_node  (QdSearchTreeView *self, guint node);
/* The node's centre in widget coordinates (for tests and popovers). */
gboolean   qd_search_tree_view_node_position  (QdSearchTreeView *self, guint node, double *x, double *y);

/* Writes the whole tree, the visible part or the selected subtree (in the
 * window's style) through qd_export_drawing. */
gboolean   qd_search_tree_view_export         (QdSearchTreeView *self, QdSearchTreeExport part,
                                               GFile *file, QdExportFormat format, GError **error);

/* Signals: "node-selected" (gint node) on a click, a key or
 * qd_search_tree_view_select; "updated" when the layout took new nodes or
 * changed (collapse, expand, finish). */

G_END_DECLS
