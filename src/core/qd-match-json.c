/* qd-match-json.c — a match's result as one line of JSON, written by a game
 * command's --result and read back by grading and tournaments
 * (qd-match.h).  The reader knows just this object: a flat JSON object of
 * strings, numbers, null and arrays of them; members it does not know are
 * passed over. */
#include "config.h"
#include "qd-match.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "qd-text.h"

static void
append_number (GString *out, double value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  /* Whole numbers as integers, others as C writes them. */
  if (value == (double) (gint64) value && value > -1e15 && value < 1e15)
    g_string_append_printf (out, "%" G_GINT64_FORMAT, (gint64) value);
  else
    g_string_append (out, g_ascii_dtostr (buffer, sizeof buffer, value));
}

char *
qd_match_result_to_json (const QdMatchResult *result, const char *game, const char *const *players)
{
  GString *out = g_string_new ("{\"game\": ");
  guint n = qd_match_result_n_players (result);

  qd_text_append_json_string (out, game);
  g_string_append (out, ", \"players\": [");
  for (guint i = 0; i < n; i++)
    {
      g_string_append (out, i > 0 ? ", " : "");
      qd_text_append_json_string (out, players[i] != NULL ? players[i] : "");
    }
  g_string_append (out, "], \"winner\": ");
  if (result->winner >= 1 && result->winner <= (gint) n)
    g_string_append_printf (out, "%d", result->winner);
  else
    g_string_append (out, "null");
  g_string_append (out, ", \"scores\": [");
  for (guint i = 0; i < n; i++)
    {
      g_string_append (out, i > 0 ? ", " : "");
      append_number (out, result->scores[i]);
    }
  g_string_append_printf (out, "], \"plies\": %u, \"end\": \"%s\", \"reason\": ", result->plies,
                          qd_match_end_to_string (result->end));
  qd_text_append_json_string (out, result->reason != NULL ? result->reason : "");
  g_string_append (out, "}\n");
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------ reading */

typedef struct {
  const char *p, *end;
} Scanner;

static void
skip_space (Scanner *s)
{
  while (s->p < s->end && g_ascii_isspace (*s->p))
    s->p++;
}

static gboolean
take (Scanner *s, char c)
{
  skip_space (s);
  if (s->p < s->end && *s->p == c)
    {
      s->p++;
      return TRUE;
    }
  return FALSE;
}

static gboolean
take_hex (Scanner *s, gunichar *c)
{
  *c = 0;
  for (guint i = 0; i < 4; i++, s->p++)
    {
      if (s->p >= s->end || !g_ascii_isxdigit (*s->p))
        return FALSE;
      *c = *c * 16 + (gunichar) g_ascii_xdigit_value (*s->p);
    }
  return TRUE;
}

/* One character of a string at s->p (not its closing quote) into `text`;
 * FALSE when it is not one JSON allows. */
static gboolean
read_char (Scanner *s, GString *text)
{
  static const char escapes[] = "\"\"\\\\//b\bf\fn\nr\rt\t";
  const char *e;
  gunichar c;

  if ((guchar) *s->p < 0x20)
    return FALSE;
  if (*s->p != '\\')
    {
      g_string_append_c (text, *s->p++);
      return TRUE;
    }
  if (++s->p >= s->end)
    return FALSE;
  if (*s->p == 'u')
    {
      s->p++;
      if (!take_hex (s, &c) || !g_unichar_validate (c) || c == 0)
        return FALSE;
      g_string_append_unichar (text, c);
      return TRUE;
    }
  for (e = escapes; *e != '\0' && *e != *s->p; e += 2)
    ;
  if (*e == '\0')
    return FALSE;
  g_string_append_c (text, e[1]);
  s->p++;
  return TRUE;
}

/* A string after its opening quote, into *out (to free) when `out` is not
 * NULL. */
static gboolean
read_string (Scanner *s, char **out)
{
  g_autoptr(GString) text = g_string_new (NULL);

  while (s->p < s->end && *s->p != '"')
    if (!read_char (s, text))
      return FALSE;
  if (s->p >= s->end || !g_utf8_validate (text->str, (gssize) text->len, NULL))
    return FALSE;
  s->p++;
  if (out != NULL)
    *out = g_string_free (g_steal_pointer (&text), FALSE);
  return TRUE;
}

typedef enum { VALUE_BAD, VALUE_NULL, VALUE_NUMBER, VALUE_STRING, VALUE_ARRAY } ValueKind;

/* A scalar: null, a number (*number) or a string (*text when not NULL). */
static ValueKind
read_scalar (Scanner *s, double *number, char **text)
{
  char *stop;

  skip_space (s);
  if (s->p < s->end && *s->p == '"')
    {
      s->p++;
      return read_string (s, text) ? VALUE_STRING : VALUE_BAD;
    }
  if ((gsize) (s->end - s->p) >= 4 && memcmp (s->p, "null", 4) == 0)
    {
      s->p += 4;
      return VALUE_NULL;
    }
  if (s->p >= s->end || !(g_ascii_isdigit (*s->p) || *s->p == '-'))
    return VALUE_BAD;
  *number = g_ascii_strtod (s->p, &stop);
  if (stop == s->p || stop > s->end)
    return VALUE_BAD;
  s->p = stop;
  return VALUE_NUMBER;
}

/* A value: a scalar, or an array of them whose numbers go into
 * numbers[0 .. QD_MATCH_MAX_PLAYERS - 1] (the others are passed over). */
static ValueKind
read_value (Scanner *s, double *number, char **text, double *numbers, guint *n_numbers)
{
  guint n = 0;

  if (!take (s, '['))
    return read_scalar (s, number, text);
  if (take (s, ']'))
    return VALUE_ARRAY;
  do
    {
      double x = 0;

      if (read_scalar (s, &x, NULL) == VALUE_BAD)
        return VALUE_BAD;
      if (n < QD_MATCH_MAX_PLAYERS)
        numbers[n] = x;
      n++;
    }
  while (take (s, ','));
  *n_numbers = n;
  return take (s, ']') ? VALUE_ARRAY : VALUE_BAD;
}

static gboolean
store (QdMatchResult *result, const char *key, ValueKind kind, double number, char **text, const double *numbers,
       guint n_numbers)
{
  if (g_str_equal (key, "winner"))
    {
      if (kind == VALUE_NULL)
        return TRUE;
      /* the range first: converting a number out of gint's range is undefined */
      if (kind != VALUE_NUMBER || !(number >= 1 && number <= QD_MATCH_MAX_PLAYERS) || number != (double) (gint) number)
        return FALSE;
      result->winner = (gint) number;
      return TRUE;
    }
  if (g_str_equal (key, "scores"))
    {
      if (kind != VALUE_ARRAY || n_numbers < 2 || n_numbers > QD_MATCH_MAX_PLAYERS)
        return FALSE;
      memcpy (result->scores, numbers, n_numbers * sizeof (double));
      result->n_players = n_numbers;
      return TRUE;
    }
  if (g_str_equal (key, "plies"))
    {
      /* Checked before the conversion: a number out of range has none. */
      if (kind != VALUE_NUMBER || !(number >= 0 && number <= G_MAXUINT) || number != (double) (guint) number)
        return FALSE;
      result->plies = (guint) number;
      return TRUE;
    }
  if (g_str_equal (key, "reason") && kind == VALUE_STRING)
    {
      g_free (result->reason);
      result->reason = g_steal_pointer (text);
    }
  if (g_str_equal (key, "end") && kind == VALUE_STRING)
    for (QdMatchEnd end = QD_MATCH_OVER; end <= QD_MATCH_NO_INPUT; end++)
      if (g_str_equal (*text, qd_match_end_to_string (end)))
        result->end = end;
  return kind != VALUE_BAD;
}

static gboolean
read_member (Scanner *s, QdMatchResult *result)
{
  g_autofree char *key = NULL;
  g_autofree char *text = NULL;
  double number = 0, numbers[QD_MATCH_MAX_PLAYERS] = { 0 };
  guint n_numbers = 0;
  ValueKind kind;

  if (!take (s, '"') || !read_string (s, &key) || !take (s, ':'))
    return FALSE;
  kind = read_value (s, &number, &text, numbers, &n_numbers);
  return store (result, key, kind, number, &text, numbers, n_numbers);
}

gboolean
qd_match_result_from_json (const char *text, gsize length, QdMatchResult *result, GError **error)
{
  Scanner s = { text, text + length };
  gboolean ok;

  memset (result, 0, sizeof *result);
  result->winner = -1;
  result->end = QD_MATCH_OVER;
  ok = take (&s, '{');
  if (ok && !take (&s, '}'))
    {
      do
        ok = read_member (&s, result);
      while (ok && take (&s, ','));
      ok = ok && take (&s, '}');
    }
  skip_space (&s);
  if (ok && s.p == s.end && result->winner <= (gint) qd_match_result_n_players (result))
    {
      result->forfeiter = result->end == QD_MATCH_FORFEIT && result->winner > 0 ? (guint) (3 - result->winner) : 0;
      return TRUE;
    }
  qd_match_result_clear (result);
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, _("not a game’s result (JSON) at byte %u"),
               (guint) (s.p - text));
  return FALSE;
}
