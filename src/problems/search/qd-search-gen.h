/* qd-search-gen.h — random route maps and sliding-tile puzzles for A*
 * exercises. */
#pragma once

#include "problems/search/qd-search-route.h"
#include "problems/search/qd-search-tiles.h"

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

/* Expansions of a tiles exercise's A* run, at most: with the goal's row,
 * the rows a half page's table holds. */
#define QD_SEARCH_GEN_MAX_TILE_EXPANSIONS 11

/* The fewest moves of a tiles exercise of `difficulty`: 4 (0), 6 (1), 8 (2). */
guint          qd_search_gen_tiles_depth (guint difficulty);
/* An 8-puzzle whose goal is the default 0 1 2/3 4 5/6 7 8 and whose
 * shortest solution is exactly qd_search_gen_tiles_depth (difficulty)
 * moves (a board of that layer of a breadth-first search from the goal),
 * drawn until A* with the Manhattan distance (the command's default)
 * expands at most QD_SEARCH_GEN_MAX_TILE_EXPANSIONS boards (else the
 * layer's board with the fewest).  The same seed, the same puzzle. */
QdSearchTiles *qd_search_gen_tiles (guint64 seed, guint difficulty);

G_END_DECLS
