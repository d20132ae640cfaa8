/* qd-belief-enumerate.c — ENUMERATION-ASK (AIMA 3rd ed. fig. 14.9),
 * qd-belief.h.
 *
 * For each state of the query (each joint state, for several), the kept
 * variables are taken in topological order: an observed or asked variable
 * has one branch (its state), a hidden one a branch per state; a branch's
 * factor is P(VAR = state | parents) (a decision: 1 / card, or 1 when the
 * evidence sets it), its value
 * that factor times the sum of the branches below.  This is the tree of
 * fig. 14.8: for P(B | j, m), B = b has the factor .001 and the value
 * .00059224259; under it E = e has .002 and .002 × .598525, and so on.
 * Every tree node is reported after its subtree (post-order).
 *
 * The tree's size is known before it is walked (the branches multiply
 * down the levels): past the cap, TOO_BIG at once.  With pruning, the
 * variables kept are qd_belief_relevant's; P(e) when observed nodes were
 * dropped is enumerated again over the ancestors of the evidence alone. */
#include "config.h"
#include "qd-belief-private.h"

#include <math.h>

#define STOP_EVERY 65536

typedef struct
{
  const QdBeliefNet *net;
  const QdBeliefQuery *query;
  QdBeliefTermFunc on_term;     /* NULL while computing P(e) */
  guint *list;                  /* the variables, topological order */
  guint n_list;
  guint *state;                 /* n_vars: the assignment so far */
  gboolean *fixed;              /* n_vars: observed or asked */
  guint64 terms;
  gboolean stopped;
} Enum;

static double
node_probability (const Enum *e, guint v, guint x)
{
  const QdBeliefNet *net = e->net;
  gsize index = 0;

  if (net->kind[v] != QD_BELIEF_CHANCE)
    return qd_belief_decision_weight (net, v, e->query->evidence);
  for (guint i = net->parent_start[v]; i < net->parent_start[v + 1]; i++)
    index = index * net->card[net->parents[i]] + e->state[net->parents[i]];
  return net->table[v][index * net->card[v] + x];
}

/* Σ of the tree nodes at level DEPTH (the variable list[DEPTH]). */
static double
enumerate_all (Enum *e, guint depth)
{
  if (depth == e->n_list || e->stopped)
    return 1.0;

  guint v = e->list[depth];
  guint first = e->fixed[v] ? e->state[v] : 0, last = e->fixed[v] ? e->state[v] + 1 : e->net->card[v];
  double sum = 0;

  for (guint x = first; x < last; x++)
    {
      e->state[v] = x;
      double factor = node_probability (e, v, x);
      double value = factor * enumerate_all (e, depth + 1);
      if (++e->terms % STOP_EVERY == 0 && e->query->stop != NULL && g_atomic_int_get (e->query->stop))
        e->stopped = TRUE;
      if (e->on_term != NULL && !e->stopped)
        e->on_term (e->query->data, depth + 1, v, x, factor, value);
      sum += value;
    }
  e->state[v] = first;
  return sum;
}

/* The tree's nodes: for each level, the product of the branches so far. */
static double
tree_size (const Enum *e, double roots)
{
  double width = roots, total = roots;

  for (guint i = 0; i < e->n_list; i++)
    {
      width *= e->fixed[e->list[i]] ? 1 : e->net->card[e->list[i]];
      total += width;
    }
  return total;
}

/* LIST: the nodes with KEEP, in topological order. */
static void
enum_list (Enum *e, const gboolean *keep)
{
  g_autofree guint *topo = g_new (guint, e->net->n_vars + 1);

  qd_belief_topological (e->net, topo);
  e->n_list = 0;
  for (guint i = 0; i < e->net->n_vars; i++)
    if (keep[topo[i]] && e->net->kind[topo[i]] != QD_BELIEF_UTILITY)
      e->list[e->n_list++] = topo[i];
}

static double
cap_of (const QdBeliefQuery *query)
{
  return query->max_entries != 0 ? (double) query->max_entries : (double) QD_BELIEF_DEFAULT_MAX_TERMS;
}

/* P(e) over the ancestors of the observed nodes. */
static QdBeliefStatus
enumerate_evidence (Enum *e, QdBeliefResult *result, double *p)
{
  g_autofree gboolean *keep = g_new0 (gboolean, e->net->n_vars + 1);

  for (guint v = 0; v < e->net->n_vars; v++)
    keep[v] = e->fixed[v] && e->query->evidence != NULL && e->query->evidence[v] >= 0;
  qd_belief_mark_ancestors (e->net, keep);
  enum_list (e, keep);
  result->terms_needed = tree_size (e, 1) + (double) e->terms;
  if (result->terms_needed > cap_of (e->query))
    return QD_BELIEF_TOO_BIG;
  result->terms_needed = 0;
  e->on_term = NULL;
  *p = enumerate_all (e, 0);
  result->n_terms = e->terms;
  return e->stopped ? QD_BELIEF_STOPPED : QD_BELIEF_OK;
}

/* Each joint state of the query, in the posterior's order. */
static QdBeliefStatus
enumerate_query (Enum *e, QdFactor *joint, QdBeliefResult *result)
{
  g_autofree guint *count = g_new0 (guint, joint->n + 1);

  for (guint i = 0; i < joint->n; i++)
    e->fixed[joint->vars[i]] = TRUE, e->state[joint->vars[i]] = 0;
  for (gsize k = 0; k < joint->size && !e->stopped; k++)
    {
      joint->values[k] = enumerate_all (e, 0);
      e->terms++;
      if (e->on_term != NULL && !e->stopped)
        e->on_term (e->query->data, 0, G_MAXUINT, (guint) k, 1.0, joint->values[k]);
      for (gint d = (gint) joint->n - 1; d >= 0; d--)
        {
          guint v = joint->vars[d];
          if (++count[d] < joint->card[d])
            {
              e->state[v] = count[d];
              break;
            }
          count[d] = 0, e->state[v] = 0;
        }
    }
  result->n_terms = e->terms;
  return e->stopped ? QD_BELIEF_STOPPED : QD_BELIEF_OK;
}

static QdBeliefStatus
enumerate_run (Enum *e, QdFactor *joint, QdBeliefResult *result)
{
  guint n = e->net->n_vars;
  g_autofree gboolean *keep = g_new0 (gboolean, n + 1);
  gboolean dropped = FALSE, observed = FALSE;
  const gint *evidence = e->query->evidence;
  double p;

  for (guint v = 0; v < n; v++)
    {
      keep[v] = e->net->kind[v] != QD_BELIEF_UTILITY;
      e->fixed[v] = evidence != NULL && evidence[v] >= 0;
      e->state[v] = e->fixed[v] ? (guint) evidence[v] : 0;
      observed |= e->fixed[v];
    }
  if (e->query->prune)
    qd_belief_relevant (e->net, e->query->query, e->query->n_query, evidence, keep);
  for (guint v = 0; v < n; v++)
    {
      result->n_pruned += e->net->kind[v] != QD_BELIEF_UTILITY && !keep[v] ? 1 : 0;
      dropped |= e->fixed[v] && !keep[v];
    }
  enum_list (e, keep);
  for (guint i = 0; i < e->query->n_query; i++)
    e->fixed[e->query->query[i]] = TRUE;
  result->terms_needed = tree_size (e, (double) joint->size);
  if (result->terms_needed > cap_of (e->query))
    return QD_BELIEF_TOO_BIG;
  result->terms_needed = 0;

  if (e->query->stop != NULL && g_atomic_int_get (e->query->stop))
    return QD_BELIEF_STOPPED;

  QdBeliefStatus status = enumerate_query (e, joint, result);
  if (status != QD_BELIEF_OK)
    return status;
  p = qd_factor_sum (joint);
  if (!(p > 0) || !isfinite (p))
    return QD_BELIEF_IMPOSSIBLE;
  for (guint i = 0; i < e->query->n_query; i++)
    e->fixed[e->query->query[i]] = FALSE;
  if (dropped && (status = enumerate_evidence (e, result, &p)) != QD_BELIEF_OK)
    return status;
  if (!(p > 0))
    return QD_BELIEF_IMPOSSIBLE;
  result->evidence_probability = observed ? p : 1.0;
  qd_factor_normalize (joint);
  return QD_BELIEF_OK;
}

QdBeliefStatus
qd_belief_enumerate (const QdBeliefNet *net, const QdBeliefQuery *query, QdBeliefResult *result)
{
  *result = (QdBeliefResult) { .status = QD_BELIEF_STOPPED, .cost.largest_var = G_MAXUINT };
  g_return_val_if_fail (qd_belief_query_valid (net, query), QD_BELIEF_STOPPED);

  guint n = net->n_vars;
  g_autofree guint *vars = g_memdup2 (query->query, query->n_query * sizeof (guint));
  g_autofree guint *card = g_new (guint, query->n_query);
  Enum e = { net, query, query->on_term, g_new (guint, n + 1), 0, g_new0 (guint, n + 1), g_new0 (gboolean, n + 1) };
  QdFactor *joint;

  result->terms_needed = 1;
  for (guint i = 0; i < query->n_query; i++)
    card[i] = net->card[vars[i]], result->terms_needed *= card[i];
  joint = qd_factor_new (vars, card, query->n_query, NULL, (guint64) cap_of (query));
  if (joint != NULL)
    result->terms_needed = 0;
  result->status = joint == NULL ? QD_BELIEF_TOO_BIG : enumerate_run (&e, joint, result);
  if (result->status == QD_BELIEF_OK)
    result->posterior = g_steal_pointer (&joint);
  qd_factor_free (joint);
  g_free (e.list);
  g_free (e.state);
  g_free (e.fixed);
  return result->status;
}
