/* qd-wargame-render.h — drawing a war-game board with cairo: the value in every
 * square, the owner's colour (blue and green, from the app palette, light or
 * dark), the last move ringed and its conquests (and refused conquests)
 * marked, an optional hint and keyboard cursor, the column letters and row
 * numbers, and under the board the scores.  Used by the window and by
 * quandary-cli's --png/--svg/--pdf. */
#pragma once

#include <cairo.h>
#include "problems/wargame/qd-wargame-rules.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

typedef struct {
  const QdPalette *palette;
  const QdWargameState *state;     /* owners to show, or NULL: the values only (the editor) */
  guint last_move;             /* QD_WARGAME_NO_SQUARE: none */
  const QdWargameBits *conquered;  /* squares the last move conquered, or NULL */
  const QdWargameBits *failed;     /* conquests it lost (battle, coin), or NULL */
  guint hint;                  /* a square to mark as the AI's suggestion, or QD_WARGAME_NO_SQUARE */
  guint cursor;                /* keyboard cursor (dashed ring), or QD_WARGAME_NO_SQUARE */
  gboolean show_scores;        /* the score line under the board (needs state) */
} QdWargameRenderOptions;

/* Palette (NULL: light), no state, nothing marked, scores shown. */
void     qd_wargame_render_options_init (QdWargameRenderOptions *options, const QdPalette *palette);

void     qd_wargame_render_get_size     (const QdWargameBoard *board, const QdWargameRenderOptions *options,
                                     double *width, double *height);
/* Paints the background and the board at its natural size. */
void     qd_wargame_render              (cairo_t *cr, const QdWargameBoard *board, const QdWargameRenderOptions *options);
/* The square under (x, y) in picture units: FALSE outside the board. */
gboolean qd_wargame_render_hit          (const QdWargameBoard *board, double x, double y, guint *square);
void     qd_wargame_render_get_square_rect (const QdWargameBoard *board, guint square,
                                        double *x, double *y, double *side);

/* A board and its options as one drawing, for qd_export_drawing(). */
typedef struct {
  const QdWargameBoard *board;
  const QdWargameRenderOptions *options;
} QdWargameDrawing;

void     qd_wargame_drawing_draw        (cairo_t *cr, double width, double height, gpointer drawing);

G_END_DECLS
