/* test-ui-plan-solve.c — the Planning tab's Solve group under Xvfb: air
 * cargo solved by A* with LM-cut at the example's optimal cost (24, as
 * test-cli-plan-solve.py knows it) with the numbers `quandary-cli plan`
 * prints for the same options, the plan put in the editor and checked,
 * the search tree with g, h and f on its nodes and the plan's path marked,
 * a node's state drawn; an edit of the task makes the result stale; the
 * other algorithms, GraphPlan and SATPlan (its horizons listed) on the blocks world, a task that does not
 * read said with its file and line; a long search of an IPC task
 * (logistics 9-0, blind) stopped by Escape within a fraction of a second;
 * the satisficing planner, its first plan and its anytime plans listed as
 * they come (blocks 6-1 ending at its optimum, proved), and stopped;
 * the controls named, F5, the tab at 600 × 500.  Screenshots
 * (ui-plan-solve-*.png in the build folder) are to be looked at. */
#include "config.h"

#include "plan-ui-common.h"
#include <stdio.h>
#include <string.h>

#include "app/pages/plan/qd-plan-page-solve.h"
#include "app/widgets/qd-search-tree-view.h"
#include "core/qd-search-tree.h"

/* The examples' order (qd-plan-problem.c). */
static gboolean
solved (gpointer page)
{
  return !qd_plan_page_is_solving (page) && !qd_page_get_busy (page);
}

static QdPlanPage *
open_plan_file (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  guint n = adw_tab_view_get_n_pages (qd_window_get_tab_view (window));
  QdPlanPage *page;

  qd_window_open_file (window, file);
  wait_until (has_page, GUINT_TO_POINTER (n + 1), 5000, "the task opened");
  page = QD_PLAN_PAGE (qd_window_get_current_page (window));
  wait_until (plan_has_task, page, 5000, "the domain found beside the problem");
  return page;
}

static void
solve (QdPlanPage *page, const char *algorithm, const char *heuristic)
{
  g_assert_true (qd_plan_page_set_solve_algorithm (page, algorithm));
  g_assert_true (qd_plan_page_set_solve_heuristic (page, heuristic));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (solved, page, 60000, "the search ended");
  wait_for_frame ();
}

/* "expanded E, generated G" or the satisficing planner's "expanded E,
 * evaluated V, generated G" from stderr's line. */
static void
read_counts (const char *counts, guint64 *expanded, guint64 *generated)
{
  guint64 evaluated;

  g_assert_nonnull (counts);
  if (sscanf (counts, "expanded %" G_GUINT64_FORMAT ", generated %" G_GUINT64_FORMAT, expanded, generated) != 2)
    g_assert_cmpint (sscanf (counts, "expanded %" G_GUINT64_FORMAT ", evaluated %" G_GUINT64_FORMAT ", generated %"
                             G_GUINT64_FORMAT, expanded, &evaluated, generated), ==, 3);
}

/* `quandary-cli plan` on the example's files with the options `extra`
 * (--algorithm A --heuristic H when NULL): "cost C\nexpanded E,
 * generated G\n" as qd_plan_page_dup_solve_summary writes it (the last
 * plan's cost, when the run prints several). */
static char *
cli_summary_with (const char *stem, const char *algorithm, const char *heuristic, const char *const *extra)
{
  g_autofree char *dir = g_build_filename (g_getenv ("QD_DATA_DIR"), "examples", "plan", NULL);
  g_autofree char *domain = g_strdup_printf ("%s/%s-domain.pddl", dir, stem);
  g_autofree char *problem = g_strdup_printf ("%s/%s-problem.pddl", dir, stem);
  const char *argv[9] = { g_getenv ("QD_CLI"), "plan", domain, problem, "--algorithm", algorithm,
                         "--heuristic", heuristic };
  const char *envp[] = { "LANGUAGE=C", "LC_ALL=C", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  const char *counts;
  guint64 expanded = 0, generated = 0;
  int status;

  for (guint i = 0; extra != NULL && i < 3; i++)
    argv[4 + i] = extra[i];
  g_assert_true (g_spawn_sync (NULL, (char **) argv, (char **) envp, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                               &status, &error));
  g_assert_no_error (error);
  lines = g_strsplit (g_strchomp (out), "\n", -1);
  counts = strstr (err, "expanded ");
  g_assert_nonnull (counts);
  read_counts (counts, &expanded, &generated);
  return g_strdup_printf ("%s\nexpanded %" G_GUINT64_FORMAT ", generated %" G_GUINT64_FORMAT "\n",
                          lines[g_strv_length (lines) - 1], expanded, generated);
}

static char *
cli_summary (const char *stem, const char *algorithm, const char *heuristic)
{
  return cli_summary_with (stem, algorithm, heuristic, NULL);
}

static guint
count_chosen (const QdSearchTree *tree)
{
  guint n = 0;

  for (guint i = 0; i < qd_search_tree_n_nodes (tree); i++)
    if (qd_search_tree_node (tree, i)->flags & QD_SEARCH_NODE_CHOSEN)
      n++;
  return n;
}

/* The tree under the picture: a node named by its action, with g, h and f;
 * the plan's path marked. */
static void
check_tree (QdPlanPage *page, guint plan_length)
{
  QdSearchTreeView *view = show_search_tree (QD_CANVAS (plan_child (page, "state_view")));
  const QdSearchTree *tree = qd_search_tree_view_get_tree (view);
  g_autoptr(GString) label = g_string_new (NULL);
  guint first;

  g_assert_nonnull (tree);
  g_assert_true (qd_search_tree_is_finished (tree));
  first = qd_search_tree_first_child (tree, 0);
  g_assert_cmpuint (first, !=, QD_SEARCH_NODE_NONE);
  qd_search_tree_label (tree, first, label);
  g_assert_true (g_str_has_prefix (label->str, "("));
  g_assert_nonnull (strstr (label->str, " g "));
  g_assert_nonnull (strstr (label->str, " h "));
  g_assert_nonnull (strstr (label->str, " f "));
  g_assert_cmpuint (count_chosen (tree), >=, plan_length);
  /* A node chosen: its state drawn; a step of the plan lets it go. */
  qd_search_tree_view_select (view, (gint) first);
  wait_for_frame ();
  screenshot ("ui-plan-solve-node.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "plan.next", NULL));
  g_assert_cmpint (qd_search_tree_view_get_selected (view), ==, -1);
  g_assert_cmpuint (qd_plan_page_get_position (page), ==, 1);
  wait_for_frame ();
}

static void
test_air_cargo (void)
{
  QdPlanPage *page = plan_open_example (AIR_CARGO);
  g_autofree char *summary = NULL;
  g_autofree char *expected = cli_summary ("air-cargo", "astar", "lmcut");
  const QdPlanTrace *trace;

  solve (page, "astar", "lmcut");
  summary = qd_plan_page_dup_solve_summary (page);
  g_assert_nonnull (summary);
  g_assert_true (g_str_has_prefix (summary, "cost 24\n"));
  /* The command line's numbers for the same options. */
  g_assert_cmpstr (summary, ==, expected);
  g_assert_true (g_str_has_prefix (qd_plan_page_get_solve_status (page), "Plan found: "));
  trace = qd_plan_page_get_trace (page);
  g_assert_cmpint (trace->check.status, ==, QD_PLAN_CHECK_VALID);
  check_tree (page, trace->steps->len);
  screenshot ("ui-plan-solve-air-cargo.png");
  adw_flap_set_reveal_flap (qd_page_get_flap (QD_PAGE (page)), TRUE);
  wait_for_frame ();
  screenshot ("ui-plan-solve-air-cargo-sidebar.png");
  /* An edit of the task: the result is stale. */
  {
    GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (plan_child (page, "file_view")));
    GtkTextIter end;

    gtk_text_buffer_get_end_iter (buffer, &end);
    gtk_text_buffer_insert (buffer, &end, "\n; edited\n", -1);
  }
  wait_until ((Condition) qd_page_get_modified, page, 5000, "the edit taken");
  g_assert_null (qd_plan_page_dup_solve_summary (page));
  g_assert_true (g_str_has_prefix (qd_plan_page_get_solve_status (page), "The task changed"));
  g_assert_true (qd_page_undo (QD_PAGE (page)));
  qd_page_set_modified (QD_PAGE (page), FALSE);
  close_current_page ();
}

/* The other algorithms on the blocks world: each as the command line. */
static void
test_algorithms (void)
{
  static const char *const runs[][2] = {
    { "bfs", "blind" }, { "ucs", "blind" }, { "greedy", "hff" }, { "wastar", "hadd" }, { "idastar", "hmax" },
    { "ehc", "hff" }, { "astar", "goalcount" },
  };
  QdPlanPage *page = plan_open_example (BLOCKS);
  g_autofree char *summary = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (runs); i++)
    {
      g_autofree char *expected = cli_summary ("blocks", i == 3 ? "wastar:2" : runs[i][0], runs[i][1]);
      g_autofree char *got = NULL;

      solve (page, runs[i][0], runs[i][1]);
      got = qd_plan_page_dup_solve_summary (page);
      g_assert_cmpstr (got, ==, expected);
    }
  solve (page, "graphplan", "lmcut");
  summary = qd_plan_page_dup_solve_summary (page);
  g_assert_true (g_str_has_prefix (summary, "cost 3\n"));
  g_assert_cmpint (qd_plan_page_get_trace (page)->check.status, ==, QD_PLAN_CHECK_VALID);
  /* The heuristic is not asked of GraphPlan. */
  g_assert_false (qd_plan_page_solve_asks_heuristic (page));
  /* SATPlan: the fewest actions (3, docs/logic-peers.md §7.3), checked, its
   * horizons a line each under the result, the first three unsatisfiable. */
  solve (page, "satplan", "lmcut");
  g_clear_pointer (&summary, g_free);
  summary = qd_plan_page_dup_solve_summary (page);
  g_assert_true (g_str_has_prefix (summary, "cost 3\n"));
  g_assert_cmpint (qd_plan_page_get_trace (page)->check.status, ==, QD_PLAN_CHECK_VALID);
  g_assert_false (qd_plan_page_solve_asks_heuristic (page));
  {
    const char *status = qd_plan_page_get_solve_status (page);

    g_assert_true (g_str_has_prefix (status, "Plan found: 3 actions, cost 3 (4 horizons; "));
    g_assert_nonnull (strstr (status, "\nHorizon 0: "));
    g_assert_nonnull (strstr (status, "clauses, unsatisfiable, "));
    g_assert_nonnull (strstr (status, "\nHorizon 3: "));
    g_assert_nonnull (strstr (status, "clauses, satisfiable, "));
    g_assert_null (strstr (status, "Horizon 4"));
  }
  screenshot ("ui-plan-solve-satplan.png");
  g_assert_true (qd_plan_page_set_solve_algorithm (page, "astar"));
  g_assert_true (qd_plan_page_solve_asks_heuristic (page));
  /* A task that does not read: Solve says its error with its file and line. */
  {
    GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (plan_child (page, "companion_view")));
    GtkTextIter start, stop;
    g_autofree char *text = NULL;
    g_auto(GStrv) parts = NULL;
    g_autofree char *wrong = NULL;

    gtk_text_buffer_get_bounds (buffer, &start, &stop);
    text = gtk_text_buffer_get_text (buffer, &start, &stop, FALSE);
    parts = g_strsplit (text, "(clear ?y)", 2);
    wrong = g_strjoinv ("(clr ?y)", parts);
    gtk_text_buffer_set_text (buffer, wrong, -1);
    wait_until (plan_has_no_task, page, 5000, "the wrong domain read");
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
    g_assert_false (qd_page_get_busy (QD_PAGE (page)));
    g_assert_true (g_str_has_prefix (qd_plan_page_get_solve_status (page), "blocks-domain.pddl:12:"));
    g_assert_true (qd_page_undo (QD_PAGE (page)));
    g_assert_nonnull (qd_plan_page_get_task (page));
    qd_page_set_modified (QD_PAGE (page), FALSE);
  }
  close_current_page ();
}

static gboolean
is_named (GtkWidget *widget, gconstpointer name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

/* The satisficing planner on the blocks world: no heuristic asked, the
 * anytime switch shown; its first plan alone with the same numbers as
 * `plan --satisficing`; then anytime on the IPC's blocks 6-1 (optimal 10,
 * tests/plan/ipc/optimal-costs.tsv, Fast Downward's): the plans listed as
 * they come, the last the cheapest, the same numbers as `plan
 * --satisficing --anytime`, ending proved optimal at 10; a row chosen puts
 * its plan in the editor, checked at its cost. */
static void
test_satisficing (void)
{
  static const char *const first[] = { "--satisficing", NULL, NULL };
  QdPlanPage *page = plan_open_example (BLOCKS);
  g_autofree char *expected = cli_summary_with ("blocks", NULL, NULL, first);
  g_autofree char *got = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "ipc", "blocks", "probBLOCKS-6-1.pddl", NULL);

  g_assert_true (qd_plan_page_set_solve_algorithm (page, "satisficing"));
  g_assert_false (qd_plan_page_solve_asks_heuristic (page));
  g_assert_true (qd_plan_page_solve_asks_anytime (page));
  qd_plan_page_set_solve_anytime (page, FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (solved, page, 60000, "the search ended");
  got = qd_plan_page_dup_solve_summary (page);
  g_assert_cmpstr (got, ==, expected);
  g_assert_cmpint (qd_plan_page_get_trace (page)->check.status, ==, QD_PLAN_CHECK_VALID);
  g_assert_cmpuint (qd_plan_page_get_solve_plans_found (page), ==, 1);
  g_assert_true (g_str_has_prefix (qd_plan_page_get_solve_status (page), "Plan found: "));
  g_assert_true (qd_plan_page_set_solve_algorithm (page, "astar"));
  g_assert_false (qd_plan_page_solve_asks_anytime (page));
  close_current_page ();

  page = open_plan_file (path);
  g_assert_true (qd_plan_page_set_solve_algorithm (page, "satisficing"));
  qd_plan_page_set_solve_anytime (page, TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (solved, page, 60000, "the anytime search ended");
  wait_for_frame ();
  screenshot ("ui-plan-solve-satisficing.png");
  g_clear_pointer (&got, g_free);
  got = qd_plan_page_dup_solve_summary (page);
  {
    g_autofree char *dir = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "ipc", "blocks", NULL);
    const char *argv[] = { g_getenv ("QD_CLI"), "plan", "domain.pddl", "probBLOCKS-6-1.pddl", "--satisficing",
                           "--anytime", NULL };
    const char *envp[] = { "LANGUAGE=C", "LC_ALL=C", NULL };
    g_autofree char *out = NULL, *err = NULL, *want = NULL;
    const char *last_cost, *counts;
    guint64 expanded = 0, generated = 0, cost = 0;
    int status;

    g_assert_true (g_spawn_sync (dir, (char **) argv, (char **) envp, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                                 &status, NULL));
    last_cost = g_strrstr (out, "cost ");
    counts = strstr (err, "expanded ");
    g_assert_nonnull (last_cost);
    g_assert_cmpint (sscanf (last_cost, "cost %" G_GUINT64_FORMAT, &cost), ==, 1);
    read_counts (counts, &expanded, &generated);
    g_assert_cmpuint (cost, ==, 10);
    want = g_strdup_printf ("cost 10\nexpanded %" G_GUINT64_FORMAT ", generated %" G_GUINT64_FORMAT "\n", expanded,
                            generated);
    g_assert_cmpstr (got, ==, want);
  }
  g_assert_nonnull (strstr (qd_plan_page_get_solve_status (page), "proved optimal"));
  g_assert_cmpint (qd_plan_page_get_trace (page)->check.status, ==, QD_PLAN_CHECK_VALID);
  g_assert_cmpuint (qd_plan_page_get_trace (page)->check.cost, ==, 10);
  if (qd_plan_page_get_solve_plans_found (page) > 1)
    {
      /* The first row: the greedy search's plan, dearer, into the editor. */
      GtkWidget *list = find_widget (qd_plan_page_get_solve_group (page), is_named, "found_list");
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0);

      g_assert_nonnull (row);
      g_test_message ("plans %u, row 0: %s", qd_plan_page_get_solve_plans_found (page),
                      gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (row))));
      g_signal_emit_by_name (list, "row-activated", row);
      wait_for_frame ();
      g_assert_cmpint (qd_plan_page_get_trace (page)->check.status, ==, QD_PLAN_CHECK_VALID);
      g_assert_cmpuint (qd_plan_page_get_trace (page)->check.cost, >, 10);
    }
  close_current_page ();
}

static gboolean
satisficing_under_way (gpointer page)
{
  return g_str_has_prefix (qd_plan_page_get_solve_status (page), "Searching… ")
         && strstr (qd_plan_page_get_solve_status (page), "no plan yet") != NULL;
}

/* The satisficing planner on a large unsolvable task (data/switches-*:
 * 22 switches, x and y never together) stopped by Stop while it searches:
 * said stopped, no plan listed. */
static void
test_satisficing_stop (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "data", "switches-problem.pddl", NULL);
  QdPlanPage *page = open_plan_file (path);
  gint64 start;

  g_assert_true (qd_plan_page_set_solve_algorithm (page, "satisficing"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (satisficing_under_way, page, 20000, "the satisficing search under way");
  spin (300);
  start = g_get_monotonic_time ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.stop", NULL));
  wait_until (solved, page, 5000, "the search stopped");
  g_assert_cmpint (g_get_monotonic_time () - start, <, 1500000);
  g_assert_true (g_str_has_prefix (qd_plan_page_get_solve_status (page), "Stopped"));
  g_assert_cmpuint (qd_plan_page_get_solve_plans_found (page), ==, 0);
  close_current_page ();
}

static gboolean
searching (gpointer page)
{
  return g_str_has_prefix (qd_plan_page_get_solve_status (page), "Searching… ")
         && strstr (qd_plan_page_get_solve_status (page), " 0 expanded") == NULL;
}

/* A long search (blind A* on logistics-9-0) stopped: its end comes within
 * a fraction of a second, said as stopped, with its counts. */
static void
test_stop (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "ipc", "logistics00",
                                            "probLOGISTICS-9-0.pddl", NULL);
  QdPlanPage *page = open_plan_file (path);
  g_autofree char *summary = NULL;
  gint64 start;

  g_assert_true (qd_plan_page_set_solve_algorithm (page, "astar"));
  g_assert_true (qd_plan_page_set_solve_heuristic (page, "blind"));
  qd_plan_page_set_solve_nodes (page, 100000000);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (searching, page, 20000, "the search under way");
  spin (300);
  screenshot ("ui-plan-solve-searching.png");
  start = g_get_monotonic_time ();
  /* Escape, as Stop's tooltip says. */
  g_assert_true (press_key_at_focus (GDK_KEY_Escape, 0));
  wait_until (solved, page, 5000, "the search stopped");
  g_test_message ("stopped in %.3f s", (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 1500000);
  summary = qd_plan_page_dup_solve_summary (page);
  g_assert_nonnull (summary);
  g_assert_true (g_str_has_prefix (summary, "stopped\n"));
  g_assert_true (g_str_has_prefix (qd_plan_page_get_solve_status (page), "Stopped"));
  /* Its tree keeps TREE_BUDGET nodes and counts the others. */
  {
    QdSearchTreeView *view = show_search_tree (QD_CANVAS (plan_child (page, "state_view")));
    const QdSearchTree *tree = qd_search_tree_view_get_tree (view);

    g_assert_nonnull (tree);
    g_assert_cmpuint (qd_search_tree_n_nodes (tree), <=, 50000);
    g_assert_cmpuint (qd_search_tree_n_dropped (tree), >, 0);
  }
  wait_for_frame ();
  screenshot ("ui-plan-solve-stopped.png");
  close_current_page ();
}

/* The group's controls in order under `w`: drop-downs and spin buttons. */
static void
collect_controls (GtkWidget *w, GPtrArray *out)
{
  if (ADW_IS_COMBO_ROW (w) || GTK_IS_SPIN_BUTTON (w) || GTK_IS_SWITCH (w))
    {
      g_ptr_array_add (out, w);
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_controls (c, out);
}

/* Every control of the Solve group has a name for a screen reader. */
static void
check_names (QdPlanPage *page)
{
  static const char *const names[] = { "Algorithm", "Heuristic", "Weight w", "Node Limit", "Improve the plan (anytime)" };
  g_autoptr(GPtrArray) controls = g_ptr_array_new ();

  collect_controls (qd_plan_page_get_solve_group (page), controls);
  g_assert_cmpuint (controls->len, ==, G_N_ELEMENTS (names));
  for (guint i = 0; i < controls->len; i++)
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (controls->pdata[i]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                         names[i]);
  g_assert_nonnull (find_action_button (qd_plan_page_get_solve_group (page), "run.solve"));
  g_assert_nonnull (find_action_button (qd_plan_page_get_solve_group (page), "run.stop"));
}

/* The tab with the Solve group fits 600 × 500. */
static void
test_size (void)
{
  g_autoptr(GString) report = g_string_new (NULL);
  QdPlanPage *page = plan_open_example (BLOCKS);
  AdwFlap *flap = qd_page_get_flap (QD_PAGE (page));

  check_names (page);
  /* F5 solves, wherever the focus is in the tab. */
  g_assert_true (qd_plan_page_set_solve_algorithm (page, "idastar"));
  g_assert_true (press_key_at_focus (GDK_KEY_F5, 0));
  wait_until (solved, page, 60000, "the search ended");
  g_assert_true (g_str_has_prefix (qd_plan_page_get_solve_status (page), "Plan found: 3 actions, cost 3 "));
  resize_window (600, 500);
  spin (300);
  wait_for_frame ();
  if (!check_page_fits (QD_PAGE (page), 600, 500, "the Planning tab", report))
    g_error ("%s", report->str);
  adw_flap_set_reveal_flap (flap, TRUE);
  wait_for_frame ();
  screenshot ("ui-plan-solve-600x500-controls.png");
  adw_flap_set_reveal_flap (flap, FALSE);
  resize_window (1100, 760);
  spin (300);
  close_current_page ();
}

void
plan_ui_add_solve_tests (void)
{
  g_test_add_func ("/ui/plan-solve/air-cargo", test_air_cargo);
  g_test_add_func ("/ui/plan-solve/algorithms", test_algorithms);
  g_test_add_func ("/ui/plan-solve/satisficing", test_satisficing);
  g_test_add_func ("/ui/plan-solve/satisficing-stop", test_satisficing_stop);
  g_test_add_func ("/ui/plan-solve/stop", test_stop);
  g_test_add_func ("/ui/plan-solve/size", test_size);
}
