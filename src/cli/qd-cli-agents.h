/* qd-cli-agents.h — outside agents on the command line (docs/agents.md):
 * `program:COMMAND` and `agent:NAME` wherever a game command takes an agent,
 * --move-time, and the line that names a forfeit. */
#pragma once

#include "core/qd-agent.h"

G_BEGIN_DECLS

typedef struct {
  double move_time;          /* --move-time SECONDS; 0: the agent's own (default 10 s) */
  gboolean no_sandbox;       /* --no-sandbox: outside agents unconfined */
} QdCliAgents;

void     qd_cli_agents_add_entries (GOptionContext *context, QdCliAgents *agents);
gboolean qd_cli_agents_check       (const QdCliAgents *agents);
/* Whether the agents of `specs` can run: TRUE when none is an outside one,
 * with --no-sandbox, or where the sandbox can be made; else FALSE after
 * saying why and what to do. */
gboolean qd_cli_agents_can_run     (const QdCliAgents *agents, const char *const *specs);
/* The outside agent of `spec` for `game`: NULL after printing a usage error
 * (a registry entry that is wrong, an agent that does not play `game`) or
 * why it cannot run (no sandbox can be made here: the reason and the fix).
 * Says on stderr when it runs unconfined (--no-sandbox, sandbox=false). */
QdAgent *qd_cli_agent_open         (const QdCliAgents *agents, const char *spec, const char *game);
/* The same agent's config, for an experiment that starts it for each game
 * (qd_agent_config_free). */
QdAgentConfig *qd_cli_agent_config (const QdCliAgents *agents, const char *spec, const char *game);
/* "quandary-cli: SIDE (NAME) forfeits: CAUSE" on stderr (side: "player 2",
 * "blue", translated), with the last line of the agent's stderr when it
 * has one; the agent's words escaped (qd_text_escape_controls). */
void     qd_cli_agent_print_forfeit (const char *side, QdAgent *agent, const GError *cause);
/* The last line of the agent's stderr, escaped, or NULL (to free). */
char    *qd_cli_agent_last_words    (QdAgent *agent);
/* "player N", translated (to free). */
char    *qd_cli_agent_player_name   (guint player);

/* A player (not an outside agent) given on the command line as the game
 * writes it in its saved game, or NULL with the error. */
typedef char *(*QdCliAgentName) (const char *spec, GError **error);
/* --p1 and --p2 (`specs`, NULL where not given) replace the game's players
 * `agents`, as `name` writes them (an outside agent as given, once its
 * spec is checked).  A player read from the file `path`
 * that would run a program is refused: only the command line may start
 * one.  FALSE after a usage error. */
gboolean qd_cli_agents_set_players (char *agents[2], char *const *specs, const char *path, QdCliAgentName name);
/* The end of a graded session of a problem's own protocol (a grid world's
 * learner, a ghost hunter): GRADES printed; the exit status: 0 when the
 * session ended (DONE) and PASSED, 1 when it failed or the agent's
 * fault ended it (ERROR printed, after PATH when given), 130 on Ctrl-C
 * (said, with the grades so far). */
int      qd_cli_agent_graded       (const char *grades, gboolean done, gboolean passed, const GError *error,
                                    const char *path);

G_END_DECLS
