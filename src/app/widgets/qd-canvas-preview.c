/* qd-canvas-preview.c — a costly drawing, kept as an image
 * (qd_canvas_set_zoom_preview).
 *
 * Such a canvas draws into an image of its own size and shows the image.
 * While the zoom changes (qd_canvas_set_zoom, frame after frame: a pinch, a
 * zoom animation), a frame shows that image scaled to the new zoom instead
 * of drawing afresh; once the zoom has not changed for PREVIEW_SETTLE_MS,
 * the drawing is made again at full quality.  A redraw asked (the drawing
 * changed) makes it again at once.
 *
 * A class with take_drawing has its drawings made on a worker thread, one
 * at a time: until one is made, the frames show the last (moved and scaled
 * as the view moved since, nothing before the first), and when it comes a
 * frame shows it; if the drawing changed meanwhile, the next one is started
 * then.  No frame waits for a drawing.
 *
 * A frame that shows the drawing as it is (not previewing) has the pixels
 * of one drawn straight (tests). */
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

  priv->preview_serial++;
}

void
qd_canvas_preview_clear (QdCanvas *self)
{
  QdCanvasPrivate *priv = qd_canvas_private (self);

  g_clear_handle_id (&priv->preview_settle, g_source_remove);
  g_clear_pointer (&priv->preview_image, cairo_surface_destroy);
  if (priv->preview_job != NULL)
    g_cancellable_cancel (priv->preview_job);
  g_clear_object (&priv->preview_job);
  priv->previewing = priv->preview_exact = FALSE;
  priv->preview_serial++;
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
  QdCanvasPrivate *priv;

  g_return_val_if_fail (QD_IS_CANVAS (self), FALSE);
  priv = qd_canvas_private (self);
  return priv->preview && (priv->previewing || priv->preview_job != NULL || !priv->preview_exact);
}

/* ------------------------------------------------------------ the images */

/* Where and how an image is drawn: the widget's size, the origin and zoom. */
typedef struct {
  int width, height, scale;
  double x, y, zoom;
  guint serial;
  QdCanvasDrawing drawing;   /* a worker's */
} Frame;

static cairo_surface_t *
draw_frame (const Frame *frame, QdCanvas *canvas)
{
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, frame->width * frame->scale,
                                                       frame->height * frame->scale);
  cairo_t *cr;

  cairo_surface_set_device_scale (image, frame->scale, frame->scale);
  cr = cairo_create (image);
  cairo_translate (cr, frame->x, frame->y);
  cairo_scale (cr, frame->zoom, frame->zoom);
  if (canvas != NULL)
    qd_canvas_draw_picture (canvas, cr, qd_canvas_get_palette (canvas));
  else
    frame->drawing.draw (cr, frame->drawing.data);
  cairo_destroy (cr);
  return image;
}

static void
keep (QdCanvas *self, cairo_surface_t *image, const Frame *frame)
{
  QdCanvasPrivate *priv = qd_canvas_private (self);

  g_clear_pointer (&priv->preview_image, cairo_surface_destroy);
  priv->preview_image = image;
  priv->preview_zoom = frame->zoom;
  priv->preview_x = frame->x;
  priv->preview_y = frame->y;
  priv->preview_width = frame->width;
  priv->preview_height = frame->height;
  priv->preview_scale = frame->scale;
  priv->preview_image_serial = frame->serial;
}

static void
frame_free (gpointer data)
{
  Frame *frame = data;

  if (frame->drawing.free != NULL)
    frame->drawing.free (frame->drawing.data);
  g_free (frame);
}

static void
draw_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  g_task_return_pointer (task, draw_frame (data, NULL), (GDestroyNotify) cairo_surface_destroy);
}

static void
on_drawn (GObject *source, GAsyncResult *result, gpointer data)
{
  QdCanvas *self = QD_CANVAS (source);
  QdCanvasPrivate *priv = qd_canvas_private (self);
  GCancellable *job = g_task_get_cancellable (G_TASK (result));
  cairo_surface_t *image = g_task_propagate_pointer (G_TASK (result), NULL);

  if (job != priv->preview_job || g_cancellable_is_cancelled (job))
    {
      g_clear_pointer (&image, cairo_surface_destroy);
      return;
    }
  g_clear_object (&priv->preview_job);
  keep (self, image, g_task_get_task_data (G_TASK (result)));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
start_job (QdCanvas *self, const Frame *now)
{
  QdCanvasPrivate *priv = qd_canvas_private (self);
  Frame *frame = g_memdup2 (now, sizeof *now);
  GTask *task;

  QD_CANVAS_GET_CLASS (self)->take_drawing (self, qd_canvas_get_palette (self), &frame->drawing);
  priv->preview_job = g_cancellable_new ();
  task = g_task_new (self, priv->preview_job, on_drawn, NULL);
  g_task_set_task_data (task, frame, frame_free);
  g_task_set_check_cancellable (task, FALSE);
  g_task_run_in_thread (task, draw_in_thread);
  g_object_unref (task);
}

/* The kept image where the view is now: the picture point p lay at
 * preview_x + preview_zoom p, it lies at ox + zoom p. */
static void
paint_moved (QdCanvas *self, cairo_t *cr, double ox, double oy)
{
  QdCanvasPrivate *priv = qd_canvas_private (self);
  double k = priv->zoom / priv->preview_zoom;

  cairo_save (cr);
  cairo_translate (cr, ox, oy);
  cairo_scale (cr, k, k);
  cairo_translate (cr, -priv->preview_x, -priv->preview_y);
  cairo_set_source_surface (cr, priv->preview_image, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_FAST);
  cairo_paint (cr);
  cairo_restore (cr);
}

gboolean
qd_canvas_preview_snapshot (QdCanvas *self, cairo_t *cr, int width, int height, double ox, double oy)
{
  QdCanvasPrivate *priv = qd_canvas_private (self);
  Frame now = { width, height, gtk_widget_get_scale_factor (GTK_WIDGET (self)), ox, oy, priv->zoom,
                priv->preview_serial, { NULL } };
  gboolean kept = priv->preview_image != NULL && priv->preview_image_serial == now.serial &&
                  priv->preview_width == width && priv->preview_height == height &&
                  priv->preview_scale == now.scale;

  if (!priv->preview)
    return FALSE;
  if (kept && priv->preview_zoom == now.zoom && priv->preview_x == ox && priv->preview_y == oy)
    {
      cairo_set_source_surface (cr, priv->preview_image, 0, 0);
      cairo_paint (cr);
      priv->preview_exact = TRUE;
      return TRUE;
    }
  priv->preview_exact = FALSE;
  /* While the zoom moves, the image of the drawing as it is serves. */
  if (priv->previewing && kept)
    {
      paint_moved (self, cr, ox, oy);
      return TRUE;
    }
  if (QD_CANVAS_GET_CLASS (self)->take_drawing == NULL)
    {
      keep (self, draw_frame (&now, self), &now);
      cairo_set_source_surface (cr, priv->preview_image, 0, 0);
      cairo_paint (cr);
      priv->preview_exact = TRUE;
      return TRUE;
    }
  if (priv->preview_job == NULL)
    start_job (self, &now);
  if (priv->preview_image != NULL)
    paint_moved (self, cr, ox, oy);
  return TRUE;
}
