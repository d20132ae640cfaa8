/* test-report-collection.c — the report kept between sessions
 * (app/qd-report-collection.h) when its file is not one: a FIFO is set
 * aside at once, never opened (the window's main thread would hang in it),
 * and the next save makes a file; a second unreadable collection is set
 * aside under a name of its own, the first one kept. */
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "app/qd-report-collection.h"
#include "render/qd-report.h"

static void
test_fifo_and_unreadable (void)
{
  g_autofree char *dir = g_dir_make_tmp ("quandary-collection-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "report.gvariant", NULL);
  g_autofree char *aside = g_strconcat (path, ".unreadable", NULL);
  g_autofree char *aside2 = g_strconcat (path, ".unreadable-2", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *warning = NULL, *warning2 = NULL, *kept = NULL;
  QdReportCollection *collection;
  GStatBuf st;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  collection = qd_report_collection_new (file, &warning);
  g_assert_nonnull (warning);
  g_assert_nonnull (strstr (warning, "not a file"));
  g_assert_cmpint (g_stat (aside, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  g_assert_cmpuint (qd_report_collection_get_n_runs (collection), ==, 0);
  /* Added: saved at once, into a new file (a FIFO would block here). */
  qd_report_collection_add (collection, qd_report_new ("gametree", "a tree"));
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_true (S_ISREG (st.st_mode));
  g_object_unref (collection);

  /* A damaged collection: set aside beside the first, which stays. */
  g_assert_true (g_file_set_contents (path, "not a collection", -1, NULL));
  collection = qd_report_collection_new (file, &warning2);
  g_assert_nonnull (warning2);
  g_assert_nonnull (strstr (warning2, ".unreadable-2"));
  g_assert_true (g_file_get_contents (aside2, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "not a collection");
  g_assert_cmpint (g_stat (aside, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  g_object_unref (collection);

  g_unlink (aside);
  g_unlink (aside2);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/report-collection/fifo-and-unreadable", test_fifo_and_unreadable);
  return g_test_run ();
}
