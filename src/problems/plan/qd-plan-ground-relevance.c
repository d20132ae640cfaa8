/* qd-plan-ground-relevance.c — backward relevance (as Fast Downward's
 * translator does): a fact is relevant when the goal or a relevant
 * operator's precondition (positive, negative, or a conditional effect's
 * condition) names it; an operator is relevant when it adds or deletes a
 * relevant fact.  The task is made again with the relevant facts and
 * operators alone, in the same order: no plan needs the others. */
#include "config.h"
#include "qd-plan-ground-private.h"

typedef struct {
  const QdStrips *from;
  gboolean *fact;            /* relevant facts */
  gboolean *op;              /* relevant operators */
  guint32 *map;              /* a relevant fact's number in the new task */
} Relevance;

static gboolean
mark_facts (Relevance *r, QdStripsFacts facts)
{
  const guint32 *f = qd_strips_list (r->from, facts);
  gboolean grew = FALSE;

  for (guint i = 0; i < facts.n; i++)
    if (!r->fact[f[i]])
      r->fact[f[i]] = grew = TRUE;
  return grew;
}

static gboolean
any_fact (const Relevance *r, QdStripsFacts facts)
{
  const guint32 *f = qd_strips_list (r->from, facts);

  for (guint i = 0; i < facts.n; i++)
    if (r->fact[f[i]])
      return TRUE;
  return FALSE;
}

/* Whether the operator changes a relevant fact. */
static gboolean
changes_relevant (const Relevance *r, const QdStripsOp *op)
{
  const QdStripsEffect *e = qd_strips_op_effects (r->from, op);

  if (any_fact (r, op->add) || any_fact (r, op->del))
    return TRUE;
  for (guint k = 0; k < op->n_effects; k++)
    if (any_fact (r, e[k].add) || any_fact (r, e[k].del))
      return TRUE;
  return FALSE;
}

/* Its preconditions and conditions become relevant: whether one was new. */
static gboolean
mark_op (Relevance *r, guint i)
{
  const QdStripsOp *op = &r->from->ops[i];
  const QdStripsEffect *e = qd_strips_op_effects (r->from, op);
  gboolean grew = mark_facts (r, op->pre) | mark_facts (r, op->neg);

  r->op[i] = TRUE;
  for (guint k = 0; k < op->n_effects; k++)
    grew |= mark_facts (r, e[k].pre) | mark_facts (r, e[k].neg);
  return grew;
}

static void
mark_relevant (Relevance *r)
{
  const QdStrips *s = r->from;
  gboolean grew = TRUE;

  mark_facts (r, s->goal);
  mark_facts (r, s->goal_neg);
  while (grew)
    {
      grew = FALSE;
      for (guint i = 0; i < s->n_ops; i++)
        if (!r->op[i] && changes_relevant (r, &s->ops[i]))
          grew |= mark_op (r, i);
    }
}

/* The relevant facts of a list, renumbered, appended to `to`'s pool. */
static QdStripsFacts
copy_list (const Relevance *r, QdStrips *to, QdStripsFacts facts)
{
  const guint32 *f = qd_strips_list (r->from, facts);
  QdStripsFacts out = { .first = to->pool->len, .n = 0 };

  for (guint i = 0; i < facts.n; i++)
    if (r->fact[f[i]])
      {
        g_array_append_val (to->pool, r->map[f[i]]);
        out.n++;
      }
  return out;
}

static void
copy_op (const Relevance *r, QdStrips *to, guint i)
{
  const QdStripsOp *op = &r->from->ops[i];
  const QdStripsEffect *e = qd_strips_op_effects (r->from, op);
  QdStripsFacts pre = copy_list (r, to, op->pre), neg = copy_list (r, to, op->neg);
  QdStripsFacts add = copy_list (r, to, op->add), del = copy_list (r, to, op->del);
  guint n = qd_strips_add_op (to, op->name, pre, neg, add, del, op->cost);

  to->ops[n].artificial = op->artificial;
  for (guint k = 0; k < op->n_effects; k++)
    {
      QdStripsFacts cpre = copy_list (r, to, e[k].pre), cneg = copy_list (r, to, e[k].neg);
      QdStripsFacts cadd = copy_list (r, to, e[k].add), cdel = copy_list (r, to, e[k].del);

      if (cadd.n + cdel.n > 0)
        qd_strips_add_effect (to, cpre, cneg, cadd, cdel);
    }
}

QdStrips *
qd_ground_relevant (QdStrips *from)
{
  Relevance r = {
    .from = from, .fact = g_new0 (gboolean, MAX (from->n_facts, 1)), .op = g_new0 (gboolean, MAX (from->n_ops, 1)),
    .map = g_new0 (guint32, MAX (from->n_facts, 1)),
  };
  QdStrips *to = qd_strips_new ();

  mark_relevant (&r);
  for (guint f = 0; f < from->n_facts; f++)
    if (r.fact[f])
      r.map[f] = qd_strips_add_fact (to, from->fact_names[f], from->fact_group[f]);
  for (guint i = 0; i < from->n_ops; i++)
    if (r.op[i])
      copy_op (&r, to, i);
  to->goal = copy_list (&r, to, from->goal);
  to->goal_neg = copy_list (&r, to, from->goal_neg);
  to->has_costs = from->has_costs;
  qd_strips_seal (to);
  for (guint f = 0; f < from->n_facts; f++)
    if (r.fact[f] && qd_strips_holds (from->init, f))
      qd_strips_set (to->init, r.map[f]);
  g_free (r.fact);
  g_free (r.op);
  g_free (r.map);
  qd_strips_free (from);
  return to;
}
