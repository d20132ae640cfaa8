/* test-ui-grading.c — Grade a Class (app/qd-grading-window.h): a small
 * class graded from the window through the menu's action, each submission's
 * scores as the answers make them (a right answer, one wrong at one line, a
 * program that fails, and a KCell play test), a failed answer opened in the
 * Battleship tab's Check an Answer (wrong at the line changed), a game
 * opened in the KCell tab, Stop during a grading; drawn at 600 x 500 and
 * dark too. */
#include <glib/gstdio.h>

#include "ui-common.h"
#include "app/qd-check-window.h"
#include "app/qd-grading-window.h"

static char *root;

static void
write_file (const char *path, const char *text)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, &error));
}

static char *
read_file (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* The wrong submission's folder has a line break and an escape sequence in
 * its name: the window shows it escaped, one line, and opens what was kept
 * in its folder (issue 62). */
#define WRONG "wrong\n\033[1mbold"
#define WRONG_SHOWN "wrong\\n\\e[1mbold"

/* A submission: its folder with `answer` as answer.txt (NULL: none), and
 * the KCell and Take-Stones template agents when `agent`. */
static void
add_submission (const char *name, const char *answer, gboolean agent)
{
  g_autofree char *folder = g_build_filename (root, "class", name, NULL);

  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  if (answer != NULL)
    {
      g_autofree char *path = g_build_filename (folder, "answer.txt", NULL);

      write_file (path, answer);
    }
  for (guint i = 0; agent && i < 3; i++)
    {
      const char *names[] = { "kcell_agent.py", "takestones_agent.py", "quandary_agent.py" };
      g_autofree char *from = g_build_filename (ui_agents_dir (), names[i], NULL);
      g_autofree char *text = read_file (from);
      g_autofree char *to = g_build_filename (folder, names[i], NULL);

      write_file (to, text);
    }
}

static gboolean
graded (gpointer data)
{
  return qd_grading_window_get_status (data, NULL) != -1;
}

static gboolean
grading_shown (gpointer data)
{
  return find_toplevel (QD_TYPE_GRADING_WINDOW) != NULL;
}

static gboolean
checked (gpointer data)
{
  QdCheckWindow *check = data;

  return !qd_check_window_is_busy (check) && qd_check_window_get_result (check) != NULL;
}

/* Expands the row of submission `name` under `widget`; FALSE when none. */
static gboolean
expand (GtkWidget *widget, const char *name)
{
  if (ADW_IS_EXPANDER_ROW (widget) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), name) == 0)
    {
      adw_expander_row_set_expanded (ADW_EXPANDER_ROW (widget), TRUE);
      return TRUE;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (expand (c, name))
      return TRUE;
  return FALSE;
}

static void
test_grading (void)
{
  g_autofree char *puzzle = g_build_filename (g_getenv ("QD_DATA_DIR"), "examples", "battleship", "easy1.txt", NULL);
  g_autofree char *solution_path = g_test_build_filename (G_TEST_DIST, "battleship", "data", "solution_easy1.txt",
                                                          NULL);
  g_autofree char *solution = read_file (solution_path);
  g_autofree char *puzzle_copy = g_build_filename (root, "easy1.txt", NULL);
  g_autofree char *manifest = g_build_filename (root, "manifest.ini", NULL);
  g_autofree char *klass = g_build_filename (root, "class", NULL);
  g_autofree char *puzzle_text = read_file (puzzle);
  g_auto(GStrv) lines = g_strsplit (solution, "\n", -1);
  g_autofree char *wrong = NULL;
  g_autofree char *manifest_text = NULL;
  QdGradingWindow *grading;
  QdCheckWindow *check;
  const QdCheckResult *result;
  const char *message;
  QdPage *page;

  /* The wrong answer: its third line changed. */
  g_assert_cmpuint (g_strv_length (lines), >, 3);
  g_free (lines[2]);
  lines[2] = g_strnfill (strlen (lines[3]), '.');
  if (g_str_equal (lines[2], lines[3]) || g_strcmp0 (lines[2], "") == 0)
    lines[2][0] = 'S';
  wrong = g_strjoinv ("\n", lines);
  write_file (puzzle_copy, puzzle_text);
  manifest_text = g_strdup_printf ("[test easy1]\npoints=5\ntimeout=10\ncommand=battleship easy1.txt\n"
                                   "program=cat answer.txt\n\n"
                                   "[test beats random]\npoints=10\ngame=kcell -k 7 -n 2\ntimeout=10\n"
                                   "agent=%s kcell_agent.py --depth 2\nopponent=random\ngames=2\npass=wins>=1\n\n"
                                   "[test stones]\npoints=1\ngame=takestones 7 1 -1\ntimeout=10\n"
                                   "agent=%s takestones_agent.py\ngames=1\npass=wins>=1\n",
                                   ui_python (), ui_python ());
  write_file (manifest, manifest_text);
  add_submission ("right", solution, TRUE);
  add_submission (WRONG, wrong, FALSE);
  add_submission ("fails", NULL, FALSE);

  g_action_group_activate_action (G_ACTION_GROUP (window), "grading", NULL);
  wait_until (grading_shown, NULL, 10000, "the Grade a Class window");
  grading = QD_GRADING_WINDOW (find_toplevel (QD_TYPE_GRADING_WINDOW));
  g_assert_true (grading == qd_grading_window_for (window));
  g_assert_false (qd_grading_window_grade (grading));   /* nothing chosen yet */
  wait_for_frame ();
  screenshot_of (GTK_WIDGET (grading), "ui-grading-empty.png");

  qd_grading_window_set_class (grading, manifest, klass);
  g_assert_true (qd_grading_window_grade (grading));
  g_assert_true (qd_grading_window_is_running (grading));
  wait_until (graded, grading, 180000, "the class graded");
  g_assert_cmpint (qd_grading_window_get_status (grading, &message), ==, 0);
  g_assert_cmpuint (qd_grading_window_get_n_graded (grading), ==, 3);
  /* The answers' scores: the right one passes, the others score zero. */
  g_assert_cmpfloat (qd_grading_window_get_score (grading, "right", 1), ==, 5);
  g_assert_cmpfloat (qd_grading_window_get_score (grading, WRONG_SHOWN, 1), ==, 0);
  g_assert_cmpfloat (qd_grading_window_get_score (grading, "fails", 1), ==, 0);
  /* No agent in their folders: every game forfeited, no point. */
  g_assert_cmpfloat (qd_grading_window_get_score (grading, WRONG_SHOWN, 2), ==, 0);
  g_assert_cmpfloat (qd_grading_window_get_score (grading, "fails", 0), ==, 0);
  g_assert_cmpfloat (qd_grading_window_get_score (grading, "right", 0), >=, 5);
  g_assert_cmpfloat (qd_grading_window_get_score (grading, "nobody", 0), ==, -1);
  g_assert_true (expand (GTK_WIDGET (grading), WRONG_SHOWN));
  g_assert_true (expand (GTK_WIDGET (grading), "fails"));
  wait_for_frame ();
  screenshot_of (GTK_WIDGET (grading), "ui-grading-class.png");

  /* A program that gave no answer has nothing to open. */
  g_assert_false (qd_grading_window_open_test (grading, "fails", 1, 0));
  /* The wrong answer, in the Battleship tab's check: wrong at line 3. */
  g_assert_true (qd_grading_window_open_test (grading, WRONG_SHOWN, 1, 0));
  wait_until (has_page, GUINT_TO_POINTER (1), 20000, "the puzzle's tab");
  page = qd_window_get_current_page (window);
  g_assert_cmpstr (G_OBJECT_TYPE_NAME (page), ==, "QdBattleshipPage");
  check = qd_check_window_for_page (page, GTK_WINDOW (window));
  wait_until (checked, check, 30000, "the answer checked");
  result = qd_check_window_get_result (check);
  g_test_message ("check: line %u expected %s given %s: %s", result->line, result->expected, result->given,
                  result->explanation);
  g_assert_cmpint (result->verdict, ==, QD_CHECK_WRONG);
  g_assert_cmpuint (result->line, ==, 3);
  wait_for_frame ();
  screenshot_of (GTK_WIDGET (check), "ui-grading-check.png");
  gtk_window_close (GTK_WINDOW (check));

  /* A game of the play test, in the KCell tab. */
  g_assert_true (qd_grading_window_open_test (grading, "right", 2, 1));
  wait_until (has_page, GUINT_TO_POINTER (2), 20000, "the game's tab");
  page = qd_window_get_current_page (window);
  g_assert_cmpstr (G_OBJECT_TYPE_NAME (page), ==, "QdKcellPage");
  /* Take-Stones' record (the statement's lines), as a game in its tab. */
  g_assert_true (qd_grading_window_open_test (grading, "right", 3, 1));
  wait_until (has_page, GUINT_TO_POINTER (3), 20000, "the Take-Stones tab");
  page = qd_window_get_current_page (window);
  g_assert_cmpstr (G_OBJECT_TYPE_NAME (page), ==, "QdTakestonesPage");
  wait_for_frame ();
  screenshot ("ui-grading-takestones-game.png");

  gtk_window_set_default_size (GTK_WINDOW (grading), 600, 500);
  gtk_window_present (GTK_WINDOW (grading));
  wait_for_frame ();
  screenshot_of (GTK_WIDGET (grading), "ui-grading-600x500.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  wait_for_frame ();
  screenshot_of (GTK_WIDGET (grading), "ui-grading-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* Stop: a class whose program sleeps; the run ends as Ctrl-C ends it. */
  manifest_text = (g_free (manifest_text), g_strdup ("[test slow]\npoints=1\ntimeout=60\n"
                                                     "command=battleship easy1.txt\nprogram=sleep 50\n"));
  write_file (manifest, manifest_text);
  g_assert_true (qd_grading_window_grade (grading));
  spin (1500);
  g_assert_true (qd_grading_window_is_running (grading));
  qd_grading_window_stop (grading);
  wait_until (graded, grading, 15000, "the grading stopped");
  g_assert_cmpint (qd_grading_window_get_status (grading, NULL), ==, 130);
  g_assert_cmpuint (qd_grading_window_get_n_graded (grading), ==, 0);
  g_assert_false (qd_grading_window_is_running (grading));
  gtk_window_destroy (GTK_WINDOW (grading));
  for (guint n = adw_tab_view_get_n_pages (qd_window_get_tab_view (window)); n > 0; n--)
    close_current_page ();
}

int
main (int argc, char **argv)
{
  root = g_dir_make_tmp ("quandary-ui-grading-XXXXXX", NULL);
  /* Run by root, a program is a user of its own: the class open to all. */
  g_chmod (root, 0755);
  ui_init (&argc, &argv);
  ui_remove_at_end (root);
  g_test_add_func ("/ui/grading/window", test_grading);
  return ui_run ();
}
