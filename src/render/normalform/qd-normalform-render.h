/* qd-normalform-render.h — a normal-form game drawn as its payoff table:
 * the first player's strategies down, the second's across, each cell its
 * profile's payoffs in the players' order; a game of more players is one
 * table per choice of the others, one under the other, each titled with
 * those choices.  On it: the strategies eliminated by iterated dominance
 * struck out with their step and what dominated them; each best response's
 * payoff underlined; the pure equilibria framed; the focused cell.  The
 * tab's view and the exports (--png, --svg, --pdf) draw through here. */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "problems/normalform/qd-normalform-solve.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

typedef struct {
  const QdPalette *palette;                 /* NULL: light */
  const QdNormalformDominance *dominance;   /* NULL: nothing struck out */
  guint dominance_shown;                    /* its first steps struck out (G_MAXUINT: all) */
  const QdNormalformPure *pure;             /* NULL: no best response marked */
  gint focus;                               /* the focused profile, -1: none */
} QdNormalformRenderOptions;

void     qd_normalform_render_options_init (QdNormalformRenderOptions *options, const QdPalette *palette);
void     qd_normalform_render_get_size     (const QdNormalform *game, double *width, double *height);
void     qd_normalform_render              (cairo_t *cr, const QdNormalform *game,
                                            const QdNormalformRenderOptions *options);
/* The profile of the cell at (x, y), or -1. */
gint     qd_normalform_render_hit          (const QdNormalform *game, double x, double y);
/* The box of profile k's cell. */
void     qd_normalform_render_cell_box     (const QdNormalform *game, guint k, double *x, double *y, double *w,
                                            double *h);

/* For qd_cli_pictures_write and the exports: user_data a QdNormalformDrawing. */
typedef struct {
  const QdNormalform *game;
  const QdNormalformRenderOptions *options;
} QdNormalformDrawing;
void     qd_normalform_drawing_draw        (cairo_t *cr, double width, double height, gpointer user_data);

G_END_DECLS
