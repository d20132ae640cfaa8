/* qd-search-run-report.h — the report of a state-space search: the same for
 * `quandary-cli search --report` and the search tab. */
#pragma once

#include "core/qd-search-tree.h"
#include "problems/search/qd-search-run.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

typedef struct {
  const char *path;                   /* the FILE as given; NULL: not saved, or random */
  const char *instance;               /* the instance's name when `path` is NULL, or NULL */
  const QdSearchDoc *doc;
  const QdSearchSettings *settings;   /* the run's (before a run: as asked) */
  const QdSearchRun *run;             /* NULL: not run yet */
  const QdSearchTree *tree;           /* the run's search tree, or NULL */
} QdSearchReportRun;

/* The lines of the trace a report shows (the rest are counted). */
#define QD_SEARCH_REPORT_TRACE_LINES 200

/* The run's parts: the instance drawn and described (INSTANCE), the
 * algorithm, its memory, the heuristic, weight, limit and node budget
 * (SETTINGS), what was found with the path and the final drawing
 * (RESULTS), the counts and the pattern databases' build time
 * (STATISTICS), the search tree, and the trace's first lines (TRACE); the
 * first two only before a run. */
void      qd_search_run_report_add (QdReport *report, const QdSearchReportRun *run);
/* A report titled by the problem and the file's base name (or `instance`)
 * with those parts. */
QdReport *qd_search_run_report_new (const QdSearchReportRun *run, const QdPalette *palette);

G_END_DECLS
