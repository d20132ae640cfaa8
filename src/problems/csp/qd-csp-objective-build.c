/* qd-csp-objective-build.c — the objective's propagator made from the
 * file's objective: which kind it is (qd-csp-objective.c says how each
 * prunes), its scope and tables, the checks of its range. */
#include "config.h"
#include "qd-csp-objective-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* ------------------------------------------------------------ building */

/* "sum(x[0], 2·x[1], …)": the list as the description names it, its
 * first few terms. */
static char *
list_text (const QdCspModel *model, const char *name, const guint *vars, const gint64 *coeffs, guint n)
{
  GString *out = g_string_new (name);

  g_string_append_c (out, '(');
  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (out, ", ");
      if (i == 6 && n > 8)
        {
          g_string_append_printf (out, "… %u more", n - i);
          break;
        }
      if (coeffs != NULL && coeffs[i] != 1)
        g_string_append_printf (out, "%" G_GINT64_FORMAT "·", coeffs[i]);
      g_string_append (out, qd_csp_model_var (model, vars[i])->name);
    }
  g_string_append_c (out, ')');
  return g_string_free (out, FALSE);
}

/* The position of var in the scope (o->scope[0 .. o->n)), or -1, through
 * `positions` (var + 1 -> position + 1) once the scope passes 32
 * variables: a sum of a million is read in linear time. */
static gint
scope_position (const Objective *o, GHashTable *positions, guint var)
{
  if (o->n > 32)
    return (gint) GPOINTER_TO_UINT (g_hash_table_lookup (positions, GUINT_TO_POINTER (var + 1))) - 1;
  for (guint j = 0; j < o->n; j++)
    if (o->scope[j] == var)
      return (gint) j;
  return -1;
}

static GHashTable *
scope_positions (const Objective *o)
{
  GHashTable *positions = g_hash_table_new (NULL, NULL);

  for (guint j = 0; j < o->n; j++)
    g_hash_table_insert (positions, GUINT_TO_POINTER (o->scope[j] + 1), GUINT_TO_POINTER (j + 1));
  return positions;
}

/* Distinct integer variables: the scope, its keys and sizes. */
static gboolean
take_scope (QdCspModel *model, Objective *o, const guint *vars, guint n, GError **error)
{
  g_autoptr(GHashTable) positions = g_hash_table_new (NULL, NULL);

  o->scope = QD_CSP_OWN (o, g_new (guint, n + 1));
  o->keys = QD_CSP_OWN (o, g_new0 (const gint64 *, n + 1));
  o->sizes = QD_CSP_OWN (o, g_new (guint, n + 1));
  o->n = 0;
  for (guint i = 0; i < n; i++)
    {
      const QdCspModelVar *var;

      if (vars[i] >= qd_csp_model_n_vars (model))
        return qd_csp_model_fail (error, QD_CSP_MODEL_ERROR_PARSE, _("the objective names no variable"));
      var = qd_csp_model_var (model, vars[i]);
      if (var->symbolic)
        return qd_csp_model_fail (error, QD_CSP_MODEL_ERROR_PARSE,
                                _("the objective needs numbers: “%s” has symbols"), var->name);
      if (scope_position (o, positions, vars[i]) >= 0)
        continue;
      o->scope[o->n] = vars[i];
      o->keys[o->n] = var->keys;
      o->sizes[o->n++] = var->n_values;
      g_hash_table_insert (positions, GUINT_TO_POINTER (vars[i] + 1), GUINT_TO_POINTER (o->n));
    }
  return TRUE;
}

/* Whether least .. most leaves ±2^62: then an error naming the term (or
 * the objective's value: term NULL) and how far it goes. */
static gboolean
beyond (__int128 least, __int128 most, const char *term, GError **error)
{
  g_autofree char *value = NULL;

  if (least >= -COST_MAX && most <= COST_MAX)
    return FALSE;
  value = qd_csp_wide_text (most > COST_MAX ? most : least);
  if (term != NULL)
    g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_LIMIT,
                 _("the objective's term “%s” can reach %s over the variables' domains, beyond ±2^62 "
                   "(4611686018427387904), the limit of exact arithmetic"), term, value);
  else
    g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_LIMIT,
                 _("the objective can reach %s over the variables' domains, beyond ±2^62 "
                   "(4611686018427387904), the limit of exact arithmetic"), value);
  return TRUE;
}

/* A sum's terms coeffs[i] · vars[i] as the file gives them (before the
 * terms of one variable are merged), each within ±2^62 over its domain. */
static gboolean
terms_in_range (const QdCspModel *model, const guint *vars, const gint64 *coeffs, guint n, GError **error)
{
  for (guint i = 0; i < n && coeffs != NULL; i++)
    {
      const QdCspModelVar *v;
      __int128 a, b;

      if (vars[i] >= qd_csp_model_n_vars (model) || (v = qd_csp_model_var (model, vars[i]))->symbolic)
        continue;  /* take_scope names it */
      a = (__int128) coeffs[i] * v->keys[0];
      b = (__int128) coeffs[i] * v->keys[v->n_values - 1];
      if (MIN (a, b) < -COST_MAX || MAX (a, b) > COST_MAX)
        {
          g_autofree char *term = g_strdup_printf ("%" G_GINT64_FORMAT "·%s", coeffs[i], v->name);

          return !beyond (MIN (a, b), MAX (a, b), term, error);
        }
    }
  return TRUE;
}

/* The least and the greatest cost over the initial domains (linear), in
 * 128 bits: beyond ±2^62 the objective is refused. */
static gboolean
linear_in_range (const Objective *o, GError **error)
{
  __int128 least = o->constant, most = o->constant;

  for (guint i = 0; i < o->n; i++)
    {
      __int128 a = (__int128) o->coeffs[i] * o->keys[i][0];
      __int128 b = (__int128) o->coeffs[i] * o->keys[i][o->sizes[i] - 1];

      least += MIN (a, b);
      most += MAX (a, b);
    }
  return !beyond (least, most, NULL, error);
}

/* sum coeffs[i] * vars[i] + constant, terms of one variable merged. */
static gboolean
build_linear (QdCspModel *model, Objective *o, const guint *vars, const gint64 *coeffs, guint n,
              gint64 constant, GError **error)
{
  g_autoptr(GHashTable) positions = NULL;

  if (!take_scope (model, o, vars, n, error))
    return FALSE;
  o->kind = OBJ_LINEAR;
  o->coeffs = QD_CSP_OWN (o, g_new0 (gint64, o->n + 1));
  positions = scope_positions (o);
  for (guint i = 0; i < n; i++)
    {
      guint j = (guint) scope_position (o, positions, vars[i]);
      __int128 c = (__int128) o->coeffs[j] + (coeffs != NULL ? coeffs[i] : 1);

      if (c > COST_MAX || c < -COST_MAX)
        return qd_csp_model_fail (error, QD_CSP_MODEL_ERROR_LIMIT,
                                _("the objective's coefficients go beyond ±2^62, the limit"));
      o->coeffs[j] = (gint64) c;
    }
  o->constant = constant;
  if (!linear_in_range (o, error))
    return FALSE;
  for (guint i = 0; i < o->n; i++)
    {
      o->coeffs[i] *= o->sign;
      o->spread = MAX (o->spread, ABS ((__int128) o->coeffs[i]) *
                                  ((__int128) o->keys[i][o->sizes[i] - 1] - o->keys[i][0]));
    }
  o->constant *= o->sign;
  return TRUE;
}

/* nValues: each value of every domain numbered among their union. */
static gboolean
build_slots (Objective *o, GError **error)
{
  g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (gint64));
  guint n_union = 0;

  for (guint i = 0; i < o->n; i++)
    g_array_append_vals (all, o->keys[i], o->sizes[i]);
  g_array_sort (all, qd_csp_compare_keys);
  for (guint i = 0; i < all->len; i++)
    if (i == 0 || g_array_index (all, gint64, i) != g_array_index (all, gint64, n_union - 1))
      g_array_index (all, gint64, n_union++) = g_array_index (all, gint64, i);
  if (n_union > QD_CSP_COUNT_VALUES_MAX)
    return qd_csp_model_fail (error, QD_CSP_MODEL_ERROR_LIMIT,
                            _("the objective counts the distinct values among %u, more than %u, the limit"),
                            n_union, QD_CSP_COUNT_VALUES_MAX);
  o->n_union = n_union;
  o->slot = QD_CSP_OWN (o, g_new0 (guint *, o->n + 1));
  for (guint i = 0; i < o->n; i++)
    {
      guint s = 0;

      o->slot[i] = QD_CSP_OWN (o, g_new (guint, o->sizes[i] + 1));
      for (guint v = 0; v < o->sizes[i]; v++)
        {
          while (g_array_index (all, gint64, s) != o->keys[i][v])
            s++;
          o->slot[i][v] = s;
        }
    }
  return TRUE;
}

/* Whether `e` is a variable plus a constant (x, x + 3, 3 + x, x - 3). */
static gboolean
var_plus_const (const QdCspExpr *e, guint *var, gint64 *offset)
{
  const QdCspExpr *a = e->n_kids == 2 ? e->kids[0] : NULL, *b = e->n_kids == 2 ? e->kids[1] : NULL;

  *offset = 0;
  if (e->kind == QD_CSP_EXPR_VAR)
    return *var = (guint) e->value, TRUE;
  if (a == NULL || (e->kind != QD_CSP_EXPR_ADD && e->kind != QD_CSP_EXPR_SUB))
    return FALSE;
  if (e->kind == QD_CSP_EXPR_ADD && a->kind == QD_CSP_EXPR_CONST && b->kind == QD_CSP_EXPR_VAR)
    return *var = (guint) b->value, *offset = a->value, TRUE;
  if (a->kind != QD_CSP_EXPR_VAR || b->kind != QD_CSP_EXPR_CONST || b->condition)
    return FALSE;
  *var = (guint) a->value;
  *offset = e->kind == QD_CSP_EXPR_ADD ? b->value : -b->value;
  return TRUE;
}

/* min or max of variables plus constants, each variable once: the
 * extremum kinds (FALSE without an error: some other form). */
static gboolean
build_extremum (QdCspModel *model, Objective *o, const QdCspExpr *expr, GError **error)
{
  guint n = expr->n_kids, *vars = g_newa (guint, n);
  gint64 *offsets = g_newa (gint64, n);
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  gboolean shifted = FALSE, twice = FALSE;

  for (guint i = 0; i < n; i++)
    {
      if (!var_plus_const (expr->kids[i], &vars[i], &offsets[i]))
        return FALSE;
      shifted |= offsets[i] != 0;
      twice |= !g_hash_table_add (seen, GUINT_TO_POINTER (vars[i] + 1));
    }
  if (shifted && twice)
    return FALSE;   /* max (x + 1, x + 2): left to the expression */
  o->kind = expr->kind == QD_CSP_EXPR_MIN ? OBJ_MINIMUM : OBJ_MAXIMUM;
  if (!take_scope (model, o, vars, n, error))
    return FALSE;
  if (shifted)
    o->offsets = QD_CSP_OWN (o, g_memdup2 (offsets, sizeof (gint64) * n));
  return TRUE;
}

/* The variable (scope position) of a term: -1 for none, -2 for several. */
static gint
term_var (const QdCspExpr *e)
{
  gint var = -1;

  if (e->kind == QD_CSP_EXPR_VAR)
    return (gint) e->value;
  for (guint k = 0; k < e->n_kids; k++)
    {
      gint v = term_var (e->kids[k]);

      if (v == -2 || (v >= 0 && var >= 0 && v != var))
        return -2;
      var = v >= 0 ? v : var;
    }
  return var;
}

/* A localized sum of terms of one variable each: its tables (constants in o->constant). */
static void
build_separable (Objective *o)
{
  const QdCspExpr *e = o->expr;
  gint64 *k = g_newa (gint64, o->n + 1);

  if (e->kind != QD_CSP_EXPR_ADD || o->n == 0)
    return;
  for (guint t = 0; t < e->n_kids; t++)
    if (term_var (e->kids[t]) == -2)
      return;
  o->table = QD_CSP_OWN (o, g_new0 (gint64 *, o->n + 1));
  for (guint i = 0; i < o->n; i++)
    o->table[i] = QD_CSP_OWN (o, g_new0 (gint64, o->sizes[i] + 1));
  memset (k, 0, sizeof (gint64) * (o->n + 1));
  o->constant = 0;
  for (guint t = 0; t < e->n_kids; t++)
    {
      gint i = term_var (e->kids[t]);
      gboolean undefined = FALSE;

      if (i < 0)
        {
          o->constant += o->sign * qd_csp_expr_eval (e->kids[t], k, &undefined);
          continue;
        }
      for (guint v = 0; v < o->sizes[i]; v++)
        {
          gint64 *cell = &o->table[i][v];

          undefined = FALSE;
          k[i] = o->keys[i][v];
          if (*cell != UNDEFINED)
            {
              gint64 value = qd_csp_expr_eval (e->kids[t], k, &undefined);

              *cell = undefined ? UNDEFINED : *cell + value;
            }
        }
    }
  for (guint i = 0; i < o->n; i++)
    {
      gint64 lo = G_MAXINT64, hi = G_MININT64;

      for (guint v = 0; v < o->sizes[i]; v++)
        if (o->table[i][v] == UNDEFINED)
          lo = G_MININT64 / 2, hi = G_MAXINT64 / 2;   /* always cut: undefined values go */
        else
          lo = MIN (lo, o->sign * o->table[i][v]), hi = MAX (hi, o->sign * o->table[i][v]);
      o->spread_table = lo <= hi ? MAX (o->spread_table, hi - lo) : o->spread_table;
    }
}

/* An expression: linear ones go to the linear form; any other must stay
 * within ±2^62 on the initial domains' corners (checked when fixed). */
static gboolean
build_expr (QdCspModel *model, Objective *o, QdCspExpr *expr, GError **error)
{
  g_autoptr(QdCspExpr) owned = expr;
  g_autoptr(GArray) scope = g_array_new (FALSE, FALSE, sizeof (guint));
  QdCspType type;
  gint64 *coeffs, constant = 0;

  if (!qd_csp_expr_type (model, expr, &type, error))
    return FALSE;
  if (type == QD_CSP_TYPE_SYMBOL)
    return qd_csp_model_fail (error, QD_CSP_MODEL_ERROR_PARSE, _("the objective needs numbers, not symbols"));
  if (type != QD_CSP_TYPE_INT)
    return qd_csp_model_fail (error, QD_CSP_MODEL_ERROR_PARSE, _("the objective must be a number, not a condition"));
  if (!qd_csp_expr_check_range (model, expr, error))
    return FALSE;
  /* min(x + a, y, z + c), max(…) of variables plus constants: the
   * extremum's own reasoning. */
  if ((expr->kind == QD_CSP_EXPR_MIN || expr->kind == QD_CSP_EXPR_MAX) && expr->n_kids > 0 &&
      build_extremum (model, o, expr, error))
    return TRUE;
  if (error != NULL && *error != NULL)
    return FALSE;
  qd_csp_expr_collect (expr, scope);
  qd_csp_expr_localize (expr, scope);
  coeffs = g_newa (gint64, scope->len + 1);
  if (qd_csp_expr_linear (expr, coeffs, scope->len, &constant))
    return build_linear (model, o, (const guint *) scope->data, coeffs, scope->len, constant, error);
  if (!take_scope (model, o, (const guint *) scope->data, scope->len, error))
    return FALSE;
  o->kind = OBJ_EXPR;
  o->expr = qd_owned_add (&o->owned, g_steal_pointer (&owned), (GDestroyNotify) qd_csp_expr_free);
  o->range_nodes = qd_csp_expr_range_nodes (o->expr);
  o->terms = qd_csp_obj_terms_new (o->expr, o->sign);
  if (o->terms != NULL)
    qd_owned_add (&o->owned, o->terms, qd_owned_free);
  else
    build_separable (o);
  return TRUE;
}

gboolean
qd_csp_model_set_objective (QdCspModel *model, gboolean minimize, QdCspObjectiveKind kind,
                            QdCspExpr *expr, const guint *vars, const gint64 *coeffs, guint n,
                            GError **error)
{
  g_autoptr(QdCspExpr) owned = expr;
  Objective *o;
  g_autofree char *what = NULL;
  g_autofree char *description = NULL;
  gboolean ok;
  guint c;

  if (qd_csp_objective (model->csp) >= 0)
    return qd_csp_model_fail (error, QD_CSP_MODEL_ERROR_PARSE,
                            _("a second objective: one is minimized or maximized at a time"));
  if (qd_csp_model_n_vars (model) == 0)
    return qd_csp_model_fail (error, QD_CSP_MODEL_ERROR_PARSE, _("an objective without any variable"));
  if (kind == QD_CSP_OBJECTIVE_EXPR && expr == NULL)
    return qd_csp_model_fail (error, QD_CSP_MODEL_ERROR_PARSE, _("the objective is missing"));
  if ((kind == QD_CSP_OBJECTIVE_MINIMUM || kind == QD_CSP_OBJECTIVE_MAXIMUM) && n == 0)
    return qd_csp_model_fail (error, QD_CSP_MODEL_ERROR_PARSE, _("the objective is the extremum of no variable"));

  o = g_new0 (Objective, 1);
  o->sign = minimize ? 1 : -1;
  switch (kind)
    {
    case QD_CSP_OBJECTIVE_EXPR:
      what = qd_csp_model_expr_text (model, expr);
      ok = build_expr (model, o, g_steal_pointer (&owned), error);
      break;
    case QD_CSP_OBJECTIVE_SUM:
      what = list_text (model, "sum", vars, coeffs, n);
      ok = terms_in_range (model, vars, coeffs, n, error) && build_linear (model, o, vars, coeffs, n, 0, error);
      break;
    case QD_CSP_OBJECTIVE_MINIMUM:
    case QD_CSP_OBJECTIVE_MAXIMUM:
      what = list_text (model, kind == QD_CSP_OBJECTIVE_MINIMUM ? "minimum" : "maximum", vars, NULL, n);
      ok = take_scope (model, o, vars, n, error);
      o->kind = kind == QD_CSP_OBJECTIVE_MINIMUM ? OBJ_MINIMUM : OBJ_MAXIMUM;
      break;
    case QD_CSP_OBJECTIVE_NVALUES:
      what = list_text (model, "nValues", vars, NULL, n);
      ok = take_scope (model, o, vars, n, error) && build_slots (o, error);
      o->kind = OBJ_NVALUES;
      break;
    default:
      g_return_val_if_reached (FALSE);
    }
  if (!ok)
    {
      qd_owned_free (o);
      return FALSE;
    }
  /* A constant objective: every solution is as good; it stands on the
   * first variable with no weight. */
  if (o->n == 0)
    {
      o->kind = OBJ_LINEAR;
      o->scope[0] = 0;
      o->keys[0] = qd_csp_model_var (model, 0)->keys;
      o->sizes[0] = qd_csp_model_var (model, 0)->n_values;
      if (o->coeffs == NULL)
        o->coeffs = QD_CSP_OWN (o, g_new0 (gint64, 1));
      o->coeffs[0] = 0;
      o->n = 1;
    }
  model->maximize = !minimize;
  description = g_strconcat (minimize ? "minimize " : "maximize ", what, NULL);
  c = qd_csp_add_propagator (model->csp, o->kind == OBJ_LINEAR ? &qd_csp_linear_objective_class
                             : o->terms != NULL ? &qd_csp_terms_objective_class
                             : o->kind == OBJ_EXPR && o->table == NULL && o->range_nodes > 0 ? &qd_csp_expr_objective_class
                             : &qd_csp_objective_class, o, o->scope, o->n, description);
  qd_csp_set_objective (model->csp, c);
  if (o->kind == OBJ_LINEAR)
    {
      /* The coefficients of the value, not of the cost. */
      g_autofree gint64 *value = g_new (gint64, o->n + 1);

      for (guint i = 0; i < o->n; i++)
        value[i] = o->sign * o->coeffs[i];
      qd_csp_model_keep_linear (model, c, 0, 0, o->scope, value, o->n);
    }
  return TRUE;
}

gboolean
qd_csp_model_has_objective (const QdCspModel *model)
{
  return qd_csp_objective (model->csp) >= 0;
}

gint64
qd_csp_model_objective_value (const QdCspModel *model, const gint *values)
{
  gint64 cost = qd_csp_objective_cost (model->csp, values);

  return model->maximize ? -cost : cost;
}
