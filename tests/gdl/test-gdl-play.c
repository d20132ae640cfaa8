/* test-gdl-play.c — a GDL game played: the agents' names, the general
 * evaluation (strictly inside (-0.9, 0.9), the goals exact at the end,
 * not flat on Connect Four, a win in one move seen),
 * alpha-beta finding a win, the match's result from the goal values, the
 * agent-test game compiled in, the pool that keeps a loaded game for
 * the window's next move, and random games on several threads. */
#include "problems/gdl/qd-gdl-agent.h"
#include "problems/gdl/qd-gdl-match.h"
#include "problems/gdl/qd-gdl-playouts.h"
#include "problems/gdl/qd-gdl-pool.h"
#include "problems/gdl/qd-gdl-root-parallel.h"

#include <math.h>
#include <string.h>

static QdGdlMatch *
load (const char *file, GRand *rand)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, file, NULL);
  g_autoptr(GError) error = NULL;
  QdGdlMatch *m = qd_gdl_match_new_from_file (path, rand, &error);

  g_assert_no_error (error);
  return m;
}

static void
test_names (void)
{
  static const char *const good[] = { "human", "random", "minimax", "alphabeta", "alphabeta:3", "minimax:2",
                                      "mcts", "mcts:500", "mcts:ms=100", "program:./a" };
  static const char *const bad[] = { "alphabeta:0", "minimax:65", "mcts:0", "engine", "perfect", "" };
  QdGdlAgent agent;

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autofree char *back = NULL;

      g_assert_true (qd_gdl_agent_parse (good[i], &agent, NULL));
      back = qd_gdl_agent_to_string (&agent);
      if (agent.kind != QD_GDL_AGENT_OUTSIDE)
        g_assert_cmpstr (back, ==, good[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (qd_gdl_agent_parse (bad[i], &agent, &error));
      g_assert_nonnull (error);
    }
}

/* Random games of Connect Four 8 x 6: every evaluation of a state that is
 * not over is strictly inside (-0.9, 0.9), every end exact. */
static void
test_evaluation (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (4);
  g_autoptr(QdGdlMatch) m = load ("unit-connect4-8x6.kif", rand);
  g_autofree guint32 *moves = g_new (guint32, QD_GDL_MAX_MOVES);
  QdGdlSearchGame sg;
  gboolean nonzero = FALSE;

  qd_gdl_search_game_init (&sg, m->game, TRUE);
  for (guint game = 0; game < 10; game++)
    {
      qd_gdl_game_initial (m->game, m->state);
      for (gint mover; (mover = qd_gdl_match_mover (m)) >= 0;)
        {
          double v = qd_gdl_evaluation (&sg, m->state);
          gint n = qd_gdl_game_legal (m->game, m->state, (guint) mover, moves, NULL);

          g_assert_cmpfloat (v, >, -QD_GDL_EVAL_SCALE);
          g_assert_cmpfloat (v, <, QD_GDL_EVAL_SCALE);
          nonzero |= v != 0;
          qd_gdl_match_play (m, moves[g_rand_int_range (rand, 0, n)]);
        }
      {
        gint goals[2];
        double v = qd_gdl_evaluation (&sg, m->state);

        qd_gdl_match_goals (m, goals);
        g_assert_cmpfloat (v, ==, (MAX (goals[0], 0) - MAX (goals[1], 0)) / 100.0);
      }
    }
  g_assert_true (nonzero);
  qd_gdl_search_game_clear (&sg);
}

/* The evaluation is no flat function on Connect Four 7 x 6: after red's
 * (drop 4), yellow's seven answers are not all worth the same, and the
 * best for yellow (the lowest) is on top of red's disc, in the middle,
 * where red's lines are cut most (the columns' symmetry kept: 1 as 7, 2 as
 * 6); in data/connect4-win.kif red to move wins in one move, worth
 * QD_GDL_EVAL_WIN. */
static void
test_proximity (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autoptr(QdGdlMatch) m = load ("../../data/examples/gdl/connect4.kif", rand);
  g_autoptr(QdGdlMatch) win = load ("data/connect4-win.kif", rand);
  g_autofree guint32 *moves = g_new (guint32, QD_GDL_MAX_MOVES);
  g_autofree guint64 *child = g_new (guint64, m->words);
  double v[7];
  QdGdlSearchGame sg;

  qd_gdl_match_play (m, (guint32) qd_gdl_game_move_parse (m->game, m->state, 0, "(drop 4)"));
  qd_gdl_search_game_init (&sg, m->game, TRUE);
  g_assert_cmpint (qd_gdl_game_legal (m->game, m->state, 1, moves, NULL), ==, 7);
  for (guint i = 0; i < 7; i++)
    {
      g_autofree char *name = g_strdup_printf ("(drop %u)", i + 1);

      g_assert_cmpstr (qd_gdl_game_move_text (m->game, moves[i]), ==, name);
      sg.game.apply (&sg.game, m->state, moves[i], child);
      v[i] = qd_gdl_evaluation (&sg, child);
    }
  for (guint i = 0; i < 7; i++)
    {
      g_assert_cmpfloat_with_epsilon (v[i], v[6 - i], 1e-12);
      if (i != 3)
        g_assert_cmpfloat (v[3], <, v[i]);
    }
  qd_gdl_search_game_clear (&sg);
  qd_gdl_search_game_init (&sg, win->game, TRUE);
  g_assert_cmpfloat (qd_gdl_evaluation (&sg, win->state), ==, QD_GDL_EVAL_WIN);
  qd_gdl_search_game_clear (&sg);
}

/* x to move with two in the top row: alpha-beta (to the end, and with a
 * cutoff) completes it. */
static void
test_alphabeta_wins (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autoptr(QdGdlMatch) m = load ("unit-tictactoe.kif", rand);
  static const char *const opening[] = { "(mark 1 1)", "(mark 2 1)", "(mark 1 2)", "(mark 2 2)" };
  static const char *const names[] = { "alphabeta", "alphabeta:2", "minimax:1", "mcts:300" };

  for (guint i = 0; i < G_N_ELEMENTS (opening); i++)
    {
      gint id = qd_gdl_game_move_parse (m->game, m->state, (guint) qd_gdl_match_mover (m), opening[i]);

      g_assert_cmpint (id, >=, 0);
      qd_gdl_match_play (m, (guint32) id);
    }
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      QdGdlAgent agent;
      QdGdlChooseOptions options = { .rand = rand, .rules_text = m->text };
      QdGdlChoice choice;

      g_assert_true (qd_gdl_agent_parse (names[i], &agent, NULL));
      g_assert_true (qd_gdl_agent_choose (&agent, m->game, m->state, &options, &choice));
      g_assert_cmpstr (qd_gdl_game_move_text (m->game, choice.move), ==, "(mark 1 3)");
    }
}

/* The result: the higher goal wins, the scores are the goals / 100. */
static void
test_result (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autoptr(QdGdlMatch) m = qd_gdl_match_new_test (rand);
  static const char *const moves[] = { "(mark 1 1)", "(mark 2 1)", "(mark 1 2)", "(mark 2 2)", "(mark 1 3)" };
  g_auto(QdMatchResult) result = { 0 };
  g_autofree char *record = NULL;

  g_assert_nonnull (m);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      g_assert_false (qd_gdl_match_rules.over (m, &result));
      qd_gdl_match_play (m, (guint32) qd_gdl_game_move_parse (m->game, m->state, i % 2, moves[i]));
    }
  g_assert_true (qd_gdl_match_rules.over (m, &result));
  g_assert_cmpint (result.winner, ==, 1);
  g_assert_cmpfloat (result.scores[0], ==, 1);
  g_assert_cmpfloat (result.scores[1], ==, 0);
  g_assert_cmpstr (result.reason, ==, "goals x 100 o 0");
  record = qd_gdl_match_record (m, (const char *[]) { "human", "random" });
  g_assert_cmpstr (record, ==, "; gdl game of tictactoe.kif\n; x human\n; o random\nx (mark 1 1)\no (mark 2 1)\n"
                               "x (mark 1 2)\no (mark 2 2)\nx (mark 1 3)\n");
}

/* The searchers on the non-ground evaluation: alpha-beta to the end
 * against a random mover on tic-tac-toe never loses; its evaluation has
 * no proximity but stays inside (-0.9, 0.9). */
static void
test_fallback (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "unit-tictactoe.kif", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  QdGdlOptions gdl_options = { .force_fallback = TRUE };
  g_autoptr(QdGdlGame) game = qd_gdl_game_new_from_file (path, &gdl_options, NULL);
  g_autofree guint64 *state = g_new0 (guint64, qd_gdl_game_state_words (game));
  g_autofree guint32 *others = g_new (guint32, QD_GDL_MAX_MOVES);
  QdGdlAgent agents[2];
  QdGdlSearchGame sg;
  gint mover;

  g_assert_false (qd_gdl_game_is_grounded (game));
  g_assert_true (qd_gdl_agent_parse ("alphabeta", &agents[0], NULL));
  g_assert_true (qd_gdl_agent_parse ("random", &agents[1], NULL));
  qd_gdl_search_game_init (&sg, game, TRUE);
  qd_gdl_game_initial (game, state);
  while ((mover = qd_gdl_game_mover (game, state, NULL)) >= 0)
    {
      QdGdlChooseOptions options = { .rand = rand };
      QdGdlChoice choice;
      guint32 joint[2];
      double v = qd_gdl_evaluation (&sg, state);

      g_assert_cmpfloat (fabs (v), <, QD_GDL_EVAL_SCALE);
      g_assert_true (qd_gdl_agent_choose (&agents[mover], game, state, &options, &choice));
      qd_gdl_game_legal (game, state, (guint) (1 - mover), others, NULL);
      joint[mover] = choice.move;
      joint[1 - mover] = others[0];
      g_assert_true (qd_gdl_game_next (game, state, joint, state, NULL));
    }
  g_assert_cmpint (qd_gdl_game_goal (game, state, 0), >=, 50);
  qd_gdl_search_game_clear (&sg);
}

typedef struct {
  QdGdlGame *copy;
  const guint64 *state;
  QdGdlChoice choice;
} Searching;

static gpointer
search_thread (gpointer data)
{
  Searching *s = data;
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  QdGdlChooseOptions options = { .rand = rand };
  QdGdlAgent agent;

  g_assert_true (qd_gdl_agent_parse ("alphabeta:3", &agent, NULL));
  g_assert_true (qd_gdl_agent_choose (&agent, s->copy, s->state, &options, &s->choice));
  return NULL;
}

/* A move searched on another thread on a copy of the game, while the
 * match's game answers the front end's questions, then played. */
static void
test_thread (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autoptr(QdGdlMatch) m = load ("unit-connect4-8x6.kif", rand);
  g_autoptr(QdGdlGame) copy = qd_gdl_match_game_copy (m, NULL);
  g_autofree guint64 *state = g_memdup2 (m->state, m->words * sizeof (guint64));
  g_autofree guint32 *moves = g_new (guint32, QD_GDL_MAX_MOVES);
  Searching s = { copy, state };
  GThread *thread = g_thread_new ("search", search_thread, &s);
  gint id;

  for (guint i = 0; i < 200; i++)
    g_assert_cmpint (qd_gdl_game_legal (m->game, m->state, 0, moves, NULL), ==, 8);
  g_thread_join (thread);
  id = qd_gdl_match_move_of (m, copy, s.choice.move);
  g_assert_cmpint (id, >=, 0);
  g_assert_cmpstr (qd_gdl_game_move_text (m->game, (guint32) id), ==, qd_gdl_game_move_text (copy, s.choice.move));
  qd_gdl_match_play (m, (guint32) id);
  g_assert_cmpuint (m->moves->len, ==, 1);
}

/* One role (a puzzle): no match (roles that move together are one:
 * test-gdl-multi.c). */
static void
test_refused (void)
{
  static const char *const files[] = { "unit-reach.kif" };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, files[i], NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(QdGdlMatch) m = qd_gdl_match_new_from_file (path, NULL, &error);

      g_assert_null (m);
      g_assert_error (error, QD_GDL_ERROR, QD_GDL_ERROR_UNSUPPORTED);
    }
}

/* A game without end (issue 91): minimax to the end stops at its node
 * budget and moves all the same (alpha-beta goes through the same
 * search); the match stops at its ply limit, no one's win, the reason
 * said. */
static void
test_forever (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autoptr(QdGdlMatch) m = load ("data/forever.kif", rand);
  g_auto(QdMatchResult) result = { 0 };
  static const char *const kinds[] = { "minimax" };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      QdGdlAgent agent;
      QdGdlChoice choice;
      QdGdlChooseOptions options = { .rand = rand };

      g_assert_true (qd_gdl_agent_parse (kinds[k], &agent, NULL));
      g_assert_true (qd_gdl_agent_choose (&agent, m->game, m->state, &options, &choice));
      g_assert_cmpuint (choice.move, !=, G_MAXUINT32);
      g_assert_cmpuint (choice.search.nodes, ==, QD_GDL_AGENT_FULL_NODES);
      g_assert_cmpint (choice.search.status, ==, QD_GAME_SEARCH_STOPPED);
    }
  m->max_plies = 3;
  for (guint ply = 0; ply < 3; ply++)
    {
      gint mover = qd_gdl_match_mover (m);
      g_autofree guint32 *moves = g_new (guint32, qd_gdl_game_max_legal (m->game));

      g_assert_cmpint (mover, >=, 0);
      g_assert_cmpint (qd_gdl_game_legal (m->game, m->state, (guint) mover, moves, NULL), ==, 2);
      qd_gdl_match_play (m, moves[1]);
    }
  g_assert_cmpint (qd_gdl_match_mover (m), ==, -1);
  g_assert_true (qd_gdl_match_cut (m));
  g_assert_true (qd_gdl_match_rules.over (m, &result));
  g_assert_cmpint (result.winner, ==, -1);
  g_assert_cmpstr (result.reason, ==, "ply limit 3");
}

/* The pool: the game given back is the one the next take of the same
 * rulesheet gets (not loaded again), a match made on it plays; another
 * rulesheet is loaded anew (the kept one freed when another is given);
 * a rulesheet that does not load gives its error. */
static void
test_pool (void)
{
  g_autoptr(QdGdlPool) pool = qd_gdl_pool_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  g_autoptr(GError) error = NULL;
  const char *other = "(role a) (role b) (init (turn a)) (<= (legal ?r go) (role ?r)) "
                      "(<= (next (turn b)) (true (turn a))) (<= terminal (true (turn b))) (goal a 50) (goal b 50)";
  QdGdlGame *first = qd_gdl_pool_take (pool, qd_gdl_tictactoe_text, "t", NULL), *again, *second;
  QdGdlMatch *m;

  g_assert_nonnull (first);
  qd_gdl_pool_give (pool, qd_gdl_tictactoe_text, first);
  again = qd_gdl_pool_take (pool, qd_gdl_tictactoe_text, "t", NULL);
  g_assert_true (again == first);
  m = qd_gdl_match_new_for_game (again, qd_gdl_tictactoe_text, strlen (qd_gdl_tictactoe_text), "t", rand, NULL);
  g_assert_nonnull (m);
  g_assert_cmpint (qd_gdl_match_mover (m), ==, 0);
  qd_gdl_pool_give (pool, qd_gdl_tictactoe_text, g_steal_pointer (&m->game));
  qd_gdl_match_free (m);
  second = qd_gdl_pool_take (pool, other, "o", NULL);
  g_assert_nonnull (second);
  g_assert_cmpuint (qd_gdl_game_n_roles (second), ==, 2);
  qd_gdl_pool_give (pool, other, second);
  again = qd_gdl_pool_take (pool, qd_gdl_tictactoe_text, "t", NULL);
  g_assert_true (again != second);
  qd_gdl_game_free (again);
  g_assert_null (qd_gdl_pool_take (pool, "(role", "bad", &error));
  g_assert_nonnull (error);
}

static void
playouts (QdGdlGame *game, guint threads, guint max_plies, QdGdlPlayoutsCount *count)
{
  QdGdlPlayoutsSpec spec = { .games = 40, .max_plies = max_plies, .threads = threads, .seed = 9 };
  g_autoptr(GError) error = NULL;

  g_assert_true (qd_gdl_playouts (game, &spec, count, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count->ended + count->cut, ==, spec.games);
  g_assert_false (count->stopped);
}

/* Random games on one thread and on three (two copies read again), with
 * and without grounding: the same games (the same ended, cut and plies,
 * some of each; merrills without grounding lists its moves in another
 * order in each copy), and a copy evaluated as the game is; a stop before
 * the first plays none; a role without a move is the error whichever
 * thread meets it. */
static void
test_playouts (void)
{
  static const struct { const char *file; gboolean ground; guint max_plies; } games[] = {
    { "unit-connect4-8x6.kif", TRUE, 20 }, { "unit-connect4-8x6.kif", FALSE, 20 }, { "public/merrills.kif", FALSE, 58 },
  };
  static const char stuck[] = "(role r) (init (c 0)) (<= (legal r go) (true (c ?x)) (distinct ?x 3))\n"
                              "(<= (next (c ?y)) (true (c ?x)) (succ ?x ?y)) (succ 0 1) (succ 1 2) (succ 2 3)\n"
                              "(succ 3 4) (<= terminal (true (c 4))) (goal r 100)\n";
  static const gint stop = 1;

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, games[i].file, NULL);
      QdGdlOptions options = { .force_fallback = !games[i].ground };
      g_autoptr(QdGdlGame) game = qd_gdl_game_new_from_file (path, &options, NULL);
      g_autoptr(QdGdlGame) copy = qd_gdl_game_copy (game, NULL);
      QdGdlPlayoutsCount one, three;
      QdGdlPlayoutsSpec spec = { .games = 10, .threads = 2, .stop = &stop };

      g_assert_cmpint (qd_gdl_game_is_grounded (game), ==, games[i].ground);
      g_assert_cmpint (qd_gdl_game_is_grounded (copy), ==, games[i].ground);
      playouts (game, 1, games[i].max_plies, &one);
      playouts (game, 3, games[i].max_plies, &three);
      g_assert_cmpuint (one.ended, >, 0);
      g_assert_cmpuint (one.cut, >, 0);
      g_assert_cmpuint (three.ended, ==, one.ended);
      g_assert_cmpuint (three.cut, ==, one.cut);
      g_assert_cmpuint (three.plies, ==, one.plies);
      g_assert_true (qd_gdl_playouts (game, &spec, &one, NULL));
      g_assert_true (one.stopped);
      g_assert_cmpuint (one.ended + one.cut, ==, 0);
    }
  for (guint threads = 1; threads <= 2; threads++)
    {
      g_autoptr(QdGdlGame) game = qd_gdl_game_new (stuck, sizeof stuck - 1, "stuck.kif", NULL, NULL);
      QdGdlPlayoutsSpec spec = { .games = 8, .threads = threads, .seed = 1 };
      QdGdlPlayoutsCount count;
      g_autoptr(GError) error = NULL;

      g_assert_nonnull (game);
      g_assert_false (qd_gdl_playouts (game, &spec, &count, &error));
      g_assert_error (error, QD_GDL_ERROR, QD_GDL_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, "the role r has no legal move"));
      g_assert_cmpuint (count.ended, ==, 0);
    }
}

/* A state and a move carried to a copy of the game and back by their
 * codes, with and without grounding (the copy numbers its facts and moves
 * as it meets them): the same facts and move texts; MCTS's helper opened
 * on this thread: its copy's root is the state, each of its root moves
 * comes back as the same move; MCTS with a time budget on two threads, a
 * legal move, its progress every thread's iterations; a count budget, one
 * search of exactly its iterations. */
static void
test_root_parallel (void)
{
  static const struct { const char *file; gboolean ground; } games[] = {
    { "unit-connect4-8x6.kif", TRUE }, { "unit-connect4-8x6.kif", FALSE }, { "public/merrills.kif", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, games[i].file, NULL);
      QdGdlOptions gdl_options = { .force_fallback = !games[i].ground };
      g_autoptr(QdGdlGame) game = qd_gdl_game_new_from_file (path, &gdl_options, NULL);
      g_autoptr(QdGdlGame) copy = qd_gdl_game_copy (game, NULL);
      g_autoptr(GRand) rand = g_rand_new_with_seed (2);
      g_autoptr(GArray) code = g_array_new (FALSE, FALSE, sizeof (guint32));
      g_autofree guint64 *state = g_new0 (guint64, qd_gdl_game_state_words (game));
      g_autofree guint64 *there = g_new0 (guint64, qd_gdl_game_state_words (copy));
      g_autofree guint32 *moves = g_new (guint32, qd_gdl_game_max_legal (game));
      g_autofree char *text = NULL, *copied = NULL;
      guint32 joint[QD_GDL_MAX_ROLES];
      gint mover, n;

      /* the copy numbers what it meets first: a few plies on it alone */
      qd_gdl_game_initial (copy, there);
      for (guint p = 0; p < 3 && qd_gdl_game_random_joint (copy, there, rand, moves, joint, NULL) > 0; p++)
        g_assert_true (qd_gdl_game_next (copy, there, joint, there, NULL));
      qd_gdl_game_initial (game, state);
      for (guint p = 0; p < 6 && qd_gdl_game_random_joint (game, state, rand, moves, joint, NULL) > 0; p++)
        g_assert_true (qd_gdl_game_next (game, state, joint, state, NULL));
      qd_gdl_game_state_export (game, state, code);
      g_assert_true (qd_gdl_game_state_import (copy, (const guint32 *) code->data, code->len, there));
      text = qd_gdl_game_state_text (game, state);
      copied = qd_gdl_game_state_text (copy, there);
      g_assert_cmpstr (copied, ==, text);
      mover = qd_gdl_game_mover (game, state, NULL);
      g_assert_cmpint (mover, >=, 0);
      n = qd_gdl_game_legal (copy, there, (guint) mover, moves, NULL);
      for (gint m = 0; m < n; m++)
        {
          g_autofree char *move_text = g_strdup (qd_gdl_game_move_text (copy, moves[m]));

          g_array_set_size (code, 0);
          qd_gdl_game_move_export (copy, moves[m], code);
          g_assert_cmpstr (qd_gdl_game_move_text (game, qd_gdl_game_move_import (game, (const guint32 *) code->data)),
                           ==, move_text);
        }
      {
        QdGdlSearchGame sg;
        g_autoptr(QdGdlHelpers) helpers = NULL;
        const QdMctsHelpers *spec;
        const QdGame *helper_game;
        gconstpointer helper_root;
        g_autofree QdMove *root_moves = NULL;
        guint n_root;

        qd_gdl_search_game_init (&sg, game, FALSE);
        helpers = qd_gdl_helpers_new (&sg, state, 1);
        spec = qd_gdl_helpers_spec (helpers);
        g_assert_cmpuint (spec->n, ==, 1);
        g_assert_true (spec->open (spec->data, 0, &helper_game, &helper_root));
        {
          QdGdlGame *helper_copy = ((const QdGdlSearchGame *) helper_game->data)->gdl;
          g_autofree char *helper_text = qd_gdl_game_state_text (helper_copy, helper_root);

          g_assert_cmpstr (helper_text, ==, text);
          root_moves = g_new (QdMove, helper_game->max_moves);
          n_root = helper_game->moves (helper_game, helper_root, root_moves);
          g_assert_cmpuint (n_root, ==, (guint) qd_gdl_game_legal (game, state, (guint) mover, moves, NULL));
          for (guint m = 0; m < n_root; m++)
            {
              g_autofree char *move_text = g_strdup (qd_gdl_game_move_text (helper_copy, root_moves[m]));

              g_assert_cmpstr (qd_gdl_game_move_text (game, spec->move_back (spec->data, 0, root_moves[m])), ==,
                               move_text);
            }
        }
        qd_gdl_search_game_clear (&sg);
        /* the game keeps that copy for the next search */
        g_assert_true (qd_gdl_game_kept_copy (game, 0, NULL) == ((const QdGdlSearchGame *) helper_game->data)->gdl);
      }
      for (guint budget = 0; budget < 2; budget++)
        {
          QdGdlAgent agent;
          QdGdlChoice choice;
          gint64 progress = 0;
          QdGdlChooseOptions options = { .rand = rand, .threads = 2, .progress_nodes = &progress };
          gint count = qd_gdl_game_legal (game, state, (guint) mover, moves, NULL);
          gboolean legal = FALSE;

          g_assert_true (qd_gdl_agent_parse (budget == 0 ? "mcts:ms=200" : "mcts:150", &agent, NULL));
          g_assert_true (qd_gdl_agent_choose (&agent, game, state, &options, &choice));
          for (gint m = 0; m < count; m++)
            legal |= moves[m] == choice.move;
          g_assert_true (legal);
          /* the progress counts every thread's iterations */
          g_assert_cmpuint (choice.search.nodes, ==, (guint64) progress);
          if (budget == 1)
            g_assert_cmpuint (choice.search.nodes, ==, 150);
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gdl-play/names", test_names);
  g_test_add_func ("/gdl-play/evaluation", test_evaluation);
  g_test_add_func ("/gdl-play/proximity", test_proximity);
  g_test_add_func ("/gdl-play/alphabeta-wins", test_alphabeta_wins);
  g_test_add_func ("/gdl-play/result", test_result);
  g_test_add_func ("/gdl-play/fallback", test_fallback);
  g_test_add_func ("/gdl-play/thread", test_thread);
  g_test_add_func ("/gdl-play/refused", test_refused);
  g_test_add_func ("/gdl-play/forever", test_forever);
  g_test_add_func ("/gdl-play/pool", test_pool);
  g_test_add_func ("/gdl-play/playouts", test_playouts);
  g_test_add_func ("/gdl-play/root-parallel", test_root_parallel);
  return g_test_run ();
}
