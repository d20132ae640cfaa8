/* test-csp.c — the CSP engine: model, search, inference, orders, events.
 *
 * Hand-checked answers: n-queens counts (1, 0, 0, 2, 10, 4, 40, 92); the
 * 4-queens backtracking tree without inference has 16 consistent partial
 * placements (4 + 6 + 4 + 2), 8 of them on the two solution paths, and the
 * first solution is reached after 8 of them; Australia has 6 colourings of
 * the mainland with 3 colours (SA takes one colour, the ring WA-NT-Q-NSW-V
 * around it alternates the other two: 3 * 2), times 3 for Tasmania.  The
 * property test compares every inference level and order with brute force
 * on seeded random CSPs.
 */
#include <stdlib.h>
#include <string.h>

#include "core/qd-csp.h"
#include "core/qd-local.h"

/* --- helpers ------------------------------------------------------------ */

typedef struct {
  QdCspStatus status;
  QdCspStats stats;
  GHashTable *solutions;   /* "v0,v1,..." */
  char *first;             /* the first solution found */
} Run;

/* A solution as a set key: one byte per variable, value + 1 (values < 255). */
static char *
values_key (const gint *values, guint n)
{
  char *key = g_new (char, n + 1);

  for (guint i = 0; i < n; i++)
    {
      g_assert (values[i] >= 0 && values[i] < 255);
      key[i] = (char) (values[i] + 1);
    }
  key[n] = '\0';
  return key;
}

/* The key of "1,2,0". */
static char *
key_of (const char *text)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);
  gint values[16] = { 0 };
  guint n = 0;

  for (; parts[n] != NULL; n++)
    values[n] = atoi (parts[n]);
  return values_key (values, n);
}

static gboolean
has_solution (GHashTable *set, const char *text)
{
  g_autofree char *key = key_of (text);

  return g_hash_table_contains (set, key);
}

static gboolean
collect_solution (gpointer user_data, QdCspSolver *solver, const gint *values)
{
  Run *run = user_data;
  guint n = qd_csp_n_variables (qd_csp_solver_get_csp (solver));
  char *key = values_key (values, n);

  g_assert_false (g_hash_table_contains (run->solutions, key));
  if (run->first == NULL)
    run->first = g_strdup (key);
  g_hash_table_add (run->solutions, key);
  return TRUE;
}

static const QdCspListener collect_listener = { .solution = collect_solution };

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->solutions, g_hash_table_unref);
  g_clear_pointer (&run->first, g_free);
}

/* Runs with the options given (their listener replaced by the collector). */
static void
run_csp (const QdCsp *csp, const QdCspOptions *options, Run *run)
{
  QdCspOptions o = *options;
  g_autoptr(QdCspSolver) solver = NULL;
  const gint *last;

  memset (run, 0, sizeof *run);
  run->solutions = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  o.listener = &collect_listener;
  o.listener_data = run;
  solver = qd_csp_solver_new (csp, &o);
  g_assert_nonnull (solver);
  run->status = qd_csp_solver_run (solver, &run->stats);
  g_assert_cmpuint (run->stats.solutions, ==, g_hash_table_size (run->solutions));
  g_assert_cmpuint (run->stats.nodes, ==, run->stats.assignments + 1);
  last = qd_csp_solver_last_solution (solver);
  g_assert_true ((last != NULL) == (run->stats.solutions > 0));
}

static gboolean
same_sets (GHashTable *a, GHashTable *b)
{
  GHashTableIter iter;
  gpointer key;

  if (g_hash_table_size (a) != g_hash_table_size (b))
    return FALSE;
  g_hash_table_iter_init (&iter, a);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (!g_hash_table_contains (b, key))
      return FALSE;
  return TRUE;
}

static const QdCspInference inferences[] = { QD_CSP_INFER_NONE, QD_CSP_INFER_FC, QD_CSP_INFER_MAC };
static const QdCspVarOrder var_orders[] = {
  QD_CSP_VAR_STATIC, QD_CSP_VAR_RANDOM, QD_CSP_VAR_MRV, QD_CSP_VAR_MRV_DEGREE,
};
static const QdCspValOrder val_orders[] = { QD_CSP_VAL_STATIC, QD_CSP_VAL_RANDOM, QD_CSP_VAL_LCV };

/* --- models --------------------------------------------------------------- */

static gboolean
queens_allowed (guint a, guint b, gpointer data)
{
  guint distance = GPOINTER_TO_UINT (data);

  return a != b && a + distance != b && b + distance != a;
}

static QdCsp *
queens (guint n)
{
  QdCsp *csp = qd_csp_new ();

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("Q%u", i + 1);

      qd_csp_add_variable (csp, name, n);
    }
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      qd_csp_add_binary (csp, i, j, queens_allowed, GUINT_TO_POINTER (j - i), NULL);
  return csp;
}

enum { WA, NT, SA, Q, NSW, V, T };

static QdCsp *
australia (guint colours)
{
  static const char *const names[] = { "WA", "NT", "SA", "Q", "NSW", "V", "T" };
  static const guint borders[][2] = {
    { WA, NT }, { WA, SA }, { NT, SA }, { NT, Q }, { SA, Q }, { SA, NSW }, { SA, V }, { Q, NSW }, { NSW, V },
  };
  QdCsp *csp = qd_csp_new ();

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    qd_csp_add_variable (csp, names[i], colours);
  for (guint i = 0; i < G_N_ELEMENTS (borders); i++)
    qd_csp_add_not_equal (csp, borders[i][0], borders[i][1]);
  return csp;
}

/* --- the model ------------------------------------------------------------ */

static char *
colour_name (gconstpointer data, guint var, guint value)
{
  const char *const *colours = data;

  return g_strdup (colours[value]);
}

static gboolean
less_than (guint a, guint b, gpointer data)
{
  return a < b;
}

static void
test_model (void)
{
  static const char *const colours[] = { "R", "G", "B" };
  g_autoptr(QdCsp) csp = australia (3);
  gint values[7];
  guint c;

  g_assert_cmpuint (qd_csp_n_variables (csp), ==, 7);
  g_assert_cmpuint (qd_csp_n_constraints (csp), ==, 9);
  g_assert_cmpstr (qd_csp_variable_name (csp, SA), ==, "SA");
  g_assert_cmpuint (qd_csp_domain_size (csp, SA), ==, 3);
  g_assert_cmpuint (qd_csp_degree (csp, SA), ==, 5);
  g_assert_cmpuint (qd_csp_degree (csp, T), ==, 0);
  g_assert_cmpstr (qd_csp_constraint_description (csp, 0), ==, "WA != NT");
  g_assert_cmpuint (qd_csp_constraint_arity (csp, 0), ==, 2);
  g_assert_cmpuint (qd_csp_constraint_scope (csp, 0)[1], ==, NT);

  {
    g_autofree char *plain = qd_csp_value_name (csp, WA, 2);
    g_assert_cmpstr (plain, ==, "2");
  }
  qd_csp_set_value_names (csp, colour_name, colours);
  {
    g_autofree char *named = qd_csp_value_name (csp, WA, 2);
    g_assert_cmpstr (named, ==, "B");
  }

  /* Checks on a values array, no solver. */
  for (guint i = 0; i < 7; i++)
    values[i] = QD_CSP_UNASSIGNED;
  g_assert_cmpuint (qd_csp_count_conflicts (csp, values, -1), ==, 0);
  values[WA] = 0;
  values[NT] = 0;
  g_assert_false (qd_csp_constraint_check (csp, 0, values));
  g_assert_true (qd_csp_constraint_check (csp, 1, values));   /* WA != SA, SA unassigned */
  g_assert_cmpuint (qd_csp_count_conflicts (csp, values, -1), ==, 1);
  values[SA] = 0;
  g_assert_cmpuint (qd_csp_count_conflicts (csp, values, -1), ==, 3);
  g_assert_cmpuint (qd_csp_count_conflicts (csp, values, SA), ==, 2);
  g_assert_cmpuint (qd_csp_count_conflicts (csp, values, T), ==, 0);
  values[NT] = 7;   /* out of range: inconsistent */
  g_assert_false (qd_csp_constraint_check (csp, 0, values));

  /* A predicate, a table, descriptions. */
  c = qd_csp_add_binary (csp, WA, T, less_than, NULL, NULL);
  g_assert_cmpstr (qd_csp_constraint_description (csp, c), ==, "binary(WA, T)");
  values[WA] = 1;
  values[T] = 1;
  g_assert_false (qd_csp_constraint_check (csp, c, values));
  values[T] = 2;
  g_assert_true (qd_csp_constraint_check (csp, c, values));
  {
    guint scope[2] = { Q, V };
    guint tuples[] = { 0, 1, 1, 2, 5, 0 };   /* the last one is out of range: dropped */

    c = qd_csp_add_table (csp, scope, 2, tuples, 3, "QV");
    g_assert_cmpstr (qd_csp_constraint_description (csp, c), ==, "table(QV) 2 tuples");
    values[Q] = 1;
    values[V] = QD_CSP_UNASSIGNED;
    g_assert_true (qd_csp_constraint_check (csp, c, values));
    values[V] = 1;
    g_assert_false (qd_csp_constraint_check (csp, c, values));
    values[Q] = QD_CSP_UNASSIGNED;
    g_assert_true (qd_csp_constraint_check (csp, c, values));
  }
  g_assert_cmpuint (qd_csp_degree (csp, WA), ==, 3);

  /* A variable twice in a scope. */
  c = qd_csp_add_not_equal (csp, T, T);
  values[T] = 0;
  g_assert_false (qd_csp_constraint_check (csp, c, values));
  g_assert_cmpuint (qd_csp_degree (csp, T), ==, 2);
}

static void
test_strings (void)
{
  QdCspVarOrder var;
  QdCspValOrder val;
  QdCspInference inf;

  for (guint i = 0; i < G_N_ELEMENTS (var_orders); i++)
    {
      g_assert_true (qd_csp_var_order_from_string (qd_csp_var_order_to_string (var_orders[i]), &var));
      g_assert_cmpint (var, ==, var_orders[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (val_orders); i++)
    {
      g_assert_true (qd_csp_val_order_from_string (qd_csp_val_order_to_string (val_orders[i]), &val));
      g_assert_cmpint (val, ==, val_orders[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (inferences); i++)
    {
      g_assert_true (qd_csp_inference_from_string (qd_csp_inference_to_string (inferences[i]), &inf));
      g_assert_cmpint (inf, ==, inferences[i]);
    }
  g_assert_cmpstr (qd_csp_var_order_to_string (QD_CSP_VAR_MRV_DEGREE), ==, "mrv-degree");
  g_assert_cmpstr (qd_csp_val_order_to_string (QD_CSP_VAL_LCV), ==, "lcv");
  g_assert_cmpstr (qd_csp_inference_to_string (QD_CSP_INFER_FC), ==, "fc");
  g_assert_cmpstr (qd_csp_inference_to_string (QD_CSP_INFER_MAC), ==, "mac");
  g_assert_false (qd_csp_var_order_from_string ("degree", &var));
  g_assert_false (qd_csp_val_order_from_string (NULL, &val));
  g_assert_false (qd_csp_inference_from_string ("AC3", &inf));
}

/* --- classic answers ------------------------------------------------------ */

static void
test_queens (void)
{
  static const guint counts[] = { 0, 1, 0, 0, 2, 10, 4, 40, 92 };

  for (guint n = 1; n <= 8; n++)
    {
      g_autoptr(QdCsp) csp = queens (n);
      GHashTable *reference = NULL;

      for (guint i = 0; i < G_N_ELEMENTS (inferences); i++)
        for (guint j = 0; j < G_N_ELEMENTS (var_orders); j++)
          for (guint k = 0; k < G_N_ELEMENTS (val_orders); k++)
            {
              QdCspOptions o;
              Run run;

              qd_csp_options_init (&o);
              o.inference = inferences[i];
              o.var_order = var_orders[j];
              o.val_order = val_orders[k];
              o.all_solutions = TRUE;
              o.seed = n * 100 + j * 10 + k;
              run_csp (csp, &o, &run);
              g_assert_cmpuint (run.stats.solutions, ==, counts[n]);
              g_assert_cmpint (run.status, ==, counts[n] > 0 ? QD_CSP_SOLVED : QD_CSP_NO_SOLUTION);
              if (reference == NULL)
                reference = g_hash_table_ref (run.solutions);
              else
                g_assert_true (same_sets (reference, run.solutions));
              run_clear (&run);

              /* First solution only. */
              o.all_solutions = FALSE;
              run_csp (csp, &o, &run);
              g_assert_cmpuint (run.stats.solutions, ==, counts[n] > 0 ? 1 : 0);
              if (run.first != NULL)
                g_assert_true (g_hash_table_contains (reference, run.first));
              run_clear (&run);
            }
      g_hash_table_unref (reference);
    }
}

static void
test_australia (void)
{
  for (guint colours = 2; colours <= 3; colours++)
    {
      g_autoptr(QdCsp) csp = australia (colours);

      for (guint i = 0; i < G_N_ELEMENTS (inferences); i++)
        for (guint j = 0; j < G_N_ELEMENTS (var_orders); j++)
          {
            QdCspOptions o;
            Run run;

            qd_csp_options_init (&o);
            o.inference = inferences[i];
            o.var_order = var_orders[j];
            o.val_order = QD_CSP_VAL_LCV;
            o.all_solutions = TRUE;
            run_csp (csp, &o, &run);
            if (colours == 3)
              {
                g_assert_cmpint (run.status, ==, QD_CSP_SOLVED);
                g_assert_cmpuint (run.stats.solutions, ==, 18);
                /* SA = red, WA = green: the rest follows, T free. */
                g_assert_true (has_solution (run.solutions, "1,2,0,1,2,1,2"));
              }
            else
              {
                g_assert_cmpint (run.status, ==, QD_CSP_NO_SOLUTION);
                g_assert_cmpuint (run.stats.solutions, ==, 0);
              }
            run_clear (&run);
          }
    }
}

/* A tiny crossword.  Cells 0 1 2 3 4; slot A = cells 0-2, slot B = cells 2-4
 * (they share cell 2).  Words: cat car arc tar rat art.  A's last letter must
 * start B: A in {cat, rat, art} with B = tar; A in {car, tar} with B = rat;
 * A = arc with B in {cat, car}: 7 solutions. */
static const char *const words[] = { "cat", "car", "arc", "tar", "rat", "art" };

static void
word_tuples (guint *tuples)
{
  for (guint w = 0; w < G_N_ELEMENTS (words); w++)
    for (guint p = 0; p < 3; p++)
      tuples[w * 3 + p] = words[w][p] - 'a';
}

static GHashTable *
letter_strings (GHashTable *solutions)
{
  GHashTable *set = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, solutions);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      char *text = g_strdup (key);

      for (char *c = text; *c != '\0'; c++)
        *c = 'a' + *c - 1;
      g_hash_table_add (set, text);
    }
  return set;
}

static gboolean
word_join (guint a, guint b, gpointer data)
{
  return words[a][2] == words[b][0];
}

static void
test_table (void)
{
  static const char *const expected[] = { "catar", "ratar", "artar", "carat", "tarat", "arcat", "arcar" };
  g_autoptr(QdCsp) letters = qd_csp_new ();
  g_autoptr(QdCsp) slots = qd_csp_new ();
  guint tuples[G_N_ELEMENTS (words) * 3];
  guint scope_a[3] = { 0, 1, 2 }, scope_b[3] = { 2, 3, 4 };

  for (guint i = 0; i < 5; i++)
    qd_csp_add_variable (letters, NULL, 26);
  word_tuples (tuples);
  qd_csp_add_table (letters, scope_a, 3, tuples, G_N_ELEMENTS (words), "A");
  qd_csp_add_table (letters, scope_b, 3, tuples, G_N_ELEMENTS (words), "B");
  g_assert_cmpstr (qd_csp_constraint_description (letters, 0), ==, "table(A) 6 tuples");
  g_assert_cmpstr (qd_csp_variable_name (letters, 4), ==, "X4");

  qd_csp_add_variable (slots, "A", G_N_ELEMENTS (words));
  qd_csp_add_variable (slots, "B", G_N_ELEMENTS (words));
  qd_csp_add_binary (slots, 0, 1, word_join, NULL, "A[3] = B[1]");

  for (guint i = 0; i < G_N_ELEMENTS (inferences); i++)
    for (guint j = 0; j < G_N_ELEMENTS (var_orders); j++)
      for (guint k = 0; k < G_N_ELEMENTS (val_orders); k++)
        {
          g_autoptr(GHashTable) strings = NULL;
          QdCspOptions o;
          Run run;

          qd_csp_options_init (&o);
          o.inference = inferences[i];
          o.var_order = var_orders[j];
          o.val_order = val_orders[k];
          o.all_solutions = TRUE;
          o.seed = 7 + j + k;
          run_csp (letters, &o, &run);
          g_assert_cmpint (run.status, ==, QD_CSP_SOLVED);
          strings = letter_strings (run.solutions);
          g_assert_cmpuint (g_hash_table_size (strings), ==, G_N_ELEMENTS (expected));
          for (guint e = 0; e < G_N_ELEMENTS (expected); e++)
            g_assert_true (g_hash_table_contains (strings, expected[e]));
          if (inferences[i] == QD_CSP_INFER_MAC)
            g_assert_cmpuint (run.stats.prunings, >, 0);
          run_clear (&run);

          run_csp (slots, &o, &run);
          g_assert_cmpuint (run.stats.solutions, ==, G_N_ELEMENTS (expected));
          g_assert_true (has_solution (run.solutions, "2,0"));   /* arc, cat */
          run_clear (&run);
        }
}

/* --- custom propagators --------------------------------------------------- */

typedef struct {
  guint *scope;
  guint arity;
  gint total;   /* sum only */
} Scope;

static Scope *
scope_new (const guint *scope, guint arity, gint total)
{
  Scope *s = g_new0 (Scope, 1);

  s->scope = g_memdup2 (scope, sizeof (guint) * arity);
  s->arity = arity;
  s->total = total;
  return s;
}

static void
scope_free (gpointer data)
{
  Scope *s = data;

  g_free (s->scope);
  g_free (s);
}

/* All different: an assigned (single-valued) variable's value leaves the others. */
static gboolean
alldiff_propagate (QdCspSolver *solver, gpointer data)
{
  Scope *s = data;

  for (guint i = 0; i < s->arity; i++)
    {
      guint value;

      if (qd_csp_solver_domain_count (solver, s->scope[i]) != 1)
        continue;
      qd_csp_solver_domain_values (solver, s->scope[i], &value);
      for (guint j = 0; j < s->arity; j++)
        {
          if (j == i || s->scope[j] == s->scope[i])
            continue;
          qd_csp_solver_count_check (solver, 1);
          if (!qd_csp_solver_remove_value (solver, s->scope[j], value))
            return FALSE;
        }
    }
  return TRUE;
}

static gboolean
alldiff_check (gconstpointer data, const gint *values)
{
  const Scope *s = data;

  for (guint i = 0; i < s->arity; i++)
    for (guint j = i + 1; j < s->arity; j++)
      if (values[s->scope[i]] != QD_CSP_UNASSIGNED && values[s->scope[i]] == values[s->scope[j]] &&
          s->scope[i] != s->scope[j])
        return FALSE;
  return TRUE;
}

static const QdCspPropagatorClass alldiff_class = {
  .name = "alldiff",
  .propagate = alldiff_propagate,
  .check = alldiff_check,
  .free = scope_free,
};

/* Sum of the scope == total, by bounds: a value stays if the others' smallest
 * and largest values can still make the total.  Domains are 0..size-1. */
static gboolean
sum_propagate (QdCspSolver *solver, gpointer data)
{
  Scope *s = data;
  guint values[64];
  gint lo = 0, hi = 0;

  for (guint i = 0; i < s->arity; i++)
    {
      guint n = qd_csp_solver_domain_values (solver, s->scope[i], values);

      lo += values[0];
      hi += values[n - 1];
    }
  for (guint i = 0; i < s->arity; i++)
    {
      guint var = s->scope[i];
      guint n = qd_csp_solver_domain_values (solver, var, values);
      gint others_lo = lo - (gint) values[0], others_hi = hi - (gint) values[n - 1];

      for (guint k = 0; k < n; k++)
        {
          qd_csp_solver_count_check (solver, 1);
          if ((gint) values[k] + others_lo > s->total || (gint) values[k] + others_hi < s->total)
            if (!qd_csp_solver_remove_value (solver, var, values[k]))
              return FALSE;
        }
    }
  return TRUE;
}

static gboolean
sum_check (gconstpointer data, const gint *values)
{
  const Scope *s = data;
  gint sum = 0, free_max = 0;

  for (guint i = 0; i < s->arity; i++)
    if (values[s->scope[i]] == QD_CSP_UNASSIGNED)
      free_max += 3;   /* the test's domains are 0..3 */
    else
      sum += values[s->scope[i]];
  return sum <= s->total && sum + free_max >= s->total;
}

static const QdCspPropagatorClass sum_class = {
  .name = "sum",
  .propagate = sum_propagate,
  .check = sum_check,
  .free = scope_free,
};

/* Five variables 0..3: all different on 0-3, 0 < 4, and 1 + 2 + 4 == 5 —
 * once with propagators, once with not-equal constraints and a table. */
static QdCsp *
custom_model (gboolean propagators)
{
  QdCsp *csp = qd_csp_new ();
  guint all[4] = { 0, 1, 2, 3 };
  guint sum[3] = { 1, 2, 4 };

  for (guint i = 0; i < 5; i++)
    qd_csp_add_variable (csp, NULL, 4);
  qd_csp_add_binary (csp, 0, 4, less_than, NULL, "X0 < X4");
  if (propagators)
    {
      qd_csp_add_propagator (csp, &alldiff_class, scope_new (all, 4, 0), all, 4, "row");
      qd_csp_add_propagator (csp, &sum_class, scope_new (sum, 3, 5), sum, 3, NULL);
      g_assert_cmpstr (qd_csp_constraint_description (csp, 1), ==, "alldiff(row)");
      g_assert_cmpstr (qd_csp_constraint_description (csp, 2), ==, "sum(X1, X2, X4)");
    }
  else
    {
      GArray *tuples = g_array_new (FALSE, FALSE, sizeof (guint));

      for (guint i = 0; i < 4; i++)
        for (guint j = i + 1; j < 4; j++)
          qd_csp_add_not_equal (csp, i, j);
      for (guint a = 0; a < 4; a++)
        for (guint b = 0; b < 4; b++)
          for (guint c = 0; c < 4; c++)
            if (a + b + c == 5)
              {
                g_array_append_val (tuples, a);
                g_array_append_val (tuples, b);
                g_array_append_val (tuples, c);
              }
      qd_csp_add_table (csp, sum, 3, (guint *) tuples->data, tuples->len / 3, "sum");
      g_array_unref (tuples);
    }
  return csp;
}

static void
test_propagator (void)
{
  g_autoptr(QdCsp) custom = custom_model (TRUE);
  g_autoptr(QdCsp) plain = custom_model (FALSE);
  g_autoptr(GHashTable) brute = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gint values[5];

  /* Brute force through count_conflicts: both models agree on every assignment. */
  for (guint code = 0; code < 4 * 4 * 4 * 4 * 4; code++)
    {
      guint rest = code;

      for (guint i = 0; i < 5; i++, rest /= 4)
        values[i] = rest % 4;
      g_assert_cmpuint (qd_csp_count_conflicts (custom, values, -1) == 0, ==,
                        qd_csp_count_conflicts (plain, values, -1) == 0);
      if (qd_csp_count_conflicts (plain, values, -1) == 0)
        g_hash_table_add (brute, values_key (values, 5));
    }
  g_assert_cmpuint (g_hash_table_size (brute), >, 0);

  for (guint i = 0; i < G_N_ELEMENTS (inferences); i++)
    for (guint j = 0; j < G_N_ELEMENTS (var_orders); j++)
      for (guint k = 0; k < G_N_ELEMENTS (val_orders); k++)
        for (guint init = 0; init < 2; init++)
          {
            QdCspOptions o;
            Run a, b;

            qd_csp_options_init (&o);
            o.inference = inferences[i];
            o.var_order = var_orders[j];
            o.val_order = val_orders[k];
            o.initial_propagation = init;
            o.all_solutions = TRUE;
            o.seed = 3;
            run_csp (custom, &o, &a);
            run_csp (plain, &o, &b);
            g_assert_true (same_sets (a.solutions, brute));
            g_assert_true (same_sets (b.solutions, brute));
            run_clear (&a);
            run_clear (&b);
          }
}

/* --- events --------------------------------------------------------------- */

typedef struct {
  guint n;
  guint path_len;
  guint path_var[16];
  guint path_value[16];
  guint64 path_id[16];
  guint64 next_id;
  GHashTable *on_solution_path;   /* ids of assignments on a path to a solution */
  guint assigns, propagateds, prunes, wipeouts, backtracks, solutions, rejects;
  gboolean wiped_since_assign;
  gboolean awaiting_propagated;
  guint initial_counts[16];
  guint order_log[64];
  guint n_order_log;
  QdCspInference verify;          /* what consistency to check after inference */
  guint verified;
  QdCspVarOrder var_order;
  gint expected_next;             /* MRV's choice for the next depth, or -1 */
  guint expected_depth;
} Story;

/* MRV recomputed from the outside: remaining values are the domain, or
 * without inference the values consistent with the assignment; ties by the
 * number of constraints with another unassigned variable, then by index. */
static gint
expected_mrv (Story *s, QdCspSolver *solver)
{
  const QdCsp *csp = qd_csp_solver_get_csp (solver);
  gint values[16];
  gint best = -1;
  guint best_count = 0, best_degree = 0;

  for (guint v = 0; v < s->n; v++)
    values[v] = qd_csp_solver_value (solver, v);
  for (guint v = 0; v < s->n; v++)
    {
      guint domain[64], n, count = 0, degree = 0;

      if (values[v] != QD_CSP_UNASSIGNED)
        continue;
      n = qd_csp_solver_domain_values (solver, v, domain);
      for (guint i = 0; i < n; i++)
        {
          values[v] = domain[i];
          count += s->verify != QD_CSP_INFER_NONE || qd_csp_count_conflicts (csp, values, v) == 0;
          values[v] = QD_CSP_UNASSIGNED;
        }
      for (guint c = 0; c < qd_csp_n_constraints (csp); c++)
        {
          const guint *scope = qd_csp_constraint_scope (csp, c);
          gboolean mine = FALSE, other = FALSE;

          for (guint p = 0; p < qd_csp_constraint_arity (csp, c); p++)
            {
              mine |= scope[p] == v;
              other |= scope[p] != v && values[scope[p]] == QD_CSP_UNASSIGNED;
            }
          degree += mine && other;
        }
      if (s->var_order == QD_CSP_VAR_MRV)
        degree = 0;
      if (best < 0 || count < best_count || (count == best_count && degree > best_degree))
        {
          best = v;
          best_count = count;
          best_degree = degree;
        }
    }
  return best;
}

/* Does some combination of the current domains of the scope, with position
 * `pos` fixed to `value`, satisfy the constraint?  (Small domains only.) */
static gboolean
supported_from (QdCspSolver *solver, const guint *scope, guint arity, guint constraint,
                gint *values, guint p)
{
  const QdCsp *csp = qd_csp_solver_get_csp (solver);
  guint domain[64];
  guint n;

  if (p == arity)
    return qd_csp_constraint_check (csp, constraint, values);
  if (values[scope[p]] != QD_CSP_UNASSIGNED)
    return supported_from (solver, scope, arity, constraint, values, p + 1);
  n = qd_csp_solver_domain_values (solver, scope[p], domain);
  for (guint i = 0; i < n; i++)
    {
      gboolean ok;

      values[scope[p]] = domain[i];
      ok = supported_from (solver, scope, arity, constraint, values, p + 1);
      values[scope[p]] = QD_CSP_UNASSIGNED;
      if (ok)
        return TRUE;
    }
  return FALSE;
}

/* After inference: FC leaves no value inconsistent with the assigned
 * variables of a constraint; MAC leaves every value supported in every
 * binary and table constraint (arc consistency, GAC).  Propagators are
 * skipped (the test's all-different is not GAC). */
static void
verify_consistency (Story *s, QdCspSolver *solver)
{
  const QdCsp *csp = qd_csp_solver_get_csp (solver);
  gint values[16];

  for (guint c = 0; c < qd_csp_n_constraints (csp); c++)
    {
      const guint *scope = qd_csp_constraint_scope (csp, c);
      guint arity = qd_csp_constraint_arity (csp, c);
      const char *description = qd_csp_constraint_description (csp, c);

      if (g_str_has_prefix (description, "alldiff") || g_str_has_prefix (description, "sum("))
        continue;
      for (guint p = 0; p < arity; p++)
        {
          guint var = scope[p];
          guint domain[64], n;

          if (qd_csp_solver_value (solver, var) != QD_CSP_UNASSIGNED)
            continue;
          n = qd_csp_solver_domain_values (solver, var, domain);
          for (guint i = 0; i < n; i++)
            {
              for (guint v = 0; v < s->n; v++)
                values[v] = s->verify == QD_CSP_INFER_MAC ? QD_CSP_UNASSIGNED
                                                          : qd_csp_solver_value (solver, v);
              if (s->verify == QD_CSP_INFER_MAC)
                for (guint v = 0; v < s->n; v++)
                  if (qd_csp_solver_value (solver, v) != QD_CSP_UNASSIGNED)
                    values[v] = qd_csp_solver_value (solver, v);
              values[var] = domain[i];
              if (s->verify == QD_CSP_INFER_FC)
                g_assert_true (qd_csp_constraint_check (csp, c, values));
              else
                g_assert_true (supported_from (solver, scope, arity, c, values, 0));
              s->verified++;
            }
        }
    }
}

static void
story_assign (gpointer user_data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  Story *s = user_data;

  g_assert_false (s->awaiting_propagated);
  g_assert_cmpuint (depth, >=, 1);
  g_assert_cmpuint (depth, <=, s->path_len + 1);
  g_assert_cmpuint (depth, ==, qd_csp_solver_depth (solver));
  g_assert_cmpint (qd_csp_solver_value (solver, var), ==, (gint) value);
  g_assert_cmpuint (qd_csp_solver_domain_count (solver, var), ==, 1);
  if (s->expected_next >= 0 && depth == s->expected_depth)
    g_assert_cmpuint (var, ==, (guint) s->expected_next);
  s->expected_next = -1;
  /* A path resumes below the last depth still in place. */
  s->path_len = depth;
  s->path_var[depth - 1] = var;
  s->path_value[depth - 1] = value;
  s->path_id[depth - 1] = s->next_id++;
  s->assigns++;
  s->wiped_since_assign = FALSE;
  s->awaiting_propagated = TRUE;
  if (s->n_order_log < G_N_ELEMENTS (s->order_log))
    s->order_log[s->n_order_log++] = var * 100 + value;
}

static void
story_prune (gpointer user_data, QdCspSolver *solver, guint var, guint value)
{
  Story *s = user_data;

  g_assert_false (qd_csp_solver_domain_has (solver, var, value));
  s->prunes++;
}

static void
story_wipeout (gpointer user_data, QdCspSolver *solver, guint var)
{
  Story *s = user_data;

  g_assert_cmpuint (qd_csp_solver_domain_count (solver, var), ==, 0);
  s->wiped_since_assign = TRUE;
  s->wipeouts++;
}

static void
story_propagated (gpointer user_data, QdCspSolver *solver, guint var, guint value, gboolean consistent)
{
  Story *s = user_data;

  g_assert_true (s->awaiting_propagated);
  g_assert_cmpuint (var, ==, s->path_var[s->path_len - 1]);
  g_assert_cmpuint (value, ==, s->path_value[s->path_len - 1]);
  g_assert_true (consistent == !s->wiped_since_assign);
  s->awaiting_propagated = FALSE;
  if (consistent && s->verify != QD_CSP_INFER_NONE)
    verify_consistency (s, solver);
  if (consistent && s->path_len < s->n &&
      (s->var_order == QD_CSP_VAR_MRV || s->var_order == QD_CSP_VAR_MRV_DEGREE))
    {
      s->expected_next = expected_mrv (s, solver);
      s->expected_depth = s->path_len + 1;
    }
  s->propagateds++;
}

static void
story_backtrack (gpointer user_data, QdCspSolver *solver, guint var, guint depth)
{
  Story *s = user_data;

  g_assert_false (s->awaiting_propagated);
  g_assert_cmpuint (depth, ==, s->path_len);
  g_assert_cmpuint (var, ==, s->path_var[depth - 1]);
  g_assert_false (g_hash_table_contains (s->on_solution_path, &s->path_id[depth - 1]));
  g_assert_cmpint (qd_csp_solver_value (solver, var), ==, QD_CSP_UNASSIGNED);
  g_assert_cmpuint (qd_csp_solver_depth (solver), ==, depth - 1);
  s->path_len = depth - 1;
  s->backtracks++;
}

static gboolean
story_solution (gpointer user_data, QdCspSolver *solver, const gint *values)
{
  Story *s = user_data;

  g_assert_false (s->awaiting_propagated);
  g_assert_cmpuint (s->path_len, ==, s->n);
  for (guint d = 0; d < s->n; d++)
    {
      g_assert_cmpint (values[s->path_var[d]], ==, (gint) s->path_value[d]);
      g_hash_table_add (s->on_solution_path, g_memdup2 (&s->path_id[d], sizeof (guint64)));
    }
  s->solutions++;
  return TRUE;
}

static void
story_reject (gpointer user_data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  Story *s = user_data;

  g_assert_cmpuint (s->verify, ==, QD_CSP_INFER_NONE);
  g_assert_false (s->awaiting_propagated);
  g_assert_cmpuint (depth, ==, qd_csp_solver_depth (solver) + 1);
  g_assert_cmpint (qd_csp_solver_value (solver, var), ==, QD_CSP_UNASSIGNED);
  g_assert_true (qd_csp_solver_domain_has (solver, var, value));
  s->rejects++;
}

static const QdCspListener story_listener = {
  .reject = story_reject,
  .assign = story_assign,
  .propagated = story_propagated,
  .prune = story_prune,
  .wipeout = story_wipeout,
  .backtrack = story_backtrack,
  .solution = story_solution,
};

static void
run_story (const QdCsp *csp, QdCspOptions *o, Story *story, QdCspStats *stats, QdCspStatus *status)
{
  g_autoptr(QdCspSolver) solver = NULL;

  memset (story, 0, sizeof *story);
  story->n = qd_csp_n_variables (csp);
  story->verify = o->inference;
  story->var_order = o->var_order;
  story->expected_next = -1;
  story->on_solution_path = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  o->listener = &story_listener;
  o->listener_data = story;
  solver = qd_csp_solver_new (csp, o);
  for (guint v = 0; v < story->n; v++)
    story->initial_counts[v] = qd_csp_solver_domain_count (solver, v);
  *status = qd_csp_solver_run (solver, stats);
  /* The trail gave every domain back. */
  for (guint v = 0; v < story->n; v++)
    g_assert_cmpuint (qd_csp_solver_domain_count (solver, v), ==, story->initial_counts[v]);
  g_assert_cmpuint (qd_csp_solver_depth (solver), ==, 0);
}

/* --- property test: random CSPs against brute force ----------------------- */

typedef struct {
  guint x, y;
  guint8 *allowed;   /* size_x * size_y */
  guint size_y;
} RandomBinary;

typedef struct {
  guint scope[3];
  guint arity;
  GArray *tuples;
} RandomTable;

typedef struct {
  guint n;
  guint sizes[8];
  guint8 removed[8][8];
  GArray *binaries;   /* RandomBinary */
  GArray *tables;     /* RandomTable */
  gboolean alldiff;
  guint alldiff_scope[3];
} RandomCsp;

static gboolean
random_allowed (guint a, guint b, gpointer data)
{
  RandomBinary *r = data;

  return r->allowed[a * r->size_y + b];
}

static void
random_csp_clear (RandomCsp *r)
{
  for (guint i = 0; i < r->binaries->len; i++)
    g_free (g_array_index (r->binaries, RandomBinary, i).allowed);
  for (guint i = 0; i < r->tables->len; i++)
    g_array_unref (g_array_index (r->tables, RandomTable, i).tuples);
  g_array_unref (r->binaries);
  g_array_unref (r->tables);
}

static QdCsp *
random_csp (GRand *rand, RandomCsp *r)
{
  QdCsp *csp = qd_csp_new ();
  guint n_binary, n_tables;

  memset (r, 0, sizeof *r);
  r->binaries = g_array_new (FALSE, FALSE, sizeof (RandomBinary));
  r->tables = g_array_new (FALSE, FALSE, sizeof (RandomTable));
  r->n = g_rand_int_range (rand, 4, 8);
  for (guint v = 0; v < r->n; v++)
    {
      r->sizes[v] = g_rand_int_range (rand, 2, 6);
      qd_csp_add_variable (csp, NULL, r->sizes[v]);
      if (g_rand_int_range (rand, 0, 6) == 0)
        {
          guint value = g_rand_int_range (rand, 0, r->sizes[v]);

          r->removed[v][value] = 1;
          qd_csp_remove_initial (csp, v, value);
        }
    }

  n_binary = g_rand_int_range (rand, 2, 2 * r->n);
  for (guint i = 0; i < n_binary; i++)
    {
      RandomBinary b;
      gint density = g_rand_int_range (rand, 45, 90);

      b.x = g_rand_int_range (rand, 0, r->n);
      do
        b.y = g_rand_int_range (rand, 0, r->n);
      while (b.y == b.x);
      b.size_y = r->sizes[b.y];
      b.allowed = g_new (guint8, r->sizes[b.x] * b.size_y);
      for (guint k = 0; k < r->sizes[b.x] * b.size_y; k++)
        b.allowed[k] = g_rand_int_range (rand, 0, 100) < density;
      g_array_append_val (r->binaries, b);
      if (g_rand_int_range (rand, 0, 4) == 0)
        {
          /* Not-equal, the shared-support path. */
          for (guint a = 0; a < r->sizes[b.x]; a++)
            for (guint c = 0; c < b.size_y; c++)
              b.allowed[a * b.size_y + c] = a != c;
          qd_csp_add_not_equal (csp, b.x, b.y);
        }
      else
        qd_csp_add_binary (csp, b.x, b.y, random_allowed, &g_array_index (r->binaries, RandomBinary, i), NULL);
    }

  n_tables = g_rand_int_range (rand, 0, 3);
  for (guint i = 0; i < n_tables; i++)
    {
      RandomTable t;
      guint combos = 1;
      gint density = g_rand_int_range (rand, 20, 70);

      t.arity = g_rand_int_range (rand, 2, 4);
      for (guint p = 0; p < t.arity; p++)
        {
          t.scope[p] = g_rand_int_range (rand, 0, r->n);
          combos *= r->sizes[t.scope[p]];
        }
      t.tuples = g_array_new (FALSE, FALSE, sizeof (guint));
      for (guint code = 0; code < combos; code++)
        {
          guint rest = code, row[3];

          for (guint p = 0; p < t.arity; p++)
            {
              row[p] = rest % r->sizes[t.scope[p]];
              rest /= r->sizes[t.scope[p]];
            }
          if (g_rand_int_range (rand, 0, 100) < density)
            g_array_append_vals (t.tuples, row, t.arity);
        }
      qd_csp_add_table (csp, t.scope, t.arity, (guint *) t.tuples->data, t.tuples->len / t.arity, NULL);
      g_array_append_val (r->tables, t);
    }

  r->alldiff = g_rand_int_range (rand, 0, 3) == 0;
  if (r->alldiff)
    {
      for (guint p = 0; p < 3; p++)
        r->alldiff_scope[p] = (p + g_rand_int_range (rand, 0, r->n)) % r->n;
      qd_csp_add_propagator (csp, &alldiff_class, scope_new (r->alldiff_scope, 3, 0),
                             r->alldiff_scope, 3, NULL);
    }
  return csp;
}

/* The test's own evaluation, independent of the engine. */
static gboolean
random_satisfied (const RandomCsp *r, const gint *values)
{
  for (guint v = 0; v < r->n; v++)
    if (r->removed[v][values[v]])
      return FALSE;
  for (guint i = 0; i < r->binaries->len; i++)
    {
      const RandomBinary *b = &g_array_index (r->binaries, RandomBinary, i);

      if (!b->allowed[values[b->x] * b->size_y + values[b->y]])
        return FALSE;
    }
  for (guint i = 0; i < r->tables->len; i++)
    {
      const RandomTable *t = &g_array_index (r->tables, RandomTable, i);
      const guint *rows = (const guint *) t->tuples->data;
      gboolean found = FALSE;

      for (guint k = 0; k + t->arity <= t->tuples->len && !found; k += t->arity)
        {
          found = TRUE;
          for (guint p = 0; p < t->arity; p++)
            found &= rows[k + p] == (guint) values[t->scope[p]];
        }
      if (!found)
        return FALSE;
    }
  if (r->alldiff)
    for (guint p = 0; p < 3; p++)
      for (guint q = p + 1; q < 3; q++)
        if (r->alldiff_scope[p] != r->alldiff_scope[q] &&
            values[r->alldiff_scope[p]] == values[r->alldiff_scope[q]])
          return FALSE;
  return TRUE;
}

static void
test_random_property (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20240601);
  guint instances = g_test_slow () ? 1000 : 300;
  guint with_solutions = 0;

  for (guint instance = 0; instance < instances; instance++)
    {
      RandomCsp r;
      g_autoptr(QdCsp) csp = random_csp (rand, &r);
      g_autoptr(GHashTable) brute = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_autofree char *lex_first = NULL;
      guint combos = 1;
      guint64 assignments[3] = { 0 }, first_assignments[3] = { 0 };
      gint values[8];

      for (guint v = 0; v < r.n; v++)
        combos *= r.sizes[v];
      for (guint code = 0; code < combos; code++)
        {
          /* Variable 0 is the most significant digit: codes run in lexicographic order. */
          guint rest = code;

          for (guint v = r.n; v-- > 0;)
            {
              values[v] = rest % r.sizes[v];
              rest /= r.sizes[v];
            }
          if (random_satisfied (&r, values))
            {
              g_assert_cmpuint (qd_csp_count_conflicts (csp, values, -1), ==, 0);
              g_hash_table_add (brute, values_key (values, r.n));
              if (lex_first == NULL)
                lex_first = values_key (values, r.n);
            }
          else
            {
              gboolean removed = FALSE;

              for (guint v = 0; v < r.n; v++)
                removed |= r.removed[v][values[v]];
              if (!removed)
                g_assert_cmpuint (qd_csp_count_conflicts (csp, values, -1), >, 0);
            }
        }
      with_solutions += g_hash_table_size (brute) > 0;

      for (guint i = 0; i < G_N_ELEMENTS (inferences); i++)
        for (guint j = 0; j < G_N_ELEMENTS (var_orders); j++)
          for (guint k = 0; k < G_N_ELEMENTS (val_orders); k++)
            for (guint init = 0; init < 2; init++)
              {
                QdCspOptions o;
                Run run;

                qd_csp_options_init (&o);
                o.inference = inferences[i];
                o.var_order = var_orders[j];
                o.val_order = val_orders[k];
                o.initial_propagation = init;
                o.all_solutions = TRUE;
                o.seed = instance * 31 + j * 7 + k;
                run_csp (csp, &o, &run);
                if (!same_sets (run.solutions, brute))
                  g_error ("instance %u: %s/%s/%s%s: %u solutions, brute force %u", instance,
                           qd_csp_inference_to_string (o.inference),
                           qd_csp_var_order_to_string (o.var_order),
                           qd_csp_val_order_to_string (o.val_order), init ? "/init" : "",
                           g_hash_table_size (run.solutions), g_hash_table_size (brute));
                g_assert_cmpint (run.status, ==, g_hash_table_size (brute) > 0 ? QD_CSP_SOLVED
                                                                                : QD_CSP_NO_SOLUTION);
                if (var_orders[j] == QD_CSP_VAR_STATIC && val_orders[k] == QD_CSP_VAL_STATIC && !init)
                  assignments[i] = run.stats.assignments;
                run_clear (&run);

                o.all_solutions = FALSE;
                run_csp (csp, &o, &run);
                g_assert_cmpuint (run.stats.solutions, ==, g_hash_table_size (brute) > 0);
                if (run.first != NULL)
                  g_assert_true (g_hash_table_contains (brute, run.first));
                if (var_orders[j] == QD_CSP_VAR_STATIC && val_orders[k] == QD_CSP_VAL_STATIC && !init)
                  {
                    /* Static orders find the lexicographically first solution. */
                    g_assert_cmpstr (run.first, ==, lex_first);
                    first_assignments[i] = run.stats.assignments;
                  }
                run_clear (&run);
              }

      /* The events tell a consistent story, and inference leaves the
       * consistency it promises after every assignment. */
      for (guint i = 0; i < G_N_ELEMENTS (inferences); i++)
        {
          QdCspOptions o;
          QdCspStats stats;
          QdCspStatus status;
          Story story;

          qd_csp_options_init (&o);
          o.inference = inferences[i];
          o.var_order = instance % 2 ? QD_CSP_VAR_MRV_DEGREE : QD_CSP_VAR_MRV;
          o.all_solutions = TRUE;
          run_story (csp, &o, &story, &stats, &status);
          g_assert_cmpuint (story.solutions, ==, g_hash_table_size (brute));
          g_assert_cmpuint (story.prunes, ==, stats.prunings);
          g_assert_cmpuint (story.backtracks, ==,
                            stats.assignments - g_hash_table_size (story.on_solution_path));
          g_hash_table_unref (story.on_solution_path);
        }

      /* With static orders, inference only cuts the tree. */
      g_assert_cmpuint (assignments[1], <=, assignments[0]);
      g_assert_cmpuint (assignments[2], <=, assignments[1]);
      g_assert_cmpuint (first_assignments[1], <=, first_assignments[0]);
      g_assert_cmpuint (first_assignments[2], <=, first_assignments[1]);
      random_csp_clear (&r);
    }
  /* The generator makes both kinds of instances. */
  g_assert_cmpuint (with_solutions, >, instances / 10);
  g_assert_cmpuint (with_solutions, <, instances - instances / 10);
}

/* --- limits, stop, first solution ----------------------------------------- */

static gboolean
stop_at_third (gpointer user_data, QdCspSolver *solver, const gint *values)
{
  guint *seen = user_data;

  return ++*seen < 3;
}

static void
test_limits (void)
{
  g_autoptr(QdCsp) csp = queens (10);
  QdCspOptions o;
  QdCspStats stats;
  gint stop = 1;

  qd_csp_options_init (&o);
  o.inference = QD_CSP_INFER_FC;
  o.all_solutions = TRUE;

  /* An assignment budget. */
  o.max_assignments = 100;
  {
    g_autoptr(QdCspSolver) solver = qd_csp_solver_new (csp, &o);

    g_assert_cmpint (qd_csp_solver_run (solver, &stats), ==, QD_CSP_STOPPED);
    g_assert_cmpuint (stats.assignments, ==, 100);
  }
  o.max_assignments = 0;

  /* The stop flag set before the run. */
  o.stop = &stop;
  {
    g_autoptr(QdCspSolver) solver = qd_csp_solver_new (csp, &o);

    g_assert_cmpint (qd_csp_solver_run (solver, &stats), ==, QD_CSP_STOPPED);
    g_assert_cmpuint (stats.assignments, ==, 0);
    g_assert_cmpint (stats.time_us, <, G_USEC_PER_SEC / 10);
  }
  o.stop = NULL;

  /* A deadline already past. */
  o.deadline_us = g_get_monotonic_time () - 1;
  {
    g_autoptr(QdCspSolver) solver = qd_csp_solver_new (csp, &o);

    g_assert_cmpint (qd_csp_solver_run (solver, &stats), ==, QD_CSP_STOPPED);
  }
  o.deadline_us = 0;

  /* max_solutions; a budget that runs out after solutions is still STOPPED. */
  o.max_solutions = 5;
  {
    g_autoptr(QdCspSolver) solver = qd_csp_solver_new (csp, &o);

    g_assert_cmpint (qd_csp_solver_run (solver, &stats), ==, QD_CSP_SOLVED);
    g_assert_cmpuint (stats.solutions, ==, 5);
  }
  o.max_solutions = 0;
  o.max_assignments = 2000;
  {
    g_autoptr(QdCspSolver) solver = qd_csp_solver_new (csp, &o);

    g_assert_cmpint (qd_csp_solver_run (solver, &stats), ==, QD_CSP_STOPPED);
    g_assert_cmpuint (stats.solutions, >, 0);
    g_assert_cmpuint (stats.solutions, <, 724);
  }
  o.max_assignments = 0;

  /* The whole of 10-queens. */
  {
    g_autoptr(QdCspSolver) solver = qd_csp_solver_new (csp, &o);

    g_assert_cmpint (qd_csp_solver_run (solver, &stats), ==, QD_CSP_SOLVED);
    g_assert_cmpuint (stats.solutions, ==, 724);
  }

  /* The solution callback ends the run. */
  {
    static const QdCspListener listener = { .solution = stop_at_third };
    guint seen = 0;
    g_autoptr(QdCspSolver) solver = NULL;

    o.listener = &listener;
    o.listener_data = &seen;
    solver = qd_csp_solver_new (csp, &o);
    g_assert_cmpint (qd_csp_solver_run (solver, &stats), ==, QD_CSP_SOLVED);
    g_assert_cmpuint (stats.solutions, ==, 3);
    g_assert_cmpuint (seen, ==, 3);
    o.listener = NULL;
  }

  /* First solution: one, and it is a solution. */
  o.all_solutions = FALSE;
  {
    g_autoptr(QdCspSolver) solver = qd_csp_solver_new (csp, &o);
    const gint *solution;

    g_assert_cmpint (qd_csp_solver_run (solver, &stats), ==, QD_CSP_SOLVED);
    g_assert_cmpuint (stats.solutions, ==, 1);
    solution = qd_csp_solver_last_solution (solver);
    g_assert_nonnull (solution);
    g_assert_cmpuint (qd_csp_count_conflicts (csp, solution, -1), ==, 0);
    for (guint v = 0; v < 10; v++)
      g_assert_cmpint (qd_csp_solver_value (solver, v), ==, QD_CSP_UNASSIGNED);
  }

  /* Progress counter. */
  {
    gint64 progress = -1;
    g_autoptr(QdCspSolver) solver = NULL;

    o.progress_nodes = &progress;
    solver = qd_csp_solver_new (csp, &o);
    qd_csp_solver_run (solver, &stats);
    g_assert_cmpint (progress, ==, (gint64) stats.nodes);
  }
}

static void
test_events (void)
{
  g_autoptr(QdCsp) csp = queens (4);
  QdCspOptions o;
  QdCspStats stats;
  QdCspStatus status;
  Story story;

  /* 4-queens, no inference, static orders, all solutions: 16 assignments
   * (the consistent partial placements), 8 of them on the two solution paths. */
  qd_csp_options_init (&o);
  o.all_solutions = TRUE;
  run_story (csp, &o, &story, &stats, &status);
  g_assert_cmpint (status, ==, QD_CSP_SOLVED);
  g_assert_cmpuint (stats.assignments, ==, 16);
  g_assert_cmpuint (story.assigns, ==, stats.assignments);
  g_assert_cmpuint (story.propagateds, ==, stats.assignments);
  g_assert_cmpuint (story.solutions, ==, 2);
  g_assert_cmpuint (g_hash_table_size (story.on_solution_path), ==, 8);
  g_assert_cmpuint (story.backtracks, ==, stats.assignments - 8);
  g_assert_cmpuint (stats.backtracks, ==, story.backtracks);
  g_assert_cmpuint (story.prunes, ==, 0);
  g_assert_cmpuint (stats.prunings, ==, 0);
  /* 15 nodes open (1 + 4 + 6 + 4) with 4 values each: 60 considered. */
  g_assert_cmpuint (story.rejects, ==, 60 - 16);
  /* The first path: Q1=1 Q2=3, then Q3 has no value. */
  g_assert_cmpuint (story.order_log[0], ==, 0);
  g_assert_cmpuint (story.order_log[1], ==, 102);
  g_hash_table_unref (story.on_solution_path);

  /* First solution: 8 assignments, the last 4 of them still in place. */
  o.all_solutions = FALSE;
  run_story (csp, &o, &story, &stats, &status);
  g_assert_cmpuint (stats.assignments, ==, 8);
  g_assert_cmpuint (story.backtracks, ==, 4);
  g_assert_cmpuint (story.path_len, ==, 4);
  g_hash_table_unref (story.on_solution_path);

  /* With inference: prune events are the prunings, wipe-outs end inference. */
  for (guint i = 1; i < G_N_ELEMENTS (inferences); i++)
    for (guint j = 0; j < G_N_ELEMENTS (var_orders); j++)
      {
        g_autoptr(QdCsp) big = queens (6);
        g_autoptr(QdCsp) letters = custom_model (FALSE);

        o.inference = inferences[i];
        o.var_order = var_orders[j];
        o.all_solutions = TRUE;
        run_story (big, &o, &story, &stats, &status);
        g_assert_cmpuint (story.solutions, ==, 4);
        g_assert_cmpuint (story.assigns, ==, stats.assignments);
        g_assert_cmpuint (story.prunes, ==, stats.prunings);
        g_assert_cmpuint (story.backtracks, ==, stats.backtracks);
        g_assert_cmpuint (story.backtracks, ==,
                          stats.assignments - g_hash_table_size (story.on_solution_path));
        g_assert_cmpuint (story.wipeouts, >, 0);
        g_hash_table_unref (story.on_solution_path);

        run_story (letters, &o, &story, &stats, &status);
        g_assert_cmpuint (story.prunes, ==, stats.prunings);
        g_assert_cmpuint (story.backtracks, ==,
                          stats.assignments - g_hash_table_size (story.on_solution_path));
        g_hash_table_unref (story.on_solution_path);
      }
}

/* Runs twice give the same figures; a stopped run restores the domains too. */
static void
test_trail (void)
{
  g_autoptr(QdCsp) csp = queens (8);
  QdCspOptions o;
  QdCspStats first, second;
  gint stop = 0;

  qd_csp_remove_initial (csp, 0, 0);
  qd_csp_remove_initial (csp, 3, 5);
  for (guint i = 0; i < G_N_ELEMENTS (inferences); i++)
    {
      g_autoptr(QdCspSolver) solver = NULL;

      qd_csp_options_init (&o);
      o.inference = inferences[i];
      o.var_order = QD_CSP_VAR_MRV;
      o.val_order = QD_CSP_VAL_RANDOM;
      o.seed = 99;
      o.all_solutions = TRUE;
      o.initial_propagation = TRUE;
      o.stop = &stop;
      solver = qd_csp_solver_new (csp, &o);
      g_assert_cmpint (qd_csp_solver_run (solver, &first), ==, QD_CSP_SOLVED);
      g_assert_cmpuint (qd_csp_solver_domain_count (solver, 0), ==, 7);
      g_assert_false (qd_csp_solver_domain_has (solver, 3, 5));
      for (guint v = 1; v < 8; v++)
        g_assert_cmpuint (qd_csp_solver_domain_count (solver, v), ==, v == 3 ? 7 : 8);
      g_assert_cmpint (qd_csp_solver_run (solver, &second), ==, QD_CSP_SOLVED);
      g_assert_cmpuint (first.assignments, ==, second.assignments);
      g_assert_cmpuint (first.checks, ==, second.checks);
      g_assert_cmpuint (first.prunings, ==, second.prunings);
      g_assert_cmpuint (first.solutions, ==, second.solutions);
      g_assert_cmpuint (first.solutions, <, 92);
    }

  /* Stopped in the middle. */
  {
    g_autoptr(QdCspSolver) solver = NULL;
    guint values[8];

    o.max_assignments = 37;
    o.inference = QD_CSP_INFER_MAC;
    solver = qd_csp_solver_new (csp, &o);
    g_assert_cmpint (qd_csp_solver_run (solver, &first), ==, QD_CSP_STOPPED);
    g_assert_cmpuint (qd_csp_solver_domain_values (solver, 3, values), ==, 7);
    g_assert_cmpuint (values[5], ==, 6);
    g_assert_cmpuint (qd_csp_solver_domain_count (solver, 7), ==, 8);
  }
}

/* --- orders --------------------------------------------------------------- */

static gboolean
lcv_pattern (guint a, guint b, gpointer data)
{
  /* X=0 leaves Y {0}; X=1 leaves {0, 1}; X=2 leaves all. */
  return b <= a;
}

static void
test_orders (void)
{
  QdCspOptions o;
  QdCspStats stats;
  QdCspStatus status;
  Story story;

  /* LCV: values that leave the neighbour most come first. */
  {
    g_autoptr(QdCsp) csp = qd_csp_new ();

    qd_csp_add_variable (csp, "X", 3);
    qd_csp_add_variable (csp, "Y", 3);
    qd_csp_add_binary (csp, 0, 1, lcv_pattern, NULL, NULL);
    qd_csp_options_init (&o);
    o.val_order = QD_CSP_VAL_LCV;
    o.inference = QD_CSP_INFER_FC;
    o.all_solutions = TRUE;
    run_story (csp, &o, &story, &stats, &status);
    g_assert_cmpuint (stats.solutions, ==, 6);
    /* X=2 then its Y values, X=1 ... */
    g_assert_cmpuint (story.order_log[0], ==, 2);
    g_assert_cmpuint (story.order_log[4], ==, 1);
    g_assert_cmpuint (story.order_log[7], ==, 0);
    g_hash_table_unref (story.on_solution_path);
  }

  /* MRV ties by index; MRV + degree prefers the hub of a star. */
  {
    g_autoptr(QdCsp) csp = qd_csp_new ();
    guint order[4] = { 2, 3, 1, 0 };

    for (guint i = 0; i < 4; i++)
      qd_csp_add_variable (csp, NULL, 3);
    for (guint i = 0; i < 3; i++)
      qd_csp_add_not_equal (csp, 3, i);
    for (guint k = 0; k < 4; k++)
      {
        qd_csp_options_init (&o);
        o.var_order = k == 3 ? QD_CSP_VAR_STATIC : (QdCspVarOrder) (QD_CSP_VAR_MRV + (k % 2));
        o.order = k == 3 ? order : NULL;
        o.inference = k == 2 ? QD_CSP_INFER_NONE : QD_CSP_INFER_FC;
        run_story (csp, &o, &story, &stats, &status);
        g_assert_cmpint (status, ==, QD_CSP_SOLVED);
        g_assert_cmpuint (stats.assignments, ==, 4);
        g_assert_cmpuint (story.order_log[0] / 100, ==, k == 1 ? 3 : k == 3 ? 2 : 0);
        if (k == 2)
          /* MRV without inference counts legal values: after X0 := 0 the
           * hub has 2 left, the other leaves 3. */
          g_assert_cmpuint (story.order_log[1] / 100, ==, 3);
        g_hash_table_unref (story.on_solution_path);
      }
  }

  /* Random orders: a seed is a run; another seed is (here) another run. */
  {
    g_autoptr(QdCsp) csp = queens (8);
    guint log[2][64];
    QdCspStats s[3];

    for (guint k = 0; k < 3; k++)
      {
        qd_csp_options_init (&o);
        o.var_order = QD_CSP_VAR_RANDOM;
        o.val_order = QD_CSP_VAL_RANDOM;
        o.inference = QD_CSP_INFER_FC;
        o.seed = k < 2 ? 12345 : 54321;
        run_story (csp, &o, &story, &s[k], &status);
        if (k < 2)
          memcpy (log[k], story.order_log, sizeof log[k]);
        g_hash_table_unref (story.on_solution_path);
      }
    g_assert_cmpmem (log[0], sizeof log[0], log[1], sizeof log[1]);
    g_assert_cmpuint (s[0].assignments, ==, s[1].assignments);
    g_assert_cmpuint (s[0].checks, ==, s[1].checks);
    g_assert_true (s[0].assignments != s[2].assignments || s[0].checks != s[2].checks);
  }
}

static void
test_initial_propagation (void)
{
  g_autoptr(QdCsp) csp = qd_csp_new ();
  QdCspOptions o;
  QdCspStats stats;

  /* X < Y < Z over 0..2: arc consistency alone solves it. */
  for (guint i = 0; i < 3; i++)
    qd_csp_add_variable (csp, NULL, 3);
  qd_csp_add_binary (csp, 0, 1, less_than, NULL, NULL);
  qd_csp_add_binary (csp, 1, 2, less_than, NULL, NULL);
  qd_csp_options_init (&o);
  o.all_solutions = TRUE;
  o.initial_propagation = TRUE;
  {
    g_autoptr(QdCspSolver) solver = qd_csp_solver_new (csp, &o);

    g_assert_cmpint (qd_csp_solver_run (solver, &stats), ==, QD_CSP_SOLVED);
    g_assert_cmpuint (stats.assignments, ==, 3);
    g_assert_cmpuint (stats.backtracks, ==, 0);
    g_assert_cmpuint (stats.prunings, ==, 6);
    g_assert_cmpint (qd_csp_solver_last_solution (solver)[2], ==, 2);
  }

  /* An empty initial domain, and a root wipe-out. */
  qd_csp_remove_initial (csp, 2, 2);
  for (guint i = 0; i < G_N_ELEMENTS (inferences); i++)
    {
      g_autoptr(QdCspSolver) solver = NULL;

      o.inference = inferences[i];
      solver = qd_csp_solver_new (csp, &o);
      g_assert_cmpint (qd_csp_solver_run (solver, &stats), ==, QD_CSP_NO_SOLUTION);
      g_assert_cmpuint (stats.assignments, ==, 0);
    }
  qd_csp_remove_initial (csp, 2, 0);
  qd_csp_remove_initial (csp, 2, 1);
  {
    g_autoptr(QdCspSolver) solver = qd_csp_solver_new (csp, &o);

    g_assert_cmpint (qd_csp_solver_run (solver, &stats), ==, QD_CSP_NO_SOLUTION);
  }

  /* No variables: one empty solution. */
  {
    g_autoptr(QdCsp) empty = qd_csp_new ();
    g_autoptr(QdCspSolver) solver = qd_csp_solver_new (empty, &o);

    g_assert_cmpint (qd_csp_solver_run (solver, &stats), ==, QD_CSP_SOLVED);
    g_assert_cmpuint (stats.solutions, ==, 1);
  }
}

/* A domain larger than one word. */
static void
test_wide_domains (void)
{
  g_autoptr(QdCsp) csp = qd_csp_new ();
  guint scope[2] = { 0, 2 };
  guint tuples[] = { 199, 3, 150, 130, 64, 64 };

  qd_csp_add_variable (csp, "A", 200);
  qd_csp_add_variable (csp, "B", 130);
  qd_csp_add_variable (csp, "C", 131);
  qd_csp_add_not_equal (csp, 0, 1);
  qd_csp_add_binary (csp, 1, 2, less_than, NULL, NULL);
  qd_csp_add_table (csp, scope, 2, tuples, 3, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (inferences); i++)
    for (guint j = 0; j < G_N_ELEMENTS (var_orders); j++)
      {
        QdCspOptions o;
        Run run;

        qd_csp_options_init (&o);
        o.inference = inferences[i];
        o.var_order = var_orders[j];
        o.val_order = QD_CSP_VAL_LCV;
        o.all_solutions = TRUE;
        run_csp (csp, &o, &run);
        /* A=199,C=3: B in 0..2 (3); A=150,C=130: B in 0..129 (130);
         * A=64,C=64: B in 0..63 but not 64 (64). */
        g_assert_cmpuint (run.stats.solutions, ==, 3 + 130 + 64);
        g_assert_true (has_solution (run.solutions, "150,129,130"));
        g_assert_false (has_solution (run.solutions, "64,64,64"));
        run_clear (&run);
      }
}

/* --- scale ---------------------------------------------------------------- */

static void
test_large (void)
{
  const guint side = 100;
  g_autoptr(QdCsp) grid = qd_csp_new ();
  g_autoptr(QdCsp) chain = qd_csp_new ();

  /* A triangulated 100 x 100 grid (planar), 4 colours; and a chain. */
  for (guint v = 0; v < side * side; v++)
    {
      qd_csp_add_variable (grid, NULL, 4);
      qd_csp_add_variable (chain, NULL, 4);
      if (v > 0)
        qd_csp_add_not_equal (chain, v - 1, v);
    }
  for (guint r = 0; r < side; r++)
    for (guint c = 0; c < side; c++)
      {
        guint v = r * side + c;

        if (c + 1 < side)
          qd_csp_add_not_equal (grid, v, v + 1);
        if (r + 1 < side)
          qd_csp_add_not_equal (grid, v, v + side);
        if (r + 1 < side && c + 1 < side)
          qd_csp_add_not_equal (grid, v, v + side + 1);
      }

  for (guint k = 0; k < 4; k++)
    {
      const QdCsp *csp = k < 3 ? grid : chain;
      g_autoptr(QdCspSolver) solver = NULL;
      QdCspOptions o;
      QdCspStats stats;

      qd_csp_options_init (&o);
      o.var_order = k == 0 ? QD_CSP_VAR_MRV : k == 1 ? QD_CSP_VAR_MRV_DEGREE : QD_CSP_VAR_STATIC;
      o.inference = k == 1 ? QD_CSP_INFER_MAC : QD_CSP_INFER_FC;
      o.val_order = k == 2 ? QD_CSP_VAL_LCV : QD_CSP_VAL_STATIC;
      solver = qd_csp_solver_new (csp, &o);
      g_assert_cmpint (qd_csp_solver_run (solver, &stats), ==, QD_CSP_SOLVED);
      g_assert_cmpuint (qd_csp_count_conflicts (csp, qd_csp_solver_last_solution (solver), -1), ==, 0);
      g_test_message ("10,000 variables, %s/%s/%s: %" G_GUINT64_FORMAT " assignments, %.3f s",
                      qd_csp_var_order_to_string (o.var_order), qd_csp_inference_to_string (o.inference),
                      qd_csp_val_order_to_string (o.val_order), stats.assignments,
                      stats.time_us / 1e6);
      /* Well under a second in a release build; sanitizers are slower. */
      g_assert_cmpint (stats.time_us, <, 5 * G_USEC_PER_SEC);
    }
}

/* --- backjumping ------------------------------------------------------------ */

/* The restart variants on top of `o`'s other options: 0 none, then
 * geometric runs, decaying weights, the ratio, partial restarts with fixed
 * ties, local ties with weights from 0, everything at once (6), nogoods
 * from restarts (7; 8 with geometric runs and the ratio; MAC only),
 * wdeg^ca.cd weights with the ratio (9) and alone first (10); 8 and 10
 * take the values tried out and propagate it (refutations, MAC only). */
static void
restart_variant (QdCspOptions *o, guint variant)
{
  o->restart_schedule = variant == 1 || variant == 6 || variant == 8 ? QD_CSP_RESTART_GEOMETRIC
                                                                     : QD_CSP_RESTART_LUBY;
  o->restart_growth = variant == 6 ? 1.2 : 0;
  o->weight_decay = variant == 2 ? 0.1 : variant == 6 ? 0.5 : 0;
  o->weight_ratio = variant == 3 || variant == 6 || variant == 8 || variant == 9;
  o->nogoods = variant == 7 || variant == 8;
  o->weighted_degree = o->weight_cacd = variant >= 9;
  o->weight_first = variant == 10;
  o->refutations = variant == 8 || variant == 10;
  o->reuse_trail = variant == 4 || variant == 6;
  o->fixed_ties = variant == 4;
  o->local_ties = variant == 5 || variant == 6;
  o->weights_from_zero = variant == 5 || variant == 6;
}

/* Checks backjumping on one CSP against the expected solution set; adds
 * the assignments of the static-order runs to totals[0] (chronological)
 * and totals[1] (backjumping). */
static void
check_backjumping (const QdCsp *csp, GHashTable *expected, guint instance, gboolean story, guint64 *totals)
{
  for (guint i = 0; i < G_N_ELEMENTS (inferences); i++)
    for (guint j = 0; j < G_N_ELEMENTS (var_orders); j++)
      for (guint k = 0; k < G_N_ELEMENTS (val_orders); k++)
        for (guint init = 0; init < 2; init++)
          {
            gboolean is_static = var_orders[j] == QD_CSP_VAR_STATIC && val_orders[k] != QD_CSP_VAL_RANDOM;
            guint64 chrono[2] = { 0 };

            for (guint all = 0; all < 2; all++)
              for (guint bj = 0; bj < 2; bj++)
                {
                  QdCspOptions o;
                  Run run;

                  /* The chronological run only serves to compare counts. */
                  if (!bj && !is_static)
                    continue;
                  qd_csp_options_init (&o);
                  o.inference = inferences[i];
                  o.var_order = var_orders[j];
                  o.val_order = val_orders[k];
                  o.initial_propagation = init;
                  o.all_solutions = all;
                  o.backjumping = bj;
                  o.seed = instance * 31 + j * 7 + k;
                  run_csp (csp, &o, &run);
                  if (all && !same_sets (run.solutions, expected))
                    g_error ("instance %u: %s/%s/%s%s with backjumping: %u solutions, expected %u", instance,
                             qd_csp_inference_to_string (o.inference), qd_csp_var_order_to_string (o.var_order),
                             qd_csp_val_order_to_string (o.val_order), init ? "/init" : "",
                             g_hash_table_size (run.solutions), g_hash_table_size (expected));
                  if (!all)
                    {
                      g_assert_cmpuint (run.stats.solutions, ==, g_hash_table_size (expected) > 0);
                      if (run.first != NULL)
                        g_assert_true (g_hash_table_contains (expected, run.first));
                    }
                  g_assert_cmpint (run.status, ==, g_hash_table_size (expected) > 0 ? QD_CSP_SOLVED
                                                                                    : QD_CSP_NO_SOLUTION);
                  /* With static orders backjumping visits a subset of the
                   * chronological search tree. */
                  if (!bj)
                    chrono[all] = run.stats.assignments;
                  else if (is_static)
                    g_assert_cmpuint (run.stats.assignments, <=, chrono[all]);
                  if (is_static)
                    totals[bj] += run.stats.assignments;
                  run_clear (&run);
                }
          }

  /* Restarts after every backtrack or two (the shortest schedule, so runs
   * end mid-search all the time) find a solution of the set when there is
   * one and prove there is none otherwise, with every order, with and
   * without backjumping; their events tell the same story: every
   * assignment undone at a restart is a backtrack event. */
  for (guint i = 0; i < G_N_ELEMENTS (inferences); i++)
    for (guint j = 0; j < G_N_ELEMENTS (var_orders); j++)
      for (guint k = 0; k < G_N_ELEMENTS (val_orders); k++)
        for (guint bj = 0; bj < 2; bj++)
          {
            QdCspOptions o;
            QdCspStats stats;
            QdCspStatus status;
            Run run;
            Story st;

            qd_csp_options_init (&o);
            o.inference = inferences[i];
            o.var_order = var_orders[j];
            o.val_order = val_orders[k];
            o.backjumping = bj;
            o.restart_unit = 1 + instance % 2;
            o.seed = instance * 13 + j;
            /* The plain restarts, then the variants (issue 36): a run kept
             * in part by reuse_trail still tries every value left at its
             * levels. */
            for (guint variant = 0; variant <= 10; variant++)
              {
                restart_variant (&o, variant);
                run_csp (csp, &o, &run);
                g_assert_cmpint (run.status, ==, g_hash_table_size (expected) > 0 ? QD_CSP_SOLVED
                                                                                  : QD_CSP_NO_SOLUTION);
                if (run.first != NULL)
                  g_assert_true (g_hash_table_contains (expected, run.first));
                run_clear (&run);
              }
            if (var_orders[j] != QD_CSP_VAR_STATIC)
              continue;
            qd_csp_options_init (&o);
            o.inference = inferences[i];
            o.val_order = val_orders[k];
            o.backjumping = bj;
            o.restart_unit = 1;
            o.seed = instance;
            run_story (csp, &o, &st, &stats, &status);
            g_assert_cmpuint (st.backtracks, ==, stats.backtracks);
            g_assert_cmpuint (st.assigns, ==, stats.backtracks + (status == QD_CSP_SOLVED ? st.n : 0));
            g_hash_table_unref (st.on_solution_path);
          }

  /* wdeg^ca.cd's weights (ratio, or alone first) move with every failure,
   * counting included: the solutions are still the set's; so with the
   * values tried taken out and propagated (refutations, MAC without
   * backjumping: bj 2), in every order. */
  for (guint i = 0; i < G_N_ELEMENTS (inferences); i++)
    for (guint bj = 0; bj < 3; bj++)
      {
        QdCspOptions o;
        Run run;

        qd_csp_options_init (&o);
        o.inference = inferences[i];
        o.var_order = QD_CSP_VAR_MRV_DEGREE;
        o.weighted_degree = o.weight_cacd = o.last_conflict = TRUE;
        o.weight_ratio = instance % 2;
        o.weight_first = !o.weight_ratio;
        o.all_solutions = TRUE;
        o.backjumping = bj == 1;
        o.refutations = bj == 2;
        if (bj == 2 && instance % 3 == 0)
          {
            o.var_order = QD_CSP_VAR_STATIC;
            o.val_order = QD_CSP_VAL_LCV;
          }
        run_csp (csp, &o, &run);
        if (!same_sets (run.solutions, expected))
          g_error ("instance %u: %s with wdeg^ca.cd%s: %u solutions, expected %u", instance,
                   qd_csp_inference_to_string (o.inference), bj == 1 ? " and backjumping" : bj ? " and refutations" : "",
                   g_hash_table_size (run.solutions), g_hash_table_size (expected));
        run_clear (&run);
      }

  /* The events tell the same consistent story with jumps, and MRV still
   * picks what it should after each propagation. */
  for (guint i = 0; story && i < G_N_ELEMENTS (inferences); i++)
    for (guint j = 0; j < 2; j++)
      {
        QdCspOptions o;
        QdCspStats stats;
        QdCspStatus status;
        Story st;

        qd_csp_options_init (&o);
        o.inference = inferences[i];
        o.var_order = j ? QD_CSP_VAR_MRV_DEGREE : QD_CSP_VAR_STATIC;
        o.all_solutions = TRUE;
        o.backjumping = TRUE;
        run_story (csp, &o, &st, &stats, &status);
        g_assert_cmpuint (st.solutions, ==, g_hash_table_size (expected));
        g_assert_cmpuint (st.prunes, ==, stats.prunings);
        g_assert_cmpuint (st.backtracks, ==, stats.assignments - g_hash_table_size (st.on_solution_path));
        g_hash_table_unref (st.on_solution_path);
      }
}

/* Backjumping against brute force on the property test's random CSPs
 * (binary, table and propagator constraints, removed initial values). */
static void
test_backjumping_random (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20240917);
  guint instances = g_test_slow () ? 600 : 80;
  guint64 totals[2] = { 0 };

  for (guint instance = 0; instance < instances; instance++)
    {
      RandomCsp r;
      g_autoptr(QdCsp) csp = random_csp (rand, &r);
      g_autoptr(GHashTable) brute = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      guint combos = 1;
      gint values[8];

      for (guint v = 0; v < r.n; v++)
        combos *= r.sizes[v];
      for (guint code = 0; code < combos; code++)
        {
          guint rest = code;

          for (guint v = r.n; v-- > 0;)
            {
              values[v] = rest % r.sizes[v];
              rest /= r.sizes[v];
            }
          if (random_satisfied (&r, values))
            g_hash_table_add (brute, values_key (values, r.n));
        }
      check_backjumping (csp, brute, instance, TRUE, totals);
      random_csp_clear (&r);
    }
  g_test_message ("static orders: %" G_GUINT64_FORMAT " assignments chronologically, %" G_GUINT64_FORMAT
                  " with backjumping", totals[0], totals[1]);
  g_assert_cmpuint (totals[1], <=, totals[0]);
}

/* Larger binary CSPs, where the jumps are long: sparse random graphs to
 * colour with 3 colours plus a few random binary relations; the solution
 * sets of chronological search are the reference. */
static gboolean
table_allowed (guint a, guint b, gpointer data)
{
  const guint8 *allowed = data;

  return allowed[a * 3 + b];
}

static void
test_backjumping_binary (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (77);
  guint instances = g_test_slow () ? 200 : 30;
  guint with_solutions = 0;
  guint64 totals[2] = { 0 };

  for (guint instance = 0; instance < instances; instance++)
    {
      g_autoptr(QdCsp) csp = qd_csp_new ();
      guint n = g_rand_int_range (rand, 8, 13);
      guint8 allowed[4][9];
      QdCspOptions o;
      Run reference;

      for (guint v = 0; v < n; v++)
        qd_csp_add_variable (csp, NULL, 3);
      for (guint a = 0; a < n; a++)
        for (guint b = a + 1; b < n; b++)
          if (g_rand_int_range (rand, 0, 100) < 30)
            qd_csp_add_not_equal (csp, a, b);
      for (guint t = 0; t < 4; t++)
        {
          guint a = g_rand_int_range (rand, 0, n), b;

          do
            b = g_rand_int_range (rand, 0, n);
          while (b == a);
          for (guint k = 0; k < 9; k++)
            allowed[t][k] = g_rand_int_range (rand, 0, 100) < 70;
          qd_csp_add_binary (csp, a, b, table_allowed, allowed[t], NULL);
        }

      qd_csp_options_init (&o);
      o.inference = QD_CSP_INFER_FC;
      o.all_solutions = TRUE;
      run_csp (csp, &o, &reference);
      with_solutions += g_hash_table_size (reference.solutions) > 0;
      check_backjumping (csp, reference.solutions, instance, instance < 20, totals);
      run_clear (&reference);
    }
  g_assert_cmpuint (with_solutions, >, instances / 10);
  g_assert_cmpuint (with_solutions, <, instances - instances / 10);
  /* The jumps do cut the tree. */
  g_test_message ("static orders: %" G_GUINT64_FORMAT " assignments chronologically, %" G_GUINT64_FORMAT
                  " with backjumping", totals[0], totals[1]);
  g_assert_cmpuint (totals[1], <, totals[0] - totals[0] / 20);
}

/* The restart variants stay complete and keep the cap over all runs: K7
 * with 6 colours (thousands of wipe-outs, so decay 0.1 rescales its
 * weights) is proved to have no colouring, and a cap of half the proof's
 * assignments stops it at exactly that many. */
static void
test_restart_variants_unsat (void)
{
  g_autoptr(QdCsp) csp = qd_csp_new ();

  for (guint v = 0; v < 7; v++)
    qd_csp_add_variable (csp, NULL, 6);
  for (guint a = 0; a < 7; a++)
    for (guint b = a + 1; b < 7; b++)
      qd_csp_add_not_equal (csp, a, b);
  for (guint i = 1; i < G_N_ELEMENTS (inferences); i++)
    for (guint variant = 0; variant <= 10; variant++)
      for (guint backjumping = 0; backjumping < 2; backjumping++)
        {
          g_autoptr(QdCspSolver) solver = NULL;
          g_autoptr(QdCspSolver) capped = NULL;
          QdCspStats stats, stats_capped;
          QdCspOptions o;

          qd_csp_options_init (&o);
          o.inference = inferences[i];
          o.var_order = QD_CSP_VAR_MRV_DEGREE;
          o.val_order = QD_CSP_VAL_LCV;
          o.backjumping = backjumping;
          o.restart_unit = 1;
          o.seed = variant;
          restart_variant (&o, variant);
          solver = qd_csp_solver_new (csp, &o);
          g_assert_cmpint (qd_csp_solver_run (solver, &stats), ==, QD_CSP_NO_SOLUTION);
          g_test_message ("K7, 6 colours, %s, variant %u, cbj %u: %" G_GUINT64_FORMAT " assignments, %"
                          G_GUINT64_FORMAT " restarts", qd_csp_inference_to_string (o.inference), variant,
                          backjumping, stats.assignments, stats.restarts);
          g_assert_cmpuint (stats.restarts, >=, 5);
          g_assert_cmpuint (stats.assignments, >=, 100);
          o.max_assignments = stats.assignments / 2;
          capped = qd_csp_solver_new (csp, &o);
          g_assert_cmpint (qd_csp_solver_run (capped, &stats_capped), ==, QD_CSP_STOPPED);
          g_assert_cmpuint (stats_capped.assignments, ==, o.max_assignments);
          /* The same run again: the same counts (nothing depends on time). */
          g_assert_cmpint (qd_csp_solver_run (solver, &stats_capped), ==, QD_CSP_NO_SOLUTION);
          g_assert_cmpuint (stats_capped.assignments, ==, stats.assignments);
        }
}

/* The textbook case: the first variable and the last three form a K4 with 3
 * colours, and a long path lies in between in the static order.
 * Chronological search tries every colouring of the path before it blames
 * the first variable; backjumping goes straight back to it. */
static void
test_backjumping_hard (void)
{
  const guint path = 12;
  g_autoptr(QdCsp) csp = qd_csp_new ();
  guint n = path + 4;

  for (guint v = 0; v < n; v++)
    qd_csp_add_variable (csp, NULL, 3);
  for (guint v = 1; v + 1 <= path; v++)
    if (v + 1 <= path && v + 1 != path + 1)
      qd_csp_add_not_equal (csp, v, v + 1);
  {
    guint clique[4] = { 0, path + 1, path + 2, path + 3 };

    for (guint a = 0; a < 4; a++)
      for (guint b = a + 1; b < 4; b++)
        qd_csp_add_not_equal (csp, clique[a], clique[b]);
  }

  for (guint i = 0; i < G_N_ELEMENTS (inferences); i++)
    {
      QdCspStats stats[2];

      for (guint bj = 0; bj < 2; bj++)
        {
          g_autoptr(QdCspSolver) solver = NULL;
          QdCspOptions o;

          qd_csp_options_init (&o);
          o.inference = inferences[i];
          o.backjumping = bj;
          solver = qd_csp_solver_new (csp, &o);
          g_assert_cmpint (qd_csp_solver_run (solver, &stats[bj]), ==, QD_CSP_NO_SOLUTION);
        }
      g_test_message ("K4 behind a path of %u, %s: %" G_GUINT64_FORMAT " assignments chronologically, %"
                      G_GUINT64_FORMAT " with backjumping", path, qd_csp_inference_to_string (inferences[i]),
                      stats[0].assignments, stats[1].assignments);
      /* The path has 3 * 2^11 colourings: chronological search meets them all. */
      g_assert_cmpuint (stats[0].assignments, >, 3 << (path - 1));
      g_assert_cmpuint (stats[1].assignments, <, 3 * (path + 10));
      /* Restarts prove it too (the last run searches a whole tree), and
       * begin again more than once on the way. */
      {
        g_autoptr(QdCspSolver) solver = NULL;
        QdCspStats restarted;
        QdCspOptions o;

        qd_csp_options_init (&o);
        o.inference = inferences[i];
        o.var_order = QD_CSP_VAR_STATIC;
        o.restart_unit = 1;
        solver = qd_csp_solver_new (csp, &o);
        g_assert_cmpint (qd_csp_solver_run (solver, &restarted), ==, QD_CSP_NO_SOLUTION);
        g_assert_cmpuint (restarted.restarts, >=, 5);
        g_assert_cmpuint (restarted.backtracks, ==, restarted.assignments);
      }
    }
}

/* MRV at scale: 100,000 variables (a triangulated grid, 4 colours) cost
 * O(log n) per change, not a scan per node. */
static void
test_large_mrv (void)
{
  const guint side = 317;
  g_autoptr(QdCsp) grid = qd_csp_new ();

  for (guint v = 0; v < side * side; v++)
    qd_csp_add_variable (grid, NULL, 4);
  for (guint r = 0; r < side; r++)
    for (guint c = 0; c < side; c++)
      {
        guint v = r * side + c;

        if (c + 1 < side)
          qd_csp_add_not_equal (grid, v, v + 1);
        if (r + 1 < side)
          qd_csp_add_not_equal (grid, v, v + side);
        if (r + 1 < side && c + 1 < side)
          qd_csp_add_not_equal (grid, v, v + side + 1);
      }
  for (guint k = 0; k < 4; k++)
    {
      g_autoptr(QdCspSolver) solver = NULL;
      QdCspOptions o;
      QdCspStats stats;

      qd_csp_options_init (&o);
      o.var_order = k % 2 ? QD_CSP_VAR_MRV_DEGREE : QD_CSP_VAR_MRV;
      o.inference = k < 2 ? QD_CSP_INFER_FC : QD_CSP_INFER_MAC;
      o.backjumping = k >= 2;
      solver = qd_csp_solver_new (grid, &o);
      g_assert_cmpint (qd_csp_solver_run (solver, &stats), ==, QD_CSP_SOLVED);
      g_assert_cmpuint (qd_csp_count_conflicts (grid, qd_csp_solver_last_solution (solver), -1), ==, 0);
      g_test_message ("100,489 variables, %s/%s%s: %" G_GUINT64_FORMAT " assignments, %.3f s",
                      qd_csp_var_order_to_string (o.var_order), qd_csp_inference_to_string (o.inference),
                      o.backjumping ? "/cbj" : "", stats.assignments, stats.time_us / 1e6);
      /* A scan of the unassigned variables per node would take minutes. */
      g_assert_cmpint (stats.time_us, <, 10 * G_USEC_PER_SEC);
    }
}

/* --- min-conflicts (qd-local) ------------------------------------------------ */

static void
count_assign (gpointer user_data, guint var, guint value)
{
  guint64 *n = user_data;

  (*n)++;
}

/* on_step of min-conflicts: steps told in order, each with the count of
 * violated constraints that a recount of the values gives. */
typedef struct {
  const QdCsp *csp;
  QdMinConflicts *mc;
  guint64 next_step;
  guint last_violated;
} StepSeen;

static void
on_min_conflicts_step (gpointer user_data, guint64 step, guint violated)
{
  StepSeen *seen = user_data;

  g_assert_cmpuint (step, ==, seen->next_step);
  seen->next_step++;
  seen->last_violated = violated;
  g_assert_cmpuint (qd_csp_count_conflicts (seen->csp, qd_min_conflicts_values (seen->mc), -1), ==, violated);
}

static void
test_min_conflicts (void)
{
  QdMinConflictsOptions o;
  QdMinConflictsStats stats, again;

  /* n-queens, AIMA's showcase: a few dozen steps even for large n. */
  for (guint n = 8; n <= 64; n *= 2)
    {
      g_autoptr(QdCsp) csp = queens (n);
      g_autoptr(QdMinConflicts) mc = NULL;
      guint64 assigned = 0;
      QdMinConflictsStatus status;

      qd_min_conflicts_options_init (&o);
      o.seed = n;
      o.max_steps = 100000;
      o.on_assign = count_assign;
      o.user_data = &assigned;
      mc = qd_min_conflicts_new (csp, &o);
      status = qd_min_conflicts_run (mc, &stats);
      g_assert_cmpint (status, ==, QD_MIN_CONFLICTS_SOLVED);
      g_assert_cmpuint (qd_csp_count_conflicts (csp, qd_min_conflicts_values (mc), -1), ==, 0);
      g_assert_cmpuint (stats.violated, ==, 0);
      g_assert_cmpuint (stats.assignments, ==, n + stats.steps);
      g_assert_cmpuint (assigned, ==, n + stats.changes);
      g_assert_cmpuint (stats.walks, <=, stats.changes);
      g_test_message ("%u-queens: %" G_GUINT64_FORMAT " steps", n, stats.steps);

      /* The same seed, the same run. */
      g_assert_cmpint (qd_min_conflicts_run (mc, &again), ==, status);
      g_assert_cmpuint (again.steps, ==, stats.steps);
      g_assert_cmpuint (again.checks, ==, stats.checks);
    }

  /* Random CSPs (tables, propagators): a reported solution is one, a
   * limit is reported when the CSP has none, and the incremental count of
   * violated constraints agrees with a recount. */
  {
    g_autoptr(GRand) rand = g_rand_new_with_seed (4242);
    guint solved = 0;

    for (guint instance = 0; instance < 200; instance++)
      {
        RandomCsp r;
        g_autoptr(QdCsp) csp = random_csp (rand, &r);
        g_autoptr(QdMinConflicts) mc = NULL;
        QdMinConflictsStatus status;
        QdCspOptions co;
        Run run;

        StepSeen seen = { csp, NULL, 0, G_MAXUINT };

        qd_min_conflicts_options_init (&o);
        o.seed = instance;
        o.max_steps = 3000;
        o.walk_probability = 0.1;
        if (instance < 20)
          {
            o.on_step = on_min_conflicts_step;
            o.user_data = &seen;
          }
        mc = qd_min_conflicts_new (csp, &o);
        g_assert_nonnull (mc);
        seen.mc = mc;
        status = qd_min_conflicts_run (mc, &stats);
        g_assert_cmpuint (qd_csp_count_conflicts (csp, qd_min_conflicts_values (mc), -1), ==, stats.violated);
        if (instance < 20)
          {
            g_assert_cmpuint (seen.next_step, ==, stats.steps + 1);
            g_assert_cmpuint (seen.last_violated, ==, stats.violated);
          }
        g_assert_cmpuint (stats.best_violated, <=, stats.violated);
        for (guint v = 0; v < r.n; v++)
          g_assert_false (r.removed[v][qd_min_conflicts_values (mc)[v]]);

        qd_csp_options_init (&co);
        co.inference = QD_CSP_INFER_FC;
        run_csp (csp, &co, &run);
        if (status == QD_MIN_CONFLICTS_SOLVED)
          {
            g_assert_true (random_satisfied (&r, qd_min_conflicts_values (mc)));
            g_assert_cmpint (run.status, ==, QD_CSP_SOLVED);
            solved++;
          }
        else
          {
            g_assert_cmpint (status, ==, QD_MIN_CONFLICTS_LIMIT);
            g_assert_cmpuint (stats.steps, ==, 3000);
          }
        /* Small solvable CSPs are found. */
        if (run.status == QD_CSP_SOLVED)
          g_assert_cmpint (status, ==, QD_MIN_CONFLICTS_SOLVED);
        run_clear (&run);
        random_csp_clear (&r);
      }
    g_assert_cmpuint (solved, >, 20);
  }

  /* A given start that is a solution takes no step; Australia with 2
   * colours runs to its limit; the stop flag and the deadline stop it. */
  {
    g_autoptr(QdCsp) three = australia (3);
    g_autoptr(QdCsp) two = australia (2);
    const gint solution[] = { 0, 1, 2, 0, 1, 0, 0 };
    gint stop = 1;

    qd_min_conflicts_options_init (&o);
    o.initial = solution;
    {
      g_autoptr(QdMinConflicts) mc = qd_min_conflicts_new (three, &o);

      g_assert_cmpint (qd_min_conflicts_run (mc, &stats), ==, QD_MIN_CONFLICTS_SOLVED);
      g_assert_cmpuint (stats.steps, ==, 0);
      g_assert_cmpmem (qd_min_conflicts_values (mc), sizeof solution, solution, sizeof solution);
    }
    o.initial = NULL;
    o.max_steps = 5000;
    {
      g_autoptr(QdMinConflicts) mc = qd_min_conflicts_new (two, &o);

      g_assert_cmpint (qd_min_conflicts_run (mc, &stats), ==, QD_MIN_CONFLICTS_LIMIT);
      g_assert_cmpuint (stats.steps, ==, 5000);
      g_assert_cmpuint (stats.best_violated, >=, 1);
    }
    o.max_steps = 0;
    o.stop = &stop;
    {
      g_autoptr(QdMinConflicts) mc = qd_min_conflicts_new (two, &o);

      g_assert_cmpint (qd_min_conflicts_run (mc, &stats), ==, QD_MIN_CONFLICTS_STOPPED);
    }
    o.stop = NULL;
    o.deadline_us = g_get_monotonic_time () + G_USEC_PER_SEC / 20;
    {
      g_autoptr(QdMinConflicts) mc = qd_min_conflicts_new (two, &o);

      g_assert_cmpint (qd_min_conflicts_run (mc, &stats), ==, QD_MIN_CONFLICTS_LIMIT);
      g_assert_cmpuint (stats.steps, >, 0);
    }
  }

  /* An empty initial domain cannot be searched. */
  {
    g_autoptr(QdCsp) csp = qd_csp_new ();

    qd_csp_add_variable (csp, "X", 1);
    qd_csp_remove_initial (csp, 0, 0);
    g_assert_null (qd_min_conflicts_new (csp, NULL));
  }
}

/* --- difference constraints and counted propagators ----------------------- */

/* qd_csp_add_difference is the binary constraint of its predicate, and
 * shares its tables: the same solutions, nodes and checks as queens()
 * tabulated pair by pair. */
static void
test_difference (void)
{
  for (guint n = 4; n <= 10; n++)
    {
      g_autoptr(QdCsp) tabulated = queens (n);
      g_autoptr(QdCsp) shared = qd_csp_new ();
      Run a, b;
      QdCspOptions o;

      for (guint i = 0; i < n; i++)
        qd_csp_add_variable (shared, NULL, n);
      for (guint i = 0; i < n; i++)
        for (guint j = i + 1; j < n; j++)
          {
            /* Out of reach (n) and repeated offsets change nothing. */
            const gint offsets[] = { (gint) (j - i), 0, -(gint) (j - i), (gint) n, 0 };

            qd_csp_add_difference (shared, i, j, offsets, G_N_ELEMENTS (offsets), NULL);
          }
      qd_csp_options_init (&o);
      o.all_solutions = TRUE;
      o.inference = QD_CSP_INFER_MAC;
      run_csp (tabulated, &o, &a);
      run_csp (shared, &o, &b);
      g_assert_cmpuint (a.stats.solutions, ==, b.stats.solutions);
      g_assert_cmpuint (a.stats.nodes, ==, b.stats.nodes);
      g_assert_cmpuint (a.stats.checks, ==, b.stats.checks);
      run_clear (&a);
      run_clear (&b);
    }

  /* Different sizes, offsets of either sign, a variable with itself. */
  {
    g_autoptr(QdCsp) csp = qd_csp_new ();
    const gint offsets[] = { 2, -1 };
    gint values[2];

    qd_csp_add_variable (csp, NULL, 5);
    qd_csp_add_variable (csp, NULL, 3);
    qd_csp_add_difference (csp, 0, 1, offsets, G_N_ELEMENTS (offsets), "x - y not 2, -1");
    g_assert_cmpstr (qd_csp_constraint_description (csp, 0), ==, "x - y not 2, -1");
    for (values[0] = 0; values[0] < 5; values[0]++)
      for (values[1] = 0; values[1] < 3; values[1]++)
        g_assert_cmpint (qd_csp_constraint_check (csp, 0, values), ==,
                         values[0] - values[1] != 2 && values[0] - values[1] != -1);
    qd_csp_add_difference (csp, 0, 0, offsets, G_N_ELEMENTS (offsets), NULL);
    values[0] = 3;
    g_assert_true (qd_csp_constraint_check (csp, 1, values));
  }
}

/* Queens as propagators that list their conflicts: min-conflicts keeps
 * their counts as it does a binary constraint's, so that each run is the
 * same as on queens() (same draws, same scores); and a solver propagates
 * them. */
typedef struct {
  guint scope[2];
  guint distance;
  guint n;
} QueenPair;

static gboolean
queen_pair_check (gconstpointer data, const gint *values)
{
  const QueenPair *q = data;
  gint a = values[q->scope[0]], b = values[q->scope[1]];

  return a < 0 || b < 0 || queens_allowed ((guint) a, (guint) b, GUINT_TO_POINTER (q->distance));
}

static guint
queen_pair_conflicts (gconstpointer data, guint pos, guint value, guint *out)
{
  const QueenPair *q = data;
  guint m = 0;

  for (guint b = 0; b < q->n; b++)
    if (!queens_allowed (value, b, GUINT_TO_POINTER (q->distance)))
      out[m++] = b;
  return m;
}

static gboolean
queen_pair_propagate (QdCspSolver *solver, gpointer data)
{
  const QueenPair *q = data;

  for (guint p = 0; p < 2; p++)
    {
      gint v = qd_csp_solver_value (solver, q->scope[p]);

      if (v >= 0)
        for (guint b = 0; b < q->n; b++)
          if (!queens_allowed ((guint) v, b, GUINT_TO_POINTER (q->distance)) &&
              qd_csp_solver_domain_has (solver, q->scope[1 - p], b) &&
              !qd_csp_solver_remove_value (solver, q->scope[1 - p], b))
            return FALSE;
    }
  return TRUE;
}

static const QdCspPropagatorClass queen_pair_class = {
  .name = "queens",
  .propagate = queen_pair_propagate,
  .check = queen_pair_check,
  .free = g_free,
  .conflicts = queen_pair_conflicts,
};

static void
test_min_conflicts_counted (void)
{
  for (guint n = 8; n <= 32; n *= 2)
    {
      g_autoptr(QdCsp) binary = queens (n);
      g_autoptr(QdCsp) counted = qd_csp_new ();

      for (guint i = 0; i < n; i++)
        qd_csp_add_variable (counted, NULL, n);
      for (guint i = 0; i < n; i++)
        for (guint j = i + 1; j < n; j++)
          {
            QueenPair *q = g_new (QueenPair, 1);

            *q = (QueenPair) { { i, j }, j - i, n };
            qd_csp_add_propagator (counted, &queen_pair_class, q, q->scope, 2, NULL);
          }
      for (guint64 seed = 0; seed < 4; seed++)
        {
          QdMinConflictsOptions o;
          QdMinConflictsStats a, b;
          g_autoptr(QdMinConflicts) on_binary = NULL;
          g_autoptr(QdMinConflicts) on_counted = NULL;

          qd_min_conflicts_options_init (&o);
          o.seed = seed;
          o.max_steps = seed == 3 ? 20 : 100000;
          o.walk_probability = seed == 2 ? 0.3 : 0.05;
          on_binary = qd_min_conflicts_new (binary, &o);
          on_counted = qd_min_conflicts_new (counted, &o);
          g_assert_cmpint (qd_min_conflicts_run (on_binary, &a), ==, qd_min_conflicts_run (on_counted, &b));
          g_assert_cmpuint (a.steps, ==, b.steps);
          g_assert_cmpuint (a.changes, ==, b.changes);
          g_assert_cmpuint (a.violated, ==, b.violated);
          g_assert_cmpuint (b.violated, ==, qd_csp_count_conflicts (counted, qd_min_conflicts_values (on_counted), -1));
          g_assert_cmpmem (qd_min_conflicts_values (on_binary), sizeof (gint) * n,
                           qd_min_conflicts_values (on_counted), sizeof (gint) * n);
        }
    }
}

/* Scheduling of propagators under MAC: a late one runs once the binary arcs
 * are quiet; an idempotent one is not woken by its own changes. */
typedef struct {
  guint runs;
  guint first_total;     /* sum of the domain sizes at its first run */
} Spy;

static gboolean
spy_propagate (QdCspSolver *solver, gpointer data)
{
  Spy *spy = data;

  if (spy->runs++ == 0)
    for (guint v = 0; v < qd_csp_n_variables (qd_csp_solver_get_csp (solver)); v++)
      spy->first_total += qd_csp_solver_domain_count (solver, v);
  return TRUE;
}

/* Removes the values 6 and 7 from every variable (masks: one word). */
static gboolean
cap_propagate (QdCspSolver *solver, gpointer data)
{
  Spy *spy = data;

  spy->runs++;
  for (guint v = 0; v < qd_csp_n_variables (qd_csp_solver_get_csp (solver)); v++)
    {
      g_assert_cmpuint (qd_csp_solver_domain_word (solver, v) & ~G_GUINT64_CONSTANT (0xff), ==, 0);
      if (!qd_csp_solver_restrict_word (solver, v, 0x3f))
        return FALSE;
    }
  return TRUE;
}

static gboolean
always_true (gconstpointer data, const gint *values)
{
  return TRUE;
}

/* qd_csp_solver_remove_range and _filter against a model of the domain:
 * once X0 is decided, random spans, filters and single values leave X1
 * (0..size-1) with what the model keeps, and its bounds the model's; the
 * backtrack gives the next branch X1 whole again, bounds included (the
 * solutions, X1's values left in each branch, count it). */
typedef struct {
  guint size;
  guint32 seed;
  guint64 kept;        /* X1's values left over the branches: its solutions */
} Spans;

/* filter's test: keeps the values not divisible by modulus. */
typedef struct {
  guint modulus;
  guint asked;
  guint last;        /* the value asked last (G_MAXUINT: none yet) */
  guint pad;
} Sieve;

static gboolean
sieve_keep (guint value, gpointer data)
{
  Sieve *sieve = data;

  g_assert_true (sieve->last == G_MAXUINT || value > sieve->last);
  sieve->last = value;
  sieve->asked++;
  return value % sieve->modulus != 0;
}

static gboolean
spans_propagate (QdCspSolver *solver, gpointer data)
{
  Spans *sp = data;
  g_autoptr(GRand) rand = NULL;
  g_autofree gboolean *model = NULL;
  guint count = sp->size;

  guint lo, hi;

  /* Once a branch: X1 whole (a wrong restore shows in the count), its
   * bounds all of it again. */
  if (qd_csp_solver_domain_count (solver, 0) != 1 || qd_csp_solver_domain_count (solver, 1) != sp->size)
    return TRUE;
  g_assert_true (qd_csp_solver_domain_bounds (solver, 1, &lo, &hi));
  g_assert_cmpuint (lo, ==, 0);
  g_assert_cmpuint (hi, ==, sp->size - 1);
  rand = g_rand_new_with_seed (sp->seed++);
  model = g_new (gboolean, sp->size);
  for (guint v = 0; v < sp->size; v++)
    model[v] = TRUE;
  for (guint step = 0; step < 6 && count > 0; step++)
    {
      guint from = g_rand_int_range (rand, 0, sp->size + 1), to = g_rand_int_range (rand, 0, sp->size + 70);
      gboolean left;

      guint kind = g_rand_int_range (rand, 0, 4), asked = 0;
      Sieve sieve = { g_rand_int_range (rand, 2, 5), 0, G_MAXUINT, 0 };

      if (kind == 0)
        {
          from = MIN (from, sp->size - 1);
          to = from + 1;
          left = qd_csp_solver_remove_value (solver, 1, from);
        }
      else if (kind == 1)
        left = qd_csp_solver_filter (solver, 1, from, to, sieve_keep, &sieve);
      else
        left = qd_csp_solver_remove_range (solver, 1, from, to);
      for (guint v = from; v < MIN (to, sp->size); v++)
        if (model[v])
          {
            asked++;
            if (kind != 1 || v % sieve.modulus == 0)
              model[v] = FALSE, count--;
          }
      /* filter asks each value in the span once, in ascending order. */
      if (kind == 1)
        g_assert_cmpuint (sieve.asked, ==, asked);
      g_assert_cmpint (left, ==, count > 0);
      g_assert_cmpuint (qd_csp_solver_domain_count (solver, 1), ==, count);
      for (guint v = 0; v < sp->size; v++)
        g_assert_cmpint (qd_csp_solver_domain_has (solver, 1, v), ==, model[v]);
      /* The bounds: the model's least and greatest value left. */
      if (count > 0)
        {
          guint first = 0, last = sp->size - 1;

          while (!model[first])
            first++;
          while (!model[last])
            last--;
          g_assert_true (qd_csp_solver_domain_bounds (solver, 1, &lo, &hi));
          g_assert_cmpuint (lo, ==, first);
          g_assert_cmpuint (hi, ==, last);
        }
    }
  sp->kept += count;
  return count > 0;
}

static void
test_remove_range (void)
{
  const QdCspPropagatorClass klass = { "spans", spans_propagate, always_true, NULL, FALSE, FALSE };
  g_autoptr(GRand) rand = g_rand_new_with_seed (79);

  for (guint round = 0; round < 300; round++)
    {
      g_autoptr(QdCsp) csp = qd_csp_new ();
      g_autoptr(QdCspSolver) solver = NULL;
      Spans sp = { g_rand_int_range (rand, 1, 300), round * 1000, 0 };
      guint scope[2] = { 0, 1 };
      QdCspOptions o;
      QdCspStats stats;

      qd_csp_add_variable (csp, NULL, 3);
      qd_csp_add_variable (csp, NULL, sp.size);
      qd_csp_add_propagator (csp, &klass, &sp, scope, 2, NULL);
      qd_csp_options_init (&o);
      o.inference = QD_CSP_INFER_MAC;
      o.all_solutions = TRUE;
      solver = qd_csp_solver_new (csp, &o);
      g_assert_cmpint (qd_csp_solver_run (solver, &stats), !=, QD_CSP_STOPPED);
      g_assert_cmpuint (stats.solutions, ==, sp.kept);
      g_assert_cmpuint (qd_csp_solver_domain_count (solver, 1), ==, sp.size);
    }
}

static guint
scheduling_run (const QdCspPropagatorClass *klass, gboolean chain, Spy *spy)
{
  g_autoptr(QdCsp) csp = qd_csp_new ();
  QdCspOptions o;
  QdCspSolver *solver;
  QdCspStats stats;
  guint scope[4] = { 0, 1, 2, 3 };

  for (guint i = 0; i < 4; i++)
    qd_csp_add_variable (csp, NULL, 8);
  if (chain)
    for (guint i = 0; i + 1 < 4; i++)
      qd_csp_add_binary (csp, i, i + 1, less_than, NULL, NULL);
  memset (spy, 0, sizeof *spy);
  qd_csp_add_propagator (csp, klass, spy, scope, 4, NULL);
  qd_csp_options_init (&o);
  o.inference = QD_CSP_INFER_MAC;
  o.all_solutions = TRUE;
  solver = qd_csp_solver_new (csp, &o);
  g_assert_cmpint (qd_csp_solver_run (solver, &stats), !=, QD_CSP_STOPPED);
  qd_csp_solver_free (solver);
  return (guint) stats.solutions;
}

static void
test_propagator_scheduling (void)
{
  const QdCspPropagatorClass spy_plain = { "spy", spy_propagate, always_true, NULL, FALSE, FALSE };
  const QdCspPropagatorClass spy_late = { "spy", spy_propagate, always_true, NULL, FALSE, TRUE };
  const QdCspPropagatorClass cap_plain = { "cap", cap_propagate, always_true, NULL, FALSE, FALSE };
  const QdCspPropagatorClass cap_idem = { "cap", cap_propagate, always_true, NULL, TRUE, FALSE };
  Spy plain, late;
  guint n_plain, n_late;

  /* X0 < X1 < X2 < X3 over 0..7: arc consistency leaves 5 values each (20);
   * a late propagator sees that at its first run, an ordinary one earlier. */
  n_plain = scheduling_run (&spy_plain, TRUE, &plain);
  n_late = scheduling_run (&spy_late, TRUE, &late);
  g_assert_cmpuint (n_plain, ==, 70);      /* C(8, 4) increasing sequences */
  g_assert_cmpuint (n_late, ==, 70);
  g_assert_cmpuint (late.first_total, ==, 20);
  g_assert_cmpuint (plain.first_total, >, 20);

  /* Four free variables capped to 0..5: 6^4 solutions either way; the
   * idempotent cap is not run again after its own pruning. */
  g_assert_cmpuint (scheduling_run (&cap_plain, FALSE, &plain), ==, 1296);
  g_assert_cmpuint (scheduling_run (&cap_idem, FALSE, &late), ==, 1296);
  g_assert_cmpuint (late.runs, <, plain.runs);
}

/* --- last conflict -------------------------------------------------------- */

/* The rule of last_conflict read from the events: after an assignment
 * fails (or, without inference, a value is rejected), the next node opened
 * decides that variable, until it is assigned and the search goes deeper. */
typedef struct {
  guint lc;               /* G_MAXUINT: none */
  guint new_depth;        /* the depth of the node to be opened next, 0: none */
  gboolean check;         /* last_conflict is on: the rule is checked */
  guint followed;         /* nodes that decided the last conflict's variable */
  GString *order;         /* the variables assigned, in order */
  GHashTable *solutions;
} LcWatch;

static void
lc_opened (LcWatch *w, guint var, guint depth)
{
  if (depth != w->new_depth)
    return;
  if (w->check && w->lc != G_MAXUINT)
    {
      g_assert_cmpuint (var, ==, w->lc);
      w->followed++;
    }
  w->new_depth = 0;
}

static void
lc_assign (gpointer user_data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  LcWatch *w = user_data;

  lc_opened (w, var, depth);
  g_string_append_printf (w->order, "%u,", var);
}

static void
lc_reject (gpointer user_data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  LcWatch *w = user_data;

  lc_opened (w, var, depth);
  w->lc = var;
}

static void
lc_propagated (gpointer user_data, QdCspSolver *solver, guint var, guint value, gboolean consistent)
{
  LcWatch *w = user_data;

  if (!consistent)
    w->lc = var;
  else
    {
      if (w->lc == var)
        w->lc = G_MAXUINT;
      w->new_depth = qd_csp_solver_depth (solver) + 1;
    }
}

static gboolean
lc_solution (gpointer user_data, QdCspSolver *solver, const gint *values)
{
  LcWatch *w = user_data;

  g_hash_table_add (w->solutions, values_key (values, qd_csp_n_variables (qd_csp_solver_get_csp (solver))));
  return TRUE;
}

static const QdCspListener lc_listener = {
  .assign = lc_assign, .reject = lc_reject, .propagated = lc_propagated, .solution = lc_solution,
};

/* Every solution, the variables in the order they were assigned. */
static void
lc_run (const QdCsp *csp, QdCspOptions *o, LcWatch *w)
{
  g_autoptr(QdCspSolver) solver = NULL;

  memset (w, 0, sizeof *w);
  w->lc = G_MAXUINT;
  w->new_depth = 1;
  w->check = o->last_conflict;
  w->order = g_string_new (NULL);
  w->solutions = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  o->listener = &lc_listener;
  o->listener_data = w;
  solver = qd_csp_solver_new (csp, o);
  g_assert_cmpint (qd_csp_solver_run (solver, NULL), !=, QD_CSP_STOPPED);
}

static void
lc_clear (LcWatch *w)
{
  g_string_free (w->order, TRUE);
  g_hash_table_unref (w->solutions);
}

/* On random CSPs, with and without inference and weights: last_conflict
 * follows its rule, changes the order of some searches and never the
 * solutions found. */
static void
test_last_conflict (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261128);
  guint changed = 0, followed = 0;

  for (guint instance = 0; instance < 150; instance++)
    {
      RandomCsp r;
      g_autoptr(QdCsp) csp = random_csp (rand, &r);

      for (guint variant = 0; variant < 6; variant++)
        {
          QdCspOptions o;
          LcWatch plain, lc;

          qd_csp_options_init (&o);
          o.all_solutions = TRUE;
          o.inference = inferences[variant % 3];
          o.var_order = QD_CSP_VAR_MRV;
          if (variant >= 3)
            qd_csp_options_cp_order (&o);
          o.last_conflict = FALSE;
          lc_run (csp, &o, &plain);
          o.last_conflict = TRUE;
          lc_run (csp, &o, &lc);
          g_assert_true (same_sets (plain.solutions, lc.solutions));
          changed += strcmp (plain.order->str, lc.order->str) != 0;
          followed += lc.followed;
          lc_clear (&plain);
          lc_clear (&lc);
        }
      random_csp_clear (&r);
    }
  g_assert_cmpuint (changed, >, 0);
  g_assert_cmpuint (followed, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/csp/model", test_model);
  g_test_add_func ("/csp/strings", test_strings);
  g_test_add_func ("/csp/queens", test_queens);
  g_test_add_func ("/csp/australia", test_australia);
  g_test_add_func ("/csp/table", test_table);
  g_test_add_func ("/csp/propagator", test_propagator);
  g_test_add_func ("/csp/propagator-scheduling", test_propagator_scheduling);
  g_test_add_func ("/csp/random-property", test_random_property);
  g_test_add_func ("/csp/limits", test_limits);
  g_test_add_func ("/csp/events", test_events);
  g_test_add_func ("/csp/trail", test_trail);
  g_test_add_func ("/csp/remove-range", test_remove_range);
  g_test_add_func ("/csp/orders", test_orders);
  g_test_add_func ("/csp/initial-propagation", test_initial_propagation);
  g_test_add_func ("/csp/wide-domains", test_wide_domains);
  g_test_add_func ("/csp/large", test_large);
  g_test_add_func ("/csp/backjumping-random", test_backjumping_random);
  g_test_add_func ("/csp/backjumping-binary", test_backjumping_binary);
  g_test_add_func ("/csp/backjumping-hard", test_backjumping_hard);
  g_test_add_func ("/csp/restart-variants-unsat", test_restart_variants_unsat);
  g_test_add_func ("/csp/large-mrv", test_large_mrv);
  g_test_add_func ("/csp/min-conflicts", test_min_conflicts);
  g_test_add_func ("/csp/difference", test_difference);
  g_test_add_func ("/csp/min-conflicts-counted", test_min_conflicts_counted);
  g_test_add_func ("/csp/last-conflict", test_last_conflict);
  return g_test_run ();
}
