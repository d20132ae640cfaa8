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
 * Elimination: the tables as factors, reduced by the evidence (a decision's
 * 1 / card, or 1 when the evidence sets it); an order on
 * the hidden variables kept; the whole order costed and refused (TOO_BIG)
 * before any table is made when one of its factors, or the posterior, would
 * pass MAX_ENTRIES.  Each step joins the factors that hold the variable
 * (its bucket: a factor waits in that of the first variable of the order
 * it holds) and sums it out in one pass (the product's table is never
 * made); the big
 * tables of the factors joined are kept for the next steps' factors
 * (qd_factor_values_new). */
#include "config.h"
#include "qd-belief-private.h"

#include <math.h>

/* Factors, owned (their tables may be the network's: Run.borrowed). */
typedef GPtrArray FactorList;


typedef struct
{
  const QdBeliefNet *net;
  const gint *evidence;          /* n_vars, never NULL */
  const QdBeliefQuery *query;    /* stop, on_step (NULL: none) and data */
  guint64 limit;
  guint n_steps;
  GHashTable *borrowed;          /* tables of factors that are the network's own */
  /* The factors in buckets (bucket elimination): each in that of the
   * first variable of the order it holds, the last bucket those holding
   * none; a bucket a list from its latest factor. */
  FactorList *pool;              /* every factor, in the order they came (taken: NULL) */
  guint *next;                   /* per factor of POOL: the one before it in its bucket */
  guint next_cap;
  guint *head;                   /* n_order + 1: each bucket's latest factor (G_MAXUINT: none) */
  guint *place;                  /* n_vars: a variable's place in the order (n_order: none) */
  guint n_order;
  guint *vars, *card;            /* n_vars: a step's union */
} Run;

/* A factor over VARS (ascending) whose table the caller fills (not zeroed):
 * a big one is a table an earlier step or query freed (qd_factor_values_new),
 * not fresh pages to fault in. */
static QdFactor *
made_factor (const guint *vars, const guint *card, guint n, gsize size)
{
  QdFactor *factor = g_new0 (QdFactor, 1);

  factor->n = n;
  factor->vars = g_new (guint, n + 1);
  factor->card = g_new (guint, n + 1);
  memcpy (factor->vars, vars, n * sizeof (guint));
  memcpy (factor->card, card, n * sizeof (guint));
  factor->size = size;
  factor->values = qd_factor_values_new (size, FALSE);
  return factor;
}

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

/* FACTOR freed, its table too unless it is the network's. */
static void
run_factor_free (const Run *run, QdFactor *factor)
{
  if (g_hash_table_contains (run->borrowed, factor->values))
    factor->values = NULL;
  qd_factor_free (factor);
}

static void
run_factors_free (const Run *run, FactorList *list)
{
  for (guint i = 0; i < list->len; i++)
    run_factor_free (run, list->pdata[i]);
  g_ptr_array_set_size (list, 0);
}

/* A view of TABLE over VARS (ascending; CARD) for the walks, not copied. */
static QdFactor *
table_view (Run *run, const guint *vars, const guint *card, guint n, gsize size, const double *table)
{
  QdFactor *view = g_new0 (QdFactor, 1);

  view->n = n;
  view->vars = g_memdup2 (vars, n * sizeof (guint));
  view->card = g_memdup2 (card, n * sizeof (guint));
  view->size = size;
  view->values = (double *) table;   /* never written: borrowed */
  g_hash_table_add (run->borrowed, view->values);
  return view;
}

/* A chance node V's factor when none of its family is observed and its
 * table is in a factor's layout already (its family in ascending ids, or
 * the network's ordered copy): that table itself, not copied; NULL for
 * the others. */
static QdFactor *
borrowed_factor (Run *run, guint v)
{
  const QdBeliefNet *net = run->net;
  guint np = qd_belief_n_family_parents (net, v);
  const guint *pa = net->parents + net->parent_start[v];
  const QdFactor *ordered = net->ordered != NULL ? net->ordered[v] : NULL;
  g_autofree guint *vars = g_new (guint, np + 1);
  g_autofree guint *card = g_new (guint, np + 1);
  gsize size = net->card[v];

  if (net->kind[v] != QD_BELIEF_CHANCE || run->evidence[v] >= 0)
    return NULL;
  for (guint i = 0; i < np; i++)
    {
      if (run->evidence[pa[i]] >= 0 || (ordered == NULL && pa[i] >= (i + 1 < np ? pa[i + 1] : v)))
        return NULL;
      size *= net->card[pa[i]];
    }
  if (ordered != NULL)
    return table_view (run, ordered->vars, ordered->card, ordered->n, ordered->size, ordered->values);
  memcpy (vars, pa, np * sizeof (guint));
  vars[np] = v;
  for (guint i = 0; i <= np; i++)
    card[i] = net->card[vars[i]];
  return table_view (run, vars, card, np + 1, size, net->table[v]);
}

/* FACTOR into the bucket of the first variable of the order it holds. */
static void
bucket_add (Run *run, QdFactor *factor)
{
  guint bucket = run->n_order, i = run->pool->len;

  for (guint j = 0; j < factor->n; j++)
    bucket = MIN (bucket, run->place[factor->vars[j]]);
  if (i == run->next_cap)
    {
      run->next_cap = run->next_cap * 2 + 64;
      run->next = g_renew (guint, run->next, run->next_cap);
    }
  g_ptr_array_add (run->pool, factor);
  run->next[i] = run->head[bucket];
  run->head[bucket] = i;
}

/* Moves the factors of BUCKET into JOINED, in the order they came. */
static void
bucket_take (Run *run, guint bucket, FactorList *joined)
{
  guint k = joined->len;

  for (guint i = run->head[bucket]; i != G_MAXUINT; i = run->next[i])
    {
      g_ptr_array_add (joined, run->pool->pdata[i]);
      run->pool->pdata[i] = NULL;
    }
  run->head[bucket] = G_MAXUINT;
  for (guint a = k, b = joined->len; a + 1 < b; a++, b--)   /* latest first: reversed */
    {
      gpointer t = joined->pdata[a];
      joined->pdata[a] = joined->pdata[b - 1], joined->pdata[b - 1] = t;
    }
}

/* The buckets for ORDER, and the factors of the kept nodes in them,
 * reduced by the evidence. */
static void
buckets_init (Run *run, const gboolean *keep, const guint *order, guint n_order)
{
  guint n = run->net->n_vars;

  run->pool = g_ptr_array_new ();
  run->next = NULL;
  run->next_cap = 0;
  run->n_order = n_order;
  run->head = g_new (guint, n_order + 1);
  run->place = g_new (guint, n + 1);
  run->vars = g_new (guint, n + 1);
  run->card = g_new (guint, n + 1);
  for (guint i = 0; i <= n_order; i++)
    run->head[i] = G_MAXUINT;
  for (guint v = 0; v < n; v++)
    run->place[v] = n_order;
  for (guint i = 0; i < n_order; i++)
    run->place[order[i]] = i;
  for (guint v = 0; v < n; v++)
    if (keep[v] && run->net->kind[v] != QD_BELIEF_UTILITY)
      {
        QdFactor *f = borrowed_factor (run, v);
        bucket_add (run, f != NULL ? f : qd_belief_node_factor (run->net, v, run->evidence));
      }
}

static void
buckets_clear (Run *run)
{
  for (guint i = 0; i < run->pool->len; i++)
    if (run->pool->pdata[i] != NULL)
      run_factor_free (run, run->pool->pdata[i]);
  g_ptr_array_free (run->pool, TRUE);
  g_free (run->next);
  g_free (run->head);
  g_free (run->place);
  g_free (run->vars);
  g_free (run->card);
}

static gboolean
stopped (const Run *run)
{
  return run->query->stop != NULL && g_atomic_int_get (run->query->stop);
}

static void
report_step (Run *run, guint var, FactorList *joined, const QdFactor *made)
{
  QdBeliefStep step = { run->n_steps++, var, joined->len, (const QdFactor *const *) joined->pdata,
                        made->vars, made->n, made->size };

  if (run->query->on_step != NULL)
    run->query->on_step (run->query->data, &step);
}

static QdBeliefStatus eliminate_joined (Run *run, const guint *order, guint at, FactorList *joined,
                                        guint *n_done);

/* Σ_ORDER[AT] of the factors holding ORDER[AT] (its bucket), into the
 * buckets, and in the same walk Σ of the next variables of ORDER only
 * those factors hold: *N_DONE of them in all.  JOINED: empty, left so. */
static QdBeliefStatus
eliminate_var (Run *run, const guint *order, guint at, FactorList *joined, guint *n_done)
{
  QdBeliefStatus status;

  bucket_take (run, at, joined);
  status = eliminate_joined (run, order, at, joined, n_done);
  run_factors_free (run, joined);
  return status;
}

/* Takes out of VARS (CARD, N ascending) the next variables of ORDER from
 * FROM on (the first always) that no factor left holds: the step after
 * would sum such a variable out of the factor just made alone, a pass over
 * a table just written; summed out in the same walk, it is not written at
 * all.  A factor left holding ORDER[FROM + k] would be in its bucket, as
 * those between are empty (their variables were taken).  One at a time
 * when the steps are shown.  How many. */
static guint
fused_vars (const Run *run, const guint *order, guint from, guint *vars, guint *card, guint *n)
{
  guint k = 0;

  for (; from + k < run->n_order && (k == 0 || run->query->on_step == NULL); k++)
    {
      guint at = 0;
      while (at < *n && vars[at] != order[from + k])
        at++;
      if (at == *n || (k > 0 && run->head[from + k] != G_MAXUINT))
        break;
      memmove (vars + at, vars + at + 1, (*n - at - 1) * sizeof (guint));
      memmove (card + at, card + at + 1, (*n - at - 1) * sizeof (guint));
      (*n)--;
    }
  return k;
}

/* TRUE when A's variables are all B's (both ascending). */
static gboolean
scope_within (const QdFactor *a, const QdFactor *b)
{
  guint j = 0;

  for (guint i = 0; i < a->n; i++)
    {
      while (j < b->n && b->vars[j] < a->vars[i])
        j++;
      if (j == b->n || b->vars[j] != a->vars[i])
        return FALSE;
    }
  return TRUE;
}

/* Before a step of three factors or more over UNION entries: a factor whose
 * variables are all those of another, a quarter of the step or smaller, is
 * multiplied into that one first (a prior, a table the evidence reduced):
 * one table fewer read at each of the step's entries, and two left may be
 * matrix products (qd_factor_contract).  Not when the steps are shown. */
static void
absorb_within (Run *run, FactorList *joined, gsize union_size)
{
  for (guint i = 0; i < joined->len && joined->len > 2 && run->query->on_step == NULL;)
    {
      QdFactor *f = joined->pdata[i], *g = NULL, *h;
      guint into = 0;

      for (; into < joined->len && g == NULL; into++)
        if (into != i && scope_within (f, joined->pdata[into]) &&
            ((QdFactor *) joined->pdata[into])->size <= union_size / 4)
          g = joined->pdata[into];
      if (g == NULL)
        {
          i++;
          continue;
        }
      h = made_factor (g->vars, g->card, g->n, g->size);
      qd_factor_product ((const QdFactor *const[]) { g, f }, 2, h);
      joined->pdata[into - 1] = h;
      run_factor_free (run, f);
      run_factor_free (run, g);
      g_ptr_array_remove_index (joined, i);
    }
}

/* eliminate_var's work on the factors JOINED, taken from their bucket. */
static QdBeliefStatus
eliminate_joined (Run *run, const guint *order, guint at, FactorList *joined, guint *n_done)
{
  guint *vars = run->vars, *card = run->card, n_union;

  n_union = qd_factor_union ((const QdFactor *const *) joined->pdata, joined->len, vars, card);
  if (!qd_factor_size (card, n_union, run->limit, NULL, NULL))
    return QD_BELIEF_TOO_BIG;
  gsize size, whole;
  qd_factor_size (card, n_union, 0, &whole, NULL);
  absorb_within (run, joined, whole);
  *n_done = fused_vars (run, order, at, vars, card, &n_union);
  qd_factor_size (card, n_union, 0, &size, NULL);
  QdFactor *made = made_factor (vars, card, n_union, size);
  if (!qd_factor_product_sum_out_vars ((const QdFactor *const *) joined->pdata, joined->len, order + at, *n_done,
                                       made, run->query->stop))
    {
      qd_factor_free (made);
      return QD_BELIEF_STOPPED;
    }
  report_step (run, order[at], joined, made);
  run->n_steps += *n_done - 1;
  bucket_add (run, made);
  return QD_BELIEF_OK;
}

/* The product of what is left, over the query (ascending). */
static QdBeliefStatus
final_product (Run *run, const guint *query, guint n_query, QdFactor **out)
{
  g_autoptr (GPtrArray) joined = g_ptr_array_new ();
  g_autofree guint *card = g_new (guint, n_query + 1);
  QdBeliefStatus status = QD_BELIEF_OK;

  for (guint i = 0; i < n_query; i++)
    card[i] = run->net->card[query[i]];
  bucket_take (run, run->n_order, joined);
  *out = qd_factor_new (query, card, n_query, NULL, run->limit);
  if (*out == NULL)
    status = QD_BELIEF_TOO_BIG;
  else if (!qd_factor_product_stop ((const QdFactor *const *) joined->pdata, joined->len, *out, run->query->stop))
    status = QD_BELIEF_STOPPED;
  else
    report_step (run, G_MAXUINT, joined, *out);
  run_factors_free (run, joined);
  return status;
}

/* Eliminates ORDER from the kept nodes' factors; OUT over QUERY. */
static QdBeliefStatus
run_elimination (Run *run, const gboolean *keep, const guint *order, guint n_order, const guint *query,
                 guint n_query, QdFactor **out)
{
  g_autoptr (GHashTable) borrowed = g_hash_table_new (NULL, NULL);
  g_autoptr (GPtrArray) joined = g_ptr_array_new ();
  QdBeliefStatus status = QD_BELIEF_OK;

  run->borrowed = borrowed;
  buckets_init (run, keep, order, n_order);
  *out = NULL;
  for (guint k = 0, done = 0; k < n_order && status == QD_BELIEF_OK; k += done)
    status = stopped (run) ? QD_BELIEF_STOPPED : eliminate_var (run, order, k, joined, &done);
  if (status == QD_BELIEF_OK)
    status = stopped (run) ? QD_BELIEF_STOPPED : final_product (run, query, n_query, out);
  if (status != QD_BELIEF_OK)
    g_clear_pointer (out, qd_factor_free);
  buckets_clear (run);
  return status;
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
  Run run = { net, evidence, &quiet, limit_of (query), 0, NULL };
  g_autoptr (QdFactor) sum = NULL;
  QdBeliefStatus status;

  if (pe->cost.largest > (double) run.limit)
    return QD_BELIEF_TOO_BIG;
  status = run_elimination (&run, pe->keep, pe->order, (guint) pe->n_order, NULL, 0, &sum);
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
  Run run = { net, NULL, query, limit_of (query), 0, NULL };
  QdFactor *joint = NULL;
  g_autofree guint *asked = g_memdup2 (query->query, query->n_query * sizeof (guint));
  QdBeliefStatus status;

  plan_make (net, query, &plan, result);
  plan_joint (net, query, &plan, result);
  plan_search (net, query, &plan, result);
  run.evidence = plan.evidence;
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
    status = run_elimination (&run, plan.keep, plan.order, (guint) plan.n_order, asked, query->n_query, &joint);
  result->n_steps = run.n_steps;
  if (status == QD_BELIEF_OK)
    status = finish (net, query, &plan, joint, result);
  if (status == QD_BELIEF_OK)
    result->posterior = g_steal_pointer (&joint);
  qd_factor_free (joint);
  plan_clear (&plan);
  result->status = status;
  return status;
}
