/* qd-constraints-treerun.h — a run of the tree-structured CSP solver (AIMA
 * figure 6.11) or of cutset conditioning (section 6.5.1), core/qd-csp-tree.h,
 * recorded for the Constraints tab's replay: the topological order, each
 * cutset assignment with what it removes from the other variables, each
 * directional arc-consistency revision from the leaves, the assignments in
 * order, a wipe-out, the solution; the network's state after any step and
 * each step in a sentence.  Also the board's marks of the graph's
 * structure: the variables and constraints of a cycle, a cutset. */
#pragma once

#include "core/qd-csp-tree.h"
#include "problems/constraints/qd-constraints-replay.h"
#include "problems/csp/qd-csp-model.h"

G_BEGIN_DECLS

typedef enum {
  QD_CONSTRAINTS_TREE_STEP_ORDER,     /* the topological order */
  QD_CONSTRAINTS_TREE_STEP_CUTSET,    /* a cutset assignment, the others restricted by it */
  QD_CONSTRAINTS_TREE_STEP_REVISE,    /* MAKE-ARC-CONSISTENT (var, other): values removed from var */
  QD_CONSTRAINTS_TREE_STEP_WIPEOUT,   /* var's domain emptied */
  QD_CONSTRAINTS_TREE_STEP_ASSIGN,    /* var := value */
  QD_CONSTRAINTS_TREE_STEP_SOLUTION,
} QdConstraintsTreeStepKind;

typedef struct {
  guint8 kind;                  /* QdConstraintsTreeStepKind */
  guint var, other, value;
  /* Pairs (variable, value) in run->pairs from `first`: n_set assigned (a
   * cutset), then n_removed removed. */
  guint first, n_set, n_removed;
} QdConstraintsTreeStep;

typedef struct {
  guint n_vars;
  guint *order;                 /* the variables the tree solver orders, n_order of them */
  gint *parent;                 /* order[i]'s parent, -1 for a root */
  guint n_order;
  guint *position;              /* var → its place in the order from 1; 0: not ordered (a cutset) */
  gboolean cutset;              /* cutset conditioning */
  GArray *steps;                /* QdConstraintsTreeStep, step 1 first */
  GArray *pairs;                /* guint, two per pair */
  guint max_steps;
  guint64 n_counted;            /* every step, kept or not */
  /* While recording. */
  const QdCsp *csp;
  QdConstraintsVarIndex index;
  gint *values;
} QdConstraintsTreeRun;

/* A recording of at most `max_steps` steps; its listener (with the run as
 * its data) goes into the solver's options. */
QdConstraintsTreeRun *qd_constraints_tree_run_new   (const QdCsp *csp, guint max_steps);
void                  qd_constraints_tree_run_free  (QdConstraintsTreeRun *run);
/* The recording ended (nothing more is told; the CSP may go). */
void                  qd_constraints_tree_run_finish (QdConstraintsTreeRun *run);
extern const QdCspTreeListener qd_constraints_tree_run_listener;

guint                 qd_constraints_tree_run_n_steps (const QdConstraintsTreeRun *run);
/* Step 1 .. n_steps. */
const QdConstraintsTreeStep *qd_constraints_tree_run_step (const QdConstraintsTreeRun *run, guint step);
/* The network after `step` steps (0: before any): values[var] the value
 * assigned (-1: none); removed[var * stride + value] 0 while the value is
 * in the domain, 1 when an earlier step removed it, 2 when this step did.
 * A cutset assignment starts again from the whole domains. */
void                  qd_constraints_tree_run_state (const QdConstraintsTreeRun *run, guint step, gint *values,
                                                     guint8 *removed, guint stride);
/* The step in a sentence: "Made NT → SA consistent: removed red from NT.",
 * "Assigned SA = blue." (0: ready).  Translated; to free. */
char                 *qd_constraints_tree_run_explain (const QdConstraintsTreeRun *run, const QdCspModel *model,
                                                       guint step);

/* The board's marks of a cycle (var_marks[var] TRUE for its variables,
 * constraint_marks[c] for the constraints of two variables that join two
 * of them next to each other on it, the last to the first too); both
 * arrays cleared first. */
void                  qd_constraints_tree_cycle_marks (const QdCsp *csp, const guint *cycle, guint n_cycle,
                                                       gboolean *var_marks, gboolean *constraint_marks);
/* "SA, NT" in index order with "(smallest)" or "(greedy)": the outcome's
 * "Cycle cutset: SA (smallest)".  Translated; to free. */
char                 *qd_constraints_tree_cutset_text (const QdCspModel *model, const guint *cutset, guint n_cutset,
                                                       QdCspCutsetKind kind);

/* A whole run for the tab, on its worker: the graph, the cutset when asked
 * for, the solver recorded; or the refusal, the cycle named and marked. */
typedef struct {
  QdConstraintsTreeRun *run;    /* NULL when refused */
  char *refusal;                /* why not (translated), or NULL */
  gboolean *cycle_vars;         /* the refusal's cycle (n_vars, n_constraints), or NULL */
  gboolean *cycle_constraints;
  gboolean *cutset_vars;        /* the cutset conditioned on (n_vars), or NULL */
  char *cutset_text;            /* "Cycle cutset: SA (smallest)", or NULL */
  QdCspStatus status;
  QdCspTreeStats stats;
  gint *values;                 /* the solution, or NULL */
} QdConstraintsTreeOutcome;

/* `stop` as the solver's option; the steps recorded up to `max_steps`. */
QdConstraintsTreeOutcome *qd_constraints_tree_solve (const QdCspModel *model, gboolean cutset, const gint *stop,
                                                     guint max_steps);
void                      qd_constraints_tree_outcome_free (QdConstraintsTreeOutcome *outcome);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdConstraintsTreeRun, qd_constraints_tree_run_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdConstraintsTreeOutcome, qd_constraints_tree_outcome_free)

G_END_DECLS
