/* qd-wargame-render.c — the war-game board.
 *
 * Blue's squares take the palette's blue wash (max_fill) and green's a wash
 * of its green, each with a mark of the full colour in the corner so the
 * owner reads without relying on the wash alone: Blue a disc, Green a
 * triangle, in the score line too.  With letters Green's squares are also
 * lightly hatched; in high contrast every square is outlined.  The layout
 * depends on the board size only. */
#include "qd-wargame-render.h"

#include <math.h>
#include <string.h>

#include "render/qd-draw.h"
#include "render/qd-text-measure.h"
#include <glib/gi18n.h>

#define CELL 56.0
#define MARGIN 30.0        /* room for the letters and numbers */
#define PAD 12.0
#define SCORE_LINE 36.0

typedef struct {
  cairo_t *cr;
  const QdWargameBoard *board;
  const QdWargameRenderOptions *options;
  const QdPalette *palette;
  QdDrawText text;
  QdColor fill[2];         /* blue, green washes */
  QdColor strong[2];       /* blue, green */
} Render;

void
qd_wargame_render_options_init (QdWargameRenderOptions *options, const QdPalette *palette)
{
  memset (options, 0, sizeof *options);
  options->palette = palette;
  options->last_move = QD_WARGAME_NO_SQUARE;
  options->hint = QD_WARGAME_NO_SQUARE;
  options->cursor = QD_WARGAME_NO_SQUARE;
  options->show_scores = TRUE;
}

static double scores_width (const QdWargameState *st);

static gboolean
scores_shown (const QdWargameRenderOptions *options)
{
  return options != NULL && options->show_scores && options->state != NULL;
}

void
qd_wargame_render_get_size (const QdWargameBoard *board, const QdWargameRenderOptions *options,
                        double *width, double *height)
{
  *width = MARGIN + board->size * CELL + PAD;
  if (scores_shown (options))
    *width = MAX (*width, MARGIN + board->size * CELL / 2 + scores_width (options->state) / 2 + PAD);
  *height = MARGIN + board->size * CELL + PAD + (scores_shown (options) ? SCORE_LINE : 0);
}

void
qd_wargame_render_get_square_rect (const QdWargameBoard *board, guint square, double *x, double *y, double *side)
{
  *x = MARGIN + (square % board->size) * CELL;
  *y = MARGIN + (square / board->size) * CELL;
  *side = CELL;
}

gboolean
qd_wargame_render_hit (const QdWargameBoard *board, double x, double y, guint *square)
{
  double col = floor ((x - MARGIN) / CELL), row = floor ((y - MARGIN) / CELL);

  if (col < 0 || row < 0 || col >= board->size || row >= board->size)
    return FALSE;
  *square = (guint) row * board->size + (guint) col;
  return TRUE;
}

/* A player's mark centred at (cx, cy), `radius` across the disc: Blue a
 * disc, Green a triangle pointing up of the same area or so. */
static void
owner_mark (Render *r, QdWargameOwner owner, double cx, double cy, double radius)
{
  cairo_t *cr = r->cr;

  if (owner == QD_WARGAME_BLUE)
    cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  else
    {
      double s = radius * 1.45;

      cairo_move_to (cr, cx, cy - s);
      cairo_line_to (cr, cx + s * 0.95, cy + s * 0.65);
      cairo_line_to (cr, cx - s * 0.95, cy + s * 0.65);
      cairo_close_path (cr);
    }
  qd_draw_set_color (cr, &r->strong[owner], 1.0);
  cairo_fill (cr);
}

/* Light diagonal hatching over the square (x, y, side). */
static void
hatch (Render *r, double x, double y, double side)
{
  cairo_t *cr = r->cr;

  cairo_save (cr);
  qd_draw_rounded_rect (cr, x + 2, y + 2, side - 4, side - 4, 6);
  cairo_clip (cr);
  for (double d = -side; d < side; d += 9)
    {
      cairo_move_to (cr, x + d, y + side);
      cairo_line_to (cr, x + d + side, y);
    }
  qd_draw_line_width (cr, r->palette, 1.5);
  qd_draw_set_color (cr, &r->strong[QD_WARGAME_GREEN], 0.35);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_square (Render *r, guint sq)
{
  cairo_t *cr = r->cr;
  const QdWargameState *st = r->options->state;
  QdWargameOwner owner = st != NULL ? qd_wargame_state_owner (st, sq) : QD_WARGAME_EMPTY;
  gint value = r->board->values[sq];
  double x, y, side;
  char text[16];
  double size;

  qd_wargame_render_get_square_rect (r->board, sq, &x, &y, &side);
  qd_draw_rounded_rect (cr, x + 2, y + 2, side - 4, side - 4, 6);
  if (owner == QD_WARGAME_EMPTY)
    qd_draw_set_color (cr, &r->palette->leaf_fill, 1.0);
  else
    qd_draw_set_color (cr, &r->fill[owner], 1.0);
  if (r->palette->flags & QD_PALETTE_HIGH_CONTRAST)
    {
      cairo_fill_preserve (cr);
      qd_draw_line_width (cr, r->palette, 1);
      qd_draw_set_color (cr, &r->palette->foreground, owner == QD_WARGAME_EMPTY ? 0.5 : 1.0);
      cairo_stroke (cr);
    }
  else
    cairo_fill (cr);

  if (owner == QD_WARGAME_GREEN && (r->palette->flags & (QD_PALETTE_LETTERS | QD_PALETTE_PRINT)))
    hatch (r, x, y, side);
  if (owner != QD_WARGAME_EMPTY)
    owner_mark (r, owner, x + 11, y + 11, 4.5);

  g_snprintf (text, sizeof text, "%d", value);
  size = strlen (text) <= 2 ? 19 : strlen (text) == 3 ? 16 : 13;
  qd_draw_text (&r->text, text, size, (owner != QD_WARGAME_EMPTY ? QD_DRAW_TEXT_BOLD : 0) | QD_DRAW_TEXT_CENTER,
                x + side / 2, y + side / 2,
                value < 0 ? &r->palette->bad : owner == QD_WARGAME_EMPTY ? &r->palette->muted : &r->palette->foreground,
                1.0);
}

static void
ring (Render *r, guint sq, const QdColor *color, double width, double inset, gboolean dashed)
{
  double x, y, side;
  double dash[] = { 4, 4 };

  qd_wargame_render_get_square_rect (r->board, sq, &x, &y, &side);
  qd_draw_rounded_rect (r->cr, x + inset, y + inset, side - 2 * inset, side - 2 * inset, 7);
  cairo_set_dash (r->cr, dash, dashed ? 2 : 0, 0);
  qd_draw_line_width (r->cr, r->palette, width);
  qd_draw_set_color (r->cr, color, 1.0);
  cairo_stroke (r->cr);
  cairo_set_dash (r->cr, NULL, 0, 0);
}

static void
ring_set (Render *r, const QdWargameBits *bits, const QdColor *color, gboolean dashed)
{
  QdWargameBits b;

  if (bits == NULL)
    return;
  b = *bits;
  while (qd_wargame_bits_any (&b))
    {
      guint sq = qd_wargame_bits_pop (&b);

      if (sq < qd_wargame_board_n_squares (r->board))
        ring (r, sq, color, 2.5, 4.5, dashed);
    }
}

static void
draw_labels (Render *r)
{
  guint n = r->board->size;

  for (guint i = 0; i < n; i++)
    {
      char text[8];

      g_snprintf (text, sizeof text, "%c", 'A' + i);
      qd_draw_text (&r->text, text, 13, QD_DRAW_TEXT_CENTER, MARGIN + (i + 0.5) * CELL, MARGIN / 2,
                    &r->palette->muted, 1.0);
      g_snprintf (text, sizeof text, "%u", i + 1);
      qd_draw_text (&r->text, text, 13, QD_DRAW_TEXT_CENTER, MARGIN / 2, MARGIN + (i + 0.5) * CELL,
                    &r->palette->muted, 1.0);
    }
}

#define SCORE_SIZE 14.0
#define SCORE_DISC 5.0
#define SCORE_GAP 28.0      /* between blue's item and green's */

static void
score_text (const QdWargameState *st, guint player, char *buf, gsize size)
{
  g_snprintf (buf, size, player == QD_WARGAME_BLUE ? _("Blue %d") : _("Green %d"), st->score[player]);
}

/* Width of the score line: per player a disc, a space, the text. */
static double
scores_width (const QdWargameState *st)
{
  double width = SCORE_GAP;
  char text[64];

  for (guint p = 0; p < 2; p++)
    {
      score_text (st, p, text, sizeof text);
      width += 3 * SCORE_DISC + qd_text_measure (text, SCORE_SIZE);
    }
  return width;
}

static void
draw_scores (Render *r)
{
  const QdWargameState *st = r->options->state;
  double y = MARGIN + r->board->size * CELL + PAD + SCORE_LINE / 2;
  double width = scores_width (st);
  double x = MAX (MARGIN + r->board->size * CELL / 2 - width / 2, PAD);
  gboolean playing = !st->chance && st->ply < qd_wargame_board_n_squares (r->board);
  char text[64];

  for (guint p = 0; p < 2; p++)
    {
      gboolean bold = playing && st->to_move == p;   /* whose turn it is */
      double advance;

      owner_mark (r, p, x + SCORE_DISC, y, SCORE_DISC);
      x += 3 * SCORE_DISC;
      score_text (st, p, text, sizeof text);
      advance = qd_draw_text (&r->text, text, SCORE_SIZE, (bold ? QD_DRAW_TEXT_BOLD : 0) | QD_DRAW_TEXT_INK_LEFT,
                              x, y, &r->palette->foreground, 1.0);
      x += MAX (advance, qd_text_measure (text, SCORE_SIZE)) + SCORE_GAP;
    }
}

void
qd_wargame_render (cairo_t *cr, const QdWargameBoard *board, const QdWargameRenderOptions *options)
{
  QdWargameRenderOptions defaults;
  Render r;
  guint n_squares = qd_wargame_board_n_squares (board);

  g_return_if_fail (cr != NULL && board != NULL);
  if (options == NULL)
    {
      qd_wargame_render_options_init (&defaults, NULL);
      options = &defaults;
    }
  r = (Render) {
    .cr = cr,
    .board = board,
    .options = options,
    .palette = qd_palette_or_light (options->palette),
  };
  r.strong[QD_WARGAME_BLUE] = r.palette->accent;
  r.strong[QD_WARGAME_GREEN] = r.palette->war_green;
  r.fill[QD_WARGAME_BLUE] = r.palette->max_fill;
  r.fill[QD_WARGAME_GREEN] = r.palette->war_green_fill;

  qd_draw_begin (cr, r.palette, &r.text, "8");
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  draw_labels (&r);
  for (guint sq = 0; sq < n_squares; sq++)
    draw_square (&r, sq);
  ring_set (&r, options->conquered, &r.palette->foreground, FALSE);
  ring_set (&r, options->failed, &r.palette->bad, TRUE);
  if (options->last_move < n_squares)
    ring (&r, options->last_move, &r.palette->accent, 3.5, 1.75, FALSE);
  if (options->hint < n_squares)
    ring (&r, options->hint, &r.palette->good, 3, 1.5, TRUE);
  if (options->cursor < n_squares)
    ring (&r, options->cursor, &r.palette->foreground, 1.5, 0.75, TRUE);
  if (scores_shown (options))
    draw_scores (&r);

  qd_draw_end (cr, &r.text);
}

void
qd_wargame_drawing_draw (cairo_t *cr, double width, double height, gpointer user_data)
{
  const QdWargameDrawing *drawing = user_data;

  qd_wargame_render (cr, drawing->board, drawing->options);
}
