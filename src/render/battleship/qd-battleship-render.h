/* qd-battleship-render.h — drawing a Battleship solitaire board with cairo,
 * as the puzzle books draw it: the grid with the column counts above and the
 * row counts at the right, ship parts by their piece shapes, water, the given
 * hints set apart from what was played or deduced, and under the grid the
 * fleet with the ships still to place. */
#pragma once

#include <cairo.h>
#include "problems/battleship/qd-battleship.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

typedef struct {
  const QdPalette *palette;
  /* size * size QdBattleshipCell to show (the player's marks, a partial or a full
   * solution), or NULL: the hints only.  A hint always shows as the hint,
   * whatever grid holds at its cell. */
  const guint8 *grid;
  gboolean show_shapes;     /* draw SHIP cells by the shape their neighbours give them */
  gint current_row;         /* a cell to ring in the accent colour (hint, animation), or -1 */
  gint current_col;
  gint cursor_row;          /* the keyboard cursor (dashed ring), or -1 */
  gint cursor_col;
  gboolean show_fleet;      /* the fleet panel under the grid */
} QdBattleshipRenderOptions;

/* Palette (NULL: light), no grid, shapes and fleet shown, no current cell, no cursor. */
void qd_battleship_render_options_init (QdBattleshipRenderOptions *options, const QdPalette *palette);

/* The natural size of the picture, everything drawn included (the fleet
 * panel only when options->show_fleet; options may be NULL: the defaults). */
void qd_battleship_render_get_size (const QdBattleship *puzzle,
                                    const QdBattleshipRenderOptions *options,
                                    double *width,
                                    double *height);

/* Paints the background and the board at its natural size; only what meets
 * the clip is drawn. */
void qd_battleship_render (cairo_t *cr, const QdBattleship *puzzle, const QdBattleshipRenderOptions *options);

/* The grid cell under (x, y) in picture units: FALSE outside the grid. */
gboolean qd_battleship_render_hit (const QdBattleship *puzzle, double x, double y, guint *row, guint *col);

/* Where a cell's square lies in picture units (for redrawing a cell,
 * tooltips, tests). */
void qd_battleship_render_get_cell_rect (const QdBattleship *puzzle, guint row, guint col,
                                         double *x, double *y, double *side);

/* What a cell shows: the hint where there is one, else grid's value
 * (UNKNOWN when grid is NULL). */
QdBattleshipCell qd_battleship_cell_at (const QdBattleship *puzzle, const guint8 *grid, guint row, guint col);

/* The shape a cell takes from its neighbours (for drawing and export).
 * A cell that is not SHIP keeps what it shows (a hint, a shape, WATER,
 * UNKNOWN).  A SHIP cell takes the shape its four neighbours prove, a
 * neighbour being a ship part, closed (water or the edge) or open (unknown):
 *   - all four closed: SUB;
 *   - ship on both sides of one axis: MIDDLE;
 *   - ship on one side of an axis, closed on the other: the end (ship to
 *     the right, closed to the left: LEFT; ship below, closed above: TOP…);
 * and stays SHIP when an open neighbour leaves two shapes possible (ship to
 * the left, unknown to the right: RIGHT or MIDDLE) or when ship neighbours on
 * both axes make no straight ship. */
QdBattleshipCell qd_battleship_shape_of (const QdBattleship *puzzle, const guint8 *grid, guint row, guint col);

/* The complete ships on the board by length: placed[len] counts the maximal
 * straight runs of ship cells of that length closed at both ends (by water,
 * the edge, or the run's end cell being the matching end shape: LEFT at its
 * left end, TOP at its top…) with no ship cell along its sides; a lone cell
 * counts as a submarine when it is SUB or closed on all four sides.  placed
 * has QD_BATTLESHIP_MAX_SHIP + 1 entries (placed[0] unused); runs longer than
 * that are not counted.  The fleet panel greys as many ships of each length
 * as are placed, and marks a length with more placed than the fleet has. */
void qd_battleship_placed_ships (const QdBattleship *puzzle, const guint8 *grid, guint *placed);

/* A board and its options as one drawing, for qd_export_drawing():
 * qd_battleship_drawing_draw is a QdDrawFunc taking a QdBattleshipDrawing. */
typedef struct {
  const QdBattleship *puzzle;
  const QdBattleshipRenderOptions *options;
} QdBattleshipDrawing;

void qd_battleship_drawing_draw (cairo_t *cr, double width, double height, gpointer drawing);

G_END_DECLS
