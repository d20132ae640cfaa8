/* qd-csp-trace.c — one search path per line. */
#include "qd-csp-trace.h"
#include "qd-owned.h"

struct _QdCspTrace
{
  QdOwned owned;         /* the path and the lines */
  QdCspTraceStepFunc step;
  QdCspTraceSolutionFunc solution;
  gpointer data;
  guint max_lines;

  guint n_vars;
  guint *path_var;       /* the consistent assignments of the current path */
  guint *path_value;
  guint path_len;
  gboolean fresh;        /* the path grew since the last line */
  GPtrArray *lines;
  guint64 n_lines;
};

QdCspTrace *
qd_csp_trace_new (guint n_variables, QdCspTraceStepFunc step, QdCspTraceSolutionFunc solution,
                  gpointer data, guint max_lines)
{
  QdCspTrace *trace = g_new0 (QdCspTrace, 1);

  trace->step = step;
  trace->solution = solution;
  trace->data = data;
  trace->max_lines = max_lines;
  trace->n_vars = n_variables;
  trace->path_var = qd_owned_add (&trace->owned, g_new (guint, n_variables + 1), g_free);
  trace->path_value = qd_owned_add (&trace->owned, g_new (guint, n_variables + 1), g_free);
  trace->lines = qd_owned_add (&trace->owned, g_ptr_array_new_with_free_func (g_free),
                               (GDestroyNotify) g_ptr_array_unref);
  return trace;
}

void
qd_csp_trace_free (QdCspTrace *trace)
{
  qd_owned_free (trace);
}

static void
emit (QdCspTrace *trace, const char *ending)
{
  GString *line;

  trace->n_lines++;
  trace->fresh = FALSE;
  if (trace->max_lines != 0 && trace->lines->len >= trace->max_lines)
    return;
  line = g_string_new ("root");
  for (guint i = 0; i < trace->path_len; i++)
    {
      g_autofree char *step = trace->step (trace->data, trace->path_var[i], trace->path_value[i]);

      g_string_append (line, " -> ");
      g_string_append (line, step);
    }
  g_string_append (line, " -> ");
  g_string_append (line, ending);
  g_ptr_array_add (trace->lines, g_string_free (line, FALSE));
}

void
qd_csp_trace_assign (QdCspTrace *trace, guint var, guint value, guint depth)
{
  /* The solver is at depth-1 consistent assignments before this one (a path
   * that ended in a solution is left without a backtrack event). */
  if (depth >= 1 && depth - 1 < trace->path_len)
    trace->path_len = depth - 1;
}

void
qd_csp_trace_propagated (QdCspTrace *trace, guint var, guint value, gboolean consistent)
{
  if (!consistent || trace->path_len >= trace->n_vars)
    return;
  trace->path_var[trace->path_len] = var;
  trace->path_value[trace->path_len] = value;
  trace->path_len++;
  trace->fresh = TRUE;
}

void
qd_csp_trace_backtrack (QdCspTrace *trace, guint var, guint depth)
{
  /* A rejected assignment is undone at a depth the path never reached. */
  if (depth > trace->path_len)
    return;
  if (trace->fresh)
    emit (trace, "backtrack");
  trace->path_len = depth - 1;
}

void
qd_csp_trace_solution (QdCspTrace *trace, const gint *values)
{
  g_autofree char *text = trace->solution (trace->data, values);
  g_autofree char *ending = g_strdup_printf ("solution %s", text);

  emit (trace, ending);
}

void
qd_csp_trace_finish (QdCspTrace *trace, QdCspStatus status)
{
  if (trace->n_lines == 0)
    {
      trace->path_len = 0;
      emit (trace, status == QD_CSP_STOPPED ? "stopped" : "backtrack");
    }
  else if (status == QD_CSP_STOPPED)
    {
      emit (trace, "stopped");
    }
}

GPtrArray *
qd_csp_trace_get_lines (QdCspTrace *trace)
{
  return trace->lines;
}

guint64
qd_csp_trace_n_lines (QdCspTrace *trace)
{
  return trace->n_lines;
}

char *
qd_csp_trace_to_string (QdCspTrace *trace, const char *header)
{
  GString *out = g_string_new (NULL);

  if (header != NULL)
    g_string_append_printf (out, "%s\n", header);
  for (guint i = 0; i < trace->lines->len; i++)
    g_string_append_printf (out, "%s\n", (char *) trace->lines->pdata[i]);
  if (trace->n_lines > trace->lines->len)
    g_string_append_printf (out, "... %" G_GUINT64_FORMAT " more paths not kept\n",
                            trace->n_lines - trace->lines->len);
  return g_string_free (out, FALSE);
}

char *
qd_csp_trace_order_line (const QdCsp *csp, const QdCspOptions *options)
{
  GString *out = g_string_new ("order: ");
  guint n = qd_csp_n_variables (csp);

  switch (options->var_order)
    {
    case QD_CSP_VAR_STATIC:
      for (guint i = 0; i < n; i++)
        {
          guint var = options->order != NULL ? options->order[i] : i;
          g_string_append_printf (out, "%s%s", i ? ", " : "", qd_csp_variable_name (csp, var));
        }
      break;
    case QD_CSP_VAR_RANDOM:
      g_string_append_printf (out, "random (seed %" G_GUINT64_FORMAT "), fixed for the run", options->seed);
      break;
    case QD_CSP_VAR_MRV:
      g_string_append (out, "dynamic, minimum remaining values (ties: first variable)");
      break;
    case QD_CSP_VAR_MRV_DEGREE:
      if (options->weighted_degree && options->weight_cacd && options->weight_first && options->weight_alternate &&
          options->restart_unit != 0)
        g_string_append (out, "dynamic, three restarts in four by the failures' weighted degree (wdeg^ca.cd), "
                              "the fourth by fewest remaining values over it (dom/wdeg)");
      else if (options->weight_ratio && options->weighted_degree)
        g_string_append (out, "dynamic, fewest remaining values over the failures' weighted degree (dom/wdeg)");
      else
        g_string_append (out, "dynamic, minimum remaining values (ties: most constraints on unassigned variables)");
      break;
    }
  if (options->last_conflict && (options->var_order == QD_CSP_VAR_MRV || options->var_order == QD_CSP_VAR_MRV_DEGREE))
    g_string_append (out, ", the last variable that failed first");
  g_string_append_printf (out, "; values %s; inference %s",
                          qd_csp_val_order_to_string (options->val_order),
                          qd_csp_inference_to_string (options->inference));
  return g_string_free (out, FALSE);
}
