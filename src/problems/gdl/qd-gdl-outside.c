/* qd-gdl-outside.c — a GDL game for an outside agent (core/qd-agent.h,
 * docs/agents.md, game `gdl`): the rulesheet as the starting position, the
 * moves as written in the file (terms: the agent splits the `moves` line
 * by balanced parentheses), then the role to move and its legal moves; the
 * move read back and checked. */
#include "config.h"
#include "qd-gdl-agent.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-agent-move.h"
#include "core/qd-text.h"

#define GAME_NAME "gdl"

/* A move of the history sent (QdAgentMoveNotation): data is the game,
 * used on the choosing thread alone. */
static char *
notation (gconstpointer game, guint move)
{
  return g_strdup (qd_gdl_game_move_text ((QdGdlGame *) (gpointer) game, move));
}

/* The rulesheet, its lines as they are (a carriage return as a space) but
 * a line that is `end`, sent as ` end` (the position's block ends at a
 * line `end`). */
static char *
start_text (const char *rules)
{
  g_auto(GStrv) lines = g_strsplit (rules, "\n", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_strdelimit (lines[i], "\r", ' ');
      if (lines[i + 1] == NULL && lines[i][0] == '\0')
        break;
      if (g_str_equal (lines[i], "end"))
        g_string_append_c (out, ' ');
      g_string_append_printf (out, "%s\n", lines[i]);
    }
  return g_string_free (out, FALSE);
}

/* "role R\nlegal M1 M2 …\n": who moves, and its legal moves as written. */
static char *
turn_text (QdGdlGame *game, const guint64 *state, guint role, GError **error)
{
  g_autofree guint32 *moves = g_new (guint32, qd_gdl_game_max_legal (game));
  gint n = qd_gdl_game_legal (game, state, role, moves, error);
  GString *out;

  if (n < 0)
    return NULL;
  out = g_string_new (NULL);
  g_string_append_printf (out, "role %s\nlegal", qd_gdl_game_role_name (game, role));
  for (gint i = 0; i < n; i++)
    g_string_append_printf (out, " %s", qd_gdl_game_move_text (game, moves[i]));
  g_string_append_c (out, '\n');
  return g_string_free (out, FALSE);
}

gboolean
qd_gdl_outside_choose (const QdGdlAgent *agent, QdGdlGame *game, const guint64 *state, guint role,
                       const QdGdlChooseOptions *options, QdGdlChoice *choice)
{
  g_autofree char *start = start_text (options->rules_text != NULL ? options->rules_text : "");
  g_autofree char *turn = turn_text (game, state, role, &choice->forfeit);
  QdAgentMoveRequest request = { GAME_NAME, start, options->history, sizeof (guint32), options->n_history,
                                 notation, game, options->stop, turn };
  g_autofree char *text = NULL;
  gint move;

  g_return_val_if_fail (agent->outside != NULL, FALSE);
  if (turn == NULL || !qd_agent_ask_move (agent->outside, &request, &choice->search, &text, &choice->forfeit))
    return FALSE;
  g_strstrip (text);
  if ((move = qd_gdl_game_move_parse (game, state, role, text)) < 0)
    {
      /* The move as the agent wrote it, escaped: its words are data. */
      g_autofree char *shown = qd_text_quote (text, -1);

      g_set_error (&choice->forfeit, QD_AGENT_ERROR, QD_AGENT_ERROR_ILLEGAL,
                   _("“%s” is not a legal move of %s here"), shown, qd_gdl_game_role_name (game, role));
      return FALSE;
    }
  choice->move = (guint32) move;
  choice->search.best_move = (guint32) move;
  return TRUE;
}
