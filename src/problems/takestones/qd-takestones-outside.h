/* qd-takestones-outside.h — Take-Stones for an outside agent
 * (core/qd-agent.h, docs/agents.md): game `takestones`, the starting
 * position a line `stones N`, a move the number of the stone taken. */
#pragma once

#include "core/qd-agent.h"
#include "qd-takestones.h"

G_BEGIN_DECLS

/* The agent's stone in `pos`, whose moves from the start are `taken` (n of
 * them, in order).  FALSE when it was stopped (no error) or forfeits (the
 * cause in *forfeit, to free); `nodes` gets what its info lines said. */
gboolean qd_takestones_outside_choose (QdAgent *agent, const QdTakestonesPosition *pos, const guint *taken,
                                       guint n_taken, const gint *stop, guint *stone, guint64 *nodes,
                                       GError **forfeit);


G_END_DECLS
