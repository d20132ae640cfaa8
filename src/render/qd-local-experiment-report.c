/* qd-local-experiment-report.c — the plots and the report of `experiment
 * localsearch` (qd-local-experiment-report.h). */
#include "config.h"
#include "qd-local-experiment-report.h"

#include <glib/gi18n.h>
#include <math.h>

/* About this many bars at most: wider bins beyond. */
#define HISTOGRAM_BINS 30

/* The bin width: 1, 2, 5, 10, 20, 50… so that the steps fit in about
 * HISTOGRAM_BINS bins. */
static guint64
bin_width (guint64 range)
{
  guint64 w = 1;

  for (guint k = 0; range > w * HISTOGRAM_BINS; k++)
    w = (k % 3 == 1) ? w / 2 * 5 : w * 2;
  return w;
}

/* The histogram's outline, bar by bar: each bin [lo, lo + w) of the
 * integer steps drawn from lo to lo + w at its count (bins of one step
 * from lo − ½ to lo + ½, centred on their value), the vertical edges as
 * steep lines (x nudged by a millionth of a bin). */
static QdPlot *
histogram (const QdLocalExperiment *e, guint arm, const GArray *steps)
{
  g_autofree char *title = g_strdup_printf (_("%s: steps of the %u solved runs"),
                                            qd_local_experiment_arm (e, arm)->label, steps->len);
  QdPlot *plot = qd_plot_new (title);
  guint64 first = g_array_index (steps, guint64, 0), last = g_array_index (steps, guint64, steps->len - 1);
  guint64 w = bin_width (last - first + 1), lo = first / w * w;
  double shift = w == 1 ? 0.5 : 0, nudge = w * 1e-6, x = lo - shift;
  guint series = qd_plot_add_series (plot, qd_local_experiment_arm (e, arm)->label);
  guint i = 0;

  qd_plot_set_axis (plot, QD_PLOT_AXIS_X, _("steps to success"), QD_PLOT_LINEAR);
  qd_plot_set_axis (plot, QD_PLOT_AXIS_Y, _("runs"), QD_PLOT_LINEAR);
  qd_plot_set_range (plot, QD_PLOT_AXIS_Y, 0, NAN);
  qd_plot_series_set_line_only (plot, series, TRUE);
  qd_plot_add_point (plot, series, x, 0, NAN);
  for (; lo <= last; lo += w)
    {
      guint count = 0;

      while (i < steps->len && g_array_index (steps, guint64, i) < lo + w)
        i++, count++;
      x = lo - shift;
      qd_plot_add_point (plot, series, x + nudge, count, NAN);
      qd_plot_add_point (plot, series, x + w, count, NAN);
    }
  qd_plot_add_point (plot, series, lo - shift + nudge, 0, NAN);
  return plot;
}

static QdPlot *
sweep_plot (const QdLocalExperiment *e)
{
  QdPlot *plot = qd_plot_new (_("Solved against the sideways limit"));
  guint series = qd_plot_add_series (plot, _("steepest ascent with at most K sideways moves"));

  qd_plot_set_axis (plot, QD_PLOT_AXIS_X, _("sideways limit K"), QD_PLOT_LINEAR);
  qd_plot_set_axis (plot, QD_PLOT_AXIS_Y, _("solved (%)"), QD_PLOT_LINEAR);
  qd_plot_set_range (plot, QD_PLOT_AXIS_Y, 0, 100);
  for (guint a = 0; a < qd_local_experiment_n_arms (e); a++)
    {
      const QdLocalExperimentArm *arm = qd_local_experiment_arm (e, a);
      QdLocalExperimentTally t;

      if (!arm->swept)
        continue;
      qd_local_experiment_tally (e, a, &t);
      if (t.instances > 0)
        qd_plot_add_point (plot, series, arm->sideways, 100.0 * t.solved / t.instances, NAN);
    }
  return plot;
}

GPtrArray *
qd_local_experiment_plots (const QdLocalExperiment *e)
{
  GPtrArray *plots = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_plot_free);

  for (guint a = 0; a < qd_local_experiment_n_arms (e); a++)
    {
      g_autoptr(GArray) steps = NULL;

      if (qd_local_experiment_arm (e, a)->swept)
        continue;
      steps = qd_local_experiment_steps_solved (e, a);
      if (steps->len > 0)
        g_ptr_array_add (plots, histogram (e, a, steps));
    }
  if (e->sweep->len > 0)
    g_ptr_array_add (plots, sweep_plot (e));
  return plots;
}

static void
add_settings (QdReport *report, const QdLocalExperiment *e, const char *shard)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);
  g_autofree char *algorithms = g_strjoinv (", ", e->algorithms);
  g_autofree char *size = g_strdup_printf ("%u", e->size);
  g_autofree char *instances = g_strdup_printf ("%u", e->instances);
  g_autofree char *sideways = e->sideways != 0 ? g_strdup_printf ("%u", e->sideways) : g_strdup (_("each algorithm's own"));
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, e->seed);
  g_autofree char *tolerance = g_strdup_printf ("%g %%", e->tolerance);
  GString *sweep = g_string_new (NULL);
  g_autofree char *describe = qd_local_experiment_describe (e);
  g_autofree char *size_option = g_strdup_printf ("--%s", e->local->size_option);

  for (guint k = 0; k < e->sweep->len; k++)
    g_string_append_printf (sweep, "%s%u", k > 0 ? ", " : "", g_array_index (e->sweep, guint, k));
  qd_report_add_paragraph (section, describe);
  qd_report_add_pair (section, "--problem", e->problem->id);
  qd_report_add_pair (section, size_option, e->model_path == NULL ? size : NULL);
  qd_report_add_pair (section, "--file", e->model_path);
  qd_report_add_pair (section, "--instances", instances);
  qd_report_add_pair (section, "--algorithms", algorithms);
  qd_report_add_pair (section, "--sideways", sideways);
  qd_report_add_pair (section, "--sideways-sweep", sweep->len > 0 ? sweep->str : NULL);
  qd_report_add_pair (section, "--seed", seed);
  qd_report_add_pair (section, "--tolerance", e->local->takes_tolerance ? tolerance : NULL);
  qd_report_add_pair (section, "--shard", shard);
  g_string_free (sweep, TRUE);
}

QdReport *
qd_local_experiment_report_new (const QdLocalExperiment *e, const char *shard, const QdPalette *palette)
{
  g_autofree char *instance = e->local->title (e);
  QdReport *report = qd_report_new_with_palette (_("Local Search"), instance, palette);
  g_autofree char *csv = qd_local_experiment_to_csv (e);
  g_autoptr(GPtrArray) plots = qd_local_experiment_plots (e);
  QdReportSection *section;

  add_settings (report, e, shard);
  section = qd_report_part (report, QD_REPORT_EXPERIMENT);
  qd_report_add_csv (section, _("Per algorithm: the share solved, the mean steps of a success and of a failure, "
                                "the mean restarts, the time"), "localsearch", csv);
  for (guint p = 0; p < plots->len; p++)
    {
      QdPlot *one[] = { plots->pdata[p] };
      QdPlotSheet sheet = { one, 1, 1, qd_report_palette (report) };
      g_autofree char *name = g_strdup_printf ("plot-%u", p + 1);
      double width, height;

      qd_plot_sheet_get_size (&sheet, &width, &height);
      qd_report_add_figure (section, qd_plot_get_title (one[0]), name, width, height, qd_plot_sheet_draw, &sheet);
    }
  return report;
}
