/* test-plan-graph-draw.c — the drawing of a planning graph
 * (render/plan/qd-plan-graph-draw.h): AIMA's have-cake graph (4e figure
 * 11.6, 3e figure 10.8) drawn to plan-graph-have-cake.png in the build
 * folder, to be looked at; its size, ink in both colours, and a size that
 * grows with the levels drawn. */
#include "config.h"

#include <glib.h>

#include "render/plan/qd-plan-graph-draw.h"
#include "render-pixels.h"

static QdStrips *
have_cake (void)
{
  QdStrips *s = qd_strips_new ();
  QdStripsFacts none = qd_strips_add_list (s, NULL, 0);
  guint32 have = qd_strips_add_fact (s, "(have cake)", 0), eaten = qd_strips_add_fact (s, "(eaten cake)", 1);
  QdStripsFacts h = qd_strips_add_list (s, &have, 1), e = qd_strips_add_list (s, &eaten, 1);
  guint32 both[] = { have, eaten };

  qd_strips_add_op (s, "(eat cake)", h, none, e, h, 1);
  qd_strips_add_op (s, "(bake cake)", none, h, h, none, 1);
  qd_strips_seal (s);
  qd_strips_set (s->init, have);
  s->goal = qd_strips_add_list (s, both, 2);
  return s;
}

/* The dark pixels (text, lines). */
static guint
count_dark (cairo_surface_t *surface)
{
  int w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);
  guint n = 0;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        double rgb[3];
        render_pixel (surface, x, y, rgb);
        n += rgb[0] + rgb[1] + rgb[2] < 1.5;
      }
  return n;
}

/* The pixels of a colour near `color`. */
static guint
count_near (cairo_surface_t *surface, const QdColor *color, double tolerance)
{
  int w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);
  guint n = 0;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        double rgb[3];
        render_pixel (surface, x, y, rgb);
        n += render_near (rgb, color, tolerance);
      }
  return n;
}

static void
test_have_cake (void)
{
  g_autoptr(QdStrips) s = have_cake ();
  g_autoptr(QdStripsGraph) g = qd_strips_graph_new (s, NULL, NULL);
  const QdPalette *p = qd_palette_light ();
  QdPlanGraphDrawing drawing;
  cairo_surface_t *surface;
  cairo_t *cr;
  double width, height, two_width, two_height;
  guint total;

  g_assert_true (qd_strips_graph_expand_to_level_off (g, NULL));
  qd_plan_graph_drawing_init (&drawing, g, p);
  qd_plan_graph_draw_get_size (&drawing, &width, &height);
  /* S0 A0 S1 A1 S2 side by side, four literal rows. */
  g_assert_cmpfloat (width, >, 500);
  g_assert_cmpfloat (width, <, 1400);
  g_assert_cmpfloat (height, >, 200);
  g_assert_cmpfloat (height, <, 500);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (width), (int) ceil (height));
  cr = cairo_create (surface);
  qd_plan_graph_draw (cr, &drawing);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  render_save_png (surface, "plan-graph-have-cake.png");
  total = cairo_image_surface_get_width (surface) * cairo_image_surface_get_height (surface);
  /* Not blank: ink in the foreground and in the mutexes' colour. */
  g_assert_cmpuint (count_near (surface, &p->background, 0.02), <, total);
  g_assert_cmpuint (count_dark (surface), >, 500);
  g_assert_cmpuint (count_near (surface, &p->bad, 0.15), >, 100);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  drawing.max_levels = 2;
  qd_plan_graph_draw_get_size (&drawing, &two_width, &two_height);
  g_assert_cmpfloat (two_width, <, width);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/plan-graph-draw/have-cake", test_have_cake);
  return g_test_run ();
}
