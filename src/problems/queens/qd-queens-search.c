/* qd-queens-search.c — hill climbers on N queens by name, and the
 * experiment of AIMA section 4.1.1 (qd-queens-search.h). */
#include "qd-queens-search.h"
#include "core/qd-random.h"

#include <string.h>

static const char *const names[] = {
  "steepest", "sideways", "stochastic", "first-choice", "restart", "restart-sideways",
};

const char *
qd_queens_algorithm_names (void)
{
  return "steepest, sideways, stochastic, first-choice, restart, restart-sideways";
}

gboolean
qd_queens_algorithm_options (const char *name, guint sideways, QdLocalOptions *o)
{
  guint64 seed = o->seed;
  guint i;

  for (i = 0; i < G_N_ELEMENTS (names) && g_strcmp0 (name, names[i]) != 0; i++)
    ;
  if (i == G_N_ELEMENTS (names))
    return FALSE;
  qd_local_options_init (o);
  o->seed = seed;
  o->use_goal = TRUE;
  o->goal = 0;
  o->algorithm = i == 2 ? QD_LOCAL_STOCHASTIC : i == 3 ? QD_LOCAL_FIRST_CHOICE : QD_LOCAL_HILL_CLIMBING;
  if (i == 1 || i == 5)
    o->max_sideways = sideways != 0 ? sideways : QD_QUEENS_DEFAULT_SIDEWAYS;
  else if (i == 4)
    o->max_sideways = sideways;
  if (i >= 4)
    o->restarts = G_MAXUINT;
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
