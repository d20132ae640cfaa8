/* qd-strips-lazy.c — the satisficing planner: lazy best-first search with
 * alternating open lists, preferred operators and boosting, greedy then
 * (anytime) weighted A* with decreasing weights (qd-strips-lazy.h). */
#include "qd-strips-lazy.h"

#include <string.h>

#include "qd-space-private.h"
#include "qd-strips-heuristic.h"
#include "qd-strips-landmarks.h"
#include "qd-strips-open.h"
#include "qd-strips-successors.h"

#define MAX_H 2                /* h_FF, and the landmark count when there are landmarks */
#define MAX_LISTS (2 * MAX_H)  /* each heuristic's list, then each one's preferred list */
#define LM_UNREACHABLE G_MAXUINT32  /* the landmark count's value for its dead ends */

/* A record's flags (bit 0 is the generic engine's SUPERSEDED, unused here). */
enum {
  FLAG_CLOSED = 1 << 1,        /* expanded (its successors queued) */
  FLAG_DEAD = 1 << 2,          /* a dead end */
};

/* What a record keeps after its state: its heuristics' values, then (with
 * landmarks) the landmarks reached on its path. */
typedef struct {
  guint64 h[MAX_H];
} Values;

/* An open lists' entry: a successor to make, its parent's record and the operator. */
typedef struct {
  guint32 node, op;
} Entry;

typedef enum { ITERATION_SOLVED, ITERATION_EXHAUSTED, ITERATION_STOPPED } IterationEnd;

typedef struct {
  const QdStrips *strips;
  const QdStripsLazyOptions *options;
  QdStripsLazyResult *result;
  QdStripsSuccessors successors;
  QdStripsHeuristic *one[MAX_H], *plus_one[MAX_H];   /* the heuristics of each cost type */
  QdStripsHeuristic **heuristics;                    /* the iteration's */
  QdStripsLandmarks *landmarks;  /* the landmark count, heuristic n_h - 1 (NULL: h_FF alone) */
  guint lm_bytes;              /* a record's reached landmarks */
  gint32 *fact_landmark;       /* n_facts: the landmark a fact is, or -1 */
  guint64 *future;             /* the landmarks not reached or needed again, in the state evaluated last */
  guint lm_words;
  guint n_h;
  guint64 *op_cost;            /* the task's costs (g) */
  guint state_bytes;
  guint64 *child;              /* scratch: a successor's state */
  guint32 *preferred, epoch;   /* n_ops: preferred in the state being expanded when == epoch */
  const guint32 *op_original;  /* n_ops: an operator's number in the caller's task (qd_strips_canonical_by) */
  QdPoll poll;
  /* The iteration. */
  gboolean greedy, reopen;
  guint weight;
  guint64 bound;               /* successors with g >= bound are pruned (G_MAXUINT64: none) */
  QdSpaceNodes nodes;
  QdSpaceReached reached;
  Entry *entries;
  guint64 n_entries, entries_cap;
  QdStripsOpen lists[MAX_LISTS];
  gint64 priority[MAX_LISTS];
  guint n_lists;
  guint64 best_h[MAX_H];
  guint32 goal;                /* the goal's record */
} Lazy;

static inline Values *
record_values (const Lazy *z, QdSpaceRecord *r)
{
  return (Values *) (void *) (qd_space_record_state (r) + z->state_bytes);
}

static inline const guint64 *
record_state (QdSpaceRecord *r)
{
  return (const guint64 *) (void *) qd_space_record_state (r);
}

static inline guint64 *
record_reached (const Lazy *z, QdSpaceRecord *r)
{
  return (guint64 *) (void *) (qd_space_record_state (r) + z->state_bytes + sizeof (Values));
}

static gboolean
stop_asked (const Lazy *z)
{
  return z->options->stop != NULL && g_atomic_int_get (z->options->stop) != 0;
}

/* The bytes the iteration's tables hold. */
static guint64
table_bytes (const Lazy *z)
{
  guint64 bytes = (guint64) z->nodes.n * z->nodes.record_size + (z->reached.mask + 1) * sizeof (guint64)
                  + z->entries_cap * sizeof (Entry);

  for (guint i = 0; i < z->n_lists; i++)
    bytes += qd_strips_open_bytes (&z->lists[i]);
  return bytes;
}

/* ---- the iteration's tables ---- */

static void
tables_init (Lazy *z)
{
  qd_space_nodes_init (&z->nodes, z->state_bytes + sizeof (Values) + z->lm_bytes);
  qd_space_reached_init (&z->reached, z->state_bytes, 0);
  z->n_entries = 0;
  for (guint i = 0; i < MAX_LISTS; i++)
    {
      qd_strips_open_reset (&z->lists[i]);
      z->priority[i] = 0;
    }
  for (guint i = 0; i < MAX_H; i++)
    z->best_h[i] = G_MAXUINT64;
}

static void
tables_clear (Lazy *z)
{
  qd_space_nodes_clear (&z->nodes);
  qd_space_reached_clear (&z->reached);
}

/* The landmarks reached on the record's path: the initial state's, or
 * its parent's progressed by its state. */
static void
set_reached (Lazy *z, QdSpaceRecord *r)
{
  if (z->landmarks == NULL)
    return;
  if (r->parent == QD_SPACE_INDEX_NONE)
    qd_strips_landmarks_initial (z->landmarks, record_state (r), record_reached (z, r));
  else
    qd_strips_landmarks_progress (z->landmarks, record_reached (z, qd_space_nodes_at (&z->nodes, r->parent)),
                                  record_state (r), record_reached (z, r));
}

/* A new record for `state` (reached from `parent` by `op`, at `g`), in the table. */
static guint32
add_record (Lazy *z, guint32 parent, guint32 op, guint64 g, const guint64 *state, guint64 *slot, guint64 hash)
{
  guint32 index = qd_space_nodes_add (&z->nodes);
  QdSpaceRecord *r = qd_space_nodes_at (&z->nodes, index);

  r->parent = parent;
  r->action = op;
  r->g = (double) g;
  r->depth = 0;
  r->flags = 0;
  r->serial = index;
  r->h = 0;
  memcpy (qd_space_record_state (r), state, z->state_bytes);
  set_reached (z, r);
  qd_space_reached_fill (&z->reached, &z->nodes, slot, hash, index);
  return index;
}

static inline void
push_entry (Lazy *z, guint list, guint64 key, guint32 entry)
{
  qd_strips_open_push (&z->lists[list], key, entry);
}

/* The next entry: from the non-empty list of least priority. */
static gboolean
pop_entry (Lazy *z, Entry *out)
{
  gint best = -1;

  for (guint i = 0; i < z->n_lists; i++)
    if (qd_strips_open_size (&z->lists[i]) > 0 && (best < 0 || z->priority[i] < z->priority[best]))
      best = (gint) i;
  if (best < 0)
    return FALSE;
  z->priority[best]++;
  *out = z->entries[qd_strips_open_pop (&z->lists[best])];
  return TRUE;
}

/* ---- evaluation and expansion ---- */

/* The landmarks the state still needs (not reached, or needed again). */
static void
set_future (Lazy *z, const guint64 *state, const guint64 *reached)
{
  guint n = qd_strips_landmarks_count (z->landmarks);

  memset (z->future, 0, z->lm_words * sizeof (guint64));
  for (guint l = 0; l < n; l++)
    if (!qd_strips_landmarks_is_reached (reached, l) || qd_strips_landmarks_needed_again (z->landmarks, state, reached, l))
      z->future[l >> 6] |= G_GUINT64_CONSTANT (1) << (l & 63);
}

static inline gboolean
adds_future (const Lazy *z, QdStripsFacts adds)
{
  const guint32 *f = qd_strips_list (z->strips, adds);

  for (guint i = 0; i < adds.n; i++)
    {
      gint32 l = z->fact_landmark[f[i]];

      if (l >= 0 && qd_strips_landmarks_is_reached (z->future, (guint) l))
        return TRUE;
    }
  return FALSE;
}

/* The landmark count's preferred operators, with landmark_preferred (as
 * Fast Downward 24.06's lmcount has them with pref=true): an applicable
 * operator one of whose effects that fires in `state` adds a landmark the
 * state still needs. */
static gboolean
lm_preferred (const Lazy *z, const guint64 *state, guint op)
{
  const QdStripsOp *o = &z->strips->ops[op];
  const QdStripsEffect *e = qd_strips_op_effects (z->strips, o);

  if (z->landmarks == NULL || !z->options->landmark_preferred)
    return FALSE;
  if (adds_future (z, o->add))
    return TRUE;
  for (guint i = 0; i < o->n_effects; i++)
    if (qd_strips_satisfied (z->strips, state, e[i].pre, e[i].neg) && adds_future (z, e[i].add))
      return TRUE;
  return FALSE;
}

/* The record's heuristics computed; the preferred operators marked.
 * FALSE: a dead end. */
static gboolean
evaluate (Lazy *z, QdSpaceRecord *r)
{
  Values *v = record_values (z, r);
  const guint64 *state = record_state (r);
  gboolean progress = FALSE;

  z->result->evaluated++;
  if (++z->epoch == 0)
    {
      memset (z->preferred, 0, MAX (z->strips->n_ops, 1) * sizeof (guint32));
      z->epoch = 1;
    }
  for (guint i = 0; i < z->n_h; i++)
    {
      const guint32 *ops;
      guint n;

      if (z->heuristics[i] != NULL)
        {
          v->h[i] = qd_strips_heuristic_value (z->heuristics[i], state);
          ops = qd_strips_heuristic_preferred (z->heuristics[i], &n);
        }
      else
        {
          v->h[i] = qd_strips_landmarks_value (z->landmarks, state, record_reached (z, r), NULL, NULL);
          n = 0;
          ops = NULL;
          set_future (z, state, record_reached (z, r));
          /* h_FF alone prunes: a landmark needed again that no operator adds
           * leaves the goal out of the relaxation's reach too, and a "no
           * plan" then rests on the relaxation, not on the landmark graph's
           * orderings; such a state comes last in the landmark lists. */
          if (v->h[i] == QD_STRIPS_DEAD_END)
            v->h[i] = LM_UNREACHABLE;
        }
      if (v->h[i] == QD_STRIPS_DEAD_END)
        return FALSE;
      for (guint k = 0; k < n; k++)
        z->preferred[ops[k]] = z->epoch;
      if (v->h[i] < z->best_h[i])
        {
          progress = progress || z->best_h[i] != G_MAXUINT64;
          z->best_h[i] = v->h[i];
        }
    }
  r->h = (double) v->h[0];
  if (progress && !z->options->no_preferred)
    for (guint i = z->n_h; i < z->n_lists; i++)
      z->priority[i] -= z->options->boost;
  return TRUE;
}

/* Weighted A*'s key g + w·h, at most G_MAXUINT64 (h_FF's and the landmark
 * count's values and the costs are integers: exact, where a double's
 * 53 bits would tie keys that differ). */
static inline guint64
weighted_key (guint64 g, guint w, guint64 h)
{
  if (h > 0 && w > (G_MAXUINT64 - g) / h)
    return G_MAXUINT64;
  return g + (guint64) w * h;
}

/* The record's applicable operators queued (those within the bound). */
static void
expand (Lazy *z, guint32 node)
{
  QdSpaceRecord *r = qd_space_nodes_at (&z->nodes, node);
  const Values *v = record_values (z, r);
  guint64 g = (guint64) r->g;
  guint n = qd_strips_successors_find (&z->successors, record_state (r));
  gboolean with_preferred = z->n_lists > z->n_h;

  z->result->expanded++;
  r->flags |= FLAG_CLOSED;
  if (G_UNLIKELY (z->n_entries + n > z->entries_cap))
    {
      z->entries_cap = MAX (MAX (4096, z->entries_cap * 2), z->n_entries + n);
      z->entries = g_renew (Entry, z->entries, z->entries_cap);
    }
  for (guint k = 0; k < n; k++)
    {
      guint32 op = z->successors.ops[k], entry;
      guint64 g_child = g + z->op_cost[op];
      gboolean preferred = with_preferred && (z->preferred[op] == z->epoch || lm_preferred (z, record_state (r), op));

      if (g_child >= z->bound || g_child < g)
        continue;
      entry = (guint32) z->n_entries++;
      z->entries[entry] = (Entry) { node, op };
      for (guint i = 0; i < z->n_h; i++)
        {
          guint64 key = z->greedy ? v->h[i] : weighted_key (g_child, z->weight, v->h[i]);

          push_entry (z, i, key, entry);
          if (preferred)
            push_entry (z, z->n_h + i, key, entry);
        }
    }
}

/* A state popped (the start, or an entry's successor): evaluated, tested,
 * expanded.  TRUE when it is a goal. */
static gboolean
visit (Lazy *z, guint32 node)
{
  QdSpaceRecord *r = qd_space_nodes_at (&z->nodes, node);

  if (!evaluate (z, r))
    {
      r->flags |= FLAG_DEAD | FLAG_CLOSED;
      z->result->dead_ends++;
      return FALSE;
    }
  if (qd_strips_is_goal (z->strips, record_state (r)))
    {
      z->goal = node;
      return TRUE;
    }
  expand (z, node);
  return FALSE;
}

/* An entry's successor: made, looked up; a new state (or, reopening, one
 * reached more cheaply) visited.  TRUE when it is a goal. */
static gboolean
take_entry (Lazy *z, Entry e)
{
  QdSpaceRecord *parent = qd_space_nodes_at (&z->nodes, e.node);
  guint64 g = (guint64) parent->g + z->op_cost[e.op], hash;
  guint64 *slot;
  guint32 node;

  qd_strips_apply (z->strips, record_state (parent), e.op, z->child);
  z->result->generated++;
  hash = qd_space_hash (z->child, z->state_bytes);
  slot = qd_space_reached_slot (&z->reached, &z->nodes, z->child, hash);
  if (*slot == 0)
    node = add_record (z, e.node, e.op, g, z->child, slot, hash);
  else
    {
      QdSpaceRecord *old;

      node = qd_space_slot_index (*slot);
      old = qd_space_nodes_at (&z->nodes, node);
      if (!z->reopen || (old->flags & FLAG_DEAD) || (double) g >= old->g)
        return FALSE;
      old->parent = e.node;
      old->action = e.op;
      old->g = (double) g;
      set_reached (z, old);
    }
  return visit (z, node);
}

/* The stop flag, the memory bound and the progress, when a poll is due. */
static gboolean
must_stop (Lazy *z)
{
  QdStripsLazyResult *res = z->result;

  if (z->options->max_bytes > 0 && table_bytes (z) > z->options->max_bytes)
    {
      res->stop_reason = QD_SPACE_STOP_MEMORY;
      return TRUE;
    }
  if (z->n_entries >= G_MAXUINT32 - (guint64) MAX (z->strips->n_ops, 1))
    {
      res->stop_reason = QD_SPACE_STOP_MEMORY;
      return TRUE;
    }
  if (!qd_poll_step (&z->poll))
    return FALSE;
  qd_poll_adapt (&z->poll);
  if (z->options->progress != NULL)
    qd_progress_set (&z->options->progress->nodes, (gint64) res->expanded);
  if (stop_asked (z))
    {
      res->stop_reason = QD_SPACE_STOP_FLAG;
      return TRUE;
    }
  return FALSE;
}

static IterationEnd
iterate (Lazy *z)
{
  guint64 hash = qd_space_hash (z->strips->init, z->state_bytes);
  guint64 *slot = qd_space_reached_slot (&z->reached, &z->nodes, z->strips->init, hash);
  guint32 start = add_record (z, QD_SPACE_INDEX_NONE, QD_SPACE_ACTION_NONE, 0, z->strips->init, slot, hash);
  Entry e;

  if (visit (z, start))
    return ITERATION_SOLVED;
  while (!must_stop (z))
    {
      if (!pop_entry (z, &e))
        return ITERATION_EXHAUSTED;
      if (take_entry (z, e))
        return ITERATION_SOLVED;
    }
  return ITERATION_STOPPED;
}

/* ---- the planner ---- */

/* The goal record's path into the result, reported. */
static void
keep_plan (Lazy *z, guint iteration)
{
  QdStripsLazyResult *res = z->result;
  guint n = 0;
  QdStripsLazyPlan plan;

  /* The path's length walked (a reopened ancestor leaves its descendants' depths stale). */
  for (guint32 i = z->goal; qd_space_nodes_at (&z->nodes, i)->parent != QD_SPACE_INDEX_NONE; n++)
    i = qd_space_nodes_at (&z->nodes, i)->parent;
  if (res->plan == NULL)
    res->plan = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_set_size (res->plan, n);
  for (guint32 i = z->goal; n > 0; )
    {
      QdSpaceRecord *r = qd_space_nodes_at (&z->nodes, i);

      g_array_index (res->plan, guint, --n) = r->action;
      i = r->parent;
    }
  res->cost = qd_strips_plan_cost (z->strips, (const guint *) (void *) res->plan->data, res->plan->len);
  for (guint i = 0; i < res->plan->len; i++)
    g_array_index (res->plan, guint, i) = z->op_original[g_array_index (res->plan, guint, i)];
  res->n_plans++;
  res->status = QD_STRIPS_LAZY_SOLVED;
  if (z->options->progress != NULL)
    qd_progress_set (&z->options->progress->value, (gint64) res->cost);
  plan = (QdStripsLazyPlan) {
    .ops = (const guint *) (void *) res->plan->data, .n_ops = res->plan->len, .cost = res->cost,
    .iteration = iteration, .weight = z->greedy ? 0 : z->weight,
  };
  if (z->options->plan_found != NULL)
    z->options->plan_found (z->options->plan_data, &plan);
}

/* One iteration: greedy (weight 0) or weighted A*, pruning at the best cost. */
static IterationEnd
run_iteration (Lazy *z, guint iteration, guint weight)
{
  IterationEnd end;

  z->greedy = weight == 0;
  z->reopen = !z->greedy;
  z->weight = weight;
  z->bound = z->result->n_plans > 0 ? z->result->cost : G_MAXUINT64;
  z->heuristics = z->greedy ? z->one : z->plus_one;
  if (stop_asked (z))
    {
      z->result->stop_reason = QD_SPACE_STOP_FLAG;
      return ITERATION_STOPPED;
    }
  z->result->iterations++;
  qd_poll_init (&z->poll, QD_SPACE_POLL_INTERVAL);
  tables_init (z);
  end = iterate (z);
  if (end == ITERATION_SOLVED)
    keep_plan (z, iteration);
  tables_clear (z);
  return end;
}

static void
lazy_init (Lazy *z, const QdStrips *strips, const QdStripsLazyOptions *options, QdStripsLazyResult *out)
{
  g_autoptr (QdStripsMutex) mutex = NULL;

  memset (z, 0, sizeof *z);
  z->strips = strips;
  z->options = options;
  z->result = out;
  for (guint i = 0; i < MAX_LISTS; i++)
    qd_strips_open_init (&z->lists[i]);
  qd_strips_successors_init (&z->successors, strips);
  /* Fast Downward's successor order, on its translator's variables (a
   * stopped search's NULL: the order by fact numbers); the landmarks'
   * look-ahead reads the same variables */
  mutex = qd_strips_mutex_new (strips, options->stop);
  qd_strips_successors_order (&z->successors, mutex);
  z->n_h = 1;
  z->one[0] = qd_strips_heuristic_new_search (strips, QD_STRIPS_HFF, QD_STRIPS_COST_ONE);
  if (options->anytime)
    z->plus_one[0] = qd_strips_heuristic_new_search (strips, QD_STRIPS_HFF, QD_STRIPS_COST_PLUS_ONE);
  if (!options->no_landmarks)
    z->landmarks = qd_strips_landmarks_new_with_mutex (strips, mutex, options->stop);
  if (z->landmarks != NULL && qd_strips_landmarks_count (z->landmarks) == 0)
    g_clear_pointer (&z->landmarks, qd_strips_landmarks_free);
  if (z->landmarks != NULL)
    {
      /* The landmark count's slot: NULL heuristics (evaluate reads the landmarks). */
      z->n_h = 2;
      z->lm_bytes = qd_strips_landmarks_words (z->landmarks) * sizeof (guint64);
      z->lm_words = MAX (z->lm_bytes / sizeof (guint64), 1);
      z->future = g_new0 (guint64, z->lm_words);
      z->fact_landmark = g_new (gint32, MAX (strips->n_facts, 1));
      for (guint f = 0; f < strips->n_facts; f++)
        z->fact_landmark[f] = qd_strips_landmarks_find (z->landmarks, f);
    }
  z->n_lists = options->no_preferred ? z->n_h : 2 * z->n_h;
  z->op_cost = g_new (guint64, MAX (strips->n_ops, 1));
  for (guint o = 0; o < strips->n_ops; o++)
    z->op_cost[o] = strips->ops[o].cost;
  z->state_bytes = strips->n_words * sizeof (guint64);
  z->child = g_new0 (guint64, strips->n_words);
  z->preferred = g_new0 (guint32, MAX (strips->n_ops, 1));
}

static void
lazy_clear (Lazy *z)
{
  qd_strips_successors_clear (&z->successors);
  qd_strips_landmarks_free (z->landmarks);
  g_free (z->future);
  g_free (z->fact_landmark);
  for (guint i = 0; i < MAX_H; i++)
    {
      qd_strips_heuristic_free (z->one[i]);
      qd_strips_heuristic_free (z->plus_one[i]);
    }
  for (guint i = 0; i < MAX_LISTS; i++)
    qd_strips_open_clear (&z->lists[i]);
  g_free (z->entries);
  g_free (z->op_cost);
  g_free (z->child);
  g_free (z->preferred);
}

void
qd_strips_lazy_options_init (QdStripsLazyOptions *options)
{
  memset (options, 0, sizeof *options);
  options->boost = QD_STRIPS_LAZY_BOOST;
}

/* The weights of the anytime iterations; the last is repeated. */
static const guint weights[] = { 5, 3, 2, 1 };

void
qd_strips_lazy_solve (const QdStrips *strips, const QdStripsLazyOptions *options, QdStripsLazyResult *out)
{
  gint64 start = g_get_monotonic_time ();
  g_autofree guint32 *op_original = NULL;
  g_autoptr (QdStripsMutex) mutex = qd_strips_mutex_new (strips, options->stop);
  g_autofree guint64 *fact_key = mutex != NULL ? qd_strips_mutex_fact_keys (strips, mutex) : NULL;
  g_autofree guint8 *impossible = mutex != NULL ? qd_strips_mutex_impossible (strips, mutex) : NULL;
  g_autoptr (QdStrips) canonical = qd_strips_canonical_by (strips, fact_key, impossible, &op_original);
  Lazy z;
  IterationEnd end;

  memset (out, 0, sizeof *out);
  out->status = QD_STRIPS_LAZY_STOPPED;
  if (options->progress != NULL)
    qd_progress_set (&options->progress->value, -1);
  lazy_init (&z, canonical, options, out);
  z.op_original = op_original;
  end = run_iteration (&z, 0, 0);
  if (end == ITERATION_EXHAUSTED)
    out->status = QD_STRIPS_LAZY_NO_SOLUTION;
  for (guint k = 0; options->anytime && end != ITERATION_STOPPED && out->n_plans > 0 && out->cost > 0; k++)
    {
      guint w = weights[MIN (k, G_N_ELEMENTS (weights) - 1)];

      end = run_iteration (&z, k + 1, w);
      if (end == ITERATION_EXHAUSTED && w == 1)
        {
          out->optimal = TRUE;
          break;
        }
    }
  if (out->n_plans > 0 && out->cost == 0)
    out->optimal = TRUE;
  if (end != ITERATION_STOPPED)
    out->stop_reason = QD_SPACE_STOP_NONE;
  lazy_clear (&z);
  out->time_us = g_get_monotonic_time () - start;
}

void
qd_strips_lazy_result_clear (QdStripsLazyResult *result)
{
  if (result->plan != NULL)
    g_array_unref (g_steal_pointer (&result->plan));
}
