/* qd-strips-mutex.h — at-most-one fact groups of a ground task (mutex
 * groups) and the finite-domain variables they make, as Fast Downward's
 * translator finds them (Helmert 2009, "Concise finite-domain
 * representations for PDDL planning tasks", section 5: monotonicity
 * invariants), here on the ground task.
 *
 * An invariant is a set of parts, each a predicate with at most one
 * "counted" argument; its other arguments are the invariant's parameters,
 * in an order given per part.  An instance (a value of the parameters) is
 * the group of the facts that have those values at those places: the
 * invariant says at most one fact of each instance holds in any reachable
 * state.  It is proved inductively: at most one in the initial state, and
 * every operator that adds a fact of an instance (i) adds no other fact of
 * it and (ii) needs a fact of the same instance that it deletes, or the
 * added fact itself (then nothing changes).  The candidates are Fast
 * Downward's: each predicate alone, with no or one counted argument; a
 * candidate that fails (ii) on an operator is extended with a part made
 * from one of that operator's deletes (its parameters matched to the
 * add's), as the translator refines its candidates.
 *
 * Why on the ground task, not the PDDL schemas: the planner's task is
 * ground (conditional effects compiled, static facts evaluated away), and
 * the ground proof needs no unification: (i) and (ii) are checked on the
 * operators themselves, which is exact where the lifted check is an
 * approximation.  A ground operator's delete can match an add's parameters
 * by coincidence (two arguments with the same object), which gives more
 * candidates than the schemas do, never a wrong group (each is proved).
 * The cost is linear in the adds of the candidates' predicates per
 * candidate (tidybot p01, 30,393 operators: test-strips-mutex.c prints it).
 *
 * The groups are the instances of two facts or more one of which holds
 * initially (the translator's "useful" groups: exactly one holds there).
 *
 * The variables: Fast Downward's greedy cover (translate/fact_groups.py's
 * choose_groups, its ties too: the groups sorted as lists of fact names):
 * the group with the most facts not yet covered becomes a variable (those
 * facts its values), again until no group has two; each fact left is a
 * variable of its own.  The facts of the goal's negative literals are left
 * out of the groups, as there.  A variable has one more value, "none of
 * those", for the states where none of its facts holds (the landmarks'
 * look-ahead, qd-strips-landmarks-dtg.c, numbers it after the facts).
 */
#pragma once

#include "qd-strips.h"

G_BEGIN_DECLS

typedef struct {
  guint n_groups;              /* the at-most-one groups (two facts or more, one true initially),
                                * each sorted, no two equal */
  guint32 *group_start;        /* group g: group_facts[group_start[g] .. group_start[g + 1]) */
  guint32 *group_facts;
  guint n_vars;                /* the variables (a cover of the facts) */
  guint32 *var_start;          /* variable v's facts: var_facts[var_start[v] .. var_start[v + 1]) */
  guint32 *var_facts;
  guint32 *var_of_fact;        /* n_facts: each fact's variable */
  guint32 *value_of_fact;      /* n_facts: its place in the variable's facts */
  guint n_candidates;          /* invariant candidates checked */
  gboolean truncated;          /* the candidates' bound was reached (fewer groups than possible) */
} QdStripsMutex;

/* The groups and variables of `strips`; NULL when *stop became nonzero
 * (stop may be NULL). */
QdStripsMutex *qd_strips_mutex_new  (const QdStrips *strips, const gint *stop);
void           qd_strips_mutex_free (QdStripsMutex *mutex);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdStripsMutex, qd_strips_mutex_free)

/* Each variable's place in the order Fast Downward's translator gives
 * them by the causal graph, G_MAXUINT32 for the variables the goal does
 * not depend on, which it leaves out: a new array of n_vars
 * (qd-strips-var-order.c). */
guint32       *qd_strips_mutex_var_order (const QdStrips *strips, const QdStripsMutex *mutex);

/* Each fact's place in Fast Downward's numbering of its task's facts: its
 * variable's place in qd_strips_mutex_var_order << 32 | its value,
 * G_MAXUINT64 for the facts of variables left out.  A new array of
 * n_facts (qd-strips-var-order.c). */
guint64       *qd_strips_mutex_fact_keys (const QdStrips *strips, const QdStripsMutex *mutex);

/* The operators in the order Fast Downward's successor generator lists
 * them: by their preconditions as lists of (variable, value) pairs, the
 * variables in qd_strips_mutex_var_order's order (those left out not
 * counted), ties by operator number; with mutex NULL, by their
 * preconditions as lists of fact numbers.  A new array of n_ops operators
 * (qd-strips-op-order.c).  On a copy numbered by names (qd_strips_canonical)
 * the ties are by names, as the translator's operators are. */
guint32       *qd_strips_op_order (const QdStrips *strips, const QdStripsMutex *mutex);

static inline guint
qd_strips_mutex_var_size (const QdStripsMutex *m, guint var)
{
  return m->var_start[var + 1] - m->var_start[var];
}

G_END_DECLS
