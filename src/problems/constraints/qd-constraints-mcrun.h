/* qd-constraints-mcrun.h — the first repair steps of a min-conflicts run
 * (core/qd-local.h) recorded for the Constraints tab's replay and practice:
 * the start, then for each step the variables in conflict it drew from,
 * the variable drawn, every value's count of violated constraints, the
 * values passed over as tabu, the values of fewest conflicts it drew among
 * and the value given.  Recording is a run of its own, capped at a few
 * steps (the options' seed gives the same steps as the unrecorded run);
 * the unrecorded run scores nothing more. */
#pragma once

#include "core/qd-local.h"
#include "core/qd-owned.h"
#include "problems/csp/qd-csp-model.h"

G_BEGIN_DECLS

typedef struct {
  guint var, from, value;
  gboolean walk;                /* a random walk: the value drawn, not scored */
  guint violated;               /* constraints violated after the step */
  guint conflicted, n_conflicted;   /* the variables in conflict: run->vars[conflicted ..] */
  guint values, n_values;       /* var's values: run->values / scores / tabu [values ..] */
  guint ties, n_ties;           /* the values of fewest conflicts drawn among: run->ties[ties ..] */
} QdConstraintsMcStep;

typedef struct {
  QdOwned owned;
  guint n_vars;
  gint *start;                  /* the start assignment (value indexes) */
  guint start_violated;
  gboolean solved;              /* the last step recorded left nothing violated */
  GArray *steps;                /* QdConstraintsMcStep, step 1 first */
  GArray *vars;                 /* guint */
  GArray *values;               /* guint */
  GArray *scores;               /* guint */
  GArray *tabu;                 /* gboolean */
  GArray *ties;                 /* guint */
  gint *current;                /* while recording: the values as told */
} QdConstraintsMcRun;

/* Runs min-conflicts on `csp` with `options` (their callbacks replaced,
 * max_steps capped at `max_steps`) and records it; NULL when the CSP has a
 * variable without values. */
QdConstraintsMcRun *qd_constraints_mc_run_record (const QdCsp *csp, const QdMinConflictsOptions *options,
                                                  guint max_steps);
void                qd_constraints_mc_run_free   (QdConstraintsMcRun *run);
guint               qd_constraints_mc_run_n_steps (const QdConstraintsMcRun *run);
/* Step 1 .. n_steps. */
const QdConstraintsMcStep *qd_constraints_mc_run_step (const QdConstraintsMcRun *run, guint step);
/* The assignment after `step` steps (0: the start) into `values`
 * (n_vars), and the constraints violated then. */
guint               qd_constraints_mc_run_values (const QdConstraintsMcRun *run, guint step, gint *values);
/* Each value's conflicts at `step`: "q[3]=1 has 2 conflicts; 2 has 0;
 * 3 has 0 (tabu)". */
char               *qd_constraints_mc_run_scores_text (const QdConstraintsMcRun *run, const QdCspModel *model,
                                                       guint step);
/* The step in a sentence (0: the start). */
char               *qd_constraints_mc_run_explain (const QdConstraintsMcRun *run, const QdCspModel *model,
                                                   guint step);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdConstraintsMcRun, qd_constraints_mc_run_free)

G_END_DECLS
