/* qd-board-pane.h — a QdCanvas in a scrolled window with the zoom buttons
 * floating over its corner: the board area of every problem page. */
#pragma once

#include "qd-canvas.h"

G_BEGIN_DECLS

#define QD_TYPE_BOARD_PANE (qd_board_pane_get_type ())
G_DECLARE_FINAL_TYPE (QdBoardPane, qd_board_pane, QD, BOARD_PANE, GtkWidget)

QdCanvas *qd_board_pane_get_canvas (QdBoardPane *self);
void      qd_board_pane_set_canvas (QdBoardPane *self, QdCanvas *canvas);

/* Actions: board.zoom-in (Ctrl++), board.zoom-out (Ctrl+-), board.zoom-reset (Ctrl+0). */

G_END_DECLS
