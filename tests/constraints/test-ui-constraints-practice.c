/* test-ui-constraints-practice.c — the Constraints tab's practice mode
 * (issue 51) under Xvfb on four queens: AC-3's question first, then forward
 * checking's replay after Solve (its steps known, as test-ui-constraints.c
 * asserts them: q[1] = 1 removes {1, 2} from q[2], {1, 3} from q[3] and
 * {1, 4} from q[4]; q[2] = 3 removes {2, 4} from q[3]): a wrong assignment
 * explained by the step's own sentence and the question kept, a right one
 * started by a click on the variable moving the replay on, ten questions
 * answered by the keyboard alone, in a 600 x 500 window in dark style too;
 * min-conflicts' first value question, a wrong value explained by each
 * value's conflicts, the right one moving the replay on.
 * Screenshots: ui-constraints-practice-*.png. */
#include "config.h"

#include "ui-common.h"
#include "ui-practice.h"
#include <string.h>

#include "app/widgets/qd-practice-bar.h"
#include "app/widgets/qd-stepper.h"
#include "app/pages/constraints/qd-constraints-page.h"
#include "app/pages/constraints/qd-constraints-view.h"

static QdPracticeBar *
bar_of (QdConstraintsPage *page)
{
  return QD_PRACTICE_BAR (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_CONSTRAINTS_PAGE, "practice_bar"));
}

static const char *
question_of (QdConstraintsPage *page)
{
  return qd_practice_bar_get_question (bar_of (page));
}

static gboolean
asks_search (gpointer page)
{
  QdPractice *practice = qd_practice_bar_get_practice (bar_of (page));

  return !qd_page_get_busy (page) && practice != NULL && qd_practice_current (practice) != NULL
         && g_str_has_prefix (qd_practice_current (practice)->text, "Which variable is assigned next");
}

static guint
step_of (QdConstraintsPage *page)
{
  return qd_stepper_get_step (qd_page_get_stepper (QD_PAGE (page)));
}

static GObject *
child (QdConstraintsPage *page, const char *name)
{
  return gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_CONSTRAINTS_PAGE, name);
}

/* AC-3's Step and Run to End and its queue's rows (each revises its arc)
 * can be used; asserted all or none. */
static gboolean
ac3_usable (QdConstraintsPage *page)
{
  GtkWidget *step = find_action_button (GTK_WIDGET (page), "constraints.ac3-step");
  GtkWidget *run = find_action_button (GTK_WIDGET (page), "constraints.ac3-run");
  gboolean usable;

  g_assert_nonnull (step);
  g_assert_nonnull (run);
  usable = gtk_widget_is_sensitive (step);
  g_assert_cmpint (gtk_widget_is_sensitive (run), ==, usable);
  g_assert_cmpint (gtk_widget_is_sensitive (GTK_WIDGET (child (page, "queue_list"))), ==, usable);
  g_assert_cmpint (g_action_get_enabled (G_ACTION (qd_page_lookup_action (QD_PAGE (page), "ac3-step"))), ==, usable);
  return usable;
}

/* Four queens, forward checking, practice on: AC-3's first arc asked, then
 * Solve: the replay's questions. */
static QdConstraintsPage *
start (void)
{
  QdConstraintsPage *page = QD_CONSTRAINTS_PAGE (open_example ("constraints", 1, QD_TYPE_CONSTRAINTS_PAGE));

  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "algorithm_row")), 1);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar_of (page))));
  g_assert_true (ac3_usable (page));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "constraints.practice", NULL));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar_of (page))));
  /* AC-3 stepped by hand would show the answers; Split starts splitting's
   * questions (no split on show yet). */
  g_assert_false (ac3_usable (page));
  g_assert_true (g_action_get_enabled (G_ACTION (qd_page_lookup_action (QD_PAGE (page), "split"))));
  g_assert_true (g_str_has_prefix (question_of (page), "Which values does revising the arc (q[1], "));
  g_assert_cmpstr (qd_constraints_page_get_explanation (page), ==, question_of (page));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "constraints.solve", NULL));
  wait_until (asks_search, page, 5000, "the questions of the replay");
  return page;
}

static void
test_wrong_then_click (void)
{
  QdConstraintsPage *page = start ();
  QdPracticeBar *bar = bar_of (page);
  const char *next = "Which variable is assigned next, and which value? Type it as q[1]=2, or click the variable "
                     "and type its value.";
  GtkEditable *entry = qd_practice_bar_get_entry (bar);

  /* Every decision: the replay before its first step, the question where
   * the step's sentence goes, the outcome hidden. */
  g_assert_cmpstr (question_of (page), ==, next);
  g_assert_cmpuint (step_of (page), ==, 0);
  g_assert_cmpstr (qd_constraints_page_get_explanation (page), ==, next);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (child (page, "result_label"))));
  practice_type_answer (bar, "q[1]=2");
  g_assert_true (g_str_has_prefix (qd_practice_bar_get_feedback (bar),
                                   "No: Assigned q[1] = 1; forward checking removed {1, 2} from q[2], "
                                   "{1, 3} from q[3] and {1, 4} from q[4] (q[1] != q[2]"));
  g_assert_cmpuint (step_of (page), ==, 0);
  g_assert_cmpstr (qd_constraints_page_get_explanation (page), ==, next);
  practice_scroll_to_bar (bar);
  screenshot ("ui-constraints-practice-wrong.png");

  /* q[1] clicked on the board starts the answer; its value typed. */
  gtk_editable_set_text (entry, "");
  g_signal_emit_by_name (child (page, "view"), "item-activated", (guint) QD_CONSTRAINTS_ITEM_VARIABLE, 0u);
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "q[1]=");
  gtk_editable_insert_text (entry, "1", -1, &(int) { 5 });
  practice_type_answer (bar, NULL);
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  /* The replay after q[1] = 1, asking for the next assignment. */
  g_assert_cmpuint (step_of (page), ==, 1);
  g_assert_cmpstr (question_of (page), ==, next);
  g_assert_cmpstr (qd_constraints_page_get_explanation (page), ==, next);
  practice_type_answer (bar, "q[2]=4");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==,
                   "No: Assigned q[2] = 3; forward checking removed {2, 4} from q[3] "
                   "(q[2] != q[3] and abs(q[2] - q[3]) != 1).");
  screenshot ("ui-constraints-practice-right.png");
  /* Practice off: the replay's own sentence and outcome again. */
  g_assert_false (ac3_usable (page));
  practice_scroll_to (find_action_button (GTK_WIDGET (page), "constraints.ac3-step"));
  screenshot ("ui-constraints-practice-ac3.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "constraints.practice", NULL));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_assert_true (ac3_usable (page));
  g_assert_true (g_action_get_enabled (G_ACTION (qd_page_lookup_action (QD_PAGE (page), "split"))));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (child (page, "result_label"))));
  g_assert_true (g_str_has_prefix (qd_constraints_page_get_explanation (page), "Assigned q[1] = 1;"));
  close_current_page ();
}

static void
test_keyboard_session (void)
{
  QdConstraintsPage *page = start ();
  QdPracticeBar *bar = bar_of (page);
  GtkWidget *text_widget = GTK_WIDGET (gtk_editable_get_delegate (qd_practice_bar_get_entry (bar)));
  GtkDropDown *frequency = practice_frequency (bar);
  /* The first five known; the rest typed from what the practice holds. */
  static const char *const answers[] = { "q[1]=1", "q[2]=1/2, q[3]=1/3, q[4]=1/4", "q[2]=3", "q[3]=2 q[3]=4",
                                         "q[2]=4" };
  static const guint steps[] = { 0, 0, 1, 1, 4 };

  resize_window (600, 500);
  gtk_drop_down_set_selected (frequency, 0);   /* every step */
  wait_for_frame ();
  for (guint i = 0; i < 10; i++)
    {
      const QdPracticeQuestion *q = qd_practice_current (qd_practice_bar_get_practice (bar));

      g_assert_nonnull (q);
      if (i < G_N_ELEMENTS (answers))
        g_assert_cmpuint (step_of (page), ==, steps[i]);
      g_assert_cmpuint (step_of (page), ==, q->step);
      if (i == 1)
        {
          g_assert_true (press_key_in (text_widget, GDK_KEY_h, GDK_ALT_MASK));
          g_assert_true (g_str_has_prefix (qd_practice_bar_get_feedback (bar), "Hint: Forward checking removes"));
          practice_type_answer (bar, "q[2]=1");
          g_assert_true (g_str_has_prefix (qd_practice_bar_get_feedback (bar), "No: Assigned q[1] = 1;"));
        }
      practice_type_answer (bar, i < G_N_ELEMENTS (answers) ? answers[i] : q->answer);
      g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
      g_assert_true (gtk_widget_has_focus (text_widget));
    }
  screenshot ("ui-constraints-practice-keyboard.png");
  practice_check_session (QD_PAGE (page), bar, "9 right of 10, 1 hint", "the constraints in practice");
  /* Dark, the controls shown over the board (F9's action). */
  practice_dark_controls (QD_PAGE (page), bar);
  screenshot ("ui-constraints-practice-dark.png");
  practice_undo_dark ();
}

static gboolean
asks_min_conflicts (gpointer page)
{
  QdPractice *practice = qd_practice_bar_get_practice (bar_of (page));

  return !qd_page_get_busy (page) && practice != NULL && qd_practice_current (practice) != NULL
         && strstr (qd_practice_current (practice)->text, " is drawn at random among the variables in conflict") != NULL;
}

/* Whether `typed` is one of the current question's right answers. */
static gboolean
is_right (const QdPracticeQuestion *q, const char *typed)
{
  if (g_str_equal (q->names[0], typed))
    return TRUE;
  for (guint i = 0; q->alternatives != NULL && i < q->alternatives->len; i++)
    if (g_str_equal (((char **) q->alternatives->pdata[i])[0], typed))
      return TRUE;
  return FALSE;
}

/* Four queens by min-conflicts: the first value asked (Ask: decisions). */
static void
test_min_conflicts (void)
{
  QdConstraintsPage *page = QD_CONSTRAINTS_PAGE (open_example ("constraints", 1, QD_TYPE_CONSTRAINTS_PAGE));
  QdPracticeBar *bar = bar_of (page);
  const QdPracticeQuestion *q;
  g_autofree char *var = NULL, *wrong = NULL, *prefix = NULL, *question = NULL;
  guint step;

  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "algorithm_row")), 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "constraints.practice", NULL));
  gtk_drop_down_set_selected (practice_frequency (bar), 1);   /* decisions */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "constraints.solve", NULL));
  wait_until (asks_min_conflicts, page, 5000, "min-conflicts' questions");
  q = qd_practice_current (qd_practice_bar_get_practice (bar));
  step = step_of (page);
  g_assert_cmpuint (step, ==, q->step);
  question = g_strdup (q->text);
  g_assert_cmpstr (qd_constraints_page_get_explanation (page), ==, question);
  var = g_strndup (q->text, (gsize) (strstr (q->text, " is drawn") - q->text));
  /* A value none of the tied best: wrong, each value's conflicts said. */
  for (guint x = 1; x <= 4 && wrong == NULL; x++)
    {
      g_autofree char *typed = g_strdup_printf ("%s=%u", var, x);

      if (!is_right (q, typed))
        wrong = g_steal_pointer (&typed);
    }
  g_assert_nonnull (wrong);
  practice_type_answer (bar, wrong);
  prefix = g_strdup_printf ("No: %s drawn among the variables in conflict: %s=1 has ", var, var);
  g_assert_true (g_str_has_prefix (qd_practice_bar_get_feedback (bar), prefix));
  g_assert_nonnull (strstr (qd_practice_bar_get_feedback (bar), "; 2 has "));
  g_assert_nonnull (strstr (qd_practice_bar_get_feedback (bar), "; 4 has "));
  g_assert_cmpuint (step_of (page), ==, step);
  g_assert_cmpstr (question_of (page), ==, question);
  practice_scroll_to_bar (bar);
  screenshot ("ui-constraints-practice-min-conflicts.png");
  /* The right value: the replay moves on past this step. */
  practice_type_answer (bar, q->answer);
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  g_assert_cmpuint (step_of (page), >, step);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  wait_for_frame ();
  screenshot ("ui-constraints-practice-min-conflicts-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/constraints/practice/wrong-then-click", test_wrong_then_click);
  g_test_add_func ("/ui/constraints/practice/keyboard-session", test_keyboard_session);
  g_test_add_func ("/ui/constraints/practice/min-conflicts", test_min_conflicts);
  return ui_run ();
}
