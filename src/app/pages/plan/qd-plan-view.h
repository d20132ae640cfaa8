/* qd-plan-view.h — a planning state on a QdCanvas (render/plan/): the
 * domain's picture or the facts, the goal under it. */
#pragma once

#include "app/widgets/qd-canvas.h"
#include "render/plan/qd-plan-render.h"

G_BEGIN_DECLS

#define QD_TYPE_PLAN_VIEW (qd_plan_view_get_type ())
G_DECLARE_FINAL_TYPE (QdPlanView, qd_plan_view, QD, PLAN_VIEW, QdCanvas)

/* Shows what `options` says (copied; what it points to is borrowed and
 * must live until the next call).  NULL: nothing. */
void qd_plan_view_set_options (QdPlanView *self, const QdPlanRenderOptions *options);

G_END_DECLS
