/* qd-constraints-page-tree.c — the Constraints tab's tree-structured solver
 * (AIMA figure 6.11) and cutset conditioning: the run's steps replayed on
 * the board (the order as numbers beside the variables, the revisions'
 * removed values, the assignments), the cycle of a refusal drawn in the
 * error colour, the cutset's variables outlined. */
#include "config.h"
#include "qd-constraints-page-private.h"

#include <glib/gi18n.h>

struct _QdConstraintsTreeMode {
  QdConstraintsTreeOutcome *outcome;  /* on show, or NULL */
  guint n_vars, stride;               /* of the buffers below */
  gint *values;
  guint8 *removed;
  gboolean *kept, *pruned;
  const gboolean **kept_rows, **pruned_rows;
};

QdConstraintsTreeMode *
qd_constraints_tree_mode_new (void)
{
  return g_new0 (QdConstraintsTreeMode, 1);
}

static void
drop_buffers (QdConstraintsTreeMode *mode)
{
  g_clear_pointer (&mode->values, g_free);
  g_clear_pointer (&mode->removed, g_free);
  g_clear_pointer (&mode->kept, g_free);
  g_clear_pointer (&mode->pruned, g_free);
  g_clear_pointer (&mode->kept_rows, g_free);
  g_clear_pointer (&mode->pruned_rows, g_free);
  mode->n_vars = mode->stride = 0;
}

void
qd_constraints_tree_mode_free (QdConstraintsTreeMode *mode)
{
  if (mode == NULL)
    return;
  qd_constraints_tree_mode_set (mode, NULL);
  g_free (mode);
}

void
qd_constraints_tree_mode_set (QdConstraintsTreeMode *mode, QdConstraintsTreeOutcome *outcome)
{
  g_clear_pointer (&mode->outcome, qd_constraints_tree_outcome_free);
  mode->outcome = outcome;
  drop_buffers (mode);
}

const QdConstraintsTreeOutcome *
qd_constraints_tree_mode_get (QdConstraintsTreeMode *mode)
{
  return mode->outcome;
}

guint
qd_constraints_tree_mode_n_steps (QdConstraintsTreeMode *mode)
{
  return mode->outcome != NULL && mode->outcome->run != NULL ? qd_constraints_tree_run_n_steps (mode->outcome->run)
                                                             : 0;
}

/* The buffers of a step's drawing, for `model`'s size. */
static void
ensure_buffers (QdConstraintsTreeMode *mode, const QdCspModel *model)
{
  guint n = qd_csp_model_n_vars (model), stride = 1;

  for (guint v = 0; v < n; v++)
    stride = MAX (stride, qd_csp_domain_size (model->csp, v));
  if (mode->values != NULL && mode->n_vars == n && mode->stride == stride)
    return;
  drop_buffers (mode);
  mode->n_vars = n;
  mode->stride = stride;
  mode->values = g_new (gint, MAX (n, 1));
  mode->removed = g_new (guint8, (gsize) MAX (n, 1) * stride);
  mode->kept = g_new (gboolean, (gsize) MAX (n, 1) * stride);
  mode->pruned = g_new (gboolean, (gsize) MAX (n, 1) * stride);
  mode->kept_rows = g_new (const gboolean *, MAX (n, 1));
  mode->pruned_rows = g_new (const gboolean *, MAX (n, 1));
}

/* "Step 3 of 12" under the controls; nothing before the first step. */
static void
show_status (QdRunControls *controls, guint step, guint n)
{
  g_autofree char *status = step > 0 ? g_strdup_printf (_("Step %u of %u"), step, n) : NULL;

  qd_run_controls_set_status (controls, status != NULL ? status : "");
}

char *
qd_constraints_tree_mode_show (QdConstraintsTreeMode *mode, const QdCspModel *model, QdRunControls *controls,
                               QdConstraintsRenderOptions *options)
{
  const QdConstraintsTreeOutcome *out = mode->outcome;
  const QdConstraintsTreeRun *run = out != NULL ? out->run : NULL;
  QdStepper *stepper = qd_run_controls_get_stepper (controls);
  guint n, step = qd_stepper_has_run (stepper) ? qd_stepper_get_step (stepper) : G_MAXUINT;

  if (out == NULL || model == NULL ||
      (run != NULL && run->n_vars != qd_csp_model_n_vars (model)))
    return NULL;
  /* The structure stays on the board whatever the step. */
  options->cycle_vars = out->cycle_vars;
  options->cycle_constraints = out->cycle_constraints;
  options->cutset_vars = out->cutset_vars;
  if (run == NULL)
    return g_strdup (out->refusal);
  options->order = run->n_order > 0 ? run->position : NULL;
  n = qd_constraints_tree_run_n_steps (run);
  if (step == G_MAXUINT || n == 0)
    {
      options->solution = out->values;
      qd_run_controls_set_status (controls, "");
      return NULL;
    }
  step = MIN (step, n);
  show_status (controls, step, n);
  ensure_buffers (mode, model);
  qd_constraints_tree_run_state (run, step, mode->values, mode->removed, mode->stride);
  for (guint v = 0; v < mode->n_vars; v++)
    {
      for (guint x = 0; x < mode->stride; x++)
        {
          gsize i = (gsize) v * mode->stride + x;

          mode->kept[i] = mode->removed[i] == 0 && (x >= qd_csp_domain_size (model->csp, v) ||
                                                    qd_csp_initial_has (model->csp, v, x));
          mode->pruned[i] = mode->removed[i] == 2;
        }
      mode->kept_rows[v] = mode->kept + (gsize) v * mode->stride;
      mode->pruned_rows[v] = mode->pruned + (gsize) v * mode->stride;
    }
  options->assigned = mode->values;
  options->domains = mode->kept_rows;
  options->pruned = mode->pruned_rows;
  if (step > 0 && qd_constraints_tree_run_step (run, step)->kind == QD_CONSTRAINTS_TREE_STEP_WIPEOUT)
    options->wiped_out = (gint) qd_constraints_tree_run_step (run, step)->var;
  return qd_constraints_tree_run_explain (run, model, step);
}

void
qd_constraints_tree_outcome_stats (const QdConstraintsTreeOutcome *outcome, QdCspStats *stats)
{
  const QdCspTreeStats *t = &outcome->stats;

  *stats = (QdCspStats) { .assignments = t->assignments, .checks = t->checks, .prunings = t->prunings,
                          .backtracks = t->backtracks, .solutions = t->solutions, .nodes = t->assignments + 1,
                          .time_us = t->time_us };
}

char *
qd_constraints_tree_outcome_line (const QdConstraintsTreeOutcome *outcome, char *text)
{
  char *line;

  if (outcome->refusal != NULL)
    line = g_strdup (outcome->refusal);
  else if (outcome->cutset_text != NULL)
    line = g_strdup_printf ("%s. %s", outcome->cutset_text, text);
  else
    return text;
  g_free (text);
  return line;
}
