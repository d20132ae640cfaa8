/* qd-queens-search.h — every local search of the engine on N queens by
 * name (qd_queens_run), min-conflicts on the queens' own counters, and the
 * experiment of AIMA section 4.1.1: many random starts, each solved or not
 * (issue 65).
 *
 * The names (qd_queens_algorithms, rows of core/qd-local-variants.h): the
 * hill climbers of AIMA section 4.1.1 (steepest ascent, with sideways
 * moves, stochastic, first choice, and each of them restarted from random
 * states until h = 0), beam and stochastic beam search with k states
 * (qd-local-population.h), simulated annealing with any schedule of
 * qd-local.h, the genetic algorithm (genes: each column's row; fitness: the
 * pairs of queens not attacking each other, N(N−1)/2 − h, 28 for a
 * solution of 8 queens, AIMA figure 4.6) and min-conflicts (a queen in
 * conflict drawn at random moves to a row of fewest conflicts, ties at
 * random, from the given, a random or a greedy start: Minton et al.).
 * Every run stops at h = 0. */
#pragma once

#include "qd-queens.h"
#include "core/qd-local-population.h"
#include "core/qd-local-variants.h"
#include "problems/qd-local-step-cost.h"

G_BEGIN_DECLS

/* The restart-* names: random restarts until h = 0, at most this many
 * without max_steps (with it: as many as the steps allow), so that a
 * climb that never reaches h = 0 (first choice on 100,000 queens stalls
 * near h = 255) cannot restart for ever.  Steepest ascent solves 8 queens
 * in 14% of its climbs: 1,000 restarts all fail with odds of 10^−65. */
#define QD_QUEENS_DEFAULT_RESTARTS 1000
/* Min-conflicts: repair steps when max_steps is 0, 100 per queen and at
 * least 10,000 (it may wander for ever on a plateau: on 8 queens about 6%
 * of random starts never end, their queens in conflict moving among rows
 * of one conflict each). */
#define QD_QUEENS_DEFAULT_REPAIRS(n) MAX ((guint64) 10000, 100 * (guint64) (n))

/* The moves one step may examine (steepest ascent and stochastic hill
 * climbing: every move, N × (N − 1); beam search: k times that) are said
 * past QD_LOCAL_SLOW_STEP_MOVES and refused past QD_LOCAL_MAX_STEP_MOVES
 * (qd-local-step-cost.h: N over 3,162 and over 10,000).  First-choice,
 * annealing, the genetic algorithm and min-conflicts never look at every
 * move: any N. */

typedef enum {
  QD_QUEENS_START_GIVEN,        /* the state as it is */
  QD_QUEENS_START_RANDOM,       /* each column's row drawn from the search's seed */
  QD_QUEENS_START_GREEDY,       /* Minton et al.: column by column, each queen on a row of
                                 * fewest conflicts with those already placed (ties at random) */
} QdQueensStart;

/* One step of a run, told to on_step (not for beam and genetic, which
 * have their own callbacks). */
typedef struct {
  QdLocalStepKind kind;         /* START, RESTART, MOVE */
  guint64 step;                 /* moves (or repair steps) so far, this one included */
  guint col;                    /* MOVE: the queen of column col went from row `from` to `row` */
  guint from;                   /* (min-conflicts may leave it where it was: from == row) */
  guint row;
  guint64 h;                    /* after the step */
  guint64 restarts;
  double temperature;           /* annealing: T; NAN otherwise */
  double probability;           /* annealing: the chance the move had of being taken */
  guint n_ties;                 /* the equally good choices it was drawn among */
} QdQueensStep;

typedef struct {
  const char *algorithm;        /* a name of qd_queens_algorithms; NULL: "steepest" */
  guint64 seed;                 /* of the search's random choices (not of the start) */
  gint sideways;                /* steepest ascent: consecutive sideways moves allowed;
                                 * −1 (default): 100 for the *sideways names, else 0 */
  guint64 max_steps;            /* 0: none (hill climbing), the schedule's (annealing), none
                                 * (beam: iterations), QD_QUEENS_DEFAULT_REPAIRS (min-conflicts) */
  guint64 max_tries;            /* first choice: draws without an uphill move (0: 4 × moves) */
  /* beam, stochastic-beam */
  guint k;                      /* default 8 */
  double beam_temperature;      /* stochastic beam: T of the weights (default 1) */
  guint max_stall;              /* iterations without a better state before it stops (default 0) */
  /* annealing */
  QdSchedule schedule;          /* default geometric, t0 1, alpha 0.999, t_min 0.001 */
  /* genetic */
  guint population;             /* default 100 */
  QdSelection selection;        /* default tournament */
  guint tournament_size;        /* default 2 */
  double mutation;              /* probability a child is mutated (default 0.5) */
  guint elitism;                /* default 2 */
  double cull_fraction;         /* default 0 */
  guint64 generations;          /* default 1000 */
  /* min-conflicts */
  QdQueensStart start;          /* default GIVEN */
  gint64 deadline_us;           /* g_get_monotonic_time () deadline; 0: none */
  const gint *stop;             /* non-zero stops */
  void (*on_step) (gpointer user_data, const QdQueensStep *step);
  void (*on_beam) (gpointer user_data, const QdBeamStep *step);       /* states: QdQueens */
  void (*on_generation) (gpointer user_data, const QdGeneticGeneration *generation);
  gpointer user_data;
} QdQueensRunOptions;

void          qd_queens_run_options_init (QdQueensRunOptions *options);
/* Runs options->algorithm from q as it is (the genetic algorithm from a
 * random population; min-conflicts from its start); q ends where the
 * search ended (beam: the best state seen; genetic: the fittest
 * individual).  out: solved (h = 0), steps (moves; min-conflicts: repair
 * steps; beam: iterations; genetic: generations), restarts, value (h),
 * time.  FALSE with an error for an unknown name or options out of range
 * (qd_queens_run_size_check too); TRUE otherwise, also when stopped
 * (out->solved FALSE). */
gboolean      qd_queens_run              (QdQueens *q, const QdQueensRunOptions *options,
                                          QdLocalOutcome *out, GError **error);
/* FALSE with an error (for people) if the name is unknown or an option
 * of its algorithm out of range (what qd_queens_run checks first). */
gboolean      qd_queens_run_options_check (const QdQueensRunOptions *options, GError **error);
/* FALSE with an error (for people, naming the limit and the most that
 * fits) when the run does not fit n queens: a beam or a population over
 * QD_LOCAL_POPULATION_MAX_BYTES, or a step of more than
 * QD_LOCAL_MAX_STEP_MOVES moves.  `option_k` and `option_population`
 * name the parameters in the message ("--k", or the window's label). */
gboolean      qd_queens_run_size_check   (const QdQueensRunOptions *options, guint n, const char *option_k,
                                          const char *option_population, GError **error);
/* The moves one step of the run examines on n queens (N × (N − 1), k times
 * that for beam search), 0 for the algorithms that do not look at every
 * move; and, past QD_LOCAL_SLOW_STEP_MOVES, a sentence that says it
 * ("steepest ascent examines N × (N − 1) = … moves per step …"), else
 * NULL. */
guint64       qd_queens_step_moves       (const QdQueensRunOptions *options, guint n);
char         *qd_queens_step_cost_text   (const QdQueensRunOptions *options, guint n);
/* The largest beam width and genetic population that fit n queens. */
guint         qd_queens_max_k            (guint n);
guint         qd_queens_max_population   (guint n);
/* The variants offered, in the command's, the tab's and the experiment's order. */
extern const QdLocalMenu qd_queens_algorithms;

/* The hill climbers' engine options for a hill-climbing name (the
 * QD_LOCAL_FAMILY_CLIMB rows): goal h = 0, to minimise, `sideways` for steepest
 * ascent (0: its default), restart-*: QD_QUEENS_DEFAULT_RESTARTS restarts,
 * the seed left as it was.  FALSE for any other
 * name. */
gboolean      qd_queens_algorithm_options (const char *name, guint sideways, QdLocalOptions *options);

/* Min-conflicts' starts (QdQueensStart), and the search itself (any start:
 * set options->start); rng: SplitMix64 state. */
void          qd_queens_greedy            (QdQueens *q, guint64 *rng);
gboolean      qd_queens_min_conflicts     (QdQueens *q, const QdQueensRunOptions *options, QdLocalOutcome *out);

typedef struct {
  guint instances;
  guint solved;
  guint64 steps_solved;         /* steps of the solved runs, summed */
  guint64 steps_failed;         /* steps of the others, summed */
  guint64 restarts;             /* summed */
  gint64 time_us;
} QdQueensTally;

/* Told after each instance (for a histogram of the steps). */
typedef void (*QdQueensInstanceFunc) (gpointer user_data, guint instance, const QdLocalOutcome *outcome);

/* Runs `instances` random starts of n queens (start i drawn from seed and
 * i, the same for every algorithm), each with options (any name) and the
 * search seed drawn from seed and i; fills tally.  FALSE when
 * options->stop was set (tally: the instances done) or the options are
 * wrong (error). */
gboolean      qd_queens_experiment (guint n, guint instances, const QdQueensRunOptions *options, guint64 seed,
                                    QdQueensInstanceFunc on_instance, gpointer user_data, QdQueensTally *tally,
                                    GError **error);

G_END_DECLS
