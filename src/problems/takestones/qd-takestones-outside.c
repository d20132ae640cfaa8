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

gboolean
qd_takestones_agent_test_game (QdAgent *agent, guint side, GRand *rand, GString *transcript, GError **error)
{
  QdTakestonesPosition pos;
  g_autoptr(GArray) taken = g_array_new (FALSE, FALSE, sizeof (guint));

  qd_takestones_position_init (&pos, 12);
  while (qd_takestones_has_move (&pos))
    {
      guint stone;

      if (qd_takestones_player_to_move (&pos) == side + 1)
        {
          guint64 nodes;

          if (!qd_takestones_outside_choose (agent, &pos, (const guint *) taken->data, taken->len, NULL, &stone,
                                             &nodes, error))
            return FALSE;
        }
      else
        {
          guint moves[QD_TAKESTONES_MAX];
          guint n = qd_takestones_legal_moves (&pos, moves);

          stone = moves[g_rand_int_range (rand, 0, (gint32) n)];
        }
      g_string_append_printf (transcript, "%s%u", taken->len > 0 ? " " : "", stone);
      g_array_append_val (taken, stone);
      qd_takestones_take (&pos, stone);
    }
  g_string_append_printf (transcript, " (Winner: Player %u)", 3 - qd_takestones_player_to_move (&pos));
  return TRUE;
}
