/* test-ui-search-online.c — the search tab's Online Agent mode (issue 66)
 * under Xvfb: on the bundled small maze (its optimal path costs 8, the
 * maze's own comment, worked by hand), LRTA* chosen, Step moves the agent
 * one cell, Run walks the trial to the goal, New Trial starts again keeping
 * H, and the trials' costs come down to 8; Online-DFS's trials repeat.  A
 * screenshot mid-trial at 600 × 500 (ui-search-online-lrta.png, and
 * -dfs.png) is saved into the build folder to be looked at.  Check an
 * Answer, Report and the GIF in the mode; Practice: a move typed wrong, the
 * right cell clicked (ui-search-online-practice-*.png). */
#include "config.h"

#include "ui-common.h"
#include "ui-page-check.h"
#include "ui-page-report.h"
#include "app/pages/search/qd-search-page.h"
#include "problems/qd-problem.h"
#include "problems/search/qd-search-online.h"
#include "render/search/qd-search-render.h"
#include "ui-practice.h"

#include <string.h>

static QdSearchPage *
open_small (void)
{
  const QdProblem *problem = qd_problem_find ("search");

  for (guint i = 0; problem->examples[i].file != NULL; i++)
    if (g_str_equal (problem->examples[i].file, "small.maze"))
      return QD_SEARCH_PAGE (open_example ("search", i, QD_TYPE_SEARCH_PAGE));
  g_error ("no example small.maze");
}

static gboolean
is_agent_row (GtkWidget *widget, gconstpointer data)
{
  return ADW_IS_COMBO_ROW (widget)
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), "Agent") == 0;
}

static gboolean
is_button (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

static GtkWidget *
button (QdSearchPage *page, const char *label)
{
  GtkWidget *b = find_widget (GTK_WIDGET (page), is_button, label);

  g_assert_nonnull (b);
  g_assert_true (gtk_widget_get_visible (b));
  return b;
}

static gboolean
trial_over (gpointer page)
{
  QdSearchOnline *agent = qd_search_page_online_get_agent (page);

  return agent != NULL && qd_search_online_status (agent) != QD_SEARCH_ONLINE_WALKING
         && gtk_widget_get_sensitive (button (page, "_New Trial"))
         && !gtk_widget_get_sensitive (button (page, "S_top"));
}

/* Whether the page's template child `name` is shown (all its ancestors
 * up to the page visible). */
static gboolean
search_row_visible (QdSearchPage *page, const char *name)
{
  GtkWidget *w = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_SEARCH_PAGE, name));

  for (; w != NULL && w != GTK_WIDGET (page); w = gtk_widget_get_parent (w))
    if (!gtk_widget_get_visible (w))
      return FALSE;
  return TRUE;
}

/* The agent's log: the list view on show under the board. */
static gboolean
is_log_view (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LIST_VIEW (widget) && gtk_widget_get_mapped (widget);
}

static double
run_trial (QdSearchPage *page)
{
  g_signal_emit_by_name (button (page, "_Run"), "clicked");
  wait_until (trial_over, page, 60000, "the trial's end");
  g_assert_cmpint (qd_search_online_status (qd_search_page_online_get_agent (page)), ==, QD_SEARCH_ONLINE_GOAL);
  return qd_search_online_cost (qd_search_page_online_get_agent (page));
}

static void
shoot (QdSearchPage *page, const char *name)
{
  g_autoptr(GString) too_big = g_string_new (NULL);

  if (!check_page_fits (QD_PAGE (page), 600, 500, name, too_big))
    g_error ("%s", too_big->str);
  wait_for_frame ();
  screenshot (name);
}

/* The sidebar scrolled so that the Online Agent group (the row's) starts at its top. */
static void
scroll_to_group (AdwComboRow *row)
{
  GtkWidget *group = gtk_widget_get_ancestor (GTK_WIDGET (row), ADW_TYPE_PREFERENCES_GROUP);
  GtkWidget *scrolled = gtk_widget_get_ancestor (group, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adj;
  graphene_point_t p = GRAPHENE_POINT_INIT (0, 0), q;

  g_assert_nonnull (scrolled);
  adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  g_assert_true (gtk_widget_compute_point (group, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)), &p, &q));
  gtk_adjustment_set_value (adj, q.y);
  wait_for_frame ();
}

/* What a screen reader hears of a cell: the agent's knowledge. */
/* Line i of the Online Agent mode's log (owned by the log). */
static const char *
log_line (GListModel *log, guint i)
{
  g_autoptr(GtkStringObject) item = g_list_model_get_item (log, i);

  g_assert_nonnull (item);
  return gtk_string_object_get_string (item);
}

static void
check_cell_texts (QdSearchPage *page, QdSearchOnline *agent)
{
  QdCanvas *view = QD_CANVAS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_SEARCH_PAGE, "view"));
  g_autofree char *far = QD_CANVAS_GET_CLASS (view)->describe_cell (view, 5 * 11 + 9);
  g_autofree char *here = QD_CANVAS_GET_CLASS (view)->describe_cell (view, qd_search_online_cell (agent));
  g_autofree char *start = QD_CANVAS_GET_CLASS (view)->describe_cell (view, 1 * 11 + 1);

  g_assert_nonnull (strstr (far, "not seen yet"));
  g_assert_nonnull (strstr (here, "the agent is here"));
  /* h(S) = |1 − 5| + |1 − 5| = 8, not yet updated (that is done on the next cell). */
  g_assert_nonnull (strstr (start, "visited, H 8"));
}

/* Online-DFS: a fresh agent; its trials walk the same.  Then Off: no agent. */
static void
check_dfs (QdSearchPage *page, AdwComboRow *row)
{
  QdSearchOnline *agent;
  double first;

  adw_combo_row_set_selected (row, 1);
  agent = qd_search_page_online_get_agent (page);
  g_assert_cmpint (qd_search_online_agent (agent), ==, QD_SEARCH_ONLINE_DFS);
  first = run_trial (page);
  g_signal_emit_by_name (button (page, "_New Trial"), "clicked");
  g_assert_cmpfloat (run_trial (page), ==, first);
  g_signal_emit_by_name (button (page, "_New Trial"), "clicked");
  for (guint i = 0; i < 9; i++)
    g_signal_emit_by_name (button (page, "_Step"), "clicked");
  /* The log ends with the third trial's header and its nine moves, over
   * the search's steps (their "Press Solve…" hidden). */
  {
    GListModel *log = qd_search_page_online_get_log (page);
    guint n = g_list_model_get_n_items (log);

    g_assert_cmpuint (n, >=, 10);
    g_assert_cmpstr (log_line (log, n - 10), ==, "Trial 3");
    g_assert_true (g_str_has_prefix (log_line (log, n - 9), "Move 1 "));
    g_assert_true (g_str_has_prefix (log_line (log, n - 1), "Move 9 "));
    g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page),
                                                                                        QD_TYPE_SEARCH_PAGE,
                                                                                        "steps_placeholder"))));
  }
  shoot (page, "ui-search-online-dfs.png");
  /* The search's own practice is hidden while an agent walks, back after. */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page),
                                                                                      QD_TYPE_SEARCH_PAGE,
                                                                                      "practice_group"))));
  adw_combo_row_set_selected (row, 0);
  g_assert_null (qd_search_page_online_get_agent (page));
  g_assert_true (search_row_visible (page, "algorithm_row"));
  g_assert_true (search_row_visible (page, "heuristic_row"));
  g_assert_true (search_row_visible (page, "expanded_label"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page),
                                                                                     QD_TYPE_SEARCH_PAGE,
                                                                                     "practice_group"))));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page),
                                                                                     QD_TYPE_SEARCH_PAGE,
                                                                                     "run_controls"))));
}

static gboolean
scrolled_to_end (gpointer data)
{
  GtkAdjustment *adj = data;

  return gtk_adjustment_get_value (adj) + gtk_adjustment_get_page_size (adj) >= gtk_adjustment_get_upper (adj) - 1;
}

static void
test_lrta (void)
{
  QdSearchPage *page;
  AdwComboRow *row;
  QdSearchOnline *agent;
  double first, cost = 0;
  guint trial;

  resize_window (600, 500);
  page = open_small ();
  row = ADW_COMBO_ROW (find_widget (GTK_WIDGET (page), is_agent_row, NULL));
  g_assert_nonnull (row);
  g_assert_null (qd_search_page_online_get_agent (page));
  adw_combo_row_set_selected (row, 2);
  agent = qd_search_page_online_get_agent (page);
  g_assert_nonnull (agent);
  g_assert_cmpint (qd_search_online_agent (agent), ==, QD_SEARCH_ONLINE_LRTA);
  /* The search's own rows and statistics do not apply to the agent: hidden. */
  g_assert_false (search_row_visible (page, "algorithm_row"));
  g_assert_false (search_row_visible (page, "heuristic_row"));
  g_assert_false (search_row_visible (page, "expanded_label"));
  /* Step: one move from the start (1 1), right or down. */
  g_signal_emit_by_name (button (page, "_Step"), "clicked");
  g_assert_cmpuint (qd_search_online_n_moves (agent), ==, 1);
  {
    GListModel *log = qd_search_page_online_get_log (page);

    g_assert_cmpuint (g_list_model_get_n_items (log), ==, 2);
    g_assert_cmpstr (log_line (log, 0), ==, "Trial 1");
    g_assert_true (g_str_equal (log_line (log, 1), "Move 1 → from (1, 1) to (1, 2), cost 1")
                   || g_str_equal (log_line (log, 1), "Move 1 ↓ from (1, 1) to (2, 1), cost 1"));
  }
  g_assert_true (qd_search_online_cell (agent) == 1 * 11 + 2 || qd_search_online_cell (agent) == 2 * 11 + 1);
  /* The far corner is under fog. */
  g_assert_false (qd_search_online_seen (agent, 5 * 11 + 9));
  check_cell_texts (page, agent);
  {
    GListModel *log = qd_search_page_online_get_log (page);

    /* The second move updates H(1 1), the start's h (8, Manhattan to (5 5)), before moving on. */
    g_signal_emit_by_name (button (page, "_Step"), "clicked");
    g_assert_nonnull (strstr (log_line (log, 2), "; H(1, 1) 8 → "));
    g_assert_true (g_str_has_prefix (log_line (log, 2), "Move 2 "));
  }
  first = run_trial (page);
  g_assert_cmpfloat (first, >=, 8);
  for (trial = 2; trial <= 30 && cost != 8; trial++)
    {
      g_signal_emit_by_name (button (page, "_New Trial"), "clicked");
      g_assert_cmpuint (qd_search_online_trial (agent), ==, trial);
      cost = run_trial (page);
      g_assert_cmpfloat (cost, >=, 8);
    }
  g_assert_cmpfloat (cost, ==, 8);
  /* A trial part-way, for the picture: H on the cells, the path so far. */
  g_signal_emit_by_name (button (page, "_New Trial"), "clicked");
  for (guint i = 0; i < 4; i++)
    g_signal_emit_by_name (button (page, "_Step"), "clicked");
  shoot (page, "ui-search-online-lrta.png");
  /* The log is five lines tall at 600 × 500 and scrolled to its last
   * line, this trial's fourth move. */
  {
    GtkWidget *log_view = find_widget (GTK_WIDGET (page), is_log_view, NULL);
    GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (gtk_widget_get_parent (log_view)));
    GListModel *log = qd_search_page_online_get_log (page);

    g_assert_true (g_str_has_prefix (log_line (log, g_list_model_get_n_items (log) - 1), "Move 4 "));
    g_assert_cmpfloat (gtk_adjustment_get_page_size (adj), >=, 5 * 24);
    /* The scroll to the last line lands on a later frame (a loaded
     * machine draws fewer): waited for, 5 s at most. */
    wait_until (scrolled_to_end, adj, 5000, "the log scrolled to its last line");
  }
  screenshot_wide_light_dark ("ui-search-online-lrta", 600, 500);
  /* The sidebar over the board (the window is narrow): the group's controls and the plot. */
  adw_flap_set_reveal_flap (qd_page_get_flap (QD_PAGE (page)), TRUE);
  wait_for_frame ();
  spin (400);
  scroll_to_group (row);
  screenshot ("ui-search-online-lrta-sidebar.png");
  screenshot_of (gtk_widget_get_ancestor (GTK_WIDGET (row), ADW_TYPE_PREFERENCES_GROUP), "ui-search-online-group.png");
  adw_flap_set_reveal_flap (qd_page_get_flap (QD_PAGE (page)), FALSE);

  check_dfs (page, row);
  resize_window (1200, 760);
}

/* The --steps transcript of LRTA*'s first trial on `maze` (its optimal
 * cost 8, the maze's comment), line by line as the CLI writes it. */
static char *
lrta_transcript (const QdSearchMaze *maze)
{
  g_autoptr(QdSearchOnline) walker = qd_search_online_new (maze, QD_SEARCH_ONLINE_LRTA, 0);
  GString *out = g_string_new (NULL);
  QdSearchOnlineMove m;
  QdSearchOnlineStatus status;

  qd_search_online_append_optimal (out, 8);
  do
    {
      status = qd_search_online_step (walker, &m);
      if (qd_search_online_moved (walker))
        qd_search_online_append_move (out, maze, qd_search_online_n_moves (walker), &m);
    }
  while (status == QD_SEARCH_ONLINE_WALKING);
  g_assert_cmpint (status, ==, QD_SEARCH_ONLINE_GOAL);
  qd_search_online_append_trial (out, walker, 8);
  return g_string_free (out, FALSE);
}

/* Check an Answer in the Online Agent mode: the transcript of the agent's
 * first trial is correct; with its third line (LRTA*'s first H update,
 * before move 2) changed, it is wrong there, explained by the H rule, and
 * the board goes to where the update is made, after move 1. */
static void
test_check (void)
{
  QdSearchPage *page;
  AdwComboRow *row;
  g_autofree char *right = NULL;
  g_auto(GStrv) lines = NULL;
  g_autofree char *wrong = NULL;
  g_autoptr(QdCheckResult) ok = NULL, bad = NULL;

  resize_window (600, 500);
  page = open_small ();
  row = ADW_COMBO_ROW (find_widget (GTK_WIDGET (page), is_agent_row, NULL));
  adw_combo_row_set_selected (row, 2);
  right = lrta_transcript (qd_search_online_maze (qd_search_page_online_get_agent (page)));
  ok = check_answer_in_page (QD_PAGE (page), right, "ui-search-online-right");
  g_assert_cmpint (ok->verdict, ==, QD_CHECK_CORRECT);
  lines = g_strsplit (right, "\n", -1);
  g_assert_true (g_str_has_prefix (lines[2], "  H("));
  g_free (lines[2]);
  lines[2] = g_strdup ("  H(1 1) ← 99 (was 8)");
  wrong = g_strjoinv ("\n", lines);
  bad = check_answer_in_page (QD_PAGE (page), wrong, "ui-search-online-wrong");
  g_assert_cmpint (bad->verdict, ==, QD_CHECK_WRONG);
  g_assert_cmpuint (bad->line, ==, 3);
  g_assert_nonnull (strstr (bad->explanation, "min over the actions"));
  g_assert_cmpint (bad->step, ==, 1);
  g_assert_cmpuint (qd_search_online_n_moves (qd_search_page_online_get_agent (page)), ==, 1);
  /* Report… and the GIF in the mode: the CLI's report of the same command;
   * the trial's moves + 1 frames. */
  {
    const QdSearchMaze *maze = qd_search_online_maze (qd_search_page_online_get_agent (page));
    g_autoptr(QdSearchOnline) walker = qd_search_online_new (maze, QD_SEARCH_ONLINE_LRTA, 0);
    g_autoptr(QdReport) report = check_page_report (QD_PAGE (page), "ui-search-online");
    g_autoptr(QdAnimation) animation = NULL;

    qd_search_online_run_trial (walker, NULL);
    animation = check_page_animation (QD_PAGE (page), (guint) qd_search_online_n_moves (walker), "ui-search-online");
    g_assert_nonnull (report);
  }
  adw_combo_row_set_selected (row, 0);
  resize_window (1200, 760);
}

static gboolean
is_practice_switch (GtkWidget *widget, gconstpointer data)
{
  GtkWidget *row = gtk_widget_get_ancestor (widget, ADW_TYPE_ACTION_ROW);

  return GTK_IS_SWITCH (widget) && row != NULL
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), "Practice") == 0;
}

static gboolean
is_practice_bar (GtkWidget *widget, gconstpointer data)
{
  return QD_IS_PRACTICE_BAR (widget);
}

/* A click on `cell` of the page's board, at its middle. */
static void
click_cell (QdSearchPage *page, guint cell)
{
  const QdSearchDoc *doc = qd_search_page_get_doc (page);
  QdCanvas *view = QD_CANVAS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_SEARCH_PAGE, "view"));
  double x, y, w, h;

  qd_search_render_cell_rect (doc, cell, &x, &y, &w, &h);
  g_assert_cmpint (qd_search_render_hit (doc, x + w / 2, y + h / 2), ==, cell);
  g_signal_emit_by_name (view, "pressed", x + w / 2, y + h / 2, 1);
  wait_for_frame ();
}

/* Practice in the Online Agent mode, LRTA* on the small maze, worked by
 * hand: from S (1 1), h = |1 − 5| + |1 − 5| = 8; its moves right (1 2) and
 * down (2 1) are untried, each costing h(S) = 8: the tie goes to the first
 * of up, right, down, left, so right.  "2 1" typed is wrong; (1 2) clicked
 * on the board is right and the agent stands there; H(1 1) ← min (1 +
 * H(1 2) = 8, h(1 1) = 8) = 8 changes nothing, so is no decision to ask
 * about: the next question is the move from (1 2).  Screenshots of both
 * verdicts: ui-search-online-practice-{wrong,right}.png (1200 × 760). */
static void
test_practice (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  QdSearchPage *page = open_small ();
  AdwComboRow *row = ADW_COMBO_ROW (find_widget (GTK_WIDGET (page), is_agent_row, NULL));
  GtkWidget *group = gtk_widget_get_ancestor (GTK_WIDGET (row), ADW_TYPE_PREFERENCES_GROUP);
  GtkSwitch *sw = GTK_SWITCH (find_widget (group, is_practice_switch, NULL));
  QdPracticeBar *bar = QD_PRACTICE_BAR (find_widget (group, is_practice_bar, NULL));
  const char *move = "Which cell does the agent move to next? Click it or type its row and column.";
  const guint right_cell = 1 * 11 + 2;
  QdSearchOnline *agent;
  const char *feedback;

  g_assert_nonnull (sw);
  g_assert_nonnull (bar);
  adw_combo_row_set_selected (row, 2);
  g_assert_false (gtk_switch_get_active (sw));
  g_assert_null (qd_practice_bar_get_practice (bar));
  gtk_switch_set_active (sw, TRUE);
  g_assert_nonnull (qd_practice_bar_get_practice (bar));
  gtk_drop_down_set_selected (practice_frequency (bar), 1);   /* every decision */
  wait_for_frame ();
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, move);
  agent = qd_search_page_online_get_agent (page);
  g_assert_cmpuint (qd_search_online_n_moves (agent), ==, 0);
  g_assert_cmpuint (qd_search_online_cell (agent), ==, 1 * 11 + 1);

  practice_type_answer (bar, "2 1");
  feedback = qd_practice_bar_get_feedback (bar);
  g_test_message ("%s", feedback);
  g_assert_true (g_str_has_prefix (feedback, "No: "));
  g_assert_nonnull (strstr (feedback, "1 2"));
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, move);
  g_assert_cmpuint (qd_search_online_n_moves (qd_search_page_online_get_agent (page)), ==, 0);
  practice_scroll_to_bar (bar);
  screenshot ("ui-search-online-practice-wrong.png");

  click_cell (page, right_cell);
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  agent = qd_search_page_online_get_agent (page);
  g_assert_cmpuint (qd_search_online_n_moves (agent), ==, 1);
  g_assert_cmpuint (qd_search_online_cell (agent), ==, right_cell);
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, move);
  practice_scroll_to_bar (bar);
  screenshot ("ui-search-online-practice-right.png");
  {
    g_autofree char *score = qd_practice_score_text (qd_practice_bar_get_practice (bar));

    g_assert_cmpstr (score, ==, "0 right of 1");
  }

  gtk_switch_set_active (sw, FALSE);
  g_assert_null (qd_practice_bar_get_practice (bar));
  adw_combo_row_set_selected (row, 0);
  close_current_page ();
  g_settings_reset (settings, "practice-frequency");
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/search-online/lrta-and-dfs", test_lrta);
  g_test_add_func ("/ui/search-online/check", test_check);
  g_test_add_func ("/ui/search-online/practice", test_practice);
  return ui_run ();
}
