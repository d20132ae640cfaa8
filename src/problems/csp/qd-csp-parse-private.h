/* qd-csp-parse-private.h — what the reader of Quandary's own constraint
 * format shares between its lexer (qd-csp-lex.c) and its parser
 * (qd-csp-parse.c). */
#pragma once

#include "qd-csp-model-private.h"

G_BEGIN_DECLS

#define FORALL_MAX 20000000
#define DIMS_MAX 4

typedef enum { T_INT, T_IDENT, T_OP, T_NEWLINE, T_EOF } TokenKind;

/* Token.op when the token is no operator of an expression. */
#define NO_OP G_MAXUINT8

typedef struct {
  TokenKind kind;
  guint start, length;
  guint line, column;
  guint8 op;              /* the parser's table of binary operators: its index, or NO_OP */
  gint64 value;
} Token;

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
gboolean qd_csp_parse_tokenize (Parser *p, gsize length, GError **error);

G_END_DECLS
