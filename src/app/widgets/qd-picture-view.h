/* qd-picture-view.h — any drawing of src/render on a QdCanvas, given as a
 * size function and a draw function (plots, tables). */
#pragma once

#include "qd-canvas.h"

G_BEGIN_DECLS

#define QD_TYPE_PICTURE_VIEW (qd_picture_view_get_type ())
G_DECLARE_FINAL_TYPE (QdPictureView, qd_picture_view, QD, PICTURE_VIEW, QdCanvas)

typedef void (*QdPictureSizeFunc) (gpointer data, double *width, double *height);
/* Draws into (0, 0, width, height): the size the size function gave, or
 * the one chosen by qd_picture_view_set_fill. */
typedef void (*QdPictureDrawFunc) (gpointer data, cairo_t *cr, const QdPalette *palette,
                                   double width, double height);

/* `data` is freed with `destroy` when replaced; NULL functions: nothing. */
void qd_picture_view_set_drawing (QdPictureView *self, QdPictureSizeFunc size, QdPictureDrawFunc draw,
                                  gpointer data, GDestroyNotify destroy);

/* Fill: the drawing is laid out at the size of the view (plots: their text
 * at its own size, the plot area growing with the pane) rather than scaled,
 * but never below `min_scale` times the size function's size, under which
 * it is scaled down to fit. */
void qd_picture_view_set_fill (QdPictureView *self, double min_scale);

G_END_DECLS
