/* test-csp-weight.c — wdeg^ca.cd's weights (QdCspOptions.weight_cacd) on
 * CSPs large enough for the MRV tree (over 256 variables), whose weighted
 * degrees move at every failure: groups of a few variables with random
 * binary constraints inside each group, brute-forced group by group.  The
 * whole CSP has a solution when every group has one; the search, with
 * restarts after every backtrack or two, the ratio or the weight alone
 * first, must say so, and its first solution must satisfy every constraint.
 */
#include "core/qd-csp.h"
#include "core/qd-csp-private.h"

#include <string.h>

#define GROUP 5
#define N_GROUPS 60
#define N_VARS (GROUP * N_GROUPS)
#define SIZE 4

typedef struct {
  guint x, y;
  guint8 allowed[SIZE * SIZE];
} Pair;

typedef struct {
  Pair pairs[N_GROUPS * GROUP * GROUP];
  guint n_pairs;
} Instance;

static gboolean
pair_allowed (guint a, guint b, gpointer data)
{
  const Pair *p = data;

  return p->allowed[a * SIZE + b];
}

static gboolean
satisfies (const Instance *in, const gint *values, guint first, guint last)
{
  for (guint i = 0; i < in->n_pairs; i++)
    {
      const Pair *p = &in->pairs[i];

      if (p->x >= first && p->x < last && !p->allowed[values[p->x] * SIZE + values[p->y]])
        return FALSE;
    }
  return TRUE;
}

/* Whether group g has a solution: every assignment of its variables. */
static gboolean
group_feasible (const Instance *in, guint g)
{
  gint values[N_VARS] = { 0 };
  guint first = g * GROUP;

  for (guint code = 0; code < SIZE * SIZE * SIZE * SIZE * SIZE; code++)
    {
      guint c = code;

      for (guint i = 0; i < GROUP; i++, c /= SIZE)
        values[first + i] = c % SIZE;
      if (satisfies (in, values, first, first + GROUP))
        return TRUE;
    }
  return FALSE;
}

static QdCsp *
make_instance (GRand *rand, Instance *in, gint density)
{
  QdCsp *csp = qd_csp_new ();

  in->n_pairs = 0;
  for (guint v = 0; v < N_VARS; v++)
    qd_csp_add_variable (csp, NULL, SIZE);
  for (guint g = 0; g < N_GROUPS; g++)
    for (guint i = 0; i < GROUP; i++)
      for (guint j = i + 1; j < GROUP; j++)
        {
          Pair *p;

          if (g_rand_int_range (rand, 0, 100) < 30)
            continue;
          p = &in->pairs[in->n_pairs++];
          p->x = g * GROUP + i;
          p->y = g * GROUP + j;
          for (guint k = 0; k < SIZE * SIZE; k++)
            p->allowed[k] = g_rand_int_range (rand, 0, 100) < density;
        }
  /* Added once the array no longer moves. */
  for (guint i = 0; i < in->n_pairs; i++)
    qd_csp_add_binary (csp, in->pairs[i].x, in->pairs[i].y, pair_allowed, &in->pairs[i], NULL);
  return csp;
}

static gboolean
first_solution (gpointer user_data, QdCspSolver *solver, const gint *values)
{
  memcpy (user_data, values, sizeof (gint) * N_VARS);
  return TRUE;
}

static void
test_weight_tree (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (79);
  static Instance in;
  guint feasible_seen = 0, infeasible_seen = 0;

  for (guint round = 0; round < 40; round++)
    {
      /* Dense enough for failures; a group in a few has no solution. */
      g_autoptr(QdCsp) csp = make_instance (rand, &in, round % 2 ? 62 : 70);
      gboolean feasible = TRUE;

      for (guint g = 0; g < N_GROUPS && feasible; g++)
        feasible = group_feasible (&in, g);
      feasible_seen += feasible;
      infeasible_seen += !feasible;
      for (guint variant = 0; variant < 4; variant++)
        {
          gint values[N_VARS];
          QdCspListener listener = { .solution = first_solution };
          QdCspOptions o;
          g_autoptr(QdCspSolver) solver = NULL;
          QdCspStatus status;

          qd_csp_options_init (&o);
          o.inference = QD_CSP_INFER_MAC;
          qd_csp_options_cp_order (&o);
          o.weight_cacd = TRUE;
          o.weight_first = variant % 2;
          o.backjumping = variant >= 2;
          o.restart_unit = 1 + round % 2;
          o.restart_schedule = QD_CSP_RESTART_GEOMETRIC;
          o.restart_growth = 1.1;
          o.seed = round;
          o.listener = &listener;
          o.listener_data = values;
          solver = qd_csp_solver_new (csp, &o);
          status = qd_csp_solver_run (solver, NULL);
          if (status != (feasible ? QD_CSP_SOLVED : QD_CSP_NO_SOLUTION))
            g_error ("round %u, variant %u: status %d, the groups say %s", round, variant, status,
                     feasible ? "a solution" : "none");
          if (feasible)
            g_assert_true (satisfies (&in, values, 0, N_VARS));
        }
    }
  /* Both outcomes met. */
  g_assert_cmpuint (feasible_seen, >, 3);
  g_assert_cmpuint (infeasible_seen, >, 3);
}

/* ------------------------------------------- degrees through the search */

/* The degrees the MRV tree holds, against a scan of every scope: a
 * constraint counts for an unassigned variable while another variable of
 * its scope is unassigned (its weight: wdeg^ca.cd's in their runs, else
 * the constraint's with weighted_degree, else 1); and each constraint's
 * count of unassigned variables, where it keeps one. */
typedef struct {
  guint checked;
} DegreeCheck;

static void
check_degrees (gpointer user_data, QdCspSolver *s, guint var, guint value, gboolean consistent)
{
  DegreeCheck *check = user_data;

  g_assert_true (s->tree_degree);
  for (guint c = 0; c < s->csp->constraints->len; c++)
    {
      const QdCspConstraint *con = qd_csp_con (s->csp, c);
      guint open = 0;
      gboolean repeats = FALSE;

      for (guint p = 0; p < con->arity; p++)
        {
          open += s->values[con->scope[p]] == QD_CSP_UNASSIGNED;
          for (guint q = 0; q < p; q++)
            repeats |= con->scope[p] == con->scope[q];
        }
      if (repeats)
        g_assert_cmpuint (s->n_open[c], ==, G_MAXUINT);
      else if (con->kind != QD_CSP_KIND_BINARY)
        g_assert_cmpuint (s->n_open[c], ==, open);
    }
  for (guint v = 0; v < s->n_vars; v++)
    {
      double expected = 0;

      if (s->values[v] != QD_CSP_UNASSIGNED)
        continue;
      for (guint j = s->inc_offset[v]; j < s->inc_offset[v + 1]; j++)
        {
          const QdCspConstraint *con = qd_csp_con (s->csp, s->inc[j].constraint);
          gboolean other = FALSE;

          for (guint p = 0; p < con->arity; p++)
            other |= con->scope[p] != v && s->values[con->scope[p]] == QD_CSP_UNASSIGNED;
          if (other)
            expected += s->run_cacd ? s->cacd[j] : s->options.weighted_degree ? s->weight[s->inc[j].constraint] : 1;
        }
      if (s->tree_deg[v] != expected)
        g_error ("variable %u: the tree holds degree %g, the scopes give %g", v, s->tree_deg[v], expected);
      check->checked++;
    }
}

/* The groups' CSP (binary constraints, where the search fails), under
 * loose tables of arity 2 to 4 across the groups, a tenth of them with a
 * variable twice in their scope. */
static QdCsp *
make_table_instance (GRand *rand, Instance *in)
{
  QdCsp *csp = make_instance (rand, in, 66);
  guint tuples[SIZE * SIZE * SIZE * SIZE * 4];

  for (guint k = 0; k < N_VARS; k++)
    {
      guint arity = 2 + g_rand_int_range (rand, 0, 3), scope[4], n = 0, rows = 1;

      for (guint p = 0; p < arity; p++)
        {
          scope[p] = (k + g_rand_int_range (rand, 0, 3 * GROUP)) % N_VARS;
          rows *= SIZE;
        }
      if (g_rand_int_range (rand, 0, 10) == 0)
        scope[arity - 1] = scope[0];
      for (guint code = 0; code < rows; code++)
        if (g_rand_int_range (rand, 0, 100) < 95)
          {
            guint c = code;

            for (guint p = 0; p < arity; p++, c /= SIZE)
              tuples[n * arity + p] = c % SIZE;
            n++;
          }
      qd_csp_add_table (csp, scope, arity, tuples, n, NULL);
    }
  return csp;
}

static void
test_weight_degrees (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (80);
  static Instance in;
  guint checked = 0;

  for (guint round = 0; round < 6; round++)
    {
      g_autoptr(QdCsp) csp = make_table_instance (rand, &in);

      /* Plain MRV + degree; wdeg^ca.cd with the ratio, alone first; dom/wdeg;
       * the two by turns. */
      for (guint variant = 0; variant < 5; variant++)
        {
          DegreeCheck check = { 0 };
          QdCspListener listener = { .propagated = check_degrees };
          QdCspOptions o;
          g_autoptr(QdCspSolver) solver = NULL;

          qd_csp_options_init (&o);
          o.inference = QD_CSP_INFER_MAC;
          o.var_order = QD_CSP_VAR_MRV_DEGREE;
          if (variant > 0)
            {
              qd_csp_options_cp_order (&o);
              o.weight_cacd = variant != 3;
              o.weight_first = variant == 2 || variant == 4;
              o.weight_alternate = variant == 4;
              o.restart_unit = 1;
              o.restart_schedule = QD_CSP_RESTART_GEOMETRIC;
              o.restart_growth = 1.1;
            }
          o.max_assignments = 3000;
          o.seed = round;
          o.listener = &listener;
          o.listener_data = &check;
          solver = qd_csp_solver_new (csp, &o);
          qd_csp_solver_run (solver, NULL);
          g_assert_cmpuint (check.checked, >, 0);
          checked += check.checked;
        }
    }
  g_assert_cmpuint (checked, >, 10000);
}

/* ------------------------------------------------------------- the runs */

static gboolean
differ (guint a, guint b, gpointer data)
{
  return a != b;
}

/* Run after run, as the search begins them: their lengths (geometric,
 * 10 backtracks doubling, every second run when taking turns; with
 * restart_reset one unit again after a run that found a solution) and
 * whose turn it is (weight_alternate: wdeg^ca.cd alone first in three
 * runs of four, dom/wdeg in the fourth). */
static void
test_weight_runs (void)
{
  static const guint64 plain[] = { 10, 20, 40, 80, 160, 320, 640 };
  static const guint64 reset[] = { 10, 20, 40, 10, 20, 40, 10 };
  /* Taking turns, each length twice. */
  static const guint64 turns[] = { 10, 10, 20, 20, 40, 40, 80 };
  static const guint64 turns_reset[] = { 10, 10, 20, 10, 20, 20, 10 };

  /* Taking turns; not, with restart_reset; both, without the ratio; taking
   * turns without restart_reset. */
  for (guint variant = 0; variant < 4; variant++)
    {
      g_autoptr(QdCsp) csp = qd_csp_new ();
      g_autoptr(QdCspSolver) solver = NULL;
      QdCspSolver *s;
      QdCspOptions o;

      for (guint v = 0; v < 3; v++)
        qd_csp_add_variable (csp, NULL, 3);
      qd_csp_add_binary (csp, 0, 1, differ, NULL, NULL);
      qd_csp_add_binary (csp, 1, 2, differ, NULL, NULL);
      qd_csp_options_init (&o);
      o.inference = QD_CSP_INFER_MAC;
      qd_csp_options_cp_order (&o);
      o.restart_unit = 10;
      o.restart_schedule = QD_CSP_RESTART_GEOMETRIC;
      o.restart_growth = 2;
      o.weight_cacd = o.weight_first = TRUE;
      o.weight_ratio = variant != 2;
      o.weight_alternate = variant != 1;
      o.restart_reset = variant == 1 || variant == 2;
      solver = s = qd_csp_solver_new (csp, &o);
      for (guint run = 0; run < G_N_ELEMENTS (plain); run++)
        {
          guint64 length;
          gboolean cacd_turn = !o.weight_alternate || run % 4 != 3;

          /* A solution in runs 2 and 5. */
          if (run == 3 || run == 6)
            s->stats.solutions++;
          qd_csp_solver_begin_run (s);
          length = s->restart_at - s->stats.backtracks;
          g_assert_cmpuint (length, ==, o.weight_alternate ? (o.restart_reset ? turns_reset[run] : turns[run])
                                                           : o.restart_reset ? reset[run] : plain[run]);
          g_assert_cmpint (s->run_cacd, ==, cacd_turn);
          g_assert_cmpint (s->run_first, ==, cacd_turn);
          g_assert_cmpint (s->run_ratio, ==, o.weight_ratio || !cacd_turn);
          s->stats.backtracks += length;
          s->stats.restarts++;
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/csp-weight/tree", test_weight_tree);
  g_test_add_func ("/csp-weight/degrees", test_weight_degrees);
  g_test_add_func ("/csp-weight/runs", test_weight_runs);
  return g_test_run ();
}
