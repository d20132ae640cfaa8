/* tsp-four-cities.h — the statement's four cities (statement 003, problem
 * 2) for the practice tests, with the tour's length summed here from the
 * table rather than by the model, and an annealing question's longer move
 * worked out from the run's moves. */
#pragma once

#include <math.h>

#include "problems/tsp/qd-tsp-practice.h"

enum { FOUR_M, FOUR_N, FOUR_C, FOUR_L };   /* Madison, NYC, Chicago, LA */

static const double four_table[] = {
  0, 808.11, 122.47, 1669.74,
  808.11, 0, 711.83, 2448.30,
  122.47, 711.83, 0, 1744.26,
  1669.74, 2448.30, 1744.26, 0,
};

static inline double
four_length (const guint *tour)
{
  double sum = 0;

  for (guint k = 0; k < 4; k++)
    sum += four_table[tour[k] * 4 + tour[(k + 1) % 4]];
  return sum;
}

/* Cities a and b trade places in `tour`. */
static inline void
four_swap (guint *tour, guint a, guint b)
{
  for (guint k = 0; k < 4; k++)
    tour[k] = tour[k] == a ? b : tour[k] == b ? a : tour[k];
}

/* The longer move the current question of `practice` is about (swaps):
 * `tour`, at step *done of `run`, is first brought to the question's step;
 * returns the move's Δ. */
static inline double
four_proposal_delta (const QdTspRun *run, QdPractice *practice, guint *tour, guint *done)
{
  const QdPracticeQuestion *q = qd_practice_current (practice);
  guint a, b, after[4];

  for (; *done < q->step; (*done)++)
    {
      const QdTspStep *s = &g_array_index (run->steps, QdTspStep, *done + 1);

      four_swap (tour, s->a, s->b);
    }
  g_assert_true (qd_tsp_practice_shown_move (practice, &a, &b));
  for (guint k = 0; k < 4; k++)
    after[k] = tour[k];
  four_swap (after, a, b);
  return four_length (after) - four_length (tour);
}
