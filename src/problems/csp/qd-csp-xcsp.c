/* qd-csp-xcsp.c — XCSP3-core instances (https://xcsp.org), the part a
 * course's exercises need: integer variables and arrays, <extension>,
 * <intension>, <allDifferent>, <sum>, <element>, in <block>s and <group>s.
 * Anything else is refused with its element named (data/FORMATS.md).
 *
 * GLib's GMarkup reads the XML into a small tree of elements, which is
 * then turned into the model through the builder the own format uses. */
#include "config.h"
#include "core/qd-text.h"
#include "qd-csp-xcsp-private.h"

#include <glib/gi18n.h>
#include <string.h>

#define XCSP_DIMS_MAX 4

typedef QdXcspNode Node;
#define attr qd_xcsp_node_attr
#define kid qd_xcsp_node_kid

/* ------------------------------------------------------------ building */

typedef struct {
  guint n_dims;
  guint size[XCSP_DIMS_MAX];
  guint first;
} XArray;

typedef struct {
  QdCspModel *model;
  GHashTable *arrays;     /* id -> XArray */
  guint depth;
} Builder;

static gboolean
node_error (GError **error, const Node *n, const char *format, ...) G_GNUC_PRINTF (3, 4);

static gboolean
node_error (GError **error, const Node *n, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE, _("line %u, column %u: <%s>: %s"), n->line,
               n->column, n->name, message);
  return FALSE;
}

static gboolean
prefix_node (GError **error, const Node *n)
{
  if (error != NULL && *error != NULL)
    g_prefix_error (error, _("line %u, column %u: <%s>: "), n->line, n->column, n->name);
  return FALSE;
}

static gboolean
parse_int (const char *text, gint64 *value)
{
  char *end;

  if (*text == 0)
    return FALSE;
  *value = g_ascii_strtoll (text, &end, 10);
  return *end == 0 && *value >= -QD_CSP_MODEL_VALUE_MAX && *value <= QD_CSP_MODEL_VALUE_MAX &&
         (g_ascii_isdigit (*text) || (*text == '-' && g_ascii_isdigit (text[1])) || *text == '+');
}

static GStrv
words (const char *text)
{
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func (g_free);
  const char *p = text;

  for (;;)
    {
      const char *start;

      while (g_ascii_isspace (*p))
        p++;
      if (*p == 0)
        break;
      start = p;
      while (*p != 0 && !g_ascii_isspace (*p))
        p++;
      g_ptr_array_add (out, g_strndup (start, p - start));
    }
  g_ptr_array_add (out, NULL);
  return (GStrv) g_ptr_array_free (g_steal_pointer (&out), FALSE);
}

/* "1..8", "0 2 4", "1..3 7". */
static gboolean
parse_domain (const Node *n, const char *text, GArray *keys, GError **error)
{
  g_auto(GStrv) items = words (text);

  for (guint i = 0; items[i] != NULL; i++)
    {
      char *dots = strstr (items[i], "..");
      gint64 lo, hi;

      if (dots != NULL)
        {
          *dots = 0;
          if (!parse_int (items[i], &lo) || !parse_int (dots + 2, &hi))
            return node_error (error, n, _("“%s..%s” is not a range of integers"), items[i], dots + 2);
        }
      else if (!parse_int (items[i], &lo))
        return node_error (error, n, _("“%s” is not an integer (symbolic variables are not supported)"), items[i]);
      else
        hi = lo;
      if (hi >= lo && (guint64) (hi - lo) + keys->len >= QD_CSP_MODEL_DOMAIN_MAX)
        return node_error (error, n, _("the domain has too many values (at most %u)"), QD_CSP_MODEL_DOMAIN_MAX);
      for (gint64 v = lo; v <= hi; v++)
        g_array_append_val (keys, v);
    }
  if (keys->len == 0)
    return node_error (error, n, _("the domain is empty"));
  return TRUE;
}

/* size="[8]" or "[3][4]". */
static gboolean
parse_size (const Node *n, const char *text, XArray *a, GError **error)
{
  const char *p = text;

  a->n_dims = 0;
  while (*p == '[')
    {
      char *end;
      guint64 v = g_ascii_strtoull (p + 1, &end, 10);

      if (end == p + 1 || *end != ']' || v == 0 || v > QD_CSP_MODEL_VARIABLES_MAX || a->n_dims == XCSP_DIMS_MAX)
        break;
      a->size[a->n_dims++] = (guint) v;
      p = end + 1;
    }
  if (*p != 0 || a->n_dims == 0)
    return node_error (error, n, _("the size “%s” is not [n] or [n][m] (at most %u dimensions)"), text,
                       XCSP_DIMS_MAX);
  return TRUE;
}

static gboolean
add_variables (Builder *b, const Node *n, GError **error)
{
  for (guint i = 0; i < n->kids->len; i++)
    {
      const Node *v = g_ptr_array_index (n->kids, i);
      const char *id = attr (v, "id"), *type = attr (v, "type");
      g_autoptr(GArray) keys = g_array_new (FALSE, FALSE, sizeof (gint64));

      if (strcmp (v->name, "var") != 0 && strcmp (v->name, "array") != 0)
        return node_error (error, v, _("this element is not supported among the variables"));
      if (id == NULL || *id == 0)
        return node_error (error, v, _("an id is needed"));
      if (type != NULL && strcmp (type, "integer") != 0)
        return node_error (error, v, _("variables of type “%s” are not supported (integers only)"), type);
      if (v->kids->len > 0)
        return node_error (error, g_ptr_array_index (v->kids, 0), _("this element is not supported here"));
      if (attr (v, "as") != NULL)
        return node_error (error, v, _("the attribute “as” is not supported"));
      if (!parse_domain (v, v->text->str, keys, error))
        return FALSE;
      if (strcmp (v->name, "var") == 0)
        {
          if (!qd_csp_model_add_var (b->model, id, (const gint64 *) keys->data, keys->len, FALSE, error))
            return prefix_node (error, v);
        }
      else
        {
          XArray *a = g_new0 (XArray, 1);
          gint64 idx[XCSP_DIMS_MAX] = { 0 }, zero[XCSP_DIMS_MAX] = { 0 }, last[XCSP_DIMS_MAX] = { 0 };
          guint64 count = 1;

          if (!parse_size (v, attr (v, "size") != NULL ? attr (v, "size") : "", a, error))
            {
              g_free (a);
              return FALSE;
            }
          for (guint d = 0; d < a->n_dims; d++)
            {
              count *= a->size[d];
              last[d] = (gint64) a->size[d] - 1;
            }
          if (count + qd_csp_model_n_vars (b->model) > QD_CSP_MODEL_VARIABLES_MAX)
            {
              g_free (a);
              return node_error (error, v, _("more than %u variables"), QD_CSP_MODEL_VARIABLES_MAX);
            }
          if (g_hash_table_contains (b->arrays, id))
            {
              g_free (a);
              return node_error (error, v, _("the array “%s” is declared twice"), id);
            }
          a->first = qd_csp_model_n_vars (b->model);
          g_hash_table_insert (b->arrays, g_strdup (id), a);
          for (guint64 k = 0; k < count; k++)
            {
              GString *name = g_string_new (id);

              for (guint d = 0; d < a->n_dims; d++)
                g_string_append_printf (name, "[%" G_GINT64_FORMAT "]", idx[d]);
              if (!qd_csp_model_add_var (b->model, name->str, (const gint64 *) keys->data, keys->len, FALSE,
                                         error))
                {
                  g_string_free (name, TRUE);
                  return prefix_node (error, v);
                }
              g_string_free (name, TRUE);
              qd_csp_model_next_index (idx, zero, last, a->n_dims);
            }
        }
    }
  return TRUE;
}

/* A reference: "x", "q[3]", "q[]", "x[][2]", "x[1..3][0]"; appends the
 * variables; FALSE when it names none. */
static gboolean
resolve_ref (Builder *b, const char *ref, GArray *vars)
{
  const char *bracket = strchr (ref, '[');
  g_autofree char *name = g_strndup (ref, bracket != NULL ? (gsize) (bracket - ref) : strlen (ref));
  const XArray *a;
  gint64 lo[XCSP_DIMS_MAX], hi[XCSP_DIMS_MAX], idx[XCSP_DIMS_MAX];
  guint d = 0;
  const char *p = bracket;
  gint var;

  if (bracket == NULL)
    {
      if ((var = qd_csp_model_find_var (b->model, ref)) >= 0)
        {
          g_array_append_vals (vars, &(guint) { (guint) var }, 1);
          return TRUE;
        }
      if ((a = g_hash_table_lookup (b->arrays, ref)) == NULL)
        return FALSE;
    }
  else if ((a = g_hash_table_lookup (b->arrays, name)) == NULL)
    return FALSE;
  while (p != NULL && *p == '[')
    {
      const char *close = strchr (p, ']');
      g_autofree char *inside = close != NULL ? g_strndup (p + 1, close - p - 1) : NULL;
      char *dots;
      gint64 x, y;

      if (inside == NULL || d == a->n_dims)
        return FALSE;
      if (*inside == 0)
        lo[d] = 0, hi[d] = a->size[d] - 1;
      else if ((dots = strstr (inside, "..")) != NULL)
        {
          *dots = 0;
          if (!parse_int (inside, &x) || !parse_int (dots + 2, &y) || x < 0 || y >= a->size[d] || x > y)
            return FALSE;
          lo[d] = x, hi[d] = y;
        }
      else if (!parse_int (inside, &x) || x < 0 || x >= a->size[d])
        return FALSE;
      else
        lo[d] = hi[d] = x;
      d++;
      p = close + 1;
    }
  if (p != NULL && *p != 0)
    return FALSE;
  for (; d < a->n_dims; d++)
    lo[d] = 0, hi[d] = a->size[d] - 1;
  memcpy (idx, lo, sizeof idx);
  for (;;)
    {
      guint offset = 0;

      for (d = 0; d < a->n_dims; d++)
        offset = offset * a->size[d] + (guint) idx[d];
      g_array_append_vals (vars, &(guint) { a->first + offset }, 1);
      if (!qd_csp_model_next_index (idx, lo, hi, a->n_dims))
        return TRUE;
    }
}

/* A list of references and, with `numbers`, integers: as expressions. */
static gboolean
parse_list (Builder *b, const Node *n, const char *text, gboolean numbers, GPtrArray *out, GError **error)
{
  g_auto(GStrv) items = words (text);

  for (guint i = 0; items[i] != NULL; i++)
    {
      g_autoptr(GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));
      gint64 v;

      if (numbers && parse_int (items[i], &v))
        g_ptr_array_add (out, qd_csp_expr_leaf (QD_CSP_EXPR_CONST, v));
      else if (resolve_ref (b, items[i], vars))
        for (guint k = 0; k < vars->len; k++)
          g_ptr_array_add (out, qd_csp_expr_leaf (QD_CSP_EXPR_VAR, g_array_index (vars, guint, k)));
      else
        return node_error (error, n, _("“%s” is no variable (or an index is out of range)"), items[i]);
    }
  return TRUE;
}

static gboolean
list_vars (Builder *b, const Node *n, const char *text, GArray *vars, GError **error)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_csp_expr_free);

  if (!parse_list (b, n, text, FALSE, items, error))
    return FALSE;
  for (guint i = 0; i < items->len; i++)
    g_array_append_vals (vars, &(guint) { (guint) ((QdCspExpr *) g_ptr_array_index (items, i))->value }, 1);
  if (vars->len == 0)
    return node_error (error, n, _("the list is empty"));
  return TRUE;
}

/* ------------------------------------------------------- intension */

typedef struct {
  Builder *b;
  const Node *node;
  const char *p;
  guint depth;
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
  node_error (error, f->node, "%s (at “%.20s”)", message, f->p);
  return NULL;
}

/* mul(a, b, c): (a * b) * c; the same for xor. */
static QdCspExpr *
chain (QdCspExprKind kind, GPtrArray *args)
{
  QdCspExpr *e = NULL;

  for (guint i = 0; i < args->len; i++)
    e = e == NULL ? g_ptr_array_index (args, i) : qd_csp_expr_binary (kind, e, g_ptr_array_index (args, i));
  return e;
}

static QdCspExpr *
fn_copy (const QdCspExpr *e)
{
  QdCspExpr *c = qd_csp_expr_alloc (e->kind, e->value, e->n_kids);

  for (guint i = 0; i < e->n_kids; i++)
    c->kids[i] = fn_copy (e->kids[i]);
  return c;
}

static QdCspExpr *
fn_parse (Fn *f, GError **error)
{
  const char *start;
  g_autofree char *word = NULL;
  g_autoptr(GPtrArray) args = NULL;
  QdCspExprKind kind;
  gint64 v;
  guint n;

  skip_blanks (f);
  if (++f->depth > QD_CSP_MODEL_DEPTH_MAX)
    return fn_error (f, error, _("the expression nests too deep"));
  start = f->p;
  while (g_ascii_isalnum (*f->p) || *f->p == '_' || *f->p == '-' || *f->p == '[' || *f->p == ']' || *f->p == '+')
    f->p++;
  word = g_strndup (start, f->p - start);
  skip_blanks (f);
  if (*f->p != '(')
    {
      g_autoptr(GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));

      f->depth--;
      if (parse_int (word, &v))
        return qd_csp_expr_leaf (QD_CSP_EXPR_CONST, v);
      if (*word != 0 && resolve_ref (f->b, word, vars) && vars->len == 1)
        return qd_csp_expr_leaf (QD_CSP_EXPR_VAR, g_array_index (vars, guint, 0));
      if (*word == 0)
        return fn_error (f, error, _("a number, a variable or an operator expected"));
      {
        g_autofree char *message = g_strdup_printf (_("“%s” is no variable"), word);

        return fn_error (f, error, message);
      }
    }
  if (strcmp (word, "sqr") == 0)
    kind = QD_CSP_EXPR_MUL;
  else if (!qd_csp_expr_kind_from_name (word, &kind))
    {
      g_autofree char *message = g_strdup_printf (_("the operator “%s” is not supported"), word);

      return fn_error (f, error, message);
    }
  f->p++;
  args = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_csp_expr_free);
  for (;;)
    {
      QdCspExpr *a = fn_parse (f, error);

      if (a == NULL)
        return NULL;
      g_ptr_array_add (args, a);
      skip_blanks (f);
      if (*f->p == ',')
        {
          f->p++;
          continue;
        }
      if (*f->p == ')')
        {
          f->p++;
          break;
        }
      return fn_error (f, error, _("“,” or “)” expected"));
    }
  f->depth--;
  n = args->len;
  if (strcmp (word, "sqr") == 0)
    {
      if (n != 1)
        return fn_error (f, error, _("sqr takes one argument"));
      return qd_csp_expr_binary (QD_CSP_EXPR_MUL, fn_copy (g_ptr_array_index (args, 0)),
                                 g_ptr_array_steal_index (args, 0));
    }
  switch (kind)
    {
    case QD_CSP_EXPR_NEG: case QD_CSP_EXPR_ABS: case QD_CSP_EXPR_NOT:
      if (n != 1)
        return fn_error (f, error, _("this operator takes one argument"));
      return qd_csp_expr_unary (kind, g_ptr_array_steal_index (args, 0));
    case QD_CSP_EXPR_SUB: case QD_CSP_EXPR_DIV: case QD_CSP_EXPR_MOD: case QD_CSP_EXPR_DIST:
    case QD_CSP_EXPR_LT: case QD_CSP_EXPR_LE: case QD_CSP_EXPR_GT: case QD_CSP_EXPR_GE:
    case QD_CSP_EXPR_NE: case QD_CSP_EXPR_IMP:
      if (n != 2)
        return fn_error (f, error, _("this operator takes two arguments"));
      {
        QdCspExpr *a = g_ptr_array_steal_index (args, 0);

        return qd_csp_expr_binary (kind, a, g_ptr_array_steal_index (args, 0));
      }
    case QD_CSP_EXPR_IF:
      if (n != 3)
        return fn_error (f, error, _("if takes three arguments"));
      break;
    case QD_CSP_EXPR_EQ: case QD_CSP_EXPR_IFF:
      if (n < 2)
        return fn_error (f, error, _("this operator takes two arguments or more"));
      if (n > 2)
        {
          /* Each middle argument is compared twice: it is copied. */
          g_autoptr(GPtrArray) copies = g_ptr_array_new ();

          for (guint i = 0; i < n; i++)
            {
              g_ptr_array_add (copies, g_ptr_array_index (args, i));
              if (i > 0 && i + 1 < n)
                g_ptr_array_add (copies, fn_copy (g_ptr_array_index (args, i)));
            }
          g_ptr_array_set_free_func (args, NULL);
          {
            g_autoptr(GPtrArray) parts = g_ptr_array_new ();

            for (guint i = 0; i + 1 < copies->len; i += 2)
              g_ptr_array_add (parts, qd_csp_expr_binary (kind, g_ptr_array_index (copies, i),
                                                          g_ptr_array_index (copies, i + 1)));
            return qd_csp_expr_new (QD_CSP_EXPR_AND, (QdCspExpr **) parts->pdata, parts->len);
          }
        }
      {
        QdCspExpr *a = g_ptr_array_steal_index (args, 0);

        return qd_csp_expr_binary (kind, a, g_ptr_array_steal_index (args, 0));
      }
    case QD_CSP_EXPR_MUL: case QD_CSP_EXPR_XOR:
      if (n < 2)
        return fn_error (f, error, _("this operator takes two arguments or more"));
      g_ptr_array_set_free_func (args, NULL);
      return chain (kind, args);
    default:
      if (n < 1)
        return fn_error (f, error, _("this operator takes arguments"));
      break;
    }
  g_ptr_array_set_free_func (args, NULL);
  {
    QdCspExpr *e = qd_csp_expr_new (kind, (QdCspExpr **) args->pdata, n);

    return e;
  }
}

static gboolean
add_intension (Builder *b, const Node *n, const char *text, GError **error)
{
  Fn f = { b, n, text, 0 };
  QdCspExpr *e = fn_parse (&f, error);

  if (e == NULL)
    return FALSE;
  skip_blanks (&f);
  if (*f.p != 0)
    {
      qd_csp_expr_free (e);
      return node_error (error, n, _("text after the expression: “%.20s”"), f.p);
    }
  return qd_csp_model_add_expr (b->model, e, error) || prefix_node (error, n);
}

/* ------------------------------------------------------- the others */

/* "(1,2)(2,3)" or, for one variable, "1 2 5..7". */
static gboolean
add_extension (Builder *b, const Node *n, const char *list_text, GError **error)
{
  g_autoptr(GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) tuples = g_array_new (FALSE, FALSE, sizeof (gint64));
  const Node *supports = kid (n, "supports"), *conflicts = kid (n, "conflicts");
  const Node *rows = supports != NULL ? supports : conflicts;
  const char *p;

  if (!list_vars (b, kid (n, "list"), list_text, vars, error))
    return FALSE;
  if (rows == NULL || (supports != NULL && conflicts != NULL))
    return node_error (error, n, _("one <supports> or one <conflicts> is needed"));
  p = rows->text->str;
  if (vars->len == 1)
    {
      if (!parse_domain (rows, p, tuples, error))
        return FALSE;
    }
  else
    for (;;)
      {
        guint count = 0;

        while (g_ascii_isspace (*p))
          p++;
        if (*p == 0)
          break;
        if (*p != '(')
          return node_error (error, rows, _("a tuple “(a,b,…)” expected at “%.20s”"), p);
        p++;
        for (;;)
          {
            char *end;
            gint64 v;

            while (g_ascii_isspace (*p))
              p++;
            if (*p == '*')
              return node_error (error, rows, _("short tables (“*”) are not supported"));
            v = g_ascii_strtoll (p, &end, 10);
            if (end == p || v < -QD_CSP_MODEL_VALUE_MAX || v > QD_CSP_MODEL_VALUE_MAX)
              return node_error (error, rows, _("an integer expected at “%.20s”"), p);
            g_array_append_val (tuples, v);
            count++;
            p = end;
            while (g_ascii_isspace (*p))
              p++;
            if (*p == ',')
              {
                p++;
                continue;
              }
            if (*p == ')')
              {
                p++;
                break;
              }
            return node_error (error, rows, _("“,” or “)” expected at “%.20s”"), p);
          }
        if (count != vars->len)
          return node_error (error, rows, _("a tuple of %u values for %u variables"), count, vars->len);
      }
  return qd_csp_model_add_tuples (b->model, (const guint *) vars->data, vars->len, (const gint64 *) tuples->data,
                                  tuples->len / vars->len, supports != NULL, error) || prefix_node (error, n);
}

/* "(le,10)", "(eq,z)". */
static QdCspExpr *
parse_condition (Builder *b, const Node *n, QdCspExpr *left, GError **error)
{
  g_autofree char *text = g_strstrip (g_strdup (n->text->str));
  g_auto(GStrv) parts = NULL;
  QdCspExprKind kind;
  g_autoptr(GPtrArray) right = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_csp_expr_free);
  gsize len = strlen (text);

  if (len < 2 || text[0] != '(' || text[len - 1] != ')')
    {
      qd_csp_expr_free (left);
      node_error (error, n, _("“(operator, operand)” expected"));
      return NULL;
    }
  text[len - 1] = 0;
  parts = g_strsplit (text + 1, ",", 2);
  if (g_strv_length (parts) != 2)
    {
      qd_csp_expr_free (left);
      node_error (error, n, _("“(operator, operand)” expected"));
      return NULL;
    }
  g_strstrip (parts[0]);
  if (!qd_csp_expr_kind_from_name (parts[0], &kind) || kind < QD_CSP_EXPR_EQ || kind > QD_CSP_EXPR_GE)
    {
      qd_csp_expr_free (left);
      node_error (error, n, _("the condition “%s” is not supported (lt, le, gt, ge, eq, ne)"), parts[0]);
      return NULL;
    }
  if (!parse_list (b, n, parts[1], TRUE, right, error) || right->len != 1)
    {
      qd_csp_expr_free (left);
      if (error == NULL || *error == NULL)
        node_error (error, n, _("one number or variable after the operator"));
      return NULL;
    }
  return qd_csp_expr_binary (kind, left, g_ptr_array_steal_index (right, 0));
}

static const char *
list_text (const Node *n)
{
  const Node *list = kid (n, "list");

  return list != NULL ? list->text->str : n->text->str;
}

static gboolean
add_sum (Builder *b, const Node *n, GError **error)
{
  g_autoptr(GPtrArray) terms = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_csp_expr_free);
  const Node *coeffs = kid (n, "coeffs"), *condition = kid (n, "condition");
  QdCspExpr *sum, *e;

  if (condition == NULL)
    return node_error (error, n, _("a <condition> is needed"));
  if (!parse_list (b, n, list_text (n), FALSE, terms, error))
    return FALSE;
  if (coeffs != NULL)
    {
      g_auto(GStrv) c = words (coeffs->text->str);

      if (g_strv_length (c) != terms->len)
        return node_error (error, coeffs, _("%u coefficients for %u variables"), g_strv_length (c), terms->len);
      for (guint i = 0; i < terms->len; i++)
        {
          gint64 v;

          if (!parse_int (c[i], &v))
            return node_error (error, coeffs, _("“%s” is not an integer"), c[i]);
          terms->pdata[i] = qd_csp_expr_binary (QD_CSP_EXPR_MUL, qd_csp_expr_leaf (QD_CSP_EXPR_CONST, v),
                                                terms->pdata[i]);
        }
    }
  g_ptr_array_set_free_func (terms, NULL);
  sum = qd_csp_expr_new (QD_CSP_EXPR_ADD, (QdCspExpr **) terms->pdata, terms->len);
  if ((e = parse_condition (b, condition, sum, error)) == NULL)
    return FALSE;
  return qd_csp_model_add_expr (b->model, e, error) || prefix_node (error, n);
}

static gboolean
add_element (Builder *b, const Node *n, GError **error)
{
  const Node *list = kid (n, "list"), *index = kid (n, "index"), *value = kid (n, "value");
  g_autoptr(GPtrArray) kids = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_csp_expr_free);
  g_autoptr(GPtrArray) v = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_csp_expr_free);
  gint64 start = 0;
  QdCspExpr *element;

  if (list == NULL || index == NULL || value == NULL)
    return node_error (error, n, _("<list>, <index> and <value> are needed (a <condition> is not supported)"));
  if (attr (list, "startIndex") != NULL && !parse_int (attr (list, "startIndex"), &start))
    return node_error (error, list, _("startIndex is not an integer"));
  if (!parse_list (b, index, index->text->str, FALSE, kids, error) || kids->len != 1)
    return (error != NULL && *error != NULL) || node_error (error, index, _("one variable is needed"));
  if (!parse_list (b, list, list->text->str, TRUE, kids, error) ||
      !parse_list (b, value, value->text->str, TRUE, v, error))
    return FALSE;
  if (v->len != 1 || kids->len < 2)
    return node_error (error, n, _("one value and a list that is not empty are needed"));
  g_ptr_array_set_free_func (kids, NULL);
  element = qd_csp_expr_new (QD_CSP_EXPR_ELEMENT, (QdCspExpr **) kids->pdata, kids->len);
  element->value = start;
  return qd_csp_model_add_expr (b->model, qd_csp_expr_binary (QD_CSP_EXPR_EQ, element,
                                                              g_ptr_array_steal_index (v, 0)), error) ||
         prefix_node (error, n);
}

/* `text` with %0, %1… replaced by args (a group's template). */
static char *
substitute (const char *text, GStrv args, gboolean *ok)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != 0; p++)
    {
      if (*p == '%' && g_ascii_isdigit (p[1]))
        {
          char *end;
          guint64 i = g_ascii_strtoull (p + 1, &end, 10);

          if (i >= g_strv_length (args))
            *ok = FALSE;
          else
            g_string_append (out, args[i]);
          p = end - 1;
        }
      else
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

static gboolean add_constraint (Builder *b, const Node *n, const char *override_text, GError **error);

static gboolean
add_group (Builder *b, const Node *n, GError **error)
{
  const Node *template = n->kids->len > 0 ? g_ptr_array_index (n->kids, 0) : NULL;
  const Node *text_node;

  if (template == NULL || (strcmp (template->name, "intension") != 0 && strcmp (template->name, "extension") != 0 &&
                           strcmp (template->name, "allDifferent") != 0))
    return node_error (error, n, _("a group of <intension>, <extension> or <allDifferent> only"));
  text_node = strcmp (template->name, "intension") == 0 && kid (template, "function") != NULL
                ? kid (template, "function") : kid (template, "list") != NULL ? kid (template, "list") : template;
  for (guint i = 1; i < n->kids->len; i++)
    {
      const Node *args = g_ptr_array_index (n->kids, i);
      g_auto(GStrv) values = NULL;
      g_autofree char *text = NULL;
      gboolean ok = TRUE;

      if (strcmp (args->name, "args") != 0)
        return node_error (error, args, _("this element is not supported in a group"));
      values = words (args->text->str);
      text = substitute (text_node->text->str, values, &ok);
      if (!ok)
        return node_error (error, args, _("too few arguments for the template"));
      if (!add_constraint (b, template, text, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
add_constraint (Builder *b, const Node *n, const char *override_text, GError **error)
{
  if (strcmp (n->name, "intension") == 0)
    {
      const Node *function = kid (n, "function");

      return add_intension (b, n, override_text != NULL ? override_text : function != NULL ? function->text->str
                                                                                           : n->text->str, error);
    }
  if (strcmp (n->name, "extension") == 0)
    {
      if (kid (n, "list") == NULL)
        return node_error (error, n, _("a <list> is needed"));
      return add_extension (b, n, override_text != NULL ? override_text : kid (n, "list")->text->str, error);
    }
  if (strcmp (n->name, "allDifferent") == 0)
    {
      g_autoptr(GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));

      for (guint i = 0; i < n->kids->len; i++)
        if (strcmp (((Node *) g_ptr_array_index (n->kids, i))->name, "list") != 0 || i > 0)
          return node_error (error, g_ptr_array_index (n->kids, i), _("this element is not supported in "
                                                                      "<allDifferent>"));
      if (!list_vars (b, n, override_text != NULL ? override_text : list_text (n), vars, error))
        return FALSE;
      return qd_csp_model_add_alldifferent (b->model, (const guint *) vars->data, vars->len, error) ||
             prefix_node (error, n);
    }
  if (strcmp (n->name, "sum") == 0)
    return add_sum (b, n, error);
  if (strcmp (n->name, "element") == 0)
    return add_element (b, n, error);
  if (strcmp (n->name, "group") == 0)
    return add_group (b, n, error);
  if (strcmp (n->name, "block") == 0)
    {
      for (guint i = 0; i < n->kids->len; i++)
        if (!add_constraint (b, g_ptr_array_index (n->kids, i), NULL, error))
          return FALSE;
      return TRUE;
    }
  return node_error (error, n, _("this constraint is not supported (Quandary reads extension, intension, "
                                 "allDifferent, sum, element, group and block)"));
}

static gboolean
build (Builder *b, const Node *root, GError **error)
{
  const char *type = attr (root, "type");

  if (strcmp (root->name, "instance") != 0)
    return node_error (error, root, _("an XCSP3 file's root is <instance>"));
  if (type != NULL && strcmp (type, "CSP") != 0)
    return node_error (error, root, _("instances of type “%s” are not supported (CSP only)"), type);
  for (guint i = 0; i < root->kids->len; i++)
    {
      const Node *n = g_ptr_array_index (root->kids, i);

      if (strcmp (n->name, "variables") == 0)
        {
          if (!add_variables (b, n, error))
            return FALSE;
        }
      else if (strcmp (n->name, "constraints") == 0)
        {
          for (guint k = 0; k < n->kids->len; k++)
            if (!add_constraint (b, g_ptr_array_index (n->kids, k), NULL, error))
              return FALSE;
        }
      else if (strcmp (n->name, "annotations") != 0)
        return node_error (error, n, _("this element is not supported (an optimisation's objectives are not)"));
    }
  if (qd_csp_model_n_vars (b->model) == 0)
    return node_error (error, root, _("the instance has no variable"));
  return TRUE;
}

QdCspModel *
qd_csp_model_parse_xcsp (const char *text, gssize length, GError **error)
{
  gsize n = length < 0 ? strlen (text) : (gsize) length;
  g_autoptr(QdCspModel) model = NULL;
  Builder b;
  QdXcspNode *root;
  gboolean ok;

  /* GMarkup reads past a NUL byte in a comment: refused first, as every
   * reader of text refuses it. */
  if (!qd_text_validate (text, n, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE, error))
    return NULL;
  model = qd_csp_model_new ();
  b = (Builder) { model, g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free), 0 };
  root = qd_xcsp_read_tree (text, n, error);
  ok = root != NULL && build (&b, root, error);

  qd_xcsp_node_free (root);
  g_hash_table_unref (b.arrays);
  return ok ? g_steal_pointer (&model) : NULL;
}
