/* qd-strips-satplan.h — planning as satisfiability (SATPLAN: AIMA 4e
 * §11.2.3 and fig. 7.22; Kautz & Selman 1992, 1996) on a ground task
 * (qd-strips.h), solved by Quandary's CDCL solver (qd-sat.h).
 *
 * For T = 0, 1, 2, … up to a maximum horizon, the task is encoded as a CNF
 * formula whose models are the plans of exactly T steps, and solved:
 *
 * - variables: a fluent F^t for each fact and time 0..T, an action A^t for
 *   each operator and step 0..T-1, an effect trigger E^t (E^t ⇔ A^t ∧ its
 *   condition) for each conditional effect, and the auxiliary variables of
 *   the at-most-one constraint;
 * - the initial state: F^0 for each fact of it (the other facts are false
 *   at time 0);
 * - the goal at T: F^T for its facts, ¬F^T for its negated ones;
 * - preconditions: A^t ⇒ p^t for each p, A^t ⇒ ¬n^t for each negative n;
 * - effects: A^t ⇒ a^{t+1} for each add; A^t ⇒ ¬d^{t+1} for each delete,
 *   unless A also adds d (PDDL: a fact both deleted and added holds after),
 *   or, when a conditional effect of A may add d, A^t ⇒ ¬d^{t+1} ∨ E_1^t ∨ …
 *   over those effects; the same for a triggered effect E (E ⇒ its adds,
 *   E ⇒ ¬d ∨ the other effects of its operator that add d);
 *   E^t ⇒ A^t, E^t ⇒ its condition, A^t ∧ condition ⇒ E^t;
 * - explanatory frame axioms (Kautz & Selman 1996): F^t ∧ ¬F^{t+1} ⇒ one of
 *   the actions or triggered effects that delete F (and do not also add
 *   it); ¬F^t ∧ F^{t+1} ⇒ one of those that add F;
 * - exactly one action per step (the sequential encoding): one clause
 *   A_1^t ∨ … ∨ A_n^t, and at most one of them, by Sinz's sequential
 *   counter (2005: n - 1 auxiliary variables s_i, 3n - 4 clauses:
 *   ¬A_1 ∨ s_1; for 1 < i < n ¬A_i ∨ s_i, ¬s_{i-1} ∨ s_i, ¬A_i ∨ ¬s_{i-1};
 *   ¬A_n ∨ ¬s_{n-1}) or pairwise (n(n-1)/2 clauses ¬A_i ∨ ¬A_j).
 *
 * A model gives a plan of exactly T actions, read from the A^t true in it;
 * so the first satisfiable horizon is the fewest actions of any plan (on a
 * task without action costs, its optimal cost).  An artificial operator
 * (grounding's goal operator) takes a step like any other: the plan
 * printed, which leaves it out, then has one action fewer than the horizon.
 *
 * Pruning: the delete relaxation gives each fact the first time it can
 * hold (its level: 0 for the initial state) and each operator the first
 * step it can be applied (the greatest level of its preconditions; a
 * conditional effect, that of its operator and its condition).  A fluent
 * or an action before its level has no variable: it is false, and the
 * clauses are simplified accordingly (a clause with a true literal is
 * dropped, false literals are left out).  With `mutexes` (the default) and
 * a task that makes a planning graph (qd-strips-graph.h: no conditional
 * effects, within its limits), a fluent exists only when its fact is in
 * S_t and an action only when it is in A_t (its preconditions pairwise
 * not mutex), and each pair of facts mutex in S_t gets the clause
 * ¬f^t ∨ ¬g^t: Blum & Furst's mutexes hold in every state a plan reaches
 * in t steps, so no plan is lost, and the solver is spared rediscovering
 * them (blocks-world 7-1's 22 steps: 13.6 s without, 0.4 s with them).
 * The counts of each horizon are
 * those of the formula given to the solver.  A goal fact that never gets a
 * level proves the task unsolvable (QD_SATPLAN_UNREACHABLE); otherwise
 * no plan within the maximum horizon proves nothing (QD_SATPLAN_HORIZON).
 *
 * The parallel encoding (QD_SATPLAN_PARALLEL; Kautz & Selman 1996's
 * ∀-step plans, AIMA's "action exclusion axioms" for interfering actions
 * only) replaces "exactly one action per step" by ¬A^t ∨ ¬B^t for every
 * pair that interferes: one deletes a precondition or an add of the
 * other, or adds a fact the other needs false.  Any order of a step's
 * actions is then a valid sequence.  The first satisfiable horizon is the
 * fewest steps, not the fewest actions: its plan may have more actions
 * than the sequential one (logistics, gripper: several trucks or hands
 * act at once).  It refuses conditional effects (QD_SATPLAN_CONDITIONAL):
 * whether two such actions interfere depends on the state.
 *
 * Each horizon gets a new solver (the formula of T + 1 is not an extension
 * of that of T: the goal moves).  The stop flag is passed to the solver
 * and read between horizons.
 */
#pragma once

#include <glib.h>

#include "qd-sat.h"
#include "qd-strips.h"

G_BEGIN_DECLS

#define QD_SATPLAN_DEFAULT_MAX_HORIZON 100
/* The literals of one horizon's formula at most (4 bytes each, and the
 * solver's copy): past them the run ends, QD_SATPLAN_TOO_BIG. */
#define QD_SATPLAN_MAX_LITERALS (64 * 1024 * 1024)

typedef enum {
  QD_SATPLAN_COUNTER,        /* Sinz's sequential counter: linear size (the default) */
  QD_SATPLAN_PAIRWISE,       /* ¬A_i ∨ ¬A_j for every pair */
} QdSatplanAtMostOne;

typedef enum {
  QD_SATPLAN_SEQUENTIAL,     /* exactly one action per step: the fewest actions (the default) */
  QD_SATPLAN_PARALLEL,       /* ∀-step: pairwise non-interfering actions per step: the fewest steps */
} QdSatplanSteps;

typedef enum {
  QD_SATPLAN_SOLVED,         /* a plan of the fewest actions */
  QD_SATPLAN_UNREACHABLE,    /* a goal fact is not reachable even ignoring deletes: no plan */
  QD_SATPLAN_HORIZON,        /* no plan of at most max_horizon actions (one may be longer) */
  QD_SATPLAN_STOPPED,        /* the stop flag was set */
  QD_SATPLAN_CONDITIONAL,    /* the parallel encoding was asked of a task with conditional effects */
  QD_SATPLAN_TOO_BIG,        /* a horizon's formula would pass QD_SATPLAN_MAX_LITERALS (its record: BUDGET) */
} QdSatplanStatus;

/* One horizon's formula and its solving. */
typedef struct {
  guint horizon;
  guint n_vars;
  guint64 n_clauses;
  QdSatResult result;        /* SAT, UNSAT, STOPPED, or BUDGET: the formula too big, not solved */
  QdSatStats stats;          /* the solver's (all 0 when the encoding has an empty clause) */
  gint64 encode_us, solve_us;
} QdSatplanHorizon;

typedef struct {
  guint max_horizon;         /* 0: QD_SATPLAN_DEFAULT_MAX_HORIZON */
  QdSatplanSteps steps;      /* QD_SATPLAN_SEQUENTIAL by default */
  QdSatplanAtMostOne at_most_one;   /* sequential steps */
  gboolean mutexes;          /* the planning graph's pruning and mutexes (below); TRUE by default */
  const gint *stop;          /* optional, read atomically; non-zero stops */
  /* Optional: called after each horizon is solved (from the calling thread). */
  void (*horizon_done) (gpointer data, const QdSatplanHorizon *horizon);
  gpointer data;
} QdSatplanOptions;

typedef struct {
  QdSatplanStatus status;
  GArray *horizons;          /* QdSatplanHorizon, one per horizon tried, in order */
  GArray *ops;               /* guint: the plan's operators (SOLVED), artificial ones included; in
                              * parallel, each step's in the operators' order */
  gint64 time_us;            /* the whole run */
} QdSatplanResult;

void     qd_satplan_options_init (QdSatplanOptions *options);
/* Runs SATPLAN on `strips`; `result` is filled (clear it). */
void     qd_strips_satplan (const QdStrips *strips, const QdSatplanOptions *options, QdSatplanResult *result);
void     qd_satplan_result_clear (QdSatplanResult *result);
/* A horizon's result as the command prints it: "sat", "unsat", "stopped",
 * "too-big" (not translated). */
const char *qd_satplan_result_word (QdSatResult result);

G_END_DECLS
