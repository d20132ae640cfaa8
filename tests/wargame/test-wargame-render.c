/* test-war-render.c — the war-game board drawing: size, hit testing, the
 * owners' colours in light and dark, exports.  Writes war-light.png and
 * war-dark.png into the build folder to be looked at. */
#include <math.h>
#include <string.h>

#include "render/qd-export.h"
#include "render/wargame/qd-wargame-render.h"

static void
test_geometry (void)
{
  g_autoptr(QdWargameBoard) board = qd_wargame_board_new (6);
  QdWargameRenderOptions options;
  QdWargameState state;
  double w, h, x, y, side;
  guint sq;

  qd_wargame_render_options_init (&options, NULL);
  qd_wargame_render_get_size (board, &options, &w, &h);
  g_assert_cmpfloat (w, ==, h);            /* no state: no score line */
  options.state = &state;
  qd_wargame_render_get_size (board, &options, &w, &h);
  g_assert_cmpfloat (h, >, w);
  qd_wargame_render_get_square_rect (board, 14, &x, &y, &side);   /* C3 */
  g_assert_true (qd_wargame_render_hit (board, x + side / 2, y + side / 2, &sq));
  g_assert_cmpuint (sq, ==, 14);
  g_assert_true (qd_wargame_render_hit (board, x + 0.5, y + side - 0.5, &sq));
  g_assert_cmpuint (sq, ==, 14);
  g_assert_false (qd_wargame_render_hit (board, 2, 2, &sq));
  g_assert_false (qd_wargame_render_hit (board, x + 4 * side, y, &sq));
}

/* The colour at (x, y) of a drawing. */
static void
pixel (cairo_surface_t *surface, double x, double y, double *r, double *g, double *b)
{
  guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 p = *(guint32 *) (data + (int) y * stride + (int) x * 4);

  *r = ((p >> 16) & 0xff) / 255.0;
  *g = ((p >> 8) & 0xff) / 255.0;
  *b = (p & 0xff) / 255.0;
}

static gboolean
near (double r, double g, double b, const QdColor *c)
{
  return fabs (r - c->r) < 0.02 && fabs (g - c->g) < 0.02 && fabs (b - c->b) < 0.02;
}

static void
check_palette (const QdPalette *palette, const char *file)
{
  g_autoptr(QdWargameBoard) board = qd_wargame_board_parse ("5 -3 12\n7 99 1\n4 4 4\n", -1, NULL);
  QdWargameRules *rules = qd_wargame_rules_new (board, QD_WARGAME_RULES_CLASSIC, 0, 1);
  QdWargameState s;
  QdWargameRenderOptions options;
  QdWargameBits conquered = { { 0 } };
  double w, h, x, y, side, r, g, b;
  cairo_surface_t *surface;
  cairo_t *cr;

  /* Blue A1, green B2 (99), blue A2 blitz: conquers B2. */
  qd_wargame_state_init (rules, &s);
  qd_wargame_apply (rules, &s, 0, &s);
  qd_wargame_apply (rules, &s, 4, &s);
  qd_wargame_apply (rules, &s, 8, &s);        /* blue C3: a drop */
  qd_wargame_apply (rules, &s, 1, &s);        /* green B1: blitz? B1 touches B2 (green): conquers A1 */
  g_assert_cmpint (qd_wargame_state_owner (&s, 0), ==, QD_WARGAME_GREEN);
  conquered.w[0] = 1;
  qd_wargame_render_options_init (&options, palette);
  options.state = &s;
  options.last_move = 1;
  options.conquered = &conquered;
  qd_wargame_render_get_size (board, &options, &w, &h);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (w), (int) ceil (h));
  cr = cairo_create (surface);
  qd_wargame_render (cr, board, &options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* Inside a square, off its text and marks: the owner's fill. */
  qd_wargame_render_get_square_rect (board, 8, &x, &y, &side);   /* C3, blue */
  pixel (surface, x + side - 10, y + side / 2, &r, &g, &b);
  g_assert_true (near (r, g, b, &palette->max_fill));
  qd_wargame_render_get_square_rect (board, 5, &x, &y, &side);   /* C2, empty */
  pixel (surface, x + side - 10, y + side / 2, &r, &g, &b);
  g_assert_true (near (r, g, b, &palette->leaf_fill));
  qd_wargame_render_get_square_rect (board, 4, &x, &y, &side);   /* B2, green */
  pixel (surface, x + side - 10, y + side / 2, &r, &g, &b);
  g_assert_false (near (r, g, b, &palette->max_fill));
  g_assert_false (near (r, g, b, &palette->leaf_fill));
  g_assert_true (g > r && g > b);                            /* a green */
  qd_wargame_render_get_square_rect (board, 1, &x, &y, &side);   /* B1, the last move: accent ring */
  pixel (surface, x + side / 2, y + 1.75, &r, &g, &b);
  g_assert_true (near (r, g, b, &palette->accent));
  pixel (surface, 1, 1, &r, &g, &b);
  g_assert_true (near (r, g, b, &palette->background));

  {
    g_autofree char *path = g_test_build_filename (G_TEST_BUILT, file, NULL);
    g_autoptr(GFile) out = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;
    QdWargameDrawing drawing = { board, &options };

    g_assert_true (qd_export_drawing (out, QD_EXPORT_PNG, w, h, 2, qd_wargame_drawing_draw, &drawing, &error));
    g_assert_no_error (error);
  }
  cairo_surface_destroy (surface);
  qd_wargame_rules_unref (rules);
}

static void
test_light (void)
{
  check_palette (qd_palette_light (), "war-light.png");
}

static void
test_dark (void)
{
  check_palette (qd_palette_dark (), "war-dark.png");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/war-render/geometry", test_geometry);
  g_test_add_func ("/war-render/light", test_light);
  g_test_add_func ("/war-render/dark", test_dark);
  return g_test_run ();
}
