/* qd-picture-view.h — any drawing of src/render on a QdCanvas, given as a
 * size function and a draw function (plots, tables). */
#pragma once

#include "qd-canvas.h"

G_BEGIN_DECLS

#define QD_TYPE_PICTURE_VIEW (qd_picture_view_get_type ())
G_DECLARE_FINAL_TYPE (QdPictureView, qd_picture_view, QD, PICTURE_VIEW, QdCanvas)

typedef void (*QdPictureSizeFunc) (gpointer data, double *width, double *height);
typedef void (*QdPictureDrawFunc) (gpointer data, cairo_t *cr, const QdPalette *palette);

/* `data` is freed with `destroy` when replaced; NULL functions: nothing. */
void qd_picture_view_set_drawing (QdPictureView *self, QdPictureSizeFunc size, QdPictureDrawFunc draw,
                                  gpointer data, GDestroyNotify destroy);

G_END_DECLS
