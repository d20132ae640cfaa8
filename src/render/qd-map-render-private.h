/* qd-map-render-private.h — what the map's renderers share. */
#pragma once

#include "qd-map-render.h"

G_BEGIN_DECLS

/* Discs under this many pixels across on screen are dots, without outline. */
#define QD_MAP_RENDER_DOT_PX 4.0
/* Maps with more regions than this are drawn pixel by pixel on raster
 * targets while their discs are under QD_MAP_RENDER_STAMP_PX across. */
#define QD_MAP_RENDER_STAMP_REGIONS 500
#define QD_MAP_RENDER_STAMP_PX 40.0

/* The edges and regions of a large map, pixel by pixel into an image the
 * size of the clip (qd-map-render-dots.c). */
void qd_map_render_dots (cairo_t *cr, const QdMap *map, const gint *colors, const QdPalette *palette, double radius,
                         const QdMapRenderIndex *index);

/* Whether `index` was made for `map` (this map, as many regions). */
gboolean qd_map_render_index_fits (const QdMapRenderIndex *index, const QdMap *map);
/* Sets marks[r] for the regions that may lie within `margin` of the unit-
 * square rectangle (ux1, uy1) - (ux2, uy2) (a superset), and with `edges`
 * those that may start (as the lower end) an edge crossing it; returns how
 * many marks were set (some twice). */
guint    qd_map_render_index_mark (const QdMapRenderIndex *index, double ux1, double uy1, double ux2, double uy2,
                                   double margin, gboolean edges, guint8 *marks);

G_END_DECLS
