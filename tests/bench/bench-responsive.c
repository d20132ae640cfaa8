/* bench-responsive.c — how responsive the window stays while it works
 * (issue 36): six scripted scenarios under Xvfb, each measured by the
 * probes of tests/ui-meter.h, one line each with the frame times (p50, p99,
 * max of the frames' work; p99 of the intervals between frames), the
 * longest main-loop stall with the phase it happened in and the main
 * thread's CPU time over it, the load average, and the verdict: "ok" when
 * the stall is under 50 ms and the frame p99 under 16 ms.  Below each line,
 * the same per phase.
 *
 *   map-100k       a 100,000-region map (segments) opened from a file,
 *                  coloured by the strongest solver, zoomed from the fit to
 *                  8 times over 60 frames and panned over 300;
 *   experiment     the map-colouring experiment of sizes 500 to 5,000, 6
 *                  maps each, its plots redrawn every frame, until it ends
 *                  (or 90 s, then Stop);
 *   tree-1m        forward checking without restarts on a 5,000-region map,
 *                  its search tree (about a million nodes) shown growing,
 *                  then panned over 300 frames and zoomed in three times;
 *   war-engine     the war game's engine thinking for 10 s, its board
 *                  redrawn every frame, then Stop;
 *   battleship-25  a 25 x 25 puzzle generated at the hardest level (or
 *                  60 s, then Stop), its board redrawn every frame;
 *   war-hostile    the war game against hostile outside agents
 *                  (tests/agents/hostile.py, docs/agents.md): one that
 *                  writes 100 MB without a newline, one that sleeps past
 *                  its 2 s, one that starts 200 sleeping children; each
 *                  forfeits while the board is redrawn every frame.
 *
 * Every frame moves: a tick callback zooms, pans or queues a redraw.  Usage:
 * bench-responsive [SCENARIO…] (all by default); run under xvfb-run with the
 * UI tests' environment (`meson test -C BUILD --benchmark responsive -v`).
 * The exit status is 0 even when a verdict fails: the figures are for
 * reading (the machine may be loaded; compare stall-cpu with stall-max). */
#include "config.h"

#include "ui-common.h"
#include "core/qd-file.h"

#include <glib/gstdio.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app/pages/battleship/qd-battleship-page.h"
#include "app/pages/mapcolor/qd-mapcolor-page.h"
#include "app/pages/wargame/qd-wargame-page.h"
#include "app/widgets/qd-canvas.h"
#include "app/widgets/qd-search-tree-pane.h"
#include "problems/mapcolor/qd-mapcolor-gen.h"

static GObject *
child (gpointer page, GType type, const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (page), type, name);

  g_assert_nonnull (object);
  return object;
}

static GObject *
map_child (QdMapcolorPage *page, const char *name)
{
  return child (page, QD_TYPE_MAPCOLOR_PAGE, name);
}

static gboolean
not_busy (gpointer page)
{
  return !qd_page_get_busy (QD_PAGE (page));
}

static gboolean
solved (gpointer page)
{
  return !qd_page_get_busy (QD_PAGE (page)) && qd_mapcolor_page_get_solution (page) != NULL;
}

/* A condition, or a deadline passed: the work is stopped then. */
typedef struct {
  UiCondition cond;
  gpointer data;
  gint64 end;
} Deadline;

static gboolean
done_or_late (gpointer data)
{
  Deadline *deadline = data;

  return deadline->cond (deadline->data) || g_get_monotonic_time () > deadline->end;
}

static void
close_page (void)
{
  qd_page_set_modified (qd_window_get_current_page (window), FALSE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.close-tab", NULL);
  ui_run_for (200);
}

/* ------------------------------------------------------- zoom and pan */

typedef struct {
  double from, to;   /* zoom: from → to, geometrically */
  guint frames;
  gboolean done;
} Motion;

static gboolean
zoom_step (GtkWidget *widget, guint frame, gpointer data)
{
  Motion *motion = data;

  qd_canvas_set_zoom (QD_CANVAS (widget), motion->from * pow (motion->to / motion->from, (frame + 1.0) / motion->frames));
  motion->done = frame + 1 >= motion->frames;
  return !motion->done;
}

/* Across and down the drawing and back, as a hand on a touchpad would:
 * the horizontal position a triangle wave, the vertical one slower. */
static gboolean
pan_step (GtkWidget *widget, guint frame, gpointer data)
{
  Motion *motion = data;
  GtkAdjustment *h = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (widget));
  GtkAdjustment *v = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (widget));
  double t = (frame + 1.0) / motion->frames;
  double across = 1 - fabs (1 - fmod (4 * t, 2));   /* 0 → 1 → 0, twice */
  double down = 1 - fabs (1 - fmod (2 * t, 2));     /* 0 → 1 → 0 */

  gtk_adjustment_set_value (h, across * (gtk_adjustment_get_upper (h) - gtk_adjustment_get_page_size (h)));
  gtk_adjustment_set_value (v, down * (gtk_adjustment_get_upper (v) - gtk_adjustment_get_page_size (v)));
  motion->done = frame + 1 >= motion->frames;
  return !motion->done;
}

static gboolean
motion_done (gpointer motion)
{
  return ((Motion *) motion)->done;
}

static void
zoom (QdCanvas *canvas, double factor, guint frames)
{
  double from = qd_canvas_get_zoom (canvas);
  Motion motion = { from, from * factor, frames, FALSE };

  ui_drive (GTK_WIDGET (canvas), zoom_step, &motion);
  ui_run_until (motion_done, &motion, 120000, "the zoom");
}

static void
pan (QdCanvas *canvas, guint frames)
{
  Motion motion = { 0, 0, frames, FALSE };

  ui_drive (GTK_WIDGET (canvas), pan_step, &motion);
  ui_run_until (motion_done, &motion, 300000, "the pan");
}

/* ----------------------------------------------------------- map-100k */

static gboolean
map_opened (gpointer data)
{
  QdPage *page = qd_window_get_current_page (window);

  return page != NULL && QD_IS_MAPCOLOR_PAGE (page) &&
         qd_mapcolor_page_get_map (QD_MAPCOLOR_PAGE (page))->n_regions == GPOINTER_TO_UINT (data);
}

static void
scenario_map (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bench-responsive-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  QdMapcolorPage *page;
  QdCanvas *board;
  UiMeter *meter;

  g_assert_no_error (error);
  {
    g_autoptr(QdMap) map = qd_mapcolor_generate (100000, 1, QD_MAPCOLOR_GEN_SEGMENTS, NULL, NULL, &error);
    g_autofree char *text = NULL;

    g_assert_no_error (error);
    text = qd_map_to_string (map);
    path = g_build_filename (dir, "map-100k.map", NULL);
    g_assert_true (g_file_set_contents (path, text, -1, &error));
  }
  file = g_file_new_for_path (path);

  meter = ui_meter_start ("map-100k");
  ui_run_for (1000);
  ui_meter_phase (meter, "open");
  qd_window_open_file (window, file);
  ui_run_until (map_opened, GUINT_TO_POINTER (100000), 120000, "the map");
  page = QD_MAPCOLOR_PAGE (qd_window_get_current_page (window));
  board = QD_CANVAS (map_child (page, "map_view"));
  ui_run_frames (3);
  ui_meter_phase (meter, "solve");
  adw_combo_row_set_selected (ADW_COMBO_ROW (map_child (page, "algorithm_row")), 4);   /* best */
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  ui_run_until (solved, page, 120000, "the colouring");
  ui_run_frames (3);
  ui_meter_phase (meter, "zoom");
  zoom (board, 8, 60);
  ui_meter_phase (meter, "pan");
  pan (board, 300);
  ui_meter_stop (meter);
  screenshot ("bench-responsive-map-100k.png");

  close_page ();
  g_unlink (path);
  g_rmdir (dir);
}

/* --------------------------------------------------------- experiment */

static gboolean
experiment_done (gpointer view)
{
  return !qd_mapcolor_experiment_view_is_running (view) && qd_mapcolor_experiment_view_get_experiment (view) != NULL;
}


static void
scenario_experiment (void)
{
  QdMapcolorPage *page = QD_MAPCOLOR_PAGE (qd_window_new_page (window, "mapcolor"));
  QdMapcolorExperimentView *view;
  QdCanvas *plots;
  UiMeter *meter;
  guint drive;

  qd_mapcolor_page_show_view (page, "experiment");
  view = qd_mapcolor_page_get_experiment_view (page);
  plots = qd_mapcolor_experiment_view_get_canvas (view);
  ui_run_frames (3);

  meter = ui_meter_start ("experiment");
  ui_run_for (1000);
  ui_meter_phase (meter, "run");
  drive = ui_drive (GTK_WIDGET (plots), NULL, NULL);
  qd_mapcolor_experiment_view_run (view, "500, 1000, 2000, 5000", 6);
  ui_run_until (done_or_late, &(Deadline) { experiment_done, view, g_get_monotonic_time () + 90 * G_USEC_PER_SEC },
                200000, "the experiment");
  if (!experiment_done (view))
    {
      ui_meter_phase (meter, "stop");
      qd_mapcolor_experiment_view_stop (view);
      ui_run_until (experiment_done, view, 60000, "the experiment to stop");
    }
  ui_run_frames (3);
  ui_drive_stop (GTK_WIDGET (plots), drive);
  ui_meter_stop (meter);
  screenshot ("bench-responsive-experiment.png");
  close_page ();
}

/* ------------------------------------------------------------ tree-1m */

static gboolean
tree_settled (gpointer view)
{
  return !qd_search_tree_view_is_live (view);
}

static void
scenario_tree (void)
{
  QdMapcolorPage *page = QD_MAPCOLOR_PAGE (qd_window_new_page (window, "mapcolor"));
  QdCanvas *board = QD_CANVAS (map_child (page, "map_view"));
  QdSearchTreeView *tree;
  UiMeter *meter;

  adw_combo_row_set_selected (ADW_COMBO_ROW (map_child (page, "method_row")), 0);   /* segments */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (map_child (page, "regions_spin")), 5000);
  gtk_widget_activate_action (GTK_WIDGET (page), "mapcolor.generate", NULL);
  ui_run_until (not_busy, page, 120000, "the generator");
  g_assert_cmpuint (qd_mapcolor_page_get_map (page)->n_regions, ==, 5000);
  adw_combo_row_set_selected (ADW_COMBO_ROW (map_child (page, "algorithm_row")), 1);   /* forward checking */
  gtk_switch_set_active (GTK_SWITCH (map_child (page, "restarts_switch")), FALSE);
  tree = show_search_tree (board);
  ui_run_frames (3);

  meter = ui_meter_start ("tree-1m");
  ui_run_for (1000);
  ui_meter_phase (meter, "record");
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  ui_run_until (solved, page, 300000, "the search");
  ui_run_until (tree_settled, tree, 60000, "the tree");
  ui_run_frames (3);
  printf ("# tree-1m: %u nodes recorded\n",
          qd_search_tree_n_nodes (qd_search_tree_view_get_tree (tree)));
  ui_meter_phase (meter, "pan");
  pan (QD_CANVAS (tree), 300);
  ui_meter_phase (meter, "zoom-in");
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (tree), "tree.zoom-in", NULL));
      ui_run_frames (10);
    }
  ui_meter_phase (meter, "pan-zoomed");
  pan (QD_CANVAS (tree), 100);
  ui_meter_stop (meter);
  screenshot ("bench-responsive-tree-1m.png");
  close_page ();
}

/* --------------------------------------------------------- war-engine */

static void
scenario_war (void)
{
  QdWargamePage *page = QD_WARGAME_PAGE (open_example ("wargame", 2, QD_TYPE_WARGAME_PAGE));
  QdWargameAgentSpec engine = { QD_WARGAME_AGENT_ENGINE, 1, 20000 }, human = { QD_WARGAME_AGENT_HUMAN, 1, 0 };
  GtkWidget *board = GTK_WIDGET (child (page, QD_TYPE_WARGAME_PAGE, "board_view"));
  UiMeter *meter;
  guint drive;

  gtk_range_set_value (GTK_RANGE (child (page, QD_TYPE_WARGAME_PAGE, "delay_scale")), 0);
  qd_wargame_page_set_agent (page, QD_WARGAME_BLUE, &human);
  qd_wargame_page_set_agent (page, QD_WARGAME_GREEN, &engine);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "wargame.new-game", NULL));
  ui_run_frames (3);

  meter = ui_meter_start ("war-engine");
  drive = ui_drive (board, NULL, NULL);
  ui_run_for (1000);
  ui_meter_phase (meter, "think");
  g_assert_true (qd_wargame_page_play (page, 14));
  ui_run_for (10000);
  ui_meter_phase (meter, "stop");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "wargame.stop", NULL));
  ui_run_until (not_busy, page, 30000, "the stop");
  ui_run_frames (3);
  ui_drive_stop (board, drive);
  ui_meter_stop (meter);
  screenshot ("bench-responsive-war-engine.png");
  close_page ();
}

/* -------------------------------------------------------- war-hostile */

static gboolean
war_forfeited (gpointer page)
{
  return !qd_page_get_busy (QD_PAGE (page)) &&
         strstr (gtk_label_get_label (GTK_LABEL (child (page, QD_TYPE_WARGAME_PAGE, "turn_label"))), "forfeits") != NULL;
}

static void
scenario_war_hostile (void)
{
  static const char *const modes[] = { "flood", "sleep", "fork" };
  g_autofree char *registry = g_strdup_printf ("[flood]\ncommand=%s %s flood\nmove-time=2\n\n"
                                               "[sleep]\ncommand=%s %s sleep\nmove-time=2\n\n"
                                               "[fork]\ncommand=%s %s fork 0.000%d\nmove-time=2\n",
                                               ui_python (), ui_hostile_agent (), ui_python (), ui_hostile_agent (),
                                               ui_python (), ui_hostile_agent (), (int) getpid ());
  QdWargamePage *page;
  QdWargameAgentSpec human = { QD_WARGAME_AGENT_HUMAN, 1, 0 };
  QdWargameAgentSpec engine = { QD_WARGAME_AGENT_ENGINE, 1, 200 };
  GtkWidget *board;
  UiMeter *meter;
  guint drive;

  ui_set_agents_registry (registry);
  page = QD_WARGAME_PAGE (open_example ("wargame", 2, QD_TYPE_WARGAME_PAGE));
  board = GTK_WIDGET (child (page, QD_TYPE_WARGAME_PAGE, "board_view"));
  gtk_range_set_value (GTK_RANGE (child (page, QD_TYPE_WARGAME_PAGE, "delay_scale")), 0);
  qd_wargame_page_set_agent (page, QD_WARGAME_GREEN, &human);
  /* The window's first computer move and first choice of an outside agent
   * load styles and icons once (20-40 ms in all); they are not what the
   * agents do, and are done before the count. */
  qd_wargame_page_set_outside_agent (page, QD_WARGAME_GREEN, "agent:sleep");
  qd_wargame_page_set_agent (page, QD_WARGAME_GREEN, &human);
  qd_wargame_page_set_agent (page, QD_WARGAME_BLUE, &engine);
  ui_run_until (not_busy, page, 60000, "the engine's move");
  ui_run_frames (3);

  meter = ui_meter_start ("war-hostile");
  drive = ui_drive (board, NULL, NULL);
  ui_run_for (1000);
  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_autofree char *spec = g_strconcat ("agent:", modes[i], NULL);

      ui_meter_phase (meter, modes[i]);
      qd_wargame_page_set_outside_agent (page, QD_WARGAME_BLUE, spec);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "wargame.new-game", NULL));
      ui_run_until (war_forfeited, page, 60000, "the forfeit");
    }
  ui_drive_stop (board, drive);
  ui_meter_stop (meter);
  screenshot ("bench-responsive-war-hostile.png");
  close_page ();
  ui_set_agents_registry (NULL);
}

/* ------------------------------------------------------ battleship-25 */

static void
scenario_battleship (void)
{
  QdBattleshipPage *page = QD_BATTLESHIP_PAGE (open_example ("battleship", 4, QD_TYPE_BATTLESHIP_PAGE));
  GtkWidget *board = GTK_WIDGET (child (page, QD_TYPE_BATTLESHIP_PAGE, "board_view"));
  UiMeter *meter;
  guint drive;

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, QD_TYPE_BATTLESHIP_PAGE, "size_spin")), 25);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, QD_TYPE_BATTLESHIP_PAGE, "difficulty_row")), 2);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, QD_TYPE_BATTLESHIP_PAGE, "seed_spin")), 3);
  ui_run_frames (3);

  meter = ui_meter_start ("battleship-25");
  drive = ui_drive (board, NULL, NULL);
  ui_run_for (1000);
  ui_meter_phase (meter, "generate");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "battleship.generate", NULL));
  ui_run_until (done_or_late, &(Deadline) { not_busy, page, g_get_monotonic_time () + 60 * G_USEC_PER_SEC },
                120000, "the generator");
  if (qd_page_get_busy (QD_PAGE (page)))
    {
      ui_meter_phase (meter, "stop");
      gtk_widget_activate_action (GTK_WIDGET (window), "win.stop-page", NULL);
      ui_run_until (not_busy, page, 60000, "the generator to stop");
    }
  ui_run_frames (3);
  ui_drive_stop (board, drive);
  ui_meter_stop (meter);
  screenshot ("bench-responsive-battleship-25.png");
  close_page ();
}

/* --------------------------------------------------------------- main */

static const struct {
  const char *name;
  void (*run) (void);
} scenarios[] = {
  { "map-100k", scenario_map },
  { "experiment", scenario_experiment },
  { "tree-1m", scenario_tree },
  { "war-engine", scenario_war },
  { "battleship-25", scenario_battleship },
  { "war-hostile", scenario_war_hostile },
};

int
main (int argc, char **argv)
{
  g_autofree char *uptime = NULL;
  g_autofree char *config = g_dir_make_tmp ("quandary-bench-responsive-XXXXXX", NULL);

  /* A registry of its own (war-hostile), before any thread. */
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  ui_init (&argc, &argv);
  ui_remove_at_end (config);
  for (int i = 1; i < argc; i++)
    {
      guint s = 0;

      while (s < G_N_ELEMENTS (scenarios) && !g_str_equal (argv[i], scenarios[s].name))
        s++;
      if (s == G_N_ELEMENTS (scenarios))
        g_error ("no scenario %s", argv[i]);
    }
  g_spawn_command_line_sync ("uptime", &uptime, NULL, NULL, NULL);
  printf ("# bench-responsive: %s build, GSK_RENDERER=%s, %u cores; %s", QD_BUILDTYPE,
          g_getenv ("GSK_RENDERER") ? g_getenv ("GSK_RENDERER") : "(default)", g_get_num_processors (),
          uptime != NULL ? uptime : "\n");
  printf ("# frames: the work from before-paint to after-paint, ms; stall: the longest lateness of a\n"
          "# high-priority 4 ms timer (the phase, the main thread's CPU time over it); ok: stall < %d ms, p99 < %d ms\n",
          UI_METER_STALL_MS, UI_METER_FRAME_MS);
  fflush (stdout);
  for (guint s = 0; s < G_N_ELEMENTS (scenarios); s++)
    {
      gboolean chosen = argc <= 1;

      for (int i = 1; i < argc && !chosen; i++)
        chosen = g_str_equal (argv[i], scenarios[s].name);
      if (chosen)
        scenarios[s].run ();
    }
  gtk_window_destroy (GTK_WINDOW (window));
  ui_run_for (50);
  g_object_unref (app);
  qd_file_remove_tree (config);
  return 0;
}
