/* qd-tournament-agents.h — the agents of the Tournament window: a group of
 * rows, one editable spec each ("random", "alphabeta:4", "agent:NAME",
 * "program:COMMAND"), numbered as the crosstable numbers them, with a
 * menu of the game's own agents and the registry's (app/qd-agent-names.h),
 * Add Agent, and a remove button a row (two rows at least, 64 at most). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define QD_TYPE_TOURNAMENT_AGENTS (qd_tournament_agents_get_type ())
G_DECLARE_FINAL_TYPE (QdTournamentAgents, qd_tournament_agents, QD, TOURNAMENT_AGENTS, AdwPreferencesGroup)

#define QD_TOURNAMENT_MAX_AGENTS 64

GtkWidget *qd_tournament_agents_new       (void);
/* The rows, one per spec (NULL-terminated); two at least (empty ones). */
void       qd_tournament_agents_set       (QdTournamentAgents *self, const char *const *specs);
/* The specs typed, blanks trimmed, empty rows left out (g_strfreev). */
char     **qd_tournament_agents_get       (QdTournamentAgents *self);
/* Another game: `own` its agents (NULL-terminated) in the menus, and each
 * row that holds no outside agent given one of the first two of them. */
void       qd_tournament_agents_set_game  (QdTournamentAgents *self, const char *const *own);

G_END_DECLS
