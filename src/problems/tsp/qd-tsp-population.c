/* qd-tsp-population.c — local beam search, stochastic beam search and the
 * genetic algorithm on tours, through the engine's population searches
 * (core/qd-local-population.h).
 *
 * Beam search: the states are tours with the tab's neighbourhood (swap or
 * 2-opt); local beam search stops at the first iteration whose best
 * successor is no shorter than the best tour met.  Stochastic beam search
 * draws successors with weight e^(−(L − L*)/T), T a fifth of the start
 * tour's mean edge length (the temperature annealing starts at), so that
 * a successor a fifth of a mean edge longer than the best is e times less
 * likely; it stops after 10 iterations in a row without a shorter tour.
 *
 * The genetic algorithm: an individual is a tour (n genes, the cities), its
 * fitness 1/length; the first population is the start tour and
 * population − 1 random tours; a child is the order crossover of its
 * parents at two cuts drawn at random, and a mutation is one random move of
 * the neighbourhood.
 *
 * Each iteration (generation) is recorded as a step holding its best tour,
 * with the mean length of its tours. */
#include "config.h"
#include "qd-tsp-search-private.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>
#include <string.h>

#include "core/qd-local-population.h"
#include "core/qd-random.h"
#include "problems/qd-local-step-cost.h"

/* What beam_dup takes: a copy of the search, its tour, and the
 * allocator's header of each. */
static guint64
beam_state_bytes (guint n)
{
  return sizeof (QdTspSearch) + (guint64) n * sizeof (guint) + 2 * 2 * sizeof (gsize);
}

guint
qd_tsp_max_beam_k (guint n)
{
  return qd_beam_max_k (beam_state_bytes (n));
}

guint
qd_tsp_max_population (guint n)
{
  return qd_genetic_max_population (n);
}

/* The algorithms that take any number of cities: they draw their moves. */
static const QdLocalMenu any_size = QD_LOCAL_MENU_OF (QD_LOCAL_VARIANT_FIRST_CHOICE, QD_LOCAL_VARIANT_ANNEALING,
                                                      QD_LOCAL_VARIANT_GENETIC);

/* The moves one step of a resolved search examines on n cities, and how
 * they are counted (qd-local-step-cost.h): steepest ascent and stochastic
 * hill climbing rate every move, n(n − 1)/2, beam search k times that;
 * first choice, annealing and the genetic algorithm draw theirs (0). */
static void
step_cost (const QdTspSearchOptions *o, guint n, QdLocalStepCost *cost)
{
  const QdLocalVariant *v = qd_local_variant (o->algorithm);
  gboolean beam = v->family == QD_LOCAL_FAMILY_BEAM;
  gboolean first_choice = v->family == QD_LOCAL_FAMILY_CLIMB && v->algorithm == QD_LOCAL_FIRST_CHOICE;
  gboolean scans = beam || (v->family == QD_LOCAL_FAMILY_CLIMB && !first_choice);
  guint64 moves = scans ? qd_tsp_n_neighbours (n) : 0;
  guint k = MAX (o->beam_k, 1);

  *cost = (QdLocalStepCost) {
    .algorithm = qd_local_variant_phrase (o->algorithm),
    .formula = beam ? "k × N × (N − 1) / 2" : "N × (N − 1) / 2",
    .moves = beam ? (k > G_MAXUINT64 / MAX (moves, 1) ? G_MAXUINT64 : k * moves) : moves,
    .n = n,
    .k = beam ? k : 0,
    .others = &any_size,
  };
  /* First-choice draws up to max_tries moves a step. */
  if (first_choice)
    {
      cost->draw_formula = "--tries";
      cost->draws_option = "--tries";
      cost->draws = o->local.max_tries != 0 ? o->local.max_tries
                                            : MIN (4 * qd_tsp_n_neighbours (n), QD_LOCAL_DEFAULT_MAX_TRIES);
      cost->max_steps = o->local.max_iterations;
      cost->steps_option = "--iterations";
    }
}

char *
qd_tsp_search_step_cost_text (const QdTspSearchOptions *options, guint n)
{
  QdTspSearchOptions o = *options;
  QdLocalStepCost cost;

  qd_tsp_search_options_resolve (&o);
  step_cost (&o, n, &cost);
  return qd_local_step_cost_warning (&cost);
}

gboolean
qd_tsp_search_size_check (const QdTspSearchOptions *options, guint n, const char *option_k,
                          const char *option_population, GError **error)
{
  QdTspSearchOptions o = *options;
  QdLocalStepCost cost;
  g_autoptr(GError) step_error = NULL;
  guint64 bytes;

  qd_tsp_search_options_resolve (&o);
  if ((o.algorithm == QD_LOCAL_VARIANT_BEAM || o.algorithm == QD_LOCAL_VARIANT_STOCHASTIC_BEAM)
      && (bytes = qd_beam_bytes (MAX (o.beam_k, 1), beam_state_bytes (n))) > QD_LOCAL_POPULATION_MAX_BYTES)
    {
      g_set_error (error, QD_TSP_ERROR, QD_TSP_ERROR_TOO_LARGE,
                   _("%s: a beam of %u tours of %u cities is too large: it takes %'" PRIu64 " MB, over "
                     "the limit of 512 MiB; at most %u tours of %u cities"), option_k, o.beam_k, n, bytes >> 20,
                   qd_tsp_max_beam_k (n), n);
      return FALSE;
    }
  if (o.algorithm == QD_LOCAL_VARIANT_GENETIC
      && (bytes = qd_genetic_bytes (MAX (o.population, 2), n)) > QD_LOCAL_POPULATION_MAX_BYTES)
    {
      g_set_error (error, QD_TSP_ERROR, QD_TSP_ERROR_TOO_LARGE,
                   _("%s: a population of %u tours of %u cities is too large: it takes %'" PRIu64
                     " MB, over the limit of 512 MiB; at most %u tours of %u cities"), option_population, o.population, n, bytes >> 20,
                   qd_tsp_max_population (n), n);
      return FALSE;
    }
  step_cost (&o, n, &cost);
  if (!qd_local_step_cost_check (&cost, &step_error))
    {
      g_set_error_literal (error, QD_TSP_ERROR, QD_TSP_ERROR_TOO_LARGE, step_error->message);
      return FALSE;
    }
  return TRUE;
}

/* Records a population's best tour as a step (the start when first). */
static void
record_best (QdTspSearch *s, guint64 iteration, const guint *best, double length, double mean)
{
  QdTspStep step = {
    .iteration = iteration,
    .kind = s->run->n_steps == 0 ? QD_LOCAL_STEP_START : QD_LOCAL_STEP_RESTART,
    .length = length,
    .temperature = NAN,
    .probability = 1,
    .mean = mean,
  };

  if (step.kind == QD_LOCAL_STEP_START)
    {
      memcpy (s->run->start, best, s->run->n * sizeof (guint));
      s->run->start_length = length;
    }
  if (s->options->local.progress_iterations != NULL)
    __atomic_store_n (s->options->local.progress_iterations, (gint64) iteration, __ATOMIC_RELAXED);
  qd_tsp_search_record (s, &step, best);
}

/* ---------------------------------------------------------------- beam */

/* A beam's state: a copy of the search with its own tour. */
static gpointer
beam_dup (gpointer state)
{
  const QdTspSearch *s = state;
  QdTspSearch *copy = g_memdup2 (s, sizeof *s);

  copy->tour = g_memdup2 (s->tour, s->tsp->n * sizeof (guint));
  return copy;
}

static void
beam_copy (gpointer dest, gconstpointer src)
{
  QdTspSearch *d = dest;
  const QdTspSearch *s = src;

  memcpy (d->tour, s->tour, s->tsp->n * sizeof (guint));
}

static void
beam_free (gpointer state)
{
  QdTspSearch *s = state;

  g_free (s->tour);
  g_free (s);
}

static void
on_beam_iteration (gpointer data, const QdBeamStep *step)
{
  QdTspSearch *s = data;
  const QdTspSearch *best = step->states[step->best];
  double sum = 0;

  for (guint i = 0; i < step->k; i++)
    sum += step->values[i];
  record_best (s, step->iteration, best->tour, step->values[step->best], sum / MAX (step->k, 1));
}

static QdLocalStatus
beam (QdTspSearch *s)
{
  const QdTspSearchOptions *o = s->options;
  QdNeighbourhood nb;
  QdBeamOptions beam;
  QdLocalStatus status;

  qd_tsp_search_neighbourhood (&nb);
  nb.keep_best = NULL;
  nb.dup = beam_dup;
  nb.copy = beam_copy;
  nb.free_state = beam_free;
  qd_beam_options_init (&beam);
  beam.k = MAX (o->beam_k, 1);
  beam.stochastic = o->algorithm == QD_LOCAL_VARIANT_STOCHASTIC_BEAM;
  beam.temperature = (s->run->schedule.t0 > 0 ? s->run->schedule.t0 : 1) / 5;
  /* Drawn, the beam may lose its best tour for a while. */
  beam.max_stall = beam.stochastic ? 10 : 0;
  beam.maximise = FALSE;
  beam.seed = o->local.seed;
  beam.use_goal = o->local.use_goal;
  beam.goal = o->local.goal;
  beam.max_iterations = o->local.max_iterations;
  beam.state_bytes = beam_state_bytes (s->tsp->n);
  beam.deadline_us = o->local.deadline_us;
  beam.stop = o->local.stop;
  beam.on_iteration = on_beam_iteration;
  beam.user_data = s;
  status = qd_beam_search (&nb, s, &beam, &s->run->stats);
  /* The caller's state ends as the best seen. */
  memcpy (s->run->tour, s->tour, s->tsp->n * sizeof (guint));
  return status;
}

/* ------------------------------------------------------------- genetic */

typedef struct {
  QdTspSearch *s;
  gboolean started;           /* the first individual drawn was the start tour */
  guint8 *seen;               /* crossover scratch, n entries */
} Genetic;

static double
ga_fitness (gpointer data, const guint *genes)
{
  Genetic *g = data;

  return 1.0 / MAX (qd_tsp_tour_length (g->s->tsp, genes), 1e-300);
}

static void
ga_randomize (gpointer data, guint *genes, guint64 *rng)
{
  Genetic *g = data;

  if (!g->started)
    memcpy (genes, g->s->tour, g->s->tsp->n * sizeof (guint));
  else
    qd_tsp_random_tour (g->s->tsp->n, rng, genes);
  g->started = TRUE;
}

/* Two cuts drawn in 0 .. n, the first before the second. */
static guint
ga_crossover (gpointer data, const guint *x, const guint *y, guint *child, guint64 *rng)
{
  Genetic *g = data;
  guint n = g->s->tsp->n, a = qd_random_below (rng, n + 1), b = qd_random_below (rng, n + 1);

  qd_tsp_order_crossover (n, x, y, MIN (a, b), MAX (a, b), child, g->seen);
  return MIN (a, b);
}

static guint
ga_mutate (gpointer data, guint *genes, guint64 *rng)
{
  Genetic *g = data;
  guint n = g->s->tsp->n, i, j;

  qd_tsp_move_positions (qd_random_below64 (rng, qd_tsp_n_neighbours (n)), &i, &j);
  qd_tsp_move_apply (g->s->options->moves, n, genes, i, j);
  return i;
}

static void
on_generation (gpointer data, const QdGeneticGeneration *generation)
{
  Genetic *g = data;
  double sum = 0;

  for (guint i = 0; i < generation->size; i++)
    sum += 1.0 / generation->fitness[i];
  record_best (g->s, generation->generation, generation->genes + (gsize) generation->best * generation->n_genes,
               1.0 / generation->fitness[generation->best], sum / MAX (generation->size, 1));
}

static QdLocalStatus
genetic (QdTspSearch *s)
{
  const QdTspSearchOptions *o = s->options;
  guint n = s->tsp->n;
  g_autofree guint8 *seen = g_new (guint8, n);
  Genetic g = { s, FALSE, seen };
  QdGeneticProblem problem = { n, n, ga_fitness, ga_randomize, ga_crossover, ga_mutate, &g };
  QdGeneticOptions options;
  QdGeneticStats stats = { 0 };
  QdLocalStats *local = &s->run->stats;
  QdLocalStatus status;

  qd_genetic_options_init (&options);
  options.population = MAX (o->population, 2);
  options.selection = o->selection;
  options.mutation_rate = o->mutation;
  options.elitism = MIN (o->elitism, options.population - 1);
  options.cull_fraction = o->culling;
  options.seed = o->local.seed;
  options.max_generations = o->local.max_iterations;
  options.use_goal = o->local.use_goal;
  options.goal_fitness = o->local.use_goal ? 1.0 / MAX (o->local.goal, 1e-300) : 0;
  options.deadline_us = o->local.deadline_us;
  options.stop = o->local.stop;
  options.on_generation = on_generation;
  options.user_data = &g;
  status = qd_genetic_run (&problem, &options, s->run->tour, &stats);
  memcpy (s->tour, s->run->tour, n * sizeof (guint));
  local->iterations = stats.generations;
  local->evaluations = stats.evaluations;
  local->start_value = 1.0 / stats.start_fitness;
  local->value = local->best_value = 1.0 / stats.best_fitness;
  local->time_us = stats.time_us;
  return status;
}

QdLocalStatus
qd_tsp_population_search (QdTspSearch *s)
{
  return s->options->algorithm == QD_LOCAL_VARIANT_GENETIC ? genetic (s) : beam (s);
}
