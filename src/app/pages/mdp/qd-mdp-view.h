/* qd-mdp-view.h — a grid world on a QdCanvas: render/mdp asked for the
 * size, the drawing and the cell under a click; the keyboard's cursor and
 * a screen reader's words for the cell under it. */
#pragma once

#include "app/widgets/qd-canvas.h"
#include "render/mdp/qd-mdp-render.h"

G_BEGIN_DECLS

#define QD_TYPE_MDP_VIEW (qd_mdp_view_get_type ())
G_DECLARE_FINAL_TYPE (QdMdpView, qd_mdp_view, QD, MDP_VIEW, QdCanvas)

/* The world (borrowed until the next call; NULL: nothing) and what to show
 * of it (its arrays borrowed too; palette, cursor and hover are the
 * view's). */
void qd_mdp_view_set_world   (QdMdpView *self, const QdMdpWorld *world);
void qd_mdp_view_set_options (QdMdpView *self, const QdMdpRenderOptions *options);
/* The editor's drawing: walls can be clicked, the cell under the pointer lit. */
void qd_mdp_view_set_editing (QdMdpView *self, gboolean editing);

/* Signal "cell-clicked" (guint cell): a click or Return on a cell
 * (y * w + x). */

G_END_DECLS
