/* qd-kcell-render.h — a KCell board drawn with cairo: the row of cells with
 * both goal zones tinted, the stones, the last move's hops and a stone in
 * flight while a jump is animated. */
#pragma once

#include <cairo.h>
#include "problems/kcell/qd-kcell.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

typedef struct {
  const QdPalette *palette;
  guint64 movable;          /* stones to ring: the ones a human may move */
  const guint *trail;       /* the last move's cells, start first, or NULL */
  guint n_trail;
  double flight;            /* in [0, 1): the stone ending the trail is drawn on
                             * its way (animation); < 0: at rest */
} QdKcellRenderOptions;

/* Palette (NULL: light), nothing ringed, no trail, at rest. */
void     qd_kcell_render_options_init (QdKcellRenderOptions *options, const QdPalette *palette);
void     qd_kcell_render_get_size     (const QdKcellRules *rules, double *width, double *height);
/* Paints the background and the board at its natural size. */
void     qd_kcell_render              (cairo_t *cr, const QdKcellRules *rules, const QdKcellPosition *pos,
                                       const QdKcellRenderOptions *options);
/* The cell under (x, y) in picture units; FALSE off the cells. */
/* Where cell i (from 0) is drawn: its top left corner and side. */
void     qd_kcell_render_cell_box     (const QdKcellRules *rules, guint cell, double *x, double *y, double *size);
gboolean qd_kcell_render_hit          (const QdKcellRules *rules, double x, double y, guint *cell);

/* A board as one drawing for qd_export_drawing (a QdDrawFunc). */
typedef struct {
  const QdKcellRules *rules;
  const QdKcellPosition *pos;
  const QdKcellRenderOptions *options;
} QdKcellDrawing;

void     qd_kcell_drawing_draw        (cairo_t *cr, double width, double height, gpointer drawing);

G_END_DECLS
