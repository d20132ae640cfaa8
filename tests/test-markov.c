/* test-markov.c — the MDP engine (core/qd-mdp) on grids whose values come from
 * outside Quandary:
 *   - AIMA's 4 × 3 world (3rd ed., figure 17.3): γ = 1, R = -0.04, noise 0.2,
 *     utilities 0.812 0.868 0.918 / 0.762 0.660 / 0.705 0.655 0.611 0.388 and
 *     the policy of figure 17.2(a), by value iteration and by policy iteration;
 *   - the Berkeley Gridworld autograder's question 1 solution files
 *     (test_cases/q1/2-tinygrid-noisy.solution and 4-discountgrid.solution):
 *     V_k after k sweeps and the Q-values from V_k, to the 4 decimals printed;
 *   - a hand computation: tinygrid-noisy's V(S) solves V = 0.75 (0.75 · 10 +
 *     0.25 · V), 5.625 / 0.8125 = 6.9231.
 * The grids are built here from their text, with the course's semantics
 * (gridworld.py: exit collects a terminal's value, noise split between the
 * two perpendicular moves, a bump stays, the living reward of the cell left);
 * AIMA's world is the same equations with R(s) as the living reward. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "core/qd-markov.h"
#include "core/qd-markov-grid.h"
#include "test-markov.h"

void
grid_free (Grid *g)
{
  g_free (g->state);
  qd_markov_grid_free (g->world);
  qd_markov_free (g->mdp);
}

gint
cell (const Grid *g, gint x, gint y)
{
  if (x < 0 || y < 0 || x >= (gint) g->world->w || y >= (gint) g->world->h)
    return -1;
  return g->state[y * (gint) g->world->w + x];
}

/* The world's cells set: its moves, and the same model as a QdMarkov. */
static void
grid_model (Grid *g)
{
  qd_markov_grid_finish (g->world);
  g->state = g_new (gint, (gsize) g->world->w * g->world->h);
  g->mdp = qd_markov_grid_to_model (g->world, g->state);
  g_assert_true (qd_markov_finish (g->mdp, NULL));
}

/* ROWS: the grid as its text writes it, top row first, tokens split by
 * spaces: _ empty, S start, # wall, a number an exit with that value. */
void
grid_build (Grid *g, const char *const *rows, double noise, double living)
{
  guint h = g_strv_length ((char **) rows), w = 0;

  for (guint r = 0; r < h; r++)
    {
      g_auto(GStrv) t = g_strsplit_set (rows[r], " ", -1);
      guint k = 0;

      for (guint i = 0; t[i] != NULL; i++)
        k += t[i][0] != '\0';
      w = MAX (w, k);
    }
  g->world = qd_markov_grid_new (w, h, noise);
  for (guint r = 0; r < h; r++)
    {
      g_auto(GStrv) t = g_strsplit_set (rows[r], " ", -1);
      guint x = 0, y = h - 1 - r;

      for (guint i = 0; t[i] != NULL; i++)
        {
          gsize c = (gsize) y * w + x;

          if (t[i][0] == '\0')
            continue;
          if (g_str_equal (t[i], "#"))
            g->world->cell[c] = QD_MARKOV_CELL_WALL;
          else if (g_ascii_isdigit (t[i][0]) || t[i][0] == '-')
            {
              g->world->cell[c] = QD_MARKOV_CELL_EXIT;
              g->world->value[c] = g_ascii_strtod (t[i], NULL);
            }
          else
            g->world->value[c] = living;
          x++;
        }
    }
  grid_model (g);
}

static double *
sweeps (const Grid *g, double gamma, guint k)
{
  double *v = g_new0 (double, g->mdp->n_states);
  g_autofree double *out = g_new0 (double, g->mdp->n_states);

  for (guint i = 0; i < k; i++)
    {
      qd_markov_sweep (g->mdp, gamma, v, out);
      memcpy (v, out, sizeof (double) * g->mdp->n_states);
    }
  return v;
}

/* Values to 4 decimals, as the course prints them. */
static void
assert_4 (double got, double want)
{
  g_autofree char *a = g_strdup_printf ("%.4f", got);
  g_autofree char *b = g_strdup_printf ("%.4f", want);

  g_assert_cmpstr (a, ==, b);
}

/* The Q-value of action LABEL at (X, Y) from V. */
static double
q_at (const Grid *g, double gamma, const double *v, gint x, gint y, guint label)
{
  guint s = (guint) cell (g, x, y);

  for (guint a = g->mdp->first_action[s]; a < g->mdp->first_action[s + 1]; a++)
    if (g->mdp->action_label[a] == label)
      return qd_markov_q (g->mdp, gamma, v, a);
  g_assert_not_reached ();
}

const char *const aima_rows[] = { "_ _ _ 1", "_ # _ -1", "S _ _ _", NULL };
/* Figure 17.3, top row first, walls and terminals skipped. */
static const double aima_utilities[] = { 0.812, 0.868, 0.918, 0.762, 0.660, 0.705, 0.655, 0.611, 0.388 };
const gint aima_cells[9][2] = { { 0, 2 }, { 1, 2 }, { 2, 2 }, { 0, 1 }, { 2, 1 }, { 0, 0 }, { 1, 0 }, { 2, 0 }, { 3, 0 } };
/* Figure 17.2(a): the optimal policy for R = -0.04. */
const guint aima_policy[9] = { EAST, EAST, EAST, NORTH, NORTH, NORTH, WEST, WEST, WEST };

static void
assert_aima (const Grid *g, const double *v, const guint *policy)
{
  for (guint i = 0; i < G_N_ELEMENTS (aima_utilities); i++)
    {
      guint s = (guint) cell (g, aima_cells[i][0], aima_cells[i][1]);
      g_autofree char *got = g_strdup_printf ("%.3f", v[s]);
      g_autofree char *want = g_strdup_printf ("%.3f", aima_utilities[i]);

      g_assert_cmpstr (got, ==, want);
      g_assert_cmpuint (g->mdp->action_label[policy[s]], ==, aima_policy[i]);
    }
}

static void
test_aima_value_iteration (void)
{
  Grid g = { 0 };
  g_autofree double *v = NULL;
  g_autofree double *out = NULL;
  g_autofree guint *policy = NULL;
  guint k = 0;

  grid_build (&g, aima_rows, 0.2, -0.04);
  v = g_new0 (double, g.mdp->n_states);
  out = g_new0 (double, g.mdp->n_states);
  policy = g_new (guint, g.mdp->n_states);
  /* γ = 1: every policy here ends, and the sweeps reach a fixed point. */
  for (double residual = 1; residual > 0 && k < 1000; k++)
    {
      residual = qd_markov_sweep (g.mdp, 1.0, v, out);
      memcpy (v, out, sizeof (double) * g.mdp->n_states);
    }
  g_assert_cmpuint (k, <, 1000);
  qd_markov_greedy (g.mdp, 1.0, v, policy);
  assert_aima (&g, v, policy);
  g_assert_cmpfloat (qd_markov_stopping_bound (0.001, 1.0), ==, 0.0);
  g_assert_cmpfloat_with_epsilon (qd_markov_stopping_bound (0.001, 0.9), 0.001 * 0.1 / 0.9, 1e-15);
  grid_free (&g);
}

static void
test_aima_policy_iteration (void)
{
  Grid g = { 0 };
  g_autofree double *v = NULL;
  g_autofree guint *policy = NULL;
  g_autoptr(GError) error = NULL;
  gboolean stable;
  guint rounds;

  grid_build (&g, aima_rows, 0.2, -0.04);
  v = g_new0 (double, g.mdp->n_states);
  policy = g_new (guint, g.mdp->n_states);
  /* From "always north" (the first action; exit on terminals). */
  for (guint s = 0; s < g.mdp->n_states; s++)
    policy[s] = qd_markov_n_actions_of (g.mdp, s) > 0 ? g.mdp->first_action[s] : G_MAXUINT;
  rounds = qd_markov_policy_iteration (g.mdp, 1.0, 0, 100, policy, v, &stable, &error);
  g_assert_no_error (error);
  g_assert_true (stable);
  g_assert_cmpuint (rounds, >, 1);
  g_assert_cmpuint (rounds, <, 10);
  assert_aima (&g, v, policy);

  /* Modified policy iteration, 20 sweeps a round, from the same start: the
   * same policy. */
  memset (v, 0, sizeof (double) * g.mdp->n_states);
  for (guint s = 0; s < g.mdp->n_states; s++)
    policy[s] = qd_markov_n_actions_of (g.mdp, s) > 0 ? g.mdp->first_action[s] : G_MAXUINT;
  rounds = qd_markov_policy_iteration (g.mdp, 1.0, 20, 200, policy, v, &stable, &error);
  g_assert_no_error (error);
  g_assert_true (stable);
  for (guint i = 0; i < G_N_ELEMENTS (aima_policy); i++)
    g_assert_cmpuint (g.mdp->action_label[policy[cell (&g, aima_cells[i][0], aima_cells[i][1])]], ==,
                      aima_policy[i]);
  grid_free (&g);
}

static void
test_course_tinygrid_noisy (void)
{
  static const char *const rows[] = { "-10", "S", "10", NULL };
  Grid g = { 0 };
  g_autofree double *v2 = NULL;
  g_autofree double *v100 = NULL;

  grid_build (&g, rows, 0.25, 0.0);
  v2 = sweeps (&g, 0.75, 2);
  assert_4 (v2[cell (&g, 0, 1)], 5.6250);
  assert_4 (v2[cell (&g, 0, 0)], 10.0);
  assert_4 (v2[cell (&g, 0, 2)], -10.0);
  /* q_values_k_2: one look-ahead from V_2. */
  assert_4 (q_at (&g, 0.75, v2, 0, 1, NORTH), -4.5703);
  assert_4 (q_at (&g, 0.75, v2, 0, 1, EAST), 3.1641);
  assert_4 (q_at (&g, 0.75, v2, 0, 1, SOUTH), 6.6797);
  assert_4 (q_at (&g, 0.75, v2, 0, 1, WEST), 3.1641);
  v100 = sweeps (&g, 0.75, 100);
  assert_4 (v100[cell (&g, 0, 1)], 6.9231);   /* 5.625 / 0.8125, by hand */
  grid_free (&g);
}

static void
test_course_discountgrid (void)
{
  static const char *const rows[] = { "-10 _ 10 _ _", "-10 _ # _ _", "-10 _ 1 _ _", "-10 _ # # _", "-10 S _ _ _",
                                      NULL };
  /* values_k_2 and values_k_100, top row first (walls NAN). */
  static const double k2[5][5] = { { -10, 7.2, 10, 7.2, 0 }, { -10, 0, NAN, 0, 0 }, { -10, 0.72, 1, 0.72, 0 },
                                   { -10, 0, NAN, NAN, 0 }, { -10, 0, 0, 0, 0 } };
  static const double k100[5][5] = { { -10, 8.4777, 10, 8.6547, 7.5087 },
                                     { -10, 5.7186, NAN, 7.5087, 6.6836 },
                                     { -10, 3.3074, 1, 6.0258, 5.8841 },
                                     { -10, 2.0045, NAN, NAN, 5.1665 },
                                     { -10, 2.9289, 3.4513, 3.9306, 4.4765 } };
  /* q_values_k_100_action_north, the cells where north is legal. */
  static const double north100[5][5] = { { NAN, 6.1039, NAN, 7.8072, 6.8610 },
                                         { NAN, 5.7186, NAN, 7.5087, 6.6836 },
                                         { NAN, 3.3074, NAN, 6.0258, 5.8841 },
                                         { NAN, 1.6617, NAN, NAN, 5.1665 },
                                         { NAN, 0.8539, 3.1023, 3.5435, 4.4765 } };
  static const guint policy100[5][5] = { { EXIT, EAST, EXIT, WEST, WEST }, { EXIT, NORTH, 9, NORTH, NORTH },
                                         { EXIT, NORTH, EXIT, NORTH, NORTH }, { EXIT, EAST, 9, 9, NORTH },
                                         { EXIT, EAST, EAST, EAST, NORTH } };
  Grid g = { 0 };
  g_autofree double *v2 = NULL;
  g_autofree double *v100 = NULL;
  g_autofree guint *policy = NULL;

  grid_build (&g, rows, 0.2, 0.0);
  v2 = sweeps (&g, 0.9, 2);
  v100 = sweeps (&g, 0.9, 100);
  policy = g_new (guint, g.mdp->n_states);
  qd_markov_greedy (g.mdp, 0.9, v100, policy);
  for (guint r = 0; r < 5; r++)
    for (guint x = 0; x < 5; x++)
      {
        gint s = cell (&g, (gint) x, (gint) (4 - r));

        g_assert_cmpint (s < 0, ==, isnan (k2[r][x]));
        if (s < 0)
          continue;
        assert_4 (v2[s], k2[r][x]);
        assert_4 (v100[s], k100[r][x]);
        if (!isnan (north100[r][x]))
          assert_4 (q_at (&g, 0.9, v100, (gint) x, (gint) (4 - r), NORTH), north100[r][x]);
        g_assert_cmpuint (g.mdp->action_label[policy[s]], ==, policy100[r][x]);
      }
  grid_free (&g);
}

/* γ = 1 and a policy that walks into a wall for ever: no value; the model
 * itself refuses probabilities that are not a distribution. */
static void
test_refusals (void)
{
  static const char *const rows[] = { "S _ 1", NULL };
  Grid g = { 0 };
  g_autofree double *v = NULL;
  g_autofree guint *policy = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(QdMarkov) bad = qd_markov_new (2);

  grid_build (&g, rows, 0.0, -1.0);
  v = g_new0 (double, g.mdp->n_states);
  policy = g_new (guint, g.mdp->n_states);
  for (guint s = 0; s < g.mdp->n_states; s++)
    {
      policy[s] = G_MAXUINT;
      for (guint a = g.mdp->first_action[s]; a < g.mdp->first_action[s + 1]; a++)
        if (g.mdp->action_label[a] == WEST || g.mdp->action_label[a] == EXIT)
          policy[s] = a;
    }
  g_assert_false (qd_markov_evaluate_exact (g.mdp, 1.0, policy, v, &error));
  g_assert_error (error, QD_MARKOV_ERROR, QD_MARKOV_ERROR_NEVER_ENDS);
  g_clear_error (&error);
  /* Discounted, the same policy has values: -1 / (1 - 0.5) = -2 at S. */
  g_assert_true (qd_markov_evaluate_exact (g.mdp, 0.5, policy, v, &error));
  g_assert_no_error (error);
  assert_4 (v[cell (&g, 0, 0)], -2.0);
  grid_free (&g);

  qd_markov_add_action (bad, 0, 0);
  qd_markov_add_outcome (bad, 1, 0.5, 0);
  qd_markov_add_outcome (bad, 0, 0.4, 0);
  g_assert_false (qd_markov_finish (bad, &error));
  g_assert_error (error, QD_MARKOV_ERROR, QD_MARKOV_ERROR_INVALID);
  g_clear_error (&error);
  bad->prob[1] = NAN;
  g_assert_false (qd_markov_finish (bad, &error));
  g_assert_error (error, QD_MARKOV_ERROR, QD_MARKOV_ERROR_INVALID);
}

/* The stencil sweeps the same model: on the discount grid and on a random
 * 37 × 23 grid of walls, exits and living rewards, 60 sweeps of each agree
 * to 1e-9 (rounding apart: the outcome lists add a bump's two
 * probabilities first). */
static void
test_stencil (void)
{
  static const char *const rows[] = { "-10 _ 10 _ _", "-10 _ # _ _", "-10 _ 1 _ _", "-10 _ # # _", "-10 S _ _ _",
                                      NULL };
  GRand *rand = g_rand_new_with_seed (93);

  for (guint round = 0; round < 2; round++)
    {
      Grid g = { 0 };
      gsize n;
      g_autofree double *a = NULL, *b = NULL, *csr = NULL, *out = NULL;
      const double gamma = round == 0 ? 0.9 : 0.97;

      if (round == 0)
        grid_build (&g, rows, 0.2, 0.0);
      else
        {
          g.world = qd_markov_grid_new (37, 23, 0.3);
          for (gsize c = 0; c < 37 * 23; c++)
            {
              guint roll = (guint) g_rand_int_range (rand, 0, 20);

              g.world->cell[c] = roll < 4 ? QD_MARKOV_CELL_WALL : roll < 6 ? QD_MARKOV_CELL_EXIT : QD_MARKOV_CELL_OPEN;
              g.world->value[c] = roll < 6 ? g_rand_double_range (rand, -10, 10) : -0.04 * (roll % 3);
            }
          grid_model (&g);
        }
      n = (gsize) g.world->w * g.world->h;
      a = g_new0 (double, n);
      b = g_new0 (double, n);
      csr = g_new0 (double, g.mdp->n_states);
      out = g_new0 (double, g.mdp->n_states);
      for (guint k = 0; k < 60; k++)
        {
          double r1 = qd_markov_grid_sweep (g.world, gamma, a, b);
          double r2 = qd_markov_sweep (g.mdp, gamma, csr, out);

          g_assert_cmpfloat_with_epsilon (r1, r2, 1e-9);
          memcpy (a, b, sizeof (double) * n);
          memcpy (csr, out, sizeof (double) * g.mdp->n_states);
        }
      for (gsize c = 0; c < n; c++)
        if (g.state[c] >= 0)
          g_assert_cmpfloat_with_epsilon (a[c], csr[g.state[c]], 1e-9);
        else
          g_assert_cmpfloat (a[c], ==, 0.0);
      grid_free (&g);
    }
  g_rand_free (rand);
}

/* Asynchronous value iteration as the CMU variant of the course grades it
 * (Jack-Kiefer/rl, test_cases/q4/4-discountgrid.solution): one state a step,
 * cycling through the terminal state first, then the cells x-major, y
 * ascending; its grid is the discount grid turned, the -10 exits at the
 * bottom.  After 2 steps only (0, 0) is -10; after 9, (0, 0) and (1, 0);
 * after 1,000 the values of the synchronous sweeps' fixed point. */
static void
test_async (void)
{
  static const char *const rows[] = { "_ _ _ _ _", "_ # _ _ _", "_ # 1 # 10", "S _ _ _ _", "-10 -10 -10 -10 -10",
                                      NULL };
  static const double k1000[5][5] = { { 4.4765, 5.1665, 5.8841, 6.6836, 7.5087 },
                                      { 3.9306, NAN, 6.0258, 7.5087, 8.6547 },
                                      { 3.4513, NAN, 1.0, NAN, 10.0 },
                                      { 2.9289, 2.0045, 3.3074, 5.7186, 8.4777 },
                                      { -10, -10, -10, -10, -10 } };
  Grid g = { 0 };
  g_autofree double *v = NULL;
  guint n, absorbing;

  grid_build (&g, rows, 0.2, 0.0);
  n = g.mdp->n_states;
  absorbing = n - 1;
  v = g_new0 (double, n);
  for (guint k = 1; k <= 1000; k++)
    {
      /* Step k visits the course's state k - 1: the terminal one, then ours in order. */
      guint i = (k - 1) % n;

      qd_markov_update_state (g.mdp, 0.9, v, i == 0 ? absorbing : i - 1);
      if (k == 2 || k == 9)
        for (guint x = 0; x < 5; x++)
          for (guint y = 0; y < 5; y++)
            if (cell (&g, (gint) x, (gint) y) >= 0)
              assert_4 (v[cell (&g, (gint) x, (gint) y)], y == 0 && (x == 0 || (k == 9 && x == 1)) ? -10.0 : 0.0);
    }
  for (guint r = 0; r < 5; r++)
    for (guint x = 0; x < 5; x++)
      {
        gint s = cell (&g, (gint) x, (gint) (4 - r));

        g_assert_cmpint (s < 0, ==, isnan (k1000[r][x]));
        if (s >= 0)
          assert_4 (v[s], k1000[r][x]);
      }
  grid_free (&g);
}

/* Prioritized sweeping as the CMU variant grades it (Jack-Kiefer/rl,
 * test_cases/q5/2-tinygrid-noisy.solution: "10 S -10", γ 0.75, noise 0.25):
 * S's value after each of the first 9 steps, the exits' as they are popped;
 * and on the turned discount grid of test_async, the queue empties within
 * θ / (1 - γ) of the synchronous sweeps' fixed point. */
static void
test_prioritized (void)
{
  static const char *const tiny[] = { "10 S -10", NULL };
  static const double s_after[10] = { 0, 0, 0, 5.625, 6.6797, 6.8774, 6.9145, 6.9215, 6.9228, 6.9230 };
  static const char *const turned[] = { "_ _ _ _ _", "_ # _ _ _", "_ # 1 # 10", "S _ _ _ _", "-10 -10 -10 -10 -10",
                                        NULL };
  Grid g = { 0 };
  g_autofree double *v = NULL, *sync = NULL;
  g_autofree guint *order = NULL;
  g_autoptr(QdMarkovPrioritized) sweeper = NULL;
  guint n;

  grid_build (&g, tiny, 0.25, 0.0);
  n = g.mdp->n_states;
  v = g_new0 (double, n);
  order = g_new (guint, n);
  for (guint k = 0; k < n; k++)   /* the terminal state first, as the course lists them */
    order[k] = k == 0 ? n - 1 : k - 1;
  sweeper = qd_markov_prioritized_new (g.mdp, 0.75, 1e-5, order, v);
  for (guint k = 1; k <= 9; k++)
    {
      g_assert_true (qd_markov_prioritized_step (sweeper));
      assert_4 (v[cell (&g, 1, 0)], s_after[k]);
      assert_4 (v[cell (&g, 0, 0)], 10.0);
      assert_4 (v[cell (&g, 2, 0)], k >= 2 ? -10.0 : 0.0);
    }
  g_clear_pointer (&sweeper, qd_markov_prioritized_free);
  grid_free (&g);
  g_clear_pointer (&v, g_free);
  g_clear_pointer (&order, g_free);

  grid_build (&g, turned, 0.2, 0.0);
  n = g.mdp->n_states;
  v = g_new0 (double, n);
  order = g_new (guint, n);
  for (guint k = 0; k < n; k++)
    order[k] = k == 0 ? n - 1 : k - 1;
  sync = sweeps (&g, 0.9, 300);
  sweeper = qd_markov_prioritized_new (g.mdp, 0.9, 1e-5, order, v);
  {
    guint k = 0;

    while (qd_markov_prioritized_step (sweeper))
      g_assert_cmpuint (++k, <, 100000);
    /* The queue empties once no difference is above θ: within θ / (1 - γ). */
    g_assert_cmpuint (k, >, n);
  }
  for (guint s = 0; s < n; s++)
    g_assert_cmpfloat_with_epsilon (v[s], sync[s], 1e-5 / (1 - 0.9));
  grid_free (&g);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/markov/aima/value-iteration", test_aima_value_iteration);
  g_test_add_func ("/markov/aima/policy-iteration", test_aima_policy_iteration);
  g_test_add_func ("/markov/course/tinygrid-noisy", test_course_tinygrid_noisy);
  g_test_add_func ("/markov/course/discountgrid", test_course_discountgrid);
  g_test_add_func ("/markov/refusals", test_refusals);
  g_test_add_func ("/markov/stencil", test_stencil);
  g_test_add_func ("/markov/async", test_async);
  g_test_add_func ("/markov/prioritized", test_prioritized);
  test_markov_learn_add ();
  return g_test_run ();
}
