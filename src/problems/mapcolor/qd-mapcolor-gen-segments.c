/* qd-mapcolor-gen-segments.c — the statement's segment process.
 *
 * A random point X that is not yet exhausted is connected to the
 * nearest point Y (ties: the first in grid order) that it is not connected to, such
 * that the segment XY crosses no segment and passes through no other point
 * (such a point could never be connected again); when there is none, X is
 * exhausted for good, since segments are only ever added.  The process ends
 * when every point is exhausted.  Candidates come from a uniform grid in
 * rings of growing distance; segments are registered in every grid cell they
 * pass through, so a crossing test only looks at nearby segments.
 *
 * Stopping the search for X (see wedge_bounds): the neighbours of X, sorted
 * by angle, split the plane around X into wedges.  A segment XY leaves X
 * inside one wedge (along an edge it would overlap that edge) and, crossing
 * nothing, stays inside the face of the drawing that the wedge opens into,
 * so Y lies in the closure of that face.  When the boundary walk of the face
 * from X closes within a few steps with positive area, the face is bounded
 * and lies inside that walk: Y is no farther from X than the walk's farthest
 * vertex.  Otherwise Y still lies in the convex hull of all the points, so no
 * farther than the farthest point of (wedge ∩ hull), which is a hull vertex
 * inside the wedge or where a wedge ray leaves the hull.  A candidate farther
 * than the bound of its wedge is skipped untested, and the search ends as
 * soon as the rings pass the largest bound.  An exhausted X is surrounded by
 * empty triangles (bound: its farthest neighbour) and, on the hull, by the
 * outside (bound: its hull neighbours), so proving exhaustion is cheap. */
#include "qd-mapcolor-gen-private.h"

#include <math.h>
#include <string.h>

#define GRID QD_MAPCOLOR_GEN_GRID
#define WALK_LIMIT 48

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
  guint n;
  const gint32 *px, *py;
  QdMapcolorGenRng *rng;

  /* Points are renumbered in grid-cell order, so that the data of nearby
   * points is nearby in memory; orig[] gives the caller's index back. */
  gint32 *own_px, *own_py;
  guint32 *orig;

  /* the grid: the points of cell c are cell_start[c] .. cell_start[c + 1];
   * each cell holds its segments (end points a, b) in CELL_SLOTS inline
   * slots, then in an overflow list */
  guint g;
  gint32 cs;
  guint *cell_start;
  guint32 *cell_seg;
  guint16 *cell_n;
  gint32 *cell_over;
  guint32 *over_ab;
  gint32 *over_next;
  gsize n_over, cap_over;

  /* edges and adjacency; each list sorted counter-clockwise */
  guint32 *ea, *eb;
  guint n_edges, cap_edges;
  guint32 **nb;
  guint32 *deg, *cap;
  guint32 *pool;

  /* the strict convex hull, counter-clockwise (hull_n < 3: none) */
  guint32 *hull;
  guint hull_n;

  /* one search */
  Cand *heap;
  guint heap_n, heap_cap;
  double *wedge_r2;
  guint wedge_cap;
  double bound_r2;
} Seg;

#define POOL_SLOTS 8
#define CELL_SLOTS 12

static void
seg_init (Seg *s, guint n, const gint32 *px, const gint32 *py, QdMapcolorGenRng *rng)
{
  guint cells;

  memset (s, 0, sizeof *s);
  s->n = n;
  s->rng = rng;
  s->g = MAX (1, (guint) ceil (sqrt (n / 2.0)));
  s->cs = (GRID + s->g - 1) / s->g;
  cells = s->g * s->g;

  s->cell_start = g_new0 (guint, cells + 1);
  s->own_px = g_new (gint32, MAX (n, 1));
  s->own_py = g_new (gint32, MAX (n, 1));
  s->orig = g_new (guint32, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    s->cell_start[(py[i] / s->cs) * s->g + px[i] / s->cs + 1]++;
  for (guint c = 0; c < cells; c++)
    s->cell_start[c + 1] += s->cell_start[c];
  {
    g_autofree guint *fill = g_memdup2 (s->cell_start, sizeof (guint) * cells);

    for (guint i = 0; i < n; i++)
      {
        guint k = fill[(py[i] / s->cs) * s->g + px[i] / s->cs]++;

        s->own_px[k] = px[i];
        s->own_py[k] = py[i];
        s->orig[k] = i;
      }
  }
  s->px = s->own_px;
  s->py = s->own_py;
  s->cell_seg = g_new (guint32, (gsize) cells * CELL_SLOTS * 2);
  s->cell_n = g_new0 (guint16, cells);
  s->cell_over = g_new (gint32, cells);
  for (guint c = 0; c < cells; c++)
    s->cell_over[c] = -1;
  s->cap_over = 1024;
  s->over_ab = g_new (guint32, 2 * s->cap_over);
  s->over_next = g_new (gint32, s->cap_over);

  s->cap_edges = 3 * n + 8;
  s->ea = g_new (guint32, s->cap_edges);
  s->eb = g_new (guint32, s->cap_edges);
  s->nb = g_new (guint32 *, MAX (n, 1));
  s->deg = g_new0 (guint32, MAX (n, 1));
  s->cap = g_new (guint32, MAX (n, 1));
  s->pool = g_new (guint32, (gsize) POOL_SLOTS * MAX (n, 1));
  for (guint i = 0; i < n; i++)
    {
      s->nb[i] = s->pool + (gsize) POOL_SLOTS * i;
      s->cap[i] = POOL_SLOTS;
    }
  s->heap_cap = 64;
  s->heap = g_new (Cand, s->heap_cap);
  s->wedge_cap = 16;
  s->wedge_r2 = g_new (double, s->wedge_cap);
}

static void
seg_clear (Seg *s)
{
  for (guint i = 0; i < s->n; i++)
    if (s->cap[i] > POOL_SLOTS)
      g_free (s->nb[i]);
  g_free (s->cell_start);
  g_free (s->own_px);
  g_free (s->own_py);
  g_free (s->orig);
  g_free (s->cell_seg);
  g_free (s->cell_n);
  g_free (s->cell_over);
  g_free (s->over_ab);
  g_free (s->over_next);
  g_free (s->ea);
  g_free (s->eb);
  g_free (s->nb);
  g_free (s->deg);
  g_free (s->cap);
  g_free (s->pool);
  g_free (s->hull);
  g_free (s->heap);
  g_free (s->wedge_r2);
}

/* Andrew's monotone chain, collinear points left out. */
static void
seg_hull (Seg *s)
{
  g_autofree guint32 *order = g_new (guint32, MAX (s->n, 1));
  guint32 *h = g_new (guint32, 2 * s->n + 2);
  QdMapcolorGenPoints points = { s->px, s->py };
  guint k = 0;

  for (guint i = 0; i < s->n; i++)
    order[i] = i;
  g_qsort_with_data (order, s->n, sizeof (guint32), qd_mapcolor_gen_compare_points, &points);
#define TURN(a, b, c) qd_mapcolor_gen_orient (s->px[a], s->py[a], s->px[b], s->py[b], s->px[c], s->py[c])
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
  gint64 x1 = s->px[a], y1 = s->py[a], x2 = s->px[b], y2 = s->py[b];
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
        if (func (s, (guint) (r * s->g + MIN (c, last)), data))
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
  return MIN (s->px[a], s->px[b]) <= s->px[x] && s->px[x] <= MAX (s->px[a], s->px[b])
      && MIN (s->py[a], s->py[b]) <= s->py[x] && s->py[x] <= MAX (s->py[a], s->py[b]);
}

#define ORIENT(a, b, c) qd_mapcolor_gen_orient (s->px[a], s->py[a], s->px[b], s->py[b], s->px[c], s->py[c])

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
             && qd_mapcolor_gen_sign (s->px[u] - s->px[sh]) == qd_mapcolor_gen_sign (s->px[v] - s->px[sh])
             && qd_mapcolor_gen_sign (s->py[u] - s->py[sh]) == qd_mapcolor_gen_sign (s->py[v] - s->py[sh]);
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
  gint64 dx = s->px[w] - s->px[v], dy = s->py[w] - s->py[v];
  guint d = s->deg[v], i = d;

  if (d == s->cap[v])
    {
      guint32 *list = g_new (guint32, 2 * (gsize) d);

      memcpy (list, s->nb[v], sizeof (guint32) * d);
      if (s->cap[v] > POOL_SLOTS)
        g_free (s->nb[v]);
      s->nb[v] = list;
      s->cap[v] = 2 * d;
    }
  while (i > 0)
    {
      guint u = s->nb[v][i - 1];

      if (angle_cmp (s->px[u] - s->px[v], s->py[u] - s->py[v], dx, dy) <= 0)
        break;
      s->nb[v][i] = u;
      i--;
    }
  s->nb[v][i] = w;
  s->deg[v]++;
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
  guint d = s->deg[v];

  for (guint i = 0; i < d; i++)
    if (s->nb[v][i] == u)
      return s->nb[v][(i + d - 1) % d];
  g_assert_not_reached ();
  return u;
}

static inline gint64
dist2 (const Seg *s, guint a, guint b)
{
  gint64 dx = s->px[a] - s->px[b], dy = s->py[a] - s->py[b];

  return dx * dx + dy * dy;
}

/* The farthest point of (the wedge at x from a counter-clockwise to b) ∩ the
 * hull, squared, with a margin for rounding; a == b is the whole turn. */
static double
hull_bound (const Seg *s, guint x, gint a, gint b)
{
  gint64 X = s->px[x], Y = s->py[x];
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
          gint64 ax = s->px[a] - X, ay = s->py[a] - Y;

          if (angle_cmp_from (ax, ay, s->px[v] - X, s->py[v] - Y, s->px[b] - X, s->py[b] - Y) > 0)
            continue;   /* outside the closed wedge */
        }
      best = MAX (best, sqrt ((double) dist2 (s, x, v)));
    }
  /* Where the rays x->a and x->b leave the hull. */
  for (int k = 0; k < 2 && a >= 0; k++)
    {
      guint r = k == 0 ? (guint) a : (guint) b;
      gint64 dx = s->px[r] - X, dy = s->py[r] - Y;
      double exit = -1;

      for (guint i = 0; i < s->hull_n; i++)
        {
          guint u = s->hull[i], w = s->hull[(i + 1) % s->hull_n];
          gint64 ex = s->px[w] - s->px[u], ey = s->py[w] - s->py[u];
          gint64 fx = s->px[u] - X, fy = s->py[u] - Y;
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

/* The bound of each wedge of x (see the top of the file) and the largest. */
static void
wedge_bounds (Seg *s, guint x)
{
  guint d = s->deg[x];

  s->bound_r2 = 0;
  if (d == 0)
    {
      s->bound_r2 = hull_bound (s, x, -1, -1);
      return;
    }
  if (d > s->wedge_cap)
    {
      s->wedge_cap = 2 * d;
      s->wedge_r2 = g_renew (double, s->wedge_r2, s->wedge_cap);
    }
  for (guint i = 0; i < d; i++)
    {
      guint a = s->nb[x][i], b = s->nb[x][(i + 1) % d];
      guint u = x, v = a, steps = 0;
      gint64 area = 0, far = 0;
      double r2;

      /* The common case first: an edge ab closes a wedge of less than a
       * half turn, so whatever x sees in it lies in the triangle xab. */
      if (d > 1 && ORIENT (x, a, b) > 0)
        {
          guint j = 0;

          while (j < s->deg[a] && s->nb[a][j] != b)
            j++;
          if (j < s->deg[a])
            {
              r2 = (double) MAX (dist2 (s, x, a), dist2 (s, x, b));
              s->wedge_r2[i] = r2;
              s->bound_r2 = MAX (s->bound_r2, r2);
              continue;
            }
        }
      do
        {
          guint w = cw_next (s, v, u);
          gint64 ux = s->px[u] - s->px[x], uy = s->py[u] - s->py[x];
          gint64 vx = s->px[v] - s->px[x], vy = s->py[v] - s->py[x];

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
      s->wedge_r2[i] = r2;
      s->bound_r2 = MAX (s->bound_r2, r2);
    }
}

/* The wedge of x holding y, or -1 when xy runs along an edge of x. */
static gint
wedge_of (const Seg *s, guint x, guint y)
{
  gint64 dx = s->px[y] - s->px[x], dy = s->py[y] - s->py[x];
  guint d = s->deg[x], j = 0;

  for (; j < d; j++)
    {
      guint u = s->nb[x][j];
      int c = angle_cmp (s->px[u] - s->px[x], s->py[u] - s->py[x], dx, dy);

      if (c == 0)
        return -1;
      if (c > 0)
        break;
    }
  return (gint) ((j + d - 1) % MAX (d, 1));
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

      if (c->d2 < d2 || (c->d2 == d2 && c->point < p))
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
      if (c + 1 < s->heap_n && (s->heap[c + 1].d2 < s->heap[c].d2
                                || (s->heap[c + 1].d2 == s->heap[c].d2 && s->heap[c + 1].point < s->heap[c].point)))
        c++;
      if (last.d2 < s->heap[c].d2 || (last.d2 == s->heap[c].d2 && last.point < s->heap[c].point))
        break;
      s->heap[i] = s->heap[c];
      i = c;
    }
  s->heap[i] = last;
  return top;
}

/* Can y be skipped without a crossing test once the bounds are known? */
static gboolean
pruned (const Seg *s, guint x, guint y, gint64 d2)
{
  gint w;

  if ((double) d2 > s->bound_r2)
    return TRUE;
  if (s->deg[x] == 0)
    return FALSE;
  w = wedge_of (s, x, y);
  return w < 0 || (double) d2 > s->wedge_r2[w];
}

/* The point x connects to, or -1 when x is exhausted. */
static gint64
seg_partner (Seg *s, guint x)
{
  gint64 cx = s->px[x] / s->cs, cy = s->py[x] / s->cs, last = s->g - 1;
  gint64 kmax = MAX (MAX (cx, cy), MAX (last - cx, last - cy));
  gboolean bounds = FALSE;

  s->heap_n = 0;
  for (gint64 k = 0;; k++)
    {
      gint64 reach = k * s->cs;

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
              cell = (guint) (r * s->g + c);
              for (guint y = s->cell_start[cell]; y < s->cell_start[cell + 1]; y++)
                {
                  gint64 d2;

                  if (y == x)
                    continue;
                  d2 = dist2 (s, x, y);
                  if (bounds && pruned (s, x, y, d2))
                    continue;
                  heap_push (s, d2, y);
                }
            }
        }

      /* every point within `reach` is in the heap or was popped */
      while (s->heap_n > 0 && (k >= kmax || s->heap[0].d2 <= reach * reach))
        {
          Cand c = heap_pop (s);

          if (bounds)
            {
              if ((double) c.d2 > s->bound_r2)
                return -1;
              if (pruned (s, x, c.point, c.d2))
                continue;
            }
          else if (s->deg[x] > 0 && wedge_of (s, x, c.point) < 0)
            continue;   /* a neighbour, or behind one */
          if (!seg_blocked (s, x, c.point))
            return c.point;
          if (!bounds)
            {
              wedge_bounds (s, x);
              bounds = TRUE;
            }
        }
      if (k >= kmax)
        return -1;
      if (bounds && (double) reach * reach >= s->bound_r2)
        return -1;
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
    active[i] = i;
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
