/* qd-canvas-preview.c — a costly drawing while its zoom moves
 * (qd_canvas_set_zoom_preview).
 *
 * Such a canvas draws into an image of its own size and shows the image.
 * While the zoom changes (qd_canvas_set_zoom, frame after frame: a pinch, a
 * zoom animation), a frame shows that image scaled to the new zoom instead
 * of drawing afresh; once the zoom has not changed for PREVIEW_SETTLE_MS,
 * the drawing is made again at full quality.  A redraw asked meanwhile (the
 * drawing changed) draws afresh at once.  A settled frame drawn through the
 * image has the pixels of one drawn straight (tests). */
#include "config.h"
#include "qd-canvas-private.h"

#define PREVIEW_SETTLE_MS 150

static gboolean
settled (gpointer data)
{
  QdCanvas *self = data;
  QdCanvasPrivate *priv = qd_canvas_private (self);

  priv->preview_settle = 0;
  priv->previewing = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

void
qd_canvas_preview_zoomed (QdCanvas *self)
{
  QdCanvasPrivate *priv = qd_canvas_private (self);

  if (!priv->preview)
    return;
  priv->previewing = TRUE;
  g_clear_handle_id (&priv->preview_settle, g_source_remove);
  priv->preview_settle = g_timeout_add (PREVIEW_SETTLE_MS, settled, self);
}

void
qd_canvas_preview_invalidate (QdCanvas *self)
{
  QdCanvasPrivate *priv = qd_canvas_private (self);

  priv->preview_valid = FALSE;
}

void
qd_canvas_preview_clear (QdCanvas *self)
{
  QdCanvasPrivate *priv = qd_canvas_private (self);

  g_clear_handle_id (&priv->preview_settle, g_source_remove);
  g_clear_pointer (&priv->preview_image, cairo_surface_destroy);
  priv->previewing = priv->preview_valid = FALSE;
}

void
qd_canvas_set_zoom_preview (QdCanvas *self, gboolean preview)
{
  QdCanvasPrivate *priv = qd_canvas_private (self);

  g_return_if_fail (QD_IS_CANVAS (self));
  if (priv->preview == !!preview)
    return;
  priv->preview = !!preview;
  qd_canvas_preview_clear (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
qd_canvas_get_previewing (QdCanvas *self)
{
  g_return_val_if_fail (QD_IS_CANVAS (self), FALSE);
  return qd_canvas_private (self)->previewing;
}

/* The drawing at full quality into a new image (the one shown keeps its own). */
static void
draw_image (QdCanvas *self, int width, int height, int scale, double ox, double oy)
{
  QdCanvasPrivate *priv = qd_canvas_private (self);
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cairo_t *cr;

  cairo_surface_set_device_scale (image, scale, scale);
  cr = cairo_create (image);
  cairo_translate (cr, ox, oy);
  cairo_scale (cr, priv->zoom, priv->zoom);
  qd_canvas_draw_picture (self, cr, qd_canvas_get_palette (self));
  cairo_destroy (cr);
  g_clear_pointer (&priv->preview_image, cairo_surface_destroy);
  priv->preview_image = image;
  priv->preview_zoom = priv->zoom;
  priv->preview_x = ox;
  priv->preview_y = oy;
  priv->preview_width = width;
  priv->preview_height = height;
  priv->preview_scale = scale;
  priv->preview_valid = TRUE;
}

gboolean
qd_canvas_preview_snapshot (QdCanvas *self, cairo_t *cr, int width, int height, double ox, double oy)
{
  QdCanvasPrivate *priv = qd_canvas_private (self);
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  if (!priv->preview)
    return FALSE;
  if (!priv->previewing || !priv->preview_valid || priv->preview_image == NULL || priv->preview_width != width ||
      priv->preview_height != height || priv->preview_scale != scale)
    {
      draw_image (self, width, height, scale, ox, oy);
      /* A redraw asked while the zoom moves: the preview starts again
       * from this drawing. */
      cairo_set_source_surface (cr, priv->preview_image, 0, 0);
      cairo_paint (cr);
      return TRUE;
    }
  /* The image's picture point p lay at preview_x + preview_zoom p; now at
   * ox + zoom p. */
  cairo_save (cr);
  cairo_translate (cr, ox, oy);
  cairo_scale (cr, priv->zoom / priv->preview_zoom, priv->zoom / priv->preview_zoom);
  cairo_translate (cr, -priv->preview_x, -priv->preview_y);
  cairo_set_source_surface (cr, priv->preview_image, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_FAST);
  cairo_paint (cr);
  cairo_restore (cr);
  return TRUE;
}
