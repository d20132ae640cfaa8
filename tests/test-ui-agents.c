/* test-ui-agents.c — the Outside Agents window (app/qd-agents-window.h):
 * opened from the menu's action, an agent added, tested with a short game
 * of each game it plays, a hostile one tested and named as forfeiting, an
 * agent removed; the Add page and the list drawn, at 600 x 500 too. */
#include <glib/gstdio.h>

#include "core/qd-sandbox.h"
#include "ui-common.h"
#include "app/qd-agents-window.h"
#include "core/qd-agent.h"

static char *agents_dir;
static char *python;

typedef struct {
  gboolean done;
  gboolean passed;
  char *report;
} Tested;

static void
on_tested (QdAgentsWindow *self, const char *report, gboolean passed, gpointer data)
{
  Tested *t = data;

  t->done = TRUE;
  t->passed = passed;
  t->report = g_strdup (report);
}

static gboolean
tested (gpointer data)
{
  return ((Tested *) data)->done;
}

static guint
n_rows (GtkListBox *list)
{
  guint n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (list)); c != NULL; c = gtk_widget_get_next_sibling (c))
    n++;
  return n;
}

static gboolean
agents_window_shown (gpointer data)
{
  return find_toplevel (QD_TYPE_AGENTS_WINDOW) != NULL;
}

static void
test_agents (void)
{
  const char *kcell_only[] = { "kcell", NULL };
  const char *both[] = { "kcell", "takestones", NULL };
  g_autofree char *template = g_strdup_printf ("'%s' kcell_agent.py --depth 2", python);
  g_autofree char *hostile_path = g_test_build_filename (G_TEST_DIST, "agents", "hostile.py", NULL);
  g_autofree char *hostile = g_strdup_printf ("'%s' '%s' illegal", python, hostile_path);
  Tested first = { 0 }, second = { 0 };
  QdAgentsWindow *agents;

  g_action_group_activate_action (G_ACTION_GROUP (g_application_get_default ()), "agents", NULL);
  wait_until (agents_window_shown, NULL, 10000, "the Outside Agents window");
  agents = QD_AGENTS_WINDOW (find_toplevel (QD_TYPE_AGENTS_WINDOW));
  gtk_window_set_default_size (GTK_WINDOW (agents), 640, 600);
  /* An empty registry says so in one row. */
  g_assert_cmpuint (n_rows (qd_agents_window_get_list (agents)), ==, 1);
  screenshot_of (GTK_WIDGET (agents), "ui-agents-empty.png");

  qd_agents_window_show_add (agents);
  wait_for_frame ();
  screenshot_of (GTK_WIDGET (agents), "ui-agents-add.png");
  adw_preferences_window_close_subpage (ADW_PREFERENCES_WINDOW (agents));

  /* Refused: a bad name, a command that cannot be read, no game. */
  g_assert_false (qd_agents_window_add (agents, "[x]", template, agents_dir, FALSE, kcell_only, 5));
  g_assert_false (qd_agents_window_add (agents, "x", "python3 'open", agents_dir, FALSE, kcell_only, 5));
  g_assert_false (qd_agents_window_add (agents, "x", template, agents_dir, FALSE, NULL, 5));
  g_assert_true (qd_agents_window_add (agents, "My KCell", template, agents_dir, FALSE, kcell_only, 5));
  g_assert_false (qd_agents_window_add (agents, "My KCell", template, agents_dir, FALSE, kcell_only, 5));
  g_assert_true (qd_agents_window_add (agents, "Cheater", hostile, agents_dir, TRUE, both, 5));
  g_assert_cmpuint (n_rows (qd_agents_window_get_list (agents)), ==, 2);

  /* The template plays its game to the end; the cheater forfeits both. */
  qd_agents_window_test (agents, "My KCell", on_tested, &first);
  g_assert_true (qd_agents_window_is_testing (agents));
  wait_until (tested, &first, 60000, "the test of My KCell");
  g_test_message ("%s", first.report);
  g_assert_true (first.passed);
  g_assert_nonnull (strstr (first.report, "kcell: played to the end: "));
  g_assert_null (strstr (first.report, "takestones"));
  qd_agents_window_test (agents, "Cheater", on_tested, &second);
  wait_until (tested, &second, 60000, "the test of Cheater");
  g_test_message ("%s", second.report);
  g_assert_false (second.passed);
  g_assert_nonnull (strstr (second.report, "kcell: forfeits after the moves “”: “999” is not a legal move"));
  g_assert_nonnull (strstr (second.report, "takestones: forfeits"));
  wait_for_frame ();
  screenshot_of (GTK_WIDGET (agents), "ui-agents-list.png");
  gtk_window_set_default_size (GTK_WINDOW (agents), 600, 500);
  wait_for_frame ();
  screenshot_of (GTK_WIDGET (agents), "ui-agents-600x500.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  wait_for_frame ();
  screenshot_of (GTK_WIDGET (agents), "ui-agents-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  g_assert_true (qd_agents_window_remove (agents, "Cheater"));
  g_assert_false (qd_agents_window_remove (agents, "Cheater"));
  g_assert_cmpuint (n_rows (qd_agents_window_get_list (agents)), ==, 1);
  g_free (first.report);
  g_free (second.report);
  gtk_window_destroy (GTK_WINDOW (agents));
}

int
main (int argc, char **argv)
{
  g_autofree char *config = g_dir_make_tmp ("quandary-ui-agents-XXXXXX", NULL);

  /* An empty registry of the test's own, before any thread. */
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  python = qd_sandbox_find_program ("python3");
  g_assert_nonnull (python);
  agents_dir = g_build_filename (g_getenv ("QD_DATA_DIR"), "agents", NULL);
  ui_init (&argc, &argv);
  ui_remove_at_end (config);
  g_test_add_func ("/ui/agents/window", test_agents);
  return ui_run ();
}
