/* qd-csp-xcsp-intension.c — XCSP3's functional syntax (<intension>, and the
 * expressions lists and objectives may hold): integers, variables, symbols,
 * neg abs sqr pow add sub mul div mod min max dist if, eq ne lt le gt ge
 * (n-ary: all equal, pairwise different, chained), in and notin with
 * set(...) (ranges a..b inside), not and or xor iff imp, true and false. */
#include "config.h"
#include "qd-csp-xcsp-private.h"

#include <glib/gi18n.h>
#include <string.h>

typedef QdXcspNode Node;
typedef QdXcspBuilder Builder;

typedef struct {
  const Builder *b;
  const Node *node;
  const char *p;
  guint depth;
  guint64 *expanded;      /* the builder's count (b->expanded) */
} Fn;

static void
skip_blanks (Fn *f)
{
  while (g_ascii_isspace (*f->p))
    f->p++;
}

static QdCspExpr *
fn_error (Fn *f, GError **error, const char *message)
{
  qd_xcsp_error (error, f->node, "%s (at “%.20s”)", message, f->p);
  return NULL;
}

/* The operators whose arity the parser checks itself; the others go to
 * qd_csp_expr_kind_from_name. */
typedef enum { OP_SQR = 1000, OP_NOTIN, OP_SET } OpExtra;

static gboolean
op_kind (const char *word, gint *kind)
{
  QdCspExprKind k;

  if (strcmp (word, "sqr") == 0)
    *kind = OP_SQR;
  else if (strcmp (word, "notin") == 0)
    *kind = OP_NOTIN;
  else if (strcmp (word, "set") == 0)
    *kind = OP_SET;
  else if (qd_csp_expr_kind_from_name (word, &k) && k != QD_CSP_EXPR_ELEMENT)
    *kind = (gint) k;
  else
    return FALSE;
  return TRUE;
}

/* A word of the syntax: a name, a number, a reference "x[2][]", a range. */
static gboolean
word_char (char c)
{
  return g_ascii_isalnum (c) || c == '_' || c == '-' || c == '+' || c == '[' || c == ']' || c == '.';
}

static QdCspExpr *fn_parse (Fn *f, gboolean in_set, GError **error);

/* The nodes of `e`, up to `cap` (the walk stops there; it recurses no
 * deeper than an expression may nest). */
static guint64
expr_size (const QdCspExpr *e, guint64 cap)
{
  guint64 n = 1;

  for (guint i = 0; i < e->n_kids && n < cap; i++)
    n += expr_size (e->kids[i], cap - n);
  return n;
}

/* Counts `n` more nodes made beyond the text; FALSE and an error past
 * QD_CSP_MODEL_EXPANDED_MAX in the file (sqr(sqr(sqr(…))) doubles at each
 * level). */
static gboolean
expand (Fn *f, guint64 n, GError **error)
{
  if (n <= QD_CSP_MODEL_EXPANDED_MAX - MIN (*f->expanded, QD_CSP_MODEL_EXPANDED_MAX))
    {
      *f->expanded += n;
      return TRUE;
    }
  return qd_xcsp_limit (error, f->node, _("the functions of the file make more than %u nodes beyond their text "
                                          "(copies of the arguments of sqr and of n-ary comparisons, values "
                                          "of ranges in sets)"), QD_CSP_MODEL_EXPANDED_MAX);
}

/* An n-ary comparison as pairs: eq(a, b, c) is a = b and b = c (chained), ne
 * every pair; the arguments compared twice are copied. */
static QdCspExpr *
pairs (Fn *f, QdCspExprKind kind, GPtrArray *args, gboolean every_pair, GError **error)
{
  g_autoptr(GPtrArray) parts = NULL;
  guint n = args->len;
  guint64 nodes = 0;

  /* Each argument is in n - 1 pairs (every pair) or 2 (a chain), each pair
   * a node. */
  for (guint i = 0; i < n && nodes <= QD_CSP_MODEL_EXPANDED_MAX; i++)
    nodes += expr_size (g_ptr_array_index (args, i), QD_CSP_MODEL_EXPANDED_MAX + 1) * (every_pair ? n - 1 : 2) + 1;
  if (!expand (f, nodes, error))
    return NULL;
  parts = g_ptr_array_new ();
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < (every_pair ? n : MIN (i + 2, n)); j++)
      g_ptr_array_add (parts, qd_csp_expr_binary (kind, qd_xcsp_expr_copy (g_ptr_array_index (args, i)),
                                                  qd_xcsp_expr_copy (g_ptr_array_index (args, j))));
  return qd_csp_expr_new (QD_CSP_EXPR_AND, (QdCspExpr **) parts->pdata, parts->len);
}

/* mul(a, b, c, d): (a * b) * (c * d), balanced: the product nests
 * log2(n) deep, not n; the same for xor (parity) and any binary operator
 * (one pair). */
static QdCspExpr *
chain (QdCspExprKind kind, GPtrArray *args)
{
  g_ptr_array_set_free_func (args, NULL);
  while (args->len > 1)
    {
      guint k = 0;

      for (guint i = 0; i < args->len; i += 2)
        args->pdata[k++] = i + 1 < args->len ? qd_csp_expr_binary (kind, args->pdata[i], args->pdata[i + 1])
                                             : args->pdata[i];
      g_ptr_array_set_size (args, k);
    }
  return g_ptr_array_steal_index (args, 0);
}

static QdCspExpr *
leaf (Fn *f, const char *word, gboolean in_set, GPtrArray *range_out, GError **error)
{
  g_autoptr(GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));
  gint64 v, lo, hi, symbol;

  if (qd_xcsp_int (word, &v))
    return qd_csp_expr_leaf (QD_CSP_EXPR_CONST, v);
  if (strcmp (word, "true") == 0 || strcmp (word, "false") == 0)
    return qd_csp_expr_truth (word[0] == 't');
  if (in_set && strstr (word, "..") != NULL && qd_xcsp_range (word, &lo, &hi))
    {
      /* A range in a set: its values, one by one (the first returned). */
      if (hi >= lo && (guint64) (hi - lo) >= QD_CSP_MODEL_DOMAIN_MAX)
        return fn_error (f, error, _("a range of more than 1000000 values in a set"));
      if (hi > lo && !expand (f, (guint64) (hi - lo), error))
        return NULL;
      for (v = lo + 1; v <= hi; v++)
        g_ptr_array_add (range_out, qd_csp_expr_leaf (QD_CSP_EXPR_CONST, v));
      if (hi < lo)
        return qd_csp_expr_leaf (QD_CSP_EXPR_CONST, G_MININT64);  /* empty: a value nothing equals */
      return qd_csp_expr_leaf (QD_CSP_EXPR_CONST, lo);
    }
  if (*word != 0 && qd_xcsp_resolve (f->b, word, vars))
    {
      if (vars->len == 1)
        return qd_csp_expr_leaf (QD_CSP_EXPR_VAR, g_array_index (vars, guint, 0));
      {
        g_autofree char *message = g_strdup_printf (_("“%s” names several variables, one is needed"), word);

        return fn_error (f, error, message);
      }
    }
  if (*word != 0 && (symbol = qd_csp_model_symbol (f->b->model, word, FALSE)) >= 0)
    return qd_csp_expr_leaf (QD_CSP_EXPR_SYMBOL, symbol);
  if (*word == 0)
    return fn_error (f, error, _("a number, a variable or an operator expected"));
  {
    g_autofree char *message = g_strdup_printf (_("“%s” is no variable or value"), word);

    return fn_error (f, error, message);
  }
}

/* The arguments of an operator, after its "(" up to its ")". */
static gboolean
fn_args (Fn *f, gboolean in_set, GPtrArray *args, GError **error)
{
  skip_blanks (f);
  if (*f->p == ')')
    {
      f->p++;
      return TRUE;
    }
  for (;;)
    {
      g_autoptr(GPtrArray) more = g_ptr_array_new ();
      QdCspExpr *a;

      skip_blanks (f);
      if (in_set)
        {
          const char *start = f->p;
          g_autofree char *word = NULL;

          while (word_char (*f->p))
            f->p++;
          word = g_strndup (start, f->p - start);
          skip_blanks (f);
          if (*f->p == '(')
            {
              f->p = start;
              a = fn_parse (f, FALSE, error);
            }
          else
            a = leaf (f, word, TRUE, more, error);
        }
      else
        a = fn_parse (f, FALSE, error);
      if (a == NULL)
        return FALSE;
      g_ptr_array_add (args, a);
      for (guint i = 0; i < more->len; i++)
        g_ptr_array_add (args, g_ptr_array_index (more, i));
      skip_blanks (f);
      if (*f->p == ',')
        {
          f->p++;
          continue;
        }
      if (*f->p == ')')
        {
          f->p++;
          return TRUE;
        }
      fn_error (f, error, _("“,” or “)” expected"));
      return FALSE;
    }
}

static QdCspExpr *
fn_node (Fn *f, gboolean in_set, GError **error)
{
  const char *start;
  g_autofree char *word = NULL;
  g_autoptr(GPtrArray) args = NULL;
  gint kind;
  guint n;

  skip_blanks (f);
  if (++f->depth > QD_CSP_MODEL_DEPTH_MAX)
    {
      qd_csp_expr_too_deep (error);
      qd_xcsp_prefix (error, f->node);
      return NULL;
    }
  start = f->p;
  while (word_char (*f->p))
    f->p++;
  word = g_strndup (start, f->p - start);
  skip_blanks (f);
  if (*f->p != '(')
    {
      f->depth--;
      return leaf (f, word, in_set, NULL, error);
    }
  if (!op_kind (word, &kind))
    {
      g_autofree char *message = g_strdup_printf (_("the operator “%s” is not part of XCSP3-core"), word);

      return fn_error (f, error, message);
    }
  if (kind == OP_SET)
    return fn_error (f, error, _("set(…) stands only after in or notin"));
  f->p++;
  args = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_csp_expr_free);
  if (kind == QD_CSP_EXPR_IN || kind == OP_NOTIN)
    {
      /* in(x, set(a, b, 1..3)) */
      QdCspExpr *x = fn_parse (f, FALSE, error), *e;

      if (x == NULL)
        return NULL;
      g_ptr_array_add (args, x);
      skip_blanks (f);
      if (*f->p != ',' || (f->p++, skip_blanks (f), strncmp (f->p, "set", 3) != 0))
        return fn_error (f, error, _("in and notin take a value and a set(…)"));
      f->p += 3;
      skip_blanks (f);
      if (*f->p != '(')
        return fn_error (f, error, _("“(” expected"));
      f->p++;
      if (!fn_args (f, TRUE, args, error))
        return NULL;
      skip_blanks (f);
      if (*f->p != ')')
        return fn_error (f, error, _("“)” expected"));
      f->p++;
      f->depth--;
      e = qd_csp_expr_alloc (QD_CSP_EXPR_IN, 0, args->len);
      memcpy (e->kids, args->pdata, sizeof (QdCspExpr *) * args->len);
      qd_csp_expr_seal (e);
      g_ptr_array_set_free_func (args, NULL);
      /* A range left empty stood as a value nothing takes: harmless. */
      return kind == OP_NOTIN ? qd_csp_expr_unary (QD_CSP_EXPR_NOT, e) : e;
    }
  if (!fn_args (f, FALSE, args, error))
    return NULL;
  f->depth--;
  n = args->len;
  switch (kind)
    {
    case OP_SQR:
      if (n != 1)
        return fn_error (f, error, _("sqr takes one argument"));
      if (!expand (f, expr_size (g_ptr_array_index (args, 0), QD_CSP_MODEL_EXPANDED_MAX + 1), error))
        return NULL;
      return qd_csp_expr_binary (QD_CSP_EXPR_MUL, qd_xcsp_expr_copy (g_ptr_array_index (args, 0)),
                                 g_ptr_array_steal_index (args, 0));
    case QD_CSP_EXPR_NEG: case QD_CSP_EXPR_ABS: case QD_CSP_EXPR_NOT:
      if (n != 1)
        return fn_error (f, error, _("this operator takes one argument"));
      return qd_csp_expr_unary ((QdCspExprKind) kind, g_ptr_array_steal_index (args, 0));
    case QD_CSP_EXPR_SUB: case QD_CSP_EXPR_DIV: case QD_CSP_EXPR_MOD: case QD_CSP_EXPR_DIST:
    case QD_CSP_EXPR_IMP: case QD_CSP_EXPR_POW:
      if (n != 2)
        return fn_error (f, error, _("this operator takes two arguments"));
      return chain ((QdCspExprKind) kind, args);
    case QD_CSP_EXPR_IF:
      if (n != 3)
        return fn_error (f, error, _("if takes three arguments"));
      break;
    case QD_CSP_EXPR_EQ: case QD_CSP_EXPR_NE: case QD_CSP_EXPR_LT: case QD_CSP_EXPR_LE:
    case QD_CSP_EXPR_GT: case QD_CSP_EXPR_GE: case QD_CSP_EXPR_IFF:
      if (n < 2)
        return fn_error (f, error, _("this operator takes two arguments or more"));
      if (n == 2)
        return chain ((QdCspExprKind) kind, args);
      return pairs (f, (QdCspExprKind) kind, args, kind == QD_CSP_EXPR_NE, error);
    case QD_CSP_EXPR_MUL: case QD_CSP_EXPR_XOR:
      if (n < 1)
        return fn_error (f, error, _("this operator takes arguments"));
      return chain ((QdCspExprKind) kind, args);
    default:
      /* add, min, max, and, or: n-ary. */
      if (n < 1)
        return fn_error (f, error, _("this operator takes arguments"));
      if (n == 1)
        return g_ptr_array_steal_index (args, 0);
      break;
    }
  g_ptr_array_set_free_func (args, NULL);
  return qd_csp_expr_new ((QdCspExprKind) kind, (QdCspExpr **) args->pdata, n);
}

/* A function, refused when it nests past the limit (its own calls, or the
 * nodes it makes: n-ary comparisons, notin). */
static QdCspExpr *
fn_parse (Fn *f, gboolean in_set, GError **error)
{
  QdCspExpr *e = fn_node (f, in_set, error);

  if (e == NULL || qd_csp_expr_depth_ok (e, error))
    return e;
  qd_csp_expr_free (e);
  qd_xcsp_prefix (error, f->node);
  return NULL;
}

QdCspExpr *
qd_xcsp_function (const Builder *b, const Node *n, const char *text, GError **error)
{
  Fn f = { b, n, text, 0, (guint64 *) &b->expanded };
  QdCspExpr *e = fn_parse (&f, FALSE, error);

  if (e == NULL)
    return NULL;
  skip_blanks (&f);
  if (*f.p != 0)
    {
      qd_csp_expr_free (e);
      qd_xcsp_error (error, n, _("text after the expression: “%.20s”"), f.p);
      return NULL;
    }
  return e;
}

gboolean
qd_xcsp_add_intension (Builder *b, const Node *n, GError **error)
{
  const Node *function = qd_xcsp_node_kid (n, "function");
  const Node *holder = function != NULL ? function : n;
  g_autofree char *text = NULL;
  QdCspExpr *e;

  /* %... in a function: the arguments separated by commas. */
  {
    Builder *mutable = b;
    const char *sep = b->rest_sep;

    mutable->rest_sep = ",";
    text = qd_xcsp_text (b, holder);
    mutable->rest_sep = sep;
  }
  if ((e = qd_xcsp_function (b, holder, text, error)) == NULL)
    return FALSE;
  return qd_csp_model_add_expr (b->model, e, error) || qd_xcsp_prefix (error, n);
}
