/* qd-strips-op-order.c — the order a state's applicable operators are
 * listed in by the satisficing search (qd-strips-mutex.h).
 *
 * The lazy search queues a state's successors one after another under the
 * parent's heuristic value, and its open lists are first in, first out, so
 * the order in which a state's applicable operators are listed decides
 * which of a plateau's states are tried first.  Fast Downward's successor
 * generator lists them by their preconditions, sorted, compared
 * lexicographically (a list before its extensions), ties by operator
 * number.  Its preconditions are (variable, value) pairs of the
 * translator's finite-domain variables, numbered in its causal-graph order
 * (qd-strips-var-order.c), values in the order of their facts' names, and
 * those on variables the goal does not depend on left out (the translator
 * drops those variables); its operators are numbered by name.  The same
 * rule here on the variables of qd-strips-mutex.c; the search applies it to
 * the copy numbered by names and variables (qd_strips_canonical_by), so that it does not
 * depend on the order the files declare things in.  Without variables, the
 * preconditions are lists of fact numbers (by names on that copy): on
 * parcprinter-08 p26 that order already gave Fast Downward's 43 expansions
 * (docs/planning-peers.md).
 */
#include "qd-strips-mutex.h"

#include <string.h>

typedef struct {
  guint32 *key_first;          /* n_ops + 1: op's sorted preconditions are key[key_first[op] ..) */
  guint64 *key;
} OrderData;

static gint
compare_u64 (gconstpointer a, gconstpointer b, gpointer user_data)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;

  (void) user_data;
  return (x > y) - (x < y);
}

static gint
compare_ops (gconstpointer a, gconstpointer b, gpointer user_data)
{
  const OrderData *d = user_data;
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;
  guint32 nx = d->key_first[x + 1] - d->key_first[x], ny = d->key_first[y + 1] - d->key_first[y];
  const guint64 *kx = d->key + d->key_first[x], *ky = d->key + d->key_first[y];

  for (guint32 i = 0; i < nx && i < ny; i++)
    if (kx[i] != ky[i])
      return kx[i] < ky[i] ? -1 : 1;
  if (nx != ny)
    return nx < ny ? -1 : 1;
  return (x > y) - (x < y);
}

/* The precondition of `op` as keys into `k` (variable's place << 32 |
 * value, or the fact number without variables); returns how many. */
static guint32
op_key (const QdStrips *strips, const QdStripsMutex *m, const guint32 *rank, guint32 op, guint64 *k)
{
  const QdStripsOp *o = &strips->ops[op];
  const guint32 *pre = qd_strips_list (strips, o->pre), *neg = qd_strips_list (strips, o->neg);
  guint32 n = 0;

  if (m == NULL)
    {
      for (guint32 i = 0; i < o->pre.n; i++)
        k[n++] = pre[i];
      return n;
    }
  for (guint32 i = 0; i < o->pre.n; i++)
    {
      guint32 v = m->var_of_fact[pre[i]];
      if (rank[v] != G_MAXUINT32)
        k[n++] = ((guint64) rank[v] << 32) | m->value_of_fact[pre[i]];
    }
  /* A negated fact of a variable of its own is its value "false". */
  for (guint32 i = 0; i < o->neg.n; i++)
    {
      guint32 v = m->var_of_fact[neg[i]];
      if (rank[v] != G_MAXUINT32 && qd_strips_mutex_var_size (m, v) == 1)
        k[n++] = ((guint64) rank[v] << 32) | 1;
    }
  return n;
}

guint32 *
qd_strips_op_order (const QdStrips *strips, const QdStripsMutex *mutex)
{
  OrderData d;
  guint32 *order = g_new (guint32, MAX (strips->n_ops, 1));
  g_autofree guint32 *rank = mutex != NULL ? qd_strips_mutex_var_order (strips, mutex) : NULL;
  guint32 total = 0;

  d.key_first = g_new (guint32, strips->n_ops + 1);
  for (guint32 op = 0; op < strips->n_ops; op++)
    total += strips->ops[op].pre.n + strips->ops[op].neg.n;
  d.key = g_new (guint64, MAX (total, 1));
  total = 0;
  for (guint32 op = 0; op < strips->n_ops; op++)
    {
      guint64 *k = d.key + total;
      guint32 n = op_key (strips, mutex, rank, op, k);

      d.key_first[op] = total;
      g_qsort_with_data (k, (gint) n, sizeof (guint64), compare_u64, NULL);
      total += n;
      order[op] = op;
    }
  d.key_first[strips->n_ops] = total;
  g_qsort_with_data (order, (gint) strips->n_ops, sizeof (guint32), compare_ops, &d);
  g_free (d.key_first);
  g_free (d.key);
  return order;
}
