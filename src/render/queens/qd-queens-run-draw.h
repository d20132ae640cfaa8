/* qd-queens-run-draw.h — an N-queens board as the report and the GIF of a
 * run draw it: the queens, the pairs that attack each other joined by a
 * line, each empty square's h (the h if its column's queen moved there,
 * AIMA figure 4.3(a)) with the lowest framed, the move just made marked,
 * and a caption under it.  Squares labelled as qd-queens-successors.h
 * names them (letters above, row numbers left).  Numbers and lines only on
 * boards of up to QD_QUEENS_DRAW_DETAIL_MAX queens; a larger board is drawn
 * whole, its cells shrunk, up to QD_QUEENS_DRAW_MAX (larger: not drawn). */
#pragma once

#include <cairo.h>

#include "problems/queens/qd-queens.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

#define QD_QUEENS_DRAW_DETAIL_MAX 16
#define QD_QUEENS_DRAW_MAX 512

typedef struct {
  const QdQueens *q;
  const QdPalette *palette;     /* NULL: light */
  gboolean show_h;              /* each empty square's h */
  gboolean show_pairs;          /* a line per attacking pair */
  gint moved_col;               /* the queen just moved (-1: none) */
  gint from_row;                /* where it came from (-1: unknown) */
  const char *caption;          /* under the board, or NULL */
} QdQueensRunDraw;

void qd_queens_run_draw_init     (QdQueensRunDraw *d, const QdQueens *q, const QdPalette *palette);
void qd_queens_run_draw_get_size (const QdQueensRunDraw *d, double *width, double *height);
/* Paints the background and the board at its natural size. */
void qd_queens_run_draw          (cairo_t *cr, const QdQueensRunDraw *d);

G_END_DECLS
