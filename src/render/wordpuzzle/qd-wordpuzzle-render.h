/* qd-wordpuzzle-render.h — drawing a word puzzle with cairo, as the statement's
 * figure does: the cells of the array in a row, and each category slot as
 * coloured lines joining its cells, labelled with the category name. */
#pragma once

#include <cairo.h>
#include "problems/wordpuzzle/qd-wordpuzzle.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

typedef struct {
  const QdPalette *palette;
  const char *cells;            /* puzzle->size letters ('A'-'Z', 0 = empty), or NULL */
  const guint32 *cell_masks;    /* candidate letters per cell (bit i = 'A'+i), or NULL */
  const gint *slot_counts;      /* words left per slot (-1: not shown), or NULL */
  gint current_cell;            /* the cell just assigned (accent ring), or -1 */
  gint current_slot;            /* the slot just assigned (thicker lines), or -1 */
  gint selected_slot;           /* editor: the selected slot (dashed outline), or -1 */
  const gboolean *picked_cells; /* editor: cells picked for a new slot (puzzle->size), or NULL */
  gboolean failed;              /* the current step failed (wipe-out): current cell in `bad` */
} QdWordpuzzleRenderOptions;

void qd_wordpuzzle_render_options_init (QdWordpuzzleRenderOptions *options, const QdPalette *palette);

/* The natural size of the picture, everything drawn included. */
void qd_wordpuzzle_render_get_size (const QdWordpuzzle *puzzle, double *width, double *height);

/* Paints the background and the puzzle at its natural size. */
void qd_wordpuzzle_render (cairo_t *cr, const QdWordpuzzle *puzzle, const QdWordpuzzleRenderOptions *options);

/* What lies under (x, y) in picture units: a cell index or -1; a slot index
 * (its lane or label) or -1. */
gint qd_wordpuzzle_render_hit_cell (const QdWordpuzzle *puzzle, double x, double y);
gint qd_wordpuzzle_render_hit_slot (const QdWordpuzzle *puzzle, double x, double y);

/* Where cell i's square is centred, and where slot i's lane runs (from its
 * first drop to its last, at height y), in picture units: for scrolling a
 * cell into view, tooltips and tests. */
void qd_wordpuzzle_render_get_cell_center (const QdWordpuzzle *puzzle, guint cell, double *x, double *y);
/* Every cell's centre at once (x and y hold puzzle->size entries): one
 * layout, where qd_wordpuzzle_render_get_cell_center makes one a cell. */
void qd_wordpuzzle_render_get_cell_centers (const QdWordpuzzle *puzzle, double *x, double *y);
/* Every slot's box, its label and lane (4 numbers a slot in `boxes`: x, y,
 * width, height), from one layout: the slots' places for the keyboard. */
void qd_wordpuzzle_render_get_slot_boxes (const QdWordpuzzle *puzzle, double *boxes);
/* The side of a cell's square. */
double qd_wordpuzzle_render_cell_side     (void);
void qd_wordpuzzle_render_get_lane        (const QdWordpuzzle *puzzle, guint slot,
                                     double *x1, double *x2, double *y);

/* The colour of slot i (the same in the drawing and in the window's lists). */
void qd_wordpuzzle_render_slot_color (const QdPalette *palette, guint slot, QdColor *color);

/* A puzzle and its options as one drawing, for qd_export_drawing():
 * qd_wordpuzzle_drawing_draw is a QdDrawFunc taking a QdWordpuzzleDrawing. */
typedef struct {
  const QdWordpuzzle *puzzle;
  const QdWordpuzzleRenderOptions *options;
} QdWordpuzzleDrawing;

void qd_wordpuzzle_drawing_draw (cairo_t *cr, double width, double height, gpointer drawing);

G_END_DECLS
