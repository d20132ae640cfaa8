/* test-ui-wordpuzzle.c — the word-puzzle tab under Xvfb.  Screenshots of each state are saved
 * into the build folder (ui-wordpuzzle-*.png) to be looked at. */

#include "config.h"

#include "ui-common.h"
#include "ui-page-report.h"
#include "app/widgets/qd-canvas.h"
#include <glib/gstdio.h>
#include <string.h>

#include "app/qd-application.h"
#include "app/qd-window.h"
#include "app/widgets/qd-run-controls.h"
#include "app/widgets/qd-stepper.h"
#include "ui-page-check.h"
#include "app/pages/wordpuzzle/qd-wordpuzzle-page.h"
#include "problems/csp/qd-csp-model.h"


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

  /* Solved from the keyboard: F5, wherever the focus is. */
  g_assert_true (press_key_at_focus (GDK_KEY_F5, 0));
  wait_until (word_idle, page, 10000, "the word puzzle search");
  result = qd_wordpuzzle_page_get_result (page);
  g_assert_cmpuint (result->solutions->len, ==, 4);
  g_assert_cmpstr (result->solutions->pdata[0], ==, "NNEMANDYE");
  g_assert_cmpstr (result->solutions->pdata[3], ==, "NWESAYDYE");
  g_assert_cmpstr (word_label (page, "solutions_label"), ==, "4");
  show_bottom (page, "trace");
  screenshot ("ui-wordpuzzle-solved.png");

  /* From the keyboard, the board reads the solution cell by cell. */
  {
    QdCanvas *board = QD_CANVAS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_WORDPUZZLE_PAGE, "word_view"));

    gtk_widget_grab_focus (GTK_WIDGET (board));
    wait_for_frame ();
    g_assert_true (g_str_has_prefix (qd_canvas_get_position_text (board), "Word puzzle, 9 cells, 6 words: NNEMANDYE."));
    g_assert_cmpstr (qd_canvas_get_cell_text (board), ==, "Cell 1: N; in adverb");
    g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Right));
    g_assert_cmpstr (qd_canvas_get_cell_text (board), ==, "Cell 2: N; in adjective");
    /* The slots come after the cells: End is the last slot, read with its
     * cells and the word they spell. */
    g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_End));
    {
      const QdWordpuzzle *puzzle = qd_wordpuzzle_page_get_puzzle (page);
      const QdWordpuzzleSlot *last = puzzle->slots->pdata[puzzle->slots->len - 1];
      g_autoptr(GString) expect = g_string_new (NULL);

      g_string_printf (expect, "Slot %u: %s, cells", puzzle->slots->len, last->category);
      for (guint k = 0; k < last->length; k++)
        g_string_append_printf (expect, "%s %u", k > 0 ? "," : "", last->cells[k] + 1);
      g_string_append (expect, ", reads ");
      for (guint k = 0; k < last->length; k++)
        g_string_append_c (expect, "NNEMANDYE"[last->cells[k]]);
      g_assert_cmpstr (qd_canvas_get_cell_text (board), ==, expect->str);
      screenshot ("ui-wordpuzzle-keyboard-slot.png");
    }
    /* Up from a slot is the array again; Right along it to the last cell. */
    g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Up));
    g_assert_true (g_str_has_prefix (qd_canvas_get_cell_text (board), "Cell "));
    g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Home));
    for (guint i = 0; i < 8; i++)
      g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Right));
    g_assert_true (g_str_has_prefix (qd_canvas_get_cell_text (board), "Cell 9: E; in "));
    screenshot ("ui-wordpuzzle-keyboard.png");
  }

  /* The trace is the statement's format, byte for byte, unless a header is
   * asked for; then "# " lines (the settings of this run) come first. */
  {
    g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "ui-wordpuzzle-trace.txt", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;
    g_autofree char *expected = qd_wordpuzzle_result_trace (result);
    g_autofree char *plain = NULL, *headed = NULL;
    const char *body;

    g_assert_true (qd_page_export_text (QD_PAGE (page), "trace", FALSE, file, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (path, &plain, NULL, NULL));
    g_assert_cmpstr (plain, ==, expected);
    g_assert_true (qd_page_export_text (QD_PAGE (page), "trace", TRUE, file, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (path, &headed, NULL, NULL));
    g_assert_true (g_str_has_prefix (headed, "# Quandary "));
    g_assert_nonnull (strstr (headed, ": Search Trace\n# Document: Word Puzzle 1\n# Settings: Formulation: "));
    body = strstr (headed, "\n# Lines: the assignment order");
    g_assert_nonnull (body);
    body = strchr (body + 1, '\n') + 1;
    g_assert_cmpstr (body, ==, expected);
  }

  /* Export as a constraint problem: a file the CSP reader takes, a
   * variable per covered cell and a table per slot (the letter
   * formulation); the same file `wordpuzzle --csp` writes. */
  {
    g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "ui-wordpuzzle.csp", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;
    g_autofree char *text = NULL;
    g_autoptr(QdCspModel) model = NULL;

    g_assert_true (qd_page_export_text (QD_PAGE (page), "csp", FALSE, file, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
    g_assert_true (g_str_has_prefix (text, "# Word puzzle "));
    model = qd_csp_model_parse (text, -1, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (qd_csp_model_n_vars (model), ==, 9);
    g_assert_cmpuint (qd_csp_n_constraints (model->csp), ==, 6);
  }

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
  g_autofree char *opened = qd_wordpuzzle_to_string (puzzle);

  g_assert_cmpuint (puzzle->size, ==, 7);
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));
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
  g_assert_nonnull (qd_page_get_undo_toast (QD_PAGE (page)));
  g_assert_nonnull (strstr (adw_toast_get_title (qd_page_get_undo_toast (QD_PAGE (page))), "were removed"));
  gtk_widget_activate_action (GTK_WIDGET (page), "wordpuzzle.undo", NULL);
  g_assert_cmpuint (qd_wordpuzzle_page_get_puzzle (page)->slots->len, ==, slots + 1);
  gtk_widget_activate_action (GTK_WIDGET (page), "wordpuzzle.undo", NULL);
  g_assert_cmpuint (qd_wordpuzzle_page_get_puzzle (page)->slots->len, ==, slots);
  /* Back to the puzzle as it was made: the same text, nothing to save. */
  {
    g_autofree char *undone = qd_wordpuzzle_to_string (qd_wordpuzzle_page_get_puzzle (page));

    g_assert_cmpstr (undone, ==, opened);
  }
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));

  /* Select a slot by its line and remove it. */
  qd_wordpuzzle_page_click_slot (page, 0);
  gtk_widget_activate_action (GTK_WIDGET (page), "wordpuzzle.remove-slot", NULL);
  g_assert_cmpuint (qd_wordpuzzle_page_get_puzzle (page)->slots->len, ==, slots - 1);
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));
  gtk_widget_activate_action (GTK_WIDGET (page), "wordpuzzle.undo", NULL);
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));

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
    g_assert_true (qd_page_get_modified (QD_PAGE (page)));
    /* The edited list is not in the puzzle's undo: an undo back to the
     * puzzle as it was leaves the tab modified. */
    qd_wordpuzzle_page_click_slot (page, 0);
    gtk_widget_activate_action (GTK_WIDGET (page), "wordpuzzle.remove-slot", NULL);
    gtk_widget_activate_action (GTK_WIDGET (page), "wordpuzzle.undo", NULL);
    g_assert_cmpuint (qd_wordpuzzle_page_get_puzzle (page)->slots->len, ==, slots);
    g_assert_true (qd_page_get_modified (QD_PAGE (page)));
    /* Never over a wordlist.txt it did not read: the save is refused as a
     * whole, the puzzle is not written either. */
    g_assert_true (g_file_set_contents (list_path, "someone's:\tLIST\n", -1, NULL));
    g_assert_false (qd_page_save_to (QD_PAGE (page), puzzle_file, &error));
    g_assert_nonnull (error);
    g_assert_nonnull (strstr (error->message, "is another word list"));
    g_clear_error (&error);
    g_assert_true (g_file_get_contents (list_path, &saved, NULL, NULL));
    g_assert_cmpstr (saved, ==, "someone's:\tLIST\n");
    g_clear_pointer (&saved, g_free);
    g_assert_false (g_file_test (puzzle_path, G_FILE_TEST_EXISTS));
    g_assert_true (qd_page_get_modified (QD_PAGE (page)));
    g_unlink (list_path);
    g_assert_true (qd_page_save_to (QD_PAGE (page), puzzle_file, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (list_path, &saved, NULL, NULL));
    g_assert_cmpstr (saved, ==, "furniture:\tBED, BAR\nclothing:\tBRA, BOA\ninterjection:\tAAH, AHA\nnoun:\tRAT\n");
    g_assert_false (qd_page_get_modified (QD_PAGE (page)));
    /* Edited and saved again, the list is its own now: written over. */
    gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (words)), "noun:\tRAT, BAT", -1);
    gtk_widget_activate_action (GTK_WIDGET (page), "wordpuzzle.apply-words", NULL);
    g_assert_true (qd_page_save_to (QD_PAGE (page), puzzle_file, &error));
    g_assert_no_error (error);
    g_clear_pointer (&saved, g_free);
    g_assert_true (g_file_get_contents (list_path, &saved, NULL, NULL));
    g_assert_cmpstr (saved, ==, "noun:\tRAT, BAT\n");
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

/* The editor from the keyboard alone, on the focused board: Return picks
 * three cells, the board's menu (Shift+F10) adds the slot; the new slot is
 * a cell of the board, read with its cells; Delete removes the selected
 * slot; the menu opened on a slot selects it for Remove Slot. */
static void
test_wordpuzzle_edit_keys (void)
{
  QdWordpuzzlePage *page = QD_WORDPUZZLE_PAGE (qd_window_new_page (window, "wordpuzzle"));
  QdCanvas *board = QD_CANVAS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_WORDPUZZLE_PAGE, "word_view"));
  guint slots = qd_wordpuzzle_page_get_puzzle (page)->slots->len;
  const QdWordpuzzleSlot *slot;

  wait_for_frame ();
  gtk_widget_grab_focus (GTK_WIDGET (board));
  wait_for_frame ();
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Home));
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Return));
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Right));
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Return));
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Right));
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Return));
  screenshot ("ui-wordpuzzle-edit-keys.png");
  g_assert_true (choose_from_board_menu (board, "wordpuzzle.add-slot", NULL));
  g_assert_cmpuint (qd_wordpuzzle_page_get_puzzle (page)->slots->len, ==, slots + 1);
  slot = qd_wordpuzzle_page_get_puzzle (page)->slots->pdata[slots];
  g_assert_cmpuint (slot->length, ==, 3);
  g_assert_cmpuint (slot->cells[0], ==, 0);
  g_assert_cmpuint (slot->cells[2], ==, 2);

  /* The new slot is the board's last cell, and selected. */
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_End));
  {
    g_autofree char *expect = g_strdup_printf ("Slot %u: %s, cells 1, 2, 3, selected", slots + 1, slot->category);

    g_assert_cmpstr (qd_canvas_get_cell_text (board), ==, expect);
  }
  g_assert_true (press_key_in (GTK_WIDGET (board), GDK_KEY_Delete, 0));
  g_assert_cmpuint (qd_wordpuzzle_page_get_puzzle (page)->slots->len, ==, slots);

  /* The menu on the first slot selects it; its Remove Slot removes it. */
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Home));
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Down));
  g_assert_true (g_str_has_prefix (qd_canvas_get_cell_text (board), "Slot "));
  g_assert_true (choose_from_board_menu (board, "wordpuzzle.remove-slot", NULL));
  g_assert_cmpuint (qd_wordpuzzle_page_get_puzzle (page)->slots->len, ==, slots - 1);
  g_assert_true (press_key_in (GTK_WIDGET (board), GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_cmpuint (qd_wordpuzzle_page_get_puzzle (page)->slots->len, ==, slots);
  close_current_page ();
}

/* The search tree of puzzle 1 below the array: as many nodes as the run's
 * assignments and the root, the replay and the tree in step both ways, and
 * the array at a failure shows the letters assigned on its path. */
static void
test_wordpuzzle_tree (void)
{
  QdWordpuzzlePage *page = QD_WORDPUZZLE_PAGE (open_example ("wordpuzzle", 1, QD_TYPE_WORDPUZZLE_PAGE));
  QdCanvas *board = QD_CANVAS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_WORDPUZZLE_PAGE, "word_view"));
  QdSearchTreeView *view = show_search_tree (board);
  QdStepper *stepper = qd_run_controls_get_stepper (
    QD_RUN_CONTROLS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_WORDPUZZLE_PAGE, "run_controls")));
  const QdSearchTree *tree;
  const QdSearchNode *node;
  gint failure;

  /* Without inference the search meets a dead end (forward checking none). */
  adw_combo_row_set_selected (ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_WORDPUZZLE_PAGE,
                                                                            "inference_row")), 0);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (word_idle, page, 10000, "the word puzzle search");
  tree = qd_search_tree_view_get_tree (view);
  g_assert_nonnull (tree);
  g_assert_cmpuint (qd_search_tree_n_nodes (tree), ==, qd_wordpuzzle_page_get_result (page)->stats.assignments + 1);
  {
    guint64 counts[QD_SEARCH_NODE_N_STATUSES];

    qd_search_tree_count (tree, counts);
    g_assert_cmpuint (counts[QD_SEARCH_NODE_SOLUTION], ==, 4);
  }

  /* A failure: the replay goes to its step (step k is assignment k).  The
   * replay ended on the last step: search from the root. */
  qd_search_tree_view_select (view, 0);
  g_assert_true (qd_search_tree_view_find (view, QD_SEARCH_TREE_FIND_NEXT_FAILURE));
  failure = qd_search_tree_view_get_selected (view);
  node = qd_search_tree_node (tree, (guint) failure);
  g_assert_cmpint (node->status, ==, QD_SEARCH_NODE_FAILURE);
  g_assert_cmpuint (qd_stepper_get_step (stepper), ==, (guint) failure);
  g_assert_true (g_str_has_prefix (status_text (page, QD_TYPE_WORDPUZZLE_PAGE), "Node"));
  collapse_and_expand (view, node->parent);

  /* Stepping selects: step 2 is node 2. */
  qd_stepper_go_to (stepper, 2);
  g_assert_cmpint (qd_search_tree_view_get_selected (view), ==, 2);
  qd_search_tree_view_select (view, failure);
  wait_for_frame ();
  screenshot ("ui-wordpuzzle-search-tree.png");
  close_current_page ();
}

/* The course's puzzle 1 opened from the Examples menu and solved as a user
 * would: the tab's report has the sections of the CLI's report of the
 * command it names (the example's copy in the data folder, the course's
 * word list), and its animation a frame for each assignment (as --stats
 * counts them), in both formulations. */
static void
test_wordpuzzle_report (void)
{
  QdWordpuzzlePage *page = QD_WORDPUZZLE_PAGE (open_example ("wordpuzzle", 1, QD_TYPE_WORDPUZZLE_PAGE));
  const QdWordpuzzleResult *result;

  g_assert_true (press_key_at_focus (GDK_KEY_F5, 0));
  wait_until (word_idle, page, 10000, "the word puzzle search");
  result = qd_wordpuzzle_page_get_result (page);
  g_assert_cmpuint (result->solutions->len, ==, 4);
  {
    g_autoptr(QdReport) report = check_page_report (QD_PAGE (page), "ui-wordpuzzle");
    g_auto(GStrv) argv = report_command (report);
    g_autofree char *command = g_strjoinv (" ", argv);

    g_assert_true (g_str_has_suffix (argv[2], "/examples/wordpuzzle/puzzle1.txt"));
    g_assert_nonnull (strstr (command, "/examples/wordpuzzle/wordlist.txt --formulation"));
    g_assert_true (g_str_has_suffix (command, "--formulation letter --inference fc --var-order mrv --val-order "
                                               "static --tree puzzle1.tree"));
    g_assert_nonnull (qd_report_find_part (report, QD_REPORT_SEARCH_TREE));
  }
  {
    g_autoptr(QdAnimation) animation =
      check_page_animation (QD_PAGE (page), (guint) result->stats.assignments, "ui-wordpuzzle");
    g_autofree char *what = animation->describe (1, animation->data);

    g_assert_cmpstr (what, ==, "1=N (depth 1)");
  }

  /* The word formulation runs again; its replay is its assignments too. */
  qd_wordpuzzle_page_set_formulation (page, QD_WORDPUZZLE_WORDS);
  wait_until (word_idle, page, 10000, "the word formulation's search");
  result = qd_wordpuzzle_page_get_result (page);
  {
    g_autoptr(QdReport) report = check_page_report (QD_PAGE (page), "ui-wordpuzzle-words");
    g_autoptr(QdAnimation) animation =
      check_page_animation (QD_PAGE (page), (guint) result->stats.assignments, "ui-wordpuzzle-words");

    (void) report;     /* checked as they were made; freed here */
    (void) animation;
  }
  close_current_page ();
}

/* Check an Answer… with puzzle 1 and the sidebar's settings: a trace whose
 * second line tries 4=A where the search tries 4=M is wrong at line 2
 * (forward checking removed A from cell 4 after 5=A); the replay stands at
 * that assignment and the trace view selects line 2.  The solutions as the
 * course published them are correct. */
static void
test_wordpuzzle_check (void)
{
  QdWordpuzzlePage *page = QD_WORDPUZZLE_PAGE (open_example ("wordpuzzle", 1, QD_TYPE_WORDPUZZLE_PAGE));
  QdStepper *stepper = qd_run_controls_get_stepper (
    QD_RUN_CONTROLS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_WORDPUZZLE_PAGE, "run_controls")));
  GtkListView *trace_view = GTK_LIST_VIEW (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_WORDPUZZLE_PAGE,
                                                                          "trace_view"));
  g_autoptr(QdCheckResult) first = NULL;
  g_autoptr(QdCheckResult) result = NULL;
  g_autoptr(QdCheckResult) correct = NULL;
  g_auto(GStrv) lines = NULL;
  g_autofree char *wrong = NULL;
  g_autofree char *solutions = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "golden", "puzzle1.out", NULL);
  char *cut;
  GtkBitset *selected;

  /* The right trace, from an answer wrong at its first line. */
  first = check_answer_in_page (QD_PAGE (page), "order: none\n", "ui-wordpuzzle-first");
  g_assert_cmpint (first->verdict, ==, QD_CHECK_WRONG);
  g_assert_cmpuint (first->line, ==, 1);
  g_assert_nonnull (first->reference);
  lines = g_strsplit (first->reference, "\n", -1);
  g_assert_true (g_str_has_prefix (lines[1], "root -> 1=N -> 5=A -> 7=D -> 9=E -> 3=E -> 8=Y -> 2=N -> 4=M -> "));
  cut = strstr (lines[1], " -> 4=M");
  strcpy (cut, " -> 4=A -> backtrack");
  wrong = g_strjoinv ("\n", lines);

  result = check_answer_in_page (QD_PAGE (page), wrong, "ui-wordpuzzle");
  g_assert_cmpint (result->verdict, ==, QD_CHECK_WRONG);
  g_assert_cmpuint (result->line, ==, 2);
  g_assert_nonnull (strstr (result->explanation, "Forward checking has already removed A from 4 after 5=A, so 4=A is "
                                                 "never tried."));
  g_assert_cmpint (result->step, >, 0);
  g_assert_cmpuint (qd_stepper_get_step (stepper), ==, (guint) result->step);
  g_assert_cmpuint (qd_stepper_get_n_steps (stepper), >, (guint) result->step);
  selected = gtk_selection_model_get_selection (gtk_list_view_get_model (trace_view));
  g_assert_true (gtk_bitset_contains (selected, 1));
  gtk_bitset_unref (selected);
  screenshot ("ui-wordpuzzle-check-step.png");

  g_assert_true (g_file_get_contents (path, &solutions, NULL, NULL));
  correct = check_answer_in_page (QD_PAGE (page), solutions, "ui-wordpuzzle-correct");
  g_assert_cmpint (correct->verdict, ==, QD_CHECK_CORRECT);
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);

  g_test_add_func ("/ui/wordpuzzle/solve", test_wordpuzzle_solve);
  g_test_add_func ("/ui/wordpuzzle/search-tree", test_wordpuzzle_tree);
  g_test_add_func ("/ui/wordpuzzle/edit", test_wordpuzzle_edit);
  g_test_add_func ("/ui/wordpuzzle/edit-keys", test_wordpuzzle_edit_keys);
  g_test_add_func ("/ui/wordpuzzle/report", test_wordpuzzle_report);
  g_test_add_func ("/ui/wordpuzzle/check-answer", test_wordpuzzle_check);
  return ui_run ();
}
