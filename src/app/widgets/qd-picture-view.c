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
};

G_DEFINE_FINAL_TYPE (QdPictureView, qd_picture_view, QD_TYPE_CANVAS)

static void
qd_picture_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdPictureView *self = QD_PICTURE_VIEW (canvas);

  if (self->size != NULL)
    self->size (self->data, width, height);
}

static void
qd_picture_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdPictureView *self = QD_PICTURE_VIEW (canvas);

  if (self->draw != NULL)
    self->draw (self->data, cr, palette);
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
