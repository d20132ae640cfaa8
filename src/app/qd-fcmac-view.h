/* qd-fcmac-view.h — the map-colouring tab's forward checking vs arc
 * consistency tables (statement 002, question 2) for the map on show. */
#pragma once

#include <gtk/gtk.h>

#include "problems/mapcolor/qd-fcmac.h"
#include "qd-canvas.h"

G_BEGIN_DECLS

#define QD_TYPE_FCMAC_VIEW (qd_fcmac_view_get_type ())
G_DECLARE_FINAL_TYPE (QdFcmacView, qd_fcmac_view, QD, FCMAC_VIEW, GtkWidget)

/* The map is copied; the tables are rebuilt when asked. */
void      qd_fcmac_view_set_map    (QdFcmacView *self, const QdMap *map);
QdCanvas *qd_fcmac_view_get_canvas (QdFcmacView *self);
/* The tables on show (FC first), or 0 of them. */
guint     qd_fcmac_view_get_tables (QdFcmacView *self, QdFcmacTable *const **tables);
/* For tests: build with this order and these values. */
void      qd_fcmac_view_build      (QdFcmacView *self, const char *order, const char *values);
gboolean  qd_fcmac_view_is_running (QdFcmacView *self);

/* Signal "message" (const char *text): an error for the window to show. */

G_END_DECLS
