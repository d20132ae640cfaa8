/* qd-strips-mutex-prune.c — the operators and conditional effects a mutex
 * group proves never apply (qd-strips-mutex.h). */
#include "qd-strips-mutex.h"

typedef struct {
  const QdStrips *s;
  const QdStripsMutex *m;
  guint32 *groups_start, *groups;  /* each fact's groups */
  guint32 *seen_by, *seen_fact;    /* per group: the check that last met it, and its fact */
  guint32 check;
} Pruner;

/* Meets the facts of `facts` in check p->check: FALSE when two differ in one group. */
static gboolean
meet (Pruner *p, QdStripsFacts facts)
{
  const guint32 *f = qd_strips_list (p->s, facts);

  for (guint i = 0; i < facts.n; i++)
    for (guint32 j = p->groups_start[f[i]]; j < p->groups_start[f[i] + 1]; j++)
      {
        guint32 g = p->groups[j];

        if (p->seen_by[g] == p->check && p->seen_fact[g] != f[i])
          return FALSE;
        p->seen_by[g] = p->check;
        p->seen_fact[g] = f[i];
      }
  return TRUE;
}

guint8 *
qd_strips_mutex_impossible (const QdStrips *s, const QdStripsMutex *m)
{
  guint8 *out = g_new0 (guint8, s->n_ops + s->n_effects + 1);
  Pruner p = { .s = s, .m = m };

  if (m == NULL)
    return out;
  p.groups_start = g_new0 (guint32, s->n_facts + 1);
  p.groups = g_new (guint32, MAX (m->group_start[m->n_groups], 1));
  for (guint32 i = 0; i < m->group_start[m->n_groups]; i++)
    p.groups_start[m->group_facts[i] + 1]++;
  for (guint f = 0; f < s->n_facts; f++)
    p.groups_start[f + 1] += p.groups_start[f];
  {
    g_autofree guint32 *at = g_memdup2 (p.groups_start, (s->n_facts + 1) * sizeof (guint32));
    for (guint g = 0; g < m->n_groups; g++)
      for (guint32 i = m->group_start[g]; i < m->group_start[g + 1]; i++)
        p.groups[at[m->group_facts[i]]++] = g;
  }
  p.seen_by = g_new0 (guint32, MAX (m->n_groups, 1));
  p.seen_fact = g_new0 (guint32, MAX (m->n_groups, 1));
  for (guint o = 0; o < s->n_ops; o++)
    {
      const QdStripsOp *op = &s->ops[o];
      const QdStripsEffect *e = qd_strips_op_effects (s, op);

      p.check++;
      if (!meet (&p, op->pre))
        {
          out[o] = 1;
          continue;
        }
      for (guint k = 0; k < op->n_effects; k++)
        {
          /* The effect's condition with the operator's precondition. */
          p.check++;
          out[s->n_ops + op->first_effect + k] = !meet (&p, op->pre) || !meet (&p, e[k].pre);
        }
    }
  g_free (p.groups_start);
  g_free (p.groups);
  g_free (p.seen_by);
  g_free (p.seen_fact);
  return out;
}
