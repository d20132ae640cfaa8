/* qd-mapcolor-clique.h — a large clique, found greedily: a lower bound on
 * the colours a map needs, and the regions best precolours to break the
 * colours' symmetry.  See qd-mapcolor-clique.c. */
#pragma once

#include "problems/qd-map.h"

G_BEGIN_DECLS

/* The largest clique met (its regions, *size of them; at least one region
 * when the map has any).  `max_work` bounds the neighbour look-ups (0: a
 * default of some 20 million, tens of milliseconds); they are added to
 * *checks. */
guint *qd_mapcolor_greedy_clique (const QdMap *map, guint64 max_work, guint *size, guint64 *checks);

G_END_DECLS
