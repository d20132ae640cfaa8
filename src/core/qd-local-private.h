/* qd-local-private.h — what the hill climbers (qd-local-climb.c) and
 * annealing (qd-local-anneal.c) share: a run's state and its helpers. */
#pragma once

#include "qd-local.h"

#include <math.h>

/* Iterations (annealing) or evaluations (hill climbing) between two looks
 * at the stop flag and the clock. */
#define QD_LOCAL_CHECK_INTERVAL 1024

typedef struct {
  const QdNeighbourhood *nb;
  gpointer state;
  const QdLocalOptions *o;
  QdLocalStats *stats;
  guint64 rng;
  double value;             /* running objective of the state */
  double best;
  guint sideways;           /* consecutive sideways moves so far */
} QdLocalRun;

/* How much better a change makes the objective, whichever its direction. */
static inline double
qd_local_gain (const QdLocalRun *run, double delta)
{
  return run->o->maximise ? delta : -delta;
}

/* Changes smaller than this are rounding, not moves: equal tours reached by
 * different sums of edges must tie, and must not climb forever. */
static inline double
qd_local_tolerance (const QdLocalRun *run)
{
  return 1e-9 * MAX (1.0, fabs (run->value));
}

/* use_goal and the objective reached the goal. */
static inline gboolean
qd_local_at_goal (const QdLocalRun *run)
{
  return run->o->use_goal &&
         qd_local_gain (run, run->value - run->o->goal) >= -qd_local_tolerance (run);
}

void          qd_local_emit         (QdLocalRun *run, QdLocalStepKind kind, guint64 move, double delta,
                                     double t, double p, guint ties);
void          qd_local_note_value   (QdLocalRun *run);
gboolean      qd_local_should_stop  (QdLocalRun *run, QdLocalStatus *status);
/* Every hill-climbing variant, restarts included (qd-local-climb.c). */
QdLocalStatus qd_local_climb        (QdLocalRun *run);
