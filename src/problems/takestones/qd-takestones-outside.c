/* qd-takestones-outside.c — Take-Stones for an outside agent
 * (qd-takestones-outside.h). */
#include "config.h"
#include "qd-takestones-outside.h"

#include <gio/gio.h>
#include <glib/gi18n.h>

#include "core/qd-agent-move.h"
#include "core/qd-text.h"

/* A move of the history sent (QdAgentMoveNotation). */
static char *
notation (gconstpointer data, guint stone)
{
  return g_strdup_printf ("%u", stone);
}

gboolean
qd_takestones_outside_choose (QdAgent *agent, const QdTakestonesPosition *pos, const guint *taken, guint n_taken,
                              const gint *stop, guint *stone, guint64 *nodes, GError **forfeit)
{
  g_autofree char *start = g_strdup_printf ("stones %u\n", pos->n);
  QdAgentMoveRequest request = { "takestones", start, taken, sizeof (guint), n_taken, notation, NULL, stop };
  QdGameSearchResult search = { 0 };
  g_autofree char *text = NULL;
  gboolean played;
  guint64 value;

  played = qd_agent_ask_move (agent, &request, &search, &text, forfeit);
  *nodes = search.nodes;
  if (!played)
    return FALSE;
  if (!g_ascii_string_to_unsigned (text, 10, 1, pos->n, &value, NULL) || !qd_takestones_is_legal (pos, (guint) value))
    {
      /* The move as the agent wrote it, escaped: its words are data. */
      g_autofree char *shown = qd_text_quote (text, -1);

      g_set_error (forfeit, QD_AGENT_ERROR, QD_AGENT_ERROR_ILLEGAL,
                   _("“%s” is not a legal move (a stone from 1 to %u that the rules let it take now)"), shown, pos->n);
      return FALSE;
    }
  *stone = (guint) value;
  return TRUE;
}
