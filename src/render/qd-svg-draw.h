/* qd-svg-draw.h — an SVG document (a report's figure) drawn onto cairo by
 * librsvg, which is loaded the first time a figure is drawn. */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* Draws the SVG `svg` into the rectangle (x, y, width, height) of `cr`;
 * FALSE with `error` set when librsvg cannot be loaded, cannot read the
 * document or cannot draw it. */
gboolean qd_svg_draw (GBytes *svg, cairo_t *cr, double x, double y, double width, double height,
                      GError **error);

G_END_DECLS
