/* bench-battleship.c — the Battleship solver on every course puzzle, then on
 * 100 generated puzzles each of 10x10, 15x15 and 20x20 at difficulties 0
 * and 2 (generation not timed here: bench-battleship-gen times it):
 * median and worst solve time and nodes, and uniqueness.
 * Usage: bench-battleship DATADIR (tests/battleship/data). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "problems/battleship/qd-battleship.h"

#define REPEATS 20

static int
cmp_i64 (const void *a, const void *b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;
  return x < y ? -1 : x > y;
}

static int
cmp_u64 (const void *a, const void *b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;
  return x < y ? -1 : x > y;
}

static int
cmp_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

static void
solve_file (const char *path, const char *label)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(QdBattleship) puzzle = NULL;
  g_autoptr(QdBattleshipResult) result = NULL;
  gsize length;
  gint64 best = 0;

  if (!g_file_get_contents (path, &text, &length, &error))
    return;
  puzzle = qd_battleship_parse (text, (gssize) length, &error);
  if (puzzle == NULL)
    {
      printf ("%-46s %s\n", label, error->message);
      return;
    }
  /* Best of REPEATS: the figure of the solver, not of the machine's other load. */
  for (guint k = 0; k < REPEATS; k++)
    {
      gint64 t0 = g_get_monotonic_time (), t;

      g_clear_pointer (&result, qd_battleship_result_free);
      result = qd_battleship_solve (puzzle, NULL);
      t = g_get_monotonic_time () - t0;
      best = k == 0 ? t : MIN (best, t);
    }
  printf ("%-46s %2ux%-2u %9.3f ms %7" G_GUINT64_FORMAT " nodes  %s\n", label, puzzle->size, puzzle->size,
          best / 1000.0, result->nodes,
          result->status == QD_BATTLESHIP_SOLVED ? "unique" : result->status == QD_BATTLESHIP_NOT_UNIQUE ? "NOT UNIQUE" : "NO SOLUTION");
}

static void
solve_folder (const char *dir, const char *sub)
{
  g_autofree char *folder = sub ? g_build_filename (dir, sub, NULL) : g_strdup (dir);
  g_autoptr(GDir) d = g_dir_open (folder, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_prefix (name, "input_"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, cmp_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (folder, names->pdata[i], NULL);
      g_autofree char *label = sub ? g_strdup_printf ("%s/%s", sub, (char *) names->pdata[i]) : g_strdup (names->pdata[i]);
      solve_file (path, label);
    }
}

static void
generated (guint size, guint difficulty, guint count)
{
  if (count == 0)
    return;
  gint64 *times = g_new (gint64, count);
  guint64 *nodes = g_new (guint64, count);
  guint unique = 0;

  for (guint i = 0; i < count; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QdBattleship) puzzle = qd_battleship_generate (size, NULL, difficulty, 1000 + i, NULL, NULL, &error);
      g_autoptr(QdBattleshipResult) result = NULL;

      g_assert_no_error (error);
      /* Best of 3, as for the course puzzles (best of 20 there). */
      for (guint k = 0; k < 3; k++)
        {
          gint64 t0 = g_get_monotonic_time (), t;

          g_clear_pointer (&result, qd_battleship_result_free);
          result = qd_battleship_solve (puzzle, NULL);
          t = g_get_monotonic_time () - t0;
          times[i] = k == 0 ? t : MIN (times[i], t);
        }
      nodes[i] = result->nodes;
      unique += result->status == QD_BATTLESHIP_SOLVED;
    }
  qsort (times, count, sizeof *times, cmp_i64);
  qsort (nodes, count, sizeof *nodes, cmp_u64);
  printf ("generated %2ux%-2u (difficulty %u) x%u: solve median %8.3f ms, worst %8.3f ms; nodes median %" G_GUINT64_FORMAT
          ", worst %" G_GUINT64_FORMAT "; unique %u/%u\n", size, size, difficulty, count, times[count / 2] / 1000.0,
          times[count - 1] / 1000.0, nodes[count / 2], nodes[count - 1], unique, count);
  g_free (times);
  g_free (nodes);
}

int
main (int argc, char **argv)
{
  const char *dir = argc > 1 ? argv[1] : "tests/battleship/data";
  guint count = argc > 2 ? (guint) atoi (argv[2]) : 100;

#ifdef __OPTIMIZE__
  printf ("build: optimized\n");
  setvbuf (stdout, NULL, _IOLBF, 0);
#else
  printf ("build: NOT optimized (debug): use -Dbuildtype=release for figures\n");
#endif
  solve_folder (dir, NULL);
  solve_folder (dir, "alt_notation_bestmustard");
  solve_folder (dir, "csc384_2022f_validation");
  /* Difficulty 0 reveals the most hints, 2 the fewest (the hardest to solve). */
  for (guint size = 10; size <= 20; size += 5)
    for (guint difficulty = 0; difficulty <= 2; difficulty += 2)
      generated (size, difficulty, count);
  return 0;
}
