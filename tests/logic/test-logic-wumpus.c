/* test-logic-wumpus.c — the wumpus world (src/problems/logic/qd-logic-wumpus.c):
 * Fig. 7.2's percepts as the book's walkthrough gives them (AIMA 4th ed.
 * §7.2, docs/logic-peers.md §3.1), scores of scripted games worked by hand,
 * random worlds, and `.wumpus` files, good and hostile. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "problems/logic/qd-logic-wumpus.h"

enum { F = QD_LOGIC_WUMPUS_FORWARD, L = QD_LOGIC_WUMPUS_TURN_LEFT, R = QD_LOGIC_WUMPUS_TURN_RIGHT,
       G = QD_LOGIC_WUMPUS_GRAB, S = QD_LOGIC_WUMPUS_SHOOT, C = QD_LOGIC_WUMPUS_CLIMB };

/* The file of the header's example: Fig. 7.2. */
static const char book_text[] =
  "# AIMA Fig. 7.2\n"
  "size: 4 4\n"
  ". . . P\n"
  "W G P .\n"
  ". . . .\n"
  "A . P .\n";

static guint
play (const QdLogicWumpusWorld *world, QdLogicWumpusState *state, const guint *actions, guint n)
{
  guint percept = 0;

  qd_logic_wumpus_state_init (state);
  for (guint i = 0; i < n; i++)
    percept = qd_logic_wumpus_apply (world, state, actions[i]);
  return percept;
}

static void
assert_at (const QdLogicWumpusWorld *world, const QdLogicWumpusState *state, guint x, guint y)
{
  g_assert_cmpuint (state->square, ==, qd_logic_wumpus_square (world, x, y));
}

/* The walkthrough: [1,1] nothing; [2,1] a breeze; back, up to [1,2]: a stench, no breeze. */
static void
test_book_percepts (void)
{
  QdLogicWumpusWorld world;
  QdLogicWumpusState state;
  static const guint to_21[] = { F }, to_12[] = { F, L, L, F, R, F };
  g_autofree char *text = NULL;

  qd_logic_wumpus_world_book (&world);
  qd_logic_wumpus_state_init (&state);
  g_assert_cmpuint (qd_logic_wumpus_percept (&world, &state), ==, 0);
  g_assert_cmpuint (play (&world, &state, to_21, 1), ==, QD_LOGIC_WUMPUS_BREEZE);
  assert_at (&world, &state, 2, 1);
  g_assert_cmpuint (play (&world, &state, to_12, G_N_ELEMENTS (to_12)), ==, QD_LOGIC_WUMPUS_STENCH);
  assert_at (&world, &state, 1, 2);
  g_assert_cmpint (state.score, ==, -6);
  text = qd_logic_wumpus_percept_to_string (QD_LOGIC_WUMPUS_STENCH | QD_LOGIC_WUMPUS_BREEZE);
  g_assert_cmpstr (text, ==, "[Stench, Breeze, None, None, None]");
}

/* Worked by hand: 12 actions to the gold at [2,3] by [2,1], [2,2] and back: 1000 − 12. */
static void
test_score_gold (void)
{
  QdLogicWumpusWorld world;
  QdLogicWumpusState state;
  static const guint script[] = { F, L, F, F, G, L, L, F, F, R, F, C };
  static const guint to_gold[] = { F, L, F, F };

  qd_logic_wumpus_world_book (&world);
  g_assert_cmpuint (play (&world, &state, to_gold, 4) & QD_LOGIC_WUMPUS_GLITTER, !=, 0);
  play (&world, &state, script, G_N_ELEMENTS (script));
  g_assert_true (qd_logic_wumpus_over (&state));
  g_assert_true (state.flags & QD_LOGIC_WUMPUS_CLIMBED);
  g_assert_cmpint (state.score, ==, 1000 - 12);
  g_assert_cmpuint (state.actions, ==, 12);
  /* Over: nothing changes. */
  qd_logic_wumpus_apply (&world, &state, F);
  g_assert_cmpint (state.score, ==, 988);
}

/* The arrow up column 1 kills the wumpus in [1,3]; the agent walks through
 * its square: 13 actions, −10 for the arrow: 977. */
static void
test_score_shoot (void)
{
  QdLogicWumpusWorld world;
  QdLogicWumpusState state;
  static const guint shot[] = { L, S };
  static const guint script[] = { L, S, F, F, R, F, G, R, F, F, R, F, C };
  static const guint to_13[] = { L, S, F, F };

  qd_logic_wumpus_world_book (&world);
  g_assert_cmpuint (play (&world, &state, shot, 2), ==, QD_LOGIC_WUMPUS_SCREAM);
  g_assert_false (state.flags & QD_LOGIC_WUMPUS_WUMPUS_ALIVE);
  /* The body still smells; the scream was the shot's only. */
  g_assert_cmpuint (play (&world, &state, to_13, 4), ==, QD_LOGIC_WUMPUS_STENCH);
  g_assert_false (state.flags & QD_LOGIC_WUMPUS_DEAD);
  play (&world, &state, script, G_N_ELEMENTS (script));
  g_assert_cmpint (state.score, ==, 1000 - 13 - 10);
}

static void
test_score_misc (void)
{
  QdLogicWumpusWorld world;
  QdLogicWumpusState state;
  static const guint pit[] = { F, F, L };
  static const guint eaten[] = { L, F, F };
  static const guint bump[] = { R, F };
  static const guint miss[] = { S, S };
  static const guint idle[] = { F, C, G };
  static const guint empty[] = { C };

  qd_logic_wumpus_world_book (&world);
  play (&world, &state, pit, 3);           /* into [3,1] on the second action */
  g_assert_true (state.flags & QD_LOGIC_WUMPUS_DEAD);
  g_assert_cmpint (state.score, ==, -1000 - 2);
  play (&world, &state, eaten, 3);
  g_assert_true (state.flags & QD_LOGIC_WUMPUS_DEAD);
  g_assert_cmpint (state.score, ==, -1000 - 3);
  g_assert_cmpuint (play (&world, &state, bump, 2), ==, QD_LOGIC_WUMPUS_BUMP);
  assert_at (&world, &state, 1, 1);
  g_assert_cmpint (state.score, ==, -2);
  g_assert_cmpuint (play (&world, &state, miss, 1), ==, 0);   /* east along row 1: no wumpus */
  g_assert_cmpint (state.score, ==, -11);
  play (&world, &state, miss, 2);
  g_assert_cmpint (state.score, ==, -12);                     /* no arrow left: −1 only */
  play (&world, &state, idle, 3);                             /* Climb from [2,1], Grab without gold */
  g_assert_false (qd_logic_wumpus_over (&state));
  g_assert_cmpint (state.score, ==, -3);
  play (&world, &state, empty, 1);
  g_assert_true (state.flags & QD_LOGIC_WUMPUS_CLIMBED);
  g_assert_cmpint (state.score, ==, -1);
}

static void
test_random (void)
{
  guint pits = 0, squares = 0, unfair = 0, n = 3000;

  for (guint seed = 0; seed < n; seed++)
    {
      QdLogicWumpusWorld a, b;

      g_assert_true (qd_logic_wumpus_world_random (&a, 4, 4, 0.2, FALSE, seed));
      g_assert_true (qd_logic_wumpus_world_random (&b, 4, 4, 0.2, FALSE, seed));
      g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
      g_assert_cmpuint (a.wumpus, !=, 0);
      g_assert_cmpuint (a.gold, !=, 0);
      g_assert_cmpuint (a.pit[0], ==, 0);
      for (guint s = 1; s < 16; s++)
        pits += a.pit[s];
      squares += 15;
      unfair += !qd_logic_wumpus_world_fair (&a);
      g_assert_true (qd_logic_wumpus_world_random (&b, 4, 4, 0.2, TRUE, seed));
      g_assert_true (qd_logic_wumpus_world_fair (&b));
    }
  /* 45,000 squares: the standard deviation of the rate is 0.0019. */
  g_assert_cmpfloat (fabs ((double) pits / squares - 0.2), <, 0.01);
  /* The book says about 21% of worlds are unfair (loosely). */
  g_test_message ("unfair worlds: %.1f%%", 100.0 * unfair / n);
  g_assert_cmpfloat ((double) unfair / n, >, 0.10);
  g_assert_cmpfloat ((double) unfair / n, <, 0.35);
}

static void
test_text_round_trip (void)
{
  QdLogicWumpusWorld book, read, again;
  g_autoptr(GError) error = NULL;

  qd_logic_wumpus_world_book (&book);
  g_assert_true (qd_logic_wumpus_world_parse (&read, book_text, strlen (book_text), &error));
  g_assert_no_error (error);
  g_assert_cmpmem (&read, sizeof read, &book, sizeof book);
  for (guint seed = 0; seed < 200; seed++)
    {
      g_autofree char *text = NULL;

      qd_logic_wumpus_world_random (&book, 1 + seed % 12, 2 + seed % 11, 0.3, FALSE, seed);
      text = qd_logic_wumpus_world_to_text (&book);
      g_assert_true (qd_logic_wumpus_world_parse (&again, text, strlen (text), &error));
      g_assert_no_error (error);
      g_assert_cmpmem (&again, sizeof again, &book, sizeof book);
    }
  /* Things share squares, the start may be left out, blanks are free. */
  {
    static const char shared[] = "  .  WGP\n\t. . # a comment\n";
    g_assert_true (qd_logic_wumpus_world_parse (&read, shared, strlen (shared), &error));
    g_assert_cmpuint (read.wumpus, ==, 3);
    g_assert_cmpuint (read.gold, ==, 3);
    g_assert_true (read.pit[3]);
  }
}

/* The file of the corpus, as a person would write it. */
static void
test_text_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "corpus", "fig-7-2.wumpus", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  QdLogicWumpusWorld read, book;
  gsize length;

  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  g_assert_true (qd_logic_wumpus_world_parse (&read, text, length, &error));
  g_assert_no_error (error);
  qd_logic_wumpus_world_book (&book);
  g_assert_cmpmem (&read, sizeof read, &book, sizeof book);
}

typedef struct
{
  const char *text;
  const char *message;   /* the error's start: line and column */
} Hostile;

static void
test_text_hostile (void)
{
  static const Hostile cases[] = {
    { "A . G\n", "line 1, column 1: no wumpus (W) in the world" },
    { ". G G\nA W .\n", "line 1, column 5: a second gold (G) (the first at line 1, column 3)" },
    { "size: 0 4\nA W G\n", "line 1, column 7: a width" },
    { "size: 3 2\nA W G\n", "line 1, column 1: “size: 3 2”, but the rows make 3 × 1" },
    { "size: 4 13\n", "line 1, column 9: a height" },
    { ". . W\nA G\n", "line 2, column 4: 2 squares in this row, 3 in the first" },
    { ". X\nA W\n", "line 1, column 3: “X” is not" },
    { ". WW\nA G\n", "line 1, column 4: “W” twice" },
    { "A W\n. G\n", "line 1, column 1: the start A is the bottom left" },
    { ". W\nP G\n", "line 2, column 1: the start square [1,1] holds" },
    { ". W\nAP G\n", "line 2, column 1: the start square holds nothing else" },
    { "# nothing\n\n", "line 1, column 1: no rows of squares" },
    { "", "line 1, column 1: no rows of squares" },
    { "A\n", "line 1, column 1: a world has two squares" },
    { "A W G é\n", "line 1, column 7: a byte that is not ASCII" },
    { "A W\n. G\nsize: 2 2\n", "line 3, column 1: “size:” comes once" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      QdLogicWumpusWorld world;
      g_autoptr(GError) error = NULL;

      g_assert_false (qd_logic_wumpus_world_parse (&world, cases[i].text, strlen (cases[i].text), &error));
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, cases[i].message))
        g_error ("case %u: «%s», expected «%s…»", i, error->message, cases[i].message);
    }
}

/* A grid of 13 rows and one of 10,000 squares a row: refused at the 13th. */
static void
test_text_huge (void)
{
  GString *rows = g_string_new (NULL), *wide = g_string_new ("A W G");
  QdLogicWumpusWorld world;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 13; i++)
    g_string_append (rows, i == 12 ? "A W G\n" : ". . .\n");
  g_assert_false (qd_logic_wumpus_world_parse (&world, rows->str, rows->len, &error));
  g_assert_cmpstr (error->message, ==, "line 13, column 1: more than 12 rows");
  g_clear_error (&error);
  for (guint i = 0; i < 10000; i++)
    g_string_append (wide, " .");
  g_assert_false (qd_logic_wumpus_world_parse (&world, wide->str, wide->len, &error));
  g_assert_cmpstr (error->message, ==, "line 1, column 25: more than 12 squares in a row");
  g_string_free (rows, TRUE);
  g_string_free (wide, TRUE);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic/wumpus/book-percepts", test_book_percepts);
  g_test_add_func ("/logic/wumpus/score-gold", test_score_gold);
  g_test_add_func ("/logic/wumpus/score-shoot", test_score_shoot);
  g_test_add_func ("/logic/wumpus/score-misc", test_score_misc);
  g_test_add_func ("/logic/wumpus/random", test_random);
  g_test_add_func ("/logic/wumpus/text-round-trip", test_text_round_trip);
  g_test_add_func ("/logic/wumpus/text-file", test_text_file);
  g_test_add_func ("/logic/wumpus/text-hostile", test_text_hostile);
  g_test_add_func ("/logic/wumpus/text-huge", test_text_huge);
  return g_test_run ();
}
