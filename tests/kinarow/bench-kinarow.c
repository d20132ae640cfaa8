/* bench-kinarow.c — k in a row's figures: node counts of the searchers on
 * fixed positions (fixed for a given engine: a change in them is a change in
 * behaviour), Connect Four's perft speed, MCTS's iterations per second, and
 * MCTS against alpha-beta on tic-tac-toe and Connect Four.  Times are this
 * machine's.
 *
 *   meson test -C _build --benchmark kinarow -v      (or run the binary)
 *   bench-kinarow [GAMES]   (10 per side)
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "problems/kinarow/qd-kinarow-agent.h"

static void
search (const char *game, const char *moves, const char *agent_name)
{
  QdKinarowRules rules;
  QdKinarowPosition pos;
  QdKinarowAgent agent;
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  QdKinarowChooseOptions options = { .rand = rand };
  QdKinarowChoice choice;
  g_autofree char *move = NULL;

  qd_kinarow_rules_parse (&rules, game, NULL);
  qd_kinarow_position_parse (&rules, moves, &pos, NULL, NULL);
  qd_kinarow_agent_parse (agent_name, &agent, NULL);
  qd_kinarow_agent_choose (&agent, &rules, &pos, &options, &choice);
  move = qd_kinarow_move_to_string (&rules, choice.move);
  printf ("%-10s %-14s %-12s value %+.3f  move %-4s  nodes %10" PRIu64 "  %9.1f ms\n", game,
          *moves != '\0' ? moves : "(empty)", agent_name, choice.search.value, move, choice.search.nodes,
          choice.search.time_us / 1000.0);
}

static guint64
perft (const QdKinarowRules *rules, const QdKinarowPosition *pos, guint depth)
{
  guint16 moves[QD_KINAROW_MAX_CELLS];
  guint n;
  guint64 total = 0;

  if (depth == 0)
    return 1;
  n = qd_kinarow_moves (rules, pos, moves);
  for (guint i = 0; i < n; i++)
    {
      QdKinarowPosition child;

      qd_kinarow_apply (rules, pos, moves[i], &child);
      total += perft (rules, &child, depth - 1);
    }
  return total;
}

/* Games of `a` against `b`, `games` with each side first: a's wins, draws, losses. */
static void
match (const char *game, const char *a, const char *b, guint games)
{
  QdKinarowRules rules;
  QdKinarowAgent agents[2];
  guint tally[3] = { 0, 0, 0 };   /* a wins, draws, a loses */
  gint64 began = g_get_monotonic_time ();

  qd_kinarow_rules_parse (&rules, game, NULL);
  for (guint g = 0; g < 2 * games; g++)
    {
      guint a_side = g % 2;
      g_autoptr(GRand) rand = g_rand_new_with_seed (g + 1);
      QdKinarowPosition pos;

      qd_kinarow_agent_parse (a, &agents[a_side], NULL);
      qd_kinarow_agent_parse (b, &agents[1 - a_side], NULL);
      qd_kinarow_start (&rules, &pos);
      while (qd_kinarow_outcome (&pos) == QD_KINAROW_ONGOING)
        {
          QdKinarowChooseOptions options = { .rand = rand };
          QdKinarowChoice choice;

          qd_kinarow_agent_choose (&agents[pos.to_move], &rules, &pos, &options, &choice);
          qd_kinarow_apply (&rules, &pos, choice.move, &pos);
        }
      if (qd_kinarow_outcome (&pos) == QD_KINAROW_DRAW)
        tally[1]++;
      else
        tally[(qd_kinarow_outcome (&pos) == QD_KINAROW_P1_WINS) == (a_side == 0) ? 0 : 2]++;
    }
  printf ("%-10s %-12s vs %-12s  %2u wins %2u draws %2u losses  %8.1f ms\n", game, a, b, tally[0], tally[1],
          tally[2], (g_get_monotonic_time () - began) / 1000.0);
}

int
main (int argc, char **argv)
{
  guint games = argc > 1 ? (guint) atoi (argv[1]) : 10;
  QdKinarowRules rules;
  QdKinarowPosition start;
  gint64 began;
  guint64 n;

  search ("tictactoe", "", "minimax");
  search ("tictactoe", "", "alphabeta");
  search ("tictactoe", "", "alphabeta:4");
  search ("connect4", "", "alphabeta:6");
  search ("connect4", "4453", "alphabeta:8");
  search ("connect4", "4453", "engine:500");
  search ("gomoku", "h8 h9 i9 g7", "engine:500");
  search ("gomoku", "h8 h9 i9 g7", "alphabeta:2");
  search ("tictactoe", "", "mcts:10000");
  search ("connect4", "", "mcts:10000");
  search ("gomoku", "h8 h9 i9 g7", "mcts:2000");

  qd_kinarow_rules_parse (&rules, "connect4", NULL);
  qd_kinarow_start (&rules, &start);
  began = g_get_monotonic_time ();
  n = perft (&rules, &start, 8);
  printf ("connect4 perft 8: %" PRIu64 " in %.1f ms (%.1f M/s)\n", n, (g_get_monotonic_time () - began) / 1000.0,
          n / (double) MAX (g_get_monotonic_time () - began, 1));

  match ("tictactoe", "mcts:5000", "random", games);
  match ("tictactoe", "mcts:5000", "alphabeta", games);
  match ("connect4", "mcts:5000", "alphabeta:4", games);
  match ("connect4", "alphabeta:6", "random", games);
  return 0;
}
