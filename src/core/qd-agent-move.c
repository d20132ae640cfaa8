/* qd-agent-move.c — one move of an outside agent in a game (qd-agent-move.h). */
#include "config.h"
#include "qd-agent-move.h"

#include <gio/gio.h>

#include "qd-text.h"

/* The agent's info lines into the search's result. */
static void
on_info (gpointer data, const QdAgentInfo *info)
{
  QdGameSearchResult *search = data;

  if (info->has_nodes)
    search->nodes = info->nodes;
  if (info->has_depth)
    search->max_depth = info->depth;
  if (info->has_score)
    search->value = info->score;
}

static guint
history_move (const QdAgentMoveRequest *request, guint i)
{
  const guint8 *at = (const guint8 *) request->history + (gsize) i * request->move_size;

  switch (request->move_size)
    {
    case 1:
      return *at;
    case 2:
      return *(const guint16 *) (gconstpointer) at;
    default:
      return *(const guint *) (gconstpointer) at;
    }
}

gboolean
qd_agent_ask_move (QdAgent *agent, const QdAgentMoveRequest *request, QdGameSearchResult *search, char **text,
                   GError **forfeit)
{
  g_autoptr(GPtrArray) moves = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  gint64 began = g_get_monotonic_time ();

  for (guint i = 0; i < request->n_history; i++)
    g_ptr_array_add (moves, request->notation (request->notation_data, history_move (request, i)));
  g_ptr_array_add (moves, NULL);
  if (!qd_agent_play_more (agent, request->game, request->start, (const char *const *) moves->pdata,
                           request->after_moves, request->stop, on_info, search, text, &error))
    {
      /* Stopped: no move and no forfeit, as a stopped search. */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          qd_text_escape_error (error);
          g_propagate_error (forfeit, g_steal_pointer (&error));
        }
      return FALSE;
    }
  search->time_us = g_get_monotonic_time () - began;
  return TRUE;
}
