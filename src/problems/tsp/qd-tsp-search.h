/* qd-tsp-search.h — local search on tours, through the local-search engine
 * (core/qd-local.h, core/qd-local-population.h), with the run recorded for
 * the step list, the replay and the plot: every hill-climbing variant of
 * AIMA 4.1.1 (steepest ascent, sideways moves, stochastic, first choice,
 * random restarts of each), simulated annealing, local beam search,
 * stochastic beam search and a genetic algorithm with order crossover.
 *
 * Neighbourhoods: swap two cities (the statement's Succ(s): n(n−1)/2 tours)
 * or 2-opt (reverse the path between two cities: n(n−1)/2 moves as well,
 * one of which, reversing the whole tour, changes nothing).  The tour
 * length is minimised.  The genetic algorithm mutates a child by one move
 * of the neighbourhood drawn at random.
 */
#pragma once

#include "core/qd-local.h"
#include "core/qd-local-population.h"
#include "core/qd-local-variants.h"
#include "qd-tsp.h"

G_BEGIN_DECLS

typedef enum {
  QD_TSP_SWAP,
  QD_TSP_TWO_OPT,
} QdTspMoves;

const char *qd_tsp_moves_to_string   (QdTspMoves moves);   /* "swap", "2opt" */
/* The variants it offers (core/qd-local-variants.h), in the command's and
 * the tab's order: every row but min-conflicts.  hill-climbing is steepest
 * ascent with local.restarts random restarts (default 0). */
extern const QdLocalMenu qd_tsp_algorithms;
/* QdTspSearchOptions.algorithm unset: the variant local.algorithm names
 * (hill-climbing, annealing, stochastic, first choice). */
#define QD_TSP_ALGORITHM_AUTO ((QdLocalVariantId) QD_LOCAL_N_VARIANTS)

/* The restart-* variants without local.restarts: this many restarts
 * (QD_TSP_GOAL_RESTARTS with a goal, stopping at it). */
#define QD_TSP_DEFAULT_RESTARTS 10
#define QD_TSP_GOAL_RESTARTS 1000
/* The genetic algorithm without local.max_iterations: this many generations. */
#define QD_TSP_DEFAULT_GENERATIONS 500

/* Beam, stochastic beam and genetic: a step is an iteration (a generation)
 * of a population of tours, recorded as its best tour. */
gboolean    qd_tsp_algorithm_is_population (QdLocalVariantId algorithm);

gboolean    qd_tsp_moves_from_string (const char *text, QdTspMoves *moves);

/* Neighbours of a tour of n cities: n(n−1)/2 for both. */
guint64     qd_tsp_n_neighbours (guint n);
/* Move m (0 <= m < n(n−1)/2) as the two positions i < j it acts on. */
void        qd_tsp_move_positions (guint64 m, guint *i, guint *j);
/* The change of the tour's length if the move at positions i < j were made. */
double      qd_tsp_move_delta (const QdTsp *tsp, QdTspMoves moves, const guint *tour, guint i, guint j);
void        qd_tsp_move_apply (QdTspMoves moves, guint n, guint *tour, guint i, guint j);

typedef struct _QdTspStep {
  guint64 index;                 /* 0 for the start */
  guint64 iteration;
  QdLocalStepKind kind;
  guint i, j;                    /* MOVE: positions; RESTART: i = index of its tour in `restarts` */
  guint a, b;                    /* MOVE: the cities at i and j before it */
  guint ties;                    /* steepest ascent: the tied best moves; stochastic: the uphill ones */
  double length, temperature, probability;
  double mean;                   /* beam and genetic: the mean length of the tours; else NAN */
} QdTspStep;

/* Annealing: a move drawn that would make the tour longer, taken or
 * refused (the statement's acceptance probabilities). */
typedef struct {
  guint after;                   /* the recorded step whose tour it was drawn from */
  guint i, j;                    /* the positions it acts on */
  guint a, b;                    /* the cities at i and j */
  double length;                 /* the tour's length before it */
  double delta, temperature;
  double probability;            /* e^(−delta/T) */
  double draw;                   /* the random number: taken when draw < probability */
  gboolean taken;
} QdTspProposal;

/* The longer moves the tab records for practice: one more than it asks
 * about (QD_TSP_PRACTICE_MAX_MOVES), to know whether there were more. */
#define QD_TSP_RECORDED_PROPOSALS 1001

/* The steps the tab records for its replay, and the command line for a
 * report and an animation (max_steps). */
#define QD_TSP_RECORDED_STEPS 100000

typedef struct {
  QdLocalOptions local;          /* algorithm, seed, restarts, schedule, limits, stop;
                                  * max_iterations: beam iterations, or generations */
  QdLocalVariantId algorithm;    /* AUTO (the default): local.algorithm as set */
  guint sideways;                /* QD_LOCAL_USES_SIDEWAYS: sideways moves in a row (100) */
  guint beam_k;                  /* beam, stochastic beam: tours kept (10) */
  guint population;              /* genetic: tours per generation (50) */
  double mutation;               /* genetic: the probability a child mutates (0.1) */
  QdSelection selection;         /* genetic: roulette (fitness-proportional, fitness
                                  * 1/length; the default) or tournament (of two) */
  guint elitism;                 /* genetic: best tours kept as they are (1) */
  double culling;                /* genetic: share of the worst left out of selection (0) */
  double goal;                   /* stop at a tour this short or shorter; NAN: none */
  QdTspMoves moves;
  guint max_steps;               /* steps recorded (0: none); later ones are only counted */
  guint max_proposals;           /* annealing: longer moves recorded while their step is (0: none) */
  /* Optional: every step as it happens, with the tour after it. */
  void (*on_step) (gpointer user_data, const QdTsp *tsp, const QdTspStep *step, const guint *tour);
  gpointer user_data;
} QdTspSearchOptions;

typedef struct {
  guint64 iteration;             /* beam: iteration; genetic: generation */
  double length, temperature;    /* beam and genetic: temperature holds the mean length */
} QdTspSample;

#define QD_TSP_MAX_SAMPLES 4096

typedef struct {
  guint n;
  QdTspMoves moves;
  QdLocalAlgorithm algorithm;    /* the engine's (HILL_CLIMBING for beam and genetic) */
  QdLocalVariantId variant;      /* as named (never AUTO) */
  QdSchedule schedule;           /* as run: t0 and t_min resolved */
  guint *start;
  guint *tour;                   /* the best tour found */
  guint *last;                   /* where the search ended */
  double start_length, length;   /* length: of `tour` */
  GArray *steps;                 /* QdTspStep: the first max_steps steps */
  GArray *restarts;              /* guint: n per restart recorded (beam and genetic: per step) */
  GArray *proposals;             /* QdTspProposal: the first max_proposals */
  GArray *samples;               /* QdTspSample: length and T over iterations, thinned out */
  guint64 n_steps;               /* steps made, the start included */
  QdLocalStatus status;
  QdLocalStats stats;
} QdTspRun;

void        qd_tsp_search_options_init (QdTspSearchOptions *options);
/* The states of a beam (beam_k tours) and of a genetic population
 * (population tours, two generations) take at most
 * QD_LOCAL_POPULATION_MAX_BYTES: FALSE with an error (QD_TSP_ERROR_TOO_LARGE,
 * naming option_k or option_population, the limit and the most that fits
 * n cities) when options->algorithm's does not.  Nor may a step examine
 * more than QD_LOCAL_MAX_STEP_MOVES moves (qd-local-step-cost.h: steepest
 * ascent and stochastic hill climbing on more than 14,142 cities, beam
 * search k times the moves): FALSE with the count and the limit.  qd_tsp_run_named checks
 * it; a caller of qd_tsp_search checks it first. */
gboolean    qd_tsp_search_size_check   (const QdTspSearchOptions *options, guint n, const char *option_k,
                                        const char *option_population, GError **error);
char       *qd_tsp_search_step_cost_text (const QdTspSearchOptions *options, guint n);
/* The largest beam_k and population that fit n cities. */
guint       qd_tsp_max_beam_k          (guint n);
guint       qd_tsp_max_population      (guint n);
/* options->algorithm resolved (AUTO: from local.algorithm) and the
 * engine's options set from it: algorithm, restarts (restart-*: 0 means
 * QD_TSP_DEFAULT_RESTARTS), sideways, goal, generations (what
 * qd_tsp_search runs, and a report tells). */
void        qd_tsp_search_options_resolve (QdTspSearchOptions *options);
/* A schedule's t0 of NAN (or <= 0 but for a constant schedule) means the
 * start tour's mean edge length; t_min NAN means t0/1000.  Beam search
 * starts from `start` and k − 1 random tours, the genetic algorithm from
 * `start` and population − 1 random ones (drawn from the seed). */
QdTspRun   *qd_tsp_search (const QdTsp *tsp, const guint *start, const QdTspSearchOptions *options);
/* What it came to: solved when options->goal was reached (never without
 * one), steps the moves made (beam: iterations; genetic: generations),
 * restarts, value the best length, the time. */
void        qd_tsp_run_outcome (const QdTspRun *run, double goal, QdLocalOutcome *out);
/* The algorithm by name (qd_tsp_algorithms) with `options`' parameters
 * (the name wins over options->algorithm and local.algorithm), from `start`
 * (NULL: a random tour drawn from local.seed); fills `out` and, when
 * `run_out` is given, the run.  FALSE and an error for an unknown name.
 * Records options->max_steps steps (0 for an experiment's runs). */
gboolean    qd_tsp_run_named (const QdTsp *tsp, const guint *start, const char *algorithm,
                              const QdTspSearchOptions *options, QdLocalOutcome *out, QdTspRun **run_out,
                              GError **error);

/* Order crossover (OX, Davis 1985) of two tours of n cities: the child
 * keeps p1's cities at positions cut1 .. cut2 − 1 (0 <= cut1 <= cut2 <= n),
 * then takes p2's other cities in p2's order starting after cut2,
 * placing them from cut2 on, wrapping around.  `seen` has n entries of
 * scratch. */
void        qd_tsp_order_crossover (guint n, const guint *p1, const guint *p2, guint cut1, guint cut2,
                                    guint *child, guint8 *seen);
void        qd_tsp_run_free (QdTspRun *run);
QdTspRun   *qd_tsp_run_copy (const QdTspRun *run);

/* The tour after step `step` (< steps->len), replayed from `from_step`
 * whose tour `tour` holds (from_step <= step), or from the start when
 * from_step is G_MAXUINT. */
void        qd_tsp_run_replay (const QdTspRun *run, guint from_step, guint step, guint *tour);

/* The trace's first line (no newline): "neighbours N", "neighbours N
 * beam K" (beam search) or "population P" (genetic). */
char       *qd_tsp_header_format (const QdTsp *tsp, const QdTspSearchOptions *options);
/* One line of the step list (no newline); the tour after it when given. */
char       *qd_tsp_step_format (const QdTsp *tsp, const QdTspRun *run, const QdTspStep *step, const guint *tour);
/* The whole recorded step list, each with its tour, then `tour …` and
 * `length L` (data/FORMATS.md). */
char       *qd_tsp_run_format (const QdTsp *tsp, const QdTspRun *run);
/* The same with step lines up to about `max_bytes`: the steps after them
 * are counted on a line `… N more steps`. */
char       *qd_tsp_run_format_capped (const QdTsp *tsp, const QdTspRun *run, gsize max_bytes);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdTspRun, qd_tsp_run_free)

G_END_DECLS
