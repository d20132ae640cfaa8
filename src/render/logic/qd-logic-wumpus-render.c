/* qd-logic-wumpus-render.c — the wumpus world with cairo. */
#include "qd-logic-wumpus-render.h"

#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "problems/logic/qd-logic-wumpus-agent.h"
#include "render/qd-draw.h"

#define MARGIN        16.0
#define LABEL_ROOM    22.0   /* left of and below the grid: the rows' and columns' numbers */
#define LABEL_TEXT    12.0
#define CORNER_TEXT    0.17  /* of the square: the percept and conclusion letters */
#define CORNER_INSET   0.08
#define PIT_RADIUS     0.30
#define GOLD_RADIUS    0.16
#define WUMPUS_RADIUS  0.24
#define AGENT_RADIUS   0.22
#define FOG_ALPHA      0.55  /* the fog over squares the agent knows nothing of */

/* A pit (near black in both styles), the wumpus (GNOME purple 3 / 2), the
 * gold (yellow 3): things of the world, the same in every palette. */
#define PIT_LIGHT      0x241f31
#define PIT_DARK       0x000000
#define WUMPUS_LIGHT   0x9141ac
#define WUMPUS_DARK    0xc061cb
#define GOLD           0xf6d32d
#define GOLD_EDGE      0x986a44

static void
hex_color (guint32 hex, QdColor *out)
{
  *out = (QdColor) { ((hex >> 16) & 0xff) / 255.0, ((hex >> 8) & 0xff) / 255.0, (hex & 0xff) / 255.0, 1.0 };
}

static gboolean
is_dark (const QdPalette *p)
{
  return p->background.r + p->background.g + p->background.b < 1.5;
}

void
qd_logic_wumpus_render_options_init (QdLogicWumpusRenderOptions *options, const QdPalette *palette)
{
  *options = (QdLogicWumpusRenderOptions) { .palette = palette, .hover = -1, .selected = -1 };
}

static double
side_of (const QdLogicWumpusRenderOptions *options)
{
  return options->square > 0 ? options->square : QD_LOGIC_WUMPUS_RENDER_SQUARE;
}

void
qd_logic_wumpus_render_get_size (const QdLogicWumpusWorld *world, const QdLogicWumpusRenderOptions *options,
                                 double *width, double *height)
{
  double side = side_of (options);

  *width = 2 * MARGIN + LABEL_ROOM + world->width * side;
  *height = 2 * MARGIN + LABEL_ROOM + world->height * side;
}

void
qd_logic_wumpus_render_square_box (const QdLogicWumpusWorld *world, const QdLogicWumpusRenderOptions *options,
                                   guint square, double *x, double *y, double *side)
{
  guint sx, sy;

  qd_logic_wumpus_square_xy (world, square, &sx, &sy);
  *side = side_of (options);
  *x = MARGIN + LABEL_ROOM + (sx - 1) * *side;
  *y = MARGIN + (world->height - sy) * *side;
}

gint
qd_logic_wumpus_render_hit (const QdLogicWumpusWorld *world, const QdLogicWumpusRenderOptions *options,
                            double x, double y)
{
  double side = side_of (options);
  double col = floor ((x - MARGIN - LABEL_ROOM) / side), row = floor ((y - MARGIN) / side);

  if (col < 0 || col >= world->width || row < 0 || row >= world->height)
    return -1;
  return (gint) qd_logic_wumpus_square (world, (guint) col + 1, world->height - (guint) row);
}

void
qd_logic_wumpus_render_fill (const QdPalette *palette, guint8 know, QdColor *out)
{
  const QdPalette *p = qd_palette_or_light (palette);
  const QdColor *tint = NULL;
  double t = QD_LOGIC_WUMPUS_RENDER_TINT;

  switch (qd_logic_wumpus_conclusion (know))
    {
    case QD_LOGIC_WUMPUS_SAFE:   tint = &p->good; break;
    case QD_LOGIC_WUMPUS_PIT:
    case QD_LOGIC_WUMPUS_WUMPUS: tint = &p->bad; break;
    default:                     break;
    }
  if (know & QD_LOGIC_WUMPUS_KNOW_VISITED)
    tint = NULL;
  if (tint == NULL)
    {
      *out = (know & QD_LOGIC_WUMPUS_KNOW_VISITED) ? p->background : p->leaf_fill;
      out->a = 1.0;
      return;
    }
  *out = (QdColor) { p->background.r * (1 - t) + tint->r * t, p->background.g * (1 - t) + tint->g * t,
                     p->background.b * (1 - t) + tint->b * t, 1.0 };
}

/* ---- drawing */

typedef struct {
  cairo_t *cr;
  const QdLogicWumpusWorld *world;
  const QdLogicWumpusRenderOptions *o;
  const QdPalette *p;
  QdDrawText text;
  QdLogicWumpusState state;
  double side;
} Scene;

static void
draw_pit (Scene *s, double cx, double cy)
{
  QdColor c;

  hex_color (is_dark (s->p) ? PIT_DARK : PIT_LIGHT, &c);
  cairo_arc (s->cr, cx, cy, PIT_RADIUS * s->side, 0, 2 * G_PI);
  qd_draw_set_color (s->cr, &c, 1.0);
  cairo_fill_preserve (s->cr);
  qd_draw_set_color (s->cr, &s->p->foreground, 0.6);
  qd_draw_line_width (s->cr, s->p, 1);
  cairo_stroke (s->cr);
}

static void
draw_wumpus (Scene *s, double cx, double cy, gboolean alive)
{
  double r = WUMPUS_RADIUS * s->side;
  QdColor c;

  hex_color (is_dark (s->p) ? WUMPUS_DARK : WUMPUS_LIGHT, &c);
  cairo_arc (s->cr, cx, cy, r, 0, 2 * G_PI);
  qd_draw_set_color (s->cr, &c, alive ? 1.0 : 0.35);
  cairo_fill (s->cr);
  qd_draw_text (&s->text, "W", r, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_INK_MIDDLE, cx, cy,
                &s->p->background, 1.0);
  if (!alive)
    {
      /* Dead: crossed out, its body still smelling. */
      cairo_move_to (s->cr, cx - r, cy - r);
      cairo_line_to (s->cr, cx + r, cy + r);
      cairo_move_to (s->cr, cx + r, cy - r);
      cairo_line_to (s->cr, cx - r, cy + r);
      qd_draw_set_color (s->cr, &s->p->foreground, 0.9);
      qd_draw_line_width (s->cr, s->p, 2.5);
      cairo_stroke (s->cr);
    }
}

static void
draw_gold (Scene *s, double cx, double cy)
{
  double r = GOLD_RADIUS * s->side;
  QdColor fill, edge;

  hex_color (GOLD, &fill);
  hex_color (GOLD_EDGE, &edge);
  cairo_move_to (s->cr, cx, cy - r);
  cairo_line_to (s->cr, cx + r, cy);
  cairo_line_to (s->cr, cx, cy + r);
  cairo_line_to (s->cr, cx - r, cy);
  cairo_close_path (s->cr);
  qd_draw_set_color (s->cr, &fill, 1.0);
  cairo_fill_preserve (s->cr);
  qd_draw_set_color (s->cr, &edge, 1.0);
  qd_draw_line_width (s->cr, s->p, 1.5);
  cairo_stroke (s->cr);
}

static void
draw_agent (Scene *s, double cx, double cy)
{
  double r = AGENT_RADIUS * s->side, angle = -s->state.facing * G_PI / 2;   /* east 0, north up */

  cairo_save (s->cr);
  cairo_translate (s->cr, cx, cy);
  cairo_rotate (s->cr, angle);
  cairo_move_to (s->cr, r, 0);
  cairo_line_to (s->cr, -r * 0.7, r * 0.75);
  cairo_line_to (s->cr, -r * 0.7, -r * 0.75);
  cairo_close_path (s->cr);
  cairo_restore (s->cr);
  qd_draw_set_color (s->cr, &s->p->accent, 1.0);
  cairo_fill_preserve (s->cr);
  qd_draw_set_color (s->cr, &s->p->foreground, 0.9);
  qd_draw_line_width (s->cr, s->p, 1.5);
  cairo_stroke (s->cr);
}

static guint8
know_of (const Scene *s, guint square)
{
  return s->o->knowledge != NULL ? s->o->knowledge[square] : 0;
}

/* The letters of the KB's symbols, as the book writes them: not words to translate. */
static void
draw_corners (Scene *s, guint square, double x, double y)
{
  guint8 k = know_of (s, square);
  static const char *const words[] = { [QD_LOGIC_WUMPUS_UNKNOWN] = "?", [QD_LOGIC_WUMPUS_SAFE] = "OK",
                                       [QD_LOGIC_WUMPUS_PIT] = "P", [QD_LOGIC_WUMPUS_WUMPUS] = "W" };
  double size = CORNER_TEXT * s->side, inset = CORNER_INSET * s->side;

  if (s->o->knowledge == NULL)
    return;
  if (k & QD_LOGIC_WUMPUS_KNOW_VISITED)
    {
      QdLogicWumpusState here = { .square = square };
      guint percept = qd_logic_wumpus_percept (s->world, &here);
      char letters[4] = "";

      if (percept & QD_LOGIC_WUMPUS_STENCH)
        strcat (letters, "S");
      if (percept & QD_LOGIC_WUMPUS_BREEZE)
        strcat (letters, "B");
      qd_draw_text (&s->text, letters, size, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_INK_LEFT | QD_DRAW_TEXT_CAP_MIDDLE,
                    x + inset, y + inset + size / 2, &s->p->foreground, 0.85);
      return;
    }
  qd_draw_text (&s->text, words[qd_logic_wumpus_conclusion (k)], size,
                QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_INK_RIGHT | QD_DRAW_TEXT_CAP_MIDDLE,
                x + s->side - inset, y + s->side - inset - size / 2, &s->p->foreground, 0.85);
}

static void
draw_things (Scene *s, guint square, double cx, double cy)
{
  guint8 k = know_of (s, square);
  gboolean fog = s->o->fog && s->o->knowledge != NULL;
  gboolean alive = (s->state.flags & QD_LOGIC_WUMPUS_WUMPUS_ALIVE) != 0;
  gboolean gold_here = square == s->world->gold && !(s->state.flags & QD_LOGIC_WUMPUS_HAS_GOLD);

  if (s->world->pit[square] && (!fog || (k & QD_LOGIC_WUMPUS_KNOW_PIT)))
    draw_pit (s, cx, cy);
  if (square == s->world->wumpus && (!fog || (k & QD_LOGIC_WUMPUS_KNOW_WUMPUS)))
    draw_wumpus (s, cx, cy, alive);
  if (gold_here && (!fog || (k & QD_LOGIC_WUMPUS_KNOW_VISITED)))
    draw_gold (s, cx, cy);
}

static void
draw_square (Scene *s, guint square)
{
  double x, y, side;
  QdColor fill;
  guint8 k = know_of (s, square);

  qd_logic_wumpus_render_square_box (s->world, s->o, square, &x, &y, &side);
  if (s->o->knowledge != NULL)
    qd_logic_wumpus_render_fill (s->p, k, &fill);
  else
    fill = s->p->background;
  cairo_rectangle (s->cr, x, y, side, side);
  qd_draw_set_color (s->cr, &fill, 1.0);
  cairo_fill_preserve (s->cr);
  if ((gint) square == s->o->hover)
    {
      qd_draw_set_color (s->cr, &s->p->accent, 0.2);
      cairo_fill_preserve (s->cr);
    }
  qd_draw_set_color (s->cr, &s->p->foreground, (s->p->flags & QD_PALETTE_HIGH_CONTRAST) ? 0.9 : 0.35);
  qd_draw_line_width (s->cr, s->p, 1);
  cairo_stroke (s->cr);
  draw_things (s, square, x + side / 2, y + side / 2);
  draw_corners (s, square, x, y);
  if (s->o->fog && s->o->knowledge != NULL && k == 0)
    {
      cairo_rectangle (s->cr, x, y, side, side);
      qd_draw_set_color (s->cr, &s->p->muted, FOG_ALPHA * 0.3);
      cairo_fill (s->cr);
    }
}

static void
draw_selected (Scene *s)
{
  double x, y, side;

  if (s->o->selected < 0 || (guint) s->o->selected >= qd_logic_wumpus_n_squares (s->world))
    return;
  qd_logic_wumpus_render_square_box (s->world, s->o, s->o->selected, &x, &y, &side);
  cairo_rectangle (s->cr, x + 2, y + 2, side - 4, side - 4);
  qd_draw_set_color (s->cr, &s->p->accent, 1.0);
  qd_draw_line_width (s->cr, s->p, 3);
  cairo_stroke (s->cr);
}

static void
draw_labels (Scene *s)
{
  for (guint x = 1; x <= s->world->width; x++)
    {
      double left, top, side;
      g_autofree char *number = qd_format_count (x);

      qd_logic_wumpus_render_square_box (s->world, s->o, qd_logic_wumpus_square (s->world, x, 1), &left, &top, &side);
      qd_draw_text (&s->text, number, LABEL_TEXT, QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE,
                    left + side / 2, top + side + LABEL_ROOM / 2, &s->p->muted, 1.0);
    }
  for (guint y = 1; y <= s->world->height; y++)
    {
      double left, top, side;
      g_autofree char *number = qd_format_count (y);

      qd_logic_wumpus_render_square_box (s->world, s->o, qd_logic_wumpus_square (s->world, 1, y), &left, &top, &side);
      qd_draw_text (&s->text, number, LABEL_TEXT, QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE,
                    left - LABEL_ROOM / 2, top + side / 2, &s->p->muted, 1.0);
    }
}

void
qd_logic_wumpus_render (cairo_t *cr, const QdLogicWumpusWorld *world, const QdLogicWumpusRenderOptions *options)
{
  Scene s = { .cr = cr, .world = world, .o = options, .p = qd_palette_or_light (options->palette),
              .side = side_of (options) };
  guint n = qd_logic_wumpus_n_squares (world);

  if (options->state != NULL)
    s.state = *options->state;
  else
    qd_logic_wumpus_state_init (&s.state);
  qd_draw_begin (cr, s.p, &s.text, "W");
  for (guint square = 0; square < n; square++)
    draw_square (&s, square);
  if (options->state != NULL && !(s.state.flags & QD_LOGIC_WUMPUS_CLIMBED))
    {
      double x, y, side;

      qd_logic_wumpus_render_square_box (world, options, s.state.square, &x, &y, &side);
      draw_agent (&s, x + side / 2, y + side / 2);
    }
  draw_selected (&s);
  draw_labels (&s);
  qd_draw_end (cr, &s.text);
}
