/* qd-csp-cli.c — `quandary-cli csp FILE`: any constraint problem written in
 * Quandary's own format or in XCSP3 (data/FORMATS.md), solved by
 * backtracking (bt), forward checking (fc), maintained arc consistency (mac)
 * or min-conflicts; `--ac3` shows arc consistency alone, arc by arc;
 * `--fcmac` prints the domain tables of forward checking and MAC (statement
 * 002, question 2) of a binary problem, as `quandary-cli fcmac` does for a
 * graph. */
#include "config.h"
#include "cli/qd-cli.h"
#include "qd-csp-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "core/qd-csp-tables.h"
#include "core/qd-local.h"
#include "problems/csp/qd-csp-ac3.h"
#include "problems/csp/qd-csp-model.h"

typedef enum { ALGO_BT, ALGO_FC, ALGO_MAC, ALGO_MIN_CONFLICTS } Algorithm;

typedef struct {
  char *algorithm_name;
  char *var_order_name;
  char *val_order_name;
  gboolean all;
  gboolean ac3;
  gboolean steps;
  gboolean stats;
  gboolean fcmac;
  char *order_text;
  char *method_name;
  gboolean want[2];          /* --fcmac: forward checking, MAC */
  gint64 seed;
  gint64 max_steps;
  double time_limit;
  Algorithm algorithm;
  QdCspVarOrder var_order;
  QdCspValOrder val_order;
  const char *path;
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionEntry entries[] = {
    { "algorithm", 'a', 0, G_OPTION_ARG_STRING, &o->algorithm_name,
      N_("bt (backtracking), fc (forward checking), mac (the default) or min-conflicts"), N_("NAME") },
    { "var-order", 0, 0, G_OPTION_ARG_STRING, &o->var_order_name,
      N_("static (the file's order), random, mrv (the default) or mrv-degree"), N_("NAME") },
    { "val-order", 0, 0, G_OPTION_ARG_STRING, &o->val_order_name,
      N_("static (the default: the domain's order), random or lcv"), N_("NAME") },
    { "all", 0, 0, G_OPTION_ARG_NONE, &o->all, N_("Print every solution, not only the first"), NULL },
    { "ac3", 0, 0, G_OPTION_ARG_NONE, &o->ac3,
      N_("Make the problem arc consistent (AC-3) and print the domains, without searching"), NULL },
    { "steps", 0, 0, G_OPTION_ARG_NONE, &o->steps,
      N_("Print every step: arcs revised and values removed by which constraint, assignments, backtracks"), NULL },
    { "stats", 0, 0, G_OPTION_ARG_NONE, &o->stats,
      N_("Print nodes, assignments, backtracks, checks, prunings and time after the solutions"), NULL },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o->seed, N_("Seed of the random orders and of min-conflicts"), N_("N") },
    { "max-steps", 0, 0, G_OPTION_ARG_INT64, &o->max_steps,
      N_("min-conflicts: give up after N repair steps (default 1000000)"), N_("N") },
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
    { NULL }
  };

  return qd_cli_context_new (_("FILE — solve any constraint problem"), entries, NULL,
    _("FILE: a .csp file (Quandary's own format) or an XCSP3 instance (.xml); data/FORMATS.md\n"
      "describes both.  Prints one solution (every one with --all) as a line of VAR=VALUE pairs in the\n"
      "file's order of variables, then “N solutions” (“1 solution”), or “no solution”.\n"
      "--ac3 prints each variable's domain after arc consistency, “VAR: {v1, v2}”.  With\n"
      "fc and mac and --var-order static, no more nodes are expanded than with bt.\n"
      "--fcmac prints, per method, the table of statement 002: a row per assignment of\n"
      "chronological backtracking with the static order and values, a column per variable's\n"
      "domain after inference, as `quandary-cli fcmac` prints them for a graph."));
}

/* --fcmac runs two searches of its own (static orders, fc and mac, to the
 * first solution): the options of the other searches would be ignored, so
 * they are refused, as are --order and --method without it. */
static gboolean
parse_fcmac_options (Options *o)
{
  const char *other = NULL;

  if (!o->fcmac)
    {
      if (o->order_text != NULL || o->method_name != NULL)
        QD_CLI_USAGE (_("%s goes with --fcmac"), o->order_text != NULL ? "--order" : "--method");
      return TRUE;
    }
  if (o->all)
    other = "--all";
  else if (o->ac3)
    other = "--ac3";
  else if (o->algorithm_name != NULL)
    other = "--algorithm";
  else if (o->var_order_name != NULL)
    other = "--var-order";
  else if (o->val_order_name != NULL)
    other = "--val-order";
  else if (o->steps)
    other = "--steps";
  else if (o->stats)
    other = "--stats";
  else if (o->seed != G_MININT64)
    other = "--seed";
  else if (o->max_steps != G_MININT64)
    other = "--max-steps";
  else if (o->time_limit != -G_MAXDOUBLE)
    other = "--time-limit";
  if (other != NULL)
    QD_CLI_USAGE (_("--fcmac prints the domain tables of a static order: it goes with no %s"), other);
  if (!qd_csp_tables_methods_from_string (o->method_name, o->want))
    QD_CLI_USAGE (_("unknown method “%s”: use fc, mac or both"), o->method_name);
  return TRUE;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);

  /* Sentinels: --fcmac refuses these options when they are given at all. */
  o->seed = G_MININT64;
  o->max_steps = G_MININT64;
  o->time_limit = -G_MAXDOUBLE;
  if (!qd_cli_parse_options (context, &argc, &argv))
    return FALSE;
  if (!parse_fcmac_options (o))
    return FALSE;
  if (o->seed == G_MININT64)
    o->seed = 0;
  if (o->max_steps == G_MININT64)
    o->max_steps = 1000000;
  if (o->time_limit == -G_MAXDOUBLE)
    o->time_limit = 0;
  if (argc != 2)
    QD_CLI_USAGE ("%s", argc < 2 ? _("a FILE is needed") : _("only one FILE is allowed"));
  o->path = argv[1];
  o->algorithm = ALGO_MAC;
  if (o->algorithm_name != NULL)
    {
      static const char *const names[] = { "bt", "fc", "mac", "min-conflicts" };
      guint i;

      for (i = 0; i < G_N_ELEMENTS (names) && strcmp (names[i], o->algorithm_name) != 0; i++)
        ;
      if (i == G_N_ELEMENTS (names))
        QD_CLI_USAGE (_("unknown algorithm “%s”: use bt, fc, mac or min-conflicts"), o->algorithm_name);
      o->algorithm = (Algorithm) i;
    }
  o->var_order = QD_CSP_VAR_MRV;
  o->val_order = QD_CSP_VAL_STATIC;
  if (o->var_order_name != NULL && !qd_csp_var_order_from_string (o->var_order_name, &o->var_order))
    QD_CLI_USAGE (_("unknown variable order “%s”: use static, random, mrv or mrv-degree"), o->var_order_name);
  if (o->val_order_name != NULL && !qd_csp_val_order_from_string (o->val_order_name, &o->val_order))
    QD_CLI_USAGE (_("unknown value order “%s”: use static, random or lcv"), o->val_order_name);
  if (o->seed < 0)
    QD_CLI_USAGE (_("the seed must not be negative"));
  if (o->max_steps < 1)
    QD_CLI_USAGE (_("--max-steps must be at least 1"));
  if (!qd_cli_check_time_limit (o->time_limit))
    return FALSE;
  if (o->algorithm == ALGO_MIN_CONFLICTS && o->all)
    QD_CLI_USAGE (_("min-conflicts finds one solution: it goes with no --all"));
  if (o->ac3 && (o->all || o->algorithm_name != NULL || o->var_order_name != NULL || o->val_order_name != NULL))
    QD_CLI_USAGE (_("--ac3 does not search: it goes with no --all, --algorithm, --var-order or --val-order"));
  return TRUE;
}

static void
clear_options (Options *o)
{
  g_free (o->algorithm_name);
  g_free (o->var_order_name);
  g_free (o->val_order_name);
  g_free (o->order_text);
  g_free (o->method_name);
}

static gpointer
parse_file (const char *contents, gsize length, gpointer user_data, GError **error)
{
  const char *path = user_data;

  if (g_str_has_suffix (path, ".xml") || g_str_has_suffix (path, ".XML"))
    return qd_csp_model_parse_xcsp (contents, (gssize) length, error);
  return qd_csp_model_parse (contents, (gssize) length, error);
}

static char *
values_text (const QdCspModel *model, guint var, const guint *values, guint n)
{
  GString *out = g_string_new ("{");

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *v = qd_csp_model_value_text (model, var, values[i]);

      g_string_append_printf (out, "%s%s", i > 0 ? ", " : "", v);
    }
  g_string_append_c (out, '}');
  return g_string_free (out, FALSE);
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
          g_autofree char *removed = values_text (model, step->var, step->removed, step->n_removed);

          printf ("revise %s by %s: removed %s\n", name, constraint, removed);
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
  gint64 start = g_get_monotonic_time ();
  gboolean consistent = qd_csp_ac3_run (model->csp, &domains, o->steps ? print_ac3_step : NULL, model, &revisions);

  for (guint v = 0; v < qd_csp_model_n_vars (model); v++)
    {
      guint size = qd_csp_domain_size (model->csp, v), n = 0;
      g_autofree guint *values = g_new (guint, size + 1);
      g_autofree char *text = NULL;

      for (guint x = 0; x < size; x++)
        if (domains[v][x])
          values[n++] = x;
      if (n == 0)
        consistent = FALSE;
      text = values_text (model, v, values, n);
      printf ("%s: %s\n", qd_csp_model_var (model, v)->name, text);
    }
  if (!consistent || model->had_false)
    printf ("no solution\n");
  if (o->stats)
    printf ("revisions %" G_GUINT64_FORMAT "\ntime-ms %.3f\n", revisions,
            (g_get_monotonic_time () - start) / 1000.0);
  qd_csp_ac3_domains_free (model->csp, domains);
  return QD_EXIT_OK;
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

typedef struct {
  const QdCspModel *model;
  gboolean steps;
  guint64 solutions;
  guint *var_constraints;     /* the constraints of each variable, for "because of" */
  guint *var_offset;
  gint *scratch;
} Run;

static void
on_assign (gpointer user_data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  Run *r = user_data;
  g_autofree char *v = qd_csp_model_value_text (r->model, var, value);

  if (r->steps)
    printf ("%*sassign %s=%s\n", 2 * (int) (depth - 1), "", qd_csp_model_var (r->model, var)->name, v);
}

static void
on_reject (gpointer user_data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  Run *r = user_data;
  g_autofree char *v = qd_csp_model_value_text (r->model, var, value);

  if (r->steps)
    printf ("%*sreject %s=%s\n", 2 * (int) (depth - 1), "", qd_csp_model_var (r->model, var)->name, v);
}

/* The first constraint on `var` that the assignment so far breaks with var = value. */
static const char *
pruned_by (Run *r, QdCspSolver *solver, guint var, guint value)
{
  const QdCsp *csp = r->model->csp;
  const char *found = NULL;

  memcpy (r->scratch, qd_csp_solver_values (solver), sizeof (gint) * qd_csp_n_variables (csp));
  r->scratch[var] = (gint) value;
  for (guint k = r->var_offset[var]; k < r->var_offset[var + 1] && found == NULL; k++)
    if (!qd_csp_constraint_check (csp, r->var_constraints[k], r->scratch))
      found = qd_csp_constraint_description (csp, r->var_constraints[k]);
  r->scratch[var] = QD_CSP_UNASSIGNED;
  return found;
}

static void
on_prune (gpointer user_data, QdCspSolver *solver, guint var, guint value)
{
  Run *r = user_data;
  g_autofree char *v = NULL;
  const char *because;

  if (!r->steps)
    return;
  v = qd_csp_model_value_text (r->model, var, value);
  because = pruned_by (r, solver, var, value);
  printf ("%*sremove %s=%s (%s)\n", 2 * (int) qd_csp_solver_depth (solver), "",
          qd_csp_model_var (r->model, var)->name, v, because != NULL ? because : "arc consistency");
}

static void
on_wipeout (gpointer user_data, QdCspSolver *solver, guint var)
{
  Run *r = user_data;

  if (r->steps)
    printf ("%*swipe-out %s\n", 2 * (int) qd_csp_solver_depth (solver), "", qd_csp_model_var (r->model, var)->name);
}

static void
on_backtrack (gpointer user_data, QdCspSolver *solver, guint var, guint depth)
{
  Run *r = user_data;

  if (r->steps)
    printf ("%*sbacktrack %s\n", 2 * (int) (depth - 1), "", qd_csp_model_var (r->model, var)->name);
}

static gboolean
on_solution (gpointer user_data, QdCspSolver *solver, const gint *values)
{
  Run *r = user_data;
  g_autofree char *line = qd_csp_model_solution_line (r->model, values);

  r->solutions++;
  printf ("%s\n", line);
  return TRUE;
}

static const QdCspListener listener = {
  .assign = on_assign,
  .prune = on_prune,
  .wipeout = on_wipeout,
  .backtrack = on_backtrack,
  .solution = on_solution,
  .reject = on_reject,
};

static void
print_count (guint64 n)
{
  if (n == 0)
    printf ("no solution\n");
  else if (n == 1)
    printf ("1 solution\n");
  else
    printf ("%" G_GUINT64_FORMAT " solutions\n", n);
}

static gboolean
has_empty_domain (const QdCspModel *model)
{
  for (guint v = 0; v < qd_csp_model_n_vars (model); v++)
    {
      gboolean any = FALSE;

      for (guint x = 0; x < qd_csp_domain_size (model->csp, v) && !any; x++)
        any = qd_csp_initial_has (model->csp, v, x);
      if (!any)
        return TRUE;
    }
  return FALSE;
}

static int
run_search (Options *o, QdCspModel *model)
{
  const QdCsp *csp = model->csp;
  guint n = qd_csp_n_variables (csp), m = qd_csp_n_constraints (csp);
  Run r = { model, o->steps, 0, NULL, g_new0 (guint, n + 2), g_new (gint, n + 1) };
  g_autoptr(QdCspSolver) solver = NULL;
  QdCspOptions options;
  QdCspStats stats = { 0 };
  QdCspStatus status;

  if (o->steps)
    {
      /* Each variable's constraints, to name the one that removed a value. */
      g_autofree guint *fill = g_new0 (guint, n + 1);

      for (guint c = 0; c < m; c++)
        for (guint i = 0; i < qd_csp_constraint_arity (csp, c); i++)
          r.var_offset[qd_csp_constraint_scope (csp, c)[i] + 1]++;
      for (guint v = 0; v < n; v++)
        r.var_offset[v + 1] += r.var_offset[v];
      r.var_constraints = g_new (guint, r.var_offset[n] + 1);
      for (guint c = 0; c < m; c++)
        for (guint i = 0; i < qd_csp_constraint_arity (csp, c); i++)
          {
            guint v = qd_csp_constraint_scope (csp, c)[i];

            r.var_constraints[r.var_offset[v] + fill[v]++] = c;
          }
    }
  qd_csp_options_init (&options);
  options.var_order = o->var_order;
  options.val_order = o->val_order;
  options.inference = o->algorithm == ALGO_BT ? QD_CSP_INFER_NONE : o->algorithm == ALGO_FC ? QD_CSP_INFER_FC
                                                                                            : QD_CSP_INFER_MAC;
  options.all_solutions = o->all;
  options.seed = (guint64) o->seed;
  options.listener = &listener;
  options.listener_data = &r;
  options.stop = qd_cli_catch_interrupt_until (o->time_limit);
  solver = qd_csp_solver_new (csp, &options);
  status = qd_csp_solver_run (solver, &stats);
  qd_cli_release_interrupt_until ();
  g_free (r.var_constraints);
  g_free (r.var_offset);
  g_free (r.scratch);

  if (status == QD_CSP_STOPPED)
    {
      g_printerr (_("quandary-cli: %s: the search was stopped after %llu solutions: the count is not printed\n"),
                  o->path, (unsigned long long) r.solutions);
    }
  else
    print_count (r.solutions);
  if (o->stats)
    printf ("nodes %" G_GUINT64_FORMAT "\nassignments %" G_GUINT64_FORMAT "\nbacktracks %" G_GUINT64_FORMAT
            "\nchecks %" G_GUINT64_FORMAT "\nprunings %" G_GUINT64_FORMAT "\ntime-ms %.3f\n",
            stats.nodes, stats.assignments, stats.backtracks, stats.checks, stats.prunings, stats.time_us / 1000.0);
  if (status == QD_CSP_STOPPED)
    return qd_cli_time_ran_out () ? QD_EXIT_LIMIT : QD_EXIT_STOPPED;
  return QD_EXIT_OK;
}

/* ---------------------------------------------------------- min-conflicts */

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

  qd_min_conflicts_options_init (&options);
  options.seed = (guint64) o->seed;
  options.max_steps = (guint64) o->max_steps;
  options.stop = qd_cli_catch_interrupt_until (o->time_limit);
  if (o->steps)
    {
      options.on_assign = on_repair;
      options.user_data = model;
    }
  mc = qd_min_conflicts_new (model->csp, &options);
  status = qd_min_conflicts_run (mc, &stats);
  qd_cli_release_interrupt_until ();
  if (status == QD_MIN_CONFLICTS_SOLVED && !model->had_false)
    {
      g_autofree char *line = qd_csp_model_solution_line (model, qd_min_conflicts_values (mc));

      printf ("%s\n", line);
      print_count (1);
    }
  else
    g_printerr (_("quandary-cli: %s: min-conflicts found no solution in %llu steps (%u constraints still violated); "
                  "it cannot prove that none exists\n"), o->path, (unsigned long long) stats.steps, stats.violated);
  if (o->stats)
    printf ("steps %" G_GUINT64_FORMAT "\nchanges %" G_GUINT64_FORMAT "\nviolated %u\nchecks %" G_GUINT64_FORMAT
            "\ntime-ms %.3f\n", stats.steps, stats.changes, stats.violated, stats.checks, stats.time_us / 1000.0);
  if (status == QD_MIN_CONFLICTS_SOLVED)
    return QD_EXIT_OK;
  return status == QD_MIN_CONFLICTS_STOPPED && !qd_cli_time_ran_out () ? QD_EXIT_STOPPED : QD_EXIT_LIMIT;
}

static int
run (Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdCspModel) model = qd_cli_load (o->path, parse_file, (gpointer) o->path, &error);

  if (model == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  if (o->fcmac)
    return run_fcmac (o, model);
  if (o->ac3)
    return run_ac3 (o, model);
  /* A constraint that holds for no value, or a domain emptied by unary
   * constraints: nothing to search. */
  if (model->had_false || has_empty_domain (model))
    {
      print_count (0);
      return QD_EXIT_OK;
    }
  if (o->algorithm == ALGO_MIN_CONFLICTS)
    return run_min_conflicts (o, model);
  return run_search (o, model);
}

QD_CLI_DEFINE_MAIN (, qd_csp_cli)
