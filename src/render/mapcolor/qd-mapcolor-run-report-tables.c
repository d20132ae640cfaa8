/* qd-mapcolor-run-report-tables.c — the reports of the FC and MAC domain
 * tables and of the scaling experiment (qd-mapcolor-run-report.h). */
#include "config.h"
#include "qd-mapcolor-run-report.h"

#include <glib/gi18n.h>
#include <inttypes.h>

#include "render/mapcolor/qd-mapcolor-experiment-plot.h"
#include "render/mapcolor/qd-mapcolor-fcmac-render.h"

/* ------------------------------------------------------------ FC and MAC */

static const char *
fcmac_method_label (QdCspTablesMethod method)
{
  return method == QD_CSP_TABLES_FC ? _("Forward checking") : _("Arc consistency (MAC)");
}

/* --order and --values as fcmac takes them back. */
static void
add_fcmac_settings (QdReport *report, QdCspTable *const *tables, guint n_tables)
{
  const QdCspTable *t = tables[0];
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);
  g_autoptr(GString) order = g_string_new (NULL);
  g_autofree char *values = g_strjoinv (",", t->values);

  for (guint i = 0; i < t->n_vars; i++)
    g_string_append_printf (order, "%s%s", i > 0 ? "," : "", t->names[t->order[i]]);
  qd_report_add_pair (section, "order", order->str);
  qd_report_add_pair (section, "values", values);
  qd_report_add_pair (section, "method", n_tables > 1 ? "both" : qd_csp_tables_method_to_string (t->method));
}

/* One method's table: a row per assignment or backtrack, a column per
 * variable's domain after its inference, as fcmac prints it. */
static void
add_fcmac_table (QdReportSection *section, const QdCspTable *t)
{
  g_autoptr(GPtrArray) header = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *name = g_strdup_printf ("%s-table", qd_csp_tables_method_to_string (t->method));
  g_autofree char *outcome = qd_csp_tables_outcome (t);
  g_autofree char *counts = qd_mapcolor_fcmac_render_counts (t);
  g_autofree char *summary = NULL;
  QdReportBlock *table;

  g_ptr_array_add (header, g_strdup (_("Row")));
  for (guint v = 0; v < t->n_vars; v++)
    g_ptr_array_add (header, g_strdup_printf ("D_%s", t->names[v]));
  g_ptr_array_add (header, NULL);
  table = qd_report_add_table (section, fcmac_method_label (t->method), name, (const char *const *) header->pdata);
  for (guint r = 0; r < t->rows->len; r++)
    {
      const QdCspTablesRow *row = &g_array_index (t->rows, QdCspTablesRow, r);
      g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);

      g_ptr_array_add (cells, row->kind == QD_CSP_TABLES_ROW_INITIAL ? g_strdup (_("start"))
                                                                         : qd_csp_tables_row_label (t, r, FALSE));
      for (guint v = 0; v < t->n_vars; v++)
        g_ptr_array_add (cells, qd_csp_tables_format_domain (t, v, row->domains[v]));
      g_ptr_array_add (cells, NULL);
      qd_report_add_row (table, (const char *const *) cells->pdata);
    }
  /* Translators: a method's outcome and counts: "Forward checking: A=r B=g C=b; 3 assignments (0 wiped out), 0 backtracks." */
  summary = g_strdup_printf (_("%s: %s; %s."), fcmac_method_label (t->method), outcome, counts);
  qd_report_add_paragraph (section, summary);
}

void
qd_mapcolor_report_add_fcmac (QdReport *report, const char *path, const QdMap *map,
                              QdCspTable *const *tables, guint n_tables)
{
  QdReportSection *section;
  QdReportBlock *stats;
  QdMapcolorFcmacRenderOptions options;

  qd_mapcolor_report_add_instance (report, path, map);
  if (n_tables == 0)
    return;
  add_fcmac_settings (report, tables, n_tables);

  /* Each table as text, then as the view draws it (one at a time: side by
   * side they would be too small on a page). */
  section = qd_report_part (report, QD_REPORT_RESULTS);
  qd_mapcolor_fcmac_render_options_init (&options, qd_report_palette (report));
  options.show_key = TRUE;
  for (guint i = 0; i < n_tables; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s-drawn", qd_csp_tables_method_to_string (tables[i]->method));
      QdMapcolorFcmacDrawing drawing = { tables + i, 1, &options };
      double width, height;

      add_fcmac_table (section, tables[i]);
      qd_mapcolor_fcmac_render_get_size (tables + i, 1, &options, &width, &height);
      qd_report_add_figure (section, fcmac_method_label (tables[i]->method), name, width, height,
                            qd_mapcolor_fcmac_drawing_draw, &drawing);
    }

  stats = qd_report_add_table (qd_report_part (report, QD_REPORT_STATISTICS), _("The searches' counts"), "statistics",
                               (const char *[]) { _("Method"), _("Assignments"), _("Wiped out"), _("Backtracks"),
                                                  _("Outcome"), NULL });
  for (guint i = 0; i < n_tables; i++)
    {
      const QdCspTable *t = tables[i];
      g_autofree char *assignments = g_strdup_printf ("%u", t->assignments);
      g_autofree char *wipeouts = g_strdup_printf ("%u", t->wipeouts);
      g_autofree char *backtracks = g_strdup_printf ("%u", t->backtracks);
      g_autofree char *outcome = qd_csp_tables_outcome (t);

      qd_report_add_row (stats, (const char *[]) { fcmac_method_label (t->method), assignments, wipeouts, backtracks,
                                                   outcome, NULL });
    }

  /* Each search as a tree: node k is its k-th assignment. */
  for (guint i = 0; i < n_tables; i++)
    if (tables[i]->tree != NULL && qd_search_tree_n_nodes (tables[i]->tree) > 0)
      {
        qd_report_add_paragraph (qd_report_part (report, QD_REPORT_SEARCH_TREE), fcmac_method_label (tables[i]->method));
        qd_report_add_search_tree (report, tables[i]->tree);
      }
}

/* ------------------------------------------------------------ the experiment */

static char *
join_sizes (const QdMapcolorExperimentConfig *c)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < c->n_sizes; i++)
    g_string_append_printf (out, "%s%u", i > 0 ? "," : "", c->sizes[i]);
  return g_string_free (out, FALSE);
}

static char *
join_algorithms (const QdMapcolorExperimentConfig *c)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < c->n_algorithms; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? "," : "", qd_mapcolor_variant_to_string (c->algorithms[i]));
  return g_string_free (out, FALSE);
}

static void
add_experiment_settings (QdReport *report, const QdMapcolorExperimentConfig *c, const char *shard)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);
  g_autofree char *sizes = join_sizes (c);
  g_autofree char *algorithms = join_algorithms (c);
  g_autofree char *instances = g_strdup_printf ("%u", c->instances);
  g_autofree char *colors = g_strdup_printf ("%u", c->colors);
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, c->seed);
  g_autofree char *cap = c->max_assignments != 0 ? g_strdup_printf ("%'" PRIu64, c->max_assignments)
                                                 : g_strdup (_("each algorithm's own (the default)"));
  g_autofree char *limit = c->time_limit_us > 0 ? g_strdup_printf (_("%g s"), c->time_limit_us / 1e6)
                                                : g_strdup (_("none"));

  qd_report_add_pair (section, "n", sizes);
  qd_report_add_pair (section, "instances", instances);
  qd_report_add_pair (section, "algorithms", algorithms);
  qd_report_add_pair (section, "colors", colors);
  qd_report_add_pair (section, "method", qd_mapcolor_gen_method_to_string (c->method));
  qd_report_add_pair (section, "seed", seed);
  qd_report_add_pair (section, "max-assignments", cap);
  qd_report_add_pair (section, "time-limit", limit);
  qd_report_add_pair (section, "shard", shard);
}

/* How the runs came out, per algorithm over every N. */
static void
add_experiment_results (QdReport *report, const QdMapcolorExperiment *e)
{
  const QdMapcolorExperimentConfig *c = &e->config;
  QdReportSection *section = qd_report_part (report, QD_REPORT_RESULTS);
  g_autoptr(GArray) rows = qd_mapcolor_experiment_rows (e);
  guint total = qd_mapcolor_experiment_total_runs (e);
  g_autofree char *done = NULL;
  QdReportBlock *table;

  /* Translators: "24 of 30 runs done." */
  done = g_strdup_printf (ngettext ("%u of %u run done.", "%u of %u runs done.", total), e->runs->len, total);
  if (e->stopped)
    {
      g_autofree char *stopped = g_strdup_printf ("%s %s", done, _("The experiment was stopped."));

      qd_report_add_paragraph (section, stopped);
    }
  else
    qd_report_add_paragraph (section, done);
  table = qd_report_add_table (section, _("The runs by algorithm"), "runs",
                               (const char *[]) { _("Algorithm"), _("Runs"), _("Capped"), _("No colouring"), NULL });
  for (guint a = 0; a < c->n_algorithms; a++)
    {
      guint runs = 0, capped = 0, none = 0;
      g_autofree char *runs_text = NULL, *capped_text = NULL, *none_text = NULL;

      for (guint i = 0; i < rows->len; i++)
        {
          const QdMapcolorExperimentRow *row = &g_array_index (rows, QdMapcolorExperimentRow, i);

          if (qd_mapcolor_variant_equal (row->algorithm, c->algorithms[a]))
            runs += row->runs, capped += row->capped, none += row->no_solution;
        }
      runs_text = g_strdup_printf ("%u", runs);
      capped_text = g_strdup_printf ("%u", capped);
      none_text = g_strdup_printf ("%u", none);
      qd_report_add_row (table, (const char *[]) { qd_mapcolor_variant_label (c->algorithms[a]), runs_text,
                                                   capped_text, none_text, NULL });
    }
}

typedef struct {
  QdPlot *plot;
  const QdPalette *palette;
} Plot;

static void
draw_plot (cairo_t *cr, double width, double height, gpointer data)
{
  const Plot *plot = data;

  qd_plot_render (cr, plot->plot, plot->palette, width, height);
}

static void
add_plot (const QdReport *report, QdReportSection *section, QdPlot *plot, const char *caption, const char *name)
{
  Plot drawn = { plot, qd_report_palette (report) };
  double width, height;

  qd_plot_get_natural_size (plot, drawn.palette, &width, &height);
  qd_report_add_figure (section, caption, name, width, height, draw_plot, &drawn);
}

void
qd_mapcolor_report_add_experiment (QdReport *report, const QdMapcolorExperiment *experiment, const char *shard)
{
  g_autoptr(QdPlot) assignments = qd_plot_new (NULL);
  g_autoptr(QdPlot) time = qd_plot_new (NULL);
  /* The table the window shows, in two (the CSV's 23 columns, or the
   * table's 8, do not fit a page). */
  g_autofree char *assignments_csv = qd_mapcolor_experiment_to_people_csv (experiment, FALSE);
  g_autofree char *time_csv = qd_mapcolor_experiment_to_people_csv (experiment, TRUE);
  QdReportSection *section;

  add_experiment_settings (report, &experiment->config, shard);
  add_experiment_results (report, experiment);
  section = qd_report_part (report, QD_REPORT_EXPERIMENT);
  qd_mapcolor_experiment_fill_plots (experiment, assignments, time);
  add_plot (report, section, assignments, _("Assignments against the number of regions N"), "assignments");
  add_plot (report, section, time, _("Time against the number of regions N"), "time");
  qd_report_add_csv (section, _("Assignments by N and algorithm"), "assignments", assignments_csv);
  qd_report_add_csv (section, _("Time by N and algorithm"), "time", time_csv);
}
