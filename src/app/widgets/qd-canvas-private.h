/* qd-canvas-private.h — QdCanvas's state, shared by its files: the view
 * (qd-canvas.c) and the keyboard cursor (qd-canvas-cursor.c). */
#pragma once

#include "qd-canvas.h"

G_BEGIN_DECLS

typedef struct
{
  double zoom;
  GtkAdjustment *hadjustment;
  GtkAdjustment *vadjustment;
  GtkScrollablePolicy hscroll_policy;
  GtkScrollablePolicy vscroll_policy;
  gboolean pending_scroll;
  double scroll_x;
  /* A zoom by hand keeps the point of the drawing at the middle of the
   * view where it was (drawing units), until the next allocation. */
  gboolean pending_center;
  double center_x, center_y;
  gboolean fit;
  double fit_min, fit_max;      /* the zooms fitting stays between */
  gboolean fit_text;            /* qd_canvas_set_text_fit_limits: × the text scale */
  int corner_w, corner_h;       /* a control over the top right corner */
  gboolean corner_clear;        /* qd_canvas_set_corner_clear: not fitted, kept clear of it too */
  int area_w, area_h;           /* the part of the widget the drawing is centred in, */
  int area_y;                   /* from this far down (below the corner's control) */
  gint cursor;                  /* the keyboard cursor's cell, or -1 */
  char *a11y_label;             /* what the accessible label and description were set to */
  char *a11y_description;
  char *status;                 /* qd_canvas_set_status's, said after the position */
  guint a11y_idle;              /* the accessible texts are brought up to date from an idle */
  GtkWidget *menu;              /* the context menu (a GtkPopoverMenu child), or NULL */
  QdPalette look;               /* the palette drawn with (qd-look.h) */
  gboolean presenting;          /* drawn for a projector */
  /* qd_canvas_set_zoom_preview (qd-canvas-preview.c) */
  gboolean preview;
  gboolean previewing;          /* the zoom moves: frames scale preview_image */
  guint preview_settle;         /* the zoom is taken as settled when this fires */
  cairo_surface_t *preview_image; /* the last drawing, the widget's size */
  double preview_zoom, preview_x, preview_y; /* its zoom and origin */
  int preview_width, preview_height, preview_scale;
  guint preview_serial;         /* of the drawing's contents: +1 a redraw */
  guint preview_image_serial;   /* the contents preview_image shows */
  GCancellable *preview_job;    /* a drawing being made on a worker (take_drawing), or NULL */
  gboolean preview_exact;       /* the last frame showed the drawing as it is */
} QdCanvasPrivate;

G_GNUC_INTERNAL QdCanvasPrivate *qd_canvas_private (QdCanvas *self);

/* The keyboard cursor (qd-canvas-cursor.c). */
G_GNUC_INTERNAL void qd_canvas_cursor_class_init (QdCanvasClass *klass);
G_GNUC_INTERNAL void qd_canvas_cursor_init       (QdCanvas *self);
/* Outlines the cursor's cell while the board has focus; cr in picture units. */
G_GNUC_INTERNAL void qd_canvas_cursor_draw       (QdCanvas *self, cairo_t *cr, double zoom);
/* A click at (x, y) in picture units puts the cursor on the cell there. */
G_GNUC_INTERNAL void qd_canvas_cursor_press      (QdCanvas *self, double x, double y);
/* The accessible texts brought up to date now if an update is pending
 * (when the board is drawn: an idle can wait behind a flood of events, the
 * texts must not lag behind what is shown). */
G_GNUC_INTERNAL void qd_canvas_cursor_flush      (QdCanvas *self);
/* The drawing changed: the accessible texts follow. */
G_GNUC_INTERNAL void qd_canvas_cursor_changed    (QdCanvas *self);

/* A costly drawing zoomed (qd-canvas-preview.c). */
/* Draws the frame into cr (widget coordinates) when the preview is on:
 * the last drawing scaled while the zoom moves, else the drawing made
 * afresh into an image.  FALSE when off. */
G_GNUC_INTERNAL gboolean qd_canvas_preview_snapshot (QdCanvas *self, cairo_t *cr, int width, int height,
                                                     double ox, double oy);
G_GNUC_INTERNAL void qd_canvas_preview_zoomed    (QdCanvas *self);
G_GNUC_INTERNAL void qd_canvas_preview_invalidate (QdCanvas *self);
G_GNUC_INTERNAL void qd_canvas_preview_clear     (QdCanvas *self);

/* The context menu (qd-canvas-menu.c). */
G_GNUC_INTERNAL void qd_canvas_menu_class_init   (QdCanvasClass *klass);
G_GNUC_INTERNAL void qd_canvas_menu_init         (QdCanvas *self);
/* In size_allocate: the open menu follows the board. */
G_GNUC_INTERNAL void qd_canvas_menu_allocate     (QdCanvas *self);
/* Drawing units to widget coordinates (qd_canvas_to_picture's inverse). */
G_GNUC_INTERNAL void qd_canvas_picture_to_widget (QdCanvas *self, double x, double y, double *wx, double *wy);

G_END_DECLS
