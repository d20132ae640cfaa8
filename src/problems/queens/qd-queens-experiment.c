/* qd-queens-experiment.c — N queens in `experiment localsearch`
 * (problems/qd-local-experiment.h): instance i a random start, every
 * algorithm of qd_queens_run on it, solved at h = 0 (AIMA section 4.1.1). */
#include "config.h"
#include "qd-queens-experiment.h"

#include <glib/gi18n.h>
#include <inttypes.h>

#include "core/qd-random.h"
#include "qd-queens-search.h"

static char *
describe (const QdLocalExperiment *e)
{
  return g_strdup_printf (_("%u queens, %u random starts (seed %" PRIu64 "): solved when h = 0"), e->size,
                          e->instances, e->seed);
}

static char *
title (const QdLocalExperiment *e)
{
  return g_strdup_printf (_("%u queens"), e->size);
}

/* Every arm from the same start: drawn again from the instance's stream
 * (the start qd_queens_experiment draws), then its search seed. */
static gboolean
run_instance (const QdLocalExperiment *e, guint64 index, const gint *stop, QdLocalExperimentRun *run)
{
  g_autoptr(QdQueens) q = qd_queens_new (e->size);

  run->best = 0;
  for (guint a = 0; a < qd_local_experiment_n_arms (e); a++)
    {
      const QdLocalExperimentArm *arm = qd_local_experiment_arm (e, a);
      QdLocalExperimentResult *r = &run->results[a];
      guint64 rng = qd_local_experiment_instance_rng (e, index);
      QdQueensRunOptions o;
      QdLocalOutcome out;

      qd_queens_randomize (q, &rng);
      qd_queens_run_options_init (&o);
      o.algorithm = arm->algorithm;
      o.sideways = arm->sideways != 0 ? (gint) arm->sideways : -1;
      o.seed = qd_random_next (&rng);
      o.stop = stop;
      if (!qd_queens_run (q, &o, &out, NULL))
        g_return_val_if_reached (FALSE);
      if (!out.solved && stop != NULL && g_atomic_int_get (stop) != 0)
        return FALSE;
      r->steps = out.steps;
      r->restarts = out.restarts;
      r->value = q->h;
      r->time_us = out.time_us;
    }
  return TRUE;
}

static gboolean
check_size (const char *name, guint size, GError **error)
{
  QdQueensRunOptions o;

  qd_queens_run_options_init (&o);
  o.algorithm = name;
  return qd_queens_run_size_check (&o, size, "k", "population", error);
}

static guint
model_size (gconstpointer model)
{
  return ((const QdQueens *) model)->n;
}

static const QdLocalMenu defaults = QD_LOCAL_MENU_OF (
  QD_LOCAL_VARIANT_STEEPEST, QD_LOCAL_VARIANT_SIDEWAYS, QD_LOCAL_VARIANT_RESTART, QD_LOCAL_VARIANT_RESTART_SIDEWAYS);

const QdLocalSearchProblem qd_queens_local_search = {
  .size_option = "n",
  .min_size = 4,
  .max_size = QD_QUEENS_MAX_N,
  .default_size = 8,
  .default_algorithms = &defaults,
  .takes_file = FALSE,
  .takes_tolerance = FALSE,
  .algorithms = &qd_queens_algorithms,
  .check_size = check_size,
  .model_size = model_size,
  .describe = describe,
  .title = title,
  .run_instance = run_instance,
};
