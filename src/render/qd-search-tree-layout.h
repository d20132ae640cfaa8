/* qd-search-tree-layout.h — where each node of a recorded search tree goes.
 *
 * A leaf-order layout, in columns and levels: every leaf takes the next
 * column (a collapsed subtree, drawn as a triangle, takes
 * QD_SEARCH_TREE_TRIANGLE_COLUMNS), a parent sits centred over its first
 * and last child, a node's level is its depth.  Node ids are a preorder, so
 * the layout grows with the tree: qd_search_tree_layout_update takes the
 * nodes the recorder published since the last call in time proportional to
 * their number (plus the depth), and the nodes of one level, kept in id
 * order, are in x order too (the drawing binary-searches what is visible).
 * Two nodes of a level are at least a column apart.
 *
 * Collapsing or expanding a node lays the tree out afresh, in O(n).
 */
#pragma once

#include "core/qd-search-tree.h"

G_BEGIN_DECLS

#define QD_SEARCH_TREE_TRIANGLE_COLUMNS 2.0

typedef struct _QdSearchTreeLayout QdSearchTreeLayout;

/* The tree is borrowed (it must outlive the layout); a search may still be
 * recording into it.  The layout starts with the nodes published now. */
QdSearchTreeLayout *qd_search_tree_layout_new    (const QdSearchTree *tree);
void                qd_search_tree_layout_free   (QdSearchTreeLayout *layout);
const QdSearchTree *qd_search_tree_layout_get_tree (const QdSearchTreeLayout *layout);

/* Takes the nodes published since the last update (and, the first time the
 * tree is seen finished, the final statuses and the chosen line).  TRUE if
 * anything changed. */
gboolean qd_search_tree_layout_update    (QdSearchTreeLayout *layout);
/* The same, but the final statuses (O(n)) are read only until `deadline`
 * (g_get_monotonic_time), a slice at least, and the rest at the next calls:
 * the layout is final once they are all read (the same layout as in one
 * call).  TRUE if nodes came in or the layout became final. */
gboolean qd_search_tree_layout_update_until (QdSearchTreeLayout *layout, gint64 deadline);
/* Nodes taken in (those the layout knows; ids below this). */
guint    qd_search_tree_layout_n_nodes   (const QdSearchTreeLayout *layout);
/* TRUE once the layout has taken the finished tree whole. */
gboolean qd_search_tree_layout_is_final  (const QdSearchTreeLayout *layout);

/* The width in columns, and the levels (the deepest shown node's depth + 1). */
double   qd_search_tree_layout_get_width (const QdSearchTreeLayout *layout);
guint    qd_search_tree_layout_n_levels  (const QdSearchTreeLayout *layout);

/* TRUE when no ancestor of the node is collapsed. */
gboolean qd_search_tree_layout_is_shown  (const QdSearchTreeLayout *layout, guint node);
/* The column of a shown node's centre. */
double   qd_search_tree_layout_get_x     (const QdSearchTreeLayout *layout, guint node);
/* The columns a shown node's subtree (as shown) spans: [left, right). */
void     qd_search_tree_layout_get_span  (const QdSearchTreeLayout *layout, guint node,
                                          double *left, double *right);
/* The deepest level a shown node's subtree (as shown) reaches. */
guint    qd_search_tree_layout_deepest   (const QdSearchTreeLayout *layout, guint node);
/* TRUE when a solution, or a node of the chosen line, is in the subtree. */
gboolean qd_search_tree_layout_has_solution (const QdSearchTreeLayout *layout, guint node);
/* The nodes of the subtree (the node itself included) taken in so far. */
guint    qd_search_tree_layout_subtree_size (const QdSearchTreeLayout *layout, guint node);
/* The first id after the node's subtree (as taken in so far). */
guint    qd_search_tree_layout_subtree_end  (const QdSearchTreeLayout *layout, guint node);
/* TRUE when the node has children taken in. */
gboolean qd_search_tree_layout_has_children (const QdSearchTreeLayout *layout, guint node);

/* Only a node with children can be collapsed; each change lays out afresh. */
void     qd_search_tree_layout_set_collapsed (QdSearchTreeLayout *layout, guint node, gboolean collapsed);
gboolean qd_search_tree_layout_get_collapsed (const QdSearchTreeLayout *layout, guint node);
/* Collapses every maximal subtree without a solution or chosen node
 * (subtrees of one node stay as they are); returns how many. */
guint    qd_search_tree_layout_collapse_failures (QdSearchTreeLayout *layout);
void     qd_search_tree_layout_expand_all    (QdSearchTreeLayout *layout);
/* Expands the node's collapsed ancestors (one relayout); TRUE if any. */
gboolean qd_search_tree_layout_reveal        (QdSearchTreeLayout *layout, guint node);

/* The shown nodes of a level, in x order (borrowed, valid until the next
 * update or relayout). */
const guint32 *qd_search_tree_layout_level   (const QdSearchTreeLayout *layout, guint level, guint *n);
/* The columns of the level's nodes, in the same order (borrowed, as above). */
const double  *qd_search_tree_layout_level_x (const QdSearchTreeLayout *layout, guint level);
/* How many of the first k nodes of the level are failures (CSP) or pruned
 * (game), and solutions, among those whose status was final when taken in. */
void     qd_search_tree_layout_level_counts (const QdSearchTreeLayout *layout, guint level, guint k,
                                             guint *failures, guint *solutions);
/* The deepest node of the chosen line (its ancestors are the rest), or
 * QD_SEARCH_NODE_NONE. */
guint    qd_search_tree_layout_chosen_end (const QdSearchTreeLayout *layout);
/* The first index of the level whose node's x is >= x (binary search). */
guint    qd_search_tree_layout_level_find (const QdSearchTreeLayout *layout, guint level, double x);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdSearchTreeLayout, qd_search_tree_layout_free)

G_END_DECLS
