/* qd-csp-g-cardinality.c — cardinality, a global cardinality constraint:
 * each value's sure and possible occurrences against its bounds (an
 * integer, a range or a variable), forcing or forbidding the value when
 * they meet, with the occurrences' sum bounded by the variables; `closed`:
 * every variable takes one of the values.  With distinct constant values,
 * then by flows (qd-csp-g-gcc.c): generalised arc consistency on the
 * variables when the numbers are constants. */
#include "config.h"
#include "qd-csp-g-gcc.h"
#include "qd-csp-g-private.h"
#include "qd-csp-g2-scratch.h"

#include <string.h>


typedef struct {
  QdOwned owned;
  guint n, m;
  QdCspGVar *vars;
  QdCspGOperand *values;    /* m */
  QdCspGOperand *occurs;    /* m, or NULL: the ranges */
  gint64 *occurs_lo, *occurs_hi;
  gboolean closed;
  gboolean distinct;        /* the values are integers, pairwise distinct */
  /* distinct: slot[offset[i] + a], the value (j) that vars[i]'s value a
   * is, or -1; one sweep of the domains counts every value at once. */
  guint *offset;            /* n + 1 */
  gint *slot;
  gint64 *initial;          /* m: each value's variables whose initial domain has it */
  gboolean *listed;         /* n: whether vars[i]'s initial domain has one of the values */
  /* Runs of variables whose initial domains hold the same values (an
   * array's): vars[i] is in run[i], whose values are
   * run_slots[run_offset[k] ..]. */
  guint *run, *run_offset, *run_slots;
  guint n_runs;
} Card;

/* Every value's sure and possible occurrences (distinct values), and the
 * variables that cannot take any: one sweep of the domains, O(n d) in
 * place of O(n m) per value. */
static gint64
card_sweep (QdCspSolver *solver, const Card *c, gint64 *sure, gint64 *possible)
{
  QdCspGView w = QD_CSP_G_SOLVER (solver);
  gint64 outside = 0;

  for (guint j = 0; j < c->m; j++)
    sure[j] = possible[j] = 0;
  for (guint i = 0; i < c->n; i++)
    {
      const QdCspGVar *x = &c->vars[i];
      const gint *slot = c->slot + c->offset[i];
      gboolean fixed = qd_csp_solver_domain_count (solver, x->var) == 1, listed = FALSE;

      for (guint a = qd_csp_g_first (&w, x); a < x->size; a = qd_csp_g_next (&w, x, a))
        if (slot[a] >= 0)
          {
            sure[slot[a]] += fixed;
            possible[slot[a]]++;
            listed = TRUE;
          }
      outside += !listed;
    }
  qd_csp_solver_count_check (solver, c->offset[c->n]);
  return outside;
}

/* The bounds of value j's number of occurrences as given. */
static gboolean
occurs_bounds (const QdCspGView *w, const Card *c, guint j, gint64 *lo, gint64 *hi)
{
  if (c->occurs != NULL)
    return qd_csp_g_op_bounds (w, &c->occurs[j], lo, hi);
  *lo = c->occurs_lo[j];
  *hi = c->occurs_hi[j];
  return TRUE;
}

/* Value j's sure and possible occurrences. */
static void
card_counts (const QdCspGView *w, const Card *c, guint j, gint64 *sure, gint64 *possible)
{
  gint64 key, value;
  gboolean known = qd_csp_g_op_fixed (w, &c->values[j], &value);

  *sure = *possible = 0;
  for (guint i = 0; i < c->n; i++)
    {
      const QdCspGVar *x = &c->vars[i];

      if (qd_csp_g_fixed (w, x, &key))
        {
          *sure += known && key == value;
          *possible += qd_csp_g_op_has (w, &c->values[j], key);
          continue;
        }
      if (known)
        {
          *possible += qd_csp_g_has (w, x, value);
          continue;
        }
      for (guint a = qd_csp_g_first (w, x); a < x->size; a = qd_csp_g_next (w, x, a))
        if (qd_csp_g_op_has (w, &c->values[j], x->keys[a]))
          {
            ++*possible;
            break;
          }
    }
}

/* Whether x's value `key` may be one of the values. */
static gboolean
card_listed (const QdCspGView *w, const Card *c, gint64 key)
{
  for (guint j = 0; j < c->m; j++)
    if (qd_csp_g_op_has (w, &c->values[j], key))
      return TRUE;
  return FALSE;
}

/* The variables that cannot take any of the values. */
static gint64
card_outside (const QdCspGView *w, const Card *c)
{
  gint64 outside = 0;

  for (guint i = 0; i < c->n; i++)
    {
      gboolean listed = FALSE;

      for (guint a = qd_csp_g_first (w, &c->vars[i]); a < c->vars[i].size && !listed;
           a = qd_csp_g_next (w, &c->vars[i], a))
        listed = card_listed (w, c, c->vars[i].keys[a]);
      outside += !listed;
    }
  return outside;
}

/* One value: its occurrences (`sure`, `possible`: its counts) within both
 * its bounds and its counts; the value forbidden to the open variables when
 * its upper bound is reached, forced on them when its possible ones are just
 * enough. */
static gboolean
card_value (QdCspSolver *solver, const Card *c, guint j, gint64 sure, gint64 possible, gint64 *lo, gint64 *hi,
            gboolean *changed)
{
  QdCspGView w = QD_CSP_G_SOLVER (solver);
  gint64 value;

  if (!occurs_bounds (&w, c, j, lo, hi))
    return FALSE;
  *lo = MAX (*lo, sure);
  *hi = MIN (*hi, possible);
  if (*lo > *hi)
    return FALSE;
  if (c->occurs != NULL && c->occurs[j].is_var &&
      (!qd_csp_g_step (qd_csp_g_remove_below (solver, &c->occurs[j].v, *lo), changed) ||
       !qd_csp_g_step (qd_csp_g_remove_above (solver, &c->occurs[j].v, *hi), changed)))
    return FALSE;
  if (!qd_csp_g_op_fixed (&w, &c->values[j], &value) || sure == possible || (*hi > sure && *lo < possible))
    return TRUE;
  for (guint i = 0; i < c->n; i++)
    {
      gint64 key;

      if (qd_csp_g_fixed (&w, &c->vars[i], &key) || !qd_csp_g_has (&w, &c->vars[i], value))
        continue;
      if (!qd_csp_g_step (*hi == sure ? qd_csp_g_remove_key (solver, &c->vars[i], value)
                                      : qd_csp_g_fix (solver, &c->vars[i], value), changed))
        return FALSE;
    }
  return TRUE;
}

/* card_value for every value, its counts always those of the current
 * domains: swept again after a value changed them (distinct values), else
 * counted one value at a time.  *outside: the variables that cannot take
 * any value, from the last sweep (distinct values, nothing changed). */
static gboolean
card_values (QdCspSolver *solver, const Card *c, gint64 *lo, gint64 *hi, gint64 *outside, gboolean *changed)
{
  QdCspGView w = QD_CSP_G_SOLVER (solver);
  gint64 sure[c->m + 1], possible[c->m + 1];
  gboolean stale = TRUE;

  *outside = c->n;          /* no value */
  for (guint j = 0; j < c->m; j++)
    {
      gboolean before = *changed;

      if (!c->distinct)
        {
          card_counts (&w, c, j, &sure[j], &possible[j]);
          qd_csp_solver_count_check (solver, c->n);
        }
      else if (stale)
        *outside = card_sweep (solver, c, sure, possible);
      stale = FALSE;
      *changed = FALSE;
      if (!card_value (solver, c, j, sure[j], possible[j], lo + j, hi + j, changed))
        return FALSE;
      stale = *changed;
      *changed |= before;
    }
  return TRUE;
}

/* The counts to a fixpoint (lo, hi: each value's bounds then). */
static gboolean
card_count_values (QdCspSolver *solver, const Card *c, gint64 *lo, gint64 *hi)
{
  QdCspGView w = QD_CSP_G_SOLVER (solver);
  gboolean changed = TRUE;

  while (changed)
    {
      gint64 sum_lo = 0, sum_hi = 0, outside;

      changed = FALSE;
      if (!card_values (solver, c, lo, hi, &outside, &changed))
        return FALSE;
      if (c->closed)
        for (guint i = 0; i < c->n; i++)
          for (guint a = qd_csp_g_first (&w, &c->vars[i]); a < c->vars[i].size; a = qd_csp_g_next (&w, &c->vars[i], a))
            if (c->distinct ? c->slot[c->offset[i] + a] < 0 : !card_listed (&w, c, c->vars[i].keys[a]))
              {
                if (!qd_csp_solver_remove_value (solver, c->vars[i].var, a))
                  return FALSE;
                changed = TRUE;
              }
      if (!c->distinct || changed)
        continue;
      /* Distinct values share the variables: their lower bounds add up
       * to at most those that can take one, their upper bounds (closed)
       * to at least all. */
      for (guint j = 0; j < c->m; j++)
        {
          sum_lo += lo[j];
          sum_hi += hi[j];
        }
      if (sum_lo > (gint64) c->n - outside || (c->closed && sum_hi < (gint64) c->n))
        return FALSE;
      for (guint j = 0; j < c->m && c->occurs != NULL; j++)
        if (c->occurs[j].is_var &&
            (!qd_csp_g_step (qd_csp_g_remove_above (solver, &c->occurs[j].v, c->n - outside - (sum_lo - lo[j])), &changed) ||
             (c->closed &&
              !qd_csp_g_step (qd_csp_g_remove_below (solver, &c->occurs[j].v, c->n - (sum_hi - hi[j])), &changed))))
          return FALSE;
    }
  return TRUE;
}

static gboolean
card_propagate (QdCspSolver *solver, gpointer data)
{
  const Card *c = data;
  gint64 lo[c->m + 1], hi[c->m + 1];
  gboolean changed;

  for (guint i = 0; i < c->n; i++)
    if (qd_csp_solver_domain_count (solver, c->vars[i].var) == 0)
      return FALSE;
  for (;;)
    {
      if (!card_count_values (solver, c, lo, hi))
        return FALSE;
      if (!c->distinct)
        return TRUE;
      /* Distinct values: then by flows, which the counts may follow. */
      changed = FALSE;
      if (!qd_csp_g_gcc_filter (qd_csp_solver_state (solver), solver, c->vars, c->n, c->m, c->offset, c->slot, lo,
                                hi, &changed))
        return FALSE;
      if (!changed)
        return TRUE;
    }
}

/* card_sweep for a partial assignment (distinct values): the initial
 * counts, less the values the assigned variables of each run no longer
 * have (assigned: n_runs + 1 of scratch). */
static gint64
card_sweep_values (const Card *c, const gint *values, gint64 *sure, gint64 *possible, gint64 *assigned)
{
  gint64 outside = 0;

  memcpy (possible, c->initial, sizeof (gint64) * c->m);
  memset (sure, 0, sizeof (gint64) * c->m);
  for (guint i = 0; i < c->n; i++)
    {
      gint a = values[c->vars[i].var], j;

      if (a < 0 || a >= (gint) c->vars[i].size)
        a = c->vars[i].size == 1 ? 0 : -1;
      if (a < 0)
        {
          outside += !c->listed[i];
          continue;
        }
      assigned[c->run[i]]++;
      j = c->slot[c->offset[i] + a];
      if (j >= 0)
        {
          sure[j]++;
          possible[j]++;
        }
      else
        outside++;
    }
  for (guint k = 0; k < c->n_runs; k++)
    for (guint b = c->run_offset[k]; assigned[k] > 0 && b < c->run_offset[k + 1]; b++)
      possible[c->run_slots[b]] -= assigned[k];
  return outside;
}

/* Every value's sure and possible occurrences in a partial assignment,
 * and the variables that cannot take any (possible: m + 1 + n_runs + 1 of
 * scratch, zeroed). */
static gint64
card_all_counts (const Card *c, const gint *values, gint64 *sure, gint64 *possible)
{
  QdCspGView w = QD_CSP_G_VALUES (values);

  if (c->distinct)
    return card_sweep_values (c, values, sure, possible, possible + c->m + 1);
  for (guint j = 0; j < c->m; j++)
    card_counts (&w, c, j, &sure[j], &possible[j]);
  return c->closed ? card_outside (&w, c) : 0;
}

static gboolean
card_check (gconstpointer data, const gint *values)
{
  const Card *c = data;
  QdCspGView w = QD_CSP_G_VALUES (values);
  gint64 *sure = qd_csp_g2_scratch (sizeof (gint64) * (2 * (c->m + 1) + c->n_runs + 1)), *possible = sure + c->m + 1, outside;

  if (!qd_csp_g_valid (c->vars, c->n, values))
    return FALSE;
  outside = card_all_counts (c, values, sure, possible);
  for (guint j = 0; j < c->m; j++)
    {
      gint64 lo, hi;

      occurs_bounds (&w, c, j, &lo, &hi);
      if (MAX (lo, sure[j]) > MIN (hi, possible[j]))
        return FALSE;
    }
  return !c->closed || outside == 0;
}

/* Each value's distance from its number, and with `closed` the variables
 * outside the values. */
static guint64
card_violations (gconstpointer data, const gint *values)
{
  const Card *c = data;
  QdCspGView w = QD_CSP_G_VALUES (values);
  gint64 *count = qd_csp_g2_scratch (sizeof (gint64) * (2 * (c->m + 1) + c->n_runs + 1)), *same = count + c->m + 1, outside;
  guint64 total = 0;

  outside = card_all_counts (c, values, count, same);
  for (guint j = 0; j < c->m; j++)
    {
      gint64 lo, hi;

      occurs_bounds (&w, c, j, &lo, &hi);
      total += count[j] < lo ? (guint64) (lo - count[j]) : count[j] > hi ? (guint64) (count[j] - hi) : 0;
    }
  return total + (c->closed ? (guint64) outside : 0);
}

/* Distinct values: the flow's working memory. */
static gpointer
card_state_new (gconstpointer data)
{
  const Card *c = data;

  return c->distinct ? qd_csp_g_gcc_new (c->n, c->m, c->offset[c->n]) : NULL;
}

static const QdCspPropagatorClass card_class = {
  .propagate = card_propagate,
  .state_new = card_state_new,
  .state_free = qd_owned_free,
  .check = card_check,
  .free = qd_owned_free,
  .idempotent = TRUE,
  .violations = card_violations,
};

/* Whether vars[i] and vars[k]'s initial domains hold the same values. */
static gboolean
same_values (const Card *c, guint i, guint k)
{
  if (c->vars[i].size != c->vars[k].size)
    return FALSE;
  return memcmp (c->slot + c->offset[i], c->slot + c->offset[k], sizeof (gint) * c->vars[i].size) == 0;
}

/* Card.run and its values. */
static void
card_runs (Card *c)
{
  guint first = 0, n_slots = 0;

  c->run = QD_CSP_OWN (c, g_new (guint, c->n + 1));
  c->run_offset = QD_CSP_OWN (c, g_new (guint, c->n + 2));
  c->run_slots = QD_CSP_OWN (c, g_new (guint, c->offset[c->n] + 1));
  c->n_runs = 0;
  for (guint i = 0; i < c->n; i++)
    {
      if (i == 0 || !same_values (c, first, i))
        {
          first = i;
          c->run_offset[c->n_runs++] = n_slots;
          for (guint a = 0; a < c->vars[i].size; a++)
            if (c->slot[c->offset[i] + a] >= 0)
              c->run_slots[n_slots++] = c->slot[c->offset[i] + a];
        }
      c->run[i] = c->n_runs - 1;
    }
  c->run_offset[c->n_runs] = n_slots;
}

/* The slots of distinct values (Card.slot). */
static void
card_slots (Card *c)
{
  guint total = 0;

  c->offset = QD_CSP_OWN (c, g_new (guint, c->n + 1));
  for (guint i = 0; i < c->n; i++)
    {
      c->offset[i] = total;
      total += c->vars[i].size;
    }
  c->offset[c->n] = total;
  c->slot = QD_CSP_OWN (c, g_new (gint, total + 1));
  c->initial = QD_CSP_OWN (c, g_new0 (gint64, c->m + 1));
  c->listed = QD_CSP_OWN (c, g_new0 (gboolean, c->n + 1));
  for (guint i = 0; i < c->n; i++)
    for (guint a = 0; a < c->vars[i].size; a++)
      {
        gint *slot = &c->slot[c->offset[i] + a];

        *slot = -1;
        for (guint j = 0; j < c->m; j++)
          if (c->values[j].value == c->vars[i].keys[a])
            *slot = j;
        if (*slot >= 0)
          c->initial[*slot]++;
        c->listed[i] |= *slot >= 0;
      }
  card_runs (c);
}

gboolean
qd_csp_model_add_cardinality (QdCspModel *model, const guint *vars, guint n, const QdCspOperand *values,
                              guint n_values, const QdCspOperand *occurs, const gint64 *occurs_lo,
                              const gint64 *occurs_hi, gboolean closed, GError **error)
{
  g_autoptr(GArray) scope = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GString) text = g_string_new ("cardinality(");
  Card *c;

  g_return_val_if_fail (occurs != NULL || (occurs_lo != NULL && occurs_hi != NULL), FALSE);
  if (!qd_csp_g_room (model, error))
    return FALSE;
  c = g_new0 (Card, 1);
  c->n = n;
  c->m = n_values;
  c->closed = closed;
  c->values = QD_CSP_OWN (c, g_new0 (QdCspGOperand, n_values + 1));
  if (!qd_csp_g_owned_vars (&c->owned, model, vars, n, TRUE, "cardinality", &c->vars, error))
    goto fail;
  if (occurs != NULL)
    c->occurs = QD_CSP_OWN (c, g_new0 (QdCspGOperand, n_values + 1));
  else
    {
      c->occurs_lo = QD_CSP_OWN (c, qd_csp_g_copy (occurs_lo, sizeof (gint64), n_values));
      c->occurs_hi = QD_CSP_OWN (c, qd_csp_g_copy (occurs_hi, sizeof (gint64), n_values));
    }
  c->distinct = TRUE;
  for (guint j = 0; j < n_values; j++)
    {
      if (!qd_csp_g_operand (model, &values[j], "cardinality", &c->values[j], error) ||
          (occurs != NULL && !qd_csp_g_operand (model, &occurs[j], "cardinality", &c->occurs[j], error)))
        goto fail;
      c->distinct = c->distinct && !values[j].is_var;
      for (guint k = 0; k < j && c->distinct; k++)
        c->distinct = values[k].value != values[j].value;
    }
  if (c->distinct)
    card_slots (c);
  for (guint i = 0; i < n; i++)
    qd_csp_g_scope_add (scope, vars[i]);
  for (guint j = 0; j < n_values; j++)
    {
      qd_csp_g_scope_add_operand (scope, &c->values[j]);
      if (occurs != NULL)
        qd_csp_g_scope_add_operand (scope, &c->occurs[j]);
    }
  if (scope->len == 0)
    {
      /* No variable at all: every number is 0. */
      for (guint j = 0; j < n_values; j++)
        if (occurs != NULL ? occurs[j].value != 0 : occurs_lo[j] > 0 || occurs_hi[j] < 0)
          model->had_false = TRUE;
      qd_owned_free (c);
      return TRUE;
    }
  qd_csp_g_append_vars (text, model, vars, n);
  g_string_append (text, ", values ");
  qd_csp_g_append_operands (text, model, values, n_values);
  g_string_append (text, ", occurs ");
  if (occurs != NULL)
    qd_csp_g_append_operands (text, model, occurs, n_values);
  else
    for (guint j = 0; j < n_values && j < 12; j++)
      g_string_append_printf (text, "%s%" G_GINT64_FORMAT "..%" G_GINT64_FORMAT, j > 0 ? " " : "", occurs_lo[j],
                              occurs_hi[j]);
  g_string_append (text, closed ? ", closed)" : ")");
  qd_csp_g_add (model, &card_class, c, scope, g_string_free (g_steal_pointer (&text), FALSE));
  return TRUE;

fail:
  qd_owned_free (c);
  return FALSE;
}
