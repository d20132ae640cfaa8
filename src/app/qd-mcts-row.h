/* qd-mcts-row.h — a player list's Monte Carlo tree search setting: a row
 * with the iterations a move, put under the player's combo row and shown
 * while that player is MCTS (every game tab has one per player). */
#pragma once

#include <gtk/gtk.h>

#include "core/qd-game-mcts.h"
#include "app/qd-page-tree.h"

G_BEGIN_DECLS

/* A new row under `player_row` (a row of a list box) titled `title`
 * ("Player 1 Iterations"), hidden; `changed` (may be NULL) is called with
 * `data` when its value changes.  Returns its spin button. */
GtkSpinButton *qd_mcts_row_add  (GtkWidget *player_row, const char *title, GCallback changed, gpointer data);
/* Shows the row (its spin set to options' iterations when they count
 * them), or hides it when `options` is NULL. */
void           qd_mcts_row_show (GtkSpinButton *spin, const QdMctsOptions *options);
/* The spec of the row's iterations, keeping the exploration and playouts
 * of `current` (a spec, may be NULL or not MCTS's): "mcts:2000". */
char          *qd_mcts_row_spec (GtkSpinButton *spin, const char *current);
/* The search-tree pane's message for a move MCTS chose. */
void           qd_mcts_row_tree_none (QdPageTree *page_tree);

G_END_DECLS
