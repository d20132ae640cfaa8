/* qd-strips-space.c — a ground planning task as a QdSpace: successors from
 * watch lists (each operator under one of its preconditions), h from an
 * estimate, dead ends pruned. */
#include "qd-strips-space.h"
#include "qd-strips-successors.h"

#include <math.h>
#include <string.h>


typedef struct {
  QdSpace space;
  const QdStrips *strips;
  QdStripsEstimate estimate;
  gpointer estimate_data;
  QdStripsSuccessors successors;  /* the node's applicable operators in successors.ops */
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

/* A node: its applicable operators, each a successor at most. */
static guint
expand_start (const QdSpace *space, gconstpointer state, double h, QdSpaceAction previous, gboolean prune_inverse)
{
  StripsSpace *s = space->data;

  s->state = state;
  s->n_applicable = qd_strips_successors_find (&s->successors, state);
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
      guint32 op = s->successors.ops[s->next++];
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

QdSpace *
qd_strips_space_new (const QdStrips *strips, QdStripsEstimate estimate, gpointer data)
{
  StripsSpace *s = g_new0 (StripsSpace, 1);

  s->strips = strips;
  s->estimate = estimate;
  s->estimate_data = data;
  s->memo = g_array_new (FALSE, FALSE, sizeof (guint64));
  s->mask = 1023;
  s->slots = g_new0 (guint32, s->mask + 1);
  qd_strips_successors_init (&s->successors, strips);
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
  qd_strips_successors_clear (&s->successors);
  g_array_unref (s->memo);
  g_free (s->slots);
  g_free (s);
}

guint64
qd_strips_space_pruned (const QdSpace *space)
{
  return ((const StripsSpace *) space->data)->pruned;
}
