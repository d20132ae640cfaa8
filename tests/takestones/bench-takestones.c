/* bench-takestones.c — figures of Take-Stones: exhaustive minimax against
 * alpha-beta from the start (fixed node counts: a change in them is a change
 * in behaviour), and the evaluator report (the threat evaluator against the
 * statement's over many games). */
#include <stdio.h>

#include "problems/takestones/qd-takestones-experiment.h"

static void
exhaustive (guint n)
{
  QdTakestonesPosition pos;
  QdTakestonesSearch search = { .rules = { QD_TAKESTONES_EVAL_STATEMENT, QD_TAKESTONES_TIES_LARGEST },
                            .depth = QD_DEPTH_UNLIMITED };
  QdGameSearchResult mm, ab;

  qd_takestones_position_init (&pos, n);
  search.algorithm = QD_GAME_SEARCH_MINIMAX;
  qd_takestones_search (&pos, &search, NULL, NULL, &mm);
  search.algorithm = QD_GAME_SEARCH_ALPHABETA;
  qd_takestones_search (&pos, &search, NULL, NULL, &ab);
  printf ("n=%-3u value %+.0f move %2u | minimax %10" G_GUINT64_FORMAT " nodes %8.1f ms"
          " | alpha-beta %8" G_GUINT64_FORMAT " nodes %7.1f ms\n",
          n, mm.value, mm.best_move, mm.nodes, mm.time_us / 1000.0, ab.nodes, ab.time_us / 1000.0);
}

int
main (int argc, char **argv)
{
  QdTakestonesExperimentSettings settings;
  g_autoptr(QdTakestonesExperiment) report = NULL;
  g_autofree char *text = NULL;
  gint64 start;

  printf ("# Exhaustive search from the first move (the statement's rules)\n");
  for (guint n = 8; n <= 22; n += 2)
    exhaustive (n);

  qd_takestones_experiment_settings_init (&settings);
  start = g_get_monotonic_time ();
  report = qd_takestones_experiment_run (&settings, 1, FALSE, NULL, NULL);
  text = qd_takestones_experiment_format (report);
  printf ("\n%s# %u games in %.0f ms\n", text, report->games_played,
          (g_get_monotonic_time () - start) / 1e3);
  return 0;
}
