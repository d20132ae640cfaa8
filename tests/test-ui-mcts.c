/* test-ui-mcts.c — Monte Carlo Tree Search, Step by Step (app/qd-mcts-window.h)
 * opened from the KCell tab (7 cells, 2 stones, the start): three steps,
 * each one iteration (the root's N in the tree shown is the count), its
 * four phases highlighted in turn and written out; a run of 200 on the
 * worker; the plot's lines (one per root move, shares summing to 1); Reset
 * and the same count again give the same tree (one seed); every control
 * named; the window at 600 x 500 fits; screenshots after the steps, after
 * the run, in the dark; before the first step, no status but the tree
 * pane's.  Then K in a Row's Connect Four: the plot of the root's seven
 * moves keeps its area, and its axes show whole in the sidebar as it
 * opens, at 1400 x 900 and 600 x 500 (as before the first step). */
#include "config.h"

#include "ui-common.h"

#include <string.h>
#include <glib/gstdio.h>

#include "app/qd-mcts-window.h"
#include "app/pages/kcell/qd-kcell-page.h"
#include "app/pages/kinarow/qd-kinarow-page.h"
#include "app/widgets/qd-picture-view.h"

static QdMctsWindow *mcts_window;

static gboolean
is_picture_view (GtkWidget *widget, gconstpointer data)
{
  return QD_IS_PICTURE_VIEW (widget);
}

/* The window at width x height, as it opens (the sidebar not scrolled):
 * the plot's axes and their labels lie whole inside the sidebar (at 600 x
 * 500 the x axis was below its bottom edge); a screenshot. */
static void
check_axes_shown (int width, int height, const char *shot)
{
  QdCanvas *view = QD_CANVAS (find_widget (GTK_WIDGET (mcts_window), is_picture_view, NULL));
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (view), GTK_TYPE_SCROLLED_WINDOW);
  double w = 0, h = 0, zoom, top, axes_bottom;
  graphene_rect_t box;
  QdPlotFrame frame;

  resize_toplevel (GTK_WINDOW (mcts_window), width, height);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)), 0);
  wait_for_frame ();
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (view), scroller, &box));
  qd_canvas_get_picture_size (view, &w, &h);
  zoom = qd_canvas_get_zoom (view);
  qd_plot_get_frame (qd_mcts_window_get_plot (mcts_window), w, h, &frame);
  /* The drawing is centred in the view; below the area, a line of tick
   * labels and the axis title (about 36 px of text). */
  top = box.origin.y + MAX (0, (box.size.height - h * zoom) / 2);
  axes_bottom = top + MIN (frame.top + frame.height + 36, h) * zoom;
  g_test_message ("%d x %d: plot view at y %.0f, %.0f tall, axes down to %.0f of the sidebar's %d", width, height,
                  box.origin.y, box.size.height, axes_bottom, gtk_widget_get_height (scroller));
  screenshot_of (GTK_WIDGET (mcts_window), shot);
  g_assert_cmpfloat (top, >=, 0);
  g_assert_cmpfloat (axes_bottom, <=, gtk_widget_get_height (scroller));
}

static gboolean
mcts_window_shown (gpointer data)
{
  GtkWindow *w = find_toplevel (QD_TYPE_MCTS_WINDOW);

  return w != NULL && gtk_widget_get_mapped (GTK_WIDGET (w));
}

static gboolean
phase_is (gpointer data)
{
  return qd_mcts_window_get_phase (mcts_window) == (QdMctsPhase) GPOINTER_TO_UINT (data);
}

static gboolean
run_over (gpointer data)
{
  return !qd_mcts_window_is_running (mcts_window);
}

static guint
root_visits (void)
{
  const QdSearchTree *tree = qd_mcts_window_get_tree (mcts_window);

  g_assert_nonnull (tree);
  g_assert_true (qd_search_tree_is_mcts (tree));
  return qd_search_tree_node (tree, 0)->u.mcts.visits;
}

/* The plot: a line per root child, its last points' shares summing to 1. */
static void
check_plot (guint64 iterations)
{
  const QdPlot *plot = qd_mcts_window_get_plot (mcts_window);
  const QdSearchTree *tree = qd_mcts_window_get_tree (mcts_window);
  guint children = 0;
  g_autofree char *description = qd_plot_describe (plot);

  for (guint c = qd_search_tree_first_child (tree, 0); c != QD_SEARCH_NODE_NONE;
       c = qd_search_tree_next_sibling (tree, c))
    children++;
  g_assert_cmpuint (qd_plot_n_series (plot), ==, children);
  for (guint s = 0; s < qd_plot_n_series (plot); s++)
    g_assert_cmpuint (qd_plot_series_n_points (plot, s), >, 0);
  /* The legend names the moves as the tree does. */
  g_assert_nonnull (strstr (description, "cell "));
  g_test_message ("plot after %" G_GUINT64_FORMAT " iterations: %s", iterations, description);
}

/* Every button and spin button in the window has a name a screen reader reads. */
static void
check_names (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if ((GTK_IS_BUTTON (child) || GTK_IS_SPIN_BUTTON (child) || GTK_IS_MENU_BUTTON (child)) &&
          gtk_widget_get_visible (child))
        {
          const char *label = GTK_IS_BUTTON (child) ? gtk_button_get_label (GTK_BUTTON (child)) : NULL;
          gboolean named = (label != NULL && *label != '\0') ||
                           gtk_test_accessible_has_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL) ||
                           gtk_test_accessible_has_relation (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_RELATION_LABELLED_BY);

          if (!named)
            g_error ("a %s without a name", G_OBJECT_TYPE_NAME (child));
        }
      check_names (child);
    }
}

/* Three steps: the root's N follows, the phases are written out and come
 * in turn, to back-propagation. */
static void
three_steps (void)
{
  for (guint i = 1; i <= 3; i++)
    {
      qd_mcts_window_step (mcts_window);
      g_assert_cmpuint (root_visits (), ==, i);
      g_assert_cmpuint (qd_mcts_window_get_phase (mcts_window), ==, QD_MCTS_PHASE_SELECTION);
      /* The start is far from the end: every iteration adds a node. */
      g_assert_true (g_str_has_prefix (qd_mcts_window_get_phase_text (mcts_window, QD_MCTS_PHASE_EXPANSION),
                                       "New node: "));
      g_assert_nonnull (strstr (qd_mcts_window_get_phase_text (mcts_window, QD_MCTS_PHASE_BACKPROPAGATION), "N and U"));
      g_test_message ("iteration %u: %s | %s | %s | %s", i,
                      qd_mcts_window_get_phase_text (mcts_window, QD_MCTS_PHASE_SELECTION),
                      qd_mcts_window_get_phase_text (mcts_window, QD_MCTS_PHASE_EXPANSION),
                      qd_mcts_window_get_phase_text (mcts_window, QD_MCTS_PHASE_SIMULATION),
                      qd_mcts_window_get_phase_text (mcts_window, QD_MCTS_PHASE_BACKPROPAGATION));
    }
  g_assert_nonnull (strstr (qd_mcts_window_get_phase_text (mcts_window, QD_MCTS_PHASE_SELECTION), "UCB1"));
  wait_until (phase_is, GUINT_TO_POINTER (QD_MCTS_PHASE_SIMULATION), 5000, "the simulation phase");
  wait_until (phase_is, GUINT_TO_POINTER (QD_MCTS_PHASE_BACKPROPAGATION), 5000, "the back-propagation phase");
  check_plot (3);
  screenshot_of (GTK_WIDGET (mcts_window), "ui-mcts-steps.png");
  qd_mcts_window_show_phase (mcts_window, QD_MCTS_PHASE_EXPANSION);
  g_assert_cmpuint (qd_mcts_window_get_phase (mcts_window), ==, QD_MCTS_PHASE_EXPANSION);
}

/* Save the Tree as Text: the text of --tree, the root's line first. */
static void
check_saved_text (const char *expected)
{
  g_autofree char *dir = g_dir_make_tmp ("quandary-ui-mcts-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "tree.txt", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (qd_mcts_window_save_text (mcts_window, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, expected);
  g_assert_true (g_str_has_prefix (text, "0 -1 root N 203 U/N "));
  g_assert_nonnull (strstr (text, " UCB1 "));
  g_remove (path);
  g_rmdir (dir);
}

/* Run 200 more on the worker; then Reset and 203 at once: the same tree. */
static void
run_and_again (void)
{
  g_autofree char *first = NULL;
  g_autofree char *again = NULL;

  qd_mcts_window_run (mcts_window, 200);
  g_assert_true (qd_mcts_window_is_running (mcts_window));
  wait_until (run_over, NULL, 60000, "the run of 200 iterations");
  g_assert_cmpuint (root_visits (), ==, 203);
  g_assert_nonnull (strstr (qd_mcts_window_get_status (mcts_window), "203"));
  check_plot (203);
  first = qd_search_tree_to_string (qd_mcts_window_get_tree (mcts_window));
  screenshot_of (GTK_WIDGET (mcts_window), "ui-mcts-run.png");
  check_saved_text (first);

  qd_mcts_window_reset (mcts_window);
  g_assert_null (qd_mcts_window_get_tree (mcts_window));
  qd_mcts_window_run (mcts_window, 203);
  wait_until (run_over, NULL, 60000, "the run of 203 iterations");
  again = qd_search_tree_to_string (qd_mcts_window_get_tree (mcts_window));
  g_assert_cmpstr (first, ==, again);
}

static void
test_step_by_step (void)
{
  QdPage *page = open_example ("kcell", 0, QD_TYPE_KCELL_PAGE);
  int min_width, min_height;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kcell.mcts-step", NULL));
  wait_until (mcts_window_shown, NULL, 5000, "the step-by-step window");
  mcts_window = QD_MCTS_WINDOW (find_toplevel (QD_TYPE_MCTS_WINDOW));
  g_assert_null (qd_mcts_window_get_tree (mcts_window));
  g_assert_nonnull (strstr (qd_mcts_window_get_phase_text (mcts_window, QD_MCTS_PHASE_SELECTION), "UCB1"));
  /* Before the first iteration one message: the tree pane's, no count of
   * a tree ("Iteration 0 · 1 node" beside "No search tree" before). */
  g_assert_cmpstr (qd_mcts_window_get_status (mcts_window), ==, "");
  screenshot_of (GTK_WIDGET (mcts_window), "ui-mcts-start.png");
  check_axes_shown (1400, 900, "ui-mcts-start-1400x900.png");
  check_axes_shown (600, 500, "ui-mcts-start-600x500.png");
  resize_toplevel (GTK_WINDOW (mcts_window), 960, 720);
  three_steps ();
  run_and_again ();

  check_names (GTK_WIDGET (mcts_window));
  gtk_widget_measure (GTK_WIDGET (mcts_window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (mcts_window), GTK_ORIENTATION_VERTICAL, 600, &min_height, NULL, NULL, NULL);
  g_test_message ("minimum %d x %d", min_width, min_height);
  g_assert_cmpint (min_width, <=, 600);
  g_assert_cmpint (min_height, <=, 500);
  gtk_window_set_default_size (GTK_WINDOW (mcts_window), 600, 500);
  wait_for_frame ();
  screenshot_of (GTK_WIDGET (mcts_window), "ui-mcts-600x500.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  wait_for_frame ();
  screenshot_of (GTK_WIDGET (mcts_window), "ui-mcts-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* Closing while a run goes on leaves nothing behind. */
  qd_mcts_window_run (mcts_window, 100000000);
  gtk_window_destroy (GTK_WINDOW (mcts_window));
  mcts_window = NULL;
  spin (200);
}

/* The plot's area as drawn on screen, in pixels: the layout of the
 * picture the view draws, times its zoom. */
static double
plot_area_height (void)
{
  QdCanvas *view = QD_CANVAS (find_widget (GTK_WIDGET (mcts_window), is_picture_view, NULL));
  QdPlotFrame frame;
  double width = 0, height = 0;

  g_assert_nonnull (view);
  qd_canvas_get_picture_size (view, &width, &height);
  qd_plot_get_frame (qd_mcts_window_get_plot (mcts_window), width, height, &frame);
  g_test_message ("plot %.0f x %.0f at zoom %.2f, view %d x %d: area %.0f x %.0f", width, height,
                  qd_canvas_get_zoom (view), gtk_widget_get_width (GTK_WIDGET (view)),
                  gtk_widget_get_height (GTK_WIDGET (view)), frame.width, frame.height);
  /* Drawn whole: not taller than the view. */
  g_assert_cmpfloat (height * qd_canvas_get_zoom (view), <=, gtk_widget_get_height (GTK_WIDGET (view)));
  return frame.height * qd_canvas_get_zoom (view);
}


/* K in a Row's Connect Four: the root's seven moves in the plot's legend,
 * a line each, and its area at least 150 px tall at 1400 x 900 and at
 * 600 x 500, light and dark (issue 76: it was 25 px). */
static void
test_kinarow_plot (void)
{
  static const int sizes[][2] = { { 1400, 900 }, { 600, 500 } };
  QdPage *page = open_example ("kinarow", 1, QD_TYPE_KINAROW_PAGE);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kinarow.mcts-step", NULL));
  wait_until (mcts_window_shown, NULL, 5000, "the step-by-step window");
  mcts_window = QD_MCTS_WINDOW (find_toplevel (QD_TYPE_MCTS_WINDOW));
  qd_mcts_window_run (mcts_window, 100);
  wait_until (run_over, NULL, 60000, "the run of 100 iterations");
  g_assert_cmpuint (qd_plot_n_series (qd_mcts_window_get_plot (mcts_window)), ==, 7);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint dark = 0; dark < 2; dark++)
      {
        g_autofree char *shot = g_strdup_printf ("ui-mcts-kinarow-%dx%d%s.png", sizes[i][0], sizes[i][1],
                                                 dark ? "-dark" : "");

        adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                            dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_DEFAULT);
        check_axes_shown (sizes[i][0], sizes[i][1], shot);
        g_assert_cmpfloat (plot_area_height (), >=, 150);
      }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_destroy (GTK_WINDOW (mcts_window));
  mcts_window = NULL;
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/mcts/step-by-step", test_step_by_step);
  g_test_add_func ("/ui/mcts/kinarow-plot", test_kinarow_plot);
  return ui_run ();
}
