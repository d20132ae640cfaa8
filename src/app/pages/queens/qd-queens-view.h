/* qd-queens-view.h — the N-queens board on a QdCanvas: render/queens asked
 * for size, drawing and hits; the squares are its cells for the keyboard
 * (up to QD_QUEENS_VIEW_MAX_CELLS_N queens). */
#pragma once

#include "app/widgets/qd-canvas.h"
#include "render/queens/qd-queens-render.h"

G_BEGIN_DECLS

#define QD_QUEENS_VIEW_MAX_CELLS_N 100

#define QD_TYPE_QUEENS_VIEW (qd_queens_view_get_type ())
G_DECLARE_FINAL_TYPE (QdQueensView, qd_queens_view, QD, QUEENS_VIEW, QdCanvas)

/* The state shown (borrowed: it must live until the next call or NULL) and
 * how (copied, the caption too). */
void qd_queens_view_set_state (QdQueensView *self, const QdQueens *q, const QdQueensRenderOptions *options);
/* The square of a cell and back. */
guint qd_queens_view_cell     (QdQueensView *self, guint col, guint row);

G_END_DECLS
