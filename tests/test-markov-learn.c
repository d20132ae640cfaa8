/* test-markov-learn.c — the learning engine (core/qd-markov-learn.h), in the
 * test markov.  Every expected number comes from outside the engine:
 *   - the Berkeley autograder's q3 1-tinygrid transcript (research notes
 *     3.2) and its q_values_k_7 solution;
 *   - the CMU variant's q9 exploration tests 1-customgrid and 2-bridge
 *     (test_cases/q9/ solution files of github Jack-Kiefer/rl at 10171e1f);
 *   - hand computations written out beside each case;
 *   - qd_markov_evaluate_exact's U^π, a linear solve the learners never see. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "core/qd-markov-learn.h"
#include "test-markov.h"

/* The global index of action LABEL at (X, Y). */
static guint
act (const Grid *g, gint x, gint y, guint label)
{
  guint a = qd_markov_find_action (g->mdp, (guint) cell (g, x, y), label);

  g_assert_cmpuint (a, !=, G_MAXUINT);
  return a;
}

static guint
absorbing (const Grid *g)
{
  return g->mdp->n_states - 1;
}

/* Observes (X, Y) LABEL R (X', Y'), X' < 0 for the absorbing state. */
static void
see (QdMarkovLearn *learn, const Grid *g, gint x, gint y, guint label, double r, gint nx, gint ny)
{
  guint next = nx < 0 ? absorbing (g) : (guint) cell (g, nx, ny);

  qd_markov_learn_observe (learn, (guint) cell (g, x, y), act (g, x, y, label), r, next);
}

static QdMarkovLearn *
learner (const Grid *g, QdMarkovLearnOptions *o, QdMarkovLearner kind, double alpha, double gamma, gint sx, gint sy)
{
  g_autoptr(GError) error = NULL;
  QdMarkovLearn *learn;

  o->learner = kind;
  o->alpha = alpha;
  o->gamma = gamma;
  o->start = (guint) cell (g, sx, sy);
  learn = qd_markov_learn_new (g->mdp, o, &error);
  g_assert_no_error (error);
  return learn;
}

static const char *const tiny_rows[] = { "-10", "S", "10", NULL };

/* Research notes 3.2, the course's stream items 21-27 for k = 7 (γ 0.5, α 0.1),
 * Q ← (1 - α) Q + α (r + γ max_a' Q(s', a')):
 *   (0,0) exit → T 10:   Q(B, exit) = 0.1 · 10                  = 1.0
 *   (0,1) south → (0,1) 0: Q(S, south) = 0.1 · (0 + 0.5 · 0)      = 0.0
 *   (0,0) exit 10:       0.9 · 1.0 + 0.1 · 10                    = 1.9
 *   (0,0) exit 10:       0.9 · 1.9 + 1                           = 2.71
 *   (0,2) exit → T -10:  Q(top, exit) = 0.1 · -10                = -1.0
 *   (0,0) exit 10:       0.9 · 2.71 + 1                          = 3.439
 *   (0,1) south → (0,0) 0: 0.9 · 0 + 0.1 · (0 + 0.5 · 3.439)    = 0.17195
 * The solution prints exit -1.0000 / 3.4390, south 0.1720, the rest 0.0000. */
static void
test_tinygrid_transcript (void)
{
  Grid g = { 0 };
  QdMarkovLearnOptions o;
  g_autoptr(QdMarkovLearn) learn = NULL;
  const double *q;

  grid_build (&g, tiny_rows, 0.0, 0.0);
  qd_markov_learn_options_init (&o);
  o.epsilon = 0;
  learn = learner (&g, &o, QD_MARKOV_LEARN_Q_LEARNING, 0.1, 0.5, 0, 1);
  see (learn, &g, 0, 0, EXIT, 10, -1, -1);
  see (learn, &g, 0, 1, SOUTH, 0, 0, 1);
  see (learn, &g, 0, 0, EXIT, 10, -1, -1);
  q = qd_markov_learn_q (learn);
  g_assert_cmpfloat_with_epsilon (q[act (&g, 0, 0, EXIT)], 1.9, 1e-12);   /* k = 3 */
  see (learn, &g, 0, 0, EXIT, 10, -1, -1);
  g_assert_cmpfloat_with_epsilon (q[act (&g, 0, 0, EXIT)], 2.71, 1e-12);  /* k = 4 */
  see (learn, &g, 0, 2, EXIT, -10, -1, -1);
  see (learn, &g, 0, 0, EXIT, 10, -1, -1);
  see (learn, &g, 0, 1, SOUTH, 0, 0, 0);
  q = qd_markov_learn_q (learn);
  g_assert_cmpfloat_with_epsilon (q[act (&g, 0, 0, EXIT)], 3.439, 1e-12);
  g_assert_cmpfloat_with_epsilon (q[act (&g, 0, 1, SOUTH)], 0.17195, 1e-12);
  g_assert_cmpfloat_with_epsilon (q[act (&g, 0, 2, EXIT)], -1.0, 1e-12);
  for (guint label = NORTH; label <= EAST; label++)
    if (label != SOUTH)
      g_assert_cmpfloat (q[act (&g, 0, 1, label)], ==, 0.0);
  g_assert_cmpfloat_with_epsilon (qd_markov_learn_values (learn)[cell (&g, 0, 1)], 0.17195, 1e-12);
  g_assert_cmpuint (qd_markov_learn_n_steps (learn), ==, 7);
  grid_free (&g);
}

/* CMU q9 1-customgrid (`10 _ _ S _ -10`, γ 0.9, α 0.5, k 3), Q-learning that
 * bootstraps on max_a' Q(s', a') + k / (n(s', a') + 1):
 *   (3,0) east → (4,0) 0: 0.5 · (0 + 0.9 · (0 + 3 / 1)) = 1.35
 *   (4,0) east → (5,0) 0: the same, 1.35
 *   (5,0) exit → T -10:   0.5 · (-10 + 0)             = -5.0
 * (the solution's q_values_after_1 / 3_updates). */
static void
test_q9_customgrid (void)
{
  static const char *const rows[] = { "10 _ _ S _ -10", NULL };
  Grid g = { 0 };
  QdMarkovLearnOptions o;
  g_autoptr(QdMarkovLearn) learn = NULL;
  const double *q;

  grid_build (&g, rows, 0.0, 0.0);
  qd_markov_learn_options_init (&o);
  o.explore_bonus = 3;
  learn = learner (&g, &o, QD_MARKOV_LEARN_Q_LEARNING, 0.5, 0.9, 3, 0);
  q = qd_markov_learn_q (learn);
  see (learn, &g, 3, 0, EAST, 0, 4, 0);
  g_assert_cmpfloat_with_epsilon (q[act (&g, 3, 0, EAST)], 1.35, 1e-12);
  see (learn, &g, 4, 0, EAST, 0, 5, 0);
  see (learn, &g, 5, 0, EXIT, -10, -1, -1);
  g_assert_cmpfloat_with_epsilon (q[act (&g, 4, 0, EAST)], 1.35, 1e-12);
  g_assert_cmpfloat_with_epsilon (q[act (&g, 5, 0, EXIT)], -5.0, 1e-12);
  grid_free (&g);
}

/* CMU q9 2-bridge (γ 0.9, α 0.5, k 3), its 12 experiences reconstructed from
 * the solution's q_values_after_K_updates blocks (each block changes one
 * Q-value), with f(u, n) = u + 3 / (n + 1):
 *    1 (1,1) west → (0,1): 0.5 · 0.9 · (0 + 3/1)                       = 1.35
 *    2 (0,1) exit 1:       0.5 · 1                                      = 0.5
 *    3 (1,1) north → (1,2): 1.35;   4 (1,2) exit -100: -50
 *    5 (1,1) south → (1,0): 1.35;   6 (1,0) exit -100: -50
 *    7 (1,1) west → (0,1): 0.5 · 1.35 + 0.5 · 0.9 · (0.5 + 3/2)      = 1.575
 *    8 (0,1) exit 1:       0.5 · 0.5 + 0.5 · 1                        = 0.75
 *    9 (1,1) north → (1,2): 0.5 · 1.35 + 0.5 · 0.9 · (-50 + 3/2)     = -21.15
 *   10 (1,2) exit -100:    0.5 · -50 + 0.5 · -100                     = -75
 *   11, 12: south and (1,0)'s exit the same: -21.15, -75.
 * exploration_policy at S (1,1) is east: west 1.575 + 3/3 = 2.575, north and
 * south -21.15 + 1, east 0 + 3/1 = 3. */
static void
test_q9_bridge (void)
{
  static const char *const rows[] = { "# -100 -100 -100 -100 -100 #", "1 S _ _ _ _ 10", "# -100 -100 -100 -100 -100 #",
                                      NULL };
  Grid g = { 0 };
  QdMarkovLearnOptions o;
  g_autoptr(QdMarkovLearn) learn = NULL;
  const double *q;

  grid_build (&g, rows, 0.0, 0.0);
  qd_markov_learn_options_init (&o);
  o.explore_bonus = 3;
  learn = learner (&g, &o, QD_MARKOV_LEARN_Q_LEARNING, 0.5, 0.9, 1, 1);
  q = qd_markov_learn_q (learn);
  for (guint round = 0; round < 2; round++)
    {
      see (learn, &g, 1, 1, WEST, 0, 0, 1);
      see (learn, &g, 0, 1, EXIT, 1, -1, -1);
      see (learn, &g, 1, 1, NORTH, 0, 1, 2);
      see (learn, &g, 1, 2, EXIT, -100, -1, -1);
      see (learn, &g, 1, 1, SOUTH, 0, 1, 0);
      see (learn, &g, 1, 0, EXIT, -100, -1, -1);
      if (round == 0)
        g_assert_cmpfloat_with_epsilon (q[act (&g, 1, 1, SOUTH)], 1.35, 1e-12);
    }
  g_assert_cmpfloat_with_epsilon (q[act (&g, 1, 1, WEST)], 1.575, 1e-12);
  g_assert_cmpfloat_with_epsilon (q[act (&g, 0, 1, EXIT)], 0.75, 1e-12);
  g_assert_cmpfloat_with_epsilon (q[act (&g, 1, 1, NORTH)], -21.15, 1e-12);
  g_assert_cmpfloat_with_epsilon (q[act (&g, 1, 1, SOUTH)], -21.15, 1e-12);
  g_assert_cmpfloat_with_epsilon (q[act (&g, 1, 2, EXIT)], -75, 1e-12);
  g_assert_cmpfloat_with_epsilon (q[act (&g, 1, 0, EXIT)], -75, 1e-12);
  g_assert_cmpuint (qd_markov_learn_state (learn), ==, (guint) cell (&g, 1, 1));
  g_assert_cmpuint (qd_markov_learn_choose (learn), ==, act (&g, 1, 1, EAST));
  grid_free (&g);
}

/* AIMA's exploration function (N_e 1, R+ 2) and α schedule 60 / (59 + n), on
 * tinygrid with γ 0.9: at S every action is untried, f = R+ = 2 for all, the
 * first (north) is chosen; (0,1) north → (0,2) then has α = 60 / 60 = 1 and
 * bootstraps on f(Q(top, exit), 0) = R+: Q(S, north) = 0 + 0.9 · 2 = 1.8.
 * Now north is tried once (n = N_e): its f is its Q, 1.8 < 2, and S's choice
 * is west, the first of the untried.  A second update of north has α = 60 / 61. */
static void
test_explore_n (void)
{
  Grid g = { 0 };
  QdMarkovLearnOptions o;
  g_autoptr(QdMarkovLearn) learn = NULL;

  grid_build (&g, tiny_rows, 0.0, 0.0);
  qd_markov_learn_options_init (&o);
  o.explore_n = 1;
  o.r_plus = 2;
  learn = learner (&g, &o, QD_MARKOV_LEARN_Q_LEARNING, 0.0, 0.9, 0, 1);
  g_assert_cmpuint (qd_markov_learn_choose (learn), ==, act (&g, 0, 1, NORTH));
  see (learn, &g, 0, 1, NORTH, 0, 0, 2);
  g_assert_cmpfloat_with_epsilon (qd_markov_learn_q (learn)[act (&g, 0, 1, NORTH)], 1.8, 1e-12);
  see (learn, &g, 0, 2, EXIT, -10, -1, -1);
  g_assert_cmpfloat_with_epsilon (qd_markov_learn_q (learn)[act (&g, 0, 2, EXIT)], -10, 1e-12);
  g_assert_cmpuint (qd_markov_learn_choose (learn), ==, act (&g, 0, 1, WEST));
  /* 1.8 + 60/61 · (0 + 0.9 · -10 - 1.8): top's exit is tried now. */
  see (learn, &g, 0, 1, NORTH, 0, 0, 2);
  g_assert_cmpfloat_with_epsilon (qd_markov_learn_q (learn)[act (&g, 0, 1, NORTH)], 1.8 + 60.0 / 61 * (-9 - 1.8),
                                  1e-12);
  grid_free (&g);
}

/* SARSA on tinygrid (γ 0.5, α 0.5), Q(s,a) += α (r + γ Q(s',a') - Q(s,a)),
 * a' the action of the next experience from s':
 *   1 (0,0) exit 10:  Q(B, exit) = 5
 *   2 (0,1) south → (0,0): waits for a';  3 (0,0) exit 10 gives it:
 *     Q(S, south) = 0.5 · (0 + 0.5 · 5) = 1.25, then Q(B, exit) = 7.5
 *   4 (0,1) north → (0,2): waits;  5 (0,2) exit -10: Q(S, north) = 0.5 · 0.5 · 0 = 0,
 *     Q(top, exit) = -5
 *   6 (0,1) west → (0,1) (a bump): waits;  7 (0,1) north → (0,2) gives a' = north:
 *     Q(S, west) = 0.5 · (0 + 0.5 · Q(S, north) = 0) = 0 — Q-learning would
 *     take max Q(S, ·) = 1.25: 0.3125
 *   8 (0,2) exit -10: Q(S, north) = 0.5 · (0 + 0.5 · -5) = -1.25, Q(top, exit) = -7.5. */
static void
test_sarsa (void)
{
  Grid g = { 0 };

  grid_build (&g, tiny_rows, 0.0, 0.0);
  for (guint kind = QD_MARKOV_LEARN_Q_LEARNING; kind <= QD_MARKOV_LEARN_SARSA; kind++)
    {
      QdMarkovLearnOptions o;
      g_autoptr(QdMarkovLearn) learn = NULL;
      const double *q;

      qd_markov_learn_options_init (&o);
      learn = learner (&g, &o, kind, 0.5, 0.5, 0, 1);
      see (learn, &g, 0, 0, EXIT, 10, -1, -1);
      see (learn, &g, 0, 1, SOUTH, 0, 0, 0);
      see (learn, &g, 0, 0, EXIT, 10, -1, -1);
      see (learn, &g, 0, 1, NORTH, 0, 0, 2);
      see (learn, &g, 0, 2, EXIT, -10, -1, -1);
      see (learn, &g, 0, 1, WEST, 0, 0, 1);
      see (learn, &g, 0, 1, NORTH, 0, 0, 2);
      see (learn, &g, 0, 2, EXIT, -10, -1, -1);
      q = qd_markov_learn_q (learn);
      g_assert_cmpfloat_with_epsilon (q[act (&g, 0, 0, EXIT)], 7.5, 1e-12);
      g_assert_cmpfloat_with_epsilon (q[act (&g, 0, 1, SOUTH)], 1.25, 1e-12);
      g_assert_cmpfloat_with_epsilon (q[act (&g, 0, 1, NORTH)], -1.25, 1e-12);
      g_assert_cmpfloat_with_epsilon (q[act (&g, 0, 2, EXIT)], -7.5, 1e-12);
      g_assert_cmpfloat_with_epsilon (q[act (&g, 0, 1, WEST)], kind == QD_MARKOV_LEARN_SARSA ? 0.0 : 0.3125, 1e-12);
    }
  grid_free (&g);
}

/* The policy: LABELS[i] at CELLS[i], exit on terminals. */
static guint *
policy_of (const Grid *g, const gint (*cells)[2], const guint *labels, guint n)
{
  guint *policy = g_new (guint, g->mdp->n_states);

  for (guint s = 0; s < g->mdp->n_states; s++)
    policy[s] = qd_markov_n_actions_of (g->mdp, s) == 1 ? g->mdp->first_action[s] : G_MAXUINT;
  for (guint i = 0; i < n; i++)
    policy[cell (g, cells[i][0], cells[i][1])] = act (g, cells[i][0], cells[i][1], labels[i]);
  return policy;
}

/* TD(0) on tinygrid following S → south (γ 0.5, α 0.5), two simulated
 * episodes (noise 0: every step is known), U(s) += α (r + γ U(s') - U(s)):
 *   S south → B, 0:  U(S) = 0.5 · (0 + 0.5 · 0) = 0
 *   B exit 10:       U(B) = 0.5 · 10 = 5;          return 0 + 0.5 · 10 = 5
 *   S south → B, 0:  U(S) = 0.5 · (0 + 0.5 · 5) = 1.25
 *   B exit 10:       U(B) = 5 + 0.5 · (10 - 5) = 7.5; return 5. */
static void
test_td (void)
{
  static const gint cells[][2] = { { 0, 1 } };
  static const guint labels[] = { SOUTH };
  Grid g = { 0 };
  QdMarkovLearnOptions o;
  g_autoptr(QdMarkovLearn) learn = NULL;
  g_autofree guint *policy = NULL;
  const double *u, *returns;
  guint n;

  grid_build (&g, tiny_rows, 0.0, 0.0);
  policy = policy_of (&g, cells, labels, 1);
  qd_markov_learn_options_init (&o);
  o.policy = policy;
  learn = learner (&g, &o, QD_MARKOV_LEARN_TD, 0.5, 0.5, 0, 1);
  g_assert_cmpuint (qd_markov_learn_episodes (learn, 2, NULL), ==, 2);
  u = qd_markov_learn_values (learn);
  g_assert_cmpfloat_with_epsilon (u[cell (&g, 0, 1)], 1.25, 1e-12);
  g_assert_cmpfloat_with_epsilon (u[cell (&g, 0, 0)], 7.5, 1e-12);
  g_assert_cmpfloat (u[cell (&g, 0, 2)], ==, 0.0);
  g_assert_cmpuint (qd_markov_learn_n_steps (learn), ==, 4);
  returns = qd_markov_learn_returns (learn, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpfloat_with_epsilon (returns[0], 5.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (returns[1], 5.0, 1e-12);
  grid_free (&g);
}

/* A deterministic chain `S _ _ 1`, living reward -0.1, γ 0.9, always east:
 * the returns after each visit are the same every episode, so direct
 * utility's averages and ADP's solve are exact after one:
 *   U(3,0) = 1, U(2,0) = -0.1 + 0.9 · 1 = 0.8, U(1,0) = -0.1 + 0.72 = 0.62,
 *   U(0,0) = -0.1 + 0.558 = 0.458 (the episode's return). */
static void
test_chain (void)
{
  static const char *const rows[] = { "S _ _ 1", NULL };
  static const gint cells[][2] = { { 0, 0 }, { 1, 0 }, { 2, 0 } };
  static const guint labels[] = { EAST, EAST, EAST };
  static const double want[] = { 0.458, 0.62, 0.8, 1.0 };
  Grid g = { 0 };
  g_autofree guint *policy = NULL;

  grid_build (&g, rows, 0.0, -0.1);
  policy = policy_of (&g, cells, labels, 3);
  for (guint kind = QD_MARKOV_LEARN_DIRECT; kind <= QD_MARKOV_LEARN_ADP; kind++)
    {
      QdMarkovLearnOptions o;
      g_autoptr(QdMarkovLearn) learn = NULL;
      const double *u, *returns;
      guint n;

      qd_markov_learn_options_init (&o);
      o.policy = policy;
      learn = learner (&g, &o, kind, 0.5, 0.9, 0, 0);
      g_assert_cmpuint (qd_markov_learn_episodes (learn, 3, NULL), ==, 3);
      u = qd_markov_learn_values (learn);
      for (guint x = 0; x < 4; x++)
        g_assert_cmpfloat_with_epsilon (u[cell (&g, (gint) x, 0)], want[x], 1e-9);
      returns = qd_markov_learn_returns (learn, &n);
      g_assert_cmpuint (n, ==, 3);
      g_assert_cmpfloat_with_epsilon (returns[2], 0.458, 1e-12);
    }
  grid_free (&g);
}

/* ADP following figure 17.2(a)'s policy in AIMA's 4 × 3 world (γ 1, noise
 * 0.2, R -0.04), 2,000 seeded episodes, against the linear solve of U^π.
 * The tolerance: U^π is a smooth function of T; each state's policy action
 * is then tried some 2,000 times or more, so each estimated probability is
 * off by about sqrt(0.8 · 0.2 / 2000) ≈ 0.009, and a change δ in one
 * outcome's probability moves U by about δ times the difference of the two
 * outcomes' values (at most 2, from -1 to 1) over the ≤ 1/(1 - p_stay)
 * steps spent there: errors near 0.02 at the worst; 0.04 leaves twice that.
 * An ADP that dropped the rewards, or the noise, or γ, misses by 0.1 at
 * least (the -0.04 a step over the 3 to 10 steps of a run). */
static void
test_adp_aima (void)
{
  Grid g = { 0 };
  QdMarkovLearnOptions o;
  g_autoptr(QdMarkovLearn) learn = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree guint *policy = NULL;
  g_autofree double *exact = NULL;
  const double *u;
  double worst = 0;

  grid_build (&g, aima_rows, 0.2, -0.04);
  policy = policy_of (&g, aima_cells, aima_policy, 9);
  exact = g_new0 (double, g.mdp->n_states);
  g_assert_true (qd_markov_evaluate_exact (g.mdp, 1.0, policy, exact, &error));
  qd_markov_learn_options_init (&o);
  o.policy = policy;
  o.seed = 17;
  learn = learner (&g, &o, QD_MARKOV_LEARN_ADP, 0.5, 1.0, 0, 0);
  g_assert_cmpuint (qd_markov_learn_episodes (learn, 2000, NULL), ==, 2000);
  u = qd_markov_learn_values (learn);
  /* From (0,0) the policy never reaches (2,0) and (3,0): nothing learnt there. */
  for (guint s = 0; s < g.mdp->n_states; s++)
    if (s != (guint) cell (&g, 2, 0) && s != (guint) cell (&g, 3, 0))
      worst = MAX (worst, fabs (u[s] - exact[s]));
    else
      g_assert_cmpfloat (u[s], ==, 0.0);
  g_test_message ("ADP after 2000 episodes: max |U - U^π| = %.4f", worst);
  g_assert_cmpfloat (worst, <, 0.04);
  grid_free (&g);
}

/* One feature per state-action is tabular Q-learning: the same seeded run
 * (ε-greedy 0.2, α 0.5, γ 0.9, 300 episodes on AIMA's world) gives the same
 * Q-values to the last bit, and the same returns. */
static void
test_approximate_identity (void)
{
  Grid g = { 0 };
  QdMarkovLearnOptions o;
  g_autoptr(QdMarkovLearn) tabular = NULL;
  g_autoptr(QdMarkovLearn) approx = NULL;
  const double *qt, *qa, *rt, *ra;
  guint nt, na, learnt = 0;

  grid_build (&g, aima_rows, 0.2, -0.04);
  qd_markov_learn_options_init (&o);
  o.epsilon = 0.2;
  o.seed = 93;
  o.features = qd_markov_features_identity;
  o.n_features = g.mdp->n_actions;
  tabular = learner (&g, &o, QD_MARKOV_LEARN_Q_LEARNING, 0.5, 0.9, 0, 0);
  approx = learner (&g, &o, QD_MARKOV_LEARN_APPROXIMATE, 0.5, 0.9, 0, 0);
  g_assert_cmpuint (qd_markov_learn_episodes (tabular, 300, NULL), ==, 300);
  g_assert_cmpuint (qd_markov_learn_episodes (approx, 300, NULL), ==, 300);
  qt = qd_markov_learn_q (tabular);
  qa = qd_markov_learn_q (approx);
  for (guint a = 0; a < g.mdp->n_actions; a++)
    {
      g_assert_cmpfloat (qt[a], ==, qa[a]);
      g_assert_cmpfloat (qd_markov_learn_weights (approx)[a], ==, qa[a]);
      learnt += qt[a] != 0;
    }
  g_assert_cmpuint (learnt, >, g.mdp->n_actions / 2);
  rt = qd_markov_learn_returns (tabular, &nt);
  ra = qd_markov_learn_returns (approx, &na);
  g_assert_cmpuint (nt, ==, na);
  g_assert_cmpmem (rt, nt * sizeof (double), ra, na * sizeof (double));
  g_assert_cmpuint (qd_markov_learn_n_steps (tabular), ==, qd_markov_learn_n_steps (approx));
  grid_free (&g);
}

/* Features (1, x) per action on the corridor `S _ _ _ 10` (γ 0.9): with
 * α 0.5, α |f|² reaches 0.5 · (1 + 3²) = 5 > 2 and the weights grow without
 * bound (each update overshoots its target by more than it corrects); with
 * α 0.01 it stays below 0.17 and they settle.  Tabular Q-learning never
 * leaves max |r| / (1 - γ) = 100. */
static guint
coordinates (gpointer data, guint s, guint a, guint *index, double *value, guint max)
{
  const Grid *g = data;
  guint base = g->mdp->action_label[a] * 2;

  /* State s is cell (s, 0): the corridor's states are its cells in x order. */
  index[0] = base, value[0] = 1;
  index[1] = base + 1, value[1] = s;
  return 2;
}

static void
test_diverged (void)
{
  static const char *const rows[] = { "S _ _ _ 10", NULL };
  Grid g = { 0 };
  QdMarkovLearnOptions o;

  grid_build (&g, rows, 0.0, 0.0);
  qd_markov_learn_options_init (&o);
  o.features = coordinates;
  o.features_data = &g;
  o.n_features = 5 * 2;
  o.epsilon = 0.5;
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(QdMarkovLearn) learn =
        learner (&g, &o, i == 2 ? QD_MARKOV_LEARN_Q_LEARNING : QD_MARKOV_LEARN_APPROXIMATE, i == 0 ? 0.5 : 0.01, 0.9, 0, 0);

      g_assert_false (qd_markov_learn_diverged (learn));
      qd_markov_learn_episodes (learn, 300, NULL);
      g_assert_true (qd_markov_learn_diverged (learn) == (i == 0));
    }
  grid_free (&g);
}

/* The first action of the largest Q at S. */
static guint
greedy_of (const Grid *g, const double *q, guint s)
{
  guint best = g->mdp->first_action[s];

  for (guint a = best + 1; a < g->mdp->first_action[s + 1]; a++)
    if (q[a] > q[best])
      best = a;
  return best;
}

/* ε 0: every choice is the first action of the largest Q.  The same seed
 * gives the same run, another seed another one. */
static void
test_greedy_and_seed (void)
{
  Grid g = { 0 };
  QdMarkovLearnOptions o;
  g_autoptr(QdMarkovLearn) greedy = NULL;
  guint64 seeds[] = { 5, 5, 6 };
  g_autoptr(GArray) runs = g_array_new (FALSE, FALSE, sizeof (double *));
  guint n[3];

  grid_build (&g, aima_rows, 0.2, -0.04);
  qd_markov_learn_options_init (&o);
  o.epsilon = 0;
  o.max_steps = 200;
  greedy = learner (&g, &o, QD_MARKOV_LEARN_Q_LEARNING, 0.5, 0.9, 0, 0);
  for (guint i = 0; i < 2000; i++)
    {
      guint s = qd_markov_learn_state (greedy);

      g_assert_cmpuint (qd_markov_learn_choose (greedy), ==, greedy_of (&g, qd_markov_learn_q (greedy), s));
      qd_markov_learn_step (greedy, NULL);
    }
  o.epsilon = 0.3;
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(QdMarkovLearn) learn = NULL;
      const double *returns;

      o.seed = seeds[i];
      learn = learner (&g, &o, QD_MARKOV_LEARN_Q_LEARNING, 0.5, 0.9, 0, 0);
      qd_markov_learn_episodes (learn, 50, NULL);
      returns = qd_markov_learn_returns (learn, &n[i]);
      double *copy = g_memdup2 (returns, n[i] * sizeof (double));

      g_array_append_val (runs, copy);
    }
  g_assert_cmpmem (g_array_index (runs, double *, 0), n[0] * sizeof (double), g_array_index (runs, double *, 1),
                   n[1] * sizeof (double));
  g_assert_true (memcmp (g_array_index (runs, double *, 0), g_array_index (runs, double *, 2), 50 * sizeof (double)) != 0);
  for (guint i = 0; i < 3; i++)
    g_free (g_array_index (runs, double *, i));
  grid_free (&g);
}

/* A raised stop flag: no step. */
static void
test_stop (void)
{
  Grid g = { 0 };
  QdMarkovLearnOptions o;
  g_autoptr(QdMarkovLearn) learn = NULL;
  gint stop = 1;

  grid_build (&g, tiny_rows, 0.0, 0.0);
  qd_markov_learn_options_init (&o);
  learn = learner (&g, &o, QD_MARKOV_LEARN_Q_LEARNING, 0.5, 0.9, 0, 1);
  g_assert_cmpuint (qd_markov_learn_episodes (learn, 10, &stop), ==, 0);
  g_assert_cmpuint (qd_markov_learn_n_steps (learn), ==, 0);
  stop = 0;
  g_assert_cmpuint (qd_markov_learn_episodes (learn, 10, &stop), ==, 10);
  grid_free (&g);
}

static void
refuse (const Grid *g, const QdMarkovLearnOptions *o, const char *words)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdMarkovLearn) learn = qd_markov_learn_new (g->mdp, o, &error);

  g_assert_null (learn);
  g_assert_error (error, QD_MARKOV_ERROR, QD_MARKOV_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, words));
}

static void
test_learn_refusals (void)
{
  Grid g = { 0 };
  QdMarkovLearnOptions o, base;
  guint bad_policy[4] = { G_MAXUINT, G_MAXUINT, G_MAXUINT, G_MAXUINT };

  grid_build (&g, tiny_rows, 0.0, 0.0);
  qd_markov_learn_options_init (&base);
  base.start = (guint) cell (&g, 0, 1);
  o = base, o.alpha = 1.5;
  refuse (&g, &o, "learning rate 1.5");
  o = base, o.alpha = -0.1;
  refuse (&g, &o, "learning rate -0.1");
  o = base, o.gamma = 0;
  refuse (&g, &o, "discount 0");
  o = base, o.epsilon = 2;
  refuse (&g, &o, "ε 2");
  o = base, o.start = absorbing (&g);
  refuse (&g, &o, "absorbing");
  o = base, o.learner = QD_MARKOV_LEARN_TD;
  refuse (&g, &o, "policy to follow");
  o.policy = bad_policy;
  refuse (&g, &o, "an action it does not have");
  o = base, o.learner = QD_MARKOV_LEARN_APPROXIMATE;
  refuse (&g, &o, "features");
  for (guint i = 0; i <= QD_MARKOV_LEARN_APPROXIMATE; i++)
    {
      g_assert_cmpint (qd_markov_learner_from_string (qd_markov_learner_to_string (i)), ==, (gint) i);
      g_assert_nonnull (qd_markov_learner_label (i));
      g_assert_true (qd_markov_learner_is_passive (i) == (i <= QD_MARKOV_LEARN_TD));
    }
  g_assert_cmpint (qd_markov_learner_from_string ("q"), ==, -1);
  grid_free (&g);
}

void
test_markov_learn_add (void)
{
  g_test_add_func ("/markov/learn/tinygrid-transcript", test_tinygrid_transcript);
  g_test_add_func ("/markov/learn/q9-customgrid", test_q9_customgrid);
  g_test_add_func ("/markov/learn/q9-bridge", test_q9_bridge);
  g_test_add_func ("/markov/learn/explore-n", test_explore_n);
  g_test_add_func ("/markov/learn/sarsa", test_sarsa);
  g_test_add_func ("/markov/learn/td", test_td);
  g_test_add_func ("/markov/learn/direct-adp-chain", test_chain);
  g_test_add_func ("/markov/learn/adp-aima", test_adp_aima);
  g_test_add_func ("/markov/learn/approximate-identity", test_approximate_identity);
  g_test_add_func ("/markov/learn/greedy-seed", test_greedy_and_seed);
  g_test_add_func ("/markov/learn/diverged", test_diverged);
  g_test_add_func ("/markov/learn/stop", test_stop);
  g_test_add_func ("/markov/learn/refusals", test_learn_refusals);
}
