/* qd-kcell-render.c — the KCell board.
 *
 * One row of rounded cells.  Player 1's goal (the N rightmost cells) is
 * tinted with player 1's wash, player 2's goal (the N leftmost) with player
 * 2's, so a glance shows who is packed where.  Player 1's stones are blue
 * discs, player 2's orange ones, each with its letter of the statement's
 * notation (o, x) so the picture reads in print too.  A stone a human may
 * move wears an accent ring.  The last move is
 * drawn as dashed hops above the cells; while a move is animated, its stone
 * flies along those hops, high for a jump and low for a step.  Under the
 * row, the cell numbers people type and who moves which way; above it, the
 * result once the game is over.
 */
#include "qd-kcell-render.h"

#include "render/qd-draw.h"

#include <math.h>
#include <glib/gi18n.h>

#define MARGIN      16.0
#define CELL        52.0
#define CELL_GAP     4.0
#define HEADER      58.0    /* the result, and room for a jump's arc */
#define FOOTER      54.0    /* cell numbers, then who moves which way */
#define STONE_INSET  8.0
#define RING_WIDTH   3.0
#define JUMP_LIFT   40.0
#define STEP_LIFT   10.0
#define LABEL_SIZE  13.0
#define RESULT_SIZE 16.0
#define NUMBER_SIZE 12.0
#define LETTER_SIZE 17.0

void
qd_kcell_render_options_init (QdKcellRenderOptions *options, const QdPalette *palette)
{
  options->palette = palette != NULL ? palette : qd_palette_light ();
  options->movable = 0;
  options->trail = NULL;
  options->n_trail = 0;
  options->flight = -1;
}

void
qd_kcell_render_get_size (const QdKcellRules *rules, double *width, double *height)
{
  *width = 2 * MARGIN + rules->cells * CELL;
  *height = 2 * MARGIN + HEADER + CELL + FOOTER;
}

static double
cell_x (guint cell)
{
  return MARGIN + cell * CELL;
}

#define ROW_Y (MARGIN + HEADER)

static double
cell_cx (double cell)
{
  return MARGIN + cell * CELL + CELL / 2;
}

void
qd_kcell_render_cell_box (const QdKcellRules *rules, guint cell, double *x, double *y, double *size)
{
  *x = MARGIN + cell * CELL;
  *y = ROW_Y;
  *size = CELL;
}

gboolean
qd_kcell_render_hit (const QdKcellRules *rules, double x, double y, guint *cell)
{
  double c = floor ((x - MARGIN) / CELL);

  if (y < ROW_Y || y >= ROW_Y + CELL || c < 0 || c >= rules->cells)
    return FALSE;
  *cell = (guint) c;
  return TRUE;
}

/* Text is placed by its ink: the middle of the letters, whatever they are. */
#define TEXT_MIDDLE QD_DRAW_TEXT_INK_MIDDLE
#define TEXT_CENTER (QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_INK_MIDDLE)

typedef struct {
  const QdPalette *palette;
  QdColor stroke[2];    /* the stones' outlines, stronger than the washes */
  QdDrawText text;      /* sans-serif, whatever the palette's family */
} Style;

static void
draw_stone (cairo_t *cr, const Style *s, QdKcellPlayer player, double cx, double cy, gboolean ringed)
{
  const QdColor *fill = player == QD_KCELL_P1 ? &s->palette->max_fill : &s->palette->min_fill;
  double radius = CELL / 2 - STONE_INSET;

  if (ringed)
    {
      cairo_arc (cr, cx, cy, radius + 4.5, 0, 2 * G_PI);
      qd_draw_line_width (cr, s->palette, RING_WIDTH);
      qd_draw_set_color (cr, &s->palette->accent, 1.0);
      cairo_stroke (cr);
    }
  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  qd_draw_set_color (cr, fill, 1.0);
  cairo_fill_preserve (cr);
  qd_draw_line_width (cr, s->palette, 2.5);
  qd_draw_set_color (cr, &s->stroke[player], 1.0);
  cairo_stroke (cr);
  qd_draw_text (&s->text, player == QD_KCELL_P1 ? "o" : "x", LETTER_SIZE, QD_DRAW_TEXT_BOLD | TEXT_CENTER, cx, cy,
                &s->stroke[player], 1.0);
}

/* Where the flying stone is at `t` along the trail's hops. */
static void
flight_point (const QdKcellRenderOptions *o, double t, double *x, double *y)
{
  guint hops = o->n_trail - 1;
  double along = CLAMP (t, 0, 1) * hops;
  guint i = MIN ((guint) along, hops - 1);
  double u = along - i;
  guint a = o->trail[i], b = o->trail[i + 1];
  double lift = (a > b ? a - b : b - a) >= 2 ? JUMP_LIFT : STEP_LIFT;

  *x = cell_cx (a) + (cell_cx (b) - cell_cx (a)) * u;
  *y = ROW_Y + CELL / 2 - lift * sin (G_PI * u);
}

static void
draw_trail (cairo_t *cr, const QdKcellRenderOptions *o)
{
  static const double dash[] = { 4, 5 };

  cairo_save (cr);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  qd_draw_line_width (cr, o->palette, 2);
  qd_draw_set_color (cr, &o->palette->accent, 0.7);
  for (guint i = 0; i + 1 < o->n_trail; i++)
    {
      guint a = o->trail[i], b = o->trail[i + 1];
      double lift = (a > b ? a - b : b - a) >= 2 ? JUMP_LIFT : STEP_LIFT;
      double x0 = cell_cx (a), x1 = cell_cx (b), top = ROW_Y + STONE_INSET - lift * 0.6;

      cairo_move_to (cr, x0, ROW_Y + STONE_INSET);
      cairo_curve_to (cr, x0, top, x1, top, x1, ROW_Y + STONE_INSET);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
qd_kcell_render (cairo_t *cr, const QdKcellRules *rules, const QdKcellPosition *pos,
                 const QdKcellRenderOptions *options)
{
  QdKcellRenderOptions defaults;
  const QdKcellRenderOptions *o = options;
  const QdPalette *p;
  Style s;
  double width, height;
  gboolean flying;
  guint landing = G_MAXUINT;

  if (o == NULL)
    {
      qd_kcell_render_options_init (&defaults, NULL);
      o = &defaults;
    }
  p = o->palette != NULL ? o->palette : qd_palette_light ();
  s.palette = p;
  qd_color_mix (&s.stroke[0], &p->max_fill, &p->accent, 0.85);
  qd_color_mix (&s.stroke[1], &p->min_fill, &p->bad, 0.55);
  qd_draw_text_init (&s.text, cr, NULL, "H");
  flying = o->trail != NULL && o->n_trail >= 2 && o->flight >= 0 && o->flight < 1;
  if (flying)
    landing = o->trail[o->n_trail - 1];

  qd_kcell_render_get_size (rules, &width, &height);
  cairo_save (cr);
  qd_draw_set_color (cr, &p->background, 1.0);
  cairo_paint (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  qd_draw_text (&s.text, _("Player 1 (o) →"), LABEL_SIZE, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_INK_LEFT | TEXT_MIDDLE,
                MARGIN, ROW_Y + CELL + FOOTER - 10, &s.stroke[0], 1.0);
  qd_draw_text (&s.text, _("← Player 2 (x)"), LABEL_SIZE, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_INK_RIGHT | TEXT_MIDDLE,
                width - MARGIN, ROW_Y + CELL + FOOTER - 10, &s.stroke[1], 1.0);
  switch (qd_kcell_outcome (rules, pos))
    {
    case QD_KCELL_P1_WINS:
      qd_draw_text (&s.text, _("Player 1 wins"), RESULT_SIZE, QD_DRAW_TEXT_BOLD | TEXT_CENTER, width / 2, MARGIN + 8,
                    &p->good, 1.0);
      break;
    case QD_KCELL_P2_WINS:
      qd_draw_text (&s.text, _("Player 2 wins"), RESULT_SIZE, QD_DRAW_TEXT_BOLD | TEXT_CENTER, width / 2, MARGIN + 8,
                    &p->good, 1.0);
      break;
    case QD_KCELL_DRAW:
      qd_draw_text (&s.text, _("Draw"), RESULT_SIZE, QD_DRAW_TEXT_BOLD | TEXT_CENTER, width / 2, MARGIN + 8,
                    &p->foreground, 1.0);
      break;
    case QD_KCELL_ONGOING:
    default:
      break;
    }

  for (guint i = 0; i < rules->cells; i++)
    {
      gboolean goal1 = i >= rules->cells - rules->stones, goal2 = i < rules->stones;
      char number[8];

      qd_draw_rounded_rect (cr, cell_x (i) + CELL_GAP / 2, ROW_Y + CELL_GAP / 2, CELL - CELL_GAP,
                            CELL - CELL_GAP, 7);
      qd_draw_set_color (cr, &p->leaf_fill, 1.0);
      cairo_fill_preserve (cr);
      if (goal1 || goal2)
        {
          qd_draw_set_color (cr, goal1 ? &p->max_fill : &p->min_fill, 1.0);
          cairo_fill_preserve (cr);
        }
      qd_draw_line_width (cr, p, 1);
      if (p->flags & QD_PALETTE_HIGH_CONTRAST)
        qd_draw_set_color (cr, &p->foreground, 1.0);
      else
        qd_draw_set_color (cr, &p->muted, 0.5);
      cairo_stroke (cr);
      /* Whose goal a cell is, not by its wash alone: that player's letter,
       * small, in its top left corner. */
      if ((goal1 || goal2) && (p->flags & QD_PALETTE_LETTERS))
        qd_draw_text (&s.text, goal1 ? "o" : "x", NUMBER_SIZE, QD_DRAW_TEXT_BOLD | TEXT_CENTER,
                      cell_x (i) + CELL_GAP / 2 + 7, ROW_Y + CELL_GAP / 2 + 7, &s.stroke[goal1 ? 0 : 1], 0.8);
      g_snprintf (number, sizeof number, "%u", i + 1);
      qd_draw_text (&s.text, number, NUMBER_SIZE, TEXT_CENTER, cell_cx (i), ROW_Y + CELL + 13, &p->muted, 1.0);
    }

  if (o->trail != NULL && o->n_trail >= 2)
    draw_trail (cr, o);

  for (guint i = 0; i < rules->cells; i++)
    {
      QdKcellPlayer player;

      if (i == landing || ((pos->p1 | pos->p2) >> i & 1) == 0)
        continue;
      player = (pos->p1 >> i & 1) ? QD_KCELL_P1 : QD_KCELL_P2;
      draw_stone (cr, &s, player, cell_cx (i), ROW_Y + CELL / 2, (o->movable >> i & 1) != 0);
    }
  if (flying)
    {
      double x, y;

      flight_point (o, o->flight, &x, &y);
      draw_stone (cr, &s, (pos->p1 >> landing & 1) ? QD_KCELL_P1 : QD_KCELL_P2, x, y, FALSE);
    }
  qd_draw_text_clear (&s.text);
  cairo_restore (cr);
}

void
qd_kcell_drawing_draw (cairo_t *cr, double width, double height, gpointer data)
{
  QdKcellDrawing *drawing = data;

  qd_kcell_render (cr, drawing->rules, drawing->pos, drawing->options);
}
