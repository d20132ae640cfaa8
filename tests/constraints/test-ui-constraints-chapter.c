/* test-ui-constraints-chapter.c — the Constraints tab under Xvfb with the
 * chapter's additions (issue 63): an optimisation's Objective row as
 * branch and bound improves and proves its best, the improving solutions
 * starred in the search tree; conflict-directed backjumping's dead ends
 * told above the board; min-conflicts' walk and tabu controls; a
 * constraint of ten variables drawn as one box with its edges folded, in
 * a 600 x 500 window; the tree-structured solver (AIMA figure 6.11) and
 * cutset conditioning on Australia: the cycle WA – NT – SA – WA named and
 * drawn, the cutset SA, the order, revisions and assignments replayed.
 * Screenshots (ui-constraints-chapter-*.png) go to the
 * build folder to be looked at. */
#include "config.h"

#include "ui-common.h"
#include "ui-page-report.h"

#include <string.h>

#include "app/pages/constraints/qd-constraints-page.h"
#include "app/pages/constraints/qd-constraints-view.h"
#include "render/constraints/qd-constraints-render.h"

static GtkWidget *
child (QdConstraintsPage *page, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_CONSTRAINTS_PAGE, name));
}

static QdCanvas *
board (QdConstraintsPage *page)
{
  return QD_CANVAS (child (page, "view"));
}

static void
choose_algorithm (QdConstraintsPage *page, guint algorithm)
{
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "algorithm_row")), algorithm);
}

static gboolean
replay_ready (gpointer data)
{
  return !qd_page_get_busy (data) && qd_constraints_page_get_replay (data) != NULL;
}

static const char *
objective (QdConstraintsPage *page)
{
  return page_label (page, QD_TYPE_CONSTRAINTS_PAGE, "objective_label");
}

/* Steps the replay until the explanation starts with `prefix`; FALSE at
 * its end. */
static gboolean
step_until (QdConstraintsPage *page, const char *prefix)
{
  const QdConstraintsReplay *replay = qd_constraints_page_get_replay (page);
  QdStepper *stepper = qd_page_get_stepper (QD_PAGE (page));

  while (!g_str_has_prefix (qd_constraints_page_get_explanation (page), prefix))
    {
      if (qd_stepper_get_step (stepper) >= qd_constraints_replay_n_steps (replay))
        return FALSE;
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step", NULL));
    }
  return TRUE;
}

/* A new control: named for a screen reader, and reachable by keyboard. */
static void
assert_control (GtkWidget *widget, const char *name)
{
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name);
  g_assert_true (gtk_widget_get_focusable (widget) || gtk_widget_get_focusable (gtk_widget_get_first_child (widget)));
  g_assert_true (gtk_widget_grab_focus (widget));
}

/* A knapsack (tests/constraints/data/knapsack.csp): MAC's branch and bound
 * finds 0, 11, 21, 22, then 25 and proves it (as `quandary-cli csp` does);
 * the replay tells each solution's objective and the row the best so far. */
static void
test_optimum (void)
{
  QdConstraintsPage *page = QD_CONSTRAINTS_PAGE (open_test_file ("data/knapsack.csp", QD_TYPE_CONSTRAINTS_PAGE));
  const QdConstraintsReplay *replay;

  g_assert_false (gtk_widget_get_visible (child (page, "objective_label")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (replay_ready, page, 5000, "branch and bound on the knapsack");
  g_assert_true (gtk_widget_get_visible (child (page, "objective_label")));
  g_assert_cmpstr (objective (page), ==, "Objective: 25 — optimal");
  replay = qd_constraints_page_get_replay (page);
  g_assert_nonnull (replay->objectives);
  g_assert_cmpuint (replay->objectives->len, ==, 5);
  g_assert_cmpint (g_array_index (replay->objectives, gint64, 4), ==, 25);
  /* The search tree: a star at each improving solution, the chosen line
   * to the last (the optimum). */
  {
    QdSearchTreeView *view = show_search_tree (board (page));
    const QdSearchTree *tree = qd_search_tree_view_get_tree (view);
    guint stars = 0, last = 0;

    wait_for_frame ();
    for (guint id = 1; id < qd_search_tree_n_nodes (tree); id++)
      if (qd_search_tree_flags (tree, id) & QD_SEARCH_NODE_IMPROVING)
        {
          stars++;
          last = id;
        }
    g_assert_cmpuint (stars, ==, 5);
    g_assert_true (qd_search_tree_flags (tree, last) & QD_SEARCH_NODE_CHOSEN);
    /* A screen reader hears the star. */
    qd_search_tree_view_select (view, last);
    wait_for_frame ();
    g_assert_nonnull (strstr (qd_canvas_get_cell_text (QD_CANVAS (view)), ", improving"));
  }
  screenshot ("ui-constraints-chapter-optimum.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  wait_for_frame ();
  screenshot ("ui-constraints-chapter-optimum-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  wait_for_frame ();
  /* The replay from its start: the row follows the solutions reached. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step-first", NULL));
  g_assert_cmpstr (objective (page), ==, "Objective: no solution yet");
  g_assert_true (step_until (page, "Solution 2"));
  g_assert_cmpstr (qd_constraints_page_get_explanation (page), ==,
                   "Solution 2: objective 11; from now on a solution must be above 11.");
  g_assert_cmpstr (objective (page), ==, "Objective: 11 (best so far)");
  screenshot ("ui-constraints-chapter-optimum-step.png");
  screenshot_of (gtk_widget_get_ancestor (child (page, "objective_label"), ADW_TYPE_PREFERENCES_GROUP),
                 "ui-constraints-chapter-optimum-solve.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step-last", NULL));
  g_assert_cmpstr (objective (page), ==, "Objective: 25 — optimal");
  /* Min-conflicts sets the objective aside: no row. */
  choose_algorithm (page, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (page_not_busy, page, 5000, "min-conflicts on the knapsack");
  g_assert_false (gtk_widget_get_visible (child (page, "objective_label")));
  close_current_page ();
}

static gboolean
improved (gpointer page)
{
  return g_str_has_suffix (objective (page), "(best so far)");
}

/* A Golomb ruler of ten marks: the row follows branch and bound while it
 * runs; stopped, it keeps the best. */
static void
test_optimum_stopped (void)
{
  QdConstraintsPage *page = QD_CONSTRAINTS_PAGE (open_test_file ("data/golomb-10.csp", QD_TYPE_CONSTRAINTS_PAGE));
  const char *text;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  g_assert_true (gtk_widget_get_visible (child (page, "objective_label")));
  wait_until (improved, page, 10000, "a first ruler");
  screenshot_of (gtk_widget_get_ancestor (child (page, "objective_label"), ADW_TYPE_PREFERENCES_GROUP),
                 "ui-constraints-chapter-optimum-running.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.stop", NULL));
  wait_until (page_not_busy, page, 5000, "the search stopped");
  text = objective (page);
  g_assert_true (g_str_has_prefix (text, "Objective: best "));
  g_assert_true (g_str_has_suffix (text, " (stopped)"));
  close_current_page ();
}

/* Four queens by backtracking with backjumping: a dead end told with its
 * conflict set; the switch named and reachable, min-conflicts' rows
 * hidden meanwhile. */
static void
test_backjump (void)
{
  QdConstraintsPage *page = QD_CONSTRAINTS_PAGE (open_example ("constraints", 1, QD_TYPE_CONSTRAINTS_PAGE));
  const char *text;

  choose_algorithm (page, 0);
  g_assert_true (gtk_widget_get_visible (child (page, "backjump_row")));
  g_assert_false (gtk_widget_get_visible (child (page, "walk_row")));
  g_assert_false (gtk_widget_get_visible (child (page, "tabu_row")));
  assert_control (child (page, "backjump_switch"), "Conflict-directed backjumping");
  gtk_switch_set_active (GTK_SWITCH (child (page, "backjump_switch")), TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (replay_ready, page, 5000, "backtracking with backjumping");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step-first", NULL));
  g_assert_true (step_until (page, "Dead end at "));
  text = qd_constraints_page_get_explanation (page);
  g_assert_nonnull (strstr (text, ": conflict set {q["));
  g_assert_nonnull (strstr (text, "}; back to q["));
  screenshot ("ui-constraints-chapter-backjump.png");
  /* Its report: the command that repeats the run backjumps too. */
  {
    g_autoptr(QdReport) report = check_page_report (QD_PAGE (page), "ui-constraints-chapter-backjump");
    g_autofree char *text = qd_report_to_markdown (report);

    g_assert_nonnull (strstr (text, "--backjump"));
  }
  screenshot_of (gtk_widget_get_ancestor (child (page, "backjump_row"), ADW_TYPE_PREFERENCES_GROUP),
                 "ui-constraints-chapter-backjump-solve.png");
  close_current_page ();
}

/* Min-conflicts: the walk and the tabu tenure, the CLI's defaults, named
 * and reachable; 0 and 0 (AIMA's figure 6.9) still run. */
static void
test_min_conflicts_controls (void)
{
  QdConstraintsPage *page = QD_CONSTRAINTS_PAGE (open_example ("constraints", 1, QD_TYPE_CONSTRAINTS_PAGE));
  GtkSpinButton *walk, *tabu;

  choose_algorithm (page, 3);
  g_assert_false (gtk_widget_get_visible (child (page, "backjump_row")));
  g_assert_true (gtk_widget_get_visible (child (page, "walk_row")));
  g_assert_true (gtk_widget_get_visible (child (page, "tabu_row")));
  walk = GTK_SPIN_BUTTON (child (page, "walk_spin"));
  tabu = GTK_SPIN_BUTTON (child (page, "tabu_spin"));
  g_assert_cmpfloat_with_epsilon (gtk_spin_button_get_value (walk), 0.05, 1e-9);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (tabu), ==, 10);
  assert_control (GTK_WIDGET (walk), "Random walk probability");
  assert_control (GTK_WIDGET (tabu), "Tabu tenure");
  /* In 600 x 500 the sidebar opens over the board, its new rows reachable. */
  resize_window (600, 500);
  adw_flap_set_reveal_flap (qd_page_get_flap (QD_PAGE (page)), TRUE);
  wait_for_frame ();
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (walk)));
  wait_for_frame ();
  wait_for_frame ();
  screenshot ("ui-constraints-chapter-narrow-controls.png");
  adw_flap_set_reveal_flap (qd_page_get_flap (QD_PAGE (page)), FALSE);
  resize_window (1200, 760);
  gtk_spin_button_set_value (walk, 0);
  gtk_spin_button_set_value (tabu, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (page_not_busy, page, 10000, "min-conflicts without walk or tabu");
  {
    g_autoptr(QdReport) report = check_page_report (QD_PAGE (page), "ui-constraints-chapter-min-conflicts");
    g_autofree char *text = qd_report_to_markdown (report);

    g_assert_nonnull (strstr (text, "--walk 0 --tabu 0"));
  }
  screenshot_of (gtk_widget_get_ancestor (child (page, "walk_row"), ADW_TYPE_PREFERENCES_GROUP),
                 "ui-constraints-chapter-min-conflicts.png");
  close_current_page ();
}

/* Ten queens with alldifferent(q): one box, short label, edges folded;
 * the tab in 600 x 500. */
static void
test_nary (void)
{
  QdConstraintsPage *page =
    QD_CONSTRAINTS_PAGE (open_test_file ("data/queens-alldifferent.csp", QD_TYPE_CONSTRAINTS_PAGE));
  QdConstraintsDoc *doc = qd_constraints_page_get_doc (page);
  QdConstraintsLayout *layout = qd_constraints_layout_new (doc->model, NULL);
  guint folded = 0;
  g_autoptr(GString) report = g_string_new (NULL);

  for (guint c = 0; c < layout->n_constraints; c++)
    if (layout->folded[c])
      {
        folded++;
        g_assert_true (g_str_has_suffix (layout->labels[c], "(q[])"));
      }
  g_assert_cmpuint (folded, ==, 1);
  qd_constraints_layout_free (layout);
  screenshot ("ui-constraints-chapter-nary.png");
  choose_algorithm (page, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step", NULL));
  wait_until (replay_ready, page, 5000, "forward checking on ten queens");
  /* The removals the pairwise != of alldifferent(q) make are its own. */
  g_assert_true (g_str_has_prefix (qd_constraints_page_get_explanation (page),
                                   "Assigned q[1] = 1; forward checking removed {1, 2} from q[2], "));
  g_assert_nonnull (strstr (qd_constraints_page_get_explanation (page), " (alldifferent(q[]), abs(q[1] - q[2]) != 1"));
  g_assert_true (check_page_fits (QD_PAGE (page), 600, 500, "ui-constraints-chapter-narrow.png", report));
  resize_window (600, 500);
  screenshot ("ui-constraints-chapter-narrow.png");
  resize_window (1200, 760);
  close_current_page ();
}

#define ALGO_TREE 4

static gboolean
tree_ready (gpointer page)
{
  return !qd_page_get_busy (page) && qd_constraints_page_get_tree_outcome (page) != NULL;
}

static guint
var_index (QdConstraintsPage *page, const char *name)
{
  const QdCspModel *model = qd_constraints_page_get_doc (page)->model;

  for (guint v = 0; v < qd_csp_model_n_vars (model); v++)
    if (strcmp (qd_csp_model_var (model, v)->name, name) == 0)
      return v;
  g_assert_not_reached ();
}

/* What a screen reader hears of variable `name` on the board. */
static const char *
variable_text (QdConstraintsPage *page, const char *name)
{
  qd_constraints_view_select (QD_CONSTRAINTS_VIEW (board (page)), QD_CONSTRAINTS_ITEM_VARIABLE,
                              var_index (page, name));
  wait_for_frame ();
  return qd_canvas_get_cell_text (board (page));
}

static const char *
result (QdConstraintsPage *page)
{
  return page_label (page, QD_TYPE_CONSTRAINTS_PAGE, "result_label");
}

static void
solve_tree (QdConstraintsPage *page, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), action, NULL));
  wait_until (tree_ready, page, 5000, "the tree-structured solver");
  wait_for_frame ();
}

/* Australia (AIMA figure 6.1) is not a tree: refused, the cycle named
 * above the board (the outcome in the sidebar points there) and drawn in
 * the error colour.  With the
 * cutset: SA (figure 6.12), outlined, and the map coloured. */
static void
test_tree_cycle_cutset (void)
{
  QdConstraintsPage *page = QD_CONSTRAINTS_PAGE (open_test_file ("../../data/examples/constraints/australia.csp",
                                                                 QD_TYPE_CONSTRAINTS_PAGE));
  const QdConstraintsTreeOutcome *out;
  guint cycle_constraints = 0;

  choose_algorithm (page, ALGO_TREE);
  g_assert_false (gtk_widget_get_visible (child (page, "backjump_row")));
  g_assert_true (gtk_widget_get_visible (child (page, "cutset_row")));
  assert_control (child (page, "cutset_switch"), "Cycle cutset conditioning");
  solve_tree (page, "run.solve");
  out = qd_constraints_page_get_tree_outcome (page);
  g_assert_null (out->run);
  /* Said once: above the board; the sidebar's outcome points there. */
  g_assert_true (g_str_has_prefix (qd_constraints_page_get_explanation (page),
                                   "Not a tree: the constraint graph has a cycle, WA – NT – SA – WA."));
  g_assert_cmpstr (result (page), ==, "Refused: why is said above the board.");
  g_assert_null (qd_constraints_page_get_solution (page));
  g_assert_true (out->cycle_vars[var_index (page, "SA")]);
  g_assert_false (out->cycle_vars[var_index (page, "Q")]);
  for (guint c = 0; c < qd_csp_n_constraints (qd_constraints_page_get_doc (page)->model->csp); c++)
    cycle_constraints += out->cycle_constraints[c];
  g_assert_cmpuint (cycle_constraints, ==, 3);
  g_assert_nonnull (strstr (variable_text (page, "NT"), ", on the cycle"));
  g_assert_null (strstr (variable_text (page, "Q"), ", on the cycle"));
  screenshot ("ui-constraints-chapter-tree-cycle.png");

  gtk_switch_set_active (GTK_SWITCH (child (page, "cutset_switch")), TRUE);
  solve_tree (page, "run.solve");
  out = qd_constraints_page_get_tree_outcome (page);
  g_assert_nonnull (out->run);
  g_assert_true (g_str_has_prefix (result (page), "Cycle cutset: SA (smallest). Solved: "));
  g_assert_nonnull (qd_constraints_page_get_solution (page));
  g_assert_true (out->cutset_vars[var_index (page, "SA")]);
  g_assert_nonnull (strstr (variable_text (page, "SA"), ", in the cycle cutset"));
  screenshot ("ui-constraints-chapter-tree-cutset.png");
  screenshot_of (gtk_widget_get_ancestor (child (page, "cutset_row"), ADW_TYPE_PREFERENCES_GROUP),
                 "ui-constraints-chapter-tree-solve.png");
  /* The replay: the cutset's assignment and what it removes. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step-first", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step", NULL));
  g_assert_cmpstr (qd_constraints_page_get_explanation (page), ==,
                   "Assigned the cycle cutset: SA = red; removed what conflicts with it: red from WA, red from NT, "
                   "red from Q, red from NSW, red from V.");
  g_assert_nonnull (strstr (variable_text (page, "WA"), ", removed by this step: red"));
  /* The board tells the step to a screen reader as well. */
  g_assert_nonnull (strstr (qd_canvas_get_position_text (board (page)), "Assigned the cycle cutset: SA = red"));
  wait_for_frame ();
  screenshot ("ui-constraints-chapter-tree-cutset-step.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  wait_for_frame ();
  screenshot ("ui-constraints-chapter-tree-cutset-step-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  wait_for_frame ();
  close_current_page ();
}

/* Australia less SA (figure 6.12 (b)) is a forest: the order, the
 * revisions from the leaves, the assignments, told step by step; in
 * 600 x 500 too. */
static void
test_tree_steps (void)
{
  QdConstraintsPage *page = QD_CONSTRAINTS_PAGE (open_test_file ("../../data/examples/constraints/australia-tree.csp",
                                                                 QD_TYPE_CONSTRAINTS_PAGE));
  QdStepper *stepper = qd_page_get_stepper (QD_PAGE (page));
  g_autoptr(GString) told = g_string_new (NULL);
  g_autoptr(GString) report = g_string_new (NULL);
  guint n;

  choose_algorithm (page, ALGO_TREE);
  solve_tree (page, "run.step");
  n = qd_constraints_tree_run_n_steps (qd_constraints_page_get_tree_outcome (page)->run);
  g_assert_cmpuint (qd_stepper_get_step (stepper), ==, 1);
  g_assert_cmpstr (qd_constraints_page_get_explanation (page), ==,
                   "Topological order, each variable after its parent: 1 WA, 2 NT, 3 Q, 4 NSW, 5 V, 6 T.");
  g_assert_nonnull (strstr (variable_text (page, "NT"), ", number 2 in the order"));
  screenshot ("ui-constraints-chapter-tree-order.png");
  while (qd_stepper_get_step (stepper) < n)
    {
      const char *text;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step", NULL));
      text = qd_constraints_page_get_explanation (page);
      g_string_append_printf (told, "%s\n", text);
      if (g_str_has_prefix (text, "Assigned NT = "))
        {
          wait_for_frame ();
          screenshot ("ui-constraints-chapter-tree-assign.png");
        }
    }
  g_assert_nonnull (strstr (told->str, "Made NSW → V consistent: nothing to remove.\n"));
  g_assert_nonnull (strstr (told->str, "Assigned WA = red.\n"));
  g_assert_true (g_str_has_suffix (told->str, "Solution: every variable has a value, without a backtrack.\n"));
  g_assert_true (g_str_has_prefix (result (page), "Solved: 6 assignments, 0 backtracks."));
  /* The tab in 600 x 500: the sidebar over the board, the new row reachable. */
  g_assert_true (check_page_fits (QD_PAGE (page), 600, 500, "ui-constraints-chapter-tree-narrow.png", report));
  resize_window (600, 500);
  wait_for_frame ();
  screenshot ("ui-constraints-chapter-tree-narrow.png");
  adw_flap_set_reveal_flap (qd_page_get_flap (QD_PAGE (page)), TRUE);
  wait_for_frame ();
  g_assert_true (gtk_widget_grab_focus (child (page, "cutset_switch")));
  for (guint i = 0; i < 6; i++)
    wait_for_frame ();
  screenshot ("ui-constraints-chapter-tree-narrow-controls.png");
  adw_flap_set_reveal_flap (qd_page_get_flap (QD_PAGE (page)), FALSE);
  resize_window (1200, 760);
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/constraints-chapter/optimum", test_optimum);
  g_test_add_func ("/ui/constraints-chapter/optimum-stopped", test_optimum_stopped);
  g_test_add_func ("/ui/constraints-chapter/backjump", test_backjump);
  g_test_add_func ("/ui/constraints-chapter/min-conflicts-controls", test_min_conflicts_controls);
  g_test_add_func ("/ui/constraints-chapter/nary", test_nary);
  g_test_add_func ("/ui/constraints-chapter/tree-cycle-cutset", test_tree_cycle_cutset);
  g_test_add_func ("/ui/constraints-chapter/tree-steps", test_tree_steps);
  return ui_run ();
}
