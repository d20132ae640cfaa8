/* qd-search-cli-experiment.c — `quandary-cli experiment search`: the
 * effective branching factor of AIMA's table (3rd ed. fig. 3.29, 4th ed.
 * fig. 3.26) on random 8-puzzles at given solution depths, shardable like
 * every experiment (issue 66; problems/search/qd-search-experiment.h). */
#include "config.h"
#include "cli/qd-cli.h"
#include "qd-search-cli-experiment.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "problems/search/qd-search-experiment.h"
#include "render/search/qd-search-experiment-report.h"

#define EXPERIMENT "search"

typedef struct {
  char *depths_text;
  char *algorithms_text;
  char *csv_path;
  gint instances;
  gint64 seed;
  gint64 max_nodes;
  QdCliPictures pictures;
  QdCliSweep sweep;
  QdCliReport report;
  GArray *depths;              /* guint */
  GStrv algorithms;
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionEntry entries[] = {
    { "depths", 0, 0, G_OPTION_ARG_STRING, &o->depths_text,
      N_("Solution depths, increasing, from 1 to 31 (default 2,4,…,24 as the book)"), N_("D,D,…") },
    { "instances", 0, 0, G_OPTION_ARG_INT, &o->instances, N_("Random 8-puzzles per depth (default 100)"), N_("K") },
    { "algorithms", 'a', 0, G_OPTION_ARG_STRING, &o->algorithms_text,
      N_("Comma-separated algorithms (default ids,astar:misplaced,astar:manhattan)"), N_("A,B,…") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o->seed, N_("Seed of the instances (default 0)"), N_("S") },
    { "max-nodes", 0, 0, G_OPTION_ARG_INT64, &o->max_nodes,
      N_("Generated nodes a run may reach; an entry with a run that reached it is skipped (default 10000000)"),
      N_("N") },
    { "csv", 0, 0, G_OPTION_ARG_FILENAME, &o->csv_path, N_("Write the table as CSV (- for stdout)"), N_("FILE") },
    { NULL }
  };
  GOptionContext *context = qd_cli_context_new (
    _("— the effective branching factor b* on random 8-puzzles (AIMA 3rd ed. fig. 3.29)"), entries, &o->pictures,
    _("Instance i at depth d is a board drawn from the seed, d and i alone among the boards whose\n"
      "shortest solution has d moves, and every algorithm solves it.  Per depth and algorithm: the\n"
      "mean nodes generated N and the b* that solves N + 1 = 1 + b* + b*² + … + b*^d, as the book's\n"
      "table.  The algorithms: bfs, ucs, ids (iterative deepening; the move undoing the last one is\n"
      "not generated), ids:path (a child on its own path is dropped), ids:none (no check, as the\n"
      "book's), astar:H, greedy:H, idastar:H with H misplaced, manhattan, linear-conflict or zero.\n"
      "An entry where a run reached --max-nodes is skipped (-).  --png, --svg and --pdf draw b*\n"
      "against d.  Ctrl-C stops: what was done is printed and written, the exit status is 130.\n"
      "\n"
      "The instances (--list-runs) are independent: --shard I/N does a share of them, --raw FILE\n"
      "keeps each finished one, and “quandary-cli experiment merge” makes the table, the CSV and\n"
      "the plot of all the shards' raw files (see --help-sweep)."));

  qd_cli_sweep_add_entries (context, &o->sweep);
  qd_cli_report_add_entries (context, &o->report, FALSE);
  return context;
}

static gboolean
parse_depths (Options *o)
{
  g_auto(GStrv) items = qd_cli_split_list (o->depths_text != NULL ? o->depths_text
                                                                 : QD_SEARCH_EXPERIMENT_DEFAULT_DEPTHS, TRUE);

  for (guint k = 0; items[k] != NULL; k++)
    {
      guint64 v;
      guint d;

      if (!g_ascii_string_to_unsigned (items[k], 10, 1, QD_SEARCH_EXPERIMENT_MAX_DEPTH, &v, NULL))
        QD_CLI_USAGE (_("--depths: “%s” is not a depth from 1 to %d (the 8-puzzle's longest)"), items[k],
                      QD_SEARCH_EXPERIMENT_MAX_DEPTH);
      d = (guint) v;
      if (o->depths->len > 0 && d <= g_array_index (o->depths, guint, o->depths->len - 1))
        QD_CLI_USAGE (_("--depths: give them increasing, each once (%s)"), items[k]);
      g_array_append_val (o->depths, d);
    }
  if (o->depths->len == 0)
    QD_CLI_USAGE ("%s", _("--depths: give the depths, such as 2,4,6,8,10,12"));
  return TRUE;
}

static gboolean
parse_algorithms (Options *o)
{
  o->algorithms = qd_cli_split_list (o->algorithms_text != NULL ? o->algorithms_text
                                                                : QD_SEARCH_EXPERIMENT_DEFAULT_ALGORITHMS, TRUE);
  if (o->algorithms[0] == NULL)
    QD_CLI_USAGE (_("--algorithms: give one or more of %s"), qd_search_experiment_algorithm_names ());
  for (guint i = 0; o->algorithms[i] != NULL; i++)
    {
      QdSearchExperimentArm arm;

      if (!qd_search_experiment_parse_arm (o->algorithms[i], &arm))
        QD_CLI_USAGE (_("--algorithms: unknown algorithm “%s”; the algorithms are: %s"), o->algorithms[i],
                      qd_search_experiment_algorithm_names ());
      for (guint j = 0; j < i; j++)
        if (strcmp (o->algorithms[i], o->algorithms[j]) == 0)
          QD_CLI_USAGE (_("--algorithms: %s is given twice"), o->algorithms[i]);
    }
  if (g_strv_length (o->algorithms) > QD_SEARCH_EXPERIMENT_MAX_ARMS)
    QD_CLI_USAGE (_("--algorithms: at most %d"), QD_SEARCH_EXPERIMENT_MAX_ARMS);
  return TRUE;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);

  o->instances = 100;
  o->depths = g_array_new (FALSE, FALSE, sizeof (guint));
  if (!qd_cli_parse_options (context, &argc, &argv))
    return FALSE;
  if (argc > 1)
    QD_CLI_USAGE (_("unexpected argument “%s”"), argv[1]);
  if (!parse_depths (o) || !parse_algorithms (o))
    return FALSE;
  if (o->instances < 1 || o->instances > QD_SEARCH_EXPERIMENT_MAX_INSTANCES)
    QD_CLI_USAGE (_("--instances: from 1 to %d, not %d"), QD_SEARCH_EXPERIMENT_MAX_INSTANCES, o->instances);
  if (o->seed < 0)
    QD_CLI_USAGE ("%s", _("--seed: a number, 0 or more"));
  if (o->max_nodes < 0)
    QD_CLI_USAGE ("%s", _("--max-nodes: a number of nodes, 1 or more (0: the default)"));
  if (!qd_cli_report_check (&o->report))
    return FALSE;
  if (o->sweep.list_runs && qd_cli_report_wanted (&o->report))
    QD_CLI_USAGE ("%s", _("--list-runs does no run: --report and --report-bundle go with a run"));
  return qd_cli_sweep_check (&o->sweep);
}

static QdSearchExperiment *
new_experiment (const Options *o)
{
  QdSearchExperimentConfig c = { 0 };

  c.depths = (const guint *) o->depths->data;
  c.n_depths = o->depths->len;
  c.instances = (guint) o->instances;
  c.algorithms = (const char *const *) o->algorithms;
  c.seed = (guint64) o->seed;
  c.max_nodes = (guint64) o->max_nodes;
  return qd_search_experiment_new (&c);
}

typedef struct {
  QdCliSweep *sweep;
  const QdSearchExperiment *experiment;
} Progress;

static void
on_run (gpointer user_data, guint done, guint total, const QdSearchExperimentRun *run)
{
  Progress *p = user_data;

  qd_cli_sweep_instance_done (p->sweep, run->index, qd_search_experiment_run_key (p->experiment, run->index),
                              qd_search_experiment_raw_fields (p->experiment, run), done, total);
}

static char *
run_key (gconstpointer experiment, guint64 index)
{
  return qd_search_experiment_run_key (experiment, index);
}

static gboolean
write_plot (const QdCliPictures *pictures, const QdSearchExperiment *e)
{
  g_autoptr(QdPlot) plot = NULL;
  QdPlot *one[1];
  QdPlotSheet sheet = { one, 1, 1, qd_cli_pictures_palette (pictures) };
  double width, height;

  if (!qd_cli_pictures_wanted (pictures))
    return TRUE;
  one[0] = plot = qd_search_experiment_plot (e);
  qd_plot_sheet_get_size (&sheet, &width, &height);
  return qd_cli_pictures_write (pictures, width, height, qd_plot_sheet_draw, &sheet);
}

/* The table on stdout, the CSV, the plot and the report: of a run (`shard`
 * its --shard) or of a merge. */
static int
write_results (const QdSearchExperiment *e, const char *csv_path, const QdCliPictures *pictures,
               QdCliReport *report, const char *shard)
{
  g_autofree char *table = qd_search_experiment_format_table (e);
  g_autofree char *csv = csv_path != NULL ? qd_search_experiment_to_csv (e) : NULL;
  int status = QD_EXIT_OK;

  fputs (table, stdout);
  fflush (stdout);
  if ((csv != NULL && !qd_cli_write_text (csv_path, csv)) || !write_plot (pictures, e))
    status = QD_EXIT_INPUT;
  if (!qd_cli_report_finish (report, qd_cli_report_wanted (report)
                                       ? qd_search_experiment_report_new (e, shard, report->palette) : NULL, NULL))
    status = QD_EXIT_INPUT;
  return status;
}

static int
check_outputs (Options *o)
{
  const char *outputs[4] = { o->csv_path, qd_cli_sweep_raw_output (&o->sweep) };
  const char *inputs[] = { o->sweep.resume_path, NULL };
  int n_report = qd_cli_report_outputs (&o->report, outputs + 2);

  if (n_report < 0)
    return QD_EXIT_INPUT;
  return qd_cli_check_outputs (inputs, &o->pictures, outputs, 2 + (guint) n_report);
}

/* Before the runs: the outputs, the raw file, a --resume file's runs. */
static int
begin (Options *o, QdSearchExperiment *e)
{
  g_autofree char *settings = qd_search_experiment_settings (e);
  g_auto(GStrv) columns = qd_search_experiment_raw_columns (e);
  g_autoptr(GError) error = NULL;
  int status;

  if (!o->sweep.list_runs && (status = check_outputs (o)) != QD_EXIT_OK)
    return status;
  if (!o->sweep.list_runs)
    qd_cli_report_begin (&o->report);
  if (!qd_cli_sweep_begin (&o->sweep, EXPERIMENT, settings, qd_search_experiment_n_runs (e),
                           (const char *const *) columns))
    return QD_EXIT_INPUT;
  if (o->sweep.resumed != NULL && !qd_search_experiment_add_raw (e, o->sweep.resumed, &error))
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  return QD_EXIT_OK;
}

static int
run (Options *o)
{
  g_autoptr(QdSearchExperiment) e = new_experiment (o);
  g_autoptr(GError) error = NULL;
  Progress progress = { &o->sweep, e };
  gboolean finished;
  int status;

  if ((status = begin (o, e)) != QD_EXIT_OK)
    return status;
  if (o->sweep.list_runs)
    {
      qd_cli_sweep_list (&o->sweep, qd_search_experiment_n_runs (e), run_key, e);
      return QD_EXIT_OK;
    }
  e->shard = o->sweep.shard;
  e->skip = o->sweep.done;
  e->threads = (guint) o->sweep.jobs;
  finished = qd_search_experiment_run (e, qd_cli_catch_interrupt (), NULL, on_run, &progress, &error);
  qd_cli_release_interrupt ();
  if (!qd_cli_sweep_end (&o->sweep))
    return QD_EXIT_INPUT;
  status = write_results (e, o->csv_path, &o->pictures, &o->report, o->sweep.shard_text);
  if (!finished)
    {
      qd_cli_print_error (error);
      return status == QD_EXIT_OK ? QD_EXIT_STOPPED : status;
    }
  return status;
}

int
qd_search_cli_experiment_merge (QdSweepRaw *const *raws, guint n, const char *csv, const QdCliPictures *pictures,
                                QdCliReport *report)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdSearchExperiment) e = qd_search_experiment_merge (raws, n, &error);

  if (e == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  return write_results (e, csv, pictures, report, NULL);
}

static void
clear_options (Options *o)
{
  g_free (o->depths_text);
  g_free (o->algorithms_text);
  g_free (o->csv_path);
  qd_cli_pictures_clear (&o->pictures);
  qd_cli_sweep_clear (&o->sweep);
  qd_cli_report_clear (&o->report);
  g_clear_pointer (&o->depths, g_array_unref);
  g_strfreev (o->algorithms);
}

QD_CLI_DEFINE_MAIN (, qd_search_cli_experiment)
