/* qd-plan-edit.h — a PDDL problem's init and goal edited without writing
 * PDDL (the Planning tab's Facts list): a fact put into or taken out of
 * the (:init …) section, a fact made a goal or not, the problem's text
 * rewritten in those sections alone — every other byte, its comments and
 * its layout kept; a fact added on a line of its own takes the indentation
 * of the section's last fact.
 *
 * A fact is an atom as a plan writes it, "(on a b)"; it is matched in the
 * text in any case and spacing.  The goal is editable when it is a
 * conjunction of atoms: (and ATOM …), (and) or a single atom; any other
 * goal (a negation, a disjunction, a quantifier) is edited as text. */
#pragma once

#include "qd-plan.h"

G_BEGIN_DECLS

/* The text of the problem `text` with `fact` in (`in`) or out of its
 * init; NULL with an error (QD_PLAN_ERROR_READ) when the text has no
 * (:init …) section.  A fact already as asked gives the text unchanged. */
char     *qd_plan_edit_init (const char *text, const char *fact, gboolean in, GError **error);
/* The same for the goal: NULL with an error (QD_PLAN_ERROR_UNSUPPORTED)
 * when the goal is no conjunction of atoms. */
char     *qd_plan_edit_goal (const char *text, const char *fact, gboolean in, GError **error);
/* The goal's atoms (their keys, "(on a b)", lower case, one blank between
 * symbols) into `atoms` when the goal is a conjunction of atoms; FALSE
 * otherwise (or no goal). */
gboolean  qd_plan_edit_goal_atoms (const char *text, GPtrArray *atoms);

/* The task's predicates, in their order (names, to free: g_strfreev). */
char    **qd_plan_task_predicate_names (const QdPlanTask *task);
/* The objects (and constants) that fit argument `arg` of predicate `name`
 * (to free: g_strfreev); NULL for an unknown predicate or argument. */
char    **qd_plan_task_objects_for (const QdPlanTask *task, const char *name, guint arg);

G_END_DECLS
