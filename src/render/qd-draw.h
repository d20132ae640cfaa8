/* qd-draw.h — small cairo helpers every drawing of src/render uses.
 * Private to src/render. */
#pragma once

#include <cairo.h>
#include "qd-palette.h"

G_BEGIN_DECLS

/* The colour, its alpha scaled by `alpha`, as the source. */
G_GNUC_INTERNAL void qd_draw_set_color    (cairo_t *cr, const QdColor *color, double alpha);
/* A rectangle with rounded corners as a new sub-path (radius clamped). */
G_GNUC_INTERNAL void qd_draw_rounded_rect (cairo_t *cr, double x, double y, double w, double h, double radius);

G_END_DECLS
