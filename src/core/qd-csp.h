/* qd-csp.h — the constraint-satisfaction engine, shared by every CSP problem.
 *
 * A QdCsp is the model (built once, read-only while solving): variables with
 * finite domains 0..size-1 of any size, and constraints of three kinds behind
 * one vtable: binary constraints (stored as support bitsets, so forward
 * checking is one AND per neighbour), table constraints of any arity (GAC by
 * Compact-Table, short tuples and conflicts too), and custom propagators.
 *
 * A QdCspSolver is one search over a model: current domains as bitsets, a trail
 * that undoes domain changes on backtrack (MiniSat-style), an iterative
 * backtracking search with pluggable orders and inference, limits, statistics
 * and events.  Nothing is allocated inside the search loop.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _QdCsp QdCsp;
typedef struct _QdCspSolver QdCspSolver;

#define QD_CSP_UNASSIGNED (-1)

/* ------------------------------------------------------------- the model */

QdCsp      *qd_csp_new                (void);
void        qd_csp_free               (QdCsp *csp);

/* Adds a variable whose domain is 0..domain_size-1 (all present); returns its
 * index (0, 1, 2, ... in order of addition).  domain_size >= 1. */
guint       qd_csp_add_variable       (QdCsp *csp, const char *name, guint domain_size);
guint       qd_csp_n_variables        (const QdCsp *csp);
const char *qd_csp_variable_name      (const QdCsp *csp, guint var);
guint       qd_csp_domain_size        (const QdCsp *csp, guint var);   /* initial size */
/* Unary restriction of the initial domain. */
void        qd_csp_remove_initial     (QdCsp *csp, guint var, guint value);
/* TRUE when `value` is in var's initial domain (not removed above). */
gboolean    qd_csp_initial_has        (const QdCsp *csp, guint var, guint value);

/* How values are named in traces and reports ("R", "CAT"); default: the number. */
typedef char *(*QdCspValueNameFunc) (gconstpointer data, guint var, guint value);
void        qd_csp_set_value_names    (QdCsp *csp, QdCspValueNameFunc func, gconstpointer data);
char       *qd_csp_value_name         (const QdCsp *csp, guint var, guint value);

/* A binary constraint given by a predicate, tabulated once into support bitsets
 * (the predicate is called once per pair, here, never while solving).
 * Description: the one given, or "binary(X, Y)".  x == y is allowed: it
 * becomes a table of the pairs (a, a) the predicate allows. */
typedef gboolean (*QdCspBinaryFunc) (guint value_x, guint value_y, gpointer data);
guint       qd_csp_add_binary         (QdCsp *csp, guint x, guint y, QdCspBinaryFunc allowed,
                                       gpointer data, const char *description);
/* x != y (colouring), without a predicate call per pair; constraints between
 * domains of the same sizes share one support table.  Description "X != Y". */
guint       qd_csp_add_not_equal      (QdCsp *csp, guint x, guint y);
/* x - y is none of the offsets (value indexes; at most QD_CSP_DIFFERENCES_MAX
 * of them): {0} is x != y, {0, d, -d} keeps two queens d columns apart off
 * each other's row and diagonals.  A binary constraint like the above,
 * tabulated without a predicate call, whose support tables are shared by
 * every difference constraint between domains of the same sizes with the
 * same offsets (qd_csp_add_not_equal's among them).  Description: the one
 * given, or "binary(X, Y)". */
#define QD_CSP_DIFFERENCES_MAX 16
guint       qd_csp_add_difference     (QdCsp *csp, guint x, guint y, const gint *offsets, guint n,
                                       const char *description);

/* A table constraint: the tuples (n_tuples * arity values, row after row) are
 * the allowed combinations of the scope's values.  Copied; tuples with a value
 * outside a domain, or with different values for a variable that appears
 * twice in the scope, are dropped.  Description "table(D) N tuples", D being
 * `description` or the scope's names. */
guint       qd_csp_add_table          (QdCsp *csp, const guint *scope, guint arity,
                                       const guint *tuples, guint n_tuples,
                                       const char *description);

/* The same with short tuples or conflicts.  An entry QD_CSP_STAR stands
 * for any value of its column (a short tuple, kept short: not expanded).
 * With `negative` the tuples are the forbidden combinations (conflicts)
 * and every other one is allowed; they are made full (a star's values
 * listed: the caller bounds how many that makes), distinct and over the
 * scope's distinct variables (which qd_csp_constraint_scope then gives).
 * Either is filtered to generalised arc consistency by Compact-Table
 * (Demeulenaere et al., CP 2016: a reversible sparse bitset of the live
 * tuples, a mask of the tuples of each value), conflicts by counting (a
 * value is gone when the live conflicts that hold it number as many as the
 * combinations of the other domains: Verhaeghe, Lecoutre, Schaus 2017),
 * never by listing the allowed combinations; a table whose masks would take
 * much more memory than its tuples is filtered by simple tabular reduction
 * instead.  Description "table(D) N tuples", or "N conflicts". */
#define QD_CSP_STAR G_MAXUINT
guint       qd_csp_add_table_full     (QdCsp *csp, const guint *scope, guint arity, const guint *tuples,
                                       guint n_tuples, gboolean negative, const char *description);

/* A custom propagator.  `propagate` prunes the scope's domains through
 * qd_csp_solver_remove_value / _restrict and returns FALSE on a wipe-out or
 * failure; `check` tells whether a partial assignment (values of the whole
 * CSP, QD_CSP_UNASSIGNED where unassigned) can still satisfy the constraint,
 * used when inference is off and by local search.
 *
 * Contract: `check` is required.  `propagate` may be NULL: the constraint is
 * then only checked on the assigned values.  `propagate` reads the domains
 * through the solver queries, counts its work with qd_csp_solver_count_check,
 * and must return FALSE when every scope variable has a single value and
 * these violate the constraint (otherwise a wrong solution is reported).  It
 * should be monotone (smaller domains never give larger results) and at least
 * as strong as `check` on the assigned values; the guarantees "forward
 * checking never tries more assignments than none, MAC never more than
 * forward checking" hold only then.  Under MAC it is run again whenever a
 * scope domain changes, its own changes included (unless the class says it
 * is idempotent), until nothing changes.
 * `data` belongs to the model (freed with `free`) and is shared by every
 * solver of it: propagate must not write to it.  Description "name(D)";
 * a class without a name and a description given: the description alone
 * ("sum(x[0..3]) <= 10"). */
/* Local search's incremental view of a constraint over many variables (a
 * global constraint), optional (QdCspPropagatorClass.local): min-conflicts
 * (qd-local.h) then keeps the constraint's violations measure up to date a
 * move at a time, asks what a value would make of it without evaluating the
 * whole scope, and hears which variables of the scope the violations are
 * due to, so that only those are drawn for repair (an allDifferent of 1,000
 * variables with one pair of equal values blames those two, not the 1,000).
 * `values` are the whole CSP's, complete; `pos` a position in the scope.
 * The blame of scope[pos] is a count (0: the variable is not to blame), told
 * by its changes: blame (blame_data, pos, delta). */
typedef void (*QdCspBlameFunc) (gpointer blame_data, guint pos, gint delta);
typedef struct {
  /* The state of one local search (working memory), and its end. */
  gpointer (*state_new)  (gconstpointer data);
  void     (*state_free) (gpointer state);
  /* From a complete assignment: the state rebuilt, every blame told from
   * zero; returns the violations (the class's `violations` measure). */
  guint64  (*reset)      (gpointer state, gconstpointer data, const gint *values,
                          QdCspBlameFunc blame, gpointer blame_data);
  /* The violations were scope[pos] to take `value`, the rest as they are. */
  guint64  (*score)      (gpointer state, gconstpointer data, const gint *values, guint pos, guint value);
  /* scope[pos] takes `value` (`values` still holds the old one): the state
   * and the blames that change brought up to date; returns the violations. */
  guint64  (*move)       (gpointer state, gconstpointer data, const gint *values, guint pos, guint value,
                          QdCspBlameFunc blame, gpointer blame_data);
} QdCspLocalClass;

typedef struct {
  const char *name;
  gboolean (*propagate) (QdCspSolver *solver, gpointer data);
  gboolean (*check)     (gconstpointer data, const gint *values);
  void     (*free)      (gpointer data);
  /* TRUE when one run of `propagate` reaches its own fixpoint (GAC filters
   * usually do): its own changes then do not wake it again. */
  gboolean idempotent;
  /* TRUE for a costly propagator: under MAC it runs only once the cheaper
   * constraints are quiet, so it sees their pruning in one run. */
  gboolean late;
  /* Optional, for a constraint between two distinct variables that forbids
   * few pairs (at most QD_CSP_CONFLICTS_MAX for any value): writes to `out`
   * exactly the values b of scope[1 - pos] (0 <= b < its size, each once)
   * that `check` rejects when scope[pos] = value and scope[1 - pos] = b, and
   * returns how many.  Local search then keeps, for each value, the count
   * of constraints it would violate, at a cost per step of these few values
   * instead of a check per value of every neighbour. */
  guint    (*conflicts) (gconstpointer data, guint pos, guint value, guint *out);
  /* Optional, for local search: how far a complete assignment (`values`
   * of the whole CSP) is from satisfying the constraint, 0 exactly when
   * `check` holds on it, more the farther it is, so that min-conflicts is
   * guided inside one global constraint (allDifferent: the pairs of equal
   * values; a sum: the distance to its bound; a table: the fewest
   * variables to change to reach a tuple).  NULL: 1 when `check` fails. */
  guint64  (*violations) (gconstpointer data, const gint *values);
  /* Only for an objective (qd_csp_set_objective): the cost of a complete
   * assignment, to be made as small as possible. */
  gint64   (*cost)      (gconstpointer data, const gint *values);
  /* Optional: local search's incremental view (above), for a constraint
   * over many variables; `violations` must be set with it and agree. */
  const QdCspLocalClass *local;
  /* TRUE for a constraint that holds whenever the model's others do (a
   * redundant one added for propagation, as alldifferent's count beside
   * its pairwise !=), or that constrains nothing (an objective): local
   * search leaves it out. */
  gboolean implied;
  /* Optional: the propagator's working memory in one solver (a matching
   * it repairs from one run to the next, buffers too large for the
   * stack), since `data` is shared and read-only: state_new (data) makes
   * it when a solver is created, state_free (g_free when NULL) frees it
   * with the solver, and qd_csp_solver_state returns it inside
   * `propagate`.  It is not trailed (a backtrack leaves it as it is), so
   * what it keeps must hold on any domains: a hint checked against them. */
  gpointer (*state_new)  (gconstpointer data);
  void     (*state_free) (gpointer state);
  /* Optional, for the objective only (qd_csp_set_objective) and with
   * state_new: told each change of a scope variable's domain as it is
   * made, removals and their undoing on backtrack alike (`pos`: the
   * variable's position in the scope; the domain has changed already, and
   * may be empty during a wipe-out), so that the state keeps its bounds up
   * to date instead of reading the whole scope at every node.  Called from
   * inside the solver: it must only read domains. */
  void     (*changed)    (gpointer state, gconstpointer data, QdCspSolver *solver, guint pos);
  /* Optional, for the objective only: when the cost is a sum of terms of
   * one variable each (a linear form, a sum of dist(x, 890)·8), scope[pos]'s
   * own term at `value` (an index into its domain) in *cost, and TRUE;
   * FALSE when its share depends on other variables.  The search then
   * tries the values that cost least first (options.cheap_values). */
  gboolean (*value_cost) (gconstpointer data, guint pos, guint value, gint64 *cost);
} QdCspPropagatorClass;

#define QD_CSP_CONFLICTS_MAX 64

guint       qd_csp_add_propagator     (QdCsp *csp, const QdCspPropagatorClass *klass, gpointer data,
                                       const guint *scope, guint arity, const char *description);

/* The objective of an optimisation problem: the propagator `constraint`,
 * whose class has `cost`.  It constrains nothing by itself (its `check`
 * holds for every assignment, so local search and the other tools see no
 * constraint there); a solver run with options.optimize looks for the
 * assignment of least cost by branch and bound, and the propagator keeps
 * the cost at most qd_csp_solver_bound (solver): its `propagate` prunes
 * what cannot reach the bound and must return FALSE when every variable of
 * its scope is fixed and the cost is above it.  One objective per model:
 * a second call replaces the first. */
void        qd_csp_set_objective      (QdCsp *csp, guint constraint);
/* The objective constraint, or -1. */
gint        qd_csp_objective          (const QdCsp *csp);
/* The objective's cost of a complete assignment (0 without an objective). */
gint64      qd_csp_objective_cost     (const QdCsp *csp, const gint *values);

guint       qd_csp_n_constraints      (const QdCsp *csp);
/* "WA != NT", "table(verb: 2, 4, 6) 23 tuples": for the model report. */
const char *qd_csp_constraint_description (const QdCsp *csp, guint constraint);
/* Replaces it (a reader puts a label before it: XCSP3's class). */
void        qd_csp_set_constraint_description (QdCsp *csp, guint constraint, const char *description);
guint       qd_csp_constraint_arity   (const QdCsp *csp, guint constraint);
const guint *qd_csp_constraint_scope  (const QdCsp *csp, guint constraint);
/* Number of constraints a variable takes part in. */
guint       qd_csp_degree             (const QdCsp *csp, guint var);
/* Variables in no constraint (nor the objective, itself a constraint) and
 * with every value of their domain (none taken out by a unary constraint):
 * writes them in `vars` (nullable, n_variables entries) in order and
 * returns how many.  A search with options.free_first counts their
 * assignments once, and the caller multiplies by qd_csp_free_assignments. */
guint       qd_csp_free_variables     (const QdCsp *csp, guint *vars);
/* The product of their domain sizes (values left in the initial domains)
 * times `times` (1; a count of the other variables' solutions: then all the
 * assignments), exactly in decimal however large ("1" with none and times
 * 1), to free. */
char       *qd_csp_free_assignments   (const QdCsp *csp, guint64 times);

/* Whether a (partial) assignment violates a constraint: TRUE if consistent.
 * Binary: TRUE while either side is unassigned; table: some tuple agrees with
 * the assigned values of the scope; propagator: its check().  A value outside
 * its variable's domain range is inconsistent.  No solver needed. */
gboolean    qd_csp_constraint_check   (const QdCsp *csp, guint constraint, const gint *values);
/* How far a complete assignment is from satisfying a constraint, for local
 * search: 0 exactly when qd_csp_constraint_check holds on it.  A table:
 * the fewest of its variables to change to reach an allowed tuple (a table
 * of conflicts: 1, or 2 when no single change escapes them); a propagator:
 * its class's `violations`; otherwise 1 when violated. */
guint64     qd_csp_constraint_violations (const QdCsp *csp, guint constraint, const gint *values);
/* Number of constraints violated by a complete assignment, or involving `var`
 * when var >= 0 (local search).  A partial assignment is allowed: a constraint
 * counts when qd_csp_constraint_check fails on it. */
guint       qd_csp_count_conflicts    (const QdCsp *csp, const gint *values, gint var);

/* ------------------------------------------------------------- the search */

typedef enum {
  QD_CSP_VAR_STATIC,      /* index order, or options.order when given */
  QD_CSP_VAR_RANDOM,      /* a random order fixed at the start (seeded) */
  QD_CSP_VAR_MRV,         /* fewest remaining values, ties by index */
  QD_CSP_VAR_MRV_DEGREE,  /* MRV, ties by most constraints on unassigned variables */
} QdCspVarOrder;

typedef enum {
  QD_CSP_VAL_STATIC,      /* ascending */
  QD_CSP_VAL_RANDOM,      /* shuffled per node (seeded) */
  QD_CSP_VAL_LCV,         /* least constraining value first */
} QdCspValOrder;

typedef enum {
  QD_CSP_INFER_NONE,      /* check the new value against assigned variables only */
  QD_CSP_INFER_FC,        /* forward checking: prune the neighbours of the assigned variable once */
  QD_CSP_INFER_MAC,       /* maintain arc consistency (AC-3; GAC for table and custom constraints) */
} QdCspInference;

typedef enum {
  QD_CSP_SOLVED,          /* found the solutions asked for (all, or the first) */
  QD_CSP_NO_SOLUTION,     /* the whole space was searched: none (more) exist */
  QD_CSP_STOPPED,         /* cancelled, or a limit ran out */
} QdCspStatus;

typedef struct {
  guint64 assignments;    /* values tried */
  guint64 checks;         /* constraint checks: support look-ups (one per neighbour
                           * pruned by forward checking, one per value tested by
                           * AC-3's revise), tuple tests, check() calls, LCV and
                           * MRV look-ups, and what propagators count */
  guint64 prunings;       /* values removed by inference (not by the assignment itself) */
  guint64 backtracks;     /* assignments undone after a failure: their inference
                           * wiped out, or no value below them led to a solution */
  guint64 solutions;
  guint64 nodes;          /* search nodes (= assignments + 1 root) */
  guint64 restarts;       /* runs begun again from the root (options.restart_unit) */
  gint64 time_us;
} QdCspStats;

/* Events for trace writers and the window.  `depth` is the number of variables
 * assigned, the new one included.  The solver may be queried from inside.
 *
 * The story of one assignment: assign (the variable already holds the value
 * and its domain is {value}; others untouched), then prune for each value
 * inference removes and wipeout if a domain empties (inference stops at the
 * first wipe-out), then propagated.  Without inference propagated follows
 * assign directly (consistent TRUE): values inconsistent with the assigned
 * variables are not tried at all (only `reject` tells of them).  Then either the
 * search goes deeper, or a solution is reported (all variables assigned), or
 * the assignment is undone: backtrack, called after the undo (queries show
 * the state before the assignment), when the value failed (propagated FALSE)
 * or when every value of the next variable failed.  An assignment whose
 * subtree produced a solution is undone silently when the search goes on
 * (all-solutions mode), and the assignments still in place when the run ends
 * get no event: so assign events = backtrack events + assignments that lie on
 * a path to a solution or on the path where the run ended.  Prune and
 * wipeout events also come at depth 0 from the initial propagation. */
typedef struct {
  /* var := value is tried (before inference). */
  void     (*assign)    (gpointer user_data, QdCspSolver *solver, guint var, guint value, guint depth);
  /* After inference for that assignment; consistent FALSE on a wipe-out (or
   * when a propagator failed). */
  void     (*propagated)(gpointer user_data, QdCspSolver *solver, guint var, guint value, gboolean consistent);
  /* A value was removed by inference. */
  void     (*prune)     (gpointer user_data, QdCspSolver *solver, guint var, guint value);
  /* A domain became empty. */
  void     (*wipeout)   (gpointer user_data, QdCspSolver *solver, guint var);
  /* The assignment of var at `depth` is undone (its value failed or all the values below it did). */
  void     (*backtrack) (gpointer user_data, QdCspSolver *solver, guint var, guint depth);
  /* A solution: values of every variable.  Return FALSE to stop searching. */
  gboolean (*solution)  (gpointer user_data, QdCspSolver *solver, const gint *values);
  /* Optional, without inference only: var := value is not tried, being
   * inconsistent with the assigned variables (`depth` is the one it would
   * have had).  Not an assignment; lets a trace name the variable at a dead
   * end, where every value is rejected. */
  void     (*reject)    (gpointer user_data, QdCspSolver *solver, guint var, guint value, guint depth);
  /* Optional, with backjumping: every value of var (the variable of
   * `depth`, unassigned) failed, and its conflict set, the variables
   * conflict[0 .. n) by depth, sends the search back to depth `to` (the
   * deepest of them; 0 when the set is empty: nothing more to find),
   * undoing the assignments below it as backtrack events, told after this
   * one.  The array is the solver's, valid during the call.  Not told at
   * a dead end below which a solution was found (the search then backs
   * up chronologically). */
  void     (*backjump)  (gpointer user_data, QdCspSolver *solver, guint var, guint depth, guint to,
                         const guint *conflict, guint n);
} QdCspListener;

typedef enum {
  QD_CSP_RESTART_LUBY,      /* runs of 1, 1, 2, 1, 1, 2, 4, … units */
  QD_CSP_RESTART_GEOMETRIC, /* runs of 1, g, g², … units (g = restart_growth) */
} QdCspRestartSchedule;

typedef struct {
  QdCspVarOrder var_order;
  QdCspValOrder val_order;
  QdCspInference inference;
  gboolean all_solutions;       /* FALSE: stop at the first */
  gboolean initial_propagation; /* make the model arc consistent before searching (MAC always does) */
  guint64 seed;
  const guint *order;           /* optional static variable order (n_variables entries) */
  guint64 max_assignments;      /* 0: no limit */
  guint64 max_solutions;        /* 0: no limit (with all_solutions) */
  gint64 deadline_us;           /* g_get_monotonic_time() deadline; 0: none */
  const gint *stop;             /* non-zero stops (read atomically every few thousand steps) */
  const QdCspListener *listener;
  gpointer listener_data;
  gint64 *progress_nodes;       /* optional: nodes so far, stored atomically (__atomic,
                                 * as qd_progress_set) at every look at the stop flag
                                 * (a few tens of milliseconds at most) and at the end,
                                 * e.g. &qd_job_get_progress (job)->nodes */
  gboolean backjumping;         /* conflict-directed backjumping (see below) */
  guint64 restart_unit;         /* 0: one run; else backtracks per unit of the
                                 * restart schedule (see below) */
  /* With restarts only; the defaults (zero) are the plain scheme below. */
  QdCspRestartSchedule restart_schedule;  /* LUBY (default) or GEOMETRIC */
  double restart_growth;        /* GEOMETRIC: each run this many times longer (0: 1.5) */
  double weight_decay;          /* 0: dom/wdeg weights grow by 1; else by an increment
                                 * divided by this (0 < d < 1) at each wipe-out */
  gboolean weight_ratio;        /* MRV + degree: the key dom / wdeg, not (dom, then wdeg) */
  gboolean weights_from_zero;   /* dom/wdeg weights start at 0, not 1: only wipe-outs count */
  gboolean weight_cacd;         /* weighted_degree: wdeg^ca.cd's weights, per variable and
                                 * constraint (see below), not per constraint */
  gboolean weight_first;        /* MRV + degree: the weighted degree first, then the
                                 * count (wdeg), not the count first */
  gboolean weight_alternate;    /* with restarts and weight_cacd: the runs take turns
                                 * between wdeg^ca.cd and dom/wdeg (see below) */
  gboolean restart_reset;       /* GEOMETRIC: the run after one that found a solution
                                 * is one unit long again (see below) */
  gboolean refutations;         /* MAC without backjumping: a value tried is taken out
                                 * and propagated before the next (see below) */
  gboolean reuse_trail;         /* partial restarts: keep the levels a new run would redo */
  gboolean fixed_ties;          /* one tie-break permutation for every run, not one per run */
  gboolean local_ties;          /* MRV ties by a breadth-first order of the constraint graph
                                 * from a random variable, not a random permutation */
  gboolean optimize;            /* with an objective (qd_csp_set_objective): branch and
                                 * bound (see below) */
  gboolean free_first;          /* a variable in no constraint keeps only the first value
                                 * of its initial domain: its values are not enumerated
                                 * (qd_csp_free_variables) */
  gboolean weighted_degree;     /* dom/wdeg's weights in every search, restarts or not
                                 * (see below) */
  gboolean last_conflict;       /* MRV orders: last-conflict reasoning (see below) */
  gboolean solution_saving;     /* branch and bound: the last solution's value of a
                                 * variable is tried first (see below) */
  gboolean restart_optimize;    /* restart_unit in branch and bound too (see below) */
  gboolean index_ties;          /* with restarts: MRV's ties by index in every run, as
                                 * without restarts, not by a random permutation */
  gboolean cheap_values;        /* branch and bound, val_order STATIC: the objective's
                                 * variables try their cheapest values first (see below) */
  gboolean nogoods;             /* with restarts from the root under MAC: nogoods
                                 * recorded from restarts (see below) */
} QdCspOptions;

/* How the options are read:
 * - var_order: STATIC follows `order` (or index order); RANDOM shuffles the
 *   index order once with `seed`; MRV counts the current domains, or without
 *   inference (domains do not shrink then) the values consistent with the
 *   assigned variables; MRV_DEGREE breaks MRV ties by the number of
 *   constraints with another unassigned variable, then by index.
 * - val_order: RANDOM shuffles each node's values with a SplitMix64 generator
 *   seeded once with `seed` (the same run for a seed everywhere); LCV sorts by
 *   how many values of unassigned neighbours the value would remove through
 *   binary constraints (tables and propagators are not counted), ties by value.
 * - inference: NONE tries a value only if it is consistent with the assigned
 *   variables; FC, after var := value, runs every constraint on var once
 *   (binary ones prune their unassigned neighbour, tables run STR once,
 *   propagators run once), and before the search runs every table and
 *   propagator once (so a value no tuple supports is never tried, as the
 *   check without inference would reject it); MAC runs a queue to a
 *   fixpoint, at the root and after each assignment: AC-3 on the binary
 *   arcs, STR and propagators whenever a scope domain changes.  With static
 *   orders FC never tries more assignments than NONE, nor MAC than FC.
 * - MRV and MRV_DEGREE with FC or MAC keep the unassigned variables in a
 *   tournament tree (above 256 variables; below, a scan per node is
 *   cheaper) updated on every count and degree change (O(log n) per
 *   change, the choice in O(1)), so a node does not cost a scan of 100,000
 *   variables; without inference (legal counts) they scan.  The choice is
 *   the same either way.
 * - backjumping: conflict-directed backjumping (Prosser 1993) with every
 *   inference level.  Each node keeps a conflict set of earlier depths:
 *   the assignments that explain its failed values; when its values run
 *   out, the search jumps back to the deepest of them (not merely to the
 *   previous depth), whose conflict set takes over the rest.  A value
 *   missing from a domain is explained by its removal: an assignment
 *   (without inference: the earliest assigned variable it conflicts with;
 *   FC: the assigned neighbour that pruned it), or under MAC a binary
 *   revision, explained in turn by the removals that left the value without
 *   support (an implication graph, walked only at dead ends); removals by
 *   tables and propagators are explained by every earlier assignment, so
 *   the jump from them is chronological.  The same solutions are found as
 *   without it (all of them in all_solutions mode: a node below which a
 *   solution was found backtracks chronologically), and with static orders
 *   never with more assignments.  Jumped-over assignments are told as
 *   backtrack events, so the event story above still holds.
 * - restart_unit: randomised restarts against the heavy tails of
 *   backtracking (Gomes, Selman, Kautz 2000), when looking for the first
 *   solution (ignored with all_solutions).  Run i (from 1) may make
 *   luby(i) * restart_unit backtracks (Luby, Sinclair, Zuckerman 1993:
 *   1, 1, 2, 1, 1, 2, 4, 1, …; GEOMETRIC: growth^(i-1), rounded
 *   down); then every assignment is undone (told as
 *   backtrack events, and counted) and the search begins again at the root,
 *   keeping the initial propagation.  What a run passes on is no nogood
 *   but the heuristics' memory: MRV + degree counts each binary constraint
 *   with a weight, 1 + the wipe-outs it caused so far (dom/wdeg, Boussemart
 *   et al. 2004), so the spots where runs failed are decided first; a
 *   variable's last value is tried first (progress saving, as SAT solvers
 *   do), ahead of the value order; MRV's remaining ties go by a random
 *   permutation of the variables drawn per run, LCV's by a random order per
 *   node; RANDOM orders draw afresh.  A run that ends its tree without a
 *   solution proves there is none, and the runs grow without bound:
 *   the search stays complete.  max_assignments, the deadline and the stop
 *   flag count over all runs.  Variants, all off by default:
 *   weight_decay d: a wipe-out adds an increment that grows by 1/d each
 *   time (recent failures weigh more; all weights are scaled down by
 *   1e-100 when it passes 1e100); weights_from_zero: weights start at 0,
 *   so MRV + degree's second key is the wipe-outs alone (the degree
 *   drops out) and ties go on to the rank; weight_ratio: MRV + degree
 *   compares count / weighted degree; fixed_ties: the tie-break
 *   permutation of the first run serves every run; local_ties: the rank is
 *   a breadth-first order of the binary constraints' graph from a random
 *   variable (one per run), so ties go to the variables near those decided
 *   first; reuse_trail (MRV orders): a restart keeps the levels whose
 *   variables weigh at least as much (sum of their constraints' weights)
 *   as the one about to be decided, as a new run would decide them first
 *   (van der Tak, Ramos, Heule 2011): fewer assignments are redone, and
 *   the kept levels' untried values stay to be tried, so the search
 *   stays complete.
 * - optimize (ignored without an objective): branch and bound.  The search
 *   runs as for all solutions, but each solution reported costs less than
 *   the one before it: after a solution of cost c the bound
 *   (qd_csp_solver_bound) becomes c - 1, and from then on every node runs
 *   the objective's propagator against it (FC: once after each
 *   assignment's own constraints; MAC: queued with them, and a variable
 *   with one value left is propagated too; without inference the cost is
 *   checked when the objective's variables are all assigned), and a
 *   complete assignment above the bound is a failure, not a solution.  The
 *   last solution reported is the best found; the status is SOLVED when
 *   the search ended, which proves it optimal, NO_SOLUTION when there was
 *   none, and STOPPED when anything else ended it (the stop flag, the
 *   deadline, max_assignments, max_solutions, the solution callback).
 *   all_solutions is ignored, and restart_unit unless restart_optimize.
 * - restart_optimize: restarts (restart_unit and its variants) in branch
 *   and bound too.  A run keeps the bound of the best solution so far, so
 *   a new run only looks for better ones; a run that ends its tree proves
 *   the last solution optimal (or that there is none), and the runs grow
 *   without bound: the search stays complete.
 * - index_ties: with restarts, the ties of the MRV orders go by index in
 *   every run, as in one run (a first run that ends before its cutoff is
 *   the search without restarts, its first solution the same).
 * - solution_saving (branch and bound): after each solution, a variable's
 *   value in it is tried first wherever the variable is decided (Vion and
 *   Piechowiak's solution-based phase saving, as ACE does by default):
 *   the search looks for a better solution near the last one.  With
 *   restarts, progress saving (the last value given) serves until the
 *   first solution, the solutions' values after it.  Only the value order changes: the same optimum is found.
 * - cheap_values (branch and bound, val_order STATIC): a variable whose
 *   share of the cost is a term of its own (the objective class's
 *   `value_cost`: a file's sum of one-variable expressions) tries its
 *   values by that term, least first, ties by value, instead of in the
 *   domain's order: the first solutions are the cheap ones, as a CP solver
 *   gets by branching on an auxiliary variable per term with its smallest
 *   value first (ACE's dist(x, 890) becomes a variable of its own).
 *   Solution saving still puts the last solution's value first.  Only the
 *   value order changes: the same optimum is found.
 * - weighted_degree: the weights of dom/wdeg (Boussemart et al. 2004) kept
 *   in every search, one run, all solutions and branch and bound included,
 *   not only with restarts: each failure adds to the weight of the
 *   constraint that caused it (a binary constraint's wipe-out, a table or a
 *   propagator that fails or wipes out a domain, the objective against its
 *   bound), and MRV + degree's degree is the sum of the weights of the
 *   constraints, of every kind, on the variable and another unassigned one
 *   (weights start at 1, so before the first failure it is the dynamic
 *   degree).  With weight_ratio: dom/wdeg, the smallest count / weight.
 *   With weight_cacd (wdeg^ca.cd, Wattez, Lecoutre, Paparrizou, Tabary
 *   2019, ACE's default): the weights start at 0 and are kept per variable
 *   and constraint; a failure of a constraint gives each of its unassigned
 *   variables 1 / (its unassigned variables × that variable's domain size
 *   then, 0.5 for the one wiped out), and a variable's weighted degree sums
 *   what it got from its constraints with another unassigned variable.
 *   With weight_first: the weighted degree alone, then fewer values (wdeg,
 *   ACE's Wdeg: with weight_cacd the domain sizes are already in the
 *   increments).  With weight_alternate (restarts and weight_cacd): both
 *   kinds of weights are kept at every failure, and the runs take turns:
 *   three in four order as above, every fourth (the 4th, 8th, …) by
 *   dom/wdeg (per-constraint weights, the ratio), as a portfolio would,
 *   each order starting from what every run before learnt; a GEOMETRIC
 *   length serves two runs, growing every second run.  restart_reset (GEOMETRIC,
 *   for branch and bound): the run after one that found a solution is one
 *   unit long again, so each new bound is first tried by short runs (ACE).
 * - refutations (MAC, not with backjumping): when a node's value has been
 *   tried (it failed, or its subtree was searched), it is removed from the
 *   variable's domain and the removal propagated before the node's next
 *   value, as binary branching's x != a does; a wipe-out ends the node.
 *   The solutions and the optimum are the same; the tree is smaller:
 *   BinPacking-n1c1w4a in 34 bins is proved impossible in 27,252 nodes
 *   instead of 342,329 (ACE, branching so: 1,738 wrong decisions).  Off
 *   by default: the textbook's orders keep their counts and traces.
 * - last_conflict (MRV and MRV + degree): after an assignment fails (its
 *   inference wiped out a domain, or without inference its value was
 *   inconsistent), its variable is the next one chosen whenever it is
 *   unassigned, until it is assigned and the search goes deeper (Lecoutre,
 *   Sais, Tabary, Vidal 2009, "Reasoning from last conflict(s) in
 *   constraint programming", with one variable): after a dead end the
 *   search tries at once whether the variable that failed fails again
 *   above.  Only the order changes: the same solutions are found.
 * - nogoods (with restart_unit under MAC, not with reuse_trail): when a
 *   run gives way, each value tried and refuted on its branch (its
 *   inference failed, nothing or nothing better than the bound was found
 *   below it) becomes a nogood, the decisions above it and itself
 *   (Lecoutre, Sais, Tabary, Vidal 2007: reduced nld-nogoods), which the
 *   later runs propagate (two watched literals), so they do not search
 *   those subtrees again.  At most 2^21 literals are kept.  The same
 *   solutions and optima are found.
 * - status: SOLVED when the first solution was found (not all_solutions),
 *   max_solutions were found, the solution callback returned FALSE, or the
 *   whole space was searched and at least one solution found; NO_SOLUTION when
 *   the whole space was searched without one; STOPPED when the stop flag,
 *   the deadline or max_assignments ended the run, even after solutions. */

void         qd_csp_options_init      (QdCspOptions *options);
/* The variable order a CP solver would choose, the default for an XCSP3
 * file: dom/wdeg (MRV_DEGREE with weighted_degree and weight_ratio) with
 * last_conflict.  The other options are left as they are. */
void         qd_csp_options_cp_order  (QdCspOptions *options);
/* A CP solver's search policy beside its order (set `optimize` first):
 * geometric restarts, in branch and bound too, with ties by index,
 * solution saving and nogoods recorded from restarts.  The first run may
 * make 10 backtracks, 100 in branch and bound (ACE's cutoffs); each run is
 * twice as long as the one before, not ACE's 1.1 times (before nogoods,
 * with 1.1 GolombRuler-8 and NurseRostering proved their optimum 3 to 5
 * times slower; with them, 1.1 and 1.3 were no better over the 31
 * instances of issue 79: GeneralizedMKP faster, StillLife, MRCPSP and
 * Fastfood slower), and one unit long again after a solution's run
 * (restart_reset).  Three runs in four order by wdeg^ca.cd's weights alone
 * first (ACE's default order), the fourth by dom/wdeg (weight_alternate),
 * and a value tried is taken out and propagated (refutations): over those
 * 31 instances, 20 s each, wdeg^ca.cd alone left MRCPSP and StillLife over
 * twice ACE's time, one run in two by dom/wdeg BinPacking (7.7 s against
 * 0.47), one in four none.  The other options are left as they are. */
void         qd_csp_options_cp_policy (QdCspOptions *options);

/* Copies the options (and `order`; the listener, stop flag and progress
 * pointers must outlive the solver) and allocates every buffer of the
 * search.  NULL options: the defaults.  The model must not change while a
 * solver of it exists; several solvers may run on one model at once, on
 * different threads.  A bad `order` (not a permutation) returns NULL. */
QdCspSolver *qd_csp_solver_new        (const QdCsp *csp, const QdCspOptions *options);
void         qd_csp_solver_free       (QdCspSolver *solver);
/* Runs the search; fills stats (may be NULL).  Afterwards the solver is as
 * before the run: every domain back to its initial state, nothing assigned
 * (a second run repeats the same search).  Nothing is allocated while it runs. */
QdCspStatus  qd_csp_solver_run        (QdCspSolver *solver, QdCspStats *stats);
const QdCsp *qd_csp_solver_get_csp    (QdCspSolver *solver);

/* Queries, valid during events and propagation, and after the run.  An
 * assigned variable's domain is {its value}. */
guint        qd_csp_solver_domain_count (QdCspSolver *solver, guint var);
gboolean     qd_csp_solver_domain_has   (QdCspSolver *solver, guint var, guint value);
/* Writes the values in the current domain in ascending order; returns how many. */
guint        qd_csp_solver_domain_values (QdCspSolver *solver, guint var, guint *values);
/* The smallest and the largest value of the current domain, a word at a
 * time; FALSE when it is empty. */
gboolean     qd_csp_solver_domain_bounds (QdCspSolver *solver, guint var, guint *lo, guint *hi);
/* The values 0..63 of the current domain as bits (bit v: value v), for
 * propagators of small domains that work on masks. */
guint64      qd_csp_solver_domain_word   (QdCspSolver *solver, guint var);
/* The same for n variables at once: words[i] for vars[i]. */
void         qd_csp_solver_domain_words  (QdCspSolver *solver, const guint *vars, guint n, guint64 *words);
/* The whole current domain as bits, *n_words words (bit v % 64 of word
 * v / 64: value v), read-only and valid until the next change: for a
 * propagator that keeps what it last saw of a domain. */
const guint64 *qd_csp_solver_domain_bits (QdCspSolver *solver, guint var, guint *n_words);
gint         qd_csp_solver_value          (QdCspSolver *solver, guint var);  /* or QD_CSP_UNASSIGNED */
const gint  *qd_csp_solver_values         (QdCspSolver *solver);
guint        qd_csp_solver_depth          (QdCspSolver *solver);
/* With options.optimize: the cost a solution may have, at most (the last
 * solution's cost - 1; G_MAXINT64 before the first).  For the objective's
 * propagator. */
gint64       qd_csp_solver_bound          (QdCspSolver *solver);
/* The last solution found by the run (n_variables values), or NULL. */
const gint  *qd_csp_solver_last_solution  (QdCspSolver *solver);

/* For propagators, during a run only: removals are inference (trailed and
 * undone on backtrack, counted as prunings, told as prune and wipeout
 * events); FALSE when the domain is empty. */
gboolean     qd_csp_solver_remove_value   (QdCspSolver *solver, guint var, guint value);
/* Removes the values from..to-1 (those still there): one trailed change a
 * domain word, for the bounds a propagator narrows; FALSE when the domain is
 * empty (an empty range changes nothing). */
gboolean     qd_csp_solver_remove_range   (QdCspSolver *solver, guint var, guint from, guint to);
/* Asks keep (value, data) of each value from..to-1 still in var's domain,
 * in ascending order, and removes those it says no to: one trailed change a
 * domain word.  keep must not change domains.  FALSE when the domain is
 * empty. */
typedef gboolean (*QdCspKeepFunc) (guint value, gpointer data);
gboolean     qd_csp_solver_filter         (QdCspSolver *solver, guint var, guint from, guint to,
                                           QdCspKeepFunc keep, gpointer data);
/* Keeps only the values for which keep[value] is TRUE. */
gboolean     qd_csp_solver_restrict       (QdCspSolver *solver, guint var, const gboolean *keep);
/* Keeps only the values 0..63 whose bit is set in `keep` (values from 64 on
 * are kept). */
gboolean     qd_csp_solver_restrict_word  (QdCspSolver *solver, guint var, guint64 keep);
void         qd_csp_solver_count_check    (QdCspSolver *solver, guint64 n);
/* Inside a propagator's `propagate`: the state its class made for this
 * solver (state_new), or NULL. */
gpointer     qd_csp_solver_state          (QdCspSolver *solver);

const char  *qd_csp_var_order_to_string   (QdCspVarOrder order);
const char  *qd_csp_val_order_to_string   (QdCspValOrder order);
const char  *qd_csp_inference_to_string   (QdCspInference inference);
gboolean     qd_csp_var_order_from_string (const char *text, QdCspVarOrder *order);
gboolean     qd_csp_val_order_from_string (const char *text, QdCspValOrder *order);
gboolean     qd_csp_inference_from_string (const char *text, QdCspInference *inference);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdCsp, qd_csp_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdCspSolver, qd_csp_solver_free)

G_END_DECLS
