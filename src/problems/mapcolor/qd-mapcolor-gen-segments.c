/* qd-mapcolor-gen-segments.c — the statement's segment process.
 *
 * A random point X that is not yet exhausted is connected to the
 * nearest point Y (ties: the first in row-by-row grid order) that it is not
 * connected to, such that the segment XY crosses no segment and passes
 * through no other point (such a point could never be connected again);
 * when there is none, X is exhausted for good, since segments are only ever
 * added.  The process ends when every point is exhausted.  Candidates come
 * from a uniform grid in rings of growing distance; segments are registered
 * in every grid cell they pass through, so a crossing test only looks at
 * nearby segments.
 *
 * Nearly all the time goes to memory reads at random places (X is random),
 * so the data is laid out for them: points cell by cell, cells tile by tile
 * (what a search reads lies in few pages), a point's coordinates in one
 * array and its neighbours in one cache line; the big arrays ask for huge
 * pages (see big_alloc).  A candidate that was blocked
 * stays blocked, so the search skips every candidate nearer than the point
 * X last connected to by its own search.
 *
 * Stopping the search for X (see wedge_classify, wedge_resolve): the
 * neighbours of X, sorted by angle, split the plane around X into wedges.
 * A segment XY leaves X inside one wedge (along an edge it would overlap
 * that edge) and, crossing nothing, stays inside the face of the drawing
 * that the wedge opens into, so Y lies in the closure of that face.  A wedge
 * of less than a half turn closed by an edge ab is a triangle: a candidate
 * beyond ab is blocked, one inside is no farther than a or b.  The other
 * wedges are open: when the boundary walk of the face from X closes within a
 * few steps with positive area, the face is bounded and lies inside that
 * walk, so Y is no farther from X than the walk's farthest vertex;
 * otherwise Y still lies in the convex hull of all the points, so no farther
 * than the farthest point of (wedge ∩ hull), which is a hull vertex inside
 * the wedge or where a wedge ray leaves the hull.  The wedges are sorted
 * once X has three neighbours, or else once a candidate is blocked; the
 * walks, which read many points, wait until the rings pass every triangle
 * and OPEN_DELAY more rings (the partner is usually found by then).  The
 * search ends as soon as the rings pass the largest bound.  Only blocked
 * candidates are ever skipped or cut off, so the map is the same whatever
 * is known when.  An exhausted X is surrounded by empty triangles (bound:
 * its farthest neighbour) and, on the hull, by the outside (bound: its hull
 * neighbours), so proving exhaustion is cheap. */
#include "qd-mapcolor-gen-private.h"

#include <math.h>
#include <string.h>
#include <sys/mman.h>

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
   * cell c are cell_start[c] .. cell_start[c + 1]; each cell holds its
   * segments (end points a, b) in CELL_SLOTS inline slots, then in an
   * overflow list */
  guint g, tiles;
  gint32 cs;
  guint *cell_start;
  guint32 *cell_seg;
  guint16 *cell_n;
  gint32 *cell_over;
  guint32 *over_ab;
  gint32 *over_next;
  gsize n_over, cap_over;

  /* edges and adjacency */
  guint32 *ea, *eb;
  guint n_edges, cap_edges;
  Node *node;

  /* the strict convex hull, counter-clockwise (hull_n < 3: none) */
  guint32 *hull;
  guint hull_n;

  /* one search: per wedge of x its kind and bound (see wedge_bounds) */
  Cand *heap;
  guint heap_n, heap_cap;
  double *wedge_r2;
  guint8 *wedge_kind;
  guint wedge_cap;
  guint n_open;
  double bound_r2;
} Seg;

/* What is known of a wedge: a closed triangle (candidates beyond its third
 * side are blocked), a bound on its face, or open (no bound yet). */
enum { WEDGE_TRIANGLE, WEDGE_BOUND, WEDGE_OPEN };

#define CELL_SLOTS 12
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

/* The big arrays are read at random places (X is random): with 4 KiB pages
 * nearly every read of a 1,000,000-region map also misses the TLB, so they
 * are aligned to 2 MiB and offered to the kernel as huge pages (where it
 * grants them only on request), before anything touches them. */
#define HUGE_ALIGN ((gsize) 2 << 20)

static gpointer
big_alloc (gsize size, gboolean zero)
{
  gsize rounded = (size + HUGE_ALIGN - 1) / HUGE_ALIGN * HUGE_ALIGN;
  gpointer p;

  if (size < HUGE_ALIGN)   /* a small map: no page to spare */
    p = g_aligned_alloc (1, MAX (size, 1), 64);
  else
    {
      p = g_aligned_alloc (1, rounded, HUGE_ALIGN);
#ifdef MADV_HUGEPAGE
      madvise (p, rounded, MADV_HUGEPAGE);
#endif
    }
  if (zero)
    memset (p, 0, size);
  return p;
}

static void
seg_init (Seg *s, guint n, const gint32 *px, const gint32 *py, QdMapcolorGenRng *rng)
{
  guint cells;

  memset (s, 0, sizeof *s);
  s->n = n;
  s->rng = rng;
  s->g = MAX (1, (guint) ceil (sqrt (n / 2.0)));
  s->cs = (GRID + s->g - 1) / s->g;
  s->tiles = (s->g + TILE - 1) / TILE;
  cells = s->tiles * s->tiles * TILE * TILE;

  /* Counting sorts by cell, stable: row-by-row cells give the ranks, tiled
   * cells the storage order; within a cell both keep the caller's order. */
  s->cell_start = big_alloc (sizeof (guint) * (cells + 1), TRUE);
  s->pt = big_alloc (sizeof (Pt) * MAX (n, 1), FALSE);
  s->orig = g_new (guint32, MAX (n, 1));
  s->rank = big_alloc (sizeof (guint32) * MAX (n, 1), FALSE);
  {
    g_autofree guint *row_start = g_new0 (guint, s->g * s->g + 1);
    g_autofree guint *fill = NULL;

    for (guint i = 0; i < n; i++)
      {
        guint r = (guint) py[i] / s->cs, c = (guint) px[i] / s->cs;

        row_start[r * s->g + c + 1]++;
        s->cell_start[cell_at (s, r, c) + 1]++;
      }
    for (guint c = 0; c < s->g * s->g; c++)
      row_start[c + 1] += row_start[c];
    for (guint c = 0; c < cells; c++)
      s->cell_start[c + 1] += s->cell_start[c];
    fill = g_memdup2 (s->cell_start, sizeof (guint) * cells);
    for (guint i = 0; i < n; i++)
      {
        guint r = (guint) py[i] / s->cs, c = (guint) px[i] / s->cs;
        guint k = fill[cell_at (s, r, c)]++;

        s->pt[k].x = px[i];
        s->pt[k].y = py[i];
        s->orig[k] = i;
        s->rank[k] = row_start[r * s->g + c]++;
      }
  }
  s->cell_seg = big_alloc (sizeof (guint32) * cells * CELL_SLOTS * 2, FALSE);
  s->cell_n = big_alloc (sizeof (guint16) * cells, TRUE);
  s->cell_over = g_new (gint32, cells);
  for (guint c = 0; c < cells; c++)
    s->cell_over[c] = -1;
  s->cap_over = 1024;
  s->over_ab = g_new (guint32, 2 * s->cap_over);
  s->over_next = g_new (gint32, s->cap_over);

  s->cap_edges = 3 * n + 8;
  s->ea = g_new (guint32, s->cap_edges);
  s->eb = g_new (guint32, s->cap_edges);
  s->node = big_alloc (sizeof (Node) * MAX (n, 1), TRUE);
  for (guint i = 0; i < n; i++)
    {
      s->node[i].cap = NODE_SLOTS;
      s->node[i].last = G_MAXUINT32;
    }
  s->heap_cap = 64;
  s->heap = g_new (Cand, s->heap_cap);
  s->wedge_cap = 16;
  s->wedge_r2 = g_new (double, s->wedge_cap);
  s->wedge_kind = g_new (guint8, s->wedge_cap);
}

static void
seg_clear (Seg *s)
{
  for (guint i = 0; i < s->n; i++)
    if (s->node[i].cap > NODE_SLOTS)
      g_free (s->node[i].u.more);
  g_aligned_free (s->cell_start);
  g_aligned_free (s->pt);
  g_free (s->orig);
  g_aligned_free (s->rank);
  g_aligned_free (s->cell_seg);
  g_aligned_free (s->cell_n);
  g_free (s->cell_over);
  g_free (s->over_ab);
  g_free (s->over_next);
  g_free (s->ea);
  g_free (s->eb);
  g_aligned_free (s->node);
  g_free (s->hull);
  g_free (s->heap);
  g_free (s->wedge_r2);
  g_free (s->wedge_kind);
}

/* Orders stored points by x, then y. */
static int
compare_pt (const void *a, const void *b, void *data)
{
  const Pt *pt = data, *p = &pt[*(const guint32 *) a], *q = &pt[*(const guint32 *) b];

  if (p->x != q->x)
    return p->x < q->x ? -1 : 1;
  return (p->y > q->y) - (p->y < q->y);
}

/* Andrew's monotone chain, collinear points left out. */
static void
seg_hull (Seg *s)
{
  g_autofree guint32 *order = g_new (guint32, MAX (s->n, 1));
  guint32 *h = g_new (guint32, 2 * s->n + 2);
  guint k = 0;

  for (guint i = 0; i < s->n; i++)
    order[i] = i;
  g_qsort_with_data (order, s->n, sizeof (guint32), compare_pt, s->pt);
#define TURN(a, b, c) ORIENT (a, b, c)
  for (guint i = 0; i < s->n; i++)
    {
      while (k >= 2 && TURN (h[k - 2], h[k - 1], order[i]) <= 0)
        k--;
      h[k++] = order[i];
    }
  for (guint i = s->n, lower = k + 1; i-- > 1;)
    {
      while (k >= lower && TURN (h[k - 2], h[k - 1], order[i - 1]) <= 0)
        k--;
      h[k++] = order[i - 1];
    }
#undef TURN
  s->hull = h;
  s->hull_n = k > 1 ? k - 1 : k;
  if (s->hull_n < 3)
    s->hull_n = 0;
}

/* The grid cells a closed segment may touch, column by column: the y range
 * of the segment over each column is rounded outwards, so two segments that
 * share a point both visit the cell holding it. */
typedef gboolean (*CellFunc) (Seg *s, guint cell, gpointer data);

static inline gint64
floor_div (gint64 a, gint64 b)
{
  gint64 q = a / b;
  return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

static gboolean
for_cells (Seg *s, guint a, guint b, CellFunc func, gpointer data)
{
  gint64 x1 = s->pt[a].x, y1 = s->pt[a].y, x2 = s->pt[b].x, y2 = s->pt[b].y;
  gint64 cs = s->cs, last = s->g - 1;

  if (x1 > x2)
    {
      gint64 t = x1; x1 = x2; x2 = t;
      t = y1; y1 = y2; y2 = t;
    }
  for (gint64 c = x1 / cs; c <= x2 / cs; c++)
    {
      gint64 lo, hi;

      if (x1 == x2)
        {
          lo = MIN (y1, y2);
          hi = MAX (y1, y2);
        }
      else
        {
          gint64 xa = MAX (x1, c * cs), xb = MIN (x2, (c + 1) * cs);
          gint64 den = x2 - x1, na = (y2 - y1) * (xa - x1), nbb = (y2 - y1) * (xb - x1);
          gint64 fa = y1 + floor_div (na, den), fb = y1 + floor_div (nbb, den);

          lo = MIN (fa, fb);
          hi = MAX (fa, fb) + 1;   /* the ceiling, or one more */
          lo = MAX (lo, MIN (y1, y2));
          hi = MIN (hi, MAX (y1, y2));
        }
      for (gint64 r = MAX (lo / cs, 0); r <= MIN (hi / cs, last); r++)
        if (func (s, cell_at (s, (guint) r, (guint) MIN (c, last)), data))
          return TRUE;
    }
  return FALSE;
}

static gboolean
register_cell (Seg *s, guint cell, gpointer data)
{
  guint32 e = GPOINTER_TO_UINT (data);

  if (s->cell_n[cell] < CELL_SLOTS)
    {
      guint32 *slot = s->cell_seg + ((gsize) cell * CELL_SLOTS + s->cell_n[cell]++) * 2;

      slot[0] = s->ea[e];
      slot[1] = s->eb[e];
      return FALSE;
    }
  if (s->n_over == s->cap_over)
    {
      s->cap_over *= 2;
      s->over_ab = g_renew (guint32, s->over_ab, 2 * s->cap_over);
      s->over_next = g_renew (gint32, s->over_next, s->cap_over);
    }
  s->over_ab[2 * s->n_over] = s->ea[e];
  s->over_ab[2 * s->n_over + 1] = s->eb[e];
  s->over_next[s->n_over] = s->cell_over[cell];
  s->cell_over[cell] = (gint32) s->n_over++;
  return FALSE;
}

/* x on the closed segment ab, knowing that they are collinear. */
static inline gboolean
within_i (const Seg *s, guint a, guint b, guint x)
{
  return MIN (s->pt[a].x, s->pt[b].x) <= s->pt[x].x && s->pt[x].x <= MAX (s->pt[a].x, s->pt[b].x)
      && MIN (s->pt[a].y, s->pt[b].y) <= s->pt[x].y && s->pt[x].y <= MAX (s->pt[a].y, s->pt[b].y);
}


/* The rule of qd_segments_cross, on distinct grid points. */
static gboolean
cross_i (const Seg *s, guint x, guint y, guint p, guint q)
{
  gint64 o1, o2, o3, o4;

  if (p == x || p == y || q == x || q == y)
    {
      guint sh = (p == x || p == y) ? p : q, v = sh == p ? q : p, u = sh == x ? y : x;

      if (v == x || v == y)
        return TRUE;
      return ORIENT (sh, u, v) == 0
             && qd_mapcolor_gen_sign (s->pt[u].x - s->pt[sh].x) == qd_mapcolor_gen_sign (s->pt[v].x - s->pt[sh].x)
             && qd_mapcolor_gen_sign (s->pt[u].y - s->pt[sh].y) == qd_mapcolor_gen_sign (s->pt[v].y - s->pt[sh].y);
    }
  o1 = ORIENT (x, y, p);
  o2 = ORIENT (x, y, q);
  o3 = ORIENT (p, q, x);
  o4 = ORIENT (p, q, y);
  if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0)))
    return TRUE;
  return (o1 == 0 && within_i (s, x, y, p)) || (o2 == 0 && within_i (s, x, y, q))
      || (o3 == 0 && within_i (s, p, q, x)) || (o4 == 0 && within_i (s, p, q, y));
}

typedef struct {
  guint x, y;
} Query;

static gboolean
blocked_in_cell (Seg *s, guint cell, gpointer data)
{
  const Query *q = data;
  const guint32 *slot = s->cell_seg + (gsize) cell * CELL_SLOTS * 2;

  /* A segment in several of the cells is tested in each: cheaper than
   * remembering which were tested. */
  for (guint i = 0; i < s->cell_n[cell]; i++)
    if (cross_i (s, q->x, q->y, slot[2 * i], slot[2 * i + 1]))
      return TRUE;
  for (gint32 node = s->cell_over[cell]; node >= 0; node = s->over_next[node])
    if (cross_i (s, q->x, q->y, s->over_ab[2 * node], s->over_ab[2 * node + 1]))
      return TRUE;
  for (guint p = s->cell_start[cell]; p < s->cell_start[cell + 1]; p++)
    {
      if (p != q->x && p != q->y && ORIENT (q->x, q->y, p) == 0 && within_i (s, q->x, q->y, p))
        return TRUE;
    }
  return FALSE;
}

/* TRUE when XY crosses a segment or passes through a point. */
static gboolean
seg_blocked (Seg *s, guint x, guint y)
{
  Query q = { x, y };

  return for_cells (s, x, y, blocked_in_cell, &q);
}

static void
insert_neighbour (Seg *s, guint v, guint w)
{
  Node *nd = &s->node[v];
  gint64 dx = s->pt[w].x - s->pt[v].x, dy = s->pt[w].y - s->pt[v].y;
  guint d = nd->deg, i = d;
  guint32 *list;

  if (d == nd->cap)
    {
      list = g_new (guint32, 2 * (gsize) d);
      memcpy (list, nbr (s, v), sizeof (guint32) * d);
      if (nd->cap > NODE_SLOTS)
        g_free (nd->u.more);
      nd->u.more = list;
      nd->cap = 2 * d;
    }
  list = nbr (s, v);
  while (i > 0)
    {
      guint u = list[i - 1];

      if (angle_cmp (s->pt[u].x - s->pt[v].x, s->pt[u].y - s->pt[v].y, dx, dy) <= 0)
        break;
      list[i] = u;
      i--;
    }
  list[i] = w;
  nd->deg++;
}

static void
add_edge (Seg *s, guint x, guint y)
{
  guint32 e = s->n_edges++;

  if (e == s->cap_edges)
    {
      s->cap_edges *= 2;
      s->ea = g_renew (guint32, s->ea, s->cap_edges);
      s->eb = g_renew (guint32, s->eb, s->cap_edges);
    }
  s->ea[e] = x;
  s->eb[e] = y;
  insert_neighbour (s, x, y);
  insert_neighbour (s, y, x);
  for_cells (s, x, y, register_cell, GUINT_TO_POINTER (e));
}

/* The neighbour of v just clockwise from u: the next edge of the face on the
 * left of u -> v. */
static guint
cw_next (const Seg *s, guint v, guint u)
{
  guint d = s->node[v].deg;

  for (guint i = 0; i < d; i++)
    if (nbr (s, v)[i] == u)
      return nbr (s, v)[(i + d - 1) % d];
  g_assert_not_reached ();
  return u;
}

static inline gint64
dist2 (const Seg *s, guint a, guint b)
{
  gint64 dx = s->pt[a].x - s->pt[b].x, dy = s->pt[a].y - s->pt[b].y;

  return dx * dx + dy * dy;
}

/* The farthest point of (the wedge at x from a counter-clockwise to b) ∩ the
 * hull, squared, with a margin for rounding; a == b is the whole turn. */
static double
hull_bound (const Seg *s, guint x, gint a, gint b)
{
  gint64 X = s->pt[x].x, Y = s->pt[x].y;
  double best = 0;

  if (s->hull_n == 0)
    return INFINITY;
  for (guint i = 0; i < s->hull_n; i++)
    {
      guint v = s->hull[i];

      if (v == x)
        continue;
      if (a >= 0 && a != b)
        {
          gint64 ax = s->pt[a].x - X, ay = s->pt[a].y - Y;

          if (angle_cmp_from (ax, ay, s->pt[v].x - X, s->pt[v].y - Y, s->pt[b].x - X, s->pt[b].y - Y) > 0)
            continue;   /* outside the closed wedge */
        }
      best = MAX (best, sqrt ((double) dist2 (s, x, v)));
    }
  /* Where the rays x->a and x->b leave the hull. */
  for (int k = 0; k < 2 && a >= 0; k++)
    {
      guint r = k == 0 ? (guint) a : (guint) b;
      gint64 dx = s->pt[r].x - X, dy = s->pt[r].y - Y;
      double exit = -1;

      for (guint i = 0; i < s->hull_n; i++)
        {
          guint u = s->hull[i], w = s->hull[(i + 1) % s->hull_n];
          gint64 ex = s->pt[w].x - s->pt[u].x, ey = s->pt[w].y - s->pt[u].y;
          gint64 fx = s->pt[u].x - X, fy = s->pt[u].y - Y;
          gint64 den = dx * ey - dy * ex, nt = fx * ey - fy * ex, ns = fx * dy - fy * dx;

          if (den == 0)
            continue;
          if (den < 0)
            den = -den, nt = -nt, ns = -ns;
          if (ns < 0 || ns > den || nt < 0)
            continue;
          exit = MAX (exit, (double) nt / (double) den);
        }
      if (exit < 0)
        return INFINITY;
      best = MAX (best, exit * sqrt ((double) (dx * dx + dy * dy)));
    }
  best = best * (1 + 1e-9) + 2;
  return best * best;
}

/* Sorts the wedges of x (see the top of the file): a wedge of less than a
 * half turn closed by an edge ab is a triangle, bounded by its farthest
 * corner; any other wedge is open until wedge_resolve walks it.  bound_r2
 * is the largest bound known. */
static void
wedge_classify (Seg *s, guint x)
{
  guint d = MAX (s->node[x].deg, 1);

  if (d > s->wedge_cap)
    {
      s->wedge_cap = 2 * d;
      s->wedge_r2 = g_renew (double, s->wedge_r2, s->wedge_cap);
      s->wedge_kind = g_renew (guint8, s->wedge_kind, s->wedge_cap);
    }
  s->bound_r2 = 0;
  s->n_open = 0;
  for (guint i = 0; i < d; i++)
    {
      s->wedge_kind[i] = WEDGE_OPEN;
      if (s->node[x].deg > 1)
        {
          guint a = nbr (s, x)[i], b = nbr (s, x)[(i + 1) % d], j = 0;

          if (ORIENT (x, a, b) > 0)
            {
              while (j < s->node[a].deg && nbr (s, a)[j] != b)
                j++;
              if (j < s->node[a].deg)
                {
                  s->wedge_kind[i] = WEDGE_TRIANGLE;
                  s->wedge_r2[i] = (double) MAX (dist2 (s, x, a), dist2 (s, x, b));
                  s->bound_r2 = MAX (s->bound_r2, s->wedge_r2[i]);
                }
            }
        }
      s->n_open += s->wedge_kind[i] == WEDGE_OPEN;
    }
}

/* Bounds the open wedge i of x: by its face when the boundary walk of the
 * face closes within WALK_LIMIT steps with positive area (the face is then
 * bounded and inside the walk), else by the hull. */
static void
wedge_resolve (Seg *s, guint x, guint i)
{
  guint d = s->node[x].deg;
  double r2;

  if (d == 0)
    r2 = hull_bound (s, x, -1, -1);
  else
    {
      guint a = nbr (s, x)[i], b = nbr (s, x)[(i + 1) % d];
      guint u = x, v = a, steps = 0;
      gint64 area = 0, far = 0;

      do
        {
          guint w = cw_next (s, v, u);
          gint64 ux = s->pt[u].x - s->pt[x].x, uy = s->pt[u].y - s->pt[x].y;
          gint64 vx = s->pt[v].x - s->pt[x].x, vy = s->pt[v].y - s->pt[x].y;

          area += ux * vy - uy * vx;
          far = MAX (far, dist2 (s, x, v));
          u = v;
          v = w;
        }
      while (!(u == x && v == a) && ++steps < WALK_LIMIT);
      if (u == x && v == a && area > 0)
        r2 = (double) far;
      else
        r2 = hull_bound (s, x, a, b);
    }
  s->wedge_kind[i] = WEDGE_BOUND;
  s->wedge_r2[i] = r2;
  s->bound_r2 = MAX (s->bound_r2, r2);
  s->n_open--;
}

/* The wedge of x holding y, or -1 when xy runs along an edge of x. */
static gint
wedge_of (const Seg *s, guint x, guint y)
{
  gint64 dx = s->pt[y].x - s->pt[x].x, dy = s->pt[y].y - s->pt[x].y;
  guint d = s->node[x].deg, j = 0;

  for (; j < d; j++)
    {
      guint u = nbr (s, x)[j];
      int c = angle_cmp (s->pt[u].x - s->pt[x].x, s->pt[u].y - s->pt[x].y, dx, dy);

      if (c == 0)
        return -1;
      if (c > 0)
        break;
    }
  return (gint) ((j + d - 1) % MAX (d, 1));
}

static inline gboolean
cand_less (const Seg *s, gint64 d2, guint32 p, gint64 e2, guint32 q)
{
  return d2 < e2 || (d2 == e2 && p != q && s->rank[p] < s->rank[q]);
}

static void
heap_push (Seg *s, gint64 d2, guint32 p)
{
  guint i = s->heap_n++;

  if (s->heap_n > s->heap_cap)
    {
      s->heap_cap *= 2;
      s->heap = g_renew (Cand, s->heap, s->heap_cap);
    }
  while (i > 0)
    {
      guint parent = (i - 1) / 2;
      Cand *c = &s->heap[parent];

      if (cand_less (s, c->d2, c->point, d2, p))
        break;
      s->heap[i] = *c;
      i = parent;
    }
  s->heap[i].d2 = d2;
  s->heap[i].point = p;
}

static Cand
heap_pop (Seg *s)
{
  Cand top = s->heap[0], last = s->heap[--s->heap_n];
  guint i = 0;

  for (;;)
    {
      guint c = 2 * i + 1;

      if (c >= s->heap_n)
        break;
      if (c + 1 < s->heap_n && cand_less (s, s->heap[c + 1].d2, s->heap[c + 1].point, s->heap[c].d2, s->heap[c].point))
        c++;
      if (cand_less (s, last.d2, last.point, s->heap[c].d2, s->heap[c].point))
        break;
      s->heap[i] = s->heap[c];
      i = c;
    }
  s->heap[i] = last;
  return top;
}

/* Is y, in wedge w of x, known to be blocked? */
static gboolean
pruned (const Seg *s, guint x, guint w, guint y, gint64 d2)
{
  if (s->wedge_kind[w] == WEDGE_TRIANGLE)
    {
      /* Beyond the side ab, xy crosses it. */
      guint a = nbr (s, x)[w], b = nbr (s, x)[(w + 1) % s->node[x].deg];

      return ORIENT (a, b, y) < 0;
    }
  return s->wedge_kind[w] == WEDGE_BOUND && (double) d2 > s->wedge_r2[w];
}

/* Rings searched past the sorting of the wedges before the open ones are
 * walked: the partner is usually found by then, and a walk is dearer than
 * the crossing tests it would spare. */
#define OPEN_DELAY 2

/* From this degree on, x's wedges are sorted before the search (mostly
 * triangles by then: cheaper than the crossing tests they spare); below,
 * only once a candidate is blocked. */
#define EAGER_DEGREE 3

/* The point x connects to, or -1 when x is exhausted. */
static gint64
seg_partner (Seg *s, guint x)
{
  gint64 cx = s->pt[x].x / s->cs, cy = s->pt[x].y / s->cs, last = s->g - 1;
  gint64 kmax = MAX (MAX (cx, cy), MAX (last - cx, last - cy));
  gint64 k_bounds = -1;   /* the ring where the wedges were sorted */
  gint64 done_d2 = -1;
  guint32 done_p = 0;

  /* Candidates up to the last partner of x were blocked then (see last). */
  if (s->node[x].last != G_MAXUINT32)
    {
      done_d2 = dist2 (s, x, s->node[x].last);
      done_p = s->node[x].last;
    }
  s->heap_n = 0;
  if (s->node[x].deg >= EAGER_DEGREE)
    {
      wedge_classify (s, x);
      k_bounds = 0;
    }
  for (gint64 k = 0;; k++)
    {
      /* Every point within `reach` of x lies in rings 0 .. k: the distance
       * from x to the nearest side of their square that is not the edge of
       * the grid. */
      gint64 reach = G_MAXINT32;
      gboolean resolved = k_bounds >= 0 && s->n_open == 0;

      /* ring k: the cells at Chebyshev distance k from x's cell */
      for (gint64 r = cy - k; r <= cy + k && k <= kmax; r++)
        {
          gint64 step = (r == cy - k || r == cy + k) ? 1 : 2 * k;

          if (r < 0 || r > last)
            continue;
          for (gint64 c = cx - k; c <= cx + k; c += MAX (step, 1))
            {
              guint cell;

              if (c < 0 || c > last)
                continue;
              cell = cell_at (s, (guint) r, (guint) c);
              for (guint y = s->cell_start[cell]; y < s->cell_start[cell + 1]; y++)
                {
                  gint64 d2;

                  if (y == x)
                    continue;
                  d2 = dist2 (s, x, y);
                  if ((resolved && (double) d2 > s->bound_r2) || !cand_less (s, done_d2, done_p, d2, y))
                    continue;
                  heap_push (s, d2, y);
                }
            }
        }

      if (cx - k > 0)
        reach = MIN (reach, s->pt[x].x - (cx - k) * s->cs);
      if (cx + k < last)
        reach = MIN (reach, (cx + k + 1) * s->cs - 1 - s->pt[x].x);
      if (cy - k > 0)
        reach = MIN (reach, s->pt[x].y - (cy - k) * s->cs);
      if (cy + k < last)
        reach = MIN (reach, (cy + k + 1) * s->cs - 1 - s->pt[x].y);

      /* every point within `reach` is in the heap or was popped */
      while (s->heap_n > 0 && (k >= kmax || s->heap[0].d2 <= reach * reach))
        {
          Cand c = heap_pop (s);
          gint w = 0;

          if (k_bounds >= 0 && s->n_open == 0 && (double) c.d2 > s->bound_r2)
            return -1;
          if (s->node[x].deg > 0 && (w = wedge_of (s, x, c.point)) < 0)
            continue;   /* a neighbour, or behind one */
          if (k_bounds >= 0 && pruned (s, x, (guint) w, c.point, c.d2))
            continue;
          if (!seg_blocked (s, x, c.point))
            {
              s->node[x].last = c.point;
              return c.point;
            }
          if (k_bounds < 0)
            {
              wedge_classify (s, x);
              k_bounds = k;
            }
        }
      if (k >= kmax)
        return -1;
      if (k_bounds >= 0 && (double) reach * reach >= s->bound_r2)
        {
          if (s->n_open > 0 && k < k_bounds + OPEN_DELAY)
            continue;
          for (guint i = 0; s->n_open > 0; i++)
            if (s->wedge_kind[i] == WEDGE_OPEN)
              wedge_resolve (s, x, i);
          if ((double) reach * reach >= s->bound_r2)
            return -1;
        }
    }
}

gboolean
qd_mapcolor_gen_segments (guint n, const gint32 *px, const gint32 *py, QdMapcolorGenRng *rng,
                          const gint *stop, gint64 *progress, GArray *edges, GError **error)
{
  Seg s;
  g_autofree guint32 *active = g_new (guint32, MAX (n, 1));
  guint n_active = n;
  guint64 steps = 0;
  gboolean ok = TRUE;

  seg_init (&s, n, px, py, rng);
  seg_hull (&s);
  for (guint i = 0; i < n; i++)
    active[s.rank[i]] = i;
  while (n_active > 0)
    {
      guint i;
      gint64 y;

      if (++steps % QD_MAPCOLOR_GEN_STOP_EVERY == 0)
        {
          if (qd_mapcolor_gen_stopped (stop, error))
            {
              ok = FALSE;
              break;
            }
          /* Points done, estimated: each point ends exhausted with about
           * three edges, so (edges + exhausted) / 4 grows evenly to N. */
          qd_mapcolor_gen_report (progress, (s.n_edges + (n - n_active)) / 4);
        }
      i = qd_mapcolor_gen_rng_below (rng, n_active);
      y = seg_partner (&s, active[i]);
      if (y < 0)
        active[i] = active[--n_active];
      else
        add_edge (&s, active[i], (guint) y);
    }
  if (ok)
    {
      g_array_set_size (edges, 2 * s.n_edges);
      for (guint e = 0; e < s.n_edges; e++)
        {
          g_array_index (edges, guint, 2 * e) = s.orig[s.ea[e]];
          g_array_index (edges, guint, 2 * e + 1) = s.orig[s.eb[e]];
        }
      qd_mapcolor_gen_report (progress, n);
    }
  seg_clear (&s);
  return ok;
}

#undef ORIENT
