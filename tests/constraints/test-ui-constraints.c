/* test-ui-constraints.c — the Constraints tab under Xvfb: AC-3 stepped on
 * an example (the queue, an arc's state, a removal explained under the
 * board, an arc revised out of turn by the board's keyboard cursor), a
 * search on a worker, and a problem built from an empty one by keyboard
 * with undo.  Screenshots (ui-constraints-*.png) go to the build folder to
 * be looked at. */
#include "config.h"

#include "ui-common.h"

#include <glib/gstdio.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "render/qd-gif.h"
#include "ui-page-report.h"
#include "ui-page-check.h"

#include "app/pages/constraints/qd-constraints-page.h"
#include "app/pages/constraints/qd-constraints-view.h"

static QdCanvas *
board (QdConstraintsPage *page)
{
  return QD_CANVAS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_CONSTRAINTS_PAGE, "view"));
}

/* The text of the queue's row `i`. */
static const char *
queue_row (QdConstraintsPage *page, int i)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (qd_constraints_page_get_queue_list (page), i);

  g_assert_nonnull (row);
  return gtk_label_get_label (GTK_LABEL (gtk_list_box_row_get_child (row)));
}

/* A narrow window (600 x 500): the sidebar folds away, the board stays;
 * a screenshot of it as `name`. */
static void
fits_narrow (QdConstraintsPage *page, const char *name)
{
  g_autoptr(GString) report = g_string_new (NULL);

  g_assert_true (check_page_fits (QD_PAGE (page), 600, 500, name, report));
  resize_window (600, 500);
  screenshot (name);
  resize_window (1200, 760);
}

static void
test_ac3_steps (void)
{
  QdConstraintsPage *page;
  const QdConstraintsAc3 *ac3;
  GtkListBox *queue;
  gint arc;

  /* The nine regions in three colours, A != C first. */
  page = QD_CONSTRAINTS_PAGE (open_example ("constraints", 0, QD_TYPE_CONSTRAINTS_PAGE));
  ac3 = qd_constraints_page_get_ac3 (page);
  g_assert_nonnull (ac3);
  g_assert_cmpuint (qd_constraints_ac3_queue_length (ac3), ==, 30);
  g_assert_cmpstr (queue_row (page, 0), ==, "(A, A != C)");
  g_assert_cmpstr (queue_row (page, 1), ==, "(C, A != C)");
  g_assert_cmpstr (page_label (page, QD_TYPE_CONSTRAINTS_PAGE, "queue_label"), ==, "Queue: 30 arcs");
  screenshot ("ui-constraints-open.png");

  /* Nothing to remove while every domain is {r, g, b}: consistent. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "constraints.ac3-step", NULL));
  g_assert_cmpint (qd_constraints_ac3_arc_state (ac3, 0), ==, QD_CONSTRAINTS_ARC_CONSISTENT);
  g_assert_cmpstr (qd_constraints_page_get_explanation (page), ==,
                   "Every value of A has a support in A != C: nothing removed.");
  g_assert_cmpstr (queue_row (page, 0), ==, "(C, A != C)");
  g_assert_cmpuint (qd_constraints_ac3_queue_length (ac3), ==, 29);
  screenshot ("ui-constraints-step.png");
  /* The report of AC-3 so far: `csp --ac3 --steps`'s sections, one revision. */
  {
    g_autoptr(QdReport) report = check_page_report (QD_PAGE (page), "ui-constraints-ac3");
    g_autofree char *text = qd_report_to_markdown (report);

    g_assert_nonnull (strstr (text, "--ac3"));
    g_assert_nonnull (strstr (text, "Revisions"));
  }

  /* A network where AC-3 removes values: typed into an empty tab below;
   * here Run to End empties the queue. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "constraints.ac3-run", NULL));
  g_assert_true (qd_constraints_ac3_finished (ac3));
  g_assert_nonnull (strstr (qd_constraints_page_get_explanation (page), "arc consistent"));
  queue = qd_constraints_page_get_queue_list (page);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (queue)));

  /* Reset, then an arc revised out of turn from the board's cursor (Return
   * on an arc's cell, as a click on it): it leaves the queue. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "constraints.ac3-reset", NULL));
  ac3 = qd_constraints_page_get_ac3 (page);
  arc = qd_constraints_ac3_find_arc (ac3, 7, 14);   /* (H, H != I) */
  g_assert_cmpint (arc, >=, 0);
  qd_constraints_view_select (QD_CONSTRAINTS_VIEW (board (page)), QD_CONSTRAINTS_ITEM_ARC, (guint) arc);
  gtk_widget_grab_focus (GTK_WIDGET (board (page)));
  g_assert_true (press_key (GTK_WIDGET (board (page)), GDK_KEY_Return));
  g_assert_cmpint (qd_constraints_ac3_last (ac3), ==, arc);
  g_assert_cmpuint (qd_constraints_ac3_queue_length (ac3), ==, 29);
  g_assert_nonnull (strstr (qd_canvas_get_cell_text (board (page)), "(H, H != I), consistent"));
  close_current_page ();
}

static gboolean
solution_shown (gpointer data)
{
  return !qd_page_get_busy (data) && qd_constraints_page_get_solution (data) != NULL;
}

static void
test_solve (void)
{
  QdConstraintsPage *page = QD_CONSTRAINTS_PAGE (open_example ("constraints", 1, QD_TYPE_CONSTRAINTS_PAGE));
  const char *result;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "constraints.solve", NULL));
  wait_until (solution_shown, page, 5000, "the solution of four queens");
  result = page_label (page, QD_TYPE_CONSTRAINTS_PAGE, "result_label");
  g_assert_true (g_str_has_prefix (result, "Solved:"));
  /* q[1] = 2 in the first solution of four queens. */
  g_assert_cmpint (qd_constraints_page_get_solution (page)[0], ==, 1);
  screenshot ("ui-constraints-solved.png");
  close_current_page ();
}

/* The board's cell `cell` as a screen reader hears it. */
static const char *
cell_text (QdConstraintsPage *page, guint cell)
{
  qd_canvas_set_cursor (board (page), (gint) cell);
  /* The label is given at a high-priority idle. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  return qd_canvas_get_cell_text (board (page));
}

static GtkWidget *
page_child (QdConstraintsPage *page, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_CONSTRAINTS_PAGE, name));
}

/* Screenshots of the tab at 1400 x 900, light and dark, and (`narrow`)
 * at 600 x 500. */
static void
screenshots (const char *stem, gboolean narrow)
{
  g_autofree char *small = g_strdup_printf ("%s-600x500.png", stem);

  screenshot_wide_light_dark (stem, 1200, 760);
  if (narrow)
    {
      resize_window (600, 500);
      screenshot (small);
      resize_window (1200, 760);
    }
}

/* Issue 79: an XCSP3 file sets its variables in no constraint aside, as
 * `quandary-cli csp` does: Agatha's six free ones keep their first value,
 * and the outcome says so after the search's counts. */
static void
test_free_variables (void)
{
  QdConstraintsPage *page = QD_CONSTRAINTS_PAGE (open_test_file ("../csp/xcsp3/Agatha.xml", QD_TYPE_CONSTRAINTS_PAGE));
  const char *result;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "constraints.solve", NULL));
  wait_until (solution_shown, page, 5000, "Agatha's solution");
  result = page_label (page, QD_TYPE_CONSTRAINTS_PAGE, "result_label");
  g_assert_true (g_str_has_prefix (result, "Solved:"));
  g_assert_true (g_str_has_suffix (result, " 6 variables in no constraint keep their first value: any of their 64 "
                                           "assignments would do."));
  screenshot ("ui-constraints-agatha.png");
  close_current_page ();
}

/* Issue 76: an XCSP3 Sudoku (81 variables) opens as a grid, its AC-3 queue
 * collapsed; after Solve each cell is named with its variable and its value
 * in the solution, which is a Sudoku's (every row, column and box 1..9); the
 * graph is the second view; a zoom keeps the middle of the board. */
static void
test_sudoku_grid (void)
{
  QdConstraintsPage *page = QD_CONSTRAINTS_PAGE (open_test_file ("../csp/xcsp3/Sudoku-Sudoku_s13a.xml",
                                                                  QD_TYPE_CONSTRAINTS_PAGE));
  guint grid[9][9], seen_row[9], seen_col[9], seen_box[9];
  double x0, y0, x1, y1;

  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (page_child (page, "grid_button"))));
  gtk_test_accessible_assert_property (page_child (page, "graph_button"), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Constraint graph view");
  g_assert_false (gtk_expander_get_expanded (GTK_EXPANDER (page_child (page, "queue_expander"))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "constraints.solve", NULL));
  wait_until (solution_shown, page, 20000, "the Sudoku's solution");
  wait_for_frame ();
  memset (seen_row, 0, sizeof seen_row);
  memset (seen_col, 0, sizeof seen_col);
  memset (seen_box, 0, sizeof seen_box);
  for (guint c = 0; c < 81; c++)
    {
      guint r, k, v;

      g_assert_cmpint (sscanf (cell_text (page, c), "Variable x[%u][%u] = %u in the solution", &r, &k, &v), ==, 3);
      g_assert_cmpuint (r * 9 + k, ==, c);
      g_assert_true (v >= 1 && v <= 9);
      grid[r][k] = v;
      seen_row[r] |= 1u << v;
      seen_col[k] |= 1u << v;
      seen_box[r / 3 * 3 + k / 3] |= 1u << v;
    }
  for (guint i = 0; i < 9; i++)
    {
      g_assert_cmpuint (seen_row[i], ==, 0x3fe);
      g_assert_cmpuint (seen_col[i], ==, 0x3fe);
      g_assert_cmpuint (seen_box[i], ==, 0x3fe);
    }
  g_assert_cmpuint (grid[0][0], >=, 1);
  screenshots ("ui-constraints-sudoku", TRUE);
  /* Zoom in from the fitted board: the middle of the drawing stays in the
   * middle of the board (not its top-left corner in the top-left). */
  resize_window (1400, 900);
  qd_canvas_get_picture_size (board (page), &x0, &y0);
  qd_canvas_set_zoom (board (page), qd_canvas_get_zoom (board (page)) * 2);
  wait_for_frame ();
  qd_canvas_to_picture (board (page), gtk_widget_get_width (GTK_WIDGET (board (page))) / 2.0,
                        gtk_widget_get_height (GTK_WIDGET (board (page))) / 2.0, &x1, &y1);
  g_assert_cmpfloat (fabs (x1 - x0 / 2) + fabs (y1 - y0 / 2), <, 4);
  /* The graph, the arrays folded: one node for x's 81 variables. */
  qd_canvas_set_fit (board (page), TRUE);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (page_child (page, "graph_button")), TRUE);
  wait_for_frame ();
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (page_child (page, "grid_button"))));
  g_assert_nonnull (strstr (cell_text (page, 0), "x[0][0]"));
  screenshots ("ui-constraints-sudoku-graph", FALSE);
  close_current_page ();
}

/* Issue 76: an XCSP3 knapsack: after Solve the board shows the optimal
 * assignment (not the search's last step), each cell named with its value,
 * the objective 583 (its published optimum, tests/csp/xcsp3/EXPECTED.tsv). */
static void
test_knapsack_grid (void)
{
  QdConstraintsPage *page = QD_CONSTRAINTS_PAGE (open_test_file ("../csp/xcsp3/Knapsack-Knapsack_20-50-00.xml",
                                                                  QD_TYPE_CONSTRAINTS_PAGE));
  QdConstraintsDoc *doc = qd_page_get_model (QD_PAGE (page));
  gint values[20];

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "constraints.solve", NULL));
  wait_until (solution_shown, page, 20000, "the knapsack's optimum");
  /* Issue 92: back to the start and to the end again: the end of an
   * optimisation's replay is its optimum, not the proof's last backtrack. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step-first", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step-last", NULL));
  wait_for_frame ();
  for (guint c = 0; c < 20; c++)
    {
      guint i, v;

      g_assert_cmpint (sscanf (cell_text (page, c), "Variable x[%u] = %u in the solution", &i, &v), ==, 2);
      g_assert_cmpuint (i, ==, c);
      g_assert_true (v <= 1);
      values[c] = qd_csp_model_value_index (doc->model, c, v);
    }
  g_assert_cmpint (qd_csp_model_objective_value (doc->model, values), ==, 583);
  /* Issue 92: each cell heard with its weight and value (the file's coefficients). */
  g_assert_true (g_str_has_suffix (cell_text (page, 1), " in the solution, weight 5, value 89"));
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_CONSTRAINTS_PAGE, "objective_label"), "583"));
  g_assert_null (strstr (qd_constraints_page_get_explanation (page), "undone"));
  screenshots ("ui-constraints-knapsack", TRUE);
  fits_narrow (page, "ui-constraints-knapsack-narrow.png");
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (page_child (page, "graph_button")), TRUE);
  wait_for_frame ();
  fits_narrow (page, "ui-constraints-knapsack-graph-narrow.png");
  screenshots ("ui-constraints-knapsack-graph", FALSE);
  close_current_page ();
}

static gboolean
best_so_far (gpointer page)
{
  return g_str_has_suffix (page_label (page, QD_TYPE_CONSTRAINTS_PAGE, "objective_label"), "(best so far)");
}

/* Issue 92: Golomb-8 (28 distances in one alldifferent) opens in the grid;
 * while branch and bound runs, the board shows its best ruler so far (not
 * the initial domains), and the window still fits in 600 px (the header's
 * Stop made it 614). */
static void
test_golomb (void)
{
  QdConstraintsPage *page = QD_CONSTRAINTS_PAGE (open_test_file ("../csp/xcsp3/GolombRuler-8.xml",
                                                                  QD_TYPE_CONSTRAINTS_PAGE));
  int min_width;
  graphene_rect_t line, view;

  /* 380 constraints: the grid first.  Its help line speaks of no arc it
   * does not draw, and sits above the board (the job bar floats over the
   * tab's bottom edge). */
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (page_child (page, "grid_button"))));
  wait_for_frame ();
  g_assert_null (strstr (qd_constraints_page_get_explanation (page), "click on an arc"));
  g_assert_nonnull (strstr (qd_constraints_page_get_explanation (page), "Graph view"));
  g_assert_true (gtk_widget_compute_bounds (page_child (page, "explain_label"), GTK_WIDGET (page), &line));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (board (page)), GTK_WIDGET (page), &view));
  g_assert_cmpfloat (line.origin.y + line.size.height, <=, view.origin.y);
  screenshots ("ui-constraints-golomb", TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "constraints.solve", NULL));
  wait_until (best_so_far, page, 20000, "a first ruler");
  wait_for_frame ();
  g_assert_true (qd_page_get_busy (QD_PAGE (page)));
  g_assert_cmpstr (cell_text (page, 0), ==, "Variable x[0] = 0 in the solution");
  g_assert_nonnull (strstr (cell_text (page, 7), " in the solution"));
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, 600);
  screenshots ("ui-constraints-golomb-running", TRUE);
  if (qd_page_get_busy (QD_PAGE (page)))
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "constraints.stop", NULL));
  wait_until (page_not_busy, page, 10000, "the search stopped");
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (page_child (page, "graph_button")), TRUE);
  wait_for_frame ();
  screenshots ("ui-constraints-golomb-graph", TRUE);
  close_current_page ();
}

/* Types `text` into the entry row `name` and presses Return in it. */
static void
type_into (QdConstraintsPage *page, const char *name, const char *text)
{
  GtkWidget *row = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_CONSTRAINTS_PAGE, name));
  GtkWidget *delegate = GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (row)));

  gtk_widget_grab_focus (row);
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  /* Return in the entry: GtkText's "activate", which the row applies. */
  g_signal_emit_by_name (delegate, "activate");
  wait_for_frame ();
}

static void
test_build_by_keyboard (void)
{
  QdConstraintsPage *page = QD_CONSTRAINTS_PAGE (qd_window_new_page (window, "constraints"));
  QdConstraintsDoc *doc;
  const QdConstraintsAc3 *ac3;
  g_autofree char *text = NULL;

  wait_for_frame ();
  g_assert_null (qd_constraints_page_get_doc (page)->model);
  g_assert_null (qd_constraints_page_get_ac3 (page));
  screenshot ("ui-constraints-empty.png");

  type_into (page, "variable_row", "x, y in 1..3");
  type_into (page, "variable_row", "z in {1, 2, 3}");
  type_into (page, "constraint_row", "x < y");
  /* A mistake is told (a toast naming what was typed), the row marked,
   * the document as it was. */
  type_into (page, "constraint_row", "y < w");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_CONSTRAINTS_PAGE, "constraint_row")), "error"));
  g_assert_cmpuint (qd_csp_n_constraints (qd_constraints_page_get_doc (page)->model->csp), ==, 1);
  type_into (page, "constraint_row", "y < z");
  doc = qd_constraints_page_get_doc (page);
  text = qd_constraints_doc_to_string (doc);
  g_assert_cmpstr (text, ==, "var x, y in 1..3\nvar z in {1, 2, 3}\nx < y\ny < z\n");
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));

  /* AC-3 on it: the first arc removes 3 from x. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "constraints.ac3-step", NULL));
  ac3 = qd_constraints_page_get_ac3 (page);
  g_assert_cmpint (qd_constraints_ac3_arc_state (ac3, 0), ==, QD_CONSTRAINTS_ARC_INCONSISTENT);
  g_assert_cmpstr (qd_constraints_page_get_explanation (page), ==, "Removed 3 from x because of x < y.");
  g_assert_cmpstr (queue_row (page, 0), ==, "(y, x < y)");
  screenshot ("ui-constraints-built.png");

  /* The drawing on show exported (the same render as the board). */
  for (guint f = 0; f < 2; f++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *path = g_test_build_filename (G_TEST_BUILT, f == 0 ? "ui-constraints-export.png"
                                                                         : "ui-constraints-export.svg", NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);

      g_assert_true (qd_page_export_picture (QD_PAGE (page), file, f == 0 ? QD_EXPORT_PNG : QD_EXPORT_SVG, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
    }

  /* Undo takes the last constraint back. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "constraints.undo", NULL));
  g_clear_pointer (&text, g_free);
  text = qd_constraints_doc_to_string (qd_constraints_page_get_doc (page));
  g_assert_cmpstr (text, ==, "var x, y in 1..3\nvar z in {1, 2, 3}\nx < y\n");

  fits_narrow (page, "ui-constraints-narrow.png");
  close_current_page ();
}

/* Plain backtracking's assignments on N-Queens up to the first solution,
 * counted by a search written here (static orders, each value checked
 * against the queens placed): the tree holds these and its root. */
static guint
queens_assignments (guint n, guint col, guint *rows)
{
  guint count = 0;

  for (guint r = 0; r < n; r++)
    {
      gboolean ok = TRUE;

      for (guint c = 0; c < col && ok; c++)
        ok = rows[c] != r && (guint) ABS ((gint) rows[c] - (gint) r) != col - c;
      if (!ok)
        continue;
      rows[col] = r;
      count++;
      if (col + 1 == n)
        return count | 0x10000;  /* found: the flag stops the search */
      {
        guint below = queens_assignments (n, col + 1, rows);

        count += below & 0xffff;
        if (below & 0x10000)
          return count | 0x10000;
      }
    }
  return count;
}

static gboolean
replay_ready (gpointer data)
{
  return !qd_page_get_busy (data) && qd_constraints_page_get_replay (data) != NULL;
}

static void
choose_algorithm (QdConstraintsPage *page, guint algorithm)
{
  GObject *row = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_CONSTRAINTS_PAGE, "algorithm_row");

  adw_combo_row_set_selected (ADW_COMBO_ROW (row), algorithm);
}

/* Four queens by forward checking, watched step by step (the sentences
 * derived by hand: q[1] = 1 leaves q[2] {3, 4} and q[3] {2, 4}; q[2] = 3
 * then empties q[3]); then backtracking's search tree. */
static void
test_replay (void)
{
  QdConstraintsPage *page = QD_CONSTRAINTS_PAGE (open_example ("constraints", 1, QD_TYPE_CONSTRAINTS_PAGE));
  guint rows[4];
  g_autoptr(QdAnimation) animation = NULL;

  choose_algorithm (page, 1);
  /* Next Step with no run yet: the search runs, the replay shows step 1. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step", NULL));
  wait_until (replay_ready, page, 5000, "the replay of forward checking");
  g_assert_cmpuint (qd_stepper_get_step (qd_page_get_stepper (QD_PAGE (page))), ==, 1);
  g_assert_true (g_str_has_prefix (qd_constraints_page_get_explanation (page),
                                   "Assigned q[1] = 1; forward checking removed {1, 2} from q[2], "
                                   "{1, 3} from q[3] and {1, 4} from q[4] (q[1] != q[2]"));
  g_assert_cmpstr (status_text (page, QD_TYPE_CONSTRAINTS_PAGE), ==, "Step 1 of 15");
  /* The keyboard: Page Down steps, wherever the focus is in the tab. */
  gtk_widget_grab_focus (GTK_WIDGET (board (page)));
  g_assert_true (press_key_at_focus (GDK_KEY_Page_Down, 0));
  wait_for_frame ();
  g_assert_cmpstr (qd_constraints_page_get_explanation (page), ==,
                   "Assigned q[2] = 3; forward checking removed {2, 4} from q[3] "
                   "(q[2] != q[3] and abs(q[2] - q[3]) != 1).");
  /* A screen reader hears the step with the board, and the variables'
   * values as the step leaves them. */
  g_assert_nonnull (strstr (qd_canvas_get_position_text (board (page)), "forward checking removed {2, 4} from q[3]"));
  qd_constraints_view_select (QD_CONSTRAINTS_VIEW (board (page)), QD_CONSTRAINTS_ITEM_VARIABLE, 1);
  wait_for_frame ();
  g_assert_cmpstr (qd_canvas_get_cell_text (board (page)), ==, "Variable q[2], assigned 3");
  qd_constraints_view_select (QD_CONSTRAINTS_VIEW (board (page)), QD_CONSTRAINTS_ITEM_VARIABLE, 2);
  wait_for_frame ();
  g_assert_cmpstr (qd_canvas_get_cell_text (board (page)), ==, "Variable q[3], no value left, removed by this step: 2, 4");
  screenshot ("ui-constraints-replay-fc.png");
  /* Its report: the sections of `quandary-cli csp --report` for the run
   * (ui-page-report.h compares their titles), the solution and counts. */
  {
    g_autoptr(QdReport) report = check_page_report (QD_PAGE (page), "ui-constraints-fc");
    g_autofree char *text = qd_report_to_markdown (report);

    g_assert_nonnull (strstr (text, "--algorithm fc --var-order static"));
    g_assert_nonnull (strstr (text, "Assignments"));
  }
  screenshot_of (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_CONSTRAINTS_PAGE, "run_controls")),
                 "ui-constraints-run-controls.png");
  g_assert_true (press_key_at_focus (GDK_KEY_Page_Down, 0));
  g_assert_cmpstr (qd_constraints_page_get_explanation (page), ==, "Wipe-out of q[3]: backtrack.");
  qd_constraints_view_select (QD_CONSTRAINTS_VIEW (board (page)), QD_CONSTRAINTS_ITEM_VARIABLE, 2);
  wait_for_frame ();
  g_assert_cmpstr (qd_canvas_get_cell_text (board (page)), ==, "Variable q[3], no value left");
  qd_constraints_view_select (QD_CONSTRAINTS_VIEW (board (page)), QD_CONSTRAINTS_ITEM_VARIABLE, 3);
  wait_for_frame ();
  g_assert_cmpstr (qd_canvas_get_cell_text (board (page)), ==, "Variable q[4], 2 values: 2, 3");
  screenshot ("ui-constraints-replay-wipeout.png");
  g_assert_true (press_key_at_focus (GDK_KEY_Page_Down, 0));
  g_assert_cmpstr (qd_constraints_page_get_explanation (page), ==, "Backtrack: q[2] = 3 undone.");
  g_assert_true (press_key_at_focus (GDK_KEY_Page_Up, 0));
  g_assert_cmpstr (qd_constraints_page_get_explanation (page), ==, "Wipe-out of q[3]: backtrack.");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step-last", NULL));
  g_assert_cmpstr (qd_constraints_page_get_explanation (page), ==, "Solution 1.");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step-first", NULL));
  g_assert_true (g_str_has_prefix (qd_constraints_page_get_explanation (page), "Ready:"));

  /* The replay as an animation (Export Animation): its steps, a frame. */
  animation = qd_page_build_animation (QD_PAGE (page));
  g_assert_nonnull (animation);
  g_assert_cmpuint (animation->n_steps, ==, 15);
  {
    cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 480, 420);
    cairo_t *cr = cairo_create (surface);
    g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "ui-constraints-animation-frame.png", NULL);

    qd_animation_draw_frame (animation, cr, 480, 420, 2);
    cairo_destroy (cr);
    g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
    cairo_surface_destroy (surface);
  }
  {
    g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "ui-constraints-replay.gif", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;
    QdGifOptions options;
    struct stat info;

    qd_gif_options_init (&options);
    options.width = 320;
    options.height = 240;
    g_assert_true (qd_gif_write (animation, &options, file, NULL, NULL, &error));
    g_assert_no_error (error);
    g_assert_cmpint (g_stat (path, &info), ==, 0);
    g_assert_cmpint (info.st_size, >, 1000);
  }

  /* Backtracking: its tree holds every assignment and the root. */
  choose_algorithm (page, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (replay_ready, page, 5000, "the replay of backtracking");
  g_assert_cmpuint (qd_constraints_page_get_tree_nodes (page), ==, (queens_assignments (4, 0, rows) & 0xffff) + 1);
  g_assert_cmpuint (qd_constraints_page_get_tree_nodes (page), ==, 9);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step-first", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step", NULL));
  g_assert_cmpstr (qd_constraints_page_get_explanation (page), ==,
                   "Assigned q[2] = 3 after ruling out {1, 2} (q[1] != q[2] and abs(q[1] - q[2]) != 1).");
  /* The search tree in step with the replay: step 2 stands at the second
   * assignment (node 2); a node selected moves the replay to its step. */
  {
    QdSearchTreeView *tree = show_search_tree (board (page));

    wait_for_frame ();
    g_assert_cmpint (qd_search_tree_view_get_selected (tree), ==, 2);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step", NULL));
    /* Step 3: the dead end at q[3], back to q[1] = 1's node. */
    g_assert_cmpint (qd_search_tree_view_get_selected (tree), ==, 1);
    qd_search_tree_view_select (tree, 2);
    g_assert_cmpuint (qd_stepper_get_step (qd_page_get_stepper (QD_PAGE (page))), ==, 2);
    g_assert_true (g_str_has_prefix (qd_constraints_page_get_explanation (page), "Assigned q[2] = 3"));
  }
  screenshot ("ui-constraints-replay-bt.png");
  fits_narrow (page, "ui-constraints-replay-narrow.png");

  /* Min-conflicts records no steps: its solution alone, the replay gone. */
  choose_algorithm (page, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (solution_shown, page, 5000, "min-conflicts' solution");
  g_assert_null (qd_constraints_page_get_replay (page));
  g_assert_false (qd_stepper_has_run (qd_page_get_stepper (QD_PAGE (page))));
  g_assert_true (g_str_has_prefix (page_label (page, QD_TYPE_CONSTRAINTS_PAGE, "result_label"),
                                   "Solved by min-conflicts"));
  /* Its plot: the violated constraints from the start (step 0) to none. */
  {
    const QdPlot *plot = qd_constraints_page_get_conflict_plot (page);
    g_autofree char *said = qd_plot_describe (plot);
    GtkWidget *view = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_CONSTRAINTS_PAGE,
                                                                   "conflicts_view");

    g_assert_cmpuint (qd_plot_n_series (plot), ==, 1);
    g_assert_cmpuint (qd_plot_series_n_points (plot, 0), >=, 1);
    g_assert_nonnull (strstr (said, "last 0 at"));
    g_assert_true (gtk_widget_get_visible (view));
    wait_for_frame ();
    screenshot_of (view, "ui-constraints-min-conflicts-plot.png");
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
    wait_for_frame ();
    screenshot ("ui-constraints-min-conflicts-dark.png");
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  }
  close_current_page ();
}

/* The text of the splitting outline's row `i`, or NULL past its end. */
static const char *
split_row (QdConstraintsPage *page, int i)
{
  GtkListBox *list = GTK_LIST_BOX (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_CONSTRAINTS_PAGE,
                                                                   "split_list"));
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, i);

  return row != NULL ? gtk_label_get_label (GTK_LABEL (gtk_list_box_row_get_child (row))) : NULL;
}

/* Domain splitting on x, y, z all different in 1..3, worked by hand: arc
 * consistency removes nothing; x splits into {1, 2} and {3}; x = 3 leaves y
 * and z in {1, 2} (2 values removed); y = 1 there leaves z = 2, a
 * solution. */
static void
test_split (void)
{
  QdConstraintsPage *page = QD_CONSTRAINTS_PAGE (qd_window_new_page (window, "constraints"));
  static const char text[] = "var x, y, z in 1..3\nalldifferent(x, y, z)\n";
  g_autoptr(GError) error = NULL;
  GtkListBox *list;

  g_assert_true (qd_page_load (QD_PAGE (page), NULL, text, strlen (text), "alldiff.csp", &error));
  g_assert_no_error (error);
  wait_for_frame ();
  g_assert_null (split_row (page, 0));

  /* The first Split shows the root: the network made arc consistent. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "constraints.split", NULL));
  g_assert_cmpstr (split_row (page, 0), ==, "Root: open");
  g_assert_true (g_str_has_prefix (qd_constraints_page_get_explanation (page),
                                   "The network made arc consistent: 0 values removed. Split a variable"));
  /* Then x, the first variable of two values or more: the lower half on show. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "constraints.split", NULL));
  g_assert_cmpstr (split_row (page, 0), ==, "Root: split");
  g_assert_cmpstr (split_row (page, 1), ==, "x ∈ {1, 2}: open");
  g_assert_cmpstr (split_row (page, 2), ==, "x ∈ {3}: open");
  g_assert_true (g_str_has_prefix (qd_constraints_page_get_explanation (page),
                                   "x ∈ {1, 2} (the lower half): arc consistency removed 0 values."));

  /* The upper half taken from the outline (a row activated). */
  list = GTK_LIST_BOX (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_CONSTRAINTS_PAGE, "split_list"));
  g_signal_emit_by_name (list, "row-activated", gtk_list_box_get_row_at_index (list, 2));
  g_assert_true (g_str_has_prefix (qd_constraints_page_get_explanation (page),
                                   "x ∈ {3} (the upper half): arc consistency removed 2 values."));

  /* y split from the board's keyboard cursor: Return on it. */
  qd_constraints_view_select (QD_CONSTRAINTS_VIEW (board (page)), QD_CONSTRAINTS_ITEM_VARIABLE, 1);
  gtk_widget_grab_focus (GTK_WIDGET (board (page)));
  g_assert_true (press_key (GTK_WIDGET (board (page)), GDK_KEY_Return));
  g_assert_cmpstr (split_row (page, 3), ==, "y ∈ {1}: solution");
  g_assert_cmpstr (split_row (page, 4), ==, "y ∈ {2}: solution");
  g_assert_null (split_row (page, 5));
  g_assert_cmpstr (qd_constraints_page_get_explanation (page), ==,
                   "y ∈ {1} (the lower half): arc consistency removed 1 value. "
                   "Every domain holds one value: a solution.");
  wait_for_frame ();
  screenshot ("ui-constraints-split.png");
  fits_narrow (page, "ui-constraints-split-narrow.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  wait_for_frame ();
  screenshot ("ui-constraints-split-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* Start Over: the splits forgotten, AC-3 back on the board. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "constraints.split-reset", NULL));
  g_assert_null (split_row (page, 0));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (list)));
  close_current_page ();
}

/* Check an Answer… on 4-Queens: the solution the search does not find
 * first is right too; a wrong one is told by the first constraint it
 * breaks, worked by hand: queens in rows 1 and 4 of columns 1 and 4 are
 * 3 apart both ways, on one diagonal (columns 2 and 3 come later). */
static void
test_check (void)
{
  QdConstraintsPage *page = QD_CONSTRAINTS_PAGE (open_example ("constraints", 1, QD_TYPE_CONSTRAINTS_PAGE));
  g_autoptr(QdCheckResult) wrong = NULL;
  g_autoptr(QdCheckResult) right = NULL;

  g_assert_true (qd_page_can_check (QD_PAGE (page)));
  wrong = check_answer_in_page (QD_PAGE (page), "q[1]=1 q[2]=3 q[3]=2 q[4]=4\n1 solution\n", "ui-constraints");
  g_assert_cmpint (wrong->verdict, ==, QD_CHECK_WRONG);
  g_assert_cmpuint (wrong->line, ==, 1);
  g_assert_cmpstr (wrong->explanation, ==,
                   "The constraint q[1] != q[4] and abs(q[1] - q[4]) != 3 does not hold for q[1]=1, q[4]=4.");
  /* Beside it, the first solution of the search in the file's order. */
  g_assert_cmpstr (wrong->reference, ==, "q[1]=2 q[2]=4 q[3]=1 q[4]=3\n1 solution\n");
  right = check_answer_in_page (QD_PAGE (page), "q[1]=3 q[2]=1 q[3]=4 q[4]=2\n1 solution\n", "ui-constraints-correct");
  g_assert_cmpint (right->verdict, ==, QD_CHECK_CORRECT);
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/constraints/ac3-steps", test_ac3_steps);
  g_test_add_func ("/ui/constraints/solve", test_solve);
  g_test_add_func ("/ui/constraints/replay", test_replay);
  g_test_add_func ("/ui/constraints/build-by-keyboard", test_build_by_keyboard);
  g_test_add_func ("/ui/constraints/split", test_split);
  g_test_add_func ("/ui/constraints/check", test_check);
  g_test_add_func ("/ui/constraints/sudoku-grid", test_sudoku_grid);
  g_test_add_func ("/ui/constraints/free-variables", test_free_variables);
  g_test_add_func ("/ui/constraints/knapsack-grid", test_knapsack_grid);
  g_test_add_func ("/ui/constraints/golomb", test_golomb);
  return ui_run ();
}
