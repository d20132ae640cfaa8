/* qd-local.h — local search (DESIGN.md "Local search").
 *
 * Min-conflicts over a QdCsp (AIMA fig. 6.8, with the usual escapes from
 * plateaus and local minima): start from a complete assignment (given, or
 * random), then repeatedly pick a variable at random among those in a
 * violated constraint and give it the value that violates the fewest
 * constraints, ties broken at random; with probability walk_probability
 * give it a random value instead (random walk); a value a variable just
 * left is tabu for it during tabu_tenure steps, unless taking it would
 * reach fewer violated constraints than ever before (aspiration).
 *
 * Every kind of constraint works: binary ones are evaluated through their
 * support bitsets, tables and propagators through qd_csp_constraint_check.
 * The violated constraints, each variable's count of them and the set of
 * variables in conflict are kept up to date at each step (a step costs the
 * constraints of one variable times its domain size, not a scan of the
 * CSP).  Seeded (SplitMix64): the same seed gives the same run everywhere.
 * Nothing is allocated while it runs.
 */
#pragma once

#include "qd-csp.h"

G_BEGIN_DECLS

/* ------------------------------------------------------- min-conflicts */

typedef struct _QdMinConflicts QdMinConflicts;

typedef enum {
  QD_MIN_CONFLICTS_SOLVED,      /* no constraint is violated */
  QD_MIN_CONFLICTS_LIMIT,       /* max_steps or the deadline ran out first */
  QD_MIN_CONFLICTS_STOPPED,     /* the stop flag was set */
} QdMinConflictsStatus;

typedef struct {
  guint64 seed;
  guint64 max_steps;            /* repair steps; 0: no limit */
  gint64 deadline_us;           /* g_get_monotonic_time () deadline; 0: none */
  const gint *stop;             /* non-zero stops (read atomically every 1024 steps) */
  gint64 *progress_steps;       /* optional: steps so far, stored atomically every 1024 steps */
  double walk_probability;      /* 0..1; default 0.05 */
  guint tabu_tenure;            /* steps; default 10; 0: no tabu */
  const gint *initial;          /* optional: the start (n_variables values; a value outside
                                 * the initial domain, e.g. QD_CSP_UNASSIGNED, is drawn at random) */
  /* Optional: each value given to a variable (the start included, in
   * variable order), when it differs from the one it had. */
  void (*on_assign) (gpointer user_data, guint var, guint value);
  gpointer user_data;
} QdMinConflictsOptions;

typedef struct {
  guint64 steps;                /* repair steps: a variable in conflict got a value */
  guint64 assignments;          /* values given: the start's, then one per step */
  guint64 changes;              /* steps that changed the value */
  guint64 walks;                /* of them, random-walk steps */
  guint64 checks;               /* constraint evaluations */
  guint violated;               /* violated constraints at the end */
  guint best_violated;          /* fewest violated constraints seen */
  gint64 time_us;
} QdMinConflictsStats;

void                 qd_min_conflicts_options_init (QdMinConflictsOptions *options);
/* Copies the options (the `initial`, stop, progress and callback pointers
 * must outlive the searcher: `initial` is read by each run) and allocates
 * every buffer.  NULL options: the defaults.  A variable with an
 * empty initial domain returns NULL.  The model must not change meanwhile. */
QdMinConflicts      *qd_min_conflicts_new          (const QdCsp *csp, const QdMinConflictsOptions *options);
void                 qd_min_conflicts_free         (QdMinConflicts *mc);
/* Runs from the start assignment (a second run starts over, the same run
 * for the same options); fills stats (may be NULL). */
QdMinConflictsStatus qd_min_conflicts_run          (QdMinConflicts *mc, QdMinConflictsStats *stats);
/* The assignment where the run ended: a solution when SOLVED. */
const gint          *qd_min_conflicts_values       (QdMinConflicts *mc);
const char          *qd_min_conflicts_status_to_string (QdMinConflictsStatus status);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMinConflicts, qd_min_conflicts_free)

G_END_DECLS
