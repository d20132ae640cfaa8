/* qd-mapcolor-cover.h — best on graphs made of K-cliques: a K-colouring
 * gives every colour to exactly one region of each clique of K regions.
 * The cliques of K regions (found greedily), the pigeonhole propagator the
 * complete search gets from them, and the exact-cover phase for graphs
 * that these cliques partition.  See qd-mapcolor-cover.c. */
#pragma once

#include "core/qd-csp.h"
#include "problems/qd-map.h"

G_BEGIN_DECLS

/* Cliques of exactly k regions (k of them per clique, sorted, one clique
 * after another; *n_cliques of them), each with a border no earlier one
 * has, found greedily from the borders in order.  `max_work` bounds the
 * neighbour look-ups (0: a default of some 20 million), which are added
 * to *checks.  *larger (nullable) is set when a clique of more than k
 * regions was met on the way (no k-colouring then). */
guint   *qd_mapcolor_k_cliques          (const QdMap *map, guint k, guint64 max_work, guint *n_cliques,
                                         gboolean *larger, guint64 *checks);

/* Adds to `csp` (a colouring model: domains 0 .. k-1, 2 <= k <= 64) a
 * propagator per clique: each colour must be left to some region of the
 * clique (else it fails), a colour left to one region only is that
 * region's (a hidden single), a region down to one colour takes it from
 * the others.  Returns the number added (0 for k out of range). */
guint    qd_mapcolor_add_pigeonhole     (QdCsp *csp, guint k, const guint *cliques, guint n_cliques);

/* Disjoint cliques taken greedily from `cliques` in order; TRUE when they
 * cover every region (n = alpha k), their indexes then in `parts` (alpha
 * of them, nullable). */
gboolean qd_mapcolor_clique_partition   (const QdMap *map, guint k, const guint *cliques, guint n_cliques,
                                         guint *parts, guint *n_parts);

typedef enum {
  QD_MAPCOLOR_EXACT_SOLVED,    /* a colouring, in `colors` */
  QD_MAPCOLOR_EXACT_NONE,      /* proved: no k-colouring */
  QD_MAPCOLOR_EXACT_STOPPED,   /* the stop flag, the deadline or max_assignments */
  QD_MAPCOLOR_EXACT_GAVE_UP,   /* max_work, or too many transversals to hold */
} QdMapcolorExactStatus;

typedef struct {
  guint64 max_work;            /* checks this phase may make; 0: a default (about a second) */
  guint64 max_assignments;     /* a bound on *assignments; 0: none */
  gint64 deadline_us;          /* g_get_monotonic_time() deadline; 0: none */
  const gint *stop;            /* non-zero stops (looked at every 1024 steps) */
  void (*on_assign) (gpointer user_data, guint region, gint color);
  gpointer user_data;
} QdMapcolorExactLimits;

/* A k-colouring of `map` as an exact cover by transversals of the alpha
 * disjoint k-cliques `parts` (alpha × k regions, covering all n = alpha k
 * regions): qd-mapcolor-exact.c.  `colors` gets n entries (-1 unless
 * solved); the regions coloured are added to *assignments, the work to
 * *checks. */
QdMapcolorExactStatus qd_mapcolor_exact_cover (const QdMap *map, guint k, const guint *parts, guint alpha,
                                               const QdMapcolorExactLimits *limits, gint *colors,
                                               guint64 *assignments, guint64 *checks);

G_END_DECLS
