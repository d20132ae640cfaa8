/* test-render.c — exporting drawings (PNG, SVG, PDF, atomically) and drawing
 * game trees.
 *
 * The tree pictures are written to the build directory (tree-render*.png) so
 * that a person can look at them; the checks here are on the geometry. */
#include <errno.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "problems/qd-map.h"
#include "render/qd-draw.h"
#include "render/qd-export.h"
#include "render/qd-label-place.h"
#include "render/qd-map-render.h"
#include "render/qd-palette.h"
#include "render/qd-tree-render.h"

static char *
make_temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("qd-render-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_remove (path);
    }
  g_rmdir (dir);
}

static guint
count_dir_entries (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  g_assert_nonnull (d);
  while (g_dir_read_name (d) != NULL)
    n++;
  return n;
}

static void
draw_sample (cairo_t *cr, double width, double height, gpointer user_data)
{
  const QdPalette *palette = qd_palette_light ();

  cairo_set_source_rgba (cr, palette->background.r, palette->background.g,
                         palette->background.b, palette->background.a);
  cairo_paint (cr);
  cairo_set_source_rgba (cr, palette->accent.r, palette->accent.g, palette->accent.b, 1);
  cairo_rectangle (cr, 10, 10, width - 20, height - 20);
  cairo_fill (cr);
}

/* Draws a little, then breaks the cairo context: the export must fail after
 * the destination has been opened and partly written. */
static void
draw_broken (cairo_t *cr, double width, double height, gpointer user_data)
{
  draw_sample (cr, width, height, user_data);
  cairo_show_page (cr);
  draw_sample (cr, width, height, user_data);
  cairo_scale (cr, 0, 0);   /* CAIRO_STATUS_INVALID_MATRIX */
  cairo_paint (cr);
}

static void
assert_file_starts_with (const char *path, const char *magic, gsize magic_length)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, >=, magic_length);
  if (memcmp (contents, magic, magic_length) != 0)
    g_error ("%s does not start with the expected magic bytes", path);
}

static void
test_format_helpers (void)
{
  QdExportFormat format;

  g_assert_true (qd_export_format_from_path ("a/b/tree.png", &format));
  g_assert_cmpint (format, ==, QD_EXPORT_PNG);
  g_assert_true (qd_export_format_from_path ("TREE.SVG", &format));
  g_assert_cmpint (format, ==, QD_EXPORT_SVG);
  g_assert_true (qd_export_format_from_path ("x.Pdf", &format));
  g_assert_cmpint (format, ==, QD_EXPORT_PDF);
  g_assert_false (qd_export_format_from_path ("x.pdf.txt", &format));
  g_assert_false (qd_export_format_from_path ("dir.png/file", &format));
  g_assert_false (qd_export_format_from_path ("png", &format));
  g_assert_cmpstr (qd_export_format_extension (QD_EXPORT_SVG), ==, "svg");
  g_assert_cmpstr (qd_export_format_mime_type (QD_EXPORT_PNG), ==, "image/png");
  g_assert_cmpstr (qd_export_format_mime_type (QD_EXPORT_PDF), ==, "application/pdf");
}

static void
test_color_parse (void)
{
  QdColor color;

  g_assert_true (qd_color_parse ("#3584e4", &color));
  g_assert_cmpfloat_with_epsilon (color.r, 0x35 / 255.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (color.b, 0xe4 / 255.0, 1e-9);
  g_assert_cmpfloat (color.a, ==, 1.0);
  g_assert_true (qd_color_parse ("#FFFFFF80", &color));
  g_assert_cmpfloat_with_epsilon (color.a, 128 / 255.0, 1e-9);
  g_assert_false (qd_color_parse ("3584e4", &color));
  g_assert_false (qd_color_parse ("#3584e", &color));
  g_assert_false (qd_color_parse ("#3584e4f", &color));
  g_assert_false (qd_color_parse ("#zz84e4", &color));
  g_assert_false (qd_color_parse (NULL, &color));

  g_assert_nonnull (qd_palette_light ()->font_family);
  g_assert_cmpfloat (qd_palette_dark ()->background.r, <, 0.2);
  g_assert_cmpfloat (qd_palette_light ()->background.r, >, 0.9);
}

static void
test_export_formats (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *png = g_build_filename (dir, "sample.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "sample.svg", NULL);
  g_autofree char *pdf = g_build_filename (dir, "sample.PDF", NULL);
  const char *paths[] = { png, svg, pdf };

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (paths[i]);
      g_autoptr(GError) error = NULL;
      QdExportFormat format;

      g_assert_true (qd_export_format_from_path (paths[i], &format));
      g_assert_true (qd_export_drawing (file, format, 120.5, 80, 2, draw_sample, NULL, &error));
      g_assert_no_error (error);
    }

  assert_file_starts_with (png, "\x89PNG\r\n\x1a\n", 8);
  assert_file_starts_with (pdf, "%PDF", 4);
  {
    g_autofree char *contents = NULL;

    g_assert_true (g_file_get_contents (svg, &contents, NULL, NULL));
    g_assert_true (g_str_has_prefix (contents, "<?xml") || g_str_has_prefix (contents, "<svg"));
    g_assert_nonnull (strstr (contents, "</svg>"));
  }

  /* The PNG is width * scale by height * scale pixels, rounded up. */
  {
    cairo_surface_t *image = cairo_image_surface_create_from_png (png);

    g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
    g_assert_cmpint (cairo_image_surface_get_width (image), ==, 241);
    g_assert_cmpint (cairo_image_surface_get_height (image), ==, 160);
    cairo_surface_destroy (image);
  }

  /* Only the three files: no temporary file left behind. */
  g_assert_cmpuint (count_dir_entries (dir), ==, 3);
  remove_dir (dir);
}

static void
assert_error_names_file (const GError *error, const char *path)
{
  g_assert_nonnull (error);
  if (strstr (error->message, path) == NULL)
    g_error ("the error \"%s\" does not name %s", error->message, path);
}

static void
test_export_failures (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "keep.svg", NULL);
  g_autofree char *fresh = g_build_filename (dir, "fresh.pdf", NULL);
  g_autofree char *missing = g_build_filename (dir, "no-such-dir", "x.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  const char *old = "old contents\n";
  const QdExportFormat formats[] = { QD_EXPORT_PNG, QD_EXPORT_SVG, QD_EXPORT_PDF };

  g_assert_true (g_file_set_contents (path, old, -1, NULL));

  /* Refused sizes, in every format. */
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      const double sizes[][2] = { { 0, 10 }, { 10, -1 }, { 20001, 10 }, { 10, NAN } };

      for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
        {
          g_autoptr(GError) error = NULL;

          g_assert_false (qd_export_drawing (file, formats[i], sizes[k][0], sizes[k][1], 1,
                                             draw_sample, NULL, &error));
          g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
          assert_error_names_file (error, path);
        }
    }

  /* A PNG too large for cairo at this scale. */
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (qd_export_drawing (file, QD_EXPORT_PNG, 20000, 100, 2,
                                       draw_sample, NULL, &error));
    assert_error_names_file (error, path);
  }

  /* A drawing that breaks after the file was opened and written to. */
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (qd_export_drawing (file, formats[i], 100, 100, 1, draw_broken, NULL, &error));
      assert_error_names_file (error, path);
    }

  /* The old file is untouched and no temporary file is left. */
  {
    g_autofree char *contents = NULL;

    g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
    g_assert_cmpstr (contents, ==, old);
    g_assert_cmpuint (count_dir_entries (dir), ==, 1);
  }

  /* A new file that fails is not left half written. */
  {
    g_autoptr(GFile) fresh_file = g_file_new_for_path (fresh);
    g_autoptr(GError) error = NULL;

    g_assert_false (qd_export_drawing (fresh_file, QD_EXPORT_PDF, 100, 100, 1,
                                       draw_broken, NULL, &error));
    assert_error_names_file (error, fresh);
    g_assert_false (g_file_test (fresh, G_FILE_TEST_EXISTS));
    g_assert_cmpuint (count_dir_entries (dir), ==, 1);
  }

  /* A directory that does not exist. */
  {
    g_autoptr(GFile) missing_file = g_file_new_for_path (missing);
    g_autoptr(GError) error = NULL;

    g_assert_false (qd_export_drawing (missing_file, QD_EXPORT_PNG, 100, 100, 1,
                                       draw_sample, NULL, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
    assert_error_names_file (error, missing);
  }

  remove_dir (dir);
}

static void
test_save_text (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "trace.txt", NULL);
  g_autofree char *missing = g_build_filename (dir, "nope", "trace.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) missing_file = g_file_new_for_path (missing);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;

  g_assert_true (qd_save_text (file, "first\n", -1, &error));
  g_assert_no_error (error);
  g_assert_true (qd_save_text (file, "second\nthird", 7, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "second\n");
  g_assert_cmpuint (count_dir_entries (dir), ==, 1);

  g_assert_false (qd_save_text (missing_file, "x", -1, &error));
  assert_error_names_file (error, missing);

  remove_dir (dir);
}

/* ------------------------------------------------------------------------ */

static const char *TEXTBOOK_TREE = "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]";

static QdGameTree *
parse_ok (const char *text)
{
  g_autoptr(GError) error = NULL;
  QdGameTree *tree = qd_game_tree_parse (text, -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (tree);
  return tree;
}

static void
write_tree_png (const char *name,
                const QdGameTree *tree,
                const QdTreeLayout *layout,
                const QdTreeRenderOptions *options)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  QdTreeDrawing drawing = { tree, layout, options };
  double width, height;

  qd_tree_layout_get_size (layout, &width, &height);
  g_assert_true (qd_export_drawing (file, QD_EXPORT_PNG, width, height, 2,
                                    qd_tree_drawing_draw, &drawing, &error));
  g_assert_no_error (error);
  g_test_message ("wrote %s", path);
}

static void
test_tree_layout (void)
{
  g_autoptr(QdGameTree) tree = parse_ok (TEXTBOOK_TREE);
  g_autoptr(QdTreeLayout) layout = qd_tree_layout_new (tree);
  double width, height, rx, ry, x[13], y[13];

  qd_tree_layout_get_size (layout, &width, &height);
  for (guint i = 0; i < 13; i++)
    {
      qd_tree_layout_get_node_center (layout, i, &x[i], &y[i]);
      g_assert_cmpfloat (x[i], >, 0);
      g_assert_cmpfloat (x[i], <, width);
      g_assert_cmpfloat (y[i], >, 0);
      g_assert_cmpfloat (y[i], <, height);
    }
  rx = x[0];
  ry = y[0];

  /* Preorder: 0 root, 1 r.0 (leaves 2-4), 5 r.1 (6-8), 9 r.2 (10-12). */
  g_assert_cmpfloat_with_epsilon (rx, x[5], 1e-9);        /* over the middle child */
  g_assert_cmpfloat_with_epsilon (x[1], x[3], 1e-9);      /* each MIN over its middle leaf */
  g_assert_cmpfloat_with_epsilon (x[9], x[11], 1e-9);
  g_assert_cmpfloat_with_epsilon (y[1], y[5], 1e-9);      /* levels */
  g_assert_cmpfloat_with_epsilon (y[2], y[12], 1e-9);
  g_assert_cmpfloat_with_epsilon (y[5] - y[0], y[6] - y[5], 1e-9);
  g_assert_cmpfloat (y[5], >, y[0]);
  /* Leaves evenly spaced, left to right. */
  {
    const guint leaves[] = { 2, 3, 4, 6, 7, 8, 10, 11, 12 };
    double gap = x[3] - x[2];

    g_assert_cmpfloat (gap, >=, 40);
    for (guint k = 1; k < G_N_ELEMENTS (leaves); k++)
      g_assert_cmpfloat_with_epsilon (x[leaves[k]] - x[leaves[k - 1]], gap, 1e-9);
  }

  g_assert_cmpint (qd_tree_layout_hit (layout, rx, ry), ==, 0);
  g_assert_cmpint (qd_tree_layout_hit (layout, x[7] + 3, y[7] - 3), ==, 7);
  g_assert_cmpint (qd_tree_layout_hit (layout, x[9], y[9]), ==, 9);
  g_assert_cmpint (qd_tree_layout_hit (layout, -500, -500), ==, -1);
  g_assert_cmpint (qd_tree_layout_hit (layout, width + 1000, ry), ==, -1);
  g_assert_cmpint (qd_tree_layout_hit (layout, (x[2] + x[3]) / 2, y[2]), ==, -1);  /* between */
  g_assert_cmpint (qd_tree_layout_hit (layout, rx, (y[0] + y[1]) / 2), ==, -1);
}

static void
test_tree_render (void)
{
  g_autoptr(QdGameTree) tree = parse_ok (TEXTBOOK_TREE);
  g_autoptr(QdTreeLayout) layout = qd_tree_layout_new (tree);
  g_autoptr(QdTreeAnalysis) analysis = qd_tree_analyze (tree, QD_GAME_SEARCH_ALPHABETA, NULL);
  QdTreeRenderOptions options;

  g_assert_nonnull (analysis);
  g_assert_cmpfloat (analysis->result.value, ==, 3);

  qd_tree_render_options_init (&options, qd_palette_light ());
  options.results = analysis->final;
  options.finished = TRUE;
  options.show_alpha_beta = TRUE;
  write_tree_png ("tree-render.png", tree, layout, &options);

  options.palette = qd_palette_dark ();
  write_tree_png ("tree-render-dark.png", tree, layout, &options);

  /* Half way through, with a current node and a selection; then no search. */
  {
    guint steps = qd_tree_analysis_n_steps (analysis);
    g_autofree QdTreeNodeResult *partial = g_new0 (QdTreeNodeResult, qd_game_tree_n_nodes (tree));
    QdTreeEvent *event;

    qd_tree_analysis_replay (analysis, steps / 2, partial);
    event = &g_array_index (analysis->events, QdTreeEvent, steps / 2 - 1);
    qd_tree_render_options_init (&options, qd_palette_light ());
    options.results = partial;
    options.current = (gint) event->node;
    options.selected = 9;
    write_tree_png ("tree-render-step.png", tree, layout, &options);
  }

  qd_tree_render_options_init (&options, qd_palette_light ());
  write_tree_png ("tree-render-plain.png", tree, layout, &options);
}

/* Every pixel of the drawing lies inside the picture, its margin untouched:
 * draw onto a larger surface offset by 50, unclipped at the picture's edge,
 * and check that the band around the picture stays empty. */
static void
assert_drawing_inside (const QdGameTree *tree,
                       const QdTreeLayout *layout,
                       const QdTreeRenderOptions *options)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  double width, height;
  guint32 *pixels;
  int stride, w, h;
  guint32 background;

  qd_tree_layout_get_size (layout, &width, &height);
  w = (int) ceil (width) + 100;
  h = (int) ceil (height) + 100;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cr = cairo_create (surface);
  cairo_translate (cr, 50, 50);
  qd_tree_render (cr, tree, layout, options);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  pixels = (guint32 *) cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface) / 4;
  background = pixels[0];
  for (int py = 0; py < h; py++)
    for (int px = 0; px < w; px++)
      {
        gboolean inside = px >= 50 + 8 && px < 50 + width - 8 && py >= 50 + 8 && py < 50 + height - 8;

        if (!inside && pixels[py * stride + px] != background)
          g_error ("pixel (%d, %d) drawn outside the picture's %g × %g less its margin",
                   px - 50, py - 50, width, height);
      }
  cairo_surface_destroy (surface);
}

/* Labels, uneven depths, wider numbers, highlights at the edges: the
 * picture's size holds all of it. */
static void
test_tree_render_bounds (void)
{
  const char *trees[] = {
    "A:[B:[3, 12.5, -8], C:[2, [4, 6]], D:[14, 5, 2]]",
    "[[-100.25], [[7]], long_label:1]",
    "left:[[[[-1e+300]]]]",
    "5",
    /* Labels of nodes right of their parent go on the right, away from the
     * edge coming down: the picture makes room for them there. */
    "[first:[1, 2], [3], a_long_label_on_the_right:[4, far_right_leaf:5]]",
  };

  for (guint t = 0; t < G_N_ELEMENTS (trees); t++)
    {
      g_autoptr(QdGameTree) tree = parse_ok (trees[t]);
      g_autoptr(QdTreeLayout) layout = qd_tree_layout_new (tree);
      g_autoptr(QdTreeAnalysis) analysis = qd_tree_analyze (tree, QD_GAME_SEARCH_ALPHABETA, NULL);
      guint n = qd_game_tree_n_nodes (tree);
      QdTreeRenderOptions options;

      for (guint style = 0; style < 2; style++)
        {
          qd_tree_render_options_init (&options, style ? qd_palette_dark () : qd_palette_light ());
          options.results = analysis->final;
          options.finished = TRUE;
          options.current = style ? (gint) n - 1 : 1 % (gint) n;
          options.selected = style ? 0 : (gint) n - 1;
          assert_drawing_inside (tree, layout, &options);
        }

      if (t == 0)
        {
          qd_tree_render_options_init (&options, qd_palette_light ());
          options.results = analysis->final;
          options.finished = TRUE;
          write_tree_png ("tree-render-labels.png", tree, layout, &options);
        }
    }
}

/* 10,000 leaves lay out and draw quickly; the clip skips what is not seen. */
static void
test_tree_large (void)
{
  g_autoptr(GString) text = g_string_new ("[");
  g_autoptr(QdGameTree) tree = NULL;
  g_autoptr(QdTreeLayout) layout = NULL;
  g_autoptr(QdTreeAnalysis) analysis = NULL;
  QdTreeRenderOptions options;
  cairo_surface_t *surface;
  cairo_t *cr;
  double width, height, x, y;
  gint64 start, layout_us, render_us;

  /* 100 × 100 leaves under 100 MIN nodes. */
  for (int i = 0; i < 100; i++)
    {
      g_string_append (text, i ? ", [" : "[");
      for (int k = 0; k < 100; k++)
        g_string_append_printf (text, k ? ", %d" : "%d", (i * 37 + k * 11) % 97);
      g_string_append (text, "]");
    }
  g_string_append (text, "]");
  tree = parse_ok (text->str);
  analysis = qd_tree_analyze (tree, QD_GAME_SEARCH_ALPHABETA, NULL);

  start = g_get_monotonic_time ();
  layout = qd_tree_layout_new (tree);
  layout_us = g_get_monotonic_time () - start;
  qd_tree_layout_get_size (layout, &width, &height);
  g_assert_cmpfloat (width, >, 10000 * 40);

  /* The last leaf is found by hit testing. */
  qd_tree_layout_get_node_center (layout, qd_game_tree_n_nodes (tree) - 1, &x, &y);
  g_assert_cmpint (qd_tree_layout_hit (layout, x, y), ==, (gint) qd_game_tree_n_nodes (tree) - 1);

  /* A window-sized view in the middle. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 800, 600);
  cr = cairo_create (surface);
  cairo_translate (cr, -width / 2, 0);
  qd_tree_render_options_init (&options, qd_palette_light ());
  options.results = analysis->final;
  options.finished = TRUE;
  start = g_get_monotonic_time ();
  for (int i = 0; i < 10; i++)
    qd_tree_render (cr, tree, layout, &options);
  render_us = (g_get_monotonic_time () - start) / 10;
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  g_test_message ("10,100 nodes: layout %" G_GINT64_FORMAT " µs, one view %" G_GINT64_FORMAT " µs",
                  layout_us, render_us);
  /* Generous bounds (sanitizer builds are slow); typical is a few ms. */
  g_assert_cmpint (layout_us, <, 2 * G_USEC_PER_SEC);
  g_assert_cmpint (render_us, <, G_USEC_PER_SEC);
}

/* Fontconfig keeps its patterns behind offsets LeakSanitizer cannot follow:
 * what it reports there are caches, not leaks. */
const char *__lsan_default_suppressions (void);

const char *
__lsan_default_suppressions (void)
{
  return "leak:libfontconfig.so\n";
}

/* Every label placed is inside, clear of every disc and of every other. */
static guint
check_labels (const QdPointLabels *labels)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 10, 10);
  cairo_t *cr = cairo_create (surface);
  QdDrawText text;
  g_autofree QdLabelBox *boxes = g_new (QdLabelBox, labels->n);
  g_autofree gboolean *far = g_new (gboolean, labels->n);
  guint placed, counted = 0;

  qd_draw_text_init (&text, cr, NULL, "H");
  placed = qd_label_place (&text, labels, boxes, far);
  for (guint i = 0; i < labels->n; i++)
    {
      const QdLabelBox *a = &boxes[i];

      if (a->x2 < a->x1)
        continue;
      counted++;
      g_assert_cmpfloat (a->x1, >=, labels->within.x1);
      g_assert_cmpfloat (a->x2, <=, labels->within.x2);
      g_assert_cmpfloat (a->y1, >=, labels->within.y1);
      g_assert_cmpfloat (a->y2, <=, labels->within.y2);
      /* As wide as its text at least. */
      g_assert_cmpfloat (a->x2 - a->x1, >=, qd_draw_text_advance (&text, labels->names[i], labels->size, 0));
      for (guint j = 0; j < labels->n; j++)
        {
          const QdLabelBox *b = &boxes[j];
          double cx = CLAMP (labels->x[j], a->x1, a->x2), cy = CLAMP (labels->y[j], a->y1, a->y2);

          /* The nearest point of the box is outside disc j. */
          g_assert_cmpfloat (hypot (cx - labels->x[j], cy - labels->y[j]), >=, labels->radius);
          if (j != i && b->x2 >= b->x1)
            g_assert_false (a->x1 < b->x2 && b->x1 < a->x2 && a->y1 < b->y2 && b->y1 < a->y2);
        }
    }
  g_assert_cmpuint (placed, ==, counted);
  qd_draw_text_clear (&text);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return placed;
}

/* Names beside points: none overlaps another or a point, whatever the
 * crowd; the first choice is to the right; where there is room, all are
 * placed (every state of the US map). */
static void
test_label_place (void)
{
  const char *names[] = { "Madison", "Chicago", "Milwaukee", "Rockford", "A", "" };
  double x[] = { 100, 104, 108, 300, 500, 520 };
  double y[] = { 100, 103, 96, 300, 500, 520 };
  QdPointLabels labels = { .n = 6, .x = x, .y = y, .names = names, .radius = 5, .size = 12,
                           .within = { 0, 0, 600, 600 } };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 10, 10);
  cairo_t *cr = cairo_create (surface);
  QdDrawText text;
  QdLabelBox boxes[6];

  /* Rockford alone: to its right, centred on it. */
  qd_draw_text_init (&text, cr, NULL, "H");
  g_assert_cmpuint (check_labels (&labels), ==, 5);   /* the empty name is not drawn */
  qd_label_place (&text, &labels, boxes, NULL);
  g_assert_cmpfloat (boxes[3].x1, >, 300 + 5);
  g_assert_cmpfloat (fabs ((boxes[3].y1 + boxes[3].y2) / 2 - 300), <, 0.01);
  g_assert_cmpfloat (boxes[5].x2, <, boxes[5].x1);
  /* A point at the right edge takes its label to the left. */
  x[4] = 598, y[4] = 300;
  qd_label_place (&text, &labels, boxes, NULL);
  g_assert_cmpfloat (boxes[4].x2, <, 598);
  qd_draw_text_clear (&text);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  /* A crowd: 300 points in a 200 x 200 square; some are left out. */
  {
    enum { N = 300 };
    double cx[N], cy[N];
    char buffers[N][16];
    const char *crowd[N];
    GRand *rand = g_rand_new_with_seed (7);
    QdPointLabels many = { .n = N, .x = cx, .y = cy, .names = crowd, .radius = 4, .size = 12,
                           .within = { 0, 0, 400, 400 } };
    guint placed;

    for (guint i = 0; i < N; i++)
      {
        cx[i] = 100 + g_rand_double_range (rand, 0, 200);
        cy[i] = 100 + g_rand_double_range (rand, 0, 200);
        g_snprintf (buffers[i], sizeof buffers[i], "City %u", i);
        crowd[i] = buffers[i];
      }
    placed = check_labels (&many);
    g_assert_cmpuint (placed, >, 10);
    g_assert_cmpuint (placed, <, N);
    g_rand_free (rand);
  }

  /* The US map as the window draws it: all 48 named. */
  {
    g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "examples", "mapcolor", "usa-48.map", NULL);
    g_autofree char *contents = NULL;
    g_autoptr(GError) error = NULL;
    QdMap *map;
    gsize length;

    g_assert_true (g_file_get_contents (path, &contents, &length, &error));
    map = qd_map_parse (contents, length, NULL, &error);
    g_assert_no_error (error);
    {
      g_autofree double *mx = g_new (double, map->n_regions);
      g_autofree double *my = g_new (double, map->n_regions);
      double w, h;
      QdPointLabels us = { .n = map->n_regions, .x = mx, .y = my, .names = (const char *const *) map->names->pdata,
                           .radius = qd_map_render_radius (map->n_regions), .size = 12 };

      qd_map_render_get_size (map, &w, &h);
      us.within = (QdLabelBox) { 1, 1, w - 1, h - 1 };
      for (guint r = 0; r < map->n_regions; r++)
        qd_map_render_from_unit (map->x[r], map->y[r], &mx[r], &my[r]);
      g_assert_cmpuint (check_labels (&us), ==, 48);
    }
    qd_map_free (map);
  }
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/export/format-helpers", test_format_helpers);
  g_test_add_func ("/render/palette/color-parse", test_color_parse);
  g_test_add_func ("/render/export/formats", test_export_formats);
  g_test_add_func ("/render/export/failures", test_export_failures);
  g_test_add_func ("/render/export/save-text", test_save_text);
  g_test_add_func ("/render/tree/layout", test_tree_layout);
  g_test_add_func ("/render/tree/render", test_tree_render);
  g_test_add_func ("/render/tree/bounds", test_tree_render_bounds);
  g_test_add_func ("/render/tree/large", test_tree_large);
  g_test_add_func ("/render/labels/place", test_label_place);

  status = g_test_run ();
  cairo_debug_reset_static_data ();
  return status;
}
