/* qd-queens-search.c — hill climbers on N queens by name, and the
 * experiment of AIMA section 4.1.1 (qd-queens-search.h). */
#include "qd-queens-search.h"
#include "core/qd-random.h"

#include <string.h>

typedef struct {
  const char *name;
  QdLocalAlgorithm algorithm;
  gboolean sideways;            /* sideways moves by default (else only when given) */
  gboolean restart;
} Algorithm;

static const Algorithm algorithms[] = {
  { "steepest", QD_LOCAL_HILL_CLIMBING, FALSE, FALSE },
  { "sideways", QD_LOCAL_HILL_CLIMBING, TRUE, FALSE },
  { "stochastic", QD_LOCAL_STOCHASTIC, FALSE, FALSE },
  { "first-choice", QD_LOCAL_FIRST_CHOICE, FALSE, FALSE },
  { "restart", QD_LOCAL_HILL_CLIMBING, FALSE, TRUE },
  { "restart-sideways", QD_LOCAL_HILL_CLIMBING, TRUE, TRUE },
  { "restart-stochastic", QD_LOCAL_STOCHASTIC, FALSE, TRUE },
  { "restart-first-choice", QD_LOCAL_FIRST_CHOICE, FALSE, TRUE },
};

const char *
qd_queens_algorithm_names (void)
{
  return "steepest, sideways, stochastic, first-choice, restart, restart-sideways, restart-stochastic, "
         "restart-first-choice";
}

gboolean
qd_queens_algorithm_options (const char *name, guint sideways, QdLocalOptions *o)
{
  guint64 seed = o->seed;
  const Algorithm *a = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (algorithms) && a == NULL; i++)
    if (g_strcmp0 (name, algorithms[i].name) == 0)
      a = &algorithms[i];
  if (a == NULL)
    return FALSE;
  qd_local_options_init (o);
  o->seed = seed;
  o->use_goal = TRUE;
  o->goal = 0;
  o->algorithm = a->algorithm;
  /* Sideways moves are steepest ascent's: --sideways for the others is ignored. */
  if (a->algorithm == QD_LOCAL_HILL_CLIMBING)
    o->max_sideways = sideways != 0 ? sideways : a->sideways ? QD_QUEENS_DEFAULT_SIDEWAYS : 0;
  o->restarts = a->restart ? G_MAXUINT : 0;
  return TRUE;
}

gboolean
qd_queens_experiment (guint n, guint instances, const QdLocalOptions *options, guint64 seed,
                      const gint *stop, QdQueensTally *tally)
{
  g_autoptr(QdQueens) q = qd_queens_new (n);
  QdLocalOptions o = *options;
  gint64 start = g_get_monotonic_time ();

  memset (tally, 0, sizeof *tally);
  o.stop = stop;
  for (guint i = 0; i < instances; i++)
    {
      guint64 rng = qd_random_mix (seed ^ (0x9E3779B97F4A7C15u * (i + 1)));
      QdLocalStats stats;

      qd_queens_randomize (q, &rng);
      o.seed = qd_random_next (&rng);
      if (qd_local_search (qd_queens_neighbourhood (), q, &o, &stats) == QD_LOCAL_STOPPED)
        break;
      tally->instances++;
      tally->restarts += stats.restarts;
      if (q->h == 0)
        {
          tally->solved++;
          tally->steps_solved += stats.moves;
        }
      else
        tally->steps_failed += stats.moves;
    }
  tally->time_us = g_get_monotonic_time () - start;
  return tally->instances == instances;
}
