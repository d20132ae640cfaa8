/* qd-hmm-render-private.h — what the two charts over time (beliefs,
 * trellis) share: the geometry of a column per step and a row per state,
 * with the state names left, the steps and their evidence under the
 * columns, and a separator before predicted columns (qd-hmm-render.c). */
#pragma once

#include "qd-hmm-render.h"
#include "render/qd-draw.h"

G_BEGIN_DECLS

#define QD_HMM_CHART_MARGIN 12.0

/* One chart's geometry: every number in points. */
typedef struct {
  gsize T, n_columns;          /* observed steps; and predicted after them */
  gsize first, count;          /* the window of columns drawn, inside 0 … n_columns */
  guint n_states;
  double column, row;          /* a column's width, a row's height */
  double left, top;            /* the first cell's top left corner */
  double gap;                  /* the separator before the first predicted column (0: none in the window) */
  double name_size;            /* the state names' text (0: too small, none) */
  double name_width;           /* their band, left of the cells */
  guint name_stride;           /* a name every name_stride rows */
  double title_height;         /* the title's band (0: none) */
  double mark_height;          /* the band marking predicted columns (0: none in the window) */
  double axis_size;            /* the steps' and evidence's text */
  double axis_height;          /* their band under the cells */
  gboolean rotated;            /* evidence names turned a quarter, reading upwards */
  gsize stride;                /* steps labelled: those divisible by stride (and the current) */
  double bottom;               /* more room under the axis (the beliefs' key) */
  double least_width;          /* the picture is at least this wide (the key) */
} QdHmmChart;

/* The geometry of HMM's STEPS in palette P (its text scale) with
 * N_PREDICTED columns more, a TITLE (may be NULL), a column and a row of NATURAL_COLUMN and NATURAL_ROW when the
 * steps leave them automatic (narrower for many columns, lower for many
 * states), and BOTTOM points more under the axis. */
G_GNUC_INTERNAL void     qd_hmm_chart_init   (QdHmmChart *c, const QdHmm *hmm, const QdHmmRenderSteps *steps,
                                              const QdPalette *p, gsize n_predicted, const char *title, double natural_column,
                                              double natural_row, double bottom);
G_GNUC_INTERNAL void     qd_hmm_chart_size   (const QdHmmChart *c, double *width, double *height);
/* Whether column COL (from 0) is in the window, and its left edge. */
G_GNUC_INTERNAL gboolean qd_hmm_chart_shown  (const QdHmmChart *c, gsize col);
G_GNUC_INTERNAL double   qd_hmm_chart_x      (const QdHmmChart *c, gsize col);
G_GNUC_INTERNAL double   qd_hmm_chart_y      (const QdHmmChart *c, guint state);
/* The step (from 1) and state of the cell under (px, py); FALSE off the
 * cells (the gap too). */
G_GNUC_INTERNAL gboolean qd_hmm_chart_hit    (const QdHmmChart *c, double px, double py, gsize *t, guint *state);
/* The top left corner of the cell of step T (from 1) and STATE; FALSE
 * outside the window. */
G_GNUC_INTERNAL gboolean qd_hmm_chart_cell   (const QdHmmChart *c, gsize t, guint state, double *x, double *y);
/* The window's columns the clip meets: c0 ≤ col < c1. */
G_GNUC_INTERNAL void     qd_hmm_chart_clip   (cairo_t *cr, const QdHmmChart *c, gsize *c0, gsize *c1);
/* The title, the state names, the steps, the evidence, the predicted
 * columns' mark and the separator; the current step's label in the accent. */
G_GNUC_INTERNAL void     qd_hmm_chart_draw_axes (cairo_t *cr, const QdHmmChart *c, const QdHmm *hmm,
                                                 const QdHmmRenderSteps *steps, const char *title,
                                                 const QdPalette *p, const QdDrawText *text);
/* An outline in the accent around the current step's column (if shown). */
G_GNUC_INTERNAL void     qd_hmm_chart_draw_current (cairo_t *cr, const QdHmmChart *c, const QdHmmRenderSteps *steps,
                                                    const QdPalette *p);
/* TEXT cut with "…" to WIDTH at SIZE (qd_text_measure); a new string. */
G_GNUC_INTERNAL char    *qd_hmm_chart_fit    (const char *text, double size, double width);
/* The evidence of step T (from 1) for people: the observation's name, "–"
 * without one or past the evidence (predicted). */
G_GNUC_INTERNAL const char *qd_hmm_chart_evidence (const QdHmm *hmm, const QdHmmRenderSteps *steps, gsize t);

G_END_DECLS
