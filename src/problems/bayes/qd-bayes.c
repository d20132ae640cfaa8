/* qd-bayes.c — the named network (qd-bayes.h): nodes, look-ups, and the
 * engine's view of it, rebuilt after an edit when asked for. */
#include "config.h"
#include "qd-bayes.h"
#include "qd-bayes-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-text.h"

G_DEFINE_QUARK (qd-bayes-error-quark, qd_bayes_error)

/* ---- nodes */

void
qd_bayes_node_clear (QdBayesNode *node)
{
  g_clear_pointer (&node->name, g_free);
  g_clear_pointer (&node->states, g_strfreev);
  g_clear_pointer (&node->parents, g_free);
  g_clear_pointer (&node->table, g_free);
}

static void
node_copy (const QdBayesNode *from, QdBayesNode *to, gsize n_rows)
{
  *to = *from;
  to->name = g_strdup (from->name);
  to->states = g_strdupv (from->states);
  to->parents = g_memdup2 (from->parents, sizeof (guint) * from->n_parents);
  to->table = from->table != NULL ? g_memdup2 (from->table, sizeof (double) * n_rows * from->n_states) : NULL;
}

/* ---- the network */

QdBayesNet *
qd_bayes_net_new (const char *name)
{
  QdBayesNet *net = g_new0 (QdBayesNet, 1);

  net->name = g_strdup (name != NULL && *name != '\0' ? name : "unknown");
  net->nodes = g_array_new (FALSE, TRUE, sizeof (QdBayesNode));
  g_array_set_clear_func (net->nodes, (GDestroyNotify) qd_bayes_node_clear);
  return net;
}

QdBayesNet *
qd_bayes_net_copy (const QdBayesNet *net)
{
  QdBayesNet *copy = qd_bayes_net_new (net->name);

  g_array_set_size (copy->nodes, net->nodes->len);
  for (guint i = 0; i < net->nodes->len; i++)
    {
      const QdBayesNode *node = qd_bayes_net_node (net, i);

      node_copy (node, qd_bayes_net_node (copy, i), qd_bayes_node_n_rows (net, node));
    }
  return copy;
}

static void
numbers_clear (QdBayesNet *net)
{
  g_clear_pointer (&net->numbers_card, g_free);
  g_clear_pointer (&net->numbers_parent_start, g_free);
  g_clear_pointer (&net->numbers_parents, g_free);
  g_clear_pointer (&net->numbers_kind, g_free);
  g_clear_pointer (&net->numbers_table, g_free);
  for (guint i = 0; net->numbers_ordered != NULL && i < net->numbers.n_vars; i++)
    qd_factor_free (net->numbers_ordered[i]);
  g_clear_pointer (&net->numbers_ordered, g_free);
  memset (&net->numbers, 0, sizeof net->numbers);
  net->numbers_valid = FALSE;
}

void
qd_bayes_net_free (QdBayesNet *net)
{
  if (net == NULL)
    return;
  numbers_clear (net);
  g_array_unref (net->nodes);
  g_free (net->name);
  g_free (net);
}

void
qd_bayes_net_changed (QdBayesNet *net)
{
  net->numbers_valid = FALSE;
}

guint
qd_bayes_net_append (QdBayesNet *net, QdBayesNode *node)
{
  g_array_append_vals (net->nodes, node, 1);
  memset (node, 0, sizeof *node);
  qd_bayes_net_changed (net);
  return net->nodes->len - 1;
}

guint
qd_bayes_net_n_nodes (const QdBayesNet *net)
{
  return net->nodes->len;
}

QdBayesNode *
qd_bayes_net_node (const QdBayesNet *net, guint index)
{
  g_return_val_if_fail (index < net->nodes->len, NULL);
  return &g_array_index (net->nodes, QdBayesNode, index);
}

gint
qd_bayes_net_find (const QdBayesNet *net, const char *name)
{
  for (guint i = 0; i < net->nodes->len; i++)
    if (strcmp (g_array_index (net->nodes, QdBayesNode, i).name, name) == 0)
      return (gint) i;
  return -1;
}

gint
qd_bayes_node_find_state (const QdBayesNode *node, const char *state)
{
  for (guint s = 0; node->states != NULL && s < node->n_states; s++)
    if (strcmp (node->states[s], state) == 0)
      return (gint) s;
  return -1;
}

gint
qd_bayes_net_decision (const QdBayesNet *net)
{
  for (guint i = 0; i < net->nodes->len; i++)
    if (g_array_index (net->nodes, QdBayesNode, i).kind == QD_BELIEF_DECISION)
      return (gint) i;
  return -1;
}

/* ---- the engine's view */

const QdBeliefNet *
qd_bayes_net_numbers (QdBayesNet *net)
{
  guint n = net->nodes->len, arcs = 0;

  if (net->numbers_valid)
    return &net->numbers;
  numbers_clear (net);
  for (guint i = 0; i < n; i++)
    arcs += qd_bayes_net_node (net, i)->n_parents;
  net->numbers_card = g_new (guint, MAX (n, 1));
  net->numbers_kind = g_new (QdBeliefKind, MAX (n, 1));
  net->numbers_parent_start = g_new (guint, n + 1);
  net->numbers_parents = g_new (guint, MAX (arcs, 1));
  net->numbers_table = g_new0 (const double *, MAX (n, 1));
  net->numbers_parent_start[0] = 0;
  for (guint i = 0; i < n; i++)
    {
      const QdBayesNode *node = qd_bayes_net_node (net, i);
      guint start = net->numbers_parent_start[i];

      net->numbers_card[i] = node->kind == QD_BELIEF_UTILITY ? 1 : node->n_states;
      net->numbers_kind[i] = node->kind;
      if (node->n_parents > 0)   /* a root's parents may be NULL: memcpy's argument must not be */
        memcpy (net->numbers_parents + start, node->parents, sizeof (guint) * node->n_parents);
      net->numbers_parent_start[i + 1] = start + node->n_parents;
      net->numbers_table[i] = node->kind == QD_BELIEF_DECISION ? NULL : node->table;
    }
  net->numbers = (QdBeliefNet) {
    .n_vars = n,
    .card = net->numbers_card,
    .kind = net->numbers_kind,
    .parent_start = net->numbers_parent_start,
    .parents = net->numbers_parents,
    .table = net->numbers_table,
  };
  net->numbers_ordered = g_new0 (QdFactor *, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    net->numbers_ordered[i] = qd_belief_ordered_factor (&net->numbers, i);
  net->numbers.ordered = (const QdFactor *const *) net->numbers_ordered;
  net->numbers_valid = TRUE;
  return &net->numbers;
}

/* ---- files */

gboolean
qd_bayes_text_begin (const char **text, gsize *len, gsize *skip, GError **error)
{
  if (*text == NULL)
    *text = "", *len = 0;
  if (*len == (gsize) -1)
    *len = strlen (*text);
  if (*len > QD_BAYES_MAX_FILE_BYTES)
    return qd_bayes_parse_error (error, 0, _("the file holds %lu bytes, more than a network’s %u MB"),
                                 (gulong) *len, QD_BAYES_MAX_FILE_BYTES >> 20);
  if (!qd_text_validate (*text, *len, QD_BAYES_ERROR, QD_BAYES_ERROR_PARSE, error))
    return FALSE;
  *skip = qd_text_skip_bom (*text, *len);
  return TRUE;
}

/* XMLBIF when the first character that is not a blank (after a byte-order
 * mark) is '<'; BIF otherwise. */
QdBayesNet *
qd_bayes_net_parse (const char *text, gsize len, GError **error)
{
  gsize i;

  if (text == NULL)
    len = 0;
  else if (len == (gsize) -1)
    len = strlen (text);
  if (len > QD_BAYES_MAX_FILE_BYTES)   /* refused before a byte is read */
    return qd_bayes_net_parse_bif (text, len, error);
  for (i = len >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0; i < len; i++)
    if (!g_ascii_isspace (text[i]))
      break;
  if (i < len && text[i] == '<')
    return qd_bayes_net_parse_xmlbif (text, len, error);
  return qd_bayes_net_parse_bif (text, len, error);
}
