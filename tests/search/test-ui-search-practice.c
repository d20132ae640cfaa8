/* test-ui-search-practice.c — the search tab's practice mode (issue 51)
 * under Xvfb, A* on AIMA's Romania (the expansions known from figure 3.24:
 * Sibiu 393, Rimnicu Vilcea 413, Fagaras 415, Pitesti 417, Bucharest 418): a
 * wrong node is explained by the frontier and keeps the question, a right
 * one clicked on the map moves the replay on, ten questions answered by the
 * keyboard alone, in a 600 x 500 window in dark style too; how often to ask
 * is one setting for every tab.  Screenshots:
 * ui-search-practice-*.png. */
#include "config.h"

#include "ui-common.h"
#include "ui-practice.h"
#include <string.h>

#include "app/widgets/qd-practice-bar.h"
#include "app/widgets/qd-stepper.h"
#include "app/pages/search/qd-search-page.h"
#include "problems/qd-problem.h"
#include "problems/search/qd-search-practice.h"
#include "render/search/qd-search-render.h"
#include "ui-search-common.h"

static QdPracticeBar *
bar_of (QdSearchPage *page)
{
  return QD_PRACTICE_BAR (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_SEARCH_PAGE, "practice_bar"));
}

static gboolean
has_practice (gpointer page)
{
  return qd_practice_bar_get_practice (bar_of (page)) != NULL;
}

static guint
step_of (QdSearchPage *page)
{
  return qd_stepper_get_step (qd_page_get_stepper (QD_PAGE (page)));
}

/* The sidebar's Frontier count. */
static const char *
frontier_shown (QdSearchPage *page)
{
  return gtk_label_get_label (GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_SEARCH_PAGE,
                                                                        "frontier_label")));
}

static QdSearchPage *
start (void)
{
  QdSearchPage *page = open_search ("romania.route");

  QdBoardPane *pane = QD_BOARD_PANE (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_SEARCH_PAGE,
                                                                     "board_pane"));

  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar_of (page))));
  /* The search tree, open, would tell every answer: practice closes it. */
  qd_board_pane_set_search_tree_shown (pane, TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "search.practice", NULL));
  g_assert_false (qd_board_pane_get_search_tree_shown (pane));
  wait_until (has_practice, page, 5000, "the practice questions");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar_of (page))));
  return page;
}

static void
test_wrong_then_click (void)
{
  QdSearchPage *page = start ();
  QdPracticeBar *bar = bar_of (page);
  QdCanvas *view = QD_CANVAS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_SEARCH_PAGE, "view"));
  const QdSearchRun *run = qd_search_page_get_run (page);
  const QdSearchDoc *doc = qd_search_page_get_doc (page);
  const char *next = "Which node does the search take from the frontier next? Click it or type its name.";
  gint sibiu = -1;
  double x, y, w, h;

  /* Every decision: the replay at the second expansion, its node untold,
   * asking for it. */
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, next);
  g_assert_cmpuint (step_of (page), ==, 1);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (page),
                                                   QD_TYPE_SEARCH_PAGE, "expanding_label"))), ==, next);
  practice_type_answer (bar, "Timisoara");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==,
                   "No: At step 2 the frontier held Sibiu (f = 393), Timisoara (f = 447) and Zerind (f = 449): A* "
                   "expands the smallest f first (at equal f the smaller h).");
  g_assert_cmpuint (step_of (page), ==, 1);
  /* The frontier counted as the board shows it, Sibiu still on it: Sibiu,
   * Timisoara and Zerind, Arad's children. */
  g_assert_cmpstr (frontier_shown (page), ==, "3");
  /* Nothing on show tells the end: the cost, the counts. */
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (page),
                                                   QD_TYPE_SEARCH_PAGE, "cost_label"))), ==, "—");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (page),
                                                   QD_TYPE_SEARCH_PAGE, "expanded_label"))), ==, "—");
  practice_scroll_to_bar (bar);
  screenshot ("ui-search-practice-wrong.png");

  for (guint cell = 0; cell < qd_search_doc_n_cells (doc) && sibiu < 0; cell++)
    {
      g_autofree char *name = qd_search_practice_cell_name (run, cell);

      if (g_strcmp0 (name, "Sibiu") == 0)
        sibiu = (gint) cell;
    }
  g_assert_cmpint (sibiu, >=, 0);
  /* Nor does the board tell a screen reader: the step before's sentence
   * (Arad's expansion: h 366), Sibiu one of the frontier. */
  wait_position (view, "Expanding Arad: f = g + h = 0 + 366 = 366");
  g_assert_null (strstr (qd_canvas_get_position_text (view), "Sibiu"));
  qd_canvas_set_cursor (view, sibiu);
  wait_for_frame ();
  g_assert_cmpstr (qd_canvas_get_cell_text (view), ==, "Sibiu, on the frontier");
  qd_canvas_set_cursor (view, -1);

  /* Sibiu clicked on the map: right, and the replay at its expansion. */
  qd_search_render_cell_rect (doc, (guint) sibiu, &x, &y, &w, &h);
  g_assert_cmpint (qd_search_render_hit (doc, x + w / 2, y + h / 2), ==, sibiu);
  g_signal_emit_by_name (view, "pressed", x + w / 2, y + h / 2, 1);
  wait_for_frame ();
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  g_assert_cmpuint (step_of (page), ==, 2);
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, next);
  /* Timisoara, Zerind and Sibiu's new children Fagaras, Oradea and Rimnicu
   * Vilcea (Arad, explored, is not added again by the graph search). */
  g_assert_cmpstr (frontier_shown (page), ==, "5");
  /* Return on a place (the board's keyboard cursor) answers as well. */
  g_signal_emit_by_name (view, "cell-activated", (guint) sibiu);
  wait_for_frame ();
  g_assert_true (g_str_has_prefix (qd_practice_bar_get_feedback (bar), "No: At step 3 the frontier held Rimnicu Vilcea"));
  screenshot ("ui-search-practice-right.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "search.practice", NULL));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (page),
                                                   QD_TYPE_SEARCH_PAGE, "cost_label"))), ==, "418");
  close_current_page ();
}

static void
test_keyboard_session (void)
{
  QdSearchPage *page = start ();
  QdPracticeBar *bar = bar_of (page);
  GtkWidget *text_widget = GTK_WIDGET (gtk_editable_get_delegate (qd_practice_bar_get_entry (bar)));
  GtkDropDown *frequency = practice_frequency (bar);
  QdCanvas *view = QD_CANVAS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_SEARCH_PAGE, "view"));
  static const char *const answers[] = { "Sibiu", "393", "rimnicu vilcea", "413", "Fagaras", "415", "Pitesti",
                                         "417", "Bucharest", "418" };
  static const guint steps[] = { 1, 1, 2, 2, 3, 3, 4, 4, 5, 5 };

  resize_window (600, 500);
  gtk_drop_down_set_selected (frequency, 0);   /* every step */
  wait_for_frame ();
  for (guint i = 0; i < G_N_ELEMENTS (answers); i++)
    {
      g_assert_cmpuint (step_of (page), ==, steps[i]);
      /* Which node: it is still on the frontier; its f: it was taken. */
      if (i == 0)
        g_assert_cmpstr (frontier_shown (page), ==, "3");
      if (i == 1)
        {
          g_assert_cmpstr (frontier_shown (page), ==, "2");
          /* Its f asked: Sibiu told, its f not. */
          wait_position (view, "Expanding Sibiu");
          g_assert_null (strstr (qd_canvas_get_position_text (view), "393"));
          g_assert_true (press_key_in (text_widget, GDK_KEY_h, GDK_ALT_MASK));
          g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==,
                           "Hint: f = g + h: the cost so far plus the heuristic's estimate.");
          practice_type_answer (bar, "253");
          g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==,
                           "No: Sibiu has g = 140 and h = 253, so f = g + h = 393.");
        }
      practice_type_answer (bar, answers[i]);
      g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
      g_assert_true (gtk_widget_has_focus (text_widget));
    }
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "What does the path found cost?");
  g_assert_cmpuint (step_of (page), ==, 5);
  screenshot ("ui-search-practice-keyboard.png");
  practice_check_session (QD_PAGE (page), bar, "9 right of 10, 1 hint", "the search in practice");
  /* Dark, the controls shown over the map (F9's action). */
  practice_dark_controls (QD_PAGE (page), bar);
  screenshot ("ui-search-practice-dark.png");
  /* Alt+S shows the last and ends: the replay at the end. */
  g_assert_true (press_key_in (text_widget, GDK_KEY_s, GDK_ALT_MASK));
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "The answer is 418: The path's steps add up to 418.");
  g_assert_true (qd_practice_finished (qd_practice_bar_get_practice (bar)));
  g_assert_cmpuint (step_of (page), ==, 6);
  practice_undo_dark ();
}

static gboolean
selected_is (gpointer data)
{
  gpointer *pair = data;

  return gtk_drop_down_get_selected (pair[0]) == GPOINTER_TO_UINT (pair[1]);
}

/* How often to ask is one setting (practice-frequency): chosen in one tab,
 * the others follow, and a bar made later (the app started again) starts
 * with it. */
static void
test_frequency_remembered (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  const char *cost = "What does the path found cost?";
  QdSearchPage *first, *second;
  GtkDropDown *first_frequency, *second_frequency;
  GtkWidget *later;

  g_settings_set_string (settings, "practice-frequency", "every-step");
  first = start ();
  first_frequency = practice_frequency (bar_of (first));
  g_assert_cmpuint (gtk_drop_down_get_selected (first_frequency), ==, 0);
  g_assert_cmpint (qd_practice_get_frequency (qd_practice_bar_get_practice (bar_of (first))), ==,
                   QD_PRACTICE_EVERY_STEP);

  /* The end only, chosen in the first tab: the setting says so by its name. */
  gtk_drop_down_set_selected (first_frequency, 2);
  wait_for_frame ();
  {
    g_autofree char *stored = g_settings_get_string (settings, "practice-frequency");

    g_assert_cmpstr (stored, ==, "end");
  }
  g_assert_cmpstr (qd_practice_bar_get_question (bar_of (first)), ==, cost);

  /* A second tab asks at the end only as well. */
  second = start ();
  second_frequency = practice_frequency (bar_of (second));
  g_assert_true (second != first);
  g_assert_cmpuint (gtk_drop_down_get_selected (second_frequency), ==, 2);
  g_assert_cmpstr (qd_practice_bar_get_question (bar_of (second)), ==, cost);
  later = g_object_ref_sink (qd_practice_bar_new ());
  g_assert_cmpuint (gtk_drop_down_get_selected (practice_frequency (QD_PRACTICE_BAR (later))), ==, 2);
  /* A practice's note on what it leaves out is shown with its questions. */
  {
    QdPractice *noted = qd_search_practice_new (qd_search_page_get_run (first));

    qd_practice_set_note (noted, "Only the first 5 moves are asked about.");
    g_assert_null (qd_practice_bar_get_note (QD_PRACTICE_BAR (later)));
    qd_practice_bar_set_practice (QD_PRACTICE_BAR (later), noted, NULL);
    g_assert_cmpstr (qd_practice_bar_get_note (QD_PRACTICE_BAR (later)), ==, "Only the first 5 moves are asked about.");
    qd_practice_bar_set_practice (QD_PRACTICE_BAR (later), qd_search_practice_new (qd_search_page_get_run (first)),
                                  NULL);
    g_assert_null (qd_practice_bar_get_note (QD_PRACTICE_BAR (later)));
  }
  g_object_unref (later);

  /* The setting changed from outside (dconf): every bar follows and asks again. */
  g_settings_set_string (settings, "practice-frequency", "decisions");
  wait_until (selected_is, (gpointer[]) { first_frequency, GUINT_TO_POINTER (1) }, 2000, "the first tab to follow");
  wait_until (selected_is, (gpointer[]) { second_frequency, GUINT_TO_POINTER (1) }, 2000, "the second tab to follow");
  g_assert_cmpstr (qd_practice_bar_get_question (bar_of (first)), ==,
                   "Which node does the search take from the frontier next? Click it or type its name.");
  g_assert_cmpint (qd_practice_get_frequency (qd_practice_bar_get_practice (bar_of (second))), ==,
                   QD_PRACTICE_DECISIONS);
  close_current_page ();
  close_current_page ();
  g_settings_reset (settings, "practice-frequency");
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/search/practice/wrong-then-click", test_wrong_then_click);
  g_test_add_func ("/ui/search/practice/keyboard-session", test_keyboard_session);
  g_test_add_func ("/ui/search/practice/frequency-remembered", test_frequency_remembered);
  return ui_run ();
}
