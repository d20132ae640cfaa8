/* qd-local.h — local search (docs/architecture.md "Local search").
 *
 * Min-conflicts over a QdCsp (AIMA fig. 6.8, with the usual escapes from
 * plateaus and local minima): start from a complete assignment (given, or
 * random), then repeatedly pick a variable at random among those in a
 * violated constraint and give it the value that violates the fewest
 * constraints, ties broken at random; with probability walk_probability
 * give it a random value instead (random walk); a value a variable just
 * left is tabu for it during tabu_tenure steps, unless taking it would
 * reach fewer violated constraints than ever before (aspiration).
 *
 * Every kind of constraint works.  The violated constraints, each
 * variable's count of them and the set of variables in conflict are kept
 * up to date at each step, and so are, for each value of each variable,
 * the binary constraints it would violate (the others keeping their
 * values): binary constraints through the zeros of their support bitsets,
 * and propagators of two variables that list their conflicts
 * (QdCspPropagatorClass.conflicts) through that list.  A step that moves a
 * variable reads, for each of its constraints, a support row of the other
 * variable's domain (binary) or the few values forbidden (propagator), and
 * scoring its values costs a look-up each; other tables and propagators
 * are checked (qd_csp_constraint_check) for each value of the variable
 * being scored.
 * No step scans the CSP.  Seeded (SplitMix64): the same seed gives the same
 * run everywhere.  Nothing is allocated while it runs.
 *
 * Hill climbing and simulated annealing (AIMA fig. 4.2 and 4.5) work on any
 * state through a QdNeighbourhood: the moves of the current state are
 * numbered 0 .. n_moves-1, and the problem says what a move would change
 * (delta) and makes it (apply).  Steepest-ascent hill climbing looks at
 * every move and takes the best one (ties broken at random), until no move
 * improves; random restarts start over from a random state.  Annealing
 * draws one move at random and takes it when it improves, or else with
 * probability e^(ΔE/T) at temperature T = schedule(iteration).  Both
 * maximise or minimise the objective.  Implemented in qd-local-anneal.c.
 *
 * The other hill-climbing variants of AIMA section 4.1.1 (qd-local-climb.c):
 * steepest ascent may take up to max_sideways consecutive sideways moves
 * (a best move that changes nothing) before it stops; stochastic hill
 * climbing draws among the uphill moves with probability proportional to
 * how much each improves; first choice draws moves at random until one
 * improves (at most max_tries draws).  Any of them restarts from a random
 * state at a local optimum while restarts remain, and stops at once when
 * the objective reaches the goal (use_goal); so does annealing.
 *
 * Local beam search, stochastic beam search and the genetic algorithm keep
 * many states at once: qd-local-population.h.  The variants by name, with
 * their labels and parameters: qd-local-variants.h.
 */
#pragma once

#include "qd-csp.h"

G_BEGIN_DECLS

/* ------------------------------------------------------- min-conflicts */

typedef struct _QdMinConflicts QdMinConflicts;

typedef enum {
  QD_MIN_CONFLICTS_SOLVED,      /* no constraint is violated */
  QD_MIN_CONFLICTS_LIMIT,       /* max_steps or the deadline ran out first */
  QD_MIN_CONFLICTS_STOPPED,     /* the stop flag was set */
} QdMinConflictsStatus;

/* What a repair step chose, told to on_choose (when set) before the value
 * is given: the variable drawn among those in conflict, each value's
 * violated constraints, and how the value was picked.  The arrays are the
 * searcher's own, valid during the call. */
typedef struct {
  guint64 step;                 /* 1, 2, … */
  guint n_conflicted;
  const guint *conflicted;      /* the variables in conflict, the draw's order */
  guint var;                    /* the one drawn (at random) */
  guint from;                   /* its value before the step */
  guint value;                  /* the value it gets (from: it keeps its value) */
  gboolean walk;                /* a random walk: `value` drawn among the others, not scored */
  guint n_values;
  const guint *values;          /* var's initial domain (value indexes) */
  const guint *scores;          /* per value: the constraints violated if var took it,
                                 * the others keeping theirs */
  const gboolean *tabu;         /* per value: passed over as tabu (var left it within
                                 * tabu_tenure steps and it would not beat the best seen) */
  guint n_ties;                 /* not a walk, moving: the values of fewest conflicts
                                 * (neither `from` nor tabu) `value` was drawn among */
  const guint *ties;
} QdMinConflictsChoice;

typedef struct {
  guint64 seed;
  guint64 max_steps;            /* repair steps; 0: no limit */
  gint64 deadline_us;           /* g_get_monotonic_time () deadline; 0: none */
  const gint *stop;             /* non-zero stops (read atomically every 1024 steps) */
  gint64 *progress_steps;       /* optional: steps so far, stored atomically every 1024 steps */
  double walk_probability;      /* 0..1; default 0.05 */
  guint tabu_tenure;            /* steps; default 10; 0: no tabu */
  const gint *initial;          /* optional: the start (n_variables values; a value outside
                                 * the initial domain, e.g. QD_CSP_UNASSIGNED, is drawn at random) */
  /* Optional: each value given to a variable (the start included, in
   * variable order), when it differs from the one it had. */
  void (*on_assign) (gpointer user_data, guint var, guint value);
  /* Optional: after each repair step (1, 2, …), the constraints violated
   * then (the start is step 0, told before the first step). */
  void (*on_step) (gpointer user_data, guint64 step, guint violated);
  /* Optional: each repair step's choice, before it is made (a run without
   * it scores nothing more). */
  void (*on_choose) (gpointer user_data, const QdMinConflictsChoice *choice);
  gpointer user_data;
} QdMinConflictsOptions;

typedef struct {
  guint64 steps;                /* repair steps: a variable in conflict got a value */
  guint64 assignments;          /* values given: the start's, then one per step */
  guint64 changes;              /* steps that changed the value */
  guint64 walks;                /* of them, random-walk steps */
  guint64 checks;               /* constraint evaluations (reading what a counted
                                 * constraint forbids counts as one) */
  guint violated;               /* violated constraints at the end */
  guint best_violated;          /* fewest violated constraints seen */
  gint64 time_us;
} QdMinConflictsStats;

void                 qd_min_conflicts_options_init (QdMinConflictsOptions *options);
/* Copies the options (the `initial`, stop, progress and callback pointers
 * must outlive the searcher: `initial` is read by each run) and allocates
 * every buffer.  NULL options: the defaults.  A variable with an
 * empty initial domain returns NULL.  The model must not change meanwhile. */
QdMinConflicts      *qd_min_conflicts_new          (const QdCsp *csp, const QdMinConflictsOptions *options);
void                 qd_min_conflicts_free         (QdMinConflicts *mc);
/* Runs from the start assignment (a second run starts over, the same run
 * for the same options); fills stats (may be NULL). */
QdMinConflictsStatus qd_min_conflicts_run          (QdMinConflicts *mc, QdMinConflictsStats *stats);
/* The assignment where the run ended: a solution when SOLVED. */
const gint          *qd_min_conflicts_values       (QdMinConflicts *mc);
const char          *qd_min_conflicts_status_to_string (QdMinConflictsStatus status);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMinConflicts, qd_min_conflicts_free)

/* ----------------------------------------- hill climbing and annealing */

/* First-choice's default draws without an uphill move before it stops: 4 ×
 * the moves, but at most this many (a second or so), so that a local
 * optimum of a million queens (10^12 moves) ends its run. */
#define QD_LOCAL_DEFAULT_MAX_TRIES G_GUINT64_CONSTANT (10000000)

typedef enum {
  QD_LOCAL_HILL_CLIMBING,       /* steepest ascent, random restarts */
  QD_LOCAL_ANNEALING,           /* simulated annealing */
  QD_LOCAL_STOCHASTIC,          /* stochastic hill climbing: uphill moves drawn by steepness */
  QD_LOCAL_FIRST_CHOICE,        /* first choice: random moves until one improves */
} QdLocalAlgorithm;

typedef enum {
  QD_SCHEDULE_GEOMETRIC,        /* T = t0 · alpha^k */
  QD_SCHEDULE_LINEAR,           /* T = t0 − decrement · k */
  QD_SCHEDULE_LOGARITHMIC,      /* T = t0 / ln (k + e) */
  QD_SCHEDULE_CONSTANT,         /* T = t0 at every step (the statement's table) */
} QdScheduleKind;

typedef struct {
  QdScheduleKind kind;
  double t0;
  double alpha;                 /* geometric: factor per iteration, 0 < alpha < 1 */
  double decrement;             /* linear: per iteration, > 0 */
  double t_min;                 /* annealing stops (frozen) once T <= t_min; not for constant */
} QdSchedule;

/* The neighbourhood of a problem's state, seen by the searchers.  The
 * objective is whatever `value` returns; `delta` is value(after move) −
 * value(now).  None of the functions may allocate. */
typedef struct {
  guint64 (*n_moves)   (gpointer state);
  double  (*delta)     (gpointer state, guint64 move);
  void    (*apply)     (gpointer state, guint64 move);
  double  (*value)     (gpointer state);
  /* Optional: replace the state by a random one (random restarts), drawn
   * from rng with qd_random_*. */
  void    (*randomize) (gpointer state, guint64 *rng);
  /* Optional: the current state is the best so far: keep a copy. */
  void    (*keep_best) (gpointer state);
  /* Optional, for the searches that keep several states (local beam
   * search, qd-local-population.h): a new state equal to this one (called
   * only when a run sets up its buffers), a copy of src into dest (both
   * made by dup, or dest the caller's state: no allocation), and freeing
   * what dup made. */
  gpointer (*dup)        (gpointer state);
  void     (*copy)       (gpointer dest, gconstpointer src);
  void     (*free_state) (gpointer state);
} QdNeighbourhood;

typedef enum {
  QD_LOCAL_STEP_START,          /* the start state (or where a restart landed) */
  QD_LOCAL_STEP_RESTART,
  QD_LOCAL_STEP_MOVE,           /* a move was made */
} QdLocalStepKind;

typedef struct {
  QdLocalStepKind kind;
  guint64 iteration;            /* moves looked at before this one (annealing), or climbs */
  guint64 move;                 /* MOVE: the move made */
  double delta;                 /* MOVE: the change of the objective */
  double value;                 /* the objective after the step */
  double temperature;           /* annealing: T at this iteration; NAN for hill climbing */
  double probability;           /* the probability the move had of being taken (1: improving) */
  guint n_ties;                 /* hill climbing: best moves the choice was among */
} QdLocalStep;

typedef struct {
  QdLocalAlgorithm algorithm;
  gboolean maximise;            /* else minimise */
  guint64 seed;
  guint restarts;               /* hill climbing: random restarts after the first climb
                                 * (G_MAXUINT with use_goal: until the goal) */
  guint max_sideways;           /* steepest ascent: consecutive sideways moves allowed
                                 * (AIMA: 100); 0: none */
  guint64 max_tries;            /* first choice: draws without an uphill move before it
                                 * stops; 0: 4 × the number of moves, at most
                                 * QD_LOCAL_DEFAULT_MAX_TRIES */
  gboolean use_goal;            /* stop as soon as the objective reaches goal */
  double goal;                  /* e.g. 0 attacking pairs */
  QdSchedule schedule;          /* annealing */
  guint64 max_iterations;       /* 0: none for hill climbing, the schedule's default for
                                 * annealing (qd_schedule_default_iterations) */
  gint64 deadline_us;           /* g_get_monotonic_time () deadline; 0: none */
  const gint *stop;             /* non-zero stops (read every 1024 iterations) */
  gint64 *progress_iterations;  /* optional, stored atomically every 1024 iterations */
  /* Optional: every step (the start, each move made, each restart). */
  void (*on_step) (gpointer user_data, const QdLocalStep *step);
  /* Optional, annealing: each move drawn that would make the objective
   * worse, before it is made or refused: its change, T, the probability p
   * of taking it, the random number r drawn (taken when r < p). */
  void (*on_worse) (gpointer user_data, guint64 move, double delta, double t, double p, double r,
                    gboolean taken);
  gpointer user_data;
} QdLocalOptions;

typedef enum {
  QD_LOCAL_OPTIMUM,             /* hill climbing: no move improves (after the restarts) */
  QD_LOCAL_FROZEN,              /* annealing: T fell to t_min */
  QD_LOCAL_LIMIT,               /* max_iterations or the deadline */
  QD_LOCAL_STOPPED,             /* the stop flag */
  QD_LOCAL_GOAL,                /* use_goal: the objective reached the goal */
} QdLocalStatus;

typedef struct {
  guint64 iterations;           /* annealing: moves drawn; hill climbing: neighbourhoods scanned */
  guint64 moves;                /* moves made */
  guint64 worse_moves;          /* of them, moves that made the objective worse */
  guint64 evaluations;          /* deltas computed */
  guint64 restarts;
  guint64 sideways_moves;       /* of the moves, those that left the objective unchanged */
  double start_value;
  double value;                 /* at the end */
  double best_value;            /* the best seen (what keep_best kept) */
  double temperature;           /* annealing: T at the end */
  gint64 time_us;
} QdLocalStats;

/* What one run of any local search came to, whichever its algorithm: each
 * problem's run by algorithm name fills it. */
typedef struct {
  gboolean solved;              /* the goal was reached */
  guint64 steps;                /* moves made (hill climbing, annealing), iterations (beam),
                                 * generations (genetic), repair steps (min-conflicts) */
  guint64 restarts;
  double value;                 /* the objective at the end */
  gint64 time_us;
} QdLocalOutcome;

void          qd_local_options_init (QdLocalOptions *options);
void          qd_schedule_init      (QdSchedule *schedule, QdScheduleKind kind, double t0);
/* T at iteration k (never below 0). */
double        qd_schedule_temperature (const QdSchedule *schedule, guint64 k);
/* Where annealing ends when no max_iterations is given, so that every
 * schedule ends in reasonable time: QD_SCHEDULE_DEFAULT_ITERATIONS for
 * the constant and the logarithmic schedule (T = t0/ln (k + e) reaches
 * t_min = t0/1000 only at k = e^1000), QD_SCHEDULE_MAX_ITERATIONS for the
 * geometric and linear ones, which freeze at t_min long before with their
 * default alpha and decrement (about 6,900 and 10,000 iterations). */
#define QD_SCHEDULE_DEFAULT_ITERATIONS 100000
#define QD_SCHEDULE_MAX_ITERATIONS 1000000
guint64       qd_schedule_default_iterations (QdScheduleKind kind);
/* The probability that annealing takes a move from an objective value
 * `current` to `neighbour` at temperature t: 1 if it is no worse, else
 * e^(ΔE/t) with ΔE = neighbour − current when maximising (current −
 * neighbour when minimising); 0 for a worse move at t <= 0. */
double        qd_local_acceptance   (double current, double neighbour, double t, gboolean maximise);
/* Runs from `state` as it is; `state` ends where the search ended. */
QdLocalStatus qd_local_search       (const QdNeighbourhood *nb, gpointer state,
                                     const QdLocalOptions *options, QdLocalStats *stats);
const char   *qd_local_status_to_string   (QdLocalStatus status);
const char   *qd_schedule_kind_to_string   (QdScheduleKind kind);          /* "geometric" */
gboolean      qd_schedule_kind_from_string (const char *text, QdScheduleKind *kind);

G_END_DECLS
