/* qd-search-cli-andor.c — `quandary-cli search --andor WORLD`: AND-OR search
 * in a nondeterministic world (AIMA figure 4.11); the plan in the book's
 * notation or `no plan`, the search's steps, runs of the plan
 * (docs/contracts.md "search --andor", data/FORMATS.md). */
#include "config.h"
#include "cli/qd-cli.h"
#include "cli/qd-cli-check.h"
#include "cli/qd-cli-report.h"
#include "qd-search-cli-andor.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "core/qd-random.h"
#include "problems/search/qd-search-andor.h"
#include "render/search/qd-search-andor-report.h"

typedef struct {
  char *world_name;
  char *start_name;
  char *execute_text;
  gint64 execute;            /* 0: no --execute */
  gint64 seed;
  gboolean steps;
  gboolean no_loops;
  char *node_limit;
  QdCliCheck check;
  QdCliReport report;
  QdSearchAndorWorld *world;
  guint start;
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionEntry entries[] = {
    { "andor", 0, 0, G_OPTION_ARG_STRING, &o->world_name,
      N_("the world: a file, vacuum-erratic or vacuum-slippery"), N_("WORLD") },
    { "start", 0, 0, G_OPTION_ARG_STRING, &o->start_name, N_("the state to plan from (default: the world’s start)"), N_("STATE") },
    { "steps", 0, 0, G_OPTION_ARG_NONE, &o->steps,
      N_("print the search’s steps before the plan (at most 100,000 nodes of its tree)"), NULL },
    { "no-loops", 0, 0, G_OPTION_ARG_NONE, &o->no_loops, N_("only acyclic plans (no labels)"), NULL },
    { "execute", 0, 0, G_OPTION_ARG_STRING, &o->execute_text,
      N_("run the plan N times (1 to 10,000,000; 100,000,000 actions in all at most), each outcome drawn at "
         "random, and count the runs that reach a goal"), N_("N") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o->seed, N_("--execute: the seed (default 0)"), N_("S") },
    { "node-limit", 0, 0, G_OPTION_ARG_STRING, &o->node_limit, N_("stop after N OR nodes (default 2,000,000)"), N_("N") },
    { NULL }
  };
  GOptionContext *context;

  context = qd_cli_context_new (_("--andor WORLD — AND-OR search in a nondeterministic world"), entries, NULL,
    _("WORLD is a file (data/FORMATS.md, “Nondeterministic worlds”: actions with several outcomes,\n"
      "or a grid maze whose moves may slip), or one of the book's worlds: vacuum-erratic\n"
      "(figure 4.9, states 1–8) and vacuum-slippery (section 4.3.3).\n"
      "Prints the plan in the book's notation, for example from state 1 of the erratic world\n"
      "  [Suck, if State = 5 then [Right, Suck] else []]\n"
      "or a cyclic plan with labels when only a loop can succeed, or “no plan”.\n"
      "--check ANSWER… reads plans in the same notation and accepts any plan that reaches a goal\n"
      "on every outcome, naming the first state, action or outcome a wrong one does not handle;\n"
      "a plan of more than 2,000,000 items (actions, ifs, jumps, lists), or one that reaches more than\n"
      "4,000,000 pairs of a step and a state (or 16,000,000 moves between them), is refused as too\n"
      "large to check.\n"
      "--steps, --report and --gif record the search's tree up to 100,000 nodes: a search that needs\n"
      "more stops there (exit 4) and says so; --steps indents 50 levels at most, deeper lines\n"
      "begin with their level in brackets."));
  qd_cli_check_add_entries (context, &o->check);
  qd_cli_report_add_entries (context, &o->report, TRUE);
  return context;
}

static gpointer
parse_world (const char *contents, gsize length, gpointer user_data, GError **error)
{
  return qd_search_andor_world_parse (contents, (gssize) length, error);
}

static gboolean
load_world (Options *o)
{
  g_autoptr(GError) error = NULL;
  QdSearchAndorBuiltin which;
  gint start;

  if (qd_search_andor_builtin_from_string (o->world_name, &which))
    o->world = qd_search_andor_world_builtin (which);
  else
    o->world = qd_cli_load (o->world_name, parse_world, NULL, &error);
  if (o->world == NULL)
    {
      qd_cli_print_error (error);
      return FALSE;
    }
  o->start = o->world->start;
  if (o->start_name == NULL)
    return TRUE;
  if ((start = qd_search_andor_world_find_state (o->world, o->start_name)) < 0)
    {
      g_printerr ("quandary-cli: ");
      g_printerr (_("%s: no state “%s” (--start)"), o->world_name, o->start_name);
      g_printerr ("\n");
      return FALSE;
    }
  o->start = (guint) start;
  return TRUE;
}

/* The options of `search FILE` that AND-OR search has not (its options:
 * new_context's and the check's and report's). */
static const char *const search_only[] = {
  "algorithm", "heuristic", "limit", "weight", "tree-like", "time-limit", "stats", "trace", "random", "shuffle",
  "output", "gif-of", "png", "svg", "pdf", "palette", "tree", "tree-budget", "online", "trials", "step-limit", NULL
};

/* The first of argv's options (before "--") that only `search FILE` has
 * ("--algorithm", "-a"), NULL if none. */
static const char *
search_only_option (int argc, char **argv)
{
  for (int i = 1; i < argc && !g_str_equal (argv[i], "--"); i++)
    {
      const char *arg = argv[i];
      gsize len = strcspn (arg, "=");

      if (g_str_has_prefix (arg, "-a") || g_str_has_prefix (arg, "-o"))
        return arg;
      if (!g_str_has_prefix (arg, "--"))
        continue;
      for (guint k = 0; search_only[k] != NULL; k++)
        if (len - 2 == strlen (search_only[k]) && strncmp (arg + 2, search_only[k], len - 2) == 0)
          return arg;
    }
  return NULL;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);
  const char *other;
  guint64 limit;

  if ((other = search_only_option (argc, argv)) != NULL)
    {
      g_autofree char *name = g_strndup (other, strcspn (other, "="));

      g_printerr ("quandary-cli: ");
      g_printerr (_("%s does not apply to --andor: AND-OR search has options of its own"), name);
      g_printerr ("\n");
      g_printerr (_("Try “%s --andor WORLD --help” for them.\n"), g_get_prgname ());
      return FALSE;
    }
  if (!qd_cli_check_parse (context, &o->check, &argc, &argv))
    return FALSE;
  if (argc > 1)
    QD_CLI_USAGE (_("--andor takes its world after it; “%s” is one argument too many"), argv[1]);
  if (o->world_name == NULL)
    QD_CLI_USAGE (_("--andor needs a world: a file, vacuum-erratic or vacuum-slippery"));
  if (o->execute_text != NULL
      && !qd_cli_parse_integer ("--execute", o->execute_text, 1, QD_SEARCH_ANDOR_EXECUTE_MAX_RUNS, &o->execute))
    return FALSE;
  if (o->seed != 0 && o->execute == 0)
    QD_CLI_USAGE (_("--seed goes with --execute"));
  if (o->node_limit != NULL && (!g_ascii_string_to_unsigned (o->node_limit, 10, 1, G_MAXUINT64, &limit, NULL)))
    QD_CLI_USAGE (_("--node-limit takes a whole number of 1 or more"));
  if (qd_cli_check_wanted (&o->check) && (o->steps || o->execute > 0))
    QD_CLI_USAGE (_("--check prints verdicts: it goes with no --steps or --execute"));
  return qd_cli_check_validate (&o->check, &o->report, FALSE) && qd_cli_report_check (&o->report);
}

/* The runs of --execute; FALSE when they stopped at
 * QD_SEARCH_ANDOR_EXECUTE_MAX_ACTIONS actions in all before N runs. */
static gboolean
execute (const Options *o, const QdSearchAndorPlan *plan)
{
  guint64 rng = qd_random_mix ((guint64) o->seed);
  guint64 reached = 0, longest = 0, actions = 0;
  gint64 runs = 0;

  while (runs < o->execute && actions < QD_SEARCH_ANDOR_EXECUTE_MAX_ACTIONS)
    {
      guint n;
      if (qd_search_andor_execute (o->world, plan, &rng, &n))
        reached++;
      longest = MAX (longest, n);
      actions += n;
      runs++;
    }
  /* A fixed format (data/FORMATS.md): scripts read it. */
  printf ("runs %" PRId64 ", reached a goal %" PRIu64 ", longest run %" PRIu64 " actions\n",
          runs, reached, longest);
  if (runs == o->execute)
    return TRUE;
  g_printerr ("quandary-cli: ");
  g_printerr (_("--execute stopped after %" PRId64 " of %" PRId64 " runs: they took %" PRIu64
                " actions, the most all runs may take (%d)"), runs, o->execute, actions,
              QD_SEARCH_ANDOR_EXECUTE_MAX_ACTIONS);
  g_printerr ("\n");
  return FALSE;
}

/* A search stopped: the node limit, or the tree --steps, --report or --gif
 * records is full. */
static void
print_limit (const QdSearchAndorResultSet *result)
{
  g_printerr ("quandary-cli: ");
  if (result->tree_full)
    g_printerr (_("the search needs more than %d nodes of its tree, the most --steps, --report and --gif "
                  "record: without them it keeps no tree"), QD_SEARCH_ANDOR_STEPS_TREE_LIMIT);
  else
    g_printerr ("%s", _("the node limit ran out before a plan was found"));
  g_printerr ("\n");
}

typedef struct {
  const Options *o;
  const char *expected;      /* Quandary's plan, NULL: none */
} CheckData;

static QdCheckResult *
check_one (gpointer data, const char *contents, gsize length, gboolean strict)
{
  CheckData *c = data;

  return qd_search_andor_check_plan (c->o->world, c->o->start, c->expected, contents, length);
}

/* --check: Quandary's plan (or none) beside each answer's verdict. */
static int
check (Options *o, const QdSearchAndorResultSet *result)
{
  g_autofree char *plan = result->plan != NULL ? qd_search_andor_plan_to_string (o->world, result->plan) : NULL;
  CheckData data = { o, plan };
  const char *inputs[] = { o->world_name, NULL };

  if (result->status == QD_SEARCH_ANDOR_STATUS_LIMIT)
    {
      print_limit (result);
      return QD_EXIT_LIMIT;
    }
  return qd_cli_check_run (&o->check, inputs, check_one, &data);
}

/* --report and --gif after the run: the report's figures are drawn as it
 * is built; the GIF takes the world and the result over. */
static gboolean
finish_report (Options *o, QdSearchAndorResultSet *result)
{
  QdCliReport *report = &o->report;
  QdReport *built = NULL;
  QdAnimation *animation = NULL;

  if (qd_cli_report_wanted (report))
    built = qd_search_andor_report_new (o->world, o->world_name, result, report->palette);
  if (qd_cli_report_wants_gif (report))
    animation = qd_search_andor_animation_new (g_steal_pointer (&o->world), result);
  return qd_cli_report_finish (report, built, animation);
}

static int
run (Options *o)
{
  QdCliFile outputs[2];
  int n_outputs;
  QdSearchAndorOptions options;
  QdSearchAndorResultSet result;
  int status = QD_EXIT_OK;

  if ((n_outputs = qd_cli_report_outputs (&o->report, outputs)) < 0)
    return QD_EXIT_INPUT;
  if ((status = qd_cli_check_files (&(const QdCliFile) { "--andor", o->world_name }, 1, NULL, outputs,
                                    (guint) n_outputs)) != QD_EXIT_OK)
    return status;
  if (!load_world (o))
    return QD_EXIT_INPUT;
  qd_search_andor_options_init (&options, o->world);
  options.start = o->start;
  options.allow_loops = !o->no_loops;
  options.record = o->steps || qd_cli_report_any (&o->report);
  options.tree_limit = QD_SEARCH_ANDOR_STEPS_TREE_LIMIT;
  if (o->node_limit != NULL)
    options.node_limit = g_ascii_strtoull (o->node_limit, NULL, 10);
  qd_search_andor_search (o->world, &options, &result);
  if (qd_cli_check_wanted (&o->check))
    {
      status = check (o, &result);
      qd_search_andor_result_clear (&result);
      return status;
    }
  qd_cli_report_begin (&o->report);
  if (o->steps)
    {
      g_autofree char *steps = qd_search_andor_steps_to_string (o->world, &result);
      fputs (steps, stdout);
    }
  if (result.status == QD_SEARCH_ANDOR_STATUS_PLAN)
    {
      g_autofree char *text = qd_search_andor_plan_to_string (o->world, result.plan);
      printf ("%s\n", text);
      if (o->execute > 0 && !execute (o, result.plan))
        status = QD_EXIT_LIMIT;
    }
  else if (result.status == QD_SEARCH_ANDOR_STATUS_NO_PLAN)
    {
      printf ("no plan\n");
      status = QD_EXIT_NO_SOLUTION;
    }
  else
    {
      print_limit (&result);
      status = QD_EXIT_LIMIT;
    }
  if (!finish_report (o, &result))
    status = QD_EXIT_INPUT;
  qd_search_andor_result_clear (&result);
  return status;
}

static void
clear_options (Options *o)
{
  g_free (o->world_name);
  g_free (o->start_name);
  g_free (o->execute_text);
  g_free (o->node_limit);
  qd_cli_check_clear (&o->check);
  qd_cli_report_clear (&o->report);
  qd_search_andor_world_free (o->world);
}

QD_CLI_DEFINE_MAIN (static, andor_main)

gboolean
qd_search_cli_andor_wanted (int argc, char **argv)
{
  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "--andor") || g_str_has_prefix (argv[i], "--andor="))
      return TRUE;
  return FALSE;
}

int
qd_search_cli_andor (int argc, char **argv)
{
  return andor_main (argc, argv);
}
