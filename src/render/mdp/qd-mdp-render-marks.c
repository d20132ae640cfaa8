/* qd-mdp-render-marks.c — what the grid world's drawing puts over its
 * cells (qd-mdp-render.h): the policy's arrows, the start's "S", the agent,
 * the highlighted cell, the hover, the keyboard cursor; and the column and
 * row numbers around the board. */
#include "config.h"
#include "qd-mdp-render-private.h"

#include <math.h>

#define ARROW_MIN_CELL   8.0    /* smaller cells get no arrows */
#define COORD_TEXT      10.0
#define COORD_SPACING   24.0    /* the least room between two numbers */

/* Picture directions of the moves (y grows down the picture). */
static const double direction[4][2] = {
  [QD_MDP_NORTH] = { 0, -1 },
  [QD_MDP_WEST]  = { -1, 0 },
  [QD_MDP_SOUTH] = { 0, 1 },
  [QD_MDP_EAST]  = { 1, 0 },
};

/* Whether the cell's number sits in its middle (the agent and the arrow
 * then keep out of it). */
static gboolean
number_in_middle (const QdMdpScene *s, guint index)
{
  if (s->value_size == 0 || s->world->kind[index] == QD_MDP_WALL)
    return FALSE;
  return s->world->kind[index] == QD_MDP_TERMINAL || s->show_values;
}

/* ---- arrows */

/* An arrow along (dx, dy) from `from` to `to` cells from the centre (cx,
 * cy); head's length and half width in cells; no shaft when from >= to -
 * head. */
static void
arrow (cairo_t *cr, const QdMdpScene *s, double cx, double cy, const double *d, double from, double to,
       double head, double half)
{
  double c = s->cell, bx = cx + d[0] * (to - head) * c, by = cy + d[1] * (to - head) * c;

  if (from < to - head)
    {
      cairo_move_to (cr, cx + d[0] * from * c, cy + d[1] * from * c);
      cairo_line_to (cr, bx, by);
      qd_draw_line_width (cr, s->p, MAX (1.0, 0.05 * c));
      cairo_stroke (cr);
    }
  cairo_move_to (cr, cx + d[0] * to * c, cy + d[1] * to * c);
  cairo_line_to (cr, bx - d[1] * half * c, by + d[0] * half * c);
  cairo_line_to (cr, bx + d[1] * half * c, by - d[0] * half * c);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
draw_arrow (cairo_t *cr, const QdMdpScene *s, guint cx, guint cy)
{
  guint index = qd_mdp_world_index (s->world, cx, cy);
  gint a = s->o->policy[index];
  double x = qd_mdp_scene_x (s, cx) + s->cell / 2, y = qd_mdp_scene_y (s, cy) + s->cell / 2;

  if (a < QD_MDP_NORTH || a > QD_MDP_EAST || s->world->kind[index] == QD_MDP_WALL)
    return;
  if (s->show_q)   /* the middle is free between the four labels */
    arrow (cr, s, x, y, direction[a], -0.08, 0.09, 0.07, 0.05);
  else if (number_in_middle (s, index) && direction[a][0] != 0)   /* a head by the edge, clear of the number */
    arrow (cr, s, x, y, direction[a], 0.40, 0.48, 0.08, 0.065);
  else if (number_in_middle (s, index))
    arrow (cr, s, x, y, direction[a], 0.32, 0.41, 0.09, 0.075);
  else
    arrow (cr, s, x, y, direction[a], -0.26, 0.32, 0.16, 0.13);
}

static void
draw_arrows (cairo_t *cr, const QdMdpScene *s)
{
  if (!s->show_policy || s->tiny || s->cell < ARROW_MIN_CELL)
    return;
  qd_draw_set_color (cr, &s->p->foreground, 0.8);
  for (guint y = s->y0; y < s->y1; y++)
    for (guint x = s->x0; x < s->x1; x++)
      draw_arrow (cr, s, x, y);
}

/* ---- one cell's marks */

static gboolean
cell_visible (const QdMdpScene *s, gint index, guint *x, guint *y)
{
  guint n = s->world->w * s->world->h;

  if (index < 0 || (guint) index >= n)
    return FALSE;
  *x = (guint) index % s->world->w;
  *y = (guint) index / s->world->w;
  return *x >= s->x0 && *x < s->x1 && *y >= s->y0 && *y < s->y1;
}

static void
draw_start (cairo_t *cr, const QdMdpScene *s)
{
  guint x, y;
  double c = s->cell, inset = c * 0.1;

  if (s->world->start_x < 0 || s->mark_size == 0
      || !cell_visible (s, (gint) qd_mdp_world_index (s->world, s->world->start_x, s->world->start_y), &x, &y))
    return;
  qd_draw_text (&s->text, "S", s->mark_size, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_INK_LEFT,
                qd_mdp_scene_x (s, x) + inset, qd_mdp_scene_y (s, y) + inset + s->mark_size * 0.4,
                &s->p->accent, 1.0);
}

static void
draw_agent (cairo_t *cr, const QdMdpScene *s)
{
  guint x, y;
  double c = s->cell, cx, cy, r;
  QdColor white;

  if (!cell_visible (s, s->o->agent, &x, &y))
    return;
  cx = qd_mdp_scene_x (s, x) + c / 2;
  cy = qd_mdp_scene_y (s, y) + c / 2;
  r = c * 0.2;
  if (number_in_middle (s, (guint) s->o->agent))
    {
      cy += c * 0.3;
      r = c * 0.1;
    }
  else if (s->show_q && s->q_size > 0)
    r = c * 0.12;
  r = MAX (r, 1.5);
  qd_color_from_rgb (0xffffff, &white);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  qd_draw_set_color (cr, &s->p->accent, 1.0);
  cairo_fill_preserve (cr);
  qd_draw_line_width (cr, s->p, MIN (1.5, r * 0.3));
  qd_draw_set_color (cr, &white, 0.9);
  cairo_stroke (cr);
}

/* A rectangle inside cell `index`, `inset` from its edges. */
static gboolean
cell_rect (cairo_t *cr, const QdMdpScene *s, gint index, double inset)
{
  guint x, y;
  double c = s->cell;

  if (!cell_visible (s, index, &x, &y))
    return FALSE;
  inset = MIN (inset, c / 4);
  cairo_rectangle (cr, qd_mdp_scene_x (s, x) + inset, qd_mdp_scene_y (s, y) + inset, c - 2 * inset,
                   c - 2 * inset);
  return TRUE;
}

static void
draw_outlines (cairo_t *cr, const QdMdpScene *s)
{
  static const double dash[] = { 4, 3 };

  if (cell_rect (cr, s, s->o->hover, 0))
    {
      qd_draw_set_color (cr, &s->p->accent, 0.18);
      cairo_fill (cr);
    }
  if (cell_rect (cr, s, s->o->highlight, 1.5))
    {
      qd_draw_line_width (cr, s->p, 3.0);
      qd_draw_set_color (cr, &s->p->accent, 1.0);
      cairo_stroke (cr);
    }
  if (cell_rect (cr, s, s->o->cursor, 4.5))
    {
      cairo_save (cr);
      cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      qd_draw_line_width (cr, s->p, 2.0);
      qd_draw_set_color (cr, &s->p->accent, 1.0);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
}

void
qd_mdp_scene_draw_marks (cairo_t *cr, const QdMdpScene *s)
{
  draw_arrows (cr, s);
  draw_start (cr, s);
  draw_outlines (cr, s);
  draw_agent (cr, s);
}

/* ---- coordinates */

/* Every `step`-th number: 1, 2, 5, 10, 20, … so that they keep apart. */
static guint
coordinate_step (double cell)
{
  static const guint steps[] = { 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000 };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (steps[i] * cell >= COORD_SPACING)
      return steps[i];
  return 1000;
}

void
qd_mdp_scene_draw_coordinates (cairo_t *cr, const QdMdpScene *s)
{
  double c = s->cell, size = qd_palette_text (s->p, COORD_TEXT);
  double below = s->top + s->world->h * c + s->band / 2, beside = s->left - s->band / 2;
  guint step = coordinate_step (c);
  char number[16];

  if (s->band == 0)
    return;
  for (guint x = 0; x < s->world->w; x += step)
    {
      g_snprintf (number, sizeof number, "%u", x);
      qd_draw_text (&s->text, number, size, QD_DRAW_TEXT_CENTER, qd_mdp_scene_x (s, x) + c / 2, below,
                    &s->p->muted, 1.0);
    }
  for (guint y = 0; y < s->world->h; y += step)
    {
      g_snprintf (number, sizeof number, "%u", y);
      qd_draw_text (&s->text, number, size, QD_DRAW_TEXT_CENTER, beside, qd_mdp_scene_y (s, y) + c / 2,
                    &s->p->muted, 1.0);
    }
}
