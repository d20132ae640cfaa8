/* test-gdl-multi.c — GDL games where the roles move together or are more
 * than two (issue 98): joint moves counted by perft, random games, the
 * normal form of a one-shot game, the agents and the match.
 *
 * The goldens are worked out by hand from the rules (each says how):
 * unit-rps.kif is rock-paper-scissors (win 100, loss 0, draw 50);
 * public/roshambo2.kif (GGP Base) is four signs a round for both roles,
 * the game ending when a role is beaten 5 times or at step 10;
 * public/tictactoe_3player.kif (GGP Base) is three roles taking turns on a
 * 5 × 5 board, four in a line to win; unit-prisoner.kif is the prisoner's
 * dilemma once, AIMA's years as goals 100 - 10 × years, testifying strictly
 * dominant (its header). */
#include "problems/gdl/qd-gdl.h"
#include "problems/gdl/qd-gdl-agent.h"
#include "core/qd-game-duct.h"
#include "problems/gdl/qd-gdl-match.h"
#include "problems/gdl/qd-gdl-normal-form.h"
#include "core/qd-search-tree.h"

#include <string.h>

static QdGdlGame *
load (const char *file)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, file, NULL);
  g_autoptr(GError) error = NULL;
  QdGdlGame *game = qd_gdl_game_new_from_file (path, NULL, &error);

  g_assert_no_error (error);
  return game;
}

/* ------------------------------------------------------------ the reasoner */

static void
test_rps_joint_moves (void)
{
  g_autoptr(QdGdlGame) game = load ("unit-rps.kif");
  g_autofree guint64 *state = g_new0 (guint64, qd_gdl_game_state_words (game));
  g_autoptr(GError) error = NULL;
  guint64 counts[2];
  guint32 choosers;

  g_assert_true (qd_gdl_game_simultaneous (game));
  qd_gdl_game_initial (game, state);
  g_assert_cmpint (qd_gdl_game_choosers (game, state, &choosers, NULL), ==, 2);
  g_assert_cmphex (choosers, ==, 3);
  /* asking for one role on turn where both choose is an error naming them */
  g_assert_cmpint (qd_gdl_game_mover (game, state, &error), ==, -1);
  g_assert_error (error, QD_GDL_ERROR, QD_GDL_ERROR_UNSUPPORTED);
  g_assert_nonnull (strstr (error->message, "left, right"));
  g_clear_error (&error);
  /* 3 × 3 joint moves, each to a terminal state */
  g_assert_true (qd_gdl_game_perft (game, 2, counts, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (counts[0], ==, 9);
  g_assert_cmpuint (counts[1], ==, 0);
}

/* Four signs each, 16 joint moves a round; no role is beaten 5 times nor
 * step 10 reached in 4 rounds, so 16^k at ply k. */
static void
test_roshambo_perft (void)
{
  g_autoptr(QdGdlGame) game = load ("public/roshambo2.kif");
  g_autoptr(GError) error = NULL;
  guint64 counts[4];

  g_assert_true (qd_gdl_game_simultaneous (game));
  g_assert_true (qd_gdl_game_perft (game, 4, counts, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (counts[0], ==, 16);
  g_assert_cmpuint (counts[1], ==, 256);
  g_assert_cmpuint (counts[2], ==, 4096);
  g_assert_cmpuint (counts[3], ==, 65536);
}

/* Three roles taking turns on 25 cells: no line of four before ply 10,
 * so 25 × 24 × … at each ply. */
static void
test_three_players_perft (void)
{
  g_autoptr(QdGdlGame) game = load ("public/tictactoe_3player.kif");
  g_autoptr(GError) error = NULL;
  guint64 counts[3];

  g_assert_cmpuint (qd_gdl_game_n_roles (game), ==, 3);
  g_assert_false (qd_gdl_game_simultaneous (game));
  g_assert_true (qd_gdl_game_perft (game, 3, counts, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (counts[0], ==, 25);
  g_assert_cmpuint (counts[1], ==, 600);
  g_assert_cmpuint (counts[2], ==, 13800);
}

/* A random game of three roles to its end: each role has a goal value,
 * and exactly one 100 when someone made a line (33 each when none did). */
static void
test_three_players_random (void)
{
  g_autoptr(QdGdlGame) game = load ("public/tictactoe_3player.kif");
  g_autofree guint64 *state = g_new0 (guint64, qd_gdl_game_state_words (game));
  g_autofree guint32 *moves = g_new (guint32, qd_gdl_game_max_legal (game));
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  guint32 joint[QD_GDL_MAX_ROLES];
  guint plies = 0, winners = 0, draws = 0;
  gint step;

  qd_gdl_game_initial (game, state);
  while ((step = qd_gdl_game_random_joint (game, state, rand, moves, joint, NULL)) > 0)
    {
      g_assert_true (qd_gdl_game_next (game, state, joint, state, NULL));
      plies++;
    }
  g_assert_cmpint (step, ==, 0);
  g_assert_true (plies >= 10 && plies <= 25);
  for (guint r = 0; r < 3; r++)
    {
      gint goal = qd_gdl_game_goal (game, state, r);

      g_assert_true (goal == 0 || goal == 33 || goal == 100);
      winners += goal == 100;
      draws += goal == 33;
    }
  g_assert_true ((winners == 1 && draws == 0) || draws == 3);
}

static void
test_too_many_roles (void)
{
  const char *text = "(role a) (role b) (role c) (role d) (role e) (role f) (role g) (role h) (role i)\n"
                     "(<= (legal ?r x) (role ?r)) (<= (goal ?r 0) (role ?r)) terminal\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(QdGdlGame) game = qd_gdl_game_new (text, strlen (text), "test.kif", NULL, &error);

  g_assert_null (game);
  g_assert_error (error, QD_GDL_ERROR, QD_GDL_ERROR_UNSUPPORTED);
  g_assert_nonnull (strstr (error->message, "9 roles (a, b, c, d, e, f, g, h, i): at most 8"));
}

/* ------------------------------------------------------------ normal form */

static void
test_normal_form_rps (void)
{
  g_autoptr(QdGdlGame) game = load ("unit-rps.kif");
  g_autoptr(GError) error = NULL;
  g_autoptr(QdGdlNormalForm) form = qd_gdl_normal_form_new (game, &error);
  /* rock beats scissors, scissors paper, paper rock: by hand, left's move
   * the row, right's the column, (left, right) */
  static const char *const names[] = { "rock", "paper", "scissors" };
  static const gint expected[3][3][2] = {
    { { 50, 50 }, { 0, 100 }, { 100, 0 } },
    { { 100, 0 }, { 50, 50 }, { 0, 100 } },
    { { 0, 100 }, { 100, 0 }, { 50, 50 } },
  };
  guint index[2][3];

  g_assert_no_error (error);
  g_assert_cmpuint (form->n_roles, ==, 2);
  g_assert_cmpstr (form->roles[0], ==, "left");
  g_assert_cmpstr (form->roles[1], ==, "right");
  g_assert_cmpuint (form->n_cells, ==, 9);
  /* the moves in the reasoner's order: find each name */
  for (guint r = 0; r < 2; r++)
    {
      g_assert_cmpuint (form->n_moves[r], ==, 3);
      for (guint w = 0; w < 3; w++)
        {
          guint i;

          for (i = 0; i < 3 && !g_str_equal (form->moves[r][i], names[w]); i++)
            ;
          g_assert_cmpuint (i, <, 3);
          index[r][w] = i;
        }
    }
  for (guint a = 0; a < 3; a++)
    for (guint b = 0; b < 3; b++)
      {
        guint choice[2] = { index[0][a], index[1][b] };

        g_assert_cmpint (qd_gdl_normal_form_goal (form, choice, 0), ==, expected[a][b][0]);
        g_assert_cmpint (qd_gdl_normal_form_goal (form, choice, 1), ==, expected[a][b][1]);
      }
}

static void
test_normal_form_refused (void)
{
  g_autoptr(QdGdlGame) repeated = load ("public/roshambo2.kif");
  g_autoptr(QdGdlGame) turns = load ("unit-tictactoe.kif");
  g_autoptr(GError) error = NULL;

  g_assert_null (qd_gdl_normal_form_new (repeated, &error));
  g_assert_error (error, QD_GDL_ERROR, QD_GDL_ERROR_UNSUPPORTED);
  g_assert_nonnull (strstr (error->message, "roshambo2.kif: not a one-shot game"));
  g_assert_nonnull (strstr (error->message, "after the joint move (rock, rock) the game goes on"));
  g_clear_error (&error);
  g_assert_null (qd_gdl_normal_form_new (turns, &error));
  g_assert_error (error, QD_GDL_ERROR, QD_GDL_ERROR_UNSUPPORTED);
  g_assert_nonnull (strstr (error->message, "the game goes on"));
}

static void
test_normal_form_prisoner (void)
{
  g_autoptr(QdGdlGame) game = load ("unit-prisoner.kif");
  g_autoptr(QdGdlNormalForm) form = qd_gdl_normal_form_new (game, NULL);
  guint testify = g_str_equal (form->moves[0][0], "testify") ? 0 : 1;
  guint both[2] = { testify, testify }, refuse[2] = { 1 - testify, 1 - testify }, one[2] = { testify, 1 - testify };

  /* by hand from AIMA's years: 5 each, 1 each, 0 and 10 */
  g_assert_cmpint (qd_gdl_normal_form_goal (form, both, 0), ==, 50);
  g_assert_cmpint (qd_gdl_normal_form_goal (form, refuse, 1), ==, 90);
  g_assert_cmpint (qd_gdl_normal_form_goal (form, one, 0), ==, 100);
  g_assert_cmpint (qd_gdl_normal_form_goal (form, one, 1), ==, 0);
}

/* ------------------------------------------------------------ agents */

/* Each agent of each role picks the strictly dominant move: decoupled UCT
 * (its statistics for testify ahead whatever the other plays), paranoid
 * (the worst case of testify, 50, above refuse's 0) and max-n. */
static void
test_dominant_move (void)
{
  static const char *const agents[] = { "mcts:400", "mcts:ms=30", "alphabeta", "paranoid:1", "minimax", "maxn:1" };
  g_autoptr(QdGdlGame) game = load ("unit-prisoner.kif");
  g_autofree guint64 *state = g_new0 (guint64, qd_gdl_game_state_words (game));
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);

  qd_gdl_game_initial (game, state);
  for (guint a = 0; a < G_N_ELEMENTS (agents); a++)
    for (guint role = 0; role < 2; role++)
      {
        QdGdlAgent agent;
        QdGdlChoice choice;
        QdGdlChooseOptions options = { .rand = rand };

        g_assert_true (qd_gdl_agent_parse (agents[a], &agent, NULL));
        g_assert_true (qd_gdl_agent_choose_role (&agent, game, state, role, &options, &choice));
        g_assert_no_error (choice.forfeit);
        g_assert_cmpstr (qd_gdl_game_move_text (game, choice.move), ==, "testify");
      }
}

/* Decoupled UCT's tree for the tab (core/qd-search-tree.h's
 * qd_search_tree_record_duct): at the root of rock-paper-scissors each
 * role's own statistics, three moves each, their visits adding up to the
 * iterations (every iteration chooses one move of each role), then the
 * joint moves' positions, all terminal.  Neither role settles on one sign:
 * the game's only equilibrium mixes the three equally (AIMA 4th ed.
 * §18.2), and each role's share of visits of every move stays between 15 %
 * and 55 % (a pure choice would take nearly all); each role's chosen move
 * is marked once. */
static void
test_duct_tree (void)
{
  g_autoptr(QdGdlGame) game = load ("unit-rps.kif");
  g_autofree guint64 *state = g_new0 (guint64, qd_gdl_game_state_words (game));
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  g_autoptr(QdSearchTree) tree = qd_search_tree_new (QD_SEARCH_TREE_GAME, 0);
  g_autoptr(GString) label = g_string_new (NULL);
  QdGdlChooseOptions options = { .rand = rand, .tree = tree };
  guint32 sums[2] = { 0, 0 }, chosen[2] = { 0, 0 }, iterations = 3000;
  guint stats = 0, positions = 0;
  QdGdlAgent agent;
  QdGdlChoice choice;

  qd_gdl_game_initial (game, state);
  g_assert_true (qd_gdl_agent_parse ("mcts:3000", &agent, NULL));
  g_assert_true (qd_gdl_agent_choose_role (&agent, game, state, 0, &options, &choice));
  g_assert_true (qd_search_tree_is_duct (tree));
  g_assert_true (qd_search_tree_is_finished (tree));
  g_assert_true (qd_search_tree_node (tree, 0)->flags & QD_SEARCH_NODE_JOINT);
  g_assert_cmpuint (qd_search_tree_node (tree, 0)->u.mcts.visits, ==, iterations);
  for (guint c = qd_search_tree_first_child (tree, 0); c != QD_SEARCH_NODE_NONE; c = qd_search_tree_next_sibling (tree, c))
    {
      const QdSearchNode *node = qd_search_tree_node (tree, c);
      guint role;

      g_string_truncate (label, 0);
      qd_search_tree_label (tree, c, label);
      g_test_message ("%s", label->str);
      if (node->flags & QD_SEARCH_NODE_JOINT)
        {
          /* "left paper · right rock N 337" */
          g_assert_cmpuint (stats, ==, 6);
          g_assert_true (g_str_has_prefix (label->str, "left "));
          g_assert_nonnull (strstr (label->str, " · right "));
          g_assert_null (strstr (label->str, "U/N"));
          g_assert_cmpint (qd_search_tree_first_child (tree, c), ==, QD_SEARCH_NODE_NONE);
          positions++;
          continue;
        }
      /* "left: rock N 1012 U/N 0.497 UCB1 0.541" */
      g_assert_cmpuint (positions, ==, 0);
      role = stats++ / 3;
      g_assert_true (g_str_has_prefix (label->str, role == 0 ? "left: " : "right: "));
      g_assert_nonnull (strstr (label->str, " U/N 0."));
      g_assert_nonnull (strstr (label->str, " UCB1 "));
      g_assert_cmpint ((node->flags & QD_SEARCH_NODE_MIN) != 0, ==, role == 1);
      g_assert_cmpfloat (node->u.mcts.visits, >, 0.15 * iterations);
      g_assert_cmpfloat (node->u.mcts.visits, <, 0.55 * iterations);
      sums[role] += node->u.mcts.visits;
      chosen[role] += (node->flags & QD_SEARCH_NODE_CHOSEN) != 0;
    }
  g_assert_cmpuint (stats, ==, 6);
  g_assert_cmpuint (positions, >=, 1);
  g_assert_cmpuint (positions, <=, 9);
  g_assert_cmpuint (sums[0], ==, iterations);
  g_assert_cmpuint (sums[1], ==, iterations);
  g_assert_cmpuint (chosen[0], ==, 1);
  g_assert_cmpuint (chosen[1], ==, 1);
}

/* Three roles: the searchers move for the role on turn (a legal move), and
 * MCTS takes a win in one that a random move would rarely find: x to move
 * with (mark 1 4) completing row 1. */
static void
test_three_players_win (void)
{
  static const char *const agents[] = { "mcts:600", "paranoid:1", "maxn:1", "alphabeta:2", "minimax:1" };
  static const char *const moves[] = { "(mark 1 1)", "(mark 5 5)", "(mark 4 4)", "(mark 1 2)", "(mark 5 4)",
                                       "(mark 4 3)", "(mark 1 3)", "(mark 5 3)", "(mark 3 5)" };
  g_autoptr(QdGdlGame) game = load ("public/tictactoe_3player.kif");
  g_autofree guint64 *state = g_new0 (guint64, qd_gdl_game_state_words (game));
  g_autoptr(GRand) rand = g_rand_new_with_seed (2);

  qd_gdl_game_initial (game, state);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      guint32 joint[3];
      guint mover = i % 3;

      for (guint r = 0; r < 3; r++)
        {
          guint32 only[32];

          g_assert_cmpint (qd_gdl_game_legal (game, state, r, only, NULL), >=, 1);
          joint[r] = r == mover ? (guint32) qd_gdl_game_move_parse (game, state, r, moves[i]) : only[0];
        }
      g_assert_true (qd_gdl_game_next (game, state, joint, state, NULL));
    }
  g_assert_cmpint (qd_gdl_game_mover (game, state, NULL), ==, 0);
  for (guint a = 0; a < G_N_ELEMENTS (agents); a++)
    {
      QdGdlAgent agent;
      QdGdlChoice choice;
      QdGdlChooseOptions options = { .rand = rand };

      g_assert_true (qd_gdl_agent_parse (agents[a], &agent, NULL));
      g_assert_true (qd_gdl_agent_choose_role (&agent, game, state, 0, &options, &choice));
      g_assert_cmpstr (qd_gdl_game_move_text (game, choice.move), ==, "(mark 1 4)");
    }
}

/* ------------------------------------------------------------ the match */

/* Rock-paper-scissors in the match: left's choice waits, unseen (the state
 * and the record unchanged), right is asked in the same state; then the
 * joint move, a ply, the goals as the rules say. */
static void
test_match_joint (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "unit-rps.kif", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autoptr(QdGdlMatch) m = qd_gdl_match_new_from_file (path, rand, NULL);
  g_autofree guint64 *start = NULL;
  gint rock, paper, goals[2];

  g_assert_nonnull (m);
  start = g_memdup2 (m->state, m->words * sizeof (guint64));
  g_assert_cmpint (qd_gdl_match_mover (m), ==, 0);
  rock = qd_gdl_game_move_parse (m->game, m->state, 0, "rock");
  qd_gdl_match_play (m, (guint32) rock);
  g_assert_true (qd_gdl_match_waiting (m));
  g_assert_cmpint (memcmp (start, m->state, m->words * sizeof (guint64)), ==, 0);
  g_assert_cmpuint (m->moves->len, ==, 0);
  g_assert_cmpint (qd_gdl_match_mover (m), ==, 1);
  paper = qd_gdl_game_move_parse (m->game, m->state, 1, "paper");
  qd_gdl_match_play (m, (guint32) paper);
  g_assert_false (qd_gdl_match_waiting (m));
  g_assert_cmpuint (m->plies, ==, 1);
  g_assert_cmpuint (m->moves->len, ==, 2);
  g_assert_cmpint (qd_gdl_match_mover (m), ==, -1);
  qd_gdl_match_goals (m, goals);
  g_assert_cmpint (goals[0], ==, 0);
  g_assert_cmpint (goals[1], ==, 100);
}

/* The match loop over three roles: scores goal / 100 each, the winner the
 * role with 100 (a draw: 33 each, no one alone on top). */
static void
test_match_three (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "public/tictactoe_3player.kif", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (4);
  g_autoptr(QdGdlMatch) m = qd_gdl_match_new_from_file (path, rand, NULL);
  const QdMatchPlayer players[3] = { { .name = "random" }, { .name = "mcts:50" }, { .name = "maxn:1" } };
  const QdMatchOptions options = { 0 };
  g_auto(QdMatchResult) result = { 0 };
  gint goals[3];

  g_assert_cmpint (qd_match_play (&qd_gdl_match_rules, m, players, 0, &options, &result), ==, QD_MATCH_OVER);
  g_assert_cmpuint (result.n_players, ==, 3);
  g_assert_cmpuint (result.plies, ==, m->plies);
  qd_gdl_match_goals (m, goals);
  for (guint r = 0; r < 3; r++)
    g_assert_cmpfloat (result.scores[r], ==, goals[r] / 100.0);
  g_assert_cmpint (result.winner, ==, goals[0] == 100 ? 1 : goals[1] == 100 ? 2 : goals[2] == 100 ? 3 : 0);
}

/* Decoupled UCT's last iteration (core/qd-game-duct.h, for the
 * step-by-step window) over roshambo2's joint game: after the first step
 * the path is the root and a new node, its joint move the node's; the
 * playout's joint moves are legal for each role and, replayed by the
 * reasoner after the path's, end the game (a role beaten 5 times or step
 * 10: 5 to 10 rounds in all, so 4 to 9 after the first), where each
 * role's goal / 100 is the utility the iteration says. */
static void
test_duct_last_iteration (void)
{
  g_autoptr(QdGdlGame) game = load ("public/roshambo2.kif");
  guint words = qd_gdl_game_state_words (game), n = qd_gdl_game_n_roles (game);
  g_autofree guint64 *state = g_new0 (guint64, words), *next = g_new0 (guint64, words);
  g_autofree guint32 *legal = g_new (guint32, qd_gdl_game_max_legal (game));
  g_autoptr(QdDuct) duct = NULL;
  QdGdlJointGame gj;
  QdMctsOptions options;
  QdDuctIteration it;

  qd_gdl_game_initial (game, state);
  qd_gdl_joint_game_init (&gj, game, 0);
  qd_mcts_options_init (&options);
  options.seed = 7;
  duct = qd_duct_new (&gj.joint, state, &options);
  qd_duct_last_iteration (duct, &it);
  g_assert_cmpuint (it.number, ==, 0);
  g_assert_cmpuint (it.path_length, ==, 0);

  g_assert_true (qd_duct_step (duct));
  qd_duct_last_iteration (duct, &it);
  g_assert_cmpuint (it.number, ==, 1);
  g_assert_cmpuint (it.path_length, ==, 2);
  g_assert_true (it.expanded);
  g_assert_cmpuint (it.path[0], ==, 0);
  g_assert_cmpuint (it.path[1], !=, QD_DUCT_NODE_NONE);
  g_assert_cmpmem (it.path_joints, n * sizeof (QdMove), qd_duct_node_joint (duct, it.path[1]), n * sizeof (QdMove));
  g_assert_cmpuint (it.playout_length, >=, 4);
  g_assert_cmpuint (it.playout_length, <=, 9);
  g_assert_false (it.playout_cut);
  /* the path's joint move, then the playout's, each legal, to the end */
  for (guint ply = 0; ply <= it.playout_length; ply++)
    {
      const QdMove *joint = ply == 0 ? it.path_joints : it.playout + (gsize) (ply - 1) * n;

      g_assert_false (qd_gdl_game_terminal (game, state));
      for (guint r = 0; r < n; r++)
        {
          gint k = qd_gdl_game_legal (game, state, r, legal, NULL);
          gboolean found = FALSE;

          for (gint i = 0; i < k; i++)
            found = found || legal[i] == joint[r];
          g_assert_true (found);
        }
      g_assert_true (qd_gdl_game_next (game, state, joint, next, NULL));
      memcpy (state, next, words * sizeof (guint64));
    }
  g_assert_true (qd_gdl_game_terminal (game, state));
  for (guint r = 0; r < n; r++)
    g_assert_cmpfloat (it.utility[r], ==, qd_gdl_game_goal (game, state, r) / 100.0);

  /* The second step goes down the root again: a path of one joint move. */
  g_assert_true (qd_duct_step (duct));
  qd_duct_last_iteration (duct, &it);
  g_assert_cmpuint (it.number, ==, 2);
  g_assert_cmpuint (it.path_length, ==, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gdl-multi/rps/joint-moves", test_rps_joint_moves);
  g_test_add_func ("/gdl-multi/roshambo/perft", test_roshambo_perft);
  g_test_add_func ("/gdl-multi/three/perft", test_three_players_perft);
  g_test_add_func ("/gdl-multi/three/random", test_three_players_random);
  g_test_add_func ("/gdl-multi/too-many-roles", test_too_many_roles);
  g_test_add_func ("/gdl-multi/normal-form/rps", test_normal_form_rps);
  g_test_add_func ("/gdl-multi/normal-form/refused", test_normal_form_refused);
  g_test_add_func ("/gdl-multi/normal-form/prisoner", test_normal_form_prisoner);
  g_test_add_func ("/gdl-multi/agents/dominant", test_dominant_move);
  g_test_add_func ("/gdl-multi/agents/three-win", test_three_players_win);
  g_test_add_func ("/gdl-multi/agents/duct-tree", test_duct_tree);
  g_test_add_func ("/gdl-multi/duct/last-iteration", test_duct_last_iteration);
  g_test_add_func ("/gdl-multi/match/joint", test_match_joint);
  g_test_add_func ("/gdl-multi/match/three", test_match_three);
  return g_test_run ();
}
