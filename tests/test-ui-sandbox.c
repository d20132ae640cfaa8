/* test-ui-sandbox.c — the window where no sandbox can be made (issue 62):
 * with no bubblewrap on the PATH, Grade a Class, Tournament and Outside
 * Agents each say so at their top, why and what to do (the banner, the
 * Confinement group first), and a game tab's outside agent is refused
 * before it starts.  Screenshots of each, at 600 x 500 too. */
#include <glib/gstdio.h>

#include "ui-common.h"
#include "app/qd-agents-window.h"
#include "app/qd-grading-window.h"
#include "app/qd-tournament-window.h"
#include "core/qd-program.h"

static gboolean
is_banner (GtkWidget *widget, gconstpointer data)
{
  return gtk_widget_has_css_class (widget, "sandbox-banner");
}

/* A label on the screen that holds `text`. */
static gboolean
holds_text (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_is_drawable (widget) &&
         strstr (gtk_label_get_label (GTK_LABEL (widget)), text) != NULL;
}

static gboolean
shows_text (GtkWidget *widget, const char *text)
{
  return find_widget (widget, holds_text, text) != NULL;
}

static gboolean
shown (gpointer type)
{
  GtkWindow *w = find_toplevel (GPOINTER_TO_SIZE (type));

  return w != NULL && gtk_widget_get_mapped (GTK_WIDGET (w));
}

/* The window of `action`, its banner shown with the reason; a screenshot. */
static GtkWindow *
check_banner (GActionGroup *group, const char *action, GType type, const char *shot)
{
  GtkWindow *w;
  GtkWidget *banner;

  g_action_group_activate_action (group, action, NULL);
  wait_until (shown, GSIZE_TO_POINTER (type), 10000, action);
  w = find_toplevel (type);
  banner = find_widget (GTK_WIDGET (w), is_banner, NULL);
  g_assert_nonnull (banner);
  g_assert_true (gtk_widget_get_visible (banner));
  g_assert_true (shows_text (banner, "No sandbox here: outside programs cannot run"));
  g_assert_true (shows_text (banner, "bubblewrap (bwrap) is not installed"));
  g_assert_true (shows_text (banner, "apt install bubblewrap"));
  wait_for_frame ();
  screenshot_of (GTK_WIDGET (w), shot);
  return w;
}

static void
test_no_sandbox (void)
{
  g_autofree char *why = NULL;
  GtkWindow *w;
  GtkWidget *widget;

  g_assert_false (qd_program_sandbox_available (&why));
  g_assert_nonnull (strstr (why, "bubblewrap (bwrap) is not installed"));
  w = check_banner (G_ACTION_GROUP (window), "grading", QD_TYPE_GRADING_WINDOW, "ui-sandbox-grading.png");
  gtk_window_set_default_size (w, 600, 500);
  wait_for_frame ();
  screenshot_of (GTK_WIDGET (w), "ui-sandbox-grading-600x500.png");
  gtk_window_destroy (w);
  w = check_banner (G_ACTION_GROUP (g_application_get_default ()), "tournament", QD_TYPE_TOURNAMENT_WINDOW,
                    "ui-sandbox-tournament.png");
  gtk_window_destroy (w);
  /* Outside Agents: the Confinement group first, with the reason. */
  g_action_group_activate_action (G_ACTION_GROUP (g_application_get_default ()), "agents", NULL);
  wait_until (shown, GSIZE_TO_POINTER (QD_TYPE_AGENTS_WINDOW), 10000, "Outside Agents");
  widget = GTK_WIDGET (find_toplevel (QD_TYPE_AGENTS_WINDOW));
  wait_for_frame ();
  g_assert_true (shows_text (widget, "No sandbox: agents cannot run"));
  g_assert_true (shows_text (widget, "apt install bubblewrap"));
  screenshot_of (widget, "ui-sandbox-agents.png");
  gtk_window_destroy (GTK_WINDOW (widget));
}

int
main (int argc, char **argv)
{
  g_autofree char *bare = g_dir_make_tmp ("quandary-ui-sandbox-XXXXXX", NULL);

  /* No bubblewrap to be found: a PATH of nothing (the test's processes
   * are started already; the window starts none here). */
  g_setenv ("PATH", bare, TRUE);
  ui_init (&argc, &argv);
  ui_remove_at_end (bare);
  g_test_add_func ("/ui/sandbox/none", test_no_sandbox);
  return ui_run ();
}
