/* qd-tsp-gen.h — random TSP instances for hill-climbing and annealing
 * exercises (statement 003, problems 2 and 3). */
#pragma once

#include "qd-tsp.h"

G_BEGIN_DECLS

typedef struct {
  QdTsp *tsp;            /* a distance table, its start tour set */
  guint worse_i, worse_j;        /* the annealing question: a worse swap, by positions i < j */
  double temperature;            /* and the temperature it is asked at */
} QdTspGenExercise;

/* 5 (difficulty 0), 6 (1) or 7 (2) cities named A, B, C, … at integer
 * points of a 60 × 60 square, at least 9 apart, given as the table of their
 * distances rounded to whole numbers (which a hand adds); a start tour from
 * A whose best swap neighbour is shorter than it and than every other
 * neighbour that is another cycle (hill climbing's first move is one cycle,
 * though with five cities two swaps make it); a neighbour longer than
 * the start and a temperature, a whole number, at which annealing takes the
 * move with a probability between 0.1 and 0.9.  The same seed, the same
 * exercise. */
QdTspGenExercise *qd_tsp_gen_exercise (guint64 seed, guint difficulty);
void              qd_tsp_gen_exercise_free (QdTspGenExercise *exercise);

G_END_DECLS
