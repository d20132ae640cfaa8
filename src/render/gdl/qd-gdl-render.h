/* qd-gdl-render.h — a GDL state drawn with cairo (qd-gdl-board.h lays it
 * out): a caption (whose turn, or the goals), the board of its
 * two-coordinate facts, its coordinates written along the top and the left,
 * and every other fact listed by relation under it; a state without a
 * board is its lists alone.  A content naming a colour (red, yellow, …) is
 * a disc of that colour, any other a tile with its text, each content in
 * its own colour; a cell that a legal move names wears a small dot.  A
 * one-shot game of two roles without a board shows its payoff table instead
 * (the options' table).
 * Render says where each cell is and which one a point is on, so the
 * window, the exports and the tests share one geometry. */
#pragma once

#include <cairo.h>

#include "problems/gdl/qd-gdl-normal-form.h"
#include "render/gdl/qd-gdl-board.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

typedef struct {
  const QdPalette *palette;   /* NULL: light */
  const char *caption;        /* over the board ("x to move"), or NULL */
  gint hover;                 /* the cell under the pointer or the cursor, or -1 */
  gint hint;                  /* the cell of a hint, or -1 */
  gint last;                  /* the cell of the last move played (a corner mark), or -1 */
  /* n_rows × n_columns entries (may be NULL): TRUE where a legal move of
   * the player to move names the cell. */
  const gboolean *playable;
  /* A state without a board: the payoff table of its one-shot game of two
   * roles drawn under the caption (qd-gdl-payoff.h), or NULL; `hover` is
   * then a cell of the table, and `table_played` the joint move played's
   * (-1: none yet).  Without a board the caption wraps. */
  const QdGdlNormalForm *table;
  gint table_played;
} QdGdlRenderOptions;

void     qd_gdl_render_options_init (QdGdlRenderOptions *options, const QdPalette *palette);
/* The picture's size: the board, the caption and the lists' text (in the
 * options' palette). */
void     qd_gdl_render_get_size     (const QdGdlBoard *board, const QdGdlRenderOptions *options, double *width,
                                     double *height);
/* Paints the background, the caption, the board and the lists at their
 * natural size. */
void     qd_gdl_render              (cairo_t *cr, const QdGdlBoard *board, const QdGdlRenderOptions *options);
/* Where cell c (row × n_columns + column) is drawn: its top left corner and side. */
void     qd_gdl_render_cell_box     (const QdGdlBoard *board, guint cell, double *x, double *y, double *size);
/* The cell under (x, y) in picture units; FALSE off the board (or none). */
gboolean qd_gdl_render_hit          (const QdGdlBoard *board, double x, double y, guint *cell);
/* The payoff table's cell `cell` (row × columns + column): its box; FALSE
 * when the options draw no table. */
gboolean qd_gdl_render_table_box    (const QdGdlBoard *board, const QdGdlRenderOptions *options, guint cell,
                                     double *x, double *y, double *width, double *height);
/* The table's cell under (x, y); FALSE off it (or no table). */
gboolean qd_gdl_render_table_hit    (const QdGdlBoard *board, const QdGdlRenderOptions *options, double x, double y,
                                     guint *cell);

G_END_DECLS
