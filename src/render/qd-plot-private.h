/* qd-plot-private.h — the plot model, shared by qd-plot.c (the model and
 * sheets), qd-plot-ticks.c and qd-plot-render.c (layout and drawing).
 * Private to src/render. */
#pragma once

#include "qd-plot.h"

#include "core/qd-owned.h"

#include <math.h>

G_BEGIN_DECLS

#define QD_PLOT_NATURAL_WIDTH   560.0
#define QD_PLOT_NATURAL_HEIGHT  400.0

typedef struct {
  double x, y;
  double y_low, y_high; /* the bar (y ± error, or quartiles); NAN: none */
  gboolean censored;    /* y is only a lower bound: an arrow points up */
} QdPlotPoint;

/* Freed with qd_owned_free. */
typedef struct {
  QdOwned owned;        /* its name, note and points */
  char *name;
  char *note;
  guint style;
  gboolean line_only;   /* no markers: dense series */
  gboolean markers_only; /* no line: events (restarts) */
  GArray *points;   /* QdPlotPoint */
} QdPlotSeries;

typedef struct {
  char *title;
  QdPlotScale scale;
  double min, max;  /* fixed ends, or NAN */
  gboolean integer; /* ticks only at whole numbers (qd_plot_set_integer) */
} QdPlotAxisData;

struct _QdPlot {
  char *title;
  QdPlotAxisData axes[2];
  GPtrArray *series;  /* QdPlotSeries* */
};

/* A value the scale can show: finite, and > 0 on a log scale. */
static inline gboolean
qd_plot_value_ok (double v, QdPlotScale scale)
{
  return isfinite (v) && (scale == QD_PLOT_LINEAR || v > 0);
}

static inline gboolean
qd_plot_point_ok (const QdPlot *plot, const QdPlotPoint *p)
{
  return qd_plot_value_ok (p->x, plot->axes[QD_PLOT_AXIS_X].scale) &&
         qd_plot_value_ok (p->y, plot->axes[QD_PLOT_AXIS_Y].scale);
}

/* The extent of the data shown on an axis (the points it can show); with
 * `drawn`, what the drawing needs room for too (bars, the arrow over a
 * censored point).  FALSE when there is none. */
G_GNUC_INTERNAL gboolean qd_plot_data_range (const QdPlot *plot, QdPlotAxis axis, gboolean drawn,
                                             double *min, double *max);

/* Ticks for a fixed range: those of the range, without rounding it out. */
G_GNUC_INTERNAL GArray *qd_plot_fixed_ticks (QdPlotScale scale, double min, double max, guint target);

G_END_DECLS
