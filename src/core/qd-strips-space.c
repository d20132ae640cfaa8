/* qd-strips-space.c — a ground planning task as a QdSpace: successors from
 * watch lists (each operator under one of its preconditions), h from an
 * estimate, dead ends pruned. */
#include "qd-strips-space.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>


typedef struct {
  QdSpace space;
  const QdStrips *strips;
  QdStripsEstimate estimate;
  gpointer estimate_data;
  guint32 *watch_first;      /* n_facts + 1: fact f watches watch[watch_first[f] .. watch_first[f + 1]) */
  guint32 *watch;            /* operators */
  guint32 *always;           /* operators without preconditions */
  guint n_always;
  guint32 *applicable;       /* the node's applicable operators (grown by doubling, never per node) */
  guint applicable_cap;
  guint n_applicable, next;  /* how many, and the next one to apply */
  const guint64 *state;      /* the node's (the engine's, valid while it is expanded) */
  guint64 pruned;
  /* Estimates memoized: states (n_words each) then their value, a slot
   * table of their numbers + 1. */
  GArray *memo;              /* guint64 */
  guint32 *slots;
  guint64 mask, n_memo;
} StripsSpace;

static guint64
state_hash (const guint64 *state, guint n)
{
  guint64 h = 0x9e3779b97f4a7c15u;

  for (guint i = 0; i < n; i++)
    {
      h ^= state[i];
      h *= 0xff51afd7ed558ccdu;
      h ^= h >> 32;
    }
  return h;
}

static guint32 *
memo_slot (const StripsSpace *s, const guint64 *state, guint64 hash)
{
  guint n = s->strips->n_words;

  for (guint64 i = hash & s->mask;; i = (i + 1) & s->mask)
    {
      const guint64 *kept;

      if (s->slots[i] == 0)
        return &s->slots[i];
      kept = &g_array_index (s->memo, guint64, (gsize) (s->slots[i] - 1) * (n + 1));
      if (memcmp (kept, state, n * sizeof (guint64)) == 0)
        return &s->slots[i];
    }
}

static void
memo_grow (StripsSpace *s)
{
  guint n = s->strips->n_words;

  g_free (s->slots);
  s->mask = s->mask * 2 + 1;
  s->slots = g_new0 (guint32, s->mask + 1);
  for (guint64 k = 0; k < s->n_memo; k++)
    {
      const guint64 *state = &g_array_index (s->memo, guint64, (gsize) k * (n + 1));

      *memo_slot (s, state, state_hash (state, n)) = (guint32) k + 1;
    }
}

/* The state's estimate, computed once.  Past 2^32 - 2 states kept, or
 * QD_STRIPS_SPACE_MEMO_BYTES of them, it is computed again each time. */
static guint64
estimate (StripsSpace *s, const guint64 *state)
{
  guint n = s->strips->n_words;
  guint32 *slot;
  guint64 value;

  if (s->estimate == NULL)
    return 0;
  slot = memo_slot (s, state, state_hash (state, n));
  if (*slot != 0)
    return g_array_index (s->memo, guint64, (gsize) (*slot - 1) * (n + 1) + n);
  value = s->estimate (s->estimate_data, state);
  if (s->n_memo >= G_MAXUINT32 - 1 || (guint64) s->memo->len * sizeof (guint64) >= QD_STRIPS_SPACE_MEMO_BYTES)
    return value;
  g_array_append_vals (s->memo, state, n);
  g_array_append_val (s->memo, value);
  *slot = (guint32) ++s->n_memo;
  if (s->n_memo * 2 > s->mask)
    memo_grow (s);
  return value;
}

/* The memo's bytes, counted in the run's max_bytes (qd-space.h). */
static guint64
held_bytes (const QdSpace *space)
{
  const StripsSpace *s = space->data;

  return (guint64) s->memo->len * sizeof (guint64) + (s->mask + 1) * sizeof (guint32);
}

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
add_applicable (StripsSpace *s, guint n, guint32 op)
{
  if (G_UNLIKELY (n == s->applicable_cap))
    {
      s->applicable_cap *= 2;
      s->applicable = g_renew (guint32, s->applicable, s->applicable_cap);
    }
  s->applicable[n] = op;
}

/* The operators applicable in `state`, ascending, into s->applicable. */
static guint
applicable_ops (StripsSpace *s, const guint64 *state)
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
  sort_ascending (s->applicable, n);
  return n;
}

/* A node: its applicable operators, each a successor at most. */
static guint
expand_start (const QdSpace *space, gconstpointer state, double h, QdSpaceAction previous, gboolean prune_inverse)
{
  StripsSpace *s = space->data;

  s->state = state;
  s->n_applicable = applicable_ops (s, state);
  s->next = 0;
  return s->n_applicable;
}

/* The node's next successors: its operators applied and estimated, the
 * dead ends pruned. */
static guint
expand_batch (const QdSpace *space, guint max, QdSpaceStep *steps, guint8 *states)
{
  StripsSpace *s = space->data;
  const QdStrips *strips = s->strips;
  gsize size = space->state_size;
  guint kept = 0;

  while (kept < max && s->next < s->n_applicable)
    {
      guint64 *child = (guint64 *) (void *) (states + kept * size);
      guint32 op = s->applicable[s->next++];
      guint64 value;

      qd_strips_apply (strips, s->state, op, child);
      value = estimate (s, child);
      if (value == QD_STRIPS_DEAD_END)
        {
          s->pruned++;
          continue;
        }
      steps[kept++] = (QdSpaceStep) { .action = op, .cost = (double) strips->ops[op].cost, .h = (double) value };
    }
  return kept;
}

static gboolean
is_goal (const QdSpace *space, gconstpointer state)
{
  const StripsSpace *s = space->data;

  return qd_strips_is_goal (s->strips, state);
}

static double
heuristic (const QdSpace *space, gconstpointer state)
{
  StripsSpace *s = space->data;
  guint64 value = estimate (s, state);

  return value == QD_STRIPS_DEAD_END ? INFINITY : (double) value;
}

/* Each operator under the precondition the fewest operators need. */
static void
build_watches (StripsSpace *s)
{
  const QdStrips *strips = s->strips;
  g_autofree guint32 *needed = g_new0 (guint32, strips->n_facts + 1);
  g_autofree guint32 *watched = g_new (guint32, MAX (strips->n_ops, 1));

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

QdSpace *
qd_strips_space_new (const QdStrips *strips, QdStripsEstimate estimate, gpointer data)
{
  StripsSpace *s = g_new0 (StripsSpace, 1);

  s->strips = strips;
  s->estimate = estimate;
  s->estimate_data = data;
  s->applicable_cap = 64;
  s->applicable = g_new (guint32, s->applicable_cap);
  s->memo = g_array_new (FALSE, FALSE, sizeof (guint64));
  s->mask = 1023;
  s->slots = g_new0 (guint32, s->mask + 1);
  build_watches (s);
  s->space = (QdSpace) {
    .state_size = strips->n_words * sizeof (guint64),
    .max_steps = MAX (strips->n_ops, 1),
    .expand_start = expand_start,
    .expand_batch = expand_batch,
    .is_goal = is_goal,
    .heuristic = heuristic,
    .held_bytes = held_bytes,
    .data = s,
  };
  return &s->space;
}

static guint64
heuristic_value (gpointer data, const guint64 *state)
{
  return qd_strips_heuristic_value (data, state);
}

QdSpace *
qd_strips_space_new_heuristic (const QdStrips *strips, QdStripsHeuristic *heuristic)
{
  return qd_strips_space_new (strips, heuristic_value, heuristic);
}

void
qd_strips_space_free (QdSpace *space)
{
  StripsSpace *s;

  if (space == NULL)
    return;
  s = space->data;
  g_free (s->watch_first);
  g_free (s->watch);
  g_free (s->always);
  g_free (s->applicable);
  g_array_unref (s->memo);
  g_free (s->slots);
  g_free (s);
}

guint64
qd_strips_space_pruned (const QdSpace *space)
{
  return ((const StripsSpace *) space->data)->pruned;
}
