/* qd-normalform-render.c — the payoff table (qd-normalform-render.h).
 * Geometry depends on the game alone (qd_text_measure), so the view, its
 * hit-testing and the exports agree whatever the annotations. */
#include "config.h"
#include "qd-normalform-render.h"

#include <glib/gi18n.h>
#include <string.h>

#include "render/qd-draw.h"
#include "render/qd-text-measure.h"

#define MARGIN 12.0
#define PAD 10.0
#define FONT 14.0
#define SMALL 11.0
#define CAPTION_H 26.0      /* "Cy: a" above a table of three players or more */
#define PLAYER_H 22.0       /* the column player's name */
#define HEADER_H 42.0       /* a column's strategy and its elimination note */
#define ROW_H 42.0          /* a row: its strategy and note, and its cells */
#define GAP 18.0            /* between tables */

typedef struct {
  double row_w, cell_w, table_h;
  guint n1, n2, slices;
} Layout;

/* "✗ 12 < NAME": the width an elimination note of `player` may take. */
static double
note_width (const QdNormalform *game, guint player)
{
  double widest = qd_text_measure (_("mixture"), SMALL);

  for (guint s = 0; s < game->players[player].n_strategies; s++)
    widest = MAX (widest, qd_text_measure (game->players[player].strategies[s], SMALL));
  return widest + qd_text_measure ("✗ 99 < ", SMALL);
}

static char *
cell_text (const QdNormalform *game, guint k)
{
  GString *out = g_string_new (NULL);

  for (guint p = 0; p < game->n_players; p++)
    {
      g_autofree char *v = qd_rational_to_string (qd_normalform_payoff (game, k, p));

      g_string_append_printf (out, "%s%s", p ? ",  " : "", v);
    }
  return g_string_free (out, FALSE);
}

static void
layout_init (Layout *l, const QdNormalform *game)
{
  l->n1 = game->players[0].n_strategies;
  l->n2 = game->players[1].n_strategies;
  l->slices = game->n_profiles / (l->n1 * l->n2);
  l->row_w = MAX (note_width (game, 0), qd_text_measure (game->players[0].name, FONT));
  for (guint s = 0; s < l->n1; s++)
    l->row_w = MAX (l->row_w, qd_text_measure (game->players[0].strategies[s], FONT));
  l->row_w += 2 * PAD;
  l->cell_w = note_width (game, 1);
  for (guint s = 0; s < l->n2; s++)
    l->cell_w = MAX (l->cell_w, qd_text_measure (game->players[1].strategies[s], FONT));
  for (guint k = 0; k < game->n_profiles; k++)
    {
      g_autofree char *text = cell_text (game, k);

      l->cell_w = MAX (l->cell_w, qd_text_measure (text, FONT));
    }
  l->cell_w += 2 * PAD;
  l->table_h = (game->n_players > 2 ? CAPTION_H : 0) + PLAYER_H + HEADER_H + l->n1 * ROW_H;
}

void
qd_normalform_render_options_init (QdNormalformRenderOptions *options, const QdPalette *palette)
{
  *options = (QdNormalformRenderOptions) { .palette = palette, .focus = -1, .dominance_shown = G_MAXUINT };
}

void
qd_normalform_render_get_size (const QdNormalform *game, double *width, double *height)
{
  Layout l;
  double caption = 0;

  layout_init (&l, game);
  for (guint p = 2; p < game->n_players; p++)
    caption += qd_text_measure (game->players[p].name, FONT) + note_width (game, p) + 3 * PAD;
  *width = MAX (l.row_w + l.n2 * l.cell_w, caption) + 2 * MARGIN;
  *height = l.slices * l.table_h + (l.slices - 1) * GAP + 2 * MARGIN;
}

/* The top-left of the cells of slice `slice` (below its headers). */
static void
slice_origin (const Layout *l, const QdNormalform *game, guint slice, double *x, double *y)
{
  *x = MARGIN + l->row_w;
  *y = MARGIN + slice * (l->table_h + GAP) + (game->n_players > 2 ? CAPTION_H : 0) + PLAYER_H + HEADER_H;
}

void
qd_normalform_render_cell_box (const QdNormalform *game, guint k, double *x, double *y, double *w, double *h)
{
  Layout l;
  double x0, y0;

  layout_init (&l, game);
  /* Profiles run with the first player slowest: k = (row × n2 + col) × slices + slice. */
  slice_origin (&l, game, k % l.slices, &x0, &y0);
  *x = x0 + ((k / l.slices) % l.n2) * l.cell_w;
  *y = y0 + (k / l.slices / l.n2) * ROW_H;
  *w = l.cell_w;
  *h = ROW_H;
}

gint
qd_normalform_render_hit (const QdNormalform *game, double x, double y)
{
  for (guint k = 0; k < game->n_profiles; k++)
    {
      double cx, cy, cw, ch;

      qd_normalform_render_cell_box (game, k, &cx, &cy, &cw, &ch);
      if (x >= cx && x < cx + cw && y >= cy && y < cy + ch)
        return (gint) k;
    }
  return -1;
}

/* ---- drawing */

typedef struct {
  cairo_t *cr;
  const QdNormalform *game;
  const QdNormalformRenderOptions *o;
  const QdPalette *palette;
  QdDrawText text;
  Layout l;
} Draw;

static guint
step_of (const Draw *d, guint player, guint strategy)
{
  guint step = d->o->dominance != NULL ? d->o->dominance->step_of[player][strategy] : 0;

  return step <= d->o->dominance_shown ? step : 0;
}

/* "✗ 2 < testify" for an eliminated strategy (to free), or NULL. */
static char *
note_text (const Draw *d, guint player, guint strategy)
{
  guint step = step_of (d, player, strategy);
  const QdNormalformElimination *e;

  if (step == 0)
    return NULL;
  e = &d->o->dominance->steps[step - 1];
  return g_strdup_printf ("✗ %u < %s", step,
                          e->mixture != NULL ? _("mixture") : d->game->players[player].strategies[e->dominator]);
}

/* A strategy's name centred at (cx, cy) with its note under it, struck out
 * when eliminated. */
static void
draw_label (Draw *d, guint player, guint strategy, double cx, double cy)
{
  const char *name = d->game->players[player].strategies[strategy];
  g_autofree char *note = note_text (d, player, strategy);
  const QdColor *ink = note != NULL ? &d->palette->muted : &d->palette->foreground;
  double w = qd_draw_text (&d->text, name, qd_palette_text (d->palette, FONT),
                           QD_DRAW_TEXT_ADVANCE_CENTER | QD_DRAW_TEXT_BOLD, cx, cy - 7, ink, 1);

  if (note == NULL)
    return;
  qd_draw_set_color (d->cr, &d->palette->bad, 1);
  qd_draw_line_width (d->cr, d->palette, 1.5);
  cairo_move_to (d->cr, cx - w / 2 - 2, cy - 7);
  cairo_line_to (d->cr, cx + w / 2 + 2, cy - 7);
  cairo_stroke (d->cr);
  qd_draw_text (&d->text, note, qd_palette_text (d->palette, SMALL), QD_DRAW_TEXT_ADVANCE_CENTER, cx, cy + 11,
                &d->palette->bad, 1);
}

/* Whether profile k has a strategy eliminated. */
static gboolean
profile_eliminated (const Draw *d, guint k)
{
  guint s[QD_NORMALFORM_PLAYERS_MAX];

  qd_normalform_strategies (d->game, k, s);
  for (guint p = 0; p < d->game->n_players; p++)
    if (step_of (d, p, s[p]) != 0)
      return TRUE;
  return FALSE;
}

/* The payoffs of cell k, each best response's underlined. */
static void
draw_payoffs (Draw *d, guint k, double x, double y, double w, const QdColor *ink)
{
  double size = qd_palette_text (d->palette, FONT), total = 0, pen;
  g_autofree char *all = cell_text (d->game, k);

  total = qd_draw_text_advance (&d->text, all, size, 0);
  pen = x + (w - total) / 2;
  for (guint p = 0; p < d->game->n_players; p++)
    {
      g_autofree char *v = qd_rational_to_string (qd_normalform_payoff (d->game, k, p));
      double advance = qd_draw_text (&d->text, v, size, QD_DRAW_TEXT_LEFT, pen, y, ink, 1);

      if (d->o->pure != NULL && d->o->pure->best[(gsize) k * d->game->n_players + p])
        {
          qd_draw_set_color (d->cr, ink, 1);
          qd_draw_line_width (d->cr, d->palette, 1.2);
          cairo_move_to (d->cr, pen, y + 9);
          cairo_line_to (d->cr, pen + advance, y + 9);
          cairo_stroke (d->cr);
        }
      pen += advance;
      if (p + 1 < d->game->n_players)
        pen += qd_draw_text (&d->text, ",  ", size, QD_DRAW_TEXT_LEFT, pen, y, ink, 1);
    }
}

static gboolean
is_equilibrium (const Draw *d, guint k)
{
  for (guint i = 0; d->o->pure != NULL && i < d->o->pure->n_equilibria; i++)
    if (d->o->pure->equilibria[i] == k)
      return TRUE;
  return FALSE;
}

static void
draw_cell (Draw *d, guint k)
{
  double x, y, w, h;
  gboolean out = profile_eliminated (d, k);

  qd_normalform_render_cell_box (d->game, k, &x, &y, &w, &h);
  if (is_equilibrium (d, k))
    {
      qd_draw_set_color (d->cr, &d->palette->good, 0.25);
      cairo_rectangle (d->cr, x, y, w, h);
      cairo_fill (d->cr);
    }
  qd_draw_set_color (d->cr, &d->palette->muted, 1);
  qd_draw_line_width (d->cr, d->palette, 1);
  cairo_rectangle (d->cr, x + 0.5, y + 0.5, w - 1, h - 1);
  cairo_stroke (d->cr);
  if (is_equilibrium (d, k))
    {
      qd_draw_set_color (d->cr, &d->palette->good, 1);
      qd_draw_line_width (d->cr, d->palette, 3);
      cairo_rectangle (d->cr, x + 3, y + 3, w - 6, h - 6);
      cairo_stroke (d->cr);
    }
  draw_payoffs (d, k, x, y + h / 2, w, out ? &d->palette->muted : &d->palette->foreground);
  if ((gint) k == d->o->focus)
    {
      qd_draw_set_color (d->cr, &d->palette->accent, 1);
      qd_draw_line_width (d->cr, d->palette, 2.5);
      cairo_rectangle (d->cr, x + 1.5, y + 1.5, w - 3, h - 3);
      cairo_stroke (d->cr);
    }
}

/* "Cy: a    Dee: b" above slice `slice` of a game of three players or more. */
static void
draw_caption (Draw *d, guint slice, double y)
{
  guint s[QD_NORMALFORM_PLAYERS_MAX];
  double x = MARGIN;

  qd_normalform_strategies (d->game, slice, s);
  for (guint p = 2; p < d->game->n_players; p++)
    {
      g_autofree char *head = g_strdup_printf ("%s: ", d->game->players[p].name);
      double w;

      x += qd_draw_text (&d->text, head, qd_palette_text (d->palette, FONT), QD_DRAW_TEXT_LEFT, x, y,
                         &d->palette->foreground, 1);
      w = qd_draw_text_advance (&d->text, d->game->players[p].strategies[s[p]], qd_palette_text (d->palette, FONT),
                                QD_DRAW_TEXT_BOLD);
      draw_label (d, p, s[p], x + w / 2, y + 7);
      x += MAX (w, note_width (d->game, p)) + 3 * PAD;
    }
}

static void
draw_slice (Draw *d, guint slice)
{
  double x0, y0;

  slice_origin (&d->l, d->game, slice, &x0, &y0);
  if (d->game->n_players > 2)
    draw_caption (d, slice, y0 - HEADER_H - PLAYER_H - CAPTION_H / 2);
  qd_draw_text (&d->text, d->game->players[1].name, qd_palette_text (d->palette, FONT),
                QD_DRAW_TEXT_ADVANCE_CENTER | QD_DRAW_TEXT_ITALIC, x0 + d->l.n2 * d->l.cell_w / 2,
                y0 - HEADER_H - PLAYER_H / 2, &d->palette->foreground, 1);
  qd_draw_text (&d->text, d->game->players[0].name, qd_palette_text (d->palette, FONT),
                QD_DRAW_TEXT_ADVANCE_CENTER | QD_DRAW_TEXT_ITALIC, MARGIN + d->l.row_w / 2,
                y0 - HEADER_H / 2, &d->palette->foreground, 1);
  for (guint c = 0; c < d->l.n2; c++)
    draw_label (d, 1, c, x0 + (c + 0.5) * d->l.cell_w, y0 - HEADER_H / 2);
  for (guint r = 0; r < d->l.n1; r++)
    draw_label (d, 0, r, MARGIN + d->l.row_w / 2, y0 + (r + 0.5) * ROW_H);
  for (guint r = 0; r < d->l.n1; r++)
    for (guint c = 0; c < d->l.n2; c++)
      draw_cell (d, (r * d->l.n2 + c) * d->l.slices + slice);
}

void
qd_normalform_render (cairo_t *cr, const QdNormalform *game, const QdNormalformRenderOptions *options)
{
  Draw d = { .cr = cr, .game = game, .o = options, .palette = qd_palette_or_light (options->palette) };

  layout_init (&d.l, game);
  qd_draw_begin (cr, d.palette, &d.text, "H");
  for (guint slice = 0; slice < d.l.slices; slice++)
    draw_slice (&d, slice);
  qd_draw_end (cr, &d.text);
}

void
qd_normalform_drawing_draw (cairo_t *cr, double width, double height, gpointer user_data)
{
  const QdNormalformDrawing *drawing = user_data;

  qd_normalform_render (cr, drawing->game, drawing->options);
}
