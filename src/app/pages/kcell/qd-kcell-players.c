/* qd-kcell-players.c — the KCell tab's player lists: Quandary's agents,
 * then the registry's outside agents (app/qd-outside-players.h). */
#include "config.h"
#include "qd-kcell-page-private.h"

#include <glib/gi18n.h>

static void
on_lists_changed (gpointer data)
{
  qd_kcell_players_sync (data);
}

void
qd_kcell_players_init (QdKcellPage *self)
{
  self->players = qd_outside_players_new ("kcell", _("KCell"), QD_KCELL_AGENT_OUTSIDE, on_lists_changed, self);
  qd_outside_players_add_list (self->players, self->agents_model);
  qd_outside_players_add_log_row (self->players, GTK_WIDGET (self->p2_row));
}

guint
qd_kcell_players_index (QdKcellPage *self, guint side)
{
  const char *spec = self->game->agents[side];
  QdKcellAgent agent;

  qd_kcell_agent_parse (spec, &agent, NULL);
  if (agent.kind != QD_KCELL_AGENT_OUTSIDE)
    return agent.kind;
  return qd_outside_players_index (self->players, spec);
}

void
qd_kcell_players_sync (QdKcellPage *self)
{
  AdwComboRow *rows[2] = { self->p1_row, self->p2_row };
  gboolean was = self->updating;

  if (self->game == NULL)
    return;
  self->updating = TRUE;
  for (guint side = 0; side < 2; side++)
    adw_combo_row_set_selected (rows[side], qd_kcell_players_index (self, side));
  self->updating = was;
}

char *
qd_kcell_players_spec (QdKcellPage *self, guint index, guint depth)
{
  const char *outside = qd_outside_players_spec (self->players, index);
  QdKcellAgent agent = { MIN (index, QD_KCELL_AGENT_OUTSIDE - 1), depth, NULL };

  if (outside != NULL)
    return g_strdup (outside);
  return qd_kcell_agent_to_string (&agent);
}

QdAgent *
qd_kcell_players_outside (QdKcellPage *self, guint side, GError **error)
{
  return qd_outside_players_open (self->players, side, self->game->agents[side], error);
}
