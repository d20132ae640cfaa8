/* qd-hmm-ask.c — one question of a hidden Markov model, answered by the
 * engine (core/qd-hidden.h) and refused in words a person reads. */
#include "config.h"
#include "qd-hmm.h"

#include <glib/gi18n.h>
#include <math.h>

#include "core/qd-format.h"

#define DEFAULT_PARTICLES 1000

void
qd_hmm_ask_options_init (QdHmmAskOptions *options)
{
  *options = (QdHmmAskOptions) { .question = QD_HMM_FILTER, .lag = 1, .particles = DEFAULT_PARTICLES,
                                 .seed = 1, .resample = QD_HIDDEN_RESAMPLE_SYSTEMATIC };
}

void
qd_hmm_answer_clear (QdHmmAnswer *answer)
{
  g_free (answer->belief);
  g_free (answer->exact);
  g_free (answer->predicted);
  g_free (answer->path);
  g_free (answer->log_messages);
  g_free (answer->effective);
  *answer = (QdHmmAnswer) { 0 };
}

static gboolean
impossible (const QdHmm *hmm, const guint *evidence, gsize step, GError **error)
{
  guint e = evidence[step];
  const char *name = e == QD_HIDDEN_NONE ? "-" : hmm->observations[e];

  g_autofree char *at = qd_format_count ((guint64) step + 1), *before = qd_format_count (step);

  if (step == 0)
    g_set_error (error, QD_HMM_ERROR, QD_HMM_ERROR_IMPOSSIBLE,
                 _("the evidence cannot be: step 1, “%s”, has probability 0"), name);
  else
    g_set_error (error, QD_HMM_ERROR, QD_HMM_ERROR_IMPOSSIBLE,
                 _("the evidence cannot be: step %s, “%s”, has probability 0 after steps 1 to %s"), at, name, before);
  return FALSE;
}

/* log P(e_1:T) by the filter's normalisers, two rows at a time. */
static double
log_likelihood (const QdHidden *m, const guint *evidence, gsize T)
{
  guint n = m->n_states;
  g_autofree double *rows = g_new (double, 2 * (gsize) n), *likelihood = g_new (double, n);
  double sum = 0;

  for (gsize t = 0; t < T; t++)
    {
      double *from = t == 0 ? NULL : rows + ((t - 1) % 2) * n, *to = rows + (t % 2) * n;

      for (guint j = 0; j < n && evidence[t] != QD_HIDDEN_NONE; j++)
        likelihood[j] = m->sensor[(gsize) j * m->n_obs + evidence[t]];
      sum += log (qd_hidden_filter_step (m, from, evidence[t] == QD_HIDDEN_NONE ? NULL : likelihood, to));
    }
  return sum;
}

/* K rows of prediction after LAST (the belief at the last step; NULL: no
 * evidence at all, so the first predicted step is X_1). */
static void
predict (const QdHidden *m, const double *last, guint K, QdHmmAnswer *answer)
{
  guint n = m->n_states;

  answer->predicted = g_new (double, (gsize) K * n);
  if (last != NULL)
    {
      qd_hidden_predict (m, last, K, answer->predicted);
      return;
    }
  /* X_1 from the prior: P(X_1) itself, or P(X_0) pushed once. */
  qd_hidden_filter_step (m, NULL, NULL, answer->predicted);
  if (K > 1)
    qd_hidden_predict (m, answer->predicted, K - 1, answer->predicted + n);
}

/* The particle filter's T steps, beside the exact filter already in EXACT. */
static QdHiddenStatus
run_particles (const QdHmm *hmm, const guint *evidence, gsize T, const QdHmmAskOptions *options,
               QdHmmAnswer *answer)
{
  guint n = hmm->numbers->n_states;
  g_autoptr(QdHiddenParticles) particles =
    qd_hidden_particles_new (hmm->numbers, options->particles != 0 ? options->particles : DEFAULT_PARTICLES,
                             options->seed, options->resample);

  answer->effective = g_new (double, MAX (T, 1));
  for (gsize t = 0; t < T; t++)
    {
      QdHiddenStatus status = qd_hidden_particles_step (particles, evidence[t]);

      /* The exact filter found the evidence possible: a particle step
       * cannot find it impossible (it reinitialises first). */
      if (status != QD_HIDDEN_OK)
        return status;
      qd_hidden_particles_estimate (particles, answer->belief + t * n);
      answer->effective[t] = particles->effective;
      if (options->stop != NULL && g_atomic_int_get (options->stop))
        return QD_HIDDEN_STOPPED;
    }
  answer->reinitialised = particles->reinitialised;
  return QD_HIDDEN_OK;
}

/* log P(e_1) (0 without an observation at step 1): the book's m_1 is
 * normalised, so the joint P(x*, e_1:T) is m_1:T P(e_1). */
static double
log_first (const QdHidden *m, guint e1)
{
  g_autofree double *likelihood = NULL, *to = NULL;

  if (e1 == QD_HIDDEN_NONE)
    return 0;
  likelihood = g_new (double, m->n_states);
  to = g_new (double, m->n_states);
  for (guint j = 0; j < m->n_states; j++)
    likelihood[j] = m->sensor[(gsize) j * m->n_obs + e1];
  return log (qd_hidden_filter_step (m, NULL, likelihood, to));
}

gboolean
qd_hmm_ask (const QdHmm *hmm, const guint *evidence, gsize T, const QdHmmAskOptions *options, QdHmmAnswer *answer,
            GError **error)
{
  const QdHidden *m = hmm->numbers;
  guint n = m->n_states;
  QdHiddenRun run = { .stop = options->stop };
  guint64 entries = ((guint64) T + options->predict) * n * (options->question == QD_HMM_PARTICLES ? 2 : 1);

  *answer = (QdHmmAnswer) { .steps = T, .n_states = n, .status = QD_HIDDEN_OK };
  for (gsize t = 0; t < T; t++)
    g_return_val_if_fail (evidence[t] == QD_HIDDEN_NONE || evidence[t] < m->n_obs, FALSE);
  if (entries > QD_HMM_MAX_ANSWER || T > QD_HMM_MAX_ANSWER)
    {
      g_autofree char *count = qd_format_count (entries), *limit = qd_format_count (QD_HMM_MAX_ANSWER);

      g_set_error (error, QD_HMM_ERROR, QD_HMM_ERROR_TOO_BIG,
                   _("the answer would hold %s numbers (steps × states), more than %s"), count, limit);
      return FALSE;
    }
  if (options->question == QD_HMM_VITERBI)
    {
      answer->path = g_new (guint, MAX (T, 1));
      answer->log_messages = g_new (double, MAX (T * n, 1));
      answer->status = qd_hidden_viterbi (m, evidence, T, answer->path, answer->log_messages, &run);
      answer->log_best = run.log_likelihood;
      if (answer->status == QD_HIDDEN_OK)
        {
          answer->log_likelihood = log_likelihood (m, evidence, T);
          answer->log_joint = answer->log_best + (T > 0 ? log_first (m, evidence[0]) : 0);
        }
    }
  else
    {
      double *target;

      answer->belief = g_new (double, MAX (T * n, 1));
      target = answer->belief;
      if (options->question == QD_HMM_PARTICLES)
        target = answer->exact = g_new (double, MAX (T * n, 1));
      if (options->question == QD_HMM_SMOOTH)
        answer->status = qd_hidden_smooth (m, evidence, T, target, &run);
      else if (options->question == QD_HMM_LAG)
        answer->status = qd_hidden_smooth_lag (m, evidence, T, options->lag, target, &run);
      else
        answer->status = qd_hidden_filter (m, evidence, T, target, &run);
      answer->log_likelihood = run.log_likelihood;
      if (answer->status == QD_HIDDEN_OK && options->question == QD_HMM_PARTICLES)
        answer->status = run_particles (hmm, evidence, T, options, answer);
      if (answer->status == QD_HIDDEN_OK && options->predict > 0)
        predict (m, T == 0 ? NULL : target + (T - 1) * n, options->predict, answer);
    }
  if (answer->status == QD_HIDDEN_IMPOSSIBLE)
    return impossible (hmm, evidence, run.bad_step, error);
  return TRUE;
}
