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
 * array, its neighbours in one cache line, a cell's segments in one record
 * of two; the big arrays ask for huge pages (see qd_big_alloc), and the first
 * reads of the next steps are started ahead (see prefetch_ahead).  A
 * candidate that was blocked stays blocked, so the search skips every
 * candidate nearer than the point X last connected to by its own search.
 *
 * Stopping the search for X (qd-mapcolor-gen-segments-wedges.c): the
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
 * the wedge or where a wedge ray leaves the hull, and no farther than the
 * segments that blocked candidates, with the hull edges, hide once they
 * cover the wedge as seen from X (see qd_seg_wedge_tighten).  The wedges
 * are sorted once X has three neighbours, or else once a candidate is
 * blocked; the walks, which read many points, wait until the rings pass
 * every triangle and OPEN_DELAY more rings (the partner is usually found
 * by then).  The search ends as soon as the rings pass the largest bound;
 * before, a ring past some bounds reads only the cells that meet a wedge
 * whose bound it has not passed (see qd_seg_ring_live).  Only blocked
 * candidates are ever skipped or cut off, so the map is the same whatever
 * is known when.  An exhausted X is surrounded by empty triangles (bound:
 * its farthest neighbour) and, on the hull, by the outside (bound: its hull
 * neighbours), so proving exhaustion is cheap. */
#include "qd-mapcolor-gen-segments-private.h"
#include "core/qd-alloc.h"

#include <math.h>
#include <string.h>

/* The big arrays are read at random places (X is random): with 4 KiB pages
 * nearly every read of a 1,000,000-region map also misses the TLB, so they
 * live on huge pages (qd_big_alloc). */

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
  s->cell_start = qd_big_alloc (sizeof (guint) * (cells + 1), TRUE);
  s->pt = qd_big_alloc (sizeof (Pt) * MAX (n, 1), FALSE);
  s->orig = g_new (guint32, MAX (n, 1));
  s->rank = qd_big_alloc (sizeof (guint32) * MAX (n, 1), FALSE);
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
  s->cell_seg = qd_big_alloc (sizeof (CellSegs) * cells, TRUE);
  s->cap_over = MAX (cells / 4, 64);
  s->over = qd_big_alloc (sizeof (CellSegs) * s->cap_over, FALSE);

  s->cap_edges = 3 * n + 8;
  s->ea = g_new (guint32, s->cap_edges);
  s->eb = g_new (guint32, s->cap_edges);
  s->node = qd_big_alloc (sizeof (Node) * MAX (n, 1), TRUE);
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
  s->live_a = g_new (guint32, s->wedge_cap);
  s->live_b = g_new (guint32, s->wedge_cap);
  s->blk = g_new (guint32, 2 * MAX_BLOCKERS);
}

static void
seg_clear (Seg *s)
{
  for (guint i = 0; i < s->n; i++)
    if (s->node[i].cap > NODE_SLOTS)
      g_free (s->node[i].u.more);
  qd_big_free (s->cell_start);
  qd_big_free (s->pt);
  g_free (s->orig);
  qd_big_free (s->rank);
  qd_big_free (s->cell_seg);
  g_aligned_free (s->over);
  g_free (s->ea);
  g_free (s->eb);
  g_aligned_free (s->node);
  g_free (s->hull);
  g_free (s->heap);
  g_free (s->wedge_r2);
  g_free (s->wedge_kind);
  g_free (s->live_a);
  g_free (s->live_b);
  g_free (s->blk);
  g_free (s->piece);
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
  CellSegs *head = &s->cell_seg[cell], *rec = head;

  if (head->n == CELL_SLOTS)
    {
      if (head->next == 0 || s->over[head->next - 1].n == CELL_SLOTS)
        {
          if (s->n_over == s->cap_over)
            {
              CellSegs *grown = qd_big_alloc (sizeof (CellSegs) * 2 * s->cap_over, FALSE);

              memcpy (grown, s->over, sizeof (CellSegs) * s->n_over);
              g_aligned_free (s->over);
              s->over = grown;
              s->cap_over *= 2;
            }
          s->over[s->n_over].n = 0;
          s->over[s->n_over].next = head->next;
          head->next = (guint32) ++s->n_over;
        }
      rec = &s->over[head->next - 1];
    }
  rec->ab[rec->n][0] = s->ea[e];
  rec->ab[rec->n][1] = s->eb[e];
  rec->n++;
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

/* A crossing test of xy; p, q: the segment that blocks it (p = q when
 * only a point does). */
typedef struct {
  guint x, y;
  guint32 p, q;
} Query;

static gboolean
blocked_in_cell (Seg *s, guint cell, gpointer data)
{
  Query *q = data;

  /* A segment in several of the cells is tested in each: cheaper than
   * remembering which were tested. */
  for (const CellSegs *rec = &s->cell_seg[cell];; rec = &s->over[rec->next - 1])
    {
      for (guint i = 0; i < rec->n; i++)
        if (cross_i (s, q->x, q->y, rec->ab[i][0], rec->ab[i][1]))
          {
            q->p = rec->ab[i][0];
            q->q = rec->ab[i][1];
            return TRUE;
          }
      if (rec->next == 0)
        break;
    }
  for (guint p = s->cell_start[cell]; p < s->cell_start[cell + 1]; p++)
    {
      if (p != q->x && p != q->y && ORIENT (q->x, q->y, p) == 0 && within_i (s, q->x, q->y, p))
        {
          q->p = q->q = p;
          return TRUE;
        }
    }
  return FALSE;
}

/* Recently found blocking segments tried first: the candidates of one
 * search behind the same stretch of boundary are blocked by the same few
 * segments, and these tests read nothing new. */
#define RECENT_BLOCKERS 4

/* TRUE when XY crosses a segment or passes through a point; a blocking
 * segment is remembered for this search (see qd_seg_wedge_tighten). */
static gboolean
seg_blocked (Seg *s, guint x, guint y)
{
  Query q = { x, y, 0, 0 };

  for (guint i = s->n_blk; i > 0 && i + RECENT_BLOCKERS > s->n_blk; i--)
    if (cross_i (s, x, y, s->blk[2 * (i - 1)], s->blk[2 * (i - 1) + 1]))
      return TRUE;
  if (!for_cells (s, x, y, blocked_in_cell, &q))
    return FALSE;
  if (q.p != q.q && s->n_blk < MAX_BLOCKERS)
    {
      s->blk[2 * s->n_blk] = q.p;
      s->blk[2 * s->n_blk + 1] = q.q;
      s->n_blk++;
    }
  return TRUE;
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
  return s->wedge_kind[w] != WEDGE_OPEN && (double) d2 > s->wedge_r2[w];
}

/* Pushes the candidates of ring k around x (the cells at Chebyshev
 * distance k from x's cell) that are not known to be blocked: nearer than
 * done (see last), beyond every bound once all wedges are bounded
 * (resolved), in no live angle (filter, see ring_live). */
static void
ring_scan (Seg *s, guint x, gint64 k, gboolean filter, gboolean resolved, gint64 done_d2, guint32 done_p)
{
  gint64 cx = s->pt[x].x / s->cs, cy = s->pt[x].y / s->cs, last = s->g - 1;

  for (gint64 r = MAX (cy - k, 0); r <= MIN (cy + k, last); r++)
    {
      gint64 step = (r == cy - k || r == cy + k) ? 1 : 2 * k;

      for (gint64 c = cx - k; c <= cx + k; c += MAX (step, 1))
        {
          guint cell;

          if (c < 0 || c > last || (filter && !qd_seg_cell_live (s, x, r, c)))
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
  guint cover_blk = 0;    /* blockers and reach at the last wedge_tighten */
  gint64 cover_reach = 0;

  /* Candidates up to the last partner of x were blocked then (see last). */
  if (s->node[x].last != G_MAXUINT32)
    {
      done_d2 = dist2 (s, x, s->node[x].last);
      done_p = s->node[x].last;
    }
  s->heap_n = 0;
  s->n_blk = 0;
  if (s->node[x].deg >= EAGER_DEGREE)
    {
      qd_seg_wedge_classify (s, x);
      k_bounds = 0;
    }
  for (gint64 k = 0;; k++)
    {
      /* Every point within `reach` of x lies in rings 0 .. k: the distance
       * from x to the nearest side of their square that is not the edge of
       * the grid. */
      gint64 reach = G_MAXINT32;
      gboolean filter = k_bounds >= 0 && k > 0;

      /* a point of ring k is more than k - 1 cells away in x or in y */
      if (filter)
        qd_seg_ring_live (s, x, (double) (k - 1) * s->cs * (double) (k - 1) * s->cs);
      ring_scan (s, x, k, filter, k_bounds >= 0 && s->n_open == 0, done_d2, done_p);

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
              qd_seg_wedge_classify (s, x);
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
              qd_seg_wedge_resolve (s, x, i);
          if ((double) reach * reach >= s->bound_r2)
            return -1;
        }
      /* A wedge bounded by the hull: try the blocking segments found so far
       * (see qd_seg_wedge_tighten), again once they are a quarter more or the reach
       * has grown by half. */
      if (k_bounds >= 0 && s->n_open == 0 && s->n_hull > 0
          && (s->n_blk >= cover_blk + cover_blk / 4 + 1 || 2 * reach >= 3 * cover_reach))
        {
          cover_blk = s->n_blk;
          cover_reach = reach;
          qd_seg_wedge_tighten (s, x, reach);
          if ((double) reach * reach >= s->bound_r2)
            return -1;
        }
    }
}

/* ----------------------------------------------------------- prefetching */

/* Every step starts at a random point, so its first reads (the point, its
 * neighbour line, the cells around it and their points) miss the caches,
 * one after the other.  The points of the next steps are known before:
 * a copy of the generator gives the numbers their picks will use (exactly,
 * but for a rare rejection in qd_mapcolor_gen_rng_below or a point
 * exhausted in between).  So each step starts the reads of the next ones,
 * a stage further for each step nearer: the slot of active[], then the
 * point and its line, then the cells around it, then their points and its
 * neighbours.  A hint only: a wrong guess costs a useless read. */
#define LOOKAHEAD 4

static inline void
prefetch_cells (const Seg *s, guint x, gboolean points)
{
  gint64 cx = s->pt[x].x / s->cs, cy = s->pt[x].y / s->cs, last = s->g - 1;
  gint64 k = points ? 1 : 2;   /* cell starts of rings 0 to 2, points of 0 and 1 */

  if (points)
    {
      const CellSegs *own = &s->cell_seg[cell_at (s, (guint) cy, (guint) cx)];

      __builtin_prefetch (own);
      __builtin_prefetch ((const char *) own + 64);
    }
  for (gint64 r = MAX (cy - k, 0); r <= MIN (cy + k, last); r++)
    for (gint64 c = MAX (cx - k, 0); c <= MIN (cx + k, last); c++)
      {
        guint cell = cell_at (s, (guint) r, (guint) c);

        if (points)
          __builtin_prefetch (&s->pt[s->cell_start[cell]]);
        else
          __builtin_prefetch (&s->cell_start[cell]);
      }
}

static void
prefetch_ahead (const Seg *s, const QdMapcolorGenRng *rng, const guint32 *active, guint n_active)
{
  QdMapcolorGenRng ahead = *rng;

  for (guint t = 1; t <= LOOKAHEAD; t++)
    {
      guint32 j = (guint32) (((qd_mapcolor_gen_rng_next (&ahead) >> 32) * n_active) >> 32);
      guint x;

      if (t == LOOKAHEAD)
        {
          __builtin_prefetch (&active[j]);
          continue;
        }
      x = active[j];
      if (t == LOOKAHEAD - 1)
        {
          __builtin_prefetch (&s->pt[x]);
          __builtin_prefetch (&s->node[x]);
        }
      else if (t == LOOKAHEAD - 2)
        prefetch_cells (s, x, FALSE);
      else
        {
          prefetch_cells (s, x, TRUE);
          for (guint i = 0; i < s->node[x].deg; i++)
            {
              __builtin_prefetch (&s->pt[nbr (s, x)[i]]);
              __builtin_prefetch (&s->node[nbr (s, x)[i]]);
            }
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
  qd_seg_wedges_init (&s);
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
      prefetch_ahead (&s, rng, active, n_active);
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
