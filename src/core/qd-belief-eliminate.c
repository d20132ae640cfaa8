/* qd-belief-eliminate.c — what a query needs (pruning) and variable
 * elimination (AIMA 3rd ed. fig. 14.11), qd-belief.h.
 *
 * Pruning keeps the ancestors of the query and of the evidence that bears on
 * it: the Bayes ball from the query, given all of the evidence, arrives at
 * the requisite observations (Shachter 1998); the others are d-separated
 * from the query and cannot change its posterior.  Barren nodes (neither
 * ancestors of the query nor of kept evidence) sum to 1 and go.
 *
 * P(e) is that of ALL the evidence.  When pruning kept every observed node,
 * it is the sum of the unnormalised posterior.  When it dropped some, the
 * dropped evidence still weighs on P(e) (P(e) = P(e_kept) · P(e_dropped |
 * e_kept)), so a second elimination sums every variable out of the ancestors
 * of the evidence alone (qd_belief_evidence_probability): exact, and it
 * makes no factor larger than the unpruned query would.
 *
 * Elimination: an order on the hidden variables kept, the whole order
 * costed and refused (TOO_BIG) before any table is made when one of its
 * factors, or the posterior, would pass MAX_ENTRIES; then the steps
 * (qd-belief-run.c). */
#include "config.h"
#include "qd-belief-private.h"

#include <math.h>

void
qd_belief_relevant (const QdBeliefNet *net, const guint *query, guint n_query, const gint *evidence,
                    gboolean *keep)
{
  guint n = net->n_vars;
  g_autoptr (QdBeliefGraph) graph = qd_belief_graph_new (net);
  g_autofree gboolean *x = g_new0 (gboolean, n + 1);
  g_autofree gboolean *z = g_new0 (gboolean, n + 1);
  g_autofree gboolean *reached = g_new0 (gboolean, n + 1);

  for (guint i = 0; i < n_query; i++)
    x[query[i]] = TRUE;
  for (guint v = 0; evidence != NULL && v < n; v++)
    z[v] = evidence[v] >= 0;
  qd_belief_ball (net, graph, TRUE, x, NULL, z, reached, NULL);
  for (guint v = 0; v < n; v++)
    keep[v] = x[v] || (z[v] && reached[v] && net->kind[v] != QD_BELIEF_UTILITY);
  qd_belief_mark_ancestors (net, keep);
}

static guint64
limit_of (const QdBeliefQuery *query)
{
  return query->max_entries != 0 ? query->max_entries : QD_BELIEF_DEFAULT_MAX_ENTRIES;
}

/* P(e)'s elimination: the ancestors of the evidence and their order. */
typedef struct
{
  gboolean *keep;
  gboolean *hidden;      /* kept and unobserved */
  guint *order;
  gint n_order;
  QdBeliefOrderCost cost;
  QdBeliefOrderHeuristic heuristic;   /* the one whose order that is */
} EvidencePlan;

static void
evidence_plan_clear (EvidencePlan *pe)
{
  g_free (pe->keep);
  g_free (pe->hidden);
  g_free (pe->order);
  *pe = (EvidencePlan) { 0 };
}

/* PE's nodes: the ancestors of the evidence, the unobserved ones hidden. */
static void
evidence_plan_nodes (const QdBeliefNet *net, const gint *evidence, EvidencePlan *pe)
{
  guint n = net->n_vars;

  pe->keep = g_new0 (gboolean, n + 1);
  pe->hidden = g_new0 (gboolean, n + 1);
  pe->order = g_new (guint, n + 1);
  for (guint v = 0; v < n; v++)
    pe->keep[v] = evidence[v] >= 0 && net->kind[v] != QD_BELIEF_UTILITY;
  qd_belief_mark_ancestors (net, pe->keep);
  for (guint v = 0; v < n; v++)
    pe->hidden[v] = pe->keep[v] && evidence[v] < 0;
}

/* PE's order: the cheapest heuristic's (HEURISTIC first). */
static void
evidence_plan_order (const QdBeliefNet *net, QdBeliefOrderHeuristic heuristic, guint64 limit, EvidencePlan *pe)
{
  if (heuristic == QD_BELIEF_ORDER_GIVEN)
    heuristic = QD_BELIEF_ORDER_WEIGHTED_MIN_FILL;
  pe->heuristic = qd_belief_order_cheapest (net, pe->hidden, pe->hidden, pe->keep, heuristic, limit, pe->order,
                                            &pe->n_order, &pe->cost);
}

static void
evidence_plan (const QdBeliefNet *net, const gint *evidence, QdBeliefOrderHeuristic heuristic, guint64 limit,
               EvidencePlan *pe)
{
  evidence_plan_nodes (net, evidence, pe);
  evidence_plan_order (net, heuristic, limit, pe);
}

static void
evidence_plan_search (const QdBeliefNet *net, const QdBeliefQuery *query, EvidencePlan *pe)
{
  qd_belief_order_search (net, pe->hidden, pe->hidden, pe->keep, limit_of (query), query->stop, pe->order,
                          &pe->n_order, &pe->cost);
}

/* *P by PE's elimination; TOO_BIG before any table when a factor would
 * pass the limit. */
static QdBeliefStatus
evidence_run (const QdBeliefNet *net, const gint *evidence, const QdBeliefQuery *query, const EvidencePlan *pe,
              double *p)
{
  QdBeliefQuery quiet = { .stop = query->stop };
  g_autoptr (QdFactor) sum = NULL;
  QdBeliefStatus status;

  if (pe->cost.largest > (double) limit_of (query))
    return QD_BELIEF_TOO_BIG;
  status = qd_belief_run (net, evidence, &quiet, limit_of (query), pe->keep, pe->order, (guint) pe->n_order, NULL, 0,
                          &sum, NULL);
  if (status == QD_BELIEF_OK)
    *p = sum->values[0];
  return status;
}

QdBeliefStatus
qd_belief_evidence_probability (const QdBeliefNet *net, const gint *evidence, const QdBeliefQuery *query,
                                double *p, QdBeliefOrderCost *cost)
{
  EvidencePlan pe = { 0 };
  QdBeliefStatus status;

  evidence_plan (net, evidence, query->heuristic, limit_of (query), &pe);
  if (query->search_order)
    evidence_plan_search (net, query, &pe);
  *cost = pe.cost;
  status = evidence_run (net, evidence, query, &pe, p);
  evidence_plan_clear (&pe);
  return status;
}

/* ------------------------------------------------------------- a query */

/* What a query keeps and eliminates, in which order, at what cost. */
typedef struct
{
  gint *evidence;        /* n_vars */
  gboolean *keep;
  gboolean *present;     /* kept and unobserved */
  gboolean *hidden;      /* present and not asked */
  guint *order;
  gint n_order;
  gboolean dropped;      /* some observed node left out */
  QdBeliefOrderHeuristic heuristic;   /* the one whose order ORDER is */
  EvidencePlan pe;       /* when dropped: P(e)'s, if already made (pe.keep not NULL) */
} Plan;

static void
plan_clear (Plan *plan)
{
  g_free (plan->evidence);
  g_free (plan->keep);
  g_free (plan->present);
  g_free (plan->hidden);
  g_free (plan->order);
  evidence_plan_clear (&plan->pe);
}

/* A GIVEN order's entries that are hidden (the others skipped, so that an
 * order may name every node); -1 when one repeats or one is missing. */
static gint
given_order (const QdBeliefQuery *query, const gboolean *hidden, guint n, guint *out)
{
  g_autofree gboolean *seen = g_new0 (gboolean, n + 1);
  guint k = 0, need = 0;

  for (guint v = 0; v < n; v++)
    need += hidden[v] ? 1 : 0;
  for (guint i = 0; i < query->n_order; i++)
    {
      guint v = query->order[i];
      if (v >= n || !hidden[v])
        continue;
      if (seen[v])
        return -1;
      seen[v] = TRUE;
      out[k++] = v;
    }
  return k == need ? (gint) k : -1;
}

static void
plan_make (const QdBeliefNet *net, const QdBeliefQuery *query, Plan *plan, QdBeliefResult *result)
{
  guint n = net->n_vars;

  plan->evidence = g_new (gint, n + 1);
  plan->keep = g_new0 (gboolean, n + 1);
  plan->present = g_new0 (gboolean, n + 1);
  plan->hidden = g_new0 (gboolean, n + 1);
  plan->order = g_new (guint, n + 1);
  for (guint v = 0; v < n; v++)
    {
      plan->evidence[v] = query->evidence != NULL ? query->evidence[v] : -1;
      plan->keep[v] = net->kind[v] != QD_BELIEF_UTILITY;
    }
  if (query->prune)
    qd_belief_relevant (net, query->query, query->n_query, plan->evidence, plan->keep);
  for (guint v = 0; v < n; v++)
    {
      result->n_pruned += net->kind[v] != QD_BELIEF_UTILITY && !plan->keep[v] ? 1 : 0;
      plan->dropped |= plan->evidence[v] >= 0 && !plan->keep[v];
      plan->present[v] = plan->hidden[v] = plan->keep[v] && plan->evidence[v] < 0;
    }
  for (guint i = 0; i < query->n_query; i++)
    plan->hidden[query->query[i]] = FALSE;
  plan->n_order = query->heuristic == QD_BELIEF_ORDER_GIVEN
                    ? given_order (query, plan->hidden, n, plan->order)
                    : (gint) n;
  plan->heuristic = query->heuristic;
  if (plan->n_order >= 0 && query->search_order && query->heuristic != QD_BELIEF_ORDER_GIVEN)
    plan->heuristic = qd_belief_order_cheapest (net, plan->hidden, plan->present, plan->keep, query->heuristic,
                                                limit_of (query), plan->order, &plan->n_order, &result->cost);
  else if (plan->n_order >= 0)
    plan->n_order = qd_belief_order_tables (net, plan->hidden, plan->present, plan->keep, query->heuristic,
                                            plan->order, (guint) plan->n_order, &result->cost);
}

QdBeliefOrderHeuristic
qd_belief_cheapest_heuristic (const QdBeliefNet *net, const QdBeliefQuery *query)
{
  QdBeliefQuery first = *query;
  QdBeliefResult result = { .cost.largest_var = G_MAXUINT };
  QdBeliefOrderHeuristic best = query->heuristic;
  Plan plan = { 0 };
  gint n_order;

  g_return_val_if_fail (qd_belief_query_valid (net, query), query->heuristic);
  if (query->heuristic == QD_BELIEF_ORDER_GIVEN)
    return query->heuristic;
  first.heuristic = QD_BELIEF_ORDER_GIVEN;   /* no order yet: plan_make only marks */
  first.n_order = 0;
  plan_make (net, &first, &plan, &result);
  best = qd_belief_order_cheapest (net, plan.hidden, plan.present, plan.keep, query->heuristic, limit_of (query),
                                   plan.order, &n_order, &result.cost);
  plan_clear (&plan);
  return best;
}

/* With evidence d-separated from the query left out, P(e) takes a second
 * elimination over the ancestors of all of the evidence.  One elimination
 * over the ancestors of all of the evidence, when the query is one of them,
 * gives both the posterior and P(e) (its sum): PLAN becomes that one when
 * its order costs no more than the two together (link's query 13: 2·10^7
 * entries instead of 4·10^7), P(e)'s order not even made when it costs no
 * more than the query's alone.
 * Not when the steps are shown: they would hold nodes pruning drops. */
static void
plan_joint (const QdBeliefNet *net, const QdBeliefQuery *query, Plan *plan, QdBeliefResult *result)
{
  guint n = net->n_vars;
  guint64 limit = limit_of (query);
  g_autofree gboolean *present = g_new0 (gboolean, n + 1);
  g_autofree gboolean *hidden = g_new0 (gboolean, n + 1);
  g_autofree guint *order = g_new (guint, n + 1);
  QdBeliefOrderCost joint;
  gint n_order;
  const gboolean *keep;

  if (!plan->dropped || query->on_step != NULL || query->heuristic == QD_BELIEF_ORDER_GIVEN || plan->n_order < 0)
    return;
  /* only the ancestors of the evidence: more, tables whose rows do not sum
   * to 1 exactly (bnlearn's are rounded) would move P(e); the heuristics
   * first that whose order the query's was (on nearly the same nodes) */
  evidence_plan_nodes (net, plan->evidence, &plan->pe);
  keep = plan->pe.keep;
  for (guint i = 0; i < query->n_query; i++)
    if (!keep[query->query[i]])
      {
        evidence_plan_order (net, plan->heuristic, limit, &plan->pe);
        return;
      }
  for (guint v = 0; v < n; v++)
    present[v] = hidden[v] = keep[v] && plan->evidence[v] < 0;
  for (guint i = 0; i < query->n_query; i++)
    hidden[query->query[i]] = FALSE;
  /* the same nodes but the query: the query's heuristic, not the four again */
  n_order = qd_belief_order_tables (net, hidden, present, keep, plan->heuristic, order, 0, &joint);
  if (joint.largest > (double) limit || joint.total > result->cost.total)
    {
      evidence_plan_order (net, plan->heuristic, limit, &plan->pe);
      if (joint.largest > (double) limit || joint.total > result->cost.total + plan->pe.cost.total)
        return;
    }
  memcpy (plan->keep, keep, n * sizeof (gboolean));
  memcpy (plan->present, present, n * sizeof (gboolean));
  memcpy (plan->hidden, hidden, n * sizeof (gboolean));
  memcpy (plan->order, order, (gsize) n_order * sizeof (guint));
  plan->n_order = n_order;
  plan->dropped = FALSE;
  result->cost = joint;
  result->n_pruned = 0;
  for (guint v = 0; v < n; v++)
    result->n_pruned += net->kind[v] != QD_BELIEF_UTILITY && !keep[v] ? 1 : 0;
  evidence_plan_clear (&plan->pe);   /* KEEP was its */
}

/* With SEARCH_ORDER, the orders chosen searched for cheaper ones: the
 * query's, and P(e)'s when already made (else finish makes it so). */
static void
plan_search (const QdBeliefNet *net, const QdBeliefQuery *query, Plan *plan, QdBeliefResult *result)
{
  if (!query->search_order || query->heuristic == QD_BELIEF_ORDER_GIVEN || plan->n_order < 0)
    return;
  qd_belief_order_search (net, plan->hidden, plan->present, plan->keep, limit_of (query), query->stop, plan->order,
                          &plan->n_order, &result->cost);
  if (plan->dropped && plan->pe.keep != NULL)
    evidence_plan_search (net, query, &plan->pe);
}

gboolean
qd_belief_query_valid (const QdBeliefNet *net, const QdBeliefQuery *query)
{
  g_autofree gboolean *seen = g_new0 (gboolean, net->n_vars + 1);

  if (query->n_query == 0)
    return FALSE;
  for (guint i = 0; i < query->n_query; i++)
    {
      guint v = query->query[i];
      if (v >= net->n_vars || seen[v] || net->kind[v] == QD_BELIEF_UTILITY
          || (query->evidence != NULL && query->evidence[v] >= 0))
        return FALSE;
      seen[v] = TRUE;
    }
  for (guint v = 0; query->evidence != NULL && v < net->n_vars; v++)
    if (query->evidence[v] >= (gint) net->card[v] || (query->evidence[v] >= 0 && net->kind[v] == QD_BELIEF_UTILITY))
      return FALSE;
  return TRUE;
}

/* The posterior's size, and the order's largest factor, against the limit. */
static gboolean
fits (const QdBeliefNet *net, const QdBeliefQuery *query, QdBeliefOrderCost *cost)
{
  double size = 1;

  for (guint i = 0; i < query->n_query; i++)
    size *= net->card[query->query[i]];
  if (size > cost->largest)
    cost->largest = size, cost->largest_var = G_MAXUINT;
  return cost->largest <= (double) limit_of (query);
}

/* P(e) and the posterior normalised, from the unnormalised one. */
static QdBeliefStatus
finish (const QdBeliefNet *net, const QdBeliefQuery *query, const Plan *plan, QdFactor *joint,
        QdBeliefResult *result)
{
  double sum = qd_factor_sum (joint), p = sum;
  gboolean observed = FALSE;

  for (guint v = 0; v < net->n_vars; v++)
    observed |= plan->evidence[v] >= 0;
  if (!(sum > 0) || !isfinite (sum))
    return QD_BELIEF_IMPOSSIBLE;
  if (plan->dropped)
    {
      QdBeliefOrderCost cost = plan->pe.cost;
      QdBeliefStatus status = plan->pe.keep != NULL
                                ? evidence_run (net, plan->evidence, query, &plan->pe, &p)
                                : qd_belief_evidence_probability (net, plan->evidence, query, &p, &cost);
      if (status == QD_BELIEF_TOO_BIG)
        result->cost = cost;
      if (status != QD_BELIEF_OK)
        return status;
      if (!(p > 0))
        return QD_BELIEF_IMPOSSIBLE;
    }
  qd_factor_normalize (joint);
  result->evidence_probability = observed ? p : 1.0;
  return QD_BELIEF_OK;
}

QdBeliefStatus
qd_belief_eliminate (const QdBeliefNet *net, const QdBeliefQuery *query, QdBeliefResult *result)
{
  *result = (QdBeliefResult) { .status = QD_BELIEF_STOPPED, .cost.largest_var = G_MAXUINT };
  g_return_val_if_fail (qd_belief_query_valid (net, query), QD_BELIEF_STOPPED);

  Plan plan = { 0 };
  QdFactor *joint = NULL;
  g_autofree guint *asked = g_memdup2 (query->query, query->n_query * sizeof (guint));
  QdBeliefStatus status;

  plan_make (net, query, &plan, result);
  plan_joint (net, query, &plan, result);
  plan_search (net, query, &plan, result);
  if (plan.n_order < 0)
    {
      plan_clear (&plan);
      g_critical ("qd_belief_eliminate: the given order does not name every hidden variable once");
      return QD_BELIEF_STOPPED;
    }
  for (guint i = 1; i < query->n_query; i++)
    for (guint j = i; j > 0 && asked[j - 1] > asked[j]; j--)
      {
        guint t = asked[j];
        asked[j] = asked[j - 1], asked[j - 1] = t;
      }
  if (!fits (net, query, &result->cost))
    status = QD_BELIEF_TOO_BIG;
  else
    status = qd_belief_run (net, plan.evidence, query, limit_of (query), plan.keep, plan.order, (guint) plan.n_order,
                            asked, query->n_query, &joint, &result->n_steps);
  if (status == QD_BELIEF_OK)
    status = finish (net, query, &plan, joint, result);
  if (status == QD_BELIEF_OK)
    result->posterior = g_steal_pointer (&joint);
  qd_factor_free (joint);
  plan_clear (&plan);
  result->status = status;
  return status;
}
