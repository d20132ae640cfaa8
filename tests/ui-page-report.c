/* ui-page-report.c — a tab's report and animation in the UI tests
 * (ui-page-report.h). */
#include "config.h"
#include "ui-page-report.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ui-common.h"
#include "render/qd-gif.h"

static char *
build_path (const char *stem, const char *suffix)
{
  g_autofree char *name = g_strconcat (stem, suffix, NULL);

  return g_build_filename (g_getenv ("G_TEST_BUILDDIR") != NULL ? g_getenv ("G_TEST_BUILDDIR") : ".", name, NULL);
}

QdReport *
check_page_report (QdPage *page, const char *stem)
{
  QdReport *report = qd_page_build_report (page);
  g_auto(GStrv) titles = NULL, cli_titles = NULL, argv = NULL;
  g_autofree char *pdf = build_path (stem, "-report.pdf");
  g_autofree char *png = build_path (stem, "-report");
  g_autoptr(GFile) file = g_file_new_for_path (pdf);
  g_autoptr(GError) error = NULL;
  const char *pdftoppm[] = { "pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "2", pdf, png, NULL };
  int status = 0;

  g_assert_nonnull (report);
  titles = qd_report_section_titles (report);
  argv = report_command (report);
  /* In the build folder, where its --tree file may go. */
  cli_titles = cli_report_titles ((const char *const *) argv, g_getenv ("G_TEST_BUILDDIR"));
  g_assert_cmpstrv (titles, cli_titles);
  g_assert_true (qd_report_write_pdf (report, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (qd_report_count_pages (report), >=, 2);
  g_assert_true (g_spawn_sync (NULL, (char **) pdftoppm, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return report;
}

/* Frame `step` at the GIF's size, as a PNG; its pixels, to compare. */
static GBytes *
save_frame (const QdAnimation *animation, guint step, const char *stem)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, QD_GIF_DEFAULT_WIDTH,
                                                         QD_GIF_DEFAULT_HEIGHT);
  cairo_t *cr = cairo_create (surface);
  g_autofree char *suffix = g_strdup_printf ("-frame-%u.png", step);
  g_autofree char *path = build_path (stem, suffix);
  GBytes *pixels;

  qd_animation_draw_frame (animation, cr, QD_GIF_DEFAULT_WIDTH, QD_GIF_DEFAULT_HEIGHT, step);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  pixels = g_bytes_new (cairo_image_surface_get_data (surface),
                        (gsize) cairo_image_surface_get_stride (surface) * QD_GIF_DEFAULT_HEIGHT);
  cairo_surface_destroy (surface);
  return pixels;
}

QdAnimation *
check_page_animation (QdPage *page, guint n_steps, const char *stem)
{
  QdAnimation *animation = qd_page_build_animation (page);
  g_autoptr(GBytes) first = NULL, last = NULL;

  g_assert_nonnull (animation);
  g_assert_cmpuint (animation->n_steps, ==, n_steps);
  first = save_frame (animation, 0, stem);
  last = save_frame (animation, animation->n_steps, stem);
  g_assert_false (g_bytes_equal (first, last));
  return animation;
}

void
check_page_pictures (QdPage *page, const char *stem)
{
  static const QdExportFormat formats[] = { QD_EXPORT_PNG, QD_EXPORT_SVG, QD_EXPORT_PDF };
  static const char *const extensions[] = { "png", "svg", "pdf" };

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autofree char *name = g_strdup_printf ("%s.%s", stem, extensions[i]);
      g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      GStatBuf st;

      g_assert_true (qd_page_export_picture (page, file, formats[i], &error));
      g_assert_no_error (error);
      g_assert_cmpint (g_stat (path, &st), ==, 0);
      g_assert_cmpint (st.st_size, >, 1000);
    }
}
