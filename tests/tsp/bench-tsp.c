/* bench-tsp.c — simulated annealing with 2-opt moves on 1,000 random cities,
 * against the nearest-neighbour tour (a quick bound any search should beat)
 * and 2-opt hill climbing from it.  Lengths and move counts are fixed for a
 * seed (a change in them is a change in behaviour); times are this machine's.
 *
 *   meson test -C _build --benchmark tsp -v      (or run the binary)
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "problems/tsp/qd-tsp-search.h"

#define N_CITIES 1000
#define SEED 2024

static void
report (const char *what, const QdTspRun *run, double nn_length)
{
  printf ("%-34s length %10.2f  (%+6.2f%% vs nearest neighbour)  %9.3f s  "
          "%" G_GUINT64_FORMAT " iterations, %" G_GUINT64_FORMAT " moves, %" G_GUINT64_FORMAT " worse\n",
          what, run->length, 100.0 * (run->length - nn_length) / nn_length, run->stats.time_us / 1e6,
          run->stats.iterations, run->stats.moves, run->stats.worse_moves);
}

int
main (void)
{
  g_autoptr(QdTsp) tsp = qd_tsp_random (N_CITIES, SEED, 1000);
  g_autofree guint *nn = g_new (guint, N_CITIES);
  g_autofree guint *order = g_new (guint, N_CITIES);
  gint64 start = g_get_monotonic_time ();
  double nn_length, order_length;

  qd_tsp_nearest_neighbour_tour (tsp, 0, nn);
  nn_length = qd_tsp_tour_length (tsp, nn);
  qd_tsp_identity_tour (N_CITIES, order);
  order_length = qd_tsp_tour_length (tsp, order);
  printf ("%u random cities in a 1000 x 1000 square, seed %d\n", N_CITIES, SEED);
  printf ("%-34s length %10.2f\n", "cities in file order (random)", order_length);
  printf ("%-34s length %10.2f  %29.3f s\n", "nearest-neighbour tour", nn_length,
          (g_get_monotonic_time () - start) / 1e6);

  {
    /* T0 NAN: the default, the start tour's mean edge (hot: it is a
     * random tour); the others start at the nearest-neighbour tour's mean
     * edge, about the scale of the moves that still matter. */
    const struct { const char *name; double t0, alpha; } runs[] = {
      { "annealing 2-opt, T0 auto, a 1-1e-5", NAN, 0.99999 },
      { "annealing 2-opt, T0 auto, a 1-1e-6", NAN, 0.999999 },
      { "annealing 2-opt, T0 nn/n, a 1-1e-6", -1, 0.999999 },
      { "annealing 2-opt, T0 nn/n, a 1-3e-7", -1, 0.9999997 },
    };

    for (guint r = 0; r < G_N_ELEMENTS (runs); r++)
      {
        QdTspSearchOptions options;
        g_autoptr(QdTspRun) run = NULL;

        qd_tsp_search_options_init (&options);
        options.local.algorithm = QD_LOCAL_ANNEALING;
        options.local.seed = SEED;
        options.local.schedule.alpha = runs[r].alpha;
        options.local.schedule.t0 = runs[r].t0 < 0 ? nn_length / N_CITIES : runs[r].t0;
        options.moves = QD_TSP_TWO_OPT;
        options.max_steps = 0;
        run = qd_tsp_search (tsp, order, &options);
        g_assert (qd_tsp_tour_is_valid (N_CITIES, run->tour));
        report (runs[r].name, run, nn_length);
      }
  }
  {
    QdTspSearchOptions options;
    g_autoptr(QdTspRun) run = NULL;

    qd_tsp_search_options_init (&options);
    options.moves = QD_TSP_TWO_OPT;
    options.max_steps = 0;
    run = qd_tsp_search (tsp, nn, &options);
    report ("hill climbing 2-opt from nn", run, nn_length);
  }
  return 0;
}
