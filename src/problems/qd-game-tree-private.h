/* qd-game-tree-private.h — what the game tree's model (qd-game-tree.c) and
 * its parser (qd-game-tree-parse.c) share. */
#pragma once

#include "qd-game-tree.h"

G_BEGIN_DECLS

G_GNUC_INTERNAL QdTreeNode *qd_tree_node_new          (QdTreeNode *parent, double value);
/* Frees `node` and its subtree (iteratively, whatever the depth). */
G_GNUC_INTERNAL void        qd_tree_node_free         (QdTreeNode *node);
G_GNUC_INTERNAL QdGameTree *qd_game_tree_new_with_root (QdTreeNode *root);
/* TRUE when the probabilities of a chance node's outcomes sum to 1 within
 * 1e-6; `sum` their sum. */
G_GNUC_INTERNAL gboolean    qd_tree_node_probabilities_sum (const QdTreeNode *node, double *sum);
/* A sum for a message: rounded to 9 decimals ("0.9", not 0.90000000000000002). */
G_GNUC_INTERNAL char       *qd_game_tree_format_sum   (double sum);

G_END_DECLS
