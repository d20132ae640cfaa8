/* qd-mapcolor-gen.c — random planar maps: the points, the exact predicates,
 * and the entry point; the statement's segment process is in
 * qd-mapcolor-gen-segments.c, the Delaunay triangulation of the same points
 * in qd-mapcolor-gen-delaunay.c.
 *
 * Points.  The N points are drawn on a grid of QD_MAPCOLOR_GEN_GRID x
 * QD_MAPCOLOR_GEN_GRID integer positions (coordinate k stands for k / GRID), with
 * a PRNG of our own (xoshiro256**, seeded by qd_random_next), so the same seed
 * gives the same map on every machine.  A position drawn twice is drawn
 * again, so the points are distinct.  With integer coordinates below 2^20
 * the orientation test is exact in 64-bit integers and the in-circle test in
 * 128-bit integers: no degenerate case is decided by rounding, and positions
 * written with six decimals read back exactly.
 */
#include "qd-mapcolor-gen-private.h"
#include "core/qd-names.h"
#include "core/qd-random.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

#define GRID QD_MAPCOLOR_GEN_GRID

static const char *const method_names[] = {
  [QD_MAPCOLOR_GEN_SEGMENTS] = "segments",
  [QD_MAPCOLOR_GEN_DELAUNAY] = "delaunay",
};

QD_NAMES_FUNCTIONS (qd_mapcolor_gen_method, QdMapcolorGenMethod, method_names, "segments")

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

/* ----------------------------------------------------------- the points */

static void
rng_init (QdMapcolorGenRng *rng, guint64 seed)
{
  for (int i = 0; i < 4; i++)
    rng->s[i] = qd_random_next (&seed);
}

/* N distinct points on the grid. */
static void
make_points (guint n, QdMapcolorGenRng *rng, gint32 *px, gint32 *py)
{
  guint size = 16;
  g_autofree guint64 *table = NULL;

  while (size < 2 * n)
    size <<= 1;
  table = g_new0 (guint64, size);
  for (guint i = 0; i < n;)
    {
      guint32 x = qd_mapcolor_gen_rng_below (rng, GRID), y = qd_mapcolor_gen_rng_below (rng, GRID);
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

int
qd_mapcolor_gen_compare_points (const void *a, const void *b, void *points)
{
  const QdMapcolorGenPoints *p = points;
  guint32 i = *(const guint32 *) a, j = *(const guint32 *) b;

  if (p->px[i] != p->px[j])
    return p->px[i] < p->px[j] ? -1 : 1;
  return (p->py[i] > p->py[j]) - (p->py[i] < p->py[j]);
}

/* -------------------------------------------------------------------- API */

QdMap *
qd_mapcolor_generate (guint n_points, guint64 seed, QdMapcolorGenMethod method,
                 const gint *stop, gint64 *progress, GError **error)
{
  g_autofree gint32 *px = NULL, *py = NULL;
  g_autofree double *x = NULL, *y = NULL;
  g_autoptr(GArray) edges = g_array_new (FALSE, FALSE, sizeof (guint));
  QdMapcolorGenRng rng;
  gboolean ok;

  if (n_points > QD_MAPCOLOR_GEN_MAX_POINTS)
    {
      g_set_error (error, QD_MAP_ERROR, QD_MAP_ERROR_RANGE,
                   _("a generated map has at most %u points, not %u"), (guint) QD_MAPCOLOR_GEN_MAX_POINTS, n_points);
      return NULL;
    }
  qd_mapcolor_gen_report (progress, 0);
  rng_init (&rng, seed);
  px = g_new (gint32, MAX (n_points, 1));
  py = g_new (gint32, MAX (n_points, 1));
  make_points (n_points, &rng, px, py);
  if (qd_mapcolor_gen_stopped (stop, error))
    return NULL;
  if (method == QD_MAPCOLOR_GEN_DELAUNAY)
    ok = qd_mapcolor_gen_delaunay (n_points, px, py, &rng, stop, progress, edges, error);
  else
    ok = qd_mapcolor_gen_segments (n_points, px, py, &rng, stop, progress, edges, error);
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
