/* test-ui-tsp-practice.c — the TSP tab's practice mode (issue 51) under
 * Xvfb, on the statement's four cities (Madison, NYC, Chicago, LA; worked
 * by hand in test-tsp-practice.c): hill climbing from NYC-Madison-Chicago-LA
 * (5123.14) swaps NYC and Madison or Chicago and LA (4933.94, a tie), then
 * stops.  A wrong pair is explained and keeps the question, the right one
 * clicked on the map moves the replay on; annealing at the constant T = 100,
 * ten questions answered by the keyboard alone, each probability worked out
 * here from the distance table (e^(−Δ/T)), in a 600 x 500 window in dark
 * style too.  Screenshots: ui-tsp-practice-*.png. */
#include "config.h"

#include "ui-common.h"
#include "ui-practice.h"
#include <math.h>
#include <string.h>

#include "app/widgets/qd-practice-bar.h"
#include "app/widgets/qd-stepper.h"
#include "app/pages/tsp/qd-tsp-page.h"
#include "problems/tsp/qd-tsp-practice.h"
#include "render/tsp/qd-tsp-render.h"

#include "tsp-four-cities.h"

static const char *const pick =
  "Which two cities does hill climbing swap next? Click them or type their names, or none if it stops here.";

#define CHILD(page, name) gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_TSP_PAGE, name)

/* The practice bar has questions. */
static gboolean
asking (gpointer page)
{
  return qd_practice_bar_get_practice (QD_PRACTICE_BAR (CHILD (page, "practice_bar"))) != NULL;
}

static guint
step_of (QdTspPage *page)
{
  return qd_stepper_get_step (qd_page_get_stepper (QD_PAGE (page)));
}

static QdTspPage *
open_four (void)
{
  QdTspPage *page = QD_TSP_PAGE (open_example ("tsp", 0, QD_TYPE_TSP_PAGE));

  g_assert_cmpuint (qd_tsp_page_get_instance (page)->n, ==, 4);
  g_assert_cmpstr (qd_tsp_page_get_instance (page)->names[FOUR_N], ==, "NYC");
  return page;
}

/* Practice turned on: the bar, once the search has run. */
static QdPracticeBar *
start_practice (QdTspPage *page)
{
  QdPracticeBar *bar = QD_PRACTICE_BAR (CHILD (page, "practice_bar"));

  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "tsp.practice", NULL));
  wait_until (asking, page, 5000, "the practice questions");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));
  wait_for_frame ();
  return bar;
}

static void
click_city (QdTspPage *page, guint city)
{
  const QdTsp *tsp = qd_tsp_page_get_instance (page);
  double x, y;

  qd_tsp_render_from_world (tsp, tsp->x[city], tsp->y[city], &x, &y);
  g_assert_cmpint (qd_tsp_render_hit (tsp, x, y), ==, (gint) city);
  g_signal_emit_by_name (CHILD (page, "board_view"), "pressed", x, y, 1);
  wait_for_frame ();
}

static void
test_wrong_then_click (void)
{
  QdTspPage *page = open_four ();
  QdPracticeBar *bar = start_practice (page);
  GListModel *lines = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (CHILD (page, "steps_view"))));
  /* The replay at the start, the move untold: one line in the step list,
   * no length. */
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, pick);
  g_assert_cmpuint (step_of (page), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (lines), ==, 1);
  g_assert_cmpstr (page_label (page, QD_TYPE_TSP_PAGE, "length_label"), ==, "—");
  practice_type_answer (bar, "Madison, Chicago");
  g_assert_true (g_str_has_prefix (qd_practice_bar_get_feedback (bar), "No: Swapping "));
  g_assert_nonnull (strstr (qd_practice_bar_get_feedback (bar),
                            " gives 4933.94, the shortest of the 6 neighbours; the tour was 5123.14. 2 neighbours "
                            "tie: any of them is right."));
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, pick);
  g_assert_cmpuint (step_of (page), ==, 0);
  practice_scroll_to_bar (bar);
  screenshot ("ui-tsp-practice-wrong.png");

  /* NYC and Madison clicked on the map: the second click checks the pair. */
  click_city (page, FOUR_N);
  g_assert_cmpstr (gtk_editable_get_text (qd_practice_bar_get_entry (bar)), ==, "NYC");
  click_city (page, FOUR_M);
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  /* Then from 4933.94 nothing is shorter: the climb stops. */
  g_assert_cmpuint (step_of (page), ==, 1);
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, pick);
  g_assert_cmpuint (g_list_model_get_n_items (lines), ==, 2);
  screenshot ("ui-tsp-practice-right.png");
  practice_type_answer (bar, "none");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "How long is the best tour the search found?");
  practice_type_answer (bar, "4933.94");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  g_assert_true (qd_practice_finished (qd_practice_bar_get_practice (bar)));
  /* The end is told again. */
  g_assert_cmpstr (page_label (page, QD_TYPE_TSP_PAGE, "length_label"), ==, "4933.94");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "tsp.practice", NULL));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  close_current_page ();
}

static void
test_keyboard_session (void)
{
  QdTspPage *page = open_four ();
  QdPracticeBar *bar;
  GtkWidget *text_widget;
  const QdTspRun *run;
  guint tour[] = { FOUR_N, FOUR_M, FOUR_C, FOUR_L }, done = 0;

  /* Annealing at the constant T = 100. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (CHILD (page, "algorithm_row")), 1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (CHILD (page, "schedule_row")), 3);
  gtk_switch_set_active (GTK_SWITCH (CHILD (page, "auto_t0_switch")), FALSE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (CHILD (page, "t0_spin")), 100);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (CHILD (page, "iterations_spin")), 300);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (CHILD (page, "seed_spin")), 3);
  resize_window (600, 500);
  bar = start_practice (page);
  text_widget = GTK_WIDGET (gtk_editable_get_delegate (qd_practice_bar_get_entry (bar)));
  run = qd_tsp_page_get_run (page);
  for (guint i = 0; i < 10; i++)
    {
      QdPractice *practice = qd_practice_bar_get_practice (bar);
      const QdPracticeQuestion *q = qd_practice_current (practice);
      /* e^(−Δ/T), Δ from the table on the tour replayed here. */
      double p = exp (-four_proposal_delta (run, practice, tour, &done) / 100);
      g_autofree char *answer = NULL;

      g_assert_cmpuint (step_of (page), ==, q->step);
      if (i % 2 == 1)
        {
          const char *drawn = strstr (q->text, "drawn is ");

          g_assert_nonnull (drawn);
          answer = g_strdup (g_ascii_strtod (drawn + strlen ("drawn is "), NULL) < p ? "yes" : "no");
        }
      else
        {
          g_assert_true (g_str_has_prefix (q->text, "At T = 100, swapping "));
          answer = g_strdup_printf ("%.2f", p);
        }
      if (i == 0)
        {
          g_autofree char *expected = NULL;

          g_assert_true (press_key_in (text_widget, GDK_KEY_h, GDK_ALT_MASK));
          g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==,
                           "Hint: A move that makes the tour longer by Δ is taken with probability e^(−Δ/T).");
          practice_type_answer (bar, "1");
          expected = g_strdup_printf ("No: p = e^(−Δ/T) = e^(−%.4g/100) = %.3f.", -100 * log (p), p);
          g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, expected);
          g_assert_cmpuint (qd_practice_position (practice), ==, 0);
        }
      practice_type_answer (bar, answer);
      g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
      g_assert_true (gtk_widget_has_focus (text_widget));
    }
  screenshot ("ui-tsp-practice-keyboard.png");
  practice_check_session (QD_PAGE (page), bar, "9 right of 10, 1 hint", "the TSP in practice");
  practice_dark_controls (QD_PAGE (page), bar);
  screenshot ("ui-tsp-practice-dark.png");
  /* Alt+U takes the last answer back. */
  g_assert_true (press_key_in (text_widget, GDK_KEY_u, GDK_ALT_MASK));
  g_assert_cmpuint (qd_practice_position (qd_practice_bar_get_practice (bar)), ==, 9);
  practice_undo_dark ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/tsp/practice/wrong-then-click", test_wrong_then_click);
  g_test_add_func ("/ui/tsp/practice/keyboard-session", test_keyboard_session);
  return ui_run ();
}
