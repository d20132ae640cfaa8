/* test-csp-globals-g2.c — tables (short tuples, conflicts) and the
 * language, scheduling and packing globals (qd-csp-globals.h): random small
 * instances (3 to 6 variables of 2 to 5 values, seeded) whose solutions,
 * counted by the engine under bt, fc and mac, are as many as a brute-force
 * enumeration of the constraint's definition written here finds; and each
 * one's violations measure, 0 exactly on the solutions. */
#include "config.h"

#include <string.h>

#include "globals-g2-harness.h"
#include "test-csp-globals-g2.h"

/* ----------------------------------------------------------------- tables */

/* Rows of a table: more than 64, so that bitsets take several words. */
#define ROWS_MAX 200

typedef struct {
  guint n_tables;
  guint arity[3];
  guint scope[3][4];
  gboolean allowed[3];
  guint n_rows[3];
  gint64 rows[3][ROWS_MAX * 4];
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
random_tables (GRand *rand, const Instance *in, Tables *t, guint star_percent, gboolean repeats, gboolean many)
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
      t->n_rows[k] = g_rand_int_range (rand, 0, many ? ROWS_MAX + 1 : 13);
      for (guint r = 0; r < ROWS_MAX; r++)   /* all of them: a test may take more */
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
check_tables (guint star_percent, gboolean repeats, gboolean many, guint32 seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  for (guint round = 0; round < ROUNDS; round++)
    {
      Instance in;
      Tables t;
      g_autoptr(QdCspModel) model = NULL;

      random_instance (rand, &in, 3, -2, 4);
      random_tables (rand, &in, &t, star_percent, repeats, many);
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
  check_tables (0, FALSE, FALSE, 1);
}

static void
test_tables_short (void)
{
  check_tables (30, FALSE, FALSE, 2);
}

/* Up to 200 rows, several words of bitset each. */
static void
test_tables_many (void)
{
  check_tables (10, FALSE, TRUE, 14);
}

static void
test_tables_repeated (void)
{
  check_tables (20, TRUE, FALSE, 3);
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
      random_tables (rand, &in, &t, 25, FALSE, round % 2 == 0);
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
      random_tables (rand, &in, &t, 10, FALSE, round % 2 == 0);
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

/* Tables whose masks would take too much memory (values spread over a
 * domain of 20,000) are filtered by simple tabular reduction: allowed
 * pairs and conflicts, counted under bt, fc and mac. */
static void
test_tables_spread (void)
{
  static const QdCspInference inferences[] = { QD_CSP_INFER_NONE, QD_CSP_INFER_FC, QD_CSP_INFER_MAC };
  g_autoptr(GRand) rand = g_rand_new_with_seed (15);
  guint scope[3] = { 0, 1, 2 }, n = 2000;
  g_autofree guint *rows = g_new (guint, 3 * n);
  g_autoptr(GHashTable) distinct = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_autofree gint64 *keys = g_new (gint64, n);

  for (guint r = 0; r < n; r++)
    {
      rows[3 * r] = g_rand_int_range (rand, 0, 20000);
      rows[3 * r + 1] = g_rand_int_range (rand, 0, 3);
      rows[3 * r + 2] = r % 7 == 0 ? QD_CSP_STAR : (guint) g_rand_int_range (rand, 0, 2);
    }
  for (guint negative = 0; negative < 2; negative++)
    {
      guint64 expected;

      /* The distinct full rows (a star: both values of the last column). */
      g_hash_table_remove_all (distinct);
      for (guint r = 0; r < n; r++)
        for (guint c = 0; c < 2; c++)
          if (rows[3 * r + 2] == QD_CSP_STAR || rows[3 * r + 2] == c)
            {
              keys[r] = ((gint64) rows[3 * r] * 3 + rows[3 * r + 1]) * 2 + c;
              g_hash_table_add (distinct, g_memdup2 (&keys[r], sizeof (gint64)));
            }
      expected = negative ? 20000 * 3 * 2 - g_hash_table_size (distinct) : g_hash_table_size (distinct);
      for (guint k = 0; k < G_N_ELEMENTS (inferences); k++)
        {
          g_autoptr(QdCsp) csp = qd_csp_new ();
          QdCspOptions o;
          QdCspStats stats = { 0 };
          g_autoptr(QdCspSolver) solver = NULL;

          if (negative && k == 0)
            continue;   /* 120,000 solutions by plain backtracking: long for no more insight */
          qd_csp_add_variable (csp, "a", 20000);
          qd_csp_add_variable (csp, "b", 3);
          qd_csp_add_variable (csp, "c", 2);
          qd_csp_add_table_full (csp, scope, 3, rows, n, negative, NULL);
          qd_csp_options_init (&o);
          o.inference = inferences[k];
          o.all_solutions = TRUE;
          solver = qd_csp_solver_new (csp, &o);
          qd_csp_solver_run (solver, &stats);
          g_assert_cmpuint (stats.solutions, ==, expected);
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
  g_test_add_func ("/csp-globals-g2/tables/many", test_tables_many);
  g_test_add_func ("/csp-globals-g2/tables/hamming", test_tables_hamming);
  g_test_add_func ("/csp-globals-g2/tables/edges", test_tables_edges);
  g_test_add_func ("/csp-globals-g2/tables/spread", test_tables_spread);
  g_test_add_func ("/csp-globals-g2/tables/conflict-violations", test_tables_conflict_violations);
  g_test_add_func ("/csp-globals-g2/tables/conflicts-large", test_tables_conflicts_large);
  g2_add_language_tests ();
  g2_add_scheduling_tests ();
  g_test_add_func ("/csp-globals-g2/edges", test_edges);
  return g_test_run ();
}
