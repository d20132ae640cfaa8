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

/* Another drawing of the same map (a game's map with its legend): the view
 * keeps its gestures (hit-tested on the map, which must sit at the drawing's
 * origin as qd_map_render puts it) and paints with `draw` instead.  NULL
 * returns to qd_map_render. */
typedef void (*QdMapViewDrawFunc) (cairo_t *cr, const QdPalette *palette, gpointer user_data);
void qd_map_view_set_drawing (QdMapView *self, double width, double height,
                              QdMapViewDrawFunc draw, gpointer user_data);

/* What a screen reader hears: a region ("WA: red; borders NT, SA") and the
 * whole map, by the page's functions (either may be NULL: the region's name
 * and neighbours, and no summary). */
typedef char *(*QdMapViewDescribeRegion) (gpointer user_data, guint region);
typedef char *(*QdMapViewDescribeMap)    (gpointer user_data);
void qd_map_view_set_describers (QdMapView *self, QdMapViewDescribeRegion region, QdMapViewDescribeMap map,
                                 gpointer user_data);
/* Appends "; borders NT, SA" (nothing for a region without borders), for
 * the pages' own describers. */
void qd_map_view_append_borders (const QdMap *map, guint region, GString *text);

/* The map's regions are the board's cells (QdCanvas): the arrows go from
 * region to region, Return or space acts as a click on the region,
 * Shift+arrows drag it a little, Insert clicks the empty space beside it.
 * Signals:
 *   "region-clicked" (gint region, gdouble ux, gdouble uy): a click on a
 *      region, or region -1 and the unit-square point of empty space;
 *   "region-dragged" (gint region, gdouble ux, gdouble uy): a region dragged
 *      to a new point (emitted as the pointer moves). */

G_END_DECLS
