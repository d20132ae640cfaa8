/* qd-kinarow-render.c — the k-in-a-row board.
 *
 * Without gravity the board is a grid of square cells on a light ground,
 * columns lettered under it and rows numbered at its left (the notation
 * "b2"); player 1's stones are crosses, player 2's rings, as on paper, so
 * the picture reads in greyscale print too.  With gravity the board stands
 * up: a frame with a round hole per cell, discs of the players' colours
 * carrying their letter (X, O), column numbers under it and, above each
 * column, the solver's score when it is known and the drop indicator (a
 * pale disc and an arrow) over the column the pointer or the keyboard is on.
 * The last stone wears a small accent mark; a winning line is struck
 * through its stones.  Over the board, the result once the game is over,
 * else whose turn it is.
 */
#include "config.h"
#include "qd-kinarow-render.h"

#include "render/qd-draw.h"

#include <math.h>
#include <glib/gi18n.h>

#define MARGIN       16.0
#define BOARD_SPAN  420.0    /* the longer side of the board aims at this */
#define MIN_CELL     30.0
#define MAX_CELL     96.0
#define TITLE_H      30.0    /* the result or whose turn */
#define SCORE_H      22.0    /* gravity: the scores' row */
#define LABEL_W      24.0    /* the row numbers */
#define LABEL_H      24.0    /* the column letters or numbers */
#define FRAME_PAD     6.0    /* gravity: the frame around the holes */
#define TITLE_SIZE   16.0
#define LABEL_SIZE   12.0
#define SCORE_SIZE   13.0

/* Geometry, all from the rules. */
typedef struct {
  double cell;
  double left, top;          /* the board's first cell's top left corner */
  double drop_top;           /* gravity: the drop row's top (= the scores' bottom) */
} Geometry;

static double
cell_side (const QdKinarowRules *rules)
{
  guint side = MAX (rules->width, rules->height);

  return CLAMP (floor (BOARD_SPAN / side), MIN_CELL, MAX_CELL);
}

static void
geometry (const QdKinarowRules *rules, Geometry *g)
{
  g->cell = cell_side (rules);
  if (rules->gravity)
    {
      g->left = MARGIN + FRAME_PAD;
      g->drop_top = MARGIN + TITLE_H + SCORE_H;
      g->top = g->drop_top + g->cell + FRAME_PAD;
    }
  else
    {
      g->left = MARGIN + LABEL_W;
      g->drop_top = MARGIN + TITLE_H;
      g->top = MARGIN + TITLE_H;
    }
}

void
qd_kinarow_render_options_init (QdKinarowRenderOptions *options, const QdPalette *palette)
{
  options->palette = palette != NULL ? palette : qd_palette_light ();
  options->hover = -1;
  options->editing = FALSE;
  options->scores = NULL;
  options->lift = 0;
}

void
qd_kinarow_render_get_size (const QdKinarowRules *rules, double *width, double *height)
{
  Geometry g;

  geometry (rules, &g);
  *width = g.left + rules->width * g.cell + (rules->gravity ? FRAME_PAD : 0) + MARGIN;
  *height = g.top + rules->height * g.cell + (rules->gravity ? FRAME_PAD : 0) + LABEL_H + MARGIN;
}

/* The cell's top left corner: row 0 is the bottom row. */
void
qd_kinarow_render_cell_box (const QdKinarowRules *rules, guint cell, double *x, double *y, double *size)
{
  Geometry g;
  guint column = cell % rules->width, row = cell / rules->width;

  geometry (rules, &g);
  *x = g.left + column * g.cell;
  *y = g.top + (rules->height - 1 - row) * g.cell;
  *size = g.cell;
}

guint
qd_kinarow_render_n_targets (const QdKinarowRules *rules)
{
  return rules->gravity ? rules->width : rules->cells;
}

void
qd_kinarow_render_target_box (const QdKinarowRules *rules, guint target, double *x, double *y, double *width,
                              double *height)
{
  Geometry g;
  double size;

  if (!rules->gravity)
    {
      qd_kinarow_render_cell_box (rules, target, x, y, &size);
      *width = *height = size;
      return;
    }
  geometry (rules, &g);
  *x = g.left + target * g.cell;
  *y = g.drop_top;
  *width = g.cell;
  *height = g.top - g.drop_top + rules->height * g.cell;
}

gboolean
qd_kinarow_render_hit (const QdKinarowRules *rules, double x, double y, guint *target)
{
  Geometry g;
  double column, row;

  geometry (rules, &g);
  column = floor ((x - g.left) / g.cell);
  row = floor ((y - g.top) / g.cell);
  if (column < 0 || column >= rules->width || y >= g.top + rules->height * g.cell)
    return FALSE;
  if (rules->gravity)
    {
      if (y < g.drop_top)
        return FALSE;
      *target = (guint) column;
      return TRUE;
    }
  if (row < 0)
    return FALSE;
  *target = qd_kinarow_cell (rules, (guint) column, rules->height - 1 - (guint) row);
  return TRUE;
}

/* ------------------------------------------------------------ drawing */

#define TEXT_CENTER (QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_INK_MIDDLE)

typedef struct {
  const QdKinarowRules *rules;
  const QdKinarowPosition *pos;
  const QdKinarowRenderOptions *o;
  const QdPalette *palette;
  Geometry g;
  QdColor ink[2];       /* the players' strokes, stronger than their washes */
  QdDrawText text;
} Style;

static void
cell_centre (const Style *s, guint cell, double *cx, double *cy)
{
  double x, y, size;

  qd_kinarow_render_cell_box (s->rules, cell, &x, &y, &size);
  *cx = x + size / 2;
  *cy = y + size / 2;
}

/* A stone of `player` centred at (cx, cy); `alpha` < 1 for a pale one. */
static void
draw_stone (cairo_t *cr, const Style *s, guint player, double cx, double cy, double alpha)
{
  double r = s->g.cell * (s->rules->gravity ? 0.40 : 0.30);

  if (s->rules->gravity)
    {
      cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
      qd_draw_set_color (cr, player == QD_KINAROW_P1 ? &s->palette->max_fill : &s->palette->min_fill, alpha);
      cairo_fill_preserve (cr);
      qd_draw_line_width (cr, s->palette, 2.5);
      qd_draw_set_color (cr, &s->ink[player], alpha);
      cairo_stroke (cr);
      qd_draw_text (&s->text, player == QD_KINAROW_P1 ? "X" : "O", s->g.cell * 0.32,
                    QD_DRAW_TEXT_BOLD | TEXT_CENTER, cx, cy, &s->ink[player], alpha);
      return;
    }
  qd_draw_player_mark (cr, s->palette, player == QD_KINAROW_P1 ? 0 : 1, cx, cy, r, alpha);
}

/* Strokes the path in `color` at `width` (the palette's line scale). */
static void
stroke (cairo_t *cr, const QdPalette *p, double width, const QdColor *color, double alpha)
{
  qd_draw_line_width (cr, p, width);
  qd_draw_set_color (cr, color, alpha);
  cairo_stroke (cr);
}

/* The lines of the board's grid, heavier for tic-tac-toe's few. */
static const QdColor *
grid_color (const QdPalette *p)
{
  return (p->flags & QD_PALETTE_HIGH_CONTRAST) ? &p->foreground : &p->muted;
}

static void
draw_grid (cairo_t *cr, const Style *s)
{
  const QdKinarowRules *rules = s->rules;
  const QdPalette *p = s->palette;
  double w = rules->width * s->g.cell, h = rules->height * s->g.cell;

  /* The lines end at the board's edge, whatever their width. */
  cairo_save (cr);
  qd_draw_rounded_rect (cr, s->g.left, s->g.top, w, h, 6);
  qd_draw_set_color (cr, &p->leaf_fill, 1.0);
  cairo_fill_preserve (cr);
  cairo_clip (cr);
  for (guint i = 1; i < rules->width; i++)
    {
      cairo_move_to (cr, s->g.left + i * s->g.cell, s->g.top);
      cairo_rel_line_to (cr, 0, h);
    }
  for (guint j = 1; j < rules->height; j++)
    {
      cairo_move_to (cr, s->g.left, s->g.top + j * s->g.cell);
      cairo_rel_line_to (cr, w, 0);
    }
  stroke (cr, p, rules->cells <= 9 ? 3 : 1, grid_color (p), 0.7);
  cairo_restore (cr);
  qd_draw_rounded_rect (cr, s->g.left, s->g.top, w, h, 6);
  stroke (cr, p, 1, &p->muted, 0.6);
}

/* The upright frame with a hole per cell. */
static void
draw_frame (cairo_t *cr, const Style *s)
{
  const QdKinarowRules *rules = s->rules;
  const QdPalette *p = s->palette;
  QdColor frame;

  qd_color_mix (&frame, &p->leaf_fill, &p->muted, 0.25);
  qd_draw_rounded_rect (cr, s->g.left - FRAME_PAD, s->g.top - FRAME_PAD, rules->width * s->g.cell + 2 * FRAME_PAD,
                        rules->height * s->g.cell + 2 * FRAME_PAD, 10);
  qd_draw_set_color (cr, &frame, 1.0);
  cairo_fill_preserve (cr);
  stroke (cr, p, 1, grid_color (p), 0.8);
  for (guint c = 0; c < rules->cells; c++)
    {
      double cx, cy;

      cell_centre (s, c, &cx, &cy);
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, s->g.cell * 0.42, 0, 2 * G_PI);
    }
  qd_draw_set_color (cr, &p->background, 1.0);
  cairo_fill_preserve (cr);
  stroke (cr, p, 1, &p->muted, 0.5);
}

/* Column letters (or numbers with gravity) under the board, row numbers at
 * its left without gravity. */
static void
draw_labels (cairo_t *cr, const Style *s)
{
  const QdKinarowRules *rules = s->rules;
  double foot = s->g.top + rules->height * s->g.cell + (rules->gravity ? FRAME_PAD : 0) + LABEL_H / 2;
  char label[8];

  for (guint i = 0; i < rules->width; i++)
    {
      if (rules->gravity)
        g_snprintf (label, sizeof label, "%u", i + 1);
      else
        g_snprintf (label, sizeof label, "%c", 'a' + i);
      qd_draw_text (&s->text, label, LABEL_SIZE, TEXT_CENTER, s->g.left + (i + 0.5) * s->g.cell, foot,
                    &s->palette->muted, 1.0);
    }
  if (rules->gravity)
    return;
  for (guint j = 0; j < rules->height; j++)
    {
      g_snprintf (label, sizeof label, "%u", j + 1);
      qd_draw_text (&s->text, label, LABEL_SIZE, TEXT_CENTER, s->g.left - LABEL_W / 2,
                    s->g.top + (rules->height - 0.5 - j) * s->g.cell, &s->palette->muted, 1.0);
    }
}

/* "+3" over a winning column, "−2" over a losing one, "0" for a draw. */
static void
draw_scores (cairo_t *cr, const Style *s)
{
  const gint *scores = s->o->scores;
  gint best = G_MININT;

  for (guint i = 0; i < s->rules->width; i++)
    if (scores[i] != QD_KINAROW_NO_SCORE)
      best = MAX (best, scores[i]);
  for (guint i = 0; i < s->rules->width; i++)
    {
      const QdColor *color = scores[i] > 0 ? &s->palette->good : scores[i] < 0 ? &s->palette->bad
                                                                                : &s->palette->foreground;
      g_autofree char *text = NULL;

      if (scores[i] == QD_KINAROW_NO_SCORE)
        continue;
      text = scores[i] > 0 ? g_strdup_printf ("+%d", scores[i])
           : scores[i] < 0 ? g_strdup_printf ("−%d", -scores[i]) : g_strdup ("0");
      qd_draw_text (&s->text, text, SCORE_SIZE, (scores[i] == best ? QD_DRAW_TEXT_BOLD : 0) | TEXT_CENTER,
                    s->g.left + (i + 0.5) * s->g.cell, MARGIN + TITLE_H + SCORE_H / 2, color, 1.0);
    }
}

/* The pale stone where the hovered target would put one. */
static void
draw_hover (cairo_t *cr, const Style *s)
{
  const QdKinarowRules *rules = s->rules;
  guint target = (guint) s->o->hover;
  double cx, cy;

  if (s->o->editing || qd_kinarow_outcome (s->pos) != QD_KINAROW_ONGOING ||
      target >= qd_kinarow_render_n_targets (rules))
    return;
  if (rules->gravity)
    {
      gint landing = qd_kinarow_drop_cell (rules, s->pos, target);
      double x = s->g.left + (target + 0.5) * s->g.cell, y = s->g.drop_top + s->g.cell * 0.45;

      if (landing < 0)
        return;
      draw_stone (cr, s, s->pos->to_move, x, y, 0.85);
      cairo_move_to (cr, x - 5, y + s->g.cell * 0.45);
      cairo_rel_line_to (cr, 5, 6);
      cairo_rel_line_to (cr, 5, -6);
      qd_draw_line_width (cr, s->palette, 2);
      qd_draw_set_color (cr, &s->palette->accent, 1.0);
      cairo_stroke (cr);
      target = (guint) landing;
    }
  else if (qd_kinarow_at (s->pos, target) >= 0)
    return;
  cell_centre (s, target, &cx, &cy);
  draw_stone (cr, s, s->pos->to_move, cx, cy, 0.3);
}

static void
draw_last_and_line (cairo_t *cr, const Style *s)
{
  guint16 line[QD_KINAROW_MAX_LINE];
  guint n = qd_kinarow_winning_line (s->rules, s->pos, line);
  double x0, y0, x1, y1;

  if (s->pos->last_move != G_MAXUINT16 && s->pos->last_move < s->rules->cells)
    {
      cell_centre (s, s->pos->last_move, &x0, &y0);
      y0 -= s->rules->gravity ? s->o->lift * s->g.cell : 0;
      cairo_arc (cr, x0 + s->g.cell * 0.36, y0 - s->g.cell * 0.36, MAX (3.0, s->g.cell * 0.07), 0, 2 * G_PI);
      qd_draw_set_color (cr, &s->palette->accent, 1.0);
      cairo_fill (cr);
    }
  if (n < 2)
    return;
  cell_centre (s, line[0], &x0, &y0);
  cell_centre (s, line[n - 1], &x1, &y1);
  {
    /* Struck through the stones and a little past the end ones, on a halo
     * of the background so it reads over the stones' own strokes. */
    double dx = x1 - x0, dy = y1 - y0, length = sqrt (dx * dx + dy * dy), past = s->g.cell * 0.38;

    dx *= past / length;
    dy *= past / length;
    cairo_move_to (cr, x0 - dx, y0 - dy);
    cairo_line_to (cr, x1 + dx, y1 + dy);
  }
  qd_draw_line_width (cr, s->palette, MAX (7.0, s->g.cell * 0.2));
  qd_draw_set_color (cr, &s->palette->background, 0.9);
  cairo_stroke_preserve (cr);
  qd_draw_line_width (cr, s->palette, MAX (4.0, s->g.cell * 0.11));
  qd_draw_set_color (cr, &s->palette->good, 1.0);
  cairo_stroke (cr);
}

static void
draw_title (cairo_t *cr, const Style *s, double width)
{
  const char *text;
  const QdColor *color = &s->palette->foreground;

  switch (qd_kinarow_outcome (s->pos))
    {
    case QD_KINAROW_P1_WINS:
      text = _("X wins");
      color = &s->palette->good;
      break;
    case QD_KINAROW_P2_WINS:
      text = _("O wins");
      color = &s->palette->good;
      break;
    case QD_KINAROW_DRAW:
      text = _("Draw");
      break;
    case QD_KINAROW_ONGOING:
    default:
      if (s->o->editing)
        text = s->pos->to_move == QD_KINAROW_P1 ? _("Editing: X to move") : _("Editing: O to move");
      else
        text = s->pos->to_move == QD_KINAROW_P1 ? _("X to move") : _("O to move");
      color = &s->ink[s->pos->to_move];
      break;
    }
  qd_draw_text (&s->text, text, TITLE_SIZE, QD_DRAW_TEXT_BOLD | TEXT_CENTER, width / 2, MARGIN + TITLE_H / 2 - 2,
                color, 1.0);
}

void
qd_kinarow_render (cairo_t *cr, const QdKinarowRules *rules, const QdKinarowPosition *pos,
                   const QdKinarowRenderOptions *options)
{
  QdKinarowRenderOptions defaults;
  Style s = { rules, pos, options };
  double width, height;

  if (options == NULL)
    {
      qd_kinarow_render_options_init (&defaults, NULL);
      s.o = &defaults;
    }
  s.palette = s.o->palette != NULL ? s.o->palette : qd_palette_light ();
  geometry (rules, &s.g);
  qd_palette_player_ink (s.palette, 0, &s.ink[0]);
  qd_palette_player_ink (s.palette, 1, &s.ink[1]);
  qd_draw_text_init (&s.text, cr, NULL, "H");
  qd_kinarow_render_get_size (rules, &width, &height);

  cairo_save (cr);
  qd_draw_set_color (cr, &s.palette->background, 1.0);
  cairo_paint (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  draw_title (cr, &s, width);
  if (rules->gravity)
    draw_frame (cr, &s);
  else
    draw_grid (cr, &s);
  draw_labels (cr, &s);
  if (rules->gravity && s.o->scores != NULL)
    draw_scores (cr, &s);
  for (guint c = 0; c < rules->cells; c++)
    {
      gint player = qd_kinarow_at (pos, c);
      double cx, cy;

      if (player < 0)
        continue;
      cell_centre (&s, c, &cx, &cy);
      if (c == pos->last_move && rules->gravity)
        cy -= s.o->lift * s.g.cell;
      draw_stone (cr, &s, (guint) player, cx, cy, 1.0);
    }
  if (s.o->hover >= 0)
    draw_hover (cr, &s);
  draw_last_and_line (cr, &s);
  qd_draw_text_clear (&s.text);
  cairo_restore (cr);
}
