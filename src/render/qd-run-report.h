/* qd-run-report.h — what the reports of problems' runs (render/<id>/
 * qd-<id>-run-report) make alike: the report titled by the problem and the
 * input's name, and the table of a run's counts. */
#pragma once

#include "problems/qd-problem.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

/* A report of `problem` titled by the base name of `path`, else by
 * `instance`, else by the problem's untitled document's name. */
QdReport *qd_run_report_new (const QdProblem *problem, const char *path, const char *instance);

typedef struct {
  const char *name;           /* N_(): translated when added */
  guint64 value;
} QdRunReportCount;

/* The STATISTICS part's table of counts ("statistics" in a bundle's data/);
 * more rows (a time, a status) may be added to what it returns. */
QdReportBlock *qd_run_report_add_counts (QdReport *report, const QdRunReportCount *counts, guint n);

G_END_DECLS
