/* qd-constraints-ac3.h — AC-3 arc by arc as the Constraints tab shows it:
 * every arc of the network with its state (to do, consistent, found
 * inconsistent), the queue, and the last revision told in words ("Removed
 * 3 from x because of x < y."). The search itself is the shared
 * problems/csp/qd-csp-ac3.h. */
#pragma once

#include <glib.h>

#include "problems/csp/qd-csp-ac3.h"
#include "problems/csp/qd-csp-model.h"

G_BEGIN_DECLS

/* An arc: a variable and a constraint on it. */
typedef struct {
  guint var;
  guint constraint;
} QdConstraintsArc;

typedef enum {
  QD_CONSTRAINTS_ARC_TODO,          /* in the queue */
  QD_CONSTRAINTS_ARC_CONSISTENT,    /* out of the queue: every value has a support */
  QD_CONSTRAINTS_ARC_INCONSISTENT,  /* the last revision found values without support */
} QdConstraintsArcState;

/* Every arc of the model's engine, in the order AC-3 first queues them
 * (constraint order, then scope order), each once. */
GArray *qd_constraints_arcs (const QdCsp *csp);

typedef struct _QdConstraintsAc3 QdConstraintsAc3;

/* From the initial domains; the model must outlive it. */
QdConstraintsAc3 *qd_constraints_ac3_new         (const QdCspModel *model);
void              qd_constraints_ac3_free        (QdConstraintsAc3 *ac3);
guint             qd_constraints_ac3_n_arcs      (const QdConstraintsAc3 *ac3);
const QdConstraintsArc *qd_constraints_ac3_arc   (const QdConstraintsAc3 *ac3, guint arc);
/* The index of (var, constraint), or -1. */
gint              qd_constraints_ac3_find_arc    (const QdConstraintsAc3 *ac3, guint var, guint constraint);
QdConstraintsArcState qd_constraints_ac3_arc_state (const QdConstraintsAc3 *ac3, guint arc);
/* The queue, head first: arc indexes. */
guint             qd_constraints_ac3_queue_length (const QdConstraintsAc3 *ac3);
guint             qd_constraints_ac3_queue_nth   (const QdConstraintsAc3 *ac3, guint i);
const QdCspAc3   *qd_constraints_ac3_state       (const QdConstraintsAc3 *ac3);
/* The arc last revised, or -1. */
gint              qd_constraints_ac3_last        (const QdConstraintsAc3 *ac3);
guint             qd_constraints_ac3_steps       (const QdConstraintsAc3 *ac3);
/* The queue is empty or a domain was wiped out. */
gboolean          qd_constraints_ac3_finished    (const QdConstraintsAc3 *ac3);
gboolean          qd_constraints_ac3_wiped_out   (const QdConstraintsAc3 *ac3);
/* Revises the queue's head, or the arc `arc` (queued or not); FALSE when
 * there was nothing to revise. */
gboolean          qd_constraints_ac3_step        (QdConstraintsAc3 *ac3);
gboolean          qd_constraints_ac3_revise      (QdConstraintsAc3 *ac3, guint arc);
/* One revision back (a presentation's Page Up); FALSE at the start. */
gboolean          qd_constraints_ac3_back        (QdConstraintsAc3 *ac3);
/* The last revision in words, for people; a hint before the first. */
char             *qd_constraints_ac3_explain     (const QdConstraintsAc3 *ac3);
/* "(x, x < y)": an arc for people and the queue's rows. */
char             *qd_constraints_arc_text        (const QdCspModel *model, const QdConstraintsArc *arc);
/* "{1, 2}": var's values left (to free). */
char             *qd_constraints_ac3_domain_text (const QdConstraintsAc3 *ac3, guint var);

G_END_DECLS
