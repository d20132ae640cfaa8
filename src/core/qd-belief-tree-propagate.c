/* qd-belief-tree-propagate.c — Hugin propagation in a compiled junction tree
 * (qd-belief-tree.h; Jensen, Lauritzen and Olesen 1990).  Each clique's
 * potential is loaded from its tables with the evidence's indicators, then
 * messages go to the root (collect) and back (distribute) through the
 * separators, each message divided by the one the separator held (0/0 = 0).
 * Messages are normalised to sum 1 on the way, their sums multiplied into
 * P(e) (kept as a mantissa and a power of two), so that long chains of small
 * numbers neither underflow nor change the marginals, which are each the
 * normalised sum of a clique.  Every loop walks a clique's entries in order
 * with an odometer, moving an index into the other table by the strides. */
#include "config.h"
#include "qd-belief-tree-private.h"

#include <math.h>

static gboolean
stopped (const gint *stop)
{
  return stop != NULL && g_atomic_int_get (stop);
}

/* Steps the odometer X over CARD (N digits, the last fastest), moving *J by
 * STRIDE. */
static inline void
advance (guint *x, const guint *card, const gsize *stride, guint n, gsize *j)
{
  for (guint k = n; k-- > 0;)
    {
      *j += stride[k];
      if (++x[k] < card[k])
        return;
      *j -= stride[k] * card[k];
      x[k] = 0;
    }
}

/* The last digits that step the other table evenly (all absent from it, or
 * in the same order and contiguous): *INNER entries walked by one loop, each
 * moving STEP in the other table.  Returns how many digits are left before
 * them for the odometer. */
static guint
inner_run (const guint *card, const gsize *stride, guint n, gsize *inner, gsize *step)
{
  guint k = n - 1;
  gsize span = card[k];

  *step = stride[k];
  while (k > 0 && stride[k - 1] == *step * span)
    span *= card[--k];
  *inner = span;
  return k;
}

/* OUT (zeroed here) = clique C's potential summed onto the table the
 * strides lead to. */
static void
walk_sum (const QdBeliefTree *tree, guint c, const gsize *stride, double *out, gsize out_size)
{
  guint n = tree->clique_start[c + 1] - tree->clique_start[c], outer;
  const guint *card = tree->clique_card + tree->clique_start[c];
  const double *phi = tree->potential[c];
  gsize j = 0, inner, step;

  for (gsize i = 0; i < out_size; i++)
    out[i] = 0;
  outer = inner_run (card, stride, n, &inner, &step);
  for (guint k = 0; k < outer; k++)
    tree->x[k] = 0;
  for (gsize i = 0; i < tree->clique_size[c]; i += inner)
    {
      if (step == 0)
        {
          double sum = 0;

          for (gsize a = 0; a < inner; a++)
            sum += phi[i + a];
          out[j] += sum;
        }
      else
        for (gsize a = 0; a < inner; a++)
          out[j + a * step] += phi[i + a];
      advance (tree->x, card, stride, outer, &j);
    }
}

/* Clique C's potential *= BY, a table the strides lead to. */
static void
walk_multiply (const QdBeliefTree *tree, guint c, const gsize *stride, const double *by)
{
  guint n = tree->clique_start[c + 1] - tree->clique_start[c], outer;
  const guint *card = tree->clique_card + tree->clique_start[c];
  double *phi = tree->potential[c];
  gsize j = 0, inner, step;

  outer = inner_run (card, stride, n, &inner, &step);
  for (guint k = 0; k < outer; k++)
    tree->x[k] = 0;
  for (gsize i = 0; i < tree->clique_size[c]; i += inner)
    {
      for (gsize a = 0; a < inner; a++)
        phi[i + a] *= by[j + a * step];
      advance (tree->x, card, stride, outer, &j);
    }
}

/* Whether the assignment in X of the clique's first N variables disagrees
 * with the evidence. */
static gboolean
disagrees (const QdBeliefTree *tree, guint c, guint n)
{
  const guint *vars = tree->clique_vars + tree->clique_start[c];

  for (guint k = 0; k < n; k++)
    if (tree->evidence[vars[k]] >= 0 && tree->x[k] != (guint) tree->evidence[vars[k]])
      return TRUE;
  return FALSE;
}

/* One run of the last variable's states: its decisions' 1 / card times its
 * tables (INDEX the families' entries at its state 0), 0 where the evidence
 * says otherwise. */
static void
load_run (QdBeliefTree *tree, guint c, double *phi, gint observed)
{
  guint n = tree->clique_start[c + 1] - tree->clique_start[c], last = n - 1;
  guint f0 = tree->family_start[c], nf = tree->family_start[c + 1] - f0;
  const double *const *table = tree->net->table;

  for (guint a = 0; a < tree->clique_card[tree->clique_start[c] + last]; a++)
    {
      double p = observed < 0 || (guint) observed == a ? tree->clique_scalar[c] : 0;

      for (guint f = 0; f < nf && p != 0; f++)
        p *= table[tree->family_var[f0 + f]][tree->index[f] + a * tree->family_stride[tree->family_offset[f0 + f] + last]];
      phi[a] = p;
    }
}

/* The clique's potential from its tables and the evidence, a run of the
 * last variable at a time, the odometer stepping every family's index. */
static void
load (QdBeliefTree *tree, guint c)
{
  guint n = tree->clique_start[c + 1] - tree->clique_start[c], last = n - 1;
  guint f0 = tree->family_start[c], nf = tree->family_start[c + 1] - f0;
  const guint *card = tree->clique_card + tree->clique_start[c];
  gint observed = tree->evidence[tree->clique_vars[tree->clique_start[c] + last]];

  for (guint k = 0; k < n; k++)
    tree->x[k] = 0;
  for (guint f = 0; f < nf; f++)
    tree->index[f] = 0;
  for (gsize i = 0; i < tree->clique_size[c]; i += card[last])
    {
      guint k;

      if (disagrees (tree, c, last))
        for (guint a = 0; a < card[last]; a++)
          tree->potential[c][i + a] = 0;
      else
        load_run (tree, c, tree->potential[c] + i, observed);
      for (k = last; k-- > 0;)
        {
          for (guint f = 0; f < nf; f++)
            tree->index[f] += tree->family_stride[tree->family_offset[f0 + f] + k];
          if (++tree->x[k] < card[k])
            break;
          for (guint f = 0; f < nf; f++)
            tree->index[f] -= tree->family_stride[tree->family_offset[f0 + f] + k] * card[k];
          tree->x[k] = 0;
        }
    }
}

static double
normalise (double *table, gsize size)
{
  double sum = 0;

  for (gsize i = 0; i < size; i++)
    sum += table[i];
  for (gsize i = 0; sum > 0 && i < size; i++)
    table[i] /= sum;
  return sum;
}

/* Collect: C's message into its separator (normalised; its sum returned)
 * and multiplied into its parent. */
static double
message_up (QdBeliefTree *tree, guint c)
{
  double sum;

  walk_sum (tree, c, tree->up_stride + tree->clique_start[c], tree->sep[c], tree->sep_size[c]);
  sum = normalise (tree->sep[c], tree->sep_size[c]);
  if (sum > 0)
    walk_multiply (tree, tree->parent[c], tree->down_stride + tree->down_start[c], tree->sep[c]);
  return sum;
}

/* Distribute: the parent's new message (normalised) over the one the
 * separator holds (0/0 = 0) multiplied into C; the separator takes it. */
static void
message_down (QdBeliefTree *tree, guint c)
{
  gsize size = tree->sep_size[c];
  double *old = tree->sep[c];

  walk_sum (tree, tree->parent[c], tree->down_stride + tree->down_start[c], tree->ratio, size);
  normalise (tree->ratio, size);
  for (gsize i = 0; i < size; i++)
    {
      double fresh = tree->ratio[i];

      tree->ratio[i] = old[i] != 0 ? fresh / old[i] : 0;
      old[i] = fresh;
    }
  walk_multiply (tree, c, tree->up_stride + tree->clique_start[c], tree->ratio);
}

/* Collect to the root, P(e) from the messages' sums and the root's. */
static QdBeliefStatus
collect (QdBeliefTree *tree, const gint *stop)
{
  double mantissa = 1, root;
  int exponent = 0;

  for (guint i = tree->n_cliques; i-- > 1;)
    {
      int k;
      double sum = message_up (tree, tree->preorder[i]);

      if (sum == 0)
        return QD_BELIEF_IMPOSSIBLE;
      mantissa = frexp (mantissa * sum, &k);
      exponent += k;
      if (stopped (stop))
        return QD_BELIEF_STOPPED;
    }
  root = tree->n_cliques > 0 ? normalise (tree->potential[0], tree->clique_size[0]) : 1;
  if (root == 0)
    return QD_BELIEF_IMPOSSIBLE;
  /* a decision the evidence sets is chosen, not drawn: its 1 / card out */
  for (guint v = 0; v < tree->net->n_vars; v++)
    if (tree->evidence[v] >= 0 && tree->net->kind[v] == QD_BELIEF_DECISION)
      root *= tree->net->card[v];
  tree->evidence_probability = ldexp (mantissa * root, exponent);
  return QD_BELIEF_OK;
}

QdBeliefStatus
qd_belief_tree_propagate (QdBeliefTree *tree, const gint *evidence, const gint *stop)
{
  const QdBeliefNet *net = tree->net;
  QdBeliefStatus status;

  tree->calibrated = FALSE;
  tree->evidence_probability = 0;
  for (guint v = 0; v < net->n_vars; v++)
    {
      gboolean observed = evidence != NULL && evidence[v] >= 0 && net->kind[v] != QD_BELIEF_UTILITY;

      g_return_val_if_fail (!observed || (guint) evidence[v] < net->card[v], QD_BELIEF_IMPOSSIBLE);
      tree->evidence[v] = observed ? evidence[v] : -1;
      tree->marginal_ready[v] = FALSE;
    }
  for (guint c = 0; c < tree->n_cliques; c++)
    {
      load (tree, c);
      if (stopped (stop))
        return QD_BELIEF_STOPPED;
    }
  status = collect (tree, stop);
  if (status != QD_BELIEF_OK)
    return status;
  for (guint i = 1; i < tree->n_cliques; i++)
    {
      message_down (tree, tree->preorder[i]);
      if (stopped (stop))
        return QD_BELIEF_STOPPED;
    }
  tree->calibrated = TRUE;
  return QD_BELIEF_OK;
}

const double *
qd_belief_tree_marginal (QdBeliefTree *tree, guint var)
{
  guint c, n, k = 0;
  gsize after = 1;
  double *m;

  g_return_val_if_fail (tree->calibrated && var < tree->net->n_vars, NULL);
  if ((c = tree->home[var]) == G_MAXUINT)
    return NULL;
  m = tree->marginal + tree->marginal_start[var];
  if (tree->marginal_ready[var])
    return m;
  n = tree->clique_start[c + 1] - tree->clique_start[c];
  while (tree->clique_vars[tree->clique_start[c] + k] != var)
    k++;
  for (guint l = k + 1; l < n; l++)
    after *= tree->clique_card[tree->clique_start[c] + l];
  for (guint s = 0; s < tree->net->card[var]; s++)
    m[s] = 0;
  for (gsize i = 0; i < tree->clique_size[c]; i++)
    m[(i / after) % tree->net->card[var]] += tree->potential[c][i];
  normalise (m, tree->net->card[var]);
  tree->marginal_ready[var] = TRUE;
  return m;
}

double
qd_belief_tree_evidence_probability (const QdBeliefTree *tree)
{
  return tree->calibrated ? tree->evidence_probability : 0;
}
