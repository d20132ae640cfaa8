/* qd-strips-space.h — a ground planning task (qd-strips.h) as a state space
 * for the search engine (qd-space.h): forward state-space search, AIMA 4e
 * section 11.2.1.
 *
 * - A state is the task's bitset: n_words 64-bit words (state_size =
 *   8 × n_words bytes), equal states equal bytes.
 * - An action is an operator's number; a step's cost the operator's cost
 *   (a whole number, possibly 0: best-first search handles zero-cost steps,
 *   qd-space.h says how).
 * - The successors are the applicable operators in the task's order (their
 *   numbers ascending), given a batch at a time (QdSpace.expand_batch: the
 *   engine's buffers hold a node's successors, not one state per operator
 *   of the task, and its stop flag and clock are read between batches).
 *   Finding them does not scan every operator: each operator is watched by
 *   one of its preconditions (the one the fewest operators need), so only
 *   the operators watched by a fact of the state, and those without
 *   preconditions, are tested.  Nothing is allocated per node.
 * - A child whose estimate is QD_STRIPS_DEAD_END (the goal unreachable
 *   even in the relaxation) is pruned: not generated, not counted in the
 *   engine's `generated`, counted by qd_strips_space_pruned.  The start's
 *   heuristic is INFINITY when it is a dead end.
 * - A state's estimate is computed once: the space keeps every state it
 *   evaluated with its value (a state generated again, as most are, costs
 *   a lookup, not a heuristic's evaluation), up to
 *   QD_STRIPS_SPACE_MEMO_BYTES of them (then the states evaluated later
 *   are evaluated each time they are generated); the memo's bytes count
 *   in the run's QdSpaceOptions.max_bytes (QdSpace.held_bytes).  The
 *   planner's searches (quandary-cli plan, the Planning tab) take
 *   qd_memory_default_limit () (qd-memory.h) as max_bytes unless told,
 *   and no node limit.
 * - max_steps is the task's operator count (a bound the engine does not
 *   allocate by).
 *
 * A space keeps scratch buffers: one search at a time on it.
 */
#pragma once

#include "qd-space.h"
#include "qd-strips.h"
#include "qd-strips-heuristic.h"

G_BEGIN_DECLS

/* The bytes of the states kept with their estimates at most (1 GiB). */
#define QD_STRIPS_SPACE_MEMO_BYTES (G_GUINT64_CONSTANT (1) << 30)

/* A state's estimate of its cost to the goal (QD_STRIPS_DEAD_END: none). */
typedef guint64 (*QdStripsEstimate) (gpointer data, const guint64 *state);

/* The space of `strips` (which must outlive it), h from `estimate` (NULL:
 * h = 0 everywhere). */
QdSpace *qd_strips_space_new    (const QdStrips *strips, QdStripsEstimate estimate, gpointer data);
/* The same with h a heuristic's value (qd-strips-heuristic.h; it must
 * outlive the space). */
QdSpace *qd_strips_space_new_heuristic (const QdStrips *strips, QdStripsHeuristic *heuristic);
void     qd_strips_space_free   (QdSpace *space);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdSpace, qd_strips_space_free)
/* The children pruned as dead ends so far. */
guint64  qd_strips_space_pruned (const QdSpace *space);

G_END_DECLS
