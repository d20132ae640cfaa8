/* test-takestones.c — Take-Stones rules, the statement's evaluator, the
 * searches, the saved-game format and the evaluator report.
 *
 * Expected values are worked by hand from the statement (003, problem 4);
 * each case's comment shows the count the evaluator rule uses. */
#include <gio/gio.h>
#include <math.h>
#include <string.h>

#include "problems/takestones/qd-takestones-experiment.h"
#include "problems/takestones/qd-takestones-record.h"

/* A position after `stones` were taken in order, legal or not (the
 * evaluator cases need positions the first-move rule would not reach). */
static void
position (QdTakestonesPosition *pos, guint n, const guint *stones, guint k)
{
  qd_takestones_position_init (pos, n);
  for (guint i = 0; i < k; i++)
    qd_takestones_take (pos, stones[i]);
}

#define POS(pos, n, ...) \
  G_STMT_START { \
    const guint _s[] = { __VA_ARGS__ }; \
    position (pos, n, _s, G_N_ELEMENTS (_s)); \
  } G_STMT_END

static char *
legal_string (const QdTakestonesPosition *pos)
{
  guint moves[QD_TAKESTONES_MAX];
  guint n = qd_takestones_legal_moves (pos, moves);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, i ? " %u" : "%u", moves[i]);
  return g_string_free (out, FALSE);
}

static void
assert_legal (const QdTakestonesPosition *pos, const char *expected)
{
  g_autofree char *got = legal_string (pos);

  g_assert_cmpstr (got, ==, expected);
}

static void
test_first_moves (void)
{
  QdTakestonesPosition pos;

  /* The statement: n = 7 allows 1 and 3; n = 6 only 1 (3 is not below 3). */
  qd_takestones_position_init (&pos, 7);
  assert_legal (&pos, "1 3");
  qd_takestones_position_init (&pos, 6);
  assert_legal (&pos, "1");
  qd_takestones_position_init (&pos, 3);
  assert_legal (&pos, "1");
  qd_takestones_position_init (&pos, 2);
  assert_legal (&pos, "");
  g_assert_false (qd_takestones_has_move (&pos));
  qd_takestones_position_init (&pos, 12);
  assert_legal (&pos, "1 3 5");
  g_assert_false (qd_takestones_is_legal (&pos, 2));
  g_assert_false (qd_takestones_is_legal (&pos, 7));
}

static void
test_later_moves (void)
{
  QdTakestonesPosition pos;

  /* Multiples and factors of the last stone, not taken. */
  POS (&pos, 10, 4, 2, 6);
  assert_legal (&pos, "1 3");
  g_assert_cmpuint (qd_takestones_player_to_move (&pos), ==, 2);
  POS (&pos, 20, 3);
  assert_legal (&pos, "1 6 9 12 15 18");
  POS (&pos, 20, 3, 1);
  assert_legal (&pos, "2 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20");
  /* The statement's game: after 3 6 2 4 1 only 7 is left to player 2... */
  POS (&pos, 7, 3, 6, 2, 4, 1);
  assert_legal (&pos, "5 7");
  /* ...and after 7 player 1 has nothing: 7 has no free factor or multiple. */
  qd_takestones_take (&pos, 7);
  assert_legal (&pos, "");
  g_assert_false (qd_takestones_has_move (&pos));
  g_assert_cmpuint (qd_takestones_player_to_move (&pos), ==, 1);
  /* A large board uses every word of the bitset. */
  POS (&pos, QD_TAKESTONES_MAX, 1, 500);
  assert_legal (&pos, "2 4 5 10 20 25 50 100 125 250");
}

static void
test_primes (void)
{
  g_assert_cmpuint (qd_takestones_largest_prime_factor (12), ==, 3);
  g_assert_cmpuint (qd_takestones_largest_prime_factor (49), ==, 7);
  g_assert_cmpuint (qd_takestones_largest_prime_factor (30), ==, 5);
  g_assert_cmpuint (qd_takestones_largest_prime_factor (2), ==, 2);
  g_assert_cmpuint (qd_takestones_largest_prime_factor (97), ==, 97);
  g_assert_cmpuint (qd_takestones_largest_prime_factor (64), ==, 2);
  g_assert_cmpuint (qd_takestones_largest_prime_factor (2 * 3 * 101), ==, 101);
  g_assert_true (qd_takestones_is_prime (2));
  g_assert_true (qd_takestones_is_prime (97));
  g_assert_false (qd_takestones_is_prime (1));
  g_assert_false (qd_takestones_is_prime (91));
}

static void
assert_eval (guint n, const guint *stones, guint k, double expected)
{
  QdTakestonesPosition pos;

  position (&pos, n, stones, k);
  g_assert_cmpfloat (qd_takestones_evaluate_statement (&pos), ==, expected);
}

#define EVAL(expected, n, ...) \
  G_STMT_START { \
    const guint _s[] = { __VA_ARGS__ }; \
    assert_eval (n, _s, G_N_ELEMENTS (_s), expected); \
  } G_STMT_END

static void
test_statement_evaluator (void)
{
  QdTakestonesPosition pos;

  /* Rule 1 first: stone 1 free gives 0 whatever the last stone is. */
  qd_takestones_position_init (&pos, 7);
  g_assert_cmpfloat (qd_takestones_evaluate_statement (&pos), ==, 0);
  EVAL (0, 10, 4, 2, 6);          /* last 6 composite, but 1 is free */
  EVAL (0, 10, 5);                /* last 5 prime, but 1 is free */

  /* Rule 2, last = 1: the number of legal moves. */
  EVAL (-0.5, 10, 4, 2, 6, 1);    /* 3 5 7 8 9 10: six, even */
  EVAL (0.5, 7, 3, 1);            /* 2 4 5 6 7: five, odd */

  /* Rule 3, last prime: legal multiples of it. */
  EVAL (0.7, 12, 1, 3);           /* 6 9 12: three */
  EVAL (-0.7, 10, 1, 3);          /* 6 9: two */
  EVAL (-0.7, 10, 1, 7);          /* none: zero is even */
  EVAL (0.7, 10, 4, 2, 6, 1, 3);  /* 9: one */

  /* Rule 4, last composite: legal multiples of its largest prime factor,
   * the prime itself included when free. */
  EVAL (-0.6, 12, 1, 6);          /* legal 2 3 12; multiples of 3: 3 12 */
  EVAL (0.6, 10, 1, 6);           /* legal 2 3; multiples of 3: 3 */
  EVAL (0.6, 20, 1, 4);           /* legal 2 8 12 16 20; all five are even */
  EVAL (0.6, 12, 1, 9);           /* legal 3; the prime itself counts */
  EVAL (-0.6, 12, 1, 9, 3, 6, 2, 4, 8); /* legal: none (1 3 taken); zero */
}

static void
test_statement_evaluator_composite_parity (void)
{
  /* n = 20 after 1 10: legal 2 5 20; the largest prime factor of 10 is 5,
   * its legal multiples are 5 and 20: two, even. */
  EVAL (-0.6, 20, 1, 10);
  /* After 1 10 5: last 5 prime, legal 15 (10 taken, 20 free): 15 20: two. */
  EVAL (-0.7, 20, 1, 10, 5);
}

static QdTakestonesSearch
statement_search (QdGameSearchAlgorithm algorithm, guint depth)
{
  QdTakestonesSearch search = { .rules = { QD_TAKESTONES_EVAL_STATEMENT, QD_TAKESTONES_TIES_LARGEST },
                            .algorithm = algorithm, .depth = depth };

  return search;
}

static void
test_terminal_and_depth (void)
{
  QdTakestonesPosition pos;
  QdTakestonesSearch search = statement_search (QD_GAME_SEARCH_MINIMAX, 0);
  QdTakestonesCandidate candidates[QD_TAKESTONES_MAX];
  QdGameSearchResult result;
  guint n_candidates;

  /* Depth 0 at a terminal position: the mover (MAX) has lost, -1. */
  POS (&pos, 3, 1, 2);
  qd_takestones_search (&pos, &search, NULL, NULL, &result);
  g_assert_cmpfloat (result.value, ==, -1);
  g_assert_cmpuint (result.best_move, ==, QD_MOVE_NONE);
  /* Depth 0 elsewhere: the evaluator itself (0.5: 2 4 5 6 7 are five). */
  POS (&pos, 7, 3, 1);
  qd_takestones_search (&pos, &search, NULL, NULL, &result);
  g_assert_cmpfloat (result.value, ==, 0.5);

  /* Depth 1 from the start of n = 7: 3 leaves 1 free (rule 1: 0); 1
   * leaves MIN six moves 2..7 (rule 2: even, -0.5 for MIN, +0.5 for us). */
  qd_takestones_position_init (&pos, 7);
  search.depth = 1;
  qd_takestones_search (&pos, &search, candidates, &n_candidates, &result);
  g_assert_cmpuint (result.best_move, ==, 1);
  g_assert_cmpfloat (result.value, ==, 0.5);
  g_assert_cmpuint (n_candidates, ==, 2);
  g_assert_cmpuint (candidates[0].stone, ==, 3);   /* searched largest first */
  g_assert_cmpuint (candidates[1].stone, ==, 1);
  g_assert_cmpfloat (candidates[0].value, ==, 0);
  g_assert_cmpfloat (candidates[1].value, ==, 0.5);

  /* Depth 1 at n = 8, first move: 3 and 1 are searched; after 1 MIN has
   * 2..8, seven (odd: +0.5 for MIN, -0.5 for us); 3 gives 0.  So 3. */
  qd_takestones_position_init (&pos, 8);
  qd_takestones_search (&pos, &search, candidates, &n_candidates, &result);
  g_assert_cmpuint (result.best_move, ==, 3);
  g_assert_cmpfloat (candidates[1].value, ==, -0.5);

  /* Depth 1 where a move wins outright: after 3 1 (n = 7) player 1 may
   * take 5 or 7, neither has a free factor or multiple: MIN is stuck, +1.
   * 2 leaves MIN the move with last 2 (legal 4 6: rule 4 does not apply,
   * 2 is prime: multiples of 2 among 4 6: two, -0.7 for MIN, +0.7 for us). */
  POS (&pos, 7, 3, 1);
  qd_takestones_search (&pos, &search, candidates, &n_candidates, &result);
  g_assert_cmpfloat (result.value, ==, 1);
  g_assert_cmpuint (result.best_move, ==, 7);   /* 5 and 7 tie: the largest */
  g_assert_cmpuint (n_candidates, ==, 5);
  for (guint i = 0; i < n_candidates; i++)
    if (candidates[i].stone == 2)
      g_assert_cmpfloat (candidates[i].value, ==, 0.7);

  /* Exhaustive on n = 7: the statement's game says player 1 loses. */
  qd_takestones_position_init (&pos, 7);
  search.depth = QD_DEPTH_UNLIMITED;
  qd_takestones_search (&pos, &search, NULL, NULL, &result);
  g_assert_cmpfloat (result.value, ==, -1);
  g_assert_cmpuint (result.best_move, ==, 3);   /* all lose: the largest */
}

static void
test_statement_game (void)
{
  /* The statement's sample output for n = 7 (computer against computer). */
  QdTakestonesPosition pos;
  QdTakestonesSearch players[2];
  g_autoptr(GString) log = g_string_new (NULL);

  players[0] = players[1] = statement_search (QD_GAME_SEARCH_MINIMAX, QD_DEPTH_UNLIMITED);
  qd_takestones_position_init (&pos, 7);
  g_assert_cmpuint (qd_takestones_match_searches (&pos, players, log, NULL, NULL, NULL), ==, 2);
  g_assert_cmpstr (log->str, ==,
                   "Player 1: 3\nPlayer 2: 6\nPlayer 1: 2\nPlayer 2: 4\nPlayer 1: 1\nPlayer 2: 7\n"
                   "Winner: Player 2\n");
}

/* Every position up to `plies` deep from the start of n stones. */
static void
compare_searches (QdTakestonesPosition *pos, guint plies, guint depth, guint *checked)
{
  QdTakestonesSearch mm = statement_search (QD_GAME_SEARCH_MINIMAX, depth);
  QdTakestonesSearch ab = statement_search (QD_GAME_SEARCH_ALPHABETA, depth);
  QdGameSearchResult r1, r2;
  guint moves[QD_TAKESTONES_MAX];
  guint n_moves;

  qd_takestones_search (pos, &mm, NULL, NULL, &r1);
  qd_takestones_search (pos, &ab, NULL, NULL, &r2);
  g_assert_cmpfloat (r1.value, ==, r2.value);
  g_assert_cmpuint (r1.best_move, ==, r2.best_move);
  g_assert_cmpuint (r2.nodes, <=, r1.nodes);
  (*checked)++;
  if (plies == 0)
    return;
  n_moves = qd_takestones_legal_moves (pos, moves);
  for (guint i = 0; i < n_moves; i++)
    {
      QdTakestonesPosition child = *pos;

      qd_takestones_take (&child, moves[i]);
      compare_searches (&child, plies - 1, depth, checked);
    }
}

static void
test_alphabeta_equals_minimax (void)
{
  guint checked = 0;

  for (guint n = 3; n <= 18; n++)
    {
      QdTakestonesPosition pos;

      qd_takestones_position_init (&pos, n);
      compare_searches (&pos, 3, QD_DEPTH_UNLIMITED, &checked);
      compare_searches (&pos, 3, 3, &checked);
    }
  g_assert_cmpuint (checked, >, 1500);
}

static void
test_analyze (void)
{
  g_autoptr(GError) error = NULL;
  const guint taken[] = { 1, 4, 2 };
  const guint bad[] = { 1, 1 };
  g_autofree char *text = qd_takestones_analyze (7, taken, 3, 3, &error);
  char *none;

  /* The handout's worked example (7 3 1 4 2 3): only 6, then 3, then MIN
   * is stuck. */
  g_assert_no_error (error);
  g_assert_cmpstr (text, ==, "Move: 6\nValue: 1.0\nNumber of Nodes Visited: 3\n"
                   "Number of Nodes Evaluated: 1\nMax Depth Reached: 2\n"
                   "Avg Effective Branching Factor: 1.0\n");
  none = qd_takestones_analyze (7, bad, 2, 1, &error);
  g_assert_null (none);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);

  /* A deadline that has passed: no report, the time limit named. */
  {
    g_autofree char *same = qd_takestones_analyze_until (7, taken, 3, 3, g_get_monotonic_time () + 600 * G_USEC_PER_SEC, NULL,
                                                         NULL, &error);
    guint64 nodes = G_MAXUINT64;

    g_assert_no_error (error);
    g_assert_cmpstr (same, ==, text);
    none = qd_takestones_analyze_until (40, taken, 0, 0, g_get_monotonic_time () - 1, NULL, &nodes, &error);
    g_assert_null (none);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT);
    g_assert_cmpuint (nodes, <=, 1);
  }
}

static void
test_format_tenths (void)
{
  const struct { double value; const char *text; } cases[] = {
    { -0.0, "0.0" }, { 0.0, "0.0" }, { 2.25, "2.3" }, { 10.0 / 3, "3.3" },
    { -0.5, "-0.5" }, { 199.0 / 39, "5.1" }, { -1, "-1.0" }, { 0.15, "0.2" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = qd_takestones_format_tenths (cases[i].value);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

static void
test_threat_evaluator (void)
{
  QdTakestonesPosition pos;

  /* After 1, taking 7 (n = 10) leaves no reply: a win in one. */
  POS (&pos, 10, 1);
  g_assert_cmpfloat (qd_takestones_evaluate_threats (&pos), ==, 0.9);
  /* After 5 (n = 7) the only move is 1, answered by 7: lost in two. */
  POS (&pos, 7, 5);
  g_assert_cmpfloat (qd_takestones_evaluate_threats (&pos), ==, -0.9);
  /* Anything else stays strictly between the two. */
  POS (&pos, 12, 3);
  {
    double v = qd_takestones_evaluate_threats (&pos);

    g_assert_cmpfloat (v, >, -0.9);
    g_assert_cmpfloat (v, <, 0.9);
  }
  g_assert_cmpfloat (qd_takestones_evaluate (&pos, QD_TAKESTONES_EVAL_STATEMENT), ==,
                     qd_takestones_evaluate_statement (&pos));
}

static void
test_record (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdTakestonesRecord) record =
    qd_takestones_record_parse ("# a game\nstones 7\nplayer1 human\nplayer2 computer\n"
                            "depth 3\nevaluator threats\nmoves 3 6\nmoves 2\n", -1, &error);
  g_autoptr(QdTakestonesRecord) again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *game = NULL;
  QdTakestonesPosition pos;
  guint8 owner[8];
  guint16 turn[8];

  g_assert_no_error (error);
  g_assert_cmpuint (record->n, ==, 7);
  g_assert_cmpint (record->depth, ==, 3);
  g_assert_cmpint (record->evaluator, ==, QD_TAKESTONES_EVAL_THREATS);
  g_assert_false (record->computer[0]);
  g_assert_true (record->computer[1]);
  g_assert_cmpuint (record->moves->len, ==, 3);

  qd_takestones_record_position (record, G_MAXUINT, &pos, owner, turn);
  g_assert_cmpint (pos.last, ==, 2);
  g_assert_cmpuint (owner[3], ==, 1);
  g_assert_cmpuint (owner[6], ==, 2);
  g_assert_cmpuint (owner[2], ==, 1);
  g_assert_cmpuint (owner[1], ==, 0);
  g_assert_cmpuint (turn[6], ==, 2);
  g_assert_cmpuint (turn[1], ==, 0);

  text = qd_takestones_record_to_string (record);
  again = qd_takestones_record_parse (text, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->moves->len, ==, 3);
  g_assert_cmpint (again->depth, ==, 3);

  g_array_set_size (record->moves, 0);
  for (guint i = 0; i < 6; i++)
    {
      const guint s[] = { 3, 6, 2, 4, 1, 7 };
      g_array_append_val (record->moves, s[i]);
    }
  game = qd_takestones_record_format_game (record);
  g_assert_cmpstr (game, ==, "Player 1: 3\nPlayer 2: 6\nPlayer 1: 2\nPlayer 2: 4\nPlayer 1: 1\n"
                   "Player 2: 7\nWinner: Player 2\n");
  {
    /* And back: the statement's record read as a replay (a graded game). */
    g_autoptr(QdTakestonesRecord) back = qd_takestones_record_parse_game (7, game, NULL);
    g_autoptr(GError) error = NULL;
    g_autoptr(QdTakestonesRecord) bad = NULL;

    g_assert_nonnull (back);
    g_assert_cmpuint (back->moves->len, ==, 6);
    g_assert_cmpuint (g_array_index (back->moves, guint, 5), ==, 7);
    g_assert_false (back->computer[0] || back->computer[1]);
    bad = qd_takestones_record_parse_game (7, "Player 1: 3\nPlayer 2: 5\n", &error);
    g_assert_null (bad);
    g_assert_error (error, QD_TAKESTONES_RECORD_ERROR, QD_TAKESTONES_RECORD_ERROR_ILLEGAL);
    g_assert_nonnull (strstr (error->message, "line 2"));
    g_clear_error (&error);
    bad = qd_takestones_record_parse_game (7, "Player 2: 3\n", &error);
    g_assert_error (error, QD_TAKESTONES_RECORD_ERROR, QD_TAKESTONES_RECORD_ERROR_SYNTAX);
    /* Issue 74: whole numbers only; 4294967299 wrapped to stone 3 under
     * sscanf's %u, and 4294967297 to player 1. */
    for (guint i = 0; i < 5; i++)
      {
        const char *const wrong[] = { "Player 1: 4294967299\n", "Player 4294967297: 3\n", "Player 1: 3x\n",
                                      "Player 1: -4294967293\n", "Player 1: 3.0\n" };

        g_clear_error (&error);
        g_clear_pointer (&bad, qd_takestones_record_free);
        bad = qd_takestones_record_parse_game (7, wrong[i], &error);
        g_assert_null (bad);
        g_assert_error (error, QD_TAKESTONES_RECORD_ERROR, QD_TAKESTONES_RECORD_ERROR_SYNTAX);
        g_assert_nonnull (strstr (error->message, "line 1"));
      }
    /* A byte-order mark before the record is fine. */
    g_clear_error (&error);
    g_clear_pointer (&bad, qd_takestones_record_free);
    bad = qd_takestones_record_parse_game (7, "\xef\xbb\xbfPlayer 1: 3\nPlayer 2: 6\n", &error);
    g_assert_no_error (error);
    g_assert_cmpuint (bad->moves->len, ==, 2);
  }
}

static void
assert_record_error (const char *text, gint code, const char *needle)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdTakestonesRecord) record = qd_takestones_record_parse (text, -1, &error);

  g_assert_null (record);
  g_assert_error (error, QD_TAKESTONES_RECORD_ERROR, code);
  if (strstr (error->message, needle) == NULL)
    g_error ("“%s”: got “%s”, expected “%s”", text, error->message, needle);
}

static void
test_record_errors (void)
{
  assert_record_error ("moves 1\n", QD_TAKESTONES_RECORD_ERROR_SYNTAX, "no “stones N” line");
  assert_record_error ("stones 7\nmoves 3 5\n", QD_TAKESTONES_RECORD_ERROR_ILLEGAL, "line 2: move 2 takes stone 5");
  assert_record_error ("stones 7\nmoves 2\n", QD_TAKESTONES_RECORD_ERROR_ILLEGAL, "line 2");
  assert_record_error ("stones 7\n\nmoves 9\n", QD_TAKESTONES_RECORD_ERROR_ILLEGAL, "line 3");
  assert_record_error ("stones 100000\n", QD_TAKESTONES_RECORD_ERROR_VALUE, "line 1");
  assert_record_error ("stones 7\ndepth 0\n", QD_TAKESTONES_RECORD_ERROR_VALUE, "line 2");
  assert_record_error ("stones 7\ncolour red\n", QD_TAKESTONES_RECORD_ERROR_SYNTAX, "unknown key");
  assert_record_error ("stones 7\nplayer1 robot\n", QD_TAKESTONES_RECORD_ERROR_VALUE, "human");
  assert_record_error ("stones 7\nmoves x\n", QD_TAKESTONES_RECORD_ERROR_VALUE, "not a stone");
  assert_record_error ("stones 7\n\x01\xff\n", QD_TAKESTONES_RECORD_ERROR_ENCODING, "line 2");
  /* A key given twice is refused (the last one silently won). */
  assert_record_error ("stones 7\ndepth 2\ndepth 3\n", QD_TAKESTONES_RECORD_ERROR_SYNTAX,
                       "line 3: a second “depth” line (the first is line 2)");
  assert_record_error ("stones 7\nplayer1 human\nstones 9\n", QD_TAKESTONES_RECORD_ERROR_SYNTAX,
                       "line 3: a second “stones” line (the first is line 1)");
  assert_record_error ("stones 7\nplayer2 program:\n", QD_TAKESTONES_RECORD_ERROR_VALUE, "line 2: ");
  assert_record_error ("stones 7\nplayer1 agent:a\nplayer1 computer\n", QD_TAKESTONES_RECORD_ERROR_SYNTAX,
                       "line 3: a second “player1” line");
  {
    /* Moves may take several lines. */
    g_autoptr(GError) error = NULL;
    g_autoptr(QdTakestonesRecord) record = qd_takestones_record_parse ("stones 7\nmoves 3\nmoves 6\n", -1, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (record->moves->len, ==, 2);
  }
}

/* An outside agent as a player (docs/agents.md): the rest of its line, a
 * command with spaces and commas kept whole, and written back so. */
static void
test_record_outside (void)
{
  const char *text = "stones 9\nplayer1 program:python3 my agent.py --depth 3,4\nplayer2   agent:My Agent\n"
                     "moves 3\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(QdTakestonesRecord) record = qd_takestones_record_parse (text, -1, &error);
  g_autoptr(QdTakestonesRecord) copy = NULL;
  g_autoptr(QdTakestonesRecord) again = NULL;
  g_autofree char *written = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (record->agents[0], ==, "program:python3 my agent.py --depth 3,4");
  g_assert_cmpstr (record->agents[1], ==, "agent:My Agent");
  g_assert_false (record->computer[0] || record->computer[1]);
  copy = qd_takestones_record_copy (record);
  written = qd_takestones_record_to_string (copy);
  g_assert_nonnull (strstr (written, "\nplayer1 program:python3 my agent.py --depth 3,4\nplayer2 agent:My Agent\n"));
  again = qd_takestones_record_parse (written, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (again->agents[0], ==, record->agents[0]);
  g_assert_cmpstr (again->agents[1], ==, record->agents[1]);
}

static void
test_report (void)
{
  QdTakestonesExperimentSettings settings;
  g_autoptr(QdTakestonesExperiment) report = NULL;
  g_autoptr(QdTakestonesExperiment) stopped = NULL;
  g_autofree char *text = NULL;
  QdProgress progress = { 0 };
  gint stop = 1;
  guint games = 0, wins = 0;

  qd_takestones_experiment_settings_init (&settings);
  settings.n_min = 8;
  settings.n_max = 16;
  settings.depth_min = 1;
  settings.depth_max = 2;
  settings.openings = 2;
  g_assert_cmpuint (qd_takestones_experiment_n_games (&settings), ==, 9 * 2 * 2 * 2);
  report = qd_takestones_experiment_run (&settings, 2, FALSE, NULL, &progress);
  g_assert_false (report->stopped);
  g_assert_cmpuint (report->rows->len, ==, 2);
  for (guint i = 0; i < report->rows->len; i++)
    {
      const QdTakestonesExperimentRow *row = &g_array_index (report->rows, QdTakestonesExperimentRow, i);

      g_assert_cmpuint (row->threats_wins, <=, row->games);
      g_assert_cmpuint (row->threats_wins_first, <=, row->games_first);
      games += row->games;
      wins += row->threats_wins;
    }
  g_assert_cmpuint (games, ==, report->games_played);
  g_assert_cmpint (progress.done, ==, games);
  g_assert_cmpint (progress.total, ==, 72);
  /* The threat evaluator is the stronger one: it wins most games. */
  g_assert_cmpuint (2 * wins, >, games);
  text = qd_takestones_experiment_format (report);
  g_assert_nonnull (strstr (text, "\nall "));

  stopped = qd_takestones_experiment_run (&settings, 2, FALSE, &stop, NULL);
  g_assert_true (stopped->stopped);
  g_assert_cmpuint (stopped->games_played, ==, 0);
}

/* A game's result depends on its key alone (issue 18): the same depth,
 * board, opening and seat give the same game under wider settings, played
 * alone or in a shard; shards' games tallied together give the whole
 * report's rows. */
static void
test_report_keys (void)
{
  QdTakestonesExperimentSettings small, wide;
  g_autoptr(QdTakestonesExperiment) whole = NULL;
  g_autoptr(QdTakestonesExperiment) merged = NULL;

  qd_takestones_experiment_settings_init (&small);
  small.n_min = 9;
  small.n_max = 12;
  small.depth_max = 2;
  small.openings = 2;
  wide = small;
  wide.n_min = 8;
  wide.n_max = 14;
  wide.openings = 3;
  whole = qd_takestones_experiment_run (&small, 1, FALSE, NULL, NULL);
  g_assert_cmpuint (whole->games->len, ==, qd_takestones_experiment_n_games (&small));
  /* On 4 threads: the same games, in the same order (issue 36). */
  {
    g_autoptr(QdTakestonesExperiment) four = qd_takestones_experiment_run (&small, 4, TRUE, NULL, NULL);

    g_assert_cmpuint (four->games->len, ==, whole->games->len);
    for (guint i = 0; i < whole->games->len; i++)
      {
        const QdTakestonesExperimentGame *a = &g_array_index (whole->games, QdTakestonesExperimentGame, i);
        const QdTakestonesExperimentGame *b = &g_array_index (four->games, QdTakestonesExperimentGame, i);

        g_assert_cmpuint (b->index, ==, a->index);
        g_assert_cmpuint (b->winner, ==, a->winner);
        g_assert_cmpuint (b->threats_nodes, ==, a->threats_nodes);
        g_assert_cmpuint (b->statement_nodes, ==, a->statement_nodes);
        g_assert_cmpuint (b->threats_moves, ==, a->threats_moves);
        g_assert_cmpuint (b->statement_moves, ==, a->statement_moves);
      }
  }
  for (guint i = 0; i < whole->games->len; i++)
    {
      const QdTakestonesExperimentGame *g = &g_array_index (whole->games, QdTakestonesExperimentGame, i);
      QdTakestonesExperimentGame alone, other;
      /* The same key's index in the wide settings. */
      guint64 k = (((guint64) (g->depth - wide.depth_min) * (wide.n_max - wide.n_min + 1) + g->n - wide.n_min) *
                     wide.openings + g->opening) * 2 + g->threats_player - 1;

      g_assert_cmpuint (g->index, ==, i);
      g_assert_true (qd_takestones_experiment_play_game (&small, i, NULL, &alone));
      g_assert_cmpuint (alone.winner, ==, g->winner);
      g_assert_cmpuint (alone.threats_nodes, ==, g->threats_nodes);
      g_assert_cmpuint (alone.statement_nodes, ==, g->statement_nodes);
      g_assert_cmpuint (alone.threats_moves, ==, g->threats_moves);
      g_assert_true (qd_takestones_experiment_play_game (&wide, k, NULL, &other));
      g_assert_cmpuint (other.depth, ==, g->depth);
      g_assert_cmpuint (other.n, ==, g->n);
      g_assert_cmpuint (other.opening, ==, g->opening);
      g_assert_cmpuint (other.winner, ==, g->winner);
      g_assert_cmpuint (other.threats_nodes, ==, g->threats_nodes);
      g_assert_cmpuint (other.statement_moves, ==, g->statement_moves);
    }

  merged = qd_takestones_experiment_new (&small);
  for (guint s = 3; s >= 1; s--)
    {
      g_autoptr(QdTakestonesExperiment) shard = qd_takestones_experiment_new (&small);

      shard->shard = (QdSweepShard) { s, 3 };
      shard->threads = s;   /* the threads change no game */
      g_assert_true (qd_takestones_experiment_play (shard, NULL, NULL, NULL, NULL));
      for (guint i = 0; i < shard->games->len; i++)
        qd_takestones_experiment_add_game (merged, &g_array_index (shard->games, QdTakestonesExperimentGame, i));
    }
  qd_takestones_experiment_tally (merged);
  g_assert_cmpuint (merged->games_played, ==, whole->games_played);
  g_assert_cmpuint (merged->rows->len, ==, whole->rows->len);
  for (guint r = 0; r < whole->rows->len; r++)
    {
      const QdTakestonesExperimentRow *a = &g_array_index (merged->rows, QdTakestonesExperimentRow, r);
      const QdTakestonesExperimentRow *b = &g_array_index (whole->rows, QdTakestonesExperimentRow, r);

      g_assert_cmpuint (a->depth, ==, b->depth);
      g_assert_cmpuint (a->games, ==, b->games);
      g_assert_cmpuint (a->threats_wins, ==, b->threats_wins);
      g_assert_cmpuint (a->threats_wins_first, ==, b->threats_wins_first);
      g_assert_cmpuint (a->threats_nodes, ==, b->threats_nodes);
      g_assert_cmpuint (a->statement_moves, ==, b->statement_moves);
    }
}

/* A saved game of 200,000 moves on one line (issue 34: its parse took 67 s,
 * a regex split quadratic in the line, and froze the window): read in one
 * pass, the first illegal move named with its line; and a long legal game. */
static void
test_record_huge_line (void)
{
  g_autoptr(GString) text = g_string_new ("stones 7\nplayer1 computer\nplayer2 computer\ndepth -1\nmoves");
  g_autoptr(GError) error = NULL;
  g_autoptr(QdTakestonesRecord) record = NULL;

  for (guint i = 0; i < 200000; i++)
    g_string_append (text, " 1");
  g_string_append_c (text, '\n');
  record = qd_takestones_record_parse (text->str, (gssize) text->len, &error);
  g_assert_null (record);
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, ==, "line 5: move 2 takes stone 1, which the rules do not allow then");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/takestones/rules/first-moves", test_first_moves);
  g_test_add_func ("/takestones/rules/later-moves", test_later_moves);
  g_test_add_func ("/takestones/rules/primes", test_primes);
  g_test_add_func ("/takestones/evaluator/statement", test_statement_evaluator);
  g_test_add_func ("/takestones/evaluator/composite-parity", test_statement_evaluator_composite_parity);
  g_test_add_func ("/takestones/evaluator/threats", test_threat_evaluator);
  g_test_add_func ("/takestones/search/terminal-and-depth", test_terminal_and_depth);
  g_test_add_func ("/takestones/search/statement-game", test_statement_game);
  g_test_add_func ("/takestones/search/alphabeta-equals-minimax", test_alphabeta_equals_minimax);
  g_test_add_func ("/takestones/analyze/worked-example", test_analyze);
  g_test_add_func ("/takestones/analyze/format-tenths", test_format_tenths);
  g_test_add_func ("/takestones/record/round-trip", test_record);
  g_test_add_func ("/takestones/record/errors", test_record_errors);
  g_test_add_func ("/takestones/record/huge-line", test_record_huge_line);
  g_test_add_func ("/takestones/record/outside", test_record_outside);
  g_test_add_func ("/takestones/report", test_report);
  g_test_add_func ("/takestones/report/keys", test_report_keys);
  return g_test_run ();
}
