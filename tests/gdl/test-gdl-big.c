/* test-gdl-big.c — a big game of GGP Base grounded (issue 98): checkers,
 * whose rules as written are past the grounding's limits, grounded from
 * its rules split into chains (qd-gdl-split.c), gives GGP Base's perft and
 * plays random games to the end; and small games grounded from their split
 * rules give the same perft as from their rules as written.
 *
 * Golden: GGP Base's prover, ProverStateMachine, through
 * tests/bench/ggp/GgpPerft.java on the same file
 * (`GgpPerft checkers.kif --depth 3`: perft 1 7, perft 2 49, perft 3 379). */
#include <glib.h>

#include "problems/gdl/qd-gdl.h"

static void
test_checkers (void)
{
  static const guint64 expected[] = { 7, 49, 379 };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "public", "checkers.kif", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(QdGdlGame) game = qd_gdl_game_new_from_file (path, NULL, &error);
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  g_autofree guint64 *state = NULL;
  g_autofree guint32 *moves = NULL;
  guint64 counts[3];
  guint32 joint[QD_GDL_MAX_ROLES];
  gint stop = 0;

  g_assert_no_error (error);
  g_assert_true (qd_gdl_game_is_grounded (game));
  g_assert_true (qd_gdl_game_perft (game, 3, counts, &stop, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (counts[i], ==, expected[i]);
  /* random games end (terminal by step 100 at the latest), each with
   * one goal value per role */
  state = g_new0 (guint64, qd_gdl_game_state_words (game));
  moves = g_new (guint32, qd_gdl_game_max_legal (game));
  for (guint g = 0; g < 5; g++)
    {
      gint r;
      guint plies = 0;

      qd_gdl_game_initial (game, state);
      while ((r = qd_gdl_game_random_joint (game, state, rand, moves, joint, &error)) == 1)
        {
          g_assert_true (qd_gdl_game_next (game, state, joint, state, &error));
          g_assert_cmpuint (++plies, <=, 200);
        }
      g_assert_no_error (error);
      g_assert_cmpint (r, ==, 0);
      g_assert_true (qd_gdl_game_terminal (game, state));
      for (guint role = 0; role < 2; role++)
        g_assert_cmpint (qd_gdl_game_goal (game, state, role), >=, 0);
    }
  /* a stop flag set: perft stops */
  stop = 1;
  g_assert_false (qd_gdl_game_perft (game, 3, counts, &stop, &error));
  g_assert_error (error, QD_GDL_ERROR, QD_GDL_ERROR_STOPPED);
}

/* Split or whole, the same game: the perft of the split rules' network
 * (every rule of 3 or more positive literals split where that is cheaper)
 * equals that of the network of the rules as written, whose counts the
 * other tests check (tests/gdl/data/perft-expected.tsv). */
static void
test_split_same (void)
{
  static const char *const files[] = {
    "unit-tictactoe.kif", "unit-connect4-8x6.kif", "public/connectFour.kif", "public/eightPuzzle.kif",
    "public/nim1.kif",
  };
  guint n_split = 0;

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, files[f], NULL);
      guint64 counts[2][5];
      guint atoms[2];

      for (guint split = 0; split < 2; split++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(QdGdlGame) game = NULL;
          QdGdlOptions options;

          qd_gdl_options_init (&options);
          options.force_split = split;
          game = qd_gdl_game_new_from_file (path, &options, &error);
          g_assert_no_error (error);
          g_assert_true (qd_gdl_game_is_grounded (game));
          g_assert_true (qd_gdl_game_perft (game, 5, counts[split], NULL, &error));
          g_assert_no_error (error);
          atoms[split] = qd_gdl_game_n_atoms (game);
        }
      for (guint d = 0; d < 5; d++)
        g_assert_cmpuint (counts[0][d], ==, counts[1][d]);
      /* a split rule's steps are atoms of their own */
      n_split += atoms[1] != atoms[0];
    }
  g_assert_cmpuint (n_split, >=, 2);
}

/* tests/gdl/public/FILE loaded with `options`; its perft to `depth` is
 * `expected`. */
static QdGdlGame *
load_public (const char *file, const QdGdlOptions *options, guint depth, const guint64 *expected)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "public", file, NULL);
  g_autoptr(GError) error = NULL;
  QdGdlGame *game = qd_gdl_game_new_from_file (path, options, &error);
  guint64 counts[9];

  g_assert_no_error (error);
  g_assert_cmpuint (depth, <=, G_N_ELEMENTS (counts));
  g_assert_true (qd_gdl_game_perft (game, depth, counts, NULL, &error));
  g_assert_no_error (error);
  for (guint d = 0; d < depth; d++)
    g_assert_cmpuint (counts[d], ==, expected[d]);
  return game;
}

/* The evaluation a grounded game plays with: kalaha_2009's network costs
 * about ten times its rules a ply, and the rules play; pacman2p's rules
 * cost less than its network, but not half, and the network stays.  Either
 * way (and kalaha_2009 with its network kept by force) perft is GGP Base's
 * prover's:
 * `GgpPerft FILE --depth 9` (kalaha_2009) and `--depth 6` (pacman2p). */
static void
test_cheaper_rules (void)
{
  static const struct {
    const char *file;
    gboolean grounded;
    guint depth;
    guint64 expected[9];
  } cases[] = {
    { "kalaha_2009.kif", FALSE, 9, { 5, 5, 5, 5, 24, 24, 24, 24, 86 } },
    { "pacman2p.kif", TRUE, 6, { 2, 8, 24, 216, 504, 2716 } },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    for (guint keep = 0; keep < 1u + !cases[c].grounded; keep++)
      {
        g_autoptr(QdGdlGame) game = NULL;
        QdGdlOptions options;

        qd_gdl_options_init (&options);
        options.keep_network = keep;
        game = load_public (cases[c].file, &options, cases[c].depth, cases[c].expected);
        g_assert_cmpint (qd_gdl_game_is_grounded (game), ==, keep || cases[c].grounded);
      }
}

/* A relation restricted to what its callers ask (qd-gdl-callers.c):
 * crisscross scores by two calls of `count` with four cells written out,
 * and the Chinese checkers sheet asks its helpers of cells written out
 * too.  Grounded whole, `count` alone reached every four cells of the
 * board (847,021 atoms), and chinesecheckers3's rules as written went past
 * the grounding's budget of work; restricted, both ground from the rules
 * as written into a few thousand atoms, and perft is GGP Base's prover's
 * (`GgpPerft FILE --depth 3`: 4, 16, 60 and 7, 49, 343). */
static void
test_restricted_to_callers (void)
{
  static const struct {
    const char *file;
    guint64 expected[3];
  } cases[] = {
    { "crisscross.kif", { 4, 16, 60 } },
    { "chinesecheckers3.kif", { 7, 49, 343 } },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(QdGdlGame) game = NULL;
      QdGdlOptions options;

      /* past a budget of 20 M units the grounding would give up (a
       * second is 70 M): it is not reached */
      qd_gdl_options_init (&options);
      options.ground_work = 20000000;
      game = load_public (cases[c].file, &options, 3, cases[c].expected);
      g_assert_true (qd_gdl_game_is_grounded (game));
      g_assert_cmpuint (qd_gdl_game_n_atoms (game), <, 5000);
    }
}

/* The grounding's two tries side by side (qd-gdl-game-race.c): a legal
 * rule with four literals that bind nothing its head needs grounds as
 * written into 13^5 = 371,293 ground rules (about 17 million units of
 * work, past QD_GDL_RACE_PREFER and twice the split rules'), split into
 * a few dozen; the split rules' network is kept, and kept on every load
 * (chosen by work, never by which thread ends first).  Hand-checked: 13
 * moves, each ends the game. */
static void
test_race (void)
{
  g_autoptr(GString) kif = g_string_new ("(role robot) (init (count 0))\n"
                                         "(<= (legal robot (pick ?a)) (true (count 0))\n"
                                         "    (num ?a) (num ?b) (num ?c) (num ?d) (num ?e))\n"
                                         "(<= (next (count 1)) (does robot (pick ?a)))\n"
                                         "(<= terminal (true (count 1)))\n"
                                         "(<= (goal robot 100) (true (count 1)))\n"
                                         "(<= (goal robot 0) (true (count 0)))\n");
  guint rules = 0, atoms = 0;

  for (guint i = 0; i < 13; i++)
    g_string_append_printf (kif, "(num %u)\n", i);
  for (guint load = 0; load < 3; load++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QdGdlGame) game = qd_gdl_game_new (kif->str, kif->len, "race.kif", NULL, &error);
      guint64 counts[2];
      gint stop = 0;

      g_assert_no_error (error);
      g_assert_true (qd_gdl_game_is_grounded (game));
      g_assert_cmpuint (qd_gdl_game_n_ground_rules (game), <, 1000);
      if (load > 0)
        {
          g_assert_cmpuint (qd_gdl_game_n_ground_rules (game), ==, rules);
          g_assert_cmpuint (qd_gdl_game_n_atoms (game), ==, atoms);
        }
      rules = qd_gdl_game_n_ground_rules (game);
      atoms = qd_gdl_game_n_atoms (game);
      g_assert_true (qd_gdl_game_perft (game, 2, counts, &stop, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (counts[0], ==, 13);
      g_assert_cmpuint (counts[1], ==, 0);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gdl-big/checkers", test_checkers);
  g_test_add_func ("/gdl-big/split-same", test_split_same);
  g_test_add_func ("/gdl-big/cheaper-rules", test_cheaper_rules);
  g_test_add_func ("/gdl-big/restricted-to-callers", test_restricted_to_callers);
  g_test_add_func ("/gdl-big/race", test_race);
  return g_test_run ();
}
