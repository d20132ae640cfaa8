/* qd-queens.c — N queens with incremental attacking pairs (qd-queens.h). */
#include "qd-queens.h"
#include "core/qd-random.h"

#include <string.h>

QdQueens *
qd_queens_new (guint n)
{
  QdQueens *q;

  if (n < QD_QUEENS_MIN_N || n > QD_QUEENS_MAX_N)
    return NULL;
  q = g_new0 (QdQueens, 1);
  q->n = n;
  q->rows = g_new0 (guint, n);
  q->row_count = g_new0 (guint, n);
  q->diag_sum = g_new0 (guint, 2 * n - 1);
  q->diag_diff = g_new0 (guint, 2 * n - 1);
  for (guint c = 0; c < n; c++)
    {
      q->diag_sum[c]++;
      q->diag_diff[n - 1 - c]++;
    }
  q->row_count[0] = n;
  q->h = (guint64) n * (n - 1) / 2;
  return q;
}

void
qd_queens_free (QdQueens *q)
{
  if (q == NULL)
    return;
  g_free (q->rows);
  g_free (q->row_count);
  g_free (q->diag_sum);
  g_free (q->diag_diff);
  g_free (q);
}

QdQueens *
qd_queens_dup (const QdQueens *q)
{
  QdQueens *copy = qd_queens_new (q->n);

  qd_queens_copy (copy, q);
  return copy;
}

void
qd_queens_copy (QdQueens *dest, const QdQueens *src)
{
  guint n = src->n;

  g_return_if_fail (dest->n == n);
  memcpy (dest->rows, src->rows, sizeof (guint) * n);
  memcpy (dest->row_count, src->row_count, sizeof (guint) * n);
  memcpy (dest->diag_sum, src->diag_sum, sizeof (guint) * (2 * n - 1));
  memcpy (dest->diag_diff, src->diag_diff, sizeof (guint) * (2 * n - 1));
  dest->h = src->h;
  dest->last_col = src->last_col;
  dest->last_from = src->last_from;
}

guint64
qd_queens_h_if (const QdQueens *q, guint col, guint row)
{
  guint from = q->rows[col];

  if (row == from)
    return q->h;
  /* Leaving `from` ends its attacks on the others there; arriving on `row`
   * adds one per queen on its lines (the lines of two rows differ). */
  return q->h - qd_queens_conflicts (q, col, from) + qd_queens_conflicts (q, col, row);
}

void
qd_queens_move (QdQueens *q, guint col, guint row)
{
  guint from = q->rows[col], n = q->n;

  q->h = qd_queens_h_if (q, col, row);
  q->last_col = col;
  q->last_from = from;
  q->row_count[from]--;
  q->diag_sum[from + col]--;
  q->diag_diff[from + n - 1 - col]--;
  q->rows[col] = row;
  q->row_count[row]++;
  q->diag_sum[row + col]++;
  q->diag_diff[row + n - 1 - col]++;
}

gboolean
qd_queens_set (QdQueens *q, const guint *rows)
{
  for (guint c = 0; c < q->n; c++)
    if (rows[c] >= q->n)
      return FALSE;
  for (guint c = 0; c < q->n; c++)
    qd_queens_move (q, c, rows[c]);
  return TRUE;
}

void
qd_queens_randomize (QdQueens *q, guint64 *rng)
{
  for (guint c = 0; c < q->n; c++)
    qd_queens_move (q, c, qd_random_below (rng, q->n));
}

guint64
qd_queens_h_slow (const QdQueens *q)
{
  guint64 h = 0;

  for (guint a = 0; a < q->n; a++)
    for (guint b = a + 1; b < q->n; b++)
      {
        guint ra = q->rows[a], rb = q->rows[b];
        guint dr = ra > rb ? ra - rb : rb - ra;

        if (dr == 0 || dr == b - a)
          h++;
      }
  return h;
}

void
qd_queens_decode (const QdQueens *q, guint64 m, guint *col, guint *row)
{
  guint k;

  *col = (guint) (m / (q->n - 1));
  k = (guint) (m % (q->n - 1));
  *row = k < q->rows[*col] ? k : k + 1;
}

/* ------------------------------------------------------- neighbourhood */

static guint64
nb_n_moves (gpointer state)
{
  QdQueens *q = state;

  return (guint64) q->n * (q->n - 1);
}

static double
nb_delta (gpointer state, guint64 m)
{
  QdQueens *q = state;
  guint col, row;

  qd_queens_decode (q, m, &col, &row);
  return (double) qd_queens_h_if (q, col, row) - (double) q->h;
}

static void
nb_apply (gpointer state, guint64 m)
{
  QdQueens *q = state;
  guint col, row;

  qd_queens_decode (q, m, &col, &row);
  qd_queens_move (q, col, row);
}

static double
nb_value (gpointer state)
{
  return (double) ((QdQueens *) state)->h;
}

static void
nb_randomize (gpointer state, guint64 *rng)
{
  qd_queens_randomize (state, rng);
}

static gpointer
nb_dup (gpointer state)
{
  return qd_queens_dup (state);
}

static void
nb_copy (gpointer dest, gconstpointer src)
{
  qd_queens_copy (dest, src);
}

static void
nb_free (gpointer state)
{
  qd_queens_free (state);
}

const QdNeighbourhood *
qd_queens_neighbourhood (void)
{
  static const QdNeighbourhood nb = {
    .n_moves = nb_n_moves,
    .delta = nb_delta,
    .apply = nb_apply,
    .value = nb_value,
    .randomize = nb_randomize,
    .dup = nb_dup,
    .copy = nb_copy,
    .free_state = nb_free,
  };

  return &nb;
}
