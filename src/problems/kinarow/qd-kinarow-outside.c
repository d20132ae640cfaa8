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

gboolean
qd_kinarow_agent_test_game (QdAgent *outside, guint side, GRand *rand, GString *transcript, GError **error)
{
  QdKinarowRules rules;
  QdKinarowPosition pos;
  QdKinarowAgent agents[2] = { { QD_KINAROW_AGENT_RANDOM }, { QD_KINAROW_AGENT_RANDOM } };
  g_autoptr(GArray) history = g_array_new (FALSE, FALSE, sizeof (guint16));

  agents[side].kind = QD_KINAROW_AGENT_OUTSIDE;
  agents[side].outside = outside;
  qd_kinarow_rules_parse (&rules, "tictactoe", NULL);
  qd_kinarow_start (&rules, &pos);
  while (qd_kinarow_outcome (&pos) == QD_KINAROW_ONGOING)
    {
      QdKinarowChooseOptions options = { .rand = rand, .history = (const guint16 *) (gconstpointer) history->data,
                                         .n_history = history->len };
      QdKinarowChoice choice;
      g_autofree char *text = NULL;
      guint16 move;

      if (!qd_kinarow_agent_choose (&agents[pos.to_move], &rules, &pos, &options, &choice))
        {
          g_propagate_error (error, choice.forfeit);
          return FALSE;
        }
      text = qd_kinarow_move_to_string (&rules, choice.move);
      g_string_append_printf (transcript, "%s%s", history->len > 0 ? " " : "", text);
      move = (guint16) choice.move;
      g_array_append_val (history, move);
      qd_kinarow_apply (&rules, &pos, choice.move, &pos);
    }
  g_string_append_printf (transcript, " (%s)", qd_kinarow_outcome_line (qd_kinarow_outcome (&pos)));
  return TRUE;
}
