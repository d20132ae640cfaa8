/* bench-kcell.c — the statement's KCell figures: the largest board per
 * searcher under about 1 s per move, and the heuristic against the random
 * heuristic at 15 cells and 3 stones.  Node counts of the exhaustive searches
 * are fixed for a given engine (a change in them is a change in behaviour);
 * times are this machine's.
 *
 *   meson test -C _build --benchmark kcell -v      (or run the binary)
 *   bench-kcell [GAMES_PER_SIDE [DEPTH [MAX_STONES]]]   (100, 18, 5)
 */
#include <stdio.h>
#include <stdlib.h>

#include "problems/kcell/qd-kcell-experiment.h"

static void
exhaustive (guint cells, guint stones)
{
  QdKcellRules rules;
  QdKcellPosition pos;

  qd_kcell_rules_init (&rules, cells, stones, NULL);
  qd_kcell_start (&rules, &pos);
  for (QdKcellAgentKind kind = QD_KCELL_AGENT_MINIMAX; kind <= QD_KCELL_AGENT_ALPHABETA; kind++)
    {
      QdKcellAgent agent = { kind, 0 };
      QdKcellChooseOptions options = { NULL, 0, NULL };
      QdKcellChoice choice;

      qd_kcell_agent_choose (&agent, &rules, &pos, &options, &choice);
      printf ("first move %2u cells %u stones %-9s value %+.0f  move %u  nodes %10" G_GUINT64_FORMAT "  %8.1f ms  %6.1f Mnodes/s\n",
              cells, stones, kind == QD_KCELL_AGENT_MINIMAX ? "minimax" : "alphabeta", choice.search.value,
              choice.move + 1, choice.search.nodes, choice.search.time_us / 1000.0,
              choice.search.time_us > 0 ? choice.search.nodes / (double) choice.search.time_us : 0);
    }
}

int
main (int argc, char **argv)
{
  guint games = argc > 1 ? (guint) atoi (argv[1]) : 100;
  guint depth = argc > 2 ? (guint) atoi (argv[2]) : 18;
  guint max_stones = argc > 3 ? (guint) atoi (argv[3]) : 5;
  static const QdKcellAgentKind kinds[] = { QD_KCELL_AGENT_MINIMAX, QD_KCELL_AGENT_ALPHABETA };
  QdKcellRules rules;
  QdKcellAgent a = { QD_KCELL_AGENT_HEURISTIC, depth };
  QdKcellAgent b = { QD_KCELL_AGENT_RANDOM_HEURISTIC, 1 };
  g_autoptr(QdKcellMatch) match = NULL;
  g_autoptr(GArray) rows = NULL;
  g_autofree char *table = NULL;
  g_autofree char *match_table = NULL;
  gboolean stopped;
  gint64 start;

  exhaustive (7, 2);
  exhaustive (9, 3);
  exhaustive (10, 2);

  start = g_get_monotonic_time ();
  rows = qd_kcell_experiment_sizes (kinds, G_N_ELEMENTS (kinds), max_stones, G_USEC_PER_SEC, NULL, NULL, &stopped);
  table = qd_kcell_sizes_format_table (rows, G_USEC_PER_SEC, 0);
  printf ("\n%s(%.1f s)\n\n", table, (g_get_monotonic_time () - start) / 1e6);
  fflush (stdout);

  qd_kcell_rules_init (&rules, 15, 3, NULL);
  match = qd_kcell_match_new (&rules, &a, &b, games, 1);
  start = g_get_monotonic_time ();
  qd_kcell_match_run (match, NULL, NULL, NULL, NULL);
  match_table = qd_kcell_match_format_table (match);
  printf ("%s(%.1f s)\n", match_table, (g_get_monotonic_time () - start) / 1e6);
  return 0;
}
