/* test-ui-gametree.c — the game-tree tab under Xvfb: open the example tree,
 * solve, step, edit, export, the deeper tree in dark style, closing a tab
 * while its search runs.  Screenshots of each state are saved into the
 * build folder (ui-gametree-*.png) to be looked at. */

#include "config.h"

#include "ui-common.h"
#include "ui-page-report.h"
#include "ui-page-check.h"
#include <glib/gstdio.h>
#include <string.h>

#include "app/qd-application.h"
#include "app/qd-window.h"
#include "app/widgets/qd-stepper.h"
#include "app/widgets/qd-run-controls.h"
#include "app/widgets/qd-run-controls.h"
#include "app/pages/gametree/qd-gametree-page.h"
#include "app/widgets/qd-canvas.h"
#include "app/widgets/qd-tree-view.h"


static gboolean
page_idle (gpointer data)
{
  QdGametreePage *page = data;

  return !qd_page_get_busy (QD_PAGE (page)) && qd_gametree_page_get_analysis (page) != NULL;
}

static const char *
label_text (QdGametreePage *page, const char *name)
{
  GObject *label = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_GAMETREE_PAGE, name);

  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_label (GTK_LABEL (label));
}

static QdGametreePage *
current_tree_page (void)
{
  QdPage *page = qd_window_get_current_page (window);

  g_assert_true (QD_IS_GAMETREE_PAGE (page));
  return QD_GAMETREE_PAGE (page);
}

static char *
read_golden (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "golden", name, NULL);
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  return contents;
}

static void
test_solve_example (void)
{
  QdGametreePage *page;
  const QdTreeAnalysis *analysis;

  qd_window_open_example (window, "gametree", 0);
  wait_until (has_page, GUINT_TO_POINTER (1), 5000, "the example tab");
  page = current_tree_page ();
  g_assert_cmpstr (qd_page_get_title (QD_PAGE (page)), ==, "AIMA Figure 5.2 (three by three)");
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  screenshot ("ui-gametree-open.png");

  qd_gametree_page_set_algorithm (page, QD_GAME_SEARCH_ALPHABETA);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (page_idle, page, 5000, "the search");

  analysis = qd_gametree_page_get_analysis (page);
  g_assert_cmpfloat (analysis->result.value, ==, 3);
  g_assert_true (qd_tree_analysis_is_pruned (analysis, 7));
  g_assert_true (qd_tree_analysis_is_pruned (analysis, 8));
  /* What the sidebar shows. */
  g_assert_cmpstr (label_text (page, "value_label"), ==, "3");
  g_assert_cmpstr (label_text (page, "leaves_label"), ==, "7");
  g_assert_cmpstr (label_text (page, "nodes_label"), ==, "11");
  g_assert_cmpstr (label_text (page, "pruned_label"), ==, "2");
  g_assert_cmpstr (label_text (page, "best_label"), ==, "B (move 1 of 3)");
  g_assert_nonnull (strstr (status_text (page, QD_TYPE_GAMETREE_PAGE), "Done in"));
  screenshot ("ui-gametree-alphabeta.png");

  /* Minimax: no pruning, nine leaves. */
  qd_gametree_page_set_algorithm (page, QD_GAME_SEARCH_MINIMAX);
  wait_until (page_idle, page, 5000, "the minimax search");
  g_assert_cmpstr (label_text (page, "leaves_label"), ==, "9");
  g_assert_cmpstr (label_text (page, "pruned_label"), ==, "0");
  screenshot ("ui-gametree-minimax.png");
  qd_gametree_page_set_algorithm (page, QD_GAME_SEARCH_ALPHABETA);
  wait_until (page_idle, page, 5000, "the alpha-beta search again");
}

static gboolean
status_done (gpointer page)
{
  return !qd_page_get_busy (page) && strstr (status_text (page, QD_TYPE_GAMETREE_PAGE), "Done in") != NULL;
}

/* The tree read and its nodes selected from the keyboard after alpha-beta
 * (the example is still open from test_solve_example): Down from the root
 * goes to C below it, Down again to C's pruned middle leaf, Left to C's
 * first leaf, Return selects it as a click does. */
static void
test_keyboard_reading (void)
{
  QdGametreePage *page = current_tree_page ();
  QdCanvas *tree = QD_CANVAS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_GAMETREE_PAGE, "tree_view"));
  g_autofree char *error = NULL;

  gtk_widget_grab_focus (GTK_WIDGET (tree));
  wait_for_frame ();
  g_assert_cmpint (qd_canvas_get_cursor (tree), ==, 0);
  g_assert_cmpstr (qd_canvas_get_cell_text (tree), ==, "A, a MAX node: value 3, α 3, β +∞");
  g_assert_true (g_str_has_prefix (qd_canvas_get_position_text (tree), "Game tree, 13 nodes, 9 leaves. Done in"));
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (tree), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                              "A, a MAX node: value 3, α 3, β +∞");
  g_assert_null (error);
  g_assert_true (press_key (GTK_WIDGET (tree), GDK_KEY_Down));
  g_assert_cmpstr (qd_canvas_get_cell_text (tree), ==, "C, a MIN node under A: value 2, α 3, β +∞");
  g_assert_true (press_key (GTK_WIDGET (tree), GDK_KEY_Down));
  g_assert_cmpstr (qd_canvas_get_cell_text (tree), ==, "a leaf worth 4 under C: pruned");
  g_assert_true (press_key (GTK_WIDGET (tree), GDK_KEY_Left));
  g_assert_cmpstr (qd_canvas_get_cell_text (tree), ==, "a leaf worth 2 under C");
  g_assert_true (press_key (GTK_WIDGET (tree), GDK_KEY_Return));
  g_assert_cmpint (qd_tree_view_get_selected (QD_TREE_VIEW (tree)), ==, qd_canvas_get_cursor (tree));
  screenshot ("ui-gametree-keyboard.png");

  /* The board's menu (Shift+F10) on C's first leaf: Remove Node removes it,
   * Ctrl+Z brings it back; Edit Leaf Value goes to the value's row. */
  {
    guint nodes = qd_game_tree_n_nodes (qd_gametree_page_get_tree (page));

    g_assert_true (choose_from_board_menu (tree, "gametree.remove", NULL));
    g_assert_cmpuint (qd_game_tree_n_nodes (qd_gametree_page_get_tree (page)), ==, nodes - 1);
    g_assert_true (press_key_in (GTK_WIDGET (tree), GDK_KEY_z, GDK_CONTROL_MASK));
    g_assert_cmpuint (qd_game_tree_n_nodes (qd_gametree_page_get_tree (page)), ==, nodes);
    gtk_widget_grab_focus (GTK_WIDGET (tree));
    g_assert_true (press_key (GTK_WIDGET (tree), GDK_KEY_Home));
    g_assert_true (press_key (GTK_WIDGET (tree), GDK_KEY_End));
    g_assert_true (choose_from_board_menu (tree, "gametree.edit-value", NULL));
    g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)),
                                           GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_GAMETREE_PAGE,
                                                                                      "value_row"))));
    gtk_widget_grab_focus (GTK_WIDGET (tree));
    wait_for_frame ();
  }

  /* The tab's keys work from the header bar too: with the replay at its
   * first step, F5 pressed there solves the tree again. */
  gtk_widget_activate_action (GTK_WIDGET (page), "run.step-first", NULL);
  g_assert_null (strstr (status_text (page, QD_TYPE_GAMETREE_PAGE), "Done in"));
  {
    GtkWidget *open = find_action_button (GTK_WIDGET (window), "win.open");

    g_assert_nonnull (open);
    gtk_widget_grab_focus (open);
    g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == open);
    g_assert_true (press_key (GTK_WIDGET (window), GDK_KEY_F5));
    wait_until (status_done, page, 5000, "the search from F5 in the header");
  }
}

static void
test_step (void)
{
  QdGametreePage *page = current_tree_page ();
  const char *text;

  gtk_widget_activate_action (GTK_WIDGET (page), "run.step-first", NULL);
  g_assert_cmpuint (qd_gametree_page_get_step (page), ==, 0);
  for (int i = 0; i < 6; i++)
    gtk_widget_activate_action (GTK_WIDGET (page), "run.step", NULL);
  g_assert_cmpuint (qd_gametree_page_get_step (page), ==, 6);
  text = status_text (page, QD_TYPE_GAMETREE_PAGE);
  /* Steps: enter A, enter B, leaf 3, B update, leaf 12, B update. */
  g_test_message ("step label: %s", text);
  g_assert_true (g_str_has_prefix (text, "Step 6 of"));
  g_assert_nonnull (strstr (text, "B: a child returned; v = 3, α = −∞, β = 3."));
  g_assert_cmpstr (label_text (page, "leaves_label"), ==, "2");
  screenshot ("ui-gametree-step.png");

  gtk_widget_activate_action (GTK_WIDGET (page), "run.step-back", NULL);
  g_assert_cmpuint (qd_gametree_page_get_step (page), ==, 5);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.step-last", NULL);
  g_assert_cmpstr (label_text (page, "value_label"), ==, "3");
}

static void
test_edit_undo (void)
{
  QdGametreePage *page = current_tree_page ();
  GObject *value_row = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_GAMETREE_PAGE, "value_row");
  g_autofree char *before = qd_game_tree_to_string (qd_gametree_page_get_tree (page));
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;

  /* Select the leaf r.0.0 (preorder 2) and give it the value 20. */
  qd_gametree_page_select_node (page, 2);
  gtk_editable_set_text (GTK_EDITABLE (value_row), "20");
  g_signal_emit_by_name (value_row, "apply");
  after = qd_game_tree_to_string (qd_gametree_page_get_tree (page));
  g_assert_cmpstr (after, ==, "A:[B:[20, 12, 8], C:[2, 4, 6], D:[14, 5, 2]]\n");
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));
  g_assert_null (qd_gametree_page_get_analysis (page));   /* stale values are gone */

  /* A bad value is refused and changes nothing. */
  gtk_editable_set_text (GTK_EDITABLE (value_row), "twelve");
  g_signal_emit_by_name (value_row, "apply");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (value_row), "error"));
  {
    g_autofree char *same = qd_game_tree_to_string (qd_gametree_page_get_tree (page));
    g_assert_cmpstr (same, ==, after);
  }

  /* Add a child under C (preorder 5), then undo both edits, then redo one. */
  qd_gametree_page_select_node (page, 5);
  gtk_widget_activate_action (GTK_WIDGET (page), "gametree.add-child", NULL);
  g_assert_cmpuint (qd_game_tree_n_nodes (qd_gametree_page_get_tree (page)), ==, 14);
  screenshot ("ui-gametree-edit.png");
  gtk_widget_activate_action (GTK_WIDGET (page), "gametree.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (page), "gametree.undo", NULL);
  undone = qd_game_tree_to_string (qd_gametree_page_get_tree (page));
  g_assert_cmpstr (undone, ==, before);
  /* Back to the tree as opened: nothing to save. */
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  gtk_widget_activate_action (GTK_WIDGET (page), "gametree.redo", NULL);
  {
    g_autofree char *redone = qd_game_tree_to_string (qd_gametree_page_get_tree (page));
    g_assert_cmpstr (redone, ==, after);
  }
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));
  gtk_widget_activate_action (GTK_WIDGET (page), "gametree.undo", NULL);

  /* A child under a leaf (preorder 12): the leaf's value goes down to it,
   * not lost; undo gives the leaf back its value. */
  {
    QdGameTree *tree = qd_gametree_page_get_tree (page);
    double value = qd_game_tree_get_node (tree, 12)->value;
    QdTreeNode *leaf;

    g_assert_cmpuint (qd_game_tree_get_node (tree, 12)->children->len, ==, 0);
    qd_gametree_page_select_node (page, 12);
    gtk_widget_activate_action (GTK_WIDGET (page), "gametree.add-child", NULL);
    tree = qd_gametree_page_get_tree (page);
    leaf = qd_game_tree_get_node (tree, 12);
    g_assert_cmpuint (leaf->children->len, ==, 1);
    g_assert_cmpfloat (((QdTreeNode *) leaf->children->pdata[0])->value, ==, value);
    gtk_widget_activate_action (GTK_WIDGET (page), "gametree.undo", NULL);
    tree = qd_gametree_page_get_tree (page);
    g_assert_cmpfloat (qd_game_tree_get_node (tree, 12)->value, ==, value);
    g_assert_cmpuint (qd_game_tree_get_node (tree, 12)->children->len, ==, 0);
  }

  /* The root cannot be removed; a leaf can. */
  qd_gametree_page_select_node (page, 0);
  gtk_widget_activate_action (GTK_WIDGET (page), "gametree.remove", NULL);
  g_assert_cmpuint (qd_game_tree_n_nodes (qd_gametree_page_get_tree (page)), ==, 13);
  qd_gametree_page_select_node (page, 12);
  gtk_widget_activate_action (GTK_WIDGET (page), "gametree.remove", NULL);
  g_assert_cmpuint (qd_game_tree_n_nodes (qd_gametree_page_get_tree (page)), ==, 12);
  gtk_widget_activate_action (GTK_WIDGET (page), "gametree.undo", NULL);
  g_assert_cmpuint (qd_game_tree_n_nodes (qd_gametree_page_get_tree (page)), ==, 13);
}

static void
test_export (void)
{
  QdGametreePage *page = current_tree_page ();
  g_autofree char *dir = g_dir_make_tmp ("quandary-ui-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "tree.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "tree.svg", NULL);
  g_autofree char *txt = g_build_filename (dir, "values.txt", NULL);
  g_autofree char *saved = g_build_filename (dir, "mine.tree", NULL);
  g_autoptr(GFile) png_file = g_file_new_for_path (png);
  g_autoptr(GFile) svg_file = g_file_new_for_path (svg);
  g_autoptr(GFile) txt_file = g_file_new_for_path (txt);
  g_autoptr(GFile) saved_file = g_file_new_for_path (saved);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *golden = read_golden ("aima-alphabeta.out");

  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (page_idle, page, 5000, "the search");
  g_assert_true (qd_page_export_picture (QD_PAGE (page), png_file, QD_EXPORT_PNG, &error));
  g_assert_no_error (error);
  g_assert_true (qd_page_export_picture (QD_PAGE (page), svg_file, QD_EXPORT_SVG, &error));
  g_assert_true (qd_page_export_text (QD_PAGE (page), "values", FALSE, txt_file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (txt, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, golden);

  /* Save: the file is written, the tab takes its name, no longer modified. */
  g_assert_true (qd_page_save_to (QD_PAGE (page), saved_file, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (qd_page_get_title (QD_PAGE (page)), ==, "mine.tree");
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (saved, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "A:[B:[3, 12, 8], C:[2, 4, 6], D:[14, 5, 2]]\n"));
  /* The format's writer says what the file is first, as the tab always did. */
  g_assert_true (g_str_has_prefix (contents, "# A game tree for Quandary"));

  /* Opening the same file again brings its tab forward. */
  qd_window_open_file (window, saved_file);
  spin (200);
  g_assert_cmpuint (adw_tab_view_get_n_pages (qd_window_get_tab_view (window)), ==, 1);

  g_unlink (png);
  g_unlink (svg);
  g_unlink (txt);
  g_unlink (saved);
  g_rmdir (dir);
}

static void
test_deeper_dark (void)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  guint before = adw_tab_view_get_n_pages (qd_window_get_tab_view (window));

  qd_window_open_example (window, "gametree", 1);
  wait_until (has_page, GUINT_TO_POINTER (before + 1), 5000, "the second example");
  gtk_widget_activate_action (GTK_WIDGET (qd_window_get_current_page (window)), "run.solve", NULL);
  wait_until (page_idle, current_tree_page (), 5000, "the search");
  g_assert_cmpstr (label_text (current_tree_page (), "leaves_label"), ==, "5");
  /* The unnamed root is "the root", with a capital where a sentence starts. */
  g_assert_cmpstr (status_text (current_tree_page (), QD_TYPE_GAMETREE_PAGE), ==, "Done in 33 steps. The root returns 6.");
  screenshot ("ui-gametree-deeper.png");

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  spin (100);
  screenshot ("ui-gametree-dark.png");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);

}

static gboolean
page_busy (gpointer data)
{
  return qd_page_get_busy (data);
}

/* Closing a tab while its search runs cancels the search; nothing is left
 * behind that touches the closed page. */
static void
test_close_while_solving (void)
{
  AdwTabView *view = qd_window_get_tab_view (window);
  guint before = adw_tab_view_get_n_pages (view);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  QdPage *page;

  /* Eight levels of five children: 488,281 nodes. */
  for (int level = 0; level < 8; level++)
    g_string_append_c (text, '[');
  {
    g_autoptr(GString) leaves = g_string_new ("1, 2, 3, 4, 5");
    /* Build from the bottom: each level is five copies of the level below. */
    g_autoptr(GString) node = g_string_new (NULL);
    g_string_printf (node, "[%s]", leaves->str);
    for (int level = 1; level < 8; level++)
      {
        g_autoptr(GString) next = g_string_new ("[");
        for (int i = 0; i < 5; i++)
          {
            if (i > 0)
              g_string_append (next, ", ");
            g_string_append (next, node->str);
          }
        g_string_append_c (next, ']');
        g_string_assign (node, next->str);
      }
    g_string_assign (text, node->str);
  }

  page = qd_window_new_page (window, "gametree");
  g_assert_true (qd_page_load (page, NULL, text->str, text->len, "big.tree", &error));
  g_assert_no_error (error);
  qd_gametree_page_set_algorithm (QD_GAMETREE_PAGE (page), QD_GAME_SEARCH_MINIMAX);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  g_assert_true (page_busy (page));
  screenshot ("ui-gametree-busy.png");
  adw_tab_view_close_page (view, adw_tab_view_get_page (view, GTK_WIDGET (page)));
  g_assert_cmpuint (adw_tab_view_get_n_pages (view), ==, before);
  spin (500);
}

/* Nodes without labels are named by where they are, not by paths. */
static void
test_node_titles (void)
{
  g_autoptr(GError) error = NULL;
  QdGameTree *tree = qd_game_tree_parse ("[[3, 5], B: [2]]", -1, &error);
  g_autofree char *root = NULL, *inner = NULL, *leaf = NULL, *under_b = NULL;

  g_assert_no_error (error);
  root = qd_gametree_node_title (tree->root);
  inner = qd_gametree_node_title (tree->root->children->pdata[0]);
  leaf = qd_gametree_node_title (((QdTreeNode *) tree->root->children->pdata[0])->children->pdata[1]);
  under_b = qd_gametree_node_title (((QdTreeNode *) tree->root->children->pdata[1])->children->pdata[0]);
  g_assert_cmpstr (root, ==, "the root");
  g_assert_cmpstr (inner, ==, "child 1 of the root");
  g_assert_cmpstr (leaf, ==, "leaf 5 under child 1 of the root");
  g_assert_cmpstr (under_b, ==, "leaf 2 under B");
  qd_game_tree_free (tree);
}

/* The search as a tree (Gist's view) under the textbook drawing: the
 * example with alpha-beta records 11 searched nodes and C's two pruned
 * leaves; selecting C's cut-off leaf moves the replay to its step; step 1
 * (entering A) selects the root. */
static void
test_search_tree (void)
{
  QdGametreePage *page = QD_GAMETREE_PAGE (open_example ("gametree", 0, QD_TYPE_GAMETREE_PAGE));
  QdCanvas *board = QD_CANVAS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_GAMETREE_PAGE, "tree_view"));
  QdSearchTreeView *view = show_search_tree (board);
  QdStepper *stepper = qd_run_controls_get_stepper (
    QD_RUN_CONTROLS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_GAMETREE_PAGE, "run_controls")));
  const QdSearchTree *tree;
  guint64 counts[QD_SEARCH_NODE_N_STATUSES];
  gint cutoff = -1;

  qd_gametree_page_set_algorithm (page, QD_GAME_SEARCH_ALPHABETA);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (page_idle, page, 5000, "the search");
  tree = qd_search_tree_view_get_tree (view);
  g_assert_nonnull (tree);
  qd_search_tree_count (tree, counts);
  g_assert_cmpuint (counts[QD_SEARCH_NODE_PRUNED], ==, 2);
  g_assert_cmpuint (qd_search_tree_n_nodes (tree) - counts[QD_SEARCH_NODE_PRUNED], ==,
                    qd_gametree_page_get_analysis (page)->result.nodes);
  for (guint id = 0; id < qd_search_tree_n_nodes (tree) && cutoff < 0; id++)
    if (qd_search_tree_status (tree, id) == QD_SEARCH_NODE_CUTOFF)
      cutoff = (gint) id;
  g_assert_cmpint (cutoff, >, 0);
  qd_search_tree_view_select (view, cutoff);
  g_assert_cmpuint (qd_stepper_get_step (stepper), >, 0);
  g_assert_cmpuint (qd_stepper_get_step (stepper), <, qd_stepper_get_n_steps (stepper));
  collapse_and_expand (view, qd_search_tree_node (tree, (guint) cutoff)->parent);
  qd_stepper_go_to (stepper, 1);
  g_assert_cmpint (qd_search_tree_view_get_selected (view), ==, 0);
  qd_search_tree_view_select (view, cutoff);
  wait_for_frame ();
  screenshot ("ui-gametree-search-tree.png");
  close_current_page ();
}

/* Issue 32: the example solved as a user does, its report (the same top
 * sections as the CLI's report of the command it names, which reads the
 * example's copy in the data folder) and its animation (a frame per step
 * of the replay and the start). */
static void
test_report_animation (void)
{
  QdGametreePage *page = QD_GAMETREE_PAGE (open_example ("gametree", 0, QD_TYPE_GAMETREE_PAGE));
  QdStepper *stepper = qd_run_controls_get_stepper (
    QD_RUN_CONTROLS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_GAMETREE_PAGE, "run_controls")));
  g_autoptr(QdReport) report = NULL;
  g_autoptr(QdAnimation) animation = NULL;
  g_auto(GStrv) argv = NULL;

  /* Before a run: the instance and the settings. */
  {
    g_autoptr(QdReport) before = qd_page_build_report (QD_PAGE (page));

    g_assert_nonnull (qd_report_find_part (before, QD_REPORT_SETTINGS));
    g_assert_null (qd_report_find_part (before, QD_REPORT_RESULTS));
  }
  g_assert_null (qd_page_build_animation (QD_PAGE (page)));
  g_assert_true (qd_page_has_animation (QD_PAGE (page)));
  qd_gametree_page_set_algorithm (page, QD_GAME_SEARCH_MINIMAX);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (page_idle, page, 5000, "the search");

  report = check_page_report (QD_PAGE (page), "ui-gametree");
  argv = report_command (report);
  g_assert_cmpstr (argv[1], ==, "gametree");
  g_assert_true (g_str_has_suffix (argv[2], "/examples/gametree/aima-figure-5-2.tree"));
  g_assert_cmpstr (argv[4], ==, "minimax");
  g_assert_nonnull (qd_report_find_part (report, QD_REPORT_TRACE));

  /* The replay's steps: the 29 lines of `gametree -a minimax --steps`. */
  animation = check_page_animation (QD_PAGE (page), qd_stepper_get_n_steps (stepper), "ui-gametree");
  g_assert_cmpuint (animation->n_steps, ==, 29);
  close_current_page ();
}

/* Check an Answer…: AIMA's table (the example is AIMA's tree, labelled) with
 * r.1.1 visited is wrong at line 11; C (r.1) cut off after its leaf 2 <= 3,
 * the 13th event of the search, where the replay then stands; the right
 * table is correct. */
static void
test_check_answer (void)
{
  QdGametreePage *page = QD_GAMETREE_PAGE (open_example ("gametree", 0, QD_TYPE_GAMETREE_PAGE));
  QdStepper *stepper = qd_run_controls_get_stepper (
    QD_RUN_CONTROLS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_GAMETREE_PAGE, "run_controls")));
  g_autofree char *right = read_golden ("aima-alphabeta.out");
  g_auto(GStrv) lines = g_strsplit (right, "\n", -1);
  g_autofree char *wrong = NULL;
  g_autoptr(QdCheckResult) result = NULL;
  g_autoptr(QdCheckResult) correct = NULL;

  qd_gametree_page_set_algorithm (page, QD_GAME_SEARCH_ALPHABETA);
  g_assert_cmpstr (lines[10], ==, "r.1.1 leaf - - - pruned");
  g_free (lines[10]);
  lines[10] = g_strdup ("r.1.1 leaf 4 3 inf visited");
  wrong = g_strjoinv ("\n", lines);

  result = check_answer_in_page (QD_PAGE (page), wrong, "ui-gametree");
  g_assert_cmpint (result->verdict, ==, QD_CHECK_WRONG);
  g_assert_cmpuint (result->line, ==, 11);
  g_assert_cmpstr (result->expected, ==, "r.1.1 leaf - - - pruned");
  g_assert_nonnull (strstr (result->explanation, "Alpha-beta prunes the rest of node C (r.1) here, because its value 2 "
                                                 "is at most α = 3"));
  g_assert_cmpint (result->step, ==, 13);
  g_assert_cmpstr (result->reference, ==, right);
  /* The replay: at the cut-off, the 13th of the search's 25 events. */
  g_assert_nonnull (qd_gametree_page_get_analysis (page));
  g_assert_cmpuint (qd_stepper_get_n_steps (stepper), ==, 25);
  g_assert_cmpuint (qd_stepper_get_step (stepper), ==, 13);
  g_assert_nonnull (strstr (label_text (page, "value_label"), "—"));
  screenshot ("ui-gametree-check-step.png");

  correct = check_answer_in_page (QD_PAGE (page), right, "ui-gametree-correct");
  g_assert_cmpint (correct->verdict, ==, QD_CHECK_CORRECT);
  g_assert_cmpuint (qd_stepper_get_step (stepper), ==, 25);
  close_current_page ();
}

static guint
algorithm_row_selected (QdGametreePage *page)
{
  GObject *row = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_GAMETREE_PAGE, "algorithm_row");

  return adw_combo_row_get_selected (ADW_COMBO_ROW (row));
}

/* The chance example (AIMA figure 5.13's levels, worked by hand in
 * tests/gametree/golden/chance-levels.tree): opened with Expectiminimax
 * chosen, value 11/3 shown as 3.667; a MIN node made a chance node with its
 * outcomes equally likely, a probability edited, undone; Alpha-Beta refused
 * with a message naming Expectiminimax. */
static void
test_chance (void)
{
  guint before = adw_tab_view_get_n_pages (qd_window_get_tab_view (window));
  QdGametreePage *page;
  GObject *probability_row;
  g_autofree char *opened = NULL;

  qd_window_open_example (window, "gametree", 3);
  wait_until (has_page, GUINT_TO_POINTER (before + 1), 5000, "the chance example");
  page = current_tree_page ();
  g_assert_cmpuint (algorithm_row_selected (page), ==, 2);
  opened = qd_game_tree_to_string (qd_gametree_page_get_tree (page));
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (page_idle, page, 5000, "the expectiminimax search");
  g_assert_cmpfloat_with_epsilon (qd_gametree_page_get_analysis (page)->result.value, 11.0 / 3, 1e-12);
  g_assert_cmpstr (label_text (page, "best_label"), ==, "K (move 2 of 2)");
  screenshot ("ui-gametree-chance.png");
  /* Mid-replay, the open chance nodes show "…", not their running sums
   * (ui-gametree-chance-step.png, to be looked at). */
  {
    QdStepper *stepper = qd_page_get_stepper (QD_PAGE (page));
    guint n = qd_stepper_get_n_steps (stepper);

    GtkWidget *controls = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_GAMETREE_PAGE,
                                                                      "run_controls"));
    GtkWidget *step_label = GTK_WIDGET (gtk_widget_get_template_child (controls, QD_TYPE_RUN_CONTROLS, "step_label"));

    qd_stepper_go_to (stepper, 5);
    wait_for_frame ();
    screenshot ("ui-gametree-chance-step.png");
    /* The step's explanation, the teaching text, in the normal foreground
     * colour, not dimmed. */
    g_assert_true (g_str_has_prefix (gtk_label_get_label (GTK_LABEL (step_label)), "Step 5 of "));
    g_assert_false (gtk_widget_has_css_class (step_label, "dim-label"));
    screenshot_wide_light_dark ("ui-gametree-chance-step", 1200, 760);
    qd_stepper_go_to (stepper, n);
  }

  /* H (preorder 13, MIN over I and 7) made a chance node: 1/2 each. */
  qd_gametree_page_select_node (page, 13);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gametree.chance", NULL));
  {
    g_autofree char *text = qd_game_tree_to_string (qd_gametree_page_get_tree (page));
    g_assert_nonnull (strstr (text, "2/3: H:?[1/2: I:?[0.25: 8, 0.75: 0], 1/2: 7]"));
  }
  /* Its outcome 7 (preorder 17) gets 0.75: the sums no longer fit, and the
   * search says so instead of running. */
  probability_row = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_GAMETREE_PAGE, "probability_row");
  qd_gametree_page_select_node (page, 17);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (probability_row)));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (probability_row)), ==, "1/2");
  gtk_editable_set_text (GTK_EDITABLE (probability_row), "3/4");
  g_signal_emit_by_name (probability_row, "apply");
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  spin (50);
  g_assert_null (qd_gametree_page_get_analysis (page));
  g_assert_nonnull (strstr (status_text (page, QD_TYPE_GAMETREE_PAGE), "sum to 1.25, not 1"));
  screenshot ("ui-gametree-chance-edit.png");
  /* Such a tree could not be read back: it is not saved. */
  {
    g_autofree char *path = g_build_filename (g_get_tmp_dir (), "quandary-ui-chance.tree", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;

    g_assert_false (qd_page_save_to (QD_PAGE (page), file, &error));
    g_assert_nonnull (error);
    g_assert_nonnull (strstr (error->message, "the chance node H sum to 1.25, not 1"));
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  }
  gtk_editable_set_text (GTK_EDITABLE (probability_row), "two");
  g_signal_emit_by_name (probability_row, "apply");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (probability_row), "error"));
  gtk_widget_activate_action (GTK_WIDGET (page), "gametree.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (page), "gametree.undo", NULL);
  {
    g_autofree char *text = qd_game_tree_to_string (qd_gametree_page_get_tree (page));
    g_assert_cmpstr (text, ==, opened);
  }

  /* Check an Answer: B's value wrong; the chance node's sum explains it;
   * a value given to more decimals is taken. */
  {
    g_autofree char *right = read_golden ("chance-levels.out");
    g_auto(GStrv) lines = g_strsplit (right, "\n", -1);
    g_autofree char *wrong = NULL, *longer = NULL;
    g_autoptr(QdCheckResult) result = NULL;
    g_autoptr(QdCheckResult) correct = NULL;

    g_assert_cmpstr (lines[4], ==, "r.0 chance 2.3333 -inf inf visited");
    g_free (lines[4]);
    lines[4] = g_strdup ("r.0 chance 2.5 -inf inf visited");
    wrong = g_strjoinv ("\n", lines);
    result = check_answer_in_page (QD_PAGE (page), wrong, "ui-gametree-chance");
    g_assert_cmpint (result->verdict, ==, QD_CHECK_WRONG);
    g_assert_cmpuint (result->line, ==, 5);
    g_assert_nonnull (strstr (result->explanation, "1/3 × 3 + 2/3 × 2 = 2.3333"));
    g_free (lines[4]);
    lines[4] = g_strdup ("r.0 chance 2.333333 -inf inf visited");
    longer = g_strjoinv ("\n", lines);
    correct = check_answer_in_page (QD_PAGE (page), longer, "ui-gametree-chance-correct");
    g_assert_cmpint (correct->verdict, ==, QD_CHECK_CORRECT);
  }

  /* In a 600 x 500 window, Edit Probability on the outcome 8 of I (0.25)
   * shows the folded sidebar scrolled to its row. */
  resize_window (600, 500);
  spin (300);
  qd_gametree_page_select_node (page, 15);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (probability_row)), ==, "0.25");
  gtk_widget_activate_action (GTK_WIDGET (page), "gametree.edit-probability", NULL);
  spin (300);
  wait_for_frame ();
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (probability_row)) ||
                 gtk_widget_is_ancestor (gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (page))),
                                         GTK_WIDGET (probability_row)));
  screenshot ("ui-gametree-chance-small.png");
  if (adw_flap_get_folded (qd_page_get_flap (QD_PAGE (page))))
    adw_flap_set_reveal_flap (qd_page_get_flap (QD_PAGE (page)), FALSE);
  resize_window (1200, 760);
  spin (300);

  /* Alpha-beta cannot search chance nodes: the status says which can. */
  qd_gametree_page_set_algorithm (page, QD_GAME_SEARCH_ALPHABETA);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  spin (50);
  g_assert_null (qd_gametree_page_get_analysis (page));
  g_assert_nonnull (strstr (status_text (page, QD_TYPE_GAMETREE_PAGE), "expectiminimax can"));
  qd_gametree_page_set_algorithm (page, QD_GAME_SEARCH_EXPECTIMINIMAX);
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);

  g_test_add_func ("/ui/gametree/node-titles", test_node_titles);
  g_test_add_func ("/ui/gametree/solve-example", test_solve_example);
  g_test_add_func ("/ui/gametree/keyboard-reading", test_keyboard_reading);
  g_test_add_func ("/ui/gametree/step", test_step);
  g_test_add_func ("/ui/gametree/edit-undo", test_edit_undo);
  g_test_add_func ("/ui/gametree/export-save", test_export);
  g_test_add_func ("/ui/gametree/deeper-dark", test_deeper_dark);
  g_test_add_func ("/ui/gametree/close-while-solving", test_close_while_solving);
  g_test_add_func ("/ui/gametree/search-tree", test_search_tree);
  g_test_add_func ("/ui/gametree/report-animation", test_report_animation);
  g_test_add_func ("/ui/gametree/check-answer", test_check_answer);
  g_test_add_func ("/ui/gametree/chance", test_chance);
  return ui_run ();
}
