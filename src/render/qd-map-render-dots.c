/* qd-map-render-dots.c — a large map drawn pixel by pixel.
 *
 * On a map of 100,000 regions cairo's paths cost seconds a frame: a fill per
 * disc, or a scan of a path of 100,000 sub-paths, and a stroke of 300,000
 * edges.  Here the visible part is drawn straight into an image the size of
 * the clip in device pixels: each edge an antialiased line one pixel wide
 * blended into it (thinner than cairo's when zoomed in), each region a
 * stamp of one antialiased disc with its outline (made once a frame) in its
 * colour; the image is then painted in one go.  That is linear in the map
 * and the pixels: a few milliseconds.
 * Vector targets (PDF, SVG, PostScript) keep cairo's paths (see
 * qd_map_render). */
#include "qd-map-render-private.h"
#include "qd-pixels.h"

#include <math.h>

/* A line from (x0, y0) to (x1, y1), one pixel wide and antialiased (Wu's
 * way: along the major axis, each step split between the two pixels the
 * line passes between), blended in. */
static void
blend_line (QdPixels *p, double x0, double y0, double x1, double y1, guint32 color)
{
  gboolean steep = fabs (y1 - y0) > fabs (x1 - x0);
  double a0 = steep ? y0 : x0, a1 = steep ? y1 : x1, b0 = steep ? x0 : y0, b1 = steep ? x1 : y1;
  double slope;

  if (a0 > a1)
    {
      double t = a0;

      a0 = a1, a1 = t;
      t = b0, b0 = b1, b1 = t;
    }
  slope = a1 > a0 ? (b1 - b0) / (a1 - a0) : 0;
  for (int a = (int) floor (a0 + 0.5); a <= (int) floor (a1 + 0.5); a++)
    {
      double b = b0 + slope * (a + 0.5 - a0) - 0.5;
      int lo = (int) floor (b);
      guint32 upper = (guint32) lround ((b - lo) * 255);

      if (steep)
        {
          qd_pixels_blend (p, lo, a, color, 255 - upper);
          qd_pixels_blend (p, lo + 1, a, color, upper);
        }
      else
        {
          qd_pixels_blend (p, a, lo, color, 255 - upper);
          qd_pixels_blend (p, a, lo + 1, color, upper);
        }
    }
}

/* A disc of the picture's size, as two coverages per pixel (0 … 255): its
 * inside and its outline ring, from 4 x 4 samples a pixel.  Built once per
 * frame; a region is a stamp of it in its colour. */
typedef struct {
  int size;            /* pixels a side */
  guint8 *fill, *ring;
} Sprite;

static void
sprite_init (Sprite *sp, double diameter, double ring_width)
{
  double c, r = diameter / 2;

  sp->size = MAX (1, (int) ceil (diameter + ring_width) + 1);
  c = sp->size / 2.0;
  sp->fill = g_new0 (guint8, sp->size * sp->size);
  sp->ring = g_new0 (guint8, sp->size * sp->size);
  for (int y = 0; y < sp->size; y++)
    for (int x = 0; x < sp->size; x++)
      {
        int in = 0, on = 0;

        for (int j = 0; j < 4; j++)
          for (int i = 0; i < 4; i++)
            {
              double dx = x + (i + 0.5) / 4 - c, dy = y + (j + 0.5) / 4 - c;
              double d = sqrt (dx * dx + dy * dy);

              in += d <= r;
              on += fabs (d - r) <= ring_width / 2;
            }
        sp->fill[y * sp->size + x] = (guint8) (in * 255 / 16);
        sp->ring[y * sp->size + x] = (guint8) (on * 255 / 16);
      }
}

static void
sprite_clear (Sprite *sp)
{
  g_free (sp->fill);
  g_free (sp->ring);
}

static void
stamp (QdPixels *p, const Sprite *sp, double cx, double cy, guint32 fill, guint32 ring)
{
  int x0 = (int) lround (cx - sp->size / 2.0), y0 = (int) lround (cy - sp->size / 2.0);

  for (int y = MAX (y0, 0); y < MIN (y0 + sp->size, p->height); y++)
    for (int x = MAX (x0, 0); x < MIN (x0 + sp->size, p->width); x++)
      {
        int k = (y - y0) * sp->size + (x - x0);
        guint32 *dst = &p->data[y * p->stride + x];

        if (sp->fill[k] == 255)
          *dst = fill;
        else if (sp->fill[k] != 0)
          *dst = qd_pixels_over (qd_pixels_scale (fill, sp->fill[k]), *dst);
        if (sp->ring[k] != 0)
          *dst = qd_pixels_over (qd_pixels_scale (ring, sp->ring[k]), *dst);
      }
}

/* Each region's centre in device pixels, as cairo_matrix_transform_point
 * computes it (the same arithmetic in the same order: the same pixels),
 * once a frame instead of once per edge end: a frame of a large map zoomed
 * in, where few edges show, costs a pass over the arrays. */
static double *
device_points (const QdMap *map, const cairo_matrix_t *m)
{
  double *xy = g_new (double, 2 * (gsize) map->n_regions);

  for (guint r = 0; r < map->n_regions; r++)
    {
      double x, y;

      qd_map_render_from_unit (map->x[r], map->y[r], &x, &y);
      xy[2 * r] = m->xx * x + m->xy * y + m->x0;
      xy[2 * r + 1] = m->yx * x + m->yy * y + m->y0;
    }
  return xy;
}

/* With an index of the map, the regions the loops below need to look at
 * (marks[r] set): those near the image, `margin_px` device pixels around it,
 * and with `edges` those that may start an edge across it.  NULL: every
 * region (no index, or most of the map shows: the whole loops cost less). */
static guint8 *
near_image (const QdMapRenderIndex *index, const QdMap *map, const QdPixels *p, double margin_px, gboolean edges)
{
  cairo_matrix_t inv = p->m;
  double ux1 = G_MAXDOUBLE, uy1 = G_MAXDOUBLE, ux2 = -G_MAXDOUBLE, uy2 = -G_MAXDOUBLE;
  double dx = 1, dy = 0, u0, u1, unused;
  guint8 *marks;

  if (!qd_map_render_index_fits (index, map) || cairo_matrix_invert (&inv) != CAIRO_STATUS_SUCCESS)
    return NULL;
  for (int corner = 0; corner < 4; corner++)
    {
      double x = (corner & 1) ? p->width : 0, y = (corner & 2) ? p->height : 0, ux, uy;

      cairo_matrix_transform_point (&inv, &x, &y);
      qd_map_render_to_unit (x, y, &ux, &uy);
      ux1 = MIN (ux1, ux), uy1 = MIN (uy1, uy);
      ux2 = MAX (ux2, ux), uy2 = MAX (uy2, uy);
    }
  cairo_matrix_transform_distance (&inv, &dx, &dy);
  qd_map_render_to_unit (0, 0, &u0, &unused);
  qd_map_render_to_unit (1, 0, &u1, &unused);
  marks = g_malloc0 (map->n_regions);
  if (qd_map_render_index_mark (index, ux1, uy1, ux2, uy2, margin_px * hypot (dx, dy) * fabs (u1 - u0), edges,
                                marks) > map->n_regions / 2)
    g_clear_pointer (&marks, g_free);
  return marks;
}

void
qd_map_render_dots (cairo_t *cr, const QdMap *map, const gint *colors, const QdPalette *palette, double radius,
                    const QdMapRenderIndex *index)
{
  QdPixels p;
  cairo_matrix_t m;
  double scale;
  guint32 edge, uncoloured, outline, palette_colors[16];
  double diameter;
  Sprite sprite;
  g_autofree double *xy = NULL;
  g_autofree guint8 *near = NULL;

  if (!qd_pixels_begin (&p, cr))
    return;
  m = p.m;
  scale = sqrt (fabs (m.xx * m.yy - m.xy * m.yx));
  diameter = 2 * radius * scale;
  xy = device_points (map, &m);

  edge = qd_pixels_color (&palette->foreground, 0.45);
  near = near_image (index, map, &p, 2, TRUE);
  for (guint r = 0; r < map->n_regions; r++)
    {
      const guint *nb = qd_map_neighbours (map, r);
      guint degree = qd_map_degree (map, r);
      double ax = xy[2 * r], ay = xy[2 * r + 1];

      if (near != NULL && !near[r])
        continue;
      for (guint k = 0; k < degree; k++)
        {
          double bx, by;

          if (nb[k] < r)
            continue;
          bx = xy[2 * nb[k]];
          by = xy[2 * nb[k] + 1];
          if (MAX (ax, bx) < 0 || MIN (ax, bx) >= p.width || MAX (ay, by) < 0 || MIN (ay, by) >= p.height)
            continue;
          /* Under the discs at both ends. */
          if ((bx - ax) * (bx - ax) + (by - ay) * (by - ay) <= diameter * diameter)
            continue;
          blend_line (&p, ax, ay, bx, by, edge);
        }
    }

  /* The outline is left out of discs too small to show one. */
  sprite_init (&sprite, diameter, diameter < QD_MAP_RENDER_DOT_PX ? 0 : (radius >= 6 ? 1.5 : 0.8) * scale);
  outline = qd_pixels_color (&palette->foreground, 0.7);
  uncoloured = qd_pixels_color (&palette->leaf_fill, 1);
  for (guint c = 0; c < G_N_ELEMENTS (palette_colors); c++)
    {
      QdColor color;

      qd_map_render_color (palette, c, &color);
      palette_colors[c] = qd_pixels_color (&color, 1);
    }
  g_clear_pointer (&near, g_free);
  near = near_image (index, map, &p, sprite.size + 2, FALSE);
  for (guint r = 0; r < map->n_regions; r++)
    {
      double px = xy[2 * r], py = xy[2 * r + 1];
      gint c = colors != NULL ? colors[r] : -1;
      guint32 color = uncoloured;

      if (near != NULL && !near[r])
        continue;
      if (px < -sprite.size || py < -sprite.size || px >= p.width + sprite.size || py >= p.height + sprite.size)
        continue;
      if (c >= 0 && (guint) c < G_N_ELEMENTS (palette_colors))
        color = palette_colors[c];
      else if (c >= 0)
        {
          QdColor other;

          qd_map_render_color (palette, (guint) c, &other);
          color = qd_pixels_color (&other, 1);
        }
      stamp (&p, &sprite, px, py, color, outline);
    }
  sprite_clear (&sprite);

  qd_pixels_end (&p);
}
