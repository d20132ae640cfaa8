/* qd-constraints-doc.c — a constraint problem kept as it was written. */
#include "config.h"
#include "qd-constraints-doc.h"

#include <math.h>

#include <glib/gi18n.h>
#include <string.h>

static void
statement_free (gpointer data)
{
  QdConstraintsStatement *s = data;

  g_free (s->text);
  g_free (s);
}

static QdConstraintsStatement *
statement_new (QdConstraintsKind kind, const char *text, guint line)
{
  QdConstraintsStatement *s = g_new0 (QdConstraintsStatement, 1);

  s->kind = kind;
  s->text = g_strdup (text);
  s->line = line;
  return s;
}

QdConstraintsDoc *
qd_constraints_doc_new (void)
{
  QdConstraintsDoc *doc = g_new0 (QdConstraintsDoc, 1);

  doc->statements = g_ptr_array_new_with_free_func (statement_free);
  return doc;
}

void
qd_constraints_doc_free (QdConstraintsDoc *doc)
{
  if (doc == NULL)
    return;
  g_ptr_array_unref (doc->statements);
  g_free (doc->xcsp);
  g_clear_pointer (&doc->model, qd_csp_model_free);
  g_free (doc);
}

/* A statement is a declaration when its first word is `var`. */
static QdConstraintsKind
statement_kind (const char *text)
{
  const char *p = text;

  if (g_str_has_prefix (p, "\xef\xbb\xbf"))
    p += 3;
  while (*p == ' ' || *p == '\t')
    p++;
  return g_str_has_prefix (p, "var") && !g_ascii_isalnum (p[3]) && p[3] != '_' && (guchar) p[3] < 128
         ? QD_CONSTRAINTS_DECLARATION : QD_CONSTRAINTS_CONSTRAINT;
}

QdConstraintsDoc *
qd_constraints_doc_parse (const char *text, gssize length, GError **error)
{
  gsize n = length < 0 ? strlen (text) : (gsize) length;
  g_autoptr(QdConstraintsDoc) doc = qd_constraints_doc_new ();
  g_autoptr(GArray) spans = g_array_new (FALSE, FALSE, sizeof (QdCspStatement));
  g_auto(GStrv) lines = NULL;
  guint n_lines, line = 0;

  if (qd_csp_model_is_xcsp_text (text, n))
    {
      if ((doc->model = qd_csp_model_parse_xcsp (text, (gssize) n, error)) == NULL)
        return NULL;
      doc->xcsp = g_strndup (text, n);
      return g_steal_pointer (&doc);
    }
  if (!qd_csp_model_statements (text, (gssize) n, spans, error))
    return NULL;
  /* The reader validated the text as UTF-8 without NUL bytes. */
  if (spans->len > 0 && (doc->model = qd_csp_model_parse_own (text, (gssize) n, error)) == NULL)
    return NULL;
  {
    g_autofree char *copy = g_strndup (text, n);

    lines = g_strsplit (copy, "\n", -1);
  }
  n_lines = g_strv_length (lines);
  /* The text's last '\n' ends its last line; it opens none. */
  if (n_lines > 0 && lines[n_lines - 1][0] == '\0')
    n_lines--;
  /* A line's CRs at its end go, its CRLF's with them: a note ending in a
   * CR would be written back as a CRLF line and read without it. */
  for (guint i = 0; i < n_lines; i++)
    {
      gsize len = strlen (lines[i]);

      while (len > 0 && lines[i][len - 1] == '\r')
        lines[i][--len] = '\0';
    }
  for (guint s = 0; s <= spans->len; s++)
    {
      const QdCspStatement *span = s < spans->len ? &g_array_index (spans, QdCspStatement, s) : NULL;
      guint first = span != NULL ? span->first_line - 1 : n_lines;

      for (; line < first && line < n_lines; line++)
        g_ptr_array_add (doc->statements, statement_new (QD_CONSTRAINTS_NOTE, lines[line], line + 1));
      if (span != NULL)
        {
          g_autofree char *joined = NULL;
          char *saved = lines[span->last_line];

          lines[span->last_line] = NULL;
          joined = g_strjoinv ("\n", lines + first);
          lines[span->last_line] = saved;
          g_ptr_array_add (doc->statements, statement_new (statement_kind (joined), joined, first + 1));
          line = span->last_line;
        }
    }
  return g_steal_pointer (&doc);
}

char *
qd_constraints_doc_to_string (const QdConstraintsDoc *doc)
{
  GString *out;

  if (doc->xcsp != NULL)
    return g_strdup (doc->xcsp);
  out = g_string_new (NULL);
  for (guint i = 0; i < doc->statements->len; i++)
    {
      const QdConstraintsStatement *s = g_ptr_array_index (doc->statements, i);

      g_string_append (out, s->text);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

gboolean
qd_constraints_doc_is_xcsp (const QdConstraintsDoc *doc)
{
  return doc->xcsp != NULL;
}

guint
qd_constraints_doc_n_statements (const QdConstraintsDoc *doc)
{
  return doc->statements->len;
}

const QdConstraintsStatement *
qd_constraints_doc_statement (const QdConstraintsDoc *doc, guint i)
{
  return g_ptr_array_index (doc->statements, i);
}

/* One line "# at NAME X Y" into `moved`. */
static void
read_position (const char *line, GHashTable *moved)
{
  g_auto(GStrv) words = NULL;
  const char *word[3];
  double at[2];
  guint n = 0;

  while (g_ascii_isspace (*line))
    line++;
  if (!g_str_has_prefix (line, "# at "))
    return;
  words = g_strsplit_set (line + 5, " \t\r", -1);
  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0')
      {
        if (n == 3)
          return;
        word[n++] = words[i];
      }
  if (n != 3)
    return;
  for (guint k = 0; k < 2; k++)
    {
      char *end = NULL;

      at[k] = g_ascii_strtod (word[1 + k], &end);
      if (end == word[1 + k] || *end != '\0' || !isfinite (at[k]) || fabs (at[k]) > 1e6)
        return;
    }
  g_hash_table_replace (moved, g_strdup (word[0]), g_memdup2 (at, sizeof at));
}

void
qd_constraints_doc_positions (const QdConstraintsDoc *doc, GHashTable *moved)
{
  for (guint i = 0; i < doc->statements->len; i++)
    {
      const QdConstraintsStatement *s = g_ptr_array_index (doc->statements, i);
      g_auto(GStrv) lines = NULL;

      if (s->kind != QD_CONSTRAINTS_NOTE)
        continue;
      lines = g_strsplit (s->text, "\n", -1);
      for (guint k = 0; lines[k] != NULL; k++)
        read_position (lines[k], moved);
    }
}

/* ------------------------------------------------------------------ edits */

/* An error in the line typed, the text's line `line`, names its column
 * alone: the person typed one line, not the file.  The reader's message
 * begins with its translated "line L, column C: " (qd-csp-lex.c). */
static void
typed_error_column (GError *error, guint line, const char *text)
{
  glong length = g_utf8_strlen (text, -1);

  for (glong column = 1; column <= length + 1; column++)
    {
      g_autofree char *prefix = g_strdup_printf (_("line %u, column %u: %s"), line, (guint) column, "");

      if (g_str_has_prefix (error->message, prefix))
        {
          char *message = g_strdup_printf (_("column %u: %s"), (guint) column, error->message + strlen (prefix));

          g_free (error->message);
          error->message = message;
          return;
        }
    }
}

/* The document's statements with `text` put in at `at` (G_MAXUINT: none)
 * and statement `skip` left out, read back into `doc`. */
static gboolean
rebuild (QdConstraintsDoc *doc, guint at, const char *text, guint skip, GError **error)
{
  GString *out = g_string_new (NULL);
  g_autofree char *whole = NULL;
  QdConstraintsDoc *again;
  guint line = 1, typed_line = 0;

  g_return_val_if_fail (doc->xcsp == NULL, FALSE);

  for (guint i = 0; i <= doc->statements->len; i++)
    {
      const QdConstraintsStatement *s = i < doc->statements->len ? g_ptr_array_index (doc->statements, i) : NULL;

      if (i == at)
        {
          typed_line = line++;
          g_string_append_printf (out, "%s\n", text);
        }
      if (s != NULL && i != skip)
        {
          g_string_append_printf (out, "%s\n", s->text);
          for (const char *c = s->text; *c != '\0'; c++)
            line += *c == '\n';
          line++;
        }
    }
  whole = g_string_free (out, FALSE);
  if ((again = qd_constraints_doc_parse (whole, -1, error)) == NULL)
    {
      if (typed_line > 0 && error != NULL && *error != NULL)
        typed_error_column (*error, typed_line, text);
      return FALSE;
    }
  /* The document stays the same pointer: the page holds it. */
  g_ptr_array_unref (doc->statements);
  g_clear_pointer (&doc->model, qd_csp_model_free);
  doc->statements = g_steal_pointer (&again->statements);
  doc->model = g_steal_pointer (&again->model);
  again->statements = g_ptr_array_new ();
  qd_constraints_doc_free (again);
  return TRUE;
}

/* One line, without what would make it more than one statement. */
static char *
clean_input (const char *text)
{
  char *line = g_strdup (text);

  g_strdelimit (line, "\r\n", ' ');
  return g_strstrip (line);
}

gboolean
qd_constraints_doc_add_variables (QdConstraintsDoc *doc, const char *text, GError **error)
{
  g_autofree char *line = clean_input (text);
  g_autofree char *statement = NULL;
  guint at = 0;

  if (*line == '\0')
    {
      g_set_error_literal (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE,
                           _("Type a variable and its domain, as “x in 1..8” or “c in {red, green}”"));
      return FALSE;
    }
  statement = statement_kind (line) == QD_CONSTRAINTS_DECLARATION ? g_strdup (line) : g_strconcat ("var ", line, NULL);
  for (guint i = 0; i < doc->statements->len; i++)
    if (((QdConstraintsStatement *) g_ptr_array_index (doc->statements, i))->kind == QD_CONSTRAINTS_DECLARATION)
      at = i + 1;
  if (!rebuild (doc, at, statement, G_MAXUINT, error))
    {
      g_prefix_error (error, "“%s”: ", line);
      return FALSE;
    }
  return TRUE;
}

gboolean
qd_constraints_doc_add_constraint (QdConstraintsDoc *doc, const char *text, GError **error)
{
  g_autofree char *line = clean_input (text);

  if (*line == '\0')
    {
      g_set_error_literal (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE,
                           _("Type a constraint, as “x < y” or “alldifferent(x, y, z)”"));
      return FALSE;
    }
  if (statement_kind (line) == QD_CONSTRAINTS_DECLARATION)
    {
      g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE,
                   _("“%s”: a declaration, not a constraint: add it as a variable"), line);
      return FALSE;
    }
  if (doc->model == NULL)
    {
      g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE,
                   _("“%s”: declare its variables first"), line);
      return FALSE;
    }
  if (!rebuild (doc, doc->statements->len, line, G_MAXUINT, error))
    {
      g_prefix_error (error, "“%s”: ", line);
      return FALSE;
    }
  return TRUE;
}

gboolean
qd_constraints_doc_remove (QdConstraintsDoc *doc, guint i, GError **error)
{
  const QdConstraintsStatement *s;
  g_autofree char *text = NULL;

  g_return_val_if_fail (i < doc->statements->len, FALSE);
  s = g_ptr_array_index (doc->statements, i);
  text = g_strdup (s->text);
  if (!rebuild (doc, G_MAXUINT, NULL, i, error))
    {
      g_prefix_error (error, _("“%s” cannot go: "), text);
      return FALSE;
    }
  return TRUE;
}
