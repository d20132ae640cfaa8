/* qd-logic-doc-fol.c — first-order knowledge bases (`.fol` files) read
 * into a QdLogicDoc of kind QD_LOGIC_DOC_FOL (qd-logic-doc.h says the
 * format; core/qd-fol.h the language of its sentences). */
#include "config.h"
#include "qd-logic-doc.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-text.h"

static gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\r';
}

static gboolean
is_name_char (char c)
{
  return g_ascii_isalnum (c) || c == '_';
}

/* Whether a line (its comment cut) applies a name to arguments: a name
 * followed by '(' (blanks between allowed).  No propositional sentence
 * does (core/qd-prop's symbols take no arguments), so this tells a `.fol`
 * text from a `.kb` one. */
static gboolean
line_has_application (const char *line, gsize len)
{
  gboolean after_name = FALSE;

  for (gsize i = 0; i < len; i++)
    {
      if (line[i] == '(' && after_name)
        return TRUE;
      if (is_name_char (line[i]))
        after_name = TRUE;
      else if (!is_blank (line[i]))
        after_name = FALSE;
    }
  return FALSE;
}

static gboolean
line_starts_with (const char *line, gsize len, const char *word)
{
  gsize n = strlen (word);
  gsize i = 0;

  while (i < len && is_blank (line[i]))
    i++;
  return len - i >= n && strncmp (line + i, word, n) == 0;
}

gboolean
qd_logic_doc_text_is_fol (const char *text, gsize length)
{
  QdLineReader reader;
  const char *line;
  gsize len;

  qd_line_reader_init (&reader, text, length);
  while (qd_line_reader_next (&reader, &line, &len))
    {
      len = qd_logic_doc_strip_comment (line, len);
      if (len > 0 && !line_starts_with (line, len, "title:") && line_has_application (line, len))
        return TRUE;
    }
  return FALSE;
}

void
qd_logic_doc_fol_init (QdLogicDoc *doc)
{
  doc->kind = QD_LOGIC_DOC_FOL;
  doc->fol.fol = qd_fol_new ();
  doc->fol.asks = g_array_new (FALSE, FALSE, sizeof (QdLogicSentence));
}

/* One line (comment cut, not blank): the title, a query or a sentence.
 * A query's "ask:" is read as blanks, so that its columns are the file's. */
static gboolean
read_fol_line (QdLogicDoc *doc, const char *line, gsize len, guint number, GError **error)
{
  g_autofree char *text = g_strndup (line, len);
  char *start = text;
  QdLogicSentence s = { .line = number };

  while (is_blank (*start))
    start++;
  if (g_str_has_prefix (start, "title:"))
    {
      if (doc->title != NULL)
        return qd_text_line_error (error, QD_LOGIC_DOC_ERROR, QD_LOGIC_DOC_ERROR_INVALID, number,
                                   _("a second title (a knowledge base has one)"));
      doc->title = g_strstrip (g_strdup (start + 6));
      return TRUE;
    }
  if (g_str_has_prefix (start, "ask:"))
    {
      memset (start, ' ', 4);
      s.root = qd_fol_parse_query (doc->fol.fol, text, number, NULL, error);
      if (s.root == QD_FOL_NONE)
        return FALSE;
      g_array_append_val (doc->fol.asks, s);
      return TRUE;
    }
  return qd_fol_parse_sentence (doc->fol.fol, text, number, error) != QD_FOL_NONE;
}

gboolean
qd_logic_doc_read_fol (QdLogicDoc *doc, const char *text, gsize length, GError **error)
{
  QdLineReader reader;
  const char *line;
  gsize len;
  guint number = 0;

  qd_logic_doc_fol_init (doc);
  qd_line_reader_init (&reader, text, length);
  while (qd_line_reader_next (&reader, &line, &len))
    {
      number++;
      if ((len = qd_logic_doc_strip_comment (line, len)) == 0)
        continue;
      if (!read_fol_line (doc, line, len, number, error))
        return FALSE;
    }
  return TRUE;
}

void
qd_logic_doc_fol_clear (QdLogicDoc *doc)
{
  g_clear_pointer (&doc->fol.fol, qd_fol_free);
  g_clear_pointer (&doc->fol.asks, g_array_unref);
}
