/* qd-markov-learn.h — reinforcement learning on a finite MDP (AIMA chapter
 * 21, 3rd ed.; the course's Q-learning questions).
 *
 * The learner never reads the model's probabilities or rewards: it sees
 * experiences (s, a, r, s'), either drawn by simulating the model with a
 * seeded generator (qd_markov_learn_step: the environment samples an outcome
 * of the action the agent chose) or given one by one (qd_markov_learn_observe:
 * a transcript replayed, a person's or a program's moves).  The model is
 * used for its structure only: the actions each state has, the absorbing
 * state that ends an episode.
 *
 * Learners:
 *   passive, following a fixed policy (AIMA 21.2), estimating U^π:
 *     DIRECT  direct utility estimation: the average of the returns that
 *             followed each visit (every visit), updated at episode end;
 *     ADP     adaptive dynamic programming: counts give T̂ and R̂, then the
 *             policy's values are solved by sweeps to 1e-9 after each
 *             experience (at most 10,000 sweeps);
 *     TD      TD(0): U(s) += α (r + γ U(s') - U(s)).
 *   active, choosing actions, estimating Q:
 *     Q_LEARNING  Q(s,a) += α (r + γ max_a' Q(s',a') - Q(s,a)), the course's
 *                 update (max over no action is 0);
 *     SARSA       Q(s,a) += α (r + γ Q(s',a') - Q(s,a)), a' the action the
 *                 agent then takes (the update waits for the next experience
 *                 from s'; one cut off or followed by another state's
 *                 bootstraps on max_a' Q(s',a'));
 *     APPROXIMATE w_i += α (r + γ max_a' Q(s',a') - Q(s,a)) f_i(s,a), with
 *                 Q(s,a) = Σ w_i f_i(s,a) over the features the caller gives.
 * α is fixed (ALPHA > 0) or AIMA's schedule 60 / (59 + n(s,a)) (ALPHA = 0).
 * Exploration (active): ε-greedy (with probability EPSILON a uniformly random
 * action, else the greedy one, first-max in the model's order), or an
 * exploration function maximised greedily, both where the agent chooses and
 * where Q-learning bootstraps on max_a' f(Q(s',a'), n(s',a')):
 *   - AIMA's, when EXPLORE_N > 0: f(u, n) = R_PLUS while n < EXPLORE_N, else u;
 *   - the course's (CMU q9), when EXPLORE_BONUS > 0: f(u, n) = u + K / (n + 1).  The greedy choice breaks ties
 * by the first action, so a seeded run is the same on every machine.
 *
 * An episode starts in START and ends on reaching the absorbing state or
 * after MAX_STEPS steps.  Nothing allocates per step but ADP's counts (an
 * array of the outcomes seen per state-action seen) and DIRECT's visit list
 * (grown per episode). */
#pragma once

#include <glib.h>

#include "core/qd-markov.h"

G_BEGIN_DECLS

typedef enum
{
  QD_MARKOV_LEARN_DIRECT,
  QD_MARKOV_LEARN_ADP,
  QD_MARKOV_LEARN_TD,
  QD_MARKOV_LEARN_Q_LEARNING,
  QD_MARKOV_LEARN_SARSA,
  QD_MARKOV_LEARN_APPROXIMATE,
} QdMarkovLearner;

/* The CLI's words ("direct", "adp", "td", "q-learning", "sarsa",
 * "approximate"), people's names, and back (-1 when unknown). */
const char *qd_markov_learner_to_string (QdMarkovLearner learner);
const char *qd_markov_learner_label (QdMarkovLearner learner);
gint        qd_markov_learner_from_string (const char *name);
gboolean    qd_markov_learner_is_passive (QdMarkovLearner learner);

/* Features of (S, A) for approximate Q-learning: writes at most MAX pairs
 * (index < n_features, value) into INDEX and VALUE, returns how many. */
typedef guint (*QdMarkovFeatures) (gpointer data, guint s, guint a, guint *index, double *value, guint max);
/* One feature per state-action, f_a(s, a) = 1 (n_features = the model's
 * n_actions, data unused): approximate Q-learning is then tabular
 * Q-learning, weight for weight. */
guint qd_markov_features_identity (gpointer data, guint s, guint a, guint *index, double *value, guint max);

typedef struct
{
  QdMarkovLearner learner;
  double gamma;            /* (0, 1] */
  double alpha;            /* (0, 1], or 0 for 60 / (59 + n) */
  double epsilon;          /* [0, 1] */
  guint explore_n;         /* 0: ε-greedy; else the exploration function's N_e */
  double r_plus;           /* the exploration function's optimistic value */
  double explore_bonus;    /* 0, or the course's K of u + K / (n + 1) */
  guint64 seed;
  guint start;             /* the state episodes start in */
  guint max_steps;         /* steps per episode before it is cut (0: 10,000) */
  const guint *policy;     /* passive learners: n_states global action indices (G_MAXUINT on absorbing states) */
  QdMarkovFeatures features; /* APPROXIMATE only */
  gpointer features_data;
  guint n_features;
} QdMarkovLearnOptions;

void qd_markov_learn_options_init (QdMarkovLearnOptions *options);

typedef struct
{
  guint state, action;     /* action: the model's global index */
  double reward;
  guint next;
  gboolean episode_ended;  /* NEXT is absorbing, or the step cap was reached */
} QdMarkovStep;

typedef struct _QdMarkovLearn QdMarkovLearn;

/* A learner on MODEL (kept by the caller while this lives).  NULL with
 * ERROR set when the options are out of range (naming the option), START is
 * absorbing, or a passive learner has no policy. */
QdMarkovLearn *qd_markov_learn_new (const QdMarkov *model, const QdMarkovLearnOptions *options, GError **error);
void           qd_markov_learn_free (QdMarkovLearn *learn);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMarkovLearn, qd_markov_learn_free)

/* The action the agent takes in its current state (the policy's, or the
 * exploration's draw); G_MAXUINT when the state is absorbing. */
guint    qd_markov_learn_choose (QdMarkovLearn *learn);
/* One simulated step: choose, sample the outcome with the seeded generator,
 * learn from it; a new episode starts in START after one ends.  *STEP (may be
 * NULL) receives the experience. */
void     qd_markov_learn_step (QdMarkovLearn *learn, QdMarkovStep *step);
/* Runs whole episodes (N of them, or until *STOP turns non-zero, read
 * atomically); returns the episodes done. */
guint    qd_markov_learn_episodes (QdMarkovLearn *learn, guint n, const gint *stop);
/* Learns from a given experience (a transcript's line, a person's move):
 * ACTION is a global index of STATE's actions.  The agent's current state
 * becomes NEXT (or START after an absorbing NEXT). */
void     qd_markov_learn_observe (QdMarkovLearn *learn, guint state, guint action, double reward, guint next);

/* The agent's current state. */
guint         qd_markov_learn_state (const QdMarkovLearn *learn);
/* Q by global action index (n_actions; active learners; for APPROXIMATE,
 * computed from the weights), and U or max_a Q by state (n_states). */
const double *qd_markov_learn_q (QdMarkovLearn *learn);
const double *qd_markov_learn_values (QdMarkovLearn *learn);
/* APPROXIMATE: the n_features weights. */
const double *qd_markov_learn_weights (const QdMarkovLearn *learn);
/* Episodes finished so far, and each one's return (discounted sum of its
 * rewards): RETURNS holds *N_EPISODES entries, owned by LEARN. */
const double *qd_markov_learn_returns (const QdMarkovLearn *learn, guint *n_episodes);
/* Whether the learnt values have left every bound an exact learner keeps:
 * a Q or U not finite, or past 10^6 times max |r| · H in magnitude (r the
 * rewards seen, H = 1 / (1 - γ), or the step cap when γ = 1).  Tabular
 * learners stay within max |r| · H; approximate Q-learning diverges when α
 * times the features' squared norm is too large (the coordinates' 1, x, y
 * with α 0.5 do): a caller then says so rather than print the numbers. */
gboolean      qd_markov_learn_diverged (QdMarkovLearn *learn);
/* An outcome of ACTION drawn with the generator RNG (SplitMix64,
 * core/qd-random.h: one draw): the index of the outcome whose share of
 * [0, 1) holds it.  The environment of qd_markov_learn_step, for a caller
 * simulating its own agent (a program's). */
guint         qd_markov_sample (const QdMarkov *model, guint action, guint64 *rng);
/* Experiences learnt from so far. */
guint64       qd_markov_learn_n_steps (const QdMarkovLearn *learn);

G_END_DECLS
