/* qd-tsp-experiment.c — the TSP in `experiment localsearch`
 * (problems/qd-local-experiment.h): instance i a random map (or the
 * --file's) and a random start tour, every algorithm of qd_tsp_run_named
 * on 2-opt moves; the optimum by Held–Karp up to
 * QD_TSP_EXPERIMENT_EXACT_CITIES cities. */
#include "config.h"
#include "qd-tsp-experiment.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>

#include "core/qd-random.h"
#include "qd-tsp-search.h"

/* The shortest tour: d[S][j], the shortest path from city 0 through the
 * cities of S (a subset of 1 … n−1, bit j−1 for city j) ending at j in S. */
double
qd_tsp_experiment_optimum (const QdTsp *tsp)
{
  guint n = tsp->n, m = n - 1;
  gsize subsets = (gsize) 1 << m;
  g_autofree double *d = NULL;
  double best = INFINITY;

  g_return_val_if_fail (n >= 3 && n <= QD_TSP_EXPERIMENT_EXACT_CITIES, NAN);
  d = g_new (double, subsets * m);
  for (gsize s = 1; s < subsets; s++)
    for (guint j = 0; j < m; j++)
      {
        gsize without = s & ~((gsize) 1 << j);
        double v = INFINITY;

        if (s & ((gsize) 1 << j))
          {
            if (without == 0)
              v = qd_tsp_distance (tsp, 0, j + 1);
            for (guint k = 0; k < m && without != 0; k++)
              if (without & ((gsize) 1 << k))
                v = MIN (v, d[without * m + k] + qd_tsp_distance (tsp, k + 1, j + 1));
          }
        d[s * m + j] = v;
      }
  for (guint j = 0; j < m; j++)
    best = MIN (best, d[(subsets - 1) * m + j] + qd_tsp_distance (tsp, j + 1, 0));
  return best;
}

static char *
describe (const QdLocalExperiment *e)
{
  g_autofree char *tolerance = g_strdup_printf ("%g", e->tolerance);
  const char *what = e->model_path != NULL ? _("start tours") : _("maps and start tours");

  if (e->size <= QD_TSP_EXPERIMENT_EXACT_CITIES)
    return g_strdup_printf (_("TSP of %u cities, %u random %s (seed %" PRIu64 "), 2-opt moves: solved when the tour "
                              "is within %s%% of the optimum (Held–Karp)"),
                            e->size, e->instances, what, e->seed, tolerance);
  return g_strdup_printf (_("TSP of %u cities, %u random %s (seed %" PRIu64 "), 2-opt moves: solved when the tour "
                            "is within %s%% of the best tour any algorithm found on the instance"),
                          e->size, e->instances, what, e->seed, tolerance);
}

static char *
title (const QdLocalExperiment *e)
{
  return g_strdup_printf (_("TSP of %u cities"), e->size);
}

/* One arm from `start`; FALSE when stopped. */
static gboolean
run_arm (const QdLocalExperiment *e, const QdTsp *tsp, const guint *start, guint a, guint64 seed, double goal,
         const gint *stop, QdLocalExperimentResult *r)
{
  const QdLocalExperimentArm *arm = qd_local_experiment_arm (e, a);
  QdTspSearchOptions o;
  QdLocalOutcome out;

  qd_tsp_search_options_init (&o);
  o.moves = QD_TSP_TWO_OPT;
  o.local.seed = qd_random_mix (seed + a);
  o.local.stop = stop;
  o.goal = goal;
  if (arm->sideways != 0)
    o.sideways = arm->sideways;
  if (!qd_tsp_run_named (tsp, start, arm->algorithm, &o, &out, NULL, NULL))
    g_return_val_if_reached (FALSE);
  if (!out.solved && stop != NULL && g_atomic_int_get (stop) != 0)
    return FALSE;
  r->steps = out.steps;
  r->restarts = out.restarts;
  r->value = out.value;
  r->time_us = out.time_us;
  return TRUE;
}

/* The map (drawn from the instance's stream unless --file gave one), the
 * start tour, the optimum when it is computed (the runs then stop at the
 * tolerance above it: a restart variant restarts until there), every arm. */
static gboolean
run_instance (const QdLocalExperiment *e, guint64 index, const gint *stop, QdLocalExperimentRun *run)
{
  guint64 rng = qd_local_experiment_instance_rng (e, index);
  g_autoptr(QdTsp) own = e->model == NULL ? qd_tsp_random (e->size, qd_random_next (&rng),
                                                           QD_TSP_EXPERIMENT_SIDE) : NULL;
  const QdTsp *tsp = e->model != NULL ? e->model : own;
  g_autofree guint *start = g_new (guint, tsp->n);
  guint64 tour_rng = qd_random_next (&rng);
  double goal;

  qd_tsp_random_tour (tsp->n, &tour_rng, start);
  run->best = tsp->n <= QD_TSP_EXPERIMENT_EXACT_CITIES ? qd_tsp_experiment_optimum (tsp) : NAN;
  goal = isnan (run->best) ? NAN : qd_local_experiment_threshold (e, run);
  for (guint a = 0; a < qd_local_experiment_n_arms (e); a++)
    if (!run_arm (e, tsp, start, a, rng, goal, stop, &run->results[a]))
      return FALSE;
  return TRUE;
}

/* The algorithm's memory and the moves of a step fit `size` cities, with
 * the defaults the arms run with (qd_tsp_search_size_check). */
static gboolean
check_size (const char *name, guint size, GError **error)
{
  QdTspSearchOptions o;

  qd_tsp_search_options_init (&o);
  if (!qd_local_menu_lookup (&qd_tsp_algorithms, name, &o.algorithm))
    return TRUE;
  return qd_tsp_search_size_check (&o, size, "k", "population", error);
}

static guint
model_size (gconstpointer model)
{
  return ((const QdTsp *) model)->n;
}

static const QdLocalMenu defaults = QD_LOCAL_MENU_OF (
  QD_LOCAL_VARIANT_STEEPEST, QD_LOCAL_VARIANT_SIDEWAYS, QD_LOCAL_VARIANT_RESTART, QD_LOCAL_VARIANT_ANNEALING);

const QdLocalSearchProblem qd_tsp_local_search = {
  .size_option = "cities",
  .min_size = QD_TSP_MIN_CITIES,
  .max_size = QD_TSP_MAX_MATRIX,
  .default_size = 10,
  .default_algorithms = &defaults,
  .takes_file = TRUE,
  .takes_tolerance = TRUE,
  .algorithms = &qd_tsp_algorithms,
  .model_size = model_size,
  .check_size = check_size,
  .describe = describe,
  .title = title,
  .run_instance = run_instance,
};
