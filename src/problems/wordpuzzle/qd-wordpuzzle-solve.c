/* qd-wordpuzzle-solve.c — solving a word puzzle. */
#include "qd-wordpuzzle-solve.h"
#include "core/qd-format.h"

#include <string.h>

typedef struct {
  const QdWordpuzzleModel *model;
  const QdWordpuzzleSolveOptions *options;
  QdWordpuzzleResult *result;
  GHashTable *seen;         /* solution strings already collected */
} Run;

void
qd_wordpuzzle_solve_options_init (QdWordpuzzleSolveOptions *options)
{
  memset (options, 0, sizeof *options);
  options->var_order = QD_CSP_VAR_MRV;
  options->val_order = QD_CSP_VAL_STATIC;
  options->inference = QD_CSP_INFER_FC;
  options->trace = TRUE;
  options->max_trace_lines = 100000;
}

static char *
trace_step (gpointer data, guint var, guint value)
{
  const QdWordpuzzleModel *model = data;

  return qd_wordpuzzle_model_assignment (model, var, value);
}

static char *
trace_solution (gpointer data, const gint *values)
{
  return qd_wordpuzzle_model_solution (data, values);
}

static void
record_step (Run *run, QdCspSolver *solver, guint var, guint value, gboolean consistent)
{
  QdWordpuzzleResult *r = run->result;
  QdWordpuzzleStep step = { var, value, qd_csp_solver_depth (solver), consistent, r->snapshots->len };
  const gint *values = qd_csp_solver_values (solver);
  gboolean letters = run->model->formulation == QD_WORDPUZZLE_LETTERS;

  if (r->steps->len >= run->options->max_steps)
    {
      r->steps_truncated = TRUE;
      return;
    }
  g_array_append_val (r->steps, step);
  for (guint v = 0; v < r->n_vars; v++)
    {
      gint32 x = values[v];
      g_array_append_val (r->snapshots, x);
    }
  for (guint v = 0; v < r->n_vars; v++)
    {
      gint32 x = (gint32) qd_csp_solver_domain_count (solver, v);
      g_array_append_val (r->snapshots, x);
    }
  if (letters)
    for (guint v = 0; v < r->n_vars; v++)
      {
        gint32 mask = 0;

        for (guint letter = 0; letter < 26; letter++)
          if (qd_csp_solver_domain_has (solver, v, letter))
            mask |= 1 << letter;
        g_array_append_val (r->snapshots, mask);
      }
}

static void
on_assign (gpointer data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  Run *run = data;

  if (run->result->trace != NULL)
    qd_csp_trace_assign (run->result->trace, var, value, depth);
  if (run->options->listener != NULL)
    run->options->listener->assign (run->options->listener_data, solver, var, value, depth);
}

static void
on_propagated (gpointer data, QdCspSolver *solver, guint var, guint value, gboolean consistent)
{
  Run *run = data;

  if (run->result->trace != NULL)
    qd_csp_trace_propagated (run->result->trace, var, value, consistent);
  if (run->options->max_steps > 0)
    record_step (run, solver, var, value, consistent);
  if (run->options->listener != NULL)
    run->options->listener->propagated (run->options->listener_data, solver, var, value, consistent);
}

static void
on_backtrack (gpointer data, QdCspSolver *solver, guint var, guint depth)
{
  Run *run = data;

  if (run->result->trace != NULL)
    qd_csp_trace_backtrack (run->result->trace, var, depth);
  if (run->options->listener != NULL)
    run->options->listener->backtrack (run->options->listener_data, solver, var, depth);
}

static gboolean
on_solution (gpointer data, QdCspSolver *solver, const gint *values)
{
  Run *run = data;
  char *text = qd_wordpuzzle_model_solution (run->model, values);

  if (run->result->trace != NULL)
    qd_csp_trace_solution (run->result->trace, values);
  if (g_hash_table_add (run->seen, text))
    g_ptr_array_add (run->result->solutions, g_strdup (text));
  if (run->options->listener != NULL)
    run->options->listener->solution (run->options->listener_data, solver, values);
  return TRUE;
}

/* Only for options->listener. */
static void
on_prune (gpointer data, QdCspSolver *solver, guint var, guint value)
{
  Run *run = data;

  run->options->listener->prune (run->options->listener_data, solver, var, value);
}

static void
on_wipeout (gpointer data, QdCspSolver *solver, guint var)
{
  Run *run = data;

  run->options->listener->wipeout (run->options->listener_data, solver, var);
}

static void
on_reject (gpointer data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  Run *run = data;

  run->options->listener->reject (run->options->listener_data, solver, var, value, depth);
}

static const QdCspListener listener = {
  .assign = on_assign,
  .propagated = on_propagated,
  .backtrack = on_backtrack,
  .solution = on_solution,
};

/* The same, passing every event on to options->listener (which has them all). */
static const QdCspListener forwarding = {
  .assign = on_assign,
  .propagated = on_propagated,
  .prune = on_prune,
  .wipeout = on_wipeout,
  .backtrack = on_backtrack,
  .solution = on_solution,
  .reject = on_reject,
};

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

QdWordpuzzleResult *
qd_wordpuzzle_solve (const QdWordpuzzleModel *model, const QdWordpuzzleSolveOptions *options)
{
  QdWordpuzzleResult *r = g_new0 (QdWordpuzzleResult, 1);
  Run run = { model, options, r, g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL) };
  QdCspOptions *o = &r->csp_options;
  g_autoptr(QdCspSolver) solver = NULL;
  QdSearchTreeCspChain chain;

  r->n_vars = model->n_vars;
  r->solutions = g_ptr_array_new_with_free_func (g_free);
  r->steps = g_array_new (FALSE, FALSE, sizeof (QdWordpuzzleStep));
  r->snapshots = g_array_new (FALSE, FALSE, sizeof (gint32));

  qd_csp_options_init (o);
  o->var_order = options->var_order;
  o->val_order = options->val_order;
  o->inference = options->inference;
  o->all_solutions = !options->first_only;
  o->seed = options->seed;
  o->stop = options->stop;
  o->progress_nodes = options->progress_nodes;
  o->deadline_us = options->deadline_us;
  o->listener = options->listener != NULL ? &forwarding : &listener;
  o->listener_data = &run;

  r->order_line = qd_csp_trace_order_line (model->csp, o);
  if (options->trace)
    r->trace = qd_csp_trace_new (model->n_vars, trace_step, trace_solution, (gpointer) model,
                                 options->max_trace_lines);

  if (options->tree != NULL)
    {
      qd_search_tree_bind_csp (options->tree, model->csp, FALSE);
      qd_search_tree_csp_chain (options->tree, &chain, o);
    }
  solver = qd_csp_solver_new (model->csp, o);
  r->status = qd_csp_solver_run (solver, &r->stats);
  if (options->tree != NULL)
    qd_search_tree_finish (options->tree, 0);
  if (r->trace != NULL)
    qd_csp_trace_finish (r->trace, r->status);
  g_ptr_array_sort (r->solutions, compare_strings);
  g_hash_table_unref (run.seen);
  /* The options pointed into this call's stack. */
  o->listener = NULL;
  o->listener_data = NULL;
  o->stop = NULL;
  o->progress_nodes = NULL;
  return r;
}

void
qd_wordpuzzle_result_free (QdWordpuzzleResult *r)
{
  if (r == NULL)
    return;
  g_ptr_array_unref (r->solutions);
  g_free (r->order_line);
  g_clear_pointer (&r->trace, qd_csp_trace_free);
  g_array_unref (r->steps);
  g_array_unref (r->snapshots);
  g_free (r);
}

static const gint32 *
snapshot_part (const QdWordpuzzleResult *r, guint step, guint part)
{
  const QdWordpuzzleStep *s;

  g_return_val_if_fail (step < r->steps->len, NULL);
  s = &g_array_index (r->steps, QdWordpuzzleStep, step);
  return &g_array_index (r->snapshots, gint32, s->snapshot + (gsize) part * r->n_vars);
}

const gint32 *
qd_wordpuzzle_result_step_values (const QdWordpuzzleResult *r, guint step)
{
  return snapshot_part (r, step, 0);
}

const gint32 *
qd_wordpuzzle_result_step_counts (const QdWordpuzzleResult *r, guint step)
{
  return snapshot_part (r, step, 1);
}

const gint32 *
qd_wordpuzzle_result_step_masks (const QdWordpuzzleResult *r, guint step)
{
  const QdWordpuzzleStep *s = &g_array_index (r->steps, QdWordpuzzleStep, step);
  gsize end = step + 1 < r->steps->len
              ? g_array_index (r->steps, QdWordpuzzleStep, step + 1).snapshot : r->snapshots->len;

  /* Letter snapshots have a third part. */
  if (end - s->snapshot < 3 * (gsize) r->n_vars)
    return NULL;
  return snapshot_part (r, step, 2);
}

char *
qd_wordpuzzle_result_format (const QdWordpuzzleResult *r)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < r->solutions->len; i++)
    g_string_append_printf (out, "%s\n", (char *) r->solutions->pdata[i]);
  if (r->status != QD_CSP_STOPPED)
    g_string_append_printf (out, "%u solutions\n", r->solutions->len);
  return g_string_free (out, FALSE);
}

char *
qd_wordpuzzle_solution_cells (const char *solution, guint size)
{
  char *cells = g_malloc0 (size + 1);

  for (guint i = 0; i < size && solution[i] != '\0'; i++)
    cells[i] = solution[i] == '_' ? '\0' : solution[i];
  return cells;
}

char *
qd_wordpuzzle_result_trace (const QdWordpuzzleResult *r)
{
  if (r->trace == NULL)
    return g_strdup_printf ("%s\n", r->order_line);
  return qd_csp_trace_to_string (r->trace, r->order_line);
}

char *
qd_wordpuzzle_result_stats_line (const QdWordpuzzleResult *r)
{
  return qd_format_c ("assignments %" G_GUINT64_FORMAT ", checks %" G_GUINT64_FORMAT
                          ", prunings %" G_GUINT64_FORMAT ", backtracks %" G_GUINT64_FORMAT
                          ", %.3f ms",
                          r->stats.assignments, r->stats.checks, r->stats.prunings,
                          r->stats.backtracks, r->stats.time_us / 1000.0);
}
