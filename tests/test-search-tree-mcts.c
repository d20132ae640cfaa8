/* test-search-tree-mcts.c — a Monte Carlo tree search's tree in the
 * search-tree recorder (qd_search_tree_record_mcts).
 *
 * The game: a pile of stones, each player takes one or two, who takes the
 * last stone wins.  By hand, from 2 stones with MAX to move, two iterations
 * expand both root moves (the root keeps an untried move after the first):
 * "take 2" ends the game won by MAX (U/N 1 for MAX who moved), "take 1"
 * leaves one stone that MIN must take (the only playout: U/N 0 for MAX).
 * Each child has N 1, so UCB1 = U/N + √2·√(ln 2 / 1) = U/N + 1.177 (to three
 * places); the root has N 2 and U/N ½; the tie on N goes to the higher U/N:
 * "take 2" is the chosen child.  On bigger piles the recorder must keep
 * every count of the search: N(root) = the iterations, N of an inner node
 * other than the root = 1 (the playout from it when it was expanded) + the
 * N of its children, and node for node the N and U/N of the search.
 */
#include <math.h>
#include <string.h>

#include "core/qd-search-tree.h"

typedef struct {
  guint8 stones;
  guint8 player;
} Pile;

static QdPlayer
pile_to_move (const QdGame *game, gconstpointer state)
{
  return ((const Pile *) state)->player;
}

static gboolean
pile_terminal (const QdGame *game, gconstpointer state)
{
  return ((const Pile *) state)->stones == 0;
}

static guint
pile_moves (const QdGame *game, gconstpointer state, QdMove *moves)
{
  const Pile *p = state;
  guint n = 0;

  for (guint take = 1; take <= MIN (2u, p->stones); take++)
    moves[n++] = take;
  return n;
}

static void
pile_apply (const QdGame *game, gconstpointer state, QdMove move, gpointer child)
{
  const Pile *p = state;
  Pile *c = child;

  c->stones = (guint8) (p->stones - move);
  c->player = p->player == QD_PLAYER_MAX ? QD_PLAYER_MIN : QD_PLAYER_MAX;
}

/* The last stone's taker, the player not to move, has won. */
static double
pile_evaluate (const QdGame *game, gconstpointer state)
{
  const Pile *p = state;

  return p->stones > 0 ? 0 : p->player == QD_PLAYER_MIN ? 1 : -1;
}

static const QdGame pile = {
  .state_size = sizeof (Pile),
  .max_moves = 2,
  .max_plies = 40,
  .to_move = pile_to_move,
  .terminal = pile_terminal,
  .moves = pile_moves,
  .apply = pile_apply,
  .evaluate = pile_evaluate,
};

/* "take 2 (MAX)": the move, and who made it, as the tree tells them. */
static void
move_text (gpointer data, const QdSearchTree *tree, guint node, QdPlayer mover, QdMove move, GString *out)
{
  g_string_append_printf (out, "take %u (%s)", move, mover == QD_PLAYER_MIN ? "MIN" : "MAX");
}

static QdSearchTree *
record (guint stones, QdPlayer player, guint iterations, guint64 seed, QdMcts **out)
{
  Pile root = { (guint8) stones, (guint8) player };
  QdMctsOptions options;
  QdSearchTree *tree = qd_search_tree_new (QD_SEARCH_TREE_GAME, 0);
  QdMcts *mcts;

  qd_mcts_options_init (&options);
  options.seed = seed;
  mcts = qd_mcts_new (&pile, &root, &options);
  for (guint i = 0; i < iterations; i++)
    g_assert_true (qd_mcts_step (mcts, NULL));
  qd_search_tree_bind_game (tree, &pile, move_text, NULL, NULL);
  qd_search_tree_record_mcts (tree, mcts);
  *out = mcts;
  return tree;
}

static void
test_two_iterations (void)
{
  for (guint64 seed = 1; seed <= 6; seed++)
    {
      QdMcts *mcts;
      g_autoptr (QdSearchTree) tree = record (2, QD_PLAYER_MAX, 2, seed, &mcts);
      g_autofree char *text = qd_search_tree_to_string (tree);
      g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
      const char *one = "leaf take 1 (MAX) N 1 U/N 0.000 UCB1 1.177";
      const char *two = "leaf take 2 (MAX) N 1 U/N 1.000 UCB1 2.177";
      guint take2;

      g_assert_true (qd_search_tree_is_mcts (tree));
      g_assert_true (qd_search_tree_is_finished (tree));
      g_assert_cmpuint (qd_search_tree_n_nodes (tree), ==, 3);
      g_assert_cmpstr (lines[0], ==, "0 -1 root N 2 U/N 0.500");
      /* Either order, as the seed drew the first expansion. */
      g_assert_true (g_str_has_prefix (lines[1], "1 0 ") && g_str_has_prefix (lines[2], "2 0 "));
      g_assert_true ((g_str_equal (lines[1] + 4, one) && g_str_equal (lines[2] + 4, two)) ||
                     (g_str_equal (lines[1] + 4, two) && g_str_equal (lines[2] + 4, one)));
      g_assert_cmpstr (lines[3], ==, "");
      take2 = g_str_equal (lines[1] + 4, two) ? 1 : 2;
      g_assert_true (qd_search_tree_flags (tree, 0) & QD_SEARCH_NODE_CHOSEN);
      g_assert_true (qd_search_tree_flags (tree, take2) & QD_SEARCH_NODE_CHOSEN);
      g_assert_false (qd_search_tree_flags (tree, 3 - take2) & QD_SEARCH_NODE_CHOSEN);
      /* Take 1 leaves the game going: a leaf of the search, not of the game. */
      g_assert_true (qd_search_tree_flags (tree, 3 - take2) & QD_SEARCH_NODE_HORIZON);
      g_assert_false (qd_search_tree_flags (tree, take2) & QD_SEARCH_NODE_HORIZON);
      g_assert_true (qd_search_tree_flags (tree, 1) & QD_SEARCH_NODE_MIN);
      g_assert_false (qd_search_tree_flags (tree, 0) & QD_SEARCH_NODE_MIN);
      qd_mcts_free (mcts);
    }
}

/* The search's node reached by the recorded node's moves. */
static guint32
search_node (const QdMcts *mcts, const QdSearchTree *tree, guint id)
{
  QdMove moves[64];
  guint n = qd_search_tree_game_moves_to (tree, id, moves);
  guint32 m = 0;

  for (guint d = 0; d < n; d++)
    {
      guint32 c = qd_mcts_node (mcts, m)->first_child;

      while (c != QD_MCTS_NODE_NONE && qd_mcts_node (mcts, c)->move != moves[d])
        c = qd_mcts_node (mcts, c)->next_sibling;
      g_assert_cmpuint (c, !=, QD_MCTS_NODE_NONE);
      m = c;
    }
  return m;
}

/* Walks the links from `id` and checks the ids come in preorder. */
static void
check_preorder (const QdSearchTree *tree, guint id, guint *next)
{
  g_assert_cmpuint (id, ==, *next);
  (*next)++;
  for (guint c = qd_search_tree_first_child (tree, id); c != QD_SEARCH_NODE_NONE;
       c = qd_search_tree_next_sibling (tree, c))
    {
      g_assert_cmpuint (qd_search_tree_node (tree, c)->parent, ==, id);
      check_preorder (tree, c, next);
    }
}

static void
test_counts (void)
{
  static const guint iterations[] = { 1, 7, 60, 500 };

  for (guint k = 0; k < G_N_ELEMENTS (iterations); k++)
    for (QdPlayer player = QD_PLAYER_MAX; player <= QD_PLAYER_MIN; player++)
      {
        QdMcts *mcts;
        g_autoptr (QdSearchTree) tree = record (7, player, iterations[k], 11 + k, &mcts);
        guint n = qd_search_tree_n_nodes (tree), next = 0;
        guint64 counts[QD_SEARCH_NODE_N_STATUSES];

        g_assert_cmpuint (n, ==, qd_mcts_n_nodes (mcts));
        check_preorder (tree, 0, &next);
        g_assert_cmpuint (next, ==, n);
        g_assert_cmpuint (qd_search_tree_node (tree, 0)->u.mcts.visits, ==, iterations[k]);
        for (guint id = 0; id < n; id++)
          {
            const QdSearchNode *node = qd_search_tree_node (tree, id);
            guint32 m = search_node (mcts, tree, id);
            guint sum = 0;

            g_assert_cmpuint (node->u.mcts.visits, ==, qd_mcts_node (mcts, m)->visits);
            if (id > 0)
              g_assert_cmpfloat_with_epsilon (node->u.mcts.mean, qd_mcts_mean (mcts, m), 1e-12);
            for (guint c = qd_search_tree_first_child (tree, id); c != QD_SEARCH_NODE_NONE;
                 c = qd_search_tree_next_sibling (tree, c))
              sum += qd_search_tree_node (tree, c)->u.mcts.visits;
            if (id > 0 && node->first_child != QD_SEARCH_NODE_NONE)
              g_assert_cmpuint (node->u.mcts.visits, ==, sum + 1);
            else if (id == 0)
              g_assert_cmpuint (node->u.mcts.visits, ==, sum);
          }
        qd_search_tree_count (tree, counts);
        g_assert_cmpuint (counts[QD_SEARCH_NODE_ROOT], ==, 1);
        g_assert_cmpuint (counts[QD_SEARCH_NODE_ROOT] + counts[QD_SEARCH_NODE_INNER] + counts[QD_SEARCH_NODE_LEAF], ==, n);
        qd_mcts_free (mcts);
      }
}

/* 7 stones: taking 1 leaves 6, a multiple of 3, lost for the player to
 * move; after enough iterations that is the chosen child, and its line in
 * the text says so. */
static void
test_chosen_and_text (void)
{
  QdMcts *mcts;
  g_autoptr (QdSearchTree) tree = record (7, QD_PLAYER_MAX, 2000, 5, &mcts);
  g_autofree char *text = qd_search_tree_to_string (tree);
  guint chosen = QD_SEARCH_NODE_NONE, n_chosen = 0;
  g_autoptr (GString) label = g_string_new (NULL);
  g_autofree char *expected = NULL;
  const QdSearchNode *node;

  for (guint id = 1; id < qd_search_tree_n_nodes (tree); id++)
    if (qd_search_tree_flags (tree, id) & QD_SEARCH_NODE_CHOSEN)
      {
        chosen = id;
        n_chosen++;
      }
  g_assert_cmpuint (n_chosen, ==, 1);
  node = qd_search_tree_node (tree, chosen);
  g_assert_cmpuint (node->depth, ==, 1);
  g_assert_cmpuint (node->a, ==, 1);
  g_assert_cmpfloat (node->u.mcts.mean, >, 0.5);
  qd_search_tree_label (tree, chosen, label);
  g_assert_true (g_str_has_prefix (label->str, "take 1 (MAX) N "));
  expected = g_strdup_printf ("\n%u 0 inner take 1 (MAX) N %u U/N ", chosen, node->u.mcts.visits);
  g_assert_nonnull (strstr (text, expected));
  qd_mcts_free (mcts);
}

static void
test_line_text (void)
{
  Pile root = { 5, QD_PLAYER_MAX };
  QdMove line[] = { 2, 1, 1, 1 };
  g_autoptr (GString) out = g_string_new (NULL);

  qd_search_tree_game_line_text (&pile, move_text, NULL, &root, line, 4, 1, ", ", out);
  g_assert_cmpstr (out->str, ==, "take 1 (MIN), take 1 (MAX), take 1 (MIN)");
  g_string_truncate (out, 0);
  qd_search_tree_game_line_text (&pile, move_text, NULL, &root, line, 4, 4, ", ", out);
  g_assert_cmpstr (out->str, ==, "");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search-tree-mcts/two-iterations", test_two_iterations);
  g_test_add_func ("/search-tree-mcts/counts", test_counts);
  g_test_add_func ("/search-tree-mcts/chosen-and-text", test_chosen_and_text);
  g_test_add_func ("/search-tree-mcts/line-text", test_line_text);
  return g_test_run ();
}
