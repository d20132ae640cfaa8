/* test-csp-globals-g1.c — the comparison globals (problems/csp/
 * qd-csp-globals.h): conditions, allDifferent (and its view for
 * min-conflicts, and of lists), allEqual, ordered, lex, precedence.  On
 * random small instances (2 to 6 variables, 2 to 5 values from -3..4, a
 * variable twice in a list now and then, seeded per test; G1_SEED=k draws
 * others), the number of solutions the engine finds with bt, fc and mac
 * (static orders, then random ones with backjumping and the rest drawn)
 * equals a brute-force count of the constraint's definition written here,
 * independently; every complete assignment has violations 0 exactly when
 * the definition holds; MAC's root propagation removes no supported value,
 * and none other where the global promises GAC (globals-g1-check.c).
 * Also: domains of more than 64 values, Latin squares and N-Queens with
 * published counts, symbolic variables, edge cases (empty lists, one
 * variable, values outside the domains, refusals). */
#include "config.h"

#include <glib.h>
#include <stdlib.h>
#include <string.h>

#include "core/qd-csp-private.h"
#include "globals-g1-check.h"
#include "problems/csp/qd-csp-g-alldifferent.h"

static void
test_condition (void)
{
  gint64 set[] = { 1, 4 };
  QdCspCondition in = { .op = QD_CSP_COND_IN, .set = set, .n_set = 2 };
  QdCspCondition range = { .op = QD_CSP_COND_NOTIN, .is_range = TRUE, .lo = -2, .hi = 3 };
  QdCspCondition le = { .op = QD_CSP_COND_LE, .operand = QD_CSP_OPERAND_INT (10) };
  QdCspCondition eqv = { .op = QD_CSP_COND_EQ, .operand = QD_CSP_OPERAND_VAR (0) };
  g_autoptr(QdCspModel) model = qd_csp_model_new ();
  g_autofree char *t1 = NULL, *t2 = NULL, *t3 = NULL, *t4 = NULL;
  gint64 k = 1;

  g_assert_true (qd_csp_condition_holds (&in, 4, 0));
  g_assert_false (qd_csp_condition_holds (&in, 2, 0));
  g_assert_true (qd_csp_condition_holds (&range, -3, 0));
  g_assert_false (qd_csp_condition_holds (&range, 3, 0));
  g_assert_true (qd_csp_condition_holds (&le, 10, 99));
  g_assert_false (qd_csp_condition_holds (&le, 11, -99));
  g_assert_true (qd_csp_condition_holds (&eqv, 5, 5));
  g_assert_false (qd_csp_condition_holds (&eqv, 5, 4));
  g_assert_true (qd_csp_model_add_var (model, "z", &k, 1, FALSE, NULL));
  t1 = qd_csp_condition_text (model, &in);
  t2 = qd_csp_condition_text (model, &range);
  t3 = qd_csp_condition_text (model, &le);
  t4 = qd_csp_condition_text (model, &eqv);
  g_assert_nonnull (strstr (t1, "1"));
  g_assert_nonnull (strstr (t1, "4"));
  g_assert_nonnull (strstr (t2, "-2..3"));
  g_assert_nonnull (strstr (t3, "10"));
  g_assert_nonnull (strstr (t4, "z"));
}

/* ---------------------------------------------------------- allDifferent */

typedef struct {
  guint vars[N_MAX], n;
  gint64 except[4];
  guint n_except;
} AllDiff;

static gboolean
alldiff_pred (const gint64 *x, gconstpointer ctx)
{
  const AllDiff *d = ctx;

  for (guint i = 0; i < d->n; i++)
    for (guint j = i + 1; j < d->n; j++)
      {
        gboolean skip = FALSE;

        for (guint e = 0; e < d->n_except; e++)
          skip |= x[d->vars[i]] == d->except[e];
        if (!skip && x[d->vars[i]] == x[d->vars[j]])
          return FALSE;
      }
  return TRUE;
}

static void
test_all_different (void)
{
  for (guint t = 0; t < 2 * INSTANCES; t++)
    {
      g_autoptr(QdCspModel) model = qd_csp_model_new ();
      g_autoptr(GError) error = NULL;
      AllDiff d = { .n = t < 4 ? t % 2 : (guint) rnd (3, 6) };

      for (guint i = 0; i < d.n; i++)
        d.vars[i] = rnd (0, 3) == 0 ? add_var (model, rnd (2, 5), -1, 2) : add_rvar (model);
      d.n_except = t % 3 == 0 ? rnd (1, 3) : 0;
      for (guint e = 0; e < d.n_except; e++)
        d.except[e] = rnd (-4, 5);
      maybe_repeat (d.vars, d.n);
      g_assert_true (qd_csp_model_add_all_different (model, d.vars, d.n, d.except, d.n_except, &error));
      g_assert_no_error (error);
      expect_count (model, alldiff_pred, &d);
      expect_gac (model, alldiff_pred, &d, ALL_VARS);
    }
}

/* Min-conflicts' view (qd-csp-g-alldifferent.h): a random walk of moves,
 * each score against the violations of the assignment it predicts, each
 * blame against the definition (another variable shares the value). */
static void
on_blame (gpointer blame_data, guint pos, gint delta)
{
  gint *blames = blame_data;

  blames[pos] += delta;
  g_assert_cmpint (blames[pos], >=, 0);
  g_assert_cmpint (blames[pos], <=, 1);
}

static void
test_all_different_local (void)
{
  for (guint t = 0; t < INSTANCES; t++)
    {
      g_autoptr(QdCspModel) model = qd_csp_model_new ();
      AllDiff d = { .n = (guint) rnd (2, 8), .n_except = t % 3 == 0 ? rnd (1, 2) : 0 };
      gint values[N_MAX] = { 0 }, blames[N_MAX] = { 0 };
      guint c;
      gpointer data, state;

      for (guint i = 0; i < d.n; i++)
        d.vars[i] = add_var (model, rnd (2, 5), -2, 2);
      for (guint e = 0; e < d.n_except; e++)
        d.except[e] = rnd (-2, 2);
      g_assert_true (qd_csp_model_add_all_different (model, d.vars, d.n, d.except, d.n_except, NULL));
      g_assert_cmpuint (qd_csp_n_constraints (model->csp), ==, 1);
      c = 0;
      data = qd_csp_con (model->csp, c)->data;
      for (guint i = 0; i < d.n; i++)
        values[i] = rnd (0, (gint) qd_csp_model_var (model, i)->n_values - 1);
      state = qd_csp_g_alldiff_local_new (data);
      g_assert_cmpuint (qd_csp_g_alldiff_local_reset (state, data, values, on_blame, blames), ==,
                        qd_csp_constraint_violations (model->csp, c, values));
      for (guint step = 0; step < 60; step++)
        {
          guint pos = (guint) rnd (0, (gint) d.n - 1);
          guint value = (guint) rnd (0, (gint) qd_csp_model_var (model, pos)->n_values - 1);
          gint old = values[pos];
          guint64 score = qd_csp_g_alldiff_local_score (state, data, values, pos, value);

          values[pos] = (gint) value;
          g_assert_cmpuint (score, ==, qd_csp_constraint_violations (model->csp, c, values));
          values[pos] = old;
          g_assert_cmpuint (qd_csp_g_alldiff_local_move (state, data, values, pos, value, on_blame, blames), ==,
                            score);
          values[pos] = (gint) value;
          for (guint i = 0; i < d.n; i++)
            {
              gboolean shared = FALSE, excepted = FALSE;
              gint64 key = qd_csp_model_var (model, i)->keys[values[i]];

              for (guint e = 0; e < d.n_except; e++)
                excepted |= key == d.except[e];
              for (guint j = 0; j < d.n; j++)
                shared |= j != i && key == qd_csp_model_var (model, j)->keys[values[j]];
              g_assert_cmpint (blames[i], ==, shared && !excepted);
            }
        }
      qd_owned_free (state);
    }
}

typedef struct {
  guint vars[N_MAX], n_lists, length;
} Lists;

static gboolean
lists_pred (const gint64 *x, gconstpointer ctx)
{
  const Lists *l = ctx;

  for (guint a = 0; a < l->n_lists; a++)
    for (guint b = a + 1; b < l->n_lists; b++)
      {
        gboolean same = TRUE;

        for (guint i = 0; i < l->length; i++)
          same &= x[l->vars[a * l->length + i]] == x[l->vars[b * l->length + i]];
        if (same)
          return FALSE;
      }
  return TRUE;
}

static void
test_all_different_lists (void)
{
  for (guint t = 0; t < INSTANCES; t++)
    {
      g_autoptr(QdCspModel) model = qd_csp_model_new ();
      g_autoptr(GError) error = NULL;
      Lists l = { .n_lists = rnd (1, 3), .length = rnd (1, 3) };

      if (l.n_lists * l.length > 6)
        l.length = 2;
      for (guint i = 0; i < l.n_lists * l.length; i++)
        l.vars[i] = add_var (model, rnd (1, 3), -1, 1);
      maybe_repeat (l.vars, l.n_lists * l.length);
      g_assert_true (qd_csp_model_add_all_different_lists (model, l.vars, l.n_lists, l.length, &error));
      g_assert_no_error (error);
      expect_count (model, lists_pred, &l);
      expect_gac (model, lists_pred, &l, l.n_lists <= 2 && !repeated ? ALL_VARS : 0);
    }
}

/* ------------------------------------------------------------ ordering */

typedef struct {
  guint vars[N_MAX], n, n_lists, length;
  QdCspOperand lengths[N_MAX];
  gboolean has_lengths;
  QdCspCondOp op;
  gint64 values[4];
  guint n_values;
  gboolean covered;
} Order;

static gboolean
compare (gint64 a, gint64 b, QdCspCondOp op)
{
  switch (op)
    {
    case QD_CSP_COND_LT: return a < b;
    case QD_CSP_COND_LE: return a <= b;
    case QD_CSP_COND_GE: return a >= b;
    default: return a > b;
    }
}

static gboolean
equal_pred (const gint64 *x, gconstpointer ctx)
{
  const Order *o = ctx;

  for (guint i = 1; i < o->n; i++)
    if (x[o->vars[i]] != x[o->vars[0]])
      return FALSE;
  return TRUE;
}

static gboolean
ordered_pred (const gint64 *x, gconstpointer ctx)
{
  const Order *o = ctx;

  for (guint i = 0; i + 1 < o->n; i++)
    if (!compare (x[o->vars[i]] + (o->has_lengths ? operand (&o->lengths[i], x) : 0), x[o->vars[i + 1]], o->op))
      return FALSE;
  return TRUE;
}

static gboolean
lex_pred (const gint64 *x, gconstpointer ctx)
{
  const Order *o = ctx;

  for (guint k = 0; k + 1 < o->n_lists; k++)
    {
      guint i = 0;
      const guint *a = &o->vars[k * o->length], *b = &o->vars[(k + 1) * o->length];

      while (i < o->length && x[a[i]] == x[b[i]])
        i++;
      if (i == o->length)
        {
          if (o->op == QD_CSP_COND_LT || o->op == QD_CSP_COND_GT)
            return FALSE;
        }
      else if (!compare (x[a[i]], x[b[i]], o->op))
        return FALSE;
    }
  return TRUE;
}

static gboolean
precedence_pred (const gint64 *x, gconstpointer ctx)
{
  const Order *o = ctx;

  for (guint j = 0; j + 1 < o->n_values; j++)
    {
      /* values[j + 1] at i needs values[j] before i. */
      gboolean seen = FALSE;

      for (guint i = 0; i < o->n; i++)
        {
          if (x[o->vars[i]] == o->values[j + 1] && !seen)
            return FALSE;
          seen |= x[o->vars[i]] == o->values[j];
        }
    }
  for (guint j = 0; o->covered && j < o->n_values; j++)
    {
      gboolean seen = FALSE;

      for (guint i = 0; i < o->n; i++)
        seen |= x[o->vars[i]] == o->values[j];
      if (!seen)
        return FALSE;
    }
  return TRUE;
}

static void
test_all_equal (void)
{
  for (guint t = 0; t < INSTANCES; t++)
    {
      g_autoptr(QdCspModel) model = qd_csp_model_new ();
      g_autoptr(GError) error = NULL;
      Order o = { .n = t < 3 ? t : (guint) rnd (3, 6) };

      for (guint i = 0; i < o.n; i++)
        o.vars[i] = add_var (model, rnd (2, 5), -2, 2);
      maybe_repeat (o.vars, o.n);
      g_assert_true (qd_csp_model_add_all_equal (model, o.vars, o.n, &error));
      g_assert_no_error (error);
      expect_count (model, equal_pred, &o);
      expect_gac (model, equal_pred, &o, ALL_VARS);
    }
}

static void
test_ordered (void)
{
  for (guint t = 0; t < 2 * INSTANCES; t++)
    {
      g_autoptr(QdCspModel) model = qd_csp_model_new ();
      g_autoptr(GError) error = NULL;
      Order o = { .n = t < 3 ? t : (guint) rnd (3, 5), .op = rnd (QD_CSP_COND_LT, QD_CSP_COND_GT) };

      for (guint i = 0; i < o.n; i++)
        o.vars[i] = add_rvar (model);
      o.has_lengths = t % 2 == 1;
      for (guint i = 0; o.has_lengths && i + 1 < o.n; i++)
        o.lengths[i] = rnd (0, 3) == 0 ? QD_CSP_OPERAND_VAR (add_var (model, 2, -1, 2))
                                       : QD_CSP_OPERAND_INT (rnd (-2, 2));
      maybe_repeat (o.vars, o.n);
      g_assert_true (qd_csp_model_add_ordered (model, o.vars, o.n, o.has_lengths ? o.lengths : NULL, o.op, &error));
      g_assert_no_error (error);
      expect_count (model, ordered_pred, &o);
      expect_gac (model, ordered_pred, &o, repeated ? 0 : ALL_VARS);
    }
}

static void
test_lex (void)
{
  for (guint t = 0; t < 2 * INSTANCES; t++)
    {
      g_autoptr(QdCspModel) model = qd_csp_model_new ();
      g_autoptr(GError) error = NULL;
      Order o = { .n_lists = rnd (1, 3), .length = t < 2 ? 0 : (guint) rnd (1, 3),
                  .op = rnd (QD_CSP_COND_LT, QD_CSP_COND_GT) };

      if (o.n_lists * o.length > 6)
        o.length = 2;
      for (guint i = 0; i < o.n_lists * o.length; i++)
        o.vars[i] = add_var (model, rnd (2, 3), -1, 2);
      maybe_repeat (o.vars, o.n_lists * o.length);
      g_assert_true (qd_csp_model_add_lex (model, o.vars, o.n_lists, o.length, o.op, &error));
      g_assert_no_error (error);
      expect_count (model, lex_pred, &o);
      expect_gac (model, lex_pred, &o, o.n_lists <= 2 && !repeated ? ALL_VARS : 0);
    }
}

static void
test_precedence (void)
{
  for (guint t = 0; t < 2 * INSTANCES; t++)
    {
      g_autoptr(QdCspModel) model = qd_csp_model_new ();
      g_autoptr(GError) error = NULL;
      Order o = { .n = t < 3 ? t : (guint) rnd (3, 6), .covered = t % 2, .n_values = rnd (0, 4) };

      for (guint i = 0; i < o.n; i++)
        o.vars[i] = add_var (model, rnd (2, 4), -2, 2);
      for (guint j = 0; j < o.n_values; j++)
        {
          gboolean again;

          do
            {
              o.values[j] = rnd (-3, 3);
              again = FALSE;
              for (guint k = 0; k < j; k++)
                again |= o.values[k] == o.values[j];
            }
          while (again);
        }
      maybe_repeat (o.vars, o.n);
      g_assert_true (qd_csp_model_add_precedence (model, o.vars, o.n, o.values, o.n_values, o.covered, &error));
      g_assert_no_error (error);
      expect_count (model, precedence_pred, &o);
      expect_gac (model, precedence_pred, &o, repeated ? 0 : ALL_VARS);
    }
}

/* Latin squares of order n (rows and columns allDifferent): 576 of order
 * 4, 161,280 of order 5 (OEIS A002860), with the global constraint and
 * with the pairwise one; G1_LATIN=5 times order 5 (the figures). */
static void
test_latin (void)
{
  guint order = g_getenv ("G1_LATIN") != NULL ? (guint) atoi (g_getenv ("G1_LATIN")) : 4;
  guint64 expected = order == 5 ? 161280 : order == 4 ? 576 : 0;

  g_assert_cmpuint (expected, >, 0);
  for (guint global = 0; global < 2; global++)
    for (guint f = 1; f <= 2; f++)
      {
        g_autoptr(QdCspModel) model = qd_csp_model_new ();
        gint64 keys[5] = { 1, 2, 3, 4, 5 };
        guint line[5], col[5];
        gint64 t0;
        guint64 got;

        for (guint i = 0; i < order * order; i++)
          {
            g_autofree char *name = g_strdup_printf ("c%u", i);

            g_assert_true (qd_csp_model_add_var (model, name, keys, order, FALSE, NULL));
          }
        for (guint r = 0; r < order; r++)
          {
            for (guint c = 0; c < order; c++)
              {
                line[c] = r * order + c;
                col[c] = c * order + r;
              }
            if (global)
              {
                g_assert_true (qd_csp_model_add_all_different (model, line, order, NULL, 0, NULL));
                g_assert_true (qd_csp_model_add_all_different (model, col, order, NULL, 0, NULL));
              }
            else
              {
                g_assert_true (qd_csp_model_add_alldifferent (model, line, order, NULL));
                g_assert_true (qd_csp_model_add_alldifferent (model, col, order, NULL));
              }
          }
        t0 = g_get_monotonic_time ();
        got = solve_count (model, f == 1 ? QD_CSP_INFER_FC : QD_CSP_INFER_MAC, QD_CSP_VAR_STATIC);
        g_test_message ("latin %u, %s, %s: %.3f s", order, global ? "global" : "pairwise", f == 1 ? "fc" : "mac",
                        (g_get_monotonic_time () - t0) / 1e6);
        g_assert_cmpuint (got, ==, expected);
      }
}

/* N-Queens as XCSP3 writes it with globals: allDifferent on q, on q[i] + i
 * and on q[i] - i, the diagonals' variables tied by sums (q[i] - u[i] = -i):
 * 92 solutions at 8 (OEIS A000170), 724 at 10 (G1_QUEENS=10). */
static void
test_queens (void)
{
  guint n = g_getenv ("G1_QUEENS") != NULL ? (guint) atoi (g_getenv ("G1_QUEENS")) : 8;
  guint64 expected = n == 8 ? 92 : n == 10 ? 724 : n == 12 ? 14200 : 0;
  g_autoptr(QdCspModel) model = qd_csp_model_new ();
  guint q[16], u[16], d[16];
  gint64 keys[48];

  g_assert_cmpuint (expected, >, 0);
  for (guint i = 0; i < 3 * n; i++)
    keys[i] = (gint64) i - (gint64) n;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *qn = g_strdup_printf ("q%u", i), *un = g_strdup_printf ("u%u", i),
                      *dn = g_strdup_printf ("d%u", i);
      QdCspOperand coeffs[2] = { QD_CSP_OPERAND_INT (1), QD_CSP_OPERAND_INT (-1) };
      QdCspCondition eq = { .op = QD_CSP_COND_EQ };
      guint pair[2];

      g_assert_true (qd_csp_model_add_var (model, qn, keys + n, n, FALSE, NULL));
      q[i] = qd_csp_model_n_vars (model) - 1;
      g_assert_true (qd_csp_model_add_var (model, un, keys + n, 2 * n, FALSE, NULL));
      u[i] = q[i] + 1;
      g_assert_true (qd_csp_model_add_var (model, dn, keys, 2 * n, FALSE, NULL));
      d[i] = q[i] + 2;
      pair[0] = q[i];
      pair[1] = u[i];
      eq.operand = QD_CSP_OPERAND_INT (-(gint64) i);
      g_assert_true (qd_csp_model_add_sum (model, pair, 2, coeffs, &eq, NULL));
      pair[1] = d[i];
      eq.operand = QD_CSP_OPERAND_INT ((gint64) i);
      g_assert_true (qd_csp_model_add_sum (model, pair, 2, coeffs, &eq, NULL));
    }
  g_assert_true (qd_csp_model_add_all_different (model, q, n, NULL, 0, NULL));
  g_assert_true (qd_csp_model_add_all_different (model, u, n, NULL, 0, NULL));
  g_assert_true (qd_csp_model_add_all_different (model, d, n, NULL, 0, NULL));
  for (guint f = 1; f <= 2; f++)
    {
      gint64 t0 = g_get_monotonic_time ();

      g_assert_cmpuint (solve_count (model, f == 1 ? QD_CSP_INFER_FC : QD_CSP_INFER_MAC, QD_CSP_VAR_STATIC), ==,
                        expected);
      g_test_message ("queens %u, %s: %.3f s", n, f == 1 ? "fc" : "mac", (g_get_monotonic_time () - t0) / 1e6);
    }
}

/* Domains of more than 64 values (the globals read a small domain as one
 * word, a large one value by value): allDifferent and ordered over two
 * wide variables and a small one. */
static void
test_wide (void)
{
  for (guint t = 0; t < 10; t++)
    {
      g_autoptr(QdCspModel) model = qd_csp_model_new ();
      g_autoptr(GError) error = NULL;
      guint wide[2], small;
      AllDiff d = { .n = 3 };
      Order o = { .n = 3, .op = rnd (QD_CSP_COND_LT, QD_CSP_COND_GT) };

      for (guint i = 0; i < 2; i++)
        wide[i] = add_var (model, rnd (65, 90), -60, 60);
      small = add_var (model, rnd (2, 5), -2, 2);
      switch (t % 2)
        {
        case 0:
          d.vars[0] = wide[0];
          d.vars[1] = small;
          d.vars[2] = wide[1];
          g_assert_true (qd_csp_model_add_all_different (model, d.vars, 3, NULL, 0, &error));
          expect_count (model, alldiff_pred, &d);
          expect_gac (model, alldiff_pred, &d, ALL_VARS);
          break;
        default:
          o.vars[0] = wide[0];
          o.vars[1] = small;
          o.vars[2] = wide[1];
          g_assert_true (qd_csp_model_add_ordered (model, o.vars, 3, NULL, o.op, &error));
          expect_count (model, ordered_pred, &o);
          expect_gac (model, ordered_pred, &o, ALL_VARS);
          break;
        }
      g_assert_no_error (error);
    }
}

/* ---------------------------------------------------------- edge cases */

/* Refusals: a symbolic variable, a channel whose first list is longer;
 * a covered precedence of more values than variables holds for nothing. */
static void
test_edges (void)
{
  g_autoptr(QdCspModel) model = qd_csp_model_new ();
  g_autoptr(GError) error = NULL;
  gint64 keys[] = { 0, 1 };
  gint64 values[] = { 0, 1, 2 };
  guint vars[] = { 0, 1 };
  QdCspCondition le = { .op = QD_CSP_COND_LE, .operand = QD_CSP_OPERAND_INT (1) };

  g_assert_true (qd_csp_model_add_var (model, "a", keys, 2, FALSE, NULL));
  g_assert_true (qd_csp_model_add_var (model, "b", keys, 2, FALSE, NULL));
  keys[0] = qd_csp_model_symbol (model, "red", TRUE);
  keys[1] = qd_csp_model_symbol (model, "blue", TRUE);
  g_assert_true (qd_csp_model_add_var (model, "s", keys, 2, TRUE, NULL));
  vars[1] = 2;
  g_assert_false (qd_csp_model_add_sum (model, vars, 2, NULL, &le, &error));
  g_assert_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE);
  g_clear_error (&error);
  vars[1] = 1;
  g_assert_false (qd_csp_model_add_channel (model, vars, 2, 0, vars, 1, 0, -1, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  /* 10^12 times 10^12 passes the sums' limit: refused, named. */
  {
    gint64 big[] = { -QD_CSP_MODEL_VALUE_MAX, QD_CSP_MODEL_VALUE_MAX };
    QdCspOperand coeff = QD_CSP_OPERAND_INT (QD_CSP_MODEL_VALUE_MAX);
    guint x;

    g_assert_true (qd_csp_model_add_var (model, "big", big, 2, FALSE, NULL));
    x = qd_csp_model_n_vars (model) - 1;
    g_assert_false (qd_csp_model_add_sum (model, &x, 1, &coeff, &le, &error));
    g_assert_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_LIMIT);
    g_clear_error (&error);
  }
  g_assert_false (model->had_false);
  g_assert_true (qd_csp_model_add_precedence (model, vars, 2, values, 3, TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (model->had_false);
}

/* Symbolic variables: allDifferent and allEqual compare symbols; three
 * variables of two colours cannot differ; mixed with numbers: refused. */
static void
test_symbolic (void)
{
  g_autoptr(QdCspModel) model = qd_csp_model_new ();
  g_autoptr(GError) error = NULL;
  gint64 colours[2];
  gint64 numbers[] = { 0, 1 };
  guint vars[] = { 0, 1, 2, 3 };

  colours[0] = qd_csp_model_symbol (model, "red", TRUE);
  colours[1] = qd_csp_model_symbol (model, "blue", TRUE);
  g_assert_true (qd_csp_model_add_var (model, "a", colours, 2, TRUE, NULL));
  g_assert_true (qd_csp_model_add_var (model, "b", colours, 2, TRUE, NULL));
  g_assert_true (qd_csp_model_add_var (model, "c", colours, 2, TRUE, NULL));
  g_assert_true (qd_csp_model_add_var (model, "n", numbers, 2, FALSE, NULL));
  g_assert_false (qd_csp_model_add_all_different (model, vars + 2, 2, NULL, 0, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (qd_csp_model_add_all_different (model, vars, 2, NULL, 0, &error));
  g_assert_no_error (error);
  /* a != b: 2 of a, b; c, n free: 2 x 2 x 2. */
  g_assert_cmpuint (solve_count (model, QD_CSP_INFER_MAC, QD_CSP_VAR_STATIC), ==, 8);
  g_assert_true (qd_csp_model_add_all_equal (model, vars + 1, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (solve_count (model, QD_CSP_INFER_FC, QD_CSP_VAR_STATIC), ==, 4);
  g_assert_true (qd_csp_model_add_all_different (model, vars, 3, NULL, 0, &error));
  for (guint f = QD_CSP_INFER_NONE; f <= QD_CSP_INFER_MAC; f++)
    g_assert_cmpuint (solve_count (model, f, QD_CSP_VAR_STATIC), ==, 0);
}

int
main (int argc, char **argv)
{
  static const G1Test tests[] = {
    { "/csp-globals-g1/condition", test_condition },
    { "/csp-globals-g1/all-different", test_all_different },
    { "/csp-globals-g1/all-different-local", test_all_different_local },
    { "/csp-globals-g1/all-different-lists", test_all_different_lists },
    { "/csp-globals-g1/all-equal", test_all_equal },
    { "/csp-globals-g1/ordered", test_ordered },
    { "/csp-globals-g1/lex", test_lex },
    { "/csp-globals-g1/precedence", test_precedence },
    { "/csp-globals-g1/wide", test_wide },
    { "/csp-globals-g1/latin", test_latin },
    { "/csp-globals-g1/queens", test_queens },
    { "/csp-globals-g1/symbolic", test_symbolic },
    { "/csp-globals-g1/edges", test_edges },
  };

  return g1_run (argc, argv, tests, G_N_ELEMENTS (tests));
}
