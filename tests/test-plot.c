/* test-plot.c — the line plots of experiments: ticks, the mapping from data
 * to the picture, legends, odd inputs, and pictures to look at.
 *
 * The pictures go to the build directory (plot-*.png, plot-*.svg) so that a
 * person can look at them; the checks here are on numbers and pixels. */
#include <glib/gstdio.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "render/qd-export.h"
#include "render/qd-palette.h"
#include "render/qd-plot.h"

/* The labelled ticks as one string, "0 2 4 6", minor ones as "." */
static char *
tick_string (GArray *ticks, gboolean with_minor)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < ticks->len; i++)
    {
      const QdPlotTick *t = &g_array_index (ticks, QdPlotTick, i);

      if (!t->labelled && !with_minor)
        continue;
      if (s->len > 0)
        g_string_append_c (s, ' ');
      g_string_append (s, t->labelled ? t->label : ".");
    }
  return g_string_free (s, FALSE);
}

static void
check_ticks (QdPlotScale scale, double lo, double hi, guint target,
             const char *expected, double axis_min, double axis_max)
{
  g_autoptr(GArray) ticks = NULL;
  g_autofree char *got = NULL;
  double amin, amax;

  ticks = qd_plot_axis_ticks (scale, lo, hi, target, &amin, &amax);
  got = tick_string (ticks, FALSE);
  g_assert_cmpstr (got, ==, expected);
  g_assert_cmpfloat_with_epsilon (amin, axis_min, 1e-9 * MAX (1, fabs (axis_min)));
  g_assert_cmpfloat_with_epsilon (amax, axis_max, 1e-9 * MAX (1, fabs (axis_max)));
  /* Ascending, inside the range, the data inside too. */
  for (guint i = 0; i < ticks->len; i++)
    {
      const QdPlotTick *t = &g_array_index (ticks, QdPlotTick, i);

      g_assert_cmpfloat (t->value, >=, amin - 1e-9 * MAX (1, fabs (amin)));
      g_assert_cmpfloat (t->value, <=, amax + 1e-9 * MAX (1, fabs (amax)));
      if (i > 0)
        g_assert_cmpfloat (t->value, >, g_array_index (ticks, QdPlotTick, i - 1).value);
    }
  if (scale == QD_PLOT_LINEAR || lo > 0)
    {
      g_assert_cmpfloat (amin, <=, MIN (lo, hi));
      g_assert_cmpfloat (amax, >=, MAX (lo, hi));
    }
}

static void
test_ticks_linear (void)
{
  check_ticks (QD_PLOT_LINEAR, 0, 10, 5, "0 2 4 6 8 10", 0, 10);
  check_ticks (QD_PLOT_LINEAR, 3.2, 47, 5, "0 10 20 30 40 50", 0, 50);
  check_ticks (QD_PLOT_LINEAR, 0, 1, 5, "0 0.2 0.4 0.6 0.8 1.0", 0, 1);
  check_ticks (QD_PLOT_LINEAR, 0, 0.03, 3, "0 0.01 0.02 0.03", 0, 0.03);
  check_ticks (QD_PLOT_LINEAR, 0, 25000, 5, "0 5k 10k 15k 20k 25k", 0, 25000);
  check_ticks (QD_PLOT_LINEAR, 0, 2.4e7, 4, "0 5M 10M 15M 20M 25M", 0, 2.5e7);
  check_ticks (QD_PLOT_LINEAR, 1000, 3500, 5, "1000 1500 2000 2500 3000 3500", 1000, 3500);
  check_ticks (QD_PLOT_LINEAR, -7, 12, 4, "-10 -5 0 5 10 15", -10, 15);
  /* One value: a range around it; zero alone: -1 .. 1. */
  check_ticks (QD_PLOT_LINEAR, 50, 50, 5, "40 45 50 55 60", 40, 60);
  check_ticks (QD_PLOT_LINEAR, 0, 0, 4, "-1.0 -0.5 0 0.5 1.0", -1, 1);
  /* Reversed ends are sorted. */
  check_ticks (QD_PLOT_LINEAR, 10, 0, 5, "0 2 4 6 8 10", 0, 10);
}

static void
test_ticks_log (void)
{
  g_autoptr(GArray) ticks = NULL;
  g_autofree char *all = NULL;

  check_ticks (QD_PLOT_LOG10, 10, 1000, 5, "10 100 1k", 10, 1000);
  /* Ranges end at 1, 2 or 5 times a power of ten; 2 and 5 are labelled
   * when they fit. */
  check_ticks (QD_PLOT_LOG10, 10, 200, 6, "10 20 50 100 200", 10, 200);
  check_ticks (QD_PLOT_LOG10, 3, 4e4, 6, "10 100 1k 10k", 2, 5e4);
  check_ticks (QD_PLOT_LOG10, 0.05, 3, 5, "0.1 1", 0.05, 5);
  check_ticks (QD_PLOT_LOG10, 0.0015, 0.4, 10, "0.001 0.002 0.005 0.01 0.02 0.05 0.1 0.2 0.5", 0.001, 0.5);
  check_ticks (QD_PLOT_LOG10, 2e5, 3e9, 8, "1M 10M 100M 1G", 2e5, 5e9);
  check_ticks (QD_PLOT_LOG10, 1e-6, 1e-5, 5, "1e-6 2e-6 5e-6 1e-5", 1e-6, 1e-5);
  check_ticks (QD_PLOT_LOG10, 20, 80, 5, "20 50 100", 20, 100);
  check_ticks (QD_PLOT_LOG10, 1500, 1500, 5, "1k 2k", 1000, 2000);
  /* A power of ten alone: room on each side. */
  check_ticks (QD_PLOT_LOG10, 100, 100, 5, "50 100 200", 50, 200);
  /* Thirteen decades, about five labels: every third decade. */
  check_ticks (QD_PLOT_LOG10, 1, 1e12, 5, "1 1k 1M 1G 1T", 1, 1e12);
  /* Nothing positive: a range around 1, never a crash. */
  check_ticks (QD_PLOT_LOG10, -5, 0, 5, "0.5 1 2", 0.5, 2);

  /* Minor ticks at 2 … 9 times each decade. */
  ticks = qd_plot_axis_ticks (QD_PLOT_LOG10, 10, 1000, 5, NULL, NULL);
  all = tick_string (ticks, TRUE);
  g_assert_cmpstr (all, ==, "10 . . . . . . . . 100 . . . . . . . . 1k");
  g_assert_cmpfloat_with_epsilon (g_array_index (ticks, QdPlotTick, 1).value, 20, 1e-9);
}

static QdPlot *
sample_plot (QdPlotScale x_scale, QdPlotScale y_scale)
{
  QdPlot *plot = qd_plot_new ("Assignments vs N");
  guint a, b;

  qd_plot_set_axis (plot, QD_PLOT_AXIS_X, "regions N", x_scale);
  qd_plot_set_axis (plot, QD_PLOT_AXIS_Y, "assignments", y_scale);
  a = qd_plot_add_series (plot, "fc");
  b = qd_plot_add_series (plot, "mac");
  qd_plot_add_point (plot, a, 10, 12, 1.5);
  qd_plot_add_point (plot, a, 100, 180, 20);
  qd_plot_add_point (plot, a, 1000, 4000, 900);
  qd_plot_add_point (plot, b, 10, 10, 0);
  qd_plot_add_point (plot, b, 100, 110, 5);
  qd_plot_add_point (plot, b, 1000, 1100, NAN);
  return plot;
}

static void
test_frame_mapping (void)
{
  g_autoptr(QdPlot) plot = sample_plot (QD_PLOT_LOG10, QD_PLOT_LOG10);
  QdPlotFrame f;
  double px, py;

  qd_plot_get_frame (plot, 560, 400, &f);
  g_assert_cmpint (f.x_scale, ==, QD_PLOT_LOG10);
  g_assert_cmpfloat_with_epsilon (f.x_min, 10, 1e-9);
  g_assert_cmpfloat_with_epsilon (f.x_max, 1000, 1e-9);
  /* 4000 + 900 rounds out to 5k; 10 - 0 stays 10. */
  g_assert_cmpfloat_with_epsilon (f.y_min, 10, 1e-9);
  g_assert_cmpfloat_with_epsilon (f.y_max, 5000, 1e-6);
  g_assert_cmpfloat (f.left, >, 20);
  g_assert_cmpfloat (f.top, >, 20);
  g_assert_cmpfloat (f.left + f.width, <=, 560);
  g_assert_cmpfloat (f.top + f.height, <, 400 - 40);   /* the legend and x labels below */

  /* Corners and the geometric middle. */
  g_assert_true (qd_plot_frame_map (&f, 10, 10, &px, &py));
  g_assert_cmpfloat_with_epsilon (px, f.left, 1e-9);
  g_assert_cmpfloat_with_epsilon (py, f.top + f.height, 1e-9);
  g_assert_true (qd_plot_frame_map (&f, 1000, 5000, &px, &py));
  g_assert_cmpfloat_with_epsilon (px, f.left + f.width, 1e-9);
  g_assert_cmpfloat_with_epsilon (py, f.top, 1e-9);
  g_assert_true (qd_plot_frame_map (&f, 100, 100, &px, &py));
  g_assert_cmpfloat_with_epsilon (px, f.left + f.width / 2, 1e-9);
  g_assert_cmpfloat_with_epsilon (py, f.top + f.height * (1 - 1 / log10 (500)), 1e-9);
  /* A log axis cannot show zero or a negative value. */
  g_assert_false (qd_plot_frame_map (&f, 0, 100, &px, &py));
  g_assert_false (qd_plot_frame_map (&f, 100, -1, &px, &py));
  g_assert_false (qd_plot_frame_map (&f, NAN, 100, &px, &py));

  /* Linear: proportional. */
  qd_plot_set_axis (plot, QD_PLOT_AXIS_X, "regions N", QD_PLOT_LINEAR);
  qd_plot_set_axis (plot, QD_PLOT_AXIS_Y, "assignments", QD_PLOT_LINEAR);
  qd_plot_get_frame (plot, 800, 500, &f);
  g_assert_cmpfloat_with_epsilon (f.x_min, 0, 1e-9);
  g_assert_cmpfloat_with_epsilon (f.x_max, 1000, 1e-9);
  g_assert_cmpfloat_with_epsilon (f.y_min, 0, 1e-9);
  g_assert_cmpfloat_with_epsilon (f.y_max, 5000, 1e-9);
  g_assert_true (qd_plot_frame_map (&f, 250, 1250, &px, &py));
  g_assert_cmpfloat_with_epsilon (px, f.left + f.width / 4, 1e-9);
  g_assert_cmpfloat_with_epsilon (py, f.top + f.height * 3 / 4, 1e-9);
  g_assert_true (qd_plot_frame_map (&f, -10, -10, &px, &py));

  /* A fixed range is kept as given. */
  qd_plot_set_range (plot, QD_PLOT_AXIS_Y, 0, 3000);
  qd_plot_get_frame (plot, 800, 500, &f);
  g_assert_cmpfloat (f.y_min, ==, 0);
  g_assert_cmpfloat (f.y_max, ==, 3000);
  qd_plot_set_range (plot, QD_PLOT_AXIS_Y, NAN, 4500);
  qd_plot_get_frame (plot, 800, 500, &f);
  g_assert_cmpfloat (f.y_min, ==, 0);
  g_assert_cmpfloat (f.y_max, ==, 4500);
}

static void
test_legend (void)
{
  g_autoptr(QdPlot) plot = qd_plot_new (NULL);
  guint a, b, c, d;
  char *text;

  qd_plot_set_axis (plot, QD_PLOT_AXIS_X, "N", QD_PLOT_LOG10);
  qd_plot_set_axis (plot, QD_PLOT_AXIS_Y, "time (ms)", QD_PLOT_LOG10);
  a = qd_plot_add_series (plot, "fc");
  qd_plot_series_set_note (plot, a, "2 capped");
  qd_plot_add_point (plot, a, 10, 0, 0);
  qd_plot_add_point (plot, a, 20, 5, 1);
  b = qd_plot_add_series (plot, "mac");
  qd_plot_add_point (plot, b, 10, 3, 0);
  c = qd_plot_add_series (plot, "best");
  d = qd_plot_add_series (plot, "odd");
  qd_plot_add_point (plot, d, 10, NAN, 0);
  qd_plot_add_point (plot, d, -1, 4, 0);

  text = qd_plot_series_legend (plot, a);
  g_assert_cmpstr (text, ==, "fc (2 capped; 1 point ≤ 0 not shown)");
  g_free (text);
  text = qd_plot_series_legend (plot, b);
  g_assert_cmpstr (text, ==, "mac");
  g_free (text);
  text = qd_plot_series_legend (plot, c);
  g_assert_cmpstr (text, ==, "best (no data)");
  g_free (text);
  text = qd_plot_series_legend (plot, d);
  g_assert_cmpstr (text, ==, "odd (2 points not shown)");
  g_free (text);
  g_assert_cmpuint (qd_plot_series_n_skipped (plot, a), ==, 1);
  g_assert_cmpuint (qd_plot_series_n_points (plot, a), ==, 2);

  /* On linear axes zero is shown. */
  qd_plot_set_axis (plot, QD_PLOT_AXIS_Y, "time (ms)", QD_PLOT_LINEAR);
  text = qd_plot_series_legend (plot, a);
  g_assert_cmpstr (text, ==, "fc (2 capped)");
  g_free (text);

  qd_plot_clear (plot);
  g_assert_cmpuint (qd_plot_n_series (plot), ==, 0);
}

/* Renders to an image surface and returns it; the corners must be the
 * background. */
static cairo_surface_t *
render_image (const QdPlot *plot, const QdPalette *palette, int width, int height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  guint32 *pixels;
  guint32 bg;
  int stride;

  qd_plot_render (cr, plot, palette, width, height);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  pixels = (guint32 *) cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface) / 4;
  bg = 0xff000000u | ((guint32) (palette->background.r * 255 + 0.5) << 16)
                   | ((guint32) (palette->background.g * 255 + 0.5) << 8)
                   | (guint32) (palette->background.b * 255 + 0.5);
  if (width < 100 || height < 100)
    return surface;   /* too small for a margin: only no crash */
  g_assert_cmphex (pixels[0], ==, bg);
  g_assert_cmphex (pixels[width - 1], ==, bg);
  g_assert_cmphex (pixels[(height - 1) * stride], ==, bg);
  g_assert_cmphex (pixels[(height - 1) * stride + width - 1], ==, bg);
  return surface;
}

/* How many pixels of a picture have (nearly) this colour. */
static guint
count_color (cairo_surface_t *surface, const QdColor *color)
{
  guint32 *pixels = (guint32 *) cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface) / 4;
  int w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);
  guint n = 0;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 p = pixels[y * stride + x];
        int r = p >> 16 & 0xff, g = p >> 8 & 0xff, b = p & 0xff;

        if (abs (r - (int) (color->r * 255)) < 8 && abs (g - (int) (color->g * 255)) < 8 &&
            abs (b - (int) (color->b * 255)) < 8)
          n++;
      }
  return n;
}

static void
test_render_series_colors (void)
{
  g_autoptr(QdPlot) plot = sample_plot (QD_PLOT_LOG10, QD_PLOT_LOG10);
  const QdPalette *palettes[] = { qd_palette_light (), qd_palette_dark () };

  for (guint i = 0; i < G_N_ELEMENTS (palettes); i++)
    {
      cairo_surface_t *surface = render_image (plot, palettes[i], 560, 400);
      QdColor c0, c1;

      qd_plot_series_color (palettes[i], 0, &c0);
      qd_plot_series_color (palettes[i], 1, &c1);
      /* Both lines are drawn (a line of ~300 px, 2 px wide, at least). */
      g_assert_cmpuint (count_color (surface, &c0), >, 300);
      g_assert_cmpuint (count_color (surface, &c1), >, 300);
      cairo_surface_destroy (surface);
    }
}

static void write_picture (const char *name, QdExportFormat format, QdPlotSheet *sheet);

static void
test_render_odd_inputs (void)
{
  g_autoptr(QdPlot) empty = qd_plot_new ("Nothing yet");
  g_autoptr(QdPlot) one = qd_plot_new (NULL);
  g_autoptr(QdPlot) negative = qd_plot_new ("Only bad values");
  g_autoptr(QdPlot) same = qd_plot_new ("Equal values");
  cairo_surface_t *surface;
  guint s;

  /* No series at all. */
  surface = render_image (empty, qd_palette_light (), 300, 200);
  cairo_surface_destroy (surface);

  /* One point, linear axes; and log axes. */
  s = qd_plot_add_series (one, "alone");
  qd_plot_add_point (one, s, 7, 3, 1);
  surface = render_image (one, qd_palette_light (), 300, 200);
  cairo_surface_destroy (surface);
  qd_plot_set_axis (one, QD_PLOT_AXIS_X, NULL, QD_PLOT_LOG10);
  qd_plot_set_axis (one, QD_PLOT_AXIS_Y, NULL, QD_PLOT_LOG10);
  surface = render_image (one, qd_palette_dark (), 300, 200);
  cairo_surface_destroy (surface);

  /* Nothing a log axis can show; an error bar below zero; infinities. */
  qd_plot_set_axis (negative, QD_PLOT_AXIS_Y, "y", QD_PLOT_LOG10);
  s = qd_plot_add_series (negative, "neg");
  qd_plot_add_point (negative, s, 1, -3, 1);
  qd_plot_add_point (negative, s, 2, 0, 1);
  qd_plot_add_point (negative, s, INFINITY, 2, 1);
  qd_plot_add_point (negative, s, 3, 2, 5);
  qd_plot_add_point (negative, s, 4, 2, INFINITY);
  surface = render_image (negative, qd_palette_light (), 400, 300);
  cairo_surface_destroy (surface);
  {
    QdPlot *plots[] = { negative, empty };
    QdPlotSheet sheet = { plots, 2, 0, NULL };

    write_picture ("plot-odd.png", QD_EXPORT_PNG, &sheet);
  }

  /* Every value equal, series with no points, tiny and huge pictures. */
  s = qd_plot_add_series (same, "flat");
  for (int i = 0; i < 5; i++)
    qd_plot_add_point (same, s, 5, 5, 0);
  qd_plot_add_series (same, "empty series with a rather long name that needs its own legend row");
  surface = render_image (same, qd_palette_light (), 20, 20);
  cairo_surface_destroy (surface);
  surface = render_image (same, qd_palette_light (), 1600, 1200);
  cairo_surface_destroy (surface);
}

static void
write_picture (const char *name, QdExportFormat format, QdPlotSheet *sheet)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  double width, height;

  qd_plot_sheet_get_size (sheet, &width, &height);
  g_assert_true (qd_export_drawing (file, format, width, height, 2, qd_plot_sheet_draw, sheet, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_test_message ("wrote %s", path);
}

/* A figure as an experiment gives it: assignments and time against N, four
 * algorithms, one of them capped at the larger N. */
static void
test_render_files (void)
{
  g_autoptr(QdPlot) assignments = qd_plot_new ("Assignments vs N");
  g_autoptr(QdPlot) time = qd_plot_new ("Time vs N");
  g_autoptr(QdPlot) linear = sample_plot (QD_PLOT_LINEAR, QD_PLOT_LINEAR);
  static const char *const names[] = { "backtracking", "fc", "mac", "best" };
  static const double ns[] = { 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000 };
  QdPlot *both[2];
  QdPlotSheet sheet = { NULL, 2, 0, NULL };
  QdPlot *single[1];
  QdPlotSheet one = { NULL, 1, 0, NULL };

  qd_plot_set_axis (assignments, QD_PLOT_AXIS_X, "regions N", QD_PLOT_LOG10);
  qd_plot_set_axis (assignments, QD_PLOT_AXIS_Y, "assignments", QD_PLOT_LOG10);
  qd_plot_set_axis (time, QD_PLOT_AXIS_X, "regions N", QD_PLOT_LOG10);
  qd_plot_set_axis (time, QD_PLOT_AXIS_Y, "time (ms)", QD_PLOT_LOG10);
  for (guint a = 0; a < G_N_ELEMENTS (names); a++)
    {
      guint sa = qd_plot_add_series (assignments, names[a]);
      guint st = qd_plot_add_series (time, names[a]);
      double growth = 1.0 + 0.6 / (a + 1);

      for (guint i = 0; i < G_N_ELEMENTS (ns); i++)
        {
          double n = ns[i];
          double y = pow (n, growth) * (a == 3 ? 1.0 : 1.2);
          double t = 0.004 * pow (n, growth + 0.1);

          if (a == 0 && n > 100)
            break;   /* capped from here */
          qd_plot_add_point (assignments, sa, n, y, y * 0.15);
          qd_plot_add_point (time, st, n, t, t * 0.3);
        }
      if (a == 0)
        {
          qd_plot_series_set_note (assignments, sa, "7 capped");
          qd_plot_series_set_note (time, st, "7 capped");
        }
    }

  both[0] = assignments;
  both[1] = time;
  sheet.plots = both;
  write_picture ("plot-light.png", QD_EXPORT_PNG, &sheet);
  write_picture ("plot-light.svg", QD_EXPORT_SVG, &sheet);
  write_picture ("plot-light.pdf", QD_EXPORT_PDF, &sheet);
  sheet.palette = qd_palette_dark ();
  write_picture ("plot-dark.png", QD_EXPORT_PNG, &sheet);

  single[0] = linear;
  one.plots = single;
  write_picture ("plot-linear.png", QD_EXPORT_PNG, &one);

  /* Stacked: one column. */
  sheet.columns = 1;
  sheet.palette = NULL;
  {
    double w, h;

    qd_plot_sheet_get_size (&sheet, &w, &h);
    g_assert_cmpfloat (h, >, w);
  }
}

/* The description names the axes and, per series, the first, last, lowest
 * and highest points exactly, with the points not shown and the lower
 * bounds counted (C locale: no grouping, English). */
static void
test_describe (void)
{
  g_autoptr(QdPlot) plot = qd_plot_new ("Assignments vs N");
  g_autoptr(QdPlot) empty = qd_plot_new ("Time vs N");
  g_autoptr(QdPlot) fixed = qd_plot_new (NULL);
  QdPlot *both[2];
  QdPlotSheet sheet = { both, 2, 2, NULL };
  g_autofree char *text = NULL;
  g_autofree char *empty_text = NULL;
  g_autofree char *fixed_text = NULL;
  g_autofree char *joined = NULL;
  g_autofree char *expected = NULL;
  guint bt, fc, s;

  qd_plot_set_axis (plot, QD_PLOT_AXIS_X, "regions N", QD_PLOT_LOG10);
  qd_plot_set_axis (plot, QD_PLOT_AXIS_Y, "assignments", QD_PLOT_LOG10);
  bt = qd_plot_add_series (plot, "bt");
  qd_plot_series_set_note (plot, bt, "1 capped");
  qd_plot_add_point (plot, bt, 20, 120, 4);
  qd_plot_add_point (plot, bt, 10, 14, NAN);
  qd_plot_add_point (plot, bt, 50, 3, 1);
  qd_plot_add_point_range (plot, bt, 100, 2500, 2000, 3000, TRUE);
  qd_plot_add_point (plot, bt, 200, 0, NAN);     /* not on a log axis */
  fc = qd_plot_add_series (plot, "fc");
  qd_plot_add_point (plot, fc, 10, 7.5, NAN);
  text = qd_plot_describe (plot);
  g_test_message ("%s", text);
  g_assert_cmpstr (text, ==,
                   "Assignments vs N. Horizontal axis: regions N, logarithmic, from 10 to 100. "
                   "Vertical axis: assignments, logarithmic, from 3 to 2500. 2 series. "
                   "bt (1 capped; 1 point ≤ 0 not shown): 4 points, first 14 at 10, last 2500 at 100; "
                   "lowest 3 at 50, highest 2500 at 100. 1 point is only a lower bound (a capped run). "
                   "fc: 1 point, 7.5 at 10.");

  empty_text = qd_plot_describe (empty);
  g_assert_cmpstr (empty_text, ==, "Time vs N. Horizontal axis: linear. Vertical axis: linear. No data yet.");

  /* A fixed range is the axis's; a series without points says so. */
  qd_plot_set_axis (fixed, QD_PLOT_AXIS_X, "iteration", QD_PLOT_LINEAR);
  qd_plot_set_range (fixed, QD_PLOT_AXIS_X, 0, 5);
  s = qd_plot_add_series (fixed, "tour");
  qd_plot_add_point (fixed, s, 0, 10.25, NAN);
  qd_plot_add_point (fixed, s, 1, 8, NAN);
  qd_plot_add_point (fixed, s, 2, 8, NAN);
  qd_plot_add_series (fixed, "none");
  fixed_text = qd_plot_describe (fixed);
  g_assert_cmpstr (fixed_text, ==,
                   "Horizontal axis: iteration, linear, from 0 to 5. Vertical axis: linear, from 8 to 10.25. "
                   "2 series. tour: 3 points, first 10.25 at 0, last 8 at 2; lowest 8 at 1, highest 10.25 at 0. "
                   "none (no data): no points shown.");

  /* A sheet: its plots one after the other. */
  both[0] = plot;
  both[1] = empty;
  joined = qd_plot_sheet_describe (&sheet);
  expected = g_strconcat (text, " ", empty_text, NULL);
  g_assert_cmpstr (joined, ==, expected);
}

/* Values for the ear: whole numbers in full, others to two decimals at most;
 * grouped as the locale groups them. */
static void
test_format_value (void)
{
  const struct { double value; const char *text; } cases[] = {
    { 38120, "38120" }, { 0, "0" }, { -4, "-4" }, { 3980.37, "3980.37" }, { 12.3456, "12.35" },
    { 0.0123456, "0.0123" }, { 1.5, "1.5" }, { 123456.78, "123456.78" }, { 7.25, "7.25" }, { 1.23456, "1.23" }, { NAN, "-" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = qd_plot_format_value (cases[i].value);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
  if (setlocale (LC_NUMERIC, "en_US.UTF-8") != NULL)
    {
      g_autofree char *grouped = qd_plot_format_value (38120);
      g_autofree char *point = qd_plot_format_value (3980.37);

      g_assert_cmpstr (grouped, ==, "38,120");
      g_assert_cmpstr (point, ==, "3,980.37");
      setlocale (LC_NUMERIC, "C");
    }
}

/* Canvas text follows GNOME's text scaling (issue 35): a plot's natural
 * size grows with the palette's text_scale, by the room its larger text
 * takes; exports (a static palette, or none) keep scale 1.  Picture to look
 * at: plot-text2.png. */
static void
test_text_scale (void)
{
  g_autoptr(QdPlot) plot = sample_plot (QD_PLOT_LOG10, QD_PLOT_LOG10);
  QdPlot *single[1] = { plot };
  QdPlotSheet sheet = { single, 1, 0, NULL };
  QdPalette large, larger;
  double w1, h1, w, h, w2, h2;

  qd_palette_derive (&large, qd_palette_light (), FALSE, FALSE, 1.25, 1.0);
  qd_palette_derive (&larger, qd_palette_light (), FALSE, FALSE, 2.0, 1.0);
  qd_plot_get_natural_size (plot, NULL, &w1, &h1);
  qd_plot_get_natural_size (plot, qd_palette_light (), &w, &h);
  g_assert_cmpfloat (w, ==, w1);
  g_assert_cmpfloat (h, ==, h1);
  qd_plot_get_natural_size (plot, &large, &w, &h);
  qd_plot_get_natural_size (plot, &larger, &w2, &h2);
  g_test_message ("natural size: %g x %g at 1, %g x %g at 1.25, %g x %g at 2", w1, h1, w, h, w2, h2);
  g_assert_cmpfloat (w, >, w1);
  g_assert_cmpfloat (h, >, h1);
  g_assert_cmpfloat (w2, >, w);
  g_assert_cmpfloat (h2, >, h);
  sheet.palette = &larger;
  {
    cairo_surface_t *surface = render_image (plot, &larger, (int) ceil (w2), (int) ceil (h2));

    cairo_surface_destroy (surface);
  }
  write_picture ("plot-text2.png", QD_EXPORT_PNG, &sheet);
}

/* The ticks of the plot's axis at width x height: `want` values, by hand. */
static void
assert_ticks (const QdPlot *plot, QdPlotAxis axis, double width, double height, const double *want, guint n)
{
  g_autoptr(GArray) ticks = qd_plot_get_ticks (plot, axis, width, height);

  g_assert_cmpuint (ticks->len, ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpfloat (g_array_index (ticks, QdPlotTick, i).value, ==, want[i]);
}

/* A climb of one step (steps 0 and 1, h 17 then 12) on a small plot: the
 * step axis has 0 and 1 only (no 0.1, 0.5), h from a fixed 0 whole numbers
 * only; a lone step 3 gets 2, 3 and 4 (a step of 1, not 0.2 around it). */
static void
check_whole_steps (void)
{
  g_autoptr(QdPlot) plot = qd_plot_new ("h over the steps");
  guint s = qd_plot_add_series (plot, "h");
  static const double steps[] = { 0, 1 }, around[] = { 2, 3, 4 };
  g_autoptr(GArray) h_ticks = NULL;

  qd_plot_set_integer (plot, QD_PLOT_AXIS_X, TRUE);
  qd_plot_set_integer (plot, QD_PLOT_AXIS_Y, TRUE);
  qd_plot_set_range (plot, QD_PLOT_AXIS_Y, 0, NAN);
  qd_plot_add_point (plot, s, 0, 17, NAN);
  qd_plot_add_point (plot, s, 1, 12, NAN);
  assert_ticks (plot, QD_PLOT_AXIS_X, 480, 230, steps, 2);
  assert_ticks (plot, QD_PLOT_AXIS_X, 1400, 300, steps, 2);
  h_ticks = qd_plot_get_ticks (plot, QD_PLOT_AXIS_Y, 480, 600);
  g_assert_cmpuint (h_ticks->len, >=, 3);
  for (guint i = 0; i < h_ticks->len; i++)
    g_assert_cmpfloat (g_array_index (h_ticks, QdPlotTick, i).value, ==,
                       floor (g_array_index (h_ticks, QdPlotTick, i).value));
  qd_plot_clear (plot);
  s = qd_plot_add_series (plot, "h");
  qd_plot_add_point (plot, s, 3, 2, NAN);
  assert_ticks (plot, QD_PLOT_AXIS_X, 800, 400, around, 3);
}

/* A lone unnamed line has no key: its plot needs a legend row (19 px and
 * the 8 px above it) less than the same line named. */
static void
check_unnamed_series (void)
{
  g_autoptr(QdPlot) unnamed = qd_plot_new (NULL);
  g_autoptr(QdPlot) named = qd_plot_new (NULL);
  guint u = qd_plot_add_series (unnamed, NULL), n = qd_plot_add_series (named, "h");
  g_autofree char *legend = NULL;

  qd_plot_add_point (unnamed, u, 0, 5, NAN);
  qd_plot_add_point (named, n, 0, 5, NAN);
  legend = qd_plot_series_legend (unnamed, u);
  g_assert_cmpstr (legend, ==, "");
  g_assert_cmpfloat (qd_plot_height_for_area (named, NULL, 480, 100) - qd_plot_height_for_area (unnamed, NULL, 480, 100),
                     ==, 19 + 8);
}

/* Seven series (a root's seven moves) in a narrow picture: the height
 * qd_plot_height_for_area gives leaves the area the height asked, the
 * legend's rows under it; a picture of the old fixed size squeezes it. */
static void
test_height_for_area (void)
{
  g_autoptr(QdPlot) plot = qd_plot_new ("Visits of the root’s moves");
  QdPlotFrame frame, squeezed;
  double height;

  qd_plot_set_axis (plot, QD_PLOT_AXIS_X, "iteration", QD_PLOT_LINEAR);
  qd_plot_set_axis (plot, QD_PLOT_AXIS_Y, "share of the visits", QD_PLOT_LINEAR);
  for (guint c = 0; c < 7; c++)
    {
      g_autofree char *name = g_strdup_printf ("column %u", c + 1);
      guint s = qd_plot_add_series (plot, name);

      qd_plot_add_point (plot, s, 0, 0, NAN);
      qd_plot_add_point (plot, s, 100, (c + 1) / 28.0, NAN);
    }
  height = qd_plot_height_for_area (plot, NULL, 218, 160);
  qd_plot_get_frame (plot, 218, height, &frame);
  g_assert_cmpfloat (fabs (frame.height - 160), <, 1);
  /* The legend takes at least three rows of 19 px at that width. */
  g_assert_cmpfloat (height - frame.height, >, 3 * 19);
  qd_plot_get_frame (plot, 218, 230, &squeezed);
  g_assert_cmpfloat (squeezed.height, <, 150);
  check_unnamed_series ();
}

/* Nothing of the picture touches its edges (a label cut by the surface
 * would): the outermost pixels are all the background. */
static void
assert_edges_clear (const QdPlot *plot, int width, int height)
{
  const QdPalette *palette = qd_palette_light ();
  cairo_surface_t *surface = render_image (plot, palette, width, height);
  guint32 *pixels = (guint32 *) cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface) / 4;
  guint32 bg = pixels[0];

  for (int x = 0; x < width; x++)
    {
      g_assert_cmphex (pixels[x], ==, bg);
      g_assert_cmphex (pixels[(height - 1) * stride + x], ==, bg);
    }
  for (int y = 0; y < height; y++)
    {
      g_assert_cmphex (pixels[y * stride], ==, bg);
      g_assert_cmphex (pixels[y * stride + width - 1], ==, bg);
    }
  cairo_surface_destroy (surface);
}

/* The MCTS window's plot at its sidebar's narrowest (218 px of picture),
 * empty (its axes 0 to 1) and with seven moves: the axes' labels and
 * titles lie whole inside the picture (issue 92). */
static void
test_narrow_labels_inside (void)
{
  g_autoptr(QdPlot) plot = qd_plot_new ("Visits of the root’s moves");

  qd_plot_set_axis (plot, QD_PLOT_AXIS_X, "iteration", QD_PLOT_LINEAR);
  qd_plot_set_integer (plot, QD_PLOT_AXIS_X, TRUE);
  qd_plot_set_axis (plot, QD_PLOT_AXIS_Y, "share of the visits", QD_PLOT_LINEAR);
  qd_plot_set_range (plot, QD_PLOT_AXIS_Y, 0, 1);
  assert_edges_clear (plot, 218, 230);
  for (guint c = 0; c < 7; c++)
    {
      g_autofree char *name = g_strdup_printf ("column %u", c + 1);
      guint s = qd_plot_add_series (plot, name);

      qd_plot_add_point (plot, s, 1, c == 0, NAN);
      qd_plot_add_point (plot, s, 10000, (c + 1) / 28.0, NAN);
    }
  assert_edges_clear (plot, 218, (int) qd_plot_height_for_area (plot, NULL, 218, 160));
}

/* Trials 1 to 3 on a wide plot: the linear axis alone puts ticks between
 * them (steps of 0.2 or 0.5); an integer axis keeps 1, 2 and 3 only. */
static void
test_integer_ticks (void)
{
  g_autoptr(QdPlot) plot = qd_plot_new ("cost per trial");
  guint s = qd_plot_add_series (plot, "cost");
  g_autoptr(GArray) before = NULL;
  g_autoptr(GArray) after = NULL;
  guint fractional = 0;

  qd_plot_set_axis (plot, QD_PLOT_AXIS_X, "trial", QD_PLOT_LINEAR);
  for (guint t = 1; t <= 3; t++)
    qd_plot_add_point (plot, s, t, 20.0 / t, NAN);
  before = qd_plot_get_ticks (plot, QD_PLOT_AXIS_X, 800, 400);
  for (guint i = 0; i < before->len; i++)
    fractional += g_array_index (before, QdPlotTick, i).value != floor (g_array_index (before, QdPlotTick, i).value);
  g_assert_cmpuint (fractional, >, 0);
  qd_plot_set_integer (plot, QD_PLOT_AXIS_X, TRUE);
  after = qd_plot_get_ticks (plot, QD_PLOT_AXIS_X, 800, 400);
  g_assert_cmpuint (after->len, ==, 3);
  for (guint i = 0; i < after->len; i++)
    {
      g_assert_cmpfloat (g_array_index (after, QdPlotTick, i).value, ==, i + 1);
      g_assert_cmpstr (g_array_index (after, QdPlotTick, i).label, ==, i == 0 ? "1" : i == 1 ? "2" : "3");
    }
  check_whole_steps ();
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/plot/ticks/linear", test_ticks_linear);
  g_test_add_func ("/plot/ticks/log", test_ticks_log);
  g_test_add_func ("/plot/frame-mapping", test_frame_mapping);
  g_test_add_func ("/plot/legend", test_legend);
  g_test_add_func ("/plot/render/series-colors", test_render_series_colors);
  g_test_add_func ("/plot/render/odd-inputs", test_render_odd_inputs);
  g_test_add_func ("/plot/render/files", test_render_files);
  g_test_add_func ("/plot/describe", test_describe);
  g_test_add_func ("/plot/describe/values", test_format_value);
  g_test_add_func ("/plot/render/text-scale", test_text_scale);
  g_test_add_func ("/plot/axis/integer", test_integer_ticks);
  g_test_add_func ("/plot/height-for-area", test_height_for_area);
  g_test_add_func ("/plot/render/narrow-labels-inside", test_narrow_labels_inside);
  return g_test_run ();
}
