/* test-mapcolor-render.c — the map drawing shows what a search left of the
 * domains: a pie of the colours still possible in an uncoloured disc, a
 * cross where none is left, nothing over a coloured one.
 *
 * Hand-placed map: A at the centre-left, B at the centre-right, C at the
 * top; with K = 4 the pie's wedges go clockwise from 12 o'clock: colour 0
 * (red) top right, 1 (green) bottom right, 2 (blue) bottom left, 3 (yellow)
 * top left. */
#include <math.h>

#include <string.h>

#include "problems/qd-map.h"
#include "problems/mapcolor/qd-mapcolor-gen.h"
#include "render/qd-map-render.h"

static const char map_text[] =
  "A (0.25, 0.5): B\n"
  "B (0.75, 0.5): A\n"
  "C (0.5, 0.1):\n";

/* The pixel at picture point (x, y) as 0xRRGGBB. */
static guint32
pixel (cairo_surface_t *surface, double x, double y)
{
  const guint32 *row = (const guint32 *) (cairo_image_surface_get_data (surface) +
                                          (gsize) lround (y) * (gsize) cairo_image_surface_get_stride (surface));

  return row[lround (x)] & 0xffffff;
}

static guint32
color_rgb (guint c)
{
  QdColor color;

  qd_map_render_color (qd_palette_light (), c, &color);
  return ((guint32) lround (color.r * 255) << 16) | ((guint32) lround (color.g * 255) << 8) |
         (guint32) lround (color.b * 255);
}

static gboolean
near (guint32 a, guint32 b, guint tolerance)
{
  for (guint shift = 0; shift < 24; shift += 8)
    if (ABS ((gint) ((a >> shift) & 0xff) - (gint) ((b >> shift) & 0xff)) > (gint) tolerance)
      return FALSE;
  return TRUE;
}

static void
test_domains (void)
{
  g_autoptr (GError) error = NULL;
  QdMap *map = qd_map_parse (map_text, sizeof map_text - 1, NULL, &error);
  double width, height, ax, ay, bx, by, cx, cy, r, d;
  cairo_surface_t *surface;
  cairo_t *cr;
  QdMapRenderOptions options;
  const gint colors[] = { -1, -1, 1 };
  /* A keeps red and blue; B has nothing left; C is coloured (its domain ignored). */
  const guint64 domains[] = { 0x5, 0x0, 0xf };

  g_assert_no_error (error);
  qd_map_render_get_size (map, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (width), (int) ceil (height));
  cr = cairo_create (surface);
  qd_map_render_options_init (&options, qd_palette_light ());
  options.colors = colors;
  options.domains = domains;
  options.n_domain_colors = 4;
  options.show_names = FALSE;
  qd_map_render (cr, map, &options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  r = qd_map_render_radius (map->n_regions);
  d = r * 0.35;   /* inside the pie (0.72 r), away from the wedges' borders */
  qd_map_render_from_unit (0.25, 0.5, &ax, &ay);
  qd_map_render_from_unit (0.75, 0.5, &bx, &by);
  qd_map_render_from_unit (0.5, 0.1, &cx, &cy);

  /* A: red top right, blue bottom left, the removed green and yellow empty. */
  g_assert_true (near (pixel (surface, ax + d, ay - d), color_rgb (0), 40));
  g_assert_true (near (pixel (surface, ax - d, ay + d), color_rgb (2), 40));
  g_assert_false (near (pixel (surface, ax + d, ay + d), color_rgb (1), 40));
  g_assert_false (near (pixel (surface, ax - d, ay - d), color_rgb (3), 40));
  /* B: wiped out, a cross through the centre, no colour in the quadrants. */
  for (guint c = 0; c < 4; c++)
    g_assert_false (near (pixel (surface, bx + d, by - d * 0.2), color_rgb (c), 40));
  g_assert_true ((pixel (surface, bx, by) & 0xff) < 0x80);
  /* C: coloured green all over. */
  g_assert_true (near (pixel (surface, cx + d, cy - d), color_rgb (1), 40));
  g_assert_true (near (pixel (surface, cx - d, cy + d), color_rgb (1), 40));

  cairo_surface_destroy (surface);
  qd_map_free (map);
}

/* A large map drawn pixel by pixel, WIDTH x HEIGHT at `zoom` with the
 * picture's point (x, y) at the image's corner, with or without its index. */
#define WIDTH 320
#define HEIGHT 240

static cairo_surface_t *
draw_view (const QdMap *map, const gint *colors, const QdMapRenderIndex *index, double zoom, double x, double y)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, WIDTH, HEIGHT);
  cairo_t *cr = cairo_create (surface);
  QdMapRenderOptions options;

  qd_map_render_options_init (&options, qd_palette_light ());
  options.colors = colors;
  options.show_names = FALSE;
  options.index = index;
  cairo_scale (cr, zoom, zoom);
  cairo_translate (cr, -x, -y);
  qd_map_render (cr, map, &options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* The index only leaves out what does not show: every view of a large map,
 * its edges long and short, is the same pixels with it as without, whether
 * it shows the whole map, a corner, a middle part or runs off the picture
 * (issue 36: a frame of a 100,000-region map zoomed in costs what shows). */
static void
test_index (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdMap) map = qd_mapcolor_generate (20000, 7, QD_MAPCOLOR_GEN_DELAUNAY, NULL, NULL, &error);
  g_autoptr(QdMapRenderIndex) index = NULL;
  g_autoptr(QdMapRenderIndex) other = NULL;
  g_autofree gint *colors = NULL;
  double width, height;
  const double views[][3] = {   /* zoom, x, y */
    { 0.2, 0, 0 }, { 1, 0, 0 }, { 2, 300, 200 }, { 4, 0, 0 }, { 4, 500, 420 },
    { 6, 900, 880 }, { 3, -100, -50 }, { 5, 10000, 10000 },
  };

  g_assert_no_error (error);
  colors = g_new (gint, map->n_regions);
  for (guint r = 0; r < map->n_regions; r++)
    colors[r] = r % 7 == 0 ? -1 : (gint) (r % 4);
  index = qd_map_render_index_new (map);
  qd_map_render_get_size (map, &width, &height);
  for (guint v = 0; v < G_N_ELEMENTS (views); v++)
    {
      cairo_surface_t *plain = draw_view (map, colors, NULL, views[v][0], views[v][1] * width / 1000,
                                          views[v][2] * height / 1000);
      cairo_surface_t *indexed = draw_view (map, colors, index, views[v][0], views[v][1] * width / 1000,
                                            views[v][2] * height / 1000);

      g_test_message ("view %u: zoom %g at (%g, %g)", v, views[v][0], views[v][1], views[v][2]);
      g_assert_cmpint (memcmp (cairo_image_surface_get_data (plain), cairo_image_surface_get_data (indexed),
                               (gsize) cairo_image_surface_get_stride (plain) * HEIGHT), ==, 0);
      cairo_surface_destroy (plain);
      cairo_surface_destroy (indexed);
    }
  /* An index made for another map is not used. */
  {
    g_autoptr(QdMap) small = qd_mapcolor_generate (1000, 7, QD_MAPCOLOR_GEN_DELAUNAY, NULL, NULL, &error);
    cairo_surface_t *plain, *wrong;

    g_assert_no_error (error);
    other = qd_map_render_index_new (small);
    plain = draw_view (map, colors, NULL, 4, width / 2, height / 2);
    wrong = draw_view (map, colors, other, 4, width / 2, height / 2);
    g_assert_cmpint (memcmp (cairo_image_surface_get_data (plain), cairo_image_surface_get_data (wrong),
                             (gsize) cairo_image_surface_get_stride (plain) * HEIGHT), ==, 0);
    cairo_surface_destroy (plain);
    cairo_surface_destroy (wrong);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/mapcolor/render/domains", test_domains);
  g_test_add_func ("/mapcolor/render/index", test_index);
  return g_test_run ();
}
