/* qd-belief-run.c — the steps of variable elimination (AIMA 3rd ed. fig.
 * 14.11) for an order already made (qd-belief-private.h).
 *
 * The tables as factors, reduced by the evidence (a decision's 1 / card,
 * or 1 when the evidence sets it).  Each step joins the factors that hold
 * the variable (its bucket: a factor waits in that of the first variable
 * of the order it holds) and sums it out in one pass (the product's table
 * is never made); the big tables of the factors joined are kept for the
 * next steps' factors (qd_factor_values_new). */
#include "config.h"
#include "qd-belief-private.h"

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

QdBeliefStatus
qd_belief_run (const QdBeliefNet *net, const gint *evidence, const QdBeliefQuery *query, guint64 limit,
               const gboolean *keep, const guint *order, guint n_order, const guint *asked, guint n_asked,
               QdFactor **out, guint *n_steps)
{
  Run run = { net, evidence, query, limit, 0, NULL };
  QdBeliefStatus status = run_elimination (&run, keep, order, n_order, asked, n_asked, out);

  if (n_steps != NULL)
    *n_steps = run.n_steps;
  return status;
}
