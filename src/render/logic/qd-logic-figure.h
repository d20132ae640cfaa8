/* qd-logic-figure.h — the drawing of an answer's proof (render/qd-prop-
 * render.h) chosen by its algorithm: the truth table TT-ENTAILS walked, the
 * refutation tree (or saturated clause list) of PL-RESOLUTION, forward
 * chaining's AND-OR graph.  The report draws it whole, the animation step
 * by step.  A CDCL answer, a DIMACS formula or a refused question has
 * none. */
#pragma once

#include <cairo.h>

#include "problems/logic/qd-logic-ask.h"
#include "render/qd-prop-render.h"

G_BEGIN_DECLS

typedef enum {
  QD_LOGIC_FIGURE_NONE,
  QD_LOGIC_FIGURE_TABLE,
  QD_LOGIC_FIGURE_REFUTATION,
  QD_LOGIC_FIGURE_CHAINING,
} QdLogicFigureKind;

typedef struct {
  QdLogicFigureKind kind;
  guint *roots;                  /* the KB's sentences */
  guint n_roots;
  QdPropClauses *negated;        /* REFUTATION: the clauses of ¬α */
  QdPropTable table;
  QdPropRefutation refutation;
  QdPropChaining chaining;
} QdLogicFigure;

/* The figure of `result` (asked of `doc`, both borrowed while the figure
 * lives): kind NONE when the answer has no drawing. */
void   qd_logic_figure_init     (QdLogicFigure *figure, QdLogicDoc *doc, const QdLogicAskResult *result);
void   qd_logic_figure_clear    (QdLogicFigure *figure);
/* Rows reached, resolvents, pops: the steps the options' `step` counts. */
guint  qd_logic_figure_n_steps  (const QdLogicFigure *figure);
void   qd_logic_figure_get_size (const QdLogicFigure *figure, const QdPropRenderOptions *options, double *width,
                                 double *height);
void   qd_logic_figure_render   (cairo_t *cr, const QdLogicFigure *figure, const QdPropRenderOptions *options);
/* What the figure shows, a caption for people. */
const char *qd_logic_figure_caption (const QdLogicFigure *figure);

G_END_DECLS
