/* qd-mapcolor-renumber.h — a map's regions renumbered so that neighbours
 * get nearby numbers, for solvers that walk the graph: on a million randomly
 * numbered regions nearly every step of theirs misses the cache. */
#pragma once

#include "problems/qd-map.h"

G_BEGIN_DECLS

/* The map in breadth-first order (from region 0, then from each region not
 * yet reached): `*order` (n entries, the caller's) gives for each new
 * number the old one.  Positions follow; the names are the original map's,
 * borrowed: free the renumbered map before it. */
QdMap *qd_mapcolor_renumber_bfs (const QdMap *map, guint **order);

G_END_DECLS
