/* qd-cli-localsearch.c — `quandary-cli experiment localsearch`: local-search
 * algorithms on many random instances of a problem that has a local search
 * (its descriptor's local_search: N queens, AIMA section 4.1.1; the TSP),
 * shardable like every experiment (issue 65). */
#include "config.h"
#include "qd-cli-experiment.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "problems/qd-local-experiment.h"
#include "render/qd-local-experiment-report.h"

typedef struct {
  char *problem_name;
  char *algorithms_text;
  char *sweep_text;
  char *model_path;
  char *algorithms_help;       /* --algorithms' line of --help */
  gint n, cities, instances, sideways;
  gint64 seed;
  double tolerance;
  QdCliExperimentOptions x;    /* --csv (--histogram its second CSV), pictures, sweep, report */
  const QdProblem *problem;
  const QdLocalSearchProblem *local;
  gint size;
  GStrv algorithms;
  GArray *limits;              /* guint: --sideways-sweep */
  gpointer model;              /* --file's, of the problem's format */
} Options;

static GOptionContext *
new_context (Options *o)
{
  g_autofree char *defaults = qd_local_experiment_default_algorithms ();
  GOptionEntry entries[] = {
    { "problem", 0, 0, G_OPTION_ARG_STRING, &o->problem_name, N_("The problem: queens or tsp"), N_("NAME") },
    { "n", 0, 0, G_OPTION_ARG_INT, &o->n, N_("queens: the number of queens (default 8)"), N_("N") },
    { "cities", 0, 0, G_OPTION_ARG_INT, &o->cities, N_("tsp: the number of cities of each random map (default 10)"),
      N_("N") },
    { "file", 0, 0, G_OPTION_ARG_FILENAME, &o->model_path,
      N_("tsp: one map for every instance, only the start tours random"), N_("FILE") },
    { "instances", 0, 0, G_OPTION_ARG_INT, &o->instances, N_("Random instances (default 1000)"), N_("K") },
    { "algorithms", 'a', 0, G_OPTION_ARG_STRING, &o->algorithms_text,
      NULL, N_("A,B,…") },
    { "sideways", 0, 0, G_OPTION_ARG_INT, &o->sideways,
      N_("Consecutive sideways moves allowed by steepest ascent (default: 100 for the sideways variants, else 0)"),
      N_("K") },
    { "sideways-sweep", 0, 0, G_OPTION_ARG_STRING, &o->sweep_text,
      N_("Also steepest ascent with each sideways limit of the list, such as 0,1,2,5,10,20,50,100"), N_("K,K,…") },
    { "tolerance", 0, 0, G_OPTION_ARG_DOUBLE, &o->tolerance,
      N_("tsp: a tour within PCT percent of the best known counts as solved (default 0)"), N_("PCT") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o->seed, N_("Seed of the instances and of the searches (default 0)"),
      N_("S") },
    { "csv", 0, 0, G_OPTION_ARG_FILENAME, &o->x.csv_path, N_("Write the table as CSV (- for stdout)"), N_("FILE") },
    { "histogram", 0, 0, G_OPTION_ARG_FILENAME, &o->x.extra_path,
      N_("Write the steps of the solved runs as CSV: algorithm,steps,count"), N_("FILE") },
    { NULL }
  };

  o->algorithms_help = g_strdup_printf (_("Comma-separated names of the problem command's --algorithm (default: %s)"),
                                        defaults);
  for (guint i = 0; entries[i].long_name != NULL; i++)
    if (g_str_equal (entries[i].long_name, "algorithms"))
      entries[i].description = o->algorithms_help;
  return qd_cli_experiment_context_new (
    _("— local search on many random instances (AIMA section 4.1.1)"), entries, &o->x,
    _("Instance i of K (its start, and for the TSP its cities, drawn from the seed and i alone) is\n"
      "searched by every algorithm.  Per algorithm: the instances, those solved and their share in\n"
      "percent, the mean steps of a solved run and of a failed one, the mean restarts, and the time\n"
      "in ms (the columns of data/FORMATS.md).  Queens: solved when h = 0.  TSP (2-opt moves): solved\n"
      "when the tour is within --tolerance percent of the best known, the optimum (Held–Karp) up\n"
      "to 13 cities, else the shortest tour any algorithm found on the instance; the line above\n"
      "the table says which.  --png, --svg and --pdf draw the steps to success as a histogram\n"
      "per algorithm and, with --sideways-sweep, the share solved against the sideways limit.\n"
      "Ctrl-C stops: what was done is printed and written, the exit status is 130.\n"
      "\n"
      "The instances (--list-runs) are independent: --shard I/N does a share of them, --raw FILE\n"
      "keeps each finished one, and “quandary-cli experiment merge” makes the table, the CSV and\n"
      "the plots of all the shards' raw files (see --help-sweep)."));
}

static gboolean
parse_sweep (Options *o)
{
  g_auto(GStrv) items = qd_cli_split_list (o->sweep_text, TRUE);

  for (guint k = 0; items[k] != NULL; k++)
    {
      guint64 v;
      guint limit;

      if (!g_ascii_string_to_unsigned (items[k], 10, 0, 1000000, &v, NULL))
        QD_CLI_USAGE (_("--sideways-sweep: “%s” is not a number of moves from 0 to 1000000"), items[k]);
      limit = (guint) v;
      for (guint j = 0; j < o->limits->len; j++)
        if (g_array_index (o->limits, guint, j) == limit)
          QD_CLI_USAGE (_("--sideways-sweep: %s is given twice"), items[k]);
      g_array_append_val (o->limits, limit);
    }
  if (o->limits->len == 0)
    QD_CLI_USAGE ("%s", _("--sideways-sweep: give the limits, such as 0,1,2,5,10,20,50,100"));
  return TRUE;
}

/* The algorithm's memory and the work of a step fit the size: refused
 * before any run (`option` the one that asked for it). */
static gboolean
check_fits (const Options *o, const char *option, const char *name)
{
  g_autoptr(GError) error = NULL;

  if (o->model_path == NULL && o->local->check_size != NULL && !o->local->check_size (name, (guint) o->size, &error))
    QD_CLI_USAGE (_("%s: %s on %s %d: %s"), option, name, o->local->size_option, o->size, error->message);
  return TRUE;
}

static gboolean
check_algorithm (const char *name, gpointer data)
{
  const Options *o = data;

  if (!qd_local_menu_lookup (o->local->algorithms, name, &(QdLocalVariantId) { 0 }))
    {
      g_autofree char *names = qd_local_menu_names (o->local->algorithms, 0, ", ", NULL);

      QD_CLI_USAGE (_("--algorithms: unknown algorithm “%s” for %s; the algorithms are: %s"), name, o->problem->id,
                    names);
    }
  return check_fits (o, "--algorithms", name);
}

static gboolean
parse_algorithms (Options *o)
{
  g_autofree char *defaults = qd_local_menu_names (o->local->default_algorithms, 0, ",", NULL);
  g_autofree char *names = qd_local_menu_names (o->local->algorithms, 0, ", ", NULL);

  if (!qd_cli_experiment_parse_algorithms (o->algorithms_text, defaults, names, check_algorithm, o, &o->algorithms))
    return FALSE;
  /* The sweep runs steepest ascent. */
  if (o->limits->len > 0
      && !check_fits (o, "--sideways-sweep", qd_local_variant_to_string (QD_LOCAL_VARIANT_STEEPEST)))
    return FALSE;
  if (g_strv_length (o->algorithms) + o->limits->len > QD_LOCAL_EXPERIMENT_MAX_ARMS)
    QD_CLI_USAGE (_("at most %d algorithms and sideways limits together"), QD_LOCAL_EXPERIMENT_MAX_ARMS);
  return TRUE;
}

/* The problem, and the options it takes: its size's (--n or --cities),
 * --file and --tolerance where it has them. */
static gboolean
parse_problem (Options *o)
{
  g_autofree char *names = qd_local_experiment_problem_names ();
  const char *size_options[2] = { "n", "cities" };
  gint *sizes[2] = { &o->n, &o->cities };

  if (o->problem_name == NULL)
    QD_CLI_USAGE (_("--problem is needed: %s"), names);
  if ((o->problem = qd_local_experiment_find_problem (o->problem_name)) == NULL)
    QD_CLI_USAGE (_("--problem: “%s” is not one of %s"), o->problem_name, names);
  o->local = o->problem->local_search;
  o->size = (gint) o->local->default_size;
  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    if (*sizes[k] != G_MININT)
      {
        if (strcmp (size_options[k], o->local->size_option) != 0)
          QD_CLI_USAGE (_("--%s does not go with --problem %s (its size is --%s)"), size_options[k], o->problem->id,
                        o->local->size_option);
        if (o->model_path != NULL)
          QD_CLI_USAGE (_("--%s and --file: give one of them"), o->local->size_option);
        o->size = *sizes[k];
      }
  if (o->model_path != NULL && !o->local->takes_file)
    QD_CLI_USAGE (_("--file does not go with --problem %s"), o->problem->id);
  if (o->tolerance != 0 && !o->local->takes_tolerance)
    QD_CLI_USAGE (_("--tolerance does not go with --problem %s: a run is solved at its goal"), o->problem->id);
  if (o->tolerance < 0 || o->tolerance > 1000)
    QD_CLI_USAGE (_("--tolerance: a percentage from 0 to 1000, not %g"), o->tolerance);
  if (o->size < (gint) o->local->min_size || o->size > (gint) o->local->max_size)
    QD_CLI_USAGE (_("--%s: from %u to %u, not %d"), o->local->size_option, o->local->min_size, o->local->max_size,
                  o->size);
  return TRUE;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);

  o->n = o->cities = G_MININT;
  o->instances = 1000;
  o->limits = g_array_new (FALSE, FALSE, sizeof (guint));
  if (!qd_cli_parse_options (context, &argc, &argv))
    return FALSE;
  if (argc > 1)
    QD_CLI_USAGE (_("unexpected argument “%s”"), argv[1]);
  if (!parse_problem (o) || (o->sweep_text != NULL && !parse_sweep (o)) || !parse_algorithms (o))
    return FALSE;
  if (o->instances < 1 || o->instances > QD_LOCAL_EXPERIMENT_MAX_INSTANCES)
    QD_CLI_USAGE (_("--instances: from 1 to %d, not %d"), QD_LOCAL_EXPERIMENT_MAX_INSTANCES, o->instances);
  if (o->sideways < 0)
    QD_CLI_USAGE (_("--sideways: a number of moves, 0 or more, not %d"), o->sideways);
  return qd_cli_experiment_check (&o->x);
}

/* The experiment of the options, or NULL when --file cannot be read
 * (the error printed). */
static QdLocalExperiment *
new_experiment (Options *o)
{
  QdLocalExperimentConfig c = { 0 };
  g_autoptr(GError) error = NULL;

  if (o->model_path != NULL && (o->model = qd_cli_load_format (o->model_path, o->problem->format, &error)) == NULL)
    {
      qd_cli_print_error (error);
      return NULL;
    }
  c.problem = o->problem;
  c.size = (guint) o->size;
  c.model = o->model;
  c.model_path = o->model_path;
  c.instances = (guint) o->instances;
  c.algorithms = (const char *const *) o->algorithms;
  c.sideways = (guint) o->sideways;
  c.sweep = (const guint *) o->limits->data;
  c.n_sweep = o->limits->len;
  c.seed = (guint64) o->seed;
  c.tolerance = o->tolerance;
  return qd_local_experiment_new (&c);
}

static const QdCliExperiment command = {
  .runs = &qd_local_experiment_class, .progress = QD_CLI_EXPERIMENT_PROGRESS_INSTANCES,
  .plots = (gpointer) qd_local_experiment_plots, .plot_columns = 2,
  .no_plot = N_("quandary-cli: no run was solved and there is no --sideways-sweep: nothing to plot"),
  .report_new = (gpointer) qd_local_experiment_report_new, .extra_csv = (gpointer) qd_local_experiment_histogram_csv,
  .extra_option = "--histogram",
};

static int
run (Options *o)
{
  return qd_cli_experiment_run (&command, &o->x, new_experiment (o), o->model_path);
}

static int
merge (QdSweepRaw *const *raws, guint n, const char *csv, const QdCliPictures *pictures, QdCliReport *report)
{
  return qd_cli_experiment_merge (&command, raws, n, csv, pictures, report);
}

static void
clear_options (Options *o)
{
  g_free (o->problem_name);
  g_free (o->algorithms_text);
  g_free (o->sweep_text);
  g_free (o->model_path);
  g_free (o->algorithms_help);
  qd_cli_experiment_options_clear (&o->x);
  g_strfreev (o->algorithms);
  g_clear_pointer (&o->limits, g_array_unref);
  if (o->model != NULL)
    o->problem->format->free (o->model);
}

QD_CLI_DEFINE_MAIN (static, cli_localsearch)

const QdCliCommand qd_localsearch_cli_commands[] = {
  { "localsearch", N_("Local-search algorithms on many random instances of N queens or the TSP (AIMA section 4.1.1)"),
    cli_localsearch, TRUE, merge },
  { NULL }
};
