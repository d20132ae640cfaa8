/* qd-strips.c — a ground planning task: building it, and its states. */
#include "qd-strips.h"

#include <string.h>

QdStrips *
qd_strips_new (void)
{
  QdStrips *s = g_new0 (QdStrips, 1);
  s->pool = g_array_sized_new (FALSE, FALSE, sizeof (guint32), 16);
  s->n_words = 1;
  return s;
}

void
qd_strips_free (QdStrips *s)
{
  if (s == NULL)
    return;
  for (guint i = 0; i < s->n_facts; i++)
    g_free (s->fact_names[i]);
  for (guint i = 0; i < s->n_ops; i++)
    g_free (s->ops[i].name);
  g_free (s->fact_names);
  g_free (s->fact_group);
  g_free (s->ops);
  g_free (s->effects);
  g_array_unref (s->pool);
  g_free (s->init);
  g_free (s);
}

/* Room for one more in an array grown by doubling (n the count before). */
static gpointer
grow (gpointer array, guint n, gsize size)
{
  if (n == 0 || (n & (n - 1)) == 0)
    return g_realloc_n (array, MAX (n * 2, 4), size);
  return array;
}

guint
qd_strips_add_fact (QdStrips *s, const char *name, guint group)
{
  s->fact_names = grow (s->fact_names, s->n_facts, sizeof (char *));
  s->fact_group = grow (s->fact_group, s->n_facts, sizeof (guint));
  s->fact_names[s->n_facts] = g_strdup (name);
  s->fact_group[s->n_facts] = group;
  return s->n_facts++;
}

QdStripsFacts
qd_strips_add_list (QdStrips *s, const guint32 *facts, guint n)
{
  QdStripsFacts run = { .first = s->pool->len, .n = n };
  g_array_append_vals (s->pool, facts, n);
  return run;
}

guint
qd_strips_add_op (QdStrips *s, const char *name, QdStripsFacts pre, QdStripsFacts neg, QdStripsFacts add,
                  QdStripsFacts del, guint64 cost)
{
  s->ops = grow (s->ops, s->n_ops, sizeof (QdStripsOp));
  s->ops[s->n_ops] = (QdStripsOp) {
    .pre = pre, .neg = neg, .add = add, .del = del,
    .first_effect = s->n_effects, .n_effects = 0,
    .cost = cost, .name = g_strdup (name),
  };
  return s->n_ops++;
}

void
qd_strips_add_effect (QdStrips *s, QdStripsFacts pre, QdStripsFacts neg, QdStripsFacts add, QdStripsFacts del)
{
  g_return_if_fail (s->n_ops > 0);
  s->effects = grow (s->effects, s->n_effects, sizeof (QdStripsEffect));
  s->effects[s->n_effects++] = (QdStripsEffect) { .pre = pre, .neg = neg, .add = add, .del = del };
  s->ops[s->n_ops - 1].n_effects++;
}

void
qd_strips_seal (QdStrips *s)
{
  s->n_words = MAX ((s->n_facts + 63) / 64, 1);
  g_free (s->init);
  s->init = g_new0 (guint64, s->n_words);
}

gboolean
qd_strips_satisfied (const QdStrips *s, const guint64 *state, QdStripsFacts holding, QdStripsFacts missing)
{
  const guint32 *h = qd_strips_list (s, holding), *m = qd_strips_list (s, missing);
  for (guint i = 0; i < holding.n; i++)
    if (!qd_strips_holds (state, h[i]))
      return FALSE;
  for (guint i = 0; i < missing.n; i++)
    if (qd_strips_holds (state, m[i]))
      return FALSE;
  return TRUE;
}

gboolean
qd_strips_applicable (const QdStrips *s, const guint64 *state, guint op)
{
  return qd_strips_satisfied (s, state, s->ops[op].pre, s->ops[op].neg);
}

static void
unset_all (const QdStrips *s, guint64 *out, QdStripsFacts facts)
{
  const guint32 *f = qd_strips_list (s, facts);
  for (guint i = 0; i < facts.n; i++)
    qd_strips_unset (out, f[i]);
}

static void
set_all (const QdStrips *s, guint64 *out, QdStripsFacts facts)
{
  const guint32 *f = qd_strips_list (s, facts);
  for (guint i = 0; i < facts.n; i++)
    qd_strips_set (out, f[i]);
}

void
qd_strips_apply (const QdStrips *s, const guint64 *state, guint op, guint64 *out)
{
  const QdStripsOp *o = &s->ops[op];
  const QdStripsEffect *e = qd_strips_op_effects (s, o);
  memcpy (out, state, s->n_words * sizeof (guint64));
  unset_all (s, out, o->del);
  for (guint i = 0; i < o->n_effects; i++)
    if (qd_strips_satisfied (s, state, e[i].pre, e[i].neg))
      unset_all (s, out, e[i].del);
  set_all (s, out, o->add);
  for (guint i = 0; i < o->n_effects; i++)
    if (qd_strips_satisfied (s, state, e[i].pre, e[i].neg))
      set_all (s, out, e[i].add);
}

gboolean
qd_strips_is_goal (const QdStrips *s, const guint64 *state)
{
  return qd_strips_satisfied (s, state, s->goal, s->goal_neg);
}

guint64
qd_strips_plan_cost (const QdStrips *s, const guint *ops, guint n)
{
  guint64 cost = 0;
  for (guint i = 0; i < n; i++)
    if (!s->ops[ops[i]].artificial)
      cost += s->ops[ops[i]].cost;
  return cost;
}

gboolean
qd_strips_has_conditional_effects (const QdStrips *s)
{
  return s->n_effects > 0;
}
