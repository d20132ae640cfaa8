/* test-ui.c — the window under Xvfb: open the example tree, solve, step,
 * edit, export, bad files, closing with unsaved edits.  Screenshots of each
 * state are saved into the build folder (ui-*.png) to be looked at. */
#include "config.h"

#include "ui-common.h"
#include <glib/gstdio.h>
#include <string.h>

#include "app/qd-application.h"
#include "app/pages/gametree/qd-gametree-page.h"
#include "app/widgets/qd-run-controls.h"
#include "app/qd-window.h"
#include "app/pages/wordpuzzle/qd-wordpuzzle-page.h"
#include "app/pages/mapcolor/qd-mapcolor-page.h"
#include "app/pages/battleship/qd-battleship-page.h"

static gboolean
page_idle (gpointer data)
{
  QdGametreePage *page = data;

  return !qd_page_get_busy (QD_PAGE (page)) && qd_gametree_page_get_analysis (page) != NULL;
}

static const char *
label_text (QdGametreePage *page, const char *name)
{
  GObject *label = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_GAMETREE_PAGE, name);

  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_label (GTK_LABEL (label));
}

static QdGametreePage *
current_tree_page (void)
{
  QdPage *page = qd_window_get_current_page (window);

  g_assert_true (QD_IS_GAMETREE_PAGE (page));
  return QD_GAMETREE_PAGE (page);
}

static char *
read_golden (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "golden", "gametree", name, NULL);
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  return contents;
}

static void
test_solve_example (void)
{
  QdGametreePage *page;
  const QdTreeAnalysis *analysis;

  qd_window_open_example (window, "gametree", 0);
  wait_until (has_page, GUINT_TO_POINTER (1), 5000, "the example tab");
  page = current_tree_page ();
  g_assert_cmpstr (qd_page_get_title (QD_PAGE (page)), ==, "AIMA Figure 5.2 (three by three)");
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  screenshot ("ui-gametree-open.png");

  qd_gametree_page_set_algorithm (page, QD_SEARCH_ALPHABETA);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (page_idle, page, 5000, "the search");

  analysis = qd_gametree_page_get_analysis (page);
  g_assert_cmpfloat (analysis->result.value, ==, 3);
  g_assert_true (qd_tree_analysis_is_pruned (analysis, 7));
  g_assert_true (qd_tree_analysis_is_pruned (analysis, 8));
  /* What the sidebar shows. */
  g_assert_cmpstr (label_text (page, "value_label"), ==, "3");
  g_assert_cmpstr (label_text (page, "leaves_label"), ==, "7");
  g_assert_cmpstr (label_text (page, "nodes_label"), ==, "11");
  g_assert_cmpstr (label_text (page, "pruned_label"), ==, "2");
  g_assert_cmpstr (label_text (page, "best_label"), ==, "child 0, B (r.0)");
  g_assert_nonnull (strstr (status_text (page, QD_TYPE_GAMETREE_PAGE), "Done in"));
  screenshot ("ui-gametree-alphabeta.png");

  /* Minimax: no pruning, nine leaves. */
  qd_gametree_page_set_algorithm (page, QD_SEARCH_MINIMAX);
  wait_until (page_idle, page, 5000, "the minimax search");
  g_assert_cmpstr (label_text (page, "leaves_label"), ==, "9");
  g_assert_cmpstr (label_text (page, "pruned_label"), ==, "0");
  screenshot ("ui-gametree-minimax.png");
  qd_gametree_page_set_algorithm (page, QD_SEARCH_ALPHABETA);
  wait_until (page_idle, page, 5000, "the alpha-beta search again");
}

static void
test_step (void)
{
  QdGametreePage *page = current_tree_page ();
  const char *text;

  gtk_widget_activate_action (GTK_WIDGET (page), "run.step-first", NULL);
  g_assert_cmpuint (qd_gametree_page_get_step (page), ==, 0);
  for (int i = 0; i < 6; i++)
    gtk_widget_activate_action (GTK_WIDGET (page), "run.step", NULL);
  g_assert_cmpuint (qd_gametree_page_get_step (page), ==, 6);
  text = status_text (page, QD_TYPE_GAMETREE_PAGE);
  /* Steps: enter A, enter B, leaf 3, B update, leaf 12, B update. */
  g_test_message ("step label: %s", text);
  g_assert_true (g_str_has_prefix (text, "Step 6 of"));
  g_assert_nonnull (strstr (text, "B (r.0): a child returned; v = 3, α = −∞, β = 3."));
  g_assert_cmpstr (label_text (page, "leaves_label"), ==, "2");
  screenshot ("ui-gametree-step.png");

  gtk_widget_activate_action (GTK_WIDGET (page), "run.step-back", NULL);
  g_assert_cmpuint (qd_gametree_page_get_step (page), ==, 5);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.step-last", NULL);
  g_assert_cmpstr (label_text (page, "value_label"), ==, "3");
}

static void
test_edit_undo (void)
{
  QdGametreePage *page = current_tree_page ();
  GObject *value_row = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_GAMETREE_PAGE, "value_row");
  g_autofree char *before = qd_game_tree_to_string (qd_gametree_page_get_tree (page));
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;

  /* Select the leaf r.0.0 (preorder 2) and give it the value 20. */
  qd_gametree_page_select_node (page, 2);
  gtk_editable_set_text (GTK_EDITABLE (value_row), "20");
  g_signal_emit_by_name (value_row, "apply");
  after = qd_game_tree_to_string (qd_gametree_page_get_tree (page));
  g_assert_cmpstr (after, ==, "A:[B:[20, 12, 8], C:[2, 4, 6], D:[14, 5, 2]]\n");
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));
  g_assert_null (qd_gametree_page_get_analysis (page));   /* stale values are gone */

  /* A bad value is refused and changes nothing. */
  gtk_editable_set_text (GTK_EDITABLE (value_row), "twelve");
  g_signal_emit_by_name (value_row, "apply");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (value_row), "error"));
  {
    g_autofree char *same = qd_game_tree_to_string (qd_gametree_page_get_tree (page));
    g_assert_cmpstr (same, ==, after);
  }

  /* Add a child under C (preorder 5), then undo both edits, then redo one. */
  qd_gametree_page_select_node (page, 5);
  gtk_widget_activate_action (GTK_WIDGET (page), "gametree.add-child", NULL);
  g_assert_cmpuint (qd_game_tree_n_nodes (qd_gametree_page_get_tree (page)), ==, 14);
  screenshot ("ui-gametree-edit.png");
  gtk_widget_activate_action (GTK_WIDGET (page), "gametree.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (page), "gametree.undo", NULL);
  undone = qd_game_tree_to_string (qd_gametree_page_get_tree (page));
  g_assert_cmpstr (undone, ==, before);
  gtk_widget_activate_action (GTK_WIDGET (page), "gametree.redo", NULL);
  {
    g_autofree char *redone = qd_game_tree_to_string (qd_gametree_page_get_tree (page));
    g_assert_cmpstr (redone, ==, after);
  }
  gtk_widget_activate_action (GTK_WIDGET (page), "gametree.undo", NULL);

  /* The root cannot be removed; a leaf can. */
  qd_gametree_page_select_node (page, 0);
  gtk_widget_activate_action (GTK_WIDGET (page), "gametree.remove", NULL);
  g_assert_cmpuint (qd_game_tree_n_nodes (qd_gametree_page_get_tree (page)), ==, 13);
  qd_gametree_page_select_node (page, 12);
  gtk_widget_activate_action (GTK_WIDGET (page), "gametree.remove", NULL);
  g_assert_cmpuint (qd_game_tree_n_nodes (qd_gametree_page_get_tree (page)), ==, 12);
  gtk_widget_activate_action (GTK_WIDGET (page), "gametree.undo", NULL);
  g_assert_cmpuint (qd_game_tree_n_nodes (qd_gametree_page_get_tree (page)), ==, 13);
}

static void
test_export (void)
{
  QdGametreePage *page = current_tree_page ();
  g_autofree char *dir = g_dir_make_tmp ("quandary-ui-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "tree.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "tree.svg", NULL);
  g_autofree char *txt = g_build_filename (dir, "values.txt", NULL);
  g_autofree char *saved = g_build_filename (dir, "mine.tree", NULL);
  g_autoptr(GFile) png_file = g_file_new_for_path (png);
  g_autoptr(GFile) svg_file = g_file_new_for_path (svg);
  g_autoptr(GFile) txt_file = g_file_new_for_path (txt);
  g_autoptr(GFile) saved_file = g_file_new_for_path (saved);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *golden = read_golden ("aima-alphabeta.out");

  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (page_idle, page, 5000, "the search");
  g_assert_true (qd_page_export_picture (QD_PAGE (page), png_file, QD_EXPORT_PNG, &error));
  g_assert_no_error (error);
  g_assert_true (qd_page_export_picture (QD_PAGE (page), svg_file, QD_EXPORT_SVG, &error));
  g_assert_true (qd_page_export_text (QD_PAGE (page), "values", txt_file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (txt, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, golden);

  /* Save: the file is written, the tab takes its name, no longer modified. */
  g_assert_true (qd_page_save_to (QD_PAGE (page), saved_file, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (qd_page_get_title (QD_PAGE (page)), ==, "mine.tree");
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (saved, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "A:[B:[3, 12, 8], C:[2, 4, 6], D:[14, 5, 2]]\n"));

  /* Opening the same file again brings its tab forward. */
  qd_window_open_file (window, saved_file);
  spin (200);
  g_assert_cmpuint (adw_tab_view_get_n_pages (qd_window_get_tab_view (window)), ==, 1);

  g_unlink (png);
  g_unlink (svg);
  g_unlink (txt);
  g_unlink (saved);
  g_rmdir (dir);
}

static void
test_bad_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("quandary-ui-XXXXXX", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.tree", NULL);
  g_autofree char *binary = g_build_filename (dir, "binary.tree", NULL);
  g_autofree char *unknown = g_build_filename (dir, "notes.xyz", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.tree", NULL);
  g_autoptr(GFile) bad_file = g_file_new_for_path (bad);
  g_autoptr(GFile) binary_file = g_file_new_for_path (binary);
  g_autoptr(GFile) unknown_file = g_file_new_for_path (unknown);
  g_autoptr(GFile) missing_file = g_file_new_for_path (missing);

  g_assert_true (g_file_set_contents (bad, "# broken\n[1, [2, 3]\n", -1, NULL));
  g_assert_true (g_file_set_contents (binary, "\x89PNG\r\n\x1a\n\0\0\0", 11, NULL));
  g_assert_true (g_file_set_contents (unknown, "hello", -1, NULL));

  qd_window_open_file (window, bad_file);
  wait_until (error_shown, "bad.tree: line 3, column 1: the list opened at line 2 is not closed",
              5000, "the parse error");
  screenshot ("ui-error.png");
  qd_window_open_file (window, binary_file);
  wait_until (error_shown, "binary.tree: this is not a text file", 5000, "the binary error");
  qd_window_open_file (window, unknown_file);
  wait_until (error_shown, "“notes.xyz” is not a kind of file Quandary opens", 5000, "the type error");
  qd_window_open_file (window, missing_file);
  wait_until (error_shown, "Could not open “missing.tree”", 5000, "the missing-file error");
  /* None of them opened a tab. */
  g_assert_cmpuint (adw_tab_view_get_n_pages (qd_window_get_tab_view (window)), ==, 1);

  g_unlink (bad);
  g_unlink (binary);
  g_unlink (unknown);
  g_rmdir (dir);
}

static GtkWindow *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return w;
    }
  return NULL;
}

static gboolean
dialog_shown (gpointer data)
{
  return find_message_dialog () != NULL;
}

/* As a click on a response button does: answer, then close. */
static void
respond (GtkWindow *dialog, const char *response)
{
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  gtk_window_close (dialog);
}

static gboolean
no_dialog (gpointer data)
{
  return find_message_dialog () == NULL;
}

static void
test_close_unsaved (void)
{
  AdwTabView *view = qd_window_get_tab_view (window);
  QdGametreePage *page;
  GtkWindow *dialog;

  /* A new, edited tree asks before it is closed; Cancel keeps it. */
  page = QD_GAMETREE_PAGE (qd_window_new_page (window, "gametree"));
  g_assert_cmpuint (adw_tab_view_get_n_pages (view), ==, 2);
  qd_gametree_page_select_node (page, 0);
  gtk_widget_activate_action (GTK_WIDGET (page), "gametree.add-child", NULL);
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.close-tab", NULL);
  wait_until (dialog_shown, NULL, 5000, "the save-changes dialog");
  dialog = find_message_dialog ();
  screenshot ("ui-close-unsaved.png");
  respond (dialog, "cancel");
  wait_until (no_dialog, NULL, 5000, "the dialog to go");
  g_assert_cmpuint (adw_tab_view_get_n_pages (view), ==, 2);

  /* Discard closes it. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.close-tab", NULL);
  wait_until (dialog_shown, NULL, 5000, "the save-changes dialog");
  respond (find_message_dialog (), "discard");
  wait_until (no_dialog, NULL, 5000, "the dialog to go");
  g_assert_cmpuint (adw_tab_view_get_n_pages (view), ==, 1);
}

static void
test_dark_and_empty (void)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  AdwTabView *view = qd_window_get_tab_view (window);

  qd_window_open_example (window, "gametree", 1);
  wait_until (has_page, GUINT_TO_POINTER (2), 5000, "the second example");
  gtk_widget_activate_action (GTK_WIDGET (qd_window_get_current_page (window)), "run.solve", NULL);
  wait_until (page_idle, current_tree_page (), 5000, "the search");
  g_assert_cmpstr (label_text (current_tree_page (), "leaves_label"), ==, "5");
  screenshot ("ui-gametree-deeper.png");

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  spin (100);
  screenshot ("ui-gametree-dark.png");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);

  while (adw_tab_view_get_n_pages (view) > 0)
    {
      adw_tab_view_close_page (view, adw_tab_view_get_nth_page (view, 0));
      spin (50);
      if (find_message_dialog () != NULL)
        {
          respond (find_message_dialog (), "discard");
          wait_until (no_dialog, NULL, 5000, "the dialog to go");
        }
    }
  screenshot ("ui-empty.png");
}

static gboolean
page_busy (gpointer data)
{
  return qd_page_get_busy (data);
}

/* Closing a tab while its search runs cancels the search; nothing is left
 * behind that touches the closed page. */
static void
test_close_while_solving (void)
{
  AdwTabView *view = qd_window_get_tab_view (window);
  guint before = adw_tab_view_get_n_pages (view);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  QdPage *page;

  /* Eight levels of five children: 488,281 nodes. */
  for (int level = 0; level < 8; level++)
    g_string_append_c (text, '[');
  {
    g_autoptr(GString) leaves = g_string_new ("1, 2, 3, 4, 5");
    /* Build from the bottom: each level is five copies of the level below. */
    g_autoptr(GString) node = g_string_new (NULL);
    g_string_printf (node, "[%s]", leaves->str);
    for (int level = 1; level < 8; level++)
      {
        g_autoptr(GString) next = g_string_new ("[");
        for (int i = 0; i < 5; i++)
          {
            if (i > 0)
              g_string_append (next, ", ");
            g_string_append (next, node->str);
          }
        g_string_append_c (next, ']');
        g_string_assign (node, next->str);
      }
    g_string_assign (text, node->str);
  }

  page = qd_window_new_page (window, "gametree");
  g_assert_true (qd_page_load (page, NULL, text->str, text->len, "big.tree", &error));
  g_assert_no_error (error);
  qd_gametree_page_set_algorithm (QD_GAMETREE_PAGE (page), QD_SEARCH_MINIMAX);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  g_assert_true (page_busy (page));
  screenshot ("ui-gametree-busy.png");
  adw_tab_view_close_page (view, adw_tab_view_get_page (view, GTK_WIDGET (page)));
  g_assert_cmpuint (adw_tab_view_get_n_pages (view), ==, before);
  spin (500);
}

static void
test_session_restore (void)
{
  AdwTabView *view = qd_window_get_tab_view (window);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GVariant) tabs = NULL;
  QdWindow *second;

  qd_window_open_example (window, "gametree", 2);
  wait_until (has_page, GUINT_TO_POINTER (1), 5000, "the example tab");
  qd_window_new_page (window, "gametree");
  gtk_window_set_default_size (GTK_WINDOW (window), 1111, 777);

  /* Closing the window (nothing unsaved) records the tabs and the size. */
  gtk_window_close (GTK_WINDOW (window));
  spin (100);
  tabs = g_settings_get_value (settings, "open-tabs");
  g_assert_cmpuint (g_variant_n_children (tabs), ==, 2);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1111);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 777);

  second = qd_window_new (GTK_APPLICATION (app));
  window = second;
  qd_window_restore_session (second);
  gtk_window_present (GTK_WINDOW (second));
  wait_until (has_page, GUINT_TO_POINTER (2), 5000, "the restored tabs");
  view = qd_window_get_tab_view (second);
  g_assert_cmpstr (qd_page_get_title (QD_PAGE (adw_tab_page_get_child (adw_tab_view_get_nth_page (view, 0)))),
                   ==, "Binary Tree of Depth Four");
  {
    int w, h;
    gtk_window_get_default_size (GTK_WINDOW (second), &w, &h);
    g_assert_cmpint (w, ==, 1111);
  }
}

static gboolean
word_idle (gpointer data)
{
  QdWordpuzzlePage *page = data;

  return !qd_page_get_busy (QD_PAGE (page)) && qd_wordpuzzle_page_get_result (page) != NULL;
}

static const char *
word_label (QdWordpuzzlePage *page, const char *name)
{
  GObject *label = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_WORDPUZZLE_PAGE, name);

  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_label (GTK_LABEL (label));
}

static void
show_bottom (QdWordpuzzlePage *page, const char *name)
{
  GObject *stack = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_WORDPUZZLE_PAGE, "bottom_stack");

  gtk_stack_set_visible_child_name (GTK_STACK (stack), name);
}

/* Puzzle 1 of the course: four solutions (published), in both formulations. */
static void
test_wordpuzzle_solve (void)
{
  AdwTabView *view = qd_window_get_tab_view (window);
  guint before = adw_tab_view_get_n_pages (view);
  QdWordpuzzlePage *page;
  const QdWordpuzzleResult *result;

  qd_window_open_example (window, "wordpuzzle", 1);
  wait_until (has_page, GUINT_TO_POINTER (before + 1), 5000, "the puzzle tab");
  page = QD_WORDPUZZLE_PAGE (qd_window_get_current_page (window));
  g_assert_cmpstr (qd_page_get_title (QD_PAGE (page)), ==, "Word Puzzle 1");
  g_assert_cmpuint (qd_wordpuzzle_page_get_puzzle (page)->size, ==, 9);

  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (word_idle, page, 10000, "the word puzzle search");
  result = qd_wordpuzzle_page_get_result (page);
  g_assert_cmpuint (result->solutions->len, ==, 4);
  g_assert_cmpstr (result->solutions->pdata[0], ==, "NNEMANDYE");
  g_assert_cmpstr (result->solutions->pdata[3], ==, "NWESAYDYE");
  g_assert_cmpstr (word_label (page, "solutions_label"), ==, "4");
  show_bottom (page, "trace");
  screenshot ("ui-wordpuzzle-solved.png");

  qd_wordpuzzle_page_set_formulation (page, QD_WORDPUZZLE_WORDS);
  wait_until (word_idle, page, 10000, "the word-based search");
  result = qd_wordpuzzle_page_get_result (page);
  g_assert_cmpuint (result->solutions->len, ==, 4);
  show_bottom (page, "model");
  screenshot ("ui-wordpuzzle-words-model.png");

  /* Stepping: the letter formulation, four assignments in. */
  qd_wordpuzzle_page_set_formulation (page, QD_WORDPUZZLE_LETTERS);
  wait_until (word_idle, page, 10000, "the letter-based search");
  gtk_widget_activate_action (GTK_WIDGET (page), "run.step-first", NULL);
  for (int i = 0; i < 4; i++)
    gtk_widget_activate_action (GTK_WIDGET (page), "run.step", NULL);
  g_assert_cmpuint (qd_wordpuzzle_page_get_step (page), ==, 4);
  g_assert_true (g_str_has_prefix (status_text (page, QD_TYPE_WORDPUZZLE_PAGE), "Step 4 of"));
  g_assert_nonnull (strstr (status_text (page, QD_TYPE_WORDPUZZLE_PAGE), "(depth 4)"));
  show_bottom (page, "trace");
  screenshot ("ui-wordpuzzle-step.png");
}

/* The editor: pick three cells, add a slot of a category, undo it. */
static void
test_wordpuzzle_edit (void)
{
  QdWordpuzzlePage *page = QD_WORDPUZZLE_PAGE (qd_window_new_page (window, "wordpuzzle"));
  QdWordpuzzle *puzzle = qd_wordpuzzle_page_get_puzzle (page);
  guint slots = puzzle->slots->len;
  GObject *spin = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_WORDPUZZLE_PAGE, "size_spin");

  g_assert_cmpuint (puzzle->size, ==, 7);
  qd_wordpuzzle_page_click_cell (page, 6);
  qd_wordpuzzle_page_click_cell (page, 2);
  qd_wordpuzzle_page_click_cell (page, 0);
  screenshot ("ui-wordpuzzle-edit.png");
  gtk_widget_activate_action (GTK_WIDGET (page), "wordpuzzle.add-slot", NULL);
  puzzle = qd_wordpuzzle_page_get_puzzle (page);
  g_assert_cmpuint (puzzle->slots->len, ==, slots + 1);
  {
    QdWordpuzzleSlot *slot = puzzle->slots->pdata[slots];
    g_assert_cmpuint (slot->length, ==, 3);
    g_assert_cmpuint (slot->cells[0], ==, 6);   /* in the order clicked */
    g_assert_cmpuint (slot->cells[2], ==, 0);
  }
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));

  /* Shrinking the array drops the slots that reach past it; undo restores. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 5);
  g_assert_cmpuint (qd_wordpuzzle_page_get_puzzle (page)->size, ==, 5);
  g_assert_cmpuint (qd_wordpuzzle_page_get_puzzle (page)->slots->len, ==, 2);  /* furniture, clothing */
  gtk_widget_activate_action (GTK_WIDGET (page), "wordpuzzle.undo", NULL);
  g_assert_cmpuint (qd_wordpuzzle_page_get_puzzle (page)->slots->len, ==, slots + 1);
  gtk_widget_activate_action (GTK_WIDGET (page), "wordpuzzle.undo", NULL);
  g_assert_cmpuint (qd_wordpuzzle_page_get_puzzle (page)->slots->len, ==, slots);

  /* Select a slot by its line and remove it. */
  qd_wordpuzzle_page_click_slot (page, 0);
  gtk_widget_activate_action (GTK_WIDGET (page), "wordpuzzle.remove-slot", NULL);
  g_assert_cmpuint (qd_wordpuzzle_page_get_puzzle (page)->slots->len, ==, slots - 1);
  gtk_widget_activate_action (GTK_WIDGET (page), "wordpuzzle.undo", NULL);

  /* An edited word list is saved beside the puzzle, and read back from there. */
  {
    GObject *words = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_WORDPUZZLE_PAGE, "words_view");
    g_autofree char *dir = g_dir_make_tmp ("quandary-words-XXXXXX", NULL);
    g_autofree char *puzzle_path = g_build_filename (dir, "mine.txt", NULL);
    g_autofree char *list_path = g_build_filename (dir, "wordlist.txt", NULL);
    g_autoptr(GFile) puzzle_file = g_file_new_for_path (puzzle_path);
    g_autoptr(GError) error = NULL;
    g_autofree char *saved = NULL;

    gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (words)),
                              "furniture:\tBED, BAR\nclothing:\tBRA, BOA\ninterjection:\tAAH, AHA\nnoun:\tRAT", -1);
    gtk_widget_activate_action (GTK_WIDGET (page), "wordpuzzle.apply-words", NULL);
    g_assert_true (qd_page_save_to (QD_PAGE (page), puzzle_file, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (list_path, &saved, NULL, NULL));
    g_assert_cmpstr (saved, ==, "furniture:\tBED, BAR\nclothing:\tBRA, BOA\ninterjection:\tAAH, AHA\nnoun:\tRAT\n");
    g_assert_false (qd_page_get_modified (QD_PAGE (page)));
    g_unlink (list_path);
    g_unlink (puzzle_path);
    g_rmdir (dir);
    qd_page_set_modified (QD_PAGE (page), TRUE);
  }

  /* Discard it. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.close-tab", NULL);
  wait_until (dialog_shown, NULL, 5000, "the save-changes dialog");
  respond (find_message_dialog (), "discard");
  wait_until (no_dialog, NULL, 5000, "the dialog to go");
}

static gboolean
map_idle (gpointer data)
{
  QdMapcolorPage *page = data;

  return !qd_page_get_busy (QD_PAGE (page)) && qd_mapcolor_page_get_solution (page) != NULL;
}

static gboolean
map_not_busy (gpointer data)
{
  return !qd_page_get_busy (QD_PAGE (data));
}

static GObject *
map_child (QdMapcolorPage *page, const char *name)
{
  return gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_MAPCOLOR_PAGE, name);
}

static void
test_mapcolor (void)
{
  QdMapcolorPage *page = QD_MAPCOLOR_PAGE (qd_window_new_page (window, "mapcolor"));
  QdMap *map = qd_mapcolor_page_get_map (page);
  const QdMapcolorSolution *solution;

  /* A new map is Australia: 3 colours suffice, 2 do not. */
  g_assert_cmpuint (map->n_regions, ==, 7);
  adw_combo_row_set_selected (ADW_COMBO_ROW (map_child (page, "algorithm_row")), 1);   /* forward checking */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (map_child (page, "colors_spin")), 3);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (map_idle, page, 10000, "the colouring");
  solution = qd_mapcolor_page_get_solution (page);
  g_assert_cmpint (solution->status, ==, QD_MAPCOLOR_SOLVED);
  g_assert_true (qd_map_colouring_valid (map, solution->colors, 3));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (map_child (page, "status_label"))), ==, "Coloured");
  screenshot ("ui-mapcolor-australia.png");

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (map_child (page, "colors_spin")), 2);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (map_idle, page, 10000, "the 2-colour search");
  g_assert_cmpint (qd_mapcolor_page_get_solution (page)->status, ==, QD_MAPCOLOR_NO_SOLUTION);

  /* Replay: the first assignment of a backtracking run. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (map_child (page, "colors_spin")), 3);
  adw_combo_row_set_selected (ADW_COMBO_ROW (map_child (page, "algorithm_row")), 0);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.step", NULL);
  wait_until (map_idle, page, 10000, "the backtracking run");
  g_assert_true (g_str_has_prefix (status_text (page, QD_TYPE_MAPCOLOR_PAGE), "Step 1 of"));

  /* The editor: a click on empty space adds a region; two clicks join two. */
  qd_mapcolor_page_click (page, -1, 0.1, 0.9);
  map = qd_mapcolor_page_get_map (page);
  g_assert_cmpuint (map->n_regions, ==, 8);
  qd_mapcolor_page_click (page, -1, 0.5, 0.5);   /* drops the selection */
  qd_mapcolor_page_click (page, 7, 0, 0);
  qd_mapcolor_page_click (page, 6, 0, 0);        /* joins the new region to T */
  map = qd_mapcolor_page_get_map (page);
  g_assert_cmpuint (map->n_edges, ==, 10);
  g_assert_true (qd_map_adjacent (map, 6, 7));
  gtk_widget_activate_action (GTK_WIDGET (page), "mapcolor.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (page), "mapcolor.undo", NULL);
  g_assert_cmpuint (qd_mapcolor_page_get_map (page)->n_regions, ==, 7);

  /* Generate 50 regions and colour them with the strongest solver. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (map_child (page, "regions_spin")), 50);
  gtk_widget_activate_action (GTK_WIDGET (page), "mapcolor.generate", NULL);
  wait_until (map_not_busy, page, 20000, "the generator");
  map = qd_mapcolor_page_get_map (page);
  g_assert_cmpuint (map->n_regions, ==, 50);
  adw_combo_row_set_selected (ADW_COMBO_ROW (map_child (page, "algorithm_row")), 4);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (map_child (page, "colors_spin")), 4);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (map_idle, page, 20000, "the strongest solver");
  solution = qd_mapcolor_page_get_solution (page);
  g_assert_cmpint (solution->status, ==, QD_MAPCOLOR_SOLVED);
  g_assert_true (qd_map_colouring_valid (map, solution->colors, 4));
  screenshot ("ui-mapcolor-generated.png");

  qd_page_set_modified (QD_PAGE (page), FALSE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.close-tab", NULL);
  spin (100);
}

static gboolean
experiment_done (gpointer data)
{
  QdMapcolorExperimentView *view = data;

  return !qd_mapcolor_experiment_view_is_running (view) && qd_mapcolor_experiment_view_get_experiment (view) != NULL;
}

static gboolean
fcmac_done (gpointer data)
{
  QdMapcolorFcmacTable *const *tables;

  return !qd_mapcolor_fcmac_view_is_running (data) && qd_mapcolor_fcmac_view_get_tables (data, &tables) == 2;
}

static void
test_mapcolor_views (void)
{
  AdwTabView *view = qd_window_get_tab_view (window);
  guint before = adw_tab_view_get_n_pages (view);
  QdMapcolorPage *page;
  QdMapcolorFcmacTable *const *tables;
  QdMapcolorExperimentView *experiment;

  qd_window_open_example (window, "mapcolor", 3);   /* the nine-node graph */
  wait_until (has_page, GUINT_TO_POINTER (before + 1), 5000, "the nine-node graph");
  page = QD_MAPCOLOR_PAGE (qd_window_get_current_page (window));
  g_assert_cmpuint (qd_mapcolor_page_get_map (page)->n_regions, ==, 9);

  qd_mapcolor_page_show_view (page, "fcmac");
  qd_mapcolor_fcmac_view_build (qd_mapcolor_page_get_fcmac_view (page), "A, B, C, D, E, F, G, H, I", "r, g, b");
  wait_until (fcmac_done, qd_mapcolor_page_get_fcmac_view (page), 10000, "the domain tables");
  g_assert_cmpuint (qd_mapcolor_fcmac_view_get_tables (qd_mapcolor_page_get_fcmac_view (page), &tables), ==, 2);
  g_assert_cmpint (tables[0]->method, ==, QD_MAPCOLOR_FCMAC_FC);
  g_assert_cmpint (tables[1]->method, ==, QD_MAPCOLOR_FCMAC_MAC);
  screenshot ("ui-mapcolor-fcmac.png");

  qd_mapcolor_page_show_view (page, "experiment");
  experiment = qd_mapcolor_page_get_experiment_view (page);
  qd_mapcolor_experiment_view_run (experiment, "10, 20, 40", 2);
  wait_until (experiment_done, experiment, 60000, "the experiment");
  g_assert_cmpuint (qd_mapcolor_experiment_view_get_experiment (experiment)->runs->len, ==, 3 * 2 * QD_MAPCOLOR_N_ALGOS);
  screenshot ("ui-mapcolor-experiment.png");
  qd_mapcolor_page_show_view (page, "map");
}


static gboolean
bs_idle (gpointer data)
{
  return !qd_page_get_busy (QD_PAGE (data)) && qd_battleship_page_get_result (data) != NULL;
}

static gboolean
bs_not_busy (gpointer data)
{
  return !qd_page_get_busy (QD_PAGE (data));
}

static const char *
bs_label (QdBattleshipPage *page, const char *name)
{
  GObject *label = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_BATTLESHIP_PAGE, name);

  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_label (GTK_LABEL (label));
}

/* The course's hard1: solved, unique, drawn; then played by hand. */
static void
test_battleship (void)
{
  AdwTabView *view = qd_window_get_tab_view (window);
  guint before = adw_tab_view_get_n_pages (view);
  QdBattleshipPage *page;
  const QdBattleshipResult *result;
  guint8 *marks;

  qd_window_open_example (window, "battleship", 4);
  wait_until (has_page, GUINT_TO_POINTER (before + 1), 5000, "the hard1 tab");
  page = QD_BATTLESHIP_PAGE (qd_window_get_current_page (window));
  g_assert_cmpuint (qd_battleship_page_get_puzzle (page)->size, ==, 10);
  screenshot ("ui-battleship-open.png");

  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (bs_idle, page, 20000, "the Battleship solver");
  result = qd_battleship_page_get_result (page);
  g_assert_cmpint (result->status, ==, QD_BATTLESHIP_SOLVED);
  g_assert_nonnull (result->solution);
  g_assert_true (qd_battleship_check_grid (qd_battleship_page_get_puzzle (page), result->solution, NULL));
  g_assert_cmpstr (bs_label (page, "result_label"), ==, "Solved: one solution");
  screenshot ("ui-battleship-solved.png");

  /* Play: a click marks water, a second a ship, a third clears. */
  gtk_widget_activate_action (GTK_WIDGET (page), "battleship.clear", NULL);
  marks = qd_battleship_page_get_marks (page);
  {
    guint r = 0, c = 0;
    QdBattleship *puzzle = qd_battleship_page_get_puzzle (page);

    while (puzzle->hints[r * puzzle->size + c] != QD_BATTLESHIP_UNKNOWN)
      c++;
    qd_battleship_page_click (page, r, c);
    g_assert_cmpint (marks[r * puzzle->size + c], ==, QD_BATTLESHIP_WATER);
    qd_battleship_page_click (page, r, c);
    g_assert_cmpint (marks[r * puzzle->size + c], ==, QD_BATTLESHIP_SHIP);
    qd_battleship_page_click (page, r, c);
    g_assert_cmpint (marks[r * puzzle->size + c], ==, QD_BATTLESHIP_UNKNOWN);
  }

  /* A hint names a cell and a reason. */
  gtk_widget_activate_action (GTK_WIDGET (page), "battleship.hint", NULL);
  wait_until (bs_not_busy, page, 20000, "the hint");
  g_assert_cmpuint (strlen (bs_label (page, "play_label")), >, 10);
  screenshot ("ui-battleship-hint.png");

  qd_page_set_modified (QD_PAGE (page), FALSE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.close-tab", NULL);
  spin (100);
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);

  g_test_add_func ("/ui/gametree/solve-example", test_solve_example);
  g_test_add_func ("/ui/gametree/step", test_step);
  g_test_add_func ("/ui/gametree/edit-undo", test_edit_undo);
  g_test_add_func ("/ui/gametree/export-save", test_export);
  g_test_add_func ("/ui/window/bad-files", test_bad_files);
  g_test_add_func ("/ui/window/close-unsaved", test_close_unsaved);
  g_test_add_func ("/ui/window/close-while-solving", test_close_while_solving);
  g_test_add_func ("/ui/window/dark-and-empty", test_dark_and_empty);
  g_test_add_func ("/ui/window/session-restore", test_session_restore);
  g_test_add_func ("/ui/wordpuzzle/solve", test_wordpuzzle_solve);
  g_test_add_func ("/ui/wordpuzzle/edit", test_wordpuzzle_edit);
  g_test_add_func ("/ui/mapcolor/solve-edit-generate", test_mapcolor);
  g_test_add_func ("/ui/mapcolor/fcmac-and-experiment", test_mapcolor_views);
  g_test_add_func ("/ui/battleship/solve-play-hint", test_battleship);
  return ui_run ();
}
