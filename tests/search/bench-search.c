/* bench-search.c — figures of the sliding tiles with pattern databases.
 *
 * 1. The 4 × 4 tables built into a fresh temporary cache, each with its time
 *    and size, then loaded back from the files (mapped and checked): apart
 *    from the searches.
 * 2. Korf's 100 (tests/search/data/korf100.txt) by IDA* with the pattern
 *    databases, through the document's space and the engine: one line per
 *    instance, stopping at the first length that differs from the published
 *    one; then the totals and the line
 *    `korf100: 100/100 optimal in T s (target 120 s), generated G`.
 * 3. Breadth-first search of the 8-puzzle's whole half (181,440 states):
 *    its time.
 * 4. Fixed counts — A* with Manhattan on the AIMA 8-puzzle, IDA* with
 *    Manhattan on Korf #79: a change in them is a change in behaviour.
 *
 * Usage: bench-search [KORF100.TXT [FIRST LAST]].  Build with
 * -Dbuildtype=release; `meson test --benchmark search` runs all 100.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "korf.h"
#include "problems/search/qd-search.h"
#include "problems/search/qd-search-pdb.h"

#define TARGET_S 120
/* The nodes all 100 generate with the 4 × 4 partition of qd-search-pdb.c. */
#define KORF100_GENERATED G_GUINT64_CONSTANT (63721644)

static double
seconds_since (gint64 t0)
{
  return (g_get_monotonic_time () - t0) / 1e6;
}

/* --- 1. the tables ------------------------------------------------------- */

static void
bench_tables (void)
{
  QdSearchPdbKey groups[QD_SEARCH_PDB_MAX_GROUPS];
  guint n = qd_search_pdb_partition (4, 4, 0, groups);
  g_autofree char *dir = g_dir_make_tmp ("qd-bench-pdb-XXXXXX", NULL);
  QdSearchPdb *pdbs[QD_SEARCH_PDB_MAX_GROUPS];
  guint64 bytes = 0;
  gint64 t0;

  g_assert (dir != NULL);
  qd_search_pdb_set_cache_dir (dir);
  qd_search_pdb_registry_clear ();
  t0 = g_get_monotonic_time ();
  for (guint g = 0; g < n; g++)
    {
      g_autofree char *name = qd_search_pdb_file_name (&groups[g]);
      QdSearchPdbSource source;
      gint64 t = g_get_monotonic_time ();

      pdbs[g] = qd_search_pdb_get (&groups[g], NULL, NULL, &source, NULL);
      g_assert (pdbs[g] != NULL && source == QD_SEARCH_PDB_BUILT);
      bytes += 64 + qd_search_pdb_key_entries (&groups[g]);
      printf ("pdb build %s: %u tiles, %" G_GUINT64_FORMAT " entries, %.2f s (built and saved %.2f s)\n", name,
              groups[g].k, qd_search_pdb_key_entries (&groups[g]), qd_search_pdb_get_build_time (pdbs[g]) / 1e6,
              seconds_since (t));
      qd_search_pdb_unref (pdbs[g]);
    }
  printf ("pdb build 4x4: %u tables, %.1f MB, %.2f s\n", n, bytes / 1e6, seconds_since (t0));
  qd_search_pdb_registry_clear ();
  t0 = g_get_monotonic_time ();
  for (guint g = 0; g < n; g++)
    {
      QdSearchPdbSource source;

      pdbs[g] = qd_search_pdb_get (&groups[g], NULL, NULL, &source, NULL);
      g_assert (pdbs[g] != NULL && source == QD_SEARCH_PDB_LOADED);
    }
  printf ("pdb load 4x4: %u tables from the cache (mapped, checksums checked) in %.3f s\n", n, seconds_since (t0));
  /* The registry keeps them for the searches; the files may go. */
  for (guint g = 0; g < n; g++)
    {
      g_autofree char *name = qd_search_pdb_file_name (&groups[g]);
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
      qd_search_pdb_unref (pdbs[g]);
    }
  g_rmdir (dir);
}

/* --- 2. Korf's 100 -------------------------------------------------------- */

static gboolean
bench_korf (const char *path, guint first, guint last)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) all = korf_read (path, &error);
  guint64 generated = 0, expanded = 0, max_generated = 0;
  double total = 0, max_time = 0;
  guint solved = 0, max_number = 0, slowest = 0;

  if (all == NULL)
    {
      fprintf (stderr, "bench-search: %s\n", error->message);
      return FALSE;
    }
  for (guint i = first - 1; i < last; i++)
    {
      const Korf *k = &g_array_index (all, Korf, i);
      QdSpaceResult r;
      gint64 t0 = g_get_monotonic_time ();
      gboolean ok = korf_solve (k, &r, &error);
      double t = seconds_since (t0);

      if (!ok || r.n_steps != k->length)
        {
          printf ("korf %u: %s (length %u, published %u)\n", k->number, ok ? "not optimal" : error->message,
                  r.n_steps, k->length);
          qd_space_result_clear (&r);
          return FALSE;
        }
      printf ("korf %3u length %2u (published %2u) generated %10" G_GUINT64_FORMAT " expanded %10" G_GUINT64_FORMAT
              " time %6.2f s\n", k->number, r.n_steps, k->length, r.generated, r.expanded, t);
      fflush (stdout);
      solved++;
      total += t;
      generated += r.generated;
      expanded += r.expanded;
      if (r.generated > max_generated)
        {
          max_generated = r.generated;
          max_number = k->number;
        }
      if (t > max_time)
        {
          max_time = t;
          slowest = k->number;
        }
      qd_space_result_clear (&r);
    }
  printf ("korf totals: %u instances, generated %" G_GUINT64_FORMAT " (%.2f M a second), expanded %" G_GUINT64_FORMAT
          ", most generated %" G_GUINT64_FORMAT " (#%u), slowest %.2f s (#%u)\n", solved, generated,
          generated / total / 1e6, expanded, max_generated, max_number, max_time, slowest);
  if (first == 1 && last == 100)
    {
      printf ("korf100: %u/100 optimal in %.1f s (target %d s), generated %" G_GUINT64_FORMAT "\n", solved, total,
              TARGET_S, generated);
      if (generated != KORF100_GENERATED)
        {
          printf ("korf100: generated %" G_GUINT64_FORMAT " instead of %" G_GUINT64_FORMAT ": behaviour changed\n",
                  generated, KORF100_GENERATED);
          return FALSE;
        }
    }
  return TRUE;
}

/* --- 3. and 4. ------------------------------------------------------------- */

static QdSpaceResult
solve_text (const char *text, QdSearchHeuristic h, QdSpaceAlgorithm a, QdSpaceCycles cycles)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  QdSearchDoc *doc = qd_search_doc_parse (text, -1, warnings, &error);
  QdSpace *space;
  QdSpaceOptions o;
  QdSpaceResult r;

  g_assert (doc != NULL);
  space = qd_search_doc_space (doc, h, &error);
  g_assert (space != NULL);
  qd_space_options_init (&o);
  o.algorithm = a;
  o.cycles = cycles;
  o.max_nodes = G_MAXUINT64;
  qd_space_solve (space, qd_search_space_start (space), &o, &r);
  qd_search_space_free (space);
  qd_search_doc_free (doc);
  return r;
}

static gboolean
bench_counts (void)
{
  gboolean same;
  /* Unsolvable (two tiles swapped): the search sees every state it can reach. */
  gint64 t0 = g_get_monotonic_time ();
  QdSpaceResult r = solve_text ("0 2 1\n3 4 5\n6 7 8\n", QD_SEARCH_H_ZERO, QD_SPACE_BFS, QD_SPACE_CYCLES_PATH);
  gboolean ok = r.status == QD_SPACE_NO_SOLUTION && r.expanded == 181440 && r.generated == 483840;

  printf ("8-puzzle bfs: %s, expanded %" G_GUINT64_FORMAT " generated %" G_GUINT64_FORMAT " in %.3f s%s\n",
          qd_space_status_to_string (r.status), r.expanded, r.generated, seconds_since (t0),
          ok ? "" : " (expected no-solution, expanded 181440 generated 483840)");
  qd_space_result_clear (&r);

  r = solve_text ("7 2 4\n5 0 6\n8 3 1\n", QD_SEARCH_H_MANHATTAN, QD_SPACE_ASTAR, QD_SPACE_CYCLES_PATH);
  same = r.n_steps == 26 && r.expanded == 1480 && r.generated == 3940;
  printf ("aima 8-puzzle astar manhattan: length %u expanded %" G_GUINT64_FORMAT " generated %" G_GUINT64_FORMAT "%s\n",
          r.n_steps, r.expanded, r.generated, same ? "" : " (expected 26, 1480, 3940: behaviour changed)");
  ok = ok && same;
  qd_space_result_clear (&r);

  t0 = g_get_monotonic_time ();
  r = solve_text ("0 1 9 7\n11 13 5 3\n14 12 4 2\n8 6 10 15\n", QD_SEARCH_H_MANHATTAN, QD_SPACE_IDASTAR,
                  QD_SPACE_CYCLES_PARENT);
  same = r.n_steps == 42 && r.expanded == 406930 && r.generated == 835390 && r.iterations == 8;
  printf ("korf 79 idastar manhattan: length %u expanded %" G_GUINT64_FORMAT " generated %" G_GUINT64_FORMAT
          " iterations %u in %.2f s%s\n", r.n_steps, r.expanded, r.generated, r.iterations, seconds_since (t0),
          same ? "" : " (expected 42, 406930, 835390, 8: behaviour changed)");
  ok = ok && same;
  qd_space_result_clear (&r);
  return ok;
}

int
main (int argc, char **argv)
{
  const char *path = argc > 1 ? argv[1] : "tests/search/data/korf100.txt";
  guint first = argc > 3 ? (guint) atoi (argv[2]) : 1, last = argc > 3 ? (guint) atoi (argv[3]) : 100;

  if (first < 1 || last > 100 || first > last)
    {
      fprintf (stderr, "usage: bench-search [KORF100.TXT [FIRST LAST]]\n");
      return 2;
    }
  bench_tables ();
  if (!bench_korf (path, first, last))
    return 1;
  return bench_counts () ? 0 : 1;
}
