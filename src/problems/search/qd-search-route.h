/* qd-search-route.h — route maps (`*.route`): named places with coordinates,
 * roads with costs, a start and a goal (AIMA's Romania).
 *
 * Coordinates have x east and y north (a paper map); a place without
 * coordinates has x = y = NAN, and a map where some place has none is drawn on
 * a circle (sld then needs the h table).  Successors of a place: its roads in
 * the order the file lists them (a two-way road `A -- B` adds B to A's list
 * and A to B's, at its line).
 */
#pragma once

#include "qd-search.h"

G_BEGIN_DECLS

typedef struct {
  guint from, to;
  double cost;            /* > 0 */
  gboolean two_way;       /* `--`; else `->` from `from` to `to` */
} QdSearchRoad;

struct _QdSearchRoute {
  guint n_places;
  char **names;           /* n_places, NULL-terminated */
  double *x, *y;          /* n_places; NAN when the place has no coordinates */
  GArray *roads;          /* QdSearchRoad, in file order */
  guint start, goal;
  double *h;              /* n_places, the file's `h NAME: V` table (NAN: none), or NULL */
  double scale;           /* sld = scale × Euclidean distance; 1 by default */
};

/* A map of no place (start = goal = 0 are set when places are added). */
QdSearchRoute *qd_search_route_new (void);
QdSearchRoute *qd_search_route_parse (const char *text, gssize length, GPtrArray *warnings,
                                      GError **error);
char          *qd_search_route_to_string (const QdSearchRoute *route);
QdSearchRoute *qd_search_route_copy (const QdSearchRoute *route);
void           qd_search_route_free (QdSearchRoute *route);

/* TRUE when every place has coordinates. */
gboolean       qd_search_route_has_coordinates (const QdSearchRoute *route);
/* TRUE when the map has an h value for every place. */
gboolean       qd_search_route_has_h_table (const QdSearchRoute *route);
/* Straight-line distance between two places (scale × Euclidean; NAN without
 * coordinates). */
double         qd_search_route_straight (const QdSearchRoute *route, guint a, guint b);
/* The place's sld to the goal: the h table's value, else straight (). */
double         qd_search_route_sld (const QdSearchRoute *route, guint place);
gint           qd_search_route_find_place (const QdSearchRoute *route, const char *name);
/* A road from a to b (either way for a two-way road), or -1. */
gint           qd_search_route_find_road (const QdSearchRoute *route, guint a, guint b);
/* The place within `radius` of (x, y), nearest first, or -1. */
gint           qd_search_route_place_at (const QdSearchRoute *route, double x, double y, double radius);
/* NULL when `name` may name a place (not empty, at most the limit, none of
 * `, : ( ) > #`, no `--`, no control character, no blank at either end),
 * else why not (translated, static). */
const char    *qd_search_route_name_problem (const char *name);

/* --- Edits (the editors'; each keeps the map valid) -------------------- */

/* Adds a place (name NULL: "Place N", the first free N); returns its index.
 * The first place added becomes the start and the goal. */
guint          qd_search_route_add_place (QdSearchRoute *route, const char *name, double x, double y);
void           qd_search_route_move_place (QdSearchRoute *route, guint place, double x, double y);
/* FALSE and an error when the name is invalid or taken by another place. */
gboolean       qd_search_route_rename_place (QdSearchRoute *route, guint place, const char *name,
                                             GError **error);
/* Removes the place and its roads (places after it move down by one); a
 * start or goal removed becomes place 0.  FALSE when it is the only place. */
gboolean       qd_search_route_remove_place (QdSearchRoute *route, guint place);
/* Adds a road (a != b, cost > 0) and returns its index; a road already
 * between them gets the new cost instead (its index returned). */
guint          qd_search_route_add_road (QdSearchRoute *route, guint a, guint b, double cost,
                                         gboolean two_way);
void           qd_search_route_remove_road (QdSearchRoute *route, guint road);
void           qd_search_route_set_road_cost (QdSearchRoute *route, guint road, double cost);
void           qd_search_route_set_start (QdSearchRoute *route, guint place);
void           qd_search_route_set_goal (QdSearchRoute *route, guint place);
/* Drops the h table (it no longer matches after a move or a new goal). */
void           qd_search_route_drop_h (QdSearchRoute *route);

/* AIMA's RandomGraph (aima-python search.py): n places at integer points
 * uniform in a width × height rectangle (x = floor (u × width)), named P1,
 * P2, …; twice over the places in order, a place with fewer than 2 roads is
 * joined by a two-way road to its nearest place it is not yet joined to,
 * cost = distance × a factor uniform in [1.1, 1.5), rounded down, but at
 * least the distance rounded up and at least 1 (so sld stays admissible); start and goal the two places farthest apart in the largest connected
 * part.  Seeded (qd-random.h): the same seed, the same map.  n is clamped
 * to 2 … QD_SEARCH_ROUTE_MAX_RANDOM (nearest places by looking at all: n²
 * work).  The CLI uses a 1000 × 1000 square. */
#define QD_SEARCH_ROUTE_MAX_RANDOM 10000
QdSearchRoute *qd_search_route_random (guint n, guint64 seed, double width, double height);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdSearchRoute, qd_search_route_free)

G_END_DECLS
