/* qd-pixels.c — drawing pixel by pixel into an image over the clip. */
#include "qd-pixels.h"

#include <math.h>

/* A largest image, in pixels a side: beyond, the clip is cut. */
#define MAX_SIDE 8192

gboolean
qd_pixels_target_is_raster (cairo_t *cr)
{
  cairo_surface_type_t type = cairo_surface_get_type (cairo_get_target (cr));

  return type != CAIRO_SURFACE_TYPE_PDF && type != CAIRO_SURFACE_TYPE_SVG && type != CAIRO_SURFACE_TYPE_PS &&
         type != CAIRO_SURFACE_TYPE_SCRIPT;
}

gboolean
qd_pixels_begin (QdPixels *p, cairo_t *cr)
{
  return qd_pixels_begin_within (p, cr, -INFINITY, -INFINITY, INFINITY, INFINITY);
}

gboolean
qd_pixels_begin_within (QdPixels *p, cairo_t *cr, double x1, double y1, double x2, double y2)
{
  double cx1, cy1, cx2, cy2;
  double corners[4][2];
  double left = INFINITY, top = INFINITY, right = -INFINITY, bottom = -INFINITY;

  /* Device pixels, not the user space's units: on a scaled (HiDPI) target
   * the image has the target's resolution. */
  cairo_get_matrix (cr, &p->m);
  cairo_surface_get_device_scale (cairo_get_target (cr), &p->scale_x, &p->scale_y);
  p->m.xx *= p->scale_x, p->m.xy *= p->scale_x, p->m.x0 *= p->scale_x;
  p->m.yx *= p->scale_y, p->m.yy *= p->scale_y, p->m.y0 *= p->scale_y;
  cairo_clip_extents (cr, &cx1, &cy1, &cx2, &cy2);
  x1 = MAX (x1, cx1), y1 = MAX (y1, cy1);
  x2 = MIN (x2, cx2), y2 = MIN (y2, cy2);
  if (!(x2 > x1 && y2 > y1))
    return FALSE;
  corners[0][0] = x1, corners[0][1] = y1;
  corners[1][0] = x2, corners[1][1] = y1;
  corners[2][0] = x1, corners[2][1] = y2;
  corners[3][0] = x2, corners[3][1] = y2;
  for (guint i = 0; i < 4; i++)
    {
      cairo_matrix_transform_point (&p->m, &corners[i][0], &corners[i][1]);
      left = MIN (left, corners[i][0]);
      right = MAX (right, corners[i][0]);
      top = MIN (top, corners[i][1]);
      bottom = MAX (bottom, corners[i][1]);
    }
  left = floor (left), top = floor (top);
  p->width = (int) MIN (ceil (right) - left, MAX_SIDE);
  p->height = (int) MIN (ceil (bottom) - top, MAX_SIDE);
  if (p->width <= 0 || p->height <= 0)
    return FALSE;
  p->image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, p->width, p->height);
  if (cairo_surface_status (p->image) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (p->image);
      return FALSE;
    }
  cairo_surface_flush (p->image);
  p->cr = cr;
  p->data = (guint32 *) cairo_image_surface_get_data (p->image);
  p->stride = cairo_image_surface_get_stride (p->image) / 4;
  p->left = left;
  p->top = top;
  /* Image coordinates of a user point: the matrix, less the corner. */
  p->m.x0 -= left;
  p->m.y0 -= top;
  return TRUE;
}

void
qd_pixels_end (QdPixels *p)
{
  cairo_surface_mark_dirty (p->image);
  cairo_save (p->cr);
  cairo_identity_matrix (p->cr);
  cairo_surface_set_device_scale (p->image, p->scale_x, p->scale_y);
  cairo_set_source_surface (p->cr, p->image, p->left / p->scale_x, p->top / p->scale_y);
  cairo_paint (p->cr);
  cairo_restore (p->cr);
  cairo_surface_destroy (p->image);
  p->image = NULL;
  p->data = NULL;
}

guint32
qd_pixels_color (const QdColor *c, double a)
{
  guint32 alpha = (guint32) lround (CLAMP (a, 0, 1) * 255);

  return alpha << 24 | (guint32) lround (c->r * alpha) << 16 | (guint32) lround (c->g * alpha) << 8 |
         (guint32) lround (c->b * alpha);
}

void
qd_pixels_fill_rect (QdPixels *p, double x, double y, double w, double h, guint32 color)
{
  double x0 = x, y0 = y, x1 = x + w, y1 = y + h;
  int left, top, right, bottom;

  cairo_matrix_transform_point (&p->m, &x0, &y0);
  cairo_matrix_transform_point (&p->m, &x1, &y1);
  left = (int) MAX (floor (MIN (x0, x1) + 0.5), 0);
  right = (int) MIN (floor (MAX (x0, x1) + 0.5), p->width);
  top = (int) MAX (floor (MIN (y0, y1) + 0.5), 0);
  bottom = (int) MIN (floor (MAX (y0, y1) + 0.5), p->height);
  /* A rectangle thinner than a pixel still covers one. */
  if (right == left && left < p->width && MAX (x0, x1) > 0)
    right = left + 1;
  if (bottom == top && top < p->height && MAX (y0, y1) > 0)
    bottom = top + 1;
  for (int j = top; j < bottom; j++)
    {
      guint32 *row = p->data + (gsize) j * p->stride;

      if ((color >> 24) == 255)
        for (int i = left; i < right; i++)
          row[i] = color;
      else
        for (int i = left; i < right; i++)
          row[i] = qd_pixels_over (color, row[i]);
    }
}
