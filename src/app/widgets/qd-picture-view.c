/* qd-picture-view.c — any drawing of src/render on a QdCanvas. */
#include "config.h"
#include "qd-picture-view.h"

struct _QdPictureView
{
  QdCanvas parent_instance;

  QdPictureSizeFunc size;
  QdPictureDrawFunc draw;
  gpointer data;
  GDestroyNotify destroy;
  double fill_min_scale;        /* 0: the size function's size */
  int alloc_width, alloc_height;
};

G_DEFINE_FINAL_TYPE (QdPictureView, qd_picture_view, QD_TYPE_CANVAS)

static void
qd_picture_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdPictureView *self = QD_PICTURE_VIEW (canvas);

  if (self->size == NULL)
    return;
  self->size (self->data, width, height);
  /* Fitted at zoom 1 into the view (the canvas keeps 4 px each side). */
  if (self->fill_min_scale > 0 && self->alloc_width > 8 && self->alloc_height > 8 && *width > 0 && *height > 0)
    {
      *width = MAX (self->alloc_width - 8, *width * self->fill_min_scale);
      *height = MAX (self->alloc_height - 8, *height * self->fill_min_scale);
    }
}

static void
qd_picture_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  QdPictureView *self = QD_PICTURE_VIEW (widget);

  self->alloc_width = width;
  self->alloc_height = height;
  GTK_WIDGET_CLASS (qd_picture_view_parent_class)->size_allocate (widget, width, height, baseline);
}

static void
qd_picture_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdPictureView *self = QD_PICTURE_VIEW (canvas);

  double width = 0, height = 0;

  if (self->draw == NULL)
    return;
  qd_picture_view_get_picture_size (canvas, &width, &height);
  self->draw (self->data, cr, palette, width, height);
}

static void
clear_drawing (QdPictureView *self)
{
  if (self->destroy != NULL && self->data != NULL)
    self->destroy (self->data);
  self->data = NULL;
  self->destroy = NULL;
  self->size = NULL;
  self->draw = NULL;
}

static void
qd_picture_view_dispose (GObject *object)
{
  clear_drawing (QD_PICTURE_VIEW (object));
  G_OBJECT_CLASS (qd_picture_view_parent_class)->dispose (object);
}

static void
qd_picture_view_class_init (QdPictureViewClass *klass)
{
  QdCanvasClass *canvas_class = QD_CANVAS_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = qd_picture_view_dispose;
  canvas_class->get_picture_size = qd_picture_view_get_picture_size;
  canvas_class->draw_picture = qd_picture_view_draw_picture;
  GTK_WIDGET_CLASS (klass)->size_allocate = qd_picture_view_size_allocate;
}

static void
qd_picture_view_init (QdPictureView *self)
{
}

void
qd_picture_view_set_drawing (QdPictureView *self, QdPictureSizeFunc size, QdPictureDrawFunc draw,
                             gpointer data, GDestroyNotify destroy)
{
  clear_drawing (self);
  self->size = size;
  self->draw = draw;
  self->data = data;
  self->destroy = destroy;
  qd_canvas_contents_changed (QD_CANVAS (self));
}

void
qd_picture_view_set_fill (QdPictureView *self, double min_scale)
{
  g_return_if_fail (QD_IS_PICTURE_VIEW (self) && min_scale >= 0);
  self->fill_min_scale = min_scale;
  if (min_scale > 0)
    qd_canvas_set_fit (QD_CANVAS (self), TRUE);
  qd_canvas_contents_changed (QD_CANVAS (self));
}
