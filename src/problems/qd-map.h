/* qd-map.h — a map for colouring: regions (with optional positions) and
 * their neighbours.
 *
 * File format (data/FORMATS.md): one line per region,
 *     name: neighbour, neighbour, ...
 * optionally with the region's position in the unit square (generated maps),
 *     name (0.25, 0.75): neighbour, ...
 * `#` starts a comment line.  Adjacency is made symmetric (with a warning).
 * Names are case-sensitive and may not contain ':', ',', '(' or ')'. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define QD_MAP_ERROR (qd_map_error_quark ())
GQuark qd_map_error_quark (void);

typedef enum {
  QD_MAP_ERROR_SYNTAX,
  QD_MAP_ERROR_NAME,       /* unknown, duplicate or invalid names, self-loops */
  QD_MAP_ERROR_RANGE,      /* too many regions, coordinates out of range */
  QD_MAP_ERROR_ENCODING,
} QdMapError;

#define QD_MAP_MAX_REGIONS 1000000

typedef struct {
  guint n_regions;
  GPtrArray *names;        /* of char*, n_regions entries */
  gboolean has_positions;  /* every region has (x, y) */
  double *x;               /* n_regions entries, in [0, 1]; NULL without positions */
  double *y;
  /* Adjacency in CSR form: the neighbours of region r are
   * adjacency[offsets[r] .. offsets[r + 1]), sorted ascending, no repeats. */
  guint *offsets;          /* n_regions + 1 entries */
  guint *adjacency;
  guint n_edges;           /* undirected edges */
} QdMap;

/* Builds a map from an edge list (pairs of region indices, any order,
 * repeats ignored; self-loops are not allowed here). Names may be NULL:
 * regions are then named 1, 2, 3, ...  Names and positions are copied. */
QdMap      *qd_map_new_from_edges (guint n_regions, const guint *edges, guint n_edges,
                                   const double *x, const double *y, GPtrArray *names);
/* `warnings` (nullable) receives messages such as "line 4: NT lists WA but WA
 * does not list NT; made symmetric" as newly allocated strings (give the
 * array g_free as its free function); at most 20, then "… and N more
 * warnings".  Errors (QD_MAP_ERROR) start with "line L: ".  Positions must
 * lie in [0, 1], on every region line or on none. */
QdMap      *qd_map_parse          (const char *text, gssize length, GPtrArray *warnings, GError **error);
char       *qd_map_to_string      (const QdMap *map);     /* with positions when it has them */
/* A graph in the DIMACS format (data/FORMATS.md, "DIMACS graphs"): `c`
 * comment lines, one `p edge N M` (or `p col N M`), then `e A B` lines with
 * 1-based vertices; regions are named "1" … "N", without positions.  Edges
 * listed twice (both ways) count once, with one warning; an M that is neither
 * the edges listed nor the distinct ones is a warning.  Errors as
 * qd_map_parse's ("line L: …"): a self-loop, a vertex out of range, a missing
 * `p` line, an edge before it, any other line, N over QD_MAP_MAX_REGIONS. */
QdMap      *qd_map_parse_dimacs   (const char *text, gssize length, GPtrArray *warnings, GError **error);
/* Whether the first line that is not blank nor a `c` comment is a DIMACS
 * `p edge`/`p col` or `e` line (no map line is). */
gboolean    qd_map_text_is_dimacs (const char *text, gsize length);
/* The graph in that format: `p edge N M`, then each edge once, `e A B` with
 * A < B in order (names and positions are not written). */
char       *qd_map_to_dimacs_graph (const QdMap *map);
QdMap      *qd_map_copy           (const QdMap *map);
void        qd_map_free           (QdMap *map);

static inline guint
qd_map_degree (const QdMap *map, guint region)
{
  return map->offsets[region + 1] - map->offsets[region];
}

static inline const guint *
qd_map_neighbours (const QdMap *map, guint region)
{
  return map->adjacency + map->offsets[region];
}

gboolean    qd_map_adjacent       (const QdMap *map, guint a, guint b);   /* binary search */
gint        qd_map_find           (const QdMap *map, const char *name);   /* or -1; a linear scan */
/* Every region without a position gets one (a circle layout), so any map can
 * be drawn. */
void        qd_map_ensure_positions (QdMap *map);

/* Edits for the editors: each returns a new map (positions kept; the map
 * must have them).  A new region is named by the first number not yet a
 * name; remove_region renumbers the regions after it. */
QdMap      *qd_map_with_region_added   (const QdMap *map, double x, double y);
QdMap      *qd_map_with_edge_toggled   (const QdMap *map, guint a, guint b);
QdMap      *qd_map_with_region_removed (const QdMap *map, guint region);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMap, qd_map_free)

G_END_DECLS
