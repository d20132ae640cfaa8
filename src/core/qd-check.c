/* qd-check.c — answers as lines, compared; see qd-check.h. */
#include "config.h"
#include "qd-check.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "qd-text.h"

void
qd_check_text_init (QdCheckText *text, const char *contents, gsize length, gboolean strict)
{
  const char *p = contents, *end = contents + length;

  /* A byte-order mark (Windows editors write one) is no difference either. */
  if (!strict)
    p += qd_text_skip_bom (contents, length);
  text->lines = g_ptr_array_new_with_free_func (g_free);
  text->strict = strict;
  text->final_newline = length > 0 && contents[length - 1] == '\n';
  while (p < end)
    {
      const char *nl = memchr (p, '\n', (gsize) (end - p));
      const char *stop = nl != NULL ? nl : end;
      gsize len = (gsize) (stop - p);

      if (!strict)
        while (len > 0 && (p[len - 1] == '\r' || p[len - 1] == ' ' || p[len - 1] == '\t'))
          len--;
      g_ptr_array_add (text->lines, g_strndup (p, len));
      p = nl != NULL ? nl + 1 : end;
    }
  if (!strict)
    while (text->lines->len > 0 && *(const char *) text->lines->pdata[text->lines->len - 1] == '\0')
      g_ptr_array_remove_index (text->lines, text->lines->len - 1);
}

void
qd_check_text_clear (QdCheckText *text)
{
  g_clear_pointer (&text->lines, g_ptr_array_unref);
}

guint
qd_check_text_length (const QdCheckText *text)
{
  return text->lines->len;
}

const char *
qd_check_text_line (const QdCheckText *text, guint index)
{
  return index < text->lines->len ? text->lines->pdata[index] : NULL;
}

void
qd_check_reference_init (QdCheckReference *reference, char *text)
{
  gsize length = strlen (text);

  reference->text = text;
  qd_check_text_init (&reference->lenient, text, length, FALSE);
  qd_check_text_init (&reference->strict, text, length, TRUE);
}

void
qd_check_reference_clear (QdCheckReference *reference)
{
  g_clear_pointer (&reference->text, g_free);
  qd_check_text_clear (&reference->lenient);
  qd_check_text_clear (&reference->strict);
}

const QdCheckText *
qd_check_reference_lines (const QdCheckReference *reference, gboolean strict)
{
  return strict ? &reference->strict : &reference->lenient;
}

QdCheckResult *
qd_check_reference_compare (const QdCheckReference *reference, const char *answer, gsize length, gboolean strict,
                            QdCheckText *given, guint *index)
{
  qd_check_text_init (given, answer, length, strict);
  return qd_check_compare (qd_check_reference_lines (reference, strict), given, index);
}

QdCheckResult *
qd_check_reference_answer (const QdCheckReference *reference, const char *answer, gsize length, gboolean strict,
                           QdCheckExplainFunc explain, gconstpointer check)
{
  QdCheckText given;
  guint index = 0;
  QdCheckResult *result = qd_check_reference_compare (reference, answer, length, strict, &given, &index);

  if (result == NULL)
    result = qd_check_result_new_correct ();
  else
    explain (check, result, index, &given);
  qd_check_text_clear (&given);
  return result;
}

void
qd_check_result_show_reference (QdCheckResult *result, const QdCheckReference *reference, guint index)
{
  result->reference = g_strdup (reference->text);
  result->reference_line = MIN (index + 1, qd_check_text_length (&reference->lenient));
}

QdCheckResult *
qd_check_result_new_correct (void)
{
  QdCheckResult *result = g_new0 (QdCheckResult, 1);

  result->verdict = QD_CHECK_CORRECT;
  result->step = -1;
  return result;
}

/* A line as a message shows it: a CR (kept by strict checks) as "\r", any
 * other control character escaped too, so that no answer drives the
 * terminal. */
static char *
shown_text (const char *line, gboolean keep_newlines)
{
  GString *out;

  if (line == NULL)
    return NULL;
  out = g_string_new (NULL);
  for (const char *p = line; *p != '\0'; p++)
    {
      guchar c = (guchar) *p;

      if (c == '\r')
        g_string_append (out, "\\r");
      else if (c == '\n' && keep_newlines)
        g_string_append_c (out, '\n');
      else if (c == '\t')
        g_string_append_c (out, '\t');
      else if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\x%02X", c);
      else
        g_string_append_c (out, (char) c);
    }
  return g_string_free (out, FALSE);
}

static char *
shown_line (const char *line)
{
  return shown_text (line, FALSE);
}

QdCheckResult *
qd_check_result_new_wrong (guint line, const char *expected, const char *given)
{
  QdCheckResult *result = qd_check_result_new_correct ();

  result->verdict = QD_CHECK_WRONG;
  result->line = line;
  result->expected = shown_line (expected);
  result->given = shown_line (given);
  return result;
}

QdCheckResult *
qd_check_result_new_unreadable (const char *reason)
{
  QdCheckResult *result = qd_check_result_new_correct ();

  result->verdict = QD_CHECK_UNREADABLE;
  result->explanation = g_strdup (reason);
  return result;
}

void
qd_check_result_free (QdCheckResult *result)
{
  if (result == NULL)
    return;
  g_free (result->expected);
  g_free (result->given);
  g_free (result->explanation);
  g_free (result->reference);
  g_free (result);
}

QdCheckResult *
qd_check_result_copy (const QdCheckResult *result)
{
  QdCheckResult *copy = g_memdup2 (result, sizeof *result);

  copy->expected = g_strdup (result->expected);
  copy->given = g_strdup (result->given);
  copy->explanation = g_strdup (result->explanation);
  copy->reference = g_strdup (result->reference);
  return copy;
}

void
qd_check_result_explain (QdCheckResult *result, const char *format, ...)
{
  va_list args;
  char *formatted, *sentence, *joined;

  va_start (args, format);
  formatted = g_strdup_vprintf (format, args);
  va_end (args);
  /* An answer's text quoted in it may hold a CR: shown escaped, so that
   * the explanation's lines are the ones it means (a line end in it starts
   * one; an answer's line never holds one). */
  sentence = shown_text (formatted, TRUE);
  g_free (formatted);
  if (result->explanation == NULL)
    {
      result->explanation = sentence;
      return;
    }
  joined = g_strconcat (result->explanation, "\n", sentence, NULL);
  g_free (result->explanation);
  g_free (sentence);
  result->explanation = joined;
}

QdCheckResult *
qd_check_compare (const QdCheckText *expected, const QdCheckText *given, guint *index)
{
  guint n_expected = qd_check_text_length (expected), n_given = qd_check_text_length (given);
  guint n = MAX (n_expected, n_given);
  QdCheckResult *result;

  for (guint i = 0; i < n; i++)
    {
      const char *e = qd_check_text_line (expected, i), *g = qd_check_text_line (given, i);

      if (e != NULL && g != NULL && strcmp (e, g) == 0)
        continue;
      if (index != NULL)
        *index = i;
      result = qd_check_result_new_wrong (i + 1, e, g);
      result->reference_line = e != NULL ? i + 1 : n_expected;
      return result;
    }
  if ((result = qd_check_final_newline (expected, given)) != NULL && index != NULL)
    *index = n - 1;
  return result;
}

QdCheckResult *
qd_check_final_newline (const QdCheckText *expected, const QdCheckText *given)
{
  guint n = qd_check_text_length (given);
  const char *line;
  QdCheckResult *result;

  if (!given->strict || n == 0 || expected->final_newline == given->final_newline)
    return NULL;
  line = qd_check_text_line (given, n - 1);
  result = qd_check_result_new_wrong (n, line, line);
  result->reference_line = n;
  qd_check_result_explain (result, expected->final_newline
                           ? _("The line should end with a line break, and the answer's last line has none.")
                           : _("The last line should end without a line break, and the answer's has one."));
  return result;
}

gboolean
qd_check_is_text (const char *contents, gsize length, char **reason)
{
  g_autoptr(GError) error = NULL;

  if (qd_text_validate (contents, length, G_FILE_ERROR, G_FILE_ERROR_INVAL, &error))
    return TRUE;
  *reason = g_strdup (error->message);
  return FALSE;
}

gboolean
qd_check_parse_number (const char *text, double *value)
{
  char *end;

  while (*text == ' ' || *text == '\t')
    text++;
  if (g_ascii_strcasecmp (text, "inf") == 0 || g_ascii_strcasecmp (text, "+inf") == 0)
    {
      *value = G_MAXDOUBLE * 2;
      return TRUE;
    }
  if (g_ascii_strcasecmp (text, "-inf") == 0)
    {
      *value = -G_MAXDOUBLE * 2;
      return TRUE;
    }
  *value = g_ascii_strtod (text, &end);
  if (end == text)
    return FALSE;
  while (*end == ' ' || *end == '\t')
    end++;
  return *end == '\0';
}
