/* qd-bayes-plot.h — the plots of the Bayesian network tab: a sampler's
 * estimate against the number of samples (on the shared plots,
 * render/qd-plot.h), and the sizes of the factors variable elimination
 * makes, one bar per step, for one order or two side by side. */
#pragma once

#include <cairo.h>

#include "render/qd-palette.h"
#include "render/qd-plot.h"

G_BEGIN_DECLS

/* A sampling run's progress: after N_DONE[i] samples the estimate of the
 * query's state was ESTIMATE[i] (N_POINTS of them, N_DONE increasing).  The
 * legend names the sampler and says how many samples were kept and
 * rejected and the effective sample size at the end (N_KEPT, N_DONE's last,
 * EFFECTIVE; EFFECTIVE NAN: not said).  EXACT (NAN: none) is drawn as a
 * horizontal line.  LABEL is what is estimated ("P(Burglary = true | e)").
 * The x axis counts samples on a log scale. */
typedef struct {
  const char *label;
  const char *sampler;          /* people's name ("Likelihood weighting"), NULL: "estimate" */
  const guint64 *n_done;
  const double *estimate;
  guint n_points;
  double exact;
  guint64 n_kept;
  double effective;
} QdBayesConvergence;

QdPlot *qd_bayes_convergence_plot_new (const QdBayesConvergence *run);
/* Paints the background and the plot into (0, 0, width, height). */
void    qd_bayes_render_convergence   (cairo_t *cr, double width, double height, const QdBayesConvergence *run,
                                       const QdPalette *palette);

/* One elimination order's factors: SIZES[i] entries made by step i, which
 * sums out NAMES[i] (N_STEPS of each; the last step, the query's product,
 * named by the query).  LABEL names the order ("min-fill"). */
typedef struct {
  const char *label;
  const double *sizes;
  const char *const *names;
  guint n_steps;
} QdBayesOrderSizes;

/* A bar chart of factor sizes per step (log scale: 1 to the largest),
 * N_ORDERS (1 or 2) orders' bars side by side at each step in two series
 * colours, each order's largest factor in full colour with its size written
 * on it, the others lighter; the legend gives each order's largest and
 * total.  STEP ≥ 0: the bars up to that step only (the GIF's frames, the
 * tab's Next), the rest left as outlines; -1: all. */
typedef struct {
  const char *title;            /* NULL: "Factor sizes by step" */
  const QdBayesOrderSizes *orders;
  guint n_orders;
  gint step;
  /* Laid out at the size given rather than scaled from its own: text at
   * its size, thinner bars, the steps numbered (every few when they are
   * many), the legend naming the orders only (the tab's sidebar, which
   * gives their costs above the chart). */
  gboolean compact;
} QdBayesFactorChart;

/* The size the chart looks best at (wider with more steps: at least 12
 * points a bar). */
void    qd_bayes_factor_chart_get_size (const QdBayesFactorChart *chart, double *width, double *height);
void    qd_bayes_render_factor_chart   (cairo_t *cr, double width, double height, const QdBayesFactorChart *chart,
                                        const QdPalette *palette);
/* The chart in words (the canvas's accessible description). */
char   *qd_bayes_factor_chart_describe (const QdBayesFactorChart *chart);

G_END_DECLS
