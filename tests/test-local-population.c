/* test-local-population.c — local beam search, stochastic beam search and
 * the genetic algorithm of the engine (qd-local-population.h) on toy
 * problems whose every expected figure is worked out by hand below.
 *
 * Beam: a ring of 10 points, a state is a point x, its two moves go to x − 1
 * and x + 1 (mod 10), the objective (to maximise) is
 *     x      0  1  2  3  4  5  6  7  8  9
 *     v(x)   0  1  2  3  9  3  2  5  6  4
 * The given state is x = 0; randomize hands out 5, 7, 2 in turn (it ignores
 * the generator), so with k = 2 the beam starts {0, 5}.  Iteration 1: the
 * successors are 9 (v 4), 1 (1), 4 (9), 6 (2); the two best are 4 and 9.
 * Iteration 2: successors 3 (3), 5 (3), 8 (6), 0 (0); none beats v = 9 (a
 * stall; max_stall 1 lets it go on): the beam is 8 and one of 3 and 5, tied
 * at 3, drawn at random.  Iteration 3: the best successor is 4 again (9): a
 * second stall, it stops.  Two iterations; the state ends at x = 4.
 * Stochastic beam, k = 1, T = 3, from x = 0: successors 9 (v 4) and 1 (v 1)
 * drawn with weights e^(4/3) and e^(1/3): 9 with probability e/(e + 1) =
 * 0.7311.
 *
 * Genetic: the figure-4.6 strings of AIMA: 32752411 crossed with 24748552
 * after the third digit gives 32748552.  Shares: fitness 1, 2, 3, 4 gives
 * roulette shares 10, 20, 30, 40 %; a tournament of 2 among 4 gives the
 * r-th best ((4 − r)² − (3 − r)²)/16: 43.75, 31.25, 18.75, 6.25 %. */
#include "config.h"

#include <math.h>
#include <string.h>
#include "core/qd-local-population.h"

/* ------------------------------------------------------------ the ring */

static const double ring_v[10] = { 0, 1, 2, 3, 9, 3, 2, 5, 6, 4 };
static const guint ring_random[3] = { 5, 7, 2 };

typedef struct {
  guint x;
  guint *handed;            /* randomize's counter, shared by every copy */
} Ring;

static guint64
ring_n_moves (gpointer s)
{
  (void) s;
  return 2;
}

static guint
ring_to (const Ring *r, guint64 m)
{
  return m == 0 ? (r->x + 9) % 10 : (r->x + 1) % 10;
}

static double
ring_delta (gpointer s, guint64 m)
{
  Ring *r = s;

  return ring_v[ring_to (r, m)] - ring_v[r->x];
}

static void
ring_apply (gpointer s, guint64 m)
{
  Ring *r = s;

  r->x = ring_to (r, m);
}

static double
ring_value (gpointer s)
{
  return ring_v[((Ring *) s)->x];
}

static void
ring_randomize (gpointer s, guint64 *rng)
{
  Ring *r = s;

  (void) rng;
  r->x = ring_random[(*r->handed)++ % 3];
}

static gpointer
ring_dup (gpointer s)
{
  return g_memdup2 (s, sizeof (Ring));
}

static void
ring_copy (gpointer dest, gconstpointer src)
{
  memcpy (dest, src, sizeof (Ring));
}

static const QdNeighbourhood ring_nb = {
  .n_moves = ring_n_moves, .delta = ring_delta, .apply = ring_apply, .value = ring_value,
  .randomize = ring_randomize, .dup = ring_dup, .copy = ring_copy, .free_state = g_free,
};

typedef struct {
  guint64 iterations;
  guint beam[8][4];         /* per iteration, the beam's points, best first */
  guint k[8];
  gint stop_at;             /* sets *stop after this iteration (−1: never) */
  gint *stop;
} Seen;

static void
seen_iteration (gpointer user_data, const QdBeamStep *step)
{
  Seen *seen = user_data;

  if (step->iteration < 8)
    {
      seen->k[step->iteration] = step->k;
      for (guint i = 0; i < step->k && i < 4; i++)
        seen->beam[step->iteration][i] = ((const Ring *) step->states[i])->x;
    }
  seen->iterations = step->iteration;
  if (seen->stop != NULL && (gint) step->iteration == seen->stop_at)
    g_atomic_int_set (seen->stop, 1);
}

static QdLocalStatus
ring_beam (guint64 seed, gboolean stochastic, guint k, Seen *seen, Ring *end, QdLocalStats *stats)
{
  guint handed = 0;
  Ring r = { 0, &handed };
  QdBeamOptions o;
  QdLocalStatus status;

  qd_beam_options_init (&o);
  o.k = k;
  o.maximise = TRUE;
  o.seed = seed;
  o.max_stall = 1;
  o.stochastic = stochastic;
  o.temperature = 3;
  o.on_iteration = seen_iteration;
  o.user_data = seen;
  o.stop = seen->stop;
  status = qd_beam_search (&ring_nb, &r, &o, stats);
  *end = r;
  return status;
}

static void
test_beam_keeps_best_k (void)
{
  gboolean drew[10] = { FALSE };

  for (guint64 seed = 1; seed <= 40; seed++)
    {
      Seen seen = { .stop_at = -1 }, again = { .stop_at = -1 };
      QdLocalStats stats, stats2;
      Ring end, end2;

      g_assert_cmpint (ring_beam (seed, FALSE, 2, &seen, &end, &stats), ==, QD_LOCAL_OPTIMUM);
      g_assert_cmpuint (seen.beam[0][0], ==, 0);
      g_assert_cmpuint (seen.beam[0][1], ==, 5);
      g_assert_cmpuint (seen.beam[1][0], ==, 4);
      g_assert_cmpuint (seen.beam[1][1], ==, 9);
      g_assert_cmpuint (seen.beam[2][0], ==, 8);
      g_assert_true (seen.beam[2][1] == 3 || seen.beam[2][1] == 5);
      drew[seen.beam[2][1]] = TRUE;
      g_assert_cmpuint (stats.iterations, ==, 2);
      g_assert_cmpuint (end.x, ==, 4);
      g_assert_cmpfloat (stats.best_value, ==, 9);
      /* The same seed, the same run. */
      ring_beam (seed, FALSE, 2, &again, &end2, &stats2);
      g_assert_cmpmem (seen.beam, sizeof seen.beam, again.beam, sizeof again.beam);
      g_assert_cmpuint (stats2.evaluations, ==, stats.evaluations);
    }
  /* The tie between 3 and 5 went both ways. */
  g_assert_true (drew[3] && drew[5]);
}

static void
test_beam_goal_and_stop (void)
{
  Seen seen = { .stop_at = -1 };
  gint stop = 0;
  guint handed = 0;
  Ring r = { 0, &handed };
  QdBeamOptions o;
  QdLocalStats stats;

  /* The goal v = 9 is a successor of 5 at iteration 1. */
  qd_beam_options_init (&o);
  o.k = 2;
  o.maximise = TRUE;
  o.use_goal = TRUE;
  o.goal = 9;
  o.on_iteration = seen_iteration;
  o.user_data = &seen;
  g_assert_cmpint (qd_beam_search (&ring_nb, &r, &o, &stats), ==, QD_LOCAL_GOAL);
  g_assert_cmpuint (r.x, ==, 4);
  g_assert_cmpuint (stats.iterations, ==, 1);
  /* Told: the start {0, 5}, then the goal alone. */
  g_assert_cmpuint (seen.k[0], ==, 2);
  g_assert_cmpuint (seen.k[1], ==, 1);
  g_assert_cmpuint (seen.beam[1][0], ==, 4);
  /* Stop set after iteration 1: no iteration 2. */
  seen.stop = &stop;
  seen.stop_at = 1;
  g_assert_cmpint (ring_beam (3, FALSE, 2, &seen, &r, &stats), ==, QD_LOCAL_STOPPED);
  g_assert_cmpuint (seen.iterations, ==, 1);
  g_assert_cmpuint (stats.iterations, ==, 1);
  /* Stop set before: nothing. */
  seen.stop_at = -1;
  g_assert_cmpint (ring_beam (3, FALSE, 2, &seen, &r, &stats), ==, QD_LOCAL_STOPPED);
  g_assert_cmpuint (stats.iterations, ==, 0);
}

static void
test_stochastic_beam_weights (void)
{
  guint runs = 20000, to_nine = 0;

  for (guint64 seed = 0; seed < runs; seed++)
    {
      Seen seen = { .stop_at = -1 };
      QdLocalStats stats;
      Ring end;

      ring_beam (seed, TRUE, 1, &seen, &end, &stats);
      g_assert_cmpuint (seen.k[1], ==, 1);
      to_nine += seen.beam[1][0] == 9;
    }
  /* e/(e + 1) = 0.7311; 3 standard deviations of 20000 draws: 0.0094. */
  g_assert_cmpfloat (fabs ((double) to_nine / runs - G_E / (G_E + 1)), <, 0.0094);
}

/* ------------------------------------------------------------- genetic */

typedef struct {
  guint handed;
  const guint (*start)[8];  /* randomize hands these out in turn */
  guint n_start;
} Toy;

static double
sum_fitness (gpointer data, const guint *genes)
{
  double f = 0;

  (void) data;
  for (guint g = 0; g < 8; g++)
    f += genes[g];
  return f;
}

static void
toy_randomize (gpointer data, guint *genes, guint64 *rng)
{
  Toy *t = data;

  (void) rng;
  memcpy (genes, t->start[t->handed++ % t->n_start], sizeof (guint) * 8);
}

/* Fitness 1, 2, 3, 4 (sum of the digits). */
static const guint four[4][8] = {
  { 1, 0, 0, 0, 0, 0, 0, 0 }, { 0, 2, 0, 0, 0, 0, 0, 0 }, { 0, 0, 3, 0, 0, 0, 0, 0 }, { 0, 0, 0, 4, 0, 0, 0, 0 },
};

typedef struct {
  guint64 generations;
  guint first[4][8];        /* generation 0 */
  double share[4];
  gboolean culled[4];
  guint sizes;
  double best_by_generation[64];
  guint elites_ok;
  guint prev[64][8];        /* the previous generation, whatever its size (<= 64) */
  double prev_fitness[64];
  guint prev_size;
  guint64 hash;
  guint children_checked;
  guint culled_parents;
  gint *stop;
  guint64 stop_at;
  guint elitism;
} Watch;

static void
watch (gpointer user_data, const QdGeneticGeneration *g)
{
  Watch *w = user_data;

  if (g->generation == 0)
    for (guint i = 0; i < MIN (g->size, 4u); i++)
      {
        memcpy (w->first[i], g->genes + i * 8, sizeof (guint) * 8);
        w->share[i] = g->share[i];
        w->culled[i] = g->culled[i];
      }
  if (g->generation < 64)
    w->best_by_generation[g->generation] = g->fitness[g->best];
  for (guint i = 0; i < g->size; i++)
    {
      const guint *child = g->genes + i * 8;

      for (guint j = 0; j < 8; j++)
        w->hash = w->hash * 31 + child[j];
      if (g->generation == 0 || g->parent_b[i] == QD_GENETIC_NONE)
        continue;
      /* Crossover and mutation put the right genes where they say. */
      for (guint j = 0; j < 8; j++)
        if (j != g->mutated[i])
          g_assert_cmpuint (child[j], ==, w->prev[j < g->crossover_point[i] ? g->parent_a[i] : g->parent_b[i]][j]);
      w->children_checked++;
      if (g->generation == 1)
        w->culled_parents += w->culled[g->parent_a[i]] || w->culled[g->parent_b[i]];
    }
  /* The elites: the E best of the previous generation, unchanged. */
  for (guint i = 0; g->generation > 0 && i < w->elitism; i++)
    {
      g_assert_cmpuint (g->parent_b[i], ==, QD_GENETIC_NONE);
      g_assert_cmpmem (g->genes + i * 8, 32, w->prev[g->parent_a[i]], 32);
      w->elites_ok++;
    }
  for (guint i = 0; i < g->size && i < 64; i++)
    {
      memcpy (w->prev[i], g->genes + i * 8, sizeof (guint) * 8);
      w->prev_fitness[i] = g->fitness[i];
    }
  w->generations = g->generation;
  if (w->stop != NULL && g->generation == w->stop_at)
    g_atomic_int_set (w->stop, 1);
}

static QdLocalStatus
toy_run (QdSelection selection, guint population, guint64 seed, guint64 generations, Watch *w, Toy *toy,
         QdGeneticOptions *o, QdGeneticStats *stats)
{
  QdGeneticProblem p = { .n_genes = 8, .n_values = 8, .fitness = sum_fitness, .randomize = toy_randomize,
                         .data = toy };

  o->population = population;
  o->selection = selection;
  o->seed = seed;
  o->max_generations = generations;
  o->on_generation = watch;
  o->user_data = w;
  o->stop = w->stop;
  w->elitism = o->elitism;
  return qd_genetic_run (&p, o, NULL, stats);
}

static void
test_genetic_shares (void)
{
  static const double roulette[4] = { 10, 20, 30, 40 }, tournament[4] = { 6.25, 18.75, 31.25, 43.75 };
  Toy toy = { 0, four, 4 };
  Watch w = { 0 };
  QdGeneticOptions o;
  QdGeneticStats stats;
  double sum = 0;

  qd_genetic_options_init (&o);
  g_assert_cmpint (toy_run (QD_SELECTION_ROULETTE, 4, 1, 1, &w, &toy, &o, &stats), ==, QD_LOCAL_LIMIT);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpfloat_with_epsilon (w.share[i], roulette[i], 1e-9);
      sum += w.share[i];
    }
  g_assert_cmpfloat_with_epsilon (sum, 100, 1e-9);
  toy.handed = 0;
  sum = 0;
  qd_genetic_options_init (&o);
  o.tournament_size = 2;
  toy_run (QD_SELECTION_TOURNAMENT, 4, 1, 1, &w, &toy, &o, &stats);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpfloat_with_epsilon (w.share[i], tournament[i], 1e-9);
      sum += w.share[i];
    }
  g_assert_cmpfloat_with_epsilon (sum, 100, 1e-9);
  /* Culling the worse half: their shares are 0, the others' 3/7 and 4/7. */
  toy.handed = 0;
  qd_genetic_options_init (&o);
  o.cull_fraction = 0.5;
  toy_run (QD_SELECTION_ROULETTE, 4, 1, 5, &w, &toy, &o, &stats);
  g_assert_true (w.culled[0] && w.culled[1] && !w.culled[2] && !w.culled[3]);
  g_assert_cmpfloat_with_epsilon (w.share[2], 300.0 / 7, 1e-9);
  g_assert_cmpfloat (w.share[0], ==, 0);
  g_assert_cmpuint (w.culled_parents, ==, 0);
}

static void
test_genetic_crossover (void)
{
  /* AIMA figure 4.6 (c) to (d). */
  static const guint x[8] = { 3, 2, 7, 5, 2, 4, 1, 1 }, y[8] = { 2, 4, 7, 4, 8, 5, 5, 2 };
  static const guint xy[8] = { 3, 2, 7, 4, 8, 5, 5, 2 };
  guint child[8];
  Toy toy = { 0, four, 4 };
  Watch w = { 0 };
  QdGeneticOptions o;
  QdGeneticStats stats;

  qd_genetic_single_point (x, y, 8, 3, child);
  g_assert_cmpmem (child, sizeof child, xy, sizeof xy);
  /* In a run: each child's genes from its parents, as recorded (watch). */
  qd_genetic_options_init (&o);
  o.mutation_rate = 0.5;
  toy_run (QD_SELECTION_ROULETTE, 4, 7, 20, &w, &toy, &o, &stats);
  g_assert_cmpuint (w.children_checked, ==, 4 * 20);
  g_assert_cmpuint (stats.generations, ==, 20);
}

static void
test_genetic_elitism_repeat_stop (void)
{
  Toy toy = { 0, four, 4 };
  Watch w = { 0 }, w2 = { 0 }, w3 = { 0 };
  QdGeneticOptions o;
  QdGeneticStats stats;
  gint stop = 0;
  guint best[8];

  /* Elitism 2: the best never gets worse, the elites are copies. */
  qd_genetic_options_init (&o);
  o.elitism = 2;
  o.mutation_rate = 0.3;
  toy_run (QD_SELECTION_TOURNAMENT, 4, 11, 30, &w, &toy, &o, &stats);
  for (guint g = 1; g <= 30; g++)
    g_assert_cmpfloat (w.best_by_generation[g], >=, w.best_by_generation[g - 1]);
  g_assert_cmpuint (w.elites_ok, ==, 2 * 30);
  /* The same seed, the same run; another seed, another run. */
  toy.handed = 0;
  toy_run (QD_SELECTION_TOURNAMENT, 4, 11, 30, &w2, &toy, &o, &stats);
  g_assert_cmpuint (w.hash, ==, w2.hash);
  toy.handed = 0;
  toy_run (QD_SELECTION_TOURNAMENT, 4, 12, 30, &w3, &toy, &o, &stats);
  g_assert_cmpuint (w.hash, !=, w3.hash);
  /* Stop after generation 3. */
  memset (&w, 0, sizeof w);
  w.stop = &stop;
  w.stop_at = 3;
  g_assert_cmpint (toy_run (QD_SELECTION_ROULETTE, 4, 1, 100, &w, &toy, &o, &stats), ==, QD_LOCAL_STOPPED);
  g_assert_cmpuint (w.generations, ==, 3);
  g_assert_cmpuint (stats.generations, ==, 3);
  /* A goal: all eight digits 7 (fitness 56), default randomize over 0..7. */
  {
    QdGeneticProblem p = { .n_genes = 8, .n_values = 8, .fitness = sum_fitness };

    qd_genetic_options_init (&o);
    o.population = 30;
    o.elitism = 2;
    o.mutation_rate = 0.5;
    o.use_goal = TRUE;
    o.goal_fitness = 56;
    o.max_generations = 5000;
    o.seed = 5;
    g_assert_cmpint (qd_genetic_run (&p, &o, best, &stats), ==, QD_LOCAL_GOAL);
    for (guint g = 0; g < 8; g++)
      g_assert_cmpuint (best[g], ==, 7);
    g_assert_cmpfloat (stats.best_fitness, ==, 56);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/local-population/beam-keeps-best-k", test_beam_keeps_best_k);
  g_test_add_func ("/local-population/beam-goal-stop", test_beam_goal_and_stop);
  g_test_add_func ("/local-population/stochastic-beam-weights", test_stochastic_beam_weights);
  g_test_add_func ("/local-population/genetic-shares", test_genetic_shares);
  g_test_add_func ("/local-population/genetic-crossover", test_genetic_crossover);
  g_test_add_func ("/local-population/genetic-elitism-repeat-stop", test_genetic_elitism_repeat_stop);
  return g_test_run ();
}
