/* qd-search-andor-search.c — AND-OR-GRAPH-SEARCH (AIMA figure 4.11), its
 * cyclic variant with labels (section 4.3.3), the plan in the book's
 * notation, the steps, and runs of a plan. */
#include "config.h"
#include "qd-search-andor.h"

#include <string.h>

#include "core/qd-progress.h"
#include "core/qd-random.h"
#include "qd-search-andor-good-private.h"

typedef struct {
  const QdSearchAndorWorld *w;
  QdSearchAndorPlan *plan;
  gint *on_path;             /* state → its depth on the path, -1 */
  guint *path_node;          /* depth → the plan node of the OR node there */
  gboolean cyclic;
  guint pass;
  const gint *stop;
  gint64 deadline_us;
  guint64 nodes, limit;
  gint64 *progress_nodes;
  QdSearchAndorStatus halt;  /* PLAN while running */
  GArray *tree, *steps;      /* NULL when not recording */
  guint tree_limit;
  gboolean tree_full;
  /* Which actions can lead to a goal: the cyclic search tries only those;
   * the acyclic one skips the others when not recording (the same plan:
   * OR-SEARCH would fail there, but its steps are kept as the book's). */
  QdSearchAndorGood *good;
  guint64 test_work;         /* what the acyclic tests may still cost */
} Search;

/* The acyclic search's tests only save time (the plan is the same with or
 * without them); each costs a pass over the world, so a world whose plan
 * is huge stops paying for them after this much (pairs and outcomes read). */
#define TEST_WORK (G_GUINT64_CONSTANT (1) << 27)

/* ---- Recording -------------------------------------------------------- */

static gint
tree_open (Search *s, QdSearchAndorTreeKind kind, guint state, guint action, gint parent, guint depth)
{
  QdSearchAndorTreeNode n = { .kind = kind, .state = state, .action = action, .parent = parent,
                              .depth = depth, .pass = s->pass, .result = QD_SEARCH_ANDOR_OPEN };
  QdSearchAndorStep step = { .close = FALSE };

  if (s->tree == NULL)
    return -1;
  if (s->tree->len >= s->tree_limit && s->halt == QD_SEARCH_ANDOR_STATUS_PLAN)
    {
      s->halt = QD_SEARCH_ANDOR_STATUS_LIMIT;
      s->tree_full = TRUE;
    }
  n.open_step = n.close_step = s->steps->len;
  step.node = s->tree->len;
  g_array_append_val (s->tree, n);
  g_array_append_val (s->steps, step);
  return (gint) step.node;
}

static void
tree_close (Search *s, gint node, QdSearchAndorResult result)
{
  QdSearchAndorStep step = { .node = (guint) node, .close = TRUE };
  QdSearchAndorTreeNode *n;

  if (s->tree == NULL || node < 0)
    return;
  n = &g_array_index (s->tree, QdSearchAndorTreeNode, node);
  n->result = result;
  n->close_step = s->steps->len;
  g_array_append_val (s->steps, step);
}

/* ---- The search ------------------------------------------------------- */

static guint
plan_add (Search *s, QdSearchAndorPlanKind kind, guint state)
{
  QdSearchAndorPlanNode n = { .kind = kind, .state = state };

  g_array_append_val (s->plan->nodes, n);
  return s->plan->nodes->len - 1;
}

static gboolean
halted (Search *s)
{
  if (s->halt != QD_SEARCH_ANDOR_STATUS_PLAN)
    return TRUE;
  if ((++s->nodes & 1023) == 0 && s->progress_nodes != NULL)
    qd_progress_set (s->progress_nodes, (gint64) s->nodes);
  if (s->nodes > s->limit)
    s->halt = QD_SEARCH_ANDOR_STATUS_LIMIT;
  else if (s->stop != NULL && g_atomic_int_get (s->stop))
    s->halt = QD_SEARCH_ANDOR_STATUS_STOPPED;
  else if (s->deadline_us > 0 && (s->nodes & 1023) == 0 && g_get_monotonic_time () > s->deadline_us)
    s->halt = QD_SEARCH_ANDOR_STATUS_LIMIT;
  return s->halt != QD_SEARCH_ANDOR_STATUS_PLAN;
}

/* A state on the path: a failure, or in the cyclic search a loop to it. */
static gint
on_path (Search *s, guint state, gint t, gint *reach)
{
  guint loop;

  if (!s->cyclic)
    {
      tree_close (s, t, QD_SEARCH_ANDOR_ON_PATH);
      return -1;
    }
  loop = plan_add (s, QD_SEARCH_ANDOR_PLAN_LOOP, state);
  g_array_index (s->plan->nodes, QdSearchAndorPlanNode, loop).target = s->path_node[s->on_path[state]];
  *reach = s->on_path[state];
  tree_close (s, t, QD_SEARCH_ANDOR_ON_PATH);
  return (gint) loop;
}

/* The actions of `state` worth an AND-SEARCH (bit a for action a).  The
 * cyclic search: those that are good and lead nearer a goal (each makes a
 * plan, so the first is taken and nothing is undone).  The acyclic one
 * without steps: those whose every outcome has a plan off the path. */
static guint64
worth_trying (Search *s, guint state)
{
  if (s->cyclic)
    return qd_search_andor_good_progress (s->good, state);
  if (s->tree == NULL && s->test_work >= s->good->test_cost)
    {
      s->test_work -= s->good->test_cost;
      return qd_search_andor_good_acyclic (s->good, s->on_path, state);
    }
  return G_MAXUINT64;
}

/* The search runs on a stack of its own, not the C stack: a path may be as
 * long as the world has states.  A frame is one OR-SEARCH call (figure
 * 4.11) with, while it waits for its outcomes' plans, its AND-SEARCH call:
 * the action tried, the outcome whose OR-SEARCH runs, the least depth a
 * leaf below loops to so far. */
typedef struct {
  guint state, depth;
  gint t;                    /* its OR tree node (-1: not recording) */
  guint at;                  /* its plan node */
  guint64 worth;
  guint action;              /* the action tried next, or whose AND-SEARCH runs */
  gboolean in_and;
  gint and_t;                /* the AND tree node */
  guint base, n, outcome;    /* the AND's kids in the plan, its outcomes, the one searched */
  const guint *outs;
  gint reach;
} Frame;

#define TOP(stack) (&g_array_index ((stack), Frame, (stack)->len - 1))

/* OR-SEARCH begins on `state`: TRUE when it needs a frame (pushed); FALSE
 * when it ends at once (a goal, a state on the path, a halt) with its plan
 * node (-1: none) in *c and *reach. */
static gboolean
or_begin (Search *s, GArray *stack, guint state, guint depth, gint tparent, gint *c, gint *reach)
{
  gint t = tree_open (s, QD_SEARCH_ANDOR_TREE_OR, state, 0, tparent, depth);
  Frame f = { .state = state, .depth = depth, .t = t };

  if (s->w->goal[state])
    {
      *reach = -1;
      tree_close (s, t, QD_SEARCH_ANDOR_GOAL);
      *c = (gint) plan_add (s, QD_SEARCH_ANDOR_PLAN_GOAL, state);
      return FALSE;
    }
  if (s->on_path[state] >= 0)
    {
      *c = on_path (s, state, t, reach);
      return FALSE;
    }
  if (halted (s))
    {
      *c = -1;
      return FALSE;
    }
  f.at = plan_add (s, QD_SEARCH_ANDOR_PLAN_ACT, state);
  s->on_path[state] = (gint) depth;
  s->path_node[depth] = f.at;
  f.worth = worth_trying (s, state);
  g_array_append_val (stack, f);
  return TRUE;
}

/* The frame on top ends: its plan node (or -1) in *c. */
static void
or_end (Search *s, GArray *stack, gboolean solved, gint *c, gint *reach)
{
  Frame f = *TOP (stack);

  g_array_set_size (stack, stack->len - 1);
  s->on_path[f.state] = -1;
  if (solved)
    {
      tree_close (s, f.t, QD_SEARCH_ANDOR_SOLVED);
      *c = (gint) f.at;
      *reach = f.reach;
      return;
    }
  g_array_set_size (s->plan->nodes, f.at);
  tree_close (s, f.t, QD_SEARCH_ANDOR_FAILED);
  *c = -1;
}

/* The frame on top tries its next action: TRUE when an OR-SEARCH below
 * was pushed; else a result is in *c and *reach (an outcome's, or the
 * frame's own failure, then popped) and `*for_and` says whether a frame's
 * AND-SEARCH waits for it. */
static gboolean
next_action (Search *s, GArray *stack, gint *c, gint *reach, gboolean *for_and)
{
  Frame *f = TOP (stack);

  for (; f->action < s->w->n_actions && s->halt == QD_SEARCH_ANDOR_STATUS_PLAN; f->action++)
    {
      guint n;

      f->outs = qd_search_andor_world_results (s->w, f->state, f->action, &n);
      if (n == 0)
        continue;
      if (!(f->worth >> f->action & 1))
        {
          /* Not worth it: an AND node that fails at once. */
          tree_close (s, tree_open (s, QD_SEARCH_ANDOR_TREE_AND, f->state, f->action, f->t, f->depth),
                      QD_SEARCH_ANDOR_FAILED);
          continue;
        }
      /* AND-SEARCH: a plan for every outcome, the first one now. */
      f->base = s->plan->kids->len;
      f->and_t = tree_open (s, QD_SEARCH_ANDOR_TREE_AND, f->state, f->action, f->t, f->depth);
      f->reach = G_MAXINT;
      f->n = n;
      f->outcome = 0;
      f->in_and = TRUE;
      g_array_set_size (s->plan->kids, f->base + n);
      *for_and = TRUE;
      return or_begin (s, stack, f->outs[0], f->depth + 1, f->and_t, c, reach);
    }
  or_end (s, stack, FALSE, c, reach);
  /* A frame below waits for it in its AND-SEARCH. */
  *for_and = stack->len > 0;
  return FALSE;
}

/* The AND-SEARCH of the frame on top fails: its next action. */
static void
and_fail (Search *s, Frame *f, QdSearchAndorResult why)
{
  g_array_set_size (s->plan->kids, f->base);
  g_array_set_size (s->plan->nodes, f->at + 1);
  tree_close (s, f->and_t, why);
  f->in_and = FALSE;
  f->action++;
}

/* An outcome's OR-SEARCH gave plan node c (or -1) to the AND-SEARCH of the
 * frame on top: TRUE when the next outcome's was pushed; else a result in
 * *c and *reach, for the frame on top's AND when `*for_and`. */
static gboolean
and_take (Search *s, GArray *stack, gint *c, gint *reach, gboolean *for_and)
{
  Frame *f = TOP (stack);
  QdSearchAndorPlanNode *node;

  if (*c < 0)
    {
      and_fail (s, f, QD_SEARCH_ANDOR_FAILED);
      return next_action (s, stack, c, reach, for_and);
    }
  g_array_index (s->plan->kids, guint, f->base + f->outcome) = (guint) *c;
  f->reach = MIN (f->reach, *reach);
  if (++f->outcome < f->n)
    {
      *for_and = TRUE;
      return or_begin (s, stack, f->outs[f->outcome], f->depth + 1, f->and_t, c, reach);
    }
  /* Cyclic: some leaf below must leave this state's loop (a goal, or a
   * label above it), else the plan could cycle here for ever. */
  if (f->reach >= (gint) f->depth)
    {
      and_fail (s, f, QD_SEARCH_ANDOR_NO_EXIT);
      return next_action (s, stack, c, reach, for_and);
    }
  node = &g_array_index (s->plan->nodes, QdSearchAndorPlanNode, f->at);
  node->action = f->action;
  node->first_child = f->base;
  tree_close (s, f->and_t, QD_SEARCH_ANDOR_SOLVED);
  or_end (s, stack, TRUE, c, reach);
  *for_and = stack->len > 0;
  return FALSE;
}

/* OR-SEARCH on `state` from the root: the plan node of a plan, or -1. */
static gint
or_search (Search *s, guint state)
{
  g_autoptr(GArray) stack = g_array_sized_new (FALSE, FALSE, sizeof (Frame), 64);
  gint c = -1, reach = 0;
  gboolean for_and = FALSE, pushed = or_begin (s, stack, state, 0, -1, &c, &reach);

  /* A frame just pushed tries its actions; a result goes to the AND-SEARCH
   * of the frame below it (every frame but the root's is inside one). */
  while (stack->len > 0)
    {
      g_assert (pushed || for_and);
      pushed = pushed ? next_action (s, stack, &c, &reach, &for_and) : and_take (s, stack, &c, &reach, &for_and);
    }
  return c;
}

/* Labels L1, L2… in the order the text shows the nodes they mark. */
static void
number_labels (QdSearchAndorPlan *plan)
{
  g_autofree guint8 *target = g_new0 (guint8, plan->nodes->len);
  guint next = 0;

  for (guint i = 0; i < plan->nodes->len; i++)
    {
      QdSearchAndorPlanNode *n = &g_array_index (plan->nodes, QdSearchAndorPlanNode, i);
      if (n->kind == QD_SEARCH_ANDOR_PLAN_LOOP)
        target[n->target] = 1, plan->cyclic = TRUE;
    }
  /* Nodes are stored in preorder (a node before its children, children in
   * outcome order), which is the order of the text. */
  for (guint i = 0; i < plan->nodes->len; i++)
    if (target[i])
      g_array_index (plan->nodes, QdSearchAndorPlanNode, i).label = ++next;
}

void
qd_search_andor_options_init (QdSearchAndorOptions *options, const QdSearchAndorWorld *world)
{
  *options = (QdSearchAndorOptions) { .start = world != NULL ? world->start : 0, .allow_loops = TRUE };
}

static gint
search_pass (Search *s, guint start, gboolean cyclic)
{
  s->cyclic = cyclic;
  s->pass = cyclic ? 1 : 0;
  g_array_set_size (s->plan->nodes, 0);
  g_array_set_size (s->plan->kids, 0);
  return or_search (s, start);
}

void
qd_search_andor_search (const QdSearchAndorWorld *world, const QdSearchAndorOptions *options,
                        QdSearchAndorResultSet *result)
{
  Search s = { .w = world, .stop = options->stop, .deadline_us = options->deadline_us,
               .progress_nodes = options->progress_nodes,
               .limit = options->node_limit ? options->node_limit : QD_SEARCH_ANDOR_NODE_LIMIT,
               .halt = QD_SEARCH_ANDOR_STATUS_PLAN, .test_work = TEST_WORK,
               .tree_limit = options->tree_limit ? options->tree_limit : QD_SEARCH_ANDOR_TREE_LIMIT };
  gint root;

  memset (result, 0, sizeof *result);
  s.plan = g_new0 (QdSearchAndorPlan, 1);
  s.plan->nodes = g_array_sized_new (FALSE, FALSE, sizeof (QdSearchAndorPlanNode), 256);
  s.plan->kids = g_array_sized_new (FALSE, FALSE, sizeof (guint), 256);
  s.good = qd_search_andor_good_new (world, options->start);
  s.on_path = g_new (gint, world->n_states);
  s.path_node = g_new (guint, world->n_states + 1);
  for (guint i = 0; i < world->n_states; i++)
    s.on_path[i] = -1;
  if (options->record)
    {
      s.tree = result->tree = g_array_sized_new (FALSE, FALSE, sizeof (QdSearchAndorTreeNode), 256);
      s.steps = result->steps = g_array_sized_new (FALSE, FALSE, sizeof (QdSearchAndorStep), 512);
    }
  root = search_pass (&s, options->start, FALSE);
  if (root < 0 && options->allow_loops && s.halt == QD_SEARCH_ANDOR_STATUS_PLAN)
    {
      if (qd_search_andor_good_cyclic (s.good, options->stop, options->deadline_us))
        root = search_pass (&s, options->start, TRUE);
      else
        s.halt = options->stop != NULL && g_atomic_int_get (options->stop) ? QD_SEARCH_ANDOR_STATUS_STOPPED
                                                                         : QD_SEARCH_ANDOR_STATUS_LIMIT;
    }
  result->or_nodes = s.nodes;
  result->tree_full = s.tree_full && root < 0;
  result->status = root >= 0 ? QD_SEARCH_ANDOR_STATUS_PLAN
                 : s.halt != QD_SEARCH_ANDOR_STATUS_PLAN ? s.halt : QD_SEARCH_ANDOR_STATUS_NO_PLAN;
  if (root >= 0)
    {
      number_labels (s.plan);
      result->plan = g_steal_pointer (&s.plan);
    }
  g_clear_pointer (&s.plan, qd_search_andor_plan_free);
  g_free (s.on_path);
  g_free (s.path_node);
  qd_search_andor_good_free (s.good);
}

void
qd_search_andor_result_clear (QdSearchAndorResultSet *result)
{
  g_clear_pointer (&result->plan, qd_search_andor_plan_free);
  g_clear_pointer (&result->tree, g_array_unref);
  g_clear_pointer (&result->steps, g_array_unref);
}

void
qd_search_andor_plan_free (QdSearchAndorPlan *plan)
{
  if (plan == NULL)
    return;
  g_array_unref (plan->nodes);
  g_array_unref (plan->kids);
  g_free (plan);
}
