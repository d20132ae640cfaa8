/* qd-simplex.c — the tableau simplex method with Bland's rule, on integers.
 *
 * Layout: rows 0 … m-1 are the constraints, row m the objective (z − c·x);
 * columns 0 … n-1 the variables, n … n+m-1 the slacks, the last the
 * right-hand side.  basis[i] is the variable of row i.  The constraints are
 * multiplied by the least common denominator la of A and b (their slacks
 * then stand for la times the program's), the objective by lc of c; every
 * entry is an integer over the common denominator d, the last pivot, which
 * stays positive (pivots are positive entries). */
#include "qd-simplex.h"

typedef struct {
  guint rows, width, n, m;
  QdBigint *t;
  guint *basis;
  QdBigint d;
  QdBigint la, lc;
  gboolean overflow;
} Tableau;

#define AT(tab, i, j) ((tab)->t[(gsize) (i) * (tab)->width + (j)])

static void
tableau_init (Tableau *tab, const QdSimplexProgram *p)
{
  gsize count = (gsize) p->m * (p->n + 1);
  g_autofree QdRational *ab = g_new (QdRational, count);
  g_autofree QdBigint *ints = g_new (QdBigint, MAX (count, p->n));

  tab->m = p->m;
  tab->n = p->n;
  tab->rows = p->m + 1;
  tab->width = p->n + p->m + 1;
  tab->t = g_new0 (QdBigint, (gsize) tab->rows * tab->width);
  tab->basis = g_new (guint, p->m);
  tab->overflow = FALSE;
  qd_bigint_set_int (&tab->d, 1);
  for (guint i = 0; i < p->m; i++)
    {
      for (guint j = 0; j < p->n; j++)
        ab[(gsize) i * (p->n + 1) + j] = p->a[(gsize) i * p->n + j];
      ab[(gsize) i * (p->n + 1) + p->n] = p->b[i];
    }
  qd_bigint_from_rationals (ab, count, ints, &tab->la, &tab->overflow);
  for (guint i = 0; i < p->m; i++)
    {
      for (guint j = 0; j < p->n; j++)
        AT (tab, i, j) = ints[(gsize) i * (p->n + 1) + j];
      qd_bigint_set_int (&AT (tab, i, p->n + i), 1);
      AT (tab, i, tab->width - 1) = ints[(gsize) i * (p->n + 1) + p->n];
      tab->basis[i] = p->n + i;
    }
  qd_bigint_from_rationals (p->c, p->n, ints, &tab->lc, &tab->overflow);
  for (guint j = 0; j < p->n; j++)
    {
      AT (tab, p->m, j) = ints[j];
      qd_bigint_neg (&AT (tab, p->m, j));
    }
}

/* Bland: the first column with a negative reduced cost, or -1. */
static gint
entering (const Tableau *tab)
{
  for (guint j = 0; j + 1 < tab->width; j++)
    if (qd_bigint_sign (&AT (tab, tab->m, j)) < 0)
      return (gint) j;
  return -1;
}

/* The row of the smallest ratio rhs / t[i][col] over t[i][col] > 0, ties to
 * the basic variable of lowest index (Bland), or -1: unbounded. */
static gint
leaving (Tableau *tab, guint col)
{
  gint best = -1;

  for (guint i = 0; i < tab->m; i++)
    {
      int cmp;

      if (qd_bigint_sign (&AT (tab, i, col)) <= 0)
        continue;
      /* rhs_i / t_i − rhs_b / t_b, both t positive. */
      cmp = best < 0 ? -1
          : qd_bigint_cmp_cross (&AT (tab, i, tab->width - 1), &AT (tab, best, col), &AT (tab, best, tab->width - 1),
                                 &AT (tab, i, col));
      if (cmp < 0 || (cmp == 0 && tab->basis[i] < tab->basis[best]))
        best = (gint) i;
    }
  return best;
}

/* value / (d · den) in lowest terms. */
static void
read_value (Tableau *tab, const QdBigint *value, const QdBigint *num_scale, const QdBigint *den, QdBigRational *out)
{
  QdBigint n, bottom;

  qd_bigint_mul (&n, value, num_scale, &tab->overflow);
  qd_bigint_mul (&bottom, &tab->d, den, &tab->overflow);
  if (!tab->overflow)
    qd_bigrational_set (out, &n, &bottom);
}

static void
read_solution (Tableau *tab, QdSimplexResult *result)
{
  QdBigint one;

  qd_bigint_set_int (&one, 1);
  result->x = g_new (QdBigRational, tab->n);
  result->y = g_new (QdBigRational, tab->m);
  for (guint j = 0; j < tab->n; j++)
    qd_bigrational_set (&result->x[j], &(QdBigint) { 0 }, &one);
  for (guint i = 0; i < tab->m; i++)
    {
      if (tab->basis[i] < tab->n)
        read_value (tab, &AT (tab, i, tab->width - 1), &one, &one, &result->x[tab->basis[i]]);
      /* The slack stands for la times the program's; the objective is lc times it. */
      read_value (tab, &AT (tab, tab->m, tab->n + i), &tab->la, &tab->lc, &result->y[i]);
    }
  read_value (tab, &AT (tab, tab->m, tab->width - 1), &one, &tab->lc, &result->value);
}

void
qd_simplex_solve (const QdSimplexProgram *program, const gint *stop, QdSimplexResult *result)
{
  Tableau tab;
  gint col, row;

  *result = (QdSimplexResult) { .status = QD_SIMPLEX_OPTIMAL };
  tableau_init (&tab, program);
  while (!tab.overflow && (col = entering (&tab)) >= 0)
    {
      if (stop != NULL && g_atomic_int_get (stop))
        {
          result->status = QD_SIMPLEX_STOPPED;
          break;
        }
      if ((row = leaving (&tab, (guint) col)) < 0)
        {
          result->status = QD_SIMPLEX_UNBOUNDED;
          break;
        }
      qd_bigint_pivot (tab.t, tab.rows, tab.width, (guint) row, (guint) col, &tab.d, &tab.overflow);
      tab.basis[row] = (guint) col;
      result->pivots++;
    }
  if (result->status == QD_SIMPLEX_OPTIMAL && !tab.overflow)
    read_solution (&tab, result);
  if (tab.overflow)
    {
      result->status = QD_SIMPLEX_OVERFLOW;
      qd_simplex_result_clear (result);
    }
  g_free (tab.t);
  g_free (tab.basis);
}

void
qd_simplex_result_clear (QdSimplexResult *result)
{
  g_clear_pointer (&result->x, g_free);
  g_clear_pointer (&result->y, g_free);
}

/* ---- matrix games */

/* a / b into `out` (b ≠ 0). */
static void
divide (QdBigRational *out, const QdBigRational *a, const QdBigRational *b, gboolean *overflow)
{
  QdBigint n, d;

  qd_bigint_mul (&n, &a->num, &b->den, overflow);
  qd_bigint_mul (&d, &a->den, &b->num, overflow);
  if (!*overflow)
    qd_bigrational_set (out, &n, &d);
}

QdSimplexStatus
qd_simplex_matrix_game (guint m, guint n, const QdRational *a, const gint *stop,
                        QdBigRational *value, QdBigRational *x, QdBigRational *y)
{
  g_autofree QdRational *shifted = g_new (QdRational, (gsize) m * n);
  g_autofree QdRational *ones_m = g_new (QdRational, m);
  g_autofree QdRational *ones_n = g_new (QdRational, n);
  QdRational low = a[0], shift;
  QdSimplexResult result;
  QdSimplexStatus status;
  gboolean overflow = FALSE;

  for (gsize i = 1; i < (gsize) m * n; i++)
    if (qd_rational_cmp (a[i], low) < 0)
      low = a[i];
  /* k = 1 − min a: every shifted entry ≥ 1, so the value is positive. */
  shift = qd_rational_sub (QD_RATIONAL_ONE, low, &overflow);
  for (gsize i = 0; i < (gsize) m * n; i++)
    shifted[i] = qd_rational_add (a[i], shift, &overflow);
  for (guint i = 0; i < m; i++)
    ones_m[i] = QD_RATIONAL_ONE;
  for (guint j = 0; j < n; j++)
    ones_n[j] = QD_RATIONAL_ONE;
  if (overflow)
    return QD_SIMPLEX_OVERFLOW;
  qd_simplex_solve (&(QdSimplexProgram) { .m = m, .n = n, .a = shifted, .b = ones_m, .c = ones_n }, stop, &result);
  status = result.status;
  if (status == QD_SIMPLEX_OPTIMAL)
    {
      QdBigRational total = result.value, one, k;
      QdBigint num, den;

      for (guint j = 0; j < n; j++)
        divide (&y[j], &result.x[j], &total, &overflow);
      for (guint i = 0; i < m; i++)
        divide (&x[i], &result.y[i], &total, &overflow);
      /* value = 1/total − k = (total.den − k·total.num) / total.num with k = kn/kd. */
      qd_bigrational_from_rational (&one, QD_RATIONAL_ONE);
      qd_bigrational_from_rational (&k, shift);
      divide (value, &one, &total, &overflow);
      qd_bigint_mul (&num, &value->num, &k.den, &overflow);
      qd_bigint_mul (&den, &k.num, &value->den, &overflow);
      qd_bigint_sub (&num, &num, &den, &overflow);
      qd_bigint_mul (&den, &value->den, &k.den, &overflow);
      if (!overflow)
        qd_bigrational_set (value, &num, &den);
      if (overflow)
        status = QD_SIMPLEX_OVERFLOW;
    }
  qd_simplex_result_clear (&result);
  return status;
}
