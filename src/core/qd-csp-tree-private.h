/* qd-csp-tree-private.h — the constraint graph behind QdCspTree, shared by
 * qd-csp-tree.c (the graph, cycles), qd-csp-tree-cutset.c (cycle cutsets)
 * and qd-csp-tree-solver.c (the tree solver, cutset conditioning).
 * Nothing here is public API. */
#pragma once

#include "qd-csp-tree.h"
#include "qd-csp-private.h"
#include "qd-owned.h"

G_BEGIN_DECLS

struct _QdCspTree {
  QdOwned owned;              /* the arrays below and the support tables tabulated here */
  const QdCsp *csp;
  guint n_vars;
  guint n_edges;
  guint max_size;             /* the largest domain */

  /* Domains: variable v's bitset is initial[dom_offset[v] .. + n_words[v]):
   * its initial domain less what its constraints on it alone forbid.  A
   * solver's domains have the same layout. */
  guint *size;
  guint *n_words;
  gsize *dom_offset;
  gsize n_dom_words;
  guint64 *initial;

  /* Arcs, two per edge: variable v's are adj_offset[v] .. adj_offset[v + 1],
   * in the order of their first constraint.  Arc i leads to adj_other[i];
   * the values of that variable compatible with value a of v are the
   * bitset adj_support[i] + a * n_words[adj_other[i]]. */
  gsize *adj_offset;
  guint *adj_other;
  const guint64 **adj_support;
};

/* A zeroed array of `n` elements of `size` bytes (at least one element),
 * which `owned` (a QdCspTree's or a solver's) frees. */
static inline gpointer
qd_csp_tree_array (QdOwned *owned, gsize n, gsize size)
{
  return qd_owned_add (owned, g_malloc0_n (MAX (n, 1), size), g_free);
}

/* Whether the bitsets a and b of n words share a value. */
static inline gboolean
qd_csp_tree_intersects (const guint64 *a, const guint64 *b, guint n_words)
{
  for (guint w = 0; w < n_words; w++)
    if ((a[w] & b[w]) != 0)
      return TRUE;
  return FALSE;
}

/* The support bitset of value `value` of the arc's variable, in the
 * variable at the other end of arc i. */
static inline const guint64 *
qd_csp_tree_support (const QdCspTree *tree, gsize arc, guint value)
{
  return tree->adj_support[arc] + (gsize) value * tree->n_words[tree->adj_other[arc]];
}

/* Disjoint sets over n elements (union by rank, path halving), for the
 * acyclicity checks: an edge whose ends are already joined closes a cycle. */
typedef struct {
  guint *parent;
  guint *rank;
} QdCspTreeSets;

static inline void
qd_csp_tree_sets_reset (QdCspTreeSets *sets, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      sets->parent[i] = i;
      sets->rank[i] = 0;
    }
}

static inline guint
qd_csp_tree_sets_find (QdCspTreeSets *sets, guint x)
{
  while (sets->parent[x] != x)
    {
      sets->parent[x] = sets->parent[sets->parent[x]];
      x = sets->parent[x];
    }
  return x;
}

/* Joins the sets of a and b; FALSE when they were one already. */
static inline gboolean
qd_csp_tree_sets_union (QdCspTreeSets *sets, guint a, guint b)
{
  guint ra = qd_csp_tree_sets_find (sets, a);
  guint rb = qd_csp_tree_sets_find (sets, b);

  if (ra == rb)
    return FALSE;
  if (sets->rank[ra] < sets->rank[rb])
    {
      guint t = ra;

      ra = rb;
      rb = t;
    }
  sets->parent[rb] = ra;
  if (sets->rank[ra] == sets->rank[rb])
    sets->rank[ra]++;
  return TRUE;
}

G_END_DECLS
