/* bench-normalform.c — the solvers on random games of growing size, exact
 * throughout (core/qd-bigint.h): support enumeration (support pairs tried,
 * equilibria, time), Lemke-Howson from every label (pivots of all the
 * paths, equilibria, time) and the zero-sum linear program (pivots, the
 * value's denominator's digits, time), so that a changed count shows a
 * changed search.  Not a test: it prints figures. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "core/qd-simplex.h"
#include "problems/normalform/qd-normalform-solve.h"

static QdNormalform *
random_game (guint n, guint32 seed, gboolean zero_sum)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  QdNormalform *game = qd_normalform_new (2, (guint[]) { n, n });

  for (guint i = 0; i < game->n_profiles; i++)
    {
      game->payoffs[2 * i] = qd_rational_int (g_rand_int_range (rand, -50, 51));
      game->payoffs[2 * i + 1] = zero_sum ? qd_rational_int (-game->payoffs[2 * i].num)
                                          : qd_rational_int (g_rand_int_range (rand, -50, 51));
    }
  return game;
}

static double
seconds_since (gint64 start)
{
  return (g_get_monotonic_time () - start) / 1e6;
}

static void
bench_supports (void)
{
  printf ("support enumeration\n%-6s %-6s %12s %10s %10s\n", "size", "seed", "supports", "equilibria", "seconds");
  for (guint n = 2; n <= 10; n++)
    for (guint32 seed = 1; seed <= 3; seed++)
      {
        g_autoptr(QdNormalform) game = random_game (n, seed, FALSE);
        gint64 start = g_get_monotonic_time ();
        g_autoptr(QdNormalformMixed) mixed = qd_normalform_mixed (game, NULL, NULL);

        printf ("%-6u %-6u %12" G_GUINT64_FORMAT " %10u %10.3f%s\n", n, seed, mixed->supports,
                mixed->equilibria->len, seconds_since (start),
                mixed->status == QD_NORMALFORM_OVERFLOW ? " overflow" : mixed->degenerate ? " degenerate" : "");
      }
}

static void
bench_lemke (void)
{
  printf ("\nLemke-Howson from every label\n%-6s %-6s %12s %10s %10s\n", "size", "seed", "pivots", "equilibria",
          "seconds");
  for (guint n = 5; n <= 25; n += 5)
    for (guint32 seed = 1; seed <= 3; seed++)
      {
        g_autoptr(QdNormalform) game = random_game (n, seed, FALSE);
        gint64 start = g_get_monotonic_time ();
        g_autoptr(QdNormalformLemke) lemke = qd_normalform_lemke (game, NULL, NULL);
        guint pivots = 0;

        for (guint i = 0; i < lemke->n_paths; i++)
          pivots += lemke->paths[i].pivots;
        printf ("%-6u %-6u %12u %10u %10.3f%s\n", n, seed, pivots, lemke->equilibria->len, seconds_since (start),
                lemke->status == QD_NORMALFORM_OVERFLOW ? " overflow" : "");
      }
}

static void
bench_zerosum (void)
{
  printf ("\nzero-sum linear program\n%-6s %-6s %16s %10s\n", "size", "seed", "value digits", "seconds");
  for (guint n = 10; n <= 40; n += 10)
    for (guint32 seed = 1; seed <= 2; seed++)
      {
        g_autoptr(QdNormalform) game = random_game (n, seed, TRUE);
        gint64 start = g_get_monotonic_time ();
        g_autoptr(QdNormalformZerosum) z = qd_normalform_zerosum (game, NULL, NULL);
        g_autofree char *den = z->status == QD_NORMALFORM_SOLVED ? qd_bigint_to_string (&z->value.den) : NULL;

        printf ("%-6u %-6u %16zu %10.3f%s\n", n, seed, den != NULL ? strlen (den) : 0, seconds_since (start),
                z->status == QD_NORMALFORM_OVERFLOW ? " overflow" : "");
      }
}

int
main (void)
{
  bench_supports ();
  bench_lemke ();
  bench_zerosum ();
  return 0;
}
