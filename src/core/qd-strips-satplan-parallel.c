/* qd-strips-satplan-parallel.c — the pairs of interfering operators that
 * the parallel encoding excludes from one step (qd-strips-satplan.h): a
 * pair interferes when one deletes a fact the other needs or adds, or adds
 * a fact the other needs false.  Found fact by fact through lists of the
 * operators that need, need false, add and delete each fact, so that the
 * work is the pairs that share a fact, not every pair. */
#include "config.h"
#include "qd-strips-satplan-private.h"

/* Per fact, the operators whose run `which` (an offset into QdStripsOp)
 * names it, as a compressed list. */
typedef struct {
  guint *start, *ops;
} ByFact;

static QdStripsFacts
op_facts (const QdStripsOp *op, gsize which)
{
  return *(const QdStripsFacts *) ((const char *) op + which);
}

/* Whether operator o's run `which` names fact f as it counts: a delete
 * that the operator also adds is no delete (the fact holds after). */
static gboolean
counts (const QdStrips *s, guint o, gsize which, guint32 f)
{
  return which != G_STRUCT_OFFSET (QdStripsOp, del) || !qd_satplan_facts_contain (s, s->ops[o].add, f);
}

static void
by_fact_init (ByFact *by, const QdStrips *s, gsize which)
{
  guint *fill;

  by->start = g_new0 (guint, s->n_facts + 1);
  for (guint o = 0; o < s->n_ops; o++)
    {
      QdStripsFacts list = op_facts (&s->ops[o], which);
      const guint32 *f = qd_strips_list (s, list);

      for (guint i = 0; i < list.n; i++)
        by->start[f[i] + 1] += counts (s, o, which, f[i]);
    }
  for (guint f = 0; f < s->n_facts; f++)
    by->start[f + 1] += by->start[f];
  by->ops = g_new (guint, by->start[s->n_facts] + 1);
  fill = g_memdup2 (by->start, sizeof (guint) * (s->n_facts + 1));
  for (guint o = 0; o < s->n_ops; o++)
    {
      QdStripsFacts list = op_facts (&s->ops[o], which);
      const guint32 *f = qd_strips_list (s, list);

      for (guint i = 0; i < list.n; i++)
        if (counts (s, o, which, f[i]))
          by->ops[fill[f[i]]++] = o;
    }
  g_free (fill);
}

static void
by_fact_clear (ByFact *by)
{
  g_free (by->start);
  g_free (by->ops);
}

/* Each operator of `a` for fact f with each of `b` (but itself). */
static void
pair_up (const ByFact *a, const ByFact *b, guint32 f, GHashTable *seen, GArray *pairs)
{
  for (guint i = a->start[f]; i < a->start[f + 1]; i++)
    for (guint j = b->start[f]; j < b->start[f + 1]; j++)
      {
        guint x = MIN (a->ops[i], b->ops[j]), y = MAX (a->ops[i], b->ops[j]);
        guint64 key = ((guint64) x << 32) | y;

        if (x == y || g_hash_table_contains (seen, &key))
          continue;
        g_hash_table_add (seen, g_memdup2 (&key, sizeof key));
        g_array_append_val (pairs, x);
        g_array_append_val (pairs, y);
      }
}

void
qd_satplan_task_find_interference (QdSatplanTask *task)
{
  const QdStrips *s = task->strips;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  ByFact pre, neg, add, del;

  task->interfering = g_array_new (FALSE, FALSE, sizeof (guint));
  by_fact_init (&pre, s, G_STRUCT_OFFSET (QdStripsOp, pre));
  by_fact_init (&neg, s, G_STRUCT_OFFSET (QdStripsOp, neg));
  by_fact_init (&add, s, G_STRUCT_OFFSET (QdStripsOp, add));
  by_fact_init (&del, s, G_STRUCT_OFFSET (QdStripsOp, del));
  for (guint32 f = 0; f < s->n_facts; f++)
    {
      pair_up (&del, &pre, f, seen, task->interfering);
      pair_up (&del, &add, f, seen, task->interfering);
      pair_up (&add, &neg, f, seen, task->interfering);
    }
  by_fact_clear (&pre);
  by_fact_clear (&neg);
  by_fact_clear (&add);
  by_fact_clear (&del);
}
