/* test-ui-drafts.c — nothing lost to a kill: the window is killed with
 * SIGKILL while a tab has unsaved edits, and the next start offers the
 * edits back (src/app/qd-drafts.h).
 *
 * The program runs twice: as a child (--child) it starts the app, edits an
 * untitled game tree and waits to be killed; the parent waits for the draft
 * file, kills the child, starts the app itself on the same state folder and
 * restores. */
#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ui-common.h"
#include "app/qd-drafts.h"

#define EDITED_TREE "A:[B:[3, 12, 8], C:[2, 4, 6], D:[14, 5, 99]]\n"

static char *state_home;

static int
run_child (void)
{
  QdPage *page = qd_window_new_page (window, "gametree");
  g_autoptr(GError) error = NULL;

  /* An edit: the document changes and is unsaved. */
  g_assert_true (qd_page_load (page, NULL, EDITED_TREE, strlen (EDITED_TREE), "edit", &error));
  qd_page_set_untitled_name (page, "Edited Tree");
  qd_page_set_modified (page, TRUE);
  for (;;)
    g_main_context_iteration (NULL, TRUE);   /* until killed */
  return 0;
}

/* The child's draft, once written with the edit in it. */
static gboolean
draft_written (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_suffix (name, ".draft"))
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);
        g_autofree char *text = NULL;

        if (g_file_get_contents (path, &text, NULL, NULL) && strstr (text, "D:[14, 5, 99]") != NULL)
          return TRUE;
      }
  return FALSE;
}

static void
test_restore_after_kill (void)
{
  AdwTabView *view = qd_window_get_tab_view (window);
  GtkWindow *dialog;
  QdPage *page;
  g_autofree char *text = NULL;
  g_autofree char *dir = qd_drafts_dir ();
  g_autoptr(GDir) listing = NULL;
  const char *name;
  guint drafts = 0;

  wait_until (dialog_shown, NULL, 30000, "the offer of the drafts");
  dialog = find_message_dialog ();
  screenshot_of (GTK_WIDGET (dialog), "ui-drafts-offer.png");
  respond (dialog, "restore");
  wait_until (has_page, GUINT_TO_POINTER (1), 30000, "the restored tab");
  page = qd_window_get_current_page (window);
  text = qd_page_serialize (page);
  g_assert_nonnull (strstr (text, "D:[14, 5, 99]"));
  g_assert_true (qd_page_get_modified (page));
  g_assert_cmpstr (qd_page_get_title (page), ==, "Edited Tree");
  g_assert_cmpuint (adw_tab_view_get_n_pages (view), ==, 1);
  screenshot ("ui-drafts-restored.png");
  /* The dead process's files are gone; the page has a draft of this one. */
  listing = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *pid = g_strdup_printf ("%d-", (int) getpid ());

      g_assert_true (g_str_has_prefix (name, pid));
      drafts += g_str_has_suffix (name, ".draft");
    }
  g_assert_cmpuint (drafts, ==, 1);
  /* Closing the tab and discarding its edits removes its draft. */
  close_current_page ();
  g_assert_false (draft_written (dir));
}

int
main (int argc, char **argv)
{
  GPid child;
  g_autofree char *dir = NULL;
  char *child_argv[] = { argv[0], (char *) "--child", NULL };
  g_autoptr(GError) error = NULL;
  gint64 deadline;
  int status;

  if (argc > 1 && strcmp (argv[1], "--child") == 0)
    {
      ui_init (&argc, &argv);
      return run_child ();
    }

  state_home = g_dir_make_tmp ("quandary-drafts-XXXXXX", NULL);
  g_assert_nonnull (state_home);
  g_setenv ("QD_TEST_STATE_HOME", state_home, TRUE);
  dir = g_build_filename (state_home, "quandary", "drafts", NULL);
  g_assert_true (g_spawn_async (NULL, child_argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &child, &error));
  /* A condition with a generous deadline: the draft appears a few seconds
   * after the edit, later on a loaded machine. */
  deadline = g_get_monotonic_time () + 90 * G_USEC_PER_SEC;
  while (!draft_written (dir))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_assert_cmpint (waitpid (child, &status, WNOHANG), ==, 0);   /* the child still runs */
      g_usleep (50 * 1000);
    }
  g_assert_cmpint (kill (child, SIGKILL), ==, 0);
  g_assert_cmpint (waitpid (child, &status, 0), ==, child);
  g_assert_true (WIFSIGNALED (status) && WTERMSIG (status) == SIGKILL);

  ui_init (&argc, &argv);
  ui_remove_at_end (state_home);
  g_test_add_func ("/drafts/restore-after-kill", test_restore_after_kill);
  return ui_run ();
}
