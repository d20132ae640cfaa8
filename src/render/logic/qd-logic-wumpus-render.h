/* qd-logic-wumpus-render.h — a wumpus world (problems/logic/qd-logic-wumpus.h)
 * and, optionally, what the hybrid agent knows of it, on any cairo_t.
 *
 * The grid is drawn as the book draws it: [1,1] at the bottom left, x to
 * the right, y upwards, the columns' and rows' numbers beside it.  On a
 * square: a pit (a dark hole), the wumpus (purple; crossed out once dead),
 * the gold (a yellow diamond, until grabbed), the agent (a triangle pointing
 * the way it faces), and on the squares it visited its percepts as the
 * letters S (stench) and B (breeze) in the top left corner.
 *
 * The agent's conclusions (`knowledge`) colour the squares: proved safe,
 * the palette's `good` at 30% over the page; a pit or the wumpus proved,
 * its `bad` at 30%; visited squares the page colour; squares it knows
 * nothing of, `leaf_fill`.  Each conclusion has its word in the bottom
 * right corner too (OK, P, W, ?), so that colour is never the only cue.
 * In fog-of-war mode only what the agent knows is drawn: pits and the
 * wumpus where proved, the gold where it was seen; the rest is fog. */
#pragma once

#include <cairo.h>

#include "problems/logic/qd-logic-wumpus.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

#define QD_LOGIC_WUMPUS_RENDER_SQUARE 72.0   /* a square's side unless `square` says */
#define QD_LOGIC_WUMPUS_RENDER_TINT 0.3      /* the share of `good` or `bad` over the page */

typedef struct {
  const QdPalette *palette;          /* NULL: light */
  const QdLogicWumpusState *state;   /* the agent, the arrow, the gold (NULL: the start, no agent drawn) */
  const guint8 *knowledge;           /* width × height QdLogicWumpusKnow flags (NULL: none shown) */
  gboolean fog;                      /* only what the agent knows (needs `knowledge`) */
  gint hover;                        /* the square under the pointer, -1: none */
  gint selected;                     /* a square outlined in the accent colour (its proof shown), -1: none */
  double square;                     /* a square's side; 0: QD_LOGIC_WUMPUS_RENDER_SQUARE */
} QdLogicWumpusRenderOptions;

void  qd_logic_wumpus_render_options_init (QdLogicWumpusRenderOptions *options, const QdPalette *palette);
void  qd_logic_wumpus_render_get_size (const QdLogicWumpusWorld *world, const QdLogicWumpusRenderOptions *options,
                                       double *width, double *height);
void  qd_logic_wumpus_render (cairo_t *cr, const QdLogicWumpusWorld *world, const QdLogicWumpusRenderOptions *options);
/* Where square `square` is drawn: its top left corner and side. */
void  qd_logic_wumpus_render_square_box (const QdLogicWumpusWorld *world, const QdLogicWumpusRenderOptions *options,
                                         guint square, double *x, double *y, double *side);
/* The square at (x, y) in drawing units, or -1. */
gint  qd_logic_wumpus_render_hit (const QdLogicWumpusWorld *world, const QdLogicWumpusRenderOptions *options,
                                  double x, double y);
/* The colour a square with these QdLogicWumpusKnow flags is filled with. */
void  qd_logic_wumpus_render_fill (const QdPalette *palette, guint8 know, QdColor *out);

G_END_DECLS
