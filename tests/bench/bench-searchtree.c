/* bench-searchtree.c — what recording the search tree costs a solver
 * (issue 16: "recording costs the solver less than 2x its time without
 * it").
 *
 * The same search with and without a QdSearchTree (default budget), side by
 * side in one run, alternating, REPS times each; medians and the ratio:
 *   - map colouring, plain forward checking and MAC on the 1,000-region
 *     segment map of seed 1 with 4 colours (both run into the default cap of
 *     1,000,000 assignments: a million-node tree, prunings recorded);
 *   - backtracking on it (no inference: prunings none, rejects many);
 *   - Take-Stones, one exhaustive minimax search of N stones (every node a
 *     position of a game search).
 * Usage: bench-searchtree [REPS [STONES [WHICH]]] (default 5, 26 and all;
 * WHICH: all, mapcolor or takestones).
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "problems/mapcolor/qd-mapcolor-gen.h"
#include "problems/mapcolor/qd-mapcolor-solve.h"
#include "problems/takestones/qd-takestones.h"

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* The process's CPU seconds (user and system: the kernel's page clearing
 * for the tree's memory counts). */
static double
cpu_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static double
median (double *values, guint n)
{
  qsort (values, n, sizeof *values, compare_doubles);
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/* One colouring run; returns wall seconds (CPU seconds in *cpu), the tree's
 * nodes in *nodes. */
static double
colour (const QdMap *map, QdMapcolorAlgorithm algorithm, gboolean record, guint *nodes, guint64 *assignments,
        double *cpu)
{
  QdMapcolorSolveOptions options;
  QdMapcolorSolution *solution;
  QdSearchTree *tree = record ? qd_search_tree_new (QD_SEARCH_TREE_CSP, 0) : NULL;
  gint64 start = g_get_monotonic_time ();
  double seconds, cpu0 = cpu_now ();

  qd_mapcolor_solve_options_init (&options);
  options.algorithm = algorithm;
  options.colors = 4;
  options.tree = tree;
  solution = qd_mapcolor_solve (map, &options);
  seconds = (g_get_monotonic_time () - start) / 1e6;
  *cpu = cpu_now () - cpu0;
  *assignments = solution->assignments;
  *nodes = tree != NULL ? qd_search_tree_n_nodes (tree) : 0;
  qd_mapcolor_solution_free (solution);
  if (tree != NULL)
    qd_search_tree_unref (tree);
  return seconds;
}

static double
take_stones (guint n, gboolean record, guint *nodes, guint64 *searched, double *cpu)
{
  QdTakestonesPosition pos;
  QdTakestonesSearch search = { 0 };
  QdGameSearchResult result;
  QdSearchTree *tree = record ? qd_search_tree_new (QD_SEARCH_TREE_GAME, 0) : NULL;
  gint64 start;
  double seconds, cpu0;

  qd_takestones_position_init (&pos, n);
  search.rules.evaluator = QD_TAKESTONES_EVAL_STATEMENT;
  search.rules.ties = QD_TAKESTONES_TIES_LARGEST;
  search.algorithm = QD_GAME_SEARCH_MINIMAX;
  search.depth = QD_DEPTH_UNLIMITED;
  search.tree = tree;
  start = g_get_monotonic_time ();
  cpu0 = cpu_now ();
  qd_takestones_search (&pos, &search, NULL, NULL, &result);
  seconds = (g_get_monotonic_time () - start) / 1e6;
  *cpu = cpu_now () - cpu0;
  *searched = result.nodes;
  *nodes = tree != NULL ? qd_search_tree_n_nodes (tree) : 0;
  if (tree != NULL)
    qd_search_tree_unref (tree);
  return seconds;
}

int
main (int argc, char **argv)
{
  guint reps = argc > 1 ? (guint) atoi (argv[1]) : 5;
  g_autoptr (GError) error = NULL;
  QdMap *map = qd_mapcolor_generate (1000, 1, QD_MAPCOLOR_GEN_SEGMENTS, NULL, NULL, &error);
  static const struct { const char *name; QdMapcolorAlgorithm algorithm; } runs[] = {
    { "fc", QD_MAPCOLOR_ALGO_FC }, { "mac", QD_MAPCOLOR_ALGO_MAC }, { "backtracking", QD_MAPCOLOR_ALGO_BACKTRACKING },
  };
  const guint stones = argc > 2 ? (guint) atoi (argv[2]) : 26;
  const char *which = argc > 3 ? argv[3] : "all";

  g_assert_no_error (error);
  reps = MAX (reps, 1);
  printf ("Recording the search tree: the same search without and with it, alternating, %u times each\n", reps);
  printf ("Wall and CPU seconds (medians); the target is judged on CPU time, the solver's cost (wall\n"
          "time also waits for a core on a loaded machine)\n");
  printf ("%-34s %12s %12s %7s %12s %12s %7s %10s %10s\n", "search", "plain wall", "recorded", "ratio", "plain cpu",
          "recorded", "ratio", "nodes", "target");
  for (guint r = 0; r < G_N_ELEMENTS (runs) + 1; r++)
    {
      g_autofree double *plain = g_new (double, reps);
      g_autofree double *recorded = g_new (double, reps);
      g_autofree double *plain_cpu = g_new (double, reps);
      g_autofree double *recorded_cpu = g_new (double, reps);
      guint nodes = 0;
      guint64 work = 0;
      g_autofree char *name = NULL;

      if ((r < G_N_ELEMENTS (runs) && g_str_equal (which, "takestones")) ||
          (r == G_N_ELEMENTS (runs) && g_str_equal (which, "mapcolor")))
        continue;
      for (guint i = 0; i < reps; i++)
        {
          guint dummy;

          if (r < G_N_ELEMENTS (runs))
            {
              plain[i] = colour (map, runs[r].algorithm, FALSE, &dummy, &work, &plain_cpu[i]);
              recorded[i] = colour (map, runs[r].algorithm, TRUE, &nodes, &work, &recorded_cpu[i]);
            }
          else
            {
              plain[i] = take_stones (stones, FALSE, &dummy, &work, &plain_cpu[i]);
              recorded[i] = take_stones (stones, TRUE, &nodes, &work, &recorded_cpu[i]);
            }
        }
      name = r < G_N_ELEMENTS (runs)
             ? g_strdup_printf ("mapcolor %s, 1,000 regions, K=4", runs[r].name)
             : g_strdup_printf ("takestones minimax, %u stones", stones);
      {
        double p = median (plain, reps), q = median (recorded, reps);
        double pc = median (plain_cpu, reps), qc = median (recorded_cpu, reps);

        printf ("%-34s %12.3f %12.3f %7.2f %12.3f %12.3f %7.2f %10u %10s\n", name, p, q, q / p, pc, qc, qc / pc, nodes,
                qc < 2 * pc ? "< 2 ok" : "< 2 MISSED");
      }
      printf ("%-34s (searched: %" G_GUINT64_FORMAT ")\n", "", work);
    }
  qd_map_free (map);
  return 0;
}
