/* test-local-climb.c — the hill climbers of the engine (qd-local-climb.c)
 * on toy neighbourhoods whose moves always change the objective by the
 * same fixed amounts, so that every expected figure is worked out by hand:
 * sideways moves stop at the limit, stochastic hill climbing draws an
 * uphill move with probability gain / (sum of gains), first-choice
 * uniformly among the uphill moves, steepest ascent among tied best
 * moves; restarts, the goal and the stop flag end a run. */
#include "config.h"

#include <math.h>
#include "core/qd-local.h"

typedef struct {
  guint n;
  double deltas[4];
  double value;
  guint64 last;             /* the last move made; G_MAXUINT64: none */
  guint randomized;
} Toy;

static guint64
toy_n_moves (gpointer state)
{
  return ((Toy *) state)->n;
}

static double
toy_delta (gpointer state, guint64 m)
{
  return ((Toy *) state)->deltas[m];
}

static void
toy_apply (gpointer state, guint64 m)
{
  Toy *t = state;

  t->value += t->deltas[m];
  t->last = m;
}

static double
toy_value (gpointer state)
{
  return ((Toy *) state)->value;
}

static void
toy_randomize (gpointer state, guint64 *rng)
{
  (void) rng;
  ((Toy *) state)->randomized++;
}

static const QdNeighbourhood toy_nb = {
  toy_n_moves, toy_delta, toy_apply, toy_value, toy_randomize, NULL,
};

static Toy
toy (double a, double b, double c, double d)
{
  Toy t = { 4, { a, b, c, d }, 0, G_MAXUINT64, 0 };

  return t;
}

static QdLocalOptions
options (QdLocalAlgorithm algorithm)
{
  QdLocalOptions o;

  qd_local_options_init (&o);
  o.algorithm = algorithm;
  o.maximise = TRUE;
  return o;
}

/* A flat landscape: exactly max_sideways sideways moves, then it stops. */
static void
test_sideways_limit (void)
{
  Toy t = toy (0, 0, 0, -1);
  QdLocalOptions o = options (QD_LOCAL_HILL_CLIMBING);
  QdLocalStats stats;

  g_assert_cmpint (qd_local_search (&toy_nb, &t, &o, &stats), ==, QD_LOCAL_OPTIMUM);
  g_assert_cmpuint (stats.moves, ==, 0);
  o.max_sideways = 5;
  g_assert_cmpint (qd_local_search (&toy_nb, &t, &o, &stats), ==, QD_LOCAL_OPTIMUM);
  g_assert_cmpuint (stats.moves, ==, 5);
  g_assert_cmpuint (stats.sideways_moves, ==, 5);
  g_assert_cmpuint (t.last, <, 3);
}

/* Draws one step from many seeds: how often each move is taken, and how
 * often none. */
static void
frequencies (Toy start, QdLocalOptions o, guint runs, double *freq, double *none)
{
  *none = 0;
  for (guint m = 0; m < 4; m++)
    freq[m] = 0;
  o.max_iterations = 1;
  for (guint s = 0; s < runs; s++)
    {
      Toy t = start;

      o.seed = s;
      qd_local_search (&toy_nb, &t, &o, NULL);
      if (t.last == G_MAXUINT64)
        *none += 1.0 / runs;
      else
        freq[t.last] += 1.0 / runs;
    }
}

/* Gains 1, 2, 3 and a downhill move: drawn 1/6, 2/6, 3/6, never. */
static void
test_stochastic_by_steepness (void)
{
  double f[4], none;

  frequencies (toy (1, 2, 3, -1), options (QD_LOCAL_STOCHASTIC), 60000, f, &none);
  g_assert_cmpfloat (fabs (f[0] - 1.0 / 6), <, 0.01);
  g_assert_cmpfloat (fabs (f[1] - 2.0 / 6), <, 0.01);
  g_assert_cmpfloat (fabs (f[2] - 3.0 / 6), <, 0.01);
  g_assert_cmpfloat (f[3], ==, 0);
  g_assert_cmpfloat (none, ==, 0);
}

/* Two uphill moves of gains 1 and 5: each about half the time (the first
 * one drawn that improves).  One uphill move of four and a single try: found
 * a quarter of the time. */
static void
test_first_choice (void)
{
  QdLocalOptions o = options (QD_LOCAL_FIRST_CHOICE);
  double f[4], none;

  frequencies (toy (1, 5, 0, -1), o, 40000, f, &none);
  g_assert_cmpfloat (fabs (f[0] - 0.5), <, 0.01);
  g_assert_cmpfloat (fabs (f[1] - 0.5), <, 0.01);
  /* The default 4 × 4 draws all miss with probability 2^−16. */
  g_assert_cmpfloat (none, <, 0.001);
  o.max_tries = 1;
  frequencies (toy (0, 0, 2, -1), o, 40000, f, &none);
  g_assert_cmpfloat (fabs (f[2] - 0.25), <, 0.01);
  g_assert_cmpfloat (fabs (none - 0.75), <, 0.01);
}

/* Two best moves tied: each half the time; the worse uphill one never. */
static void
test_steepest_ties (void)
{
  double f[4], none;

  frequencies (toy (2, 1, 2, -1), options (QD_LOCAL_HILL_CLIMBING), 40000, f, &none);
  g_assert_cmpfloat (fabs (f[0] - 0.5), <, 0.01);
  g_assert_cmpfloat (f[1], ==, 0);
  g_assert_cmpfloat (fabs (f[2] - 0.5), <, 0.01);
}

/* Every climber stops at the goal; restarts at a local optimum while they
 * last; the stop flag stops before anything. */
static void
test_goal_restarts_stop (void)
{
  static const QdLocalAlgorithm climbers[] = { QD_LOCAL_HILL_CLIMBING, QD_LOCAL_STOCHASTIC, QD_LOCAL_FIRST_CHOICE };
  QdLocalStats stats;
  gint stop = 1;

  for (guint i = 0; i < G_N_ELEMENTS (climbers); i++)
    {
      Toy up = toy (1, 1, 1, 1), down = toy (-1, -1, -1, -1);
      QdLocalOptions o = options (climbers[i]);

      o.use_goal = TRUE;
      o.goal = 7;
      g_assert_cmpint (qd_local_search (&toy_nb, &up, &o, &stats), ==, QD_LOCAL_GOAL);
      g_assert_cmpfloat (up.value, ==, 7);
      g_assert_cmpuint (stats.moves, ==, 7);
      o.restarts = 3;
      g_assert_cmpint (qd_local_search (&toy_nb, &down, &o, &stats), ==, QD_LOCAL_OPTIMUM);
      g_assert_cmpuint (stats.restarts, ==, 3);
      g_assert_cmpuint (down.randomized, ==, 3);
      o.stop = &stop;
      up = toy (1, 1, 1, 1);
      g_assert_cmpint (qd_local_search (&toy_nb, &up, &o, &stats), ==, QD_LOCAL_STOPPED);
      g_assert_cmpuint (stats.moves, ==, 0);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/local-climb/sideways-limit", test_sideways_limit);
  g_test_add_func ("/local-climb/stochastic-by-steepness", test_stochastic_by_steepness);
  g_test_add_func ("/local-climb/first-choice", test_first_choice);
  g_test_add_func ("/local-climb/steepest-ties", test_steepest_ties);
  g_test_add_func ("/local-climb/goal-restarts-stop", test_goal_restarts_stop);
  return g_test_run ();
}
