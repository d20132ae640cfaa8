/* qd-mapcolor-gen-delaunay.c — the Delaunay triangulation of the points.
 *
 * Bowyer–Watson with a ghost vertex at infinity (no super
 * triangle), the points inserted in Hilbert-curve order, each located by a
 * stochastic walk from the last new triangle.  Points are distinct by
 * construction; four co-circular points are split either way (both are
 * Delaunay); if all points are collinear the map is the path along them. */
#include "qd-mapcolor-gen-private.h"

#include <stdlib.h>

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
  return qd_mapcolor_gen_orient (d->px[a], d->py[a], d->px[b], d->py[b], d->px[c], d->py[c]);
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
locate (const Del *d, guint32 start, guint p, QdMapcolorGenRng *rng)
{
  guint32 t = start;

  for (;;)
    {
      const Tri *tri = &d->t[t];
      int r = (int) qd_mapcolor_gen_rng_below (rng, 3), i;

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
insert_point (Del *d, guint p, guint32 start, QdMapcolorGenRng *rng)
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

/* The points in Hilbert-curve order, so that each insertion starts its walk
 * near the last one. */
static void
hilbert_order (guint n, const gint32 *px, const gint32 *py, guint32 *order)
{
  g_autofree guint64 *keys = g_new (guint64, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    keys[i] = hilbert ((guint32) px[i], (guint32) py[i]) << 20 | i;
  qsort (keys, n, sizeof (guint64), compare_guint64);
  for (guint i = 0; i < n; i++)
    order[i] = (guint32) (keys[i] & ((1u << 20) - 1));
}

/* Fewer than three points or all on one line: the path along them. */
static void
path_edges (guint n, const gint32 *px, const gint32 *py, const guint32 *order, GArray *edges)
{
  g_autofree guint32 *line = g_memdup2 (order, sizeof (guint32) * MAX (n, 1));
  QdMapcolorGenPoints points = { px, py };

  g_qsort_with_data (line, n, sizeof (guint32), qd_mapcolor_gen_compare_points, &points);
  for (guint i = 0; i + 1 < n; i++)
    {
      guint pair[2] = { line[i], line[i + 1] };

      g_array_append_vals (edges, pair, 2);
    }
}

/* The buffers, and the first triangle abc (counter-clockwise) with its
 * three ghosts; returns the triangle. */
static guint32
del_start (Del *d, guint32 a, guint32 b, guint32 c)
{
  guint n = d->n;
  guint32 t0, g0, g1, g2;

  d->cap_tri = 2 * n + 16;
  d->t = g_new (Tri, d->cap_tri);
  d->mark = g_new (guint32, d->cap_tri);
  d->start_of = g_new (guint32, n + 1);
  d->cap_stack = d->cap_cavity = d->cap_border = d->cap_free = 64;
  d->stack = g_new (guint32, d->cap_stack);
  d->cavity = g_new (guint32, d->cap_cavity);
  d->border = g_malloc (sizeof (*d->border) * d->cap_border);
  d->free_list = g_new (guint32, d->cap_free);

  if (del_orient (d, a, b, c) < 0)
    {
      guint32 tmp = b;
      b = c;
      c = tmp;
    }
  t0 = new_tri (d);
  g0 = new_tri (d);
  g1 = new_tri (d);
  g2 = new_tri (d);
  set_tri (d, t0, a, b, c);
  set_tri (d, g0, b, a, d->inf);
  set_tri (d, g1, c, b, d->inf);
  set_tri (d, g2, a, c, d->inf);
  d->t[t0].n[0] = g0; d->t[t0].n[1] = g1; d->t[t0].n[2] = g2;
  /* ghost (u, v, inf): n[1] across v -> inf, n[2] across inf -> u */
  d->t[g0].n[0] = t0; d->t[g0].n[1] = g2; d->t[g0].n[2] = g1;
  d->t[g1].n[0] = t0; d->t[g1].n[1] = g0; d->t[g1].n[2] = g2;
  d->t[g2].n[0] = t0; d->t[g2].n[1] = g1; d->t[g2].n[2] = g0;
  return t0;
}

/* Each live real triangle gives its edges u -> v with u < v, and the hull
 * edges (a ghost across) whatever their order. */
static void
del_edges (const Del *d, GArray *edges)
{
  g_autofree guint32 *dead = g_new0 (guint32, d->n_tri);

  for (guint i = 0; i < d->n_free; i++)
    dead[d->free_list[i]] = 1;
  for (guint32 t = 0; t < d->n_tri; t++)
    {
      if (dead[t] || is_ghost (d, t))
        continue;
      for (int i = 0; i < 3; i++)
        {
          guint32 u = d->t[t].v[i], v = d->t[t].v[(i + 1) % 3];

          if (u < v || is_ghost (d, d->t[t].n[i]))
            {
              guint pair[2] = { u, v };

              g_array_append_vals (edges, pair, 2);
            }
        }
    }
}

static void
del_clear (Del *d)
{
  g_free (d->t);
  g_free (d->mark);
  g_free (d->start_of);
  g_free (d->stack);
  g_free (d->cavity);
  g_free (d->border);
  g_free (d->free_list);
}

gboolean
qd_mapcolor_gen_delaunay (guint n, const gint32 *px, const gint32 *py, QdMapcolorGenRng *rng,
                          const gint *stop, gint64 *progress, GArray *edges, GError **error)
{
  g_autofree guint32 *order = g_new (guint32, MAX (n, 1));
  Del d = { 0 };
  guint third = 0;
  guint32 last;
  gboolean ok = TRUE;

  hilbert_order (n, px, py, order);
  d.n = n;
  d.inf = n;
  d.px = px;
  d.py = py;
  for (guint i = 2; i < n && third == 0; i++)
    if (del_orient (&d, order[0], order[1], order[i]) != 0)
      third = i;
  if (third == 0)
    {
      path_edges (n, px, py, order, edges);
      qd_mapcolor_gen_report (progress, n);
      return TRUE;
    }

  last = del_start (&d, order[0], order[1], order[third]);
  for (guint i = 2; i < n; i++)
    {
      if (i == third)
        continue;
      if (i % QD_MAPCOLOR_GEN_STOP_EVERY == 0)
        {
          if (qd_mapcolor_gen_stopped (stop, error))
            {
              ok = FALSE;
              break;
            }
          qd_mapcolor_gen_report (progress, i);
        }
      last = insert_point (&d, order[i], last, rng);
    }
  if (ok)
    {
      del_edges (&d, edges);
      qd_mapcolor_gen_report (progress, n);
    }
  del_clear (&d);
  return ok;
}
