/* qd-space-rbfs.c — RECURSIVE-BEST-FIRST-SEARCH (AIMA 3e fig. 3.26, 4e
 * fig. 3.22; Korf 1993), with the recursion turned into a loop over frames.
 *
 * Frame d holds the node at depth d on the current path: its state (in the
 * frame above's successors, or the start), g, h, its stored value F, its
 * f-limit, and its successors (steps, states, their F values and whether
 * each is a successor at all: a child on its own path is REPEATED and left
 * out).  Frames are reserved in blocks of 256 and reused, so nothing is
 * allocated per node.  The book's recursion
 *
 *   RBFS (node, f_limit):
 *     if node is a goal: return it
 *     successors ← EXPAND (node); none: return failure, ∞
 *     for each s: s.F ← max (g(s) + h(s), node.F)
 *     loop: best ← the least F; if best.F > f_limit: return failure, best.F
 *           alternative ← the second-least F (∞ when none)
 *           result, best.F ← RBFS (best, min (f_limit, alternative))
 *           if result ≠ failure: return result
 *
 * is the loop of rbfs_search: entering a node is `d++` with its frame
 * filled, returning failure is `d--` with the value written back into the
 * parent's successor.  The start's F is h(start) and its limit ∞.  A
 * successor whose F is ∞ (everything below it failed) is never entered. */
#include "qd-space-private.h"

#include <math.h>
#include <string.h>

#define FRAME_BLOCK 256

typedef struct {
  const guint8 *state;
  QdSpaceStep *steps;      /* max_steps */
  guint8 *children;        /* max_steps × state_size */
  double *fs;              /* the successors' F */
  guint8 *live;            /* 1: a successor (not REPEATED) */
  double g, h, F, limit;
  guint64 serial, first_child;
  QdSpaceAction action;
  guint n, n_live, current;
} Frame;

typedef struct {
  Frame *frames;
  guint n_frames;
  guint8 **blocks;
  guint n_blocks;
} Rbfs;

static void
reserve_frames (QdSpaceRun *run, guint need)
{
  Rbfs *r = run->rbfs;
  const QdSpace *space = run->space;
  gsize steps = MAX (space->max_steps, 1);
  /* Rounded up so that every frame's steps and F values start 8-aligned. */
  gsize per = (steps * (sizeof (QdSpaceStep) + sizeof (double) + space->state_size + 1) + 7) & ~(gsize) 7;

  while (r->n_frames < need)
    {
      guint8 *block = g_malloc (FRAME_BLOCK * per);

      r->blocks = g_renew (guint8 *, r->blocks, r->n_blocks + 1);
      r->blocks[r->n_blocks++] = block;
      r->frames = g_renew (Frame, r->frames, r->n_frames + FRAME_BLOCK);
      for (guint k = 0; k < FRAME_BLOCK; k++)
        {
          Frame *f = &r->frames[r->n_frames + k];
          guint8 *at = block + k * per;

          memset (f, 0, sizeof *f);
          f->steps = (QdSpaceStep *) at;
          f->fs = (double *) (at + steps * sizeof (QdSpaceStep));
          f->children = at + steps * (sizeof (QdSpaceStep) + sizeof (double));
          f->live = f->children + steps * space->state_size;
        }
      r->n_frames += FRAME_BLOCK;
    }
}

void
qd_space_rbfs_free (QdSpaceRun *run)
{
  Rbfs *r = run->rbfs;

  if (r == NULL)
    return;
  for (guint i = 0; i < r->n_blocks; i++)
    g_free (r->blocks[i]);
  g_free (r->blocks);
  g_free (r->frames);
  g_free (r);
  run->rbfs = NULL;
}

static void
frame_node (const QdSpaceRun *run, guint d, double f, QdSpaceNode *node)
{
  const Rbfs *r = run->rbfs;
  const Frame *p = &r->frames[d];

  *node = (QdSpaceNode) { .serial = p->serial, .parent = d > 0 ? r->frames[d - 1].serial : QD_SPACE_NODE_NONE,
                          .action = p->action, .depth = d, .g = p->g, .h = p->h, .f = f, .state = p->state };
}

/* Successor i of frame d, f its F (a REPEATED one's g + h). */
static void
child_node (const QdSpaceRun *run, guint d, guint i, QdSpaceNode *node)
{
  const Frame *p = &((const Rbfs *) run->rbfs)->frames[d];
  double g = p->g + p->steps[i].cost, h = p->steps[i].h;

  *node = (QdSpaceNode) { .serial = p->first_child + i, .parent = p->serial, .action = p->steps[i].action,
                          .depth = d + 1, .g = g, .h = h, .f = p->live[i] ? p->fs[i] : g + h,
                          .state = p->children + (gsize) i * run->space->state_size };
}

static gboolean
on_path (const QdSpaceRun *run, guint d, const guint8 *child)
{
  const Rbfs *r = run->rbfs;
  guint size = run->space->state_size;

  if (run->check_grandparent)
    return d > 0 && memcmp (r->frames[d - 1].state, child, size) == 0;
  if (!run->check_path)
    return FALSE;
  for (guint k = 0; k <= d; k++)
    if (memcmp (r->frames[k].state, child, size) == 0)
      return TRUE;
  return FALSE;
}

/* Expands the node entered at frame d: its successors with their F (the
 * parent's F inherited when higher: Korf's rule, the book's max). */
static void
expand_frame (QdSpaceRun *run, guint d)
{
  const QdSpace *space = run->space;
  QdSpaceResult *res = run->result;
  Frame *p = &((Rbfs *) run->rbfs)->frames[d];

  run->depth = d;
  if (run->listener != NULL && run->listener->expand != NULL)
    {
      QdSpaceNode node;

      frame_node (run, d, p->F, &node);
      run->listener->expand (run->listener_data, run, &node);
    }
  p->n = space->expand (space, p->state, p->h, p->action, run->prune_inverse, p->steps, p->children);
  p->first_child = run->next_serial;
  run->next_serial += p->n;
  p->n_live = 0;
  res->expanded++;
  res->generated += p->n;
  if (p->n > 0 && d + 1 > res->depth_max)
    res->depth_max = d + 1;
  for (guint i = 0; i < p->n; i++)
    {
      const guint8 *child = p->children + (gsize) i * space->state_size;
      double f = p->g + p->steps[i].cost + p->steps[i].h;

      p->live[i] = !on_path (run, d, child);
      p->fs[i] = MAX (f, p->F);
      if (p->live[i])
        p->n_live++;
      else
        res->repeated++;
      if (run->listener != NULL && run->listener->generate != NULL)
        {
          QdSpaceNode node;

          child_node (run, d, i, &node);
          run->listener->generate (run->listener_data, run, &node, p->live[i] ? QD_SPACE_ADDED : QD_SPACE_REPEATED);
        }
    }
  run->frontier += p->n_live;
  qd_space_run_count_frontier (run, run->frontier);
}

/* Orders successors i and j of a frame: the least F, then the least h, then
 * the domain's order. */
static gboolean
before (const Frame *p, guint i, guint j)
{
  if (p->fs[i] != p->fs[j])
    return p->fs[i] < p->fs[j];
  if (p->steps[i].h != p->steps[j].h)
    return p->steps[i].h < p->steps[j].h;
  return i < j;
}

/* The best successor and the alternative's F (∞ without one); FALSE when
 * the frame has no successor. */
static gboolean
pick (const Frame *p, guint *best, double *alternative)
{
  guint b = G_MAXUINT, s = G_MAXUINT;

  for (guint i = 0; i < p->n; i++)
    {
      if (!p->live[i])
        continue;
      if (b == G_MAXUINT || before (p, i, b))
        {
          s = b;
          b = i;
        }
      else if (s == G_MAXUINT || before (p, i, s))
        s = i;
    }
  *best = b;
  *alternative = s == G_MAXUINT ? INFINITY : p->fs[s];
  return b != G_MAXUINT;
}

static QdSpaceStatus
solved (QdSpaceRun *run, guint d)
{
  const Rbfs *r = run->rbfs;
  QdSpaceResult *res = run->result;
  guint size = run->space->state_size;

  if (run->listener != NULL && run->listener->goal != NULL)
    {
      QdSpaceNode node;

      frame_node (run, d, r->frames[d].F, &node);
      run->listener->goal (run->listener_data, run, &node);
    }
  qd_space_result_set_path (res, size, d);
  for (guint k = 0; k <= d; k++)
    {
      memcpy (res->states + (gsize) k * size, r->frames[k].state, size);
      if (k > 0)
        res->actions[k - 1] = r->frames[k].action;
    }
  res->cost = r->frames[d].g;
  return QD_SPACE_SOLVED;
}

/* Enters successor `best` of frame d with the limit min (d's limit, the
 * alternative). */
static void
enter_child (QdSpaceRun *run, guint d, guint best, double alternative)
{
  Rbfs *r = run->rbfs;
  Frame *p, *c;

  if (G_UNLIKELY (d + 1 >= r->n_frames))
    reserve_frames (run, d + 2);
  p = &r->frames[d];
  c = &r->frames[d + 1];
  p->current = best;
  c->state = p->children + (gsize) best * run->space->state_size;
  c->g = p->g + p->steps[best].cost;
  c->h = p->steps[best].h;
  c->F = p->fs[best];
  c->limit = MIN (p->limit, alternative);
  c->serial = p->first_child + best;
  c->action = p->steps[best].action;
  c->n = c->n_live = 0;
  run->frontier--;
}

/* Returns failure from frame d with `value`: its successors are forgotten,
 * the value backed up into the parent's successor. */
static void
leave_frame (QdSpaceRun *run, guint d, double value)
{
  Rbfs *r = run->rbfs;
  Frame *p = &r->frames[d];

  if (run->listener != NULL && run->listener->leave != NULL)
    {
      QdSpaceNode node;

      frame_node (run, d, value, &node);
      run->listener->leave (run->listener_data, run, &node);
    }
  run->frontier -= p->n_live;
  p->n = p->n_live = 0;
  if (d > 0)
    {
      r->frames[d - 1].fs[r->frames[d - 1].current] = value;
      run->frontier++;
    }
  run->depth = d > 0 ? d - 1 : 0;
}

QdSpaceStatus
qd_space_rbfs_search (QdSpaceRun *run, gconstpointer start)
{
  const QdSpace *space = run->space;
  Rbfs *r = run->rbfs = g_new0 (Rbfs, 1);
  Frame *root;
  guint d = 0;

  reserve_frames (run, FRAME_BLOCK);
  run->next_serial = 1;
  run->result->frontier_max = 1;
  if (run->listener != NULL && run->listener->iteration != NULL)
    run->listener->iteration (run->listener_data, run, 0, 0);
  root = &r->frames[0];
  root->state = start;
  root->h = space->heuristic != NULL ? space->heuristic (space, start) : 0;
  root->F = root->h;
  root->limit = INFINITY;
  root->action = QD_SPACE_ACTION_NONE;

  for (;;)
    {
      guint best;
      double alternative, value;

      if (space->is_goal (space, r->frames[d].state))
        return solved (run, d);
      if (qd_space_run_should_stop (run))
        return QD_SPACE_STOPPED;
      expand_frame (run, d);
      for (;;)
        {
          const Frame *p = &r->frames[d];

          if (!pick (p, &best, &alternative))
            value = INFINITY;
          else if (p->fs[best] > p->limit || isinf (p->fs[best]))
            value = p->fs[best];
          else
            break;
          leave_frame (run, d, value);
          if (d == 0)
            return QD_SPACE_NO_SOLUTION;
          d--;
        }
      enter_child (run, d, best, alternative);
      d++;
      run->depth = d;
    }
}

double
qd_space_run_f_limit (const QdSpaceRun *run)
{
  const Rbfs *r = run->rbfs;

  return r != NULL && run->algorithm == QD_SPACE_RBFS ? r->frames[run->depth].limit : INFINITY;
}

/* The successors held in the frames (the path's own left out), the deepest
 * frame first, each frame's in the order RBFS would take them. */
guint
qd_space_rbfs_frontier (const QdSpaceRun *run, QdSpaceNode *nodes, guint max)
{
  const Rbfs *r = run->rbfs;
  guint n = 0;

  for (guint k = run->depth + 1; r != NULL && k-- > 0 && n < max; )
    {
      const Frame *p = &r->frames[k];
      guint start = n;

      for (guint i = 0; i < p->n && n < max; i++)
        {
          guint j;

          if (!p->live[i] || (k < run->depth && i == p->current))
            continue;
          /* Insertion by the frame's order. */
          child_node (run, k, i, &nodes[n]);
          for (j = n; j > start && (nodes[j - 1].f > nodes[j].f
                                    || (nodes[j - 1].f == nodes[j].f && nodes[j - 1].h > nodes[j].h)); j--)
            {
              QdSpaceNode t = nodes[j - 1];

              nodes[j - 1] = nodes[j];
              nodes[j] = t;
            }
          n++;
        }
    }
  return n;
}
