/* qd-csp-model.c — a constraint problem read from a file, and the builder
 * both readers share: how each constraint reaches the engine (see
 * qd-csp-model.h). */
#include "config.h"
#include "qd-csp-model-private.h"

#include <glib/gi18n.h>
#include <string.h>

G_DEFINE_QUARK (qd-csp-model-error-quark, qd_csp_model_error)

static void
var_clear (gpointer data)
{
  QdCspModelVar *v = data;

  g_free (v->name);
  g_free (v->keys);
}

static char *
value_name (gconstpointer data, guint var, guint value)
{
  return qd_csp_model_value_text (data, var, value);
}

QdCspModel *
qd_csp_model_new (void)
{
  QdCspModel *model = g_new0 (QdCspModel, 1);

  model->csp = qd_csp_new ();
  qd_csp_set_value_names (model->csp, value_name, model);
  model->vars = g_array_new (FALSE, TRUE, sizeof (QdCspModelVar));
  g_array_set_clear_func (model->vars, var_clear);
  model->symbols = g_ptr_array_new_with_free_func (g_free);
  model->symbol_ids = g_hash_table_new (g_str_hash, g_str_equal);
  model->var_ids = g_hash_table_new (g_str_hash, g_str_equal);
  model->names = g_ptr_array_new ();
  return model;
}

void
qd_csp_model_free (QdCspModel *model)
{
  if (model == NULL)
    return;
  /* The engine's propagators point into the variables' keys: it goes first. */
  qd_csp_free (model->csp);
  g_clear_pointer (&model->difference_shapes, g_hash_table_unref);
  g_hash_table_unref (model->var_ids);
  g_ptr_array_unref (model->names);
  g_hash_table_unref (model->symbol_ids);
  g_array_unref (model->vars);
  g_ptr_array_unref (model->symbols);
  g_clear_pointer (&model->linears, g_ptr_array_unref);
  g_free (model);
}

static void
linear_free (gpointer data)
{
  QdCspModelLinear *l = data;

  g_free (l->vars);
  g_free (l->coeffs);
  g_free (l);
}

void
qd_csp_model_keep_linear (QdCspModel *model, guint constraint, char op, gint64 bound, const guint *vars,
                          const gint64 *coeffs, guint n)
{
  QdCspModelLinear *l = g_new0 (QdCspModelLinear, 1);

  l->constraint = constraint;
  l->op = op;
  l->bound = bound;
  l->n = n;
  l->vars = g_memdup2 (vars, sizeof (guint) * MAX (n, 1));
  l->coeffs = g_memdup2 (coeffs, sizeof (gint64) * MAX (n, 1));
  if (model->linears == NULL)
    model->linears = g_ptr_array_new_with_free_func (linear_free);
  g_ptr_array_add (model->linears, l);
}

gboolean
qd_csp_model_linear_total (const QdCspModel *model, const QdCspModelLinear *linear, const gint *values, gint64 *total)
{
  gboolean all = TRUE;

  *total = 0;
  for (guint i = 0; i < linear->n; i++)
    {
      gint v = values != NULL ? values[linear->vars[i]] : -1;

      if (v < 0)
        all = FALSE;
      else
        *total += linear->coeffs[i] * qd_csp_model_var (model, linear->vars[i])->keys[v];
    }
  return all;
}

gboolean
qd_csp_model_is_xcsp_text (const char *text, gsize length)
{
  gsize i = 0;

  if (length >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    i = 3;
  while (i < length && g_ascii_isspace (text[i]))
    i++;
  return i < length && text[i] == '<';
}

QdCspModel *
qd_csp_model_parse (const char *text, gssize length, GError **error)
{
  gsize n = length < 0 ? strlen (text) : (gsize) length;

  if (qd_csp_model_is_xcsp_text (text, n))
    return qd_csp_model_parse_xcsp (text, (gssize) n, error);
  return qd_csp_model_parse_own (text, (gssize) n, error);
}

guint
qd_csp_model_n_vars (const QdCspModel *model)
{
  return model->vars->len;
}

const QdCspModelVar *
qd_csp_model_var (const QdCspModel *model, guint var)
{
  return &g_array_index (model->vars, QdCspModelVar, var);
}

void
qd_csp_model_append_var_names (const QdCspModel *model, GString *out, const guint *vars, guint n)
{
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? ", " : "", qd_csp_model_var (model, vars[i])->name);
}

char *
qd_csp_model_var_names (const QdCspModel *model, const guint *vars, guint n)
{
  GString *out = g_string_new (NULL);

  qd_csp_model_append_var_names (model, out, vars, n);
  return g_string_free (out, FALSE);
}

gint64
qd_csp_model_symbol (QdCspModel *model, const char *name, gboolean create)
{
  gpointer id = g_hash_table_lookup (model->symbol_ids, name);

  if (id != NULL)
    return GPOINTER_TO_UINT (id) - 1;
  if (!create)
    return -1;
  g_ptr_array_add (model->symbols, g_strdup (name));
  g_hash_table_insert (model->symbol_ids, g_ptr_array_index (model->symbols, model->symbols->len - 1),
                       GUINT_TO_POINTER (model->symbols->len));
  return model->symbols->len - 1;
}

char *
qd_csp_model_value_text (const QdCspModel *model, guint var, guint value)
{
  const QdCspModelVar *v = qd_csp_model_var (model, var);

  if (value >= v->n_values)
    return g_strdup ("?");
  if (v->symbolic)
    return g_strdup (g_ptr_array_index (model->symbols, v->keys[value]));
  return g_strdup_printf ("%" G_GINT64_FORMAT, v->keys[value]);
}

char *
qd_csp_model_values_text (const QdCspModel *model, guint var, const guint *values, guint n)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *v = qd_csp_model_value_text (model, var, values[i]);

      if (i > 0)
        g_string_append (out, ", ");
      g_string_append (out, v);
    }
  return g_string_free (out, FALSE);
}

char *
qd_csp_model_domain_text (const QdCspModel *model, guint var, const gboolean *in)
{
  GString *out = g_string_new ("{");
  gboolean first = TRUE;

  for (guint x = 0; x < qd_csp_domain_size (model->csp, var); x++)
    if (in[x])
      {
        g_autofree char *v = qd_csp_model_value_text (model, var, x);

        g_string_append_printf (out, "%s%s", first ? "" : ", ", v);
        first = FALSE;
      }
  g_string_append_c (out, '}');
  return g_string_free (out, FALSE);
}

gboolean
qd_csp_model_size_ok (gsize n, GError **error)
{
  if (n <= QD_CSP_MODEL_FILE_MAX)
    return TRUE;
  return qd_csp_model_fail (error, QD_CSP_MODEL_ERROR_LIMIT,
                            _("line 1, column 1: the file has %zu bytes: at most %u are read"), n,
                            QD_CSP_MODEL_FILE_MAX);
}

gint
qd_csp_keys_index (const gint64 *keys, guint n, gboolean symbolic, gint64 key)
{
  if (symbolic)
    {
      for (guint i = 0; i < n; i++)
        if (keys[i] == key)
          return (gint) i;
      return -1;
    }
  /* Integers ascending: binary search. */
  for (guint lo = 0, hi = n; lo < hi;)
    {
      guint mid = lo + (hi - lo) / 2;

      if (keys[mid] == key)
        return (gint) mid;
      if (keys[mid] < key)
        lo = mid + 1;
      else
        hi = mid;
    }
  return -1;
}

gint
qd_csp_model_value_index (const QdCspModel *model, guint var, gint64 key)
{
  const QdCspModelVar *v = qd_csp_model_var (model, var);

  return qd_csp_keys_index (v->keys, v->n_values, v->symbolic, key);
}

char *
qd_csp_model_solution_line (const QdCspModel *model, const gint *values)
{
  return qd_csp_model_solution_line_but (model, values, NULL);
}

char *
qd_csp_model_solution_line_but (const QdCspModel *model, const gint *values, const gboolean *skip)
{
  GString *line = g_string_new (NULL);

  for (guint i = 0; i < model->vars->len; i++)
    {
      g_autofree char *value = NULL;

      if (skip != NULL && skip[i])
        continue;
      value = qd_csp_model_value_text (model, i, (guint) values[i]);
      g_string_append_printf (line, "%s%s=%s", line->len > 0 ? " " : "", qd_csp_model_var (model, i)->name, value);
    }
  return g_string_free (line, FALSE);
}

gboolean
qd_csp_model_next_index (gint64 *idx, const gint64 *lo, const gint64 *hi, guint n_dims)
{
  for (guint d = n_dims; d > 0; d--)
    {
      if (++idx[d - 1] <= hi[d - 1])
        return TRUE;
      idx[d - 1] = lo[d - 1];
    }
  return FALSE;
}

gint
qd_csp_model_find_var (const QdCspModel *model, const char *name)
{
  return (gint) GPOINTER_TO_UINT (g_hash_table_lookup (model->var_ids, name)) - 1;
}

char *
qd_csp_model_expr_text (const QdCspModel *model, const QdCspExpr *expr)
{
  GString *out;

  /* The text recurses on the kids: an expression past the limit (which
   * the builder then refuses) is not written. */
  if (!qd_csp_expr_depth_ok (expr, NULL))
    return g_strdup ("…");
  out = g_string_sized_new (64);
  qd_csp_expr_append_text (out, expr, (const char *const *) model->names->pdata, model);
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------- variables */

gint
qd_csp_compare_keys (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

gboolean
qd_csp_model_fail (GError **error, gint code, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, QD_CSP_MODEL_ERROR, code, message);
  return FALSE;
}

gboolean
qd_csp_model_add_var (QdCspModel *model, const char *name, const gint64 *keys, guint n, gboolean symbolic,
                      GError **error)
{
  QdCspModelVar v = { 0 };
  guint kept = 0;

  if (qd_csp_model_find_var (model, name) >= 0)
    {
      g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE, _("the variable “%s” is declared twice"),
                   name);
      return FALSE;
    }
  if (n == 0)
    {
      g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE, _("the domain of “%s” is empty"), name);
      return FALSE;
    }
  if (n > QD_CSP_MODEL_DOMAIN_MAX)
    return qd_csp_model_fail (error, QD_CSP_MODEL_ERROR_LIMIT, _("the domain of “%s” has %u values: at most %u are allowed"), name, n,
                        QD_CSP_MODEL_DOMAIN_MAX);
  if (model->vars->len >= QD_CSP_MODEL_VARIABLES_MAX)
    return qd_csp_model_fail (error, QD_CSP_MODEL_ERROR_LIMIT, _("more than %u variables"), QD_CSP_MODEL_VARIABLES_MAX);
  /* 100,000 variables of 100,000 values would take 80 GB: refused at once. */
  if (model->n_values + n > QD_CSP_MODEL_VALUES_MAX)
    return qd_csp_model_fail (error, QD_CSP_MODEL_ERROR_LIMIT,
                              _("the domains hold more than %u values in all (“%s” is past the limit)"),
                              QD_CSP_MODEL_VALUES_MAX, name);
  model->n_values += n;
  v.name = g_strdup (name);
  v.keys = g_memdup2 (keys, sizeof (gint64) * n);
  v.symbolic = symbolic;
  /* A range comes sorted already: 1,000 arrays of 1,000 values need no sort. */
  if (!symbolic)
    for (guint i = 1; i < n; i++)
      if (v.keys[i - 1] > v.keys[i])
        {
          qsort (v.keys, n, sizeof (gint64), qd_csp_compare_keys);
          break;
        }
  /* Values given twice count once (symbols keep the file's order). */
  for (guint i = 0; i < n; i++)
    {
      gboolean seen = FALSE;

      if (!symbolic)
        seen = kept > 0 && v.keys[kept - 1] == v.keys[i];
      else
        for (guint j = 0; j < kept && !seen; j++)
          seen = v.keys[j] == v.keys[i];
      if (!seen)
        v.keys[kept++] = v.keys[i];
    }
  v.n_values = kept;
  g_array_append_val (model->vars, v);
  g_hash_table_insert (model->var_ids, qd_csp_model_var (model, model->vars->len - 1)->name,
                       GUINT_TO_POINTER (model->vars->len));
  g_ptr_array_add (model->names, qd_csp_model_var (model, model->vars->len - 1)->name);
  qd_csp_add_variable (model->csp, name, kept);
  return TRUE;
}

/* ----------------------------------------------------------- constraints */

static gboolean
room_for_constraint (QdCspModel *model, GError **error)
{
  if (qd_csp_n_constraints (model->csp) < QD_CSP_MODEL_CONSTRAINTS_MAX)
    return TRUE;
  return qd_csp_model_fail (error, QD_CSP_MODEL_ERROR_LIMIT, _("more than %u constraints"), QD_CSP_MODEL_CONSTRAINTS_MAX);
}

typedef struct {
  const QdCspExpr *expr;
  const gint64 *keys[2];
} BinaryData;

static gboolean
binary_allowed (guint a, guint b, gpointer data)
{
  const BinaryData *d = data;
  gint64 k[2] = { d->keys[0][a], d->keys[1][b] };
  gboolean undefined = FALSE;
  gint64 v = qd_csp_expr_eval (d->expr, k, &undefined);

  return v != 0 && !undefined;
}

/* The product of the scope's domain sizes, saturated at G_MAXUINT64. */
static guint64
product (const QdCspModel *model, const guint *scope, guint n)
{
  guint64 p = 1;

  for (guint i = 0; i < n; i++)
    if (__builtin_mul_overflow (p, (guint64) qd_csp_model_var (model, scope[i])->n_values, &p))
      return G_MAXUINT64;
  return p;
}

static const gint64 **
scope_keys (const QdCspModel *model, const guint *scope, guint n)
{
  const gint64 **keys = g_new (const gint64 *, n + 1);

  for (guint i = 0; i < n; i++)
    keys[i] = qd_csp_model_var (model, scope[i])->keys;
  return keys;
}

/* The tuples of the product of the domains that `keep` accepts (their
 * value indexes), enumerated in odometer order. */
typedef gboolean (*TupleFilter) (const guint *tuple, gpointer data);

static GArray *
enumerate_tuples (const QdCspModel *model, const guint *scope, guint n, TupleFilter keep, gpointer data)
{
  GArray *tuples = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree guint *t = g_new0 (guint, n + 1);

  for (;;)
    {
      gboolean present = TRUE;
      guint i;

      for (i = 0; i < n && present; i++)
        present = qd_csp_initial_has (model->csp, scope[i], t[i]);
      if (present && keep (t, data))
        g_array_append_vals (tuples, t, n);
      for (i = n; i > 0; i--)
        {
          if (++t[i - 1] < qd_csp_model_var (model, scope[i - 1])->n_values)
            break;
          t[i - 1] = 0;
        }
      if (i == 0)
        return tuples;
    }
}

typedef struct {
  const QdCspExpr *expr;
  const gint64 **keys;
  guint n;
} ExprTuple;

static gboolean
expr_tuple_holds (const guint *tuple, gpointer data)
{
  const ExprTuple *x = data;
  gint64 *k = g_newa (gint64, x->n + 1);
  gboolean undefined = FALSE;
  gint64 v;

  for (guint i = 0; i < x->n; i++)
    k[i] = x->keys[i][tuple[i]];
  v = qd_csp_expr_eval (x->expr, k, &undefined);
  return v != 0 && !undefined;
}

/* A linear form with no overflow for any values of the domains. */
static gboolean
linear_fits (const QdCspModel *model, const guint *scope, guint n, const gint64 *coeffs, gint64 k)
{
  guint64 total = (guint64) (k < 0 ? -(k + 1) + 1 : k);

  for (guint i = 0; i < n; i++)
    {
      const QdCspModelVar *v = qd_csp_model_var (model, scope[i]);
      guint64 c = (guint64) (coeffs[i] < 0 ? -(coeffs[i] + 1) + 1 : coeffs[i]);
      guint64 m = MAX ((guint64) (v->keys[0] < 0 ? -v->keys[0] : v->keys[0]),
                       (guint64) (v->keys[v->n_values - 1] < 0 ? -v->keys[v->n_values - 1] : v->keys[v->n_values - 1]));
      guint64 t;

      if (__builtin_mul_overflow (c, m, &t) || __builtin_add_overflow (total, t, &total))
        return FALSE;
    }
  return total < (G_GUINT64_CONSTANT (1) << 62);
}

/* A comparison of two linear sides as sum coeffs · x OP k: its scope (the
 * variables whose coefficient is not 0), or FALSE. */
static gboolean
try_linear (QdCspModel *model, const QdCspExpr *expr, const guint *scope, guint n, const char *description)
{
  g_autofree gint64 *left = g_new0 (gint64, n + 1);
  g_autofree gint64 *right = g_new0 (gint64, n + 1);
  g_autofree guint *kept = g_new (guint, n + 1);
  g_autofree gint64 *coeffs = g_new (gint64, n + 1);
  g_autofree const gint64 **keys = NULL;
  gint64 lc, rc, k;
  guint m = 0;
  QdCspLinearOp op;

  switch (expr->kind)
    {
    case QD_CSP_EXPR_EQ: op = QD_CSP_LINEAR_EQ; break;
    case QD_CSP_EXPR_NE: op = QD_CSP_LINEAR_NE; break;
    case QD_CSP_EXPR_LE: case QD_CSP_EXPR_LT: op = QD_CSP_LINEAR_LE; break;
    case QD_CSP_EXPR_GE: case QD_CSP_EXPR_GT: op = QD_CSP_LINEAR_GE; break;
    default: return FALSE;
    }
  if (!qd_csp_expr_linear (expr->kids[0], left, n, &lc) || !qd_csp_expr_linear (expr->kids[1], right, n, &rc))
    return FALSE;
  /* left - right OP rc - lc */
  if (__builtin_sub_overflow (rc, lc, &k))
    return FALSE;
  if (expr->kind == QD_CSP_EXPR_LT && __builtin_sub_overflow (k, 1, &k))
    return FALSE;
  if (expr->kind == QD_CSP_EXPR_GT && __builtin_add_overflow (k, 1, &k))
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      gint64 c;

      if (__builtin_sub_overflow (left[i], right[i], &c))
        return FALSE;
      if (c != 0)
        {
          kept[m] = scope[i];
          coeffs[m++] = c;
        }
    }
  if (m < n || !linear_fits (model, kept, m, coeffs, k))
    return FALSE;
  keys = scope_keys (model, kept, m);
  qd_csp_add_linear_propagator (model->csp, kept, m, keys, coeffs, op, k, description);
  qd_csp_model_keep_linear (model, qd_csp_n_constraints (model->csp) - 1, "=!<>"[op], k, kept, coeffs, m);
  return TRUE;
}

/* x != y between two domains of the same values shares one support table
 * per size in the engine: up to this many values (2 MB a table); beyond, a
 * difference propagator. */
#define NOT_EQUAL_TABLE_MAX 4096

static gboolean
same_domains (const QdCspModelVar *a, const QdCspModelVar *b)
{
  return a->symbolic == b->symbolic && a->n_values == b->n_values &&
         memcmp (a->keys, b->keys, sizeof (gint64) * a->n_values) == 0;
}

/* Keys a range lo, lo + 1, ...: a difference of keys is one of indexes. */
static gboolean
contiguous (const QdCspModelVar *v)
{
  return v->keys[v->n_values - 1] - v->keys[0] == (gint64) v->n_values - 1;
}

/* Over two integer variables, x - y kept off a few numbers
 * (qd_csp_expr_differences: x != y, abs(x - y) != 3, the queens): the
 * engine's difference constraint, whose support tables are shared (400
 * queens: 399 tables for 79,800 constraints, not one each), when it would
 * be tabulated anyway or is a plain x != y; beyond, a difference
 * propagator, a few words whatever the domains' sizes (1,000 queens).
 * FALSE, nothing added: the general case. */
static gboolean
try_differences (QdCspModel *model, const QdCspExpr *expr, const guint *scope, const char *description)
{
  const QdCspModelVar *x = qd_csp_model_var (model, scope[0]), *y = qd_csp_model_var (model, scope[1]);
  gint64 diffs[QD_CSP_DIFFERENCES_MAX], bound = 0;
  gint offsets[QD_CSP_DIFFERENCES_MAX];
  guint n, kept = 0;

  if (x->symbolic || y->symbolic)
    return FALSE;
  for (guint i = 0; i < 2; i++)
    {
      const QdCspModelVar *v = i == 0 ? x : y;

      bound = MAX (bound, MAX (ABS (v->keys[0]), ABS (v->keys[v->n_values - 1])));
    }
  if (!qd_csp_expr_differences (expr, bound, diffs, QD_CSP_DIFFERENCES_MAX, &n))
    return FALSE;
  if (product (model, scope, 2) <= QD_CSP_MODEL_BINARY_MAX && contiguous (x) && contiguous (y))
    {
      /* keys x0 + a and y0 + b: a - b = d - x0 + y0.  Beyond the sizes (and
       * so beyond a gint) it forbids nothing. */
      for (guint i = 0; i < n; i++)
        {
          gint64 o = diffs[i] - x->keys[0] + y->keys[0];

          if (o > -(gint64) y->n_values && o < (gint64) x->n_values)
            offsets[kept++] = (gint) o;
        }
      qd_csp_add_difference (model->csp, scope[0], scope[1], offsets, kept, description);
      return TRUE;
    }
  if (n == 1 && diffs[0] == 0 && same_domains (x, y) && x->n_values <= NOT_EQUAL_TABLE_MAX)
    {
      qd_csp_add_difference (model->csp, scope[0], scope[1], (const gint[]) { 0 }, 1, description);
      return TRUE;
    }
  if (product (model, scope, 2) <= QD_CSP_MODEL_BINARY_MAX)
    return FALSE;
  qd_csp_add_difference_propagator (model, scope, diffs, n, description);
  return TRUE;
}

gboolean
qd_csp_model_add_expr (QdCspModel *model, QdCspExpr *expr, GError **error)
{
  g_autoptr(QdCspExpr) owned = expr;
  g_autoptr(GArray) scope = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *description = NULL;
  g_autofree const gint64 **keys = NULL;
  const guint *vars;
  QdCspType type;
  guint n;

  if (!qd_csp_expr_type (model, expr, &type, error))
    return FALSE;
  if (type != QD_CSP_TYPE_BOOL)
    {
      g_set_error_literal (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE,
                           _("a constraint must be a condition (a comparison, and, or, not), not a number"));
      return FALSE;
    }
  if (!room_for_constraint (model, error) || !qd_csp_expr_check_range (model, expr, error))
    return FALSE;
  description = qd_csp_model_expr_text (model, expr);
  qd_csp_expr_collect (expr, scope);
  qd_csp_expr_localize (expr, scope);
  vars = (const guint *) scope->data;
  n = scope->len;
  keys = scope_keys (model, vars, n);

  if (n == 0)
    {
      gboolean undefined = FALSE;

      if (qd_csp_expr_eval (expr, NULL, &undefined) == 0 || undefined)
        model->had_false = TRUE;
      return TRUE;
    }
  if (n == 1)
    {
      /* A unary constraint: the initial domain is filtered now. */
      for (guint v = 0; v < qd_csp_model_var (model, vars[0])->n_values; v++)
        {
          gint64 k = keys[0][v];
          gboolean undefined = FALSE;

          if (qd_csp_expr_eval (expr, &k, &undefined) == 0 || undefined)
            qd_csp_remove_initial (model->csp, vars[0], v);
        }
      return TRUE;
    }
  if (n == 2 && try_differences (model, expr, vars, description))
    return TRUE;
  if (n == 2 && product (model, vars, n) <= QD_CSP_MODEL_BINARY_MAX)
    {
      BinaryData data = { expr, { keys[0], keys[1] } };

      qd_csp_add_binary (model->csp, vars[0], vars[1], binary_allowed, &data, description);
      return TRUE;
    }
  if (try_linear (model, expr, vars, n, description))
    return TRUE;
  if (product (model, vars, n) <= QD_CSP_MODEL_TABLE_MAX)
    {
      ExprTuple data = { expr, keys, n };
      g_autoptr(GArray) tuples = enumerate_tuples (model, vars, n, expr_tuple_holds, &data);

      qd_csp_add_table (model->csp, vars, n, (const guint *) tuples->data, tuples->len / n, description);
      return TRUE;
    }
  qd_csp_add_expr_propagator (model->csp, vars, n, keys, g_steal_pointer (&owned), description);
  return TRUE;
}

gboolean
qd_csp_model_add_alldifferent (QdCspModel *model, const guint *vars, guint n, GError **error)
{
  g_autofree const gint64 **keys = NULL;
  g_autofree guint *sizes = NULL;

  for (guint i = 0; i < n; i++)
    for (guint j = 0; j < i; j++)
      if (vars[i] == vars[j])
        {
          g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE,
                       _("alldifferent names “%s” twice"), qd_csp_model_var (model, vars[i])->name);
          return FALSE;
        }
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      {
        const QdCspModelVar *a = qd_csp_model_var (model, vars[i]), *b = qd_csp_model_var (model, vars[j]);

        if (!room_for_constraint (model, error))
          return FALSE;
        if (a->symbolic != b->symbolic)
          {
            g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE,
                         _("alldifferent mixes symbols (“%s”) and numbers (“%s”)"),
                         a->symbolic ? a->name : b->name, a->symbolic ? b->name : a->name);
            return FALSE;
          }
        if (same_domains (a, b) && a->n_values <= NOT_EQUAL_TABLE_MAX)
          qd_csp_add_not_equal (model->csp, vars[i], vars[j]);
        else
          {
            QdCspExpr *ne = qd_csp_expr_binary (QD_CSP_EXPR_NE, qd_csp_expr_leaf (QD_CSP_EXPR_VAR, vars[i]),
                                                qd_csp_expr_leaf (QD_CSP_EXPR_VAR, vars[j]));

            if (!qd_csp_model_add_expr (model, ne, error))
              return FALSE;
          }
      }
  if (n < 3)
    return TRUE;
  keys = scope_keys (model, vars, n);
  sizes = g_new (guint, n + 1);
  for (guint i = 0; i < n; i++)
    sizes[i] = qd_csp_model_var (model, vars[i])->n_values;
  qd_csp_add_count_propagator (model->csp, vars, n, keys, sizes);
  return TRUE;
}

/* Conflicts a starred forbidden tuple may stand for, all rows together
 * (the engine lists a star's values in them). */
#define CONFLICTS_MAX (1u << 22)

gboolean
qd_csp_model_add_tuples (QdCspModel *model, const guint *vars, guint n, const gint64 *tuples, guint n_tuples,
                         gboolean allowed, GError **error)
{
  g_autoptr(GArray) rows = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree guint *t = g_new (guint, n + 1);
  g_autoptr(GString) description = g_string_new (allowed ? "allowed(" : "forbidden(");
  guint64 conflicts = 0;

  if (!room_for_constraint (model, error))
    return FALSE;
  qd_csp_model_append_var_names (model, description, vars, n);
  g_string_append_c (description, ')');
  /* Rows with a value outside a domain are left out: none of them can
   * hold; a star (short tuples) stays one, the engine's. */
  for (guint r = 0; r < n_tuples; r++)
    {
      gboolean inside = TRUE;
      guint64 combinations = 1;

      for (guint i = 0; i < n && inside; i++)
        {
          gint64 key = tuples[(gsize) r * n + i];
          gint index = key == QD_CSP_MODEL_STAR ? 0 : qd_csp_model_value_index (model, vars[i], key);

          inside = index >= 0;
          t[i] = key == QD_CSP_MODEL_STAR ? QD_CSP_STAR : (guint) index;
          if (key == QD_CSP_MODEL_STAR)
            combinations = MIN (combinations * qd_csp_model_var (model, vars[i])->n_values, (guint64) G_MAXUINT32);
        }
      if (!inside)
        continue;
      g_array_append_vals (rows, t, n);
      conflicts += combinations;
    }
  if (!allowed && conflicts > CONFLICTS_MAX)
    {
      g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, conflicts);

      return qd_csp_model_fail (error, QD_CSP_MODEL_ERROR_LIMIT,
                                _("forbidden tuples standing for %s combinations: at most %u are allowed"), count,
                                CONFLICTS_MAX);
    }
  if (n == 1)
    {
      /* Unary: the domain keeps the values allowed. */
      guint size = qd_csp_model_var (model, vars[0])->n_values;
      g_autofree gboolean *listed = g_new0 (gboolean, size + 1);

      for (guint r = 0; r < rows->len; r++)
        {
          guint v = g_array_index (rows, guint, r);

          for (guint w = 0; w < size; w++)
            listed[w] |= v == QD_CSP_STAR || v == w;
        }
      for (guint v = 0; v < size; v++)
        if (listed[v] != allowed)
          qd_csp_remove_initial (model->csp, vars[0], v);
      return TRUE;
    }
  qd_csp_add_table_full (model->csp, vars, n, (const guint *) rows->data, rows->len / n, !allowed,
                         description->str);
  return TRUE;
}
