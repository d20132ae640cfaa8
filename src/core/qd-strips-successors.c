/* qd-strips-successors.c — a state's applicable operators from watch lists
 * (each operator under one of its preconditions). */
#include "qd-strips-successors.h"

#include <stdlib.h>
#include <string.h>

static gint
compare_ops (gconstpointer a, gconstpointer b)
{
  return (*(const guint32 *) a > *(const guint32 *) b) - (*(const guint32 *) a < *(const guint32 *) b);
}

/* A state's applicable operators are mostly few, and come almost in order
 * (each watch list is ascending): insertion sort, qsort for many. */
static void
sort_ascending (guint32 *ops, guint n)
{
  if (n > 64)
    {
      qsort (ops, n, sizeof (guint32), compare_ops);
      return;
    }
  for (guint i = 1; i < n; i++)
    {
      guint32 op = ops[i];
      guint k = i;

      for (; k > 0 && ops[k - 1] > op; k--)
        ops[k] = ops[k - 1];
      ops[k] = op;
    }
}

static inline void
add_applicable (QdStripsSuccessors *s, guint n, guint32 op)
{
  if (G_UNLIKELY (n == s->cap))
    {
      s->cap *= 2;
      s->ops = g_renew (guint32, s->ops, s->cap);
    }
  s->ops[n] = op;
}

guint
qd_strips_successors_find (QdStripsSuccessors *s, const guint64 *state)
{
  const QdStrips *strips = s->strips;
  guint n = 0;

  for (guint i = 0; i < s->n_always; i++)
    if (qd_strips_applicable (strips, state, s->always[i]))
      add_applicable (s, n++, s->always[i]);
  for (guint w = 0; w < strips->n_words; w++)
    for (guint64 bits = state[w]; bits != 0; bits &= bits - 1)
      {
        guint f = w * 64 + (guint) __builtin_ctzll (bits);

        for (guint32 k = s->watch_first[f]; k < s->watch_first[f + 1]; k++)
          if (qd_strips_applicable (strips, state, s->watch[k]))
            add_applicable (s, n++, s->watch[k]);
      }
  if (s->rank == NULL)
    {
      sort_ascending (s->ops, n);
      return n;
    }
  for (guint i = 0; i < n; i++)
    s->ops[i] = s->rank[s->ops[i]];
  sort_ascending (s->ops, n);
  for (guint i = 0; i < n; i++)
    s->ops[i] = s->order[s->ops[i]];
  return n;
}

/* Each operator under the precondition the fewest operators need. */
void
qd_strips_successors_init (QdStripsSuccessors *s, const QdStrips *strips)
{
  g_autofree guint32 *needed = g_new0 (guint32, strips->n_facts + 1);
  g_autofree guint32 *watched = g_new (guint32, MAX (strips->n_ops, 1));

  memset (s, 0, sizeof *s);
  s->strips = strips;
  s->cap = 64;
  s->ops = g_new (guint32, s->cap);
  for (guint op = 0; op < strips->n_ops; op++)
    for (guint i = 0; i < strips->ops[op].pre.n; i++)
      needed[qd_strips_list (strips, strips->ops[op].pre)[i]]++;
  s->watch_first = g_new0 (guint32, strips->n_facts + 1);
  s->watch = g_new (guint32, MAX (strips->n_ops, 1));
  s->always = g_new (guint32, MAX (strips->n_ops, 1));
  for (guint op = 0; op < strips->n_ops; op++)
    {
      const guint32 *pre = qd_strips_list (strips, strips->ops[op].pre);

      watched[op] = G_MAXUINT32;
      for (guint i = 0; i < strips->ops[op].pre.n; i++)
        if (watched[op] == G_MAXUINT32 || needed[pre[i]] < needed[watched[op]])
          watched[op] = pre[i];
      if (watched[op] == G_MAXUINT32)
        s->always[s->n_always++] = op;
      else
        s->watch_first[watched[op] + 1]++;
    }
  for (guint f = 0; f < strips->n_facts; f++)
    s->watch_first[f + 1] += s->watch_first[f];
  memset (needed, 0, (strips->n_facts + 1) * sizeof (guint32));
  for (guint op = 0; op < strips->n_ops; op++)
    if (watched[op] != G_MAXUINT32)
      s->watch[s->watch_first[watched[op]] + needed[watched[op]]++] = op;
}

void
qd_strips_successors_order (QdStripsSuccessors *s, const QdStripsMutex *mutex)
{
  const QdStrips *strips = s->strips;

  if (s->order != NULL)
    return;
  s->order = qd_strips_op_order (strips, mutex);
  s->rank = g_new (guint32, MAX (strips->n_ops, 1));
  for (guint32 i = 0; i < strips->n_ops; i++)
    s->rank[s->order[i]] = i;
}

void
qd_strips_successors_clear (QdStripsSuccessors *s)
{
  g_clear_pointer (&s->order, g_free);
  g_clear_pointer (&s->rank, g_free);
  g_clear_pointer (&s->watch_first, g_free);
  g_clear_pointer (&s->watch, g_free);
  g_clear_pointer (&s->always, g_free);
  g_clear_pointer (&s->ops, g_free);
}
