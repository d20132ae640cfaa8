/* qd-kcell-outside.c — KCell for an outside agent (core/qd-agent.h): the
 * starting position and the moves sent, the move read back and checked. */
#include "config.h"
#include "qd-kcell-agent.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-agent-move.h"
#include "core/qd-text.h"

#define GAME_NAME "kcell"

char *
qd_kcell_move_notation (guint move)
{
  return move == QD_KCELL_PASS ? g_strdup ("pass") : g_strdup_printf ("%u", move + 1);
}

gboolean
qd_kcell_move_parse (const QdKcellRules *rules, const char *text, guint *move)
{
  guint64 cell;

  if (g_ascii_strcasecmp (text, "pass") == 0)
    {
      *move = QD_KCELL_PASS;
      return TRUE;
    }
  if (!g_ascii_string_to_unsigned (text, 10, 1, rules->cells, &cell, NULL))
    return FALSE;
  *move = (guint) cell - 1;
  return TRUE;
}

/* A move of the history sent (QdAgentMoveNotation). */
static char *
notation (gconstpointer data, guint move)
{
  return qd_kcell_move_notation (move);
}

gboolean
qd_kcell_outside_choose (const QdKcellAgent *agent, const QdKcellRules *rules, const QdKcellPosition *pos,
                         const QdKcellChooseOptions *options, QdKcellChoice *choice)
{
  g_autofree char *start = g_strdup_printf ("cells %u\nstones %u\n", rules->cells, rules->stones);
  QdAgentMoveRequest request = { GAME_NAME, start, options->history, sizeof (guint8), options->n_history,
                                 notation, NULL, options->stop };
  g_autofree char *text = NULL;
  guint move;

  g_return_val_if_fail (agent->outside != NULL, FALSE);
  if (!qd_agent_ask_move (agent->outside, &request, &choice->search, &text, &choice->forfeit))
    return FALSE;
  if (!qd_kcell_move_parse (rules, text, &move) || !qd_kcell_is_legal (rules, pos, move))
    {
      /* The move as the agent wrote it, escaped: its words are data. */
      g_autofree char *shown = qd_text_quote (text, -1);

      g_set_error (&choice->forfeit, QD_AGENT_ERROR, QD_AGENT_ERROR_ILLEGAL,
                   _("“%s” is not a legal move (a cell from 1 to %u holding a stone of its own that can move, "
                     "or pass when none can)"), shown, rules->cells);
      return FALSE;
    }
  choice->move = move;
  choice->search.best_move = move;
  return TRUE;
}
