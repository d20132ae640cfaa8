/* test-ui-plan-explain.c — the Planning tab's heuristics explained and its
 * planning graph under Xvfb:
 *   - have cake: the graph from the initial state, its levels S0 … S2
 *     (levelling off at S2, as AIMA shows), an item's mutexes and their
 *     reasons by the keyboard, in the board's accessible label;
 *   - the spare tire: h_max, h_add, h_FF and LM-cut on the initial state
 *     against the values worked out by hand below, and after stepping;
 *   - gripper's graph too large to draw, the vacuum world's refused
 *     (conditional effects);
 *   - the pane and the sidebar at 600 × 500;
 *   - the Sussman anomaly's landmark graph (worked out by hand in
 *     test-strips-landmarks.c) along the book's plan: the landmark count
 *     3, 2, 1, 0, (clear a) reached after C is put on the table, a
 *     landmark's orderings in the board's accessible label, at 600 × 500.
 * Screenshots (ui-plan-explain-*.png in the build folder) are to be looked at. */
#include "config.h"

#include "plan-ui-common.h"
#include <string.h>

#include "app/pages/plan/qd-plan-page.h"

/* The examples' order (qd-plan-problem.c). */
/* The heuristics' order in the drop-down. */
enum { HMAX, HADD, HFF, LMCUT, LANDMARK_COUNT };

static void
show_graph (QdPlanPage *page, gboolean shown)
{
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (plan_child (page, shown ? "graph_button" : "state_button")), TRUE);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (plan_child (page, "content_stack"))), ==,
                   shown ? "graph" : "state");
  wait_for_frame ();
}

/* The explanation of heuristic `which`, checked to hold every string of `expected`. */
static void
check_explained (QdPlanPage *page, guint which, const char *const *expected)
{
  const char *text;

  adw_combo_row_set_selected (ADW_COMBO_ROW (plan_child (page, "heuristic_row")), which);
  text = plan_label_text (page, "explain_label");
  for (guint i = 0; expected[i] != NULL; i++)
    if (strstr (text, expected[i]) == NULL)
      g_error ("“%s” not in the explanation:\n%s", expected[i], text);
}

/* The sidebar scrolled to its end, where the explanation is. */
static void
scroll_to_explanation (QdPlanPage *page)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (plan_child (page, "sidebar")));

  adw_flap_set_reveal_flap (qd_page_get_flap (QD_PAGE (page)), TRUE);
  wait_for_frame ();
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  wait_for_frame ();
}

/* The board tells a screen reader at its next idle. */
static void
flush (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

/* The board's cell whose description starts with `prefix`: the cursor put there. */
static const char *
select_item (QdCanvas *board, const char *prefix)
{
  for (gint cell = 0;; cell++)
    {
      qd_canvas_set_cursor (board, cell);
      if (qd_canvas_get_cursor (board) != cell)
        g_error ("no item “%s” among the board's %d", prefix, cell);
      flush ();
      if (g_str_has_prefix (qd_canvas_get_cell_text (board), prefix))
        return qd_canvas_get_cell_text (board);
    }
}

/* AIMA's have-cake graph: S0 = {Have(Cake), ¬Eaten(Cake)}, A0 = {Eat(Cake)}
 * and the persistence actions, S1 adds ¬Have(Cake) and Eaten(Cake), A1 adds
 * Bake(Cake), S2 holds all four literals, and S3 would be S2 again. */
static void
test_have_cake_graph (void)
{
  QdPlanPage *page = plan_open_example_ground (HAVE_CAKE);
  QdCanvas *board = QD_CANVAS (plan_child (page, "graph_view"));
  const QdStripsGraph *graph;
  const char *text;

  show_graph (page, TRUE);
  graph = qd_plan_page_get_graph (page);
  g_assert_nonnull (graph);
  g_assert_cmpuint (qd_strips_graph_n_levels (graph), ==, 3);
  g_assert_cmpuint (qd_strips_graph_level_off (graph), ==, 2);
  g_assert_nonnull (strstr (plan_label_text (page, "graph_label"), "levels off at S2"));
  g_assert_nonnull (strstr (qd_canvas_get_position_text (board), "levels off at S2"));
  /* The keyboard: the first item, then the last, then back. */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_End));
  flush ();
  g_assert_cmpint (qd_canvas_get_cursor (board), >, 0);
  g_assert_nonnull (strstr (qd_canvas_get_cell_text (board), " in S2"));
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Home));
  flush ();
  g_assert_cmpint (qd_canvas_get_cursor (board), ==, 0);
  g_assert_cmpstr (qd_canvas_get_cell_text (board), ==, "(have-cake) in S0, mutex with nothing.");
  /* Eat(Cake) in A0: inconsistent effects and interference with Have(Cake)'s persistence. */
  text = select_item (board, "(eat-cake) in A0");
  g_assert_nonnull (strstr (text, "(persist (have-cake)) (inconsistent effects, interference)"));
  g_assert_nonnull (strstr (plan_label_text (page, "graph_label"), "(eat-cake) in A0, mutex with:"));
  /* Have(Cake) and Eaten(Cake) in S1: inconsistent support. */
  text = select_item (board, "(have-cake) in S1");
  g_assert_nonnull (strstr (text, "(eaten-cake) (inconsistent support)"));
  g_assert_nonnull (strstr (text, "(not (have-cake)) (negation)"));
  wait_for_frame ();
  screenshot ("ui-plan-explain-have-cake-graph.png");
  show_graph (page, FALSE);
  close_current_page ();
}

/* The spare tire, the whole task ground: facts (at flat axle), (at flat
 * plan_ground), (at spare axle), (at spare plan_ground), (at spare trunk); the goal
 * (at spare axle).  Worked out by hand, deletes and the negative
 * precondition (not (at flat axle)) ignored:
 *   initial state {(at flat axle), (at spare trunk)}:
 *     (at spare plan_ground) costs 1 (remove spare trunk), (at spare axle)
 *     1 + 1 = 2 (put-on spare axle): h_max = 2, h_add = 2;
 *     h_FF's relaxed plan (remove spare trunk), (put-on spare axle): 2;
 *     LM-cut (which, unlike the others, takes the negative precondition as
 *     a fact of its own, true where (at flat axle) is false, made by the
 *     actions that delete it, as Fast Downward's translator does, issue
 *     97): the cut nearest the goal {(put-on spare axle)} costs 1, then
 *     {(remove spare trunk)} 1, then {(remove flat axle), (leave-overnight)}
 *     1: 3, the optimal cost.
 *   after (remove flat axle), (remove spare trunk):
 *     {(at flat plan_ground), (at spare plan_ground)}: every heuristic 1, h_FF's
 *     relaxed plan (put-on spare axle).
 *   after the third action the goal holds: 0. */
static void
test_spare_tire_heuristics (void)
{
  QdPlanPage *page = plan_open_example_ground (SPARE_TIRE);

  check_explained (page, HMAX, (const char *[]) { "h_max = 2", "The dearest goal fact: (at spare axle), at 2",
                                                   "◎   2  (at spare axle)", "    0  (at flat axle)",
                                                   "    1  (at spare ground)", NULL });
  check_explained (page, HADD, (const char *[]) { "h_add = 2", "◎   2  (at spare axle)", NULL });
  check_explained (page, HFF, (const char *[]) { "h_FF = 2", " 1. (remove spare trunk), cost 1",
                                                  " 2. (put-on spare axle), cost 1", "Sum: 2", NULL });
  check_explained (page, LMCUT, (const char *[]) { "LM-cut = 3", "Sum: 3", NULL });
  scroll_to_explanation (page);
  screenshot ("ui-plan-explain-spare-initial.png");
  check_explained (page, HMAX, (const char *[]) { "h_max = 2", NULL });
  scroll_to_explanation (page);
  screenshot ("ui-plan-explain-spare-hmax.png");
  qd_plan_page_set_plan (page, "(remove flat axle)\n(remove spare trunk)\n(put-on spare axle)\n");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "plan.check", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "plan.next", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "plan.next", NULL));
  g_assert_cmpuint (qd_plan_page_get_position (page), ==, 2);
  check_explained (page, HFF, (const char *[]) { "h_FF = 1", " 1. (put-on spare axle", "Sum: 1", NULL });
  check_explained (page, HMAX, (const char *[]) { "h_max = 1", "◎   1  (at spare axle)", NULL });
  check_explained (page, LMCUT, (const char *[]) { "LM-cut = 1", "Sum: 1", NULL });
  check_explained (page, HFF, (const char *[]) { "h_FF = 1", NULL });
  scroll_to_explanation (page);
  screenshot ("ui-plan-explain-spare-step2.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "plan.last", NULL));
  check_explained (page, HADD, (const char *[]) { "h_add = 0", "The goal holds in this state.", NULL });
  /* The graph from the state shown. */
  show_graph (page, TRUE);
  g_assert_nonnull (qd_plan_page_get_graph (page));
  screenshot ("ui-plan-explain-spare-graph.png");
  show_graph (page, FALSE);
  close_current_page ();
}

static void
test_refusals (void)
{
  QdPlanPage *page = plan_open_example_ground (GRIPPER);

  show_graph (page, TRUE);
  g_assert_null (qd_plan_page_get_graph (page));
  g_assert_nonnull (strstr (plan_label_text (page, "graph_label"), "too large for a readable planning graph"));
  screenshot ("ui-plan-explain-too-large.png");
  show_graph (page, FALSE);
  close_current_page ();
  page = plan_open_example_ground (VACUUM);
  show_graph (page, TRUE);
  g_assert_null (qd_plan_page_get_graph (page));
  g_assert_nonnull (strstr (plan_label_text (page, "graph_label"), "GraphPlan refuses this task"));
  show_graph (page, FALSE);
  close_current_page ();
}

/* The graph and the explanation fit 600 × 500. */
static void
test_small_window (void)
{
  g_autoptr(GString) report = g_string_new (NULL);
  QdPlanPage *page = plan_open_example_ground (HAVE_CAKE);
  AdwFlap *flap = qd_page_get_flap (QD_PAGE (page));

  show_graph (page, TRUE);
  resize_window (600, 500);
  spin (300);
  wait_for_frame ();
  if (!check_page_fits (QD_PAGE (page), 600, 500, "the planning graph", report))
    g_error ("%s", report->str);
  screenshot ("ui-plan-explain-graph-600x500.png");
  adw_combo_row_set_selected (ADW_COMBO_ROW (plan_child (page, "heuristic_row")), LMCUT);
  scroll_to_explanation (page);
  screenshot ("ui-plan-explain-600x500-controls.png");
  adw_flap_set_reveal_flap (flap, FALSE);
  resize_window (1100, 760);
  spin (300);
  show_graph (page, FALSE);
  close_current_page ();
}

/* The blocks world's and air cargo's graphs (issue 92) at 1400 × 900 and
 * 600 × 500: drawn by levels, no mutex but the selected item's, selected
 * by the keyboard's cursor, its partners told to a screen reader and
 * listed under the graph. */
static void
test_graph_mutexes (void)
{
  static const struct {
    guint example;
    const char *item, *partner;
  } cases[] = {
    { BLOCKS, "(on b table) in S1", "(not (on b table)) (negation)" },
    { AIR_CARGO, "(load c1 p1 sfo) in A1", "(fly p1 sfo jfk) (" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      QdPlanPage *page = plan_open_example_ground (cases[c].example);
      QdCanvas *board = QD_CANVAS (plan_child (page, "graph_view"));
      g_autofree char *big = g_strdup_printf ("ui-plan-graph-%u-1400x900.png", cases[c].example);
      g_autofree char *small = g_strdup_printf ("ui-plan-graph-%u-600x500.png", cases[c].example);
      const char *text;

      resize_window (1400, 900);
      spin (300);
      show_graph (page, TRUE);
      g_assert_nonnull (qd_plan_page_get_graph (page));
      gtk_widget_grab_focus (GTK_WIDGET (board));
      g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Home));
      flush ();
      g_assert_nonnull (strstr (qd_canvas_get_cell_text (board), "mutex with nothing"));
      text = select_item (board, cases[c].item);
      if (strstr (text, cases[c].partner) == NULL)
        g_error ("“%s” not among the partners: %s", cases[c].partner, text);
      g_assert_nonnull (strstr (plan_label_text (page, "graph_label"), cases[c].partner));
      wait_for_frame ();
      screenshot (big);
      resize_window (600, 500);
      spin (300);
      /* The cursor moved to the item again scrolls it into view. */
      select_item (board, cases[c].item);
      wait_for_frame ();
      screenshot (small);
      resize_window (1100, 760);
      spin (300);
      show_graph (page, FALSE);
      close_current_page ();
    }
}

static void
show_landmarks (QdPlanPage *page, gboolean shown)
{
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (plan_child (page, shown ? "landmarks_button" : "state_button")),
                                TRUE);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (plan_child (page, "content_stack"))), ==,
                   shown ? "landmarks" : "state");
  wait_for_frame ();
}

static void
test_landmarks (void)
{
  g_autoptr(GString) report = g_string_new (NULL);
  QdPlanPage *page = plan_open_example_ground (BLOCKS);
  QdCanvas *board = QD_CANVAS (plan_child (page, "landmarks_view"));
  const char *text;

  show_landmarks (page, TRUE);
  g_assert_nonnull (strstr (plan_label_text (page, "landmarks_label"),
                            "Landmark count = 3: 3 not reached, 0 reached but needed again."));
  g_assert_nonnull (strstr (qd_canvas_get_position_text (board), "8 landmarks, 10 orderings; 5 reached"));
  text = select_item (board, "(clear a)");
  g_assert_cmpstr (text, ==, "(clear a): not reached; after (on c a) (greedy-necessary), (clear c) "
                             "(greedy-necessary); before (on a b) (greedy-necessary), (on b c) (reasonable)");
  g_assert_nonnull (strstr (plan_label_text (page, "landmarks_label"), "(clear a): not reached"));
  check_explained (page, LANDMARK_COUNT, (const char *[]) { "Landmark count = 3", "Not reached:", "(on a b)",
                                                             "Reached:", "(on c a)", NULL });
  wait_for_frame ();
  screenshot ("ui-plan-landmarks-sussman.png");
  /* The book's plan, stepped through. */
  qd_plan_page_set_plan (page, "(move-to-table c a)\n(move b table c)\n(move a table b)\n");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "plan.check", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "plan.next", NULL));
  g_assert_nonnull (strstr (plan_label_text (page, "landmarks_label"), "Landmark count = 2: 2 not reached"));
  text = select_item (board, "(clear a)");
  g_assert_true (g_str_has_prefix (text, "(clear a): reached;"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "plan.next", NULL));
  g_assert_nonnull (strstr (plan_label_text (page, "landmarks_label"), "Landmark count = 1: 1 not reached"));
  wait_for_frame ();
  screenshot ("ui-plan-landmarks-sussman-step2.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "plan.next", NULL));
  g_assert_nonnull (strstr (plan_label_text (page, "landmarks_label"), "Landmark count = 0"));
  resize_window (600, 500);
  spin (300);
  wait_for_frame ();
  if (!check_page_fits (QD_PAGE (page), 600, 500, "the landmark graph", report))
    g_error ("%s", report->str);
  screenshot ("ui-plan-landmarks-600x500.png");
  scroll_to_explanation (page);
  screenshot ("ui-plan-landmarks-600x500-explained.png");
  adw_flap_set_reveal_flap (qd_page_get_flap (QD_PAGE (page)), FALSE);
  resize_window (1100, 760);
  spin (300);
  show_landmarks (page, FALSE);
  close_current_page ();
}

void
plan_ui_add_explain_tests (void)
{
  g_test_add_func ("/ui/plan-explain/landmarks", test_landmarks);
  g_test_add_func ("/ui/plan-explain/have-cake-graph", test_have_cake_graph);
  g_test_add_func ("/ui/plan-explain/spare-tire", test_spare_tire_heuristics);
  g_test_add_func ("/ui/plan-explain/refusals", test_refusals);
  g_test_add_func ("/ui/plan-explain/small-window", test_small_window);
  g_test_add_func ("/ui/plan-explain/graph-mutexes", test_graph_mutexes);
}
