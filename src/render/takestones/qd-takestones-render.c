/* qd-takestones-render.c — Take-Stones tiles with cairo. */
#include "qd-takestones-render.h"

#include <glib/gi18n.h>

#include <math.h>

#include "core/qd-format.h"
#include "render/qd-draw.h"

#define TILE 64.0
#define GAP 12.0
#define MARGIN 20.0
#define VALUE_ROOM 22.0   /* below each tile: the candidate's value */
#define RADIUS 12.0

static guint
columns_for (guint n)
{
  if (n <= 10)
    return MAX (n, 1);
  return n <= 100 ? 10 : 20;
}

void
qd_takestones_render_options_init (QdTakestonesRenderOptions *options, const QdPalette *palette)
{
  *options = (QdTakestonesRenderOptions) { .palette = palette };
}

void
qd_takestones_render_get_size (guint n, double *width, double *height)
{
  guint cols = columns_for (n);
  guint rows = n == 0 ? 1 : (n + cols - 1) / cols;

  *width = 2 * MARGIN + cols * TILE + (cols - 1) * GAP;
  *height = 2 * MARGIN + rows * (TILE + VALUE_ROOM) + (rows - 1) * GAP;
}

static void
tile_origin (guint n, guint stone, double *x, double *y)
{
  guint cols = columns_for (n);
  guint i = stone - 1;

  *x = MARGIN + (i % cols) * (TILE + GAP);
  *y = MARGIN + (i / cols) * (TILE + VALUE_ROOM + GAP);
}

void
qd_takestones_render_stone_box (guint n, guint stone, double *x, double *y, double *size)
{
  tile_origin (n, stone, x, y);
  *size = TILE;
}

guint
qd_takestones_render_hit (guint n, double x, double y)
{
  for (guint s = 1; s <= n; s++)
    {
      double tx, ty;

      tile_origin (n, s, &tx, &ty);
      if (x >= tx && x < tx + TILE && y >= ty && y < ty + TILE)
        return s;
    }
  return 0;
}

void
qd_takestones_render_format_value (double value, gint bound, char *out, gsize size)
{
  /* The digits as the window writes every number (two decimals at most, the
   * locale's decimal point); the sign and "≤" are the game's own. */
  g_autofree char *number = qd_format_number_short_locale (fabs (value));

  g_snprintf (out, size, "%s%s%s", bound < 0 ? "≤ " : "", value > 0 ? "+" : value < 0 ? "−" : "", number);
}

static void
draw_tile (cairo_t *cr, QdDrawText *face, const QdTakestonesPosition *pos,
           const QdTakestonesRenderOptions *o, const QdPalette *p, guint stone)
{
  guint owner = o->owner != NULL ? o->owner[stone] : 0;
  gboolean taken = qd_takestones_is_taken (pos, stone);
  gboolean legal = o->show_legal && qd_takestones_is_legal (pos, stone);
  gboolean last = pos->last > 0 && (guint) pos->last == stone;
  const QdColor *fill = &p->leaf_fill;
  const QdColor *ink = &p->foreground;
  double x, y;
  char text[32];

  tile_origin (pos->n, stone, &x, &y);
  /* Legal stones stand out in the page colour with an accent rim; the
   * others sit back in grey; taken ones wear their player's colour. */
  if (taken)
    fill = owner == 2 ? &p->min_fill : owner == 1 ? &p->max_fill : &p->leaf_fill;
  else if (legal)
    fill = &p->background;

  qd_draw_rounded_rect (cr, x, y, TILE, TILE, RADIUS);
  qd_draw_set_color (cr, fill, 1.0);
  cairo_fill_preserve (cr);
  if (legal)
    {
      if (stone == o->hover)
        {
          qd_draw_set_color (cr, &p->accent, 0.2);
          cairo_fill_preserve (cr);
        }
      qd_draw_set_color (cr, &p->accent, 1.0);
      qd_draw_line_width (cr, p, 3);
    }
  else
    {
      /* High contrast: every tile outlined, not a wash alone. */
      qd_draw_set_color (cr, &p->foreground,
                         (p->flags & QD_PALETTE_HIGH_CONTRAST) ? 0.9 : taken ? 0.12 : 0.2);
      qd_draw_line_width (cr, p, 1);
    }
  cairo_stroke (cr);

  if (last)
    {
      /* The stone the next move must relate to: a ring just outside. */
      qd_draw_rounded_rect (cr, x - 4, y - 4, TILE + 8, TILE + 8, RADIUS + 4);
      qd_draw_set_color (cr, &p->foreground, 0.85);
      qd_draw_line_width (cr, p, 2.5);
      cairo_stroke (cr);
    }
  if (o->best == stone)
    {
      qd_draw_rounded_rect (cr, x + 3, y + 3, TILE - 6, TILE - 6, RADIUS - 3);
      qd_draw_set_color (cr, &p->good, 1.0);
      qd_draw_line_width (cr, p, 3);
      cairo_stroke (cr);
    }

  g_snprintf (text, sizeof text, "%u", stone);
  if (taken)
    ink = &p->muted;
  qd_draw_text (face, text, stone >= 100 ? 20 : 24,
                (!taken ? QD_DRAW_TEXT_BOLD : 0) | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_INK_MIDDLE,
                x + TILE / 2, y + TILE / 2 - (owner ? 5 : 0), ink, 1.0);
  if (taken && owner != 0)
    {
      g_autofree char *who = NULL;

      if (o->turn != NULL && o->turn[stone] > 0)
        /* TRANSLATORS: under a taken stone: the player who took it (P for player) and on which move */
        who = g_strdup_printf (_("P%u · %u"), owner, o->turn[stone]);
      else
        /* TRANSLATORS: under a taken stone: the player who took it (P for player) */
        who = g_strdup_printf (_("P%u"), owner);
      qd_draw_text (face, who, 11, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_INK_MIDDLE,
                    x + TILE / 2, y + TILE - 12, &p->foreground, 1.0);
    }

  if (o->values != NULL && !isnan (o->values[stone]))
    {
      double v = o->values[stone];
      const QdColor *color = v > 0 ? &p->good : v < 0 ? &p->bad : &p->muted;

      qd_takestones_render_format_value (v, o->bounds != NULL ? o->bounds[stone] : 0, text, sizeof text);
      qd_draw_text (face, text, 13,
                    (o->best == stone ? QD_DRAW_TEXT_BOLD : 0) | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_INK_MIDDLE,
                    x + TILE / 2, y + TILE + VALUE_ROOM / 2 + 2, color, 1.0);
    }
}

void
qd_takestones_render (cairo_t *cr, const QdTakestonesPosition *pos, const QdTakestonesRenderOptions *options)
{
  const QdPalette *p = options->palette != NULL ? options->palette : qd_palette_light ();
  QdDrawText face;

  cairo_save (cr);
  qd_draw_text_init (&face, cr, p->font_family, "H");
  qd_draw_set_color (cr, &p->background, 1.0);
  cairo_paint (cr);
  for (guint s = 1; s <= pos->n; s++)
    draw_tile (cr, &face, pos, options, p, s);
  qd_draw_text_clear (&face);
  cairo_restore (cr);
}
