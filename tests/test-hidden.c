/* test-hidden.c — the HMM engine (src/core/qd-hidden*.c) against the book's
 * figures for the umbrella world (AIMA 4th ed. §14.2: figs. 14.5 and 14.6)
 * and against brute force: every state sequence of small random models
 * enumerated, the filtered, smoothed, lagged and most likely answers summed
 * and maximised from the joint probabilities directly. */
#include "config.h"
#include "core/qd-hidden.h"
#include "core/qd-hidden-grid.h"
#include "core/qd-random.h"

#include <math.h>
#include <string.h>

/* The umbrella world: rain (0) and no rain (1); umbrella (0), none (1).
 * P(R_0) = <0.5, 0.5>, P(R_t | R_t-1) = 0.7, P(u | r) = 0.9, P(u | ¬r) = 0.2. */
static QdHidden *
umbrella (void)
{
  QdHidden *model = qd_hidden_new (2, 2, NULL);
  const double t[2][2] = { { 0.7, 0.3 }, { 0.3, 0.7 } }, o[2][2] = { { 0.9, 0.1 }, { 0.2, 0.8 } };

  for (guint i = 0; i < 2; i++)
    {
      model->prior[i] = 0.5;
      for (guint j = 0; j < 2; j++)
        {
          qd_hidden_add_transition (model, i, j, t[i][j]);
          model->sensor[i * 2 + j] = o[i][j];
        }
    }
  g_assert_true (qd_hidden_finish (model, NULL, NULL));
  return model;
}

static void
test_umbrella_filter_smooth (void)
{
  g_autoptr(QdHidden) model = umbrella ();
  const guint e[2] = { 0, 0 };
  double belief[4];
  QdHiddenRun run = { 0 };

  g_assert_cmpint (qd_hidden_filter (model, e, 2, belief, &run), ==, QD_HIDDEN_OK);
  /* §14.2.1: P(R_1 | u_1) = <0.818, 0.182>, P(R_2 | u_1, u_2) = <0.883, 0.117>. */
  g_assert_cmpfloat_with_epsilon (belief[0], 0.818, 0.0005);
  g_assert_cmpfloat_with_epsilon (belief[2], 0.883, 0.0005);
  /* P(u_1, u_2) by hand: P(u_1) = 0.55; P(u_2 | u_1) = 0.9 (0.818 × 0.7 +
   * 0.182 × 0.3) + 0.2 (0.818 × 0.3 + 0.182 × 0.7) = 0.6045... */
  g_assert_cmpfloat_with_epsilon (exp (run.log_likelihood), 0.55 * (0.9 * (9.0 / 11 * 0.7 + 2.0 / 11 * 0.3) +
                                                                   0.2 * (9.0 / 11 * 0.3 + 2.0 / 11 * 0.7)), 1e-12);
  /* §14.2.2: the smoothed P(R_1 | u_1, u_2) = <0.883, 0.117>. */
  g_assert_cmpint (qd_hidden_smooth (model, e, 2, belief, &run), ==, QD_HIDDEN_OK);
  g_assert_cmpfloat_with_epsilon (belief[0], 0.883, 0.0005);
  g_assert_cmpfloat_with_epsilon (belief[2], 0.883, 0.0005);
}

static void
test_umbrella_viterbi (void)
{
  g_autoptr(QdHidden) model = umbrella ();
  /* Fig. 14.6: umbrella on days 1, 2, 4 and 5, not on day 3. */
  const guint e[5] = { 0, 0, 1, 0, 0 };
  const double book[5][2] = { { .8182, .1818 }, { .5155, .0491 }, { .0361, .1237 }, { .0334, .0173 },
                              { .0210, .0024 } };
  const guint expected[5] = { 0, 0, 1, 0, 0 };
  guint path[5];
  double m[10];
  QdHiddenRun run = { 0 };

  g_assert_cmpint (qd_hidden_viterbi (model, e, 5, path, m, &run), ==, QD_HIDDEN_OK);
  for (guint t = 0; t < 5; t++)
    {
      g_assert_cmpuint (path[t], ==, expected[t]);
      for (guint j = 0; j < 2; j++)
        g_assert_cmpfloat_with_epsilon (exp (m[t * 2 + j]), book[t][j], 0.00005);
    }
  g_assert_cmpfloat_with_epsilon (exp (run.log_likelihood), 0.0210, 0.00005);
}

/* More of the umbrella world, as aima-python's tests and the exact sums have
 * them (docs/hmm-peers.md §5): filtering and smoothing along u, u, ¬u, u, u;
 * fixed-lag smoothing P(X_2 | u, ¬u, u, ¬u) = 0.2259 (lag 2) and P(X_3 | u,
 * u, ¬u, u) = 0.2839 (lag 1); Viterbi along u, ¬u, u, ¬u, u: rain, no rain,
 * no rain, no rain, rain with messages 0.8182, 0.1964, 0.0275, 0.0154,
 * 0.0042; P(u, u, ¬u, u, u) = 0.0343037005. */
static void
test_umbrella_more (void)
{
  g_autoptr(QdHidden) model = umbrella ();
  const guint e[5] = { 0, 0, 1, 0, 0 }, alternate[5] = { 0, 1, 0, 1, 0 }, e2[4] = { 0, 1, 0, 1 }, e3[4] = { 0, 0, 1, 0 };
  const double filtered[5] = { 0.8182, 0.8834, 0.1907, 0.7308, 0.8673 }, smoothed[5] = { 0.8673, 0.8204, 0.3075,
                                                                                           0.8204, 0.8673 };
  const double messages[5] = { 0.8182, 0.1964, 0.0275, 0.0154, 0.0042 };
  const guint path_expected[5] = { 0, 1, 1, 1, 0 };
  double belief[10];
  guint path[5];
  double m[10];
  QdHiddenRun run = { 0 };

  g_assert_cmpint (qd_hidden_filter (model, e, 5, belief, &run), ==, QD_HIDDEN_OK);
  for (guint t = 0; t < 5; t++)
    g_assert_cmpfloat_with_epsilon (belief[2 * t], filtered[t], 0.00005);
  g_assert_cmpfloat_with_epsilon (exp (run.log_likelihood), 0.0343037005, 1e-10);
  g_assert_cmpint (qd_hidden_smooth (model, e, 5, belief, &run), ==, QD_HIDDEN_OK);
  for (guint t = 0; t < 5; t++)
    g_assert_cmpfloat_with_epsilon (belief[2 * t], smoothed[t], 0.00005);
  g_assert_cmpint (qd_hidden_smooth_lag (model, e2, 4, 2, belief, &run), ==, QD_HIDDEN_OK);
  g_assert_cmpfloat_with_epsilon (belief[2 * 1], 0.2259, 0.00005);
  g_assert_cmpint (qd_hidden_smooth_lag (model, e3, 4, 1, belief, &run), ==, QD_HIDDEN_OK);
  g_assert_cmpfloat_with_epsilon (belief[2 * 2], 0.2839, 0.00005);
  g_assert_cmpint (qd_hidden_viterbi (model, alternate, 5, path, m, &run), ==, QD_HIDDEN_OK);
  for (guint t = 0; t < 5; t++)
    {
      g_assert_cmpuint (path[t], ==, path_expected[t]);
      g_assert_cmpfloat_with_epsilon (exp (m[2 * t + path[t]]), messages[t], 0.00005);
    }
}

/* A model that is neither symmetric nor palindromic, so that a transposed
 * matrix shows (hmmlearn's fixture after Wikipedia, docs/hmm-peers.md §7):
 * P(X_1) = ⟨0.6, 0.4⟩ (Rainy, Sunny), transitions [[0.7, 0.3], [0.4, 0.6]],
 * emissions [[0.1, 0.4, 0.5], [0.6, 0.3, 0.1]] over walk, shop, clean; for
 * walk, shop, clean: P = 8403/250000, the posteriors 0.2317029632,
 * 0.6240628347, 0.8639771510 of Rainy (exact fractions), and the best path
 * Sunny, Rainy, Rainy of joint probability 0.01344. */
static void
test_asymmetric (void)
{
  g_autoptr(QdHidden) model = qd_hidden_new (2, 3, NULL);
  const double t[2][2] = { { 0.7, 0.3 }, { 0.4, 0.6 } }, o[2][3] = { { 0.1, 0.4, 0.5 }, { 0.6, 0.3, 0.1 } };
  const guint e[3] = { 0, 1, 2 };
  double belief[6], first[2];
  guint path[3];
  QdHiddenRun run = { 0 }, one = { 0 };

  model->start_is_first = TRUE;
  model->prior[0] = 0.6, model->prior[1] = 0.4;
  for (guint i = 0; i < 2; i++)
    {
      for (guint j = 0; j < 2; j++)
        qd_hidden_add_transition (model, i, j, t[i][j]);
      for (guint k = 0; k < 3; k++)
        model->sensor[i * 3 + k] = o[i][k];
    }
  g_assert_true (qd_hidden_finish (model, NULL, NULL));
  g_assert_cmpint (qd_hidden_smooth (model, e, 3, belief, &run), ==, QD_HIDDEN_OK);
  g_assert_cmpfloat_with_epsilon (exp (run.log_likelihood), 8403.0 / 250000, 1e-15);
  g_assert_cmpfloat_with_epsilon (belief[0], 0.2317029632, 1e-10);
  g_assert_cmpfloat_with_epsilon (belief[2], 0.6240628347, 1e-10);
  g_assert_cmpfloat_with_epsilon (belief[4], 0.8639771510, 1e-10);
  g_assert_cmpint (qd_hidden_viterbi (model, e, 3, path, NULL, &run), ==, QD_HIDDEN_OK);
  g_assert_cmpuint (path[0], ==, 1);
  g_assert_cmpuint (path[1], ==, 0);
  g_assert_cmpuint (path[2], ==, 0);
  qd_hidden_filter (model, e, 1, first, &one);
  g_assert_cmpfloat_with_epsilon (exp (run.log_likelihood + one.log_likelihood), 0.01344, 1e-15);
}

/* ------------------------------------------------------------ brute force */

#define BS 3   /* states */
#define BO 3   /* observations */
#define BT 6   /* steps */

static QdHidden *
random_model (guint64 *rng, gboolean start_is_first)
{
  QdHidden *model = qd_hidden_new (BS, BO, NULL);
  double sum = 0;

  model->start_is_first = start_is_first;
  for (guint i = 0; i < BS; i++)
    sum += model->prior[i] = qd_random_double (rng);
  for (guint i = 0; i < BS; i++)
    model->prior[i] /= sum;
  for (guint i = 0; i < BS; i++)
    {
      double row[BS], total = 0;

      /* Some transitions absent: a sparse row, its zeros never stored. */
      for (guint j = 0; j < BS; j++)
        total += row[j] = (j == i || qd_random_below (rng, 3) > 0) ? qd_random_double (rng) + 0.01 : 0;
      for (guint j = 0; j < BS; j++)
        if (row[j] > 0)
          qd_hidden_add_transition (model, i, j, row[j] / total);
      total = 0;
      for (guint e = 0; e < BO; e++)
        total += model->sensor[i * BO + e] = qd_random_double (rng) + 0.01;
      for (guint e = 0; e < BO; e++)
        model->sensor[i * BO + e] /= total;
    }
  g_assert_true (qd_hidden_finish (model, NULL, NULL));
  return model;
}

static double
transition (const QdHidden *model, guint i, guint j)
{
  for (guint k = model->first[i]; k < model->first[i + 1]; k++)
    if (model->next[k] == j)
      return model->prob[k];
  return 0;
}

/* P(x_1..x_len, e_1..e_upto) for the sequence X (len states): the prior over
 * x_0 summed out (or taken as P(x_1)), evidence counted up to UPTO only. */
static double
joint (const QdHidden *model, const guint *x, guint len, const guint *e, guint upto)
{
  double p = 0;

  if (model->start_is_first)
    p = model->prior[x[0]];
  else
    for (guint s = 0; s < BS; s++)
      p += model->prior[s] * transition (model, s, x[0]);
  for (guint t = 1; t < len; t++)
    p *= transition (model, x[t - 1], x[t]);
  for (guint t = 0; t < MIN (len, upto); t++)
    p *= model->sensor[x[t] * BO + e[t]];
  return p;
}

/* Every sequence of LEN states, as counters in base BS. */
static gboolean
next_sequence (guint *x, guint len)
{
  for (guint t = 0; t < len; t++)
    {
      if (++x[t] < BS)
        return TRUE;
      x[t] = 0;
    }
  return FALSE;
}

/* P(X_at | e_1..e_upto) by summing the joint over every sequence of UPTO
 * states (at least at + 1 of them). */
static void
posterior (const QdHidden *model, const guint *e, guint at, guint upto, double *out)
{
  guint x[BT] = { 0 }, len = MAX (upto, at + 1);
  double total = 0;

  for (guint j = 0; j < BS; j++)
    out[j] = 0;
  do
    {
      double p = joint (model, x, len, e, upto);

      out[x[at]] += p;
      total += p;
    }
  while (next_sequence (x, len));
  for (guint j = 0; j < BS; j++)
    out[j] /= total;
}

static void
test_brute_force (void)
{
  guint64 rng = 94095;

  for (guint round = 0; round < 40; round++)
    {
      g_autoptr(QdHidden) model = random_model (&rng, round % 2 == 1);
      guint e[BT], x[BT] = { 0 }, best[BT] = { 0 }, path[BT], lag = 1 + round % 3;
      double filtered[BT * BS], smoothed[BT * BS], lagged[BT * BS], expect[BS], evidence = 0, top = -1;
      double m[BT * BS], predicted[2 * BS];
      QdHiddenRun run = { 0 };

      for (guint t = 0; t < BT; t++)
        e[t] = qd_random_below (&rng, BO);
      g_assert_cmpint (qd_hidden_filter (model, e, BT, filtered, &run), ==, QD_HIDDEN_OK);
      do
        {
          double p = joint (model, x, BT, e, BT);

          evidence += p;
          if (p > top)
            top = p, memcpy (best, x, sizeof x);
        }
      while (next_sequence (x, BT));
      g_assert_cmpfloat_with_epsilon (run.log_likelihood, log (evidence), 1e-12);
      g_assert_cmpint (qd_hidden_smooth (model, e, BT, smoothed, &run), ==, QD_HIDDEN_OK);
      g_assert_cmpint (qd_hidden_smooth_lag (model, e, BT, lag, lagged, &run), ==, QD_HIDDEN_OK);
      for (guint t = 0; t < BT; t++)
        for (guint j = 0; j < BS; j++)
          {
            posterior (model, e, t, t + 1, expect);
            g_assert_cmpfloat_with_epsilon (filtered[t * BS + j], expect[j], 1e-12);
            posterior (model, e, t, BT, expect);
            g_assert_cmpfloat_with_epsilon (smoothed[t * BS + j], expect[j], 1e-12);
            posterior (model, e, t, MIN (t + 1 + lag, BT), expect);
            g_assert_cmpfloat_with_epsilon (lagged[t * BS + j], expect[j], 1e-12);
          }
      /* One and two steps on from the last filtered belief, pushed by hand. */
      qd_hidden_predict (model, filtered + (BT - 1) * BS, 2, predicted);
      {
        double one[BS] = { 0 }, two[BS] = { 0 };

        for (guint j = 0; j < BS; j++)
          for (guint i = 0; i < BS; i++)
            one[j] += filtered[(BT - 1) * BS + i] * transition (model, i, j);
        for (guint j = 0; j < BS; j++)
          for (guint i = 0; i < BS; i++)
            two[j] += one[i] * transition (model, i, j);
        for (guint j = 0; j < BS; j++)
          {
            g_assert_cmpfloat_with_epsilon (predicted[j], one[j], 1e-12);
            g_assert_cmpfloat_with_epsilon (predicted[BS + j], two[j], 1e-12);
          }
      }
      /* Viterbi: the sequence of the largest joint, and the book's message
       * P(x_1:T, e_2:T | e_1) = that joint / P(e_1). */
      g_assert_cmpint (qd_hidden_viterbi (model, e, BT, path, m, &run), ==, QD_HIDDEN_OK);
      for (guint t = 0; t < BT; t++)
        g_assert_cmpuint (path[t], ==, best[t]);
      {
        guint first[1] = { 0 };
        double p1 = 0;

        do
          p1 += joint (model, first, 1, e, 1);
        while (next_sequence (first, 1));
        g_assert_cmpfloat_with_epsilon (run.log_likelihood, log (top / p1), 1e-12);
      }
    }
}

/* Evidence no state explains: said, with its step, never NaN. */
static void
test_impossible (void)
{
  g_autoptr(QdHidden) model = qd_hidden_new (2, 2, NULL);
  const guint e[3] = { 0, 0, 1 };
  double belief[6];
  guint path[3];
  QdHiddenRun run = { 0 };

  model->prior[0] = model->prior[1] = 0.5;
  qd_hidden_add_transition (model, 0, 0, 1);
  qd_hidden_add_transition (model, 1, 1, 1);
  model->sensor[0] = 1;   /* state 0 always shows 0 */
  model->sensor[3] = 1;   /* state 1 always shows 1 */
  g_assert_true (qd_hidden_finish (model, NULL, NULL));
  g_assert_cmpint (qd_hidden_filter (model, e, 3, belief, &run), ==, QD_HIDDEN_IMPOSSIBLE);
  g_assert_cmpuint (run.bad_step, ==, 2);
  run.bad_step = 0;
  g_assert_cmpint (qd_hidden_smooth (model, e, 3, belief, &run), ==, QD_HIDDEN_IMPOSSIBLE);
  g_assert_cmpuint (run.bad_step, ==, 2);
  run.bad_step = 0;
  g_assert_cmpint (qd_hidden_viterbi (model, e, 3, path, NULL, &run), ==, QD_HIDDEN_IMPOSSIBLE);
  g_assert_cmpuint (run.bad_step, ==, 2);
}

/* Rows that do not sum to 1, numbers that are not probabilities, sizes past
 * the limits: refused, the row named. */
static void
test_refusals (void)
{
  g_autoptr(GError) error = NULL;
  QdHiddenFault fault = { 0 };
  QdHidden *model;

  g_assert_null (qd_hidden_new (QD_HIDDEN_MAX_STATES + 1, 2, &error));
  g_assert_error (error, QD_HIDDEN_ERROR, QD_HIDDEN_ERROR_TOO_BIG);
  g_clear_error (&error);
  g_assert_null (qd_hidden_new (100000, 100000, &error));
  g_assert_error (error, QD_HIDDEN_ERROR, QD_HIDDEN_ERROR_TOO_BIG);
  g_clear_error (&error);

  model = umbrella ();
  qd_hidden_free (model);
  model = qd_hidden_new (2, 2, NULL);
  model->prior[0] = model->prior[1] = 0.5;
  model->sensor[0] = model->sensor[1] = model->sensor[2] = model->sensor[3] = 0.5;
  qd_hidden_add_transition (model, 0, 1, 1);
  qd_hidden_add_transition (model, 1, 0, 0.9);
  g_assert_false (qd_hidden_finish (model, &fault, &error));
  g_assert_error (error, QD_HIDDEN_ERROR, QD_HIDDEN_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "the transitions of state 1 sum to 0.9, not 1");
  g_assert_cmpint (fault.row, ==, 1);
  g_assert_false (fault.sensor);
  qd_hidden_free (model);
  g_clear_error (&error);

  model = qd_hidden_new (2, 2, NULL);
  model->prior[0] = model->prior[1] = 0.5;
  model->sensor[0] = model->sensor[1] = model->sensor[3] = 0.5;
  model->sensor[2] = NAN;
  qd_hidden_add_transition (model, 0, 1, 1);
  qd_hidden_add_transition (model, 1, 0, 1);
  g_assert_false (qd_hidden_finish (model, &fault, &error));
  g_assert_cmpstr (error->message, ==, "the sensor probabilities of state 1 hold nan, not 1");
  g_assert_cmpint (fault.row, ==, 1);
  g_assert_true (fault.sensor);
  qd_hidden_free (model);
  g_clear_error (&error);

  /* A state with no transitions at all: its row sums to 0. */
  model = qd_hidden_new (3, 1, NULL);
  model->prior[2] = 1;
  model->sensor[0] = model->sensor[1] = model->sensor[2] = 1;
  qd_hidden_add_transition (model, 0, 0, 1);
  qd_hidden_add_transition (model, 2, 2, 1);
  g_assert_false (qd_hidden_finish (model, &fault, &error));
  g_assert_cmpstr (error->message, ==, "the transitions of state 1 sum to 0, not 1");
  qd_hidden_free (model);
}

/* ------------------------------------------------------------ particles */

static double
total_variation (const double *a, const double *b, guint n)
{
  double d = 0;

  for (guint j = 0; j < n; j++)
    d += fabs (a[j] - b[j]);
  return d / 2;
}

static void
test_particles (void)
{
  g_autoptr(QdHidden) model = umbrella ();
  const guint e[6] = { 0, 0, 1, 0, 0, 1 };
  double exact[12], estimate[2];
  QdHiddenRun run = { 0 };

  g_assert_cmpint (qd_hidden_filter (model, e, 6, exact, &run), ==, QD_HIDDEN_OK);
  for (QdHiddenResample r = QD_HIDDEN_RESAMPLE_MULTINOMIAL; r <= QD_HIDDEN_RESAMPLE_SYSTEMATIC; r++)
    {
      g_autoptr(QdHiddenParticles) a = qd_hidden_particles_new (model, 100000, 7, r);
      g_autoptr(QdHiddenParticles) b = qd_hidden_particles_new (model, 100000, 7, r);

      for (guint t = 0; t < 6; t++)
        {
          g_assert_cmpint (qd_hidden_particles_step (a, e[t]), ==, QD_HIDDEN_OK);
          g_assert_cmpint (qd_hidden_particles_step (b, e[t]), ==, QD_HIDDEN_OK);
          g_assert_cmpmem (a->state, sizeof (guint) * a->n, b->state, sizeof (guint) * b->n);
          qd_hidden_particles_estimate (a, estimate);
          g_assert_cmpfloat (total_variation (estimate, exact + t * 2, 2), <, 0.01);
          g_assert_cmpfloat (a->effective, >, 1000);
          g_assert_cmpfloat (a->effective, <=, 100000 * (1 + 1e-9));
        }
      g_assert_cmpuint (a->reinitialised, ==, 0);
    }
}

/* Every particle where the evidence cannot be: drawn again uniformly, the
 * reinitialisation counted; evidence no state explains: IMPOSSIBLE. */
static void
test_particles_reinitialise (void)
{
  g_autoptr(QdHidden) model = qd_hidden_new (3, 3, NULL);
  g_autoptr(QdHiddenParticles) p = NULL;
  double estimate[3];

  model->prior[0] = 1;
  for (guint s = 0; s < 3; s++)
    {
      qd_hidden_add_transition (model, s, s, 1);
      model->sensor[s * 3 + s] = 1;
    }
  g_assert_true (qd_hidden_finish (model, NULL, NULL));
  p = qd_hidden_particles_new (model, 50, 1, QD_HIDDEN_RESAMPLE_SYSTEMATIC);
  g_assert_cmpint (qd_hidden_particles_step (p, 0), ==, QD_HIDDEN_OK);
  g_assert_cmpuint (p->reinitialised, ==, 0);
  g_assert_cmpint (qd_hidden_particles_step (p, 2), ==, QD_HIDDEN_OK);
  g_assert_cmpuint (p->reinitialised, ==, 1);
  qd_hidden_particles_estimate (p, estimate);
  g_assert_cmpfloat (estimate[2], ==, 1);
  g_assert_cmpint (qd_hidden_particles_step (p, QD_HIDDEN_NONE), ==, QD_HIDDEN_OK);
  {
    g_autoptr(QdHidden) blind = qd_hidden_new (2, 2, NULL);
    g_autoptr(QdHiddenParticles) q = NULL;

    blind->prior[0] = blind->prior[1] = 0.5;
    qd_hidden_add_transition (blind, 0, 0, 1);
    qd_hidden_add_transition (blind, 1, 1, 1);
    blind->sensor[0] = blind->sensor[2] = 1;   /* observation 1: never */
    g_assert_true (qd_hidden_finish (blind, NULL, NULL));
    q = qd_hidden_particles_new (blind, 10, 3, QD_HIDDEN_RESAMPLE_MULTINOMIAL);
    g_assert_cmpint (qd_hidden_particles_step (q, 1), ==, QD_HIDDEN_IMPOSSIBLE);
  }
}

/* A step with the evidence as a likelihood per state (a ghost hunt's) is the
 * step with the observation when the likelihood is its sensor column, for
 * both kinds of prior; the particles the same with the same seed. */
static void
test_likelihood_steps (void)
{
  guint64 rng = 11;

  for (guint round = 0; round < 4; round++)
    {
      g_autoptr(QdHidden) model = random_model (&rng, round % 2 == 1);
      g_autoptr(QdHiddenParticles) a = qd_hidden_particles_new (model, 1000, round, QD_HIDDEN_RESAMPLE_SYSTEMATIC);
      g_autoptr(QdHiddenParticles) b = qd_hidden_particles_new (model, 1000, round, QD_HIDDEN_RESAMPLE_SYSTEMATIC);
      guint e[BT];
      double filtered[BT * BS], row[BS] = { 0 }, likelihood[BS];
      QdHiddenRun run = { 0 };
      double log_likelihood = 0;

      for (guint t = 0; t < BT; t++)
        e[t] = qd_random_below (&rng, BO);
      g_assert_cmpint (qd_hidden_filter (model, e, BT, filtered, &run), ==, QD_HIDDEN_OK);
      for (guint t = 0; t < BT; t++)
        {
          double previous[BS];

          memcpy (previous, row, sizeof row);
          for (guint j = 0; j < BS; j++)
            likelihood[j] = model->sensor[j * BO + e[t]];
          log_likelihood += log (qd_hidden_filter_step (model, t == 0 ? NULL : previous, likelihood, row));
          for (guint j = 0; j < BS; j++)
            g_assert_cmpfloat_with_epsilon (row[j], filtered[t * BS + j], 1e-15);
          g_assert_cmpint (qd_hidden_particles_step (a, e[t]), ==, QD_HIDDEN_OK);
          g_assert_cmpint (qd_hidden_particles_step_likelihood (b, likelihood), ==, QD_HIDDEN_OK);
          g_assert_cmpmem (a->state, sizeof (guint) * a->n, b->state, sizeof (guint) * b->n);
        }
      g_assert_cmpfloat_with_epsilon (log_likelihood, run.log_likelihood, 1e-12);
      /* No state explains a likelihood of zeros: 0, never NaN. */
      for (guint j = 0; j < BS; j++)
        likelihood[j] = 0;
      g_assert_cmpfloat (qd_hidden_filter_step (model, row, likelihood, filtered), ==, 0);
    }
}

/* Two movers at once: the joint step equals the filter of the product
 * model built by hand (n² states, each pair's transition the product of the
 * two, the likelihood the product of the two), for both kinds of prior; its
 * marginals sum the rows; a joint particle filter of 100,000 tuples follows
 * the exact marginals within 0.02 (total variation). */
static void
test_joint (void)
{
  guint64 rng = 23;

  for (guint round = 0; round < 4; round++)
    {
      g_autoptr(QdHidden) model = random_model (&rng, round % 2 == 1);
      g_autoptr(QdHidden) product = qd_hidden_new (BS * BS, 1, NULL);
      g_autoptr(QdHiddenParticles) particles = NULL;
      double joint[BS * BS], work[BS * BS], expect[BS * BS], before[BS * BS], ex[BS * BS], seen[BS], want[BS];
      double a[BS], b[BS], pair[BS * BS];
      const double *likelihoods[2] = { a, b };

      g_assert_cmpuint (qd_hidden_joint_size (BS, 2), ==, BS * BS);
      g_assert_cmpuint (qd_hidden_joint_size (1000, 3), ==, 0);
      product->start_is_first = model->start_is_first;
      for (guint x = 0; x < BS * BS; x++)
        {
          product->prior[x] = model->prior[x / BS] * model->prior[x % BS];
          product->sensor[x] = 1;
          for (guint y = 0; y < BS * BS; y++)
            {
              double p = transition (model, x / BS, y / BS) * transition (model, x % BS, y % BS);

              if (p > 0)
                qd_hidden_add_transition (product, x, y, p);
            }
        }
      g_assert_true (qd_hidden_finish (product, NULL, NULL));
      particles = qd_hidden_particles_new_joint (model, 2, 100000, round, QD_HIDDEN_RESAMPLE_MULTINOMIAL);
      for (guint t = 0; t < 5; t++)
        {
          for (guint j = 0; j < BS; j++)
            a[j] = qd_random_double (&rng), b[j] = qd_random_double (&rng);
          for (guint x = 0; x < BS * BS; x++)
            pair[x] = a[x / BS] * b[x % BS];
          memcpy (before, joint, sizeof joint);
          memcpy (ex, expect, sizeof expect);
          g_assert_cmpfloat (qd_hidden_joint_filter_step (model, 2, t == 0 ? NULL : before, likelihoods, joint, work), >, 0);
          g_assert_cmpfloat (qd_hidden_filter_step (product, t == 0 ? NULL : ex, pair, expect), >, 0);
          for (guint x = 0; x < BS * BS; x++)
            g_assert_cmpfloat_with_epsilon (joint[x], expect[x], 1e-12);
          g_assert_cmpint (qd_hidden_particles_step_joint (particles, likelihoods), ==, QD_HIDDEN_OK);
          for (guint part = 0; part < 2; part++)
            {
              qd_hidden_joint_marginal (BS, 2, joint, part, want);
              for (guint j = 0; j < BS; j++)
                {
                  double sum = 0;

                  for (guint other = 0; other < BS; other++)
                    sum += joint[part == 0 ? j * BS + other : other * BS + j];
                  g_assert_cmpfloat_with_epsilon (want[j], sum, 1e-12);
                }
              qd_hidden_particles_marginal (particles, part, seen);
              g_assert_cmpfloat (total_variation (seen, want, BS), <, 0.02);
            }
        }
    }
}

/* The book's localization on a corridor of three squares (walls north and
 * south of each, west of the first, east of the last), by hand: ε = 0.1,
 * the robot put anywhere and reading walls north, south and west (13):
 * P ∝ 0.9⁴, 0.9³ × 0.1, 0.9² × 0.1² (the middle square differs by the west
 * bit, the last by west and east): 0.6561, 0.0729, 0.0081 over 0.7371.
 * Then a move (the middle square's two neighbours, each 1/2; the ends' one)
 * and the same reading again, summed by hand. */
static void
test_grid_localization (void)
{
  const guint8 walls[] = { 0, 0, 0 };
  g_autoptr(QdHiddenGrid) grid = qd_hidden_grid_new (3, 1, walls, NULL);
  g_autoptr(QdHidden) model = qd_hidden_grid_localization (grid, 0.1, TRUE, NULL);
  const guint e[2] = { 13, 13 };
  double belief[6], p0, p1, p2, sum;
  QdHiddenRun run = { 0 };
  const guint8 blocked[] = { 1, 0, 1, 0, 0, 0 };
  g_autoptr(QdHiddenGrid) holed = qd_hidden_grid_new (3, 2, blocked, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (grid->n_cells, ==, 3);
  g_assert_cmpuint (qd_hidden_grid_wall_reading (grid, 0), ==, 13);
  g_assert_cmpuint (qd_hidden_grid_wall_reading (grid, 1), ==, 5);
  g_assert_cmpuint (qd_hidden_grid_wall_reading (grid, 2), ==, 7);
  g_assert_cmpuint (qd_hidden_grid_distance (grid, 0, 2), ==, 2);
  g_assert_cmpint (qd_hidden_filter (model, e, 2, belief, &run), ==, QD_HIDDEN_OK);
  g_assert_cmpfloat_with_epsilon (belief[0], 0.6561 / 0.7371, 1e-12);
  g_assert_cmpfloat_with_epsilon (belief[1], 0.0729 / 0.7371, 1e-12);
  g_assert_cmpfloat_with_epsilon (belief[2], 0.0081 / 0.7371, 1e-12);
  /* The move: the ends go to the middle; the middle to each end with 1/2. */
  p0 = belief[1] / 2, p1 = belief[0] + belief[2], p2 = belief[1] / 2;
  p0 *= 0.6561, p1 *= 0.0729, p2 *= 0.0081;
  sum = p0 + p1 + p2;
  g_assert_cmpfloat_with_epsilon (belief[3], p0 / sum, 1e-12);
  g_assert_cmpfloat_with_epsilon (belief[4], p1 / sum, 1e-12);
  g_assert_cmpfloat_with_epsilon (belief[5], p2 / sum, 1e-12);
  /* One open square between two walls, below it a corridor of three. */
  g_assert_cmpuint (holed->n_cells, ==, 4);
  g_assert_cmpuint (holed->cell_of[0], ==, G_MAXUINT);
  g_assert_cmpuint (holed->cell_of[1], ==, 0);
  g_assert_cmpuint (qd_hidden_grid_step (holed, 0, QD_HIDDEN_SOUTH), ==, 2);
  g_assert_cmpuint (qd_hidden_grid_step (holed, 2, QD_HIDDEN_NORTH), ==, 0);
  g_assert_cmpuint (qd_hidden_grid_wall_reading (holed, 0), ==, 1 | 2 | 8);
  g_assert_null (qd_hidden_grid_localization (grid, 1.5, TRUE, &error));
  g_assert_error (error, QD_HIDDEN_ERROR, QD_HIDDEN_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_null (qd_hidden_grid_new (2, 1, (const guint8[]) { 1, 1 }, &error));
  g_assert_error (error, QD_HIDDEN_ERROR, QD_HIDDEN_ERROR_INVALID);
}

/* Movers on a plus-shaped board (a centre and its four arms, then one more
 * square east of the east arm), by hand: the centre's four moves; toward the
 * far east square with 0.8 the east move takes 0.8 + 0.2/4, the others 0.05;
 * away from it, west, north and south tie at distance 3 (0.8/3 + 0.05 each)
 * and east takes 0.05; a square with one way out moves there. */
static void
test_grid_mover (void)
{
  const guint8 board[] = { 1, 0, 1, 1,
                           0, 0, 0, 0,
                           1, 0, 1, 1 };
  g_autoptr(QdHiddenGrid) grid = qd_hidden_grid_new (4, 3, board, NULL);
  guint centre = grid->cell_of[1 * 4 + 1], east = grid->cell_of[1 * 4 + 2], far = grid->cell_of[1 * 4 + 3];
  guint north = grid->cell_of[1], west = grid->cell_of[4];

  for (QdHiddenMove kind = QD_HIDDEN_MOVE_RANDOM; kind <= QD_HIDDEN_MOVE_AWAY; kind++)
    {
      g_autoptr(QdHidden) model = qd_hidden_grid_mover (grid, kind, 0.8, far, FALSE, NULL, NULL);
      double row[6] = { 0 };

      g_assert_nonnull (model);
      for (guint k = model->first[centre]; k < model->first[centre + 1]; k++)
        row[model->next[k]] = model->prob[k];
      if (kind == QD_HIDDEN_MOVE_RANDOM)
        {
          g_assert_cmpfloat_with_epsilon (row[north], 0.25, 1e-15);
          g_assert_cmpfloat_with_epsilon (row[east], 0.25, 1e-15);
        }
      else if (kind == QD_HIDDEN_MOVE_TOWARD)
        {
          g_assert_cmpfloat_with_epsilon (row[east], 0.85, 1e-15);
          g_assert_cmpfloat_with_epsilon (row[west], 0.05, 1e-15);
        }
      else
        {
          g_assert_cmpfloat_with_epsilon (row[east], 0.05, 1e-15);
          g_assert_cmpfloat_with_epsilon (row[west], 0.8 / 3 + 0.05, 1e-15);
          g_assert_cmpfloat_with_epsilon (row[north], 0.8 / 3 + 0.05, 1e-15);
        }
      g_assert_cmpfloat (row[centre], ==, 0);
      /* The north arm's only way is the centre. */
      g_assert_cmpuint (model->first[north + 1] - model->first[north], ==, 1);
      g_assert_cmpuint (model->next[model->first[north]], ==, centre);
    }
  /* With Stop legal (the course's ghosts): the centre has five moves, 0.2
   * each at random; toward the far square Stop is at distance 2, not best:
   * east 0.8 + 0.2/5, stop 0.04. */
  {
    g_autoptr(QdHidden) random = qd_hidden_grid_mover (grid, QD_HIDDEN_MOVE_RANDOM, 0, 0, TRUE, NULL, NULL);
    g_autoptr(QdHidden) toward = qd_hidden_grid_mover (grid, QD_HIDDEN_MOVE_TOWARD, 0.8, far, TRUE, NULL, NULL);
    double row[6] = { 0 };

    g_assert_cmpuint (random->first[centre + 1] - random->first[centre], ==, 5);
    for (guint k = random->first[centre]; k < random->first[centre + 1]; k++)
      g_assert_cmpfloat_with_epsilon (random->prob[k], 0.2, 1e-15);
    for (guint k = toward->first[centre]; k < toward->first[centre + 1]; k++)
      row[toward->next[k]] = toward->prob[k];
    g_assert_cmpfloat_with_epsilon (row[east], 0.84, 1e-15);
    g_assert_cmpfloat_with_epsilon (row[centre], 0.04, 1e-15);
  }
}

/* A long sequence neither underflows nor loses the answer: 100,000 steps of
 * the umbrella world, its filtered belief finite, its log-likelihood the sum
 * of the steps' (each step's by hand from the one before). */
static void
test_long (void)
{
  g_autoptr(QdHidden) model = umbrella ();
  gsize T = 100000;
  g_autofree guint *e = g_new (guint, T), *path = g_new (guint, T);
  g_autofree double *belief = g_new (double, T * 2);
  guint64 rng = 5;
  double log_likelihood = 0, rain = 0.5;
  QdHiddenRun run = { 0 };

  for (gsize t = 0; t < T; t++)
    {
      double predicted, pu;

      e[t] = qd_random_below (&rng, 2);
      predicted = 0.7 * rain + 0.3 * (1 - rain);
      pu = e[t] == 0 ? 0.9 * predicted + 0.2 * (1 - predicted) : 0.1 * predicted + 0.8 * (1 - predicted);
      rain = (e[t] == 0 ? 0.9 : 0.1) * predicted / pu;
      log_likelihood += log (pu);
    }
  g_assert_cmpint (qd_hidden_smooth (model, e, T, belief, &run), ==, QD_HIDDEN_OK);
  g_assert_cmpfloat_with_epsilon (run.log_likelihood, log_likelihood, 1e-6 * fabs (log_likelihood));
  for (gsize t = 0; t < T; t++)
    g_assert_true (isfinite (belief[2 * t]) && fabs (belief[2 * t] + belief[2 * t + 1] - 1) < 1e-9);
  g_assert_cmpint (qd_hidden_viterbi (model, e, T, path, NULL, &run), ==, QD_HIDDEN_OK);
  /* Its book's message is the best joint over P(e_1), and the best joint is at most P(e_1:T). */
  g_assert_true (isfinite (run.log_likelihood));
  g_assert_cmpfloat (run.log_likelihood + log (e[0] == 0 ? 0.55 : 0.45), <=, log_likelihood + 1e-6);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hidden/umbrella-filter-smooth", test_umbrella_filter_smooth);
  g_test_add_func ("/hidden/umbrella-viterbi", test_umbrella_viterbi);
  g_test_add_func ("/hidden/umbrella-more", test_umbrella_more);
  g_test_add_func ("/hidden/asymmetric", test_asymmetric);
  g_test_add_func ("/hidden/brute-force", test_brute_force);
  g_test_add_func ("/hidden/impossible", test_impossible);
  g_test_add_func ("/hidden/refusals", test_refusals);
  g_test_add_func ("/hidden/particles", test_particles);
  g_test_add_func ("/hidden/particles-reinitialise", test_particles_reinitialise);
  g_test_add_func ("/hidden/likelihood-steps", test_likelihood_steps);
  g_test_add_func ("/hidden/joint", test_joint);
  g_test_add_func ("/hidden/grid-localization", test_grid_localization);
  g_test_add_func ("/hidden/grid-mover", test_grid_mover);
  g_test_add_func ("/hidden/long", test_long);
  return g_test_run ();
}
