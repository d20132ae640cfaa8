/* qd-mdp-render-private.h — what the files of the grid world's drawing
 * share: the geometry and colours of one drawing (qd-mdp-render.c), the
 * cells (qd-mdp-render-cells.c) and the marks over them
 * (qd-mdp-render-marks.c). */
#pragma once

#include "qd-mdp-render.h"
#include "render/qd-draw.h"

G_BEGIN_DECLS

/* One drawing: where the board is, its colours and its text sizes. */
typedef struct {
  const QdMdpWorld *world;
  const QdMdpRenderOptions *o;
  const QdPalette *p;
  QdDrawText text;
  double cell, left, top;          /* a cell's side; the board's top left corner */
  double band;                     /* the coordinates' band (0: none) */
  double scale;                    /* |V| of the strongest shade */
  guint x0, x1, y0, y1;            /* the cells inside the clip: x0 ≤ x < x1, y0 ≤ y < y1 */
  gboolean show_values, show_q, show_policy;
  gboolean tiny;                   /* cells of a few device pixels: an image, no lines, no arrows */
  QdColor zero, positive, negative;  /* the shades of 0 and of ±scale */
  QdColor wall, wall_line, grid;
  QdColor ink_positive, ink_negative;  /* a terminal's border by its sign */
  double value_size, q_size, mark_size;  /* text sizes; 0: none at this cell size */
} QdMdpScene;

/* The picture's point at the top left corner of cell (x, y). */
static inline double
qd_mdp_scene_x (const QdMdpScene *s, guint x)
{
  return s->left + x * s->cell;
}

static inline double
qd_mdp_scene_y (const QdMdpScene *s, guint y)
{
  return s->top + (s->world->h - 1 - y) * s->cell;
}

/* qd-mdp-render-cells.c */
/* The shade of a value on the diverging scale. */
G_GNUC_INTERNAL void qd_mdp_scene_shade       (const QdMdpScene *s, double value, QdColor *out);
/* The fill of a cell as a whole: a wall's, a terminal's (by the sign of
 * its value), an open cell's V (or its best known Q) or plain. */
G_GNUC_INTERNAL void qd_mdp_scene_cell_fill   (const QdMdpScene *s, guint index, QdColor *out);
/* The cells inside the clip, one path each, with their numbers. */
G_GNUC_INTERNAL void qd_mdp_scene_draw_cells  (cairo_t *cr, const QdMdpScene *s);
/* The same cells as one image of a pixel a cell, scaled without smoothing:
 * shades only, for cells too small for lines and text. */
G_GNUC_INTERNAL void qd_mdp_scene_draw_pixels (cairo_t *cr, const QdMdpScene *s);

/* qd-mdp-render-marks.c */
/* The policy's arrows, the start, the agent, the highlight, the hover and
 * the cursor, over the cells. */
G_GNUC_INTERNAL void qd_mdp_scene_draw_marks  (cairo_t *cr, const QdMdpScene *s);
/* The column and row numbers around the board. */
G_GNUC_INTERNAL void qd_mdp_scene_draw_coordinates (cairo_t *cr, const QdMdpScene *s);

G_END_DECLS
