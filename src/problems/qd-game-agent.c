/* qd-game-agent.c — the board games' shared agent names (qd-game-agent.h). */
#include "config.h"
#include "qd-game-agent.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-text.h"

static const char *const plain_names[] = { "human", "random", "minimax", "alphabeta" };

static gboolean
read_depth (const QdGameAgentNames *names, const char *name, const char *digits, guint *depth, GError **error)
{
  char *end;
  guint64 value = g_ascii_strtoull (digits, &end, 10);

  if (!g_ascii_isdigit (*digits) || *end != '\0' || value < 1 || value > names->max_depth)
    {
      g_set_error (error, names->domain, names->code, _("the depth of “%s” must be a whole number from 1 to %u"), name,
                   names->max_depth);
      return FALSE;
    }
  *depth = (guint) value;
  return TRUE;
}

QdGameAgentNameRead
qd_game_agent_name_read (const QdGameAgentNames *names, const char *name, guint *kind, guint *depth, GError **error)
{
  const char *colon = strchr (name, ':');

  *depth = 0;
  if (qd_agent_spec_is_outside (name))
    {
      if (!qd_agent_spec_check (name, error))
        return QD_GAME_AGENT_NAME_BAD;
      *kind = names->outside_kind;
      return QD_GAME_AGENT_NAME_READ;
    }
  for (guint k = 0; k < G_N_ELEMENTS (plain_names); k++)
    if (g_str_equal (name, plain_names[k]))
      {
        *kind = k;
        return QD_GAME_AGENT_NAME_READ;
      }
  for (guint i = 0; colon != NULL && names->depth_heads[i] != NULL; i++)
    if (strlen (names->depth_heads[i]) == (gsize) (colon - name)
        && strncmp (name, names->depth_heads[i], colon - name) == 0)
      {
        if (!read_depth (names, name, colon + 1, depth, error))
          return QD_GAME_AGENT_NAME_BAD;
        *kind = QD_GAME_AGENT_HEURISTIC + i;
        return QD_GAME_AGENT_NAME_READ;
      }
  return QD_GAME_AGENT_NAME_OTHER;
}

char *
qd_game_agent_describe (QdGameAgentKind kind, guint depth)
{
  switch (kind)
    {
    case QD_GAME_AGENT_HUMAN:
      return g_strdup (_("Human"));
    case QD_GAME_AGENT_RANDOM:
      return g_strdup (_("Random moves"));
    case QD_GAME_AGENT_MINIMAX:
      return g_strdup (_("Minimax"));
    case QD_GAME_AGENT_ALPHABETA:
      return g_strdup (_("Alpha-beta"));
    case QD_GAME_AGENT_HEURISTIC:
    default:
      return g_strdup_printf (_("Heuristic alpha-beta, depth %u"), depth);
    }
}

char *
qd_game_agent_describe_outside (QdAgent *outside)
{
  /* The name the agent gave itself is data: escaped. */
  return outside != NULL ? qd_text_escape_controls (qd_agent_get_name (outside), FALSE) : g_strdup (_("Outside agent"));
}
