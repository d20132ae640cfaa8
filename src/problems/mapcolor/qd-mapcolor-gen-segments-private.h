/* qd-mapcolor-gen-segments-private.h — what the segment generator's two
 * files share: the points, grid and adjacency of one run (Seg), exact
 * angular order, and the bounds on a search's wedges that
 * qd-mapcolor-gen-segments-wedges.c computes for the search in
 * qd-mapcolor-gen-segments.c (the top of which explains the rule and the
 * search).  Private to those two files. */
#pragma once

#include "qd-mapcolor-gen-private.h"

G_BEGIN_DECLS

#define GRID QD_MAPCOLOR_GEN_GRID
#define WALK_LIMIT 48

#define ORIENT(a, b, c) \
  qd_mapcolor_gen_orient (s->pt[a].x, s->pt[a].y, s->pt[b].x, s->pt[b].y, s->pt[c].x, s->pt[c].y)

/* ------------------------------------------------------- angular order */

/* 0 for directions in [0, pi), 1 for [pi, 2 pi). */
static inline int
half (gint64 x, gint64 y)
{
  return y < 0 || (y == 0 && x < 0);
}

/* Compares the angles of two non-zero directions: < 0, 0 (same direction), > 0. */
static inline int
angle_cmp (gint64 ux, gint64 uy, gint64 vx, gint64 vy)
{
  int hu = half (ux, uy), hv = half (vx, vy);

  if (hu != hv)
    return hu - hv;
  return -qd_mapcolor_gen_sign (ux * vy - uy * vx);
}

/* Compares the angles of u and v measured counter-clockwise from a. */
static inline int
angle_cmp_from (gint64 ax, gint64 ay, gint64 ux, gint64 uy, gint64 vx, gint64 vy)
{
  /* Rotate so that a points along +x: (x, y) -> (x a.x + y a.y, y a.x - x a.y). */
  gint64 rux = ux * ax + uy * ay, ruy = uy * ax - ux * ay;
  gint64 rvx = vx * ax + vy * ay, rvy = vy * ax - vx * ay;
  int hu = half (rux, ruy), hv = half (rvx, rvy);

  if (hu != hv)
    return hu - hv;
  /* The rotated vectors need up to 2^41: their cross product needs 128 bits. */
  {
    __int128 c = (__int128) rux * rvy - (__int128) ruy * rvx;

    return -((c > 0) - (c < 0));
  }
}

/* --------------------------------------------------------------- segments */

typedef struct {
  gint64 d2;
  guint32 point;
} Cand;

typedef struct {
  gint32 x, y;
} Pt;

/* A point's adjacency, sorted counter-clockwise, in one cache line: up to
 * NODE_SLOTS neighbours inline, more in an allocated list. */
#define NODE_SLOTS 12
typedef struct {
  guint32 deg, cap;
  /* the point this one last connected to by its own search, or
   * G_MAXUINT32: every candidate before it was blocked then, so still is */
  guint32 last;
  guint32 pad;
  union {
    guint32 slot[NODE_SLOTS];
    guint32 *more;
  } u;
} Node;
G_STATIC_ASSERT (sizeof (Node) == 64);

/* A cell's segments (end points a, b), in one record of two cache lines
 * read together; more go to overflow records of the same shape, chained
 * (the newest, filling, first after the cell's own). */
#define CELL_SLOTS 15
typedef struct {
  guint16 n;
  guint16 pad;
  guint32 next;   /* 1 + the index of the next overflow record, 0: none */
  guint32 ab[CELL_SLOTS][2];
} CellSegs;
G_STATIC_ASSERT (sizeof (CellSegs) == 128);

typedef struct {
  guint n;
  QdMapcolorGenRng *rng;

  /* Points are stored cell by cell, the cells tile by tile (TILE x TILE
   * cells), so that what a search around a point reads lies in few memory
   * pages; orig[] gives the caller's index back.  rank[] is the point's
   * place in row-by-row cell order, which breaks distance ties. */
  Pt *pt;
  guint32 *orig;
  guint32 *rank;

  /* the grid of g x g cells (cell_at gives a cell's index): the points of
   * cell c are cell_start[c] .. cell_start[c + 1]; its segments are in
   * cell_seg[c] and the overflow records over[] chained from it */
  guint g, tiles;
  gint32 cs;
  guint *cell_start;
  CellSegs *cell_seg;
  CellSegs *over;
  gsize n_over, cap_over;

  /* edges and adjacency */
  guint32 *ea, *eb;
  guint n_edges, cap_edges;
  Node *node;

  /* the strict convex hull, counter-clockwise (hull_n < 3: none) */
  guint32 *hull;
  guint hull_n;

  /* one search: per wedge of x its kind and bound (see qd_seg_wedge_classify);
   * tri_r2 is the largest bound of a triangle, n_hull the wedges bounded
   * by the hull */
  Cand *heap;
  guint heap_n, heap_cap;
  double *wedge_r2;
  guint8 *wedge_kind;
  guint wedge_cap;
  guint n_open, n_hull;
  double bound_r2, tri_r2;

  /* one search: the segments that blocked a candidate (see qd_seg_wedge_tighten),
   * at most MAX_BLOCKERS */
  guint32 *blk;
  guint n_blk;

  /* one search: the angular ranges of x still to read in the far rings
   * (see qd_seg_ring_live), and room for the cover's pieces */
  guint32 *live_a, *live_b;
  guint n_live;
  gboolean live_all;
  struct Piece *piece;
} Seg;

/* What is known of a wedge: a closed triangle (candidates beyond its third
 * side are blocked), a bound on its face (from its boundary walk, or from
 * the hull and the blocking segments: see qd_seg_wedge_tighten), or open (no bound
 * yet). */
enum { WEDGE_TRIANGLE, WEDGE_BOUND, WEDGE_HULL, WEDGE_OPEN };

/* Blocking segments remembered per search: enough to cover the open wedge
 * of a point near the hull several times over. */
#define MAX_BLOCKERS 1024

#define TILE 8

/* The index of the cell in row r, column c. */
static inline guint
cell_at (const Seg *s, guint r, guint c)
{
  return ((r / TILE) * s->tiles + c / TILE) * (TILE * TILE) + (r % TILE) * TILE + c % TILE;
}

static inline guint32 *
nbr (const Seg *s, guint v)
{
  const Node *nd = &s->node[v];

  return nd->cap > NODE_SLOTS ? nd->u.more : (guint32 *) nd->u.slot;
}


static inline gint64
dist2 (const Seg *s, guint a, guint b)
{
  gint64 dx = s->pt[a].x - s->pt[b].x, dy = s->pt[a].y - s->pt[b].y;

  return dx * dx + dy * dy;
}

/* Wedges of a search (qd-mapcolor-gen-segments-wedges.c). */
void qd_seg_wedges_init (Seg *s);
void qd_seg_wedge_classify (Seg *s, guint x);
void qd_seg_wedge_resolve (Seg *s, guint x, guint i);
void qd_seg_wedge_tighten (Seg *s, guint x, gint64 reach);
void qd_seg_ring_live (Seg *s, guint x, double min_d2);
gboolean qd_seg_cell_live (const Seg *s, guint x, gint64 r, gint64 c);

G_END_DECLS
