/* test-file.c — the bounded reader and the one writer (core/qd-file.h):
 * the limit, pipes, symbolic links written through, devices and FIFOs
 * written in place, a failed write keeping the old file; pairs of files
 * saved as one (a puzzle and its word list), a crash in between completed
 * by the next read. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/qd-file.h"

static char *
scratch_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("qd-test-file-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static char *
read_path (const char *path, gsize limit, GError **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  char *contents = NULL;
  gsize length;

  if (!qd_file_read (file, limit, &contents, &length, error))
    return NULL;
  g_assert_cmpuint (strlen (contents), ==, length);
  return contents;
}

static void
test_read_limit (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "ten.txt", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_true (g_file_set_contents (path, "0123456789", -1, NULL));
  text = read_path (path, 10, &error);     /* exactly the limit */
  g_assert_no_error (error);
  g_assert_cmpstr (text, ==, "0123456789");
  g_assert_null (read_path (path, 9, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_assert_nonnull (strstr (error->message, "larger than 9 bytes"));
  g_clear_error (&error);
  /* /dev/zero never ends: refused once past the limit. */
  g_assert_null (read_path ("/dev/zero", 1 << 20, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_assert_nonnull (strstr (error->message, "larger than 1.0"));
  g_assert_nonnull (strstr (error->message, "MiB, the most a file may have here"));
  g_clear_error (&error);
  g_assert_null (read_path (dir, 0, &error));
  g_assert_nonnull (strstr (error->message, "is a folder"));
  g_clear_error (&error);
  g_assert_null (read_path ("/nonexistent/x.txt", 0, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_null (strstr (error->message, "x.txt"));   /* the caller names it */
  g_unlink (path);
  g_rmdir (dir);
}

/* A named pipe is refused at once, never opened blocking (with no writer
 * its open would wait forever); the process's own standard input is read
 * whatever it is, a pipe included (/dev/stdin, as "-"). */
static void
test_read_fifo (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "fifo", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  int pipe_fds[2], saved_stdin;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  g_assert_null (read_path (path, 0, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_nonnull (strstr (error->message, "named pipe"));
  g_clear_error (&error);

  g_assert_cmpint (pipe (pipe_fds), ==, 0);
  g_assert_cmpint (write (pipe_fds[1], "from a pipe\n", 12), ==, 12);
  close (pipe_fds[1]);
  saved_stdin = dup (STDIN_FILENO);
  g_assert_cmpint (dup2 (pipe_fds[0], STDIN_FILENO), ==, STDIN_FILENO);
  close (pipe_fds[0]);
  text = read_path ("/dev/stdin", 0, &error);
  g_assert_cmpint (dup2 (saved_stdin, STDIN_FILENO), ==, STDIN_FILENO);
  close (saved_stdin);
  g_assert_no_error (error);
  g_assert_cmpstr (text, ==, "from a pipe\n");
  g_unlink (path);
  g_rmdir (dir);
}

static char *
contents_of (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static void
save (const char *path, const char *text, GError **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  qd_save_text (file, text, -1, error);
}

static void
test_write_symlink (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *target = g_build_filename (dir, "target.txt", NULL);
  g_autofree char *link = g_build_filename (dir, "link.txt", NULL);
  g_autofree char *dangling = g_build_filename (dir, "dangling.txt", NULL);
  g_autofree char *made = g_build_filename (dir, "made.txt", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;

  g_assert_true (g_file_set_contents (target, "old\n", -1, NULL));
  g_assert_cmpint (symlink ("target.txt", link), ==, 0);
  save (link, "new\n", &error);
  g_assert_no_error (error);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));   /* still a link */
  text = contents_of (target);
  g_assert_cmpstr (text, ==, "new\n");
  /* A dangling link: the file is made at its target. */
  g_assert_cmpint (symlink ("made.txt", dangling), ==, 0);
  save (dangling, "made\n", &error);
  g_assert_no_error (error);
  g_assert_true (g_file_test (dangling, G_FILE_TEST_IS_SYMLINK));
  text2 = contents_of (made);
  g_assert_cmpstr (text2, ==, "made\n");
  g_unlink (link);
  g_unlink (dangling);
  g_unlink (target);
  g_unlink (made);
  g_rmdir (dir);
}

/* The other end of the pipe, as a program reading it would (Quandary's own
 * reader refuses named pipes). */
static gpointer
read_fifo (gpointer path)
{
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, NULL);
  return text;
}

static void
test_write_fifo_and_devices (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "fifo", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *got = NULL;
  GThread *reader;
  struct stat st;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  reader = g_thread_new ("fifo", read_fifo, path);
  save (path, "through the pipe\n", &error);
  g_assert_no_error (error);
  got = g_thread_join (reader);
  g_assert_cmpstr (got, ==, "through the pipe\n");
  g_assert_cmpint (lstat (path, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));               /* not replaced by a file */
  /* A device: written in place, and its error reported. */
  save ("/dev/null", "nothing\n", &error);
  g_assert_no_error (error);
  save ("/dev/full", "no room\n", &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_assert_nonnull (strstr (error->message, "/dev/full"));
  g_clear_error (&error);
  g_assert_cmpint (stat ("/dev/full", &st), ==, 0);
  g_assert_true (S_ISCHR (st.st_mode));
  g_unlink (path);
  g_rmdir (dir);
}

/* The number of entries of `dir`. */
static guint
count_entries (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (d != NULL && g_dir_read_name (d) != NULL)
    n++;
  return n;
}

/* Ctrl-C while a file is written (the command line's flag): the save in
 * progress is aborted at its next write, the old file kept and no
 * temporary file left beside it; a new save is refused; a pipe nobody
 * reads is waited for only a while. */
static void
test_interrupted_save (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "kept.txt", NULL);
  g_autofree char *fifo = g_build_filename (dir, "lonely", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gint flag = 0;
  QdSaveStream *stream;
  gint64 start;

  g_assert_true (g_file_set_contents (path, "old\n", -1, NULL));
  qd_file_set_interrupt (&flag);
  stream = qd_save_stream_open (file, &error);
  g_assert_no_error (error);
  g_assert_true (qd_file_saving ());
  g_assert_true (qd_save_stream_write (stream, "new, ", 5));
  g_atomic_int_set (&flag, 1);
  g_assert_false (qd_save_stream_write (stream, "and more\n", 9));
  g_assert_false (qd_save_stream_commit (stream, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_false (qd_file_saving ());
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, "old\n");
  g_assert_cmpuint (count_entries (dir), ==, 1);
  save (path, "again\n", &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  qd_file_set_interrupt (NULL);

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  start = g_get_monotonic_time ();
  save (fifo, "nobody\n", &error);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "a pipe that nothing reads"));
  g_assert_cmpint (g_get_monotonic_time () - start, <, 60 * G_USEC_PER_SEC);
  g_unlink (fifo);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_abort_keeps_old (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "kept.txt", NULL);
  g_autofree char *fresh = g_build_filename (dir, "fresh.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) fresh_file = g_file_new_for_path (fresh);
  g_autofree char *text = NULL;
  g_autoptr(GDir) listing = NULL;
  QdSaveStream *stream;

  g_assert_true (g_file_set_contents (path, "old\n", -1, NULL));
  stream = qd_save_stream_open (file, NULL);
  g_assert_nonnull (stream);
  g_assert_true (qd_save_stream_write (stream, "half of the new", 15));
  qd_save_stream_abort (stream);
  text = contents_of (path);
  g_assert_cmpstr (text, ==, "old\n");
  /* A new file that was aborted is not left half written. */
  stream = qd_save_stream_open (fresh_file, NULL);
  g_assert_true (qd_save_stream_write (stream, "half", 4));
  qd_save_stream_abort (stream);
  g_assert_false (g_file_test (fresh, G_FILE_TEST_EXISTS));
  /* No temporary file is left beside them. */
  listing = g_dir_open (dir, 0, NULL);
  g_assert_cmpstr (g_dir_read_name (listing), ==, "kept.txt");
  g_assert_null (g_dir_read_name (listing));
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_check_writable (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/out.txt");
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GFile) fine = g_file_new_build_filename (dir, "new.txt", NULL);
  g_autoptr(GFile) full = g_file_new_for_path ("/dev/full");
  g_autoptr(GError) error = NULL;

  g_assert_false (qd_file_check_writable (missing, &error));
  g_assert_nonnull (strstr (error->message, "/nonexistent/out.txt: the folder /nonexistent does not exist"));
  g_clear_error (&error);
  g_assert_false (qd_file_check_writable (folder, &error));
  g_assert_nonnull (strstr (error->message, "is a folder"));
  g_clear_error (&error);
  g_assert_true (qd_file_check_writable (fine, &error));
  g_assert_true (qd_file_check_writable (full, &error));
  g_assert_no_error (error);
  g_rmdir (dir);
}

static int
compare_names (const void *a, const void *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The names in `dir`, sorted, joined by spaces. */
static char *
file_names (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) joined = g_string_new (NULL);
  const char *name;

  while ((name = g_dir_read_name (listing)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  qsort (names->pdata, names->len, sizeof (char *), compare_names);
  for (guint i = 0; i < names->len; i++)
    g_string_append_printf (joined, "%s%s", i > 0 ? " " : "", (char *) names->pdata[i]);
  return g_string_free (g_steal_pointer (&joined), FALSE);
}

static void
remove_all (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        remove_all (path);
      else
        g_unlink (path);
    }
  g_rmdir (dir);
}

static gboolean
save_pair (const char *first, const char *second, const char *text1, const char *text2, GError **error)
{
  g_autoptr(GFile) file1 = g_file_new_for_path (first);
  g_autoptr(GFile) file2 = g_file_new_for_path (second);
  GFile *const files[] = { file1, file2 };
  const char *const texts[] = { text1, text2 };

  return qd_save_texts (2, files, texts, error);
}

static void
test_pair_save (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *puzzle = g_build_filename (dir, "puzzle.txt", NULL);
  g_autofree char *list = g_build_filename (dir, "wordlist.txt", NULL);
  g_autofree char *names = NULL;
  g_autofree char *text1 = NULL;
  g_autofree char *text2 = NULL;
  g_autoptr(GError) error = NULL;
  struct stat st;

  g_assert_true (g_file_set_contents (puzzle, "old puzzle\n", -1, NULL));
  g_assert_cmpint (g_chmod (puzzle, 0640), ==, 0);
  g_assert_true (save_pair (puzzle, list, "new puzzle\n", "new list\n", &error));
  g_assert_no_error (error);
  text1 = contents_of (puzzle);
  text2 = contents_of (list);
  g_assert_cmpstr (text1, ==, "new puzzle\n");
  g_assert_cmpstr (text2, ==, "new list\n");
  g_assert_cmpint (stat (puzzle, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0640);        /* the replaced file's mode is kept */
  names = file_names (dir);
  g_assert_cmpstr (names, ==, "puzzle.txt wordlist.txt");   /* no temporary file, no journal */
  remove_all (dir);
}

static void
test_pair_failure_keeps_old (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *puzzle = g_build_filename (dir, "puzzle.txt", NULL);
  g_autofree char *list = g_build_filename (dir, "missing", "wordlist.txt", NULL);
  g_autofree char *names = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (puzzle, "old puzzle\n", -1, NULL));
  g_assert_false (save_pair (puzzle, list, "new puzzle\n", "new list\n", &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "missing"));
  text = contents_of (puzzle);
  g_assert_cmpstr (text, ==, "old puzzle\n");           /* the first file is not written alone */
  names = file_names (dir);
  g_assert_cmpstr (names, ==, "puzzle.txt");
  remove_all (dir);
}

/* The state a crash leaves after the journal was written and the first
 * rename done: the next read of the first file completes the save. */
static void
test_pair_crash_completed (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *puzzle = g_build_filename (dir, "puzzle.txt", NULL);
  g_autofree char *list = g_build_filename (dir, "wordlist.txt", NULL);
  g_autofree char *temp1 = g_build_filename (dir, ".puzzle.txt.Ab12Cd", NULL);
  g_autofree char *temp2 = g_build_filename (dir, ".wordlist.txt.Ef34Gh", NULL);
  g_autofree char *journal = g_build_filename (dir, ".puzzle.txt.quandary-save", NULL);
  g_autoptr(GString) entries = g_string_new ("quandary-save 1\n");
  g_autofree char *read = NULL;
  g_autofree char *text2 = NULL;
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (puzzle, "new puzzle\n", -1, NULL));   /* renamed already */
  g_assert_true (g_file_set_contents (list, "old list\n", -1, NULL));
  g_assert_true (g_file_set_contents (temp2, "new list\n", -1, NULL));
  g_string_append_len (entries, temp1, (gssize) strlen (temp1) + 1);
  g_string_append_len (entries, puzzle, (gssize) strlen (puzzle) + 1);
  g_string_append_len (entries, temp2, (gssize) strlen (temp2) + 1);
  g_string_append_len (entries, list, (gssize) strlen (list) + 1);
  g_assert_true (g_file_set_contents (journal, entries->str, (gssize) entries->len, NULL));
  read = read_path (puzzle, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (read, ==, "new puzzle\n");
  text2 = contents_of (list);
  g_assert_cmpstr (text2, ==, "new list\n");            /* the pair is new, not half new */
  names = file_names (dir);
  g_assert_cmpstr (names, ==, "puzzle.txt wordlist.txt");
  remove_all (dir);
}

/* A journal naming a file outside its destination's folder, or one not
 * shaped like a temporary file, renames nothing. */
static void
test_pair_hostile_journal (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *other = g_build_filename (dir, "other", NULL);
  g_autofree char *puzzle = g_build_filename (dir, "puzzle.txt", NULL);
  g_autofree char *planted = g_build_filename (other, ".puzzle.txt.Ab12Cd", NULL);
  g_autofree char *odd = g_build_filename (dir, "secret.txt", NULL);
  g_autofree char *journal = g_build_filename (dir, ".puzzle.txt.quandary-save", NULL);
  g_autoptr(GString) entries = g_string_new ("quandary-save 1\n");
  g_autofree char *read = NULL;
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir (other, 0700), ==, 0);
  g_assert_true (g_file_set_contents (puzzle, "mine\n", -1, NULL));
  g_assert_true (g_file_set_contents (planted, "planted\n", -1, NULL));
  g_assert_true (g_file_set_contents (odd, "secret\n", -1, NULL));
  g_string_append_len (entries, planted, (gssize) strlen (planted) + 1);
  g_string_append_len (entries, puzzle, (gssize) strlen (puzzle) + 1);
  g_string_append_len (entries, odd, (gssize) strlen (odd) + 1);
  g_string_append_len (entries, puzzle, (gssize) strlen (puzzle) + 1);
  g_string_append (entries, "truncated");                /* a path without its destination */
  g_assert_true (g_file_set_contents (journal, entries->str, (gssize) entries->len, NULL));
  read = read_path (puzzle, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (read, ==, "mine\n");
  names = file_names (dir);
  g_assert_cmpstr (names, ==, "other puzzle.txt secret.txt");   /* the journal is gone, nothing moved */
  remove_all (dir);
}

/* A tree a program left: deeper than PATH_MAX, a folder of mode 000 with a
 * file in it, a read-only folder, a link out of the tree (removed, never
 * followed): all of it goes, and nothing outside. */
static void
test_remove_tree (void)
{
  g_autofree char *top = g_dir_make_tmp ("quandary-tree-XXXXXX", NULL);
  g_autofree char *outside = g_dir_make_tmp ("quandary-outside-XXXXXX", NULL);
  g_autofree char *kept = g_build_filename (outside, "kept", NULL);
  g_autofree char *locked = g_build_filename (top, "locked", NULL);
  g_autofree char *inside = g_build_filename (locked, "inside", NULL);
  g_autofree char *link = g_build_filename (top, "out", NULL);
  int fd = open (top, O_RDONLY | O_DIRECTORY);

  g_assert_true (g_file_set_contents (kept, "kept", -1, NULL));
  g_assert_cmpint (symlink (outside, link), ==, 0);
  g_assert_cmpint (g_mkdir (locked, 0700), ==, 0);
  g_assert_true (g_file_set_contents (inside, "x", -1, NULL));
  g_assert_cmpint (g_chmod (locked, 0), ==, 0);
  /* 2,500 levels of "d/": 5,000 characters, past PATH_MAX. */
  for (guint level = 0; level < 2500; level++)
    {
      int child;

      g_assert_cmpint (mkdirat (fd, "d", 0700), ==, 0);
      child = openat (fd, "d", O_RDONLY | O_DIRECTORY);
      g_assert_cmpint (child, >=, 0);
      close (fd);
      fd = child;
      if (level == 2000)
        g_assert_cmpint (fchmod (fd, 0500), ==, 0);   /* read-only from here (its parent still writable) */
    }
  close (fd);
  qd_file_remove_tree (top);
  g_assert_false (g_file_test (top, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (kept, G_FILE_TEST_IS_REGULAR));
  qd_file_remove_tree (outside);
  g_assert_false (g_file_test (outside, G_FILE_TEST_EXISTS));
}

/* A locked folder's (a live process's) stays; one whose lock is gone (its
 * process killed) goes, with what it held. */
static void
test_stale_folders (void)
{
  g_autofree char *parent = g_dir_make_tmp ("quandary-parent-XXXXXX", NULL);
  g_autoptr(GError) error = NULL;
  int live_lock = -1, dead_lock = -1;
  g_autofree char *live = qd_file_make_locked_folder (parent, "quandary-test", &live_lock, &error);
  g_autofree char *dead = qd_file_make_locked_folder (parent, "quandary-test", &dead_lock, &error);
  g_autofree char *file = g_build_filename (dead, "copied-input", NULL);
  g_autofree char *other = g_build_filename (parent, "quandary-other-1", NULL);
  GStatBuf st;

  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (live, parent));
  g_assert_cmpint (g_stat (live, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0700);
  g_assert_true (g_file_set_contents (file, "hidden", -1, NULL));
  g_assert_cmpint (g_mkdir (other, 0700), ==, 0);
  close (dead_lock);
  g_assert_cmpuint (qd_file_clean_stale_folders (parent, "quandary-test"), ==, 1);
  g_assert_true (g_file_test (live, G_FILE_TEST_IS_DIR));
  g_assert_false (g_file_test (dead, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other, G_FILE_TEST_IS_DIR));   /* another prefix's */
  close (live_lock);
  qd_file_remove_tree (parent);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/file/read/limit", test_read_limit);
  g_test_add_func ("/file/read/fifo", test_read_fifo);
  g_test_add_func ("/file/write/symlink", test_write_symlink);
  g_test_add_func ("/file/write/fifo-and-devices", test_write_fifo_and_devices);
  g_test_add_func ("/file/write/abort-keeps-old", test_abort_keeps_old);
  g_test_add_func ("/file/write/interrupted", test_interrupted_save);
  g_test_add_func ("/file/check-writable", test_check_writable);
  g_test_add_func ("/file/remove-tree", test_remove_tree);
  g_test_add_func ("/file/stale-folders", test_stale_folders);
  g_test_add_func ("/file/pair/save", test_pair_save);
  g_test_add_func ("/file/pair/failure-keeps-old", test_pair_failure_keeps_old);
  g_test_add_func ("/file/pair/crash-completed", test_pair_crash_completed);
  g_test_add_func ("/file/pair/hostile-journal", test_pair_hostile_journal);
  return g_test_run ();
}
