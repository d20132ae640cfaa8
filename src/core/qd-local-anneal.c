/* qd-local-anneal.c — steepest-ascent hill climbing with random restarts and
 * simulated annealing over a QdNeighbourhood (qd-local.h). */
#include "qd-local.h"
#include "qd-random.h"

#include <math.h>
#include <string.h>

/* Iterations (annealing) or evaluations (hill climbing) between two looks
 * at the stop flag and the clock. */
#define CHECK_INTERVAL 1024

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

static const char *const algorithm_names[] = { "hill-climbing", "annealing" };
static const char *const schedule_names[] = { "geometric", "linear", "logarithmic", "constant" };

static const char *
name_of (const char *const *names, guint n, guint value)
{
  return value < n ? names[value] : "unknown";
}

static gboolean
lookup_name (const char *const *names, guint n, const char *text, guint *value)
{
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (text, names[i]) == 0)
      {
        *value = i;
        return TRUE;
      }
  return FALSE;
}

const char *
qd_local_algorithm_to_string (QdLocalAlgorithm algorithm)
{
  return name_of (algorithm_names, G_N_ELEMENTS (algorithm_names), algorithm);
}

gboolean
qd_local_algorithm_from_string (const char *text, QdLocalAlgorithm *algorithm)
{
  guint value;

  if (!lookup_name (algorithm_names, G_N_ELEMENTS (algorithm_names), text, &value))
    return FALSE;
  *algorithm = (QdLocalAlgorithm) value;
  return TRUE;
}

const char *
qd_schedule_kind_to_string (QdScheduleKind kind)
{
  return name_of (schedule_names, G_N_ELEMENTS (schedule_names), kind);
}

gboolean
qd_schedule_kind_from_string (const char *text, QdScheduleKind *kind)
{
  guint value;

  if (!lookup_name (schedule_names, G_N_ELEMENTS (schedule_names), text, &value))
    return FALSE;
  *kind = (QdScheduleKind) value;
  return TRUE;
}

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
    default:
      return "unknown";
    }
}

/* ---------------------------------------------------------------- runs */

typedef struct {
  const QdNeighbourhood *nb;
  gpointer state;
  const QdLocalOptions *o;
  QdLocalStats *stats;
  guint64 rng;
  double value;             /* running objective of the state */
  double best;
} Run;

/* How much better a change makes the objective, whichever its direction. */
static inline double
gain (const Run *run, double delta)
{
  return run->o->maximise ? delta : -delta;
}

/* Changes smaller than this are rounding, not moves: equal tours reached by
 * different sums of edges must tie, and must not climb forever. */
static inline double
tolerance (const Run *run)
{
  return 1e-9 * MAX (1.0, fabs (run->value));
}

static void
emit (Run *run, QdLocalStepKind kind, guint64 move, double delta, double t, double p, guint ties)
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

static void
note_value (Run *run)
{
  if (gain (run, run->value - run->best) > tolerance (run))
    {
      run->best = run->value;
      if (run->nb->keep_best != NULL)
        run->nb->keep_best (run->state);
    }
}

static gboolean
should_stop (Run *run, QdLocalStatus *status)
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
hill_climb (Run *run)
{
  const QdNeighbourhood *nb = run->nb;
  QdLocalStats *stats = run->stats;
  QdLocalStatus status;

  for (;;)
    {
      guint64 n = nb->n_moves (run->state), chosen = 0;
      double best_gain = -G_MAXDOUBLE, chosen_delta = 0, eps = tolerance (run);
      guint ties = 0;

      if (should_stop (run, &status))
        return status;
      if (run->o->max_iterations != 0 && stats->iterations >= run->o->max_iterations)
        return QD_LOCAL_LIMIT;
      stats->iterations++;
      for (guint64 m = 0; m < n; m++)
        {
          double delta = nb->delta (run->state, m), g = gain (run, delta);

          if (++stats->evaluations % (CHECK_INTERVAL * 64) == 0 && should_stop (run, &status))
            return status;
          if (g > best_gain + eps)
            {
              best_gain = g;
              ties = 0;
            }
          else if (g < best_gain - eps)
            continue;
          /* Among equally good moves, each is kept with probability
           * 1/ties (reservoir sampling): a uniform choice, no list. */
          ties++;
          if (ties == 1 || qd_random_below64 (&run->rng, ties) == 0)
            {
              chosen = m;
              chosen_delta = delta;
            }
        }
      if (ties > 0 && best_gain > eps)
        {
          nb->apply (run->state, chosen);
          run->value += chosen_delta;
          stats->moves++;
          emit (run, QD_LOCAL_STEP_MOVE, chosen, chosen_delta, NAN, 1, ties);
          note_value (run);
          continue;
        }
      /* A local optimum: start over somewhere else, or stop. */
      if (stats->restarts >= run->o->restarts || nb->randomize == NULL)
        return QD_LOCAL_OPTIMUM;
      nb->randomize (run->state, &run->rng);
      run->value = nb->value (run->state);
      stats->restarts++;
      emit (run, QD_LOCAL_STEP_RESTART, 0, 0, NAN, 1, 0);
      note_value (run);
    }
}

static QdLocalStatus
anneal (Run *run)
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
      if (stats->iterations % CHECK_INTERVAL == 0 && should_stop (run, &status))
        return status;
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
      g = gain (run, delta);
      if (g < -tolerance (run))
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
      emit (run, QD_LOCAL_STEP_MOVE, m, delta, t, p, 1);
      note_value (run);
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
  Run run;

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
  run.value = run.best = stats->start_value = nb->value (state);
  stats->temperature = NAN;
  if (nb->keep_best != NULL)
    nb->keep_best (state);
  emit (&run, QD_LOCAL_STEP_START, 0, 0,
        options->algorithm == QD_LOCAL_ANNEALING ? qd_schedule_temperature (&options->schedule, 0) : NAN,
        1, 0);

  status = options->algorithm == QD_LOCAL_ANNEALING ? anneal (&run) : hill_climb (&run);

  /* The running value drifts by rounding: the state says what it is. */
  stats->value = nb->value (state);
  stats->best_value = gain (&run, stats->value - run.best) > 0 ? stats->value : run.best;
  stats->time_us = g_get_monotonic_time () - start;
  if (options->progress_iterations != NULL)
    __atomic_store_n (options->progress_iterations, (gint64) stats->iterations, __ATOMIC_RELAXED);
  return status;
}
