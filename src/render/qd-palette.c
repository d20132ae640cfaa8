/* qd-palette.c — libadwaita's light and dark colours for drawings.
 *
 * The values follow libadwaita 1.2's named colours (view_bg_color,
 * window_fg_color, accent_color, success_color, error_color) and GNOME's
 * palette for the softer fills, so that a drawing sits naturally in the window
 * and an exported figure looks like a screenshot of it.
 */
#include "qd-palette.h"

#include <string.h>

#define RGB(hex) { ((hex) >> 16 & 0xff) / 255.0, ((hex) >> 8 & 0xff) / 255.0, ((hex) & 0xff) / 255.0, 1.0 }
#define RGBA(hex, alpha) { ((hex) >> 16 & 0xff) / 255.0, ((hex) >> 8 & 0xff) / 255.0, ((hex) & 0xff) / 255.0, (alpha) }

/* A comma-separated list, first choice first (Pango and CSS read it as is;
 * the cairo drawings try the entries in turn). */
#define FONT_FAMILY "Cantarell, sans-serif"

static const QdPalette light_palette = {
  .background = RGB (0xffffff),          /* view_bg_color */
  .foreground = RGBA (0x000000, 0.8),    /* window_fg_color */
  .muted      = RGBA (0x000000, 0.45),   /* dim-label opacity */
  .accent     = RGB (0x3584e4),          /* accent_bg_color */
  .max_fill   = RGB (0xcfe2fb),          /* a wash of blue 2 (#62a0ea) */
  .min_fill   = RGB (0xffdcc0),          /* a wash of orange 2 (#ffa348) */
  .leaf_fill  = RGB (0xf0efed),          /* light 2/3, a neutral grey */
  .good       = RGB (0x26a269),          /* success_color */
  .bad        = RGB (0xe01b24),          /* destructive_bg_color / red 3 */
  .font_family = FONT_FAMILY,
};

static const QdPalette dark_palette = {
  .background = RGB (0x1e1e1e),          /* view_bg_color */
  .foreground = RGB (0xffffff),          /* window_fg_color */
  .muted      = RGBA (0xffffff, 0.45),
  .accent     = RGB (0x78aeed),          /* accent_color */
  .max_fill   = RGB (0x1e4573),          /* blue 5 (#1a5fb4) in the dark */
  .min_fill   = RGB (0x6b3222),          /* orange 5 (#c64600) toward red, in the dark */
  .leaf_fill  = RGB (0x3a3a3a),          /* card / headerbar shade */
  .good       = RGB (0x8ff0a4),          /* success_color */
  .bad        = RGB (0xff7b63),          /* error_color */
  .font_family = FONT_FAMILY,
};

const QdPalette *
qd_palette_light (void)
{
  return &light_palette;
}

const QdPalette *
qd_palette_dark (void)
{
  return &dark_palette;
}

gboolean
qd_palette_is_dark (const QdPalette *palette)
{
  const QdColor *bg = &palette->background;

  return 0.2126 * bg->r + 0.7152 * bg->g + 0.0722 * bg->b < 0.5;
}

gboolean
qd_color_parse (const char *text, QdColor *color)
{
  guint8 channel[4] = { 0, 0, 0, 0xff };
  gsize length;

  g_return_val_if_fail (color != NULL, FALSE);

  if (text == NULL || text[0] != '#')
    return FALSE;
  text++;
  length = strlen (text);
  if (length != 6 && length != 8)
    return FALSE;

  for (gsize i = 0; i < length / 2; i++)
    {
      int hi = g_ascii_xdigit_value (text[2 * i]);
      int lo = g_ascii_xdigit_value (text[2 * i + 1]);

      if (hi < 0 || lo < 0)
        return FALSE;
      channel[i] = (guint8) (hi * 16 + lo);
    }

  color->r = channel[0] / 255.0;
  color->g = channel[1] / 255.0;
  color->b = channel[2] / 255.0;
  color->a = channel[3] / 255.0;
  return TRUE;
}

void
qd_color_from_rgb (guint32 rgb, QdColor *color)
{
  color->r = (rgb >> 16 & 0xff) / 255.0;
  color->g = (rgb >> 8 & 0xff) / 255.0;
  color->b = (rgb & 0xff) / 255.0;
  color->a = 1.0;
}

void
qd_color_mix (QdColor *out, const QdColor *a, const QdColor *b, double t)
{
  out->r = a->r + (b->r - a->r) * t;
  out->g = a->g + (b->g - a->g) * t;
  out->b = a->b + (b->b - a->b) * t;
  out->a = a->a + (b->a - a->a) * t;
}
