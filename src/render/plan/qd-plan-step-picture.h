/* qd-plan-step-picture.h — a plan's state at a step, as the Planning tab
 * shows it: the state after `position` actions of a trace, the goal read in
 * it, the action that led there (its objects outlined, the facts it adds
 * and those its precondition read marked) and the caption ("Step 2 of 3:
 * (move c a table)").  At the end of a plan that fails, the action marked
 * is the one that cannot apply.  `quandary-cli plan --png`, its report and
 * the plan's animation (qd-plan-animation.h) draw from it. */
#pragma once

#include "qd-plan-render.h"

G_BEGIN_DECLS

typedef struct {
  QdPlanRenderOptions options;     /* ready for qd_plan_render; borrows the task, the trace and the fields below */
  const QdPlanTraceStep *step;     /* the action marked, or NULL (the initial state) */
  gboolean failing;                /* `step` is the action that cannot apply */
  /* Owned. */
  GArray *goal;                    /* QdPlanLiteral */
  GPtrArray *read;                 /* the facts the action's precondition read */
  char **focus;                    /* the action's objects */
  char *caption;
} QdPlanStepPicture;

/* The step `position` (at most trace->steps->len) of the trace on the task,
 * drawn in `palette` (NULL: light).  Clear it. */
void qd_plan_step_picture_init  (QdPlanStepPicture *picture, const QdPlanTask *task, const QdPlanTrace *trace,
                                 guint position, const QdPalette *palette);
void qd_plan_step_picture_clear (QdPlanStepPicture *picture);

/* The caption of that step: "The initial state (step 0 of 3)", "Step 2 of
 * 3: (move c a table)", "After 2 of the actions: (move a b c) cannot
 * apply" (to free). */
char *qd_plan_step_caption (const QdPlanTrace *trace, guint position);
/* The objects an action names: "(move c a table)" gives { "c", "a",
 * "table", NULL } (to free), NULL for NULL. */
char **qd_plan_step_objects (const char *action);
/* The facts the step's precondition read positively (to free; empty for NULL). */
GPtrArray *qd_plan_step_read (const QdPlanTraceStep *step);

G_END_DECLS
