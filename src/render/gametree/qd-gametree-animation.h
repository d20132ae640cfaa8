/* qd-gametree-animation.h — the game-tree tab's step-by-step replay of a
 * minimax or alpha-beta search as an animation: frame k shows the tree
 * after k events of the search (the node being visited ringed, the values,
 * alpha and beta so far), the last frame the finished search with its
 * pruned branches struck out. */
#pragma once

#include "problems/qd-tree-search.h"
#include "render/qd-animation.h"

G_BEGIN_DECLS

/* An animation of qd_tree_analysis_n_steps (analysis) steps; the tree and
 * the analysis are copied. */
QdAnimation *qd_gametree_animation_new (const QdGameTree *tree, const QdTreeAnalysis *analysis);

G_END_DECLS
