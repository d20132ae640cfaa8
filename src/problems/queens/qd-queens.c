/* qd-queens.c — N queens with incremental attacking pairs (qd-queens.h). */
#include "qd-queens.h"
#include "core/qd-random.h"

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

/* The queens on the three lines through (col, row), that queen excluded
 * when it is there. */
static inline guint64
others_on_lines (const QdQueens *q, guint col, guint row)
{
  guint64 k = (guint64) q->row_count[row] + q->diag_sum[row + col] + q->diag_diff[row + q->n - 1 - col];

  return q->rows[col] == row ? k - 3 : k;
}

guint64
qd_queens_h_if (const QdQueens *q, guint col, guint row)
{
  guint from = q->rows[col];

  if (row == from)
    return q->h;
  /* Leaving `from` ends its attacks on the others there; arriving on `row`
   * adds one per queen on its lines (the lines of two rows differ). */
  return q->h - others_on_lines (q, col, from) + others_on_lines (q, col, row);
}

void
qd_queens_move (QdQueens *q, guint col, guint row)
{
  guint from = q->rows[col], n = q->n;

  q->h = qd_queens_h_if (q, col, row);
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

const QdNeighbourhood *
qd_queens_neighbourhood (void)
{
  static const QdNeighbourhood nb = {
    .n_moves = nb_n_moves,
    .delta = nb_delta,
    .apply = nb_apply,
    .value = nb_value,
    .randomize = nb_randomize,
  };

  return &nb;
}
