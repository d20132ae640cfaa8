/* qd-search-tree-layout.c — a leaf-order layout of a recorded search tree,
 * grown as the recorder publishes nodes.
 *
 * In preorder a node's first child is the next id, and a new node's parent
 * is on the tree's rightmost path: a new leaf takes the next column at the
 * right end, except a first child, which takes its parent's column (the
 * parent, a leaf until then, was the rightmost).  Parents are centred over
 * their first and last children once a batch is in, children before parents
 * (ids backwards), then up the old rightmost path, whose nodes may have
 * gained children.
 */
#include "qd-search-tree-layout.h"

#include <string.h>

#define NONE QD_SEARCH_NODE_NONE

enum {
  SHOWN     = 1 << 0,
  COLLAPSED = 1 << 1,
  GOOD      = 1 << 2,   /* a solution or a chosen node in the subtree */
};

typedef struct {
  guint32 *ids;          /* shown nodes of the level, in id (= x) order */
  guint32 *failures;     /* failures[k]: failures among ids[0 .. k - 1], k <= n_counted */
  guint32 *solutions;    /* the same for solutions */
  double *xs;            /* xs[k]: the column of ids[k], k < n_placed (scans read them in a row) */
  guint n_placed;
  guint n;
  guint cap;
  guint n_counted;
} Level;

struct _QdSearchTreeLayout {
  const QdSearchTree *tree;
  guint n;               /* nodes taken in */
  guint cap;
  double *x;             /* column of the centre (shown nodes) */
  guint32 *last_child;   /* or NONE */
  guint8 *flags;
  double width;
  Level *levels;
  guint n_levels;        /* levels holding shown nodes */
  guint levels_cap;
  guint n_settled;       /* nodes whose status has been read as final */
  guint chosen_end;      /* the last node of the chosen line, or NONE */
  gboolean resettling;   /* the tree finished: its statuses read anew, in slices */
  gboolean final;
};

/* Statuses read between two looks at the clock when settling anew. */
#define SETTLE_CHUNK 16384

static void take (QdSearchTreeLayout *layout, guint n_new);

QdSearchTreeLayout *
qd_search_tree_layout_new (const QdSearchTree *tree)
{
  QdSearchTreeLayout *layout;

  g_return_val_if_fail (tree != NULL, NULL);
  layout = g_new0 (QdSearchTreeLayout, 1);
  layout->tree = tree;
  layout->chosen_end = NONE;
  qd_search_tree_layout_update (layout);
  return layout;
}

void
qd_search_tree_layout_free (QdSearchTreeLayout *layout)
{
  if (layout == NULL)
    return;
  for (guint d = 0; d < layout->levels_cap; d++)
    {
      g_free (layout->levels[d].ids);
      g_free (layout->levels[d].failures);
      g_free (layout->levels[d].solutions);
      g_free (layout->levels[d].xs);
    }
  g_free (layout->levels);
  g_free (layout->x);
  g_free (layout->last_child);
  g_free (layout->flags);
  g_free (layout);
}

const QdSearchTree *
qd_search_tree_layout_get_tree (const QdSearchTreeLayout *layout)
{
  return layout->tree;
}

/* ------------------------------------------------------------------ growth */

static void
reserve (QdSearchTreeLayout *layout, guint n)
{
  guint cap = layout->cap;

  if (n <= cap)
    return;
  cap = MAX (MAX (cap * 2, n), 1024);
  layout->x = g_renew (double, layout->x, cap);
  layout->last_child = g_renew (guint32, layout->last_child, cap);
  layout->flags = g_realloc (layout->flags, cap);
  memset (layout->flags + layout->cap, 0, cap - layout->cap);
  layout->cap = cap;
}

static Level *
level_at (QdSearchTreeLayout *layout, guint depth)
{
  if (depth >= layout->levels_cap)
    {
      guint cap = MAX (depth + 1, layout->levels_cap * 2);

      layout->levels = g_renew (Level, layout->levels, cap);
      memset (layout->levels + layout->levels_cap, 0, (cap - layout->levels_cap) * sizeof (Level));
      layout->levels_cap = cap;
    }
  layout->n_levels = MAX (layout->n_levels, depth + 1);
  return &layout->levels[depth];
}

static void
level_append (Level *level, guint32 id)
{
  if (level->n == level->cap)
    {
      /* Small at first: a deep and narrow tree (a chain of a million
       * assignments) has a level per node. */
      level->cap = MAX (4, level->cap * 2);
      level->ids = g_renew (guint32, level->ids, level->cap);
      level->failures = g_renew (guint32, level->failures, level->cap + 1);
      level->solutions = g_renew (guint32, level->solutions, level->cap + 1);
      level->xs = g_renew (double, level->xs, level->cap);
      level->failures[0] = level->solutions[0] = 0;
    }
  level->ids[level->n++] = id;
}

static inline double
slot_width (const QdSearchTreeLayout *layout, guint id)
{
  return layout->flags[id] & COLLAPSED ? QD_SEARCH_TREE_TRIANGLE_COLUMNS : 1.0;
}

static void
take_node (QdSearchTreeLayout *layout, guint id)
{
  const QdSearchNode *node = qd_search_tree_node (layout->tree, id);
  guint32 p = node->parent;
  gboolean shown = p == NONE || (layout->flags[p] & (SHOWN | COLLAPSED)) == SHOWN;
  double w;

  layout->flags[id] = (layout->flags[id] & COLLAPSED) | (shown ? SHOWN : 0);
  layout->last_child[id] = NONE;
  if (p != NONE)
    {
      gboolean first = layout->last_child[p] == NONE;

      layout->last_child[p] = id;
      if (!shown)
        return;
      w = slot_width (layout, id);
      if (first)
        {
          /* The parent, the rightmost leaf so far, gives its column up. */
          layout->x[id] = layout->width - 1 + w / 2;
          layout->width += w - 1;
        }
      else
        {
          layout->x[id] = layout->width + w / 2;
          layout->width += w;
        }
    }
  else
    {
      w = slot_width (layout, id);
      layout->x[id] = w / 2;
      layout->width = w;
    }
  level_append (level_at (layout, node->depth), id);
}

static inline void
centre (QdSearchTreeLayout *layout, guint id)
{
  if ((layout->flags[id] & (SHOWN | COLLAPSED)) == SHOWN && layout->last_child[id] != NONE)
    layout->x[id] = (layout->x[id + 1] + layout->x[layout->last_child[id]]) / 2;
}


/* Reads the statuses of the nodes below `limit` not read yet: the subtrees
 * holding a solution or a chosen node, the failures of each level. */
static void
settle (QdSearchTreeLayout *layout, guint limit)
{
  for (guint id = layout->n_settled; id < limit; id++)
    {
      guint32 p = id;

      if (qd_search_tree_flags (layout->tree, id) & QD_SEARCH_NODE_CHOSEN)
        layout->chosen_end = id;
      else if (qd_search_tree_status (layout->tree, id) != QD_SEARCH_NODE_SOLUTION)
        continue;
      while (p != NONE && !(layout->flags[p] & GOOD))
        {
          layout->flags[p] |= GOOD;
          p = qd_search_tree_node (layout->tree, p)->parent;
        }
    }
  layout->n_settled = MAX (layout->n_settled, limit);
  for (guint d = 0; d < layout->n_levels; d++)
    {
      Level *level = &layout->levels[d];

      while (level->n_counted < level->n && level->ids[level->n_counted] < limit)
        {
          guint k = level->n_counted++;
          QdSearchNodeStatus status = qd_search_tree_status (layout->tree, level->ids[k]);

          level->failures[k + 1] = level->failures[k] +
            (status == QD_SEARCH_NODE_FAILURE || status == QD_SEARCH_NODE_PRUNED);
          level->solutions[k + 1] = level->solutions[k] + (status == QD_SEARCH_NODE_SOLUTION);
        }
    }
}

static void
take (QdSearchTreeLayout *layout, guint n_new)
{
  guint n_old = layout->n;

  reserve (layout, n_new);
  for (guint id = n_old; id < n_new; id++)
    take_node (layout, id);
  for (guint id = n_new; id-- > n_old;)
    centre (layout, id);
  if (n_old > 0 && n_new > n_old)
    for (guint32 p = n_old - 1; p != NONE; p = qd_search_tree_node (layout->tree, p)->parent)
      centre (layout, p);
  layout->n = n_new;
  /* Only a level's last node can have moved: it is on the rightmost path. */
  for (guint d = 0; d < layout->n_levels; d++)
    {
      Level *level = &layout->levels[d];

      for (guint k = level->n_placed > 0 ? level->n_placed - 1 : 0; k < level->n; k++)
        level->xs[k] = layout->x[level->ids[k]];
      level->n_placed = level->n;
    }
  /* The newest node's status may still change while the search runs. */
  settle (layout, layout->final ? n_new : (n_new > 0 ? n_new - 1 : 0));
}

static void
relayout (QdSearchTreeLayout *layout)
{
  guint n = layout->n;

  for (guint d = 0; d < layout->levels_cap; d++)
    layout->levels[d].n = layout->levels[d].n_counted = layout->levels[d].n_placed = 0;
  layout->n_levels = 0;
  layout->n = 0;
  layout->n_settled = 0;
  layout->chosen_end = NONE;
  layout->width = 0;
  take (layout, n);
}

/* Forgets the statuses read: each node's is read again (the tree has
 * finished: some changed after they were read, the chosen line is marked). */
static void
unsettle (QdSearchTreeLayout *layout)
{
  for (guint id = 0; id < layout->n; id++)
    layout->flags[id] &= ~GOOD;
  for (guint d = 0; d < layout->levels_cap; d++)
    layout->levels[d].n_counted = 0;
  layout->n_settled = 0;
  layout->chosen_end = NONE;
}

gboolean
qd_search_tree_layout_update_until (QdSearchTreeLayout *layout, gint64 deadline)
{
  /* Finished before counting: every node of a finished tree is published. */
  gboolean finished = qd_search_tree_is_finished (layout->tree);
  guint n = qd_search_tree_n_nodes (layout->tree);
  gboolean grew = n != layout->n;

  if (layout->final)
    return FALSE;
  if (grew)
    take (layout, n);
  if (!finished)
    return grew;
  /* Where the nodes go does not depend on their statuses: only these are
   * read anew, a slice at a time. */
  if (!layout->resettling)
    {
      unsettle (layout);
      layout->resettling = TRUE;
    }
  while (layout->n_settled < n)
    {
      settle (layout, MIN (n, layout->n_settled + SETTLE_CHUNK));
      if (layout->n_settled < n && g_get_monotonic_time () >= deadline)
        return grew;
    }
  layout->final = TRUE;
  return TRUE;
}

gboolean
qd_search_tree_layout_update (QdSearchTreeLayout *layout)
{
  return qd_search_tree_layout_update_until (layout, G_MAXINT64);
}

guint qd_search_tree_layout_n_nodes (const QdSearchTreeLayout *layout) { return layout->n; }
gboolean qd_search_tree_layout_is_final (const QdSearchTreeLayout *layout) { return layout->final; }
double qd_search_tree_layout_get_width (const QdSearchTreeLayout *layout) { return layout->width; }
guint qd_search_tree_layout_n_levels (const QdSearchTreeLayout *layout) { return layout->n_levels; }

/* ------------------------------------------------------------------ queries */

gboolean
qd_search_tree_layout_is_shown (const QdSearchTreeLayout *layout, guint node)
{
  return node < layout->n && (layout->flags[node] & SHOWN);
}

double
qd_search_tree_layout_get_x (const QdSearchTreeLayout *layout, guint node)
{
  g_return_val_if_fail (node < layout->n, 0);
  return layout->x[node];
}

gboolean
qd_search_tree_layout_has_children (const QdSearchTreeLayout *layout, guint node)
{
  return node < layout->n && layout->last_child[node] != NONE;
}

static inline gboolean
shows_children (const QdSearchTreeLayout *layout, guint node)
{
  return (layout->flags[node] & (SHOWN | COLLAPSED)) == SHOWN && layout->last_child[node] != NONE;
}

void
qd_search_tree_layout_get_span (const QdSearchTreeLayout *layout, guint node, double *left, double *right)
{
  guint l = node, r = node;

  g_return_if_fail (node < layout->n);
  while (shows_children (layout, l))
    l = l + 1;
  while (shows_children (layout, r))
    r = layout->last_child[r];
  *left = layout->x[l] - slot_width (layout, l) / 2;
  *right = layout->x[r] + slot_width (layout, r) / 2;
}

guint
qd_search_tree_layout_subtree_end (const QdSearchTreeLayout *layout, guint node)
{
  for (guint32 p = node; p != NONE; p = qd_search_tree_node (layout->tree, p)->parent)
    {
      guint sibling = qd_search_tree_next_sibling (layout->tree, p);

      if (sibling != NONE)
        return MIN (sibling, layout->n);
    }
  return layout->n;
}

guint
qd_search_tree_layout_subtree_size (const QdSearchTreeLayout *layout, guint node)
{
  g_return_val_if_fail (node < layout->n, 0);
  return qd_search_tree_layout_subtree_end (layout, node) - node;
}

guint
qd_search_tree_layout_deepest (const QdSearchTreeLayout *layout, guint node)
{
  guint end = qd_search_tree_layout_subtree_end (layout, node);
  guint deepest = 0;

  for (guint id = node; id < end; id++)
    if (layout->flags[id] & SHOWN)
      deepest = MAX (deepest, qd_search_tree_node (layout->tree, id)->depth);
  return deepest;
}

gboolean
qd_search_tree_layout_has_solution (const QdSearchTreeLayout *layout, guint node)
{
  return node < layout->n && (layout->flags[node] & GOOD);
}

const guint32 *
qd_search_tree_layout_level (const QdSearchTreeLayout *layout, guint level, guint *n)
{
  if (level >= layout->n_levels)
    {
      *n = 0;
      return NULL;
    }
  *n = layout->levels[level].n;
  return layout->levels[level].ids;
}

void
qd_search_tree_layout_level_counts (const QdSearchTreeLayout *layout, guint level, guint k,
                                    guint *failures, guint *solutions)
{
  const Level *l;

  *failures = *solutions = 0;
  if (level >= layout->n_levels)
    return;
  l = &layout->levels[level];
  if (l->n_counted == 0)
    return;
  *failures = l->failures[MIN (k, l->n_counted)];
  *solutions = l->solutions[MIN (k, l->n_counted)];
}

const double *
qd_search_tree_layout_level_x (const QdSearchTreeLayout *layout, guint level)
{
  return level < layout->n_levels ? layout->levels[level].xs : NULL;
}

guint
qd_search_tree_layout_chosen_end (const QdSearchTreeLayout *layout)
{
  return layout->chosen_end;
}

guint
qd_search_tree_layout_level_find (const QdSearchTreeLayout *layout, guint level, double x)
{
  const Level *l;
  guint lo = 0, hi;

  if (level >= layout->n_levels)
    return 0;
  l = &layout->levels[level];
  hi = l->n;
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (l->xs[mid] < x)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

/* ------------------------------------------------------------- collapsing */

void
qd_search_tree_layout_set_collapsed (QdSearchTreeLayout *layout, guint node, gboolean collapsed)
{
  g_return_if_fail (node < layout->n);
  if (collapsed && layout->last_child[node] == NONE)
    return;
  if (!!(layout->flags[node] & COLLAPSED) == !!collapsed)
    return;
  layout->flags[node] ^= COLLAPSED;
  relayout (layout);
}

gboolean
qd_search_tree_layout_get_collapsed (const QdSearchTreeLayout *layout, guint node)
{
  return node < layout->n && (layout->flags[node] & COLLAPSED);
}

guint
qd_search_tree_layout_collapse_failures (QdSearchTreeLayout *layout)
{
  guint count = 0;

  for (guint id = 0; id < layout->n; id++)
    {
      guint32 p = qd_search_tree_node (layout->tree, id)->parent;
      gboolean maximal = p == NONE || (layout->flags[p] & GOOD);

      if (maximal && !(layout->flags[id] & GOOD) && layout->last_child[id] != NONE)
        {
          layout->flags[id] |= COLLAPSED;
          count++;
        }
    }
  relayout (layout);
  return count;
}

gboolean
qd_search_tree_layout_reveal (QdSearchTreeLayout *layout, guint node)
{
  gboolean changed = FALSE;

  g_return_val_if_fail (node < layout->n, FALSE);
  for (guint32 p = qd_search_tree_node (layout->tree, node)->parent; p != NONE;
       p = qd_search_tree_node (layout->tree, p)->parent)
    if (layout->flags[p] & COLLAPSED)
      {
        layout->flags[p] &= ~COLLAPSED;
        changed = TRUE;
      }
  if (changed)
    relayout (layout);
  return changed;
}

void
qd_search_tree_layout_expand_all (QdSearchTreeLayout *layout)
{
  for (guint id = 0; id < layout->n; id++)
    layout->flags[id] &= ~COLLAPSED;
  relayout (layout);
}
