/* qd-queens-trace.c — a search on N queens recorded step by step
 * (qd-queens-trace.h). */
#include "config.h"
#include "qd-queens-trace.h"

#include <math.h>
#include <string.h>

QdQueensGeneration *
qd_queens_generation_new (guint size, guint n)
{
  QdQueensGeneration *g = g_new0 (QdQueensGeneration, 1);

  g->size = size;
  g->n = n;
  g->genes = g_new0 (guint, (gsize) size * n);
  g->children = g_new0 (guint, (gsize) size * n);
  g->fitness = g_new0 (double, size);
  g->share = g_new0 (double, size);
  g->parent_a = g_new0 (guint, size);
  g->parent_b = g_new0 (guint, size);
  g->cut = g_new0 (guint, size);
  g->mutated = g_new0 (gint, size);
  g->mutated_from = g_new0 (guint, size);
  return g;
}

void
qd_queens_generation_free (QdQueensGeneration *g)
{
  if (g == NULL)
    return;
  g_free (g->genes);
  g_free (g->children);
  g_free (g->fitness);
  g_free (g->share);
  g_free (g->parent_a);
  g_free (g->parent_b);
  g_free (g->cut);
  g_free (g->mutated);
  g_free (g->mutated_from);
  g_free (g);
}

static QdQueensGeneration *
generation_copy (const QdQueensGeneration *g)
{
  QdQueensGeneration *c = qd_queens_generation_new (g->size, g->n);
  gsize genes = (gsize) g->size * g->n * sizeof (guint);

  c->number = g->number;
  memcpy (c->genes, g->genes, genes);
  memcpy (c->children, g->children, genes);
  memcpy (c->fitness, g->fitness, g->size * sizeof (double));
  memcpy (c->share, g->share, g->size * sizeof (double));
  memcpy (c->parent_a, g->parent_a, g->size * sizeof (guint));
  memcpy (c->parent_b, g->parent_b, g->size * sizeof (guint));
  memcpy (c->cut, g->cut, g->size * sizeof (guint));
  memcpy (c->mutated, g->mutated, g->size * sizeof (gint));
  memcpy (c->mutated_from, g->mutated_from, g->size * sizeof (guint));
  return c;
}

/* A copy of q's rows among the snapshots, or -1 past the limit. */
static gint
keep_rows (QdQueensTrace *t, const QdQueens *q)
{
  if (t->snapshot_rows + q->n > QD_QUEENS_TRACE_MAX_SNAPSHOT_ROWS)
    return -1;
  t->snapshot_rows += q->n;
  g_ptr_array_add (t->snapshots, g_memdup2 (q->rows, q->n * sizeof (guint)));
  return (gint) t->snapshots->len - 1;
}

/* Two samples into one, so that the samples of a run of any length fit
 * (the array was sized for them: no allocation while the search runs). */
static void
merge_samples (QdQueensTrace *t)
{
  guint kept = 0;

  for (guint i = 0; i < t->samples->len; i += 2)
    {
      QdQueensTraceSample *a = &g_array_index (t->samples, QdQueensTraceSample, i);
      QdQueensTraceSample merged = *a;

      if (merged.restart_step == 0 && i + 1 < t->samples->len)
        {
          const QdQueensTraceSample *b = &g_array_index (t->samples, QdQueensTraceSample, i + 1);

          merged.restart_step = b->restart_step;
          merged.restart_h = b->restart_h;
        }
      g_array_index (t->samples, QdQueensTraceSample, kept++) = merged;
    }
  g_array_set_size (t->samples, kept);
  t->sample_stride *= 2;
}

/* Step t->n_steps (just made) among the samples of h. */
static void
sample_step (QdQueensTrace *t, const QdQueensTraceStep *step)
{
  guint64 k = t->n_steps;

  if (k % t->sample_stride == 0 && t->samples->len >= QD_QUEENS_TRACE_MAX_SAMPLES)
    merge_samples (t);
  if (k % t->sample_stride == 0)
    {
      QdQueensTraceSample s = { .step = k, .h = step->h };

      g_array_append_val (t->samples, s);
    }
  if (step->kind == QD_QUEENS_TRACE_RESTART)
    {
      QdQueensTraceSample *last = &g_array_index (t->samples, QdQueensTraceSample, t->samples->len - 1);

      if (last->restart_step == 0)
        {
          last->restart_step = k;
          last->restart_h = step->h;
        }
    }
}

static void
add_step (QdQueensTrace *t, const QdQueensTraceStep *step)
{
  t->n_steps++;
  sample_step (t, step);
  if (t->steps->len >= QD_QUEENS_TRACE_MAX_STEPS)
    {
      t->truncated = TRUE;
      return;
    }
  g_array_append_vals (t->steps, step, 1);
}

QdQueensTrace *
qd_queens_trace_new (const QdQueens *q, const char *algorithm)
{
  QdQueensTrace *t = g_new0 (QdQueensTrace, 1);
  QdQueensTraceStep start = { QD_QUEENS_TRACE_START, 0, 0, 0, q->h, q->h, 0, NAN, 1, -1 };

  t->algorithm = g_strdup (algorithm);
  t->n = q->n;
  t->start = g_memdup2 (q->rows, q->n * sizeof (guint));
  t->shadow = g_memdup2 (q->rows, q->n * sizeof (guint));
  t->steps = g_array_new (FALSE, FALSE, sizeof (QdQueensTraceStep));
  t->snapshots = g_ptr_array_new_with_free_func (g_free);
  t->generations = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_queens_generation_free);
  start.snapshot = keep_rows (t, q);
  g_array_append_val (t->steps, start);
  t->samples = g_array_sized_new (FALSE, FALSE, sizeof (QdQueensTraceSample), QD_QUEENS_TRACE_MAX_SAMPLES);
  t->sample_stride = 1;
  g_array_append_val (t->samples, ((QdQueensTraceSample) { .step = 0, .h = q->h }));
  t->final_h = q->h;
  t->best_next_h = G_MAXUINT64;
  return t;
}

void
qd_queens_trace_free (QdQueensTrace *t)
{
  if (t == NULL)
    return;
  g_free (t->algorithm);
  g_free (t->start);
  g_free (t->shadow);
  g_free (t->final);
  g_array_unref (t->steps);
  g_array_unref (t->samples);
  g_ptr_array_unref (t->snapshots);
  g_ptr_array_unref (t->generations);
  g_free (t);
}

static guint64
last_h (const QdQueensTrace *t)
{
  return t->final_h;
}

static void
whole_state (QdQueensTrace *t, const QdQueens *q, QdQueensTraceStepKind kind)
{
  QdQueensTraceStep step = { kind, 0, 0, 0, last_h (t), q->h, 0, NAN, 1, -1 };

  /* A state past the kept steps need not be kept either. */
  if (t->steps->len < QD_QUEENS_TRACE_MAX_STEPS)
    step.snapshot = keep_rows (t, q);
  memcpy (t->shadow, q->rows, q->n * sizeof (guint));
  add_step (t, &step);
  t->final_h = q->h;
}

void
qd_queens_trace_restart (QdQueensTrace *t, const QdQueens *q)
{
  t->restarts++;
  whole_state (t, q, QD_QUEENS_TRACE_RESTART);
}

void
qd_queens_trace_state (QdQueensTrace *t, const QdQueens *q)
{
  whole_state (t, q, QD_QUEENS_TRACE_STATE);
}

void
qd_queens_trace_move (QdQueensTrace *t, guint col, guint from, guint to, guint64 h, guint n_ties, double temperature,
                      double probability)
{
  QdQueensTraceStep step = { QD_QUEENS_TRACE_MOVE, col, from, to, last_h (t), h, n_ties, temperature, probability,
                             -1 };

  t->shadow[col] = to;
  add_step (t, &step);
  t->final_h = h;
}

void
qd_queens_trace_generation (QdQueensTrace *t, const QdQueensGeneration *g)
{
  if (t->generations->len >= QD_QUEENS_TRACE_MAX_GENERATIONS
      || (gsize) g->size * g->n > QD_QUEENS_TRACE_MAX_GENERATION_GENES)
    return;
  g_ptr_array_add (t->generations, generation_copy (g));
}

void
qd_queens_trace_finish (QdQueensTrace *t, const QdQueens *q, gboolean stopped, gint64 time_us)
{
  /* Beam and genetic searches end on the best state seen, not the last:
   * a last step takes the replay there. */
  if (memcmp (t->shadow, q->rows, q->n * sizeof (guint)) != 0)
    whole_state (t, q, QD_QUEENS_TRACE_STATE);
  g_free (t->final);
  t->final = g_memdup2 (q->rows, q->n * sizeof (guint));
  t->final_h = q->h;
  t->solved = q->h == 0;
  t->stopped = stopped;
  t->time_us = time_us;
}

guint
qd_queens_trace_n_kept (const QdQueensTrace *t)
{
  return t->steps->len;
}

gboolean
qd_queens_trace_replay (const QdQueensTrace *t, guint step, QdQueens *q)
{
  guint base = 0;

  step = MIN (step, t->steps->len - 1);
  /* From the last whole state at or before the step, the moves after it. */
  for (guint k = step + 1; k-- > 0;)
    if (g_array_index (t->steps, QdQueensTraceStep, k).kind != QD_QUEENS_TRACE_MOVE)
      {
        base = k;
        break;
      }
  {
    const QdQueensTraceStep *b = &g_array_index (t->steps, QdQueensTraceStep, base);

    if (b->snapshot < 0)
      return FALSE;
    qd_queens_set (q, g_ptr_array_index (t->snapshots, b->snapshot));
  }
  for (guint k = base + 1; k <= step; k++)
    {
      const QdQueensTraceStep *m = &g_array_index (t->steps, QdQueensTraceStep, k);

      qd_queens_move (q, m->col, m->to);
    }
  return TRUE;
}

gint
qd_queens_trace_generation_at (const QdQueensTrace *t, guint step)
{
  guint states = 0;

  /* The s-th STATE step is generation s − 1's best; generations[g] breeds
   * generation g + 1 from it (the figure reads from the population on show
   * to the next); before any, the first. */
  for (guint k = 1; k <= step && k < t->steps->len; k++)
    states += g_array_index (t->steps, QdQueensTraceStep, k).kind == QD_QUEENS_TRACE_STATE;
  if (t->generations->len == 0)
    return -1;
  return (gint) MIN (MAX (states, 1) - 1, t->generations->len - 1);
}

void
qd_queens_trace_samples (const QdQueensTrace *t, guint64 upto, GArray *out)
{
  gboolean end = upto >= t->n_steps;
  QdQueensTraceSample last;

  g_array_set_size (out, 0);
  upto = MIN (upto, t->n_steps);
  for (guint i = 0; i < t->samples->len; i++)
    {
      QdQueensTraceSample s = g_array_index (t->samples, QdQueensTraceSample, i);

      if (s.step > upto)
        break;
      if (s.restart_step > upto)
        s.restart_step = 0;
      g_array_append_val (out, s);
    }
  /* The line reaches the step shown: its own h where the step is kept,
   * the final h at the end. */
  if (end)
    last = (QdQueensTraceSample) { .step = t->n_steps, .h = t->final_h };
  else if (upto < t->steps->len)
    last = (QdQueensTraceSample) { .step = upto, .h = g_array_index (t->steps, QdQueensTraceStep, upto).h };
  else
    return;
  if (g_array_index (out, QdQueensTraceSample, out->len - 1).step == last.step)
    g_array_index (out, QdQueensTraceSample, out->len - 1).h = last.h;
  else
    g_array_append_val (out, last);
}
