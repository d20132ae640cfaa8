/* qd-csp-xcsp-tree.c — an XCSP3 file read by GLib's GMarkup into a tree of
 * elements, each with where its tag begins. */
#include "config.h"
#include "qd-csp-xcsp-private.h"

#include <glib/gi18n.h>
#include <string.h>

#define XML_DEPTH_MAX 64

typedef QdXcspNode Node;

/* A file of 100 MB may hold millions of elements (a <group>'s <args>):
 * an element without text shares this empty one, one without kids the
 * reader's empty array, one without attributes has none (a third of the
 * memory of each <args>: 5 million of them took 2 GB). */
static GString no_text = { (char *) "", 0, 0 };

void
qd_xcsp_node_free (Node *n)
{
  if (n == NULL)
    return;
  g_free (n->name);
  g_strfreev (n->attr_names);
  g_strfreev (n->attr_values);
  if (n->text != &no_text)
    g_string_free (n->text, TRUE);
  g_ptr_array_unref (n->kids);
  g_free (n);
}

static Node *
node_new (const char *name, guint line, guint column, GPtrArray *no_kids)
{
  Node *n = g_new0 (Node, 1);

  n->name = g_strdup (name);
  n->text = &no_text;
  n->kids = g_ptr_array_ref (no_kids);
  n->line = line;
  n->column = column;
  return n;
}

const char *
qd_xcsp_node_attr (const Node *n, const char *name)
{
  for (guint i = 0; n->attr_names != NULL && n->attr_names[i] != NULL; i++)
    if (strcmp (n->attr_names[i], name) == 0)
      return n->attr_values[i];
  return NULL;
}

Node *
qd_xcsp_node_kid (const Node *n, const char *name)
{
  for (guint i = 0; i < n->kids->len; i++)
    if (strcmp (((Node *) g_ptr_array_index (n->kids, i))->name, name) == 0)
      return g_ptr_array_index (n->kids, i);
  return NULL;
}

/* ------------------------------------------------------------ the tree */

/* A place in the text, with its line and column (from 1, in characters). */
typedef struct {
  const char *p;
  int line, column;
} Place;

typedef struct {
  GPtrArray *stack;       /* Node, borrowed; the root owns them */
  Node *root;
  GPtrArray *no_kids;     /* the kids of every element that has none (shared, empty) */
  const char *text;
  gsize length;
  /* Where GMarkup was at the last element, and where its tag began: both
   * only move forward, so that finding a tag costs the text since the last
   * one, not the whole text again (500,000 elements in a file of 20 MB). */
  Place markup, tag;
} Reader;

static void
place_step (Place *at)
{
  if (*at->p == '\n')
    at->line++, at->column = 1, at->p++;
  else
    at->column++, at->p = g_utf8_next_char (at->p);
}

/* Moves `at` on to line `line`, column `column`; FALSE if that place is
 * behind it or past its line's end (then `at` is left anywhere). */
static gboolean
place_seek (const Reader *r, Place *at, int line, int column)
{
  const char *end = r->text + r->length;

  if (line < at->line || (line == at->line && column < at->column))
    return FALSE;
  while (at->p < end && at->line < line)
    place_step (at);
  while (at->p < end && at->column < column)
    {
      if (*at->p == '\n')
        return FALSE;
      place_step (at);
    }
  return TRUE;
}

/* Where the element being started begins: GMarkup tells where it is, past
 * the tag; the tag's `<` is found back from there. */
static void
tag_position (Reader *r, const char *name, int line, int column, guint *tag_line, guint *tag_column)
{
  const char *p, *end = r->text + r->length;

  if (!place_seek (r, &r->markup, line, column))
    {
      /* Not forward from the last element (GMarkup never does that): from
       * the start, as the lines and columns were counted first. */
      const char *q = r->text;
      int l = 1;

      while (q < end && l < line)
        if (*q++ == '\n')
          l++;
      for (int c = 1; c < column && q < end; c++)
        q = g_utf8_next_char (q);
      r->markup = (Place) { r->text, 1, 1 };
      while (r->markup.p < q)
        place_step (&r->markup);
    }
  /* At the end of the text (GMarkup reports a position there for an element
   * whose text runs out), the search starts at the last byte. */
  p = MIN (r->markup.p, end > r->text ? end - 1 : end);
  while (p > r->text && !(*p == '<' && strncmp (p + 1, name, MIN (strlen (name), (gsize) (end - p - 1))) == 0))
    p--;
  if (p < r->tag.p)
    r->tag = (Place) { r->text, 1, 1 };
  while (r->tag.p < p)
    place_step (&r->tag);
  *tag_line = (guint) r->tag.line;
  *tag_column = (guint) r->tag.column;
}

static void
on_start (GMarkupParseContext *context, const char *name, const char **names, const char **values,
          gpointer user_data, GError **error)
{
  Reader *r = user_data;
  int line, column;
  Node *n;

  g_markup_parse_context_get_position (context, &line, &column);
  if (r->stack->len >= XML_DEPTH_MAX)
    {
      g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_LIMIT,
                   _("line %d, column %d: elements nest more than %u deep"), line, column, XML_DEPTH_MAX);
      return;
    }
  {
    guint tag_line, tag_column;

    tag_position (r, name, line, column, &tag_line, &tag_column);
    n = node_new (name, tag_line, tag_column, r->no_kids);
  }
  if (names[0] != NULL)
    {
      n->attr_names = g_strdupv ((char **) names);
      n->attr_values = g_strdupv ((char **) values);
    }
  if (r->stack->len == 0)
    {
      if (r->root != NULL)
        {
          qd_xcsp_node_free (n);
          g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE,
                       _("line %d, column %d: a second root element"), line, column);
          return;
        }
      r->root = n;
    }
  else
    {
      Node *parent = g_ptr_array_index (r->stack, r->stack->len - 1);

      if (parent->kids == r->no_kids)
        {
          g_ptr_array_unref (parent->kids);
          parent->kids = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_xcsp_node_free);
        }
      g_ptr_array_add (parent->kids, n);
    }
  g_ptr_array_add (r->stack, n);
}

static void
on_end (GMarkupParseContext *context, const char *name, gpointer user_data, GError **error)
{
  Reader *r = user_data;

  g_ptr_array_set_size (r->stack, r->stack->len - 1);
}

static void
on_text (GMarkupParseContext *context, const char *text, gsize length, gpointer user_data, GError **error)
{
  Reader *r = user_data;

  Node *n;

  if (r->stack->len == 0)
    return;
  n = g_ptr_array_index (r->stack, r->stack->len - 1);
  if (n->text == &no_text)
    n->text = g_string_new_len (text, (gssize) length);
  else
    g_string_append_len (n->text, text, length);
}

static const GMarkupParser markup_parser = { on_start, on_end, on_text, NULL, NULL };


Node *
qd_xcsp_read_tree (const char *text, gsize n, GError **error)
{
  Reader r = { g_ptr_array_new (), NULL, g_ptr_array_new (), text, n, { text, 1, 1 }, { text, 1, 1 } };
  GMarkupParseContext *context = g_markup_parse_context_new (&markup_parser, G_MARKUP_TREAT_CDATA_AS_TEXT, &r,
                                                             NULL);
  g_autoptr(GError) local = NULL;
  gboolean ok;

  ok = g_markup_parse_context_parse (context, text, (gssize) n, &local) &&
       g_markup_parse_context_end_parse (context, &local);
  if (!ok && local->domain == G_MARKUP_ERROR)
    {
      int line, column;

      g_markup_parse_context_get_position (context, &line, &column);
      g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE, _("line %d, column %d: %s"), line, column,
                   local->message);
    }
  else if (!ok)
    g_propagate_error (error, g_steal_pointer (&local));
  g_markup_parse_context_free (context);
  g_ptr_array_unref (r.stack);
  g_ptr_array_unref (r.no_kids);
  if (ok && r.root == NULL)
    {
      g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE, _("line 1, column 1: no element"));
      ok = FALSE;
    }
  if (!ok)
    g_clear_pointer (&r.root, qd_xcsp_node_free);
  return r.root;
}
