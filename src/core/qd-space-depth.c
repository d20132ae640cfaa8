/* qd-space-depth.c — the depth-first searches that keep only their path:
 * depth-first tree-like search and DEPTH-LIMITED-SEARCH (AIMA 4e fig. 3.12),
 * ITERATIVE-DEEPENING-SEARCH (same figure) and IDA* (Korf 1985).
 *
 * An explicit stack of plies, reserved 1,024 at a time and reused: ply d
 * holds the node at depth d and the successors `expand` wrote for it
 * (copy-make; its buffers made when the ply is first expanded, grown to the
 * most successors a node there had); the node at ply d + 1 is one of those
 * successors, read in place.  With no listener and no cycle check the inner loop is one indirect
 * call per expansion and one goal test per successor turned to. */
#include "qd-space-private.h"

#include <math.h>
#include <string.h>

#define PLY_BLOCK 1024

static void
reserve_plies (QdSpaceRun *run, guint need)
{
  while (run->n_plies < need)
    {
      run->plies = g_renew (QdSpacePly, run->plies, run->n_plies + PLY_BLOCK);
      memset (run->plies + run->n_plies, 0, PLY_BLOCK * sizeof (QdSpacePly));
      run->n_plies += PLY_BLOCK;
    }
}

void
qd_space_depth_free (QdSpaceRun *run)
{
  for (guint i = 0; i < run->n_plies; i++)
    qd_space_successors_clear (&run->plies[i].succ);
  g_free (run->plies);
}

static void
ply_node (const QdSpaceRun *run, guint d, QdSpaceNode *node)
{
  const QdSpacePly *p = &run->plies[d];

  node->serial = p->serial;
  node->parent = d > 0 ? run->plies[d - 1].serial : QD_SPACE_NODE_NONE;
  node->action = p->action;
  node->depth = d;
  node->g = p->g;
  node->h = p->h;
  node->f = qd_space_run_f (run, d, p->g, p->h);
  node->state = p->state;
}

/* Successor i of the node at ply d. */
static void
child_node (const QdSpaceRun *run, guint d, guint i, QdSpaceNode *node)
{
  const QdSpacePly *p = &run->plies[d];

  node->serial = p->first_child + i;
  node->parent = p->serial;
  node->action = p->succ.steps[i].action;
  node->depth = d + 1;
  node->g = p->g + p->succ.steps[i].cost;
  node->h = p->succ.steps[i].h;
  node->f = qd_space_run_f (run, d + 1, node->g, node->h);
  node->state = p->succ.children + (gsize) i * run->space->state_size;
}

static void
tell_child (const QdSpaceRun *run, guint d, guint i, QdSpaceFate fate)
{
  QdSpaceNode node;

  if (run->listener->generate == NULL)
    return;
  child_node (run, d, i, &node);
  run->listener->generate (run->listener_data, run, &node, fate);
}

static void
tell_ply (const QdSpaceRun *run, guint d,
          void (*call) (gpointer data, const QdSpaceRun *run, const QdSpaceNode *node))
{
  QdSpaceNode node;

  if (call == NULL)
    return;
  ply_node (run, d, &node);
  call (run->listener_data, run, &node);
}

/* The run ends at ply d: the successors not turned to are told (ADDED) and
 * every ply left, deepest first. */
static void
unwind (QdSpaceRun *run, guint d)
{
  if (run->listener == NULL)
    return;
  for (guint k = d + 1; k-- > 0; )
    {
      QdSpacePly *p = &run->plies[k];

      run->depth = k;
      while (p->next < p->n)
        tell_child (run, k, p->next++, QD_SPACE_ADDED);
      tell_ply (run, k, run->listener->leave);
    }
}

/* Expands the node already placed at ply d (its state, g, h, action,
 * serial); FALSE when a stop came while the domain gave its successors. */
static gboolean
expand_ply (QdSpaceRun *run, guint d)
{
  QdSpaceResult *res = run->result;
  QdSpacePly *p = &run->plies[d];
  guint n;

  p->n = p->next = 0;
  run->depth = d;
  n = qd_space_run_expand (run, p->state, p->h, p->action, run->prune_inverse, &p->succ);
  if (n == QD_SPACE_EXPAND_STOPPED)
    return FALSE;
  if (run->listener != NULL)
    tell_ply (run, d, run->listener->expand);
  p->n = n;
  p->first_child = run->next_serial;
  run->next_serial += p->n;
  res->expanded++;
  res->generated += p->n;
  run->frontier += p->n;
  qd_space_run_count_frontier (run, run->frontier);
  if (p->n > 0 && d + 1 > res->depth_max)
    res->depth_max = d + 1;
  return TRUE;
}

static QdSpaceStatus
solved (QdSpaceRun *run, guint d, guint i)
{
  QdSpaceResult *res = run->result;
  guint size = run->space->state_size;
  QdSpaceNode node;

  if (run->listener != NULL && run->listener->goal != NULL)
    {
      child_node (run, d, i, &node);
      run->listener->goal (run->listener_data, run, &node);
    }
  qd_space_result_set_path (res, size, d + 1);
  for (guint k = 0; k <= d; k++)
    {
      memcpy (res->states + (gsize) k * size, run->plies[k].state, size);
      if (k > 0)
        res->actions[k - 1] = run->plies[k].action;
    }
  memcpy (res->states + (gsize) (d + 1) * size, run->plies[d].succ.children + (gsize) i * size, size);
  res->actions[d] = run->plies[d].succ.steps[i].action;
  res->cost = run->plies[d].g + run->plies[d].succ.steps[i].cost;
  unwind (run, d);
  return QD_SPACE_SOLVED;
}

static gboolean
repeats (const QdSpaceRun *run, guint d, const guint8 *child)
{
  guint size = run->space->state_size;

  if (run->check_grandparent)
    return d > 0 && memcmp (run->plies[d - 1].state, child, size) == 0;
  for (guint k = 0; k <= d; k++)
    if (memcmp (run->plies[k].state, child, size) == 0)
      return TRUE;
  return FALSE;
}

/* One depth-first pass from the start at ply 0.  dls/iddfs (idastar FALSE):
 * a successor at depth `limit` is goal-tested, not expanded.  idastar: a
 * successor with f > bound is cut, *next_bound the least such f.  *cut: a
 * node was kept from being expanded. */
static QdSpaceStatus
depth_pass (QdSpaceRun *run, gboolean idastar, guint limit, double bound, gboolean *cut, double *next_bound)
{
  const QdSpace *space = run->space;
  QdSpaceResult *res = run->result;
  gboolean checks = run->check_path || run->check_grandparent;
  guint size = space->state_size;
  guint d = 0;

  run->frontier = 0;
  if (!idastar && limit == 0)
    {
      *cut = TRUE;
      return QD_SPACE_NO_SOLUTION;
    }
  if (qd_space_run_should_stop (run) || !expand_ply (run, 0))
    return QD_SPACE_STOPPED;

  for (;;)
    {
      QdSpacePly *p = &run->plies[d];
      const QdSpaceStep *step;
      const guint8 *child;
      QdSpacePly *c;
      guint i;
      double g;

      if (p->next == p->n)
        {
          if (run->listener != NULL)
            tell_ply (run, d, run->listener->leave);
          if (d == 0)
            return QD_SPACE_NO_SOLUTION;
          run->depth = --d;
          continue;
        }
      i = p->next++;
      run->frontier--;
      step = &p->succ.steps[i];
      child = p->succ.children + (gsize) i * size;
      g = p->g + step->cost;
      if (checks && repeats (run, d, child))
        {
          res->repeated++;
          if (run->listener != NULL)
            tell_child (run, d, i, QD_SPACE_REPEATED);
          continue;
        }
      if (idastar && g + step->h > bound)
        {
          *cut = TRUE;
          if (g + step->h < *next_bound)
            *next_bound = g + step->h;
          if (run->listener != NULL)
            tell_child (run, d, i, QD_SPACE_CUT);
          continue;
        }
      if (space->is_goal (space, child))
        {
          if (run->listener != NULL)
            tell_child (run, d, i, QD_SPACE_GOAL);
          return solved (run, d, i);
        }
      if (!idastar && d + 1 >= limit)
        {
          *cut = TRUE;
          if (run->listener != NULL)
            tell_child (run, d, i, QD_SPACE_CUT);
          continue;
        }
      if (run->listener != NULL)
        tell_child (run, d, i, QD_SPACE_ADDED);
      if (qd_space_run_should_stop (run))
        {
          unwind (run, d);
          return QD_SPACE_STOPPED;
        }
      if (G_UNLIKELY (d + 1 >= run->n_plies))
        {
          reserve_plies (run, d + 2);
          p = &run->plies[d];
          step = &p->succ.steps[i];
        }
      c = &run->plies[d + 1];
      c->state = child;
      c->g = g;
      c->h = step->h;
      c->action = step->action;
      c->serial = p->first_child + i;
      if (!expand_ply (run, d + 1))
        {
          /* The child was not expanded: its parent's ply unwinds. */
          unwind (run, d);
          return QD_SPACE_STOPPED;
        }
      d++;
    }
}

/* Places the start at ply 0; TRUE when it is a goal (the result then holds
 * the empty path). */
static gboolean
start_is_goal (QdSpaceRun *run, gconstpointer start, double h)
{
  const QdSpace *space = run->space;
  QdSpacePly *p = &run->plies[0];

  p->state = start;
  p->g = 0;
  p->h = h;
  p->action = QD_SPACE_ACTION_NONE;
  p->serial = 0;
  p->n = p->next = 0;
  run->depth = 0;
  if (!space->is_goal (space, start))
    return FALSE;
  if (run->listener != NULL)
    tell_ply (run, 0, run->listener->goal);
  qd_space_result_set_path (run->result, space->state_size, 0);
  memcpy (run->result->states, start, space->state_size);
  return TRUE;
}

static void
tell_iteration (QdSpaceRun *run, guint k, double bound)
{
  run->result->iterations = k + 1;
  run->depth = 0;
  run->frontier = 0;
  run->plies[0].n = run->plies[0].next = 0;
  if (run->listener != NULL && run->listener->iteration != NULL)
    run->listener->iteration (run->listener_data, run, k, bound);
}

QdSpaceStatus
qd_space_depth_search (QdSpaceRun *run, gconstpointer start)
{
  const QdSpace *space = run->space;
  const QdSpaceOptions *o = run->options;
  QdSpaceResult *res = run->result;
  double h = space->heuristic != NULL ? space->heuristic (space, start) : 0;
  QdSpaceStatus status;
  gboolean cut = FALSE;
  double next;

  reserve_plies (run, 1);
  run->next_serial = 1;
  res->frontier_max = 1;

  if (run->algorithm == QD_SPACE_IDASTAR || run->algorithm == QD_SPACE_IDDFS)
    {
      /* Iterations: idastar's bounds h(start), then the least f cut;
       * iddfs's limits 0, 1, 2, … up to depth_limit. */
      gboolean idastar = run->algorithm == QD_SPACE_IDASTAR;
      double bound = idastar ? h : 0;

      for (guint k = 0;; k++)
        {
          res->last_bound = bound;
          tell_iteration (run, k, bound);
          if (start_is_goal (run, start, h))
            return QD_SPACE_SOLVED;
          cut = FALSE;
          next = INFINITY;
          status = depth_pass (run, idastar, idastar ? G_MAXUINT : k, bound, &cut, &next);
          if (status != QD_SPACE_NO_SOLUTION)
            return status;
          if (!cut)
            return QD_SPACE_NO_SOLUTION;
          if (!idastar && k >= o->depth_limit)
            return QD_SPACE_CUTOFF;
          bound = idastar ? next : k + 1;
        }
    }
  /* dfs (tree-like): no limit; dls: depth_limit. */
  tell_iteration (run, 0, 0);
  if (start_is_goal (run, start, h))
    return QD_SPACE_SOLVED;
  status = depth_pass (run, FALSE, run->algorithm == QD_SPACE_DLS ? o->depth_limit : G_MAXUINT, 0, &cut, &next);
  if (status == QD_SPACE_NO_SOLUTION && cut)
    return QD_SPACE_CUTOFF;
  return status;
}

guint
qd_space_depth_frontier (const QdSpaceRun *run, QdSpaceNode *nodes, guint max)
{
  guint n = 0;

  for (guint k = run->depth + 1; k-- > 0 && n < max; )
    {
      const QdSpacePly *p = &run->plies[k];

      for (guint i = p->next; i < p->n && n < max; i++)
        child_node (run, k, i, &nodes[n++]);
    }
  return n;
}
