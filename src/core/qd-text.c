/* qd-text.c — reading the text files of every problem. */
#include "qd-text.h"

#include <string.h>

gboolean
qd_text_validate (const char *text, gsize length, GQuark domain, gint code, GError **error)
{
  const char *invalid;

  if (memchr (text, '\0', length) != NULL)
    {
      g_set_error_literal (error, domain, code, "this is not a text file (it contains NUL bytes)");
      return FALSE;
    }
  if (!g_utf8_validate (text, length, &invalid))
    {
      guint line = 1;

      for (const char *c = text; c < invalid; c++)
        line += *c == '\n';
      g_set_error (error, domain, code, "line %u: the file is not UTF-8 text", line);
      return FALSE;
    }
  return TRUE;
}

gsize
qd_text_skip_bom (const char *text, gsize length)
{
  return length >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
}

void
qd_line_reader_init (QdLineReader *reader, const char *text, gsize length)
{
  gsize bom = qd_text_skip_bom (text, length);

  reader->p = text + bom;
  reader->end = text + length;
  reader->line = 0;
}

gboolean
qd_line_reader_next (QdLineReader *reader, const char **line, gsize *length)
{
  const char *eol;

  if (reader->p >= reader->end)
    return FALSE;
  eol = memchr (reader->p, '\n', reader->end - reader->p);
  if (eol == NULL)
    eol = reader->end;
  *line = reader->p;
  *length = eol - reader->p;
  if (*length > 0 && (*line)[*length - 1] == '\r')
    (*length)--;
  reader->p = eol < reader->end ? eol + 1 : reader->end;
  reader->line++;
  return TRUE;
}

gboolean
qd_text_line_error (GError **error, GQuark domain, gint code, guint line, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (line > 0)
    g_set_error (error, domain, code, "line %u: %s", line, message);
  else
    g_set_error_literal (error, domain, code, message);
  return FALSE;
}
