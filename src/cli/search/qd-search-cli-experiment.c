/* qd-search-cli-experiment.c — `quandary-cli experiment search`: the
 * effective branching factor of AIMA's table (3rd ed. fig. 3.29, 4th ed.
 * fig. 3.26) on random 8-puzzles at given solution depths, shardable like
 * every experiment (issue 66; problems/search/qd-search-experiment.h). */
#include "config.h"
#include "cli/qd-cli-experiment.h"
#include "qd-search-cli-experiment.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "problems/search/qd-search-experiment.h"
#include "render/search/qd-search-experiment-report.h"

typedef struct {
  char *depths_text;
  char *algorithms_text;
  gint instances;
  gint64 seed;
  gint64 max_nodes;
  QdCliExperimentOptions x;    /* --csv, pictures, sweep, report */
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
    { "csv", 0, 0, G_OPTION_ARG_FILENAME, &o->x.csv_path, N_("Write the table as CSV (- for stdout)"), N_("FILE") },
    { NULL }
  };
  return qd_cli_experiment_context_new (
    _("— the effective branching factor b* on random 8-puzzles (AIMA 3rd ed. fig. 3.29)"), entries, &o->x,
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
check_algorithm (const char *name, gpointer data)
{
  QdSearchExperimentArm arm;

  if (!qd_search_experiment_parse_arm (name, &arm))
    QD_CLI_USAGE (_("--algorithms: unknown algorithm “%s”; the algorithms are: %s"), name,
                  qd_search_experiment_algorithm_names ());
  return TRUE;
}

static gboolean
parse_algorithms (Options *o)
{
  if (!qd_cli_experiment_parse_algorithms (o->algorithms_text, QD_SEARCH_EXPERIMENT_DEFAULT_ALGORITHMS,
                                           qd_search_experiment_algorithm_names (), check_algorithm, NULL,
                                           &o->algorithms))
    return FALSE;
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
  return qd_cli_experiment_check (&o->x);
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

static GPtrArray *
plots (gconstpointer e)
{
  GPtrArray *plots = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_plot_free);

  g_ptr_array_add (plots, qd_search_experiment_plot (e));
  return plots;
}

static const QdCliExperiment command = {
  .runs = &qd_search_experiment_class, .progress = QD_CLI_EXPERIMENT_PROGRESS_INSTANCES, .plots = plots,
  .plot_columns = 1, .report_new = (gpointer) qd_search_experiment_report_new,
};

static int
run (Options *o)
{
  return qd_cli_experiment_run (&command, &o->x, new_experiment (o), NULL);
}

int
qd_search_cli_experiment_merge (QdSweepRaw *const *raws, guint n, const char *csv, const QdCliPictures *pictures,
                                QdCliReport *report)
{
  return qd_cli_experiment_merge (&command, raws, n, csv, pictures, report);
}

static void
clear_options (Options *o)
{
  g_free (o->depths_text);
  g_free (o->algorithms_text);
  qd_cli_experiment_options_clear (&o->x);
  g_clear_pointer (&o->depths, g_array_unref);
  g_strfreev (o->algorithms);
}

QD_CLI_DEFINE_MAIN (, qd_search_cli_experiment)
