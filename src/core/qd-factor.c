/* qd-factor.c — factors over discrete variables (qd-factor.h).
 *
 * Every operation is one walk of an odometer over some digits (variables),
 * outermost first, the last digit fastest: each input table keeps its own
 * index, moved by a precomputed stride when a digit moves (0 when the input
 * does not hold that variable) and taken back by (card - 1) · stride when the
 * digit wraps.  The output is one more such index (stride 0 on a variable
 * summed out), so a walk writes each product into its output entry (adds
 * it, past the summed variable's first state): the
 * product, the reordering, the reduction and the sum-out (the product summed
 * at once too) are the same loop; max-out keeps the variable innermost.
 * Adjacent digits that every table walks contiguously are merged first, so
 * the innermost loop is as long as can be; nothing is allocated per entry. */
#include "config.h"
#include "qd-factor-private.h"

#include "qd-alloc.h"

#include <math.h>
#include <string.h>

typedef struct
{
  guint nd;                     /* digits, outermost first */
  guint *card;                  /* nd (merging joins some) */
  guint nf;                     /* input tables */
  const double **in;            /* nf */
  gsize *stride;                /* nd × (nf + 1): [d · (nf + 1) + c], column nf the output's */
  gsize *reset;                 /* the same shape: what an index goes back by when a digit wraps */
  gsize *idx;                   /* nf + 1: each table's index */
  guint *count;                 /* nd: each digit's state */
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

/* How the innermost digit's values go into the output: added (products,
 * sums; the output zeroed first) or maximised. */
/* O[j · SO] = (ADD ? O[j · SO] : 0) + Π_f IN[f][IDX[f] + j · LAST[f]] over
 * the innermost digit; with SO 0 (that digit summed out) one entry, the sum
 * kept in a register. */
static inline void
walk_inner_sum (const double *const *in, const gsize *idx, const gsize *last, guint nf, guint clast, double *o,
                gsize so, gboolean add)
{
  if (so == 0 && nf == 2)   /* a dot product: two tables, the last digit summed */
    {
      const double *a = in[0] + idx[0], *b = in[1] + idx[1];
      double acc = 0;
      if (last[0] == 1 && last[1] == 1)
        for (guint j = 0; j < clast; j++)
          acc += a[j] * b[j];
      else
        for (guint j = 0; j < clast; j++)
          acc += a[j * last[0]] * b[j * last[1]];
      *o = add ? *o + acc : acc;
    }
  else if (so == 0)
    {
      double acc = 0;
      for (guint j = 0; j < clast; j++)
        {
          double p = 1.0;
          for (guint f = 0; f < nf; f++)
            p *= in[f][idx[f] + j * last[f]];
          acc += p;
        }
      *o = add ? *o + acc : acc;
    }
  else if (nf == 1)
    {
      const double *a = in[0] + idx[0];
      for (guint j = 0; j < clast; j++)
        o[j * so] = add ? o[j * so] + a[j * last[0]] : a[j * last[0]];
    }
  else if (nf == 2)
    {
      const double *a = in[0] + idx[0], *b = in[1] + idx[1];
      for (guint j = 0; j < clast; j++)
        o[j * so] = add ? o[j * so] + a[j * last[0]] * b[j * last[1]] : a[j * last[0]] * b[j * last[1]];
    }
  else
    for (guint j = 0; j < clast; j++)
      {
        double p = 1.0;
        for (guint f = 0; f < nf; f++)
          p *= in[f][idx[f] + j * last[f]];
        o[j * so] = add ? o[j * so] + p : p;
      }
}

static inline void
walk_inner_max (const double *const *in, const gsize *idx, const gsize *last, guint nf, guint clast, double *o,
                guint *argmax)
{
  double best = -INFINITY;
  guint arg = 0;

  for (guint j = 0; j < clast; j++)
    {
      double p = 1.0;
      for (guint f = 0; f < nf; f++)
        p *= in[f][idx[f] + j * last[f]];
      if (p > best || j == 0)
        best = p, arg = j;
    }
  *o = best;
  if (argmax != NULL)
    *argmax = arg;
}

/* A walk and its arrays in one block (a walk is made per step: one
 * allocation, not seven). */
static Walk *
walk_new (const guint *card, guint nd, guint nf)
{
  gsize cells = (gsize) (nd + 1) * (nf + 1);
  Walk *w = g_malloc0 (sizeof (Walk) + (2 * cells + nf + 1) * sizeof (gsize) + (nf + 1) * sizeof (const double *)
                       + 2 * (nd + 1) * sizeof (guint));

  w->nd = nd;
  w->nf = nf;
  w->stride = (gsize *) (w + 1);
  w->reset = w->stride + cells;
  w->idx = w->reset + cells;
  w->in = (const double **) (w->idx + nf + 1);
  w->card = (guint *) (w->in + nf + 1);
  w->count = w->card + nd + 1;
  if (nd > 0)
    memcpy (w->card, card, nd * sizeof (guint));
  return w;
}

static void
walk_free (Walk *w)
{
  g_free (w);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Walk, walk_free)

/* Column C (an input, or nf: the output) of W's strides: FACTOR's steps
 * over the digits DVARS, 0 where it does not hold the variable. */
static void
walk_set_column (Walk *w, guint c, const guint *vars, const guint *card, guint n, const guint *dvars)
{
  guint nc = w->nf + 1;
  gsize s = 1;

  for (guint d = 0; d < w->nd; d++)
    w->stride[(gsize) d * nc + c] = 0;
  for (guint i = n; i-- > 0;)
    {
      for (guint d = 0; d < w->nd; d++)
        if (dvars[d] == vars[i])
          w->stride[(gsize) d * nc + c] = s;
      s *= card[i];
    }
}

/* Joins each digit into the one before when every table walks the two as
 * one (stride before = stride after × card after): longer inner loops.
 * KEEP_LAST: the last digit is maximised and stays alone. */
static void
walk_merge (Walk *w, gboolean keep_last)
{
  guint nc = w->nf + 1, m = 0;

  for (guint d = 1; d < w->nd; d++)
    {
      gboolean join = !(keep_last && d == w->nd - 1);
      for (guint c = 0; c < nc && join; c++)
        join = w->stride[(gsize) m * nc + c] == w->stride[(gsize) d * nc + c] * w->card[d];
      if (join)
        w->card[m] *= w->card[d];
      else
        w->card[++m] = w->card[d];
      memcpy (w->stride + (gsize) m * nc, w->stride + (gsize) d * nc, nc * sizeof (gsize));
    }
  w->nd = w->nd > 0 ? m + 1 : 0;
}

/* What each table's index goes back by when digit d wraps: (card - 1) ·
 * stride, nd × (nf + 1); the indices and the digits at 0. */
static gsize *
walk_resets (Walk *w)
{
  guint nc = w->nf + 1;
  gsize *reset = w->reset;

  for (guint d = 0; d < w->nd; d++)
    for (guint c = 0; c < nc; c++)
      reset[(gsize) d * nc + c] = (gsize) (w->card[d] - 1) * w->stride[(gsize) d * nc + c];
  memset (w->idx, 0, nc * sizeof (gsize));
  memset (w->count, 0, w->nd * sizeof (guint));
  return reset;
}

/* Moves the odometer of the OUTER first digits one step. */
static inline void
walk_advance (const Walk *w, guint outer, guint *count, gsize *idx, const gsize *reset)
{
  guint nc = w->nf + 1;

  for (gint d = (gint) outer - 1; d >= 0; d--)
    {
      const gsize *step = w->stride + (gsize) d * nc;
      if (++count[d] < w->card[d])
        {
          for (guint c = 0; c < nc; c++)
            idx[c] += step[c];
          return;
        }
      count[d] = 0;
      for (guint c = 0; c < nc; c++)
        idx[c] -= reset[(gsize) d * nc + c];
    }
}

/* Whether the output's entries hold a sum already: a digit summed out among
 * the first N (COUNT their states) is past its first state. */
static inline gboolean
summed_started (const Walk *w, const guint *count, guint n)
{
  for (guint d = 0; d < n; d++)
    if (count[d] > 0 && w->stride[(gsize) d * (w->nf + 1) + w->nf] == 0)
      return TRUE;
  return FALSE;
}

/* ------------------------------------------------------------- the walk by blocks */

/* Entries of a block: the innermost digits that make at most this many
 * are walked by precomputed offsets rather than by the odometer (with 2 to
 * 4 states, link's, the odometer moved every 2 to 4 entries), and the
 * products of a block are made one table at a time, each a short loop the
 * compiler can unroll: the numbers (16 KiB) and the offsets stay in the
 * first level of cache. */
#define BLOCK_MAX 2048
#define BLOCK_MIN 16
#define BLOCK_DIGITS 64

/* How a table's entries in a block are found from its index there. */
typedef enum
{
  COLUMN_ONE,       /* the same entry all through the block */
  COLUMN_RUN,       /* one entry after the other */
  COLUMN_GATHER,    /* at the offsets */
} ColumnKind;

typedef struct
{
  guint first;                  /* the block's first digit */
  guint n;                      /* its entries */
  gint summed;                  /* the digit summed out (-1: none) */
  gboolean summed_in;           /* it is the block's first digit */
  ColumnKind *kind;             /* nf */
  guint32 *offset;              /* nf × n */
  double *tmp;                  /* n */
} Block;

/* TRUE when column C's strides over the digits FIRST … nd-1 but SKIP walk
 * one entry after the other (the last stride 1, each the next times its
 * card). */
static gboolean
column_runs (const Walk *w, guint c, guint first, gint skip)
{
  guint nc = w->nf + 1;
  gsize expect = 1;

  for (guint d = w->nd; d-- > first;)
    {
      if ((gint) d == skip)
        continue;
      if (w->stride[(gsize) d * nc + c] != expect)
        return FALSE;
      expect *= w->card[d];
    }
  return TRUE;
}

/* The offsets of column C over the block's entries (odometer order); FALSE
 * when one would not fit 32 bits. */
static gboolean
column_offsets (const Walk *w, guint c, const Block *b, guint32 *offset)
{
  guint nc = w->nf + 1;
  guint count[BLOCK_DIGITS] = { 0 };
  gsize at = 0;

  for (guint j = 0; j < b->n; j++)
    {
      if (at > G_MAXUINT32)
        return FALSE;
      offset[j] = (guint32) at;
      for (guint d = w->nd; d-- > b->first;)
        {
          const gsize step = w->stride[(gsize) d * nc + c];
          if (++count[d - b->first] < w->card[d])
            {
              at += step;
              break;
            }
          count[d - b->first] = 0;
          at -= (gsize) (w->card[d] - 1) * step;
        }
    }
  return TRUE;
}

static void
block_clear (Block *b)
{
  g_free (b->tmp);   /* KIND and OFFSET are in the same block */
}

/* The block of W's inner digits, SUMMED the digit summed out (-1: none):
 * FALSE when the walk is better done without (a long innermost digit, few
 * entries) or cannot be (the output not one entry after the other). */
static gboolean
block_plan (const Walk *w, gint summed, Block *b)
{
  guint first = w->nd;
  gsize n = 1;

  while (first > 0 && (gint) first - 1 != summed && n * w->card[first - 1] <= BLOCK_MAX)
    n *= w->card[--first];
  if (summed >= 0 && (gint) first - 1 == summed && n * w->card[summed] <= BLOCK_MAX)
    n *= w->card[--first];
  if (n < BLOCK_MIN || w->nd - first > BLOCK_DIGITS || !column_runs (w, w->nf, first, summed))
    return FALSE;
  /* one block: the numbers, the offsets, the kinds */
  double *tmp = g_malloc (n * sizeof (double) + ((gsize) w->nf * n + 1) * sizeof (guint32)
                          + (w->nf + 1) * sizeof (ColumnKind));
  guint32 *offset = (guint32 *) (tmp + n);
  *b = (Block) { first, (guint) n, summed, summed >= 0 && (guint) summed == first,
                 (ColumnKind *) (offset + (gsize) w->nf * n + 1), offset, tmp };
  for (guint f = 0; f < w->nf; f++)
    {
      gboolean one = TRUE;
      for (guint d = first; d < w->nd; d++)
        one &= w->stride[(gsize) d * (w->nf + 1) + f] == 0;
      b->kind[f] = one ? COLUMN_ONE : column_runs (w, f, first, -1) ? COLUMN_RUN : COLUMN_GATHER;
      if (b->kind[f] == COLUMN_GATHER && !column_offsets (w, f, b, b->offset + (gsize) f * n))
        {
          block_clear (b);
          return FALSE;
        }
    }
  return TRUE;
}

/* One pass of the block's products over up to three tables:
 * TMP[j] = (STARTED ? TMP[j] : 1) · Π A[i][O[i][j]], where a table that moves
 * one entry after the other (O[i] NULL) is read at j, without its offsets:
 * each case its own loop, the products in the tables' order. */
#define BLOCK_PASS(product)                                      \
  do                                                             \
    {                                                            \
      if (started)                                               \
        for (guint j = 0; j < n; j++)                            \
          tmp[j] *= product;                                     \
      else                                                       \
        for (guint j = 0; j < n; j++)                            \
          tmp[j] = product;                                      \
    }                                                            \
  while (0)
#define G(i) a##i[o##i[j]]
#define R(i) a##i[j]

static void
block_pass (double *restrict tmp, guint n, gboolean started, const double *const *a, const guint32 *const *o,
            guint m)
{
  const double *a0 = a[0], *a1 = a[m > 1 ? 1 : 0], *a2 = a[m > 2 ? 2 : 0];
  const guint32 *o0 = o[0], *o1 = o[m > 1 ? 1 : 0], *o2 = o[m > 2 ? 2 : 0];
  guint runs = (o0 == NULL ? 1 : 0) | (m > 1 && o1 == NULL ? 2 : 0) | (m > 2 && o2 == NULL ? 4 : 0);

  if (m == 1 && runs == 1)
    BLOCK_PASS (R (0));
  else if (m == 1)
    BLOCK_PASS (G (0));
  else if (m == 2)
    switch (runs)
      {
      case 0: BLOCK_PASS (G (0) * G (1)); break;
      case 1: BLOCK_PASS (R (0) * G (1)); break;
      case 2: BLOCK_PASS (G (0) * R (1)); break;
      default: BLOCK_PASS (R (0) * R (1)); break;
      }
  else
    switch (runs)
      {
      case 0: BLOCK_PASS (G (0) * G (1) * G (2)); break;
      case 1: BLOCK_PASS (R (0) * G (1) * G (2)); break;
      case 2: BLOCK_PASS (G (0) * R (1) * G (2)); break;
      case 3: BLOCK_PASS (R (0) * R (1) * G (2)); break;
      case 4: BLOCK_PASS (G (0) * G (1) * R (2)); break;
      case 5: BLOCK_PASS (R (0) * G (1) * R (2)); break;
      case 6: BLOCK_PASS (G (0) * R (1) * R (2)); break;
      default: BLOCK_PASS (R (0) * R (1) * R (2)); break;
      }
}

#undef G
#undef R

/* TMP = the product of the tables that move in the block, three at a time;
 * returns that of those that do not. */
static double
block_product (const Walk *w, const Block *b, const gsize *idx)
{
  const double *a[3];
  const guint32 *o[3];
  double one = 1.0;
  gboolean started = FALSE;
  guint m = 0;

  for (guint f = 0; f < w->nf; f++)
    {
      if (b->kind[f] == COLUMN_ONE)
        {
          one *= w->in[f][idx[f]];
          continue;
        }
      a[m] = w->in[f] + idx[f];
      o[m++] = b->kind[f] == COLUMN_RUN ? NULL : b->offset + (gsize) f * b->n;
      if (m == 3)
        {
          block_pass (b->tmp, b->n, started, a, o, m);
          started = TRUE, m = 0;
        }
    }
  if (m > 0)
    block_pass (b->tmp, b->n, started, a, o, m);
  else if (!started)
    for (guint j = 0; j < b->n; j++)
      b->tmp[j] = 1.0;
  return one;
}

/* The block's products into OUT (ADD: added to what is there), summed
 * over its first digit when that is the one summed out. */
static void
block_store (const Walk *w, const Block *b, double one, double *restrict o, gboolean add)
{
  double *restrict tmp = b->tmp;
  guint n = b->n, rows = b->summed_in ? w->card[b->first] : 1, len = n / rows;

  if (len == 1)
    {
      double acc = tmp[0];
      for (guint s = 1; s < rows; s++)
        acc += tmp[s];
      tmp[0] = acc;
    }
  else   /* row by row into the first: each entry's sum in the same order, the rows' loops vectorised */
    for (guint s = 1; s < rows; s++)
      for (guint r = 0; r < len; r++)
        tmp[r] += tmp[(gsize) s * len + r];
  if (add)
    for (guint r = 0; r < len; r++)
      o[r] += one * tmp[r];
  else
    for (guint r = 0; r < len; r++)
      o[r] = one * tmp[r];
}

/* walk_run's sums and products block by block: FALSE when not done that way
 * (*STOPPED then unset).  Of the digits summed out, the last may be the
 * block's first; the others are outer digits. */
static gboolean
walk_run_blocks (Walk *w, double *out, const gint *stop, gboolean *stopped)
{
  guint nc = w->nf + 1;
  gint summed = -1;
  Block b;

  for (guint d = 0; d < w->nd; d++)
    if (w->stride[(gsize) d * nc + w->nf] == 0 && w->card[d] > 1)
      summed = (gint) d;
  if (!block_plan (w, summed, &b))
    return FALSE;

  gsize *reset = walk_resets (w), *idx = w->idx, outer = 1, done = 0;
  guint *count = w->count;

  for (guint d = 0; d < b.first; d++)
    outer *= w->card[d];
  *stopped = FALSE;
  for (gsize k = 0; k < outer && !*stopped; k++)
    {
      double one = block_product (w, &b, idx);
      block_store (w, &b, one, out + idx[w->nf], summed_started (w, count, b.first));
      walk_advance (w, b.first, count, idx, reset);
      done += b.n;
      if (stop != NULL && done >= QD_FACTOR_STOP_EVERY)
        {
          done = 0;
          *stopped = g_atomic_int_get (stop) != 0;
        }
    }
  block_clear (&b);
  return TRUE;
}

/* OUT receives the walk (it need not be zeroed: an entry is written when
 * the digits summed out, if any, are at their first states, added to
 * after).  FALSE when *STOP became non-zero (OUT unfinished). */
static gboolean
walk_run (Walk *w, gboolean max, double *out, guint *argmax, const gint *stop)
{
  guint nc = w->nf + 1;
  gsize outer = 1, done = 0;

  walk_merge (w, max);
  if (w->nd == 0)
    w->card[0] = 1, w->nd = 1;   /* one entry: a digit of one state */
  if (!max && w->nd > 1)
    {
      gboolean stopped;
      if (walk_run_blocks (w, out, stop, &stopped))
        return !stopped;
    }
  for (guint d = 0; d + 1 < w->nd; d++)
    outer *= w->card[d];

  guint clast = w->card[w->nd - 1];
  const gsize *last = w->stride + (gsize) (w->nd - 1) * nc;
  gsize *reset = walk_resets (w), *idx = w->idx;
  guint *count = w->count;

  for (gsize k = 0; k < outer; k++)
    {
      double *o = out + idx[w->nf];
      if (max)
        walk_inner_max (w->in, idx, last, w->nf, clast, o, argmax != NULL ? argmax + idx[w->nf] : NULL);
      else
        walk_inner_sum (w->in, idx, last, w->nf, clast, o, last[w->nf], summed_started (w, count, w->nd - 1));
      walk_advance (w, w->nd - 1, count, idx, reset);
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

/* A walk over the digits DVARS (CARD) of the N FACTORS' tables into OUT. */
static Walk *
walk_for (const guint *dvars, const guint *card, guint nd, const QdFactor *const *factors, guint n,
          const QdFactor *out)
{
  Walk *w = walk_new (card, nd, n);

  for (guint f = 0; f < n; f++)
    {
      w->in[f] = factors[f]->values;
      walk_set_column (w, f, factors[f]->vars, factors[f]->card, factors[f]->n, dvars);
    }
  walk_set_column (w, n, out->vars, out->card, out->n, dvars);
  return w;
}

/* ------------------------------------------------------------- factors */

/* Tables of 256 KiB or more come from the store of qd-alloc.c: aligned on
 * 2 MiB and in huge pages from 2 MiB (one page fault per 2 MiB instead of
 * 512), and when freed kept for the next ones, of this query or the next,
 * rather than handed back to the kernel and faulted in again (munin1's
 * query 11 of bench-bayes spent half of its time clearing fresh pages).
 * Smaller ones are glibc's, which keeps what is freed in its heap.  No
 * mallopt: a library does not set the process's allocator. */
#define KEEP_BYTES ((gsize) 256 << 10)

double *
qd_factor_values_new (gsize size, gboolean zero)
{
  gsize bytes = MAX (size, 1) * sizeof (double);

  if (bytes < KEEP_BYTES)
    return zero ? g_new0 (double, MAX (size, 1)) : g_new (double, MAX (size, 1));
  return qd_big_take (bytes, zero);
}

void
qd_factor_values_free (double *values, gsize size)
{
  if (MAX (size, 1) * sizeof (double) < KEEP_BYTES)
    g_free (values);
  else
    qd_big_keep (values, MAX (size, 1) * sizeof (double));
}

/* A factor of N variables (not set) and SIZE entries (zeroed when ZERO). */
static QdFactor *
factor_alloc_values (guint n, gsize size, gboolean zero)
{
  QdFactor *factor = g_new0 (QdFactor, 1);

  factor->n = n;
  factor->vars = g_new (guint, n + 1);
  factor->card = g_new (guint, n + 1);
  factor->size = size;
  factor->values = qd_factor_values_new (size, zero);
  return factor;
}

static QdFactor *
factor_alloc (guint n, gsize size)
{
  return factor_alloc_values (n, size, TRUE);
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

  g_autoptr (Walk) w = walk_new (factor->card, n, 1);
  gsize s = 1;

  for (guint i = n; i-- > 0;)
    {
      for (guint d = 0; d < n; d++)
        if (perm[d] == i)
          w->stride[(gsize) d * 2] = s;
      s *= card[i];
    }
  w->in[0] = values;
  walk_set_column (w, 1, factor->vars, factor->card, n, factor->vars);
  walk_run (w, FALSE, factor->values, NULL, NULL);
  return factor;
}

QdFactor *
qd_factor_new_reduced (const guint *vars, const guint *card, guint n, const double *values, const gint *evidence)
{
  g_autofree gsize *stride = g_new (gsize, n + 1);
  g_autofree guint *ovars = g_new (guint, n + 1);
  g_autofree guint *ocard = g_new (guint, n + 1);
  gsize s = 1, base = 0, size = 1;
  guint m = 0;

  for (guint i = n; i-- > 0;)
    {
      stride[i] = s;
      s *= card[i];
    }
  for (guint i = 0; i < n; i++)
    {
      if (evidence[vars[i]] >= 0)
        {
          base += (gsize) evidence[vars[i]] * stride[i];
          continue;
        }
      guint j = m++;
      for (; j > 0 && ovars[j - 1] > vars[i]; j--)
        ovars[j] = ovars[j - 1], ocard[j] = ocard[j - 1];
      ovars[j] = vars[i], ocard[j] = card[i];
      size *= card[i];
    }

  QdFactor *out = factor_alloc_values (m, size, FALSE);
  g_autoptr (Walk) w = walk_new (ocard, m, 1);

  memcpy (out->vars, ovars, m * sizeof (guint));
  memcpy (out->card, ocard, m * sizeof (guint));
  for (guint d = 0; d < m; d++)
    for (guint i = 0; i < n; i++)
      if (vars[i] == ovars[d])
        w->stride[(gsize) d * 2] = stride[i];
  w->in[0] = values + base;
  walk_set_column (w, 1, out->vars, out->card, m, out->vars);
  walk_run (w, FALSE, out->values, NULL, NULL);
  return out;
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
  qd_factor_values_free (factor->values, factor->size);
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
  guint stack[32], m = 0;
  g_autofree guint *heap = n < G_N_ELEMENTS (stack) ? NULL : g_new0 (guint, n + 1);
  guint *head = heap != NULL ? heap : stack;

  memset (stack, 0, sizeof stack);

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
  g_autoptr (Walk) w = walk_for (out->vars, out->card, out->n, factors, n, out);

  return walk_run (w, FALSE, out->values, NULL, stop);
}

void
qd_factor_product (const QdFactor *const *factors, guint n, QdFactor *out)
{
  qd_factor_product_stop (factors, n, out, NULL);
}

/* Output entries a pass of the summed digit's inner digits may cover and
 * stay in the first level of cache (16 KiB of numbers). */
#define SUM_BLOCK 2048

/* Moves the summed digit AT of DVARS (DCARD) later, so that the digits
 * after it make at most SUM_BLOCK entries: each of its states then adds
 * into a block of the output still in cache, rather than sweeping a whole
 * table larger than the cache once per state. */
static void
sum_digit_later (guint *dvars, guint *dcard, guint nd, guint at)
{
  gsize after = 1;
  guint to = nd - 1;
  guint var = dvars[at], card = dcard[at];

  while (to > at && after * dcard[to] <= SUM_BLOCK)
    after *= dcard[to--];
  if (to <= at)
    return;
  memmove (dvars + at, dvars + at + 1, (to - at) * sizeof (guint));
  memmove (dcard + at, dcard + at + 1, (to - at) * sizeof (guint));
  dvars[to] = var, dcard[to] = card;
}

gboolean
qd_factor_product_sum_out_vars (const QdFactor *const *factors, guint n, const guint *vars, guint n_vars,
                                QdFactor *out, const gint *stop)
{
  if (qd_factor_product_sum_small (factors, n, out))
    return TRUE;

  gint contracted = n == 2   ? qd_factor_contract (factors[0], factors[1], vars, n_vars, out, stop)
                    : n > 2 ? qd_factor_contract_pairs (factors, n, vars, n_vars, out, stop)
                             : -1;

  if (contracted >= 0)
    return contracted == 1;

  g_autofree guint *dvars = g_new (guint, out->n + n_vars + 1);
  g_autofree guint *dcard = g_new (guint, out->n + n_vars + 1);
  guint nd = qd_factor_union (factors, n, dvars, dcard);

  g_return_val_if_fail (nd == out->n + n_vars, TRUE);
  for (guint i = 0; i < n_vars; i++)
    {
      guint at = 0;
      while (at < nd && dvars[at] != vars[i])
        at++;
      g_return_val_if_fail (at < nd, TRUE);
      sum_digit_later (dvars, dcard, nd, at);
    }

  g_autoptr (Walk) w = walk_for (dvars, dcard, nd, factors, n, out);

  return walk_run (w, FALSE, out->values, NULL, stop);
}

gboolean
qd_factor_product_sum_out (const QdFactor *const *factors, guint n, guint var, QdFactor *out, const gint *stop)
{
  return qd_factor_product_sum_out_vars (factors, n, &var, 1, out, stop);
}

void
qd_factor_sum_out (const QdFactor *factor, guint var, QdFactor *out)
{
  qd_factor_product_sum_out (&factor, 1, var, out, NULL);
}

/* max over VAR, VAR the innermost digit after OUT's scope. */
void
qd_factor_max_out (const QdFactor *factor, guint var, QdFactor *out, guint *argmax)
{
  g_autofree guint *dvars = g_new (guint, out->n + 1);
  g_autofree guint *dcard = g_new (guint, out->n + 1);
  gint at = qd_factor_find (factor, var);

  g_return_if_fail (at >= 0 && out->n + 1 == factor->n);
  memcpy (dvars, out->vars, out->n * sizeof (guint));
  memcpy (dcard, out->card, out->n * sizeof (guint));
  dvars[out->n] = var;
  dcard[out->n] = factor->card[at];

  g_autoptr (Walk) w = walk_for (dvars, dcard, out->n + 1, &factor, 1, out);
  walk_run (w, TRUE, out->values, argmax, NULL);
}

QdFactor *
qd_factor_reduce (const QdFactor *factor, guint var, guint state)
{
  gint at = qd_factor_find (factor, var);

  g_return_val_if_fail (at >= 0 && state < factor->card[at], NULL);

  QdFactor *out = factor_alloc (factor->n - 1, factor->size / factor->card[at]);
  gsize stride = 1;

  for (guint i = 0, k = 0; i < factor->n; i++)
    if (i != (guint) at)
      out->vars[k] = factor->vars[i], out->card[k++] = factor->card[i];
  for (guint i = at + 1; i < factor->n; i++)
    stride *= factor->card[i];

  g_autoptr (Walk) w = walk_for (out->vars, out->card, out->n, &factor, 1, out);
  w->in[0] = factor->values + state * stride;
  walk_run (w, FALSE, out->values, NULL, NULL);
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
