/* qd-gametree-gen.h — random game trees for exercises: a depth, a branching
 * and integer leaves from a seed. */
#pragma once

#include "problems/qd-game-tree.h"

G_BEGIN_DECLS

typedef struct {
  guint depth;            /* the leaves deepest down sit at this depth (>= 1) */
  guint min_branching;    /* children of an inner node, >= 1 */
  guint max_branching;
  double early_leaf;      /* chance that a child above `depth` (not the root's) is a leaf */
  guint max_inner;        /* at most this many inner nodes … */
  guint max_leaves;       /* … and leaves */
  gint min_value, max_value;   /* the leaves' values, uniform */
  gboolean want_pruning;  /* prefer a tree where alpha-beta prunes something */
  gboolean chance;        /* inner nodes at odd depths are chance nodes (MAX, chance, MIN, chance…) */
} QdGametreeGenParams;

/* The parameters of difficulty 0 (easy), 1 (medium) or 2 (hard). */
void        qd_gametree_gen_params (QdGametreeGenParams *params, guint difficulty);
/* The same for trees with chance nodes (expectiminimax): depth 2, 3 or 4,
 * the outcomes' probabilities halves, thirds, quarters or tenths. */
void        qd_gametree_gen_params_chance (QdGametreeGenParams *params, guint difficulty);

/* A random tree (core/qd-random.h: the same seed, the same tree): its inner
 * nodes labelled A, B, C, … in preorder, its leaves integers.  Trees are
 * drawn until one has the depth and fits the limits (and prunes, when
 * asked; after many draws, the last that fits). */
QdGameTree *qd_gametree_gen_random (guint64 seed, const QdGametreeGenParams *params);

G_END_DECLS
