/* qd-csp-objective.c — the objective of an optimisation problem (XCSP3's
 * <objectives>): one propagator on the engine whose class has `cost`
 * (core/qd-csp.h, qd_csp_set_objective), which the engine's branch and bound
 * keeps at most the bound of the last solution found.
 *
 * The cost is the objective's value to minimize, or its opposite to
 * maximize; a maximisation is a minimisation of the opposite throughout, so
 * each kind prunes "cost <= bound" only:
 *   - a linear form (a variable, a sum with coefficients, an expression that
 *     is linear): bounds reasoning, each term's largest value cut to what the
 *     others' least values leave (one pass reaches the fixpoint: it cuts no
 *     term's least value); the least cost is kept up to date as domains
 *     change (the class's `changed`), and the pass runs only when the slack
 *     is below the widest term, so a node of a sum of a million variables
 *     costs what changed there;
 *   - minimum(x) <= b: some x_i <= b; the last one that can be is cut to b;
 *     maximum(x) <= b: every x_i cut to b (and to maximize, the mirror
 *     images: every one at least, or the last one that can be); the terms
 *     may be a variable plus a constant (a task's end: max(s_i + d_i)),
 *     each cut to b less its constant;
 *   - nValues(x): the distinct values of the fixed variables; to minimize,
 *     at most the bound, and once they reach it the others keep to them; to
 *     maximize, at least the bound, against what the current domains can
 *     still give;
 *   - a sum of terms of one variable each (a task's earliness and
 *     tardiness, dist(x, 890)): each term's values tabulated per value of
 *     its variable, and bounds reasoning on the sum as for a linear form,
 *     each value whose term exceeds what the others' least terms leave
 *     removed;
 *   - any other expression: checked once its variables are fixed, the last
 *     unfixed one filtered.
 * Costs are kept within ±2^62 (checked when the objective is set: every
 * node of an expression, every term of a sum, and the total), so that the
 * bound, its opposite and the sums never wrap. */
#include "config.h"
#include "qd-csp-model-private.h"
#include "qd-csp-owned.h"

#include <glib/gi18n.h>
#include <string.h>

#define COST_MAX (G_GINT64_CONSTANT (1) << 62)

typedef enum {
  OBJ_LINEAR,
  OBJ_MINIMUM,
  OBJ_MAXIMUM,
  OBJ_NVALUES,
  OBJ_EXPR,
} ObjKind;

typedef struct {
  QdOwned owned;
  ObjKind kind;
  gint64 sign;              /* 1 to minimize, -1 to maximize: cost = sign * value */
  guint n;
  guint *scope;             /* the engine's variables (distinct) */
  const gint64 **keys;      /* keys[i]: the values of scope[i] (the model's arrays) */
  guint *sizes;
  gint64 *coeffs;           /* linear: cost = sum coeffs[i] * x_i + constant (signed) */
  gint64 *offsets;          /* minimum, maximum: of x_i + offsets[i] (NULL: of the x_i) */
  gint64 **table;           /* separable sum: table[i][v], scope[i]'s terms at value v, or UNDEFINED */
  gint64 spread_table;      /* separable: the largest max - min of a table */
  gint64 constant;
  QdCspExpr *expr;          /* expression: over scope positions */
  guint n_union;            /* nValues: the distinct values of all the domains ... */
  guint **slot;             /* ... and slot[i][v]: value v of scope[i] among them */
  __int128 spread;          /* linear: the largest c_i · (max x_i - min x_i) on the initial domains */
} Objective;

/* A linear objective's least cost in one solver, kept up to date change by
 * change (the class's `changed`): a node costs what changed there, not a
 * pass over a million terms. */
typedef struct {
  QdOwned owned;
  gboolean synced;          /* least and mine[] hold for the current domains */
  __int128 least;           /* constant + the sum of mine[] */
  __int128 *mine;           /* each term's least value on its current domain */
} LinearState;

/* ---------------------------------------------------------------- cost */

static gint64
expr_value (const Objective *o, const gint64 *k, gboolean *undefined)
{
  return qd_csp_expr_eval (o->expr, k, undefined);
}

static gint64
objective_cost (gconstpointer data, const gint *values)
{
  const Objective *o = data;
  gint64 value = 0;

  switch (o->kind)
    {
    case OBJ_LINEAR:
      {
        /* In 128 bits: a merged coefficient times a value may pass 2^63;
         * the total is within ±2^62 (linear_in_range). */
        __int128 cost = o->constant;

        for (guint i = 0; i < o->n; i++)
          cost += (__int128) o->coeffs[i] * o->keys[i][values[o->scope[i]]];
        return (gint64) cost;
      }
    case OBJ_MINIMUM:
    case OBJ_MAXIMUM:
      value = o->keys[0][values[o->scope[0]]] + (o->offsets != NULL ? o->offsets[0] : 0);
      for (guint i = 1; i < o->n; i++)
        {
          gint64 k = o->keys[i][values[o->scope[i]]] + (o->offsets != NULL ? o->offsets[i] : 0);

          value = o->kind == OBJ_MINIMUM ? MIN (value, k) : MAX (value, k);
        }
      break;
    case OBJ_NVALUES:
      /* Distinct slots: a value counts where it first appears. */
      for (guint i = 0; i < o->n; i++)
        {
          guint s = o->slot[i][values[o->scope[i]]];
          gboolean seen = FALSE;

          for (guint j = 0; j < i && !seen; j++)
            seen = o->slot[j][values[o->scope[j]]] == s;
          value += !seen;
        }
      break;
    case OBJ_EXPR:
      {
        gint64 *k = g_newa (gint64, o->n + 1);
        gboolean undefined = FALSE;

        for (guint i = 0; i < o->n; i++)
          k[i] = o->keys[i][values[o->scope[i]]];
        value = expr_value (o, k, &undefined);
        /* An undefined value (a division by zero) is the worst there is;
         * any other is within ±2^62 (checked when the objective is set). */
        if (undefined)
          return COST_MAX;
      }
      break;
    default:
      g_assert_not_reached ();
    }
  return o->sign * value;
}

/* The objective constrains nothing by itself. */
static gboolean
objective_check (gconstpointer data, const gint *values)
{
  return TRUE;
}

/* ------------------------------------------------------------ pruning */

/* Removes the values of scope[i] whose key is above `limit` (`above`), or
 * below it. */
static gboolean
cut (QdCspSolver *solver, const Objective *o, guint i, gint64 limit, gboolean above)
{
  guint lo, hi;

  if (!qd_csp_solver_domain_bounds (solver, o->scope[i], &lo, &hi))
    return FALSE;
  for (guint k = 0; k <= hi - lo; k++)
    {
      guint v = above ? hi - k : lo + k;

      if (above ? o->keys[i][v] <= limit : o->keys[i][v] >= limit)
        break;
      qd_csp_solver_count_check (solver, 1);
      if (qd_csp_solver_domain_has (solver, o->scope[i], v) && !qd_csp_solver_remove_value (solver, o->scope[i], v))
        return FALSE;
    }
  return TRUE;
}

static gpointer
linear_state_new (gconstpointer data)
{
  const Objective *o = data;
  LinearState *st = g_new0 (LinearState, 1);

  st->mine = QD_CSP_OWN (st, g_new0 (__int128, o->n + 1));
  return st;
}

/* The least value of term i on its current domain; FALSE when empty. */
static gboolean
term_least (QdCspSolver *solver, const Objective *o, guint i, __int128 *least)
{
  guint lo, hi;

  if (!qd_csp_solver_domain_bounds (solver, o->scope[i], &lo, &hi))
    return FALSE;
  *least = o->coeffs[i] > 0 ? (__int128) o->coeffs[i] * o->keys[i][lo] : (__int128) o->coeffs[i] * o->keys[i][hi];
  return TRUE;
}

/* scope[pos]'s domain changed: its term's share of the least cost follows
 * (an empty domain, during a wipe-out, is left until it is restored). */
static void
linear_changed (gpointer state, gconstpointer data, QdCspSolver *solver, guint pos)
{
  LinearState *st = state;
  const Objective *o = data;
  __int128 m;

  if (!st->synced || o->kind != OBJ_LINEAR || !term_least (solver, o, pos, &m))
    return;
  st->least += m - st->mine[pos];
  st->mine[pos] = m;
}

/* The least cost on the current domains: kept by linear_changed, read
 * afresh the first time. */
static gboolean
linear_least (QdCspSolver *solver, const Objective *o, __int128 *least)
{
  LinearState *st = qd_csp_solver_state (solver);

  if (st != NULL && st->synced)
    {
      *least = st->least;
      return TRUE;
    }
  *least = o->constant;
  for (guint i = 0; i < o->n; i++)
    {
      __int128 m;

      if (!term_least (solver, o, i, &m))
        return FALSE;
      *least += m;
      if (st != NULL)
        st->mine[i] = m;
    }
  qd_csp_solver_count_check (solver, o->n);
  if (st != NULL)
    {
      st->least = *least;
      st->synced = TRUE;
    }
  return TRUE;
}

/* sum c_i x_i + constant <= bound. */
static gboolean
propagate_linear (QdCspSolver *solver, const Objective *o, gint64 bound)
{
  __int128 least;

  if (!linear_least (solver, o, &least))
    return FALSE;
  qd_csp_solver_count_check (solver, 1);
  if (least > bound)
    return FALSE;
  /* No term can grow past the slack: nothing to cut. */
  if ((__int128) bound - least >= o->spread)
    return TRUE;
  qd_csp_solver_count_check (solver, o->n);
  for (guint i = 0; i < o->n; i++)
    {
      gint64 c = o->coeffs[i];
      guint lo, hi;
      __int128 slack, mine;

      if (c == 0 || !qd_csp_solver_domain_bounds (solver, o->scope[i], &lo, &hi) || lo == hi)
        continue;
      mine = c > 0 ? (__int128) c * o->keys[i][lo] : (__int128) c * o->keys[i][hi];
      /* c * x <= slack + mine: the term may grow by the slack at most. */
      slack = (__int128) bound - least;
      if (c > 0)
        {
          __int128 top = (slack + mine) / c;  /* x <= floor((slack + mine) / c), both >= 0 apart */

          if ((slack + mine) < 0 && (slack + mine) % c != 0)
            top--;
          if (top < o->keys[i][hi] && !cut (solver, o, i, (gint64) MAX (top, (__int128) -COST_MAX), TRUE))
            return FALSE;
        }
      else
        {
          /* c x <= s  with c < 0:  x >= s / c rounded up. */
          __int128 s = slack + mine, bottom = s / c;

          if (s % c != 0 && ((s < 0) == (c < 0)))
            bottom++;
          if (bottom > o->keys[i][lo] && !cut (solver, o, i, (gint64) MIN (bottom, (__int128) COST_MAX), FALSE))
            return FALSE;
        }
    }
  return TRUE;
}

/* Some x_i at most `limit` (`above`: values above it go) or at least it,
 * when `some`; else every one. */
static gboolean
propagate_extremum (QdCspSolver *solver, const Objective *o, gint64 limit, gboolean above, gboolean some)
{
  guint candidates = 0, last = 0;

  for (guint i = 0; i < o->n; i++)
    {
      gint64 mine = limit - (o->offsets != NULL ? o->offsets[i] : 0);
      guint lo, hi;

      if (!qd_csp_solver_domain_bounds (solver, o->scope[i], &lo, &hi))
        return FALSE;
      if (!some)
        {
          if (!cut (solver, o, i, mine, above))
            return FALSE;
          continue;
        }
      if (above ? o->keys[i][lo] <= mine : o->keys[i][hi] >= mine)
        candidates++, last = i;
    }
  qd_csp_solver_count_check (solver, 1);
  if (!some)
    return TRUE;
  if (candidates == 0)
    return FALSE;
  return candidates > 1 || cut (solver, o, last, limit - (o->offsets != NULL ? o->offsets[last] : 0), above);
}

static gboolean
propagate_nvalues (QdCspSolver *solver, const Objective *o, gint64 bound)
{
  guint words = (o->n_union + 63) / 64;
  guint64 *fixed = g_newa (guint64, words + 1), *any = g_newa (guint64, words + 1);
  gint64 n_fixed = 0, n_any = 0, n_free = 0;

  memset (fixed, 0, sizeof (guint64) * words);
  memset (any, 0, sizeof (guint64) * words);
  for (guint i = 0; i < o->n; i++)
    {
      guint lo, hi;

      if (!qd_csp_solver_domain_bounds (solver, o->scope[i], &lo, &hi))
        return FALSE;
      if (lo == hi)
        {
          guint s = o->slot[i][lo];

          n_fixed += (fixed[s / 64] >> (s % 64) & 1) == 0;
          fixed[s / 64] |= G_GUINT64_CONSTANT (1) << (s % 64);
        }
      else
        n_free++;
      if (o->sign < 0)
        for (guint v = lo; v <= hi; v++)
          if (qd_csp_solver_domain_has (solver, o->scope[i], v))
            {
              guint s = o->slot[i][v];

              n_any += (any[s / 64] >> (s % 64) & 1) == 0;
              any[s / 64] |= G_GUINT64_CONSTANT (1) << (s % 64);
            }
    }
  qd_csp_solver_count_check (solver, 1);
  if (o->sign > 0)
    {
      /* nValues <= bound: the fixed values already count. */
      if (n_fixed > bound)
        return FALSE;
      if (n_fixed == bound && n_free > 0)
        for (guint i = 0; i < o->n; i++)
          {
            guint lo, hi;

            if (!qd_csp_solver_domain_bounds (solver, o->scope[i], &lo, &hi) || lo == hi)
              continue;
            for (guint v = lo; v <= hi; v++)
              {
                guint s = o->slot[i][v];

                if ((fixed[s / 64] >> (s % 64) & 1) == 0 && qd_csp_solver_domain_has (solver, o->scope[i], v) &&
                    !qd_csp_solver_remove_value (solver, o->scope[i], v))
                  return FALSE;
              }
          }
      return TRUE;
    }
  /* -nValues <= bound: at least -bound values, and no more can come than
   * the domains hold or than the fixed ones and one per free variable. */
  return MIN (n_any, n_fixed + n_free) >= -bound;
}

/* Checked once fixed, the last unfixed variable filtered. */
static gboolean
propagate_expr (QdCspSolver *solver, const Objective *o, gint64 bound)
{
  gint64 *k = g_newa (gint64, o->n + 1);
  guint n_free = 0, free_i = 0, lo, hi;
  gboolean undefined = FALSE;

  for (guint i = 0; i < o->n; i++)
    {
      if (!qd_csp_solver_domain_bounds (solver, o->scope[i], &lo, &hi))
        return FALSE;
      if (lo != hi)
        {
          if (++n_free > 1)
            return TRUE;
          free_i = i;
          continue;
        }
      k[i] = o->keys[i][lo];
    }
  qd_csp_solver_count_check (solver, 1);
  if (n_free == 0)
    {
      gint64 v = expr_value (o, k, &undefined);

      return !undefined && o->sign * v <= bound;
    }
  qd_csp_solver_domain_bounds (solver, o->scope[free_i], &lo, &hi);
  for (guint v = lo; v <= hi; v++)
    if (qd_csp_solver_domain_has (solver, o->scope[free_i], v))
      {
        gint64 value;

        undefined = FALSE;
        k[free_i] = o->keys[free_i][v];
        value = expr_value (o, k, &undefined);
        qd_csp_solver_count_check (solver, 1);
        if ((undefined || o->sign * value > bound) &&
            !qd_csp_solver_remove_value (solver, o->scope[free_i], v))
          return FALSE;
      }
  return TRUE;
}

#define UNDEFINED G_MAXINT64

/* The least cost of scope[i]'s terms on its current domain (sign
 * applied), and with `cut` its values above `limit` removed; FALSE on a
 * wipe-out. */
static gboolean
separable_term (QdCspSolver *solver, const Objective *o, guint i, __int128 limit, gboolean cut, __int128 *least)
{
  guint lo, hi;

  *least = COST_MAX;
  if (!qd_csp_solver_domain_bounds (solver, o->scope[i], &lo, &hi))
    return FALSE;
  for (guint v = lo; v <= hi; v++)
    {
      gint64 t = o->table[i][v];
      __int128 c = t == UNDEFINED ? COST_MAX : (__int128) o->sign * t;

      if (!qd_csp_solver_domain_has (solver, o->scope[i], v))
        continue;
      if (cut && c > limit)
        {
          if (!qd_csp_solver_remove_value (solver, o->scope[i], v))
            return FALSE;
          continue;
        }
      *least = MIN (*least, c);
    }
  qd_csp_solver_count_check (solver, hi - lo + 1);
  return TRUE;
}

/* sum of terms <= bound: the least sum, then each term cut to what the
 * others' least terms leave (when the slack is below the widest table). */
static gboolean
propagate_separable (QdCspSolver *solver, const Objective *o, gint64 bound)
{
  __int128 total = o->constant, least;

  for (guint i = 0; i < o->n; total += least, i++)
    if (!separable_term (solver, o, i, 0, FALSE, &least))
      return FALSE;
  if (total > bound)
    return FALSE;
  if ((__int128) bound - total >= o->spread_table)
    return TRUE;
  for (guint i = 0; i < o->n; i++)
    if (!separable_term (solver, o, i, 0, FALSE, &least) ||
        !separable_term (solver, o, i, (__int128) bound - (total - least), TRUE, &least))
      return FALSE;
  return TRUE;
}

static gboolean
objective_propagate (QdCspSolver *solver, gpointer data)
{
  const Objective *o = data;
  gint64 bound = qd_csp_solver_bound (solver);

  if (bound >= COST_MAX)
    return TRUE;
  switch (o->kind)
    {
    case OBJ_LINEAR:
      return propagate_linear (solver, o, bound);
    case OBJ_MINIMUM:
      /* min <= b: some x_i <= b;  -min <= b: every x_i >= -b. */
      return o->sign > 0 ? propagate_extremum (solver, o, bound, TRUE, TRUE)
                         : propagate_extremum (solver, o, -bound, FALSE, FALSE);
    case OBJ_MAXIMUM:
      /* max <= b: every x_i <= b;  -max <= b: some x_i >= -b. */
      return o->sign > 0 ? propagate_extremum (solver, o, bound, TRUE, FALSE)
                         : propagate_extremum (solver, o, -bound, FALSE, TRUE);
    case OBJ_NVALUES:
      return propagate_nvalues (solver, o, bound);
    case OBJ_EXPR:
      return o->table != NULL ? propagate_separable (solver, o, bound) : propagate_expr (solver, o, bound);
    default:
      g_assert_not_reached ();
    }
}

static const QdCspPropagatorClass objective_class = {
  .name = "objective",
  .propagate = objective_propagate,
  .check = objective_check,
  .free = qd_owned_free,
  .cost = objective_cost,
  .implied = TRUE,
};

/* A linear objective keeps its least cost up to date. */
static const QdCspPropagatorClass linear_objective_class = {
  .name = "objective",
  .propagate = objective_propagate,
  .check = objective_check,
  .free = qd_owned_free,
  .cost = objective_cost,
  .implied = TRUE,
  .state_new = linear_state_new,
  .state_free = qd_owned_free,
  .changed = linear_changed,
};

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
  c = qd_csp_add_propagator (model->csp, o->kind == OBJ_LINEAR ? &linear_objective_class : &objective_class, o,
                             o->scope, o->n, description);
  qd_csp_set_objective (model->csp, c);
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
