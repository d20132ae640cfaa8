/* qd-search-experiment-report.c — the plot and the report of `experiment
 * search` (qd-search-experiment-report.h). */
#include "config.h"
#include "qd-search-experiment-report.h"

#include <glib/gi18n.h>
#include <math.h>

QdPlot *
qd_search_experiment_plot (const QdSearchExperiment *e)
{
  QdPlot *plot = qd_plot_new (_("Effective branching factor b* against the solution depth"));

  qd_plot_set_axis (plot, QD_PLOT_AXIS_X, _("solution depth d"), QD_PLOT_LINEAR);
  qd_plot_set_axis (plot, QD_PLOT_AXIS_Y, _("effective branching factor b*"), QD_PLOT_LINEAR);
  qd_plot_set_range (plot, QD_PLOT_AXIS_Y, 1, NAN);
  for (guint a = 0; a < e->arms->len; a++)
    {
      guint series = qd_plot_add_series (plot, ((const QdSearchExperimentArm *) e->arms->pdata[a])->name);

      for (guint k = 0; k < e->depths->len; k++)
        {
          guint d = g_array_index (e->depths, guint, k);
          QdSearchExperimentTally t;

          qd_search_experiment_tally (e, d, a, &t);
          if (!isnan (t.b_star))
            qd_plot_add_point (plot, series, d, t.b_star, NAN);
        }
    }
  return plot;
}

static void
add_settings (QdReport *report, const QdSearchExperiment *e, const char *shard)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);
  g_autofree char *algorithms = g_strjoinv (", ", e->algorithms);
  g_autofree char *instances = g_strdup_printf ("%u", e->instances);
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, e->seed);
  g_autofree char *limit = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                            e->max_nodes != 0 ? e->max_nodes : QD_SPACE_DEFAULT_MAX_NODES);
  g_autofree char *describe = qd_search_experiment_describe (e);
  GString *depths = g_string_new (NULL);

  for (guint k = 0; k < e->depths->len; k++)
    g_string_append_printf (depths, "%s%u", k > 0 ? ", " : "", g_array_index (e->depths, guint, k));
  qd_report_add_paragraph (section, describe);
  qd_report_add_pair (section, "--depths", depths->str);
  qd_report_add_pair (section, "--instances", instances);
  qd_report_add_pair (section, "--algorithms", algorithms);
  qd_report_add_pair (section, "--seed", seed);
  qd_report_add_pair (section, "--max-nodes", limit);
  qd_report_add_pair (section, "--shard", shard);
  g_string_free (depths, TRUE);
}

QdReport *
qd_search_experiment_report_new (const QdSearchExperiment *e, const char *shard, const QdPalette *palette)
{
  QdReport *report = qd_report_new_with_palette (_("Effective Branching Factor"), _("Random 8-puzzles"), palette);
  g_autofree char *csv = qd_search_experiment_to_csv (e);
  g_autoptr(QdPlot) plot = qd_search_experiment_plot (e);
  QdPlot *one[] = { plot };
  QdPlotSheet sheet = { one, 1, 1, qd_report_palette (report) };
  QdReportSection *section;
  double width, height;

  add_settings (report, e, shard);
  section = qd_report_part (report, QD_REPORT_EXPERIMENT);
  qd_report_add_csv (section, _("Per depth and algorithm: the instances, the mean nodes generated, b* and the "
                                "instances skipped at the node limit"), "search-experiment", csv);
  qd_plot_sheet_get_size (&sheet, &width, &height);
  qd_report_add_figure (section, qd_plot_get_title (plot), "plot-1", width, height, qd_plot_sheet_draw, &sheet);
  return report;
}
