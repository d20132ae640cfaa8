/* qd-draw.c — small cairo helpers every drawing of src/render uses. */
#include "qd-draw.h"

void
qd_draw_set_color (cairo_t *cr, const QdColor *color, double alpha)
{
  cairo_set_source_rgba (cr, color->r, color->g, color->b, color->a * alpha);
}

void
qd_draw_rounded_rect (cairo_t *cr, double x, double y, double w, double h, double radius)
{
  radius = MIN (radius, MIN (w, h) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + w - radius, y + h - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + h - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}
