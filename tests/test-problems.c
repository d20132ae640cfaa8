/* test-problems.c — the problem registry (src/problems/qd-problem.h): every
 * problem describes itself and its formats fully, its examples exist and are
 * recognised as its own, every bundled file is an example or a file of one of
 * the problem's other formats (the word list beside the word puzzles), and a
 * file is read by the problem its name or its contents say.  Nothing here
 * names a problem: every one added is checked the same way. */
#include "config.h"
#include "config-srcdir.h"

#include <string.h>

#include "problems/qd-problem.h"

static char *
example_path (const QdProblem *problem, const char *file)
{
  const char *data = g_getenv ("QD_DATA_DIR");

  if (data == NULL)
    return NULL;
  return g_build_filename (data, "examples", problem->id, file, NULL);
}

static void
test_described (void)
{
  guint n;
  const QdProblem *const *problems = qd_problem_get_all (&n);

  g_assert_cmpuint (n, >=, 9);
  for (guint i = 0; i < n; i++)
    {
      const QdProblem *p = problems[i];

      g_assert_nonnull (p->id);
      for (const char *c = p->id; *c != '\0'; c++)
        g_assert_true (g_ascii_islower (*c) || g_ascii_isdigit (*c));
      g_assert_true (qd_problem_find (p->id) == p);
      for (guint j = 0; j < i; j++)
        g_assert_cmpstr (problems[j]->id, !=, p->id);
      g_assert_true (p->title != NULL && *p->title != '\0');
      g_assert_true (p->description != NULL && *p->description != '\0');
      g_assert_nonnull (p->format);
      /* A problem's documents are named by its id (fuzz targets, corpora). */
      g_assert_cmpstr (p->format->name, ==, p->id);
      g_assert_cmpuint (qd_problem_n_examples (p), >=, 1);
    }
  g_assert_null (qd_problem_find ("nosuch"));
}

static void
test_formats_described (void)
{
  const QdFormat *format;
  const QdProblem *problem;
  guint n_problems, n = qd_problem_n_formats ();

  qd_problem_get_all (&n_problems);
  g_assert_cmpuint (n, >=, n_problems);
  for (guint i = 0; i < n; i++)
    {
      format = qd_problem_nth_format (i, &problem);
      g_assert_nonnull (format);
      g_assert_nonnull (problem);
      g_assert_true (format->name != NULL && *format->name != '\0');
      g_assert_true (qd_problem_find_format (format->name) == format);
      g_assert_true (format->title != NULL && *format->title != '\0');
      g_assert_true (format->untitled != NULL && *format->untitled != '\0');
      g_assert_true (format->patterns != NULL && format->patterns[0] != NULL);
      for (guint j = 0; format->patterns[j] != NULL; j++)
        g_assert_true (g_str_has_prefix (format->patterns[j], "*."));
      g_assert_true (format->parse != NULL && format->write != NULL && format->free != NULL);
      /* Any bytes: no model, an error, no crash. */
      g_assert_false (qd_format_reads (format, "\x01\x02", 2));
      for (guint j = 0; j < i; j++)
        g_assert_cmpstr (qd_problem_nth_format (j, NULL)->name, !=, format->name);
    }
  g_assert_null (qd_problem_nth_format (n, NULL));
  g_assert_null (qd_problem_find_format ("nosuch"));
}

static void
test_examples_are_their_own (void)
{
  guint n;
  const QdProblem *const *problems = qd_problem_get_all (&n);

  for (guint i = 0; i < n; i++)
    for (guint e = 0; problems[i]->examples[e].file != NULL; e++)
      {
        const QdProblemExample *example = &problems[i]->examples[e];
        g_autofree char *path = example_path (problems[i], example->file);
        g_autofree char *contents = NULL;
        gsize length;

        g_test_message ("%s: %s", problems[i]->id, example->file);
        g_assert_true (example->title != NULL && *example->title != '\0');
        g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
        g_assert_true (qd_format_reads (problems[i]->format, contents, length));
        g_assert_true (qd_problem_for_contents (example->file, contents, length) == problems[i]);
        {
          g_autoptr(GError) error = NULL;
          const QdProblem *read_as = NULL;
          gpointer model = qd_problem_read (example->file, contents, length, &read_as, NULL, &error);

          g_assert_no_error (error);
          g_assert_nonnull (model);
          g_assert_true (read_as == problems[i]);
          problems[i]->format->free (model);
        }
      }
}

/* An example, or a file of one of the problem's other formats (the word
 * list read beside the word puzzles).  Notes (*.md) are never bundled. */
static gboolean
is_listed (const QdProblem *problem, const char *name)
{
  g_autofree char *path = example_path (problem, name);
  g_autofree char *contents = NULL;
  gsize length;

  for (guint e = 0; problem->examples[e].file != NULL; e++)
    if (strcmp (problem->examples[e].file, name) == 0)
      return TRUE;
  if (problem->other_formats == NULL || !g_file_get_contents (path, &contents, &length, NULL))
    return FALSE;
  for (guint f = 0; problem->other_formats[f] != NULL; f++)
    if (qd_format_reads (problem->other_formats[f], contents, length))
      return TRUE;
  return FALSE;
}

static void
test_every_bundled_file_listed (void)
{
  guint n;
  const QdProblem *const *problems = qd_problem_get_all (&n);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *folder = example_path (problems[i], NULL);
      g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
      const char *name;

      g_assert_nonnull (dir);
      while ((name = g_dir_read_name (dir)) != NULL)
        if (!g_str_has_suffix (name, ".md") && name[0] != '.')
          {
            g_test_message ("%s: %s", problems[i]->id, name);
            g_assert_true (is_listed (problems[i], name));
          }
    }
}

/* How many problems claim a pattern. */
static guint
n_claiming (const char *pattern)
{
  guint n, count = 0;
  const QdProblem *const *problems = qd_problem_get_all (&n);

  for (guint i = 0; i < n; i++)
    if (g_strv_contains (problems[i]->format->patterns, pattern))
      count++;
  return count;
}

static void
test_by_name (void)
{
  guint n;
  const QdProblem *const *problems = qd_problem_get_all (&n);

  for (guint i = 0; i < n; i++)
    for (guint j = 0; problems[i]->format->patterns[j] != NULL; j++)
      {
        const char *pattern = problems[i]->format->patterns[j];
        g_autofree char *name = g_strconcat ("Some File", pattern + 1, NULL);
        g_autofree char *upper = g_ascii_strup (name, -1);
        g_autoptr(GError) error = NULL;
        const QdProblem *read_as = problems[i];

        /* The first problem to claim a pattern has the files no parser
         * accepts: it says what is wrong with them. */
        g_assert_nonnull (qd_problem_for_name (upper));
        g_assert_nonnull (qd_problem_for_contents (name, "\x01\x02", 2));
        if (n_claiming (pattern) > 1)
          continue;
        /* A pattern of its own decides alone, whatever the case; a reading
         * error is the parser's, with its line. */
        g_assert_true (qd_problem_for_name (name) == problems[i]);
        g_assert_true (qd_problem_for_name (upper) == problems[i]);
        g_assert_true (qd_problem_for_contents (upper, "\x01\x02", 2) == problems[i]);
        g_assert_null (qd_problem_read (name, "\x01\x02", 2, &read_as, NULL, &error));
        g_assert_null (read_as);
        g_assert_nonnull (error);
        g_assert_false (g_error_matches (error, QD_PROBLEM_ERROR, QD_PROBLEM_ERROR_UNKNOWN));
      }
  g_assert_null (qd_problem_for_name ("notes.xyz"));
  g_assert_null (qd_problem_for_name (NULL));
  g_assert_null (qd_problem_for_contents ("notes.xyz", "\x01\x02", 2));
  g_assert_null (qd_problem_for_contents (NULL, "\x01\x02", 2));
  {
    g_autoptr(GError) error = NULL;
    const QdProblem *read_as = problems[0];

    g_assert_null (qd_problem_read ("notes.xyz", "\x01\x02", 2, &read_as, NULL, &error));
    g_assert_null (read_as);
    g_assert_error (error, QD_PROBLEM_ERROR, QD_PROBLEM_ERROR_UNKNOWN);
  }
}

/* Every example read under a name that claims nothing is still read by its
 * own problem, from its contents alone (unless an earlier problem's format
 * reads it too: the order of problem_ids decides, documented). */
static void
test_by_contents (void)
{
  guint n, decided = 0;
  const QdProblem *const *problems = qd_problem_get_all (&n);

  for (guint i = 0; i < n; i++)
    for (guint e = 0; problems[i]->examples[e].file != NULL; e++)
      {
        g_autofree char *path = example_path (problems[i], problems[i]->examples[e].file);
        g_autofree char *contents = NULL;
        const QdProblem *read_as = NULL, *first = NULL;
        gpointer model;
        gsize length;

        g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
        for (guint j = 0; j < n && first == NULL; j++)
          if (qd_format_reads (problems[j]->format, contents, length))
            first = problems[j];
        model = qd_problem_read ("no-extension", contents, length, &read_as, NULL, NULL);
        g_assert_nonnull (model);
        g_assert_true (read_as == first);
        read_as->format->free (model);
        decided += first == problems[i];
      }
  g_assert_cmpuint (decided, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (g_getenv ("QD_DATA_DIR") == NULL)
    g_setenv ("QD_DATA_DIR", SRC_DATADIR, TRUE);
  g_test_add_func ("/problems/described", test_described);
  g_test_add_func ("/problems/formats-described", test_formats_described);
  g_test_add_func ("/problems/examples-are-their-own", test_examples_are_their_own);
  g_test_add_func ("/problems/every-bundled-file-listed", test_every_bundled_file_listed);
  g_test_add_func ("/problems/by-contents", test_by_contents);
  g_test_add_func ("/problems/by-name", test_by_name);
  return g_test_run ();
}
