/* qd-csp-parse-private.h — what the reader of Quandary's own constraint
 * format shares between its lexer (qd-csp-lex.c) and its parser
 * (qd-csp-parse.c). */
#pragma once

#include "qd-csp-model-private.h"

#include <glib/gi18n.h>
#include <string.h>

G_BEGIN_DECLS

#define FORALL_MAX 20000000
#define DIMS_MAX 4

typedef enum { T_INT, T_IDENT, T_OP, T_NEWLINE, T_EOF } TokenKind;

/* Token.op when the token is no operator of an expression. */
#define NO_OP G_MAXUINT8

/* 20 bytes: a file may hold QD_CSP_MODEL_TOKENS_MAX of them. */
typedef struct {
  guint start, length;
  guint line, column;
  guint8 kind;            /* TokenKind */
  guint8 op;              /* the parser's table of binary operators: its index, or NO_OP */
  guint8 joined;          /* the first of a line that went on from the line before (its
                           * line break dropped: it starts with an operator, and, or) */
} Token;

/* A T_INT's value (the lexer checked its range: at most 13 digits). */
static inline gint64
token_value (const char *text, const Token *t)
{
  gint64 v = 0;

  for (guint i = 0; i < t->length; i++)
    v = v * 10 + (text[t->start + i] - '0');
  return v;
}

typedef struct {
  guint n_dims;
  gint64 lo[DIMS_MAX], hi[DIMS_MAX];
  guint first;
} Array;

/* A forall's name in scope: its text in the file, and its value now. */
typedef struct {
  guint start, length;
  const gint64 *value;
} Binding;

typedef struct {
  const char *text;
  GArray *tokens;
  guint pos;
  QdCspModel *model;
  GHashTable *arrays;     /* name -> Array */
  GHashTable *env;        /* loop variable -> gint64 */
  guint depth;
  guint64 expanded;
  GArray *bindings;       /* Binding: env again, looked up by a token without a copy of its text */
} Parser;

gboolean qd_csp_parse_error_at (GError **error, guint line, guint column, const char *format, ...)
  G_GNUC_PRINTF (4, 5);
/* Cuts the text into tokens (p->tokens), ending with T_EOF. */
/* After a statement that begins at token `first` failed: when one of its
 * lines went on from the line before (Token.joined: `-4 * x + y = 3` under
 * a declaration), says so after the error. */
void     qd_csp_parse_hint_joined (const Parser *p, guint first, GError **error);
gboolean qd_csp_parse_tokenize (Parser *p, gsize length, GError **error);
/* Each operator token's level, found once before the first expression. */
void qd_csp_parse_classify_operators (Parser *p);

/* Expressions (qd-csp-parse-expr.c), each from the token at p->pos on. */
QdCspExpr *qd_csp_parse_expr (Parser *p, GError **error);
/* A number made of numbers and a forall's names. */
gboolean qd_csp_parse_constant (Parser *p, gint64 *value, GError **error);
/* A list's items: expressions, or whole arrays and slices standing for
 * their variables. */
GPtrArray *qd_csp_parse_list (Parser *p, GError **error);

/* The parser's view of the tokens (qd-csp-parse.c). */
/* A builder's error gets the position of the statement. */
static inline gboolean
prefix_error (GError **error, const Token *t)
{
  if (error != NULL && *error != NULL)
    g_prefix_error (error, _("line %u, column %u: "), t->line, t->column);
  return FALSE;
}

/* ---------------------------------------------------------------- tokens */

static inline const Token *
peek (const Parser *p)
{
  return &g_array_index (p->tokens, Token, p->pos);
}

static inline const Token *
next (Parser *p)
{
  const Token *t = peek (p);

  if (t->kind != T_EOF)
    p->pos++;
  return t;
}

/* Both look at the first character before anything else: a forall parses
 * its body again for each binding, and these run for every token. */
static inline gboolean
is_op (const Parser *p, const Token *t, const char *op)
{
  if (t->kind != T_OP || p->text[t->start] != op[0])
    return FALSE;
  if (op[1] == '\0')
    return t->length == 1;
  return t->length == strlen (op) && strncmp (p->text + t->start, op, t->length) == 0;
}

static inline gboolean
is_word (const Parser *p, const Token *t, const char *word)
{
  return t->kind == T_IDENT && p->text[t->start] == word[0] && t->length == strlen (word) &&
         strncmp (p->text + t->start, word, t->length) == 0;
}

static inline char *
token_text (const Parser *p, const Token *t)
{
  switch (t->kind)
    {
    case T_NEWLINE: return g_strdup (_("the end of the line"));
    case T_EOF: return g_strdup (_("the end of the file"));
    default: return g_strdup_printf ("“%.*s”", MIN (t->length, 40u), p->text + t->start);
    }
}

static inline gboolean
unexpected (Parser *p, const Token *t, const char *wanted, GError **error)
{
  g_autofree char *shown = token_text (p, t);

  return qd_csp_parse_error_at (error, t->line, t->column, _("%s expected, found %s"), wanted, shown);
}

static inline gboolean
expect (Parser *p, const char *op, GError **error)
{
  const Token *t = peek (p);

  if (!is_op (p, t, op))
    {
      g_autofree char *wanted = g_strdup_printf ("“%s”", op);

      return unexpected (p, t, wanted, error);
    }
  next (p);
  return TRUE;
}

static inline char *
ident (const Parser *p, const Token *t)
{
  return g_strndup (p->text + t->start, t->length);
}

/* The token's text as a string, in `buffer` (NAME_BUFFER bytes) unless
 * long (then in *heap, to free): a forall parses its body again for each
 * binding, and each name would cost an allocation. */
#define NAME_BUFFER 64

static inline const char *
token_name (const Parser *p, const Token *t, char *buffer, char **heap)
{
  if (t->length >= NAME_BUFFER)
    return *heap = ident (p, t);
  memcpy (buffer, p->text + t->start, t->length);
  buffer[t->length] = '\0';
  return buffer;
}


G_END_DECLS
