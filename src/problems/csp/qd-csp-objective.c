/* qd-csp-objective.c — the objective of an optimisation problem (XCSP3's
 * <objectives>): one propagator on the engine whose class has `cost`
 * (core/qd-csp.h, qd_csp_set_objective), which the engine's branch and bound
 * keeps at most the bound of the last solution found.  Built from the
 * file's objective in qd-csp-objective-build.c.
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
 *   - a maximum to minimize (or a minimum to maximize) of terms of a few
 *     variables each: every term pruned on its own, as a constraint
 *     "term <= bound" (qd-csp-objective-terms.c);
 *   - any other expression: bounds reasoning on "expression <= bound"
 *     (interval arithmetic through it, a condition the bounds decide
 *     counted as 0 or 1, and each node cut to what the others leave, down
 *     to the comparisons inside: a sum of weights times conditions), the
 *     nodes' ranges kept from one call to the next and recomputed only
 *     above the variables whose bounds changed (qd-csp-expr-cache.c), and
 *     checked once its variables are fixed, the last unfixed one filtered.
 * Costs are kept within ±2^62 (checked when the objective is set: every
 * node of an expression, every term of a sum, and the total), so that the
 * bound, its opposite and the sums never wrap. */
#include "config.h"
#include "qd-csp-objective-private.h"

#include <string.h>

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

/* An expression's bounds in one solver (qd-csp-expr-cache.c), kept up to
 * date change by change (the class's `changed`), with the variables that
 * are empty or not fixed counted: a node costs what changed there. */
typedef struct {
  QdOwned owned;
  gboolean synced;          /* the cache and the counts hold for the current domains */
  QdCspExprCache *cache;
  guint n_empty, n_free;
  guint8 *empty, *unfixed;  /* each variable's */
  guint *narrowed;          /* scratch: the variables a narrowing narrows ... */
  QdCspRange *bounds;       /* ... and their new bounds */
} ExprState;

static gpointer
expr_state_new (gconstpointer data)
{
  const Objective *o = data;
  ExprState *st = g_new0 (ExprState, 1);

  st->cache = qd_owned_add (&st->owned, qd_csp_expr_cache_new (o->expr, o->n), (GDestroyNotify) qd_csp_expr_cache_free);
  /* One block for the two flags. */
  st->empty = QD_CSP_OWN (st, g_new0 (guint8, 2 * (o->n + 1)));
  st->unfixed = st->empty + o->n + 1;
  st->narrowed = QD_CSP_OWN (st, g_new (guint, o->n + 1));
  st->bounds = QD_CSP_OWN (st, g_new (QdCspRange, o->n + 1));
  return st;
}

/* scope[pos]'s domain as it is now: the counts and the cache follow (an
 * empty domain, during a wipe-out, keeps its last bounds until restored). */
static void
expr_take (ExprState *st, const Objective *o, QdCspSolver *solver, guint pos)
{
  guint lo, hi;
  gboolean empty = !qd_csp_solver_domain_bounds (solver, o->scope[pos], &lo, &hi);

  if (empty != st->empty[pos])
    {
      st->empty[pos] = empty;
      st->n_empty = empty ? st->n_empty + 1 : st->n_empty - 1;
    }
  if (empty)
    return;
  if ((lo != hi) != st->unfixed[pos])
    {
      st->unfixed[pos] = lo != hi;
      st->n_free = lo != hi ? st->n_free + 1 : st->n_free - 1;
    }
  qd_csp_expr_cache_set (st->cache, pos, (QdCspRange) { o->keys[pos][lo], o->keys[pos][hi] });
}

static void
expr_changed (gpointer state, gconstpointer data, QdCspSolver *solver, guint pos)
{
  ExprState *st = state;

  if (st->synced)
    expr_take (st, data, solver, pos);
}

/* Bounds reasoning on cost <= bound (qd_csp_expr_narrow_within: a sum of
 * weights times conditions, each term cut to what the others' least values
 * leave, down to the comparisons), on the ranges the cache keeps: each
 * variable it narrows keeps the values within its new bounds.  FALSE when
 * none can. */
static gboolean
range_within (QdCspSolver *solver, const Objective *o, ExprState *st, gint64 bound)
{
  QdCspRange t = o->sign > 0 ? (QdCspRange) { -COST_MAX, bound } : (QdCspRange) { -bound, COST_MAX };
  guint n;

  qd_csp_solver_count_check (solver, 1);
  if (!qd_csp_expr_cache_narrow_within (st->cache, t, st->narrowed, st->bounds, &n))
    return FALSE;
  for (guint k = 0; k < n; k++)
    if (!cut (solver, o, st->narrowed[k], (gint64) st->bounds[k].lo, FALSE) ||
        !cut (solver, o, st->narrowed[k], (gint64) st->bounds[k].hi, TRUE))
      return FALSE;
  return TRUE;
}

/* Bounds reasoning on cost <= bound (range_within, when the expression is
 * small enough to keep its bounds), then checked once fixed, the last
 * unfixed variable filtered. */
static gboolean
propagate_expr (QdCspSolver *solver, const Objective *o, gint64 bound)
{
  ExprState *st = qd_csp_solver_state (solver);
  gint64 *k = g_newa (gint64, o->n + 1);
  guint n_free = 0, free_i = 0, lo, hi;
  gboolean undefined = FALSE;

  if (st != NULL)
    {
      if (!st->synced)
        {
          st->synced = TRUE;
          for (guint i = 0; i < o->n; i++)
            expr_take (st, o, solver, i);
        }
      if (st->n_empty > 0 || !range_within (solver, o, st, bound))
        return FALSE;
      if (st->n_free > 1)
        return TRUE;
    }

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
      if (o->terms != NULL)
        return qd_csp_obj_terms_propagate (o->terms, solver, o->scope, o->keys, qd_csp_solver_state (solver), bound);
      return o->table != NULL ? propagate_separable (solver, o, bound) : propagate_expr (solver, o, bound);
    default:
      g_assert_not_reached ();
    }
}

/* scope[pos]'s own share of the cost at its value-th value: its row of a
 * separable sum of expressions (undefined is the worst there is).  A
 * linear objective keeps the domains' order, as ACE does, which branches
 * cheapest first only on the auxiliary variable it makes of an expression
 * term (dist(x, 890)): its cells' own values first made StillLife-7-7 take
 * 2,913,055 nodes instead of 603,534, and changed no other held-out
 * instance's count but Triangular-6's (3,027 -> 3,019). */
static gboolean
objective_value_cost (gconstpointer data, guint pos, guint value, gint64 *cost)
{
  const Objective *o = data;

  if (o->kind != OBJ_EXPR || o->terms != NULL || o->table == NULL)
    return FALSE;
  *cost = o->table[pos][value] == UNDEFINED ? COST_MAX : o->sign * o->table[pos][value];
  return TRUE;
}

/* What the three classes share: the objective constrains nothing itself,
 * it prunes and gives the cost. */
#define OBJECTIVE_CLASS \
  .name = "objective", \
  .propagate = objective_propagate, \
  .check = objective_check, \
  .free = qd_owned_free, \
  .cost = objective_cost, \
  .value_cost = objective_value_cost, \
  .implied = TRUE

const QdCspPropagatorClass qd_csp_objective_class = {
  OBJECTIVE_CLASS,
};

/* Small terms prune with working memory of the solver's own. */
static gpointer
terms_state_new (gconstpointer data)
{
  const Objective *o = data;

  return qd_csp_obj_terms_state_new (o->terms, o->sizes, o->n);
}

const QdCspPropagatorClass qd_csp_terms_objective_class = {
  OBJECTIVE_CLASS,
  .state_new = terms_state_new,
  .state_free = qd_owned_free,
};

/* Any other expression keeps its bounds up to date. */
const QdCspPropagatorClass qd_csp_expr_objective_class = {
  OBJECTIVE_CLASS,
  .state_new = expr_state_new,
  .state_free = qd_owned_free,
  .changed = expr_changed,
};

/* A linear objective keeps its least cost up to date. */
const QdCspPropagatorClass qd_csp_linear_objective_class = {
  OBJECTIVE_CLASS,
  .state_new = linear_state_new,
  .state_free = qd_owned_free,
  .changed = linear_changed,
};
