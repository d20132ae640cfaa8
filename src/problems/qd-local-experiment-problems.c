/* qd-local-experiment-problems.c — an instance of `experiment localsearch`
 * on each problem: N queens (the hill climbers of qd-queens-search.h) and
 * the TSP (the engine's climbers and annealing on 2-opt moves,
 * qd-tsp-search.h), and the TSP's optimum by Held–Karp (qd-local-experiment.h). */
#include "config.h"
#include "qd-local-experiment.h"

#include <math.h>
#include <string.h>

#include "core/qd-random.h"
#include "problems/queens/qd-queens-search.h"
#include "problems/tsp/qd-tsp-search.h"

/* Instance i's random stream, the same for every arm (and the one
 * qd_queens_experiment draws). */
static guint64
instance_rng (guint64 seed, guint64 index)
{
  return qd_random_mix (seed ^ (0x9E3779B97F4A7C15u * (index + 1)));
}

/* ---------------------------------------------------------------- queens */

static gboolean
run_queens (const QdLocalExperiment *e, guint64 index, const gint *stop, QdLocalExperimentRun *run)
{
  g_autoptr(QdQueens) q = qd_queens_new (e->size);

  run->best = 0;
  for (guint a = 0; a < e->arms->len; a++)
    {
      const QdLocalExperimentArm *arm = e->arms->pdata[a];
      QdLocalExperimentResult *r = &run->results[a];
      guint64 rng = instance_rng (e->seed, index);
      gint64 start = g_get_monotonic_time ();
      QdLocalOptions o;
      QdLocalStats stats;

      qd_local_options_init (&o);
      if (!qd_queens_algorithm_options (arm->algorithm, arm->sideways, &o))
        g_return_val_if_reached (FALSE);
      qd_queens_randomize (q, &rng);
      o.seed = qd_random_next (&rng);
      o.stop = stop;
      if (qd_local_search (qd_queens_neighbourhood (), q, &o, &stats) == QD_LOCAL_STOPPED)
        return FALSE;
      r->steps = stats.moves;
      r->restarts = stats.restarts;
      r->value = q->h;
      r->time_us = g_get_monotonic_time () - start;
    }
  return TRUE;
}

/* ------------------------------------------------------------------- tsp */

typedef struct {
  const char *name;
  QdLocalAlgorithm algorithm;
  gboolean sideways;
  gboolean restart;
} TspAlgorithm;

static const TspAlgorithm tsp_algorithms[] = {
  { "hill-climbing", QD_LOCAL_HILL_CLIMBING, FALSE, FALSE },
  { "steepest", QD_LOCAL_HILL_CLIMBING, FALSE, FALSE },
  { "sideways", QD_LOCAL_HILL_CLIMBING, TRUE, FALSE },
  { "stochastic", QD_LOCAL_STOCHASTIC, FALSE, FALSE },
  { "first-choice", QD_LOCAL_FIRST_CHOICE, FALSE, FALSE },
  { "restart", QD_LOCAL_HILL_CLIMBING, FALSE, TRUE },
  { "restart-sideways", QD_LOCAL_HILL_CLIMBING, TRUE, TRUE },
  { "restart-stochastic", QD_LOCAL_STOCHASTIC, FALSE, TRUE },
  { "restart-first-choice", QD_LOCAL_FIRST_CHOICE, FALSE, TRUE },
  { "annealing", QD_LOCAL_ANNEALING, FALSE, FALSE },
};

static const TspAlgorithm *
tsp_algorithm (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (tsp_algorithms); i++)
    if (g_strcmp0 (name, tsp_algorithms[i].name) == 0)
      return &tsp_algorithms[i];
  return NULL;
}

const char *
qd_local_experiment_algorithm_names (QdLocalExperimentProblem problem)
{
  if (problem == QD_LOCAL_EXPERIMENT_QUEENS)
    return qd_queens_algorithm_names ();
  return "hill-climbing (or steepest), sideways, stochastic, first-choice, restart, restart-sideways, "
         "restart-stochastic, restart-first-choice, annealing";
}

gboolean
qd_local_experiment_algorithm_known (QdLocalExperimentProblem problem, const char *name)
{
  QdLocalOptions o;

  qd_local_options_init (&o);
  if (problem == QD_LOCAL_EXPERIMENT_QUEENS)
    return qd_queens_algorithm_options (name, 0, &o);
  return tsp_algorithm (name) != NULL;
}

static void
tsp_options (const QdLocalExperimentArm *arm, QdTspSearchOptions *o)
{
  const TspAlgorithm *a = tsp_algorithm (arm->algorithm);

  qd_tsp_search_options_init (o);
  o->moves = QD_TSP_TWO_OPT;
  o->local.algorithm = a->algorithm;
  if (a->algorithm == QD_LOCAL_HILL_CLIMBING)
    o->local.max_sideways = arm->sideways != 0 ? arm->sideways : a->sideways ? QD_QUEENS_DEFAULT_SIDEWAYS : 0;
  o->local.restarts = a->restart ? QD_LOCAL_EXPERIMENT_TSP_RESTARTS : 0;
}

static gboolean
run_tsp (const QdLocalExperiment *e, guint64 index, const gint *stop, QdLocalExperimentRun *run)
{
  guint64 rng = instance_rng (e->seed, index);
  g_autoptr(QdTsp) own = e->tsp == NULL ? qd_tsp_random (e->size, qd_random_next (&rng),
                                                         QD_LOCAL_EXPERIMENT_TSP_SIDE) : NULL;
  const QdTsp *tsp = e->tsp != NULL ? e->tsp : own;
  g_autofree guint *start = g_new (guint, tsp->n);
  guint64 tour_rng = qd_random_next (&rng);

  qd_tsp_random_tour (tsp->n, &tour_rng, start);
  run->best = tsp->n <= QD_LOCAL_EXPERIMENT_EXACT_CITIES ? qd_local_experiment_tsp_optimum (tsp) : NAN;
  for (guint a = 0; a < e->arms->len; a++)
    {
      QdLocalExperimentResult *r = &run->results[a];
      gint64 begin = g_get_monotonic_time ();
      g_autoptr(QdTspRun) done = NULL;
      QdTspSearchOptions o;

      tsp_options (e->arms->pdata[a], &o);
      o.local.seed = qd_random_mix (rng + a);
      o.local.stop = stop;
      done = qd_tsp_search (tsp, start, &o);
      if (done->status == QD_LOCAL_STOPPED)
        return FALSE;
      r->steps = done->stats.moves;
      r->restarts = done->stats.restarts;
      r->value = done->length;
      r->time_us = g_get_monotonic_time () - begin;
    }
  return TRUE;
}

gboolean
qd_local_experiment_run_instance (const QdLocalExperiment *e, guint64 index, const gint *stop,
                                  QdLocalExperimentRun *run)
{
  run->index = index;
  if (e->problem == QD_LOCAL_EXPERIMENT_QUEENS)
    return run_queens (e, index, stop, run);
  return run_tsp (e, index, stop, run);
}

/* The shortest tour: d[S][j], the shortest path from city 0 through the
 * cities of S (a subset of 1 … n−1, bit j−1 for city j) ending at j in S. */
double
qd_local_experiment_tsp_optimum (const QdTsp *tsp)
{
  guint n = tsp->n, m = n - 1;
  gsize subsets = (gsize) 1 << m;
  g_autofree double *d = NULL;
  double best = INFINITY;

  g_return_val_if_fail (n >= 3 && n <= QD_LOCAL_EXPERIMENT_EXACT_CITIES, NAN);
  d = g_new (double, subsets * m);
  for (gsize s = 1; s < subsets; s++)
    for (guint j = 0; j < m; j++)
      {
        gsize without = s & ~((gsize) 1 << j);
        double v = INFINITY;

        if (!(s & ((gsize) 1 << j)))
          {
            d[s * m + j] = INFINITY;
            continue;
          }
        if (without == 0)
          v = qd_tsp_distance (tsp, 0, j + 1);
        for (guint k = 0; k < m && without != 0; k++)
          if (without & ((gsize) 1 << k))
            v = MIN (v, d[without * m + k] + qd_tsp_distance (tsp, k + 1, j + 1));
        d[s * m + j] = v;
      }
  for (guint j = 0; j < m; j++)
    best = MIN (best, d[(subsets - 1) * m + j] + qd_tsp_distance (tsp, j + 1, 0));
  return best;
}
