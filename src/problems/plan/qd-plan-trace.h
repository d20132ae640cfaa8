/* qd-plan-trace.h — a plan stepped through: the state after each action,
 * and what each action read and changed, by the validator's semantics
 * (qd-plan-validate.h), for the Planning tab's steps and pictures.
 *
 * A state is its atoms as text, "(on a b)", sorted (strcmp), one string
 * each.  The trace stops at the first action that does not apply; the
 * verdict is the validator's own (qd_plan_check). */
#pragma once

#include "qd-plan-validate.h"

G_BEGIN_DECLS

typedef struct {
  char *text;                /* "(on a b)" */
  gboolean positive;         /* FALSE: read under a `not` ((not (on a b))) */
  gboolean holds;            /* the atom is in the state it was read in */
} QdPlanLiteral;

typedef struct {
  char *action;              /* as the plan writes it, lower case: "(move c a table)" */
  guint line;                /* its line in the plan */
  GArray *precondition;      /* QdPlanLiteral: its precondition's atoms in the state before it */
  GPtrArray *adds;           /* atom texts it adds (sorted) */
  GPtrArray *deletes;        /* atom texts it deletes and does not add (sorted) */
} QdPlanTraceStep;

typedef struct {
  GPtrArray *states;         /* GPtrArray of atom texts: the initial state, then one after each step */
  GPtrArray *steps;          /* QdPlanTraceStep: the actions applied */
  QdPlanTraceStep *failing;  /* the action whose precondition fails (its precondition, nothing
                              * changed), or NULL */
  QdPlanCheck check;         /* the verdict */
} QdPlanTrace;

/* The plan `text` (`name` starts the errors) run on the task; NULL with an
 * error only when it is not a readable plan (qd_plan_check's). */
QdPlanTrace *qd_plan_trace_new   (const QdPlanTask *task, const char *text, gsize length, const char *name,
                                  GError **error);
void         qd_plan_trace_free  (QdPlanTrace *trace);
/* The state after `k` actions (0: the initial state; k <= steps->len). */
GPtrArray   *qd_plan_trace_state (const QdPlanTrace *trace, guint k);
/* The goal's atoms read in `state` (atom texts): QdPlanLiteral, to free
 * (g_array_unref). */
GArray      *qd_plan_goal_literals (const QdPlanTask *task, GPtrArray *state);
/* The initial state alone, as a trace of no step (an empty plan). */
QdPlanTrace *qd_plan_trace_initial (const QdPlanTask *task);

/* A fact's words: "(at c1 sfo)" gives { "at", "c1", "sfo", NULL } (to free). */
char       **qd_plan_fact_words  (const char *fact);
/* The arity of the task's predicate `name`, or -1 when the domain declares
 * none of that name. */
gint         qd_plan_task_predicate_arity (const QdPlanTask *task, const char *name);
/* The type of the object `name` (its first, "object" for none), or NULL
 * when it is no object of the task. */
const char  *qd_plan_task_object_type (const QdPlanTask *task, const char *name);
/* The objects the argument `arg` (from 0) of the predicate `name` takes:
 * the task's objects of its declared type (constants first, in their
 * order; the names borrowed from the task), whether any fact names them
 * or not, so a picture keeps an emptied place.  NULL when the predicate is
 * unknown or the argument untyped (`object`: every object fits). */
GPtrArray   *qd_plan_task_argument_objects (const QdPlanTask *task, const char *name, guint arg);
/* Whether the predicate is static: no action's effect adds or deletes it,
 * so its facts are those of the init in every state (the grounding
 * evaluates them away). */
gboolean     qd_plan_task_predicate_static (const QdPlanTask *task, const char *name);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdPlanTrace, qd_plan_trace_free)

G_END_DECLS
