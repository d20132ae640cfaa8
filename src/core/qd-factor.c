/* qd-factor.c — factors over discrete variables (qd-factor.h).
 *
 * Every operation is one walk of an odometer over some digits (variables),
 * outermost first, the last digit fastest: each input table keeps its own
 * index, moved by a precomputed stride when a digit moves (0 when the input
 * does not hold that variable) and taken back by (card - 1) · stride when the
 * digit wraps.  The innermost digit is a plain loop; nothing is allocated per
 * entry.  A walk either writes one output entry per assignment (product,
 * reordering, reduction) or sums (maximises) the innermost digit into one
 * output entry (sum-out, max-out, and the product summed at once). */
#include "config.h"
#include "qd-factor-private.h"

#include <math.h>
#include <string.h>

typedef enum
{
  WALK_COPY,
  WALK_SUM,
  WALK_MAX,
} WalkMode;

typedef struct
{
  guint nd;                     /* digits, outermost first */
  const guint *card;            /* nd */
  guint nf;                     /* input tables */
  const double *const *in;      /* nf */
  gsize *stride;                /* nd × nf: input f's step when digit d moves ([d * nf + f]) */
} Walk;

/* ------------------------------------------------------------- sizes */

gboolean
qd_factor_size (const guint *card, guint n, guint64 limit, gsize *size, double *log10_size)
{
  guint64 s = 1;
  gboolean fits = TRUE;

  for (guint i = 0; i < n; i++)
    {
      if (card[i] != 0 && s > G_MAXSIZE / card[i])
        fits = FALSE;
      else
        s *= card[i];
    }
  if (fits && limit != 0 && s > limit)
    fits = FALSE;
  if (fits && size != NULL)
    *size = (gsize) s;
  if (log10_size != NULL)
    {
      double lg = 0;
      for (guint i = 0; i < n; i++)
        lg += log10 ((double) card[i]);
      *log10_size = lg;
    }
  return fits;
}

/* ------------------------------------------------------------- the walk */

static inline double
walk_term (const double *const *in, const gsize *idx, const gsize *last, guint nf, guint j)
{
  double p = 1.0;

  for (guint f = 0; f < nf; f++)
    p *= in[f][idx[f] + j * last[f]];
  return p;
}

/* The innermost digit for the outer assignment whose indices are IDX. */
static inline void
walk_inner (const Walk *w, WalkMode mode, const gsize *idx, const gsize *last, guint clast, double *out,
            gsize k, guint *argmax)
{
  if (mode == WALK_COPY)
    {
      double *o = out + k * clast;
      for (guint j = 0; j < clast; j++)
        o[j] = walk_term (w->in, idx, last, w->nf, j);
    }
  else if (mode == WALK_SUM)
    {
      double acc = 0;
      for (guint j = 0; j < clast; j++)
        acc += walk_term (w->in, idx, last, w->nf, j);
      out[k] = acc;
    }
  else
    {
      double best = walk_term (w->in, idx, last, w->nf, 0);
      guint arg = 0;
      for (guint j = 1; j < clast; j++)
        {
          double t = walk_term (w->in, idx, last, w->nf, j);
          if (t > best)
            best = t, arg = j;
        }
      out[k] = best;
      if (argmax != NULL)
        argmax[k] = arg;
    }
}

/* Moves the odometer of the outer digits (all but the last) one step. */
static inline void
walk_advance (const Walk *w, guint *count, gsize *idx, const gsize *reset)
{
  for (gint d = (gint) w->nd - 2; d >= 0; d--)
    {
      const gsize *step = w->stride + (gsize) d * w->nf;
      if (++count[d] < w->card[d])
        {
          for (guint f = 0; f < w->nf; f++)
            idx[f] += step[f];
          return;
        }
      count[d] = 0;
      for (guint f = 0; f < w->nf; f++)
        idx[f] -= reset[(gsize) d * w->nf + f];
    }
}

/* FALSE when *STOP became non-zero (OUT unfinished). */
static gboolean
walk_run (const Walk *w, WalkMode mode, double *out, guint *argmax, const gint *stop)
{
  gsize outer = 1, done = 0;

  if (w->nd == 0)
    {
      out[0] = 1.0;
      for (guint f = 0; f < w->nf; f++)
        out[0] *= w->in[f][0];
      if (argmax != NULL)
        argmax[0] = 0;
      return TRUE;
    }
  for (guint d = 0; d + 1 < w->nd; d++)
    outer *= w->card[d];

  guint clast = w->card[w->nd - 1];
  g_autofree gsize *idx = g_new0 (gsize, w->nf + 1);
  g_autofree guint *count = g_new0 (guint, w->nd);
  g_autofree gsize *reset = g_new (gsize, (gsize) w->nd * w->nf + 1);
  const gsize *last = w->stride + (gsize) (w->nd - 1) * w->nf;

  for (guint d = 0; d < w->nd; d++)
    for (guint f = 0; f < w->nf; f++)
      reset[(gsize) d * w->nf + f] = (gsize) (w->card[d] - 1) * w->stride[(gsize) d * w->nf + f];
  for (gsize k = 0; k < outer; k++)
    {
      walk_inner (w, mode, idx, last, clast, out, k, argmax);
      walk_advance (w, count, idx, reset);
      done += clast;
      if (stop != NULL && done >= QD_FACTOR_STOP_EVERY)
        {
          done = 0;
          if (g_atomic_int_get (stop))
            return FALSE;
        }
    }
  return TRUE;
}

/* Column F of W's strides for FACTOR over the digits DVARS. */
static void
walk_set_factor (Walk *w, guint f, const QdFactor *factor, const guint *dvars)
{
  g_autofree gsize *own = g_new (gsize, factor->n + 1);
  gsize s = 1;

  for (guint i = factor->n; i-- > 0;)
    {
      own[i] = s;
      s *= factor->card[i];
    }
  for (guint d = 0; d < w->nd; d++)
    {
      gint i = qd_factor_find (factor, dvars[d]);
      w->stride[(gsize) d * w->nf + f] = i < 0 ? 0 : own[i];
    }
}

/* A walk over the digits DVARS (CARD) of the N FACTORS' tables. */
static void
walk_init (Walk *w, const guint *dvars, const guint *card, guint nd, const QdFactor *const *factors, guint n,
           const double **in)
{
  w->nd = nd;
  w->card = card;
  w->nf = n;
  w->in = in;
  w->stride = g_new0 (gsize, (gsize) nd * n + 1);
  for (guint f = 0; f < n; f++)
    {
      in[f] = factors[f]->values;
      walk_set_factor (w, f, factors[f], dvars);
    }
}

/* ------------------------------------------------------------- factors */

static QdFactor *
factor_alloc (guint n, gsize size)
{
  QdFactor *factor = g_new0 (QdFactor, 1);

  factor->n = n;
  factor->vars = g_new (guint, n + 1);
  factor->card = g_new (guint, n + 1);
  factor->size = size;
  factor->values = g_new0 (double, size);
  return factor;
}

QdFactor *
qd_factor_new (const guint *vars, const guint *card, guint n, const double *values, guint64 limit)
{
  gsize size;

  if (!qd_factor_size (card, n, limit, &size, NULL))
    return NULL;

  g_autofree guint *perm = g_new (guint, n + 1);
  QdFactor *factor = factor_alloc (n, size);

  for (guint i = 0; i < n; i++)
    {
      guint j = i;
      for (; j > 0 && vars[perm[j - 1]] > vars[i]; j--)
        perm[j] = perm[j - 1];
      perm[j] = i;
    }
  for (guint i = 0; i < n; i++)
    {
      g_return_val_if_fail (i == 0 || vars[perm[i]] != vars[perm[i - 1]], factor);
      factor->vars[i] = vars[perm[i]];
      factor->card[i] = card[perm[i]];
    }
  if (values == NULL)
    return factor;

  g_autofree gsize *given = g_new (gsize, n + 1);
  const double *in[1] = { values };
  Walk w = { .nd = n, .card = factor->card, .nf = 1, .in = in, .stride = g_new (gsize, n + 1) };
  gsize s = 1;

  for (guint i = n; i-- > 0;)
    given[i] = s, s *= card[i];
  for (guint d = 0; d < n; d++)
    w.stride[d] = given[perm[d]];
  walk_run (&w, WALK_COPY, factor->values, NULL, NULL);
  g_free (w.stride);
  return factor;
}

QdFactor *
qd_factor_copy (const QdFactor *factor)
{
  QdFactor *copy = factor_alloc (factor->n, factor->size);

  memcpy (copy->vars, factor->vars, factor->n * sizeof (guint));
  memcpy (copy->card, factor->card, factor->n * sizeof (guint));
  memcpy (copy->values, factor->values, factor->size * sizeof (double));
  return copy;
}

void
qd_factor_free (QdFactor *factor)
{
  if (factor == NULL)
    return;
  g_free (factor->vars);
  g_free (factor->card);
  g_free (factor->values);
  g_free (factor);
}

gint
qd_factor_find (const QdFactor *factor, guint var)
{
  guint lo = 0, hi = factor->n;

  while (lo < hi)
    {
      guint mid = (lo + hi) / 2;
      if (factor->vars[mid] < var)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo < factor->n && factor->vars[lo] == var ? (gint) lo : -1;
}

double
qd_factor_get (const QdFactor *factor, const guint *state)
{
  gsize index = 0;

  for (guint i = 0; i < factor->n; i++)
    index = index * factor->card[i] + state[factor->vars[i]];
  return factor->values[index];
}

guint
qd_factor_union (const QdFactor *const *factors, guint n, guint *vars, guint *card)
{
  g_autofree guint *head = g_new0 (guint, n + 1);
  guint m = 0;

  for (;;)
    {
      guint best = G_MAXUINT, best_card = 0;
      for (guint f = 0; f < n; f++)
        if (head[f] < factors[f]->n && factors[f]->vars[head[f]] < best)
          best = factors[f]->vars[head[f]], best_card = factors[f]->card[head[f]];
      if (best == G_MAXUINT)
        return m;
      vars[m] = best;
      card[m++] = best_card;
      for (guint f = 0; f < n; f++)
        if (head[f] < factors[f]->n && factors[f]->vars[head[f]] == best)
          head[f]++;
    }
}

/* ------------------------------------------------------------- operations */

gboolean
qd_factor_product_stop (const QdFactor *const *factors, guint n, QdFactor *out, const gint *stop)
{
  g_autofree const double **in = g_new (const double *, n + 1);
  Walk w;

  walk_init (&w, out->vars, out->card, out->n, factors, n, in);
  gboolean done = walk_run (&w, WALK_COPY, out->values, NULL, stop);
  g_free (w.stride);
  return done;
}

void
qd_factor_product (const QdFactor *const *factors, guint n, QdFactor *out)
{
  qd_factor_product_stop (factors, n, out, NULL);
}

/* Σ or max over VAR, VAR the innermost digit after OUT's scope. */
static gboolean
fold_out (const QdFactor *const *factors, guint n, guint var, QdFactor *out, WalkMode mode, guint *argmax,
          const gint *stop)
{
  g_autofree guint *dvars = g_new (guint, out->n + 1);
  g_autofree guint *dcard = g_new (guint, out->n + 1);
  g_autofree const double **in = g_new (const double *, n + 1);
  Walk w;

  memcpy (dvars, out->vars, out->n * sizeof (guint));
  memcpy (dcard, out->card, out->n * sizeof (guint));
  dvars[out->n] = var;
  dcard[out->n] = 0;
  for (guint f = 0; f < n && dcard[out->n] == 0; f++)
    {
      gint i = qd_factor_find (factors[f], var);
      if (i >= 0)
        dcard[out->n] = factors[f]->card[i];
    }
  g_return_val_if_fail (dcard[out->n] > 0, TRUE);
  walk_init (&w, dvars, dcard, out->n + 1, factors, n, in);
  gboolean done = walk_run (&w, mode, out->values, argmax, stop);
  g_free (w.stride);
  return done;
}

gboolean
qd_factor_product_sum_out (const QdFactor *const *factors, guint n, guint var, QdFactor *out, const gint *stop)
{
  return fold_out (factors, n, var, out, WALK_SUM, NULL, stop);
}

void
qd_factor_sum_out (const QdFactor *factor, guint var, QdFactor *out)
{
  fold_out (&factor, 1, var, out, WALK_SUM, NULL, NULL);
}

void
qd_factor_max_out (const QdFactor *factor, guint var, QdFactor *out, guint *argmax)
{
  fold_out (&factor, 1, var, out, WALK_MAX, argmax, NULL);
}

QdFactor *
qd_factor_reduce (const QdFactor *factor, guint var, guint state)
{
  gint at = qd_factor_find (factor, var);

  g_return_val_if_fail (at >= 0 && state < factor->card[at], NULL);

  QdFactor *out = factor_alloc (factor->n - 1, factor->size / factor->card[at]);
  gsize stride = 1;
  const double *in[1];
  Walk w;

  for (guint i = 0, k = 0; i < factor->n; i++)
    if (i != (guint) at)
      out->vars[k] = factor->vars[i], out->card[k++] = factor->card[i];
  for (guint i = at + 1; i < factor->n; i++)
    stride *= factor->card[i];
  walk_init (&w, out->vars, out->card, out->n, &factor, 1, in);
  in[0] = factor->values + state * stride;
  walk_run (&w, WALK_COPY, out->values, NULL, NULL);
  g_free (w.stride);
  return out;
}

double
qd_factor_sum (const QdFactor *factor)
{
  double sum = 0;

  for (gsize i = 0; i < factor->size; i++)
    sum += factor->values[i];
  return sum;
}

double
qd_factor_normalize (QdFactor *factor)
{
  double sum = qd_factor_sum (factor);

  if (sum != 0)
    for (gsize i = 0; i < factor->size; i++)
      factor->values[i] /= sum;
  return sum;
}
