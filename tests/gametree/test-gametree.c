/* test-game.c — the game tree format and the minimax / alpha-beta searchers.
 *
 * Expected values are worked by hand from the textbook (AIMA figures 5.2 and
 * 5.5) and from small trees checked on paper; see the comments at each case. */
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "problems/qd-game-tree.h"
#include "problems/qd-tree-search.h"
#include "formats.h"
#include "core/qd-random.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (gametree)

static QdGameTree *
parse_ok (const char *text)
{
  g_autoptr(GError) error = NULL;
  QdGameTree *tree = qd_game_tree_parse (text, -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (tree);
  return tree;
}

static void
assert_parse_error (const char *text, const char *expected_message)
{
  g_autoptr(GError) error = NULL;
  QdGameTree *tree = qd_game_tree_parse (text, -1, &error);

  g_assert_null (tree);
  g_assert_nonnull (error);
  if (strstr (error->message, expected_message) == NULL)
    g_error ("parsing \"%s\": got \"%s\", expected it to contain \"%s\"",
             text, error->message, expected_message);
}

static void
test_parse_basic (void)
{
  g_autoptr(QdGameTree) tree = parse_ok ("[[3, 12, 8], [2, 4, 6], [14, 5, 2]]");
  QdTreeNode *node;

  g_assert_cmpuint (qd_game_tree_n_nodes (tree), ==, 13);
  g_assert_cmpuint (qd_game_tree_n_leaves (tree), ==, 9);
  g_assert_cmpuint (qd_game_tree_height (tree), ==, 2);
  node = qd_game_tree_get_node (tree, 5);    /* preorder: r, r.0, 3, 12, 8, r.1 */
  g_assert_false (qd_tree_node_is_leaf (node));
  g_assert_cmpint (qd_tree_node_player (node), ==, QD_PLAYER_MIN);
  {
    g_autofree char *path = qd_tree_node_path (node);
    g_assert_cmpstr (path, ==, "r.1");
  }
  node = qd_game_tree_get_node (tree, 12);
  g_assert_cmpfloat (node->value, ==, 2);
  {
    g_autofree char *path = qd_tree_node_path (node);
    g_assert_cmpstr (path, ==, "r.2.2");
  }
}

static void
test_round_trip (void)
{
  const char *cases[] = {
    "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]\n",
    "A:[B:[3, 12], C:-4.5, D:[E:[1, 2], 0.25]]\n",
    "7\n",
    "[1e+20, -0.001, 1, [2, [3, [4]]]]\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(QdGameTree) tree = parse_ok (cases[i]);
      g_autofree char *text = qd_game_tree_to_string (tree);
      g_autoptr(QdGameTree) again = parse_ok (text);
      g_autofree char *text2 = qd_game_tree_to_string (again);

      g_assert_cmpstr (text, ==, text2);
      if (i != 3)
        g_assert_cmpstr (text, ==, cases[i]);
    }
}

static void
test_parse_free_form (void)
{
  /* Comments, CRLF, spaces, a byte-order mark and labels are all fine. */
  g_autoptr(QdGameTree) tree = parse_ok ("\xEF\xBB\xBF# a tree\r\n"
                                         "root : [ a:1 ,\r\n"
                                         "  b : [2,3] ]  # done\r\n");

  g_assert_cmpuint (qd_game_tree_n_nodes (tree), ==, 5);
  g_assert_cmpstr (tree->root->label, ==, "root");
  g_assert_cmpstr (qd_game_tree_get_node (tree, 2)->label, ==, "b");
}

static void
test_parse_errors (void)
{
  assert_parse_error ("", "line 1: the file holds no tree");
  assert_parse_error ("# nothing\n\n", "line 3: the file holds no tree");
  assert_parse_error ("[1, 2", "line 1, column 6: the list opened at line 1 is not closed");
  assert_parse_error ("[1,\n 2 3]", "line 2, column 4: expected ',' or ']' but found '3'");
  assert_parse_error ("[]", "line 1, column 2: an empty list");
  assert_parse_error ("[1, , 2]", "line 1, column 5: expected a number, a label or '['");
  assert_parse_error ("[1, 2]]", "line 1, column 7: unexpected ']' after the end of the tree");
  assert_parse_error ("[1, x 2]", "line 1, column 7: expected ':' after the label 'x'");
  assert_parse_error ("[1, 2.5.1]", "'2.5.1' is not a number");
  assert_parse_error ("[1, 1e999]", "'1e999' is too large");
  assert_parse_error ("[1, \xff]", "line 1: the file is not UTF-8 text");
  {
    g_autoptr(GError) error = NULL;
    g_assert_null (qd_game_tree_parse ("[1,\0 2]", 7, &error));
    g_assert_error (error, QD_GAME_TREE_ERROR, QD_GAME_TREE_ERROR_ENCODING);
  }
  {
    /* Too deep: 300 nested lists. */
    g_autoptr(GString) deep = g_string_new (NULL);
    for (int i = 0; i < 300; i++)
      g_string_append_c (deep, '[');
    g_string_append_c (deep, '1');
    for (int i = 0; i < 300; i++)
      g_string_append_c (deep, ']');
    assert_parse_error (deep->str, "deeper than 256 levels");
  }
}

/* AIMA figure 5.2 / 5.5: value 3; alpha-beta evaluates 7 leaves and prunes
 * the second and third leaves of the middle MIN node (4 and 6). */
static void
test_aima_figure (void)
{
  g_autoptr(QdGameTree) tree = parse_ok ("[[3, 12, 8], [2, 4, 6], [14, 5, 2]]");
  g_autoptr(QdTreeAnalysis) mm = qd_tree_analyze (tree, QD_GAME_SEARCH_MINIMAX, NULL);
  g_autoptr(QdTreeAnalysis) ab = qd_tree_analyze (tree, QD_GAME_SEARCH_ALPHABETA, NULL);

  g_assert_cmpfloat (mm->result.value, ==, 3);
  g_assert_cmpuint (mm->result.best_index, ==, 0);
  g_assert_cmpuint (mm->result.leaves, ==, 9);
  g_assert_cmpuint (mm->result.nodes, ==, 13);
  g_assert_cmpfloat (mm->final[5].value, ==, 2);
  g_assert_cmpfloat (mm->final[9].value, ==, 2);

  g_assert_cmpfloat (ab->result.value, ==, 3);
  g_assert_cmpuint (ab->result.best_index, ==, 0);
  g_assert_cmpuint (ab->result.leaves, ==, 7);
  g_assert_cmpuint (ab->result.nodes, ==, 11);
  g_assert_true (qd_tree_analysis_is_pruned (ab, 7));   /* r.1.1 = 4 */
  g_assert_true (qd_tree_analysis_is_pruned (ab, 8));   /* r.1.2 = 6 */
  for (guint i = 0; i < 13; i++)
    if (i != 7 && i != 8)
      g_assert_false (qd_tree_analysis_is_pruned (ab, i));

  /* Final alpha/beta: the root ends with alpha 3; r.2 sees 14 (beta 14),
   * 5 (beta 5), then 2 <= alpha 3 cuts off before beta is updated. */
  g_assert_cmpfloat (ab->final[0].alpha, ==, 3);
  g_assert_true (isinf (ab->final[0].beta));
  g_assert_cmpfloat (ab->final[1].beta, ==, 3);
  g_assert_cmpfloat (ab->final[5].value, ==, 2);
  g_assert_cmpfloat (ab->final[5].alpha, ==, 3);
  g_assert_true (isinf (ab->final[5].beta));
  g_assert_cmpfloat (ab->final[9].value, ==, 2);
  g_assert_cmpfloat (ab->final[9].alpha, ==, 3);
  g_assert_cmpfloat (ab->final[9].beta, ==, 5);
}

/* A deeper tree checked on paper (4 levels).  MAX root over MIN nodes over MAX
 * nodes over leaves:
 *   r.0 = min(max(5,6), max(7,4,5)) = min(6,7) = 6
 *   r.1 = min(max(3), max(6,9)) = min(3,9) = 3
 *   r.2 = min(max(6), max(6,9)) = 6
 * Root = 6; best = 0 (r.0 comes first of the equal 6s).
 * Alpha-beta: after r.0, alpha = 6 at the root.  In r.1, r.1.0 = max(3) = 3,
 * 3 <= 6 cuts r.1.1 off.  In r.2, r.2.0 = 6 <= 6 cuts r.2.1 off (ties prune).
 * Inside r.0.1, with beta 6, the first leaf 7 >= 6 cuts 4 and 5 off. */
static void
test_deeper_tree (void)
{
  g_autoptr(QdGameTree) tree =
    parse_ok ("[[[5, 6], [7, 4, 5]], [[3], [6, 9]], [[6], [6, 9]]]");
  g_autoptr(QdTreeAnalysis) mm = qd_tree_analyze (tree, QD_GAME_SEARCH_MINIMAX, NULL);
  g_autoptr(QdTreeAnalysis) ab = qd_tree_analyze (tree, QD_GAME_SEARCH_ALPHABETA, NULL);
  g_autofree char *text = qd_tree_analysis_format (tree, ab);

  g_assert_cmpfloat (mm->result.value, ==, 6);
  g_assert_cmpuint (mm->result.best_index, ==, 0);
  g_assert_cmpuint (mm->result.leaves, ==, 11);
  g_assert_cmpfloat (ab->result.value, ==, 6);
  g_assert_cmpuint (ab->result.best_index, ==, 0);
  /* Leaves evaluated: 5, 6, 7 | 3 | 6  = 5. */
  g_assert_cmpuint (ab->result.leaves, ==, 5);
  g_assert_nonnull (strstr (text, "r.0.1.1 leaf - - - pruned\n"));
  g_assert_nonnull (strstr (text, "r.0.1.2 leaf - - - pruned\n"));
  g_assert_nonnull (strstr (text, "r.1.1 max - - - pruned\n"));
  g_assert_nonnull (strstr (text, "r.1.1.0 leaf - - - pruned\n"));
  g_assert_nonnull (strstr (text, "r.2.1 max - - - pruned\n"));
  g_assert_nonnull (strstr (text, "r.0.1 max 7 -inf 6 visited\n"));
  g_assert_nonnull (strstr (text, "r.2 min 6 6 inf visited\n"));
  g_assert_true (g_str_has_prefix (text, "value 6\nbest 0\nleaves 5\nr max 6 6 inf visited\n"));
}

/* Leaves at different depths, and a MIN-side best move. */
static void
test_uneven_depths (void)
{
  g_autoptr(QdGameTree) tree = parse_ok ("[4, [10, [1, 20]], 7]");
  g_autoptr(QdTreeAnalysis) ab = qd_tree_analyze (tree, QD_GAME_SEARCH_ALPHABETA, NULL);

  /* r.1 = min(10, max(1, 20)) = 10; root = max(4, 10, 7) = 10, best 1. */
  g_assert_cmpfloat (ab->result.value, ==, 10);
  g_assert_cmpuint (ab->result.best_index, ==, 1);
}

static void
test_single_leaf (void)
{
  g_autoptr(QdGameTree) tree = parse_ok ("42");
  g_autoptr(QdTreeAnalysis) ab = qd_tree_analyze (tree, QD_GAME_SEARCH_ALPHABETA, NULL);
  g_autofree char *text = qd_tree_analysis_format (tree, ab);

  g_assert_cmpstr (text, ==, "value 42\nbest 0\nleaves 1\nr leaf 42 -inf inf visited\n");
}

static QdTreeNode *
random_subtree (GRand *rand, QdTreeNode *parent, guint depth)
{
  QdTreeNode *node = g_new0 (QdTreeNode, 1);

  node->parent = parent;
  node->children = g_ptr_array_new ();
  if (depth == 0 || (depth < 4 && g_rand_int_range (rand, 0, 5) == 0))
    node->value = g_rand_int_range (rand, -20, 21);
  else
    {
      guint n = g_rand_int_range (rand, 1, 5);
      for (guint i = 0; i < n; i++)
        g_ptr_array_add (node->children, random_subtree (rand, node, depth - 1));
    }
  return node;
}

/* Property: on random trees, alpha-beta gives minimax's root value and best
 * move, evaluates no more leaves, and every node it finishes has a value
 * consistent with the bounds (exact inside (alpha, beta) at entry). */
static void
test_random_trees (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261122);

  for (guint round = 0; round < 500; round++)
    {
      QdGameTree *tree = g_new0 (QdGameTree, 1);

      tree->root = random_subtree (rand, NULL, 6);
      tree->nodes = g_ptr_array_new ();
      qd_game_tree_reindex (tree);

      g_autoptr(QdTreeAnalysis) mm = qd_tree_analyze (tree, QD_GAME_SEARCH_MINIMAX, NULL);
      g_autoptr(QdTreeAnalysis) ab = qd_tree_analyze (tree, QD_GAME_SEARCH_ALPHABETA, NULL);

      g_assert_cmpfloat (ab->result.value, ==, mm->result.value);
      g_assert_cmpuint (ab->result.leaves, <=, mm->result.leaves);
      g_assert_cmpuint (ab->result.nodes, <=, mm->result.nodes);
      /* The best child's minimax value is the root's value. */
      if (!qd_tree_node_is_leaf (tree->root))
        {
          QdTreeNode *best = tree->root->children->pdata[ab->result.best_index];
          g_assert_cmpfloat (mm->final[best->index].value, ==, mm->result.value);
          g_assert_cmpuint (ab->result.best_index, ==, mm->result.best_index);
        }
      for (guint i = 0; i < ab->n_nodes; i++)
        {
          const QdTreeNodeResult *r = &ab->final[i];
          const QdTreeEvent *enter = NULL;

          if (r->state == QD_TREE_NODE_UNSEEN)
            continue;
          g_assert_cmpint (r->state, ==, QD_TREE_NODE_DONE);
          for (guint e = 0; e < ab->events->len && enter == NULL; e++)
            {
              const QdTreeEvent *ev = &g_array_index (ab->events, QdTreeEvent, e);
              if (ev->node == i && (ev->kind == QD_TREE_EVENT_ENTER || ev->kind == QD_TREE_EVENT_LEAF))
                enter = ev;
            }
          g_assert_nonnull (enter);
          if (r->value > enter->alpha && r->value < enter->beta)
            g_assert_cmpfloat (r->value, ==, mm->final[i].value);
          else if (r->value <= enter->alpha)
            g_assert_cmpfloat (mm->final[i].value, <=, enter->alpha);
          else
            g_assert_cmpfloat (mm->final[i].value, >=, enter->beta);
        }
      qd_game_tree_free (tree);
    }
}

static void
test_edits (void)
{
  g_autoptr(QdGameTree) tree = qd_game_tree_new ();
  g_autoptr(GError) error = NULL;
  QdTreeNode *a, *b;
  g_autofree char *text = NULL;

  a = qd_game_tree_add_child (tree, tree->root, 3, &error);
  g_assert_no_error (error);
  b = qd_game_tree_add_child (tree, tree->root, 0, &error);
  qd_game_tree_add_child (tree, b, 5, &error);
  qd_game_tree_add_child (tree, b, 1, &error);
  qd_game_tree_set_label (tree, a, "left");
  qd_game_tree_set_value (tree, a, 2.5);
  text = qd_game_tree_to_string (tree);
  g_assert_cmpstr (text, ==, "[left:2.5, [5, 1]]\n");
  g_assert_cmpuint (qd_game_tree_get_node (tree, 3)->index, ==, 3);

  qd_game_tree_remove (tree, a);
  g_clear_pointer (&text, g_free);
  text = qd_game_tree_to_string (tree);
  g_assert_cmpstr (text, ==, "[[5, 1]]\n");
  g_assert_cmpuint (qd_game_tree_n_nodes (tree), ==, 4);
  g_assert_cmpuint (qd_game_tree_get_node (tree, 1)->child_index, ==, 0);

  g_assert_true (qd_game_tree_label_is_valid ("A1"));
  g_assert_false (qd_game_tree_label_is_valid ("1A"));
  g_assert_false (qd_game_tree_label_is_valid ("a b"));
}

/* Chance nodes: the players, the values (worked by hand), edits. */
static void
test_chance_players (void)
{
  /* MAX, CHANCE, MIN, CHANCE, MAX: the alternation skips chance levels. */
  g_autoptr(QdGameTree) tree = parse_ok ("A:[B:?[1/3: C:[D:?[1/2: E:[3, 5], 1/2: 1]], 2/3: 4]]");
  g_autofree char *text = qd_game_tree_to_string (tree);

  g_assert_cmpstr (text, ==, "A:[B:?[1/3: C:[D:?[1/2: E:[3, 5], 1/2: 1]], 2/3: 4]]\n");
  g_assert_cmpint (qd_tree_node_player (qd_game_tree_get_node (tree, 0)), ==, QD_PLAYER_MAX);
  g_assert_cmpint (qd_tree_node_player (qd_game_tree_get_node (tree, 1)), ==, QD_PLAYER_CHANCE);
  g_assert_cmpint (qd_tree_node_player (qd_game_tree_get_node (tree, 2)), ==, QD_PLAYER_MIN);
  g_assert_cmpint (qd_tree_node_player (qd_game_tree_get_node (tree, 3)), ==, QD_PLAYER_CHANCE);
  g_assert_cmpint (qd_tree_node_player (qd_game_tree_get_node (tree, 4)), ==, QD_PLAYER_MAX);
  g_assert_cmpfloat_with_epsilon (qd_game_tree_get_node (tree, 2)->probability, 1.0 / 3, 1e-15);
  g_assert_cmpstr (qd_tree_node_kind_name (qd_game_tree_get_node (tree, 1)), ==, "chance");
  assert_parse_error ("?[0.5: 1, 0.4: 2]", "line 1, column 2: the probabilities of this chance node sum to 0.9, not 1");
  assert_parse_error ("[0.5: 1, 0.5: 2]", "column 5: a probability is allowed only before an outcome of a chance node");
  assert_parse_error ("?[1.5: 1]", "“1.5” is not a probability");
  assert_parse_error ("?[1/0: 1]", "“1/0” is not a probability");
  assert_parse_error ("?3", "expected '[' after '?'");
  /* Thirds written as decimals do not sum to 1. */
  assert_parse_error ("?[0.333: 1, 0.333: 2, 0.333: 3]", "sum to 0.999, not 1");
}

static void
test_chance_values (void)
{
  /* A chance root: MAX children max(1, 5) = 5 and max(4, 2) = 4, each with
   * probability 1/2: 4.5.  Under it, decision levels start with MAX. */
  g_autoptr(QdGameTree) root = parse_ok ("?[1/2: [1, 5], 1/2: [4, 2]]");
  g_autoptr(QdTreeAnalysis) a = qd_tree_analyze (root, QD_GAME_SEARCH_EXPECTIMINIMAX, NULL);
  g_autoptr(QdGameTree) dice = NULL;
  g_autoptr(QdTreeAnalysis) b = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpfloat (a->result.value, ==, 4.5);
  g_assert_cmpfloat (a->final[1].value, ==, 5);
  g_assert_cmpfloat (a->final[4].value, ==, 4);
  g_assert_cmpuint (a->result.leaves, ==, 4);
  g_assert_cmpint (qd_tree_default_algorithm (root), ==, QD_GAME_SEARCH_EXPECTIMINIMAX);
  g_assert_false (qd_tree_algorithm_check (root, QD_GAME_SEARCH_ALPHABETA, &error));
  g_assert_nonnull (strstr (error->message, "expectiminimax"));
  g_clear_error (&error);
  g_assert_true (qd_tree_algorithm_check (root, QD_GAME_SEARCH_EXPECTIMINIMAX, &error));

  /* A die: MIN picks the smaller of two rolls averaged over six faces;
   * faces 1..6 each 1/6 under a chance node: mean 3.5; the other move is a
   * sure 3: MAX takes 3.5, best 0. */
  dice = parse_ok ("[?[1/6: 1, 1/6: 2, 1/6: 3, 1/6: 4, 1/6: 5, 1/6: 6], 3]");
  b = qd_tree_analyze (dice, QD_GAME_SEARCH_EXPECTIMINIMAX, NULL);
  g_assert_cmpfloat_with_epsilon (b->result.value, 3.5, 1e-12);
  g_assert_cmpuint (b->result.best_index, ==, 0);
  {
    g_autofree char *out = qd_tree_analysis_format (dice, b);
    g_assert_true (g_str_has_prefix (out, "value 3.5\nbest 0\nleaves 7\nr max 3.5 -inf inf visited\n"
                                          "r.0 chance 3.5 -inf inf visited\n"));
  }
}

static void
test_chance_edits (void)
{
  g_autoptr(QdGameTree) tree = parse_ok ("[[1, 2, 3], 4]");
  QdTreeNode *node = qd_game_tree_get_node (tree, 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  qd_game_tree_set_chance (tree, node, TRUE);
  text = qd_game_tree_to_string (tree);
  g_assert_cmpstr (text, ==, "[?[1/3: 1, 1/3: 2, 1/3: 3], 4]\n");
  g_assert_true (qd_game_tree_check_probabilities (tree, NULL));
  /* Equally likely outcomes stay so when one is added or removed. */
  qd_game_tree_add_child (tree, node, 7, &error);
  g_clear_pointer (&text, g_free);
  text = qd_game_tree_to_string (tree);
  g_assert_cmpstr (text, ==, "[?[1/4: 1, 1/4: 2, 1/4: 3, 1/4: 7], 4]\n");
  qd_game_tree_remove (tree, qd_game_tree_get_node (tree, 2));
  g_clear_pointer (&text, g_free);
  text = qd_game_tree_to_string (tree);
  g_assert_cmpstr (text, ==, "[?[1/3: 2, 1/3: 3, 1/3: 7], 4]\n");
  /* An edited probability: the sum is checked. */
  qd_game_tree_set_probability (tree, qd_game_tree_get_node (tree, 2), 0.5, "0.5");
  g_assert_false (qd_game_tree_check_probabilities (tree, &error));
  g_assert_error (error, QD_GAME_TREE_ERROR, QD_GAME_TREE_ERROR_PROBABILITY);
  g_assert_nonnull (strstr (error->message, "r.0 sum to 1.1666"));
  g_clear_error (&error);
  /* Unequal outcomes: a new one gets probability 0. */
  qd_game_tree_set_probability (tree, qd_game_tree_get_node (tree, 3), 1.0 / 6, "1/6");
  qd_game_tree_set_probability (tree, qd_game_tree_get_node (tree, 4), 1.0 / 3, "1/3");
  g_assert_true (qd_game_tree_check_probabilities (tree, NULL));
  qd_game_tree_add_child (tree, node, 9, &error);
  g_clear_pointer (&text, g_free);
  text = qd_game_tree_to_string (tree);
  g_assert_cmpstr (text, ==, "[?[0.5: 2, 1/6: 3, 1/3: 7, 0: 9], 4]\n");
  /* Back to a MIN node: its children's levels follow. */
  qd_game_tree_set_chance (tree, node, FALSE);
  g_clear_pointer (&text, g_free);
  text = qd_game_tree_to_string (tree);
  g_assert_cmpstr (text, ==, "[[2, 3, 7, 9], 4]\n");
  g_assert_cmpint (qd_tree_node_player (node), ==, QD_PLAYER_MIN);
  g_assert_true (qd_game_tree_parse_probability (" 1/6 ", &(double) { 0 }));
  g_assert_false (qd_game_tree_parse_probability ("7/6", &(double) { 0 }));
  /* Only what the file's parser reads back: no hexadecimal, no "inf". */
  g_assert_false (qd_game_tree_parse_probability ("0x1p-1", &(double) { 0 }));
  g_assert_false (qd_game_tree_parse_probability ("nan", &(double) { 0 }));
  g_assert_true (qd_game_tree_parse_probability ("5e-1", &(double) { 0 }));
}

static void
test_format_number (void)
{
  const struct { double v; const char *s; } cases[] = {
    { 3, "3" }, { -12, "-12" }, { 0.5, "0.5" }, { -0.0, "0" }, { 0.1, "0.1" },
    { 1.0 / 3, "0.3333333333333333" }, { INFINITY, "inf" }, { -INFINITY, "-inf" },
    { 1e20, "1e+20" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *s = qd_format_number (cases[i].v);
      g_assert_cmpstr (s, ==, cases[i].s);
    }
}

static void
test_stop_flag (void)
{
  /* A stop flag that is already set stops the search at the first check. */
  g_autoptr(GString) text = g_string_new ("[");
  gint stop = 1;

  for (int i = 0; i < 5000; i++)
    g_string_append_printf (text, "%s[%d, %d]", i ? ", " : "", i, -i);
  g_string_append_c (text, ']');
  {
    g_autoptr(QdGameTree) tree = parse_ok (text->str);
    g_autoptr(QdTreeAnalysis) a = qd_tree_analyze (tree, QD_GAME_SEARCH_MINIMAX, &stop);
    g_assert_cmpint (a->result.status, ==, QD_GAME_SEARCH_STOPPED);
    g_assert_cmpuint (a->result.nodes, <=, 1025);
  }
}

/* The search recorded as a tree (issue 16): AIMA's figure with B, C, D
 * labelled and the leaves unlabelled, worked out by hand: C is cut off by
 * its first leaf (2 <= alpha 3), so its last two are pruned; D's last leaf
 * also ends D's search.  Nodes that are not pruned = the search's nodes. */
static void
test_recorded_tree (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdGameTree) tree = qd_game_tree_parse ("[B:[3, 12, 8], C:[2, 4, 6], D:[14, 5, 2]]", -1, &error);
  g_autoptr(QdSearchTree) recorded = qd_search_tree_new (QD_SEARCH_TREE_GAME, 0);
  g_autoptr(QdTreeAnalysis) a = NULL;
  g_autofree char *text = NULL;
  guint64 counts[QD_SEARCH_NODE_N_STATUSES];

  g_assert_no_error (error);
  a = qd_tree_analyze_recorded (tree, QD_GAME_SEARCH_ALPHABETA, NULL, recorded, NULL);
  text = qd_search_tree_to_string (recorded);
  g_assert_cmpstr (text, ==,
                   "0 -1 root value 3 alpha 3 beta inf\n"
                   "1 0 inner B value 3 alpha -inf beta 3\n"
                   "2 1 leaf r.0.0 value 3 alpha -inf beta inf\n"
                   "3 1 leaf r.0.1 value 12 alpha -inf beta 3\n"
                   "4 1 leaf r.0.2 value 8 alpha -inf beta 3\n"
                   "5 0 inner C value 2 alpha 3 beta inf\n"
                   "6 5 cutoff r.1.0 value 2 alpha 3 beta inf\n"
                   "7 5 pruned r.1.1\n"
                   "8 5 pruned r.1.2\n"
                   "9 0 inner D value 2 alpha 3 beta 5\n"
                   "10 9 leaf r.2.0 value 14 alpha 3 beta inf\n"
                   "11 9 leaf r.2.1 value 5 alpha 3 beta 14\n"
                   "12 9 cutoff r.2.2 value 2 alpha 3 beta 5\n");
  qd_search_tree_count (recorded, counts);
  g_assert_cmpuint (qd_search_tree_n_nodes (recorded) - counts[QD_SEARCH_NODE_PRUNED], ==, a->result.nodes);
  /* A node's move is the explicit node it reached: c2 is preorder 7. */
  g_assert_cmpuint (qd_search_tree_node (recorded, 7)->a, ==, qd_game_tree_get_node (tree, 7)->index);
  g_assert_true (qd_search_tree_flags (recorded, 1) & QD_SEARCH_NODE_CHOSEN);
}

/* Random trees (nested lists, some labels, negative and fractional leaves)
 * read back the same (tests/formats.h). */
static void
test_random_round_trip (void)
{
  guint64 rng = 42;

  for (guint round = 0; round < 200; round++)
    {
      g_autoptr(GString) t = g_string_new ("[");
      guint depth = 1 + (guint) (qd_random_next (&rng) % 4);
      guint open = 1;

      for (guint k = 0; k < 30 && open > 0; k++)
        {
          guint64 r = qd_random_next (&rng) % 10;

          if (r < 3 && open < depth + 1)
            {
              if (qd_random_next (&rng) % 3 == 0)
                g_string_append_printf (t, "n%u:", k);
              g_string_append (t, "[");
              open++;
            }
          else if (r < 8)
            g_string_append_printf (t, "%s%d.%u, ", qd_random_next (&rng) % 2 ? "-" : "",
                                    (int) (qd_random_next (&rng) % 1000), (guint) (qd_random_next (&rng) % 10));
          else
            {
              g_string_append (t, "0]");
              open--;
              if (open > 0)
                g_string_append (t, ", ");
            }
        }
      while (open-- > 0)
        g_string_append (t, "1]");
      g_string_append_c (t, '\n');
      qd_test_check_text (qd_gametree_problem.format, t->str, t->len, "a random tree", FALSE);
    }
}

/* Issue 74: an expectiminimax value is rounded to 4 decimals half away from
 * zero on its decimal digits, so that a tie computed with float noise
 * (1/3 * -15.42375 is -5.141249999999999 in binary) is still a tie.  Each
 * value worked by hand. */
static void
test_round_value (void)
{
  const struct { double in, out; } cases[] = {
    { -5.14125, -5.1413 }, { 1.0 / 3 * -15.42375, -5.1413 }, { 0.3 * 17.1375, 5.1413 },
    { 0.00005, 0.0001 }, { -0.00005, -0.0001 }, { 0.0000499, 0 }, { 1.00005, 1.0001 }, { 2.00015, 2.0002 },
    { 9.99995, 10 }, { -99.99995, -100 }, { 123456.78905, 123456.7891 }, { 1.0 / 3, 0.3333 },
    { 2.0 / 3, 0.6667 }, { 18.1, 18.1 }, { 7, 7 }, { -0.00004, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      double got = qd_tree_round_value (cases[i].in);
      g_autofree char *text = qd_format_number (got), *want = qd_format_number (cases[i].out);

      g_assert_cmpstr (text, ==, want);
    }
  g_assert_false (signbit (qd_tree_round_value (-0.00004)));
  g_assert_true (isinf (qd_tree_round_value (-INFINITY)));
  g_assert_cmpfloat (qd_tree_round_value (2e9 + 0.5), ==, 2e9 + 0.5);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gametree/parse/basic", test_parse_basic);
  g_test_add_func ("/gametree/parse/round-trip", test_round_trip);
  g_test_add_func ("/gametree/parse/free-form", test_parse_free_form);
  g_test_add_func ("/gametree/parse/errors", test_parse_errors);
  g_test_add_func ("/gametree/edits", test_edits);
  g_test_add_func ("/gametree/chance/players", test_chance_players);
  g_test_add_func ("/gametree/chance/values", test_chance_values);
  g_test_add_func ("/gametree/chance/edits", test_chance_edits);
  g_test_add_func ("/gametree/format-number", test_format_number);
  g_test_add_func ("/game/aima-figure-5-2", test_aima_figure);
  g_test_add_func ("/game/deeper-tree", test_deeper_tree);
  g_test_add_func ("/game/uneven-depths", test_uneven_depths);
  g_test_add_func ("/game/single-leaf", test_single_leaf);
  g_test_add_func ("/game/random-trees", test_random_trees);
  g_test_add_func ("/game/stop-flag", test_stop_flag);
  g_test_add_func ("/game/recorded-tree", test_recorded_tree);
  g_test_add_func ("/gametree/parse/random-round-trip", test_random_round_trip);
  g_test_add_func ("/gametree/expectiminimax/round-ties", test_round_value);
  return g_test_run ();
}
