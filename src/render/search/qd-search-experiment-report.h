/* qd-search-experiment-report.h — the plot of `experiment search` (b*
 * against the solution depth, one line per algorithm, as AIMA's table) and
 * its report. */
#pragma once

#include "problems/search/qd-search-experiment.h"
#include "render/qd-plot.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

/* b* against d: a series per algorithm, its skipped depths left out. */
QdPlot   *qd_search_experiment_plot (const QdSearchExperiment *e);
/* A report: the settings, the table (CSV), the plot; `shard` (--shard's
 * text, or NULL) said among the settings. */
QdReport *qd_search_experiment_report_new (const QdSearchExperiment *e, const char *shard,
                                           const QdPalette *palette);

G_END_DECLS
