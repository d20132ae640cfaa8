/* qd-mapcolor-experiment-table.h — the experiment's table in the window:
 * a column view a screen reader walks cell by cell (qd-data-table.h), its
 * notes (capped runs, maps without a colouring) under it. */
#pragma once

#include <gtk/gtk.h>

#include "problems/mapcolor/qd-mapcolor-experiment.h"

G_BEGIN_DECLS

/* The table (scrolled) and its notes in a box; *table: the column view. */
GtkWidget *qd_mapcolor_experiment_table_new  (GtkWidget **table);
/* Shows the rows of `experiment` (NULL: none yet, a note says how). */
void       qd_mapcolor_experiment_table_show (GtkWidget *box, const QdMapcolorExperiment *experiment);

G_END_DECLS
