/* qd-page-tree.h — a page's search tree: the tree its last run recorded,
 * shown below the board (QdBoardPane's search-tree pane) and kept in step
 * with the page's step-by-step replay both ways.
 *
 * A run asks for a fresh tree (qd_page_tree_start) and hands it to its
 * problem's solver, which records into it while the pane shows it live.
 * Afterwards the page says which node each step of its replay stands at
 * (qd_page_tree_set_step_nodes): stepping then selects that node, and
 * selecting a node in the tree moves the replay to its step.  The board
 * shows the selected node's state (qd_page_tree_get_node) whenever the tree
 * is on show; a node without a step (past a replay's cap, a game's tree)
 * is shown through the page's show function. */
#pragma once

#include "core/qd-search-tree.h"
#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-stepper.h"

G_BEGIN_DECLS

typedef struct _QdPageTree QdPageTree;

/* Redraws the board: the page asks qd_page_tree_get_node which node (if
 * any) it shows. */
typedef void (*QdPageTreeShow) (gpointer page);

/* Adds the search tree to the board pane of `board` (the page's board
 * view); `stepper` may be NULL (no replay).  Create it before connecting
 * the page's own "changed" handler to the stepper, so the node follows the
 * step before the page redraws. */
QdPageTree   *qd_page_tree_new        (QdCanvas *board, QdStepper *stepper,
                                       QdPageTreeShow show, gpointer page);
void          qd_page_tree_free       (QdPageTree *self);

/* A new run: the old tree goes, a new unbound one of `kind` is shown live.
 * Returns a reference for the run (its job unrefs it). */
QdSearchTree *qd_page_tree_start      (QdPageTree *self, QdSearchTreeKind kind, guint budget);
/* The run records no tree (its search is not one the recorder follows):
 * the old tree goes and the pane says `why`. */
void          qd_page_tree_none       (QdPageTree *self, const char *why);
/* No tree (the document or the settings changed). */
void          qd_page_tree_clear      (QdPageTree *self);
const QdSearchTree *qd_page_tree_get_tree (QdPageTree *self);
/* The run is over: the view takes the final tree now, not at its next
 * look (qd_page_tree_set_step_nodes does it too). */
void          qd_page_tree_run_ended  (QdPageTree *self);
/* The node of every step 0..n_steps (-1: none there); takes `nodes`. */
void          qd_page_tree_set_step_nodes (QdPageTree *self, gint32 *nodes, guint n_steps);
/* The node whose state the board shows: the selection while the tree is on
 * show, else -1. */
gint          qd_page_tree_get_node   (QdPageTree *self);
QdSearchTreePane *qd_page_tree_get_pane (QdPageTree *self);
/* For a game's tree: the moves from the root to the node the board shows
 * (a new array of QdMove, g_array_unref), and in *description the node as
 * the tree's view says it (to free); NULL when no node is shown. */
GArray       *qd_page_tree_game_path  (QdPageTree *self, char **description);
/* The game moved on: the board shows it, not a node of the last search
 * (the selection goes, if there is one). */
void          qd_page_tree_leave_node (QdPageTree *self);
/* Shows the tree (the board pane's search tree revealed) with `node`
 * selected and in view; the replay, if any, follows it.  Nothing without a
 * tree or for a node it does not have. */
void          qd_page_tree_select     (QdPageTree *self, gint node);
/* The steps of a replay whose steps are a CSP run's assignments (`assigned`
 * TRUE) and undos, in the order the engine told them: the node after each
 * step (n_steps + 1 entries; the root before any), or -1 where the tree
 * dropped the node. */
gint32       *qd_page_tree_csp_step_nodes (const QdSearchTree *tree, const gboolean *assigned, guint n_steps);

G_END_DECLS
