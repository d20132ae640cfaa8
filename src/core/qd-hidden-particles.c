/* qd-hidden-particles.c — particle filtering (AIMA's PARTICLE-FILTERING):
 * move, weight, resample; a particle is one state, or for a joint filter
 * (several ghosts) a tuple of PARTS states that move independently; seeded
 * with qd-random, so that a seed gives the same particles on every machine.
 * The arrays are allocated once; a step allocates nothing.
 *
 * With systematic resampling, a single filter's particles also move
 * systematically: the C particles on a state go to its successors by C
 * evenly spaced pointers into the state's transition row (one uniform draw
 * per state), so that each successor gets its share to within one particle.
 * Each particle's move still has the transition's law, as the book draws
 * it; what goes is most of the noise N independent draws add at each step
 * (on a hunt's board of 82 squares, 100,000 particles drawn one by one stray
 * up to 0.02 in total variation from the exact belief over 50 turns).
 * Multinomial resampling keeps the book's independent draws throughout. */
#include "config.h"
#include "qd-hidden.h"
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
draw_prior (QdHiddenParticles *p)
{
  const QdHidden *model = p->model;

  return pick (model->prior_cumulative, 0, model->n_states,
               qd_random_double (&p->rng) * model->prior_cumulative[model->n_states - 1]);
}

/* Each part's N states as systematic resampling draws them from the prior:
 * one uniform draw, then N evenly spaced pointers into its running sums, so
 * that the start holds the prior to within 1/N a state (the course starts
 * its particles evenly over the squares for the same reason). */
static void
draw_prior_systematic (QdHiddenParticles *p)
{
  const QdHidden *model = p->model;
  double total = model->prior_cumulative[model->n_states - 1], step = total / p->n;

  for (guint part = 0; part < p->parts; part++)
    {
      double u = qd_random_double (&p->rng) * step;
      guint k = 0;

      for (guint i = 0; i < p->n; i++, u += step)
        {
          k = pick (model->prior_cumulative, k, model->n_states, u);
          p->state[(gsize) i * p->parts + part] = k;
        }
    }
}

guint
qd_hidden_sample_next (const QdHidden *model, guint from, guint64 *rng)
{
  guint a = model->first[from], b = model->first[from + 1];

  return model->next[pick (model->cumulative, a, b, qd_random_double (rng) * model->cumulative[b - 1])];
}

QdHiddenParticles *
qd_hidden_particles_new_joint (const QdHidden *model, guint parts, guint n, guint64 seed, QdHiddenResample resample)
{
  QdHiddenParticles *p;
  gsize cells;

  g_return_val_if_fail (model->finished && n > 0 && parts > 0 && (guint64) n * parts <= G_MAXUINT, NULL);
  cells = (gsize) n * parts;
  p = g_new0 (QdHiddenParticles, 1);
  p->model = model;
  p->n_states = model->n_states;
  p->n = n;
  p->parts = parts;
  p->resample = resample;
  p->rng = seed;
  p->state = g_new (guint, cells);
  p->spare = g_new (guint, cells);
  p->count = parts == 1 && resample == QD_HIDDEN_RESAMPLE_SYSTEMATIC ? g_new (guint, model->n_states) : NULL;
  p->weight = g_new (double, n);
  p->effective = n;
  if (resample == QD_HIDDEN_RESAMPLE_SYSTEMATIC)
    draw_prior_systematic (p);
  else
    for (gsize k = 0; k < cells; k++)
      p->state[k] = draw_prior (p);
  return p;
}

QdHiddenParticles *
qd_hidden_particles_new (const QdHidden *model, guint n, guint64 seed, QdHiddenResample resample)
{
  return qd_hidden_particles_new_joint (model, 1, n, seed, resample);
}

void
qd_hidden_particles_free (QdHiddenParticles *p)
{
  if (p == NULL)
    return;
  g_free (p->state);
  g_free (p->spare);
  g_free (p->count);
  g_free (p->weight);
  g_free (p);
}

/* Running sums of the weights into p->weight (a tuple's weight: the
 * product of its parts'); returns the total, and the effective sample size
 * into p->effective. */
static double
weigh (QdHiddenParticles *p, guint e, const double *const *likelihood)
{
  const QdHidden *model = p->model;
  double total = 0, squares = 0;

  for (guint k = 0; k < p->n; k++)
    {
      const guint *tuple = p->state + (gsize) k * p->parts;
      double w = 1;

      if (likelihood != NULL)
        for (guint part = 0; part < p->parts; part++)
          w *= likelihood[part] != NULL ? likelihood[part][tuple[part]] : 1;
      else if (e != QD_HIDDEN_NONE)
        w = model->sensor[(gsize) tuple[0] * model->n_obs + e];
      total += w;
      squares += w * w;
      p->weight[k] = total;
    }
  p->effective = squares > 0 ? total * total / squares : 0;
  return total;
}

static void
copy_tuple (QdHiddenParticles *p, guint to, guint from)
{
  memcpy (p->spare + (gsize) to * p->parts, p->state + (gsize) from * p->parts, sizeof (guint) * p->parts);
}

/* N pointers into [0, TOTAL), in increasing order: multinomial (N sorted
 * uniform draws, as the normalised running sums of N + 1 exponential
 * draws) or systematic (one draw, then steps of TOTAL / N). */
static void
resample (QdHiddenParticles *p, double total)
{
  guint n = p->n, k = 0;
  double u, step = total / n, sum = 0;

  if (p->resample == QD_HIDDEN_RESAMPLE_MULTINOMIAL)
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
          copy_tuple (p, i, k);
        }
      (void) qd_random_double (&p->rng);
    }
  else
    {
      u = qd_random_double (&p->rng) * step;
      for (guint i = 0; i < n; i++, u += step)
        {
          k = pick (p->weight, k, n, u);
          copy_tuple (p, i, k);
        }
    }
  {
    guint *t = p->state;

    p->state = p->spare;
    p->spare = t;
  }
}

/* Each state's particles moved by evenly spaced pointers into its row
 * (the file's opening comment); the particles come out grouped by the
 * state they left. */
static void
move_systematic (QdHiddenParticles *p)
{
  const QdHidden *model = p->model;
  guint out = 0;

  memset (p->count, 0, sizeof (guint) * p->n_states);
  for (guint k = 0; k < p->n; k++)
    p->count[p->state[k]]++;
  for (guint s = 0; s < p->n_states; s++)
    {
      guint c = p->count[s], a = model->first[s], b = model->first[s + 1], k = a;
      double step, u;

      if (c == 0)
        continue;
      step = model->cumulative[b - 1] / c;
      u = qd_random_double (&p->rng) * step;
      for (guint i = 0; i < c; i++, u += step)
        {
          k = pick (model->cumulative, k, b, u);
          p->spare[out++] = model->next[k];
        }
    }
  {
    guint *t = p->state;

    p->state = p->spare;
    p->spare = t;
  }
}

/* Move, weigh by E or LIKELIHOOD, resample. */
static QdHiddenStatus
step (QdHiddenParticles *p, guint e, const double *const *likelihood)
{
  const QdHidden *model = p->model;
  gsize cells = (gsize) p->n * p->parts;
  double total;

  if (p->steps == 0 && model->start_is_first)
    ;
  else if (p->count != NULL && p->n_states == model->n_states)
    move_systematic (p);
  else
    for (gsize k = 0; k < cells; k++)
      p->state[k] = qd_hidden_sample_next (p->model, p->state[k], &p->rng);
  p->steps++;
  total = weigh (p, e, likelihood);
  if (!(total > 0))
    {
      p->reinitialised++;
      for (gsize k = 0; k < cells; k++)
        p->state[k] = qd_random_below (&p->rng, model->n_states);
      total = weigh (p, e, likelihood);
      if (!(total > 0))
        return QD_HIDDEN_IMPOSSIBLE;
    }
  resample (p, total);
  return QD_HIDDEN_OK;
}

QdHiddenStatus
qd_hidden_particles_step (QdHiddenParticles *p, guint evidence)
{
  g_return_val_if_fail (p->parts == 1 && (evidence == QD_HIDDEN_NONE || evidence < p->model->n_obs),
                        QD_HIDDEN_STOPPED);
  return step (p, evidence, NULL);
}

QdHiddenStatus
qd_hidden_particles_step_likelihood (QdHiddenParticles *p, const double *likelihood)
{
  g_return_val_if_fail (p->parts == 1, QD_HIDDEN_STOPPED);
  return likelihood != NULL ? step (p, QD_HIDDEN_NONE, &likelihood) : step (p, QD_HIDDEN_NONE, NULL);
}

QdHiddenStatus
qd_hidden_particles_step_joint (QdHiddenParticles *p, const double *const *likelihoods)
{
  return step (p, QD_HIDDEN_NONE, likelihoods);
}

void
qd_hidden_particles_marginal (const QdHiddenParticles *p, guint part, double *belief)
{
  g_return_if_fail (part < p->parts);
  memset (belief, 0, sizeof (double) * p->n_states);
  for (guint k = 0; k < p->n; k++)
    belief[p->state[(gsize) k * p->parts + part]] += 1;
  for (guint j = 0; j < p->n_states; j++)
    belief[j] /= p->n;
}

void
qd_hidden_particles_estimate (const QdHiddenParticles *p, double *belief)
{
  qd_hidden_particles_marginal (p, 0, belief);
}
