/* qd-wargame-tree.h — a war-game search as a search tree: its moves named
 * as the game's log names them, and the position at any of its nodes. */
#pragma once

#include "core/qd-search-tree.h"
#include "qd-wargame-rules.h"

G_BEGIN_DECLS

/* Binds `tree` (unbound) to a search of `game` from `root` under `rules`.
 * The tree keeps a reference to the rules and a copy of the root, and names
 * each move in its position: "blue drop C3", "green blitz D3", and a coin's
 * outcome "coins 2" (outcome 2 of the blitz before it). */
void     qd_wargame_tree_bind     (QdSearchTree *tree, const QdGame *game, QdWargameRules *rules,
                                   const QdWargameState *root);
/* The same names for a tree made elsewhere of a search from `root` (the
 * MCTS step-by-step window's): the move text function, and its data in
 * *data (a reference to the rules, a copy of the root), freed with
 * qd_wargame_tree_names_free. */
QdSearchTreeMoveText qd_wargame_tree_names      (QdWargameRules *rules, const QdWargameState *root, gpointer *data);
void                 qd_wargame_tree_names_free (gpointer names);
/* The position at `node` of a tree bound so: the root, then the squares
 * and outcomes on its path played.  *square (may be NULL): the square the
 * node's own move took, or QD_WARGAME_NO_SQUARE (the root, an outcome).
 * FALSE when the tree is not bound by qd_wargame_tree_bind. */
gboolean qd_wargame_tree_position (const QdSearchTree *tree, guint node, QdWargameState *state, guint *square);

G_END_DECLS
