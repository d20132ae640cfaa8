/* qd-space-tree-private.h — the state-space tree recorder's parts
 * (qd-space-tree.c, and qd-space-tree-rbfs.c for recursive best-first
 * search). */
#pragma once

#include "qd-space-tree.h"

typedef struct _QdSpaceTreeRbfs QdSpaceTreeRbfs;

/* An RBFS recorder keeping at most `budget` nodes (the rest counted). */
QdSpaceTreeRbfs *qd_space_tree_rbfs_new      (guint budget);
void             qd_space_tree_rbfs_free     (QdSpaceTreeRbfs *r);
/* The listener's events; `order` is the expansion's number (1, 2, …). */
void             qd_space_tree_rbfs_expand   (QdSpaceTreeRbfs *r, const QdSpaceRun *run,
                                              const QdSpaceNode *node, guint32 order);
void             qd_space_tree_rbfs_generate (QdSpaceTreeRbfs *r, const QdSpaceNode *child, QdSpaceFate fate);
void             qd_space_tree_rbfs_leave    (QdSpaceTreeRbfs *r, const QdSpaceNode *node);
void             qd_space_tree_rbfs_goal     (QdSpaceTreeRbfs *r, const QdSpaceNode *node);
/* After the run: the records into `tree` (bound here) in preorder;
 * expansion_ids[k - 1] set to the node of the k-th expansion (its length
 * the number of expansions, NONE filled). */
void             qd_space_tree_rbfs_build    (QdSpaceTreeRbfs *r, QdSearchTree *tree, GArray *expansion_ids);
