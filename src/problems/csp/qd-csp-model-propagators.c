/* qd-csp-model-propagators.c — the constraints of a file that the engine's
 * binary and table constraints do not hold well: linear (in)equations
 * (bounds consistency), expressions too large to tabulate (checked once
 * their variables are fixed, the last one filtered), forbidden differences
 * between two variables of large domains (arc consistency), and the
 * counting check that goes with alldifferent's pairwise !=. */
#include "config.h"
#include "qd-csp-model-private.h"
#include "qd-csp-owned.h"

#include <string.h>

/* ------------------------------------------------------------- linear */

/* The first n entries of an array (the callers' arrays hold no more), and a
 * zeroed one after them. */
static gpointer
copy_n (gconstpointer src, gsize size, guint n)
{
  gpointer copy = g_malloc0 (size * ((gsize) n + 1));

  if (n > 0)
    memcpy (copy, src, size * n);
  return copy;
}

typedef struct {
  QdOwned owned;
  guint n;
  guint *scope;
  gint64 *coeffs;
  const gint64 **keys;
  guint *sizes;
  QdCspLinearOp op;
  gint64 k;
} Linear;


guint
qd_csp_keys_first_at_least (const gint64 *keys, guint lo, guint hi, __int128 key)
{
  guint a = lo, n = hi - lo + 1;

  /* Steps of halving powers of two: keys[lo .. a) stay below key. */
  for (guint step = 1u << (31 - __builtin_clz (n)); step > 0; step >>= 1)
    if (a - lo + step <= n && keys[a + step - 1] < key)
      a += step;
  return a;
}

gboolean
qd_csp_keys_keep_within (QdCspSolver *solver, guint var, const gint64 *keys, guint lo, guint hi, QdCspRange r,
                         gboolean *changed)
{
  guint a = qd_csp_keys_first_at_least (keys, lo, hi, r.lo);
  guint b = MAX (a, qd_csp_keys_first_at_least (keys, lo, hi, (__int128) r.hi + 1));

  if (a == lo && b == hi + 1)
    return TRUE;
  *changed = TRUE;
  return qd_csp_solver_remove_range (solver, var, lo, a) && qd_csp_solver_remove_range (solver, var, b, hi + 1);
}

/* a / b rounded down and up (b != 0). */
static __int128
div_down (__int128 a, __int128 b)
{
  __int128 q = a / b;

  return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

static __int128
div_up (__int128 a, __int128 b)
{
  return -div_down (-a, b);
}

/* The keys x with allow_min <= c x <= allow_max (c != 0). */
static QdCspRange
term_keys (gint64 c, gint64 allow_min, gint64 allow_max)
{
  if (c > 0)
    return (QdCspRange) { div_up (allow_min, c), div_down (allow_max, c) };
  return (QdCspRange) { div_up (allow_max, c), div_down (allow_min, c) };
}

/* The term's least and greatest value over [lo, hi] (keys ascending). */
static void
term_bounds (const Linear *l, guint i, guint lo, guint hi, gint64 *tmin, gint64 *tmax)
{
  gint64 a = l->coeffs[i] * l->keys[i][lo], b = l->coeffs[i] * l->keys[i][hi];

  *tmin = MIN (a, b);
  *tmax = MAX (a, b);
}

static gboolean
linear_propagate (QdCspSolver *solver, gpointer data)
{
  const Linear *l = data;
  guint lo[l->n > 0 ? l->n : 1], hi[l->n > 0 ? l->n : 1];
  gboolean changed = TRUE;

  if (l->op == QD_CSP_LINEAR_NE)
    {
      gint64 rest = 0;
      guint n_free = 0, free_i = 0;

      for (guint i = 0; i < l->n; i++)
        {
          if (!qd_csp_solver_domain_bounds (solver, l->scope[i], &lo[i], &hi[i]))
            return FALSE;
          if (lo[i] != hi[i])
            n_free++, free_i = i;
          else
            rest += l->coeffs[i] * l->keys[i][lo[i]];
        }
      qd_csp_solver_count_check (solver, 1);
      if (n_free == 0)
        return rest != l->k;
      if (n_free == 1)
        for (guint v = lo[free_i]; v <= hi[free_i]; v++)
          if (rest + l->coeffs[free_i] * l->keys[free_i][v] == l->k &&
              qd_csp_solver_domain_has (solver, l->scope[free_i], v) &&
              !qd_csp_solver_remove_value (solver, l->scope[free_i], v))
            return FALSE;
      return TRUE;
    }

  while (changed)
    {
      gint64 sum_min = 0, sum_max = 0;

      changed = FALSE;
      for (guint i = 0; i < l->n; i++)
        {
          gint64 tmin, tmax;

          if (!qd_csp_solver_domain_bounds (solver, l->scope[i], &lo[i], &hi[i]))
            return FALSE;
          term_bounds (l, i, lo[i], hi[i], &tmin, &tmax);
          sum_min += tmin;
          sum_max += tmax;
        }
      qd_csp_solver_count_check (solver, 1);
      if ((l->op != QD_CSP_LINEAR_GE && sum_min > l->k) || (l->op != QD_CSP_LINEAR_LE && sum_max < l->k))
        return FALSE;
      for (guint i = 0; i < l->n; i++)
        {
          gint64 tmin, tmax, allow_min = G_MININT64, allow_max = G_MAXINT64;
          guint var = l->scope[i];

          term_bounds (l, i, lo[i], hi[i], &tmin, &tmax);
          if (l->op != QD_CSP_LINEAR_GE)
            allow_max = l->k - (sum_min - tmin);
          if (l->op != QD_CSP_LINEAR_LE)
            allow_min = l->k - (sum_max - tmax);
          if (tmin >= allow_min && tmax <= allow_max)
            continue;
          /* The terms outside [allow_min, allow_max]: a prefix and a suffix
           * of the keys, each value counted as a check. */
          qd_csp_solver_count_check (solver, hi[i] - lo[i] + 1);
          if (!qd_csp_keys_keep_within (solver, var, l->keys[i], lo[i], hi[i], term_keys (l->coeffs[i], allow_min, allow_max),
                            &changed))
            return FALSE;
          /* The sums are out of date once a domain shrank: start again. */
          if (changed)
            break;
        }
    }
  return TRUE;
}

/* Partial: the assigned terms plus the unassigned ones' initial bounds can
 * still reach k. */
static gboolean
linear_check (gconstpointer data, const gint *values)
{
  const Linear *l = data;
  gint64 sum_min = 0, sum_max = 0;

  for (guint i = 0; i < l->n; i++)
    {
      gint v = values[l->scope[i]];
      gint64 tmin, tmax;

      if (v >= (gint) l->sizes[i])
        return FALSE;
      if (v >= 0)
        tmin = tmax = l->coeffs[i] * l->keys[i][v];
      else
        term_bounds (l, i, 0, l->sizes[i] - 1, &tmin, &tmax);
      sum_min += tmin;
      sum_max += tmax;
    }
  switch (l->op)
    {
    case QD_CSP_LINEAR_EQ: return sum_min <= l->k && l->k <= sum_max;
    case QD_CSP_LINEAR_LE: return sum_min <= l->k;
    case QD_CSP_LINEAR_GE: return sum_max >= l->k;
    case QD_CSP_LINEAR_NE: return sum_min != sum_max || sum_min != l->k;
    default: return FALSE;
    }
}

static const QdCspPropagatorClass linear_class = {
  .name = "linear",
  .propagate = linear_propagate,
  .check = linear_check,
  .free = qd_owned_free,
  .idempotent = TRUE,
};

static guint *
sizes_of (QdCsp *csp, const guint *scope, guint n)
{
  guint *sizes = g_new (guint, n + 1);

  for (guint i = 0; i < n; i++)
    sizes[i] = qd_csp_domain_size (csp, scope[i]);
  return sizes;
}

void
qd_csp_add_linear_propagator (QdCsp *csp, const guint *scope, guint n, const gint64 *const *keys,
                              const gint64 *coeffs, QdCspLinearOp op, gint64 k, const char *description)
{
  Linear *l = g_new0 (Linear, 1);

  l->n = n;
  l->scope = QD_CSP_OWN (l, copy_n (scope, sizeof (guint), n));
  l->coeffs = QD_CSP_OWN (l, copy_n (coeffs, sizeof (gint64), n));
  l->keys = QD_CSP_OWN (l, copy_n (keys, sizeof (gint64 *), n));
  l->sizes = QD_CSP_OWN (l, sizes_of (csp, scope, n));
  l->op = op;
  l->k = k;
  qd_csp_add_propagator (csp, &linear_class, l, scope, n, description);
}

/* -------------------------------------------------------- expressions */

typedef struct {
  QdOwned owned;
  guint n;
  guint *scope;
  const gint64 **keys;
  guint *sizes;
  QdCspExpr *expr;
  guint n_nodes;            /* for bounds reasoning (qd_csp_expr_narrow), or 0 */
} Expr;

/* Interval reasoning on the expression's variables' bounds, to a fixpoint. */
static gboolean
expr_narrow (QdCspSolver *solver, const Expr *x)
{
  QdCspRange *vars = g_newa (QdCspRange, x->n + 1), *ranges = g_newa (QdCspRange, x->n_nodes);
  guint *lo = g_newa (guint, x->n + 1), *hi = g_newa (guint, x->n + 1), *sizes = g_newa (guint, x->n_nodes);
  gboolean changed = TRUE;

  while (changed)
    {
      changed = FALSE;
      for (guint i = 0; i < x->n; i++)
        {
          if (!qd_csp_solver_domain_bounds (solver, x->scope[i], &lo[i], &hi[i]))
            return FALSE;
          vars[i] = (QdCspRange) { x->keys[i][lo[i]], x->keys[i][hi[i]] };
        }
      qd_csp_solver_count_check (solver, x->n_nodes);
      if (!qd_csp_expr_narrow (x->expr, vars, ranges, sizes))
        return FALSE;
      for (guint i = 0; i < x->n; i++)
        if (!qd_csp_keys_keep_within (solver, x->scope[i], x->keys[i], lo[i], hi[i], vars[i], &changed))
          return FALSE;
    }
  return TRUE;
}

static gboolean
expr_holds (const Expr *x, const gint64 *k)
{
  gboolean undefined = FALSE;
  gint64 v = qd_csp_expr_eval (x->expr, k, &undefined);

  return v != 0 && !undefined;
}

/* The expression with the free variable's value v, the others fixed in k. */
typedef struct {
  const Expr *x;
  gint64 *k;
  guint free_i;
} ExprAt;

static gboolean
expr_holds_at (guint v, gpointer data)
{
  ExprAt *at = data;

  at->k[at->free_i] = at->x->keys[at->free_i][v];
  return expr_holds (at->x, at->k);
}

static gboolean
expr_propagate (QdCspSolver *solver, gpointer data)
{
  const Expr *x = data;
  gint64 *k = g_newa (gint64, x->n + 1);
  guint n_free = 0, free_i = 0;

  if (x->n_nodes > 0 && !expr_narrow (solver, x))
    return FALSE;
  for (guint i = 0; i < x->n; i++)
    {
      guint count = qd_csp_solver_domain_count (solver, x->scope[i]), value;

      if (count == 0)
        return FALSE;
      if (count > 1)
        {
          if (++n_free > 1)
            return TRUE;
          free_i = i;
          continue;
        }
      qd_csp_solver_domain_values (solver, x->scope[i], &value);
      k[i] = x->keys[i][value];
    }
  qd_csp_solver_count_check (solver, 1);
  if (n_free == 0)
    return expr_holds (x, k);
  /* The last free variable keeps the values that satisfy the expression. */
  qd_csp_solver_count_check (solver, qd_csp_solver_domain_count (solver, x->scope[free_i]));
  return qd_csp_solver_filter (solver, x->scope[free_i], 0, x->sizes[free_i], expr_holds_at,
                               &(ExprAt) { x, k, free_i });
}

static gboolean
expr_check (gconstpointer data, const gint *values)
{
  const Expr *x = data;
  gint64 *k = g_newa (gint64, x->n + 1);

  for (guint i = 0; i < x->n; i++)
    {
      gint v = values[x->scope[i]];

      if (v == QD_CSP_UNASSIGNED)
        return TRUE;
      if (v < 0 || v >= (gint) x->sizes[i])
        return FALSE;
      k[i] = x->keys[i][v];
    }
  return expr_holds (x, k);
}

static const QdCspPropagatorClass expr_class = {
  .name = "expression",
  .propagate = expr_propagate,
  .check = expr_check,
  .free = qd_owned_free,
  .idempotent = TRUE,
};

void
qd_csp_add_expr_propagator (QdCsp *csp, const guint *scope, guint n, const gint64 *const *keys,
                            QdCspExpr *expr, const char *description)
{
  Expr *x = g_new0 (Expr, 1);

  x->n = n;
  x->scope = QD_CSP_OWN (x, copy_n (scope, sizeof (guint), n));
  x->keys = QD_CSP_OWN (x, copy_n (keys, sizeof (gint64 *), n));
  x->sizes = QD_CSP_OWN (x, sizes_of (csp, scope, n));
  x->expr = qd_owned_add (&x->owned, expr, (GDestroyNotify) qd_csp_expr_free);
  x->n_nodes = qd_csp_expr_bounds_nodes (expr);
  /* Bounds need ascending keys (a symbolic domain keeps the file's order). */
  for (guint i = 0; i < n && x->n_nodes > 0; i++)
    for (guint v = 1; v < x->sizes[i]; v++)
      if (keys[i][v - 1] >= keys[i][v])
        {
          x->n_nodes = 0;
          break;
        }
  qd_csp_add_propagator (csp, &expr_class, x, scope, n, description);
}

/* --------------------------------------------------------- differences */

/* x - y is none of diffs[0 .. n), over the keys: x != y and the queens'
 * diagonals between domains too large to tabulate (1,000 queens: 499,500
 * constraints of 1,000 x 1,000 pairs).  What the constraints have in
 * common, the domains and the differences, is a shape shared through the
 * model (1,000 queens: 999 shapes); each constraint keeps its scope and its
 * shape's address, 16 bytes. */
typedef struct {
  const gint64 *keys[2];    /* NULL for a range: the keys lo[i], lo[i] + 1, ... */
  gint64 lo[2];
  guint sizes[2];
  guint n;
  gint64 diffs[QD_CSP_DIFFERENCES_MAX];  /* distinct, each within reach of the domains */
} DifferenceShape;

typedef struct {
  guint scope[2];
  const DifferenceShape *shape;
} Difference;

static guint
shape_hash (gconstpointer data)
{
  const DifferenceShape *s = data;
  guint64 h = (guint64) s->lo[0] * 31 + (guint64) s->lo[1];

  h = h * 31 + GPOINTER_TO_SIZE (s->keys[0]) + GPOINTER_TO_SIZE (s->keys[1]);
  h = h * 31 + s->sizes[0] * 7 + s->sizes[1];
  for (guint i = 0; i < s->n; i++)
    h = h * 31 + (guint64) s->diffs[i];
  return (guint) (h ^ (h >> 32));
}

static gboolean
shape_equal (gconstpointer a, gconstpointer b)
{
  const DifferenceShape *x = a, *y = b;

  return x->keys[0] == y->keys[0] && x->keys[1] == y->keys[1] && x->lo[0] == y->lo[0] && x->lo[1] == y->lo[1] &&
         x->sizes[0] == y->sizes[0] && x->sizes[1] == y->sizes[1] && x->n == y->n &&
         memcmp (x->diffs, y->diffs, sizeof (gint64) * x->n) == 0;
}

static gint64
shape_key (const DifferenceShape *s, guint i, guint value)
{
  return s->keys[i] != NULL ? s->keys[i][value] : s->lo[i] + value;
}

/* The index of `key` in side i's domain, or -1. */
static gint
shape_index (const DifferenceShape *s, guint i, gint64 key)
{
  guint lo = 0, hi = s->sizes[i];

  if (s->keys[i] == NULL)
    return key >= s->lo[i] && key - s->lo[i] < (gint64) s->sizes[i] ? (gint) (key - s->lo[i]) : -1;
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (s->keys[i][mid] == key)
        return (gint) mid;
      if (s->keys[i][mid] < key)
        lo = mid + 1;
      else
        hi = mid;
    }
  return -1;
}

static gboolean
difference_allowed (const DifferenceShape *s, guint a, guint b)
{
  gint64 diff = shape_key (s, 0, a) - shape_key (s, 1, b);

  for (guint i = 0; i < s->n; i++)
    if (diff == s->diffs[i])
      return FALSE;
  return TRUE;
}

/* The values of scope[1 - pos] that scope[pos] = value forbids: one at
 * most per difference. */
static guint
difference_conflicts (gconstpointer data, guint pos, guint value, guint *out)
{
  const DifferenceShape *s = ((const Difference *) data)->shape;
  gint64 key = shape_key (s, pos, value);
  guint m = 0;

  for (guint i = 0; i < s->n; i++)
    {
      gint index = shape_index (s, 1 - pos, pos == 0 ? key - s->diffs[i] : key + s->diffs[i]);

      if (index >= 0)
        out[m++] = (guint) index;
    }
  return m;
}

static gboolean
difference_check (gconstpointer data, const gint *values)
{
  const Difference *d = data;
  gint a = values[d->scope[0]], b = values[d->scope[1]];

  if (a == QD_CSP_UNASSIGNED || b == QD_CSP_UNASSIGNED)
    return TRUE;
  if (a < 0 || b < 0 || (guint) a >= d->shape->sizes[0] || (guint) b >= d->shape->sizes[1])
    return FALSE;
  return difference_allowed (d->shape, (guint) a, (guint) b);
}

/* Arc consistency.  A value of one side conflicts with at most n values of
 * the other, so it can lose its last support only when the other side has
 * n values or fewer: only then are the values they forbid looked at. */
static gboolean
difference_propagate (QdCspSolver *solver, gpointer data)
{
  const Difference *d = data;
  const DifferenceShape *s = d->shape;
  guint values[QD_CSP_DIFFERENCES_MAX], conflicts[QD_CSP_DIFFERENCES_MAX];
  gboolean changed = TRUE;

  while (changed)
    {
      changed = FALSE;
      for (guint side = 0; side < 2; side++)
        {
          guint count = qd_csp_solver_domain_count (solver, d->scope[side]), other = d->scope[1 - side];

          if (count == 0)
            return FALSE;
          qd_csp_solver_count_check (solver, 1);
          if (count > s->n)
            continue;
          qd_csp_solver_domain_values (solver, d->scope[side], values);
          for (guint i = 0; i < count; i++)
            {
              guint m = difference_conflicts (d, side, values[i], conflicts);

              for (guint j = 0; j < m; j++)
                {
                  gboolean supported = FALSE;

                  if (!qd_csp_solver_domain_has (solver, other, conflicts[j]))
                    continue;
                  for (guint k = 0; k < count && !supported; k++)
                    supported = side == 0 ? difference_allowed (s, values[k], conflicts[j])
                                          : difference_allowed (s, conflicts[j], values[k]);
                  qd_csp_solver_count_check (solver, count);
                  if (supported)
                    continue;
                  if (!qd_csp_solver_remove_value (solver, other, conflicts[j]))
                    return FALSE;
                  changed = TRUE;
                }
            }
        }
    }
  return TRUE;
}

static const QdCspPropagatorClass difference_class = {
  .name = "difference",
  .propagate = difference_propagate,
  .check = difference_check,
  .free = g_free,
  .idempotent = TRUE,
  .conflicts = difference_conflicts,
};

void
qd_csp_add_difference_propagator (QdCspModel *model, const guint *scope, const gint64 *diffs, guint n,
                                  const char *description)
{
  DifferenceShape shape;
  const DifferenceShape *shared;
  Difference *d;

  g_return_if_fail (n <= QD_CSP_DIFFERENCES_MAX);
  memset (&shape, 0, sizeof shape);
  for (guint i = 0; i < 2; i++)
    {
      const QdCspModelVar *v = qd_csp_model_var (model, scope[i]);

      shape.sizes[i] = v->n_values;
      shape.lo[i] = v->keys[0];
      /* A range is its first key: the queens' rows all share their shapes. */
      if (v->keys[v->n_values - 1] - v->keys[0] != (gint64) v->n_values - 1)
        shape.keys[i] = v->keys;
    }
  /* Keys ascend and stay within QD_CSP_MODEL_VALUE_MAX: a difference out of
   * reach forbids nothing, and dropping it keeps key ± difference from
   * overflowing. */
  for (guint i = 0; i < n; i++)
    if (diffs[i] >= shape_key (&shape, 0, 0) - shape_key (&shape, 1, shape.sizes[1] - 1) &&
        diffs[i] <= shape_key (&shape, 0, shape.sizes[0] - 1) - shape_key (&shape, 1, 0))
      {
        /* Sorted (by insertion: a few of them), so that a shape has one form. */
        guint k = shape.n++;

        for (; k > 0 && shape.diffs[k - 1] > diffs[i]; k--)
          shape.diffs[k] = shape.diffs[k - 1];
        shape.diffs[k] = diffs[i];
      }
  if (model->difference_shapes == NULL)
    model->difference_shapes = g_hash_table_new_full (shape_hash, shape_equal, g_free, NULL);
  shared = g_hash_table_lookup (model->difference_shapes, &shape);
  if (shared == NULL)
    {
      shared = g_memdup2 (&shape, sizeof shape);
      g_hash_table_add (model->difference_shapes, (gpointer) shared);
    }
  d = g_new (Difference, 1);
  d->scope[0] = scope[0];
  d->scope[1] = scope[1];
  d->shape = shared;
  qd_csp_add_propagator (model->csp, &difference_class, d, scope, 2, description);
}

/* ------------------------------------------------------------ counting */

/* alldifferent's values, numbered densely across its variables: ids[i][v]
 * is the number of value v of scope[i]. */
typedef struct {
  QdOwned owned;
  guint n;
  guint *scope;
  guint *sizes;
  guint **ids;
  guint n_ids;
} Count;

static gboolean
count_propagate (QdCspSolver *solver, gpointer data)
{
  const Count *c = data;
  guint n_words = (c->n_ids + 63) / 64;
  guint64 *seen = g_newa (guint64, n_words + 1);
  guint distinct = 0;

  memset (seen, 0, sizeof (guint64) * (n_words + 1));
  for (guint i = 0; i < c->n && distinct < c->n; i++)
    for (guint v = 0; v < c->sizes[i]; v++)
      if (qd_csp_solver_domain_has (solver, c->scope[i], v))
        {
          guint id = c->ids[i][v];

          if (!(seen[id / 64] & (G_GUINT64_CONSTANT (1) << (id % 64))))
            {
              seen[id / 64] |= G_GUINT64_CONSTANT (1) << (id % 64);
              distinct++;
            }
        }
  qd_csp_solver_count_check (solver, 1);
  return distinct >= c->n;
}

/* The assigned values are distinct (pairwise != says so already; kept for
 * local search, which counts this constraint too). */
static gboolean
count_check (gconstpointer data, const gint *values)
{
  const Count *c = data;
  guint n_words = (c->n_ids + 63) / 64;
  guint64 *seen = g_newa (guint64, n_words + 1);

  memset (seen, 0, sizeof (guint64) * (n_words + 1));
  for (guint i = 0; i < c->n; i++)
    {
      gint v = values[c->scope[i]];
      guint id;

      if (v < 0 || v >= (gint) c->sizes[i])
        continue;
      id = c->ids[i][v];
      if (seen[id / 64] & (G_GUINT64_CONSTANT (1) << (id % 64)))
        return FALSE;
      seen[id / 64] |= G_GUINT64_CONSTANT (1) << (id % 64);
    }
  return TRUE;
}

/* Its constraint reads "alldifferent(x, y, z)" (with the pairwise != beside it). */
static const QdCspPropagatorClass count_class = {
  .name = "alldifferent",
  .propagate = count_propagate,
  .check = count_check,
  .free = qd_owned_free,
  .idempotent = TRUE,
  .late = TRUE,
  /* The pairwise != beside it hold whenever it would. */
  .implied = TRUE,
};

void
qd_csp_add_count_propagator (QdCsp *csp, const guint *scope, guint n, const gint64 *const *keys,
                             const guint *sizes)
{
  Count *c = g_new0 (Count, 1);
  g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (gint64));

  for (guint i = 0; i < n; i++)
    g_array_append_vals (all, keys[i], sizes[i]);
  g_array_sort (all, qd_csp_compare_keys);
  c->n_ids = 0;
  for (guint i = 0; i < all->len; i++)
    if (i == 0 || g_array_index (all, gint64, i) != g_array_index (all, gint64, i - 1))
      g_array_index (all, gint64, c->n_ids++) = g_array_index (all, gint64, i);
  /* Its bitset lives on the stack: beyond this many values, pairwise != alone. */
  if (c->n_ids > QD_CSP_COUNT_VALUES_MAX)
    {
      g_free (c);
      return;
    }
  c->n = n;
  c->scope = QD_CSP_OWN (c, copy_n (scope, sizeof (guint), n));
  c->sizes = QD_CSP_OWN (c, copy_n (sizes, sizeof (guint), n));
  c->ids = QD_CSP_OWN (c, g_new (guint *, n + 1));
  for (guint i = 0; i < n; i++)
    {
      c->ids[i] = QD_CSP_OWN (c, g_new (guint, sizes[i] + 1));
      for (guint v = 0; v < sizes[i]; v++)
        {
          gint64 *found = bsearch (&keys[i][v], all->data, c->n_ids, sizeof (gint64), qd_csp_compare_keys);

          c->ids[i][v] = (guint) (found - (gint64 *) all->data);
        }
    }
  qd_csp_add_propagator (csp, &count_class, c, scope, n, NULL);
}
