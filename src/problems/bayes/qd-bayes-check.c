/* qd-bayes-check.c — the rules of qd-bayes.h that every network keeps,
 * whether read from a file (the error names the line) or edited in memory:
 * names, limits, tables, no cycle, one decision node at most. */
#include "config.h"
#include "qd-bayes.h"
#include "qd-bayes-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "core/qd-text.h"

/* ---- rows */

gsize
qd_bayes_node_n_rows (const QdBayesNet *net, const QdBayesNode *node)
{
  gsize rows = 1;

  for (guint k = 0; k < node->n_parents; k++)
    rows *= qd_bayes_net_node (net, node->parents[k])->n_states;
  return rows;
}

char *
qd_bayes_row_name (const QdBayesNet *net, const QdBayesNode *node, gsize row)
{
  GString *out = g_string_new (NULL);

  if (node->n_parents == 0)
    return g_string_free (out, FALSE);
  for (guint k = node->n_parents; k-- > 0;)
    {
      const QdBayesNode *parent = qd_bayes_net_node (net, node->parents[k]);

      /* Odometer order, the last parent fastest: peel from the end. */
      g_string_prepend (out, parent->states[row % parent->n_states]);
      if (k > 0)
        g_string_prepend (out, ", ");
      row /= parent->n_states;
    }
  g_string_prepend_c (out, '(');
  g_string_append_c (out, ')');
  return g_string_free (out, FALSE);
}

/* ---- names */

gboolean
qd_bayes_check_name (const char *name, gboolean state, guint line, GError **error)
{
  g_autofree char *quoted = qd_text_quote (name, -1);
  gboolean bad = FALSE;

  if (*name == '\0')
    return qd_bayes_parse_error (error, line, state ? _("a state has an empty name") : _("a node has an empty name"));
  /* Blanks at either end would not survive XMLBIF or typed evidence, both trimmed. */
  bad = g_ascii_isspace (name[0]) || g_ascii_isspace (name[strlen (name) - 1]);
  for (const char *p = name; *p != '\0' && !bad; p++)
    bad = *p == '"' || (guchar) *p < 0x20 || *p == 0x7f;
  if (bad || !g_utf8_validate (name, -1, NULL) || qd_text_find_invisible (name, strlen (name)) != 0)
    return qd_bayes_parse_error (error, line,
                                 state ? _("the state name “%s” holds a quote, an invisible character or blanks at an end")
                                       : _("the node name “%s” holds a quote, an invisible character or blanks at an end"),
                                 quoted);
  return TRUE;
}

gboolean
qd_bayes_name_needs_quotes (const char *name)
{
  if (*name == '\0' || strstr (name, "//") != NULL || strstr (name, "/*") != NULL)
    return TRUE;
  for (const char *p = name; *p != '\0'; p++)
    if (g_ascii_isspace (*p) || strchr ("{}()[];,|\"", *p) != NULL)
      return TRUE;
  return FALSE;
}

/* ---- limits */

gboolean
qd_bayes_check_family (const QdBayesNet *net, guint index, guint line, guint64 *entries, GError **error)
{
  const QdBayesNode *node = qd_bayes_net_node (net, index);
  guint64 size = node->n_states;

  if (node->n_parents > QD_BAYES_MAX_PARENTS)
    return qd_bayes_parse_error (error, line, _("%s has %u parents, more than %u"), node->name, node->n_parents,
                                 QD_BAYES_MAX_PARENTS);
  for (guint k = 0; k < node->n_parents; k++)
    {
      const QdBayesNode *parent = qd_bayes_net_node (net, node->parents[k]);

      if (parent->kind == QD_BELIEF_UTILITY)
        return qd_bayes_parse_error (error, line, _("the utility node %s cannot be a parent of %s"), parent->name,
                                     node->name);
      for (guint j = 0; j < k; j++)
        if (node->parents[j] == node->parents[k])
          return qd_bayes_parse_error (error, line, _("%s is a parent of %s twice"), parent->name, node->name);
      if (node->parents[k] == index)
        return qd_bayes_parse_error (error, line, _("%s is its own parent"), node->name);
      size *= parent->n_states;   /* each ≤ 1,024, so no overflow before the check below */
      if (size > QD_BAYES_MAX_TABLE)
        return qd_bayes_parse_error (error, line, _("the table of %s would hold more than %u entries"), node->name,
                                     QD_BAYES_MAX_TABLE);
    }
  if (node->kind != QD_BELIEF_DECISION && (*entries += size) > QD_BAYES_MAX_ENTRIES)
    return qd_bayes_parse_error (error, line, _("the tables would hold more than %u entries in all (at %s)"),
                                 QD_BAYES_MAX_ENTRIES, node->name);
  return TRUE;
}

/* ---- tables */

typedef enum { NOT_FINITE, OUTSIDE, SUM } RowProblem;

static gboolean
row_error (const QdBayesNet *net, const QdBayesNode *node, gsize row, guint line, GError **error,
           RowProblem problem, double value)
{
  g_autofree char *name = qd_bayes_row_name (net, node, row);
  g_autofree char *number = qd_format_number (value);

  if (node->n_parents == 0)
    return qd_bayes_parse_error (error, line,
                                 problem == NOT_FINITE ? _("the table of %s holds a value that is not a finite number: %s")
                                 : problem == OUTSIDE  ? _("the table of %s holds a probability outside [0, 1]: %s")
                                                       : _("the table of %s sums to a number other than 1: %s"),
                                 node->name, number);
  return qd_bayes_parse_error (error, line,
                               problem == NOT_FINITE ? _("the row %s of %s holds a value that is not a finite number: %s")
                               : problem == OUTSIDE  ? _("the row %s of %s holds a probability outside [0, 1]: %s")
                                                     : _("the row %s of %s sums to a number other than 1: %s"),
                               name, node->name, number);
}

gboolean
qd_bayes_check_row (const QdBayesNet *net, guint index, gsize row, guint line, GError **error)
{
  const QdBayesNode *node = qd_bayes_net_node (net, index);
  const double *values = node->table + row * node->n_states;
  double sum = 0;

  if (node->kind == QD_BELIEF_DECISION)
    return TRUE;
  for (guint s = 0; s < node->n_states; s++)
    {
      if (!isfinite (values[s]))
        return row_error (net, node, row, line, error, NOT_FINITE, values[s]);
      if (node->kind == QD_BELIEF_CHANCE && (values[s] < 0 || values[s] > 1))
        return row_error (net, node, row, line, error, OUTSIDE, values[s]);
      sum += values[s];
    }
  if (node->kind == QD_BELIEF_CHANCE && fabs (sum - 1) > QD_BAYES_ROW_TOLERANCE)
    return row_error (net, node, row, line, error, SUM, sum);
  return TRUE;
}

/* ---- structure */

/* A cycle among the arcs by a depth-first walk up the parents (no
 * recursion: a chain of 100,000 nodes is allowed): the nodes of the first
 * found, in the arcs' direction, into CYCLE; its length, 0 when none. */
static guint
find_cycle (const QdBayesNet *net, guint *cycle)
{
  guint n = net->nodes->len, found = 0;
  g_autofree guint8 *colour = g_new0 (guint8, n);   /* 0 new, 1 on the walk, 2 done */
  g_autofree guint *stack = g_new (guint, n), *next = g_new (guint, n);

  for (guint root = 0; root < n && found == 0; root++)
    {
      guint depth = 0;

      if (colour[root] != 0)
        continue;
      stack[depth] = root, next[depth++] = 0, colour[root] = 1;
      while (depth > 0 && found == 0)
        {
          const QdBayesNode *node = qd_bayes_net_node (net, stack[depth - 1]);
          guint k = next[depth - 1]++;

          if (k == node->n_parents)
            colour[stack[--depth]] = 2;
          else if (colour[node->parents[k]] == 0)
            stack[depth] = node->parents[k], next[depth++] = 0, colour[node->parents[k]] = 1;
          else if (colour[node->parents[k]] == 1)
            /* The walk from that parent down to here, read back: the arcs' way. */
            for (guint d = depth; d-- > 0 && (found == 0 || stack[d + 1] != node->parents[k]);)
              cycle[found++] = stack[d];
        }
    }
  return found;
}

gboolean
qd_bayes_check_structure (const QdBayesNet *net, GError **error)
{
  g_autofree guint *cycle = g_new (guint, MAX (net->nodes->len, 1));
  guint n_cycle = find_cycle (net, cycle);
  gint decision = -1;

  if (n_cycle > 0)
    {
      GString *names = g_string_new (NULL);
      g_autofree char *text = NULL;

      for (guint i = 0; i <= n_cycle; i++)
        g_string_append_printf (names, "%s%s", i > 0 ? " → " : "", qd_bayes_net_node (net, cycle[i % n_cycle])->name);
      text = g_string_free (names, FALSE);
      return qd_bayes_parse_error (error, qd_bayes_net_node (net, cycle[0])->line, _("the arcs make a cycle: %s"),
                                   text);
    }
  for (guint i = 0; i < net->nodes->len; i++)
    {
      const QdBayesNode *node = qd_bayes_net_node (net, i);

      if (node->kind != QD_BELIEF_DECISION)
        continue;
      if (decision >= 0)
        return qd_bayes_parse_error (error, node->line, _("a second decision node, %s (the first is %s): "
                                                          "a network has at most one"),
                                     node->name, qd_bayes_net_node (net, decision)->name);
      decision = (gint) i;
    }
  return TRUE;
}

/* ---- numbers and properties */

gboolean
qd_bayes_read_number (const char *p, gsize length, double *value)
{
  char buffer[64];
  char *end = NULL;
  gsize i = 0;

  if (length == 0 || length >= sizeof buffer)
    return FALSE;
  /* Decimal only: strtod would take "nan", "inf" and hexadecimal. */
  for (i = 0; i < length; i++)
    if (!g_ascii_isdigit (p[i]) && strchr ("+-.eE", p[i]) == NULL)
      return FALSE;
  memcpy (buffer, p, length);
  buffer[length] = '\0';
  *value = g_ascii_strtod (buffer, &end);
  return end == buffer + length && isfinite (*value);
}

/* "position = (X, Y)": the words of BIF's and XMLBIF's property. */
gboolean
qd_bayes_read_position (const char *text, gsize length, double *x, double *y)
{
  const char *end = text + length, *comma, *close;

  qd_text_trim (&text, &length);
  if (length < 8 || strncmp (text, "position", 8) != 0)
    return FALSE;
  text += 8;
  while (text < end && (g_ascii_isspace (*text) || *text == '=' || *text == '('))
    text++;
  comma = memchr (text, ',', (gsize) (end - text));
  close = memchr (text, ')', (gsize) (end - text));
  if (comma == NULL || close == NULL || close < comma)
    return FALSE;
  {
    const char *a = text, *b = comma + 1;
    gsize la = (gsize) (comma - text), lb = (gsize) (close - b);

    qd_text_trim (&a, &la);
    qd_text_trim (&b, &lb);
    return qd_bayes_read_number (a, la, x) && qd_bayes_read_number (b, lb, y);
  }
}
