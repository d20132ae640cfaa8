/* qd-tsp-animation.h — a hill-climbing or annealing run on the TSP as an
 * animation: frame k shows the tour after step k of the run (the start,
 * each move made, each restart: the lines `quandary-cli tsp` prints), the
 * cities the move moved in the accent colour, a worse move taken in the
 * colour of a bad one. */
#pragma once

#include "problems/tsp/qd-tsp-search.h"
#include "render/qd-animation.h"

G_BEGIN_DECLS

/* The run's steps after its start (run->n_steps − 1); the instance and the
 * run are copied. */
QdAnimation *qd_tsp_animation_new (const QdTsp *tsp, const QdTspRun *run);

G_END_DECLS
