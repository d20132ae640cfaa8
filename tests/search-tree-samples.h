/* search-tree-samples.h — recorded search trees for the tests and the
 * benchmark of the search-tree drawing: n-queens on the CSP engine and a
 * random game tree on alpha-beta. */
#pragma once

#include "core/qd-search-tree.h"

G_BEGIN_DECLS

/* Called every `every` assignments while the search records (NULL: never). */
typedef void (*SampleProgress) (QdSearchTree *tree, gpointer data);

/* n queens, one variable a row, forward checking, static orders, all
 * solutions (or the first); *csp is the model the tree names (free it after
 * the tree).  The tree is finished unless `finish` is FALSE. */
QdSearchTree *sample_queens (guint n, gboolean all, gboolean finish, QdCsp **csp,
                             guint every, SampleProgress progress, gpointer data);
/* The same with the recorder's budget (0: its default): the search runs to
 * its end, the nodes past the budget are counted as dropped. */
QdSearchTree *sample_queens_budget (guint n, gboolean all, gboolean finish, guint budget, QdCsp **csp,
                                    guint every, SampleProgress progress, gpointer data);

/* A game of `plies` plies where every position has `branching` moves and the
 * leaves pseudo-random values from `seed`, searched by alpha-beta. */
QdSearchTree *sample_game (guint branching, guint plies, guint seed);

G_END_DECLS
