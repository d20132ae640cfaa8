/* qd-logic-render-trace.h — an answer's trace drawn as lines of text (the
 * truth table's rows, resolution's clauses, the agenda's pops), the lines
 * up to the step on show in the foreground, the current one marked, the
 * rest muted: the Logic tab's board, stepped a line at a time. */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "render/qd-palette.h"

G_BEGIN_DECLS

typedef struct
{
  const QdPalette *palette;   /* NULL: the light palette */
  guint shown;                /* lines 0 .. shown - 1 drawn in full; G_MAXUINT: all */
  guint max_chars;            /* the longest line's characters (the current line's band) */
} QdLogicTraceOptions;

void qd_logic_trace_options_init (QdLogicTraceOptions *options, const QdPalette *palette);
/* The drawing's size, in points, for `n` lines of which the longest has
 * `max_chars` characters. */
void qd_logic_trace_get_size     (guint n, guint max_chars, double *width, double *height);
/* Line `i`'s band: top and height, in points. */
void qd_logic_trace_line_band    (guint i, double *top, double *height);
void qd_logic_trace_render       (cairo_t *cr, const char *const *lines, guint n, const QdLogicTraceOptions *options);

G_END_DECLS
