/* test-csp-objective.c — branch and bound (core/qd-csp.h, options.optimize)
 * on the objectives of qd-csp-objective.c: on random small problems, the
 * optimum the search proves is the one a brute-force enumeration of every
 * assignment finds (written here apart from the engine: the constraints and
 * the objective are evaluated on the keys directly), under bt, fc and mac,
 * with and without backjumping, for every kind of objective, minimized and
 * maximized; each solution the search reports is better than the one
 * before; a stopped search says so. */
#include "config.h"

#include "problems/csp/qd-csp-model.h"
#include "problems/csp/qd-csp-solve.h"

#include <string.h>

#define MAX_VARS 5
#define MAX_VALUES 24

/* K_TERMS_MAX, K_TERMS_MIN: the maximum (minimum) of terms of two
 * variables, (x_i - x_j)^2 + c_i x_i for j the next variable round:
 * minimized (maximized) each term is pruned on its own
 * (qd-csp-objective-terms.h), else the expression is checked as one. */
/* K_DIST: sum c_i · |x_i - t_i|, a sum of terms of one variable each
 * (tabulated per value).  K_WEIGHTED: a sum of weights times conditions,
 * x_i · (x_j <= c_i and x_i != 0) for j the next variable round
 * (Rehearsal's waiting time): its bounds kept from call to call
 * (qd-csp-expr-cache.c). */
typedef enum { K_SUM, K_MIN, K_MAX, K_NVALUES, K_SQUARE, K_VAR, K_TERMS_MAX, K_TERMS_MIN, K_DIST, K_WEIGHTED, K_N } Kind;

/* A random instance: variables, binary constraints x_a + d != x_b (or
 * x_a < x_b), one linear constraint sum(x) <= cap, and an objective. */
typedef struct {
  guint n;
  gint64 keys[MAX_VARS][MAX_VALUES];
  guint size[MAX_VARS];
  guint n_pairs;
  guint pa[8], pb[8];
  gint64 pd[8];
  gboolean less[8];
  gint64 cap;
  Kind kind;
  gboolean minimize;
  gint64 coeffs[MAX_VARS];
  gint64 target[MAX_VARS];  /* K_DIST's t_i */
} Instance;

static void
make_instance (GRand *rand, Instance *in)
{
  memset (in, 0, sizeof *in);
  in->n = g_rand_int_range (rand, 2, MAX_VARS + 1);
  for (guint i = 0; i < in->n; i++)
    {
      gint64 k = g_rand_int_range (rand, -3, 3);

      in->size[i] = g_rand_int_range (rand, 2, 6);
      for (guint v = 0; v < in->size[i]; v++)
        {
          in->keys[i][v] = k;
          k += g_rand_int_range (rand, 1, 3);
        }
    }
  in->n_pairs = g_rand_int_range (rand, 0, 5);
  for (guint p = 0; p < in->n_pairs; p++)
    {
      in->pa[p] = g_rand_int_range (rand, 0, in->n);
      do
        in->pb[p] = g_rand_int_range (rand, 0, in->n);
      while (in->pb[p] == in->pa[p]);
      in->pd[p] = g_rand_int_range (rand, -1, 2);
      in->less[p] = g_rand_boolean (rand);
    }
  in->cap = g_rand_int_range (rand, 0, 3 * (gint) in->n);
  in->kind = g_rand_int_range (rand, 0, K_N);
  in->minimize = g_rand_boolean (rand);
  for (guint i = 0; i < in->n; i++)
    {
      in->coeffs[i] = g_rand_int_range (rand, -3, 4);
      in->target[i] = in->keys[i][0] + g_rand_int_range (rand, -1, 6);
    }
}

static gboolean
holds (const Instance *in, const gint64 *x)
{
  gint64 total = 0;

  for (guint p = 0; p < in->n_pairs; p++)
    if (in->less[p] ? !(x[in->pa[p]] < x[in->pb[p]]) : x[in->pa[p]] + in->pd[p] == x[in->pb[p]])
      return FALSE;
  for (guint i = 0; i < in->n; i++)
    total += x[i];
  return total <= in->cap;
}

static gint64
term_value (const Instance *in, const gint64 *x, guint i)
{
  gint64 d = x[i] - x[(i + 1) % in->n];

  return d * d + in->coeffs[i] * x[i];
}

/* Variable i's own term of a sum (K_SUM, K_DIST) at key x. */
static gint64
own_term (const Instance *in, guint i, gint64 x)
{
  return in->kind == K_SUM ? in->coeffs[i] * x : in->coeffs[i] * ABS (x - in->target[i]);
}

static gint64
value_of (const Instance *in, const gint64 *x)
{
  gint64 v = 0;

  switch (in->kind)
    {
    case K_DIST:
      for (guint i = 0; i < in->n; i++)
        v += own_term (in, i, x[i]);
      return v;
    case K_SUM:
      for (guint i = 0; i < in->n; i++)
        v += in->coeffs[i] * x[i];
      return v;
    case K_MIN:
    case K_MAX:
      v = x[0];
      for (guint i = 1; i < in->n; i++)
        v = in->kind == K_MIN ? MIN (v, x[i]) : MAX (v, x[i]);
      return v;
    case K_NVALUES:
      for (guint i = 0; i < in->n; i++)
        {
          gboolean seen = FALSE;

          for (guint j = 0; j < i; j++)
            seen |= x[j] == x[i];
          v += !seen;
        }
      return v;
    case K_SQUARE:
      /* (x0 - x1)^2 + x0 * x_last: not linear. */
      return (x[0] - x[1]) * (x[0] - x[1]) + x[0] * x[in->n - 1];
    case K_VAR:
      return x[in->n - 1];
    case K_WEIGHTED:
      for (guint i = 0; i < in->n; i++)
        v += x[i] * (x[(i + 1) % in->n] <= in->coeffs[i] && x[i] != 0);
      return v;
    case K_TERMS_MAX:
    case K_TERMS_MIN:
      v = term_value (in, x, 0);
      for (guint i = 1; i < in->n; i++)
        v = in->kind == K_TERMS_MIN ? MIN (v, term_value (in, x, i)) : MAX (v, term_value (in, x, i));
      return v;
    default:
      g_assert_not_reached ();
    }
}

/* The optimum by enumeration; FALSE when nothing satisfies the constraints. */
static gboolean
brute_force (const Instance *in, gint64 *best)
{
  guint idx[MAX_VARS] = { 0 };
  gint64 x[MAX_VARS] = { 0 };
  gboolean any = FALSE;

  for (;;)
    {
      guint d;

      for (guint i = 0; i < in->n; i++)
        x[i] = in->keys[i][idx[i]];
      if (holds (in, x))
        {
          gint64 v = value_of (in, x);

          if (!any || (in->minimize ? v < *best : v > *best))
            *best = v;
          any = TRUE;
        }
      for (d = 0; d < in->n && ++idx[d] == in->size[d]; d++)
        idx[d] = 0;
      if (d == in->n)
        return any;
    }
}

static QdCspExpr *
var_expr (guint i)
{
  return qd_csp_expr_leaf (QD_CSP_EXPR_VAR, i);
}

static QdCspExpr *
term_expr (const Instance *in, guint i)
{
  QdCspExpr *d = qd_csp_expr_binary (QD_CSP_EXPR_SUB, var_expr (i), var_expr ((i + 1) % in->n));
  QdCspExpr *d2 = qd_csp_expr_binary (QD_CSP_EXPR_SUB, var_expr (i), var_expr ((i + 1) % in->n));

  return qd_csp_expr_binary (QD_CSP_EXPR_ADD, qd_csp_expr_binary (QD_CSP_EXPR_MUL, d, d2),
                             qd_csp_expr_binary (QD_CSP_EXPR_MUL, qd_csp_expr_leaf (QD_CSP_EXPR_CONST, in->coeffs[i]),
                                                 var_expr (i)));
}

/* c_i · |x_i - t_i| */
static QdCspExpr *
dist_term (const Instance *in, guint i)
{
  return qd_csp_expr_binary (QD_CSP_EXPR_MUL, qd_csp_expr_leaf (QD_CSP_EXPR_CONST, in->coeffs[i]),
                             qd_csp_expr_binary (QD_CSP_EXPR_DIST, var_expr (i),
                                                 qd_csp_expr_leaf (QD_CSP_EXPR_CONST, in->target[i])));
}

/* x_i · (x_j <= c_i and x_i != 0), j the next variable round */
static QdCspExpr *
weighted_term (const Instance *in, guint i)
{
  QdCspExpr *cond[2] = {
    qd_csp_expr_binary (QD_CSP_EXPR_LE, var_expr ((i + 1) % in->n), qd_csp_expr_leaf (QD_CSP_EXPR_CONST, in->coeffs[i])),
    qd_csp_expr_binary (QD_CSP_EXPR_NE, var_expr (i), qd_csp_expr_leaf (QD_CSP_EXPR_CONST, 0)),
  };

  return qd_csp_expr_binary (QD_CSP_EXPR_MUL, var_expr (i), qd_csp_expr_new (QD_CSP_EXPR_AND, cond, 2));
}

static QdCspModel *
build (const Instance *in)
{
  QdCspModel *model = qd_csp_model_new ();
  g_autoptr(GError) error = NULL;
  guint vars[MAX_VARS];
  QdCspExpr *sum_kids[MAX_VARS];

  for (guint i = 0; i < in->n; i++)
    {
      g_autofree char *name = g_strdup_printf ("x%u", i);

      g_assert_true (qd_csp_model_add_var (model, name, in->keys[i], in->size[i], FALSE, &error));
      vars[i] = i;
      sum_kids[i] = var_expr (i);
    }
  for (guint p = 0; p < in->n_pairs; p++)
    {
      QdCspExpr *e;

      if (in->less[p])
        e = qd_csp_expr_binary (QD_CSP_EXPR_LT, var_expr (in->pa[p]), var_expr (in->pb[p]));
      else
        e = qd_csp_expr_binary (QD_CSP_EXPR_NE,
                                qd_csp_expr_binary (QD_CSP_EXPR_ADD, var_expr (in->pa[p]),
                                                    qd_csp_expr_leaf (QD_CSP_EXPR_CONST, in->pd[p])),
                                var_expr (in->pb[p]));
      g_assert_true (qd_csp_model_add_expr (model, e, &error));
    }
  g_assert_true (qd_csp_model_add_expr (model,
                                        qd_csp_expr_binary (QD_CSP_EXPR_LE,
                                                            qd_csp_expr_new (QD_CSP_EXPR_ADD, sum_kids, in->n),
                                                            qd_csp_expr_leaf (QD_CSP_EXPR_CONST, in->cap)),
                                        &error));
  g_assert_no_error (error);
  switch (in->kind)
    {
    case K_SUM:
      g_assert_true (qd_csp_model_set_objective (model, in->minimize, QD_CSP_OBJECTIVE_SUM, NULL, vars, in->coeffs,
                                                 in->n, &error));
      break;
    case K_MIN:
    case K_MAX:
      g_assert_true (qd_csp_model_set_objective (model, in->minimize,
                                                 in->kind == K_MIN ? QD_CSP_OBJECTIVE_MINIMUM : QD_CSP_OBJECTIVE_MAXIMUM,
                                                 NULL, vars, NULL, in->n, &error));
      break;
    case K_NVALUES:
      g_assert_true (qd_csp_model_set_objective (model, in->minimize, QD_CSP_OBJECTIVE_NVALUES, NULL, vars, NULL,
                                                 in->n, &error));
      break;
    case K_SQUARE:
      {
        QdCspExpr *d = qd_csp_expr_binary (QD_CSP_EXPR_SUB, var_expr (0), var_expr (1));
        QdCspExpr *d2 = qd_csp_expr_binary (QD_CSP_EXPR_SUB, var_expr (0), var_expr (1));
        QdCspExpr *e = qd_csp_expr_binary (QD_CSP_EXPR_ADD, qd_csp_expr_binary (QD_CSP_EXPR_MUL, d, d2),
                                           qd_csp_expr_binary (QD_CSP_EXPR_MUL, var_expr (0), var_expr (in->n - 1)));

        g_assert_true (qd_csp_model_set_objective (model, in->minimize, QD_CSP_OBJECTIVE_EXPR, e, NULL, NULL, 0, &error));
      }
      break;
    case K_VAR:
      g_assert_true (qd_csp_model_set_objective (model, in->minimize, QD_CSP_OBJECTIVE_EXPR, var_expr (in->n - 1), NULL,
                                                 NULL, 0, &error));
      break;
    case K_DIST:
    case K_WEIGHTED:
      {
        QdCspExpr *terms[MAX_VARS];

        for (guint i = 0; i < in->n; i++)
          terms[i] = in->kind == K_DIST ? dist_term (in, i) : weighted_term (in, i);
        g_assert_true (qd_csp_model_set_objective (model, in->minimize, QD_CSP_OBJECTIVE_EXPR,
                                                   qd_csp_expr_new (QD_CSP_EXPR_ADD, terms, in->n), NULL, NULL, 0,
                                                   &error));
      }
      break;
    case K_TERMS_MAX:
    case K_TERMS_MIN:
      {
        QdCspExpr *terms[MAX_VARS];

        for (guint i = 0; i < in->n; i++)
          terms[i] = term_expr (in, i);
        g_assert_true (qd_csp_model_set_objective (model, in->minimize, QD_CSP_OBJECTIVE_EXPR,
                                                   qd_csp_expr_new (in->kind == K_TERMS_MAX ? QD_CSP_EXPR_MAX
                                                                                            : QD_CSP_EXPR_MIN,
                                                                    terms, in->n),
                                                   NULL, NULL, 0, &error));
      }
      break;
    default:
      g_assert_not_reached ();
    }
  g_assert_no_error (error);
  return model;
}

typedef struct {
  const QdCspModel *model;
  gboolean minimize;
  guint64 n;
  gint64 last;
  const Instance *in;
} Watch;

/* Each solution satisfies the constraints, and is better than the last. */
static gboolean
on_solution (gpointer data, QdCspSolver *solver, const gint *values)
{
  Watch *w = data;
  gint64 x[MAX_VARS];
  gint64 v;

  for (guint i = 0; i < w->in->n; i++)
    x[i] = w->in->keys[i][values[i]];
  g_assert_true (holds (w->in, x));
  v = value_of (w->in, x);
  g_assert_cmpint (qd_csp_model_objective_value (w->model, values), ==, v);
  if (w->n++ > 0)
    g_assert_true (w->minimize ? v < w->last : v > w->last);
  w->last = v;
  return TRUE;
}

static void
test_random (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (63);
  const QdCspInference inferences[] = { QD_CSP_INFER_NONE, QD_CSP_INFER_FC, QD_CSP_INFER_MAC };
  guint checked = 0, none = 0;

  for (guint round = 0; round < 1500; round++)
    {
      Instance in;
      g_autoptr(QdCspModel) model = NULL;
      gint64 best = 0;
      gboolean feasible;

      make_instance (rand, &in);
      feasible = brute_force (&in, &best);
      model = build (&in);
      none += !feasible;
      for (guint k = 0; k < G_N_ELEMENTS (inferences) * 3; k++)
        {
          Watch w = { model, in.minimize, 0, 0, &in };
          QdCspListener listener = { .solution = on_solution };
          QdCspOptions o;
          g_autoptr(QdCspSolver) solver = NULL;
          QdCspStatus status;

          qd_csp_options_init (&o);
          o.inference = inferences[k / 3];
          o.backjumping = k % 3 == 1;
          o.var_order = round % 2 ? QD_CSP_VAR_MRV : QD_CSP_VAR_STATIC;
          o.optimize = TRUE;
          /* A CP solver's policy: dom/wdeg and last conflict, restarts
           * after every backtrack or two (growing), solution saving. */
          if (k % 3 == 2)
            {
              qd_csp_options_cp_order (&o);
              qd_csp_options_cp_policy (&o);
              o.restart_unit = 1 + round % 2;
              o.restart_schedule = round % 4 < 2 ? QD_CSP_RESTART_GEOMETRIC : QD_CSP_RESTART_LUBY;
              o.seed = round;
              /* wdeg^ca.cd's weights, with the ratio or alone first. */
              o.weight_cacd = round % 3 != 0;
              o.weight_first = round % 3 == 2;
            }
          o.listener = &listener;
          o.listener_data = &w;
          solver = qd_csp_solver_new (model->csp, &o);
          status = qd_csp_solver_run (solver, NULL);
          if (!feasible)
            {
              g_assert_cmpint (status, ==, QD_CSP_NO_SOLUTION);
              g_assert_cmpuint (w.n, ==, 0);
              continue;
            }
          g_assert_cmpint (status, ==, QD_CSP_SOLVED);
          g_assert_cmpuint (w.n, >, 0);
          if (w.last != best)
            g_error ("round %u (kind %d, %s, %s%s%s): optimum %" G_GINT64_FORMAT ", the search ended at %" G_GINT64_FORMAT,
                     round, in.kind, in.minimize ? "minimize" : "maximize", qd_csp_inference_to_string (o.inference),
                     o.backjumping ? ", backjumping" : "", o.restart_unit ? ", restarts" : "", best, w.last);
          checked++;
        }
    }
  /* Both outcomes were met often enough to mean something. */
  g_assert_cmpuint (checked, >, 4500);
  g_assert_cmpuint (none, >, 50);
}

/* The values tried at one node: the node's variable, and the cost and
 * value of the last one tried, per depth. */
typedef struct {
  const Instance *in;
  guint var[MAX_VARS + 2];
  gint64 cost[MAX_VARS + 2];
  guint value[MAX_VARS + 2];
  gboolean open[MAX_VARS + 2];
  guint64 steps;            /* values tried after another at the same node */
} Tried;

/* Each value tried at a node costs at least the one before, and a value
 * of equal cost comes after the smaller ones: the cheapest first. */
static void
on_assign (gpointer data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  Tried *t = data;
  const Instance *in = t->in;
  /* A linear objective (K_SUM) keeps the domain's order. */
  gint64 cost = in->kind == K_SUM ? (gint64) value : (in->minimize ? 1 : -1) * own_term (in, var, in->keys[var][value]);

  g_assert_cmpuint (depth, <=, MAX_VARS);
  if (t->open[depth] && t->var[depth] == var)
    {
      g_assert_true (cost > t->cost[depth] || (cost == t->cost[depth] && value > t->value[depth]));
      t->steps++;
    }
  /* A deeper node is a new one the next time its depth is reached. */
  for (guint d = depth + 1; d <= MAX_VARS + 1; d++)
    t->open[d] = FALSE;
  t->open[depth] = TRUE;
  t->var[depth] = var;
  t->cost[depth] = cost;
  t->value[depth] = value;
}

/* cheap_values: in branch and bound, a variable of a sum of expressions
 * of one variable each tries its values by its own term, least first (as
 * the costs above are computed apart from the engine), one of a linear
 * objective in its domain's order, and the optimum is the one brute force
 * finds. */
/* At most three variables of up to MAX_VALUES values each: a node then
 * often has few values left of many, which are sorted by their place in
 * the order rather than found by a pass over it. */
static void
widen (GRand *rand, Instance *in)
{
  guint kept = 0;

  in->n = MIN (in->n, 3);
  for (guint p = 0; p < in->n_pairs; p++)
    if (in->pa[p] < in->n && in->pb[p] < in->n)
      {
        in->pa[kept] = in->pa[p], in->pb[kept] = in->pb[p];
        in->pd[kept] = in->pd[p], in->less[kept] = in->less[p];
        kept++;
      }
  in->n_pairs = kept;
  for (guint i = 0; i < in->n; i++)
    {
      in->size[i] = g_rand_int_range (rand, 2, MAX_VALUES + 1);
      for (guint v = 1; v < in->size[i]; v++)
        in->keys[i][v] = in->keys[i][v - 1] + g_rand_int_range (rand, 1, 3);
    }
  in->cap = g_rand_int_range (rand, 0, 12 * (gint) in->n);
}

static void
test_cheap_first (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (79);
  guint64 steps = 0;

  for (guint round = 0; round < 600; round++)
    {
      Instance in;
      g_autoptr(QdCspModel) model = NULL;
      g_autoptr(QdCspSolver) order = NULL;
      g_autoptr(QdCspSolver) optimum = NULL;
      Tried t = { &in };
      Watch w = { NULL, FALSE, 0, 0, &in };
      QdCspListener on_tried = { .assign = on_assign };
      QdCspListener on_solutions = { .solution = on_solution };
      QdCspOptions o;
      gint64 best = 0;
      gboolean feasible;

      make_instance (rand, &in);
      in.kind = round % 2 ? K_SUM : K_DIST;
      if (round % 3 == 0)
        widen (rand, &in);
      feasible = brute_force (&in, &best);
      model = build (&in);
      w.model = model;
      w.minimize = in.minimize;
      qd_csp_options_init (&o);
      o.var_order = round % 3 ? QD_CSP_VAR_MRV : QD_CSP_VAR_STATIC;
      o.inference = round % 4 ? QD_CSP_INFER_MAC : QD_CSP_INFER_FC;
      o.optimize = o.cheap_values = TRUE;
      /* One run for the order of the values tried, one for the solutions. */
      o.listener = &on_tried;
      o.listener_data = &t;
      order = qd_csp_solver_new (model->csp, &o);
      qd_csp_solver_run (order, NULL);
      steps += t.steps;
      o.listener = &on_solutions;
      o.listener_data = &w;
      optimum = qd_csp_solver_new (model->csp, &o);
      g_assert_cmpint (qd_csp_solver_run (optimum, NULL), ==, feasible ? QD_CSP_SOLVED : QD_CSP_NO_SOLUTION);
      if (feasible)
        g_assert_cmpint (w.last, ==, best);
    }
  /* Nodes tried more than one value often enough to mean something. */
  g_assert_cmpuint (steps, >, 1000);
}

/* Without optimize the objective constrains nothing: every solution of the
 * constraints is counted. */
static void
test_ignored (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (6);

  for (guint round = 0; round < 200; round++)
    {
      Instance in;
      g_autoptr(QdCspModel) model = NULL;
      guint idx[MAX_VARS] = { 0 };
      guint64 count = 0;
      QdCspOptions o;
      QdCspStats stats;
      g_autoptr(QdCspSolver) solver = NULL;

      make_instance (rand, &in);
      model = build (&in);
      for (;;)
        {
          gint64 x[MAX_VARS];
          guint d;

          for (guint i = 0; i < in.n; i++)
            x[i] = in.keys[i][idx[i]];
          count += holds (&in, x);
          for (d = 0; d < in.n && ++idx[d] == in.size[d]; d++)
            idx[d] = 0;
          if (d == in.n)
            break;
        }
      qd_csp_options_init (&o);
      o.all_solutions = TRUE;
      solver = qd_csp_solver_new (model->csp, &o);
      qd_csp_solver_run (solver, &stats);
      g_assert_cmpuint (stats.solutions, ==, count);
    }
}

/* A search stopped before it ends (here after its first solution) is
 * STOPPED, not SOLVED: the best found is not proven optimal. */
static void
test_stopped (void)
{
  const char *text = "var x, y, z in 0..9\nx + y + z = 15\nmaximize x * y - z\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(QdCspModel) model = qd_csp_model_parse (text, -1, &error);
  QdCspOptions o;
  QdCspStats stats;
  g_autoptr(QdCspSolver) solver = NULL;

  g_assert_no_error (error);
  qd_csp_options_init (&o);
  o.optimize = TRUE;
  o.max_solutions = 1;
  o.var_order = QD_CSP_VAR_STATIC;
  solver = qd_csp_solver_new (model->csp, &o);
  g_assert_cmpint (qd_csp_solver_run (solver, &stats), ==, QD_CSP_STOPPED);
  g_assert_cmpuint (stats.solutions, ==, 1);
  /* x = y = 7 or 8, z = 0 or 1: 7 * 8 - 0 = 56. */
  o.max_solutions = 0;
  g_clear_pointer (&solver, qd_csp_solver_free);
  solver = qd_csp_solver_new (model->csp, &o);
  g_assert_cmpint (qd_csp_solver_run (solver, &stats), ==, QD_CSP_SOLVED);
  g_assert_cmpint (qd_csp_model_objective_value (model, qd_csp_solver_last_solution (solver)), ==, 56);
}

/* The lines qd_csp_solve writes: each improving solution and its value,
 * then the optimum. */
static void
collect (const char *line, gpointer data)
{
  g_string_append_printf (data, "%s\n", line);
}

static void
test_lines (void)
{
  /* Static orders: x = 0 first, then the bound forces larger x. */
  const char *text = "var x, y in 0..3\nx != y\nmaximize 2 * x + y\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(QdCspModel) model = qd_csp_model_parse (text, -1, &error);
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(QdCspSolveResult) result = NULL;
  QdCspSolveOptions o;

  g_assert_no_error (error);
  qd_csp_solve_options_init (&o);
  o.var_order = QD_CSP_VAR_STATIC;
  o.write = collect;
  o.write_data = out;
  result = qd_csp_solve (model, &o);
  /* By hand: x=0 y=1 (1), then 2x + y >= 2: x=0 y=2 (2), x=0 y=3 (3),
   * then x=1 y=2 (4), x=1 y=3 (5), x=2 y=1 (5: not better, pruned), …
   * x=3 y=2 (8), the optimum. */
  g_assert_cmpstr (out->str, ==,
                   "x=0 y=1\nobjective 1\nx=0 y=2\nobjective 2\nx=0 y=3\nobjective 3\nx=1 y=2\nobjective 4\n"
                   "x=1 y=3\nobjective 5\nx=2 y=3\nobjective 7\nx=3 y=2\nobjective 8\noptimum 8\n");
  g_assert_true (result->optimized);
  g_assert_cmpint (result->objective, ==, 8);
}

/* Refusals: a second objective, symbols, a condition, values that can
 * pass ±2^62 (issue 74: the product of 3037000500 by itself wrapped to a
 * wrong optimum). */
static void
test_refused (void)
{
  const struct { const char *text, *message; } cases[] = {
    { "var x in 1..3\nminimize x\nmaximize x\n", "second objective" },
    { "var c in {red, green}\nminimize c\n", "numbers" },
    { "var x in 1..3\nminimize x > 2\n", "a number, not a condition" },
    { "var x in 1..3\nforall i in 1..2: minimize x\n", "outside forall" },
    { "var x, y in {1, 3037000500}\nmaximize x * y\n", "“x * y” can reach 9223372037000250000" },
    { "var x, y in {1, 3037000500}\nminimize 2 * x - 2 * (x * y)\n", "“x * y” can reach 9223372037000250000" },
    { "var x in {1, 2147483648}\nvar y in {-1, 2147483648}\nminimize x * y + x * y\n",
      "“x * y + x * y” can reach 9223372036854775808" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QdCspModel) model = qd_csp_model_parse (cases[i].text, -1, &error);

      g_assert_null (model);
      g_assert_nonnull (error);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("%s: %s", cases[i].text, error->message);
    }
}

/* After every propagation under MAC, each term of a maximum minimized (a
 * minimum maximized) is arc consistent under the current bound: every
 * value of either variable keeps a value of the other with sign · term <=
 * bound, evaluated here by term_value (the terms' supports are kept per
 * bound and reused while the domains stay the same: qd-csp-objective-terms.c). */
typedef struct {
  const Instance *in;
  guint checked;
} TermsWatch;

static gboolean
term_supported (const Instance *in, QdCspSolver *solver, guint i, guint from, guint a, gint64 bound)
{
  guint other = from == i ? (i + 1) % in->n : i;
  gint64 sign = in->kind == K_TERMS_MAX ? 1 : -1;

  for (guint b = 0; b < in->size[other]; b++)
    {
      gint64 x[MAX_VARS] = { 0 };

      if (!qd_csp_solver_domain_has (solver, other, b))
        continue;
      x[from] = in->keys[from][a];
      x[other] = in->keys[other][b];
      if (sign * term_value (in, x, i) <= bound)
        return TRUE;
    }
  return FALSE;
}

static void
terms_arc (gpointer data, QdCspSolver *solver, guint var, guint value, gboolean consistent)
{
  TermsWatch *w = data;
  const Instance *in = w->in;
  gint64 bound = qd_csp_solver_bound (solver);

  if (!consistent || bound == G_MAXINT64)
    return;
  for (guint i = 0; i < in->n; i++)
    for (guint side = 0; side < 2; side++)
      {
        guint from = side == 0 ? i : (i + 1) % in->n;

        for (guint a = 0; a < in->size[from]; a++)
          if (qd_csp_solver_domain_has (solver, from, a) && !term_supported (in, solver, i, from, a, bound))
            g_error ("term %u: value %u of variable %u has no support under bound %" G_GINT64_FORMAT, i, a, from,
                     bound);
      }
  w->checked++;
}

static void
test_terms_arc (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (81);
  guint checked = 0;

  for (guint round = 0; round < 400; round++)
    {
      Instance in;
      g_autoptr(QdCspModel) model = NULL;
      g_autoptr(QdCspSolver) solver = NULL;
      TermsWatch w = { &in, 0 };
      QdCspListener listener = { .propagated = terms_arc };
      QdCspOptions o;

      make_instance (rand, &in);
      /* Three variables or more: a term's two are never the same pair twice. */
      if (in.n < 3)
        continue;
      in.kind = round % 2 ? K_TERMS_MAX : K_TERMS_MIN;
      in.minimize = in.kind == K_TERMS_MAX;
      model = build (&in);
      qd_csp_options_init (&o);
      o.inference = QD_CSP_INFER_MAC;
      o.var_order = round % 3 ? QD_CSP_VAR_MRV : QD_CSP_VAR_STATIC;
      o.optimize = TRUE;
      o.listener = &listener;
      o.listener_data = &w;
      solver = qd_csp_solver_new (model->csp, &o);
      qd_csp_solver_run (solver, NULL);
      checked += w.checked;
    }
  g_assert_cmpuint (checked, >, 300);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/csp/objective/random", test_random);
  g_test_add_func ("/csp/objective/cheap-first", test_cheap_first);
  g_test_add_func ("/csp/objective/terms-arc", test_terms_arc);
  g_test_add_func ("/csp/objective/ignored", test_ignored);
  g_test_add_func ("/csp/objective/stopped", test_stopped);
  g_test_add_func ("/csp/objective/lines", test_lines);
  g_test_add_func ("/csp/objective/refused", test_refused);
  return g_test_run ();
}
