/* qd-constraints-run-report.h — the report of a run of `quandary-cli csp
 * --report`: the constraint network drawn with its variables, domains and
 * constraints (INSTANCE), the run's options (SETTINGS), the outcome — the
 * solution(s) found or the domains arc consistency leaves, the network
 * with them (RESULTS) —, the counts (STATISTICS), the search tree where one
 * was recorded and the search trace where one was asked for.  What the
 * command prints (the solutions, --steps, --stats) is added by
 * cli/qd-cli-report.h, as for every command. */
#pragma once

#include "core/qd-local.h"
#include "problems/csp/qd-csp-model.h"
#include "problems/csp/qd-csp-split.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

/* A report of a large problem is a summary: its tables of variables,
 * constraints, the solution and the domains list the first
 * QD_CONSTRAINTS_REPORT_ROWS and say how many more there are (the PDF
 * shows fewer still, QD_REPORT_TABLE_ROWS); its search tree keeps the
 * first QD_CONSTRAINTS_REPORT_TREE_NODES nodes (the rest counted), so
 * that a million variables take seconds and some hundreds of megabytes. */
#define QD_CONSTRAINTS_REPORT_ROWS 10000
#define QD_CONSTRAINTS_REPORT_TREE_NODES 100000u

typedef enum {
  QD_CONSTRAINTS_RUN_SEARCH,          /* bt, fc or mac */
  QD_CONSTRAINTS_RUN_MIN_CONFLICTS,
  QD_CONSTRAINTS_RUN_SPLIT,           /* arc consistency with domain splitting */
  QD_CONSTRAINTS_RUN_AC3,             /* arc consistency alone (--ac3) */
  QD_CONSTRAINTS_RUN_FCMAC,           /* the domain tables of FC and MAC (--fcmac) */
} QdConstraintsRunKind;

typedef struct {
  const char *path;                   /* the file as given; NULL: not saved */
  const QdCspModel *model;
  QdConstraintsRunKind kind;
  /* The options as the command names them ("mac", "mrv", …); those that
   * do not apply to `kind` are left out of the report. */
  const char *algorithm;
  QdCspVarOrder var_order;
  QdCspValOrder val_order;
  gboolean all;
  guint64 seed;
  guint64 max_steps;                  /* min-conflicts */
  double walk;                        /* min-conflicts: the random walk's probability */
  guint tabu;                         /* min-conflicts: the tabu tenure */
  gboolean backjump;                  /* a search: conflict-directed backjumping */
  gboolean weighted;                  /* a search: dom/wdeg (var_order MRV_DEGREE) */
  double time_limit;                  /* seconds, 0: none */
  const char *order;                  /* --fcmac's --order, or NULL: the file's */
  const char *method;                 /* --fcmac's --method, or NULL: both */
  /* The outcome. */
  QdCspStatus status;                 /* SOLVED (found one), NO_SOLUTION, STOPPED */
  guint64 n_solutions;
  const gint *solution;               /* the first solution (value indexes), or NULL */
  const gboolean *const *domains;     /* AC-3: the values left of each variable, or NULL */
  /* The counts: the one of `kind` (search, local, split; AC-3: revisions
   * and time_us). */
  const QdCspStats *stats;
  const QdMinConflictsStats *local;
  const QdCspSplitStats *split;
  guint64 revisions;
  gint64 time_us;
  const QdSearchTree *tree;           /* the search's recorded tree, or NULL */
  const char *trace;                  /* the search trace (--trace), or NULL */
} QdConstraintsRun;

/* Adds the run's parts to `report`. */
void      qd_constraints_run_report_add (QdReport *report, const QdConstraintsRun *run);
/* A report titled by the problem and the file's base name, with the run's
 * parts, its figures drawn in `palette` (NULL: light). */
QdReport *qd_constraints_run_report_new (const QdConstraintsRun *run, const QdPalette *palette);

G_END_DECLS
