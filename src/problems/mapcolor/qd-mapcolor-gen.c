/* qd-mapcolor-gen.c — random planar maps: the statement's segment process and
 * the Delaunay triangulation of the same points.
 *
 * Points.  The N points are drawn on a grid of QD_MAPCOLOR_GEN_GRID x
 * QD_MAPCOLOR_GEN_GRID integer positions (coordinate k stands for k / GRID), with
 * a PRNG of our own (xoshiro256**, seeded by qd_random_next), so the same seed
 * gives the same map on every machine.  A position drawn twice is drawn
 * again, so the points are distinct.  With integer coordinates below 2^20
 * the orientation test is exact in 64-bit integers and the in-circle test in
 * 128-bit integers: no degenerate case is decided by rounding, and positions
 * written with six decimals read back exactly.
 *
 * Segments.  A random point X that is not yet exhausted is connected to the
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
 * outside (bound: its hull neighbours), so proving exhaustion is cheap.
 *
 * Delaunay.  Bowyer–Watson with a ghost vertex at infinity (no super
 * triangle), the points inserted in Hilbert-curve order, each located by a
 * stochastic walk from the last new triangle.  Points are distinct by
 * construction; four co-circular points are split either way (both are
 * Delaunay); if all points are collinear the map is the path along them. */
#include "qd-mapcolor-gen.h"
#include "core/qd-random.h"

#include <gio/gio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define GRID QD_MAPCOLOR_GEN_GRID
#define STOP_EVERY 4096
#define WALK_LIMIT 48

const char *
qd_mapcolor_gen_method_to_string (QdMapcolorGenMethod method)
{
  return method == QD_MAPCOLOR_GEN_DELAUNAY ? "delaunay" : "segments";
}

gboolean
qd_mapcolor_gen_method_from_string (const char *text, QdMapcolorGenMethod *method)
{
  if (g_strcmp0 (text, "segments") == 0)
    *method = QD_MAPCOLOR_GEN_SEGMENTS;
  else if (g_strcmp0 (text, "delaunay") == 0)
    *method = QD_MAPCOLOR_GEN_DELAUNAY;
  else
    return FALSE;
  return TRUE;
}

/* ------------------------------------------------------------ predicates */

/* Exact sign of a sum of doubles (Shewchuk's grow-expansion with zero
 * elimination): the last component of the expansion carries the sign. */
static int
sign_of_sum (const double *terms, int n)
{
  double e[32];
  int m = 0;

  for (int i = 0; i < n; i++)
    {
      double q = terms[i];
      int k = 0;

      for (int j = 0; j < m; j++)
        {
          double s = q + e[j];
          double bv = s - q, av = s - bv;
          double err = (q - av) + (e[j] - bv);

          if (err != 0)
            e[k++] = err;
          q = s;
        }
      if (q != 0)
        e[k++] = q;
      m = k;
    }
  return m == 0 ? 0 : (e[m - 1] > 0 ? 1 : -1);
}

int
qd_orient2d (double ax, double ay, double bx, double by, double cx, double cy)
{
  double l = (ax - cx) * (by - cy), r = (ay - cy) * (bx - cx);
  double det = l - r, bound = 3.3306690738754716e-16 * (fabs (l) + fabs (r));
  double p[6][2], terms[12];

  if (det > bound)
    return 1;
  if (-det > bound)
    return -1;
  if (isnan (det))
    return 0;
  /* det = ax*by - ax*cy - cx*by - ay*bx + ay*cx + cy*bx, each product split
   * exactly into a rounded value and its error by fma. */
  p[0][0] = ax * by;  p[0][1] = fma (ax, by, -p[0][0]);
  p[1][0] = -ax * cy; p[1][1] = fma (-ax, cy, -p[1][0]);
  p[2][0] = -cx * by; p[2][1] = fma (-cx, by, -p[2][0]);
  p[3][0] = -ay * bx; p[3][1] = fma (-ay, bx, -p[3][0]);
  p[4][0] = ay * cx;  p[4][1] = fma (ay, cx, -p[4][0]);
  p[5][0] = cy * bx;  p[5][1] = fma (cy, bx, -p[5][0]);
  for (int i = 0; i < 6; i++)
    {
      terms[2 * i] = p[i][1];
      terms[2 * i + 1] = p[i][0];
    }
  return sign_of_sum (terms, 12);
}

static int
sign_of (double v)
{
  return (v > 0) - (v < 0);
}

/* p on the closed segment ab, knowing that the three are collinear. */
static gboolean
within (double ax, double ay, double bx, double by, double px, double py)
{
  return MIN (ax, bx) <= px && px <= MAX (ax, bx) && MIN (ay, by) <= py && py <= MAX (ay, by);
}

gboolean
qd_segments_cross (double ax, double ay, double bx, double by,
                   double cx, double cy, double dx, double dy)
{
  gboolean ac = ax == cx && ay == cy, ad = ax == dx && ay == dy;
  gboolean bc = bx == cx && by == cy, bd = bx == dx && by == dy;
  int o1, o2, o3, o4;

  if ((ac || ad) && (bc || bd))
    return !(ax == bx && ay == by);   /* the same segment: it overlaps itself */
  if (ac || ad || bc || bd)
    {
      /* One shared end point S; they cross only by overlapping from S on. */
      double sx = ac || ad ? ax : bx, sy = ac || ad ? ay : by;
      double ux = ac || ad ? bx : ax, uy = ac || ad ? by : ay;
      double vx = ac || bc ? dx : cx, vy = ac || bc ? dy : cy;

      if ((ux == sx && uy == sy) || (vx == sx && vy == sy))
        return FALSE;   /* a point segment at the shared end */
      return qd_orient2d (sx, sy, ux, uy, vx, vy) == 0
             && sign_of (ux - sx) == sign_of (vx - sx) && sign_of (uy - sy) == sign_of (vy - sy);
    }
  o1 = qd_orient2d (ax, ay, bx, by, cx, cy);
  o2 = qd_orient2d (ax, ay, bx, by, dx, dy);
  o3 = qd_orient2d (cx, cy, dx, dy, ax, ay);
  o4 = qd_orient2d (cx, cy, dx, dy, bx, by);
  if (o1 * o2 < 0 && o3 * o4 < 0)
    return TRUE;
  return (o1 == 0 && within (ax, ay, bx, by, cx, cy))
      || (o2 == 0 && within (ax, ay, bx, by, dx, dy))
      || (o3 == 0 && within (cx, cy, dx, dy, ax, ay))
      || (o4 == 0 && within (cx, cy, dx, dy, bx, by));
}

/* Exact integer versions for the generators (coordinates below 2^20). */
static inline gint64
orient_i (gint64 ax, gint64 ay, gint64 bx, gint64 by, gint64 cx, gint64 cy)
{
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

static inline int
sgn64 (gint64 v)
{
  return (v > 0) - (v < 0);
}

/* ------------------------------------------------------------- the PRNG */

typedef struct {
  guint64 s[4];
} Rng;

static void
rng_init (Rng *rng, guint64 seed)
{
  for (int i = 0; i < 4; i++)
    rng->s[i] = qd_random_next (&seed);
}

static inline guint64
rotl (guint64 x, int k)
{
  return (x << k) | (x >> (64 - k));
}

static guint64
rng_next (Rng *rng)
{
  guint64 *s = rng->s;
  guint64 result = rotl (s[1] * 5, 7) * 9, t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);
  return result;
}

/* Uniform in [0, n), n >= 1 (Lemire's method with rejection). */
static guint32
rng_below (Rng *rng, guint32 n)
{
  guint64 m = (rng_next (rng) >> 32) * n;
  guint32 low = (guint32) m;

  if (low < n)
    {
      guint32 threshold = -n % n;

      while (low < threshold)
        {
          m = (rng_next (rng) >> 32) * n;
          low = (guint32) m;
        }
    }
  return (guint32) (m >> 32);
}

/* N distinct points on the grid. */
static void
make_points (guint n, Rng *rng, gint32 *px, gint32 *py)
{
  guint size = 16;
  g_autofree guint64 *table = NULL;

  while (size < 2 * n)
    size <<= 1;
  table = g_new0 (guint64, size);
  for (guint i = 0; i < n;)
    {
      guint32 x = rng_below (rng, GRID), y = rng_below (rng, GRID);
      guint64 key = (guint64) x * GRID + y + 1;
      guint slot = (guint) ((key * 0x9e3779b97f4a7c15ULL) >> 40) & (size - 1);
      gboolean seen = FALSE;

      for (; table[slot] != 0; slot = (slot + 1) & (size - 1))
        if (table[slot] == key)
          {
            seen = TRUE;
            break;
          }
      if (seen)
        continue;
      table[slot] = key;
      px[i] = (gint32) x;
      py[i] = (gint32) y;
      i++;
    }
}

static gboolean
stopped (const gint *stop, GError **error)
{
  if (stop != NULL && g_atomic_int_get (stop))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "Map generation was stopped");
      return TRUE;
    }
  return FALSE;
}

static void
report (gint64 *progress, gint64 value)
{
  if (progress != NULL)
    __atomic_store_n (progress, value, __ATOMIC_RELAXED);
}

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
  return -sgn64 (ux * vy - uy * vx);
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
  Rng *rng;

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
seg_init (Seg *s, guint n, const gint32 *px, const gint32 *py, Rng *rng)
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

static int
compare_points (const void *a, const void *b, void *data)
{
  const Seg *s = data;
  guint32 i = *(const guint32 *) a, j = *(const guint32 *) b;

  if (s->px[i] != s->px[j])
    return s->px[i] < s->px[j] ? -1 : 1;
  return (s->py[i] > s->py[j]) - (s->py[i] < s->py[j]);
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
  g_qsort_with_data (order, s->n, sizeof (guint32), compare_points, s);
#define TURN(a, b, c) orient_i (s->px[a], s->py[a], s->px[b], s->py[b], s->px[c], s->py[c])
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

#define ORIENT(a, b, c) orient_i (s->px[a], s->py[a], s->px[b], s->py[b], s->px[c], s->py[c])

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
             && sgn64 (s->px[u] - s->px[sh]) == sgn64 (s->px[v] - s->px[sh])
             && sgn64 (s->py[u] - s->py[sh]) == sgn64 (s->py[v] - s->py[sh]);
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

static gboolean
generate_segments (guint n, const gint32 *px, const gint32 *py, Rng *rng,
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

      if (++steps % STOP_EVERY == 0)
        {
          if (stopped (stop, error))
            {
              ok = FALSE;
              break;
            }
          /* Points done, estimated: each point ends exhausted with about
           * three edges, so (edges + exhausted) / 4 grows evenly to N. */
          report (progress, (s.n_edges + (n - n_active)) / 4);
        }
      i = rng_below (rng, n_active);
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
      report (progress, n);
    }
  seg_clear (&s);
  return ok;
}

#undef ORIENT

/* --------------------------------------------------------------- Delaunay */

typedef struct {
  guint32 v[3];   /* counter-clockwise; a ghost has v[2] == INF */
  guint32 n[3];   /* n[i]: the triangle across v[i] -> v[i + 1] */
} Tri;

typedef struct {
  guint n;
  guint32 inf;
  const gint32 *px, *py;
  Tri *t;
  guint32 *mark;
  guint n_tri, cap_tri;
  guint32 *free_list;
  guint n_free, cap_free;
  guint32 stamp;
  guint32 *start_of;     /* per vertex: the new triangle whose boundary edge starts there */
  guint32 *stack, *cavity;
  guint cap_stack, cap_cavity;
  struct { guint32 u, v, out; } *border;
  guint cap_border;
} Del;

static inline gboolean
is_ghost (const Del *d, guint32 t)
{
  return d->t[t].v[2] == d->inf;
}

static inline gint64
del_orient (const Del *d, guint a, guint b, guint c)
{
  return orient_i (d->px[a], d->py[a], d->px[b], d->py[b], d->px[c], d->py[c]);
}

/* > 0 when p is inside the circle through a, b, c (counter-clockwise). */
static int
in_circle (const Del *d, guint a, guint b, guint c, guint p)
{
  gint64 adx = d->px[a] - d->px[p], ady = d->py[a] - d->py[p];
  gint64 bdx = d->px[b] - d->px[p], bdy = d->py[b] - d->py[p];
  gint64 cdx = d->px[c] - d->px[p], cdy = d->py[c] - d->py[p];
  __int128 det = (__int128) (adx * adx + ady * ady) * (bdx * cdy - cdx * bdy)
               + (__int128) (bdx * bdx + bdy * bdy) * (cdx * ady - adx * cdy)
               + (__int128) (cdx * cdx + cdy * cdy) * (adx * bdy - bdx * ady);

  return (det > 0) - (det < 0);
}

static gboolean
conflicts (const Del *d, guint32 t, guint p)
{
  const Tri *tri = &d->t[t];

  if (tri->v[2] == d->inf)
    {
      gint64 o = del_orient (d, tri->v[0], tri->v[1], p);
      guint a = tri->v[0], b = tri->v[1];

      if (o != 0)
        return o > 0;
      /* on the line: only strictly between a and b */
      return MIN (d->px[a], d->px[b]) <= d->px[p] && d->px[p] <= MAX (d->px[a], d->px[b])
          && MIN (d->py[a], d->py[b]) <= d->py[p] && d->py[p] <= MAX (d->py[a], d->py[b]);
    }
  return in_circle (d, tri->v[0], tri->v[1], tri->v[2], p) > 0;
}

static guint32
new_tri (Del *d)
{
  if (d->n_free > 0)
    return d->free_list[--d->n_free];
  if (d->n_tri == d->cap_tri)
    {
      d->cap_tri *= 2;
      d->t = g_renew (Tri, d->t, d->cap_tri);
      d->mark = g_renew (guint32, d->mark, d->cap_tri);
    }
  d->mark[d->n_tri] = 0;
  return d->n_tri++;
}

static void
set_tri (Del *d, guint32 t, guint32 a, guint32 b, guint32 c)
{
  /* a ghost keeps its infinite vertex last */
  if (a == d->inf)
    d->t[t] = (Tri) { { b, c, a }, { 0, 0, 0 } };
  else if (b == d->inf)
    d->t[t] = (Tri) { { c, a, b }, { 0, 0, 0 } };
  else
    d->t[t] = (Tri) { { a, b, c }, { 0, 0, 0 } };
}

static void
set_across (Del *d, guint32 t, guint32 a, guint32 b, guint32 other)
{
  Tri *tri = &d->t[t];

  for (int i = 0; i < 3; i++)
    if (tri->v[i] == a && tri->v[(i + 1) % 3] == b)
      {
        tri->n[i] = other;
        return;
      }
  g_assert_not_reached ();
}

#define GROW(arr, cap, need) \
  do { if ((need) > (cap)) { (cap) = MAX (2 * (cap), (need)); (arr) = g_renew (__typeof__ (*(arr)), (arr), (cap)); } } while (0)

/* A triangle in conflict with p: walk from `start` towards p. */
static guint32
locate (const Del *d, guint32 start, guint p, Rng *rng)
{
  guint32 t = start;

  for (;;)
    {
      const Tri *tri = &d->t[t];
      int r = (int) rng_below (rng, 3), i;

      if (tri->v[2] == d->inf)
        return t;
      for (i = 0; i < 3; i++)
        {
          int e = (r + i) % 3;

          if (del_orient (d, tri->v[e], tri->v[(e + 1) % 3], p) < 0)
            {
              t = tri->n[e];
              break;
            }
        }
      if (i == 3)
        return t;
    }
}

/* Bowyer–Watson: remove the triangles whose circles hold p, fan p to the
 * border of the hole.  Returns a new real triangle. */
static guint32
insert_point (Del *d, guint p, guint32 start, Rng *rng)
{
  guint32 first = locate (d, start, p, rng), result = start;
  guint n_stack = 0, n_cavity = 0, n_border = 0;
  guint32 in = 2 * ++d->stamp, out = in + 1;

  d->mark[first] = in;
  d->stack[n_stack++] = first;
  while (n_stack > 0)
    {
      guint32 t = d->stack[--n_stack];

      GROW (d->cavity, d->cap_cavity, n_cavity + 1);
      d->cavity[n_cavity++] = t;
      for (int i = 0; i < 3; i++)
        {
          guint32 o = d->t[t].n[i];

          if (d->mark[o] == in)
            continue;
          if (d->mark[o] != out && conflicts (d, o, p))
            {
              d->mark[o] = in;
              GROW (d->stack, d->cap_stack, n_stack + 1);
              d->stack[n_stack++] = o;
              continue;
            }
          d->mark[o] = out;
          GROW (d->border, d->cap_border, n_border + 1);
          d->border[n_border].u = d->t[t].v[i];
          d->border[n_border].v = d->t[t].v[(i + 1) % 3];
          d->border[n_border].out = o;
          n_border++;
        }
    }
  /* the cavity's triangles are free again, then the fan is built */
  for (guint i = 0; i < n_cavity; i++)
    {
      GROW (d->free_list, d->cap_free, d->n_free + 1);
      d->free_list[d->n_free++] = d->cavity[i];
    }
  for (guint i = 0; i < n_border; i++)
    {
      guint32 t = new_tri (d), u = d->border[i].u, v = d->border[i].v;

      set_tri (d, t, u, v, p);
      set_across (d, t, u, v, d->border[i].out);
      set_across (d, d->border[i].out, v, u, t);
      d->start_of[u] = t;
      d->border[i].out = t;   /* now: the new triangle */
      if (u != d->inf && v != d->inf)
        result = t;
    }
  for (guint i = 0; i < n_border; i++)
    {
      guint32 t = d->border[i].out, v = d->border[i].v;

      set_across (d, t, v, p, d->start_of[v]);
      set_across (d, d->start_of[v], p, v, t);
    }
  return result;
}

static int
compare_guint64 (const void *a, const void *b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;

  return (x > y) - (x < y);
}

static guint64
hilbert (guint32 x, guint32 y)
{
  const guint32 n = 1u << 20;
  guint64 d = 0;

  for (guint32 s = n / 2; s > 0; s /= 2)
    {
      guint32 rx = (x & s) > 0, ry = (y & s) > 0;

      d += (guint64) s * s * ((3 * rx) ^ ry);
      if (ry == 0)
        {
          guint32 t;

          if (rx == 1)
            {
              x = n - 1 - x;
              y = n - 1 - y;
            }
          t = x;
          x = y;
          y = t;
        }
    }
  return d;
}

static gboolean
generate_delaunay (guint n, const gint32 *px, const gint32 *py, Rng *rng,
                   const gint *stop, gint64 *progress, GArray *edges, GError **error)
{
  g_autofree guint64 *keys = g_new (guint64, MAX (n, 1));
  g_autofree guint32 *order = g_new (guint32, MAX (n, 1));
  Del d = { 0 };
  guint third = 0;
  guint32 last;
  gboolean ok = TRUE;

  for (guint i = 0; i < n; i++)
    keys[i] = hilbert ((guint32) px[i], (guint32) py[i]) << 20 | i;
  qsort (keys, n, sizeof (guint64), compare_guint64);
  for (guint i = 0; i < n; i++)
    order[i] = (guint32) (keys[i] & ((1u << 20) - 1));

  d.n = n;
  d.inf = n;
  d.px = px;
  d.py = py;
  for (guint i = 2; i < n && third == 0; i++)
    if (del_orient (&d, order[0], order[1], order[i]) != 0)
      third = i;
  if (third == 0)
    {
      /* Fewer than three points or all on one line: the path along them. */
      g_autofree guint32 *line = g_memdup2 (order, sizeof (guint32) * MAX (n, 1));
      Seg sorter = { .px = px, .py = py };

      g_qsort_with_data (line, n, sizeof (guint32), compare_points, &sorter);
      for (guint i = 0; i + 1 < n; i++)
        {
          guint pair[2] = { line[i], line[i + 1] };

          g_array_append_vals (edges, pair, 2);
        }
      report (progress, n);
      return TRUE;
    }

  d.cap_tri = 2 * n + 16;
  d.t = g_new (Tri, d.cap_tri);
  d.mark = g_new (guint32, d.cap_tri);
  d.start_of = g_new (guint32, n + 1);
  d.cap_stack = d.cap_cavity = d.cap_border = d.cap_free = 64;
  d.stack = g_new (guint32, d.cap_stack);
  d.cavity = g_new (guint32, d.cap_cavity);
  d.border = g_malloc (sizeof (*d.border) * d.cap_border);
  d.free_list = g_new (guint32, d.cap_free);
  {
    guint32 a = order[0], b = order[1], c = order[third];
    guint32 t0, g0, g1, g2;

    if (del_orient (&d, a, b, c) < 0)
      {
        guint32 tmp = b;
        b = c;
        c = tmp;
      }
    t0 = new_tri (&d);
    g0 = new_tri (&d);
    g1 = new_tri (&d);
    g2 = new_tri (&d);
    set_tri (&d, t0, a, b, c);
    set_tri (&d, g0, b, a, d.inf);
    set_tri (&d, g1, c, b, d.inf);
    set_tri (&d, g2, a, c, d.inf);
    d.t[t0].n[0] = g0; d.t[t0].n[1] = g1; d.t[t0].n[2] = g2;
    /* ghost (u, v, inf): n[1] across v -> inf, n[2] across inf -> u */
    d.t[g0].n[0] = t0; d.t[g0].n[1] = g2; d.t[g0].n[2] = g1;
    d.t[g1].n[0] = t0; d.t[g1].n[1] = g0; d.t[g1].n[2] = g2;
    d.t[g2].n[0] = t0; d.t[g2].n[1] = g1; d.t[g2].n[2] = g0;
    last = t0;
  }
  for (guint i = 2; i < n; i++)
    {
      if (i == third)
        continue;
      if (i % STOP_EVERY == 0)
        {
          if (stopped (stop, error))
            {
              ok = FALSE;
              break;
            }
          report (progress, i);
        }
      last = insert_point (&d, order[i], last, rng);
    }

  if (ok)
    {
      /* Each live real triangle gives its edges u -> v with u < v, and the
       * hull edges (a ghost across) whatever their order. */
      g_autofree guint32 *dead = g_new0 (guint32, d.n_tri);

      for (guint i = 0; i < d.n_free; i++)
        dead[d.free_list[i]] = 1;
      for (guint32 t = 0; t < d.n_tri; t++)
        {
          if (dead[t] || is_ghost (&d, t))
            continue;
          for (int i = 0; i < 3; i++)
            {
              guint32 u = d.t[t].v[i], v = d.t[t].v[(i + 1) % 3];

              if (u < v || is_ghost (&d, d.t[t].n[i]))
                {
                  guint pair[2] = { u, v };

                  g_array_append_vals (edges, pair, 2);
                }
            }
        }
      report (progress, n);
    }
  g_free (d.t);
  g_free (d.mark);
  g_free (d.start_of);
  g_free (d.stack);
  g_free (d.cavity);
  g_free (d.border);
  g_free (d.free_list);
  return ok;
}

/* -------------------------------------------------------------------- API */

QdMap *
qd_mapcolor_generate (guint n_points, guint64 seed, QdMapcolorGenMethod method,
                 const gint *stop, gint64 *progress, GError **error)
{
  g_autofree gint32 *px = NULL, *py = NULL;
  g_autofree double *x = NULL, *y = NULL;
  g_autoptr(GArray) edges = g_array_new (FALSE, FALSE, sizeof (guint));
  Rng rng;
  gboolean ok;

  if (n_points > QD_MAPCOLOR_GEN_MAX_POINTS)
    {
      g_set_error (error, QD_MAP_ERROR, QD_MAP_ERROR_RANGE,
                   "a generated map has at most %u points, not %u", (guint) QD_MAPCOLOR_GEN_MAX_POINTS, n_points);
      return NULL;
    }
  report (progress, 0);
  rng_init (&rng, seed);
  px = g_new (gint32, MAX (n_points, 1));
  py = g_new (gint32, MAX (n_points, 1));
  make_points (n_points, &rng, px, py);
  if (stopped (stop, error))
    return NULL;
  if (method == QD_MAPCOLOR_GEN_DELAUNAY)
    ok = generate_delaunay (n_points, px, py, &rng, stop, progress, edges, error);
  else
    ok = generate_segments (n_points, px, py, &rng, stop, progress, edges, error);
  if (!ok)
    return NULL;

  x = g_new (double, MAX (n_points, 1));
  y = g_new (double, MAX (n_points, 1));
  for (guint i = 0; i < n_points; i++)
    {
      x[i] = (double) px[i] / GRID;
      y[i] = (double) py[i] / GRID;
    }
  return qd_map_new_from_edges (n_points, (const guint *) edges->data, edges->len / 2, x, y, NULL);
}
