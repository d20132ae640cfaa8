/* qd-space.c — the state-space engine's front: options, names, the run's
 * set-up and tear-down, limits, and the result's path.  The searches
 * themselves are in qd-space-best.c and qd-space-depth.c. */
#include "config.h"
#include "qd-space-private.h"
#include "qd-names.h"

#include <glib/gi18n.h>
#include <string.h>

static const char *const algorithm_names[QD_SPACE_N_ALGORITHMS] = {
  [QD_SPACE_BFS] = "bfs",
  [QD_SPACE_DFS] = "dfs",
  [QD_SPACE_DLS] = "dls",
  [QD_SPACE_IDDFS] = "iddfs",
  [QD_SPACE_UCS] = "ucs",
  [QD_SPACE_GREEDY] = "greedy",
  [QD_SPACE_ASTAR] = "astar",
  [QD_SPACE_WASTAR] = "wastar",
  [QD_SPACE_IDASTAR] = "idastar",
  [QD_SPACE_RBFS] = "rbfs",
  [QD_SPACE_BIDIR] = "bidirectional",
  [QD_SPACE_BIDIR_ASTAR] = "bidirectional-astar",
  [QD_SPACE_EHC] = "ehc",
};

/* The search tab's titles, in the enum's order. */
static const char *const algorithm_labels[] = {
  N_("Breadth-First"), N_("Depth-First"), N_("Depth-Limited"), N_("Iterative Deepening"), N_("Uniform Cost"),
  N_("Greedy Best-First"), N_("A*"), N_("Weighted A*"), N_("IDA*"), N_("Recursive Best-First"),
  N_("Bidirectional (Uniform Cost)"), N_("Bidirectional A*"), N_("Enforced Hill Climbing"),
};
G_STATIC_ASSERT (G_N_ELEMENTS (algorithm_labels) == QD_SPACE_N_ALGORITHMS);

const char *
qd_space_algorithm_label (QdSpaceAlgorithm a)
{
  return (guint) a < QD_SPACE_N_ALGORITHMS ? _(algorithm_labels[a]) : "";
}

void
qd_space_options_init (QdSpaceOptions *options)
{
  memset (options, 0, sizeof *options);
  options->algorithm = QD_SPACE_ASTAR;
  options->memory = QD_SPACE_GRAPH;
  options->cycles = QD_SPACE_CYCLES_PATH;
  options->weight = 2;
  options->depth_limit = G_MAXUINT;
}

QD_NAMES_FUNCTIONS (qd_space_algorithm, QdSpaceAlgorithm, algorithm_names, "unknown")

gboolean
qd_space_algorithm_always_tree_like (QdSpaceAlgorithm a)
{
  return a == QD_SPACE_DLS || a == QD_SPACE_IDDFS || a == QD_SPACE_IDASTAR || a == QD_SPACE_RBFS;
}

const char *
qd_space_status_to_string (QdSpaceStatus s)
{
  switch (s)
    {
    case QD_SPACE_SOLVED: return "solved";
    case QD_SPACE_NO_SOLUTION: return "no-solution";
    case QD_SPACE_CUTOFF: return "cutoff";
    case QD_SPACE_STOPPED: return "stopped";
    default: return "unknown";
    }
}

const char *
qd_space_stop_reason_to_string (QdSpaceStopReason r)
{
  switch (r)
    {
    case QD_SPACE_STOP_NONE: return "none";
    case QD_SPACE_STOP_FLAG: return "stop";
    case QD_SPACE_STOP_NODES: return "nodes";
    case QD_SPACE_STOP_TIME: return "time";
    case QD_SPACE_STOP_MEMORY: return "memory";
    default: return "unknown";
    }
}

double
qd_space_run_f (const QdSpaceRun *run, guint depth, double g, double h)
{
  switch (run->algorithm)
    {
    case QD_SPACE_UCS:
    case QD_SPACE_BIDIR: return g;
    case QD_SPACE_BIDIR_ASTAR: return g + h;
    case QD_SPACE_GREEDY:
    case QD_SPACE_EHC: return h;
    case QD_SPACE_ASTAR:
    case QD_SPACE_IDASTAR:
    case QD_SPACE_RBFS: return g + h;
    case QD_SPACE_WASTAR: return g + run->weight * h;
    default: return depth;
    }
}

void
qd_space_record_node (const QdSpaceRun *run, const QdSpaceNodes *t, guint32 index, QdSpaceNode *node)
{
  QdSpaceRecord *r = qd_space_nodes_at (t, index);

  node->serial = r->serial;
  node->parent = r->parent == QD_SPACE_INDEX_NONE ? QD_SPACE_NODE_NONE : qd_space_nodes_at (t, r->parent)->serial;
  node->action = r->action;
  node->depth = r->depth;
  node->g = r->g;
  node->h = r->h;
  node->f = qd_space_run_f (run, r->depth, r->g, r->h);
  node->state = qd_space_record_state (r);
}

static gboolean
is_live (gpointer data, guint32 index)
{
  return !(qd_space_nodes_at (data, index)->flags & QD_SPACE_RECORD_SUPERSEDED);
}

guint
qd_space_heap_frontier (const QdSpaceRun *run, const QdSpaceNodes *t, const QdSpaceHeap *heap, QdSpaceNode *nodes,
                        guint max)
{
  QdSpaceHeapItem *best = g_new (QdSpaceHeapItem, MAX (max, 1));
  guint n = qd_space_heap_best (heap, max, best, is_live, (gpointer) t);

  for (guint i = 0; i < n; i++)
    qd_space_record_node (run, t, best[i].index, &nodes[i]);
  g_free (best);
  return n;
}

void
qd_space_tell_generate (const QdSpaceRun *run, const QdSpaceRecord *parent, const QdSpaceStep *step, double h,
                        guint64 serial, gconstpointer state, QdSpaceFate fate)
{
  QdSpaceNode node;

  if (run->listener == NULL || run->listener->generate == NULL)
    return;
  node.serial = serial;
  node.parent = parent->serial;
  node.action = step->action;
  node.depth = parent->depth + 1;
  node.g = parent->g + step->cost;
  node.h = h;
  node.f = qd_space_run_f (run, node.depth, node.g, node.h);
  node.state = state;
  run->listener->generate (run->listener_data, run, &node, fate);
}

static void
publish_progress (QdSpaceRun *run)
{
  QdProgress *p = run->options->progress;
  const QdSpaceResult *r = run->result;

  if (p == NULL)
    return;
  qd_progress_set (&p->done, (gint64) r->expanded);
  qd_progress_set (&p->nodes, (gint64) r->generated);
  qd_progress_set (&p->value, r->iterations > 1 || run->algorithm == QD_SPACE_IDASTAR
                              || run->algorithm == QD_SPACE_IDDFS || run->algorithm == QD_SPACE_EHC
                              ? (gint64) r->last_bound : (gint64) r->depth_max);
}

/* The flag and the clock (`now`), the progress block published. */
static gboolean
stops_at (QdSpaceRun *run, gint64 now)
{
  const QdSpaceOptions *o = run->options;

  publish_progress (run);
  if (o->stop != NULL && g_atomic_int_get (o->stop) != 0)
    run->result->stop_reason = QD_SPACE_STOP_FLAG;
  else if (o->deadline_us != 0 && now >= o->deadline_us)
    run->result->stop_reason = QD_SPACE_STOP_TIME;
  else
    return FALSE;
  return TRUE;
}

gboolean
qd_space_run_poll (QdSpaceRun *run)
{
  return stops_at (run, qd_poll_adapt (&run->poll));
}

/* The bytes the run holds: its successors' buffers; best-first's node
 * records, reached table, heap and stack; the domain's (qd-space.h). */
static guint64
held_bytes (const QdSpaceRun *run)
{
  guint64 bytes = run->succ_bytes;

  if (run->plies == NULL)
    bytes += (guint64) run->nodes.n * run->nodes.record_size
             + (run->reached.slots != NULL ? (run->reached.mask + 1) * sizeof (guint64) : 0)
             + (guint64) run->heap.cap * sizeof (QdSpaceHeapItem) + (guint64) run->stack.cap * sizeof (guint32);
  if (run->space->held_bytes != NULL)
    bytes += run->space->held_bytes (run->space);
  return bytes;
}

static gboolean
fits (QdSpaceRun *run, const QdSpaceSuccessors *succ, guint n)
{
  guint64 more = (guint64) (n - succ->cap) * (run->space->state_size + sizeof (QdSpaceStep));

  return run->options->max_bytes == 0 || held_bytes (run) + more <= run->options->max_bytes;
}

/* Room in `succ` for n successors, unless the run's states would pass
 * max_bytes (FALSE: stop_reason set). */
static gboolean
successors_reserve (QdSpaceRun *run, QdSpaceSuccessors *succ, guint n)
{
  guint size = run->space->state_size, grown = MAX (n, MIN (succ->cap * 2, run->space->max_steps));

  if (n <= succ->cap)
    return TRUE;
  if (!fits (run, succ, n))
    {
      run->result->stop_reason = QD_SPACE_STOP_MEMORY;
      return FALSE;
    }
  /* Doubled when it fits, so that growing counts do not realloc at each node. */
  n = fits (run, succ, grown) ? grown : n;
  run->succ_bytes += (guint64) (n - succ->cap) * (size + sizeof (QdSpaceStep));
  succ->cap = n;
  succ->steps = g_renew (QdSpaceStep, succ->steps, n);
  succ->children = g_realloc (succ->children, (gsize) n * size);
  return TRUE;
}

void
qd_space_successors_clear (QdSpaceSuccessors *succ)
{
  g_free (succ->steps);
  g_free (succ->children);
  memset (succ, 0, sizeof *succ);
}

/* Whether the run's node records pass max_bytes (then stop_reason set). */
static gboolean
nodes_too_big (QdSpaceRun *run)
{
  if (run->options->max_bytes == 0 || held_bytes (run) <= run->options->max_bytes)
    return FALSE;
  run->result->stop_reason = QD_SPACE_STOP_MEMORY;
  return TRUE;
}

guint
qd_space_run_expand (QdSpaceRun *run, gconstpointer state, double h, QdSpaceAction previous, gboolean prune_inverse,
                     QdSpaceSuccessors *succ)
{
  const QdSpace *space = run->space;
  guint size = space->state_size, n = 0, most;

  if (nodes_too_big (run))
    return QD_SPACE_EXPAND_STOPPED;
  if (space->expand_batch == NULL)
    {
      if (!successors_reserve (run, succ, MAX (space->max_steps, 1)))
        return QD_SPACE_EXPAND_STOPPED;
      return space->expand (space, state, h, previous, prune_inverse, succ->steps, succ->children);
    }
  most = space->expand_start (space, state, h, previous, prune_inverse);
  /* No successor: nothing to ask, and the buffers may not be made yet. */
  if (most == 0)
    return 0;
  if (!successors_reserve (run, succ, most))
    return QD_SPACE_EXPAND_STOPPED;
  for (;;)
    {
      /* A batch of 1 to QD_SPACE_BATCH successors, as many as come in 5 to
       * 20 ms (the poll's rule): LM-cut on a large task costs milliseconds
       * a successor. */
      guint ask = MIN (run->batch.interval, most - n);
      guint k = space->expand_batch (space, ask, succ->steps + n, succ->children + (gsize) n * size);

      n += k;
      if (k < ask || n == most)
        return n;
      if (stops_at (run, qd_poll_adapt (&run->batch)))
        return QD_SPACE_EXPAND_STOPPED;
    }
}

void
qd_space_result_set_path (QdSpaceResult *result, guint state_size, guint n_steps)
{
  result->n_steps = n_steps;
  result->actions = g_new (QdSpaceAction, MAX (n_steps, 1));
  result->states = g_malloc ((gsize) (n_steps + 1) * state_size);
}

void
qd_space_result_clear (QdSpaceResult *result)
{
  g_free (result->actions);
  g_free (result->states);
  memset (result, 0, sizeof *result);
}

QdSpaceStatus
qd_space_solve (const QdSpace *space, gconstpointer start, const QdSpaceOptions *options,
                QdSpaceResult *result)
{
  QdSpaceOptions defaults;
  QdSpaceRun run = { 0 };
  QdSpaceStatus status;
  gboolean depth_first;

  g_return_val_if_fail (space != NULL && start != NULL && result != NULL, QD_SPACE_NO_SOLUTION);
  g_return_val_if_fail (space->state_size > 0 && (space->expand != NULL || space->expand_batch != NULL)
                        && space->is_goal != NULL, QD_SPACE_NO_SOLUTION);
  g_return_val_if_fail (space->expand != NULL || options == NULL || (options->algorithm != QD_SPACE_RBFS
                                                   && !qd_space_algorithm_is_bidirectional (options->algorithm)),
                        QD_SPACE_NO_SOLUTION);
  if (options == NULL)
    {
      qd_space_options_init (&defaults);
      options = &defaults;
    }
  memset (result, 0, sizeof *result);
  result->iterations = 1;

  run.space = space;
  run.options = options;
  run.result = result;
  run.algorithm = options->algorithm;
  run.weight = options->weight >= 1 ? options->weight : 1;
  run.max_nodes = options->max_nodes != 0 ? options->max_nodes : QD_SPACE_DEFAULT_MAX_NODES;
  run.listener = options->listener;
  run.listener_data = options->listener_data;
  run.start_us = g_get_monotonic_time ();
  qd_poll_init (&run.poll, QD_SPACE_POLL_INTERVAL);
  qd_poll_init (&run.batch, QD_SPACE_BATCH);
  run.tree_like = options->memory == QD_SPACE_TREE_LIKE || qd_space_algorithm_always_tree_like (run.algorithm);
  if (run.tree_like)
    {
      run.check_path = options->cycles == QD_SPACE_CYCLES_PATH;
      run.prune_inverse = options->cycles == QD_SPACE_CYCLES_PARENT && space->has_inverse;
      run.check_grandparent = options->cycles == QD_SPACE_CYCLES_PARENT && !space->has_inverse;
    }

  depth_first = (qd_space_algorithm_always_tree_like (run.algorithm) && run.algorithm != QD_SPACE_RBFS)
                || (run.algorithm == QD_SPACE_DFS && run.tree_like);
  if (qd_space_algorithm_is_bidirectional (run.algorithm))
    {
      g_return_val_if_fail (qd_space_supports_bidirectional (space), QD_SPACE_NO_SOLUTION);
      run.tree_like = FALSE;
      run.max_nodes = MIN (run.max_nodes, (guint64) G_MAXUINT32 - 2 * (guint64) space->max_steps - 2);
      status = qd_space_bidir_search (&run, start);
    }
  else if (run.algorithm == QD_SPACE_RBFS)
    status = qd_space_rbfs_search (&run, start);
  else if (depth_first)
    status = qd_space_depth_search (&run, start);
  else
    {
      /* Record indexes are 32-bit. */
      run.max_nodes = MIN (run.max_nodes, (guint64) G_MAXUINT32 - 2 * (guint64) space->max_steps - 2);
      status = run.algorithm == QD_SPACE_EHC ? qd_space_ehc_search (&run, start) : qd_space_best_search (&run, start);
    }
  result->status = status;
  if (status != QD_SPACE_STOPPED)
    result->stop_reason = QD_SPACE_STOP_NONE;
  result->time_us = g_get_monotonic_time () - run.start_us;
  publish_progress (&run);
  if (qd_space_algorithm_is_bidirectional (run.algorithm))
    qd_space_bidir_free (&run);
  else if (run.algorithm == QD_SPACE_RBFS)
    qd_space_rbfs_free (&run);
  else if (depth_first)
    qd_space_depth_free (&run);
  else
    qd_space_best_free (&run);
  return status;
}

guint
qd_space_run_frontier (const QdSpaceRun *run, QdSpaceNode *nodes, guint max)
{
  gboolean depth_first = run->plies != NULL;

  if (run->bidir != NULL)
    return qd_space_bidir_frontier (run, nodes, max);
  if (run->algorithm == QD_SPACE_RBFS)
    return qd_space_rbfs_frontier (run, nodes, max);
  return depth_first ? qd_space_depth_frontier (run, nodes, max) : qd_space_best_frontier (run, nodes, max);
}

guint64
qd_space_run_frontier_size (const QdSpaceRun *run)
{
  if (run->bidir != NULL)
    return qd_space_bidir_frontier_size (run);
  return run->plies != NULL || run->algorithm == QD_SPACE_RBFS ? run->frontier : qd_space_best_frontier_size (run);
}
