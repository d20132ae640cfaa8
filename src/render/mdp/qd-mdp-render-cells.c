/* qd-mdp-render-cells.c — the grid world's cells (qd-mdp-render.h): walls,
 * terminals with their double border, open cells shaded by V or split into
 * four Q triangles, their numbers; or, for cells of a few pixels, one image
 * of a pixel per cell. */
#include "config.h"
#include "qd-mdp-render-private.h"

#include <math.h>

#include "core/qd-format.h"

#define TERMINAL_STRENGTH 0.8   /* a terminal's tint, whatever the scale */
#define BORDER_OUTER      2.5   /* the double border's insets */
#define BORDER_INNER      6.0
#define BORDER_MIN_CELL  24.0   /* smaller terminals get one border */
#define GRID_MIN_CELL     6.0   /* smaller cells get no grid lines */
#define SIGN_MIN_CELL    12.0   /* smaller cells without numbers get no minus sign (colour letters on) */
#define Q_LABEL_ALONG     0.30  /* a triangle's label, from the centre towards its edge (north, south) */
#define Q_LABEL_ACROSS    0.28  /* (west, east: the label is wider than tall) */
#define Q_LABEL_WIDTH_ALONG  0.56  /* the widest label: north and south */
#define Q_LABEL_WIDTH_ACROSS 0.36  /* west and east, clear of the middle's arrow */
#define VALUE_WIDTH       0.66  /* the widest V, clear of a side's arrow head */

void
qd_mdp_scene_shade (const QdMdpScene *s, double value, QdColor *out)
{
  /* A little stronger than linear: small values still show their sign. */
  double t = pow (CLAMP (fabs (value) / s->scale, 0, 1), 0.75);

  if (value == 0 || !isfinite (value))
    *out = s->zero;
  else
    qd_color_mix (out, &s->zero, value > 0 ? &s->positive : &s->negative, t);
}

static gboolean
q_known (const QdMdpScene *s, guint index, QdMdpAction a)
{
  const QdMdpWorld *w = s->world;

  if (s->o->q_known != NULL)
    return (s->o->q_known[index] >> a & 1) != 0;
  if (w->kind[index] == QD_MDP_TERMINAL)
    return a == QD_MDP_EXIT && w->convention == QD_MDP_COURSE;
  return w->kind[index] == QD_MDP_OPEN && a != QD_MDP_EXIT;
}

static double
q_value (const QdMdpScene *s, guint index, QdMdpAction a)
{
  return s->o->q[index * QD_MDP_N_ACTIONS + a];
}

void
qd_mdp_scene_cell_fill (const QdMdpScene *s, guint index, QdColor *out)
{
  const QdMdpWorld *w = s->world;
  double best = -INFINITY;

  switch (w->kind[index])
    {
    case QD_MDP_WALL:
      *out = s->wall;
      return;
    case QD_MDP_TERMINAL:
      if (w->reward[index] == 0)
        *out = s->zero;
      else
        qd_color_mix (out, &s->zero, w->reward[index] > 0 ? &s->positive : &s->negative, TERMINAL_STRENGTH);
      return;
    default:
      break;
    }
  if (s->show_values)
    {
      qd_mdp_scene_shade (s, s->o->values[index], out);
      return;
    }
  if (s->show_q)
    for (guint a = 0; a < QD_MDP_N_ACTIONS; a++)
      if (q_known (s, index, a))
        best = MAX (best, q_value (s, index, a));
  qd_mdp_scene_shade (s, isfinite (best) ? best : 0, out);
}

/* ---- numbers */

/* TEXT at (x, y), its size lowered so that it is at most MAX_WIDTH wide
 * ("−100.0000" in a cell meant for "0.8116"). */
static void
draw_fitted (const QdMdpScene *s, const char *text, double size, gboolean bold, double x, double y,
             double max_width)
{
  QdDrawTextFlags flags = (bold ? QD_DRAW_TEXT_BOLD : 0) | QD_DRAW_TEXT_CENTER;
  double advance = qd_draw_text_advance (&s->text, text, size, flags);

  if (advance > max_width)
    size *= max_width / advance;
  qd_draw_text (&s->text, text, size, flags, x, y, &s->p->foreground, 1.0);
}

static void
draw_number (const QdMdpScene *s, double value, double size, gboolean bold, double x, double y, double max_width)
{
  char text[32];

  qd_mdp_render_format_value (value, text, sizeof text);
  draw_fitted (s, text, size, bold, x, y, max_width);
}

/* What a terminal says: its exit Q (Q shown, the course's) or its V
 * (values shown), to 4 decimals; else its own value, as short as it is
 * ("10", "−0.5"). */
static void
draw_terminal_number (const QdMdpScene *s, guint index, double x, double y)
{
  double width = s->cell - 2 * BORDER_INNER - 4;
  g_autofree char *own = NULL;
  GString *text;

  if (s->show_q && q_known (s, index, QD_MDP_EXIT))
    draw_number (s, q_value (s, index, QD_MDP_EXIT), s->value_size, TRUE, x, y, width);
  else if (s->show_values)
    draw_number (s, s->o->values[index], s->value_size, TRUE, x, y, width);
  else
    {
      own = qd_format_number_locale (s->world->reward[index]);
      text = g_string_new (own[0] == '-' ? "−" : "");
      g_string_append (text, own[0] == '-' ? own + 1 : own);
      draw_fitted (s, text->str, s->value_size * 1.25, TRUE, x, y, width);
      g_string_free (text, TRUE);
    }
}

/* Whether the sign of a value needs more than its hue: the colour letters
 * are on (high contrast, the preference) or the picture is for print. */
static gboolean
second_channel (const QdMdpScene *s)
{
  return (s->p->flags & (QD_PALETTE_LETTERS | QD_PALETTE_PRINT)) != 0;
}

static void
draw_terminal (cairo_t *cr, const QdMdpScene *s, guint index, double x, double y)
{
  double c = s->cell, reward = s->world->reward[index];
  const QdColor *ink = reward > 0 ? &s->ink_positive : reward < 0 ? &s->ink_negative : &s->p->foreground;

  qd_draw_line_width (cr, s->p, c >= BORDER_MIN_CELL ? 1.5 : 1.0);
  qd_draw_set_color (cr, ink, 1.0);
  cairo_rectangle (cr, x + BORDER_OUTER, y + BORDER_OUTER, c - 2 * BORDER_OUTER, c - 2 * BORDER_OUTER);
  cairo_stroke (cr);
  if (c >= BORDER_MIN_CELL)
    {
      /* Beyond colour (colour letters on, print): a loss's inner border is dashed. */
      cairo_save (cr);
      if (reward < 0 && second_channel (s))
        qd_draw_dash_style (cr, s->p, 2);
      cairo_rectangle (cr, x + BORDER_INNER, y + BORDER_INNER, c - 2 * BORDER_INNER, c - 2 * BORDER_INNER);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
  if (s->value_size > 0)
    draw_terminal_number (s, index, x + c / 2, y + c / 2);
}

/* ---- Q triangles */

/* The triangle of action a (a move) in the cell at (x, y): the centre and
 * the two corners of its side. */
static void
triangle_path (cairo_t *cr, double x, double y, double c, QdMdpAction a)
{
  static const double corners[4][4] = {
    [QD_MDP_NORTH] = { 0, 0, 1, 0 },
    [QD_MDP_WEST]  = { 0, 1, 0, 0 },
    [QD_MDP_SOUTH] = { 1, 1, 0, 1 },
    [QD_MDP_EAST]  = { 1, 0, 1, 1 },
  };

  cairo_move_to (cr, x + c / 2, y + c / 2);
  cairo_line_to (cr, x + corners[a][0] * c, y + corners[a][1] * c);
  cairo_line_to (cr, x + corners[a][2] * c, y + corners[a][3] * c);
  cairo_close_path (cr);
}

static void
triangle_label_point (double x, double y, double c, QdMdpAction a, double *lx, double *ly)
{
  static const double along[4][2] = {
    [QD_MDP_NORTH] = { 0, -Q_LABEL_ALONG },
    [QD_MDP_WEST]  = { -Q_LABEL_ACROSS, 0 },
    [QD_MDP_SOUTH] = { 0, Q_LABEL_ALONG },
    [QD_MDP_EAST]  = { Q_LABEL_ACROSS, 0 },
  };

  *lx = x + c / 2 + along[a][0] * c;
  *ly = y + c / 2 + along[a][1] * c;
}

static void
draw_q_cell (cairo_t *cr, const QdMdpScene *s, guint index, double x, double y)
{
  double c = s->cell;
  gint greedy = s->show_policy ? s->o->policy[index] : -1;

  for (QdMdpAction a = QD_MDP_NORTH; a <= QD_MDP_EAST; a++)
    {
      QdColor fill;

      qd_mdp_scene_shade (s, q_known (s, index, a) ? q_value (s, index, a) : 0, &fill);
      triangle_path (cr, x, y, c, a);
      qd_draw_set_color (cr, &fill, 1.0);
      cairo_fill (cr);
    }
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x + c, y + c);
  cairo_move_to (cr, x + c, y);
  cairo_line_to (cr, x, y + c);
  qd_draw_line_width (cr, s->p, 0.75);
  qd_draw_set_color (cr, &s->grid, 1.0);
  cairo_stroke (cr);
  if (s->q_size == 0)
    return;
  for (QdMdpAction a = QD_MDP_NORTH; a <= QD_MDP_EAST; a++)
    {
      double lx, ly;

      if (!q_known (s, index, a))
        continue;
      triangle_label_point (x, y, c, a, &lx, &ly);
      draw_number (s, q_value (s, index, a), s->q_size, greedy == (gint) a, lx, ly,
                   c * (a == QD_MDP_WEST || a == QD_MDP_EAST ? Q_LABEL_WIDTH_ACROSS : Q_LABEL_WIDTH_ALONG));
    }
}

/* ---- cells */

static void
draw_cell (cairo_t *cr, const QdMdpScene *s, guint cx, guint cy)
{
  guint index = qd_mdp_world_index (s->world, cx, cy);
  double x = qd_mdp_scene_x (s, cx), y = qd_mdp_scene_y (s, cy), c = s->cell;
  QdColor fill;

  qd_mdp_scene_cell_fill (s, index, &fill);
  cairo_rectangle (cr, x, y, c, c);
  qd_draw_set_color (cr, &fill, 1.0);
  cairo_fill (cr);
  switch (s->world->kind[index])
    {
    case QD_MDP_WALL:
      break;
    case QD_MDP_TERMINAL:
      draw_terminal (cr, s, index, x, y);
      break;
    default:
      if (s->show_q)
        draw_q_cell (cr, s, index, x, y);
      else if (s->show_values && s->value_size > 0)
        draw_number (s, s->o->values[index], s->value_size, FALSE, x + c / 2, y + c / 2, c * VALUE_WIDTH);
      else if (s->show_values && s->o->values[index] < 0 && c >= SIGN_MIN_CELL && second_channel (s))
        qd_draw_text (&s->text, "−", c * 0.3, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER, x + c * 0.8, y + c * 0.2,
                      &s->p->foreground, 0.8);
      break;
    }
}

/* One line per row and column boundary. */
static void
draw_grid (cairo_t *cr, const QdMdpScene *s)
{
  double c = s->cell, left = qd_mdp_scene_x (s, s->x0), right = qd_mdp_scene_x (s, s->x1);
  double top = qd_mdp_scene_y (s, s->y1 - 1), bottom = qd_mdp_scene_y (s, s->y0) + c;

  if (c >= GRID_MIN_CELL)
    {
      for (guint x = s->x0; x <= s->x1; x++)
        {
          cairo_move_to (cr, qd_mdp_scene_x (s, x), top);
          cairo_line_to (cr, qd_mdp_scene_x (s, x), bottom);
        }
      for (guint y = s->y0; y <= s->y1; y++)
        {
          cairo_move_to (cr, left, qd_mdp_scene_y (s, y) + c);
          cairo_line_to (cr, right, qd_mdp_scene_y (s, y) + c);
        }
      qd_draw_line_width (cr, s->p, 1.0);
      qd_draw_set_color (cr, &s->grid, 1.0);
      cairo_stroke (cr);
    }
}

/* Around the board, outside it: the edge cells keep their whole side. */
static void
draw_outline (cairo_t *cr, const QdMdpScene *s)
{
  double c = s->cell, half = qd_palette_line (s->p, 1.5) / 2;

  cairo_rectangle (cr, s->left - half, s->top - half, s->world->w * c + 2 * half, s->world->h * c + 2 * half);
  qd_draw_line_width (cr, s->p, 1.5);
  qd_draw_set_color (cr, &s->wall_line, 1.0);
  cairo_stroke (cr);
}

void
qd_mdp_scene_draw_cells (cairo_t *cr, const QdMdpScene *s)
{
  for (guint y = s->y0; y < s->y1; y++)
    for (guint x = s->x0; x < s->x1; x++)
      if (s->world->kind[qd_mdp_world_index (s->world, x, y)] != QD_MDP_TERMINAL)
        draw_cell (cr, s, x, y);
  draw_grid (cr, s);
  /* Terminals last: their borders lie over the grid's lines. */
  for (guint y = s->y0; y < s->y1; y++)
    for (guint x = s->x0; x < s->x1; x++)
      if (s->world->kind[qd_mdp_world_index (s->world, x, y)] == QD_MDP_TERMINAL)
        draw_cell (cr, s, x, y);
  draw_outline (cr, s);
}

/* ---- tiny cells */

static guint32
premultiplied (const QdColor *c)
{
  double a = CLAMP (c->a, 0, 1);

  return (guint32) lround (a * 255) << 24 | (guint32) lround (c->r * a * 255) << 16
         | (guint32) lround (c->g * a * 255) << 8 | (guint32) lround (c->b * a * 255);
}

/* The pixels of a row of cells: V's shades looked up in a table of
 * LEVELS steps a sign (a million cells take a few milliseconds), other
 * cells through qd_mdp_scene_cell_fill. */
#define LEVELS 256

typedef struct {
  guint32 positive[LEVELS], negative[LEVELS];
} Shades;

static void
shades_init (const QdMdpScene *s, Shades *shades)
{
  for (guint k = 0; k < LEVELS; k++)
    {
      QdColor c;

      qd_mdp_scene_shade (s, s->scale * k / (LEVELS - 1), &c);
      c.a = 1;
      shades->positive[k] = premultiplied (&c);
      qd_mdp_scene_shade (s, -s->scale * k / (LEVELS - 1), &c);
      c.a = 1;
      shades->negative[k] = premultiplied (&c);
    }
}

static void
pixel_row (const QdMdpScene *s, const Shades *shades, guint y, guint32 *line)
{
  for (guint col = 0; col < s->x1 - s->x0; col++)
    {
      guint i = qd_mdp_world_index (s->world, s->x0 + col, y);
      QdColor fill;

      if (s->show_values && s->world->kind[i] == QD_MDP_OPEN && isfinite (s->o->values[i]))
        {
          double v = s->o->values[i];
          guint k = (guint) lround (MIN (fabs (v) / s->scale, 1.0) * (LEVELS - 1));

          line[col] = v < 0 ? shades->negative[k] : shades->positive[k];
          continue;
        }
      qd_mdp_scene_cell_fill (s, i, &fill);
      fill.a = 1;
      line[col] = premultiplied (&fill);
    }
}

void
qd_mdp_scene_draw_pixels (cairo_t *cr, const QdMdpScene *s)
{
  guint nx = s->x1 - s->x0, ny = s->y1 - s->y0;
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) nx, (int) ny);
  cairo_pattern_t *pattern;
  guint8 *data;
  int stride;
  Shades shades;

  if (cairo_surface_status (image) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (image);
      return;
    }
  shades_init (s, &shades);
  cairo_surface_flush (image);
  data = cairo_image_surface_get_data (image);
  stride = cairo_image_surface_get_stride (image);
  for (guint row = 0; row < ny; row++)
    pixel_row (s, &shades, s->y1 - 1 - row, (guint32 *) (gpointer) (data + (gsize) row * stride));
  cairo_surface_mark_dirty (image);
  cairo_save (cr);
  cairo_translate (cr, qd_mdp_scene_x (s, s->x0), qd_mdp_scene_y (s, s->y1 - 1));
  cairo_scale (cr, s->cell, s->cell);
  cairo_set_source_surface (cr, image, 0, 0);
  pattern = cairo_get_source (cr);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_NEAREST);
  cairo_rectangle (cr, 0, 0, nx, ny);
  cairo_fill (cr);
  cairo_restore (cr);
  cairo_surface_destroy (image);
  draw_outline (cr, s);
}
