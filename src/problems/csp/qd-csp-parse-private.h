/* qd-csp-parse-private.h — what the reader of Quandary's own constraint
 * format shares between its lexer (qd-csp-lex.c) and its parser
 * (qd-csp-parse.c). */
#pragma once

#include "qd-csp-model-private.h"

G_BEGIN_DECLS

#define FORALL_MAX 20000000
#define DIMS_MAX 4

typedef enum { T_INT, T_IDENT, T_OP, T_NEWLINE, T_EOF } TokenKind;

typedef struct {
  TokenKind kind;
  guint start, length;
  guint line, column;
  gint64 value;
} Token;

typedef struct {
  guint n_dims;
  gint64 lo[DIMS_MAX], hi[DIMS_MAX];
  guint first;
} Array;

typedef struct {
  const char *text;
  GArray *tokens;
  guint pos;
  QdCspModel *model;
  GHashTable *arrays;     /* name -> Array */
  GHashTable *env;        /* loop variable -> gint64 */
  guint depth;
  guint64 expanded;
} Parser;

gboolean qd_csp_parse_error_at (GError **error, guint line, guint column, const char *format, ...)
  G_GNUC_PRINTF (4, 5);
/* Cuts the text into tokens (p->tokens), ending with T_EOF. */
gboolean qd_csp_parse_tokenize (Parser *p, gsize length, GError **error);

G_END_DECLS
