/* qd-lemke-howson.c — the Lemke-Howson algorithm on two integer tableaux.
 *
 * Tableau Q (m rows, one per row of A): A'y + r = 1; tableau P (n rows, one
 * per column of B): B'ᵀx + s = 1, A' and B' the payoffs made integer and at
 * least 1.  A variable's column is its label: in Q the slack r_i has label
 * i and y_j label m + j; in P x_i has label i and the slack s_j label m + j.
 * Each tableau keeps its entries as integers over a common denominator (the
 * last pivot, positive: the ratio test pivots on positive entries only). */
#include "qd-lemke-howson.h"

struct _QdLemkeHowson {
  guint m, n;
  QdBigint *a, *b;              /* the payoffs over their common denominators */
  QdBigint scale_a, scale_b;    /* those denominators */
  QdBigint *pa, *pb;            /* a and b shifted to at least 1 */
};

typedef struct {
  guint rows, width;            /* width: m + n labels and the right-hand side */
  guint first_slack;            /* the label of row 0's slack (its identity column) */
  QdBigint *t;
  guint *basis;                 /* the label basic in each row */
  QdBigint d;                   /* the common denominator */
} Tableau;

#define AT(tab, i, j) ((tab)->t[(gsize) (i) * (tab)->width + (j)])

/* `out` = `in` + (1 − min in): every entry at least 1. */
static void
shift_positive (const QdBigint *in, gsize count, QdBigint *out, gboolean *overflow)
{
  QdBigint low = in[0], shift, one;

  for (gsize i = 1; i < count; i++)
    if (qd_bigint_cmp (&in[i], &low) < 0)
      low = in[i];
  qd_bigint_set_int (&one, 1);
  qd_bigint_sub (&shift, &one, &low, overflow);
  for (gsize i = 0; i < count; i++)
    qd_bigint_add (&out[i], &in[i], &shift, overflow);
}

QdLemkeHowson *
qd_lemke_howson_new (guint m, guint n, const QdRational *a, const QdRational *b)
{
  QdLemkeHowson *lh = g_new0 (QdLemkeHowson, 1);
  gsize count = (gsize) m * n;
  gboolean overflow = FALSE;

  g_return_val_if_fail (m > 0 && n > 0, NULL);
  lh->m = m;
  lh->n = n;
  lh->a = g_new (QdBigint, count);
  lh->b = g_new (QdBigint, count);
  lh->pa = g_new (QdBigint, count);
  lh->pb = g_new (QdBigint, count);
  qd_bigint_from_rationals (a, count, lh->a, &lh->scale_a, &overflow);
  qd_bigint_from_rationals (b, count, lh->b, &lh->scale_b, &overflow);
  shift_positive (lh->a, count, lh->pa, &overflow);
  shift_positive (lh->b, count, lh->pb, &overflow);
  if (overflow)
    g_clear_pointer (&lh, qd_lemke_howson_free);
  return lh;
}

void
qd_lemke_howson_free (QdLemkeHowson *lh)
{
  if (lh == NULL)
    return;
  g_free (lh->a);
  g_free (lh->b);
  g_free (lh->pa);
  g_free (lh->pb);
  g_free (lh);
}

/* ---- tableaux */

static void
tableau_init (Tableau *tab, const QdLemkeHowson *lh, gboolean is_q)
{
  guint m = lh->m, n = lh->n;

  tab->rows = is_q ? m : n;
  tab->width = m + n + 1;
  tab->first_slack = is_q ? 0 : m;
  tab->t = g_new0 (QdBigint, (gsize) tab->rows * tab->width);
  tab->basis = g_new (guint, tab->rows);
  qd_bigint_set_int (&tab->d, 1);
  for (guint i = 0; i < tab->rows; i++)
    {
      for (guint k = 0; k < m + n; k++)
        {
          if (k == tab->first_slack + i)
            qd_bigint_set_int (&AT (tab, i, k), 1);
          else if (is_q && k >= m)          /* y_j's column: A' row i */
            AT (tab, i, k) = lh->pa[(gsize) i * n + (k - m)];
          else if (!is_q && k < m)          /* x_k's column: B' column i */
            AT (tab, i, k) = lh->pb[(gsize) k * n + i];
        }
      qd_bigint_set_int (&AT (tab, i, tab->width - 1), 1);
      tab->basis[i] = tab->first_slack + i;
    }
}

static void
tableau_clear (Tableau *tab)
{
  g_free (tab->t);
  g_free (tab->basis);
}

/* Whether row i's (right-hand side, basis inverse) over its entry in
 * column e is lexicographically smaller than row b's.  The inverse is in
 * the slack columns; its rows are independent, so two rows never tie. */
static gboolean
lex_smaller (Tableau *tab, guint i, guint b, guint e)
{
  for (guint c = 0; c <= tab->rows; c++)
    {
      guint col = c == 0 ? tab->width - 1 : tab->first_slack + c - 1;
      int s = qd_bigint_cmp_cross (&AT (tab, i, col), &AT (tab, b, e), &AT (tab, b, col), &AT (tab, i, e));

      if (s != 0)
        return s < 0;
    }
  return FALSE;
}

/* The row leaving when column e enters (lexicographic minimum ratio), or
 * -1: none bounds it (cannot happen with positive payoffs). */
static gint
leaving_row (Tableau *tab, guint e)
{
  gint best = -1;

  for (guint i = 0; i < tab->rows; i++)
    if (qd_bigint_sign (&AT (tab, i, e)) > 0 && (best < 0 || lex_smaller (tab, i, (guint) best, e)))
      best = (gint) i;
  return best;
}

static void
pivot (Tableau *tab, guint r, guint e, gboolean *overflow)
{
  qd_bigint_pivot (tab->t, tab->rows, tab->width, r, e, &tab->d, overflow);
  tab->basis[r] = e;
}

/* The mixture of the variables labelled first … first+count-1 in `tab`:
 * their values normalised to add up to 1 (`weights` gets their integer
 * numerators, `total` the sum). */
static void
read_mixture (const Tableau *tab, guint first, guint count, QdBigint *weights, QdBigint *total, QdBigRational *out,
              gboolean *overflow)
{
  qd_bigint_set_int (total, 0);
  for (guint k = 0; k < count; k++)
    qd_bigint_set_int (&weights[k], 0);
  for (guint i = 0; i < tab->rows; i++)
    if (tab->basis[i] >= first && tab->basis[i] < first + count)
      {
        weights[tab->basis[i] - first] = AT (tab, i, tab->width - 1);
        qd_bigint_add (total, total, &AT (tab, i, tab->width - 1), overflow);
      }
  for (guint k = 0; k < count && !*overflow; k++)
    qd_bigrational_set (&out[k], &weights[k], total);
}

/* Σ x_i·p_ij·y_j / (Σx · Σy · scale). */
static void
expected_payoff (const QdLemkeHowson *lh, const QdBigint *p, const QdBigint *scale, const QdBigint *x,
                 const QdBigint *sx, const QdBigint *y, const QdBigint *sy, QdBigRational *out, gboolean *overflow)
{
  QdBigint total, row, term, den;

  qd_bigint_set_int (&total, 0);
  for (guint i = 0; i < lh->m; i++)
    {
      if (qd_bigint_is_zero (&x[i]))
        continue;
      qd_bigint_set_int (&row, 0);
      for (guint j = 0; j < lh->n; j++)
        {
          qd_bigint_mul (&term, &p[(gsize) i * lh->n + j], &y[j], overflow);
          qd_bigint_add (&row, &row, &term, overflow);
        }
      qd_bigint_mul (&term, &row, &x[i], overflow);
      qd_bigint_add (&total, &total, &term, overflow);
    }
  qd_bigint_mul (&den, sx, sy, overflow);
  qd_bigint_mul (&den, &den, scale, overflow);
  if (!*overflow)
    qd_bigrational_set (out, &total, &den);
}

void
qd_lemke_howson_run (QdLemkeHowson *lh, guint label, const gint *stop, QdLemkeHowsonResult *result)
{
  Tableau q, p, *tab;
  gboolean overflow = FALSE;
  guint enter = label;

  g_return_if_fail (label < lh->m + lh->n);
  *result = (QdLemkeHowsonResult) { .status = QD_LEMKE_HOWSON_FOUND };
  tableau_init (&q, lh, TRUE);
  tableau_init (&p, lh, FALSE);
  /* The label dropped enters where its variable is 0 at (0, 0): x_i in P,
   * y_j in Q. */
  tab = label < lh->m ? &p : &q;
  for (;;)
    {
      gint row;
      guint leave;

      if (stop != NULL && g_atomic_int_get (stop))
        {
          result->status = QD_LEMKE_HOWSON_STOPPED;
          break;
        }
      row = leaving_row (tab, enter);
      /* No row bounds it: the polytopes of positive payoffs are bounded, so
       * this cannot be; refused rather than walked on. */
      if (row < 0)
        {
          result->status = QD_LEMKE_HOWSON_OVERFLOW;
          break;
        }
      leave = tab->basis[row];
      pivot (tab, (guint) row, enter, &overflow);
      result->pivots++;
      if (overflow)
        {
          result->status = QD_LEMKE_HOWSON_OVERFLOW;
          break;
        }
      if (leave == label)
        break;
      /* The label that left is now doubled: its variable enters the other tableau. */
      enter = leave;
      tab = tab == &p ? &q : &p;
    }
  if (result->status == QD_LEMKE_HOWSON_FOUND)
    {
      g_autofree QdBigint *xw = g_new (QdBigint, lh->m);
      g_autofree QdBigint *yw = g_new (QdBigint, lh->n);
      QdBigint sx, sy;

      result->x = g_new (QdBigRational, lh->m);
      result->y = g_new (QdBigRational, lh->n);
      read_mixture (&p, 0, lh->m, xw, &sx, result->x, &overflow);
      read_mixture (&q, lh->m, lh->n, yw, &sy, result->y, &overflow);
      expected_payoff (lh, lh->a, &lh->scale_a, xw, &sx, yw, &sy, &result->u1, &overflow);
      expected_payoff (lh, lh->b, &lh->scale_b, xw, &sx, yw, &sy, &result->u2, &overflow);
      if (overflow)
        {
          result->status = QD_LEMKE_HOWSON_OVERFLOW;
          qd_lemke_howson_result_clear (result);
        }
    }
  tableau_clear (&q);
  tableau_clear (&p);
}

void
qd_lemke_howson_result_clear (QdLemkeHowsonResult *result)
{
  g_clear_pointer (&result->x, g_free);
  g_clear_pointer (&result->y, g_free);
}
