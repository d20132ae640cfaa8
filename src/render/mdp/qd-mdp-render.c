/* qd-mdp-render.c — the grid world's geometry, colours and the drawing's
 * order (qd-mdp-render.h): background, cells, marks, coordinates. */
#include "config.h"
#include "qd-mdp-render-private.h"

#include <math.h>
#include <string.h>

#define MARGIN          12.0
#define COORD_BAND      20.0   /* the numbers' band, left of and under the board */
#define COORD_MIN_CELL  14.0   /* smaller cells get no numbers around them */
#define PIXEL_DEVICE     4.0   /* cells narrower on the target (device pixels) are drawn as an image */
#define VALUE_TEXT      15.0   /* the largest value text, and its share of a cell */
#define VALUE_SHARE      0.155
#define Q_TEXT          10.0
#define Q_SHARE          0.085
#define MARK_SHARE       0.13
#define SMALLEST_TEXT    5.5   /* text smaller than this is left out */

/* The diverging scale's hues (GNOME's green 5 and red 4) and its middle,
 * strong enough at ±scale to read, soft enough for the text on them. */
#define GREEN 0x26a269
#define RED   0xc01c28

void
qd_mdp_render_options_init (QdMdpRenderOptions *options, const QdPalette *palette)
{
  memset (options, 0, sizeof *options);
  options->palette = qd_palette_or_light (palette);
  options->show = QD_MDP_SHOW_VALUES | QD_MDP_SHOW_POLICY;
  options->agent = options->cursor = options->highlight = options->hover = -1;
  options->coordinates = TRUE;
}

double
qd_mdp_render_cell_size (const QdMdpWorld *world, const QdMdpRenderOptions *options)
{
  guint side = MAX (MAX (world->w, world->h), 1);
  gboolean q = options != NULL && (options->show & QD_MDP_SHOW_Q);
  double cell;

  if (options != NULL && options->cell > 0)
    return options->cell;
  cell = MIN (q ? QD_MDP_RENDER_Q_CELL : QD_MDP_RENDER_CELL, QD_MDP_RENDER_BOARD_MAX / side);
  /* Whole points while cells are large enough to have lines: crisp edges. */
  return cell >= 4 ? floor (cell) : MAX (cell, 1.0);
}

static double
coordinate_band (const QdMdpRenderOptions *options, double cell)
{
  gboolean wanted = options == NULL || options->coordinates;

  return wanted && cell >= COORD_MIN_CELL ? COORD_BAND : 0;
}

static void
board_origin (const QdMdpWorld *world, const QdMdpRenderOptions *options, double *cell, double *left, double *top)
{
  *cell = qd_mdp_render_cell_size (world, options);
  *left = MARGIN + coordinate_band (options, *cell);
  *top = MARGIN;
}

void
qd_mdp_render_get_size (const QdMdpWorld *world, const QdMdpRenderOptions *options, double *width, double *height)
{
  double cell, left, top;

  board_origin (world, options, &cell, &left, &top);
  *width = left + world->w * cell + MARGIN;
  *height = top + world->h * cell + coordinate_band (options, cell) + MARGIN;
}

void
qd_mdp_render_cell_box (const QdMdpWorld *world, const QdMdpRenderOptions *options, guint x, guint y,
                        double *left, double *top, double *side)
{
  double cell, bx, by;

  board_origin (world, options, &cell, &bx, &by);
  *left = bx + x * cell;
  *top = by + (world->h - 1 - (double) y) * cell;
  *side = cell;
}

gint
qd_mdp_render_hit (const QdMdpWorld *world, const QdMdpRenderOptions *options, double px, double py,
                   gboolean walls)
{
  double cell, left, top, col, row;
  guint index;

  board_origin (world, options, &cell, &left, &top);
  col = floor ((px - left) / cell);
  row = floor ((py - top) / cell);
  if (!(col >= 0 && col < world->w && row >= 0 && row < world->h))
    return -1;
  index = qd_mdp_world_index (world, (guint) col, world->h - 1 - (guint) row);
  if (!walls && world->kind[index] == QD_MDP_WALL)
    return -1;
  return (gint) index;
}

void
qd_mdp_render_format_value (double value, char *out, gsize size)
{
  char digits[G_ASCII_DTOSTR_BUF_SIZE];
  double rounded = round (value * 1e4) / 1e4;

  /* The locale's point (%f): the board is for people, never for files. */
  g_snprintf (digits, sizeof digits, "%.4f", fabs (value));
  g_snprintf (out, size, "%s%s", rounded < 0 ? "−" : "", digits);
}

/* ---- one drawing */

static double
largest_shown (const QdMdpScene *s)
{
  const QdMdpWorld *w = s->world;
  guint n = w->w * w->h;
  double m = 0;

  for (guint i = 0; i < n; i++)
    {
      if (w->kind[i] == QD_MDP_WALL)
        continue;
      if (s->show_values && s->o->values != NULL)
        m = MAX (m, fabs (s->o->values[i]));
      if (s->show_q)
        for (guint a = 0; a < QD_MDP_N_ACTIONS; a++)
          m = MAX (m, fabs (s->o->q[i * QD_MDP_N_ACTIONS + a]));
      if (w->kind[i] == QD_MDP_TERMINAL)
        m = MAX (m, fabs (w->reward[i]));
    }
  return isfinite (m) && m > 0 ? m : 1;
}

static void
scene_colours (QdMdpScene *s)
{
  const QdPalette *p = s->p;
  QdColor green, red, white;
  gboolean dark = qd_palette_is_dark (p);

  qd_color_from_rgb (GREEN, &green);
  qd_color_from_rgb (RED, &red);
  qd_color_from_rgb (0xffffff, &white);
  if (dark)
    {
      qd_color_from_rgb (0x38383c, &s->zero);
      qd_color_mix (&s->positive, &s->zero, &green, 0.72);
      qd_color_mix (&s->negative, &s->zero, &red, 0.72);
      qd_color_from_rgb (0x0e0e10, &s->wall);
      qd_color_from_rgb (0x5e5c64, &s->wall_line);
      s->ink_positive = p->good;
      s->ink_negative = p->bad;
    }
  else
    {
      qd_color_from_rgb (0xfbfaf9, &s->zero);
      qd_color_mix (&s->positive, &white, &green, 0.62);
      qd_color_mix (&s->negative, &white, &red, 0.52);
      qd_color_from_rgb (0x3d3846, &s->wall);
      qd_color_from_rgb (0x241f31, &s->wall_line);
      qd_color_from_rgb (0x1a6b45, &s->ink_positive);
      qd_color_from_rgb (0x8f1820, &s->ink_negative);
    }
  s->grid = p->muted;
  s->grid.a *= dark ? 0.9 : 0.6;
}

static void
scene_text_sizes (QdMdpScene *s)
{
  double scaled = qd_palette_text (s->p, 1.0);
  double value = MIN (VALUE_TEXT * scaled, s->cell * VALUE_SHARE);
  double q = MIN (Q_TEXT * scaled, s->cell * Q_SHARE);
  double mark = s->cell * MARK_SHARE;

  s->value_size = value >= SMALLEST_TEXT ? value : 0;
  s->q_size = q >= SMALLEST_TEXT ? q : 0;
  s->mark_size = mark >= SMALLEST_TEXT ? MIN (mark, 12 * scaled) : 0;
}

/* The cells the clip meets (all of them when it is unbounded). */
static void
scene_clip (cairo_t *cr, QdMdpScene *s)
{
  const QdMdpWorld *w = s->world;
  QdDrawClip clip;
  double c0, c1, r0, r1;

  qd_draw_clip_get (cr, &clip);
  c0 = floor ((clip.x1 - s->left) / s->cell);
  c1 = ceil ((clip.x2 - s->left) / s->cell);
  r0 = floor ((clip.y1 - s->top) / s->cell);   /* rows from the top */
  r1 = ceil ((clip.y2 - s->top) / s->cell);
  s->x0 = (guint) CLAMP (c0, 0, w->w);
  s->x1 = (guint) CLAMP (c1, 0, w->w);
  s->y0 = w->h - (guint) CLAMP (r1, 0, w->h);
  s->y1 = w->h - (guint) CLAMP (r0, 0, w->h);
}

static void
scene_init (QdMdpScene *s, cairo_t *cr, const QdMdpWorld *world, const QdMdpRenderOptions *o)
{
  double top;

  memset (s, 0, sizeof *s);
  s->world = world;
  s->o = o;
  s->p = qd_palette_or_light (o->palette);
  board_origin (world, o, &s->cell, &s->left, &top);
  s->top = top;
  s->band = coordinate_band (o, s->cell);
  s->show_q = (o->show & QD_MDP_SHOW_Q) && o->q != NULL;
  s->show_values = (o->show & QD_MDP_SHOW_VALUES) && o->values != NULL && !s->show_q;
  s->show_policy = (o->show & QD_MDP_SHOW_POLICY) && o->policy != NULL;
  s->scale = o->value_scale > 0 ? o->value_scale : largest_shown (s);
  scene_colours (s);
  scene_text_sizes (s);
  scene_clip (cr, s);
}

/* Cells narrower than a few device pixels: one pixel each in an image. */
static gboolean
scene_is_tiny (cairo_t *cr, const QdMdpScene *s)
{
  double dx = s->cell, dy = 0;

  cairo_user_to_device_distance (cr, &dx, &dy);
  return hypot (dx, dy) < PIXEL_DEVICE;
}

void
qd_mdp_render (cairo_t *cr, const QdMdpWorld *world, const QdMdpRenderOptions *options)
{
  QdMdpRenderOptions defaults;
  QdMdpScene s;

  if (options == NULL)
    {
      qd_mdp_render_options_init (&defaults, NULL);
      options = &defaults;
    }
  scene_init (&s, cr, world, options);
  qd_draw_begin (cr, s.p, &s.text, "0");
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  if (s.x0 < s.x1 && s.y0 < s.y1)
    {
      s.tiny = scene_is_tiny (cr, &s);
      if (s.tiny)
        qd_mdp_scene_draw_pixels (cr, &s);
      else
        qd_mdp_scene_draw_cells (cr, &s);
      qd_mdp_scene_draw_marks (cr, &s);
    }
  qd_mdp_scene_draw_coordinates (cr, &s);
  qd_draw_end (cr, &s.text);
}
