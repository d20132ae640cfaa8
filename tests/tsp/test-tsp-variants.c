/* test-tsp-variants.c — the TSP's local searches by name (issue 65): the
 * names, the order crossover worked out by hand, every algorithm reaching
 * the optimum of the statement's four cities and of eight points.
 *
 * The optima: the four cities' 4933.94 is worked out by hand at the top of
 * test-tsp.c (four cities make three tours); the eight points'
 * (tests/tsp/data/eight-points.tsp) is 33.682906 (the ring A B C D E F G
 * H), from ref_tsp.brute_force, which tries all 2,520 tours in Python.
 *
 * The order crossover (Davis 1985; the example of Michalewicz, "Genetic
 * Algorithms + Data Structures", ch. 10): parents
 *   p1 = 1 2 3 | 4 5 6 7 | 8 9     p2 = 4 5 2 | 1 8 7 6 | 9 3
 * cut after the 3rd and the 7th city.  The child keeps p1's middle, 4 5 6
 * 7, at its place.  p2 read from after its second cut, around: 9 3 4 5 2
 * 1 8 7 6; without 4 5 6 7 that is 9 3 2 1 8, written into the child from
 * after the second cut, around: positions 8, 9 get 9, 3, then positions 1,
 * 2, 3 get 2, 1, 8.  Child: 2 1 8 4 5 6 7 9 3.  The other way round
 * (p2's middle 1 8 7 6 kept; p1 from after the cut: 8 9 1 2 3 4 5 6 7,
 * without 1 8 7 6: 9 2 3 4 5): child 3 4 5 1 8 7 6 9 2. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "problems/tsp/qd-tsp.h"
#include "problems/tsp/qd-tsp-search.h"
#include "tsp-load.h"

#define FOUR_OPTIMUM 4933.94
#define EIGHT_OPTIMUM 33.682906

static QdTsp *
load (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);

  return tsp_load_path (path);
}

/* Cities 1..9 of the example as 0..8. */
static void
assert_crossover (const guint *p1, const guint *p2, guint cut1, guint cut2, const guint *expected)
{
  guint child[9], p1z[9], p2z[9];
  guint8 seen[9];

  for (guint k = 0; k < 9; k++)
    {
      p1z[k] = p1[k] - 1;
      p2z[k] = p2[k] - 1;
    }
  qd_tsp_order_crossover (9, p1z, p2z, cut1, cut2, child, seen);
  for (guint k = 0; k < 9; k++)
    g_assert_cmpuint (child[k] + 1, ==, expected[k]);
}

static void
test_order_crossover (void)
{
  const guint p1[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9 }, p2[] = { 4, 5, 2, 1, 8, 7, 6, 9, 3 };
  const guint child1[] = { 2, 1, 8, 4, 5, 6, 7, 9, 3 }, child2[] = { 3, 4, 5, 1, 8, 7, 6, 9, 2 };

  assert_crossover (p1, p2, 3, 7, child1);
  assert_crossover (p2, p1, 3, 7, child2);
  /* The whole of p1 kept: p1; nothing kept (both cuts at 0): p2 itself. */
  assert_crossover (p1, p2, 0, 9, p1);
  assert_crossover (p1, p2, 0, 0, p2);
  {
    /* Cut at 5 and 9: p1's 6 7 8 9 kept; p2 from position 0 (after the
     * end, around): 4 5 2 1 8 7 6 9 3 less 6 7 8 9 is 4 5 2 1 3, from
     * position 0: 4 5 2 1 3 6 7 8 9. */
    const guint child[] = { 4, 5, 2, 1, 3, 6, 7, 8, 9 };

    assert_crossover (p1, p2, 5, 9, child);
  }
}

static void
test_names (void)
{
  const QdLocalMenu *menu = &qd_tsp_algorithms;
  const char *expected[] = { "hill-climbing", "steepest", "sideways", "stochastic", "first-choice", "restart",
                             "restart-sideways", "restart-stochastic", "restart-first-choice", "annealing", "beam",
                             "stochastic-beam", "genetic" };
  g_autofree char *names = qd_local_menu_names (menu, 0, ", ", NULL);
  QdLocalVariantId algorithm;

  g_assert_cmpuint (menu->n, ==, G_N_ELEMENTS (expected));
  for (guint k = 0; k < G_N_ELEMENTS (expected); k++)
    {
      g_assert_true (qd_local_menu_lookup (menu, expected[k], &algorithm));
      g_assert_cmpint (algorithm, ==, menu->ids[k]);
      g_assert_cmpstr (qd_local_variant_to_string (algorithm), ==, expected[k]);
      g_assert_cmpint (qd_tsp_algorithm_is_population (algorithm), ==, k >= 10);
    }
  g_assert_cmpstr (names, ==, "hill-climbing, steepest, sideways, stochastic, first-choice, restart, restart-sideways, "
                              "restart-stochastic, restart-first-choice, annealing, beam, stochastic-beam, genetic");
  g_assert_false (qd_local_menu_lookup (menu, "tabu", &algorithm));
  g_assert_false (qd_local_menu_lookup (menu, "min-conflicts", &algorithm));
  g_assert_false (qd_local_menu_lookup (menu, NULL, &algorithm));
}

static void
test_unknown_name (void)
{
  g_autoptr(QdTsp) tsp = load ("four-cities.tsp");
  g_autoptr(GError) error = NULL;
  QdTspSearchOptions options;
  QdLocalOutcome out;

  qd_tsp_search_options_init (&options);
  g_assert_false (qd_tsp_run_named (tsp, NULL, "tabu", &options, &out, NULL, &error));
  g_assert_error (error, QD_TSP_ERROR, QD_TSP_ERROR_ALGORITHM);
  g_assert_nonnull (strstr (error->message, "tabu"));
}

/* Every name from a random start (seeds 1 to 5), with the optimum as its
 * goal: solved, the outcome's value the run's best length. */
static void
run_all (const char *file, double optimum)
{
  g_autoptr(QdTsp) tsp = load (file);
  const QdLocalMenu *menu = &qd_tsp_algorithms;

  for (guint k = 0; k < menu->n; k++)
    for (guint64 seed = 1; seed <= 5; seed++)
      {
        const char *name = qd_local_variant_to_string (menu->ids[k]);
        g_autoptr(GError) error = NULL;
        g_autoptr(QdTspRun) run = NULL;
        QdTspSearchOptions options;
        QdLocalOutcome out;
        gboolean climber = k < 5;

        qd_tsp_search_options_init (&options);
        options.local.seed = seed;
        options.max_steps = 0;
        options.local.max_iterations = g_str_equal (name, "annealing") ? 20000 : 0;
        /* Without restarts a climber may stop at a local optimum: only the
         * four cities (where every tour neighbours the others) are sure. */
        if (climber && optimum != FOUR_OPTIMUM)
          continue;
        options.goal = optimum + 0.005;
        g_assert_true (qd_tsp_run_named (tsp, NULL, name, &options, &out, &run, &error));
        g_assert_no_error (error);
        if (!out.solved)
          g_error ("%s, seed %" G_GUINT64_FORMAT ": %.6f, not the optimum %.6f", name, seed, out.value, optimum);
        g_assert_cmpfloat_with_epsilon (out.value, run->length, 1e-9);
        g_assert_cmpfloat_with_epsilon (out.value, optimum, 0.005);
        g_assert_cmpfloat_with_epsilon (qd_tsp_tour_length (tsp, run->tour), run->length, 1e-9);
        g_assert_cmpuint (run->steps->len, ==, 0);
        g_assert_cmpuint (out.restarts, ==, run->stats.restarts);
      }
}

static void
test_four_cities (void)
{
  run_all ("four-cities.tsp", FOUR_OPTIMUM);
}

static void
test_eight_points (void)
{
  run_all ("eight-points.tsp", EIGHT_OPTIMUM);
}

/* The climbers, without a goal, from the file's start on eight points: each
 * ends at the optimum, and steepest ascent's every move shortens the tour. */
static void
test_climbers_without_goal (void)
{
  g_autoptr(QdTsp) tsp = load ("eight-points.tsp");
  const char *climbers[] = { "steepest", "stochastic", "first-choice", "sideways" };
  guint start[8];

  qd_tsp_identity_tour (8, start);
  for (guint k = 0; k < G_N_ELEMENTS (climbers); k++)
    {
      g_autoptr(QdTspRun) run = NULL;
      QdTspSearchOptions options;
      QdLocalOutcome out;

      qd_tsp_search_options_init (&options);
      options.local.seed = 1;
      g_assert_true (qd_tsp_run_named (tsp, start, climbers[k], &options, &out, &run, NULL));
      g_assert_false (out.solved);     /* no goal: nothing to reach */
      g_assert_cmpfloat_with_epsilon (out.value, EIGHT_OPTIMUM, 1e-5);
      g_assert_cmpuint (out.steps, ==, run->stats.moves);
      g_assert_cmpuint (out.restarts, ==, 0);
      for (guint s = 1; s < run->steps->len && k < 2; s++)
        g_assert_cmpfloat (g_array_index (run->steps, QdTspStep, s).length, <,
                           g_array_index (run->steps, QdTspStep, s - 1).length);
    }
}

/* Restart variants: 0 restarts asked means QD_TSP_DEFAULT_RESTARTS, and the
 * hill-climbing name keeps its own (none). */
static void
test_restarts (void)
{
  g_autoptr(QdTsp) tsp = load ("four-cities.tsp");
  const char *names[] = { "restart", "restart-sideways", "restart-stochastic", "restart-first-choice",
                          "hill-climbing" };

  for (guint k = 0; k < G_N_ELEMENTS (names); k++)
    {
      QdTspSearchOptions options;
      QdLocalOutcome out;

      qd_tsp_search_options_init (&options);
      options.sideways = 3;
      g_assert_true (qd_tsp_run_named (tsp, tsp->start, names[k], &options, &out, NULL, NULL));
      g_assert_cmpuint (out.restarts, ==, k < 4 ? QD_TSP_DEFAULT_RESTARTS : 0);
      g_assert_cmpfloat_with_epsilon (out.value, FOUR_OPTIMUM, 1e-6);
    }
}

/* Beam search and the genetic algorithm record a step per iteration
 * (generation): its best tour, whose length the step gives, and the mean
 * length, which the plot's samples carry; with elitism the best never
 * gets longer. */
static void
test_population_steps (void)
{
  g_autoptr(QdTsp) tsp = load ("eight-points.tsp");
  const char *names[] = { "beam", "stochastic-beam", "genetic" };

  for (guint k = 0; k < G_N_ELEMENTS (names); k++)
    {
      g_autoptr(QdTspRun) run = NULL;
      g_autofree guint *tour = g_new (guint, tsp->n);
      QdTspSearchOptions options;
      QdLocalOutcome out;

      qd_tsp_search_options_init (&options);
      options.local.seed = 7;
      options.population = 12;
      options.local.max_iterations = k == 2 ? 25 : 0;
      g_assert_true (qd_tsp_run_named (tsp, NULL, names[k], &options, &out, &run, NULL));
      g_assert_cmpuint (run->steps->len, ==, run->n_steps);
      if (k == 2)
        g_assert_cmpuint (run->steps->len, ==, 26);
      g_assert_cmpuint (out.steps, ==, run->stats.iterations);
      for (guint s = 0; s < run->steps->len; s++)
        {
          const QdTspStep *step = &g_array_index (run->steps, QdTspStep, s);

          g_assert_cmpuint (step->iteration, ==, s);
          g_assert_cmpint (step->kind, ==, s == 0 ? QD_LOCAL_STEP_START : QD_LOCAL_STEP_RESTART);
          qd_tsp_run_replay (run, G_MAXUINT, s, tour);
          g_assert_true (qd_tsp_tour_is_valid (tsp->n, tour));
          g_assert_cmpfloat_with_epsilon (qd_tsp_tour_length (tsp, tour), step->length, 1e-9);
          g_assert_cmpfloat (step->mean, >=, step->length - 1e-9);
          if (s > 0 && k == 2)
            g_assert_cmpfloat (step->length, <=, g_array_index (run->steps, QdTspStep, s - 1).length + 1e-9);
        }
      for (guint s = 0; s < run->samples->len; s++)
        {
          const QdTspSample *sample = &g_array_index (run->samples, QdTspSample, s);

          g_assert_true (isfinite (sample->temperature));
          g_assert_cmpfloat (sample->temperature, >=, sample->length - 1e-9);
        }
      g_assert_cmpfloat (run->length, <=, g_array_index (run->steps, QdTspStep, run->steps->len - 1).length + 1e-9);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tsp/variants/order-crossover", test_order_crossover);
  g_test_add_func ("/tsp/variants/names", test_names);
  g_test_add_func ("/tsp/variants/unknown-name", test_unknown_name);
  g_test_add_func ("/tsp/variants/four-cities", test_four_cities);
  g_test_add_func ("/tsp/variants/eight-points", test_eight_points);
  g_test_add_func ("/tsp/variants/climbers", test_climbers_without_goal);
  g_test_add_func ("/tsp/variants/restarts", test_restarts);
  g_test_add_func ("/tsp/variants/population-steps", test_population_steps);
  return g_test_run ();
}
