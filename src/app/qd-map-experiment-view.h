/* qd-map-experiment-view.h — the map-colouring tab's experiment: choose the
 * sizes, instances, colours and algorithms, run on a worker with a progress
 * bar and Stop, see the two plots and the table. */
#pragma once

#include <gtk/gtk.h>

#include "problems/mapcolor/qd-map-experiment.h"
#include "qd-canvas.h"

G_BEGIN_DECLS

#define QD_TYPE_MAP_EXPERIMENT_VIEW (qd_map_experiment_view_get_type ())
G_DECLARE_FINAL_TYPE (QdMapExperimentView, qd_map_experiment_view, QD, MAP_EXPERIMENT_VIEW, GtkWidget)

/* The plots' canvas (for picture export). */
QdCanvas              *qd_map_experiment_view_get_canvas     (QdMapExperimentView *self);
/* The last experiment (NULL before the first run). */
const QdMapExperiment *qd_map_experiment_view_get_experiment (QdMapExperimentView *self);
gboolean               qd_map_experiment_view_is_running     (QdMapExperimentView *self);
/* For tests: set the list of sizes and start. */
void                   qd_map_experiment_view_run            (QdMapExperimentView *self, const char *sizes,
                                                              guint instances);
void                   qd_map_experiment_view_stop           (QdMapExperimentView *self);

/* Signal "message" (const char *text): an error for the window to show. */

G_END_DECLS
