/* globals-g2-harness.c — see globals-g2-harness.h. */
#include "config.h"

#include <string.h>

#include "globals-g2-harness.h"

void
random_instance (GRand *rand, Instance *in, guint min_vars, gint64 lo, gint64 hi)
{
  in->n_vars = g_rand_int_range (rand, min_vars, MAX_VARS + 1);
  for (guint i = 0; i < in->n_vars; i++)
    {
      guint want = g_rand_int_range (rand, 2, MAX_VALUES + 1), n = 0;

      for (gint64 k = lo; k <= hi && n < want; k++)
        /* The keys left must still be enough for what is wanted. */
        if ((guint64) (hi - k + 1) <= want - n || g_rand_int_range (rand, 0, 2) == 0)
          in->keys[i][n++] = k;
      in->n_values[i] = n;
    }
}

QdCspModel *
instance_model (const Instance *in)
{
  QdCspModel *model = qd_csp_model_new ();

  for (guint i = 0; i < in->n_vars; i++)
    {
      g_autofree char *name = g_strdup_printf ("x%u", i);
      GError *error = NULL;

      g_assert_true (qd_csp_model_add_var (model, name, in->keys[i], in->n_values[i], FALSE, &error));
      g_assert_no_error (error);
    }
  return model;
}

guint64
brute_count (const Instance *in, Holds holds, gpointer data)
{
  guint idx[MAX_VARS] = { 0 };
  gint64 x[MAX_VARS];
  guint64 n = 0;

  for (;;)
    {
      guint i;

      for (i = 0; i < in->n_vars; i++)
        x[i] = in->keys[i][idx[i]];
      n += holds (x, data);
      for (i = 0; i < in->n_vars; i++)
        {
          if (++idx[i] < in->n_values[i])
            break;
          idx[i] = 0;
        }
      if (i == in->n_vars)
        return n;
    }
}

guint64 last_backtracks;   /* of the last engine_count */

guint64
engine_count (const QdCspModel *model, QdCspInference inference)
{
  QdCspOptions o;
  QdCspStats stats = { 0 };
  g_autoptr(QdCspSolver) solver = NULL;

  last_backtracks = 0;
  if (model->had_false)
    return 0;
  qd_csp_options_init (&o);
  o.inference = inference;
  o.var_order = QD_CSP_VAR_MRV;
  o.all_solutions = TRUE;
  solver = qd_csp_solver_new (model->csp, &o);
  qd_csp_solver_run (solver, &stats);
  last_backtracks = stats.backtracks;
  return stats.solutions;
}

/* One constraint filtered to generalised arc consistency: MAC never fails
 * below the root. */
void
assert_gac (const QdCspModel *model)
{
  engine_count (model, QD_CSP_INFER_MAC);
  g_assert_cmpuint (last_backtracks, ==, 0);
}

/* Whether each value is in its variable's initial domain (unary
 * constraints went there). */
static gboolean
initial_ok (const QdCspModel *model, const gint *values)
{
  for (guint i = 0; i < qd_csp_model_n_vars (model); i++)
    if (!qd_csp_initial_has (model->csp, i, values[i]))
      return FALSE;
  return TRUE;
}

/* The engine's counts under bt, fc and mac are the brute force's; on every
 * complete assignment each constraint's violations are 0 exactly when
 * qd_csp_constraint_check holds, and the sum of them 0 exactly when the
 * definition holds. */
void
assert_counts (const Instance *in, const QdCspModel *model, Holds holds, gpointer data)
{
  static const QdCspInference inferences[] = { QD_CSP_INFER_NONE, QD_CSP_INFER_FC, QD_CSP_INFER_MAC };
  guint64 expected = brute_count (in, holds, data);
  guint idx[MAX_VARS] = { 0 };
  gint values[MAX_VARS];
  gint64 x[MAX_VARS];

  for (guint k = 0; k < G_N_ELEMENTS (inferences); k++)
    {
      guint64 got = engine_count (model, inferences[k]);

      if (got != expected)
        g_error ("inference %u: %" G_GUINT64_FORMAT " solutions, brute force %" G_GUINT64_FORMAT, k, got,
                 expected);
    }
  if (model->had_false)
    return;
  for (;;)
    {
      guint i;
      guint64 total = 0;

      for (i = 0; i < in->n_vars; i++)
        {
          x[i] = in->keys[i][idx[i]];
          values[i] = qd_csp_model_value_index (model, i, x[i]);
        }
      for (guint c = 0; c < qd_csp_n_constraints (model->csp); c++)
        {
          guint64 v = qd_csp_constraint_violations (model->csp, c, values);

          g_assert_cmpint (v == 0, ==, qd_csp_constraint_check (model->csp, c, values));
          total += v;
        }
      g_assert_cmpint (total == 0 && initial_ok (model, values), ==, holds (x, data));
      for (i = 0; i < in->n_vars; i++)
        {
          if (++idx[i] < in->n_values[i])
            break;
          idx[i] = 0;
        }
      if (i == in->n_vars)
        return;
    }
}

void
random_condition (GRand *rand, guint n, QdCspCondition *c, gint64 *set, gint64 lo, gint64 hi)
{
  memset (c, 0, sizeof *c);
  c->op = g_rand_int_range (rand, QD_CSP_COND_LT, QD_CSP_COND_NOTIN + 1);
  if (c->op == QD_CSP_COND_IN || c->op == QD_CSP_COND_NOTIN)
    {
      c->is_range = g_rand_int_range (rand, 0, 2);
      c->lo = g_rand_int_range (rand, lo, hi + 1);
      c->hi = c->lo + g_rand_int_range (rand, -1, 4);
      c->n_set = c->is_range ? 0 : g_rand_int_range (rand, 0, 4);
      for (guint i = 0; i < c->n_set; i++)
        set[i] = g_rand_int_range (rand, lo, hi + 1);
      c->set = set;
    }
  else if (g_rand_int_range (rand, 0, 3) == 0)
    c->operand = QD_CSP_OPERAND_VAR (g_rand_int_range (rand, 0, n));
  else
    c->operand = QD_CSP_OPERAND_INT (g_rand_int_range (rand, lo, hi + 1));
}

/* s OP the condition's operand (its value in x), written out. */
gboolean
condition_holds (const QdCspCondition *c, gint64 s, const gint64 *x)
{
  gint64 v = c->operand.is_var ? x[c->operand.var] : c->operand.value;
  gboolean in = FALSE;

  switch (c->op)
    {
    case QD_CSP_COND_LT: return s < v;
    case QD_CSP_COND_LE: return s <= v;
    case QD_CSP_COND_GE: return s >= v;
    case QD_CSP_COND_GT: return s > v;
    case QD_CSP_COND_NE: return s != v;
    case QD_CSP_COND_EQ: return s == v;
    default:
      if (c->is_range)
        in = c->lo <= s && s <= c->hi;
      for (guint i = 0; i < c->n_set; i++)
        in |= c->set[i] == s;
      return c->op == QD_CSP_COND_IN ? in : !in;
    }
}


gint64
operand_value (const QdCspOperand *o, const gint64 *x)
{
  return o->is_var ? x[o->var] : o->value;
}

QdCspOperand
random_operand (GRand *rand, const Instance *in, gint64 lo, gint64 hi)
{
  if (g_rand_int_range (rand, 0, 3) == 0)
    return QD_CSP_OPERAND_VAR (g_rand_int_range (rand, 0, in->n_vars));
  return QD_CSP_OPERAND_INT (g_rand_int_range (rand, lo, hi + 1));
}

