/* test-csp-files.c — the readers of constraint files in every build: the
 * fuzz target's function (fuzz-csp-files.c) on the seed corpus, on every
 * example and on each example cut short at many places; the limits; how
 * constraints are compiled. */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "core/qd-local.h"
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

      if (g_str_has_suffix (name, ".md") || g_str_has_suffix (name, ".tsv") || !g_file_get_contents (path, &contents, &length, NULL))
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

/* The public XCSP3 instances (issue 63), each a seed of the fuzz target. */
static void
test_xcsp3 (void)
{
  g_autofree char *folder = g_test_build_filename (G_TEST_DIST, "xcsp3", NULL);

  run_folder (folder, FALSE);
}

/* Errors name the line and column; limits are named. */
static void
test_errors (void)
{
  static const struct { const char *text; const char *message; } cases[] = {
    { "var x in 1..3\nx != y\n", "line 2, column 6: unknown name" },
    /* A line that starts with an operator goes on from the one before: the
     * message says so. */
    { "var x, y in 0..9\n-2 * x + y = 3\n",
      "line 2, column 6: unknown name “x”: no variable, array or value of a domain is called so "
      "(line 2 goes on from line 1, as it starts with “-”)" },
    /* 10^10 values (80 GB of keys): refused at once. */
    { "var q[1..100000] in 1..100000\n", "line 1, column 5: the domains hold more than 20000000 values in all" },
    { "var x in 0..2000000\n", "line 1, column 10: the range 0..2000000 has too many values (at most 1000000)" },
    /* Refused at once (it made 5 million constraints first, 3 s, found by
     * tests/fuzz/fuzz-replay.c's change of a number). */
    { "var x, y in 1..3\nforall i in 1..4294967296:\n  x != y + i\n",
      "line 2, column 8: the foralls make 4294967296 repetitions: at most 20000000 in a file" },
    { "var x[1..5] in 1..3\nx[0] = 1\n", "line 2, column 3: index 0 is outside" },
    { "var x in {a, b}\nx < b\n", "line 2, column 1: a symbol is used in arithmetic" },
    { "", "line 1, column 1: the file declares no variable" },
    { "<instance type=\"CSP\"><variables><var id=\"x\">1..2</var></variables>"
      "<constraints><allDistant/></constraints></instance>", "line 1, column 80: <allDistant>: this constraint is not part of XCSP3-core" },
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

  /* A line break inside brackets, or after an operator, is no line going
   * on for its first word: no such note. */
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QdCspModel) model =
        qd_csp_model_parse (i == 0 ? "var x, y in 0..9\n(x\n -y) = 3 = 1\n" : "var x, y in 0..9\nx +\n -y = 3 = 1\n", -1,
                            &error);

      g_assert_null (model);
      g_assert_true (strstr (error->message, "comparisons do not chain") != NULL);
      g_assert_null (strstr (error->message, "goes on"));
    }
}

/* An expression deeper than QD_CSP_MODEL_DEPTH_MAX (no reader makes one)
 * is refused by the builder before any walk of it, and freed without
 * recursion: a million levels. */
static void
test_deep_expression (void)
{
  g_autoptr(QdCspModel) model = qd_csp_model_parse ("var x in 1..3\n", -1, NULL);
  g_autoptr(GError) error = NULL;
  QdCspExpr *e = qd_csp_expr_leaf (QD_CSP_EXPR_VAR, 0);

  for (guint i = 0; i < 1000000; i++)
    e = qd_csp_expr_unary (i % 2 ? QD_CSP_EXPR_NEG : QD_CSP_EXPR_ABS, e);
  g_assert_cmpuint (e->depth, ==, G_MAXUINT16);
  e = qd_csp_expr_binary (QD_CSP_EXPR_EQ, e, qd_csp_expr_leaf (QD_CSP_EXPR_CONST, 1));
  g_assert_false (qd_csp_model_add_expr (model, e, &error));
  g_assert_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_LIMIT);
  g_assert_nonnull (strstr (error->message, "nests more than 200 levels deep"));
  g_clear_error (&error);
  e = qd_csp_expr_leaf (QD_CSP_EXPR_VAR, 0);
  for (guint i = 0; i < 1000000; i++)
    e = qd_csp_expr_binary (QD_CSP_EXPR_SUB, e, qd_csp_expr_leaf (QD_CSP_EXPR_CONST, 1));
  g_assert_false (qd_csp_model_set_objective (model, TRUE, QD_CSP_OBJECTIVE_EXPR, e, NULL, NULL, 0, &error));
  g_assert_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_LIMIT);
  /* One level short of the limit: read and solved as written. */
  g_clear_error (&error);
  e = qd_csp_expr_leaf (QD_CSP_EXPR_VAR, 0);
  for (guint i = 0; i < QD_CSP_MODEL_DEPTH_MAX - 2; i++)
    e = qd_csp_expr_unary (QD_CSP_EXPR_NEG, e);
  e = qd_csp_expr_binary (QD_CSP_EXPR_EQ, e, qd_csp_expr_leaf (QD_CSP_EXPR_CONST, 2));
  g_assert_cmpuint (e->depth, ==, QD_CSP_MODEL_DEPTH_MAX);
  g_assert_true (qd_csp_model_add_expr (model, e, &error));
  g_assert_no_error (error);
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

/* The linear propagator's bounds (a prefix and a suffix of each domain cut
 * at once) keep every solution and no other: random sums of three terms,
 * negative coefficients and domains with holes among them, solved with MAC
 * for all solutions, against brute force on the same constraint read as the
 * general case. */
static guint64
count_all (QdCsp *csp)
{
  g_autoptr(QdCspSolver) solver = NULL;
  QdCspOptions o;
  QdCspStats stats;

  qd_csp_options_init (&o);
  o.inference = QD_CSP_INFER_MAC;
  o.all_solutions = TRUE;
  solver = qd_csp_solver_new (csp, &o);
  g_assert_cmpint (qd_csp_solver_run (solver, &stats), !=, QD_CSP_STOPPED);
  return stats.solutions;
}

static void
test_linear (void)
{
  static const char *const domains[] = { "0..9", "-6..5", "{-40, -3, 0, 2, 7, 11, 300}", "{1, 4, 9, 16, 25}", "-30..30" };
  static const char *const ops[] = { "<=", ">=", "=", "<", ">" };
  g_autoptr(GRand) rand = g_rand_new_with_seed (79);

  for (guint round = 0; round < 300; round++)
    {
      const char *d[3];
      gint c[3];
      g_autofree char *sum = NULL, *text = NULL, *general = NULL;
      g_autoptr(QdCspModel) model = NULL, reference = NULL;
      g_autoptr(GError) error = NULL;
      guint64 brute = 0;
      guint size[3];

      for (guint i = 0; i < 3; i++)
        {
          d[i] = domains[g_rand_int_range (rand, 0, G_N_ELEMENTS (domains))];
          c[i] = g_rand_int_range (rand, 1, 8) * (g_rand_boolean (rand) ? 1 : -1);
        }
      sum = g_strdup_printf ("x * %d + y * %d + z * %d %s %d", c[0], c[1], c[2],
                             ops[g_rand_int_range (rand, 0, G_N_ELEMENTS (ops))], g_rand_int_range (rand, -60, 61));
      text = g_strdup_printf ("var x in %s\nvar y in %s\nvar z in %s\n%s\n", d[0], d[1], d[2], sum);
      general = g_strdup_printf ("var x in %s\nvar y in %s\nvar z in %s\n(%s) or 0 = 1\n", d[0], d[1], d[2], sum);
      model = qd_csp_model_parse (text, -1, &error);
      g_assert_no_error (error);
      reference = qd_csp_model_parse (general, -1, NULL);
      g_assert_nonnull (model);
      g_assert_nonnull (reference);
      g_assert_true (g_str_has_prefix (qd_csp_constraint_description (model->csp, 0), "linear("));
      for (guint i = 0; i < 3; i++)
        size[i] = qd_csp_domain_size (model->csp, i);
      for (guint a = 0; a < size[0]; a++)
        for (guint b = 0; b < size[1]; b++)
          for (guint e = 0; e < size[2]; e++)
            {
              gint values[3] = { a, b, e };

              brute += qd_csp_constraint_check (reference->csp, 0, values);
            }
      g_assert_cmpuint (count_all (model->csp), ==, brute);
    }
}

/* alldifferent of three or more: its pairwise != and, beside them, the
 * count that sees three variables left with two values, named as written. */
static void
test_alldifferent (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdCspModel) model = qd_csp_model_parse ("var x, y, z in 1..3\nalldifferent(x, y, z)\n", -1, &error);
  guint count = 0;

  g_assert_no_error (error);
  g_assert_cmpuint (qd_csp_n_constraints (model->csp), ==, 4);
  for (guint c = 0; c < 4; c++)
    count += g_str_equal (qd_csp_constraint_description (model->csp, c), "alldifferent(x, y, z)");
  g_assert_cmpuint (count, ==, 1);
}

/* x - y kept off a few numbers (x != y, the queens' diagonals) reaches the
 * engine as a difference constraint: shared tables over small ranges, a
 * propagator over large domains; either holds exactly when the expression
 * does (read again with `or 0 = 1`, which the general case takes). */
static void
test_differences (void)
{
  static const char *const domains[] = { "0..9", "{1, 3, 4, 8, 20}", "-500..499", "0..1998" };
  static const char *const expressions[] = {
    "x != y", "x != y + 3", "abs(x - y) != 2", "x - y != 2 and y - x != 5", "not (x = y)",
    "2 * x != 2 * y + 4", "abs(2 * x - 2 * y + 1) != 3", "abs(x - y) != -1", "x + 1 != y and abs(y - x) != 7",
  };
  g_autoptr(GRand) rand = g_rand_new_with_seed (50);

  for (guint d = 0; d < G_N_ELEMENTS (domains); d++)
    for (guint e = 0; e < G_N_ELEMENTS (expressions); e++)
      {
        g_autofree char *text = g_strdup_printf ("var x, y in %s\n%s\n", domains[d], expressions[e]);
        g_autofree char *general = g_strdup_printf ("var x, y in %s\n(%s) or 0 = 1\n", domains[d], expressions[e]);
        g_autoptr(QdCspModel) model = qd_csp_model_parse (text, -1, NULL);
        g_autoptr(QdCspModel) reference = qd_csp_model_parse (general, -1, NULL);
        guint size = qd_csp_domain_size (model->csp, 0);

        g_assert_cmpuint (qd_csp_n_constraints (model->csp), ==, 1);
        /* Large domains (and not plain x != y): the propagator. */
        g_assert_cmpint (g_str_has_prefix (qd_csp_constraint_description (model->csp, 0), "difference("), ==,
                         d >= 2 && e != 0 && e != 4);
        for (guint k = 0; k < 2000; k++)
          {
            gint values[2] = { g_rand_int_range (rand, 0, size), g_rand_int_range (rand, 0, size) };

            /* Near the diagonal too, where the differences are. */
            if (k % 2 == 0)
              values[1] = CLAMP (values[0] + g_rand_int_range (rand, -8, 9), 0, (gint) size - 1);
            g_assert_cmpint (qd_csp_constraint_check (model->csp, 0, values), ==,
                             qd_csp_constraint_check (reference->csp, 0, values));
          }
      }

  /* 520 queens (domains beyond tabulation): min-conflicts counts the
   * propagators' conflicts and solves it. */
  {
    g_autoptr(QdCspModel) model =
      qd_csp_model_parse ("var q[1..520] in 1..520\nforall i in 1..520, j in i + 1..520:\n"
                          "  q[i] != q[j] and abs(q[i] - q[j]) != j - i\n", -1, NULL);
    QdMinConflictsOptions o;
    g_autoptr(QdMinConflicts) mc = NULL;

    g_assert_cmpuint (qd_csp_n_constraints (model->csp), ==, 520 * 519 / 2);
    qd_min_conflicts_options_init (&o);
    o.seed = 1;
    mc = qd_min_conflicts_new (model->csp, &o);
    g_assert_cmpint (qd_min_conflicts_run (mc, NULL), ==, QD_MIN_CONFLICTS_SOLVED);
    g_assert_cmpuint (qd_csp_count_conflicts (model->csp, qd_min_conflicts_values (mc), -1), ==, 0);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/csp-files/corpus", test_corpus);
  g_test_add_func ("/csp-files/examples", test_examples);
  g_test_add_func ("/csp-files/xcsp3", test_xcsp3);
  g_test_add_func ("/csp-files/errors", test_errors);
  g_test_add_func ("/csp-files/deep-expression", test_deep_expression);
  g_test_add_func ("/csp-files/compile", test_compile);
  g_test_add_func ("/csp-files/linear", test_linear);
  g_test_add_func ("/csp-files/alldifferent", test_alldifferent);
  g_test_add_func ("/csp-files/differences", test_differences);
  return g_test_run ();
}
