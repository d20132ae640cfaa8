/* test-space-tree.c — state-space searches recorded as search trees
 * (core/qd-space-tree.c): best-first trees built in preorder at the end,
 * depth-first ones live, iterations under one root, labels and the path.
 *
 * The domain is a small weighted graph worked by hand:
 *   S→A 1, S→B 4, A→B 2, A→G 6, B→G 1; h: S 3, A 2, B 1, G 0 (admissible:
 *   the true distances are 4, 3, 1, 0). */
#include "core/qd-space-tree.h"

#include <string.h>

enum { S, A, B, G, N_PLACES };
static const char *const names[N_PLACES] = { "S", "A", "B", "G" };
static const double h_of[N_PLACES] = { 3, 2, 1, 0 };
/* Each place's roads, in successor order. */
static const struct { guint n; guint32 to[2]; double cost[2]; } roads[N_PLACES] = {
  [S] = { 2, { A, B }, { 1, 4 } },
  [A] = { 2, { B, G }, { 2, 6 } },
  [B] = { 1, { G }, { 1 } },
  [G] = { 0 },
};

static guint
expand (const QdSpace *space, gconstpointer state, double h, QdSpaceAction previous,
        gboolean prune_inverse, QdSpaceStep *steps, guint8 *states)
{
  guint32 at = *(const guint32 *) state;

  for (guint k = 0; k < roads[at].n; k++)
    {
      steps[k].action = roads[at].to[k];
      steps[k].cost = roads[at].cost[k];
      steps[k].h = h_of[roads[at].to[k]];
      memcpy (states + k * sizeof (guint32), &roads[at].to[k], sizeof (guint32));
    }
  return roads[at].n;
}

static gboolean
is_goal (const QdSpace *space, gconstpointer state)
{
  return *(const guint32 *) state == G;
}

static double
heuristic (const QdSpace *space, gconstpointer state)
{
  return h_of[*(const guint32 *) state];
}

static const QdSpace space = {
  .state_size = sizeof (guint32), .max_steps = 2,
  .expand = expand, .is_goal = is_goal, .heuristic = heuristic,
};

static void
move_text (gpointer data, const QdSearchTree *tree, guint node, QdPlayer mover, QdMove move, GString *out)
{
  g_string_append (out, names[move == QD_MOVE_NONE ? S : move]);
}

/* Runs `algorithm` from S with a tree; the tree as text. */
static char *
run (QdSpaceAlgorithm algorithm, QdSpaceMemory memory, QdSearchTree **tree_out, QdSpaceTree **rec_out)
{
  QdSpaceOptions options;
  QdSpaceResult result = { 0 };
  QdSearchTree *tree = qd_search_tree_new (QD_SEARCH_TREE_STATE, 0);
  QdSpaceTree *rec;
  guint32 start = S;
  char *text;

  qd_space_options_init (&options);
  options.algorithm = algorithm;
  options.memory = memory;
  rec = qd_space_tree_new (tree, &options, move_text, NULL, NULL);
  g_assert_cmpint (qd_space_solve (&space, &start, &options, &result), ==, QD_SPACE_SOLVED);
  qd_space_tree_finish (rec, &result);
  g_assert_true (qd_search_tree_is_finished (tree));
  text = qd_search_tree_to_string (tree);
  qd_space_result_clear (&result);
  if (rec_out != NULL)
    *rec_out = rec;
  else
    qd_space_tree_free (rec);
  if (tree_out != NULL)
    *tree_out = tree;
  else
    qd_search_tree_unref (tree);
  return text;
}

/* Every node after the root has an earlier parent one level up, and the
 * nodes are a preorder: a node's parent is on the path of the node before. */
static void
assert_preorder (const QdSearchTree *tree)
{
  guint n = qd_search_tree_n_nodes (tree);

  for (guint id = 1; id < n; id++)
    {
      const QdSearchNode *node = qd_search_tree_node (tree, id);
      guint p = id - 1;

      g_assert_cmpuint (node->parent, <, id);
      g_assert_cmpuint (node->depth, ==, qd_search_tree_node (tree, node->parent)->depth + 1);
      while (p != node->parent)
        {
          g_assert_cmpuint (p, !=, QD_SEARCH_NODE_NONE);
          p = qd_search_tree_node (tree, p)->parent;
        }
    }
}

/* A* by hand: S expanded (A f 3, B f 5 added); A expanded (B g 3: better;
 * G g 7 added); B (g 3) expanded (G g 4: better); G (f 4) selected, the
 * goal.  The tree in preorder, children in generation order. */
static void
test_astar (void)
{
  QdSearchTree *tree;
  QdSpaceTree *rec;
  g_autofree char *text = run (QD_SPACE_ASTAR, QD_SPACE_GRAPH, &tree, &rec);

  g_assert_cmpstr (text, ==,
                   "0 -1 root S g 0 h 3 f 3 expanded 1\n"
                   "1 0 inner A g 1 h 2 f 3 expanded 2\n"
                   "2 1 inner B g 3 h 1 f 4 expanded 3\n"
                   "3 2 solution G g 4 h 0 f 4\n"
                   "4 1 leaf G g 7 h 0 f 7\n"
                   "5 0 leaf B g 4 h 1 f 5\n");
  assert_preorder (tree);
  g_assert_cmpuint (qd_space_tree_node_of_expansion (rec, 1), ==, 0);
  g_assert_cmpuint (qd_space_tree_node_of_expansion (rec, 2), ==, 1);
  g_assert_cmpuint (qd_space_tree_node_of_expansion (rec, 3), ==, 2);
  g_assert_cmpuint (qd_space_tree_node_of_expansion (rec, 4), ==, QD_SEARCH_NODE_NONE);
  g_assert_cmpuint (qd_search_tree_state_n_expanded (tree), ==, 3);
  /* The chosen line is the path to the goal. */
  for (guint id = 0; id < 6; id++)
    g_assert_cmpint (!!(qd_search_tree_flags (tree, id) & QD_SEARCH_NODE_CHOSEN), ==, id <= 3);
  qd_space_tree_free (rec);
  qd_search_tree_unref (tree);
}

/* Breadth-first tests a child when it is generated: G (via A) is the goal. */
static void
test_bfs (void)
{
  QdSearchTree *tree;
  g_autofree char *text = run (QD_SPACE_BFS, QD_SPACE_GRAPH, &tree, NULL);

  assert_preorder (tree);
  g_assert_nonnull (strstr (text, "solution G g 7 h 0 f 7\n"));
  g_assert_true (g_str_has_prefix (text, "0 -1 root S g 0 h 3 f 3 expanded 1\n"
                                         "1 0 inner A g 1 h 2 f 3 expanded 2\n"));
  qd_search_tree_unref (tree);
}

/* Iterative deepening: a root, one node per limit, the start under each;
 * the path found at limit 2 (S A G) is the chosen line. */
static void
test_iddfs (void)
{
  QdSearchTree *tree;
  QdSpaceTree *rec;
  g_autofree char *text = run (QD_SPACE_IDDFS, QD_SPACE_TREE_LIKE, &tree, &rec);
  guint n = qd_search_tree_n_nodes (tree), solution = QD_SEARCH_NODE_NONE;
  g_autoptr (GString) label = g_string_new (NULL);
  guint32 path[8];

  assert_preorder (tree);
  g_assert_true (g_str_has_prefix (text, "0 -1 root iterations\n1 0 inner limit 0\n"));
  g_assert_nonnull (strstr (text, " limit 1\n"));
  g_assert_nonnull (strstr (text, " limit 2\n"));
  g_assert_null (strstr (text, " limit 3\n"));
  for (guint id = 0; id < n; id++)
    if (qd_search_tree_status (tree, id) == QD_SEARCH_NODE_SOLUTION)
      solution = id;
  g_assert_cmpuint (solution, !=, QD_SEARCH_NODE_NONE);
  g_assert_cmpuint (qd_search_tree_path (tree, solution, path), ==, 5);
  qd_search_tree_label (tree, path[1], label);
  g_assert_cmpstr (label->str, ==, "limit 2");
  g_string_truncate (label, 0);
  qd_search_tree_label (tree, solution, label);
  g_assert_cmpstr (label->str, ==, "G g 7 h 0 f 7");
  for (guint d = 0; d < 5; d++)
    g_assert_true (qd_search_tree_flags (tree, path[d]) & QD_SEARCH_NODE_CHOSEN);
  /* Every expansion maps to an expanded node (or a live node at least). */
  for (guint64 k = 1; qd_space_tree_node_of_expansion (rec, k) != QD_SEARCH_NODE_NONE; k++)
    g_assert_cmpuint (qd_search_tree_node (tree, qd_space_tree_node_of_expansion (rec, k))->u.state.expanded, ==, k);
  qd_space_tree_free (rec);
  qd_search_tree_unref (tree);
}

/* IDA*: bound 3 (h of S), then 4 (the least f cut): the goal found under `bound 4`. */
static void
test_idastar (void)
{
  QdSearchTree *tree;
  g_autofree char *text = run (QD_SPACE_IDASTAR, QD_SPACE_TREE_LIKE, &tree, NULL);

  assert_preorder (tree);
  g_assert_true (g_str_has_prefix (text, "0 -1 root iterations\n1 0 inner bound 3\n"));
  g_assert_nonnull (strstr (text, " bound 4\n"));
  g_assert_nonnull (strstr (text, " solution G g 4 h 0 f 4\n"));
  g_assert_nonnull (strstr (text, " cutoff "));
  qd_search_tree_unref (tree);
}

/* A full recorder keeps the top of a best-first tree and counts the rest. */
static void
test_budget (void)
{
  QdSpaceOptions options;
  QdSpaceResult result = { 0 };
  g_autoptr (QdSearchTree) tree = qd_search_tree_new (QD_SEARCH_TREE_STATE, 3);
  QdSpaceTree *rec;
  guint32 start = S;

  qd_space_options_init (&options);
  options.algorithm = QD_SPACE_UCS;
  rec = qd_space_tree_new (tree, &options, move_text, NULL, NULL);
  qd_space_solve (&space, &start, &options, &result);
  qd_space_tree_finish (rec, &result);
  g_assert_cmpuint (qd_search_tree_n_nodes (tree), ==, 3);
  g_assert_cmpuint (qd_search_tree_n_nodes (tree) + qd_search_tree_n_dropped (tree), ==, result.generated + 1);
  assert_preorder (tree);
  qd_space_result_clear (&result);
  qd_space_tree_free (rec);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/space-tree/astar", test_astar);
  g_test_add_func ("/space-tree/bfs", test_bfs);
  g_test_add_func ("/space-tree/iddfs", test_iddfs);
  g_test_add_func ("/space-tree/idastar", test_idastar);
  g_test_add_func ("/space-tree/budget", test_budget);
  return g_test_run ();
}
