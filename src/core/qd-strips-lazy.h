/* qd-strips-lazy.h — the satisficing planner: lazy (deferred-evaluation)
 * best-first search with several open lists and preferred operators, over
 * a ground task (qd-strips.h), after LAMA (Richter & Westphal 2010;
 * Richter & Helmert 2009 for deferred evaluation and preferred operators).
 *
 * The search (one "iteration"):
 * - An open list holds entries (parent node, operator): a successor is not
 *   made when its parent is expanded, only queued with its parent's
 *   heuristic values.  Popped, the entry's state is made; if it was seen
 *   before (the table of states) it is skipped, unless the iteration
 *   reopens and the new path is cheaper (its g, the task's costs).  A new
 *   state is evaluated (each heuristic once), a dead end (the goal
 *   unreachable in the delete relaxation) dropped, a goal ends the
 *   iteration (the goal test when a state is popped), else its applicable
 *   operators are queued.
 * - The open lists (Helmert 2006's alternation): one per heuristic with
 *   every entry, and one per heuristic with the preferred entries only (an
 *   operator applicable in the state and preferred by a heuristic: h_FF's
 *   helpful actions, qd-strips-relax.h; the landmark count's, as Fast
 *   Downward 24.06's lmcount: an effect that fires adds a landmark the node
 *   still needs, not reached or needed again).  Each list has a priority; the
 *   next entry is taken from the non-empty list of least priority (ties:
 *   the first list), whose priority then goes up by 1.  When an evaluated
 *   state has a heuristic value lower than every earlier one of that
 *   heuristic, the preferred lists' priorities go down by `boost` (1000):
 *   progress is followed by a thousand turns of preferred entries.
 * - Keys: greedy, the parent's h; weighted A*, g + w·h with g the
 *   successor's (the task's costs) and h its parent's.  Equal keys are
 *   first in, first out.
 * - The heuristics: h_FF, and the landmark count (qd-strips-landmarks.h)
 *   when the task has landmarks, its reached landmarks kept with each node
 *   (those of the path that first made the state, or the cheaper one that
 *   reopened it); only h_FF's dead ends are pruned (a landmark-count dead
 *   end comes last in its lists), so that "no plan" rests on the
 *   relaxation.
 * - The heuristics count the operators' costs adapted
 *   (qd-strips-heuristic.h): 1 each in the greedy iteration, cost + 1 in
 *   the weighted ones.
 *
 * The planner (qd_strips_lazy_solve): the greedy iteration without
 * reopening (LAMA's first, Fast Downward's lama-first); then, `anytime`,
 * weighted A* iterations with w = 5, 3, 2, 1, then 1 again, each
 * restarting from the start with a fresh table, reopening, and pruning
 * every successor whose g is at least the best plan's cost (so each plan
 * found is cheaper than the last).  An iteration that exhausts its
 * entries found nothing cheaper; when a w = 1 iteration does, no plan
 * cheaper than the best exists (every state reached at g below the bound
 * was expanded at its least g), and the planner ends, the best plan
 * proved optimal.
 *
 * Storage: the state table and the chunked node records of the generic
 * engine (qd-space-private.h: a record, its state, then this engine's
 * values); entries (parent, operator) in one array grown by doubling, and
 * the open lists heaps of entry numbers (the number is the FIFO order).
 * Nothing is allocated per node; the stop flag is read between entries
 * (qd-poll.h's rule), and a run stops when its tables would pass
 * max_bytes.  One search at a time per task; any thread.
 */
#pragma once

#include <glib.h>

#include "qd-progress.h"
#include "qd-space.h"
#include "qd-strips.h"

G_BEGIN_DECLS

#define QD_STRIPS_LAZY_BOOST 1000

/* A plan found: its operators (artificial ones included), its cost (the
 * task's, artificial operators left out), the iteration (0: greedy) and
 * its weight (0: greedy). */
typedef struct {
  const guint *ops;
  guint n_ops;
  guint64 cost;
  guint iteration;
  guint weight;
} QdStripsLazyPlan;

typedef struct {
  gboolean anytime;            /* weighted A* iterations after the first plan */
  guint64 max_bytes;           /* the tables' bound (0: none) */
  guint boost;                 /* the preferred lists' boost on progress (QD_STRIPS_LAZY_BOOST) */
  gboolean no_preferred;       /* no preferred lists (tests, comparisons) */
  gboolean no_landmarks;       /* h_FF alone, without the landmark count (tests, comparisons) */
  gboolean landmark_preferred; /* the landmark count's preferred operators too (LAMA 2008 and
                                * 2011's); by default h_FF's alone, as Fast Downward 24.06's
                                * lama-first (landmark_sum's pref=false), which measures better
                                * (docs/planning-peers.md) */
  const gint *stop;            /* non-zero: stop */
  QdProgress *progress;        /* nodes: states expanded; value: the best plan's cost (-1: none) */
  /* Each plan found (cheaper than the last), on the searching thread. */
  void (*plan_found) (gpointer data, const QdStripsLazyPlan *plan);
  gpointer plan_data;
} QdStripsLazyOptions;

typedef enum {
  QD_STRIPS_LAZY_SOLVED,       /* at least one plan (the last the cheapest) */
  QD_STRIPS_LAZY_NO_SOLUTION,  /* the greedy iteration exhausted its entries: no plan exists */
  QD_STRIPS_LAZY_STOPPED,      /* stopped before a plan (stop_reason) */
} QdStripsLazyStatus;

typedef struct {
  QdStripsLazyStatus status;
  QdSpaceStopReason stop_reason;  /* why the last iteration stopped (NONE: it did not) */
  gboolean optimal;            /* a w = 1 iteration exhausted its entries: the plan is optimal */
  GArray *plan;                /* guint: the cheapest plan's operators (NULL: none) */
  guint64 cost;
  guint n_plans;               /* plans found (each cheaper than the last) */
  guint iterations;            /* iterations begun */
  guint64 expanded, evaluated, generated, dead_ends;   /* summed over the iterations */
  gint64 time_us;
} QdStripsLazyResult;

void qd_strips_lazy_options_init (QdStripsLazyOptions *options);
/* Runs the planner on `strips` (fills `out`; clear it with
 * qd_strips_lazy_result_clear).  It searches a copy whose facts are
 * numbered as Fast Downward's translator numbers them (its variables in
 * causal-graph order, then names) and whose operators are numbered by name
 * (qd_strips_canonical_by), and lists a state's successors in Fast
 * Downward's order (qd_strips_op_order), so its plans do not depend on the
 * order the files declare things in; the plans it reports are in
 * `strips`'s operator numbers. */
void qd_strips_lazy_solve (const QdStrips *strips, const QdStripsLazyOptions *options, QdStripsLazyResult *out);
void qd_strips_lazy_result_clear (QdStripsLazyResult *result);

G_END_DECLS
