/* qd-wargame-view.h — a war-game board on a QdCanvas: clicks and the square
 * under the pointer, in board squares. */
#pragma once

#include "app/widgets/qd-canvas.h"
#include "render/wargame/qd-wargame-render.h"

G_BEGIN_DECLS

#define QD_TYPE_WARGAME_VIEW (qd_wargame_view_get_type ())
G_DECLARE_FINAL_TYPE (QdWargameView, qd_wargame_view, QD, WARGAME_VIEW, QdCanvas)

/* Borrowed: call again whenever the board changes size. */
void qd_wargame_view_set_board   (QdWargameView *self, const QdWargameBoard *board);
/* What to show; the pointers in it are borrowed until the next call; palette ignored. */
void qd_wargame_view_set_options (QdWargameView *self, const QdWargameRenderOptions *options);
/* The square under the pointer, or QD_WARGAME_NO_SQUARE. */
guint qd_wargame_view_get_hover  (QdWargameView *self);

/* The squares are the board's cells (QdCanvas's keyboard cursor): Return or
 * space on one acts as a click.
 * Signals "square-clicked" (guint square) and "hover-changed" (guint square
 * or QD_WARGAME_NO_SQUARE). */

G_END_DECLS
