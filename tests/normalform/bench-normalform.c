/* bench-normalform.c — support enumeration on random square games of
 * growing size: support pairs tried, equilibria found and time, so that a
 * changed count shows a changed search.  Not a test: it prints figures. */
#include "config.h"

#include <stdio.h>

#include "problems/normalform/qd-normalform-solve.h"

static QdNormalform *
random_game (guint n, guint32 seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  QdNormalform *game = qd_normalform_new (2, (guint[]) { n, n });

  for (guint i = 0; i < game->n_profiles * 2; i++)
    game->payoffs[i] = qd_rational_int (g_rand_int_range (rand, -50, 51));
  return game;
}

int
main (void)
{
  printf ("%-6s %-6s %12s %10s %10s\n", "size", "seed", "supports", "equilibria", "seconds");
  for (guint n = 2; n <= 9; n++)
    for (guint32 seed = 1; seed <= 3; seed++)
      {
        g_autoptr(QdNormalform) game = random_game (n, seed);
        gint64 start = g_get_monotonic_time ();
        g_autoptr(QdNormalformMixed) mixed = qd_normalform_mixed (game, NULL, NULL);

        printf ("%-6u %-6u %12" G_GUINT64_FORMAT " %10u %10.3f%s\n", n, seed, mixed->supports,
                mixed->equilibria->len, (g_get_monotonic_time () - start) / 1e6,
                mixed->status == QD_NORMALFORM_OVERFLOW ? " overflow" : mixed->degenerate ? " degenerate" : "");
      }
  return 0;
}
