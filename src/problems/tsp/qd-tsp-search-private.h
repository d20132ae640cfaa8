/* qd-tsp-search-private.h — what the TSP's searches share: a run being
 * made (qd-tsp-search.c), the variants by name (qd-tsp-variants.c), beam
 * search and the genetic algorithm (qd-tsp-population.c). */
#pragma once

#include "qd-tsp-search.h"

G_BEGIN_DECLS

typedef struct {
  const QdTsp *tsp;
  const QdTspSearchOptions *options;   /* resolved (qd_tsp_search_options_resolve) */
  QdTspRun *run;
  guint *tour;                         /* the current tour (run->last) */
  guint64 sample_stride;
  guint moved_a, moved_b;              /* the cities at the last move's positions, before it */
} QdTspSearch;

typedef QdTspSearch Search;

/* Numbers the step, records it (a restart with its tour) while there is
 * room, samples it and tells options->on_step; `tour` is the tour after it. */
void          qd_tsp_search_record          (QdTspSearch *s, QdTspStep *step, const guint *tour);
/* The tours' neighbourhood (state: a QdTspSearch, its `tour`); keep_best
 * copies the tour into run->tour. */
void          qd_tsp_search_neighbourhood   (QdNeighbourhood *nb);
/* Beam, stochastic beam, genetic (qd-tsp-population.c): fills run->tour,
 * run->last, run->stats. */
QdLocalStatus qd_tsp_population_search      (QdTspSearch *s);

G_END_DECLS
