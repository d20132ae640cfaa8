/* qd-bayes-edit.c — the editor's operations on a network (qd-bayes.h): each
 * keeps the rules of the header or refuses with an error naming the node
 * and changes nothing; and qd_bayes_net_check, the same rules on a whole
 * network made or changed in memory. */
#include "config.h"
#include "qd-bayes.h"
#include "qd-bayes-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

/* An edit's refusal. */
#define refuse(error, ...) qd_bayes_fail (error, QD_BAYES_ERROR_INVALID, 0, __VA_ARGS__)

/* A check's error (made for a file's line) as an edit's refusal. */
static gboolean
as_invalid (GError **error)
{
  if (error != NULL && *error != NULL)
    (*error)->code = QD_BAYES_ERROR_INVALID;
  return FALSE;
}

static guint64
total_entries (const QdBayesNet *net)
{
  guint64 total = 0;

  for (guint i = 0; i < qd_bayes_net_n_nodes (net); i++)
    {
      const QdBayesNode *node = qd_bayes_net_node (net, i);

      if (node->kind != QD_BELIEF_DECISION)
        total += (guint64) qd_bayes_node_n_rows (net, node) * node->n_states;
    }
  return total;
}

static gboolean
check_new_name (const QdBayesNet *net, const char *name, gint except, GError **error)
{
  gint other;

  if (!qd_bayes_check_name (name, FALSE, 0, error))
    return as_invalid (error);
  if ((other = qd_bayes_net_find (net, name)) >= 0 && other != except)
    return refuse (error, _("a node is already named %s"), name);
  return TRUE;
}

/* ---- nodes */

gint
qd_bayes_net_add_node (QdBayesNet *net, const char *name, QdBeliefKind kind, double x, double y, GError **error)
{
  static const char *const two[] = { "yes", "no", NULL };
  QdBayesNode node = { .kind = kind, .has_position = TRUE, .x = x, .y = y };

  if (!check_new_name (net, name, -1, error))
    return -1;
  if (qd_bayes_net_n_nodes (net) >= QD_BAYES_MAX_NODES)
    return refuse (error, _("a network holds at most %u nodes"), QD_BAYES_MAX_NODES), -1;
  if (kind == QD_BELIEF_DECISION && qd_bayes_net_decision (net) >= 0)
    return refuse (error, _("the network has a decision node already, %s: it may have only one"),
                   qd_bayes_net_node (net, (guint) qd_bayes_net_decision (net))->name), -1;
  if (!isfinite (x) || !isfinite (y))
    return refuse (error, _("a node’s position must be finite")), -1;
  node.name = g_strdup (name);
  node.n_states = kind == QD_BELIEF_UTILITY ? 1 : 2;
  node.states = kind == QD_BELIEF_UTILITY ? NULL : g_strdupv ((char **) two);
  if (kind == QD_BELIEF_CHANCE)
    node.table = g_new (double, 2), node.table[0] = node.table[1] = 0.5;
  else if (kind == QD_BELIEF_UTILITY)
    node.table = g_new0 (double, 1);
  return (gint) qd_bayes_net_append (net, &node);
}

gboolean
qd_bayes_net_rename (QdBayesNet *net, guint index, const char *name, GError **error)
{
  QdBayesNode *node;

  g_return_val_if_fail (index < qd_bayes_net_n_nodes (net), FALSE);
  if (!check_new_name (net, name, (gint) index, error))
    return FALSE;
  node = qd_bayes_net_node (net, index);
  g_free (node->name);
  node->name = g_strdup (name);
  return TRUE;
}

/* ---- arcs */

static gint
parent_place (const QdBayesNode *node, guint parent)
{
  for (guint k = 0; k < node->n_parents; k++)
    if (node->parents[k] == parent)
      return (gint) k;
  return -1;
}

/* The path CHILD → … → PARENT if PARENT descends from CHILD (so that
 * PARENT → CHILD would close a cycle), as names; NULL otherwise. */
static char *
path_up (const QdBayesNet *net, guint parent, guint child)
{
  guint n = qd_bayes_net_n_nodes (net);
  g_autofree gint *next = g_new (gint, n);   /* next[v]: the child through which v was reached, -1 unseen */
  g_autofree guint *queue = g_new (guint, n);
  guint head = 0, tail = 0;
  GString *path;

  for (guint v = 0; v < n; v++)
    next[v] = -1;
  next[parent] = (gint) parent, queue[tail++] = parent;
  while (head < tail && next[child] < 0)
    {
      const QdBayesNode *node = qd_bayes_net_node (net, queue[head]);

      for (guint k = 0; k < node->n_parents; k++)
        if (next[node->parents[k]] < 0)
          next[node->parents[k]] = (gint) queue[head], queue[tail++] = node->parents[k];
      head++;
    }
  if (next[child] < 0)
    return NULL;
  path = g_string_new (qd_bayes_net_node (net, child)->name);
  for (guint v = child; v != parent;)
    {
      v = (guint) next[v];
      g_string_append_printf (path, " → %s", qd_bayes_net_node (net, v)->name);
    }
  g_string_append_printf (path, " → %s", qd_bayes_net_node (net, child)->name);
  return g_string_free (path, FALSE);
}

static gboolean
check_arc (const QdBayesNet *net, guint parent, guint child, GError **error)
{
  const QdBayesNode *p = qd_bayes_net_node (net, parent), *c = qd_bayes_net_node (net, child);
  guint64 size = (guint64) qd_bayes_node_n_rows (net, c) * c->n_states * p->n_states;
  g_autofree char *cycle = NULL;

  if (parent == child)
    return refuse (error, _("%s cannot be its own parent"), c->name);
  if (p->kind == QD_BELIEF_UTILITY)
    return refuse (error, _("the utility node %s cannot be a parent"), p->name);
  if (parent_place (c, parent) >= 0)
    return refuse (error, _("%s is a parent of %s already"), p->name, c->name);
  if (c->n_parents >= QD_BAYES_MAX_PARENTS)
    return refuse (error, _("%s has %u parents, the most a node may have"), c->name, c->n_parents);
  if (c->kind != QD_BELIEF_DECISION && size > QD_BAYES_MAX_TABLE)
    return refuse (error, _("the table of %s would hold more than %u entries"), c->name, QD_BAYES_MAX_TABLE);
  if (c->kind != QD_BELIEF_DECISION &&
      total_entries (net) + size - size / p->n_states > QD_BAYES_MAX_ENTRIES)
    return refuse (error, _("the tables would hold more than %u entries in all"), QD_BAYES_MAX_ENTRIES);
  if ((cycle = path_up (net, parent, child)) != NULL)
    return refuse (error, _("the arc %s → %s would make a cycle: %s"), p->name, c->name, cycle);
  return TRUE;
}

gboolean
qd_bayes_net_add_arc (QdBayesNet *net, guint parent, guint child, GError **error)
{
  QdBayesNode *node;
  guint card;
  gsize rows;

  g_return_val_if_fail (parent < qd_bayes_net_n_nodes (net) && child < qd_bayes_net_n_nodes (net), FALSE);
  if (!check_arc (net, parent, child, error))
    return FALSE;
  node = qd_bayes_net_node (net, child);
  card = qd_bayes_net_node (net, parent)->n_states;
  rows = qd_bayes_node_n_rows (net, node);
  if (node->table != NULL)
    {
      double *table = g_new (double, rows * card * node->n_states);

      /* The new parent comes last, so it is the fastest: each old row repeated. */
      for (gsize row = 0; row < rows; row++)
        for (guint s = 0; s < card; s++)
          memcpy (table + (row * card + s) * node->n_states, node->table + row * node->n_states,
                  sizeof (double) * node->n_states);
      g_free (node->table);
      node->table = table;
    }
  node->parents = g_renew (guint, node->parents, node->n_parents + 1);
  node->parents[node->n_parents++] = parent;
  qd_bayes_net_changed (net);
  return TRUE;
}

/* Drops the parent at place K from NODE, keeping the rows where it took its
 * first state. */
static void
drop_parent (QdBayesNet *net, QdBayesNode *node, guint k)
{
  guint card = qd_bayes_net_node (net, node->parents[k])->n_states;
  gsize rows = qd_bayes_node_n_rows (net, node), inner = 1;

  for (guint j = k + 1; j < node->n_parents; j++)
    inner *= qd_bayes_net_node (net, node->parents[j])->n_states;
  if (node->table != NULL)
    {
      gsize new_rows = rows / card;
      double *table = g_new (double, new_rows * node->n_states);

      /* Row r' = (outer, inner) over the other parents is old row (outer, 0, inner). */
      for (gsize row = 0; row < new_rows; row++)
        memcpy (table + row * node->n_states, node->table + ((row / inner) * card * inner + row % inner) * node->n_states,
                sizeof (double) * node->n_states);
      g_free (node->table);
      node->table = table;
    }
  memmove (node->parents + k, node->parents + k + 1, sizeof (guint) * (node->n_parents - k - 1));
  node->n_parents--;
}

gboolean
qd_bayes_net_remove_arc (QdBayesNet *net, guint parent, guint child, GError **error)
{
  QdBayesNode *node;
  gint k;

  g_return_val_if_fail (parent < qd_bayes_net_n_nodes (net) && child < qd_bayes_net_n_nodes (net), FALSE);
  node = qd_bayes_net_node (net, child);
  if ((k = parent_place (node, parent)) < 0)
    return refuse (error, _("%s is not a parent of %s"), qd_bayes_net_node (net, parent)->name, node->name);
  drop_parent (net, node, (guint) k);
  qd_bayes_net_changed (net);
  return TRUE;
}

gboolean
qd_bayes_net_remove_node (QdBayesNet *net, guint index, GError **error)
{
  g_return_val_if_fail (index < qd_bayes_net_n_nodes (net), FALSE);
  for (guint i = 0; i < qd_bayes_net_n_nodes (net); i++)
    {
      QdBayesNode *node = qd_bayes_net_node (net, i);
      gint k = parent_place (node, index);

      if (k >= 0)
        drop_parent (net, node, (guint) k);
      for (guint j = 0; j < node->n_parents; j++)
        node->parents[j] -= node->parents[j] > index;
    }
  g_array_remove_index (net->nodes, index);
  qd_bayes_net_changed (net);
  return TRUE;
}

/* ---- states and rows */

/* Where each new state's numbers come from: the old state of its name, or
 * (a renamed state) the one at its place whose name is gone; -1 new. */
static gint *
map_states (const QdBayesNode *node, const char *const *states, guint n)
{
  gint *from = g_new (gint, n);

  for (guint i = 0; i < n; i++)
    {
      gboolean gone = n == node->n_states;

      for (guint j = 0; j < n && gone; j++)
        gone = strcmp (states[j], node->states[i]) != 0;
      from[i] = qd_bayes_node_find_state (node, states[i]);
      if (from[i] < 0 && gone)
        from[i] = (gint) i;
    }
  return from;
}

static gboolean
check_states (const QdBayesNet *net, guint index, const char *const *states, guint n, GError **error)
{
  const QdBayesNode *node = qd_bayes_net_node (net, index);
  guint64 total = total_entries (net);

  if (node->kind == QD_BELIEF_UTILITY)
    return refuse (error, _("the utility node %s has no states"), node->name);
  if (n < 1 || n > QD_BAYES_MAX_STATES)
    return refuse (error, _("%s must have from 1 to %u states"), node->name, QD_BAYES_MAX_STATES);
  for (guint i = 0; i < n; i++)
    {
      if (!qd_bayes_check_name (states[i], TRUE, 0, error))
        return as_invalid (error);
      for (guint j = 0; j < i; j++)
        if (strcmp (states[i], states[j]) == 0)
          return refuse (error, _("%s would have the state %s twice"), node->name, states[i]);
    }
  for (guint c = 0; c < qd_bayes_net_n_nodes (net); c++)
    {
      const QdBayesNode *child = qd_bayes_net_node (net, c);
      guint64 size = (guint64) qd_bayes_node_n_rows (net, child) * child->n_states;

      if ((c != index && parent_place (child, index) < 0) || child->kind == QD_BELIEF_DECISION)
        continue;
      if (size / node->n_states * n > QD_BAYES_MAX_TABLE)
        return refuse (error, _("the table of %s would hold more than %u entries"), child->name, QD_BAYES_MAX_TABLE);
      total = total - size + size / node->n_states * n;
    }
  if (total > QD_BAYES_MAX_ENTRIES)
    return refuse (error, _("the tables would hold more than %u entries in all"), QD_BAYES_MAX_ENTRIES);
  return TRUE;
}

/* The node's own rows: kept entries, new ones 0, each row renormalised (a
 * row of zeros made uniform). */
static void
remap_own_rows (QdBayesNet *net, QdBayesNode *node, const gint *from, guint n)
{
  gsize rows = qd_bayes_node_n_rows (net, node);
  double *table = g_new (double, rows * n);

  for (gsize row = 0; row < rows; row++)
    {
      double *out = table + row * n, sum = 0;

      for (guint i = 0; i < n; i++)
        sum += out[i] = from[i] >= 0 ? node->table[row * node->n_states + (guint) from[i]] : 0;
      for (guint i = 0; i < n; i++)
        out[i] = sum > 0 ? out[i] / sum : 1.0 / n;
    }
  g_free (node->table);
  node->table = table;
}

/* A child's rows over the node at place K: a kept state's rows as they
 * were, a new state's uniform (a utility's 0). */
static void
remap_child_rows (QdBayesNet *net, QdBayesNode *child, guint k, guint old_n, const gint *from, guint n)
{
  gsize inner = 1, outer = qd_bayes_node_n_rows (net, child) / old_n, width = child->n_states;
  double *table;

  for (guint j = k + 1; j < child->n_parents; j++)
    inner *= qd_bayes_net_node (net, child->parents[j])->n_states;
  outer /= inner;
  table = g_new (double, outer * n * inner * width);
  for (gsize o = 0; o < outer; o++)
    for (guint s = 0; s < n; s++)
      for (gsize i = 0; i < inner; i++)
        {
          double *out = table + ((o * n + s) * inner + i) * width;

          if (from[s] >= 0)
            memcpy (out, child->table + ((o * old_n + (guint) from[s]) * inner + i) * width, sizeof (double) * width);
          else
            for (gsize x = 0; x < width; x++)
              out[x] = child->kind == QD_BELIEF_UTILITY ? 0 : 1.0 / (double) width;
        }
  g_free (child->table);
  child->table = table;
}

gboolean
qd_bayes_net_set_states (QdBayesNet *net, guint index, const char *const *states, guint n, GError **error)
{
  QdBayesNode *node;
  g_autofree gint *from = NULL;
  guint old_n;

  g_return_val_if_fail (index < qd_bayes_net_n_nodes (net), FALSE);
  if (!check_states (net, index, states, n, error))
    return FALSE;
  node = qd_bayes_net_node (net, index);
  old_n = node->n_states;
  from = map_states (node, states, n);
  for (guint c = 0; c < qd_bayes_net_n_nodes (net); c++)
    {
      QdBayesNode *child = qd_bayes_net_node (net, c);
      gint k = parent_place (child, index);

      if (k >= 0 && child->table != NULL)
        remap_child_rows (net, child, (guint) k, old_n, from, n);
    }
  if (node->table != NULL)
    remap_own_rows (net, node, from, n);
  g_strfreev (node->states);
  node->states = g_new (char *, n + 1);
  for (guint i = 0; i < n; i++)
    node->states[i] = g_strdup (states[i]);
  node->states[n] = NULL;
  node->n_states = n;
  qd_bayes_net_changed (net);
  return TRUE;
}

gboolean
qd_bayes_net_set_row (QdBayesNet *net, guint index, guint row, const double *values, GError **error)
{
  QdBayesNode *node;
  g_autofree double *saved = NULL;
  gsize bytes;

  g_return_val_if_fail (index < qd_bayes_net_n_nodes (net), FALSE);
  node = qd_bayes_net_node (net, index);
  if (node->table == NULL)
    return refuse (error, _("the decision %s has no table"), node->name);
  if (row >= qd_bayes_node_n_rows (net, node))
    return refuse (error, _("%s has no row %u"), node->name, row);
  bytes = sizeof (double) * node->n_states;
  saved = g_memdup2 (node->table + (gsize) row * node->n_states, bytes);
  memcpy (node->table + (gsize) row * node->n_states, values, bytes);
  if (!qd_bayes_check_row (net, index, row, 0, error))
    {
      memcpy (node->table + (gsize) row * node->n_states, saved, bytes);
      return as_invalid (error);
    }
  qd_bayes_net_changed (net);
  return TRUE;
}

/* ---- the whole network */

static gboolean
check_node (const QdBayesNet *net, guint index, guint64 *entries, GError **error)
{
  const QdBayesNode *node = qd_bayes_net_node (net, index);
  gint other = qd_bayes_net_find (net, node->name);

  if (!qd_bayes_check_name (node->name, FALSE, 0, error))
    return FALSE;
  if (other != (gint) index)
    return refuse (error, _("two nodes are named %s"), node->name);
  if (node->kind == QD_BELIEF_UTILITY ? node->n_states != 1 || node->states != NULL
                                      : node->n_states < 1 || node->n_states > QD_BAYES_MAX_STATES ||
                                          node->states == NULL || g_strv_length (node->states) != node->n_states)
    return refuse (error, _("%s has a wrong number of states"), node->name);
  for (guint s = 0; node->states != NULL && s < node->n_states; s++)
    if (!qd_bayes_check_name (node->states[s], TRUE, 0, error) || qd_bayes_node_find_state (node, node->states[s]) != (gint) s)
      return error != NULL && *error != NULL ? FALSE : refuse (error, _("%s has the state %s twice"), node->name,
                                                               node->states[s]);
  for (guint k = 0; k < node->n_parents; k++)
    if (node->parents[k] >= qd_bayes_net_n_nodes (net))
      return refuse (error, _("%s has a parent that is not a node"), node->name);
  if (!qd_bayes_check_family (net, index, 0, entries, error))
    return FALSE;
  if ((node->kind == QD_BELIEF_DECISION) != (node->table == NULL))
    return refuse (error, node->table == NULL ? _("%s has no table") : _("the decision %s has a table"), node->name);
  for (gsize row = 0; node->table != NULL && row < qd_bayes_node_n_rows (net, node); row++)
    if (!qd_bayes_check_row (net, index, row, 0, error))
      return FALSE;
  return TRUE;
}

gboolean
qd_bayes_net_check (QdBayesNet *net, GError **error)
{
  guint64 entries = 0;

  if (qd_bayes_net_n_nodes (net) > QD_BAYES_MAX_NODES)
    return refuse (error, _("a network holds at most %u nodes"), QD_BAYES_MAX_NODES);
  for (guint i = 0; i < qd_bayes_net_n_nodes (net); i++)
    if (!check_node (net, i, &entries, error))
      return as_invalid (error);
  if (!qd_bayes_check_structure (net, error))
    return as_invalid (error);
  return TRUE;
}
