/* test-gdl-practice.c — practice on a GDL game (qd-gdl-practice.h):
 * tic-tac-toe (data/examples/gdl/tictactoe.kif) after moves checked by
 * hand, Connect Four's first drop, rock-paper-scissors's roles moving
 * together, right and wrong answers to the legal moves, the facts a move adds
 * and removes, the goal values, their whys; the terms as typed. */
#include "problems/gdl/qd-gdl-practice.h"
#include "problems/gdl/qd-gdl-transcript.h"

#include <string.h>

/* x takes the top row while o plays the centre and a corner. */
static const char *const game_moves[] = { "(mark 1 1)", "(mark 2 2)", "(mark 1 2)", "(mark 3 3)", "(MARK 1 3)" };

static QdGdlGame *
load_example (const char *file)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "..", "data", "examples", "gdl", file, NULL);
  g_autoptr(GError) error = NULL;
  QdGdlGame *game = qd_gdl_game_new_from_file (path, NULL, &error);

  g_assert_no_error (error);
  return game;
}

/* The move ids of `texts` played from the start. */
static guint32 *
move_ids (QdGdlGame *game, const char *const *texts, guint n)
{
  guint32 *ids = g_new0 (guint32, n);
  g_autofree guint64 *state = g_new0 (guint64, qd_gdl_game_state_words (game));
  guint32 joint[QD_GDL_MAX_ROLES];

  qd_gdl_game_initial (game, state);
  for (guint i = 0; i < n; i++)
    {
      gint mover = qd_gdl_game_mover (game, state, NULL);
      gint id = qd_gdl_game_move_parse (game, state, mover, texts[i]);

      g_assert_cmpint (id, >=, 0);
      ids[i] = id;
      g_assert_true (qd_gdl_joint_move (game, state, mover, id, joint, NULL));
      g_assert_true (qd_gdl_game_next (game, state, joint, state, NULL));
    }
  return ids;
}

static QdPractice *
practice_of (QdGdlGame *game, guint n)
{
  g_autofree guint32 *ids = move_ids (game, (const char *const *) game_moves, n);
  g_autoptr(GError) error = NULL;
  QdPractice *practice = qd_gdl_practice_new (game, NULL, ids, n, &error);

  g_assert_no_error (error);
  return practice;
}

static void
answer (QdPractice *practice, const char *given, QdPracticeVerdict expected)
{
  g_autofree char *message = NULL;
  QdPracticeVerdict verdict = qd_practice_answer (practice, given, &message);

  if (verdict != expected)
    g_error ("“%s” to “%s”: verdict %d, %d expected (%s)", given, qd_practice_current (practice)->text, verdict,
             expected, message != NULL ? message : "");
}

static void
test_key (void)
{
  static const char *const cases[][2] = {
    { "(mark 1 1)", "(mark 1 1)" },
    { "  MARK 1   1 ", "(mark 1 1)" },
    { "( mark 1 1 )", "(mark 1 1)" },
    { "noop", "noop" },
    { "(f (G a) b)", "(f (g a) b)" },
    { "(mark 1 1)(mark 2 2)", "(mark 1 1)\n(mark 2 2)" },
    { "(mark 1", NULL },
    { "mark 1)", NULL },
    { ")", NULL },
    { "", NULL },
    { "(mark 1 1) noop", "(mark 1 1)\nnoop" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *key = qd_gdl_practice_key (cases[i][0]);

      g_assert_cmpstr (key, ==, cases[i][1]);
    }
}

/* Every step: before the first move, the goals (50 each), x's nine legal
 * moves, what (mark 1 1) adds and removes. */
static void
test_first_move (void)
{
  g_autoptr(QdGdlGame) game = load_example ("tictactoe.kif");
  g_autoptr(QdPractice) practice = practice_of (game, 5);
  const QdPracticeQuestion *q;

  qd_practice_set_frequency (practice, QD_PRACTICE_EVERY_STEP);
  q = qd_practice_current (practice);
  g_assert_cmpstr (q->text, ==, "Which goal value does x have in this state?");
  g_assert_cmpuint (q->step, ==, 0);
  g_assert_nonnull (strstr (q->why, "(goal x 50) because of rule"));
  answer (practice, "100", QD_PRACTICE_WRONG);
  answer (practice, "50", QD_PRACTICE_RIGHT);
  answer (practice, "40", QD_PRACTICE_WRONG);
  answer (practice, "50", QD_PRACTICE_RIGHT);

  q = qd_practice_current (practice);
  g_assert_cmpstr (q->text, ==, "Which moves are legal for x?");
  g_assert_cmpuint (g_strv_length (q->names), ==, 9);
  g_assert_nonnull (strstr (q->why, "(legal x (mark 1 1)) because of rule"));
  g_assert_nonnull (strstr (q->why, "(true (control x))"));
  g_assert_nonnull (strstr (q->why, "The other 8 moves are legal the same way."));
  answer (practice, "(mark 1 1), (mark 2 2)", QD_PRACTICE_WRONG);
  answer (practice, "(mark 1 1) (mark 1 2) (mark 1 3) (mark 2 1) (mark 2 2) (mark 2 3) (mark 3 1) (mark 3 2) noop",
          QD_PRACTICE_WRONG);
  answer (practice, "(mark 1 1", QD_PRACTICE_UNREADABLE);
  answer (practice, "mark 3 3, MARK 1 1, mark 1 2, mark 1 3, mark 2 1, mark 2 2, mark 2 3, mark 3 1, mark 3 2",
          QD_PRACTICE_RIGHT);

  q = qd_practice_current (practice);
  g_assert_cmpstr (q->text, ==, "Which facts does (mark 1 1) add to the state?");
  g_assert_cmpstr (q->answer, ==, "(cell 1 1 x), (control o)");
  g_assert_nonnull (strstr (q->why, "(next (cell 1 1 x)) because of rule"));
  g_assert_nonnull (strstr (q->why, "(does x (mark 1 1))"));
  answer (practice, "(cell 1 1 x)", QD_PRACTICE_WRONG);
  answer (practice, "(control o) (CELL 1 1 x)", QD_PRACTICE_RIGHT);

  q = qd_practice_current (practice);
  g_assert_cmpstr (q->text, ==, "Which facts does (mark 1 1) remove from the state?");
  g_assert_cmpstr (q->answer, ==, "(cell 1 1 b), (control x)");
  g_assert_nonnull (strstr (q->why, "(next (cell 1 1 b)) does not hold"));
  answer (practice, "none", QD_PRACTICE_WRONG);
  answer (practice, "cell 1 1 b; control x", QD_PRACTICE_RIGHT);

  /* Then o's turn: its goal, and its moves (the eight blank squares). */
  q = qd_practice_current (practice);
  g_assert_cmpuint (q->step, ==, 1);
  answer (practice, "50", QD_PRACTICE_RIGHT);
  answer (practice, "50", QD_PRACTICE_RIGHT);
  q = qd_practice_current (practice);
  g_assert_cmpstr (q->text, ==, "Which moves are legal for o?");
  g_assert_cmpuint (g_strv_length (q->names), ==, 8);
}

/* The decisions and the end: five legal-move questions, then x's 100 and
 * o's 0 after x's top row, explained by the line. */
static void
test_end (void)
{
  g_autoptr(QdGdlGame) game = load_example ("tictactoe.kif");
  g_autoptr(QdPractice) practice = practice_of (game, 5);
  const QdPracticeQuestion *q;
  g_autofree char *shown = NULL;

  g_assert_cmpuint (qd_practice_n_asked (practice), ==, 7);
  for (guint i = 0; i < 5; i++)
    {
      q = qd_practice_current (practice);
      g_assert_cmpuint (q->step, ==, i);
      g_assert_cmpuint (g_strv_length (q->names), ==, 9 - i);
      shown = qd_practice_show_me (practice);
      g_clear_pointer (&shown, g_free);
    }
  q = qd_practice_current (practice);
  g_assert_cmpuint (q->step, ==, 5);
  g_assert_cmpint (q->level, ==, QD_PRACTICE_LEVEL_END);
  g_assert_cmpstr (q->text, ==, "Which goal value does x have in this state?");
  g_assert_nonnull (strstr (q->why, "(goal x 100) because of rule"));
  g_assert_nonnull (strstr (q->why, "; (line x) because of rule"));
  g_assert_nonnull (strstr (q->why, "(true (cell 1 3 x))"));
  answer (practice, "50", QD_PRACTICE_WRONG);
  answer (practice, "100", QD_PRACTICE_RIGHT);
  answer (practice, "0", QD_PRACTICE_RIGHT);
  g_assert_true (qd_practice_finished (practice));
  /* x's goal was missed first: only o's counts as right. */
  g_assert_cmpuint (qd_practice_n_right (practice), ==, 1);
  g_assert_cmpuint (qd_practice_n_shown (practice), ==, 5);
}

/* Connect Four's first drop in column 4: only what changes is asked, not
 * the 43 facts of the next state. */
static void
test_connect_four (void)
{
  g_autoptr(QdGdlGame) game = load_example ("connect4.kif");
  static const char *const drop[] = { "(drop 4)" };
  g_autofree guint32 *ids = move_ids (game, drop, 1);
  g_autoptr(QdPractice) practice = qd_gdl_practice_new (game, NULL, ids, 1, NULL);
  const QdPracticeQuestion *q;

  g_assert_nonnull (practice);
  qd_practice_set_frequency (practice, QD_PRACTICE_EVERY_STEP);
  answer (practice, "50", QD_PRACTICE_RIGHT);
  answer (practice, "50", QD_PRACTICE_RIGHT);
  answer (practice, "drop 1, drop 2, drop 3, drop 4, drop 5, drop 6, drop 7", QD_PRACTICE_RIGHT);
  q = qd_practice_current (practice);
  g_assert_cmpstr (q->text, ==, "Which facts does (drop 4) add to the state?");
  g_test_message ("why: %s", q->why);
  answer (practice, "(cell 4 1 red) (top 4 1)", QD_PRACTICE_WRONG);
  answer (practice, "(cell 4 1 red) (top 4 1) (control yellow)", QD_PRACTICE_RIGHT);
  answer (practice, "(top 4 0) (control red)", QD_PRACTICE_RIGHT);
  g_assert_true (qd_practice_finished (practice) || qd_practice_current (practice)->step == 1);
}

static void
test_states_and_errors (void)
{
  g_autoptr(QdGdlGame) game = load_example ("tictactoe.kif");
  g_autoptr(QdPractice) practice = practice_of (game, 2);
  g_autofree char *text = qd_gdl_game_state_text (game, qd_gdl_practice_state (practice, 2));
  g_autofree guint32 *ids = move_ids (game, (const char *const *) game_moves, 2);
  g_autoptr(GError) error = NULL;
  guint32 twice[2] = { ids[0], ids[0] };

  g_assert_nonnull (strstr (text, "(cell 1 1 x)\n"));
  g_assert_nonnull (strstr (text, "(cell 2 2 o)\n"));
  g_assert_nonnull (strstr (text, "(control x)\n"));
  g_assert_null (qd_gdl_practice_state (practice, 3));
  g_assert_cmpuint (qd_gdl_practice_plies (practice, 2), ==, 2);
  /* (mark 1 1) again: not legal for o. */
  g_assert_null (qd_gdl_practice_new (game, NULL, twice, 2, &error));
  g_assert_error (error, QD_GDL_ERROR, QD_GDL_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "move 2: (mark 1 1) is not legal for o"));
}

/* Rock-paper-scissors (tests/gdl/unit-rps.kif), the roles moving
 * together: left's paper and right's rock, each role's choice a step in
 * the same state; each role's legal moves asked, then what the joint move
 * adds and removes, then the goals (paper beats rock: left 100, right 0).
 * The answers read by hand from the rulesheet. */
static void
test_together (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "unit-rps.kif", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(QdGdlGame) game = qd_gdl_game_new_from_file (path, NULL, &error);
  g_autofree guint64 *state = NULL;
  g_autoptr(QdPractice) practice = NULL;
  g_autoptr(QdPractice) half = NULL;
  const QdPracticeQuestion *q;
  guint32 ids[2];

  g_assert_no_error (error);
  state = g_new0 (guint64, qd_gdl_game_state_words (game));
  qd_gdl_game_initial (game, state);
  ids[0] = (guint32) qd_gdl_game_move_parse (game, state, 0, "paper");
  ids[1] = (guint32) qd_gdl_game_move_parse (game, state, 1, "rock");
  practice = qd_gdl_practice_new (game, NULL, ids, 2, &error);
  g_assert_no_error (error);
  qd_practice_set_frequency (practice, QD_PRACTICE_EVERY_STEP);
  /* before the throws neither wins: 50 each */
  answer (practice, "50", QD_PRACTICE_RIGHT);
  answer (practice, "50", QD_PRACTICE_RIGHT);
  q = qd_practice_current (practice);
  g_assert_cmpstr (q->text, ==, "Which moves are legal for left?");
  g_assert_cmpuint (q->step, ==, 0);
  answer (practice, "rock, paper", QD_PRACTICE_WRONG);
  answer (practice, "rock, paper, scissors", QD_PRACTICE_RIGHT);
  q = qd_practice_current (practice);
  g_assert_cmpstr (q->text, ==, "Which moves are legal for right?");
  g_assert_cmpuint (q->step, ==, 1);
  answer (practice, "scissors, rock, paper", QD_PRACTICE_RIGHT);
  q = qd_practice_current (practice);
  g_assert_cmpstr (q->text, ==, "Which facts does the joint move paper rock add to the state?");
  g_assert_cmpuint (q->step, ==, 1);
  answer (practice, "(played left paper) (played right rock) (round 1)", QD_PRACTICE_RIGHT);
  answer (practice, "(round 0)", QD_PRACTICE_RIGHT);
  q = qd_practice_current (practice);
  g_assert_cmpint (q->level, ==, QD_PRACTICE_LEVEL_END);
  g_assert_cmpuint (q->step, ==, 2);
  answer (practice, "100", QD_PRACTICE_RIGHT);
  answer (practice, "0", QD_PRACTICE_RIGHT);
  g_assert_true (qd_practice_finished (practice));
  /* the states: the first choice's the start's, then the end's */
  g_assert_true (memcmp (qd_gdl_practice_state (practice, 1), state,
                         qd_gdl_game_state_words (game) * sizeof (guint64)) == 0);
  g_assert_true (qd_gdl_game_terminal (game, qd_gdl_practice_state (practice, 2)));
  g_assert_cmpuint (qd_gdl_practice_plies (practice, 1), ==, 0);
  g_assert_cmpuint (qd_gdl_practice_plies (practice, 2), ==, 1);
  /* right's choice missing */
  half = qd_gdl_practice_new (game, NULL, ids, 1, &error);
  g_assert_null (half);
  g_assert_error (error, QD_GDL_ERROR, QD_GDL_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "move 2: the roles move together, and right has not chosen"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gdl/practice/key", test_key);
  g_test_add_func ("/gdl/practice/first-move", test_first_move);
  g_test_add_func ("/gdl/practice/end", test_end);
  g_test_add_func ("/gdl/practice/connect-four", test_connect_four);
  g_test_add_func ("/gdl/practice/states-and-errors", test_states_and_errors);
  g_test_add_func ("/gdl/practice/together", test_together);
  return g_test_run ();
}
