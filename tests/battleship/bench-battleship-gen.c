/* bench-battleship-gen.c — Battleship puzzle generation: for each size and
 * difficulty, COUNT seeds (1000, 1001, …): median and worst generation
 * time, median hints, and the solver's median and worst nodes on the
 * puzzles made, which it counts up to two solutions (every one must be
 * unique).
 * Usage: bench-battleship-gen [COUNT [SIZE…]]  (20; 10 15 20 25). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "problems/battleship/qd-battleship.h"

static int
cmp_i64 (const void *a, const void *b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;
  return x < y ? -1 : x > y;
}

static void
generated (guint size, guint difficulty, guint count)
{
  g_autofree gint64 *times = g_new (gint64, count);
  g_autofree gint64 *nodes = g_new (gint64, count);
  g_autofree gint64 *hints = g_new (gint64, count);
  guint unique = 0;

  for (guint i = 0; i < count; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QdBattleship) puzzle = NULL;
      g_autoptr(QdBattleshipResult) result = NULL;
      gint64 t0 = g_get_monotonic_time ();

      puzzle = qd_battleship_generate (size, NULL, difficulty, 1000 + i, NULL, NULL, &error);
      times[i] = g_get_monotonic_time () - t0;
      g_assert_no_error (error);
      hints[i] = 0;
      for (guint k = 0; k < size * size; k++)
        hints[i] += puzzle->hints[k] != QD_BATTLESHIP_UNKNOWN;
      result = qd_battleship_solve (puzzle, NULL);
      nodes[i] = (gint64) result->nodes;
      unique += result->status == QD_BATTLESHIP_SOLVED;
    }
  qsort (times, count, sizeof *times, cmp_i64);
  qsort (nodes, count, sizeof *nodes, cmp_i64);
  qsort (hints, count, sizeof *hints, cmp_i64);
  printf ("generate %2ux%-2u difficulty %u x%u: median %9.1f ms, worst %9.1f ms; hints median %3" G_GINT64_FORMAT
          "; solve nodes median %6" G_GINT64_FORMAT ", worst %6" G_GINT64_FORMAT "; unique %u/%u\n",
          size, size, difficulty, count, times[count / 2] / 1000.0, times[count - 1] / 1000.0, hints[count / 2],
          nodes[count / 2], nodes[count - 1], unique, count);
}

int
main (int argc, char **argv)
{
  guint count = argc > 1 ? (guint) atoi (argv[1]) : 20;
  guint sizes[] = { 10, 15, 20, 25 };

#ifdef __OPTIMIZE__
  printf ("build: optimized\n");
  setvbuf (stdout, NULL, _IOLBF, 0);
#else
  printf ("build: NOT optimized (debug): use -Dbuildtype=release for figures\n");
#endif
  if (count == 0)
    return 0;
  for (guint s = 0; s < (argc > 2 ? (guint) argc - 2 : G_N_ELEMENTS (sizes)); s++)
    for (guint difficulty = 0; difficulty <= 2; difficulty++)
      generated (argc > 2 ? (guint) atoi (argv[s + 2]) : sizes[s], difficulty, count);
  return 0;
}
