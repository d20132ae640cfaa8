/* qd-colorgame-layout.h — positions for a graph that comes without any, so
 * that the game's map can be drawn: a force-directed layout. */
#pragma once

#include "problems/qd-map.h"

G_BEGIN_DECLS

/* Gives every region a position in [0.06, 0.94] (Fruchterman and Reingold's
 * spring embedder started from a circle; deterministic).  Keeps positions
 * the map already has. */
void qd_colorgame_layout (QdMap *map);

G_END_DECLS
