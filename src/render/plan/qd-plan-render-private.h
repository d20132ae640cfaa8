/* qd-plan-render-private.h — what the pictures of render/plan/ share: one
 * function per picture both measures and paints (`paint` FALSE: measures
 * only), so the size and the drawing cannot disagree. */
#pragma once

#include "qd-plan-render.h"
#include "render/qd-draw.h"

G_BEGIN_DECLS

#define QD_PLAN_TEXT 13.0       /* a name's size */
#define QD_PLAN_SMALL 11.0      /* a label's size */
#define QD_PLAN_PAD 8.0

typedef struct {
  cairo_t *cr;
  gboolean paint;
  const QdPalette *palette;
  const QdPlanRenderOptions *options;
  QdDrawText text;
} QdPlanCanvas;

/* Draws `s` (when painting) and returns its width. */
G_GNUC_INTERNAL double   qd_plan_canvas_text    (QdPlanCanvas *c, const char *s, double size, QdDrawTextFlags flags,
                                                 double x, double y, const QdColor *color);
/* Whether the object is one the current action names. */
G_GNUC_INTERNAL gboolean qd_plan_canvas_focused (const QdPlanCanvas *c, const char *object);
/* A labelled box: outlined in the accent when focused. */
G_GNUC_INTERNAL void     qd_plan_canvas_box     (QdPlanCanvas *c, double x, double y, double w, double h,
                                                 const QdColor *fill, const char *object);
/* The facts of predicate `name` with `arity` arguments: their words
 * (GStrv each), in the state's order. */
G_GNUC_INTERNAL GPtrArray *qd_plan_canvas_facts (const QdPlanCanvas *c, const char *name, guint arity);

/* Each picture at (x, y): its width and height. */
G_GNUC_INTERNAL void qd_plan_draw_blocks  (QdPlanCanvas *c, double x, double y, double *w, double *h);
G_GNUC_INTERNAL void qd_plan_draw_gripper (QdPlanCanvas *c, double x, double y, double *w, double *h);
G_GNUC_INTERNAL void qd_plan_draw_places  (QdPlanCanvas *c, double x, double y, double *w, double *h);
G_GNUC_INTERNAL void qd_plan_draw_facts   (QdPlanCanvas *c, double x, double y, double *w, double *h);

G_END_DECLS
