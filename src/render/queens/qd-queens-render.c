/* qd-queens-render.c — an N-queens board (qd-queens-render.h). */
#include "config.h"
#include "qd-queens-render.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>

#include "render/qd-draw.h"

#define MARGIN 16.0
#define CAPTION_HEIGHT 30.0
#define SMALL_SQUARE 48.0       /* N <= SMALL_N */
#define SMALL_N 12
#define NUMBER_BOARD 720.0       /* SMALL_N < N <= MAX_NUMBERS: the board's side, … */
#define MIN_NUMBER_SQUARE 24.0  /* … unless its squares would be smaller than this */
#define LARGE_BOARD 640.0       /* the board's side past MAX_NUMBERS */
#define SUMMARY_BINS 400        /* the summary's regions per side */
#define STRIP_GAP 10.0
#define STRIP_WIDTH 48.0        /* the summary's queens-per-row strip */
#define LEGEND_LINE 19.0        /* the summary's legend lines under the caption */
#define LABELS 20.0             /* up to MAX_NUMBERS: the coordinates' band above and left */

void
qd_queens_render_options_init (QdQueensRenderOptions *o, const QdPalette *palette)
{
  *o = (QdQueensRenderOptions) { .palette = palette, .show_h = TRUE, .show_attacks = TRUE, .cursor_col = -1,
                                 .cursor_row = -1, .move_col = -1 };
}

static double
square_side (guint n)
{
  if (n <= SMALL_N)
    return SMALL_SQUARE;
  if (n <= QD_QUEENS_RENDER_MAX_NUMBERS)
    return MAX (MIN_NUMBER_SQUARE, NUMBER_BOARD / n);
  return LARGE_BOARD / n;
}

/* The coordinates' band: letters above (a, b, …; numbers past 26 columns)
 * and row numbers at the left (1 at the top), as the practice names squares. */
static double
labels (guint n)
{
  return n <= QD_QUEENS_RENDER_MAX_NUMBERS ? LABELS : 0;
}

void
qd_queens_render_column_name (guint n, guint col, char *out, gsize size)
{
  if (n <= 26)
    g_snprintf (out, size, "%c", 'a' + col);
  else
    g_snprintf (out, size, "%u", col + 1);
}

static double
board_side (guint n)
{
  return n <= QD_QUEENS_RENDER_MAX_NUMBERS ? n * square_side (n) : LARGE_BOARD;
}

void
qd_queens_render_get_size (guint n, const QdQueensRenderOptions *o, double *width, double *height)
{
  double ts = o != NULL && o->palette != NULL ? o->palette->text_scale : 1;
  double strip = n > QD_QUEENS_RENDER_MAX_SQUARES ? STRIP_GAP + STRIP_WIDTH : 0;

  *width = 2 * MARGIN + labels (n) + board_side (n) + strip;
  *height = 2 * MARGIN + labels (n) + board_side (n) + CAPTION_HEIGHT * ts
            + (n > QD_QUEENS_RENDER_MAX_SQUARES ? 2 * LEGEND_LINE * ts : 0);
}

void
qd_queens_render_square (guint n, guint col, guint row, double *x, double *y, double *side)
{
  double s = square_side (n);

  *x = labels (n) + MARGIN + col * s;
  *y = labels (n) + MARGIN + row * s;
  *side = s;
}

gboolean
qd_queens_render_hit (guint n, double x, double y, guint *col, guint *row)
{
  double s = square_side (n), bx = x - MARGIN - labels (n), by = y - MARGIN - labels (n);

  if (bx < 0 || by < 0 || bx >= board_side (n) || by >= board_side (n))
    return FALSE;
  *col = MIN ((guint) (bx / s), n - 1);
  *row = MIN ((guint) (by / s), n - 1);
  return TRUE;
}

/* ------------------------------------------------------------ pieces */

/* A queen's crown in the square at (x, y) of side s. */
static void
crown_path (cairo_t *cr, double x, double y, double s)
{
  double l = x + 0.18 * s, r = x + 0.82 * s, base = y + 0.78 * s, band = y + 0.62 * s;
  static const double tips[5][2] = { { 0.16, 0.30 }, { 0.33, 0.40 }, { 0.50, 0.22 }, { 0.67, 0.40 }, { 0.84, 0.30 } };

  cairo_move_to (cr, l, base);
  cairo_line_to (cr, l, band);
  for (guint i = 0; i < 5; i++)
    {
      cairo_line_to (cr, x + tips[i][0] * s, y + tips[i][1] * s);
      if (i < 4)
        cairo_line_to (cr, x + (tips[i][0] + 0.085) * s, y + 0.55 * s);
    }
  cairo_line_to (cr, r, band);
  cairo_line_to (cr, r, base);
  cairo_close_path (cr);
}

static void
draw_queen (cairo_t *cr, const QdPalette *p, double x, double y, double s, double alpha)
{
  QdColor ink;

  if (s < 6)
    {
      cairo_rectangle (cr, x, y, MAX (s, 1.2), MAX (s, 1.2));
      qd_draw_set_color (cr, &p->foreground, alpha);
      cairo_fill (cr);
      return;
    }
  crown_path (cr, x, y, s);
  qd_draw_set_color (cr, &p->foreground, alpha);
  cairo_fill_preserve (cr);
  qd_palette_ink_on (&p->foreground, &ink);
  qd_draw_line_width (cr, p, MAX (1.0, s / 30));
  qd_draw_set_color (cr, &ink, alpha * 0.8);
  cairo_stroke (cr);
}

/* ------------------------------------------------------------ board */

static void
draw_squares (cairo_t *cr, guint n, const QdPalette *p)
{
  double s = square_side (n);
  QdColor dark;

  qd_color_mix (&dark, &p->background, &p->muted, 0.22);
  cairo_rectangle (cr, MARGIN, MARGIN, board_side (n), board_side (n));
  qd_draw_set_color (cr, &p->leaf_fill, 1);
  cairo_fill (cr);
  if (n <= QD_QUEENS_RENDER_MAX_NUMBERS)
    {
      for (guint r = 0; r < n; r++)
        for (guint c = (r + 1) % 2; c < n; c += 2)
          cairo_rectangle (cr, MARGIN + c * s, MARGIN + r * s, s, s);
      qd_draw_set_color (cr, &dark, 1);
      cairo_fill (cr);
    }
  cairo_rectangle (cr, MARGIN, MARGIN, board_side (n), board_side (n));
  qd_draw_line_width (cr, p, 1);
  qd_draw_set_color (cr, &p->foreground, 0.7);
  cairo_stroke (cr);
}

static guint64
best_h (const QdQueens *q)
{
  guint64 best = G_MAXUINT64;

  for (guint c = 0; c < q->n; c++)
    for (guint r = 0; r < q->n; r++)
      if (q->rows[c] != r)
        best = MIN (best, qd_queens_h_if (q, c, r));
  return best;
}

/* Figure 4.3(a): on each empty square, h if its column's queen moved there. */
static void
draw_numbers (cairo_t *cr, const QdQueens *q, const QdPalette *p)
{
  double s = square_side (q->n), size = qd_palette_text (p, s >= SMALL_SQUARE ? 15 : 11);
  guint64 best = best_h (q);
  QdDrawText text;

  qd_draw_text_init (&text, cr, p->font_family, "8");
  for (guint c = 0; c < q->n; c++)
    for (guint r = 0; r < q->n; r++)
      {
        guint64 h = qd_queens_h_if (q, c, r);
        char label[24];

        if (q->rows[c] == r)
          continue;
        if (h == best)
          {
            cairo_rectangle (cr, MARGIN + c * s + 1, MARGIN + r * s + 1, s - 2, s - 2);
            qd_draw_set_color (cr, &p->good, 0.28);
            cairo_fill (cr);
          }
        g_snprintf (label, sizeof label, "%" PRIu64, h);
        qd_draw_text (&text, label, size, QD_DRAW_TEXT_CENTER | (h == best ? QD_DRAW_TEXT_BOLD : 0),
                      MARGIN + (c + 0.5) * s, MARGIN + (r + 0.5) * s, h == best ? &p->foreground : &p->muted, 1);
      }
  qd_draw_text_clear (&text);
}

static void
draw_attacks (cairo_t *cr, const QdQueens *q, const QdPalette *p)
{
  double s = square_side (q->n);

  for (guint a = 0; a < q->n; a++)
    for (guint b = a + 1; b < q->n; b++)
      {
        guint ra = q->rows[a], rb = q->rows[b], dr = ra > rb ? ra - rb : rb - ra;

        if (dr != 0 && dr != b - a)
          continue;
        cairo_move_to (cr, MARGIN + (a + 0.5) * s, MARGIN + (ra + 0.5) * s);
        cairo_line_to (cr, MARGIN + (b + 0.5) * s, MARGIN + (rb + 0.5) * s);
      }
  qd_draw_line_width (cr, p, 2);
  qd_draw_set_color (cr, &p->bad, 0.75);
  cairo_stroke (cr);
}

static void
draw_move (cairo_t *cr, const QdQueens *q, const QdQueensRenderOptions *o, const QdPalette *p)
{
  double s = square_side (q->n), x = MARGIN + (o->move_col + 0.5) * s;
  double y0 = MARGIN + (o->move_from + 0.5) * s, y1 = MARGIN + (q->rows[o->move_col] + 0.5) * s;
  double dir = y1 > y0 ? 1 : -1, head = MIN (s * 0.3, 10);

  draw_queen (cr, p, MARGIN + o->move_col * s, MARGIN + o->move_from * s, s, 0.25);
  if (o->move_from == q->rows[o->move_col])
    return;
  cairo_move_to (cr, x, y0);
  cairo_line_to (cr, x, y1 - dir * s * 0.3);
  cairo_move_to (cr, x - head, y1 - dir * (s * 0.3 + head));
  cairo_line_to (cr, x, y1 - dir * s * 0.3);
  cairo_line_to (cr, x + head, y1 - dir * (s * 0.3 + head));
  qd_draw_line_width (cr, p, 3);
  qd_draw_set_color (cr, &p->accent, 0.9);
  cairo_stroke (cr);
}

static void
draw_cursor (cairo_t *cr, guint n, const QdQueensRenderOptions *o, const QdPalette *p)
{
  double s = square_side (n);

  if (o->cursor_col < 0 || o->cursor_row < 0 || (guint) o->cursor_col >= n || (guint) o->cursor_row >= n)
    return;
  cairo_rectangle (cr, MARGIN + o->cursor_col * s + 1.5, MARGIN + o->cursor_row * s + 1.5, MAX (s - 3, 1),
                   MAX (s - 3, 1));
  qd_draw_line_width (cr, p, s < 8 ? 1 : 3);
  qd_draw_set_color (cr, &p->accent, 1);
  cairo_stroke (cr);
}

/* ---------------------------------------------------------- summary */

/* Past MAX_SQUARES: the queens per region of the board as a picture of
 * SUMMARY_BINS² pixels (darker: more), and beside it the queens per band
 * of rows, red where a row holds two or more. */
static void
draw_summary (cairo_t *cr, const QdQueens *q, const QdPalette *p)
{
  guint per = (q->n + SUMMARY_BINS - 1) / SUMMARY_BINS, bins = (q->n + per - 1) / per;
  g_autofree guint *count = g_new0 (guint, (gsize) bins * bins);
  g_autofree guint *band = g_new0 (guint, bins);
  g_autofree gboolean *clash = g_new0 (gboolean, bins);
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) bins, (int) bins);
  guint max = 1, max_band = 1, stride = (guint) cairo_image_surface_get_stride (image) / 4;
  guint32 *px;
  double scale = LARGE_BOARD / bins, strip_x = MARGIN + LARGE_BOARD + STRIP_GAP;

  for (guint c = 0; c < q->n; c++)
    {
      guint k = (q->rows[c] / per) * bins + c / per;

      max = MAX (max, ++count[k]);
      max_band = MAX (max_band, ++band[q->rows[c] / per]);
    }
  for (guint r = 0; r < q->n; r++)
    clash[r / per] |= q->row_count[r] > 1;
  cairo_surface_flush (image);
  px = (guint32 *) cairo_image_surface_get_data (image);
  for (guint k = 0; k < bins * bins; k++)
    {
      double t = count[k] == 0 ? 0 : 0.25 + 0.75 * count[k] / max;
      QdColor c;

      qd_color_mix (&c, &p->leaf_fill, &p->foreground, t);
      px[(k / bins) * stride + k % bins] = 0xff000000u | (guint32) (c.r * 255) << 16 | (guint32) (c.g * 255) << 8
                                           | (guint32) (c.b * 255);
    }
  cairo_surface_mark_dirty (image);
  cairo_save (cr);
  cairo_translate (cr, MARGIN, MARGIN);
  cairo_scale (cr, scale, scale);
  cairo_set_source_surface (cr, image, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_NEAREST);
  cairo_paint (cr);
  cairo_restore (cr);
  cairo_surface_destroy (image);
  for (guint b = 0; b < bins; b++)
    {
      cairo_rectangle (cr, strip_x, MARGIN + b * scale, STRIP_WIDTH * band[b] / max_band, scale);
      qd_draw_set_color (cr, clash[b] ? &p->bad : &p->muted, 0.85);
      cairo_fill (cr);
    }
}

/* ---------------------------------------------------------- drawing */

static void
draw_caption (cairo_t *cr, const QdQueens *q, const QdQueensRenderOptions *o, const QdPalette *p)
{
  g_autofree char *text = o->caption != NULL ? g_strdup (o->caption)
                                             : g_strdup_printf (_("h = %" PRIu64 " attacking pairs"), q->h);
  double y = MARGIN + board_side (q->n) + CAPTION_HEIGHT * p->text_scale * 0.6;
  QdDrawText t;

  qd_draw_text_init (&t, cr, p->font_family, "H");
  qd_draw_text (&t, text, qd_palette_text (p, 14), QD_DRAW_TEXT_LEFT, MARGIN, y, &p->foreground, 1);
  if (q->n > QD_QUEENS_RENDER_MAX_SQUARES)
    {
      guint per = (q->n + SUMMARY_BINS - 1) / SUMMARY_BINS;
      g_autofree char *left = g_strdup_printf (_("Left: the queens per region of %u × %u squares, darker for more."),
                                               per, per);

      qd_draw_text (&t, left, qd_palette_text (p, 13), QD_DRAW_TEXT_LEFT, MARGIN, y + LEGEND_LINE * p->text_scale,
                    &p->muted, 1);
      qd_draw_text (&t, _("Right: the queens per band of rows, red where a row holds two or more."),
                    qd_palette_text (p, 13), QD_DRAW_TEXT_LEFT, MARGIN, y + 2 * LEGEND_LINE * p->text_scale,
                    &p->muted, 1);
    }
  qd_draw_text_clear (&t);
}

static void
draw_labels (cairo_t *cr, guint n, const QdPalette *p)
{
  double s = square_side (n), size = qd_palette_text (p, n <= SMALL_N ? 13 : 10);
  QdDrawText text;

  qd_draw_text_init (&text, cr, p->font_family, "8");
  for (guint i = 0; i < n; i++)
    {
      char label[16];

      qd_queens_render_column_name (n, i, label, sizeof label);
      qd_draw_text (&text, label, size, QD_DRAW_TEXT_CENTER, MARGIN + (i + 0.5) * s, MARGIN - LABELS / 2, &p->muted, 1);
      g_snprintf (label, sizeof label, "%u", i + 1);
      qd_draw_text (&text, label, size, QD_DRAW_TEXT_CENTER, MARGIN - LABELS / 2, MARGIN + (i + 0.5) * s, &p->muted, 1);
    }
  qd_draw_text_clear (&text);
}

void
qd_queens_render (cairo_t *cr, const QdQueens *q, const QdQueensRenderOptions *o)
{
  const QdPalette *p = o->palette != NULL ? o->palette : qd_palette_light ();
  double s = square_side (q->n);

  cairo_save (cr);
  cairo_translate (cr, labels (q->n), labels (q->n));
  if (labels (q->n) > 0)
    draw_labels (cr, q->n, p);
  if (q->n > QD_QUEENS_RENDER_MAX_SQUARES)
    draw_summary (cr, q, p);
  else
    {
      draw_squares (cr, q->n, p);
      if (o->show_h && q->n <= QD_QUEENS_RENDER_MAX_NUMBERS)
        draw_numbers (cr, q, p);
      if (o->move_col >= 0 && (guint) o->move_col < q->n && o->move_from < q->n)
        draw_move (cr, q, o, p);
      if (o->show_attacks && q->n <= QD_QUEENS_RENDER_MAX_NUMBERS)
        draw_attacks (cr, q, p);
      for (guint c = 0; c < q->n; c++)
        draw_queen (cr, p, MARGIN + c * s, MARGIN + q->rows[c] * s, s, 1);
      draw_cursor (cr, q->n, o, p);
    }
  draw_caption (cr, q, o, p);
  cairo_restore (cr);
}
