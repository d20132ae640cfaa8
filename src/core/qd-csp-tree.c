/* qd-csp-tree.c — the constraint graph of a QdCsp and the cycles in it
 * (qd-csp-tree.h).  Cycle cutsets are in qd-csp-tree-cutset.c, the tree
 * solver and cutset conditioning in qd-csp-tree-solver.c. */
#include "config.h"

#include "qd-csp-tree-private.h"

#include <string.h>
#include <glib/gi18n.h>

G_DEFINE_QUARK (qd-csp-tree-error-quark, qd_csp_tree_error)

/* A constraint joining two variables u < v. */
typedef struct {
  guint u, v;
  guint constraint;
} Pair;

/* An edge: the constraints pairs[start .. start + n) on one pair of
 * variables, the first of them `first`. */
typedef struct {
  guint first;
  guint start;
  guint n;
} Edge;

static gint
compare_pairs (gconstpointer a, gconstpointer b)
{
  const Pair *x = a, *y = b;

  if (x->u != y->u)
    return x->u < y->u ? -1 : 1;
  if (x->v != y->v)
    return x->v < y->v ? -1 : 1;
  return x->constraint < y->constraint ? -1 : x->constraint > y->constraint;
}

static gint
compare_edges (gconstpointer a, gconstpointer b)
{
  const Edge *x = a, *y = b;

  return x->first < y->first ? -1 : x->first > y->first;
}

/* ------------------------------------------------------------- unary */

/* A constraint on one variable twice or more (a table of a diagonal, a
 * propagator): the values it rejects leave the variable's domain.  A table
 * keeps the values of its tuples; a propagator is asked value by value. */
static void
restrict_unary (QdCspTree *tree, guint constraint, guint var, gint *probe)
{
  const QdCspConstraint *c = qd_csp_con (tree->csp, constraint);
  guint64 *dom = tree->initial + tree->dom_offset[var];

  if (c->kind == QD_CSP_KIND_TABLE)
    {
      g_autofree guint64 *keep = g_new0 (guint64, tree->n_words[var]);

      for (guint t = 0; t < c->n_tuples; t++)
        keep[c->tuples[(gsize) t * c->arity] / QD_CSP_WORD_BITS] |= QD_CSP_BIT (c->tuples[(gsize) t * c->arity]);
      for (guint w = 0; w < tree->n_words[var]; w++)
        dom[w] &= keep[w];
      return;
    }
  for (guint a = 0; a < tree->size[var]; a++)
    if (qd_csp_bit_test (dom, a))
      {
        probe[var] = (gint) a;
        if (!qd_csp_constraint_check (tree->csp, constraint, probe))
          dom[a / QD_CSP_WORD_BITS] &= ~QD_CSP_BIT (a);
      }
  probe[var] = QD_CSP_UNASSIGNED;
}

/* ------------------------------------------------------------- edges */

/* rows: `n_rows` bitsets of the values 0..size-1 (n_words words each), all
 * values present. */
static guint64 *
full_rows (guint n_rows, guint size, guint n_words)
{
  guint64 *rows = g_new (guint64, (gsize) n_rows * n_words);

  for (guint a = 0; a < n_rows; a++)
    qd_csp_bits_fill (rows + (gsize) a * n_words, size);
  return rows;
}

static void
and_rows (guint64 *rows, const guint64 *with, gsize n)
{
  for (gsize i = 0; i < n; i++)
    rows[i] &= with[i];
}

/* The position in the constraint's scope of `var` (which is in it). */
static guint
scope_position (const QdCspConstraint *c, guint var)
{
  guint p = 0;

  while (c->scope[p] != var)
    p++;
  return p;
}

/* Narrows the support tables uv (u's values in v) and vu by one
 * constraint of the pair: a binary constraint's own tables, a table's
 * tuples, a propagator's check on every pair of values.  FALSE (error
 * set) when a propagator has too many pairs to ask about. */
static gboolean
narrow_edge (QdCspTree *tree, guint constraint, guint u, guint v, guint64 *uv, guint64 *vu, gint *probe,
             GError **error)
{
  const QdCspConstraint *c = qd_csp_con (tree->csp, constraint);
  gsize n_uv = (gsize) tree->size[u] * tree->n_words[v];
  gsize n_vu = (gsize) tree->size[v] * tree->n_words[u];

  if (c->kind == QD_CSP_KIND_BINARY)
    {
      guint p = c->scope[0] == u ? 0 : 1;

      and_rows (uv, c->support[p], n_uv);
      and_rows (vu, c->support[1 - p], n_vu);
    }
  else if (c->kind == QD_CSP_KIND_TABLE)
    {
      g_autofree guint64 *allowed_uv = g_new0 (guint64, n_uv);
      g_autofree guint64 *allowed_vu = g_new0 (guint64, n_vu);
      guint pu = scope_position (c, u), pv = scope_position (c, v);

      for (guint t = 0; t < c->n_tuples; t++)
        {
          const guint *tuple = c->tuples + (gsize) t * c->arity;
          guint a = tuple[pu], b = tuple[pv];

          allowed_uv[(gsize) a * tree->n_words[v] + b / QD_CSP_WORD_BITS] |= QD_CSP_BIT (b);
          allowed_vu[(gsize) b * tree->n_words[u] + a / QD_CSP_WORD_BITS] |= QD_CSP_BIT (a);
        }
      and_rows (uv, allowed_uv, n_uv);
      and_rows (vu, allowed_vu, n_vu);
    }
  else
    {
      guint64 pairs = (guint64) tree->size[u] * tree->size[v];

      if (pairs > QD_CSP_TREE_PAIRS_MAX)
        {
          g_set_error (error, QD_CSP_TREE_ERROR, QD_CSP_TREE_ERROR_PAIRS,
                       _("the constraint “%s” joins %s and %s, whose domains make %llu pairs of values: "
                         "the tree-structured solver tabulates at most %u"),
                       c->description, qd_csp_var (tree->csp, u)->name, qd_csp_var (tree->csp, v)->name,
                       (unsigned long long) pairs, (guint) QD_CSP_TREE_PAIRS_MAX);
          return FALSE;
        }
      for (guint a = 0; a < tree->size[u]; a++)
        for (guint b = 0; b < tree->size[v]; b++)
          {
            probe[u] = (gint) a;
            probe[v] = (gint) b;
            if (!qd_csp_constraint_check (tree->csp, constraint, probe))
              {
                uv[(gsize) a * tree->n_words[v] + b / QD_CSP_WORD_BITS] &= ~QD_CSP_BIT (b);
                vu[(gsize) b * tree->n_words[u] + a / QD_CSP_WORD_BITS] &= ~QD_CSP_BIT (a);
              }
          }
      probe[u] = probe[v] = QD_CSP_UNASSIGNED;
    }
  return TRUE;
}

/* The support tables of an edge, both ways: a lone binary constraint's own,
 * else tables of the pairs every constraint of the edge allows. */
static gboolean
edge_supports (QdCspTree *tree, const Pair *pairs, const Edge *edge, const guint64 **uv, const guint64 **vu,
               gint *probe, GError **error)
{
  const Pair *first = &pairs[edge->start];
  const QdCspConstraint *c = qd_csp_con (tree->csp, first->constraint);
  guint u = first->u, v = first->v;
  guint64 *own_uv, *own_vu;

  if (edge->n == 1 && c->kind == QD_CSP_KIND_BINARY)
    {
      guint p = c->scope[0] == u ? 0 : 1;

      *uv = c->support[p];
      *vu = c->support[1 - p];
      return TRUE;
    }
  own_uv = full_rows (tree->size[u], tree->size[v], tree->n_words[v]);
  own_vu = full_rows (tree->size[v], tree->size[u], tree->n_words[u]);
  qd_owned_add (&tree->owned, own_uv, g_free);
  qd_owned_add (&tree->owned, own_vu, g_free);
  for (guint i = 0; i < edge->n; i++)
    if (!narrow_edge (tree, pairs[edge->start + i].constraint, u, v, own_uv, own_vu, probe, error))
      return FALSE;
  *uv = own_uv;
  *vu = own_vu;
  return TRUE;
}

/* ------------------------------------------------------------- graph */

static void
init_domains (QdCspTree *tree)
{
  const QdCsp *csp = tree->csp;
  gsize offset = 0;

  tree->size = qd_csp_tree_array (&tree->owned, tree->n_vars, sizeof (guint));
  tree->n_words = qd_csp_tree_array (&tree->owned, tree->n_vars, sizeof (guint));
  tree->dom_offset = qd_csp_tree_array (&tree->owned, tree->n_vars, sizeof (gsize));
  for (guint v = 0; v < tree->n_vars; v++)
    {
      const QdCspVariable *var = qd_csp_var (csp, v);

      tree->size[v] = var->size;
      tree->n_words[v] = var->n_words;
      tree->dom_offset[v] = offset;
      offset += var->n_words;
      tree->max_size = MAX (tree->max_size, var->size);
    }
  tree->n_dom_words = offset;
  tree->initial = qd_csp_tree_array (&tree->owned, offset, sizeof (guint64));
  for (guint v = 0; v < tree->n_vars; v++)
    memcpy (tree->initial + tree->dom_offset[v], qd_csp_var (csp, v)->initial, sizeof (guint64) * tree->n_words[v]);
}

/* Sorts the constraints out: implied ones are left out, those on one
 * variable restrict its domain, those on two are appended to `pairs`; one
 * on three or more is refused. */
static gboolean
classify_constraints (QdCspTree *tree, GArray *pairs, gint *probe, GError **error)
{
  const QdCsp *csp = tree->csp;
  g_autofree guint *stamp = g_new0 (guint, tree->n_vars);

  for (guint ci = 0; ci < qd_csp_n_constraints (csp); ci++)
    {
      const QdCspConstraint *c = qd_csp_con (csp, ci);
      guint distinct = 0, first = 0, second = 0;

      if (c->kind == QD_CSP_KIND_PROPAGATOR && c->klass->implied)
        continue;
      for (guint p = 0; p < c->arity; p++)
        if (stamp[c->scope[p]] != ci + 1)
          {
            stamp[c->scope[p]] = ci + 1;
            if (distinct == 0)
              first = c->scope[p];
            else if (distinct == 1)
              second = c->scope[p];
            distinct++;
          }
      if (distinct >= 3)
        {
          g_set_error (error, QD_CSP_TREE_ERROR, QD_CSP_TREE_ERROR_ARITY,
                       _("the constraint “%s” is over %u variables: the tree-structured solver takes "
                         "constraints of two variables"), c->description, distinct);
          return FALSE;
        }
      if (distinct == 1)
        restrict_unary (tree, ci, first, probe);
      else if (distinct == 2)
        {
          Pair pair = { MIN (first, second), MAX (first, second), ci };

          g_array_append_val (pairs, pair);
        }
    }
  return TRUE;
}

/* The arcs of the edges, two per edge, each variable's in edge order. */
static void
build_arcs (QdCspTree *tree, const Pair *pairs, const Edge *edges, const guint64 **uv, const guint64 **vu)
{
  g_autofree gsize *fill = g_new0 (gsize, tree->n_vars);

  tree->adj_offset = qd_csp_tree_array (&tree->owned, tree->n_vars + 1, sizeof (gsize));
  for (guint e = 0; e < tree->n_edges; e++)
    {
      tree->adj_offset[pairs[edges[e].start].u + 1]++;
      tree->adj_offset[pairs[edges[e].start].v + 1]++;
    }
  for (guint v = 0; v < tree->n_vars; v++)
    tree->adj_offset[v + 1] += tree->adj_offset[v];
  tree->adj_other = qd_csp_tree_array (&tree->owned, tree->adj_offset[tree->n_vars], sizeof (guint));
  tree->adj_support = qd_csp_tree_array (&tree->owned, tree->adj_offset[tree->n_vars], sizeof (const guint64 *));
  for (guint e = 0; e < tree->n_edges; e++)
    {
      guint u = pairs[edges[e].start].u, v = pairs[edges[e].start].v;
      gsize iu = tree->adj_offset[u] + fill[u]++;
      gsize iv = tree->adj_offset[v] + fill[v]++;

      tree->adj_other[iu] = v;
      tree->adj_support[iu] = uv[e];
      tree->adj_other[iv] = u;
      tree->adj_support[iv] = vu[e];
    }
}

QdCspTree *
qd_csp_tree_new (const QdCsp *csp, GError **error)
{
  g_autoptr(QdCspTree) tree = NULL;
  g_autoptr(GArray) pairs = g_array_new (FALSE, FALSE, sizeof (Pair));
  g_autoptr(GArray) edges = g_array_new (FALSE, FALSE, sizeof (Edge));
  g_autofree gint *probe = NULL;
  g_autofree const guint64 **uv = NULL;
  g_autofree const guint64 **vu = NULL;

  g_return_val_if_fail (csp != NULL, NULL);
  tree = g_new0 (QdCspTree, 1);
  tree->csp = csp;
  tree->n_vars = qd_csp_n_variables (csp);
  init_domains (tree);
  probe = g_new (gint, MAX (tree->n_vars, 1));
  for (guint v = 0; v < tree->n_vars; v++)
    probe[v] = QD_CSP_UNASSIGNED;
  if (!classify_constraints (tree, pairs, probe, error))
    return NULL;

  /* The constraints of a pair of variables make one edge, which comes in
   * the order of its first constraint. */
  g_array_sort (pairs, compare_pairs);
  for (guint i = 0; i < pairs->len; i++)
    {
      const Pair *p = &g_array_index (pairs, Pair, i);

      if (i > 0 && p->u == g_array_index (pairs, Pair, i - 1).u && p->v == g_array_index (pairs, Pair, i - 1).v)
        g_array_index (edges, Edge, edges->len - 1).n++;
      else
        {
          Edge edge = { p->constraint, i, 1 };

          g_array_append_val (edges, edge);
        }
    }
  g_array_sort (edges, compare_edges);
  tree->n_edges = edges->len;
  uv = g_new (const guint64 *, MAX (edges->len, 1));
  vu = g_new (const guint64 *, MAX (edges->len, 1));
  for (guint e = 0; e < edges->len; e++)
    if (!edge_supports (tree, (const Pair *) pairs->data, &g_array_index (edges, Edge, e), &uv[e], &vu[e], probe,
                        error))
      return NULL;
  build_arcs (tree, (const Pair *) pairs->data, (const Edge *) edges->data, uv, vu);
  return g_steal_pointer (&tree);
}

void
qd_csp_tree_free (QdCspTree *tree)
{
  qd_owned_free (tree);
}

guint
qd_csp_tree_n_edges (const QdCspTree *tree)
{
  return tree->n_edges;
}

/* ------------------------------------------------------------ cycles */

gboolean
qd_csp_tree_find_cycle (const QdCspTree *tree, const guint8 *removed, guint *cycle, guint *n_cycle)
{
  guint n = tree->n_vars;
  g_autofree guint8 *state = g_new0 (guint8, MAX (n, 1));    /* 0 new, 1 on the path, 2 done */
  g_autofree guint *parent = g_new (guint, MAX (n, 1));
  g_autofree gsize *cursor = g_new (gsize, MAX (n, 1));
  g_autofree guint *stack = g_new (guint, MAX (n, 1));

  *n_cycle = 0;
  for (guint root = 0; root < n; root++)
    {
      guint depth = 0;

      if (state[root] != 0 || (removed != NULL && removed[root]))
        continue;
      state[root] = 1;
      parent[root] = G_MAXUINT;
      cursor[root] = tree->adj_offset[root];
      stack[depth++] = root;
      while (depth > 0)
        {
          guint v = stack[depth - 1];
          guint u;

          if (cursor[v] == tree->adj_offset[v + 1])
            {
              state[v] = 2;
              depth--;
              continue;
            }
          u = tree->adj_other[cursor[v]++];
          if ((removed != NULL && removed[u]) || u == parent[v])
            continue;
          if (state[u] == 1)
            {
              /* An edge back to u, on the path: the cycle is the path from
               * u down to v, read from the stack. */
              guint from = depth;

              while (stack[from - 1] != u)
                from--;
              for (guint i = from - 1; i < depth; i++)
                cycle[(*n_cycle)++] = stack[i];
              return TRUE;
            }
          if (state[u] == 0)
            {
              state[u] = 1;
              parent[u] = v;
              cursor[u] = tree->adj_offset[u];
              stack[depth++] = u;
            }
        }
    }
  return FALSE;
}

char *
qd_csp_tree_cycle_text (const QdCspTree *tree, const guint *cycle, guint n_cycle)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i <= n_cycle && n_cycle > 0; i++)
    {
      if (i > 0)
        g_string_append (text, " – ");
      g_string_append (text, qd_csp_variable_name (tree->csp, cycle[i % n_cycle]));
    }
  return g_string_free (text, FALSE);
}
