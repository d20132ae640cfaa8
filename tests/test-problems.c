/* test-problems.c — the problem registry (src/problems/qd-problem.h): every
 * problem describes itself fully, its examples exist and are recognised as
 * its own, and every bundled file is an example or a known companion. */
#include "config.h"

#include <string.h>

#include "problems/qd-problem.h"

/* Files in data/examples/<id>/ that are not examples of their own: the word
 * list read beside the word puzzles.  Notes (*.md) are never bundled. */
static const char *const companions[] = { "wordpuzzle/wordlist.txt", NULL };

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
      g_assert_true (p->file_filter_name != NULL && *p->file_filter_name != '\0');
      g_assert_true (p->patterns != NULL && p->patterns[0] != NULL);
      g_assert_nonnull (p->sniff);
      g_assert_cmpuint (qd_problem_n_examples (p), >=, 1);
    }
  g_assert_null (qd_problem_find ("nosuch"));
}

static void
test_examples_are_their_own (void)
{
  guint n;
  const QdProblem *const *problems = qd_problem_get_all (&n);

  if (g_getenv ("QD_DATA_DIR") == NULL)
    {
      g_test_skip ("QD_DATA_DIR is not set (run through meson test)");
      return;
    }
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
        g_assert_true (problems[i]->sniff (contents, length));
        g_assert_true (qd_problem_for_contents (example->file, contents, length) == problems[i]);
      }
}

static gboolean
is_listed (const QdProblem *problem, const char *name)
{
  g_autofree char *key = g_strdup_printf ("%s/%s", problem->id, name);

  for (guint e = 0; problem->examples[e].file != NULL; e++)
    if (strcmp (problem->examples[e].file, name) == 0)
      return TRUE;
  return g_strv_contains (companions, key);
}

static void
test_every_bundled_file_listed (void)
{
  guint n;
  const QdProblem *const *problems = qd_problem_get_all (&n);

  if (g_getenv ("QD_DATA_DIR") == NULL)
    {
      g_test_skip ("QD_DATA_DIR is not set (run through meson test)");
      return;
    }
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

static void
test_by_name (void)
{
  /* Only the particular patterns decide by the name alone. */
  g_assert_cmpstr (qd_problem_for_name ("x.tree")->id, ==, "gametree");
  g_assert_cmpstr (qd_problem_for_name ("X.KCELL")->id, ==, "kcell");
  g_assert_cmpstr (qd_problem_for_name ("usa.map")->id, ==, "mapcolor");
  g_assert_null (qd_problem_for_name ("notes.xyz"));
  g_assert_null (qd_problem_for_name (NULL));
  /* A file no parser accepts: by its name's first claimant (whose parser
   * then says what is wrong), or nobody's when no pattern claims it. */
  g_assert_cmpstr (qd_problem_for_contents ("notes.txt", "\x01\x02", 2)->id, ==, "wordpuzzle");
  g_assert_null (qd_problem_for_contents ("notes.xyz", "\x01\x02", 2));
  g_assert_null (qd_problem_for_contents (NULL, "\x01\x02", 2));
  /* Several claim .txt: the contents decide. */
  g_assert_cmpstr (qd_problem_for_contents ("x.txt", "1 2\n3 4\n", 8)->id, ==, "wargame");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/problems/described", test_described);
  g_test_add_func ("/problems/examples-are-their-own", test_examples_are_their_own);
  g_test_add_func ("/problems/every-bundled-file-listed", test_every_bundled_file_listed);
  g_test_add_func ("/problems/by-name", test_by_name);
  return g_test_run ();
}
