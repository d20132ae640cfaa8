/* qd-text-measure.h — the widths of text in the drawings from fixed metrics:
 * no fonts needed, the same on every machine (drawing text is qd-draw.h's).
 * Private to src/render. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The width of text at `size`, a little more than any likely face gives. */
G_GNUC_INTERNAL double qd_text_measure (const char *text, double size);

G_END_DECLS
