/* qd-normalform-view.h — a normal-form game's payoff table on a QdCanvas:
 * each cell (a profile) a cell of the keyboard cursor, described to screen
 * readers with its payoffs, best responses and eliminations. */
#pragma once

#include "app/widgets/qd-canvas.h"
#include "render/normalform/qd-normalform-render.h"

G_BEGIN_DECLS

#define QD_TYPE_NORMALFORM_VIEW (qd_normalform_view_get_type ())
G_DECLARE_FINAL_TYPE (QdNormalformView, qd_normalform_view, QD, NORMALFORM_VIEW, QdCanvas)

/* Borrowed until the next call; a game of another shape relays out. */
void qd_normalform_view_set_game    (QdNormalformView *self, const QdNormalform *game);
/* What to show; the results borrowed until the next call; palette ignored. */
void qd_normalform_view_set_options (QdNormalformView *self, const QdNormalformRenderOptions *options);

/* Signal "cell-chosen" (guint profile): a click on a cell, or Return on it. */

G_END_DECLS
