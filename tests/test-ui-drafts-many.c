/* test-ui-drafts-many.c — drafts are the user's work (issue 34): a dead
 * process left 400 drafts (three of them good, the others of a problem this
 * version does not know), plus one that is not a key file and a FIFO named
 * like a draft.  The window still starts (the FIFO is not opened), keeps the
 * unreadable draft aside and says so, offers the 400 in a dialog that fits
 * the screen (a list that scrolls, Restore All), restores the three and
 * keeps the others aside with one message, deleting none. */
#include "config.h"

#include <string.h>
#include <sys/stat.h>
#include <glib/gstdio.h>

#include "ui-common.h"
#include "app/qd-drafts.h"

#define N_DRAFTS 400
#define N_GOOD 3

static char *drafts_dir;

static guint
files_in (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (listing != NULL && g_dir_read_name (listing) != NULL)
    n++;
  return n;
}

static void
test_many_drafts (void)
{
  g_autofree char *aside = g_build_filename (drafts_dir, "unreadable", NULL);
  GtkWindow *dialog;
  int height = 0;

  /* The unreadable draft, set aside at once and said. */
  wait_until (error_shown, "1 draft could not be read and was kept in", 30000, "the unreadable draft said");
  g_assert_cmpuint (files_in (aside), ==, 1);

  wait_until (dialog_shown, NULL, 30000, "the offer of the drafts");
  dialog = find_message_dialog ();
  for (guint i = 0; i < 5; i++)
    wait_for_frame ();
  screenshot_of (GTK_WIDGET (dialog), "ui-drafts-many-offer.png");
  height = gtk_widget_get_height (GTK_WIDGET (dialog));
  g_test_message ("the dialog of %d drafts is %d px tall", N_DRAFTS, height);
  /* It fits the screen (Xvfb's is 1024 px tall): 6,415 px before. */
  g_assert_cmpint (height, >, 0);
  g_assert_cmpint (height, <=, 700);

  respond (dialog, "restore");
  wait_until (has_page, GUINT_TO_POINTER (N_GOOD), 30000, "the good drafts restored");
  wait_until (error_shown, "could not be restored: all kept in", 30000, "the others said");
  g_assert_nonnull (strstr (qd_window_get_last_error (window), "and 396 more drafts"));
  /* Kept, not deleted: the unreadable one and the 397 of an unknown problem. */
  g_assert_cmpuint (files_in (aside), ==, 1 + N_DRAFTS - N_GOOD);
  g_assert_true (qd_page_get_modified (qd_window_get_current_page (window)));
}

int
main (int argc, char **argv)
{
  g_autofree char *state = g_dir_make_tmp ("quandary-drafts-many-XXXXXX", NULL);
  g_autofree char *fifo = NULL;
  g_autofree char *junk = NULL;

  drafts_dir = g_build_filename (state, "quandary", "drafts", NULL);
  g_assert_cmpint (g_mkdir_with_parents (drafts_dir, 0700), ==, 0);
  /* A dead store: its drafts, no lock held. */
  for (guint i = 1; i <= N_DRAFTS; i++)
    {
      g_autofree char *path = g_strdup_printf ("%s/4242-dead-%u.draft", drafts_dir, i);
      g_autofree char *text = g_strdup_printf ("[Draft]\nproblem=%s\ntitle=Draft %u\nuri=\ncontents=[%u, 2]\n",
                                               i <= N_GOOD ? "gametree" : "nosuchproblem", i, i);

      g_assert_true (g_file_set_contents (path, text, -1, NULL));
    }
  junk = g_build_filename (drafts_dir, "4242-dead-9999.draft", NULL);
  g_assert_true (g_file_set_contents (junk, "\x01\x02 not a key file", -1, NULL));
  fifo = g_build_filename (drafts_dir, "4242-dead-10000.draft", NULL);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_setenv ("QD_TEST_STATE_HOME", state, TRUE);

  ui_init (&argc, &argv);
  ui_remove_at_end (state);
  g_test_add_func ("/drafts/many", test_many_drafts);
  return ui_run ();
}
