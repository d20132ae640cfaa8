/* fuzz-hmm.c — what the inference-over-time fuzz target checks of a
 * document it reads (tests/fuzz/fuzz-format.c reads it and checks the round
 * trip): a model answers every question on evidence drawn from its own text
 * (or refuses it as impossible, never NaN); a board plays a few turns with
 * exact beliefs and particles whose shares sum to 1, or refuses a reading
 * the course's likelihood gives no chance, with a message. */
#include "config.h"

#include <glib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "problems/hmm/qd-hmm-world.h"
#include "fuzz/fuzz-check.h"

static void
expect_line_error (const GError *error)
{
  if (error == NULL || (error->domain != QD_HMM_ERROR && error->domain != QD_HIDDEN_ERROR &&
                        error->domain != G_CONVERT_ERROR))
    abort ();
}

static void
expect_distribution (const double *p, guint n)
{
  double sum = 0;

  for (guint i = 0; i < n; i++)
    {
      if (!(p[i] >= 0 && p[i] <= 1 + 1e-9))
        abort ();
      sum += p[i];
    }
  if (fabs (sum - 1) > 1e-6)
    abort ();
}

/* Every question on evidence drawn from the input's bytes. */
static void
ask_all (const QdHmm *hmm, const guint8 *data, size_t size)
{
  guint n_obs = hmm->numbers->n_obs, n = qd_hmm_n_states (hmm);
  gsize T = MIN (size, 12);
  guint evidence[12];

  for (gsize t = 0; t < T; t++)
    evidence[t] = data[t] % (n_obs + 1) == n_obs ? QD_HIDDEN_NONE : data[t] % (n_obs + 1);
  for (QdHmmQuestion q = QD_HMM_FILTER; q <= QD_HMM_PARTICLES; q++)
    {
      QdHmmAskOptions options;
      QdHmmAnswer answer;
      g_autoptr(GError) error = NULL;

      qd_hmm_ask_options_init (&options);
      options.question = q;
      options.particles = 50;
      options.predict = 2;
      if (!qd_hmm_ask (hmm, evidence, T, &options, &answer, &error))
        {
          if (error == NULL || error->domain != QD_HMM_ERROR)
            abort ();
        }
      else
        {
          for (gsize t = 0; t < T && answer.belief != NULL; t++)
            expect_distribution (answer.belief + t * n, n);
          if (answer.predicted != NULL)
            expect_distribution (answer.predicted + n, n);
          if (q == QD_HMM_VITERBI && T > 0 && (!isfinite (answer.log_best) || answer.path[T - 1] >= n))
            abort ();
        }
      qd_hmm_answer_clear (&answer);
    }
}

/* Evidence drawn from the bytes of the model's own text. */
static void
model (const QdHmm *hmm)
{
  g_autofree char *text = qd_hmm_to_text (hmm);

  if (qd_hmm_n_states (hmm) <= 64 && hmm->numbers->n_obs <= 64)
    ask_all (hmm, (const guint8 *) text + strlen (text) / 2, strlen (text) - strlen (text) / 2);
}

static void
board (QdHmmHunt *hunt)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdHmmTracker) tracker = NULL;
  g_autofree double *share = NULL;

  if (hunt->grid->n_cells > 400)
    return;
  qd_hmm_hunt_reset (hunt, 7);
  tracker = qd_hmm_tracker_new (hunt, 40, 3, QD_HIDDEN_RESAMPLE_SYSTEMATIC, &error);
  if (tracker == NULL)
    {
      /* The course's likelihood may give a reading no chance: said, not NaN. */
      expect_line_error (error);
      return;
    }
  share = g_new (double, hunt->grid->n_cells);
  for (guint turn = 0; turn < 5 && !qd_hmm_hunt_over (hunt); turn++)
    {
      qd_hmm_hunt_turn (hunt, qd_hmm_hunt_greedy_move (hunt, tracker));
      if (!qd_hmm_tracker_update (tracker, &error))
        {
          expect_line_error (error);
          return;
        }
      for (guint g = 0; g < hunt->n_ghosts; g++)
        {
          expect_distribution (qd_hmm_tracker_belief (tracker, g), hunt->grid->n_cells);
          qd_hmm_tracker_particle_belief (tracker, g, share);
          expect_distribution (share, hunt->grid->n_cells);
        }
    }
}

void
qd_fuzz_check (gconstpointer document)
{
  const QdHmmWorld *world = document;

  if (world->hmm != NULL)
    model (world->hmm);
  else
    board (world->hunt);
}
