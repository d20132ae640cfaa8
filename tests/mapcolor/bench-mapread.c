/* bench-mapread.c — reading a map file and colouring it end to end (issue
 * 15): for N = 10,000, 100,000 and 1,000,000 regions, the map's text (a
 * Delaunay map of seed 1: the same file shape as a segment map, made in a
 * fraction of the time), then the best of 3 of
 *   - parse: qd_map_parse of the text (MB/s of the text);
 *   - solve: qd_mapcolor_solve, algorithm best, K = 4, from the map in memory;
 *   - total: parse + solve, what `quandary-cli mapcolor FILE -a best` does
 *     past reading the file.
 * The colouring is checked; the edge count is printed (a change in it is a
 * change in behaviour).  Quote figures from a -Dbuildtype=release build. */
#include <stdio.h>
#include <string.h>

#include "problems/mapcolor/qd-mapcolor-gen.h"
#include "problems/mapcolor/qd-mapcolor-solve.h"

#define SEED 1
#define REPEATS 3

int
main (int argc, char **argv)
{
  const guint sizes[] = { 10000, 100000, 1000000 };

#ifdef __OPTIMIZE__
  printf ("# bench-mapread: optimised build, Delaunay maps of seed %d, best of %d\n", SEED, REPEATS);
#else
  printf ("# bench-mapread: NOT optimised (-O0): times are not representative; use -Dbuildtype=release\n");
#endif
  printf ("%8s %9s %9s %10s %9s %10s %10s\n", "N", "edges", "MB", "parse ms", "MB/s", "solve ms", "total ms");
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QdMap) generated = qd_mapcolor_generate (sizes[s], SEED, QD_MAPCOLOR_GEN_DELAUNAY, NULL, NULL, &error);
      g_autofree char *text = NULL;
      gsize length;
      gint64 parse_best = G_MAXINT64, solve_best = G_MAXINT64;
      guint edges = 0;

      g_assert_no_error (error);
      text = qd_map_to_string (generated);
      length = strlen (text);
      for (guint r = 0; r < REPEATS; r++)
        {
          QdMapcolorSolveOptions options;
          QdMapcolorSolution *solution;
          gint64 start = g_get_monotonic_time (), parsed;
          QdMap *map = qd_map_parse (text, (gssize) length, NULL, &error);

          parsed = g_get_monotonic_time ();
          g_assert_no_error (error);
          qd_mapcolor_solve_options_init (&options);
          options.algorithm = QD_MAPCOLOR_ALGO_BEST;
          options.colors = 4;
          solution = qd_mapcolor_solve (map, &options);
          solve_best = MIN (solve_best, g_get_monotonic_time () - parsed);
          parse_best = MIN (parse_best, parsed - start);
          g_assert_cmpint (solution->status, ==, QD_MAPCOLOR_SOLVED);
          g_assert_true (qd_map_colouring_valid (map, solution->colors, 4));
          edges = map->n_edges;
          qd_mapcolor_solution_free (solution);
          qd_map_free (map);
        }
      printf ("%8u %9u %9.1f %10.1f %9.1f %10.1f %10.1f\n", sizes[s], edges, length / 1e6, parse_best / 1000.0,
              length / (double) parse_best, solve_best / 1000.0, (parse_best + solve_best) / 1000.0);
      fflush (stdout);
    }
  return 0;
}
