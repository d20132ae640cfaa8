/* qd-wordpuzzle-solve.h — solving a word puzzle: all solutions, the trace of the
 * statement, and the steps the window replays (domains after each assignment). */
#pragma once

#include "core/qd-csp-trace.h"
#include "core/qd-search-tree.h"
#include "qd-wordpuzzle-csp.h"

G_BEGIN_DECLS

typedef struct {
  QdCspVarOrder var_order;
  QdCspValOrder val_order;
  QdCspInference inference;
  gboolean first_only;
  guint64 seed;
  gboolean trace;          /* build the trace */
  guint max_trace_lines;   /* 0: no limit */
  guint max_steps;         /* steps recorded for replay; 0: none */
  const gint *stop;
  gint64 *progress_nodes;
  gint64 deadline_us;      /* stop (status STOPPED) at this g_get_monotonic_time (); 0: none */
  /* Optional: a tree of kind QD_SEARCH_TREE_CSP, not yet bound, that this run
   * binds to the model's CSP (the model must outlive it), feeds and finishes. */
  QdSearchTree *tree;
  /* Optional: told every event of the solver too, after the run's own use
   * of it (the check keeps them, qd-wordpuzzle-check.h). */
  const QdCspListener *listener;
  gpointer listener_data;
} QdWordpuzzleSolveOptions;

/* One assignment of the search, as the window replays it. */
typedef struct {
  guint var;
  guint value;
  guint depth;
  gboolean consistent;     /* FALSE: inference found a wipe-out */
  gsize snapshot;          /* offset into QdWordpuzzleResult.snapshots */
} QdWordpuzzleStep;

typedef struct {
  QdCspStatus status;
  QdCspStats stats;
  QdCspOptions csp_options; /* what was run (names the ordering and inference) */
  GPtrArray *solutions;     /* N-letter strings, sorted, no duplicates */
  char *order_line;         /* the trace's first line */
  QdCspTrace *trace;        /* NULL unless asked for */
  GArray *steps;            /* of QdWordpuzzleStep, at most max_steps */
  gboolean steps_truncated;
  /* Per step, n_vars values (gint, -1 unassigned) then n_vars domain sizes
   * then, for the letter formulation, n_vars letter masks (bit i = 'A'+i). */
  GArray *snapshots;        /* of gint32 */
  guint n_vars;
} QdWordpuzzleResult;

void          qd_wordpuzzle_solve_options_init (QdWordpuzzleSolveOptions *options);
QdWordpuzzleResult *qd_wordpuzzle_solve              (const QdWordpuzzleModel *model, const QdWordpuzzleSolveOptions *options);
void          qd_wordpuzzle_result_free        (QdWordpuzzleResult *result);

/* For a step: the values, domain sizes and (letters) masks after it. */
const gint32 *qd_wordpuzzle_result_step_values (const QdWordpuzzleResult *result, guint step);
const gint32 *qd_wordpuzzle_result_step_counts (const QdWordpuzzleResult *result, guint step);
const gint32 *qd_wordpuzzle_result_step_masks  (const QdWordpuzzleResult *result, guint step);   /* or NULL */

/* The CLI's stdout: one solution per line, then "<count> solutions" (not
 * when the search was stopped: the count would be wrong). */
char         *qd_wordpuzzle_result_format      (const QdWordpuzzleResult *result);
/* A solution line ("NWE_MAN") as the cells of a drawing: its letters, 0
 * for '_' (size + 1 bytes). */
char         *qd_wordpuzzle_solution_cells     (const char *solution, guint size);
/* The trace file: the order line, then one path per line. */
char         *qd_wordpuzzle_result_trace       (const QdWordpuzzleResult *result);
/* "assignments 123, checks 4,567, prunings 89, backtracks 12, 0.08 ms" */
char         *qd_wordpuzzle_result_stats_line  (const QdWordpuzzleResult *result);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdWordpuzzleResult, qd_wordpuzzle_result_free)

G_END_DECLS
