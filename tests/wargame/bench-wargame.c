/* bench-wargame.c — figures for the war game: perft speed, the fixed `bench`
 * node count, and per agent the nodes, time and nodes/s per move on the five
 * course boards.  Node counts are fixed for a given engine and evaluation (a
 * change in them is a change in behaviour); times are this machine's.
 *
 *   meson test -C _build --benchmark wargame -v     (or: bench-wargame DATA_DIR)
 *
 * The positions: on each board, the position after 0, 6, 12, 18 and 24 moves
 * of a game of alphabeta:2 against itself (the same on every machine).
 */
#include <stdio.h>
#include <string.h>

#include "core/qd-game-engine.h"
#include "problems/wargame/qd-wargame-match.h"

#define N_BOARDS 5
#define N_POSITIONS 5

static const char *const board_names[N_BOARDS] = { "Keren", "Narvik", "Sevastopol", "Smolensk", "Westerplatte" };

typedef struct {
  QdWargameRules *rules;
  QdWargameState positions[N_POSITIONS];
} Board;

static gboolean
load (const char *dir, guint b, Board *board)
{
  g_autofree char *path = g_strdup_printf ("%s/%s.txt", dir, board_names[b]);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(QdWargameBoard) values = NULL;
  g_autoptr(QdWargameRecord) record = NULL;
  QdWargameAgentSpec spec = { QD_WARGAME_AGENT_ALPHABETA, 2, 0 };
  g_autoptr(QdWargameAgent) agent = NULL;

  if (!g_file_get_contents (path, &text, NULL, &error) ||
      (values = qd_wargame_board_parse (text, -1, &error)) == NULL)
    {
      fprintf (stderr, "bench-wargame: %s: %s\n", path, error->message);
      return FALSE;
    }
  board->rules = qd_wargame_rules_new (values, QD_WARGAME_RULES_CLASSIC, 0, 1);
  record = qd_wargame_record_new (board->rules);
  agent = qd_wargame_agent_new (board->rules, &spec, 1);
  for (guint i = 0; i < N_POSITIONS; i++)
    {
      while (qd_wargame_record_n_moves (record) < i * 6)
        {
          QdWargameThought t;

          qd_wargame_agent_think (agent, qd_wargame_record_state (record), NULL, NULL, &t);
          qd_wargame_record_play (record, t.square, NULL, NULL);
        }
      board->positions[i] = *qd_wargame_record_state (record);
    }
  return TRUE;
}

static void
bench_perft (const Board *board)
{
  QdWargameState start;
  gint64 t0;
  guint64 leaves;
  double s;

  qd_wargame_state_init (board->rules, &start);
  t0 = g_get_monotonic_time ();
  leaves = qd_wargame_perft (board->rules, &start, 4);
  s = (g_get_monotonic_time () - t0) / 1e6;
  printf ("perft depth 4 on 6x6: %" G_GUINT64_FORMAT " leaves (36*35*34*33 = 1413720) in %.3f s, %.1f M leaves/s\n",
          leaves, s, leaves / s / 1e6);
}

/* The fixed bench: alpha-beta depth 5 and the engine at depth 6 on every
 * position, nodes summed. */
static void
bench_fixed (Board *boards)
{
  guint64 ab_nodes = 0, engine_nodes = 0;
  gint64 t0 = g_get_monotonic_time ();
  double s;

  for (guint b = 0; b < N_BOARDS; b++)
    {
      QdGame game;
      g_autoptr(QdEngine) engine = NULL;

      qd_wargame_game_init (&game, boards[b].rules, TRUE);
      engine = qd_engine_new (&game, 16);
      for (guint i = 0; i < N_POSITIONS; i++)
        {
          QdGameSearchOptions so;
          QdGameSearchResult sr;
          QdEngineOptions eo;
          QdEngineResult er;

          qd_game_search_options_init (&so);
          so.depth = 5;
          qd_game_search (&game, &boards[b].positions[i], &so, &sr);
          ab_nodes += sr.nodes;
          qd_engine_clear (engine);
          qd_engine_options_init (&eo);
          eo.max_depth = 6;
          qd_engine_search (engine, &boards[b].positions[i], &eo, &er);
          engine_nodes += er.nodes;
        }
    }
  s = (g_get_monotonic_time () - t0) / 1e6;
  printf ("bench: alphabeta:5 %" G_GUINT64_FORMAT " nodes, engine depth 6 %" G_GUINT64_FORMAT
          " nodes (25 positions), %.2f s, %.2f M nodes/s\n",
          ab_nodes, engine_nodes, s, (ab_nodes + engine_nodes) / s / 1e6);
}

static void
bench_agent (Board *boards, const char *text)
{
  QdWargameAgentSpec spec;
  guint64 nodes_all = 0;
  gint64 time_all = 0;

  qd_wargame_agent_spec_parse (text, &spec, NULL);
  printf ("%-14s", text);
  for (guint b = 0; b < N_BOARDS; b++)
    {
      g_autoptr(QdWargameAgent) agent = qd_wargame_agent_new (boards[b].rules, &spec, 1);
      guint64 nodes = 0;
      gint64 time_us = 0, worst = 0;

      for (guint i = 0; i < N_POSITIONS; i++)
        {
          QdWargameThought t;

          qd_wargame_agent_think (agent, &boards[b].positions[i], NULL, NULL, &t);
          nodes += t.nodes;
          time_us += t.time_us;
          worst = MAX (worst, t.time_us);
        }
      printf (" %10.0f %7.1f %6.1f", (double) nodes / N_POSITIONS, time_us / 1000.0 / N_POSITIONS, worst / 1000.0);
      nodes_all += nodes;
      time_all += time_us;
    }
  printf (" %7.2f\n", time_all > 0 ? nodes_all / (time_all / 1e6) / 1e6 : 0);
}

int
main (int argc, char **argv)
{
  const char *dir = argc > 1 ? argv[1] : "tests/wargame/data";
  const char *agents[] = { "minimax:3", "minimax:4", "alphabeta:3", "alphabeta:4", "alphabeta:5",
                           "alphabeta:6", "alphabeta:7", "engine:1000" };
  Board boards[N_BOARDS];

  for (guint b = 0; b < N_BOARDS; b++)
    if (!load (dir, b, &boards[b]))
      return 1;
  bench_perft (&boards[3]);
  bench_fixed (boards);
  printf ("\nper move, averaged over positions after 0, 6, 12, 18, 24 moves (nodes, mean ms, worst ms):\n");
  printf ("%-14s", "agent");
  for (guint b = 0; b < N_BOARDS; b++)
    printf (" %25s", board_names[b]);
  printf (" %7s\n", "Mnode/s");
  for (guint a = 0; a < G_N_ELEMENTS (agents); a++)
    {
      bench_agent (boards, agents[a]);
      fflush (stdout);
    }
  for (guint b = 0; b < N_BOARDS; b++)
    qd_wargame_rules_unref (boards[b].rules);
  return 0;
}
