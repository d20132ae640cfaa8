/* test-battleship-render.c — drawing Battleship boards: the geometry, hit
 * tests, the shapes ship cells take from their neighbours, the complete
 * ships the fleet panel greys, the count colours, and pictures to look at.
 *
 * The pictures are written to the build directory (battleship-render-*.png)
 * so that a person can look at them.  Puzzles are built here from their
 * course text by a few lines of code, so the drawing's tests need only the
 * model's header (the drawing never calls the model's functions); the
 * reports and animations of runs are tested on runs of the solver. */
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "render/battleship/qd-battleship-animation.h"
#include "render/battleship/qd-battleship-render.h"
#include "render/battleship/qd-battleship-run-report.h"
#include "render/qd-export.h"
#include "render/qd-palette.h"

/* the course file battleship/input_hard1.txt (CRLF in the file). */
static const char *const HARD1[] = {
  "5121401420",
  "5124120104",
  "4321",
  "W000000000",
  "0000000000",
  "M000000000",
  "0000000000",
  "00W0000000",
  "0000000000",
  "0000000000",
  "0000000000",
  "0000000000",
  "0000000000",
};

/* the course file battleship/solution_hard1.txt */
static const char *const HARD1_SOLUTION[] = {
  "WWLRWSWSWS",
  "TWWWWWWWWW",
  "MWSWWWWWWW",
  "MWWWWWWWWW",
  "BWWLMRWWWW",
  "WWWWWWWWWW",
  "WWWWWWWWWT",
  "LRWTWWWWWM",
  "WWWBWWWWWB",
  "WWWWWWWWWW",
};

/* A game half played on hard1: '.' unknown, 'W' water, 'X' the player's ship
 * mark.  Row 7 holds 5 ship cells for a count of 4; rows 5 and 9 are done;
 * the battleship in column 0 and two destroyers are complete. */
static const char *const HARD1_PLAYED[] = {
  "WWXXW.W...",
  "XWWWWWWWWW",
  "M.X.......",
  "X.........",
  "X..XXX....",
  "WWWWWWWWWW",
  "..........",
  "XXWXX....X",
  "WWW.WWWWWW",
  "WWWWWWWWWW",
};

static QdBattleshipCell
cell_of_char (char ch)
{
  switch (g_ascii_toupper (ch))
    {
    case 'W': return QD_BATTLESHIP_WATER;
    case 'S': return QD_BATTLESHIP_SUB;
    case 'L': return QD_BATTLESHIP_LEFT;
    case 'R': return QD_BATTLESHIP_RIGHT;
    case 'T': return QD_BATTLESHIP_TOP;
    case 'B': return QD_BATTLESHIP_BOTTOM;
    case 'M': return QD_BATTLESHIP_MIDDLE;
    case 'X': return QD_BATTLESHIP_SHIP;
    default:  return QD_BATTLESHIP_UNKNOWN;
    }
}

/* A puzzle from the course format's lines (counts of one digit each). */
static QdBattleship *
make_puzzle (const char *const *lines)
{
  QdBattleship *puzzle = g_new0 (QdBattleship, 1);
  guint n = (guint) strlen (lines[0]);

  puzzle->size = n;
  for (guint i = 0; i < n; i++)
    {
      puzzle->row_counts[i] = (guint) (lines[0][i] - '0');
      puzzle->col_counts[i] = (guint) (lines[1][i] - '0');
    }
  for (guint len = 1; lines[2][len - 1] != '\0'; len++)
    puzzle->fleet[len] = (guint) (lines[2][len - 1] - '0');
  for (guint r = 0; r < n; r++)
    for (guint c = 0; c < n; c++)
      puzzle->hints[r * n + c] = (guint8) cell_of_char (lines[3 + r][c]);
  return puzzle;
}

/* A bare n x n puzzle: counts 0, the given fleet, no hints. */
static QdBattleship *
make_bare (guint n, const guint *fleet, guint n_fleet)
{
  QdBattleship *puzzle = g_new0 (QdBattleship, 1);

  puzzle->size = n;
  for (guint len = 1; len <= n_fleet; len++)
    puzzle->fleet[len] = fleet[len - 1];
  return puzzle;
}

static guint8 *
make_grid (const char *const *rows, guint n)
{
  guint8 *grid = g_new0 (guint8, n * n);

  for (guint r = 0; r < n; r++)
    for (guint c = 0; c < n; c++)
      grid[r * n + c] = (guint8) cell_of_char (rows[r][c]);
  return grid;
}

static void
write_png (const char *name, const QdBattleship *puzzle, const QdBattleshipRenderOptions *options)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  QdBattleshipDrawing drawing = { puzzle, options };
  double width, height;

  qd_battleship_render_get_size (puzzle, options, &width, &height);
  g_assert_true (qd_export_drawing (file, QD_EXPORT_PNG, width, height, 2,
                                    qd_battleship_drawing_draw, &drawing, &error));
  g_assert_no_error (error);
  g_test_message ("wrote %s", path);
}

/* Renders at scale 1 onto a surface 100 units larger, offset by 50. */
static cairo_surface_t *
render_offset (const QdBattleship *puzzle, const QdBattleshipRenderOptions *options)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  double width, height;

  qd_battleship_render_get_size (puzzle, options, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) ceil (width) + 100,
                                        (int) ceil (height) + 100);
  cr = cairo_create (surface);
  cairo_translate (cr, 50, 50);
  qd_battleship_render (cr, puzzle, options);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* Every pixel of the drawing lies inside the picture, an 8-unit margin
 * untouched: the band around the picture stays the background. */
static void
assert_drawing_inside (const QdBattleship *puzzle, const QdBattleshipRenderOptions *options)
{
  cairo_surface_t *surface = render_offset (puzzle, options);
  guint32 *pixels = (guint32 *) cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface) / 4;
  int w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);
  guint32 background = pixels[0];
  double width, height;

  qd_battleship_render_get_size (puzzle, options, &width, &height);
  for (int py = 0; py < h; py++)
    for (int px = 0; px < w; px++)
      {
        gboolean inside = px >= 50 + 8 && px < 50 + width - 8 && py >= 50 + 8 && py < 50 + height - 8;

        if (!inside && pixels[py * stride + px] != background)
          g_error ("pixel (%d, %d) drawn outside the picture's %g × %g less its margin",
                   px - 50, py - 50, width, height);
      }
  cairo_surface_destroy (surface);
}

/* How many pixels of the rectangle (picture units) are close to color. */
static guint
pixels_of_color (cairo_surface_t *surface, double x, double y, double w, double h, const QdColor *color)
{
  guint32 *pixels = (guint32 *) cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface) / 4;
  guint count = 0;

  for (int py = (int) y + 50; py < (int) (y + h) + 50; py++)
    for (int px = (int) x + 50; px < (int) (x + w) + 50; px++)
      {
        guint32 p = pixels[py * stride + px];
        double r = (p >> 16 & 0xff) / 255.0, g = (p >> 8 & 0xff) / 255.0, b = (p & 0xff) / 255.0;

        if (fabs (r - color->r) < 0.08 && fabs (g - color->g) < 0.08 && fabs (b - color->b) < 0.08)
          count++;
      }
  return count;
}

static void
test_size (void)
{
  static const char *const six[] = { "300102", "201102", "321", "000000", "000000", "000000",
                                     "000000", "000000", "000000" };
  g_autofree QdBattleship *hard1 = make_puzzle (HARD1);
  g_autofree QdBattleship *small = make_puzzle (six);
  QdBattleshipRenderOptions options;
  double w, h, w_nofleet, h_nofleet, ws, hs;

  qd_battleship_render_options_init (&options, NULL);
  g_assert_true (options.show_fleet);
  g_assert_true (options.show_shapes);
  g_assert_cmpint (options.current_row, ==, -1);
  g_assert_cmpint (options.cursor_col, ==, -1);
  g_assert_true (options.palette == qd_palette_light ());

  qd_battleship_render_get_size (hard1, &options, &w, &h);
  options.show_fleet = FALSE;
  qd_battleship_render_get_size (hard1, &options, &w_nofleet, &h_nofleet);
  qd_battleship_render_get_size (small, &options, &ws, &hs);
  g_test_message ("hard1 %g × %g (%g × %g without the fleet), 6x6 %g × %g", w, h, w_nofleet, h_nofleet, ws, hs);

  /* Cells of 30 to 44 units, the counts' band and margins around. */
  g_assert_cmpfloat (w_nofleet, >, 10 * 30 + 20);
  g_assert_cmpfloat (w_nofleet, <, 10 * 44 + 100);
  g_assert_cmpfloat (h_nofleet, ==, w_nofleet);   /* square: counts above and at the right */
  /* The fleet panel adds height only, four lines for four lengths. */
  g_assert_cmpfloat (w, ==, w_nofleet);
  g_assert_cmpfloat (h, >, h_nofleet + 4 * 12);
  g_assert_cmpfloat (h, <, h_nofleet + 4 * 40);
  /* Six columns are four fewer than ten. */
  g_assert_cmpfloat (w_nofleet - ws, >, 4 * 30);
  /* NULL options: the defaults, fleet shown. */
  qd_battleship_render_get_size (hard1, NULL, &ws, &hs);
  g_assert_cmpfloat (ws, ==, w);
  g_assert_cmpfloat (hs, ==, h);

  /* A big fleet on a big grid wraps its lines within the width. */
  {
    static const guint fleet[] = { 20, 15, 10, 8, 6, 4, 2, 1 };
    g_autofree QdBattleship *big = make_bare (25, fleet, G_N_ELEMENTS (fleet));

    options.show_fleet = TRUE;
    qd_battleship_render_get_size (big, &options, &w, &h);
    g_assert_cmpfloat (w, <, 25 * 44 + 100);
    g_assert_cmpfloat (h, >, w);
    assert_drawing_inside (big, &options);
  }
}

static void
test_hit (void)
{
  g_autofree QdBattleship *hard1 = make_puzzle (HARD1);
  double x, y, side, w, h;
  guint row = 99, col = 99;

  for (guint r = 0; r < 10; r++)
    for (guint c = 0; c < 10; c++)
      {
        qd_battleship_render_get_cell_rect (hard1, r, c, &x, &y, &side);
        g_assert_cmpfloat (side, >=, 30);
        g_assert_true (qd_battleship_render_hit (hard1, x + side / 2, y + side / 2, &row, &col));
        g_assert_cmpuint (row, ==, r);
        g_assert_cmpuint (col, ==, c);
        /* Corners inside the cell belong to it. */
        g_assert_true (qd_battleship_render_hit (hard1, x + 0.5, y + side - 0.5, &row, &col));
        g_assert_cmpuint (row, ==, r);
        g_assert_cmpuint (col, ==, c);
      }

  /* Outside the grid: the counts, the margins, the fleet, far away. */
  qd_battleship_render_get_cell_rect (hard1, 0, 0, &x, &y, &side);
  qd_battleship_render_get_size (hard1, NULL, &w, &h);
  g_assert_false (qd_battleship_render_hit (hard1, x + side / 2, y - 5, &row, &col));      /* column counts */
  g_assert_false (qd_battleship_render_hit (hard1, x - 2, y + side / 2, &row, &col));
  g_assert_false (qd_battleship_render_hit (hard1, x + 10 * side + 5, y + side / 2, NULL, NULL));  /* row counts */
  g_assert_false (qd_battleship_render_hit (hard1, x + side / 2, y + 10 * side + 5, NULL, NULL));  /* fleet */
  g_assert_false (qd_battleship_render_hit (hard1, w / 2, h - 2, NULL, NULL));
  g_assert_false (qd_battleship_render_hit (hard1, -1000, -1000, NULL, NULL));
  g_assert_false (qd_battleship_render_hit (hard1, NAN, NAN, NULL, NULL));
  g_assert_true (qd_battleship_render_hit (hard1, x + 9.5 * side, y + 9.5 * side, NULL, NULL));
}

static void
test_shapes (void)
{
  /* '.' unknown, 'W' water, 'X' a ship mark of no shape. */
  static const char *const rows[] = {
    "WWWWWW",
    "WXXXWW",     /* a horizontal 3-ship: L M R */
    "XWWWWW",     /* a vertical 2-ship in column 0: T B */
    "XWXWWW",     /* (3, 2): alone amid water: S */
    "WWWXX.",     /* (4, 3) L; (4, 4) ship left, unknown right: RIGHT or MIDDLE */
    "X.WWWW",     /* (5, 0) the edges and water, unknown right: SUB or LEFT */
  };
  static const guint fleet[] = { 4, 3, 2, 1 };
  g_autofree QdBattleship *puzzle = make_bare (6, fleet, G_N_ELEMENTS (fleet));
  g_autofree guint8 *grid = make_grid (rows, 6);
  guint placed[QD_BATTLESHIP_MAX_SHIP + 1];

  g_assert_cmpint (qd_battleship_shape_of (puzzle, grid, 1, 1), ==, QD_BATTLESHIP_LEFT);
  g_assert_cmpint (qd_battleship_shape_of (puzzle, grid, 1, 2), ==, QD_BATTLESHIP_MIDDLE);
  g_assert_cmpint (qd_battleship_shape_of (puzzle, grid, 1, 3), ==, QD_BATTLESHIP_RIGHT);
  g_assert_cmpint (qd_battleship_shape_of (puzzle, grid, 2, 0), ==, QD_BATTLESHIP_TOP);
  g_assert_cmpint (qd_battleship_shape_of (puzzle, grid, 3, 0), ==, QD_BATTLESHIP_BOTTOM);
  g_assert_cmpint (qd_battleship_shape_of (puzzle, grid, 3, 2), ==, QD_BATTLESHIP_SUB);
  g_assert_cmpint (qd_battleship_shape_of (puzzle, grid, 4, 3), ==, QD_BATTLESHIP_LEFT);
  g_assert_cmpint (qd_battleship_shape_of (puzzle, grid, 4, 4), ==, QD_BATTLESHIP_SHIP);
  g_assert_cmpint (qd_battleship_shape_of (puzzle, grid, 5, 0), ==, QD_BATTLESHIP_SHIP);
  /* Cells that are not SHIP keep what they are. */
  g_assert_cmpint (qd_battleship_shape_of (puzzle, grid, 0, 0), ==, QD_BATTLESHIP_WATER);
  g_assert_cmpint (qd_battleship_shape_of (puzzle, grid, 4, 5), ==, QD_BATTLESHIP_UNKNOWN);

  /* The unknown filled with water: (4, 4) becomes RIGHT, (5, 0) SUB. */
  grid[4 * 6 + 5] = QD_BATTLESHIP_WATER;
  grid[5 * 6 + 1] = QD_BATTLESHIP_WATER;
  g_assert_cmpint (qd_battleship_shape_of (puzzle, grid, 4, 4), ==, QD_BATTLESHIP_RIGHT);
  g_assert_cmpint (qd_battleship_shape_of (puzzle, grid, 5, 0), ==, QD_BATTLESHIP_SUB);
  /* ...or with a ship: (4, 4) becomes MIDDLE, (5, 0) LEFT. */
  grid[4 * 6 + 5] = QD_BATTLESHIP_SHIP;
  grid[5 * 6 + 1] = QD_BATTLESHIP_SHIP;
  g_assert_cmpint (qd_battleship_shape_of (puzzle, grid, 4, 4), ==, QD_BATTLESHIP_MIDDLE);
  g_assert_cmpint (qd_battleship_shape_of (puzzle, grid, 4, 5), ==, QD_BATTLESHIP_RIGHT);
  g_assert_cmpint (qd_battleship_shape_of (puzzle, grid, 5, 0), ==, QD_BATTLESHIP_LEFT);
  grid[4 * 6 + 5] = QD_BATTLESHIP_UNKNOWN;
  grid[5 * 6 + 1] = QD_BATTLESHIP_UNKNOWN;

  /* Ship neighbours on both axes: no straight ship, no shape. */
  grid[0 * 6 + 1] = QD_BATTLESHIP_SHIP;
  g_assert_cmpint (qd_battleship_shape_of (puzzle, grid, 1, 1), ==, QD_BATTLESHIP_SHIP);
  grid[0 * 6 + 1] = QD_BATTLESHIP_WATER;

  /* A hint shows whatever the grid says, and its neighbours see it. */
  puzzle->hints[2 * 6 + 0] = QD_BATTLESHIP_TOP;
  grid[2 * 6 + 0] = QD_BATTLESHIP_UNKNOWN;
  g_assert_cmpint (qd_battleship_cell_at (puzzle, grid, 2, 0), ==, QD_BATTLESHIP_TOP);
  g_assert_cmpint (qd_battleship_shape_of (puzzle, grid, 2, 0), ==, QD_BATTLESHIP_TOP);
  g_assert_cmpint (qd_battleship_shape_of (puzzle, grid, 3, 0), ==, QD_BATTLESHIP_BOTTOM);
  /* No grid: the hints alone. */
  g_assert_cmpint (qd_battleship_shape_of (puzzle, NULL, 2, 0), ==, QD_BATTLESHIP_TOP);
  g_assert_cmpint (qd_battleship_shape_of (puzzle, NULL, 3, 0), ==, QD_BATTLESHIP_UNKNOWN);

  /* Complete ships: the 3-ship, the 2-ship, the submarine; not the run open
   * at one end, not the cell open at its right. */
  qd_battleship_placed_ships (puzzle, grid, placed);
  g_assert_cmpuint (placed[1], ==, 1);
  g_assert_cmpuint (placed[2], ==, 1);
  g_assert_cmpuint (placed[3], ==, 1);
  g_assert_cmpuint (placed[4], ==, 0);

  /* A run whose end cells are the end shapes is complete with unknown beyond. */
  {
    g_autofree QdBattleship *bare = make_bare (6, fleet, G_N_ELEMENTS (fleet));

    bare->hints[2 * 6 + 2] = QD_BATTLESHIP_LEFT;
    bare->hints[2 * 6 + 3] = QD_BATTLESHIP_RIGHT;
    bare->hints[4 * 6 + 5] = QD_BATTLESHIP_SUB;
    qd_battleship_placed_ships (bare, NULL, placed);
    g_assert_cmpuint (placed[1], ==, 1);
    g_assert_cmpuint (placed[2], ==, 1);
    bare->hints[2 * 6 + 3] = QD_BATTLESHIP_MIDDLE;
    qd_battleship_placed_ships (bare, NULL, placed);
    g_assert_cmpuint (placed[2], ==, 0);
    g_assert_cmpuint (placed[3], ==, 0);
  }
}

static void
test_placed (void)
{
  g_autofree QdBattleship *hard1 = make_puzzle (HARD1);
  g_autofree guint8 *solution = make_grid (HARD1_SOLUTION, 10);
  g_autofree guint8 *played = make_grid (HARD1_PLAYED, 10);
  guint placed[QD_BATTLESHIP_MAX_SHIP + 1];

  /* The solution places the whole fleet. */
  qd_battleship_placed_ships (hard1, solution, placed);
  for (guint len = 1; len <= QD_BATTLESHIP_MAX_SHIP; len++)
    g_assert_cmpuint (placed[len], ==, hard1->fleet[len]);

  /* Half played: the battleship of column 0 (through the hint M), the
   * destroyers of rows 0 and 7. */
  qd_battleship_placed_ships (hard1, played, placed);
  g_assert_cmpuint (placed[1], ==, 0);
  g_assert_cmpuint (placed[2], ==, 2);
  g_assert_cmpuint (placed[3], ==, 0);
  g_assert_cmpuint (placed[4], ==, 1);

  /* Shapes in the half-played game. */
  g_assert_cmpint (qd_battleship_shape_of (hard1, played, 0, 2), ==, QD_BATTLESHIP_LEFT);
  g_assert_cmpint (qd_battleship_shape_of (hard1, played, 0, 3), ==, QD_BATTLESHIP_RIGHT);
  g_assert_cmpint (qd_battleship_shape_of (hard1, played, 1, 0), ==, QD_BATTLESHIP_TOP);
  g_assert_cmpint (qd_battleship_shape_of (hard1, played, 4, 0), ==, QD_BATTLESHIP_BOTTOM);
  g_assert_cmpint (qd_battleship_shape_of (hard1, played, 4, 3), ==, QD_BATTLESHIP_LEFT);   /* hint W on its left */
  g_assert_cmpint (qd_battleship_shape_of (hard1, played, 4, 5), ==, QD_BATTLESHIP_SHIP);
  g_assert_cmpint (qd_battleship_shape_of (hard1, played, 2, 2), ==, QD_BATTLESHIP_SHIP);
}

/* The counts' colours: a row over its count in `bad`, a finished row in
 * `good`, an open row in neither. */
static void
test_colors (void)
{
  g_autofree QdBattleship *hard1 = make_puzzle (HARD1);
  g_autofree guint8 *played = make_grid (HARD1_PLAYED, 10);
  const QdPalette *palettes[] = { qd_palette_light (), qd_palette_dark () };

  for (guint p = 0; p < G_N_ELEMENTS (palettes); p++)
    {
      QdBattleshipRenderOptions options;
      cairo_surface_t *surface;
      double x, y, side, band_x;

      qd_battleship_render_options_init (&options, palettes[p]);
      options.grid = played;
      surface = render_offset (hard1, &options);
      qd_battleship_render_get_cell_rect (hard1, 0, 9, &x, &y, &side);
      band_x = x + side + 2;

      qd_battleship_render_get_cell_rect (hard1, 7, 9, &x, &y, &side);
      g_assert_cmpuint (pixels_of_color (surface, band_x, y, 26, side, &palettes[p]->bad), >, 10);
      g_assert_cmpuint (pixels_of_color (surface, band_x, y, 26, side, &palettes[p]->good), ==, 0);
      qd_battleship_render_get_cell_rect (hard1, 9, 9, &x, &y, &side);
      g_assert_cmpuint (pixels_of_color (surface, band_x, y, 26, side, &palettes[p]->good), >, 10);
      g_assert_cmpuint (pixels_of_color (surface, band_x, y, 26, side, &palettes[p]->bad), ==, 0);
      qd_battleship_render_get_cell_rect (hard1, 3, 9, &x, &y, &side);
      g_assert_cmpuint (pixels_of_color (surface, band_x, y, 26, side, &palettes[p]->good), ==, 0);
      g_assert_cmpuint (pixels_of_color (surface, band_x, y, 26, side, &palettes[p]->bad), ==, 0);

      /* Column 0 holds its 5 ship cells but row 6 is still unknown there:
       * neither colour yet. */
      qd_battleship_render_get_cell_rect (hard1, 0, 0, &x, &y, &side);
      g_assert_cmpuint (pixels_of_color (surface, x, y - 28, side, 26, &palettes[p]->good), ==, 0);
      g_assert_cmpuint (pixels_of_color (surface, x, y - 28, side, 26, &palettes[p]->bad), ==, 0);
      cairo_surface_destroy (surface);
    }
}

static void
test_pictures (void)
{
  g_autofree QdBattleship *hard1 = make_puzzle (HARD1);
  g_autofree guint8 *solution = make_grid (HARD1_SOLUTION, 10);
  g_autofree guint8 *played = make_grid (HARD1_PLAYED, 10);
  QdBattleshipRenderOptions options;

  /* The puzzle as printed: the hints alone. */
  qd_battleship_render_options_init (&options, NULL);
  assert_drawing_inside (hard1, &options);
  write_png ("battleship-render-hard1.png", hard1, &options);

  /* Its solution: the hints in the foreground, the rest in the accent colour. */
  options.grid = solution;
  assert_drawing_inside (hard1, &options);
  write_png ("battleship-render-hard1-solution.png", hard1, &options);

  /* Half played: water, ship marks with their automatic shapes, row 7 over
   * its count, a hint's cell ringed, the cursor. */
  options.grid = played;
  options.current_row = 2;
  options.current_col = 2;
  options.cursor_row = 6;
  options.cursor_col = 5;
  assert_drawing_inside (hard1, &options);
  write_png ("battleship-render-played.png", hard1, &options);

  /* The same without automatic shapes. */
  options.show_shapes = FALSE;
  write_png ("battleship-render-played-marks.png", hard1, &options);
  options.show_shapes = TRUE;

  /* Dark. */
  options.palette = qd_palette_dark ();
  assert_drawing_inside (hard1, &options);
  write_png ("battleship-render-played-dark.png", hard1, &options);
  options.grid = solution;
  options.current_row = options.current_col = -1;
  options.cursor_row = options.cursor_col = -1;
  write_png ("battleship-render-hard1-solution-dark.png", hard1, &options);

  /* Rings at the corners stay inside; no fleet panel. */
  options.palette = qd_palette_light ();
  options.current_row = 9;
  options.current_col = 9;
  options.cursor_row = 0;
  options.cursor_col = 0;
  options.show_fleet = FALSE;
  assert_drawing_inside (hard1, &options);
  options.current_row = options.current_col = 0;
  options.show_fleet = TRUE;
  assert_drawing_inside (hard1, &options);
}

/* Only the clip is drawn; a clipped view paints as the full one does there. */
static void
test_clip (void)
{
  g_autofree QdBattleship *hard1 = make_puzzle (HARD1);
  g_autofree guint8 *played = make_grid (HARD1_PLAYED, 10);
  QdBattleshipRenderOptions options;
  cairo_surface_t *full, *part;
  cairo_t *cr;
  double w, h;
  int stride;

  qd_battleship_render_options_init (&options, NULL);
  options.grid = played;
  options.current_row = options.current_col = 4;
  qd_battleship_render_get_size (hard1, &options, &w, &h);
  full = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) ceil (w), (int) ceil (h));
  part = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) ceil (w), (int) ceil (h));
  cr = cairo_create (full);
  qd_battleship_render (cr, hard1, &options);
  cairo_destroy (cr);
  cr = cairo_create (part);
  cairo_rectangle (cr, 100, 120, 90, 300);
  cairo_clip (cr);
  qd_battleship_render (cr, hard1, &options);
  cairo_destroy (cr);
  cairo_surface_flush (full);
  cairo_surface_flush (part);

  stride = cairo_image_surface_get_stride (full) / 4;
  for (int y = 120; y < 420 && y < (int) h; y++)
    for (int x = 100; x < 190; x++)
      {
        guint32 a = ((guint32 *) cairo_image_surface_get_data (full))[y * stride + x];
        guint32 b = ((guint32 *) cairo_image_surface_get_data (part))[y * stride + x];

        if (a != b)
          g_error ("clipped drawing differs at (%d, %d): %08x, %08x", x, y, a, b);
      }
  cairo_surface_destroy (full);
  cairo_surface_destroy (part);
}

/* Fontconfig keeps its patterns behind offsets LeakSanitizer cannot follow:
 * what it reports there are caches, not leaks. */
const char *__lsan_default_suppressions (void);

const char *
__lsan_default_suppressions (void)
{
  return "leak:libfontconfig.so\n";
}

static QdBattleship *
parse_lines (const char *const *lines, guint n)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  QdBattleship *puzzle;

  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "%s\n", lines[i]);
  puzzle = qd_battleship_parse (text->str, -1, &error);
  g_assert_no_error (error);
  return puzzle;
}

static char **
solved_report (const QdBattleship *puzzle, QdBattleshipResult **result, QdAnimation **animation)
{
  g_autoptr(QdSearchTree) tree = qd_search_tree_new (QD_SEARCH_TREE_CSP, 0);
  g_autoptr(QdBattleshipReplay) replay = qd_battleship_replay_new (100000);
  g_autoptr(QdReport) report = NULL;
  QdBattleshipSolveOptions options;
  QdBattleshipRun run = { "puzzle.txt", puzzle, QD_BATTLESHIP_NOTATION_COURSE, 2 };

  qd_battleship_solve_options_init (&options);
  options.max_solutions = 2;
  options.tree = tree;
  options.on_cell = qd_battleship_replay_record;
  options.user_data = replay;
  *result = qd_battleship_solve (puzzle, &options);
  run.result = *result;
  run.tree = tree;
  report = qd_battleship_run_report_new (&run, NULL);
  g_assert_cmpstr (report->title, ==, "Battleship Solitaire: puzzle.txt");
  *animation = qd_battleship_animation_new (puzzle, replay->steps, (*result)->solution);
  g_assert_nonnull (*animation);
  g_assert_cmpuint ((*animation)->n_steps, ==, replay->steps->len);
  return qd_report_section_titles (report);
}

/* The report of a run, solved or not, and of a generation; the animation of
 * a run: a frame for each cell decided, the last on the solution. */
static void
test_run_report (void)
{
  static const char *const solved[] = { "Instance", "Settings", "Results", "Statistics", "Search Tree", NULL };
  static const char *const none[] = { "1100", "1100", "01", "0000", "0000", "0000", "0000" };
  g_autoptr(QdBattleship) hard1 = parse_lines (HARD1, G_N_ELEMENTS (HARD1));
  g_autoptr(QdBattleship) nosol = parse_lines (none, G_N_ELEMENTS (none));

  {
    g_autoptr(QdBattleshipResult) result = NULL;
    g_autoptr(QdAnimation) animation = NULL;
    g_auto(GStrv) titles = solved_report (hard1, &result, &animation);
    g_autofree char *last = animation->describe (animation->n_steps, animation->data);

    g_assert_cmpstrv (titles, solved);
    g_assert_true (g_str_has_suffix (last, "; the end: the solution"));
  }
  {
    g_autoptr(QdBattleshipResult) result = NULL;
    g_autoptr(QdAnimation) animation = NULL;
    g_auto(GStrv) titles = solved_report (nosol, &result, &animation);
    g_autofree char *last = animation->describe (animation->n_steps, animation->data);

    g_assert_cmpint (result->status, ==, QD_BATTLESHIP_NO_SOLUTION);
    g_assert_cmpstrv (titles, solved);
    g_assert_false (g_str_has_suffix (last, "the solution"));
  }
  {
    QdBattleshipRun run = { NULL, hard1, QD_BATTLESHIP_NOTATION_ALT, 2 };
    g_autoptr(QdReport) report = qd_battleship_run_report_new (&run, NULL);
    g_auto(GStrv) titles = qd_report_section_titles (report);

    g_assert_cmpstrv (titles, ((const char *[]) { "Instance", "Settings", NULL }));
    g_assert_cmpstr (report->title, ==, "Battleship Solitaire: Untitled Battleship");
  }
  {
    QdBattleshipGeneration generation = { NULL, 10, 1, 7, hard1, NULL };
    g_autoptr(QdReport) report = qd_battleship_generation_report_new (&generation, NULL);
    g_auto(GStrv) titles = qd_report_section_titles (report);

    g_assert_cmpstrv (titles, ((const char *[]) { "Instance", "Settings", "Results", NULL }));
    g_assert_cmpstr (report->title, ==, "Battleship Solitaire: Generated Puzzle");
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/battleship/size", test_size);
  g_test_add_func ("/render/battleship/hit", test_hit);
  g_test_add_func ("/render/battleship/shapes", test_shapes);
  g_test_add_func ("/render/battleship/placed", test_placed);
  g_test_add_func ("/render/battleship/colors", test_colors);
  g_test_add_func ("/render/battleship/pictures", test_pictures);
  g_test_add_func ("/render/battleship/clip", test_clip);
  g_test_add_func ("/render/battleship/run-report", test_run_report);

  return g_test_run ();
}
