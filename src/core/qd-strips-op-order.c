/* qd-strips-op-order.c — the order a state's applicable operators are
 * listed in by the satisficing search (qd-strips.h).
 *
 * The lazy search queues a state's successors one after another under the
 * parent's heuristic value, and its open lists are first in, first out, so
 * the order in which a state's applicable operators are listed decides
 * which of a plateau's states are tried first.  Fast Downward's successor
 * generator lists them by their preconditions, sorted, compared
 * lexicographically (a list before its extensions), ties by operator
 * number.  The same rule here, on the task's numbers; the search applies it
 * to the copy numbered by names (qd_strips_canonical), so that it does not
 * depend on the order the files declare things in.  On parcprinter-08 p26
 * the search then expands Fast Downward's 43 states
 * (docs/planning-peers.md).
 */
#include "qd-strips.h"

#include <string.h>

typedef struct {
  guint32 *key_first;          /* n_ops + 1: op's sorted preconditions are key[key_first[op] ..) */
  guint32 *key;
} OrderData;

static gint
compare_u32 (gconstpointer a, gconstpointer b, gpointer user_data)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;

  (void) user_data;
  return (x > y) - (x < y);
}

static gint
compare_ops (gconstpointer a, gconstpointer b, gpointer user_data)
{
  const OrderData *d = user_data;
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;
  guint32 nx = d->key_first[x + 1] - d->key_first[x], ny = d->key_first[y + 1] - d->key_first[y];
  const guint32 *kx = d->key + d->key_first[x], *ky = d->key + d->key_first[y];

  for (guint32 i = 0; i < nx && i < ny; i++)
    if (kx[i] != ky[i])
      return kx[i] < ky[i] ? -1 : 1;
  if (nx != ny)
    return nx < ny ? -1 : 1;
  return (x > y) - (x < y);
}

guint32 *
qd_strips_op_order (const QdStrips *strips)
{
  OrderData d;
  guint32 *order = g_new (guint32, MAX (strips->n_ops, 1));
  guint32 total = 0;

  d.key_first = g_new (guint32, strips->n_ops + 1);
  for (guint32 op = 0; op < strips->n_ops; op++)
    {
      d.key_first[op] = total;
      total += strips->ops[op].pre.n;
    }
  d.key_first[strips->n_ops] = total;
  d.key = g_new (guint32, MAX (total, 1));
  for (guint32 op = 0; op < strips->n_ops; op++)
    {
      guint32 *k = d.key + d.key_first[op];

      if (strips->ops[op].pre.n > 0)
        memcpy (k, qd_strips_list (strips, strips->ops[op].pre), strips->ops[op].pre.n * sizeof (guint32));
      g_qsort_with_data (k, (gint) strips->ops[op].pre.n, sizeof (guint32), compare_u32, NULL);
      order[op] = op;
    }
  g_qsort_with_data (order, (gint) strips->n_ops, sizeof (guint32), compare_ops, &d);
  g_free (d.key_first);
  g_free (d.key);
  return order;
}
