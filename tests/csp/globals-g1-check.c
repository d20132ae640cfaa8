/* globals-g1-check.c — what the g1 globals' tests share
 * (globals-g1-check.h): random instances, the brute-force count against
 * the engine's under bt, fc and mac, the GAC check at the root, random
 * conditions and their definition, and the seeded main. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "globals-g1-check.h"

GRand *rng;

gint
rnd (gint lo, gint hi)
{
  return hi <= lo ? lo : g_rand_int_range (rng, lo, hi + 1);
}

/* A variable whose domain is `size` distinct values of lo..hi. */
guint
add_var (QdCspModel *model, guint size, gint64 lo, gint64 hi)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_strdup_printf ("x%u", qd_csp_model_n_vars (model));
  gint64 keys[128];
  guint n = 0;

  g_assert_cmpint (hi - lo + 1, <=, 128);
  size = MIN (size, (guint) (hi - lo + 1));
  while (n < size)
    {
      gint64 k = lo + rnd (0, (gint) (hi - lo));
      gboolean seen = FALSE;

      for (guint i = 0; i < n; i++)
        seen |= keys[i] == k;
      if (!seen)
        keys[n++] = k;
    }
  g_assert_true (qd_csp_model_add_var (model, name, keys, n, FALSE, &error));
  g_assert_no_error (error);
  return qd_csp_model_n_vars (model) - 1;
}

guint
add_rvar (QdCspModel *model)
{
  return add_var (model, rnd (2, 5), -3, 4);
}

/* Whether every value of the assignment is in its initial domain. */
static gboolean
initial (const QdCspModel *model, const guint *idx)
{
  for (guint i = 0; i < qd_csp_model_n_vars (model); i++)
    if (!qd_csp_initial_has (model->csp, i, idx[i]))
      return FALSE;
  return TRUE;
}

/* One time in five, the last variable of a list is the first again (a
 * variable twice in a scope: GAC is then not promised, allDifferent's
 * apart). */
gboolean repeated;

void
maybe_repeat (guint *vars, guint n)
{
  repeated = n >= 2 && rnd (0, 4) == 0;
  if (repeated)
    vars[n - 1] = vars[0];
}

guint64
solve_count (QdCspModel *model, QdCspInference inference, QdCspVarOrder order)
{
  QdCspOptions options;
  QdCspStats stats;
  g_autoptr(QdCspSolver) solver = NULL;

  qd_csp_options_init (&options);
  options.all_solutions = TRUE;
  options.inference = inference;
  options.var_order = order;
  options.seed = (guint64) g_rand_int (rng);
  /* The random runs: random value orders, MRV with degree, backjumping,
   * an initial propagation, drawn. */
  if (order == QD_CSP_VAR_RANDOM)
    {
      options.val_order = QD_CSP_VAL_RANDOM;
      options.var_order = rnd (0, 1) ? QD_CSP_VAR_MRV_DEGREE : QD_CSP_VAR_RANDOM;
      options.backjumping = rnd (0, 1);
      options.initial_propagation = rnd (0, 1);
    }
  solver = qd_csp_solver_new (model->csp, &options);
  qd_csp_solver_run (solver, &stats);
  if (g_getenv ("G1_VERBOSE") != NULL)
    g_printerr ("%s: %" G_GUINT64_FORMAT " assignments, %" G_GUINT64_FORMAT " checks\n",
                qd_csp_inference_to_string (inference), stats.assignments, stats.checks);
  return stats.solutions;
}

/* The brute-force count of `pred` over every assignment of the model's
 * variables, against the engine's under bt, fc and mac, and the violations
 * of each complete assignment against the definition. */
void
expect_count (QdCspModel *model, Pred pred, gconstpointer ctx)
{
  guint n = qd_csp_model_n_vars (model);
  guint idx[N_MAX] = { 0 };
  gint values[N_MAX];
  gint64 x[N_MAX];
  guint64 expected = 0;
  /* bt, fc and mac in the static order, fc and mac again in a random
   * one (other partial assignments reach the propagators). */
  static const QdCspInference inferences[] = { QD_CSP_INFER_NONE, QD_CSP_INFER_FC, QD_CSP_INFER_MAC,
                                               QD_CSP_INFER_FC, QD_CSP_INFER_MAC };

  g_assert_cmpuint (n, <=, N_MAX);
  for (;;)
    {
      gboolean holds;
      guint64 violations = 0;
      guint k;

      for (guint i = 0; i < n; i++)
        {
          values[i] = (gint) idx[i];
          x[i] = qd_csp_model_var (model, i)->keys[idx[i]];
        }
      /* A value the constructor removed from an initial domain (a unary
       * constraint) is no value. */
      holds = initial (model, idx) && pred (x, ctx);
      expected += holds;
      for (guint c = 0; c < qd_csp_n_constraints (model->csp); c++)
        {
          guint64 v = qd_csp_constraint_violations (model->csp, c, values);

          if ((v == 0) != qd_csp_constraint_check (model->csp, c, values))
            g_error ("%s: violations %" G_GUINT64_FORMAT " against check", qd_csp_constraint_description (model->csp, c), v);
          violations += v;
        }
      if (!model->had_false && initial (model, idx) && (violations == 0) != holds)
        {
          g_autofree char *line = qd_csp_model_solution_line (model, values);

          g_error ("%s %s: %s violations %" G_GUINT64_FORMAT ", holds %d", g_test_get_path (),
                   qd_csp_n_constraints (model->csp) > 0 ? qd_csp_constraint_description (model->csp, 0) : "-",
                   line, violations, holds);
        }
      for (k = 0; k < n; k++)
        {
          if (++idx[k] < qd_csp_model_var (model, k)->n_values)
            break;
          idx[k] = 0;
        }
      if (k == n)
        break;
    }
  if (g_getenv ("G1_VERBOSE") != NULL)
    g_printerr ("%s: %u vars, %" G_GUINT64_FORMAT " solutions%s\n",
                qd_csp_n_constraints (model->csp) > 0 ? qd_csp_constraint_description (model->csp, 0) : "-", n,
                expected, model->had_false ? " (had_false)" : "");
  if (model->had_false)
    {
      g_assert_cmpuint (expected, ==, 0);
      return;
    }
  for (guint f = 0; f < G_N_ELEMENTS (inferences); f++)
    {
      guint64 got = solve_count (model, inferences[f], f >= 3 ? QD_CSP_VAR_RANDOM : QD_CSP_VAR_STATIC);

      if (got != expected)
        {
          g_autoptr(GString) s = g_string_new (NULL);

          for (guint c = 0; c < qd_csp_n_constraints (model->csp); c++)
            g_string_append_printf (s, "%s; ", qd_csp_constraint_description (model->csp, c));
          for (guint i = 0; i < n; i++)
            {
              const QdCspModelVar *v = qd_csp_model_var (model, i);

              g_string_append_printf (s, "%s:", v->name);
              for (guint a = 0; a < v->n_values; a++)
                g_string_append_printf (s, " %" G_GINT64_FORMAT, v->keys[a]);
              g_string_append (s, "; ");
            }
          g_error ("%s\n%s: %" G_GUINT64_FORMAT " solutions, expected %" G_GUINT64_FORMAT, s->str,
                   qd_csp_inference_to_string (inferences[f]), got, expected);
        }
    }
}

/* GAC: the domains after MAC's propagation at the root are exactly the
 * values some solution takes, for the variables of `exact` (a bit per
 * model variable).  Seen from the first assignment (static order: variable
 * 0; its own root domain is the values tried at depth 1). */
typedef struct {
  gboolean seen_root;
  guint8 root[N_MAX][128];
} Root;

static void
root_assign (gpointer user_data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  Root *r = user_data;
  const QdCsp *csp = qd_csp_solver_get_csp (solver);

  if (depth != 1)
    return;
  g_assert_cmpuint (var, ==, 0);
  r->root[0][value] = 1;
  if (r->seen_root)
    return;
  r->seen_root = TRUE;
  for (guint v = 1; v < qd_csp_n_variables (csp); v++)
    for (guint a = 0; a < qd_csp_domain_size (csp, v); a++)
      r->root[v][a] = qd_csp_solver_domain_has (solver, v, a);
}

void
expect_gac (QdCspModel *model, Pred pred, gconstpointer ctx, guint exact)
{
  guint n = qd_csp_model_n_vars (model);
  guint idx[N_MAX] = { 0 };
  gint64 x[N_MAX];
  guint8 support[N_MAX][128] = { { 0 } };
  QdCspListener listener = { .assign = root_assign };
  QdCspOptions options;
  g_autoptr(QdCspSolver) solver = NULL;
  Root root = { 0 };

  if (n == 0 || model->had_false)
    return;
  for (;;)
    {
      guint k;

      for (guint i = 0; i < n; i++)
        x[i] = qd_csp_model_var (model, i)->keys[idx[i]];
      if (initial (model, idx) && pred (x, ctx))
        for (guint i = 0; i < n; i++)
          support[i][idx[i]] = 1;
      for (k = 0; k < n; k++)
        {
          if (++idx[k] < qd_csp_model_var (model, k)->n_values)
            break;
          idx[k] = 0;
        }
      if (k == n)
        break;
    }
  qd_csp_options_init (&options);
  options.all_solutions = TRUE;
  options.inference = QD_CSP_INFER_MAC;
  options.listener = &listener;
  options.listener_data = &root;
  solver = qd_csp_solver_new (model->csp, &options);
  qd_csp_solver_run (solver, NULL);
  for (guint v = 0; v < n; v++)
    for (guint a = 0; a < qd_csp_model_var (model, v)->n_values; a++)
      {
        /* Root propagation never removes a supported value (the counts
         * say so too); the exact ones keep no other. */
        if (support[v][a] && !root.root[v][a])
          g_error ("%s: %s = %" G_GINT64_FORMAT " removed at the root but supported",
                   qd_csp_constraint_description (model->csp, 0), qd_csp_model_var (model, v)->name,
                   qd_csp_model_var (model, v)->keys[a]);
        if ((exact >> v & 1) && !support[v][a] && root.root[v][a])
          g_error ("%s: %s = %" G_GINT64_FORMAT " kept at the root without support",
                   qd_csp_constraint_description (model->csp, 0), qd_csp_model_var (model, v)->name,
                   qd_csp_model_var (model, v)->keys[a]);
      }
}

/* ----------------------------------------------------------- conditions */

/* A random condition; its operand a new variable one time in three. */
void
random_cond (QdCspModel *model, Cond *out, gint64 lo, gint64 hi)
{
  memset (out, 0, sizeof *out);
  out->c.op = rnd (QD_CSP_COND_LT, QD_CSP_COND_NOTIN);
  if (out->c.op <= QD_CSP_COND_EQ)
    {
      if (rnd (0, 2) == 0)
        out->c.operand = QD_CSP_OPERAND_VAR (add_var (model, rnd (2, 4), lo, lo + 7));
      else
        out->c.operand = QD_CSP_OPERAND_INT (rnd ((gint) lo, (gint) hi));
      return;
    }
  out->c.is_range = rnd (0, 1);
  if (out->c.is_range)
    {
      out->c.lo = rnd ((gint) lo, (gint) hi);
      out->c.hi = out->c.lo + rnd (-1, 3);
      return;
    }
  out->c.n_set = rnd (0, 4);
  for (guint i = 0; i < out->c.n_set; i++)
    out->set[i] = rnd ((gint) lo, (gint) hi);
  out->c.set = out->set;
}

/* The definition, on the values of the model's variables. */
gboolean
cond_holds (const QdCspCondition *c, gint64 v, const gint64 *x)
{
  gint64 k = c->operand.is_var ? x[c->operand.var] : c->operand.value;
  gboolean in = FALSE;

  switch (c->op)
    {
    case QD_CSP_COND_LT: return v < k;
    case QD_CSP_COND_LE: return v <= k;
    case QD_CSP_COND_GE: return v >= k;
    case QD_CSP_COND_GT: return v > k;
    case QD_CSP_COND_NE: return v != k;
    case QD_CSP_COND_EQ: return v == k;
    default: break;
    }
  if (c->is_range)
    in = c->lo <= v && v <= c->hi;
  else
    for (guint i = 0; i < c->n_set; i++)
      in |= c->set[i] == v;
  return c->op == QD_CSP_COND_IN ? in : !in;
}

gint64
operand (const QdCspOperand *o, const gint64 *x)
{
  return o->is_var ? x[o->var] : o->value;
}

/* Each test draws from its own seed, so that one run alone (-p) sees the
 * same instances as the whole. */
static void
run_seeded (gconstpointer data)
{
  GTestFunc func = (GTestFunc) data;
  /* G1_SEED=k: other instances (a search for bugs; the suite runs 0). */
  const char *seed = g_getenv ("G1_SEED");

  g_rand_set_seed (rng, g_str_hash (g_test_get_path ()) + (seed != NULL ? (guint) atoi (seed) : 0));
  func ();
}


int
g1_run (int argc, char **argv, const G1Test *tests, guint n)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  rng = g_rand_new ();
  for (guint i = 0; i < n; i++)
    g_test_add_data_func (tests[i].path, (gconstpointer) tests[i].func, run_seeded);
  status = g_test_run ();
  g_rand_free (rng);
  return status;
}
