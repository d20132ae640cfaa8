/* qd-local-anneal.c — the local searches' options, names and shared helpers, and
 * simulated annealing over a QdNeighbourhood (qd-local.h); the hill
 * climbers are in qd-local-climb.c. */
#include "qd-local-private.h"
#include "qd-names.h"
#include "qd-random.h"

#include <math.h>
#include <string.h>

#define CHECK_INTERVAL QD_LOCAL_CHECK_INTERVAL

void
qd_local_options_init (QdLocalOptions *options)
{
  g_return_if_fail (options != NULL);
  memset (options, 0, sizeof *options);
  options->algorithm = QD_LOCAL_HILL_CLIMBING;
  qd_schedule_init (&options->schedule, QD_SCHEDULE_GEOMETRIC, 100);
}

void
qd_schedule_init (QdSchedule *schedule, QdScheduleKind kind, double t0)
{
  g_return_if_fail (schedule != NULL);
  schedule->kind = kind;
  schedule->t0 = t0;
  schedule->alpha = 0.999;
  schedule->decrement = t0 / 10000.0;
  schedule->t_min = t0 * 1e-3;
}

double
qd_schedule_temperature (const QdSchedule *s, guint64 k)
{
  double t;

  switch (s->kind)
    {
    case QD_SCHEDULE_GEOMETRIC:
      t = s->t0 * pow (s->alpha, (double) k);
      break;
    case QD_SCHEDULE_LINEAR:
      t = s->t0 - s->decrement * (double) k;
      break;
    case QD_SCHEDULE_LOGARITHMIC:
      t = s->t0 / log ((double) k + G_E);
      break;
    case QD_SCHEDULE_CONSTANT:
    default:
      t = s->t0;
      break;
    }
  return t > 0 && isfinite (t) ? t : 0;
}

guint64
qd_schedule_default_iterations (QdScheduleKind kind)
{
  switch (kind)
    {
    case QD_SCHEDULE_CONSTANT:
    case QD_SCHEDULE_LOGARITHMIC:
      return QD_SCHEDULE_DEFAULT_ITERATIONS;
    case QD_SCHEDULE_GEOMETRIC:
    case QD_SCHEDULE_LINEAR:
    default:
      return QD_SCHEDULE_MAX_ITERATIONS;
    }
}

double
qd_local_acceptance (double current, double neighbour, double t, gboolean maximise)
{
  double delta_e = maximise ? neighbour - current : current - neighbour;

  if (delta_e >= 0)
    return 1;
  if (t <= 0)
    return 0;
  return exp (delta_e / t);
}

static const char *const schedule_names[] = { "geometric", "linear", "logarithmic", "constant" };

QD_NAMES_FUNCTIONS (qd_schedule_kind, QdScheduleKind, schedule_names, "unknown")

const char *
qd_local_status_to_string (QdLocalStatus status)
{
  switch (status)
    {
    case QD_LOCAL_OPTIMUM:
      return "local-optimum";
    case QD_LOCAL_FROZEN:
      return "frozen";
    case QD_LOCAL_LIMIT:
      return "limit";
    case QD_LOCAL_STOPPED:
      return "stopped";
    case QD_LOCAL_GOAL:
      return "goal";
    default:
      return "unknown";
    }
}

/* ---------------------------------------------------------------- runs */

void
qd_local_emit (QdLocalRun *run, QdLocalStepKind kind, guint64 move, double delta, double t, double p, guint ties)
{
  QdLocalStep step = {
    .kind = kind,
    .iteration = run->stats->iterations,
    .move = move,
    .delta = delta,
    .value = run->value,
    .temperature = t,
    .probability = p,
    .n_ties = ties,
  };

  if (run->o->on_step != NULL)
    run->o->on_step (run->o->user_data, &step);
}

void
qd_local_note_value (QdLocalRun *run)
{
  if (qd_local_gain (run, run->value - run->best) > qd_local_tolerance (run))
    {
      run->best = run->value;
      if (run->nb->keep_best != NULL)
        run->nb->keep_best (run->state);
    }
}

gboolean
qd_local_should_stop (QdLocalRun *run, QdLocalStatus *status)
{
  const QdLocalOptions *o = run->o;

  if (o->progress_iterations != NULL)
    __atomic_store_n (o->progress_iterations, (gint64) run->stats->iterations, __ATOMIC_RELAXED);
  if (o->stop != NULL && g_atomic_int_get (o->stop) != 0)
    *status = QD_LOCAL_STOPPED;
  else if (o->deadline_us != 0 && g_get_monotonic_time () >= o->deadline_us)
    *status = QD_LOCAL_LIMIT;
  else
    return FALSE;
  return TRUE;
}

static QdLocalStatus
anneal (QdLocalRun *run)
{
  const QdNeighbourhood *nb = run->nb;
  const QdSchedule *schedule = &run->o->schedule;
  QdLocalStats *stats = run->stats;
  QdLocalStatus status;
  guint64 limit = run->o->max_iterations != 0 ? run->o->max_iterations
                  : qd_schedule_default_iterations (schedule->kind);

  for (;; stats->iterations++)
    {
      double t = qd_schedule_temperature (schedule, stats->iterations);
      double delta, g, p = 1;
      guint64 n, m;

      stats->temperature = t;
      if (stats->iterations % CHECK_INTERVAL == 0 && qd_local_should_stop (run, &status))
        return status;
      if (qd_local_at_goal (run))
        return QD_LOCAL_GOAL;
      if (stats->iterations >= limit)
        return QD_LOCAL_LIMIT;
      if (schedule->kind != QD_SCHEDULE_CONSTANT && t <= schedule->t_min)
        return QD_LOCAL_FROZEN;
      n = nb->n_moves (run->state);
      if (n == 0)
        return QD_LOCAL_OPTIMUM;
      m = qd_random_below64 (&run->rng, n);
      delta = nb->delta (run->state, m);
      stats->evaluations++;
      g = qd_local_gain (run, delta);
      if (g < -qd_local_tolerance (run))
        {
          double r = qd_random_double (&run->rng);

          p = t > 0 ? exp (g / t) : 0;
          if (run->o->on_worse != NULL)
            run->o->on_worse (run->o->user_data, m, delta, t, p, r, r < p);
          if (r >= p)
            continue;
          stats->worse_moves++;
        }
      nb->apply (run->state, m);
      run->value += delta;
      stats->moves++;
      qd_local_emit (run, QD_LOCAL_STEP_MOVE, m, delta, t, p, 1);
      qd_local_note_value (run);
    }
}

QdLocalStatus
qd_local_search (const QdNeighbourhood *nb, gpointer state, const QdLocalOptions *options,
                 QdLocalStats *stats)
{
  QdLocalStats local_stats;
  QdLocalOptions defaults;
  QdLocalStatus status;
  gint64 start = g_get_monotonic_time ();
  QdLocalRun run;

  g_return_val_if_fail (nb != NULL && nb->n_moves != NULL && nb->delta != NULL &&
                        nb->apply != NULL && nb->value != NULL, QD_LOCAL_STOPPED);
  if (options == NULL)
    {
      qd_local_options_init (&defaults);
      options = &defaults;
    }
  if (stats == NULL)
    stats = &local_stats;
  memset (stats, 0, sizeof *stats);
  run.nb = nb;
  run.state = state;
  run.o = options;
  run.stats = stats;
  run.rng = options->seed;
  run.sideways = 0;
  run.value = run.best = stats->start_value = nb->value (state);
  stats->temperature = NAN;
  if (nb->keep_best != NULL)
    nb->keep_best (state);
  qd_local_emit (&run, QD_LOCAL_STEP_START, 0, 0,
        options->algorithm == QD_LOCAL_ANNEALING ? qd_schedule_temperature (&options->schedule, 0) : NAN,
        1, 0);

  status = options->algorithm == QD_LOCAL_ANNEALING ? anneal (&run) : qd_local_climb (&run);

  /* The running value drifts by rounding: the state says what it is. */
  stats->value = nb->value (state);
  stats->best_value = qd_local_gain (&run, stats->value - run.best) > 0 ? stats->value : run.best;
  stats->time_us = g_get_monotonic_time () - start;
  if (options->progress_iterations != NULL)
    __atomic_store_n (options->progress_iterations, (gint64) stats->iterations, __ATOMIC_RELAXED);
  return status;
}
