/* ui-game-report.c — a game tab's report and animation checked
 * (ui-game-report.h). */
#include "config.h"
#include "ui-game-report.h"

static char *
build_path (const char *name, const char *suffix)
{
  g_autofree char *file = g_strconcat (name, suffix, NULL);

  return g_build_filename (g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".", file, NULL);
}

/* Pages 1 and 2 of the PDF as PNG (poppler's pdftoppm, as a reader sees
 * them). */
static void
render_pages (const char *pdf, const char *name)
{
  g_autofree char *prefix = build_path (name, "");
  const char *argv[] = { "pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "2", pdf, prefix, NULL };
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL, NULL,
                               NULL, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

static void
save_frame (const QdAnimation *animation, guint step, const char *name)
{
  g_autofree char *suffix = g_strdup_printf ("-frame-%u.png", step);
  g_autofree char *path = build_path (name, suffix);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 800, 600);
  cairo_t *cr = cairo_create (surface);

  qd_animation_draw_frame (animation, cr, 800, 600, step);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}

void
check_game_report (QdPage *page, guint n_moves, const char *name)
{
  g_autoptr(QdReport) report = qd_page_build_report (page);
  g_autoptr(QdAnimation) animation = qd_page_build_animation (page);
  g_auto(GStrv) titles = NULL;
  g_auto(GStrv) command = NULL;
  g_auto(GStrv) cli_titles = NULL;
  g_autofree char *pdf = build_path (name, ".pdf");
  g_autoptr(GFile) file = g_file_new_for_path (pdf);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (report);
  titles = qd_report_section_titles (report);
  command = report_command (report);
  cli_titles = cli_report_titles ((const char *const *) command, g_getenv ("G_TEST_BUILDDIR"));
  if (!g_strv_equal ((const char *const *) titles, (const char *const *) cli_titles))
    {
      g_autofree char *tab = g_strjoinv (", ", titles);
      g_autofree char *cli = g_strjoinv (", ", cli_titles);

      g_error ("the tab's report has %s, the command line's %s", tab, cli);
    }
  g_assert_true (g_strv_contains ((const char *const *) titles, qd_report_part_title (QD_REPORT_GAME)));

  g_assert_nonnull (animation);
  g_assert_cmpuint (animation->n_steps, ==, n_moves);

  g_assert_true (qd_report_write_pdf (report, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (qd_report_count_pages (report), >=, 2);
  render_pages (pdf, name);
  save_frame (animation, 0, name);
  save_frame (animation, n_moves / 2, name);
  save_frame (animation, n_moves, name);
}
