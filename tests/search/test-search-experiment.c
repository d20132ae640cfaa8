/* test-search-experiment.c — the model of `experiment search` (issue 66):
 * the boards by solution depth against the 8-puzzle's published layer
 * sizes, b* on hand-worked cases, iterative deepening's counts with each
 * repeated-state check on a board worked by hand, and a small run's
 * instances at their depth. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "problems/search/qd-search-experiment.h"
#include "problems/search/qd-search-tiles.h"

/* Boards of the 8-puzzle by their distance to the goal with the blank in a
 * corner: OEIS A089473 (first in Reinefeld, IJCAI 1993, whose table has
 * 749 for 748 at 12 moves); 181,440 in all, the farthest two at 31. */
static const guint layer_sizes[32] = {
  1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529, 10878, 16993,
  17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2,
};

static void
test_layers (void)
{
  for (guint d = 0; d < G_N_ELEMENTS (layer_sizes); d++)
    g_assert_cmpuint (qd_search_experiment_layer_size (d), ==, layer_sizes[d]);
}

static void
test_b_star (void)
{
  /* AIMA: "if A* finds a solution at depth 5 using 52 nodes, then the
   * effective branching factor is 1.92". */
  g_assert_cmpfloat (round (qd_search_experiment_b_star (52, 5) * 100) / 100, ==, 1.92);
  /* 1 + 2 + 4 + 8 = 15 and 1 + 2 + 4 = 7; one node at depth 1 is b* = 1. */
  g_assert_cmpfloat_with_epsilon (qd_search_experiment_b_star (14, 3), 2, 1e-9);
  g_assert_cmpfloat_with_epsilon (qd_search_experiment_b_star (6, 2), 2, 1e-9);
  g_assert_cmpfloat_with_epsilon (qd_search_experiment_b_star (1, 1), 1, 1e-9);
  g_assert_true (isnan (qd_search_experiment_b_star (10, 0)));
}

static guint64
ids_generated (const char *arm_name, const guint numbers[9])
{
  QdSearchExperimentArm arm;
  QdSearchTiles *tiles = qd_search_tiles_new (3, 3);
  QdSearchDoc *doc;
  QdSpace *space;
  QdSpaceOptions options;
  QdSpaceResult result = { 0 };
  guint64 generated;

  g_assert_true (qd_search_experiment_parse_arm (arm_name, &arm));
  g_assert_true (qd_search_tiles_set_start (tiles, numbers, 9, NULL));
  doc = qd_search_doc_new_tiles (tiles);
  space = qd_search_doc_space (doc, arm.heuristic, NULL);
  qd_space_options_init (&options);
  options.algorithm = arm.algorithm;
  options.cycles = arm.cycles;
  g_assert_cmpint (qd_space_solve (space, qd_search_space_start (space), &options, &result), ==, QD_SPACE_SOLVED);
  g_assert_cmpuint (result.n_steps, ==, 2);
  generated = result.generated;
  qd_space_result_clear (&result);
  qd_search_space_free (space);
  qd_search_doc_free (doc);
  return generated;
}

/* 1 4 2/3 0 5/6 7 8: the goal's blank moved right then down.  Limit 1:
 * the start's 4 successors.  Limit 2: the 4 again, then the first, UP
 * (blank top middle), expanded: DOWN (the start again), LEFT (the goal,
 * found) and RIGHT generated: 4 + 4 + 3 = 11, or 10 when the move back
 * is not generated; the path check generates it and drops it. */
static void
test_ids_counts (void)
{
  static const guint board[9] = { 1, 4, 2, 3, 0, 5, 6, 7, 8 };

  g_assert_cmpuint (ids_generated ("ids:none", board), ==, 11);
  g_assert_cmpuint (ids_generated ("ids:path", board), ==, 11);
  g_assert_cmpuint (ids_generated ("ids", board), ==, 10);
}

static void
test_arms (void)
{
  QdSearchExperimentArm arm;

  g_assert_true (qd_search_experiment_parse_arm ("astar:misplaced", &arm));
  g_assert_cmpint (arm.algorithm, ==, QD_SPACE_ASTAR);
  g_assert_cmpint (arm.heuristic, ==, QD_SEARCH_H_MISPLACED);
  g_assert_true (qd_search_experiment_parse_arm ("idastar", &arm));
  g_assert_cmpint (arm.heuristic, ==, QD_SEARCH_H_MANHATTAN);
  g_assert_true (qd_search_experiment_parse_arm ("ids:none", &arm));
  g_assert_cmpint (arm.cycles, ==, QD_SPACE_CYCLES_NONE);
  g_assert_false (qd_search_experiment_parse_arm ("ids:manhattan", &arm));
  g_assert_false (qd_search_experiment_parse_arm ("bfs:zero", &arm));
  g_assert_false (qd_search_experiment_parse_arm ("astar:pdb", &arm));
  g_assert_false (qd_search_experiment_parse_arm ("dfs", &arm));
}

/* A small run: every instance solved at its depth by A* (admissible), and
 * the same instance whatever else is asked. */
static void
test_run (void)
{
  static const guint depths[] = { 3, 7 };
  const char *const algorithms[] = { "astar:manhattan", "bfs", NULL };
  QdSearchExperimentConfig c = { depths, 2, 4, algorithms, 9, 0 };
  g_autoptr(QdSearchExperiment) e = qd_search_experiment_new (&c);
  QdSearchExperimentTally t;
  guint8 a[9], b[9];

  g_assert_true (qd_search_experiment_run (e, NULL, NULL, NULL, NULL, NULL));
  g_assert_cmpuint (e->base.runs->len, ==, 8);
  qd_search_experiment_tally (e, 7, 0, &t);
  g_assert_cmpuint (t.instances, ==, 4);
  g_assert_cmpuint (t.skipped, ==, 0);
  g_assert_cmpfloat (t.b_star, >, 1);
  qd_search_experiment_board (9, 7, 2, a);
  qd_search_experiment_board (9, 7, 2, b);
  g_assert_cmpmem (a, 9, b, 9);
  for (guint r = 0; r < e->base.runs->len; r++)
    {
      const QdSearchExperimentRun *run = &g_array_index (e->base.runs, QdSearchExperimentRun, r);
      guint numbers[9];
      QdSearchTiles *tiles = qd_search_tiles_new (3, 3);
      QdSearchDoc *doc;
      QdSpace *space;
      QdSpaceResult result = { 0 };

      qd_search_experiment_board (9, run->depth, run->instance, a);
      for (guint i = 0; i < 9; i++)
        numbers[i] = a[i];
      g_assert_true (qd_search_tiles_set_start (tiles, numbers, 9, NULL));
      doc = qd_search_doc_new_tiles (tiles);
      space = qd_search_doc_space (doc, QD_SEARCH_H_MANHATTAN, NULL);
      qd_space_solve (space, qd_search_space_start (space), NULL, &result);
      g_assert_cmpuint (result.n_steps, ==, run->depth);
      g_assert_cmpuint (result.generated, ==, run->results[0].generated);
      qd_space_result_clear (&result);
      qd_search_space_free (space);
      qd_search_doc_free (doc);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search-experiment/layers", test_layers);
  g_test_add_func ("/search-experiment/b-star", test_b_star);
  g_test_add_func ("/search-experiment/ids-counts", test_ids_counts);
  g_test_add_func ("/search-experiment/arms", test_arms);
  g_test_add_func ("/search-experiment/run", test_run);
  return g_test_run ();
}
