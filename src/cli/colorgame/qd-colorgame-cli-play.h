/* qd-colorgame-cli-play.h — `quandary-cli colorgame INPUT --p1 A --p2 B`: a
 * whole game of the map-colouring game between two players, Quandary's
 * (alphabeta, random) or outside agents (docs/agents.md). */
#pragma once

#include "cli/qd-cli-agents.h"
#include "problems/colorgame/qd-colorgame.h"

G_BEGIN_DECLS

typedef struct {
  const char *players[2];    /* alphabeta, random, program:COMMAND, agent:NAME */
  guint depth;               /* alphabeta's plies */
  gboolean arc_consistency;
  guint64 seed;              /* random's */
  const QdCliAgents *outside;
  const char *result_path;   /* --result FILE, or NULL */
} QdColorgamePlay;

/* Whether `spec` names a player: FALSE after a usage error. */
gboolean qd_colorgame_cli_check_player (const char *spec);
/* Plays the game from the file's position through the match loop
 * (cli/qd-cli-match.h): a line per move, the scores, the result, and
 * --result's JSON; the exit status. */
int      qd_colorgame_cli_play         (const QdColorgame *game, const QdColorgamePlay *play);

G_END_DECLS
