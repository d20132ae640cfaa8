/* qd-space-best.c — the searches that keep their nodes: breadth-first (AIMA
 * 4e fig. 3.9), depth-first as graph search (AIMA 3e fig. 3.7, a LIFO
 * frontier), and best-first (AIMA 4e fig. 3.7) ordered for uniform-cost,
 * greedy, A* and weighted A*; each as graph search (a reached table) or
 * tree-like (a cycle check along the path).
 *
 * Every node added is a record in the node table; its index is its place in
 * generation order, so the heap breaks ties by index, which is by serial.
 * Successors that are not added get a serial but no record. */
#include "qd-space-private.h"

#include <math.h>
#include <string.h>

static inline gboolean
uses_heap (QdSpaceAlgorithm a)
{
  return a == QD_SPACE_UCS || a == QD_SPACE_GREEDY || a == QD_SPACE_ASTAR || a == QD_SPACE_WASTAR;
}

static inline void
heap_push (QdSpaceRun *run, const QdSpaceRecord *r, guint32 index)
{
  double key1, key2 = 0;

  switch (run->algorithm)
    {
    case QD_SPACE_UCS:
      key1 = r->g;
      break;
    case QD_SPACE_GREEDY:
      key1 = r->h;
      break;
    case QD_SPACE_WASTAR:
      key1 = r->g + run->weight * r->h;
      key2 = r->h;
      break;
    default:
      key1 = r->g + r->h;
      key2 = r->h;
      break;
    }
  qd_space_heap_push (&run->heap, key1, key2, index);
}

static void
record_node (const QdSpaceRun *run, guint32 index, QdSpaceNode *node)
{
  qd_space_record_node (run, &run->nodes, index, node);
}

static void
tell_record (const QdSpaceRun *run, guint32 index,
             void (*call) (gpointer data, const QdSpaceRun *run, const QdSpaceNode *node))
{
  QdSpaceNode node;

  if (call == NULL)
    return;
  record_node (run, index, &node);
  call (run->listener_data, run, &node);
}

guint32
qd_space_best_add_record (QdSpaceRun *run, guint32 parent, const QdSpaceStep *step, guint64 serial,
                          gconstpointer state)
{
  double h = parent != QD_SPACE_INDEX_NONE ? step->h
             : run->space->heuristic != NULL ? run->space->heuristic (run->space, state) : 0;

  return qd_space_nodes_add_record (&run->nodes, parent, step, h, serial, state, run->space->state_size);
}

/* Tree-like: is `state` on the path ending at record `index` (CYCLES_PATH),
 * or equal to that record's parent (CYCLES_PARENT without an inverse)? */
static gboolean
on_path (const QdSpaceRun *run, guint32 index, gconstpointer state)
{
  guint size = run->space->state_size;

  if (run->check_grandparent)
    {
      guint32 up = qd_space_nodes_at (&run->nodes, index)->parent;

      return up != QD_SPACE_INDEX_NONE
             && memcmp (qd_space_record_state (qd_space_nodes_at (&run->nodes, up)), state, size) == 0;
    }
  if (!run->check_path)
    return FALSE;
  for (guint32 i = index; i != QD_SPACE_INDEX_NONE; i = qd_space_nodes_at (&run->nodes, i)->parent)
    if (memcmp (qd_space_record_state (qd_space_nodes_at (&run->nodes, i)), state, size) == 0)
      return TRUE;
  return FALSE;
}

QdSpaceStatus
qd_space_best_solved (QdSpaceRun *run, guint32 goal)
{
  QdSpaceResult *res = run->result;
  guint size = run->space->state_size;
  QdSpaceRecord *r = qd_space_nodes_at (&run->nodes, goal);
  guint n = r->depth;

  if (run->listener != NULL)
    tell_record (run, goal, run->listener->goal);
  qd_space_result_set_path (res, size, n);
  res->cost = r->g;
  for (guint k = n + 1; k-- > 0; )
    {
      memcpy (res->states + (gsize) k * size, qd_space_record_state (r), size);
      if (k > 0)
        {
          res->actions[k - 1] = r->action;
          r = qd_space_nodes_at (&run->nodes, r->parent);
        }
    }
  return QD_SPACE_SOLVED;
}

/* The next node to expand; FALSE when the frontier is empty. */
static gboolean
select_node (QdSpaceRun *run, guint32 *index)
{
  switch (run->algorithm)
    {
    case QD_SPACE_BFS:
      if (run->fifo_head == run->nodes.n)
        return FALSE;
      *index = run->fifo_head++;
      return TRUE;
    case QD_SPACE_DFS:
      if (run->stack.n == 0)
        return FALSE;
      *index = run->stack.items[--run->stack.n];
      return TRUE;
    default:
      /* Lazy deletion: a superseded node is skipped. */
      while (run->heap.n > 0)
        {
          QdSpaceHeapItem item = qd_space_heap_pop (&run->heap);

          if (!(qd_space_nodes_at (&run->nodes, item.index)->flags & QD_SPACE_RECORD_SUPERSEDED))
            {
              *index = item.index;
              return TRUE;
            }
        }
      return FALSE;
    }
}

guint64
qd_space_best_frontier_size (const QdSpaceRun *run)
{
  switch (run->algorithm)
    {
    case QD_SPACE_BFS:
    case QD_SPACE_EHC: return run->nodes.n - run->fifo_head;
    case QD_SPACE_DFS: return run->stack.n;
    default: return run->heap.n;
    }
}

/* What becomes of a successor: REPEATED, or added as ADDED or BETTER
 * (*index its new record). */
static QdSpaceFate
admit (QdSpaceRun *run, guint32 parent, const QdSpaceStep *step, guint64 serial, gconstpointer state,
       guint32 *index)
{
  guint64 hash, *slot;
  QdSpaceFate fate;

  if (run->tree_like)
    {
      if (on_path (run, parent, state))
        return QD_SPACE_REPEATED;
      *index = qd_space_best_add_record (run, parent, step, serial, state);
      return QD_SPACE_ADDED;
    }
  fate = qd_space_reached_test (&run->reached, &run->nodes, state,
                                uses_heap (run->algorithm) ? qd_space_nodes_at (&run->nodes, parent)->g + step->cost
                                                           : INFINITY, &slot, &hash);
  if (fate == QD_SPACE_REPEATED)
    return fate;
  *index = qd_space_best_add_record (run, parent, step, serial, state);
  qd_space_reached_admit (&run->reached, &run->nodes, fate, slot, hash, *index);
  return fate;
}

static void
push_frontier (QdSpaceRun *run, guint32 index)
{
  if (run->algorithm == QD_SPACE_DFS)
    qd_space_stack_push (&run->stack, index);
  else if (uses_heap (run->algorithm))
    heap_push (run, qd_space_nodes_at (&run->nodes, index), index);
}

QdSpaceStatus
qd_space_best_search (QdSpaceRun *run, gconstpointer start)
{
  const QdSpace *space = run->space;
  QdSpaceResult *res = run->result;
  guint size = space->state_size;
  gboolean bfs = run->algorithm == QD_SPACE_BFS;
  guint32 index;

  qd_space_nodes_init (&run->nodes, size);
  /* The reached set starts small and doubles as it fills: most searches
   * reach a few hundred states, and a table sized for the node limit
   * (megabytes, zeroed) cost them more than the search itself. */
  if (!run->tree_like)
    qd_space_reached_init (&run->reached, size, MIN (run->max_nodes, G_GUINT64_CONSTANT (1) << 12));
  index = qd_space_best_add_record (run, QD_SPACE_INDEX_NONE, NULL, 0, start);
  if (!run->tree_like)
    {
      guint64 hash = qd_space_hash (start, size);

      qd_space_reached_fill (&run->reached, &run->nodes,
                             qd_space_reached_slot (&run->reached, &run->nodes, start, hash), hash, index);
    }
  run->next_serial = 1;
  if (run->listener != NULL && run->listener->iteration != NULL)
    run->listener->iteration (run->listener_data, run, 0, 0);
  if (space->is_goal (space, start))
    return qd_space_best_solved (run, 0);
  push_frontier (run, 0);
  res->frontier_max = 1;

  while (select_node (run, &index))
    {
      QdSpaceRecord *r = qd_space_nodes_at (&run->nodes, index);
      guint n, first_added;
      guint64 first_serial;

      if (!bfs && space->is_goal (space, qd_space_record_state (r)))
        return qd_space_best_solved (run, index);
      if (qd_space_run_should_stop (run))
        return QD_SPACE_STOPPED;
      n = qd_space_run_expand (run, qd_space_record_state (r), r->h, r->action, run->prune_inverse, &run->succ);
      if (n == QD_SPACE_EXPAND_STOPPED)
        return QD_SPACE_STOPPED;
      if (run->listener != NULL)
        tell_record (run, index, run->listener->expand);
      res->expanded++;
      res->generated += n;
      if (n > 0 && r->depth + 1 > res->depth_max)
        res->depth_max = r->depth + 1;
      first_serial = run->next_serial;
      run->next_serial += n;
      first_added = run->nodes.n;
      for (guint i = 0; i < n; i++)
        {
          const guint8 *child = run->succ.children + (gsize) i * size;
          guint32 added = QD_SPACE_INDEX_NONE;
          QdSpaceFate fate = admit (run, index, &run->succ.steps[i], first_serial + i, child, &added);

          if (fate == QD_SPACE_REPEATED)
            {
              res->repeated++;
              if (run->listener != NULL)
                qd_space_tell_generate (run, r, &run->succ.steps[i], run->succ.steps[i].h, first_serial + i, child,
                                        fate);
              continue;
            }
          if (bfs && space->is_goal (space, child))
            {
              /* AIMA's EXPAND yields: the successors after the goal are never generated. */
              res->generated -= n - 1 - i;
              if (run->listener != NULL)
                qd_space_tell_generate (run, r, &run->succ.steps[i], run->succ.steps[i].h, first_serial + i, child,
                                        QD_SPACE_GOAL);
              return qd_space_best_solved (run, added);
            }
          if (run->algorithm != QD_SPACE_DFS)
            {
              push_frontier (run, added);
              qd_space_run_count_frontier (run, qd_space_best_frontier_size (run));
            }
          if (run->listener != NULL)
            qd_space_tell_generate (run, r, &run->succ.steps[i], run->succ.steps[i].h, first_serial + i, child,
                                    fate);
        }
      if (run->algorithm == QD_SPACE_DFS)
        {
          /* In reverse: the first successor on top, expanded first. */
          for (guint32 k = run->nodes.n; k-- > first_added; )
            push_frontier (run, k);
          qd_space_run_count_frontier (run, run->stack.n);
        }
    }
  return QD_SPACE_NO_SOLUTION;
}

guint
qd_space_best_frontier (const QdSpaceRun *run, QdSpaceNode *nodes, guint max)
{
  guint n = 0;

  if (run->algorithm == QD_SPACE_BFS || run->algorithm == QD_SPACE_EHC)
    for (guint32 i = run->fifo_head; i < run->nodes.n && n < max; i++)
      record_node (run, i, &nodes[n++]);
  else if (run->algorithm == QD_SPACE_DFS)
    for (gsize k = run->stack.n; k-- > 0 && n < max; )
      record_node (run, run->stack.items[k], &nodes[n++]);
  else
    n = qd_space_heap_frontier (run, &run->nodes, &run->heap, nodes, max);
  return n;
}

void
qd_space_best_free (QdSpaceRun *run)
{
  qd_space_nodes_clear (&run->nodes);
  if (run->reached.slots != NULL)
    qd_space_reached_clear (&run->reached);
  g_free (run->heap.items);
  g_free (run->stack.items);
  qd_space_successors_clear (&run->succ);
}
