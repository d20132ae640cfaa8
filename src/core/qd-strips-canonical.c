/* qd-strips-canonical.c — a ground task renumbered by names, so that a
 * search's ties do not follow the order of the PDDL files' declarations
 * (qd-strips.h).
 *
 * Grounding numbers facts and operators in the order the files declare
 * predicates, objects and initial facts.  Every choice a search makes
 * among equals (which successor is queued first, which supporter a
 * relaxed plan takes among equally dear ones) then depends on that order:
 * with its predicates and objects listed otherwise, parcprinter-08 p26
 * took the satisficing search anywhere from hundreds of thousands of
 * expansions without a plan in 20 s to 43 (Fast Downward's count).  The
 * copy numbers the facts by name ("(at truck1 depot)"), the operators by
 * name ("(drive truck1 depot market)"), each list of facts ascending; a
 * conditional effect stays with its operator, in the order the action
 * writes them.  Names are unique in a grounding, so the copy is the same
 * whatever order the files declare things in.
 */
#include "qd-strips.h"

#include <string.h>

typedef struct {
  const QdStrips *s;
  const guint64 *key;          /* n_facts, or NULL */
} FactOrder;

static gint
by_fact_key (gconstpointer a, gconstpointer b, gpointer user_data)
{
  const FactOrder *d = user_data;
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;
  int c;

  if (d->key != NULL && d->key[x] != d->key[y])
    return d->key[x] < d->key[y] ? -1 : 1;
  c = strcmp (d->s->fact_names[x], d->s->fact_names[y]);
  return c != 0 ? c : (x > y) - (x < y);
}

static gint
by_op_name (gconstpointer a, gconstpointer b, gpointer user_data)
{
  const QdStrips *s = user_data;
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;
  int c = strcmp (s->ops[x].name, s->ops[y].name);

  return c != 0 ? c : (x > y) - (x < y);
}

static gint
ascending (gconstpointer a, gconstpointer b, gpointer user_data)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;

  (void) user_data;
  return (x > y) - (x < y);
}

/* `facts` of `s` renumbered by `fact_new`, ascending, appended to `c`. */
static QdStripsFacts
copy_list (QdStrips *c, const QdStrips *s, QdStripsFacts facts, const guint32 *fact_new, guint32 *scratch)
{
  const guint32 *f = qd_strips_list (s, facts);

  for (guint32 i = 0; i < facts.n; i++)
    scratch[i] = fact_new[f[i]];
  g_qsort_with_data (scratch, (gint) facts.n, sizeof (guint32), ascending, NULL);
  return qd_strips_add_list (c, scratch, facts.n);
}

QdStrips *
qd_strips_canonical (const QdStrips *s, guint32 **op_original)
{
  return qd_strips_canonical_by (s, NULL, op_original);
}

QdStrips *
qd_strips_canonical_by (const QdStrips *s, const guint64 *fact_key, guint32 **op_original)
{
  FactOrder fo = { s, fact_key };
  QdStrips *c = qd_strips_new ();
  g_autofree guint32 *fact_old = g_new (guint32, MAX (s->n_facts, 1));
  g_autofree guint32 *fact_new = g_new (guint32, MAX (s->n_facts, 1));
  g_autofree guint32 *scratch = NULL;
  guint32 *op_old = g_new (guint32, MAX (s->n_ops, 1));
  guint32 longest = MAX (s->goal.n, s->goal_neg.n);

  for (guint32 f = 0; f < s->n_facts; f++)
    fact_old[f] = f;
  g_qsort_with_data (fact_old, (gint) s->n_facts, sizeof (guint32), by_fact_key, &fo);
  for (guint32 i = 0; i < s->n_facts; i++)
    {
      fact_new[fact_old[i]] = i;
      qd_strips_add_fact (c, s->fact_names[fact_old[i]], s->fact_group[fact_old[i]]);
    }
  for (guint32 op = 0; op < s->n_ops; op++)
    op_old[op] = op;
  g_qsort_with_data (op_old, (gint) s->n_ops, sizeof (guint32), by_op_name, (gpointer) s);
  longest = MAX (longest, s->pool->len);
  scratch = g_new (guint32, MAX (longest, 1));
  for (guint32 i = 0; i < s->n_ops; i++)
    {
      const QdStripsOp *o = &s->ops[op_old[i]];
      const QdStripsEffect *e = qd_strips_op_effects (s, o);
      QdStripsFacts pre = copy_list (c, s, o->pre, fact_new, scratch);
      QdStripsFacts neg = copy_list (c, s, o->neg, fact_new, scratch);
      QdStripsFacts add = copy_list (c, s, o->add, fact_new, scratch);
      QdStripsFacts del = copy_list (c, s, o->del, fact_new, scratch);
      guint32 op = qd_strips_add_op (c, o->name, pre, neg, add, del, o->cost);

      c->ops[op].artificial = o->artificial;
      for (guint32 k = 0; k < o->n_effects; k++)
        {
          QdStripsFacts epre = copy_list (c, s, e[k].pre, fact_new, scratch);
          QdStripsFacts eneg = copy_list (c, s, e[k].neg, fact_new, scratch);
          QdStripsFacts eadd = copy_list (c, s, e[k].add, fact_new, scratch);
          QdStripsFacts edel = copy_list (c, s, e[k].del, fact_new, scratch);

          qd_strips_add_effect (c, epre, eneg, eadd, edel);
        }
    }
  c->goal = copy_list (c, s, s->goal, fact_new, scratch);
  c->goal_neg = copy_list (c, s, s->goal_neg, fact_new, scratch);
  c->has_costs = s->has_costs;
  qd_strips_seal (c);
  for (guint32 f = 0; f < s->n_facts; f++)
    if (qd_strips_holds (s->init, f))
      qd_strips_set (c->init, fact_new[f]);
  *op_original = op_old;
  return c;
}
