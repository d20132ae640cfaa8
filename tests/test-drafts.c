/* test-drafts.c — the draft store (src/app/qd-drafts.h): a live store's
 * drafts are never offered to another, a dead one's are, once. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "app/qd-drafts.h"

static void
test_live_and_dead (void)
{
  g_autoptr(GError) error = NULL;
  QdDraftStore *first = qd_draft_store_new (&error);
  QdDraftStore *second = NULL;
  g_autoptr(GPtrArray) orphans = NULL;
  g_autoptr(GPtrArray) again = NULL;
  g_autofree char *dir = qd_drafts_dir ();
  g_autofree char *lock = NULL;
  QdDraft draft = { (char *) "gametree", (char *) "Tree “1”\nwith a line break", (char *) "",
                    (char *) "[1, 2]\n# a comment = not a key\n", NULL };
  const QdDraft *got;

  g_assert_no_error (error);
  g_assert_true (qd_draft_store_write (first, 1, &draft, &error));
  g_assert_no_error (error);
  second = qd_draft_store_new (&error);
  g_assert_no_error (error);
  /* The first store lives (its lock is held): nothing to offer. */
  orphans = qd_draft_store_orphans (second);
  g_assert_cmpuint (orphans->len, ==, 0);
  g_clear_pointer (&orphans, g_ptr_array_unref);

  /* A store whose process died: its lock is free, its drafts are offered
   * with their text as written. */
  {
    g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (listing)) != NULL)
      if (g_str_has_suffix (name, "-1.draft"))
        {
          g_autofree char *from = g_build_filename (dir, name, NULL);
          g_autofree char *to = g_build_filename (dir, "12345-dead-1.draft", NULL);
          g_autofree char *copy = NULL;
          gsize length;

          g_assert_true (g_file_get_contents (from, &copy, &length, NULL));
          g_assert_true (g_file_set_contents (to, copy, (gssize) length, NULL));
        }
    lock = g_build_filename (dir, "12345-dead.lock", NULL);
    g_assert_true (g_file_set_contents (lock, "", 0, NULL));
  }
  orphans = qd_draft_store_orphans (second);
  g_assert_cmpuint (orphans->len, ==, 1);
  got = orphans->pdata[0];
  g_assert_cmpstr (got->problem, ==, "gametree");
  g_assert_cmpstr (got->title, ==, draft.title);
  g_assert_cmpstr (got->uri, ==, "");
  g_assert_cmpstr (got->contents, ==, draft.contents);
  qd_draft_store_forget (second, orphans);
  g_assert_false (g_file_test (lock, G_FILE_TEST_EXISTS));
  again = qd_draft_store_orphans (second);
  g_assert_cmpuint (again->len, ==, 0);

  /* A clean end removes a store's files. */
  qd_draft_store_close (first);
  qd_draft_store_close (second);
  {
    g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);

    g_assert_null (g_dir_read_name (listing));
  }
}

int
main (int argc, char **argv)
{
  g_autofree char *state = g_dir_make_tmp ("quandary-drafts-XXXXXX", NULL);

  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/drafts/live-and-dead", test_live_and_dead);
  return g_test_run ();
}
