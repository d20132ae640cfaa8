/* qd-war-view.h — a war-game board on a QdCanvas: clicks and the square
 * under the pointer, in board squares. */
#pragma once

#include "qd-canvas.h"
#include "render/qd-war-render.h"

G_BEGIN_DECLS

#define QD_TYPE_WAR_VIEW (qd_war_view_get_type ())
G_DECLARE_FINAL_TYPE (QdWarView, qd_war_view, QD, WAR_VIEW, QdCanvas)

/* Borrowed: call again whenever the board changes size. */
void qd_war_view_set_board   (QdWarView *self, const QdWarBoard *board);
/* What to show; the pointers in it are borrowed until the next call; palette ignored. */
void qd_war_view_set_options (QdWarView *self, const QdWarRenderOptions *options);
/* The square under the pointer, or QD_WAR_NO_SQUARE. */
guint qd_war_view_get_hover  (QdWarView *self);

/* Signals "square-clicked" (guint square) and "hover-changed" (guint square
 * or QD_WAR_NO_SQUARE). */

G_END_DECLS
