/* test-drafts.c — the draft store (src/app/qd-drafts.h): a live store's
 * drafts are never offered to another, a dead one's are, once; a draft that
 * cannot be read is kept aside, never deleted; what is not a regular file
 * is left alone, without blocking. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "app/qd-drafts.h"
#include <sys/stat.h>
#include <unistd.h>

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
  orphans = qd_draft_store_orphans (second, NULL);
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
  orphans = qd_draft_store_orphans (second, NULL);
  g_assert_cmpuint (orphans->len, ==, 1);
  got = orphans->pdata[0];
  g_assert_cmpstr (got->problem, ==, "gametree");
  g_assert_cmpstr (got->title, ==, draft.title);
  g_assert_cmpstr (got->uri, ==, "");
  g_assert_cmpstr (got->contents, ==, draft.contents);
  qd_draft_store_forget (second, orphans);
  g_assert_false (g_file_test (lock, G_FILE_TEST_EXISTS));
  again = qd_draft_store_orphans (second, NULL);
  g_assert_cmpuint (again->len, ==, 0);

  /* A clean end removes a store's files. */
  qd_draft_store_close (first);
  qd_draft_store_close (second);
  {
    g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);

    g_assert_null (g_dir_read_name (listing));
  }
}

/* Drafts of a dead store (its lock free) that are not drafts: random bytes,
 * an empty file, a key file without its keys, a valid draft that cannot be
 * read (mode 000: skipped as root, who reads it anyway); a FIFO and a folder
 * named like drafts, and a FIFO where the lock is.  Issue 34: they were
 * deleted unread, and the FIFO blocked the start for ever. */
static void
test_unreadable_kept (void)
{
  g_autoptr(GError) error = NULL;
  QdDraftStore *store = qd_draft_store_new (&error);
  g_autofree char *dir = qd_drafts_dir ();
  g_autofree char *aside_dir = g_build_filename (dir, "unreadable", NULL);
  static const struct { const char *name, *text; gssize length; } bad[] = {
    { "777-dead-1.draft", "\x01\xfe\x00garbage\x02", 11 },
    { "777-dead-2.draft", "", 0 },
    { "777-dead-3.draft", "[Draft]\nproblem=gametree\n", -1 },
  };
  g_autoptr(GPtrArray) aside = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) orphans = NULL;
  g_autofree char *fifo = g_build_filename (dir, "777-dead-4.draft", NULL);
  g_autofree char *folder = g_build_filename (dir, "777-dead-5.draft", NULL);
  g_autofree char *locked = g_build_filename (dir, "778-fifo-1.draft", NULL);
  g_autofree char *fifo_lock = g_build_filename (dir, "778-fifo.lock", NULL);
  g_autofree char *unreadable = g_build_filename (dir, "777-dead-6.draft", NULL);
  gboolean root = geteuid () == 0;

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *path = g_build_filename (dir, bad[i].name, NULL);

      g_assert_true (g_file_set_contents (path, bad[i].text, bad[i].length, NULL));
    }
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (locked, "[Draft]\nproblem=gametree\ntitle=T\nuri=\ncontents=[1]\n", -1, NULL));
  g_assert_cmpint (mkfifo (fifo_lock, 0600), ==, 0);
  g_assert_true (g_file_set_contents (unreadable, "[Draft]\nproblem=gametree\ntitle=T\nuri=\ncontents=[1]\n",
                                      -1, NULL));
  g_assert_cmpint (g_chmod (unreadable, 0), ==, 0);

  /* Returns (no FIFO opened), offers nothing unreadable. */
  orphans = qd_draft_store_orphans (store, aside);
  g_assert_cmpuint (orphans->len, ==, root ? 1 : 0);
  g_assert_cmpuint (aside->len, ==, root ? 3 : 4);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *path = g_build_filename (dir, bad[i].name, NULL);
      g_autofree char *kept = g_build_filename (aside_dir, bad[i].name, NULL);
      g_autofree char *text = NULL;
      gsize length;

      /* Kept, byte for byte, in unreadable/; not where it was. */
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
      g_assert_true (g_file_get_contents (kept, &text, &length, NULL));
      g_assert_cmpmem (text, length, bad[i].text, bad[i].length < 0 ? strlen (bad[i].text) : (gsize) bad[i].length);
    }
  if (!root)
    {
      g_autofree char *kept = g_build_filename (aside_dir, "777-dead-6.draft", NULL);

      g_assert_true (g_file_test (kept, G_FILE_TEST_EXISTS));
    }
  else
    g_test_message ("running as root: the mode-000 draft is read (and offered)");
  /* What is not a regular file is left alone; the FIFO lock's draft is not
   * offered (the FIFO is no free lock). */
  g_assert_true (g_file_test (fifo, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));
  g_assert_true (g_file_test (locked, G_FILE_TEST_EXISTS));

  /* Set aside again under the same name: never over the first. */
  {
    g_autofree char *again = g_build_filename (dir, "777-dead-2.draft", NULL);
    g_autofree char *moved = NULL;

    g_assert_true (g_file_set_contents (again, "second", -1, NULL));
    moved = qd_draft_store_set_aside (store, again, &error);
    g_assert_no_error (error);
    g_assert_true (g_str_has_suffix (moved, "777-dead-2.draft.2"));
  }
  g_unlink (fifo);
  g_rmdir (folder);
  g_unlink (locked);
  g_unlink (fifo_lock);
  qd_draft_store_forget (store, orphans);
  qd_draft_store_close (store);
}

int
main (int argc, char **argv)
{
  g_autofree char *state = g_dir_make_tmp ("quandary-drafts-XXXXXX", NULL);

  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/drafts/live-and-dead", test_live_and_dead);
  g_test_add_func ("/drafts/unreadable-kept", test_unreadable_kept);
  return g_test_run ();
}
