/* qd-mcts-window.h — Monte Carlo Tree Search, Step by Step: a window beside
 * a game tab that grows the tree of Monte Carlo tree search (AIMA figure
 * 5.11, core/qd-game-mcts.h) from one of its positions: Step runs one
 * iteration, Run as many as asked on a worker (Stop ends it), Reset starts
 * again (the same seed: the same steps follow).  It shows the tree in the
 * search-tree explorer (N, U/N and UCB1 on every node, the move the search
 * would play marked), the last iteration's four phases, highlighted in turn
 * (selection, expansion, simulation, back-propagation: a click on one shows
 * it again), and a plot of the root's moves' shares of the visits over the
 * iterations.  A game whose players move together (or are more than two)
 * is searched by decoupled UCT (core/qd-game-duct.h, setup->joint): each
 * player's own statistics at each node, the phases' joint moves and each
 * player's utility, the plot a line per move of each player at the root.
 *
 * A game tab offers it with one call, for its current position:
 *
 *     QdMctsSetup setup = { &owner->game, owner, g_free, &position, &options,
 *                           the_game_move_text, NULL, subtitle };
 *     gtk_window_present (GTK_WINDOW (qd_mcts_window_new (parent, &setup)));
 *
 * where `owner` (freed with g_free here) holds the QdGame and what its
 * callbacks need, and the move text is the one its search trees use.
 */
#pragma once

#include <adwaita.h>

#include "qd-mcts-session.h"
#include "render/qd-plot.h"

G_BEGIN_DECLS

#define QD_TYPE_MCTS_WINDOW (qd_mcts_window_get_type ())
G_DECLARE_FINAL_TYPE (QdMctsWindow, qd_mcts_window, QD, MCTS_WINDOW, AdwWindow)

/* A window transient for `parent` (may be NULL); it takes setup->owner. */
QdMctsWindow *qd_mcts_window_new      (GtkWindow *parent, const QdMctsSetup *setup);
/* The buttons' work (Step, Run with the spin button's count, Stop, Reset). */
void          qd_mcts_window_step     (QdMctsWindow *self);
void          qd_mcts_window_run      (QdMctsWindow *self, guint iterations);
void          qd_mcts_window_stop     (QdMctsWindow *self);
void          qd_mcts_window_reset    (QdMctsWindow *self);
gboolean      qd_mcts_window_is_running (QdMctsWindow *self);
/* The tree shown, in the text of --tree (data/FORMATS.md): the window's
 * Save the Tree as Text…; FALSE before the first step. */
gboolean      qd_mcts_window_save_text  (QdMctsWindow *self, GFile *file, GError **error);
/* Highlights a phase of the last iteration (and selects its node). */
void          qd_mcts_window_show_phase (QdMctsWindow *self, QdMctsPhase phase);
QdMctsPhase   qd_mcts_window_get_phase  (QdMctsWindow *self);
/* For tests: the session, the tree shown, the plot, a phase's text. */
QdMctsSession      *qd_mcts_window_get_session (QdMctsWindow *self);
const QdSearchTree *qd_mcts_window_get_tree    (QdMctsWindow *self);
const QdPlot       *qd_mcts_window_get_plot    (QdMctsWindow *self);
const char         *qd_mcts_window_get_phase_text (QdMctsWindow *self, QdMctsPhase phase);
const char         *qd_mcts_window_get_status  (QdMctsWindow *self);

G_END_DECLS
