/* qd-mcts-row.h — a player list's Monte Carlo tree search setting: a row
 * with the iterations a move, put under the player's combo row and shown
 * while that player is MCTS (every game tab has one per player); and the
 * tabs' "MCTS Step by Step…", the step-by-step window on their position. */
#pragma once

#include <gtk/gtk.h>

#include "core/qd-game-mcts.h"
#include "app/qd-mcts-session.h"
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
/* A game tab's "MCTS Step by Step…": presents the step-by-step window
 * (app/qd-mcts-window.h) for `setup`, transient for the window of `from`.
 * Its options are `spec`'s when that is an MCTS spec (the tab's player,
 * "mcts:500,c=1"), else C = √2 and random playouts; seed 1.  Its subtitle
 * is `name` (the game: "Take-Stones, 11 stones") and the moves played
 * ("· after 3 moves").  setup->options and setup->subtitle are not read;
 * the window takes setup->owner. */
void           qd_mcts_row_step_by_step (GtkWidget *from, const QdMctsSetup *setup, const char *spec,
                                         const char *name, guint n_moves);

G_END_DECLS
