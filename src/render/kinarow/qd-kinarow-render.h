/* qd-kinarow-render.h — a k-in-a-row board drawn with cairo: the grid (or,
 * with gravity, the upright frame of columns), the stones, the last move,
 * the winning line, a column's drop indicator and the solver's score of
 * each column above it, and a stone shown where the pointer would play.
 *
 * A "target" is what a click chooses: a column with gravity (the stone
 * drops), a cell otherwise; render says where each is and which one a
 * point is on, so the window, the exports and the reports share one
 * geometry. */
#pragma once

#include <cairo.h>
#include "problems/kinarow/qd-kinarow.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

/* A column's score not known (a full column, or no solve yet). */
#define QD_KINAROW_NO_SCORE G_MININT

typedef struct {
  const QdPalette *palette;
  /* The target (column or cell) the pointer or the keyboard is on, or -1:
   * a pale stone of the player to move shows where it would land. */
  gint hover;
  /* A position being edited: no hover stone, no "to move" line. */
  gboolean editing;
  /* With gravity: each column's score (the solver's, from the side to
   * move), QD_KINAROW_NO_SCORE where unknown; NULL: no score row. */
  const gint *scores;
  /* With gravity: the last stone drawn this many cells above its cell, on
   * its way down (the window's animation); 0: at rest. */
  double lift;
} QdKinarowRenderOptions;

/* Palette (NULL: light), no hover, no scores. */
void     qd_kinarow_render_options_init (QdKinarowRenderOptions *options, const QdPalette *palette);
void     qd_kinarow_render_get_size     (const QdKinarowRules *rules, double *width, double *height);
/* Paints the background and the board at its natural size. */
void     qd_kinarow_render              (cairo_t *cr, const QdKinarowRules *rules, const QdKinarowPosition *pos,
                                         const QdKinarowRenderOptions *options);
/* Targets: rules->width columns with gravity, rules->cells cells otherwise. */
guint    qd_kinarow_render_n_targets    (const QdKinarowRules *rules);
/* Where target t is drawn: a column from its drop row to the board's foot,
 * or a cell. */
void     qd_kinarow_render_target_box   (const QdKinarowRules *rules, guint target, double *x, double *y,
                                         double *width, double *height);
/* Where cell c (row * width + column) is drawn: its top left corner and side. */
void     qd_kinarow_render_cell_box     (const QdKinarowRules *rules, guint cell, double *x, double *y,
                                         double *size);
/* The target under (x, y) in picture units; FALSE off the board. */
gboolean qd_kinarow_render_hit          (const QdKinarowRules *rules, double x, double y, guint *target);

G_END_DECLS
