/* qd-csp-expr.c — expressions over the variables of a constraint problem:
 * building (with constants folded), types, evaluation, linear forms, text. */
#include "config.h"
#include "qd-csp-model-private.h"

#include <glib/gi18n.h>
#include <string.h>

static const struct { const char *name; QdCspExprKind kind; } kind_names[] = {
  { "neg", QD_CSP_EXPR_NEG }, { "abs", QD_CSP_EXPR_ABS }, { "not", QD_CSP_EXPR_NOT },
  { "add", QD_CSP_EXPR_ADD }, { "sub", QD_CSP_EXPR_SUB }, { "mul", QD_CSP_EXPR_MUL },
  { "div", QD_CSP_EXPR_DIV }, { "mod", QD_CSP_EXPR_MOD }, { "min", QD_CSP_EXPR_MIN },
  { "max", QD_CSP_EXPR_MAX }, { "dist", QD_CSP_EXPR_DIST }, { "if", QD_CSP_EXPR_IF },
  { "eq", QD_CSP_EXPR_EQ }, { "ne", QD_CSP_EXPR_NE }, { "lt", QD_CSP_EXPR_LT },
  { "le", QD_CSP_EXPR_LE }, { "gt", QD_CSP_EXPR_GT }, { "ge", QD_CSP_EXPR_GE },
  { "and", QD_CSP_EXPR_AND }, { "or", QD_CSP_EXPR_OR }, { "xor", QD_CSP_EXPR_XOR },
  { "iff", QD_CSP_EXPR_IFF }, { "imp", QD_CSP_EXPR_IMP }, { "pow", QD_CSP_EXPR_POW },
  { "in", QD_CSP_EXPR_IN },
};

gboolean
qd_csp_expr_kind_from_name (const char *name, QdCspExprKind *kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (strcmp (name, kind_names[i].name) == 0)
      {
        *kind = kind_names[i].kind;
        return TRUE;
      }
  return FALSE;
}

/* The kids' array lies in the node's block: one allocation a node, not
 * two (a file's foralls may build millions of nodes); and not g_malloc0,
 * since glibc's calloc bypasses its per-thread cache. */
QdCspExpr *
qd_csp_expr_alloc (QdCspExprKind kind, gint64 value, guint n_kids)
{
  QdCspExpr *e = g_malloc (sizeof (QdCspExpr) + sizeof (QdCspExpr *) * n_kids);

  e->kind = kind;
  e->depth = 1;
  e->condition = FALSE;
  e->value = value;
  e->n_kids = n_kids;
  e->kids = n_kids > 0 ? (QdCspExpr **) (e + 1) : NULL;
  return e;
}

void
qd_csp_expr_seal (QdCspExpr *expr)
{
  guint depth = 0;

  for (guint i = 0; i < expr->n_kids; i++)
    depth = MAX (depth, expr->kids[i]->depth);
  expr->depth = (guint16) MIN (depth + 1, G_MAXUINT16);
}

QdCspExpr *
qd_csp_expr_truth (gboolean value)
{
  QdCspExpr *e = qd_csp_expr_alloc (QD_CSP_EXPR_CONST, value ? 1 : 0, 0);

  e->condition = TRUE;
  return e;
}

gboolean
qd_csp_expr_depth_ok (const QdCspExpr *expr, GError **error)
{
  return expr->depth <= QD_CSP_MODEL_DEPTH_MAX || qd_csp_expr_too_deep (error);
}

gboolean
qd_csp_expr_too_deep (GError **error)
{
  g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_LIMIT,
               _("the expression nests more than %u levels deep (each bracket, call and operator is a level; "
                 "a chain of + and -, of and, of or is one)"), QD_CSP_MODEL_DEPTH_MAX);
  return FALSE;
}

QdCspExpr *
qd_csp_expr_leaf (QdCspExprKind kind, gint64 value)
{
  return qd_csp_expr_alloc (kind, value, 0);
}

/* Without recursion, whatever the depth: a node whose kids are being
 * freed holds its parent in its value (it is going), and counts its kids
 * down. */
void
qd_csp_expr_free (QdCspExpr *expr)
{
  QdCspExpr *up = NULL;

  while (expr != NULL)
    {
      if (expr->n_kids > 0)
        {
          QdCspExpr *kid = expr->kids[--expr->n_kids];

          expr->value = (gint64) (gintptr) up;
          up = expr;
          expr = kid;
        }
      else
        {
          QdCspExpr *back = up;

          g_free (expr);
          if (back != NULL)
            up = (QdCspExpr *) (gintptr) back->value;
          expr = back;
        }
    }
}

static gboolean
is_const (const QdCspExpr *e)
{
  return e->kind == QD_CSP_EXPR_CONST;
}

QdCspExpr *
qd_csp_expr_new (QdCspExprKind kind, QdCspExpr **kids, guint n_kids)
{
  QdCspExpr *e;
  gboolean all_const = n_kids > 0 && kind != QD_CSP_EXPR_ELEMENT;

  for (guint i = 0; i < n_kids; i++)
    all_const &= is_const (kids[i]);
  if (all_const)
    {
      /* Evaluated as a node on the stack: no node made for nothing. */
      QdCspExpr node = { .kind = kind, .depth = 2, .n_kids = n_kids, .kids = kids };
      gboolean undefined = FALSE, overflow = FALSE;
      gint64 v = qd_csp_expr_eval_checked (&node, NULL, &undefined, &overflow);

      /* A division by zero stays as it is: it makes the constraint false;
       * so does a value beyond ±2^62, which qd_csp_expr_check_range then
       * names. */
      if (!undefined && !overflow)
        {
          /* A condition stays one (3 <= 1 is false, not the number 0); so
           * does `if` between two conditions. */
          gboolean condition = qd_csp_expr_is_condition (&node) ||
                               (kind == QD_CSP_EXPR_IF && n_kids == 3 && kids[1]->condition && kids[2]->condition);

          for (guint i = 0; i < n_kids; i++)
            qd_csp_expr_free (kids[i]);
          e = qd_csp_expr_leaf (QD_CSP_EXPR_CONST, v);
          e->condition = condition;
          return e;
        }
    }
  e = qd_csp_expr_alloc (kind, 0, n_kids);
  memcpy (e->kids, kids, sizeof (QdCspExpr *) * n_kids);
  qd_csp_expr_seal (e);
  return e;
}

QdCspExpr *
qd_csp_expr_unary (QdCspExprKind kind, QdCspExpr *a)
{
  return qd_csp_expr_new (kind, &a, 1);
}

QdCspExpr *
qd_csp_expr_binary (QdCspExprKind kind, QdCspExpr *a, QdCspExpr *b)
{
  QdCspExpr *kids[2] = { a, b };

  return qd_csp_expr_new (kind, kids, 2);
}

gboolean
qd_csp_expr_is_condition (const QdCspExpr *expr)
{
  switch (expr->kind)
    {
    case QD_CSP_EXPR_NOT:
    case QD_CSP_EXPR_EQ: case QD_CSP_EXPR_NE: case QD_CSP_EXPR_LT: case QD_CSP_EXPR_LE:
    case QD_CSP_EXPR_GT: case QD_CSP_EXPR_GE: case QD_CSP_EXPR_AND: case QD_CSP_EXPR_OR:
    case QD_CSP_EXPR_XOR: case QD_CSP_EXPR_IFF: case QD_CSP_EXPR_IMP: case QD_CSP_EXPR_IN:
      return TRUE;
    default:
      return FALSE;
    }
}

/* ------------------------------------------------------------ evaluation */

/* Every operation is checked: one whose value leaves ±2^62
 * (QD_CSP_MODEL_ARITH_MAX) sets *overflow, and the value is then
 * meaningless.  qd_csp_expr_check_range refuses before the search any
 * expression where that could happen, so the model's evaluations never
 * overflow; folding constants (qd_csp_expr_new) leaves such a node as it is,
 * for that check to name it. */

static inline gint64
in_range (__int128 v, gboolean *overflow)
{
  if (v > QD_CSP_MODEL_ARITH_MAX || v < -QD_CSP_MODEL_ARITH_MAX)
    {
      *overflow = TRUE;
      return 0;
    }
  return (gint64) v;
}

static gint64
checked_pow (gint64 a, gint64 b, gboolean *overflow)
{
  gint64 r = 1;

  if (b < 0)
    return a == 1 ? 1 : a == -1 ? ((b & 1) ? -1 : 1) : 0;
  /* Squares only while bits remain: each square is at most |a^b|. */
  for (; b > 0; b >>= 1)
    {
      if (b & 1)
        r = in_range ((__int128) r * a, overflow);
      if (b > 1)
        a = in_range ((__int128) a * a, overflow);
      if (*overflow)
        return 0;
    }
  return r;
}

static gint64
eval (const QdCspExpr *e, const gint64 *keys, gboolean *undefined, gboolean *overflow)
{
  gint64 a, b, r;

  switch (e->kind)
    {
    case QD_CSP_EXPR_CONST:
    case QD_CSP_EXPR_SYMBOL:
      return e->value;
    case QD_CSP_EXPR_VAR:
      return keys[e->value];
    case QD_CSP_EXPR_NEG:
      return in_range (-(__int128) eval (e->kids[0], keys, undefined, overflow), overflow);
    case QD_CSP_EXPR_ABS:
      a = eval (e->kids[0], keys, undefined, overflow);
      return in_range (a < 0 ? -(__int128) a : a, overflow);
    case QD_CSP_EXPR_NOT:
      return !eval (e->kids[0], keys, undefined, overflow);
    case QD_CSP_EXPR_ADD:
      {
        /* In 128 bits: a partial sum may pass 2^63 on the way to a total
         * within range (the kids are within ±2^62 each). */
        __int128 total = 0;

        for (guint i = 0; i < e->n_kids; i++)
          total += eval (e->kids[i], keys, undefined, overflow);
        return in_range (total, overflow);
      }
    case QD_CSP_EXPR_MIN:
    case QD_CSP_EXPR_MAX:
      r = eval (e->kids[0], keys, undefined, overflow);
      for (guint i = 1; i < e->n_kids; i++)
        {
          a = eval (e->kids[i], keys, undefined, overflow);
          r = e->kind == QD_CSP_EXPR_MIN ? MIN (r, a) : MAX (r, a);
        }
      return r;
    case QD_CSP_EXPR_AND:
      for (guint i = 0; i < e->n_kids; i++)
        if (!eval (e->kids[i], keys, undefined, overflow))
          return 0;
      return 1;
    case QD_CSP_EXPR_OR:
      for (guint i = 0; i < e->n_kids; i++)
        if (eval (e->kids[i], keys, undefined, overflow))
          return 1;
      return 0;
    case QD_CSP_EXPR_IF:
      return eval (e->kids[eval (e->kids[0], keys, undefined, overflow) ? 1 : 2], keys, undefined, overflow);
    case QD_CSP_EXPR_ELEMENT:
      {
        __int128 at = (__int128) eval (e->kids[0], keys, undefined, overflow) - e->value;

        if (at < 0 || at >= (__int128) e->n_kids - 1)
          {
            *undefined = TRUE;
            return 0;
          }
        return eval (e->kids[1 + (gsize) at], keys, undefined, overflow);
      }
    case QD_CSP_EXPR_IN:
      a = eval (e->kids[0], keys, undefined, overflow);
      for (guint i = 1; i < e->n_kids; i++)
        if (eval (e->kids[i], keys, undefined, overflow) == a)
          return 1;
      return 0;
    default:
      break;
    }
  /* The binary operations. */
  a = eval (e->kids[0], keys, undefined, overflow);
  b = eval (e->kids[1], keys, undefined, overflow);
  switch (e->kind)
    {
    case QD_CSP_EXPR_SUB: return in_range ((__int128) a - b, overflow);
    case QD_CSP_EXPR_MUL: return in_range ((__int128) a * b, overflow);
    case QD_CSP_EXPR_DIV:
    case QD_CSP_EXPR_MOD:
      if (b == 0 || (b == -1 && a == G_MININT64))
        {
          *undefined = TRUE;
          return 0;
        }
      return e->kind == QD_CSP_EXPR_DIV ? a / b : a % b;
    case QD_CSP_EXPR_DIST:
      {
        __int128 d = (__int128) a - b;

        return in_range (d < 0 ? -d : d, overflow);
      }
    case QD_CSP_EXPR_EQ: return a == b;
    case QD_CSP_EXPR_NE: return a != b;
    case QD_CSP_EXPR_LT: return a < b;
    case QD_CSP_EXPR_LE: return a <= b;
    case QD_CSP_EXPR_GT: return a > b;
    case QD_CSP_EXPR_GE: return a >= b;
    case QD_CSP_EXPR_XOR: return !a != !b;
    case QD_CSP_EXPR_IFF: return !a == !b;
    case QD_CSP_EXPR_IMP: return !a || b;
    case QD_CSP_EXPR_POW: return checked_pow (a, b, overflow);
    default: g_return_val_if_reached (0);
    }
}

gint64
qd_csp_expr_eval_checked (const QdCspExpr *e, const gint64 *keys, gboolean *undefined, gboolean *overflow)
{
  return eval (e, keys, undefined, overflow);
}

gint64
qd_csp_expr_eval (const QdCspExpr *e, const gint64 *keys, gboolean *undefined)
{
  gboolean overflow = FALSE;
  gint64 v = eval (e, keys, undefined, &overflow);

  /* qd_csp_expr_check_range let the expression in: never. */
  if (G_UNLIKELY (overflow))
    {
      g_critical ("an expression passed ±2^62 although its range was checked");
      *undefined = TRUE;
    }
  return v;
}

/* ----------------------------------------------------------------- types */

static gboolean
type_error (GError **error, const char *message)
{
  g_set_error_literal (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE, message);
  return FALSE;
}

static gboolean
expr_type (const QdCspModel *model, const QdCspExpr *e, QdCspType *type, GError **error)
{
  QdCspType kid[2] = { QD_CSP_TYPE_INT, QD_CSP_TYPE_INT };

  switch (e->kind)
    {
    case QD_CSP_EXPR_CONST:
      *type = e->condition ? QD_CSP_TYPE_BOOL : QD_CSP_TYPE_INT;
      return TRUE;
    case QD_CSP_EXPR_SYMBOL:
      *type = QD_CSP_TYPE_SYMBOL;
      return TRUE;
    case QD_CSP_EXPR_VAR:
      *type = qd_csp_model_var (model, (guint) e->value)->symbolic ? QD_CSP_TYPE_SYMBOL : QD_CSP_TYPE_INT;
      return TRUE;
    case QD_CSP_EXPR_EQ:
    case QD_CSP_EXPR_NE:
      if (!expr_type (model, e->kids[0], &kid[0], error) ||
          !expr_type (model, e->kids[1], &kid[1], error))
        return FALSE;
      if ((kid[0] == QD_CSP_TYPE_SYMBOL) != (kid[1] == QD_CSP_TYPE_SYMBOL))
        return type_error (error, _("a symbol is compared with a number: symbols compare only with = and != "
                                    "to symbols"));
      *type = QD_CSP_TYPE_BOOL;
      return TRUE;
    case QD_CSP_EXPR_IN:
      for (guint i = 0; i < e->n_kids; i++)
        {
          if (!expr_type (model, e->kids[i], &kid[i > 0], error))
            return FALSE;
          if (i > 0 && (kid[0] == QD_CSP_TYPE_SYMBOL) != (kid[1] == QD_CSP_TYPE_SYMBOL))
            return type_error (error, _("a symbol is compared with a number: symbols compare only with = and != "
                                        "to symbols"));
        }
      *type = QD_CSP_TYPE_BOOL;
      return TRUE;
    default:
      break;
    }
  for (guint i = 0; i < e->n_kids; i++)
    {
      QdCspType t;

      if (!expr_type (model, e->kids[i], &t, error))
        return FALSE;
      if (t == QD_CSP_TYPE_SYMBOL)
        return type_error (error, _("a symbol is used in arithmetic or an order: symbols compare only with "
                                    "= and != to symbols"));
    }
  *type = qd_csp_expr_is_condition (e) ? QD_CSP_TYPE_BOOL : QD_CSP_TYPE_INT;
  return TRUE;
}

/* Every walk of an expression below recurses on its kids: the depth is
 * checked here, where each expression a file gives is checked first
 * (qd_csp_model_add_expr, the objective). */
gboolean
qd_csp_expr_type (const QdCspModel *model, const QdCspExpr *e, QdCspType *type, GError **error)
{
  return qd_csp_expr_depth_ok (e, error) && expr_type (model, e, type, error);
}

/* --------------------------------------------------------------- scopes */

/* A scope past this many variables is looked up in a hash table, not
 * along the array (an `or` of 100,000 variables is linear, not quadratic). */
#define SCOPE_SCAN_MAX 16

typedef struct {
  GArray *scope;
  GHashTable *positions;  /* model index + 1 -> position + 1; NULL while the scope is short */
} Scope;

static gint
scope_find (Scope *s, guint var)
{
  if (s->positions == NULL && s->scope->len > SCOPE_SCAN_MAX)
    {
      s->positions = g_hash_table_new (g_direct_hash, g_direct_equal);
      for (guint i = 0; i < s->scope->len; i++)
        g_hash_table_insert (s->positions, GUINT_TO_POINTER (g_array_index (s->scope, guint, i) + 1),
                             GUINT_TO_POINTER (i + 1));
    }
  if (s->positions != NULL)
    return (gint) GPOINTER_TO_UINT (g_hash_table_lookup (s->positions, GUINT_TO_POINTER (var + 1))) - 1;
  for (guint i = 0; i < s->scope->len; i++)
    if (g_array_index (s->scope, guint, i) == var)
      return (gint) i;
  return -1;
}

static void
collect (const QdCspExpr *e, Scope *s)
{
  if (e->kind == QD_CSP_EXPR_VAR)
    {
      if (scope_find (s, (guint) e->value) >= 0)
        return;
      g_array_append_vals (s->scope, &(guint) { (guint) e->value }, 1);
      if (s->positions != NULL)
        g_hash_table_insert (s->positions, GUINT_TO_POINTER ((guint) e->value + 1), GUINT_TO_POINTER (s->scope->len));
      return;
    }
  for (guint i = 0; i < e->n_kids; i++)
    collect (e->kids[i], s);
}

void
qd_csp_expr_collect (const QdCspExpr *e, GArray *scope)
{
  Scope s = { scope, NULL };

  collect (e, &s);
  g_clear_pointer (&s.positions, g_hash_table_unref);
}

static void
localize (QdCspExpr *e, Scope *s)
{
  if (e->kind == QD_CSP_EXPR_VAR)
    {
      gint i = scope_find (s, (guint) e->value);

      g_return_if_fail (i >= 0);
      e->value = i;
      return;
    }
  for (guint i = 0; i < e->n_kids; i++)
    localize (e->kids[i], s);
}

void
qd_csp_expr_localize (QdCspExpr *e, const GArray *scope)
{
  Scope s = { (GArray *) scope, NULL };

  localize (e, &s);
  g_clear_pointer (&s.positions, g_hash_table_unref);
}

/* ---------------------------------------------------------------- linear */

/* Adds sign · e to (coeffs, constant). */
static gboolean
linear_add (const QdCspExpr *e, gint64 sign, gint64 *coeffs, guint n, gint64 *constant, guint depth)
{
  /* -sign must exist. */
  if (depth > QD_CSP_MODEL_DEPTH_MAX || sign == G_MININT64)
    return FALSE;
  switch (e->kind)
    {
    case QD_CSP_EXPR_CONST:
      {
        gint64 t;

        return !__builtin_mul_overflow (e->value, sign, &t) && !__builtin_add_overflow (*constant, t, constant);
      }
    case QD_CSP_EXPR_VAR:
      return !__builtin_add_overflow (coeffs[e->value], sign, &coeffs[e->value]);
    case QD_CSP_EXPR_NEG:
      return linear_add (e->kids[0], -sign, coeffs, n, constant, depth + 1);
    case QD_CSP_EXPR_ADD:
      for (guint i = 0; i < e->n_kids; i++)
        if (!linear_add (e->kids[i], sign, coeffs, n, constant, depth + 1))
          return FALSE;
      return TRUE;
    case QD_CSP_EXPR_SUB:
      return linear_add (e->kids[0], sign, coeffs, n, constant, depth + 1) &&
             linear_add (e->kids[1], -sign, coeffs, n, constant, depth + 1);
    case QD_CSP_EXPR_MUL:
      {
        /* One side a number (constants are folded, so a number is a CONST):
         * the other side's terms scaled as they are added (no array of n
         * coefficients per product: a sum of a million 2 * x[i]). */
        const QdCspExpr *number = is_const (e->kids[0]) ? e->kids[0] : is_const (e->kids[1]) ? e->kids[1] : NULL;
        const QdCspExpr *other = number == e->kids[0] ? e->kids[1] : e->kids[0];
        gint64 s;

        if (number == NULL || __builtin_mul_overflow (number->value, sign, &s))
          return FALSE;
        return linear_add (other, s, coeffs, n, constant, depth + 1);
      }
    default:
      return FALSE;
    }
}

gboolean
qd_csp_expr_linear (const QdCspExpr *e, gint64 *coeffs, guint n, gint64 *constant)
{
  memset (coeffs, 0, sizeof (gint64) * n);
  *constant = 0;
  return linear_add (e, 1, coeffs, n, constant, 0);
}

/* ----------------------------------------------------------- differences */

/* The form a - b (b may be NULL) = alpha · (x0 - x1) + *k over positions 0
 * and 1, alpha != 0, whose value never wraps (each side's terms stay below
 * 2^62 for keys of magnitude at most `bound`, so the wrapping evaluation
 * gives the exact value); FALSE otherwise. */
static gboolean
difference_form (const QdCspExpr *a, const QdCspExpr *b, gint64 bound, gint64 *alpha, gint64 *k)
{
  const QdCspExpr *sides[2] = { a, b };
  gint64 c[2] = { 0, 0 }, constant = 0, sum;

  for (guint s = 0; s < 2 && sides[s] != NULL; s++)
    {
      gint64 coeffs[2], kc;
      guint64 total, t;

      if (!qd_csp_expr_linear (sides[s], coeffs, 2, &kc))
        return FALSE;
      total = kc < 0 ? -(guint64) kc : (guint64) kc;
      for (guint i = 0; i < 2; i++)
        {
          guint64 m = coeffs[i] < 0 ? -(guint64) coeffs[i] : (guint64) coeffs[i];

          if (__builtin_mul_overflow (m, (guint64) bound, &t) || __builtin_add_overflow (total, t, &total))
            return FALSE;
          if (s == 0 ? __builtin_add_overflow (c[i], coeffs[i], &c[i])
                     : __builtin_sub_overflow (c[i], coeffs[i], &c[i]))
            return FALSE;
        }
      if (total >= (G_GUINT64_CONSTANT (1) << 62))
        return FALSE;
      if (s == 0 ? __builtin_add_overflow (constant, kc, &constant) : __builtin_sub_overflow (constant, kc, &constant))
        return FALSE;
    }
  if (c[0] == 0 || __builtin_add_overflow (c[0], c[1], &sum) || sum != 0)
    return FALSE;
  *alpha = c[0];
  *k = constant;
  return TRUE;
}

/* Adds d to the set diffs[0 .. *n); FALSE when it is full. */
static gboolean
add_difference (gint64 d, gint64 *diffs, guint max, guint *n)
{
  for (guint i = 0; i < *n; i++)
    if (diffs[i] == d)
      return TRUE;
  if (*n == max)
    return FALSE;
  diffs[(*n)++] = d;
  return TRUE;
}

/* alpha · (x0 - x1) + k = t forbidden: x0 - x1 = (t - k) / alpha when it
 * divides, else nothing. */
static gboolean
forbid (gint64 alpha, gint64 k, gint64 t, gint64 *diffs, guint max, guint *n)
{
  gint64 r;

  /* Beyond 2^63 (or at -2^63), alpha · (x0 - x1) never gets: nothing to forbid. */
  if (__builtin_sub_overflow (t, k, &r) || r == G_MININT64 || r % alpha != 0)
    return TRUE;
  return add_difference (r / alpha, diffs, max, n);
}

/* `a != b` (or `not (a = b)`): a side abs(...) or dist(...) against a number,
 * or two sides whose difference is alpha · (x0 - x1) + k. */
static gboolean
atom_differences (const QdCspExpr *a, const QdCspExpr *b, gint64 bound, gint64 *diffs, guint max, guint *n)
{
  gint64 alpha, k;

  if (is_const (a))
    {
      const QdCspExpr *t = a;

      a = b;
      b = t;
    }
  if (is_const (b) && (a->kind == QD_CSP_EXPR_ABS || a->kind == QD_CSP_EXPR_DIST))
    {
      if (!difference_form (a->kids[0], a->kind == QD_CSP_EXPR_DIST ? a->kids[1] : NULL, bound, &alpha, &k))
        return FALSE;
      /* |m| != c: m is neither c nor -c (and anything, for c < 0). */
      if (b->value < 0)
        return TRUE;
      return forbid (alpha, k, b->value, diffs, max, n) && forbid (alpha, k, -b->value, diffs, max, n);
    }
  if (!difference_form (a, b, bound, &alpha, &k))
    return FALSE;
  return forbid (alpha, k, 0, diffs, max, n);
}

static gboolean
collect_differences (const QdCspExpr *e, gint64 bound, gint64 *diffs, guint max, guint *n, guint depth)
{
  if (depth > QD_CSP_MODEL_DEPTH_MAX)
    return FALSE;
  switch (e->kind)
    {
    case QD_CSP_EXPR_AND:
      for (guint i = 0; i < e->n_kids; i++)
        if (!collect_differences (e->kids[i], bound, diffs, max, n, depth + 1))
          return FALSE;
      return TRUE;
    case QD_CSP_EXPR_CONST:
      /* A true part adds nothing; a false one is left to the general case. */
      return e->value != 0;
    case QD_CSP_EXPR_NE:
      return atom_differences (e->kids[0], e->kids[1], bound, diffs, max, n);
    case QD_CSP_EXPR_NOT:
      return e->kids[0]->kind == QD_CSP_EXPR_EQ &&
             atom_differences (e->kids[0]->kids[0], e->kids[0]->kids[1], bound, diffs, max, n);
    default:
      return FALSE;
    }
}

gboolean
qd_csp_expr_differences (const QdCspExpr *expr, gint64 bound, gint64 *diffs, guint max, guint *n)
{
  *n = 0;
  return collect_differences (expr, bound, diffs, max, n, 0);
}

/* ------------------------------------------------------------------ text */

static int
precedence (QdCspExprKind kind)
{
  switch (kind)
    {
    case QD_CSP_EXPR_OR: return 1;
    case QD_CSP_EXPR_AND: return 2;
    case QD_CSP_EXPR_NOT: return 3;
    case QD_CSP_EXPR_EQ: case QD_CSP_EXPR_NE: case QD_CSP_EXPR_LT:
    case QD_CSP_EXPR_LE: case QD_CSP_EXPR_GT: case QD_CSP_EXPR_GE: case QD_CSP_EXPR_IN: return 4;
    case QD_CSP_EXPR_ADD: case QD_CSP_EXPR_SUB: return 5;
    case QD_CSP_EXPR_MUL: case QD_CSP_EXPR_DIV: case QD_CSP_EXPR_MOD: return 6;
    case QD_CSP_EXPR_NEG: return 7;
    default: return 8;
    }
}

static const char *
infix (QdCspExprKind kind)
{
  switch (kind)
    {
    case QD_CSP_EXPR_OR: return " or ";
    case QD_CSP_EXPR_AND: return " and ";
    case QD_CSP_EXPR_EQ: return " = ";
    case QD_CSP_EXPR_NE: return " != ";
    case QD_CSP_EXPR_LT: return " < ";
    case QD_CSP_EXPR_LE: return " <= ";
    case QD_CSP_EXPR_GT: return " > ";
    case QD_CSP_EXPR_GE: return " >= ";
    case QD_CSP_EXPR_ADD: return " + ";
    case QD_CSP_EXPR_SUB: return " - ";
    case QD_CSP_EXPR_MUL: return " * ";
    case QD_CSP_EXPR_DIV: return " / ";
    case QD_CSP_EXPR_MOD: return " % ";
    default: return NULL;
    }
}

/* g_string_append_len without its general insertion path when there is
 * room: a file's foralls describe every constraint they make. */
static inline void
append_len (GString *out, const char *text, gsize n)
{
  if (out->len + n < out->allocated_len)
    {
      memcpy (out->str + out->len, text, n);
      out->len += n;
      out->str[out->len] = '\0';
    }
  else
    g_string_append_len (out, text, (gssize) n);
}

static inline void
append_str (GString *out, const char *text)
{
  append_len (out, text, strlen (text));
}

static void
append_kid (GString *out, const QdCspExpr *kid, int parent, gboolean right, const char *const *names,
            const QdCspModel *model)
{
  int p = precedence (kid->kind);
  gboolean parens = p < parent || (right && p == parent && parent >= 4);

  if (parens)
    g_string_append_c (out, '(');
  qd_csp_expr_append_text (out, kid, names, model);
  if (parens)
    g_string_append_c (out, ')');
}

void
qd_csp_expr_append_text (GString *out, const QdCspExpr *e, const char *const *names, const QdCspModel *model)
{
  const char *op = infix (e->kind);

  switch (e->kind)
    {
    case QD_CSP_EXPR_CONST:
      {
        /* Without printf: every constraint of a file gets its text. */
        char digits[24];
        guint64 m = e->value < 0 ? -(guint64) e->value : (guint64) e->value;
        guint i = sizeof digits;

        do
          digits[--i] = (char) ('0' + m % 10);
        while ((m /= 10) != 0);
        if (e->value < 0)
          digits[--i] = '-';
        append_len (out, digits + i, sizeof digits - i);
        return;
      }
    case QD_CSP_EXPR_SYMBOL:
      append_str (out, (const char *) g_ptr_array_index (model->symbols, e->value));
      return;
    case QD_CSP_EXPR_VAR:
      append_str (out, names[e->value]);
      return;
    case QD_CSP_EXPR_NEG:
      g_string_append_c (out, '-');
      append_kid (out, e->kids[0], precedence (e->kind), TRUE, names, model);
      return;
    case QD_CSP_EXPR_NOT:
      append_str (out, "not ");
      append_kid (out, e->kids[0], precedence (e->kind), TRUE, names, model);
      return;
    case QD_CSP_EXPR_IN:
      append_kid (out, e->kids[0], precedence (e->kind), FALSE, names, model);
      append_str (out, " in {");
      for (guint i = 1; i < e->n_kids; i++)
        {
          if (i > 1)
            append_str (out, ", ");
          qd_csp_expr_append_text (out, e->kids[i], names, model);
        }
      g_string_append_c (out, '}');
      return;
    default:
      break;
    }
  if (op != NULL && e->n_kids >= 2)
    {
      for (guint i = 0; i < e->n_kids; i++)
        {
          const QdCspExpr *kid = e->kids[i];

          /* A chain a - b + c is read as a + (-b) + c: written back so. */
          if (i > 0 && e->kind == QD_CSP_EXPR_ADD && kid->kind == QD_CSP_EXPR_NEG)
            {
              append_str (out, " - ");
              kid = kid->kids[0];
            }
          else if (i > 0)
            append_str (out, op);
          append_kid (out, kid, precedence (e->kind), i > 0, names, model);
        }
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (kind_names[i].kind == e->kind)
      append_str (out, kind_names[i].name);
  if (e->kind == QD_CSP_EXPR_ELEMENT)
    g_string_append_printf (out, "element@%" G_GINT64_FORMAT, e->value);
  g_string_append_c (out, '(');
  for (guint i = 0; i < e->n_kids; i++)
    {
      if (i > 0)
        append_str (out, ", ");
      qd_csp_expr_append_text (out, e->kids[i], names, model);
    }
  g_string_append_c (out, ')');
}
