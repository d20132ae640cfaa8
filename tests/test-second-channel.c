/* test-second-channel.c — wherever colour means something, a drawing says it
 * a second way too (docs/accessibility.md): letters on map discs, a dash
 * pattern per plot series, the war game's owner marks, a worse TSP move's
 * dashed rings, Battleship's counts underlined or struck through; and line
 * widths follow the palette's line_scale.  Writes channel-map-letters.png and
 * channel-plot-dashes.png into the build folder to be looked at. */
#include <cairo-svg.h>
#include <math.h>
#include <string.h>

#include "render/qd-map-render.h"
#include "render/qd-plot.h"
#include "render/tsp/qd-tsp-render.h"
#include "render/wargame/qd-wargame-render.h"
#include "render-pixels.h"

/* ------------------------------------------------------------- helpers */

/* An image of w x h (rounded up) and a context drawing on it. */
static cairo_surface_t *
new_image (double w, double h, cairo_t **cr)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (w), (int) ceil (h));

  *cr = cairo_create (surface);
  return surface;
}

/* The light palette with letters (as the preference "always" makes it). */
static void
lettered (QdPalette *out)
{
  qd_palette_derive (out, qd_palette_light (), FALSE, TRUE, 1.0, 1.0);
  g_assert_true (out->flags & QD_PALETTE_LETTERS);
}

/* --------------------------------------------------------------- maps */

static QdMap *
triangle_map (void)
{
  static const guint edges[] = { 0, 1, 1, 2, 2, 0 };
  static const double x[] = { 0.2, 0.8, 0.5 }, y[] = { 0.2, 0.2, 0.8 };

  return qd_map_new_from_edges (3, edges, 3, x, y, NULL);
}

static cairo_surface_t *
render_map (const QdMap *map, const QdPalette *palette, const gint *colors, const char *const *labels)
{
  QdMapRenderOptions options;
  double w, h;
  cairo_surface_t *surface;
  cairo_t *cr;

  qd_map_render_options_init (&options, palette);
  options.colors = colors;
  options.color_labels = labels;
  options.show_names = FALSE;
  qd_map_render_get_size (map, &w, &h);
  surface = new_image (w, h, &cr);
  qd_map_render (cr, map, &options);
  cairo_destroy (cr);
  return surface;
}

/* How many pixels of the disc of region r are black or white ink (not its
 * fill): a letter leaves some, a plain disc none. */
static guint
ink_pixels (cairo_surface_t *surface, const QdMap *map, guint r, const QdPalette *palette, guint color)
{
  double cx, cy, radius = qd_map_render_radius (map->n_regions);
  QdColor fill, ink;
  guint n = 0;

  qd_map_render_from_unit (map->x[r], map->y[r], &cx, &cy);
  qd_palette_region (palette, color, &fill);
  qd_palette_ink_on (&fill, &ink);
  for (double dy = -radius * 0.5; dy <= radius * 0.5; dy += 1)
    for (double dx = -radius * 0.5; dx <= radius * 0.5; dx += 1)
      {
        double rgb[3];

        render_pixel (surface, cx + dx, cy + dy, rgb);
        n += render_near (rgb, &ink, 0.1) && !render_near (rgb, &fill, 0.1);
      }
  return n;
}

static void
test_map_letters (void)
{
  g_autoptr(QdMap) map = triangle_map ();
  const gint colors[] = { 0, 1, 2 };
  static const char *const names[] = { "Red", "x", "color7", NULL };
  QdPalette with;
  cairo_surface_t *plain, *letters;
  char buf[16];

  lettered (&with);
  plain = render_map (map, qd_palette_light (), colors, NULL);
  letters = render_map (map, &with, colors, NULL);
  for (guint r = 0; r < 3; r++)
    {
      g_assert_cmpuint (ink_pixels (plain, map, r, &with, (guint) colors[r]), ==, 0);
      g_assert_cmpuint (ink_pixels (letters, map, r, &with, (guint) colors[r]), >, 5);
    }
  render_save_png (letters, "channel-map-letters.png");
  cairo_surface_destroy (plain);
  cairo_surface_destroy (letters);

  /* Colours past the palette's table are its colours darker: lettered always. */
  {
    const gint far[] = { 8, 9, 10 };

    plain = render_map (map, qd_palette_light (), far, NULL);
    g_assert_cmpuint (ink_pixels (plain, map, 0, qd_palette_light (), 8), >, 5);
    cairo_surface_destroy (plain);
  }

  /* The labels: default letters, short names kept, initials, numbers. */
  qd_map_render_short_label (NULL, 0, buf, sizeof buf);
  g_assert_cmpstr (buf, ==, "R");
  qd_map_render_short_label (NULL, 7, buf, sizeof buf);
  g_assert_cmpstr (buf, ==, "Br");
  qd_map_render_short_label (NULL, 11, buf, sizeof buf);
  g_assert_cmpstr (buf, ==, "12");
  qd_map_render_short_label (names[0], 0, buf, sizeof buf);
  g_assert_cmpstr (buf, ==, "R");
  qd_map_render_short_label (names[1], 1, buf, sizeof buf);
  g_assert_cmpstr (buf, ==, "x");
  qd_map_render_short_label (names[2], 6, buf, sizeof buf);
  g_assert_cmpstr (buf, ==, "7");
  qd_map_render_short_label ("émeraude", 6, buf, sizeof buf);
  g_assert_cmpstr (buf, ==, "É");
}

/* --------------------------------------------------------------- plots */

static char *
plot_svg (guint n_series)
{
  g_autoptr(QdPlot) plot = qd_plot_new ("dashes");
  GString *svg = g_string_new (NULL);
  cairo_surface_t *surface;
  cairo_t *cr;

  for (guint s = 0; s < n_series; s++)
    {
      char name[16];
      guint id;

      g_snprintf (name, sizeof name, "s%u", s);
      id = qd_plot_add_series (plot, name);
      qd_plot_series_set_style (plot, id, s);
      for (guint i = 0; i < 4; i++)
        qd_plot_add_point (plot, id, i + 1, (i + 1) * (s + 1), NAN);
    }
  surface = cairo_svg_surface_create_for_stream (render_append, svg, 640, 480);
  cr = cairo_create (surface);
  qd_plot_render (cr, plot, qd_palette_light (), 640, 480);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  cairo_surface_destroy (surface);

  /* and a PNG to look at */
  surface = new_image (640, 480, &cr);
  qd_plot_render (cr, plot, qd_palette_light (), 640, 480);
  cairo_destroy (cr);
  render_save_png (surface, "channel-plot-dashes.png");
  cairo_surface_destroy (surface);
  return g_string_free (svg, FALSE);
}

static void
test_plot_dashes (void)
{
  g_autofree char *svg = plot_svg (8);
  g_autoptr(GHashTable) patterns = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (const char *p = strstr (svg, "stroke-dasharray"); p != NULL; p = strstr (p + 1, "stroke-dasharray"))
    {
      const char *start = p + strlen ("stroke-dasharray") + 1, *end;

      start += strspn (start, "\"': ");
      end = start + strcspn (start, "\";");
      g_hash_table_add (patterns, g_strndup (start, end - start));
    }
  /* series 1 to 7: seven patterns, each in the line and the legend */
  g_assert_cmpuint (g_hash_table_size (patterns), >=, 7);
}

/* ----------------------------------------------------------------- TSP */

static gboolean
tsp_dashed (gboolean worse)
{
  static const double x[] = { 0.1, 0.9, 0.5, 0.2 }, y[] = { 0.1, 0.2, 0.9, 0.6 };
  static const char *const names[] = { "A", "B", "C", "D" };
  QdTsp *tsp = qd_tsp_new_points (4, names, x, y);
  const guint tour[] = { 0, 1, 2, 3 };
  QdTspRenderOptions options;
  GString *svg = g_string_new (NULL);
  cairo_surface_t *surface;
  cairo_t *cr;
  gboolean dashed;

  qd_tsp_render_options_init (&options, qd_palette_light ());
  options.tour = tour;
  options.move_a = 1;
  options.move_b = 2;
  options.move_worse = worse;
  options.selected = -1;
  surface = cairo_svg_surface_create_for_stream (render_append, svg, 800, 800);
  cr = cairo_create (surface);
  qd_tsp_render (cr, tsp, &options);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  cairo_surface_destroy (surface);
  dashed = strstr (svg->str, "stroke-dasharray") != NULL;
  g_string_free (svg, TRUE);
  qd_tsp_free (tsp);
  return dashed;
}

static void
test_tsp_rings (void)
{
  g_assert_true (tsp_dashed (TRUE));
  g_assert_false (tsp_dashed (FALSE));
}

/* ------------------------------------------------------------ war game */

static cairo_surface_t *
render_war (const QdWargameBoard *board, const QdWargameState *s, const QdPalette *palette)
{
  QdWargameRenderOptions options;
  double w, h;
  cairo_surface_t *surface;
  cairo_t *cr;

  qd_wargame_render_options_init (&options, palette);
  options.state = s;
  qd_wargame_render_get_size (board, &options, &w, &h);
  surface = new_image (w, h, &cr);
  qd_wargame_render (cr, board, &options);
  cairo_destroy (cr);
  return surface;
}

static void
test_war_marks (void)
{
  g_autoptr(QdWargameBoard) board = qd_wargame_board_parse ("5 3 12\n7 9 1\n4 4 4\n", -1, NULL);
  QdWargameRules *rules = qd_wargame_rules_new (board, QD_WARGAME_RULES_CLASSIC, 0, 1);
  const QdPalette *light = qd_palette_light ();
  QdWargameState s;
  QdPalette with;
  cairo_surface_t *plain, *letters;
  double x, y, side, rgb[3];

  qd_wargame_state_init (rules, &s);
  qd_wargame_apply (rules, &s, 0, &s);        /* Blue A1 */
  qd_wargame_apply (rules, &s, 8, &s);        /* Green C3 */
  g_assert_cmpint (qd_wargame_state_owner (&s, 0), ==, QD_WARGAME_BLUE);
  g_assert_cmpint (qd_wargame_state_owner (&s, 8), ==, QD_WARGAME_GREEN);
  plain = render_war (board, &s, light);

  /* The mark's corner, (11, 11) into the square: below and right of the
   * disc's reach lies a corner of Green's triangle. */
  qd_wargame_render_get_square_rect (board, 8, &x, &y, &side);
  render_pixel (plain, x + 11 + 4, y + 11 + 3.5, rgb);
  g_assert_true (render_near (rgb, &light->war_green, 0.05));
  qd_wargame_render_get_square_rect (board, 0, &x, &y, &side);
  render_pixel (plain, x + 11 + 4, y + 11 + 3.5, rgb);
  g_assert_true (render_near (rgb, &light->max_fill, 0.05));   /* Blue's disc does not reach */
  render_pixel (plain, x + 11, y + 11, rgb);
  g_assert_true (render_near (rgb, &light->accent, 0.05));

  /* With letters Green's squares are hatched: its wash changes somewhere. */
  lettered (&with);
  letters = render_war (board, &s, &with);
  {
    guint changed = 0;

    qd_wargame_render_get_square_rect (board, 8, &x, &y, &side);
    for (double dy = 20; dy < side - 6; dy += 1)
      {
        double a[3], b[3];

        render_pixel (plain, x + side - 8, y + dy, a);
        render_pixel (letters, x + side - 8, y + dy, b);
        changed += fabs (a[0] - b[0]) + fabs (a[1] - b[1]) + fabs (a[2] - b[2]) > 0.05;
      }
    g_assert_cmpuint (changed, >, 2);
  }
  cairo_surface_destroy (plain);
  cairo_surface_destroy (letters);
  qd_wargame_rules_unref (rules);
}

/* ---------------------------------------------------------- line widths */

static void
test_line_scale (void)
{
  g_autoptr(QdMap) map = triangle_map ();
  QdPalette thick;
  cairo_surface_t *thin_surface, *thick_surface;
  double ax, ay, bx, by;
  guint thin = 0, wide = 0;

  /* high contrast: lines × 1.5 */
  qd_palette_derive (&thick, qd_palette_light (), TRUE, FALSE, 1.0, 1.0);
  g_assert_cmpfloat (thick.line_scale, ==, 1.5);
  g_assert_cmpfloat (qd_palette_line (&thick, 2.0), ==, 3.0);
  thick.line_scale = 3.0;
  thin_surface = render_map (map, qd_palette_light (), NULL, NULL);
  thick_surface = render_map (map, &thick, NULL, NULL);
  /* Across the edge between regions 0 and 1, halfway: count line pixels. */
  qd_map_render_from_unit (map->x[0], map->y[0], &ax, &ay);
  qd_map_render_from_unit (map->x[1], map->y[1], &bx, &by);
  for (double dy = -10; dy <= 10; dy += 1)
    {
      double a[3], b[3];

      render_pixel (thin_surface, (ax + bx) / 2, ay + dy, a);
      render_pixel (thick_surface, (ax + bx) / 2, ay + dy, b);
      thin += a[0] < 0.9;
      wide += b[0] < 0.9;
    }
  g_assert_cmpuint (wide, >, thin);
  cairo_surface_destroy (thin_surface);
  cairo_surface_destroy (thick_surface);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/channel/map-letters", test_map_letters);
  g_test_add_func ("/channel/plot-dashes", test_plot_dashes);
  g_test_add_func ("/channel/tsp-rings", test_tsp_rings);
  g_test_add_func ("/channel/war-marks", test_war_marks);
  g_test_add_func ("/channel/line-scale", test_line_scale);
  return g_test_run ();
}
