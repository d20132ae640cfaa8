/* ui-report-check.c — a tab's report and animation checked (ui-report-check.h). */
#include "config.h"
#include "ui-report-check.h"

#include <glib/gstdio.h>

#include "render/qd-gif.h"

char *
save_document_copy (QdPage *page)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = qd_page_serialize (page);
  g_autofree char *path = qd_page_report_path (page);
  g_autofree char *name = path != NULL ? g_path_get_basename (path) : g_strdup (qd_page_get_title (page));
  char *dir = g_dir_make_tmp ("qd-ui-document-XXXXXX", &error);
  g_autofree char *copy = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (text);
  copy = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (copy, text, -1, &error));
  g_assert_no_error (error);
  return dir;
}

static void
render_pdf_page (const char *pdf, guint page, const char *stem)
{
  g_autofree char *first = g_strdup_printf ("%u", page);
  g_autofree char *out = g_strdup_printf ("%s-%u", stem, page);
  g_autofree char *prefix = g_test_build_filename (G_TEST_BUILT, out, NULL);
  const char *argv[] = { "pdftoppm", "-png", "-r", "60", "-f", first, "-l", first, "-singlefile", pdf, prefix, NULL };
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, &status,
                               &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

QdReport *
check_page_report (QdPage *page, const char *cwd, const char *stem)
{
  QdReport *report = qd_page_build_report (page);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) argv = NULL;
  g_auto(GStrv) cli_titles = NULL;
  g_auto(GStrv) titles = NULL;
  g_autofree char *name = g_strconcat (stem, ".pdf", NULL);
  g_autofree char *pdf = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (pdf);

  g_assert_nonnull (report);
  argv = report_command (report);
  cli_titles = cli_report_titles ((const char *const *) argv, cwd);
  titles = qd_report_section_titles (report);
  g_assert_cmpstrv (titles, cli_titles);
  g_assert_cmpuint (g_strv_length (titles), >=, 4);

  g_assert_true (qd_report_write_pdf (report, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (qd_report_count_pages (report), >=, 2);
  render_pdf_page (pdf, 1, stem);
  render_pdf_page (pdf, 2, stem);
  return report;
}

void
save_animation_frame (const QdAnimation *animation, guint step, const char *name)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, QD_GIF_DEFAULT_WIDTH,
                                                         QD_GIF_DEFAULT_HEIGHT);
  cairo_t *cr = cairo_create (surface);
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);

  qd_animation_draw_frame (animation, cr, QD_GIF_DEFAULT_WIDTH, QD_GIF_DEFAULT_HEIGHT, step);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}
