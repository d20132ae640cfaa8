/* qd-draw.c — small cairo helpers every drawing of src/render uses. */
#include "qd-draw.h"

#include <string.h>

void
qd_draw_set_color (cairo_t *cr, const QdColor *color, double alpha)
{
  cairo_set_source_rgba (cr, color->r, color->g, color->b, color->a * alpha);
}

void
qd_draw_line_width (cairo_t *cr, const QdPalette *palette, double width)
{
  cairo_set_line_width (cr, qd_palette_line (palette, width));
}

void
qd_draw_dash_style (cairo_t *cr, const QdPalette *palette, guint style)
{
  static const double patterns[8][4] = {
    { 0 }, { 6, 3 }, { 2, 2 }, { 8, 3, 2, 3 }, { 4, 4 }, { 1, 3 }, { 10, 4 }, { 6, 2, 2, 2 },
  };
  static const int lengths[8] = { 0, 2, 2, 4, 2, 2, 2, 4 };
  double dashes[4];
  guint i = style % 8;

  for (int k = 0; k < lengths[i]; k++)
    dashes[k] = qd_palette_line (palette, patterns[i][k]);
  cairo_set_dash (cr, dashes, lengths[i], 0);
}

void
qd_draw_player_mark (cairo_t *cr, const QdPalette *palette, guint player, double cx, double cy, double r,
                     double alpha)
{
  QdColor ink;

  qd_palette_player_ink (palette, player, &ink);
  qd_draw_line_width (cr, palette, MAX (3.0, r * 0.3));
  qd_draw_set_color (cr, &ink, alpha);
  if (player == 0)
    {
      cairo_move_to (cr, cx - r, cy - r);
      cairo_line_to (cr, cx + r, cy + r);
      cairo_move_to (cr, cx + r, cy - r);
      cairo_line_to (cr, cx - r, cy + r);
    }
  else
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
    }
  cairo_stroke (cr);
}

void
qd_draw_rounded_rect (cairo_t *cr, double x, double y, double w, double h, double radius)
{
  radius = MIN (radius, MIN (w, h) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + w - radius, y + h - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + h - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

void
qd_draw_clip_get (cairo_t *cr, QdDrawClip *clip)
{
  cairo_clip_extents (cr, &clip->x1, &clip->y1, &clip->x2, &clip->y2);
}

gboolean
qd_draw_clip_meets (const QdDrawClip *clip, double x1, double y1, double x2, double y2)
{
  return x2 >= clip->x1 && x1 <= clip->x2 && y2 >= clip->y1 && y1 <= clip->y2;
}

/* Liang-Barsky.  Besides saving work, this keeps the coordinates handed to
 * cairo small: cairo's fixed-point device coordinates overflow past about 8
 * million, and the edges of a tree with hundreds of thousands of leaves span
 * more than that. */
gboolean
qd_draw_clip_segment (double cx1, double cy1, double cx2, double cy2,
                      double *x1, double *y1, double *x2, double *y2)
{
  double t0 = 0, t1 = 1;
  double dx = *x2 - *x1, dy = *y2 - *y1;
  double p[4] = { -dx, dx, -dy, dy };
  double q[4] = { *x1 - cx1, cx2 - *x1, *y1 - cy1, cy2 - *y1 };

  for (int i = 0; i < 4; i++)
    {
      double t;

      if (p[i] == 0)
        {
          if (q[i] < 0)
            return FALSE;
          continue;
        }
      t = q[i] / p[i];
      if (p[i] < 0)
        t0 = MAX (t0, t);
      else
        t1 = MIN (t1, t);
      if (t0 > t1)
        return FALSE;
    }
  *x2 = *x1 + t1 * dx;
  *y2 = *y1 + t1 * dy;
  *x1 = *x1 + t0 * dx;
  *y1 = *y1 + t0 * dy;
  return TRUE;
}

/* ------------------------------------------------------------------ text */

/* The first family of a comma-separated list ("sans-serif" if none). */
static char *
first_family (const char *list)
{
  g_auto(GStrv) parts = NULL;

  if (list == NULL || *list == '\0')
    return g_strdup ("sans-serif");
  parts = g_strsplit (list, ",", 2);
  g_strstrip (parts[0]);
  return g_strdup (*parts[0] != '\0' ? parts[0] : "sans-serif");
}

static gboolean
is_ascii (const char *text)
{
  for (const char *p = text; *p; p++)
    if ((guchar) *p >= 0x80)
      return FALSE;
  return TRUE;
}

/* TRUE if the current font of cr has a glyph for every character of text. */
static gboolean
font_covers (cairo_t *cr, const char *text)
{
  cairo_scaled_font_t *font = cairo_get_scaled_font (cr);
  cairo_glyph_t *glyphs = NULL;
  int n_glyphs = 0;
  gboolean covers = TRUE;

  if (cairo_scaled_font_text_to_glyphs (font, 0, 0, text, -1, &glyphs, &n_glyphs,
                                        NULL, NULL, NULL) != CAIRO_STATUS_SUCCESS)
    return FALSE;
  for (int i = 0; i < n_glyphs; i++)
    if (glyphs[i].index == 0)
      covers = FALSE;
  cairo_glyph_free (glyphs);
  return covers;
}

void
qd_draw_text_init (QdDrawText *text, cairo_t *cr, const char *family_list, const char *capital)
{
  memset (text, 0, sizeof *text);
  text->cr = cr;
  text->family = first_family (family_list);
  text->cap_ratio = qd_draw_text_ink_ratio (text, capital, 0.72);
}

void
qd_draw_text_clear (QdDrawText *text)
{
  g_clear_pointer (&text->family, g_free);
}

void
qd_draw_begin (cairo_t *cr, const QdPalette *palette, QdDrawText *text, const char *capital)
{
  cairo_save (cr);
  qd_draw_set_color (cr, &palette->background, 1.0);
  cairo_paint (cr);
  qd_draw_text_init (text, cr, palette->font_family, capital);
}

void
qd_draw_end (cairo_t *cr, QdDrawText *text)
{
  qd_draw_text_clear (text);
  cairo_restore (cr);
}

double
qd_draw_text_ink_ratio (const QdDrawText *text, const char *sample, double otherwise)
{
  cairo_t *cr = text->cr;
  cairo_text_extents_t extents;

  cairo_save (cr);
  cairo_select_font_face (cr, text->family, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, 100);
  cairo_text_extents (cr, sample, &extents);
  cairo_restore (cr);
  return extents.height > 0 ? extents.height / 100 : otherwise;
}

gboolean
qd_draw_text_covers (const QdDrawText *text, const char *sample)
{
  gboolean covers;

  cairo_save (text->cr);
  cairo_select_font_face (text->cr, text->family, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (text->cr, 100);
  covers = font_covers (text->cr, sample);
  cairo_restore (text->cr);
  return covers;
}

void
qd_draw_text_select (const QdDrawText *text, const char *string, double size, QdDrawTextFlags flags)
{
  cairo_font_weight_t weight = flags & QD_DRAW_TEXT_BOLD ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL;
  cairo_font_slant_t slant = flags & QD_DRAW_TEXT_ITALIC ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL;

  cairo_select_font_face (text->cr, text->family, slant, weight);
  cairo_set_font_size (text->cr, size);
  if (!is_ascii (string) && !font_covers (text->cr, string))
    cairo_select_font_face (text->cr, "sans-serif", slant, weight);
}

double
qd_draw_text_extents (const QdDrawText *text, const char *string, double size, QdDrawTextFlags flags,
                      cairo_text_extents_t *extents)
{
  qd_draw_text_select (text, string, size, flags);
  cairo_text_extents (text->cr, string, extents);
  return extents->x_advance;
}

double
qd_draw_text_advance (const QdDrawText *text, const char *string, double size, QdDrawTextFlags flags)
{
  cairo_text_extents_t extents;

  return qd_draw_text_extents (text, string, size, flags, &extents);
}

const cairo_user_data_key_t qd_draw_text_log_key;

double
qd_draw_text (const QdDrawText *text, const char *string, double size, QdDrawTextFlags flags,
              double x, double y, const QdColor *color, double alpha)
{
  cairo_t *cr = text->cr;
  cairo_text_extents_t e;
  double tx, ty;
  GPtrArray *log;

  qd_draw_text_extents (text, string, size, flags, &e);
  switch (flags & QD_DRAW_TEXT_X_MASK)
    {
    case QD_DRAW_TEXT_INK_LEFT:       tx = x - e.x_bearing; break;
    case QD_DRAW_TEXT_CENTER:         tx = x - (e.x_bearing + e.width / 2); break;
    case QD_DRAW_TEXT_ADVANCE_CENTER: tx = x - e.x_advance / 2; break;
    case QD_DRAW_TEXT_RIGHT:          tx = x - e.x_advance; break;
    case QD_DRAW_TEXT_INK_RIGHT:      tx = x - e.width - e.x_bearing; break;
    default:                          tx = x; break;
    }
  switch (flags & QD_DRAW_TEXT_Y_MASK)
    {
    case QD_DRAW_TEXT_INK_MIDDLE: ty = y - (e.y_bearing + e.height / 2); break;
    case QD_DRAW_TEXT_BASELINE:   ty = y; break;
    default:                      ty = y + text->cap_ratio * size / 2; break;
    }
  if (flags & QD_DRAW_TEXT_HALO)
    {
      cairo_move_to (cr, tx, ty);
      cairo_text_path (cr, string);
      qd_draw_set_color (cr, text->halo, text->halo_alpha);
      cairo_set_line_width (cr, text->halo_width);
      cairo_stroke (cr);
    }
  cairo_move_to (cr, tx, ty);
  qd_draw_set_color (cr, color, alpha);
  cairo_show_text (cr, string);
  log = cairo_surface_get_user_data (cairo_get_target (cr), &qd_draw_text_log_key);
  if (log != NULL)
    g_ptr_array_add (log, g_strdup (string));
  cairo_new_path (cr);
  return e.x_advance;
}
