/* qd-rendering.c — a problem drawn by its renderer, as one QdDrawFunc
 * (qd-rendering.h). */
#include "config.h"
#include "qd-rendering.h"

void
qd_rendering_draw (cairo_t *cr, double width, double height, gpointer rendering)
{
  const QdRendering *r = rendering;

  g_return_if_fail (r != NULL && r->render != NULL);
  r->render (cr, r->subject, r->options);
}
