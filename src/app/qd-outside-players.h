/* qd-outside-players.h — a game tab's player lists with outside agents
 * (docs/agents.md), shared by the game tabs.
 *
 * A tab's player lists (GtkStringList, one per side or one for both) hold
 * Quandary's own agents first, then the registry's agents that play the
 * tab's game (its games= list), then a saved game's own outside agent that
 * the registry lacks.  They follow the registry (qd-agent-names.h).  The
 * program of an agent is started at its first move and kept for the game,
 * one per side; it is let go of on a worker (its end may wait for it to
 * quit).  The window runs the registry's agents only, never a program that
 * a saved game names. */
#pragma once

#include <adwaita.h>

#include "app/qd-page.h"
#include "core/qd-agent.h"

G_BEGIN_DECLS

typedef struct _QdOutsidePlayers QdOutsidePlayers;

/* Called after the lists changed (the registry did): the tab selects its
 * players again.  While the lists change, qd_outside_players_is_updating
 * holds, and a tab ignores what its lists' "selected" say. */
typedef void (*QdOutsidePlayersChanged) (gpointer user_data);

/* `game` the protocol's name of the tab's game (kcell, wargame, …),
 * `title` its name for people; the lists' first `n_builtins` items are
 * Quandary's agents. */
QdOutsidePlayers *qd_outside_players_new        (const char *game, const char *title, guint n_builtins,
                                                 QdOutsidePlayersChanged changed, gpointer user_data);
void              qd_outside_players_free       (QdOutsidePlayers *players);
/* An experiment's chooser of one agent: `row`'s list holds its choices of
 * Quandary's, then the registry's agents that play `game`; the row keeps
 * its outside agent when the registry changes. */
QdOutsidePlayers *qd_outside_players_new_chooser (const char *game, const char *title, AdwComboRow *row);
/* The spec of the outside agent the chooser has, or NULL for one of Quandary's. */
const char       *qd_outside_players_chosen     (QdOutsidePlayers *players);
void              qd_outside_players_add_list   (QdOutsidePlayers *players, GtkStringList *list);
gboolean          qd_outside_players_is_updating (QdOutsidePlayers *players);
/* The list index of an outside `spec` (agent:NAME, program:…), added to
 * the lists when they lack it. */
guint             qd_outside_players_index      (QdOutsidePlayers *players, const char *spec);
/* The spec of a list index past Quandary's agents, or NULL for one of them. */
const char       *qd_outside_players_spec       (QdOutsidePlayers *players, guint index);
/* A reference to the agent of `side` for `spec`: the one it has when its
 * spec is the same, else a new one (its program starts at its first move).
 * NULL and why it cannot play here: not of the registry, not playing the
 * game, a wrong registry entry. */
QdAgent          *qd_outside_players_open       (QdOutsidePlayers *players, guint side, const char *spec,
                                                 GError **error);
/* How to start the agent of `spec` (an experiment starts it for each
 * game; qd_agent_config_free), or NULL and why, as qd_outside_players_open. */
QdAgentConfig    *qd_outside_players_config     (QdOutsidePlayers *players, const char *spec, GError **error);
/* A forfeit of the agent of `side` (`spec`; `who` the side for people,
 * "Blue", "Player 1"): toasts it on `page` with the last line of its
 * stderr, and returns the status's words, "WHO (NAME) forfeits: CAUSE"
 * (to free). */
char             *qd_outside_players_forfeit    (QdOutsidePlayers *players, QdPage *page, guint side,
                                                 const char *spec, const char *who, const GError *cause);
/* On the worker of a move that did not come: the job's error is the
 * forfeit (taken), or "stopped" (G_IO_ERROR_CANCELLED) when there is none. */
void              qd_outside_move_failed        (GError **error, GError *forfeit);
/* The sides' names for people in the log ("Blue", "Green"; by default
 * "Player 1", "Player 2"). */
void              qd_outside_players_set_side_names (QdOutsidePlayers *players, const char *first,
                                                     const char *second);
/* Adds a row "Outside Agents' Log" to the preferences group that holds
 * `below`: its button opens a window with each side's agent, whether its
 * sandbox runs, its moves and their time, and what it wrote on its standard
 * error, as of its last move (refreshed while the window is open). */
void              qd_outside_players_add_log_row (QdOutsidePlayers *players, GtkWidget *below);
/* That window's text now; its window, shown. */
char             *qd_outside_players_log_text   (QdOutsidePlayers *players);
GtkWindow        *qd_outside_players_show_log   (QdOutsidePlayers *players);
/* Lets go of the sides' agents (a new game, the tab closing). */
void              qd_outside_players_end_game   (QdOutsidePlayers *players);
/* Lets go of a reference to an agent on a worker. */
void              qd_outside_agent_release      (QdAgent *agent);

G_END_DECLS
