/* qd-mapcolor-cli-experiment.c — `quandary-cli experiment mapcolor`: how the
 * colouring algorithms scale with the number of regions (statement 000,
 * part 1.2). */
#include "config.h"
#include "qd-mapcolor-cli.h"

#include <glib/gi18n.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "problems/mapcolor/qd-mapcolor-experiment.h"
#include "render/mapcolor/qd-mapcolor-experiment-plot.h"

#define MAX_COLORS 1000

/* Ctrl-C sets the stop flag (an int store: async-signal-safe). */
static volatile gint interrupted;

static void
on_interrupt (int signum)
{
  interrupted = 1;
}

typedef struct {
  gboolean tty;
  guint width;    /* of the last progress line */
} Progress;

static void
on_progress (gpointer user_data, guint done, guint total, const QdMapcolorExperimentRun *run)
{
  Progress *p = user_data;
  g_autofree char *line = NULL;

  if (!p->tty)
    return;
  line = g_strdup_printf ("%u/%u runs: N = %u, map %u, %s", done, total, run->n, run->instance + 1,
                          qd_mapcolor_algorithm_to_string (run->algorithm));
  fprintf (stderr, "\r%-*s", (int) p->width, line);
  fflush (stderr);
  p->width = MAX (p->width, (guint) strlen (line));
}

/* "10,20,50" → distinct sizes from 1 to the generator's limit. */
static gboolean
parse_sizes (const char *text, GArray *sizes, char **message)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *part = g_strstrip (parts[i]);
      guint64 n;

      if (*part == '\0' && parts[i + 1] == NULL && i > 0)
        break;
      if (!g_ascii_string_to_unsigned (part, 10, 1, QD_MAPCOLOR_GEN_MAX_POINTS, &n, NULL))
        {
          *message = g_strdup_printf (_("--n: “%s” is not a number of regions from 1 to %u"), part,
                                      (guint) QD_MAPCOLOR_GEN_MAX_POINTS);
          return FALSE;
        }
      for (guint k = 0; k < sizes->len; k++)
        if (g_array_index (sizes, guint, k) == n)
          {
            *message = g_strdup_printf (_("--n: %s is given twice"), part);
            return FALSE;
          }
      g_array_append_val (sizes, n);
    }
  if (sizes->len == 0)
    {
      *message = g_strdup (_("--n: give the numbers of regions, such as 10,20,50"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_algorithms (const char *text, GArray *algorithms, char **message)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *part = g_strstrip (parts[i]);
      QdMapcolorAlgorithm a;

      if (*part == '\0' && parts[i + 1] == NULL && i > 0)
        break;
      if (!qd_mapcolor_algorithm_from_string (part, &a))
        {
          *message = g_strdup_printf (_("--algorithms: unknown algorithm “%s”: use backtracking, fc, mac, "
                                        "min-conflicts or best"), part);
          return FALSE;
        }
      for (guint k = 0; k < algorithms->len; k++)
        if (g_array_index (algorithms, QdMapcolorAlgorithm, k) == a)
          {
            *message = g_strdup_printf (_("--algorithms: %s is given twice"), part);
            return FALSE;
          }
      g_array_append_val (algorithms, a);
    }
  if (algorithms->len == 0)
    {
      *message = g_strdup (_("--algorithms: give one or more of backtracking, fc, mac, min-conflicts, best"));
      return FALSE;
    }
  return TRUE;
}

int
qd_mapcolor_cli_experiment (int argc, char **argv)
{
  g_autofree char *sizes_text = NULL;
  g_autofree char *algorithms_text = NULL;
  g_autofree char *method_name = NULL;
  g_autofree char *csv_path = NULL;
  gint instances = 5, colors = 4;
  gint64 seed = 0, max_assignments = 0;
  gdouble time_limit = 0;
  QdCliPictures pictures = { 0 };
  GOptionEntry entries[] = {
    { "n", 'n', 0, G_OPTION_ARG_STRING, &sizes_text,
      N_("The numbers of regions, such as 10,20,50,100"), N_("N,N,…") },
    { "instances", 'i', 0, G_OPTION_ARG_INT, &instances, N_("Maps per N (default 5)"), N_("K") },
    { "algorithms", 'a', 0, G_OPTION_ARG_STRING, &algorithms_text,
      N_("Some of backtracking, fc, mac, min-conflicts, best (default: all)"), N_("LIST") },
    { "colors", 'k', 0, G_OPTION_ARG_INT, &colors, N_("Number of colours K (default 4)"), N_("K") },
    { "method", 'm', 0, G_OPTION_ARG_STRING, &method_name,
      N_("How maps are made: segments (the statement's, the default) or delaunay"), N_("METHOD") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Base seed of the maps and the solvers (default 0)"), N_("S") },
    { "max-assignments", 0, 0, G_OPTION_ARG_INT64, &max_assignments,
      N_("Cap of every run (default: each algorithm's own cap)"), N_("N") },
    { "time-limit", 0, 0, G_OPTION_ARG_DOUBLE, &time_limit,
      N_("Cap of every run in seconds (default: none)"), N_("SECONDS") },
    { "csv", 0, 0, G_OPTION_ARG_FILENAME, &csv_path, N_("Write the table as CSV"), N_("FILE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    g_option_context_new (_("— how the colouring algorithms scale with the number of regions"));
  g_autoptr(GArray) sizes = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) algorithms = g_array_new (FALSE, FALSE, sizeof (QdMapcolorAlgorithm));
  g_autoptr(QdMapcolorExperiment) experiment = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  g_autofree char *table = NULL;
  QdMapcolorExperimentConfig config;
  QdMapcolorGenMethod method = QD_MAPCOLOR_GEN_SEGMENTS;
  Progress progress = { isatty (STDERR_FILENO), 0 };
  void (*previous) (int) = SIG_DFL;
  gboolean finished;
  int status = QD_EXIT_OK;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_description (context,
    _("For each N and each of K maps (the map of N and instance i is seeded from S, N and i\n"
      "alone), every algorithm colours the map.  stdout: per N and algorithm, the mean number\n"
      "of edges, the mean assignments and time in ms ± the standard error, and how many runs\n"
      "were capped; capped runs are left out of the means.  --png, --svg and --pdf draw the\n"
      "plots assignments vs N and time vs N (log-log) side by side.  Ctrl-C stops: what was\n"
      "done is printed and written, the exit status is 130."));
  qd_cli_pictures_add_entries (context, &pictures);

  if (!qd_cli_parse_options (context, &argc, &argv))
    return QD_EXIT_USAGE;
#define USAGE(...) do { qd_cli_usage_error (__VA_ARGS__); status = QD_EXIT_USAGE; goto out; } while (0)
  if (argc > 1)
    USAGE (_("unexpected argument “%s”"), argv[1]);
  if (sizes_text == NULL)
    USAGE ("%s", _("--n is needed: the numbers of regions, such as 10,20,50"));
  if (!parse_sizes (sizes_text, sizes, &message))
    USAGE ("%s", message);
  if (!parse_algorithms (algorithms_text != NULL ? algorithms_text : "backtracking,fc,mac,min-conflicts,best",
                         algorithms, &message))
    USAGE ("%s", message);
  if (instances < 1 || instances > 100000)
    USAGE (_("--instances must be between 1 and 100000"));
  if (colors < 1 || colors > MAX_COLORS)
    USAGE (_("the number of colours must be between 1 and %d"), MAX_COLORS);
  if (method_name != NULL && !qd_mapcolor_gen_method_from_string (method_name, &method))
    USAGE (_("unknown method “%s”: use segments or delaunay"), method_name);
  if (seed < 0)
    USAGE (_("the seed must not be negative"));
  if (max_assignments < 0)
    USAGE (_("--max-assignments must not be negative"));
  if (time_limit < 0 || time_limit > 1e9)
    USAGE (_("--time-limit must be a number of seconds, at least 0"));
#undef USAGE

  memset (&config, 0, sizeof config);
  config.sizes = (guint *) sizes->data;
  config.n_sizes = sizes->len;
  config.instances = (guint) instances;
  config.algorithms = (QdMapcolorAlgorithm *) algorithms->data;
  config.n_algorithms = algorithms->len;
  config.colors = (guint) colors;
  config.method = method;
  config.seed = (guint64) seed;
  config.max_assignments = (guint64) max_assignments;
  config.time_limit_us = (gint64) (time_limit * G_USEC_PER_SEC);
  experiment = qd_mapcolor_experiment_new (&config);

  interrupted = 0;
  previous = signal (SIGINT, on_interrupt);
  finished = qd_mapcolor_experiment_run (experiment, (const gint *) &interrupted, NULL, on_progress, &progress, &error);
  signal (SIGINT, previous);
  if (progress.tty && progress.width > 0)
    fprintf (stderr, "\r%*s\r", (int) progress.width, "");

  if (!finished && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_printerr ("quandary-cli: %s\n", error->message);
      status = QD_EXIT_INPUT;
      goto out;
    }
  table = qd_mapcolor_experiment_format_table (experiment);
  fputs (table, stdout);
  fflush (stdout);
  if (!finished)
    {
      g_printerr ("quandary-cli: %s\n", error->message);
      status = QD_EXIT_STOPPED;
    }

  if (csv_path != NULL)
    {
      g_autofree char *csv = qd_mapcolor_experiment_to_csv (experiment);
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (csv_path);
      g_autoptr(GError) save_error = NULL;

      if (!qd_save_text (file, csv, -1, &save_error))
        {
          g_printerr ("quandary-cli: %s\n", save_error->message);
          status = QD_EXIT_INPUT;
          goto out;
        }
    }

  {
    g_autoptr(QdPlot) assignments = qd_plot_new (NULL);
    g_autoptr(QdPlot) time = qd_plot_new (NULL);
    QdPlot *plots[2] = { assignments, time };
    QdPlotSheet sheet = { plots, 2, 0, qd_palette_light () };
    double width, height;

    qd_mapcolor_experiment_fill_plots (experiment, assignments, time);
    qd_plot_sheet_get_size (&sheet, &width, &height);
    if (!qd_cli_pictures_write (&pictures, width, height, qd_plot_sheet_draw, &sheet))
      status = QD_EXIT_INPUT;
  }

out:
  qd_cli_pictures_clear (&pictures);
  return status;
}

