/* qd-palette.h — the colours a drawing uses, so one drawing serves the light
 * and dark window styles and the exported files alike. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  double r, g, b, a;
} QdColor;

/* How far a drawing goes beyond colour to tell things apart. */
typedef enum {
  QD_PALETTE_HIGH_CONTRAST = 1 << 0,  /* the high-contrast style: stronger lines and text */
  QD_PALETTE_LETTERS       = 1 << 1,  /* a colour's letter on regions, marks on cells */
  QD_PALETTE_PRINT         = 1 << 2,  /* for a greyscale print: every second channel */
} QdPaletteFlags;

#define QD_PALETTE_N_REGIONS 8
#define QD_PALETTE_N_SERIES  8

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
  QdColor war_green;    /* the war game's Green player (Blue is `accent`) */
  QdColor war_green_fill; /* Green's squares (Blue's are `max_fill`) */
  /* 0xrrggbb: the colours of regions (red, green, blue, yellow, purple,
   * orange, teal, brown: the names stay the statements' names) and of plot
   * series and word-puzzle slots; chosen so that every pair stays apart
   * under the three colour-vision deficiencies (docs/accessibility.md). */
  guint32 regions[QD_PALETTE_N_REGIONS];
  guint32 series[QD_PALETTE_N_SERIES];
  double text_scale;    /* canvas text × this (GNOME's text scaling, presentation) */
  double line_scale;    /* line widths × this (high contrast, presentation) */
  QdPaletteFlags flags;
  const char *font_family;
} QdPalette;

/* GNOME's light and dark colours (libadwaita named colours). */
const QdPalette *qd_palette_light (void);
const QdPalette *qd_palette_dark  (void);
/* `palette`, or the light colours when it is NULL (what a drawing asked for
 * no palette draws in). */
const QdPalette *qd_palette_or_light (const QdPalette *palette);

/* Greyscale-safe: the light colours in steps of lightness a black-and-white
 * print keeps, black text, letters and patterns always drawn. */
const QdPalette *qd_palette_print (void);

/* "default" (light) or "print"; NULL for any other name. */
const QdPalette *qd_palette_by_name (const char *name);

/* `base` as a window shows it: stronger text, muted parts and lines in high
 * contrast (lines × 1.5, letters on), lines and text scaled by the factors
 * (GNOME's text scaling, the presentation mode), letters when asked. */
void qd_palette_derive (QdPalette *out, const QdPalette *base, gboolean high_contrast,
                        gboolean letters, double text_scale, double line_scale);

/* A line width or a text size in this look. */
double qd_palette_line (const QdPalette *palette, double width);
double qd_palette_text (const QdPalette *palette, double size);

/* Region colour `index` (beyond the table: the table's colours darker);
 * plot series / slot colour `index` (the table repeats). */
void qd_palette_region (const QdPalette *palette, guint index, QdColor *out);
void qd_palette_series (const QdPalette *palette, guint index, QdColor *out);

/* The stroke of a game's player's marks, stronger than their fill: the
 * first player (X, MAX) blue, the second (O, MIN) red-orange; every board
 * that draws X and O (K in a Row, General Games) takes these. */
void qd_palette_player_ink (const QdPalette *palette, guint player, QdColor *out);

/* The sequential scale of a quantity from 0 to 1 (a probability, a share):
 * T = 0 near the page's colour, T = 1 the strongest; its lightness moves
 * one way all along (light: white, orange, deep red; dark: grey, brown,
 * orange, pale yellow), so it reads without hue, under every colour-vision
 * deficiency and in greyscale, and stays apart from the accent's blue. */
void qd_palette_heat (const QdPalette *palette, double t, QdColor *out);

/* Black or white, whichever reads better on `fill` (WCAG contrast). */
void qd_palette_ink_on (const QdColor *fill, QdColor *ink);

/* For colours named in a file (a colouring game's "R", "Green", ...), the
 * region colour each takes: a colour named red, green, blue, yellow, purple,
 * orange, teal or brown (or by its initial) takes that colour, whatever its
 * place in the file; the others take the first colours left, in order. */
void qd_palette_region_slots (const char *const *names, guint n, guint *slots);

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
