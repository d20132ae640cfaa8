/* qd-belief-sample.h — approximate inference by sampling (AIMA 3rd ed.
 * §14.5: fig. 14.13 PRIOR-SAMPLE, 14.14 REJECTION-SAMPLING, 14.15
 * LIKELIHOOD-WEIGHTING, 14.16 GIBBS-ASK).
 *
 * All four draw from the seeded SplitMix64 of core/qd-random.h: the same
 * network, query, evidence and seed give the same numbers on every machine.
 * A state is drawn from a table row by one uniform number in [0, 1) and the
 * row's cumulative sums in state order (the last state takes any rounding
 * left over).  Variables are sampled in a topological order fixed by the
 * network (qd_belief_topological).  Nothing is allocated per sample.
 *
 *   PRIOR       samples the whole network ignoring nothing: the estimate is
 *               P(query) with no evidence (evidence is refused: use
 *               REJECTION);
 *   REJECTION   prior samples, those disagreeing with the evidence thrown
 *               away; none kept is status IMPOSSIBLE_OR_RARE, never 0/0;
 *   LIKELIHOOD  evidence variables fixed, each sample weighted by
 *               Π P(e_i | parents); the effective sample size is
 *               (Σ w)² / Σ w²;
 *   GIBBS       a Markov chain over the unobserved variables, each in turn
 *               (topological order) resampled from P(X | its Markov
 *               blanket); the chain starts from a likelihood-weighted sample
 *               of non-zero weight (none in 10,000 tries: IMPOSSIBLE_OR_RARE);
 *               BURN_IN sweeps are not counted; a sample is one sweep.
 * Decisions not in the evidence are drawn uniformly; utility nodes are
 * skipped. */
#pragma once

#include <glib.h>

#include "core/qd-belief.h"

G_BEGIN_DECLS

typedef enum
{
  QD_BELIEF_SAMPLE_PRIOR,
  QD_BELIEF_SAMPLE_REJECTION,
  QD_BELIEF_SAMPLE_LIKELIHOOD,
  QD_BELIEF_SAMPLE_GIBBS,
} QdBeliefSampler;

const char *qd_belief_sampler_to_string (QdBeliefSampler sampler);   /* "prior", "rejection", "likelihood", "gibbs" */
const char *qd_belief_sampler_label (QdBeliefSampler sampler);
gint        qd_belief_sampler_from_string (const char *name);

typedef enum
{
  QD_BELIEF_SAMPLE_OK,
  QD_BELIEF_SAMPLE_IMPOSSIBLE_OR_RARE,  /* no sample kept / no weight: the evidence is impossible or too rare for N */
  QD_BELIEF_SAMPLE_STOPPED,             /* *STOP: the estimate so far is kept */
  QD_BELIEF_SAMPLE_REFUSED,             /* PRIOR with evidence, N = 0, a query observed */
} QdBeliefSampleStatus;

/* Reports the running estimate (card(query) entries, normalised; NULL while
 * nothing is kept) after every EVERY samples, for the plot. */
typedef void (*QdBeliefSampleFunc) (gpointer data, guint64 n_done, const double *estimate,
                                    guint64 n_kept, double effective);

typedef struct
{
  QdBeliefSampler sampler;
  guint query;
  const gint *evidence;      /* n_vars, -1 unobserved; NULL none */
  guint64 n_samples;         /* ≥ 1 */
  guint64 seed;
  guint burn_in;             /* GIBBS: sweeps thrown away (default 100) */
  guint64 every;             /* 0: no progress */
  QdBeliefSampleFunc on_progress;
  gpointer data;
  const gint *stop;
} QdBeliefSampleOptions;

void qd_belief_sample_options_init (QdBeliefSampleOptions *options);

typedef struct
{
  QdBeliefSampleStatus status;
  double *estimate;          /* card(query), normalised; owned; NULL when nothing was kept */
  guint64 n_done;            /* samples drawn */
  guint64 n_kept;            /* REJECTION: those agreeing with the evidence; else n_done */
  double effective;          /* LIKELIHOOD: (Σw)²/Σw²; else n_kept */
} QdBeliefSampleResult;

void                 qd_belief_sample_result_clear (QdBeliefSampleResult *result);
QdBeliefSampleStatus qd_belief_sample (const QdBeliefNet *net, const QdBeliefSampleOptions *options,
                                       QdBeliefSampleResult *result);
/* One prior sample of every chance and decision variable into STATE
 * (n_vars; utility nodes get 0), advancing *RNG: the step the view shows. */
void                 qd_belief_prior_sample (const QdBeliefNet *net, const guint *topological, guint64 *rng, guint *state);

G_END_DECLS
