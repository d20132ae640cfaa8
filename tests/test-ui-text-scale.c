/* test-ui-text-scale.c — the canvases follow GNOME's text scaling (issue 35):
 * with GtkSettings:gtk-xft-dpi at twice 96 dpi (what the settings daemon
 * sets for a text scaling factor of 2), every problem's first example opens
 * in a 1024 x 768 window, its tab still fits, and its canvas draws with text
 * twice as large; the same at GNOME's Large Text (1.25) for one tab.
 * Screenshots, to be looked at: ui-text2-<id>.png, ui-text125-<id>.png. */
#include "config.h"

#include "ui-common.h"

#include "problems/qd-problem.h"

#define WIDTH 1024
#define HEIGHT 768

static void
set_text_scale (double scale)
{
  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", (int) (scale * 96 * 1024), NULL);
}

/* The page's canvas, or the first one under it. */
static QdCanvas *
find_canvas (GtkWidget *widget)
{
  if (QD_IS_CANVAS (widget))
    return QD_CANVAS (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      QdCanvas *canvas = find_canvas (child);

      if (canvas != NULL)
        return canvas;
    }
  return NULL;
}

static QdCanvas *
page_canvas (QdPage *page)
{
  QdCanvas *canvas = qd_page_get_canvas (page);

  return canvas != NULL ? canvas : find_canvas (GTK_WIDGET (page));
}

/* Opens the problem's first example at `scale`, checks it and saves
 * `prefix`-<id>.png; the tab is closed again. */
static void
check_problem (const QdProblem *problem, double scale, const char *prefix, GString *too_big)
{
  guint before = adw_tab_view_get_n_pages (qd_window_get_tab_view (window));
  g_autofree char *what = g_strdup_printf ("%s at text scale %g", problem->id, scale);
  g_autofree char *name = g_strdup_printf ("%s-%s.png", prefix, problem->id);
  QdPage *page;
  QdCanvas *canvas;

  qd_window_open_example (window, problem->id, 0);
  wait_until (has_page, GUINT_TO_POINTER (before + 1), 10000, what);
  page = qd_window_get_current_page (window);
  /* a few frames: the flap folds, the board fits its new room */
  for (guint f = 0; f < 4; f++)
    wait_for_frame ();
  check_page_fits (page, WIDTH, HEIGHT, what, too_big);
  canvas = page_canvas (page);
  g_assert_nonnull (canvas);
  g_assert_cmpfloat_with_epsilon (qd_canvas_get_palette (canvas)->text_scale, scale, 1e-9);
  screenshot (name);
  close_current_page ();
}

static void
test_text_scale_2 (void)
{
  guint n_problems;
  const QdProblem *const *problems = qd_problem_get_all (&n_problems);
  g_autoptr(GString) too_big = g_string_new (NULL);

  set_text_scale (2.0);
  resize_window (WIDTH, HEIGHT);
  for (guint p = 0; p < n_problems; p++)
    check_problem (problems[p], 2.0, "ui-text2", too_big);
  if (too_big->len > 0)
    g_error ("tabs that do not fit at text scale 2:%s", too_big->str);
}

/* GNOME's Large Text; and a tab open while the scale changes follows it. */
static void
test_large_text (void)
{
  guint n_problems;
  const QdProblem *const *problems = qd_problem_get_all (&n_problems);
  g_autoptr(GString) too_big = g_string_new (NULL);
  QdCanvas *canvas;

  set_text_scale (1.25);
  resize_window (WIDTH, HEIGHT);
  g_assert_cmpuint (n_problems, >, 0);
  check_problem (problems[0], 1.25, "ui-text125", too_big);
  if (too_big->len > 0)
    g_error ("a tab that does not fit at text scale 1.25:%s", too_big->str);

  qd_window_open_example (window, problems[0]->id, 0);
  wait_until (has_page, GUINT_TO_POINTER (1), 10000, problems[0]->id);
  canvas = page_canvas (qd_window_get_current_page (window));
  set_text_scale (1.0);
  g_assert_cmpfloat (qd_canvas_get_palette (canvas)->text_scale, ==, 1.0);
  set_text_scale (1.25);
  g_assert_cmpfloat (qd_canvas_get_palette (canvas)->text_scale, ==, 1.25);
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/text-scale/2", test_text_scale_2);
  g_test_add_func ("/ui/text-scale/large-text", test_large_text);
  return ui_run ();
}
