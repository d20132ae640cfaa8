/* qd-local-beam.c — local beam search and stochastic beam search over a
 * QdNeighbourhood (qd-local-population.h, AIMA section 4.1.3). */
#include "qd-local-population.h"
#include "qd-random.h"

#include <math.h>
#include <string.h>

/* Deltas computed between two looks at the stop flag and the clock, inside
 * an iteration (a beam of big states has many successors). */
#define CHECK_EVALUATIONS 65536

/* A successor: move `move` of beam state `parent`. */
typedef struct {
  double score;             /* higher is better: the gain, or the weighted draw's key */
  guint64 tie;              /* random: decides between equal scores */
  guint parent;
  guint64 move;
  double delta;
} Candidate;

typedef struct {
  const QdNeighbourhood *nb;
  const QdBeamOptions *o;
  QdLocalStats *stats;
  gpointer state;           /* the caller's: holds the best state seen */
  guint64 rng;
  guint k, n;               /* states wanted, states in the beam */
  gpointer *cur, *next;
  double *cur_value, *next_value;
  Candidate *heap;          /* the k best candidates, the worst at the root */
  guint n_heap;
  double best_gain;         /* of the best state seen */
  QdLocalStatus status;     /* why a pass stopped */
} Beam;

void
qd_beam_options_init (QdBeamOptions *options)
{
  g_return_if_fail (options != NULL);
  memset (options, 0, sizeof *options);
  options->k = 4;
  options->temperature = 1;
}

/* A beam state's share of the arrays: its slot in cur and next, its two
 * values and a candidate of the heap. */
#define BEAM_BYTES_PER_STATE (2 * sizeof (gpointer) + 2 * sizeof (double) + sizeof (Candidate))

guint64
qd_beam_bytes (guint k, guint64 state_bytes)
{
  /* state_bytes is below 2^64 / 2^33 for any state that fits: no overflow. */
  guint64 per = 2 * MIN (state_bytes, QD_LOCAL_POPULATION_MAX_BYTES + 1) + BEAM_BYTES_PER_STATE;

  return (guint64) k * per;
}

guint
qd_beam_max_k (guint64 state_bytes)
{
  guint64 per = qd_beam_bytes (1, state_bytes);

  return (guint) MIN (QD_LOCAL_POPULATION_MAX_BYTES / per, (guint64) G_MAXUINT);
}

static inline double
gain (const Beam *b, double value)
{
  return b->o->maximise ? value : -value;
}

static inline double
tolerance (double value)
{
  return 1e-9 * MAX (1.0, fabs (value));
}

static gboolean
at_goal (const Beam *b, double value)
{
  return b->o->use_goal && gain (b, value) >= gain (b, b->o->goal) - tolerance (b->o->goal);
}

static gboolean
should_stop (Beam *b)
{
  const QdBeamOptions *o = b->o;

  if (o->stop != NULL && g_atomic_int_get (o->stop) != 0)
    b->status = QD_LOCAL_STOPPED;
  else if (o->deadline_us != 0 && g_get_monotonic_time () >= o->deadline_us)
    b->status = QD_LOCAL_LIMIT;
  else
    return FALSE;
  return TRUE;
}

/* ------------------------------------------------- the k best, a heap */

static inline gboolean
worse (const Candidate *a, const Candidate *c)
{
  return a->score < c->score || (a->score == c->score && a->tie < c->tie);
}

static void
sift_down (Candidate *h, guint n, guint i)
{
  for (;;)
    {
      guint l = 2 * i + 1, r = l + 1, m = i;
      Candidate t;

      if (l < n && worse (&h[l], &h[m]))
        m = l;
      if (r < n && worse (&h[r], &h[m]))
        m = r;
      if (m == i)
        return;
      t = h[i];
      h[i] = h[m];
      h[m] = t;
      i = m;
    }
}

/* Keeps c if it is among the k best offered so far. */
static void
offer (Beam *b, const Candidate *c)
{
  Candidate *h = b->heap;

  if (b->n_heap < b->k)
    {
      guint i = b->n_heap++;

      h[i] = *c;
      while (i > 0 && worse (&h[i], &h[(i - 1) / 2]))
        {
          Candidate t = h[i];

          h[i] = h[(i - 1) / 2];
          h[(i - 1) / 2] = t;
          i = (i - 1) / 2;
        }
    }
  else if (worse (&h[0], c))
    {
      h[0] = *c;
      sift_down (h, b->n_heap, 0);
    }
}

/* ----------------------------------------------------------- iterations */

/* The best state seen is kept in the caller's state. */
static void
note_best (Beam *b, gconstpointer s, double value)
{
  if (gain (b, value) > b->best_gain + tolerance (value))
    {
      b->best_gain = gain (b, value);
      if (s != b->state)
        b->nb->copy (b->state, s);
    }
}

static void
emit (Beam *b, guint64 successors)
{
  QdBeamStep step = {
    .iteration = b->stats->iterations,
    .k = b->n,
    .states = (const gconstpointer *) b->cur,
    .values = b->cur_value,
    .best = 0,
    .successors = successors,
  };

  for (guint i = 1; i < b->n; i++)
    if (gain (b, b->cur_value[i]) > gain (b, b->cur_value[step.best]))
      step.best = i;
  if (b->o->on_iteration != NULL)
    b->o->on_iteration (b->o->user_data, &step);
}

/* A successor reached the goal: told as a last iteration whose beam is
 * that state alone. */
static void
emit_goal (Beam *b, double value, guint64 successors)
{
  gconstpointer states[1] = { b->state };
  QdBeamStep step = {
    .iteration = b->stats->iterations,
    .k = 1,
    .states = states,
    .values = &value,
    .best = 0,
    .successors = successors,
  };

  if (b->o->on_iteration != NULL)
    b->o->on_iteration (b->o->user_data, &step);
}

/* Looks at every successor: offers each to the heap (local beam search),
 * finds the best gain, stops at a goal.  FALSE: stopped (b->status). */
static gboolean
scan (Beam *b, gboolean offer_all, double *best_successor, guint64 *count)
{
  const QdNeighbourhood *nb = b->nb;

  *best_successor = -G_MAXDOUBLE;
  *count = 0;
  for (guint i = 0; i < b->n; i++)
    {
      guint64 n = nb->n_moves (b->cur[i]);

      for (guint64 m = 0; m < n; m++)
        {
          double delta = nb->delta (b->cur[i], m), v = b->cur_value[i] + delta;
          Candidate c = { gain (b, v), qd_random_next (&b->rng), i, m, delta };

          if (++b->stats->evaluations % CHECK_EVALUATIONS == 0 && should_stop (b))
            return FALSE;
          (*count)++;
          *best_successor = MAX (*best_successor, c.score);
          if (at_goal (b, v))
            {
              nb->copy (b->state, b->cur[i]);
              nb->apply (b->state, m);
              b->stats->iterations++;
              b->stats->moves++;
              b->best_gain = gain (b, v);
              b->status = QD_LOCAL_GOAL;
              emit_goal (b, v, *count);
              return FALSE;
            }
          if (offer_all)
            offer (b, &c);
        }
    }
  return TRUE;
}

/* Stochastic beam search: the weighted draw without replacement, key
 * log (u) / w with w = e^((g − g*)/T), the k largest keys kept. */
static gboolean
draw (Beam *b, double best_successor)
{
  const QdNeighbourhood *nb = b->nb;
  double t = b->o->temperature > 0 ? b->o->temperature : 1;

  for (guint i = 0; i < b->n; i++)
    {
      guint64 n = nb->n_moves (b->cur[i]);

      for (guint64 m = 0; m < n; m++)
        {
          double delta = nb->delta (b->cur[i], m), g = gain (b, b->cur_value[i] + delta);
          double u = qd_random_double (&b->rng);
          Candidate c = { 0, qd_random_next (&b->rng), i, m, delta };

          if (++b->stats->evaluations % CHECK_EVALUATIONS == 0 && should_stop (b))
            return FALSE;
          c.score = log (u > 0 ? u : G_MINDOUBLE) * exp ((best_successor - g) / t);
          offer (b, &c);
        }
    }
  return TRUE;
}

/* The kept successors become the beam, best first. */
static void
advance (Beam *b)
{
  const QdNeighbourhood *nb = b->nb;
  gpointer *swap_states;
  double *swap_values;

  /* Best first: insertion sort of the (few) kept, by gain then tie. */
  for (guint i = 1; i < b->n_heap; i++)
    for (guint j = i; j > 0; j--)
      {
        Candidate *x = &b->heap[j - 1], *y = &b->heap[j], t;
        double gx = gain (b, b->cur_value[x->parent] + x->delta), gy = gain (b, b->cur_value[y->parent] + y->delta);

        if (gx > gy || (gx == gy && x->tie >= y->tie))
          break;
        t = *x;
        *x = *y;
        *y = t;
      }
  for (guint j = 0; j < b->n_heap; j++)
    {
      const Candidate *c = &b->heap[j];

      nb->copy (b->next[j], b->cur[c->parent]);
      nb->apply (b->next[j], c->move);
      b->next_value[j] = b->cur_value[c->parent] + c->delta;
    }
  swap_states = b->cur, b->cur = b->next, b->next = swap_states;
  swap_values = b->cur_value, b->cur_value = b->next_value, b->next_value = swap_values;
  b->n = b->n_heap;
  b->stats->moves += b->n_heap;
  for (guint j = 0; j < b->n; j++)
    note_best (b, b->cur[j], b->cur_value[j]);
}

static QdLocalStatus
iterate (Beam *b)
{
  guint stall = 0;

  for (;;)
    {
      double best_successor;
      guint64 count;

      if (should_stop (b))
        return b->status;
      if (b->o->max_iterations != 0 && b->stats->iterations >= b->o->max_iterations)
        return QD_LOCAL_LIMIT;
      b->n_heap = 0;
      if (!scan (b, !b->o->stochastic, &best_successor, &count))
        return b->status;
      if (count == 0)
        return QD_LOCAL_OPTIMUM;
      if (best_successor > b->best_gain + tolerance (best_successor))
        stall = 0;
      else if (stall++ >= b->o->max_stall)
        return QD_LOCAL_OPTIMUM;
      if (b->o->stochastic && !draw (b, best_successor))
        return b->status;
      b->stats->iterations++;
      advance (b);
      emit (b, count);
    }
}

static gboolean
beam_setup (Beam *b, const QdNeighbourhood *nb, gpointer state, const QdBeamOptions *o, QdLocalStats *stats)
{
  if (nb == NULL || nb->n_moves == NULL || nb->delta == NULL || nb->apply == NULL || nb->value == NULL ||
      nb->dup == NULL || nb->copy == NULL || nb->free_state == NULL || o->k == 0 ||
      (o->k > 1 && nb->randomize == NULL))
    {
      g_warning ("qd_beam_search: the neighbourhood lacks dup, copy, free_state or randomize, or k is 0");
      return FALSE;
    }
  if (qd_beam_bytes (o->k, o->state_bytes) > QD_LOCAL_POPULATION_MAX_BYTES)
    {
      g_warning ("qd_beam_search: a beam of %u states takes more than " QD_LOCAL_POPULATION_MAX_TEXT
                 " (at most %u states)", o->k, qd_beam_max_k (o->state_bytes));
      return FALSE;
    }
  memset (b, 0, sizeof *b);
  b->nb = nb;
  b->o = o;
  b->stats = stats;
  b->state = state;
  b->rng = o->seed;
  b->k = b->n = o->k;
  b->cur = g_new (gpointer, b->k);
  b->next = g_new (gpointer, b->k);
  b->cur_value = g_new (double, b->k);
  b->next_value = g_new (double, b->k);
  b->heap = g_new (Candidate, b->k);
  for (guint i = 0; i < b->k; i++)
    {
      b->cur[i] = nb->dup (state);
      b->next[i] = nb->dup (state);
      if (i > 0)
        nb->randomize (b->cur[i], &b->rng);
      b->cur_value[i] = nb->value (b->cur[i]);
    }
  return TRUE;
}

static void
beam_clear (Beam *b)
{
  for (guint i = 0; i < b->k; i++)
    {
      b->nb->free_state (b->cur[i]);
      b->nb->free_state (b->next[i]);
    }
  g_free (b->cur);
  g_free (b->next);
  g_free (b->cur_value);
  g_free (b->next_value);
  g_free (b->heap);
}

QdLocalStatus
qd_beam_search (const QdNeighbourhood *nb, gpointer state, const QdBeamOptions *options, QdLocalStats *stats)
{
  QdLocalStats local_stats;
  QdBeamOptions defaults;
  QdLocalStatus status = QD_LOCAL_GOAL;
  gint64 start = g_get_monotonic_time ();
  Beam b;

  if (options == NULL)
    {
      qd_beam_options_init (&defaults);
      options = &defaults;
    }
  if (stats == NULL)
    stats = &local_stats;
  memset (stats, 0, sizeof *stats);
  stats->temperature = NAN;
  if (!beam_setup (&b, nb, state, options, stats))
    return QD_LOCAL_STOPPED;
  stats->start_value = b.cur_value[0];
  b.best_gain = gain (&b, b.cur_value[0]);
  for (guint i = 1; i < b.n; i++)
    note_best (&b, b.cur[i], b.cur_value[i]);
  emit (&b, 0);
  if (!at_goal (&b, nb->value (state)))
    status = iterate (&b);
  beam_clear (&b);
  stats->value = stats->best_value = nb->value (state);
  stats->time_us = g_get_monotonic_time () - start;
  return status;
}
