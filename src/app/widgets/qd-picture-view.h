/* qd-picture-view.h — any drawing of src/render on a QdCanvas, given as a
 * size function and a draw function (plots, tables). */
#pragma once

#include "qd-canvas.h"
#include "render/qd-plot.h"

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

/* A plot (render/qd-plot.h): `*plot` as it is at each drawing (its owner
 * may replace it; NULL draws nothing), width × height points times the
 * text scale. */
void qd_picture_view_set_plot (QdPictureView *self, QdPlot *const *plot, double width, double height);

/* Fill: the drawing is laid out at the size of the view (plots: their text
 * at its own size, the plot area growing with the pane) rather than scaled,
 * but never below `min_scale` times the size function's size, under which
 * it is scaled down to fit. */
void qd_picture_view_set_fill (QdPictureView *self, double min_scale);

/* For a screen reader.  The describer gives the drawing in words (a plot's
 * axes and series, a table's rows): the view's accessible description, read
 * again whenever the drawing changes (qd_picture_view_set_drawing, and
 * qd_canvas_redraw); NULL: none.  `data` is not owned. */
typedef char *(*QdPictureDescribeFunc) (gpointer data);
void qd_picture_view_set_describer (QdPictureView *self, QdPictureDescribeFunc describe, gpointer data);

typedef enum {
  QD_PICTURE_CHART,
  QD_PICTURE_TABLE,
} QdPictureRole;

/* What a screen reader calls the drawing: "chart" or "table" (its
 * accessible role description; the role stays an image). */
void qd_picture_view_set_role (QdPictureView *self, QdPictureRole role);

/* The drawing's data as widgets a screen reader walks cell by cell, one key
 * away: T on the view activates `action` (a GAction of an ancestor, such as
 * "experiment.show-table"), and the description ends "Press T for the
 * table.".  NULL: none. */
void qd_picture_view_set_table_action (QdPictureView *self, const char *action);
/* The visible way to the same: a button (or, with `toggle`, a toggle
 * button for a stateful action) "Show as Table (T)" bound to the action,
 * to place over the view's corner. */
GtkWidget *qd_picture_view_new_table_button (QdPictureView *self, gboolean toggle);
/* The way back: T or Escape in `table` call `back` (may be NULL; it shows
 * the view again if the table hid it), then focus the view. */
void qd_picture_view_connect_table (QdPictureView *self, GtkWidget *table, void (*back) (gpointer data),
                                    gpointer data);

G_END_DECLS
