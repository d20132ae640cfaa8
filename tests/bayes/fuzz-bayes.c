/* fuzz-bayes.c — what the Bayesian network fuzz target checks of a network
 * it reads (tests/fuzz/fuzz-format.c): the reader's network keeps the rules
 * (qd_bayes_net_check agrees with the reader); a copy writes the same text;
 * the XMLBIF writer's text reads back to the same BIF; the engine's view
 * matches the nodes; and on a small network (at most 12 nodes, 4,096 table
 * entries) each chance node's prior marginal by variable elimination agrees
 * with enumeration's and the junction tree's within 1e-5 (rows may sum to
 * 1 ± 1e-6 and pruning drops barren nodes, so the routes may differ by that
 * much), sums to 1 and is never NaN. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "core/qd-belief-tree.h"
#include "problems/bayes/qd-bayes.h"
#include "fuzz/fuzz-check.h"

#define SMALL_NODES   12
#define SMALL_ENTRIES 4096

static void
check_texts (const QdBayesNet *net)
{
  g_autoptr(QdBayesNet) copy = qd_bayes_net_copy (net);
  g_autofree char *text = qd_bayes_net_to_string (net), *copied = qd_bayes_net_to_string (copy);
  g_autofree char *xml = qd_bayes_net_to_xmlbif (net), *again = NULL;
  g_autoptr(QdBayesNet) from_xml = NULL;
  g_autoptr(GError) error = NULL;

  if (strcmp (text, copied) != 0)
    qd_fuzz_fail ("a copy writes another text", text, copied);
  if ((from_xml = qd_bayes_net_parse (xml, strlen (xml), &error)) == NULL)
    qd_fuzz_fail ("the XMLBIF writer's text does not read back", xml, error->message);
  again = qd_bayes_net_to_string (from_xml);
  if (strcmp (text, again) != 0)
    qd_fuzz_fail ("BIF → XMLBIF → BIF changes the network", text, again);
}

static void
check_numbers (QdBayesNet *net)
{
  const QdBeliefNet *numbers = qd_bayes_net_numbers (net);

  if (numbers->n_vars != qd_bayes_net_n_nodes (net))
    qd_fuzz_fail ("the engine's view has another number of nodes", NULL, NULL);
  for (guint v = 0; v < numbers->n_vars; v++)
    {
      const QdBayesNode *node = qd_bayes_net_node (net, v);

      if (numbers->kind[v] != node->kind || numbers->card[v] != node->n_states ||
          numbers->parent_start[v + 1] - numbers->parent_start[v] != node->n_parents ||
          (node->n_parents > 0 &&   /* a root's parents may be NULL, which memcmp may not be given */
           memcmp (numbers->parents + numbers->parent_start[v], node->parents, sizeof (guint) * node->n_parents) != 0) ||
          numbers->table[v] != (node->kind == QD_BELIEF_DECISION ? NULL : node->table))
        qd_fuzz_fail ("the engine's view differs from the nodes", node->name, NULL);
    }
}

static guint64
entries (const QdBayesNet *net)
{
  guint64 total = 0;

  for (guint v = 0; v < qd_bayes_net_n_nodes (net); v++)
    {
      const QdBayesNode *node = qd_bayes_net_node (net, v);
      guint64 size = node->n_states;

      for (guint k = 0; k < node->n_parents; k++)
        size *= qd_bayes_net_node (net, node->parents[k])->n_states;
      total += size;
    }
  return total;
}

/* P(X) by enumeration, VE and the junction tree, for every chance node. */
static void
check_marginals (QdBayesNet *net)
{
  g_autofree gint *evidence = g_new (gint, MAX (qd_bayes_net_n_nodes (net), 1));
  QdBayesAskOptions options;

  for (guint v = 0; v < qd_bayes_net_n_nodes (net); v++)
    evidence[v] = -1;
  qd_bayes_ask_options_init (&options);
  options.max_entries = 1 << 16;
  for (guint v = 0; v < qd_bayes_net_n_nodes (net); v++)
    {
      QdBayesAnswer answers[3] = { 0 };
      QdBayesAlgorithm algorithms[3] = { QD_BAYES_VE, QD_BAYES_ENUMERATION, QD_BAYES_JUNCTION_TREE };
      guint n = qd_bayes_net_node (net, v)->n_states;
      double sum = 0;

      if (qd_bayes_net_node (net, v)->kind != QD_BELIEF_CHANCE)
        continue;
      for (guint a = 0; a < 3; a++)
        {
          options.algorithm = algorithms[a];
          if (!qd_bayes_ask (net, v, evidence, &options, &answers[a], NULL) || answers[a].status != QD_BELIEF_OK)
            qd_fuzz_fail ("a prior marginal of a small network was refused", qd_bayes_algorithm_to_string (algorithms[a]),
                          qd_bayes_net_node (net, v)->name);
        }
      for (guint s = 0; s < n; s++)
        {
          if (!isfinite (answers[0].posterior[s]) || fabs (answers[0].posterior[s] - answers[1].posterior[s]) > 1e-5 ||
              fabs (answers[0].posterior[s] - answers[2].posterior[s]) > 1e-5)
            qd_fuzz_fail ("VE, enumeration and the junction tree disagree", qd_bayes_net_node (net, v)->name, NULL);
          sum += answers[0].posterior[s];
        }
      if (fabs (sum - 1) > 1e-9)
        qd_fuzz_fail ("a marginal does not sum to 1", qd_bayes_net_node (net, v)->name, NULL);
      for (guint a = 0; a < 3; a++)
        qd_bayes_answer_clear (&answers[a]);
    }
}

void
qd_fuzz_check (gconstpointer model)
{
  QdBayesNet *net = (QdBayesNet *) model;
  g_autoptr(GError) error = NULL;

  if (!qd_bayes_net_check (net, &error))
    qd_fuzz_fail ("the reader kept a network the check refuses", error->message, NULL);
  check_texts (net);
  check_numbers (net);
  if (qd_bayes_net_n_nodes (net) <= SMALL_NODES && entries (net) <= SMALL_ENTRIES)
    check_marginals (net);
}
