/* qd-bayes-steps.c — the numbers the network's pictures show: all
 * marginals by the junction tree, and variable elimination's steps
 * recorded for the report's table and the GIF's frames. */
#include "config.h"
#include "qd-bayes-render-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-belief-tree.h"
#include "core/qd-format.h"

#define MARGINALS_MAX_ENTRIES (G_GUINT64_CONSTANT (1) << 22)

void
qd_bayes_render_marginals_free (double **marginals, guint n_nodes)
{
  if (marginals == NULL)
    return;
  for (guint v = 0; v < n_nodes; v++)
    g_free (marginals[v]);
  g_free (marginals);
}

double **
qd_bayes_render_marginals_new (QdBayesNet *net, const gint *evidence, guint64 max_entries,
                               double *evidence_probability)
{
  const QdBeliefNet *numbers = qd_bayes_net_numbers (net);
  guint n = qd_bayes_net_n_nodes (net);
  g_autoptr(QdBeliefTree) tree = NULL;
  QdBeliefStatus status = QD_BELIEF_OK;
  double largest = 0;
  double **out;

  if (numbers == NULL || n == 0)
    return NULL;
  tree = qd_belief_tree_new (numbers, QD_BELIEF_ORDER_WEIGHTED_MIN_FILL,
                             max_entries > 0 ? max_entries : MARGINALS_MAX_ENTRIES, NULL, &status, &largest, NULL);
  if (tree == NULL || status != QD_BELIEF_OK || qd_belief_tree_propagate (tree, evidence, NULL) != QD_BELIEF_OK)
    return NULL;
  out = g_new0 (double *, n);
  for (guint v = 0; v < n; v++)
    {
      const QdBayesNode *node = qd_bayes_net_node (net, v);
      const double *m;

      if (node->kind == QD_BELIEF_UTILITY || (evidence != NULL && evidence[v] >= 0))
        continue;
      m = qd_belief_tree_marginal (tree, v);
      if (m != NULL)
        out[v] = g_memdup2 (m, node->n_states * sizeof (double));
    }
  if (evidence_probability != NULL)
    *evidence_probability = qd_belief_tree_evidence_probability (tree);
  return out;
}

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

typedef struct {
  QdBayesNet *net;
  GPtrArray *steps;
} Recorder;

static void
on_step (gpointer data, const QdBeliefStep *step)
{
  Recorder *rec = data;
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

GPtrArray *
qd_bayes_steps_record (QdBayesNet *net, guint query, const gint *evidence, const QdBayesAskOptions *ask,
                       QdBayesAnswer *answer, GError **error)
{
  QdBayesAskOptions o;
  Recorder rec = { .net = net, .steps = g_ptr_array_new_with_free_func (record_free) };

  if (ask != NULL)
    o = *ask;
  else
    qd_bayes_ask_options_init (&o);
  o.algorithm = QD_BAYES_VE;
  o.on_step = on_step;
  o.on_term = NULL;
  o.on_progress = NULL;
  o.data = &rec;
  if (!qd_bayes_ask (net, query, evidence, &o, answer, error))
    {
      g_ptr_array_unref (rec.steps);
      return NULL;
    }
  return rec.steps;
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
