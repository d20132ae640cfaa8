/* qd-bayes-write.c — writing a network as BIF (the problem's own format)
 * and as XMLBIF 0.3; both read back to the same network.
 *
 * BIF is written in bnlearn's layout, with Quandary's decision and utility
 * blocks, positions as properties, and each conditional table's rows named
 * in odometer order (the last parent fastest: the engine's order; bnlearn
 * writes the first parent fastest, and a reader finds rows by their names
 * either way).  Numbers are the shortest that read back the same. */
#include "config.h"
#include "qd-bayes.h"
#include "qd-bayes-private.h"

#include <string.h>

#include "core/qd-format.h"

/* ---- BIF */

static void
append_name (GString *out, const char *name)
{
  if (qd_bayes_name_needs_quotes (name))
    g_string_append_printf (out, "\"%s\"", name);
  else
    g_string_append (out, name);
}

static void
append_number (GString *out, double value)
{
  g_autofree char *number = qd_format_number (value);

  g_string_append (out, number);
}

static void
append_position (GString *out, const QdBayesNode *node)
{
  g_string_append (out, "position = (");
  append_number (out, node->x);
  g_string_append (out, ", ");
  append_number (out, node->y);
  g_string_append_c (out, ')');
}

static void
write_variable (GString *out, const QdBayesNode *node)
{
  g_string_append (out, "variable ");
  append_name (out, node->name);
  g_string_append (out, " {\n");
  if (node->kind == QD_BELIEF_UTILITY)
    g_string_append (out, "  type utility;\n");
  else
    {
      g_string_append_printf (out, "  type %s [ %u ] { ", node->kind == QD_BELIEF_DECISION ? "decision" : "discrete",
                              node->n_states);
      for (guint s = 0; s < node->n_states; s++)
        {
          if (s > 0)
            g_string_append (out, ", ");
          append_name (out, node->states[s]);
        }
      g_string_append (out, " };\n");
    }
  if (node->has_position)
    {
      g_string_append (out, "  property ");
      append_position (out, node);
      g_string_append (out, " ;\n");
    }
  g_string_append (out, "}\n");
}

static void
write_family (GString *out, const QdBayesNet *net, const QdBayesNode *node)
{
  g_string_append (out, node->kind == QD_BELIEF_DECISION  ? "decision ( "
                        : node->kind == QD_BELIEF_UTILITY ? "utility ( "
                                                          : "probability ( ");
  append_name (out, node->name);
  for (guint k = 0; k < node->n_parents; k++)
    {
      g_string_append (out, k == 0 ? " | " : ", ");
      append_name (out, qd_bayes_net_node (net, node->parents[k])->name);
    }
  g_string_append (out, " ) {\n");
}

static void
write_row_values (GString *out, const double *values, guint n)
{
  for (guint s = 0; s < n; s++)
    {
      if (s > 0)
        g_string_append (out, ", ");
      append_number (out, values[s]);
    }
  g_string_append (out, ";\n");
}

/* The row's parent states, names quoted as needed. */
static void
write_row_states (GString *out, const QdBayesNet *net, const QdBayesNode *node, gsize row)
{
  g_autofree guint *states = g_new (guint, node->n_parents);

  for (guint k = node->n_parents; k-- > 0;)
    {
      guint card = qd_bayes_net_node (net, node->parents[k])->n_states;

      states[k] = (guint) (row % card);
      row /= card;
    }
  g_string_append (out, "  (");
  for (guint k = 0; k < node->n_parents; k++)
    {
      if (k > 0)
        g_string_append (out, ", ");
      append_name (out, qd_bayes_net_node (net, node->parents[k])->states[states[k]]);
    }
  g_string_append (out, ") ");
}

static void
write_table (GString *out, const QdBayesNet *net, const QdBayesNode *node)
{
  gsize n_rows = qd_bayes_node_n_rows (net, node);

  write_family (out, net, node);
  if (node->kind != QD_BELIEF_DECISION && node->n_parents == 0)
    {
      g_string_append (out, "  table ");
      write_row_values (out, node->table, node->n_states);
    }
  for (gsize row = 0; node->kind != QD_BELIEF_DECISION && node->n_parents > 0 && row < n_rows; row++)
    {
      write_row_states (out, net, node, row);
      write_row_values (out, node->table + row * node->n_states, node->n_states);
    }
  g_string_append (out, "}\n");
}

char *
qd_bayes_net_to_string (const QdBayesNet *net)
{
  GString *out = g_string_new ("network ");

  append_name (out, net->name);
  g_string_append (out, " {\n}\n");
  for (guint i = 0; i < qd_bayes_net_n_nodes (net); i++)
    write_variable (out, qd_bayes_net_node (net, i));
  for (guint i = 0; i < qd_bayes_net_n_nodes (net); i++)
    write_table (out, net, qd_bayes_net_node (net, i));
  return g_string_free (out, FALSE);
}

/* ---- XMLBIF */

static void
append_element (GString *out, const char *indent, const char *element, const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  g_string_append_printf (out, "%s<%s>%s</%s>\n", indent, element, escaped, element);
}

static void
write_xml_variable (GString *out, const QdBayesNode *node)
{
  g_string_append_printf (out, "<VARIABLE TYPE=\"%s\">\n",
                          node->kind == QD_BELIEF_DECISION  ? "decision"
                          : node->kind == QD_BELIEF_UTILITY ? "utility"
                                                            : "nature");
  append_element (out, "  ", "NAME", node->name);
  for (guint s = 0; node->states != NULL && s < node->n_states; s++)
    append_element (out, "  ", "OUTCOME", node->states[s]);
  if (node->has_position)
    {
      GString *position = g_string_new (NULL);

      append_position (position, node);
      append_element (out, "  ", "PROPERTY", position->str);
      g_string_free (position, TRUE);
    }
  g_string_append (out, "</VARIABLE>\n");
}

static void
write_xml_definition (GString *out, const QdBayesNet *net, const QdBayesNode *node)
{
  gsize n = qd_bayes_node_n_rows (net, node) * node->n_states;

  g_string_append (out, "<DEFINITION>\n");
  append_element (out, "  ", "FOR", node->name);
  for (guint k = 0; k < node->n_parents; k++)
    append_element (out, "  ", "GIVEN", qd_bayes_net_node (net, node->parents[k])->name);
  if (node->kind != QD_BELIEF_DECISION)
    {
      g_string_append (out, "  <TABLE>");
      for (gsize i = 0; i < n; i++)
        {
          if (i > 0)
            g_string_append_c (out, ' ');
          append_number (out, node->table[i]);
        }
      g_string_append (out, "</TABLE>\n");
    }
  g_string_append (out, "</DEFINITION>\n");
}

char *
qd_bayes_net_to_xmlbif (const QdBayesNet *net)
{
  GString *out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<BIF VERSION=\"0.3\">\n<NETWORK>\n");

  append_element (out, "", "NAME", net->name);
  for (guint i = 0; i < qd_bayes_net_n_nodes (net); i++)
    write_xml_variable (out, qd_bayes_net_node (net, i));
  for (guint i = 0; i < qd_bayes_net_n_nodes (net); i++)
    write_xml_definition (out, net, qd_bayes_net_node (net, i));
  g_string_append (out, "</NETWORK>\n</BIF>\n");
  return g_string_free (out, FALSE);
}
