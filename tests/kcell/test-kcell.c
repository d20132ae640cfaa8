/* test-kcell.c — KCell's rules, agents, saved games and experiments.
 *
 * Positions are written in the statement's notation and worked by hand; the
 * move counts from the start (perft) and the perfect-play values come from an
 * independent model of the rules, tests/kcell/data/reference.py. */
#include <math.h>
#include <string.h>

#include "problems/kcell/qd-kcell-experiment.h"

/* Nodes a move of the sizes experiment may visit in the test. */
#define NODE_BUDGET 20000

static QdKcellRules rules;

/* "[_oox_x_]" or "_oox_x_": sets `rules` to the board's size. */
static QdKcellPosition
board (const char *text, QdKcellPlayer to_move)
{
  QdKcellPosition pos = { 0 };
  guint k = 0, n1 = 0, n2 = 0;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '[' || *p == ']')
        continue;
      if (*p == 'o')
        pos.p1 |= G_GUINT64_CONSTANT (1) << k, n1++;
      else if (*p == 'x')
        pos.p2 |= G_GUINT64_CONSTANT (1) << k, n2++;
      k++;
    }
  g_assert_cmpuint (n1, ==, n2);
  g_assert_true (qd_kcell_rules_init (&rules, k, n1, NULL));
  pos.to_move = to_move;
  return pos;
}

static void
assert_board (const QdKcellPosition *pos, const char *expected)
{
  g_autofree char *text = qd_kcell_board_string (&rules, pos);

  g_assert_cmpstr (text, ==, expected);
}

static void
test_start (void)
{
  QdKcellPosition pos;
  guint8 moves[4];

  g_assert_true (qd_kcell_rules_init (&rules, 7, 2, NULL));
  qd_kcell_start (&rules, &pos);
  assert_board (&pos, "[oo___xx]");
  g_assert_cmpuint (pos.to_move, ==, QD_KCELL_P1);
  /* The back stone jumps over its neighbour, the front one steps: the jump
   * comes first. */
  g_assert_cmpuint (qd_kcell_moves (&rules, &pos, moves), ==, 2);
  g_assert_cmpuint (moves[0], ==, 0);
  g_assert_cmpuint (moves[1], ==, 1);
  g_assert_cmpint (qd_kcell_outcome (&rules, &pos), ==, QD_KCELL_ONGOING);
}

static void
test_steps_and_jumps (void)
{
  QdKcellPosition pos = board ("[oo___xx]", QD_KCELL_P1), next;
  guint path[QD_KCELL_MAX_CELLS], n;

  /* A single step. */
  qd_kcell_apply (&rules, &pos, 1, &next, path, &n);
  assert_board (&next, "[o_o__xx]");
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (path[1], ==, 2);
  g_assert_cmpuint (next.to_move, ==, QD_KCELL_P2);
  /* A jump over one's own stone. */
  qd_kcell_apply (&rules, &pos, 0, &next, NULL, NULL);
  assert_board (&next, "[_oo__xx]");

  /* Player 2 moves left: a step, and a jump over its own stone that stops
   * where the next cell is empty (jumps chain, steps never follow). */
  pos = board ("[o_o__xx]", QD_KCELL_P2);
  qd_kcell_apply (&rules, &pos, 5, &next, NULL, NULL);
  assert_board (&next, "[o_o_x_x]");
  qd_kcell_apply (&rules, &pos, 6, &next, path, &n);
  assert_board (&next, "[o_o_xx_]");
  g_assert_cmpuint (n, ==, 2);

  /* Jumps over an enemy stone, lands on 4, then jumps the x on 5 to 6. */
  pos = board ("[oox_x__]", QD_KCELL_P1);
  g_assert_true (qd_kcell_is_legal (&rules, &pos, 1));
  g_assert_false (qd_kcell_is_legal (&rules, &pos, 0));   /* blocked by o, x */
  g_assert_false (qd_kcell_is_legal (&rules, &pos, 3));   /* an empty cell */
  g_assert_false (qd_kcell_is_legal (&rules, &pos, 2));   /* not player 1's */
  qd_kcell_apply (&rules, &pos, 1, &next, NULL, NULL);
  assert_board (&next, "[o_x_xo_]");
}

static void
test_chain (void)
{
  /* The statement's example: [_oox_x_] → [_o_xox_] → [_o_x_xo], one move. */
  QdKcellPosition pos = board ("[_oox_x_]", QD_KCELL_P1), next;
  guint path[QD_KCELL_MAX_CELLS], n;
  g_autofree char *text = NULL;

  g_assert_true (qd_kcell_is_legal (&rules, &pos, 2));
  qd_kcell_apply (&rules, &pos, 2, &next, path, &n);
  assert_board (&next, "[_o_x_xo]");
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpuint (path[0], ==, 2);
  g_assert_cmpuint (path[1], ==, 4);
  g_assert_cmpuint (path[2], ==, 6);
  text = qd_kcell_move_describe (&rules, &pos, 2);
  g_assert_cmpstr (text, ==, "3 → 7");

  /* A chain stops at a pair: it never jumps two pieces. */
  pos = board ("[ox_xo___]", QD_KCELL_P1);
  qd_kcell_apply (&rules, &pos, 0, &next, NULL, NULL);
  assert_board (&next, "[_xoxo___]");
  /* Player 2's chain, leftwards, over its own stone and two enemies. */
  pos = board ("[__o_o_xx]", QD_KCELL_P2);
  qd_kcell_apply (&rules, &pos, 7, &next, path, &n);
  assert_board (&next, "[_xo_o_x_]");
  g_assert_cmpuint (n, ==, 4);
}

static void
test_pass (void)
{
  /* Player 1 is blocked everywhere, player 2 can step: a pass, and only a
   * pass, for player 1. */
  QdKcellPosition pos = board ("[_oooxx_x]", QD_KCELL_P1), next;
  guint8 moves[4];

  g_assert_cmpint (qd_kcell_outcome (&rules, &pos), ==, QD_KCELL_ONGOING);
  g_assert_cmpuint (qd_kcell_moves (&rules, &pos, moves), ==, 1);
  g_assert_cmpuint (moves[0], ==, QD_KCELL_PASS);
  g_assert_true (qd_kcell_is_legal (&rules, &pos, QD_KCELL_PASS));
  g_assert_false (qd_kcell_is_legal (&rules, &pos, 1));
  qd_kcell_apply (&rules, &pos, QD_KCELL_PASS, &next, NULL, NULL);
  assert_board (&next, "[_oooxx_x]");
  g_assert_cmpuint (next.to_move, ==, QD_KCELL_P2);
  /* Player 2 has a move, so it may not pass. */
  g_assert_false (qd_kcell_is_legal (&rules, &next, QD_KCELL_PASS));
  g_assert_true (qd_kcell_is_legal (&rules, &next, 7));
}

static void
test_end (void)
{
  QdKcellPosition pos;
  guint8 moves[4];

  /* All of player 1's stones packed at the far end: an immediate win, even
   * though player 2 could still move. */
  pos = board ("[__x_o]", QD_KCELL_P2);
  g_assert_cmpint (qd_kcell_outcome (&rules, &pos), ==, QD_KCELL_P1_WINS);
  g_assert_cmpuint (qd_kcell_moves (&rules, &pos, moves), ==, 0);
  g_assert_false (qd_kcell_is_legal (&rules, &pos, 2));
  pos = board ("[xxo_o__]", QD_KCELL_P1);
  g_assert_cmpint (qd_kcell_outcome (&rules, &pos), ==, QD_KCELL_P2_WINS);

  /* Nobody can move: the one with more stones packed against its far edge
   * wins (one against none here). */
  pos = board ("[oxx__o]", QD_KCELL_P1);
  g_assert_cmpuint (qd_kcell_packed (&rules, &pos, QD_KCELL_P1), ==, 1);
  g_assert_cmpuint (qd_kcell_packed (&rules, &pos, QD_KCELL_P2), ==, 0);
  g_assert_cmpint (qd_kcell_outcome (&rules, &pos), ==, QD_KCELL_P1_WINS);
  pos = board ("[x__oox]", QD_KCELL_P1);
  g_assert_cmpint (qd_kcell_outcome (&rules, &pos), ==, QD_KCELL_P2_WINS);
}

static void
test_draw (void)
{
  /* Locked in the middle, nobody packed: a draw. */
  QdKcellPosition pos = board ("[__ooxx_]", QD_KCELL_P2);

  g_assert_cmpint (qd_kcell_outcome (&rules, &pos), ==, QD_KCELL_DRAW);
  g_assert_cmpstr (qd_kcell_outcome_line (QD_KCELL_DRAW), ==, "Draw.");
  /* K = 2N: nobody can move from the start. */
  pos = board ("[ooxx]", QD_KCELL_P1);
  g_assert_cmpint (qd_kcell_outcome (&rules, &pos), ==, QD_KCELL_DRAW);
}

static void
test_rules_limits (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (qd_kcell_rules_init (&rules, 5, 3, &error));
  g_assert_error (error, QD_KCELL_ERROR, QD_KCELL_ERROR_PARSE);
  g_clear_error (&error);
  g_assert_false (qd_kcell_rules_init (&rules, 65, 2, &error));
  g_clear_error (&error);
  g_assert_false (qd_kcell_rules_init (&rules, 7, 0, &error));
  g_clear_error (&error);
  g_assert_true (qd_kcell_rules_init (&rules, 64, 32, NULL));
  {
    QdKcellPosition pos;

    qd_kcell_start (&rules, &pos);
    g_assert_cmpuint (qd_kcell_packed (&rules, &pos, QD_KCELL_P1), ==, 0);
    g_assert_cmpuint (qd_kcell_packed (&rules, &pos, QD_KCELL_P2), ==, 0);
    g_assert_cmpint (qd_kcell_outcome (&rules, &pos), ==, QD_KCELL_DRAW);
  }
}

static guint64
perft (const QdKcellPosition *pos, guint depth)
{
  guint8 moves[QD_KCELL_MAX_STONES];
  guint n;
  guint64 total = 0;

  if (depth == 0 || (n = qd_kcell_moves (&rules, pos, moves)) == 0)
    return 1;
  for (guint i = 0; i < n; i++)
    {
      QdKcellPosition child;

      qd_kcell_apply (&rules, pos, moves[i], &child, NULL, NULL);
      total += perft (&child, depth - 1);
    }
  return total;
}

static void
test_perft (void)
{
  /* From tests/kcell/data/reference.py. */
  static const struct { guint k, n; guint64 counts[8]; } cases[] = {
    { 7, 2, { 2, 4, 8, 12, 17, 23, 35, 44 } },
    { 8, 2, { 2, 4, 8, 16, 29, 47, 72, 103 } },
    { 9, 3, { 2, 4, 12, 26, 48, 79, 125, 189 } },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      QdKcellPosition pos;

      qd_kcell_rules_init (&rules, cases[c].k, cases[c].n, NULL);
      qd_kcell_start (&rules, &pos);
      for (guint d = 1; d <= 8; d++)
        g_assert_cmpuint (perft (&pos, d), ==, cases[c].counts[d - 1]);
    }
}

static double
search_value (QdKcellAgentKind kind, const QdKcellPosition *pos, QdGameSearchAlgorithm algorithm,
              QdGameSearchResult *result)
{
  QdKcellSearchGame sg;
  QdGameSearchOptions options;

  qd_kcell_search_game_init (&sg, &rules, kind, NULL);
  qd_game_search_options_init (&options);
  options.algorithm = algorithm;
  g_assert_cmpint (qd_game_search (&sg.game, pos, &options, result), ==, QD_GAME_SEARCH_DONE);
  return result->value;
}

static void
test_perfect_play_values (void)
{
  /* Values under perfect play, from reference.py. */
  static const struct { guint k, n; double value; } cases[] = {
    { 5, 2, 1 }, { 6, 2, 0 }, { 7, 2, 0 }, { 8, 2, 0 }, { 9, 2, 0 }, { 7, 3, 1 }, { 8, 3, 0 }, { 9, 3, 1 },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      QdKcellPosition pos;
      QdGameSearchResult mm, ab;

      qd_kcell_rules_init (&rules, cases[c].k, cases[c].n, NULL);
      qd_kcell_start (&rules, &pos);
      g_assert_cmpfloat (search_value (QD_KCELL_AGENT_MINIMAX, &pos, QD_GAME_SEARCH_MINIMAX, &mm), ==, cases[c].value);
      g_assert_cmpfloat (search_value (QD_KCELL_AGENT_ALPHABETA, &pos, QD_GAME_SEARCH_ALPHABETA, &ab), ==, cases[c].value);
      g_assert_cmpuint (ab.best_move, ==, mm.best_move);
      g_assert_cmpuint (ab.nodes, <=, mm.nodes);
    }
}

/* Exhaustive alpha-beta gives minimax's value and move in every position of
 * random games on several boards. */
static void
test_alphabeta_equals_minimax (void)
{
  static const guint sizes[][2] = { { 7, 2 }, { 8, 2 }, { 9, 2 }, { 8, 3 }, { 9, 3 }, { 10, 2 } };
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  guint positions = 0;

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint g = 0; g < 6; g++)
      {
        QdKcellPosition pos;

        qd_kcell_rules_init (&rules, sizes[s][0], sizes[s][1], NULL);
        qd_kcell_start (&rules, &pos);
        while (qd_kcell_outcome (&rules, &pos) == QD_KCELL_ONGOING)
          {
            guint8 moves[QD_KCELL_MAX_STONES];
            guint n = qd_kcell_moves (&rules, &pos, moves);
            QdGameSearchResult mm, ab;

            search_value (QD_KCELL_AGENT_MINIMAX, &pos, QD_GAME_SEARCH_MINIMAX, &mm);
            search_value (QD_KCELL_AGENT_ALPHABETA, &pos, QD_GAME_SEARCH_ALPHABETA, &ab);
            g_assert_cmpfloat (ab.value, ==, mm.value);
            g_assert_cmpuint (ab.best_move, ==, mm.best_move);
            g_assert_cmpuint (ab.nodes, <=, mm.nodes);
            positions++;
            qd_kcell_apply (&rules, &pos, moves[g_rand_int_range (rand, 0, (gint32) n)], &pos, NULL, NULL);
          }
      }
  g_test_message ("%u positions compared", positions);
  g_assert_cmpuint (positions, >, 100);
}

static void
test_agents (void)
{
  QdKcellAgent agent;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;

  g_assert_true (qd_kcell_agent_parse ("alphabeta:6", &agent, NULL));
  g_assert_cmpint (agent.kind, ==, QD_KCELL_AGENT_HEURISTIC);
  g_assert_cmpuint (agent.depth, ==, 6);
  name = qd_kcell_agent_to_string (&agent);
  g_assert_cmpstr (name, ==, "alphabeta:6");
  g_assert_true (qd_kcell_agent_parse ("alphabeta", &agent, NULL));
  g_assert_cmpint (agent.kind, ==, QD_KCELL_AGENT_ALPHABETA);
  g_assert_true (qd_kcell_agent_parse ("random-heuristic:1", &agent, NULL));
  g_assert_cmpint (agent.kind, ==, QD_KCELL_AGENT_RANDOM_HEURISTIC);
  g_assert_false (qd_kcell_agent_parse ("alphabeta:0", &agent, &error));
  g_clear_error (&error);
  g_assert_false (qd_kcell_agent_parse ("minimax:3", &agent, &error));
  g_clear_error (&error);
  g_assert_false (qd_kcell_agent_parse ("random-heuristic", &agent, &error));
  g_assert_nonnull (strstr (error->message, "unknown player"));
}

static void
test_heuristic (void)
{
  QdKcellPosition a, b;

  /* Symmetric at the start; a stone through the enemy is worth more than
   * one still in front of it. */
  qd_kcell_rules_init (&rules, 9, 2, NULL);
  qd_kcell_start (&rules, &a);
  g_assert_cmpfloat (fabs (qd_kcell_heuristic (&rules, &a)), <, 1e-9);
  /* Player 1's stone on 8 is through, player 2's are not; the mirror
   * image is worth as much to player 2. */
  a = board ("[o__x_x_o_]", QD_KCELL_P2);
  b = board ("[_x_o_o__x]", QD_KCELL_P1);
  g_assert_cmpfloat (qd_kcell_heuristic (&rules, &a), >, 0.2);
  g_assert_cmpfloat (fabs (qd_kcell_heuristic (&rules, &a) + qd_kcell_heuristic (&rules, &b)), <, 1e-9);
  g_assert_cmpfloat (qd_kcell_heuristic (&rules, &a), <, 1);
}

static void
test_random_heuristic_range (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  QdKcellSearchGame sg;
  QdKcellPosition pos;

  qd_kcell_rules_init (&rules, 15, 3, NULL);
  qd_kcell_start (&rules, &pos);
  qd_kcell_search_game_init (&sg, &rules, QD_KCELL_AGENT_RANDOM_HEURISTIC, rand);
  for (guint i = 0; i < 1000; i++)
    {
      double v = sg.game.evaluate (&sg.game, &pos);

      g_assert_cmpfloat (v, >=, -1);
      g_assert_cmpfloat (v, <, 1);
    }
}

static void
test_saved_game (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdKcellGame) game = NULL;
  g_autofree char *text = NULL;
  g_autofree char *transcript = NULL;
  QdKcellPosition pos;

  game = qd_kcell_game_parse ("# a game\r\ncells 7\nstones 2\nplayer1 human\nplayer2 alphabeta:4\nmoves 2 6\nmoves 3", -1,
                              &error);
  g_assert_no_error (error);
  g_assert_cmpuint (game->moves->len, ==, 3);
  qd_kcell_game_position (game, G_MAXUINT, &pos);
  rules = game->rules;
  assert_board (&pos, "[o__ox_x]");
  text = qd_kcell_game_to_string (game);
  g_assert_cmpstr (text, ==, "# KCell game (Quandary)\ncells 7\nstones 2\nplayer1 human\nplayer2 alphabeta:4\nmoves 2 6 3\n");
  transcript = qd_kcell_game_transcript (game);
  g_assert_cmpstr (transcript, ==, "P1: [oo___xx]\nP2: [o_o__xx]\nP1: [o_o_x_x]\n");

  /* Errors name the line. */
  g_clear_pointer (&game, qd_kcell_game_free);
  game = qd_kcell_game_parse ("cells 7\nstones 2\nmoves 2\nmoves 2\n", -1, &error);
  g_assert_null (game);
  g_assert_error (error, QD_KCELL_ERROR, QD_KCELL_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "line 4"));
  g_clear_error (&error);
  game = qd_kcell_game_parse ("cells 7\nstones 9\n", -1, &error);
  g_assert_null (game);
  g_clear_error (&error);
  game = qd_kcell_game_parse ("cells 7\nstones 2\nboard x\n", -1, &error);
  g_assert_null (game);
  g_assert_nonnull (strstr (error->message, "line 3"));
  g_clear_error (&error);
  game = qd_kcell_game_parse ("cells 7\nstones 2\nplayer1 wizard\n", -1, &error);
  g_assert_null (game);
  g_clear_error (&error);
  game = qd_kcell_game_parse ("cells 7\0stones 2\n", 16, &error);
  g_assert_null (game);
  g_assert_error (error, QD_KCELL_ERROR, QD_KCELL_ERROR_ENCODING);
  g_clear_error (&error);
  game = qd_kcell_game_parse ("cells 7\nstones 2\nmoves pass\n", -1, &error);
  g_assert_null (game);
  g_assert_nonnull (strstr (error->message, "cannot pass"));
}

static void
test_full_game_transcript (void)
{
  /* Minimax against itself on the course's 7 cells and 2 stones (checked
   * by hand: every move is legal and the last board is locked, 0 to 0). */
  g_autoptr(QdKcellGame) game = NULL;
  QdKcellAgent agent = { QD_KCELL_AGENT_MINIMAX, 0 };
  QdKcellChooseOptions options = { NULL, 0, NULL };
  QdKcellPosition pos;
  g_autofree char *transcript = NULL;

  qd_kcell_rules_init (&rules, 7, 2, NULL);
  game = qd_kcell_game_new (&rules, "minimax", "minimax");
  qd_kcell_start (&rules, &pos);
  while (qd_kcell_outcome (&rules, &pos) == QD_KCELL_ONGOING)
    {
      QdKcellChoice choice;

      g_assert_true (qd_kcell_agent_choose (&agent, &rules, &pos, &options, &choice));
      g_assert_true (qd_kcell_game_play (game, choice.move, NULL));
      qd_kcell_apply (&rules, &pos, choice.move, &pos, NULL, NULL);
    }
  transcript = qd_kcell_game_transcript (game);
  g_assert_cmpstr (transcript, ==,
                   "P1: [oo___xx]\nP2: [_oo__xx]\nP1: [_oo_x_x]\nP2: [_o_ox_x]\nP1: [_o_oxx_]\n\n[__ooxx_]\nDraw.\n");
}

static void
test_match (void)
{
  /* The heuristic beats the random heuristic as either player. */
  QdKcellAgent a = { QD_KCELL_AGENT_HEURISTIC, 12 };
  QdKcellAgent b = { QD_KCELL_AGENT_RANDOM_HEURISTIC, 1 };
  g_autoptr(QdKcellMatch) match = NULL;
  g_autofree char *table = NULL;
  g_autofree char *csv = NULL;

  qd_kcell_rules_init (&rules, 15, 3, NULL);
  match = qd_kcell_match_new (&rules, &a, &b, 20, 1);
  qd_kcell_match_run (match, NULL, NULL, NULL, NULL);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpuint (match->rows[i].games, ==, 20);
      g_assert_cmpuint (match->rows[i].wins + match->rows[i].draws + match->rows[i].losses, ==, 20);
      g_assert_cmpuint (match->rows[i].wins, >=, 14);
      g_assert_nonnull (match->rows[i].sample);
    }
  table = qd_kcell_match_format_table (match);
  g_assert_nonnull (strstr (table, "A typical game"));
  csv = qd_kcell_match_to_csv (match);
  g_assert_true (g_str_has_prefix (csv, "agent_a,agent_b,cells,stones,a_side,games"));

  /* On 3 threads (issue 36): the same games, told in the same order. */
  {
    g_autoptr(QdKcellMatch) threaded = qd_kcell_match_new (&rules, &a, &b, 20, 1);

    threaded->threads = 3;
    qd_kcell_match_run (threaded, NULL, NULL, NULL, NULL);
    g_assert_cmpuint (threaded->played->len, ==, match->played->len);
    for (guint i = 0; i < match->played->len; i++)
      {
        const QdKcellMatchGame *x = &g_array_index (match->played, QdKcellMatchGame, i);
        const QdKcellMatchGame *y = &g_array_index (threaded->played, QdKcellMatchGame, i);

        g_assert_cmpuint (y->index, ==, x->index);
        g_assert_cmpint (y->result, ==, x->result);
        g_assert_cmpuint (y->nodes_a, ==, x->nodes_a);
        g_assert_cmpmem (y->moves, y->n_moves, x->moves, x->n_moves);
      }
  }
}

static void
test_sizes_report (void)
{
  /* A budget in nodes, not in time, so the table is the same on a loaded
   * machine and under the sanitizers (the times are the benchmark's).  With
   * one stone each the game tree is a path, so every board fits. */
  static const QdKcellAgentKind kinds[] = { QD_KCELL_AGENT_MINIMAX, QD_KCELL_AGENT_ALPHABETA };
  g_autoptr(QdKcellSizes) sizes = qd_kcell_sizes_new (kinds, 2, 2, 0);
  g_autoptr(GArray) rows = NULL;
  const QdKcellSizeRow *mm2 = NULL, *ab2 = NULL;

  sizes->max_nodes = NODE_BUDGET;
  qd_kcell_sizes_run (sizes, NULL, NULL, NULL, NULL);
  g_assert_false (sizes->stopped);
  rows = qd_kcell_sizes_rows (sizes);
  for (guint i = 0; i < rows->len; i++)
    {
      const QdKcellSizeRow *r = &g_array_index (rows, QdKcellSizeRow, i);

      if (r->stones == 1)
        g_assert_cmpuint (r->cells, ==, QD_KCELL_MAX_CELLS);
      if (r->stones == 2)
        *(r->kind == QD_KCELL_AGENT_MINIMAX ? &mm2 : &ab2) = r;
      /* The first move of the largest board fits the budget. */
      g_assert_cmpuint (r->nodes, <=, NODE_BUDGET);
    }
  g_assert_nonnull (mm2);
  g_assert_nonnull (ab2);
  /* Alpha-beta reaches a larger board than minimax with the same budget. */
  g_assert_cmpuint (ab2->cells, >, mm2->cells);
}

static void
test_stop (void)
{
  static const QdKcellAgentKind kinds[] = { QD_KCELL_AGENT_MINIMAX };
  gint stop = 1;
  gboolean stopped;
  g_autoptr(GArray) rows = qd_kcell_experiment_sizes (kinds, 1, 3, 1000000, &stop, NULL, &stopped);

  (void) rows;   /* what was done before the stop, freed */
  g_assert_true (stopped);
}

/* A player's name with a line end (issue 91) is written as one line and
 * read back the same: the saved game replays no move never played. */
static void
test_record_names (void)
{
  const char *name = "program:./a\nmoves 1 2 3";
  g_autoptr(GError) error = NULL;
  g_autoptr(QdKcellGame) game = qd_kcell_game_parse ("cells 7\nstones 2\nplayer1 human\nmoves 2\n", -1, &error);
  g_autoptr(QdKcellGame) again = NULL;
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  g_free (game->agents[1]);
  game->agents[1] = g_strdup (name);
  text = qd_kcell_game_to_string (game);
  g_assert_null (strstr (text, "\nmoves 1 2 3"));
  again = qd_kcell_game_parse (text, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (again->agents[1], ==, name);
  g_assert_cmpuint (again->moves->len, ==, game->moves->len);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kcell/start", test_start);
  g_test_add_func ("/kcell/steps-and-jumps", test_steps_and_jumps);
  g_test_add_func ("/kcell/chain", test_chain);
  g_test_add_func ("/kcell/record-names", test_record_names);
  g_test_add_func ("/kcell/pass", test_pass);
  g_test_add_func ("/kcell/end", test_end);
  g_test_add_func ("/kcell/draw", test_draw);
  g_test_add_func ("/kcell/rules-limits", test_rules_limits);
  g_test_add_func ("/kcell/perft", test_perft);
  g_test_add_func ("/kcell/perfect-play-values", test_perfect_play_values);
  g_test_add_func ("/kcell/alphabeta-equals-minimax", test_alphabeta_equals_minimax);
  g_test_add_func ("/kcell/agents", test_agents);
  g_test_add_func ("/kcell/heuristic", test_heuristic);
  g_test_add_func ("/kcell/random-heuristic-range", test_random_heuristic_range);
  g_test_add_func ("/kcell/saved-game", test_saved_game);
  g_test_add_func ("/kcell/full-game-transcript", test_full_game_transcript);
  g_test_add_func ("/kcell/match", test_match);
  g_test_add_func ("/kcell/sizes-report", test_sizes_report);
  g_test_add_func ("/kcell/stop", test_stop);
  return g_test_run ();
}
