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

GPtrArray *
qd_bayes_steps_record (QdBayesNet *net, guint query, const gint *evidence, const QdBayesAskOptions *ask,
                       QdBayesAnswer *answer, GError **error)
{
  QdBayesAskOptions o;
  QdBayesRecorder rec;

  if (ask != NULL)
    o = *ask;
  else
    qd_bayes_ask_options_init (&o);
  o.algorithm = QD_BAYES_VE;
  o.on_term = NULL;
  o.on_progress = NULL;
  qd_bayes_recorder_start (&rec, net, &o);
  if (!qd_bayes_ask (net, query, evidence, &o, answer, error))
    {
      g_ptr_array_unref (rec.steps);
      return NULL;
    }
  return rec.steps;
}
