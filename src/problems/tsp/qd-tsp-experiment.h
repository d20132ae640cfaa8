/* qd-tsp-experiment.h — the TSP's side of `experiment localsearch` (the
 * descriptor's local_search), and the optimum it measures against. */
#pragma once

#include "problems/qd-local-experiment.h"
#include "qd-tsp.h"

G_BEGIN_DECLS

/* Instances up to this many cities have their optimum computed. */
#define QD_TSP_EXPERIMENT_EXACT_CITIES 13
/* Random maps: cities uniform in a square of this side. */
#define QD_TSP_EXPERIMENT_SIDE 100.0

extern const QdLocalSearchProblem qd_tsp_local_search;

/* The length of a shortest tour (Held–Karp dynamic programming), for
 * 3 <= n <= QD_TSP_EXPERIMENT_EXACT_CITIES. */
double qd_tsp_experiment_optimum (const QdTsp *tsp);

G_END_DECLS
