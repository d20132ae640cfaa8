/* qd-mapcolor-hea.h — the hybrid evolutionary algorithm (Galinier and Hao
 * 1999): a small population of colourings, the greedy partition crossover
 * and tabu search on each offspring.  best's lane H.  See
 * qd-mapcolor-hea.c. */
#pragma once

#include "qd-mapcolor-tabu.h"

G_BEGIN_DECLS

typedef struct _QdMapcolorHea QdMapcolorHea;

/* Which local search improves an offspring. */
typedef enum {
  QD_MAPCOLOR_HEA_MIXED,       /* TabuCol and PartialCol in turn (dynamic tenure) */
  QD_MAPCOLOR_HEA_TABUCOL,     /* TabuCol only */
  QD_MAPCOLOR_HEA_PARTIALCOL,  /* PartialCol only */
} QdMapcolorHeaSearch;

typedef struct {
  guint population;            /* P >= 2 */
  guint moves;                 /* L: tabu moves per offspring; 0: a default by the graph */
  guint jobs;                  /* T: offspring made (and searched, in parallel) per unit */
  QdMapcolorHeaSearch search;
} QdMapcolorHeaParams;

/* What one job (one offspring, or one first member) did. */
typedef struct {
  QdMapcolorTabuStatus status; /* SOLVED: a proper colouring (qd_mapcolor_hea_solution) */
  guint64 work;                /* its work clock: up to the solution when solved */
  guint64 assignments, checks;
  guint64 conflicts;           /* of the colouring it leaves (its best, completed) */
} QdMapcolorHeaJob;

void           qd_mapcolor_hea_params_init (QdMapcolorHeaParams *params);
/* NULL when the tabu tables would not fit in `max_cells` cells (0: no bound).
 * `start` (nullable) seeds the first member (Kempe's partial colouring). */
QdMapcolorHea *qd_mapcolor_hea_new       (const QdMap *map, guint colors, guint64 seed, const gint *start,
                                          guint64 max_cells, const QdMapcolorHeaParams *params);
void           qd_mapcolor_hea_free      (QdMapcolorHea *hea);
/* A unit of work in three steps.  prepare (one thread) picks the parents
 * and makes the offspring (or, until the population is full, the first
 * members' colourings); returns the number of jobs, adds its own work to
 * *work.  job (any thread; distinct jobs at once on distinct threads)
 * searches one (limits->max_assignments: 0, or fewer moves than L).
 * finish (one thread, after every job) puts the offspring in the
 * population in job order.  The outcome depends only on the seed and the parameters. */
guint          qd_mapcolor_hea_prepare   (QdMapcolorHea *hea, guint64 *work);
void           qd_mapcolor_hea_job       (QdMapcolorHea *hea, guint job, const QdMapcolorTabuLimits *limits);
const QdMapcolorHeaJob *qd_mapcolor_hea_job_result (const QdMapcolorHea *hea, guint job);
void           qd_mapcolor_hea_finish    (QdMapcolorHea *hea);
/* A job's proper colouring (after it reported SOLVED). */
const gint    *qd_mapcolor_hea_solution  (const QdMapcolorHea *hea, guint job);

/* The greedy partition crossover: for l = 0, 1, ..., K - 1, parent a (l
 * even) or b (l odd) gives its class with the most regions not yet in the
 * child (ties: the lowest colour); they take colour l.  Regions left: -1.
 * `scratch` holds 4 K + 2 n + 2 entries; *work gains the entries read. */
void           qd_mapcolor_gpx           (const gint *a, const gint *b, guint n, guint k,
                                          guint *scratch, gint *child, guint64 *work);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMapcolorHea, qd_mapcolor_hea_free)

G_END_DECLS
