/* test-csp-files.c — the readers of constraint files in every build: the
 * fuzz target's function (fuzz-csp-files.c) on the seed corpus, on every
 * example and on each example cut short at many places; and the limits. */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "problems/csp/qd-csp-model.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static void
run_folder (const char *folder, gboolean cut)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  guint files = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autofree char *contents = NULL;
      gsize length;

      if (g_str_has_suffix (name, ".md") || !g_file_get_contents (path, &contents, &length, NULL))
        continue;
      files++;
      LLVMFuzzerTestOneInput ((const guint8 *) contents, length);
      for (gsize at = 0; cut && at < length; at += 1 + length / 40)
        LLVMFuzzerTestOneInput ((const guint8 *) contents, at);
    }
  g_assert_cmpuint (files, >, 0);
}

static void
test_corpus (void)
{
  g_autofree char *folder = g_test_build_filename (G_TEST_DIST, "corpus", NULL);

  run_folder (folder, FALSE);
}

static void
test_examples (void)
{
  g_autofree char *folder = g_test_build_filename (G_TEST_DIST, "..", "..", "data", "examples", "constraints", NULL);

  run_folder (folder, TRUE);
}

/* Errors name the line and column; limits are named. */
static void
test_errors (void)
{
  static const struct { const char *text; const char *message; } cases[] = {
    { "var x in 1..3\nx != y\n", "line 2, column 6: unknown name" },
    { "var x in 0..2000000\n", "line 1, column 10: the range 0..2000000 has too many values (at most 1000000)" },
    { "var x[1..5] in 1..3\nx[0] = 1\n", "line 2, column 3: index 0 is outside" },
    { "var x in {a, b}\nx < b\n", "line 2, column 1: a symbol is used in arithmetic" },
    { "", "line 1, column 1: the file declares no variable" },
    { "<instance type=\"CSP\"><variables><var id=\"x\">1..2</var></variables>"
      "<constraints><nValues/></constraints></instance>", "line 1, column 80: <nValues>: this constraint is not supported" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QdCspModel) model = qd_csp_model_parse (cases[i].text, -1, &error);

      g_assert_null (model);
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, cases[i].message))
        g_error ("case %u: “%s” does not start with “%s”", i, error->message, cases[i].message);
    }
}

/* A linear sum over many variables is a bounds propagator; an expression of
 * three variables over small domains a table. */
static void
test_compile (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdCspModel) model =
    qd_csp_model_parse ("var x[1..20] in 0..9\nsum(x) = 90\nvar a, b, c in 1..3\na * b != c\n", -1, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (qd_csp_n_constraints (model->csp), ==, 2);
  g_assert_true (g_str_has_prefix (qd_csp_constraint_description (model->csp, 0), "linear("));
  g_assert_true (g_str_has_prefix (qd_csp_constraint_description (model->csp, 1), "table("));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/csp-files/corpus", test_corpus);
  g_test_add_func ("/csp-files/examples", test_examples);
  g_test_add_func ("/csp-files/errors", test_errors);
  g_test_add_func ("/csp-files/compile", test_compile);
  return g_test_run ();
}
