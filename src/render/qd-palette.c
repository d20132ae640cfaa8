/* qd-palette.c — libadwaita's light and dark colours for drawings.
 *
 * The values follow libadwaita 1.2's named colours (view_bg_color,
 * window_fg_color, accent_color, success_color, error_color) and GNOME's
 * palette for the softer fills, so that a drawing sits naturally in the window
 * and an exported figure looks like a screenshot of it.
 */
#include "qd-palette.h"

#include <math.h>
#include <string.h>

#define RGB(hex) { ((hex) >> 16 & 0xff) / 255.0, ((hex) >> 8 & 0xff) / 255.0, ((hex) & 0xff) / 255.0, 1.0 }
#define RGBA(hex, alpha) { ((hex) >> 16 & 0xff) / 255.0, ((hex) >> 8 & 0xff) / 255.0, ((hex) & 0xff) / 255.0, (alpha) }

/* A comma-separated list, first choice first (Pango and CSS read it as is;
 * the cairo drawings try the entries in turn). */
#define FONT_FAMILY "Cantarell, sans-serif"

/* Region colours, the same in both styles (a disc has an outline in the
 * foreground colour, and its letter in black or white): under protanopia,
 * deuteranopia and tritanopia every pair of the first four stays at least 28
 * apart (CIE76), of all eight at least 16; the first five differ in lightness
 * by 11 or more. */
#define REGIONS { 0xca0316, 0x30d37c, 0x6189f1, 0xffe944, 0x72248e, 0xff7800, 0x20a58c, 0x996b45 }

static const QdPalette light_palette = {
  .background = RGB (0xffffff),          /* view_bg_color */
  .foreground = RGBA (0x000000, 0.8),    /* window_fg_color */
  .muted      = RGBA (0x000000, 0.45),   /* dim-label opacity */
  .accent     = RGB (0x3584e4),          /* accent_bg_color */
  .max_fill   = RGB (0x77aadb),          /* blue, a step lighter than blue 3 */
  .min_fill   = RGB (0xffbb88),          /* orange, as light again: MAX and MIN differ in hue and lightness */
  .leaf_fill  = RGB (0xf0efed),          /* light 2/3, a neutral grey */
  .good       = RGB (0x26a269),          /* success_color */
  .bad        = RGB (0xe01b24),          /* destructive_bg_color / red 3 */
  .war_green  = RGB (0x2ec27e),          /* green 4 */
  .war_green_fill = RGB (0x94dfa8),      /* lighter than blue's squares, so tritanopia keeps them apart */
  .regions    = REGIONS,
  /* blue, orange, green, purple, red, brown, teal, ochre: dark enough to
   * read as lines on white (L* 62 or less) */
  .series     = { 0x1577e2, 0xe35e00, 0x20aa77, 0x7a3d9d, 0x9c0009, 0x8a5f3f, 0x007270, 0xbd8c49 },
  .text_scale = 1.0,
  .line_scale = 1.0,
  .font_family = FONT_FAMILY,
};

static const QdPalette dark_palette = {
  .background = RGB (0x1e1e1e),          /* view_bg_color */
  .foreground = RGB (0xffffff),          /* window_fg_color */
  .muted      = RGBA (0xffffff, 0.45),
  .accent     = RGB (0x78aeed),          /* accent_color */
  .max_fill   = RGB (0x003662),          /* a deep blue */
  .min_fill   = RGB (0x7b3f2e),          /* a brown-orange, lighter than the blue */
  .leaf_fill  = RGB (0x434147),          /* a neutral grey above the page */
  .good       = RGB (0x8ff0a4),          /* success_color */
  .bad        = RGB (0xff7b63),          /* error_color */
  .war_green  = RGB (0x8ff0a4),          /* success_color */
  .war_green_fill = RGB (0x456248),
  .regions    = REGIONS,
  /* the same hues, light enough to read on the dark page */
  .series     = { 0x6f9be5, 0xffa449, 0x6cf792, 0xb94cad, 0xef5a4b, 0xc4a487, 0x4fc3d6, 0xfad732 },
  .text_scale = 1.0,
  .line_scale = 1.0,
  .font_family = FONT_FAMILY,
};

/* The light palette with the region colours in lightness steps a greyscale
 * print keeps (the first five at least 16 L* apart), black text, and every
 * second channel (letters, patterns, dashes) drawn. */
static const QdPalette print_palette = {
  .background = RGB (0xffffff),
  .foreground = RGB (0x000000),
  .muted      = RGBA (0x000000, 0.55),
  .accent     = RGB (0x3584e4),
  .max_fill   = RGB (0x77aadb),
  .min_fill   = RGB (0xffbb88),
  .leaf_fill  = RGB (0xf0efed),
  .good       = RGB (0x26a269),
  .bad        = RGB (0xe01b24),
  .war_green  = RGB (0x2ec27e),
  .war_green_fill = RGB (0x94dfa8),
  .regions    = { 0xc0000c, 0x3ecf78, 0x6486eb, 0xffe944, 0x5d0778, 0xff7800, 0x159a86, 0x996b45 },
  .series     = { 0x1577e2, 0xe35e00, 0x20aa77, 0x7a3d9d, 0x9c0009, 0x8a5f3f, 0x007270, 0xbd8c49 },
  .text_scale = 1.0,
  .line_scale = 1.0,
  .flags      = QD_PALETTE_LETTERS | QD_PALETTE_PRINT,
  .font_family = FONT_FAMILY,
};

const QdPalette *
qd_palette_light (void)
{
  return &light_palette;
}

const QdPalette *
qd_palette_or_light (const QdPalette *palette)
{
  return palette != NULL ? palette : &light_palette;
}

const QdPalette *
qd_palette_dark (void)
{
  return &dark_palette;
}

const QdPalette *
qd_palette_print (void)
{
  return &print_palette;
}

const QdPalette *
qd_palette_by_name (const char *name)
{
  if (g_strcmp0 (name, "default") == 0)
    return &light_palette;
  if (g_strcmp0 (name, "print") == 0)
    return &print_palette;
  return NULL;
}

void
qd_palette_derive (QdPalette *out, const QdPalette *base, gboolean high_contrast,
                   gboolean letters, double text_scale, double line_scale)
{
  g_return_if_fail (out != NULL && base != NULL);

  *out = *base;
  if (high_contrast)
    {
      out->foreground.a = 1.0;
      out->muted.a = MAX (out->muted.a, 0.7);
      out->line_scale *= 1.5;
      out->flags |= QD_PALETTE_HIGH_CONTRAST | QD_PALETTE_LETTERS;
    }
  if (letters)
    out->flags |= QD_PALETTE_LETTERS;
  out->text_scale *= text_scale > 0 ? text_scale : 1.0;
  out->line_scale *= line_scale > 0 ? line_scale : 1.0;
}

double
qd_palette_line (const QdPalette *palette, double width)
{
  return palette != NULL ? width * palette->line_scale : width;
}

double
qd_palette_text (const QdPalette *palette, double size)
{
  return palette != NULL ? size * palette->text_scale : size;
}

void
qd_palette_region (const QdPalette *palette, guint index, QdColor *out)
{
  double shade = index >= QD_PALETTE_N_REGIONS ? 0.75 : 1.0;

  if (palette == NULL)
    palette = &light_palette;
  qd_color_from_rgb (palette->regions[index % QD_PALETTE_N_REGIONS], out);
  out->r *= shade;
  out->g *= shade;
  out->b *= shade;
}

void
qd_palette_series (const QdPalette *palette, guint index, QdColor *out)
{
  if (palette == NULL)
    palette = &light_palette;
  qd_color_from_rgb (palette->series[index % QD_PALETTE_N_SERIES], out);
}

static double
linear (double c)
{
  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

void
qd_palette_player_ink (const QdPalette *palette, guint player, QdColor *out)
{
  palette = qd_palette_or_light (palette);
  if (player == 0)
    qd_color_mix (out, &palette->max_fill, &palette->accent, 0.85);
  else
    qd_color_mix (out, &palette->min_fill, &palette->bad, 0.55);
}

/* Stops of the heat scale, evenly spaced (L* rising or falling by 15 to 25
 * between stops). */
static const guint32 heat_light[] = { 0xfbfaf9, 0xfdd49e, 0xfc8d59, 0xd7301f, 0x990000 };
static const guint32 heat_dark[] = { 0x3a3a40, 0x6b2a12, 0xb8470e, 0xf0892a, 0xffdf9e };

void
qd_palette_heat (const QdPalette *palette, double t, QdColor *out)
{
  const guint32 *stops = qd_palette_is_dark (qd_palette_or_light (palette)) ? heat_dark : heat_light;
  guint last = G_N_ELEMENTS (heat_light) - 1;
  double at = (isfinite (t) ? CLAMP (t, 0, 1) : 0) * last;
  guint i = MIN ((guint) at, last - 1);
  QdColor a, b;

  qd_color_from_rgb (stops[i], &a);
  qd_color_from_rgb (stops[i + 1], &b);
  qd_color_mix (out, &a, &b, at - i);
}

void
qd_palette_ink_on (const QdColor *fill, QdColor *ink)
{
  double y = 0.2126 * linear (fill->r) + 0.7152 * linear (fill->g) + 0.0722 * linear (fill->b);
  double on_black = (y + 0.05) / 0.05, on_white = 1.05 / (y + 0.05);
  double v = on_black >= on_white ? 0.0 : 1.0;

  *ink = (QdColor) { v, v, v, 1.0 };
}

static gint
named_region (const char *name)
{
  static const char *const names[QD_PALETTE_N_REGIONS] = {
    "red", "green", "blue", "yellow", "purple", "orange", "teal", "brown",
  };
  /* Initials: brown shares blue's, so only its whole name counts. */
  static const char initials[QD_PALETTE_N_REGIONS] = { 'r', 'g', 'b', 'y', 'p', 'o', 't', 0 };

  if (name == NULL || name[0] == '\0')
    return -1;
  for (guint i = 0; i < QD_PALETTE_N_REGIONS; i++)
    if (g_ascii_strcasecmp (name, names[i]) == 0
        || (name[1] == '\0' && initials[i] != 0 && g_ascii_tolower (name[0]) == initials[i]))
      return (gint) i;
  return -1;
}

void
qd_palette_region_slots (const char *const *names, guint n, guint *slots)
{
  guint taken = 0;   /* a bit per table colour already named */
  guint next = 0;
  guint beyond = QD_PALETTE_N_REGIONS;

  for (guint i = 0; i < n; i++)
    {
      gint named = named_region (names[i]);

      /* the first colour of a name keeps it; a second "red" takes a free one */
      if (named >= 0 && !(taken & (1u << named)))
        {
          slots[i] = (guint) named;
          taken |= 1u << named;
        }
      else
        slots[i] = G_MAXUINT;
    }
  for (guint i = 0; i < n; i++)
    if (slots[i] == G_MAXUINT)
      {
        while (next < QD_PALETTE_N_REGIONS && (taken & (1u << next)))
          next++;
        if (next < QD_PALETTE_N_REGIONS)
          {
            slots[i] = next;
            taken |= 1u << next;
          }
        else
          slots[i] = beyond++;   /* past the table: its colours darker, in order */
      }
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
