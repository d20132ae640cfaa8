/* test-ui-constraints.c — the Constraints tab under Xvfb: AC-3 stepped on
 * an example (the queue, an arc's state, a removal explained under the
 * board, an arc revised out of turn by the board's keyboard cursor), a
 * search on a worker, and a problem built from an empty one by keyboard
 * with undo.  Screenshots (ui-constraints-*.png) go to the build folder to
 * be looked at. */
#include "config.h"

#include "ui-common.h"

#include <string.h>

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

  /* A narrow window: the sidebar folds away, the board stays. */
  {
    g_autoptr(GString) report = g_string_new (NULL);

    g_assert_true (check_page_fits (QD_PAGE (page), 600, 500, "constraints", report));
  }
  resize_window (600, 500);
  screenshot ("ui-constraints-narrow.png");
  resize_window (1200, 760);
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/constraints/ac3-steps", test_ac3_steps);
  g_test_add_func ("/ui/constraints/solve", test_solve);
  g_test_add_func ("/ui/constraints/build-by-keyboard", test_build_by_keyboard);
  return ui_run ();
}
