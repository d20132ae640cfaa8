/* qd-constraints-cli-csp-tree.c — `quandary-cli csp FILE --algorithm tree
 * [--cutset]`: the tree-structured CSP solver (AIMA figure 6.11) on a
 * problem whose constraint graph is a forest, or cutset conditioning
 * (section 6.5.1) on any problem of binary constraints (core/qd-csp-tree.h).
 * The options were checked by qd-constraints-cli-csp.c; the lines are those
 * of data/FORMATS.md, "`quandary-cli csp FILE` output". */
#include "config.h"
#include "cli/qd-cli.h"
#include "qd-constraints-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "core/qd-csp-tree.h"
#include "problems/csp/qd-csp-model.h"
#include "problems/csp/qd-csp-solve.h"

/* What the listener prints. */
typedef struct {
  const QdCspModel *model;
  gboolean steps;
  gboolean arrays;              /* a solution printed as its arrays */
} Printer;

static const char *
var_name (const Printer *p, guint var)
{
  return qd_csp_model_var (p->model, var)->name;
}

/* "order WA, NT (WA), Q (NT), …": each variable, its parent in brackets. */
static void
on_order (gpointer user_data, const guint *order, const gint *parent, guint n)
{
  const Printer *p = user_data;
  g_autoptr(GString) line = g_string_new ("order");

  if (!p->steps)
    return;
  for (guint i = 0; i < n; i++)
    {
      g_string_append_printf (line, "%s %s", i > 0 ? "," : "", var_name (p, order[i]));
      if (parent[i] >= 0)
        g_string_append_printf (line, " (%s)", var_name (p, (guint) parent[i]));
    }
  printf ("%s\n", line->str);
}

/* "cutset assignment SA=red". */
static void
on_cutset (gpointer user_data, const guint *cutset, guint n_cutset, const gint *values)
{
  const Printer *p = user_data;
  g_autoptr(GString) line = g_string_new ("cutset assignment");

  if (!p->steps)
    return;
  for (guint k = 0; k < n_cutset; k++)
    {
      g_autofree char *value = qd_csp_model_value_text (p->model, cutset[k], (guint) values[cutset[k]]);

      g_string_append_printf (line, " %s=%s", var_name (p, cutset[k]), value);
    }
  printf ("%s\n", line->str);
}

/* "revise NSW by V: removed {red}", or ": consistent". */
static void
on_revise (gpointer user_data, guint parent, guint child, const guint *removed, guint n_removed)
{
  const Printer *p = user_data;
  g_autofree char *values = NULL;

  if (!p->steps)
    return;
  if (n_removed == 0)
    {
      printf ("revise %s by %s: consistent\n", var_name (p, parent), var_name (p, child));
      return;
    }
  values = qd_csp_model_values_text (p->model, parent, removed, n_removed);
  printf ("revise %s by %s: removed {%s}\n", var_name (p, parent), var_name (p, child), values);
}

static void
on_wipeout (gpointer user_data, guint var)
{
  const Printer *p = user_data;

  if (p->steps)
    printf ("wipe-out %s\n", var_name (p, var));
}

/* "  assign NT=green", indented by the depth as the other searches are. */
static void
on_assign (gpointer user_data, guint var, guint value, guint depth)
{
  const Printer *p = user_data;
  g_autofree char *text = NULL;
  g_autofree char *indent = NULL;

  if (!p->steps)
    return;
  text = qd_csp_model_value_text (p->model, var, value);
  indent = qd_csp_steps_indent (depth - 1);
  printf ("%sassign %s=%s\n", indent, var_name (p, var), text);
}

static gboolean
on_solution (gpointer user_data, const gint *values)
{
  const Printer *p = user_data;
  qd_csp_cli_print_solution (p->model, values, p->arrays);
  return TRUE;
}

static const QdCspTreeListener printer_listener = {
  .order = on_order,
  .cutset = on_cutset,
  .revise = on_revise,
  .wipeout = on_wipeout,
  .assign = on_assign,
  .solution = on_solution,
};

/* "cutset SA (smallest)": the cutset's names in the file's order. */
static void
print_cutset (const QdCspModel *model, const guint *cutset, guint n_cutset, QdCspCutsetKind kind)
{
  g_autoptr(GString) line = g_string_new ("cutset ");

  for (guint k = 0; k < n_cutset; k++)
    g_string_append_printf (line, "%s%s", k > 0 ? ", " : "", qd_csp_model_var (model, cutset[k])->name);
  if (n_cutset == 0)
    g_string_append (line, "none");
  printf ("%s (%s)\n", line->str, kind == QD_CSP_CUTSET_SMALLEST ? "smallest" : "greedy");
}

static void
print_stats (const QdCspCliTree *o, const QdCspTreeStats *stats)
{
  printf ("revisions %" G_GUINT64_FORMAT "\nchecks %" G_GUINT64_FORMAT "\nprunings %" G_GUINT64_FORMAT
          "\nassignments %" G_GUINT64_FORMAT "\nbacktracks %" G_GUINT64_FORMAT "\n",
          stats->revisions, stats->checks, stats->prunings, stats->assignments, stats->backtracks);
  if (o->cutset)
    printf ("cutset-assignments %" G_GUINT64_FORMAT "\n", stats->cutset_assignments);
  printf ("time-ms %.3f\n", stats->time_us / 1000.0);
}

/* A refusal of the file: "quandary-cli: FILE: …", exit status 1. */
static int
refuse (const QdCspCliTree *o, GError **error)
{
  qd_cli_prefix_error (error, o->path);
  qd_cli_print_error (*error);
  return QD_EXIT_INPUT;
}

int
qd_csp_cli_tree (const QdCspCliTree *o, const QdCspModel *model)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdCspTree) tree = qd_csp_tree_new (model->csp, &error);
  g_autoptr(QdCspTreeSolver) solver = NULL;
  g_autofree guint *cutset = NULL;
  Printer printer = { model, o->steps, !o->all && !o->steps };
  QdCspTreeOptions options;
  QdCspTreeStats stats;
  QdCspStatus status;

  if (tree == NULL)
    return refuse (o, &error);
  qd_csp_tree_options_init (&options);
  if (o->cutset)
    {
      QdCspCutsetKind kind;

      cutset = g_new (guint, MAX (qd_csp_model_n_vars (model), 1));
      kind = qd_csp_tree_cutset (tree, QD_CSP_TREE_CUTSET_BUDGET, cutset, &options.n_cutset);
      options.cutset = cutset;
      print_cutset (model, cutset, options.n_cutset, kind);
    }
  options.all_solutions = o->all;
  options.listener = &printer_listener;
  options.listener_data = &printer;
  options.stop = qd_cli_catch_interrupt_until (o->time_limit);
  solver = qd_csp_tree_solver_new (tree, &options, &error);
  if (solver == NULL || !qd_csp_solve_searchable (model))
    {
      qd_cli_release_interrupt_until ();
      if (solver == NULL)
        return refuse (o, &error);
      /* A constraint that holds for no value, or a domain emptied by
       * unary constraints: nothing to search. */
      printf ("no solution\n");
      return QD_EXIT_OK;
    }
  status = qd_csp_tree_solver_run (solver, &stats);
  qd_cli_release_interrupt_until ();
  qd_csp_cli_print_count (o->path, status, stats.solutions);
  if (o->stats)
    print_stats (o, &stats);
  if (status == QD_CSP_STOPPED)
    return qd_cli_time_ran_out () ? QD_EXIT_LIMIT : QD_EXIT_STOPPED;
  return QD_EXIT_OK;
}
