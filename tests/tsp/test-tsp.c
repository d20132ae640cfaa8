/* test-tsp.c — the TSP model, its file format, the neighbourhoods, hill
 * climbing and annealing (statement 003, problems 2 and 3).
 *
 * The expected numbers of the four cities were worked out by hand from the
 * statement's table (Madison M, NYC N, Chicago C, LA L):
 *   start N-M-C-L: 808.11 + 122.47 + 1744.26 + 2448.30 = 5123.14
 *   swap positions 0,1  M-N-C-L: 808.11 + 711.83 + 1744.26 + 1669.74 = 4933.94
 *   swap 0,2  C-M-N-L: 122.47 + 808.11 + 2448.30 + 1744.26 = 5123.14
 *   swap 1,2  N-C-M-L: 711.83 + 122.47 + 1669.74 + 2448.30 = 4952.34
 *   swap 0,3  L-M-C-N: 1669.74 + 122.47 + 711.83 + 2448.30 = 4952.34
 *   swap 1,3  N-L-C-M: 2448.30 + 1744.26 + 122.47 + 808.11 = 5123.14
 *   swap 2,3  N-M-L-C: 808.11 + 1669.74 + 1744.26 + 711.83 = 4933.94
 * Four cities make only three different tours (5123.14, 4933.94, 4952.34),
 * so 4933.94 is the global optimum, reached in one step, a tie of two. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "problems/tsp/qd-tsp.h"
#include "problems/tsp/qd-tsp-search.h"
#include "tsp-load.h"
#include "formats.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (tsp)

#define M 0
#define N 1
#define C 2
#define L 3

static QdTsp *
load_example (void)
{
  const char *dir = g_getenv ("QD_DATA_DIR");
  g_autofree char *path = g_build_filename (dir != NULL ? dir : "data", "examples", "tsp", "four-cities.tsp", NULL);

  return tsp_load_path (path);
}

static void
assert_near (double a, double b)
{
  g_assert_cmpfloat_with_epsilon (a, b, 1e-6 * MAX (1.0, fabs (b)));
}

static void
test_example (void)
{
  g_autoptr(QdTsp) tsp = load_example ();
  const guint start[] = { N, M, C, L };

  g_assert_cmpuint (tsp->n, ==, 4);
  g_assert_cmpstr (tsp->names[M], ==, "Madison");
  g_assert_cmpstr (tsp->names[L], ==, "LA");
  g_assert_false (tsp->has_points);
  g_assert_nonnull (tsp->start);
  g_assert_cmpmem (tsp->start, 4 * sizeof (guint), start, sizeof start);
  assert_near (qd_tsp_distance (tsp, N, L), 2448.30);
  assert_near (qd_tsp_tour_length (tsp, start), 5123.14);
}

static void
test_successors (void)
{
  g_autoptr(QdTsp) tsp = load_example ();
  /* In move order m = j(j−1)/2 + i: (0,1) (0,2) (1,2) (0,3) (1,3) (2,3). */
  const guint expected_tours[6][4] = {
    { M, N, C, L }, { C, M, N, L }, { N, C, M, L }, { L, M, C, N }, { N, L, C, M }, { N, M, L, C },
  };
  const double expected_lengths[6] = { 4933.94, 5123.14, 4952.34, 4952.34, 5123.14, 4933.94 };

  g_assert_cmpuint (qd_tsp_n_neighbours (4), ==, 6);
  g_assert_cmpuint (qd_tsp_n_neighbours (10), ==, 45);
  for (guint m = 0; m < 6; m++)
    {
      guint tour[4] = { N, M, C, L }, i, j;
      double delta;

      qd_tsp_move_positions (m, &i, &j);
      delta = qd_tsp_move_delta (tsp, QD_TSP_SWAP, tour, i, j);
      qd_tsp_move_apply (QD_TSP_SWAP, 4, tour, i, j);
      g_assert_cmpmem (tour, sizeof tour, expected_tours[m], sizeof tour);
      assert_near (qd_tsp_tour_length (tsp, tour), expected_lengths[m]);
      assert_near (5123.14 + delta, expected_lengths[m]);
    }
}

static QdTspRun *
run_on (const QdTsp *tsp, const guint *start, QdLocalAlgorithm algorithm, QdTspMoves moves, guint64 seed)
{
  QdTspSearchOptions options;

  qd_tsp_search_options_init (&options);
  options.local.algorithm = algorithm;
  options.local.seed = seed;
  options.moves = moves;
  return qd_tsp_search (tsp, start, &options);
}

static void
test_hill_climbing_step (void)
{
  g_autoptr(QdTsp) tsp = load_example ();
  gboolean seen_first = FALSE, seen_second = FALSE;

  for (guint64 seed = 0; seed < 20; seed++)
    {
      g_autoptr(QdTspRun) run = run_on (tsp, tsp->start, QD_LOCAL_HILL_CLIMBING, QD_TSP_SWAP, seed);
      const QdTspStep *step;
      guint tour[4];

      g_assert_cmpint (run->status, ==, QD_LOCAL_OPTIMUM);
      g_assert_cmpuint (run->steps->len, ==, 2);        /* the start, one move */
      step = &g_array_index (run->steps, QdTspStep, 1);
      g_assert_cmpint (step->kind, ==, QD_LOCAL_STEP_MOVE);
      g_assert_cmpuint (step->ties, ==, 2);
      assert_near (step->length, 4933.94);
      assert_near (run->length, 4933.94);
      qd_tsp_run_replay (run, G_MAXUINT, 1, tour);
      if (memcmp (tour, (guint[]) { M, N, C, L }, sizeof tour) == 0)
        seen_first = TRUE;
      else if (memcmp (tour, (guint[]) { N, M, L, C }, sizeof tour) == 0)
        seen_second = TRUE;
      else
        g_assert_not_reached ();
    }
  /* Ties are broken at random: both successors come up. */
  g_assert_true (seen_first && seen_second);
}

static void
test_step_text (void)
{
  g_autoptr(QdTsp) tsp = load_example ();
  g_autoptr(QdTspRun) run = run_on (tsp, tsp->start, QD_LOCAL_HILL_CLIMBING, QD_TSP_SWAP, 1);
  g_autofree char *text = qd_tsp_run_format (tsp, run);

  g_assert_true (g_str_has_prefix (text, "step 0 start length 5123.14 tour NYC Madison Chicago LA\nstep 1 swap "));
  g_assert_true (strstr (text, " length 4933.94 ties 2 tour ") != NULL);
  g_assert_true (g_str_has_suffix (text, "\nlength 4933.94\n"));
}

static void
test_acceptance (void)
{
  /* Problem 3(b), maximising: e^(ΔE/T) for a worse neighbour. */
  assert_near (qd_local_acceptance (16, 15, 20, TRUE), 0.951229);
  assert_near (qd_local_acceptance (25, 13, 25, TRUE), 0.618783);
  assert_near (qd_local_acceptance (76, 75, 276, TRUE), 0.996383);
  assert_near (qd_local_acceptance (1256, 1378, 100, TRUE), 1.0);
  /* Minimising turns the direction round; T = 0 takes no worse move. */
  assert_near (qd_local_acceptance (15, 16, 20, FALSE), 0.951229);
  assert_near (qd_local_acceptance (16, 15, 20, FALSE), 1.0);
  g_assert_cmpfloat (qd_local_acceptance (16, 15, 0, TRUE), ==, 0.0);
}

static void
test_schedules (void)
{
  QdSchedule s;

  qd_schedule_init (&s, QD_SCHEDULE_GEOMETRIC, 100);
  s.alpha = 0.5;
  assert_near (qd_schedule_temperature (&s, 2), 25);
  qd_schedule_init (&s, QD_SCHEDULE_LINEAR, 10);
  s.decrement = 1;
  assert_near (qd_schedule_temperature (&s, 3), 7);
  g_assert_cmpfloat (qd_schedule_temperature (&s, 20), ==, 0.0);
  qd_schedule_init (&s, QD_SCHEDULE_LOGARITHMIC, 10);
  assert_near (qd_schedule_temperature (&s, 0), 10);
  qd_schedule_init (&s, QD_SCHEDULE_CONSTANT, 20);
  assert_near (qd_schedule_temperature (&s, 1000000), 20);
}

/* Problem 3(a): annealing whose temperature is (almost) 0 takes only moves
 * that do not lengthen the tour, like hill climbing. */
static void
test_cold_annealing (void)
{
  g_autoptr(QdTsp) example = load_example ();
  g_autoptr(QdTsp) random = qd_tsp_random (30, 3, 100);
  const QdTsp *instances[] = { example, random };

  for (guint k = 0; k < G_N_ELEMENTS (instances); k++)
    {
      const QdTsp *tsp = instances[k];
      g_autofree guint *start = g_new (guint, tsp->n);
      g_autoptr(QdTspRun) run = NULL;
      QdTspSearchOptions options;
      double previous = G_MAXDOUBLE;

      qd_tsp_identity_tour (tsp->n, start);
      if (tsp->start != NULL)
        memcpy (start, tsp->start, tsp->n * sizeof (guint));
      qd_tsp_search_options_init (&options);
      options.local.algorithm = QD_LOCAL_ANNEALING;
      qd_schedule_init (&options.local.schedule, QD_SCHEDULE_CONSTANT, 1e-12);
      options.local.max_iterations = 20000;
      options.local.seed = 9;
      run = qd_tsp_search (tsp, start, &options);
      g_assert_cmpint (run->status, ==, QD_LOCAL_LIMIT);
      g_assert_cmpuint (run->stats.worse_moves, ==, 0);
      for (guint i = 0; i < run->steps->len; i++)
        {
          const QdTspStep *step = &g_array_index (run->steps, QdTspStep, i);

          g_assert_cmpfloat (step->length, <=, previous + 1e-9);
          previous = step->length;
        }
      g_assert_cmpfloat (run->length, <, run->start_length);
      if (tsp == example)
        assert_near (run->length, 4933.94);   /* where hill climbing ends */
    }
}

/* Every schedule ends by default: without max_iterations, annealing stops
 * at t_min or at the schedule's default end.  The logarithmic schedule
 * would reach t_min only after e^1000 iterations; a geometric schedule with
 * alpha close to 1 after 70 million. */
static void
test_schedules_end (void)
{
  g_autoptr(QdTsp) tsp = qd_tsp_random (20, 5, 100);
  g_autofree guint *start = g_new (guint, tsp->n);
  const struct {
    QdScheduleKind kind;
    double alpha;
    QdLocalStatus status;
    guint64 iterations;          /* 0: fewer than the cap */
  } cases[] = {
    { QD_SCHEDULE_LOGARITHMIC, 0.999, QD_LOCAL_LIMIT, QD_SCHEDULE_DEFAULT_ITERATIONS },
    { QD_SCHEDULE_CONSTANT, 0.999, QD_LOCAL_LIMIT, QD_SCHEDULE_DEFAULT_ITERATIONS },
    { QD_SCHEDULE_GEOMETRIC, 0.9999999, QD_LOCAL_LIMIT, QD_SCHEDULE_MAX_ITERATIONS },
    { QD_SCHEDULE_GEOMETRIC, 0.999, QD_LOCAL_FROZEN, 0 },
    { QD_SCHEDULE_LINEAR, 0.999, QD_LOCAL_FROZEN, 0 },
  };

  qd_tsp_identity_tour (tsp->n, start);
  g_assert_cmpuint (qd_schedule_default_iterations (QD_SCHEDULE_LINEAR), ==, QD_SCHEDULE_MAX_ITERATIONS);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(QdTspRun) run = NULL;
      QdTspSearchOptions options;

      qd_tsp_search_options_init (&options);
      options.local.algorithm = QD_LOCAL_ANNEALING;
      options.local.schedule.kind = cases[i].kind;
      options.local.schedule.alpha = cases[i].alpha;
      options.local.schedule.decrement = qd_tsp_tour_length (tsp, start) / tsp->n / 10000;
      options.max_steps = 0;
      run = qd_tsp_search (tsp, start, &options);
      g_assert_cmpint (run->status, ==, cases[i].status);
      if (cases[i].iterations != 0)
        g_assert_cmpuint (run->stats.iterations, ==, cases[i].iterations);
      else
        g_assert_cmpuint (run->stats.iterations, <, QD_SCHEDULE_DEFAULT_ITERATIONS);
    }
}

static void
check_run_tours (const QdTsp *tsp, const QdTspRun *run)
{
  g_autofree guint *tour = g_new (guint, tsp->n);

  g_assert_true (qd_tsp_tour_is_valid (tsp->n, run->tour));
  g_assert_true (qd_tsp_tour_is_valid (tsp->n, run->last));
  assert_near (qd_tsp_tour_length (tsp, run->tour), run->length);
  for (guint k = 0; k < run->steps->len; k++)
    {
      const QdTspStep *step = &g_array_index (run->steps, QdTspStep, k);

      qd_tsp_run_replay (run, k == 0 ? G_MAXUINT : k - 1, k, tour);
      g_assert_true (qd_tsp_tour_is_valid (tsp->n, tour));
      g_assert_cmpfloat_with_epsilon (qd_tsp_tour_length (tsp, tour), step->length, 1e-6);
    }
  if (run->n_steps == run->steps->len)
    g_assert_cmpmem (tour, tsp->n * sizeof (guint), run->last, tsp->n * sizeof (guint));
}

static void
test_permutations (void)
{
  g_autoptr(QdTsp) tsp = qd_tsp_random (40, 11, 1000);
  g_autofree guint *start = g_new (guint, tsp->n);

  qd_tsp_identity_tour (tsp->n, start);
  for (guint moves = QD_TSP_SWAP; moves <= QD_TSP_TWO_OPT; moves++)
    for (guint algorithm = QD_LOCAL_HILL_CLIMBING; algorithm <= QD_LOCAL_ANNEALING; algorithm++)
      {
        QdTspSearchOptions options;
        g_autoptr(QdTspRun) run = NULL;

        qd_tsp_search_options_init (&options);
        options.local.algorithm = algorithm;
        options.local.restarts = 2;
        options.local.seed = 5;
        options.local.schedule.alpha = 0.998;
        options.moves = moves;
        run = qd_tsp_search (tsp, start, &options);
        check_run_tours (tsp, run);
        g_assert_cmpfloat (run->length, <, run->start_length);
        if (algorithm == QD_LOCAL_HILL_CLIMBING)
          {
            g_assert_cmpuint (run->stats.restarts, ==, 2);
            g_assert_cmpint (run->status, ==, QD_LOCAL_OPTIMUM);
          }
        else
          g_assert_cmpint (run->status, ==, QD_LOCAL_FROZEN);
      }
}

static void
test_deltas (void)
{
  g_autoptr(QdTsp) tsp = qd_tsp_random (12, 2, 100);
  guint n = tsp->n;

  for (guint moves = QD_TSP_SWAP; moves <= QD_TSP_TWO_OPT; moves++)
    for (guint64 m = 0; m < qd_tsp_n_neighbours (n); m++)
      {
        guint tour[12], i, j;
        double before, delta;

        qd_tsp_identity_tour (n, tour);
        qd_tsp_move_positions (m, &i, &j);
        g_assert_cmpuint (i, <, j);
        g_assert_cmpuint (j, <, n);
        before = qd_tsp_tour_length (tsp, tour);
        delta = qd_tsp_move_delta (tsp, moves, tour, i, j);
        qd_tsp_move_apply (moves, n, tour, i, j);
        g_assert_true (qd_tsp_tour_is_valid (n, tour));
        g_assert_cmpfloat_with_epsilon (qd_tsp_tour_length (tsp, tour) - before, delta, 1e-9);
      }
}

static void
test_nearest_neighbour (void)
{
  g_autoptr(QdTsp) tsp = load_example ();
  guint tour[4];

  /* Madison, Chicago (122.47), NYC (711.83), LA (2448.30), home (1669.74). */
  qd_tsp_nearest_neighbour_tour (tsp, M, tour);
  g_assert_cmpmem (tour, sizeof tour, ((guint[]) { M, C, N, L }), sizeof tour);
  assert_near (qd_tsp_tour_length (tsp, tour), 4952.34);
}

static void
test_round_trip (void)
{
  g_autoptr(QdTsp) example = load_example ();
  g_autoptr(QdTsp) points = qd_tsp_random (25, 4, 500);
  const QdTsp *instances[] = { example, points };

  for (guint k = 0; k < 2; k++)
    {
      g_autofree char *text = qd_tsp_to_string (instances[k]);
      g_autoptr(GError) error = NULL;
      g_autoptr(QdTsp) back = qd_tsp_parse (text, -1, &error);
      g_autofree char *again = NULL;

      g_assert_no_error (error);
      g_assert_cmpuint (back->n, ==, instances[k]->n);
      g_assert_cmpint (back->has_points, ==, instances[k]->has_points);
      for (guint i = 0; i < back->n; i++)
        for (guint j = 0; j < back->n; j++)
          g_assert_cmpfloat (qd_tsp_distance (back, i, j), ==, qd_tsp_distance (instances[k], i, j));
      again = qd_tsp_to_string (back);
      g_assert_cmpstr (again, ==, text);
    }
  /* Same seed, same cities. */
  {
    g_autoptr(QdTsp) a = qd_tsp_random (10, 77, 100);
    g_autoptr(QdTsp) b = qd_tsp_random (10, 77, 100);

    g_assert_cmpmem (a->x, 10 * sizeof (double), b->x, 10 * sizeof (double));
  }
}

/* A table made from points is laid out (MDS) with the same distances. */
static void
test_layout (void)
{
  g_autoptr(QdTsp) points = qd_tsp_random (15, 8, 100);
  g_autofree double *dist = g_new (double, 15 * 15);
  g_autoptr(QdTsp) table = NULL;

  for (guint i = 0; i < 15; i++)
    for (guint j = 0; j < 15; j++)
      dist[i * 15 + j] = qd_tsp_distance (points, i, j);
  table = qd_tsp_new_table (15, (const char *const *) points->names, dist);
  for (guint i = 0; i < 15; i++)
    for (guint j = 0; j < 15; j++)
      g_assert_cmpfloat_with_epsilon (hypot (table->x[i] - table->x[j], table->y[i] - table->y[j]),
                                      dist[i * 15 + j], 1e-4);
}

static void
expect_error (const char *text, gssize length, const char *needle)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdTsp) tsp = qd_tsp_parse (text, length, &error);

  g_assert_null (tsp);
  g_assert_nonnull (error);
  if (strstr (error->message, needle) == NULL)
    g_error ("“%s” does not contain “%s”", error->message, needle);
}

static void
test_parse_errors (void)
{
  GString *huge = g_string_new (NULL);

  expect_error ("\tA\tB\tC\nA\t0\t1\t2\nB\t1\t0\t3\nC\t2\t4\t0\n", -1, "line 4: the table is not symmetric");
  expect_error ("A B C\nA 0 1 2\nB 1 0 3\n", -1, "line 3: the table has no row for “C”");
  expect_error ("A B C\nA 0 1 x2\nB 1 0 3\nC 2 3 0\n", -1, "line 2: “x2” is not a number");
  expect_error ("A B A\n", -1, "line 1: the city “A” appears twice");
  expect_error ("A B C\nA 0 1\n", -1, "line 2: “A” has 2 distances; the header names 3 cities");
  expect_error ("A B C\nA 5 1 2\n", -1, "line 2: the distance from “A” to itself is 5, not 0");
  expect_error ("A B C\nA 0 1 2\nD 1 0 3\n", -1, "line 3: “D” is not a city of the header line");
  expect_error ("A B C\nA 0 -1 2\n", -1, "negative");
  expect_error ("A 1 2\nB 3 4\n", -1, "line 2: 2 cities: at least 3 are needed");
  expect_error ("A 1 2\nB 3 4\nA 5 6\n", -1, "line 3: the city “A” appears twice");
  expect_error ("A 1 2\nB 3\nC 5 6\n", -1, "line 2: expected a city as “name x y”");
  expect_error ("A 1 2\nB 3 nan\nC 5 6\n", -1, "line 2: “nan” is not a number");
  expect_error ("A 1 2\nB 3 4\nC 5 6\nstart: A B D\n", -1, "line 4: the tour names “D”");
  expect_error ("A 1 2\nB 3 4\nC 5 6\nstart: A B\n", -1, "line 4: the tour visits 2 cities");
  expect_error ("A 1 2\nB\0 3 4\n", 12, "not a text file");
  expect_error ("", -1, "at least 3");
  for (guint i = 0; i <= QD_TSP_MAX_POINTS; i++)
    g_string_append_printf (huge, "c%u %u 0\n", i, i);
  expect_error (huge->str, huge->len, "line 20001: more than 20000 cities");
  g_string_free (huge, TRUE);
}

static void
test_edits (void)
{
  g_autoptr(QdTsp) tsp = qd_tsp_random (5, 1, 100);

  qd_tsp_add_city (tsp, 10, 20);
  g_assert_cmpuint (tsp->n, ==, 6);
  g_assert_cmpstr (tsp->names[5], ==, "C6");
  g_assert_cmpint (qd_tsp_city_at (tsp, 11, 20, 3), ==, 5);
  qd_tsp_move_city (tsp, 5, 50, 50);
  g_assert_cmpint (qd_tsp_city_at (tsp, 50, 51, 3), ==, 5);
  qd_tsp_remove_city (tsp, 0);
  g_assert_cmpuint (tsp->n, ==, 5);
  g_assert_cmpstr (tsp->names[0], ==, "C2");
  qd_tsp_add_city (tsp, 1, 1);
  g_assert_cmpstr (tsp->names[5], ==, "C7");
}

/* Random cities read back the same (tests/formats.h). */
static void
test_generated_round_trip (void)
{
  for (guint n = 3; n <= 60; n += 19)
    {
      g_autoptr(QdTsp) tsp = qd_tsp_random (n, n, 1000);

      qd_test_check_model (qd_tsp_problem.format, tsp, "random cities");
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tsp/example", test_example);
  g_test_add_func ("/tsp/successors", test_successors);
  g_test_add_func ("/tsp/hill-climbing-step", test_hill_climbing_step);
  g_test_add_func ("/tsp/step-text", test_step_text);
  g_test_add_func ("/tsp/acceptance", test_acceptance);
  g_test_add_func ("/tsp/schedules", test_schedules);
  g_test_add_func ("/tsp/cold-annealing", test_cold_annealing);
  g_test_add_func ("/tsp/schedules-end", test_schedules_end);
  g_test_add_func ("/tsp/permutations", test_permutations);
  g_test_add_func ("/tsp/deltas", test_deltas);
  g_test_add_func ("/tsp/nearest-neighbour", test_nearest_neighbour);
  g_test_add_func ("/tsp/round-trip", test_round_trip);
  g_test_add_func ("/tsp/layout", test_layout);
  g_test_add_func ("/tsp/parse-errors", test_parse_errors);
  g_test_add_func ("/tsp/edits", test_edits);
  g_test_add_func ("/tsp/generated-round-trip", test_generated_round_trip);
  return g_test_run ();
}
