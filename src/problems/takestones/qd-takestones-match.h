/* qd-takestones-match.h — computer against computer: one game. */
#pragma once

#include "qd-takestones.h"

G_BEGIN_DECLS

/* Plays from `pos` to the end, player 1 with players[0] and player 2 with
 * players[1] (each searched from its own side, as the statement does).
 * Appends "Player P: S\n" per move and "Winner: Player W\n" to `log` (may
 * be NULL).  Returns the winner (1 or 2), or 0 when stopped.  `nodes` (may
 * be NULL) receives the nodes each player searched, `moves` their moves. */
guint qd_takestones_play (QdTakestonesPosition *pos, const QdTakestonesSearch players[2], GString *log,
                      const gint *stop, guint64 nodes[2], guint moves[2]);

G_END_DECLS
