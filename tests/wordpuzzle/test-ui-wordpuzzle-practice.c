/* test-ui-wordpuzzle-practice.c — the word-puzzle tab's practice mode
 * (issue 51) under Xvfb, on the five-cell puzzle of
 * test-wordpuzzle-practice.c worked by hand there (words, MRV, static
 * values, forward checking: verb first, TRY, which prunes DOG, GNU from
 * animal and GE from pair; then animal, BAT wiped out by pair, CAT; then
 * pair, CY): a wrong slot is explained by the values left and keeps the
 * question, the right one clicked on the board moves the replay on, ten
 * questions answered by the keyboard alone, in a 600 x 500 window and in
 * dark style too.  Screenshots: ui-wordpuzzle-practice-*.png. */
#include "config.h"

#include "ui-common.h"
#include "ui-practice.h"
#include <glib/gstdio.h>
#include <string.h>

#include "app/widgets/qd-practice-bar.h"
#include "app/widgets/qd-stepper.h"
#include "app/pages/wordpuzzle/qd-wordpuzzle-page.h"
#include "render/wordpuzzle/qd-wordpuzzle-render.h"

static const char *const next_slot = "Which slot is filled next? Click it or type its name.";

static GObject *
child (gpointer page, const char *name)
{
  return gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_WORDPUZZLE_PAGE, name);
}

static QdPracticeBar *
bar_of (gpointer page)
{
  return QD_PRACTICE_BAR (child (page, "practice_bar"));
}

static guint
step_of (QdWordpuzzlePage *page)
{
  return qd_wordpuzzle_page_get_step (page);
}

/* The puzzle and its word list written beside it, opened, set to words, MRV,
 * static values, forward checking; practice on. */
static QdWordpuzzlePage *
start (void)
{
  g_autofree char *dir = g_dir_make_tmp ("quandary-practice-XXXXXX", NULL);
  g_autofree char *puzzle_path = g_build_filename (dir, "five.txt", NULL);
  g_autofree char *list_path = g_build_filename (dir, "wordlist.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (puzzle_path);
  guint before = adw_tab_view_get_n_pages (qd_window_get_tab_view (window));
  QdWordpuzzlePage *page;

  g_assert_true (g_file_set_contents (puzzle_path, "5\nanimal: 1, 2, 3\nverb: 3, 4, 5\npair: 1, 5\n", -1, NULL));
  g_assert_true (g_file_set_contents (list_path, "animal:\tBAT, CAT, DOG, GNU\nverb:\tTRY, GET, USE\n"
                                                 "pair:\tMY, CY, GE\n", -1, NULL));
  qd_window_open_file (window, file);
  wait_until (has_page, GUINT_TO_POINTER (before + 1), 5000, "the puzzle tab");
  page = QD_WORDPUZZLE_PAGE (qd_window_get_current_page (window));
  g_assert_true (QD_IS_WORDPUZZLE_PAGE (page));
  /* Read: the files can go. */
  g_unlink (puzzle_path);
  g_unlink (list_path);
  g_rmdir (dir);
  qd_wordpuzzle_page_set_formulation (page, QD_WORDPUZZLE_WORDS);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "var_order_row")), 2);   /* MRV */
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "val_order_row")), 0);   /* static */
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "inference_row")), 1);   /* forward checking */
  practice_turn_on (QD_PAGE (page), bar_of (page), "wordpuzzle.practice");
  return page;
}

static void
test_wrong_then_click (void)
{
  QdWordpuzzlePage *page = start ();
  QdPracticeBar *bar = bar_of (page);
  const QdWordpuzzle *puzzle = qd_wordpuzzle_page_get_puzzle (page);
  double x1, x2, y;

  /* Every decision: the replay at its start, asking for the first slot. */
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, next_slot);
  g_assert_cmpuint (step_of (page), ==, 0);
  g_assert_nonnull (strstr (status_text (page, QD_TYPE_WORDPUZZLE_PAGE), next_slot));
  practice_type_answer (bar, "pair");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==,
                   "No: MRV takes the unassigned variable with the fewest values left: verb, with 3. On a tie MRV "
                   "takes the first variable, verb. The others have: animal 4, pair 3.");
  g_assert_cmpuint (step_of (page), ==, 0);
  /* Nothing on show tells the answers: the trace and the solutions are away. */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (child (page, "solutions_group"))));
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_ancestor (GTK_WIDGET (child (page, "trace_view")),
                                                                   GTK_TYPE_SCROLLED_WINDOW)));
  practice_scroll_to_bar (bar);
  screenshot ("ui-wordpuzzle-practice-wrong.png");

  /* The slot verb clicked on its lane: right, the next question on TRY. */
  qd_wordpuzzle_render_get_lane (puzzle, 1, &x1, &x2, &y);
  g_assert_cmpint (qd_wordpuzzle_render_hit_cell (puzzle, (x1 + x2) / 2, y), <, 0);
  g_assert_cmpint (qd_wordpuzzle_render_hit_slot (puzzle, (x1 + x2) / 2, y), ==, 1);
  g_signal_emit_by_name (child (page, "word_view"), "pressed", (x1 + x2) / 2, y, 1);
  wait_for_frame ();
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "Which word is tried in verb?");
  practice_type_answer (bar, "try");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  /* The replay at TRY, asking the next slot; Return on cell 3 (the board's
   * keyboard cursor) answers animal, which covers it. */
  g_assert_cmpuint (step_of (page), ==, 1);
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, next_slot);
  g_signal_emit_by_name (child (page, "word_view"), "cell-activated", (guint) 2);
  wait_for_frame ();
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "Which word is tried in animal?");
  /* Clicks on a word question edit nothing. */
  g_signal_emit_by_name (child (page, "word_view"), "cell-activated", (guint) 4);
  wait_for_frame ();
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "Which word is tried in animal?");
  g_assert_cmpuint (qd_wordpuzzle_page_get_puzzle (page)->slots->len, ==, 3);
  screenshot ("ui-wordpuzzle-practice-right.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "wordpuzzle.practice", NULL));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (child (page, "solutions_group"))));
  close_current_page ();
}

static gboolean
questions_ready (gpointer bar)
{
  return qd_practice_bar_get_practice (bar) != NULL;
}

static void
test_keyboard_session (void)
{
  QdWordpuzzlePage *page = start ();
  QdPracticeBar *bar = bar_of (page);
  GtkWidget *text_widget = GTK_WIDGET (gtk_editable_get_delegate (qd_practice_bar_get_entry (bar)));
  static const char *const answers[] = { "verb", "TRY", "animal=DOG/GNU, pair=GE", "animal", "BAT", "pair=MY/CY",
                                         "CAT", "pair=MY", "pair", "CY" };
  static const guint steps[] = { 0, 0, 0, 1, 1, 1, 2, 2, 3, 3 };

  resize_window (600, 500);
  gtk_drop_down_set_selected (practice_frequency (bar), 0);   /* every step */
  wait_for_frame ();
  for (guint i = 0; i < G_N_ELEMENTS (answers); i++)
    {
      g_assert_cmpuint (step_of (page), ==, steps[i]);
      if (i == 5)
        {
          g_assert_true (press_key_in (text_widget, GDK_KEY_h, GDK_ALT_MASK));
          g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==,
                           "Hint: Forward checking removes from each unassigned neighbour the values that break a "
                           "constraint with the value just assigned.");
          practice_type_answer (bar, "pair=MY");
          g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==,
                           "No: Forward checking keeps in each unassigned slot that shares a cell with animal only "
                           "the words with the same letters there: pair loses MY, CY (it needs B in cell 1). pair "
                           "has no value left: a wipe-out, so animal=BAT is undone.");
        }
      practice_type_answer (bar, answers[i]);
      g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
      g_assert_true (gtk_widget_has_focus (text_widget));
    }
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==,
                   "pair=CY is tried: which words does forward checking remove, from which slots? Type them as "
                   "noun=CAT/COT, verb=RUN (none if none).");
  g_assert_cmpuint (step_of (page), ==, 3);
  practice_scroll_to_bar (bar);
  screenshot ("ui-wordpuzzle-practice-keyboard.png");
  practice_check_session (QD_PAGE (page), bar, "9 right of 10, 1 hint", "the word puzzle in practice");
  /* The last two: none removed, then the end on the empty board. */
  practice_type_answer (bar, "none");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  g_assert_cmpuint (step_of (page), ==, 0);
  /* Dark, the controls shown over the board. */
  practice_dark_controls (QD_PAGE (page), bar);
  screenshot ("ui-wordpuzzle-practice-dark.png");
  /* Alt+S shows the last and ends: the replay at the end of the tab's
   * search for every solution, the solutions back.  After CATRY: GET leaves
   * pair no word with T in cell 5 (step 5), USE keeps GNU and GE (6), then
   * GNU (7) and GE (8): GNUSE. */
  g_assert_true (press_key_in (text_widget, GDK_KEY_s, GDK_ALT_MASK));
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==,
                   "The answer is CAT: The search's first solution is CATRY: the slot animal reads CAT.");
  g_assert_true (qd_practice_finished (qd_practice_bar_get_practice (bar)));
  g_assert_cmpuint (step_of (page), ==, 8);
  g_assert_cmpuint (qd_wordpuzzle_page_get_result (page)->steps->len, ==, 8);
  g_assert_cmpuint (qd_wordpuzzle_page_get_result (page)->solutions->len, ==, 2);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (child (page, "solutions_group"))));
  /* Off, then on over the run on show: its questions come from the search
   * run again on the solver's job (the window's thread runs none), from the
   * first one. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "wordpuzzle.practice", NULL));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "wordpuzzle.practice", NULL));
  g_assert_null (qd_practice_bar_get_practice (bar));
  g_assert_true (qd_page_get_busy (QD_PAGE (page)));
  wait_until (questions_ready, bar, 30000, "the practice questions again");
  g_assert_cmpuint (qd_practice_position (qd_practice_bar_get_practice (bar)), ==, 0);
  g_assert_cmpuint (step_of (page), ==, 0);
  practice_undo_dark ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/wordpuzzle/practice/wrong-then-click", test_wrong_then_click);
  g_test_add_func ("/ui/wordpuzzle/practice/keyboard-session", test_keyboard_session);
  return ui_run ();
}
