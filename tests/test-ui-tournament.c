/* test-ui-tournament.c — the Tournament window (app/qd-tournament-window.h):
 * opened from the menu's action, a small KCell round robin run to its end
 * (its crosstable and standings consistent with the games, each agent's
 * points those `quandary-cli tournament` gives on the same settings), a
 * game opened from its crosstable cell, Stop on a longer one (status 130,
 * the games played kept, no process left), and closing the window while a
 * tournament runs (no process left); screenshots, at 600 x 500 and dark. */
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui-common.h"
#include "app/qd-tournament-results.h"
#include "app/qd-tournament-window.h"
#include "app/widgets/qd-data-table.h"

static const char *const agents[] = { "random", "alphabeta:2", "random-heuristic:1", NULL };
#define OPTIONS "--cells 7 --stones 2"
#define N_AGENTS 3
#define PER_PAIRING 2

static gboolean
window_shown (gpointer data)
{
  return find_toplevel (QD_TYPE_TOURNAMENT_WINDOW) != NULL;
}

static gboolean
finished (gpointer tournament)
{
  return qd_tournament_window_get_status (tournament, NULL) >= 0;
}

static gboolean
some_games_played (gpointer tournament)
{
  return qd_tournament_window_get_done (tournament, NULL) >= 2;
}

/* A number as the window shows it ("1.5", or "1,5" in some locales). */
static double
number (const char *text)
{
  g_autofree char *dot = g_strdup (text);

  g_strdelimit (dot, ",", '.');
  return g_ascii_strtod (dot, NULL);
}

/* The processes whose command line mentions `text` (the run's private
 * folder: the tournament's and every game's it plays). */
static guint
processes_with (const char *text)
{
  g_autoptr(GDir) proc = g_dir_open ("/proc", 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (proc);
  while ((name = g_dir_read_name (proc)) != NULL)
    {
      g_autofree char *path = g_build_filename ("/proc", name, "cmdline", NULL);
      g_autofree char *contents = NULL;
      gsize length = 0;

      if (!g_ascii_isdigit (name[0]) || !g_file_get_contents (path, &contents, &length, NULL))
        continue;
      for (gsize i = 0; i + 1 < length; i++)
        if (contents[i] == '\0')
          contents[i] = ' ';
      n += strstr (contents, text) != NULL;
    }
  return n;
}

static gboolean
no_process_with (gpointer text)
{
  return processes_with (text) == 0;
}

static gboolean
folder_gone (gpointer path)
{
  return !g_file_test (path, G_FILE_TEST_EXISTS);
}

/* Every icon-only button has a name a screen reader says. */
static void
assert_buttons_named (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) && GTK_IS_IMAGE (gtk_button_get_child (GTK_BUTTON (widget))))
    g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    assert_buttons_named (c);
}

/* The agents' points as `quandary-cli tournament` prints them, by number:
 * the standings' lines "rank # points …". */
static double *
cli_points (void)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(GStrv) options = g_strsplit (OPTIONS, " ", -1);
  g_autofree char *out = NULL, *err = NULL;
  g_auto(GStrv) lines = NULL;
  double *points = g_new0 (double, N_AGENTS);
  gint status = -1;

  g_ptr_array_add (argv, (char *) g_getenv ("QD_CLI"));
  g_ptr_array_add (argv, "tournament");
  for (guint i = 0; agents[i] != NULL; i++)
    {
      g_ptr_array_add (argv, "--agent");
      g_ptr_array_add (argv, (char *) agents[i]);
    }
  g_ptr_array_add (argv, "-n");
  g_ptr_array_add (argv, G_STRINGIFY (PER_PAIRING));
  g_ptr_array_add (argv, "kcell");
  g_ptr_array_add (argv, "--");
  for (guint i = 0; options[i] != NULL; i++)
    g_ptr_array_add (argv, options[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status,
                               NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "round robin, 6 games");
  for (guint r = 0; r < N_AGENTS; r++)
    {
      g_auto(GStrv) fields = g_strsplit_set (lines[2 + r], " ", -1);
      guint64 index = 0;
      guint k = 0;
      const char *f[3] = { NULL };

      /* rank, #, points: the first three fields. */
      for (guint i = 0; fields[i] != NULL && k < 3; i++)
        if (fields[i][0] != '\0')
          f[k++] = fields[i];
      g_assert_true (g_ascii_string_to_unsigned (f[1], 10, 1, N_AGENTS, &index, NULL));
      points[index - 1] = g_ascii_strtod (f[2], NULL);
    }
  return points;
}

static QdTournamentWindow *
open_window (void)
{
  g_action_group_activate_action (G_ACTION_GROUP (g_application_get_default ()), "tournament", NULL);
  wait_until (window_shown, NULL, 10000, "the Tournament window");
  return QD_TOURNAMENT_WINDOW (find_toplevel (QD_TYPE_TOURNAMENT_WINDOW));
}

/* The page scrolled so that the results are in sight. */
static void
scroll_to_results (QdTournamentWindow *tournament)
{
  GtkWidget *results = qd_tournament_window_get_results (tournament);
  GtkWidget *scroller = gtk_widget_get_ancestor (results, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  graphene_point_t at;

  spin (300);   /* laid out at its new size */
  g_assert_true (gtk_widget_compute_point (results, scroller, &GRAPHENE_POINT_INIT (0, 0), &at));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + at.y - 80);
}

static void
test_round_robin (void)
{
  QdTournamentWindow *tournament = open_window ();
  QdTournamentResults *results = QD_TOURNAMENT_RESULTS (qd_tournament_window_get_results (tournament));
  GtkWidget *table = qd_tournament_results_get_table (results);
  g_autofree double *expected = cli_points ();
  double total_points = 0, table_points[N_AGENTS] = { 0 };
  guint done, total;
  int minimum;

  /* Before the first run: the hint, no crosstable. */
  gtk_window_set_default_size (GTK_WINDOW (tournament), 800, 800);
  g_assert_null (qd_tournament_results_get_cell (results, 0, 1));
  assert_buttons_named (GTK_WIDGET (tournament));
  screenshot_of (GTK_WIDGET (tournament), "ui-tournament-empty.png");

  qd_tournament_window_set_game (tournament, "kcell", NULL, OPTIONS);
  qd_tournament_window_set_agents (tournament, agents);
  qd_tournament_window_set_games (tournament, PER_PAIRING, FALSE, 0);
  g_assert_true (qd_tournament_window_run (tournament));
  g_assert_true (qd_tournament_window_is_running (tournament));
  g_assert_false (qd_tournament_window_run (tournament));
  wait_until (finished, tournament, 60000, "the tournament's end");
  g_assert_cmpint (qd_tournament_window_get_status (tournament, NULL), ==, 0);
  done = qd_tournament_window_get_done (tournament, &total);
  g_assert_cmpuint (total, ==, 6);
  g_assert_cmpuint (done, ==, 6);

  /* The standings: a row per agent, ranked by points; each agent's points
   * those of the command line. */
  g_assert_cmpuint (qd_data_table_get_n_rows (table), ==, N_AGENTS);
  for (guint r = 0; r < N_AGENTS; r++)
    {
      g_autofree char *rank = g_strdup_printf ("%u", r + 1);
      guint64 index = 0;

      g_assert_cmpstr (qd_data_table_get_cell (table, r, 0), ==, rank);
      g_assert_true (g_ascii_string_to_unsigned (qd_data_table_get_cell (table, r, 1), 10, 1, N_AGENTS, &index, NULL));
      g_assert_cmpstr (qd_data_table_get_cell (table, r, 2), ==, agents[index - 1]);
      table_points[index - 1] = number (qd_data_table_get_cell (table, r, 3));
      g_assert_cmpstr (qd_data_table_get_cell (table, r, 4), ==, "4");
      if (r > 0)
        g_assert_cmpfloat (number (qd_data_table_get_cell (table, r, 3)), <=,
                           number (qd_data_table_get_cell (table, r - 1, 3)));
      g_test_message ("%s", qd_data_table_describe_row (table, r));
    }
  for (guint i = 0; i < N_AGENTS; i++)
    {
      double row = 0;

      g_assert_cmpfloat (table_points[i], ==, expected[i]);
      /* The crosstable: "–" on the diagonal; each pair's two cells add up
       * to the games it played; each row to the agent's points. */
      g_assert_cmpstr (qd_tournament_results_get_cell (results, i, i), ==, "–");
      for (guint j = 0; j < N_AGENTS; j++)
        if (j != i)
          {
            row += number (qd_tournament_results_get_cell (results, i, j));
            g_assert_cmpfloat (number (qd_tournament_results_get_cell (results, i, j)) +
                               number (qd_tournament_results_get_cell (results, j, i)), ==, PER_PAIRING);
          }
      g_assert_cmpfloat (row, ==, table_points[i]);
      total_points += table_points[i];
    }
  g_assert_cmpfloat (total_points, ==, done);
  g_assert_cmpstr (qd_tournament_results_get_forfeits (results), ==, "");
  /* Every game's record kept. */
  for (guint r = 1; r <= total; r++)
    {
      g_autofree char *name = g_strdup_printf ("game-%04u.kcell", r);
      g_autofree char *path = g_build_filename (qd_tournament_window_get_folder (tournament), "games", name, NULL);

      g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
    }

  wait_for_frame ();
  scroll_to_results (tournament);
  screenshot_of (GTK_WIDGET (tournament), "ui-tournament.png");
  /* It fits 600 x 500: the page scrolls. */
  gtk_widget_measure (GTK_WIDGET (tournament), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 600);
  gtk_widget_measure (GTK_WIDGET (tournament), GTK_ORIENTATION_VERTICAL, 600, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 500);
  gtk_window_set_default_size (GTK_WINDOW (tournament), 600, 500);
  wait_for_frame ();
  scroll_to_results (tournament);
  screenshot_of (GTK_WIDGET (tournament), "ui-tournament-600x500.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  wait_for_frame ();
  screenshot_of (GTK_WIDGET (tournament), "ui-tournament-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_set_default_size (GTK_WINDOW (tournament), 800, 800);

  /* A crosstable cell opens its pairing's first game in a KCell tab. */
  g_assert_true (qd_tournament_results_activate_cell (results, 0, 1));
  wait_until (has_page, GUINT_TO_POINTER (1), 10000, "the game's tab");
  g_assert_cmpstr (G_OBJECT_TYPE_NAME (qd_window_get_current_page (window)), ==, "QdKcellPage");
  close_current_page ();
  g_assert_false (qd_tournament_results_activate_cell (results, 1, 1));

}

/* A map-colouring game on a map file, the agents' rows following the game;
 * an outside agent that forfeits, its cause listed. */
static void
test_map_and_forfeits (void)
{
  QdTournamentWindow *tournament = open_window ();
  QdTournamentResults *results = QD_TOURNAMENT_RESULTS (qd_tournament_window_get_results (tournament));
  GtkWidget *table = qd_tournament_results_get_table (results);
  g_autofree char *map = g_build_filename (g_getenv ("QD_DATA_DIR"), "examples", "colorgame", "australia.txt", NULL);
  g_autofree char *cheater = g_strdup_printf ("program:%s %s illegal", ui_python (), ui_hostile_agent ());
  const QdStandings *s;

  qd_tournament_window_set_agents (tournament, (const char *const[]) { "random-heuristic:1", "random", NULL });
  qd_tournament_window_set_game (tournament, "colorgame", map, NULL);
  qd_tournament_window_set_games (tournament, 2, FALSE, 0);
  g_assert_true (qd_tournament_window_run (tournament));
  wait_until (finished, tournament, 60000, "the map-colouring tournament");
  g_assert_cmpint (qd_tournament_window_get_status (tournament, NULL), ==, 0);
  g_assert_cmpuint (qd_tournament_window_get_done (tournament, NULL), ==, 2);
  /* KCell's agents became the colouring game's own. */
  g_assert_cmpstr (qd_data_table_get_cell (table, 0, 2), !=, "random-heuristic:1");
  g_assert_cmpfloat (number (qd_tournament_results_get_cell (results, 0, 1)) +
                     number (qd_tournament_results_get_cell (results, 1, 0)), ==, 2);
  /* Its records do not open in a tab. */
  g_assert_false (qd_tournament_results_activate_cell (results, 0, 1));

  qd_tournament_window_set_game (tournament, "kcell", NULL, OPTIONS);
  qd_tournament_window_set_agents (tournament, (const char *const[]) { "random", cheater, NULL });
  g_assert_true (qd_tournament_window_run (tournament));
  wait_until (finished, tournament, 60000, "the tournament with a cheater");
  g_assert_cmpint (qd_tournament_window_get_status (tournament, NULL), ==, 0);
  s = qd_tournament_window_get_standings (tournament);
  g_assert_cmpuint (s->agents[1].forfeits, ==, 2);
  g_assert_cmpfloat (s->agents[0].points, ==, 2);
  g_assert_cmpstr (qd_data_table_get_cell (table, 1, 8), ==, "2");
  /* The long spec cut in the table, whole in what a screen reader says. */
  {
    g_autofree char *row = qd_data_table_describe_row (table, 1);

    g_assert_cmpstr (qd_data_table_get_cell (table, 1, 2), !=, cheater);
    g_assert_nonnull (strstr (row, cheater));
  }
  g_test_message ("%s", qd_tournament_results_get_forfeits (results));
  g_assert_nonnull (strstr (qd_tournament_results_get_forfeits (results), "#2 program:"));
  g_assert_nonnull (strstr (qd_tournament_results_get_forfeits (results),
                            "forfeited 2 games: “999” is not a legal move"));
  wait_for_frame ();
  scroll_to_results (tournament);
  screenshot_of (GTK_WIDGET (tournament), "ui-tournament-forfeits.png");
  qd_tournament_window_set_agents (tournament, agents);
}

static void
test_stop (void)
{
  QdTournamentWindow *tournament = open_window ();
  QdTournamentResults *results = QD_TOURNAMENT_RESULTS (qd_tournament_window_get_results (tournament));
  const QdStandings *s;
  g_autofree char *folder = NULL;
  double cells = 0;
  guint done, total, games = 0;

  /* 600 games: far more than are played before Stop. */
  qd_tournament_window_set_games (tournament, 200, FALSE, 0);
  g_assert_true (qd_tournament_window_run (tournament));
  folder = g_strdup (qd_tournament_window_get_folder (tournament));
  wait_until (some_games_played, tournament, 60000, "two games of the long tournament");
  qd_tournament_window_stop (tournament);
  wait_until (finished, tournament, 30000, "the tournament to stop");
  g_assert_cmpint (qd_tournament_window_get_status (tournament, NULL), ==, 130);
  g_assert_false (qd_tournament_window_is_running (tournament));
  done = qd_tournament_window_get_done (tournament, &total);
  g_test_message ("stopped after %u of %u games", done, total);
  g_assert_cmpuint (total, ==, 600);
  g_assert_cmpuint (done, >=, 2);
  g_assert_cmpuint (done, <, total);
  /* The games played are in the tables. */
  s = qd_tournament_window_get_standings (tournament);
  for (guint i = 0; i < N_AGENTS; i++)
    {
      games += s->agents[i].games;
      for (guint j = 0; j < N_AGENTS; j++)
        if (j != i && strcmp (qd_tournament_results_get_cell (results, i, j), "·") != 0)
          cells += number (qd_tournament_results_get_cell (results, i, j));
    }
  g_assert_cmpuint (games, ==, 2 * done);
  g_assert_cmpfloat (cells, ==, done);
  wait_until (no_process_with, folder, 10000, "no process of the stopped tournament");
  wait_for_frame ();
  screenshot_of (GTK_WIDGET (tournament), "ui-tournament-stopped.png");

  /* Refused, the last results kept: an unreadable option; one agent; no
   * board for the war game. */
  qd_tournament_window_set_game (tournament, "kcell", NULL, "--cells 'open");
  g_assert_false (qd_tournament_window_run (tournament));
  qd_tournament_window_set_game (tournament, "kcell", NULL, OPTIONS);
  qd_tournament_window_set_agents (tournament, (const char *const[]) { "random", "  ", NULL });
  g_assert_false (qd_tournament_window_run (tournament));
  qd_tournament_window_set_game (tournament, "wargame", NULL, NULL);
  qd_tournament_window_set_agents (tournament, (const char *const[]) { "random", "alphabeta:2", NULL });
  g_assert_false (qd_tournament_window_run (tournament));
  g_assert_cmpuint (qd_tournament_window_get_done (tournament, NULL), ==, done);
  qd_tournament_window_set_game (tournament, "kcell", NULL, OPTIONS);
  qd_tournament_window_set_agents (tournament, agents);

  /* Closed while it runs: the tournament ends with it. */
  g_assert_true (qd_tournament_window_run (tournament));
  g_free (folder);
  folder = g_strdup (qd_tournament_window_get_folder (tournament));
  wait_until (some_games_played, tournament, 60000, "two games of the tournament closed");
  g_assert_cmpuint (processes_with (folder), >, 0);
  gtk_window_close (GTK_WINDOW (tournament));
  wait_until (no_process_with, folder, 10000, "no process of the tournament closed");
  wait_until (folder_gone, folder, 10000, "the tournament's folder removed");
  g_assert_null (find_toplevel (QD_TYPE_TOURNAMENT_WINDOW));
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/tournament/round-robin", test_round_robin);
  g_test_add_func ("/ui/tournament/map-and-forfeits", test_map_and_forfeits);
  g_test_add_func ("/ui/tournament/stop", test_stop);
  return ui_run ();
}
