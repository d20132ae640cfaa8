/* qd-belief-sample.c — the four samplers of qd-belief-sample.h (AIMA 3rd ed.
 * §14.5).  One run holds its few arrays (the order, the current sample, the
 * counts, Gibbs's children and scratch row), allocated once before the first
 * sample.  Every number is drawn from the seeded SplitMix64 and every weight
 * is a product of table entries kept as a mantissa and a power of two (frexp
 * and ldexp are exact), so a seed gives the same estimate on every machine
 * and a likelihood weight of thousands of small factors never underflows. */
#include "config.h"
#include "qd-belief-sample.h"

#include <glib/gi18n.h>
#include <math.h>

#include "qd-random.h"

#define GIBBS_START_TRIES 10000

static const char *const sampler_words[] = { "prior", "rejection", "likelihood", "gibbs" };

const char *
qd_belief_sampler_to_string (QdBeliefSampler sampler)
{
  g_return_val_if_fail ((guint) sampler < G_N_ELEMENTS (sampler_words), NULL);
  return sampler_words[sampler];
}

const char *
qd_belief_sampler_label (QdBeliefSampler sampler)
{
  switch (sampler)
    {
    case QD_BELIEF_SAMPLE_PRIOR:
      return _("Prior sampling");
    case QD_BELIEF_SAMPLE_REJECTION:
      return _("Rejection sampling");
    case QD_BELIEF_SAMPLE_LIKELIHOOD:
      return _("Likelihood weighting");
    case QD_BELIEF_SAMPLE_GIBBS:
      return _("Gibbs sampling");
    default:
      g_return_val_if_reached (NULL);
    }
}

gint
qd_belief_sampler_from_string (const char *name)
{
  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (sampler_words); i++)
    if (g_str_equal (name, sampler_words[i]))
      return (gint) i;
  return -1;
}

void
qd_belief_sample_options_init (QdBeliefSampleOptions *options)
{
  *options = (QdBeliefSampleOptions) {
    .sampler = QD_BELIEF_SAMPLE_LIKELIHOOD,
    .n_samples = 10000,
    .seed = 1,
    .burn_in = 100,
  };
}

void
qd_belief_sample_result_clear (QdBeliefSampleResult *result)
{
  g_clear_pointer (&result->estimate, g_free);
  *result = (QdBeliefSampleResult) { 0 };
}

/* ---- one variable's row and one draw from it */

/* The row of V's table for the states of its parents in STATE. */
static const double *
table_row (const QdBeliefNet *net, guint v, const guint *state)
{
  gsize index = 0;

  for (guint i = net->parent_start[v]; i < net->parent_start[v + 1]; i++)
    index = index * net->card[net->parents[i]] + state[net->parents[i]];
  return net->table[v] + index * net->card[v];
}

/* A state drawn from ROW (N entries) by one uniform number against the
 * cumulative sums in state order; what rounding leaves over goes to the last
 * state of non-zero probability, so a state of probability 0 is never drawn. */
static guint
draw_row (const double *row, guint n, guint64 *rng)
{
  double u = qd_random_double (rng), sum = 0;
  guint last = n - 1;

  for (guint s = 0; s < n; s++)
    {
      if (row[s] <= 0)
        continue;
      sum += row[s];
      last = s;
      if (u < sum)
        return s;
    }
  return last;
}

static guint
draw_variable (const QdBeliefNet *net, guint v, const guint *state, guint64 *rng)
{
  if (net->kind[v] == QD_BELIEF_DECISION)
    return qd_random_below (rng, net->card[v]);
  return draw_row (table_row (net, v, state), net->card[v], rng);
}

void
qd_belief_prior_sample (const QdBeliefNet *net, const guint *topological, guint64 *rng, guint *state)
{
  for (guint i = 0; i < net->n_vars; i++)
    {
      guint v = topological[i];

      state[v] = net->kind[v] == QD_BELIEF_UTILITY ? 0 : draw_variable (net, v, state, rng);
    }
}

/* ---- weights: a mantissa and a power of two */

typedef struct
{
  double m;
  int e;
} Weight;

static void
weight_times (Weight *w, double p)
{
  int k;

  w->m = frexp (w->m * p, &k);
  w->e += k;
}

/* ---- one run */

typedef struct
{
  const QdBeliefNet *net;
  const QdBeliefSampleOptions *options;
  QdBeliefSampleResult *result;
  guint *topological;     /* n_vars: every node */
  guint *state;           /* n_vars: the current sample */
  guint64 rng;
  guint card;             /* of the query */
  double *count;          /* card: Σ weights per query state, scaled by 2^-scale */
  double sum_w, sum_w2;   /* scaled by 2^-scale and 2^-2·scale */
  int scale;
  gboolean any;           /* some weight is not 0 */
  guint *child_start, *children;   /* GIBBS */
  double *scratch;        /* GIBBS: one distribution of the largest card */
} Run;

/* Adds a sample of weight W (a 0 mantissa: nothing) with the query in STATE. */
static void
run_add (Run *run, Weight w, guint state)
{
  if (w.m == 0)
    return;
  if (!run->any || w.e > run->scale)
    {
      int shift = run->any ? run->scale - w.e : 0;

      for (guint s = 0; s < run->card; s++)
        run->count[s] = ldexp (run->count[s], shift);
      run->sum_w = ldexp (run->sum_w, shift);
      run->sum_w2 = ldexp (run->sum_w2, 2 * shift);
      run->scale = w.e;
      run->any = TRUE;
    }
  double x = ldexp (w.m, w.e - run->scale);

  run->count[state] += x;
  run->sum_w += x;
  run->sum_w2 += x * x;
}

/* The estimate into the result (zeros while nothing is kept), normalised by
 * the sum of its own entries so that they add up to 1 within rounding, and
 * the effective sample size. */
static void
run_estimate (Run *run)
{
  QdBeliefSampleResult *result = run->result;
  double total = 0;

  for (guint s = 0; s < run->card; s++)
    total += run->count[s];
  for (guint s = 0; s < run->card; s++)
    result->estimate[s] = run->any ? run->count[s] / total : 0;
  if (run->options->sampler == QD_BELIEF_SAMPLE_LIKELIHOOD)
    result->effective = run->any ? run->sum_w * run->sum_w / run->sum_w2 : 0;
  else
    result->effective = (double) result->n_kept;
}

static gboolean
stopped (const gint *stop)
{
  return stop != NULL && g_atomic_int_get (stop);
}

/* After each sample: the progress report, and whether to stop. */
static gboolean
run_step (Run *run)
{
  const QdBeliefSampleOptions *o = run->options;
  QdBeliefSampleResult *result = run->result;

  result->n_done++;
  if (o->every > 0 && o->on_progress != NULL && result->n_done % o->every == 0)
    {
      run_estimate (run);
      o->on_progress (o->data, result->n_done, run->any ? result->estimate : NULL, result->n_kept,
                      result->effective);
    }
  return stopped (o->stop);
}

static gboolean
agrees (const Run *run)
{
  const gint *e = run->options->evidence;

  for (guint v = 0; e != NULL && v < run->net->n_vars; v++)
    if (e[v] >= 0 && run->state[v] != (guint) e[v])
      return FALSE;
  return TRUE;
}

/* PRIOR and REJECTION: whole prior samples, those disagreeing dropped. */
static QdBeliefSampleStatus
run_rejection (Run *run)
{
  const Weight one = { 0.5, 1 };

  while (run->result->n_done < run->options->n_samples)
    {
      qd_belief_prior_sample (run->net, run->topological, &run->rng, run->state);
      if (agrees (run))
        {
          run->result->n_kept++;
          run_add (run, one, run->state[run->options->query]);
        }
      if (run_step (run))
        return QD_BELIEF_SAMPLE_STOPPED;
    }
  return QD_BELIEF_SAMPLE_OK;
}

/* One likelihood-weighted sample into the run's state: the evidence fixed,
 * the weight Π P(e_i | parents) of the observed chance variables. */
static Weight
weighted_sample (Run *run)
{
  const QdBeliefNet *net = run->net;
  const gint *e = run->options->evidence;
  Weight w = { 0.5, 1 };

  for (guint i = 0; i < net->n_vars; i++)
    {
      guint v = run->topological[i];

      if (net->kind[v] == QD_BELIEF_UTILITY)
        run->state[v] = 0;
      else if (e == NULL || e[v] < 0)
        run->state[v] = draw_variable (net, v, run->state, &run->rng);
      else
        {
          run->state[v] = (guint) e[v];
          if (net->kind[v] == QD_BELIEF_CHANCE)
            weight_times (&w, table_row (net, v, run->state)[e[v]]);
        }
    }
  return w;
}

static QdBeliefSampleStatus
run_likelihood (Run *run)
{
  while (run->result->n_done < run->options->n_samples)
    {
      Weight w = weighted_sample (run);

      run->result->n_kept++;
      run_add (run, w, run->state[run->options->query]);
      if (run_step (run))
        return QD_BELIEF_SAMPLE_STOPPED;
    }
  return QD_BELIEF_SAMPLE_OK;
}

/* ---- Gibbs */

/* P(X = x | its Markov blanket) ∝ P(x | parents) Π_children P(c | its
 * parents), X's states in turn written into the sample; SCRATCH receives the
 * unnormalised distribution.  A decision's own factor is the uniform 1/card
 * (a constant: left out); utility and decision children have no table. */
static void
blanket (Run *run, guint x)
{
  const QdBeliefNet *net = run->net;
  guint keep = run->state[x];

  for (guint s = 0; s < net->card[x]; s++)
    {
      double p = 1;

      run->state[x] = s;
      if (net->kind[x] == QD_BELIEF_CHANCE)
        p = table_row (net, x, run->state)[s];
      for (guint i = run->child_start[x]; i < run->child_start[x + 1] && p > 0; i++)
        {
          guint c = run->children[i];

          if (net->kind[c] == QD_BELIEF_CHANCE)
            p *= table_row (net, c, run->state)[run->state[c]];
        }
      run->scratch[s] = p;
    }
  run->state[x] = keep;
}

/* One sweep: every unobserved variable resampled in topological order.  A
 * blanket of zero mass (products underflowing) leaves the variable as it is. */
static void
gibbs_sweep (Run *run)
{
  const QdBeliefNet *net = run->net;
  const gint *e = run->options->evidence;

  for (guint i = 0; i < net->n_vars; i++)
    {
      guint x = run->topological[i];
      double sum = 0;

      if (net->kind[x] == QD_BELIEF_UTILITY || (e != NULL && e[x] >= 0))
        continue;
      blanket (run, x);
      for (guint s = 0; s < net->card[x]; s++)
        sum += run->scratch[s];
      if (sum <= 0)
        continue;
      for (guint s = 0; s < net->card[x]; s++)
        run->scratch[s] /= sum;
      run->state[x] = draw_row (run->scratch, net->card[x], &run->rng);
    }
}

static QdBeliefSampleStatus
run_gibbs (Run *run)
{
  const QdBeliefSampleOptions *o = run->options;
  const Weight one = { 0.5, 1 };
  guint tries = 0;

  while (weighted_sample (run).m == 0)
    if (++tries == GIBBS_START_TRIES)
      return QD_BELIEF_SAMPLE_IMPOSSIBLE_OR_RARE;
  for (guint i = 0; i < o->burn_in; i++)
    {
      gibbs_sweep (run);
      if (stopped (o->stop))
        return QD_BELIEF_SAMPLE_STOPPED;
    }
  while (run->result->n_done < o->n_samples)
    {
      gibbs_sweep (run);
      run->result->n_kept++;
      run_add (run, one, run->state[o->query]);
      if (run_step (run))
        return QD_BELIEF_SAMPLE_STOPPED;
    }
  return QD_BELIEF_SAMPLE_OK;
}

/* ---- the run's set-up */

static gboolean
has_evidence (const QdBeliefNet *net, const gint *evidence)
{
  for (guint v = 0; evidence != NULL && v < net->n_vars; v++)
    if (evidence[v] >= 0)
      return TRUE;
  return FALSE;
}

static gboolean
refused (const QdBeliefNet *net, const QdBeliefSampleOptions *o)
{
  if (o->n_samples == 0 || o->query >= net->n_vars || net->kind[o->query] == QD_BELIEF_UTILITY)
    return TRUE;
  if (o->evidence != NULL && o->evidence[o->query] >= 0)
    return TRUE;
  if ((guint) o->sampler > QD_BELIEF_SAMPLE_GIBBS)
    return TRUE;
  return o->sampler == QD_BELIEF_SAMPLE_PRIOR && has_evidence (net, o->evidence);
}

static void
run_init_gibbs (Run *run)
{
  const QdBeliefNet *net = run->net;
  guint largest = 1;

  run->child_start = g_new (guint, net->n_vars + 1);
  run->children = g_new (guint, MAX (net->parent_start[net->n_vars], 1));
  qd_belief_children (net, run->child_start, run->children);
  for (guint v = 0; v < net->n_vars; v++)
    largest = MAX (largest, net->card[v]);
  run->scratch = g_new (double, largest);
}

static void
run_clear (Run *run)
{
  g_free (run->topological);
  g_free (run->state);
  g_free (run->count);
  g_free (run->child_start);
  g_free (run->children);
  g_free (run->scratch);
}

static QdBeliefSampleStatus
run_sampler (Run *run)
{
  switch (run->options->sampler)
    {
    case QD_BELIEF_SAMPLE_PRIOR:
    case QD_BELIEF_SAMPLE_REJECTION:
      return run_rejection (run);
    case QD_BELIEF_SAMPLE_LIKELIHOOD:
      return run_likelihood (run);
    case QD_BELIEF_SAMPLE_GIBBS:
    default:
      return run_gibbs (run);
    }
}

QdBeliefSampleStatus
qd_belief_sample (const QdBeliefNet *net, const QdBeliefSampleOptions *options, QdBeliefSampleResult *result)
{
  Run run = { .net = net, .options = options, .result = result, .rng = options->seed };
  QdBeliefSampleStatus status;

  *result = (QdBeliefSampleResult) { 0 };
  run.topological = g_new (guint, MAX (net->n_vars, 1));
  if (refused (net, options) || !qd_belief_topological (net, run.topological))
    {
      g_free (run.topological);
      return result->status = QD_BELIEF_SAMPLE_REFUSED;
    }
  run.card = net->card[options->query];
  run.state = g_new0 (guint, net->n_vars);
  run.count = g_new0 (double, run.card);
  result->estimate = g_new0 (double, run.card);
  if (options->sampler == QD_BELIEF_SAMPLE_GIBBS)
    run_init_gibbs (&run);
  status = run_sampler (&run);
  run_estimate (&run);
  if (!run.any)
    {
      g_clear_pointer (&result->estimate, g_free);
      if (status == QD_BELIEF_SAMPLE_OK)
        status = QD_BELIEF_SAMPLE_IMPOSSIBLE_OR_RARE;
    }
  run_clear (&run);
  return result->status = status;
}
