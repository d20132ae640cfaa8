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

/* "#rrggbb" or "#rrggbbaa"; FALSE if not parsable. */
gboolean qd_color_parse (const char *text, QdColor *color);

G_END_DECLS
