/* qd-tsp-variants.c — the TSP's local searches by name: which engine
 * options each name means, the run by name with its outcome, and the
 * order crossover of the genetic algorithm. */
#include "config.h"
#include "qd-tsp-search-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-random.h"

const QdLocalMenu qd_tsp_algorithms = QD_LOCAL_MENU_OF (
  QD_LOCAL_VARIANT_HILL_CLIMBING, QD_LOCAL_VARIANT_STEEPEST, QD_LOCAL_VARIANT_SIDEWAYS, QD_LOCAL_VARIANT_STOCHASTIC,
  QD_LOCAL_VARIANT_FIRST_CHOICE, QD_LOCAL_VARIANT_RESTART, QD_LOCAL_VARIANT_RESTART_SIDEWAYS,
  QD_LOCAL_VARIANT_RESTART_STOCHASTIC, QD_LOCAL_VARIANT_RESTART_FIRST_CHOICE, QD_LOCAL_VARIANT_ANNEALING,
  QD_LOCAL_VARIANT_BEAM, QD_LOCAL_VARIANT_STOCHASTIC_BEAM, QD_LOCAL_VARIANT_GENETIC);

gboolean
qd_tsp_algorithm_is_population (QdLocalVariantId algorithm)
{
  QdLocalFamily family;

  if (algorithm == QD_TSP_ALGORITHM_AUTO)
    return FALSE;
  family = qd_local_variant (algorithm)->family;
  return family == QD_LOCAL_FAMILY_BEAM || family == QD_LOCAL_FAMILY_GENETIC;
}

/* ------------------------------------------------------------ options */

static QdLocalVariantId
from_local (QdLocalAlgorithm algorithm)
{
  switch (algorithm)
    {
    case QD_LOCAL_ANNEALING:
      return QD_LOCAL_VARIANT_ANNEALING;
    case QD_LOCAL_STOCHASTIC:
      return QD_LOCAL_VARIANT_STOCHASTIC;
    case QD_LOCAL_FIRST_CHOICE:
      return QD_LOCAL_VARIANT_FIRST_CHOICE;
    case QD_LOCAL_HILL_CLIMBING:
    default:
      return QD_LOCAL_VARIANT_HILL_CLIMBING;
    }
}

void
qd_tsp_search_options_resolve (QdTspSearchOptions *o)
{
  QdLocalOptions *local = &o->local;
  gboolean goal = !isnan (o->goal);
  QdLocalUses uses;

  if (o->algorithm == QD_TSP_ALGORITHM_AUTO)
    o->algorithm = from_local (local->algorithm);
  else
    local->algorithm = qd_local_variant (o->algorithm)->algorithm;
  uses = qd_local_variant (o->algorithm)->uses;
  local->use_goal = goal;
  local->goal = goal ? o->goal : 0;
  if (o->algorithm == QD_LOCAL_VARIANT_GENETIC && local->max_iterations == 0)
    local->max_iterations = QD_TSP_DEFAULT_GENERATIONS;
  if (o->algorithm == QD_LOCAL_VARIANT_HILL_CLIMBING)
    return;               /* as before the variants: local's restarts and sideways */
  if (uses & QD_LOCAL_USES_SIDEWAYS)
    local->max_sideways = o->sideways;
  else
    local->max_sideways = 0;
  if (!(uses & QD_LOCAL_USES_RESTARTS))
    local->restarts = 0;
  else if (local->restarts == 0)
    local->restarts = goal ? QD_TSP_GOAL_RESTARTS : QD_TSP_DEFAULT_RESTARTS;
}

/* ---------------------------------------------------------- by name */

void
qd_tsp_run_outcome (const QdTspRun *run, double goal, QdLocalOutcome *out)
{
  memset (out, 0, sizeof *out);
  out->solved = !isnan (goal) && run->length <= goal + 1e-9 * MAX (1.0, fabs (goal));
  out->steps = qd_tsp_algorithm_is_population (run->variant) ? run->stats.iterations : run->stats.moves;
  out->restarts = run->stats.restarts;
  out->value = run->length;
  out->time_us = run->stats.time_us;
}

gboolean
qd_tsp_run_named (const QdTsp *tsp, const guint *start, const char *algorithm,
                  const QdTspSearchOptions *options, QdLocalOutcome *out, QdTspRun **run_out, GError **error)
{
  QdTspSearchOptions o = *options;
  g_autofree guint *random_start = NULL;
  QdTspRun *run;

  if (!qd_local_menu_lookup (&qd_tsp_algorithms, algorithm, &o.algorithm))
    {
      g_autofree char *names = qd_local_menu_names (&qd_tsp_algorithms, 0, ", ", NULL);

      g_set_error (error, QD_TSP_ERROR, QD_TSP_ERROR_ALGORITHM,
                   _("unknown algorithm “%s”: use one of %s"), algorithm != NULL ? algorithm : "", names);
      return FALSE;
    }
  if (!qd_tsp_search_size_check (&o, tsp->n, "k", "population", error))
    return FALSE;
  if (start == NULL)
    {
      guint64 rng = o.local.seed ^ G_GUINT64_CONSTANT (0x5DEECE66D);

      start = random_start = g_new (guint, tsp->n);
      qd_tsp_random_tour (tsp->n, &rng, random_start);
    }
  run = qd_tsp_search (tsp, start, &o);
  if (out != NULL)
    qd_tsp_run_outcome (run, o.goal, out);
  if (run_out != NULL)
    *run_out = run;
  else
    qd_tsp_run_free (run);
  return TRUE;
}

char *
qd_tsp_header_format (const QdTsp *tsp, const QdTspSearchOptions *options)
{
  if (options->algorithm == QD_LOCAL_VARIANT_GENETIC)
    return g_strdup_printf ("population %u", options->population);
  if (qd_tsp_algorithm_is_population (options->algorithm))
    return g_strdup_printf ("neighbours %" G_GUINT64_FORMAT " beam %u", qd_tsp_n_neighbours (tsp->n),
                            options->beam_k);
  return g_strdup_printf ("neighbours %" G_GUINT64_FORMAT, qd_tsp_n_neighbours (tsp->n));
}

/* ------------------------------------------------------ order crossover */

void
qd_tsp_order_crossover (guint n, const guint *p1, const guint *p2, guint cut1, guint cut2,
                        guint *child, guint8 *seen)
{
  guint put = cut2 % n;

  g_return_if_fail (cut1 <= cut2 && cut2 <= n);
  memset (seen, 0, n);
  for (guint p = cut1; p < cut2; p++)
    {
      child[p] = p1[p];
      seen[p1[p]] = 1;
    }
  /* p2 read from just after the second cut, around the cycle. */
  for (guint k = 0; k < n; k++)
    {
      guint city = p2[(cut2 + k) % n];

      if (seen[city])
        continue;
      child[put] = city;
      put = (put + 1) % n;
    }
}
