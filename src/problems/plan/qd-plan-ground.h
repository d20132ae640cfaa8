/* qd-plan-ground.h — a PDDL task (qd-plan.h) grounded into the ground task
 * every planner of Quandary works on (core/qd-strips.h).
 *
 * Reachability.  Grounding computes the facts and actions reachable in the
 * delete relaxation from the initial state (deletes and negative
 * preconditions ignored), as Helmert's translator does (Helmert 2009,
 * "Concise finite-domain representations for PDDL planning tasks"): only
 * those become facts and operators.  An action's parameters are bound by a
 * join over the positive atoms of its precondition's top-level conjunction
 * (each new fact joined with the facts reached before it, so that every
 * binding is found once), never by the cross product of all objects; a
 * parameter no such atom binds ranges over the objects of its type that
 * satisfy the precondition's one-argument static atoms.  Types and
 * equality are checked on every binding.
 *
 * Static facts.  A predicate that no action's effect names is static: its
 * atoms are read from the init and evaluated away.  So is a ground atom that
 * no operator changes (in the init and never deleted: always true; not in
 * the init and never added: always false): the task's facts are the atoms
 * that can change.  An operator whose precondition needs an always-false
 * atom is left out, and so is one that changes nothing.
 *
 * ADL.  A precondition (and a `when` condition, and the goal) is ground
 * under the action's binding, its quantifiers expanded over the objects of
 * their variables' types, static atoms evaluated, then put in disjunctive
 * normal form: one operator per disjunct, each named as the action.  A
 * `when` effect becomes one QdStripsEffect per disjunct of its condition; a
 * `forall` effect is expanded over its objects.  A formula whose normal form
 * has more than max_disjuncts disjuncts is refused, the error naming the
 * action (or the goal) and the bound.  A goal that is not a conjunction of
 * literals becomes an artificial fact `(goal-reached)`, added by zero-cost
 * artificial operators `(reach-goal)`, one per disjunct (qd-strips.h).
 *
 * Costs.  With :action-costs, an operator costs the sum of its
 * `(increase (total-cost) N)` effects (N a number or a static function's
 * value; an action whose function term has no value cannot be applied and
 * makes no operator; none: cost 0); without, every operator costs 1.  An
 * increase inside a `when` is refused.
 *
 * Relevance (relevant_only, for a search; off, the task keeps every
 * reachable fact for people to see).  Backward from the goal, as Fast
 * Downward's translator does: a fact is relevant when the goal or a relevant
 * operator's precondition or condition names it, an operator when it adds
 * or deletes a relevant fact; the others are left out (no plan needs them).
 *
 * Order.  Facts are in the order of their predicates' declaration, then of
 * their arguments (objects numbered as declared, the domain's constants
 * first); operators in the order of their actions' declaration, then of
 * their parameters' objects, then of the disjuncts of their precondition;
 * the artificial fact and operators last.  So a task is ground the same on
 * every machine.
 *
 * Limits.  Ground operators (action bindings accepted) and facts (fluent
 * atoms reached) are counted while they are made, and before: the bindings
 * of an action's parameters that no atom binds are counted as the product
 * of their domains before any is made, so a domain with 10^7 ground actions
 * is refused at once.  The error names the count reached and the limit.
 * The stop flag and the cancellable are read every 4,096 steps; the
 * progress block gets done = ground operators so far, nodes = facts.
 */
#pragma once

#include <gio/gio.h>

#include "core/qd-progress.h"
#include "core/qd-strips.h"
#include "qd-plan.h"

G_BEGIN_DECLS

#define QD_PLAN_GROUND_DEFAULT_MAX_OPS   5000000
#define QD_PLAN_GROUND_DEFAULT_MAX_FACTS 1000000
#define QD_PLAN_GROUND_DEFAULT_MAX_DISJUNCTS 10000

#define QD_PLAN_GROUND_ERROR (qd_plan_ground_error_quark ())
GQuark qd_plan_ground_error_quark (void);

typedef enum {
  QD_PLAN_GROUND_ERROR_LIMIT,        /* too many operators, facts or disjuncts */
  QD_PLAN_GROUND_ERROR_UNSUPPORTED,  /* a cost inside a `when` */
  QD_PLAN_GROUND_ERROR_STOPPED,      /* the stop flag or the cancellable */
} QdPlanGroundError;

typedef struct {
  guint64 max_ops;           /* 0: QD_PLAN_GROUND_DEFAULT_MAX_OPS */
  guint64 max_facts;         /* 0: QD_PLAN_GROUND_DEFAULT_MAX_FACTS */
  guint max_disjuncts;       /* 0: QD_PLAN_GROUND_DEFAULT_MAX_DISJUNCTS */
  const gint *stop;          /* optional, read atomically; non-zero stops */
  GCancellable *cancellable; /* optional */
  QdProgress *progress;      /* optional */
  gboolean relevant_only;    /* keep only the facts and operators relevant to the goal (below) */
} QdPlanGroundOptions;

typedef struct {
  guint64 n_bindings;        /* action bindings whose relaxed precondition holds */
  guint64 n_atoms;           /* fluent atoms reached in the relaxation */
  guint n_facts, n_ops, n_effects;  /* of the task made */
  gboolean goal_reachable;   /* FALSE: the goal is not reachable even in the relaxation */
  gint64 time_us;
} QdPlanGroundStats;

/* The ground task, or NULL with an error.  When the goal is not reachable
 * in the relaxation (the task is proved unsolvable), the task is made all
 * the same, its goal an artificial fact that nothing adds, and
 * stats->goal_reachable is FALSE.  `options` and `stats` may be NULL. */
QdStrips *qd_plan_ground (const QdPlanTask *task, const QdPlanGroundOptions *options, QdPlanGroundStats *stats,
                          GError **error);

G_END_DECLS
