/* qd-tsp-gen.c — random TSP exercises (qd-tsp-gen.h). */
#include "config.h"
#include "qd-tsp-gen.h"

#include <math.h>
#include <string.h>

#include "core/qd-local.h"
#include "core/qd-random.h"
#include "qd-tsp-search.h"

#define MAX_DRAWS 500
#define SIDE 60
#define MIN_APART 9

static const guint temperatures[] = { 5, 10, 15, 20, 25, 30, 40, 50, 60, 80, 100 };

/* n distinct integer points at least MIN_APART apart, as a rounded table. */
static QdTsp *
random_table (guint n, guint64 *state)
{
  gint x[8], y[8];
  g_autofree double *dist = g_new (double, n * n);
  g_auto(GStrv) names = g_new0 (char *, n + 1);

  for (guint c = 0; c < n; c++)
    {
      gboolean apart;

      do
        {
          x[c] = (gint) qd_random_below (state, SIDE + 1);
          y[c] = (gint) qd_random_below (state, SIDE + 1);
          apart = TRUE;
          for (guint d = 0; d < c && apart; d++)
            apart = hypot (x[c] - x[d], y[c] - y[d]) >= MIN_APART;
        }
      while (!apart);
      names[c] = g_strdup_printf ("%c", 'A' + c);
    }
  for (guint a = 0; a < n; a++)
    for (guint b = 0; b < n; b++)
      dist[a * n + b] = round (hypot (x[a] - x[b], y[a] - y[b]));
  return qd_tsp_new_table (n, (const char *const *) names, dist);
}

static void
neighbour (const QdTsp *tsp, const guint *start, guint i, guint j, guint *tour)
{
  memcpy (tour, start, tsp->n * sizeof (guint));
  qd_tsp_move_apply (QD_TSP_SWAP, tsp->n, tour, i, j);
}

static double
neighbour_length (const QdTsp *tsp, const guint *start, guint i, guint j)
{
  guint tour[8];

  neighbour (tsp, start, i, j, tour);
  return qd_tsp_tour_length (tsp, tour);
}

/* Whether two tours are the same cycle (the same edges). */
static gboolean
same_cycle (guint n, const guint *a, const guint *b)
{
  for (guint k = 0; k < n; k++)
    {
      guint x = a[k], y = a[(k + 1) % n];
      gboolean found = FALSE;

      for (guint m = 0; m < n && !found; m++)
        found = (b[m] == x && b[(m + 1) % n] == y) || (b[m] == y && b[(m + 1) % n] == x);
      if (!found)
        return FALSE;
    }
  return TRUE;
}

/* Fills the exercise's questions from a drawn table and start; FALSE when
 * the draw does not make a fair exercise. */
static gboolean
pose (QdTspGenExercise *e, const guint *start, guint64 *state)
{
  const QdTsp *tsp = e->tsp;
  double current = qd_tsp_tour_length (tsp, start);
  double best = G_MAXDOUBLE, second = G_MAXDOUBLE;
  guint best_tour[8], other[8];
  guint worse[32][2], n_worse = 0, fitting[G_N_ELEMENTS (temperatures)], n_fitting = 0;
  double delta;

  for (guint i = 0; i < tsp->n; i++)
    for (guint j = i + 1; j < tsp->n; j++)
      {
        double length = neighbour_length (tsp, start, i, j);

        neighbour (tsp, start, i, j, other);
        if (length < best - 0.5)
          {
            second = best;
            best = length;
            memcpy (best_tour, other, sizeof other);
          }
        else if (length < second && !same_cycle (tsp->n, best_tour, other))
          second = length;
        if (length > current && n_worse < G_N_ELEMENTS (worse))
          {
            worse[n_worse][0] = i;
            worse[n_worse++][1] = j;
          }
      }
  if (best >= current || second - best < 0.5 || n_worse == 0)
    return FALSE;
  {
    guint pick = qd_random_below (state, n_worse);

    e->worse_i = worse[pick][0];
    e->worse_j = worse[pick][1];
  }
  delta = neighbour_length (tsp, start, e->worse_i, e->worse_j) - current;
  for (guint k = 0; k < G_N_ELEMENTS (temperatures); k++)
    {
      double p = qd_local_acceptance (current, current + delta, temperatures[k], FALSE);

      if (p >= 0.1 && p <= 0.9)
        fitting[n_fitting++] = temperatures[k];
    }
  if (n_fitting == 0)
    return FALSE;
  e->temperature = fitting[qd_random_below (state, n_fitting)];
  return TRUE;
}

QdTspGenExercise *
qd_tsp_gen_exercise (guint64 seed, guint difficulty)
{
  QdTspGenExercise *e = g_new0 (QdTspGenExercise, 1);
  guint n = 5 + MIN (difficulty, 2u);
  guint64 state = seed;
  guint start[8];

  for (guint draw = 0; draw < MAX_DRAWS; draw++)
    {
      e->tsp = random_table (n, &state);
      qd_tsp_identity_tour (n, start);
      qd_random_shuffle (&state, start + 1, n - 1);
      if (pose (e, start, &state))
        break;
      g_clear_pointer (&e->tsp, qd_tsp_free);
    }
  if (e->tsp == NULL)
    {
      /* No draw was fair (never seen): the last one, its first worse swap
       * asked at a temperature equal to its increase. */
      e->tsp = random_table (n, &state);
      qd_tsp_identity_tour (n, start);
      e->worse_i = 0;
      e->worse_j = 1;
      e->temperature = MAX (1.0, fabs (neighbour_length (e->tsp, start, 0, 1) - qd_tsp_tour_length (e->tsp, start)));
      if (neighbour_length (e->tsp, start, 0, 1) <= qd_tsp_tour_length (e->tsp, start))
        e->worse_j = 2;
    }
  qd_tsp_set_start (e->tsp, start);
  return e;
}

void
qd_tsp_gen_exercise_free (QdTspGenExercise *exercise)
{
  if (exercise == NULL)
    return;
  qd_tsp_free (exercise->tsp);
  g_free (exercise);
}
