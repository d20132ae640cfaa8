/* qd-mapcolor-fcmac-list.h — the forward checking and MAC domain tables as
 * widgets a screen reader walks (GTK 4.8 gives a drawing no accessible
 * children): per table a heading and a column view (the row's number, its
 * step, a column per variable's domain), each row's accessible label the
 * row in words (qd_mapcolor_fcmac_describe_row). */
#pragma once

#include <gtk/gtk.h>

#include "problems/mapcolor/qd-mapcolor-fcmac.h"

G_BEGIN_DECLS

/* `activated` (may be NULL): Return or a double click on row `row` of
 * table `table`. */
typedef void (*QdMapcolorFcmacListActivated) (gpointer data, guint table, guint row);

GtkWidget *qd_mapcolor_fcmac_list_new        (QdMapcolorFcmacListActivated activated, gpointer data);
/* Rebuilt for these tables (none: a line says how to get them). */
void       qd_mapcolor_fcmac_list_set_tables (GtkWidget *list, QdCspTable *const *tables, guint n_tables);
/* The column view of table `table` (qd-data-table.h), or NULL. */
GtkWidget *qd_mapcolor_fcmac_list_get_table  (GtkWidget *list, guint table);
/* The focus on the first table's first row; FALSE without tables. */
gboolean   qd_mapcolor_fcmac_list_focus      (GtkWidget *list);

G_END_DECLS
