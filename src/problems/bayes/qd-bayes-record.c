/* qd-bayes-record.c — variable elimination's steps kept as they happen, and
 * worded: the one record the tab's Steps list, the report's table and the
 * GIF's frames show. */
#include "config.h"
#include "qd-bayes.h"

#include <glib/gi18n.h>

#include "core/qd-format.h"

static void
record_free (gpointer data)
{
  QdBayesStepRecord *r = data;

  g_free (r->joined);
  g_free (r->scope);
  g_free (r);
}

char *
qd_bayes_scope_text (const QdBayesNet *net, const guint *scope, guint n)
{
  GString *out = g_string_new ("f(");

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? ", " : "", qd_bayes_net_node (net, scope[i])->name);
  g_string_append_c (out, ')');
  return g_string_free (out, FALSE);
}

static void
on_step (gpointer data, const QdBeliefStep *step)
{
  QdBayesRecorder *rec = data;
  QdBayesStepRecord *r = g_new0 (QdBayesStepRecord, 1);
  GString *joined = g_string_new (NULL);

  r->var = step->var;
  for (guint i = 0; i < step->n_joined; i++)
    {
      g_autofree char *f = qd_bayes_scope_text (rec->net, step->joined[i]->vars, step->joined[i]->n);

      g_string_append_printf (joined, "%s%s", i > 0 ? " × " : "", f);
    }
  r->joined = g_string_free (joined, FALSE);
  r->scope = g_memdup2 (step->scope, MAX (step->n_scope, 1) * sizeof (guint));
  r->n_scope = step->n_scope;
  r->size = (double) step->size;
  g_ptr_array_add (rec->steps, r);
}

void
qd_bayes_recorder_start (QdBayesRecorder *rec, const QdBayesNet *net, QdBayesAskOptions *options)
{
  rec->net = net;
  rec->steps = g_ptr_array_new_with_free_func (record_free);
  options->on_step = on_step;
  options->data = rec;
}

const char *
qd_bayes_step_name (const QdBayesNet *net, const QdBayesStepRecord *step, guint query)
{
  return qd_bayes_net_node (net, step->var != G_MAXUINT ? step->var : query)->name;
}

char *
qd_bayes_step_caption (const QdBayesNet *net, const QdBayesStepRecord *step)
{
  g_autofree char *scope = qd_bayes_scope_text (net, step->scope, step->n_scope);
  g_autofree char *size = qd_format_grouped (step->size, 0);

  if (step->var == G_MAXUINT)
    /* TRANSLATORS: the last step of variable elimination: the factors left multiplied, the result and its size */
    return g_strdup_printf (_("Multiply what is left: %s → %s, %s entries, normalised"), step->joined, scope, size);
  /* TRANSLATORS: a step of variable elimination: the variable summed out, the factors joined, the new factor */
  return g_strdup_printf (_("Sum out %s: %s → %s, %s entries"), qd_bayes_net_node (net, step->var)->name,
                          step->joined, scope, size);
}
