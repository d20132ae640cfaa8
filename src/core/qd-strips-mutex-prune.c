/* qd-strips-mutex-prune.c — the operators and conditional effects a
 * variable's mutex group proves never apply (qd-strips-mutex.h). */
#include "qd-strips-mutex.h"

typedef struct {
  const QdStrips *s;
  guint32 *var_of_fact;            /* each fact's variable */
  guint32 *seen_by, *seen_fact;    /* per variable: the check that last met it, and its fact */
  guint32 check;
} Pruner;

/* Meets the facts of `facts` in check p->check: FALSE when two are values
 * of one variable. */
static gboolean
meet (Pruner *p, QdStripsFacts facts)
{
  const guint32 *f = qd_strips_list (p->s, facts);

  for (guint i = 0; i < facts.n; i++)
    {
      guint32 v = p->var_of_fact[f[i]];

      if (v == G_MAXUINT32)
        continue;
      if (p->seen_by[v] == p->check && p->seen_fact[v] != f[i])
        return FALSE;
      p->seen_by[v] = p->check;
      p->seen_fact[v] = f[i];
    }
  return TRUE;
}

guint8 *
qd_strips_mutex_impossible (const QdStrips *s, const QdStripsMutex *m)
{
  guint8 *out = g_new0 (guint8, s->n_ops + s->n_effects + 1);
  Pruner p = { .s = s };

  if (m == NULL)
    return out;
  p.var_of_fact = m->var_of_fact;
  p.seen_by = g_new0 (guint32, MAX (m->n_vars, 1));
  p.seen_fact = g_new0 (guint32, MAX (m->n_vars, 1));
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
  g_free (p.seen_by);
  g_free (p.seen_fact);
  return out;
}
