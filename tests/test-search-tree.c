/* test-search-tree.c — the search-tree recorder on both engines.
 *
 * Hand-checked trees: the alpha-beta tree of AIMA's figure 5.5 (MAX over
 * three MIN nodes with leaves 3 12 8 / 2 4 6 / 14 5 2: C is cut off after
 * its first leaf, so 4 and 6 are pruned; D's last leaf ends D's search), the
 * forward-checking and plain trees of X != Y != Z (all different) on {0, 1}
 * (no solution: every second assignment wipes out Z or leaves it without a
 * value) and of X != Y on {0, 1} (two solutions).  Australia with three
 * colours (18 colourings) checks the counts against the solver's statistics
 * for every inference level, with a small budget too.
 */
#include <math.h>
#include <string.h>

#include "core/qd-search-tree.h"

/* --- CSP ---------------------------------------------------------------- */

static QdCsp *
all_different (guint n, guint k)
{
  QdCsp *csp = qd_csp_new ();
  static const char *const names[] = { "X", "Y", "Z", "W" };

  for (guint i = 0; i < n; i++)
    qd_csp_add_variable (csp, names[i], k);
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      qd_csp_add_not_equal (csp, i, j);
  return csp;
}

static QdCsp *
australia (void)
{
  static const char *const names[] = { "WA", "NT", "SA", "Q", "NSW", "V", "T" };
  static const guint edges[][2] = {
    { 0, 1 }, { 0, 2 }, { 1, 2 }, { 1, 3 }, { 2, 3 }, { 2, 4 }, { 3, 4 }, { 2, 5 }, { 4, 5 },
  };
  QdCsp *csp = qd_csp_new ();

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    qd_csp_add_variable (csp, names[i], 3);
  for (guint e = 0; e < G_N_ELEMENTS (edges); e++)
    qd_csp_add_not_equal (csp, edges[e][0], edges[e][1]);
  return csp;
}

static QdSearchTree *
record_csp (const QdCsp *csp, QdCspInference inference, gboolean all, guint budget, QdCspStats *stats)
{
  QdSearchTree *tree = qd_search_tree_new_csp (csp, budget);
  QdCspOptions options;
  QdCspSolver *solver;

  qd_csp_options_init (&options);
  options.var_order = QD_CSP_VAR_STATIC;
  options.val_order = QD_CSP_VAL_STATIC;
  options.inference = inference;
  options.all_solutions = all;
  options.listener = &qd_search_tree_csp_listener;
  options.listener_data = tree;
  solver = qd_csp_solver_new (csp, &options);
  qd_csp_solver_run (solver, stats);
  qd_csp_solver_free (solver);
  qd_search_tree_finish (tree, 0);
  return tree;
}

static void
check_text (const QdSearchTree *tree, const char *expected)
{
  g_autofree char *text = qd_search_tree_to_string (tree);

  g_assert_cmpstr (text, ==, expected);
}

static void
test_csp_small (void)
{
  g_autoptr (QdCsp) two = all_different (2, 2);
  g_autoptr (QdCsp) three = all_different (3, 2);
  QdCspStats stats;
  g_autoptr (QdSearchTree) fc2 = record_csp (two, QD_CSP_INFER_FC, TRUE, 0, &stats);
  g_autoptr (QdSearchTree) fc3 = record_csp (three, QD_CSP_INFER_FC, TRUE, 0, &stats);
  g_autoptr (QdSearchTree) bt3 = record_csp (three, QD_CSP_INFER_NONE, TRUE, 0, &stats);
  gint values[3];
  gboolean removed[3 * 2] = { FALSE };
  guint var, value;

  check_text (fc2,
              "0 -1 root\n"
              "1 0 inner X=0\n"
              "2 1 solution Y=1\n"
              "3 0 inner X=1\n"
              "4 3 solution Y=0\n");
  check_text (fc3,
              "0 -1 root\n"
              "1 0 inner X=0\n"
              "2 1 failure Y=1 wipeout Z\n"
              "3 0 inner X=1\n"
              "4 3 failure Y=0 wipeout Z\n");
  check_text (bt3,
              "0 -1 root\n"
              "1 0 inner X=0\n"
              "2 1 failure Y=1 deadend Z\n"
              "3 0 inner X=1\n"
              "4 3 failure Y=0 deadend Z\n");

  /* X=0 prunes 0 from Y and Z; the first solution's path is chosen. */
  g_assert_cmpuint (qd_search_tree_node (fc3, 1)->u.csp.n_prunes, ==, 2);
  qd_search_tree_csp_get_prune (fc3, 1, 0, &var, &value);
  g_assert_cmpuint (var, ==, 1);
  g_assert_cmpuint (value, ==, 0);
  qd_search_tree_csp_state (fc3, 2, values, removed, 2);
  g_assert_cmpint (values[0], ==, 0);
  g_assert_cmpint (values[1], ==, 1);
  g_assert_cmpint (values[2], ==, -1);
  g_assert_true (removed[2 * 2 + 0] && removed[2 * 2 + 1]);  /* Z wiped out */
  g_assert_false (removed[0 * 2 + 1]);
  g_assert_true (qd_search_tree_flags (fc2, 2) & QD_SEARCH_NODE_CHOSEN);
  g_assert_true (qd_search_tree_flags (fc2, 1) & QD_SEARCH_NODE_CHOSEN);
  g_assert_false (qd_search_tree_flags (fc2, 4) & QD_SEARCH_NODE_CHOSEN);
  g_assert_true (qd_search_tree_is_finished (fc2));
}

/* The rules every recorded CSP tree keeps, against the solver's counts. */
static void
check_csp_tree (const QdSearchTree *tree, const QdCspStats *stats)
{
  guint n = qd_search_tree_n_nodes (tree);
  guint64 counts[QD_SEARCH_NODE_N_STATUSES];

  qd_search_tree_count (tree, counts);
  g_assert_cmpuint (n - 1 + qd_search_tree_n_dropped (tree), ==, stats->assignments);
  g_assert_cmpuint (counts[QD_SEARCH_NODE_ROOT], ==, 1);
  if (qd_search_tree_n_dropped (tree) == 0)
    g_assert_cmpuint (counts[QD_SEARCH_NODE_SOLUTION], ==, stats->solutions);
  for (guint id = 1; id < n; id++)
    {
      const QdSearchNode *node = qd_search_tree_node (tree, id);
      const QdSearchNode *parent;

      g_assert_cmpuint (node->parent, <, id);
      parent = qd_search_tree_node (tree, node->parent);
      g_assert_cmpuint (node->depth, ==, parent->depth + 1);
      if (node->status == QD_SEARCH_NODE_FAILURE || node->status == QD_SEARCH_NODE_SOLUTION)
        g_assert_cmpuint (qd_search_tree_first_child (tree, id), ==, QD_SEARCH_NODE_NONE);
      /* Preorder: the next sibling comes after every descendant. */
      if (node->next_sibling != QD_SEARCH_NODE_NONE)
        g_assert_cmpuint (qd_search_tree_node (tree, node->next_sibling)->parent, ==, node->parent);
    }
}

static void
test_csp_counts (void)
{
  g_autoptr (QdCsp) csp = australia ();
  const QdCspInference levels[] = { QD_CSP_INFER_NONE, QD_CSP_INFER_FC, QD_CSP_INFER_MAC };

  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    {
      QdCspStats stats, small_stats;
      g_autoptr (QdSearchTree) tree = record_csp (csp, levels[l], TRUE, 0, &stats);
      g_autoptr (QdSearchTree) small = record_csp (csp, levels[l], TRUE, 10, &small_stats);
      g_autofree char *text = qd_search_tree_to_string (small);
      g_autofree char *footer = g_strdup_printf ("# %" G_GUINT64_FORMAT " nodes not recorded (budget 10)\n",
                                                 stats.assignments + 1 - 10);

      g_assert_cmpuint (stats.solutions, ==, 18);
      check_csp_tree (tree, &stats);
      g_assert_cmpuint (qd_search_tree_n_dropped (tree), ==, 0);
      check_csp_tree (small, &small_stats);
      g_assert_cmpuint (qd_search_tree_n_nodes (small), ==, 10);
      g_assert_true (g_str_has_suffix (text, footer));
      /* What was dropped is charged to the nodes kept above it. */
      {
        guint64 hidden = 0;

        for (guint id = 0; id < 10; id++)
          hidden += qd_search_tree_node (small, id)->n_hidden;
        g_assert_cmpuint (hidden, ==, qd_search_tree_n_dropped (small));
      }
    }
}

/* --- game: an explicit tree, a position is its node ---------------------- */

typedef struct {
  const char *name;
  gint first, n;     /* children */
  double value;      /* leaves */
} Node;

/* AIMA figure 5.5: A (MAX) over B, C, D (MIN). */
static const Node aima[] = {
  { "A", 1, 3, 0 },
  { "B", 4, 3, 0 }, { "C", 7, 3, 0 }, { "D", 10, 3, 0 },
  { "b1", 0, 0, 3 }, { "b2", 0, 0, 12 }, { "b3", 0, 0, 8 },
  { "c1", 0, 0, 2 }, { "c2", 0, 0, 4 }, { "c3", 0, 0, 6 },
  { "d1", 0, 0, 14 }, { "d2", 0, 0, 5 }, { "d3", 0, 0, 2 },
};

/* Uneven: A (MAX) over B (the game over at once) and C (MIN), over c1
 * (over) and c2 (MAX, over x1 and x2). */
static const Node uneven[] = {
  { "A", 1, 2, 0 },
  { "B", 0, 0, 1 }, { "C", 3, 2, 0 },
  { "c1", 0, 0, 4 }, { "c2", 5, 2, 0 },
  { "x1", 0, 0, 6 }, { "x2", 0, 0, 7 },
};

/* The games' nodes are game->data (aima when NULL); a node's depth decides
 * who moves (MAX at even depths): the tables are built that way. */
static const Node *
g_nodes (const QdGame *game)
{
  return game != NULL && game->data != NULL ? game->data : aima;
}

static QdPlayer
g_to_move (const QdGame *game, gconstpointer state)
{
  guint32 id = *(const guint32 *) state;

  if (g_nodes (game) == uneven)
    return id == 0 || id == 4 ? QD_PLAYER_MAX : QD_PLAYER_MIN;
  return id == 0 ? QD_PLAYER_MAX : QD_PLAYER_MIN;
}

static gboolean
g_terminal (const QdGame *game, gconstpointer state)
{
  return g_nodes (game)[*(const guint32 *) state].n == 0;
}

static guint
g_moves (const QdGame *game, gconstpointer state, QdMove *moves)
{
  const Node *node = &g_nodes (game)[*(const guint32 *) state];

  for (gint i = 0; i < node->n; i++)
    moves[i] = (QdMove) (node->first + i);
  return (guint) node->n;
}

static void
g_apply (const QdGame *game, gconstpointer state, QdMove move, gpointer child)
{
  *(guint32 *) child = move;
}

static double
g_evaluate (const QdGame *game, gconstpointer state)
{
  return g_nodes (game)[*(const guint32 *) state].value;
}

static void
move_name (gpointer data, const QdSearchTree *tree, guint node, QdPlayer mover, QdMove move,
           GString *out)
{
  g_string_append (out, aima[move].name);
}

static const QdGame aima_game = {
  .state_size = sizeof (guint32),
  .max_moves = 3,
  .max_plies = 2,
  .to_move = g_to_move,
  .terminal = g_terminal,
  .moves = g_moves,
  .apply = g_apply,
  .evaluate = g_evaluate,
};

static QdSearchTree *
record_game (QdGameSearchAlgorithm algorithm, guint depth, QdGameSearchResult *result)
{
  QdSearchTree *tree = qd_search_tree_new_game (&aima_game, move_name, NULL, 0);
  QdGameSearchOptions options;
  guint32 root = 0;

  qd_game_search_options_init (&options);
  options.algorithm = algorithm;
  options.depth = depth;
  options.listener = &qd_search_tree_game_listener;
  options.listener_data = tree;
  qd_game_search (&aima_game, &root, &options, result);
  qd_search_tree_finish (tree, result->best_index);
  return tree;
}

static void
check_game_counts (const QdSearchTree *tree, const QdGameSearchResult *result)
{
  guint64 counts[QD_SEARCH_NODE_N_STATUSES];
  guint64 leaf_cuts = 0;
  guint n = qd_search_tree_n_nodes (tree);

  qd_search_tree_count (tree, counts);
  for (guint id = 0; id < n; id++)
    if (qd_search_tree_flags (tree, id) & QD_SEARCH_NODE_LEAF_CUT)
      leaf_cuts++;
  g_assert_cmpuint (n - counts[QD_SEARCH_NODE_PRUNED], ==, result->nodes);
  g_assert_cmpuint (counts[QD_SEARCH_NODE_LEAF] + leaf_cuts, ==, result->leaves);
}

static void
test_game_alphabeta (void)
{
  QdGameSearchResult result;
  g_autoptr (QdSearchTree) tree = record_game (QD_GAME_SEARCH_ALPHABETA, QD_DEPTH_UNLIMITED, &result);
  QdMove moves[4];

  check_text (tree,
              "0 -1 root value 3 alpha 3 beta inf\n"
              "1 0 inner B value 3 alpha -inf beta 3\n"
              "2 1 leaf b1 value 3 alpha -inf beta inf\n"
              "3 1 leaf b2 value 12 alpha -inf beta 3\n"
              "4 1 leaf b3 value 8 alpha -inf beta 3\n"
              "5 0 inner C value 2 alpha 3 beta inf\n"
              "6 5 cutoff c1 value 2 alpha 3 beta inf\n"
              "7 5 pruned c2\n"
              "8 5 pruned c3\n"
              "9 0 inner D value 2 alpha 3 beta 5\n"
              "10 9 leaf d1 value 14 alpha 3 beta inf\n"
              "11 9 leaf d2 value 5 alpha 3 beta 14\n"
              "12 9 cutoff d3 value 2 alpha 3 beta 5\n");
  check_game_counts (tree, &result);
  g_assert_cmpuint (result.nodes, ==, 11);
  /* The chosen line: A, B, b1. */
  g_assert_true (qd_search_tree_flags (tree, 1) & QD_SEARCH_NODE_CHOSEN);
  g_assert_true (qd_search_tree_flags (tree, 2) & QD_SEARCH_NODE_CHOSEN);
  g_assert_false (qd_search_tree_flags (tree, 3) & QD_SEARCH_NODE_CHOSEN);
  g_assert_false (qd_search_tree_flags (tree, 5) & QD_SEARCH_NODE_CHOSEN);
  g_assert_true (qd_search_tree_flags (tree, 1) & QD_SEARCH_NODE_MIN);
  g_assert_cmpuint (qd_search_tree_game_moves_to (tree, 11, moves), ==, 2);
  g_assert_cmpuint (moves[0], ==, 3);
  g_assert_cmpuint (moves[1], ==, 11);
}

static void
test_game_minimax_horizon (void)
{
  QdGameSearchResult result;
  g_autoptr (QdSearchTree) full = record_game (QD_GAME_SEARCH_MINIMAX, QD_DEPTH_UNLIMITED, &result);
  g_autoptr (QdSearchTree) shallow = NULL;
  guint64 counts[QD_SEARCH_NODE_N_STATUSES];

  qd_search_tree_count (full, counts);
  g_assert_cmpuint (counts[QD_SEARCH_NODE_PRUNED], ==, 0);
  g_assert_cmpuint (counts[QD_SEARCH_NODE_CUTOFF], ==, 0);
  g_assert_cmpuint (counts[QD_SEARCH_NODE_LEAF], ==, 9);
  check_game_counts (full, &result);

  /* Depth 1: B, C and D are evaluated at the horizon (value 0 here). */
  shallow = record_game (QD_GAME_SEARCH_MINIMAX, 1, &result);
  check_text (shallow,
              "0 -1 root value 0 alpha -inf beta inf\n"
              "1 0 leaf B value 0 alpha -inf beta inf horizon\n"
              "2 0 leaf C value 0 alpha -inf beta inf horizon\n"
              "3 0 leaf D value 0 alpha -inf beta inf horizon\n");
  check_game_counts (shallow, &result);
}

static void
uneven_name (gpointer data, const QdSearchTree *tree, guint node, QdPlayer mover, QdMove move,
             GString *out)
{
  g_string_append (out, uneven[move].name);
}

/* Through the chain a problem uses: a leaf above the depth limit is the
 * game's end, not a horizon (the recorder does not ask the game then); one
 * at the limit is a horizon unless the game is over there. */
static void
test_game_horizon_chained (void)
{
  static const QdGame game = {
    .data = uneven,
    .state_size = sizeof (guint32),
    .max_moves = 2,
    .max_plies = 3,
    .to_move = g_to_move,
    .terminal = g_terminal,
    .moves = g_moves,
    .apply = g_apply,
    .evaluate = g_evaluate,
  };
  static const struct { guint depth; const char *text; } cases[] = {
    { 1, "0 -1 root value 1 alpha -inf beta inf\n"
         "1 0 leaf B value 1 alpha -inf beta inf\n"
         "2 0 leaf C value 0 alpha -inf beta inf horizon\n" },
    { 2, "0 -1 root value 1 alpha -inf beta inf\n"
         "1 0 leaf B value 1 alpha -inf beta inf\n"
         "2 0 inner C value 0 alpha -inf beta inf\n"
         "3 2 leaf c1 value 4 alpha -inf beta inf\n"
         "4 2 leaf c2 value 0 alpha -inf beta inf horizon\n" },
    { QD_DEPTH_UNLIMITED, "0 -1 root value 4 alpha -inf beta inf\n"
                          "1 0 leaf B value 1 alpha -inf beta inf\n"
                          "2 0 inner C value 4 alpha -inf beta inf\n"
                          "3 2 leaf c1 value 4 alpha -inf beta inf\n"
                          "4 2 inner c2 value 7 alpha -inf beta inf\n"
                          "5 4 leaf x1 value 6 alpha -inf beta inf\n"
                          "6 4 leaf x2 value 7 alpha -inf beta inf\n" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr (QdSearchTree) tree = qd_search_tree_new (QD_SEARCH_TREE_GAME, 0);
      QdSearchTreeGameChain chain;
      QdGameSearchOptions options;
      QdGameSearchResult result;
      guint32 root = 0;

      qd_game_search_options_init (&options);
      options.algorithm = QD_GAME_SEARCH_MINIMAX;
      options.depth = cases[c].depth;
      qd_search_tree_bind_game (tree, &game, uneven_name, NULL, NULL);
      qd_search_tree_game_chain (tree, &chain, &options);
      qd_game_search (&game, &root, &options, &result);
      qd_search_tree_finish (tree, result.best_index);
      check_text (tree, cases[c].text);
      check_game_counts (tree, &result);
    }
}

static void
test_game_budget (void)
{
  QdSearchTree *tree = qd_search_tree_new_game (&aima_game, NULL, NULL, 4);
  QdGameSearchOptions options;
  QdGameSearchResult result;
  guint32 root = 0;
  g_autofree char *text = NULL;

  qd_game_search_options_init (&options);
  options.algorithm = QD_GAME_SEARCH_MINIMAX;
  options.listener = &qd_search_tree_game_listener;
  options.listener_data = tree;
  qd_game_search (&aima_game, &root, &options, &result);
  qd_search_tree_finish (tree, result.best_index);
  text = qd_search_tree_to_string (tree);
  /* A, B, b1, b2 kept; b3, C and its 3, D and its 3 counted. */
  g_assert_cmpuint (qd_search_tree_n_nodes (tree), ==, 4);
  g_assert_cmpuint (qd_search_tree_n_dropped (tree), ==, 9);
  g_assert_cmpuint (qd_search_tree_node (tree, 0)->n_hidden, ==, 8);
  g_assert_cmpuint (qd_search_tree_node (tree, 1)->n_hidden, ==, 1);
  g_assert_true (g_str_has_prefix (text, "0 -1 root value 3 alpha -inf beta inf\n1 0 inner 1 value 3"));
  g_assert_true (g_str_has_suffix (text, "\n# 9 nodes not recorded (budget 4)\n"));
  qd_search_tree_unref (tree);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search-tree/csp/small", test_csp_small);
  g_test_add_func ("/search-tree/csp/counts", test_csp_counts);
  g_test_add_func ("/search-tree/game/alphabeta", test_game_alphabeta);
  g_test_add_func ("/search-tree/game/minimax-horizon", test_game_minimax_horizon);
  g_test_add_func ("/search-tree/game/horizon-chained", test_game_horizon_chained);
  g_test_add_func ("/search-tree/game/budget", test_game_budget);
  return g_test_run ();
}
