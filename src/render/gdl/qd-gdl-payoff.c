/* qd-gdl-payoff.c — a one-shot game's payoff table (qd-gdl-payoff.h). */
#include "config.h"
#include "qd-gdl-payoff.h"

#include <math.h>

#define ROW_H        40.0    /* a move's row */
#define HEAD_H       24.0    /* a role's name over its moves */
#define PAD          14.0    /* around a cell's text */
#define MIN_COLUMN   72.0
#define TEXT_SIZE    14.0
#define NAME_SIZE    13.0

/* The table's columns: the first role's moves' width, then one width for
 * every column of the second's (the widest of their moves and payoffs). */
typedef struct {
  double left, column, row, head, size, name_size;
  guint rows, columns;
} Layout;

/* "100, 0": the goals of cell `cell`. */
static void
payoff_text (const QdGdlNormalForm *form, guint cell, char *out, gsize size)
{
  g_snprintf (out, size, "%d, %d", form->goals[(gsize) cell * 2], form->goals[(gsize) cell * 2 + 1]);
}

static void
layout_with (const QdGdlNormalForm *form, const QdDrawText *text, const QdPalette *palette, Layout *l)
{
  double scale = qd_palette_text (palette, 1.0);
  char payoff[32];

  l->size = TEXT_SIZE * scale;
  l->name_size = NAME_SIZE * scale;
  l->row = ROW_H * scale;
  l->head = HEAD_H * scale;
  l->rows = form->n_moves[0];
  l->columns = form->n_moves[1];
  l->left = qd_draw_text_advance (text, form->roles[0], l->name_size, QD_DRAW_TEXT_BOLD);
  for (guint i = 0; i < l->rows; i++)
    l->left = MAX (l->left, qd_draw_text_advance (text, form->moves[0][i], l->size, QD_DRAW_TEXT_BOLD));
  l->left = ceil (l->left + 2 * PAD);
  l->column = MIN_COLUMN;
  for (guint j = 0; j < l->columns; j++)
    l->column = MAX (l->column, qd_draw_text_advance (text, form->moves[1][j], l->size, QD_DRAW_TEXT_BOLD) + 2 * PAD);
  for (guint c = 0; c < form->n_cells; c++)
    {
      payoff_text (form, c, payoff, sizeof payoff);
      l->column = MAX (l->column, qd_draw_text_advance (text, payoff, l->size, QD_DRAW_TEXT_BOLD) + 2 * PAD);
    }
  l->column = ceil (l->column);
}

/* The layout measured on a scratch surface (for the size and the hits). */
static void
layout (const QdGdlNormalForm *form, const QdPalette *palette, Layout *l)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  cairo_t *cr = cairo_create (surface);
  QdDrawText text;

  qd_draw_text_init (&text, cr, qd_palette_or_light (palette)->font_family, "H");
  layout_with (form, &text, qd_palette_or_light (palette), l);
  qd_draw_text_clear (&text);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

gboolean
qd_gdl_payoff_fits (const QdGdlNormalForm *form)
{
  return form != NULL && form->n_roles == 2;
}

void
qd_gdl_payoff_size (const QdGdlNormalForm *form, const QdPalette *palette, double *width, double *height)
{
  Layout l;

  layout (form, palette, &l);
  *width = l.left + l.columns * l.column;
  *height = 2 * l.head + l.rows * l.row;
}

static void
box_of (const Layout *l, guint cell, double *x, double *y, double *w, double *h)
{
  *x = l->left + (cell % l->columns) * l->column;
  *y = 2 * l->head + (cell / l->columns) * l->row;
  *w = l->column;
  *h = l->row;
}

void
qd_gdl_payoff_cell_box (const QdGdlNormalForm *form, const QdPalette *palette, guint cell, double *x, double *y,
                        double *w, double *h)
{
  Layout l;

  layout (form, palette, &l);
  box_of (&l, cell, x, y, w, h);
}

void
qd_gdl_payoff_draw (cairo_t *cr, const QdGdlNormalForm *form, QdDrawText *text, const QdPalette *palette, double x,
                    double y, gint played, gint hover)
{
  const QdPalette *p = qd_palette_or_light (palette);
  guint played_row = played >= 0 ? (guint) played / form->n_moves[1] : G_MAXUINT;
  guint played_column = played >= 0 ? (guint) played % form->n_moves[1] : G_MAXUINT;
  double top, width;
  QdColor ink[2];
  Layout l;

  layout_with (form, text, p, &l);
  qd_palette_player_ink (p, 0, &ink[0]);
  qd_palette_player_ink (p, 1, &ink[1]);
  top = y + 2 * l.head;
  width = l.columns * l.column;
  /* the roles' names: the second's over its moves, the first's over its own */
  qd_draw_text (text, form->roles[1], l.name_size, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE,
                x + l.left + width / 2, y + l.head / 2, &ink[1], 1.0);
  qd_draw_text (text, form->roles[0], l.name_size, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CAP_MIDDLE, x + PAD,
                y + 1.5 * l.head, &ink[0], 1.0);
  for (guint j = 0; j < l.columns; j++)
    qd_draw_text (text, form->moves[1][j], l.size,
                  (j == played_column ? QD_DRAW_TEXT_BOLD : 0) | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE,
                  x + l.left + (j + 0.5) * l.column, y + 1.5 * l.head, &p->foreground, 1.0);
  for (guint i = 0; i < l.rows; i++)
    qd_draw_text (text, form->moves[0][i], l.size, (i == played_row ? QD_DRAW_TEXT_BOLD : 0) | QD_DRAW_TEXT_CAP_MIDDLE,
                  x + PAD, top + (i + 0.5) * l.row, &p->foreground, 1.0);
  for (guint c = 0; c < form->n_cells; c++)
    {
      double cx, cy, cw, ch, half;
      char first[16], second[16];
      guint flags = (gint) c == played ? QD_DRAW_TEXT_BOLD : 0;

      box_of (&l, c, &cx, &cy, &cw, &ch);
      cx += x;
      cy += y;
      if ((gint) c == played)
        {
          cairo_rectangle (cr, cx, cy, cw, ch);
          qd_draw_set_color (cr, &p->accent, 0.22);
          cairo_fill (cr);
        }
      /* "100, 0": each goal in its role's ink, centred together */
      g_snprintf (first, sizeof first, "%d,", form->goals[(gsize) c * 2]);
      g_snprintf (second, sizeof second, " %d", form->goals[(gsize) c * 2 + 1]);
      half = (qd_draw_text_advance (text, first, l.size, flags) + qd_draw_text_advance (text, second, l.size, flags)) / 2;
      qd_draw_text (text, first, l.size, flags | QD_DRAW_TEXT_LEFT | QD_DRAW_TEXT_CAP_MIDDLE, cx + cw / 2 - half,
                    cy + ch / 2, &ink[0], 1.0);
      qd_draw_text (text, second, l.size, flags | QD_DRAW_TEXT_RIGHT | QD_DRAW_TEXT_CAP_MIDDLE, cx + cw / 2 + half,
                    cy + ch / 2, &ink[1], 1.0);
    }
  /* the grid */
  qd_draw_set_color (cr, &p->muted, 0.6);
  qd_draw_line_width (cr, p, 1.0);
  for (guint i = 0; i <= l.rows; i++)
    {
      cairo_move_to (cr, x + l.left, top + i * l.row);
      cairo_rel_line_to (cr, width, 0);
    }
  for (guint j = 0; j <= l.columns; j++)
    {
      cairo_move_to (cr, x + l.left + j * l.column, top);
      cairo_rel_line_to (cr, 0, l.rows * l.row);
    }
  cairo_stroke (cr);
  for (guint k = 0; k < 2; k++)
    {
      gint c = k == 0 ? played : hover;
      double cx, cy, cw, ch;

      if (c < 0 || (guint) c >= form->n_cells)
        continue;
      box_of (&l, (guint) c, &cx, &cy, &cw, &ch);
      qd_draw_set_color (cr, &p->accent, 1.0);
      qd_draw_line_width (cr, p, k == 0 ? 3.0 : 2.0);
      cairo_rectangle (cr, x + cx + 1.5, y + cy + 1.5, cw - 3, ch - 3);
      cairo_stroke (cr);
    }
}
