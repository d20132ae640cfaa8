/* qd-colorgame-outside.c — the map-colouring game for an outside agent
 * (qd-colorgame-outside.h). */
#include "config.h"
#include "qd-colorgame-outside.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-text.h"
#include "qd-colorgame-match.h"

char *
qd_colorgame_move_notation (const QdColorgame *game, QdMove move)
{
  return g_strdup_printf ("%s:%s", (const char *) game->map->names->pdata[QD_COLORGAME_MOVE_NODE (move)],
                          (const char *) game->colors->pdata[QD_COLORGAME_MOVE_COLOR (move)]);
}

gboolean
qd_colorgame_move_parse (const QdColorgameRules *rules, const QdColorgameState *state, const char *text,
                         QdMove *move)
{
  const QdColorgame *game = rules->game;
  g_autofree char *copy = g_strdup (text);
  char *sep = strpbrk (copy, ": ,");
  g_autofree QdMove *moves = NULL;
  gint node, color;
  guint n;

  if (sep == NULL)
    return FALSE;
  *sep++ = '\0';
  sep += strspn (sep, ": ,");
  node = qd_map_find (game->map, g_strstrip (copy));
  color = qd_colorgame_find_color (game, g_strstrip (sep));
  if (node < 0 || color < 0)
    return FALSE;
  moves = g_new (QdMove, MAX (game->map->n_regions * game->colors->len, 1));
  n = qd_colorgame_moves (rules, state, moves);
  for (guint i = 0; i < n; i++)
    if (moves[i] == QD_COLORGAME_MOVE (node, color))
      {
        *move = moves[i];
        return TRUE;
      }
  return FALSE;
}

static void
on_info (gpointer data, const QdAgentInfo *info)
{
  if (info->has_nodes)
    *(guint64 *) data = info->nodes;
}

gboolean
qd_colorgame_outside_choose (QdAgent *agent, const QdColorgameRules *rules, const QdColorgameState *state,
                             const QdMove *played, guint n_played, const gint *stop, QdMove *move, guint64 *nodes,
                             GError **forfeit)
{
  g_autofree char *start = qd_colorgame_to_string (rules->game);
  g_autoptr(GPtrArray) moves = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  *nodes = 0;
  for (guint i = 0; i < n_played; i++)
    g_ptr_array_add (moves, qd_colorgame_move_notation (rules->game, played[i]));
  g_ptr_array_add (moves, NULL);
  if (!qd_agent_play (agent, QD_COLORGAME_AGENT_GAME, start, (const char *const *) moves->pdata, stop, on_info,
                      nodes, &text, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          qd_text_escape_error (error);
          g_propagate_error (forfeit, g_steal_pointer (&error));
        }
      return FALSE;
    }
  if (!qd_colorgame_move_parse (rules, state, text, move))
    {
      /* The move as the agent wrote it, escaped: its words are data. */
      g_autofree char *shown = qd_text_quote (text, -1);

      g_set_error (forfeit, QD_AGENT_ERROR, QD_AGENT_ERROR_ILLEGAL,
                   _("“%s” is not a legal move (NODE:COLOUR: an uncoloured node next to a coloured one, in a "
                     "colour none of its neighbours has)"), shown);
      return FALSE;
    }
  return TRUE;
}
