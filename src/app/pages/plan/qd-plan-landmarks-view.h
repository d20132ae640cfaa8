/* qd-plan-landmarks-view.h — a landmark graph (core/qd-strips-landmarks.h)
 * on a QdCanvas, drawn by render/plan/qd-plan-landmarks-draw.h with the
 * landmarks reached on the path to the state on show marked.
 *
 * Its cells are the landmarks: the keyboard cursor (the arrows, Home, End)
 * or a click selects one, outlined with its orderings; its description,
 * read by a screen reader, names it, its status and the landmarks ordered
 * before and after it with the orderings' kinds. */
#pragma once

#include "app/widgets/qd-canvas.h"
#include "render/plan/qd-plan-landmarks-draw.h"

G_BEGIN_DECLS

#define QD_TYPE_PLAN_LANDMARKS_VIEW (qd_plan_landmarks_view_get_type ())
G_DECLARE_FINAL_TYPE (QdPlanLandmarksView, qd_plan_landmarks_view, QD, PLAN_LANDMARKS_VIEW, QdCanvas)

/* Shows `landmarks` with the status `reached` in `state` (all borrowed:
 * they must live until the next call; reached and state may be NULL);
 * NULL: nothing. */
void  qd_plan_landmarks_view_set (QdPlanLandmarksView *self, const QdStripsLandmarks *landmarks,
                                  const guint64 *reached, const guint64 *state);
/* Landmark i in words: "(clear a): reached; after (on c a)
 * (greedy-necessary)…; before (on a b) (greedy-necessary)" (to free). */
char *qd_plan_landmarks_view_describe_landmark (QdPlanLandmarksView *self, guint i);

G_END_DECLS
