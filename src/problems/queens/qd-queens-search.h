/* qd-queens-search.h — the hill climbers on N queens by name, and the
 * experiment of AIMA section 4.1.1: many random starts, each solved or not
 * (issue 65). */
#pragma once

#include "qd-queens.h"

G_BEGIN_DECLS

/* The AIMA limit on consecutive sideways moves. */
#define QD_QUEENS_DEFAULT_SIDEWAYS 100

/* "steepest", "sideways" (steepest ascent with up to `sideways` sideways
 * moves; 0: the default 100), "stochastic", "first-choice", and each of
 * them restarted from random states until solved: "restart" (steepest
 * ascent, with `sideways` sideways moves when given), "restart-sideways"
 * (100 by default), "restart-stochastic", "restart-first-choice".  The
 * engine's options (goal h = 0, to minimise), the seed left as it was.
 * `sideways` counts for steepest ascent only (0: its default).  FALSE for
 * an unknown name. */
gboolean      qd_queens_algorithm_options (const char *name, guint sideways, QdLocalOptions *options);
/* The names, "steepest, sideways, …" (static). */
const char   *qd_queens_algorithm_names   (void);

typedef struct {
  guint instances;
  guint solved;
  guint64 steps_solved;         /* moves of the solved runs, summed */
  guint64 steps_failed;         /* moves of the others, summed */
  guint64 restarts;             /* summed */
  gint64 time_us;
} QdQueensTally;

/* Runs `instances` random starts of n queens (start i drawn from seed and
 * i, the same for every algorithm), each with search seed from seed and
 * i; fills tally.  FALSE when stop was set (tally: the instances done). */
gboolean      qd_queens_experiment (guint n, guint instances, const QdLocalOptions *options, guint64 seed,
                                    const gint *stop, QdQueensTally *tally);

G_END_DECLS
