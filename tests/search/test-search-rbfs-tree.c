/* test-search-rbfs-tree.c — recursive best-first search recorded as a
 * search tree (core/qd-space-tree-rbfs.c, core/qd-search-tree.h's RBFS
 * values): Romania from Arad, AIMA 3rd edition figure 3.27, worked by hand
 * in tests/search/golden/README.md (romania-rbfs-tree.txt) and in the
 * comment of test-search-rbfs.c. */
#include "config.h"

#include <math.h>

#include "problems/search/qd-search-run.h"
#include "search-load.h"

static char *
read_golden (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "golden", name, NULL);
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static QdSearchRun *
solve_into (const QdSearchDoc *doc, QdSearchTree *tree)
{
  QdSearchSettings s;
  QdSearchRun *run;
  g_autoptr (GError) error = NULL;

  qd_search_settings_init (&s, doc);
  s.algorithm = QD_SPACE_RBFS;
  run = qd_search_run_new (doc, &s);
  qd_search_run_set_replay (run, TRUE);
  qd_search_run_solve (run, NULL, NULL, tree, &error);
  g_assert_no_error (error);
  return run;
}

static void
assert_rbfs (const QdSearchTree *tree, guint id, double f, double limit, guint32 earlier, guint flags)
{
  QdSearchTreeRbfsValues v;
  guint mask = QD_SEARCH_NODE_FORGOTTEN | QD_SEARCH_NODE_REGENERATED;

  g_assert_true (qd_search_tree_state_get_rbfs (tree, id, &v));
  g_assert_cmpfloat (v.f, ==, f);
  if (isnan (limit))
    g_assert_true (isnan (v.limit));
  else
    g_assert_cmpfloat (v.limit, ==, limit);
  g_assert_cmpuint (v.earlier, ==, earlier);
  g_assert_cmpuint (qd_search_tree_flags (tree, id) & mask, ==, flags);
}

static void
test_romania_tree (void)
{
  QdSearchDoc *doc = load_example ("romania.route");
  g_autoptr (QdSearchTree) tree = qd_search_tree_new (QD_SEARCH_TREE_STATE, 0);
  g_autoptr (QdSearchRun) run = solve_into (doc, tree);
  g_autofree char *text = qd_search_tree_to_string (tree);
  g_autofree char *golden = read_golden ("romania-rbfs-tree.txt");
  const guint32 none = QD_SEARCH_NODE_NONE;

  g_assert_cmpfloat (qd_search_run_result (run)->cost, ==, 418);
  g_assert_cmpstr (text, ==, golden);
  /* The values behind the labels: Rimnicu Vilcea backs up 417 and is
   * forgotten, Fagaras 450; the second Rimnicu Vilcea is linked to the first
   * and its successors to theirs. */
  assert_rbfs (tree, 0, 366, INFINITY, none, 0);
  assert_rbfs (tree, 7, 417, 415, none, QD_SEARCH_NODE_FORGOTTEN);
  assert_rbfs (tree, 3, 450, 417, none, QD_SEARCH_NODE_FORGOTTEN);
  assert_rbfs (tree, 11, 417, 447, 7, QD_SEARCH_NODE_REGENERATED);
  assert_rbfs (tree, 12, 526, NAN, 8, QD_SEARCH_NODE_REGENERATED);
  assert_rbfs (tree, 13, 417, 447, 9, QD_SEARCH_NODE_REGENERATED);
  assert_rbfs (tree, 17, 553, NAN, 10, QD_SEARCH_NODE_REGENERATED);
  assert_rbfs (tree, 14, 418, NAN, none, 0);
  /* The chosen line runs through the second Rimnicu Vilcea. */
  for (guint i = 0; i < 5; i++)
    g_assert_true (qd_search_tree_flags (tree, (guint[]) { 0, 1, 11, 13, 14 }[i]) & QD_SEARCH_NODE_CHOSEN);
  g_assert_false (qd_search_tree_flags (tree, 7) & QD_SEARCH_NODE_CHOSEN);
  /* The frontier when it ended: Timisoara, Zerind, Fagaras (450 backed up,
   * kept by Sibiu), Oradea, the Craiova under the second Rimnicu Vilcea and
   * the one under Pitesti; not the leaves below the forgotten nodes. */
  g_assert_cmpuint (qd_search_tree_state_n_frontier (tree), ==, 6);
  /* The steps' nodes: expansion 3 the first Rimnicu Vilcea, 5 the second. */
  g_assert_cmpint (qd_search_run_step_node (run, 2), ==, 7);
  g_assert_cmpint (qd_search_run_step_node (run, 6), ==, 11);
  qd_search_doc_free (doc);
}

/* A budget of 5 nodes keeps the first five of the run (Arad, Sibiu,
 * Timisoara, Zerind, then Sibiu's Arad): the rest are counted as dropped. */
static void
test_budget (void)
{
  QdSearchDoc *doc = load_example ("romania.route");
  g_autoptr (QdSearchTree) tree = qd_search_tree_new (QD_SEARCH_TREE_STATE, 5);
  g_autoptr (QdSearchRun) run = solve_into (doc, tree);

  g_assert_cmpuint (qd_search_tree_n_nodes (tree), ==, 5);
  g_assert_cmpuint (qd_search_tree_n_dropped (tree), ==, 15);
  g_assert_cmpfloat (qd_search_run_result (run)->cost, ==, 418);
  qd_search_doc_free (doc);
}

/* Other trees do not carry the values: A*'s Rimnicu Vilcea has none. */
static void
test_astar_plain (void)
{
  QdSearchDoc *doc = load_example ("romania.route");
  g_autoptr (QdSearchTree) tree = qd_search_tree_new (QD_SEARCH_TREE_STATE, 0);
  QdSearchSettings s;
  g_autoptr (QdSearchRun) run = NULL;
  g_autoptr (GError) error = NULL;
  QdSearchTreeRbfsValues v;

  qd_search_settings_init (&s, doc);
  s.algorithm = QD_SPACE_ASTAR;
  run = qd_search_run_new (doc, &s);
  qd_search_run_solve (run, NULL, NULL, tree, &error);
  g_assert_no_error (error);
  for (guint id = 0; id < qd_search_tree_n_nodes (tree); id++)
    g_assert_false (qd_search_tree_state_get_rbfs (tree, id, &v));
  /* Its frontier is its leaves: the golden A* tree of FORMATS.md's Romania
   * (figure 3.24): Timisoara, Zerind, Oradea, Craiova, Bucharest 450 by
   * Fagaras, and Sibiu's repeated Arad is pruned. */
  g_assert_cmpuint (qd_search_tree_state_n_frontier (tree), ==, 5);
  qd_search_doc_free (doc);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search/rbfs/tree/romania", test_romania_tree);
  g_test_add_func ("/search/rbfs/tree/budget", test_budget);
  g_test_add_func ("/search/rbfs/tree/astar-plain", test_astar_plain);
  return g_test_run ();
}
