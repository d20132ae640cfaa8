/* qd-queens-run-draw.c — an N-queens board for a run's report and GIF
 * (qd-queens-run-draw.h). */
#include "config.h"
#include "qd-queens-run-draw.h"

#include "problems/queens/qd-queens-successors.h"
#include "render/qd-draw.h"

#define CELL      40.0
#define LABEL     20.0
#define MARGIN    8.0
#define CAPTION   26.0
/* A large board's cells shrink so that it stays about this wide. */
#define MAX_SIDE  640.0

static double
cell_size (guint n)
{
  return MIN (CELL, MAX_SIDE / n);
}

void
qd_queens_run_draw_init (QdQueensRunDraw *d, const QdQueens *q, const QdPalette *palette)
{
  *d = (QdQueensRunDraw) { .q = q, .palette = palette, .moved_col = -1, .from_row = -1 };
}

void
qd_queens_run_draw_get_size (const QdQueensRunDraw *d, double *width, double *height)
{
  double side = cell_size (d->q->n) * d->q->n;

  *width = 2 * MARGIN + LABEL + side;
  *height = 2 * MARGIN + LABEL + side + (d->caption != NULL ? CAPTION : 0);
}

static void
draw_labels (cairo_t *cr, QdDrawText *text, const QdQueensRunDraw *d, double cell)
{
  const QdPalette *p = d->palette;
  double size = MIN (11.0, cell * 0.4);

  for (guint i = 0; i < d->q->n && d->q->n <= QD_QUEENS_DRAW_DETAIL_MAX * 2; i++)
    {
      g_autofree char *letter = qd_queens_column_name (i);
      g_autofree char *number = g_strdup_printf ("%u", i + 1);

      qd_draw_text (text, letter, size, QD_DRAW_TEXT_CENTER, MARGIN + LABEL + (i + 0.5) * cell, MARGIN + LABEL / 2,
                    &p->muted, 1.0);
      qd_draw_text (text, number, size, QD_DRAW_TEXT_CENTER, MARGIN + LABEL / 2, MARGIN + LABEL + (i + 0.5) * cell,
                    &p->muted, 1.0);
    }
}

/* The squares, light and dark, and each empty one's h (the lowest bold,
 * framed in the accent colour). */
static void
draw_squares (cairo_t *cr, QdDrawText *text, const QdQueensRunDraw *d, double cell)
{
  const QdQueens *q = d->q;
  const QdPalette *p = d->palette;
  gboolean numbers = d->show_h && q->n <= QD_QUEENS_DRAW_DETAIL_MAX;
  guint64 best = G_MAXUINT64;

  for (guint c = 0; numbers && c < q->n; c++)
    for (guint r = 0; r < q->n; r++)
      if (r != q->rows[c])
        best = MIN (best, qd_queens_h_if (q, c, r));
  for (guint r = 0; r < q->n; r++)
    for (guint c = 0; c < q->n; c++)
      {
        double x = MARGIN + LABEL + c * cell, y = MARGIN + LABEL + r * cell;
        guint64 h;
        g_autofree char *value = NULL;

        cairo_rectangle (cr, x, y, cell, cell);
        qd_draw_set_color (cr, (r + c) % 2 == 0 ? &p->background : &p->leaf_fill, 1.0);
        cairo_fill (cr);
        if (!numbers || q->rows[c] == r)
          continue;
        h = qd_queens_h_if (q, c, r);
        value = g_strdup_printf ("%u", (guint) h);
        qd_draw_text (text, value, cell * 0.36, QD_DRAW_TEXT_CENTER | (h == best ? QD_DRAW_TEXT_BOLD : 0),
                      x + cell / 2, y + cell / 2, h == best ? &p->accent : &p->foreground, h == best ? 1.0 : 0.75);
        if (h == best)
          {
            cairo_rectangle (cr, x + 2, y + 2, cell - 4, cell - 4);
            qd_draw_line_width (cr, p, 1.5);
            qd_draw_set_color (cr, &p->accent, 1.0);
            cairo_stroke (cr);
          }
      }
  cairo_rectangle (cr, MARGIN + LABEL, MARGIN + LABEL, cell * q->n, cell * q->n);
  qd_draw_line_width (cr, p, 1.0);
  qd_draw_set_color (cr, &p->foreground, 1.0);
  cairo_stroke (cr);
}

/* A line between the centres of every two queens that attack each other. */
static void
draw_pairs (cairo_t *cr, const QdQueensRunDraw *d, double cell)
{
  const QdQueens *q = d->q;

  if (!d->show_pairs || q->n > QD_QUEENS_DRAW_DETAIL_MAX)
    return;
  for (guint a = 0; a < q->n; a++)
    for (guint b = a + 1; b < q->n; b++)
      {
        guint ra = q->rows[a], rb = q->rows[b], dr = ra > rb ? ra - rb : rb - ra;

        if (dr != 0 && dr != b - a)
          continue;
        cairo_move_to (cr, MARGIN + LABEL + (a + 0.5) * cell, MARGIN + LABEL + (ra + 0.5) * cell);
        cairo_line_to (cr, MARGIN + LABEL + (b + 0.5) * cell, MARGIN + LABEL + (rb + 0.5) * cell);
      }
  qd_draw_line_width (cr, d->palette, 1.2);
  qd_draw_set_color (cr, &d->palette->bad, 0.55);
  cairo_stroke (cr);
}

static void
draw_queens (cairo_t *cr, const QdQueensRunDraw *d, double cell)
{
  const QdQueens *q = d->q;
  const QdPalette *p = d->palette;

  for (guint c = 0; c < q->n; c++)
    {
      double x = MARGIN + LABEL + (c + 0.5) * cell, y = MARGIN + LABEL + (q->rows[c] + 0.5) * cell;
      gboolean moved = (gint) c == d->moved_col;

      if (moved && d->from_row >= 0)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, x, MARGIN + LABEL + (d->from_row + 0.5) * cell, cell * 0.3, 0, 2 * G_PI);
          qd_draw_line_width (cr, p, 1.0);
          qd_draw_dash_style (cr, p, 1);
          qd_draw_set_color (cr, &p->muted, 1.0);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
        }
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, cell * 0.32, 0, 2 * G_PI);
      qd_draw_set_color (cr, moved ? &p->accent : &p->foreground, 1.0);
      cairo_fill (cr);
      /* A crown's three points, in the background colour. */
      if (cell >= 12)
        {
          cairo_move_to (cr, x - cell * 0.18, y + cell * 0.1);
          cairo_line_to (cr, x - cell * 0.18, y - cell * 0.1);
          cairo_line_to (cr, x - cell * 0.09, y);
          cairo_line_to (cr, x, y - cell * 0.14);
          cairo_line_to (cr, x + cell * 0.09, y);
          cairo_line_to (cr, x + cell * 0.18, y - cell * 0.1);
          cairo_line_to (cr, x + cell * 0.18, y + cell * 0.1);
          cairo_close_path (cr);
          qd_draw_set_color (cr, &p->background, 1.0);
          cairo_fill (cr);
        }
    }
}

void
qd_queens_run_draw (cairo_t *cr, const QdQueensRunDraw *draw)
{
  QdQueensRunDraw d = *draw;
  double cell = cell_size (d.q->n), width, height;
  QdDrawText text;

  if (d.palette == NULL)
    d.palette = qd_palette_light ();
  qd_queens_run_draw_get_size (&d, &width, &height);
  cairo_save (cr);
  qd_draw_set_color (cr, &d.palette->background, 1.0);
  cairo_paint (cr);
  qd_draw_text_init (&text, cr, d.palette->font_family, "8");
  draw_labels (cr, &text, &d, cell);
  draw_squares (cr, &text, &d, cell);
  draw_pairs (cr, &d, cell);
  draw_queens (cr, &d, cell);
  if (d.caption != NULL)
    qd_draw_text (&text, d.caption, 13.0, QD_DRAW_TEXT_CENTER, width / 2, height - MARGIN - CAPTION / 2,
                  &d.palette->foreground, 1.0);
  qd_draw_text_clear (&text);
  cairo_restore (cr);
}
