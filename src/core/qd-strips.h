/* qd-strips.h — a ground planning task (STRIPS with negative
 * preconditions, conditional effects and action costs), the form every
 * planning search, heuristic and planning graph of Quandary works on.
 *
 * A task is made by grounding a PDDL domain and problem (the planning
 * problem's grounding), or by hand in a test.  Facts are
 * numbered 0 .. n_facts - 1; a state is the set of the facts that hold, a
 * bitset of n_words 64-bit words (fact f is bit f % 64 of word f / 64;
 * the bits past n_facts are 0), so two states are equal when their bytes
 * are (QdSpace's contract).  Facts that no operator changes (static facts)
 * are not facts of the task: grounding evaluates them away.
 *
 * An operator applies in a state when its positive preconditions hold and
 * its negative ones do not.  Applying it: every conditional effect whose
 * condition holds in the state before is triggered (conditions are read in
 * the state before any change); then the deletes (unconditional and
 * triggered) are made, then the adds, so a fact both deleted and added
 * holds after (PDDL's semantics, as qd-plan.h says).
 *
 * Lists of facts are runs of QdStrips.pool: (first, n).  An operator's cost
 * is a whole number >= 0 (1 for every operator of a task without action
 * costs); a plan's cost is the sum of its operators' costs.
 *
 * An artificial operator (grounding's, for a goal that is not a conjunction
 * of literals: it adds the fact that stands for the goal) is part of the
 * search but not of the plan printed: qd_strips_plan_cost and the plan's
 * text leave it out.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  guint32 first, n;            /* facts QdStrips.pool[first .. first + n) */
} QdStripsFacts;

typedef struct {
  QdStripsFacts pre;           /* must hold */
  QdStripsFacts neg;           /* must not hold */
  QdStripsFacts add, del;      /* unconditional effects */
  guint32 first_effect, n_effects;  /* conditional effects QdStrips.effects[first .. first + n) */
  guint64 cost;
  char *name;                  /* "(pick ball1 rooma left)", lower case, as a plan writes it */
  gboolean artificial;
} QdStripsOp;

typedef struct {
  QdStripsFacts pre, neg;      /* the condition: facts that must hold, facts that must not */
  QdStripsFacts add, del;      /* what it makes true and false when triggered */
} QdStripsEffect;

typedef struct {
  guint n_facts;
  char **fact_names;           /* "(on a b)", n_facts */
  guint *fact_group;           /* the predicate's number of each fact (for grouping), n_facts */
  guint n_ops;
  QdStripsOp *ops;
  guint n_effects;
  QdStripsEffect *effects;
  GArray *pool;                /* guint32 facts */
  guint n_words;               /* a state's 64-bit words: (n_facts + 63) / 64, at least 1 */
  guint64 *init;               /* the initial state, n_words */
  QdStripsFacts goal, goal_neg;  /* the goal: facts that must hold, facts that must not */
  gboolean has_costs;          /* the task has action costs (else every operator costs 1) */
} QdStrips;

/* An empty task (no facts, no operators); fill it and call qd_strips_seal. */
QdStrips *qd_strips_new (void);
void      qd_strips_free (QdStrips *strips);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdStrips, qd_strips_free)

/* Building by hand (tests) or by grounding: a fact (its name copied), a run
 * of facts appended to the pool, an operator (its lists runs of the pool,
 * its name copied), a conditional effect of the last operator added.
 * qd_strips_seal sizes the states and allocates the initial state (every
 * fact false); set its bits with qd_strips_set. */
guint     qd_strips_add_fact (QdStrips *strips, const char *name, guint group);
QdStripsFacts qd_strips_add_list (QdStrips *strips, const guint32 *facts, guint n);
guint     qd_strips_add_op (QdStrips *strips, const char *name, QdStripsFacts pre, QdStripsFacts neg,
                            QdStripsFacts add, QdStripsFacts del, guint64 cost);
void      qd_strips_add_effect (QdStrips *strips, QdStripsFacts pre, QdStripsFacts neg, QdStripsFacts add,
                                QdStripsFacts del);
void      qd_strips_seal (QdStrips *strips);

/* A run's facts (NULL when it is empty: never an offset from a NULL
 * pointer, which UBSan refuses). */
static inline const guint32 *
qd_strips_list (const QdStrips *strips, QdStripsFacts facts)
{
  return facts.n > 0 ? &g_array_index (strips->pool, guint32, facts.first) : NULL;
}

/* An operator's conditional effects, op->n_effects of them (NULL when none). */
static inline const QdStripsEffect *
qd_strips_op_effects (const QdStrips *strips, const QdStripsOp *op)
{
  return op->n_effects > 0 ? strips->effects + op->first_effect : NULL;
}

static inline gboolean
qd_strips_holds (const guint64 *state, guint32 fact)
{
  return (state[fact >> 6] >> (fact & 63)) & 1;
}

static inline void
qd_strips_set (guint64 *state, guint32 fact)
{
  state[fact >> 6] |= G_GUINT64_CONSTANT (1) << (fact & 63);
}

static inline void
qd_strips_unset (guint64 *state, guint32 fact)
{
  state[fact >> 6] &= ~(G_GUINT64_CONSTANT (1) << (fact & 63));
}

/* Whether every fact of `holding` holds and none of `missing` does. */
gboolean  qd_strips_satisfied (const QdStrips *strips, const guint64 *state, QdStripsFacts holding,
                               QdStripsFacts missing);
gboolean  qd_strips_applicable (const QdStrips *strips, const guint64 *state, guint op);
/* The successor of `state` by operator `op` (applicable) into `out`
 * (n_words; may not be `state`). */
void      qd_strips_apply (const QdStrips *strips, const guint64 *state, guint op, guint64 *out);
gboolean  qd_strips_is_goal (const QdStrips *strips, const guint64 *state);
/* The sum of the operators' costs, artificial ones left out. */
guint64   qd_strips_plan_cost (const QdStrips *strips, const guint *ops, guint n);
/* Whether some operator has conditional effects. */
gboolean  qd_strips_has_conditional_effects (const QdStrips *strips);

/* A copy of `s` with its facts and operators numbered by their names, each
 * list ascending (qd-strips-canonical.c); *op_original (a new array) gives
 * each of the copy's operators its number in `s`. */
QdStrips *qd_strips_canonical (const QdStrips *s, guint32 **op_original);
/* The same with the facts numbered by `fact_key` (n_facts; NULL: none),
 * ties by name: qd_strips_mutex_fact_keys numbers them as Fast Downward's
 * translator does. */
QdStrips *qd_strips_canonical_by (const QdStrips *s, const guint64 *fact_key, guint32 **op_original);

G_END_DECLS
