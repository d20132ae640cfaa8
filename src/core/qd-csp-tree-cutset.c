/* qd-csp-tree-cutset.c — a cycle cutset of a constraint graph
 * (qd-csp-tree.h, qd_csp_tree_cutset): the smallest by trying subsets of
 * the 2-core in increasing size within a budget, else a greedy one. */
#include "config.h"

#include "qd-csp-tree-private.h"

/* The 2-core of the graph, its vertices renumbered 0..n-1 in index order:
 * vertex i is variable var[i]; its neighbours in the core are
 * adj[offset[i] .. offset[i + 1]); the edges (a < b) are ea[e], eb[e]. */
typedef struct {
  guint n;
  guint n_edges;
  guint *var;
  gsize *offset;
  guint *adj;
  guint *ea, *eb;
  QdCspTreeSets sets;
  guint8 *removed;
} Core;

/* Drops vertices of degree 0 or 1 again and again; builds the core of what
 * is left. */
static void
core_init (Core *core, const QdCspTree *tree)
{
  guint n = tree->n_vars;
  g_autofree guint *degree = g_new (guint, MAX (n, 1));
  g_autofree guint *queue = g_new (guint, MAX (n, 1));
  g_autofree guint8 *gone = g_new0 (guint8, MAX (n, 1));
  g_autofree guint *index = g_new (guint, MAX (n, 1));
  guint head = 0, tail = 0;
  gsize n_arcs = 0;

  for (guint v = 0; v < n; v++)
    {
      degree[v] = (guint) (tree->adj_offset[v + 1] - tree->adj_offset[v]);
      if (degree[v] <= 1)
        {
          gone[v] = 1;
          queue[tail++] = v;
        }
    }
  while (head < tail)
    {
      guint v = queue[head++];

      for (gsize i = tree->adj_offset[v]; i < tree->adj_offset[v + 1]; i++)
        {
          guint u = tree->adj_other[i];

          if (!gone[u] && --degree[u] <= 1)
            {
              gone[u] = 1;
              queue[tail++] = u;
            }
        }
    }

  core->n = 0;
  for (guint v = 0; v < n; v++)
    if (!gone[v])
      {
        index[v] = core->n++;
        n_arcs += degree[v];
      }
  core->var = g_new (guint, MAX (core->n, 1));
  core->offset = g_new (gsize, core->n + 1);
  core->adj = g_new (guint, MAX (n_arcs, 1));
  core->n_edges = (guint) (n_arcs / 2);
  core->ea = g_new (guint, MAX (core->n_edges, 1));
  core->eb = g_new (guint, MAX (core->n_edges, 1));
  core->offset[0] = 0;
  core->n_edges = 0;
  for (guint v = 0; v < n; v++)
    {
      guint i;

      if (gone[v])
        continue;
      i = index[v];
      core->var[i] = v;
      core->offset[i + 1] = core->offset[i];
      for (gsize a = tree->adj_offset[v]; a < tree->adj_offset[v + 1]; a++)
        {
          guint u = tree->adj_other[a];

          if (gone[u])
            continue;
          core->adj[core->offset[i + 1]++] = index[u];
          if (v < u)
            {
              core->ea[core->n_edges] = i;
              core->eb[core->n_edges] = index[u];
              core->n_edges++;
            }
        }
    }
  core->sets.parent = g_new (guint, MAX (core->n, 1));
  core->sets.rank = g_new (guint, MAX (core->n, 1));
  core->removed = g_new0 (guint8, MAX (core->n, 1));
}

static void
core_clear (Core *core)
{
  g_free (core->var);
  g_free (core->offset);
  g_free (core->adj);
  g_free (core->ea);
  g_free (core->eb);
  g_free (core->sets.parent);
  g_free (core->sets.rank);
  g_free (core->removed);
}

/* Whether the core less its removed vertices is a forest: no edge joins
 * two vertices already joined. */
static gboolean
core_acyclic (Core *core)
{
  qd_csp_tree_sets_reset (&core->sets, core->n);
  for (guint e = 0; e < core->n_edges; e++)
    if (!core->removed[core->ea[e]] && !core->removed[core->eb[e]] &&
        !qd_csp_tree_sets_union (&core->sets, core->ea[e], core->eb[e]))
      return FALSE;
  return TRUE;
}

/* n choose k, or G_MAXUINT64 when it is larger than `cap`. */
static guint64
choose (guint n, guint k, guint64 cap)
{
  guint64 c = 1;

  /* c is C(n - k + i, i) after step i: whole, and growing with i, so once
   * it passes the cap the result does too. */
  for (guint i = 1; i <= k; i++)
    {
      if (c > G_MAXUINT64 / (n - k + i))
        return G_MAXUINT64;
      c = c * (n - k + i) / i;
      if (c > cap)
        return G_MAXUINT64;
    }
  return c;
}

/* Tries every subset of k core vertices in lexicographic order; TRUE at the
 * first that leaves a forest, flagged in core->removed. */
static gboolean
try_size (Core *core, guint k, guint *pick)
{
  for (guint i = 0; i < k; i++)
    pick[i] = i;
  for (;;)
    {
      gint i;

      for (guint j = 0; j < k; j++)
        core->removed[pick[j]] = 1;
      if (core_acyclic (core))
        return TRUE;
      for (guint j = 0; j < k; j++)
        core->removed[pick[j]] = 0;
      /* The next subset: the last position that can still move up moves,
       * those after it follow it. */
      for (i = (gint) k - 1; i >= 0 && pick[i] == core->n - k + (guint) i; i--)
        ;
      if (i < 0)
        return FALSE;
      pick[i]++;
      for (guint j = (guint) i + 1; j < k; j++)
        pick[j] = pick[j - 1] + 1;
    }
}

/* The smallest cutset, trying sizes from 1 while the budget lasts: TRUE
 * when found (flagged in core->removed); else FALSE, *lower being the size
 * below which none exists (proved). */
static gboolean
smallest (Core *core, guint64 budget, guint *lower)
{
  g_autofree guint *pick = g_new (guint, MAX (core->n, 1));
  guint64 cost = MAX (1, ((guint64) core->n + core->n_edges) / 64);
  guint64 spent = 0;

  *lower = 1;
  for (guint k = 1; k <= core->n; k++)
    {
      guint64 level = choose (core->n, k, budget);

      if (level == G_MAXUINT64 || level > (budget - spent) / cost)
        return FALSE;
      if (try_size (core, k, pick))
        return TRUE;
      spent += level * cost;
      *lower = k + 1;
    }
  return FALSE;
}

/* ------------------------------------------------------------ greedy */

/* A max-heap of keys (degree << 32 | ~vertex): the highest degree, then
 * the lowest vertex, on top. */
typedef struct {
  guint64 *keys;
  gsize n;
} Heap;

static void
heap_push (Heap *heap, guint64 key)
{
  gsize i = heap->n++;

  while (i > 0 && heap->keys[(i - 1) / 2] < key)
    {
      heap->keys[i] = heap->keys[(i - 1) / 2];
      i = (i - 1) / 2;
    }
  heap->keys[i] = key;
}

static guint64
heap_pop (Heap *heap)
{
  guint64 top = heap->keys[0];
  guint64 last = heap->keys[--heap->n];
  gsize i = 0;

  for (;;)
    {
      gsize child = 2 * i + 1;

      if (child >= heap->n)
        break;
      if (child + 1 < heap->n && heap->keys[child + 1] > heap->keys[child])
        child++;
      if (heap->keys[child] <= last)
        break;
      heap->keys[i] = heap->keys[child];
      i = child;
    }
  if (heap->n > 0)
    heap->keys[i] = last;
  return top;
}

static guint64
heap_key (guint degree, guint vertex)
{
  return ((guint64) degree << 32) | (G_MAXUINT32 - vertex);
}

/* Removes vertex v from what is left (flag `gone`), and then the vertices
 * left with one neighbour or none, again and again. */
static void
drop (const Core *core, guint v, guint *degree, guint8 *gone, guint *queue)
{
  guint head = 0, tail = 0;

  gone[v] = 1;
  queue[tail++] = v;
  while (head < tail)
    {
      guint x = queue[head++];

      for (gsize a = core->offset[x]; a < core->offset[x + 1]; a++)
        {
          guint u = core->adj[a];

          if (!gone[u] && --degree[u] <= 1)
            {
              gone[u] = 1;
              queue[tail++] = u;
            }
        }
    }
}

/* The greedy cutset (flagged in core->removed), then made minimal: a
 * cutset vertex goes back when its neighbours outside the cutset lie in
 * different trees of the forest (it then joins them without a cycle). */
static void
greedy (Core *core)
{
  g_autofree guint *degree = g_new (guint, MAX (core->n, 1));
  g_autofree guint8 *gone = g_new0 (guint8, MAX (core->n, 1));
  g_autofree guint *queue = g_new (guint, MAX (core->n, 1));
  g_autofree guint *seen = g_new0 (guint, MAX (core->n, 1));
  Heap heap = { g_new (guint64, core->n + 2 * (gsize) core->n_edges + 1), 0 };

  for (guint v = 0; v < core->n; v++)
    {
      degree[v] = (guint) (core->offset[v + 1] - core->offset[v]);
      heap_push (&heap, heap_key (degree[v], v));
    }
  while (heap.n > 0)
    {
      guint64 key = heap_pop (&heap);
      guint v = G_MAXUINT32 - (guint) (key & G_MAXUINT32);

      if (gone[v])
        continue;
      if ((guint) (key >> 32) != degree[v])
        {
          heap_push (&heap, heap_key (degree[v], v));
          continue;
        }
      core->removed[v] = 1;
      drop (core, v, degree, gone, queue);
    }
  g_free (heap.keys);

  qd_csp_tree_sets_reset (&core->sets, core->n);
  for (guint e = 0; e < core->n_edges; e++)
    if (!core->removed[core->ea[e]] && !core->removed[core->eb[e]])
      qd_csp_tree_sets_union (&core->sets, core->ea[e], core->eb[e]);
  for (guint c = 0; c < core->n; c++)
    {
      gboolean apart = TRUE;

      if (!core->removed[c])
        continue;
      for (gsize a = core->offset[c]; a < core->offset[c + 1] && apart; a++)
        {
          guint u = core->adj[a];
          guint root;

          if (core->removed[u])
            continue;
          root = qd_csp_tree_sets_find (&core->sets, u);
          apart = seen[root] != c + 1;
          seen[root] = c + 1;
        }
      if (!apart)
        continue;
      core->removed[c] = 0;
      for (gsize a = core->offset[c]; a < core->offset[c + 1]; a++)
        if (!core->removed[core->adj[a]])
          qd_csp_tree_sets_union (&core->sets, c, core->adj[a]);
    }
}

QdCspCutsetKind
qd_csp_tree_cutset (const QdCspTree *tree, guint64 budget, guint *cutset, guint *n_cutset)
{
  Core core;
  QdCspCutsetKind kind = QD_CSP_CUTSET_SMALLEST;
  guint lower = 0;

  core_init (&core, tree);
  *n_cutset = 0;
  if (core.n > 0 && !smallest (&core, budget, &lower))
    {
      greedy (&core);
      kind = QD_CSP_CUTSET_GREEDY;
    }
  for (guint i = 0; i < core.n; i++)
    if (core.removed[i])
      cutset[(*n_cutset)++] = core.var[i];
  if (kind == QD_CSP_CUTSET_GREEDY && *n_cutset <= lower)
    kind = QD_CSP_CUTSET_SMALLEST;
  core_clear (&core);
  return kind;
}
