/* qd-space-tree-rbfs.c — a recursive best-first search recorded as a search
 * tree (qd-search-tree.h: RBFS values, FORGOTTEN and REGENERATED).
 *
 * RBFS's serials name a node for as long as its parent holds it: a node
 * expanded twice keeps its serial, while the successors it generates again
 * get new ones.  The recorder keeps one record per tree node, a map from
 * serial to the latest record of that serial, and builds the tree in
 * preorder when the search ends, children in the order of the run. */
#include "qd-space-tree-private.h"
#include "qd-search-tree-private.h"
#include "qd-owned.h"

#include <math.h>

#define NONE QD_SEARCH_NODE_NONE

typedef struct {
  guint32 parent, earlier;     /* records, or NONE */
  guint32 action, depth;
  double g, h, f, limit;       /* limit NAN until expanded */
  guint32 expanded;            /* order, 0 none */
  guint32 first_child, next_sibling, last_child, n_children;
  guint32 id;                  /* its tree node once built */
  guint8 fate, goal, has_child, forgotten;
} Record;

struct _QdSpaceTreeRbfs {
  QdOwned owned;               /* the arrays below */
  GArray *records;             /* Record */
  GArray *by_serial;           /* guint32: the latest record of each serial */
  GArray *unkept;              /* guint8: a bit per serial expanded without a record */
  guint budget;
  guint64 n_unrecorded;
};

QdSpaceTreeRbfs *
qd_space_tree_rbfs_new (guint budget)
{
  QdSpaceTreeRbfs *r = g_new0 (QdSpaceTreeRbfs, 1);

  r->records = qd_owned_add (&r->owned, g_array_new (FALSE, TRUE, sizeof (Record)), (GDestroyNotify) g_array_unref);
  r->by_serial = qd_owned_add (&r->owned, g_array_new (FALSE, FALSE, sizeof (guint32)),
                               (GDestroyNotify) g_array_unref);
  r->unkept = qd_owned_add (&r->owned, g_array_new (FALSE, TRUE, sizeof (guint8)), (GDestroyNotify) g_array_unref);
  r->budget = budget;
  return r;
}

void
qd_space_tree_rbfs_free (QdSpaceTreeRbfs *r)
{
  qd_owned_free (r);
}

static Record *
rec_at (QdSpaceTreeRbfs *r, guint32 k)
{
  return k >= r->records->len ? NULL : &g_array_index (r->records, Record, k);
}

static guint32
of_serial (QdSpaceTreeRbfs *r, guint64 serial)
{
  return serial < r->by_serial->len ? g_array_index (r->by_serial, guint32, serial) : NONE;
}

static void
set_serial (QdSpaceTreeRbfs *r, guint64 serial, guint32 k)
{
  /* Once the budget is full no record follows: the map stops growing. */
  if (serial >= G_MAXUINT32 || (k == NONE && serial >= r->by_serial->len))
    return;
  while (r->by_serial->len <= serial)
    {
      guint32 none = NONE;

      g_array_append_val (r->by_serial, none);
    }
  g_array_index (r->by_serial, guint32, serial) = k;
}

/* A new record under `parent` (NONE: the start), the parent's last child;
 * NONE when the budget is full. */
static guint32
add_record (QdSpaceTreeRbfs *r, guint32 parent, const QdSpaceNode *node, guint8 fate)
{
  guint32 k = r->records->len;
  Record *c, *p;

  if (k >= r->budget || (parent == NONE && k > 0))
    {
      r->n_unrecorded++;
      return NONE;
    }
  g_array_set_size (r->records, k + 1);
  c = rec_at (r, k);
  *c = (Record) { .parent = parent, .earlier = NONE, .action = node->action, .depth = node->depth,
                  .g = node->g, .h = node->h, .f = node->f, .limit = NAN, .fate = fate,
                  .first_child = NONE, .next_sibling = NONE, .last_child = NONE, .id = NONE };
  p = rec_at (r, parent);
  if (p != NULL)
    {
      if (p->last_child == NONE)
        p->first_child = k;
      else
        rec_at (r, p->last_child)->next_sibling = k;
      p->last_child = k;
      p->n_children++;
    }
  return k;
}

/* The record of `node` (the start's made on its first event). */
static guint32
node_record (QdSpaceTreeRbfs *r, const QdSpaceNode *node)
{
  guint32 k = of_serial (r, node->serial);

  if (k == NONE && node->parent == QD_SPACE_NODE_NONE && r->records->len == 0)
    {
      k = add_record (r, NONE, node, QD_SPACE_ADDED);
      set_serial (r, node->serial, k);
    }
  return k;
}

/* A node without a record expanded: TRUE when it was expanded before (then
 * it is a new node of the same path, counted as not recorded). */
static gboolean
unkept_again (QdSpaceTreeRbfs *r, guint64 serial)
{
  guint64 byte = serial / 8;
  guint8 bit = (guint8) (1u << (serial % 8)), *at;

  if (byte >= G_MAXUINT32)
    return FALSE;
  if (byte >= r->unkept->len)
    g_array_set_size (r->unkept, (guint) MAX (byte + 1, 2 * (guint64) r->unkept->len));
  at = &g_array_index (r->unkept, guint8, byte);
  if (*at & bit)
    return TRUE;
  *at |= bit;
  return FALSE;
}

void
qd_space_tree_rbfs_expand (QdSpaceTreeRbfs *r, const QdSpaceRun *run, const QdSpaceNode *node, guint32 order)
{
  guint32 k = node_record (r, node);
  Record *n = rec_at (r, k);

  if (n != NULL && n->expanded != 0)
    {
      /* Expanded before, its subtree forgotten: a new node of the same path. */
      guint32 again = add_record (r, n->parent, node, n->fate);

      set_serial (r, node->serial, again);
      if (again == NONE)
        {
          unkept_again (r, node->serial);  /* counted by add_record */
          return;
        }
      rec_at (r, again)->earlier = k;
      k = again;
      n = rec_at (r, k);
    }
  if (n == NULL)
    {
      if (k == NONE && unkept_again (r, node->serial))
        r->n_unrecorded++;
      return;
    }
  n->expanded = order;
  n->f = node->f;
  n->limit = qd_space_run_f_limit (run);
}

void
qd_space_tree_rbfs_generate (QdSpaceTreeRbfs *r, const QdSpaceNode *child, QdSpaceFate fate)
{
  guint32 pk = of_serial (r, child->parent);
  Record *p = rec_at (r, pk);
  guint32 index, k;

  if (p == NULL)
    {
      r->n_unrecorded++;
      return;
    }
  index = p->n_children;
  if (fate != QD_SPACE_REPEATED)
    p->has_child = TRUE;
  k = add_record (r, pk, child, (guint8) fate);
  set_serial (r, child->serial, k);
  p = rec_at (r, pk);
  if (k == NONE || p->earlier == NONE)
    return;
  /* Regenerated: the successor of the same rank under the parent's earlier node. */
  for (guint32 e = rec_at (r, p->earlier)->first_child; e != NONE; e = rec_at (r, e)->next_sibling)
    if (index-- == 0)
      {
        rec_at (r, k)->earlier = e;
        break;
      }
}

void
qd_space_tree_rbfs_leave (QdSpaceTreeRbfs *r, const QdSpaceNode *node)
{
  Record *n = rec_at (r, of_serial (r, node->serial));

  if (n != NULL)
    {
      n->f = node->f;
      n->forgotten = TRUE;
    }
}

void
qd_space_tree_rbfs_goal (QdSpaceTreeRbfs *r, const QdSpaceNode *node)
{
  Record *n = rec_at (r, node_record (r, node));

  if (n != NULL)
    n->goal = TRUE;
}

static QdSearchNodeStatus
status_of (const Record *n)
{
  if (n->goal)
    return QD_SEARCH_NODE_SOLUTION;
  if (n->expanded != 0)
    return n->has_child ? QD_SEARCH_NODE_INNER : QD_SEARCH_NODE_FAILURE;
  return n->fate == QD_SPACE_REPEATED ? QD_SEARCH_NODE_PRUNED : QD_SEARCH_NODE_LEAF;
}

/* Record k into the tree with its values; its expansion's node. */
static void
build_node (QdSpaceTreeRbfs *r, QdSearchTree *tree, guint32 k, GArray *expansion_ids)
{
  Record *n = rec_at (r, k);
  QdSearchTreeRbfsValues v = { .f = n->f, .limit = n->limit, .earlier = NONE };
  guint flags = (n->forgotten ? QD_SEARCH_NODE_FORGOTTEN : 0)
                | (n->earlier != NONE ? QD_SEARCH_NODE_REGENERATED : 0);

  n->id = qd_search_tree_state_add (tree, n->depth, n->depth == 0 ? QD_MOVE_NONE : n->action, 0,
                                    n->g, n->h, status_of (n), 0, 0);
  if (n->id == NONE)
    return;
  if (n->earlier != NONE)
    v.earlier = rec_at (r, n->earlier)->id;
  qd_search_tree_state_set_rbfs (tree, n->id, &v, flags);
  if (n->expanded != 0)
    {
      qd_search_tree_state_set (tree, n->id, status_of (n), n->expanded);
      if (n->expanded <= expansion_ids->len)
        g_array_index (expansion_ids, guint32, n->expanded - 1) = n->id;
    }
}

void
qd_space_tree_rbfs_build (QdSpaceTreeRbfs *r, QdSearchTree *tree, GArray *expansion_ids)
{
  guint n = r->records->len;
  guint max_depth = 0;
  g_autofree guint32 *pending = NULL;  /* the next sibling of each node on the path */
  guint top = 0;
  guint32 k = 0;

  if (n == 0)
    return;
  for (guint i = 0; i < n; i++)
    max_depth = MAX (max_depth, rec_at (r, i)->depth);
  qd_search_tree_bind_depth (tree, max_depth + 1);
  pending = g_new (guint32, max_depth + 2);
  /* Preorder: a node, its children's subtrees, then its next sibling. */
  while (k != NONE)
    {
      const Record *rk;

      build_node (r, tree, k, expansion_ids);
      rk = rec_at (r, k);
      if (rk->first_child != NONE)
        {
          pending[top++] = rk->next_sibling;
          k = rk->first_child;
          continue;
        }
      k = rk->next_sibling;
      while (k == NONE && top > 0)
        k = pending[--top];
    }
  tree->n_dropped += r->n_unrecorded;
}
