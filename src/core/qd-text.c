/* qd-text.c — reading the text files of every problem. */
#include "qd-text.h"

#include <string.h>
#include <glib/gi18n.h>

gboolean
qd_text_validate (const char *text, gsize length, GQuark domain, gint code, GError **error)
{
  const char *invalid;

  if (memchr (text, '\0', length) != NULL)
    {
      g_set_error_literal (error, domain, code, _("this is not a text file (it contains NUL bytes)"));
      return FALSE;
    }
  if (!g_utf8_validate (text, length, &invalid))
    {
      guint line = 1;

      for (const char *c = text; c < invalid; c++)
        line += *c == '\n';
      g_set_error (error, domain, code, _("line %u: the file is not UTF-8 text"), line);
      return FALSE;
    }
  return TRUE;
}

const char *
qd_text_find_binary (const char *text, gsize length, guint *line, guint *column)
{
  const char *bad = text + length, *nul = memchr (text, '\0', length), *line_start = text;

  if (g_utf8_validate_len (text, length, &bad) && nul == NULL)
    return NULL;
  if (nul != NULL && nul < bad)
    bad = nul;
  *line = 1;
  for (const char *p = text; p < bad; p++)
    if (*p == '\n')
      (*line)++, line_start = p + 1;
  *column = (guint) (bad - line_start) + 1;
  return bad;
}

gsize
qd_text_skip_bom (const char *text, gsize length)
{
  return length >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
}

gunichar
qd_text_find_invisible (const char *text, gsize length)
{
  const char *end = text + length;

  for (const char *p = text; p < end; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      switch (g_unichar_type (c))
        {
        case G_UNICODE_CONTROL:
        case G_UNICODE_FORMAT:
        case G_UNICODE_LINE_SEPARATOR:
        case G_UNICODE_PARAGRAPH_SEPARATOR:
        case G_UNICODE_SURROGATE:
          return c;
        default:
          break;
        }
    }
  return 0;
}

/* Appends the character at `p` (one byte when it is not UTF-8), escaped if
 * it must be; returns the next position. */
static const char *
append_shown (GString *out, const char *p, const char *end)
{
  gunichar c = g_utf8_get_char_validated (p, end - p);
  const char *next;

  if (c == (gunichar) -1 || c == (gunichar) -2)
    {
      g_string_append_printf (out, "\\x%02X", (guchar) *p);
      return p + 1;
    }
  next = g_utf8_next_char (p);
  switch (c)
    {
    case '\t': g_string_append (out, "\\t"); break;
    case '\n': g_string_append (out, "\\n"); break;
    case '\r': g_string_append (out, "\\r"); break;
    case 0x1b: g_string_append (out, "\\e"); break;
    default:
      if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\x%02X", c);
      else if (qd_text_find_invisible (p, next - p) != 0)
        g_string_append_printf (out, "\\u{%04X}", c);
      else
        g_string_append_len (out, p, next - p);
    }
  return next;
}

char *
qd_text_quote (const char *text, gssize length)
{
  GString *out = g_string_new (NULL);
  const char *p = text, *end;
  guint shown = 0;

  if (text == NULL)
    return g_string_free (out, FALSE);
  end = text + (length < 0 ? strlen (text) : (gsize) length);
  while (p < end)
    {
      if (shown++ == QD_TEXT_QUOTE_MAX)
        {
          g_string_append (out, "…");
          break;
        }
      p = append_shown (out, p, end);
    }
  return g_string_free (out, FALSE);
}

static char *
escape (const char *text, gboolean keep_lines, gboolean backslash)
{
  GString *out;
  const char *p = text, *end;

  if (text == NULL)
    return NULL;
  end = text + strlen (text);
  out = g_string_sized_new (end - text);
  while (p < end)
    {
      if (keep_lines && (*p == '\n' || *p == '\t' || (*p == '\r' && p[1] == '\n')))
        g_string_append_c (out, *p++);
      else if (backslash && *p == '\\')
        {
          g_string_append (out, "\\\\");
          p++;
        }
      else
        p = append_shown (out, p, end);
    }
  return g_string_free (out, FALSE);
}

char *
qd_text_escape_controls (const char *text, gboolean keep_lines)
{
  return escape (text, keep_lines, FALSE);
}

void
qd_text_escape_error (GError *error)
{
  char *escaped;

  if (error == NULL)
    return;
  escaped = escape (error->message, FALSE, FALSE);
  g_free (error->message);
  error->message = escaped;
}

char *
qd_text_escape_name (const char *name)
{
  return escape (name, FALSE, TRUE);
}

char *
qd_text_unescape_name (const char *escaped)
{
  GString *out = g_string_new (NULL);
  g_autofree char *again = NULL;

  for (const char *p = escaped; *p != '\0'; p++)
    {
      char *end = NULL;
      guint64 c;

      if (*p != '\\')
        {
          g_string_append_c (out, *p);
          continue;
        }
      switch (*++p)
        {
        case '\\': g_string_append_c (out, '\\'); break;
        case 't': g_string_append_c (out, '\t'); break;
        case 'n': g_string_append_c (out, '\n'); break;
        case 'r': g_string_append_c (out, '\r'); break;
        case 'e': g_string_append_c (out, 0x1b); break;
        case 'x':
          if (!g_ascii_isxdigit (p[1]) || !g_ascii_isxdigit (p[2]))
            goto bad;
          g_string_append_c (out, (char) (g_ascii_xdigit_value (p[1]) * 16 + g_ascii_xdigit_value (p[2])));
          p += 2;
          break;
        case 'u':
          if (p[1] != '{' || !g_ascii_isxdigit (p[2]))
            goto bad;
          c = g_ascii_strtoull (p + 2, &end, 16);
          if (*end != '}' || c > 0x10FFFF)
            goto bad;
          g_string_append_unichar (out, (gunichar) c);
          p = end;
          break;
        default:
          goto bad;
        }
    }
  /* Only an escaping this file makes reads back: one name, one escaping. */
  again = qd_text_escape_name (out->str);
  if (out->len == strlen (out->str) && g_str_equal (again, escaped))
    return g_string_free (out, FALSE);
bad:
  g_string_free (out, TRUE);
  return NULL;
}

#define OPEN_QUOTE "\xe2\x80\x9c"    /* “ */
#define CLOSE_QUOTE "\xe2\x80\x9d"   /* ” */
#define MESSAGE_MAX 1000

char *
qd_text_sanitize_message (const char *message)
{
  GString *out = g_string_new (NULL);
  const char *p = message, *end = message + strlen (message);
  gboolean quoted = FALSE, cut = FALSE;
  guint in_quote = 0, shown = 0;

  while (p < end)
    {
      if (shown++ == MESSAGE_MAX)
        {
          g_string_append (out, "…");
          break;
        }
      if (strncmp (p, OPEN_QUOTE, 3) == 0)
        quoted = TRUE, in_quote = 0, cut = FALSE;
      else if (strncmp (p, CLOSE_QUOTE, 3) == 0)
        quoted = FALSE;
      else if (quoted && !cut && in_quote++ == QD_TEXT_QUOTE_MAX / 2)
        {
          /* Past half the share: a longer quote loses its middle, so that a
           * file's name keeps its end; one never closed, the rest. */
          const char *close = g_strstr_len (p, end - p, CLOSE_QUOTE);
          const char *tail = close != NULL ? close : p;

          for (guint i = 0; close != NULL && i < QD_TEXT_QUOTE_MAX / 2 && tail > p; i++)
            tail = g_utf8_find_prev_char (p, tail) != NULL ? g_utf8_find_prev_char (p, tail) : p;
          cut = TRUE;
          if (close == NULL || tail > p)
            {
              g_string_append (out, "…");
              p = close != NULL ? tail : end;
              continue;
            }
        }
      p = append_shown (out, p, end);
    }
  return g_string_free (out, FALSE);
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
qd_text_next_word (const char **p, const char *end, const char **word, gsize *length)
{
  while (*p < end && g_ascii_isspace (**p))
    (*p)++;
  if (*p == end)
    return FALSE;
  *word = *p;
  while (*p < end && !g_ascii_isspace (**p))
    (*p)++;
  *length = (gsize) (*p - *word);
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
    g_set_error (error, domain, code, _("line %u: %s"), line, message);
  else
    g_set_error_literal (error, domain, code, message);
  return FALSE;
}

char *
qd_text_strip_mnemonics (const char *text)
{
  char *plain, *w;

  g_return_val_if_fail (text != NULL, NULL);
  plain = w = g_strdup (text);
  for (const char *r = text; *r != '\0'; r++)
    {
      if (*r == '_')
        {
          if (r[1] != '_')
            continue;
          r++;
        }
      *w++ = *r;
    }
  *w = '\0';
  return plain;
}

char *
qd_text_capitalize (const char *text)
{
  GString *out;

  g_return_val_if_fail (text != NULL, NULL);

  out = g_string_new (NULL);
  if (*text != '\0')
    {
      g_string_append_unichar (out, g_unichar_totitle (g_utf8_get_char (text)));
      g_string_append (out, g_utf8_next_char (text));
    }
  return g_string_free (out, FALSE);
}

gboolean
qd_text_is_blank (const char *line, gsize length)
{
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isspace (line[i]))
      return FALSE;
  return TRUE;
}

void
qd_text_trim (const char **p, gsize *len)
{
  while (*len > 0 && g_ascii_isspace (**p))
    (*p)++, (*len)--;
  while (*len > 0 && g_ascii_isspace ((*p)[*len - 1]))
    (*len)--;
}

void
qd_text_append_csv_field (GString *out, const char *field)
{
  if (strpbrk (field, ",\"\r\n") == NULL)
    {
      g_string_append (out, field);
      return;
    }
  g_string_append_c (out, '"');
  for (const char *p = field; *p; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

void
qd_text_append_csv_text (GString *out, const char *text)
{
  if (text[0] != '\0' && strchr ("=+-@\t\r", text[0]) != NULL)
    {
      g_autofree char *quoted = g_strconcat ("'", text, NULL);

      qd_text_append_csv_field (out, quoted);
      return;
    }
  qd_text_append_csv_field (out, text);
}

char *
qd_text_replace (const char *text, const char *from, const char *to)
{
  GString *s = g_string_new (text);

  g_string_replace (s, from, to, 0);
  return g_string_free (s, FALSE);
}

char *
qd_text_last_line (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = g_strv_length (lines); i-- > 0;)
    if (g_strstrip (lines[i])[0] != '\0')
      return g_strdup (lines[i]);
  return NULL;
}

void
qd_text_append_json_string (GString *out, const char *text)
{
  g_string_append_c (out, '"');
  for (const char *p = text; *p; p++)
    {
      guchar c = (guchar) *p;

      if (c == '"' || c == '\\')
        g_string_append_printf (out, "\\%c", c);
      else if (c == '\n')
        g_string_append (out, "\\n");
      else if (c == '\t')
        g_string_append (out, "\\t");
      else if (c == '\r')
        g_string_append (out, "\\r");
      else if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_c (out, (char) c);
    }
  g_string_append_c (out, '"');
}

void
qd_text_warn (GPtrArray *warnings, guint *count, const char *format, ...)
{
  va_list args;

  (*count)++;
  if (warnings == NULL || *count > QD_TEXT_MAX_WARNINGS)
    return;
  va_start (args, format);
  g_ptr_array_add (warnings, g_strdup_vprintf (format, args));
  va_end (args);
}

void
qd_text_warnings_end (GPtrArray *warnings, guint count)
{
  if (warnings != NULL && count > QD_TEXT_MAX_WARNINGS)
    g_ptr_array_add (warnings, g_strdup_printf (_("… and %u more warnings"), count - QD_TEXT_MAX_WARNINGS));
}
