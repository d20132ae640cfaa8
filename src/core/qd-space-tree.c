/* qd-space-tree.c — a state-space search recorded as a search tree. */
#include "qd-space-tree-private.h"
#include "qd-search-tree-private.h"

#include <string.h>

/* Deepest tree a depth-first search without a depth limit records. */
#define MAX_LIVE_DEPTH (1u << 18)
/* Most expansions mapped to their nodes (the window's replay is shorter). */
#define MAX_EXPANSIONS (1u << 24)

/* Best-first searches: each generated node, by serial, until the tree's budget. */
typedef struct {
  guint64 parent;
  guint32 action;
  guint32 depth;
  double g, h;
  guint32 expanded;      /* order, 0 none */
  guint32 first_child, next_sibling, last_child;
  guint8 fate;
  guint8 goal;
  guint8 has_child;      /* a child was added, cut or a goal */
} Record;

struct _QdSpaceTree {
  QdSearchTree *tree;
  const QdSpaceListener *next;
  gpointer next_data;
  gboolean live, iterative;
  gboolean bounds;       /* idastar: iterations have f-bounds, not depth limits */
  guint offset;          /* tree depth of the start: 0, or 2 under `iterations` and the iteration */
  guint iteration;
  guint32 n_expanded;
  GArray *expansion_ids; /* guint32: tree id of the k-th expansion (k - 1) */

  /* live */
  guint max_depth;
  guint32 *id_at;        /* the last node added at each tree depth */
  guint32 *n_children;   /* children added under the node at each depth */
  guint8 *has_child;

  /* recursive best-first (qd-space-tree-rbfs.c) */
  QdSpaceTreeRbfs *rbfs;

  /* best-first */
  GArray *records;       /* Record, by serial */
  guint64 n_unrecorded;
  guint record_budget;
};

/* --------------------------------------------------------------------- live */

static void
live_iteration (QdSpaceTree *rec, guint k, double bound, gboolean idastar)
{
  if (!rec->iterative)
    return;
  if (qd_search_tree_n_nodes (rec->tree) == 0)
    qd_search_tree_state_add (rec->tree, 0, QD_MOVE_NONE, 0, 0, 0, QD_SEARCH_NODE_ROOT, 0, G_MAXUINT32);
  rec->iteration = k + 1;
  rec->id_at[1] = qd_search_tree_state_add (rec->tree, 1, k, k, bound, idastar ? 1 : 0,
                                            QD_SEARCH_NODE_INNER, QD_SEARCH_NODE_ITERATION, k + 1);
  rec->n_children[1] = 0;
  rec->has_child[1] = FALSE;
}

static QdSearchNodeStatus
status_of_fate (QdSpaceFate fate)
{
  switch (fate)
    {
    case QD_SPACE_REPEATED: return QD_SEARCH_NODE_PRUNED;
    case QD_SPACE_GOAL:     return QD_SEARCH_NODE_SOLUTION;
    case QD_SPACE_CUT:      return QD_SEARCH_NODE_CUTOFF;
    case QD_SPACE_ADDED:
    case QD_SPACE_BETTER:
    default:                return QD_SEARCH_NODE_LEAF;
    }
}

static void
live_generate (QdSpaceTree *rec, const QdSpaceNode *child, QdSpaceFate fate)
{
  guint d = child->depth + rec->offset;

  if (d == 0 || d > rec->max_depth)
    return;
  rec->id_at[d] = qd_search_tree_state_add (rec->tree, d, child->action, rec->n_children[d - 1]++,
                                            child->g, child->h, status_of_fate (fate), 0, rec->iteration);
  if (d < rec->max_depth)
    {
      rec->n_children[d] = 0;
      rec->has_child[d] = FALSE;
    }
  if (fate != QD_SPACE_REPEATED)
    rec->has_child[d - 1] = TRUE;
}

static void
live_expand (QdSpaceTree *rec, const QdSpaceNode *node)
{
  guint d = node->depth + rec->offset;
  guint32 id;

  if (d > rec->max_depth)
    {
      guint32 none = QD_SEARCH_NODE_NONE;

      if (rec->expansion_ids->len < MAX_EXPANSIONS)
        g_array_append_val (rec->expansion_ids, none);
      return;
    }
  if (node->parent == QD_SPACE_NODE_NONE)
    {
      rec->id_at[d] = qd_search_tree_state_add (rec->tree, d, QD_MOVE_NONE, 0, node->g, node->h,
                                                QD_SEARCH_NODE_INNER, 0, rec->iteration);
      if (d > 0)
        rec->has_child[d - 1] = TRUE;
    }
  id = rec->id_at[d];
  qd_search_tree_state_set (rec->tree, id, QD_SEARCH_NODE_INNER, rec->n_expanded);
  if (rec->expansion_ids->len < MAX_EXPANSIONS)
    g_array_append_val (rec->expansion_ids, id);
  if (d < rec->max_depth)
    {
      rec->n_children[d] = 0;
      rec->has_child[d] = FALSE;
    }
}

static void
live_leave (QdSpaceTree *rec, const QdSpaceNode *node)
{
  guint d = node->depth + rec->offset;

  if (d < rec->max_depth && !rec->has_child[d] &&
      qd_search_tree_status (rec->tree, rec->id_at[d]) == QD_SEARCH_NODE_INNER)
    qd_search_tree_state_set (rec->tree, rec->id_at[d], QD_SEARCH_NODE_FAILURE, 0);
}

static void
live_goal (QdSpaceTree *rec, const QdSpaceNode *node)
{
  guint d = node->depth + rec->offset;

  if (d <= rec->max_depth && rec->id_at[d] != QD_SEARCH_NODE_NONE)
    qd_search_tree_state_set (rec->tree, rec->id_at[d], QD_SEARCH_NODE_SOLUTION, 0);
}

/* --------------------------------------------------------------- best-first */

static Record *
record_at (QdSpaceTree *rec, guint64 serial)
{
  if (serial >= rec->record_budget)
    return NULL;
  if (serial >= rec->records->len)
    {
      guint old = rec->records->len;

      g_array_set_size (rec->records, (guint) serial + 1);
      for (guint i = old; i <= serial; i++)
        {
          Record *r = &g_array_index (rec->records, Record, i);

          r->fate = G_MAXUINT8;
          r->first_child = r->next_sibling = r->last_child = QD_SEARCH_NODE_NONE;
        }
    }
  return &g_array_index (rec->records, Record, serial);
}

static void
fill_record (Record *r, const QdSpaceNode *node, guint8 fate)
{
  r->parent = node->parent;
  r->action = node->action;
  r->depth = node->depth;
  r->g = node->g;
  r->h = node->h;
  r->fate = fate;
}

static void
best_generate (QdSpaceTree *rec, const QdSpaceNode *child, QdSpaceFate fate)
{
  Record *r = record_at (rec, child->serial);
  Record *parent;

  if (r == NULL || child->parent >= rec->records->len)
    {
      rec->n_unrecorded++;
      return;
    }
  fill_record (r, child, (guint8) fate);
  if (fate == QD_SPACE_GOAL)
    r->goal = TRUE;
  parent = &g_array_index (rec->records, Record, child->parent);
  if (fate != QD_SPACE_REPEATED)
    parent->has_child = TRUE;
  if (parent->last_child == QD_SEARCH_NODE_NONE)
    parent->first_child = (guint32) child->serial;
  else
    g_array_index (rec->records, Record, parent->last_child).next_sibling = (guint32) child->serial;
  parent->last_child = (guint32) child->serial;
}

/* The record of a node expanded or found the goal; the start's is made on
 * its first event (no generate event tells of it). */
static Record *
best_record (QdSpaceTree *rec, const QdSpaceNode *node)
{
  Record *r = record_at (rec, node->serial);

  if (r != NULL && node->parent == QD_SPACE_NODE_NONE && r->fate == G_MAXUINT8)
    fill_record (r, node, QD_SPACE_ADDED);
  return r;
}

static void
best_expand (QdSpaceTree *rec, const QdSpaceNode *node)
{
  Record *r = best_record (rec, node);

  if (r != NULL)
    r->expanded = rec->n_expanded;
}

static void
best_goal (QdSpaceTree *rec, const QdSpaceNode *node)
{
  Record *r = best_record (rec, node);

  if (r != NULL)
    r->goal = TRUE;
}

static QdSearchNodeStatus
record_status (const Record *r)
{
  if (r->goal)
    return QD_SEARCH_NODE_SOLUTION;
  if (r->expanded != 0)
    return r->has_child ? QD_SEARCH_NODE_INNER : QD_SEARCH_NODE_FAILURE;
  return status_of_fate (r->fate);
}

/* The records in preorder into the tree; the tree id of each expansion. */
static void
best_build (QdSpaceTree *rec)
{
  guint n = rec->records->len;
  guint max_depth = 0;
  g_autofree guint32 *stack = NULL;
  guint top = 0;

  if (n == 0 || g_array_index (rec->records, Record, 0).fate == G_MAXUINT8)
    return;
  for (guint i = 0; i < n; i++)
    max_depth = MAX (max_depth, g_array_index (rec->records, Record, i).depth);
  qd_search_tree_bind_depth (rec->tree, max_depth + 1);
  g_array_set_size (rec->expansion_ids, rec->n_expanded);
  for (guint k = 0; k < rec->n_expanded; k++)
    g_array_index (rec->expansion_ids, guint32, k) = QD_SEARCH_NODE_NONE;
  stack = g_new (guint32, n);
  stack[top++] = 0;
  while (top > 0)
    {
      guint32 s = stack[--top];
      Record *r = &g_array_index (rec->records, Record, s);
      guint first = top;
      guint id;

      id = qd_search_tree_state_add (rec->tree, r->depth, r->depth == 0 ? QD_MOVE_NONE : r->action, 0,
                                     r->g, r->h, record_status (r), 0, 0);
      if (id != QD_SEARCH_NODE_NONE && r->expanded != 0)
        {
          qd_search_tree_state_set (rec->tree, id, record_status (r), r->expanded);
          g_array_index (rec->expansion_ids, guint32, r->expanded - 1) = id;
        }
      /* Children go on the stack last first, so the first is taken next. */
      for (guint32 c = r->first_child; c != QD_SEARCH_NODE_NONE;
           c = g_array_index (rec->records, Record, c).next_sibling)
        stack[top++] = c;
      for (guint i = first, j = top; i + 1 < j; i++, j--)
        {
          guint32 t = stack[i];

          stack[i] = stack[j - 1];
          stack[j - 1] = t;
        }
    }
  rec->tree->n_dropped += rec->n_unrecorded;
}

/* ----------------------------------------------------------------- listener */

#define NEXT(rec, member, ...) \
  G_STMT_START { if ((rec)->next != NULL && (rec)->next->member != NULL) \
                   (rec)->next->member ((rec)->next_data, __VA_ARGS__); } G_STMT_END

static void
on_iteration (gpointer data, const QdSpaceRun *run, guint k, double bound)
{
  QdSpaceTree *rec = data;

  if (rec->live)
    live_iteration (rec, k, bound, rec->bounds);
  NEXT (rec, iteration, run, k, bound);
}

static void
on_expand (gpointer data, const QdSpaceRun *run, const QdSpaceNode *node)
{
  QdSpaceTree *rec = data;

  rec->n_expanded++;
  if (rec->live)
    live_expand (rec, node);
  else if (rec->rbfs != NULL)
    qd_space_tree_rbfs_expand (rec->rbfs, run, node, rec->n_expanded);
  else
    best_expand (rec, node);
  NEXT (rec, expand, run, node);
}

static void
on_generate (gpointer data, const QdSpaceRun *run, const QdSpaceNode *child, QdSpaceFate fate)
{
  QdSpaceTree *rec = data;

  if (rec->live)
    live_generate (rec, child, fate);
  else if (rec->rbfs != NULL)
    qd_space_tree_rbfs_generate (rec->rbfs, child, fate);
  else
    best_generate (rec, child, fate);
  NEXT (rec, generate, run, child, fate);
}

static void
on_leave (gpointer data, const QdSpaceRun *run, const QdSpaceNode *node)
{
  QdSpaceTree *rec = data;

  if (rec->live)
    live_leave (rec, node);
  else if (rec->rbfs != NULL)
    qd_space_tree_rbfs_leave (rec->rbfs, node);
  NEXT (rec, leave, run, node);
}

static void
on_goal (gpointer data, const QdSpaceRun *run, const QdSpaceNode *node)
{
  QdSpaceTree *rec = data;

  if (rec->live)
    live_goal (rec, node);
  else if (rec->rbfs != NULL)
    qd_space_tree_rbfs_goal (rec->rbfs, node);
  else
    best_goal (rec, node);
  NEXT (rec, goal, run, node);
}

static const QdSpaceListener recorder = {
  .iteration = on_iteration,
  .expand = on_expand,
  .generate = on_generate,
  .leave = on_leave,
  .goal = on_goal,
};

/* ------------------------------------------------------------------- public */

QdSpaceTree *
qd_space_tree_new (QdSearchTree *tree, QdSpaceOptions *options, QdSearchTreeMoveText move_text,
                   gpointer move_text_data, GDestroyNotify destroy)
{
  QdSpaceTree *rec = g_new0 (QdSpaceTree, 1);
  QdSpaceAlgorithm a = options->algorithm;
  gboolean tree_like = qd_space_algorithm_always_tree_like (a) || options->memory == QD_SPACE_TREE_LIKE;

  g_return_val_if_fail (qd_search_tree_get_kind (tree) == QD_SEARCH_TREE_STATE, NULL);
  rec->tree = qd_search_tree_ref (tree);
  rec->live = tree_like && (a == QD_SPACE_DFS || a == QD_SPACE_DLS || a == QD_SPACE_IDDFS || a == QD_SPACE_IDASTAR);
  rec->iterative = a == QD_SPACE_IDDFS || a == QD_SPACE_IDASTAR;
  rec->bounds = a == QD_SPACE_IDASTAR;
  rec->offset = rec->iterative ? 2 : 0;
  rec->expansion_ids = g_array_new (FALSE, FALSE, sizeof (guint32));
  if (rec->live)
    {
      guint limit = options->depth_limit;

      rec->max_depth = (limit >= MAX_LIVE_DEPTH ? MAX_LIVE_DEPTH : limit + 1) + rec->offset;
      qd_search_tree_bind_state (tree, rec->max_depth, a == QD_SPACE_WASTAR ? options->weight : 1.0,
                                 move_text, move_text_data, destroy);
      rec->id_at = g_new (guint32, rec->max_depth + 1);
      rec->n_children = g_new0 (guint32, rec->max_depth + 1);
      rec->has_child = g_new0 (guint8, rec->max_depth + 1);
      for (guint d = 0; d <= rec->max_depth; d++)
        rec->id_at[d] = QD_SEARCH_NODE_NONE;
    }
  else
    {
      /* The depth is known at the end: bind the names now, the depth then. */
      tree->state_weight = a == QD_SPACE_WASTAR ? options->weight : 1.0;
      tree->move_text = move_text;
      tree->move_text_data = move_text_data;
      tree->move_text_destroy = destroy;
      rec->records = g_array_new (FALSE, TRUE, sizeof (Record));
      rec->record_budget = qd_search_tree_get_budget (tree);
      if (a == QD_SPACE_RBFS)
        rec->rbfs = qd_space_tree_rbfs_new (rec->record_budget);
    }
  rec->next = options->listener;
  rec->next_data = options->listener_data;
  options->listener = &recorder;
  options->listener_data = rec;
  return rec;
}

void
qd_space_tree_finish (QdSpaceTree *rec, const QdSpaceResult *result)
{
  if (rec->rbfs != NULL && !qd_search_tree_is_bound (rec->tree))
    {
      guint32 none = QD_SEARCH_NODE_NONE;

      g_array_set_size (rec->expansion_ids, 0);
      for (guint k = 0; k < rec->n_expanded; k++)
        g_array_append_val (rec->expansion_ids, none);
      qd_space_tree_rbfs_build (rec->rbfs, rec->tree, rec->expansion_ids);
    }
  else if (!rec->live && !qd_search_tree_is_bound (rec->tree))
    best_build (rec);
  qd_search_tree_finish (rec->tree, 0);
}

guint
qd_space_tree_node_of_expansion (const QdSpaceTree *rec, guint64 k)
{
  if (k == 0 || k > rec->expansion_ids->len || (!rec->live && !qd_search_tree_is_finished (rec->tree)))
    return QD_SEARCH_NODE_NONE;
  return g_array_index (rec->expansion_ids, guint32, k - 1);
}

void
qd_space_tree_free (QdSpaceTree *rec)
{
  if (rec == NULL)
    return;
  g_array_unref (rec->expansion_ids);
  if (rec->records != NULL)
    g_array_unref (rec->records);
  qd_space_tree_rbfs_free (rec->rbfs);
  g_free (rec->id_at);
  g_free (rec->n_children);
  g_free (rec->has_child);
  qd_search_tree_unref (rec->tree);
  g_free (rec);
}
