/* qd-strips-relax.c — hmax, hadd and hff's relaxed plan over the relaxed
 * units (qd-strips-relax.h): generalised Dijkstra from the state's facts. */
#include "qd-strips-relax.h"

#include <string.h>

/* Every fact unreached but the state's and INIT (cost 0, queued), and the
 * negated facts of the facts the state does not hold. */
static void
seed (QdRelax *r, QdRelaxQueue *q, const guint64 *state)
{
  const QdStrips *s = r->strips;
  memset (r->fact_cost, 0xff, r->n_facts * sizeof (guint64));
  for (guint w = 0; w < s->n_words; w++)
    for (guint64 bits = state[w]; bits != 0; bits &= bits - 1)
      {
        guint32 f = w * 64 + (guint32) __builtin_ctzll (bits);
        r->fact_cost[f] = 0;
        qd_relax_push (q, f, 0);
      }
  r->fact_cost[r->f_init] = 0;
  qd_relax_push (q, r->f_init, 0);
  for (guint k = 0; k < r->n_neg; k++)
    if (!qd_strips_holds (state, r->neg_of[k]))
      {
        r->fact_cost[r->f_goal + 1 + k] = 0;
        qd_relax_push (q, r->f_goal + 1 + k, 0);
      }
  for (guint u = 0; u < r->n_units; u++)
    r->counter[u] = r->pre_start[u + 1] - r->pre_start[u];
}

/* The next fact settled (its cost final); FALSE when none is left, or
 * when it would be GOAL and the exploration need not be `complete`. */
static inline gboolean
next_fact (QdRelax *r, QdRelaxQueue *q, gboolean complete, guint32 *f)
{
  if (!qd_relax_pop (q, r->fact_cost, f))
    return FALSE;
  if (*f == r->f_goal && !complete)
    {
      qd_relax_queue_clear (q);
      return FALSE;
    }
  return TRUE;
}

/* Unit u fires at `key`: its adds may get cheaper. */
static inline void
fire (QdRelax *r, QdRelaxQueue *q, guint32 u, guint64 key)
{
  for (guint32 i = r->add_start[u]; i < r->add_start[u + 1]; i++)
    qd_relax_improve (q, r->fact_cost, r->add[i], key);
}

/* The justification graph in runs: the units sorted by supporter
 * (counting sort; the stack as the runs' cursors), none moved. */
static void
sort_kids (QdRelax *r)
{
  guint32 *at = r->stack;
  memset (r->kid_start, 0, (r->n_facts + 1) * sizeof (guint32));
  for (guint u = 0; u < r->n_units; u++)
    if (r->supporter[u] != QD_RELAX_NONE)
      r->kid_start[r->supporter[u] + 1]++;
  for (guint f = 0; f < r->n_facts; f++)
    {
      r->kid_start[f + 1] += r->kid_start[f];
      at[f] = r->kid_start[f];
    }
  for (guint u = 0; u < r->n_units; u++)
    if (r->supporter[u] != QD_RELAX_NONE)
      r->kid[at[r->supporter[u]]++] = (QdRelaxKid) {
        .unit = u, .add0 = r->link[u].n_add == 1 ? r->link[u].add0 : QD_RELAX_NONE,
      };
  memset (r->moved, 0, r->n_units);
  memset (r->child_head, 0xff, r->n_facts * sizeof (guint32));
}

/* Unit u's supporter, its preconditions all settled, f (of cost c) the
 * last: of its dearest preconditions, the one of highest rank, f on a tie. */
static inline guint32
ranked_supporter (const QdRelax *r, guint32 u, guint32 f, guint64 c)
{
  guint32 best = f;
  for (guint32 j = r->pre_start[u]; j < r->pre_start[u + 1]; j++)
    {
      guint32 p = r->pre[j];
      if (r->fact_cost[p] == c && r->rank[p] > r->rank[best])
        best = p;
    }
  return best;
}

guint64
qd_relax_hmax (QdRelax *r, const guint64 *state, const guint64 *cost, gboolean complete, gboolean justify)
{
  QdRelaxQueue *q = qd_relax_hmax_queue (r);
  guint32 f;
  seed (r, q, state);
  memset (r->supporter, 0xff, r->n_units * sizeof (guint32));
  while (next_fact (r, q, complete, &f))
    {
      guint64 c = r->fact_cost[f];
      for (guint32 i = r->pre_of_start[f]; i < r->pre_of_start[f + 1]; i++)
        {
          guint32 u = r->pre_of[i];
          if (--r->counter[u] > 0)
            continue;
          /* The last precondition popped is a dearest one: the supporter,
           * or (justify) the dearest of highest rank. */
          r->supporter[u] = justify ? ranked_supporter (r, u, f, c) : f;
          r->unit_value[u] = c;
          fire (r, q, u, qd_relax_add_cost (c, cost[u]));
        }
    }
  if (justify && complete)
    sort_kids (r);
  return r->fact_cost[r->f_goal];
}

/* Room in the bucket queue q for `key`: its buckets doubled until they
 * hold it; FALSE past QD_RELAX_MAX_BUCKETS (then the heap does). */
static gboolean
room_for (QdRelaxQueue *q, guint64 key)
{
  guint64 n = q->n_buckets;
  if (key < n)
    return TRUE;
  if (key >= QD_RELAX_MAX_BUCKETS)
    return FALSE;
  while (n <= key)
    n *= 2;
  q->head = g_renew (guint32, q->head, n);
  memset (q->head + q->n_buckets, 0xff, (n - q->n_buckets) * sizeof (guint32));
  q->n_buckets = n;
  return TRUE;
}

guint64
qd_relax_hadd (QdRelax *r, const guint64 *state, gboolean complete)
{
  QdRelaxQueue *q = r->add_queue.buckets ? &r->add_queue : &r->heap_queue;
  guint32 f;
restart:
  seed (r, q, state);
  memset (r->unit_value, 0, r->n_units * sizeof (guint64));
  memset (r->best, 0xff, r->n_facts * sizeof (guint32));
  while (next_fact (r, q, complete, &f))
    {
      guint64 c = r->fact_cost[f];
      for (guint32 i = r->pre_of_start[f]; i < r->pre_of_start[f + 1]; i++)
        {
          guint32 u = r->pre_of[i];
          r->unit_value[u] = qd_relax_add_cost (r->unit_value[u], c);
          if (--r->counter[u] > 0)
            continue;
          guint64 key = qd_relax_add_cost (r->unit_value[u], r->base_cost[u]);
          if (q->buckets && !room_for (q, key))
            {
              /* Too dear for buckets: this call and the next ones on the heap. */
              qd_relax_queue_clear (q);
              qd_relax_queue_free (q);
              memset (q, 0, sizeof *q);
              q = &r->heap_queue;
              goto restart;
            }
          for (guint32 j = r->add_start[u]; j < r->add_start[u + 1]; j++)
            if (key < r->fact_cost[r->add[j]])
              {
                r->best[r->add[j]] = u;
                r->fact_cost[r->add[j]] = key;
                qd_relax_push (q, r->add[j], key);
              }
        }
    }
  return r->fact_cost[r->f_goal];
}

/* Marks fact f needed (mark[f] == epoch + 1) and stacks it when it was not. */
static inline void
need (QdRelax *r, guint *n, guint32 f)
{
  if (r->mark[f] != r->epoch + 1 && r->best[f] != QD_RELAX_NONE)
    {
      r->mark[f] = r->epoch + 1;
      r->stack[(*n)++] = f;
    }
}

/* The cost of the best supporters' operators, back from GOAL, each once. */
static guint64
ff_cost (QdRelax *r)
{
  guint64 total = 0;
  guint n = 0;
  need (r, &n, r->f_goal);
  while (n > 0)
    {
      guint32 u = r->best[r->stack[--n]], op = r->unit_op[u];
      if (op != QD_RELAX_NONE && r->op_mark[op] != r->op_epoch)
        {
          r->op_mark[op] = r->op_epoch;
          total = qd_relax_add_cost (total, r->op_cost[op]);
          if (r->unit_value[u] == 0)
            r->helpful[r->n_helpful++] = op;
        }
      for (guint32 i = r->pre_start[u]; i < r->pre_start[u + 1]; i++)
        need (r, &n, r->pre[i]);
    }
  return total;
}

#define FF_FRESH G_MAXUINT64
#define FF_DONE (G_MAXUINT64 - 1)

/* Stacks fact f to be supported unless it holds or its unit is done. */
static inline void
ff_enter (QdRelax *r, guint *n, guint32 f)
{
  guint32 u = r->best[f];
  if (u == QD_RELAX_NONE || r->unit_value[u] == FF_DONE)
    return;
  r->unit_value[u] = r->pre_start[u];
  r->stack[(*n)++] = f;
}

/* Appends the operators of the units that support GOAL, preconditions
 * first: a depth-first postorder over the facts (stack), each unit's next
 * precondition to visit kept in unit_value.  A unit is listed once, so an
 * operator twice when two of its effects are needed at two times. */
static void
ff_order (QdRelax *r, GArray *plan)
{
  guint n = 0;
  for (guint u = 0; u < r->n_units; u++)
    r->unit_value[u] = FF_FRESH;
  ff_enter (r, &n, r->f_goal);
  while (n > 0)
    {
      guint32 u = r->best[r->stack[n - 1]];
      if (r->unit_value[u] < r->pre_start[u + 1])
        {
          ff_enter (r, &n, r->pre[r->unit_value[u]++]);
          continue;
        }
      n--;
      if (r->unit_value[u] == FF_DONE)
        continue;
      r->unit_value[u] = FF_DONE;
      if (r->unit_op[u] != QD_RELAX_NONE)
        g_array_append_val (plan, r->unit_op[u]);
    }
}

void
qd_relax_next_epoch (QdRelax *r)
{
  r->epoch += 2;
  if (r->epoch >= G_MAXUINT32 - 2)
    {
      memset (r->mark, 0, r->n_facts * sizeof (guint32));
      r->epoch = 2;
    }
}

guint64
qd_relax_ff_plan (QdRelax *r, GArray *plan)
{
  r->n_helpful = 0;
  if (r->fact_cost[r->f_goal] == QD_RELAX_INF)
    return QD_RELAX_INF;
  qd_relax_next_epoch (r);
  qd_relax_next_op_epoch (r);
  guint64 total = ff_cost (r);
  if (plan != NULL)
    {
      ff_order (r, plan);
    }
  return total;
}
