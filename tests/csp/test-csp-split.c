/* test-csp-split.c — arc consistency with domain splitting
 * (problems/csp/qd-csp-split.h): the kept tree on hand-worked networks, and
 * the depth-first solver's solution counts against published ones. */
#include "config.h"

#include <glib.h>

#include "problems/csp/qd-csp-model.h"
#include "problems/csp/qd-csp-split.h"

static QdCspModel *
parse (const char *text)
{
  g_autoptr(GError) error = NULL;
  QdCspModel *model = qd_csp_model_parse (text, -1, &error);

  g_assert_no_error (error);
  return model;
}

static QdCspModel *
example (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "..", "data", "examples", "constraints", name,
                                                 NULL);
  g_autofree char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return parse (text);
}

/* x < y < z on 1..3: AC-3 alone leaves one value each, the root is the
 * solution x=1 y=2 z=3 and nothing is split. */
static void
test_root_solution (void)
{
  g_autoptr(QdCspModel) model = parse ("var x, y, z in 1..3\nx < y\ny < z\n");
  g_autoptr(QdCspSplit) split = qd_csp_split_new (model->csp);
  gint values[3];

  g_assert_cmpuint (qd_csp_split_n_nodes (split), ==, 1);
  g_assert_cmpint (qd_csp_split_node (split, 0)->status, ==, QD_CSP_SPLIT_SOLUTION);
  /* x loses 3 and 2, y 1 and 3, z 1 and 2. */
  g_assert_cmpuint (qd_csp_split_node (split, 0)->n_removed, ==, 6);
  qd_csp_split_values (split, 0, values);
  g_assert_cmpint (values[0], ==, 0);
  g_assert_cmpint (values[1], ==, 1);
  g_assert_cmpint (values[2], ==, 2);
  g_assert_cmpuint (qd_csp_split_choose (split, 0), ==, G_MAXUINT);
  g_assert_false (qd_csp_split_split (split, 0, 0));
}

/* x != y, y != z, x != z on {1, 2, 3}: arc consistent as it is.  Split x:
 * {1, 2} | {3}.  The upper half: x = 3, AC-3 leaves y, z in {1, 2}, still
 * open.  Split y there: y = 1 gives z = 2, y = 2 gives z = 1. */
static void
test_tree (void)
{
  g_autoptr(QdCspModel) model = parse ("var x, y, z in 1..3\nalldifferent(x, y, z)\n");
  g_autoptr(QdCspSplit) split = qd_csp_split_new (model->csp);
  const QdCspSplitNode *root, *lower, *upper;
  gint values[3];

  g_assert_cmpint (qd_csp_split_node (split, 0)->status, ==, QD_CSP_SPLIT_OPEN);
  g_assert_cmpuint (qd_csp_split_choose (split, 0), ==, 0);
  g_assert_true (qd_csp_split_split (split, 0, 0));
  root = qd_csp_split_node (split, 0);
  g_assert_cmpint (root->status, ==, QD_CSP_SPLIT_SPLIT);
  g_assert_cmpuint (root->split_var, ==, 0);
  lower = qd_csp_split_node (split, root->children[0]);
  upper = qd_csp_split_node (split, root->children[1]);
  g_assert_false (lower->upper);
  g_assert_true (upper->upper);
  g_assert_cmpuint (lower->depth, ==, 1);
  g_assert_cmpuint (qd_csp_split_count (split, root->children[0], 0), ==, 2);
  g_assert_true (qd_csp_split_has (split, root->children[0], 0, 0));
  g_assert_true (qd_csp_split_has (split, root->children[0], 0, 1));
  g_assert_cmpuint (qd_csp_split_count (split, root->children[1], 0), ==, 1);
  g_assert_true (qd_csp_split_has (split, root->children[1], 0, 2));
  /* x = 3: 3 leaves y and z. */
  g_assert_cmpuint (upper->n_removed, ==, 2);
  g_assert_cmpint (upper->status, ==, QD_CSP_SPLIT_OPEN);
  g_assert_cmpuint (qd_csp_split_choose (split, root->children[1]), ==, 1);
  g_assert_true (qd_csp_split_split (split, root->children[1], 1));
  upper = qd_csp_split_node (split, qd_csp_split_node (split, 0)->children[1]);
  for (guint h = 0; h < 2; h++)
    {
      guint child = upper->children[h];

      g_assert_cmpint (qd_csp_split_node (split, child)->status, ==, QD_CSP_SPLIT_SOLUTION);
      g_assert_cmpuint (qd_csp_split_node (split, child)->depth, ==, 2);
      qd_csp_split_values (split, child, values);
      g_assert_cmpint (values[0], ==, 2);
      g_assert_cmpint (values[1], ==, (gint) h);
      g_assert_cmpint (values[2], ==, 1 - (gint) h);
    }
  g_assert_cmpuint (qd_csp_split_n_nodes (split), ==, 5);
  /* A node split already, or a variable of one value, is not split again. */
  g_assert_false (qd_csp_split_split (split, 0, 1));
  g_assert_false (qd_csp_split_split (split, qd_csp_split_node (split, 0)->children[1], 0));
}

/* x = y and x != y on {1, 2}: arc consistent (each value has a support in
 * each constraint apart), so the root is open; both halves of x wipe y out. */
static void
test_failure (void)
{
  g_autoptr(QdCspModel) model = parse ("var x, y in 1..2\nx = y\nx != y\n");
  g_autoptr(QdCspSplit) split = qd_csp_split_new (model->csp);

  g_assert_cmpint (qd_csp_split_node (split, 0)->status, ==, QD_CSP_SPLIT_OPEN);
  g_assert_cmpuint (qd_csp_split_node (split, 0)->n_removed, ==, 0);
  g_assert_true (qd_csp_split_split (split, 0, 0));
  for (guint h = 0; h < 2; h++)
    g_assert_cmpint (qd_csp_split_node (split, qd_csp_split_node (split, 0)->children[h])->status, ==,
                     QD_CSP_SPLIT_FAILURE);
}

typedef struct {
  GString *solutions;
  guint n_vars;
  guint64 failures;
} Seen;

static gboolean
on_node (gpointer user_data, const QdCspSplitNode *node, const gboolean *half, const gint *values)
{
  Seen *seen = user_data;

  g_assert_true ((half == NULL) == (node->depth == 0));
  if (node->status == QD_CSP_SPLIT_FAILURE)
    seen->failures++;
  if (values != NULL)
    {
      for (guint v = 0; v < seen->n_vars; v++)
        g_string_append_printf (seen->solutions, "%d", values[v] + 1);
      g_string_append_c (seen->solutions, ' ');
    }
  return TRUE;
}

static guint64
count (QdCspModel *model, gboolean all, Seen *seen)
{
  QdCspSplitOptions options = { on_node, seen, all, NULL };
  QdCspSplitStats stats;
  QdCspStatus status = qd_csp_split_solve (model->csp, &options, &stats);

  g_assert_cmpint (status, ==, stats.solutions > 0 ? QD_CSP_SOLVED : QD_CSP_NO_SOLUTION);
  if (all)
    g_assert_cmpuint (stats.nodes, ==, 2 * stats.splits + 1);
  return stats.solutions;
}

/* N-Queens 4 to 8: 2, 10, 4, 40, 92 solutions (OEIS A000170), the two of
 * 4-Queens in lexicographic order, 2413 and 3142. */
static void
test_queens (void)
{
  static const guint64 expected[] = { 2, 10, 4, 40, 92 };

  for (guint n = 4; n <= 8; n++)
    {
      g_autofree char *text = g_strdup_printf ("var q[1..%u] in 1..%u\nforall i in 1..%u, j in i + 1..%u:\n"
                                               "  q[i] != q[j] and abs(q[i] - q[j]) != j - i\n", n, n, n, n);
      g_autoptr(QdCspModel) model = parse (text);
      Seen seen = { g_string_new (NULL), n, 0 };

      g_assert_cmpuint (count (model, TRUE, &seen), ==, expected[n - 4]);
      if (n == 4)
        g_assert_cmpstr (seen.solutions->str, ==, "2413 3142 ");
      g_string_free (seen.solutions, TRUE);
    }
}

/* The bundled examples of known counts: SEND + MORE = MONEY (1), a
 * published Sudoku (1), the zebra puzzle (1), 5 pigeons in 4 holes (0);
 * the first solution alone stops there. */
static void
test_examples (void)
{
  static const struct { const char *name; guint64 solutions; } cases[] = {
    { "send-more-money.csp", 1 }, { "sudoku-wikipedia.csp", 1 }, { "zebra.csp", 1 },
    { "pigeonhole-5-4.csp", 0 }, { "queens-8.csp", 92 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(QdCspModel) model = example (cases[i].name);
      Seen seen = { g_string_new (NULL), qd_csp_model_n_vars (model), 0 };

      g_test_message ("%s", cases[i].name);
      g_assert_cmpuint (count (model, TRUE, &seen), ==, cases[i].solutions);
      g_string_truncate (seen.solutions, 0);
      g_assert_cmpuint (count (model, FALSE, &seen), ==, MIN (cases[i].solutions, 1));
      g_string_free (seen.solutions, TRUE);
    }
}

/* The stop flag ends the search. */
static void
test_stop (void)
{
  g_autoptr(QdCspModel) model = example ("queens-8.csp");
  gint stop = 1;
  QdCspSplitOptions options = { NULL, NULL, TRUE, &stop };
  QdCspSplitStats stats;

  g_assert_cmpint (qd_csp_split_solve (model->csp, &options, &stats), ==, QD_CSP_STOPPED);
  g_assert_cmpuint (stats.solutions, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/csp-split/root-solution", test_root_solution);
  g_test_add_func ("/csp-split/tree", test_tree);
  g_test_add_func ("/csp-split/failure", test_failure);
  g_test_add_func ("/csp-split/queens", test_queens);
  g_test_add_func ("/csp-split/examples", test_examples);
  g_test_add_func ("/csp-split/stop", test_stop);
  return g_test_run ();
}
