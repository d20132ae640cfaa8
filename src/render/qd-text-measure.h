/* qd-text-measure.h — text in the drawings: widths from fixed metrics (no
 * fonts needed, the same on every machine) and choosing a face for cairo's
 * "toy" text API.  Private to src/render. */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* The width of text at `size`, a little more than any likely face gives. */
G_GNUC_INTERNAL double   qd_text_measure      (const char *text, double size);

/* The first family of a comma-separated list ("sans-serif" if none). */
G_GNUC_INTERNAL char    *qd_text_first_family (const char *list);

/* TRUE if the current font of cr has a glyph for every character of text. */
G_GNUC_INTERNAL gboolean qd_text_font_covers  (cairo_t *cr, const char *text);

G_END_DECLS
