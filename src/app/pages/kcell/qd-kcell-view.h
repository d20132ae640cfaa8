/* qd-kcell-view.h — a KCell board on a QdCanvas: clicks on cells, and a
 * moved stone flying along its hops. */
#pragma once

#include "app/widgets/qd-canvas.h"
#include "render/kcell/qd-kcell-render.h"

G_BEGIN_DECLS

#define QD_TYPE_KCELL_VIEW (qd_kcell_view_get_type ())
G_DECLARE_FINAL_TYPE (QdKcellView, qd_kcell_view, QD, KCELL_VIEW, QdCanvas)

/* Shows `pos` at rest, ringing the stones of `movable`; the last move's
 * cells (`trail`, start first) are drawn as hops, or none when n_trail < 2. */
void     qd_kcell_view_set_position (QdKcellView *self, const QdKcellRules *rules, const QdKcellPosition *pos,
                                     guint64 movable, const guint *trail, guint n_trail);
/* Flies the stone of the trail's last cell along the trail, then emits
 * "settled".  Without animations (gtk-enable-animations off) it settles at
 * once, from the main loop. */
void     qd_kcell_view_animate      (QdKcellView *self);
gboolean qd_kcell_view_is_animating (QdKcellView *self);

/* Signals: "cell-clicked" (guint cell, 0-based), "settled". */

G_END_DECLS
