/* test-queens-search.c — every algorithm of qd_queens_run on N queens by
 * name (issue 65): each ends in a state whose h it reports (counted here
 * pair by pair, qd_queens_h_slow); min-conflicts solves 1000 queens from a
 * greedy and a random start; the greedy start is Minton et al.'s (each
 * queen on a row of fewest conflicts with the earlier columns, checked here
 * by brute force); the genetic algorithm's fitness is the book's 28 − h and
 * it solves 8 queens in most runs of a documented setting; beam and
 * stochastic beam on 1000 random 8-queens instances (figures printed). */
#include "config.h"

#include <math.h>

#include "problems/queens/qd-queens-search.h"
#include "core/qd-random.h"

static QdQueens *
random_queens (guint n, guint64 seed)
{
  QdQueens *q = qd_queens_new (n);
  guint64 rng = qd_random_mix (seed);

  qd_queens_randomize (q, &rng);
  return q;
}

/* Every name, 20 random starts of 8 queens: a valid state, h as reported. */
static void
test_every_name (void)
{
  const QdLocalMenu *menu = &qd_queens_algorithms;
  QdLocalVariantId id;

  for (guint a = 0; a < menu->n; a++)
    for (guint64 seed = 1; seed <= 20; seed++)
      {
        g_autoptr(QdQueens) q = random_queens (8, seed);
        g_autoptr(GError) error = NULL;
        QdQueensRunOptions o;
        QdLocalOutcome out;

        qd_queens_run_options_init (&o);
        o.algorithm = qd_local_variant_to_string (menu->ids[a]);
        o.seed = seed;
        g_assert_true (qd_queens_run (q, &o, &out, &error));
        g_assert_no_error (error);
        for (guint c = 0; c < 8; c++)
          g_assert_cmpuint (q->rows[c], <, 8);
        g_assert_cmpuint (q->h, ==, qd_queens_h_slow (q));
        g_assert_cmpfloat (out.value, ==, (double) q->h);
        g_assert_cmpint (out.solved, ==, q->h == 0);
        if (g_str_has_prefix (o.algorithm, "restart"))
          g_assert_true (out.solved);
      }
  g_assert_cmpuint (menu->n, ==, 13);
  g_assert_true (qd_local_menu_lookup (menu, "min-conflicts", &id));
  g_assert_false (qd_local_menu_lookup (menu, "hill-climbing", &id));
}

static void
test_errors (void)
{
  g_autoptr(QdQueens) q = random_queens (8, 1);
  QdQueensRunOptions o;
  QdLocalOutcome out;
  GError *error = NULL;

  qd_queens_run_options_init (&o);
  o.algorithm = "nope";
  g_assert_false (qd_queens_run (q, &o, &out, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  o.algorithm = "beam";
  o.k = 0;
  g_assert_false (qd_queens_run_options_check (&o, &error));
  g_clear_error (&error);
  qd_queens_run_options_init (&o);
  o.algorithm = "genetic";
  o.elitism = o.population;
  g_assert_false (qd_queens_run_options_check (&o, &error));
  g_clear_error (&error);
}

/* The steps told are the moves made: replayed on a copy of the start,
 * they reach the final state, each with the h told. */
typedef struct {
  QdQueens *replay;
  guint64 moves;
} Replay;

static void
replay_step (gpointer user_data, const QdQueensStep *step)
{
  Replay *r = user_data;

  g_assert_cmpint (step->kind, !=, QD_LOCAL_STEP_RESTART);    /* no restarts in these runs */
  if (step->kind != QD_LOCAL_STEP_MOVE)
    return;
  g_assert_cmpuint (r->replay->rows[step->col], ==, step->from);
  qd_queens_move (r->replay, step->col, step->row);
  g_assert_cmpuint (r->replay->h, ==, step->h);
  r->moves++;
  g_assert_cmpuint (step->step, ==, r->moves);
}

static void
test_steps_replay (void)
{
  static const char *const names[] = { "steepest", "sideways", "stochastic", "first-choice", "annealing",
                                       "min-conflicts" };

  for (guint a = 0; a < G_N_ELEMENTS (names); a++)
    for (guint64 seed = 1; seed <= 10; seed++)
      {
        g_autoptr(QdQueens) q = random_queens (10, seed);
        g_autoptr(QdQueens) replay = qd_queens_dup (q);
        Replay r = { replay, 0 };
        QdQueensRunOptions o;
        QdLocalOutcome out;

        qd_queens_run_options_init (&o);
        o.algorithm = names[a];
        o.seed = seed;
        o.on_step = replay_step;
        o.user_data = &r;
        g_assert_true (qd_queens_run (q, &o, &out, NULL));
        g_assert_cmpuint (r.moves, ==, out.steps);
        g_assert_cmpmem (replay->rows, 10 * sizeof (guint), q->rows, 10 * sizeof (guint));
      }
}

/* Minton et al.'s greedy start: each column's queen on a row with the
 * fewest conflicts with the queens of the columns before it. */
static void
test_greedy_start (void)
{
  g_autoptr(QdQueens) q = qd_queens_new (60);
  guint64 rng = 17;

  qd_queens_greedy (q, &rng);
  g_assert_cmpuint (q->h, ==, qd_queens_h_slow (q));
  for (guint c = 0; c < 60; c++)
    {
      guint fewest = G_MAXUINT, here = 0;

      for (guint r = 0; r < 60; r++)
        {
          guint k = 0;

          for (guint b = 0; b < c; b++)
            /* Same row, or |Δrow| = c − b (b < c): r − rows[b] = c − b or rows[b] − r = c − b. */
            k += q->rows[b] == r || q->rows[b] + c == r + b || q->rows[b] == r + (c - b);
          fewest = MIN (fewest, k);
          if (r == q->rows[c])
            here = k;
        }
      g_assert_cmpuint (here, ==, fewest);
    }
}

/* Min-conflicts solves 1000 queens from a greedy and from a random start
 * (seeded; the steps are not timed); h recounted pair by pair. */
static void
test_min_conflicts_1000 (void)
{
  for (guint start = QD_QUEENS_START_RANDOM; start <= QD_QUEENS_START_GREEDY; start++)
    {
      g_autoptr(QdQueens) q = qd_queens_new (1000);
      QdQueensRunOptions o;
      QdLocalOutcome out;

      qd_queens_run_options_init (&o);
      o.algorithm = "min-conflicts";
      o.start = start;
      o.seed = 2026;
      g_assert_true (qd_queens_run (q, &o, &out, NULL));
      g_assert_true (out.solved);
      g_assert_cmpuint (q->h, ==, 0);
      g_assert_cmpuint (qd_queens_h_slow (q), ==, 0);
      g_test_message ("min-conflicts, 1000 queens, %s start: %" G_GUINT64_FORMAT " repairs",
                      start == QD_QUEENS_START_GREEDY ? "greedy" : "random", out.steps);
    }
}

/* The genetic algorithm's fitness: the non-attacking pairs, 28 − h for 8
 * queens (counted here on each individual of the first generation). */
static void
check_fitness (gpointer user_data, const QdGeneticGeneration *g)
{
  guint *checked = user_data;
  g_autoptr(QdQueens) q = qd_queens_new (8);
  double sum = 0;

  for (guint i = 0; i < g->size; i++)
    {
      g_assert_true (qd_queens_set (q, g->genes + i * 8));
      g_assert_cmpfloat (g->fitness[i], ==, 28.0 - (double) qd_queens_h_slow (q));
      sum += g->share[i];
      (*checked)++;
    }
  g_assert_cmpfloat (fabs (sum - 100), <, 1e-9);
}

static void
test_genetic_fitness (void)
{
  g_autoptr(QdQueens) q = qd_queens_new (8);
  QdQueensRunOptions o;
  QdLocalOutcome out;
  guint checked = 0;

  qd_queens_run_options_init (&o);
  o.algorithm = "genetic";
  o.selection = QD_SELECTION_ROULETTE;
  o.population = 4;
  o.elitism = 0;
  o.generations = 5;
  o.on_generation = check_fitness;
  o.user_data = &checked;
  g_assert_true (qd_queens_run (q, &o, &out, NULL));
  g_assert_cmpuint (checked, ==, 4 * (out.steps + 1));
  g_assert_cmpuint (q->h, ==, qd_queens_h_slow (q));
}

/* The genetic algorithm solves 8 queens in most runs of the default
 * setting (qd_queens_run_options_init): population 100, tournament
 * selection of 2, single-point crossover, mutation rate 0.5 (one gene given
 * a random row), elitism 2, at most 1000 generations.  Measured on runs
 * with seeds 1000 to 1099: 94 of 100 solved, in 97 generations on average
 * (and with the CLI's seeds 1 to 100: 93; mutation 0.3 instead: 76; roulette
 * selection: 90).  The test asks for 80. */
#define GA_RUNS 100

static void
test_genetic_solves (void)
{
  guint solved = 0;
  guint64 generations = 0;

  for (guint i = 0; i < GA_RUNS; i++)
    {
      g_autoptr(QdQueens) q = qd_queens_new (8);
      QdQueensRunOptions o;
      QdLocalOutcome out;

      qd_queens_run_options_init (&o);   /* the defaults are the setting */
      o.algorithm = "genetic";
      o.seed = 1000 + i;
      g_assert_true (qd_queens_run (q, &o, &out, NULL));
      solved += out.solved;
      generations += out.solved ? out.steps : 0;
    }
  g_test_message ("genetic, 8 queens: %u of %u runs solved, %.1f generations per success", solved, GA_RUNS,
                  (double) generations / MAX (solved, 1));
  g_assert_cmpuint (solved, >=, 80);
}

static void
beam_figures (const char *name, guint *solved, double *steps)
{
  QdQueensRunOptions o;
  QdQueensTally t;

  qd_queens_run_options_init (&o);
  o.algorithm = name;
  g_assert_true (qd_queens_experiment (8, 1000, &o, 2026, NULL, NULL, &t, NULL));
  g_assert_cmpuint (t.instances, ==, 1000);
  *solved = t.solved;
  *steps = (double) (t.steps_solved + t.steps_failed) / t.instances;
  g_test_message ("%s (k = %u): %u of 1000 solved (%.1f%%), %.2f iterations per success, %.2f per failure", name,
                  o.k, t.solved, t.solved / 10.0, (double) t.steps_solved / MAX (t.solved, 1),
                  (double) t.steps_failed / MAX (t.instances - t.solved, 1));
}

/* Beam and stochastic beam on 1000 random 8-queens starts (seed 2026). */
static void
test_beam_figures (void)
{
  guint beam, stochastic;
  double beam_steps, stochastic_steps;

  beam_figures ("beam", &beam, &beam_steps);
  beam_figures ("stochastic-beam", &stochastic, &stochastic_steps);
  /* Eight states do better than one: steepest ascent alone solves 14%. */
  g_assert_cmpuint (beam, >, 140);
  g_assert_cmpuint (stochastic, >, 0);
}

typedef struct {
  guint calls;
  guint64 steps;
} Count;

static void
count_instance (gpointer user_data, guint instance, const QdLocalOutcome *out)
{
  Count *c = user_data;

  g_assert_cmpuint (instance, ==, c->calls);
  c->calls++;
  c->steps += out->steps;
}

static void
test_experiment_callback (void)
{
  QdQueensRunOptions o;
  QdQueensTally t;
  Count c = { 0 };

  qd_queens_run_options_init (&o);
  o.algorithm = "sideways";
  g_assert_true (qd_queens_experiment (8, 200, &o, 5, count_instance, &c, &t, NULL));
  g_assert_cmpuint (c.calls, ==, 200);
  g_assert_cmpuint (c.steps, ==, t.steps_solved + t.steps_failed);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/queens-search/every-name", test_every_name);
  g_test_add_func ("/queens-search/errors", test_errors);
  g_test_add_func ("/queens-search/steps-replay", test_steps_replay);
  g_test_add_func ("/queens-search/greedy-start", test_greedy_start);
  g_test_add_func ("/queens-search/min-conflicts-1000", test_min_conflicts_1000);
  g_test_add_func ("/queens-search/genetic-fitness", test_genetic_fitness);
  g_test_add_func ("/queens-search/genetic-solves", test_genetic_solves);
  g_test_add_func ("/queens-search/beam-figures", test_beam_figures);
  g_test_add_func ("/queens-search/experiment-callback", test_experiment_callback);
  return g_test_run ();
}
