/* qd-plan-practice.h — practice on a ground planning task
 * (core/qd-practice.h, core/qd-strips.h): a sequence of actions (a plan
 * found, or actions chosen at random) replayed, and on each state before an
 * action the questions of AIMA's chapter 11 asked:
 *   - "Which actions are applicable in this state?" (a set of actions; the
 *     decisions);
 *   - "What is h_max of FACT in this state?" for a fact that does not hold
 *     and costs the most of those reached (the first such in fact order),
 *     explained by the action adding it at that cost (steps);
 *   - "What is h_max of the goal in this state?" and "What is h_add …?"
 *     (numbers, ∞ for a state from which not even the relaxation reaches
 *     the goal), explained by the goal's facts' costs in the relaxation
 *     (core/qd-strips-heuristic.h, qd_strips_heuristic_explain) (steps);
 *   - "Which facts does ACTION make true?" and "… make false?": what the
 *     action played changes, facts that hold after and not before, and
 *     the reverse (steps);
 *   - on the first state only, when the task has no conditional effects:
 *     "Which pairs of facts are mutex in S1 of the planning graph?"
 *     (core/qd-strips-graph.h, the graph built from that state; pairs of
 *     positive literals, each written "(have-cake) / (eaten-cake)"), or
 *     "How many …?" when there are more than QD_PLAN_PRACTICE_MAX_PAIRS
 *     (steps);
 *   - at the end: "What is the cost of the actions played?" (end).
 * A question's `step` is the number of actions played before it.
 * Artificial operators (qd-strips.h) are never named: they are not in the
 * applicable sets, and an artificial operator played asks nothing.
 *
 * Names: an action or a fact as PDDL writes it, in any case and spacing,
 * with or without its outer parentheses ("stack a b" is "(stack a b)");
 * several may follow one another; a pair is two of them with "/" between. */
#pragma once

#include "core/qd-practice.h"
#include "core/qd-strips.h"

G_BEGIN_DECLS

/* Mutex pairs of facts listed at most; more are asked as a count. */
#define QD_PLAN_PRACTICE_MAX_PAIRS 12

/* The questions on `strips` from its initial state through `ops` (n_ops
 * operators).  NULL with an error (QD_PLAN_ERROR_INVALID) when an operator
 * is not applicable where it is played.  `strips` is read while the
 * questions are made, not after. */
QdPractice     *qd_plan_practice_new   (const QdStrips *strips, const guint *ops, guint n_ops, GError **error);
/* The state at `step` (0 .. n_ops), NULL past the last. */
const guint64  *qd_plan_practice_state (const QdPractice *practice, guint step);
/* A name as the questions compare it: lower case, one blank between
 * symbols, outer parentheses added to "on a b"; several terms are returned
 * joined by '\n'; a pair "A / B" as its two terms in the order of the
 * bytes, " / " between; NULL when it is no term.  Free it. */
char           *qd_plan_practice_key   (const char *typed);
/* The first operator without conditional effects that adds `fact` at its
 * cost in the relaxation whose fact costs are `fact_cost` (h_max's when
 * `max`, else h_add's: qd_strips_heuristic_explain): its cost plus its
 * dearest (or summed) preconditions' costs; -1 when none does (the fact
 * holds, is not reached, or only a conditional effect adds it). */
gint            qd_plan_practice_achiever (const QdStrips *strips, const guint64 *fact_cost, guint32 fact,
                                           gboolean max);
/* The practice as text, every question in order: "step K: QUESTION", then
 * "  answer: A" and "  why: W" (`quandary-cli plan … --practice`). */
char           *qd_plan_practice_to_text (const QdPractice *practice);

G_END_DECLS
