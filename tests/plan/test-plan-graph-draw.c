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

/* A small picture of a graph, saved as `name`. */
static void
save_drawing (const QdPlanGraphDrawing *drawing, const char *name)
{
  double width, height;
  cairo_surface_t *surface;
  cairo_t *cr;

  qd_plan_graph_draw_get_size (drawing, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (width), (int) ceil (height));
  cr = cairo_create (surface);
  qd_plan_graph_draw (cr, drawing);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  render_save_png (surface, name);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* Every literal and action drawn is hit at its own place, and nothing is
 * hit in the margin; the plan's actions (Eat in A0, Bake in A1) selected. */
static void
test_hit_and_selected (void)
{
  g_autoptr(QdStrips) s = have_cake ();
  g_autoptr(QdStripsGraph) g = qd_strips_graph_new (s, NULL, NULL);
  const QdPlanGraphItem plan[] = { { .level = 0, .action = TRUE, .index = 0 }, { .level = 1, .action = TRUE, .index = 1 } };
  QdPlanGraphDrawing drawing;
  QdPlanGraphItem item;
  double width, height;
  guint hits = 0;

  g_assert_true (qd_strips_graph_expand_to_level_off (g, NULL));
  qd_plan_graph_drawing_init (&drawing, g, NULL);
  qd_plan_graph_draw_get_size (&drawing, &width, &height);
  g_assert_false (qd_plan_graph_draw_hit (&drawing, 2, 2, &item));
  /* Sweep the picture: S0's 2 literals, A0's 3 actions, S1's 4, A1's 6, S2's 4. */
  {
    g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
    for (double y = 0; y < height; y += 2)
      for (double x = 0; x < width; x += 2)
        if (qd_plan_graph_draw_hit (&drawing, x, y, &item))
          g_hash_table_add (seen, GUINT_TO_POINTER (item.level * 1000 + item.action * 100 + item.index + 1));
    hits = g_hash_table_size (seen);
  }
  g_assert_cmpuint (hits, ==, 2 + 3 + 4 + 6 + 4);
  drawing.selected = plan;
  drawing.n_selected = G_N_ELEMENTS (plan);
  save_drawing (&drawing, "plan-graph-have-cake-plan.png");
}

/* AIMA's spare tire as ground by hand: a larger picture to look at. */
static void
test_spare_tire (void)
{
  g_autoptr(QdStrips) s = qd_strips_new ();
  g_autoptr(QdStripsGraph) g = NULL;
  QdPlanGraphDrawing drawing;
  QdStripsFacts none = qd_strips_add_list (s, NULL, 0);
  const char *names[] = { "(at flat axle)", "(at flat ground)", "(at spare trunk)", "(at spare ground)",
                          "(at spare axle)" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    qd_strips_add_fact (s, names[i], 0);
  qd_strips_add_op (s, "(remove flat axle)", qd_strips_add_list (s, (guint32[]) { 0 }, 1), none,
                    qd_strips_add_list (s, (guint32[]) { 1 }, 1), qd_strips_add_list (s, (guint32[]) { 0 }, 1), 1);
  qd_strips_add_op (s, "(remove spare trunk)", qd_strips_add_list (s, (guint32[]) { 2 }, 1), none,
                    qd_strips_add_list (s, (guint32[]) { 3 }, 1), qd_strips_add_list (s, (guint32[]) { 2 }, 1), 1);
  qd_strips_add_op (s, "(put-on spare axle)", qd_strips_add_list (s, (guint32[]) { 3 }, 1),
                    qd_strips_add_list (s, (guint32[]) { 0 }, 1), qd_strips_add_list (s, (guint32[]) { 4 }, 1),
                    qd_strips_add_list (s, (guint32[]) { 3 }, 1), 1);
  qd_strips_seal (s);
  qd_strips_set (s->init, 0);
  qd_strips_set (s->init, 2);
  s->goal = qd_strips_add_list (s, (guint32[]) { 4 }, 1);
  g = qd_strips_graph_new (s, NULL, NULL);
  g_assert_true (qd_strips_graph_expand_to_level_off (g, NULL));
  qd_plan_graph_drawing_init (&drawing, g, qd_palette_dark ());
  save_drawing (&drawing, "plan-graph-spare-tire.png");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/plan-graph-draw/have-cake", test_have_cake);
  g_test_add_func ("/plan-graph-draw/hit-and-selected", test_hit_and_selected);
  g_test_add_func ("/plan-graph-draw/spare-tire", test_spare_tire);
  return g_test_run ();
}
