/* test-ui-gdl-solve.c — the General Games tab's Solve group under Xvfb:
 * the Tower of Hanoi solved by breadth-first search in 31 moves, the same
 * moves as `quandary-cli gdl --solve --algorithm bfs`, stepped through by
 * the keyboard and the step list to the goal 100; the 8-puzzle by A* in 14
 * moves, as the command; a long search stopped; the controls' accessible
 * names; the group at 600 × 500 and 1100 × 760 (ui-gdl-solve-*.png in the
 * build folder, to be looked at). */
#include "config.h"

#include "ui-common.h"
#include <string.h>

#include "app/pages/gdl/qd-gdl-page-solve.h"
#include "app/widgets/qd-search-tree-view.h"

/* The examples' order (qd-gdl-problem.c). */
enum { TICTACTOE, CONNECT4, CONNECT4_8X6, NIM, TAKE_STONES, HANOI, EIGHT_PUZZLE };

static gboolean
settled (gpointer page)
{
  return qd_gdl_page_is_settled (page);
}

static const char *
status_of (QdGdlPage *page)
{
  return page_label (page, QD_TYPE_GDL_PAGE, "status_label");
}

/* The moves `quandary-cli gdl FILE --solve --algorithm A` prints, one a line. */
static char *
cli_solution (const char *file, const char *algorithm)
{
  g_autofree char *path = g_build_filename (g_getenv ("QD_DATA_DIR"), "examples", "gdl", file, NULL);
  const char *argv[] = { g_getenv ("QD_CLI"), "gdl", path, "--solve", "--algorithm", algorithm, NULL };
  g_autofree char *out = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  GString *moves = g_string_new (NULL);
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                               &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  lines = g_strsplit (out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *plays = strstr (lines[i], " plays ");

      if (plays != NULL)
        g_string_append_printf (moves, "%s\n", plays + strlen (" plays "));
    }
  return g_string_free (moves, FALSE);
}

/* Solves the page's puzzle by `algorithm` and checks the moves against the
 * command's. */
static void
solve (QdGdlPage *page, QdSpaceAlgorithm algorithm, const char *file, guint moves)
{
  g_autofree char *solution = NULL, *cli = NULL, *said = g_strdup_printf ("Solved in %u moves (", moves);

  g_assert_true (qd_gdl_page_set_solve_algorithm (page, algorithm));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (settled, page, 30000, "the solution");
  if (!g_str_has_prefix (qd_gdl_page_get_solve_result (page), said))
    g_error ("the group says “%s”", qd_gdl_page_get_solve_result (page));
  /* The time to the millisecond ("0.004 s"), not rounded to "0 s" (issue 92). */
  if (!g_regex_match_simple ("generated, [0-9]+[.,][0-9]{3} s\\)\\.$", qd_gdl_page_get_solve_result (page), 0, 0))
    g_error ("the time is not to the millisecond: “%s”", qd_gdl_page_get_solve_result (page));
  solution = qd_gdl_page_dup_solution (page);
  cli = cli_solution (file, qd_space_algorithm_to_string (algorithm));
  g_assert_cmpstr (solution, ==, cli);
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 0);
}

static void
assert_named (GtkWidget *widget, const char *name)
{
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name);
}

/* The algorithm row, the node limit and the step list have names. */
static void
check_names (QdGdlPage *page)
{
  GtkWidget *group = qd_gdl_page_get_solve_group (page);
  guint found = 0;

  for (GtkWidget *w = group; w != NULL;)
    {
      const char *name = ADW_IS_COMBO_ROW (w) ? "Algorithm" : GTK_IS_SPIN_BUTTON (w) ? "Node limit"
                         : GTK_IS_LIST_VIEW (w) ? "Solution steps" : NULL;

      if (name != NULL)
        assert_named (w, name), found++;
      /* depth-first walk under the group, not under the controls found */
      if (name == NULL && gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != group && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = w == group ? NULL : gtk_widget_get_next_sibling (w);
        }
    }
  g_assert_cmpuint (found, ==, 3);
}

/* The search's tree under the board (F8): a node chosen shows its state. */
static void
check_search_tree (QdGdlPage *page)
{
  QdCanvas *board = QD_CANVAS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_GDL_PAGE, "board_view"));
  QdSearchTreeView *view = show_search_tree (board);
  const QdSearchTree *tree = qd_search_tree_view_get_tree (view);
  guint child;

  g_assert_nonnull (tree);
  g_assert_true (qd_search_tree_is_finished (tree));
  g_assert_cmpuint (qd_search_tree_n_nodes (tree), >, 31);
  child = qd_search_tree_first_child (tree, 0);
  g_assert_cmpuint (child, >, 0);
  qd_search_tree_view_select (view, child);
  if (!g_str_has_prefix (status_of (page), "Node"))
    g_error ("a node of the tree chosen, the status says “%s”", status_of (page));
  wait_for_frame ();
  screenshot ("ui-gdl-solve-tree.png");
  gtk_widget_activate_action (GTK_WIDGET (board), "board.show-search-tree", NULL);
}

/* Hanoi by bfs: 31 moves, stepped by Page Down and Page Up and the list. */
static void
test_hanoi (void)
{
  QdGdlPage *page = QD_GDL_PAGE (open_example ("gdl", HANOI, QD_TYPE_GDL_PAGE));
  GtkListView *steps;
  GtkSingleSelection *selection;

  wait_for_frame ();
  gtk_widget_set_visible (GTK_WIDGET (qd_page_get_flap (QD_PAGE (page))), TRUE);
  check_names (page);
  solve (page, QD_SPACE_BFS, "hanoi.kif", 31);
  g_assert_true (press_key_in (GTK_WIDGET (page), GDK_KEY_Page_Down, 0));
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step-last", NULL));
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 31);
  if (strstr (status_of (page), "solver 100") == NULL)
    g_error ("at move 31 the status says “%s”", status_of (page));
  g_assert_true (press_key_in (GTK_WIDGET (page), GDK_KEY_Page_Up, 0));
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 30);
  /* A line of the list chosen: its step. */
  steps = NULL;
  for (GtkWidget *w = qd_gdl_page_get_solve_group (page); w != NULL && steps == NULL; w = gtk_widget_get_last_child (w))
    if (GTK_IS_SCROLLED_WINDOW (w))
      steps = GTK_LIST_VIEW (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (w)));
  g_assert_nonnull (steps);
  selection = GTK_SINGLE_SELECTION (gtk_list_view_get_model (steps));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (selection)), ==, 32);
  gtk_single_selection_set_selected (selection, 5);
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 5);
  check_search_tree (page);
  resize_window (1100, 760);
  spin (200);
  wait_for_frame ();
  screenshot ("ui-gdl-solve-1100x760.png");
  close_current_page ();
}

/* The 8-puzzle by A*: 14 moves; a long search (iterative deepening, over
 * 5 s alone, then Stop) says it stopped. */
static void
test_eight_puzzle (void)
{
  QdGdlPage *page = QD_GDL_PAGE (open_example ("gdl", EIGHT_PUZZLE, QD_TYPE_GDL_PAGE));
  AdwFlap *flap = qd_page_get_flap (QD_PAGE (page));
  g_autoptr(GString) report = g_string_new (NULL);

  wait_for_frame ();
  solve (page, QD_SPACE_ASTAR, "eight-puzzle.kif", 14);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step-last", NULL));
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 14);
  resize_window (600, 500);
  spin (300);
  wait_for_frame ();
  if (!check_page_fits (QD_PAGE (page), 600, 500, "the General Games tab solving", report))
    g_error ("%s", report->str);
  adw_flap_set_reveal_flap (flap, TRUE);
  wait_for_frame ();
  screenshot ("ui-gdl-solve-600x500.png");
  g_assert_true (qd_gdl_page_set_solve_algorithm (page, QD_SPACE_IDDFS));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  g_assert_false (qd_gdl_page_is_settled (page));
  spin (50);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.stop", NULL));
  wait_until (settled, page, 30000, "the search stopped");
  if (!g_str_has_prefix (qd_gdl_page_get_solve_result (page), "Stopped ("))
    g_error ("after Stop the group says “%s”", qd_gdl_page_get_solve_result (page));
  g_assert_null (qd_gdl_page_dup_solution (page));
  adw_flap_set_reveal_flap (flap, FALSE);
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/gdl-solve/hanoi", test_hanoi);
  g_test_add_func ("/ui/gdl-solve/eight-puzzle", test_eight_puzzle);
  return ui_run ();
}
