/* qd-mapcolor-gen-segments-wedges.c — the bounds of a segment search's
 * wedges (what they are and why they hold: the top of
 * qd-mapcolor-gen-segments.c): triangles, boundary walks, the hull, the
 * angular cover of blocking segments, and which cells a far ring still
 * needs. */
#include "qd-mapcolor-gen-segments-private.h"

#include <math.h>

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

/* Sorts the wedges of x: a wedge of less than a half turn closed by an
 * edge ab is a triangle, bounded by its farthest corner; any other wedge is
 * open until qd_seg_wedge_resolve walks it.  bound_r2 is the largest bound
 * known. */
void
qd_seg_wedge_classify (Seg *s, guint x)
{
  guint d = MAX (s->node[x].deg, 1);

  if (d > s->wedge_cap)
    {
      s->wedge_cap = 2 * d;
      s->wedge_r2 = g_renew (double, s->wedge_r2, s->wedge_cap);
      s->wedge_kind = g_renew (guint8, s->wedge_kind, s->wedge_cap);
      s->live_a = g_renew (guint32, s->live_a, s->wedge_cap);
      s->live_b = g_renew (guint32, s->live_b, s->wedge_cap);
    }
  s->bound_r2 = 0;
  s->tri_r2 = 0;
  s->n_open = 0;
  s->n_hull = 0;
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
                  s->tri_r2 = MAX (s->tri_r2, s->wedge_r2[i]);
                }
            }
        }
      s->n_open += s->wedge_kind[i] == WEDGE_OPEN;
    }
}

/* Bounds the open wedge i of x: by its face when the boundary walk of the
 * face closes within WALK_LIMIT steps with positive area (the face is then
 * bounded and inside the walk), else by the hull. */
void
qd_seg_wedge_resolve (Seg *s, guint x, guint i)
{
  guint d = s->node[x].deg;
  guint8 kind = WEDGE_BOUND;
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
        {
          r2 = hull_bound (s, x, a, b);
          kind = WEDGE_HULL;
          s->n_hull++;
        }
    }
  s->wedge_kind[i] = kind;
  s->wedge_r2[i] = r2;
  s->bound_r2 = MAX (s->bound_r2, r2);
  s->n_open--;
}

/* ------------------------------------------------ angular coverage bound */

/* A wedge bounded only by the hull (an open face whose walk did not close:
 * the outer face near the hull, or a face too long to walk) can be bounded
 * much closer.  Seen from x, a segment pq not through x hides everything
 * beyond it: a point y in a direction θ of the closed angle p x q farther
 * from x than both p and q is beyond the point z where the ray x θ meets pq
 * (on a segment the distance from x is largest at an end), so xy meets pq
 * at z, which is neither x nor y: the rule counts that as crossing (z is an
 * end of pq: xy passes through a point).  A hull edge uw with x strictly on
 * its inner side does the same, since no point lies outside the hull.  So
 * when closed angles of such segments, all of whose ends are within r of x,
 * cover the open wedge, its partner is within r.  The segments are those
 * that blocked a candidate of this search (found anyway), and the hull
 * edges; directions and orientations are exact integer tests. */
typedef struct Piece {
  /* the closed angle from direction s counter-clockwise to e, both seen
   * from x; e_full: to the wedge's start a full turn on */
  gint64 sx, sy, ex, ey;
  gboolean e_full;
  gint64 w2;   /* the square of the distance from x to the far end */
} Piece;

/* Orders pieces by their start, measured counter-clockwise from the
 * direction data[0], data[1]. */
static int
compare_piece (const void *pa, const void *pb, void *data)
{
  const Piece *p = pa, *q = pb;
  const gint64 *a = data;

  return angle_cmp_from (a[0], a[1], p->sx, p->sy, q->sx, q->sy);
}

/* Adds the pieces of segment pq seen from x to s->piece (a wedge starting
 * at direction a), when both ends are within limit2 and x is not on its
 * line.  An angle that passes over a is split in two. */
static void
cover_add (Seg *s, guint x, gint64 ax, gint64 ay, guint p, guint q, gint64 limit2, guint *n)
{
  gint64 o = ORIENT (x, p, q), w2;
  gint64 sx, sy, ex, ey;
  Piece *pc;

  if (o == 0)
    return;
  if (o < 0)
    {
      guint t = p;
      p = q;
      q = t;
    }
  w2 = MAX (dist2 (s, x, p), dist2 (s, x, q));
  if (w2 > limit2)
    return;
  sx = s->pt[p].x - s->pt[x].x;
  sy = s->pt[p].y - s->pt[x].y;
  ex = s->pt[q].x - s->pt[x].x;
  ey = s->pt[q].y - s->pt[x].y;
  pc = &s->piece[(*n)++];
  *pc = (Piece) { sx, sy, ex, ey, FALSE, w2 };
  if (angle_cmp_from (ax, ay, sx, sy, ex, ey) > 0)
    {
      /* over a: [a, e] and [s, a full turn on] */
      pc->sx = ax;
      pc->sy = ay;
      pc = &s->piece[(*n)++];
      *pc = (Piece) { sx, sy, 0, 0, TRUE, w2 };
    }
}

/* Bounds the hull-bounded wedge i of x by angular coverage (see above),
 * with segments whose ends are all within limit2: TRUE and *r2 when they
 * cover it.  Directions along its sides need no cover (candidates there
 * are skipped, see wedge_of in qd-mapcolor-gen-segments.c). */
static gboolean
wedge_cover (Seg *s, guint x, guint i, gint64 limit2, double *r2)
{
  guint d = s->node[x].deg, n = 0;
  guint a = nbr (s, x)[i], b = nbr (s, x)[(i + 1) % d];
  gint64 dir[2] = { s->pt[a].x - s->pt[x].x, s->pt[a].y - s->pt[x].y };
  gint64 bx = s->pt[b].x - s->pt[x].x, by = s->pt[b].y - s->pt[x].y;
  gboolean full = d == 1;   /* a == b: the whole turn from a back to a */
  gint64 cx = dir[0], cy = dir[1], w2 = 0;   /* covered up to c */

  for (guint j = 0; j < s->n_blk; j++)
    cover_add (s, x, dir[0], dir[1], s->blk[2 * j], s->blk[2 * j + 1], limit2, &n);
  for (guint j = 0; j < s->hull_n; j++)
    cover_add (s, x, dir[0], dir[1], s->hull[j], s->hull[(j + 1) % s->hull_n], limit2, &n);
  g_qsort_with_data (s->piece, n, sizeof (Piece), compare_piece, dir);
  for (guint j = 0; j < n; j++)
    {
      const Piece *pc = &s->piece[j];

      if (angle_cmp_from (dir[0], dir[1], pc->sx, pc->sy, cx, cy) > 0)
        return FALSE;   /* a gap before this piece */
      w2 = MAX (w2, pc->w2);
      if (pc->e_full)
        return (*r2 = (double) w2, TRUE);
      if (angle_cmp_from (dir[0], dir[1], pc->ex, pc->ey, cx, cy) > 0)
        {
          cx = pc->ex;
          cy = pc->ey;
        }
      if (!full && angle_cmp_from (dir[0], dir[1], cx, cy, bx, by) >= 0)
        return (*r2 = (double) w2, TRUE);
    }
  return FALSE;
}

/* Tightens the hull-bounded wedges of x that reach beyond the distance
 * `reach` by wedge_cover, and bound_r2 with them. */
void
qd_seg_wedge_tighten (Seg *s, guint x, gint64 reach)
{
  guint d = s->node[x].deg;

  s->bound_r2 = 0;
  for (guint i = 0; i < d; i++)
    {
      double r2;

      if (s->wedge_kind[i] == WEDGE_HULL && s->wedge_r2[i] > (double) reach * reach
          && wedge_cover (s, x, i, reach * reach, &r2))
        s->wedge_r2[i] = MIN (s->wedge_r2[i], r2);
      s->bound_r2 = MAX (s->bound_r2, s->wedge_r2[i]);
    }
}

/* --------------------------------------------------- the far rings */

/* Once the rings pass a wedge's bound, nothing in it can be the partner
 * (beyond a triangle's bound, beyond its third side: on a triangle the
 * distance from x is largest at a corner), so a far ring only needs the
 * cells that meet a wedge still live.  This gathers the live wedges
 * (open, or bound at least min_d2) as runs of consecutive wedges, the
 * angle from live_a[j] counter-clockwise to live_b[j]; live_all when every
 * wedge is live. */
void
qd_seg_ring_live (Seg *s, guint x, double min_d2)
{
  guint d = s->node[x].deg, dead = d;

  s->n_live = 0;
  s->live_all = TRUE;
  if (d < 2)
    return;
  for (guint i = 0; i < d && dead == d; i++)
    if (s->wedge_kind[i] != WEDGE_OPEN && s->wedge_r2[i] < min_d2)
      dead = i;
  if (dead == d)
    return;
  s->live_all = FALSE;
  for (guint j = 1, run = 0; j <= d; j++)
    {
      guint i = (dead + j) % d;
      gboolean live = s->wedge_kind[i] == WEDGE_OPEN || s->wedge_r2[i] >= min_d2;

      if (live && !run)
        {
          s->live_a[s->n_live] = nbr (s, x)[i];
          run = 1;
        }
      if (live)
        s->live_b[s->n_live] = nbr (s, x)[(i + 1) % d];
      if (!live && run)
        {
          s->n_live++;
          run = 0;
        }
    }
}

/* Whether the cell in row r, column c may meet a live angle of x.  Sound,
 * not exact: a cell is left out only when its four corners (so the whole
 * cell, which is convex) lie strictly on the outer side of a side of an
 * angle under a half turn, or strictly inside the complement of an angle
 * of a half turn or more. */
gboolean
qd_seg_cell_live (const Seg *s, guint x, gint64 r, gint64 c)
{
  gint64 x0 = c * s->cs - s->pt[x].x, x1 = x0 + s->cs - 1;
  gint64 y0 = r * s->cs - s->pt[x].y, y1 = y0 + s->cs - 1;
  const gint64 kx[4] = { x0, x1, x0, x1 }, ky[4] = { y0, y0, y1, y1 };

  if (s->live_all)
    return TRUE;
  for (guint j = 0; j < s->n_live; j++)
    {
      gint64 ux = s->pt[s->live_a[j]].x - s->pt[x].x, uy = s->pt[s->live_a[j]].y - s->pt[x].y;
      gint64 vx = s->pt[s->live_b[j]].x - s->pt[x].x, vy = s->pt[s->live_b[j]].y - s->pt[x].y;
      guint right_of_u = 0, left_of_v = 0, inside_vu = 0;

      for (guint k = 0; k < 4; k++)
        {
          gint64 cu = ux * ky[k] - uy * kx[k], cv = vx * ky[k] - vy * kx[k];

          right_of_u += cu < 0;
          left_of_v += cv > 0;
          inside_vu += cv > 0 && cu < 0;
        }
      if (ux * vy - uy * vx > 0 ? (right_of_u < 4 && left_of_v < 4) : inside_vu < 4)
        return TRUE;
    }
  return FALSE;
}

/* Room for the pieces of qd_seg_wedge_cover, once the hull is known. */
void
qd_seg_wedges_init (Seg *s)
{
  s->piece = g_new (Piece, 2 * (MAX_BLOCKERS + s->hull_n));
}

#undef ORIENT
