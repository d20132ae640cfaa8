/* bench-colorgame.c — the course's map-colouring game cases timed: the exact
 * trace (nodes, lines, best move), the same search without the trace, and
 * with the arc-consistency move filter at the file's depth and two deeper.
 * Node counts are fixed for a given engine; times are this machine's.
 *
 *   meson test -C _build --benchmark colorgame -v      (or: bench-colorgame DATADIR)
 */
#include <stdio.h>

#include "problems/colorgame/qd-colorgame-trace.h"

#define ROUNDS 20

static double
search_ms (const QdColorgame *game, guint depth, gboolean arc_consistency, gboolean trace,
           QdGameSearchResult *result, guint64 *lines)
{
  gint64 start = g_get_monotonic_time ();

  for (guint r = 0; r < ROUNDS; r++)
    {
      if (trace)
        {
          QdColorgameSearchOptions options;
          g_autoptr(GString) text = g_string_new (NULL);
          g_autoptr(QdColorgameAnalysis) a = NULL;

          qd_colorgame_search_options_init (&options, game);
          options.depth = depth;
          options.arc_consistency = arc_consistency;
          options.trace = text;
          a = qd_colorgame_search (game, &options);
          *result = a->result;
          *lines = a->lines;
        }
      else
        {
          g_autofree QdColorgameState *root = qd_colorgame_root (game, QD_PLAYER_MAX);
          QdColorgameRules rules;
          QdGameSearchOptions options;
          QdGame g;

          qd_colorgame_rules_init (&rules, game, arc_consistency);
          qd_colorgame_as_game (&rules, &g);
          qd_game_search_options_init (&options);
          options.depth = depth;
          qd_game_search (&g, root, &options, result);
        }
    }
  return (g_get_monotonic_time () - start) / 1000.0 / ROUNDS;
}

static const char *
move_name (const QdColorgame *game, QdMove move, char *buf, gsize size)
{
  if (move == QD_MOVE_NONE)
    return "None";
  g_snprintf (buf, size, "%s %s", (char *) game->map->names->pdata[QD_COLORGAME_MOVE_NODE (move)],
              (char *) game->colors->pdata[QD_COLORGAME_MOVE_COLOR (move)]);
  return buf;
}

int
main (int argc, char **argv)
{
  const char *dir = argc > 1 ? argv[1] : "tests/colorgame/data";

  printf ("%-4s %5s %5s %5s %-18s %10s %8s %10s %10s\n", "case", "nodes", "cols", "depth", "search",
          "searched", "lines", "best", "ms/search");
  for (guint i = 0; i <= 5; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s/t%u.txt", dir, i);
      g_autofree char *text = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(QdColorgame) game = NULL;
      struct { const char *label; guint extra; gboolean ac, trace; } runs[] = {
        { "exact trace", 0, FALSE, TRUE },
        { "no trace", 0, FALSE, FALSE },
        { "arc consistency", 0, TRUE, FALSE },
        { "depth +2", 2, FALSE, FALSE },
        { "depth +2, AC", 2, TRUE, FALSE },
      };

      if (!g_file_get_contents (name, &text, NULL, &error) ||
          (game = qd_colorgame_parse (text, -1, &error)) == NULL)
        {
          fprintf (stderr, "bench-colorgame: %s: %s\n", name, error->message);
          return 1;
        }
      for (guint r = 0; r < G_N_ELEMENTS (runs); r++)
        {
          QdGameSearchResult result;
          guint64 lines = 0;
          char buf[64], lines_text[32] = "-";
          double ms = search_ms (game, game->depth + runs[r].extra, runs[r].ac, runs[r].trace, &result, &lines);

          if (runs[r].trace)
            g_snprintf (lines_text, sizeof lines_text, "%" G_GUINT64_FORMAT, lines);
          printf ("t%-3u %5u %5u %5u %-18s %10" G_GUINT64_FORMAT " %8s %10s %10.3f\n", i, game->map->n_regions,
                  game->colors->len, game->depth + runs[r].extra, runs[r].label, result.nodes,
                  lines_text,
                  move_name (game, result.best_move, buf, sizeof buf), ms);
        }
    }
  return 0;
}
