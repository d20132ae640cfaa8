/* qd-mdp-plot.h — the plots of the Grid World tab, on the shared plots
 * (render/qd-plot.h): the Bellman residual max_s |V_k(s) - V_(k-1)(s)| per
 * iteration, on a log scale (a residual of 0, reached exactly, is counted
 * in the legend as a point not shown), with the book's stopping bound
 * ε(1 - γ)/γ as a line when asked; and the return of each episode of a
 * learning run, with its moving average. */
#pragma once

#include <cairo.h>

#include "render/qd-plot.h"

G_BEGIN_DECLS

/* RESIDUALS[i] is the residual of iteration i + 1 (N of them).  BOUND > 0:
 * the stopping bound drawn as a second series across the iterations; 0 or
 * NAN: none.  The x axis counts iterations (whole numbers). */
QdPlot *qd_mdp_residual_plot_new (const double *residuals, guint n, double bound);

/* The window of the returns' moving average: 10 episodes, fewer for a
 * short run (a tenth of it, at least 1). */
guint   qd_mdp_returns_window (guint n);
/* RETURNS[i] is the return of episode i + 1 (N of them), drawn as a thin
 * line, and their moving average over WINDOW episodes (0:
 * qd_mdp_returns_window (n)) as a bold one. */
QdPlot *qd_mdp_returns_plot_new (const double *returns, guint n, guint window);

/* Paints the background and the plot into (0, 0, width, height) in
 * PALETTE (NULL: light): the page's plot area and the exports draw these. */
void    qd_mdp_render_residual_plot (cairo_t *cr, double width, double height, const double *residuals, guint n,
                                     double bound, const QdPalette *palette);
void    qd_mdp_render_returns_plot  (cairo_t *cr, double width, double height, const double *returns, guint n,
                                     const QdPalette *palette);

G_END_DECLS
