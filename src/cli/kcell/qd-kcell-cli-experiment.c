/* qd-kcell-cli-experiment.c — `quandary-cli experiment kcell sizes|match`
 * (and `kcell --report sizes|match`) on the experiment runner
 * (cli/qd-cli-experiment.h): its options, and its experiment's class. */
#include "config.h"
#include "qd-kcell-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "cli/qd-cli-agents.h"
#include "cli/qd-cli-experiment.h"
#include "render/kcell/qd-kcell-run-report.h"

typedef struct {
  gint cells;                /* match: 0, the default */
  gint stones;
  gint64 seed;
  gint64 budget_ms;          /* -1: not given */
  gint64 budget_nodes;       /* 0: not given */
  char *budget_ms_text, *budget_nodes_text;
  gint max_stones;
  gint games;
  gint depth;
  gint random_depth;
  char *agent_texts[2];      /* match: --agent, --opponent; NULL: the depths' agents */
  QdKcellAgent agents[2];
  QdAgentConfig *outside[2]; /* an outside --agent or --opponent's config */
  QdCliAgents outside_options;   /* --move-time */
  QdCliExperimentOptions x; /* --csv, the sweep, --report, --report-bundle */
  QdKcellRules rules;        /* match's board */
  const char *name;          /* sizes or match */
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionEntry entries[] = {
    { "cells", 'k', 0, G_OPTION_ARG_INT, &o->cells, N_("match: cells on the board (default 15)"), "K" },
    { "stones", 'n', 0, G_OPTION_ARG_INT, &o->stones, N_("match: stones per player (default 3)"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o->seed, N_("match: seed of the random heuristic (default 1)"), "S" },
    { "budget-ms", 0, 0, G_OPTION_ARG_STRING, &o->budget_ms_text, N_("sizes: the time allowed per move (default 1000)"), "MS" },
    { "budget-nodes", 0, 0, G_OPTION_ARG_STRING, &o->budget_nodes_text,
      N_("sizes: the nodes a move may visit, instead of a time (the same table on every machine)"), "N" },
    { "max-stones", 0, 0, G_OPTION_ARG_INT, &o->max_stones, N_("sizes: the most stones tried (default 6)"), "N" },
    { "games", 0, 0, G_OPTION_ARG_INT, &o->games, N_("match: games per side (default 100)"), "G" },
    { "depth", 0, 0, G_OPTION_ARG_INT, &o->depth, N_("match: the heuristic agent's depth (default 18)"), "D" },
    { "random-depth", 0, 0, G_OPTION_ARG_INT, &o->random_depth, N_("match: the random heuristic's depth (default 1)"), "D" },
    { "agent", 0, 0, G_OPTION_ARG_STRING, &o->agent_texts[0],
      N_("match: agent A, any player of kcell --p1 but human (default alphabeta:DEPTH)"), N_("AGENT") },
    { "opponent", 0, 0, G_OPTION_ARG_STRING, &o->agent_texts[1],
      N_("match: agent B (default random-heuristic:DEPTH)"), N_("AGENT") },
    { "csv", 0, 0, G_OPTION_ARG_FILENAME, &o->x.csv_path, N_("Write the report's table as CSV"), N_("FILE") },
    { NULL }
  };
  GOptionContext *context;

  context = qd_cli_context_new (_("sizes|match — KCell's experiments"), entries, NULL,
    _("sizes: for minimax and alpha-beta without cutoff, the largest board per number of stones\n"
      "on which every move stays within the budget.  match: alphabeta:DEPTH against\n"
      "random-heuristic:DEPTH, as player 1 and as player 2; --agent and --opponent play other\n"
      "agents, an outside one (program:COMMAND, agent:NAME: docs/agents.md) started afresh for\n"
      "each game; its forfeit is a lost game.\n"
      "\n"
      "The runs (sizes: an agent and N; match: a game; --list-runs) are independent:\n"
      "--shard I/N does a share of them, --raw FILE keeps each finished run, and “quandary-cli\n"
      "experiment merge” makes the table and the CSV of all the shards' raw files (see --help-sweep).\n"
      "-j N plays N games of match at once (the same games); sizes measures the time of a move,\n"
      "so its runs go one at a time whatever -j says."));
  qd_cli_agents_add_entries (context, &o->outside_options);
  qd_cli_experiment_add_entries (context, &o->x);
  return context;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);

  o->seed = 1;
  o->budget_ms = -1;
  o->max_stones = 6;
  o->games = 100;
  o->depth = 18;
  o->random_depth = 1;
  if (!qd_cli_parse_options (context, &argc, &argv))
    return FALSE;
  if (argc != 2)
    QD_CLI_USAGE ("%s", argc < 2 ? _("name the experiment: sizes or match") : _("only one experiment is allowed"));
  /* Given means given: -1 and 0 were taken for "not given". */
  if ((o->budget_ms_text != NULL && !qd_cli_parse_integer ("--budget-ms", o->budget_ms_text, 1, 600000, &o->budget_ms))
      || (o->budget_nodes_text != NULL
          && !qd_cli_parse_integer ("--budget-nodes", o->budget_nodes_text, 1, G_MAXINT, &o->budget_nodes)))
    return FALSE;
  o->name = argv[1];
  if (!g_str_equal (o->name, "sizes") && !g_str_equal (o->name, "match"))
    QD_CLI_USAGE (_("unknown report “%s”: use sizes or match"), o->name);
  if (!qd_cli_experiment_check (&o->x) ||
      !qd_kcell_cli_check_range ("max-stones", o->max_stones, 1, QD_KCELL_MAX_STONES) ||
      !qd_kcell_cli_check_range ("games", o->games, 1, 1000000) ||
      !qd_kcell_cli_check_range ("depth", o->depth, 1, QD_KCELL_MAX_DEPTH) ||
      !qd_kcell_cli_check_range ("random-depth", o->random_depth, 1, QD_KCELL_MAX_DEPTH))
    return FALSE;
  if (o->budget_ms != -1 && o->budget_nodes != 0)
    QD_CLI_USAGE (_("--budget-ms and --budget-nodes: give one budget"));
  if (o->budget_ms == -1)
    o->budget_ms = o->budget_nodes != 0 ? 0 : 1000;
  if (!qd_cli_agents_check (&o->outside_options))
    return FALSE;
  if (g_str_equal (o->name, "sizes"))
    {
      if (o->agent_texts[0] != NULL || o->agent_texts[1] != NULL)
        QD_CLI_USAGE (_("--agent and --opponent go with match"));
      return TRUE;
    }
  for (guint w = 0; w < 2; w++)
    {
      g_autoptr(GError) error = NULL;

      if (o->agent_texts[w] == NULL)
        {
          o->agents[w].kind = w == 0 ? QD_KCELL_AGENT_HEURISTIC : QD_KCELL_AGENT_RANDOM_HEURISTIC;
          o->agents[w].depth = (guint) (w == 0 ? o->depth : o->random_depth);
        }
      else if (!qd_kcell_agent_parse (o->agent_texts[w], &o->agents[w], &error))
        QD_CLI_USAGE ("--%s: %s", w == 0 ? "agent" : "opponent", error->message);
      else if (o->agents[w].kind == QD_KCELL_AGENT_HUMAN)
        QD_CLI_USAGE (_("--%s: a match is played by computer agents"), w == 0 ? "agent" : "opponent");
    }
  return qd_kcell_cli_init_rules (&o->rules, o->cells, o->stones, 15, 3);
}

/* ---------------------------------------------- the runner's class */

static char **
raw_columns (gconstpointer e)
{
  return g_strdupv ((char **) qd_kcell_experiment_columns (e));
}

static char **
raw_fields (gconstpointer e, gconstpointer index)
{
  return qd_kcell_experiment_raw_fields (e, *(const guint64 *) index);
}

static gpointer
merge_raws (QdSweepRaw *const *raws, guint n, gboolean **found, GError **error)
{
  return qd_kcell_experiment_merge (raws, n, error);
}

/* A run is told by its index alone. */
static void
told (gpointer user_data, guint64 index)
{
  const QdCliExperimentRunning *how = user_data;

  how->on_run (how->runner, 0, 0, &index);
}

/* A stop is quiet: the table holds the runs done. */
static gboolean
run_runs (gpointer data, const QdCliExperimentRunning *how, GError **error)
{
  QdKcellExperiment *e = data;

  if (e->match != NULL)
    e->match->threads = how->threads;
  qd_kcell_experiment_run (e, &how->shard, how->skip, how->stop, told, (gpointer) how);
  return !(e->match != NULL ? e->match->stopped : e->sizes->stopped);
}

static const QdCliExperimentClass experiment_class = {
  .experiment = QD_KCELL_EXPERIMENT, .n_runs = (gpointer) qd_kcell_experiment_total_runs,
  .settings = (gpointer) qd_kcell_experiment_settings, .run_key = (gpointer) qd_kcell_experiment_run_key,
  .raw_columns = raw_columns, .raw_fields = raw_fields, .add_raw = (gpointer) qd_kcell_experiment_add_raw,
  .run = run_runs, .merge = merge_raws, .free = (gpointer) qd_kcell_experiment_free,
  .format_table = (gpointer) qd_kcell_experiment_format_table, .to_csv = (gpointer) qd_kcell_experiment_to_csv,
};

static QdReport *
report_new (gconstpointer e, const char *shard, const QdPalette *palette)
{
  return qd_kcell_experiment_report_new (e, palette);
}

static const QdCliExperiment command = {
  .klass = &experiment_class, .report_new = report_new,
};

/* The experiment the options name, or NULL when an outside agent's
 * configuration is wrong (said). */
static QdKcellExperiment *
new_experiment (Options *o)
{
  g_autoptr(QdKcellExperiment) e = g_new0 (QdKcellExperiment, 1);
  static const QdKcellAgentKind kinds[] = { QD_KCELL_AGENT_MINIMAX, QD_KCELL_AGENT_ALPHABETA };

  if (g_str_equal (o->name, "sizes"))
    {
      e->sizes = qd_kcell_sizes_new (kinds, G_N_ELEMENTS (kinds), (guint) o->max_stones,
                                     (gint64) o->budget_ms * 1000);
      e->sizes->max_nodes = (guint64) o->budget_nodes;
      return g_steal_pointer (&e);
    }
  e->match = qd_kcell_match_new (&o->rules, &o->agents[0], &o->agents[1], (guint) o->games, (guint64) o->seed);
  for (guint w = 0; w < 2; w++)
    if (o->agents[w].kind == QD_KCELL_AGENT_OUTSIDE)
      {
        if ((o->outside[w] = qd_cli_agent_config (&o->outside_options, o->agent_texts[w], "kcell")) == NULL)
          return NULL;
        qd_kcell_match_set_outside (e->match, w, o->agent_texts[w], o->outside[w]);
      }
  return g_steal_pointer (&e);
}

static int
run (Options *o)
{
  QdKcellExperiment *e = new_experiment (o);

  return e != NULL ? qd_cli_experiment_run (&command, &o->x, e, NULL) : QD_EXIT_USAGE;
}

static void
clear_options (Options *o)
{
  g_free (o->budget_ms_text);
  g_free (o->budget_nodes_text);
  for (guint w = 0; w < 2; w++)
    {
      g_free (o->agent_texts[w]);
      qd_agent_config_free (o->outside[w]);
    }
  qd_cli_experiment_options_clear (&o->x);
}

QD_CLI_DEFINE_MAIN (, qd_kcell_cli_experiment)

int
qd_kcell_cli_experiment_merge (QdSweepRaw *const *raws, guint n, const char *csv, const QdCliPictures *pictures,
                               QdCliReport *report)
{
  return qd_cli_experiment_merge (&command, raws, n, csv, pictures, report);
}
