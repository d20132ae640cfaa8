/* qd-space-bidir.c — bidirectional search: uniform-cost (QD_SPACE_BIDIR) or
 * A* (QD_SPACE_BIDIR_ASTAR) from the start forward and from the goal backward
 * (AIMA 4e section 3.4.5, BIBF-SEARCH, fig. 3.14), each side a best-first
 * graph search with its own node table, reached set and heap (chunks, as in
 * qd-space-best.c: nothing allocated per node).
 *
 * The domain gives the one goal state (QdSpace.goal_state) and the
 * predecessors (expand_back); A* from the goal orders by g + estimate_to
 * (state, start) ("front-to-end": h toward the goal forward, toward the start
 * backward).  When a side adds a state (ADDED or BETTER) that the other side
 * has reached, the path through it costs g_forward + g_backward: the least so
 * far is `best` (the listener's meet).
 *
 * Which side expands: the one whose frontier's least priority (ucs g, A* f)
 * is smaller, the forward side on a tie; inside a side the tie rule of
 * qd-space.h (key, then h, then generation order).
 *
 * Stopping rule, checked before every expansion:
 * - uniform-cost: stop when best <= top_F + top_B (the least g on each
 *   frontier; Nicholson 1966, the rule MM and Goldberg & Harrelson use).
 *   Optimal (positive costs): say an optimal path P costs C* < best at the
 *   stop, so C* < top_F + top_B.  Each side's uniform-cost order has expanded,
 *   with its exact g, every state nearer its end than its top.  A state x of
 *   P with d(start, x) >= top_F has d(x, goal) = C* - d(start, x) < top_B:
 *   expanded backward, exactly.  Take u, the last state of P with d(start, u)
 *   < top_F (expanded forward, exactly), and v after it: v was generated
 *   forward with its exact g and expanded backward with its exact g, so the
 *   later of the two found best <= C*.  (No u: the start itself is expanded
 *   backward, exactly, and meets the forward root.)  A contradiction.
 * - A*: stop when best <= max (top_F, top_B) (AIMA's BIBF-SEARCH's
 *   termination, front-to-end).  Optimal with admissible estimates: as long
 *   as the forward search has not generated the goal at its least g, an
 *   optimal path has a node on the forward frontier with exact g, so top_F
 *   <= C* (the invariant of A* with re-opening); once it has, best = C*,
 *   since the goal is on the backward side with g 0.  Either way best <= C*
 *   at the stop.  The sum rule is not used with A*: it needs consistency.
 * A side whose frontier empties has reached every state of its component
 * (the start's or the goal's): best is then final (C*, or no solution).
 *
 * Counts (qd-space.h): both sides' expansions, successors and repeated
 * successors summed; frontier_max the two heaps' entries together;
 * depth_max the deepest node of either side.  The budget, the stop flag and
 * the deadline as the other searches.  Serials run over both sides in
 * generation order (the start 0, the goal 1). */
#include "qd-space-private.h"

#include <math.h>
#include <string.h>

typedef struct {
  QdSpaceNodes nodes;
  QdSpaceReached reached;
  QdSpaceHeap heap;
} Side;

struct _QdSpaceBidir {
  Side side[2];
  gconstpointer target[2];   /* forward: the goal; backward: the start */
  gboolean astar;
  double best;               /* INFINITY: not met yet */
  guint32 meet[2];           /* the meeting state's record on each side */
  QdSpaceStep *steps;
  guint8 *children;
};

typedef struct _QdSpaceBidir Bidir;

gboolean
qd_space_algorithm_is_bidirectional (QdSpaceAlgorithm a)
{
  return a == QD_SPACE_BIDIR || a == QD_SPACE_BIDIR_ASTAR;
}

gboolean
qd_space_supports_bidirectional (const QdSpace *space)
{
  return space != NULL && space->expand != NULL && space->expand_back != NULL && space->goal_state != NULL;
}

guint
qd_space_run_side (const QdSpaceRun *run)
{
  return run->side;
}

static void
record_node (const QdSpaceRun *run, guint side, guint32 index, QdSpaceNode *node)
{
  qd_space_record_node (run, &run->bidir->side[side].nodes, index, node);
}

/* The h of a state on `side` (0 without A*). */
static double
side_h (const QdSpaceRun *run, guint side, const QdSpaceStep *step, gconstpointer state)
{
  const QdSpace *space = run->space;
  const Bidir *b = run->bidir;

  if (!b->astar)
    return 0;
  if (side == 0)
    return step != NULL ? step->h : space->heuristic != NULL ? space->heuristic (space, state) : 0;
  return space->estimate_to != NULL ? space->estimate_to (space, state, b->target[1]) : 0;
}

static guint32
add_record (QdSpaceRun *run, guint side, guint32 parent, const QdSpaceStep *step, guint64 serial,
            gconstpointer state)
{
  return qd_space_nodes_add_record (&run->bidir->side[side].nodes, parent, step, side_h (run, side, step, state),
                                    serial, state, run->space->state_size);
}

static void
push_record (QdSpaceRun *run, guint side, guint32 index)
{
  Side *s = &run->bidir->side[side];
  const QdSpaceRecord *r = qd_space_nodes_at (&s->nodes, index);

  if (run->bidir->astar)
    qd_space_heap_push (&s->heap, r->g + r->h, r->h, index);
  else
    qd_space_heap_push (&s->heap, r->g, 0, index);
  qd_space_run_count_frontier (run, run->bidir->side[0].heap.n + run->bidir->side[1].heap.n);
}

static guint32
add_root (QdSpaceRun *run, guint side, gconstpointer state, guint64 serial)
{
  Side *s = &run->bidir->side[side];
  guint64 hash = qd_space_hash (state, run->space->state_size);
  guint32 index = add_record (run, side, QD_SPACE_INDEX_NONE, NULL, serial, state);

  qd_space_reached_fill (&s->reached, &s->nodes, qd_space_reached_slot (&s->reached, &s->nodes, state, hash),
                         hash, index);
  push_record (run, side, index);
  return index;
}

/* REPEATED, or ADDED / BETTER with *index the new record. */
static QdSpaceFate
admit (QdSpaceRun *run, guint side, guint32 parent, const QdSpaceStep *step, guint64 serial,
       gconstpointer state, guint32 *index)
{
  Side *s = &run->bidir->side[side];
  guint64 hash, *slot;
  QdSpaceFate fate = qd_space_reached_test (&s->reached, &s->nodes, state,
                                            qd_space_nodes_at (&s->nodes, parent)->g + step->cost, &slot, &hash);

  if (fate == QD_SPACE_REPEATED)
    return fate;
  *index = add_record (run, side, parent, step, serial, state);
  qd_space_reached_admit (&s->reached, &s->nodes, fate, slot, hash, *index);
  return fate;
}

/* A record just added on `side`: does the other side hold its state? */
static void
check_meeting (QdSpaceRun *run, guint side, guint32 index)
{
  Bidir *b = run->bidir;
  Side *other = &b->side[1 - side];
  QdSpaceRecord *r = qd_space_nodes_at (&b->side[side].nodes, index);
  gconstpointer state = qd_space_record_state (r);
  guint64 *slot = qd_space_reached_slot (&other->reached, &other->nodes, state,
                                         qd_space_hash (state, run->space->state_size));
  double cost;

  if (*slot == 0)
    return;
  cost = r->g + qd_space_nodes_at (&other->nodes, qd_space_slot_index (*slot))->g;
  if (cost >= b->best)
    return;
  b->best = cost;
  b->meet[side] = index;
  b->meet[1 - side] = qd_space_slot_index (*slot);
  if (run->listener != NULL && run->listener->meet != NULL)
    {
      QdSpaceNode node;

      record_node (run, side, index, &node);
      run->listener->meet (run->listener_data, run, &node, cost);
    }
}

static void
expand_side (QdSpaceRun *run, guint side, guint32 index)
{
  const QdSpace *space = run->space;
  Bidir *b = run->bidir;
  QdSpaceResult *res = run->result;
  QdSpaceRecord *r = qd_space_nodes_at (&b->side[side].nodes, index);
  guint size = space->state_size, n;
  guint64 first = run->next_serial;

  run->side = side;
  if (run->listener != NULL && run->listener->expand != NULL)
    {
      QdSpaceNode node;

      record_node (run, side, index, &node);
      run->listener->expand (run->listener_data, run, &node);
    }
  n = side == 0 ? space->expand (space, qd_space_record_state (r), r->h, r->action, FALSE, b->steps, b->children)
                : space->expand_back (space, qd_space_record_state (r), b->steps, b->children);
  res->expanded++;
  res->generated += n;
  if (n > 0 && r->depth + 1 > res->depth_max)
    res->depth_max = r->depth + 1;
  run->next_serial += n;
  for (guint i = 0; i < n; i++)
    {
      const guint8 *child = b->children + (gsize) i * size;
      guint32 added = QD_SPACE_INDEX_NONE;
      QdSpaceFate fate = admit (run, side, index, &b->steps[i], first + i, child, &added);

      /* The table may have grown a chunk: r stays valid (chunks never move). */
      if (fate == QD_SPACE_REPEATED)
        res->repeated++;
      else
        push_record (run, side, added);
      if (run->listener != NULL)
        qd_space_tell_generate (run, r, &b->steps[i], side_h (run, side, &b->steps[i], child), first + i, child,
                                fate);
      if (fate != QD_SPACE_REPEATED)
        check_meeting (run, side, added);
    }
}

/* Drops superseded entries from the top; FALSE when the frontier is empty. */
static gboolean
clean_top (Side *s)
{
  while (s->heap.n > 0)
    {
      if (!(qd_space_nodes_at (&s->nodes, s->heap.items[0].index)->flags & QD_SPACE_RECORD_SUPERSEDED))
        return TRUE;
      qd_space_heap_pop (&s->heap);
    }
  return FALSE;
}

/* The path's cost summed in path order, as the other searches sum g (the
 * meeting's g_F + g_B may differ from it in the last bit). */
static double
path_cost (QdSpaceRun *run)
{
  const QdSpace *space = run->space;
  const QdSpaceResult *res = run->result;
  Bidir *b = run->bidir;
  guint size = space->state_size;
  double sum = 0;

  for (guint k = 0; k < res->n_steps; k++)
    {
      const guint8 *next = res->states + (gsize) (k + 1) * size;
      guint n = space->expand (space, res->states + (gsize) k * size, 0, QD_SPACE_ACTION_NONE, FALSE, b->steps,
                               b->children);
      double step = INFINITY;

      for (guint i = 0; i < n; i++)
        if (b->steps[i].action == res->actions[k] && memcmp (b->children + (gsize) i * size, next, size) == 0)
          step = MIN (step, b->steps[i].cost);
      sum += step;
    }
  return sum;
}

static QdSpaceStatus
solved (QdSpaceRun *run)
{
  Bidir *b = run->bidir;
  QdSpaceResult *res = run->result;
  guint size = run->space->state_size;
  const QdSpaceNodes *ft = &b->side[0].nodes, *bt = &b->side[1].nodes;
  QdSpaceRecord *r = qd_space_nodes_at (ft, b->meet[0]);
  guint nf = r->depth, n = nf + qd_space_nodes_at (bt, b->meet[1])->depth;

  qd_space_result_set_path (res, size, n);
  res->cost = b->best;
  for (guint k = nf + 1; k-- > 0; r = k > 0 ? qd_space_nodes_at (ft, r->parent) : r)
    {
      memcpy (res->states + (gsize) k * size, qd_space_record_state (r), size);
      if (k > 0)
        res->actions[k - 1] = r->action;
    }
  r = qd_space_nodes_at (bt, b->meet[1]);
  for (guint k = nf; k < n; k++, r = qd_space_nodes_at (bt, r->parent))
    {
      res->actions[k] = r->action;
      memcpy (res->states + (gsize) (k + 1) * size, qd_space_record_state (qd_space_nodes_at (bt, r->parent)), size);
    }
  res->cost = path_cost (run);
  if (run->listener != NULL && run->listener->goal != NULL)
    {
      QdSpaceNode node;

      run->side = 0;
      record_node (run, 0, b->meet[0], &node);
      node.g = res->cost;
      node.h = 0;
      node.f = res->cost;
      node.depth = n;
      run->listener->goal (run->listener_data, run, &node);
    }
  return QD_SPACE_SOLVED;
}

static void
bidir_init (QdSpaceRun *run, gconstpointer start)
{
  const QdSpace *space = run->space;
  Bidir *b = g_new0 (Bidir, 1);

  run->bidir = b;
  b->astar = run->algorithm == QD_SPACE_BIDIR_ASTAR;
  b->best = INFINITY;
  b->target[0] = space->goal_state;
  b->target[1] = start;
  for (guint k = 0; k < 2; k++)
    {
      qd_space_nodes_init (&b->side[k].nodes, space->state_size);
      qd_space_reached_init (&b->side[k].reached, space->state_size,
                             MIN (run->max_nodes, G_GUINT64_CONSTANT (1) << 12));
    }
  b->steps = g_new (QdSpaceStep, MAX (space->max_steps, 1));
  b->children = g_malloc ((gsize) MAX (space->max_steps, 1) * space->state_size);
}

QdSpaceStatus
qd_space_bidir_search (QdSpaceRun *run, gconstpointer start)
{
  const QdSpace *space = run->space;
  Bidir *b;

  bidir_init (run, start);
  b = run->bidir;
  b->meet[0] = add_root (run, 0, start, 0);
  if (run->listener != NULL && run->listener->iteration != NULL)
    run->listener->iteration (run->listener_data, run, 0, 0);
  if (memcmp (start, space->goal_state, space->state_size) == 0)
    {
      b->best = 0;
      b->meet[1] = add_root (run, 1, start, 0);
      return solved (run);
    }
  b->meet[1] = add_root (run, 1, space->goal_state, 1);
  run->next_serial = 2;
  while (clean_top (&b->side[0]) && clean_top (&b->side[1]))
    {
      double top[2] = { b->side[0].heap.items[0].key1, b->side[1].heap.items[0].key1 };
      double bound = b->astar ? MAX (top[0], top[1]) : top[0] + top[1];
      guint side = top[1] < top[0] ? 1 : 0;

      if (b->best <= bound)
        break;
      if (qd_space_run_should_stop (run))
        return QD_SPACE_STOPPED;
      expand_side (run, side, qd_space_heap_pop (&b->side[side].heap).index);
    }
  return isinf (b->best) ? QD_SPACE_NO_SOLUTION : solved (run);
}

guint
qd_space_bidir_frontier (const QdSpaceRun *run, QdSpaceNode *nodes, guint max)
{
  const Side *s = &run->bidir->side[run->side];

  return qd_space_heap_frontier (run, &s->nodes, &s->heap, nodes, max);
}

guint64
qd_space_bidir_frontier_size (const QdSpaceRun *run)
{
  return run->bidir->side[run->side].heap.n;
}

void
qd_space_bidir_free (QdSpaceRun *run)
{
  Bidir *b = run->bidir;

  if (b == NULL)
    return;
  for (guint k = 0; k < 2; k++)
    {
      qd_space_nodes_clear (&b->side[k].nodes);
      qd_space_reached_clear (&b->side[k].reached);
      g_free (b->side[k].heap.items);
    }
  g_free (b->steps);
  g_free (b->children);
  g_free (b);
  run->bidir = NULL;
}
