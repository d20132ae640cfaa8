/* qd-constraints-conflicts.h — the constraints a min-conflicts run left
 * violated after each repair step, kept for a plot: every step while they
 * are few, then every second, fourth, … step (the points halve whenever
 * they reach the cap), and always the last, so a million steps make a
 * plot of a few thousand points. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define QD_CONSTRAINTS_CONFLICTS_MAX 4096

typedef struct {
  GArray *steps;        /* guint64 */
  GArray *violated;     /* guint */
  guint64 stride;       /* steps between points kept */
  guint64 last_step;
  guint last_violated;
  gboolean any;
} QdConstraintsConflicts;

QdConstraintsConflicts *qd_constraints_conflicts_new  (void);
void                    qd_constraints_conflicts_free (QdConstraintsConflicts *conflicts);
/* An on_step of QdMinConflictsOptions (core/qd-local.h), its user_data the
 * history. */
void                    qd_constraints_conflicts_record (gpointer conflicts, guint64 step, guint violated);
/* After the run: the last step kept too. */
void                    qd_constraints_conflicts_finish (QdConstraintsConflicts *conflicts);
guint                   qd_constraints_conflicts_n_points (const QdConstraintsConflicts *conflicts);
void                    qd_constraints_conflicts_point  (const QdConstraintsConflicts *conflicts, guint i,
                                                         guint64 *step, guint *violated);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdConstraintsConflicts, qd_constraints_conflicts_free)

G_END_DECLS
