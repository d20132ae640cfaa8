/* test-game-mcts.c — Monte Carlo tree search (core/qd-game-mcts.h) on two
 * games small enough to know by hand:
 *   Nim (take 1, 2 or 3 of N stones; who takes the last one wins): a
 *   multiple of 4 loses for the player to move, so from 5, 6 and 7 the only
 *   winning moves take 1, 2 and 3;
 *   a gamble: MAX stops (a draw) or gambles on a coin that wins with
 *   probability p; worth it exactly when p > ½;
 * and the agent's searches beside the caller's on other threads (root
 * parallelism, core/qd-game-mcts-agent.h) on Nim. */
#include "core/qd-game-mcts.h"
#include "core/qd-game-mcts-agent.h"

#include <gio/gio.h>
#include <math.h>
#include <string.h>

/* ---- Nim */

typedef struct {
  guint8 stones;
  guint8 to_move;
} Nim;

static QdPlayer
nim_to_move (const QdGame *game, gconstpointer state)
{
  return ((const Nim *) state)->to_move;
}

static gboolean
nim_terminal (const QdGame *game, gconstpointer state)
{
  return ((const Nim *) state)->stones == 0;
}

static guint
nim_moves (const QdGame *game, gconstpointer state, QdMove *moves)
{
  guint n = 0;

  for (guint take = 1; take <= 3 && take <= ((const Nim *) state)->stones; take++)
    moves[n++] = take;
  return n;
}

static void
nim_apply (const QdGame *game, gconstpointer state, QdMove move, gpointer child)
{
  const Nim *s = state;
  Nim *c = child;

  c->stones = s->stones - move;
  c->to_move = s->to_move == QD_PLAYER_MAX ? QD_PLAYER_MIN : QD_PLAYER_MAX;
}

/* The player who took the last stone won: the one not to move. */
static double
nim_evaluate (const QdGame *game, gconstpointer state)
{
  const Nim *s = state;

  if (s->stones != 0)
    return 0;
  return s->to_move == QD_PLAYER_MAX ? -1 : 1;
}

static const QdGame nim = {
  .state_size = sizeof (Nim),
  .max_moves = 3,
  .max_plies = 64,
  .to_move = nim_to_move,
  .terminal = nim_terminal,
  .moves = nim_moves,
  .apply = nim_apply,
  .evaluate = nim_evaluate,
};

static void
test_nim_winning_moves (void)
{
  for (guint stones = 5; stones <= 7; stones++)
    for (guint seed = 1; seed <= 5; seed++)
      {
        Nim root = { stones, QD_PLAYER_MAX };
        QdMctsOptions options;
        QdMctsResult result;

        qd_mcts_options_init (&options);
        options.iterations = 3000;
        options.seed = seed;
        g_assert_cmpint (qd_mcts_search (&nim, &root, &options, &result), ==, QD_GAME_SEARCH_DONE);
        g_assert_cmpuint (result.best_move, ==, stones - 4);
        g_assert_cmpuint (result.best_index, ==, stones - 5);
        g_assert_cmpuint (result.iterations, ==, 3000);
        g_assert_cmpfloat (result.value, >, 0.5);
      }
}

/* MIN to move in 9 stones takes 1 too (the root's player is MIN). */
static void
test_nim_min_to_move (void)
{
  Nim root = { 9, QD_PLAYER_MIN };
  QdMctsOptions options;
  QdMctsResult result;

  qd_mcts_options_init (&options);
  options.iterations = 5000;
  options.seed = 7;
  qd_mcts_search (&nim, &root, &options, &result);
  g_assert_cmpuint (result.best_move, ==, 1);
}

static void
test_deterministic (void)
{
  Nim root = { 11, QD_PLAYER_MAX };
  QdMctsOptions options;
  g_autoptr(QdMcts) a = NULL;
  g_autoptr(QdMcts) b = NULL;
  QdMctsResult ra, rb;

  qd_mcts_options_init (&options);
  options.iterations = 500;
  options.seed = 42;
  a = qd_mcts_new (&nim, &root, &options);
  b = qd_mcts_new (&nim, &root, &options);
  qd_mcts_run (a, &ra);
  qd_mcts_run (b, &rb);
  g_assert_cmpuint (qd_mcts_n_nodes (a), ==, qd_mcts_n_nodes (b));
  for (guint i = 0; i < qd_mcts_n_nodes (a); i++)
    {
      g_assert_cmpuint (qd_mcts_node (a, i)->visits, ==, qd_mcts_node (b, i)->visits);
      g_assert_cmpfloat (qd_mcts_node (a, i)->reward, ==, qd_mcts_node (b, i)->reward);
      g_assert_cmpuint (qd_mcts_node (a, i)->move, ==, qd_mcts_node (b, i)->move);
    }
  g_assert_cmpuint (ra.best_move, ==, rb.best_move);
  g_assert_cmpuint (qd_mcts_node (a, 0)->visits, ==, 500);
}

/* Each step is one iteration of the four phases: the path starts at the
 * root and goes parent to child, the node expansion added ends it and is
 * the one new node; after enough steps the whole (small) tree is there. */
static void
test_steps (void)
{
  Nim root = { 4, QD_PLAYER_MAX };
  QdMctsOptions options;
  g_autoptr(QdMcts) mcts = NULL;
  QdMctsIteration it;
  guint expansions = 0;

  qd_mcts_options_init (&options);
  options.seed = 3;
  mcts = qd_mcts_new (&nim, &root, &options);
  for (guint i = 1; i <= 500; i++)
    {
      guint before = qd_mcts_n_nodes (mcts);

      g_assert_true (qd_mcts_step (mcts, &it));
      g_assert_cmpuint (it.number, ==, i);
      g_assert_cmpuint (it.path[0], ==, 0);
      g_assert_true (it.utility == 0 || it.utility == 1);
      for (guint k = 1; k < it.path_length; k++)
        g_assert_cmpuint (qd_mcts_node (mcts, it.path[k])->parent, ==, it.path[k - 1]);
      if (it.expanded != QD_MCTS_NODE_NONE)
        {
          expansions++;
          g_assert_cmpuint (it.expanded, ==, it.path[it.path_length - 1]);
          g_assert_cmpuint (qd_mcts_n_nodes (mcts), ==, before + 1);
        }
      else
        g_assert_cmpuint (qd_mcts_n_nodes (mcts), ==, before);
    }
  /* The whole tree of Nim from 4: T(n) = 1 + T(n-1) + T(n-2) + T(n-3),
   * T(0) = 1, T(<0) = 0: T = 1, 2, 4, 8, 15 for n = 0..4. */
  g_assert_cmpuint (qd_mcts_n_nodes (mcts), ==, 15);
  g_assert_cmpuint (expansions, ==, 14);
  g_assert_cmpuint (qd_mcts_node (mcts, 0)->visits, ==, 500);
}

/* A full tree still searches (no expansion) and answers. */
static void
test_tree_full (void)
{
  Nim root = { 7, QD_PLAYER_MAX };
  QdMctsOptions options;
  QdMctsResult result;

  qd_mcts_options_init (&options);
  options.iterations = 2000;
  options.max_nodes = 4;
  options.seed = 9;
  qd_mcts_search (&nim, &root, &options, &result);
  g_assert_cmpuint (result.nodes, ==, 4);
  g_assert_cmpuint (result.best_move, ==, 3);
}

static void
test_terminal_root (void)
{
  Nim root = { 0, QD_PLAYER_MAX };
  QdMctsOptions options;
  QdMctsResult result;

  qd_mcts_options_init (&options);
  qd_mcts_search (&nim, &root, &options, &result);
  g_assert_cmpuint (result.best_move, ==, QD_MOVE_NONE);
  g_assert_cmpuint (result.iterations, ==, 0);
}

static void
test_stop_flag (void)
{
  Nim root = { 40, QD_PLAYER_MAX };
  QdMctsOptions options;
  QdMctsResult result;
  gint stop = 1;

  qd_mcts_options_init (&options);
  options.iterations = 0;
  options.time_budget_us = (gint64) G_USEC_PER_SEC * 3600;
  options.stop = &stop;
  g_assert_cmpint (qd_mcts_search (&nim, &root, &options, &result), ==, QD_GAME_SEARCH_STOPPED);
  g_assert_cmpuint (result.iterations, ==, 0);
}

/* ---- a gamble with a coin */

typedef struct {
  guint8 stage;   /* 0 MAX chooses, 1 the coin, 2 over */
  gint8 value;
  double p;       /* the coin's chance of a win */
} Gamble;

static QdPlayer
gamble_to_move (const QdGame *game, gconstpointer state)
{
  return ((const Gamble *) state)->stage == 1 ? QD_PLAYER_CHANCE : QD_PLAYER_MAX;
}

static gboolean
gamble_terminal (const QdGame *game, gconstpointer state)
{
  return ((const Gamble *) state)->stage == 2;
}

/* MAX: 0 stop, 1 gamble; the coin: 0 a loss, 1 a win. */
static guint
gamble_moves (const QdGame *game, gconstpointer state, QdMove *moves)
{
  moves[0] = 0;
  moves[1] = 1;
  return 2;
}

static void
gamble_apply (const QdGame *game, gconstpointer state, QdMove move, gpointer child)
{
  const Gamble *s = state;
  Gamble *c = child;

  *c = *s;
  if (s->stage == 0 && move == 0)
    c->stage = 2;
  else if (s->stage == 0)
    c->stage = 1;
  else
    {
      c->stage = 2;
      c->value = move == 1 ? 1 : -1;
    }
}

static double
gamble_evaluate (const QdGame *game, gconstpointer state)
{
  return ((const Gamble *) state)->value;
}

static double
gamble_probability (const QdGame *game, gconstpointer state, QdMove move)
{
  double p = ((const Gamble *) state)->p;

  return move == 1 ? p : 1 - p;
}

static const QdGame gamble = {
  .state_size = sizeof (Gamble),
  .max_moves = 2,
  .max_plies = 2,
  .to_move = gamble_to_move,
  .terminal = gamble_terminal,
  .moves = gamble_moves,
  .apply = gamble_apply,
  .evaluate = gamble_evaluate,
  .chance_probability = gamble_probability,
};

static void
test_chance (void)
{
  for (guint seed = 1; seed <= 4; seed++)
    {
      Gamble good = { 0, 0, 0.8 }, bad = { 0, 0, 0.25 };
      QdMctsOptions options;
      QdMctsResult result;

      qd_mcts_options_init (&options);
      options.iterations = 2000;
      options.seed = seed;
      qd_mcts_search (&gamble, &good, &options, &result);
      g_assert_cmpuint (result.best_move, ==, 1);
      g_assert_cmpfloat (fabs (result.value - 0.8), <, 0.1);
      qd_mcts_search (&gamble, &bad, &options, &result);
      g_assert_cmpuint (result.best_move, ==, 0);
    }
}

/* ---- agent specs */

static void
test_spec (void)
{
  static const struct {
    const char *spec;
    guint64 iterations;
    gint64 time_us;
    double c;
    QdMctsPlayout playout;
    const char *canonical;
  } good[] = {
    { "mcts", QD_MCTS_DEFAULT_ITERATIONS, 0, G_SQRT2, QD_MCTS_PLAYOUT_RANDOM, "mcts" },
    { "mcts:2000", 2000, 0, G_SQRT2, QD_MCTS_PLAYOUT_RANDOM, "mcts:2000" },
    { "mcts:ms=250", 0, 250000, G_SQRT2, QD_MCTS_PLAYOUT_RANDOM, "mcts:ms=250" },
    { "mcts:5000,c=1,playout=guided", 5000, 0, 1, QD_MCTS_PLAYOUT_GUIDED, "mcts:5000,c=1,playout=guided" },
    { "mcts:c=0.5", QD_MCTS_DEFAULT_ITERATIONS, 0, 0.5, QD_MCTS_PLAYOUT_RANDOM, "mcts:c=0.5" },
    { "mcts:iterations=1000", 1000, 0, G_SQRT2, QD_MCTS_PLAYOUT_RANDOM, "mcts" },
  };
  static const char *const bad[] = {
    "mcts:", "mcts:0", "mcts:-5", "mcts:12x", "mcts:ms=0", "mcts:ms=", "mcts:c=-1", "mcts:c=abc",
    "mcts:playout=smart", "mcts:100000001", "mcts:2000,", "mcts:2000,c=nan",
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      QdMctsOptions o;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      g_autofree char *words = NULL;

      g_assert_true (qd_mcts_spec_parse (good[i].spec, &o, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (o.iterations, ==, good[i].iterations);
      g_assert_cmpint (o.time_budget_us, ==, good[i].time_us);
      g_assert_cmpfloat (o.exploration, ==, good[i].c);
      g_assert_cmpint (o.playout, ==, good[i].playout);
      text = qd_mcts_spec_to_string (&o);
      g_assert_cmpstr (text, ==, good[i].canonical);
      words = qd_mcts_spec_describe (&o);
      g_assert_true (g_str_has_prefix (words, "Monte Carlo tree search, "));
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      QdMctsOptions o;
      g_autoptr(GError) error = NULL;

      g_assert_false (qd_mcts_spec_parse (bad[i], &o, &error));
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, bad[i]));
    }
  /* Other agents' names are not MCTS's, and no error is set for them. */
  for (guint i = 0; i < 3; i++)
    {
      static const char *const others[] = { "random", "mctsx", "alphabeta:4" };
      QdMctsOptions o;
      g_autoptr(GError) error = NULL;

      g_assert_false (qd_mcts_spec_parse (others[i], &o, &error));
      g_assert_no_error (error);
    }
}

/* ---- root parallelism: helpers on Nim whose moves are numbered 10 more
 * (take+10), carried back by move_back */

static gint nim10_calls;      /* atomic: the helpers' searches ask their game */

static guint
nim10_moves (const QdGame *game, gconstpointer state, QdMove *moves)
{
  guint n = nim_moves (game, state, moves);

  g_atomic_int_inc (&nim10_calls);
  for (guint i = 0; i < n; i++)
    moves[i] += 10;
  return n;
}

static void
nim10_apply (const QdGame *game, gconstpointer state, QdMove move, gpointer child)
{
  nim_apply (game, state, move - 10, child);
}

static const QdGame nim10 = {
  .state_size = sizeof (Nim), .max_moves = 3, .max_plies = 64, .to_move = nim_to_move, .terminal = nim_terminal,
  .moves = nim10_moves, .apply = nim10_apply, .evaluate = nim_evaluate,
};

typedef struct {
  Nim root;
  gint opened, cancelled;    /* atomic */
  gboolean wait;             /* open waits for the caller's search to end, then stays out */
} Helping;

static gboolean
nim10_open (gpointer data, guint i, const QdGame **game, gconstpointer *root)
{
  Helping *h = data;

  g_atomic_int_inc (&h->opened);
  if (h->wait)
    {
      GCancellable *cancellable = g_cancellable_get_current ();

      g_assert_nonnull (cancellable);
      while (!g_cancellable_is_cancelled (cancellable))
        g_usleep (1000);
      g_atomic_int_inc (&h->cancelled);
      return FALSE;
    }
  *game = &nim10;
  *root = &h->root;
  return TRUE;
}

static QdMove
nim10_move_back (gpointer data, guint i, QdMove move)
{
  g_assert_cmpuint (move, >, 10);
  return move - 10;
}

/* Two helpers beside a time budget: they search, their iterations counted
 * with the caller's (in the result and the shared progress), the winning
 * move in the caller's numbering; a helper still
 * reading its game when the caller's search ends gives up (its thread's
 * GCancellable cancelled), the move made all the same; a count budget is
 * one search, the helpers never opened. */
static void
test_helpers (void)
{
  for (guint wait = 0; wait < 2; wait++)
    for (guint count = 0; count < 2; count++)
      {
        Helping helping = { .root = { 7, QD_PLAYER_MAX }, .wait = wait };
        QdMctsHelpers helpers = { 2, nim10_open, nim10_move_back, &helping };
        gint64 progress = 0;
        QdMctsAgentContext context = { .seed = 3, .progress_nodes = &progress, .helpers = &helpers };
        QdMctsOptions spec;
        QdMctsResult result;

        g_atomic_int_set (&nim10_calls, 0);
        qd_mcts_options_init (&spec);
        if (count)
          spec.iterations = 2000;
        else
          spec.iterations = 0, spec.time_budget_us = 100000;
        g_assert_true (qd_mcts_agent_choose (&nim, &helping.root, &spec, &context, &result, NULL));
        g_assert_cmpuint (result.best_move, ==, 3);
        g_assert_cmpuint (result.best_index, ==, 2);
        if (count)
          {
            g_assert_cmpint (g_atomic_int_get (&helping.opened), ==, 0);
            g_assert_cmpuint (result.iterations, ==, 2000);
          }
        else if (wait)
          {
            g_assert_cmpint (g_atomic_int_get (&helping.cancelled), ==, 2);
            g_assert_cmpint (g_atomic_int_get (&nim10_calls), ==, 0);
          }
        else
          {
            g_assert_cmpint (g_atomic_int_get (&helping.opened), ==, 2);
            /* each helper that opened adds one iteration at least */
            g_assert_cmpint (g_atomic_int_get (&nim10_calls), >, 0);
          }
        g_assert_cmpuint (result.iterations, ==, (guint64) progress);
      }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/mcts/nim/winning-moves", test_nim_winning_moves);
  g_test_add_func ("/mcts/nim/min-to-move", test_nim_min_to_move);
  g_test_add_func ("/mcts/deterministic", test_deterministic);
  g_test_add_func ("/mcts/steps", test_steps);
  g_test_add_func ("/mcts/tree-full", test_tree_full);
  g_test_add_func ("/mcts/terminal-root", test_terminal_root);
  g_test_add_func ("/mcts/stop-flag", test_stop_flag);
  g_test_add_func ("/mcts/chance", test_chance);
  g_test_add_func ("/mcts/spec", test_spec);
  g_test_add_func ("/mcts/helpers", test_helpers);
  return g_test_run ();
}
