/* qd-mapcolor-cli-experiment.c — `quandary-cli experiment mapcolor`: how the
 * colouring algorithms scale with the number of regions (statement 000,
 * part 1.2). */
#include "config.h"
#include "qd-mapcolor-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "cli/qd-cli-report.h"
#include "problems/mapcolor/qd-mapcolor-experiment.h"
#include "render/mapcolor/qd-mapcolor-experiment-plot.h"
#include "render/mapcolor/qd-mapcolor-run-report.h"

typedef struct {
  char *sizes_text;
  char *algorithms_text;
  char *method_name;
  char *csv_path;
  gint instances;
  gint colors;
  gint64 seed;
  gint64 max_assignments;
  double time_limit;
  QdCliPictures pictures;
  QdCliSweep sweep;
  QdCliReport report;
  GArray *sizes;             /* guint */
  GArray *algorithms;        /* QdMapcolorVariant */
  QdMapcolorGenMethod method;
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionEntry entries[] = {
    { "n", 'n', 0, G_OPTION_ARG_STRING, &o->sizes_text,
      N_("The numbers of regions, such as 10,20,50,100"), N_("N,N,…") },
    { "instances", 'i', 0, G_OPTION_ARG_INT, &o->instances, N_("Maps per N (default 5)"), N_("K") },
    { "algorithms", 'a', 0, G_OPTION_ARG_STRING, &o->algorithms_text,
      N_("Some of backtracking, fc, mac, min-conflicts, best, backtracking+restarts, fc+restarts, "
         "mac+restarts (default: the first five)"), N_("LIST") },
    { "colors", 'k', 0, G_OPTION_ARG_INT, &o->colors, N_("Number of colours K (default 4)"), N_("K") },
    { "method", 'm', 0, G_OPTION_ARG_STRING, &o->method_name,
      N_("How maps are made: segments (the statement's, the default) or delaunay"), N_("METHOD") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o->seed, N_("Base seed of the maps and the solvers (default 0)"), N_("S") },
    { "max-assignments", 0, 0, G_OPTION_ARG_INT64, &o->max_assignments,
      N_("Cap of every run (default: each algorithm's own cap)"), N_("N") },
    { "time-limit", 0, 0, G_OPTION_ARG_DOUBLE, &o->time_limit,
      N_("Cap of every run in seconds (default: none)"), N_("SECONDS") },
    { "csv", 0, 0, G_OPTION_ARG_FILENAME, &o->csv_path, N_("Write the table as CSV"), N_("FILE") },
    { NULL }
  };
  GOptionContext *context;

  context = qd_cli_context_new (_("— how the colouring algorithms scale with the number of regions"),
                             entries, &o->pictures,
    _("For each N and each of K maps (the map of N and instance i is seeded from S, N and i\n"
      "alone), every algorithm colours the map.  stdout: per N and algorithm, the mean number\n"
      "of edges, the assignments and the time in ms: mean ± standard error, median [quartiles];\n"
      "and how many runs were capped.  A capped run counts at what it spent (censored), and\n"
      "≥ marks a figure it makes a lower bound.  --png, --svg and --pdf draw the\n"
      "plots assignments vs N and time vs N (log-log) side by side.  Ctrl-C stops: what was\n"
      "done is printed and written, the exit status is 130.\n"
      "\n"
      "The runs (N, map, algorithm; --list-runs) are independent: --shard I/N does a share of\n"
      "them, --raw FILE keeps each finished run, and “quandary-cli experiment merge” makes the\n"
      "table, the CSV and the plots of all the shards' raw files (see --help-sweep).\n"
      "--report with --shard reports the runs this process did (and those of --resume).\n"
      "-j N does N runs at once: the table, the CSV and the raw rows are those of -j 1 (in\n"
      "the same order) but for the times."));
  qd_cli_sweep_add_entries (context, &o->sweep);
  qd_cli_report_add_entries (context, &o->report, FALSE);
  return context;
}

typedef struct {
  QdCliSweep *sweep;
  const QdMapcolorExperiment *experiment;
} Progress;

static void
on_progress (gpointer user_data, guint done, guint total, const QdMapcolorExperimentRun *run)
{
  Progress *p = user_data;
  g_autofree char *key = qd_mapcolor_experiment_run_key (p->experiment, run->index);
  g_auto(GStrv) fields = qd_mapcolor_experiment_raw_fields (run);
  g_autofree char *line = g_strdup_printf (_("%u/%u runs: %s"), done, total, key);

  qd_cli_sweep_row (p->sweep, run->index, key, (const char *const *) fields);
  qd_cli_sweep_progress (p->sweep, line);
}

/* One item of a list option: its value, or FALSE and the message. */
typedef gboolean (*ParseItem) (const char *item, guint *value, char **message);

/* A list option: distinct values, at least one; `twice` formats the message
 * for an item given twice. */
static gboolean
parse_list (const char *text, ParseItem parse_item, const char *twice, const char *empty,
            GArray *values, char **message)
{
  g_auto(GStrv) items = qd_cli_split_list (text, TRUE);

  for (guint i = 0; items[i] != NULL; i++)
    {
      guint value;

      if (!parse_item (items[i], &value, message))
        return FALSE;
      for (guint k = 0; k < values->len; k++)
        if (g_array_index (values, guint, k) == value)
          {
            *message = g_strdup_printf (twice, items[i]);
            return FALSE;
          }
      g_array_append_val (values, value);
    }
  if (values->len == 0)
    {
      *message = g_strdup (empty);
      return FALSE;
    }
  return TRUE;
}

/* A size: from 1 to the generator's limit. */
static gboolean
parse_size (const char *item, guint *value, char **message)
{
  guint64 n;

  if (!g_ascii_string_to_unsigned (item, 10, 1, QD_MAPCOLOR_GEN_MAX_POINTS, &n, NULL))
    {
      *message = g_strdup_printf (_("--n: “%s” is not a number of regions from 1 to %u"), item,
                                  (guint) QD_MAPCOLOR_GEN_MAX_POINTS);
      return FALSE;
    }
  *value = (guint) n;
  return TRUE;
}

/* An algorithm as a list value: 2 * algorithm + restarts. */
static gboolean
parse_algorithm (const char *item, guint *value, char **message)
{
  QdMapcolorVariant v;

  if (!qd_mapcolor_variant_from_string (item, &v))
    {
      *message = g_strdup_printf (_("--algorithms: unknown algorithm “%s”: use backtracking, fc, mac, "
                                    "min-conflicts or best, the first three also with +restarts "
                                    "(fc+restarts)"), item);
      return FALSE;
    }
  *value = 2 * v.algorithm + (v.restarts ? 1 : 0);
  return TRUE;
}

/* "10,20,50" and "fc,best": the sizes and algorithms, each once. */
static gboolean
parse_lists (Options *o, char **message)
{
  g_autoptr(GArray) algorithms = g_array_new (FALSE, FALSE, sizeof (guint));

  if (!parse_list (o->sizes_text, parse_size, _("--n: %s is given twice"),
                   _("--n: give the numbers of regions, such as 10,20,50"), o->sizes, message) ||
      !parse_list (o->algorithms_text != NULL ? o->algorithms_text : "backtracking,fc,mac,min-conflicts,best",
                   parse_algorithm, _("--algorithms: %s is given twice"),
                   _("--algorithms: give one or more of backtracking, fc, mac, min-conflicts, best"),
                   algorithms, message))
    return FALSE;
  for (guint i = 0; i < algorithms->len; i++)
    {
      guint code = g_array_index (algorithms, guint, i);
      QdMapcolorVariant v = { code / 2, code % 2 };

      g_array_append_val (o->algorithms, v);
    }
  return TRUE;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);
  g_autofree char *message = NULL;

  o->instances = 5;
  o->colors = 4;
  o->sizes = g_array_new (FALSE, FALSE, sizeof (guint));
  o->algorithms = g_array_new (FALSE, FALSE, sizeof (QdMapcolorVariant));
  if (!qd_cli_parse_options (context, &argc, &argv))
    return FALSE;
  if (argc > 1)
    QD_CLI_USAGE (_("unexpected argument “%s”"), argv[1]);
  if (o->sizes_text == NULL)
    QD_CLI_USAGE ("%s", _("--n is needed: the numbers of regions, such as 10,20,50"));
  if (!parse_lists (o, &message))
    QD_CLI_USAGE ("%s", message);
  if (o->instances < 1 || o->instances > 100000)
    QD_CLI_USAGE (_("--instances must be between 1 and 100000"));
  if (o->colors < 1 || o->colors > QD_MAPCOLOR_CLI_MAX_COLORS)
    QD_CLI_USAGE (_("the number of colours must be between 1 and %d"), QD_MAPCOLOR_CLI_MAX_COLORS);
  o->method = QD_MAPCOLOR_GEN_SEGMENTS;
  if (o->method_name != NULL && !qd_mapcolor_gen_method_from_string (o->method_name, &o->method))
    QD_CLI_USAGE (_("unknown method “%s”: use segments or delaunay"), o->method_name);
  if (!qd_cli_report_check (&o->report))
    return FALSE;
  if (o->sweep.list_runs && qd_cli_report_wanted (&o->report))
    QD_CLI_USAGE (_("--list-runs does no run: --report and --report-bundle go with a run"));
  return qd_mapcolor_cli_check_limits (o->seed, o->max_assignments, o->time_limit) && qd_cli_sweep_check (&o->sweep);
}

static QdMapcolorExperiment *
new_experiment (const Options *o)
{
  QdMapcolorExperimentConfig config;

  memset (&config, 0, sizeof config);
  config.sizes = (guint *) o->sizes->data;
  config.n_sizes = o->sizes->len;
  config.instances = (guint) o->instances;
  config.algorithms = (QdMapcolorVariant *) o->algorithms->data;
  config.n_algorithms = o->algorithms->len;
  config.colors = (guint) o->colors;
  config.method = o->method;
  config.seed = (guint64) o->seed;
  config.max_assignments = (guint64) o->max_assignments;
  config.time_limit_us = qd_cli_time_limit_us (o->time_limit);
  return qd_mapcolor_experiment_new (&config);
}

static gboolean
write_plots (const QdCliPictures *pictures, QdMapcolorExperiment *experiment)
{
  g_autoptr(QdPlot) assignments = qd_plot_new (NULL);
  g_autoptr(QdPlot) time = qd_plot_new (NULL);
  QdPlot *plots[2] = { assignments, time };
  QdPlotSheet sheet = { plots, 2, 0, qd_cli_pictures_palette (pictures) };
  double width, height;

  qd_mapcolor_experiment_fill_plots (experiment, assignments, time);
  qd_plot_sheet_get_size (&sheet, &width, &height);
  return qd_cli_pictures_write (pictures, width, height, qd_plot_sheet_draw, &sheet);
}

/* The table on stdout, the CSV and the plots: of a run, or of a merge. */
static int
write_results (QdMapcolorExperiment *experiment, const char *csv_path, const QdCliPictures *pictures)
{
  g_autofree char *table = qd_mapcolor_experiment_format_table (experiment);
  int status = QD_EXIT_OK;

  fputs (table, stdout);
  fflush (stdout);
  if (csv_path != NULL)
    {
      g_autofree char *csv = qd_mapcolor_experiment_to_csv (experiment);

      if (!qd_cli_write_text (csv_path, csv))
        return QD_EXIT_INPUT;
    }
  if (!write_plots (pictures, experiment))
    status = QD_EXIT_INPUT;
  return status;
}

/* --report and --report-bundle: the runs this process has (its shard's,
 * and those of --resume). */
static gboolean
write_report (Options *o, const QdMapcolorExperiment *experiment)
{
  QdReport *report = NULL;

  if (qd_cli_report_wanted (&o->report))
    {
      report = qd_mapcolor_report_new (_("Scaling Experiment"), o->report.palette);
      qd_mapcolor_report_add_experiment (report, experiment, o->sweep.shard_text);
    }
  return qd_cli_report_finish (&o->report, report, NULL);
}

static char *
run_key (gconstpointer experiment, guint64 index)
{
  return qd_mapcolor_experiment_run_key (experiment, index);
}

static int
run (Options *o)
{
  g_autoptr(QdMapcolorExperiment) experiment = new_experiment (o);
  g_autoptr(GError) error = NULL;
  g_autofree char *settings = qd_mapcolor_experiment_settings (&experiment->config);
  guint64 total = qd_mapcolor_experiment_total_runs (experiment);
  Progress progress = { &o->sweep, experiment };
  gboolean finished;
  int status;
  const char *outputs[4] = { o->csv_path, qd_cli_sweep_raw_output (&o->sweep) };
  const char *inputs[] = { o->sweep.resume_path, NULL };
  int n_report = qd_cli_report_outputs (&o->report, outputs + 2);

  if (o->sweep.list_runs)
    {
      if (!qd_cli_sweep_begin (&o->sweep, "mapcolor", settings, total, qd_mapcolor_experiment_raw_columns))
        return QD_EXIT_INPUT;
      qd_cli_sweep_list (&o->sweep, total, run_key, experiment);
      return QD_EXIT_OK;
    }
  /* Every output is checked before the work that makes it. */
  if (n_report < 0)
    return QD_EXIT_INPUT;
  if ((status = qd_cli_check_outputs (inputs, &o->pictures, outputs, 2 + (guint) n_report)) != QD_EXIT_OK)
    return status;
  qd_cli_report_begin (&o->report);
  if (!qd_cli_sweep_begin (&o->sweep, "mapcolor", settings, total, qd_mapcolor_experiment_raw_columns))
    return QD_EXIT_INPUT;
  /* The runs a resumed file has count in the table; the others are done. */
  if (o->sweep.resumed != NULL && !qd_mapcolor_experiment_add_raw (experiment, o->sweep.resumed, &error))
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  experiment->shard = o->sweep.shard;
  experiment->skip = o->sweep.done;
  experiment->threads = (guint) o->sweep.jobs;

  finished = qd_mapcolor_experiment_run (experiment, qd_cli_catch_interrupt (), NULL, on_progress, &progress, &error);
  qd_cli_release_interrupt ();
  if (!qd_cli_sweep_end (&o->sweep))
    return QD_EXIT_INPUT;

  if (!finished && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  status = write_results (experiment, o->csv_path, &o->pictures);
  if (!write_report (o, experiment) && status == QD_EXIT_OK)
    status = QD_EXIT_INPUT;
  if (!finished)
    {
      qd_cli_print_error (error);
      return status == QD_EXIT_OK ? QD_EXIT_STOPPED : status;
    }
  return status;
}

int
qd_mapcolor_cli_experiment_merge (QdSweepRaw *const *raws, guint n, const char *csv, const QdCliPictures *pictures,
                                  QdCliReport *report)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdMapcolorExperiment) experiment = qd_mapcolor_experiment_merge (raws, n, NULL, &error);
  QdReport *built = NULL;
  int status;

  if (experiment == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  status = write_results (experiment, csv, pictures);
  if (qd_cli_report_wanted (report))
    {
      built = qd_mapcolor_report_new (_("Scaling Experiment"), report->palette);
      qd_mapcolor_report_add_experiment (built, experiment, NULL);
    }
  if (!qd_cli_report_finish (report, built, NULL) && status == QD_EXIT_OK)
    status = QD_EXIT_INPUT;
  return status;
}

static void
clear_options (Options *o)
{
  g_free (o->sizes_text);
  g_free (o->algorithms_text);
  g_free (o->method_name);
  g_free (o->csv_path);
  qd_cli_pictures_clear (&o->pictures);
  qd_cli_sweep_clear (&o->sweep);
  qd_cli_report_clear (&o->report);
  g_clear_pointer (&o->sizes, g_array_unref);
  g_clear_pointer (&o->algorithms, g_array_unref);
}

QD_CLI_DEFINE_MAIN (, qd_mapcolor_cli_experiment)
