/* qd-lex.c — the tokenizer the logic languages share (qd-lex.h). */
#include "config.h"
#include "qd-lex.h"

#include <string.h>

static void
skip_blanks (QdLex *lex)
{
  while (*lex->p == ' ' || *lex->p == '\t' || *lex->p == '\r' || *lex->p == '\n')
    {
      if (*lex->p == '\n')
        {
          lex->line++;
          lex->column = 0;
        }
      lex->p++;
      lex->column++;
    }
}

/* The token at p that is neither a name nor the end. */
static void
read_word (QdLex *lex)
{
  const QdLexSpec *spec = lex->spec;
  const char *after;

  for (guint i = 0; i < spec->n_words; i++)
    if (g_str_has_prefix (lex->p, spec->words[i].text))
      {
        lex->tok = spec->words[i].tok;
        lex->len = strlen (spec->words[i].text);
        return;
      }
  lex->tok = spec->bad;
  after = g_utf8_find_next_char (lex->p, NULL);
  lex->len = after != NULL && g_utf8_validate (lex->p, after - lex->p, NULL) ? (gsize) (after - lex->p) : 1;
}

void
qd_lex_next (QdLex *lex)
{
  skip_blanks (lex);
  lex->start = lex->p;
  lex->tok_line = lex->line;
  lex->tok_column = lex->column;
  lex->len = 0;
  if (*lex->p == '\0')
    lex->tok = lex->spec->end;
  else if (lex->spec->digit_names ? g_ascii_isalnum (*lex->p) : g_ascii_isalpha (*lex->p))
    {
      while (g_ascii_isalnum (lex->p[lex->len]) || lex->p[lex->len] == '_')
        lex->len++;
      lex->tok = lex->spec->name;
    }
  else
    read_word (lex);
  lex->p += lex->len;
  lex->column += g_utf8_validate (lex->start, lex->len, NULL) ? g_utf8_strlen (lex->start, lex->len) : lex->len;
}

void
qd_lex_init (QdLex *lex, const QdLexSpec *spec, const char *text, guint line)
{
  qd_lex_init_at (lex, spec, text, line, 1);
}

void
qd_lex_init_at (QdLex *lex, const QdLexSpec *spec, const char *text, guint line, guint column)
{
  *lex = (QdLex) { .spec = spec, .p = text, .line = MAX (line, 1), .column = MAX (column, 1) };
  qd_lex_next (lex);
}
