/* qd-markov-learn-private.h — the learner's state, shared by
 * qd-markov-learn.c (choosing, simulating, episodes) and
 * qd-markov-learn-update.c (each learner's update). */
#pragma once

#include "qd-markov-learn.h"

G_BEGIN_DECLS

/* ADP's count of one outcome seen of a state-action. */
typedef struct
{
  guint next;
  guint count;
  double reward_sum;
} QdMarkovLearnSeen;

/* DIRECT: one step of the episode under way. */
typedef struct
{
  guint state;
  double reward;
} QdMarkovLearnVisit;

struct _QdMarkovLearn
{
  const QdMarkov *model;
  QdMarkovLearnOptions options;
  guint max_steps;
  guint64 rng;
  double *q;             /* n_actions: tabular Q (APPROXIMATE: filled from the weights when asked) */
  double *u;             /* n_states: passive U; active max_a Q when asked */
  guint *n_sa;           /* n_actions: updates of each state-action (or, ADP, experiences of it) */
  guint *n_s;            /* n_states: TD's updates, DIRECT's visits */
  double *return_sum;    /* n_states: DIRECT */
  double *weights;       /* n_features: APPROXIMATE */
  guint *f_index;        /* n_features: scratch for one (s, a)'s features */
  double *f_value;
  GArray **seen;         /* n_seen: ADP's outcomes of each action seen (QdMarkovLearnSeen), NULL until one is */
  guint n_seen;          /* the model's n_actions (freeing never reads the model) */
  GArray *visits;        /* DIRECT: this episode's QdMarkovLearnVisit */
  GArray *returns;       /* each finished episode's return */
  guint state;
  guint chosen;          /* the action chosen in STATE, G_MAXUINT until one is */
  guint episode_steps;
  double episode_return, episode_discount;
  guint64 n_steps;
  double max_reward;     /* max |r| seen */
  /* SARSA: the experience waiting for the action taken after it */
  gboolean pending;
  guint pending_action, pending_next;
  double pending_reward;
};

static inline gboolean
qd_markov_learn_absorbing (const QdMarkovLearn *learn, guint s)
{
  return learn->model->first_action[s] == learn->model->first_action[s + 1];
}

/* Q(S, A), tabular or from the weights. */
double qd_markov_learn_q_of (QdMarkovLearn *learn, guint s, guint a);
/* The exploration function f(Q(S, A), n(S, A)) (Q itself without one). */
double qd_markov_learn_explored (QdMarkovLearn *learn, guint s, guint a);
/* The first action of S maximising Q (EXPLORE: the exploration function),
 * its value in *BEST; G_MAXUINT and 0 on an absorbing state. */
guint  qd_markov_learn_best (QdMarkovLearn *learn, guint s, gboolean explore, double *best);
/* The learner's update from one experience; ENDED: the episode ends on it. */
void   qd_markov_learn_update (QdMarkovLearn *learn, guint s, guint a, double r, guint next, gboolean ended);
/* DIRECT's averages from the episode's visits, at its end. */
void   qd_markov_learn_direct_episode (QdMarkovLearn *learn);

G_END_DECLS
