/* qd-csp-parse-expr.c — the expressions of Quandary's own constraint file
 * (`.csp`, data/FORMATS.md): constants, references to variables and arrays,
 * lists, calls, unary operators and chains of binary operators by level,
 * each chain of one operator read as one node with many children (a file's
 * `a or b or … ` of any length nests one level).  The statements that use
 * them are in qd-csp-parse.c. */
#include "config.h"

#include <inttypes.h>
#include "qd-csp-parse-private.h"

#include <glib/gi18n.h>
#include <string.h>

#define error_at qd_csp_parse_error_at


/* One more level of the parser's own nesting (a bracket, a call, a unary
 * operator): refused past the limit at once, before reading further (the
 * 100,000th bracket is not reached). */
static gboolean
enter (Parser *p, const Token *at, GError **error)
{
  if (++p->depth <= QD_CSP_MODEL_DEPTH_MAX)
    return TRUE;
  p->depth--;
  return qd_csp_expr_too_deep (error) || prefix_error (error, at);
}

/* `e`, or NULL and an error at `at` when it nests past the limit (which no
 * later walk of it then exceeds). */
static QdCspExpr *
checked (QdCspExpr *e, const Token *at, GError **error)
{
  if (e == NULL || qd_csp_expr_depth_ok (e, error))
    return e;
  prefix_error (error, at);
  qd_csp_expr_free (e);
  return NULL;
}

/* The value of the forall's name the token is, or NULL (what p->env says,
 * without hashing a copy of the name: a forall parses its body again for
 * each binding, and reads its names there each time). */
static const gint64 *
bound_value (const Parser *p, const Token *t)
{
  if (t->kind != T_IDENT)
    return NULL;
  for (guint k = p->bindings->len; k > 0; k--)
    {
      const Binding *b = &g_array_index (p->bindings, Binding, k - 1);

      if (b->length == t->length && p->text[b->start] == p->text[t->start] &&
          memcmp (p->text + b->start, p->text + t->start, t->length) == 0)
        return b->value;
    }
  return NULL;
}

/* Whether the token ends an expression (what may follow an index or a bound). */
static gboolean
ends_expression (const Parser *p, const Token *t)
{
  return t->kind == T_NEWLINE || t->kind == T_EOF || is_op (p, t, "]") || is_op (p, t, "..") ||
         is_op (p, t, ",") || is_op (p, t, ")") || is_op (p, t, ":");
}

/* A number made of numbers and loop variables. */
gboolean
qd_csp_parse_constant (Parser *p, gint64 *value, GError **error)
{
  const Token *t = peek (p);
  g_autoptr(QdCspExpr) e = NULL;

  /* A lone number or forall name (`q[i]`), without building an expression. */
  if (p->pos + 1 < p->tokens->len && ends_expression (p, &g_array_index (p->tokens, Token, p->pos + 1)))
    {
      if (t->kind == T_INT)
        {
          *value = token_value (p->text, t);
          next (p);
          return TRUE;
        }
      if (bound_value (p, t) != NULL)
        {
          *value = *bound_value (p, t);
          next (p);
          return TRUE;
        }
    }
  e = qd_csp_parse_expr (p, error);

  if (e == NULL)
    return FALSE;
  if (e->kind != QD_CSP_EXPR_CONST)
    return error_at (error, t->line, t->column, _("a number is needed here (numbers and forall's names only)"));
  *value = e->value;
  return TRUE;
}

/* The rest of a reference to an array after its name: one index per
 * dimension; with `slices`, an index may be a range `a..b` and missing
 * trailing indexes take the whole dimension.  Appends the variables to
 * `vars`, or without slices gives the one variable in *single. */
static gboolean
parse_array_ref (Parser *p, const Token *name, const Array *a, gboolean slices, GArray *vars, guint *single,
                 GError **error)
{
  gint64 lo[DIMS_MAX], hi[DIMS_MAX];
  guint d = 0;
  g_autofree char *shown = NULL;   /* the name, made for an error only */

  while (is_op (p, peek (p), "["))
    {
      const Token *at;

      next (p);
      at = peek (p);
      if (d == a->n_dims)
        return error_at (error, at->line, at->column, _("“%s” has %u dimensions"),
                         (shown = ident (p, name)), a->n_dims);
      if (!qd_csp_parse_constant (p, &lo[d], error))
        return FALSE;
      hi[d] = lo[d];
      if (is_op (p, peek (p), ".."))
        {
          if (!slices)
            return error_at (error, at->line, at->column, _("a range of “%s” where one variable is needed"),
                             (shown = ident (p, name)));
          next (p);
          if (!qd_csp_parse_constant (p, &hi[d], error))
            return FALSE;
        }
      if (lo[d] < a->lo[d] || hi[d] > a->hi[d] || (lo[d] > hi[d] && !slices))
        return error_at (error, at->line, at->column,
                         _("index %lld is outside “%s”, whose indexes run %lld..%lld"),
                         (long long) (lo[d] < a->lo[d] || lo[d] > a->hi[d] ? lo[d] : hi[d]),
                         (shown = ident (p, name)),
                         (long long) a->lo[d], (long long) a->hi[d]);
      if (!expect (p, "]", error))
        return FALSE;
      d++;
    }
  if (d < a->n_dims && !slices)
    return error_at (error, name->line, name->column, _("“%s” is an array of %u dimensions: give %u indexes"),
                     (shown = ident (p, name)), a->n_dims, a->n_dims);
  for (; d < a->n_dims; d++)
    lo[d] = a->lo[d], hi[d] = a->hi[d];
  {
    gint64 idx[DIMS_MAX];

    for (d = 0; d < a->n_dims; d++)
      {
        if (lo[d] > hi[d])
          return TRUE;
        idx[d] = lo[d];
      }
    for (;;)
      {
        guint offset = 0;

        for (d = 0; d < a->n_dims; d++)
          offset = offset * (guint) (a->hi[d] - a->lo[d] + 1) + (guint) (idx[d] - a->lo[d]);
        if (vars == NULL)
          {
            *single = a->first + offset;
            return TRUE;
          }
        g_array_append_vals (vars, &(guint) { a->first + offset }, 1);
        if (!qd_csp_model_next_index (idx, lo, hi, a->n_dims))
          return TRUE;
      }
  }
}

/* Items of a list: expressions, or whole arrays and slices (`q`, `x[1]`,
 * `x[1..9][2]`) that stand for their variables. */
GPtrArray *
qd_csp_parse_list (Parser *p, GError **error)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_csp_expr_free);

  if (!expect (p, "(", error))
    return NULL;
  for (;;)
    {
      const Token *t = peek (p);
      g_autofree char *name = t->kind == T_IDENT ? ident (p, t) : NULL;
      const Array *a = name != NULL && !g_hash_table_contains (p->env, name) ? g_hash_table_lookup (p->arrays, name)
                                                                            : NULL;
      gboolean done = FALSE;

      if (a != NULL)
        {
          guint start = p->pos;
          g_autoptr(GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));

          next (p);
          if (!parse_array_ref (p, t, a, TRUE, vars, NULL, error))
            return NULL;
          if (is_op (p, peek (p), ",") || is_op (p, peek (p), ")"))
            {
              for (guint i = 0; i < vars->len; i++)
                g_ptr_array_add (items, qd_csp_expr_leaf (QD_CSP_EXPR_VAR, g_array_index (vars, guint, i)));
              done = TRUE;
            }
          else
            p->pos = start;
        }
      if (!done)
        {
          QdCspExpr *e = qd_csp_parse_expr (p, error);

          if (e == NULL)
            return NULL;
          g_ptr_array_add (items, e);
        }
      if (is_op (p, peek (p), ")"))
        {
          next (p);
          return g_steal_pointer (&items);
        }
      if (!expect (p, ",", error))
        return NULL;
    }
}

static QdCspExpr *
list_node (QdCspExprKind kind, GPtrArray *items)
{
  guint n = items->len;
  QdCspExpr **kids = (QdCspExpr **) g_ptr_array_free (items, FALSE);
  QdCspExpr *e = qd_csp_expr_new (kind, kids, n);

  g_free (kids);
  return e;
}

static QdCspExpr *
parse_primary (Parser *p, GError **error)
{
  const Token *t = next (p);
  g_autofree char *long_name = NULL;
  char buffer[NAME_BUFFER];
  const char *name;
  const gint64 *bound;
  const Array *a;
  gint var;

  if (t->kind == T_INT)
    return qd_csp_expr_leaf (QD_CSP_EXPR_CONST, token_value (p->text, t));
  if (is_op (p, t, "("))
    {
      QdCspExpr *e = qd_csp_parse_expr (p, error);

      if (e != NULL && !expect (p, ")", error))
        g_clear_pointer (&e, qd_csp_expr_free);
      return e;
    }
  if (t->kind != T_IDENT)
    {
      unexpected (p, t, _("a number, a name or “(”"), error);
      return NULL;
    }
  /* A forall's name or an array's is never a keyword: they are looked up
   * first. */
  if ((bound = bound_value (p, t)) != NULL)
    return qd_csp_expr_leaf (QD_CSP_EXPR_CONST, *bound);
  name = token_name (p, t, buffer, &long_name);
  if ((a = g_hash_table_lookup (p->arrays, name)) != NULL)
    {
      guint single;

      if (!parse_array_ref (p, t, a, FALSE, NULL, &single, error))
        return NULL;
      return qd_csp_expr_leaf (QD_CSP_EXPR_VAR, single);
    }
  if (strcmp (name, "abs") == 0)
    {
      QdCspExpr *e;

      if (!expect (p, "(", error) || (e = qd_csp_parse_expr (p, error)) == NULL)
        return NULL;
      if (!expect (p, ")", error))
        {
          qd_csp_expr_free (e);
          return NULL;
        }
      return checked (qd_csp_expr_unary (QD_CSP_EXPR_ABS, e), t, error);
    }
  if (strcmp (name, "sum") == 0 || strcmp (name, "min") == 0 || strcmp (name, "max") == 0)
    {
      GPtrArray *items = qd_csp_parse_list (p, error);

      if (items == NULL)
        return NULL;
      return checked (list_node (name[1] == 'u' ? QD_CSP_EXPR_ADD : name[1] == 'i' ? QD_CSP_EXPR_MIN
                                                                                   : QD_CSP_EXPR_MAX, items),
                      t, error);
    }
  if (qd_csp_model_is_keyword (name))
    {
      unexpected (p, t, _("a number, a name or “(”"), error);
      return NULL;
    }
  if ((var = qd_csp_model_find_var (p->model, name)) >= 0)
    return qd_csp_expr_leaf (QD_CSP_EXPR_VAR, var);
  if (qd_csp_model_symbol (p->model, name, FALSE) >= 0)
    return qd_csp_expr_leaf (QD_CSP_EXPR_SYMBOL, qd_csp_model_symbol (p->model, name, FALSE));
  error_at (error, t->line, t->column, _("unknown name “%s”: no variable, array or value of a domain is called so"),
            name);
  return NULL;
}

static QdCspExpr *
parse_unary (Parser *p, GError **error)
{
  const Token *t = peek (p);
  QdCspExpr *e;

  if (is_op (p, t, "-") || is_word (p, t, "not"))
    {
      QdCspExprKind kind = is_op (p, t, "-") ? QD_CSP_EXPR_NEG : QD_CSP_EXPR_NOT;

      if (!enter (p, t, error))
        return NULL;
      next (p);
      e = parse_unary (p, error);
      p->depth--;
      return checked (e != NULL ? qd_csp_expr_unary (kind, e) : NULL, t, error);
    }
  return parse_primary (p, error);
}

/* The binary operators, by level from the loosest: or, and, comparison,
 * + -, * / %. */
static const struct { const char *op; QdCspExprKind kind; guint level; } ops[] = {
  { "or", QD_CSP_EXPR_OR, 0 }, { "and", QD_CSP_EXPR_AND, 1 },
  { "=", QD_CSP_EXPR_EQ, 2 }, { "==", QD_CSP_EXPR_EQ, 2 }, { "!=", QD_CSP_EXPR_NE, 2 },
  { "<>", QD_CSP_EXPR_NE, 2 }, { "<", QD_CSP_EXPR_LT, 2 }, { "<=", QD_CSP_EXPR_LE, 2 },
  { ">", QD_CSP_EXPR_GT, 2 }, { ">=", QD_CSP_EXPR_GE, 2 },
  { "+", QD_CSP_EXPR_ADD, 3 }, { "-", QD_CSP_EXPR_SUB, 3 },
  { "*", QD_CSP_EXPR_MUL, 4 }, { "/", QD_CSP_EXPR_DIV, 4 }, { "%", QD_CSP_EXPR_MOD, 4 },
};

/* Each token's entry in `ops`, found once: a forall parses its body again
 * for each binding, and every level would compare every token with its
 * operators. */
void
qd_csp_parse_classify_operators (Parser *p)
{
  for (guint k = 0; k < p->tokens->len; k++)
    {
      Token *t = &g_array_index (p->tokens, Token, k);

      t->op = NO_OP;
      for (guint i = 0; i < G_N_ELEMENTS (ops); i++)
        if (is_op (p, t, ops[i].op) || is_word (p, t, ops[i].op))
          {
            t->op = (guint8) i;
            break;
          }
    }
}

/* A chain of one n-ary operator being read: `a + b - c` (kind ADD, the
 * operands subtracted marked), `a and b and c`, `a or b or c`.  It makes
 * one node, whatever its length: a chain of 100,000 terms nests one level
 * deep, not 100,000. */
typedef struct {
  GPtrArray *operands;
  GArray *negated;        /* gboolean per operand (ADD: after a "-") */
  QdCspExprKind kind;     /* ADD, AND, OR */
  const Token *at;        /* its first operator */
} Chain;

static QdCspExprKind
chain_kind (QdCspExprKind kind)
{
  switch (kind)
    {
    case QD_CSP_EXPR_ADD: case QD_CSP_EXPR_SUB: return QD_CSP_EXPR_ADD;
    case QD_CSP_EXPR_AND: case QD_CSP_EXPR_OR: return kind;
    default: return QD_CSP_EXPR_CONST;   /* none */
    }
}

/* The chain's node: `a - b` stays a subtraction, longer chains are one sum
 * of the operands, those subtracted negated. */
static QdCspExpr *
chain_close (Chain *c, GError **error)
{
  guint n = c->operands->len;
  QdCspExpr **items = (QdCspExpr **) c->operands->pdata;
  gboolean *negated = (gboolean *) c->negated->data;
  QdCspExpr *e;

  g_ptr_array_set_free_func (c->operands, NULL);
  if (n == 2 && negated[1])
    e = qd_csp_expr_binary (QD_CSP_EXPR_SUB, items[0], items[1]);
  else
    {
      for (guint i = 0; i < n; i++)
        if (negated[i])
          items[i] = qd_csp_expr_unary (QD_CSP_EXPR_NEG, items[i]);
      e = qd_csp_expr_new (c->kind, items, n);
    }
  g_clear_pointer (&c->operands, g_ptr_array_unref);
  g_clear_pointer (&c->negated, g_array_unref);
  return checked (e, c->at, error);
}

static void
chain_clear (Chain *c)
{
  g_clear_pointer (&c->operands, g_ptr_array_unref);
  g_clear_pointer (&c->negated, g_array_unref);
}

/* Operators of `level` or tighter, by precedence climbing: each operand is
 * read once, not through a call per level.  The operators met here come
 * loosest last, so that a chain of one kind is read in a row. */
static QdCspExpr *
parse_level (Parser *p, guint level, GError **error)
{
  QdCspExpr *e;
  guint last = G_MAXUINT;   /* the level of the operator applied last here */
  Chain chain = { NULL, NULL, QD_CSP_EXPR_CONST, NULL };

  /* `not` binds looser than a comparison and tighter than `and`, as an
   * expression's text writes it (qd-csp-expr.c's precedence): `not x = 1`
   * is not (x = 1), not (not x) = 1. */
  if (level <= 2 && is_word (p, peek (p), "not"))
    {
      const Token *t = peek (p);

      if (!enter (p, t, error))
        return NULL;
      next (p);
      e = parse_level (p, 2, error);
      p->depth--;
      if ((e = checked (e != NULL ? qd_csp_expr_unary (QD_CSP_EXPR_NOT, e) : NULL, t, error)) == NULL)
        return NULL;
      last = 2;
    }
  else if ((e = parse_unary (p, error)) == NULL)
    return NULL;
  for (;;)
    {
      const Token *t = peek (p);
      guint i = t->op;
      QdCspExprKind kind;
      QdCspExpr *right;

      if (i == NO_OP || ops[i].level < level)
        break;
      /* After a comparison, the right side took everything tighter: a
       * comparison again is a chain. */
      if (ops[i].level == 2 && last == 2)
        {
          error_at (error, t->line, t->column, _("comparisons do not chain: join them with “and”"));
          goto fail;
        }
      next (p);
      /* The right operand nests a level deeper (the parser's own stack:
       * `a or b and c = d + e * (…)` descends five). */
      if (!enter (p, t, error))
        goto fail;
      right = parse_level (p, ops[i].level + 1, error);
      p->depth--;
      if (right == NULL)
        goto fail;
      kind = chain_kind (ops[i].kind);
      if (chain.operands != NULL && chain.kind != kind && (e = chain_close (&chain, error)) == NULL)
        {
          qd_csp_expr_free (right);
          return NULL;
        }
      if (kind != QD_CSP_EXPR_CONST)
        {
          gboolean negated = ops[i].kind == QD_CSP_EXPR_SUB;

          if (chain.operands == NULL)
            {
              chain = (Chain) { g_ptr_array_new_with_free_func ((GDestroyNotify) qd_csp_expr_free),
                                g_array_new (FALSE, TRUE, sizeof (gboolean)), kind, t };
              g_ptr_array_add (chain.operands, e);
              g_array_set_size (chain.negated, 1);
              e = NULL;
            }
          g_ptr_array_add (chain.operands, right);
          g_array_append_val (chain.negated, negated);
        }
      else if ((e = checked (qd_csp_expr_binary (ops[i].kind, e, right), t, error)) == NULL)
        return NULL;
      last = ops[i].level;
    }
  if (chain.operands != NULL)
    e = chain_close (&chain, error);
  return e;

fail:
  chain_clear (&chain);
  qd_csp_expr_free (e);
  return NULL;
}

QdCspExpr *
qd_csp_parse_expr (Parser *p, GError **error)
{
  QdCspExpr *e;

  if (!enter (p, peek (p), error))
    return NULL;
  e = parse_level (p, 0, error);
  p->depth--;
  return e;
}
