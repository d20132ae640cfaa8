/* qd-agent-names.h — the names of the registry's outside agents
 * (core/qd-agent.h), one list for the whole application: the game tabs'
 * player lists follow it, the Outside Agents window refreshes it. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The names, sorted (GtkStringObject items); read when first asked for. */
GListModel *qd_agent_names_get     (void);
/* Reads the registry again (after the Outside Agents window changed it);
 * the list emits items-changed when it differs. */
void        qd_agent_names_refresh (void);

G_END_DECLS
