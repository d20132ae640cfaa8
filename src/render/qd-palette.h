/* qd-palette.h — the colours a drawing uses, so one drawing serves the light
 * and dark window styles and the exported files alike. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  double r, g, b, a;
} QdColor;

typedef struct {
  QdColor background;   /* page behind the drawing (exports fill it) */
  QdColor foreground;   /* text and lines */
  QdColor muted;        /* secondary text, greyed (pruned) parts */
  QdColor accent;       /* the current step, the selection */
  QdColor max_fill;     /* MAX nodes / player 1 */
  QdColor min_fill;     /* MIN nodes / player 2 */
  QdColor leaf_fill;    /* leaves, neutral cells */
  QdColor good;         /* satisfied, solved */
  QdColor bad;          /* violated, pruned strike marks */
  const char *font_family;
} QdPalette;

/* GNOME's light and dark colours (libadwaita named colours). */
const QdPalette *qd_palette_light (void);
const QdPalette *qd_palette_dark  (void);

/* TRUE when the palette's background is dark (luminance below one half):
 * the drawings then take the lighter shades of their own colours. */
gboolean qd_palette_is_dark (const QdPalette *palette);

/* "#rrggbb" or "#rrggbbaa"; FALSE if not parsable. */
gboolean qd_color_parse (const char *text, QdColor *color);
/* 0xrrggbb, opaque. */
void     qd_color_from_rgb (guint32 rgb, QdColor *color);
/* a + (b - a) t, alpha too: t = 0 gives a, t = 1 gives b. */
void     qd_color_mix   (QdColor *out, const QdColor *a, const QdColor *b, double t);

G_END_DECLS
