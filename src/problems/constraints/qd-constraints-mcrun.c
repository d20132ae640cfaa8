/* qd-constraints-mcrun.c — a min-conflicts run recorded step by step; see
 * qd-constraints-mcrun.h. */
#include "config.h"
#include "qd-constraints-mcrun.h"

#include <glib/gi18n.h>
#include <string.h>

static void
on_assign (gpointer data, guint var, guint value)
{
  QdConstraintsMcRun *run = data;

  run->current[var] = (gint) value;
}

static void
on_step (gpointer data, guint64 step, guint violated)
{
  QdConstraintsMcRun *run = data;

  if (step == 0)
    {
      memcpy (run->start, run->current, sizeof (gint) * run->n_vars);
      run->start_violated = violated;
    }
  else if (step <= run->steps->len)
    g_array_index (run->steps, QdConstraintsMcStep, step - 1).violated = violated;
}

static void
on_choose (gpointer data, const QdMinConflictsChoice *choice)
{
  QdConstraintsMcRun *run = data;
  QdConstraintsMcStep s = {
    .var = choice->var,
    .from = choice->from,
    .value = choice->value,
    .walk = choice->walk,
    .conflicted = run->vars->len,
    .n_conflicted = choice->n_conflicted,
    .values = run->values->len,
    .n_values = choice->n_values,
    .ties = run->ties->len,
    .n_ties = choice->n_ties,
  };

  g_array_append_vals (run->vars, choice->conflicted, choice->n_conflicted);
  g_array_append_vals (run->values, choice->values, choice->n_values);
  g_array_append_vals (run->scores, choice->scores, choice->n_values);
  g_array_append_vals (run->tabu, choice->tabu, choice->n_values);
  g_array_append_vals (run->ties, choice->ties, choice->n_ties);
  g_array_append_val (run->steps, s);
}

/* A new array of the run's, of `size`-byte items. */
static GArray *
run_array (QdConstraintsMcRun *run, guint size)
{
  return qd_owned_add (&run->owned, g_array_new (FALSE, FALSE, size), (GDestroyNotify) g_array_unref);
}

QdConstraintsMcRun *
qd_constraints_mc_run_record (const QdCsp *csp, const QdMinConflictsOptions *options, guint max_steps)
{
  QdConstraintsMcRun *run = g_new0 (QdConstraintsMcRun, 1);
  QdMinConflictsOptions o = *options;
  g_autoptr(QdMinConflicts) mc = NULL;

  run->n_vars = qd_csp_n_variables (csp);
  run->start = qd_owned_add (&run->owned, g_new0 (gint, run->n_vars + 1), g_free);
  run->current = g_new0 (gint, run->n_vars + 1);   /* while recording only */
  run->steps = run_array (run, sizeof (QdConstraintsMcStep));
  run->vars = run_array (run, sizeof (guint));
  run->values = run_array (run, sizeof (guint));
  run->scores = run_array (run, sizeof (guint));
  run->tabu = run_array (run, sizeof (gboolean));
  run->ties = run_array (run, sizeof (guint));
  o.max_steps = o.max_steps != 0 ? MIN (o.max_steps, max_steps) : max_steps;
  o.on_assign = on_assign;
  o.on_step = on_step;
  o.on_choose = on_choose;
  o.user_data = run;
  o.progress_steps = NULL;
  mc = qd_min_conflicts_new (csp, &o);
  if (mc == NULL)
    {
      qd_constraints_mc_run_free (run);
      return NULL;
    }
  run->solved = qd_min_conflicts_run (mc, NULL) == QD_MIN_CONFLICTS_SOLVED;
  g_clear_pointer (&run->current, g_free);
  return run;
}

void
qd_constraints_mc_run_free (QdConstraintsMcRun *run)
{
  if (run != NULL)
    g_free (run->current);
  qd_owned_free (run);
}

guint
qd_constraints_mc_run_n_steps (const QdConstraintsMcRun *run)
{
  return run->steps->len;
}

const QdConstraintsMcStep *
qd_constraints_mc_run_step (const QdConstraintsMcRun *run, guint step)
{
  g_return_val_if_fail (step >= 1 && step <= run->steps->len, NULL);
  return &g_array_index (run->steps, QdConstraintsMcStep, step - 1);
}

guint
qd_constraints_mc_run_values (const QdConstraintsMcRun *run, guint step, gint *values)
{
  memcpy (values, run->start, sizeof (gint) * run->n_vars);
  step = MIN (step, run->steps->len);
  for (guint k = 1; k <= step; k++)
    {
      const QdConstraintsMcStep *s = qd_constraints_mc_run_step (run, k);

      values[s->var] = (gint) s->value;
    }
  return step == 0 ? run->start_violated : qd_constraints_mc_run_step (run, step)->violated;
}

char *
qd_constraints_mc_run_scores_text (const QdConstraintsMcRun *run, const QdCspModel *model, guint step)
{
  const QdConstraintsMcStep *s = qd_constraints_mc_run_step (run, step);
  const char *name = qd_csp_model_var (model, s->var)->name;
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; i < s->n_values; i++)
    {
      guint value = g_array_index (run->values, guint, s->values + i);
      guint score = g_array_index (run->scores, guint, s->values + i);
      g_autofree char *v = qd_csp_model_value_text (model, s->var, value);

      if (i > 0)
        g_string_append (out, "; ");
      if (i == 0)
        /* TRANSLATORS: a value's conflicts in min-conflicts: "q[3]=2 has 1 conflict" */
        g_string_append_printf (out, ngettext ("%s=%s has %u conflict", "%s=%s has %u conflicts", score), name, v,
                                score);
      else
        /* TRANSLATORS: another value's conflicts after the first: "4 has 0" */
        g_string_append_printf (out, _("%s has %u"), v, score);
      if (value == s->from)
        /* TRANSLATORS: after a value's conflicts: the value the variable has */
        g_string_append (out, _(" (its value)"));
      else if (g_array_index (run->tabu, gboolean, s->values + i))
        /* TRANSLATORS: after a value's conflicts: a value min-conflicts may not take back yet */
        g_string_append (out, _(" (tabu)"));
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

char *
qd_constraints_mc_run_explain (const QdConstraintsMcRun *run, const QdCspModel *model, guint step)
{
  const QdConstraintsMcStep *s;
  g_autofree char *scores = NULL, *to = NULL, *what = NULL, *left = NULL;
  const char *name;

  if (step == 0)
    return g_strdup_printf (ngettext ("The start, drawn at random: %u constraint violated.",
                                      "The start, drawn at random: %u constraints violated.", run->start_violated),
                            run->start_violated);
  s = qd_constraints_mc_run_step (run, step);
  name = qd_csp_model_var (model, s->var)->name;
  to = qd_csp_model_value_text (model, s->var, s->value);
  left = g_strdup_printf (ngettext ("%u constraint violated.", "%u constraints violated.", s->violated), s->violated);
  if (s->walk)
    /* TRANSLATORS: a min-conflicts step: the variable drawn, its new value, "2 constraints violated." */
    return g_strdup_printf (_("%s drawn among the variables in conflict; a random walk gives it %s. %s"), name, to,
                            left);
  scores = qd_constraints_mc_run_scores_text (run, model, step);
  if (s->value == s->from)
    /* TRANSLATORS: "q[3] drawn among the variables in conflict: q[3]=1 has 1 conflict; 2 has 2: it keeps 1." */
    what = g_strdup_printf (_("%s drawn among the variables in conflict: %s: it keeps %s, every other value "
                              "having more conflicts or being tabu."), name, scores, to);
  else if (s->n_ties > 1)
    what = g_strdup_printf (_("%s drawn among the variables in conflict: %s: it moves to %s, drawn among the "
                              "values of fewest conflicts."), name, scores, to);
  else
    what = g_strdup_printf (_("%s drawn among the variables in conflict: %s: it moves to %s, the value of fewest "
                              "conflicts."), name, scores, to);
  return g_strdup_printf ("%s %s", what, left);
}
