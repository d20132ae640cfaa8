/* qd-bayes-ask.c — qd_bayes_ask (qd-bayes.h), the one call that answers
 * P(query | evidence) for the command, the tab and the reports, by the
 * engine's exact routes (core/qd-belief.h, core/qd-belief-tree.h) or its
 * samplers (core/qd-belief-sample.h).
 *
 * A refused question is a QD_BAYES_ERROR_QUESTION naming what is wrong:
 * "impossible evidence: P(A=x, B=y) = 0", and "the largest factor would hold
 * N entries, more than M", N with the digits grouped (the user's locale's
 * separator, English commas in C) up to 10^15, written 10^k.k past it. */
#include "config.h"
#include "qd-bayes.h"
#include "qd-bayes-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-belief-tree.h"
#include "core/qd-format.h"
#include "core/qd-text.h"

/* ---- refusals */

static gboolean
impossible (const QdBayesNet *net, const gint *evidence, GError **error)
{
  g_autofree char *text = qd_bayes_evidence_to_string (net, evidence);

  return qd_bayes_question_error (error, _("impossible evidence: P(%s) = 0"), text);
}

/* N as the message shows it: grouped digits, or 10^k past 10^15. */
static char *
entries_text (double n)
{
  if (n < 1e15)
    return qd_format_count ((guint64) n);
  return qd_format_c ("10^%.1f", log10 (n));
}

static gboolean
too_big (double largest, guint64 max_entries, GError **error)
{
  g_autofree char *n = entries_text (largest);
  g_autofree char *m = entries_text ((double) (max_entries != 0 ? max_entries : QD_BELIEF_DEFAULT_MAX_ENTRIES));

  return qd_bayes_question_error (error, _("the largest factor would hold %s entries, more than %s"), n, m);
}

gboolean
qd_bayes_tree_refusal (double largest, double total, guint64 max_entries, GError **error)
{
  double limit = (double) (max_entries != 0 ? max_entries : QD_BELIEF_DEFAULT_MAX_ENTRIES);
  g_autofree char *m = NULL, *n = NULL;

  if (largest > limit)
    {
      n = entries_text (largest), m = entries_text (limit);
      return qd_bayes_question_error (error, _("the junction tree's largest clique would hold %s entries, more than %s"),
                                      n, m);
    }
  n = entries_text (total), m = entries_text (limit * QD_BELIEF_TREE_TOTAL_FACTOR);
  return qd_bayes_question_error (error, _("the junction tree's cliques would hold %s entries together, more than %s"),
                                  n, m);
}

/* ---- asking */

/* OPTIONS' typed order: every variable to eliminate (chance and decision
 * nodes neither the query nor observed) once, as the book writes one; then
 * only those pruning keeps (KEEP NULL: all) go to the engine. */
static gboolean
read_order (const QdBayesNet *net, guint query, const gint *evidence, const char *text, const gboolean *keep,
            GArray *order, GError **error)
{
  guint n = qd_bayes_net_n_nodes (net);
  g_autofree gboolean *named = g_new0 (gboolean, n);
  g_auto (GStrv) names = g_strsplit (text, ",", -1);

  for (guint i = 0; names[i] != NULL; i++)
    {
      gint v = qd_bayes_find_typed_node (net, names[i], strlen (names[i]), error);
      const QdBayesNode *node;

      if (v < 0)
        return FALSE;
      node = qd_bayes_net_node (net, (guint) v);
      if ((guint) v == query || node->kind == QD_BELIEF_UTILITY || (evidence != NULL && evidence[v] >= 0))
        return qd_bayes_question_error (error, _("the order names %s, which is not summed out (the query, observed or a "
                                        "utility)"), node->name);
      if (named[v])
        return qd_bayes_question_error (error, _("the order names %s twice"), node->name);
      named[v] = TRUE;
      if (keep == NULL || keep[v])
        g_array_append_val (order, v);
    }
  for (guint v = 0; v < n; v++)
    if (!named[v] && v != query && qd_bayes_net_node (net, v)->kind != QD_BELIEF_UTILITY &&
        (evidence == NULL || evidence[v] < 0))
      return qd_bayes_question_error (error, _("the order misses %s: it must name every node summed out"),
                             qd_bayes_net_node (net, v)->name);
  return TRUE;
}

/* The heuristics tried, in turn, when the first one's order needs a factor
 * past the limit: on munin1 with twenty leaves observed, weighted min-fill
 * needs 10^8.7 entries where min-fill needs 10^7.9. */
static const QdBeliefOrderHeuristic heuristics[] = {
  QD_BELIEF_ORDER_WEIGHTED_MIN_FILL, QD_BELIEF_ORDER_MIN_FILL, QD_BELIEF_ORDER_MIN_WEIGHT, QD_BELIEF_ORDER_MIN_DEGREE,
};

/* Variable elimination with Q's heuristic, or (OTHER_HEURISTICS) the
 * heuristic whose order is the cheapest: one that fits the limit, then the
 * fewest entries in all (link: weighted min-fill's order needs 5.4·10^8
 * entries for one query where min-fill's needs 2·10^7), and then a search
 * for a cheaper order still (Q->search_order: qd_belief_eliminate tries the
 * heuristics itself).  A caller showing the steps (ON_STEP) keeps its
 * heuristic unless its order is refused. */
static QdBeliefStatus
eliminate (const QdBeliefNet *numbers, QdBeliefQuery *q, const QdBayesAskOptions *options, QdBeliefResult *result)
{
  QdBeliefOrderHeuristic first = q->heuristic;
  QdBeliefStatus status;

  status = qd_belief_eliminate (numbers, q, result);
  if (status == QD_BELIEF_TOO_BIG && options->other_heuristics && options->on_step != NULL)
    {
      q->heuristic = qd_belief_cheapest_heuristic (numbers, q);
      if (q->heuristic != first)
        {
          qd_belief_result_clear (result);
          status = qd_belief_eliminate (numbers, q, result);
        }
    }
  q->heuristic = first;
  return status;
}

static gboolean
ask_exact (QdBayesNet *net, guint query, const gint *evidence, const QdBayesAskOptions *options,
           QdBayesAnswer *answer, GError **error)
{
  const QdBeliefNet *numbers = qd_bayes_net_numbers (net);
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree gboolean *keep = NULL;
  QdBeliefQuery q;
  QdBeliefResult result = { 0 };

  qd_belief_query_init (&q);
  q = (QdBeliefQuery) { .query = &query, .n_query = 1, .evidence = evidence, .prune = options->prune,
                        .heuristic = options->heuristic, .max_entries = options->max_entries,
                        .search_order = options->other_heuristics && options->on_step == NULL,
                        .stop = options->stop, .on_step = options->on_step, .on_term = options->on_term,
                        .data = options->data };
  if (options->order != NULL && options->algorithm == QD_BAYES_VE)
    {
      if (options->prune)
        {
          keep = g_new0 (gboolean, numbers->n_vars);
          qd_belief_relevant (numbers, &query, 1, evidence, keep);
        }
      if (!read_order (net, query, evidence, options->order, keep, order, error))
        return FALSE;
      q.heuristic = QD_BELIEF_ORDER_GIVEN;
      q.order = (const guint *) order->data, q.n_order = order->len;
    }
  answer->status = options->algorithm == QD_BAYES_ENUMERATION ? qd_belief_enumerate (numbers, &q, &result)
                                                              : eliminate (numbers, &q, options, &result);
  answer->evidence_probability = result.evidence_probability;
  answer->cost = result.cost;
  answer->largest = options->algorithm == QD_BAYES_ENUMERATION ? result.terms_needed : result.cost.largest;
  answer->n_pruned = result.n_pruned;
  if (answer->status == QD_BELIEF_OK)
    answer->posterior = g_memdup2 (result.posterior->values, sizeof (double) * result.posterior->size);
  qd_belief_result_clear (&result);
  if (answer->status == QD_BELIEF_IMPOSSIBLE)
    return impossible (net, evidence, error);
  if (answer->status == QD_BELIEF_TOO_BIG && options->algorithm == QD_BAYES_ENUMERATION)
    {
      g_autofree char *n = entries_text (answer->largest);
      g_autofree char *m = entries_text ((double) (options->max_entries != 0 ? options->max_entries
                                                                              : QD_BELIEF_DEFAULT_MAX_TERMS));

      return qd_bayes_question_error (error, _("enumeration's tree would have %s terms, more than %s; "
                                               "use variable elimination"), n, m);
    }
  if (answer->status == QD_BELIEF_TOO_BIG)
    return too_big (answer->largest, options->max_entries, error);
  return TRUE;
}

static gboolean
ask_tree (QdBayesNet *net, guint query, const gint *evidence, const QdBayesAskOptions *options,
          QdBayesAnswer *answer, GError **error)
{
  QdBeliefOrderHeuristic heuristic =
    options->heuristic == QD_BELIEF_ORDER_GIVEN ? QD_BELIEF_ORDER_WEIGHTED_MIN_FILL : options->heuristic;
  g_autoptr(QdBeliefTree) tree = NULL;
  QdBeliefStatus status = QD_BELIEF_OK;
  const double *marginal;
  double largest = 0, total = 0;

  tree = qd_belief_tree_new (qd_bayes_net_numbers (net), heuristic, options->max_entries, options->stop, &status,
                             &largest, &total);
  for (guint i = 0; i < G_N_ELEMENTS (heuristics) && tree == NULL && status == QD_BELIEF_TOO_BIG &&
                    options->other_heuristics; i++)
    {
      double other = 0, other_total = 0;

      if (heuristics[i] == heuristic)
        continue;
      tree = qd_belief_tree_new (qd_bayes_net_numbers (net), heuristics[i], options->max_entries, options->stop,
                                 &status, &other, &other_total);
      if (other_total < total)
        largest = other, total = other_total;
    }
  answer->largest = largest;
  if (tree == NULL)
    {
      answer->status = status;
      return status != QD_BELIEF_TOO_BIG || qd_bayes_tree_refusal (largest, total, options->max_entries, error);
    }
  answer->largest = qd_belief_tree_largest (tree);
  answer->status = qd_belief_tree_propagate (tree, evidence, options->stop);
  if (answer->status == QD_BELIEF_IMPOSSIBLE)
    return impossible (net, evidence, error);
  if (answer->status != QD_BELIEF_OK)
    return TRUE;
  marginal = qd_belief_tree_marginal (tree, query);
  answer->posterior = g_memdup2 (marginal, sizeof (double) * qd_bayes_net_node (net, query)->n_states);
  answer->evidence_probability = qd_belief_tree_evidence_probability (tree);
  return TRUE;
}

static gboolean
ask_sampler (QdBayesNet *net, guint query, const gint *evidence, const QdBayesAskOptions *options,
             QdBayesAnswer *answer, GError **error)
{
  static const QdBeliefSampler samplers[] = { [QD_BAYES_PRIOR] = QD_BELIEF_SAMPLE_PRIOR,
                                              [QD_BAYES_REJECTION] = QD_BELIEF_SAMPLE_REJECTION,
                                              [QD_BAYES_LIKELIHOOD] = QD_BELIEF_SAMPLE_LIKELIHOOD,
                                              [QD_BAYES_GIBBS] = QD_BELIEF_SAMPLE_GIBBS };
  QdBeliefSampleOptions o;
  QdBeliefSampleResult result = { 0 };
  QdBeliefSampleStatus status;

  qd_belief_sample_options_init (&o);
  o.sampler = samplers[options->algorithm], o.query = query, o.evidence = evidence;
  o.n_samples = options->samples, o.seed = options->seed, o.burn_in = options->burn_in;
  o.every = options->every, o.on_progress = options->on_progress, o.data = options->data, o.stop = options->stop;
  status = qd_belief_sample (qd_bayes_net_numbers (net), &o, &result);
  answer->evidence_probability = NAN;
  answer->n_kept = result.n_kept;
  answer->effective = result.effective;
  answer->posterior = g_steal_pointer (&result.estimate);
  answer->status = status == QD_BELIEF_SAMPLE_STOPPED ? QD_BELIEF_STOPPED
                   : status == QD_BELIEF_SAMPLE_OK    ? QD_BELIEF_OK
                                                      : QD_BELIEF_IMPOSSIBLE;
  qd_belief_sample_result_clear (&result);
  if (status == QD_BELIEF_SAMPLE_IMPOSSIBLE_OR_RARE)
    {
      g_autofree char *text = qd_bayes_evidence_to_string (net, evidence);

      g_clear_pointer (&answer->posterior, g_free);
      return qd_bayes_question_error (error, _("no sample agreed with the evidence %s: it is impossible, or too rare for "
                                      "%lu samples"), text, (gulong) options->samples);
    }
  if (status == QD_BELIEF_SAMPLE_REFUSED)
    return qd_bayes_question_error (error, _("the sampler refused the question (no samples, or the query observed)"));
  return TRUE;
}

/* What cannot be asked at all. */
static gboolean
check_question (QdBayesNet *net, guint query, const gint *evidence, const QdBayesAskOptions *options, GError **error)
{
  const QdBayesNode *node;
  gboolean observed = FALSE;

  if (!net->numbers_valid && !qd_bayes_net_check (net, error))
    return FALSE;
  if (query >= qd_bayes_net_n_nodes (net))
    return qd_bayes_question_error (error, _("the query is not a node"));
  node = qd_bayes_net_node (net, query);
  if (node->kind == QD_BELIEF_UTILITY)
    return qd_bayes_question_error (error, _("the utility node %s has no probabilities to ask for"), node->name);
  for (guint i = 0; evidence != NULL && i < qd_bayes_net_n_nodes (net); i++)
    observed |= evidence[i] >= 0;
  if (evidence != NULL && evidence[query] >= 0)
    return qd_bayes_question_error (error, _("the query %s is observed"), node->name);
  if (options->algorithm == QD_BAYES_PRIOR && observed)
    return qd_bayes_question_error (error, _("prior sampling ignores evidence: use rejection sampling, likelihood weighting "
                                    "or Gibbs sampling"));
  if (!qd_bayes_algorithm_is_exact (options->algorithm) && options->samples == 0)
    return qd_bayes_question_error (error, _("a sampler needs at least one sample"));
  return TRUE;
}

gboolean
qd_bayes_ask (QdBayesNet *net, guint query, const gint *evidence, const QdBayesAskOptions *options,
              QdBayesAnswer *answer, GError **error)
{
  QdBayesAskOptions defaults;

  memset (answer, 0, sizeof *answer);
  if (options == NULL)
    qd_bayes_ask_options_init (&defaults), options = &defaults;
  if (!check_question (net, query, evidence, options, error))
    return FALSE;
  if (options->algorithm == QD_BAYES_ENUMERATION || options->algorithm == QD_BAYES_VE)
    return ask_exact (net, query, evidence, options, answer, error);
  if (options->algorithm == QD_BAYES_JUNCTION_TREE)
    return ask_tree (net, query, evidence, options, answer, error);
  return ask_sampler (net, query, evidence, options, answer, error);
}
