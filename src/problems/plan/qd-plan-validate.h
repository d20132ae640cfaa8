/* qd-plan-validate.h — a plan checked against a task by the semantics of
 * PDDL, without grounding (qd-plan.h's opening comment says the rules).
 *
 * The plan is in the IPC format: one action `(name object…)` a line, any
 * case; `;` starts a comment (so the `; cost = N (unit cost)` line planners
 * write is ignored); blank lines are skipped.  The plan may end with the
 * line `cost C` that `quandary-cli plan` prints: C must then be the cost of
 * the plan's actions.  Each action is checked in
 * turn: a known action, its arity, each object declared and of its
 * parameter's type, its precondition in the current state (quantifiers over
 * the objects of the variable's type); then its effects are applied and its
 * cost added.  At the end the goal must hold.  The first failure ends the
 * check and is explained: "(on a b) does not hold", "for ?x = a: (clear a)
 * does not hold", "none of (or …) holds".
 */
#pragma once

#include <glib.h>
#include "qd-plan.h"

G_BEGIN_DECLS

typedef enum {
  QD_PLAN_CHECK_VALID,         /* every action applies and the goal holds */
  QD_PLAN_CHECK_BAD_ACTION,    /* an unknown action, a wrong arity, an undeclared or mistyped object,
                                * a cost function's term without a value */
  QD_PLAN_CHECK_INAPPLICABLE,  /* an action whose precondition fails */
  QD_PLAN_CHECK_GOAL,          /* the actions apply but the goal does not hold after them */
  QD_PLAN_CHECK_COST,          /* a valid plan whose `cost C` line is not its cost (line, action "cost C") */
} QdPlanCheckStatus;

typedef struct {
  QdPlanCheckStatus status;
  guint n_actions;             /* actions applied (all of them when valid) */
  guint64 cost;                /* their cost (the number of actions without action costs) */
  guint line;                  /* the plan's line of the failing action (0: the goal) */
  char *action;                /* the failing action as written, lower case, "(pick b1 a left)" */
  char *message;               /* what fails, "(at b1 a) does not hold" */
} QdPlanCheck;

/* Checks the plan `text` (`name` starts the errors); FALSE with an error
 * "NAME:LINE:COLUMN: …" only when it is not a readable plan (not text,
 * unbalanced parentheses, a list inside an action).  `check` is filled
 * otherwise; clear it. */
gboolean qd_plan_check        (const QdPlanTask *task, const char *text, gsize length, const char *name,
                               QdPlanCheck *check, GError **error);
void     qd_plan_check_clear  (QdPlanCheck *check);

/* The initial state's atoms, sorted, one a line "(on a b)\n" (to free). */
char    *qd_plan_initial_text (const QdPlanTask *task);

G_END_DECLS
