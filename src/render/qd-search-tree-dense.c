/* qd-search-tree-dense.c — the crowded levels of a search tree, aggregated
 * per pixel column.
 *
 * Where a level's nodes are closer than a few units they cannot be told
 * apart, so each pixel column (each unit on a vector target) becomes one bar
 * rising from the level's row: the more nodes share the column, the taller
 * (log scale, against the most a column can hold at this zoom, so panning
 * does not rescale it) and the stronger; its colour mixes the inner nodes',
 * the failures' and the solutions' colours by their shares.  A column
 * holding a solution also gets a green foot under its bar, drawn over the
 * level: a solution never disappears into its neighbours.  Under a level
 * drawn as shapes each parent's edges to its first and last child outline
 * a fan over its children's columns; dense levels under dense levels need
 * no edges, their bars stand under their parents'.
 *
 * On raster targets the bars and marks are written straight into an image
 * of the clip (one store per pixel, no path for cairo to scan), painted in
 * one go; PDF, SVG and PostScript (and options->paths) get the same
 * rectangles as cairo paths, one fill per colour class.  Per frame the work
 * is the visible columns times the levels (a gallop through each level's
 * x-sorted columns per pixel), not the nodes.
 */
#include "qd-search-tree-render-private.h"
#include "qd-pixels.h"

#include <math.h>

#define N_RATIOS     5        /* shares of failures, and of solutions: 0, 1/4, ... 1 */
#define N_DENSITIES  4        /* strengths, from a lone node to a full column */
#define N_CLASSES    (N_RATIOS * N_RATIOS * N_DENSITIES)
#define FOOT         2.0      /* a solution's mark under its column's bar */
#define MIN_CAP      4.0      /* a full column holds at least this many nodes */
#define BAR_REACH    0.42     /* the tallest bar, in levels */

/* One column of a level, in units of the view (options->x and y applied). */
typedef struct {
  double x, w;               /* its bar's left and width */
  double top, bottom;        /* its bar; the level's row is the bottom cell */
  double row;                /* the row's top */
  guint8 klass;              /* (failures * N_RATIOS + solutions) * N_DENSITIES + density */
  gboolean solution;
} Bin;

typedef struct {
  QdSearchTreeFrame *r;
  GArray *bins;              /* Bin */
  GArray *fans;              /* the fans' edges: x1, y1, x2, y2 (doubles) */
  double step;               /* a bin's width in drawing units */
  double cell;               /* a level's row */
  QdColor colours[N_CLASSES];
  double alphas[N_CLASSES];
} Dense;

/* Pixels on an upright raster target; *sx, *sy: device pixels a unit. */
static gboolean
use_pixels (cairo_t *cr, const QdSearchTreeRenderOptions *o, double *sx, double *sy)
{
  cairo_matrix_t m;
  double dsx, dsy;

  if (o->paths || !qd_pixels_target_is_raster (cr))
    return FALSE;
  cairo_get_matrix (cr, &m);
  cairo_surface_get_device_scale (cairo_get_target (cr), &dsx, &dsy);
  *sx = m.xx * dsx;
  *sy = m.yy * dsy;
  return m.xy == 0 && m.yx == 0 && *sx > 0 && *sy > 0;
}

/* ------------------------------------------------------------- aggregation */

/* t: the column's fullness, 0 … 1. */
static guint
bin_class (guint count, guint failures, guint solutions, double t)
{
  guint density = (guint) MIN (N_DENSITIES - 1, floor (t * N_DENSITIES));
  guint f = (guint) floor ((double) failures / count * (N_RATIOS - 1) + 0.5);
  guint s = MIN ((guint) floor ((double) solutions / count * (N_RATIOS - 1) + 0.5), N_RATIOS - 1 - f);

  return (f * N_RATIOS + s) * N_DENSITIES + density;
}

/* Level d's nodes [a, b) by bins of dn->step drawing units, anchored at the
 * drawing's origin (so panning moves the bins with the tree). */
static void
level_bins (Dense *dn, guint d, guint a, guint b)
{
  QdSearchTreeFrame *r = dn->r;
  const double *xs = qd_search_tree_layout_level_x (r->g.layout, d);
  double y = round (geometry_y (&r->g, d) - r->oy);
  double row = y - floor (dn->cell / 2), bottom = row + dn->cell;
  double reach = MAX (dn->cell, round (r->g.o->level * BAR_REACH));
  double cap = MAX (MIN_CAP, dn->step / r->g.o->column), scale = 1 / log2 (1.0 + cap);
  double w = CLAMP (floor (r->g.o->column * 0.7), dn->step, 3);
  guint i = a, last = 1, f0, s0;

  qd_search_tree_layout_level_counts (r->g.layout, d, a, &f0, &s0);
  while (i < b)
    {
      double k = floor (geometry_x (&r->g, xs[i]) / dn->step);
      double limit = geometry_column (&r->g, (k + 1) * dn->step);
      guint step = 1, guess = i + MAX (last, 1), lo, hi, f1, s1;
      double t;
      Bin bin;

      /* The first node of the next bin: from a guess that this bin holds as
       * many nodes as the last (neighbours look alike), gallop, then bisect;
       * a few reads near each other per bin. */
      if (guess < b && xs[guess] < limit)
        {
          lo = guess + 1;
          while (lo + step < b && xs[lo + step] < limit)
            step *= 2;
          hi = MIN (b, lo + step);
        }
      else
        {
          lo = i + 1;
          hi = MIN (guess, b);
        }
      while (lo < hi)
        {
          guint mid = lo + (hi - lo) / 2;

          if (xs[mid] < limit)
            lo = mid + 1;
          else
            hi = mid;
        }
      qd_search_tree_layout_level_counts (r->g.layout, d, lo, &f1, &s1);
      bin.x = k * dn->step - r->ox;
      bin.w = w;
      bin.row = row;
      bin.bottom = bottom;
      t = MIN (1.0, log2 (1.0 + (lo - i)) * scale);
      bin.top = bottom - dn->cell - round ((reach - dn->cell) * t);
      bin.klass = (guint8) bin_class (lo - i, f1 - f0, s1 - s0, t);
      bin.solution = s1 > s0;
      g_array_append_val (dn->bins, bin);
      f0 = f1;
      s0 = s1;
      last = lo - i;
      i = lo;
    }
}

/* The first index of the level whose id is >= id (ids are increasing). */
static guint
index_of_id (const guint32 *ids, guint n, guint id)
{
  guint lo = 0, hi = n;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (ids[mid] < id)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

/* Under a level of shapes, each visible parent's edges to its first and
 * last child at level d, ending over the bars: a fan over its children's
 * columns.  Only the parents beside the view can reach into it (the
 * children's spans are in the parents' order). */
static void
level_fans (Dense *dn, guint d)
{
  QdSearchTreeFrame *r = dn->r;
  const QdSearchTreeLayout *layout = r->g.layout;
  guint n, np, a, b;
  const guint32 *ids = qd_search_tree_layout_level (layout, d, &n);
  const guint32 *parents = qd_search_tree_layout_level (layout, d - 1, &np);
  const double *xs = qd_search_tree_layout_level_x (layout, d);
  double y = round (geometry_y (&r->g, d) - r->oy);
  double bottom = y - floor (dn->cell / 2) + dn->cell - MAX (dn->cell, round (r->g.o->level * BAR_REACH)) - 1;
  double top = geometry_y (&r->g, d - 1) - r->oy + r->g.shape / 2;

  level_bounds (&r->g, d - 1, r->cx1, r->cx2, &a, &b);
  a = a > 0 ? a - 1 : a;
  b = MIN (b + 1, np);
  for (guint k = a; k < b; k++)
    {
      guint p = parents[k];
      guint first = index_of_id (ids, n, p + 1);
      guint end = index_of_id (ids, n, qd_search_tree_layout_subtree_end (layout, p));
      double px, x1, x2;

      if (first >= end || bottom <= top)
        continue;
      px = geometry_x (&r->g, qd_search_tree_layout_get_x (layout, p)) - r->ox;
      x1 = floor (geometry_x (&r->g, xs[first]) - r->ox) + 0.5;
      x2 = floor (geometry_x (&r->g, xs[end - 1]) - r->ox) + 0.5;
      {
        double segments[8] = { px, top, x1, bottom, px, top, x2, bottom };

        g_array_append_vals (dn->fans, segments, x2 > x1 ? 8 : 4);
      }
    }
}

/* ------------------------------------------------------------------ pixels */

static guint32
opaque (const QdColor *c, double alpha, const QdColor *background)
{
  QdColor mixed;

  qd_color_mix (&mixed, background, c, alpha);
  return qd_pixels_color (&mixed, 1.0);
}

/* The bars and marks written into an image of the band of the clip they
 * occupy, painted at once.  What is under them is the background alone
 * (the density is drawn first), so their colours are mixed with it and
 * each pixel is one store of an opaque colour. */
static void
draw_pixels (Dense *dn)
{
  QdSearchTreeFrame *r = dn->r;
  double top = G_MAXDOUBLE, bottom = -G_MAXDOUBLE;
  guint32 colours[N_CLASSES], good;
  QdPixels p;

  for (guint k = 0; k < dn->bins->len; k++)
    {
      const Bin *bin = &g_array_index (dn->bins, Bin, k);

      top = MIN (top, bin->top);
      bottom = MAX (bottom, bin->bottom + FOOT);
    }
  if (dn->bins->len == 0 || !qd_pixels_begin_within (&p, r->cr, -INFINITY, top, INFINITY, bottom))
    return;
  for (guint c = 0; c < N_CLASSES; c++)
    colours[c] = opaque (&dn->colours[c], dn->alphas[c], &r->palette->background);
  good = opaque (&r->palette->good, 1.0, &r->palette->background);
  for (guint k = 0; k < dn->bins->len; k++)
    {
      const Bin *bin = &g_array_index (dn->bins, Bin, k);

      qd_pixels_fill_rect (&p, bin->x, bin->top, bin->w, bin->bottom - bin->top, colours[bin->klass]);
    }
  for (guint k = 0; k < dn->bins->len; k++)
    {
      const Bin *bin = &g_array_index (dn->bins, Bin, k);

      if (bin->solution)
        qd_pixels_fill_rect (&p, bin->x, bin->bottom, bin->w, FOOT, good);
    }
  qd_pixels_end (&p);
}

/* The same rectangles as paths, one fill per class. */
static void
draw_paths (Dense *dn)
{
  cairo_t *cr = dn->r->cr;

  for (guint c = 0; c < N_CLASSES; c++)
    {
      gboolean any = FALSE;

      for (guint k = 0; k < dn->bins->len; k++)
        {
          const Bin *bin = &g_array_index (dn->bins, Bin, k);

          if (bin->klass == c)
            {
              cairo_rectangle (cr, bin->x, bin->top, bin->w, bin->bottom - bin->top);
              any = TRUE;
            }
        }
      if (!any)
        continue;
      qd_draw_set_color (cr, &dn->colours[c], dn->alphas[c]);
      cairo_fill (cr);
    }
  for (guint k = 0; k < dn->bins->len; k++)
    {
      const Bin *bin = &g_array_index (dn->bins, Bin, k);

      if (bin->solution)
        cairo_rectangle (cr, bin->x, bin->bottom, bin->w, FOOT);
    }
  qd_draw_set_color (cr, &dn->r->palette->good, 1.0);
  cairo_fill (cr);
}

void
qd_search_tree_dense_draw (QdSearchTreeFrame *r, guint d1, guint d2)
{
  gboolean csp = qd_search_tree_get_kind (r->g.tree) != QD_SEARCH_TREE_GAME;
  const QdColor *base = csp ? &r->palette->accent : &r->palette->foreground;
  const QdColor *bad = csp ? &r->palette->bad : &r->palette->muted;
  double sx = 1, sy = 1;
  gboolean pixels = use_pixels (r->cr, r->g.o, &sx, &sy);
  Dense dn;
  gboolean any = FALSE;

  for (guint d = d1; d < d2 && !any; d++)
    any = is_dense (r, d);
  if (!any)
    return;
  dn.r = r;
  dn.step = pixels ? 1 / sx : 1;
  dn.cell = round (CLAMP (r->g.o->level * 0.4, 2, MAX (r->g.shape, 2)));
  dn.bins = g_array_sized_new (FALSE, FALSE, sizeof (Bin), 4096);
  dn.fans = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint c = 0; c < N_CLASSES; c++)
    {
      double f = (double) (c / N_DENSITIES / N_RATIOS) / (N_RATIOS - 1);
      double s = (double) (c / N_DENSITIES % N_RATIOS) / (N_RATIOS - 1);
      QdColor *out = &dn.colours[c];

      out->r = base->r * (1 - f - s) + bad->r * f + r->palette->good.r * s;
      out->g = base->g * (1 - f - s) + bad->g * f + r->palette->good.g * s;
      out->b = base->b * (1 - f - s) + bad->b * f + r->palette->good.b * s;
      out->a = 1;
      dn.alphas[c] = 0.4 + 0.6 * (c % N_DENSITIES) / (N_DENSITIES - 1);
    }

  for (guint d = d1; d < d2; d++)
    {
      guint a, b;

      if (!is_dense (r, d))
        continue;
      level_bounds (&r->g, d, r->cx1 - 3, r->cx2 + 1, &a, &b);
      level_bins (&dn, d, a, b);
      if (d > r->g.d0 && !is_dense (r, d - 1))
        level_fans (&dn, d);
    }
  if (pixels)
    draw_pixels (&dn);
  else
    draw_paths (&dn);

  for (guint k = 0; k + 3 < dn.fans->len; k += 4)
    {
      const double *segment = &g_array_index (dn.fans, double, k);

      cairo_move_to (r->cr, segment[0], segment[1]);
      cairo_line_to (r->cr, segment[2], segment[3]);
    }
  qd_draw_line_width (r->cr, r->palette, r->line);
  qd_draw_set_color (r->cr, &r->palette->foreground, 0.55);
  cairo_stroke (r->cr);
  g_array_unref (dn.bins);
  g_array_unref (dn.fans);
}
