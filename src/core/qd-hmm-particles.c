/* qd-hmm-particles.c — particle filtering (AIMA's PARTICLE-FILTERING):
 * move, weight, resample; seeded with qd-random, so that a seed gives the
 * same particles on every machine.  The arrays are allocated once; a step
 * allocates nothing. */
#include "config.h"
#include "qd-hmm.h"
#include "qd-random.h"

#include <math.h>
#include <string.h>

/* The index in [A, B) of the first running sum past U (the last when
 * rounding leaves U at or past the end). */
static guint
pick (const double *running, guint a, guint b, double u)
{
  guint lo = a, hi = b - 1;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (running[mid] > u)
        hi = mid;
      else
        lo = mid + 1;
    }
  return lo;
}

static guint
draw_prior (QdHmmParticles *p)
{
  const QdHmm *hmm = p->hmm;

  return pick (hmm->prior_cumulative, 0, hmm->n_states,
               qd_random_double (&p->rng) * hmm->prior_cumulative[hmm->n_states - 1]);
}

static guint
draw_next (QdHmmParticles *p, guint from)
{
  const QdHmm *hmm = p->hmm;
  guint a = hmm->first[from], b = hmm->first[from + 1];

  return hmm->next[pick (hmm->cumulative, a, b, qd_random_double (&p->rng) * hmm->cumulative[b - 1])];
}

QdHmmParticles *
qd_hmm_particles_new (const QdHmm *hmm, guint n, guint64 seed, QdHmmResample resample)
{
  QdHmmParticles *p;

  g_return_val_if_fail (hmm->finished && n > 0, NULL);
  p = g_new0 (QdHmmParticles, 1);
  p->hmm = hmm;
  p->n = n;
  p->resample = resample;
  p->rng = seed;
  p->state = g_new (guint, n);
  p->spare = g_new (guint, n);
  p->weight = g_new (double, n);
  p->effective = n;
  for (guint k = 0; k < n; k++)
    p->state[k] = draw_prior (p);
  return p;
}

void
qd_hmm_particles_free (QdHmmParticles *p)
{
  if (p == NULL)
    return;
  g_free (p->state);
  g_free (p->spare);
  g_free (p->weight);
  g_free (p);
}

/* Running sums of the weights into p->weight; returns the total, and the
 * effective sample size into p->effective. */
static double
weigh (QdHmmParticles *p, guint e)
{
  const QdHmm *hmm = p->hmm;
  double total = 0, squares = 0;

  for (guint k = 0; k < p->n; k++)
    {
      double w = e == QD_HMM_NONE ? 1 : hmm->sensor[(gsize) p->state[k] * hmm->n_obs + e];

      total += w;
      squares += w * w;
      p->weight[k] = total;
    }
  p->effective = squares > 0 ? total * total / squares : 0;
  return total;
}

/* N pointers into [0, TOTAL), in increasing order: multinomial (N sorted
 * uniform draws, as the normalised running sums of N + 1 exponential
 * draws) or systematic (one draw, then steps of TOTAL / N). */
static void
resample (QdHmmParticles *p, double total)
{
  guint n = p->n, k = 0;
  double u, step = total / n, sum = 0;

  if (p->resample == QD_HMM_RESAMPLE_MULTINOMIAL)
    {
      /* Two passes over the same draws (the generator's state saved):
       * the first sums the N + 1 spacings, the second walks them, so that
       * no array of N doubles is needed. */
      guint64 saved = p->rng;

      for (guint i = 0; i <= n; i++)
        sum -= log1p (-qd_random_double (&p->rng));
      p->rng = saved;
      u = 0;
      for (guint i = 0; i < n; i++)
        {
          u -= log1p (-qd_random_double (&p->rng));
          k = pick (p->weight, k, n, u / sum * total);
          p->spare[i] = p->state[k];
        }
      (void) qd_random_double (&p->rng);
    }
  else
    {
      u = qd_random_double (&p->rng) * step;
      for (guint i = 0; i < n; i++, u += step)
        {
          k = pick (p->weight, k, n, u);
          p->spare[i] = p->state[k];
        }
    }
  {
    guint *t = p->state;

    p->state = p->spare;
    p->spare = t;
  }
}

QdHmmStatus
qd_hmm_particles_step (QdHmmParticles *p, guint evidence)
{
  const QdHmm *hmm = p->hmm;
  double total;

  g_return_val_if_fail (evidence == QD_HMM_NONE || evidence < hmm->n_obs, QD_HMM_STOPPED);
  if (!(p->steps == 0 && hmm->start_is_first))
    for (guint k = 0; k < p->n; k++)
      p->state[k] = draw_next (p, p->state[k]);
  p->steps++;
  total = weigh (p, evidence);
  if (!(total > 0))
    {
      p->reinitialised++;
      for (guint k = 0; k < p->n; k++)
        p->state[k] = qd_random_below (&p->rng, hmm->n_states);
      total = weigh (p, evidence);
      if (!(total > 0))
        return QD_HMM_IMPOSSIBLE;
    }
  resample (p, total);
  return QD_HMM_OK;
}

void
qd_hmm_particles_estimate (const QdHmmParticles *p, double *belief)
{
  memset (belief, 0, sizeof (double) * p->hmm->n_states);
  for (guint k = 0; k < p->n; k++)
    belief[p->state[k]] += 1;
  for (guint j = 0; j < p->hmm->n_states; j++)
    belief[j] /= p->n;
}
