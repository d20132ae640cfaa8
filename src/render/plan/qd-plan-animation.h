/* qd-plan-animation.h — a plan's states as an animation (a GIF): frame 0
 * the initial state, frame k the state after k actions, each drawn as the
 * Planning tab draws it (qd-plan-step-picture.h: the action's objects
 * outlined, the facts it added and read marked, the goal reached or not),
 * each band naming the action ("(move c a table)").  A plan that fails
 * ends at the state where its action cannot apply, that action marked.  It
 * holds its own copies of the task and the states, so its frames can be
 * made on any thread.  `quandary-cli plan --gif` and the tab's Export →
 * GIF make it. */
#pragma once

#include "problems/plan/qd-plan-trace.h"
#include "render/qd-animation.h"

G_BEGIN_DECLS

/* `task` is taken (the trace's own task, or a copy of it); what is drawn
 * of `trace` is copied. */
QdAnimation *qd_plan_animation_new (QdPlanTask *task, const QdPlanTrace *trace);

G_END_DECLS
