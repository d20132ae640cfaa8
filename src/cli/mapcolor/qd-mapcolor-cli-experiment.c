/* qd-mapcolor-cli-experiment.c — `quandary-cli experiment mapcolor`: how the
 * colouring algorithms scale with the number of regions (statement 000,
 * part 1.2). */
#include "config.h"
#include "qd-mapcolor-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "cli/qd-cli-experiment.h"
#include "cli/qd-cli-report.h"
#include "problems/mapcolor/qd-mapcolor-experiment.h"
#include "render/mapcolor/qd-mapcolor-experiment-plot.h"
#include "render/mapcolor/qd-mapcolor-run-report.h"

typedef struct {
  char *sizes_text;
  char *algorithms_text;
  char *method_name;
  gint instances;
  gint colors;
  gint64 seed;
  gint64 max_assignments;
  double time_limit;
  QdCliExperimentOptions x;  /* --csv, pictures, sweep, report */
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
      N_("Some of backtracking, fc, mac, min-conflicts, best, sat, backtracking+restarts, fc+restarts, "
         "mac+restarts (default: the first five)"), N_("LIST") },
    { "colors", 'k', 0, G_OPTION_ARG_INT, &o->colors, N_("Number of colours K (default 4)"), N_("K") },
    { "method", 'm', 0, G_OPTION_ARG_STRING, &o->method_name,
      N_("How maps are made: segments (the statement's, the default) or delaunay"), N_("METHOD") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o->seed, N_("Base seed of the maps and the solvers (default 0)"), N_("S") },
    { "max-assignments", 0, 0, G_OPTION_ARG_INT64, &o->max_assignments,
      N_("Cap of every run (default: each algorithm's own cap)"), N_("N") },
    { "time-limit", 0, 0, G_OPTION_ARG_DOUBLE, &o->time_limit,
      N_("Cap of every run in seconds (default: none)"), N_("SECONDS") },
    { "csv", 0, 0, G_OPTION_ARG_FILENAME, &o->x.csv_path, N_("Write the table as CSV"), N_("FILE") },
    { NULL }
  };

  return qd_cli_experiment_context_new (_("— how the colouring algorithms scale with the number of regions"),
                                        entries, &o->x,
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
                                    "min-conflicts, best or sat, the first three also with +restarts "
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
                   _("--algorithms: give one or more of backtracking, fc, mac, min-conflicts, best, sat"),
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
  return qd_mapcolor_cli_check_limits (o->seed, o->max_assignments, o->time_limit) && qd_cli_experiment_check (&o->x);
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

/* ---------------------------------------------- the runner's class */

static gboolean
run_runs (gpointer data, const QdCliExperimentRunning *how, GError **error)
{
  QdMapcolorExperiment *e = data;

  qd_cli_experiment_running_apply (how, &e->shard, &e->skip, &e->threads);
  return qd_mapcolor_experiment_run (e, how->stop, NULL, (gpointer) how->on_run, how->runner, error);
}

/* Its settings are of its config, its first member. */
G_STATIC_ASSERT (G_STRUCT_OFFSET (QdMapcolorExperiment, config) == 0);
static const QdCliExperimentClass experiment_class = {
  .experiment = "mapcolor", .n_runs = (gpointer) qd_mapcolor_experiment_total_runs,
  .settings = (gpointer) qd_mapcolor_experiment_settings, .run_key = (gpointer) qd_mapcolor_experiment_run_key,
  .columns = qd_mapcolor_experiment_raw_columns, .run_fields = (gpointer) qd_mapcolor_experiment_raw_fields,
  .index_offset = G_STRUCT_OFFSET (QdMapcolorExperimentRun, index),
  .add_raw = (gpointer) qd_mapcolor_experiment_add_raw, .run = run_runs,
  .merge = (gpointer) qd_mapcolor_experiment_merge, .free = (gpointer) qd_mapcolor_experiment_free,
  .format_table = (gpointer) qd_mapcolor_experiment_format_table, .to_csv = (gpointer) qd_mapcolor_experiment_to_csv,
};

/* Assignments vs N and time vs N, side by side. */
static GPtrArray *
plots (gconstpointer e)
{
  GPtrArray *plots = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_plot_free);
  QdPlot *assignments = qd_plot_new (NULL), *time = qd_plot_new (NULL);

  qd_mapcolor_experiment_fill_plots (e, assignments, time);
  g_ptr_array_add (plots, assignments);
  g_ptr_array_add (plots, time);
  return plots;
}

/* --report and --report-bundle: the runs this process has (its shard's,
 * and those of --resume), or a merge's. */
static QdReport *
report_new (gconstpointer e, const char *shard, const QdPalette *palette)
{
  QdReport *report = qd_mapcolor_report_new (_("Scaling Experiment"), palette);

  qd_mapcolor_report_add_experiment (report, e, shard);
  return report;
}

static const QdCliExperiment command = {
  .klass = &experiment_class, .progress = QD_CLI_EXPERIMENT_PROGRESS_RUNS, .plots = plots,
  .report_new = report_new,
};

static int
run (Options *o)
{
  return qd_cli_experiment_run (&command, &o->x, new_experiment (o), NULL);
}

int
qd_mapcolor_cli_experiment_merge (QdSweepRaw *const *raws, guint n, const char *csv, const QdCliPictures *pictures,
                                  QdCliReport *report)
{
  return qd_cli_experiment_merge (&command, raws, n, csv, pictures, report);
}

static void
clear_options (Options *o)
{
  g_free (o->sizes_text);
  g_free (o->algorithms_text);
  g_free (o->method_name);
  qd_cli_experiment_options_clear (&o->x);
  g_clear_pointer (&o->sizes, g_array_unref);
  g_clear_pointer (&o->algorithms, g_array_unref);
}

QD_CLI_DEFINE_MAIN (, qd_mapcolor_cli_experiment)
