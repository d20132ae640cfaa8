/* test-round-trip.c — every writer's output reads back (formats.h): for
 * every format of every problem (problems/qd-problem.h), every file of the
 * problem's folders (its bundled examples in data/examples/<id>/, its test
 * data in tests/<id>/data/, its fuzz corpus in tests/<id>/corpus/) that the
 * format reads is written, parsed and written again to the same text.  The
 * models the program makes (generated maps, puzzles, cities) are checked in
 * each problem's own tests with qd_test_check_model. */
#include "config.h"

#include <string.h>

#include "formats.h"

/* Every file of a folder, and of its folders, that parses as the format. */
static guint
check_folder (const QdFormat *format, const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autofree char *text = NULL;
      gsize length;

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        {
          n += check_folder (format, path);
          continue;
        }
      if (g_str_has_suffix (name, ".md") || g_str_has_suffix (name, ".png") ||
          !g_file_get_contents (path, &text, &length, NULL) || length > (1 << 20))
        continue;
      qd_test_check_text (format, text, length, path, FALSE);
      n += qd_format_reads (format, text, length);
    }
  return n;
}

static void
test_files (void)
{
  const char *data = g_getenv ("QD_DATA_DIR");
  const QdFormat *format;
  const QdProblem *problem;
  guint total = 0;

  g_assert_nonnull (data);
  for (guint i = 0; (format = qd_problem_nth_format (i, &problem)) != NULL; i++)
    {
      g_autofree char *examples = g_build_filename (data, "examples", problem->id, NULL);
      g_autofree char *tests = g_test_build_filename (G_TEST_DIST, problem->id, "data", NULL);
      g_autofree char *corpus = g_test_build_filename (G_TEST_DIST, problem->id, "corpus", NULL);
      guint n = check_folder (format, examples) + check_folder (format, tests) + check_folder (format, corpus);

      g_test_message ("%s (%s): %u files read", format->name, problem->id, n);
      /* Every format has files to read: at least the examples or the corpus. */
      g_assert_cmpuint (n, >, 0);
      total += n;
    }
  g_test_message ("%u files read", total);
}

/* Each example changed many times, a seeded change or a few at a time:
 * whatever still parses round-trips. */
static void
test_mutated_examples (void)
{
  const char *data = g_getenv ("QD_DATA_DIR");
  const QdFormat *format;
  const QdProblem *problem;
  guint64 rng = 42;
  guint parsed = 0;

  g_assert_nonnull (data);
  for (guint i = 0; (format = qd_problem_nth_format (i, &problem)) != NULL; i++)
    for (guint e = 0; problem->examples[e].file != NULL; e++)
      {
        g_autofree char *path = g_build_filename (data, "examples", problem->id, problem->examples[e].file, NULL);
        g_autofree char *original = NULL;
        gsize length;

        g_assert_true (g_file_get_contents (path, &original, &length, NULL));
        if (length > (1 << 16))
          continue;
        for (guint round = 0; round < 60; round++)
          {
            g_autoptr(GString) text = g_string_new_len (original, (gssize) length);
            guint changes = 1 + (guint) (qd_test_next_random (&rng) % 3);

            for (guint c = 0; c < changes; c++)
              qd_test_mutate (text, &rng, NULL);
            qd_test_check_text (format, text->str, text->len, path, FALSE);
            parsed += qd_format_reads (format, text->str, text->len);
          }
      }
  g_test_message ("%u changed texts parsed", parsed);
  g_assert_cmpuint (parsed, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/round-trip/files", test_files);
  g_test_add_func ("/round-trip/mutated-examples", test_mutated_examples);
  return g_test_run ();
}
