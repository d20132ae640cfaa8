/* qd-simplex.c — the tableau simplex method with Bland's rule, on fractions.
 *
 * Layout: rows 0 … m-1 are the constraints, row m the objective (z − c·x);
 * columns 0 … n-1 the variables, n … n+m-1 the slacks, the last the
 * right-hand side.  basis[i] is the variable of row i. */
#include "qd-simplex.h"

typedef struct {
  guint rows, width, n, m;
  QdRational *t;
  guint *basis;
  gboolean overflow;
} Tableau;

#define AT(tab, i, j) ((tab)->t[(gsize) (i) * (tab)->width + (j)])

static void
tableau_init (Tableau *tab, const QdSimplexProgram *p)
{
  tab->m = p->m;
  tab->n = p->n;
  tab->rows = p->m + 1;
  tab->width = p->n + p->m + 1;
  tab->t = g_new (QdRational, (gsize) tab->rows * tab->width);
  tab->basis = g_new (guint, p->m);
  tab->overflow = FALSE;
  for (guint i = 0; i < tab->rows * tab->width; i++)
    tab->t[i] = QD_RATIONAL_ZERO;
  for (guint i = 0; i < p->m; i++)
    {
      for (guint j = 0; j < p->n; j++)
        AT (tab, i, j) = p->a[(gsize) i * p->n + j];
      AT (tab, i, p->n + i) = QD_RATIONAL_ONE;
      AT (tab, i, tab->width - 1) = p->b[i];
      tab->basis[i] = p->n + i;
    }
  for (guint j = 0; j < p->n; j++)
    AT (tab, p->m, j) = qd_rational_neg (p->c[j], &tab->overflow);
}

/* Bland: the first column with a negative reduced cost, or -1. */
static gint
entering (const Tableau *tab)
{
  for (guint j = 0; j + 1 < tab->width; j++)
    if (qd_rational_sign (AT (tab, tab->m, j)) < 0)
      return (gint) j;
  return -1;
}

/* The row of the smallest ratio rhs / t[i][col] over t[i][col] > 0, ties to
 * the basic variable of lowest index (Bland), or -1: unbounded. */
static gint
leaving (Tableau *tab, guint col)
{
  gint best = -1;
  QdRational best_ratio = QD_RATIONAL_ZERO;

  for (guint i = 0; i < tab->m; i++)
    {
      QdRational ratio;
      int cmp;

      if (qd_rational_sign (AT (tab, i, col)) <= 0)
        continue;
      ratio = qd_rational_div (AT (tab, i, tab->width - 1), AT (tab, i, col), &tab->overflow);
      cmp = best < 0 ? -1 : qd_rational_cmp (ratio, best_ratio);
      if (cmp < 0 || (cmp == 0 && tab->basis[i] < tab->basis[best]))
        {
          best = (gint) i;
          best_ratio = ratio;
        }
    }
  return best;
}

static void
pivot (Tableau *tab, guint row, guint col)
{
  QdRational inverse = qd_rational_div (QD_RATIONAL_ONE, AT (tab, row, col), &tab->overflow);

  for (guint j = 0; j < tab->width; j++)
    AT (tab, row, j) = qd_rational_mul (AT (tab, row, j), inverse, &tab->overflow);
  for (guint i = 0; i < tab->rows; i++)
    {
      QdRational factor = AT (tab, i, col);

      if (i == row || qd_rational_is_zero (factor))
        continue;
      for (guint j = 0; j < tab->width; j++)
        if (!qd_rational_is_zero (AT (tab, row, j)))
          AT (tab, i, j) = qd_rational_sub_mul (AT (tab, i, j), factor, AT (tab, row, j), &tab->overflow);
    }
  tab->basis[row] = col;
}

static void
read_solution (const Tableau *tab, QdSimplexResult *result)
{
  result->x = g_new (QdRational, tab->n);
  result->y = g_new (QdRational, tab->m);
  for (guint j = 0; j < tab->n; j++)
    result->x[j] = QD_RATIONAL_ZERO;
  for (guint i = 0; i < tab->m; i++)
    {
      if (tab->basis[i] < tab->n)
        result->x[tab->basis[i]] = AT (tab, i, tab->width - 1);
      result->y[i] = AT (tab, tab->m, tab->n + i);
    }
  result->value = AT (tab, tab->m, tab->width - 1);
}

void
qd_simplex_solve (const QdSimplexProgram *program, const gint *stop, QdSimplexResult *result)
{
  Tableau tab;
  gint col, row;

  *result = (QdSimplexResult) { .status = QD_SIMPLEX_OPTIMAL, .value = QD_RATIONAL_ZERO };
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
      pivot (&tab, (guint) row, (guint) col);
      result->pivots++;
    }
  if (tab.overflow)
    result->status = QD_SIMPLEX_OVERFLOW;
  if (result->status == QD_SIMPLEX_OPTIMAL)
    read_solution (&tab, result);
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

QdSimplexStatus
qd_simplex_matrix_game (guint m, guint n, const QdRational *a, const gint *stop,
                        QdRational *value, QdRational *x, QdRational *y)
{
  g_autofree QdRational *shifted = g_new (QdRational, (gsize) m * n);
  g_autofree QdRational *ones_m = g_new (QdRational, m);
  g_autofree QdRational *ones_n = g_new (QdRational, n);
  QdRational low = a[0], shift, total;
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
      total = result.value;
      for (guint j = 0; j < n; j++)
        y[j] = qd_rational_div (result.x[j], total, &overflow);
      for (guint i = 0; i < m; i++)
        x[i] = qd_rational_div (result.y[i], total, &overflow);
      *value = qd_rational_sub (qd_rational_div (QD_RATIONAL_ONE, total, &overflow), shift, &overflow);
      if (overflow)
        status = QD_SIMPLEX_OVERFLOW;
    }
  qd_simplex_result_clear (&result);
  return status;
}
