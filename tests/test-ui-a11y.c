/* test-ui-a11y.c — every control has a name (issue 19): with one example of
 * every problem open, each focusable control of each tab and of the header
 * bar, whether shown or in a page of a stack not on show, is named for a
 * screen reader: by its own text (a button's label), an accessible label, or
 * a labelled-by relation.  libadwaita's own tab widgets are left out.  No
 * text view keeps Tab, every board describes what it shows, and every
 * board's context menu opens from the keyboard (Shift+F10, Menu) with items
 * that name actions of its page (a misspelt one would only grey out).
 *
 * Charts and drawn tables (issue 35): the experiment's plots, the FC vs MAC
 * tables and the TSP's plots say in words what they show, with numbers
 * computed here from the runs (and, for the FC vs MAC rows, from the CLI),
 * and T takes the focus to their data as widgets (screenshots
 * ui-a11y-*-table.png, also at 600 x 500). */
#include "config.h"

#include "ui-common.h"

#include <string.h>

#include "problems/qd-problem.h"
#include "app/widgets/qd-canvas.h"
#include "app/widgets/qd-data-table.h"
#include "app/pages/mapcolor/qd-mapcolor-fcmac-list.h"
#include "app/pages/mapcolor/qd-mapcolor-page.h"
#include "app/pages/tsp/qd-tsp-page.h"
#include "render/qd-plot.h"

/* The text a widget shows itself (a button's label, in a child). */
static gboolean
has_text (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
    return TRUE;
  if (GTK_IS_IMAGE (widget))
    return FALSE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (has_text (c))
      return TRUE;
  return FALSE;
}

static gboolean
is_named (GtkWidget *widget)
{
  GtkAccessible *accessible = GTK_ACCESSIBLE (widget);
  gboolean shows_text = GTK_IS_CHECK_BUTTON (widget) ||
                        g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkListItemWidget");

  if (gtk_test_accessible_has_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL))
    return TRUE;
  /* A check button and a list view's item are read by the text they show
   * (through AT-SPI too); a button, a row or a tile is not: GTK 4.8 gives
   * it its type's name ("GtkToggleButton", "GtkFlowBoxChild") unless it has
   * a label (build-aux/a11y-dump.sh shows what AT-SPI gives). */
  if (shows_text)
    return has_text (widget);
  return gtk_test_accessible_has_relation (accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/* A control a user reaches with Tab: focusable, and of a kind that acts or
 * holds a value (containers that pass focus on are not). */
static gboolean
is_control (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);

  if (!gtk_widget_get_focusable (widget))
    return FALSE;
  /* The text inside an entry or a spin button: the entry is the control. */
  if (GTK_IS_TEXT (widget))
    for (GtkWidget *a = parent; a != NULL; a = gtk_widget_get_parent (a))
      if (GTK_IS_ENTRY (a) || GTK_IS_SPIN_BUTTON (a) || GTK_IS_PASSWORD_ENTRY (a) || GTK_IS_SEARCH_ENTRY (a) ||
          ADW_IS_ENTRY_ROW (a))
        return FALSE;
  return GTK_IS_BUTTON (widget) || GTK_IS_SWITCH (widget) || GTK_IS_RANGE (widget) || GTK_IS_SPIN_BUTTON (widget) ||
         GTK_IS_ENTRY (widget) || GTK_IS_TEXT (widget) || GTK_IS_TEXT_VIEW (widget) || GTK_IS_DROP_DOWN (widget) ||
         GTK_IS_CHECK_BUTTON (widget) || GTK_IS_LIST_BOX_ROW (widget) || GTK_IS_FLOW_BOX_CHILD (widget) ||
         g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkListItemWidget") ||
         gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)) == GTK_ACCESSIBLE_ROLE_IMG;
}

static void
collect_unnamed (GtkWidget *widget, const char *where, GString *report, guint *n_controls)
{
  /* libadwaita's tab bar and view switchers name themselves. */
  if (ADW_IS_TAB_BAR (widget))
    return;
  if (GTK_IS_TEXT_VIEW (widget) && gtk_text_view_get_accepts_tab (GTK_TEXT_VIEW (widget)))
    g_string_append_printf (report, "\n  %s: a text view keeps Tab (a keyboard trap)", where);
  if (is_control (widget))
    {
      ++*n_controls;
      if (!is_named (widget))
        {
          const char *tooltip = gtk_widget_get_tooltip_text (widget);
          const char *id = GTK_IS_BUILDABLE (widget) ? gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget)) : NULL;

          g_string_append_printf (report, "\n  %s: %s in %s%s%s%s%s", where, G_OBJECT_TYPE_NAME (widget),
                                  G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)),
                                  id != NULL ? " " : "", id != NULL ? id : "",
                                  tooltip != NULL ? " tooltip " : "", tooltip != NULL ? tooltip : "");
        }
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_unnamed (c, where, report, n_controls);
}

static gboolean
board_described (gpointer board)
{
  return qd_canvas_get_position_text (board) != NULL;
}

/* Every item of `menu` (and its sections) names an action the page has, or
 * the board's own "board.activate"; returns how many items. */
static guint
check_menu_actions (QdPage *page, const char *id, GMenuModel *menu, GString *report)
{
  guint n = 0;

  for (gint i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      g_autofree char *action = NULL;

      if (section != NULL)
        {
          n += check_menu_actions (page, id, section, report);
          continue;
        }
      n++;
      g_assert_true (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &action));
      if (g_str_equal (action, "board.activate"))
        continue;
      if (!g_str_has_prefix (action, id) || action[strlen (id)] != '.' ||
          qd_page_lookup_action (page, action + strlen (id) + 1) == NULL)
        g_string_append_printf (report, "\n  %s: the board's menu names %s, not an action of the page", id, action);
    }
  return n;
}

static void
check_board_menu (QdPage *page, const char *id, QdCanvas *board, GString *report)
{
  GtkPopover *popover;
  g_autofree char *name = g_strdup_printf ("ui-a11y-menu-%s.png", id);

  gtk_widget_grab_focus (GTK_WIDGET (board));
  wait_for_frame ();
  g_assert_true (press_key_with (GTK_WIDGET (board), GDK_KEY_F10, GDK_SHIFT_MASK));
  popover = qd_canvas_get_context_popover (board);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  g_test_message ("%s: the board's menu has %u items", id,
                  check_menu_actions (page, id, gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (popover)), report));
  wait_for_frame ();
  screenshot_of (GTK_WIDGET (popover), name);
  gtk_popover_popdown (popover);
  wait_for_frame ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (popover)));
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Menu));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  gtk_popover_popdown (popover);
  wait_for_frame ();
}

static void
test_every_control_named (void)
{
  guint n_problems;
  const QdProblem *const *problems = qd_problem_get_all (&n_problems);
  g_autoptr(GString) report = g_string_new (NULL);
  guint n_controls = 0;

  for (guint p = 0; p < n_problems; p++)
    {
      QdPage *page = open_example (problems[p]->id, 0, QD_TYPE_PAGE);
      QdCanvas *board = qd_page_get_canvas (page);

      collect_unnamed (GTK_WIDGET (page), problems[p]->id, report, &n_controls);
      /* Every board says what it shows. */
      g_assert_nonnull (board);
      wait_until (board_described, board, 5000, "the board's description");
      g_test_message ("%s: %s", problems[p]->id, qd_canvas_get_position_text (board));
      if (qd_canvas_get_position_text (board) == NULL)
        g_string_append_printf (report, "\n  %s: the board has no description", problems[p]->id);
      check_board_menu (page, problems[p]->id, board, report);
      /* Its Check an Answer… window, where the tab has one. */
      if (qd_page_can_check (page))
        {
          GtkWidget *check = GTK_WIDGET (qd_window_check_answer (window));
          g_autofree char *where = g_strdup_printf ("%s: Check an Answer", problems[p]->id);

          g_assert_nonnull (check);
          collect_unnamed (check, where, report, &n_controls);
          gtk_window_close (GTK_WINDOW (check));
        }
    }
  collect_unnamed (GTK_WIDGET (window), "window", report, &n_controls);
  /* The start page, with its problem cards and example tiles. */
  while (adw_tab_view_get_n_pages (qd_window_get_tab_view (window)) > 0)
    close_current_page ();
  wait_for_frame ();
  collect_unnamed (GTK_WIDGET (window), "start page", report, &n_controls);
  g_test_message ("%u controls", n_controls);
  if (report->len > 0)
    g_error ("focusable controls without a name:%s", report->str);
}

/* ---------------------------------------------------- charts and tables */

static gboolean
focus_in (gpointer widget)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

static void
assert_mentions (QdCanvas *board, const char *text)
{
  wait_position (board, text);
  g_assert_nonnull (strstr (qd_canvas_get_position_text (board), text));
}

/* The rows of each table `quandary-cli fcmac` prints for the bundled
 * nine-node graph: the lines of a block that are neither comments nor its
 * header. */
static void
cli_fcmac_rows (const char *order, guint rows[2])
{
  g_autofree char *map = g_test_build_filename (G_TEST_DIST, "..", "data", "examples", "mapcolor", "fcmac-9.map", NULL);
  const char *argv[] = { g_getenv ("QD_CLI"), "fcmac", map, "--order", order, NULL };
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  gint status;
  guint block = 0;

  g_assert_nonnull (argv[0]);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  rows[0] = rows[1] = 0;
  lines = g_strsplit (out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (lines[i][0] == '\0' && i > 0 && lines[i - 1][0] != '\0')
        block++;
      else if (lines[i][0] != '\0' && lines[i][0] != '#' && !g_str_has_prefix (lines[i], "\tD_") && block < 2)
        rows[block]++;
    }
}

/* A screenshot at 1200 x 760, and one at 600 x 500 (the window then back). */
static void
screenshots (const char *name)
{
  g_autofree char *big = g_strdup_printf ("ui-a11y-%s.png", name);
  g_autofree char *small = g_strdup_printf ("ui-a11y-%s-600.png", name);

  wait_for_frame ();
  screenshot (big);
  resize_window (600, 500);
  wait_for_frame ();
  screenshot (small);
  resize_window (1200, 760);
}

static void
test_experiment_chart (void)
{
  QdMapcolorPage *page = QD_MAPCOLOR_PAGE (open_example ("mapcolor", 3, QD_TYPE_MAPCOLOR_PAGE));
  QdMapcolorExperimentView *view;
  const QdMapcolorExperiment *experiment;
  QdCanvas *plots;
  GtkWidget *table;
  g_autoptr(GArray) rows = NULL;

  qd_mapcolor_page_show_view (page, "experiment");
  view = qd_mapcolor_page_get_experiment_view (page);
  plots = qd_mapcolor_experiment_view_get_canvas (view);
  table = qd_mapcolor_experiment_view_get_table (view);
  qd_mapcolor_experiment_view_run (view, "10, 20", 2);
  wait_until (page_not_busy, page, 60000, "the experiment");
  experiment = qd_mapcolor_experiment_view_get_experiment (view);
  g_assert_nonnull (experiment);
  rows = qd_mapcolor_experiment_rows (experiment);

  /* The plots in words: both titles, the axes, each algorithm with its two
   * sizes, and the way to the table. */
  assert_mentions (plots, "Press T for the table.");
  g_test_message ("experiment: %s", qd_canvas_get_position_text (plots));
  assert_mentions (plots, "Assignments vs N");
  assert_mentions (plots, "Time vs N");
  assert_mentions (plots, "Horizontal axis: regions N, logarithmic, from 10 to 20.");
  assert_mentions (plots, "Vertical axis: assignments, logarithmic");
  for (guint a = 0; a < experiment->config.n_algorithms; a++)
    {
      g_autofree char *series = g_strdup_printf (" %s: 2 points, first ", qd_mapcolor_variant_label (experiment->config.algorithms[a]));

      assert_mentions (plots, series);
    }
  /* Each row's mean assignments at N = 10 and 20, as the first and last point. */
  for (guint r = 0; r < rows->len; r++)
    {
      const QdMapcolorExperimentRow *row = &g_array_index (rows, QdMapcolorExperimentRow, r);
      g_autofree char *mean = qd_plot_format_value (row->assignments.mean);
      g_autofree char *point = g_strdup_printf ("%s at %u", mean, row->n);

      if (row->capped == 0)
        assert_mentions (plots, point);
    }

  /* T: the focus in the table, a row per (N, algorithm), each cell named by
   * its column; T again (or Escape): the plots. */
  g_assert_cmpuint (qd_data_table_get_n_rows (table), ==, rows->len);
  g_assert_cmpuint (rows->len, ==, 2 * experiment->config.n_algorithms);
  {
    g_autofree char *first = qd_data_table_describe_row (table, 0);

    g_assert_true (g_str_has_prefix (first, "N: 10, algorithm: "));
    g_assert_nonnull (strstr (first, "assignments ± se: "));
  }
  wait_for_frame ();
  gtk_widget_grab_focus (GTK_WIDGET (plots));
  g_assert_true (press_key (GTK_WIDGET (plots), GDK_KEY_t));
  wait_until (focus_in, table, 5000, "the focus in the experiment's table");
  screenshots ("experiment-table");
  g_assert_true (press_key_at_focus (GDK_KEY_Escape, 0));
  wait_until (focus_in, plots, 5000, "the focus back on the plots");
  close_current_page ();
}

static gboolean
table_shown (gpointer view)
{
  return qd_mapcolor_fcmac_view_get_table_shown (view);
}

static void
test_fcmac_table (void)
{
  QdMapcolorPage *page = QD_MAPCOLOR_PAGE (open_example ("mapcolor", 3, QD_TYPE_MAPCOLOR_PAGE));
  QdMapcolorFcmacView *view = qd_mapcolor_page_get_fcmac_view (page);
  QdCanvas *tables_view = qd_mapcolor_fcmac_view_get_canvas (view);
  GtkWidget *list = qd_mapcolor_fcmac_view_get_list (view);
  QdCspTable *const *tables;
  guint rows[2];

  cli_fcmac_rows ("A,B,C,D,E,F,G,H,I", rows);
  g_test_message ("quandary-cli fcmac: %u and %u rows", rows[0], rows[1]);
  qd_mapcolor_page_show_view (page, "fcmac");
  qd_mapcolor_fcmac_view_build (view, "A, B, C, D, E, F, G, H, I", "r, g, b");
  wait_until (page_not_busy, page, 10000, "the domain tables");
  g_assert_cmpuint (qd_mapcolor_fcmac_view_get_tables (view, &tables), ==, 2);
  g_assert_cmpuint (tables[0]->rows->len, ==, rows[0]);
  g_assert_cmpuint (tables[1]->rows->len, ==, rows[1]);

  /* The tables in words: each with its rows, outcome and counts. */
  {
    g_autofree char *fc = g_strdup_printf ("Forward checking. Variable order A, B, C, D, E, F, G, H, I; values r, g, b. "
                                           "%u rows. Solution: ", rows[0]);
    g_autofree char *mac = g_strdup_printf ("Maintaining arc consistency. Variable order A, B, C, D, E, F, G, H, I; "
                                            "values r, g, b. %u rows. Solution: ", rows[1]);

    assert_mentions (tables_view, fc);
    assert_mentions (tables_view, mac);
    assert_mentions (tables_view, "11 assignments (1 wiped out), 1 backtrack.");
    assert_mentions (tables_view, "First wipe-out: row 7, F = b: H left empty.");
    assert_mentions (tables_view, "Press T for the table.");
    g_test_message ("fcmac: %s", qd_canvas_get_position_text (tables_view));
  }

  /* T: the list, a row per row of each table, the focus on the first; the
   * row in words is its accessible label. */
  wait_for_frame ();
  gtk_widget_grab_focus (GTK_WIDGET (tables_view));
  g_assert_true (press_key (GTK_WIDGET (tables_view), GDK_KEY_t));
  g_assert_true (qd_mapcolor_fcmac_view_get_table_shown (view));
  g_assert_true (gtk_widget_get_mapped (list));
  wait_until (focus_in, qd_mapcolor_fcmac_list_get_table (list, 0), 5000, "the focus in the FC table");
  for (guint m = 0; m < 2; m++)
    {
      GtkWidget *table = qd_mapcolor_fcmac_list_get_table (list, m);
      g_autofree char *row = qd_data_table_describe_row (table, 6);
      g_autofree char *first = qd_data_table_describe_row (table, 0);

      g_assert_cmpuint (qd_data_table_get_n_rows (table), ==, rows[m]);
      g_assert_cmpstr (first, ==, "row 1, the initial domains: A: r, g, b; B: r, g, b; C: r, g, b; D: r, g, b; "
                                  "E: r, g, b; F: r, g, b; G: r, g, b; H: r, g, b; I: r, g, b");
      g_test_message ("%s row 7: %s", m == 0 ? "FC" : "MAC", row);
      if (m == 0)
        g_assert_cmpstr (row, ==, "row 7, F = b: A: r; B: r; C: g; D: r; E: r; F: b, assigned; G: g, b; "
                                  "H: empty, wiped out (pruned b); I: g, b");
      g_assert_cmpstr (qd_data_table_get_cell (table, 6, 1), ==, "F = b");
    }
  screenshots ("fcmac-table");
  /* T again: the drawing, focused. */
  g_assert_true (press_key_at_focus (GDK_KEY_t, 0));
  g_assert_false (qd_mapcolor_fcmac_view_get_table_shown (view));
  wait_until (focus_in, tables_view, 5000, "the focus back on the tables");
  /* The toggle beside the summary does the same. */
  g_assert_nonnull (find_action_button (GTK_WIDGET (view), "fcmac.show-table"));
  gtk_widget_activate (find_action_button (GTK_WIDGET (view), "fcmac.show-table"));
  wait_until (table_shown, view, 5000, "the toggle to show the list");
  g_assert_true (press_key_at_focus (GDK_KEY_Escape, 0));
  g_assert_false (qd_mapcolor_fcmac_view_get_table_shown (view));
  close_current_page ();
}

static gboolean
tsp_run_done (gpointer page)
{
  return !qd_page_get_busy (page) && qd_tsp_page_get_run (page) != NULL;
}

static void
test_tsp_chart (void)
{
  QdTspPage *page = QD_TSP_PAGE (open_example ("tsp", 0, QD_TYPE_TSP_PAGE));
  QdCanvas *plots = QD_CANVAS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_TSP_PAGE, "plot_view"));
  GtkStack *stack = GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_TSP_PAGE, "bottom_stack"));
  GtkWidget *table;
  const QdTspRun *run;
  const QdTspSample *first, *last;

  adw_combo_row_set_selected (ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_TSP_PAGE,
                                                                            "algorithm_row")), 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (tsp_run_done, page, 30000, "annealing");
  run = qd_tsp_page_get_run (page);
  g_assert_cmpuint (run->samples->len, >, 1);
  first = &g_array_index (run->samples, QdTspSample, 0);
  last = &g_array_index (run->samples, QdTspSample, run->samples->len - 1);

  /* Both plots in words, their first and last samples. */
  assert_mentions (plots, "Tour length. Horizontal axis: iteration, linear");
  assert_mentions (plots, "Temperature. Horizontal axis: iteration, linear");
  {
    g_autofree char *length0 = qd_plot_format_value (first->length);
    g_autofree char *length1 = qd_plot_format_value (last->length);
    g_autofree char *t0 = qd_plot_format_value (first->temperature);
    g_autofree char *x1 = qd_plot_format_value ((double) last->iteration);
    g_autofree char *series = g_strdup_printf ("current tour: %u points, first %s at 0, last %s at %s", run->samples->len,
                                               length0, length1, x1);
    g_autofree char *temperature = g_strdup_printf (": %u points, first %s at 0", run->samples->len, t0);

    assert_mentions (plots, series);
    assert_mentions (plots, temperature);
    g_test_message ("tsp: %s", qd_canvas_get_position_text (plots));
  }

  /* T: the samples as a table, focused; Escape: the plots. */
  wait_for_frame ();
  screenshot ("ui-a11y-tsp-plot.png");
  gtk_widget_grab_focus (GTK_WIDGET (plots));
  g_assert_true (press_key (GTK_WIDGET (plots), GDK_KEY_t));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "table");
  table = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (gtk_stack_get_child_by_name (stack, "table")));
  g_assert_cmpuint (qd_data_table_get_n_rows (table), ==, run->samples->len);
  {
    g_autofree char *row = qd_data_table_describe_row (table, 0);
    g_autofree char *length0 = qd_plot_format_value (first->length);
    g_autofree char *t0 = qd_plot_format_value (first->temperature);
    g_autofree char *expected = g_strdup_printf ("iteration 0: length %s, temperature %s", length0, t0);

    g_assert_cmpstr (row, ==, expected);
  }
  wait_until (focus_in, table, 5000, "the focus in the samples");
  screenshots ("tsp-table");
  g_assert_true (press_key_at_focus (GDK_KEY_Escape, 0));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "plot");
  wait_until (focus_in, plots, 5000, "the focus back on the plots");
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/a11y/every-control-named", test_every_control_named);
  g_test_add_func ("/ui/a11y/experiment-chart", test_experiment_chart);
  g_test_add_func ("/ui/a11y/fcmac-table", test_fcmac_table);
  g_test_add_func ("/ui/a11y/tsp-chart", test_tsp_chart);
  return ui_run ();
}
