/* qd-takestones-match.c — a game between two computer players. */
#include "config.h"
#include "qd-takestones-match.h"

guint
qd_takestones_play (QdTakestonesPosition *pos, const QdTakestonesSearch players[2], GString *log,
                const gint *stop, guint64 nodes[2], guint moves[2])
{
  for (;;)
    {
      guint player = qd_takestones_player_to_move (pos);
      QdGameSearchResult result;

      if (!qd_takestones_has_move (pos))
        {
          if (log != NULL)
            g_string_append_printf (log, "Winner: Player %u\n", 3 - player);
          return 3 - player;
        }
      if (stop != NULL && g_atomic_int_get (stop) != 0)
        return 0;
      if (qd_takestones_search (pos, &players[player - 1], NULL, NULL, &result) != QD_GAME_SEARCH_DONE)
        return 0;
      if (nodes != NULL)
        nodes[player - 1] += result.nodes;
      if (moves != NULL)
        moves[player - 1]++;
      if (log != NULL)
        g_string_append_printf (log, "Player %u: %u\n", player, result.best_move);
      qd_takestones_take (pos, result.best_move);
    }
}
