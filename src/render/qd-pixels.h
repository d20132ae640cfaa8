/* qd-pixels.h — drawing pixel by pixel where cairo's paths cost too much a
 * frame (a 100,000-region map, a million-node tree fitted to a window): an
 * image the size of the clip in device pixels, drawn into straight, then
 * painted in one go.  For raster targets only; vector ones (PDF, SVG,
 * PostScript) keep their paths (qd_pixels_target_is_raster). */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "qd-palette.h"

G_BEGIN_DECLS

typedef struct {
  cairo_t *cr;
  cairo_surface_t *image;
  guint32 *data;           /* premultiplied ARGB32 */
  int stride;              /* in pixels */
  int width, height;
  double left, top;        /* the image's corner in device pixels */
  double scale_x, scale_y; /* the target's device scale (2 on a HiDPI screen) */
  cairo_matrix_t m;        /* user space to image pixels */
} QdPixels;

/* TRUE when `cr` draws into pixels (an image, a window), not a vector file
 * (PDF, SVG, PostScript, a cairo script). */
gboolean qd_pixels_target_is_raster (cairo_t *cr);
/* An image over the clip (at most 8192 pixels a side); FALSE when the clip
 * is empty or the image cannot be made (nothing to end then). */
gboolean qd_pixels_begin (QdPixels *p, cairo_t *cr);
/* The same, the image only over the part of the clip inside the user-space
 * rectangle (x1, y1) - (x2, y2): a band of the drawing. */
gboolean qd_pixels_begin_within (QdPixels *p, cairo_t *cr, double x1, double y1, double x2, double y2);
/* Paints the image where it belongs and frees it. */
void     qd_pixels_end   (QdPixels *p);

/* Premultiplied ARGB32 of a colour at alpha a. */
guint32  qd_pixels_color (const QdColor *c, double a);
/* The user-space rectangle (x, y, w, h) filled, src over, its edges on
 * whole pixels (the transform's rotation is ignored: the drawings here are
 * upright). */
void     qd_pixels_fill_rect (QdPixels *p, double x, double y, double w, double h, guint32 color);

/* src over dst, premultiplied. */
static inline guint32
qd_pixels_over (guint32 src, guint32 dst)
{
  guint32 keep = 255 - (src >> 24);
  guint32 rb = ((dst & 0x00ff00ff) * keep + 0x00800080) >> 8 & 0x00ff00ff;
  guint32 ag = ((dst >> 8 & 0x00ff00ff) * keep + 0x00800080) & 0xff00ff00;

  return src + (rb | ag);
}

/* A premultiplied colour scaled by a coverage (0 … 255). */
static inline guint32
qd_pixels_scale (guint32 color, guint32 coverage)
{
  guint32 rb = ((color & 0x00ff00ff) * coverage + 0x00800080) >> 8 & 0x00ff00ff;
  guint32 ag = ((color >> 8 & 0x00ff00ff) * coverage + 0x00800080) & 0xff00ff00;

  return rb | ag;
}

static inline void
qd_pixels_blend (QdPixels *p, int x, int y, guint32 color, guint32 coverage)
{
  if (x >= 0 && y >= 0 && x < p->width && y < p->height && coverage != 0)
    p->data[y * p->stride + x] = qd_pixels_over (qd_pixels_scale (color, coverage), p->data[y * p->stride + x]);
}

G_END_DECLS
