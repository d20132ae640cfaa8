/* qd-kinarow-outside.c — k in a row for an outside agent (core/qd-agent.h,
 * docs/agents.md): the rules and the moves sent, the move read back and
 * checked. */
#include "config.h"
#include "qd-kinarow-agent.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-agent-move.h"
#include "core/qd-text.h"

#define GAME_NAME "kinarow"

/* A move of the history sent (QdAgentMoveNotation). */
static char *
notation (gconstpointer rules, guint move)
{
  return qd_kinarow_move_to_string (rules, move);
}

/* The start of the protocol's game: "columns M\nrows N\nk K\ngravity yes|no\n". */
static char *
start_text (const QdKinarowRules *rules)
{
  return g_strdup_printf ("columns %u\nrows %u\nk %u\ngravity %s\n", rules->width, rules->height, rules->k,
                          rules->gravity ? "yes" : "no");
}

gboolean
qd_kinarow_outside_choose (const QdKinarowAgent *agent, const QdKinarowRules *rules, const QdKinarowPosition *pos,
                           const QdKinarowChooseOptions *options, QdKinarowChoice *choice)
{
  g_autofree char *start = start_text (rules);
  QdAgentMoveRequest request = { GAME_NAME, start, options->history, sizeof (guint16), options->n_history,
                                 notation, rules, options->stop };
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  guint move;

  g_return_val_if_fail (agent->outside != NULL, FALSE);
  if (!qd_agent_ask_move (agent->outside, &request, &choice->search, &text, &choice->forfeit))
    return FALSE;
  g_strstrip (text);
  if (!qd_kinarow_move_parse (rules, pos, text, &move, &error))
    {
      /* The move as the agent wrote it, escaped: its words are data. */
      g_autofree char *shown = qd_text_quote (text, -1);

      g_set_error (&choice->forfeit, QD_AGENT_ERROR, QD_AGENT_ERROR_ILLEGAL, _("“%s” is not a legal move: %s"), shown,
                   error->message);
      return FALSE;
    }
  choice->move = move;
  choice->search.best_move = move;
  return TRUE;
}
