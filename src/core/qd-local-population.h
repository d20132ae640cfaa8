/* qd-local-population.h — the local searches that keep many states at once
 * (AIMA section 4.1.3 and 4.1.4): local beam search, stochastic beam search
 * (qd-local-beam.c) and the genetic algorithm (qd-local-genetic.c).
 *
 * Local beam search keeps k states.  At each iteration it generates every
 * successor of every one of them (the moves of a QdNeighbourhood) and keeps
 * the k best successors, ties broken at random (each successor gets a random
 * key: among equal values the k kept are a uniformly random subset).  The same
 * successor reached from two states may be kept twice, as in the book.
 * Stochastic beam search keeps k successors drawn at random without
 * replacement, successor s with weight
 *     w(s) = e^((g(s) − g*) / T)
 * where g is the objective turned into a gain (g = value when maximising,
 * g = −value when minimising: a successor one attacking pair fewer is e^(1/T)
 * times likelier), g* the best successor's gain and T the option
 * `temperature` (default 1); the draw is Efraimidis and Spirakis' weighted
 * sampling (the k largest keys u^(1/w), u uniform), one pass, no list.
 * Both stop at once when a successor reaches the goal (use_goal), and when
 * no successor is better than the best state seen so far for more than
 * max_stall consecutive iterations (0: the first time): for local beam
 * search, when the best successor does not improve on the beam (a local
 * optimum of the beam).  stats.iterations counts the iterations after
 * which the beam moved on, the one that found a goal included (the last
 * one, that found nothing better, is not counted).
 *
 * The beam needs copies of the state: the neighbourhood's dup, copy and
 * free_state (qd-local.h), called 2k times outside the loop (the buffers of
 * a run), and randomize for the k − 1 states besides the one given.
 *
 * The genetic algorithm (AIMA figures 4.6 and 4.8) evolves a population of
 * individuals, each a string of n_genes genes (guint).  Each generation:
 * every individual's fitness (higher is better; >= 0 for fitness-
 * proportional selection); the population ranked (fitness, then index);
 * culling makes the worst cull_fraction of it, and any individual whose
 * fitness is below cull_below, no parent (unless that would leave none);
 * the E best (elitism) go to the next generation unchanged; every other
 * child has two parents drawn independently by fitness-proportional
 * (roulette: share f / Σf over the parents allowed; uniform when Σf = 0) or
 * tournament selection (tournament_size individuals drawn uniformly with
 * replacement, the best ranked wins: the r-th best of m has share
 * ((m − r)^t − (m − r − 1)^t) / m^t), then crossover: by default single
 * point (a point c drawn in 1 .. n_genes − 1, the child takes genes 0 .. c−1
 * of its first parent, the rest of its second; one child per pair, figure
 * 4.8), else the problem's; then, with probability mutation_rate, the
 * problem's mutation, by default one gene drawn uniformly and given a value
 * drawn uniformly in 0 .. n_values − 1 (it may draw the same value).  It stops
 * when an individual reaches goal_fitness (use_goal), after max_generations
 * generations, at the stop flag or the deadline.  Every buffer is allocated
 * once per run; the callbacks must not allocate.
 *
 * Both are bounded by a memory budget, QD_LOCAL_POPULATION_MAX_BYTES: the
 * beam's 2k states and its arrays (qd_beam_bytes, from the size of one
 * state), the genetic algorithm's two generations of genes and its records
 * (qd_genetic_bytes).  A larger run is refused before anything is
 * allocated: the problems check it first and say which option and which
 * most (qd_beam_max_k, qd_genetic_max_population); the engine refuses it
 * too, with a warning, as it refuses other invalid options.
 *
 * Everything is seeded (SplitMix64, qd-random.h): the same seed gives the
 * same run everywhere.
 */
#pragma once

#include "qd-local.h"

G_BEGIN_DECLS

/* The most memory the states of one population search may take: 512 MiB
 * (what is left of a gigabyte holds the run's record, a report, a GIF). */
#define QD_LOCAL_POPULATION_MAX_BYTES (G_GUINT64_CONSTANT (512) << 20)
/* The same for people, in --help and messages. */
#define QD_LOCAL_POPULATION_MAX_TEXT "512 MiB"

/* "None" in the genetic algorithm's records: no parent (the first
 * generation), no crossover point (an elite), no mutated gene. */
#define QD_GENETIC_NONE G_MAXUINT

/* ---------------------------------------------------------------- beam */

/* One iteration of a beam, told to on_iteration: the k states kept and
 * their objective values (the searcher's own arrays, valid during the
 * call).  Iteration 0 is the start.  The iteration that finds a goal is
 * told with that state alone (k = 1). */
typedef struct {
  guint64 iteration;
  guint k;
  const gconstpointer *states;
  const double *values;
  guint best;                   /* index of the best of them */
  guint64 successors;           /* successors generated this iteration (0 at the start) */
} QdBeamStep;

typedef struct {
  guint k;                      /* states kept (default 4; >= 1) */
  gboolean stochastic;          /* stochastic beam search, else local beam search */
  double temperature;           /* stochastic: T of the weights e^((g − g*)/T) (default 1) */
  gboolean maximise;            /* else minimise */
  guint64 seed;
  gboolean use_goal;            /* stop as soon as a state reaches goal */
  double goal;
  guint max_stall;              /* iterations without improving on the best seen before it
                                 * stops (0: stop at the first) */
  guint64 max_iterations;       /* 0: no limit */
  guint64 state_bytes;          /* the memory one state takes (dup's), for the budget
                                 * (0: unknown, only the beam's own arrays counted) */
  gint64 deadline_us;           /* g_get_monotonic_time () deadline; 0: none */
  const gint *stop;             /* non-zero stops (read atomically, every iteration) */
  void (*on_iteration) (gpointer user_data, const QdBeamStep *step);
  gpointer user_data;
} QdBeamOptions;

void          qd_beam_options_init (QdBeamOptions *options);
/* The memory a beam of k states of state_bytes each takes: its 2k states
 * and its arrays; and the largest k within QD_LOCAL_POPULATION_MAX_BYTES
 * (0 when not even one state fits). */
guint64       qd_beam_bytes        (guint k, guint64 state_bytes);
guint         qd_beam_max_k        (guint64 state_bytes);
/* Runs from `state` and k − 1 random states (nb->randomize; the start of
 * the given one is kept); `state` ends as the best state seen.  stats:
 * iterations, evaluations (deltas computed), moves (successors kept),
 * start_value, value and best_value (the best), time_us.  nb must have
 * dup, copy and free_state (and randomize when k > 1), and the beam must
 * fit the budget (qd_beam_bytes); QD_LOCAL_STOPPED with a warning
 * otherwise, nothing allocated. */
QdLocalStatus qd_beam_search       (const QdNeighbourhood *nb, gpointer state,
                                    const QdBeamOptions *options, QdLocalStats *stats);

/* ------------------------------------------------------------- genetic */

typedef enum {
  QD_SELECTION_ROULETTE,        /* fitness-proportional */
  QD_SELECTION_TOURNAMENT,
} QdSelection;

typedef struct {
  guint n_genes;                /* genes per individual (>= 1; >= 2 for single-point crossover) */
  guint n_values;               /* default randomize and mutation: values 0 .. n_values − 1 */
  /* Higher is better.  Required. */
  double (*fitness)   (gpointer data, const guint *genes);
  /* Optional: a random individual (default: each gene uniform in 0 .. n_values − 1). */
  void   (*randomize) (gpointer data, guint *genes, guint64 *rng);
  /* Optional: the child of x and y (default: single point); returns the
   * crossover point told to the view (the first cut), or QD_GENETIC_NONE. */
  guint  (*crossover) (gpointer data, const guint *x, const guint *y, guint *child, guint64 *rng);
  /* Optional: mutates the child; returns the gene changed (the first, when
   * several) or QD_GENETIC_NONE (default: one gene given a random value). */
  guint  (*mutate)    (gpointer data, guint *genes, guint64 *rng);
  gpointer data;
} QdGeneticProblem;

/* One generation, told to on_generation: the whole population as figure
 * 4.6 draws it.  Arrays are the searcher's, valid during the call; genes
 * holds individual i's genes at genes[i · n_genes]. */
typedef struct {
  guint64 generation;           /* 0: the random first population */
  guint size;
  guint n_genes;
  const guint *genes;
  const double *fitness;
  const double *share;          /* per individual: its chance of being drawn as a parent,
                                 * in %, sums to 100 (0 when culled) */
  const gboolean *culled;
  const guint *parent_a;        /* index in the previous generation, or QD_GENETIC_NONE */
  const guint *parent_b;        /* (an elite: parent_a itself, parent_b NONE) */
  const guint *crossover_point; /* or QD_GENETIC_NONE */
  const guint *mutated;         /* the gene mutated, or QD_GENETIC_NONE */
  guint best;                   /* index of the fittest (the first in rank) */
} QdGeneticGeneration;

typedef struct {
  guint population;             /* default 20 (>= 2) */
  QdSelection selection;
  guint tournament_size;        /* default 2 */
  double mutation_rate;         /* probability that a child is mutated (default 0.1) */
  guint elitism;                /* the best E kept unchanged (default 0; < population) */
  double cull_fraction;         /* 0 .. 1: the worst fraction is no parent (default 0) */
  double cull_below;            /* fitness below it: no parent (default −∞: none) */
  guint64 seed;
  guint64 max_generations;      /* default 1000; 0: no limit */
  gboolean use_goal;
  double goal_fitness;
  gint64 deadline_us;
  const gint *stop;             /* read atomically every generation */
  void (*on_generation) (gpointer user_data, const QdGeneticGeneration *generation);
  gpointer user_data;
} QdGeneticOptions;

typedef struct {
  guint64 generations;          /* generations bred (0: the first population was the end) */
  guint64 evaluations;          /* fitness calls */
  double start_fitness;         /* the best of the first population */
  double best_fitness;          /* the best seen */
  guint64 best_generation;      /* where it was first seen */
  gint64 time_us;
} QdGeneticStats;

void          qd_genetic_options_init (QdGeneticOptions *options);
/* The memory a population of individuals of n_genes genes takes (two
 * generations and the records of each individual); and the largest
 * population within QD_LOCAL_POPULATION_MAX_BYTES (0 when not even one
 * individual fits). */
guint64       qd_genetic_bytes          (guint population, guint n_genes);
guint         qd_genetic_max_population (guint n_genes);
/* Runs a whole evolution; best (n_genes, may be NULL) receives the fittest
 * individual seen.  QD_LOCAL_GOAL, QD_LOCAL_LIMIT (generations or the
 * deadline), QD_LOCAL_STOPPED (also for invalid options or a population
 * over the budget, with a warning, nothing allocated). */
QdLocalStatus qd_genetic_run          (const QdGeneticProblem *problem, const QdGeneticOptions *options,
                                       guint *best, QdGeneticStats *stats);
/* Single-point crossover at `point` (1 .. n − 1): child = x[0..point) y[point..n). */
void          qd_genetic_single_point (const guint *x, const guint *y, guint n, guint point, guint *child);
const char   *qd_selection_to_string   (QdSelection selection);   /* "roulette", "tournament" */
gboolean      qd_selection_from_string (const char *text, QdSelection *selection);

G_END_DECLS
