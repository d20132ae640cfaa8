/* test-ui-mapcolor.c — the map-colouring tab under Xvfb.  Screenshots of each state are saved
 * into the build folder (ui-mapcolor-*.png) to be looked at. */

#include "config.h"

#include "ui-common.h"
#include "ui-page-check.h"
#include "experiment-csv.h"
#include <glib/gstdio.h>
#include <string.h>

#include "app/qd-application.h"
#include "app/qd-window.h"
#include "app/widgets/qd-run-controls.h"
#include "app/pages/mapcolor/qd-mapcolor-page.h"
#include "app/widgets/qd-canvas.h"
#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-stepper.h"


static gboolean
map_idle (gpointer data)
{
  QdMapcolorPage *page = data;

  return !qd_page_get_busy (QD_PAGE (page)) && qd_mapcolor_page_get_solution (page) != NULL;
}

static gboolean
map_not_busy (gpointer data)
{
  return !qd_page_get_busy (QD_PAGE (data));
}

static GObject *
map_child (QdMapcolorPage *page, const char *name)
{
  return gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_MAPCOLOR_PAGE, name);
}

static void
test_mapcolor (void)
{
  QdMapcolorPage *page = QD_MAPCOLOR_PAGE (qd_window_new_page (window, "mapcolor"));
  QdMap *map = qd_mapcolor_page_get_map (page);
  g_autofree char *opened = qd_map_to_string (map);
  const QdMapcolorSolution *solution;

  /* A new map is Australia: 3 colours suffice, 2 do not. */
  g_assert_cmpuint (map->n_regions, ==, 7);
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  adw_combo_row_set_selected (ADW_COMBO_ROW (map_child (page, "algorithm_row")), 1);   /* forward checking */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (map_child (page, "colors_spin")), 3);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (map_idle, page, 10000, "the colouring");
  solution = qd_mapcolor_page_get_solution (page);
  g_assert_cmpint (solution->status, ==, QD_MAPCOLOR_SOLVED);
  g_assert_true (qd_map_colouring_valid (map, solution->colors, 3));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (map_child (page, "status_label"))), ==, "Coloured");
  screenshot ("ui-mapcolor-australia.png");

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (map_child (page, "colors_spin")), 2);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (map_idle, page, 10000, "the 2-colour search");
  g_assert_cmpint (qd_mapcolor_page_get_solution (page)->status, ==, QD_MAPCOLOR_NO_SOLUTION);

  /* The CDCL solver, last in the list, on the same two questions. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (map_child (page, "algorithm_row")), 5);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (map_child (page, "algorithm_row"))), ==,
                   qd_mapcolor_algorithm_title (QD_MAPCOLOR_ALGO_SAT));
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (map_idle, page, 10000, "the 2-colour SAT run");
  g_assert_cmpint (qd_mapcolor_page_get_solution (page)->status, ==, QD_MAPCOLOR_NO_SOLUTION);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (map_child (page, "colors_spin")), 3);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (map_idle, page, 10000, "the 3-colour SAT run");
  solution = qd_mapcolor_page_get_solution (page);
  g_assert_cmpint (solution->status, ==, QD_MAPCOLOR_SOLVED);
  g_assert_true (qd_map_colouring_valid (map, solution->colors, 3));

  /* Replay: the first assignment of a backtracking run. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (map_child (page, "colors_spin")), 3);
  adw_combo_row_set_selected (ADW_COMBO_ROW (map_child (page, "algorithm_row")), 0);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.step", NULL);
  wait_until (map_idle, page, 10000, "the backtracking run");
  g_assert_true (g_str_has_prefix (status_text (page, QD_TYPE_MAPCOLOR_PAGE), "Step 1 of"));

  /* Edit Map off (as the tab opens): a click on empty space, a click on
   * two regions and a drag leave the map and the file as they are. */
  {
    GObject *view = map_child (page, "map_view");

    g_assert_false (gtk_switch_get_active (GTK_SWITCH (map_child (page, "edit_switch"))));
    g_signal_emit_by_name (view, "region-clicked", -1, 0.1, 0.9);
    g_signal_emit_by_name (view, "region-clicked", 0, 0.0, 0.0);
    g_signal_emit_by_name (view, "region-clicked", 6, 0.0, 0.0);
    g_signal_emit_by_name (view, "region-dragged", 6, 0.3, 0.3);
    g_assert_cmpuint (qd_mapcolor_page_get_map (page)->n_regions, ==, 7);
    g_assert_false (qd_map_adjacent (qd_mapcolor_page_get_map (page), 0, 6));
    g_assert_cmpfloat (qd_mapcolor_page_get_map (page)->x[6], ==, 0.72);
    g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  }
  /* The editor, Edit Map on: a click on empty space adds a region; two
   * clicks join two. */
  gtk_switch_set_active (GTK_SWITCH (map_child (page, "edit_switch")), TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (map_child (page, "edit_switch")));
  qd_mapcolor_page_click (page, -1, 0.1, 0.9);
  map = qd_mapcolor_page_get_map (page);
  g_assert_cmpuint (map->n_regions, ==, 8);
  qd_mapcolor_page_click (page, -1, 0.5, 0.5);   /* drops the selection */
  qd_mapcolor_page_click (page, 7, 0, 0);
  qd_mapcolor_page_click (page, 6, 0, 0);        /* joins the new region to T */
  map = qd_mapcolor_page_get_map (page);
  g_assert_cmpuint (map->n_edges, ==, 10);
  g_assert_true (qd_map_adjacent (map, 6, 7));
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));
  screenshot ("ui-mapcolor-edit.png");
  gtk_widget_activate_action (GTK_WIDGET (page), "mapcolor.undo", NULL);
  g_assert_false (qd_map_adjacent (qd_mapcolor_page_get_map (page), 6, 7));
  g_assert_cmpuint (qd_mapcolor_page_get_map (page)->n_regions, ==, 8);
  gtk_widget_activate_action (GTK_WIDGET (page), "mapcolor.undo", NULL);
  g_assert_cmpuint (qd_mapcolor_page_get_map (page)->n_regions, ==, 7);
  /* Back to the map the tab opened with: nothing to save. */
  {
    g_autofree char *undone = qd_map_to_string (qd_mapcolor_page_get_map (page));

    g_assert_cmpstr (undone, ==, opened);
    g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  }
  gtk_widget_activate_action (GTK_WIDGET (page), "mapcolor.redo", NULL);
  g_assert_cmpuint (qd_mapcolor_page_get_map (page)->n_regions, ==, 8);
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));

  /* Generate 50 regions and colour them with the strongest solver. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (map_child (page, "regions_spin")), 50);
  gtk_widget_activate_action (GTK_WIDGET (page), "mapcolor.generate", NULL);
  wait_until (map_not_busy, page, 20000, "the generator");
  map = qd_mapcolor_page_get_map (page);
  g_assert_cmpuint (map->n_regions, ==, 50);
  adw_combo_row_set_selected (ADW_COMBO_ROW (map_child (page, "algorithm_row")), 4);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (map_child (page, "colors_spin")), 4);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (map_idle, page, 20000, "the strongest solver");
  solution = qd_mapcolor_page_get_solution (page);
  g_assert_cmpint (solution->status, ==, QD_MAPCOLOR_SOLVED);
  g_assert_true (qd_map_colouring_valid (map, solution->colors, 4));
  screenshot ("ui-mapcolor-generated.png");

  qd_page_set_modified (QD_PAGE (page), FALSE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.close-tab", NULL);
  spin (100);
}

/* Australia coloured and read from the keyboard: Solve (what F5 does), then
 * the arrows walk the map and each region says its colour and borders as a
 * screen reader gets it; the map says how much is coloured. */
static void
test_keyboard_reading (void)
{
  QdMapcolorPage *page = QD_MAPCOLOR_PAGE (qd_window_new_page (window, "mapcolor"));
  QdCanvas *board = QD_CANVAS (map_child (page, "map_view"));
  QdMap *map = qd_mapcolor_page_get_map (page);
  const QdMapcolorSolution *solution;
  g_autoptr(GHashTable) heard = g_hash_table_new (g_direct_hash, g_direct_equal);
  static const guint keys[] = { GDK_KEY_Right, GDK_KEY_Down, GDK_KEY_Left, GDK_KEY_Up };

  gtk_widget_grab_focus (GTK_WIDGET (board));
  wait_for_frame ();
  g_assert_true (g_str_has_prefix (qd_canvas_get_position_text (board), "Map, 7 regions, 9 borders, 0 coloured. Press Next Step"));
  g_assert_true (g_str_has_suffix (qd_canvas_get_cell_text (board), ": not coloured; borders NT, SA"));
  /* Solved from the keyboard: F5 on the focused board. */
  g_assert_true (press_key_at_focus (GDK_KEY_F5, 0));
  wait_until (map_idle, page, 10000, "the colouring");
  wait_for_frame ();
  solution = qd_mapcolor_page_get_solution (page);
  g_assert_true (g_str_has_prefix (qd_canvas_get_position_text (board), "Map, 7 regions, 9 borders, 7 coloured."));
  /* Every region reached by arrows says its colour (T, alone at the
   * bottom, by Down). */
  for (guint i = 0; i < 40 && g_hash_table_size (heard) < map->n_regions; i++)
    {
      gint at = qd_canvas_get_cursor (board);
      g_autofree char *want = g_strdup_printf ("%s: %s", (const char *) map->names->pdata[at],
                                               qd_map_color_name ((guint) solution->colors[at]));

      g_assert_true (g_str_has_prefix (qd_canvas_get_cell_text (board), want));
      g_hash_table_add (heard, GINT_TO_POINTER (at));
      g_assert_true (press_key (GTK_WIDGET (board), keys[i % G_N_ELEMENTS (keys)]));
      if (qd_canvas_get_cursor (board) == at)
        g_assert_true (press_key (GTK_WIDGET (board), keys[(i + 1) % G_N_ELEMENTS (keys)]));
    }
  g_test_message ("regions heard: %u of %u", g_hash_table_size (heard), map->n_regions);
  g_assert_cmpuint (g_hash_table_size (heard), >=, 5);
  screenshot ("ui-mapcolor-keyboard.png");

  /* The editor from the keyboard, Edit Map on: Shift+Right moves the region
   * under the cursor a little, Insert adds a region beside it; Undo takes
   * both back. */
  gtk_switch_set_active (GTK_SWITCH (map_child (page, "edit_switch")), TRUE);
  {
    gint at = qd_canvas_get_cursor (board);
    double x = qd_mapcolor_page_get_map (page)->x[at];

    g_assert_true (press_key_with (GTK_WIDGET (board), GDK_KEY_Right, GDK_SHIFT_MASK));
    g_assert_cmpfloat_with_epsilon (qd_mapcolor_page_get_map (page)->x[at], MIN (x + 0.02, 1), 1e-9);
    g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Insert));
    if (qd_mapcolor_page_get_map (page)->n_regions == 7)
      g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Insert));   /* the first dropped a selection */
    g_assert_cmpuint (qd_mapcolor_page_get_map (page)->n_regions, ==, 8);
    gtk_widget_activate_action (GTK_WIDGET (page), "mapcolor.undo", NULL);
    g_assert_cmpuint (qd_mapcolor_page_get_map (page)->n_regions, ==, 7);
    gtk_widget_activate_action (GTK_WIDGET (page), "mapcolor.undo", NULL);
    g_assert_cmpfloat_with_epsilon (qd_mapcolor_page_get_map (page)->x[at], x, 1e-9);
  }
  qd_page_set_modified (QD_PAGE (page), FALSE);
  close_current_page ();
}

static gboolean
experiment_done (gpointer data)
{
  QdMapcolorExperimentView *view = data;

  return !qd_mapcolor_experiment_view_is_running (view) && qd_mapcolor_experiment_view_get_experiment (view) != NULL;
}

static gboolean
fcmac_done (gpointer data)
{
  QdCspTable *const *tables;

  return !qd_mapcolor_fcmac_view_is_running (data) && qd_mapcolor_fcmac_view_get_tables (data, &tables) == 2;
}

/* Some runs of a running experiment are on show. */
static gboolean
some_runs_shown (gpointer data)
{
  QdMapcolorExperimentView *view = data;
  const QdMapcolorExperiment *shown = qd_mapcolor_experiment_view_get_experiment (view);

  return qd_mapcolor_experiment_view_is_running (view) && shown != NULL && shown->runs->len >= 10;
}

static void
test_mapcolor_views (void)
{
  AdwTabView *view = qd_window_get_tab_view (window);
  guint before = adw_tab_view_get_n_pages (view);
  QdMapcolorPage *page;
  QdCspTable *const *tables;
  QdMapcolorExperimentView *experiment;

  qd_window_open_example (window, "mapcolor", 3);   /* the nine-node graph */
  wait_until (has_page, GUINT_TO_POINTER (before + 1), 5000, "the nine-node graph");
  page = QD_MAPCOLOR_PAGE (qd_window_get_current_page (window));
  g_assert_cmpuint (qd_mapcolor_page_get_map (page)->n_regions, ==, 9);

  qd_mapcolor_page_show_view (page, "fcmac");
  qd_mapcolor_fcmac_view_build (qd_mapcolor_page_get_fcmac_view (page), "A, B, C, D, E, F, G, H, I", "r, g, b");
  wait_until (fcmac_done, qd_mapcolor_page_get_fcmac_view (page), 10000, "the domain tables");
  g_assert_cmpuint (qd_mapcolor_fcmac_view_get_tables (qd_mapcolor_page_get_fcmac_view (page), &tables), ==, 2);
  g_assert_cmpint (tables[0]->method, ==, QD_CSP_TABLES_FC);
  g_assert_cmpint (tables[1]->method, ==, QD_CSP_TABLES_MAC);
  /* Both searches as trees under the tables: FC's has a node per
   * assignment row, its failures are its wipe-outs; a failure selected
   * there takes the MAC tree's selection away. */
  {
    QdSearchTreeView *fc = qd_mapcolor_fcmac_view_get_tree_view (qd_mapcolor_page_get_fcmac_view (page), 0);
    QdSearchTreeView *mac = qd_mapcolor_fcmac_view_get_tree_view (qd_mapcolor_page_get_fcmac_view (page), 1);
    const QdSearchTree *fc_tree = qd_search_tree_view_get_tree (fc);
    gint failure;

    g_assert_true (fc_tree == tables[0]->tree);
    g_assert_true (qd_search_tree_view_get_tree (mac) == tables[1]->tree);
    g_assert_cmpuint (qd_search_tree_n_nodes (fc_tree), ==, tables[0]->assignments + 1);
    qd_search_tree_view_select (mac, 1);
    qd_search_tree_view_select (fc, 0);
    g_assert_cmpint (qd_search_tree_view_get_selected (mac), ==, -1);
    if (tables[0]->wipeouts > 0)
      {
        g_assert_true (qd_search_tree_view_find (fc, QD_SEARCH_TREE_FIND_NEXT_FAILURE));
        failure = qd_search_tree_view_get_selected (fc);
        g_assert_cmpint (qd_search_tree_status (fc_tree, (guint) failure), ==, QD_SEARCH_NODE_FAILURE);
        collapse_and_expand (fc, qd_search_tree_node (fc_tree, (guint) failure)->parent);
      }
  }
  wait_for_frame ();
  screenshot ("ui-mapcolor-fcmac.png");

  qd_mapcolor_page_show_view (page, "experiment");
  experiment = qd_mapcolor_page_get_experiment_view (page);
  qd_mapcolor_experiment_view_run (experiment, "10, 20, 40", 2);
  wait_until (experiment_done, experiment, 60000, "the experiment");
  g_assert_cmpuint (qd_mapcolor_experiment_view_get_experiment (experiment)->runs->len, ==, 3 * 2 * QD_MAPCOLOR_N_ALGOS);
  /* The window runs it on every core (issue 36): the table of one thread
   * (`experiment mapcolor -j 1`), the times aside, the runs in order. */
  {
    const QdMapcolorExperiment *shown = qd_mapcolor_experiment_view_get_experiment (experiment);
    g_autoptr(QdMapcolorExperiment) one = qd_mapcolor_experiment_new (&shown->config);
    g_autofree char *expected = NULL, *got = NULL;

    one->threads = 1;
    g_assert_true (qd_mapcolor_experiment_run (one, NULL, NULL, NULL, NULL, NULL));
    expected = experiment_csv_without_times (one);
    got = experiment_csv_without_times (shown);
    g_assert_cmpstr (got, ==, expected);
    for (guint k = 0; k < shown->runs->len; k++)
      g_assert_cmpuint (g_array_index (shown->runs, QdMapcolorExperimentRun, k).index, ==, k);
  }
  screenshot ("ui-mapcolor-experiment.png");

  /* A longer one: the plots fill in run by run while it goes, then Stop. */
  qd_mapcolor_experiment_view_run (experiment, "10, 20, 50, 100, 200, 300, 400, 500", 10);
  wait_until (some_runs_shown, experiment, 60000, "the first runs on the plots");
  g_assert_true (qd_mapcolor_experiment_view_is_running (experiment));
  g_assert_cmpuint (qd_mapcolor_experiment_view_get_experiment (experiment)->runs->len, <, 8 * 10 * QD_MAPCOLOR_N_ALGOS);
  screenshot ("ui-mapcolor-experiment-filling.png");
  /* The tab is busy while its experiment runs: the header's Stop ends it. */
  g_assert_true (qd_page_get_busy (QD_PAGE (page)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), QD_TYPE_WINDOW,
                                                                                    "stop_button"))));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.stop-page", NULL);
  wait_until (experiment_done, experiment, 60000, "the stop");
  g_assert_false (qd_page_get_busy (QD_PAGE (page)));
  qd_mapcolor_page_show_view (page, "map");
}

/* Writes the runs of shard I/N of an experiment into a raw file, as
 * `quandary-cli experiment mapcolor --shard I/N --raw PATH` does. */
static void
write_shard (const QdMapcolorExperimentConfig *config, guint index, guint count, const char *path)
{
  g_autoptr(QdMapcolorExperiment) e = qd_mapcolor_experiment_new (config);
  g_autofree char *settings = qd_mapcolor_experiment_settings (config);
  QdSweepWriter *w = qd_sweep_writer_open (path, FALSE, "mapcolor", settings, qd_mapcolor_experiment_total_runs (e),
                                           qd_mapcolor_experiment_raw_columns, NULL);

  e->shard.index = index;
  e->shard.count = count;
  g_assert_true (qd_mapcolor_experiment_run (e, NULL, NULL, NULL, NULL, NULL));
  for (guint r = 0; r < e->runs->len; r++)
    {
      const QdMapcolorExperimentRun *run = &g_array_index (e->runs, QdMapcolorExperimentRun, r);
      g_autofree char *key = qd_mapcolor_experiment_run_key (e, run->index);
      g_auto(GStrv) fields = qd_mapcolor_experiment_raw_fields (run);

      g_assert_true (qd_sweep_writer_row (w, run->index, key, (const char *const *) fields, NULL));
    }
  g_assert_true (qd_sweep_writer_close (w, NULL));
}

static gboolean
merge_done (gpointer data)
{
  QdMapcolorExperimentView *view = data;

  return !qd_mapcolor_experiment_view_is_running (view) && qd_mapcolor_experiment_view_get_experiment (view) != NULL;
}

/* Shards run elsewhere, opened as files and as a folder (issue 18): the
 * merged table is the single run's (but for the times), the settings
 * follow the files, a missing shard is named. */
static void
test_experiment_shards (void)
{
  static const guint sizes[] = { 10, 20, 40 };
  static const QdMapcolorVariant algorithms[] = { { QD_MAPCOLOR_ALGO_FC, FALSE }, { QD_MAPCOLOR_ALGO_MAC, FALSE },
                                                  { QD_MAPCOLOR_ALGO_BEST, FALSE } };
  QdMapcolorExperimentConfig config = { (guint *) sizes, 3, 3, (QdMapcolorVariant *) algorithms, 3, 4,
                                        QD_MAPCOLOR_GEN_SEGMENTS, 5, 0, 0 };
  g_autofree char *dir = g_dir_make_tmp ("quandary-shards-XXXXXX", NULL);
  g_autofree char *paths[4] = { NULL };
  g_autoptr(QdMapcolorExperiment) single = qd_mapcolor_experiment_new (&config);
  g_autofree char *expected = NULL, *merged = NULL, *junk = NULL;
  QdMapcolorPage *page;
  QdMapcolorExperimentView *view;

  g_assert_true (qd_mapcolor_experiment_run (single, NULL, NULL, NULL, NULL, NULL));
  expected = experiment_csv_without_times (single);
  for (guint i = 0; i < 3; i++)
    {
      paths[i] = g_strdup_printf ("%s/shard-%u.csv", dir, i + 1);
      write_shard (&config, i + 1, 3, paths[i]);
    }
  junk = g_build_filename (dir, "results.csv", NULL);
  g_assert_true (g_file_set_contents (junk, "n,algorithm\n10,fc\n", -1, NULL));

  page = QD_MAPCOLOR_PAGE (open_example ("mapcolor", 0, QD_TYPE_MAPCOLOR_PAGE));
  qd_mapcolor_page_show_view (page, "experiment");
  view = qd_mapcolor_page_get_experiment_view (page);
  qd_mapcolor_experiment_view_open_raw (view, (const char *const *) paths, FALSE);
  wait_until (merge_done, view, 30000, "the merge of three shards");
  merged = experiment_csv_without_times (qd_mapcolor_experiment_view_get_experiment (view));
  g_assert_cmpstr (merged, ==, expected);
  g_assert_cmpstr (qd_mapcolor_experiment_view_get_status (view), ==, "3 files merged: all 27 runs");
  wait_for_frame ();
  screenshot ("ui-mapcolor-experiment-shards.png");

  /* A folder: its raw files (the CSV beside them left alone), one missing. */
  g_unlink (paths[1]);
  qd_mapcolor_experiment_view_open_raw (view, (const char *const *) (const char *[]) { dir, NULL }, TRUE);
  wait_until (merge_done, view, 30000, "the merge of a folder");
  g_assert_cmpuint (qd_mapcolor_experiment_view_get_experiment (view)->runs->len, ==, 18);
  g_assert_cmpstr (qd_mapcolor_experiment_view_get_status (view), ==,
                   "2 files merged: 18 of 27 runs (missing: 1, 4, 7, 10, 13, 16, …)");
  qd_mapcolor_page_show_view (page, "map");
  for (guint i = 0; i < 3; i++)
    g_unlink (paths[i]);
  g_unlink (junk);
  g_rmdir (dir);
}

static gboolean
shows_file (gpointer file)
{
  QdPage *page = qd_window_get_current_page (window);

  return page != NULL && qd_page_get_file (page) != NULL && g_file_equal (qd_page_get_file (page), file);
}

/* Generate over a map opened from a file: the tab becomes a new untitled
 * "Generated Map" (Save can no longer write it over the file), and the
 * toast's Undo brings back the map and its file. */
static void
test_generate_over_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("quandary-mapgen-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "mine.map", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *after = NULL;
  QdMapcolorPage *page;
  AdwToast *toast;

  /* A map read with a warning opens, and says it after the file's name. */
  g_assert_true (g_file_set_contents (path, "A: B, B\nB: A\n", -1, NULL));
  qd_window_open_file (window, file);
  wait_until (shows_file, file, 10000, "mine.map");
  wait_until (error_shown, "mine.map: line 1: “A” lists “B” twice", 5000, "the map's warning");
  close_current_page ();

  g_assert_true (g_file_set_contents (path, "A: B\nB: A\n", -1, NULL));
  qd_window_open_file (window, file);
  wait_until (shows_file, file, 10000, "mine.map");
  page = QD_MAPCOLOR_PAGE (qd_window_get_current_page (window));
  g_assert_cmpuint (qd_mapcolor_page_get_map (page)->n_regions, ==, 2);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (map_child (page, "regions_spin")), 20);
  gtk_widget_activate_action (GTK_WIDGET (page), "mapcolor.generate", NULL);
  wait_until (map_not_busy, page, 20000, "the generator");
  g_assert_cmpuint (qd_mapcolor_page_get_map (page)->n_regions, ==, 20);
  g_assert_null (qd_page_get_file (QD_PAGE (page)));
  g_assert_cmpstr (qd_page_get_title (QD_PAGE (page)), ==, "Generated Map");
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));
  toast = qd_page_get_replace_toast (QD_PAGE (page));
  g_assert_nonnull (toast);
  g_assert_cmpstr (adw_toast_get_button_label (toast), ==, "_Undo");
  wait_for_frame ();
  screenshot ("ui-mapcolor-generate-toast.png");
  g_signal_emit_by_name (toast, "button-clicked");
  g_assert_cmpuint (qd_mapcolor_page_get_map (page)->n_regions, ==, 2);
  g_assert_true (qd_page_get_file (QD_PAGE (page)) != NULL && g_file_equal (qd_page_get_file (QD_PAGE (page)), file));
  g_assert_cmpstr (qd_page_get_title (QD_PAGE (page)), ==, "mine.map");
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  /* Redo (Shift+Ctrl+Z) generates it again as the untitled map; Ctrl+Z, like
   * the toast, gives the file back. */
  g_assert_true (press_key_in (GTK_WIDGET (page), GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  g_assert_cmpuint (qd_mapcolor_page_get_map (page)->n_regions, ==, 20);
  g_assert_cmpstr (qd_page_get_title (QD_PAGE (page)), ==, "Generated Map");
  g_assert_null (qd_page_get_file (QD_PAGE (page)));
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));
  g_assert_true (press_key_in (GTK_WIDGET (page), GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_cmpuint (qd_mapcolor_page_get_map (page)->n_regions, ==, 2);
  g_assert_cmpstr (qd_page_get_title (QD_PAGE (page)), ==, "mine.map");
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, "A: B\nB: A\n");               /* never written */
  close_current_page ();
  g_unlink (path);
  g_rmdir (dir);
}

static gboolean
zoom_settled (gpointer board)
{
  return !qd_canvas_get_previewing (board);
}

/* A large map is drawn on a worker into an image it keeps for the zoom's
 * motion (qd_canvas_set_zoom_preview): once settled, its pixels are those
 * drawn straight. */
static void
check_settled_pixels (QdCanvas *board)
{
  g_autoptr(GdkTexture) kept = NULL, straight = NULL;
  gsize stride, size;
  g_autofree guchar *a = NULL, *b = NULL;

  g_assert_false (qd_canvas_get_previewing (board));
  kept = render_widget (GTK_WIDGET (board));
  qd_canvas_set_zoom_preview (board, FALSE);
  straight = render_widget (GTK_WIDGET (board));
  qd_canvas_set_zoom_preview (board, TRUE);
  g_assert_cmpint (gdk_texture_get_width (kept), ==, gdk_texture_get_width (straight));
  g_assert_cmpint (gdk_texture_get_height (kept), ==, gdk_texture_get_height (straight));
  stride = 4 * (gsize) gdk_texture_get_width (kept);
  size = stride * (gsize) gdk_texture_get_height (kept);
  a = g_malloc (size);
  b = g_malloc (size);
  gdk_texture_download (kept, a, stride);
  gdk_texture_download (straight, b, stride);
  g_assert_true (memcmp (a, b, size) == 0);
}

static gboolean
no_file_chooser (gpointer unused)
{
  return !file_chooser_shown (NULL);
}

/* A DIMACS graph (the queens graph of 8 × 8, which lists its edges both
 * ways) opens as a map, says so in a warning, and the strongest solver
 * colours it with its chromatic number, 9. */
static void
test_dimacs_file (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", "dimacs", "queen8_8.col", NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "ui-mapcolor-queen8_8.col", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *before = NULL, *after = NULL;

  /* A copy: Save must leave it as it is, but if it did not, the data stay. */
  g_assert_true (g_file_get_contents (source, &before, NULL, NULL));
  g_assert_true (g_file_set_contents (path, before, -1, NULL));
  const QdMapcolorSolution *solution;
  QdMapcolorPage *page;
  QdMap *map;

  qd_window_open_file (window, file);
  wait_until (shows_file, file, 10000, "queen8_8.col");
  wait_until (error_shown, "ui-mapcolor-queen8_8.col: 728 of the 1456 edges listed repeat", 5000, "the repeated edges' warning");
  page = QD_MAPCOLOR_PAGE (qd_window_get_current_page (window));
  map = qd_mapcolor_page_get_map (page);
  g_assert_cmpuint (map->n_regions, ==, 64);
  g_assert_cmpuint (map->n_edges, ==, 728);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (map_child (page, "colors_spin")), 9);
  adw_combo_row_set_selected (ADW_COMBO_ROW (map_child (page, "algorithm_row")), 4);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (map_idle, page, 60000, "the strongest solver on queen8_8");
  solution = qd_mapcolor_page_get_solution (page);
  g_assert_cmpint (solution->status, ==, QD_MAPCOLOR_SOLVED);
  g_assert_true (qd_map_colouring_valid (qd_mapcolor_page_get_map (page), solution->colors, 9));
  wait_for_frame ();
  screenshot ("ui-mapcolor-dimacs-queen8_8.png");
  /* Save would write a map: it asks where instead, the graph left as it is. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  wait_until (file_chooser_shown, NULL, 5000, "Save asking where, for a DIMACS graph");
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  gtk_dialog_response (GTK_DIALOG (find_toplevel (GTK_TYPE_FILE_CHOOSER)), GTK_RESPONSE_CANCEL);
  wait_until (no_file_chooser, NULL, 5000, "the save dialog closed");
  qd_page_set_modified (QD_PAGE (page), FALSE);
  close_current_page ();
  g_unlink (path);
}

/* A map of 100,000 regions (the spin button's largest) is generated, shown,
 * coloured by the strongest solver with Restarts switched off for it, and
 * drawn, fitted and zoomed in (pixel by pixel, see qd-map-render-dots.c;
 * the frames of the zoom's motion scale the last drawing, the settled ones
 * have the pixels of a straight drawing); the frame times go to the log,
 * the pictures to be looked at. */
static void
test_large_map (void)
{
  QdMapcolorPage *page = QD_MAPCOLOR_PAGE (qd_window_new_page (window, "mapcolor"));
  QdCanvas *board = QD_CANVAS (map_child (page, "map_view"));
  const QdMapcolorSolution *solution;
  QdMap *map;
  gint64 start;

  adw_combo_row_set_selected (ADW_COMBO_ROW (map_child (page, "method_row")), 1);   /* Delaunay: quicker */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (map_child (page, "regions_spin")), 100000);
  gtk_widget_activate_action (GTK_WIDGET (page), "mapcolor.generate", NULL);
  wait_until (map_not_busy, page, 120000, "the generator");
  map = qd_mapcolor_page_get_map (page);
  g_assert_cmpuint (map->n_regions, ==, 100000);
  adw_combo_row_set_selected (ADW_COMBO_ROW (map_child (page, "algorithm_row")), 4);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (map_child (page, "restarts_row"))));
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (map_idle, page, 120000, "the strongest solver");
  solution = qd_mapcolor_page_get_solution (page);
  g_assert_cmpint (solution->status, ==, QD_MAPCOLOR_SOLVED);
  g_assert_true (qd_map_colouring_valid (map, solution->colors, 4));
  start = g_get_monotonic_time ();
  qd_canvas_redraw (board);
  wait_for_frame ();
  g_test_message ("100,000 regions, fitted: a frame in %.1f ms", (g_get_monotonic_time () - start) / 1000.0);
  /* The map is drawn on a worker: the frame showed the last drawing. */
  g_assert_true (qd_canvas_get_previewing (board));
  wait_until (zoom_settled, board, 10000, "the map drawn");
  g_test_message ("100,000 regions, fitted: drawn in %.1f ms", (g_get_monotonic_time () - start) / 1000.0);
  screenshot ("ui-mapcolor-100000.png");
  check_settled_pixels (board);
  /* Zoomed step by step, as a pinch does: the frames scale the last
   * drawing, the map is drawn afresh once the zoom has settled. */
  for (double zoom = qd_canvas_get_zoom (board) * 1.25; zoom < 8; zoom *= 1.25)
    {
      qd_canvas_set_zoom (board, zoom);
      wait_for_frame ();
      g_assert_true (qd_canvas_get_previewing (board));
    }
  qd_canvas_set_zoom (board, 8);
  start = g_get_monotonic_time ();
  wait_for_frame ();
  g_test_message ("100,000 regions, zoom 8: a frame in %.1f ms", (g_get_monotonic_time () - start) / 1000.0);
  wait_until (zoom_settled, board, 10000, "the zoom to settle");
  check_settled_pixels (board);
  screenshot ("ui-mapcolor-100000-zoomed.png");

  qd_page_set_modified (QD_PAGE (page), FALSE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.close-tab", NULL);
  spin (100);
}

/* The search tree below the map: recorded by the run, in step with the
 * replay both ways, and the map at a node shows its colours and domains. */
static void
test_search_tree (void)
{
  QdMapcolorPage *page = QD_MAPCOLOR_PAGE (qd_window_new_page (window, "mapcolor"));
  QdCanvas *map_view = QD_CANVAS (map_child (page, "map_view"));
  QdBoardPane *board = QD_BOARD_PANE (gtk_widget_get_ancestor (GTK_WIDGET (map_view), QD_TYPE_BOARD_PANE));
  QdSearchTreePane *pane = qd_board_pane_get_search_tree (board);
  QdSearchTreeView *view = qd_search_tree_pane_get_view (pane);
  QdStepper *stepper = qd_run_controls_get_stepper (QD_RUN_CONTROLS (map_child (page, "run_controls")));
  const QdSearchTree *tree;
  const QdSearchNode *node;
  gint failure;

  g_assert_nonnull (pane);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (pane)));
  g_assert_true (show_search_tree (map_view) == view);

  /* Backtracking with 2 colours: no colouring, a tree of failures. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (map_child (page, "algorithm_row")), 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (map_child (page, "colors_spin")), 2);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (map_idle, page, 10000, "the 2-colour search");
  wait_for_frame ();
  tree = qd_search_tree_view_get_tree (view);
  g_assert_nonnull (tree);
  g_assert_true (qd_search_tree_is_finished (tree));
  g_assert_cmpuint (qd_search_tree_n_nodes (tree), ==, qd_mapcolor_page_get_solution (page)->assignments + 1);

  /* The first failure: the replay moves to its step, the map shows its
   * assignment (as many regions coloured as its depth). */
  g_assert_true (qd_search_tree_view_find (view, QD_SEARCH_TREE_FIND_NEXT_FAILURE));
  failure = qd_search_tree_view_get_selected (view);
  node = qd_search_tree_node (tree, (guint) failure);
  g_assert_cmpint (node->status, ==, QD_SEARCH_NODE_FAILURE);
  g_assert_true (g_str_has_prefix (status_text (page, QD_TYPE_MAPCOLOR_PAGE), "Node"));
  {
    g_autofree char *coloured = g_strdup_printf ("%u coloured", node->depth);

    wait_position (map_view, coloured);
  }
  g_assert_cmpuint (qd_stepper_get_step (stepper), >, 0);

  /* Collapse the failure's parent and expand it again. */
  collapse_and_expand (view, node->parent);

  /* The replay moves the tree: step 1 is the first assignment, node 1. */
  qd_stepper_go_to (stepper, 1);
  g_assert_cmpint (qd_search_tree_view_get_selected (view), ==, 1);
  wait_position (map_view, "1 coloured");

  /* Forward checking with 3 colours: at node 2 the others' domains show. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (map_child (page, "algorithm_row")), 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (map_child (page, "colors_spin")), 3);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (map_idle, page, 10000, "the forward-checking search");
  tree = qd_search_tree_view_get_tree (view);
  qd_search_tree_view_select (view, 2);
  g_assert_cmpint (qd_stepper_get_step (stepper), ==, 2);
  wait_position (map_view, "2 coloured");
  wait_for_frame ();
  screenshot ("ui-mapcolor-search-tree.png");

  /* The strongest solver searches no tree the recorder follows: the last
   * tree goes and the pane says why. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (map_child (page, "algorithm_row")), 4);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (map_idle, page, 10000, "the strongest solver");
  g_assert_null (qd_search_tree_view_get_tree (view));
  g_assert_true (g_str_has_prefix (qd_search_tree_pane_get_empty_text (pane),
                                   "Min-conflicts, the strongest solver and SAT search no tree"));

  /* Hidden again: the map goes back to the replay. */
  gtk_widget_activate_action (GTK_WIDGET (map_view), "board.show-search-tree", NULL);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (pane)));
  close_current_page ();
}

/* ------------------------------------------------------------ reports (issue 32) */

static char *
build_path (const char *name)
{
  return g_build_filename (g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".", name, NULL);
}

/* The tab's report of what it shows has the sections of the CLI's report
 * of the command it names (run in the build folder: --tree writes there). */
static QdReport *
check_report_titles (QdMapcolorPage *page)
{
  QdReport *report = qd_page_build_report (QD_PAGE (page));
  g_auto(GStrv) titles = NULL;
  g_auto(GStrv) argv = NULL;
  g_auto(GStrv) cli = NULL;
  g_autofree char *dir = build_path ("");

  g_assert_nonnull (report);
  titles = qd_report_section_titles (report);
  argv = report_command (report);
  g_assert_cmpstr (argv[0], ==, "quandary-cli");
  cli = cli_report_titles ((const char *const *) argv, dir);
  g_assert_cmpstrv (titles, cli);
  return report;
}

/* The PDF into the build folder, its pages 1 and 2 as PNG to be looked at. */
static void
write_report (const QdReport *report, const char *stem)
{
  g_autofree char *name = g_strconcat (stem, ".pdf", NULL);
  g_autofree char *pdf = build_path (name);
  g_autofree char *prefix = build_path (stem);
  g_autofree char *command = g_strdup_printf ("pdftoppm -png -r 60 -f 1 -l 2 '%s' '%s'", pdf, prefix);
  g_autoptr(GFile) file = g_file_new_for_path (pdf);
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_true (qd_report_write_pdf (report, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (qd_report_count_pages (report), >=, 2);
  g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

static void
write_frame (const QdAnimation *animation, guint step, const char *name)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 800, 600);
  cairo_t *cr = cairo_create (surface);
  g_autofree char *path = build_path (name);

  qd_animation_draw_frame (animation, cr, 800, 600, step);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}

/* Australia coloured by backtracking as a user does it, its report (the
 * sections of the CLI's report of the same run, looked at as PNG), its
 * replay as an animation of as many steps; then the FC vs MAC tables' and
 * the experiment's reports. */
static void
test_report (void)
{
  QdMapcolorPage *page = QD_MAPCOLOR_PAGE (open_example ("mapcolor", 0, QD_TYPE_MAPCOLOR_PAGE));
  QdStepper *stepper = qd_run_controls_get_stepper (QD_RUN_CONTROLS (map_child (page, "run_controls")));
  g_autoptr(QdReport) report = NULL;
  g_autoptr(QdAnimation) animation = NULL;

  /* Nothing run yet: the map, the settings and the command.  The example
   * as it was opened: the command names its copy in the data folder. */
  report = qd_page_build_report (QD_PAGE (page));
  g_assert_nonnull (qd_report_find_part (report, QD_REPORT_INSTANCE));
  g_assert_null (qd_report_find_part (report, QD_REPORT_RESULTS));
  g_assert_null (qd_page_build_animation (QD_PAGE (page)));
  {
    g_auto(GStrv) argv = report_command (report);

    g_assert_true (g_str_has_suffix (argv[2], "/examples/mapcolor/australia.map"));
    g_assert_true (g_file_test (argv[2], G_FILE_TEST_IS_REGULAR));
  }
  g_clear_pointer (&report, qd_report_free);

  /* Saved, as a user does before handing in: the command names the file,
   * which the CLI reads. */
  {
    g_autofree char *path = build_path ("ui-report-australia.map");
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;

    g_assert_true (qd_page_save_to (QD_PAGE (page), file, &error));
    g_assert_no_error (error);
  }

  adw_combo_row_set_selected (ADW_COMBO_ROW (map_child (page, "algorithm_row")), 0);   /* backtracking */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (map_child (page, "colors_spin")), 3);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (map_child (page, "seed_spin")), 2);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (map_idle, page, 10000, "the colouring");
  g_assert_cmpint (qd_mapcolor_page_get_solution (page)->status, ==, QD_MAPCOLOR_SOLVED);

  report = check_report_titles (page);
  g_assert_nonnull (qd_report_find_part (report, QD_REPORT_SEARCH_TREE));
  g_assert_nonnull (qd_report_find_part (report, QD_REPORT_STATISTICS));
  write_report (report, "ui-mapcolor-report");

  animation = qd_page_build_animation (QD_PAGE (page));
  g_assert_nonnull (animation);
  g_assert_cmpuint (animation->n_steps, ==, qd_stepper_get_n_steps (stepper));
  g_assert_cmpuint (animation->n_steps, >=, qd_mapcolor_page_get_solution (page)->assignments);
  write_frame (animation, 1, "ui-mapcolor-frame-1.png");
  write_frame (animation, animation->n_steps, "ui-mapcolor-frame-last.png");
  g_clear_pointer (&report, qd_report_free);

  /* The FC vs MAC view's report is of its tables (none yet: nothing). */
  qd_mapcolor_page_show_view (page, "fcmac");
  g_assert_null (qd_page_build_report (QD_PAGE (page)));
  qd_mapcolor_fcmac_view_build (qd_mapcolor_page_get_fcmac_view (page), "SA, WA, NT, Q, NSW, V, T", "r, g, b");
  wait_until (fcmac_done, qd_mapcolor_page_get_fcmac_view (page), 10000, "the domain tables");
  report = check_report_titles (page);
  g_assert_nonnull (qd_report_find_part (report, QD_REPORT_SEARCH_TREE));
  write_report (report, "ui-mapcolor-fcmac-report");
  g_clear_pointer (&report, qd_report_free);

  /* The experiment view's, of its experiment. */
  qd_mapcolor_page_show_view (page, "experiment");
  qd_mapcolor_experiment_view_run (qd_mapcolor_page_get_experiment_view (page), "10, 20", 2);
  wait_until (experiment_done, qd_mapcolor_page_get_experiment_view (page), 60000, "the experiment");
  report = check_report_titles (page);
  g_assert_nonnull (qd_report_find_part (report, QD_REPORT_EXPERIMENT));
  write_report (report, "ui-mapcolor-experiment-report");
  qd_mapcolor_page_show_view (page, "map");
  close_current_page ();
}

/* Check an Answer… on both views.  The map: Australia by forward checking
 * with 3 colours, and the tab's own colouring with NSW given Q's colour:
 * wrong at line 5 (NSW's), the replay moved to the step that colours NSW.
 * The tables: WA=r's row with D_NT left whole is wrong at that row, which
 * is highlighted with its node selected in the forward-checking tree. */
static void
test_check_answer (void)
{
  QdMapcolorPage *page = QD_MAPCOLOR_PAGE (qd_window_new_page (window, "mapcolor"));
  QdMap *map = qd_mapcolor_page_get_map (page);
  QdStepper *stepper = qd_run_controls_get_stepper (QD_RUN_CONTROLS (map_child (page, "run_controls")));
  QdMapcolorFcmacView *fcmac = qd_mapcolor_page_get_fcmac_view (page);
  QdCspTable *const *tables;
  const QdMapcolorSolution *solution;
  g_autoptr(GString) right = g_string_new (NULL);
  g_autoptr(GString) wrong = g_string_new (NULL);
  g_autoptr(QdCheckResult) result = NULL;
  g_autoptr(QdCheckResult) correct = NULL;
  g_autoptr(QdCheckResult) tables_result = NULL;
  g_autofree char *fc_text = NULL, *mac_text = NULL, *tables_text = NULL, *bad_tables = NULL;
  g_auto(GStrv) table_lines = NULL;

  adw_combo_row_set_selected (ADW_COMBO_ROW (map_child (page, "algorithm_row")), 1);   /* forward checking */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (map_child (page, "colors_spin")), 3);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (map_idle, page, 10000, "the colouring");
  solution = qd_mapcolor_page_get_solution (page);
  g_assert_cmpint (solution->status, ==, QD_MAPCOLOR_SOLVED);
  g_assert_cmpstr (map->names->pdata[3], ==, "Q");
  g_assert_cmpstr (map->names->pdata[4], ==, "NSW");
  for (guint r = 0; r < map->n_regions; r++)
    {
      g_string_append_printf (right, "%s %s\n", (const char *) map->names->pdata[r],
                              qd_map_color_name ((guint) solution->colors[r]));
      g_string_append_printf (wrong, "%s %s\n", (const char *) map->names->pdata[r],
                              qd_map_color_name ((guint) solution->colors[r == 4 ? 3 : r]));
    }
  qd_stepper_go_to (stepper, 0);

  result = check_answer_in_page (QD_PAGE (page), wrong->str, "ui-mapcolor");
  g_assert_cmpint (result->verdict, ==, QD_CHECK_WRONG);
  g_assert_cmpuint (result->line, ==, 5);
  g_assert_nonnull (strstr (result->explanation, "NSW and Q are neighbours and both"));
  g_assert_cmpstr (result->reference, ==, right->str);
  g_assert_cmpint (result->step, >, 0);
  g_assert_cmpint (qd_stepper_get_step (stepper), ==, result->step);
  screenshot ("ui-mapcolor-check-map.png");
  correct = check_answer_in_page (QD_PAGE (page), right->str, "ui-mapcolor-correct");
  g_assert_cmpint (correct->verdict, ==, QD_CHECK_CORRECT);

  qd_mapcolor_page_show_view (page, "fcmac");
  qd_mapcolor_fcmac_view_build (fcmac, "WA, NT, SA, Q, NSW, V, T", "r, g, b");
  wait_until (fcmac_done, fcmac, 10000, "the domain tables");
  g_assert_cmpuint (qd_mapcolor_fcmac_view_get_tables (fcmac, &tables), ==, 2);
  fc_text = qd_csp_tables_to_text (tables[0]);
  mac_text = qd_csp_tables_to_text (tables[1]);
  tables_text = g_strconcat (fc_text, "\n", mac_text, NULL);
  /* Line 4 is WA=r: NT and SA lose r. */
  table_lines = g_strsplit (tables_text, "\n", -1);
  g_assert_cmpstr (table_lines[3], ==, "WA=r\tr\tg,b\tg,b\tr,g,b\tr,g,b\tr,g,b\tr,g,b");
  g_free (table_lines[3]);
  table_lines[3] = g_strdup ("WA=r\tr\tr,g,b\tg,b\tr,g,b\tr,g,b\tr,g,b\tr,g,b");
  bad_tables = g_strjoinv ("\n", table_lines);
  tables_result = check_answer_in_page (QD_PAGE (page), bad_tables, "ui-mapcolor-fcmac");
  g_assert_cmpint (tables_result->verdict, ==, QD_CHECK_WRONG);
  g_assert_cmpuint (tables_result->line, ==, 4);
  g_assert_cmpint (tables_result->step, ==, 1);
  g_assert_cmpstr (tables_result->explanation, ==,
                   "Forward checking removes r from NT because its neighbour WA is assigned r (WA=r).");
  g_assert_cmpstr (tables_result->reference, ==, tables_text);
  /* WA=r is node 1 of the forward-checking tree. */
  g_assert_cmpint (qd_search_tree_view_get_selected (qd_mapcolor_fcmac_view_get_tree_view (fcmac, 0)), ==, 1);
  wait_for_frame ();
  screenshot ("ui-mapcolor-check-fcmac.png");
  qd_mapcolor_page_show_view (page, "map");
  close_current_page ();
}

static gboolean
is_toast (GtkWidget *widget, gconstpointer data)
{
  return g_str_equal (gtk_widget_get_css_name (widget), "toast");
}

static gboolean
has_class (GtkWidget *widget, gconstpointer name)
{
  return gtk_widget_has_css_class (widget, name);
}

/* A toast never hides the zoom buttons: a long one shown over the map at
 * 1400 x 900 and at 600 x 500 lies clear of them (issue 92). */
static void
test_toast_clear_of_zoom (void)
{
  QdMapcolorPage *page = QD_MAPCOLOR_PAGE (qd_window_new_page (window, "mapcolor"));
  static const int sizes[][2] = { { 1400, 900 }, { 600, 500 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      AdwToast *toast = adw_toast_new ("Saved “a map with a rather long name for a toast.txt” in the folder");
      g_autofree char *name = g_strdup_printf ("ui-mapcolor-toast-%d.png", sizes[i][0]);
      GtkWidget *shown, *zoom;
      graphene_rect_t toast_box, zoom_box;

      resize_window (sizes[i][0], sizes[i][1]);
      g_assert_true (qd_page_add_toast (QD_PAGE (page), g_object_ref (toast)));
      spin (300);
      wait_for_frame ();
      shown = find_widget (GTK_WIDGET (window), is_toast, NULL);
      zoom = find_widget (GTK_WIDGET (page), has_class, "zoom-controls");
      g_assert_nonnull (shown);
      g_assert_nonnull (zoom);
      g_assert_true (gtk_widget_get_mapped (zoom));
      g_assert_true (gtk_widget_compute_bounds (shown, GTK_WIDGET (window), &toast_box));
      g_assert_true (gtk_widget_compute_bounds (zoom, GTK_WIDGET (window), &zoom_box));
      g_test_message ("%dx%d: toast at %.0f,%.0f %.0fx%.0f, zoom at %.0f,%.0f %.0fx%.0f", sizes[i][0], sizes[i][1],
                      toast_box.origin.x, toast_box.origin.y, toast_box.size.width, toast_box.size.height,
                      zoom_box.origin.x, zoom_box.origin.y, zoom_box.size.width, zoom_box.size.height);
      screenshot (name);
      g_assert_false (graphene_rect_intersection (&toast_box, &zoom_box, NULL));
      adw_toast_dismiss (toast);
      g_object_unref (toast);
      spin (100);
    }
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);

  g_test_add_func ("/ui/mapcolor/solve-edit-generate", test_mapcolor);
  g_test_add_func ("/ui/mapcolor/keyboard-reading", test_keyboard_reading);
  g_test_add_func ("/ui/mapcolor/toast-clear-of-zoom", test_toast_clear_of_zoom);
  g_test_add_func ("/ui/mapcolor/fcmac-and-experiment", test_mapcolor_views);
  g_test_add_func ("/ui/mapcolor/experiment-shards", test_experiment_shards);
  g_test_add_func ("/ui/mapcolor/generate-over-file", test_generate_over_file);
  g_test_add_func ("/ui/mapcolor/dimacs-file", test_dimacs_file);
  g_test_add_func ("/ui/mapcolor/large-map", test_large_map);
  g_test_add_func ("/ui/mapcolor/search-tree", test_search_tree);
  g_test_add_func ("/ui/mapcolor/report", test_report);
  g_test_add_func ("/ui/mapcolor/check-answer", test_check_answer);
  return ui_run ();
}
