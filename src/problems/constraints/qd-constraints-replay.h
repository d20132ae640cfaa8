/* qd-constraints-replay.h — a backtracking search (bt, forward checking,
 * MAC) recorded for the Constraints tab's replay: the engine's events
 * (core/qd-csp.h's QdCspListener), each removed value with the constraint
 * that rules it out, grouped into the steps a class watches — an
 * assignment with its inference, a wipe-out, a backtrack, a solution — and
 * the network's state after any step rebuilt from them.
 *
 * The recording runs on the search's worker: it appends to two growing
 * arrays and allocates nothing else per event; it keeps the first
 * `max_steps` steps and counts the rest. */
#pragma once

#include <glib.h>

#include "core/qd-csp.h"
#include "problems/csp/qd-csp-model.h"

G_BEGIN_DECLS

typedef enum {
  QD_CONSTRAINTS_EVENT_ASSIGN,     /* var := value */
  QD_CONSTRAINTS_EVENT_PRUNE,      /* value removed from var by inference */
  QD_CONSTRAINTS_EVENT_REJECT,     /* bt: var = value breaks a constraint, not tried */
  QD_CONSTRAINTS_EVENT_WIPEOUT,    /* var's domain emptied */
  QD_CONSTRAINTS_EVENT_BACKTRACK,  /* var := value undone */
  QD_CONSTRAINTS_EVENT_SOLUTION,   /* value: its number, 1 first */
  QD_CONSTRAINTS_EVENT_BACKJUMP,   /* a dead end at var (every value failed); value: the depth
                                    * the search goes back to (0: none, the search ends) */
  QD_CONSTRAINTS_EVENT_CONFLICT,   /* var: one of the dead end's conflict set, by depth */
} QdConstraintsEventKind;

typedef struct {
  guint8 kind;                     /* QdConstraintsEventKind */
  guint depth;                     /* variables assigned when it happened */
  guint var;
  guint value;
  /* PRUNE, REJECT: the constraint that rules the value out given the
   * assignment (one on the variable just assigned first); -1 when none does
   * alone (arc consistency's chains). */
  gint constraint;
} QdConstraintsEvent;

typedef enum {
  QD_CONSTRAINTS_STEP_PROPAGATE,   /* prunings before the search */
  QD_CONSTRAINTS_STEP_ASSIGN,      /* an assignment, its inference (and the values rejected before it) */
  QD_CONSTRAINTS_STEP_WIPEOUT,
  QD_CONSTRAINTS_STEP_BACKTRACK,   /* (after rejected values: a dead end) */
  QD_CONSTRAINTS_STEP_SOLUTION,
  QD_CONSTRAINTS_STEP_BACKJUMP,    /* backjumping: a dead end, its conflict set and where it goes
                                    * back to (the backtracks that follow are steps of their own) */
} QdConstraintsStepKind;

typedef struct {
  guint8 kind;                     /* QdConstraintsStepKind */
  guint first, n_events;           /* its events */
  guint main;                      /* the event that names it (the assignment, …) */
} QdConstraintsStep;

typedef struct {
  GArray *events;                  /* QdConstraintsEvent */
  GArray *steps;                   /* QdConstraintsStep */
  guint max_steps;
  guint64 n_counted;               /* every step, kept or not */
  QdCspInference inference;
  /* Branch and bound: the objective of solution i + 1 (gint64), each
   * better than the one before; NULL without an objective. */
  GArray *objectives;
  /* While recording. */
  gboolean pending;                /* the last step is rejected values waiting for what follows */
  gboolean full;
  guint n_solutions;
} QdConstraintsReplay;

QdConstraintsReplay *qd_constraints_replay_new   (QdCspInference inference, guint max_steps);
QdConstraintsReplay *qd_constraints_replay_copy  (const QdConstraintsReplay *replay);
void                 qd_constraints_replay_free  (QdConstraintsReplay *replay);
guint                qd_constraints_replay_n_steps (const QdConstraintsReplay *replay);
gboolean             qd_constraints_replay_truncated (const QdConstraintsReplay *replay);
/* Step `step`, 1 … n_steps. */
const QdConstraintsStep  *qd_constraints_replay_step  (const QdConstraintsReplay *replay, guint step);
const QdConstraintsEvent *qd_constraints_replay_event (const QdConstraintsReplay *replay, guint i);

/* The network after step `step` (0: before any): values[var] the value
 * assigned (-1: none); removed[var * stride + value] the step that removed
 * the value (1 …), 0 while it is in the domain.  n_vars and stride as the
 * engine's (stride at least every domain's size). */
void qd_constraints_replay_state (const QdConstraintsReplay *replay, guint step, guint n_vars, gint *values,
                                  guint *removed, guint stride);
/* Step `step` in a sentence for people: "Assigned WA = red; forward
 * checking removed red from NT and SA (WA != NT, WA != SA)." */
char *qd_constraints_replay_explain (const QdConstraintsReplay *replay, const QdCspModel *model, guint step);

/* Branch and bound: the number (1 …) of the last solution at or before
 * step `step`, 0 when none. */
guint qd_constraints_replay_solution_at (const QdConstraintsReplay *replay, guint step);

/* Where an optimisation stands, for its "Objective" row. */
typedef enum {
  QD_CONSTRAINTS_OBJECTIVE_SEARCHING,   /* the search goes on (or is replayed): the best so far */
  QD_CONSTRAINTS_OBJECTIVE_OPTIMAL,     /* the search ended: the best is proven optimal */
  QD_CONSTRAINTS_OBJECTIVE_STOPPED,     /* stopped before the proof */
} QdConstraintsObjectiveState;

/* "Objective: 17 (best so far)", "Objective: 11 — optimal", "Objective:
 * best 11 (stopped)"; without a solution (`found` FALSE) "Objective: no
 * solution yet", "Objective: no solution", "Objective: none found
 * (stopped)".  Translated; to free. */
char *qd_constraints_objective_text (QdConstraintsObjectiveState state, gboolean found, gint64 value);

/* The constraints on each variable, for finding which rules a value out. */
typedef struct {
  guint *offsets;                  /* n_vars + 1 */
  guint *list;
} QdConstraintsVarIndex;

void qd_constraints_var_index_init  (QdConstraintsVarIndex *index, const QdCsp *csp);
/* Only the constraints of at least `min_arity` variables. */
void qd_constraints_var_index_init_arity (QdConstraintsVarIndex *index, const QdCsp *csp, guint min_arity);
void qd_constraints_var_index_clear (QdConstraintsVarIndex *index);
/* The first constraint on `var` that `values` (an assignment, -1 for
 * unassigned; restored on return) breaks with var = value, one on `with`
 * (>= 0) first; -1 when none does. */
gint qd_constraints_ruled_out_by (const QdCsp *csp, const QdConstraintsVarIndex *index, gint *values, guint var,
                                  guint value, gint with);

/* A pairwise "x != y" on `var` that an alldifferent on both variables
 * states too (the model adds both: data/FORMATS.md): that alldifferent,
 * as the file says it; else `c`.  `index` may hold only the constraints of
 * three variables or more (qd_constraints_var_index_init_arity). */
gint qd_constraints_alldifferent_of (const QdCsp *csp, const QdConstraintsVarIndex *index, guint c, guint var);

/* The recorder: a listener (`qd_constraints_recorder_listener`, with the
 * recorder as its data) that records into a replay. */
typedef struct {
  QdConstraintsReplay *replay;     /* borrowed */
  const QdCsp *csp;
  QdConstraintsVarIndex index;
  gint *values;                    /* the assignment as the events tell it */
  gint last_var;                   /* the variable assigned last */
  /* Set after init when the model has an objective: each solution's
   * value goes to replay->objectives. */
  const QdCspModel *model;
} QdConstraintsRecorder;

void qd_constraints_recorder_init  (QdConstraintsRecorder *recorder, QdConstraintsReplay *replay, const QdCsp *csp);
void qd_constraints_recorder_clear (QdConstraintsRecorder *recorder);
extern const QdCspListener qd_constraints_recorder_listener;

G_END_DECLS
