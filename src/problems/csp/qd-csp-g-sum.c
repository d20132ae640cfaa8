/* qd-csp-g-sum.c — sum(coeffs[i] * vars[i]) satisfies a condition, one
 * propagator: bounds consistency on the terms (a coefficient that is a
 * variable makes the term a product, bounded by the corners of the two
 * intervals), the condition's operand filtered by the sum's bounds, the last
 * unfixed variable filtered exactly (so that !=, notin and sets with holes
 * are exact once one variable is left), and, with integer coefficients and
 * few reachable sums, GAC by dynamic programming over the partial sums
 * (bitsets of the sums reachable from the left and able to finish from the
 * right: Trick's algorithm for knapsack constraints). */
#include "config.h"

#include <inttypes.h>
#include "qd-csp-g-private.h"
#include "qd-csp-model-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* GAC when a pass costs at most this many words (the sum of the domain
 * sizes times the words of the sums' bitset). */
#define SUM_GAC_WORDS_MAX (1u << 16)
#define SUM_GAC_RANGE_MAX (1u << 20)

typedef struct {
  QdOwned owned;
  guint n;
  QdCspGVar *vars;
  QdCspGOperand *coeffs;    /* n */
  QdCspGCond cond;
  /* GAC: the sums base .. base + range - 1, each term's offsets from its
   * least value (constant coefficients). */
  gboolean gac;
  gint64 base;
  guint range;
  guint words;
  gint64 *term_min;
  guint max_size;
} Sum;

typedef struct {
  QdOwned owned;
  gint64 *tmin, *tmax;      /* the terms' bounds */
  guint64 *forward;         /* GAC: (n + 1) * words */
  guint64 *backward;        /* GAC: (n + 1) * words */
} SumState;

static gpointer
sum_state_new (gconstpointer data)
{
  const Sum *s = data;
  SumState *st = g_new0 (SumState, 1);

  st->tmin = QD_CSP_OWN (st, g_new0 (gint64, s->n + 1));
  st->tmax = QD_CSP_OWN (st, g_new0 (gint64, s->n + 1));
  st->forward = QD_CSP_OWN (st, g_new0 (guint64, (gsize) (s->n + 1) * s->words + 1));
  st->backward = QD_CSP_OWN (st, g_new0 (guint64, (gsize) (s->n + 1) * s->words + 1));
  return st;
}

/* -------------------------------------------------------------- bounds */

/* The least and greatest products of x in [a, b] and y in [c, d]. */
static void
product_bounds (gint64 a, gint64 b, gint64 c, gint64 d, gint64 *min, gint64 *max)
{
  gint64 p[4] = { a * c, a * d, b * c, b * d };

  *min = MIN (MIN (p[0], p[1]), MIN (p[2], p[3]));
  *max = MAX (MAX (p[0], p[1]), MAX (p[2], p[3]));
}

static gboolean
term_bounds (const QdCspGView *w, const Sum *s, guint i, gint64 *min, gint64 *max)
{
  gint64 a, b, c, d;

  if (!qd_csp_g_bounds (w, &s->vars[i], &a, &b) || !qd_csp_g_op_bounds (w, &s->coeffs[i], &c, &d))
    return FALSE;
  product_bounds (a, b, c, d, min, max);
  return TRUE;
}

static gint64
div_floor (gint64 a, gint64 b)
{
  gint64 q = a / b;

  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

static gint64
div_ceil (gint64 a, gint64 b)
{
  gint64 q = a / b;

  return (a % b != 0 && ((a < 0) == (b < 0))) ? q + 1 : q;
}

/* Keeps the values a of x with a * k in lo..hi for some k in [c, d], from
 * both ends (bounds consistency). */
static QdCspGResult
filter_factor (QdCspSolver *solver, const QdCspGVar *x, gint64 c, gint64 d, gint64 lo, gint64 hi)
{
  QdCspGView w = QD_CSP_G_SOLVER (solver);
  QdCspGResult r = QD_CSP_G_SAME;

  if (c == d && c != 0)
    {
      /* A constant factor: the values between two quotients. */
      gboolean changed = FALSE;

      if (!qd_csp_g_step (qd_csp_g_remove_below (solver, x, c > 0 ? div_ceil (lo, c) : div_ceil (hi, c)), &changed) ||
          !qd_csp_g_step (qd_csp_g_remove_above (solver, x, c > 0 ? div_floor (hi, c) : div_floor (lo, c)), &changed))
        return QD_CSP_G_FAIL;
      return changed ? QD_CSP_G_CHANGED : QD_CSP_G_SAME;
    }
  for (gint dir = 0; dir < 2; dir++)
    for (;;)
      {
        gint64 min, max, a, pmin, pmax;

        if (!qd_csp_g_bounds (&w, x, &min, &max))
          return QD_CSP_G_FAIL;
        a = dir == 0 ? min : max;
        product_bounds (a, a, c, d, &pmin, &pmax);
        if (pmax >= lo && pmin <= hi)
          break;
        if (qd_csp_g_remove_key (solver, x, a) == QD_CSP_G_FAIL)
          return QD_CSP_G_FAIL;
        r = QD_CSP_G_CHANGED;
      }
  return r;
}

/* Counts the unfixed variables of the scope (up to 2) and names one. */
static guint
unfixed (const QdCspGView *w, const Sum *s, const QdCspGVar **which)
{
  guint count = 0;

  for (guint i = 0; i < s->n && count < 2; i++)
    for (guint role = 0; role < 2; role++)
      {
        const QdCspGVar *v = role == 0 ? &s->vars[i] : s->coeffs[i].is_var ? &s->coeffs[i].v : NULL;

        if (v != NULL && qd_csp_g_count (w, v) > 1 && (count == 0 || (*which)->var != v->var))
          {
            *which = v;
            count++;
          }
      }
  if (s->cond.operand.is_var && qd_csp_g_count (w, &s->cond.operand.v) > 1 &&
      (count == 0 || (*which)->var != s->cond.operand.v.var))
    {
      *which = &s->cond.operand.v;
      count++;
    }
  return count;
}

/* The key of v, with `free` taking `key`, the others fixed. */
static gint64
fixed_key (const QdCspGView *w, const QdCspGVar *v, const QdCspGVar *free, gint64 key)
{
  gint64 k = 0;

  if (v->var == free->var)
    return key;
  qd_csp_g_fixed (w, v, &k);
  return k;
}

/* Exactly one variable unfixed: its values that break the condition go. */
static gboolean
filter_last (QdCspSolver *solver, const Sum *s, const QdCspGVar *free)
{
  QdCspGView w = QD_CSP_G_SOLVER (solver);

  for (guint a = qd_csp_g_first (&w, free); a < free->size; a = qd_csp_g_next (&w, free, a))
    {
      gint64 key = free->keys[a], total = 0, operand = 0;

      for (guint i = 0; i < s->n; i++)
        {
          gint64 c = s->coeffs[i].is_var ? fixed_key (&w, &s->coeffs[i].v, free, key) : s->coeffs[i].value;

          total += c * fixed_key (&w, &s->vars[i], free, key);
        }
      if (!s->cond.none && s->cond.op <= QD_CSP_COND_EQ)
        operand = s->cond.operand.is_var ? fixed_key (&w, &s->cond.operand.v, free, key) : s->cond.operand.value;
      qd_csp_solver_count_check (solver, 1);
      if (!qd_csp_g_cond_holds (&s->cond, total, operand) && !qd_csp_solver_remove_value (solver, free->var, a))
        return FALSE;
    }
  return TRUE;
}

/* Bounds consistency to a fixpoint. */
static gboolean
sum_bounds (QdCspSolver *solver, const Sum *s, gint64 *tmin, gint64 *tmax)
{
  QdCspGView w = QD_CSP_G_SOLVER (solver);
  gboolean changed = TRUE;

  while (changed)
    {
      gint64 lo, hi, smin = 0, smax = 0;

      /* Every term's bounds afresh each pass: a variable may stand in two
       * terms, and one's filtering moves the other. */
      for (guint i = 0; i < s->n; i++)
        {
          if (!term_bounds (&w, s, i, &tmin[i], &tmax[i]))
            return FALSE;
          smin += tmin[i];
          smax += tmax[i];
        }
      changed = FALSE;
      qd_csp_solver_count_check (solver, 1);
      if (!qd_csp_g_cond_hull (&w, &s->cond, &lo, &hi) || !qd_csp_g_cond_possible (&w, &s->cond, smin, smax))
        return FALSE;
      if (!qd_csp_g_step (qd_csp_g_cond_filter_operand (solver, &s->cond, smin, smax), &changed))
        return FALSE;
      lo = MAX (lo, smin);
      hi = MIN (hi, smax);
      for (guint i = 0; i < s->n; i++)
        {
          gint64 allow_lo = lo - (smax - tmax[i]), allow_hi = hi - (smin - tmin[i]), c, d, a, b;
          gboolean moved = FALSE;

          if (tmin[i] >= allow_lo && tmax[i] <= allow_hi)
            continue;
          if (!qd_csp_g_op_bounds (&w, &s->coeffs[i], &c, &d) ||
              !qd_csp_g_step (filter_factor (solver, &s->vars[i], c, d, allow_lo, allow_hi), &moved))
            return FALSE;
          if (s->coeffs[i].is_var &&
              (!qd_csp_g_bounds (&w, &s->vars[i], &a, &b) ||
               !qd_csp_g_step (filter_factor (solver, &s->coeffs[i].v, a, b, allow_lo, allow_hi), &moved)))
            return FALSE;
          if (!moved)
            continue;
          changed = TRUE;
          smin -= tmin[i];
          smax -= tmax[i];
          if (!term_bounds (&w, s, i, &tmin[i], &tmax[i]))
            return FALSE;
          smin += tmin[i];
          smax += tmax[i];
        }
    }
  return TRUE;
}

/* ----------------------------------------------------------------- GAC */

/* dst |= src << shift (bit i of src to bit i + shift), on words words. */
static void
or_shifted_up (guint64 *dst, const guint64 *src, guint shift, guint words)
{
  guint q = shift / 64, r = shift % 64;

  for (guint k = words; k-- > q;)
    {
      guint64 v = src[k - q] << r;

      if (r > 0 && k - q > 0)
        v |= src[k - q - 1] >> (64 - r);
      dst[k] |= v;
    }
}

/* dst |= src >> shift. */
static void
or_shifted_down (guint64 *dst, const guint64 *src, guint shift, guint words)
{
  guint q = shift / 64, r = shift % 64;

  for (guint k = 0; k + q < words; k++)
    {
      guint64 v = src[k + q] >> r;

      if (r > 0 && k + q + 1 < words)
        v |= src[k + q + 1] << (64 - r);
      dst[k] |= v;
    }
}

/* Some bit i of a with bit i + shift of b. */
static gboolean
meets_shifted (const guint64 *a, const guint64 *b, guint shift, guint words)
{
  guint q = shift / 64, r = shift % 64;

  for (guint k = 0; k + q < words; k++)
    {
      guint64 v = b[k + q] >> r;

      if (r > 0 && k + q + 1 < words)
        v |= b[k + q + 1] << (64 - r);
      if (a[k] & v)
        return TRUE;
    }
  return FALSE;
}

static gboolean
sum_gac (QdCspSolver *solver, const Sum *s)
{
  SumState *st = qd_csp_solver_state (solver);
  QdCspGView w = QD_CSP_G_SOLVER (solver);
  guint words = s->words, n = s->n;
  guint64 *end;
  gboolean any = FALSE;
  gint64 low = G_MAXINT64, high = 0;

  memset (st->forward, 0, sizeof (guint64) * words);
  st->forward[0] = 1;
  for (guint i = 0; i < n; i++)
    {
      guint64 *next = st->forward + (gsize) (i + 1) * words;

      memset (next, 0, sizeof (guint64) * words);
      for (guint a = qd_csp_g_first (&w, &s->vars[i]); a < s->vars[i].size; a = qd_csp_g_next (&w, &s->vars[i], a))
        or_shifted_up (next, st->forward + (gsize) i * words,
                       (guint) (s->coeffs[i].value * s->vars[i].keys[a] - s->term_min[i]), words);
      qd_csp_solver_count_check (solver, qd_csp_solver_domain_count (solver, s->vars[i].var));
    }
  /* The reachable sums the condition accepts end the backward pass. */
  end = st->backward + (gsize) n * words;
  memcpy (end, st->forward + (gsize) n * words, sizeof (guint64) * words);
  for (guint k = 0; k < words; k++)
    for (guint64 bits = end[k]; bits != 0; bits &= bits - 1)
      {
        guint v = k * 64 + (guint) __builtin_ctzll (bits);
        gint64 total = s->base + v;

        if (!qd_csp_g_cond_possible (&w, &s->cond, total, total))
          end[k] &= ~(G_GUINT64_CONSTANT (1) << (v % 64));
        else
          any = TRUE;
      }
  if (!any)
    return FALSE;
  for (guint i = n; i > 0; i--)
    {
      guint64 *prev = st->backward + (gsize) (i - 1) * words;

      memset (prev, 0, sizeof (guint64) * words);
      for (guint a = qd_csp_g_first (&w, &s->vars[i - 1]); a < s->vars[i - 1].size;
           a = qd_csp_g_next (&w, &s->vars[i - 1], a))
        or_shifted_down (prev, st->backward + (gsize) i * words,
                         (guint) (s->coeffs[i - 1].value * s->vars[i - 1].keys[a] - s->term_min[i - 1]), words);
    }
  /* Supports: a value is kept when a sum reachable before it, plus its
   * term, can still finish. */
  for (guint i = 0; i < n; i++)
    {
      const guint64 *f = st->forward + (gsize) i * words, *b = st->backward + (gsize) (i + 1) * words;

      qd_csp_solver_count_check (solver, qd_csp_solver_domain_count (solver, s->vars[i].var));
      for (guint a = qd_csp_g_first (&w, &s->vars[i]); a < s->vars[i].size; a = qd_csp_g_next (&w, &s->vars[i], a))
        if (!meets_shifted (f, b, (guint) (s->coeffs[i].value * s->vars[i].keys[a] - s->term_min[i]), words) &&
            !qd_csp_solver_remove_value (solver, s->vars[i].var, a))
          return FALSE;
    }
  /* The operand keeps the values some accepted sum satisfies: for an
   * inequality or !=, the least and greatest sums tell. */
  if (!s->cond.none && s->cond.op == QD_CSP_COND_EQ && s->cond.operand.is_var)
    {
      const QdCspGVar *y = &s->cond.operand.v;

      for (guint a = qd_csp_g_first (&w, y); a < y->size; a = qd_csp_g_next (&w, y, a))
        {
          gint64 v = y->keys[a] - s->base;

          if ((v < 0 || v >= (gint64) s->range || !(end[v / 64] & (G_GUINT64_CONSTANT (1) << (v % 64)))) &&
              !qd_csp_solver_remove_value (solver, y->var, a))
            return FALSE;
        }
      return TRUE;
    }
  for (guint k = 0; k < words; k++)
    if (end[k] != 0)
      {
        low = MIN (low, (gint64) (k * 64 + __builtin_ctzll (end[k])));
        high = (gint64) (k * 64 + 63 - __builtin_clzll (end[k]));
      }
  return qd_csp_g_cond_filter_operand (solver, &s->cond, s->base + low, s->base + high) != QD_CSP_G_FAIL;
}

static gboolean
sum_propagate (QdCspSolver *solver, gpointer data)
{
  const Sum *s = data;
  SumState *st = qd_csp_solver_state (solver);
  QdCspGView w = QD_CSP_G_SOLVER (solver);
  const QdCspGVar *free = NULL;

  if (!sum_bounds (solver, s, st->tmin, st->tmax))
    return FALSE;
  if (unfixed (&w, s, &free) == 1)
    return filter_last (solver, s, free);
  return !s->gac || sum_gac (solver, s);
}

/* The assigned terms plus the others' initial bounds can still satisfy it. */
static gboolean
sum_check (gconstpointer data, const gint *values)
{
  const Sum *s = data;
  QdCspGView w = QD_CSP_G_VALUES (values);
  gint64 smin = 0, smax = 0;

  if (!qd_csp_g_valid (s->vars, s->n, values))
    return FALSE;
  for (guint i = 0; i < s->n; i++)
    {
      gint64 tmin, tmax;

      if (s->coeffs[i].is_var && !qd_csp_g_valid (&s->coeffs[i].v, 1, values))
        return FALSE;
      term_bounds (&w, s, i, &tmin, &tmax);
      smin += tmin;
      smax += tmax;
    }
  if (s->cond.operand.is_var && !qd_csp_g_valid (&s->cond.operand.v, 1, values))
    return FALSE;
  return qd_csp_g_cond_possible (&w, &s->cond, smin, smax);
}

static gint64
sum_value (const Sum *s, const gint *values)
{
  gint64 total = 0;

  for (guint i = 0; i < s->n; i++)
    total += qd_csp_g_op_key (&s->coeffs[i], values) * qd_csp_g_key (&s->vars[i], values);
  return total;
}

static guint64
sum_violations (gconstpointer data, const gint *values)
{
  const Sum *s = data;

  return qd_csp_g_cond_distance (&s->cond, sum_value (s, values), values);
}

static const QdCspPropagatorClass sum_class = {
  .propagate = sum_propagate,
  .check = sum_check,
  .free = qd_owned_free,
  .idempotent = TRUE,
  .violations = sum_violations,
  .state_new = sum_state_new,
  .state_free = qd_owned_free,
};

/* With GAC: costlier, so after the cheap constraints. */
static const QdCspPropagatorClass sum_gac_class = {
  .propagate = sum_propagate,
  .check = sum_check,
  .free = qd_owned_free,
  .idempotent = TRUE,
  .late = TRUE,
  .violations = sum_violations,
  .state_new = sum_state_new,
  .state_free = qd_owned_free,
};

static guint64
magnitude (gint64 v)
{
  return v < 0 ? (guint64) -(v + 1) + 1 : (guint64) v;
}

/* The largest magnitude of a value of the operand. */
static guint64
operand_magnitude (const QdCspGOperand *o)
{
  if (!o->is_var)
    return magnitude (o->value);
  return MAX (magnitude (o->v.keys[0]), magnitude (o->v.keys[o->v.size - 1]));
}

/* Whether the sums fit (no wrap anywhere), and GAC's range when small. */
static gboolean
sum_prepare (Sum *s, GError **error)
{
  guint64 total = 0, cost = 0;
  gint64 top = 0;

  s->term_min = QD_CSP_OWN (s, g_new0 (gint64, s->n + 1));
  for (guint i = 0; i < s->n; i++)
    {
      guint64 t;

      QdCspGOperand x = { TRUE, s->vars[i], 0 };

      if (__builtin_mul_overflow (operand_magnitude (&s->coeffs[i]), operand_magnitude (&x), &t) ||
          __builtin_add_overflow (total, t, &total) || total > (guint64) QD_CSP_G_SUM_MAX)
        {
          g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_LIMIT,
                       _("sum: its terms may pass %" PRId64 " in magnitude (the limit)"),
                       QD_CSP_G_SUM_MAX);
          return FALSE;
        }
    }
  s->gac = TRUE;
  for (guint i = 0; i < s->n; i++)
    {
      gint64 a, b;

      s->max_size = MAX (s->max_size, s->vars[i].size);
      if (s->coeffs[i].is_var)
        {
          s->gac = FALSE;
          continue;
        }
      a = s->coeffs[i].value * s->vars[i].keys[0];
      b = s->coeffs[i].value * s->vars[i].keys[s->vars[i].size - 1];
      s->term_min[i] = MIN (a, b);
      s->base += MIN (a, b);
      top += MAX (a, b);
    }
  if (!s->gac || (guint64) (top - s->base) >= SUM_GAC_RANGE_MAX)
    {
      s->gac = FALSE;
      return TRUE;
    }
  s->range = (guint) (top - s->base) + 1;
  s->words = (s->range + 63) / 64;
  for (guint i = 0; i < s->n; i++)
    cost += (guint64) s->vars[i].size * s->words;
  s->gac = cost <= SUM_GAC_WORDS_MAX;
  return TRUE;
}

/* A sum of no term is 0: the condition on 0 filters its operand. */
static gboolean
empty_sum (QdCspModel *model, const QdCspGCond *c)
{
  if (c->none || c->op > QD_CSP_COND_EQ || !c->operand.is_var)
    {
      if (!qd_csp_g_cond_holds (c, 0, c->operand.value))
        model->had_false = TRUE;
      return TRUE;
    }
  for (guint a = 0; a < c->operand.v.size; a++)
    if (!qd_csp_g_cond_holds (c, 0, c->operand.v.keys[a]))
      qd_csp_remove_initial (model->csp, c->operand.v.var, a);
  return TRUE;
}

/* A sum of integer coefficients compared with an integer: its
 * coefficients kept for pictures (the constraint comes next). */
static void
keep_linear (QdCspModel *model, const Sum *s)
{
  const QdCspGCond *c = &s->cond;
  g_autofree guint *vars = g_new (guint, s->n + 1);
  g_autofree gint64 *coeffs = g_new (gint64, s->n + 1);
  gint64 bound = c->operand.value;

  if (c->none || c->op > QD_CSP_COND_EQ || c->operand.is_var)
    return;
  for (guint i = 0; i < s->n; i++)
    {
      if (s->coeffs[i].is_var)
        return;
      vars[i] = s->vars[i].var;
      coeffs[i] = s->coeffs[i].value;
    }
  /* < k is <= k - 1, > k is >= k + 1 (k within the file's bounds: no overflow). */
  if (c->op == QD_CSP_COND_LT)
    bound--;
  if (c->op == QD_CSP_COND_GT)
    bound++;
  qd_csp_model_keep_linear (model, qd_csp_n_constraints (model->csp), "<<>>!="[c->op], bound, vars, coeffs, s->n);
}

gboolean
qd_csp_model_add_sum (QdCspModel *model, const guint *vars, guint n, const QdCspOperand *coeffs,
                      const QdCspCondition *condition, GError **error)
{
  g_autoptr(GArray) scope = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GString) text = g_string_new ("sum(");
  g_autoptr(GHashTable) terms = g_hash_table_new (NULL, NULL);
  guint kept = 0;
  Sum *s;

  g_return_val_if_fail (condition != NULL, FALSE);
  if (!qd_csp_g_room (model, error))
    return FALSE;
  s = g_new0 (Sum, 1);
  QD_CSP_G_OWN_COND (s);
  s->vars = QD_CSP_OWN (s, g_new0 (QdCspGVar, n + 1));
  s->coeffs = QD_CSP_OWN (s, g_new0 (QdCspGOperand, n + 1));
  if (!qd_csp_g_cond_init (model, condition, "sum", &s->cond, error))
    goto fail;
  for (guint i = 0; i < n; i++)
    {
      QdCspOperand one = QD_CSP_OPERAND_INT (1);
      QdCspGOperand *c = &s->coeffs[s->n];
      gpointer at;
      gint64 merged;

      if (!qd_csp_g_var (model, vars[i], TRUE, "sum", &s->vars[s->n], error) ||
          !qd_csp_g_operand (model, coeffs != NULL ? &coeffs[i] : &one, "sum", c, error))
        goto fail;
      if (c->is_var)
        {
          s->n++;
          continue;
        }
      /* A variable's terms with integer coefficients are one (the GAC
       * pass takes the terms as independent); a term times 0 is none. */
      at = g_hash_table_lookup (terms, GUINT_TO_POINTER (vars[i] + 1));
      if (at != NULL && !__builtin_add_overflow (s->coeffs[GPOINTER_TO_UINT (at) - 1].value, c->value, &merged))
        {
          s->coeffs[GPOINTER_TO_UINT (at) - 1].value = merged;
          continue;
        }
      if (at == NULL)
        g_hash_table_insert (terms, GUINT_TO_POINTER (vars[i] + 1), GUINT_TO_POINTER (s->n + 1));
      s->n++;
    }
  for (guint i = 0; i < s->n; i++)
    {
      if (!s->coeffs[i].is_var && s->coeffs[i].value == 0)
        continue;
      s->vars[kept] = s->vars[i];
      s->coeffs[kept] = s->coeffs[i];
      qd_csp_g_scope_add (scope, s->vars[kept].var);
      qd_csp_g_scope_add_operand (scope, &s->coeffs[kept]);
      kept++;
    }
  s->n = kept;
  if (!sum_prepare (s, error))
    goto fail;
  if (s->n == 0)
    {
      empty_sum (model, &s->cond);
      qd_owned_free (s);
      return TRUE;
    }
  qd_csp_g_scope_add_operand (scope, &s->cond.operand);
  qd_csp_g_append_vars (text, model, vars, n);
  if (coeffs != NULL)
    {
      g_string_append (text, ", coeffs ");
      qd_csp_g_append_operands (text, model, coeffs, n);
    }
  g_string_append_c (text, ')');
  qd_csp_g_append_cond (text, model, condition);
  keep_linear (model, s);
  qd_csp_g_add (model, s->gac ? &sum_gac_class : &sum_class, s, scope, g_string_free (g_steal_pointer (&text), FALSE));
  return TRUE;

fail:
  qd_owned_free (s);
  return FALSE;
}
