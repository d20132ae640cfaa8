/* qd-csp-g-packing.c — knapsack and binPacking (qd-csp-globals.h).
 *
 * Both are sums of terms, one per item, each a function of one variable's
 * value, whose total satisfies a condition: knapsack's weights · x and
 * profits · x, and for each bin b of binPacking the sizes of the items whose
 * variable is b.  A sum of terms is filtered on bounds: the least and the
 * greatest total over the current domains; a value goes when the totals it
 * leaves possible (the others' bounds plus its own term) cannot meet the
 * condition, and so does a value of the condition's variable.  Monotone
 * (smaller domains, narrower totals), exact on a complete assignment.  The
 * violations of a complete one: how far the total is from the condition.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "qd-csp-g2-scratch.h"
#include "qd-csp-globals.h"
#include "qd-csp-model-private.h"
#include "qd-csp-owned.h"

typedef struct {
  QdOwned owned;
  guint n;
  guint *vars;
  guint *offset;            /* n + 1: the terms of vars[i]'s values are term[offset[i] ..] */
  gint64 *term;
  gint64 *least, *most;     /* each term's bounds over its whole domain */
  /* The condition: total OP operand. */
  QdCspCondOp op;
  gboolean is_var;
  guint var;                /* is_var: the engine's variable */
  const gint64 *keys;       /* is_var: its values (the model's) */
  guint n_keys;
  gint64 k;                 /* else the integer */
  gboolean is_range;
  gint64 lo, hi;
  gint64 *set;
  guint n_set;
} TermSum;

/* Whether some total in lo .. hi satisfies the condition with the operand
 * `v` (unused by in and notin). */
static gboolean
meets (const TermSum *t, gint64 lo, gint64 hi, gint64 v)
{
  switch (t->op)
    {
    case QD_CSP_COND_LT: return lo < v;
    case QD_CSP_COND_LE: return lo <= v;
    case QD_CSP_COND_GT: return hi > v;
    case QD_CSP_COND_GE: return hi >= v;
    case QD_CSP_COND_EQ: return lo <= v && v <= hi;
    case QD_CSP_COND_NE: return lo != hi || lo != v;
    case QD_CSP_COND_IN:
      if (t->is_range)
        return MAX (lo, t->lo) <= MIN (hi, t->hi);
      for (guint i = 0; i < t->n_set; i++)
        if (lo <= t->set[i] && t->set[i] <= hi)
          return TRUE;
      return FALSE;
    case QD_CSP_COND_NOTIN:
      if (lo != hi)
        return TRUE;
      if (t->is_range)
        return lo < t->lo || lo > t->hi;
      for (guint i = 0; i < t->n_set; i++)
        if (t->set[i] == lo)
          return FALSE;
      return TRUE;
    default:
      g_assert_not_reached ();
    }
}

/* Some operand value of the solver's domain (keys ascending): for an
 * order, its greatest or least value alone; else those between its bounds. */
static gboolean
meets_domain (const TermSum *t, QdCspSolver *solver, gint64 lo, gint64 hi)
{
  guint a, b;

  if (!qd_csp_solver_domain_bounds (solver, t->var, &a, &b))
    return FALSE;
  if (t->op == QD_CSP_COND_LT || t->op == QD_CSP_COND_LE)
    return meets (t, lo, hi, t->keys[b]);
  if (t->op == QD_CSP_COND_GT || t->op == QD_CSP_COND_GE)
    return meets (t, lo, hi, t->keys[a]);
  for (; a <= b; a++)
    if (qd_csp_solver_domain_has (solver, t->var, a) && meets (t, lo, hi, t->keys[a]))
      return TRUE;
  return FALSE;
}

/* The same for some operand value of the solver's domain (solver NULL:
 * `value`, the operand's assigned value index or QD_CSP_UNASSIGNED). */
static gboolean
meets_any (const TermSum *t, QdCspSolver *solver, gint value, gint64 lo, gint64 hi)
{
  if (!t->is_var)
    return meets (t, lo, hi, t->k);
  if (solver == NULL && value != QD_CSP_UNASSIGNED)
    return meets (t, lo, hi, t->keys[value]);
  if (solver != NULL)
    return meets_domain (t, solver, lo, hi);
  for (guint a = 0; a < t->n_keys; a++)
    if (meets (t, lo, hi, t->keys[a]))
      return TRUE;
  return FALSE;
}

/* The operand's values that no total in lo .. hi meets go: for an order,
 * from the end of its domain they leave (keys ascending), else between its
 * bounds. */
static gboolean
filter_operand (const TermSum *t, QdCspSolver *solver, gint64 lo, gint64 hi)
{
  guint a, b;
  gboolean ok = TRUE;

  if (!qd_csp_solver_domain_bounds (solver, t->var, &a, &b))
    return FALSE;
  if (t->op == QD_CSP_COND_LT || t->op == QD_CSP_COND_LE)
    for (; ok && a <= b && !meets (t, lo, hi, t->keys[a]); a++)
      ok = !qd_csp_solver_domain_has (solver, t->var, a) || qd_csp_solver_remove_value (solver, t->var, a);
  else if (t->op == QD_CSP_COND_GT || t->op == QD_CSP_COND_GE)
    for (b++; ok && b > a && !meets (t, lo, hi, t->keys[b - 1]); b--)
      ok = !qd_csp_solver_domain_has (solver, t->var, b - 1) || qd_csp_solver_remove_value (solver, t->var, b - 1);
  else
    for (; ok && a <= b; a++)
      if (qd_csp_solver_domain_has (solver, t->var, a) && !meets (t, lo, hi, t->keys[a]))
        ok = qd_csp_solver_remove_value (solver, t->var, a);
  return ok;
}

static gboolean
term_sum_propagate (QdCspSolver *solver, gpointer data)
{
  const TermSum *t = data;
  gsize bytes = sizeof (gint64) * 2 * (t->n + 1);
  gint64 *least, *most, lo = 0, hi = 0;
  gboolean ok = TRUE;
  guint64 work = 0;

  least = qd_csp_g2_scratch (bytes);
  most = least + t->n + 1;
  for (guint i = 0; i < t->n; i++)
    {
      least[i] = G_MAXINT64;
      most[i] = G_MININT64;
      for (guint a = 0; a < t->offset[i + 1] - t->offset[i]; a++)
        if (qd_csp_solver_domain_has (solver, t->vars[i], a))
          {
            least[i] = MIN (least[i], t->term[t->offset[i] + a]);
            most[i] = MAX (most[i], t->term[t->offset[i] + a]);
          }
      work += t->offset[i + 1] - t->offset[i];
      lo += least[i];
      hi += most[i];
    }
  ok = meets_any (t, solver, 0, lo, hi);
  for (guint i = 0; ok && i < t->n; i++)
    {
      guint x = t->vars[i];

      if (least[i] == most[i])
        continue;
      for (guint a = 0; ok && a < t->offset[i + 1] - t->offset[i]; a++)
        {
          gint64 f = t->term[t->offset[i] + a];

          if (qd_csp_solver_domain_has (solver, x, a) && !meets_any (t, solver, 0, lo - least[i] + f, hi - most[i] + f))
            ok = qd_csp_solver_remove_value (solver, x, a);
        }
    }
  if (ok && t->is_var)
    ok = filter_operand (t, solver, lo, hi);
  qd_csp_solver_count_check (solver, work);
  return ok;
}

/* The least and greatest totals of a partial assignment (an unassigned
 * term anywhere in its bounds). */
static void
totals (const TermSum *t, const gint *values, gint64 *lo, gint64 *hi)
{
  *lo = *hi = 0;
  for (guint i = 0; i < t->n; i++)
    {
      gint v = values[t->vars[i]];

      *lo += v == QD_CSP_UNASSIGNED ? t->least[i] : t->term[t->offset[i] + v];
      *hi += v == QD_CSP_UNASSIGNED ? t->most[i] : t->term[t->offset[i] + v];
    }
}

static gboolean
term_sum_check (gconstpointer data, const gint *values)
{
  const TermSum *t = data;
  gint64 lo, hi;

  totals (t, values, &lo, &hi);
  return meets_any (t, NULL, t->is_var ? values[t->var] : 0, lo, hi);
}

static guint64
distance (gint64 s, gint64 lo, gint64 hi)
{
  return s < lo ? (guint64) (lo - s) : s > hi ? (guint64) (s - hi) : 0;
}

/* How far the total is from meeting the condition. */
static guint64
term_sum_violations (gconstpointer data, const gint *values)
{
  const TermSum *t = data;
  gint64 s, unused, v = t->is_var ? t->keys[values[t->var]] : t->k;
  guint64 best = G_MAXUINT64;

  totals (t, values, &s, &unused);
  switch (t->op)
    {
    case QD_CSP_COND_LT: return distance (s, G_MININT64, v - 1);
    case QD_CSP_COND_LE: return distance (s, G_MININT64, v);
    case QD_CSP_COND_GT: return distance (s, v + 1, G_MAXINT64);
    case QD_CSP_COND_GE: return distance (s, v, G_MAXINT64);
    case QD_CSP_COND_EQ: return distance (s, v, v);
    case QD_CSP_COND_IN:
      if (t->is_range)
        return t->lo > t->hi ? 1 : distance (s, t->lo, t->hi);
      for (guint i = 0; i < t->n_set; i++)
        best = MIN (best, distance (s, t->set[i], t->set[i]));
      return t->n_set == 0 ? 1 : best;
    default:
      return meets (t, s, s, v) ? 0 : 1;
    }
}

static const QdCspPropagatorClass knapsack_class = {
  .name = "knapsack",
  .propagate = term_sum_propagate,
  .check = term_sum_check,
  .free = qd_owned_free,
  .violations = term_sum_violations,
};

static const QdCspPropagatorClass bin_packing_class = {
  .name = "binPacking",
  .propagate = term_sum_propagate,
  .check = term_sum_check,
  .free = qd_owned_free,
  .violations = term_sum_violations,
};

static gboolean
integers (const QdCspModel *model, const char *name, const guint *vars, guint n, GError **error)
{
  for (guint i = 0; i < n; i++)
    if (qd_csp_model_var (model, vars[i])->symbolic)
      {
        g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE, _("%s: “%s” is symbolic: integers are needed"),
                     name, qd_csp_model_var (model, vars[i])->name);
        return FALSE;
      }
  return TRUE;
}

/* A term (of `var`) or the sum of the terms' magnitudes (var NULL) past
 * ±2^62: the constraint is refused. */
static gboolean
too_large (TermSum *t, const char *name, const char *var, __int128 value, GError **error)
{
  g_autofree char *text = qd_csp_wide_text (value);

  if (var != NULL)
    g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_LIMIT,
                 _("%s: the term of “%s” can reach %s, beyond ±2^62 (4611686018427387904), "
                   "the limit of exact arithmetic"), name, var, text);
  else
    g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_LIMIT,
                 _("%s: the total can reach %s in magnitude, beyond ±2^62 (4611686018427387904), "
                   "the limit of exact arithmetic"), name, text);
  qd_owned_free (t);
  return FALSE;
}

/* A sum of terms over vars, term(i, key) for value `key` of vars[i], that
 * satisfies the condition; or (operand not NULL) equals it. */
static gboolean
add_term_sum (QdCspModel *model, const QdCspPropagatorClass *klass, const guint *vars, guint n,
              __int128 (*term) (gconstpointer ctx, guint i, gint64 key), gconstpointer ctx,
              const QdCspCondition *condition, const QdCspOperand *operand, const char *description,
              GError **error)
{
  TermSum *t = g_new0 (TermSum, 1);
  g_autofree guint *scope = g_new (guint, n + 1);
  gsize total = 0;
  __int128 reach = 0;

  t->n = n;
  t->vars = QD_CSP_OWN (t, g_new (guint, n + 1));
  if (n > 0)
    memcpy (t->vars, vars, sizeof (guint) * n);
  t->offset = QD_CSP_OWN (t, g_new (guint, n + 1));
  t->least = QD_CSP_OWN (t, g_new (gint64, n + 1));
  t->most = QD_CSP_OWN (t, g_new (gint64, n + 1));
  for (guint i = 0; i < n; i++)
    {
      t->offset[i] = total;
      total += qd_csp_model_var (model, vars[i])->n_values;
    }
  t->offset[n] = total;
  t->term = QD_CSP_OWN (t, g_new (gint64, total + 1));
  for (guint i = 0; i < n; i++)
    {
      const QdCspModelVar *v = qd_csp_model_var (model, vars[i]);

      t->least[i] = G_MAXINT64;
      t->most[i] = G_MININT64;
      for (guint a = 0; a < v->n_values; a++)
        {
          __int128 f = term (ctx, i, v->keys[a]);

          if (f > QD_CSP_MODEL_ARITH_MAX || f < -QD_CSP_MODEL_ARITH_MAX)
            return too_large (t, klass->name, v->name, f, error);
          t->term[t->offset[i] + a] = (gint64) f;
          t->least[i] = MIN (t->least[i], (gint64) f);
          t->most[i] = MAX (t->most[i], (gint64) f);
        }
      /* Every total, and every total with one term changed, within ±2^62:
       * the bounds' sums never overflow. */
      reach += MAX (ABS ((__int128) t->least[i]), ABS ((__int128) t->most[i]));
      if (reach > QD_CSP_MODEL_ARITH_MAX)
        return too_large (t, klass->name, NULL, reach, error);
    }
  if (operand == NULL)
    {
      t->op = condition->op;
      operand = &condition->operand;
      t->is_range = condition->is_range;
      t->lo = condition->lo;
      t->hi = condition->hi;
      t->n_set = condition->n_set;
      t->set = QD_CSP_OWN (t, condition->n_set > 0 ? g_memdup2 (condition->set, sizeof (gint64) * condition->n_set)
                                                : NULL);
    }
  else
    t->op = QD_CSP_COND_EQ;
  if (n > 0)
    memcpy (scope, t->vars, sizeof (guint) * n);
  if ((t->op <= QD_CSP_COND_EQ) && operand->is_var)
    {
      const QdCspModelVar *v = qd_csp_model_var (model, operand->var);

      if (!integers (model, klass->name, &operand->var, 1, error))
        {
          qd_owned_free (t);
          return FALSE;
        }
      t->is_var = TRUE;
      t->var = operand->var;
      t->keys = v->keys;
      t->n_keys = v->n_values;
      scope[n] = operand->var;
    }
  else
    t->k = operand->value;
  if (n + t->is_var == 0)
    {
      /* No variable: the empty sum, 0, meets the condition or not. */
      model->had_false |= !meets (t, 0, 0, t->k);
      qd_owned_free (t);
      return TRUE;
    }
  qd_csp_add_propagator (model->csp, klass, t, scope, n + t->is_var, description);
  return TRUE;
}

static char *
describe (const QdCspModel *model, const guint *vars, guint n, const char *tail)
{
  GString *out = g_string_new (NULL);

  qd_csp_model_append_var_names (model, out, vars, n);
  if (tail != NULL)
    g_string_append_printf (out, "; %s", tail);
  return g_string_free (out, FALSE);
}

/* ----------------------------------------------------------------- knapsack */

static __int128
times_key (gconstpointer ctx, guint i, gint64 key)
{
  return (__int128) ((const gint64 *) ctx)[i] * key;
}

gboolean
qd_csp_model_add_knapsack (QdCspModel *model, const guint *vars, const gint64 *weights, const gint64 *profits,
                           guint n, const QdCspCondition *wcondition, const QdCspCondition *pcondition,
                           GError **error)
{
  g_autofree char *w = NULL, *p = NULL;

  if (!integers (model, "knapsack", vars, n, error))
    return FALSE;
  w = describe (model, vars, n, "weights");
  p = describe (model, vars, n, "profits");
  return add_term_sum (model, &knapsack_class, vars, n, times_key, weights, wcondition, NULL, w, error) &&
         add_term_sum (model, &knapsack_class, vars, n, times_key, profits, pcondition, NULL, p, error);
}

/* -------------------------------------------------------------- binPacking */

typedef struct {
  const gint64 *sizes;
  gint64 bin;
} Bin;

static __int128
in_bin (gconstpointer ctx, guint i, gint64 key)
{
  const Bin *b = ctx;

  return key == b->bin ? b->sizes[i] : 0;
}

static int
compare_keys (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

gboolean
qd_csp_model_add_bin_packing (QdCspModel *model, const guint *vars, const gint64 *sizes, guint n,
                              const QdCspCondition *condition, const QdCspOperand *loads, guint n_bins,
                              gint64 start_bin, GError **error)
{
  g_autoptr(GArray) bins = g_array_new (FALSE, FALSE, sizeof (gint64));

  if (!integers (model, "binPacking", vars, n, error))
    return FALSE;
  if (loads != NULL)
    for (guint j = 0; j < n_bins; j++)
      {
        gint64 bin = start_bin + j;

        g_array_append_val (bins, bin);
      }
  else
    {
      /* Every value some item may take is a bin. */
      for (guint i = 0; i < n; i++)
        g_array_append_vals (bins, qd_csp_model_var (model, vars[i])->keys, qd_csp_model_var (model, vars[i])->n_values);
      g_array_sort (bins, compare_keys);
    }
  for (guint j = 0; j < bins->len; j++)
    {
      Bin b = { sizes, g_array_index (bins, gint64, j) };
      g_autofree char *tail = NULL, *description = NULL;

      if (loads == NULL && j > 0 && b.bin == g_array_index (bins, gint64, j - 1))
        continue;
      tail = g_strdup_printf ("bin %" G_GINT64_FORMAT, b.bin);
      description = describe (model, vars, n, tail);
      if (!add_term_sum (model, &bin_packing_class, vars, n, in_bin, &b, condition,
                         loads != NULL ? &loads[j] : NULL, description, error))
        return FALSE;
    }
  return TRUE;
}
