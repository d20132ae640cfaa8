/* qd-csp-xcsp.c — XCSP3-core instances (https://xcsp.org): the entry point,
 * the dispatch of <constraints>' elements, and what every element reads:
 * numbers, lists, references to variables, conditions.  Anything outside
 * XCSP3-core is refused with its element named (data/FORMATS.md).
 *
 * GLib's GMarkup reads the XML into a small tree of elements, which is
 * then turned into the model through the builder the own format uses and
 * the global constraints' constructors (qd-csp-globals.h). */
#include "config.h"

#include <inttypes.h>
#include "core/qd-text.h"
#include "qd-csp-xcsp-private.h"

#include <glib/gi18n.h>
#include <string.h>

typedef QdXcspNode Node;
typedef QdXcspBuilder Builder;

/* ------------------------------------------------------------- errors */

static gboolean
node_error_valist (GError **error, gint code, const Node *n, const char *format, va_list args)
  G_GNUC_PRINTF (4, 0);

static gboolean
node_error_valist (GError **error, gint code, const Node *n, const char *format, va_list args)
{
  g_autofree char *message = g_strdup_vprintf (format, args);

  g_set_error (error, QD_CSP_MODEL_ERROR, code, _("line %u, column %u: <%s>: %s"), n->line, n->column, n->name,
               message);
  return FALSE;
}

gboolean
qd_xcsp_error (GError **error, const Node *n, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  node_error_valist (error, QD_CSP_MODEL_ERROR_PARSE, n, format, args);
  va_end (args);
  return FALSE;
}

gboolean
qd_xcsp_limit (GError **error, const Node *n, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  node_error_valist (error, QD_CSP_MODEL_ERROR_LIMIT, n, format, args);
  va_end (args);
  return FALSE;
}

gboolean
qd_xcsp_prefix (GError **error, const Node *n)
{
  if (error != NULL && *error != NULL)
    g_prefix_error (error, _("line %u, column %u: <%s>: "), n->line, n->column, n->name);
  return FALSE;
}

const Node *
qd_xcsp_need (const Node *n, const char *name, GError **error)
{
  const Node *k = qd_xcsp_node_kid (n, name);

  if (k == NULL)
    qd_xcsp_error (error, n, _("a <%s> is needed"), name);
  return k;
}

/* ------------------------------------------------------------ numbers */

gboolean
qd_xcsp_int (const char *text, gint64 *value)
{
  char *end;

  if (!(g_ascii_isdigit (*text) || ((*text == '-' || *text == '+') && g_ascii_isdigit (text[1]))))
    return FALSE;
  *value = g_ascii_strtoll (text, &end, 10);
  return *end == 0 && *value >= -QD_CSP_MODEL_VALUE_MAX && *value <= QD_CSP_MODEL_VALUE_MAX;
}

gboolean
qd_xcsp_is_identifier (const char *text)
{
  if (!g_ascii_isalpha (*text))
    return FALSE;
  while (g_ascii_isalnum (*text) || *text == '_')
    text++;
  return *text == 0;
}

gboolean
qd_xcsp_range (const char *text, gint64 *lo, gint64 *hi)
{
  const char *dots = strstr (text, "..");
  g_autofree char *first = NULL;

  if (dots == NULL)
    return qd_xcsp_int (text, lo) && (*hi = *lo, TRUE);
  first = g_strndup (text, dots - text);
  return qd_xcsp_int (first, lo) && qd_xcsp_int (dots + 2, hi);
}

gboolean
qd_xcsp_ranges (const QdXcspNode *n, char **words, GArray *lo, GArray *hi, const char *format, GError **error)
{
  for (guint i = 0; words[i] != NULL; i++)
    {
      gint64 l, h;

      if (!qd_xcsp_range (words[i], &l, &h))
        return qd_xcsp_error (error, n, format, words[i]);
      g_array_append_val (lo, l);
      g_array_append_val (hi, h);
    }
  return TRUE;
}

GStrv
qd_xcsp_words (const char *text)
{
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func (g_free);
  const char *p = text;

  for (;;)
    {
      const char *start;
      guint depth = 0;

      while (g_ascii_isspace (*p))
        p++;
      if (*p == 0)
        break;
      start = p;
      while (*p != 0 && (depth > 0 || !g_ascii_isspace (*p)))
        {
          if (*p == '(')
            depth++;
          else if (*p == ')' && depth > 0)
            depth--;
          p++;
        }
      g_ptr_array_add (out, g_strndup (start, p - start));
    }
  g_ptr_array_add (out, NULL);
  return (GStrv) g_ptr_array_free (g_steal_pointer (&out), FALSE);
}

/* The length of a template's text with its arguments written in. */
static guint64
copied_length (const Builder *b, const char *text)
{
  guint64 length = 0;

  for (const char *p = text; *p != 0; p++)
    {
      if (*p == '%' && strncmp (p + 1, "...", 3) == 0)
        {
          for (guint i = b->rest; i < b->n_args; i++)
            length += strlen (b->args[i]) + 1;
          p += 3;
        }
      else if (*p == '%' && g_ascii_isdigit (p[1]))
        {
          char *end;
          guint64 i = g_ascii_strtoull (p + 1, &end, 10);

          length += i < b->n_args ? strlen (b->args[i]) : (guint64) (end - p);
          p = end - 1;
        }
      else
        length++;
    }
  return length;
}

char *
qd_xcsp_text (const Builder *b, const Node *n)
{
  const char *text = n->text->str;
  GString *out;

  if (b->args == NULL)
    return g_strstrip (g_strdup (text));
  /* Counted before it is written: its length, %... and %i spelt out. */
  ((QdXcspBuilder *) b)->copied += copied_length (b, text);
  if (b->copied > QD_CSP_MODEL_COPIES_MAX || strchr (text, '%') == NULL)
    return g_strstrip (g_strdup (text));
  out = g_string_sized_new (n->text->len + 64);
  for (const char *p = text; *p != 0; p++)
    {
      if (*p == '%' && strncmp (p + 1, "...", 3) == 0)
        {
          for (guint i = b->rest; i < b->n_args; i++)
            {
              if (i > b->rest)
                g_string_append (out, b->rest_sep);
              g_string_append (out, b->args[i]);
            }
          p += 3;
        }
      else if (*p == '%' && g_ascii_isdigit (p[1]))
        {
          char *end;
          guint64 i = g_ascii_strtoull (p + 1, &end, 10);

          /* Beyond the arguments (refused before): left as it is. */
          if (i < b->n_args)
            g_string_append (out, b->args[i]);
          else
            g_string_append_len (out, p, end - p);
          p = end - 1;
        }
      else
        g_string_append_c (out, *p);
    }
  return g_strstrip (g_string_free (out, FALSE));
}

/* ---------------------------------------------------------- references */

gboolean
qd_xcsp_array_cells (const QdXcspArray *a, const char *indexes, GArray *offsets)
{
  gint64 lo[QD_XCSP_DIMS_MAX], hi[QD_XCSP_DIMS_MAX], idx[QD_XCSP_DIMS_MAX];
  const char *p = indexes;
  guint d = 0;

  while (*p == '[')
    {
      const char *close = strchr (p, ']');
      g_autofree char *inside = close != NULL ? g_strndup (p + 1, close - p - 1) : NULL;

      if (inside == NULL || d == a->n_dims)
        return FALSE;
      if (*inside == 0)
        lo[d] = 0, hi[d] = (gint64) a->size[d] - 1;
      else if (!qd_xcsp_range (inside, &lo[d], &hi[d]) || lo[d] < 0 || hi[d] >= a->size[d] || lo[d] > hi[d])
        return FALSE;
      d++;
      p = close + 1;
    }
  if (*p != 0)
    return FALSE;
  for (; d < a->n_dims; d++)
    lo[d] = 0, hi[d] = (gint64) a->size[d] - 1;
  memcpy (idx, lo, sizeof (gint64) * a->n_dims);
  do
    {
      guint offset = 0;

      for (d = 0; d < a->n_dims; d++)
        offset = offset * a->size[d] + (guint) idx[d];
      g_array_append_val (offsets, offset);
    }
  while (qd_csp_model_next_index (idx, lo, hi, a->n_dims));
  return TRUE;
}

gboolean
qd_xcsp_resolve (const Builder *b, const char *ref, GArray *vars)
{
  const char *bracket = strchr (ref, '[');
  g_autofree char *name = g_strndup (ref, bracket != NULL ? (gsize) (bracket - ref) : strlen (ref));
  g_autoptr(GArray) offsets = NULL;
  const QdXcspArray *a;
  guint before = vars->len;
  gint var;

  if (bracket == NULL && (var = qd_csp_model_find_var (b->model, ref)) >= 0)
    {
      g_array_append_vals (vars, &(guint) { (guint) var }, 1);
      return TRUE;
    }
  if ((a = g_hash_table_lookup (b->arrays, name)) == NULL)
    return FALSE;
  offsets = g_array_new (FALSE, FALSE, sizeof (guint));
  if (!qd_xcsp_array_cells (a, bracket != NULL ? bracket : "", offsets))
    return FALSE;
  for (guint i = 0; i < offsets->len; i++)
    {
      gint cell = a->cells[g_array_index (offsets, guint, i)];

      if (cell >= 0)
        g_array_append_vals (vars, &(guint) { (guint) cell }, 1);
    }
  return vars->len > before;
}

/* -------------------------------------------------------------- lists */

gint
qd_xcsp_repeat (const Node *n, const char *word, gint64 *count, GError **error)
{
  const char *x = strrchr (word, 'x');
  g_autofree char *first = NULL;
  gint64 value;

  *count = 1;
  if (x == NULL || x == word || x[1] == 0 || strspn (x + 1, "0123456789") != strlen (x + 1))
    return 0;
  first = g_strndup (word, x - word);
  if (qd_xcsp_is_identifier (first))
    return 0;               /* a symbol, or a name that holds an x */
  if (!qd_xcsp_int (first, &value) && strcmp (first, "*") != 0)
    {
      qd_xcsp_error (error, n, _("“%s”: “%s” is not a value to repeat"), word, first);
      return -1;
    }
  if (!qd_xcsp_int (x + 1, count) || *count > QD_CSP_MODEL_DOMAIN_MAX)
    {
      qd_xcsp_limit (error, n, _("“%s”: a value repeated %s times, at most %u"), word, x + 1,
                     QD_CSP_MODEL_DOMAIN_MAX);
      return -1;
    }
  if (*count == 0)
    {
      qd_xcsp_error (error, n, _("“%s”: a value repeated 0 times"), word);
      return -1;
    }
  return (gint) (x - word);
}

static gboolean
too_many (GError **error, const Node *n, guint64 count)
{
  return qd_xcsp_limit (error, n, _("a list of %" PRIu64 " integers: at most %u"), count,
                        QD_CSP_MODEL_DOMAIN_MAX);
}

gboolean
qd_xcsp_ints (const Builder *b, const Node *n, const char *text, GArray *out, GError **error)
{
  g_auto(GStrv) words = qd_xcsp_words (text);
  g_autofree gint64 *lo = g_new (gint64, g_strv_length (words) + 1);
  g_autofree gint64 *hi = g_new (gint64, g_strv_length (words) + 1);
  g_autofree gint64 *count = g_new (gint64, g_strv_length (words) + 1);
  guint64 total = out->len;

  /* Counted first: a list past the limit is refused before it is spelt out. */
  for (guint i = 0; words[i] != NULL; i++)
    {
      gint repeat = qd_xcsp_repeat (n, words[i], &count[i], error);

      if (repeat < 0)
        return FALSE;
      if (repeat > 0)
        {
          words[i][repeat] = 0;
          if (!qd_xcsp_int (words[i], &lo[i]))
            return qd_xcsp_error (error, n, _("“%s” is not an integer"), words[i]);
          hi[i] = lo[i];
        }
      else if (!qd_xcsp_range (words[i], &lo[i], &hi[i]))
        return qd_xcsp_error (error, n, _("“%s” is not an integer"), words[i]);
      if (hi[i] >= lo[i] &&
          __builtin_add_overflow (total, ((guint64) (hi[i] - lo[i]) + 1) * (guint64) count[i], &total))
        total = G_MAXUINT64;
    }
  if (total > QD_CSP_MODEL_DOMAIN_MAX)
    return too_many (error, n, total);
  for (guint i = 0; words[i] != NULL; i++)
    for (gint64 k = 0; k < count[i]; k++)
      for (gint64 v = lo[i]; v <= hi[i]; v++)
        g_array_append_val (out, v);
  return TRUE;
}

static gboolean
no_variable (GError **error, const Node *n, const char *word)
{
  return qd_xcsp_error (error, n, _("“%s” is no variable (or an index is out of range)"), word);
}

gboolean
qd_xcsp_vars (const Builder *b, const Node *n, const char *text, GArray *out, GError **error)
{
  g_auto(GStrv) words = qd_xcsp_words (text);

  for (guint i = 0; words[i] != NULL; i++)
    if (!qd_xcsp_resolve (b, words[i], out))
      return no_variable (error, n, words[i]);
  if (out->len == 0)
    return qd_xcsp_error (error, n, _("the list is empty"));
  return TRUE;
}

gboolean
qd_xcsp_operands (const Builder *b, const Node *n, const char *text, GArray *out, GError **error)
{
  g_auto(GStrv) words = qd_xcsp_words (text);
  g_autoptr(GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; words[i] != NULL; i++)
    {
      gint64 v, count;
      gint repeat = qd_xcsp_int (words[i], &v) ? 0 : qd_xcsp_repeat (n, words[i], &count, error);

      if (repeat < 0)
        return FALSE;
      if (repeat > 0)
        words[i][repeat] = 0;
      if (repeat == 0 && qd_xcsp_int (words[i], &v))
        g_array_append_val (out, QD_CSP_OPERAND_INT (v));
      else if (repeat > 0)
        {
          if (!qd_xcsp_int (words[i], &v))
            return qd_xcsp_error (error, n, _("“%s” is not an integer"), words[i]);
          if ((guint64) count + out->len > QD_CSP_MODEL_DOMAIN_MAX)
            return too_many (error, n, (guint64) count + out->len);
          for (gint64 k = 0; k < count; k++)
            g_array_append_val (out, QD_CSP_OPERAND_INT (v));
        }
      else
        {
          g_array_set_size (vars, 0);
          if (!qd_xcsp_resolve (b, words[i], vars))
            return no_variable (error, n, words[i]);
          for (guint k = 0; k < vars->len; k++)
            g_array_append_val (out, QD_CSP_OPERAND_VAR (g_array_index (vars, guint, k)));
        }
    }
  return TRUE;
}

gboolean
qd_xcsp_terms (const Builder *b, const Node *n, const char *text, GPtrArray *out, GError **error)
{
  g_auto(GStrv) words = qd_xcsp_words (text);
  g_autoptr(GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; words[i] != NULL; i++)
    {
      gint64 v;

      g_array_set_size (vars, 0);
      if (qd_xcsp_int (words[i], &v))
        g_ptr_array_add (out, qd_csp_expr_leaf (QD_CSP_EXPR_CONST, v));
      else if (qd_xcsp_resolve (b, words[i], vars))
        for (guint k = 0; k < vars->len; k++)
          g_ptr_array_add (out, qd_csp_expr_leaf (QD_CSP_EXPR_VAR, g_array_index (vars, guint, k)));
      else if (strchr (words[i], '(') != NULL)
        {
          QdCspExpr *e = qd_xcsp_function (b, n, words[i], error);

          if (e == NULL)
            return FALSE;
          g_ptr_array_add (out, e);
        }
      else
        return no_variable (error, n, words[i]);
    }
  if (out->len == 0)
    return qd_xcsp_error (error, n, _("the list is empty"));
  return TRUE;
}

gboolean
qd_xcsp_terms_are_vars (const GPtrArray *terms, GArray *vars)
{
  for (guint i = 0; i < terms->len; i++)
    if (((const QdCspExpr *) g_ptr_array_index (terms, i))->kind != QD_CSP_EXPR_VAR)
      return FALSE;
  for (guint i = 0; i < terms->len; i++)
    g_array_append_vals (vars, &(guint) { (guint) ((const QdCspExpr *) g_ptr_array_index (terms, i))->value }, 1);
  return TRUE;
}

QdCspExpr *
qd_xcsp_expr_copy (const QdCspExpr *e)
{
  QdCspExpr *c = qd_csp_expr_alloc (e->kind, e->value, e->n_kids);

  for (guint i = 0; i < e->n_kids; i++)
    c->kids[i] = qd_xcsp_expr_copy (e->kids[i]);
  c->depth = e->depth;
  c->condition = e->condition;
  return c;
}

/* --------------------------------------------------------- conditions */

static const char *const op_names[] = { "lt", "le", "ge", "gt", "ne", "eq", "in", "notin" };

static gboolean
op_from_name (const char *name, QdCspCondOp *op)
{
  for (guint i = 0; i < G_N_ELEMENTS (op_names); i++)
    if (strcmp (name, op_names[i]) == 0)
      {
        *op = (QdCspCondOp) i;
        return TRUE;
      }
  return FALSE;
}

gboolean
qd_xcsp_operator (const Builder *b, const Node *n, QdCspCondOp *op, GError **error)
{
  g_autofree char *text = qd_xcsp_text (b, n);

  if (!op_from_name (text, op) || *op > QD_CSP_COND_GT)
    return qd_xcsp_error (error, n, _("“%s” is not an operator lt, le, ge or gt"), text);
  return TRUE;
}

void
qd_xcsp_condition_clear (QdXcspCondition *c)
{
  g_clear_pointer (&c->set, g_free);
}

gboolean
qd_xcsp_condition (const Builder *b, const Node *n, const char *given, QdXcspCondition *c, GError **error)
{
  g_autofree char *text = given != NULL ? g_strstrip (g_strdup (given)) : qd_xcsp_text (b, n);
  g_autofree char *operand = NULL;
  gsize len = strlen (text);
  char *comma;

  memset (c, 0, sizeof *c);
  if (len < 2 || text[0] != '(' || text[len - 1] != ')' || (comma = strchr (text, ',')) == NULL)
    return qd_xcsp_error (error, n, _("“(operator, operand)” expected, not “%s”"), text);
  text[len - 1] = 0;
  *comma = 0;
  operand = g_strstrip (g_strdup (comma + 1));
  g_strstrip (text + 1);
  if (!op_from_name (text + 1, &c->c.op))
    return qd_xcsp_error (error, n, _("“%s” is not an operator (lt, le, ge, gt, ne, eq, in, notin)"), text + 1);
  if (c->c.op <= QD_CSP_COND_EQ)
    {
      g_autoptr(GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));

      if (qd_xcsp_int (operand, &c->c.operand.value))
        return TRUE;
      if (!qd_xcsp_resolve (b, operand, vars) || vars->len != 1)
        return qd_xcsp_error (error, n, _("“%s” is neither an integer nor a variable"), operand);
      c->c.operand = QD_CSP_OPERAND_VAR (g_array_index (vars, guint, 0));
      return TRUE;
    }
  if (operand[0] == '{')
    {
      g_autoptr(GArray) set = g_array_new (FALSE, FALSE, sizeof (gint64));
      gsize n_operand = strlen (operand);

      if (operand[n_operand - 1] != '}')
        return qd_xcsp_error (error, n, _("“%s” is not a set “{a,b,c}”"), operand);
      operand[n_operand - 1] = 0;
      g_strdelimit (operand, ",", ' ');
      if (!qd_xcsp_ints (b, n, operand + 1, set, error))
        return FALSE;
      c->c.n_set = set->len;
      c->set = (gint64 *) g_array_free (g_steal_pointer (&set), FALSE);
      c->c.set = c->set;
      return TRUE;
    }
  if (!qd_xcsp_range (operand, &c->c.lo, &c->c.hi))
    return qd_xcsp_error (error, n, _("“%s” is neither a range “a..b” nor a set “{a,b}”"), operand);
  c->c.is_range = TRUE;
  return TRUE;
}

QdCspExpr *
qd_xcsp_condition_expr (const QdCspCondition *c, QdCspExpr *left)
{
  static const QdCspExprKind kinds[] = { QD_CSP_EXPR_LT, QD_CSP_EXPR_LE, QD_CSP_EXPR_GE, QD_CSP_EXPR_GT,
                                         QD_CSP_EXPR_NE, QD_CSP_EXPR_EQ };
  QdCspExpr *e;

  if (c->op <= QD_CSP_COND_EQ)
    return qd_csp_expr_binary (kinds[c->op], left,
                               c->operand.is_var ? qd_csp_expr_leaf (QD_CSP_EXPR_VAR, c->operand.var)
                                                 : qd_csp_expr_leaf (QD_CSP_EXPR_CONST, c->operand.value));
  if (c->is_range)
    {
      QdCspExpr *copy = qd_xcsp_expr_copy (left);

      e = qd_csp_expr_binary (QD_CSP_EXPR_AND,
                              qd_csp_expr_binary (QD_CSP_EXPR_GE, left, qd_csp_expr_leaf (QD_CSP_EXPR_CONST, c->lo)),
                              qd_csp_expr_binary (QD_CSP_EXPR_LE, copy, qd_csp_expr_leaf (QD_CSP_EXPR_CONST, c->hi)));
    }
  else
    {
      e = qd_csp_expr_alloc (QD_CSP_EXPR_IN, 0, c->n_set + 1);
      e->kids[0] = left;
      for (guint i = 0; i < c->n_set; i++)
        e->kids[i + 1] = qd_csp_expr_leaf (QD_CSP_EXPR_CONST, c->set[i]);
      qd_csp_expr_seal (e);
    }
  return c->op == QD_CSP_COND_NOTIN ? qd_csp_expr_unary (QD_CSP_EXPR_NOT, e) : e;
}

/* -------------------------------------------- what globals share */

gboolean
qd_xcsp_only_kids (const Node *n, const char *const *names, GError **error)
{
  for (guint i = 0; i < n->kids->len; i++)
    {
      const Node *k = g_ptr_array_index (n->kids, i);
      gboolean known = FALSE;

      for (guint j = 0; names[j] != NULL && !known; j++)
        known = strcmp (k->name, names[j]) == 0;
      if (!known)
        return qd_xcsp_error (error, k, _("this element is not part of <%s> in XCSP3-core"), n->name);
    }
  return TRUE;
}

const Node *
qd_xcsp_list_of (const Node *n)
{
  const Node *list = qd_xcsp_node_kid (n, "list");

  return list != NULL ? list : n;
}

gboolean
qd_xcsp_start_index (const Node *n, const char *name, gint64 *start, GError **error)
{
  const char *text = qd_xcsp_node_attr (n, name);

  *start = 0;
  if (text != NULL && !qd_xcsp_int (text, start))
    return qd_xcsp_error (error, n, _("%s=“%s” is not an integer"), name, text);
  return TRUE;
}

gboolean
qd_xcsp_condition_of (const Builder *b, const Node *n, QdXcspCondition *c, GError **error)
{
  const Node *k = qd_xcsp_need (n, "condition", error);

  return k != NULL && qd_xcsp_condition (b, k, NULL, c, error);
}

QdCspExpr *
qd_xcsp_operand_expr (QdCspOperand o)
{
  return qd_csp_expr_leaf (o.is_var ? QD_CSP_EXPR_VAR : QD_CSP_EXPR_CONST, o.is_var ? (gint64) o.var : o.value);
}

/* ------------------------------------------------------ constraints */

static const struct {
  const char *name;
  QdXcspHandler handler;
} generic_handlers[] = {
  { "intension", qd_xcsp_add_intension },
  { "extension", qd_xcsp_add_extension },
  { "instantiation", qd_xcsp_add_instantiation },
  { "clause", qd_xcsp_add_clause },
  { "group", qd_xcsp_add_group },
  { "slide", qd_xcsp_add_slide },
  { "block", qd_xcsp_add_block },
};

gboolean
qd_xcsp_add_constraint (Builder *b, const Node *n, GError **error)
{
  static const char *const reification[] = { "reifiedBy", "hreifiedFrom", "hreifiedTo" };
  const char *label = qd_xcsp_node_attr (n, "class");
  QdXcspHandler handler = NULL;
  guint before = qd_csp_n_constraints (b->model->csp);

  for (guint i = 0; i < G_N_ELEMENTS (reification); i++)
    if (qd_xcsp_node_attr (n, reification[i]) != NULL)
      return qd_xcsp_error (error, n, _("reification (“%s”) is not part of XCSP3-core"), reification[i]);
  for (guint i = 0; i < G_N_ELEMENTS (generic_handlers) && handler == NULL; i++)
    if (strcmp (n->name, generic_handlers[i].name) == 0)
      handler = generic_handlers[i].handler;
  if (handler == NULL)
    handler = qd_xcsp_global_handler (n->name);
  if (handler == NULL)
    return qd_xcsp_error (error, n, _("this constraint is not part of XCSP3-core, which Quandary reads "
                                      "(data/FORMATS.md)"));
  if (!handler (b, n, error))
    return FALSE;
  if (label != NULL && *label != 0)
    for (guint c = before; c < qd_csp_n_constraints (b->model->csp); c++)
      {
        g_autofree char *text = g_strconcat (label, ": ", qd_csp_constraint_description (b->model->csp, c), NULL);

        qd_csp_set_constraint_description (b->model->csp, c, text);
      }
  return TRUE;
}

/* ---------------------------------------------------------- the file */

/* An integer written in `text` past QD_CSP_MODEL_VALUE_MAX in size (a run
 * of digits that is no part of a name), refused as such: the words that
 * hold it would otherwise be read as names. */
static gboolean
numbers_in_range (const Node *n, const char *text, GError **error)
{
  for (const char *p = text; *p != 0; p++)
    {
      const char *start = p;
      gint64 v = 0;

      if (!g_ascii_isdigit (*p) || (p > text && (g_ascii_isalnum (p[-1]) || p[-1] == '_')))
        continue;
      for (; g_ascii_isdigit (*p); p++)
        v = v > QD_CSP_MODEL_VALUE_MAX ? v : v * 10 + (*p - '0');
      if (v > QD_CSP_MODEL_VALUE_MAX)
        return qd_xcsp_limit (error, n, _("the integer %s%.*s%s is out of range: integers run from %lld to %lld"),
                              start > text && start[-1] == '-' ? "-" : "", (int) MIN (p - start, 30), start,
                              p - start > 30 ? "…" : "", (long long) -QD_CSP_MODEL_VALUE_MAX,
                              (long long) QD_CSP_MODEL_VALUE_MAX);
      p--;
    }
  return TRUE;
}

/* Every element's text and attributes (but a note's) hold integers in
 * range; the tree is walked with a stack (it nests at most 64 deep). */
static gboolean
check_numbers (const Node *root, GError **error)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, (gpointer) root);
  while (stack->len > 0)
    {
      const Node *n = g_ptr_array_steal_index_fast (stack, stack->len - 1);

      if (strcmp (n->name, "annotations") == 0)
        continue;
      if (!numbers_in_range (n, n->text->str, error))
        return FALSE;
      for (guint i = 0; n->attr_names != NULL && n->attr_names[i] != NULL; i++)
        if (strcmp (n->attr_names[i], "note") != 0 && !numbers_in_range (n, n->attr_values[i], error))
          return FALSE;
      for (guint i = n->kids->len; i > 0; i--)
        g_ptr_array_add (stack, g_ptr_array_index (n->kids, i - 1));
    }
  return TRUE;
}

static gboolean
build (Builder *b, const Node *root, GError **error)
{
  const char *type = qd_xcsp_node_attr (root, "type");

  if (strcmp (root->name, "instance") != 0)
    return qd_xcsp_error (error, root, _("an XCSP3 file's root is <instance>"));
  if (!check_numbers (root, error))
    return FALSE;
  if (type != NULL && strcmp (type, "CSP") != 0 && strcmp (type, "COP") != 0)
    return qd_xcsp_error (error, root, _("instances of type “%s” are not part of XCSP3-core (CSP and COP are)"),
                          type);
  for (guint i = 0; i < root->kids->len; i++)
    {
      const Node *n = g_ptr_array_index (root->kids, i);

      if (strcmp (n->name, "variables") == 0)
        {
          if (!qd_xcsp_add_variables (b, n, error))
            return FALSE;
        }
      else if (strcmp (n->name, "constraints") == 0)
        {
          for (guint k = 0; k < n->kids->len; k++)
            if (!qd_xcsp_add_constraint (b, g_ptr_array_index (n->kids, k), error))
              return FALSE;
        }
      else if (strcmp (n->name, "objectives") == 0)
        {
          if (!qd_xcsp_add_objectives (b, n, error))
            return FALSE;
        }
      else if (strcmp (n->name, "annotations") != 0)
        return qd_xcsp_error (error, n, _("this element is not part of XCSP3-core"));
    }
  if (qd_csp_model_n_vars (b->model) == 0)
    return qd_xcsp_error (error, root, _("the instance has no variable"));
  return TRUE;
}

QdCspModel *
qd_csp_model_parse_xcsp (const char *text, gssize length, GError **error)
{
  gsize n = length < 0 ? strlen (text) : (gsize) length;
  g_autoptr(QdCspModel) model = NULL;
  Builder b = { 0 };
  QdXcspNode *root;
  gboolean ok;

  if (!qd_csp_model_size_ok (n, error))
    return NULL;
  /* GMarkup reads past a NUL byte in a comment: refused first, as every
   * reader of text refuses it. */
  if (!qd_text_validate (text, n, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE, error))
    return NULL;
  /* A byte-order mark, which GMarkup refuses: the text starts after it. */
  if (n >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    text += 3, n -= 3;
  model = qd_csp_model_new ();
  model->xcsp = TRUE;
  b.model = model;
  b.arrays = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, qd_xcsp_array_free);
  b.rest_sep = " ";
  root = qd_xcsp_read_tree (text, n, error);
  ok = root != NULL && build (&b, root, error);

  qd_xcsp_node_free (root);
  g_hash_table_unref (b.arrays);
  return ok ? g_steal_pointer (&model) : NULL;
}
