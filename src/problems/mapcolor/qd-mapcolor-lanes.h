/* qd-mapcolor-lanes.h — best's last phase on a hard graph: the complete
 * search and the hybrid evolutionary algorithm as two lanes on a virtual
 * clock, on one thread or several, with a result that depends on the seed
 * and the number of threads only.  Private to best (qd-mapcolor-hard.c);
 * see qd-mapcolor-lanes.c. */
#pragma once

#include "qd-mapcolor-solve-private.h"

G_BEGIN_DECLS

typedef struct {
  QdMapcolorRun *run;
  const QdMap *map;
  const gint *start;           /* nullable: what the Kempe construction coloured */
  const QdCsp *csp;            /* the complete search's model (clique precoloured) */
  gboolean tabu;               /* FALSE: no lane H (one colour, or tables too large) */
  guint64 max_cells;           /* the tabu tables' bound */
} QdMapcolorLanesSetup;

/* The lanes' clocks: one assignment of the complete search weighs
 * C_SCALE_DEGREE × (the mean degree) + C_SCALE_BASE units of tabu search's
 * work clock.  Measured (release build): an FC assignment takes 2.3 µs on
 * queen11_11 (mean degree 33) to 13 µs on le450_15c (74), a unit of tabu
 * work 2-3 ns; the complete search's lane must not be the slower on the
 * clock, or the other waits for it at the end. */
#define QD_MAPCOLOR_C_SCALE_DEGREE 120
#define QD_MAPCOLOR_C_SCALE_BASE 200

QdMapcolorStatus qd_mapcolor_lanes_run (const QdMapcolorLanesSetup *setup);

/* Tests: every lane sleeps a random 0-2 ms between its units (with a
 * generator of its own, not the seed's), to shake the threads' timing. */
void             qd_mapcolor_lanes_set_jitter (gboolean jitter);

G_END_DECLS
