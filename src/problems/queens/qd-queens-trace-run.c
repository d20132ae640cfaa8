/* qd-queens-trace-run.c — a search on N queens by name (qd_queens_run),
 * recorded step by step (qd-queens-trace-run.h). */
#include "config.h"
#include "qd-queens-trace-run.h"

#include <math.h>
#include <string.h>

#include "qd-queens-search.h"
#include "qd-queens-successors.h"

#define LIVE_EVERY 256

void
qd_queens_trace_run_options_init (QdQueensTraceRunOptions *o)
{
  *o = (QdQueensTraceRunOptions) { .algorithm = "steepest", .mutation = -1, .alpha = 0.999 };
}

/* ------------------------------------------------------------ listening */

typedef struct {
  QdQueensTrace *trace;
  QdQueens *q;                  /* the searcher's state */
  QdQueens *scratch;            /* a genetic individual as a state */
  const QdQueensTraceRunOptions *o;
  guint64 steps;
  /* The genetic algorithm's last generation, to draw the next beside it. */
  QdQueensGeneration *last;
} Listener;

static void
tell (Listener *l, const QdQueens *q)
{
  l->steps++;
  if (l->o->progress != NULL)
    __atomic_store_n (l->o->progress, (gint64) l->steps, __ATOMIC_RELAXED);
  if (l->o->on_live != NULL && l->steps % LIVE_EVERY == 0)
    l->o->on_live (l->o->user_data, q, l->steps);
}

static void
on_step (gpointer data, const QdQueensStep *step)
{
  Listener *l = data;

  if (step->kind == QD_LOCAL_STEP_RESTART)
    qd_queens_trace_restart (l->trace, l->q);
  else if (step->kind == QD_LOCAL_STEP_MOVE)
    qd_queens_trace_move (l->trace, step->col, step->from, step->row, step->h, step->n_ties, step->temperature,
                          step->probability);
  else if (memcmp (l->q->rows, l->trace->start, l->q->n * sizeof (guint)) != 0)
    qd_queens_trace_state (l->trace, l->q);   /* a start of its own (min-conflicts' greedy one) */
  else
    return;
  tell (l, l->q);
}

static void
on_beam (gpointer data, const QdBeamStep *step)
{
  Listener *l = data;
  const QdQueens *best = step->states[step->best];

  qd_queens_trace_state (l->trace, best);
  tell (l, best);
}

/* Generation g's records: its individuals are the children of generation
 * g − 1 (kept in l->last), which the figure shows beside them. */
static void
fill_children (QdQueensGeneration *g, const QdGeneticGeneration *now)
{
  guint n = g->n;

  memcpy (g->children, now->genes, (gsize) g->size * n * sizeof (guint));
  for (guint i = 0; i < g->size; i++)
    {
      guint a = now->parent_a[i], b = now->parent_b[i], cut = now->crossover_point[i], m = now->mutated[i];

      g->parent_a[i] = a != QD_GENETIC_NONE ? a : i;
      g->parent_b[i] = b != QD_GENETIC_NONE ? b : g->parent_a[i];
      g->cut[i] = cut != QD_GENETIC_NONE ? cut : 0;
      g->mutated[i] = m != QD_GENETIC_NONE ? (gint) m : -1;
      if (m != QD_GENETIC_NONE)
        {
          /* The gene before mutation: the crossover's, from parent a before the cut. */
          guint from = cut != QD_GENETIC_NONE && m >= cut ? g->parent_b[i] : g->parent_a[i];

          g->mutated_from[i] = g->genes[(gsize) from * n + m];
        }
    }
}

static void
on_generation (gpointer data, const QdGeneticGeneration *now)
{
  Listener *l = data;
  guint n = now->n_genes;

  if (l->last != NULL && l->last->size == now->size && now->generation > 0)
    {
      fill_children (l->last, now);
      qd_queens_trace_generation (l->trace, l->last);
    }
  if (l->last == NULL || l->last->size != now->size)
    {
      qd_queens_generation_free (l->last);
      l->last = qd_queens_generation_new (now->size, n);
    }
  l->last->number = now->generation;
  memcpy (l->last->genes, now->genes, (gsize) now->size * n * sizeof (guint));
  memcpy (l->last->fitness, now->fitness, now->size * sizeof (double));
  for (guint i = 0; i < now->size; i++)
    l->last->share[i] = now->share[i] / 100;
  qd_queens_set (l->scratch, now->genes + (gsize) now->best * n);
  qd_queens_trace_state (l->trace, l->scratch);
  tell (l, l->scratch);
}

/* ------------------------------------------------------------- running */

static void
run_options (const QdQueensTraceRunOptions *o, QdQueensRunOptions *run)
{
  qd_queens_run_options_init (run);
  run->algorithm = o->algorithm;
  run->seed = o->seed;
  if (o->sideways > 0)
    run->sideways = (gint) o->sideways;
  run->max_steps = o->max_steps;
  if (o->t0 > 0)
    {
      run->schedule.t0 = o->t0;
      run->schedule.t_min = o->t0 / 1000;
    }
  if (o->alpha > 0 && o->alpha < 1)
    run->schedule.alpha = o->alpha;
  if (o->k > 0)
    run->k = o->k;
  if (o->population >= 2)
    run->population = o->population;
  if (o->mutation >= 0)
    run->mutation = o->mutation;
  run->selection = o->roulette ? QD_SELECTION_ROULETTE : QD_SELECTION_TOURNAMENT;
  if (g_strcmp0 (o->algorithm, "genetic") == 0 && o->max_steps > 0)
    run->generations = o->max_steps;
  run->deadline_us = o->deadline_us;
  run->stop = o->stop;
}

gboolean
qd_queens_trace_run_size_check (const QdQueensTraceRunOptions *o, guint n, const char *option_k,
                                const char *option_population, GError **error)
{
  QdQueensRunOptions run;

  run_options (o, &run);
  return qd_queens_run_size_check (&run, n, option_k, option_population, error);
}

char *
qd_queens_trace_run_step_cost_text (const QdQueensTraceRunOptions *o, guint n)
{
  QdQueensRunOptions run;

  run_options (o, &run);
  return qd_queens_step_cost_text (&run, n);
}

/* Why a hill climb ended unsolved: its final state's best successor
 * (qd-queens-trace.h), on the worker like the climb. */
static void
look_around_end (QdQueensTrace *t, const QdQueens *q, const char *algorithm)
{
  QdLocalVariantId id;
  g_autoptr(GArray) moves = NULL;

  if (t->solved || t->stopped || q->n > QD_QUEENS_TRACE_SCAN_MAX_N
      || !qd_local_menu_lookup (&qd_queens_algorithms, algorithm, &id)
      || qd_local_variant (id)->family != QD_LOCAL_FAMILY_CLIMB)
    return;
  moves = g_array_new (FALSE, FALSE, sizeof (QdQueensMove));
  t->best_next_h = qd_queens_best_moves (q, moves);
}

QdQueensTrace *
qd_queens_trace_run (QdQueens *q, const QdQueensTraceRunOptions *o, GError **error)
{
  Listener l = { NULL, q, NULL, o, 0, NULL };
  QdQueensRunOptions run;
  QdLocalOutcome out;
  gint64 start = g_get_monotonic_time ();
  gboolean ok;

  run_options (o, &run);
  if (!qd_queens_run_options_check (&run, error))
    return NULL;
  l.trace = qd_queens_trace_new (q, o->algorithm);
  l.scratch = qd_queens_new (q->n);
  run.on_step = on_step;
  run.on_beam = on_beam;
  run.on_generation = on_generation;
  run.user_data = &l;
  ok = qd_queens_run (q, &run, &out, error);
  qd_queens_free (l.scratch);
  qd_queens_generation_free (l.last);
  if (!ok)
    {
      qd_queens_trace_free (l.trace);
      return NULL;
    }
  qd_queens_trace_finish (l.trace, q, o->stop != NULL && g_atomic_int_get (o->stop) != 0,
                          g_get_monotonic_time () - start);
  look_around_end (l.trace, q, o->algorithm);
  return l.trace;
}
