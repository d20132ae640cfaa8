/* csp-expr-bounds-check.c — bounds reasoning through expressions
 * (qd_csp_expr_narrow, src/problems/csp/qd-csp-expr-bounds.c) against
 * brute force: random small expressions over three variables of small
 * ranges; every value of a variable in a solution (the expression
 * evaluated true, defined) stays within its narrowed bounds, and a
 * failure means no solution.  Then the tightness it exists for: Grocery's
 * product and PrimeLooking's. */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "problems/csp/qd-csp-model-private.h"
#include "csp-expr-bounds-check.h"

#define N_VARS CSP_EXPR_CHECK_VARS

static QdCspExpr *
node (QdCspExprKind kind, guint n_kids, QdCspExpr **kids)
{
  QdCspExpr *e = qd_csp_expr_alloc (kind, 0, n_kids);

  for (guint i = 0; i < n_kids; i++)
    e->kids[i] = kids[i];
  return e;
}

static QdCspExpr *
random_number (GRand *rand, guint depth)
{
  static const QdCspExprKind ops[] = {
    QD_CSP_EXPR_NEG, QD_CSP_EXPR_ABS, QD_CSP_EXPR_ADD, QD_CSP_EXPR_SUB, QD_CSP_EXPR_MUL, QD_CSP_EXPR_DIV,
    QD_CSP_EXPR_MOD, QD_CSP_EXPR_MIN, QD_CSP_EXPR_MAX, QD_CSP_EXPR_DIST, QD_CSP_EXPR_POW,
  };
  QdCspExpr *kids[3];
  QdCspExprKind kind;
  guint n_kids;

  if (depth >= 3 || g_rand_int_range (rand, 0, 3) == 0)
    return g_rand_boolean (rand) ? qd_csp_expr_alloc (QD_CSP_EXPR_VAR, g_rand_int_range (rand, 0, N_VARS), 0)
                                 : qd_csp_expr_alloc (QD_CSP_EXPR_CONST, g_rand_int_range (rand, -3, 4), 0);
  kind = ops[g_rand_int_range (rand, 0, G_N_ELEMENTS (ops))];
  n_kids = kind == QD_CSP_EXPR_NEG || kind == QD_CSP_EXPR_ABS ? 1
         : (kind == QD_CSP_EXPR_ADD || kind == QD_CSP_EXPR_MIN || kind == QD_CSP_EXPR_MAX) ? (guint) g_rand_int_range (rand, 2, 4)
         : 2;
  for (guint i = 0; i < n_kids; i++)
    kids[i] = random_number (rand, depth + 1);
  if (kind == QD_CSP_EXPR_POW)
    {
      qd_csp_expr_free (kids[1]);
      kids[1] = qd_csp_expr_alloc (QD_CSP_EXPR_CONST, g_rand_int_range (rand, 0, 4), 0);
    }
  return node (kind, n_kids, kids);
}

static QdCspExpr *
random_condition (GRand *rand, gboolean conjunction)
{
  static const QdCspExprKind ops[] = {
    QD_CSP_EXPR_EQ, QD_CSP_EXPR_NE, QD_CSP_EXPR_LT, QD_CSP_EXPR_LE, QD_CSP_EXPR_GT, QD_CSP_EXPR_GE,
  };
  QdCspExpr *kids[2];

  if (conjunction)
    {
      kids[0] = random_condition (rand, FALSE);
      kids[1] = random_condition (rand, FALSE);
      return node (QD_CSP_EXPR_AND, 2, kids);
    }
  kids[0] = random_number (rand, 0);
  kids[1] = random_number (rand, 1);
  return node (ops[g_rand_int_range (rand, 0, G_N_ELEMENTS (ops))], 2, kids);
}

/* Each variable's least and greatest value in a solution over the ranges;
 * FALSE when there is none. */
/* Random bounds for the variables, within -reach .. reach. */
void
random_vars (GRand *rand, gint64 reach, QdCspRange *vars)
{
  for (guint i = 0; i < N_VARS; i++)
    {
      gint64 a = g_rand_int_range (rand, -reach, reach + 1), b = g_rand_int_range (rand, -reach, reach + 1);

      vars[i] = (QdCspRange) { MIN (a, b), MAX (a, b) };
    }
}

/* The hull lo .. hi of each variable's values in the assignments where e
 * is defined and true (target NULL) or within *target; FALSE when none. */
static gboolean
brute_force (const QdCspExpr *e, const QdCspRange *vars, const QdCspRange *target, gint64 *lo, gint64 *hi)
{
  gint64 k[N_VARS];
  gboolean any = FALSE;

  for (k[0] = vars[0].lo; k[0] <= vars[0].hi; k[0]++)
    for (k[1] = vars[1].lo; k[1] <= vars[1].hi; k[1]++)
      for (k[2] = vars[2].lo; k[2] <= vars[2].hi; k[2]++)
        {
          gboolean undefined = FALSE;
          gint64 v = qd_csp_expr_eval (e, k, &undefined);

          if (undefined || (target == NULL ? v == 0 : v < target->lo || v > target->hi))
            continue;
          for (guint i = 0; i < N_VARS; i++)
            {
              lo[i] = any ? MIN (lo[i], k[i]) : k[i];
              hi[i] = any ? MAX (hi[i], k[i]) : k[i];
            }
          any = TRUE;
        }
  return any;
}

static void
test_random (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (79);
  guint narrowed = 0, failed = 0;

  for (guint round = 0; round < 3000; round++)
    {
      QdCspExpr *e = random_condition (rand, round % 4 == 0);
      QdCspRange vars[N_VARS], ranges[QD_CSP_EXPR_BOUNDS_NODES];
      guint sizes[QD_CSP_EXPR_BOUNDS_NODES];
      gint64 lo[N_VARS], hi[N_VARS];
      gboolean solvable;

      random_vars (rand, 6, vars);
      g_assert_cmpuint (qd_csp_expr_bounds_nodes (e), >, 0);
      solvable = brute_force (e, vars, NULL, lo, hi);
      if (!qd_csp_expr_narrow (e, vars, ranges, sizes))
        {
          g_assert_false (solvable);
          failed++;
        }
      else if (solvable)
        for (guint i = 0; i < N_VARS; i++)
          {
            g_assert_true (vars[i].lo <= lo[i] && hi[i] <= vars[i].hi);
            narrowed += vars[i].lo < lo[i] || hi[i] < vars[i].hi ? 0 : 1;
          }
      qd_csp_expr_free (e);
    }
  g_test_message ("%u bounds exact, %u failures", narrowed, failed);
  g_assert_cmpuint (failed, >, 0);
}

/* Numbers and conditions mixed: products of weights and conditions,
 * connectives of comparisons, comparisons of either. */
QdCspExpr *
random_mixed (GRand *rand, guint depth)
{
  static const QdCspExprKind ops[] = {
    QD_CSP_EXPR_NOT, QD_CSP_EXPR_AND, QD_CSP_EXPR_OR, QD_CSP_EXPR_IMP, QD_CSP_EXPR_ADD, QD_CSP_EXPR_MUL,
    QD_CSP_EXPR_SUB, QD_CSP_EXPR_EQ, QD_CSP_EXPR_NE, QD_CSP_EXPR_LT, QD_CSP_EXPR_LE, QD_CSP_EXPR_GT, QD_CSP_EXPR_GE,
  };
  QdCspExpr *kids[2];
  QdCspExprKind kind;
  guint n_kids;

  if (depth >= 3 || g_rand_int_range (rand, 0, 4) == 0)
    return g_rand_boolean (rand) ? random_number (rand, 2) : random_condition (rand, FALSE);
  kind = ops[g_rand_int_range (rand, 0, G_N_ELEMENTS (ops))];
  n_kids = kind == QD_CSP_EXPR_NOT ? 1 : 2;
  for (guint i = 0; i < n_kids; i++)
    kids[i] = random_mixed (rand, depth + 1);
  return node (kind, n_kids, kids);
}

/* The range over the bounds (qd_csp_expr_range_in) holds every defined
 * value brute force finds; a condition the bounds decide is 0 or 1. */
static void
test_range (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (80);
  guint decided = 0;

  for (guint round = 0; round < 2000; round++)
    {
      QdCspExpr *e = random_mixed (rand, 0);
      QdCspRange vars[N_VARS], ranges[QD_CSP_EXPR_RANGE_NODES], r;
      guint sizes[QD_CSP_EXPR_RANGE_NODES];
      gint64 k[N_VARS];

      random_vars (rand, 4, vars);
      g_assert_cmpuint (qd_csp_expr_range_nodes (e), >, 0);
      r = qd_csp_expr_range_in (e, vars, ranges, sizes);
      decided += e->kind >= QD_CSP_EXPR_EQ && e->kind <= QD_CSP_EXPR_IMP && r.lo == r.hi;
      for (k[0] = vars[0].lo; k[0] <= vars[0].hi; k[0]++)
        for (k[1] = vars[1].lo; k[1] <= vars[1].hi; k[1]++)
          for (k[2] = vars[2].lo; k[2] <= vars[2].hi; k[2]++)
            {
              gboolean undefined = FALSE;
              gint64 v = qd_csp_expr_eval (e, k, &undefined);

              g_assert_true (undefined || (r.lo <= v && v <= r.hi));
            }
      qd_csp_expr_free (e);
    }
  g_test_message ("%u conditions decided", decided);
  g_assert_cmpuint (decided, >, 100);
}

/* Narrowing to a target (qd_csp_expr_narrow_within) keeps every value of
 * a variable that brute force finds in a solution (the expression defined
 * and within the target: a condition true or false, a number in a random
 * interval); a failure means there is none. */
static void
test_narrow_mixed (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (81);
  guint narrowed = 0;

  for (guint round = 0; round < 2000; round++)
    {
      QdCspExpr *e = random_mixed (rand, 0);
      QdCspRange vars[N_VARS], before[N_VARS], ranges[QD_CSP_EXPR_RANGE_NODES], t;
      guint sizes[QD_CSP_EXPR_RANGE_NODES];
      gint64 lo[N_VARS], hi[N_VARS];
      gboolean any, kept;

      random_vars (rand, 4, vars);
      memcpy (before, vars, sizeof before);
      if (e->kind >= QD_CSP_EXPR_NOT && e->kind != QD_CSP_EXPR_ADD && e->kind != QD_CSP_EXPR_SUB && e->kind != QD_CSP_EXPR_MUL)
        t.lo = t.hi = g_rand_int_range (rand, 0, 2);
      else
        {
          t.lo = g_rand_int_range (rand, -8, 9);
          t.hi = t.lo + g_rand_int_range (rand, 0, 6);
        }
      any = brute_force (e, vars, &t, lo, hi);
      kept = qd_csp_expr_narrow_within (e, t, vars, ranges, sizes);
      g_assert_true (kept || !any);
      for (guint i = 0; kept && any && i < N_VARS; i++)
        {
          g_assert_true (vars[i].lo <= lo[i] && hi[i] <= vars[i].hi);
          narrowed += vars[i].lo > before[i].lo || vars[i].hi < before[i].hi;
        }
      qd_csp_expr_free (e);
    }
  g_test_message ("%u bounds narrowed", narrowed);
  g_assert_cmpuint (narrowed, >, 100);
}

static QdCspExpr *
var (guint i)
{
  return qd_csp_expr_alloc (QD_CSP_EXPR_VAR, i, 0);
}

static QdCspExpr *
binary (QdCspExprKind kind, QdCspExpr *a, QdCspExpr *b)
{
  return node (kind, 2, (QdCspExpr *[]) { a, b });
}

/* x0 · x1 · x2 · x3 = 711,000,000 with x0..x2 fixed to Grocery's answer:
 * x3 is 316 exactly; with x2 at 151 instead, no value.  x = d1 · d2 below
 * 1000 with 2 <= d1: d2 at most 499. */
static void
test_products (void)
{
  QdCspExpr *product = binary (QD_CSP_EXPR_MUL, binary (QD_CSP_EXPR_MUL, var (0), var (1)),
                               binary (QD_CSP_EXPR_MUL, var (2), var (3)));
  QdCspExpr *grocery = binary (QD_CSP_EXPR_EQ, product, qd_csp_expr_alloc (QD_CSP_EXPR_CONST, 711000000, 0));
  QdCspExpr *prime = binary (QD_CSP_EXPR_EQ, var (0), binary (QD_CSP_EXPR_MUL, var (1), var (2)));
  QdCspRange vars[4] = { { 120, 120 }, { 125, 125 }, { 150, 150 }, { 0, 710 } }, ranges[16];
  guint sizes[16];

  g_assert_true (qd_csp_expr_narrow (grocery, vars, ranges, sizes));
  g_assert_true (vars[3].lo == 316 && vars[3].hi == 316);
  vars[2] = (QdCspRange) { 151, 151 };
  vars[3] = (QdCspRange) { 0, 710 };
  g_assert_false (qd_csp_expr_narrow (grocery, vars, ranges, sizes));
  vars[0] = (QdCspRange) { 0, 999 };
  vars[1] = (QdCspRange) { 2, 999 };
  vars[2] = (QdCspRange) { 2, 999 };
  g_assert_true (qd_csp_expr_narrow (prime, vars, ranges, sizes));
  g_assert_true (vars[0].lo == 4 && vars[1].hi == 499 && vars[2].hi == 499);
  qd_csp_expr_free (grocery);
  qd_csp_expr_free (prime);
}

void
csp_expr_bounds_add_tests (void)
{
  g_test_add_func ("/csp-xcsp/bounds/random", test_random);
  g_test_add_func ("/csp-xcsp/bounds/products", test_products);
  g_test_add_func ("/csp-xcsp/bounds/range", test_range);
  g_test_add_func ("/csp-xcsp/bounds/narrow-mixed", test_narrow_mixed);
}
