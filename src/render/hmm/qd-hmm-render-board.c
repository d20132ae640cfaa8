/* qd-hmm-render-board.c — a grid world of inference over time
 * (qd-hmm-render.h): walls, the exact belief as a heat map over the open
 * squares (the most likely the strongest), particles as a cloud of dots,
 * the hidden movers' true squares as ghosts and the hunter as a disc with
 * a mouth; one board, or the belief and the particles side by side.
 *
 * A particle's dot sits at a place fixed by its square and its rank in
 * that square (a hash), so that a square's cloud grows and shrinks in
 * place from frame to frame; a square shows at most as many dots as it
 * holds without hiding the square.  Where the particles have a board of
 * their own, its squares are shaded by the particles' share on the exact
 * belief's scale, so that the two boards compare square by square. */
#include "config.h"
#include "qd-hmm-render-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "render/qd-text-measure.h"

#define MARGIN          12.0
#define PANEL_GAP       24.0
#define TITLE_BAND      24.0
#define TITLE_TEXT      12.0
#define SQUARE_MIN       2.0
#define LINE_MIN         6.0   /* smaller squares get no lines between them */
#define NUMBER_MIN      34.0   /* smaller squares get no probabilities */
#define NUMBER_TEXT     11.0
#define NUMBER_SHARE     0.28
#define NUMBER_LEAST     0.005 /* smaller probabilities are not written */
#define DOT_SHARE        0.06  /* a dot's radius, of the square */
#define DOT_LARGEST      2.2
#define DOT_SMALLEST     0.7
#define CLOUD_INSET      0.12  /* the cloud keeps this share of the square clear at each side */
#define MARKER_DETAIL   12.0   /* smaller squares get plain discs for markers */
#define HATCH_MIN        8.0   /* smaller walls are plain */
#define HATCH_SPACING    0.25  /* of the square */
#define DESCRIBE_MOST    3

/* Walls (dark slate; almost black in the dark style), particles (GNOME blue
 * 4 and 1: apart from the heat scale's hues), the hunter (yellow 3). */
#define WALL_LIGHT      0x2a3441
#define WALL_DARK       0x08090b
#define HATCH_LIGHT     0x56637a
#define HATCH_DARK      0x24272e
#define DOT_LIGHT       0x1c71d8
#define DOT_DARK        0x99c1f1
#define HUNTER          0xf6d32d
#define GHOST           0xf6f5f4

void
qd_hmm_render_board_options_init (QdHmmBoardOptions *options, const QdPalette *palette)
{
  memset (options, 0, sizeof *options);
  options->palette = qd_palette_or_light (palette);
  options->hunter = -1;
  options->numbers = TRUE;
}

double
qd_hmm_render_board_square (const QdHiddenGrid *grid, const QdHmmBoardOptions *options)
{
  double side;

  if (options->square > 0)
    return options->square;
  side = MIN (QD_HMM_RENDER_SQUARE, QD_HMM_RENDER_BOARD_MAX / MAX (MAX (grid->width, grid->height), 1));
  return side >= 4 ? floor (side) : MAX (side, SQUARE_MIN);
}

static gboolean
two_panels (const QdHmmBoardOptions *o)
{
  return o->side_by_side && o->belief != NULL && o->particles != NULL;
}

static double
title_band (const QdHmmBoardOptions *o)
{
  return two_panels (o) ? TITLE_BAND : 0;
}

void
qd_hmm_render_board_get_size (const QdHiddenGrid *grid, const QdHmmBoardOptions *options, double *width,
                              double *height)
{
  double side = qd_hmm_render_board_square (grid, options);
  guint panels = two_panels (options) ? 2 : 1;

  *width = 2 * MARGIN + panels * grid->width * side + (panels - 1) * PANEL_GAP;
  *height = 2 * MARGIN + title_band (options) + grid->height * side;
}

void
qd_hmm_render_board_square_box (const QdHiddenGrid *grid, const QdHmmBoardOptions *options, guint panel, guint x,
                                guint y, double *left, double *top, double *side)
{
  *side = qd_hmm_render_board_square (grid, options);
  *left = MARGIN + (two_panels (options) && panel > 0 ? grid->width * *side + PANEL_GAP : 0) + x * *side;
  *top = MARGIN + title_band (options) + y * *side;
}

gint
qd_hmm_render_board_hit (const QdHiddenGrid *grid, const QdHmmBoardOptions *options, double px, double py)
{
  guint panels = two_panels (options) ? 2 : 1;

  for (guint panel = 0; panel < panels; panel++)
    {
      double left, top, side, col, row;

      qd_hmm_render_board_square_box (grid, options, panel, 0, 0, &left, &top, &side);
      col = floor ((px - left) / side);
      row = floor ((py - top) / side);
      if (col >= 0 && col < grid->width && row >= 0 && row < grid->height)
        return (gint) (row * grid->width + col);
    }
  return -1;
}

/* ---- drawing */

typedef struct {
  const QdHiddenGrid *grid;
  const QdHmmBoardOptions *o;
  const QdPalette *p;
  QdDrawText text;
  double side, scale;
  QdColor wall, hatch, dot;
  guint *counts;               /* particles per state (NULL: none) */
  double *share;               /* counts / n_particles (NULL: none) */
} Scene;

static void
scene_count (Scene *s)
{
  const QdHiddenGrid *grid = s->grid;
  const QdHmmBoardOptions *o = s->o;

  if (o->particles == NULL)
    return;
  s->counts = g_new0 (guint, grid->n_cells);
  s->share = g_new (double, grid->n_cells);
  for (guint k = 0; k < o->n_particles; k++)
    if (o->particles[k] < grid->n_cells)
      s->counts[o->particles[k]]++;
  for (guint i = 0; i < grid->n_cells; i++)
    s->share[i] = o->n_particles > 0 ? (double) s->counts[i] / o->n_particles : 0;
}

/* The given scale, else the belief's largest, else the particles'. */
static void
scene_scale (Scene *s)
{
  const double *values = s->o->belief != NULL ? s->o->belief : s->share;

  s->scale = s->o->scale;
  if (s->scale <= 0 && values != NULL)
    for (guint i = 0; i < s->grid->n_cells; i++)
      s->scale = MAX (s->scale, values[i]);
  if (!(s->scale > 0 && isfinite (s->scale)))
    s->scale = 1;
}

static void
scene_init (Scene *s, const QdHiddenGrid *grid, const QdHmmBoardOptions *o)
{
  gboolean dark;

  *s = (Scene) { .grid = grid, .o = o, .p = qd_palette_or_light (o->palette) };
  dark = qd_palette_is_dark (s->p);
  s->side = qd_hmm_render_board_square (grid, o);
  scene_count (s);
  scene_scale (s);
  qd_color_from_rgb (dark ? WALL_DARK : WALL_LIGHT, &s->wall);
  qd_color_from_rgb (dark ? HATCH_DARK : HATCH_LIGHT, &s->hatch);
  qd_color_from_rgb (dark ? DOT_DARK : DOT_LIGHT, &s->dot);
}

/* A wall's colour, or VALUES' shade (NULL: plain). */
static void
square_fill (const Scene *s, guint square, const double *values, QdColor *out)
{
  guint state = s->grid->cell_of[square];

  if (state == G_MAXUINT)
    *out = s->wall;
  else
    qd_palette_heat (s->p, values != NULL ? values[state] / s->scale : 0, out);
}

static void
draw_number (const Scene *s, double left, double top, double p, const QdColor *fill)
{
  double size = MIN (qd_palette_text (s->p, NUMBER_TEXT), s->side * NUMBER_SHARE);
  g_autofree char *number = NULL;
  QdColor ink;

  if (!(p >= NUMBER_LEAST))
    return;
  number = qd_format_number_short_locale (p);
  qd_palette_ink_on (fill, &ink);
  qd_draw_text (&s->text, number, size, QD_DRAW_TEXT_ADVANCE_CENTER, left + s->side / 2, top + s->side / 2, &ink, 1);
}

/* Walls wear diagonal lines: apart from the darkest heat without colour. */
static void
draw_wall_hatch (cairo_t *cr, const Scene *s, double left, double top)
{
  double step = s->side * HATCH_SPACING;

  cairo_save (cr);
  cairo_rectangle (cr, left, top, s->side, s->side);
  cairo_clip (cr);
  for (double d = step / 2; d < 2 * s->side; d += step)
    {
      cairo_move_to (cr, left + d, top);
      cairo_line_to (cr, left + d - s->side, top + s->side);
    }
  qd_draw_set_color (cr, &s->hatch, 1);
  cairo_set_line_width (cr, MAX (s->side * 0.05, 0.8));
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* Whether a ghost or the hunter stands on STATE (no number under it). */
static gboolean
marked (const Scene *s, guint state)
{
  for (guint k = 0; s->o->truth != NULL && k < s->o->n_truth; k++)
    if (s->o->truth[k] == state)
      return TRUE;
  return s->o->hunter >= 0 && (guint) s->o->hunter == state;
}

static void
draw_squares (cairo_t *cr, const Scene *s, guint panel, const double *values)
{
  const QdHiddenGrid *g = s->grid;
  gboolean numbers = values != NULL && values == s->o->belief && s->o->numbers && s->side >= NUMBER_MIN;

  for (guint y = 0; y < g->height; y++)
    for (guint x = 0; x < g->width; x++)
      {
        guint square = y * g->width + x;
        double left, top, side;
        QdColor fill;

        qd_hmm_render_board_square_box (g, s->o, panel, x, y, &left, &top, &side);
        square_fill (s, square, values, &fill);
        qd_draw_set_color (cr, &fill, 1);
        cairo_rectangle (cr, left, top, side, side);
        cairo_fill (cr);
        if (g->cell_of[square] == G_MAXUINT && side >= HATCH_MIN)
          draw_wall_hatch (cr, s, left, top);
        if (numbers && g->cell_of[square] != G_MAXUINT && !marked (s, g->cell_of[square]))
          draw_number (s, left, top, values[g->cell_of[square]], &fill);
      }
}

/* Thin lines between open squares, and the board's edge. */
static void
draw_lines (cairo_t *cr, const Scene *s, guint panel)
{
  const QdHiddenGrid *g = s->grid;
  double left, top, side;

  qd_hmm_render_board_square_box (g, s->o, panel, 0, 0, &left, &top, &side);
  if (side >= LINE_MIN)
    {
      qd_draw_set_color (cr, &s->p->muted, 0.35);
      cairo_set_line_width (cr, 0.6);
      for (guint x = 1; x < g->width; x++)
        {
          cairo_move_to (cr, left + x * side, top);
          cairo_rel_line_to (cr, 0, g->height * side);
        }
      for (guint y = 1; y < g->height; y++)
        {
          cairo_move_to (cr, left, top + y * side);
          cairo_rel_line_to (cr, g->width * side, 0);
        }
      cairo_stroke (cr);
    }
  qd_draw_set_color (cr, &s->p->foreground, 0.8);
  qd_draw_line_width (cr, s->p, 1.2);
  cairo_rectangle (cr, left, top, g->width * side, g->height * side);
  cairo_stroke (cr);
}

/* A number in 0 … 1 fixed by SQUARE, the dot's RANK and AXIS. */
static double
jitter (guint square, guint rank, guint axis)
{
  guint64 z = ((guint64) square << 32 | rank) * 2 + axis + G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  z ^= z >> 31;
  return (z >> 11) * (1.0 / 9007199254740992.0);
}

static void
draw_particles (cairo_t *cr, const Scene *s, guint panel)
{
  const QdHiddenGrid *g = s->grid;
  double r = CLAMP (s->side * DOT_SHARE, DOT_SMALLEST, DOT_LARGEST);
  double room = s->side * (1 - 2 * CLOUD_INSET);
  /* About half the square covered when full: its shade still shows. */
  guint most = MAX ((guint) (room * room / (2 * G_PI * r * r)), 1);

  for (guint state = 0; state < g->n_cells; state++)
    {
      double left, top, side;

      qd_hmm_render_board_square_box (g, s->o, panel, g->x[state], g->y[state], &left, &top, &side);
      for (guint k = 0; k < MIN (s->counts[state], most); k++)
        {
          double cx = left + side * CLOUD_INSET + room * jitter (state, k, 0);
          double cy = top + side * CLOUD_INSET + room * jitter (state, k, 1);

          cairo_new_sub_path (cr);
          cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
        }
    }
  /* An edge of the page's colour keeps dots apart from a dark square. */
  qd_draw_set_color (cr, &s->dot, 0.9);
  cairo_fill_preserve (cr);
  qd_draw_set_color (cr, &s->p->background, 0.8);
  cairo_set_line_width (cr, 0.5);
  cairo_stroke (cr);
}

/* A ghost: a dome, a body and a hem of three scallops, with eyes. */
static void
draw_ghost (cairo_t *cr, const Scene *s, double cx, double cy)
{
  double w = s->side * 0.56, h = s->side * 0.62, top = cy - h / 2, r = w / 2;
  QdColor fill, ink = { 0.1, 0.1, 0.12, 1 };

  qd_color_from_rgb (GHOST, &fill);
  if (s->side < MARKER_DETAIL)
    cairo_arc (cr, cx, cy, s->side * 0.35, 0, 2 * G_PI);
  else
    {
      cairo_arc (cr, cx, top + r, r, G_PI, 2 * G_PI);
      cairo_line_to (cr, cx + r, top + h);
      for (guint k = 0; k < 3; k++)
        cairo_arc (cr, cx + r - (2 * k + 1) * w / 6, top + h, w / 6, 0, G_PI);
      cairo_close_path (cr);
    }
  qd_draw_set_color (cr, &fill, 0.95);
  cairo_fill_preserve (cr);
  qd_draw_set_color (cr, &ink, 1);
  qd_draw_line_width (cr, s->p, 1.3);
  cairo_stroke (cr);
  if (s->side < MARKER_DETAIL)
    return;
  for (gint side = -1; side <= 1; side += 2)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx + side * w * 0.2, top + r * 0.95, w * 0.09, 0, 2 * G_PI);
    }
  cairo_fill (cr);
}

/* The hunter: a yellow disc with a mouth towards the east. */
static void
draw_hunter (cairo_t *cr, const Scene *s, double cx, double cy)
{
  double r = s->side * 0.34;
  QdColor fill, ink = { 0.1, 0.1, 0.12, 1 };

  qd_color_from_rgb (HUNTER, &fill);
  if (s->side >= MARKER_DETAIL)
    {
      cairo_move_to (cr, cx, cy);
      cairo_arc (cr, cx, cy, r, G_PI / 6, 2 * G_PI - G_PI / 6);
      cairo_close_path (cr);
    }
  else
    cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  qd_draw_set_color (cr, &fill, 1);
  cairo_fill_preserve (cr);
  qd_draw_set_color (cr, &ink, 1);
  qd_draw_line_width (cr, s->p, 1.3);
  cairo_stroke (cr);
}

static void
draw_markers (cairo_t *cr, const Scene *s, guint panel)
{
  const QdHiddenGrid *g = s->grid;
  double left, top, side;

  for (guint k = 0; s->o->truth != NULL && k < s->o->n_truth; k++)
    if (s->o->truth[k] < g->n_cells)
      {
        qd_hmm_render_board_square_box (g, s->o, panel, g->x[s->o->truth[k]], g->y[s->o->truth[k]], &left, &top,
                                        &side);
        draw_ghost (cr, s, left + side / 2, top + side / 2);
      }
  if (s->o->hunter >= 0 && (guint) s->o->hunter < g->n_cells)
    {
      qd_hmm_render_board_square_box (g, s->o, panel, g->x[s->o->hunter], g->y[s->o->hunter], &left, &top, &side);
      draw_hunter (cr, s, left + side / 2, top + side / 2);
    }
}

static void
draw_titles (const Scene *s)
{
  double size = qd_palette_text (s->p, TITLE_TEXT), left, top, side;
  g_autofree char *count = qd_format_count (s->o->n_particles);
  g_autofree char *particles = g_strdup_printf (ngettext ("%s particle", "%s particles", s->o->n_particles), count);

  for (guint panel = 0; panel < 2; panel++)
    {
      qd_hmm_render_board_square_box (s->grid, s->o, panel, 0, 0, &left, &top, &side);
      qd_draw_text (&s->text, panel == 0 ? _("Exact belief") : particles, size, QD_DRAW_TEXT_BOLD, left,
                    top - TITLE_BAND / 2, &s->p->foreground, 1);
    }
}

void
qd_hmm_render_board (cairo_t *cr, const QdHiddenGrid *grid, const QdHmmBoardOptions *options)
{
  QdHmmBoardOptions defaults;
  gboolean two;
  Scene s;

  if (options == NULL)
    {
      qd_hmm_render_board_options_init (&defaults, NULL);
      options = &defaults;
    }
  scene_init (&s, grid, options);
  two = two_panels (options);
  qd_draw_begin (cr, s.p, &s.text, "0");
  for (guint panel = 0; panel < (two ? 2u : 1u); panel++)
    {
      const double *values = options->belief != NULL && panel == 0 ? options->belief : s.share;

      draw_squares (cr, &s, panel, values);
      draw_lines (cr, &s, panel);
      if (s.counts != NULL && (panel == 1 || !two))
        draw_particles (cr, &s, panel);
      draw_markers (cr, &s, panel);
    }
  if (two)
    draw_titles (&s);
  qd_draw_end (cr, &s.text);
  g_free (s.counts);
  g_free (s.share);
}

/* ---- for a screen reader */

static char *
square_name (const QdHiddenGrid *grid, guint state)
{
  return g_strdup_printf ("(%u, %u)", grid->x[state], grid->y[state]);
}

/* PART after a semicolon when OUT holds something. */
static void
append_part (GString *out, const char *part)
{
  g_string_append_printf (out, "%s%s", out->len > 0 ? "; " : "", part);
}

static void
describe_belief (GString *out, const QdHiddenGrid *grid, const double *belief)
{
  g_autofree guint *best = g_new0 (guint, DESCRIBE_MOST);
  guint n = 0;

  /* The DESCRIBE_MOST most likely squares, by insertion. */
  for (guint i = 0; i < grid->n_cells; i++)
    {
      guint k = MIN (n, DESCRIBE_MOST - 1);

      if (n == DESCRIBE_MOST && belief[i] <= belief[best[k]])
        continue;
      for (; k > 0 && belief[best[k - 1]] < belief[i]; k--)
        best[k] = best[k - 1];
      best[k] = i;
      n = MIN (n + 1, DESCRIBE_MOST);
    }
  g_autoptr(GString) list = g_string_new (NULL);
  g_autofree char *part = NULL;

  for (guint k = 0; k < n; k++)
    {
      g_autofree char *square = square_name (grid, best[k]);
      g_autofree char *p = qd_format_number_short_locale (belief[best[k]]);

      g_string_append_printf (list, "%s%s %s", k > 0 ? ", " : "", square, p);
    }
  /* Translators: the board's most likely squares: "(3, 1) 0.41, (2, 1) 0.22". */
  part = g_strdup_printf (_("most likely %s"), list->str);
  append_part (out, part);
}

char *
qd_hmm_render_board_describe (const QdHiddenGrid *grid, const QdHmmBoardOptions *options)
{
  GString *out = g_string_new (NULL);

  if (options->belief != NULL)
    describe_belief (out, grid, options->belief);
  if (options->particles != NULL)
    {
      g_autofree guint *counts = g_new0 (guint, grid->n_cells);
      g_autofree char *n = qd_format_count (options->n_particles);
      g_autofree char *particles = NULL, *part = NULL;
      guint squares = 0;

      for (guint k = 0; k < options->n_particles; k++)
        if (options->particles[k] < grid->n_cells && counts[options->particles[k]]++ == 0)
          squares++;
      particles = g_strdup_printf (ngettext ("%s particle", "%s particles", options->n_particles), n);
      /* Translators: "500 particles" and the squares they are on. */
      part = g_strdup_printf (ngettext ("%s on %u square", "%s on %u squares", squares), particles, squares);
      append_part (out, part);
    }
  for (guint k = 0; options->truth != NULL && k < options->n_truth; k++)
    if (options->truth[k] < grid->n_cells)
      {
        g_autofree char *square = square_name (grid, options->truth[k]);
        g_autofree char *part = g_strdup_printf (_("ghost at %s"), square);

        append_part (out, part);
      }
  if (options->hunter >= 0 && (guint) options->hunter < grid->n_cells)
    {
      g_autofree char *square = square_name (grid, options->hunter);
      g_autofree char *part = g_strdup_printf (_("hunter at %s"), square);

      append_part (out, part);
    }
  return g_string_free (out, FALSE);
}
