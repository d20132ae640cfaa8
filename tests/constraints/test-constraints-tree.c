/* test-constraints-tree.c — the tree-structured solver (AIMA figure 6.11)
 * and cutset conditioning recorded for the Constraints tab
 * (problems/constraints/qd-constraints-treerun.h), on AIMA's Australia.
 *
 * australia.csp: WA, NT, SA, Q, NSW, V, T, neighbours different.  Depth
 * first from WA, the first edge back is SA – WA: the cycle WA – NT – SA –
 * WA, whose constraints are WA != NT, NT != SA and WA != SA.  Its smallest
 * cutset is SA alone (figure 6.12); SA = red (its first value) removes red
 * from its five neighbours WA, NT, Q, NSW and V, and the path WA – NT – Q –
 * NSW – V with T alone is then coloured without a backtrack.
 * australia-tree.csp is that path with T, every domain whole. */
#include <string.h>

#include "problems/constraints/qd-constraints-doc.h"
#include "problems/constraints/qd-constraints-treerun.h"

static QdConstraintsDoc *
load (const char *file)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "..", "data", "examples", "constraints", file,
                                                 NULL);
  g_autofree char *text = NULL;
  QdConstraintsDoc *doc;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  doc = qd_constraints_doc_parse (text, -1, NULL);
  g_assert_nonnull (doc);
  g_assert_nonnull (doc->model);
  return doc;
}

static gint
var (const QdCspModel *model, const char *name)
{
  for (guint v = 0; v < qd_csp_model_n_vars (model); v++)
    if (strcmp (qd_csp_model_var (model, v)->name, name) == 0)
      return (gint) v;
  g_assert_not_reached ();
}

/* Each step's sentence, one a line. */
static char *
all_steps (const QdConstraintsTreeRun *run, const QdCspModel *model)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint s = 1; s <= qd_constraints_tree_run_n_steps (run); s++)
    {
      g_autofree char *line = qd_constraints_tree_run_explain (run, model, s);

      g_string_append_printf (text, "%s\n", line);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
test_refused (void)
{
  g_autoptr(QdConstraintsDoc) doc = load ("australia.csp");
  const QdCspModel *model = doc->model;
  g_autoptr(QdConstraintsTreeOutcome) out = qd_constraints_tree_solve (model, FALSE, NULL, 1000);
  const QdCsp *csp = model->csp;
  guint marked = 0;

  g_assert_null (out->run);
  g_assert_null (out->values);
  g_assert_nonnull (out->refusal);
  g_assert_nonnull (strstr (out->refusal, "WA – NT – SA – WA"));
  g_assert_true (out->cycle_vars[var (model, "WA")]);
  g_assert_true (out->cycle_vars[var (model, "NT")]);
  g_assert_true (out->cycle_vars[var (model, "SA")]);
  g_assert_false (out->cycle_vars[var (model, "Q")]);
  g_assert_false (out->cycle_vars[var (model, "T")]);
  for (guint c = 0; c < qd_csp_n_constraints (csp); c++)
    if (out->cycle_constraints[c])
      {
        const guint *scope = qd_csp_constraint_scope (csp, c);

        marked++;
        g_assert_true (out->cycle_vars[scope[0]] && out->cycle_vars[scope[1]]);
      }
  g_assert_cmpuint (marked, ==, 3);
}

static void
test_cutset (void)
{
  g_autoptr(QdConstraintsDoc) doc = load ("australia.csp");
  const QdCspModel *model = doc->model;
  g_autoptr(QdConstraintsTreeOutcome) out = qd_constraints_tree_solve (model, TRUE, NULL, 1000);
  guint n_vars = qd_csp_model_n_vars (model), n, stride = 3;
  g_autofree gint *values = g_new (gint, n_vars);
  g_autofree guint8 *removed = g_new (guint8, n_vars * stride);
  g_autofree char *steps = NULL;
  const QdConstraintsTreeStep *step;
  gint sa = var (model, "SA"), wa = var (model, "WA"), t = var (model, "T");

  g_assert_null (out->refusal);
  g_assert_cmpint (out->status, ==, QD_CSP_SOLVED);
  g_assert_cmpstr (out->cutset_text, ==, "Cycle cutset: SA (smallest)");
  g_assert_true (out->cutset_vars[sa]);
  g_assert_false (out->cutset_vars[wa]);
  g_assert_cmpuint (out->stats.backtracks, ==, 0);
  n = qd_constraints_tree_run_n_steps (out->run);
  /* The order, the cutset, four revisions, six assignments, the solution. */
  g_assert_cmpuint (n, ==, 13);
  g_assert_cmpuint (qd_constraints_tree_run_step (out->run, 1)->kind, ==, QD_CONSTRAINTS_TREE_STEP_ORDER);
  g_assert_cmpuint (out->run->position[sa], ==, 0);
  g_assert_cmpuint (out->run->position[wa], ==, 1);
  step = qd_constraints_tree_run_step (out->run, 2);
  g_assert_cmpuint (step->kind, ==, QD_CONSTRAINTS_TREE_STEP_CUTSET);
  g_assert_cmpuint (step->n_set, ==, 1);
  g_assert_cmpuint (step->n_removed, ==, 5);
  qd_constraints_tree_run_state (out->run, 2, values, removed, stride);
  g_assert_cmpint (values[sa], ==, 0);
  g_assert_cmpint (values[wa], ==, -1);
  g_assert_cmpuint (removed[wa * stride + 0], ==, 2);
  g_assert_cmpuint (removed[t * stride + 0], ==, 0);
  qd_constraints_tree_run_state (out->run, n, values, removed, stride);
  g_assert_cmpuint (removed[wa * stride + 0], ==, 1);
  for (guint v = 0; v < n_vars; v++)
    g_assert_cmpint (values[v], ==, out->values[v]);
  steps = all_steps (out->run, model);
  g_assert_nonnull (strstr (steps, "Topological order, each variable after its parent: 1 WA, 2 NT, 3 Q, 4 NSW, "
                                   "5 V, 6 T.\n"));
  g_assert_nonnull (strstr (steps, "Assigned the cycle cutset: SA = red; removed what conflicts with it: "
                                   "red from WA, red from NT, red from Q, red from NSW, red from V.\n"));
  g_assert_nonnull (strstr (steps, "Made NSW → V consistent: nothing to remove.\n"));
  g_assert_nonnull (strstr (steps, "Assigned WA = green.\n"));
  g_assert_nonnull (strstr (steps, "Solution: every variable has a value, without a backtrack.\n"));
}

/* A revision that removes: WA in {red}, NT in {red, green}: NT → WA ... is
 * the parent WA's revision by NT; WA first in the order, so the arc is
 * WA → NT and nothing goes; with NT in {red} alone WA loses red and is
 * wiped out. */
static void
test_revise (void)
{
  g_autoptr(QdConstraintsDoc) doc = qd_constraints_doc_parse ("var A in {red, green}\nvar B in {red}\nA != B\n",
                                                              -1, NULL);
  g_autoptr(QdConstraintsTreeOutcome) out = qd_constraints_tree_solve (doc->model, FALSE, NULL, 1000);
  g_autofree char *steps = all_steps (out->run, doc->model);

  g_assert_cmpint (out->status, ==, QD_CSP_SOLVED);
  g_assert_nonnull (strstr (steps, "Made A → B consistent: removed red from A.\n"));
  g_assert_nonnull (strstr (steps, "Assigned A = green.\n"));
  g_assert_nonnull (strstr (steps, "Assigned B = red.\n"));
}

static void
test_wipeout (void)
{
  g_autoptr(QdConstraintsDoc) doc = qd_constraints_doc_parse ("var A in {red}\nvar B in {red}\nA != B\n", -1, NULL);
  g_autoptr(QdConstraintsTreeOutcome) out = qd_constraints_tree_solve (doc->model, FALSE, NULL, 1000);
  g_autofree char *steps = all_steps (out->run, doc->model);

  g_assert_cmpint (out->status, ==, QD_CSP_NO_SOLUTION);
  g_assert_null (out->values);
  g_assert_nonnull (strstr (steps, "A has no value left: the problem has no solution.\n"));
}

static void
test_tree (void)
{
  g_autoptr(QdConstraintsDoc) doc = load ("australia-tree.csp");
  g_autoptr(QdConstraintsTreeOutcome) out = qd_constraints_tree_solve (doc->model, FALSE, NULL, 3);

  g_assert_null (out->refusal);
  g_assert_null (out->cutset_text);
  g_assert_cmpint (out->status, ==, QD_CSP_SOLVED);
  /* Capped: three steps kept, all counted. */
  g_assert_cmpuint (qd_constraints_tree_run_n_steps (out->run), ==, 3);
  g_assert_cmpuint (out->run->n_counted, ==, 12);
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/constraints/tree/refused", test_refused);
  g_test_add_func ("/constraints/tree/cutset", test_cutset);
  g_test_add_func ("/constraints/tree/revise", test_revise);
  g_test_add_func ("/constraints/tree/wipeout", test_wipeout);
  g_test_add_func ("/constraints/tree/tree", test_tree);
  return g_test_run ();
}
