/* qd-constraints-cli-csp.c — `quandary-cli csp FILE`: any constraint problem written in
 * Quandary's own format or in XCSP3 (data/FORMATS.md), solved by
 * backtracking (bt), forward checking (fc), maintained arc consistency (mac)
 * or min-conflicts; `--ac3` shows arc consistency alone, arc by arc;
 * `--fcmac` prints the domain tables of forward checking and MAC (statement
 * 002, question 2) of a binary problem, as `quandary-cli fcmac` does for a
 * graph. */
#include "config.h"
#include "cli/qd-cli.h"
#include "cli/qd-cli-outputs.h"
#include "cli/qd-cli-check.h"
#include "qd-constraints-cli.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "core/qd-csp-tables.h"
#include "core/qd-local.h"
#include "problems/csp/qd-csp-ac3.h"
#include "problems/csp/qd-csp-arrays.h"
#include "problems/csp/qd-csp-check.h"
#include "problems/csp/qd-csp-model.h"
#include "problems/csp/qd-csp-split.h"
#include "problems/csp/qd-csp-solve.h"
#include "problems/constraints/qd-constraints-algorithm.h"
#include "problems/constraints/qd-constraints-replay.h"
#include "render/constraints/qd-constraints-animation.h"
#include "render/constraints/qd-constraints-render.h"
#include "render/constraints/qd-constraints-run-report.h"

typedef struct {
  char *algorithm_name;
  char *var_order_name;
  char *val_order_name;
  char *free_name;           /* --free-variables */
  char *search_name;
  gboolean all;
  gboolean ac3;
  gboolean steps;
  gboolean stats;
  gboolean fcmac;
  gboolean cutset;
  const char *tuning;         /* --seed or --max-steps, when given (refused with tree) */
  char *order_text;
  char *method_name;
  char *trace_path;
  QdCliOutputs outputs;
  char *text;                /* the file's text, for --gif's animation */
  gboolean want[2];          /* --fcmac: forward checking, MAC */
  gint64 seed;
  gint64 max_steps;
  double time_limit;
  gboolean backjump;         /* conflict-directed backjumping (bt, fc, mac) */
  gboolean weighted;         /* --var-order dom-wdeg */
  gboolean last_conflict;    /* --search cp with dom-wdeg */
  double walk;               /* min-conflicts: the random walk's probability */
  gint64 tabu;               /* min-conflicts: the tabu list's tenure */
  QdConstraintsAlgorithm algorithm;
  QdCspVarOrder var_order;
  QdCspValOrder val_order;
  QdCspFreeVariables free_variables;
  const char *path;
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionEntry entries[] = {
    { "algorithm", 'a', 0, G_OPTION_ARG_STRING, &o->algorithm_name,
      N_("bt (backtracking), fc (forward checking), mac (the default), min-conflicts, split (arc consistency "
         "with domain splitting) or tree (the tree-structured solver)"), N_("NAME") },
    { "var-order", 0, 0, G_OPTION_ARG_STRING, &o->var_order_name,
      N_("static (the file's order), random, mrv (the default for a .csp file), mrv-degree or dom-wdeg (the "
         "default for an XCSP3 file: the smallest domain over the degree weighted by failures)"), N_("NAME") },
    { "val-order", 0, 0, G_OPTION_ARG_STRING, &o->val_order_name,
      N_("static (the default: the domain's order), random or lcv"), N_("NAME") },
    { "search", 0, 0, G_OPTION_ARG_STRING, &o->search_name,
      N_("cp (the default for an XCSP3 file: restarts, three runs in four ordered by the failures' weighted "
         "degree (wdeg^ca.cd), the fourth by dom-wdeg, with last-conflict; mrv with --all, unless --var-order "
         "names another order) or textbook (the default for a .csp file: mrv)"), N_("NAME") },
    { "all", 0, 0, G_OPTION_ARG_NONE, &o->all, N_("Print every solution, not only the first"), NULL },
    { "free-variables", 0, 0, G_OPTION_ARG_STRING, &o->free_name,
      N_("bt, fc, mac: the variables in no constraint set aside (keeping their first value, counted apart: the "
         "default for XCSP3) or enumerated like the others (the default for .csp)"),
      "aside|enumerate" },
    { "ac3", 0, 0, G_OPTION_ARG_NONE, &o->ac3,
      N_("Make the problem arc consistent (AC-3) and print the domains, without searching"), NULL },
    { "steps", 0, 0, G_OPTION_ARG_NONE, &o->steps,
      N_("Print every step: arcs revised and values removed by which constraint, assignments, backtracks"), NULL },
    { "stats", 0, 0, G_OPTION_ARG_NONE, &o->stats,
      N_("Print nodes, assignments, backtracks, checks, prunings and time after the solutions"), NULL },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o->seed, N_("Seed of the random orders and of min-conflicts"), N_("N") },
    { "max-steps", 0, 0, G_OPTION_ARG_INT64, &o->max_steps,
      N_("min-conflicts: give up after N repair steps (default 1000000)"), N_("N") },
    { "walk", 0, 0, G_OPTION_ARG_DOUBLE, &o->walk,
      N_("min-conflicts: the probability of a random step instead of a repair, 0 to 1 (default 0.05)"), N_("P") },
    { "tabu", 0, 0, G_OPTION_ARG_INT64, &o->tabu,
      N_("min-conflicts: a value a variable left is tabu for N steps (default 10; 0: no tabu list)"), N_("N") },
    { "backjump", 0, 0, G_OPTION_ARG_NONE, &o->backjump,
      N_("bt, fc, mac: conflict-directed backjumping; --steps prints each dead end's conflict set"), NULL },
    { "backjumping", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_NONE, &o->backjump, NULL, NULL },
    { "time-limit", 0, 0, G_OPTION_ARG_DOUBLE, &o->time_limit,
      N_("Stop after SECONDS seconds: what was found is printed, exit status 4 (default 0: no limit)"),
      N_("SECONDS") },
    { "fcmac", 0, 0, G_OPTION_ARG_NONE, &o->fcmac,
      N_("Print the domain tables of forward checking and MAC with a static order (binary constraints only)"),
      NULL },
    { "order", 'o', 0, G_OPTION_ARG_STRING, &o->order_text,
      N_("--fcmac: the variable order, every variable once (default: the order of the file)"), N_("X,Y,Z,…") },
    { "method", 'm', 0, G_OPTION_ARG_STRING, &o->method_name,
      N_("--fcmac: fc, mac or both (default: both)"), N_("METHOD") },
    { "cutset", 0, 0, G_OPTION_ARG_NONE, &o->cutset,
      N_("tree: cutset conditioning: a cycle cutset, then the tree solver on each of its assignments"), NULL },
    { "trace", 't', 0, G_OPTION_ARG_FILENAME, &o->trace_path,
      N_("bt, fc, mac: write the search trace (the order, then one search path per line; - for stdout)"),
      N_("FILE") },
    { NULL }
  };
  g_autofree char *limits =
    g_strdup_printf (_("A file is refused, its line named, beyond the readers' limits: %u MB; %u words\n"
                       "(numbers, names, operators) in a .csp file; an expression nested more than %u levels\n"
                       "deep (each bracket, call and operator is a level; a chain of + and -, of and, of or is\n"
                       "one; as many forall names at once); an integer past %lld in size; XCSP3 functions\n"
                       "that make more than %u nodes beyond their text (copies by sqr and n-ary comparisons,\n"
                       "ranges in sets); <group> and <slide> templates that make more than %u bytes of text,\n"
                       "their arguments written in.  split refuses a problem whose copies of the domains, one a\n"
                       "level of its tree, could pass %u MB."),
                     QD_CSP_MODEL_FILE_MAX / 1000000, QD_CSP_MODEL_TOKENS_MAX, QD_CSP_MODEL_DEPTH_MAX, (long long) QD_CSP_MODEL_VALUE_MAX,
                     QD_CSP_MODEL_EXPANDED_MAX, QD_CSP_MODEL_COPIES_MAX, (guint) (QD_CSP_SPLIT_MEMORY_MAX >> 20));
  g_autofree char *description = NULL;
  GOptionContext *context;

  description = g_strconcat (
    _("FILE: a .csp file (Quandary's own format) or an XCSP3 instance (.xml); data/FORMATS.md\n"
      "describes both.  Prints one solution (every one with --all) as a line of VAR=VALUE pairs in the\n"
      "file's order of variables (without --all and --steps, an array as “x = [1 0 1]”, or as rows\n"
      "under its name), then “N solutions” (“1 solution”), or “no solution”.\n"
      "--ac3 prints each variable's domain after arc consistency, “VAR: {v1, v2}”.  With\n"
      "fc and mac and --var-order static, no more nodes are expanded than with bt.\n"
      "--fcmac prints, per method, the table of statement 002: a row per assignment of\n"
      "chronological backtracking with the static order and values, a column per variable's\n"
      "domain after inference, as `quandary-cli fcmac` prints them for a graph.\n"
      "--tree writes the search tree of bt, fc and mac.  The pictures draw the constraint network\n"
      "(past 16 variables each array as a grid): the first solution's values in bold, with --ac3\n"
      "the values arc consistency removes struck.\n"
      "--check compares answers with the output of the same options (with --trace FILE with the\n"
      "trace); without --all, --steps or --trace any valid solution is right, and a wrong one is\n"
      "told by the first constraint it violates.\n"
      "--report and --report-bundle hold the network, the settings, the solution found (with --ac3\n"
      "the domains left), the statistics, the output and, for bt, fc and mac, the search tree.\n"
      "--gif replays a search by bt, fc or mac: a frame for the start and one per step (an\n"
      "assignment with its inference, a wipe-out, a backtrack, a solution), of a problem of at\n"
      "most 10,000 variables and a run of at most 10,000 steps.  A report of a large problem is\n"
      "a summary: its tables list the first 10,000 variables, constraints and values, its search\n"
      "tree the first 100,000 nodes.  --steps lines are indented by depth down to 40 levels,\n"
      "deeper ones start with “[depth N]”."), "\n",
    _("Variables in no constraint are set aside in an XCSP3 file, as ACE counts (--free-variables):\n"
      "each keeps its first value, --all names them once and leaves them out of the solutions, and\n"
      "the count is followed by “and N variables in no constraint, any of their values: P\n"
      "assignments in all”."), "\n", limits, NULL);
  context = qd_cli_outputs_context_new (_("FILE — solve any constraint problem"), entries, &o->outputs, QD_CLI_OUTPUTS_TREE | QD_CLI_OUTPUTS_STEPS, description);

  return context;
}

/* --fcmac runs two searches of its own (static orders, fc and mac, to the
 * first solution): the options of the other searches would be ignored, so
 * they are refused, as are --order and --method without it. */
static gboolean
parse_fcmac_options (Options *o)
{
  const QdCliGiven others[] = {
    { o->all, "--all" },
    { o->ac3, "--ac3" },
    { o->algorithm_name != NULL, "--algorithm" },
    { o->var_order_name != NULL, "--var-order" },
    { o->val_order_name != NULL, "--val-order" },
    { o->search_name != NULL, "--search" },
    { o->steps, "--steps" },
    { o->stats, "--stats" },
    { o->seed != G_MININT64, "--seed" },
    { o->max_steps != G_MININT64, "--max-steps" },
    { o->walk != -G_MAXDOUBLE, "--walk" },
    { o->tabu != G_MININT64, "--tabu" },
    { o->backjump, "--backjump" },
    { o->free_name != NULL, "--free-variables" },
    { o->time_limit != -G_MAXDOUBLE, "--time-limit" },
  };
  const char *other;

  if (!o->fcmac)
    {
      if (o->order_text != NULL || o->method_name != NULL)
        QD_CLI_USAGE (_("%s goes with --fcmac"), o->order_text != NULL ? "--order" : "--method");
      return TRUE;
    }
  other = qd_cli_first_given (others, G_N_ELEMENTS (others));
  if (other != NULL)
    QD_CLI_USAGE (_("--fcmac prints the domain tables of a static order: it goes with no %s"), other);
  if (!qd_csp_tables_methods_from_string (o->method_name, o->want))
    QD_CLI_USAGE (_("unknown method “%s”: use fc, mac or both"), o->method_name);
  return TRUE;
}

/* Min-conflicts and split record no steps for --trace, --tree or --gif. */
static gboolean
records_no_steps (const Options *o)
{
  return o->algorithm == QD_CONSTRAINTS_ALGO_MIN_CONFLICTS || o->algorithm == QD_CONSTRAINTS_ALGO_SPLIT;
}

/* --trace, --tree and --check follow a backtracking search; min-conflicts
 * answers are checked for validity alone (run_check). */
static gboolean
parse_search_outputs (Options *o)
{
  const char *option = o->trace_path != NULL ? "--trace" : o->outputs.tree.path != NULL ? "--tree" : NULL;

  if (option != NULL && (o->ac3 || o->fcmac || records_no_steps (o)))
    QD_CLI_USAGE (_("%s follows a search by bt, fc or mac: it goes with no --ac3, --fcmac, min-conflicts or split"),
                  option);
  if (o->algorithm == QD_CONSTRAINTS_ALGO_SPLIT && (o->var_order_name != NULL || o->val_order_name != NULL))
    QD_CLI_USAGE (_("split splits the first variable of the file with two values or more, lower half first: "
                    "it goes with no --var-order or --val-order"));
  if (qd_cli_check_wanted (&o->outputs.check) && (o->ac3 || o->fcmac))
    QD_CLI_USAGE (_("--check checks the answers of a search: it goes with no --ac3 or --fcmac"));
  if (qd_cli_check_wanted (&o->outputs.check) && o->algorithm == QD_CONSTRAINTS_ALGO_MIN_CONFLICTS && o->steps)
    QD_CLI_USAGE (_("min-conflicts answers are checked for a valid solution: --check goes with no --steps"));
  if (qd_cli_check_wanted (&o->outputs.check) && o->algorithm == QD_CONSTRAINTS_ALGO_SPLIT && o->steps)
    QD_CLI_USAGE (_("split answers are checked for their solutions: --check goes with no --steps"));
  if (!qd_cli_tree_check (&o->outputs.tree))
    return FALSE;
  if (qd_cli_check_wanted (&o->outputs.check) && (o->outputs.tree.path != NULL || o->stats))
    QD_CLI_USAGE (_("--check prints verdicts: it goes with no --tree or --stats"));
  if (qd_cli_check_wanted (&o->outputs.check) && g_strcmp0 (o->trace_path, "-") == 0)
    QD_CLI_USAGE (_("--check prints verdicts on standard output: --trace - cannot go there too"));
  /* The replay records the steps of backtracking alone. */
  if (qd_cli_report_wants_gif (&o->outputs.report) && (o->ac3 || o->fcmac || records_no_steps (o)))
    QD_CLI_USAGE (_("--gif replays a search by bt, fc or mac: %s has no replay of its steps"),
                  o->ac3 ? "--ac3" : o->fcmac ? "--fcmac" : qd_constraints_algorithm_to_string (o->algorithm));
  if (!qd_cli_outputs_validate (&o->outputs))
    return FALSE;
  return qd_cli_report_check (&o->outputs.report);
}

/* tree orders the variables by the constraint graph and prints its own
 * steps (qd-constraints-cli-csp-tree.c): the orders, --seed and
 * --max-steps (it draws nothing and takes no step limit), the outputs of a
 * backtracking search, --check (held against MAC's order) and the pictures
 * and reports (of bt, fc, mac and the others) are refused with it. */
static gboolean
parse_tree_options (Options *o)
{
  const QdCliGiven others[] = {
    { o->var_order_name != NULL, "--var-order" },
    { o->val_order_name != NULL, "--val-order" },
    { o->search_name != NULL, "--search" },
    { o->tuning != NULL, o->tuning },
    { o->trace_path != NULL, "--trace" },
    { o->outputs.tree.path != NULL, "--tree" },
    { qd_cli_check_wanted (&o->outputs.check), "--check" },
    { o->outputs.pictures.png != NULL, "--png" },
    { o->outputs.pictures.svg != NULL, "--svg" },
    { o->outputs.pictures.pdf != NULL, "--pdf" },
    { o->outputs.report.report != NULL, "--report" },
    { o->outputs.report.bundle != NULL, "--report-bundle" },
    { o->outputs.report.gif != NULL, "--gif" },
  };
  const char *other;

  if (o->cutset && o->algorithm != QD_CONSTRAINTS_ALGO_TREE)
    QD_CLI_USAGE (_("--cutset goes with --algorithm tree"));
  if (o->algorithm != QD_CONSTRAINTS_ALGO_TREE)
    return TRUE;
  other = qd_cli_first_given (others, G_N_ELEMENTS (others));
  if (other != NULL)
    QD_CLI_USAGE (_("tree orders the variables by the constraint graph and prints its own steps: it goes with no %s"),
                  other);
  return TRUE;
}

/* --walk and --tabu tune min-conflicts; --backjump, the backtracking
 * searches.  Run after --algorithm is known. */
static gboolean
parse_local_options (Options *o)
{
  gboolean local = o->algorithm == QD_CONSTRAINTS_ALGO_MIN_CONFLICTS && !o->ac3;
  const char *option = o->walk != -G_MAXDOUBLE ? "--walk" : o->tabu != G_MININT64 ? "--tabu" : NULL;

  if (option != NULL && !local)
    QD_CLI_USAGE (_("%s tunes min-conflicts: it goes with --algorithm min-conflicts"), option);
  if (o->walk == -G_MAXDOUBLE)
    o->walk = 0.05;
  if (o->tabu == G_MININT64)
    o->tabu = 10;
  if (!(o->walk >= 0 && o->walk <= 1))
    QD_CLI_USAGE (_("--walk is a probability, from 0 to 1"));
  if (o->tabu < 0 || o->tabu > G_MAXINT)
    QD_CLI_USAGE (_("--tabu must be from 0 to %d"), G_MAXINT);
  if (o->free_name != NULL && !qd_csp_free_variables_from_string (o->free_name, &o->free_variables))
    QD_CLI_USAGE (_("unknown way with free variables “%s”: use aside or enumerate"), o->free_name);
  if ((o->backjump || o->free_name != NULL) && (o->ac3 || records_no_steps (o) || o->algorithm == QD_CONSTRAINTS_ALGO_TREE))
    QD_CLI_USAGE (_("%s goes with a search by bt, fc or mac: not with %s"),
                  o->backjump ? "--backjump" : "--free-variables", o->ac3 ? "--ac3" : o->algorithm_name);
  return TRUE;
}

/* --search's orders (cp for an XCSP3 file, mrv to count: the weights do
 * not shorten a whole tree; textbook for .csp), --var-order's over them. */
static gboolean
parse_orders (Options *o)
{
  gboolean cp = o->search_name != NULL ? g_strcmp0 (o->search_name, "cp") == 0
                                       : g_str_has_suffix (o->path, ".xml") || g_str_has_suffix (o->path, ".XML");

  if (o->search_name != NULL && !cp && strcmp (o->search_name, "textbook") != 0)
    QD_CLI_USAGE (_("unknown search “%s”: use cp or textbook"), o->search_name);
  o->var_order = QD_CSP_VAR_MRV;
  o->val_order = QD_CSP_VAL_STATIC;
  o->weighted = o->var_order_name != NULL ? strcmp (o->var_order_name, "dom-wdeg") == 0 : cp && !o->all;
  o->last_conflict = cp && o->weighted;
  if (o->weighted)
    o->var_order = QD_CSP_VAR_MRV_DEGREE;
  else if (o->var_order_name != NULL && !qd_csp_var_order_from_string (o->var_order_name, &o->var_order))
    QD_CLI_USAGE (_("unknown variable order “%s”: use static, random, mrv, mrv-degree or dom-wdeg"),
                  o->var_order_name);
  if (o->val_order_name != NULL && !qd_csp_val_order_from_string (o->val_order_name, &o->val_order))
    QD_CLI_USAGE (_("unknown value order “%s”: use static, random or lcv"), o->val_order_name);
  return TRUE;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);

  /* Sentinels: --fcmac refuses these options when they are given at all. */
  o->seed = G_MININT64;
  o->max_steps = G_MININT64;
  o->walk = -G_MAXDOUBLE;
  o->tabu = G_MININT64;
  o->time_limit = -G_MAXDOUBLE;
  if (!qd_cli_check_parse (context, &o->outputs.check, &argc, &argv))
    return FALSE;
  if (!parse_fcmac_options (o))
    return FALSE;
  o->tuning = o->seed != G_MININT64 ? "--seed" : o->max_steps != G_MININT64 ? "--max-steps" : NULL;
  if (o->seed == G_MININT64)
    o->seed = 0;
  if (o->max_steps == G_MININT64)
    o->max_steps = 1000000;
  if (o->time_limit == -G_MAXDOUBLE)
    o->time_limit = 0;
  if (argc != 2)
    QD_CLI_USAGE ("%s", argc < 2 ? _("a FILE is needed") : _("only one FILE is allowed"));
  o->path = argv[1];
  o->algorithm = QD_CONSTRAINTS_ALGO_MAC;
  if (o->algorithm_name != NULL && !qd_constraints_algorithm_from_string (o->algorithm_name, &o->algorithm))
    QD_CLI_USAGE (_("unknown algorithm “%s”: use bt, fc, mac, min-conflicts, split or tree"), o->algorithm_name);
  if (!parse_orders (o))
    return FALSE;
  if (o->seed < 0)
    QD_CLI_USAGE (_("the seed must not be negative"));
  if (o->max_steps < 1)
    QD_CLI_USAGE (_("--max-steps must be at least 1"));
  if (!qd_cli_check_time_limit (o->time_limit))
    return FALSE;
  if (o->algorithm == QD_CONSTRAINTS_ALGO_MIN_CONFLICTS && o->all)
    QD_CLI_USAGE (_("min-conflicts finds one solution: it goes with no --all"));
  if (!parse_local_options (o))
    return FALSE;
  if (o->ac3 && (o->all || o->algorithm_name != NULL || o->var_order_name != NULL || o->val_order_name != NULL ||
                 o->search_name != NULL))
    QD_CLI_USAGE (_("--ac3 does not search: it goes with no --all, --algorithm, --var-order, --val-order or --search"));
  return parse_tree_options (o) && parse_search_outputs (o);
}

static void
clear_options (Options *o)
{
  g_free (o->algorithm_name);
  g_free (o->var_order_name);
  g_free (o->val_order_name);
  g_free (o->free_name);
  g_free (o->search_name);
  g_free (o->order_text);
  g_free (o->method_name);
  g_free (o->trace_path);
  g_free (o->text);
  qd_cli_outputs_clear (&o->outputs);
}

static gpointer
parse_file (const char *contents, gsize length, gpointer user_data, GError **error)
{
  Options *o = user_data;
  const char *path = o->path;

  if (qd_cli_report_wants_gif (&o->outputs.report))
    o->text = g_strndup (contents, length);
  if (g_str_has_suffix (path, ".xml") || g_str_has_suffix (path, ".XML"))
    return qd_csp_model_parse_xcsp (contents, (gssize) length, error);
  return qd_csp_model_parse (contents, (gssize) length, error);
}

/* -------------------------------------------------------------- pictures */

/* The network with the domains left (--ac3) or a solution's values, when a
 * picture is asked for (the grid past QD_CONSTRAINTS_GRAPH_MAX_VARIABLES,
 * as the window shows it first; at most QD_CONSTRAINTS_PICTURE_MAX a
 * side); `caption` above it (an optimisation's objective), or NULL. */
static gboolean
write_pictures_captioned (const Options *o, const QdCspModel *model, gboolean **domains, const gint *solution,
                          const char *caption)
{
  QdConstraintsDrawing d = { model };
  double width, height;
  gboolean ok;

  if (!qd_cli_pictures_wanted (&o->outputs.pictures))
    return TRUE;
  d.layout = qd_constraints_layout_new (model, NULL);
  qd_constraints_render_options_init (&d.options, qd_cli_pictures_palette (&o->outputs.pictures));
  d.options.domains = (const gboolean *const *) domains;
  d.options.solution = solution;
  d.options.caption = caption;
  qd_constraints_drawing_fit (&d, &width, &height);
  ok = qd_cli_pictures_write (&o->outputs.pictures, width, height, qd_constraints_drawing_draw, &d);
  qd_constraints_layout_free (d.layout);
  return ok;
}

static gboolean
write_pictures (const Options *o, const QdCspModel *model, gboolean **domains, const gint *solution)
{
  return write_pictures_captioned (o, model, domains, solution, NULL);
}

/* ---------------------------------------------------------------- report */

/* --gif: the search's replay drawn step by step on the network, or NULL
 * (said) when it has more steps than an animation holds. */
static QdAnimation *
build_animation (const Options *o, const QdConstraintsReplay *replay)
{
  QdAnimation *animation;

  if (qd_constraints_replay_truncated (replay))
    {
      g_printerr (_("quandary-cli: --gif: the run has %'" PRIu64 " steps; an animation holds at most %'u\n"),
                  (guint64) replay->n_counted, (guint) QD_ANIMATION_MAX_STEPS);
      return NULL;
    }
  animation = qd_constraints_animation_new (o->text, NULL, replay);
  if (animation == NULL)
    g_printerr (_("quandary-cli: %s: --gif: the problem has no variable to draw\n"), o->path);
  return animation;
}

/* --report, --report-bundle and --gif after the run: `run` says what it
 * found (the file, the model and the settings are filled in here),
 * `replay` the search's steps for --gif.  FALSE when a file could not be
 * written (said). */
static gboolean
finish_report (Options *o, const QdCspModel *model, QdConstraintsRun *run, const QdConstraintsReplay *replay)
{
  QdCliReport *report = &o->outputs.report;
  QdReport *built = NULL;
  QdAnimation *animation = NULL;

  if (qd_cli_report_wants_gif (report) && (animation = build_animation (o, replay)) == NULL)
    {
      qd_cli_report_finish (report, NULL, NULL);
      return FALSE;
    }
  if (qd_cli_report_wanted (report))
    {
      run->path = o->path;
      run->model = model;
      run->algorithm = qd_constraints_algorithm_to_string (o->algorithm);
      run->var_order = o->var_order;
      run->val_order = o->val_order;
      run->all = o->all;
      run->seed = (guint64) o->seed;
      run->max_steps = (guint64) o->max_steps;
      run->walk = o->walk;
      run->tabu = (guint) o->tabu;
      run->backjump = o->backjump;
      run->weighted = o->weighted;
      run->time_limit = o->time_limit;
      run->order = o->order_text;
      run->method = o->method_name;
      built = qd_constraints_run_report_new (run, report->palette);
    }
  return qd_cli_report_finish (report, built, animation);
}

/* ------------------------------------------------------------------ AC-3 */

static void
print_ac3_step (const QdCspAc3Step *step, gpointer user_data)
{
  const QdCspModel *model = user_data;
  const char *name = qd_csp_model_var (model, step->var)->name;
  const char *constraint = qd_csp_constraint_description (model->csp, step->constraint);

  switch (step->kind)
    {
    case QD_CSP_AC3_REVISE:
      if (step->n_removed == 0)
        printf ("revise %s by %s: consistent\n", name, constraint);
      else
        {
          g_autofree char *removed = qd_csp_model_values_text (model, step->var, step->removed, step->n_removed);

          printf ("revise %s by %s: removed {%s}\n", name, constraint, removed);
        }
      break;
    case QD_CSP_AC3_REQUEUE:
      printf ("  queue %s by %s\n", name, constraint);
      break;
    case QD_CSP_AC3_WIPEOUT:
      printf ("wipe-out %s\n", name);
      break;
    case QD_CSP_AC3_CUT_OFF:
      {
        g_autofree char *value = qd_csp_model_value_text (model, step->var, step->value);

        printf ("  support search of %s=%s by %s cut off: value kept\n", name, value, constraint);
      }
      break;
    }
}

static int
run_ac3 (Options *o, QdCspModel *model)
{
  gboolean **domains = NULL;
  guint64 revisions = 0;
  QdConstraintsRun run = { .kind = QD_CONSTRAINTS_RUN_AC3 };
  gboolean ok;
  gint64 start = g_get_monotonic_time ();
  gboolean consistent = qd_csp_ac3_run (model->csp, &domains, o->steps ? print_ac3_step : NULL, model, &revisions);

  for (guint v = 0; v < qd_csp_model_n_vars (model); v++)
    {
      g_autofree char *text = qd_csp_model_domain_text (model, v, domains[v]);
      gboolean any = FALSE;

      for (guint x = 0; x < qd_csp_domain_size (model->csp, v) && !any; x++)
        any = domains[v][x];
      if (!any)
        consistent = FALSE;
      printf ("%s: %s\n", qd_csp_model_var (model, v)->name, text);
    }
  if (!consistent || model->had_false)
    printf ("no solution\n");
  run.time_us = g_get_monotonic_time () - start;
  if (o->stats)
    printf ("revisions %" G_GUINT64_FORMAT "\ntime-ms %.3f\n", revisions, run.time_us / 1000.0);
  ok = write_pictures (o, model, domains, NULL);
  run.status = consistent && !model->had_false ? QD_CSP_SOLVED : QD_CSP_NO_SOLUTION;
  run.domains = (const gboolean *const *) domains;
  run.revisions = revisions;
  ok &= finish_report (o, model, &run, NULL);
  qd_csp_ac3_domains_free (model->csp, domains);
  return ok ? QD_EXIT_OK : QD_EXIT_INPUT;
}

/* --------------------------------------------------------------- --fcmac */

static gint
find_var (gconstpointer data, const char *name)
{
  return qd_csp_model_find_var (data, name);
}

/* --order as variable indices, or FALSE after a usage error. */
static gboolean
parse_order (const QdCspModel *model, const char *text, guint **order)
{
  QdCspTablesOrderFault fault;
  g_autofree char *detail = NULL;
  g_autofree char *message = NULL;
  guint n_missing = 0;

  if (qd_csp_tables_read_order (text, qd_csp_model_n_vars (model), (const char *const *) model->names->pdata,
                                find_var, model, order, &fault, &detail, &n_missing))
    return TRUE;
  if (fault == QD_CSP_TABLES_ORDER_EMPTY)
    message = g_strdup (_("the order has an empty name (names are separated by commas)"));
  else if (fault == QD_CSP_TABLES_ORDER_UNKNOWN)
    message = g_strdup_printf (_("the order names “%s”, which is not a variable of the problem"), detail);
  else if (fault == QD_CSP_TABLES_ORDER_TWICE)
    message = g_strdup_printf (_("the order names “%s” twice"), detail);
  else
    message = g_strdup_printf (ngettext ("the order misses %u variable of the problem: %s",
                                         "the order misses %u variables of the problem: %s", n_missing),
                               n_missing, detail);
  qd_cli_usage_error ("--order: %s", message);
  return FALSE;
}

/* The tables of the methods asked for, FC first, an empty line between. */
static int
run_fcmac (Options *o, QdCspModel *model)
{
  static const QdCspTablesMethod methods[2] = { QD_CSP_TABLES_FC, QD_CSP_TABLES_MAC };
  g_autoptr(GError) error = NULL;
  g_autofree guint *order = NULL;
  guint n_tables = 0;

  if (!qd_csp_tables_check (model->csp, &error))
    {
      qd_cli_prefix_error (&error, o->path);
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  if (model->had_false)
    {
      /* The engine's model does not hold that constraint: its tables would
       * end on a wrong solution. */
      g_printerr (_("quandary-cli: %s: a constraint holds for no value, so there is no solution and no table\n"),
                  o->path);
      return QD_EXIT_INPUT;
    }
  if (o->order_text != NULL && !parse_order (model, o->order_text, &order))
    return QD_EXIT_USAGE;
  for (guint m = 0; m < G_N_ELEMENTS (methods); m++)
    if (o->want[m])
      {
        g_autoptr(QdCspTable) table = qd_csp_tables_run (model->csp, FALSE, order, NULL, methods[m]);
        g_autofree char *text = qd_csp_tables_to_text (table);

        if (n_tables++ > 0)
          fputs ("\n", stdout);
        fputs (text, stdout);
      }
  return QD_EXIT_OK;
}

/* ---------------------------------------------------------------- search */

static void
print_line (const char *line, gpointer data)
{
  printf ("%s\n", line);
}

static void
solve_options (const Options *o, QdCspSolveOptions *solve)
{
  qd_csp_solve_options_init (solve);
  solve->var_order = o->var_order;
  solve->val_order = o->val_order;
  solve->inference = qd_constraints_algorithm_inference (o->algorithm);
  solve->all = o->all;
  solve->steps = o->steps;
  solve->backjump = o->backjump;
  solve->weighted = o->weighted;
  solve->last_conflict = o->last_conflict;
  solve->seed = (guint64) o->seed;
  solve->free_variables = o->free_variables;
  if (o->algorithm == QD_CONSTRAINTS_ALGO_SPLIT)
    {
      /* Domain splitting finds the solutions in the order of MAC with the
       * file's orders (first variable first, lower half first), every
       * variable enumerated: its answers are checked against that search. */
      solve->var_order = QD_CSP_VAR_STATIC;
      solve->val_order = QD_CSP_VAL_STATIC;
      solve->free_variables = QD_CSP_FREE_ENUMERATE;
    }
}

static int
run_search (Options *o, QdCspModel *model)
{
  /* The tree for --tree, and for the report's figure. */
  g_autoptr(QdSearchTree) tree = o->outputs.tree.path != NULL ? qd_cli_tree_new (&o->outputs.tree, QD_SEARCH_TREE_CSP)
                                 : qd_cli_report_wanted (&o->outputs.report)
                                 ? qd_search_tree_new (QD_SEARCH_TREE_CSP, QD_CONSTRAINTS_REPORT_TREE_NODES)
                                 : NULL;
  g_autoptr(QdCspSolveResult) result = NULL;
  g_autofree char *trace = NULL;
  g_autofree char *caption = NULL;
  QdConstraintsReplay *replay = NULL;
  QdConstraintsRecorder recorder;
  QdCspSolveOptions solve;
  QdConstraintsRun run = { .kind = QD_CONSTRAINTS_RUN_SEARCH };
  const QdCspStats *stats;
  gboolean written;

  solve_options (o, &solve);
  solve.trace = o->trace_path != NULL;
  solve.tree = tree;
  solve.write = print_line;
  solve.arrays = !o->all && !o->steps;
  if (qd_cli_report_wants_gif (&o->outputs.report))
    {
      /* One step more than an animation holds tells a replay too long. */
      replay = qd_constraints_replay_new (solve.inference, QD_ANIMATION_MAX_STEPS + 1);
      qd_constraints_recorder_init (&recorder, replay, model->csp);
      solve.listener = &qd_constraints_recorder_listener;
      solve.listener_data = &recorder;
    }
  solve.stop = qd_cli_catch_interrupt_until (o->time_limit);
  result = qd_csp_solve (model, &solve);
  qd_cli_release_interrupt_until ();
  if (replay != NULL)
    qd_constraints_recorder_clear (&recorder);
  stats = &result->stats;
  if (result->status == QD_CSP_STOPPED && result->optimized && result->best != NULL)
    g_printerr (_("quandary-cli: %s: the search was stopped before it proved the best solution found optimal\n"),
                o->path);
  else if (result->status == QD_CSP_STOPPED && result->optimized)
    g_printerr (_("quandary-cli: %s: the search was stopped before it found a solution\n"), o->path);
  else if (result->status == QD_CSP_STOPPED)
    qd_csp_cli_print_count (o->path, result->status, result->n_solutions);
  if (o->stats)
    printf ("nodes %" G_GUINT64_FORMAT "\nassignments %" G_GUINT64_FORMAT "\nbacktracks %" G_GUINT64_FORMAT
            "\nchecks %" G_GUINT64_FORMAT "\nprunings %" G_GUINT64_FORMAT "\ntime-ms %.3f\n",
            stats->nodes, stats->assignments, stats->backtracks, stats->checks, stats->prunings,
            stats->time_us / 1000.0);
  if (o->trace_path != NULL)
    trace = qd_csp_solve_result_trace (result);
  written = trace == NULL || qd_cli_write_text (o->trace_path, trace);
  written = qd_cli_tree_write (&o->outputs.tree, tree) && written;
  if (result->optimized && result->best != NULL)
    caption = g_strdup_printf (result->status == QD_CSP_SOLVED ? _("Objective: %'" PRId64 " (optimal)")
                                                               : _("Objective: %'" PRId64 " (best found)"),
                               (int64_t) result->objective);
  written = write_pictures_captioned (o, model, NULL, result->optimized ? result->best : result->first, caption) &&
            written;
  run.status = result->status;
  run.n_solutions = result->n_solutions;
  run.solution = result->optimized ? result->best : result->first;
  run.stats = stats;
  run.tree = tree;
  run.trace = trace;
  written &= finish_report (o, model, &run, replay);
  g_clear_pointer (&replay, qd_constraints_replay_free);
  if (!written)
    return QD_EXIT_INPUT;
  if (result->status == QD_CSP_STOPPED)
    return qd_cli_time_ran_out () ? QD_EXIT_LIMIT : QD_EXIT_STOPPED;
  return QD_EXIT_OK;
}

/* ---------------------------------------------------------- min-conflicts */

/* A constraint that holds for no value, or a domain emptied by unary
 * constraints: nothing to search, "no solution" and the report. */
static int
finish_unsearchable (Options *o, const QdCspModel *model, QdConstraintsRun *run)
{
  printf ("no solution\n");
  run->status = QD_CSP_NO_SOLUTION;
  return finish_report (o, model, run, NULL) ? QD_EXIT_OK : QD_EXIT_INPUT;
}

static void
on_repair (gpointer user_data, guint var, guint value)
{
  const QdCspModel *model = user_data;
  g_autofree char *v = qd_csp_model_value_text (model, var, value);

  printf ("set %s=%s\n", qd_csp_model_var (model, var)->name, v);
}

static int
run_min_conflicts (Options *o, QdCspModel *model)
{
  g_autoptr(QdMinConflicts) mc = NULL;
  QdMinConflictsOptions options;
  QdMinConflictsStats stats = { 0 };
  QdMinConflictsStatus status;
  QdConstraintsRun run = { .kind = QD_CONSTRAINTS_RUN_MIN_CONFLICTS, .local = &stats };
  gboolean written;

  if (!qd_csp_solve_searchable (model))
    return finish_unsearchable (o, model, &run);
  qd_min_conflicts_options_init (&options);
  options.seed = (guint64) o->seed;
  options.max_steps = (guint64) o->max_steps;
  options.walk_probability = o->walk;
  options.tabu_tenure = (guint) o->tabu;
  options.stop = qd_cli_catch_interrupt_until (o->time_limit);
  if (o->steps)
    {
      options.on_assign = on_repair;
      options.user_data = model;
    }
  mc = qd_min_conflicts_new (model->csp, &options);
  status = qd_min_conflicts_run (mc, &stats);
  qd_cli_release_interrupt_until ();
  if (status == QD_MIN_CONFLICTS_SOLVED)
    {
      qd_csp_cli_print_solution (model, qd_min_conflicts_values (mc), !o->steps);
      printf ("1 solution\n");
    }
  else
    g_printerr (_("quandary-cli: %s: min-conflicts found no solution in %llu steps (%u constraints still violated); "
                  "it cannot prove that none exists\n"), o->path, (unsigned long long) stats.steps, stats.violated);
  if (o->stats)
    printf ("steps %" G_GUINT64_FORMAT "\nchanges %" G_GUINT64_FORMAT "\nviolated %u\nchecks %" G_GUINT64_FORMAT
            "\ntime-ms %.3f\n", stats.steps, stats.changes, stats.violated, stats.checks, stats.time_us / 1000.0);
  written = status != QD_MIN_CONFLICTS_SOLVED || write_pictures (o, model, NULL, qd_min_conflicts_values (mc));
  run.status = status == QD_MIN_CONFLICTS_SOLVED ? QD_CSP_SOLVED
               : status == QD_MIN_CONFLICTS_STOPPED ? QD_CSP_STOPPED : QD_CSP_NO_SOLUTION;
  run.n_solutions = status == QD_MIN_CONFLICTS_SOLVED;
  run.solution = status == QD_MIN_CONFLICTS_SOLVED ? qd_min_conflicts_values (mc) : NULL;
  written = finish_report (o, model, &run, NULL) && written;
  if (!written)
    return QD_EXIT_INPUT;
  if (status == QD_MIN_CONFLICTS_SOLVED)
    return QD_EXIT_OK;
  return status == QD_MIN_CONFLICTS_STOPPED && !qd_cli_time_ran_out () ? QD_EXIT_STOPPED : QD_EXIT_LIMIT;
}

/* ----------------------------------------------------------------- split */

typedef struct {
  const QdCspModel *model;
  gboolean steps;
  gboolean arrays;              /* a solution printed as its arrays */
  gint *first;                  /* the first solution (value indexes), for pictures */
} Split;

/* "x in {1, 2}": the half of node->var its parent kept. */
static char *
half_text (const QdCspModel *model, guint var, const gboolean *half)
{
  g_autofree char *set = qd_csp_model_domain_text (model, var, half);

  return g_strdup_printf ("%s in %s", qd_csp_model_var (model, var)->name, set);
}

/* --steps: a line per node, indented by its depth, "WHAT: removed N; OUTCOME"
 * (WHAT "arc consistency" at the root, else the half; OUTCOME "solution",
 * "wipe-out" or "split VAR"), then each solution as its line. */
static gboolean
on_split_node (gpointer user_data, const QdCspSplitNode *node, const gboolean *half, const gint *values)
{
  Split *sp = user_data;

  if (values != NULL && sp->first == NULL)
    sp->first = g_memdup2 (values, sizeof (gint) * qd_csp_model_n_vars (sp->model));
  if (sp->steps)
    {
      g_autofree char *what = half != NULL ? half_text (sp->model, node->var, half) : g_strdup ("arc consistency");
      g_autofree char *indent = qd_csp_steps_indent (node->depth);

      printf ("%s%s: removed %u; ", indent, what, node->n_removed);
      if (node->status == QD_CSP_SPLIT_SPLIT)
        printf ("split %s\n", qd_csp_model_var (sp->model, node->split_var)->name);
      else
        printf ("%s\n", node->status == QD_CSP_SPLIT_SOLUTION ? "solution" : "wipe-out");
    }
  if (values != NULL)
    qd_csp_cli_print_solution (sp->model, values, sp->arrays);
  return TRUE;
}

static int
run_split (Options *o, QdCspModel *model)
{
  Split sp = { model, o->steps, !o->all && !o->steps, NULL };
  QdCspSplitOptions options = { on_split_node, &sp, o->all, NULL };
  QdCspSplitStats stats = { 0 };
  QdCspStatus status;
  QdConstraintsRun run = { .kind = QD_CONSTRAINTS_RUN_SPLIT, .split = &stats };
  gboolean pictures;

  if (!qd_csp_solve_searchable (model))
    return finish_unsearchable (o, model, &run);
  if (qd_csp_split_memory (model->csp) > QD_CSP_SPLIT_MEMORY_MAX)
    {
      g_printerr (_("quandary-cli: %s: split keeps a copy of the domains at each level of its tree: this problem "
                    "may need %'" PRIu64 " MB, at most %'" PRIu64 " MB are allowed (mac solves it without)\n"),
                  o->path, qd_csp_split_memory (model->csp) >> 20, QD_CSP_SPLIT_MEMORY_MAX >> 20);
      return QD_EXIT_INPUT;
    }
  options.stop = qd_cli_catch_interrupt_until (o->time_limit);
  status = qd_csp_split_solve (model->csp, &options, &stats);
  qd_cli_release_interrupt_until ();
  qd_csp_cli_print_count (o->path, status, stats.solutions);
  if (o->stats)
    printf ("nodes %" G_GUINT64_FORMAT "\nsplits %" G_GUINT64_FORMAT "\nrevisions %" G_GUINT64_FORMAT
            "\ntime-ms %.3f\n", stats.nodes, stats.splits, stats.revisions, stats.time_us / 1000.0);
  pictures = write_pictures (o, model, NULL, sp.first);
  run.status = status;
  run.n_solutions = stats.solutions;
  run.solution = sp.first;
  pictures = finish_report (o, model, &run, NULL) && pictures;
  g_free (sp.first);
  if (!pictures)
    return QD_EXIT_INPUT;
  if (status == QD_CSP_STOPPED)
    return qd_cli_time_ran_out () ? QD_EXIT_LIMIT : QD_EXIT_STOPPED;
  return QD_EXIT_OK;
}

/* ----------------------------------------------------------------- check */

/* --check: the search once, then every answer against its output or, with
 * --trace, its trace (written to the --trace FILE too).  min-conflicts
 * gives some solution: its answers are held against MAC's first solution,
 * which any valid solution matches (problems/csp/qd-csp-check.h). */
static int
run_check (Options *o, const QdCspModel *model)
{
  const char *inputs[] = { o->path, NULL };
  g_autoptr(QdCspCheck) check = NULL;
  QdCspSolveOptions solve;

  solve_options (o, &solve);
  solve.deadline_us = qd_cli_deadline_us (o->time_limit);
  check = qd_csp_check_new (model, &solve, o->trace_path != NULL);
  if (check == NULL)
    {
      g_printerr (_("quandary-cli: %s: the time limit ran out before the search ended: nothing to check against\n"),
                  o->path);
      return QD_EXIT_LIMIT;
    }
  if (o->trace_path != NULL && !qd_cli_write_text (o->trace_path, qd_csp_check_output (check)))
    return QD_EXIT_INPUT;
  return qd_cli_check_run (&o->outputs.check, inputs, QD_CLI_CHECK_FUNC (qd_csp_check_answer), check);
}

/* Every output can be written and replaces no input (nor, with --check,
 * an answer), before the work. */
static int
check_outputs (const Options *o)
{
  const QdCliFile input = { NULL, o->path };
  const QdCliFile outputs[] = { { "--trace", o->trace_path }, { "--tree", o->outputs.tree.path } };
  int status = qd_cli_outputs_check_files (&o->outputs, &input, 1, outputs, G_N_ELEMENTS (outputs), QD_EXIT_INPUT);

  return status != QD_EXIT_OK ? status : qd_cli_outputs_check_trace (&o->outputs, &outputs[0]);
}

static int
run (Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdCspModel) model = NULL;
  int status = check_outputs (o);

  if (status != QD_EXIT_OK)
    return status;
  model = qd_cli_load (o->path, parse_file, o, &error);
  if (model == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  if (qd_cli_check_wanted (&o->outputs.check))
    return run_check (o, model);
  if (qd_cli_report_wants_gif (&o->outputs.report) && qd_csp_model_n_vars (model) > QD_CONSTRAINTS_ANIMATION_MAX_VARIABLES)
    {
      g_printerr (_("quandary-cli: %s: --gif: the problem has %'u variables; a replay draws at most %'u (a search "
                    "takes a step per variable, an animation at most %'u steps)\n"), o->path,
                  qd_csp_model_n_vars (model), (guint) QD_CONSTRAINTS_ANIMATION_MAX_VARIABLES,
                  (guint) QD_ANIMATION_MAX_STEPS);
      return QD_EXIT_INPUT;
    }
  if (qd_cli_pictures_wanted (&o->outputs.pictures) &&
      qd_csp_model_n_vars (model) > QD_CONSTRAINTS_PICTURE_MAX_VARIABLES)
    {
      g_printerr (_("quandary-cli: %s: --png, --svg, --pdf: the problem has %'u variables; a picture draws at most "
                    "%'u\n"), o->path, qd_csp_model_n_vars (model), (guint) QD_CONSTRAINTS_PICTURE_MAX_VARIABLES);
      return QD_EXIT_INPUT;
    }
  qd_cli_report_begin (&o->outputs.report);
  if (o->fcmac)
    {
      QdConstraintsRun run = { .kind = QD_CONSTRAINTS_RUN_FCMAC };

      status = run_fcmac (o, model);
      if (status == QD_EXIT_OK && !write_pictures (o, model, NULL, NULL))
        status = QD_EXIT_INPUT;
      if (status == QD_EXIT_OK && !finish_report (o, model, &run, NULL))
        status = QD_EXIT_INPUT;
      return status;
    }
  if (o->ac3)
    return run_ac3 (o, model);
  if (o->algorithm == QD_CONSTRAINTS_ALGO_TREE)
    return qd_csp_cli_tree (&(QdCspCliTree) { o->path, o->cutset, o->all, o->steps, o->stats, o->time_limit },
                            model);
  if (o->algorithm == QD_CONSTRAINTS_ALGO_MIN_CONFLICTS)
    return run_min_conflicts (o, model);
  if (o->algorithm == QD_CONSTRAINTS_ALGO_SPLIT)
    return run_split (o, model);
  return run_search (o, model);
}

QD_CLI_DEFINE_MAIN (, qd_csp_cli)
