/* qd-mapcolor-experiment-plot.h — the plots of the map-colouring experiment:
 * assignments vs N and time vs N, log-log, one line per algorithm with
 * standard-error bars, capped runs counted in the legend. */
#pragma once

#include "problems/mapcolor/qd-mapcolor-experiment.h"
#include "render/qd-plot.h"

G_BEGIN_DECLS

/* Replaces the series of both plots (either may be NULL) with the
 * experiment's means, and sets their titles and log10 axes. */
void qd_mapcolor_experiment_fill_plots (const QdMapcolorExperiment *experiment,
                                   QdPlot *assignments,
                                   QdPlot *time);

G_END_DECLS
