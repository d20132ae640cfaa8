/* qd-board-pane.h — a QdCanvas in a scrolled window with the zoom buttons
 * floating over its top right corner: the board area of every problem page. */
#pragma once

#include "qd-canvas.h"
#include "qd-search-tree-pane.h"

G_BEGIN_DECLS

#define QD_TYPE_BOARD_PANE (qd_board_pane_get_type ())
G_DECLARE_FINAL_TYPE (QdBoardPane, qd_board_pane, QD, BOARD_PANE, GtkWidget)

QdCanvas *qd_board_pane_get_canvas (QdBoardPane *self);
void      qd_board_pane_set_canvas (QdBoardPane *self, QdCanvas *canvas);

/* The search tree below the board, for pages whose searches record one:
 * adds the pane (hidden) and a toggle over the board's corner, the action
 * board.show-search-tree (F8), which follows the property
 * "search-tree-shown".  Returns the pane (owned by the board pane); a
 * second call returns the same. */
QdSearchTreePane *qd_board_pane_add_search_tree (QdBoardPane *self);
QdSearchTreePane *qd_board_pane_get_search_tree (QdBoardPane *self);   /* or NULL */
gboolean  qd_board_pane_get_search_tree_shown (QdBoardPane *self);
void      qd_board_pane_set_search_tree_shown (QdBoardPane *self, gboolean shown);

/* A control over the board's corner, left of the zoom buttons (a chart's
 * "Show as Table"); the drawing keeps clear of it. */
void      qd_board_pane_add_corner (QdBoardPane *self, GtkWidget *widget);
/* A bar of controls (the presentation's) in the corner, before the zoom
 * buttons, the drawing kept clear of it; NULL takes it out.  The caller
 * keeps a reference: the bar moves from pane to pane. */
void      qd_board_pane_set_bar (QdBoardPane *self, GtkWidget *bar);

/* A key to the drawing's marks (a QdLegend), in a strip above the board. */
void      qd_board_pane_set_legend (QdBoardPane *self, GtkWidget *legend);

/* Actions: board.zoom-in (Ctrl++), board.zoom-out (Ctrl+-), board.zoom-reset (Ctrl+0). */

G_END_DECLS
