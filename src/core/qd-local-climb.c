/* qd-local-climb.c — hill climbing over a QdNeighbourhood (qd-local.h):
 * steepest ascent (with sideways moves up to a limit), stochastic and
 * first choice hill climbing, each with random restarts (AIMA 4.1.1). */
#include "qd-local-private.h"
#include "qd-random.h"

/* What a picker found. */
typedef enum {
  PICK_NONE,                /* no move it may take: a local optimum (or a plateau's end) */
  PICK_MOVE,                /* *move, *delta: take it */
  PICK_STOPPED,             /* the stop flag or the deadline: *status */
} Pick;

typedef struct {
  guint64 move;
  double delta;
  guint ties;
  QdLocalStatus status;
} Choice;

/* Counts an evaluation, and looks at the stop flag now and then. */
static inline gboolean
evaluated (QdLocalRun *run, QdLocalStatus *status)
{
  return ++run->stats->evaluations % (QD_LOCAL_CHECK_INTERVAL * 64) == 0 &&
         qd_local_should_stop (run, status);
}

/* Steepest ascent: the best move, ties broken at random (reservoir
 * sampling: each of `ties` equally good moves is kept with probability
 * 1/ties, no list); a sideways one only while the limit allows. */
static Pick
pick_steepest (QdLocalRun *run, Choice *c)
{
  const QdNeighbourhood *nb = run->nb;
  guint64 n = nb->n_moves (run->state);
  double best_gain = -G_MAXDOUBLE, eps = qd_local_tolerance (run);

  c->ties = 0;
  for (guint64 m = 0; m < n; m++)
    {
      double delta = nb->delta (run->state, m), g = qd_local_gain (run, delta);

      if (evaluated (run, &c->status))
        return PICK_STOPPED;
      if (g > best_gain + eps)
        {
          best_gain = g;
          c->ties = 0;
        }
      else if (g < best_gain - eps)
        continue;
      c->ties++;
      if (c->ties == 1 || qd_random_below64 (&run->rng, c->ties) == 0)
        {
          c->move = m;
          c->delta = delta;
        }
    }
  if (c->ties == 0 || best_gain < -eps)
    return PICK_NONE;
  if (best_gain <= eps && run->sideways >= run->o->max_sideways)
    return PICK_NONE;
  return PICK_MOVE;
}

/* Stochastic hill climbing: an uphill move drawn with probability
 * proportional to its gain (two passes: the sum, then the draw). */
static Pick
pick_stochastic (QdLocalRun *run, Choice *c)
{
  const QdNeighbourhood *nb = run->nb;
  guint64 n = nb->n_moves (run->state);
  double eps = qd_local_tolerance (run), sum = 0, r, acc = 0;

  c->ties = 0;
  for (guint64 m = 0; m < n; m++)
    {
      double g = qd_local_gain (run, nb->delta (run->state, m));

      if (evaluated (run, &c->status))
        return PICK_STOPPED;
      if (g > eps)
        {
          sum += g;
          c->ties++;
        }
    }
  if (c->ties == 0)
    return PICK_NONE;
  r = qd_random_double (&run->rng) * sum;
  for (guint64 m = 0; m < n; m++)
    {
      double delta = nb->delta (run->state, m), g = qd_local_gain (run, delta);

      if (evaluated (run, &c->status))
        return PICK_STOPPED;
      if (g <= eps)
        continue;
      c->move = m;              /* the last uphill one if rounding leaves r unreached */
      c->delta = delta;
      acc += g;
      if (r < acc)
        break;
    }
  return PICK_MOVE;
}

/* First-choice hill climbing: moves drawn at random until one improves. */
static Pick
pick_first_choice (QdLocalRun *run, Choice *c)
{
  const QdNeighbourhood *nb = run->nb;
  guint64 n = nb->n_moves (run->state);
  guint64 tries = run->o->max_tries != 0 ? run->o->max_tries : MIN (4 * n, QD_LOCAL_DEFAULT_MAX_TRIES);
  double eps = qd_local_tolerance (run);

  c->ties = 1;
  for (guint64 t = 0; n > 0 && t < tries; t++)
    {
      guint64 m = qd_random_below64 (&run->rng, n);
      double delta = nb->delta (run->state, m);

      if (evaluated (run, &c->status))
        return PICK_STOPPED;
      if (qd_local_gain (run, delta) > eps)
        {
          c->move = m;
          c->delta = delta;
          return PICK_MOVE;
        }
    }
  return PICK_NONE;
}

static Pick
pick (QdLocalRun *run, Choice *c)
{
  switch (run->o->algorithm)
    {
    case QD_LOCAL_STOCHASTIC:
      return pick_stochastic (run, c);
    case QD_LOCAL_FIRST_CHOICE:
      return pick_first_choice (run, c);
    case QD_LOCAL_HILL_CLIMBING:
    case QD_LOCAL_ANNEALING:
    default:
      return pick_steepest (run, c);
    }
}

static void
take (QdLocalRun *run, const Choice *c)
{
  QdLocalStats *stats = run->stats;

  run->nb->apply (run->state, c->move);
  run->value += c->delta;
  stats->moves++;
  if (fabs (c->delta) <= qd_local_tolerance (run))
    {
      run->sideways++;
      stats->sideways_moves++;
    }
  else
    run->sideways = 0;
  qd_local_emit (run, QD_LOCAL_STEP_MOVE, c->move, c->delta, NAN, 1, c->ties);
  qd_local_note_value (run);
}

QdLocalStatus
qd_local_climb (QdLocalRun *run)
{
  const QdNeighbourhood *nb = run->nb;
  QdLocalStats *stats = run->stats;
  QdLocalStatus status;
  Choice c;

  for (;;)
    {
      if (qd_local_at_goal (run))
        return QD_LOCAL_GOAL;
      if (qd_local_should_stop (run, &status))
        return status;
      if (run->o->max_iterations != 0 && stats->iterations >= run->o->max_iterations)
        return QD_LOCAL_LIMIT;
      stats->iterations++;
      switch (pick (run, &c))
        {
        case PICK_STOPPED:
          return c.status;
        case PICK_MOVE:
          take (run, &c);
          continue;
        case PICK_NONE:
        default:
          break;
        }
      /* A local optimum: start over somewhere else, or stop. */
      if (stats->restarts >= run->o->restarts || nb->randomize == NULL)
        return QD_LOCAL_OPTIMUM;
      nb->randomize (run->state, &run->rng);
      run->value = nb->value (run->state);
      run->sideways = 0;
      stats->restarts++;
      qd_local_emit (run, QD_LOCAL_STEP_RESTART, 0, 0, NAN, 1, 0);
      qd_local_note_value (run);
    }
}
