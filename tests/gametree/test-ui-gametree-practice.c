/* test-ui-gametree-practice.c — the game-tree tab's practice mode (issue 51)
 * under Xvfb, on AIMA figure 5.2 with alpha-beta: a wrong value is explained
 * and keeps the question, a right one moves on, pruned leaves answered by
 * clicking them on the tree, a session of ten questions by the keyboard
 * alone (typing, Enter, Alt+H, Alt+S, Alt+U), in a 600 x 500 window in dark
 * style too.  Screenshots: ui-gametree-practice-*.png. */

#include "config.h"

#include "ui-common.h"
#include "ui-practice.h"
#include <string.h>

#include "app/widgets/qd-practice-bar.h"
#include "app/widgets/qd-run-controls.h"
#include "app/widgets/qd-stepper.h"
#include "app/pages/gametree/qd-gametree-page.h"

static QdPracticeBar *
bar_of (QdGametreePage *page)
{
  return QD_PRACTICE_BAR (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_GAMETREE_PAGE, "practice_bar"));
}

static gboolean
has_practice (gpointer page)
{
  return qd_practice_bar_get_practice (bar_of (page)) != NULL;
}

static QdGametreePage *
start (void)
{
  QdGametreePage *page = QD_GAMETREE_PAGE (open_example ("gametree", 0, QD_TYPE_GAMETREE_PAGE));
  QdPracticeBar *bar = bar_of (page);

  qd_gametree_page_set_algorithm (page, QD_GAME_SEARCH_ALPHABETA);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gametree.practice", NULL));
  wait_until (has_practice, page, 5000, "the practice questions");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));
  return page;
}

static void
test_wrong_then_right (void)
{
  QdGametreePage *page = start ();
  QdPracticeBar *bar = bar_of (page);
  GtkEditable *entry = qd_practice_bar_get_entry (bar);
  g_autofree char *error = NULL;

  /* Every control named for a screen reader. */
  {
    static const char *const controls[][2] = { { "practice.check", "Check" }, { "practice.hint", "Hint" },
                                                { "practice.show-me", "Show Me" }, { "practice.undo", "Undo" } };

    for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
      {
        GtkWidget *button = find_action_button (GTK_WIDGET (bar), controls[i][0]);
        g_autofree char *problem = NULL;

        g_assert_nonnull (button);
        problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                      controls[i][1]);
        g_assert_null (problem);
      }
    g_clear_pointer (&error, g_free);
    error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, "Your answer");
    g_assert_null (error);
  }
  /* Every decision (the default): B's value first, the replay stopped
   * before B returns (its three leaves shown). */
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "What value does B return?");
  g_assert_cmpuint (qd_gametree_page_get_step (page), ==, 8);
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                              "What value does B return?");
  g_assert_null (error);

  practice_type_answer (bar, "12");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==,
                   "No: B (r.0) is MIN: its value is the smallest of its children's values (r.0.0 3, r.0.1 12, "
                   "r.0.2 8), so 3.");
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "What value does B return?");
  g_assert_cmpuint (qd_gametree_page_get_step (page), ==, 8);
  /* The screen reader hears the verdict with the question. */
  g_clear_pointer (&error, g_free);
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                              "What value does B return? No: B (r.0) is MIN: its value is the "
                                              "smallest of its children's values (r.0.0 3, r.0.1 12, r.0.2 8), so 3.");
  g_assert_null (error);
  screenshot ("ui-gametree-practice-wrong.png");

  practice_type_answer (bar, "3");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  /* Every decision: the values, the replay before each node returns. */
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "What value does C return?");
  g_assert_cmpuint (qd_gametree_page_get_step (page), ==, 13);
  practice_type_answer (bar, "2");
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "What value does D return?");
  g_assert_cmpuint (qd_gametree_page_get_step (page), ==, 22);
  practice_type_answer (bar, "2");
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "What value does A return?");
  g_assert_cmpuint (qd_gametree_page_get_step (page), ==, 24);
  practice_type_answer (bar, "3");
  /* The end: the pruned leaves, clicked on the tree (nodes 7 and 8, C's
   * last two leaves; B's leaf 8, node 4, clicked twice comes and goes). */
  g_assert_true (g_str_has_prefix (qd_practice_bar_get_question (bar), "Which leaves does alpha-beta prune?"));
  qd_gametree_page_select_node (page, 7);
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "r.1.1");
  qd_gametree_page_select_node (page, 4);
  qd_gametree_page_select_node (page, 8);
  qd_gametree_page_select_node (page, 4);
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "r.1.1, r.1.2");
  screenshot ("ui-gametree-practice-click.png");
  {
    g_autofree char *clicked = g_strdup (gtk_editable_get_text (entry));

    practice_type_answer (bar, clicked);
  }
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  /* All answered: the whole search on show, its result told. */
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==,
                   "Every question is answered: the replay shows the whole search.");
  g_assert_cmpuint (qd_gametree_page_get_step (page), ==, 25);
  {
    g_autofree char *score = qd_practice_score_text (qd_practice_bar_get_practice (bar));

    g_assert_cmpstr (score, ==, "4 right of 5");
  }
  screenshot ("ui-gametree-practice-right.png");
  /* Practice off: the bar goes. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gametree.practice", NULL));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  close_current_page ();
}

static void
test_keyboard_session (void)
{
  QdGametreePage *page = start ();
  QdPracticeBar *bar = bar_of (page);
  GtkEditable *entry = qd_practice_bar_get_entry (bar);
  GtkWidget *text_widget = GTK_WIDGET (gtk_editable_get_delegate (entry));
  GtkDropDown *frequency = practice_frequency (bar);
  /* Every step: B, C, then D's value and bounds. */
  static const char *const answers[] = { "3", "-inf", "3", "none", "2", "3", "inf", "r.1.1, r.1.2", "2", "3" };
  guint steps_seen = 0, last_step = 0;

  resize_window (600, 500);
  /* How often: the drop-down, from the keyboard as its popover gives it. */
  gtk_drop_down_set_selected (frequency, 0);
  wait_for_frame ();
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "What value does B return?");

  for (guint i = 0; i < G_N_ELEMENTS (answers); i++)
    {
      if (i == 2)
        {
          /* Alt+H: a hint, counted; Alt+S: B's β shown and passed. */
          g_assert_true (press_key_in (text_widget, GDK_KEY_h, GDK_ALT_MASK));
          g_assert_true (g_str_has_prefix (qd_practice_bar_get_feedback (bar), "Hint: At a MIN node β falls"));
          g_assert_true (press_key_in (text_widget, GDK_KEY_s, GDK_ALT_MASK));
          g_assert_true (g_str_has_prefix (qd_practice_bar_get_feedback (bar), "The answer is 3: B (r.0) is MIN"));
          /* Alt+U takes it back with its hint; a wrong answer, then the right one. */
          g_assert_true (press_key_in (text_widget, GDK_KEY_u, GDK_ALT_MASK));
          g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "What is β at B when it returns?");
          practice_type_answer (bar, "5");
          g_assert_true (g_str_has_prefix (qd_practice_bar_get_feedback (bar), "No: "));
        }
      practice_type_answer (bar, answers[i]);
      g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
      g_assert_true (gtk_widget_has_focus (text_widget));
      if (qd_gametree_page_get_step (page) != last_step)
        steps_seen++, last_step = qd_gametree_page_get_step (page);
      if (i == 6)
        screenshot ("ui-gametree-practice-keyboard.png");
    }
  /* Ten answered, the replay moved on node by node (B at 8, C at 13, D at 22). */
  g_assert_cmpuint (qd_practice_n_answered (qd_practice_bar_get_practice (bar)), ==, 10);
  g_assert_cmpuint (last_step, ==, 22);
  g_assert_cmpuint (steps_seen, ==, 3);
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "What is β at D when it returns?");
  /* The tab fits a 600 x 500 window with the bar shown, in dark style too. */
  practice_check_session (QD_PAGE (page), bar, "9 right of 10", "the game tree in practice");
  /* The sidebar folds away in so small a window: shown over the tree, the
   * bar in it. */
  /* Dark first: a new style fits the controls again, folded and hidden. */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  spin (300);
  wait_for_frame ();
  g_assert_true (adw_flap_get_folded (qd_page_get_flap (QD_PAGE (page))));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-controls", NULL);
  g_assert_true (adw_flap_get_reveal_flap (qd_page_get_flap (QD_PAGE (page))));
  wait_until (practice_flap_settled, qd_page_get_flap (QD_PAGE (page)), 5000, "the controls to show");
  /* The focus in the entry scrolls the sidebar to it. */
  gtk_entry_grab_focus_without_selecting (GTK_ENTRY (entry));
  spin (200);
  wait_for_frame ();
  g_assert_true (adw_flap_get_reveal_flap (qd_page_get_flap (QD_PAGE (page))));
  screenshot ("ui-gametree-practice-dark.png");
  practice_undo_dark ();
}

/* The chance example (tests/gametree/golden/chance-levels.tree, worked by
 * hand): expectiminimax asks E = max(3, 5) = 5 first, then the chance node
 * D = 1/2 * 5 + 1/2 * 1 = 3; a wrong value is explained with the sum. */
static void
test_chance (void)
{
  QdGametreePage *page = QD_GAMETREE_PAGE (open_example ("gametree", 3, QD_TYPE_GAMETREE_PAGE));
  QdPracticeBar *bar = bar_of (page);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gametree.practice", NULL));
  wait_until (has_practice, page, 5000, "the practice questions");
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "What value does E return?");
  practice_type_answer (bar, "5");
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "What is the value of chance node D?");
  practice_type_answer (bar, "2.5");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==,
                   "No: D (r.0.0.0) is a chance node: its value is the sum of each outcome's value times its "
                   "probability, 1/2 × 5 + 1/2 × 1 = 3.");
  screenshot ("ui-gametree-practice-chance.png");
  practice_type_answer (bar, "3");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gametree.practice", NULL));
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/gametree/practice/wrong-then-right", test_wrong_then_right);
  g_test_add_func ("/ui/gametree/practice/keyboard-session", test_keyboard_session);
  g_test_add_func ("/ui/gametree/practice/chance", test_chance);
  return ui_run ();
}
