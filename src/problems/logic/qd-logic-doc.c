/* qd-logic-doc.c — reading and writing the Logic tab's documents
 * (qd-logic-doc.h says the format). */
#include "config.h"
#include "qd-logic-doc.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-text.h"

G_DEFINE_QUARK (qd-logic-doc-error-quark, qd_logic_doc_error)

/* The most bytes a knowledge base may have (a DIMACS file has its own). */
#define MAX_KB_SIZE ((gsize) 16 * 1024 * 1024)

/* ---- kind */

static gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\r';
}

/* Whether the line `line` (`len` bytes) says DIMACS ("p cnf") before any
 * sentence: TRUE, FALSE, or -1 for a line that says nothing yet (blank or
 * a DIMACS comment "c …"). */
static int
line_says_dimacs (const char *line, gsize len)
{
  gsize i = 0;

  while (i < len && is_blank (line[i]))
    i++;
  if (i == len)
    return -1;
  if (line[i] == 'c' && (i + 1 == len || is_blank (line[i + 1])))
    return -1;
  if (len - i >= 5 && strncmp (line + i, "p cnf", 5) == 0)
    return TRUE;
  return FALSE;
}

static gboolean
text_is_dimacs (const char *text, gsize length)
{
  QdLineReader reader;
  const char *line;
  gsize len;
  int says;

  qd_line_reader_init (&reader, text, length);
  while (qd_line_reader_next (&reader, &line, &len))
    if ((says = line_says_dimacs (line, len)) >= 0)
      return says;
  return FALSE;
}

/* ---- the knowledge base's lines */

typedef struct
{
  QdLogicDoc *doc;
  GString *item;       /* the sentence or query being read, its lines joined */
  GArray *into;        /* where it goes: doc->kb.sentences or doc->kb.asks */
  gboolean marked;     /* a comment, a title or a query seen */
  guint line, column;  /* where it starts */
} KbReader;

/* The sentence or query read so far, parsed where it stands in the file;
 * FALSE with `error`. */
static gboolean
finish_item (KbReader *r, GError **error)
{
  QdLogicSentence s = { .line = r->line };

  if (r->into == NULL)
    return TRUE;
  s.root = qd_prop_parse_at (r->doc->kb.prop, r->item->str, r->line, r->column, error);
  if (s.root == QD_PROP_NONE)
    {
      /* The size error names no place of its own (the others start with
       * "line L, column C:"). */
      if (error != NULL && *error != NULL && strchr ((*error)->message, ':') == NULL)
        g_prefix_error (error, _("line %u: "), r->line);
      return FALSE;
    }
  g_array_append_val (r->into, s);
  r->into = NULL;
  g_string_truncate (r->item, 0);
  return TRUE;
}

/* `line` without its comment: its length. */
gsize
qd_logic_doc_strip_comment (const char *line, gsize len)
{
  const char *hash = memchr (line, '#', len);

  len = hash != NULL ? (gsize) (hash - line) : len;
  while (len > 0 && is_blank (line[len - 1]))
    len--;
  return len;
}

static gboolean
begin_item (KbReader *r, const char *line, gsize len, gsize skip, GArray *into, guint number)
{
  r->into = into;
  r->line = number;
  r->column = (guint) g_utf8_strlen (line, (gssize) skip) + 1;
  g_string_append_len (r->item, line + skip, (gssize) (len - skip));
  return TRUE;
}

/* One line of the file (its comment already cut, `len` bytes, not empty). */
static gboolean
read_kb_line (KbReader *r, const char *line, gsize len, guint number, GError **error)
{
  gsize i = 0;

  while (i < len && is_blank (line[i]))
    i++;
  if (i > 0 && r->into != NULL)
    {
      /* A continuation: the line kept whole, so that columns stay true. */
      g_string_append_c (r->item, '\n');
      g_string_append_len (r->item, line, (gssize) len);
      return TRUE;
    }
  if (!finish_item (r, error))
    return FALSE;
  if (len - i >= 6 && strncmp (line + i, "title:", 6) == 0)
    {
      if (r->doc->title != NULL)
        return qd_text_line_error (error, QD_LOGIC_DOC_ERROR, QD_LOGIC_DOC_ERROR_INVALID, number,
                                   _("a second title (a knowledge base has one)"));
      r->doc->title = g_strstrip (g_strndup (line + i + 6, len - i - 6));
      return TRUE;
    }
  if (len - i >= 4 && strncmp (line + i, "ask:", 4) == 0)
    return begin_item (r, line, len, i + 4, r->doc->kb.asks, number);
  return begin_item (r, line, len, i, r->doc->kb.sentences, number);
}

/* Whether a formula of `prop` has a connective: a text of bare words
 * ("hello") is no knowledge base, so that the window's guess of a file's
 * kind by its contents goes on to the next format. */
static gboolean
has_connective (const QdProp *prop)
{
  for (guint i = 0; i < prop->nodes->len; i++)
    if (g_array_index (prop->nodes, QdPropNode, i).op != QD_PROP_SYM)
      return TRUE;
  return FALSE;
}

static gboolean
read_kb (QdLogicDoc *doc, const char *text, gsize length, GError **error)
{
  g_autoptr(GString) item = g_string_new (NULL);
  KbReader r = { .doc = doc, .item = item };
  QdLineReader reader;
  const char *line;
  gsize len;
  guint number = 0;

  doc->kb.prop = qd_prop_new ();
  doc->kb.sentences = g_array_new (FALSE, FALSE, sizeof (QdLogicSentence));
  doc->kb.asks = g_array_new (FALSE, FALSE, sizeof (QdLogicSentence));
  qd_line_reader_init (&reader, text, length);
  while (qd_line_reader_next (&reader, &line, &len))
    {
      number++;
      r.marked = r.marked || memchr (line, '#', len) != NULL;
      if ((len = qd_logic_doc_strip_comment (line, len)) == 0)
        continue;
      if (!read_kb_line (&r, line, len, number, error))
        return FALSE;
    }
  if (!finish_item (&r, error))
    return FALSE;
  r.marked = r.marked || doc->title != NULL || doc->kb.asks->len > 0;
  return r.marked || has_connective (doc->kb.prop) ||
    qd_text_line_error (error, QD_LOGIC_DOC_ERROR, QD_LOGIC_DOC_ERROR_INVALID, 1,
                        _("not a knowledge base: no connective, no # comment, no ask: and no title: line"));
}

/* ---- the document */

static gboolean
check_text (const char *text, gsize length, GError **error)
{
  if (length > MAX_KB_SIZE && !text_is_dimacs (text, length))
    return qd_text_line_error (error, QD_LOGIC_DOC_ERROR, QD_LOGIC_DOC_ERROR_INVALID, 0,
                               _("a knowledge base of more than 16 MB"));
  if (memchr (text, '\0', length) != NULL)
    return qd_text_line_error (error, QD_LOGIC_DOC_ERROR, QD_LOGIC_DOC_ERROR_INVALID, 0,
                               _("a NUL byte: not a text file"));
  if (!g_utf8_validate (text, (gssize) length, NULL))
    return qd_text_line_error (error, QD_LOGIC_DOC_ERROR, QD_LOGIC_DOC_ERROR_INVALID, 0,
                               _("the file is not UTF-8 text"));
  return TRUE;
}

QdLogicDoc *
qd_logic_doc_parse (const char *text, gssize length, GError **error)
{
  g_autoptr(QdLogicDoc) doc = g_new0 (QdLogicDoc, 1);
  gsize n = length < 0 ? strlen (text) : (gsize) length;

  if (!check_text (text, n, error))
    return NULL;
  doc->text = g_strndup (text, n);
  if (text_is_dimacs (text, n))
    {
      doc->kind = QD_LOGIC_DOC_DIMACS;
      doc->cnf = qd_dimacs_read (text, n, error);
      return doc->cnf != NULL ? g_steal_pointer (&doc) : NULL;
    }
  if (qd_logic_doc_text_is_fol (text, n))
    return qd_logic_doc_read_fol (doc, text, n, error) ? g_steal_pointer (&doc) : NULL;
  doc->kind = QD_LOGIC_DOC_PROP;
  if (!read_kb (doc, text, n, error))
    return NULL;
  return g_steal_pointer (&doc);
}

QdLogicDoc *
qd_logic_doc_parse_draft (const char *text, gssize length)
{
  g_autoptr(GError) error = NULL;
  QdLogicDoc *doc = qd_logic_doc_parse (text, length, &error);
  guint line = 0;

  if (doc != NULL)
    return doc;
  doc = g_new0 (QdLogicDoc, 1);
  doc->text = g_utf8_make_valid (text, length);
  /* A DIMACS draft keeps its kind (its extension), with no formula. */
  if (text_is_dimacs (doc->text, strlen (doc->text)))
    doc->kind = QD_LOGIC_DOC_DIMACS;
  else if (qd_logic_doc_text_is_fol (doc->text, strlen (doc->text)))
    qd_logic_doc_fol_init (doc);
  doc->error = g_strdup (error->message);
  /* "line N…" in the language of the message: its first number. */
  for (const char *p = error->message; *p != '\0' && line == 0; p++)
    if (g_ascii_isdigit (*p))
      line = (guint) g_ascii_strtoull (p, NULL, 10);
  doc->error_line = line;
  if (doc->kind == QD_LOGIC_DOC_PROP)
    {
      doc->kb.prop = qd_prop_new ();
      doc->kb.sentences = g_array_new (FALSE, FALSE, sizeof (QdLogicSentence));
      doc->kb.asks = g_array_new (FALSE, FALSE, sizeof (QdLogicSentence));
    }
  return doc;
}

char *
qd_logic_doc_to_text (const QdLogicDoc *doc)
{
  gsize n = strlen (doc->text);

  if (n == 0 || doc->text[n - 1] == '\n')
    return g_strdup (doc->text);
  return g_strconcat (doc->text, "\n", NULL);
}

const char *
qd_logic_doc_extension (const QdLogicDoc *doc)
{
  return doc->kind == QD_LOGIC_DOC_DIMACS ? ".cnf" : doc->kind == QD_LOGIC_DOC_FOL ? ".fol" : ".kb";
}

guint
qd_logic_doc_kb_root (QdLogicDoc *doc)
{
  const GArray *s = doc->kb.sentences;
  guint root = QD_PROP_NONE;

  g_return_val_if_fail (doc->kind == QD_LOGIC_DOC_PROP, QD_PROP_NONE);
  for (guint i = 0; i < s->len; i++)
    {
      guint r = g_array_index (s, QdLogicSentence, i).root;

      root = root == QD_PROP_NONE ? r : qd_prop_binary (doc->kb.prop, QD_PROP_AND, root, r);
    }
  return root;
}

void
qd_logic_doc_free (QdLogicDoc *doc)
{
  if (doc == NULL)
    return;
  if (doc->kind == QD_LOGIC_DOC_DIMACS)
    g_clear_pointer (&doc->cnf, qd_cnf_free);
  else if (doc->kind == QD_LOGIC_DOC_FOL)
    qd_logic_doc_fol_clear (doc);
  else
    {
      g_clear_pointer (&doc->kb.prop, qd_prop_free);
      g_clear_pointer (&doc->kb.sentences, g_array_unref);
      g_clear_pointer (&doc->kb.asks, g_array_unref);
    }
  g_free (doc->text);
  g_free (doc->title);
  g_free (doc->error);
  g_free (doc);
}
