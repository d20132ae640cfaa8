/* qd-mapcolor-experiment-plot.c — the experiment's rows as plot series.
 *
 * Kept out of src/problems (which knows nothing of drawing) and out of
 * qd-plot.c (which knows nothing of maps).  Without capped runs a point is
 * the mean of the runs, its error bar the standard error.  When any run
 * was capped (backtracking is heavy-tailed), the mean is only a lower bound
 * and says little, so every point is then the median of all the runs (a
 * capped one counted at what it spent), its bar from the first to the third
 * quartile, drawn as censored (an arrow up: at least) where a capped run
 * could raise the median; the legend says how many runs of the algorithm
 * were capped, as in "fc (2 capped)". */
#include "qd-mapcolor-experiment-plot.h"

#include <math.h>
#include <glib/gi18n.h>

static void
setup (QdPlot *plot, const char *title, const char *y_title)
{
  qd_plot_clear (plot);
  qd_plot_set_title (plot, title);
  qd_plot_set_axis (plot, QD_PLOT_AXIS_X, _("regions N"), QD_PLOT_LOG10);
  qd_plot_set_axis (plot, QD_PLOT_AXIS_Y, y_title, QD_PLOT_LOG10);
}

static void
add_median (QdPlot *plot, guint series, double x, const QdMapcolorExperimentStat *stat)
{
  if (plot == NULL || !isfinite (stat->median))
    return;
  qd_plot_add_point_range (plot, series, x, stat->median, stat->q1, stat->q3, stat->median_censored);
}

void
qd_mapcolor_experiment_fill_plots (const QdMapcolorExperiment *experiment, QdPlot *assignments, QdPlot *time)
{
  g_autoptr(GArray) rows = NULL;
  const QdMapcolorExperimentConfig *c;
  gboolean medians = FALSE;

  g_return_if_fail (experiment != NULL);

  c = &experiment->config;
  rows = qd_mapcolor_experiment_rows (experiment);
  for (guint r = 0; r < rows->len; r++)
    medians = medians || g_array_index (rows, QdMapcolorExperimentRow, r).capped > 0;
  if (assignments != NULL)
    setup (assignments, medians ? _("Assignments vs N (median and quartiles; ↑ at least, runs capped)")
                                : _("Assignments vs N (mean ± standard error)"), _("assignments"));
  if (time != NULL)
    setup (time, medians ? _("Time vs N (median and quartiles; ↑ at least, runs capped)") : _("Time vs N (mean ± standard error)"),
           _("time (ms)"));

  for (guint a = 0; a < c->n_algorithms; a++)
    {
      const char *name = qd_mapcolor_variant_label (c->algorithms[a]);
      g_autofree char *note = NULL;
      guint sa = 0, st = 0, capped = 0;
      gboolean seen = FALSE;

      for (guint t = 0; t < a && !seen; t++)
        seen = qd_mapcolor_variant_equal (c->algorithms[t], c->algorithms[a]);
      if (seen)
        continue;
      if (assignments != NULL)
        sa = qd_plot_add_series (assignments, name);
      if (time != NULL)
        st = qd_plot_add_series (time, name);
      for (guint r = 0; r < rows->len; r++)
        {
          const QdMapcolorExperimentRow *row = &g_array_index (rows, QdMapcolorExperimentRow, r);

          if (!qd_mapcolor_variant_equal (row->algorithm, c->algorithms[a]))
            continue;
          capped += row->capped;
          if (medians)
            {
              add_median (assignments, sa, row->n, &row->assignments);
              add_median (time, st, row->n, &row->time_ms);
              continue;
            }
          if (!isfinite (row->assignments.mean))
            continue;
          if (assignments != NULL)
            qd_plot_add_point (assignments, sa, row->n, row->assignments.mean, row->assignments.se);
          if (time != NULL)
            qd_plot_add_point (time, st, row->n, row->time_ms.mean, row->time_ms.se);
        }
      if (capped > 0)
        {
          note = g_strdup_printf (ngettext ("%u capped", "%u capped", capped), capped);
          if (assignments != NULL)
            qd_plot_series_set_note (assignments, sa, note);
          if (time != NULL)
            qd_plot_series_set_note (time, st, note);
        }
    }
}
