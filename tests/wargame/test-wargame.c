/* test-wargame.c — the war game: boards, rules, searchers, logs.
 *
 * Expected values come from the statement (the blitz illustrations on the
 * Smolensk board, the extended-rule example 35 vs 39.25 and 70 vs 157, the
 * 42,840 leaves at depth 3), from another team's published game logs
 * (tests/wargame/data/results_bjarkehs_fall2013, see SOURCES.md) and from
 * small positions worked by hand (see each case). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/qd-game-engine.h"
#include "problems/wargame/qd-wargame-match.h"
#include "problems/wargame/qd-wargame-sweep.h"
#include "formats.h"
#include "core/qd-random.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (wargame)

static QdWargameBoard *
load_board (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;
  QdWargameBoard *board;

  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  board = qd_wargame_board_parse (text, (gssize) length, &error);
  g_assert_no_error (error);
  return board;
}

static guint
sq (const char *name)
{
  guint s = 0;

  g_assert_true (qd_wargame_square_parse (6, name, &s));
  return s;
}

static guint
sq3 (const char *name)
{
  guint s = 0;

  g_assert_true (qd_wargame_square_parse (3, name, &s));
  return s;
}

static void
assert_parse_error (const char *text, const char *needle)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdWargameBoard) board = qd_wargame_board_parse (text, -1, &error);

  g_assert_null (board);
  g_assert_error (error, QD_WARGAME_ERROR, error->code);
  if (strstr (error->message, needle) == NULL)
    g_error ("parsing %s: got “%s”, expected “%s”", text, error->message, needle);
}

static void
test_board_parse (void)
{
  g_autoptr(QdWargameBoard) keren = load_board ("Keren.txt");
  g_autoptr(QdWargameBoard) smolensk = load_board ("Smolensk.txt");
  g_autoptr(GError) error = NULL;
  g_autoptr(QdWargameBoard) spaces = qd_wargame_board_parse ("1 -2\n 3   4", -1, &error);
  g_autofree char *text = NULL;
  g_autoptr(QdWargameBoard) again = NULL;

  g_assert_cmpuint (keren->size, ==, 6);
  g_assert_cmpint (qd_wargame_board_total (keren), ==, 36);
  g_assert_cmpint (qd_wargame_board_total (smolensk), ==, 1653);
  g_assert_cmpint (smolensk->values[sq ("C3")], ==, 39);    /* the statement's oil wells */
  g_assert_no_error (error);
  g_assert_cmpuint (spaces->size, ==, 2);
  g_assert_cmpint (spaces->values[1], ==, -2);
  g_assert_cmpint (qd_wargame_board_total (spaces), ==, 6);

  text = qd_wargame_board_to_string (smolensk);
  again = qd_wargame_board_parse (text, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (again->values, 36 * sizeof (gint), smolensk->values, 36 * sizeof (gint));

  assert_parse_error ("1 2\n3 x\n", "line 2: “x” is not a whole number");
  assert_parse_error ("1 2 3\n1 2 3\n1 2\n", "line 3: 2 value(s) where the first row has 3");
  assert_parse_error ("1 2\n3 4\n5 6\n", "line 3: more than 2 rows");
  assert_parse_error ("1 2 3\n1 2 3\n", "line 2: 2 row(s) on a board 3 wide");
  assert_parse_error ("7\n", "line 1: 1 value(s): boards are 2x2 to 12x12");
  assert_parse_error ("1 1 1 1 1 1 1 1 1 1 1 1 1\n", "line 1: more than 12 values");
  assert_parse_error ("", "line 1: the board is empty");
  assert_parse_error ("1 2\n\n3 4\n", "line 3: a blank line inside the board");
  assert_parse_error ("1 10000\n1 1\n", "line 1: value 10000 is out of range");
  assert_parse_error ("1 2\r\n3 \xff\r\n", "not UTF-8");
}

static void
test_board_random (void)
{
  g_autoptr(QdWargameBoard) a = qd_wargame_board_new_random (7, -5, 50, 42);
  g_autoptr(QdWargameBoard) b = qd_wargame_board_new_random (7, -5, 50, 42);
  g_autoptr(QdWargameBoard) c = qd_wargame_board_new_random (7, -5, 50, 43);

  g_assert_cmpmem (a->values, sizeof a->values, b->values, sizeof b->values);
  g_assert_false (memcmp (a->values, c->values, sizeof a->values) == 0);
  for (guint i = 0; i < 49; i++)
    g_assert_true (a->values[i] >= -5 && a->values[i] <= 50);
}

static void
test_square_names (void)
{
  char buf[4];
  guint s;

  g_assert_cmpuint (sq ("A1"), ==, 0);
  g_assert_cmpuint (sq ("C3"), ==, 14);
  g_assert_cmpuint (sq ("f6"), ==, 35);
  g_assert_cmpstr (qd_wargame_square_name (6, 14, buf), ==, "C3");
  g_assert_cmpstr (qd_wargame_square_name (12, 143, buf), ==, "L12");
  g_assert_true (qd_wargame_square_parse (12, "L12", &s) && s == 143);
  g_assert_false (qd_wargame_square_parse (6, "G1", &s));
  g_assert_false (qd_wargame_square_parse (6, "A7", &s));
  g_assert_false (qd_wargame_square_parse (6, "A0", &s));
  g_assert_false (qd_wargame_square_parse (6, "3C", &s));
}

/* Plays `squares` (space-separated names) alternately from blue. */
static QdWargameRecord *
play_squares (QdWargameRules *rules, const char *squares)
{
  QdWargameRecord *record = qd_wargame_record_new (rules);
  g_auto(GStrv) names = g_strsplit (squares, " ", -1);

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      guint s;

      g_assert_true (qd_wargame_square_parse (rules->board.size, names[i], &s));
      g_assert_true (qd_wargame_record_play (record, s, NULL, &error));
      g_assert_no_error (error);
    }
  return record;
}

/* The statement's position before green's blitz D4 -> D3 on Smolensk: blue
 * holds D1, C2, D2, E2 (66 + 50 + 8 + 33 = 157), green C4, D4 (43 + 3 = 46).
 * Blue drops D1, C2, E2 then blitzes D2; green drops C4 then blitzes D4;
 * green's two other moves go to far corners... which would change the
 * scores, so the position is built by setting bits directly. */
static void
smolensk_position (QdWargameRules *rules, QdWargameState *state)
{
  const char *blue[] = { "D1", "C2", "D2", "E2" };
  const char *green[] = { "C4", "D4" };

  qd_wargame_state_init (rules, state);
  for (guint i = 0; i < G_N_ELEMENTS (blue); i++)
    {
      state->to_move = QD_WARGAME_BLUE;
      state->chance = FALSE;
      qd_wargame_apply (rules, state, sq (blue[i]), state);
    }
  for (guint i = 0; i < G_N_ELEMENTS (green); i++)
    {
      state->to_move = QD_WARGAME_GREEN;
      qd_wargame_apply (rules, state, sq (green[i]), state);
    }
  state->to_move = QD_WARGAME_GREEN;
  g_assert_cmpint (state->score[QD_WARGAME_BLUE], ==, 157);
  g_assert_cmpint (state->score[QD_WARGAME_GREEN], ==, 46);
}

static void
test_rules_statement_blitz (void)
{
  g_autoptr(QdWargameBoard) board = load_board ("Smolensk.txt");
  QdWargameRules *rules = qd_wargame_rules_new (board, QD_WARGAME_RULES_CLASSIC, 0, 1);
  QdWargameState s, after, c3;
  guint8 moves[36];

  smolensk_position (rules, &s);
  g_assert_true (qd_wargame_is_blitz (rules, &s, sq ("D3")));
  g_assert_true (qd_wargame_is_blitz (rules, &s, sq ("E4")));
  g_assert_false (qd_wargame_is_blitz (rules, &s, sq ("A6")));
  g_assert_cmpuint (qd_wargame_legal_moves (rules, &s, moves), ==, 30);
  qd_wargame_apply (rules, &s, sq ("D3"), &after);
  /* "the score before the blitz was green 46 : blue 157 but afterwards is green 113 : blue 149" */
  g_assert_cmpint (after.score[QD_WARGAME_GREEN], ==, 113);
  g_assert_cmpint (after.score[QD_WARGAME_BLUE], ==, 149);
  g_assert_cmpint (qd_wargame_state_owner (&after, sq ("D2")), ==, QD_WARGAME_GREEN);
  g_assert_cmpint (after.to_move, ==, QD_WARGAME_BLUE);

  /* The other illustration: blue blitzes C3 from C2, conquering D3 and C4;
   * then only D4 can blitz for green (D2 has no empty neighbour). */
  qd_wargame_apply (rules, &after, sq ("C3"), &c3);
  g_assert_cmpint (qd_wargame_state_owner (&c3, sq ("D3")), ==, QD_WARGAME_BLUE);
  g_assert_cmpint (qd_wargame_state_owner (&c3, sq ("C4")), ==, QD_WARGAME_BLUE);
  g_assert_cmpint (qd_wargame_state_owner (&c3, sq ("D2")), ==, QD_WARGAME_GREEN);
  for (guint i = 0; i < 36; i++)
    if (qd_wargame_state_owner (&c3, i) == QD_WARGAME_EMPTY)
      g_assert_cmpint (qd_wargame_is_blitz (rules, &c3, i), ==, i == sq ("E4") || i == sq ("D5"));
  g_assert_cmpint (c3.score[0] + c3.score[1], ==, 157 + 46 + 59 + 39);
  qd_wargame_rules_unref (rules);
}

static void
test_rules_drop_blitz (void)
{
  /* 3x3, values 1..9 (A1 = 1 … C3 = 9), worked by hand. */
  g_autoptr(QdWargameBoard) board = qd_wargame_board_parse ("1 2 3\n4 5 6\n7 8 9\n", -1, NULL);
  QdWargameRules *rules = qd_wargame_rules_new (board, QD_WARGAME_RULES_CLASSIC, 0, 1);
  /* blue A1 (drop), green B1 (drop: green owns nothing next to it), blue A2
   * (blitz from A1: conquers nothing, B1 is not next to A2), green B2 (blitz
   * from B1: conquers A2), blue C1?  C1 touches B1 (green) and nothing blue:
   * a drop. */
  g_autoptr(QdWargameRecord) rec = play_squares (rules, "A1 B1 A2 B2 C1");
  const QdWargameState *s = qd_wargame_record_state (rec);

  g_assert_false (qd_wargame_record_move (rec, 0)->blitz);
  g_assert_false (qd_wargame_record_move (rec, 1)->blitz);
  g_assert_true (qd_wargame_record_move (rec, 2)->blitz);
  g_assert_true (qd_wargame_record_move (rec, 3)->blitz);
  g_assert_false (qd_wargame_record_move (rec, 4)->blitz);
  g_assert_true (qd_wargame_bits_test (&qd_wargame_record_move (rec, 3)->conquered, sq3 ("A2")));
  /* blue A1 + C1 = 1 + 3; green B1 + A2 + B2 = 2 + 4 + 5. */
  g_assert_cmpint (s->score[QD_WARGAME_BLUE], ==, 4);
  g_assert_cmpint (s->score[QD_WARGAME_GREEN], ==, 11);
  g_assert_cmpuint (s->units[QD_WARGAME_BLUE], ==, 2);
  g_assert_cmpuint (s->units[QD_WARGAME_GREEN], ==, 3);
  g_assert_cmpint (s->to_move, ==, QD_WARGAME_GREEN);
  g_assert_false (qd_wargame_record_is_over (rec));

  /* green C2 blitzes (from B2) and takes C1 and... C1 only (C3 is empty). */
  {
    g_autoptr(GError) error = NULL;

    g_assert_true (qd_wargame_record_play (rec, 5, NULL, &error));
    s = qd_wargame_record_state (rec);
    g_assert_cmpint (qd_wargame_state_owner (s, sq3 ("C1")), ==, QD_WARGAME_GREEN);
    g_assert_cmpint (s->score[QD_WARGAME_BLUE], ==, 1);
    g_assert_false (qd_wargame_record_play (rec, 5, NULL, &error));
    g_assert_error (error, QD_WARGAME_ERROR, QD_WARGAME_ERROR_MOVE);
  }
  /* The game ends when the board is full; undo goes back. */
  {
    g_autoptr(QdWargameRecord) full = play_squares (rules, "A1 B1 A2 B2 C1 C2 A3 B3 C3");
    const QdWargameState *f = qd_wargame_record_state (full);

    g_assert_true (qd_wargame_record_is_over (full));
    g_assert_cmpint (f->score[0] + f->score[1], ==, 45);
    g_assert_true (qd_wargame_record_undo (full));
    g_assert_false (qd_wargame_record_is_over (full));
    g_assert_cmpuint (qd_wargame_record_n_moves (full), ==, 8);
  }
  qd_wargame_rules_unref (rules);
}

static void
test_rules_extended_example (void)
{
  g_autoptr(QdWargameBoard) board = load_board ("Smolensk.txt");
  QdWargameRules *battle = qd_wargame_rules_new (board, QD_WARGAME_RULES_BATTLE, 0, 1);
  QdWargameRules *duel = qd_wargame_rules_new (board, QD_WARGAME_RULES_DUEL, 0, 1);
  QdWargameState s, after;
  QdWargameFight fights[4];

  smolensk_position (battle, &s);
  g_assert_cmpuint (qd_wargame_fights (battle, &s, sq ("D3"), fights), ==, 1);
  g_assert_cmpuint (fights[0].contested, ==, sq ("D2"));
  g_assert_cmpuint (fights[0].attackers, ==, 2);
  g_assert_cmpuint (fights[0].defenders, ==, 4);
  g_assert_cmpfloat_with_epsilon (fights[0].attack, 70, 1e-9);
  g_assert_cmpfloat_with_epsilon (fights[0].defence, 157, 1e-9);
  g_assert_false (fights[0].won);
  qd_wargame_apply (battle, &s, sq ("D3"), &after);
  g_assert_cmpint (after.score[QD_WARGAME_GREEN], ==, 105);
  g_assert_cmpint (after.score[QD_WARGAME_BLUE], ==, 157);
  g_assert_cmpfloat_with_epsilon (qd_wargame_strength (battle, &after, QD_WARGAME_GREEN), 35, 1e-9);
  g_assert_cmpfloat_with_epsilon (qd_wargame_strength (battle, &after, QD_WARGAME_BLUE), 39.25, 1e-9);

  smolensk_position (duel, &s);
  g_assert_cmpuint (qd_wargame_fights (duel, &s, sq ("D3"), fights), ==, 1);
  g_assert_cmpfloat_with_epsilon (fights[0].attack, 35, 1e-9);
  g_assert_cmpfloat_with_epsilon (fights[0].defence, 39.25, 1e-9);
  g_assert_false (fights[0].won);
  qd_wargame_rules_unref (battle);
  qd_wargame_rules_unref (duel);
}

static void
test_rules_battle_won_and_attrition (void)
{
  /* 2x3: 10 1 1 / 1 1 1 (A1 = 10).  Blue A1 (10), green B2, blue A2 blitz:
   * B2 is not next to A2?  It is (A2's right neighbour).  Blue: A1, A2 =
   * 11 / 2 = 5.5, attackers A2 + A1 = 2 -> 11; green: B2 = 1 / 1, defenders
   * B2 alone -> 1.  Blue wins B2. */
  g_autoptr(QdWargameBoard) board = qd_wargame_board_parse ("10 1 1\n1 1 1\n1 1 1\n", -1, NULL);
  QdWargameRules *battle = qd_wargame_rules_new (board, QD_WARGAME_RULES_BATTLE, 0, 1);
  QdWargameRules *attr = qd_wargame_rules_new (board, QD_WARGAME_RULES_ATTRITION, 0.5, 1);
  g_autoptr(QdWargameRecord) rec = play_squares (battle, "A1 B2 A2");
  const QdWargameState *s = qd_wargame_record_state (rec);
  QdWargameState a;

  g_assert_cmpint (qd_wargame_state_owner (s, sq3 ("B2")), ==, QD_WARGAME_BLUE);
  g_assert_cmpint (s->score[QD_WARGAME_BLUE], ==, 12);

  /* Attrition 0.5: blue takes A1 at ply 0; green drops C3 (1), blue drops C1
   * (1), green drops A3 (1): at ply 4 A1 is 2 rounds old, worth 10 * 0.25. */
  qd_wargame_state_init (attr, &a);
  qd_wargame_apply (attr, &a, 0, &a);            /* blue A1, ply 0 */
  qd_wargame_apply (attr, &a, 8, &a);            /* green C3, ply 1 */
  qd_wargame_apply (attr, &a, 2, &a);            /* blue C1, ply 2 */
  qd_wargame_apply (attr, &a, 6, &a);            /* green A3, ply 3 */
  qd_wargame_apply (attr, &a, 4, &a);            /* blue B2 (drop), ply 4 */
  /* Blue's units: A1 (age 2 rounds: 2.5), C1 (age 1: 0.5), B2 (age 0: 1). */
  g_assert_cmpfloat_with_epsilon (qd_wargame_strength (attr, &a, QD_WARGAME_BLUE), (2.5 + 0.5 + 1) / 3, 1e-9);
  g_assert_cmpint (a.score[QD_WARGAME_BLUE], ==, 12);
  qd_wargame_rules_unref (battle);
  qd_wargame_rules_unref (attr);
}

static void
test_perft (void)
{
  g_autoptr(QdWargameBoard) board = load_board ("Smolensk.txt");
  QdWargameRules *rules = qd_wargame_rules_new (board, QD_WARGAME_RULES_CLASSIC, 0, 1);
  QdWargameRules *coin = qd_wargame_rules_new (board, QD_WARGAME_RULES_CLASSIC, 0, 0.5);
  QdWargameState s;

  qd_wargame_state_init (rules, &s);
  g_assert_cmpuint (qd_wargame_perft (rules, &s, 1), ==, 36);
  g_assert_cmpuint (qd_wargame_perft (rules, &s, 2), ==, 36 * 35);
  g_assert_cmpuint (qd_wargame_perft (rules, &s, 3), ==, 42840);      /* the statement's figure */
  /* The coin only adds chance plies after conquests: two plies never conquer. */
  g_assert_cmpuint (qd_wargame_perft (coin, &s, 2), ==, 36 * 35);
  qd_wargame_rules_unref (rules);
  qd_wargame_rules_unref (coin);
}

/* A random position: `moves` random squares played on a random board. */
static QdWargameRules *
random_position (GRand *rand, QdWargameRuleSet set, double coin, QdWargameState *s)
{
  guint size = (guint) g_rand_int_range (rand, 3, 7);
  g_autoptr(QdWargameBoard) board = qd_wargame_board_new_random (size, -10, 99, g_rand_int (rand));
  QdWargameRules *rules = qd_wargame_rules_new (board, set, 0.2, coin);
  guint moves = (guint) g_rand_int_range (rand, 0, (gint) (size * size / 2));
  guint8 squares[QD_WARGAME_MAX_SQUARES];

  qd_wargame_state_init (rules, s);
  for (guint i = 0; i < moves; i++)
    {
      guint n = qd_wargame_legal_moves (rules, s, squares);

      qd_wargame_apply (rules, s, squares[g_rand_int_range (rand, 0, (gint) n)], s);
      if (s->chance)
        qd_wargame_apply_outcome (rules, s, g_rand_int_range (rand, 0, (gint) qd_wargame_n_outcomes (s)), s);
    }
  return rules;
}

static void
test_minimax_equals_alphabeta (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (6);
  guint64 mm_nodes = 0, ab_nodes = 0;

  for (guint t = 0; t < 40; t++)
    {
      QdWargameState s;
      QdWargameRules *rules = random_position (rand, t % 4, t % 5 == 4 ? 0.7 : 1.0, &s);
      QdGame plain, ordered;
      QdGameSearchOptions options;
      QdGameSearchResult mm, ab;

      qd_wargame_game_init (&plain, rules, FALSE);
      qd_wargame_game_init (&ordered, rules, TRUE);
      qd_game_search_options_init (&options);
      options.depth = 3;
      options.algorithm = QD_GAME_SEARCH_MINIMAX;
      qd_game_search (&plain, &s, &options, &mm);
      options.algorithm = QD_GAME_SEARCH_ALPHABETA;
      qd_game_search (&ordered, &s, &options, &ab);
      g_assert_cmpfloat_with_epsilon (mm.value, ab.value, 1e-6);
      g_assert_cmpuint (ab.nodes, <=, mm.nodes);
      mm_nodes += mm.nodes;
      ab_nodes += ab.nodes;
      qd_wargame_rules_unref (rules);
    }
  g_test_message ("minimax %" G_GUINT64_FORMAT " nodes, alpha-beta %" G_GUINT64_FORMAT, mm_nodes, ab_nodes);
  /* "Far fewer": at depth 3 ordered alpha-beta visits well under a third. */
  g_assert_cmpuint (ab_nodes * 3, <, mm_nodes);
}

static void
test_engine_agrees (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  for (guint t = 0; t < 30; t++)
    {
      QdWargameState s;
      QdWargameRules *rules = random_position (rand, t % 4, 1.0, &s);
      QdGame game;
      QdGameSearchOptions options;
      QdGameSearchResult ab;
      QdEngineOptions eo;
      QdEngineResult er;
      g_autoptr(QdEngine) engine = NULL;
      guint depth = 1 + t % 4;

      qd_wargame_game_init (&game, rules, TRUE);
      engine = qd_engine_new (&game, 1);
      qd_game_search_options_init (&options);
      options.depth = depth;
      qd_game_search (&game, &s, &options, &ab);
      qd_engine_options_init (&eo);
      eo.max_depth = depth;
      qd_engine_search (engine, &s, &eo, &er);
      g_assert_cmpfloat_with_epsilon (er.value, ab.value, 1e-6);
      if (!er.exact)
        g_assert_cmpuint (er.depth, ==, depth);
      g_assert_cmpuint (er.pv_length, >=, 1);
      g_assert_cmpuint (er.pv[0], ==, er.best_move);
      /* Again with the table full of the first search: the deepening must not
       * take the table's values for the end of the game. */
      {
        QdEngineResult again;

        qd_engine_search (engine, &s, &eo, &again);
        g_assert_cmpfloat_with_epsilon (again.value, ab.value, 1e-6);
        g_assert_cmpuint (again.depth, ==, er.depth);
        g_assert_cmpint (again.exact, ==, er.exact);
        g_assert_cmpuint (again.nodes, <=, er.nodes);
      }
      qd_wargame_rules_unref (rules);
    }
}

/* Expectiminimax: near the end both searchers see the whole tree, where the
 * plain search's chance plies and the engine's agree. */
static void
test_engine_expectiminimax (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (8);

  for (guint t = 0; t < 20; t++)
    {
      g_autoptr(QdWargameBoard) board = qd_wargame_board_new_random (4, 1, 20, t);
      QdWargameRules *rules = qd_wargame_rules_new (board, t % 2 ? QD_WARGAME_RULES_BATTLE : QD_WARGAME_RULES_CLASSIC, 0, 0.6);
      QdWargameState s;
      guint8 squares[16];
      QdGame game;
      QdGameSearchOptions options;
      QdGameSearchResult full;
      QdEngineOptions eo;
      QdEngineResult er;
      g_autoptr(QdEngine) engine = NULL;

      qd_wargame_state_init (rules, &s);
      for (guint i = 0; i < 9; i++)
        {
          guint n = qd_wargame_legal_moves (rules, &s, squares);

          qd_wargame_apply (rules, &s, squares[g_rand_int_range (rand, 0, (gint) n)], &s);
          if (s.chance)
            qd_wargame_apply_outcome (rules, &s, qd_wargame_n_outcomes (&s) - 1, &s);
        }
      qd_wargame_game_init (&game, rules, TRUE);
      engine = qd_engine_new (&game, 1);
      qd_game_search_options_init (&options);
      qd_game_search (&game, &s, &options, &full);
      qd_engine_options_init (&eo);
      qd_engine_search (engine, &s, &eo, &er);
      g_assert_true (er.exact);
      g_assert_cmpfloat_with_epsilon (er.value, full.value, 1e-6);
      qd_wargame_rules_unref (rules);
    }
}

/* A cleared engine searches as a new one (same nodes, table hits, value and
 * line) with the table still full of the other position's entries (the
 * second position is a node of the first's tree), also after its generation
 * counter wrapped around (300 clears); and an agent reset for the next move
 * thinks as a new agent. */
static void
assert_same_search (const QdEngineResult *a, const QdEngineResult *b)
{
  g_assert_cmpuint (a->nodes, ==, b->nodes);
  g_assert_cmpuint (a->tt_hits, ==, b->tt_hits);
  g_assert_cmpuint (a->depth, ==, b->depth);
  g_assert_cmpfloat (a->value, ==, b->value);
  g_assert_cmpuint (a->best_move, ==, b->best_move);
  g_assert_cmpuint (a->pv_length, ==, b->pv_length);
  g_assert_cmpmem (a->pv, a->pv_length * sizeof (QdMove), b->pv, b->pv_length * sizeof (QdMove));
}

static void
test_engine_clear (void)
{
  g_autoptr(QdWargameBoard) board = load_board ("Smolensk.txt");
  QdWargameRules *rules = qd_wargame_rules_new (board, QD_WARGAME_RULES_CLASSIC, 0, 1);
  g_autoptr(QdWargameRecord) first = play_squares (rules, "B1 A1");
  g_autoptr(QdWargameRecord) second = play_squares (rules, "B1 A1 C1 A2");
  QdWargameState positions[2];
  QdEngineResult fresh[2], again;
  QdEngineOptions eo;
  QdGame game;
  g_autoptr(QdEngine) used = NULL;
  QdWargameAgentSpec spec = { QD_WARGAME_AGENT_RANDOM, 0, 0 };
  QdWargameThought t1, t2;

  positions[0] = *qd_wargame_record_state (first);
  positions[1] = *qd_wargame_record_state (second);
  qd_wargame_game_init (&game, rules, TRUE);
  qd_engine_options_init (&eo);
  eo.max_depth = 4;
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(QdEngine) engine = qd_engine_new (&game, 1);

      qd_engine_search (engine, &positions[i], &eo, &fresh[i]);
    }
  /* Uncleared, the first search's table changes the second's. */
  used = qd_engine_new (&game, 1);
  qd_engine_search (used, &positions[0], &eo, &again);
  qd_engine_search (used, &positions[1], &eo, &again);
  g_assert_cmpuint (again.nodes, !=, fresh[1].nodes);
  for (guint round = 0; round < 300; round++)
    {
      guint i = round == 100 || round == 299;

      qd_engine_clear (used);
      /* The 1st and the 256th clear give the same generation: the
       * wrap-around must have swept the 1st one's entries away. */
      if (round == 0 || round == 255 || i)
        {
          qd_engine_search (used, &positions[i], &eo, &again);
          assert_same_search (&again, &fresh[i]);
        }
    }

  {
    g_autoptr(QdWargameAgent) kept = qd_wargame_agent_new (rules, &spec, 1);
    g_autoptr(QdWargameAgent) made = qd_wargame_agent_new (rules, &spec, 7);

    g_assert_true (qd_wargame_agent_think (kept, &positions[1], NULL, NULL, &t1));
    qd_wargame_agent_reset (kept, &spec, 7);
    g_assert_true (qd_wargame_agent_think (kept, &positions[0], NULL, NULL, &t1));
    g_assert_true (qd_wargame_agent_think (made, &positions[0], NULL, NULL, &t2));
    g_assert_cmpuint (t1.square, ==, t2.square);
  }
  qd_wargame_rules_unref (rules);
}

static void
test_outcome_probabilities (void)
{
  g_autoptr(QdWargameBoard) board = load_board ("Smolensk.txt");
  QdWargameRules *rules = qd_wargame_rules_new (board, QD_WARGAME_RULES_CLASSIC, 0, 0.3);
  /* Blue B1, green A1, blue C1, green A2 (blitz from A1, conquering
   * nothing); blue B2 then blitzes from B1 with A2 (green) at stake. */
  g_autoptr(QdWargameRecord) rec = play_squares (rules, "B1 A1 C1 A2 B2");
  const QdWargameState *s = qd_wargame_record_state (rec);
  QdWargameState child, chance;
  double total = 0;

  /* play () without a GRand lets every conquest succeed. */
  g_assert_cmpint (qd_wargame_state_owner (s, sq ("A2")), ==, QD_WARGAME_BLUE);
  qd_wargame_record_undo (rec);
  s = qd_wargame_record_state (rec);
  qd_wargame_apply (rules, s, sq ("B2"), &chance);
  g_assert_true (chance.chance);
  g_assert_cmpuint (qd_wargame_n_outcomes (&chance), ==, 2);
  for (guint o = 0; o < 2; o++)
    total += qd_wargame_outcome_probability (rules, &chance, o);
  g_assert_cmpfloat_with_epsilon (total, 1, 1e-12);
  g_assert_cmpfloat_with_epsilon (qd_wargame_outcome_probability (rules, &chance, 1), 0.3, 1e-12);
  qd_wargame_apply_outcome (rules, &chance, 0, &child);
  g_assert_cmpint (qd_wargame_state_owner (&child, sq ("A2")), ==, QD_WARGAME_GREEN);
  g_assert_false (child.chance);
  g_assert_cmpint (child.to_move, ==, QD_WARGAME_GREEN);
  qd_wargame_rules_unref (rules);
}

static gboolean
scores_sum_to_total (const QdWargameRules *rules, const QdWargameState *s)
{
  return s->score[0] + s->score[1] == rules->total;
}

static void
test_match_and_log_replay (void)
{
  const char *boards[] = { "Keren.txt", "Narvik.txt", "Westerplatte.txt" };

  for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
    for (guint coin = 0; coin < 2; coin++)
      {
        g_autoptr(QdWargameBoard) board = load_board (boards[b]);
        QdWargameRules *rules = qd_wargame_rules_new (board, b == 1 ? QD_WARGAME_RULES_BATTLE : QD_WARGAME_RULES_CLASSIC, 0,
                                              coin ? 0.5 : 1.0);
        QdWargameMatchSetup setup;
        g_autoptr(QdWargameMatchResult) result = NULL;
        g_autoptr(QdWargameRecord) replay = NULL;
        g_autoptr(GError) error = NULL;
        g_autofree char *log = NULL;
        g_autofree char *again = NULL;
        const QdWargameState *a, *r;

        qd_wargame_match_setup_init (&setup);
        setup.agents[0].kind = QD_WARGAME_AGENT_ALPHABETA;
        setup.agents[0].depth = 2;
        setup.agents[1].kind = QD_WARGAME_AGENT_RANDOM;
        setup.seed = 11 + b;
        result = qd_wargame_match_play (rules, &setup);
        g_assert_false (result->stopped);
        g_assert_cmpuint (result->moves[0] + result->moves[1], ==, 36);
        a = qd_wargame_record_state (result->record);
        g_assert_true (scores_sum_to_total (rules, a));
        log = qd_wargame_record_to_log (result->record);
        g_assert_true (g_str_has_prefix (log, "blue drop "));
        replay = qd_wargame_record_from_log (rules, log, -1, &error);
        g_assert_no_error (error);
        r = qd_wargame_record_state (replay);
        g_assert_cmpint (r->score[0], ==, a->score[0]);
        g_assert_cmpint (r->score[1], ==, a->score[1]);
        g_assert_cmpmem (&r->own, sizeof r->own, &a->own, sizeof a->own);
        again = qd_wargame_record_to_log (replay);
        g_assert_cmpstr (again, ==, log);
        qd_wargame_rules_unref (rules);
      }
}

static void
test_log_errors (void)
{
  g_autoptr(QdWargameBoard) board = load_board ("Keren.txt");
  QdWargameRules *rules = qd_wargame_rules_new (board, QD_WARGAME_RULES_CLASSIC, 0, 1);
  struct { const char *log; const char *needle; } cases[] = {
    { "blue drop A1\ngreen drop A1\n", "line 2: A1 is taken already" },
    { "blue drop A1\nblue drop C3\n", "line 2: it is green's turn" },
    { "blue drop A1\n\ngreen blitz C3\n", "line 3: blitz at C3 is a drop under the rules" },
    { "blue drop A1\ngreen drop B1\nblue drop A2\n", "line 3: drop at A2 is a blitz" },
    { "blue drop Z9\n", "line 1: “Z9” is not a square of a 6x6 board" },
    { "# comment\nblue jumps A1\n", "line 2: expected" },
    { "blue drop A1\nfinal blue 1 green 0\n", "line 2: the game is not over after 1 moves" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QdWargameRecord) rec = qd_wargame_record_from_log (rules, cases[i].log, -1, &error);

      g_assert_null (rec);
      g_assert_nonnull (error);
      if (strstr (error->message, cases[i].needle) == NULL)
        g_error ("log %u: got “%s”, expected “%s”", i, error->message, cases[i].needle);
    }
  qd_wargame_rules_unref (rules);
}

/* Another team's logs (Fall 2013): their moves, replayed under our rules, give
 * their final scores, and every final score sums to the board total. */
static void
test_published_logs (void)
{
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "data", "results_bjarkehs_fall2013", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint files = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autofree char *text = NULL;
      g_autofree char *board_name = g_strndup (name, strcspn (name, "-"));
      g_autofree char *board_file = g_strconcat (board_name, ".txt", NULL);
      g_autoptr(QdWargameBoard) board = load_board (board_file);
      QdWargameRules *rules = qd_wargame_rules_new (board, QD_WARGAME_RULES_CLASSIC, 0, 1);
      g_autoptr(QdWargameRecord) rec = qd_wargame_record_new (rules);
      g_auto(GStrv) lines = NULL;
      gint blue = -1, green = -1;
      const QdWargameState *s;

      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      lines = g_strsplit (text, "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        {
          char who[8], kind[16], square[8];
          guint target;

          if (sscanf (lines[i], "%7[A-Z]: %15[A-Z] %7s", who, kind, square) == 3 &&
              (strcmp (who, "BLUE") == 0 || strcmp (who, "GREEN") == 0))
            {
              s = qd_wargame_record_state (rec);
              g_assert_true (qd_wargame_square_parse (6, square, &target));
              g_assert_cmpint (s->to_move, ==, who[0] == 'B' ? QD_WARGAME_BLUE : QD_WARGAME_GREEN);
              g_assert_cmpint (qd_wargame_is_blitz (rules, s, target), ==, strcmp (kind, "BLITZ") == 0);
              g_assert_true (qd_wargame_record_play (rec, target, NULL, NULL));
            }
          sscanf (lines[i], "Blue: %d, Green: %d", &blue, &green);
        }
      s = qd_wargame_record_state (rec);
      g_assert_true (qd_wargame_record_is_over (rec));
      g_assert_cmpint (s->score[QD_WARGAME_BLUE], ==, blue);
      g_assert_cmpint (s->score[QD_WARGAME_GREEN], ==, green);
      g_assert_true (scores_sum_to_total (rules, s));
      qd_wargame_rules_unref (rules);
      files++;
    }
  g_assert_cmpuint (files, ==, 24);
}

static void
test_shape (void)
{
  /* 4x4; blue A1 B1 A2 (one L group: links A1-B1, A1-A2 -> 4 ends / 3 units)
   * and D4 alone: 2 groups, 4 / 4 = 1 own neighbour per unit. */
  g_autoptr(QdWargameBoard) board = qd_wargame_board_new (4);
  QdWargameRules *rules = qd_wargame_rules_new (board, QD_WARGAME_RULES_CLASSIC, 0, 1);
  QdWargameState s;
  QdWargameShape shape;
  guint blue[] = { 0, 1, 4, 15 };

  qd_wargame_state_init (rules, &s);
  for (guint i = 0; i < G_N_ELEMENTS (blue); i++)
    {
      s.to_move = QD_WARGAME_BLUE;
      qd_wargame_apply (rules, &s, blue[i], &s);
    }
  qd_wargame_shape (rules, &s, QD_WARGAME_BLUE, &shape);
  g_assert_cmpuint (shape.units, ==, 4);
  g_assert_cmpuint (shape.groups, ==, 2);
  g_assert_cmpfloat_with_epsilon (shape.mean_own_neighbours, 1.0, 1e-12);
  qd_wargame_shape (rules, &s, QD_WARGAME_GREEN, &shape);
  g_assert_cmpuint (shape.groups, ==, 0);
  qd_wargame_rules_unref (rules);
}

static void
keep_thought (gpointer user_data, const QdWargameThought *thought)
{
  *(QdWargameThought *) user_data = *thought;
}

static void
test_agents (void)
{
  g_autoptr(QdWargameBoard) board = load_board ("Smolensk.txt");
  QdWargameRules *rules = qd_wargame_rules_new (board, QD_WARGAME_RULES_CLASSIC, 0, 1);
  QdWargameAgentSpec spec;
  g_autoptr(GError) error = NULL;
  QdWargameState s;
  QdWargameThought t;
  QdProgress progress = { 0 };
  gint stop = 0;
  const char *good[] = { "minimax:3", "alphabeta:7", "engine:250", "random", "human" };
  const char *bad[] = { "minimax", "minimax:0", "alphabeta:x", "engine:", "robot", "random:3", "" };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autofree char *back = NULL;

      g_assert_true (qd_wargame_agent_spec_parse (good[i], &spec, &error));
      back = qd_wargame_agent_spec_to_string (&spec);
      g_assert_cmpstr (back, ==, good[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (qd_wargame_agent_spec_parse (bad[i], &spec, &error));
      g_clear_error (&error);
    }

  /* The engine with a budget answers in time, with a principal variation. */
  qd_wargame_state_init (rules, &s);
  g_assert_true (qd_wargame_agent_spec_parse ("engine:200", &spec, NULL));
  {
    g_autoptr(QdWargameAgent) agent = qd_wargame_agent_new (rules, &spec, 1);
    QdWargameThought live = { 0 };

    qd_wargame_agent_set_listener (agent, keep_thought, &live);
    g_assert_true (qd_wargame_agent_think (agent, &s, &stop, &progress, &t));
    g_assert_cmpuint (t.square, <, 36);
    g_assert_cmpuint (t.depth, >=, 3);
    g_assert_cmpuint (t.pv_length, >=, 3);
    g_assert_cmpuint (t.pv[0], ==, t.square);
    g_assert_cmpint (qd_progress_get (&progress.nodes), ==, (gint64) t.nodes);
    g_assert_cmpint (qd_progress_get (&progress.done), ==, t.square + 1);
    /* The listener heard the last completed iteration. */
    g_assert_cmpuint (live.depth, ==, t.depth);
    g_assert_cmpuint (live.square, ==, t.square);
    qd_wargame_agent_set_listener (agent, NULL, NULL);
    /* A raised stop flag still gives a legal move. */
    g_atomic_int_set (&stop, 1);
    g_assert_true (qd_wargame_agent_think (agent, &s, &stop, NULL, &t));
    g_assert_cmpuint (t.square, <, 36);
    g_assert_true (t.stopped);
  }
  /* The best first square by one-move gain is the 99 at A5, the evaluation
   * after it is its 99 minus green's best reply: alpha-beta depth 1 agrees. */
  g_assert_true (qd_wargame_agent_spec_parse ("alphabeta:1", &spec, NULL));
  {
    g_autoptr(QdWargameAgent) agent = qd_wargame_agent_new (rules, &spec, 1);

    g_assert_true (qd_wargame_agent_think (agent, &s, NULL, NULL, &t));
    g_assert_cmpuint (t.square, ==, sq ("A5"));
  }
  g_assert_true (qd_wargame_agent_spec_parse ("human", &spec, NULL));
  {
    g_autoptr(QdWargameAgent) agent = qd_wargame_agent_new (rules, &spec, 1);

    g_assert_false (qd_wargame_agent_think (agent, &s, NULL, NULL, &t));
  }
  qd_wargame_rules_unref (rules);
}

static void
note_game (gpointer data, guint64 index, QdWargameMatchResult *result)
{
  g_array_append_val ((GArray *) data, index);
}

static void
test_reports (void)
{
  g_autoptr(QdWargameBoard) board = qd_wargame_board_new_random (4, 1, 9, 3);
  QdWargameRules *rules = qd_wargame_rules_new (board, QD_WARGAME_RULES_CLASSIC, 0, 1);
  QdWargameMatchSetup setup;
  g_autoptr(GPtrArray) matchups = NULL;
  g_autoptr(GPtrArray) compare = NULL;
  g_autofree char *text = NULL;
  g_autofree char *csv = NULL;
  QdWargameAgentSpec ab = { QD_WARGAME_AGENT_ALPHABETA, 3, 0 };
  g_auto(GStrv) lines = NULL;

  qd_wargame_match_setup_init (&setup);
  matchups = qd_wargame_matchups_run (rules, 2, 3, &setup);
  g_assert_cmpuint (matchups->len, ==, 4);
  g_assert_cmpstr (((QdWargameMatchResult *) matchups->pdata[2])->label, ==, "minimax:2 vs alphabeta:3");
  for (guint i = 0; i < 4; i++)
    {
      QdWargameMatchResult *r = matchups->pdata[i];

      g_assert_true (scores_sum_to_total (rules, qd_wargame_record_state (r->record)));
      g_assert_cmpuint (r->nodes[0], >, 0);
    }
  compare = qd_wargame_compare_rules (board, &ab, 0.1, 0.5, &setup);
  g_assert_cmpuint (compare->len, ==, 5);
  g_assert_cmpstr (((QdWargameMatchResult *) compare->pdata[4])->label, ==, "classic, coin 0.5");
  g_assert_cmpstr (((QdWargameMatchResult *) compare->pdata[3])->label, ==, "attrition 0.1");
  text = qd_wargame_report_text (compare);
  g_assert_nonnull (strstr (text, "b-nbrs"));
  csv = qd_wargame_report_csv (compare);
  lines = g_strsplit (csv, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 7);   /* header, 5 rows, "" */
  g_assert_true (g_str_has_prefix (lines[2], "\"battle\",\"battle\",alphabeta:3,alphabeta:3,"));

  /* The rule comparison on 3 threads (issue 36): the games of one thread,
   * told in order (their raw rows but the times). */
  {
    QdWargameSweepConfig config = { QD_WARGAME_SWEEP_COMPARE };
    g_autoptr(QdWargameSweep) sweep = NULL;
    g_autoptr(GArray) told = g_array_new (FALSE, FALSE, sizeof (guint64));

    config.board = *board;
    config.agent = ab;
    config.attrition = 0.1;
    config.coin = 0.5;
    sweep = qd_wargame_sweep_new (&config);
    g_assert_true (qd_wargame_sweep_play_runs (sweep, NULL, &setup, 3, TRUE, note_game, told));
    g_assert_cmpuint (told->len, ==, 5);
    for (guint i = 0; i < 5; i++)
      {
        g_auto(GStrv) one = qd_wargame_sweep_raw_fields (compare->pdata[i]);
        g_auto(GStrv) three = qd_wargame_sweep_raw_fields (sweep->results[i]);

        g_assert_cmpuint (g_array_index (told, guint64, i), ==, i);
        g_assert_cmpstr (sweep->results[i]->label, ==, ((QdWargameMatchResult *) compare->pdata[i])->label);
        /* blue_score … green_nodes, then the times, then the log */
        for (guint f = 0; f < 4; f++)
          g_assert_cmpstr (three[f], ==, one[f]);
        g_assert_cmpstr (three[6], ==, one[6]);
      }
  }
  qd_wargame_rules_unref (rules);
}

/* Random boards, size x size values, some lines ending in CRLF, read back
 * the same (tests/formats.h). */
static void
test_random_round_trip (void)
{
  guint64 rng = 42;

  for (guint round = 0; round < 200; round++)
    {
      g_autoptr(GString) board = g_string_new (NULL);
      guint size = 2 + (guint) (qd_random_next (&rng) % 11);

      for (guint r = 0; r < size; r++)
        {
          for (guint c = 0; c < size; c++)
            g_string_append_printf (board, "%s%u", c ? "\t" : "", (guint) (1 + qd_random_next (&rng) % 99));
          g_string_append (board, r % 2 ? "\r\n" : "\n");
        }
      qd_test_check_text (qd_wargame_problem.format, board->str, board->len, "a random board", TRUE);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wargame/board/parse", test_board_parse);
  g_test_add_func ("/wargame/board/random", test_board_random);
  g_test_add_func ("/wargame/board/squares", test_square_names);
  g_test_add_func ("/wargame/rules/statement-blitz", test_rules_statement_blitz);
  g_test_add_func ("/wargame/rules/drop-blitz", test_rules_drop_blitz);
  g_test_add_func ("/wargame/rules/extended-example", test_rules_extended_example);
  g_test_add_func ("/wargame/rules/battle-attrition", test_rules_battle_won_and_attrition);
  g_test_add_func ("/wargame/rules/coin", test_outcome_probabilities);
  g_test_add_func ("/wargame/rules/shape", test_shape);
  g_test_add_func ("/wargame/search/perft", test_perft);
  g_test_add_func ("/wargame/search/minimax-equals-alphabeta", test_minimax_equals_alphabeta);
  g_test_add_func ("/wargame/search/engine-agrees", test_engine_agrees);
  g_test_add_func ("/wargame/search/expectiminimax", test_engine_expectiminimax);
  g_test_add_func ("/wargame/search/engine-clear", test_engine_clear);
  g_test_add_func ("/wargame/agents", test_agents);
  g_test_add_func ("/wargame/log/replay", test_match_and_log_replay);
  g_test_add_func ("/wargame/log/errors", test_log_errors);
  g_test_add_func ("/wargame/log/published", test_published_logs);
  g_test_add_func ("/wargame/reports", test_reports);
  g_test_add_func ("/wargame/board/random-round-trip", test_random_round_trip);
  return g_test_run ();
}
