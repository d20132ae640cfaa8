/* test-ui-search-rbfs.c — recursive best-first search in the search tab
 * under Xvfb: Romania solved at 418 (AIMA 3e figure 3.27), the step list's
 * f-limits and backups, the board's marks of forgotten and regenerated
 * nodes at the step where Rimnicu Vilcea is expanded again, the search
 * tree's backed-up values and marks, the tab at 600 × 500
 * (ui-search-rbfs-*.png, to be looked at). */
#include "config.h"

#include "ui-common.h"
#include "ui-page-check.h"
#include "ui-search-common.h"
#include "app/pages/search/qd-search-page.h"
#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-search-tree-pane.h"
#include "problems/qd-problem.h"
#include "problems/search/qd-search-route.h"
#include "problems/search/qd-search-run.h"

#include <string.h>

/* The algorithm row's item of rbfs (QdSpaceAlgorithm's order). */
#define ROW_RBFS QD_SPACE_RBFS

static QdSearchPage *
open_file (const char *file)
{
  const QdProblem *problem = qd_problem_find ("search");
  guint i = 0;

  while (problem->examples[i].file != NULL && !g_str_equal (problem->examples[i].file, file))
    i++;
  g_assert_nonnull (problem->examples[i].file);
  return QD_SEARCH_PAGE (open_example ("search", i, QD_TYPE_SEARCH_PAGE));
}

static gboolean
searched (gpointer page)
{
  return qd_search_page_get_run (page) != NULL && !qd_page_get_busy (QD_PAGE (page));
}

static const QdSpaceResult *
solve_rbfs (QdSearchPage *page)
{
  GObject *row = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_SEARCH_PAGE, "algorithm_row");

  adw_combo_row_set_selected (ADW_COMBO_ROW (row), ROW_RBFS);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (searched, page, 60000, "RBFS");
  return qd_search_run_result (qd_search_page_get_run (page));
}

typedef struct
{
  QdSearchPage *page;
  guint step;
} StepInView;

static GtkAdjustment *
steps_adjustment (QdSearchPage *page, guint *n)
{
  GtkListView *view = GTK_LIST_VIEW (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_SEARCH_PAGE,
                                                                    "steps_view"));

  *n = g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (view)));
  return gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (gtk_widget_get_parent (GTK_WIDGET (view))));
}

/* The line `step` in the step list's view (its lines are one line of text
 * each: all as tall). */
static gboolean
step_in_view (gpointer data)
{
  const StepInView *s = data;
  guint n;
  GtkAdjustment *adj = steps_adjustment (s->page, &n);
  double row = gtk_adjustment_get_upper (adj) / n, top = gtk_adjustment_get_value (adj);

  return s->step * row >= top - 1 && (s->step + 1) * row <= top + gtk_adjustment_get_page_size (adj) + 1;
}

/* The step list at least five lines tall, its line `step` in view: the
 * list scrolls there on a later frame (a loaded machine draws fewer, and
 * its first scroll may stop a line short), waited for, 5 s at most. */
static void
assert_step_in_view (QdSearchPage *page, guint step)
{
  StepInView s = { page, step };
  guint n;
  GtkAdjustment *adj = steps_adjustment (page, &n);

  g_assert_cmpuint (step, <, n);
  g_assert_cmpfloat (gtk_adjustment_get_page_size (adj), >=, 5 * 24);
  wait_until (step_in_view, &s, 5000, "the step list scrolled to the step shown");
}

static void
shoot_at (QdSearchPage *page, guint step, const char *name)
{
  g_autoptr (GString) too_big = g_string_new (NULL);

  qd_stepper_go_to (qd_page_get_stepper (QD_PAGE (page)), step);
  if (!check_page_fits (QD_PAGE (page), 600, 500, name, too_big))
    g_error ("%s", too_big->str);
  assert_step_in_view (page, step);
  wait_for_frame ();
  screenshot (name);
}

static void
test_romania (void)
{
  QdSearchPage *page = open_file ("romania.route");
  const QdSpaceResult *r = solve_rbfs (page);
  const QdSearchRun *run = qd_search_page_get_run (page);
  g_autofree char *again = qd_search_run_step_text (run, 6);
  g_autofree guint8 *marks = g_new (guint8, qd_search_run_n_cells (run));
  const QdSearchRoute *route = qd_search_run_doc (run)->route;

  g_assert_cmpint (r->status, ==, QD_SPACE_SOLVED);
  g_assert_cmpfloat (r->cost, ==, 418);
  g_assert_cmpuint (r->expanded, ==, 6);
  g_assert_cmpstr (again, ==, "7. expand Rimnicu Vilcea again · f 417 · limit 447");
  /* At that step: Fagaras's successor Bucharest forgotten, Rimnicu Vilcea
   * expanded again. */
  qd_search_run_rbfs_marks (run, 6, marks);
  g_assert_cmpint (marks[qd_search_route_find_place (route, "Bucharest")], ==, QD_SEARCH_RBFS_FORGOTTEN);
  g_assert_cmpint (marks[qd_search_route_find_place (route, "Rimnicu Vilcea")], ==, QD_SEARCH_RBFS_REGENERATED);
  g_assert_cmpint (marks[qd_search_route_find_place (route, "Zerind")], ==, QD_SEARCH_RBFS_NONE);
  resize_window (600, 500);
  shoot_at (page, 6, "ui-search-rbfs-romania.png");
  screenshot_wide_light_dark ("ui-search-rbfs-romania", 1200, 760);
  assert_step_in_view (page, 6);
  search_close_tab (page);
}

/* The search tree after the run (tests/search/golden/romania-rbfs-tree.txt):
 * node 11 is Rimnicu Vilcea expanded again (step 7), linked to node 7; the
 * status line counts 2 forgotten nodes (Fagaras, the first Rimnicu Vilcea)
 * and 4 regenerated (the second Rimnicu Vilcea, its Craiova, Pitesti and
 * Sibiu); ui-search-rbfs-tree.png at 600 × 500, -wide.png at 1200 × 760. */
static void
test_tree (void)
{
  QdSearchPage *page = open_file ("romania.route");
  QdCanvas *board = QD_CANVAS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_SEARCH_PAGE, "view"));
  QdSearchTreeView *view;
  QdSearchTreePane *pane;
  g_autofree char *text = NULL;
  const char *status;

  g_assert_cmpfloat (solve_rbfs (page)->cost, ==, 418);
  resize_window (600, 500);
  view = show_search_tree (board);
  pane = QD_SEARCH_TREE_PANE (gtk_widget_get_ancestor (GTK_WIDGET (view), QD_TYPE_SEARCH_TREE_PANE));
  g_assert_cmpint (qd_search_run_step_node (qd_search_page_get_run (page), 6), ==, 11);
  qd_search_tree_view_select (view, 11);
  wait_for_frame ();
  g_assert_cmpuint (qd_stepper_get_step (qd_page_get_stepper (QD_PAGE (page))), ==, 6);
  text = qd_search_tree_view_describe_node (view, 11);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "f 417 (backed up from 413) limit 447 expanded 5 regenerated 7"));
  g_clear_pointer (&text, g_free);
  text = qd_search_tree_view_describe_node (view, 3);
  g_assert_nonnull (strstr (text, "Fagaras g 239 h 176 f 450 (backed up from 415) limit 417 expanded 4 forgotten"));
  status = qd_search_tree_pane_get_status (pane);
  g_test_message ("%s", status);
  g_assert_nonnull (strstr (status, "6 on the frontier"));
  g_assert_nonnull (strstr (status, "2 forgotten"));
  g_assert_nonnull (strstr (status, "4 regenerated"));
  wait_for_frame ();
  screenshot ("ui-search-rbfs-tree.png");
  resize_window (1200, 760);
  wait_for_frame ();
  screenshot ("ui-search-rbfs-tree-wide.png");
  gtk_widget_activate_action (GTK_WIDGET (board), "board.show-search-tree", NULL);
  search_close_tab (page);
}

static void
test_maze (void)
{
  QdSearchPage *page = open_file ("small.maze");
  const QdSpaceResult *r = solve_rbfs (page);

  g_assert_cmpint (r->status, ==, QD_SPACE_SOLVED);
  g_assert_cmpfloat (r->cost, ==, 8);
  resize_window (600, 500);
  shoot_at (page, qd_search_run_n_steps (qd_search_page_get_run (page)) / 2, "ui-search-rbfs-maze.png");
  resize_window (1200, 760);
  search_close_tab (page);
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/search-rbfs/romania", test_romania);
  g_test_add_func ("/ui/search-rbfs/tree", test_tree);
  g_test_add_func ("/ui/search-rbfs/maze", test_maze);
  return ui_run ();
}
