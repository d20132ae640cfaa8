/* test-csp-globals-g1-count.c — the counting and connection globals
 * (problems/csp/qd-csp-globals.h): sum, count, nValues, cardinality,
 * maximum and minimum, element, channel, checked as test-csp-globals-g1.c
 * checks the comparison ones (globals-g1-check.c): counts under bt, fc
 * and mac against the definitions, violations, GAC where promised, wide
 * domains. */
#include "config.h"

#include <glib.h>
#include <stdlib.h>
#include <string.h>

#include "globals-g1-check.h"

/* ------------------------------------------------------------ counting */

typedef struct {
  guint vars[N_MAX], n;
  QdCspOperand coeffs[N_MAX];
  gboolean has_coeffs;
  Cond cond;
  QdCspOperand values[4];
  guint n_values;
  gint64 except[3];
  guint n_except;
  QdCspOperand occurs[4];
  gint64 occurs_lo[4], occurs_hi[4];
  gboolean ranges, closed;
} Counting;

static gboolean
sum_pred (const gint64 *x, gconstpointer ctx)
{
  const Counting *c = ctx;
  gint64 sum = 0;

  for (guint i = 0; i < c->n; i++)
    sum += (c->has_coeffs ? operand (&c->coeffs[i], x) : 1) * x[c->vars[i]];
  return cond_holds (&c->cond.c, sum, x);
}

static gboolean
count_pred (const gint64 *x, gconstpointer ctx)
{
  const Counting *c = ctx;
  gint64 count = 0;

  for (guint i = 0; i < c->n; i++)
    {
      gboolean among = FALSE;

      for (guint j = 0; j < c->n_values; j++)
        among |= x[c->vars[i]] == operand (&c->values[j], x);
      count += among;
    }
  return cond_holds (&c->cond.c, count, x);
}

static gboolean
nvalues_pred (const gint64 *x, gconstpointer ctx)
{
  const Counting *c = ctx;
  gint64 distinct = 0;

  for (guint i = 0; i < c->n; i++)
    {
      gboolean counted = FALSE;

      for (guint e = 0; e < c->n_except; e++)
        counted |= x[c->vars[i]] == c->except[e];
      for (guint j = 0; j < i; j++)
        counted |= x[c->vars[j]] == x[c->vars[i]];
      distinct += !counted;
    }
  return cond_holds (&c->cond.c, distinct, x);
}

static gboolean
cardinality_pred (const gint64 *x, gconstpointer ctx)
{
  const Counting *c = ctx;

  for (guint j = 0; j < c->n_values; j++)
    {
      gint64 count = 0;

      for (guint i = 0; i < c->n; i++)
        count += x[c->vars[i]] == operand (&c->values[j], x);
      if (c->ranges ? count < c->occurs_lo[j] || count > c->occurs_hi[j] : count != operand (&c->occurs[j], x))
        return FALSE;
    }
  for (guint i = 0; c->closed && i < c->n; i++)
    {
      gboolean among = FALSE;

      for (guint j = 0; j < c->n_values; j++)
        among |= x[c->vars[i]] == operand (&c->values[j], x);
      if (!among)
        return FALSE;
    }
  return TRUE;
}

static void
test_sum (void)
{
  for (guint t = 0; t < 3 * INSTANCES; t++)
    {
      g_autoptr(QdCspModel) model = qd_csp_model_new ();
      g_autoptr(GError) error = NULL;
      Counting c = { .n = t < 3 ? t : (guint) rnd (2, 5), .has_coeffs = t % 2 };

      for (guint i = 0; i < c.n; i++)
        c.vars[i] = c.n > 4 ? add_var (model, rnd (2, 3), -3, 4) : add_rvar (model);
      for (guint i = 0; c.has_coeffs && i < c.n; i++)
        c.coeffs[i] = t % 4 == 3 && i == 0 ? QD_CSP_OPERAND_VAR (add_var (model, rnd (2, 3), -2, 2))
                                           : QD_CSP_OPERAND_INT (rnd (-3, 3));
      random_cond (model, &c.cond, -6, 6);
      maybe_repeat (c.vars, c.n);
      g_assert_true (qd_csp_model_add_sum (model, c.vars, c.n, c.has_coeffs ? c.coeffs : NULL, &c.cond.c, &error));
      g_assert_no_error (error);
      expect_count (model, sum_pred, &c);
      /* Integer coefficients, few sums: GAC (dynamic programming). */
      expect_gac (model, sum_pred, &c, t % 4 == 3 || repeated ? 0 : ALL_VARS);
    }
}

static void
test_count (void)
{
  for (guint t = 0; t < 2 * INSTANCES; t++)
    {
      g_autoptr(QdCspModel) model = qd_csp_model_new ();
      g_autoptr(GError) error = NULL;
      Counting c = { .n = t < 3 ? t : (guint) rnd (3, 5), .n_values = t == 3 ? 0 : (guint) rnd (1, 2) };
      gboolean gac = TRUE;

      for (guint i = 0; i < c.n; i++)
        c.vars[i] = add_rvar (model);
      for (guint j = 0; j < c.n_values; j++)
        c.values[j] = rnd (0, 3) == 0 ? QD_CSP_OPERAND_VAR (add_var (model, 2, -3, 4))
                                      : QD_CSP_OPERAND_INT (rnd (-4, 5));
      random_cond (model, &c.cond, -1, 5);
      /* GAC with integer values. */
      for (guint j = 0; j < c.n_values; j++)
        gac &= !c.values[j].is_var;
      maybe_repeat (c.vars, c.n);
      g_assert_true (qd_csp_model_add_count (model, c.vars, c.n, c.values, c.n_values, &c.cond.c, &error));
      g_assert_no_error (error);
      expect_count (model, count_pred, &c);
      expect_gac (model, count_pred, &c, gac && !repeated ? ALL_VARS : 0);
    }
}

static void
test_nvalues (void)
{
  for (guint t = 0; t < 2 * INSTANCES; t++)
    {
      g_autoptr(QdCspModel) model = qd_csp_model_new ();
      g_autoptr(GError) error = NULL;
      Counting c = { .n = t < 3 ? t : (guint) rnd (3, 6), .n_except = t % 3 == 0 ? rnd (1, 2) : 0 };

      for (guint i = 0; i < c.n; i++)
        c.vars[i] = add_var (model, rnd (2, 4), -2, 2);
      for (guint e = 0; e < c.n_except; e++)
        c.except[e] = rnd (-3, 3);
      random_cond (model, &c.cond, -1, 5);
      maybe_repeat (c.vars, c.n);
      g_assert_true (qd_csp_model_add_nvalues (model, c.vars, c.n, c.except, c.n_except, &c.cond.c, &error));
      g_assert_no_error (error);
      expect_count (model, nvalues_pred, &c);
      expect_gac (model, nvalues_pred, &c, 0);
    }
}

/* A new variable with var's domain (an array's: cardinality counts such
 * runs of variables at once). */
static guint
same_domain (QdCspModel *model, guint var)
{
  const QdCspModelVar *v = qd_csp_model_var (model, var);
  g_autofree char *name = g_strdup_printf ("x%u", qd_csp_model_n_vars (model));
  g_autofree gint64 *keys = g_memdup2 (v->keys, sizeof (gint64) * v->n_values);
  g_autoptr(GError) error = NULL;

  g_assert_true (qd_csp_model_add_var (model, name, keys, v->n_values, FALSE, &error));
  g_assert_no_error (error);
  return qd_csp_model_n_vars (model) - 1;
}

/* Whether the values are distinct integers and their numbers integers or
 * ranges. */
static gboolean
constant_card (const Counting *c)
{
  for (guint j = 0; j < c->n_values; j++)
    {
      if (c->values[j].is_var || (!c->ranges && c->occurs[j].is_var))
        return FALSE;
      for (guint k = 0; k < j; k++)
        if (c->values[k].value == c->values[j].value)
          return FALSE;
    }
  return TRUE;
}

/* The list's variables, a bit each. */
static guint
list_mask (const Counting *c)
{
  guint mask = 0;

  for (guint i = 0; i < c->n; i++)
    mask |= 1u << c->vars[i];
  return mask;
}

static void
test_cardinality (void)
{
  for (guint t = 0; t < 2 * INSTANCES; t++)
    {
      g_autoptr(QdCspModel) model = qd_csp_model_new ();
      g_autoptr(GError) error = NULL;
      Counting c = { .n = t < 3 ? t : (guint) rnd (3, 5), .n_values = rnd (1, 3), .ranges = t % 3 == 1,
                     .closed = t % 2 };

      for (guint i = 0; i < c.n; i++)
        c.vars[i] = t % 3 == 2 && i > 0 ? same_domain (model, c.vars[0]) : add_var (model, rnd (2, 4), -2, 2);
      for (guint j = 0; j < c.n_values; j++)
        {
          c.values[j] = t % 5 == 4 && j == 0 ? QD_CSP_OPERAND_VAR (add_var (model, 2, -2, 2))
                                             : QD_CSP_OPERAND_INT (rnd (-3, 2));
          if (c.ranges)
            {
              c.occurs_lo[j] = rnd (-1, 1);
              c.occurs_hi[j] = c.occurs_lo[j] + rnd (0, 3);
            }
          else
            c.occurs[j] = rnd (0, 1) == 0 ? QD_CSP_OPERAND_VAR (add_var (model, rnd (2, 3), -1, 3))
                                          : QD_CSP_OPERAND_INT (rnd (0, 2));
        }
      c.closed = c.closed && rnd (0, 1);
      maybe_repeat (c.vars, c.n);
      g_assert_true (qd_csp_model_add_cardinality (model, c.vars, c.n, c.values, c.n_values,
                                                   c.ranges ? NULL : c.occurs, c.ranges ? c.occurs_lo : NULL,
                                                   c.ranges ? c.occurs_hi : NULL, c.closed, &error));
      g_assert_no_error (error);
      expect_count (model, cardinality_pred, &c);
      /* Distinct constant values and numbers: arc consistent by flows on
       * the list's variables (qd-csp-g-gcc.c). */
      expect_gac (model, cardinality_pred, &c, constant_card (&c) && !repeated ? list_mask (&c) : 0);
    }
}

/* Cardinality by flows: distinct constant values, numbers within a range
 * of one or two, over more variables than values (a value often full or
 * short), closed or not: arc consistent at the root on every variable. */
static void
test_cardinality_flow (void)
{
  for (guint t = 0; t < 6 * INSTANCES; t++)
    {
      g_autoptr(QdCspModel) model = qd_csp_model_new ();
      g_autoptr(GError) error = NULL;
      Counting c = { .n = (guint) rnd (3, 6), .n_values = rnd (2, 3), .ranges = TRUE, .closed = t % 2 };

      for (guint i = 0; i < c.n; i++)
        c.vars[i] = add_var (model, rnd (2, 4), -2, 2);
      for (guint j = 0; j < c.n_values; j++)
        {
          gboolean fresh;

          do
            {
              c.values[j] = QD_CSP_OPERAND_INT (rnd (-2, 2));
              fresh = TRUE;
              for (guint k = 0; k < j; k++)
                fresh &= c.values[k].value != c.values[j].value;
            }
          while (!fresh);
          c.occurs_lo[j] = rnd (0, 2);
          c.occurs_hi[j] = c.occurs_lo[j] + rnd (0, 1);
        }
      g_assert_true (qd_csp_model_add_cardinality (model, c.vars, c.n, c.values, c.n_values, NULL, c.occurs_lo,
                                                   c.occurs_hi, c.closed, &error));
      g_assert_no_error (error);
      expect_count (model, cardinality_pred, &c);
      expect_gac (model, cardinality_pred, &c, ALL_VARS);
    }
}

/* --------------------------------------------------------- connection */

typedef struct {
  guint vars[N_MAX], n;
  gboolean minimum;
  gint index;
  gint64 start, start2;
  QdCspRank rank;
  Cond cond;
  gboolean has_cond;
  QdCspOperand list[N_MAX];
  guint rows, cols, row, col;
  guint vars2[N_MAX], n2;
  gint value;
  gboolean has_list2;
} Connect;

static gboolean
extremum_pred (const gint64 *x, gconstpointer ctx)
{
  const Connect *e = ctx;
  gint64 best = x[e->vars[0]];

  for (guint i = 1; i < e->n; i++)
    best = e->minimum ? MIN (best, x[e->vars[i]]) : MAX (best, x[e->vars[i]]);
  if (e->has_cond && !cond_holds (&e->cond.c, best, x))
    return FALSE;
  if (e->index >= 0)
    {
      gint64 p = x[e->index] - e->start;

      if (p < 0 || p >= e->n || x[e->vars[p]] != best)
        return FALSE;
      for (guint i = 0; i < e->n; i++)
        if (x[e->vars[i]] == best &&
            ((e->rank == QD_CSP_RANK_FIRST && i < p) || (e->rank == QD_CSP_RANK_LAST && i > p)))
          return FALSE;
    }
  return TRUE;
}

static gboolean
element_pred (const gint64 *x, gconstpointer ctx)
{
  const Connect *e = ctx;
  gint64 r = e->rows > 1 || e->row != G_MAXUINT ? x[e->row] - e->start2 : 0;
  gint64 p = x[e->col] - e->start;

  if (r < 0 || r >= e->rows || p < 0 || p >= e->cols ||
      !cond_holds (&e->cond.c, operand (&e->list[r * e->cols + p], x), x))
    return FALSE;
  for (guint i = 0; i < e->cols; i++)
    if (cond_holds (&e->cond.c, operand (&e->list[i], x), x) &&
        ((e->rank == QD_CSP_RANK_FIRST && i < p) || (e->rank == QD_CSP_RANK_LAST && i > p)))
      return FALSE;
  return TRUE;
}

static gboolean
channel_pred (const gint64 *x, gconstpointer ctx)
{
  const Connect *c = ctx;

  if (c->value >= 0)
    {
      gint64 at = x[c->value] - c->start;

      if (at < 0 || at >= c->n)
        return FALSE;
      for (guint i = 0; i < c->n; i++)
        if ((x[c->vars[i]] == 1) != (at == i))
          return FALSE;
      return TRUE;
    }
  if (!c->has_list2)
    {
      for (guint i = 0; i < c->n; i++)
        {
          gint64 j = x[c->vars[i]] - c->start;

          if (j < 0 || j >= c->n || x[c->vars[j]] != c->start + i)
            return FALSE;
        }
      return TRUE;
    }
  for (guint i = 0; i < c->n; i++)
    {
      gint64 j = x[c->vars[i]] - c->start2;

      if (j < 0 || j >= c->n2 || x[c->vars2[j]] != c->start + i)
        return FALSE;
    }
  if (c->n == c->n2)
    for (guint j = 0; j < c->n2; j++)
      {
        gint64 i = x[c->vars2[j]] - c->start;

        if (i < 0 || i >= c->n || x[c->vars[i]] != c->start2 + j)
          return FALSE;
      }
  return TRUE;
}

static void
test_extremum (void)
{
  for (guint t = 0; t < 3 * INSTANCES; t++)
    {
      g_autoptr(QdCspModel) model = qd_csp_model_new ();
      g_autoptr(GError) error = NULL;
      Connect e = { .n = t < 4 ? 1 : (guint) rnd (2, 5), .minimum = t % 2, .index = -1, .start = rnd (-1, 1),
                    .rank = rnd (QD_CSP_RANK_ANY, QD_CSP_RANK_LAST), .has_cond = t % 3 != 0 };

      for (guint i = 0; i < e.n; i++)
        e.vars[i] = add_var (model, rnd (2, 4), -2, 2);
      if (!e.has_cond || t % 3 == 1)
        e.index = add_var (model, rnd (2, 5), -1, 5);
      if (e.has_cond)
        random_cond (model, &e.cond, -3, 3);
      maybe_repeat (e.vars, e.n);
      g_assert_true (qd_csp_model_add_extremum (model, e.minimum, e.vars, e.n, e.index, e.start, e.rank,
                                                e.has_cond ? &e.cond.c : NULL, &error));
      g_assert_no_error (error);
      expect_count (model, extremum_pred, &e);
      expect_gac (model, extremum_pred, &e, 0);
    }
}

static void
test_element (void)
{
  for (guint t = 0; t < 3 * INSTANCES; t++)
    {
      g_autoptr(QdCspModel) model = qd_csp_model_new ();
      g_autoptr(GError) error = NULL;
      gboolean matrix = t % 3 == 2;
      Connect e = { .rows = matrix ? 2 : 1, .cols = t == 0 ? 0 : (guint) rnd (1, matrix ? 2 : 4),
                    .start = rnd (-1, 1), .start2 = rnd (-1, 1), .row = G_MAXUINT,
                    .rank = matrix ? QD_CSP_RANK_ANY : rnd (QD_CSP_RANK_ANY, QD_CSP_RANK_LAST) };

      for (guint i = 0; i < e.rows * e.cols; i++)
        e.list[i] = rnd (0, 2) > 0 ? QD_CSP_OPERAND_VAR (add_var (model, rnd (2, 3), -2, 2))
                                   : QD_CSP_OPERAND_INT (rnd (-2, 2));
      e.col = add_var (model, rnd (2, 4), -2, 3);
      if (matrix)
        e.row = add_var (model, rnd (2, 3), -2, 2);
      random_cond (model, &e.cond, -2, 2);
      if (matrix)
        g_assert_true (qd_csp_model_add_element_matrix (model, e.list, e.rows, e.cols, e.start2, e.start, e.row,
                                                        e.col, &e.cond.c, &error));
      else
        g_assert_true (qd_csp_model_add_element (model, e.list, e.cols, e.start, e.col, e.rank, &e.cond.c, &error));
      g_assert_no_error (error);
      expect_count (model, element_pred, &e);
      expect_gac (model, element_pred, &e, e.rank == QD_CSP_RANK_ANY ? ALL_VARS : 0);
    }
}

static void
test_channel (void)
{
  for (guint t = 0; t < 3 * INSTANCES; t++)
    {
      g_autoptr(QdCspModel) model = qd_csp_model_new ();
      g_autoptr(GError) error = NULL;
      guint form = t % 3;
      Connect c = { .n = t < 3 ? 0 : (guint) rnd (1, 4), .start = rnd (-1, 1), .start2 = rnd (-1, 1), .value = -1,
                    .has_list2 = form == 0 };

      if (form == 0)
        c.n2 = c.n + (guint) rnd (0, 1);
      for (guint i = 0; i < c.n; i++)
        c.vars[i] = form == 2 ? add_var (model, rnd (1, 3), -1, 2)
                              : add_var (model, rnd (2, MAX (c.n, c.n2) + 1), c.start2 - 1,
                                         c.start2 + (gint64) MAX (c.n, c.n2));
      for (guint j = 0; j < c.n2; j++)
        c.vars2[j] = add_var (model, rnd (2, c.n + 1), c.start - 1, c.start + c.n);
      if (form == 2)
        c.value = (gint) add_var (model, rnd (2, 5), c.start - 1, c.start + c.n + 1);
      if (form == 1)
        c.start2 = c.start;
      g_assert_true (qd_csp_model_add_channel (model, c.vars, c.n, c.start, form == 0 ? c.vars2 : NULL, c.n2,
                                              c.start2, c.value, &error));
      g_assert_no_error (error);
      expect_count (model, channel_pred, &c);
      expect_gac (model, channel_pred, &c, 0);
    }
}

/* Domains of more than 64 values (the globals read a small domain as one
 * word, a large one value by value): sum, count and element over two wide
 * variables and a small one. */
static void
test_wide (void)
{
  for (guint t = 0; t < 10; t++)
    {
      g_autoptr(QdCspModel) model = qd_csp_model_new ();
      g_autoptr(GError) error = NULL;
      guint wide[2], small;
      Counting c = { .n = 2, .has_coeffs = TRUE };
      Connect e = { .rows = 1, .cols = 2, .row = G_MAXUINT };

      for (guint i = 0; i < 2; i++)
        wide[i] = add_var (model, rnd (65, 90), -60, 60);
      small = add_var (model, rnd (2, 5), -2, 2);
      switch (t % 3)
        {
        case 0:
          c.vars[0] = wide[0];
          c.vars[1] = wide[1];
          c.coeffs[0] = QD_CSP_OPERAND_INT (rnd (-3, 3));
          c.coeffs[1] = QD_CSP_OPERAND_INT (rnd (-3, 3));
          memset (&c.cond, 0, sizeof c.cond);
          c.cond.c.op = rnd (QD_CSP_COND_LT, QD_CSP_COND_EQ);
          c.cond.c.operand = QD_CSP_OPERAND_VAR (small);
          g_assert_true (qd_csp_model_add_sum (model, c.vars, 2, c.coeffs, &c.cond.c, &error));
          expect_count (model, sum_pred, &c);
          expect_gac (model, sum_pred, &c, ALL_VARS);
          break;
        case 1:
          c.vars[0] = wide[0];
          c.vars[1] = wide[1];
          c.n_values = 1;
          c.values[0] = QD_CSP_OPERAND_INT (rnd (-5, 5));
          memset (&c.cond, 0, sizeof c.cond);
          c.cond.c.op = QD_CSP_COND_EQ;
          c.cond.c.operand = QD_CSP_OPERAND_VAR (small);
          g_assert_true (qd_csp_model_add_count (model, c.vars, 2, c.values, 1, &c.cond.c, &error));
          expect_count (model, count_pred, &c);
          expect_gac (model, count_pred, &c, ALL_VARS);
          break;
        default:
          e.list[0] = QD_CSP_OPERAND_VAR (wide[0]);
          e.list[1] = QD_CSP_OPERAND_VAR (wide[1]);
          e.col = small;
          e.start = -1;
          random_cond (model, &e.cond, -20, 20);
          g_assert_true (qd_csp_model_add_element (model, e.list, 2, e.start, e.col, QD_CSP_RANK_ANY, &e.cond.c,
                                                   &error));
          expect_count (model, element_pred, &e);
          expect_gac (model, element_pred, &e, ALL_VARS);
          break;
        }
      g_assert_no_error (error);
    }
}

int
main (int argc, char **argv)
{
  static const G1Test tests[] = {
    { "/csp-globals-g1-count/sum", test_sum },
    { "/csp-globals-g1-count/count", test_count },
    { "/csp-globals-g1-count/nvalues", test_nvalues },
    { "/csp-globals-g1-count/cardinality", test_cardinality },
    { "/csp-globals-g1-count/cardinality-flow", test_cardinality_flow },
    { "/csp-globals-g1-count/extremum", test_extremum },
    { "/csp-globals-g1-count/element", test_element },
    { "/csp-globals-g1-count/channel", test_channel },
    { "/csp-globals-g1-count/wide", test_wide },
  };

  return g1_run (argc, argv, tests, G_N_ELEMENTS (tests));
}
