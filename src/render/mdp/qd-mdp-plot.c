/* qd-mdp-plot.c — the Grid World tab's plots (qd-mdp-plot.h). */
#include "config.h"
#include "qd-mdp-plot.h"

#include <glib/gi18n.h>
#include <math.h>

#define RETURNS_WINDOW 10
#define MARKERS_UP_TO  40   /* longer series are drawn as lines only */

QdPlot *
qd_mdp_residual_plot_new (const double *residuals, guint n, double bound)
{
  QdPlot *plot = qd_plot_new (_("Bellman residual"));
  guint series = qd_plot_add_series (plot, _("max |V_k − V_(k−1)|"));

  qd_plot_set_axis (plot, QD_PLOT_AXIS_X, _("iteration k"), QD_PLOT_LINEAR);
  qd_plot_set_integer (plot, QD_PLOT_AXIS_X, TRUE);
  qd_plot_set_axis (plot, QD_PLOT_AXIS_Y, _("residual"), QD_PLOT_LOG10);
  qd_plot_series_set_line_only (plot, series, n > MARKERS_UP_TO);
  for (guint i = 0; i < n; i++)
    qd_plot_add_point (plot, series, i + 1, residuals[i], NAN);
  if (bound > 0 && isfinite (bound) && n > 0)
    {
      guint line = qd_plot_add_series (plot, _("stopping bound ε(1 − γ)/γ"));

      qd_plot_series_set_line_only (plot, line, TRUE);
      qd_plot_add_point (plot, line, 1, bound, NAN);
      qd_plot_add_point (plot, line, MAX (n, 2), bound, NAN);
    }
  return plot;
}

guint
qd_mdp_returns_window (guint n)
{
  return CLAMP (n / 10, 1, RETURNS_WINDOW);
}

QdPlot *
qd_mdp_returns_plot_new (const double *returns, guint n, guint window)
{
  QdPlot *plot = qd_plot_new (_("Return per episode"));
  guint raw = qd_plot_add_series (plot, _("return"));
  g_autofree char *name = NULL;
  guint mean;
  double sum = 0;

  if (window == 0)
    window = qd_mdp_returns_window (n);
  name = g_strdup_printf (ngettext ("moving average (%u episode)",
                                    "moving average (%u episodes)", window), window);
  mean = qd_plot_add_series (plot, name);
  qd_plot_set_axis (plot, QD_PLOT_AXIS_X, _("episode"), QD_PLOT_LINEAR);
  qd_plot_set_integer (plot, QD_PLOT_AXIS_X, TRUE);
  qd_plot_set_axis (plot, QD_PLOT_AXIS_Y, _("discounted return"), QD_PLOT_LINEAR);
  qd_plot_series_set_line_only (plot, raw, n > MARKERS_UP_TO);
  qd_plot_series_set_line_only (plot, mean, TRUE);
  for (guint i = 0; i < n; i++)
    {
      sum += returns[i];
      if (i >= window)
        sum -= returns[i - window];
      qd_plot_add_point (plot, raw, i + 1, returns[i], NAN);
      /* From the first full window on: a shorter one would jump about. */
      if (i + 1 >= window)
        qd_plot_add_point (plot, mean, i + 1, sum / window, NAN);
    }
  return plot;
}

void
qd_mdp_render_residual_plot (cairo_t *cr, double width, double height, const double *residuals, guint n,
                             double bound, const QdPalette *palette)
{
  g_autoptr(QdPlot) plot = qd_mdp_residual_plot_new (residuals, n, bound);

  qd_plot_render (cr, plot, palette, width, height);
}

void
qd_mdp_render_returns_plot (cairo_t *cr, double width, double height, const double *returns, guint n,
                            const QdPalette *palette)
{
  g_autoptr(QdPlot) plot = qd_mdp_returns_plot_new (returns, n, 0);

  qd_plot_render (cr, plot, palette, width, height);
}
