/* qd-search-render-grid.c — grid mazes and sliding-tile puzzles at a step of
 * a search (qd-search-render.h). */
#include "config.h"
#include "qd-search-render-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "problems/search/qd-search-maze.h"
#include "problems/search/qd-search-tiles.h"

#define MARGIN QD_SEARCH_RENDER_MARGIN
#define MAZE_SIDE 640.0         /* the maze's longer side, at most */
#define MAZE_MAX_CELL 36.0
#define DIGIT_CELL 15.0         /* cells at least this large show their cost's digit */
#define TILE 64.0
#define GOAL_TILE 18.0
#define SMALL_TILE 18.0
#define SMALL_TILE_5 15.0      /* a 5-column board's */
#define GAP 22.0
#define TEXT_BAND 34.0

/* -------------------------------------------------------------- mazes */

double
qd_search_render_maze_cell (const QdSearchMaze *maze)
{
  guint side = MAX (MAX (maze->rows, maze->cols), 1);
  double s = MAZE_SIDE / side;

  /* Whole units while the cells are large: crisp walls. */
  return s >= 4 ? MIN (floor (s), MAZE_MAX_CELL) : s;
}

void
qd_search_render_maze_size (const QdSearchMaze *maze, double *width, double *height)
{
  double s = qd_search_render_maze_cell (maze);

  *width = maze->cols * s + 2 * MARGIN;
  *height = maze->rows * s + 2 * MARGIN;
}

static void
cell_fill (const QdSearchScene *scene, guint cell, guint value, guint8 status, QdColor *out)
{
  const QdPalette *palette = scene->palette;

  if (value == QD_SEARCH_MAZE_WALL)
    {
      qd_color_mix (out, &palette->background, &palette->foreground, qd_palette_is_dark (palette) ? 0.42 : 0.78);
      return;
    }
  if (status == QD_SEARCH_CELL_UNSEEN || status == QD_SEARCH_CELL_FRONTIER)
    *out = palette->background;
  else if (qd_search_render_is_backward (scene, cell))
    qd_search_render_backward_color (palette, FALSE, out);
  else
    qd_search_render_explored_color (palette, out);
  /* A costly cell darker (lighter in the dark style) with its cost. */
  if (value > 1)
    qd_color_mix (out, out, &palette->foreground, 0.05 + 0.035 * value);
}

/* A maze of many cells: one pixel a cell, scaled up without smoothing. */
static void
maze_pixels (cairo_t *cr, const QdSearchScene *scene, double s)
{
  const QdSearchMaze *maze = scene->doc->maze;
  const QdPalette *palette = scene->palette;
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) maze->cols, (int) maze->rows);
  guint8 *data = cairo_image_surface_get_data (image);
  int stride = cairo_image_surface_get_stride (image);
  QdColor c;

  cairo_surface_flush (image);
  for (guint r = 0; r < maze->rows; r++)
    {
      guint32 *row = (guint32 *) (data + (gsize) r * stride);

      for (guint k = 0; k < maze->cols; k++)
        {
          guint cell = r * maze->cols + k;
          guint8 status = scene->status_view != NULL ? scene->status_view[cell] : QD_SEARCH_CELL_UNSEEN;

          if (status == QD_SEARCH_CELL_PATH || status == QD_SEARCH_CELL_CURRENT)
            c = palette->accent;
          else if (status == QD_SEARCH_CELL_FRONTIER && maze->cells[cell] != QD_SEARCH_MAZE_WALL)
            {
              qd_search_render_backward_color (palette, TRUE, &c);
              qd_color_mix (&c, &palette->background,
                            qd_search_render_is_backward (scene, cell) ? &c : &palette->accent, 0.55);
            }
          else
            cell_fill (scene, cell, maze->cells[cell], status, &c);
          row[k] = (guint32) (c.r * 255 + 0.5) << 16 | (guint32) (c.g * 255 + 0.5) << 8 | (guint32) (c.b * 255 + 0.5);
        }
    }
  cairo_surface_mark_dirty (image);
  cairo_save (cr);
  cairo_translate (cr, MARGIN, MARGIN);
  cairo_scale (cr, s, s);
  cairo_set_source_surface (cr, image, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_NEAREST);
  cairo_rectangle (cr, 0, 0, maze->cols, maze->rows);
  cairo_fill (cr);
  cairo_restore (cr);
  cairo_surface_destroy (image);
}

static void
cell_center (const QdSearchMaze *maze, double s, guint cell, double *x, double *y)
{
  *x = MARGIN + (cell % maze->cols + 0.5) * s;
  *y = MARGIN + (cell / maze->cols + 0.5) * s;
}

static void
maze_cells (cairo_t *cr, const QdSearchScene *scene, double s)
{
  const QdSearchMaze *maze = scene->doc->maze;
  const QdPalette *palette = scene->palette;
  gboolean digits = s >= DIGIT_CELL;
  QdDrawText text;

  qd_draw_text_init (&text, cr, palette->font_family, "0");
  for (guint cell = 0; cell < maze->rows * maze->cols; cell++)
    {
      guint8 status = scene->status_view != NULL ? scene->status_view[cell] : QD_SEARCH_CELL_UNSEEN;
      guint value = maze->cells[cell];
      double x = MARGIN + (cell % maze->cols) * s, y = MARGIN + (cell / maze->cols) * s;
      QdColor c;

      cell_fill (scene, cell, value, status, &c);
      qd_draw_set_color (cr, &c, 1);
      cairo_rectangle (cr, x, y, s, s);
      cairo_fill (cr);
      if (value == QD_SEARCH_MAZE_WALL)
        continue;
      if (value > 1 && digits)
        {
          char digit[2] = { (char) ('0' + value), 0 };

          qd_draw_text (&text, digit, s * 0.36, QD_DRAW_TEXT_INK_RIGHT | QD_DRAW_TEXT_BASELINE, x + s - 2.5,
                        y + s - 2.5, &palette->foreground, 0.75);
        }
      if ((status == QD_SEARCH_CELL_EXPLORED || status == QD_SEARCH_CELL_PATH)
          && qd_search_render_is_backward (scene, cell))
        qd_search_render_backward_mark (cr, palette, x + s / 2, y + s / 2, MAX (s * 0.09, 0.5));
      else if (status == QD_SEARCH_CELL_EXPLORED || status == QD_SEARCH_CELL_PATH)
        {
          /* The explored mark, not by colour alone: a dot. */
          cairo_new_sub_path (cr);
          cairo_arc (cr, x + s / 2, y + s / 2, MAX (s * 0.11, 0.6), 0, 2 * G_PI);
          qd_draw_set_color (cr, &palette->foreground, 0.7);
          cairo_fill (cr);
        }
    }
  qd_draw_text_clear (&text);
  /* The grid, faintly, where cells are large enough to tell apart. */
  if (s >= 6)
    {
      qd_draw_set_color (cr, &palette->muted, 0.35);
      qd_draw_line_width (cr, palette, 0.5);
      for (guint r = 0; r <= maze->rows; r++)
        {
          cairo_move_to (cr, MARGIN, MARGIN + r * s);
          cairo_line_to (cr, MARGIN + maze->cols * s, MARGIN + r * s);
        }
      for (guint k = 0; k <= maze->cols; k++)
        {
          cairo_move_to (cr, MARGIN + k * s, MARGIN);
          cairo_line_to (cr, MARGIN + k * s, MARGIN + maze->rows * s);
        }
      cairo_stroke (cr);
    }
  /* The frontier: cells outlined (dashed where there is room). */
  if (scene->status_view != NULL)
    {
      double inset = MAX (s * 0.12, 0.5);

      for (guint side = 0; side < 2; side++)
        {
          QdColor ring = palette->accent;

          for (guint cell = 0; cell < maze->rows * maze->cols; cell++)
            if (scene->status_view[cell] == QD_SEARCH_CELL_FRONTIER
                && qd_search_render_is_backward (scene, cell) == (side == 1))
              cairo_rectangle (cr, MARGIN + (cell % maze->cols) * s + inset,
                               MARGIN + (cell / maze->cols) * s + inset, s - 2 * inset, s - 2 * inset);
          if (side == 1)
            qd_search_render_backward_color (palette, TRUE, &ring);
          qd_draw_set_color (cr, &ring, 1);
          qd_draw_line_width (cr, palette, MAX (MIN (s * 0.1, 2.5), 0.6));
          cairo_stroke (cr);
        }
    }
}

static void
maze_path (cairo_t *cr, const QdSearchScene *scene, double s)
{
  const QdSearchMaze *maze = scene->doc->maze;
  const QdPalette *palette = scene->palette;
  guint last;
  double x, y;

  if (scene->path->len == 0)
    return;
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint k = 0; k < scene->path->len; k++)
    {
      cell_center (maze, s, g_array_index (scene->path, guint, k), &x, &y);
      if (k == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  qd_draw_set_color (cr, &palette->accent, 1);
  qd_draw_line_width (cr, palette, CLAMP (s * 0.22, 1.5, 6));
  cairo_stroke (cr);
  /* The step's node: a thick square ring. */
  last = g_array_index (scene->path, guint, scene->path->len - 1);
  cairo_rectangle (cr, MARGIN + (last % maze->cols) * s - 1, MARGIN + (last / maze->cols) * s - 1, s + 2, s + 2);
  qd_draw_line_width (cr, palette, CLAMP (s * 0.15, 2, 4));
  cairo_stroke (cr);
}

static void
maze_ends (cairo_t *cr, const QdSearchScene *scene, double s)
{
  const QdSearchMaze *maze = scene->doc->maze;
  const QdPalette *palette = scene->palette;
  guint ends[2] = { maze->start, maze->goal };
  QdDrawText text;

  qd_draw_text_init (&text, cr, palette->font_family, "H");
  text.halo = &palette->background;
  text.halo_alpha = 0.9;
  text.halo_width = 3;
  for (guint i = 0; i < 2; i++)
    {
      double x, y;

      cell_center (maze, s, ends[i], &x, &y);
      if (s >= 10)
        qd_draw_text (&text, i == 0 ? "S" : "G", s * 0.62, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_HALO | QD_DRAW_TEXT_CENTER,
                      x, y, &palette->foreground, 1);
      else
        {
          /* Too small for a letter: a ring around the cell, the goal's double. */
          double r = MAX (6, s);

          cairo_new_sub_path (cr);
          cairo_arc (cr, x, y, r, 0, 2 * G_PI);
          if (i == 1)
            {
              cairo_new_sub_path (cr);
              cairo_arc (cr, x, y, r + 3, 0, 2 * G_PI);
            }
          qd_draw_set_color (cr, &palette->foreground, 1);
          qd_draw_line_width (cr, palette, 1.5);
          cairo_stroke (cr);
        }
    }
  qd_draw_text_clear (&text);
}

/* The rows' numbers left of the maze and the columns' above it, in the
 * margin, counted from 0 as the step texts and the online agent's log name
 * cells ("(1, 2)": row 1, column 2); every fifth or tenth when the cells
 * are small. */
static void
maze_labels (cairo_t *cr, const QdSearchScene *scene, double s)
{
  const QdSearchMaze *maze = scene->doc->maze;
  guint every = s >= 14 ? 1 : s * 5 >= 20 ? 5 : 10;
  double size = every == 1 ? MIN (s * 0.6, 11) : 9;
  QdDrawText text;
  char label[12];

  if (s * every < 20)
    return;
  qd_draw_text_init (&text, cr, scene->palette->font_family, "0");
  for (guint r = 0; r < maze->rows; r += every)
    {
      g_snprintf (label, sizeof label, "%u", r);
      qd_draw_text (&text, label, size, QD_DRAW_TEXT_INK_RIGHT | QD_DRAW_TEXT_INK_MIDDLE, MARGIN - 4,
                    MARGIN + (r + 0.5) * s, &scene->palette->muted, 1);
    }
  for (guint c = 0; c < maze->cols; c += every)
    {
      g_snprintf (label, sizeof label, "%u", c);
      qd_draw_text (&text, label, size, QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_BASELINE, MARGIN + (c + 0.5) * s,
                    MARGIN - 5, &scene->palette->muted, 1);
    }
  qd_draw_text_clear (&text);
}

void
qd_search_render_maze (cairo_t *cr, const QdSearchScene *scene)
{
  const QdSearchMaze *maze = scene->doc->maze;
  double s = qd_search_render_maze_cell (maze);
  gint cursor = scene->options->cursor;

  if ((gsize) maze->rows * maze->cols > QD_SEARCH_RENDER_PIXEL_CELLS)
    maze_pixels (cr, scene, s);
  else
    {
      maze_cells (cr, scene, s);
      maze_path (cr, scene, s);
    }
  maze_ends (cr, scene, s);
  maze_labels (cr, scene, s);
  if (scene->meet < maze->rows * maze->cols)
    qd_search_render_meet_mark (cr, scene->palette, MARGIN + (scene->meet % maze->cols + 0.5) * s,
                                MARGIN + (scene->meet / maze->cols + 0.5) * s, MAX (s * 0.45, 3));
  if (cursor >= 0 && (guint) cursor < maze->rows * maze->cols)
    {
      cairo_rectangle (cr, MARGIN + (cursor % maze->cols) * s - 2, MARGIN + (cursor / maze->cols) * s - 2, s + 4, s + 4);
      qd_search_render_stroke_dashed (cr, scene->palette, 2, 4);
    }
}

/* -------------------------------------------------------------- puzzles */

double
qd_search_render_tile (const QdSearchTiles *tiles)
{
  return TILE;
}

static double
small_tile (const QdSearchTiles *tiles)
{
  return tiles->cols > 4 ? SMALL_TILE_5 : SMALL_TILE;
}

static double
board_width (const QdSearchTiles *tiles, double tile)
{
  return tiles->cols * tile;
}

void
qd_search_render_tiles_size (const QdSearchTiles *tiles, double *width, double *height)
{
  double main = board_width (tiles, TILE) + GAP + board_width (tiles, GOAL_TILE);
  double row = QD_SEARCH_RENDER_FRONTIER_BOARDS * (board_width (tiles, small_tile (tiles)) + GAP) - GAP;

  *width = MAX (main, row) + 2 * MARGIN;
  *height = MARGIN + tiles->rows * TILE + TEXT_BAND + TEXT_BAND + tiles->rows * small_tile (tiles) + TEXT_BAND + MARGIN;
}

/* A board of file numbers at (x, y), tiles of `size`; misplaced tiles get
 * a corner triangle (`marks`). */
static void
draw_board (cairo_t *cr, const QdSearchScene *scene, QdDrawText *text, const guint8 *numbers, double x, double y,
            double size, gboolean marks, gint cursor)
{
  const QdSearchTiles *tiles = scene->doc->tiles;
  const QdPalette *palette = scene->palette;
  double pad = size > 30 ? 2 : 0.8;

  for (guint cell = 0; cell < tiles->rows * tiles->cols; cell++)
    {
      double cx = x + (cell % tiles->cols) * size, cy = y + (cell / tiles->cols) * size;
      char label[4];

      if (numbers[cell] == 0)
        {
          qd_draw_rounded_rect (cr, cx + pad, cy + pad, size - 2 * pad, size - 2 * pad, size * 0.1);
          qd_draw_set_color (cr, &palette->muted, 0.12);
          cairo_fill (cr);
          continue;
        }
      qd_draw_rounded_rect (cr, cx + pad, cy + pad, size - 2 * pad, size - 2 * pad, size * 0.1);
      qd_draw_set_color (cr, &palette->leaf_fill, 1);
      cairo_fill_preserve (cr);
      qd_draw_set_color (cr, &palette->foreground, 0.7);
      qd_draw_line_width (cr, palette, size > 30 ? 1.5 : 0.6);
      cairo_stroke (cr);
      if (marks && numbers[cell] != tiles->goal[cell])
        {
          /* Misplaced: a triangle in the top right corner. */
          double t = size * 0.28;

          cairo_move_to (cr, cx + size - pad - t, cy + pad);
          cairo_line_to (cr, cx + size - pad, cy + pad);
          cairo_line_to (cr, cx + size - pad, cy + pad + t);
          cairo_close_path (cr);
          qd_draw_set_color (cr, &palette->accent, 1);
          cairo_fill (cr);
        }
      g_snprintf (label, sizeof label, "%u", numbers[cell]);
      qd_draw_text (text, label, size * 0.44, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER, cx + size / 2, cy + size / 2,
                    &palette->foreground, 1);
    }
  if (cursor >= 0 && (guint) cursor < tiles->rows * tiles->cols)
    {
      cairo_rectangle (cr, x + (cursor % tiles->cols) * size, y + (cursor / tiles->cols) * size, size, size);
      qd_search_render_stroke_dashed (cr, palette, 2.5, 4);
    }
}

/* The file's numbers of an event's board. */
static void
event_numbers (const QdSearchScene *scene, guint event, guint8 *numbers)
{
  const guint8 *cells = qd_search_run_event_state (scene->run, event);

  qd_search_tiles_from_canonical (scene->doc->tiles, cells, numbers);
}

static int
compare_events (const void *a, const void *b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

void
qd_search_render_tiles (cairo_t *cr, const QdSearchScene *scene)
{
  const QdSearchTiles *tiles = scene->doc->tiles;
  const QdPalette *palette = scene->palette;
  guint n = tiles->rows * tiles->cols;
  g_autofree guint8 *numbers = g_new (guint8, n);
  double goal_x = MARGIN + board_width (tiles, TILE) + GAP;
  double below = MARGIN + tiles->rows * TILE;
  double small = board_width (tiles, small_tile (tiles));
  /* Practice on which board is taken next: the step before's on show. */
  gboolean hide = scene->options->hide_current && scene->run != NULL && scene->event >= 0;
  gint shown_event = !hide ? scene->event
                   : scene->step > 0 ? (gint) qd_search_run_step_event (scene->run, scene->step - 1) : -1;
  QdDrawText text;
  QdSearchEvent event;

  qd_draw_text_init (&text, cr, palette->font_family, "0");
  if (shown_event >= 0)
    event_numbers (scene, (guint) shown_event, numbers);
  else if (scene->board != NULL)
    memcpy (numbers, scene->board, n);
  else
    memcpy (numbers, tiles->start, n);
  draw_board (cr, scene, &text, numbers, MARGIN, MARGIN, TILE, TRUE, scene->options->cursor);

  /* The goal, small, beside it. */
  qd_draw_text (&text, _("Goal"), qd_palette_text (palette, 11), QD_DRAW_TEXT_BASELINE, goal_x, MARGIN - 6,
                &palette->muted, 1);
  draw_board (cr, scene, &text, tiles->goal, goal_x, MARGIN, GOAL_TILE, FALSE, -1);

  if (scene->event < 0)
    {
      qd_draw_text_clear (&text);
      return;
    }
  /* g, h and f of the board shown (its depth alone while its f is asked). */
  if (shown_event >= 0)
    {
      g_autofree char *label = NULL;
      g_autofree char *order = NULL;
      g_autofree char *line = NULL;

      qd_search_run_event (scene->run, (guint) shown_event, &event);
      if (!scene->options->hide_current_f)
        {
          label = qd_search_render_order_text (scene->run, &event, TRUE);
          order = qd_search_render_order_text (scene->run, &event, FALSE);
        }
      /* TRANSLATORS: under a sliding-tile board: its depth, then how the algorithm orders it ("f = g + h = 2 + 1 = 3") */
      line = label != NULL ? g_strdup_printf (_("Depth %u · %s"), event.depth, order)
                           : g_strdup_printf (_("Depth %u"), event.depth);
      qd_draw_text (&text, line, qd_palette_text (palette, 14), QD_DRAW_TEXT_BASELINE, MARGIN, below + 24,
                    &palette->foreground, 1);
    }

  /* The frontier's best boards, in the order they would be taken. */
  {
    guint events[QD_SEARCH_RENDER_FRONTIER_BOARDS + 1];
    guint k = qd_search_run_frontier_at (scene->run, scene->step, events, G_N_ELEMENTS (events));
    gconstpointer shown = qd_search_run_event_state (scene->run, (guint) scene->event);
    double y = below + TEXT_BAND + TEXT_BAND;

    /* The board being expanded is not shown twice; in practice it waits
     * among the others, which are not told in the order they are taken. */
    for (guint i = 0; i < k && !hide; i++)
      if (memcmp (qd_search_run_event_state (scene->run, events[i]), shown, n) == 0)
        {
          memmove (events + i, events + i + 1, (k - i - 1) * sizeof (guint));
          k--;
          break;
        }
    k = MIN (k, QD_SEARCH_RENDER_FRONTIER_BOARDS);
    if (hide)
      qsort (events, k, sizeof (guint), compare_events);

    qd_draw_text (&text, k == 0 ? _("The frontier is empty")
                         : hide ? _("Frontier, in the order reached") : _("Frontier, best first"),
                  qd_palette_text (palette, 11), QD_DRAW_TEXT_BASELINE, MARGIN, y - 8, &palette->muted, 1);
    for (guint i = 0; i < k; i++)
      {
        double x = MARGIN + i * (small + GAP);
        g_autofree char *label = NULL;
        QdSearchEvent e;

        qd_search_run_event (scene->run, events[i], &e);
        event_numbers (scene, events[i], numbers);
        draw_board (cr, scene, &text, numbers, x, y, small_tile (tiles), FALSE, -1);
        label = qd_search_render_order_text (scene->run, &e, TRUE);
        if (label == NULL)
          label = g_strdup_printf ("d %u", e.depth);
        qd_draw_text (&text, label, qd_palette_text (palette, 9.5), QD_DRAW_TEXT_BASELINE, x,
                      y + tiles->rows * small_tile (tiles) + 14, &palette->foreground, 0.85);
      }
  }
  qd_draw_text_clear (&text);
}
