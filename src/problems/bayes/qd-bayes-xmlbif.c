/* qd-bayes-xmlbif.c — reading XMLBIF 0.3 (qd-bayes.h) with GMarkup.
 *
 *   <BIF VERSION="0.3"><NETWORK><NAME>…</NAME>
 *     <VARIABLE TYPE="nature|decision|utility"><NAME>…</NAME>
 *       <OUTCOME>…</OUTCOME>… <PROPERTY>position = (x, y)</PROPERTY></VARIABLE>
 *     <DEFINITION><FOR>…</FOR><GIVEN>…</GIVEN>…<TABLE>…</TABLE></DEFINITION>
 *   </NETWORK></BIF>
 *
 * PROBABILITY is read as DEFINITION (older files), VALUE as OUTCOME.  The
 * XML declaration, comments and JavaBayes' inline DOCTYPE pass through.
 * Definitions are resolved once the whole file is read (a DEFINITION may
 * come before its GIVENs' VARIABLEs), with the same checks as BIF's. */
#include "config.h"
#include "qd-bayes.h"
#include "qd-bayes-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-text.h"

typedef struct
{
  char *node;
  GPtrArray *given;      /* of names */
  char *table;           /* the TABLE's text, NULL when none */
  guint line, table_line;
} Definition;

static void
definition_free (Definition *definition)
{
  g_free (definition->node);
  g_ptr_array_unref (definition->given);
  g_free (definition->table);
  g_free (definition);
}

typedef struct
{
  GMarkupParseContext *context;
  QdBayesNet *net;
  GHashTable *index;           /* name → node index + 1 */
  GPtrArray *definitions;
  QdBayesNode *variable;       /* the VARIABLE being read */
  GPtrArray *outcomes;
  Definition *definition;      /* the DEFINITION being read */
  GString *text;               /* the leaf element's text */
  guint networks;
  gboolean network_named;
} Reader;

static guint
current_line (const Reader *reader)
{
  gint line = 0, column = 0;

  g_markup_parse_context_get_position (reader->context, &line, &column);
  return (guint) MAX (line, 1);
}

/* ---- elements */

static gboolean
start_variable (Reader *reader, const char **names, const char **values, GError **error)
{
  const char *type = "nature";

  if (!g_markup_collect_attributes ("VARIABLE", names, values, error, G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL,
                                    "TYPE", &type, G_MARKUP_COLLECT_INVALID))
    return FALSE;
  if (type == NULL)   /* absent: GMarkup leaves NULL */
    type = "nature";
  if (qd_bayes_net_n_nodes (reader->net) >= QD_BAYES_MAX_NODES)
    return qd_bayes_parse_error (error, current_line (reader), _("more than %u nodes"), QD_BAYES_MAX_NODES);
  reader->variable = g_new0 (QdBayesNode, 1);
  reader->variable->line = current_line (reader);
  reader->outcomes = g_ptr_array_new_with_free_func (g_free);
  if (strcmp (type, "nature") == 0)
    reader->variable->kind = QD_BELIEF_CHANCE;
  else if (strcmp (type, "decision") == 0)
    reader->variable->kind = QD_BELIEF_DECISION;
  else if (strcmp (type, "utility") == 0)
    reader->variable->kind = QD_BELIEF_UTILITY;
  else
    {
      g_autofree char *quoted = qd_text_quote (type, -1);

      return qd_bayes_parse_error (error, current_line (reader),
                                   _("the TYPE “%s” is not “nature”, “decision” or “utility”"), quoted);
    }
  return TRUE;
}

static const char *const leaves[] = { "NAME", "OUTCOME", "VALUE", "PROPERTY", "FOR", "GIVEN", "TABLE", NULL };

/* Where each element may stand: its parent's name. */
static gboolean
element_allowed (const char *element, const char *parent)
{
  static const char *const places[][3] = {
    { "BIF", "" }, { "NETWORK", "BIF" }, { "VARIABLE", "NETWORK" }, { "DEFINITION", "NETWORK" },
    { "PROBABILITY", "NETWORK" }, { "PROPERTY", "NETWORK", "VARIABLE" }, { "NAME", "NETWORK", "VARIABLE" },
    { "OUTCOME", "VARIABLE" }, { "VALUE", "VARIABLE" }, { "FOR", "DEFINITION", "PROBABILITY" },
    { "GIVEN", "DEFINITION", "PROBABILITY" }, { "TABLE", "DEFINITION", "PROBABILITY" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (places); i++)
    if (strcmp (places[i][0], element) == 0)
      return strcmp (places[i][1], parent) == 0 || (places[i][2] != NULL && strcmp (places[i][2], parent) == 0) ||
             (strcmp (element, "PROPERTY") == 0 && (strcmp (parent, "DEFINITION") == 0 ||
                                                    strcmp (parent, "PROBABILITY") == 0));
  return FALSE;
}

static void
on_start (GMarkupParseContext *context, const char *element, const char **names, const char **values,
          gpointer data, GError **error)
{
  Reader *reader = data;
  const GSList *stack = g_markup_parse_context_get_element_stack (context);
  const char *parent = stack->next != NULL ? stack->next->data : "";
  g_autofree char *quoted = qd_text_quote (element, -1);

  if (!element_allowed (element, parent))
    {
      qd_bayes_parse_error (error, current_line (reader), _("the element <%s> has no place here"), quoted);
      return;
    }
  g_string_truncate (reader->text, 0);
  if (strcmp (element, "NETWORK") == 0 && reader->networks++ > 0)
    qd_bayes_parse_error (error, current_line (reader), _("a second NETWORK"));
  else if (strcmp (element, "VARIABLE") == 0)
    start_variable (reader, names, values, error);
  else if (strcmp (element, "DEFINITION") == 0 || strcmp (element, "PROBABILITY") == 0)
    {
      reader->definition = g_new0 (Definition, 1);
      reader->definition->given = g_ptr_array_new_with_free_func (g_free);
      reader->definition->line = current_line (reader);
    }
  else if (strcmp (element, "TABLE") == 0)
    reader->definition->table_line = current_line (reader);
}

static void
on_text (GMarkupParseContext *context, const char *text, gsize length, gpointer data, GError **error)
{
  Reader *reader = data;

  if (g_strv_contains (leaves, g_markup_parse_context_get_element (context)))
    g_string_append_len (reader->text, text, (gssize) length);
}

/* ---- the ends of elements */

/* The leaf's text, its blanks at both ends dropped (to free). */
static char *
leaf_text (Reader *reader)
{
  const char *p = reader->text->str;
  gsize length = reader->text->len;

  qd_text_trim (&p, &length);
  return g_strndup (p, length);
}

static gboolean
end_variable (Reader *reader, GError **error)
{
  QdBayesNode *node = reader->variable;
  guint line = node->line;

  if (node->name == NULL)
    return qd_bayes_parse_error (error, line, _("a VARIABLE has no NAME"));
  if (g_hash_table_contains (reader->index, node->name))
    return qd_bayes_parse_error (error, line, _("a second node named %s"), node->name);
  if (node->kind != QD_BELIEF_UTILITY && reader->outcomes->len == 0)
    return qd_bayes_parse_error (error, line, _("%s has no OUTCOME"), node->name);
  if (node->kind == QD_BELIEF_UTILITY)
    node->n_states = 1;
  else
    {
      node->n_states = reader->outcomes->len;
      g_ptr_array_add (reader->outcomes, NULL);
      node->states = (char **) g_ptr_array_steal (reader->outcomes, NULL);
    }
  g_hash_table_insert (reader->index, node->name, GUINT_TO_POINTER (qd_bayes_net_n_nodes (reader->net) + 1));
  qd_bayes_net_append (reader->net, node);
  g_clear_pointer (&reader->variable, g_free);
  g_clear_pointer (&reader->outcomes, g_ptr_array_unref);
  return TRUE;
}

static gboolean
end_outcome (Reader *reader, char *text, GError **error)
{
  QdBayesNode *node = reader->variable;
  const char *name = node->name != NULL ? node->name : "a VARIABLE";

  if (!qd_bayes_check_name (text, TRUE, current_line (reader), error))
    return FALSE;
  if (reader->outcomes->len >= QD_BAYES_MAX_STATES)
    return qd_bayes_parse_error (error, current_line (reader), _("%s has more than %u states"), name,
                                 QD_BAYES_MAX_STATES);
  for (guint s = 0; s < reader->outcomes->len; s++)
    if (strcmp (reader->outcomes->pdata[s], text) == 0)
      return qd_bayes_parse_error (error, current_line (reader), _("%s has the state %s twice"), name, text);
  g_ptr_array_add (reader->outcomes, g_strdup (text));
  return TRUE;
}

static gboolean
end_name (Reader *reader, const char *parent, char *text, GError **error)
{
  if (!qd_bayes_check_name (text, FALSE, current_line (reader), error))
    return FALSE;
  if (strcmp (parent, "VARIABLE") == 0)
    {
      if (reader->variable->name != NULL)
        return qd_bayes_parse_error (error, current_line (reader), _("a VARIABLE has a second NAME"));
      reader->variable->name = g_strdup (text);
    }
  else
    {
      if (reader->network_named)
        return qd_bayes_parse_error (error, current_line (reader), _("the NETWORK has a second NAME"));
      reader->network_named = TRUE;
      g_free (reader->net->name);
      reader->net->name = g_strdup (text);
    }
  return TRUE;
}

static gboolean
end_leaf (Reader *reader, const char *element, const char *parent, GError **error)
{
  g_autofree char *text = leaf_text (reader);
  Definition *definition = reader->definition;

  if (strcmp (element, "NAME") == 0)
    return end_name (reader, parent, text, error);
  if (strcmp (element, "OUTCOME") == 0 || strcmp (element, "VALUE") == 0)
    return end_outcome (reader, text, error);
  if (strcmp (element, "PROPERTY") == 0 && reader->variable != NULL &&
      qd_bayes_read_position (text, strlen (text), &reader->variable->x, &reader->variable->y))
    reader->variable->has_position = TRUE;
  else if (strcmp (element, "FOR") == 0)
    {
      if (definition->node != NULL)
        return qd_bayes_parse_error (error, current_line (reader), _("a DEFINITION has a second FOR"));
      definition->node = g_steal_pointer (&text);
    }
  else if (strcmp (element, "GIVEN") == 0)
    {
      if (definition->given->len >= QD_BAYES_MAX_PARENTS)
        return qd_bayes_parse_error (error, current_line (reader), _("more than %u GIVENs"), QD_BAYES_MAX_PARENTS);
      g_ptr_array_add (definition->given, g_steal_pointer (&text));
    }
  else if (strcmp (element, "TABLE") == 0)
    {
      if (definition->table != NULL)
        return qd_bayes_parse_error (error, current_line (reader), _("a DEFINITION has a second TABLE"));
      definition->table = g_steal_pointer (&text);
    }
  return TRUE;
}

static void
on_end (GMarkupParseContext *context, const char *element, gpointer data, GError **error)
{
  Reader *reader = data;
  const GSList *stack = g_markup_parse_context_get_element_stack (context);
  const char *parent = stack->next != NULL ? stack->next->data : "";

  if (g_strv_contains (leaves, element))
    end_leaf (reader, element, parent, error);
  else if (strcmp (element, "VARIABLE") == 0)
    end_variable (reader, error);
  else if (strcmp (element, "DEFINITION") == 0 || strcmp (element, "PROBABILITY") == 0)
    {
      if (reader->definition->node == NULL)
        qd_bayes_parse_error (error, reader->definition->line, _("a DEFINITION has no FOR"));
      g_ptr_array_add (reader->definitions, g_steal_pointer (&reader->definition));
    }
}

/* ---- the definitions, once every variable is known */

static gint
find_node (const Reader *reader, const char *name, guint line, GError **error)
{
  gint index = GPOINTER_TO_INT (g_hash_table_lookup (reader->index, name)) - 1;

  if (index < 0)
    qd_bayes_parse_error (error, line, _("no VARIABLE is named %s"), name);
  return index;
}

/* The TABLE's N numbers, in the engine's order already. */
static gboolean
read_table (Reader *reader, const Definition *definition, guint index, gsize n, GError **error)
{
  QdBayesNode *node = qd_bayes_net_node (reader->net, index);
  const char *p = definition->table != NULL ? definition->table : "";
  gsize count = 0;

  node->table = g_new0 (double, n);
  while (*p != '\0')
    {
      const char *start;

      while (g_ascii_isspace (*p))
        p++;
      for (start = p; *p != '\0' && !g_ascii_isspace (*p); p++)
        ;
      if (p == start)
        break;
      if (count == n)
        return qd_bayes_parse_error (error, definition->table_line, _("the TABLE of %s holds more than %lu numbers"),
                                     node->name, (gulong) n);
      if (!qd_bayes_read_number (start, (gsize) (p - start), &node->table[count++]))
        {
          g_autofree char *quoted = qd_text_quote (start, p - start);

          return qd_bayes_parse_error (error, definition->table_line, _("the TABLE of %s holds “%s”, not a number"),
                                       node->name, quoted);
        }
    }
  if (count != n)
    return qd_bayes_parse_error (error, MAX (definition->table_line, definition->line),
                                 _("the TABLE of %s holds %lu numbers, not %lu"), node->name, (gulong) count,
                                 (gulong) n);
  for (gsize row = 0; row < n / node->n_states; row++)
    if (!qd_bayes_check_row (reader->net, index, row, definition->table_line, error))
      return FALSE;
  return TRUE;
}

static gboolean
resolve (Reader *reader, const Definition *definition, gboolean *defined, guint64 *entries, GError **error)
{
  gint index = find_node (reader, definition->node, definition->line, error);
  QdBayesNode *node;

  if (index < 0)
    return FALSE;
  node = qd_bayes_net_node (reader->net, (guint) index);
  if (defined[index])
    return qd_bayes_parse_error (error, definition->line, _("a second DEFINITION for %s"), node->name);
  defined[index] = TRUE;
  node->parents = g_new (guint, definition->given->len);
  for (guint k = 0; k < definition->given->len; k++)
    {
      gint parent = find_node (reader, definition->given->pdata[k], definition->line, error);

      if (parent < 0)
        return FALSE;
      node->parents[node->n_parents++] = (guint) parent;
    }
  if (!qd_bayes_check_family (reader->net, (guint) index, definition->line, entries, error))
    return FALSE;
  if (node->kind == QD_BELIEF_DECISION)
    return definition->table == NULL ||
           qd_bayes_parse_error (error, definition->table_line, _("the decision %s has a TABLE"), node->name);
  return read_table (reader, definition, (guint) index, qd_bayes_node_n_rows (reader->net, node) * node->n_states,
                     error);
}

static gboolean
resolve_all (Reader *reader, GError **error)
{
  guint n = qd_bayes_net_n_nodes (reader->net);
  g_autofree gboolean *defined = g_new0 (gboolean, MAX (n, 1));
  guint64 entries = 0;

  for (guint d = 0; d < reader->definitions->len; d++)
    if (!resolve (reader, reader->definitions->pdata[d], defined, &entries, error))
      return FALSE;
  for (guint i = 0; i < n; i++)
    {
      const QdBayesNode *node = qd_bayes_net_node (reader->net, i);

      if (!defined[i] && node->kind != QD_BELIEF_DECISION)
        return qd_bayes_parse_error (error, node->line, _("%s has no DEFINITION"), node->name);
    }
  return qd_bayes_check_structure (reader->net, error);
}

/* ---- the file */

static void
reader_clear (Reader *reader)
{
  if (reader->variable != NULL)
    qd_bayes_node_clear (reader->variable);
  g_free (reader->variable);
  g_clear_pointer (&reader->outcomes, g_ptr_array_unref);
  if (reader->definition != NULL)
    definition_free (reader->definition);
  g_ptr_array_unref (reader->definitions);
  g_hash_table_unref (reader->index);
  g_string_free (reader->text, TRUE);
  g_clear_pointer (&reader->net, qd_bayes_net_free);
  g_markup_parse_context_free (reader->context);
}

/* GMarkup's own errors say where; they are kept as they are. */
static gboolean
parse_markup (Reader *reader, const char *text, gsize len, GError **error)
{
  GError *markup_error = NULL;

  if (g_markup_parse_context_parse (reader->context, text, (gssize) len, &markup_error) &&
      g_markup_parse_context_end_parse (reader->context, &markup_error))
    return reader->networks > 0 || qd_bayes_parse_error (error, 1, _("the file has no <BIF><NETWORK>"));
  if (markup_error->domain == QD_BAYES_ERROR)
    g_propagate_error (error, markup_error);
  else
    {
      /* "Error on line 5 char 2: …" (in the user's language): the line is said once, first. */
      const char *colon = strstr (markup_error->message, ": ");
      g_autofree char *number = g_strdup_printf ("%u", current_line (reader));
      const char *message = colon != NULL && g_strstr_len (markup_error->message, colon - markup_error->message, number)
                              ? colon + 2 : markup_error->message;

      qd_bayes_parse_error (error, current_line (reader), "%s", message);
      g_error_free (markup_error);
    }
  return FALSE;
}

QdBayesNet *
qd_bayes_net_parse_xmlbif (const char *text, gsize len, GError **error)
{
  static const GMarkupParser parser = { .start_element = on_start, .end_element = on_end, .text = on_text };
  Reader reader = { 0 };
  QdBayesNet *net = NULL;
  gsize skip;

  if (!qd_bayes_text_begin (&text, &len, &skip, error))
    return NULL;
  reader.context = g_markup_parse_context_new (&parser, G_MARKUP_TREAT_CDATA_AS_TEXT, &reader, NULL);
  reader.net = qd_bayes_net_new (NULL);
  reader.index = g_hash_table_new (g_str_hash, g_str_equal);
  reader.definitions = g_ptr_array_new_with_free_func ((GDestroyNotify) definition_free);
  reader.text = g_string_new (NULL);
  if (parse_markup (&reader, text + skip, len - skip, error) && resolve_all (&reader, error))
    net = g_steal_pointer (&reader.net);
  reader_clear (&reader);
  return net;
}
