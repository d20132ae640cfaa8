/* qd-takestones-view.h — the stones of a Take-Stones game on a QdCanvas. */
#pragma once

#include "app/widgets/qd-canvas.h"
#include "render/takestones/qd-takestones-render.h"

G_BEGIN_DECLS

#define QD_TYPE_TAKESTONES_VIEW (qd_takestones_view_get_type ())
G_DECLARE_FINAL_TYPE (QdTakestonesView, qd_takestones_view, QD, TAKESTONES_VIEW, QdCanvas)

/* Borrowed until the next call; the position's size sets the layout. */
void qd_takestones_view_set_position (QdTakestonesView *self, const QdTakestonesPosition *pos);
/* What to show; arrays borrowed until the next call; palette and hover ignored. */
void qd_takestones_view_set_options  (QdTakestonesView *self, const QdTakestonesRenderOptions *options);

/* Signal "stone-clicked" (guint stone). */

G_END_DECLS
