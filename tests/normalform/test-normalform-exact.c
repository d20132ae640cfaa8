/* test-normalform-exact.c — exact arithmetic past 64 bits (core/qd-bigint)
 * and the Lemke-Howson algorithm (core/qd-lemke-howson, normalform's
 * paths from every label), on games whose answers come from elsewhere:
 *
 *  - von Stengel's 3 × 2 game ("Computing equilibria for two-person games",
 *    Handbook of Game Theory vol. 3, 2002, §2, and Nisan et al.,
 *    Algorithmic Game Theory §3.4): its three equilibria are the paper's;
 *    the paths from labels 1 and 2 were pivoted by hand (below);
 *  - diagonal games diag(p_1 … p_n) of the first n primes: the indifference
 *    x_i·p_i = v with Σx = 1 gives x_i = (1/p_i) / Σ 1/p_j and v = 1 / Σ
 *    1/p_j, closed forms evaluated once with Python's fractions module (for
 *    30 primes the denominator has 47 digits);
 *  - a random 30 × 30 zero-sum game (the generator below, written the same
 *    in Python): its value 1.5543732724076356 computed once by
 *    scipy.optimize.linprog (HiGHS; Debian's python3-scipy 1.10.1), the
 *    suite not depending on it; our exact value is checked against it and
 *    proved optimal from the definition (each optimal mixture guarantees it);
 *  - generalised rock-paper-scissors of 15 strategies (i beats the 7 after
 *    it, cyclically): skew-symmetric, so value 0, and uniform play makes
 *    every strategy of the other earn 0;
 *  - random games: every equilibrium checked against the definition
 *    (qd_normalform_is_equilibrium: no pure strategy pays more), and on
 *    nondegenerate ones Lemke-Howson's ends among support enumeration's,
 *    whose number is odd (Lemke-Howson's own theorem). */
#include "config.h"

#include <math.h>
#include <string.h>

#include "core/qd-bigint.h"
#include "core/qd-lemke-howson.h"
#include "core/qd-simplex.h"
#include "problems/normalform/qd-normalform-solve.h"
#include "normalform-asserts.h"

static void
assert_bigint (const QdBigint *value, const char *expected)
{
  g_autofree char *text = qd_bigint_to_string (value);

  g_assert_cmpstr (text, ==, expected);
}

/* A two-player game of payoffs a (first player) and b (second), m × n. */
static QdNormalform *
bimatrix (guint m, guint n, const gint64 *a, const gint64 *b)
{
  QdNormalform *game = qd_normalform_new (2, (guint[]) { m, n });

  for (guint k = 0; k < m * n; k++)
    {
      game->payoffs[2 * k] = qd_rational_int (a[k]);
      game->payoffs[2 * k + 1] = qd_rational_int (b[k]);
    }
  return game;
}

/* The linear congruential generator the Python golden used:
 * x ← (1103515245 x + 12345) mod 2^31, a payoff (x >> 16) mod 101 − 50. */
static QdNormalform *
lcg_game (guint n, guint64 seed, gboolean zero_sum)
{
  QdNormalform *game = qd_normalform_new (2, (guint[]) { n, n });
  guint64 x = seed;

  for (guint k = 0; k < n * n; k++)
    {
      gint64 v;

      x = (x * 1103515245 + 12345) % (G_GUINT64_CONSTANT (1) << 31);
      v = (gint64) ((x >> 16) % 101) - 50;
      game->payoffs[2 * k] = qd_rational_int (v);
      game->payoffs[2 * k + 1] = qd_rational_int (-v);
    }
  if (!zero_sum)
    for (guint k = 0; k < n * n; k++)
      {
        x = (x * 1103515245 + 12345) % (G_GUINT64_CONSTANT (1) << 31);
        game->payoffs[2 * k + 1] = qd_rational_int ((gint64) ((x >> 16) % 101) - 50);
      }
  return game;
}

static gboolean
contains (const QdNormalform *game, GPtrArray *equilibria, const QdNormalformEquilibrium *e)
{
  for (guint i = 0; i < equilibria->len; i++)
    if (qd_normalform_equilibrium_equal (game, equilibria->pdata[i], e))
      return TRUE;
  return FALSE;
}

/* ---- integers */

static void
test_bigint (void)
{
  QdBigint a, b, c, q, r, one;
  gboolean overflow = FALSE;

  /* (2^64 + 1)(2^64 − 1) = 2^128 − 1, by hand. */
  qd_bigint_set_int (&one, 1);
  qd_bigint_set_int (&a, G_MAXINT64);
  qd_bigint_add (&a, &a, &a, &overflow);
  qd_bigint_add (&a, &a, &one, &overflow);          /* 2^64 − 1 */
  qd_bigint_add (&b, &a, &one, &overflow);
  qd_bigint_add (&b, &b, &one, &overflow);          /* 2^64 + 1 */
  assert_bigint (&a, "18446744073709551615");
  qd_bigint_mul (&c, &a, &b, &overflow);
  assert_bigint (&c, "340282366920938463463374607431768211455");
  qd_bigint_divmod (&q, &r, &c, &b);
  assert_bigint (&q, "18446744073709551615");
  g_assert_true (qd_bigint_is_zero (&r));
  /* −(2^128 − 1) / 10^9: truncated toward 0, the remainder of its sign. */
  qd_bigint_neg (&c);
  qd_bigint_set_int (&b, 1000000000);
  qd_bigint_divmod (&q, &r, &c, &b);
  assert_bigint (&q, "-340282366920938463463374607431");
  assert_bigint (&r, "-768211455");
  /* gcd (2^64 − 1, 2^32 + 1) = 2^32 + 1, a factor of it. */
  qd_bigint_set_int (&b, (G_GINT64_CONSTANT (1) << 32) + 1);
  qd_bigint_gcd (&r, &a, &b);
  assert_bigint (&r, "4294967297");
  g_assert_false (overflow);
  /* Past the capacity: the flag, and 0. */
  for (guint i = 0; i < 6; i++)
    qd_bigint_mul (&a, &a, &a, &overflow);          /* 2^(64·64) > QD_BIGINT_BITS */
  g_assert_true (overflow);
  g_assert_true (qd_bigint_is_zero (&a));
}

/* ---- von Stengel's example */

/* A = (3 3; 2 5; 0 6), B = (3 2; 2 6; 3 1).  By hand, from (0, 0):
 * dropping label 1 (x_1 enters P: Bᵀx ≤ 1), the ratios 1/3 and 1/2 make s_1
 * leave; y_1 enters Q (A + 1 = (4 4; 3 6; 1 7), y ≤ 1/4, 1/3, 1) and r_1
 * leaves: label 1 again after 2 pivots, at ((1, 0, 0), (1, 0)).  Dropping
 * label 2: x_2 ≤ 1/2, 1/6 (s_2 leaves); y_2 ≤ 1/4, 1/6, 1/7 (r_3 leaves);
 * x_3 enters with x_2 = (1 − x_3)/6, s_1 = 2/3 − 8x_3/3 leaving at x_3 =
 * 1/4; y_1 enters with y_2 = (1 − y_1)/7, r_1 = 3/7 − 24y_1/7, r_2 = 1/7 −
 * 15y_1/7 leaving at y_1 = 1/15: label 2 again after 4 pivots, at x ∝ (0,
 * 1/8, 1/4), y ∝ (1/15, 2/15). */
static void
test_von_stengel (void)
{
  static const gint64 a[] = { 3, 3, 2, 5, 0, 6 }, b[] = { 3, 2, 2, 6, 3, 1 };
  g_autoptr(QdNormalform) game = bimatrix (3, 2, a, b);
  g_autoptr(QdNormalformMixed) mixed = qd_normalform_mixed (game, NULL, NULL);
  g_autoptr(QdNormalformLemke) lemke = qd_normalform_lemke (game, NULL, NULL);
  const QdNormalformEquilibrium *e;

  g_assert_cmpuint (mixed->equilibria->len, ==, 3);
  g_assert_false (mixed->degenerate);
  e = mixed->equilibria->pdata[0];
  assert_big_mixture (game, 0, e->x, "(1, 0, 0)");
  assert_big_mixture (game, 1, e->y, "(1, 0)");
  e = mixed->equilibria->pdata[1];
  assert_big_mixture (game, 0, e->x, "(4/5, 1/5, 0)");
  assert_big_mixture (game, 1, e->y, "(2/3, 1/3)");
  assert_big (&e->u1, "3");
  assert_big (&e->u2, "14/5");
  e = mixed->equilibria->pdata[2];
  assert_big_mixture (game, 0, e->x, "(0, 1/3, 2/3)");
  assert_big_mixture (game, 1, e->y, "(1/3, 2/3)");
  assert_big (&e->u1, "4");
  assert_big (&e->u2, "8/3");

  g_assert_cmpint (lemke->status, ==, QD_NORMALFORM_SOLVED);
  g_assert_cmpuint (lemke->n_paths, ==, 5);
  g_assert_cmpuint (lemke->paths[0].pivots, ==, 2);
  e = lemke->equilibria->pdata[lemke->paths[0].equilibrium];
  assert_big_mixture (game, 0, e->x, "(1, 0, 0)");
  assert_big_mixture (game, 1, e->y, "(1, 0)");
  g_assert_cmpuint (lemke->paths[1].pivots, ==, 4);
  e = lemke->equilibria->pdata[lemke->paths[1].equilibrium];
  assert_big_mixture (game, 0, e->x, "(0, 1/3, 2/3)");
  assert_big_mixture (game, 1, e->y, "(1/3, 2/3)");
  /* Labels 3, 4 and 5 (pivoted by hand in golden/SOURCES.md): 3, 2 and 4
   * pivots, to the first, first and third equilibria. */
  g_assert_cmpuint (lemke->paths[2].pivots, ==, 3);
  g_assert_cmpuint (lemke->paths[3].pivots, ==, 2);
  g_assert_cmpuint (lemke->paths[4].pivots, ==, 4);
  g_assert_cmpuint (lemke->paths[2].equilibrium, ==, lemke->paths[0].equilibrium);
  g_assert_cmpuint (lemke->paths[3].equilibrium, ==, lemke->paths[0].equilibrium);
  g_assert_cmpuint (lemke->paths[4].equilibrium, ==, lemke->paths[1].equilibrium);
  /* No path from (0, 0) ends at the middle equilibrium (its index is that
   * of the artificial one): every end is the first or the third. */
  for (guint i = 0; i < lemke->n_paths; i++)
    {
      e = lemke->equilibria->pdata[lemke->paths[i].equilibrium];
      g_assert_true (qd_normalform_equilibrium_equal (game, e, mixed->equilibria->pdata[0]) ||
                     qd_normalform_equilibrium_equal (game, e, mixed->equilibria->pdata[2]));
    }
}

/* Degenerate games end too (the lexicographic ratio test), at equilibria:
 * von Stengel's example with B's first row tied (both columns best against
 * row 1), a game of zeros (every profile an equilibrium), and one with two
 * equal rows and two equal columns. */
static void
test_degenerate (void)
{
  static const gint64 a1[] = { 3, 3, 2, 5, 0, 6 }, b1[] = { 3, 3, 2, 6, 3, 1 };
  static const gint64 zeros[9] = { 0 };
  static const gint64 a3[] = { 1, 1, 2, 0, 1, 1, 2, 0, 3, 3, 0, 1, 0, 0, 4, 2 };
  static const gint64 b3[] = { 2, 2, 1, 0, 2, 2, 1, 0, 0, 0, 3, 1, 1, 1, 0, 5 };
  const struct { guint m, n; const gint64 *a, *b; } games[] = {
    { 3, 2, a1, b1 }, { 3, 3, zeros, zeros }, { 4, 4, a3, b3 },
  };

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autoptr(QdNormalform) game = bimatrix (games[g].m, games[g].n, games[g].a, games[g].b);
      g_autoptr(QdNormalformLemke) lemke = qd_normalform_lemke (game, NULL, NULL);

      g_assert_cmpint (lemke->status, ==, QD_NORMALFORM_SOLVED);
      g_assert_cmpuint (lemke->n_paths, ==, games[g].m + games[g].n);
      for (guint i = 0; i < lemke->equilibria->len; i++)
        g_assert_true (qd_normalform_is_equilibrium (game, lemke->equilibria->pdata[i]));
    }
}

/* Many random games in one process: Lemke-Howson and support enumeration
 * agree where the game is nondegenerate. */
static void
test_random_agreement (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (98);
  guint nondegenerate = 0;

  for (guint round = 0; round < 80; round++)
    {
      guint m = 2 + round % 5, n = 2 + (round / 5) % 5;
      g_autoptr(QdNormalform) game = qd_normalform_new (2, (guint[]) { m, n });
      g_autoptr(QdNormalformMixed) mixed = NULL;
      g_autoptr(QdNormalformLemke) lemke = NULL;

      for (guint k = 0; k < 2 * m * n; k++)
        game->payoffs[k] = qd_rational_int (g_rand_int_range (rand, -50, 51));
      mixed = qd_normalform_mixed (game, NULL, NULL);
      lemke = qd_normalform_lemke (game, NULL, NULL);
      g_assert_cmpint (mixed->status, ==, QD_NORMALFORM_SOLVED);
      g_assert_cmpint (lemke->status, ==, QD_NORMALFORM_SOLVED);
      for (guint i = 0; i < lemke->equilibria->len; i++)
        {
          g_assert_true (qd_normalform_is_equilibrium (game, lemke->equilibria->pdata[i]));
          if (!mixed->degenerate)
            g_assert_true (contains (game, mixed->equilibria, lemke->equilibria->pdata[i]));
        }
      for (guint i = 0; i < mixed->equilibria->len; i++)
        g_assert_true (qd_normalform_is_equilibrium (game, mixed->equilibria->pdata[i]));
      if (!mixed->degenerate)
        {
          g_assert_cmpuint (mixed->equilibria->len % 2, ==, 1);
          nondegenerate++;
        }
    }
  /* Payoffs from 101 values leave most games nondegenerate: the check ran. */
  g_assert_cmpuint (nondegenerate, >=, 40);
}

/* A 9 × 9 game's minors pass 64 bits (support enumeration refused it
 * before): every equilibrium exact and checked; Lemke-Howson's among them. */
static void
test_nine (void)
{
  g_autoptr(QdNormalform) game = lcg_game (9, 1, FALSE);
  g_autoptr(QdNormalformMixed) mixed = qd_normalform_mixed (game, NULL, NULL);
  g_autoptr(QdNormalformLemke) lemke = qd_normalform_lemke (game, NULL, NULL);

  g_assert_cmpint (mixed->status, ==, QD_NORMALFORM_SOLVED);
  g_assert_cmpuint (mixed->supports, ==, 48619);
  g_assert_false (mixed->degenerate);
  g_assert_cmpuint (mixed->equilibria->len % 2, ==, 1);
  for (guint i = 0; i < mixed->equilibria->len; i++)
    g_assert_true (qd_normalform_is_equilibrium (game, mixed->equilibria->pdata[i]));
  g_assert_cmpint (lemke->status, ==, QD_NORMALFORM_SOLVED);
  for (guint i = 0; i < lemke->equilibria->len; i++)
    g_assert_true (contains (game, mixed->equilibria, lemke->equilibria->pdata[i]));
}

static QdNormalform *
primes_diagonal (guint n)
{
  static const gint64 primes[] = { 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73,
                                   79, 83, 89, 97, 101, 103, 107, 109, 113 };
  QdNormalform *game = qd_normalform_new (2, (guint[]) { n, n });

  for (guint i = 0; i < n; i++)
    {
      game->payoffs[2 * (i * n + i)] = qd_rational_int (primes[i]);
      game->payoffs[2 * (i * n + i) + 1] = qd_rational_int (-primes[i]);
    }
  return game;
}

/* The 30-prime diagonal game's value and mixtures (closed forms, above):
 * past 128 bits, by the linear program and by Lemke-Howson on 15. */
static void
test_diagonal (void)
{
  g_autoptr(QdNormalform) big = primes_diagonal (30);
  g_autoptr(QdNormalform) small = primes_diagonal (15);
  g_autoptr(QdNormalformZerosum) z = qd_normalform_zerosum (big, NULL, NULL);
  g_autoptr(QdNormalformLemke) lemke = qd_normalform_lemke (small, NULL, NULL);
  const char *den = "58472171373748331322981543916880425472323867753";
  g_autofree char *value = g_strdup_printf ("31610054640417607788145206291543662493274686990/%s", den);
  g_autofree char *first = g_strdup_printf ("15805027320208803894072603145771831246637343495/%s", den);
  g_autofree char *last = g_strdup_printf ("279734996817854936178276161872067809674997230/%s", den);
  const QdNormalformEquilibrium *e;

  g_assert_cmpint (z->status, ==, QD_NORMALFORM_SOLVED);
  assert_big (&z->value, value);
  assert_big (&z->x[0], first);
  assert_big (&z->x[29], last);
  assert_big (&z->y[0], first);
  assert_big (&z->y[29], last);

  g_assert_cmpint (lemke->status, ==, QD_NORMALFORM_SOLVED);
  g_assert_cmpuint (lemke->equilibria->len, ==, 1);
  e = lemke->equilibria->pdata[0];
  assert_big (&e->u1, "614889782588491410/1021729465586766997");
  assert_big (&e->x[0], "307444891294245705/1021729465586766997");
  assert_big (&e->y[14], "13082761331670030/1021729465586766997");
}

/* The random 30 × 30 zero-sum game: scipy's value, and ours proved by both
 * mixtures. */
static void
test_lp_thirty (void)
{
  g_autoptr(QdNormalform) game = lcg_game (30, 1, TRUE);
  g_autoptr(QdNormalformZerosum) z = qd_normalform_zerosum (game, NULL, NULL);

  g_assert_cmpint (z->status, ==, QD_NORMALFORM_SOLVED);
  g_assert_cmpfloat_with_epsilon (qd_bigrational_to_double (&z->value), 1.5543732724076356, 1e-9);
  for (guint t = 0; t < 30; t++)
    {
      QdBigRational row, column;

      g_assert_true (qd_normalform_pure_against (game, 0, t, z->y, &row));
      g_assert_cmpint (qd_bigrational_cmp (&row, &z->value), <=, 0);
      /* The second player's payoff is −the first's: it gets at most −value. */
      g_assert_true (qd_normalform_pure_against (game, 1, t, z->x, &column));
      qd_bigint_neg (&column.num);
      g_assert_cmpint (qd_bigrational_cmp (&column, &z->value), >=, 0);
    }
}

/* Generalised rock-paper-scissors, 15 strategies; and a random 15 × 15
 * game by Lemke-Howson from all 30 labels, each end an equilibrium. */
static void
test_fifteen (void)
{
  g_autoptr(QdNormalform) rps = qd_normalform_new (2, (guint[]) { 15, 15 });
  g_autoptr(QdNormalform) game = lcg_game (15, 3, FALSE);
  g_autoptr(QdNormalformLemke) lemke = NULL, cyclic = NULL;
  g_autoptr(QdNormalformZerosum) z = NULL;

  for (guint i = 0; i < 15; i++)
    for (guint j = 0; j < 15; j++)
      {
        guint ahead = (j + 15 - i) % 15;
        gint64 v = ahead == 0 ? 0 : ahead <= 7 ? 1 : -1;

        rps->payoffs[2 * (i * 15 + j)] = qd_rational_int (v);
        rps->payoffs[2 * (i * 15 + j) + 1] = qd_rational_int (-v);
      }
  z = qd_normalform_zerosum (rps, NULL, NULL);
  assert_big (&z->value, "0");
  cyclic = qd_normalform_lemke (rps, NULL, NULL);
  g_assert_cmpuint (cyclic->equilibria->len, ==, 1);
  for (guint i = 0; i < 15; i++)
    assert_big (&((QdNormalformEquilibrium *) cyclic->equilibria->pdata[0])->x[i], "1/15");

  lemke = qd_normalform_lemke (game, NULL, NULL);
  g_assert_cmpint (lemke->status, ==, QD_NORMALFORM_SOLVED);
  g_assert_cmpuint (lemke->n_paths, ==, 30);
  for (guint i = 0; i < lemke->equilibria->len; i++)
    g_assert_true (qd_normalform_is_equilibrium (game, lemke->equilibria->pdata[i]));
}

/* Numbers past QD_BIGINT_BITS are refused, the message naming the game's
 * size; a stop flag already set stops a path at once. */
static void
test_refused (void)
{
  g_autoptr(QdNormalform) game = qd_normalform_new (2, (guint[]) { 40, 40 });
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autoptr(QdNormalformZerosum) z = NULL;
  g_autoptr(QdNormalformLemke) stopped = NULL;
  g_autoptr(QdNormalform) small = lcg_game (4, 1, FALSE);
  g_autofree char *message = NULL;
  gint stop = 1;

  for (guint k = 0; k < 1600; k++)
    {
      gint64 v = (gint64) (g_rand_int (rand) & 0xfffffff) << 24 | g_rand_int (rand);

      game->payoffs[2 * k] = qd_rational_make (v, (gint64) g_rand_int_range (rand, 1, 1 << 30), &(gboolean) { 0 });
      game->payoffs[2 * k + 1] = qd_rational_neg (game->payoffs[2 * k], &(gboolean) { 0 });
    }
  z = qd_normalform_zerosum (game, NULL, NULL);
  g_assert_cmpint (z->status, ==, QD_NORMALFORM_OVERFLOW);
  g_assert_nonnull (qd_normalform_overflowed (game, &(QdNormalformAnalyses) { .zerosum = z }, &message));
  g_assert_nonnull (strstr (message, "40 × 40"));
  g_assert_nonnull (strstr (message, "2048 bits"));

  stopped = qd_normalform_lemke (small, &stop, NULL);
  g_assert_cmpint (stopped->status, ==, QD_NORMALFORM_STOPPED);
  g_assert_cmpuint (stopped->n_paths, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/normalform-exact/bigint", test_bigint);
  g_test_add_func ("/normalform-exact/von-stengel", test_von_stengel);
  g_test_add_func ("/normalform-exact/degenerate", test_degenerate);
  g_test_add_func ("/normalform-exact/random-agreement", test_random_agreement);
  g_test_add_func ("/normalform-exact/nine", test_nine);
  g_test_add_func ("/normalform-exact/diagonal", test_diagonal);
  g_test_add_func ("/normalform-exact/lp-thirty", test_lp_thirty);
  g_test_add_func ("/normalform-exact/fifteen", test_fifteen);
  g_test_add_func ("/normalform-exact/refused", test_refused);
  return g_test_run ();
}
