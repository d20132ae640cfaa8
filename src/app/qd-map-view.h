/* qd-map-view.h — a map for colouring on a QdCanvas, with the editor's
 * gestures: click, double-click and drag reported in unit-square coordinates. */
#pragma once

#include "qd-canvas.h"
#include "render/qd-map-render.h"

G_BEGIN_DECLS

#define QD_TYPE_MAP_VIEW (qd_map_view_get_type ())
G_DECLARE_FINAL_TYPE (QdMapView, qd_map_view, QD, MAP_VIEW, QdCanvas)

/* The map is borrowed: call again whenever it changes (NULL: none). */
void qd_map_view_set_map     (QdMapView *self, const QdMap *map);
/* What to show; the colours are borrowed until the next call. */
void qd_map_view_set_options (QdMapView *self, const QdMapRenderOptions *options);

/* Signals:
 *   "region-clicked" (gint region, gdouble ux, gdouble uy): a click on a
 *      region, or region -1 and the unit-square point of empty space;
 *   "region-dragged" (gint region, gdouble ux, gdouble uy): a region dragged
 *      to a new point (emitted as the pointer moves). */

G_END_DECLS
