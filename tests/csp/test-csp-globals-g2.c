/* test-csp-globals-g2.c — tables (short tuples, conflicts) and the
 * language, scheduling and packing globals (qd-csp-globals.h): random small
 * instances (3 to 6 variables of 2 to 5 values, seeded) whose solutions,
 * counted by the engine under bt, fc and mac, are as many as a brute-force
 * enumeration of the constraint's definition written here finds; and each
 * one's violations measure, 0 exactly on the solutions. */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "problems/csp/qd-csp-globals.h"
#include "problems/csp/qd-csp-model.h"

#define MAX_VARS 6
#define MAX_VALUES 5
#define ROUNDS 300

/* ------------------------------------------------------------ the harness */

typedef struct {
  guint n_vars;
  guint n_values[MAX_VARS];
  gint64 keys[MAX_VARS][MAX_VALUES];  /* ascending */
} Instance;

/* The definition, on the variables' integers. */
typedef gboolean (*Holds) (const gint64 *x, gpointer data);

static void
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

static QdCspModel *
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

static guint64
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

static guint64 last_backtracks;   /* of the last engine_count */

static guint64
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
static void
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
static void
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

/* ----------------------------------------------------------------- tables */

typedef struct {
  guint n_tables;
  guint arity[3];
  guint scope[3][4];
  gboolean allowed[3];
  guint n_rows[3];
  gint64 rows[3][12 * 4];
} Tables;

static gboolean
row_matches (const gint64 *row, const guint *scope, guint arity, const gint64 *x)
{
  for (guint p = 0; p < arity; p++)
    if (row[p] != QD_CSP_MODEL_STAR && row[p] != x[scope[p]])
      return FALSE;
  return TRUE;
}

static gboolean
tables_hold (const gint64 *x, gpointer data)
{
  const Tables *t = data;

  for (guint k = 0; k < t->n_tables; k++)
    {
      gboolean any = FALSE;

      for (guint r = 0; r < t->n_rows[k] && !any; r++)
        any = row_matches (t->rows[k] + r * t->arity[k], t->scope[k], t->arity[k], x);
      if (any != t->allowed[k])
        return FALSE;
    }
  return TRUE;
}

/* The fewest positions to change for the allowed table k to hold. */
static guint
tables_hamming (const Tables *t, guint k, const gint64 *x)
{
  guint best = t->arity[k];

  for (guint r = 0; r < t->n_rows[k]; r++)
    {
      const gint64 *row = t->rows[k] + r * t->arity[k];
      guint d = 0;

      for (guint p = 0; p < t->arity[k]; p++)
        d += row[p] != QD_CSP_MODEL_STAR && row[p] != x[t->scope[k][p]];
      best = MIN (best, d);
    }
  return best;
}

static void
random_tables (GRand *rand, const Instance *in, Tables *t, guint star_percent, gboolean repeats)
{
  t->n_tables = g_rand_int_range (rand, 1, 4);
  for (guint k = 0; k < t->n_tables; k++)
    {
      t->arity[k] = g_rand_int_range (rand, 2, MIN (in->n_vars, 4) + 1);
      for (guint p = 0; p < t->arity[k]; p++)
        {
          gboolean fresh;

          do
            {
              t->scope[k][p] = g_rand_int_range (rand, 0, in->n_vars);
              fresh = TRUE;
              for (guint q = 0; q < p; q++)
                fresh &= t->scope[k][q] != t->scope[k][p];
            }
          while (!fresh && !(repeats && g_rand_int_range (rand, 0, 4) == 0));
        }
      t->allowed[k] = g_rand_int_range (rand, 0, 2);
      t->n_rows[k] = g_rand_int_range (rand, 0, 13);
      for (guint r = 0; r < 12; r++)   /* all of them: a test may take more */
        for (guint p = 0; p < t->arity[k]; p++)
          {
            guint x = t->scope[k][p];
            gint64 *cell = &t->rows[k][r * t->arity[k] + p];

            if ((guint) g_rand_int_range (rand, 0, 100) < star_percent)
              *cell = QD_CSP_MODEL_STAR;
            else if (g_rand_int_range (rand, 0, 12) == 0)
              *cell = 9;   /* outside every domain */
            else
              *cell = in->keys[x][g_rand_int_range (rand, 0, in->n_values[x])];
          }
    }
}

static void
check_tables (guint star_percent, gboolean repeats, guint32 seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  for (guint round = 0; round < ROUNDS; round++)
    {
      Instance in;
      Tables t;
      g_autoptr(QdCspModel) model = NULL;

      random_instance (rand, &in, 3, -2, 4);
      random_tables (rand, &in, &t, star_percent, repeats);
      model = instance_model (&in);
      for (guint k = 0; k < t.n_tables; k++)
        {
          GError *error = NULL;

          g_assert_true (qd_csp_model_add_tuples (model, t.scope[k], t.arity[k], t.rows[k], t.n_rows[k],
                                                  t.allowed[k], &error));
          g_assert_no_error (error);
        }
      assert_counts (&in, model, tables_hold, &t);
      if (t.n_tables == 1 && !repeats)
        assert_gac (model);
    }
}

static void
test_tables_full (void)
{
  check_tables (0, FALSE, 1);
}

static void
test_tables_short (void)
{
  check_tables (30, FALSE, 2);
}

static void
test_tables_repeated (void)
{
  check_tables (20, TRUE, 3);
}

/* The violations of an allowed table: the Hamming distance to its nearest
 * tuple, stars matching anything. */
static void
test_tables_hamming (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (4);

  for (guint round = 0; round < ROUNDS; round++)
    {
      Instance in;
      Tables t;
      g_autoptr(QdCspModel) model = NULL;
      gint values[MAX_VARS];
      gint64 x[MAX_VARS];
      GError *error = NULL;

      random_instance (rand, &in, 4, -2, 4);
      random_tables (rand, &in, &t, 25, FALSE);
      t.n_tables = 1;
      t.allowed[0] = TRUE;
      t.n_rows[0] = MAX (t.n_rows[0], 1);
      for (guint p = 0; p < t.arity[0]; p++)
        if (t.rows[0][p] == 9)
          t.rows[0][p] = QD_CSP_MODEL_STAR;   /* one row at least is kept */
      model = instance_model (&in);
      g_assert_true (qd_csp_model_add_tuples (model, t.scope[0], t.arity[0], t.rows[0], t.n_rows[0], TRUE, &error));
      g_assert_no_error (error);
      for (guint k = 0; k < 20; k++)
        {
          for (guint i = 0; i < in.n_vars; i++)
            {
              x[i] = in.keys[i][g_rand_int_range (rand, 0, in.n_values[i])];
              values[i] = qd_csp_model_value_index (model, i, x[i]);
            }
          /* Rows outside the domains are gone from the engine's table. */
          for (guint r = 0; r < t.n_rows[0]; r++)
            for (guint p = 0; p < t.arity[0]; p++)
              if (t.rows[0][r * t.arity[0] + p] == 9)
                t.rows[0][r * t.arity[0] + p] = G_MAXINT64;
          {
            Tables kept = t;

            kept.n_rows[0] = 0;
            for (guint r = 0; r < t.n_rows[0]; r++)
              {
                gboolean inside = TRUE;

                for (guint p = 0; p < t.arity[0]; p++)
                  inside &= t.rows[0][r * t.arity[0] + p] != G_MAXINT64;
                if (inside)
                  memcpy (kept.rows[0] + kept.n_rows[0]++ * t.arity[0], t.rows[0] + r * t.arity[0],
                          sizeof (gint64) * t.arity[0]);
              }
            g_assert_cmpuint (qd_csp_constraint_violations (model->csp, 0, values), ==,
                              tables_hamming (&kept, 0, x));
          }
        }
    }
}

/* The violations of a table of conflicts: 0 off them, 1 when one change
 * gets off them, else 2. */
static void
test_tables_conflict_violations (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (13);

  for (guint round = 0; round < ROUNDS; round++)
    {
      Instance in;
      Tables t;
      g_autoptr(QdCspModel) model = NULL;
      gint values[MAX_VARS];
      gint64 x[MAX_VARS];
      GError *error = NULL;

      random_instance (rand, &in, 3, -2, 4);
      random_tables (rand, &in, &t, 10, FALSE);
      t.n_tables = 1;
      t.allowed[0] = FALSE;
      model = instance_model (&in);
      g_assert_true (qd_csp_model_add_tuples (model, t.scope[0], t.arity[0], t.rows[0], t.n_rows[0], FALSE, &error));
      g_assert_no_error (error);
      if (qd_csp_n_constraints (model->csp) == 0)
        continue;
      for (guint k = 0; k < 20; k++)
        {
          guint expected = 2;

          for (guint i = 0; i < in.n_vars; i++)
            {
              x[i] = in.keys[i][g_rand_int_range (rand, 0, in.n_values[i])];
              values[i] = qd_csp_model_value_index (model, i, x[i]);
            }
          if (tables_hold (x, &t))
            expected = 0;
          for (guint p = 0; p < t.arity[0] && expected == 2; p++)
            {
              guint v = t.scope[0][p];
              gint64 keep = x[v];

              for (guint a = 0; a < in.n_values[v] && expected == 2; a++)
                {
                  x[v] = in.keys[v][a];
                  if (tables_hold (x, &t))
                    expected = 1;
                }
              x[v] = keep;
            }
          g_assert_cmpuint (qd_csp_constraint_violations (model->csp, 0, values), ==, expected);
        }
    }
}

/* Edge cases: no tuple allowed, none forbidden, every tuple a star, a
 * unary table, conflicts over domains too large to list. */
static void
test_tables_edges (void)
{
  static const gint64 keys[] = { -1000, -3, 0, 7, 1000 };
  g_autoptr(QdCspModel) model = qd_csp_model_new ();
  guint vars[3] = { 0, 1, 2 };
  gint64 star3[3] = { QD_CSP_MODEL_STAR, QD_CSP_MODEL_STAR, QD_CSP_MODEL_STAR };
  gint64 one[1] = { 7 };
  GError *error = NULL;

  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *name = g_strdup_printf ("y%u", i);

      g_assert_true (qd_csp_model_add_var (model, name, keys, 5, FALSE, &error));
    }
  /* Every tuple allowed by one all-star row; no conflict. */
  g_assert_true (qd_csp_model_add_tuples (model, vars, 3, star3, 1, TRUE, &error));
  g_assert_true (qd_csp_model_add_tuples (model, vars, 3, NULL, 0, FALSE, &error));
  g_assert_cmpuint (engine_count (model, QD_CSP_INFER_MAC), ==, 125);
  /* Unary forbidden: y0 != 7. */
  g_assert_true (qd_csp_model_add_tuples (model, vars, 1, one, 1, FALSE, &error));
  g_assert_cmpuint (engine_count (model, QD_CSP_INFER_FC), ==, 100);
  /* A conflict on a star stands for its 5 values: (y1, *, y2) ... */
  {
    gint64 c[3] = { -3, QD_CSP_MODEL_STAR, 1000 };

    g_assert_true (qd_csp_model_add_tuples (model, vars, 3, c, 1, FALSE, &error));
    g_assert_cmpuint (engine_count (model, QD_CSP_INFER_MAC), ==, 100 - 5);
    g_assert_cmpuint (engine_count (model, QD_CSP_INFER_NONE), ==, 100 - 5);
  }
  /* Nothing allowed: no solution. */
  g_assert_true (qd_csp_model_add_tuples (model, vars, 2, NULL, 0, TRUE, &error));
  g_assert_no_error (error);
  for (guint k = 0; k < 3; k++)
    g_assert_cmpuint (engine_count (model, (QdCspInference[]) { QD_CSP_INFER_NONE, QD_CSP_INFER_FC,
                                                               QD_CSP_INFER_MAC }[k]), ==, 0);
}

/* Conflicts over large domains are never turned into the allowed tuples:
 * 3 variables of 1,000 values, a few conflicts, and MAC still removes a
 * value whose every combination is forbidden. */
static void
test_tables_conflicts_large (void)
{
  g_autoptr(QdCsp) csp = qd_csp_new ();
  guint scope[2] = { 0, 1 };
  guint conflicts[2 * 3] = { 5, 0, 5, 1, 5, 2 };
  QdCspOptions o;
  QdCspStats stats = { 0 };
  g_autoptr(QdCspSolver) solver = NULL;

  qd_csp_add_variable (csp, "a", 1000);
  qd_csp_add_variable (csp, "b", 3);
  qd_csp_add_table_full (csp, scope, 2, conflicts, 3, TRUE, NULL);
  g_assert_cmpstr (qd_csp_constraint_description (csp, 0), ==, "table(a, b) 3 conflicts");
  qd_csp_options_init (&o);
  o.inference = QD_CSP_INFER_MAC;
  o.all_solutions = TRUE;
  solver = qd_csp_solver_new (csp, &o);
  qd_csp_solver_run (solver, &stats);
  g_assert_cmpuint (stats.solutions, ==, 3000 - 3);
}

/* -------------------------------------------------------- regular and mdd */

#define STATES_MAX 24
#define TRANSITIONS_MAX 64

typedef struct {
  guint n;                  /* the word: x[vars[0]] .. x[vars[n - 1]] */
  guint vars[8];
  guint m;
  guint from[TRANSITIONS_MAX], to[TRANSITIONS_MAX];
  gint64 symbol[TRANSITIONS_MAX];
  guint start;
  gboolean final[STATES_MAX];
  guint finals[STATES_MAX], n_finals;
} Automaton;

/* Whether the automaton, run as a set of states, accepts the word. */
static gboolean
automaton_holds (const gint64 *x, gpointer data)
{
  const Automaton *a = data;
  gboolean now[STATES_MAX] = { FALSE }, next[STATES_MAX];

  now[a->start] = TRUE;
  for (guint k = 0; k < a->n; k++)
    {
      memset (next, 0, sizeof next);
      for (guint t = 0; t < a->m; t++)
        if (now[a->from[t]] && a->symbol[t] == x[a->vars[k]])
          next[a->to[t]] = TRUE;
      memcpy (now, next, sizeof now);
    }
  for (guint q = 0; q < STATES_MAX; q++)
    if (now[q] && a->final[q])
      return TRUE;
  return FALSE;
}

static void
random_word (GRand *rand, const Instance *in, Automaton *a, gboolean repeats)
{
  a->n = repeats ? (guint) g_rand_int_range (rand, 1, in->n_vars + 3) : in->n_vars;
  for (guint k = 0; k < a->n; k++)
    a->vars[k] = repeats ? (guint) g_rand_int_range (rand, 0, in->n_vars) : k;
}

static void
test_regular (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);

  for (guint round = 0; round < ROUNDS; round++)
    {
      Instance in;
      Automaton a = { 0 };
      guint n_states = g_rand_int_range (rand, 1, 5);
      g_autoptr(QdCspModel) model = NULL;
      GError *error = NULL;

      random_instance (rand, &in, 3, -2, 3);
      random_word (rand, &in, &a, round % 3 == 0);
      a.m = g_rand_int_range (rand, 0, 3 * n_states * 3);
      for (guint t = 0; t < a.m; t++)
        {
          a.from[t] = g_rand_int_range (rand, 0, n_states);
          a.to[t] = g_rand_int_range (rand, 0, n_states);
          a.symbol[t] = g_rand_int_range (rand, -2, 5);   /* 4: outside every domain */
        }
      a.start = g_rand_int_range (rand, 0, n_states);
      for (guint q = 0; q < n_states; q++)
        if (g_rand_int_range (rand, 0, 2) == 0)
          {
            a.final[q] = TRUE;
            a.finals[a.n_finals++] = q;
          }
      model = instance_model (&in);
      g_assert_true (qd_csp_model_add_regular (model, a.vars, a.n, a.from, a.symbol, a.to, a.m, a.start, a.finals,
                                               a.n_finals, &error));
      g_assert_no_error (error);
      assert_counts (&in, model, automaton_holds, &a);
      if (round % 3 != 0)
        assert_gac (model);
    }
}

/* An MDD of n layers: a root, 1 to 3 nodes in each inner layer, a
 * terminal; each node has an arc in and an arc out. */
static void
random_mdd (GRand *rand, Automaton *a)
{
  guint first[9], width[9], next = 0;

  for (guint k = 0; k <= a->n; k++)
    {
      width[k] = k == 0 || k == a->n ? 1 : (guint) g_rand_int_range (rand, 1, 4);
      first[k] = next;
      next += width[k];
    }
  a->m = 0;
  for (guint k = 0; k < a->n; k++)
    {
      guint extra = g_rand_int_range (rand, 0, 4);

      for (guint i = 0; i < MAX (width[k], width[k + 1]) + extra; i++)
        {
          guint t = a->m++;

          a->from[t] = first[k] + (i < width[k] ? i : (guint) g_rand_int_range (rand, 0, width[k]));
          a->to[t] = first[k + 1] + (i < width[k + 1] ? i : (guint) g_rand_int_range (rand, 0, width[k + 1]));
          a->symbol[t] = g_rand_int_range (rand, -2, 5);
        }
    }
  a->start = 0;
  memset (a->final, 0, sizeof a->final);
  a->final[first[a->n]] = TRUE;
}

static void
test_mdd (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (6);

  for (guint round = 0; round < ROUNDS; round++)
    {
      Instance in;
      Automaton a = { 0 };
      g_autoptr(QdCspModel) model = NULL;
      GError *error = NULL;

      random_instance (rand, &in, 3, -2, 3);
      random_word (rand, &in, &a, round % 3 == 0);
      random_mdd (rand, &a);
      model = instance_model (&in);
      g_assert_true (qd_csp_model_add_mdd (model, a.vars, a.n, a.from, a.symbol, a.to, a.m, &error));
      g_assert_no_error (error);
      assert_counts (&in, model, automaton_holds, &a);
      if (round % 3 != 0)
        assert_gac (model);
    }
}

/* Edges: an empty word (accepted or not), no transition, two roots. */
static void
test_regular_edges (void)
{
  static const gint64 keys[] = { -5, 0, 5 };
  g_autoptr(QdCspModel) model = qd_csp_model_new ();
  guint finals[1] = { 0 }, from[2] = { 0, 2 }, to[2] = { 1, 1 }, x = 0;
  gint64 symbol[2] = { -5, 5 };
  GError *error = NULL;

  g_assert_true (qd_csp_model_add_var (model, "x", keys, 3, FALSE, &error));
  g_assert_true (qd_csp_model_add_regular (model, NULL, 0, NULL, NULL, NULL, 0, 0, finals, 1, &error));
  g_assert_false (model->had_false);
  g_assert_true (qd_csp_model_add_mdd (model, &x, 1, from, symbol, to, 1, &error));
  g_assert_cmpuint (engine_count (model, QD_CSP_INFER_MAC), ==, 1);
  g_assert_cmpstr (qd_csp_constraint_description (model->csp, 0), ==, "mdd(x)");
  g_assert_false (qd_csp_model_add_mdd (model, &x, 1, from, symbol, to, 2, &error));
  g_assert_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE);
  g_clear_error (&error);
  g_assert_true (qd_csp_model_add_regular (model, &x, 1, NULL, NULL, NULL, 0, 0, finals, 1, &error));
  g_assert_true (model->had_false);
}

/* ---------------------------------------------------------------- stretch */

typedef struct {
  guint n;                  /* over x[0 .. n) */
  guint n_vals;
  gint64 values[4], lo[4], hi[4];
  guint n_patterns;
  gint64 patterns[2 * 8];
} Stretch;

static gboolean
stretch_holds (const gint64 *x, gpointer data)
{
  const Stretch *st = data;
  gint64 previous = 0;

  for (guint i = 0; i < st->n;)
    {
      guint len = 1, j;

      while (i + len < st->n && x[i + len] == x[i])
        len++;
      for (j = 0; j < st->n_vals && st->values[j] != x[i]; j++)
        ;
      if (j == st->n_vals || len < st->lo[j] || len > st->hi[j])
        return FALSE;
      if (i > 0 && st->n_patterns > 0)
        {
          gboolean listed = FALSE;

          for (guint p = 0; p < st->n_patterns; p++)
            listed |= st->patterns[2 * p] == previous && st->patterns[2 * p + 1] == x[i];
          if (!listed)
            return FALSE;
        }
      previous = x[i];
      i += len;
    }
  return TRUE;
}

static void
test_stretch (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  for (guint round = 0; round < ROUNDS; round++)
    {
      Instance in;
      Stretch st = { 0 };
      guint vars[MAX_VARS];
      g_autoptr(QdCspModel) model = NULL;
      GError *error = NULL;

      random_instance (rand, &in, 3, -1, 2);
      st.n = in.n_vars;
      st.n_vals = g_rand_int_range (rand, 1, 5);
      for (guint j = 0; j < st.n_vals; j++)
        {
          st.values[j] = (gint64) j - 1;   /* distinct, -1 .. 2 */
          st.lo[j] = g_rand_int_range (rand, 0, 3);
          st.hi[j] = st.lo[j] + g_rand_int_range (rand, -1, 4);
        }
      if (round % 2 == 0)
        {
          st.n_patterns = g_rand_int_range (rand, 0, 9);
          for (guint p = 0; p < 2 * st.n_patterns; p++)
            st.patterns[p] = g_rand_int_range (rand, -1, 3);
        }
      for (guint i = 0; i < in.n_vars; i++)
        vars[i] = i;
      model = instance_model (&in);
      g_assert_true (qd_csp_model_add_stretch (model, vars, st.n, st.values, st.lo, st.hi, st.n_vals, st.patterns,
                                               st.n_patterns, &error));
      g_assert_no_error (error);
      assert_counts (&in, model, stretch_holds, &st);
      assert_gac (model);
    }
}

/* ------------------------------------------------------- knapsack, bins */

/* A random condition; its operand, when a variable, one of x[0 .. n). */
static void
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
static gboolean
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

typedef struct {
  const Instance *in;
  guint n;                  /* the items: x[0 .. n) */
  gint64 w[MAX_VARS], p[MAX_VARS];
  QdCspCondition wc, pc;
  gint64 wset[4], pset[4];
  /* binPacking */
  gboolean with_loads;
  QdCspOperand loads[4];
  guint n_bins;
  gint64 start_bin;
} Packing;

static gboolean
knapsack_holds (const gint64 *x, gpointer data)
{
  const Packing *k = data;
  gint64 w = 0, p = 0;

  for (guint i = 0; i < k->n; i++)
    {
      w += k->w[i] * x[i];
      p += k->p[i] * x[i];
    }
  return condition_holds (&k->wc, w, x) && condition_holds (&k->pc, p, x);
}

static gint64
load (const Packing *k, const gint64 *x, gint64 bin)
{
  gint64 l = 0;

  for (guint i = 0; i < k->n; i++)
    l += x[i] == bin ? k->w[i] : 0;
  return l;
}

static gboolean
bins_hold (const gint64 *x, gpointer data)
{
  const Packing *k = data;

  if (k->with_loads)
    {
      for (guint j = 0; j < k->n_bins; j++)
        if (load (k, x, k->start_bin + j) != (k->loads[j].is_var ? x[k->loads[j].var] : k->loads[j].value))
          return FALSE;
      return TRUE;
    }
  /* Every value an item may take is a bin. */
  for (guint i = 0; i < k->n; i++)
    for (guint a = 0; a < k->in->n_values[i]; a++)
      if (!condition_holds (&k->wc, load (k, x, k->in->keys[i][a]), x))
        return FALSE;
  return TRUE;
}

static void
test_knapsack (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (8);

  for (guint round = 0; round < ROUNDS; round++)
    {
      Instance in;
      Packing k = { &in };
      guint vars[MAX_VARS];
      g_autoptr(QdCspModel) model = NULL;
      GError *error = NULL;

      random_instance (rand, &in, 3, -1, 3);
      k.n = g_rand_int_range (rand, 1, in.n_vars + 1);
      for (guint i = 0; i < k.n; i++)
        {
          vars[i] = i;
          k.w[i] = g_rand_int_range (rand, 0, 4);
          k.p[i] = g_rand_int_range (rand, -1, 4);
        }
      random_condition (rand, in.n_vars, &k.wc, k.wset, -2, 8);
      random_condition (rand, in.n_vars, &k.pc, k.pset, -2, 8);
      model = instance_model (&in);
      g_assert_true (qd_csp_model_add_knapsack (model, vars, k.w, k.p, k.n, &k.wc, &k.pc, &error));
      g_assert_no_error (error);
      assert_counts (&in, model, knapsack_holds, &k);
    }
}

static void
test_bin_packing (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (9);

  for (guint round = 0; round < ROUNDS; round++)
    {
      Instance in;
      Packing k = { &in };
      guint vars[MAX_VARS];
      g_autoptr(QdCspModel) model = NULL;
      GError *error = NULL;

      random_instance (rand, &in, 3, 0, 4);
      k.n = g_rand_int_range (rand, 1, in.n_vars + 1);
      for (guint i = 0; i < k.n; i++)
        {
          vars[i] = i;
          k.w[i] = g_rand_int_range (rand, 0, 4);
        }
      k.with_loads = round % 2;
      if (k.with_loads)
        {
          k.n_bins = g_rand_int_range (rand, 0, 4);
          k.start_bin = g_rand_int_range (rand, 0, 2);
          for (guint j = 0; j < k.n_bins; j++)
            k.loads[j] = g_rand_int_range (rand, 0, 2) ? QD_CSP_OPERAND_VAR (g_rand_int_range (rand, 0, in.n_vars))
                                                       : QD_CSP_OPERAND_INT (g_rand_int_range (rand, 0, 5));
        }
      else
        random_condition (rand, in.n_vars, &k.wc, k.wset, 0, 6);
      model = instance_model (&in);
      g_assert_true (qd_csp_model_add_bin_packing (model, vars, k.w, k.n, &k.wc, k.with_loads ? k.loads : NULL,
                                                   k.n_bins, k.start_bin, &error));
      g_assert_no_error (error);
      assert_counts (&in, model, bins_hold, &k);
    }
}

/* ------------------------------------------------------------- scheduling */

typedef struct {
  guint n, k;
  guint origins[MAX_VARS], ends[MAX_VARS];
  gboolean with_ends;
  QdCspOperand lengths[MAX_VARS], heights[MAX_VARS];
  gboolean zero_ignored;
  QdCspCondition cap;
} Sched;

static gint64
operand_value (const QdCspOperand *o, const gint64 *x)
{
  return o->is_var ? x[o->var] : o->value;
}

static gboolean
no_overlap_holds (const gint64 *x, gpointer data)
{
  const Sched *s = data;

  for (guint i = 0; i < s->n; i++)
    for (guint j = i + 1; j < s->n; j++)
      {
        gboolean apart = FALSE;

        for (guint d = 0; d < s->k; d++)
          {
            gint64 oi = x[s->origins[i * s->k + d]], oj = x[s->origins[j * s->k + d]];
            gint64 li = operand_value (&s->lengths[i * s->k + d], x), lj = operand_value (&s->lengths[j * s->k + d], x);

            apart |= oi + li <= oj || oj + lj <= oi || (s->zero_ignored && (li == 0 || lj == 0));
          }
        if (!apart)
          return FALSE;
      }
  return TRUE;
}

static QdCspOperand
random_operand (GRand *rand, const Instance *in, gint64 lo, gint64 hi)
{
  if (g_rand_int_range (rand, 0, 3) == 0)
    return QD_CSP_OPERAND_VAR (g_rand_int_range (rand, 0, in->n_vars));
  return QD_CSP_OPERAND_INT (g_rand_int_range (rand, lo, hi + 1));
}

static void
test_no_overlap (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (10);

  for (guint round = 0; round < ROUNDS; round++)
    {
      Instance in;
      Sched s = { 0 };
      g_autoptr(QdCspModel) model = NULL;
      GError *error = NULL;

      random_instance (rand, &in, 4, 0, 4);
      s.k = g_rand_int_range (rand, 1, 3);
      s.n = g_rand_int_range (rand, 2, in.n_vars / s.k + 1);
      s.zero_ignored = g_rand_int_range (rand, 0, 2);
      for (guint e = 0; e < s.n * s.k; e++)
        {
          s.origins[e] = e;
          s.lengths[e] = random_operand (rand, &in, 0, 3);
        }
      model = instance_model (&in);
      g_assert_true (qd_csp_model_add_no_overlap (model, s.origins, s.lengths, s.n, s.k, s.zero_ignored, &error));
      g_assert_no_error (error);
      assert_counts (&in, model, no_overlap_holds, &s);
    }
}

static gboolean
cumulative_holds (const gint64 *x, gpointer data)
{
  const Sched *s = data;

  for (guint i = 0; s->with_ends && i < s->n; i++)
    if (x[s->ends[i]] != x[s->origins[i]] + operand_value (&s->lengths[i], x))
      return FALSE;
  for (gint64 t = -5; t < 15; t++)
    {
      gint64 load = 0;

      for (guint i = 0; i < s->n; i++)
        if (x[s->origins[i]] <= t && t < x[s->origins[i]] + operand_value (&s->lengths[i], x))
          load += operand_value (&s->heights[i], x);
      if (!condition_holds (&s->cap, load, x))
        return FALSE;
    }
  return TRUE;
}

static void
test_cumulative (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);

  for (guint round = 0; round < ROUNDS; round++)
    {
      Instance in;
      Sched s = { 0 };
      g_autoptr(QdCspModel) model = NULL;
      GError *error = NULL;

      random_instance (rand, &in, 3, 0, 4);
      s.n = g_rand_int_range (rand, 2, in.n_vars + 1);
      s.with_ends = 2 * s.n <= in.n_vars && g_rand_int_range (rand, 0, 2);
      for (guint i = 0; i < s.n; i++)
        {
          s.origins[i] = i;
          s.ends[i] = s.n + i;
          s.lengths[i] = random_operand (rand, &in, 0, 3);
          s.heights[i] = random_operand (rand, &in, 0, 3);
        }
      s.cap.op = g_rand_int_range (rand, 0, 2) ? QD_CSP_COND_LE : QD_CSP_COND_LT;
      s.cap.operand = random_operand (rand, &in, 1, 5);
      model = instance_model (&in);
      g_assert_true (qd_csp_model_add_cumulative (model, s.origins, s.lengths, s.with_ends ? s.ends : NULL, s.heights,
                                                  s.n, &s.cap, &error));
      g_assert_no_error (error);
      assert_counts (&in, model, cumulative_holds, &s);
    }
}

/* ---------------------------------------------------------------- circuit */

typedef struct {
  guint n;                  /* the nodes: x[0 .. n) */
  gint64 start;
  gint size;                /* x[size], or -1 */
} Circuit;

static gboolean
circuit_holds (const gint64 *x, gpointer data)
{
  const Circuit *c = data;
  gboolean taken[MAX_VARS] = { FALSE };
  guint non_loops = 0, first = 0, length = 0, j;

  for (guint i = 0; i < c->n; i++)
    {
      gint64 s = x[i] - c->start;

      if (s < 0 || s >= c->n || taken[s])
        return FALSE;
      taken[s] = TRUE;
      if (s != i)
        {
          non_loops++;
          first = i;
        }
    }
  if (non_loops < 2)
    return FALSE;
  j = first;
  do
    {
      j = x[j] - c->start;
      length++;
    }
  while (j != first);
  return length == non_loops && (c->size < 0 || x[c->size] == length);
}

static void
test_circuit (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (12);

  for (guint round = 0; round < ROUNDS; round++)
    {
      Instance in;
      Circuit c = { 0 };
      guint vars[MAX_VARS];
      g_autoptr(QdCspModel) model = NULL;
      GError *error = NULL;

      c.start = g_rand_int_range (rand, 0, 2);
      random_instance (rand, &in, 3, c.start - 1, c.start + 5);
      c.size = round % 2 == 0 ? (gint) in.n_vars - 1 : -1;
      c.n = c.size >= 0 ? in.n_vars - 1 : in.n_vars;
      for (guint i = 0; i < c.n; i++)
        vars[i] = i;
      model = instance_model (&in);
      g_assert_true (qd_csp_model_add_circuit (model, vars, c.n, c.start, c.size, &error));
      g_assert_no_error (error);
      assert_counts (&in, model, circuit_holds, &c);
    }
}

/* Every node with every value in range: (n - 1)! Hamiltonian cycles plus
 * the shorter ones, counted here for 5 nodes: sum over k >= 2 of
 * C(5, k) (k - 1)! = 10 + 20 + 30 + 24 = 84. */
static void
test_circuit_full (void)
{
  static const gint64 keys[] = { 0, 1, 2, 3, 4 };
  g_autoptr(QdCspModel) model = qd_csp_model_new ();
  guint vars[5] = { 0, 1, 2, 3, 4 };
  GError *error = NULL;

  for (guint i = 0; i < 5; i++)
    {
      g_autofree char *name = g_strdup_printf ("s%u", i);

      g_assert_true (qd_csp_model_add_var (model, name, keys, 5, FALSE, &error));
    }
  g_assert_true (qd_csp_model_add_circuit (model, vars, 5, 0, -1, &error));
  g_assert_cmpuint (engine_count (model, QD_CSP_INFER_MAC), ==, 84);
  g_assert_cmpuint (engine_count (model, QD_CSP_INFER_FC), ==, 84);
  g_assert_cmpuint (engine_count (model, QD_CSP_INFER_NONE), ==, 84);
}

/* ------------------------------------------------------------------ edges */

/* Empty lists and a single variable: each global holds or not at once, as
 * its definition says of them. */
static void
test_edges (void)
{
  static const gint64 keys[] = { -3, 0, 2 };
  QdCspCondition le_minus = { QD_CSP_COND_LE, QD_CSP_OPERAND_INT (-1) };
  QdCspCondition le_zero = { QD_CSP_COND_LE, QD_CSP_OPERAND_INT (0) };
  QdCspCondition lt_zero = { QD_CSP_COND_LT, QD_CSP_OPERAND_INT (0) };
  QdCspOperand zero = QD_CSP_OPERAND_INT (0), two = QD_CSP_OPERAND_INT (2);
  gint64 w[1] = { 2 }, values[1] = { -3 }, lo[1] = { 1 }, hi[1] = { 1 };
  guint x = 0;
  GError *error = NULL;

  {
    g_autoptr(QdCspModel) model = qd_csp_model_new ();

    g_assert_true (qd_csp_model_add_var (model, "x", keys, 3, FALSE, &error));
    /* Empty: holds. */
    g_assert_true (qd_csp_model_add_knapsack (model, NULL, NULL, NULL, 0, &le_zero, &le_zero, &error));
    g_assert_true (qd_csp_model_add_bin_packing (model, NULL, NULL, 0, &le_zero, NULL, 0, 0, &error));
    g_assert_true (qd_csp_model_add_bin_packing (model, NULL, NULL, 0, NULL, &zero, 1, 0, &error));
    g_assert_true (qd_csp_model_add_no_overlap (model, NULL, NULL, 0, 1, TRUE, &error));
    g_assert_true (qd_csp_model_add_cumulative (model, NULL, NULL, NULL, NULL, 0, &le_zero, &error));
    g_assert_true (qd_csp_model_add_stretch (model, NULL, 0, NULL, NULL, NULL, 0, NULL, 0, &error));
    g_assert_no_error (error);
    g_assert_false (model->had_false);
    /* One variable: knapsack 2x <= 0 and 2x <= 0: x in {-3, 0}; noOverlap
     * of one task: anything; stretch of runs of -3 of length 1: x = -3. */
    g_assert_true (qd_csp_model_add_knapsack (model, &x, w, w, 1, &le_zero, &le_zero, &error));
    g_assert_true (qd_csp_model_add_no_overlap (model, &x, &two, 1, 1, FALSE, &error));
    g_assert_cmpuint (engine_count (model, QD_CSP_INFER_MAC), ==, 2);
    g_assert_true (qd_csp_model_add_stretch (model, &x, 1, values, lo, hi, 1, NULL, 0, &error));
    g_assert_cmpuint (engine_count (model, QD_CSP_INFER_MAC), ==, 1);
    g_assert_cmpuint (engine_count (model, QD_CSP_INFER_NONE), ==, 1);
    /* Circuit of one node: no cycle of two. */
    g_assert_true (qd_csp_model_add_circuit (model, &x, 1, 0, -1, &error));
    g_assert_true (model->had_false);
  }
  {
    g_autoptr(QdCspModel) model = qd_csp_model_new ();

    g_assert_true (qd_csp_model_add_var (model, "x", keys, 3, FALSE, &error));
    /* Empty sums that miss the condition; a capacity below 0. */
    g_assert_true (qd_csp_model_add_knapsack (model, NULL, NULL, NULL, 0, &le_minus, &le_zero, &error));
    g_assert_true (model->had_false);
    model->had_false = FALSE;
    g_assert_true (qd_csp_model_add_cumulative (model, NULL, NULL, NULL, NULL, 0, &lt_zero, &error));
    g_assert_true (model->had_false);
    model->had_false = FALSE;
    g_assert_true (qd_csp_model_add_bin_packing (model, NULL, NULL, 0, NULL, &two, 1, 0, &error));
    g_assert_true (model->had_false);
    /* A condition cumulative does not know. */
    g_assert_false (qd_csp_model_add_cumulative (model, &x, &two, NULL, &two, 1,
                                                 &(QdCspCondition) { QD_CSP_COND_GE, QD_CSP_OPERAND_INT (0) },
                                                 &error));
    g_assert_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE);
    g_clear_error (&error);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/csp-globals-g2/tables/full", test_tables_full);
  g_test_add_func ("/csp-globals-g2/tables/short", test_tables_short);
  g_test_add_func ("/csp-globals-g2/tables/repeated", test_tables_repeated);
  g_test_add_func ("/csp-globals-g2/tables/hamming", test_tables_hamming);
  g_test_add_func ("/csp-globals-g2/tables/edges", test_tables_edges);
  g_test_add_func ("/csp-globals-g2/tables/conflict-violations", test_tables_conflict_violations);
  g_test_add_func ("/csp-globals-g2/tables/conflicts-large", test_tables_conflicts_large);
  g_test_add_func ("/csp-globals-g2/regular/random", test_regular);
  g_test_add_func ("/csp-globals-g2/regular/mdd", test_mdd);
  g_test_add_func ("/csp-globals-g2/regular/edges", test_regular_edges);
  g_test_add_func ("/csp-globals-g2/stretch/random", test_stretch);
  g_test_add_func ("/csp-globals-g2/packing/knapsack", test_knapsack);
  g_test_add_func ("/csp-globals-g2/packing/bin-packing", test_bin_packing);
  g_test_add_func ("/csp-globals-g2/scheduling/no-overlap", test_no_overlap);
  g_test_add_func ("/csp-globals-g2/scheduling/cumulative", test_cumulative);
  g_test_add_func ("/csp-globals-g2/circuit/random", test_circuit);
  g_test_add_func ("/csp-globals-g2/circuit/full", test_circuit_full);
  g_test_add_func ("/csp-globals-g2/edges", test_edges);
  return g_test_run ();
}
