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

#include <math.h>

/* A largest image, in pixels a side: beyond, the clip is cut. */
#define MAX_SIDE 8192

typedef struct {
  guint32 *data;
  int stride;          /* in pixels */
  int width, height;
} Pixels;

/* Premultiplied ARGB32 of a colour at alpha a. */
static guint32
premultiply (const QdColor *c, double a)
{
  guint32 alpha = (guint32) lround (CLAMP (a, 0, 1) * 255);

  return alpha << 24 | (guint32) lround (c->r * alpha) << 16 | (guint32) lround (c->g * alpha) << 8 |
         (guint32) lround (c->b * alpha);
}

/* src over dst, premultiplied. */
static inline guint32
over (guint32 src, guint32 dst)
{
  guint32 keep = 255 - (src >> 24);
  guint32 rb = ((dst & 0x00ff00ff) * keep + 0x00800080) >> 8 & 0x00ff00ff;
  guint32 ag = ((dst >> 8 & 0x00ff00ff) * keep + 0x00800080) & 0xff00ff00;

  return src + (rb | ag);
}

/* A premultiplied colour scaled by a coverage. */
static inline guint32
scale_by (guint32 color, guint32 coverage)
{
  guint32 rb = ((color & 0x00ff00ff) * coverage + 0x00800080) >> 8 & 0x00ff00ff;
  guint32 ag = ((color >> 8 & 0x00ff00ff) * coverage + 0x00800080) & 0xff00ff00;

  return rb | ag;
}

static inline void
blend_pixel (Pixels *p, int x, int y, guint32 color, guint32 coverage)
{
  if (x >= 0 && y >= 0 && x < p->width && y < p->height && coverage != 0)
    p->data[y * p->stride + x] = over (scale_by (color, coverage), p->data[y * p->stride + x]);
}

/* A line from (x0, y0) to (x1, y1), one pixel wide and antialiased (Wu's
 * way: along the major axis, each step split between the two pixels the
 * line passes between), blended in. */
static void
blend_line (Pixels *p, double x0, double y0, double x1, double y1, guint32 color)
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
          blend_pixel (p, lo, a, color, 255 - upper);
          blend_pixel (p, lo + 1, a, color, upper);
        }
      else
        {
          blend_pixel (p, a, lo, color, 255 - upper);
          blend_pixel (p, a, lo + 1, color, upper);
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
stamp (Pixels *p, const Sprite *sp, double cx, double cy, guint32 fill, guint32 ring)
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
          *dst = over (scale_by (fill, sp->fill[k]), *dst);
        if (sp->ring[k] != 0)
          *dst = over (scale_by (ring, sp->ring[k]), *dst);
      }
}

void
qd_map_render_dots (cairo_t *cr, const QdMap *map, const gint *colors, const QdPalette *palette, double radius)
{
  cairo_matrix_t m;
  double x1, y1, x2, y2, scale;
  double corners[4][2];
  double left = INFINITY, top = INFINITY, right = -INFINITY, bottom = -INFINITY;
  cairo_surface_t *image;
  Pixels p;
  guint32 edge, uncoloured, outline, palette_colors[16];
  double diameter;
  Sprite sprite;

  cairo_get_matrix (cr, &m);
  cairo_clip_extents (cr, &x1, &y1, &x2, &y2);
  corners[0][0] = x1, corners[0][1] = y1;
  corners[1][0] = x2, corners[1][1] = y1;
  corners[2][0] = x1, corners[2][1] = y2;
  corners[3][0] = x2, corners[3][1] = y2;
  for (guint i = 0; i < 4; i++)
    {
      cairo_matrix_transform_point (&m, &corners[i][0], &corners[i][1]);
      left = MIN (left, corners[i][0]);
      right = MAX (right, corners[i][0]);
      top = MIN (top, corners[i][1]);
      bottom = MAX (bottom, corners[i][1]);
    }
  left = floor (left), top = floor (top);
  p.width = (int) MIN (ceil (right) - left, MAX_SIDE);
  p.height = (int) MIN (ceil (bottom) - top, MAX_SIDE);
  if (p.width <= 0 || p.height <= 0)
    return;
  image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, p.width, p.height);
  if (cairo_surface_status (image) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (image);
      return;
    }
  cairo_surface_flush (image);
  p.data = (guint32 *) cairo_image_surface_get_data (image);
  p.stride = cairo_image_surface_get_stride (image) / 4;
  /* Image coordinates of picture point (x, y): m applied, less the corner. */
  m.x0 -= left;
  m.y0 -= top;
  scale = sqrt (fabs (m.xx * m.yy - m.xy * m.yx));
  diameter = 2 * radius * scale;

  edge = premultiply (&palette->foreground, 0.45);
  for (guint r = 0; r < map->n_regions; r++)
    {
      const guint *nb = qd_map_neighbours (map, r);
      double ax, ay;

      qd_map_render_from_unit (map->x[r], map->y[r], &ax, &ay);
      cairo_matrix_transform_point (&m, &ax, &ay);
      for (guint k = 0; k < qd_map_degree (map, r); k++)
        {
          double bx, by;

          if (nb[k] < r)
            continue;
          qd_map_render_from_unit (map->x[nb[k]], map->y[nb[k]], &bx, &by);
          cairo_matrix_transform_point (&m, &bx, &by);
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
  outline = premultiply (&palette->foreground, 0.7);
  uncoloured = premultiply (&palette->leaf_fill, 1);
  for (guint c = 0; c < G_N_ELEMENTS (palette_colors); c++)
    {
      QdColor color;

      qd_map_render_color (palette, c, &color);
      palette_colors[c] = premultiply (&color, 1);
    }
  for (guint r = 0; r < map->n_regions; r++)
    {
      double px, py;
      gint c = colors != NULL ? colors[r] : -1;
      guint32 color = uncoloured;

      qd_map_render_from_unit (map->x[r], map->y[r], &px, &py);
      cairo_matrix_transform_point (&m, &px, &py);
      if (px < -sprite.size || py < -sprite.size || px >= p.width + sprite.size || py >= p.height + sprite.size)
        continue;
      if (c >= 0 && (guint) c < G_N_ELEMENTS (palette_colors))
        color = palette_colors[c];
      else if (c >= 0)
        {
          QdColor other;

          qd_map_render_color (palette, (guint) c, &other);
          color = premultiply (&other, 1);
        }
      stamp (&p, &sprite, px, py, color, outline);
    }
  sprite_clear (&sprite);

  cairo_surface_mark_dirty (image);
  cairo_save (cr);
  cairo_identity_matrix (cr);
  cairo_set_source_surface (cr, image, left, top);
  cairo_paint (cr);
  cairo_restore (cr);
  cairo_surface_destroy (image);
}
