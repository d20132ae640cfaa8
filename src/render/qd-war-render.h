/* qd-war-render.h — drawing a war-game board with cairo: the value in every
 * square, the owner's colour (blue and green, from the app palette, light or
 * dark), the last move ringed and its conquests (and refused conquests)
 * marked, an optional hint and keyboard cursor, the column letters and row
 * numbers, and under the board the scores.  Used by the window and by
 * quandary-cli's --png/--svg/--pdf. */
#pragma once

#include <cairo.h>
#include "problems/wargame/qd-war-rules.h"
#include "qd-palette.h"

G_BEGIN_DECLS

typedef struct {
  const QdPalette *palette;
  const QdWarState *state;     /* owners to show, or NULL: the values only (the editor) */
  guint last_move;             /* QD_WAR_NO_SQUARE: none */
  const QdWarBits *conquered;  /* squares the last move conquered, or NULL */
  const QdWarBits *failed;     /* conquests it lost (battle, coin), or NULL */
  guint hint;                  /* a square to mark as the AI's suggestion, or QD_WAR_NO_SQUARE */
  guint cursor;                /* keyboard cursor (dashed ring), or QD_WAR_NO_SQUARE */
  gboolean show_scores;        /* the score line under the board (needs state) */
} QdWarRenderOptions;

/* Palette (NULL: light), no state, nothing marked, scores shown. */
void     qd_war_render_options_init (QdWarRenderOptions *options, const QdPalette *palette);

void     qd_war_render_get_size     (const QdWarBoard *board, const QdWarRenderOptions *options,
                                     double *width, double *height);
/* Paints the background and the board at its natural size. */
void     qd_war_render              (cairo_t *cr, const QdWarBoard *board, const QdWarRenderOptions *options);
/* The square under (x, y) in picture units: FALSE outside the board. */
gboolean qd_war_render_hit          (const QdWarBoard *board, double x, double y, guint *square);
void     qd_war_render_get_square_rect (const QdWarBoard *board, guint square,
                                        double *x, double *y, double *side);

/* A board and its options as one drawing, for qd_export_drawing(). */
typedef struct {
  const QdWarBoard *board;
  const QdWarRenderOptions *options;
} QdWarDrawing;

void     qd_war_drawing_draw        (cairo_t *cr, double width, double height, gpointer drawing);

G_END_DECLS
