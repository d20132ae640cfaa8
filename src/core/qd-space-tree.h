/* qd-space-tree.h — a state-space search (qd-space.h) recorded as a search
 * tree (qd-search-tree.h, kind STATE) for the shared explorer.
 *
 * The explorer needs the nodes in preorder (a node's descendants right
 * after it).  Depth-first searches (dfs tree-like, dls, iddfs, idastar) tell
 * their events in preorder, so their tree is recorded live and can be
 * watched while they run.  Best-first searches (bfs, dfs graph, ucs,
 * greedy, astar, wastar) generate nodes in another order: the recorder
 * keeps each generated node's parent, action, g, h and fate (up to the
 * tree's budget) and builds the tree in preorder when the search ends
 * (qd_space_tree_finish), children in the order they were generated.
 * Iterative searches get a root `iterations` with one node per iteration
 * (`limit L`, `bound B`) and the start below each.  Recursive best-first
 * search is built when it ends too, with its values per node (stored f,
 * f-limit) and its forgotten and regenerated nodes (qd-search-tree.h,
 * qd_search_tree_state_set_rbfs). */
#pragma once

#include "qd-space.h"
#include "qd-search-tree.h"

G_BEGIN_DECLS

typedef struct _QdSpaceTree QdSpaceTree;

/* A recorder into `tree` (kind STATE, not yet bound; a reference is taken)
 * for a search with `options`: binds the tree (`move_text` names an action,
 * or the start for QD_MOVE_NONE; see qd_search_tree_bind_state) and points
 * options->listener at the recorder, which then calls the listener options
 * had.  `options` must not change before qd_space_solve. */
QdSpaceTree *qd_space_tree_new    (QdSearchTree *tree, QdSpaceOptions *options,
                                   QdSearchTreeMoveText move_text, gpointer move_text_data,
                                   GDestroyNotify destroy);
/* After qd_space_solve: builds a best-first search's tree, marks the path
 * to the goal and publishes the end (qd_search_tree_finish). */
void         qd_space_tree_finish (QdSpaceTree *rec, const QdSpaceResult *result);
/* The tree node of the k-th expansion (1, 2, … over the whole run), or
 * QD_SEARCH_NODE_NONE (not stored; before finish for best-first searches). */
guint        qd_space_tree_node_of_expansion (const QdSpaceTree *rec, guint64 k);
void         qd_space_tree_free   (QdSpaceTree *rec);

G_END_DECLS
