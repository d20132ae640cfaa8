/* bench-mapgen.c — figures of the map generators (statement 000, part 1.2).
 *
 * For each N and method: the best time of a few runs (one run from 100,000
 * up), the edges and edges / N of seed 1, and a checksum of the map text
 * (a change in it is a change in behaviour).  Both methods triangulate the
 * same points, so their edge counts agree (3N - 3 - hull).  Targets on a
 * release build: segments N = 10,000 under 1 s and N = 100,000 under 15 s
 * (issue 4), N = 1,000,000 under 20 s (issue 15).  Quote figures from a
 * -Dbuildtype=release build.
 */
#include <stdio.h>

#include "problems/mapcolor/qd-mapcolor-gen.h"

#define SEED 1

int
main (int argc, char **argv)
{
  const guint sizes[] = { 100, 1000, 10000, 100000, 200000, 400000, 1000000 };
  const QdMapcolorGenMethod methods[] = { QD_MAPCOLOR_GEN_SEGMENTS, QD_MAPCOLOR_GEN_DELAUNAY };

#ifdef __OPTIMIZE__
  printf ("# bench-mapgen: optimised build (%s), seed %d\n",
#ifdef NDEBUG
          "NDEBUG"
#else
          "assertions on"
#endif
          , SEED);
#else
  printf ("# bench-mapgen: NOT optimised (-O0): times are not representative; use -Dbuildtype=release\n");
#endif
  printf ("%-9s %8s %10s %9s %7s  %s\n", "method", "N", "time ms", "edges", "edges/N", "checksum");
  for (guint m = 0; m < G_N_ELEMENTS (methods); m++)
    for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
      {
        guint n = sizes[s], repeats = n >= 100000 ? 1 : n >= 10000 ? 3 : 5;
        gint64 best = G_MAXINT64;
        g_autoptr(QdMap) map = NULL;
        g_autofree char *text = NULL;
        g_autofree char *checksum = NULL;

        for (guint r = 0; r < repeats; r++)
          {
            g_autoptr(GError) error = NULL;
            gint64 start = g_get_monotonic_time (), elapsed;

            g_clear_pointer (&map, qd_map_free);
            map = qd_mapcolor_generate (n, SEED, methods[m], NULL, NULL, &error);
            elapsed = g_get_monotonic_time () - start;
            g_assert_no_error (error);
            best = MIN (best, elapsed);
          }
        text = qd_map_to_string (map);
        checksum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
        checksum[12] = '\0';
        printf ("%-9s %8u %10.1f %9u %7.3f  %s\n", qd_mapcolor_gen_method_to_string (methods[m]), n,
                best / 1000.0, map->n_edges, (double) map->n_edges / n, checksum);
        fflush (stdout);
      }
  return 0;
}
