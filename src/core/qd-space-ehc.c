/* qd-space-ehc.c — enforced hill climbing (Hoffmann & Nebel 2001, FF's
 * search; AIMA 4e section 11.3.1): from the current state, a breadth-first
 * search until a state with a strictly smaller h, which becomes the
 * current state (qd-space.h documents its counts and events).
 *
 * Every node is a record of the best-first node table, so the path is its
 * parents' chain across the breadth-first searches; the FIFO of the current
 * search is the records fifo_head … nodes.n - 1 (bfs's frontier), and the
 * reached set holds the states of the current search alone. */
#include "qd-space-private.h"

#include <math.h>
#include <string.h>

/* The reached set emptied for a new breadth-first search (shrunk back
 * when a small search would clear a big table). */
static void
reset_reached (QdSpaceRun *run)
{
  QdSpaceReached *r = &run->reached;
  if (r->count == 0)
    return;
  if (r->count * 16 < r->mask + 1 && r->mask + 1 > 1024)
    {
      qd_space_reached_clear (r);
      qd_space_reached_init (r, run->space->state_size, 0);
      return;
    }
  memset (r->slots, 0, (r->mask + 1) * sizeof (guint64));
  r->count = 0;
}

/* Record `index` becomes the current state: a new breadth-first search. */
static void
climb_to (QdSpaceRun *run, guint32 index, guint k)
{
  QdSpaceRecord *r = qd_space_nodes_at (&run->nodes, index);
  guint64 hash = qd_space_hash (qd_space_record_state (r), run->space->state_size);
  reset_reached (run);
  qd_space_reached_fill (&run->reached, &run->nodes,
                         qd_space_reached_slot (&run->reached, &run->nodes, qd_space_record_state (r), hash), hash,
                         index);
  run->fifo_head = index;
  run->result->iterations = k + 1;
  run->result->last_bound = r->h;
  if (run->listener != NULL && run->listener->iteration != NULL)
    run->listener->iteration (run->listener_data, run, k, r->h);
}

static void
tell_generate (QdSpaceRun *run, guint32 parent, guint i, guint64 serial, QdSpaceFate fate)
{
  if (run->listener != NULL)
    qd_space_tell_generate (run, qd_space_nodes_at (&run->nodes, parent), &run->succ.steps[i], run->succ.steps[i].h,
                            serial, run->succ.children + (gsize) i * run->space->state_size, fate);
}

typedef enum { GO_ON, CLIMB, GOAL, STOPPED } Outcome;

/* Successor i of record `parent`: REPEATED when the current search reached
 * its state, CUT when its h is infinite (a dead end), else added; GOAL or
 * CLIMB (h below the current state's `bound`) when the search ends there. */
static Outcome
admit (QdSpaceRun *run, guint32 parent, guint i, guint64 serial, double bound, guint32 *added)
{
  const QdSpace *space = run->space;
  const guint8 *child = run->succ.children + (gsize) i * space->state_size;
  guint64 *slot, hash;
  QdSpaceFate fate = qd_space_reached_test (&run->reached, &run->nodes, child, INFINITY, &slot, &hash);
  if (fate == QD_SPACE_REPEATED)
    {
      run->result->repeated++;
      tell_generate (run, parent, i, serial, fate);
      return GO_ON;
    }
  gboolean goal = space->is_goal (space, child);
  if (!goal && isinf (run->succ.steps[i].h))
    {
      tell_generate (run, parent, i, serial, QD_SPACE_CUT);
      return GO_ON;
    }
  *added = qd_space_best_add_record (run, parent, &run->succ.steps[i], serial, child);
  qd_space_reached_admit (&run->reached, &run->nodes, fate, slot, hash, *added);
  qd_space_run_count_frontier (run, run->nodes.n - run->fifo_head);
  tell_generate (run, parent, i, serial, goal ? QD_SPACE_GOAL : QD_SPACE_ADDED);
  return goal ? GOAL : run->succ.steps[i].h < bound ? CLIMB : GO_ON;
}

/* Expands record `index`: GOAL or CLIMB (*added the record) when a
 * successor ends the current search, its later siblings never generated;
 * STOPPED when a stop came while the domain gave them. */
static Outcome
expand (QdSpaceRun *run, guint32 index, double bound, guint32 *added)
{
  QdSpaceResult *res = run->result;
  QdSpaceRecord *r = qd_space_nodes_at (&run->nodes, index);
  guint n = qd_space_run_expand (run, qd_space_record_state (r), r->h, r->action, FALSE, &run->succ);
  if (n == QD_SPACE_EXPAND_STOPPED)
    return STOPPED;
  if (run->listener != NULL && run->listener->expand != NULL)
    {
      QdSpaceNode node;
      qd_space_record_node (run, &run->nodes, index, &node);
      run->listener->expand (run->listener_data, run, &node);
    }
  res->expanded++;
  if (n > 0 && r->depth + 1 > res->depth_max)
    res->depth_max = r->depth + 1;
  for (guint i = 0; i < n; i++)
    {
      res->generated++;
      Outcome outcome = admit (run, index, i, run->next_serial++, bound, added);
      if (outcome != GO_ON)
        return outcome;
    }
  return GO_ON;
}

QdSpaceStatus
qd_space_ehc_search (QdSpaceRun *run, gconstpointer start)
{
  const QdSpace *space = run->space;
  guint size = space->state_size;
  guint32 current = 0, added = 0;
  guint k = 0;

  qd_space_nodes_init (&run->nodes, size);
  qd_space_reached_init (&run->reached, size, 0);
  qd_space_best_add_record (run, QD_SPACE_INDEX_NONE, NULL, 0, start);
  run->next_serial = 1;
  climb_to (run, current, k);
  if (space->is_goal (space, start))
    return qd_space_best_solved (run, 0);
  run->result->frontier_max = 1;
  while (run->fifo_head < run->nodes.n)
    {
      guint32 index = run->fifo_head++;
      if (qd_space_run_should_stop (run))
        return QD_SPACE_STOPPED;
      Outcome outcome = expand (run, index, qd_space_nodes_at (&run->nodes, current)->h, &added);
      if (outcome == STOPPED)
        return QD_SPACE_STOPPED;
      if (outcome == GOAL)
        return qd_space_best_solved (run, added);
      if (outcome == CLIMB)
        climb_to (run, current = added, ++k);
    }
  return QD_SPACE_NO_SOLUTION;
}
