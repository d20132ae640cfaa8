/* qd-mapcolor-fcmac-view.h — the map-colouring tab's forward checking vs arc
 * consistency tables (statement 002, question 2) for the map on show. */
#pragma once

#include "app/widgets/qd-search-tree-view.h"
#include <gtk/gtk.h>

#include "problems/mapcolor/qd-mapcolor-fcmac.h"
#include "app/widgets/qd-canvas.h"

G_BEGIN_DECLS

#define QD_TYPE_MAPCOLOR_FCMAC_VIEW (qd_mapcolor_fcmac_view_get_type ())
G_DECLARE_FINAL_TYPE (QdMapcolorFcmacView, qd_mapcolor_fcmac_view, QD, MAPCOLOR_FCMAC_VIEW, GtkWidget)

/* The map is copied; the tables are rebuilt when asked. */
void      qd_mapcolor_fcmac_view_set_map    (QdMapcolorFcmacView *self, const QdMap *map);
QdCanvas *qd_mapcolor_fcmac_view_get_canvas (QdMapcolorFcmacView *self);
/* The tables on show (FC first), or 0 of them. */
guint     qd_mapcolor_fcmac_view_get_tables (QdMapcolorFcmacView *self, QdCspTable *const **tables);
/* For tests: build with this order and these values. */
void      qd_mapcolor_fcmac_view_build      (QdMapcolorFcmacView *self, const char *order, const char *values);
gboolean  qd_mapcolor_fcmac_view_is_running (QdMapcolorFcmacView *self);
/* The search tree of method 0 (forward checking) or 1 (MAC), under the tables;
 * selecting a node highlights its row in its table. */
QdSearchTreeView *qd_mapcolor_fcmac_view_get_tree_view (QdMapcolorFcmacView *self, guint method);

/* The order and values the view's entries hold (FALSE and `error` when
 * they are not right for the map, or there is no map). */
gboolean  qd_mapcolor_fcmac_view_get_settings (QdMapcolorFcmacView *self, guint **order, char ***values,
                                               GError **error);
/* Highlights row `row` of table `table` (0 forward checking, 1 MAC) and
 * selects its node in that table's search tree. */
void      qd_mapcolor_fcmac_view_select_row   (QdMapcolorFcmacView *self, guint table, guint row);

/* The tables as widgets (action fcmac.show-table, key T on the drawing,
 * the toggle beside the summary; T or Escape there come back): a column
 * view per table, a row per row of the table (qd-mapcolor-fcmac-list.h). */
void       qd_mapcolor_fcmac_view_set_table_shown (QdMapcolorFcmacView *self, gboolean shown);
gboolean   qd_mapcolor_fcmac_view_get_table_shown (QdMapcolorFcmacView *self);
GtkWidget *qd_mapcolor_fcmac_view_get_list        (QdMapcolorFcmacView *self);

/* Practice (the Practise toggle): the practice bar under the summary asks
 * each row's removals, the rows drawn up to the one asked about. */
typedef struct _QdPracticeBar QdPracticeBar;
QdPracticeBar *qd_mapcolor_fcmac_view_get_practice_bar (QdMapcolorFcmacView *self);
void       qd_mapcolor_fcmac_view_set_practising      (QdMapcolorFcmacView *self, gboolean practising);
/* The Practise toggle (in the bar's first row while practising). */
GtkWidget *qd_mapcolor_fcmac_view_get_practice_button (QdMapcolorFcmacView *self);

/* Signal "message" (const char *text): an error for the window to show. */

G_END_DECLS
