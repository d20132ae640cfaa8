/* qd-csp-g-count.c — the counting globals: count (the variables that take
 * one of some values: GAC with integer values, the number being any integer
 * between the sure and the possible ones), nValues (bounds on the number of
 * distinct values: the fixed ones, plus what the unfixed can add; at most /
 * at least forced when the condition reaches a bound); cardinality is in
 * qd-csp-g-cardinality.c. */
#include "config.h"
#include "qd-csp-g-private.h"

#include <string.h>

/* ---------------------------------------------------------------- count */

typedef struct {
  QdOwned owned;
  guint n, m;
  QdCspGVar *vars;
  QdCspGOperand *values;    /* m */
  QdCspGCond cond;
} Count;

/* Whether `key` is surely (one of the values is fixed to it) or possibly
 * among the values. */
static gboolean
among (const QdCspGView *w, const QdCspGOperand *values, guint m, gint64 key, gboolean surely)
{
  for (guint j = 0; j < m; j++)
    {
      gint64 k;

      if (surely ? qd_csp_g_op_fixed (w, &values[j], &k) && k == key : qd_csp_g_op_has (w, &values[j], key))
        return TRUE;
    }
  return FALSE;
}

/* Each variable surely among the values (all its values are), surely
 * not (none possibly is), or open: the sure and the possible counts. */
static void
count_bounds (const QdCspGView *w, const Count *c, guint *sure, guint *possible)
{
  *sure = *possible = 0;
  for (guint i = 0; i < c->n; i++)
    {
      gboolean all = TRUE, any = FALSE;

      for (guint a = qd_csp_g_first (w, &c->vars[i]); a < c->vars[i].size; a = qd_csp_g_next (w, &c->vars[i], a))
        {
          gint64 key = c->vars[i].keys[a];

          if (all && !among (w, c->values, c->m, key, TRUE))
            all = FALSE;
          if (!any && among (w, c->values, c->m, key, FALSE))
            any = TRUE;
          if (!all && any)
            break;
        }
      *sure += all;
      *possible += any;
    }
}

static gboolean
count_propagate (QdCspSolver *solver, gpointer data)
{
  const Count *c = data;
  QdCspGView w = QD_CSP_G_SOLVER (solver);
  guint sure, possible;
  gboolean in_ok, out_ok, fixed = TRUE;

  for (guint i = 0; i < c->n; i++)
    if (qd_csp_solver_domain_count (solver, c->vars[i].var) == 0)
      return FALSE;
  count_bounds (&w, c, &sure, &possible);
  qd_csp_solver_count_check (solver, c->n);
  if (!qd_csp_g_cond_possible (&w, &c->cond, sure, possible) ||
      qd_csp_g_cond_filter_operand (solver, &c->cond, sure, possible) == QD_CSP_G_FAIL)
    return FALSE;
  /* The open variables: in needs a number from sure + 1, out one up to
   * possible - 1.  Only with the values known. */
  for (guint j = 0; j < c->m && fixed; j++)
    {
      gint64 k;

      fixed = qd_csp_g_op_fixed (&w, &c->values[j], &k);
    }
  if (!fixed || sure == possible)
    return TRUE;
  in_ok = qd_csp_g_cond_possible (&w, &c->cond, sure + 1, possible);
  out_ok = qd_csp_g_cond_possible (&w, &c->cond, sure, possible - 1);
  if (in_ok && out_ok)
    return TRUE;
  for (guint i = 0; i < c->n; i++)
    {
      const QdCspGVar *x = &c->vars[i];
      guint ins = 0;

      for (guint a = qd_csp_g_first (&w, x); a < x->size; a = qd_csp_g_next (&w, x, a))
        ins += among (&w, c->values, c->m, x->keys[a], TRUE);
      if (ins == 0 || ins == qd_csp_solver_domain_count (solver, x->var))
        continue;
      for (guint a = qd_csp_g_first (&w, x); a < x->size; a = qd_csp_g_next (&w, x, a))
        if (!(among (&w, c->values, c->m, x->keys[a], TRUE) ? in_ok : out_ok) &&
            !qd_csp_solver_remove_value (solver, x->var, a))
          return FALSE;
    }
  return TRUE;
}

static gboolean
count_check (gconstpointer data, const gint *values)
{
  const Count *c = data;
  QdCspGView w = QD_CSP_G_VALUES (values);
  guint sure, possible;

  if (!qd_csp_g_valid (c->vars, c->n, values))
    return FALSE;
  count_bounds (&w, c, &sure, &possible);
  return qd_csp_g_cond_possible (&w, &c->cond, sure, possible);
}

static guint64
count_violations (gconstpointer data, const gint *values)
{
  const Count *c = data;
  QdCspGView w = QD_CSP_G_VALUES (values);
  guint sure, possible;

  count_bounds (&w, c, &sure, &possible);
  return qd_csp_g_cond_distance (&c->cond, sure, values);
}

static const QdCspPropagatorClass count_class = {
  .propagate = count_propagate,
  .check = count_check,
  .free = qd_owned_free,
  .idempotent = TRUE,
  .violations = count_violations,
};

/* The condition's operand filtered for a number of no variables: 0. */
static void
on_zero (QdCspModel *model, const QdCspGCond *c)
{
  if (c->op <= QD_CSP_COND_EQ && c->operand.is_var)
    {
      for (guint a = 0; a < c->operand.v.size; a++)
        if (!qd_csp_g_cond_holds (c, 0, c->operand.v.keys[a]))
          qd_csp_remove_initial (model->csp, c->operand.v.var, a);
    }
  else if (!qd_csp_g_cond_holds (c, 0, c->operand.value))
    model->had_false = TRUE;
}

gboolean
qd_csp_model_add_count (QdCspModel *model, const guint *vars, guint n, const QdCspOperand *values, guint n_values,
                        const QdCspCondition *condition, GError **error)
{
  g_autoptr(GArray) scope = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GString) text = g_string_new ("count(");
  Count *c;

  g_return_val_if_fail (condition != NULL, FALSE);
  if (!qd_csp_g_room (model, error))
    return FALSE;
  c = g_new0 (Count, 1);
  QD_CSP_G_OWN_COND (c);
  c->n = n;
  c->m = n_values;
  c->values = QD_CSP_OWN (c, g_new0 (QdCspGOperand, n_values + 1));
  if (!qd_csp_g_cond_init (model, condition, "count", &c->cond, error) ||
      !qd_csp_g_owned_vars (&c->owned, model, vars, n, TRUE, "count", &c->vars, error))
    goto fail;
  for (guint j = 0; j < n_values; j++)
    if (!qd_csp_g_operand (model, &values[j], "count", &c->values[j], error))
      goto fail;
  if (n == 0)
    {
      on_zero (model, &c->cond);
      qd_owned_free (c);
      return TRUE;
    }
  for (guint i = 0; i < n; i++)
    qd_csp_g_scope_add (scope, vars[i]);
  for (guint j = 0; j < n_values; j++)
    qd_csp_g_scope_add_operand (scope, &c->values[j]);
  qd_csp_g_scope_add_operand (scope, &c->cond.operand);
  qd_csp_g_append_vars (text, model, vars, n);
  g_string_append (text, ", values ");
  qd_csp_g_append_operands (text, model, values, n_values);
  g_string_append_c (text, ')');
  qd_csp_g_append_cond (text, model, condition);
  qd_csp_g_add (model, &count_class, c, scope, g_string_free (g_steal_pointer (&text), FALSE));
  return TRUE;

fail:
  qd_owned_free (c);
  return FALSE;
}

/* -------------------------------------------------------------- nValues */

#define EXCEPT G_MAXUINT

typedef struct {
  QdOwned owned;
  guint n;
  QdCspGVar *vars;
  guint *offset;            /* the ids of vars[i]'s values at id[offset[i] ..] */
  guint *id;                /* a dense number per distinct value, or EXCEPT */
  guint n_ids;
  QdCspGCond cond;
} NValues;

typedef struct {
  QdOwned owned;
  guint *stamp;             /* per id: the call that saw it fixed (`now`) or new (`now + 1`) */
  guint now;
} NValuesState;

static gpointer
nvalues_state_new (gconstpointer data)
{
  const NValues *v = data;
  NValuesState *st = g_new0 (NValuesState, 1);

  st->stamp = QD_CSP_OWN (st, g_new0 (guint, v->n_ids + 1));
  return st;
}

/* The bounds of the number of distinct values: `fixed` of them taken by
 * fixed variables; at least one more when an unfixed variable can take
 * none of these nor of `except`; at most as many more as the unfixed
 * variables that can add one (`adders`) or the new values they have. */
typedef struct {
  guint fixed, low, high, adders, fresh;
} NBounds;

static void
nvalues_bounds (const QdCspGView *w, const NValues *v, guint *stamp, guint now, NBounds *b)
{
  memset (b, 0, sizeof *b);
  for (guint i = 0; i < v->n; i++)
    {
      gint64 key;

      if (qd_csp_g_fixed (w, &v->vars[i], &key))
        {
          guint id = v->id[v->offset[i] + qd_csp_g_first (w, &v->vars[i])];

          if (id != EXCEPT && stamp[id] != now)
            {
              stamp[id] = now;
              b->fixed++;
            }
        }
    }
  b->low = b->fixed;
  for (guint i = 0; i < v->n; i++)
    {
      gboolean adds = FALSE, covered = FALSE;

      if (qd_csp_g_count (w, &v->vars[i]) == 1)
        continue;
      for (guint a = qd_csp_g_first (w, &v->vars[i]); a < v->vars[i].size; a = qd_csp_g_next (w, &v->vars[i], a))
        {
          guint id = v->id[v->offset[i] + a];

          if (id == EXCEPT || stamp[id] == now)
            covered = TRUE;
          else
            {
              adds = TRUE;
              if (stamp[id] != now + 1)
                {
                  stamp[id] = now + 1;
                  b->fresh++;
                }
            }
        }
      b->adders += adds;
      if (!covered)
        b->low = b->fixed + 1;
    }
  b->high = b->fixed + MIN (b->adders, b->fresh);
}

static gboolean
nvalues_propagate (QdCspSolver *solver, gpointer data)
{
  const NValues *v = data;
  NValuesState *st = qd_csp_solver_state (solver);
  QdCspGView w = QD_CSP_G_SOLVER (solver);
  NBounds b;
  gboolean at_most, at_least;

  for (guint i = 0; i < v->n; i++)
    if (qd_csp_solver_domain_count (solver, v->vars[i].var) == 0)
      return FALSE;
  if (st->now >= G_MAXUINT - 3)
    {
      memset (st->stamp, 0, sizeof (guint) * v->n_ids);
      st->now = 0;
    }
  st->now += 2;
  nvalues_bounds (&w, v, st->stamp, st->now, &b);
  qd_csp_solver_count_check (solver, v->n);
  if (!qd_csp_g_cond_possible (&w, &v->cond, b.low, b.high) ||
      qd_csp_g_cond_filter_operand (solver, &v->cond, b.low, b.high) == QD_CSP_G_FAIL)
    return FALSE;
  /* No room for another value: the unfixed take fixed ones or except's;
   * every adder needed: each takes a new one. */
  at_most = b.high > b.fixed && !qd_csp_g_cond_possible (&w, &v->cond, b.fixed + 1, b.high);
  at_least = b.adders <= b.fresh && b.high > b.low && !qd_csp_g_cond_possible (&w, &v->cond, b.low, b.high - 1);
  if (!at_most && !at_least)
    return TRUE;
  for (guint i = 0; i < v->n; i++)
    {
      gboolean adder = FALSE;

      if (qd_csp_solver_domain_count (solver, v->vars[i].var) == 1)
        continue;
      for (guint a = qd_csp_g_first (&w, &v->vars[i]); a < v->vars[i].size && !adder; a = qd_csp_g_next (&w, &v->vars[i], a))
        {
          guint id = v->id[v->offset[i] + a];

          adder = id != EXCEPT && st->stamp[id] != st->now;
        }
      for (guint a = qd_csp_g_first (&w, &v->vars[i]); a < v->vars[i].size; a = qd_csp_g_next (&w, &v->vars[i], a))
        {
          guint id = v->id[v->offset[i] + a];
          gboolean old = id == EXCEPT || st->stamp[id] == st->now;

          if (((at_most && !old) || (at_least && adder && old)) &&
              !qd_csp_solver_remove_value (solver, v->vars[i].var, a))
            return FALSE;
        }
    }
  return TRUE;
}

/* The distinct values (except's left out) of the assigned variables, and
 * how many are unassigned. */
static guint
nvalues_assigned (const NValues *v, const gint *values, guint *open)
{
  gboolean heap = v->n_ids > 65536;
  guint8 *seen = heap ? g_new0 (guint8, v->n_ids) : g_newa (guint8, v->n_ids + 1);
  guint distinct = 0;

  if (!heap)
    memset (seen, 0, v->n_ids);
  *open = 0;
  for (guint i = 0; i < v->n; i++)
    {
      gint a = values[v->vars[i].var];
      guint id;

      if (a < 0)
        {
          ++*open;
          continue;
        }
      id = v->id[v->offset[i] + a];
      if (id != EXCEPT && !seen[id])
        {
          seen[id] = 1;
          distinct++;
        }
    }
  if (heap)
    g_free (seen);
  return distinct;
}

static gboolean
nvalues_check (gconstpointer data, const gint *values)
{
  const NValues *v = data;
  QdCspGView w = QD_CSP_G_VALUES (values);
  guint open, distinct;

  if (!qd_csp_g_valid (v->vars, v->n, values))
    return FALSE;
  distinct = nvalues_assigned (v, values, &open);
  return qd_csp_g_cond_possible (&w, &v->cond, distinct, MIN (distinct + open, v->n_ids));
}

static guint64
nvalues_violations (gconstpointer data, const gint *values)
{
  const NValues *v = data;
  guint open;

  return qd_csp_g_cond_distance (&v->cond, nvalues_assigned (v, values, &open), values);
}

static const QdCspPropagatorClass nvalues_class = {
  .propagate = nvalues_propagate,
  .check = nvalues_check,
  .free = qd_owned_free,
  .idempotent = FALSE,
  .violations = nvalues_violations,
  .state_new = nvalues_state_new,
  .state_free = qd_owned_free,
};

static gint
compare_keys (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

gboolean
qd_csp_model_add_nvalues (QdCspModel *model, const guint *vars, guint n, const gint64 *except, guint n_except,
                          const QdCspCondition *condition, GError **error)
{
  g_autoptr(GArray) scope = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GString) text = g_string_new ("nValues(");
  g_autofree gint64 *excepted = qd_csp_g_copy (except, sizeof (gint64), n_except);
  NValues *v;

  g_return_val_if_fail (condition != NULL, FALSE);
  if (!qd_csp_g_room (model, error))
    return FALSE;
  v = g_new0 (NValues, 1);
  QD_CSP_G_OWN_COND (v);
  v->n = n;
  if (!qd_csp_g_cond_init (model, condition, "nValues", &v->cond, error) ||
      !qd_csp_g_owned_vars (&v->owned, model, vars, n, FALSE, "nValues", &v->vars, error))
    {
      qd_owned_free (v);
      return FALSE;
    }
  if (n == 0)
    {
      on_zero (model, &v->cond);
      qd_owned_free (v);
      return TRUE;
    }
  qsort (excepted, n_except, sizeof (gint64), compare_keys);
  v->offset = QD_CSP_OWN (v, g_new (guint, n + 1));
  v->offset[0] = 0;
  for (guint i = 0; i < n; i++)
    {
      v->offset[i + 1] = v->offset[i] + v->vars[i].size;
      g_array_append_vals (all, v->vars[i].keys, v->vars[i].size);
      qd_csp_g_scope_add (scope, vars[i]);
    }
  g_array_sort (all, compare_keys);
  for (guint k = 0; k < all->len; k++)
    {
      gint64 key = g_array_index (all, gint64, k);

      if ((v->n_ids == 0 || g_array_index (all, gint64, v->n_ids - 1) != key) &&
          (n_except == 0 || bsearch (&key, excepted, n_except, sizeof (gint64), compare_keys) == NULL))
        g_array_index (all, gint64, v->n_ids++) = key;
    }
  v->id = QD_CSP_OWN (v, g_new (guint, v->offset[n] + 1));
  for (guint i = 0; i < n; i++)
    for (guint a = 0; a < v->vars[i].size; a++)
      {
        const gint64 *found = bsearch (&v->vars[i].keys[a], all->data, v->n_ids, sizeof (gint64), compare_keys);

        v->id[v->offset[i] + a] = found != NULL ? (guint) (found - (const gint64 *) all->data) : EXCEPT;
      }
  qd_csp_g_scope_add_operand (scope, &v->cond.operand);
  qd_csp_g_append_vars (text, model, vars, n);
  if (n_except > 0)
    {
      g_string_append (text, ", except ");
      qd_csp_g_append_ints (text, except, n_except);
    }
  g_string_append_c (text, ')');
  qd_csp_g_append_cond (text, model, condition);
  qd_csp_g_add (model, &nvalues_class, v, scope, g_string_free (g_steal_pointer (&text), FALSE));
  return TRUE;
}
