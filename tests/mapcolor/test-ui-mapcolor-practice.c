/* test-ui-mapcolor-practice.c — the map-colouring tab's practice mode
 * (issue 51) under Xvfb, on the new tab's Australia with three colours by
 * forward checking, worked by hand in tests/mapcolor/
 * test-mapcolor-practice.c: SA first (the most uncoloured neighbours among
 * regions with 3 colours), red (every colour takes 5 choices), forward
 * checking removes red from WA, NT, Q, NSW and V; then NT (the map's order
 * among NT, Q, NSW), green, which goes from WA and Q; then Q, blue, which
 * goes from NSW; then NSW.  A wrong region is explained and keeps the
 * question, a right one clicked on the map moves on, ten questions are
 * answered by the keyboard alone, in a 600 x 500 window in dark style too.
 * Screenshots: ui-mapcolor-practice-*.png. */
#include "config.h"

#include "ui-common.h"
#include "ui-practice.h"

#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-practice-bar.h"
#include "app/widgets/qd-stepper.h"
#include "app/pages/mapcolor/qd-mapcolor-page.h"

static const char region_question[] = "Which region does the search colour next? Click it or type its name.";

static GObject *
child (QdMapcolorPage *page, const char *name)
{
  return gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_MAPCOLOR_PAGE, name);
}

static QdPracticeBar *
bar_of (QdMapcolorPage *page)
{
  return QD_PRACTICE_BAR (child (page, "practice_bar"));
}

static gboolean
has_practice (gpointer page)
{
  return !qd_page_get_busy (QD_PAGE (page)) && qd_practice_bar_get_practice (bar_of (page)) != NULL;
}

static guint
step_of (QdMapcolorPage *page)
{
  return qd_stepper_get_step (qd_page_get_stepper (QD_PAGE (page)));
}

static const char *
label_of (QdMapcolorPage *page, const char *name)
{
  return gtk_label_get_label (GTK_LABEL (child (page, name)));
}

/* The new tab (Australia), three colours, the strongest solver chosen:
 * practice turns to forward checking and solves. */
static QdMapcolorPage *
start (void)
{
  QdMapcolorPage *page = QD_MAPCOLOR_PAGE (qd_window_new_page (window, "mapcolor"));
  QdBoardPane *pane = QD_BOARD_PANE (gtk_widget_get_ancestor (GTK_WIDGET (child (page, "map_view")),
                                                              QD_TYPE_BOARD_PANE));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "colors_spin")), 3);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (child (page, "algorithm_row"))), ==, 4);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar_of (page))));
  /* The search tree, open, would tell every answer: practice closes it. */
  qd_board_pane_set_search_tree_shown (pane, TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "mapcolor.practice", NULL));
  g_assert_false (qd_board_pane_get_search_tree_shown (pane));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (child (page, "algorithm_row"))), ==, 1);
  /* The bar's solve first, in the tab's word. */
  g_assert_cmpstr (qd_practice_bar_get_question (bar_of (page)), ==, "Colouring…");
  wait_until (has_practice, page, 10000, "the practice questions");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar_of (page))));
  return page;
}

static void
test_wrong_then_click (void)
{
  QdMapcolorPage *page = start ();
  QdPracticeBar *bar = bar_of (page);
  QdMap *map = qd_mapcolor_page_get_map (page);
  gint sa = -1;

  for (guint r = 0; r < map->n_regions; r++)
    if (g_str_equal (map->names->pdata[r], "SA"))
      sa = (gint) r;
  g_assert_cmpint (sa, >=, 0);
  /* Decisions: the replay before the first assignment, nothing told. */
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, region_question);
  g_assert_cmpuint (step_of (page), ==, 0);
  g_assert_cmpstr (status_text (page, QD_TYPE_MAPCOLOR_PAGE), ==, region_question);
  g_assert_cmpstr (label_of (page, "status_label"), ==, "—");
  g_assert_cmpstr (label_of (page, "backtracks_label"), ==, "—");
  practice_type_answer (bar, "NT");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==,
                   "No: MRV ties: 3 colours are left to each of WA, NT, SA, Q, NSW, V, T, so the degree rule takes "
                   "the one with the most uncoloured neighbours: SA (uncoloured neighbours: WA 2, NT 3, SA 5, Q 3, "
                   "NSW 3, V 2, T 0).");
  g_assert_cmpuint (step_of (page), ==, 0);
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, region_question);
  practice_scroll_to_bar (bar);
  screenshot ("ui-mapcolor-practice-wrong.png");

  /* SA clicked on the map: right, and its colour asked, the replay still
   * before it; the map is not edited. */
  qd_mapcolor_page_click (page, sa, 0, 0);
  wait_for_frame ();
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==,
                   "SA is coloured next, from red, green, blue: which colour does LCV try first?");
  g_assert_cmpuint (step_of (page), ==, 0);
  qd_mapcolor_page_click (page, -1, 0.02, 0.02);   /* empty space: no region added */
  g_assert_cmpuint (qd_mapcolor_page_get_map (page)->n_regions, ==, 7);
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  practice_type_answer (bar, "Red");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  /* The replay shows SA red, and asks for the next region. */
  g_assert_cmpuint (step_of (page), ==, 1);
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, region_question);
  screenshot ("ui-mapcolor-practice-right.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "mapcolor.practice", NULL));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_assert_cmpstr (label_of (page, "status_label"), ==, "Coloured");
  close_current_page ();
}

static void
test_keyboard_session (void)
{
  QdMapcolorPage *page = start ();
  QdPracticeBar *bar = bar_of (page);
  GtkWidget *text_widget = GTK_WIDGET (gtk_editable_get_delegate (qd_practice_bar_get_entry (bar)));
  GtkDropDown *frequency = practice_frequency (bar);
  static const char *const answers[] = { "SA", "red", "WA=red, NT=red, Q=red, NSW=red, V=red", "nt", "green",
                                         "q=green wa=green", "Q", "blue", "NSW=blue", "NSW" };
  static const guint steps[] = { 0, 0, 0, 1, 1, 1, 2, 2, 2, 3 };

  resize_window (600, 500);
  g_assert_nonnull (frequency);
  gtk_drop_down_set_selected (frequency, 0);   /* every step */
  wait_for_frame ();
  for (guint i = 0; i < G_N_ELEMENTS (answers); i++)
    {
      g_assert_cmpuint (step_of (page), ==, steps[i]);
      if (i == 5)
        {
          g_assert_true (press_key_in (text_widget, GDK_KEY_h, GDK_ALT_MASK));
          g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==,
                           "Hint: Forward checking removes the colour just given from each uncoloured neighbour "
                           "that still has it; it stops at a domain left empty.");
          practice_type_answer (bar, "WA=green");
          g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==,
                           "No: Forward checking removes green from the uncoloured neighbours of NT that still have "
                           "it: WA, Q.");
          /* The map shows the domains before NT = green: nothing told. */
          g_assert_cmpuint (step_of (page), ==, 1);
        }
      practice_type_answer (bar, answers[i]);
      g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
      g_assert_true (gtk_widget_has_focus (text_widget));
    }
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==,
                   "NSW is coloured next, from green: which colour does LCV try first?");
  g_assert_cmpuint (step_of (page), ==, 3);
  practice_check_session (QD_PAGE (page), bar, "9 right of 10, 1 hint", "the map in practice");
  screenshot ("ui-mapcolor-practice-narrow-map.png");
  /* The controls over the map (F9's action), the bar in sight. */
  g_assert_true (adw_flap_get_folded (qd_page_get_flap (QD_PAGE (page))));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-controls", NULL);
  wait_until (practice_flap_settled, qd_page_get_flap (QD_PAGE (page)), 5000, "the controls to show");
  practice_scroll_to_bar (bar);
  spin (200);
  practice_scroll_to_bar (bar);
  screenshot ("ui-mapcolor-practice-narrow.png");
  /* Alt+S shows the answer and moves on. */
  g_assert_true (press_key_in (text_widget, GDK_KEY_s, GDK_ALT_MASK));
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==,
                   "The answer is green: LCV tries first the colour that takes the fewest choices from the "
                   "uncoloured neighbours of NSW, ties in the colours' order; choices taken: green 1.");
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==,
                   "NSW=green: which values does forward checking remove? Type them as SA=red, NT=green (none if "
                   "none).");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-controls", NULL);
  /* The window stays 600 x 500 for FC vs MAC. */
  close_current_page ();
}

static gboolean
tables_built (gpointer view)
{
  QdCspTable *const *tables;

  return !qd_mapcolor_fcmac_view_is_running (view) && qd_mapcolor_fcmac_view_get_tables (view, &tables) == 2;
}

/* FC vs MAC on Australia, in the map's order with r, g, b: forward
 * checking's WA = r removes r from NT and SA, NT = g removes g from SA and
 * Q, SA = b removes b from Q, NSW and V. */
static void
test_fcmac (void)
{
  /* After the keyboard session: 600 x 500. */
  QdMapcolorPage *page = QD_MAPCOLOR_PAGE (qd_window_new_page (window, "mapcolor"));
  QdMapcolorFcmacView *view = qd_mapcolor_page_get_fcmac_view (page);
  QdPracticeBar *bar = qd_mapcolor_fcmac_view_get_practice_bar (view);

  qd_mapcolor_page_show_view (page, "fcmac");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  qd_mapcolor_fcmac_view_set_practising (view, TRUE);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_assert_null (qd_practice_bar_get_practice (bar));
  qd_mapcolor_fcmac_view_build (view, "WA, NT, SA, Q, NSW, V, T", "r, g, b");
  wait_until (tables_built, view, 10000, "the tables");
  g_assert_nonnull (qd_practice_bar_get_practice (bar));
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==,
                   "WA=r: which values does forward checking remove? Type them as SA=red, NT=green (none if none).");
  practice_type_answer (bar, "NT=r");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==,
                   "No: Forward checking removes r from the uncoloured neighbours of WA that still have it: NT, SA.");
  practice_type_answer (bar, "sa=r, nt=r");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==,
                   "NT=g: which values does forward checking remove? Type them as SA=red, NT=green (none if none).");
  screenshot ("ui-mapcolor-practice-fcmac.png");
  /* Dark, in 600 x 500 still: the rows asked about, the bar under them. */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  spin (300);
  wait_for_frame ();
  {
    g_autoptr(GString) report = g_string_new (NULL);

    g_assert_true (check_page_fits (QD_PAGE (page), 600, 500, "FC vs MAC in practice", report));
  }
  /* The tables keep room to be read under the question (they had 60 px). */
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (qd_mapcolor_fcmac_view_get_canvas (view))), >=, 150);
  /* The toggle is in the bar's first row meanwhile, and still turns it off. */
  g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (qd_mapcolor_fcmac_view_get_practice_button (view)),
                                         GTK_WIDGET (bar)));
  screenshot ("ui-mapcolor-practice-fcmac-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  resize_window (1200, 760);
  practice_type_answer (bar, "SA=g Q=g");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  practice_type_answer (bar, "Q=b, NSW=b, V=b");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  g_signal_emit_by_name (qd_mapcolor_fcmac_view_get_practice_button (view), "clicked");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_assert_false (gtk_widget_is_ancestor (GTK_WIDGET (qd_mapcolor_fcmac_view_get_practice_button (view)),
                                          GTK_WIDGET (bar)));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (qd_mapcolor_fcmac_view_get_practice_button (view))));
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/mapcolor/practice/wrong-then-click", test_wrong_then_click);
  g_test_add_func ("/ui/mapcolor/practice/keyboard-session", test_keyboard_session);
  g_test_add_func ("/ui/mapcolor/practice/fcmac", test_fcmac);
  return ui_run ();
}
