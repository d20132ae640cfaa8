/* test-ui-logic.c — the Logic tab under Xvfb: wumpus.kb opened, ¬P12 asked
 * by the keyboard (F5 with the focus in the query) and found entailed, ¬P22
 * asked by Return and found not entailed (AIMA §7.4.4), the truth table's
 * 128 rows in the trace; the knowledge base edited as text (the document
 * modified, an error said with its line, undone); forward chaining on
 * horn.kb; the SATLIB example solved; screenshots at 1400 × 900 and
 * 600 × 500, light and dark (ui-logic-*.png in the build folder). */
#include "config.h"

#include "ui-common.h"
#include <string.h>

#include "app/pages/logic/qd-logic-page.h"
#include "app/pages/logic/qd-logic-page-view.h"

static GtkWidget *
child_of (QdPage *page, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_LOGIC_PAGE, name));
}

static gboolean
verdict_has (gpointer data)
{
  QdPage *page = qd_window_get_current_page (window);

  return !qd_page_get_busy (page) && strstr (qd_logic_page_get_verdict (QD_LOGIC_PAGE (page)), data) != NULL;
}

static char *
trace_text (QdPage *page)
{
  return qd_logic_page_view_get_trace (QD_LOGIC_PAGE_VIEW (child_of (page, "view")));
}

static void
ask_by_key (QdPage *page, const char *query, guint keyval, const char *expected)
{
  GtkWidget *entry = child_of (page, "query_entry");

  gtk_widget_grab_focus (entry);
  gtk_editable_set_text (GTK_EDITABLE (entry), query);
  g_assert_true (press_key_at_focus (keyval, 0));
  wait_until (verdict_has, (gpointer) expected, 20000, expected);
}

static void
test_wumpus (void)
{
  QdPage *page = open_example ("logic", 0, QD_TYPE_LOGIC_PAGE);
  g_autofree char *trace = NULL;
  guint rows = 0;

  /* The file's first ask is in the query on opening. */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child_of (page, "query_entry"))), ==, "¬P12");
  ask_by_key (page, "¬P12", GDK_KEY_F5, "KB ⊨ ¬P12");
  trace = trace_text (page);
  for (const char *p = trace; (p = strstr (p, "\n")) != NULL; p++)
    rows++;
  /* The header and the 128 rows of Figure 7.9, 3 of them models of KB. */
  g_assert_cmpuint (rows, ==, 129);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (child_of (page, "answer_label"))), ==, "Entailed");
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (child_of (page, "figures_label"))), "3 models"));
  screenshot_wide_light_dark ("ui-logic-wumpus", 1200, 760);
  screenshot_narrow_light_dark (page, "ui-logic-wumpus", 1200, 760);

  /* ¬P22 by Return in the query, by resolution: saturated, not entailed. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (page, "algorithm_row")), 1);
  ask_by_key (page, "~P22", GDK_KEY_Return, "KB ⊭ ¬P22");
  g_clear_pointer (&trace, g_free);
  trace = trace_text (page);
  g_assert_nonnull (strstr (trace, "29"));
  screenshot_wide_light_dark ("ui-logic-resolution", 1200, 760);
  g_assert_false (qd_page_get_modified (page));
  close_current_page ();
}

/* The text typed is the document: modified, an error with its line, undone. */
static void
test_edit (void)
{
  QdPage *page = open_example ("logic", 0, QD_TYPE_LOGIC_PAGE);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (child_of (page, "kb_view")));
  GtkWidget *error_label = child_of (page, "error_label");
  GtkTextIter end;

  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_buffer_insert (buffer, &end, "P12 ∧ ∧\n", -1);
  qd_page_flush_edits (page);
  g_assert_true (qd_page_get_modified (page));
  g_assert_nonnull (qd_logic_page_get_doc (QD_LOGIC_PAGE (page))->error);
  g_assert_true (gtk_widget_get_visible (error_label));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (error_label)), "line 12"));
  ask_by_key (page, "¬P12", GDK_KEY_F5, "No answer");
  screenshot ("ui-logic-error.png");
  g_assert_true (qd_page_undo (page));
  g_assert_null (qd_logic_page_get_doc (QD_LOGIC_PAGE (page))->error);
  g_assert_false (gtk_widget_get_visible (error_label));
  /* A sentence added: ¬P12 no longer follows from a KB that says P12. */
  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_buffer_insert (buffer, &end, "P12\n", -1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (page, "algorithm_row")), 3);
  ask_by_key (page, "P22 ∨ P31", GDK_KEY_F5, "KB ⊨ P22 ∨ P31");
  qd_page_set_modified (page, FALSE);
  close_current_page ();
}

static void
test_horn_and_dimacs (void)
{
  QdPage *page = open_example ("logic", 1, QD_TYPE_LOGIC_PAGE);
  g_autofree char *trace = NULL;

  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (page, "algorithm_row")), 2);
  ask_by_key (page, "Q", GDK_KEY_F5, "KB ⊨ Q");
  trace = trace_text (page);
  /* Fig. 7.16's agenda, popped in the book's order. */
  g_assert_nonnull (strstr (trace, "pop A\npop B\npop L\npop M\npop P\npop Q\n"));
  screenshot_wide_light_dark ("ui-logic-horn", 1200, 760);
  /* Stepped from its first line: Home then Page Down twice shows two lines. */
  qd_page_focus (page);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step-first", NULL));
  g_assert_true (press_key_at_focus (GDK_KEY_Page_Down, 0));
  g_assert_true (press_key_at_focus (GDK_KEY_Page_Down, 0));
  g_assert_nonnull (strstr (qd_canvas_get_position_text (QD_CANVAS (child_of (page, "view"))), "Step 2 of 13: pop B"));
  close_current_page ();

  page = open_example ("logic", 2, QD_TYPE_LOGIC_PAGE);
  g_assert_false (gtk_widget_get_sensitive (child_of (page, "query_entry")));
  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (page, "algorithm_row")), 3);
  qd_page_focus (page);
  g_assert_true (press_key_at_focus (GDK_KEY_F5, 0));
  wait_until (verdict_has, (gpointer) "Satisfiable", 20000, "uf20-01 solved");
  screenshot_narrow_light_dark (page, "ui-logic-dimacs", 1200, 760);
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/logic/wumpus", test_wumpus);
  g_test_add_func ("/ui/logic/edit", test_edit);
  g_test_add_func ("/ui/logic/horn-and-dimacs", test_horn_and_dimacs);
  return ui_run ();
}
