/* qd-battleship-render.c — a Battleship solitaire board drawn as the puzzle
 * books draw it.
 *
 * A square grid of thin lines inside a firmer border; the column counts stand
 * above the columns and the row counts at the right of the rows, each in the
 * foreground colour, in `good` once its line holds exactly its count with no
 * unknown cell left, in `bad` once it cannot be met (more ship cells than the
 * count, or too few even with every unknown cell a ship).
 *
 * Each ship part fills its own cell, inset from the lines: a disc for a
 * submarine, a square for a middle, a square with its far end rounded into a
 * half disc for an end (LEFT is round on the left).  A ship cell of unknown
 * shape is a smaller rounded square, or the shape its neighbours prove when
 * show_shapes is set.  Water is a pale blue cell with two small waves;
 * unknown cells are empty.
 *
 * Givens and the rest differ the way a puzzle book's solution page differs
 * from its puzzle page: a hint's ship part is solid in the foreground colour
 * on a grey tint, its water has dark waves; what the player marked or the
 * solver deduced is drawn in the accent colour.
 *
 * Under the grid, the fleet: one line per ship length, longest first, a small
 * silhouette per ship; the ships already complete on the board are greyed and
 * struck, so the ones still to place stand out.
 *
 * Only the cells that meet the clip are drawn.  The layout depends on the
 * puzzle's size and fleet only, never on fonts.
 */
#include "qd-battleship-render.h"

#include "render/qd-draw.h"

#include <math.h>
#include <string.h>

#define MARGIN          16.0
#define CELL            36.0    /* a grid cell's side */
#define BAND            30.0    /* the counts' band above and at the right of the grid */
#define LABEL_BAND      22.0    /* the row numbers' band at the left, the column letters' below */
#define LABEL_SIZE      12.0
#define GRID_LINE        1.0
#define BORDER_LINE      2.0
#define COUNT_SIZE      17.0
#define PIECE_INSET      5.0    /* a ship part's distance from its cell's edges */
#define UNSHAPED_INSET   9.0    /* a ship cell of unknown shape: smaller */
#define UNSHAPED_RADIUS  4.0
#define WAVE_WIDTH       1.4
#define RING_OFFSET      2.5    /* the current cell's ring beyond the cell */
#define RING_WIDTH       2.5
#define GLOW_WIDTH       4.0
#define CURSOR_INSET     3.0    /* the cursor's dashed ring inside the cell */
#define CURSOR_WIDTH     1.75
#define FLEET_GAP       20.0    /* from the grid to the fleet panel */
#define FLEET_CELL      16.0    /* a cell of a ship in the fleet panel */
#define FLEET_PART_GAP   2.0    /* between the parts of one silhouette */
#define FLEET_SHIP_GAP  14.0    /* between two silhouettes */
#define FLEET_LINE_GAP   8.0
#define STRIKE_WIDTH     2.0

/* How far the rings reach beyond a cell. */
#define RING_REACH (RING_OFFSET + (RING_WIDTH + GLOW_WIDTH) / 2 + 1)

/* ------------------------------------------------------------------------ */
/* The board's cells */

static gboolean
is_ship (QdBattleshipCell cell)
{
  return cell >= QD_BATTLESHIP_SUB && cell <= QD_BATTLESHIP_SHIP;
}

QdBattleshipCell
qd_battleship_cell_at (const QdBattleship *puzzle, const guint8 *grid, guint row, guint col)
{
  guint i;

  g_return_val_if_fail (puzzle != NULL, QD_BATTLESHIP_UNKNOWN);
  g_return_val_if_fail (row < puzzle->size && col < puzzle->size, QD_BATTLESHIP_UNKNOWN);

  i = row * puzzle->size + col;
  if (puzzle->hints[i] != QD_BATTLESHIP_UNKNOWN && puzzle->hints[i] <= QD_BATTLESHIP_SHIP)
    return puzzle->hints[i];
  if (grid != NULL && grid[i] <= QD_BATTLESHIP_SHIP)
    return grid[i];
  return QD_BATTLESHIP_UNKNOWN;
}

typedef enum {
  SIDE_OPEN,     /* unknown */
  SIDE_CLOSED,   /* water or the edge */
  SIDE_SHIP,
} Side;

static Side
side_of (const QdBattleship *puzzle, const guint8 *grid, gint row, gint col)
{
  QdBattleshipCell cell;

  if (row < 0 || col < 0 || row >= (gint) puzzle->size || col >= (gint) puzzle->size)
    return SIDE_CLOSED;
  cell = qd_battleship_cell_at (puzzle, grid, (guint) row, (guint) col);
  if (cell == QD_BATTLESHIP_WATER)
    return SIDE_CLOSED;
  return is_ship (cell) ? SIDE_SHIP : SIDE_OPEN;
}

/* The shape along one axis from the sides before (left, top) and after
 * (right, bottom): first the end whose rest lies after it (LEFT, TOP), then
 * the other end; SHIP if the two sides leave it open. */
static QdBattleshipCell
axis_shape (Side before, Side after, QdBattleshipCell first_end, QdBattleshipCell last_end)
{
  if (before == SIDE_SHIP && after == SIDE_SHIP)
    return QD_BATTLESHIP_MIDDLE;
  if (after == SIDE_SHIP && before == SIDE_CLOSED)
    return first_end;
  if (before == SIDE_SHIP && after == SIDE_CLOSED)
    return last_end;
  return QD_BATTLESHIP_SHIP;
}

QdBattleshipCell
qd_battleship_shape_of (const QdBattleship *puzzle, const guint8 *grid, guint row, guint col)
{
  QdBattleshipCell cell;
  Side left, right, up, down;
  gboolean horizontal, vertical;

  g_return_val_if_fail (puzzle != NULL, QD_BATTLESHIP_UNKNOWN);
  g_return_val_if_fail (row < puzzle->size && col < puzzle->size, QD_BATTLESHIP_UNKNOWN);

  cell = qd_battleship_cell_at (puzzle, grid, row, col);
  if (cell != QD_BATTLESHIP_SHIP)
    return cell;

  left = side_of (puzzle, grid, (gint) row, (gint) col - 1);
  right = side_of (puzzle, grid, (gint) row, (gint) col + 1);
  up = side_of (puzzle, grid, (gint) row - 1, (gint) col);
  down = side_of (puzzle, grid, (gint) row + 1, (gint) col);
  horizontal = left == SIDE_SHIP || right == SIDE_SHIP;
  vertical = up == SIDE_SHIP || down == SIDE_SHIP;

  if (horizontal && vertical)
    return QD_BATTLESHIP_SHIP;     /* no straight ship: leave it to the checker */
  if (horizontal)
    return axis_shape (left, right, QD_BATTLESHIP_LEFT, QD_BATTLESHIP_RIGHT);
  if (vertical)
    return axis_shape (up, down, QD_BATTLESHIP_TOP, QD_BATTLESHIP_BOTTOM);
  if (left == SIDE_CLOSED && right == SIDE_CLOSED && up == SIDE_CLOSED && down == SIDE_CLOSED)
    return QD_BATTLESHIP_SUB;
  return QD_BATTLESHIP_SHIP;
}

/* A run's end is closed by water or the edge beyond it, or by its own cell
 * being the end shape that faces that way. */
static gboolean
end_closed (const QdBattleship *puzzle, const guint8 *grid, gint row, gint col,
            gint beyond_row, gint beyond_col, QdBattleshipCell end_shape)
{
  return side_of (puzzle, grid, beyond_row, beyond_col) == SIDE_CLOSED ||
         qd_battleship_cell_at (puzzle, grid, (guint) row, (guint) col) == end_shape;
}

void
qd_battleship_placed_ships (const QdBattleship *puzzle, const guint8 *grid, guint *placed)
{
  gint n;

  g_return_if_fail (puzzle != NULL);
  g_return_if_fail (placed != NULL);

  memset (placed, 0, (QD_BATTLESHIP_MAX_SHIP + 1) * sizeof *placed);
  n = (gint) MIN (puzzle->size, QD_BATTLESHIP_MAX_SIZE);

  for (gint r = 0; r < n; r++)
    for (gint c = 0; c < n; c++)
      {
        gboolean along_row;
        gint dr, dc, len = 0;
        gboolean sides_clear = TRUE;

        if (side_of (puzzle, grid, r, c) != SIDE_SHIP)
          continue;

        /* Each run is seen from its first cell (leftmost or topmost). */
        if (side_of (puzzle, grid, r, c + 1) == SIDE_SHIP)
          along_row = TRUE;
        else if (side_of (puzzle, grid, r + 1, c) == SIDE_SHIP)
          along_row = FALSE;
        else
          {
            /* A lone cell, unless a run ends here. */
            if (side_of (puzzle, grid, r, c - 1) == SIDE_SHIP ||
                side_of (puzzle, grid, r - 1, c) == SIDE_SHIP)
              continue;
            if (qd_battleship_cell_at (puzzle, grid, (guint) r, (guint) c) == QD_BATTLESHIP_SUB ||
                (side_of (puzzle, grid, r, c - 1) == SIDE_CLOSED &&
                 side_of (puzzle, grid, r, c + 1) == SIDE_CLOSED &&
                 side_of (puzzle, grid, r - 1, c) == SIDE_CLOSED &&
                 side_of (puzzle, grid, r + 1, c) == SIDE_CLOSED))
              placed[1]++;
            continue;
          }

        dr = along_row ? 0 : 1;
        dc = along_row ? 1 : 0;
        if (side_of (puzzle, grid, r - dr, c - dc) == SIDE_SHIP)
          continue;     /* not the run's first cell */
        if (!end_closed (puzzle, grid, r, c, r - dr, c - dc, along_row ? QD_BATTLESHIP_LEFT : QD_BATTLESHIP_TOP))
          continue;

        while (side_of (puzzle, grid, r + len * dr, c + len * dc) == SIDE_SHIP)
          {
            gint rr = r + len * dr, cc = c + len * dc;

            if (side_of (puzzle, grid, rr + dc, cc + dr) == SIDE_SHIP ||
                side_of (puzzle, grid, rr - dc, cc - dr) == SIDE_SHIP)
              sides_clear = FALSE;
            len++;
          }
        if (!sides_clear || len > QD_BATTLESHIP_MAX_SHIP)
          continue;
        if (!end_closed (puzzle, grid, r + (len - 1) * dr, c + (len - 1) * dc,
                         r + len * dr, c + len * dc, along_row ? QD_BATTLESHIP_RIGHT : QD_BATTLESHIP_BOTTOM))
          continue;
        placed[len]++;
      }
}

/* ------------------------------------------------------------------------ */
/* Layout */

typedef struct {
  double grid_x, grid_y;      /* the grid's top left corner */
  double grid_side;
  double width, height;       /* the picture */
  double fleet_x, fleet_y;    /* the fleet panel's top left corner */
  double fleet_width;         /* what its lines may fill */
} Layout;

static double
ship_width (guint len)
{
  return len * FLEET_CELL + (len - 1) * FLEET_PART_GAP;
}

static guint
longest_ship (const QdBattleship *puzzle)
{
  for (guint len = QD_BATTLESHIP_MAX_SHIP; len >= 1; len--)
    if (puzzle->fleet[len] > 0)
      return len;
  return 0;
}

/* Lays out the fleet panel's silhouettes: one line per length at least,
 * wrapped at the panel's width.  Calls place (if not NULL) for each ship,
 * returns the number of lines. */
typedef void (*PlaceShip) (gpointer data, guint len, guint index, double x, double y);

static guint
layout_fleet (const QdBattleship *puzzle, const Layout *layout, PlaceShip place, gpointer data)
{
  guint lines = 0;

  for (guint len = QD_BATTLESHIP_MAX_SHIP; len >= 1; len--)
    {
      double x = 0;

      if (puzzle->fleet[len] == 0)
        continue;
      lines++;
      for (guint i = 0; i < puzzle->fleet[len]; i++)
        {
          if (x > 0 && x + ship_width (len) > layout->fleet_width)
            {
              x = 0;
              lines++;
            }
          if (place != NULL)
            place (data, len, i, layout->fleet_x + x,
                   layout->fleet_y + (lines - 1) * (FLEET_CELL + FLEET_LINE_GAP));
          x += ship_width (len) + FLEET_SHIP_GAP;
        }
    }
  return lines;
}

static void
layout_init (Layout *layout, const QdBattleship *puzzle, gboolean show_fleet)
{
  guint n = MIN (puzzle->size, QD_BATTLESHIP_MAX_SIZE);
  double content;

  layout->grid_x = MARGIN + LABEL_BAND;
  layout->grid_y = MARGIN + BAND;
  layout->grid_side = n * CELL;
  content = layout->grid_side + BAND;
  layout->fleet_x = layout->grid_x;
  layout->fleet_y = layout->grid_y + layout->grid_side + LABEL_BAND + FLEET_GAP;
  layout->fleet_width = MAX (layout->grid_side, ship_width (MAX (longest_ship (puzzle), 1)));
  layout->width = 2 * MARGIN + LABEL_BAND + MAX (content, layout->fleet_width);
  layout->height = layout->grid_y + layout->grid_side + LABEL_BAND + MARGIN;

  if (show_fleet && longest_ship (puzzle) > 0)
    {
      guint lines = layout_fleet (puzzle, layout, NULL, NULL);

      layout->height = layout->fleet_y + lines * (FLEET_CELL + FLEET_LINE_GAP) - FLEET_LINE_GAP + MARGIN;
    }
}

void
qd_battleship_render_options_init (QdBattleshipRenderOptions *options, const QdPalette *palette)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->palette = palette != NULL ? palette : qd_palette_light ();
  options->show_shapes = TRUE;
  options->show_fleet = TRUE;
  options->current_row = options->current_col = -1;
  options->cursor_row = options->cursor_col = -1;
}

void
qd_battleship_render_get_size (const QdBattleship *puzzle,
                               const QdBattleshipRenderOptions *options,
                               double *width,
                               double *height)
{
  Layout layout;

  g_return_if_fail (puzzle != NULL);

  layout_init (&layout, puzzle, options != NULL ? options->show_fleet : TRUE);
  if (width != NULL)
    *width = layout.width;
  if (height != NULL)
    *height = layout.height;
}

gboolean
qd_battleship_render_hit (const QdBattleship *puzzle, double x, double y, guint *row, guint *col)
{
  Layout layout;
  double fx, fy;
  guint n;

  g_return_val_if_fail (puzzle != NULL, FALSE);

  layout_init (&layout, puzzle, FALSE);
  n = MIN (puzzle->size, QD_BATTLESHIP_MAX_SIZE);
  fx = floor ((x - layout.grid_x) / CELL);
  fy = floor ((y - layout.grid_y) / CELL);
  if (!(fx >= 0 && fx < n && fy >= 0 && fy < n))
    return FALSE;
  if (row != NULL)
    *row = (guint) fy;
  if (col != NULL)
    *col = (guint) fx;
  return TRUE;
}

void
qd_battleship_render_get_cell_rect (const QdBattleship *puzzle, guint row, guint col,
                                    double *x, double *y, double *side)
{
  Layout layout;

  g_return_if_fail (puzzle != NULL);

  layout_init (&layout, puzzle, FALSE);
  if (x != NULL)
    *x = layout.grid_x + col * CELL;
  if (y != NULL)
    *y = layout.grid_y + row * CELL;
  if (side != NULL)
    *side = CELL;
}

/* ------------------------------------------------------------------------ */
/* Drawing */

typedef struct {
  cairo_t *cr;
  const QdBattleship *puzzle;
  const QdBattleshipRenderOptions *options;
  const QdPalette *palette;
  Layout layout;
  guint n;
  QdDrawText text;
  QdDrawClip clip;
  QdColor water;         /* the water cells' fill */
  guint placed[QD_BATTLESHIP_MAX_SHIP + 1];
} Render;

/* The path of a ship part in the square (x, y, side): a disc, a square, or a
 * square whose end side is a half disc.  SHIP (shape unknown): a smaller
 * rounded square.  Nothing for the others. */
static void
piece_path (cairo_t *cr, QdBattleshipCell shape, double x, double y, double side, double unshaped_inset)
{
  double h = side / 2, cx = x + h, cy = y + h;

  switch (shape)
    {
    case QD_BATTLESHIP_SUB:
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, h, 0, 2 * G_PI);
      cairo_close_path (cr);
      break;
    case QD_BATTLESHIP_MIDDLE:
      cairo_rectangle (cr, x, y, side, side);
      break;
    case QD_BATTLESHIP_LEFT:     /* round on the left, square on the right */
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, h, G_PI / 2, 3 * G_PI / 2);
      cairo_line_to (cr, x + side, y);
      cairo_line_to (cr, x + side, y + side);
      cairo_close_path (cr);
      break;
    case QD_BATTLESHIP_RIGHT:
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, h, -G_PI / 2, G_PI / 2);
      cairo_line_to (cr, x, y + side);
      cairo_line_to (cr, x, y);
      cairo_close_path (cr);
      break;
    case QD_BATTLESHIP_TOP:      /* round on top */
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, h, G_PI, 2 * G_PI);
      cairo_line_to (cr, x + side, y + side);
      cairo_line_to (cr, x, y + side);
      cairo_close_path (cr);
      break;
    case QD_BATTLESHIP_BOTTOM:
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, h, 0, G_PI);
      cairo_line_to (cr, x, y);
      cairo_line_to (cr, x + side, y);
      cairo_close_path (cr);
      break;
    case QD_BATTLESHIP_SHIP:
      qd_draw_rounded_rect (cr, x + unshaped_inset, y + unshaped_inset,
                    side - 2 * unshaped_inset, side - 2 * unshaped_inset, UNSHAPED_RADIUS);
      break;
    case QD_BATTLESHIP_UNKNOWN:
    case QD_BATTLESHIP_WATER:
    default:
      break;
    }
}

/* Two short waves across the cell (x, y, CELL). */
static void
waves_path (cairo_t *cr, double x, double y)
{
  static const double rows[] = { 0.40, 0.64 };
  double w = CELL * 0.44, amp = CELL * 0.045;

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      double x0 = x + (CELL - w) / 2 + (k == 0 ? -CELL * 0.06 : CELL * 0.06);
      double y0 = y + CELL * rows[k];
      double q = w / 4;

      /* One period of a sine, as two cubic half waves. */
      cairo_move_to (cr, x0, y0);
      cairo_curve_to (cr, x0 + q * 0.6, y0 - amp * 1.3, x0 + q * 1.4, y0 - amp * 1.3, x0 + 2 * q, y0);
      cairo_curve_to (cr, x0 + q * 2.6, y0 + amp * 1.3, x0 + q * 3.4, y0 + amp * 1.3, x0 + 4 * q, y0);
    }
}

static void
draw_cell (Render *r, guint row, guint col)
{
  const QdBattleship *puzzle = r->puzzle;
  const QdPalette *palette = r->palette;
  cairo_t *cr = r->cr;
  double x = r->layout.grid_x + col * CELL, y = r->layout.grid_y + row * CELL;
  gboolean hint = puzzle->hints[row * puzzle->size + col] != QD_BATTLESHIP_UNKNOWN;
  QdBattleshipCell cell = qd_battleship_cell_at (puzzle, r->options->grid, row, col);

  if (cell == QD_BATTLESHIP_UNKNOWN)
    return;

  if (cell == QD_BATTLESHIP_WATER)
    {
      cairo_rectangle (cr, x, y, CELL, CELL);
      qd_draw_set_color (cr, &r->water, 1.0);
      cairo_fill (cr);
      waves_path (cr, x, y);
      qd_draw_line_width (cr, palette, hint ? WAVE_WIDTH * 1.3 : WAVE_WIDTH);
      qd_draw_set_color (cr, hint ? &palette->foreground : &palette->accent, hint ? 0.9 : 0.65);
      cairo_stroke (cr);
      return;
    }

  if (hint)
    {
      cairo_rectangle (cr, x, y, CELL, CELL);
      qd_draw_set_color (cr, &palette->leaf_fill, 1.0);
      cairo_fill (cr);
    }
  if (cell == QD_BATTLESHIP_SHIP && r->options->show_shapes)
    cell = qd_battleship_shape_of (puzzle, r->options->grid, row, col);
  piece_path (cr, cell, x + PIECE_INSET, y + PIECE_INSET, CELL - 2 * PIECE_INSET,
              UNSHAPED_INSET - PIECE_INSET);
  qd_draw_set_color (cr, hint ? &palette->foreground : &palette->accent, 1.0);
  cairo_fill (cr);
}

static void
draw_lines (Render *r)
{
  cairo_t *cr = r->cr;
  const Layout *l = &r->layout;

  qd_draw_line_width (cr, r->palette, GRID_LINE);
  qd_draw_set_color (cr, &r->palette->muted, 0.7);
  for (guint i = 1; i < r->n; i++)
    {
      /* On the pixel grid at scale 1 and 2: lines of one unit at half units. */
      double p = floor (i * CELL) + 0.5;

      cairo_move_to (cr, l->grid_x + p, l->grid_y);
      cairo_line_to (cr, l->grid_x + p, l->grid_y + l->grid_side);
      cairo_move_to (cr, l->grid_x, l->grid_y + p);
      cairo_line_to (cr, l->grid_x + l->grid_side, l->grid_y + p);
    }
  cairo_stroke (cr);

  cairo_rectangle (cr, l->grid_x, l->grid_y, l->grid_side, l->grid_side);
  qd_draw_line_width (cr, r->palette, BORDER_LINE);
  qd_draw_set_color (cr, &r->palette->foreground, 1.0);
  cairo_stroke (cr);
}

/* A line's count: foreground, `good` and underlined when met with nothing
 * unknown left, `bad` and struck through when it can no longer be met (not
 * by colour alone). */
static void
draw_count (Render *r, guint count, guint ships, guint unknown, double cx, double cy)
{
  const QdPalette *palette = r->palette;
  const QdColor *color = &palette->foreground;
  QdDrawTextFlags flags = QD_DRAW_TEXT_CENTER;
  gboolean broken = ships > count || ships + unknown < count;
  gboolean met = !broken && ships == count && unknown == 0;
  cairo_text_extents_t extents;
  char text[16];

  if (broken)
    color = &palette->bad, flags |= QD_DRAW_TEXT_BOLD;
  else if (met)
    color = &palette->good, flags |= QD_DRAW_TEXT_BOLD;
  g_snprintf (text, sizeof text, "%u", count);
  qd_draw_text (&r->text, text, COUNT_SIZE, flags, cx, cy, color, 1.0);
  if (met || broken)
    {
      double half = 0;
      double y = met ? cy + r->text.cap_ratio * COUNT_SIZE / 2 + 2.5 : cy;

      qd_draw_text_extents (&r->text, text, COUNT_SIZE, flags, &extents);
      half = extents.width / 2 + 1.5;
      cairo_move_to (r->cr, cx - half, y);
      cairo_line_to (r->cr, cx + half, y);
      qd_draw_line_width (r->cr, palette, met ? 1.5 : 2);
      qd_draw_set_color (r->cr, color, 1.0);
      cairo_stroke (r->cr);
    }
}

/* How many cells of row (or column) `line` are ships, and how many are not
 * known yet. */
static void
tally_line (const Render *r, gboolean is_row, guint line, guint *ships, guint *unknown)
{
  *ships = *unknown = 0;
  for (guint i = 0; i < r->n; i++)
    {
      QdBattleshipCell cell = is_row ? qd_battleship_cell_at (r->puzzle, r->options->grid, line, i)
                                     : qd_battleship_cell_at (r->puzzle, r->options->grid, i, line);

      *ships += is_ship (cell);
      *unknown += cell == QD_BATTLESHIP_UNKNOWN;
    }
}

static void
draw_counts (Render *r, guint r0, guint r1, guint c0, guint c1)
{
  const QdBattleship *puzzle = r->puzzle;
  const Layout *l = &r->layout;
  guint ships, unknown;

  if (qd_draw_clip_meets (&r->clip, l->grid_x, MARGIN, l->grid_x + l->grid_side, l->grid_y))
    for (guint c = c0; c < c1; c++)
      {
        tally_line (r, FALSE, c, &ships, &unknown);
        draw_count (r, puzzle->col_counts[c], ships, unknown,
                    l->grid_x + (c + 0.5) * CELL, l->grid_y - BAND / 2);
      }

  if (qd_draw_clip_meets (&r->clip, l->grid_x + l->grid_side, l->grid_y, l->grid_x + l->grid_side + BAND,
                          l->grid_y + l->grid_side))
    for (guint row = r0; row < r1; row++)
      {
        tally_line (r, TRUE, row, &ships, &unknown);
        draw_count (r, puzzle->row_counts[row], ships, unknown,
                    l->grid_x + l->grid_side + BAND / 2, l->grid_y + (row + 0.5) * CELL);
      }
}

/* Row numbers at the left and column letters below, the names the hints
 * and the status use ("B1": column B, row 1). */
static void
draw_labels (Render *r, guint r0, guint r1, guint c0, guint c1)
{
  const Layout *l = &r->layout;
  char text[8];

  if (qd_draw_clip_meets (&r->clip, MARGIN, l->grid_y, l->grid_x, l->grid_y + l->grid_side))
    for (guint row = r0; row < r1; row++)
      {
        g_snprintf (text, sizeof text, "%u", row + 1);
        qd_draw_text (&r->text, text, LABEL_SIZE, QD_DRAW_TEXT_CENTER, l->grid_x - LABEL_BAND / 2,
                      l->grid_y + (row + 0.5) * CELL, &r->palette->muted, 1.0);
      }
  if (qd_draw_clip_meets (&r->clip, l->grid_x, l->grid_y + l->grid_side, l->grid_x + l->grid_side,
                          l->grid_y + l->grid_side + LABEL_BAND))
    for (guint c = c0; c < c1; c++)
      {
        g_snprintf (text, sizeof text, "%c", 'A' + c);
        qd_draw_text (&r->text, text, LABEL_SIZE, QD_DRAW_TEXT_CENTER, l->grid_x + (c + 0.5) * CELL,
                      l->grid_y + l->grid_side + LABEL_BAND / 2 + 2, &r->palette->muted, 1.0);
      }
}

static void
draw_rings (Render *r)
{
  const QdBattleshipRenderOptions *o = r->options;
  const QdPalette *palette = r->palette;
  cairo_t *cr = r->cr;
  gint n = (gint) r->n;

  if (o->current_row >= 0 && o->current_row < n && o->current_col >= 0 && o->current_col < n)
    {
      double x = r->layout.grid_x + o->current_col * CELL, y = r->layout.grid_y + o->current_row * CELL;

      qd_draw_rounded_rect (cr, x - RING_OFFSET, y - RING_OFFSET, CELL + 2 * RING_OFFSET, CELL + 2 * RING_OFFSET,
                    RING_OFFSET + 3);
      qd_draw_line_width (cr, r->palette, GLOW_WIDTH + RING_WIDTH);
      qd_draw_set_color (cr, &palette->accent, 0.25);
      cairo_stroke_preserve (cr);
      qd_draw_line_width (cr, r->palette, RING_WIDTH);
      qd_draw_set_color (cr, &palette->accent, 1.0);
      cairo_stroke (cr);
    }

  if (o->cursor_row >= 0 && o->cursor_row < n && o->cursor_col >= 0 && o->cursor_col < n)
    {
      double x = r->layout.grid_x + o->cursor_col * CELL, y = r->layout.grid_y + o->cursor_row * CELL;
      static const double dash[] = { 4.0, 3.0 };

      qd_draw_rounded_rect (cr, x + CURSOR_INSET, y + CURSOR_INSET, CELL - 2 * CURSOR_INSET,
                    CELL - 2 * CURSOR_INSET, 3);
      cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      qd_draw_line_width (cr, r->palette, CURSOR_WIDTH);
      qd_draw_set_color (cr, &palette->foreground, 1.0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

/* One silhouette of the fleet panel: the ships still to place in the
 * foreground colour, the placed ones greyed and struck. */
static void
place_silhouette (gpointer data, guint len, guint index, double x, double y)
{
  Render *r = data;
  const QdPalette *palette = r->palette;
  cairo_t *cr = r->cr;
  guint fleet = r->puzzle->fleet[len];
  guint placed = MIN (r->placed[len], fleet);
  gboolean done = index >= fleet - placed;       /* the last ones of the line */
  gboolean extra = r->placed[len] > fleet;       /* more on the board than the fleet has */
  double w = ship_width (len);

  if (!qd_draw_clip_meets (&r->clip, x - 2, y - 2, x + w + 2, y + FLEET_CELL + 2))
    return;

  for (guint k = 0; k < len; k++)
    {
      QdBattleshipCell shape = len == 1 ? QD_BATTLESHIP_SUB : k == 0 ? QD_BATTLESHIP_LEFT : k == len - 1 ? QD_BATTLESHIP_RIGHT : QD_BATTLESHIP_MIDDLE;

      piece_path (cr, shape, x + k * (FLEET_CELL + FLEET_PART_GAP), y, FLEET_CELL, 0);
    }
  if (done)
    qd_draw_set_color (cr, &palette->muted, 0.55);
  else
    qd_draw_set_color (cr, &palette->foreground, 1.0);
  cairo_fill (cr);

  if (done)
    {
      cairo_move_to (cr, x - 1, y + FLEET_CELL / 2);
      cairo_line_to (cr, x + w + 1, y + FLEET_CELL / 2);
      qd_draw_line_width (cr, palette, STRIKE_WIDTH);
      qd_draw_set_color (cr, extra ? &palette->bad : &palette->foreground, 0.9);
      cairo_stroke (cr);
    }
  if (extra && index == fleet - 1)
    {
      /* Too many of this length: a bad mark after the line's last ship. */
      double cx = x + w + FLEET_SHIP_GAP / 2 + 1, cy = y + FLEET_CELL / 2;

      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, 3, 0, 2 * G_PI);
      qd_draw_set_color (cr, &palette->bad, 1.0);
      cairo_fill (cr);
    }
}

void
qd_battleship_render (cairo_t *cr, const QdBattleship *puzzle, const QdBattleshipRenderOptions *options)
{
  QdBattleshipRenderOptions defaults;
  Render r;
  double first, last;
  guint r0, r1, c0, c1;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (puzzle != NULL);

  if (options == NULL)
    {
      qd_battleship_render_options_init (&defaults, NULL);
      options = &defaults;
    }

  r = (Render) {
    .cr = cr,
    .puzzle = puzzle,
    .options = options,
    .palette = qd_palette_or_light (options->palette),
    .n = MIN (puzzle->size, QD_BATTLESHIP_MAX_SIZE),
  };
  layout_init (&r.layout, puzzle, options->show_fleet);
  /* Water: a wash of the blue fill, lighter than the fill itself. */
  qd_color_mix (&r.water, &r.palette->max_fill, &r.palette->background, 0.35);

  qd_draw_begin (cr, r.palette, &r.text, "H");
  qd_draw_clip_get (cr, &r.clip);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);

  /* The rows and columns that meet the clip (with a ring's reach). */
  first = floor ((r.clip.x1 - r.layout.grid_x - RING_REACH) / CELL);
  last = ceil ((r.clip.x2 - r.layout.grid_x + RING_REACH) / CELL);
  c0 = (guint) CLAMP (first, 0, r.n);
  c1 = (guint) CLAMP (last, 0, r.n);
  first = floor ((r.clip.y1 - r.layout.grid_y - RING_REACH) / CELL);
  last = ceil ((r.clip.y2 - r.layout.grid_y + RING_REACH) / CELL);
  r0 = (guint) CLAMP (first, 0, r.n);
  r1 = (guint) CLAMP (last, 0, r.n);

  for (guint row = r0; row < r1; row++)
    for (guint col = c0; col < c1; col++)
      draw_cell (&r, row, col);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  if (r.n > 0)
    draw_lines (&r);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  draw_counts (&r, r0, r1, c0, c1);
  draw_labels (&r, r0, r1, c0, c1);
  draw_rings (&r);

  if (options->show_fleet && longest_ship (puzzle) > 0 &&
      qd_draw_clip_meets (&r.clip, r.layout.fleet_x, r.layout.fleet_y, r.layout.width, r.layout.height))
    {
      qd_battleship_placed_ships (puzzle, options->grid, r.placed);
      layout_fleet (puzzle, &r.layout, place_silhouette, &r);
    }

  qd_draw_end (cr, &r.text);
}

void
qd_battleship_drawing_draw (cairo_t *cr, double width, double height, gpointer user_data)
{
  const QdBattleshipDrawing *drawing = user_data;

  g_return_if_fail (drawing != NULL);
  qd_battleship_render (cr, drawing->puzzle, drawing->options);
}
