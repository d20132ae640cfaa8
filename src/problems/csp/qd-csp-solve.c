/* qd-csp-solve.c — a search on a constraint problem read from a file; see
 * qd-csp-solve.h. */
#include "config.h"
#include "qd-csp-solve.h"
#include "qd-csp-arrays.h"

#include <stdarg.h>
#include <string.h>

typedef struct {
  const QdCspModel *model;
  const QdCspSolveOptions *options;
  QdCspSolveResult *result;
  guint *var_constraints;     /* --steps: the constraints of each variable, for "because of" */
  guint *var_offset;
  gint *scratch;
  QdCspArrays *arrays;        /* options->arrays: how a solution is written, else NULL */
  gboolean *free;             /* options->all: the variables in no constraint, left out of
                               * the solutions written, else NULL */
  QdCspListener listener;     /* the solver's: `listener` below, without prune events when
                               * neither --steps nor the caller's listener wants them */
} Run;

void
qd_csp_solve_options_init (QdCspSolveOptions *options)
{
  memset (options, 0, sizeof *options);
  options->var_order = QD_CSP_VAR_MRV;
  options->val_order = QD_CSP_VAL_STATIC;
  options->inference = QD_CSP_INFER_MAC;
}

char *
qd_csp_steps_indent (guint depth)
{
  if (depth <= QD_CSP_STEPS_MAX_INDENT)
    return g_strnfill (2 * depth, ' ');
  return g_strdup_printf ("%*s[depth %u] ", 2 * QD_CSP_STEPS_MAX_INDENT, "", depth);
}

static void G_GNUC_PRINTF (2, 3)
emit (const Run *r, const char *format, ...)
{
  g_autofree char *line = NULL;
  va_list args;

  if (r->options->write == NULL)
    return;
  va_start (args, format);
  line = g_strdup_vprintf (format, args);
  va_end (args);
  r->options->write (line, r->options->write_data);
}

/* A step at `depth`: "  assign x=1". */
static void
emit_step (const Run *r, guint depth, const char *what, guint var, guint value)
{
  g_autofree char *v = qd_csp_model_value_text (r->model, var, value);
  g_autofree char *indent = qd_csp_steps_indent (depth);

  emit (r, "%s%s %s=%s", indent, what, qd_csp_model_var (r->model, var)->name, v);
}

/* The caller's own listener, told of each event after the search's. */
#define FORWARD(r, event, ...) \
  G_STMT_START { \
    if ((r)->options->listener != NULL && (r)->options->listener->event != NULL) \
      (r)->options->listener->event ((r)->options->listener_data, __VA_ARGS__); \
  } G_STMT_END

static void
on_assign (gpointer user_data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  Run *r = user_data;

  FORWARD (r, assign, solver, var, value, depth);
  if (r->result->trace != NULL)
    qd_csp_trace_assign (r->result->trace, var, value, depth);
  if (r->options->steps)
    emit_step (r, depth - 1, "assign", var, value);
}

static void
on_propagated (gpointer user_data, QdCspSolver *solver, guint var, guint value, gboolean consistent)
{
  Run *r = user_data;

  FORWARD (r, propagated, solver, var, value, consistent);
  if (r->result->trace != NULL)
    qd_csp_trace_propagated (r->result->trace, var, value, consistent);
}

static void
on_reject (gpointer user_data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  Run *r = user_data;

  FORWARD (r, reject, solver, var, value, depth);
  if (r->options->steps)
    emit_step (r, depth - 1, "reject", var, value);
}

/* The first constraint on `var` that the assignment so far breaks with
 * var = value.  r->scratch is all unassigned between calls: each
 * constraint's scope alone is copied in and cleared again, so that a
 * prune costs the constraints of var, not the number of variables. */
static const char *
pruned_by (Run *r, QdCspSolver *solver, guint var, guint value)
{
  const QdCsp *csp = r->model->csp;
  const gint *values = qd_csp_solver_values (solver);
  const char *found = NULL;

  for (guint k = r->var_offset[var]; k < r->var_offset[var + 1] && found == NULL; k++)
    {
      guint c = r->var_constraints[k], arity = qd_csp_constraint_arity (csp, c);
      const guint *scope = qd_csp_constraint_scope (csp, c);

      for (guint i = 0; i < arity; i++)
        r->scratch[scope[i]] = values[scope[i]];
      r->scratch[var] = (gint) value;
      if (!qd_csp_constraint_check (csp, c, r->scratch))
        found = qd_csp_constraint_description (csp, c);
      for (guint i = 0; i < arity; i++)
        r->scratch[scope[i]] = QD_CSP_UNASSIGNED;
      r->scratch[var] = QD_CSP_UNASSIGNED;
    }
  return found;
}

static void
on_prune (gpointer user_data, QdCspSolver *solver, guint var, guint value)
{
  Run *r = user_data;
  g_autofree char *v = NULL;
  g_autofree char *indent = NULL;
  const char *because;

  FORWARD (r, prune, solver, var, value);
  if (!r->options->steps)
    return;
  v = qd_csp_model_value_text (r->model, var, value);
  because = pruned_by (r, solver, var, value);
  indent = qd_csp_steps_indent (qd_csp_solver_depth (solver));
  emit (r, "%sremove %s=%s (%s)", indent, qd_csp_model_var (r->model, var)->name, v, because != NULL ? because : "arc consistency");
}

static void
on_wipeout (gpointer user_data, QdCspSolver *solver, guint var)
{
  Run *r = user_data;

  FORWARD (r, wipeout, solver, var);
  if (r->options->steps)
    {
      g_autofree char *indent = qd_csp_steps_indent (qd_csp_solver_depth (solver));

      emit (r, "%swipe-out %s", indent, qd_csp_model_var (r->model, var)->name);
    }
}

static void
on_backtrack (gpointer user_data, QdCspSolver *solver, guint var, guint depth)
{
  Run *r = user_data;

  FORWARD (r, backtrack, solver, var, depth);
  if (r->result->trace != NULL)
    qd_csp_trace_backtrack (r->result->trace, var, depth);
  if (r->options->steps)
    {
      g_autofree char *indent = qd_csp_steps_indent (depth - 1);

      emit (r, "%sbacktrack %s", indent, qd_csp_model_var (r->model, var)->name);
    }
}

/* A dead end of backjumping: "  dead end at z: conflict set {x}; back to x". */
static void
on_backjump (gpointer user_data, QdCspSolver *solver, guint var, guint depth, guint to, const guint *conflict,
             guint n)
{
  Run *r = user_data;
  g_autoptr(GString) set = NULL;
  g_autofree char *indent = NULL;

  FORWARD (r, backjump, solver, var, depth, to, conflict, n);
  if (!r->options->steps)
    return;
  indent = qd_csp_steps_indent (depth - 1);
  set = g_string_new (NULL);
  qd_csp_model_append_var_names (r->model, set, conflict, n);
  if (to == 0)
    emit (r, "%sdead end at %s: conflict set {}: nothing more to find", indent, qd_csp_model_var (r->model, var)->name);
  else
    emit (r, "%sdead end at %s: conflict set {%s}; back to %s", indent, qd_csp_model_var (r->model, var)->name, set->str, qd_csp_model_var (r->model, conflict[n - 1])->name);
}

static gboolean
on_solution (gpointer user_data, QdCspSolver *solver, const gint *values)
{
  Run *r = user_data;
  g_autofree char *line = r->arrays != NULL ? qd_csp_arrays_solution_text (r->model, r->arrays, values)
                                            : qd_csp_model_solution_line_but (r->model, values, r->free);

  if (r->result->trace != NULL)
    qd_csp_trace_solution (r->result->trace, values);
  if (r->result->n_solutions++ == 0)
    r->result->first = g_memdup2 (values, sizeof (gint) * MAX (qd_csp_model_n_vars (r->model), 1));
  emit (r, "%s", line);
  if (r->result->optimized)
    {
      if (r->result->best == NULL)
        r->result->best = g_new (gint, MAX (qd_csp_model_n_vars (r->model), 1));
      memcpy (r->result->best, values, sizeof (gint) * qd_csp_model_n_vars (r->model));
      r->result->objective = qd_csp_model_objective_value (r->model, values);
      emit (r, "objective %" G_GINT64_FORMAT, r->result->objective);
      /* The tree heard of the solution first: its node is the star. */
      if (r->options->tree != NULL)
        qd_search_tree_csp_improving (r->options->tree);
    }
  if (r->options->listener != NULL && r->options->listener->solution != NULL)
    return r->options->listener->solution (r->options->listener_data, solver, values);
  return TRUE;
}

static const QdCspListener listener = {
  .assign = on_assign,
  .propagated = on_propagated,
  .prune = on_prune,
  .wipeout = on_wipeout,
  .backtrack = on_backtrack,
  .solution = on_solution,
  .reject = on_reject,
  .backjump = on_backjump,
};

static char *
trace_step (gpointer data, guint var, guint value)
{
  const QdCspModel *model = data;
  g_autofree char *v = qd_csp_model_value_text (model, var, value);

  return g_strdup_printf ("%s=%s", qd_csp_model_var (model, var)->name, v);
}

static char *
trace_solution (gpointer data, const gint *values)
{
  return qd_csp_model_solution_line (data, values);
}

/* Each variable's constraints, to name the one that removed a value. */
static void
index_constraints (Run *r)
{
  const QdCsp *csp = r->model->csp;
  guint n = qd_csp_n_variables (csp), m = qd_csp_n_constraints (csp);
  g_autofree guint *fill = g_new0 (guint, n + 1);

  r->var_offset = g_new0 (guint, n + 2);
  r->scratch = g_new (gint, n + 1);
  for (guint v = 0; v <= n; v++)
    r->scratch[v] = QD_CSP_UNASSIGNED;
  for (guint c = 0; c < m; c++)
    for (guint i = 0; i < qd_csp_constraint_arity (csp, c); i++)
      r->var_offset[qd_csp_constraint_scope (csp, c)[i] + 1]++;
  for (guint v = 0; v < n; v++)
    r->var_offset[v + 1] += r->var_offset[v];
  r->var_constraints = g_new (guint, r->var_offset[n] + 1);
  for (guint c = 0; c < m; c++)
    for (guint i = 0; i < qd_csp_constraint_arity (csp, c); i++)
      {
        guint v = qd_csp_constraint_scope (csp, c)[i];

        r->var_constraints[r->var_offset[v] + fill[v]++] = c;
      }
}

gboolean
qd_csp_free_variables_from_string (const char *name, QdCspFreeVariables *out)
{
  static const char *const names[] = { [QD_CSP_FREE_ASIDE] = "aside", [QD_CSP_FREE_ENUMERATE] = "enumerate" };

  for (guint i = QD_CSP_FREE_ASIDE; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (name, names[i]) == 0)
      {
        *out = (QdCspFreeVariables) i;
        return TRUE;
      }
  return FALSE;
}

gboolean
qd_csp_solve_free_aside (const QdCspModel *model, const QdCspSolveOptions *options)
{
  return options->free_variables == QD_CSP_FREE_ASIDE ||
         (options->free_variables == QD_CSP_FREE_BY_FORMAT && model->xcsp);
}

gboolean
qd_csp_solve_searchable (const QdCspModel *model)
{
  if (model->had_false)
    return FALSE;
  for (guint v = 0; v < qd_csp_model_n_vars (model); v++)
    {
      gboolean any = FALSE;

      for (guint x = 0; x < qd_csp_domain_size (model->csp, v) && !any; x++)
        any = qd_csp_initial_has (model->csp, v, x);
      if (!any)
        return FALSE;
    }
  return TRUE;
}

static void
search (Run *r, QdCspOptions *o)
{
  g_autoptr(QdCspSolver) solver = NULL;
  QdSearchTreeCspChain chain;

  if (r->options->tree != NULL)
    qd_search_tree_csp_chain (r->options->tree, &chain, o);
  solver = qd_csp_solver_new (r->model->csp, o);
  r->result->status = qd_csp_solver_run (solver, &r->result->stats);
}

/* With `all`: the variables in no constraint, named once before the
 * solutions written without them. */
static void
set_free_aside (Run *r)
{
  guint n = qd_csp_model_n_vars (r->model);
  g_autofree guint *vars = g_new (guint, n + 1);
  g_autoptr(GString) names = g_string_new (NULL);

  r->result->n_free = qd_csp_free_variables (r->model->csp, vars);
  if (r->result->n_free > 0)
    r->result->free_assignments = qd_csp_free_assignments (r->model->csp, 1);
  if (r->result->n_free == 0 || !r->options->all)
    return;
  r->free = g_new0 (gboolean, n + 1);
  for (guint i = 0; i < r->result->n_free; i++)
    r->free[vars[i]] = TRUE;
  qd_csp_model_append_var_names (r->model, names, vars, r->result->n_free);
  emit (r, "in no constraint, left out of the solutions: %s", names->str);
}

/* The count line, then the free variables' line. */
static void
emit_count (Run *r)
{
  g_autofree char *count = qd_csp_solve_count_line (r->result->n_solutions);

  emit (r, "%s", count);
  if (r->result->n_free > 0 && r->options->all && r->result->n_solutions > 0)
    {
      /* Every assignment: each solution of the others with any values of
       * the free variables, exact however large (core/qd-decimal.h). */
      g_autofree char *total = qd_csp_free_assignments (r->model->csp, r->result->n_solutions);
      g_autofree char *line = qd_csp_solve_free_line (r->result->n_free, total);

      emit (r, "%s", line);
    }
}

QdCspSolveResult *
qd_csp_solve (const QdCspModel *model, const QdCspSolveOptions *options)
{
  QdCspSolveResult *result = g_new0 (QdCspSolveResult, 1);
  Run r = { model, options, result };
  QdCspOptions o;

  qd_csp_options_init (&o);
  o.var_order = options->var_order;
  o.weight_ratio = o.weighted_degree = options->weighted && options->var_order == QD_CSP_VAR_MRV_DEGREE;
  o.last_conflict = options->last_conflict;
  o.val_order = options->val_order;
  o.inference = options->inference;
  o.all_solutions = options->all;
  o.backjumping = options->backjump;
  o.optimize = result->optimized = !options->all && qd_csp_model_has_objective (model);
  o.seed = options->seed;
  o.free_first = qd_csp_solve_free_aside (model, options);
  if (options->last_conflict && !options->all)
    qd_csp_options_cp_policy (&o);
  o.deadline_us = options->deadline_us;
  o.stop = options->stop;
  /* A prune event comes for every value removed (millions a second on
   * large domains): none is asked for when nothing would be done with it. */
  r.listener = listener;
  if (!options->steps && (options->listener == NULL || options->listener->prune == NULL))
    r.listener.prune = NULL;
  o.listener = &r.listener;
  o.listener_data = &r;
  result->order_line = qd_csp_trace_order_line (model->csp, &o);
  if (options->trace)
    result->trace = qd_csp_trace_new (qd_csp_model_n_vars (model), trace_step, trace_solution, (gpointer) model, 0);
  if (options->steps)
    index_constraints (&r);
  if (options->arrays && options->write != NULL)
    r.arrays = qd_csp_arrays_of_model (model);
  if (options->tree != NULL)
    qd_search_tree_bind_csp (options->tree, model->csp, FALSE);
  result->status = QD_CSP_NO_SOLUTION;
  if (o.free_first)
    set_free_aside (&r);
  if (qd_csp_solve_searchable (model))
    search (&r, &o);
  if (options->tree != NULL)
    qd_search_tree_finish (options->tree, 0);
  if (result->trace != NULL)
    qd_csp_trace_finish (result->trace, result->status);
  if (result->optimized && result->best != NULL)
    emit (&r, "%s %" G_GINT64_FORMAT, result->status == QD_CSP_SOLVED ? "optimum" : "best", result->objective);
  else if (result->status != QD_CSP_STOPPED)
    emit_count (&r);
  g_free (r.free);
  g_free (r.var_constraints);
  g_free (r.var_offset);
  g_free (r.scratch);
  qd_csp_arrays_free (r.arrays);
  return result;
}

void
qd_csp_solve_result_free (QdCspSolveResult *result)
{
  if (result == NULL)
    return;
  g_free (result->first);
  g_free (result->best);
  g_free (result->order_line);
  g_free (result->free_assignments);
  g_clear_pointer (&result->trace, qd_csp_trace_free);
  g_free (result);
}

char *
qd_csp_solve_result_trace (const QdCspSolveResult *result)
{
  return qd_csp_trace_to_string (result->trace, result->order_line);
}

char *
qd_csp_solve_count_line (guint64 n)
{
  if (n == 0)
    return g_strdup ("no solution");
  if (n == 1)
    return g_strdup ("1 solution");
  return g_strdup_printf ("%" G_GUINT64_FORMAT " solutions", n);
}

char *
qd_csp_solve_free_line (guint n_free, const char *assignments)
{
  return g_strdup_printf ("and %u variable%s in no constraint, any of %s values: %s assignment%s in all", n_free,
                          n_free == 1 ? "" : "s", n_free == 1 ? "its" : "their", assignments,
                          strcmp (assignments, "1") == 0 ? "" : "s");
}
