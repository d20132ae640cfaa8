/* test-csp-tree.c — the structure of a constraint problem (core/qd-csp-tree.h):
 * on random trees and forests the tree-structured solver finds as many
 * solutions as a brute-force enumeration written here (chronological
 * backtracking that checks each constraint once its variables have values,
 * apart from the tree solver), without a backtrack, and its first solution
 * is valid; a graph with a cycle is refused with a cycle that is one in the
 * graph; cutset conditioning finds as many solutions as brute force on
 * random graphs with cycles; the smallest cutset is smallest (no subset of
 * fewer variables leaves a forest, checked here by brute force) and the
 * greedy one is a cutset none of whose variables can go back; AIMA's
 * Australia: a cycle WA – NT – SA – WA, the cutset SA, 18 colourings. */
#include "config.h"

#include "core/qd-csp-tree.h"

#include <string.h>

#define MAX_VARS 12

/* ------------------------------------------------------------ instances */

/* A random instance: its CSP and its graph as the test knows it. */
typedef struct {
  QdCsp *csp;
  guint n;
  gboolean adjacent[MAX_VARS][MAX_VARS];
} Instance;

static void
instance_clear (Instance *in)
{
  g_clear_pointer (&in->csp, qd_csp_free);
}

static gboolean
allowed_from_table (guint a, guint b, gpointer data)
{
  const gboolean (*table)[8] = data;

  return table[a][b];
}

/* A propagator of two variables, tabulated by the graph: x + y is not a
 * multiple of 3.  Its check holds while either is unassigned. */
typedef struct {
  guint x, y;
} PairData;

static gboolean
pair_check (gconstpointer data, const gint *values)
{
  const PairData *p = data;

  if (values[p->x] == QD_CSP_UNASSIGNED || values[p->y] == QD_CSP_UNASSIGNED)
    return TRUE;
  return (values[p->x] + values[p->y]) % 3 != 0;
}

static gboolean
pair_propagate (QdCspSolver *solver, gpointer data)
{
  return TRUE;
}

static const QdCspPropagatorClass pair_class = {
  .name = "sum3",
  .propagate = pair_propagate,
  .check = pair_check,
  .free = g_free,
};

/* One random constraint between x and y: a relation of random pairs,
 * x != y, a table of random pairs, or the propagator above. */
static void
add_random_constraint (GRand *rand, Instance *in, guint x, guint y, guint kind)
{
  guint sx = qd_csp_domain_size (in->csp, x), sy = qd_csp_domain_size (in->csp, y);
  gboolean table[8][8] = { { FALSE } };
  guint tuples[2 * 64];
  guint n_tuples = 0;

  for (guint a = 0; a < sx; a++)
    for (guint b = 0; b < sy; b++)
      table[a][b] = g_rand_double (rand) < 0.5;
  switch (kind)
    {
    case 0:
      qd_csp_add_binary (in->csp, x, y, allowed_from_table, table, NULL);
      break;
    case 1:
      qd_csp_add_not_equal (in->csp, x, y);
      break;
    case 2:
      for (guint a = 0; a < sx; a++)
        for (guint b = 0; b < sy; b++)
          if (table[a][b])
            {
              tuples[2 * n_tuples] = a;
              tuples[2 * n_tuples + 1] = b;
              n_tuples++;
            }
      qd_csp_add_table (in->csp, (guint[]) { x, y }, 2, tuples, n_tuples, NULL);
      break;
    default:
      {
        PairData *data = g_new (PairData, 1);

        data->x = x;
        data->y = y;
        qd_csp_add_propagator (in->csp, &pair_class, data, (guint[]) { x, y }, 2, NULL);
      }
    }
  in->adjacent[x][y] = in->adjacent[y][x] = TRUE;
}

/* An edge: one random constraint, sometimes a second one on the same pair
 * (the other way round). */
static void
add_edge (GRand *rand, Instance *in, guint x, guint y)
{
  add_random_constraint (rand, in, x, y, g_rand_int_range (rand, 0, 4));
  if (g_rand_double (rand) < 0.2)
    add_random_constraint (rand, in, y, x, 0);
}

/* n variables of 2 to 5 values (some restricted by a constraint on one
 * variable or a removed value); a forest: each variable after the first
 * joined to an earlier one with probability `tree`; then `extra` more edges
 * between random pairs not yet joined. */
static void
make_instance (GRand *rand, Instance *in, guint n_min, guint n_max, double tree, guint extra)
{
  memset (in, 0, sizeof *in);
  in->csp = qd_csp_new ();
  in->n = g_rand_int_range (rand, n_min, n_max + 1);
  for (guint v = 0; v < in->n; v++)
    {
      g_autofree char *name = g_strdup_printf ("x%u", v);
      guint size = g_rand_int_range (rand, 2, 6);

      qd_csp_add_variable (in->csp, name, size);
      if (g_rand_double (rand) < 0.1)
        qd_csp_remove_initial (in->csp, v, g_rand_int_range (rand, 0, size));
      if (g_rand_double (rand) < 0.1)
        {
          gboolean table[8][8] = { { FALSE } };

          for (guint a = 0; a < size; a++)
            table[a][a] = g_rand_double (rand) < 0.7;
          qd_csp_add_binary (in->csp, v, v, allowed_from_table, table, NULL);
        }
    }
  for (guint v = 1; v < in->n; v++)
    if (g_rand_double (rand) < tree)
      add_edge (rand, in, v, g_rand_int_range (rand, 0, v));
  for (guint e = 0, tries = 0; e < extra && tries < 100; tries++)
    {
      guint x = g_rand_int_range (rand, 0, in->n), y = g_rand_int_range (rand, 0, in->n);

      if (x == y || in->adjacent[x][y])
        continue;
      add_edge (rand, in, x, y);
      e++;
    }
}

/* ---------------------------------------------------------- brute force */

/* Whether every constraint holds on the (partial) assignment as far as it
 * can be told. */
static gboolean
consistent (const QdCsp *csp, const gint *values)
{
  for (guint c = 0; c < qd_csp_n_constraints (csp); c++)
    if (!qd_csp_constraint_check (csp, c, values))
      return FALSE;
  return TRUE;
}

/* Whether the constraints on `var` hold on the (partial) assignment as far
 * as it can be told. */
static gboolean
consistent_at (const QdCsp *csp, const gint *values, guint var)
{
  for (guint c = 0; c < qd_csp_n_constraints (csp); c++)
    {
      const guint *scope = qd_csp_constraint_scope (csp, c);
      gboolean on = FALSE;

      for (guint p = 0; p < qd_csp_constraint_arity (csp, c); p++)
        on |= scope[p] == var;
      if (on && !qd_csp_constraint_check (csp, c, values))
        return FALSE;
    }
  return TRUE;
}

/* The solutions, counted by chronological backtracking in index order
 * over the initial domains. */
static guint64
brute_count (const QdCsp *csp)
{
  guint n = qd_csp_n_variables (csp);
  gint values[MAX_VARS];
  guint64 count = 0;
  gint depth = 0;

  for (guint v = 0; v < n; v++)
    values[v] = QD_CSP_UNASSIGNED;
  if (n == 0)
    return 1;
  while (depth >= 0)
    {
      guint v = (guint) depth;
      gint next = values[v] + 1;

      while ((guint) next < qd_csp_domain_size (csp, v))
        {
          values[v] = next;
          if (qd_csp_initial_has (csp, v, (guint) next) && consistent_at (csp, values, v))
            break;
          next++;
        }
      if ((guint) next >= qd_csp_domain_size (csp, v))
        {
          values[v] = QD_CSP_UNASSIGNED;
          depth--;
          continue;
        }
      if (v + 1 == n)
        count++;
      else
        depth++;
    }
  return count;
}

static gboolean
valid_solution (const QdCsp *csp, const gint *values)
{
  for (guint v = 0; v < qd_csp_n_variables (csp); v++)
    if (values[v] < 0 || !qd_csp_initial_has (csp, v, (guint) values[v]))
      return FALSE;
  return consistent (csp, values);
}

/* Whether the graph less `removed` has no cycle (the test's own check). */
static gboolean
brute_acyclic (const Instance *in, const gboolean *removed)
{
  guint root[MAX_VARS];

  for (guint v = 0; v < in->n; v++)
    root[v] = v;
  for (guint x = 0; x < in->n; x++)
    for (guint y = x + 1; y < in->n; y++)
      {
        guint rx = x, ry = y;

        if (!in->adjacent[x][y] || removed[x] || removed[y])
          continue;
        while (root[rx] != rx)
          rx = root[rx];
        while (root[ry] != ry)
          ry = root[ry];
        if (rx == ry)
          return FALSE;
        root[rx] = ry;
      }
  return TRUE;
}

/* ------------------------------------------------------------- running */

typedef struct {
  guint assigns;
} Events;

static void
count_assign (gpointer user_data, guint var, guint value, guint depth)
{
  ((Events *) user_data)->assigns++;
}

static const QdCspTreeListener counting = { .assign = count_assign };

/* The solutions of a run with all solutions, and the first solution of
 * another, checked: as many as brute force, no backtrack, a valid first
 * solution found with exactly one assignment per variable outside the
 * cutset (no search at all) when there is no cutset. */
static void
check_solver (const Instance *in, const QdCspTree *tree, const guint *cutset, guint n_cutset)
{
  QdCspTreeOptions options;
  QdCspTreeStats stats;
  g_autoptr(QdCspTreeSolver) all = NULL;
  g_autoptr(QdCspTreeSolver) first = NULL;
  g_autoptr(GError) error = NULL;
  guint64 expected = brute_count (in->csp);
  Events events = { 0 };
  QdCspStatus status;

  qd_csp_tree_options_init (&options);
  options.cutset = cutset;
  options.n_cutset = n_cutset;
  options.all_solutions = TRUE;
  all = qd_csp_tree_solver_new (tree, &options, &error);
  g_assert_no_error (error);
  status = qd_csp_tree_solver_run (all, &stats);
  g_assert_cmpuint (stats.solutions, ==, expected);
  g_assert_cmpint (status, ==, expected > 0 ? QD_CSP_SOLVED : QD_CSP_NO_SOLUTION);
  g_assert_cmpuint (stats.backtracks, ==, 0);

  options.all_solutions = FALSE;
  options.listener = &counting;
  options.listener_data = &events;
  first = qd_csp_tree_solver_new (tree, &options, &error);
  g_assert_no_error (error);
  status = qd_csp_tree_solver_run (first, &stats);
  g_assert_cmpuint (stats.backtracks, ==, 0);
  if (expected == 0)
    {
      g_assert_cmpint (status, ==, QD_CSP_NO_SOLUTION);
      g_assert_null (qd_csp_tree_solver_first_solution (first));
      return;
    }
  g_assert_cmpint (status, ==, QD_CSP_SOLVED);
  g_assert_cmpuint (stats.solutions, ==, 1);
  g_assert_true (valid_solution (in->csp, qd_csp_tree_solver_first_solution (first)));
  if (n_cutset == 0)
    g_assert_cmpuint (events.assigns, ==, in->n);
}

/* Random trees and forests of 5 to 12 variables. */
static void
test_forests (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (611);

  for (guint round = 0; round < 300; round++)
    {
      Instance in;
      g_autoptr(QdCspTree) tree = NULL;
      g_autoptr(GError) error = NULL;
      guint cycle[MAX_VARS], n_cycle;

      make_instance (rand, &in, 5, 12, round % 3 == 0 ? 0.85 : 1.0, 0);
      tree = qd_csp_tree_new (in.csp, &error);
      g_assert_no_error (error);
      g_assert_false (qd_csp_tree_find_cycle (tree, NULL, cycle, &n_cycle));
      check_solver (&in, tree, NULL, 0);
      g_clear_pointer (&tree, qd_csp_tree_free);
      instance_clear (&in);
    }
}

/* Graphs with a cycle: refused, the cycle named being one of the graph. */
static void
test_cycles (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (612);

  for (guint round = 0; round < 300; round++)
    {
      Instance in;
      g_autoptr(QdCspTree) tree = NULL;
      g_autoptr(QdCspTreeSolver) solver = NULL;
      g_autoptr(GError) error = NULL;
      guint cycle[MAX_VARS], n_cycle;
      gboolean seen[MAX_VARS] = { FALSE };
      gboolean none[MAX_VARS] = { FALSE };

      make_instance (rand, &in, 5, 12, 0.9, g_rand_int_range (rand, 1, 4));
      tree = qd_csp_tree_new (in.csp, &error);
      g_assert_no_error (error);
      if (brute_acyclic (&in, none))
        {
          /* Too few pairs left to join: no cycle after all. */
          instance_clear (&in);
          continue;
        }
      g_assert_true (qd_csp_tree_find_cycle (tree, NULL, cycle, &n_cycle));
      g_assert_cmpuint (n_cycle, >=, 3);
      for (guint i = 0; i < n_cycle; i++)
        {
          g_assert_false (seen[cycle[i]]);
          seen[cycle[i]] = TRUE;
          g_assert_true (in.adjacent[cycle[i]][cycle[(i + 1) % n_cycle]]);
        }
      solver = qd_csp_tree_solver_new (tree, NULL, &error);
      g_assert_null (solver);
      g_assert_error (error, QD_CSP_TREE_ERROR, QD_CSP_TREE_ERROR_CYCLE);
      g_assert_true (g_str_has_prefix (error->message, "the constraint graph has a cycle: "));
      g_clear_pointer (&tree, qd_csp_tree_free);
      instance_clear (&in);
    }
}

/* Cutset conditioning on random graphs with cycles, with the smallest and
 * the greedy cutset. */
static void
test_conditioning (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (613);

  for (guint round = 0; round < 200; round++)
    {
      Instance in;
      g_autoptr(QdCspTree) tree = NULL;
      g_autoptr(GError) error = NULL;
      guint cutset[MAX_VARS], n_cutset;
      gboolean removed[MAX_VARS] = { FALSE };

      make_instance (rand, &in, 5, 10, 0.9, g_rand_int_range (rand, 1, 6));
      tree = qd_csp_tree_new (in.csp, &error);
      g_assert_no_error (error);
      qd_csp_tree_cutset (tree, round % 2 == 0 ? QD_CSP_TREE_CUTSET_BUDGET : 0, cutset, &n_cutset);
      for (guint i = 0; i < n_cutset; i++)
        removed[cutset[i]] = TRUE;
      g_assert_true (brute_acyclic (&in, removed));
      check_solver (&in, tree, cutset, n_cutset);
      g_clear_pointer (&tree, qd_csp_tree_free);
      instance_clear (&in);
    }
}

/* Whether some subset of k variables leaves a forest (brute force over
 * every subset of the instance's variables). */
static gboolean
some_cutset_of_size (const Instance *in, guint k)
{
  for (guint mask = 0; mask < (1u << in->n); mask++)
    {
      gboolean removed[MAX_VARS];

      if ((guint) __builtin_popcount (mask) != k)
        continue;
      for (guint v = 0; v < in->n; v++)
        removed[v] = (mask >> v) & 1;
      if (brute_acyclic (in, removed))
        return TRUE;
    }
  return FALSE;
}

/* The smallest cutset is smallest; the greedy one is a cutset from which no
 * variable can go back. */
static void
test_cutset_sizes (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (614);

  for (guint round = 0; round < 300; round++)
    {
      Instance in;
      g_autoptr(QdCspTree) tree = NULL;
      g_autoptr(GError) error = NULL;
      guint cutset[MAX_VARS], n_cutset, greedy_cut[MAX_VARS], n_greedy;
      gboolean removed[MAX_VARS] = { FALSE };
      QdCspCutsetKind kind;

      make_instance (rand, &in, 4, 10, 0.8, g_rand_int_range (rand, 0, 10));
      tree = qd_csp_tree_new (in.csp, &error);
      g_assert_no_error (error);
      kind = qd_csp_tree_cutset (tree, QD_CSP_TREE_CUTSET_BUDGET, cutset, &n_cutset);
      g_assert_cmpint (kind, ==, QD_CSP_CUTSET_SMALLEST);
      for (guint i = 0; i < n_cutset; i++)
        {
          g_assert_true (i == 0 || cutset[i - 1] < cutset[i]);
          removed[cutset[i]] = TRUE;
        }
      g_assert_true (brute_acyclic (&in, removed));
      g_assert_true (n_cutset == 0 || !some_cutset_of_size (&in, n_cutset - 1));

      kind = qd_csp_tree_cutset (tree, 0, greedy_cut, &n_greedy);
      memset (removed, 0, sizeof removed);
      for (guint i = 0; i < n_greedy; i++)
        removed[greedy_cut[i]] = TRUE;
      g_assert_true (brute_acyclic (&in, removed));
      g_assert_cmpuint (n_greedy, >=, n_cutset);
      if (kind == QD_CSP_CUTSET_SMALLEST)
        g_assert_cmpuint (n_greedy, ==, n_cutset);
      for (guint i = 0; i < n_greedy; i++)
        {
          removed[greedy_cut[i]] = FALSE;
          g_assert_false (brute_acyclic (&in, removed));
          removed[greedy_cut[i]] = TRUE;
        }
      g_clear_pointer (&tree, qd_csp_tree_free);
      instance_clear (&in);
    }
}

/* ----------------------------------------------------------- Australia */

/* AIMA figure 6.1: seven regions, red, green and blue, nine borders; without
 * South Australia (figure 6.12 (b)) when `without_sa`. */
static QdCsp *
australia (gboolean without_sa)
{
  static const char *const names[] = { "WA", "NT", "SA", "Q", "NSW", "V", "T" };
  static const guint borders[][2] = { { 0, 1 }, { 0, 2 }, { 1, 2 }, { 1, 3 }, { 2, 3 },
                                      { 2, 4 }, { 2, 5 }, { 3, 4 }, { 4, 5 } };
  QdCsp *csp = qd_csp_new ();

  for (guint v = 0; v < G_N_ELEMENTS (names); v++)
    qd_csp_add_variable (csp, names[v], 3);
  for (guint b = 0; b < G_N_ELEMENTS (borders); b++)
    if (!without_sa || (borders[b][0] != 2 && borders[b][1] != 2))
      qd_csp_add_not_equal (csp, borders[b][0], borders[b][1]);
  return csp;
}

static void
test_australia (void)
{
  g_autoptr(QdCsp) csp = australia (FALSE);
  g_autoptr(QdCspTree) tree = qd_csp_tree_new (csp, NULL);
  g_autoptr(QdCspTreeSolver) solver = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint cycle[7], n_cycle, cutset[7], n_cutset;
  QdCspTreeOptions options;
  QdCspTreeStats stats;

  g_assert_cmpuint (qd_csp_tree_n_edges (tree), ==, 9);
  g_assert_true (qd_csp_tree_find_cycle (tree, NULL, cycle, &n_cycle));
  text = qd_csp_tree_cycle_text (tree, cycle, n_cycle);
  g_assert_cmpstr (text, ==, "WA – NT – SA – WA");
  solver = qd_csp_tree_solver_new (tree, NULL, &error);
  g_assert_null (solver);
  g_assert_error (error, QD_CSP_TREE_ERROR, QD_CSP_TREE_ERROR_CYCLE);
  g_assert_cmpstr (error->message, ==, "the constraint graph has a cycle: WA – NT – SA – WA");
  g_clear_error (&error);

  g_assert_cmpint (qd_csp_tree_cutset (tree, QD_CSP_TREE_CUTSET_BUDGET, cutset, &n_cutset), ==,
                   QD_CSP_CUTSET_SMALLEST);
  g_assert_cmpuint (n_cutset, ==, 1);
  g_assert_cmpuint (cutset[0], ==, 2);
  qd_csp_tree_options_init (&options);
  options.cutset = cutset;
  options.n_cutset = n_cutset;
  options.all_solutions = TRUE;
  solver = qd_csp_tree_solver_new (tree, &options, &error);
  g_assert_no_error (error);
  g_assert_cmpint (qd_csp_tree_solver_run (solver, &stats), ==, QD_CSP_SOLVED);
  g_assert_cmpuint (stats.solutions, ==, brute_count (csp));
  g_assert_cmpuint (stats.solutions, ==, 18);
  g_assert_cmpuint (stats.cutset_assignments, ==, 3);
  g_assert_cmpuint (stats.backtracks, ==, 0);
}

static void
test_australia_tree (void)
{
  g_autoptr(QdCsp) csp = australia (TRUE);
  g_autoptr(QdCspTree) tree = qd_csp_tree_new (csp, NULL);
  g_autoptr(QdCspTreeSolver) solver = qd_csp_tree_solver_new (tree, NULL, NULL);
  QdCspTreeStats stats;

  g_assert_nonnull (solver);
  g_assert_cmpint (qd_csp_tree_solver_run (solver, &stats), ==, QD_CSP_SOLVED);
  g_assert_cmpuint (stats.backtracks, ==, 0);
  g_assert_cmpuint (stats.assignments, ==, 7);
  g_assert_true (valid_solution (csp, qd_csp_tree_solver_first_solution (solver)));
}

/* A constraint over three variables is refused, named. */
static void
test_arity (void)
{
  g_autoptr(QdCsp) csp = qd_csp_new ();
  g_autoptr(GError) error = NULL;
  guint scope[3] = { 0, 1, 2 };
  guint tuples[3] = { 0, 1, 0 };
  QdCspTree *tree;

  for (guint v = 0; v < 3; v++)
    qd_csp_add_variable (csp, v == 0 ? "a" : v == 1 ? "b" : "c", 2);
  qd_csp_add_table (csp, scope, 3, tuples, 1, "abc");
  tree = qd_csp_tree_new (csp, &error);
  g_assert_null (tree);
  g_assert_error (error, QD_CSP_TREE_ERROR, QD_CSP_TREE_ERROR_ARITY);
  g_assert_nonnull (strstr (error->message, "“table(abc) 1 tuple”"));
}

/* The stop flag stops a run; max_solutions ends one. */
static void
test_limits (void)
{
  g_autoptr(QdCsp) csp = qd_csp_new ();
  g_autoptr(QdCspTree) tree = NULL;
  g_autoptr(QdCspTreeSolver) solver = NULL;
  QdCspTreeOptions options;
  QdCspTreeStats stats;
  gint stop = 1;

  /* A path of 20 variables of 3 values, x != y along it: 3 · 2^19 solutions. */
  for (guint v = 0; v < 20; v++)
    {
      g_autofree char *name = g_strdup_printf ("p%u", v);

      qd_csp_add_variable (csp, name, 3);
      if (v > 0)
        qd_csp_add_not_equal (csp, v - 1, v);
    }
  tree = qd_csp_tree_new (csp, NULL);
  qd_csp_tree_options_init (&options);
  options.all_solutions = TRUE;
  options.max_solutions = 1000;
  solver = qd_csp_tree_solver_new (tree, &options, NULL);
  g_assert_cmpint (qd_csp_tree_solver_run (solver, &stats), ==, QD_CSP_SOLVED);
  g_assert_cmpuint (stats.solutions, ==, 1000);
  g_clear_pointer (&solver, qd_csp_tree_solver_free);
  options.max_solutions = 0;
  options.stop = &stop;
  solver = qd_csp_tree_solver_new (tree, &options, NULL);
  g_assert_cmpint (qd_csp_tree_solver_run (solver, &stats), ==, QD_CSP_STOPPED);
  g_assert_cmpuint (stats.solutions, <, 3u << 19);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/csp/tree/forests", test_forests);
  g_test_add_func ("/csp/tree/cycles", test_cycles);
  g_test_add_func ("/csp/tree/conditioning", test_conditioning);
  g_test_add_func ("/csp/tree/cutset-sizes", test_cutset_sizes);
  g_test_add_func ("/csp/tree/australia", test_australia);
  g_test_add_func ("/csp/tree/australia-tree", test_australia_tree);
  g_test_add_func ("/csp/tree/arity", test_arity);
  g_test_add_func ("/csp/tree/limits", test_limits);
  return g_test_run ();
}
