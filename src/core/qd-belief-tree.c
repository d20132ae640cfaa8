/* qd-belief-tree.c — compiling a junction tree (qd-belief-tree.h): the moral
 * graph as bit rows, triangulated by eliminating in the heuristic's order
 * (each elimination's clique {v} ∪ its later neighbours), the maximal ones
 * kept (Koller & Friedman §10.4.1: the clique of v is contained in another
 * exactly when an earlier variable u has v as its first later neighbour and
 * as many later neighbours as v's clique has members), joined by Kruskal's
 * maximum spanning tree on separator sizes, each table given to the first
 * clique holding its family.  Every table's size is known, and checked,
 * before any table exists. */
#include "config.h"
#include "qd-belief-tree-private.h"

#include <stdlib.h>

typedef struct
{
  const QdBeliefNet *net;
  guint words;              /* guint64 per bit row */
  guint64 *adj;             /* n_vars rows */
  guint *order;             /* elimination order */
  guint n_order;
  guint *position;          /* n_vars: in the order; G_MAXUINT for utilities */
  GArray *cand_vars;        /* each step's clique: v then its later neighbours */
  guint *cand_start;        /* n_order + 1 */
  guint *first_later;       /* per step: the step of the earliest-eliminated later neighbour */
  guint *var_start;         /* n_vars + 1: the cliques holding each variable, ascending */
  guint *var_cliques;
} Build;

#define SET(row, v) ((row)[(v) >> 6] |= G_GUINT64_CONSTANT (1) << ((v) & 63))
#define CLEAR(row, v) ((row)[(v) >> 6] &= ~(G_GUINT64_CONSTANT (1) << ((v) & 63)))

static gboolean
stopped (const gint *stop)
{
  return stop != NULL && g_atomic_int_get (stop);
}

static void
link_vars (Build *b, guint u, guint v)
{
  if (u == v)
    return;
  SET (b->adj + (gsize) u * b->words, v);
  SET (b->adj + (gsize) v * b->words, u);
}

/* Each chance node linked to its parents, and they to each other.  A
 * decision's factor is its own 1 / card whatever its parents are (the arcs
 * into it say what is seen, not what it depends on): it is a variable of the
 * graph linked only to its chance children, as qd_belief_order sees it. */
static void
moralise (Build *b)
{
  const QdBeliefNet *net = b->net;

  b->words = (net->n_vars + 63) / 64;
  b->adj = g_new0 (guint64, (gsize) net->n_vars * b->words);
  for (guint v = 0; v < net->n_vars; v++)
    {
      if (net->kind[v] != QD_BELIEF_CHANCE)
        continue;
      for (guint i = net->parent_start[v]; i < net->parent_start[v + 1]; i++)
        {
          link_vars (b, v, net->parents[i]);
          for (guint j = i + 1; j < net->parent_start[v + 1]; j++)
            link_vars (b, net->parents[i], net->parents[j]);
        }
    }
}

static void
order_vars (Build *b, QdBeliefOrderHeuristic heuristic)
{
  const QdBeliefNet *net = b->net;
  g_autofree gboolean *eliminate = g_new0 (gboolean, MAX (net->n_vars, 1));
  gint n;

  for (guint v = 0; v < net->n_vars; v++)
    eliminate[v] = net->kind[v] != QD_BELIEF_UTILITY;
  if (heuristic == QD_BELIEF_ORDER_GIVEN)
    heuristic = QD_BELIEF_ORDER_WEIGHTED_MIN_FILL;
  b->order = g_new (guint, MAX (net->n_vars, 1));
  n = qd_belief_order (net, eliminate, NULL, heuristic, b->order, 0, NULL);
  b->n_order = (guint) MAX (n, 0);
  b->position = g_new (guint, MAX (net->n_vars, 1));
  for (guint v = 0; v < net->n_vars; v++)
    b->position[v] = G_MAXUINT;
  for (guint t = 0; t < b->n_order; t++)
    b->position[b->order[t]] = t;
}

/* Step T: V's clique (V and its neighbours not yet eliminated) recorded,
 * those neighbours linked to each other, V gone.  Returns the clique's size. */
static double
eliminate_step (Build *b, guint t, guint64 *gone, guint64 *later)
{
  const QdBeliefNet *net = b->net;
  guint v = b->order[t], first = G_MAXUINT;
  const guint64 *row = b->adj + (gsize) v * b->words;
  double size = net->card[v];

  g_array_append_val (b->cand_vars, v);
  for (guint w = 0; w < b->words; w++)
    later[w] = row[w] & ~gone[w];
  for (guint w = 0; w < b->words; w++)
    for (guint64 bits = later[w]; bits != 0; bits &= bits - 1)
      {
        guint u = w * 64 + (guint) __builtin_ctzll (bits);

        g_array_append_val (b->cand_vars, u);
        size *= net->card[u];
        first = MIN (first, b->position[u]);
      }
  for (guint i = b->cand_start[t] + 1; i < b->cand_vars->len; i++)
    {
      guint u = g_array_index (b->cand_vars, guint, i);
      guint64 *urow = b->adj + (gsize) u * b->words;

      for (guint w = 0; w < b->words; w++)
        urow[w] |= later[w];
      CLEAR (urow, u);
    }
  SET (gone, v);
  b->first_later[t] = first;
  b->cand_start[t + 1] = b->cand_vars->len;
  return size;
}

static QdBeliefStatus
triangulate (Build *b, guint64 max_entries, const gint *stop, double *largest)
{
  g_autofree guint64 *gone = g_new0 (guint64, b->words + 1);
  g_autofree guint64 *later = g_new0 (guint64, b->words + 1);

  for (guint v = 0; v < b->net->n_vars; v++)
    if (b->position[v] == G_MAXUINT)
      SET (gone, v);
  b->cand_vars = g_array_new (FALSE, FALSE, sizeof (guint));
  b->cand_start = g_new0 (guint, b->n_order + 1);
  b->first_later = g_new (guint, MAX (b->n_order, 1));
  *largest = 0;
  for (guint t = 0; t < b->n_order; t++)
    {
      double size = eliminate_step (b, t, gone, later);

      *largest = MAX (*largest, size);
      if ((t & 63) == 0 && stopped (stop))
        return QD_BELIEF_STOPPED;
    }
  return *largest > (double) max_entries ? QD_BELIEF_TOO_BIG : QD_BELIEF_OK;
}

static int
compare_guint (const void *a, const void *b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return (x > y) - (x < y);
}

/* The maximal cliques, in elimination order, their variables ascending. */
static void
keep_maximal (Build *b, QdBeliefTree *tree)
{
  g_autofree gboolean *contained = g_new0 (gboolean, MAX (b->n_order, 1));
  GArray *vars = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *start = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint t = 0; t < b->n_order; t++)
    {
      guint f = b->first_later[t];

      if (f != G_MAXUINT && b->cand_start[t + 1] - b->cand_start[t] - 1 == b->cand_start[f + 1] - b->cand_start[f])
        contained[f] = TRUE;
    }
  for (guint t = 0; t < b->n_order; t++)
    {
      if (contained[t])
        continue;
      g_array_append_val (start, vars->len);
      g_array_append_vals (vars, &g_array_index (b->cand_vars, guint, b->cand_start[t]),
                           b->cand_start[t + 1] - b->cand_start[t]);
      qsort (&g_array_index (vars, guint, g_array_index (start, guint, start->len - 1)),
             b->cand_start[t + 1] - b->cand_start[t], sizeof (guint), compare_guint);
    }
  tree->n_cliques = start->len;
  g_array_append_val (start, vars->len);
  tree->clique_start = (guint *) g_array_free (start, FALSE);
  tree->clique_vars = (guint *) g_array_free (vars, FALSE);
}

/* The cliques holding each variable, ascending. */
static void
index_cliques (Build *b, QdBeliefTree *tree)
{
  guint n = b->net->n_vars, total = tree->clique_start[tree->n_cliques];
  g_autofree guint *fill = g_new0 (guint, n + 1);

  b->var_start = g_new0 (guint, n + 1);
  b->var_cliques = g_new (guint, MAX (total, 1));
  for (guint i = 0; i < total; i++)
    b->var_start[tree->clique_vars[i] + 1]++;
  for (guint v = 0; v < n; v++)
    b->var_start[v + 1] += b->var_start[v];
  for (guint c = 0; c < tree->n_cliques; c++)
    for (guint i = tree->clique_start[c]; i < tree->clique_start[c + 1]; i++)
      {
        guint v = tree->clique_vars[i];

        b->var_cliques[b->var_start[v] + fill[v]++] = c;
      }
}

static guint
n_vars_of (const QdBeliefTree *tree, guint c)
{
  return tree->clique_start[c + 1] - tree->clique_start[c];
}

/* The variables two cliques share (both lists ascending) into OUT (may be
 * NULL); returns how many. */
static guint
intersect (const QdBeliefTree *tree, guint a, guint b, guint *out)
{
  const guint *x = tree->clique_vars + tree->clique_start[a], *y = tree->clique_vars + tree->clique_start[b];
  guint i = 0, j = 0, k = 0, nx = n_vars_of (tree, a), ny = n_vars_of (tree, b);

  while (i < nx && j < ny)
    if (x[i] < y[j])
      i++;
    else if (x[i] > y[j])
      j++;
    else
      {
        if (out != NULL)
          out[k] = x[i];
        k++, i++, j++;
      }
  return k;
}

typedef struct
{
  guint weight, a, b;
} Edge;

static int
compare_edges (const void *p, const void *q)
{
  const Edge *x = p, *y = q;

  if (x->weight != y->weight)
    return x->weight > y->weight ? -1 : 1;
  if (x->a != y->a)
    return x->a < y->a ? -1 : 1;
  return (x->b > y->b) - (x->b < y->b);
}

static guint
find (guint *up, guint c)
{
  while (up[c] != c)
    c = up[c] = up[up[c]];
  return c;
}

/* The candidate edges: every pair of cliques sharing a variable, by weight. */
static GArray *
sharing_pairs (Build *b, const QdBeliefTree *tree)
{
  GArray *edges = g_array_new (FALSE, FALSE, sizeof (Edge));
  g_autofree guint *seen = g_new (guint, MAX (tree->n_cliques, 1));

  for (guint c = 0; c < tree->n_cliques; c++)
    seen[c] = G_MAXUINT;
  for (guint a = 0; a < tree->n_cliques; a++)
    for (guint i = tree->clique_start[a]; i < tree->clique_start[a + 1]; i++)
      {
        guint v = tree->clique_vars[i];

        for (guint k = b->var_start[v]; k < b->var_start[v + 1]; k++)
          {
            guint c = b->var_cliques[k];
            Edge e = { 0, a, c };

            if (c <= a || seen[c] == a)
              continue;
            seen[c] = a;
            e.weight = intersect (tree, a, c, NULL);
            g_array_append_val (edges, e);
          }
      }
  if (edges->len > 1)   /* no edges: data may be NULL, which qsort must not get */
    qsort (edges->data, edges->len, sizeof (Edge), compare_edges);
  return edges;
}

/* The tree's edges oriented from clique 0, breadth first: each clique's
 * parent, and an order with parents before children. */
static void
orient (QdBeliefTree *tree, const Edge *edges, guint n_edges)
{
  guint n = tree->n_cliques, head = 0, tail = 0;
  g_autofree guint *start = g_new0 (guint, n + 1);
  g_autofree guint *next = g_new (guint, 2 * n_edges + 1);
  g_autofree guint *fill = g_new0 (guint, n + 1);

  for (guint i = 0; i < n_edges; i++)
    start[edges[i].a + 1]++, start[edges[i].b + 1]++;
  for (guint c = 0; c < n; c++)
    start[c + 1] += start[c];
  for (guint i = 0; i < n_edges; i++)
    {
      next[start[edges[i].a] + fill[edges[i].a]++] = edges[i].b;
      next[start[edges[i].b] + fill[edges[i].b]++] = edges[i].a;
    }
  tree->parent = g_new (guint, MAX (n, 1));
  tree->preorder = g_new (guint, MAX (n, 1));
  for (guint c = 0; c < n; c++)
    tree->parent[c] = G_MAXUINT;
  if (n > 0)
    tree->preorder[tail++] = 0;
  while (head < tail)
    {
      guint c = tree->preorder[head++];

      for (guint i = start[c]; i < start[c + 1]; i++)
        if (next[i] != 0 && tree->parent[next[i]] == G_MAXUINT)
          tree->parent[next[i]] = c, tree->preorder[tail++] = next[i];
    }
}

/* Kruskal on the sharing pairs, then the components left joined to clique 0
 * by empty separators; the tree oriented from clique 0 breadth first. */
static void
spanning_tree (Build *b, QdBeliefTree *tree)
{
  guint n = tree->n_cliques, n_chosen = 0;
  g_autoptr (GArray) edges = sharing_pairs (b, tree);
  g_autofree guint *up = g_new (guint, MAX (n, 1));
  g_autofree Edge *chosen = g_new (Edge, MAX (n, 1));

  for (guint c = 0; c < n; c++)
    up[c] = c;
  for (guint i = 0; i < edges->len; i++)
    {
      Edge e = g_array_index (edges, Edge, i);

      if (find (up, e.a) != find (up, e.b))
        up[find (up, e.a)] = find (up, e.b), chosen[n_chosen++] = e;
    }
  for (guint c = 1; c < n; c++)
    if (find (up, c) != find (up, 0))
      up[find (up, c)] = find (up, 0), chosen[n_chosen++] = (Edge) { 0, 0, c };
  orient (tree, chosen, n_chosen);
}

/* STRIDE[k] for each of the N variables VARS: how far one step of it moves
 * in a table over TARGET (M variables in the table's order, the last
 * fastest, of CARD states), 0 when the table does not hold it. */
static void
strides_in (const guint *vars, guint n, const guint *target, const guint *card, guint m, gsize *stride)
{
  gsize step = 1;

  for (guint k = 0; k < n; k++)
    stride[k] = 0;
  for (guint j = m; j-- > 0;)
    {
      for (guint k = 0; k < n; k++)
        if (vars[k] == target[j])
          stride[k] = step;
      step *= card[j];
    }
}

static guint
largest_clique_vars (const QdBeliefTree *tree)
{
  guint most = 1;

  for (guint c = 0; c < tree->n_cliques; c++)
    most = MAX (most, n_vars_of (tree, c));
  return most;
}

/* The cliques' cards and sizes, and each separator with its strides. */
static void
make_separators (QdBeliefTree *tree)
{
  const QdBeliefNet *net = tree->net;
  guint n = tree->n_cliques, total = tree->clique_start[n], most = largest_clique_vars (tree);
  g_autofree guint *vars = g_new (guint, most), *card = g_new (guint, most);

  tree->clique_card = g_new (guint, MAX (total, 1));
  tree->clique_size = g_new (gsize, MAX (n, 1));
  for (guint c = 0; c < n; c++)
    {
      tree->clique_size[c] = 1;
      for (guint i = tree->clique_start[c]; i < tree->clique_start[c + 1]; i++)
        tree->clique_size[c] *= tree->clique_card[i] = net->card[tree->clique_vars[i]];
    }
  tree->sep_size = g_new0 (gsize, MAX (n, 1));
  tree->up_stride = g_new0 (gsize, MAX (total, 1));
  tree->down_start = g_new0 (guint, n + 1);
  for (guint c = 0; c < n; c++)
    tree->down_start[c + 1] = tree->down_start[c] + (tree->parent[c] == G_MAXUINT ? 0 : n_vars_of (tree, tree->parent[c]));
  tree->down_stride = g_new0 (gsize, MAX (tree->down_start[n], 1));
  for (guint c = 0; c < n; c++)
    {
      guint p = tree->parent[c], m;

      if (p == G_MAXUINT)
        continue;
      m = intersect (tree, c, p, vars);
      tree->sep_size[c] = 1;
      for (guint k = 0; k < m; k++)
        tree->sep_size[c] *= card[k] = net->card[vars[k]];
      strides_in (tree->clique_vars + tree->clique_start[c], n_vars_of (tree, c), vars, card, m,
                  tree->up_stride + tree->clique_start[c]);
      strides_in (tree->clique_vars + tree->clique_start[p], n_vars_of (tree, p), vars, card, m,
                  tree->down_stride + tree->down_start[c]);
    }
}

static gboolean
holds (const QdBeliefTree *tree, guint c, guint v)
{
  return bsearch (&v, tree->clique_vars + tree->clique_start[c], n_vars_of (tree, c), sizeof (guint),
                  compare_guint) != NULL;
}

/* The first clique holding V's family (V and its parents). */
static guint
family_home (const Build *b, const QdBeliefTree *tree, guint v)
{
  const QdBeliefNet *net = b->net;

  for (guint k = b->var_start[v]; k < b->var_start[v + 1]; k++)
    {
      guint c = b->var_cliques[k], i = net->parent_start[v];

      while (i < net->parent_start[v + 1] && holds (tree, c, net->parents[i]))
        i++;
      if (i == net->parent_start[v + 1])
        return c;
    }
  g_return_val_if_reached (0);
}

/* The strides of family F (chance variable V's table: its parents, then V)
 * over the variables of clique C. */
static void
family_strides (QdBeliefTree *tree, guint f, guint c, guint v)
{
  const QdBeliefNet *net = tree->net;
  guint n = net->parent_start[v + 1] - net->parent_start[v];
  g_autofree guint *target = g_new (guint, n + 1), *card = g_new (guint, n + 1);

  for (guint i = 0; i < n; i++)
    card[i] = net->card[target[i] = net->parents[net->parent_start[v] + i]];
  target[n] = v;
  card[n] = net->card[v];
  strides_in (tree->clique_vars + tree->clique_start[c], n_vars_of (tree, c), target, card, n + 1,
              tree->family_stride + tree->family_offset[f]);
}

/* Each chance table to the first clique holding its family; each decision's
 * 1 / card to the first clique holding it. */
static void
assign_families (const Build *b, QdBeliefTree *tree)
{
  const QdBeliefNet *net = b->net;
  guint n = net->n_vars, nc = tree->n_cliques;
  g_autofree guint *home = g_new (guint, MAX (n, 1)), *fill = g_new0 (guint, nc + 1);
  gsize offset = 0;

  tree->clique_scalar = g_new (double, MAX (nc, 1));
  tree->family_start = g_new0 (guint, nc + 1);
  for (guint c = 0; c < nc; c++)
    tree->clique_scalar[c] = 1;
  for (guint v = 0; v < n; v++)
    {
      home[v] = G_MAXUINT;
      if (net->kind[v] == QD_BELIEF_CHANCE)
        tree->family_start[(home[v] = family_home (b, tree, v)) + 1]++;
      else if (net->kind[v] == QD_BELIEF_DECISION)
        tree->clique_scalar[b->var_cliques[b->var_start[v]]] /= net->card[v];
    }
  for (guint c = 0; c < nc; c++)
    tree->family_start[c + 1] += tree->family_start[c];
  tree->family_var = g_new (guint, MAX (tree->family_start[nc], 1));
  tree->family_offset = g_new (gsize, MAX (tree->family_start[nc], 1));
  for (guint v = 0; v < n; v++)
    if (home[v] != G_MAXUINT)
      tree->family_var[tree->family_start[home[v]] + fill[home[v]]++] = v;
  for (guint c = 0; c < nc; c++)
    for (guint f = tree->family_start[c]; f < tree->family_start[c + 1]; f++)
      tree->family_offset[f] = offset, offset += n_vars_of (tree, c);
  tree->family_stride = g_new (gsize, MAX (offset, 1));
  for (guint c = 0; c < nc; c++)
    for (guint f = tree->family_start[c]; f < tree->family_start[c + 1]; f++)
      family_strides (tree, f, c, tree->family_var[f]);
}

/* Each variable's marginal from the smallest clique holding it; the tables
 * and a propagation's scratch. */
static void
allocate_tables (const Build *b, QdBeliefTree *tree)
{
  const QdBeliefNet *net = b->net;
  guint n = net->n_vars, nc = tree->n_cliques, most_families = 1;
  gsize most_sep = 1;

  tree->home = g_new (guint, MAX (n, 1));
  tree->marginal_start = g_new0 (gsize, n + 1);
  for (guint v = 0; v < n; v++)
    {
      tree->home[v] = G_MAXUINT;
      for (guint k = b->var_start[v]; k < b->var_start[v + 1]; k++)
        if (tree->home[v] == G_MAXUINT || tree->clique_size[b->var_cliques[k]] < tree->clique_size[tree->home[v]])
          tree->home[v] = b->var_cliques[k];
      tree->marginal_start[v + 1] = tree->marginal_start[v] + (tree->home[v] == G_MAXUINT ? 0 : net->card[v]);
    }
  tree->marginal = g_new0 (double, MAX (tree->marginal_start[n], 1));
  tree->marginal_ready = g_new0 (gboolean, MAX (n, 1));
  tree->evidence = g_new (gint, MAX (n, 1));
  tree->potential = g_new0 (double *, MAX (nc, 1));
  tree->sep = g_new0 (double *, MAX (nc, 1));
  for (guint c = 0; c < nc; c++)
    {
      tree->potential[c] = g_new (double, tree->clique_size[c]);
      if (tree->parent[c] != G_MAXUINT)
        tree->sep[c] = g_new (double, tree->sep_size[c]);
      most_sep = MAX (most_sep, tree->sep_size[c]);
      most_families = MAX (most_families, tree->family_start[c + 1] - tree->family_start[c]);
    }
  tree->x = g_new0 (guint, largest_clique_vars (tree));
  tree->index = g_new0 (gsize, most_families);
  tree->ratio = g_new (double, most_sep);
}

static void
build_clear (Build *b)
{
  g_free (b->adj);
  g_free (b->order);
  g_free (b->position);
  if (b->cand_vars != NULL)
    g_array_free (b->cand_vars, TRUE);
  g_free (b->cand_start);
  g_free (b->first_later);
  g_free (b->var_start);
  g_free (b->var_cliques);
}

/* Every clique's table and separator lives at once: their entries together
 * stay within the limit too (a tree of many cliques each under it could
 * still take all the memory). */
static QdBeliefStatus
check_total (QdBeliefTree *tree, guint64 max_entries)
{
  double total = 0;

  for (guint c = 0; c < tree->n_cliques; c++)
    total += (double) tree->clique_size[c] + (tree->parent[c] != G_MAXUINT ? (double) tree->sep_size[c] : 0);
  tree->total = total;
  return total > (double) max_entries * QD_BELIEF_TREE_TOTAL_FACTOR ? QD_BELIEF_TOO_BIG : QD_BELIEF_OK;
}

QdBeliefTree *
qd_belief_tree_new (const QdBeliefNet *net, QdBeliefOrderHeuristic heuristic, guint64 max_entries,
                    const gint *stop, QdBeliefStatus *status, double *largest, double *total)
{
  Build b = { .net = net };
  QdBeliefTree *tree = g_new0 (QdBeliefTree, 1);
  QdBeliefStatus s;

  tree->net = net;
  if (max_entries == 0)
    max_entries = QD_BELIEF_DEFAULT_MAX_ENTRIES;
  moralise (&b);
  order_vars (&b, heuristic);
  s = triangulate (&b, MIN (max_entries, G_MAXSIZE / sizeof (double)), stop, &tree->largest);
  if (s == QD_BELIEF_OK)
    {
      keep_maximal (&b, tree);
      index_cliques (&b, tree);
      spanning_tree (&b, tree);
      make_separators (tree);
      assign_families (&b, tree);
      s = check_total (tree, max_entries);
    }
  if (s == QD_BELIEF_OK)
    allocate_tables (&b, tree);
  build_clear (&b);
  if (status != NULL)
    *status = s;
  if (largest != NULL)
    *largest = tree->largest;
  if (total != NULL)
    *total = tree->total;
  if (s != QD_BELIEF_OK)
    g_clear_pointer (&tree, qd_belief_tree_free);
  return tree;
}

void
qd_belief_tree_free (QdBeliefTree *tree)
{
  if (tree == NULL)
    return;
  for (guint c = 0; tree->potential != NULL && c < tree->n_cliques; c++)
    {
      g_free (tree->potential[c]);
      g_free (tree->sep[c]);
    }
  g_free (tree->potential);
  g_free (tree->sep);
  g_free (tree->clique_start);
  g_free (tree->clique_vars);
  g_free (tree->clique_card);
  g_free (tree->clique_size);
  g_free (tree->clique_scalar);
  g_free (tree->parent);
  g_free (tree->preorder);
  g_free (tree->sep_size);
  g_free (tree->up_stride);
  g_free (tree->down_start);
  g_free (tree->down_stride);
  g_free (tree->family_start);
  g_free (tree->family_var);
  g_free (tree->family_stride);
  g_free (tree->family_offset);
  g_free (tree->home);
  g_free (tree->marginal_start);
  g_free (tree->marginal);
  g_free (tree->marginal_ready);
  g_free (tree->evidence);
  g_free (tree->x);
  g_free (tree->index);
  g_free (tree->ratio);
  g_free (tree);
}

guint
qd_belief_tree_n_cliques (const QdBeliefTree *tree)
{
  return tree->n_cliques;
}

const guint *
qd_belief_tree_clique (const QdBeliefTree *tree, guint clique, guint *n_vars)
{
  g_return_val_if_fail (clique < tree->n_cliques, NULL);
  if (n_vars != NULL)
    *n_vars = n_vars_of (tree, clique);
  return tree->clique_vars + tree->clique_start[clique];
}

guint
qd_belief_tree_clique_parent (const QdBeliefTree *tree, guint clique)
{
  g_return_val_if_fail (clique < tree->n_cliques, G_MAXUINT);
  return tree->parent[clique];
}

double
qd_belief_tree_largest (const QdBeliefTree *tree)
{
  return tree->largest;
}

double
qd_belief_tree_total (const QdBeliefTree *tree)
{
  return tree->total;
}
