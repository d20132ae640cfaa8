/* test-csp-weight.c — wdeg^ca.cd's weights (QdCspOptions.weight_cacd) on
 * CSPs large enough for the MRV tree (over 256 variables), whose weighted
 * degrees move at every failure: groups of a few variables with random
 * binary constraints inside each group, brute-forced group by group.  The
 * whole CSP has a solution when every group has one; the search, with
 * restarts after every backtrack or two, the ratio or the weight alone
 * first, must say so, and its first solution must satisfy every constraint.
 */
#include "core/qd-csp.h"

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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/csp-weight/tree", test_weight_tree);
  return g_test_run ();
}
