/* qd-mapcolor-experiment-view.h — the map-colouring tab's experiment: choose the
 * sizes, instances, colours and algorithms, run on a worker with a progress
 * bar and Stop, see the two plots and the table. */
#pragma once

#include <gtk/gtk.h>

#include "problems/mapcolor/qd-mapcolor-experiment.h"
#include "app/widgets/qd-canvas.h"

G_BEGIN_DECLS

#define QD_TYPE_MAPCOLOR_EXPERIMENT_VIEW (qd_mapcolor_experiment_view_get_type ())
G_DECLARE_FINAL_TYPE (QdMapcolorExperimentView, qd_mapcolor_experiment_view, QD, MAPCOLOR_EXPERIMENT_VIEW, GtkWidget)

/* The plots' canvas (for picture export). */
QdCanvas              *qd_mapcolor_experiment_view_get_canvas     (QdMapcolorExperimentView *self);
/* The table of the experiment (a column view, qd-data-table.h): where T on
 * the plots (action experiment.show-table) puts the focus. */
GtkWidget             *qd_mapcolor_experiment_view_get_table      (QdMapcolorExperimentView *self);
/* The last experiment (NULL before the first run). */
const QdMapcolorExperiment *qd_mapcolor_experiment_view_get_experiment (QdMapcolorExperimentView *self);
gboolean               qd_mapcolor_experiment_view_is_running     (QdMapcolorExperimentView *self);
/* For tests: set the list of sizes and start. */
void                   qd_mapcolor_experiment_view_run            (QdMapcolorExperimentView *self, const char *sizes,
                                                              guint instances);
void                   qd_mapcolor_experiment_view_stop           (QdMapcolorExperimentView *self);
/* Merges raw files of shards (`quandary-cli experiment mapcolor --shard I/N
 * --raw FILE`), or with `folder` every raw file of the folder paths[0],
 * into the table and the plots (on a worker thread; the settings follow
 * the files, the progress bar says how many runs are there and which are
 * missing, an error goes out as a "message").  NULL-terminated paths. */
/* What the progress bar says. */
const char            *qd_mapcolor_experiment_view_get_status     (QdMapcolorExperimentView *self);
void                   qd_mapcolor_experiment_view_open_raw       (QdMapcolorExperimentView *self,
                                                                   const char *const *paths, gboolean folder);

/* Signal "message" (const char *text): an error for the window to show. */

G_END_DECLS
