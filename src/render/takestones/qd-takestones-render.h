/* qd-takestones-render.h — the stones of a Take-Stones game as numbered
 * tiles: free, taken by player 1 or 2, legal now, the last one taken, and
 * the value the computer gave each candidate. */
#pragma once

#include <cairo.h>

#include "problems/takestones/qd-takestones.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

typedef struct {
  const QdPalette *palette;   /* NULL: light */
  const guint8 *owner;        /* n + 1 entries: 0 free, 1 or 2 who took it; NULL: not shown */
  const guint16 *turn;        /* n + 1 entries (may be NULL): the move that took it, from 1 */
  gboolean show_legal;        /* highlight the stones that may be taken now */
  const double *values;       /* n + 1 entries, NAN where none: a candidate's value */
  const gint8 *bounds;        /* n + 1 entries (may be NULL): -1 "at most" */
  guint best;                 /* the stone the computer chose; 0: none */
  guint hover;                /* the stone under the pointer; 0: none */
} QdTakestonesRenderOptions;

void  qd_takestones_render_options_init (QdTakestonesRenderOptions *options, const QdPalette *palette);
void  qd_takestones_render_get_size (guint n, double *width, double *height);
void  qd_takestones_render (cairo_t *cr, const QdTakestonesPosition *pos, const QdTakestonesRenderOptions *options);
/* "+0.7", "−1", "0", "≤ +0.5" (bound < 0): signed, with a true minus sign,
 * two decimals at most, the locale's decimal point ("+0,5" in French). */
void  qd_takestones_render_format_value (double value, gint bound, char *out, gsize size);
/* Where stone s (from 1) is drawn: its tile's top left corner and side. */
void  qd_takestones_render_stone_box (guint n, guint stone, double *x, double *y, double *size);
/* The stone at (x, y) in drawing units, or 0. */
guint qd_takestones_render_hit (guint n, double x, double y);

G_END_DECLS
