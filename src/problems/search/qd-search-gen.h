/* qd-search-gen.h — random route maps for A* exercises. */
#pragma once

#include "problems/search/qd-search-route.h"

G_BEGIN_DECLS

/* Expansions an exercise's A* run has at most. */
#define QD_SEARCH_GEN_MAX_EXPANSIONS 9

/* A route map of 5 (difficulty 0), 6 (1) or 8 (2) places named A, B, C, …
 * at integer points of a 100 × 100 square (qd_search_route_random: integer
 * costs at least the distance), with an `h` table of the straight-line
 * distances to the goal rounded down (consistent, whole numbers a hand can
 * add); drawn until A* with it expands at most QD_SEARCH_GEN_MAX_EXPANSIONS
 * places and at least three, its places at least 22 apart, the goal reached.  The same seed, the same map. */
QdSearchRoute *qd_search_gen_route (guint64 seed, guint difficulty);

G_END_DECLS
