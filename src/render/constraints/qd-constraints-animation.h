/* qd-constraints-animation.h — a recorded search on the constraint network
 * (problems/constraints/qd-constraints-replay.h): the drawing's options at
 * any step, shared by the tab and the animation (Export Animation), and the
 * animation itself. */
#pragma once

#include "problems/constraints/qd-constraints-replay.h"
#include "render/constraints/qd-constraints-render.h"
#include "render/qd-animation.h"

G_BEGIN_DECLS

/* What the drawing of a step needs, kept between steps. */
typedef struct {
  guint n_vars, stride;
  gint *values;                   /* assigned values, -1: none */
  guint *removed;                 /* the step that removed each value, 0: none */
  gboolean *kept, *pruned;        /* flat, n_vars x stride */
  const gboolean **kept_rows, **pruned_rows;
  gint wiped_out;                 /* the variable a wipe-out step empties, or -1 */
} QdConstraintsFrame;

void qd_constraints_frame_init  (QdConstraintsFrame *frame, const QdCspModel *model);
void qd_constraints_frame_clear (QdConstraintsFrame *frame);
/* The network after `step` into `options` (its domains, assigned and
 * pruned point into the frame until the next call). */
void qd_constraints_frame_show  (QdConstraintsFrame *frame, const QdConstraintsReplay *replay, guint step,
                                 QdConstraintsRenderOptions *options);

/* The most variables a replay is drawn with: a search that reaches a
 * solution takes a step per variable, and an animation holds at most
 * QD_ANIMATION_MAX_STEPS steps; a larger network (a million variables of
 * an XCSP3 <slide>) is refused before its search, not after. */
#define QD_CONSTRAINTS_ANIMATION_MAX_VARIABLES QD_ANIMATION_MAX_STEPS

/* From the document's text (read again: the animation holds its own model),
 * the places items were dragged to (copied; nullable) and the replay
 * (copied).  NULL when the text does not read. */
QdAnimation *qd_constraints_animation_new (const char *text, GHashTable *moved, const QdConstraintsReplay *replay);

G_END_DECLS
