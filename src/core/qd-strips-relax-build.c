/* qd-strips-relax-build.c — the delete relaxation's units, built once per
 * heuristic (qd-strips-relax.h says what they are), and the queue. */
#include "qd-strips-relax.h"

#include <stdlib.h>
#include <string.h>

/* The units while they are built. */
typedef struct {
  GArray *pre_start, *pre, *add_start, *add, *unit_op, *cost;
  guint32 *mark;               /* n_facts: the unit that last listed the fact + 1 */
} Builder;

/* Appends `facts` to `out` unless the unit listed them already (duplicates dropped). */
static void
append_facts (Builder *b, GArray *out, const QdStrips *s, QdStripsFacts facts, guint32 unit)
{
  const guint32 *f = qd_strips_list (s, facts);
  for (guint i = 0; i < facts.n; i++)
    if (b->mark[f[i]] != unit + 1)
      {
        b->mark[f[i]] = unit + 1;
        g_array_append_val (out, f[i]);
      }
}

/* The negated facts of `facts` (those that have one) appended, as append_facts. */
static void
append_negated (Builder *b, GArray *out, const QdRelax *r, QdStripsFacts facts, guint32 unit)
{
  const guint32 *f = qd_strips_list (r->strips, facts);
  for (guint i = 0; i < facts.n; i++)
    {
      guint32 n = r->neg_fact != NULL ? r->neg_fact[f[i]] : QD_RELAX_NONE;
      if (n != QD_RELAX_NONE && b->mark[n] != unit + 1)
        {
          b->mark[n] = unit + 1;
          g_array_append_val (out, n);
        }
    }
}

/* Whether `del` deletes a fact that has a negated fact (the unit then adds it). */
static gboolean
adds_negated (const QdRelax *r, QdStripsFacts del)
{
  const guint32 *f = qd_strips_list (r->strips, del);
  for (guint i = 0; i < del.n; i++)
    if (r->neg_fact != NULL && r->neg_fact[f[i]] != QD_RELAX_NONE)
      return TRUE;
  return FALSE;
}

/* A unit: preconditions `pre` and `extra`, and the negated facts of `neg`
 * and `extra_neg` (INIT when all are empty), adds `add` and the negated
 * facts of `del`. */
static void
add_unit (Builder *b, QdRelax *r, QdStripsFacts pre, QdStripsFacts extra, QdStripsFacts neg,
          QdStripsFacts extra_neg, QdStripsFacts add, QdStripsFacts del, guint32 op, guint64 cost)
{
  guint32 unit = b->unit_op->len, end;
  append_facts (b, b->pre, r->strips, pre, unit);
  append_facts (b, b->pre, r->strips, extra, unit);
  append_negated (b, b->pre, r, neg, unit);
  append_negated (b, b->pre, r, extra_neg, unit);
  if (b->pre->len == g_array_index (b->pre_start, guint32, unit))
    g_array_append_val (b->pre, r->f_init);
  end = b->pre->len;
  g_array_append_val (b->pre_start, end);
  /* Adds are marked apart from preconditions: a unit may add what it needs. */
  for (guint i = 0; i < add.n; i++)
    b->mark[qd_strips_list (r->strips, add)[i]] = 0;
  for (guint i = 0; i < del.n; i++)
    if (r->neg_fact != NULL && r->neg_fact[qd_strips_list (r->strips, del)[i]] != QD_RELAX_NONE)
      b->mark[r->neg_fact[qd_strips_list (r->strips, del)[i]]] = 0;
  append_facts (b, b->add, r->strips, add, unit);
  if (r->whole)
    /* A fact the unit adds stays true: its negated fact is not added
     * (its mark, the unit's now, keeps it out). */
    for (guint i = 0; i < add.n; i++)
      {
        guint32 f = qd_strips_list (r->strips, add)[i];
        if (r->neg_fact[f] != QD_RELAX_NONE)
          b->mark[r->neg_fact[f]] = unit + 1;
      }
  append_negated (b, b->add, r, del, unit);
  end = b->add->len;
  g_array_append_val (b->add_start, end);
  g_array_append_val (b->unit_op, op);
  g_array_append_val (b->cost, cost);
}

/* Operator `o`'s units: its cost shared out equally, the rest to the first. */
static void
add_op_units (Builder *b, QdRelax *r, guint32 o)
{
  const QdStrips *s = r->strips;
  const QdStripsOp *op = &s->ops[o];
  const QdStripsEffect *e = qd_strips_op_effects (s, op);
  const QdStripsFacts none = { 0, 0 };
  guint n = op->add.n > 0 || adds_negated (r, op->del);
  for (guint i = 0; i < op->n_effects; i++)
    n += e[i].add.n > 0 || adds_negated (r, e[i].del);
  if (n == 0)
    return;
  guint64 share = r->whole ? r->op_cost[o] : r->op_cost[o] / n, rest = r->whole ? 0 : r->op_cost[o] % n;
  if (op->add.n > 0 || adds_negated (r, op->del))
    {
      add_unit (b, r, op->pre, none, op->neg, none, op->add, op->del, o, share + rest);
      rest = 0;
    }
  for (guint i = 0; i < op->n_effects; i++)
    if (e[i].add.n > 0 || adds_negated (r, e[i].del))
      {
        add_unit (b, r, op->pre, e[i].pre, op->neg, e[i].neg, e[i].add, e[i].del, o, share + rest);
        rest = 0;
      }
}

/* by_fact_start/by_fact: for each fact, the units whose list (start/list) names it. */
static void
invert (QdRelax *r, const guint32 *start, const guint32 *list, guint32 **by_fact_start, guint32 **by_fact)
{
  guint32 *count = g_new0 (guint32, r->n_facts + 1);
  for (guint u = 0; u < r->n_units; u++)
    for (guint32 i = start[u]; i < start[u + 1]; i++)
      count[list[i] + 1]++;
  for (guint f = 0; f < r->n_facts; f++)
    count[f + 1] += count[f];
  *by_fact_start = g_memdup2 (count, (r->n_facts + 1) * sizeof (guint32));
  *by_fact = g_new (guint32, MAX (start[r->n_units], 1));
  for (guint u = 0; u < r->n_units; u++)
    for (guint32 i = start[u]; i < start[u + 1]; i++)
      (*by_fact)[count[list[i]]++] = u;
  g_free (count);
}

static GArray *
u32_array (void)
{
  return g_array_new (FALSE, FALSE, sizeof (guint32));
}

static guint32 *
steal_u32 (GArray *a)
{
  return (guint32 *) (gpointer) g_array_free (a, FALSE);
}

static void
build_units (QdRelax *r)
{
  const QdStrips *s = r->strips;
  guint32 zero = 0, goal = r->f_goal;
  Builder b = {
    .pre_start = u32_array (), .pre = u32_array (), .add_start = u32_array (), .add = u32_array (),
    .unit_op = u32_array (),
    .cost = g_array_new (FALSE, FALSE, sizeof (guint64)),
    .mark = g_new0 (guint32, r->n_facts),
  };
  g_array_append_val (b.pre_start, zero);
  g_array_append_val (b.add_start, zero);
  for (guint o = 0; o < s->n_ops; o++)
    add_op_units (&b, r, o);
  /* The goal unit, whose add is GOAL (not a fact of the pool). */
  add_unit (&b, r, s->goal, (QdStripsFacts) { 0, 0 }, s->goal_neg, (QdStripsFacts) { 0, 0 }, (QdStripsFacts) { 0, 0 },
            (QdStripsFacts) { 0, 0 }, QD_RELAX_NONE, 0);
  g_array_append_val (b.add, goal);
  g_array_index (b.add_start, guint32, b.add_start->len - 1)++;
  r->n_units = b.unit_op->len;
  r->pre_start = steal_u32 (b.pre_start);
  r->pre = steal_u32 (b.pre);
  r->add_start = steal_u32 (b.add_start);
  r->add = steal_u32 (b.add);
  r->unit_op = steal_u32 (b.unit_op);
  r->base_cost = (guint64 *) (gpointer) g_array_free (b.cost, FALSE);
  g_free (b.mark);
}

/* The bucket queue's size for hmax, 0 when it would not fit. */
static guint64
bucket_count (const QdRelax *r)
{
  guint64 dearest = 0;
  for (guint u = 0; u < r->n_units; u++)
    dearest = MAX (dearest, r->base_cost[u]);
  if (dearest >= (G_GUINT64_CONSTANT (1) << 22))
    return 0;
  guint64 n = (guint64) r->n_facts * (dearest + 1) + 1;
  return n <= (G_GUINT64_CONSTANT (1) << 22) ? n : 0;
}

static void
alloc_scratch (QdRelax *r)
{
  guint n_ops = MAX (r->strips->n_ops, 1);
  r->fact_cost = g_new (guint64, r->n_facts);
  r->counter = g_new (guint32, r->n_units);
  r->supporter = g_new (guint32, r->n_units);
  r->child_head = g_new (guint32, r->n_facts);
  r->kid = g_new (QdRelaxKid, r->n_units);
  r->kid_start = g_new (guint32, r->n_facts + 1);
  r->moved = g_new0 (guint8, r->n_units);
  r->link = g_new (QdRelaxLink, r->n_units);
  for (guint u = 0; u < r->n_units; u++)
    r->link[u] = (QdRelaxLink) {
      .add0 = r->add[r->add_start[u]], .n_add = r->add_start[u + 1] - r->add_start[u],
    };
  r->unit_value = g_new (guint64, r->n_units);
  r->best = g_new (guint32, r->n_facts);
  r->cost = g_memdup2 (r->base_cost, r->n_units * sizeof (guint64));
  r->mark = g_new0 (guint32, r->n_facts);
  r->stack = g_new (guint32, r->n_facts);
  r->cut = g_new (guint32, r->n_units);
  r->op_mark = g_new0 (guint32, n_ops);
  r->helpful = g_new (guint32, n_ops);
  /* Every unit fires once in a first exploration: its adds, and the state. */
  guint cap = r->add_start[r->n_units] + r->n_facts;
  qd_relax_queue_init (&r->bucket_queue, bucket_count (r), cap);
  qd_relax_queue_init (&r->heap_queue, 0, cap);
  if (r->whole)
    qd_relax_queue_init (&r->add_queue, MAX (r->n_facts, 64), cap);
}

typedef struct {
  guint32 fact;
  guint64 adders, needers;
} RankKey;

static gint
compare_ratio (gconstpointer a, gconstpointer b)
{
  const RankKey *x = a, *y = b;
  guint64 left = x->adders * y->needers, right = y->adders * x->needers;

  return (left > right) - (left < right);
}

/* rank[f]: the facts by adders / needers ascending, equal ratios equal
 * ranks (a fact needed by no unit is never a supporter: its ratio is
 * taken as adders / 1). */
static void
rank_facts (QdRelax *r)
{
  RankKey *keys = g_new (RankKey, r->n_facts);
  guint32 next = 0;

  for (guint32 f = 0; f < r->n_facts; f++)
    keys[f] = (RankKey) {
      .fact = f,
      .adders = r->add_of_start[f + 1] - r->add_of_start[f],
      .needers = MAX (r->pre_of_start[f + 1] - r->pre_of_start[f], 1),
    };
  qsort (keys, r->n_facts, sizeof *keys, compare_ratio);
  r->rank = g_new (guint32, r->n_facts);
  for (guint32 i = 0; i < r->n_facts; i++)
    {
      if (i > 0 && compare_ratio (&keys[i - 1], &keys[i]) != 0)
        next++;
      r->rank[keys[i].fact] = next;
    }
  g_free (keys);
}

/* Marks in `seen` the facts of `facts`. */
static void
mark_list (const QdStrips *s, QdStripsFacts facts, guint8 *seen)
{
  for (guint i = 0; i < facts.n; i++)
    seen[qd_strips_list (s, facts)[i]] = 1;
}

/* A negated fact after GOAL for each fact of a negative condition (an
 * operator's, an effect's or the goal's). */
static void
number_negated (QdRelax *r)
{
  const QdStrips *s = r->strips;
  g_autofree guint8 *seen = g_new0 (guint8, MAX (s->n_facts, 1));
  mark_list (s, s->goal_neg, seen);
  for (guint o = 0; o < s->n_ops; o++)
    {
      const QdStripsEffect *e = qd_strips_op_effects (s, &s->ops[o]);
      mark_list (s, s->ops[o].neg, seen);
      for (guint i = 0; i < s->ops[o].n_effects; i++)
        mark_list (s, e[i].neg, seen);
    }
  r->neg_fact = g_new (guint32, MAX (s->n_facts, 1));
  r->neg_of = g_new (guint32, MAX (s->n_facts, 1));
  for (guint32 f = 0; f < s->n_facts; f++)
    {
      r->neg_fact[f] = seen[f] ? r->n_facts + r->n_neg : QD_RELAX_NONE;
      if (seen[f])
        r->neg_of[r->n_neg++] = f;
    }
  r->n_facts += r->n_neg;
}

QdRelax *
qd_relax_new (const QdStrips *strips)
{
  return qd_relax_new_with_costs (strips, NULL, FALSE);
}

static QdRelax *
relax_new (const QdStrips *strips, const guint64 *op_cost, gboolean negations, gboolean whole)
{
  QdRelax *r = g_new0 (QdRelax, 1);
  r->strips = strips;
  r->whole = whole;
  r->op_cost = g_new (guint64, MAX (strips->n_ops, 1));
  for (guint o = 0; o < strips->n_ops; o++)
    r->op_cost[o] = op_cost != NULL ? op_cost[o] : strips->ops[o].cost;
  r->n_facts = strips->n_facts + 2;
  r->f_init = strips->n_facts;
  r->f_goal = strips->n_facts + 1;
  if (negations)
    number_negated (r);
  build_units (r);
  invert (r, r->pre_start, r->pre, &r->pre_of_start, &r->pre_of);
  invert (r, r->add_start, r->add, &r->add_of_start, &r->add_of);
  rank_facts (r);
  alloc_scratch (r);
  return r;
}

QdRelax *
qd_relax_new_with_costs (const QdStrips *strips, const guint64 *op_cost, gboolean negations)
{
  return relax_new (strips, op_cost, negations, FALSE);
}

QdRelax *
qd_relax_new_search (const QdStrips *strips, const guint64 *op_cost)
{
  return relax_new (strips, op_cost, TRUE, TRUE);
}

void
qd_relax_free (QdRelax *r)
{
  if (r == NULL)
    return;
  guint32 *u32[] = { r->pre_start, r->pre, r->add_start, r->add, r->pre_of_start, r->pre_of,
                     r->add_of_start, r->add_of, r->unit_op, r->counter, r->supporter, r->best,
                     r->child_head, r->mark, r->stack, r->cut, r->op_mark, r->helpful, r->rank,
                     r->neg_fact, r->neg_of };
  for (guint i = 0; i < G_N_ELEMENTS (u32); i++)
    g_free (u32[i]);
  g_free (r->link);
  g_free (r->kid);
  g_free (r->kid_start);
  g_free (r->moved);
  g_free (r->base_cost);
  g_free (r->op_cost);
  g_free (r->fact_cost);
  g_free (r->unit_value);
  g_free (r->cost);
  qd_relax_queue_free (&r->bucket_queue);
  qd_relax_queue_free (&r->heap_queue);
  qd_relax_queue_free (&r->add_queue);
  g_free (r);
}

void
qd_relax_next_op_epoch (QdRelax *r)
{
  if (++r->op_epoch == 0)
    {
      memset (r->op_mark, 0, MAX (r->strips->n_ops, 1) * sizeof (guint32));
      r->op_epoch = 1;
    }
}

void
qd_relax_queue_init (QdRelaxQueue *q, guint64 n_buckets, guint cap)
{
  *q = (QdRelaxQueue) {
    .buckets = n_buckets > 0, .n_buckets = n_buckets, .cur = G_MAXUINT64, .cap = MAX (cap, 16),
  };
  q->fact = g_new (guint32, q->cap);
  if (q->buckets)
    {
      q->head = g_new (guint32, n_buckets);
      memset (q->head, 0xff, n_buckets * sizeof (guint32));
      q->next = g_new (guint32, q->cap);
    }
  else
    q->key = g_new (guint64, q->cap);
}

void
qd_relax_queue_grow (QdRelaxQueue *q)
{
  q->cap *= 2;
  q->fact = g_renew (guint32, q->fact, q->cap);
  if (q->buckets)
    q->next = g_renew (guint32, q->next, q->cap);
  else
    q->key = g_renew (guint64, q->key, q->cap);
}

void
qd_relax_queue_clear (QdRelaxQueue *q)
{
  if (q->buckets)
    for (guint64 k = q->cur; k <= q->top && q->cur != G_MAXUINT64; k++)
      q->head[k] = QD_RELAX_NONE;
  q->len = 0;
  q->cur = G_MAXUINT64;
  q->top = 0;
}

void
qd_relax_queue_free (QdRelaxQueue *q)
{
  gpointer arrays[] = { q->head, q->fact, q->next, q->key };
  for (guint i = 0; i < G_N_ELEMENTS (arrays); i++)
    g_free (arrays[i]);
}

static void
heap_down (QdRelaxQueue *q, guint i)
{
  guint32 f = q->fact[i];
  guint64 k = q->key[i];
  for (;;)
    {
      guint c = 2 * i + 1;
      if (c >= q->len)
        break;
      if (c + 1 < q->len && q->key[c + 1] < q->key[c])
        c++;
      if (q->key[c] >= k)
        break;
      q->fact[i] = q->fact[c];
      q->key[i] = q->key[c];
      i = c;
    }
  q->fact[i] = f;
  q->key[i] = k;
}

gboolean
qd_relax_heap_pop (QdRelaxQueue *q, const guint64 *fact_cost, guint32 *fact)
{
  while (q->len > 0)
    {
      guint32 f = q->fact[0];
      guint64 k = q->key[0];
      q->len--;
      if (q->len > 0)
        {
          q->fact[0] = q->fact[q->len];
          q->key[0] = q->key[q->len];
          heap_down (q, 0);
        }
      if (fact_cost[f] == k)
        {
          *fact = f;
          return TRUE;
        }
    }
  return FALSE;
}
