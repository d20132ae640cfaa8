/* csp-expr-cache-check.c — an expression's bounds kept from call to call
 * (qd_csp_expr_cache_*, src/problems/csp/qd-csp-expr-cache.c) against the
 * same computed from scratch (qd_csp_expr_range_in, qd_csp_expr_narrow_within):
 * random expressions (random_mixed, and sums of several, as an objective's
 * terms), random sequences of narrowed bounds and their undoing (a search's
 * steps and backtracks), a few set between two calls; at each call the
 * range and the narrowing to a random target must be the same, and the
 * narrowing must leave the kept ranges as they were. */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "csp-expr-bounds-check.h"

#define N_VARS CSP_EXPR_CHECK_VARS
#define STEPS 40

/* A sum of 1 to 6 random expressions (one alone: itself). */
static QdCspExpr *
random_sum (GRand *rand)
{
  guint n = g_rand_int_range (rand, 1, 7);
  QdCspExpr *e;

  if (n == 1)
    return random_mixed (rand, 0);
  e = qd_csp_expr_alloc (QD_CSP_EXPR_ADD, 0, n);
  for (guint i = 0; i < n; i++)
    e->kids[i] = random_mixed (rand, 1);
  return e;
}

static gboolean
same (QdCspRange a, QdCspRange b)
{
  return a.lo == b.lo && a.hi == b.hi;
}

/* The cache's range and narrowing to t against scratch on `vars`. */
static void
check (QdCspExprCache *cache, const QdCspExpr *e, const QdCspRange *vars, QdCspRange t, guint *n_narrowed_total)
{
  QdCspRange scratch[N_VARS], ranges[QD_CSP_EXPR_RANGE_NODES], bounds[N_VARS];
  guint sizes[QD_CSP_EXPR_RANGE_NODES], narrowed[N_VARS], n = 0, k = 0;
  QdCspRange r;
  gboolean ok, cache_ok;

  memcpy (scratch, vars, sizeof scratch);
  r = qd_csp_expr_range_in (e, scratch, ranges, sizes);
  g_assert_true (same (qd_csp_expr_cache_range (cache), r));
  ok = qd_csp_expr_narrow_within (e, t, scratch, ranges, sizes);
  cache_ok = qd_csp_expr_cache_narrow_within (cache, t, narrowed, bounds, &n);
  g_assert_cmpint (ok, ==, cache_ok);
  if (ok)
    for (guint i = 0; i < N_VARS; i++)
      if (!same (scratch[i], vars[i]))
        {
          /* Narrowed: named in order, with the same bounds. */
          g_assert_cmpuint (k, <, n);
          g_assert_cmpuint (narrowed[k], ==, i);
          g_assert_true (same (bounds[k], scratch[i]));
          k++;
        }
  g_assert_cmpuint (k, ==, ok ? n : k);
  *n_narrowed_total += n;
  /* The kept ranges are the bounds' again. */
  memcpy (scratch, vars, sizeof scratch);
  g_assert_true (same (qd_csp_expr_cache_range (cache), qd_csp_expr_range_in (e, scratch, ranges, sizes)));
}

/* A random part of the expression's range (a little past it at times). */
static QdCspRange
random_target (GRand *rand, const QdCspExpr *e, const QdCspRange *vars)
{
  QdCspRange scratch[N_VARS], ranges[QD_CSP_EXPR_RANGE_NODES], r;
  guint sizes[QD_CSP_EXPR_RANGE_NODES];
  gint64 lo, hi, a, b;

  memcpy (scratch, vars, sizeof scratch);
  r = qd_csp_expr_range_in (e, scratch, ranges, sizes);
  lo = (gint64) CLAMP (r.lo, -1000, 1000) - 1;
  hi = (gint64) CLAMP (r.hi, -1000, 1000) + 1;
  a = g_rand_int_range (rand, (gint32) lo, (gint32) hi + 1);
  b = g_rand_int_range (rand, (gint32) lo, (gint32) hi + 1);
  return (QdCspRange) { MIN (a, b), MAX (a, b) };
}

static void
test_random (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (82);
  guint narrowed = 0, undone = 0;

  for (guint round = 0; round < 1500; round++)
    {
      QdCspExpr *e = random_sum (rand);
      QdCspExprCache *cache;
      QdCspRange vars[N_VARS], trail[STEPS + 1];
      guint trail_var[STEPS + 1], depth = 0;
      QdCspRange t = { 0, 0 };

      if (qd_csp_expr_range_nodes (e) == 0)
        {
          qd_csp_expr_free (e);
          continue;
        }
      cache = qd_csp_expr_cache_new (e, N_VARS);
      random_vars (rand, 4, vars);
      for (guint i = 0; i < N_VARS; i++)
        qd_csp_expr_cache_set (cache, i, vars[i]);
      for (guint step = 0; step < STEPS; step++)
        {
          guint v = g_rand_int_range (rand, 0, N_VARS);

          if (g_rand_int_range (rand, 0, 6) == 0)
            /* A value removed inside: the same bounds told again. */
            qd_csp_expr_cache_set (cache, v, vars[v]);
          else if (depth > 0 && g_rand_int_range (rand, 0, 3) == 0)
            {
              /* Backtrack: the last change undone. */
              depth--;
              vars[trail_var[depth]] = trail[depth];
              qd_csp_expr_cache_set (cache, trail_var[depth], trail[depth]);
              undone++;
            }
          else if (vars[v].lo < vars[v].hi)
            {
              /* A step: one bound of v moved inwards. */
              trail[depth] = vars[v];
              trail_var[depth++] = v;
              if (g_rand_boolean (rand))
                vars[v].lo += g_rand_int_range (rand, 1, (gint32) (vars[v].hi - vars[v].lo) + 1);
              else
                vars[v].hi -= g_rand_int_range (rand, 1, (gint32) (vars[v].hi - vars[v].lo) + 1);
              qd_csp_expr_cache_set (cache, v, vars[v]);
            }
          /* A call now and then: several changes may come between two. */
          if (g_rand_int_range (rand, 0, 3) == 0)
            continue;
          /* The last target again at times (a call with nothing moved
           * since one that narrowed nothing is answered at once). */
          if (step == 0 || g_rand_int_range (rand, 0, 3) > 0)
            t = random_target (rand, e, vars);
          check (cache, e, vars, t, &narrowed);
        }
      qd_csp_expr_cache_free (cache);
      qd_csp_expr_free (e);
    }
  g_test_message ("%u variables narrowed, %u changes undone", narrowed, undone);
  g_assert_cmpuint (narrowed, >, 1000);
}

void
csp_expr_cache_add_tests (void)
{
  g_test_add_func ("/csp-xcsp/bounds/cache", test_random);
}
