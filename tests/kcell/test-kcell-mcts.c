/* test-kcell-mcts.c — Monte Carlo tree search in KCell (issue 64's
 * done-when): with 2,000 iterations it loses none of 100 seeded games of 7
 * cells and 2 stones against random moves on each side, and wins at least
 * as many of them as alpha-beta to the end of the game (perfect play) does
 * against the same random moves.  Also: the agent's spec round trip, a
 * seeded game played twice is the same game, and a stop flag stops it. */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "core/qd-game-mcts-agent.h"
#include "problems/kcell/qd-kcell-agent.h"

#define GAMES 100

typedef struct {
  guint wins, draws, losses;
} Tally;

/* One game of `agent` on `side` against random moves whose generator is
 * seeded with `seed` (the same seed for every agent compared); the agent's
 * own seed (MCTS) is `seed` too.  Returns the moves in `moves` (may be
 * NULL). */
static QdKcellOutcome
play (const QdKcellRules *rules, const QdKcellAgent *agent, QdKcellPlayer side, guint32 seed, GString *moves)
{
  QdKcellAgent random = { QD_KCELL_AGENT_RANDOM };
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  QdKcellChooseOptions options = { NULL, 0, rand, .seed = seed };
  QdKcellPosition pos;
  QdKcellOutcome outcome;

  qd_kcell_start (rules, &pos);
  while ((outcome = qd_kcell_outcome (rules, &pos)) == QD_KCELL_ONGOING)
    {
      QdKcellChoice choice;

      g_assert_true (qd_kcell_agent_choose (pos.to_move == side ? agent : &random, rules, &pos, &options, &choice));
      if (moves != NULL)
        g_string_append_printf (moves, "%u ", choice.move);
      qd_kcell_apply (rules, &pos, choice.move, &pos, NULL, NULL);
      options.ply++;
    }
  return outcome;
}

static void
tally_games (const QdKcellRules *rules, const QdKcellAgent *agent, QdKcellPlayer side, guint games, Tally *tally)
{
  memset (tally, 0, sizeof *tally);
  for (guint g = 0; g < games; g++)
    {
      QdKcellOutcome outcome = play (rules, agent, side, 1000u * side + g + 1, NULL);

      if (outcome == QD_KCELL_DRAW)
        tally->draws++;
      else if ((outcome == QD_KCELL_P1_WINS) == (side == QD_KCELL_P1))
        tally->wins++;
      else
        tally->losses++;
    }
}

static void
test_against_random (void)
{
  QdKcellRules rules;
  QdKcellAgent mcts, alphabeta;
  g_autoptr(GError) error = NULL;

  qd_kcell_rules_init (&rules, 7, 2, NULL);
  g_assert_true (qd_kcell_agent_parse ("mcts:2000", &mcts, &error));
  g_assert_no_error (error);
  g_assert_true (qd_kcell_agent_parse ("alphabeta", &alphabeta, NULL));
  for (QdKcellPlayer side = QD_KCELL_P1; side <= QD_KCELL_P2; side++)
    {
      Tally m, a;

      tally_games (&rules, &mcts, side, GAMES, &m);
      tally_games (&rules, &alphabeta, side, GAMES, &a);
      g_test_message ("player %u, %u games against random: MCTS 2000 won %u, drew %u, lost %u; "
                      "alpha-beta won %u, drew %u, lost %u", side + 1, GAMES, m.wins, m.draws, m.losses, a.wins,
                      a.draws, a.losses);
      g_assert_cmpuint (a.losses, ==, 0);      /* perfect play never loses to anyone */
      g_assert_cmpuint (m.losses, ==, 0);
      g_assert_cmpuint (m.wins, >=, a.wins);
    }
}

static void
test_spec (void)
{
  const char *specs[] = { "mcts", "mcts:200", "mcts:ms=50", "mcts:300,c=1,playout=guided" };
  const char *bad[] = { "mcts:0", "mcts:abc", "mcts:", "mcts:ms=0", "mcts:5,c=x", "mcts:5,playout=no" };

  for (guint i = 0; i < G_N_ELEMENTS (specs); i++)
    {
      QdKcellAgent agent;
      g_autofree char *back = NULL;
      g_autofree char *said = NULL;

      g_assert_true (qd_kcell_agent_parse (specs[i], &agent, NULL));
      g_assert_cmpint (agent.kind, ==, QD_KCELL_AGENT_MCTS);
      back = qd_kcell_agent_to_string (&agent);
      g_assert_cmpstr (back, ==, specs[i]);
      said = qd_kcell_agent_describe (&agent);
      g_assert_true (g_str_has_prefix (said, "Monte Carlo tree search"));
    }
  /* A bad spec's error names it (the CLI tests check the words). */
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      QdKcellAgent agent;

      g_assert_false (qd_kcell_agent_parse (bad[i], &agent, &error) || error == NULL ||
                      strstr (error->message, bad[i]) == NULL);
    }
}

static void
test_reproducible (void)
{
  QdKcellRules rules;
  QdKcellAgent mcts;
  g_autoptr(GString) first = g_string_new (NULL);
  g_autoptr(GString) again = g_string_new (NULL);
  g_autoptr(GString) other = g_string_new (NULL);

  qd_kcell_rules_init (&rules, 11, 3, NULL);
  g_assert_true (qd_kcell_agent_parse ("mcts:300", &mcts, NULL));
  play (&rules, &mcts, QD_KCELL_P1, 5, first);
  play (&rules, &mcts, QD_KCELL_P1, 5, again);
  g_assert_cmpstr (first->str, ==, again->str);
  /* Another seed gives another game (the random side's moves differ too). */
  play (&rules, &mcts, QD_KCELL_P1, 6, other);
  g_assert_cmpstr (first->str, !=, other->str);
}

/* The search seeds of a game: the same for the same seed and ply, and
 * different from one ply, or one seed, to the next. */
static void
test_seeds (void)
{
  g_assert_cmpuint (qd_mcts_agent_seed (1, 0), ==, qd_mcts_agent_seed (1, 0));
  for (guint ply = 0; ply < 50; ply++)
    {
      g_assert_cmpuint (qd_mcts_agent_seed (1, ply), !=, qd_mcts_agent_seed (1, ply + 1));
      g_assert_cmpuint (qd_mcts_agent_seed (1, ply), !=, qd_mcts_agent_seed (2, ply));
    }
}

static void
test_stop_and_deadline (void)
{
  QdKcellRules rules;
  QdKcellAgent mcts;
  QdKcellPosition pos;
  QdKcellChoice choice;
  gint stop = 1;
  QdKcellChooseOptions stopped = { &stop, 0, NULL };
  QdKcellChooseOptions late = { NULL, 1, NULL };    /* a deadline long past */

  qd_kcell_rules_init (&rules, 7, 2, NULL);
  qd_kcell_start (&rules, &pos);
  g_assert_true (qd_kcell_agent_parse ("mcts:100000000", &mcts, NULL));
  g_assert_false (qd_kcell_agent_choose (&mcts, &rules, &pos, &stopped, &choice));
  g_assert_cmpuint (choice.move, ==, G_MAXUINT);
  g_assert_cmpuint (choice.search.nodes, <, 1000);
  g_assert_false (qd_kcell_agent_choose (&mcts, &rules, &pos, &late, &choice));
  g_assert_cmpuint (choice.move, ==, G_MAXUINT);
  /* Done: its iterations are its nodes, its value between -1 and 1. */
  g_assert_true (qd_kcell_agent_parse ("mcts:500", &mcts, NULL));
  g_assert_true (qd_kcell_agent_choose (&mcts, &rules, &pos, &(QdKcellChooseOptions) { NULL }, &choice));
  g_assert_cmpuint (choice.search.nodes, ==, 500);
  g_assert_cmpfloat (choice.search.value, >=, -1);
  g_assert_cmpfloat (choice.search.value, <=, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kcell/mcts/spec", test_spec);
  g_test_add_func ("/kcell/mcts/reproducible", test_reproducible);
  g_test_add_func ("/kcell/mcts/seeds", test_seeds);
  g_test_add_func ("/kcell/mcts/stop-and-deadline", test_stop_and_deadline);
  g_test_add_func ("/kcell/mcts/against-random", test_against_random);
  return g_test_run ();
}
