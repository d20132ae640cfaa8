/* qd-colorgame-outside.h — the adversarial map-colouring game for an outside
 * agent (core/qd-agent.h, docs/agents.md): game `colorgame`; the starting
 * position the game's file (the statement's input: colours, the initial
 * assignment, the depth, the weights, the nodes); a move `NODE:COLOUR`, the
 * node coloured and its colour (`SA:G`). */
#pragma once

#include "core/qd-agent.h"
#include "qd-colorgame.h"

G_BEGIN_DECLS

#define QD_COLORGAME_AGENT_GAME "colorgame"

/* `move` in the protocol's notation, "SA:G" (to free). */
char    *qd_colorgame_move_notation (const QdColorgame *game, QdMove move);
/* Reads "SA:G" (or "SA G", "SA, G"): TRUE when it is a legal move of
 * `state` under `rules`. */
gboolean qd_colorgame_move_parse    (const QdColorgameRules *rules, const QdColorgameState *state, const char *text,
                                     QdMove *move);
/* The agent's move in `state`, the moves `played` (n of them) since the
 * game's start.  FALSE when it was stopped (no error) or forfeits (the cause
 * in *forfeit); `nodes` gets what its info lines said. */
gboolean qd_colorgame_outside_choose (QdAgent *agent, const QdColorgameRules *rules, const QdColorgameState *state,
                                      const QdMove *played, guint n_played, const gint *stop, QdMove *move,
                                      guint64 *nodes, GError **forfeit);

G_END_DECLS
