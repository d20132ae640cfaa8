/* qd-gdl-render.c — a GDL state: its board and its facts by relation. */
#include "config.h"
#include "qd-gdl-render.h"

#include "render/qd-draw.h"
#include "qd-gdl-payoff.h"
#include "qd-gdl-shape.h"

#include <math.h>
#include <string.h>

#define MARGIN       16.0
#define CAPTION_H    30.0    /* the caption's line */
#define LABEL_W      30.0    /* the rows' names */
#define LABEL_H      24.0    /* the columns' names */
#define BOARD_SPAN  400.0    /* the longer side of the board aims at this */
#define MIN_CELL     28.0
#define MAX_CELL     80.0
#define GAP          14.0    /* between the board and the lists */
#define LINE_H       20.0    /* a fact's line */
#define HEADING_H    24.0    /* a relation's heading */
#define INDENT       14.0    /* facts under their heading */
#define MIN_WIDTH   240.0
#define CAPTION_SIZE 15.0
#define LABEL_SIZE   12.0
#define FACT_SIZE    13.0
#define CAPTION_LINE 21.0    /* a wrapped caption's next lines */
#define WRAP_WIDTH  440.0    /* a caption without a board wraps at this, or the content's width */

#define TEXT_CENTER (QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_INK_MIDDLE)

/* ------------------------------------------------------------ geometry */

static double
cell_side (const QdGdlBoard *board)
{
  guint side = MAX (board->n_columns, board->n_rows);

  return side == 0 ? 0 : CLAMP (floor (BOARD_SPAN / side), MIN_CELL, MAX_CELL);
}

static gboolean
has_board (const QdGdlBoard *board)
{
  return board->relation != NULL && board->n_rows > 0 && board->n_columns > 0;
}

/* A payoff table in place of a board (qd-gdl-payoff.h): a state without
 * a board, the table given. */
static gboolean
has_table (const QdGdlBoard *board, const QdGdlRenderOptions *options)
{
  return !has_board (board) && qd_gdl_payoff_fits (options->table);
}

/* The board's or the table's width and height (0: neither). */
static void
block_size (const QdGdlBoard *board, const QdGdlRenderOptions *options, double *width, double *height)
{
  *width = *height = 0;
  if (has_board (board))
    {
      *width = LABEL_W + board->n_columns * cell_side (board);
      *height = LABEL_H + board->n_rows * cell_side (board);
    }
  else if (has_table (board, options))
    qd_gdl_payoff_size (options->table, options->palette, width, height);
}

/* The caption's height: a line over a board; without one, its lines as
 * wrapped (caption_lines). */
static double caption_height (const QdGdlBoard *board, const QdGdlRenderOptions *options);

/* The lists: beside the board, at the height of its first row (facts
 * that are not on the board do not take the board's height: Connect
 * Four's seven `top` facts under it shrank it to 43 % at 600 × 500), or
 * under the caption when there is no board; under a payoff table (beside
 * it, they shrank the table to 72 % at 600 × 500). */
static double
lists_top (const QdGdlBoard *board, const QdGdlRenderOptions *options)
{
  double width, height;

  block_size (board, options, &width, &height);
  if (has_table (board, options))
    return MARGIN + caption_height (board, options) + height + GAP;
  return MARGIN + caption_height (board, options) + (has_board (board) ? LABEL_H : 0);
}

static double
lists_left (const QdGdlBoard *board, const QdGdlRenderOptions *options)
{
  double width, height;

  block_size (board, options, &width, &height);
  return MARGIN + (width > 0 && !has_table (board, options) ? width + 2 * GAP : 0);
}

/* The lists' height, their lines as tall as the palette's text scale asks. */
static double
lists_height (const QdGdlBoard *board, const QdPalette *palette)
{
  double h = 0, scale = qd_palette_text (palette, 1.0);

  for (guint i = 0; i < board->groups->len; i++)
    {
      const QdGdlFactGroup *group = g_ptr_array_index (board->groups, i);
      double w, shape_h;

      if (group->shape != QD_GDL_SHAPE_LIST)
        {
          qd_gdl_shape_size (group, &w, &shape_h);
          h += HEADING_H * scale + shape_h;
        }
      else
        h += (HEADING_H + group->facts->len * LINE_H) * scale;
    }
  return h;
}

/* Text measured off screen, in the palette's face. */
typedef struct {
  cairo_surface_t *surface;
  cairo_t *cr;
  QdDrawText text;
} Measure;

static void
measure_begin (Measure *m, const QdPalette *palette)
{
  m->surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  m->cr = cairo_create (m->surface);
  qd_draw_text_init (&m->text, m->cr, qd_palette_or_light (palette)->font_family, "H");
}

static void
measure_end (Measure *m)
{
  qd_draw_text_clear (&m->text);
  cairo_destroy (m->cr);
  cairo_surface_destroy (m->surface);
}

/* The widest of the facts' lists, measured in the palette's face. */
static double
lists_width (const QdGdlBoard *board, const QdPalette *palette, const QdDrawText *text)
{
  double fact = qd_palette_text (palette, FACT_SIZE), width = 0;

  for (guint i = 0; i < board->groups->len; i++)
    {
      const QdGdlFactGroup *group = g_ptr_array_index (board->groups, i);

      width = MAX (width, qd_draw_text_advance (text, group->name, fact, QD_DRAW_TEXT_BOLD));
      if (group->shape != QD_GDL_SHAPE_LIST)
        {
          double w, h;

          qd_gdl_shape_size (group, &w, &h);
          width = MAX (width, w);
          continue;
        }
      for (guint f = 0; f < group->facts->len; f++)
        width = MAX (width, INDENT + qd_draw_text_advance (text, g_ptr_array_index (group->facts, f), fact, 0));
    }
  return width;
}

/* The width under the caption: the board or the table, the lists beside. */
static double
content_width (const QdGdlBoard *board, const QdGdlRenderOptions *options, const QdDrawText *text)
{
  const QdPalette *palette = qd_palette_or_light (options->palette);
  double width, height;

  block_size (board, options, &width, &height);
  if (board->groups->len > 0)
    width = MAX (width, lists_left (board, options) - MARGIN + lists_width (board, palette, text));
  return width;
}

/* The caption's lines: one over a board (its cells stay where they are);
 * without a board, wrapped between words at `width` (a long status in
 * small type made the facts' view unreadable). */
static GPtrArray *
caption_lines (const QdGdlBoard *board, const QdGdlRenderOptions *options, const QdDrawText *text, double width)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  double size = qd_palette_text (qd_palette_or_light (options->palette), CAPTION_SIZE);
  g_auto(GStrv) words = NULL;
  GString *line = g_string_new (NULL);

  if (options->caption == NULL)
    return g_string_free (line, TRUE), lines;
  if (has_board (board))
    {
      g_ptr_array_add (lines, g_strdup (options->caption));
      return g_string_free (line, TRUE), lines;
    }
  words = g_strsplit (options->caption, " ", -1);
  for (guint i = 0; words[i] != NULL; i++)
    {
      gsize before = line->len;

      g_string_append_printf (line, "%s%s", before > 0 ? " " : "", words[i]);
      if (before > 0 && qd_draw_text_advance (text, line->str, size, QD_DRAW_TEXT_BOLD) > width)
        {
          g_string_truncate (line, before);
          g_ptr_array_add (lines, g_strdup (line->str));
          g_string_assign (line, words[i]);
        }
    }
  if (line->len > 0)
    g_ptr_array_add (lines, g_strdup (line->str));
  g_string_free (line, TRUE);
  return lines;
}

/* The width a caption without a board wraps at. */
static double
wrap_width (const QdGdlBoard *board, const QdGdlRenderOptions *options, const QdDrawText *text)
{
  return MAX (WRAP_WIDTH, content_width (board, options, text));
}

static double
caption_height (const QdGdlBoard *board, const QdGdlRenderOptions *options)
{
  g_autoptr(GPtrArray) lines = NULL;
  Measure m;

  if (has_board (board) || options->caption == NULL)
    return CAPTION_H;
  measure_begin (&m, options->palette);
  lines = caption_lines (board, options, &m.text, wrap_width (board, options, &m.text));
  measure_end (&m);
  return CAPTION_H + (MAX (lines->len, 1) - 1) * qd_palette_text (qd_palette_or_light (options->palette), CAPTION_LINE);
}

/* The widest text of the picture: the caption's lines and the content. */
static double
text_width (const QdGdlBoard *board, const QdGdlRenderOptions *options)
{
  double caption = qd_palette_text (qd_palette_or_light (options->palette), CAPTION_SIZE), width;
  g_autoptr(GPtrArray) lines = NULL;
  Measure m;

  measure_begin (&m, options->palette);
  width = content_width (board, options, &m.text);
  lines = caption_lines (board, options, &m.text, wrap_width (board, options, &m.text));
  for (guint i = 0; i < lines->len; i++)
    width = MAX (width, qd_draw_text_advance (&m.text, g_ptr_array_index (lines, i), caption, QD_DRAW_TEXT_BOLD));
  measure_end (&m);
  return width;
}

void
qd_gdl_render_options_init (QdGdlRenderOptions *options, const QdPalette *palette)
{
  *options = (QdGdlRenderOptions) {
    .palette = palette != NULL ? palette : qd_palette_light (),
    .hover = -1,
    .hint = -1,
    .last = -1,
    .table_played = -1,
  };
}

void
qd_gdl_render_get_size (const QdGdlBoard *board, const QdGdlRenderOptions *options, double *width, double *height)
{
  double w = MIN_WIDTH, block_w, block_h;

  block_size (board, options, &block_w, &block_h);
  w = MAX (w, block_w);
  w = MAX (w, ceil (text_width (board, options)));
  *width = MARGIN + w + MARGIN;
  /* a board's labels are above its top, a table is above the lists (lists_top) */
  if (has_board (board))
    block_h -= LABEL_H;
  if (has_table (board, options))
    block_h = 0;
  *height = lists_top (board, options) + MAX (lists_height (board, qd_palette_or_light (options->palette)), block_h)
            + MARGIN;
}

gboolean
qd_gdl_render_table_box (const QdGdlBoard *board, const QdGdlRenderOptions *options, guint cell, double *x,
                         double *y, double *width, double *height)
{
  if (!has_table (board, options) || cell >= options->table->n_cells)
    return FALSE;
  qd_gdl_payoff_cell_box (options->table, options->palette, cell, x, y, width, height);
  *x += MARGIN;
  *y += MARGIN + caption_height (board, options);
  return TRUE;
}

gboolean
qd_gdl_render_table_hit (const QdGdlBoard *board, const QdGdlRenderOptions *options, double x, double y, guint *cell)
{
  double cx, cy, cw, ch, column, row;

  /* the cells are a grid of equal boxes from cell 0's */
  if (!qd_gdl_render_table_box (board, options, 0, &cx, &cy, &cw, &ch))
    return FALSE;
  column = floor ((x - cx) / cw);
  row = floor ((y - cy) / ch);
  if (column < 0 || row < 0 || column >= options->table->n_moves[1] || row >= options->table->n_moves[0])
    return FALSE;
  *cell = (guint) row * options->table->n_moves[1] + (guint) column;
  return TRUE;
}

void
qd_gdl_render_cell_box (const QdGdlBoard *board, guint cell, double *x, double *y, double *size)
{
  double side = cell_side (board);

  *x = MARGIN + LABEL_W + (cell % MAX (board->n_columns, 1)) * side;
  *y = MARGIN + CAPTION_H + LABEL_H + (cell / MAX (board->n_columns, 1)) * side;
  *size = side;
}

gboolean
qd_gdl_render_hit (const QdGdlBoard *board, double x, double y, guint *cell)
{
  double side = cell_side (board);
  double column, row;

  if (!has_board (board))
    return FALSE;
  column = floor ((x - MARGIN - LABEL_W) / side);
  row = floor ((y - MARGIN - CAPTION_H - LABEL_H) / side);
  if (column < 0 || row < 0 || column >= board->n_columns || row >= board->n_rows)
    return FALSE;
  *cell = (guint) row * board->n_columns + (guint) column;
  return TRUE;
}

/* ------------------------------------------------------------ drawing */

typedef struct {
  const QdGdlBoard *board;
  const QdGdlRenderOptions *o;
  const QdPalette *palette;
  double side;
  guint *slots;          /* each value's colour */
  QdDrawText text;
} Style;

/* A colour's whole name: the content is a disc of it. */
static gboolean
disc_colour (const Style *s, const char *content, guint slot, QdColor *fill)
{
  static const char *const names[] = { "red", "green", "blue", "yellow", "purple", "orange", "teal", "brown" };

  if (g_ascii_strcasecmp (content, "white") == 0 || g_ascii_strcasecmp (content, "black") == 0)
    {
      gboolean white = g_ascii_tolower (content[0]) == 'w';

      *fill = white ? (QdColor) { 1, 1, 1, 1 } : (QdColor) { 0.12, 0.12, 0.12, 1 };
      return TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_ascii_strcasecmp (content, names[i]) == 0)
      {
        qd_palette_region (s->palette, slot, fill);
        return TRUE;
      }
  return FALSE;
}

static gboolean
is_number (const char *content)
{
  return content[0] != '\0' && content[strspn (content, "0123456789-")] == '\0';
}

/* The content of a cell: a disc, a numbered tile or a lettered one. */
static void
draw_content (cairo_t *cr, const Style *s, guint cell, double x, double y)
{
  const char *content = qd_gdl_board_content (s->board, cell);
  gint value = qd_gdl_board_value (s->board, cell);
  guint slot = value >= 0 ? s->slots[value] : QD_PALETTE_N_REGIONS;
  double side = s->side, pad = side * 0.1;
  QdColor fill, ink;

  if (content == NULL)
    return;
  /* X and O as K in a Row draws them (tic-tac-toe in either tab alike). */
  if (g_ascii_strcasecmp (content, "x") == 0 || g_ascii_strcasecmp (content, "o") == 0)
    {
      qd_draw_player_mark (cr, s->palette, g_ascii_tolower (content[0]) == 'o', x + side / 2, y + side / 2,
                           side * 0.3, 1.0);
      return;
    }
  if (disc_colour (s, content, slot, &fill))
    {
      cairo_arc (cr, x + side / 2, y + side / 2, side * 0.38, 0, 2 * G_PI);
      qd_draw_set_color (cr, &fill, 1.0);
      cairo_fill_preserve (cr);
      qd_draw_line_width (cr, s->palette, 1.5);
      qd_draw_set_color (cr, &s->palette->foreground, 0.6);
      cairo_stroke (cr);
      return;
    }
  if (is_number (content) || value < 0)
    fill = s->palette->leaf_fill;
  else
    {
      qd_palette_region (s->palette, slot, &fill);
      qd_color_mix (&fill, &fill, &s->palette->background, 0.35);
    }
  qd_draw_rounded_rect (cr, x + pad, y + pad, side - 2 * pad, side - 2 * pad, side * 0.12);
  qd_draw_set_color (cr, &fill, 1.0);
  cairo_fill (cr);
  qd_palette_ink_on (&fill, &ink);
  qd_draw_text (&s->text, content, MIN (side * 0.45, (side - 2 * pad) * 1.6 / MAX (1, g_utf8_strlen (content, -1))),
                QD_DRAW_TEXT_BOLD | TEXT_CENTER, x + side / 2, y + side / 2, &ink, 1.0);
}

/* The cell's frame, its content, and the dot of a playable cell. */
static void
draw_cell (cairo_t *cr, const Style *s, guint cell)
{
  double x, y, side;

  qd_gdl_render_cell_box (s->board, cell, &x, &y, &side);
  cairo_rectangle (cr, x, y, side, side);
  qd_draw_set_color (cr, &s->palette->background, 1.0);
  cairo_fill_preserve (cr);
  qd_draw_line_width (cr, s->palette, 1.0);
  qd_draw_set_color (cr, (s->palette->flags & QD_PALETTE_HIGH_CONTRAST) ? &s->palette->foreground
                                                                      : &s->palette->muted, 1.0);
  cairo_stroke (cr);
  draw_content (cr, s, cell, x, y);
  if (s->o->playable != NULL && s->o->playable[cell] && qd_gdl_board_content (s->board, cell) == NULL)
    {
      cairo_arc (cr, x + side / 2, y + side / 2, side * 0.07, 0, 2 * G_PI);
      qd_draw_set_color (cr, &s->palette->accent, 0.7);
      cairo_fill (cr);
    }
}

/* An outline around a cell: the hover's thin, the hint's thick. */
static void
draw_outline (cairo_t *cr, const Style *s, gint cell, double width)
{
  double x, y, side;

  if (cell < 0 || (guint) cell >= s->board->n_rows * s->board->n_columns)
    return;
  qd_gdl_render_cell_box (s->board, (guint) cell, &x, &y, &side);
  cairo_rectangle (cr, x + width / 2 + 1, y + width / 2 + 1, side - width - 2, side - width - 2);
  qd_draw_line_width (cr, s->palette, width);
  qd_draw_set_color (cr, &s->palette->accent, 1.0);
  cairo_stroke (cr);
}

/* The last move's cell: a triangle in its top left corner, as the other
 * game tabs mark the last move. */
static void
draw_last (cairo_t *cr, const Style *s, gint cell)
{
  double x, y, side;

  if (cell < 0 || (guint) cell >= s->board->n_rows * s->board->n_columns)
    return;
  qd_gdl_render_cell_box (s->board, (guint) cell, &x, &y, &side);
  cairo_move_to (cr, x + 1, y + 1);
  cairo_line_to (cr, x + 1 + side * 0.28, y + 1);
  cairo_line_to (cr, x + 1, y + 1 + side * 0.28);
  cairo_close_path (cr);
  qd_draw_set_color (cr, &s->palette->accent, 0.9);
  cairo_fill (cr);
}

static void
draw_labels (cairo_t *cr, const Style *s)
{
  double left = MARGIN + LABEL_W, top = MARGIN + CAPTION_H + LABEL_H;
  double size = MIN (qd_palette_text (s->palette, LABEL_SIZE), s->side * 0.4);

  for (guint c = 0; c < s->board->n_columns; c++)
    qd_draw_text (&s->text, s->board->columns[c], size, TEXT_CENTER, left + (c + 0.5) * s->side,
                  top - LABEL_H / 2, &s->palette->muted, 1.0);
  for (guint r = 0; r < s->board->n_rows; r++)
    qd_draw_text (&s->text, s->board->rows[r], size, QD_DRAW_TEXT_INK_RIGHT | QD_DRAW_TEXT_INK_MIDDLE,
                  left - 6, top + (r + 0.5) * s->side, &s->palette->muted, 1.0);
}

static void
draw_board (cairo_t *cr, const Style *s)
{
  guint cells = s->board->n_rows * s->board->n_columns;

  draw_labels (cr, s);
  for (guint c = 0; c < cells; c++)
    draw_cell (cr, s, c);
  draw_last (cr, s, s->o->last);
  draw_outline (cr, s, s->o->hover, 2.0);
  draw_outline (cr, s, s->o->hint, 4.0);
}

static void
draw_lists (cairo_t *cr, const Style *s)
{
  double y = lists_top (s->board, s->o), x = lists_left (s->board, s->o), scale = qd_palette_text (s->palette, 1.0);
  double heading = HEADING_H * scale, line = LINE_H * scale, size = FACT_SIZE * scale;

  for (guint i = 0; i < s->board->groups->len; i++)
    {
      const QdGdlFactGroup *group = g_ptr_array_index (s->board->groups, i);

      qd_draw_text (&s->text, group->name, size, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CAP_MIDDLE, x,
                    y + heading / 2, &s->palette->foreground, 1.0);
      y += heading;
      if (group->shape != QD_GDL_SHAPE_LIST)
        {
          double w, h;

          qd_gdl_shape_draw (cr, group, s->palette, &s->text, size, x + INDENT, y);
          qd_gdl_shape_size (group, &w, &h);
          y += h;
          continue;
        }
      for (guint f = 0; f < group->facts->len; f++, y += line)
        qd_draw_text (&s->text, g_ptr_array_index (group->facts, f), size, QD_DRAW_TEXT_CAP_MIDDLE,
                      x + INDENT, y + line / 2, &s->palette->foreground, 1.0);
    }
}

void
qd_gdl_render (cairo_t *cr, const QdGdlBoard *board, const QdGdlRenderOptions *options)
{
  g_autofree guint *slots = g_new0 (guint, board->n_values + 1);
  Style s = {
    .board = board,
    .o = options,
    .palette = qd_palette_or_light (options->palette),
    .side = cell_side (board),
    .slots = slots,
  };

  qd_palette_region_slots ((const char *const *) board->values, board->n_values, slots);
  qd_draw_begin (cr, s.palette, &s.text, "H");
  {
    g_autoptr(GPtrArray) lines = caption_lines (board, options, &s.text, wrap_width (board, options, &s.text));
    double line = qd_palette_text (s.palette, CAPTION_LINE);

    for (guint i = 0; i < lines->len; i++)
      qd_draw_text (&s.text, g_ptr_array_index (lines, i), qd_palette_text (s.palette, CAPTION_SIZE),
                    QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CAP_MIDDLE, MARGIN, MARGIN + CAPTION_H / 2 + i * line,
                    &s.palette->foreground, 1.0);
  }
  if (has_board (board))
    draw_board (cr, &s);
  else if (has_table (board, options))
    qd_gdl_payoff_draw (cr, options->table, &s.text, s.palette, MARGIN, MARGIN + caption_height (board, options),
                        options->table_played, options->hover);
  draw_lists (cr, &s);
  qd_draw_end (cr, &s.text);
}
