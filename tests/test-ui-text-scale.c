/* test-ui-text-scale.c — the canvases follow GNOME's text scaling (issue 35):
 * with GtkSettings:gtk-xft-dpi at twice 96 dpi (what the settings daemon
 * sets for a text scaling factor of 2), every problem's first example opens
 * in a 1024 x 768 window, its tab still fits, and its canvas draws with text
 * twice as large, before and after a solve (the search tree, the TSP's
 * plots); the map-colouring tab's FC vs MAC tables and experiment plots; the
 * same at GNOME's Large Text (1.25) for one tab.  Screenshots, to be looked
 * at: ui-text2-<id>.png, ui-text2-<id>-solved.png, ui-text2-mapcolor-fcmac.png,
 * ui-text2-mapcolor-experiment.png, ui-text2-<id>-tree.png (the search
 * tree after the solve), ui-text125-<id>.png. */
#include "config.h"

#include "ui-common.h"

#include "app/pages/mapcolor/qd-mapcolor-page.h"
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

static gboolean
page_idle (gpointer page)
{
  return !qd_page_get_busy (QD_PAGE (page));
}

static gboolean
tables_built (gpointer view)
{
  QdCspTable *const *tables;

  return !qd_mapcolor_fcmac_view_is_running (view) && qd_mapcolor_fcmac_view_get_tables (view, &tables) > 0;
}

static gboolean
experiment_run (gpointer view)
{
  return !qd_mapcolor_experiment_view_is_running (view) && qd_mapcolor_experiment_view_get_experiment (view) != NULL;
}

/* The search tree (F8) below the board after a solve: its labels at the
 * scale; `prefix`-<id>-tree.png. */
static void
check_search_tree (QdPage *page, const char *prefix, const char *id)
{
  QdCanvas *canvas = qd_page_get_canvas (page);
  GtkWidget *pane = canvas != NULL ? gtk_widget_get_ancestor (GTK_WIDGET (canvas), QD_TYPE_BOARD_PANE) : NULL;
  g_autofree char *name = g_strdup_printf ("%s-%s-tree.png", prefix, id);
  QdSearchTreeView *tree;

  if (pane == NULL || qd_board_pane_get_search_tree (QD_BOARD_PANE (pane)) == NULL)
    return;   /* FC vs MAC draws its trees in its own view */
  tree = show_search_tree (canvas);
  for (guint f = 0; f < 6; f++)
    wait_for_frame ();
  g_assert_cmpfloat (qd_canvas_get_palette (QD_CANVAS (tree))->text_scale, ==,
                     qd_canvas_get_palette (canvas)->text_scale);
  screenshot (name);
  qd_board_pane_set_search_tree_shown (QD_BOARD_PANE (pane), FALSE);
}

/* The map-colouring tab's drawn tables and plots. */
static void
check_mapcolor_views (QdMapcolorPage *page, GString *too_big)
{
  QdMapcolorFcmacView *fcmac = qd_mapcolor_page_get_fcmac_view (page);
  QdMapcolorExperimentView *experiment = qd_mapcolor_page_get_experiment_view (page);

  qd_mapcolor_page_show_view (page, "fcmac");
  qd_mapcolor_fcmac_view_build (fcmac, "WA, NT, SA, Q, NSW, V, T", "r, g, b");
  wait_until (tables_built, fcmac, 10000, "the domain tables");
  wait_for_frame ();
  check_page_fits (QD_PAGE (page), WIDTH, HEIGHT, "FC vs MAC at text scale 2", too_big);
  screenshot ("ui-text2-mapcolor-fcmac.png");
  qd_mapcolor_page_show_view (page, "experiment");
  qd_mapcolor_experiment_view_run (experiment, "10, 20", 1);
  wait_until (experiment_run, experiment, 60000, "the experiment");
  wait_for_frame ();
  check_page_fits (QD_PAGE (page), WIDTH, HEIGHT, "the experiment at text scale 2", too_big);
  screenshot ("ui-text2-mapcolor-experiment.png");
  qd_mapcolor_page_show_view (page, "map");
}

/* Opens the problem's first example at `scale`, checks it and saves
 * `prefix`-<id>.png, and at scale 2 solved (-solved.png) where the tab has
 * a solver; the tab is closed again. */
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
  if (scale == 2.0 && gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL))
    {
      g_autofree char *solved = g_strdup_printf ("%s-%s-solved.png", prefix, problem->id);

      wait_until (page_idle, page, 60000, "the solver");
      for (guint f = 0; f < 3; f++)
        wait_for_frame ();
      check_page_fits (page, WIDTH, HEIGHT, what, too_big);
      screenshot (solved);
      check_search_tree (page, prefix, problem->id);
    }
  if (scale == 2.0 && QD_IS_MAPCOLOR_PAGE (page))
    check_mapcolor_views (QD_MAPCOLOR_PAGE (page), too_big);
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
