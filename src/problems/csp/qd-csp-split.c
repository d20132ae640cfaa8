/* qd-csp-split.c — arc consistency with domain splitting: a tree of AC-3
 * states (qd-csp-ac3.h), one per node. */
#include "config.h"
#include "qd-csp-split.h"

#include "qd-csp-ac3.h"

struct _QdCspSplit {
  const QdCsp *csp;
  GArray *nodes;            /* QdCspSplitNode */
  GPtrArray *states;        /* QdCspAc3 of each node */
};

/* Counts the values AC-3 removes while a node is made consistent. */
static void
count_removed (const QdCspAc3Step *step, gpointer user_data)
{
  guint *n = user_data;

  if (step->kind == QD_CSP_AC3_REVISE)
    *n += step->n_removed;
}

static guint
domain_count (const QdCsp *csp, const QdCspAc3 *state, guint var)
{
  const gboolean *domain = qd_csp_ac3_domain (state, var);
  guint n = 0;

  for (guint x = 0; x < qd_csp_domain_size (csp, var); x++)
    n += domain[x] != FALSE;
  return n;
}

/* The single values of a state whose domains all hold one. */
static void
state_values (const QdCsp *csp, const QdCspAc3 *state, gint *values)
{
  for (guint v = 0; v < qd_csp_n_variables (csp); v++)
    {
      const gboolean *domain = qd_csp_ac3_domain (state, v);

      values[v] = QD_CSP_UNASSIGNED;
      for (guint x = 0; x < qd_csp_domain_size (csp, v) && values[v] == QD_CSP_UNASSIGNED; x++)
        if (domain[x])
          values[v] = (gint) x;
    }
}

/* A consistent state's status: a solution when every domain is a single
 * value and every constraint holds on them (it does after AC-3 unless a
 * support search was cut off), else open. */
static QdCspSplitStatus
state_status (const QdCsp *csp, const QdCspAc3 *state, gint *values)
{
  if (qd_csp_ac3_wiped_out (state))
    return QD_CSP_SPLIT_FAILURE;
  for (guint v = 0; v < qd_csp_n_variables (csp); v++)
    if (domain_count (csp, state, v) > 1)
      return QD_CSP_SPLIT_OPEN;
  state_values (csp, state, values);
  for (guint c = 0; c < qd_csp_n_constraints (csp); c++)
    if (!qd_csp_constraint_check (csp, c, values))
      return QD_CSP_SPLIT_FAILURE;
  return QD_CSP_SPLIT_SOLUTION;
}

static guint
choose (const QdCsp *csp, const QdCspAc3 *state)
{
  for (guint v = 0; v < qd_csp_n_variables (csp); v++)
    if (domain_count (csp, state, v) > 1)
      return v;
  return G_MAXUINT;
}

/* `parent`'s state restricted to one half of var's values (the first
 * ceil(k/2) of its k values, or the rest), made arc consistent. */
static void
half_mask (const QdCsp *csp, const QdCspAc3 *parent, guint var, gboolean upper, gboolean *keep)
{
  guint size = qd_csp_domain_size (csp, var), k = domain_count (csp, parent, var), seen = 0;
  const gboolean *domain = qd_csp_ac3_domain (parent, var);

  for (guint x = 0; x < size; x++)
    {
      gboolean lower = domain[x] && seen++ < (k + 1) / 2;

      keep[x] = domain[x] && lower != upper;
    }
}

static QdCspAc3 *
half (const QdCsp *csp, const QdCspAc3 *parent, guint var, gboolean upper, gboolean *keep, guint *n_removed)
{
  QdCspAc3 *state = qd_csp_ac3_copy (parent);

  half_mask (csp, parent, var, upper, keep);
  *n_removed = 0;
  if (qd_csp_ac3_restrict (state, var, keep))
    qd_csp_ac3_finish (state, count_removed, n_removed);
  return state;
}

/* ------------------------------------------------------ the kept tree */

static guint
add_node (QdCspSplit *split, QdCspAc3 *state, guint parent, guint var, gboolean upper, guint64 revisions_before,
          guint n_removed)
{
  QdCspSplitNode node = { parent, var, upper, G_MAXUINT, { G_MAXUINT, G_MAXUINT }, QD_CSP_SPLIT_OPEN, 0, 0, 0 };
  g_autofree gint *values = g_new (gint, qd_csp_n_variables (split->csp) + 1);

  if (parent != G_MAXUINT)
    node.depth = g_array_index (split->nodes, QdCspSplitNode, parent).depth + 1;
  node.status = state_status (split->csp, state, values);
  node.revisions = qd_csp_ac3_revisions (state) - revisions_before;
  node.n_removed = n_removed;
  g_array_append_val (split->nodes, node);
  g_ptr_array_add (split->states, state);
  return split->nodes->len - 1;
}

QdCspSplit *
qd_csp_split_new (const QdCsp *csp)
{
  QdCspSplit *split = g_new0 (QdCspSplit, 1);
  QdCspAc3 *root = qd_csp_ac3_new (csp);
  guint n_removed = 0;

  split->csp = csp;
  split->nodes = g_array_new (FALSE, FALSE, sizeof (QdCspSplitNode));
  split->states = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_csp_ac3_free);
  qd_csp_ac3_finish (root, count_removed, &n_removed);
  add_node (split, root, G_MAXUINT, G_MAXUINT, FALSE, 0, n_removed);
  return split;
}

void
qd_csp_split_free (QdCspSplit *split)
{
  if (split == NULL)
    return;
  g_array_unref (split->nodes);
  g_ptr_array_unref (split->states);
  g_free (split);
}

guint
qd_csp_split_n_nodes (const QdCspSplit *split)
{
  return split->nodes->len;
}

const QdCspSplitNode *
qd_csp_split_node (const QdCspSplit *split, guint node)
{
  g_return_val_if_fail (node < split->nodes->len, NULL);
  return &g_array_index (split->nodes, QdCspSplitNode, node);
}

gboolean
qd_csp_split_has (const QdCspSplit *split, guint node, guint var, guint value)
{
  return qd_csp_ac3_has (g_ptr_array_index (split->states, node), var, value);
}

guint
qd_csp_split_count (const QdCspSplit *split, guint node, guint var)
{
  return domain_count (split->csp, g_ptr_array_index (split->states, node), var);
}

const gboolean *const *
qd_csp_split_domains (const QdCspSplit *split, guint node)
{
  return qd_csp_ac3_domains (g_ptr_array_index (split->states, node));
}

guint
qd_csp_split_choose (const QdCspSplit *split, guint node)
{
  if (qd_csp_split_node (split, node)->status != QD_CSP_SPLIT_OPEN)
    return G_MAXUINT;
  return choose (split->csp, g_ptr_array_index (split->states, node));
}

gboolean
qd_csp_split_split (QdCspSplit *split, guint node, guint var)
{
  const QdCspAc3 *state;
  guint children[2];

  g_return_val_if_fail (node < split->nodes->len && var < qd_csp_n_variables (split->csp), FALSE);
  state = g_ptr_array_index (split->states, node);
  if (qd_csp_split_node (split, node)->status != QD_CSP_SPLIT_OPEN || domain_count (split->csp, state, var) < 2)
    return FALSE;
  for (guint h = 0; h < 2; h++)
    {
      guint n_removed;
      g_autofree gboolean *keep = g_new (gboolean, qd_csp_domain_size (split->csp, var) + 1);
      QdCspAc3 *child = half (split->csp, state, var, h == 1, keep, &n_removed);

      children[h] = add_node (split, child, node, var, h == 1, qd_csp_ac3_revisions (state), n_removed);
    }
  {
    QdCspSplitNode *n = &g_array_index (split->nodes, QdCspSplitNode, node);

    n->status = QD_CSP_SPLIT_SPLIT;
    n->split_var = var;
    n->children[0] = children[0];
    n->children[1] = children[1];
  }
  return TRUE;
}

gboolean
qd_csp_split_half (const QdCspSplit *split, guint node, gboolean *keep)
{
  const QdCspSplitNode *n = qd_csp_split_node (split, node);

  if (n->parent == G_MAXUINT)
    return FALSE;
  half_mask (split->csp, g_ptr_array_index (split->states, n->parent), n->var, n->upper, keep);
  return TRUE;
}

void
qd_csp_split_values (const QdCspSplit *split, guint node, gint *values)
{
  state_values (split->csp, g_ptr_array_index (split->states, node), values);
}

/* ------------------------------------------------ depth first, unkept */

typedef struct {
  const QdCsp *csp;
  const QdCspSplitOptions *options;
  QdCspSplitStats *stats;
  gint *values;
  gboolean stopped;         /* the stop flag, or the caller said stop */
  gboolean done;            /* the first solution found (not all) */
} Solve;

static gboolean
stop_now (Solve *s)
{
  if (!s->stopped && s->options->stop != NULL && g_atomic_int_get (s->options->stop))
    s->stopped = TRUE;
  return s->stopped || s->done;
}

static gboolean
tell (Solve *s, const QdCspSplitNode *node, const gboolean *half, const gint *values)
{
  if (s->options->node != NULL && !s->options->node (s->options->user_data, node, half, values))
    s->stopped = TRUE;
  return !s->stopped;
}

/* Decides `state` (taken), the node `node` describes (`keep`: the half of
 * node->var its parent kept, NULL at the root), and what lies below. */
static void
solve_node (Solve *s, QdCspAc3 *state, QdCspSplitNode *node, const gboolean *keep)
{
  guint var;

  s->stats->nodes++;
  s->stats->revisions += node->revisions;
  node->status = state_status (s->csp, state, s->values);
  if (node->status != QD_CSP_SPLIT_OPEN)
    {
      gboolean solution = node->status == QD_CSP_SPLIT_SOLUTION;

      if (solution)
        s->stats->solutions++;
      tell (s, node, keep, solution ? s->values : NULL);
      if (solution && !s->options->all_solutions)
        s->done = TRUE;
      qd_csp_ac3_free (state);
      return;
    }
  var = choose (s->csp, state);
  node->status = QD_CSP_SPLIT_SPLIT;
  node->split_var = var;
  s->stats->splits++;
  if (!tell (s, node, keep, NULL))
    {
      qd_csp_ac3_free (state);
      return;
    }
  for (guint h = 0; h < 2 && !stop_now (s); h++)
    {
      QdCspSplitNode child = { 0, var, h == 1, G_MAXUINT, { G_MAXUINT, G_MAXUINT }, QD_CSP_SPLIT_OPEN,
                               node->depth + 1, 0, 0 };
      guint64 before = qd_csp_ac3_revisions (state);
      gboolean *half_values = g_new (gboolean, qd_csp_domain_size (s->csp, var) + 1);
      QdCspAc3 *next = half (s->csp, state, var, h == 1, half_values, &child.n_removed);

      child.revisions = qd_csp_ac3_revisions (next) - before;
      solve_node (s, next, &child, half_values);
      g_free (half_values);
    }
  qd_csp_ac3_free (state);
}

guint64
qd_csp_split_memory (const QdCsp *csp)
{
  guint n = qd_csp_n_variables (csp);
  guint64 levels = 1, state = 64 * (guint64) n + 256;

  /* Per variable: its domain (a gboolean a value), its value, its list of
   * constraints and three blocks' headers; per level: the state, the half
   * kept and the frame. */
  for (guint v = 0; v < n; v++)
    {
      guint size = qd_csp_domain_size (csp, v);

      state += 4 * (guint64) size + 4 * (guint64) qd_csp_degree (csp, v);
      levels += size > 1 ? g_bit_storage (size - 1) : 0;
    }
  return levels * state;
}

QdCspStatus
qd_csp_split_solve (const QdCsp *csp, const QdCspSplitOptions *options, QdCspSplitStats *stats)
{
  QdCspSplitStats local = { 0 };
  QdCspAc3 *root = qd_csp_ac3_new (csp);
  QdCspSplitNode node = { G_MAXUINT, G_MAXUINT, FALSE, G_MAXUINT, { G_MAXUINT, G_MAXUINT }, QD_CSP_SPLIT_OPEN, 0, 0,
                          0 };
  Solve s = { csp, options, stats != NULL ? stats : &local, g_new (gint, qd_csp_n_variables (csp) + 1), FALSE,
              FALSE };
  gint64 start = g_get_monotonic_time ();

  *s.stats = (QdCspSplitStats) { 0 };
  qd_csp_ac3_finish (root, count_removed, &node.n_removed);
  node.revisions = qd_csp_ac3_revisions (root);
  solve_node (&s, root, &node, NULL);
  g_free (s.values);
  s.stats->time_us = g_get_monotonic_time () - start;
  if (s.stopped)
    return QD_CSP_STOPPED;
  return s.stats->solutions > 0 ? QD_CSP_SOLVED : QD_CSP_NO_SOLUTION;
}
