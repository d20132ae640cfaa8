/* qd-local-experiment-report.h — the plots of `experiment localsearch`
 * (steps to success as a histogram per algorithm, the share solved against
 * the sideways limit) and its report. */
#pragma once

#include "problems/qd-local-experiment.h"
#include "render/qd-plot.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

/* The plots (QdPlot, to free): a histogram of the steps of the solved runs
 * for each algorithm that solved one (not the --sideways-sweep arms), then
 * with --sideways-sweep the share solved against the limit. */
GPtrArray *qd_local_experiment_plots (const QdLocalExperiment *e);
/* A report: the settings, the table, the plots; `shard` (--shard's text,
 * or NULL) said among the settings. */
QdReport  *qd_local_experiment_report_new (const QdLocalExperiment *e, const char *shard,
                                           const QdPalette *palette);

G_END_DECLS
