/* qd-csp-lex.c — the tokens of Quandary's own constraint format: numbers,
 * names, operators, and the ends of lines that end a statement. */
#include "config.h"
#include "qd-csp-parse-private.h"

#include <glib/gi18n.h>
#include <string.h>

#define error_at qd_csp_parse_error_at

gboolean
qd_csp_parse_error_at (GError **error, guint line, guint column, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE, _("line %u, column %u: %s"), line, column,
               message);
  return FALSE;
}

/* ------------------------------------------------------------------ lexer */

static const char *const operators[] = {
  "..", "==", "!=", "<>", "<=", ">=", "<", ">", "=", "+", "-", "*", "/", "%",
  "(", ")", "[", "]", "{", "}", ",", ":",
};

static gboolean
is_word_at (const Parser *p, const Token *t, const char *word)
{
  return t->kind == T_IDENT && t->length == strlen (word) && strncmp (p->text + t->start, word, t->length) == 0;
}

/* After these a line goes on. */
static gboolean
continues_line (const Parser *p, const Token *t)
{
  static const char *const words[] = { "and", "or", "not", "in" };

  if (t->kind == T_OP)
    return !(t->length == 1 && strchr (")]}", p->text[t->start]) != NULL);
  if (t->kind == T_IDENT)
    for (guint i = 0; i < G_N_ELEMENTS (words); i++)
      if (t->length == strlen (words[i]) && strncmp (p->text + t->start, words[i], t->length) == 0)
        return TRUE;
  return FALSE;
}

gboolean
qd_csp_model_is_ident_char (gunichar c, gboolean first)
{
  if (c < 128)
    return g_ascii_isalpha (c) || c == '_' || (!first && g_ascii_isdigit (c));
  return g_unichar_isalpha (c) || (!first && g_unichar_isalnum (c));
}

/* A line that starts with an operator (other than a bracket) or with
 * `and`, `or` goes on from the line before. */
static void
join_lines (Parser *p)
{
  guint kept = 0;

  for (guint i = 0; i < p->tokens->len; i++)
    {
      const Token *t = &g_array_index (p->tokens, Token, i);

      if (t->kind == T_NEWLINE && i + 1 < p->tokens->len)
        {
          const Token *after = &g_array_index (p->tokens, Token, i + 1);

          if ((after->kind == T_OP && strchr ("([{)]}", p->text[after->start]) == NULL) ||
              (after->kind == T_IDENT && continues_line (p, after) && !is_word_at (p, after, "not")))
            {
              g_array_index (p->tokens, Token, i + 1).joined = 1;
              continue;
            }
        }
      g_array_index (p->tokens, Token, kept++) = *t;
    }
  g_array_set_size (p->tokens, kept);
}

void
qd_csp_parse_hint_joined (const Parser *p, guint first, GError **error)
{
  if (error == NULL || *error == NULL)
    return;
  for (guint i = first + 1; i < p->tokens->len; i++)
    {
      const Token *t = &g_array_index (p->tokens, Token, i);

      if (t->kind == T_NEWLINE || t->kind == T_EOF)
        return;
      if (t->joined)
        {
          g_autofree char *word = g_strndup (p->text + t->start, MIN (t->length, 20));
          char *message = g_strdup_printf (_("%s (line %u goes on from line %u, as it starts with “%s”)"),
                                           (*error)->message, t->line, (t - 1)->line, word);

          g_free ((*error)->message);
          (*error)->message = message;
          return;
        }
    }
}

/* The column (from 1, in characters) of `at` on the line being read:
 * counted on from where it was last asked, so that a line of a million
 * tokens is read in linear time. */
typedef struct {
  const char *counted;
  guint column;
} Column;

static guint
column_at (Column *c, const char *at)
{
  c->column += (guint) g_utf8_strlen (c->counted, at - c->counted);
  c->counted = at;
  return c->column;
}

gboolean
qd_csp_parse_tokenize (Parser *p, gsize length, GError **error)
{
  const char *s = p->text, *end = s + length;
  const char *q = s, *line_start = s;
  guint line = 1, depth = 0;
  const char *bad;
  Column col;

  if (!g_utf8_validate (s, (gssize) length, &bad))
    {
      for (const char *c = s; c < bad; c++)
        if (*c == '\n')
          line++, line_start = c + 1;
      return error_at (error, line, (guint) g_utf8_strlen (line_start, bad - line_start) + 1,
                       _("the file is not UTF-8 text (a NUL byte or a byte no character starts with)"));
    }
  if (length >= 3 && memcmp (q, "\xef\xbb\xbf", 3) == 0)
    q += 3, line_start = q;
  col = (Column) { line_start, 1 };
  for (;;)
    {
      Token t = { 0 };
      gunichar c;

      while (q < end && (*q == ' ' || *q == '\t' || *q == '\r' || *q == '#' || *q == '\n'))
        {
          if (*q == '#')
            while (q < end && *q != '\n')
              q++;
          else if (*q == '\n')
            {
              Token *last = p->tokens->len > 0 ? &g_array_index (p->tokens, Token, p->tokens->len - 1) : NULL;

              if (depth == 0 && last != NULL && last->kind != T_NEWLINE && !continues_line (p, last))
                {
                  Token nl = { (guint) (q - s), 1, line, column_at (&col, q), T_NEWLINE, 0 };

                  g_array_append_val (p->tokens, nl);
                }
              line++;
              q++;
              line_start = q;
              col = (Column) { line_start, 1 };
            }
          else
            q++;
        }
      t.start = (guint) (q - s);
      t.line = line;
      t.column = column_at (&col, q);
      if (q >= end)
        {
          t.kind = T_EOF;
          g_array_append_val (p->tokens, t);
          join_lines (p);
          return TRUE;
        }
      c = g_utf8_get_char (q);
      if (g_ascii_isdigit (*q))
        {
          const char *d = q;
          gint64 value = 0;

          t.kind = T_INT;
          while (d < end && g_ascii_isdigit (*d))
            {
              if (value <= QD_CSP_MODEL_VALUE_MAX)
                value = value * 10 + (*d - '0');
              d++;
            }
          /* Leading zeros are dropped: the token is read again as digits. */
          while (q < d - 1 && *q == '0')
            q++, t.start++;
          if (value > QD_CSP_MODEL_VALUE_MAX)
            return error_at (error, t.line, t.column,
                             _("the integer %.*s%s is out of range: integers run from %lld to %lld"),
                             (int) MIN (d - q, 30), q, d - q > 30 ? "…" : "", (long long) -QD_CSP_MODEL_VALUE_MAX,
                             (long long) QD_CSP_MODEL_VALUE_MAX);
          q = d;
        }
      else if (qd_csp_model_is_ident_char (c, TRUE))
        {
          t.kind = T_IDENT;
          while (q < end && qd_csp_model_is_ident_char (g_utf8_get_char (q), FALSE))
            q = g_utf8_next_char (q);
        }
      else
        {
          guint i;

          for (i = 0; i < G_N_ELEMENTS (operators); i++)
            if (*q == operators[i][0] &&
                (operators[i][1] == '\0' || (end - q >= 2 && q[1] == operators[i][1])))
              break;
          if (i == G_N_ELEMENTS (operators))
            {
              g_autofree char *shown = g_strndup (q, g_utf8_next_char (q) - q);

              return error_at (error, t.line, t.column, _("unexpected character “%s”"), shown);
            }
          t.kind = T_OP;
          q += strlen (operators[i]);
          if (operators[i][1] == 0 && strchr ("([{", operators[i][0]) != NULL)
            depth++;
          else if (operators[i][1] == 0 && strchr (")]}", operators[i][0]) != NULL && depth > 0)
            depth--;
        }
      t.length = (guint) (q - s) - t.start;
      if (p->tokens->len >= QD_CSP_MODEL_TOKENS_MAX)
        return error_at (error, t.line, t.column, _("more than %u words (numbers, names, operators) in a file of "
                                                    "this format: XCSP3 takes larger ones"),
                         QD_CSP_MODEL_TOKENS_MAX);
      g_array_append_val (p->tokens, t);
    }
}

