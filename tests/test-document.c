/* test-document.c — a page's document without a display (app/qd-document.h):
 * its title, its modified state against the saved text, the undo history
 * (skipped no-op steps, limits of steps and bytes), identities given back,
 * the saved state known without writing it,
 * and files read and parsed on a worker for every problem. */
#include "config.h"
#include "config-srcdir.h"

#include <glib/gstdio.h>
#include <string.h>

#include "app/qd-document.h"

/* The first problem's format, with its first example as the model. */
static const QdProblem *
first_problem (void)
{
  guint n;

  return qd_problem_get_all (&n)[0];
}

static gpointer
read_example (const QdProblem *problem, guint index, char **text)
{
  g_autofree char *path = g_build_filename (g_getenv ("QD_DATA_DIR"), "examples", problem->id,
                                            problem->examples[index].file, NULL);
  gsize length;
  gpointer model;

  g_assert_true (g_file_get_contents (path, text, &length, NULL));
  model = problem->format->parse (*text, length, NULL, NULL);
  g_assert_nonnull (model);
  return model;
}

static QdDocument *
document_of_example (const QdProblem *problem, guint index)
{
  QdDocument *document = qd_document_new (problem->format);
  g_autofree char *text = NULL;

  qd_document_swap_model (document, read_example (problem, index, &text));
  return document;
}

static void
test_title (void)
{
  const QdProblem *problem = first_problem ();
  g_autoptr(QdDocument) document = qd_document_new (problem->format);
  g_autoptr(GFile) file = g_file_new_for_path ("/tmp/some folder/puzzle.txt");
  guint notified = 0;

  /* Untitled: the format's name for a new document. */
  g_assert_cmpstr (qd_document_get_title (document), ==, problem->format->untitled);
  g_signal_connect_swapped (document, "notify::title", G_CALLBACK (g_atomic_int_inc), &notified);
  qd_document_set_untitled_name (document, "Word Puzzle 1");
  g_assert_cmpstr (qd_document_get_title (document), ==, "Word Puzzle 1");
  qd_document_set_file (document, file);
  g_assert_cmpstr (qd_document_get_title (document), ==, "puzzle.txt");
  g_assert_true (qd_document_get_file (document) == file);
  g_assert_cmpuint (notified, ==, 2);
  qd_document_set_file (document, NULL);
  g_assert_cmpstr (qd_document_get_title (document), ==, "Word Puzzle 1");
}

static void
test_modified (void)
{
  const QdProblem *problem = first_problem ();
  g_autoptr(QdDocument) document = document_of_example (problem, 0);
  g_autofree char *opened = NULL, *other = NULL;
  gpointer old;

  g_assert_false (qd_document_get_modified (document));
  qd_document_mark_saved (document);
  opened = qd_document_write (document);

  /* An edit: another model (the next example). */
  qd_document_push_undo (document, g_strdup (opened));
  qd_document_set_modified (document, TRUE);
  old = qd_document_swap_model (document, read_example (problem, 1, &other));
  problem->format->free (old);
  g_assert_true (qd_document_get_modified (document));
  qd_document_update_modified (document);
  g_assert_true (qd_document_get_modified (document));

  /* Undo back to the saved text: not modified any more. */
  {
    g_autofree char *back = qd_document_undo (document, qd_document_write (document), NULL);

    g_assert_cmpstr (back, ==, opened);
    old = qd_document_swap_model (document, problem->format->parse (back, strlen (back), NULL, NULL));
    problem->format->free (old);
    qd_document_update_modified (document);
    g_assert_false (qd_document_get_modified (document));
  }

  /* A draft: modified, and no undo makes it otherwise. */
  qd_document_mark_unsaved (document);
  g_assert_true (qd_document_get_modified (document));
  qd_document_update_modified (document);
  g_assert_true (qd_document_get_modified (document));
}

static void
test_history (void)
{
  g_autoptr(QdDocument) document = qd_document_new (first_problem ()->format);
  guint notified = 0;
  char *text;

  g_signal_connect_swapped (document, "notify::can-undo", G_CALLBACK (g_atomic_int_inc), &notified);
  g_assert_false (qd_document_can_undo (document));
  g_assert_null (qd_document_undo (document, g_strdup ("c"), NULL));
  qd_document_push_undo (document, g_strdup ("a"));
  qd_document_push_undo (document, g_strdup ("b"));
  g_assert_true (qd_document_can_undo (document));
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpuint (qd_document_history_bytes (document), ==, 2);

  text = qd_document_undo (document, g_strdup ("c"), NULL);
  g_assert_cmpstr (text, ==, "b");
  g_free (text);
  g_assert_true (qd_document_can_redo (document));
  text = qd_document_redo (document, g_strdup ("b"), NULL);
  g_assert_cmpstr (text, ==, "c");
  g_free (text);

  /* A step that changes nothing (recorded, then nothing happened) is
   * skipped: "c" then "c" again, undo goes straight to "b". */
  qd_document_push_undo (document, g_strdup ("c"));
  g_assert_false (qd_document_can_redo (document));
  text = qd_document_undo (document, g_strdup ("c"), NULL);
  g_assert_cmpstr (text, ==, "b");
  g_free (text);
  text = qd_document_undo (document, g_strdup ("b"), NULL);
  g_assert_cmpstr (text, ==, "a");
  g_free (text);
  g_assert_false (qd_document_can_undo (document));
  g_assert_null (qd_document_undo (document, g_strdup ("a"), NULL));
  qd_document_clear_history (document);
  g_assert_false (qd_document_can_redo (document));
  g_assert_cmpuint (qd_document_history_steps (document), ==, 0);
  g_assert_cmpuint (qd_document_history_bytes (document), ==, 0);
}

static void
test_history_limits (void)
{
  g_autoptr(QdDocument) document = qd_document_new (first_problem ()->format);
  gsize big = QD_DOCUMENT_HISTORY_BYTES / 3 + 1;
  char *text;

  for (guint i = 0; i < QD_DOCUMENT_HISTORY_STEPS + 20; i++)
    qd_document_push_undo (document, g_strdup_printf ("%u", i));
  g_assert_cmpuint (qd_document_history_steps (document), ==, QD_DOCUMENT_HISTORY_STEPS);
  /* The oldest went first. */
  text = qd_document_undo (document, g_strdup ("now"), NULL);
  g_assert_cmpstr (text, ==, "519");
  g_free (text);

  /* Large texts: the oldest are dropped past the byte budget, the last one
   * always stays. */
  qd_document_clear_history (document);
  for (guint i = 0; i < 4; i++)
    {
      char *huge = g_malloc (big + 1);

      memset (huge, 'a' + i, big);
      huge[big] = '\0';
      qd_document_push_undo (document, huge);
      g_assert_cmpuint (qd_document_history_bytes (document), <=, QD_DOCUMENT_HISTORY_BYTES);
    }
  g_assert_cmpuint (qd_document_history_steps (document), ==, 2);
  {
    char *huge = g_malloc (QD_DOCUMENT_HISTORY_BYTES + 2);

    memset (huge, 'z', QD_DOCUMENT_HISTORY_BYTES + 1);
    huge[QD_DOCUMENT_HISTORY_BYTES + 1] = '\0';
    qd_document_push_undo (document, huge);
    g_assert_cmpuint (qd_document_history_steps (document), ==, 1);
  }
}

static void
test_identity (void)
{
  const QdProblem *problem = first_problem ();
  g_autoptr(QdDocument) document = document_of_example (problem, 0);
  g_autoptr(GFile) file = g_file_new_for_path ("/tmp/one.txt");
  QdDocumentIdentity *identity;

  qd_document_set_file (document, file);
  qd_document_mark_saved (document);
  identity = qd_document_get_identity (document);
  /* Replaced by a generated document: untitled, unsaved. */
  qd_document_set_file (document, NULL);
  qd_document_set_untitled_name (document, "Generated");
  qd_document_mark_unsaved (document);
  g_assert_cmpstr (qd_document_get_title (document), ==, "Generated");
  /* Given back (the model is the same one here): its file, not modified. */
  qd_document_set_identity (document, identity);
  qd_document_identity_free (identity);
  g_assert_cmpstr (qd_document_get_title (document), ==, "one.txt");
  g_assert_false (qd_document_get_modified (document));
}

/* A replacement is one step: its undo gives the old file back, its redo
 * the generated document's untitled name again; a step that moved the
 * document is never skipped, even when its text is the same. */
static void
test_identity_steps (void)
{
  const QdProblem *problem = first_problem ();
  g_autoptr(QdDocument) document = document_of_example (problem, 0);
  g_autoptr(GFile) file = g_file_new_for_path ("/tmp/mine.txt");
  g_autofree char *text = qd_document_write (document);
  QdDocumentIdentity *identity = NULL;
  char *back;

  qd_document_set_file (document, file);
  qd_document_mark_saved (document);
  qd_document_push_undo_identity (document, g_strdup (text), qd_document_get_identity (document));
  qd_document_set_file (document, NULL);
  qd_document_set_untitled_name (document, "Generated");
  qd_document_mark_unsaved (document);

  /* The same text (the generated model is the same here): not skipped. */
  back = qd_document_undo (document, g_strdup (text), &identity);
  g_assert_cmpstr (back, ==, text);
  g_free (back);
  g_assert_nonnull (identity);
  qd_document_set_identity (document, identity);
  qd_document_identity_free (identity);
  g_assert_cmpstr (qd_document_get_title (document), ==, "mine.txt");
  g_assert_false (qd_document_get_modified (document));

  back = qd_document_redo (document, g_strdup (text), &identity);
  g_assert_cmpstr (back, ==, text);
  g_free (back);
  g_assert_nonnull (identity);
  qd_document_set_identity (document, identity);
  qd_document_identity_free (identity);
  g_assert_cmpstr (qd_document_get_title (document), ==, "Generated");
  g_assert_true (qd_document_get_modified (document));

  /* A plain step gives no identity. */
  qd_document_push_undo (document, g_strdup ("x"));
  back = qd_document_undo (document, g_strdup (text), &identity);
  g_assert_cmpstr (back, ==, "x");
  g_assert_null (identity);
  g_free (back);
}

/* The first problem's format, counting what it writes. */
static const QdFormat *counted_base;
static guint writes;

static char *
counted_write (gconstpointer model)
{
  writes++;
  return counted_base->write (model);
}

static const QdFormat *
counted_format (void)
{
  static QdFormat format;

  counted_base = first_problem ()->format;
  format = *counted_base;
  format.write = counted_write;
  return &format;
}

/* Replaces the model by the one `text` holds, as an undo or an edit does. */
static void
set_text (QdDocument *document, const char *text)
{
  const QdFormat *format = qd_document_get_format (document);

  format->free (qd_document_swap_model (document, format->parse (text, strlen (text), NULL, NULL)));
}

/* Undo (or redo) one step, as a page does: the state back, then whether
 * it is the saved one. */
static void
step (QdDocument *document, gboolean undo, const char *current)
{
  g_autofree char *back = undo ? qd_document_undo (document, g_strdup (current), NULL)
                               : qd_document_redo (document, g_strdup (current), NULL);

  g_assert_nonnull (back);
  set_text (document, back);
  qd_document_update_modified (document);
}

/* The saved state is known by its number: opening and saving write
 * nothing, an undo back to it writes nothing either; a state reached
 * another way with the same text is not modified (its text is the step's,
 * or kept when the history goes); pages with snapshots of their own have
 * the saved text written when it is marked. */
static void
test_saved_states (void)
{
  const QdFormat *format = counted_format ();
  g_autoptr(QdDocument) document = qd_document_new (format);
  g_autofree char *opened = NULL, *other = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("QD_DATA_DIR"), "examples", first_problem ()->id,
                                            first_problem ()->examples[1].file, NULL);

  g_assert_true (g_file_get_contents (path, &other, NULL, NULL));
  qd_document_swap_model (document, read_example (first_problem (), 0, &opened));
  g_free (opened);
  opened = qd_document_write (document);
  writes = 0;
  qd_document_mark_saved (document);
  g_assert_cmpuint (writes, ==, 0);
  g_assert_false (qd_document_get_modified (document));

  /* An edit, then its undo: back to the saved state, nothing written. */
  qd_document_push_undo (document, g_strdup (opened));
  qd_document_set_modified (document, TRUE);
  set_text (document, other);
  step (document, TRUE, other);
  g_assert_cmpuint (writes, ==, 0);
  g_assert_false (qd_document_get_modified (document));
  step (document, FALSE, opened);
  g_assert_true (qd_document_get_modified (document));

  /* The saved text again by another edit: the redo that brings it back is
   * not modified (the saved step's text says so). */
  qd_document_push_undo (document, g_strdup (other));
  qd_document_set_modified (document, TRUE);
  set_text (document, opened);
  step (document, TRUE, opened);
  g_assert_true (qd_document_get_modified (document));
  step (document, FALSE, other);
  g_assert_false (qd_document_get_modified (document));
  /* The history gone, the saved text stays. */
  qd_document_clear_history (document);
  qd_document_update_modified (document);
  g_assert_false (qd_document_get_modified (document));

  /* A change in place (no step): not the saved state, and nothing to
   * undo back to it. */
  qd_document_set_modified (document, TRUE);
  g_assert_true (qd_document_get_modified (document));

  /* A save keeps the text it wrote. */
  writes = 0;
  qd_document_mark_saved_text (document, qd_document_write (document));
  g_assert_cmpuint (writes, ==, 1);
  g_assert_false (qd_document_get_modified (document));

  /* Snapshots of the page's own: marking writes the text. */
  qd_document_set_snapshots_written (document, FALSE);
  writes = 0;
  qd_document_mark_saved (document);
  g_assert_cmpuint (writes, ==, 1);
  qd_document_push_undo (document, g_strdup ("not a text of the format"));
  qd_document_set_modified (document, TRUE);
  set_text (document, other);
  qd_document_update_modified (document);
  g_assert_true (qd_document_get_modified (document));
  qd_document_push_undo (document, g_strdup ("nor this"));
  set_text (document, opened);
  qd_document_update_modified (document);
  g_assert_false (qd_document_get_modified (document));
}

typedef struct {
  GMainLoop *loop;
  const QdProblem *problem;
  gpointer model;
  GError *error;
  GPtrArray *warnings;
} Reading;

static void
on_read (GObject *source, GAsyncResult *result, gpointer data)
{
  Reading *reading = data;

  reading->model = qd_document_read_file_finish (result, &reading->problem, reading->warnings, &reading->error);
  g_main_loop_quit (reading->loop);
}

static gpointer
read_file (GFile *file, const QdProblem *problem, const QdProblem **read_as, GError **error)
{
  Reading reading = { g_main_loop_new (NULL, FALSE), NULL, NULL, NULL, g_ptr_array_new_with_free_func (g_free) };

  qd_document_read_file_async (file, problem, NULL, on_read, &reading);
  g_main_loop_run (reading.loop);
  g_main_loop_unref (reading.loop);
  g_ptr_array_unref (reading.warnings);
  *read_as = reading.problem;
  if (reading.error != NULL)
    g_propagate_error (error, reading.error);
  return reading.model;
}

/* Every problem's examples, read on a worker by their name and contents,
 * come back as their problem's documents; a file of no problem and a missing
 * file are errors. */
static void
test_read_files (void)
{
  guint n;
  const QdProblem *const *problems = qd_problem_get_all (&n);

  for (guint i = 0; i < n; i++)
    for (guint e = 0; problems[i]->examples[e].file != NULL; e++)
      {
        g_autofree char *path = g_build_filename (g_getenv ("QD_DATA_DIR"), "examples", problems[i]->id,
                                                  problems[i]->examples[e].file, NULL);
        g_autoptr(GFile) file = g_file_new_for_path (path);
        g_autoptr(GError) error = NULL;
        const QdProblem *read_as = NULL;
        gpointer model = read_file (file, NULL, &read_as, &error);

        g_assert_no_error (error);
        g_assert_true (read_as == problems[i]);
        problems[i]->format->free (model);
        /* Asked as its own problem: the same. */
        model = read_file (file, problems[i], &read_as, &error);
        g_assert_no_error (error);
        g_assert_true (read_as == problems[i]);
        problems[i]->format->free (model);
      }
  {
    g_autofree char *path = g_build_filename (g_get_tmp_dir (), "qd-test-document.xyz", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/quandary/none.tree");
    g_autoptr(GError) error = NULL;
    const QdProblem *read_as = problems[0];

    g_assert_true (g_file_set_contents (path, "\x01\x02", 2, NULL));
    g_assert_null (read_file (file, NULL, &read_as, &error));
    g_assert_null (read_as);
    g_assert_error (error, QD_PROBLEM_ERROR, QD_PROBLEM_ERROR_UNKNOWN);
    g_clear_error (&error);
    g_assert_null (read_file (missing, NULL, &read_as, &error));
    g_assert_nonnull (error);
    g_unlink (path);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (g_getenv ("QD_DATA_DIR") == NULL)
    g_setenv ("QD_DATA_DIR", SRC_DATADIR, TRUE);
  g_test_add_func ("/document/title", test_title);
  g_test_add_func ("/document/modified", test_modified);
  g_test_add_func ("/document/history", test_history);
  g_test_add_func ("/document/history-limits", test_history_limits);
  g_test_add_func ("/document/identity", test_identity);
  g_test_add_func ("/document/identity-steps", test_identity_steps);
  g_test_add_func ("/document/saved-states", test_saved_states);
  g_test_add_func ("/document/read-files", test_read_files);
  return g_test_run ();
}
