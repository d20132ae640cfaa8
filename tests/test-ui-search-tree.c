/* test-ui-search-tree.c — the search-tree explorer in a window (issue 16):
 * 6 queens' tree (forward checking, all solutions: 4 solutions) in the pane;
 * collapsing and expanding a failed subtree, a click on a node, the arrows,
 * next solution and next failure, the path list, collapse-failures; a tree
 * still being recorded by a search thread ("Recording…" until it ends); a
 * path too deep for its bar;
 * screenshots at the default size, collapsed, dark, and at 600 x 500. */
#include "config.h"

#include "ui-common.h"

#include <string.h>

#include "app/widgets/qd-search-tree-pane.h"
#include "search-tree-samples.h"

static GtkWindow *tree_window;
static QdSearchTreePane *pane;
static QdSearchTreeView *view;
static QdSearchTree *tree;
static QdCsp *csp;
static gint last_signal = -2;
static guint n_signals;

static void
on_node_selected (QdSearchTreePane *p, gint node, gpointer data)
{
  last_signal = node;
  n_signals++;
}

static gboolean
tree_window_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (tree_window)) && gtk_widget_get_width (GTK_WIDGET (view)) > 0;
}

static void
show_pane (const QdSearchTree *t, int width, int height)
{
  if (tree_window == NULL)
    {
      tree_window = GTK_WINDOW (adw_window_new ());
      pane = QD_SEARCH_TREE_PANE (qd_search_tree_pane_new ());
      view = qd_search_tree_pane_get_view (pane);
      g_signal_connect (pane, "node-selected", G_CALLBACK (on_node_selected), NULL);
      adw_window_set_content (ADW_WINDOW (tree_window), GTK_WIDGET (pane));
      gtk_window_set_title (tree_window, "Search tree");
    }
  gtk_window_set_default_size (tree_window, width, height);
  qd_search_tree_pane_set_tree (pane, t);
  gtk_window_present (tree_window);
  wait_until (tree_window_mapped, NULL, 5000, "the tree window");
  spin (100);
}

/* A click as the view's click gesture reports it, at a node's centre. */
static void
click_node (guint node)
{
  double x, y;
  GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (view));

  g_assert_true (qd_search_tree_view_node_position (view, node, &x, &y));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        g_signal_emit_by_name (controller, "pressed", 1, x, y);
    }
  g_object_unref (controllers);
  wait_for_frame ();
}

static guint
path_buttons (void)
{
  guint n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (qd_search_tree_pane_get_path_box (pane)); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    n += GTK_IS_BUTTON (c);
  return n;
}

static void
test_explore (void)
{
  const QdSearchTreeLayout *layout;
  guint n, failed = QD_SEARCH_NODE_NONE, node;
  double width;

  tree = sample_queens (6, TRUE, TRUE, &csp, 0, NULL, NULL);
  n = qd_search_tree_n_nodes (tree);
  show_pane (tree, 1100, 720);
  layout = qd_search_tree_view_get_layout (view);
  g_assert_nonnull (layout);
  g_assert_true (qd_search_tree_view_get_fit (view));
  g_assert_false (qd_search_tree_view_is_live (view));
  g_assert_nonnull (strstr (qd_search_tree_pane_get_status (pane), "4 solutions"));
  g_assert_nonnull (strstr (qd_search_tree_pane_get_status (pane), "nodes"));

  /* Collapse a failed subtree and expand it again. */
  width = qd_search_tree_layout_get_width (layout);
  for (guint id = 1; id < n && failed == QD_SEARCH_NODE_NONE; id++)
    if (!qd_search_tree_layout_has_solution (layout, id) && qd_search_tree_layout_subtree_size (layout, id) >= 4)
      failed = id;
  g_assert_cmpuint (failed, !=, QD_SEARCH_NODE_NONE);
  qd_search_tree_view_set_collapsed (view, failed, TRUE);
  g_assert_true (qd_search_tree_view_get_collapsed (view, failed));
  g_assert_cmpfloat (qd_search_tree_layout_get_width (layout), <, width);
  wait_for_frame ();
  qd_search_tree_view_set_collapsed (view, failed, FALSE);
  g_assert_false (qd_search_tree_view_get_collapsed (view, failed));
  g_assert_cmpfloat (qd_search_tree_layout_get_width (layout), ==, width);

  /* A click selects the node under it, and the signal says which. */
  node = failed + 1;
  n_signals = 0;
  click_node (node);
  g_assert_cmpint (qd_search_tree_view_get_selected (view), ==, (gint) node);
  g_assert_cmpint (last_signal, ==, (gint) node);
  g_assert_cmpuint (n_signals, ==, 1);
  g_assert_cmpuint (path_buttons (), ==, qd_search_tree_node (tree, node)->depth + 1);

  /* The keyboard: Up the parent, Down its first child, Right the next
   * node of the level, Return collapses. */
  g_assert_true (press_key (GTK_WIDGET (view), GDK_KEY_Up));
  g_assert_cmpint (last_signal, ==, (gint) failed);
  g_assert_nonnull (strstr (qd_canvas_get_cell_text (QD_CANVAS (view)), "Node"));
  g_assert_true (press_key (GTK_WIDGET (view), GDK_KEY_Down));
  g_assert_cmpint (last_signal, ==, (gint) failed + 1);
  g_assert_true (press_key (GTK_WIDGET (view), GDK_KEY_Right));
  g_assert_cmpint (last_signal, ==, (gint) qd_search_tree_next_sibling (tree, failed + 1));
  g_assert_true (press_key (GTK_WIDGET (view), GDK_KEY_Up));
  g_assert_true (press_key (GTK_WIDGET (view), GDK_KEY_Return));
  g_assert_true (qd_search_tree_view_get_collapsed (view, failed));
  g_assert_nonnull (strstr (qd_canvas_get_cell_text (QD_CANVAS (view)), "collapsed"));
  g_assert_true (press_key (GTK_WIDGET (view), GDK_KEY_Return));
  g_assert_false (qd_search_tree_view_get_collapsed (view, failed));

  /* Next solution, next failure, previous solution, from the buttons' actions. */
  qd_search_tree_view_select (view, 0);
  gtk_widget_activate_action (GTK_WIDGET (pane), "tree.find-next-solution", NULL);
  node = (guint) qd_search_tree_view_get_selected (view);
  g_assert_cmpint (qd_search_tree_status (tree, node), ==, QD_SEARCH_NODE_SOLUTION);
  g_assert_cmpint (last_signal, ==, (gint) node);
  for (guint id = 1; id < node; id++)
    g_assert_cmpint (qd_search_tree_status (tree, id), !=, QD_SEARCH_NODE_SOLUTION);
  g_assert_nonnull (find_action_button (GTK_WIDGET (pane), "tree.find-next-failure"));
  gtk_widget_activate_action (GTK_WIDGET (pane), "tree.find-next-failure", NULL);
  g_assert_cmpint (qd_search_tree_status (tree, (guint) qd_search_tree_view_get_selected (view)), ==,
                   QD_SEARCH_NODE_FAILURE);
  g_assert_cmpint (qd_search_tree_view_get_selected (view), >, (gint) node);
  gtk_widget_activate_action (GTK_WIDGET (pane), "tree.find-previous-solution", NULL);
  g_assert_cmpint (qd_search_tree_view_get_selected (view), ==, (gint) node);
  g_assert_cmpuint (path_buttons (), ==, qd_search_tree_node (tree, node)->depth + 1);
  screenshot_of (GTK_WIDGET (tree_window), "search-tree-default.png");

  /* The path's first button goes to the root. */
  g_signal_emit_by_name (gtk_widget_get_first_child (qd_search_tree_pane_get_path_box (pane)), "clicked");
  g_assert_cmpint (qd_search_tree_view_get_selected (view), ==, 0);
  g_assert_cmpint (last_signal, ==, 0);

  /* Collapse the failures: the solutions stay, the tree narrows; a next
   * failure inside a triangle opens it. */
  gtk_widget_activate_action (GTK_WIDGET (pane), "tree.collapse-failures", NULL);
  g_assert_cmpfloat (qd_search_tree_layout_get_width (layout), <, width);
  qd_search_tree_view_select (view, (gint) node);
  screenshot_of (GTK_WIDGET (tree_window), "search-tree-collapsed.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  screenshot_of (GTK_WIDGET (tree_window), "search-tree-collapsed-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  gtk_widget_activate_action (GTK_WIDGET (pane), "tree.expand-all", NULL);
  g_assert_cmpfloat (qd_search_tree_layout_get_width (layout), ==, width);

  /* Zoom in around the selection: labels show. */
  gtk_widget_activate_action (GTK_WIDGET (pane), "tree.zoom-in", NULL);
  gtk_widget_activate_action (GTK_WIDGET (pane), "tree.zoom-in", NULL);
  g_assert_false (qd_search_tree_view_get_fit (view));
  screenshot_of (GTK_WIDGET (tree_window), "search-tree-zoomed.png");
  gtk_widget_activate_action (GTK_WIDGET (pane), "tree.zoom-fit", NULL);
  g_assert_true (qd_search_tree_view_get_fit (view));
}

static void
test_small (void)
{
  gtk_window_destroy (tree_window);
  tree_window = NULL;
  show_pane (tree, 600, 500);
  qd_search_tree_view_select (view, (gint) qd_search_tree_layout_chosen_end (qd_search_tree_view_get_layout (view)));
  screenshot_of (GTK_WIDGET (tree_window), "search-tree-600x500.png");
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (tree_window)), <=, 600);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (tree_window)), <=, 500);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  screenshot_of (GTK_WIDGET (tree_window), "search-tree-600x500-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* --- a tree still being recorded ----------------------------------------- */

static QdSearchTree *live_tree;

/* The search waits, once it has published its tree, until the window has
 * shown it live (a loaded machine may not run the main thread before the
 * search would have ended), then goes on slowly. */
static gint shown_live;

static void
slow_down (QdSearchTree *t, gpointer data)
{
  g_atomic_pointer_set (&live_tree, t);
  while (!g_atomic_int_get (&shown_live))
    g_usleep (1000);
  g_usleep (4000);
}

static gpointer
record (gpointer data)
{
  QdCsp **model = data;

  return sample_queens (8, TRUE, TRUE, model, 40, slow_down, NULL);
}

static gboolean
live_published (gpointer data)
{
  return g_atomic_pointer_get (&live_tree) != NULL;
}

static gboolean
live_done (gpointer thread)
{
  return !qd_search_tree_view_is_live (view);
}

static void
test_live (void)
{
  QdCsp *model = NULL;
  GThread *thread = g_thread_new ("record", record, &model);
  QdSearchTree *recorded;

  wait_until (live_published, NULL, 10000, "the search to start");
  qd_search_tree_pane_set_tree (pane, live_tree);
  g_assert_true (qd_search_tree_view_is_live (view));
  g_assert_nonnull (strstr (qd_search_tree_pane_get_status (pane), "Recording"));
  g_atomic_int_set (&shown_live, TRUE);
  spin (100);
  wait_until (live_done, NULL, 30000, "the search to end");
  recorded = g_thread_join (thread);
  g_assert_true (recorded == live_tree);
  g_assert_null (strstr (qd_search_tree_pane_get_status (pane), "Recording"));
  g_assert_nonnull (strstr (qd_search_tree_pane_get_status (pane), "92 solutions"));
  g_assert_cmpuint (qd_search_tree_layout_n_nodes (qd_search_tree_view_get_layout (view)), ==,
                    qd_search_tree_n_nodes (recorded));
  g_assert_true (qd_search_tree_layout_is_final (qd_search_tree_view_get_layout (view)));
  screenshot_of (GTK_WIDGET (tree_window), "search-tree-live-end.png");
  qd_search_tree_pane_set_tree (pane, NULL);
  qd_search_tree_unref (recorded);
  qd_csp_free (model);
}

/* A path thousands of levels deep would be a bar of thousands of buttons:
 * the root, an ellipsis saying how many nodes it stands for, and the last
 * ones down to the selection; the root's button still goes to the root. */
static void
test_deep_path (void)
{
  g_autoptr (QdSearchTree) deep = sample_game (1, 60, 3);
  guint node = qd_search_tree_n_nodes (deep) - 1;
  GtkWidget *ellipsis;

  g_assert_cmpuint (qd_search_tree_node (deep, node)->depth, ==, 60);
  show_pane (deep, 800, 600);
  qd_search_tree_view_select (view, (gint) node);
  g_assert_cmpuint (path_buttons (), ==, 40);
  ellipsis = gtk_widget_get_next_sibling (gtk_widget_get_first_child (qd_search_tree_pane_get_path_box (pane)));
  g_assert_true (GTK_IS_LABEL (ellipsis));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (ellipsis), ==, "21 more nodes on the path");
  wait_for_frame ();
  screenshot_of (GTK_WIDGET (tree_window), "search-tree-deep-path.png");
  g_signal_emit_by_name (gtk_widget_get_first_child (qd_search_tree_pane_get_path_box (pane)), "clicked");
  g_assert_cmpint (qd_search_tree_view_get_selected (view), ==, 0);
  g_assert_cmpuint (path_buttons (), ==, 1);
  qd_search_tree_pane_set_tree (pane, NULL);
}

int
main (int argc, char **argv)
{
  int status;

  ui_init (&argc, &argv);
  g_test_add_func ("/ui/search-tree/explore", test_explore);
  g_test_add_func ("/ui/search-tree/small", test_small);
  g_test_add_func ("/ui/search-tree/live", test_live);
  g_test_add_func ("/ui/search-tree/deep-path", test_deep_path);
  status = ui_run ();
  if (tree_window != NULL)
    gtk_window_destroy (tree_window);
  qd_search_tree_unref (tree);
  qd_csp_free (csp);
  return status;
}
