/* qd-lex.h — the tokens of the logic languages (propositional
 * formulas in qd-prop.c, first-order sentences in qd-fol-parse.c): names,
 * the connectives and punctuation each language lists, positions in lines
 * and characters for their errors. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  const char *text;   /* "∧", "&", "=>" */
  gint tok;
} QdLexWord;

/* What a language calls its tokens. */
typedef struct
{
  const QdLexWord *words;  /* tried in order: a longer spelling before its prefix */
  guint n_words;
  gboolean digit_names;    /* a name may begin with a digit (else a letter) */
  gint end, name, bad;     /* the end of the text, a name, anything else (one character) */
} QdLexSpec;

typedef struct
{
  const QdLexSpec *spec;
  const char *p;
  guint line, column;       /* of p, from 1 */
  gint tok;
  const char *start;        /* the token's text */
  gsize len;
  guint tok_line, tok_column;
} QdLex;

/* Reads the first token of `text` (NUL-terminated), whose first line is `line`. */
void qd_lex_init (QdLex *lex, const QdLexSpec *spec, const char *text, guint line);
/* The same, the text's first character at `column` of that line. */
void qd_lex_init_at (QdLex *lex, const QdLexSpec *spec, const char *text, guint line, guint column);
/* Moves to the next token; blanks and line breaks between tokens skipped. */
void qd_lex_next (QdLex *lex);

G_END_DECLS
