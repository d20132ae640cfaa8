/* qd-canvas.h — the base of every board view: a widget that shows a drawing
 * of src/render/ at a zoom, scrolls itself (GtkScrollable: a drawing larger
 * than any surface is painted one screenful at a time), centres a drawing
 * smaller than itself, follows the dark style, and reports clicks in the
 * drawing's own coordinates. */
#pragma once

#include <gtk/gtk.h>

#include "render/qd-palette.h"

G_BEGIN_DECLS

/* Names beside points (map regions, cities) stay at least this many pixels
 * (× the palette's text_scale) high on screen when a drawing is zoomed out
 * to fit (the renderers' min_name_px). */
#define QD_CANVAS_MIN_NAME_PX 11.0

#define QD_TYPE_CANVAS (qd_canvas_get_type ())
G_DECLARE_DERIVABLE_TYPE (QdCanvas, qd_canvas, QD, CANVAS, GtkWidget)

/* A drawing to make on a worker thread (take_drawing): `draw` paints with
 * `data` (its own), freed with `free`. */
typedef struct {
  void (*draw) (cairo_t *cr, gpointer data);
  gpointer data;
  GDestroyNotify free;
} QdCanvasDrawing;

struct _QdCanvasClass
{
  GtkWidgetClass parent_class;

  /* The drawing's natural size in its own units; 0 x 0 when there is none. */
  void (*get_picture_size) (QdCanvas *self, double *width, double *height);
  /* Paints the drawing at its natural size (the canvas scales and clips). */
  void (*draw_picture)     (QdCanvas *self, cairo_t *cr, const QdPalette *palette);

  /* Optional, for the keyboard and screen readers: the board's cells (its
   * squares, stones, regions, nodes), each a rectangle of the drawing.
   * With them the canvas keeps a cursor: the arrows move it to the nearest
   * cell that way, Home and End to the first and last, Return and space
   * emit "cell-activated"; it is outlined while the board has focus, and the
   * cell's description is the board's accessible label. */
  guint (*n_cells)         (QdCanvas *self);
  void  (*get_cell)        (QdCanvas *self, guint cell, graphene_rect_t *rect);
  char *(*describe_cell)   (QdCanvas *self, guint cell);
  /* Optional: the position in words (whose turn, the score, solved or not),
   * the board's accessible description, kept up to date on every change. */
  char *(*describe)        (QdCanvas *self);
  /* Optional, with qd_canvas_set_zoom_preview: the drawing as it is now, to
   * be made on a worker thread (qd_canvas_set_zoom_preview says how it
   * shows).  Fill `drawing` with a function that paints what draw_picture
   * would and data it owns (copies: the worker must read nothing the page
   * may change or free), freed with `free` on this thread. */
  void  (*take_drawing)    (QdCanvas *self, const QdPalette *palette, QdCanvasDrawing *drawing);
};

/* In the class_init of a board with cells: the canvas's six board functions
 * are the ones its file defines under `prefix`, as every board names them:
 * prefix_get_picture_size, _draw_picture, _n_cells, _get_cell,
 * _describe_cell and _describe.  A board that has more (take_drawing) sets
 * them after. */
#define QD_CANVAS_CLASS_SET_BOARD(klass, prefix)                       \
  G_STMT_START {                                                       \
    QdCanvasClass *qd_board_class_ = QD_CANVAS_CLASS (klass);          \
    qd_board_class_->get_picture_size = prefix##_get_picture_size;     \
    qd_board_class_->draw_picture = prefix##_draw_picture;             \
    qd_board_class_->n_cells = prefix##_n_cells;                       \
    qd_board_class_->get_cell = prefix##_get_cell;                     \
    qd_board_class_->describe_cell = prefix##_describe_cell;           \
    qd_board_class_->describe = prefix##_describe;                     \
  } G_STMT_END

/* The palette of the window's current style. */
/* The palette the canvas draws with: the session's look (qd-look.h: dark,
 * high contrast, text scaling, colour letters) and the presentation's; the
 * "look-changed" signal follows it. */
const QdPalette *qd_canvas_get_palette      (QdCanvas *self);
/* For a projector: thicker lines, larger text, fitting up to 4×. */
void             qd_canvas_set_presenting   (QdCanvas *self, gboolean presenting);
gboolean         qd_canvas_get_presenting   (QdCanvas *self);
void             qd_canvas_get_picture_size (QdCanvas *self, double *width, double *height);
void             qd_canvas_draw_picture     (QdCanvas *self, cairo_t *cr, const QdPalette *palette);
/* The drawing changed size (relayout) or only its look (redraw). */
void             qd_canvas_contents_changed (QdCanvas *self);
void             qd_canvas_redraw           (QdCanvas *self);
void             qd_canvas_set_zoom         (QdCanvas *self, double zoom);
/* Fit: the zoom follows the widget's size so the whole drawing shows (within
 * the fit limits).  Setting a zoom by hand turns it off; zoom-reset turns it on
 * again for canvases that start fitted. */
void             qd_canvas_set_fit          (QdCanvas *self, gboolean fit);
/* The zooms fitting keeps to (by default 0.1 and 1.5): a drawing whose
 * text must stay readable fits down to `min_zoom` and scrolls below it. */
void             qd_canvas_set_fit_limits   (QdCanvas *self, double min_zoom, double max_zoom);
/* The same for a board whose text is in its own units (it grows with the
 * zoom only): the limits are for text at scale 1, and it fits between both
 * × the palette's text_scale (GNOME's text scaling, the presentation's), up
 * to 4, so that its text is as large as the scale asks or it scrolls. */
void             qd_canvas_set_text_fit_limits (QdCanvas *self, double min_zoom, double max_zoom);
/* The size of a control over the widget's top right corner (the zoom
 * buttons): a fitted drawing is kept out from under it. */
void             qd_canvas_set_corner       (QdCanvas *self, int width, int height);
/* A drawing shown at a zoom of its own (not fitted) also keeps clear of
 * that control: where it would lie under it, it starts below it (a top
 * margin of the control's height, scrolled with it).  Off by default. */
void             qd_canvas_set_corner_clear (QdCanvas *self, gboolean clear);
gboolean         qd_canvas_get_fit          (QdCanvas *self);
/* For a drawing too costly to make every frame (a map of many thousand
 * regions): while the zoom changes frame after frame, the frames show the
 * last drawing scaled, and the drawing is made again once the zoom has
 * settled (a fraction of a second); a redraw ends it at once.  A canvas
 * whose class has take_drawing makes its drawings on a worker thread: the
 * frames show the last one (moved and scaled as the view moved) until the
 * new one is made, so that no frame waits for it.  Off by default. */
void             qd_canvas_set_zoom_preview (QdCanvas *self, gboolean preview);
/* TRUE while the frames show anything but the drawing as it is: the last
 * drawing scaled while the zoom moves, or while another is being made. */
gboolean         qd_canvas_get_previewing   (QdCanvas *self);
double           qd_canvas_get_zoom         (QdCanvas *self);
/* At the next allocation, scroll so that this point of the drawing is
 * centred horizontally. */
void             qd_canvas_scroll_to        (QdCanvas *self, double x);
/* At the next allocation, scroll so that this point of the drawing is
 * centred both ways (a node found by its name). */
void             qd_canvas_center_on        (QdCanvas *self, double x, double y);

/* The cell a board lights where a move would go: `pointer_cell`, the one
 * under the pointer, else (-1) the keyboard cursor's while the board has
 * the focus, else -1. */
gint             qd_canvas_hover_cell       (QdCanvas *self, gint pointer_cell);
/* Calls `update (data)` whenever that cell may change but for the pointer:
 * the cursor moved, the focus came or went. */
void             qd_canvas_follow_hover     (QdCanvas *self, GCallback update, gpointer data);

/* The keyboard cursor's cell, or -1; setting it clamps to the cells. */
gint             qd_canvas_get_cursor       (QdCanvas *self);
void             qd_canvas_set_cursor       (QdCanvas *self, gint cell);
/* Signal "cell-activated" (guint cell): Return or space on the cursor.
 * Signal "cursor-moved" (gint cell): the cursor went to another cell (by a
 * key, a click or qd_canvas_set_cursor), or to none (-1). */
/* What the board last told a screen reader: the cursor's cell (its
 * accessible label) and the position (its description); NULL before. */
const char      *qd_canvas_get_cell_text    (QdCanvas *self);
/* For a board that keeps its own cursor (the war game's, which types
 * values): the text of the square under it, as its accessible label. */
void             qd_canvas_set_cell_text    (QdCanvas *self, const char *text);
/* A sentence the page says of the board ("Solved! Every ship is in place."),
 * read after the position in its accessible description. */
void             qd_canvas_set_status       (QdCanvas *self, const char *status);
/* The status is the label's text, whenever it changes. */
void             qd_canvas_follow_status    (QdCanvas *self, GtkLabel *label);
const char      *qd_canvas_get_position_text (QdCanvas *self);

/* An arrow key as a step (dx, dy) of `step` its way; FALSE for other keys
 * (the editors' Shift+arrows). */
gboolean         qd_canvas_arrow_step       (guint keyval, double step, double *dx, double *dy);

/* The board's context menu: what can be done on a cell, as the page's
 * actions.  A right-click opens it on the cell clicked (the cursor moves
 * there first), the Menu key or Shift+F10 on the cursor's cell; signal
 * "context-menu" (gint cell, or -1) comes just before it opens, for the page
 * to select that cell.  NULL: no menu. */
void             qd_canvas_set_context_menu (QdCanvas *self, GMenuModel *menu);
/* A menu item "board.activate" does what Return does on the cursor's cell.
 * Opens it on the cursor's cell, as Shift+F10 does; FALSE without a menu. */
gboolean         qd_canvas_popup_context_menu (QdCanvas *self);
/* The menu's popover, or NULL (for tests). */
GtkPopover      *qd_canvas_get_context_popover (QdCanvas *self);

/* Widget coordinates to drawing units. */
void             qd_canvas_to_picture       (QdCanvas *self, double wx, double wy, double *x, double *y);

/* Signal "pressed" (double x, double y, gint n_press): a click, in drawing units.
 * Signal "pointer-moved" (double x, double y): the pointer, in drawing units.
 * Signal "pointer-left": the pointer left the view. */

G_END_DECLS
