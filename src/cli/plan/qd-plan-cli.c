/* qd-plan-cli.c — `quandary-cli plan DOMAIN PROBLEM`: a PDDL task read,
 * then solved (qd-plan-cli-solve.c) or a plan checked against it (--check)
 * (issue 78). */
#include "config.h"
#include "qd-plan-cli.h"
#include "cli/qd-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "cli/plan/qd-plan-cli-outputs.h"
#include "cli/plan/qd-plan-cli-private.h"
#include "problems/plan/qd-plan.h"
#include "problems/plan/qd-plan-validate.h"

typedef QdPlanCliOptions Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionContext *context;
  GOptionEntry entries[] = {
    { "check", 0, 0, G_OPTION_ARG_FILENAME, &o->check,
      N_("Check a plan (one action a line, as planners write it): OK with its length and cost, or its first failing action"),
      N_("PLAN") },
    { "algorithm", 'a', 0, G_OPTION_ARG_STRING, &o->algorithm_name,
      N_("bfs, ucs, astar (the default), greedy, wastar (wastar:W for f = g + W·h, W >= 1, default 2), idastar, "
         "ehc (enforced hill climbing: “stuck” when it finds no plan, which proves nothing), graphplan or satplan "
         "(planning as satisfiability: the fewest actions, each horizon printed as a comment line)"),
      N_("NAME") },
    { "heuristic", 0, 0, G_OPTION_ARG_STRING, &o->heuristic_name,
      N_("blind, goalcount, hmax, hadd, hff or lmcut (the default; blind with bfs and ucs, which do not order by h)"), N_("NAME") },
    { "node-limit", 0, 0, G_OPTION_ARG_STRING, &o->node_limit,
      N_("Stop after N generated nodes, exit status 4 (default: no node limit)"), N_("N") },
    { "memory-limit", 0, 0, G_OPTION_ARG_STRING, &o->memory_limit,
      N_("Stop when the search would hold more than SIZE bytes (its nodes, states, table and heuristic "
         "values; SIZE in bytes, or with K, M, G or T, powers of 1024, as 512M or 2GiB), exit status 4 "
         "(default: half of the machine's memory, at most 16 GiB)"), N_("SIZE") },
    { "time-limit", 0, 0, G_OPTION_ARG_DOUBLE, &o->time_limit,
      N_("Stop after SECONDS seconds, exit status 4 (default 0: no limit)"), N_("SECONDS") },
    { "max-horizon", 0, 0, G_OPTION_ARG_STRING, &o->max_horizon_text,
      N_("With --algorithm satplan: try plans of at most N actions, then stop, exit status 4 (default 100)"),
      N_("N") },
    { "parallel", 0, 0, G_OPTION_ARG_NONE, &o->parallel,
      N_("With --algorithm satplan: the parallel encoding (several non-interfering actions a step): the fewest "
         "steps, not the fewest actions"), NULL },
    { "satisficing", 0, 0, G_OPTION_ARG_NONE, &o->satisficing,
      N_("A plan soon rather than an optimal one: LAMA's first search (lazy greedy best-first search, h_FF and "
         "the landmark count in alternation, preferred operators), the plan's cost not the least"), NULL },
    { "anytime", 0, 0, G_OPTION_ARG_NONE, &o->anytime,
      N_("With --satisficing: after the first plan, weighted A* with the weights 5, 3, 2 then 1, each better plan "
         "printed as it is found (after a “; plan N” line), until the time limit, Ctrl-C, or the proof that the "
         "last plan is optimal"), NULL },
    { "steps", 0, 0, G_OPTION_ARG_NONE, &o->steps,
      N_("Print each expansion and its successors before the plan"), NULL },
    { "graph", 0, 0, G_OPTION_ARG_NONE, &o->graph,
      N_("Print the planning graph up to its level-off, written as it is made, at most 67108864 bytes "
         "(and --algorithm graphplan runs GraphPlan)"), NULL },
    { NULL }
  };

  o->outputs = qd_plan_cli_outputs_new ();
  context = qd_cli_context_new (_("DOMAIN PROBLEM — a planning task in PDDL"), entries,
                                qd_plan_cli_outputs_pictures (o->outputs),
    _("DOMAIN and PROBLEM are PDDL files (:strips, :typing, :adl, :action-costs and the\n"
      "requirements in between).  An error names its file, line and column (exit status 1).\n"
      "Without --check the task is ground and searched: the plan, one action a line as\n"
      "“(pick ball1 rooma left)”, then “cost C”; or “no plan” when the task is proved unsolvable\n"
      "(exit status 0); stderr tells the ground facts and operators, the nodes expanded and\n"
      "generated, and the time of grounding and of the search.  A limit that runs out prints\n"
      "“stopped” (exit status 4; Ctrl-C 130).  The default is A* with LM-cut: optimal plans.\n"
      "--check PLAN prints “OK: N actions, cost C” (exit status 0), or the plan's line, the\n"
      "action and the fact or the part of its precondition that fails (exit status 1)."));
  qd_plan_cli_outputs_add_entries (context, o->outputs);
  return context;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);

  qd_plan_cli_add_explain_entries (context, o);
  if (!qd_cli_parse_options (context, &argc, &argv))
    return FALSE;
  if (argc != 3)
    QD_CLI_USAGE ("%s", argc < 3 ? _("a DOMAIN and a PROBLEM file are needed") : _("only DOMAIN and PROBLEM are allowed"));
  o->domain = argv[1];
  o->problem = argv[2];
  if (o->check != NULL && (o->algorithm_name != NULL || o->heuristic_name != NULL || o->steps || o->satisficing
                           || o->anytime))
    QD_CLI_USAGE ("%s", _("--check does not go with --algorithm, --heuristic, --steps, --satisficing or --anytime"));
  if (!qd_plan_cli_check_explain (o))
    return FALSE;
  return (o->check != NULL || qd_plan_cli_parse_search (o)) && qd_plan_cli_outputs_check (o);
}

static void
print_check (const char *path, const QdPlanCheck *check)
{
  g_autofree char *cost = g_strdup_printf ("%" G_GUINT64_FORMAT, check->cost);

  switch (check->status)
    {
    case QD_PLAN_CHECK_VALID:
      printf (g_dngettext (GETTEXT_PACKAGE, "OK: %u action, cost %s\n", "OK: %u actions, cost %s\n", check->n_actions),
              check->n_actions, cost);
      break;
    case QD_PLAN_CHECK_BAD_ACTION:
    case QD_PLAN_CHECK_COST:
      printf ("%s:%u: %s: %s\n", path, check->line, check->action, check->message);
      break;
    case QD_PLAN_CHECK_INAPPLICABLE:
      printf (_("%s:%u: %s: its precondition fails: %s\n"), path, check->line, check->action, check->message);
      break;
    case QD_PLAN_CHECK_GOAL:
    default:
      printf (_("%s: the goal does not hold after the plan: %s\n"), path, check->message);
      break;
    }
}

static int
run_check (Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdPlanTask) task = qd_plan_task_new_from_files (o->domain, o->problem, &error);
  g_autofree char *text = NULL;
  QdPlanCheck check;
  gsize length;

  if (task == NULL || !qd_cli_read (o->check, &text, &length, &error)
      || !qd_plan_check (task, text, length, o->check, &check, &error))
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  print_check (o->check, &check);
  qd_plan_check_clear (&check);
  return qd_plan_cli_outputs_finish (o, g_steal_pointer (&task), text,
                                     check.status == QD_PLAN_CHECK_VALID ? QD_EXIT_OK : QD_EXIT_INPUT);
}

static int
run (Options *o)
{
  int status = qd_plan_cli_outputs_begin (o);

  if (status != QD_EXIT_OK)
    return status;
  return o->check != NULL ? run_check (o) : qd_plan_cli_solve (o);
}

static void
clear_options (Options *o)
{
  g_free (o->check);
  g_free (o->algorithm_name);
  g_free (o->heuristic_name);
  g_free (o->node_limit);
  g_free (o->memory_limit);
  g_free (o->max_horizon_text);
  qd_plan_cli_clear_explain (o);
  qd_plan_cli_outputs_free (o->outputs);
}

QD_CLI_DEFINE_MAIN (, qd_plan_cli)

const QdCliCommand qd_plan_cli_commands[] = {
  { "plan", N_("A planning task in PDDL: a plan found, checked (--check) or explained; its planning graph"),
    qd_plan_cli, .worksheets = qd_plan_cli_worksheets },
  { NULL }
};
