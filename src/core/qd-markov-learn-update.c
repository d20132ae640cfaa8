/* qd-markov-learn-update.c — each learner's update from one experience
 * (s, a, r, s') (qd-markov-learn.h).
 *
 * n(s, a) counts the updates of (s, a): the target is computed first (its
 * exploration function sees n before this update), then n grows and α =
 * 60 / (59 + n) when ALPHA is 0 (AIMA's agent: the first update has α 1).
 * The CMU q9 figures need n counted this way: after ((1,1) west (0,1)) and
 * ((0,1) exit), a second west bootstraps on Q + 3 / (1 + 1).  SARSA's update waits for the action
 * taken in s' (the next experience from s'); one whose next action never
 * comes (the episode was cut, a transcript goes on elsewhere) bootstraps on
 * s'’s greedy value, and an absorbing s' needs none.  ADP keeps, per
 * state-action, the outcomes seen (a short array: a grid's action has at
 * most three) with their counts and summed rewards. */
#include "config.h"
#include "qd-markov-learn-private.h"

#include <math.h>

static double
rate (const QdMarkovLearn *learn, guint n)
{
  return learn->options.alpha > 0 ? learn->options.alpha : 60.0 / (59.0 + n);
}

double
qd_markov_learn_q_of (QdMarkovLearn *learn, guint s, guint a)
{
  const QdMarkovLearnOptions *o = &learn->options;
  guint n;
  double q = 0;

  if (o->learner != QD_MARKOV_LEARN_APPROXIMATE)
    return learn->q[a];
  n = o->features (o->features_data, s, a, learn->f_index, learn->f_value, o->n_features);
  for (guint i = 0; i < n; i++)
    if (learn->f_index[i] < o->n_features)
      q += learn->weights[learn->f_index[i]] * learn->f_value[i];
  return q;
}

/* r + γ max_a' f(Q(s', a'), n(s', a')) (0 past an absorbing s'). */
static double
max_target (QdMarkovLearn *learn, double r, guint next)
{
  double best;

  qd_markov_learn_best (learn, next, learn->options.explore_bonus > 0 || learn->options.explore_n > 0, &best);
  return r + learn->options.gamma * best;
}

static void
q_learning (QdMarkovLearn *learn, guint a, double r, guint next)
{
  double target = max_target (learn, r, next);

  learn->n_sa[a]++;
  learn->q[a] += rate (learn, learn->n_sa[a]) * (target - learn->q[a]);
}

static void
approximate (QdMarkovLearn *learn, guint s, guint a, double r, guint next)
{
  const QdMarkovLearnOptions *o = &learn->options;
  double difference = max_target (learn, r, next) - qd_markov_learn_q_of (learn, s, a);
  double alpha;
  guint n;

  learn->n_sa[a]++;
  alpha = rate (learn, learn->n_sa[a]);
  n = o->features (o->features_data, s, a, learn->f_index, learn->f_value, o->n_features);
  for (guint i = 0; i < n; i++)
    if (learn->f_index[i] < o->n_features)
      learn->weights[learn->f_index[i]] += alpha * difference * learn->f_value[i];
}

/* Q(S, A) toward R + γ NEXT_Q. */
static void
sarsa_update (QdMarkovLearn *learn, guint a, double r, double next_q)
{
  double target = r + learn->options.gamma * next_q;

  learn->n_sa[a]++;
  learn->q[a] += rate (learn, learn->n_sa[a]) * (target - learn->q[a]);
}

static void
sarsa (QdMarkovLearn *learn, guint s, guint a, double r, guint next, gboolean ended)
{
  double best;

  if (learn->pending)
    {
      guint pn = learn->pending_next;

      if (pn == s)
        best = learn->q[a];
      else
        qd_markov_learn_best (learn, pn, FALSE, &best);
      learn->pending = FALSE;
      sarsa_update (learn, learn->pending_action, learn->pending_reward, best);
    }
  if (!ended)
    {
      learn->pending = TRUE;
      learn->pending_action = a;
      learn->pending_reward = r;
      learn->pending_next = next;
      return;
    }
  qd_markov_learn_best (learn, next, FALSE, &best);
  sarsa_update (learn, a, r, best);
}

static void
td (QdMarkovLearn *learn, guint s, double r, guint next)
{
  learn->n_s[s]++;
  learn->u[s] += rate (learn, learn->n_s[s]) * (r + learn->options.gamma * learn->u[next] - learn->u[s]);
}

/* ADP: the counts, then U^π of the estimated model by in-place sweeps. */
static void
adp (QdMarkovLearn *learn, guint a, double r, guint next)
{
  const QdMarkov *m = learn->model;
  const guint *policy = learn->options.policy;
  const double gamma = learn->options.gamma;
  QdMarkovLearnSeen *seen = NULL;

  if (learn->seen[a] == NULL)
    learn->seen[a] = g_array_new (FALSE, FALSE, sizeof (QdMarkovLearnSeen));
  for (guint i = 0; i < learn->seen[a]->len && seen == NULL; i++)
    if (g_array_index (learn->seen[a], QdMarkovLearnSeen, i).next == next)
      seen = &g_array_index (learn->seen[a], QdMarkovLearnSeen, i);
  if (seen == NULL)
    {
      g_array_append_val (learn->seen[a], ((QdMarkovLearnSeen) { next, 0, 0 }));
      seen = &g_array_index (learn->seen[a], QdMarkovLearnSeen, learn->seen[a]->len - 1);
    }
  seen->count++;
  seen->reward_sum += r;
  learn->n_sa[a]++;
  for (guint sweep = 0; sweep < 10000; sweep++)
    {
      double change = 0;

      for (guint s = 0; s < m->n_states; s++)
        {
          guint pa = policy[s];
          GArray *outcomes = pa == G_MAXUINT ? NULL : learn->seen[pa];
          double v = 0;

          if (outcomes == NULL || qd_markov_learn_absorbing (learn, s))
            continue;
          for (guint i = 0; i < outcomes->len; i++)
            {
              const QdMarkovLearnSeen *o = &g_array_index (outcomes, QdMarkovLearnSeen, i);

              v += (o->reward_sum + o->count * gamma * learn->u[o->next]) / learn->n_sa[pa];
            }
          change = MAX (change, fabs (v - learn->u[s]));
          learn->u[s] = v;
        }
      if (change < 1e-9)
        break;
    }
}

void
qd_markov_learn_direct_episode (QdMarkovLearn *learn)
{
  double g = 0;

  for (guint i = learn->visits->len; i-- > 0;)
    {
      const QdMarkovLearnVisit *v = &g_array_index (learn->visits, QdMarkovLearnVisit, i);

      g = v->reward + learn->options.gamma * g;
      learn->n_s[v->state]++;
      learn->return_sum[v->state] += g;
      learn->u[v->state] = learn->return_sum[v->state] / learn->n_s[v->state];
    }
  g_array_set_size (learn->visits, 0);
}

void
qd_markov_learn_update (QdMarkovLearn *learn, guint s, guint a, double r, guint next, gboolean ended)
{
  switch (learn->options.learner)
    {
    case QD_MARKOV_LEARN_DIRECT:
      g_array_append_val (learn->visits, ((QdMarkovLearnVisit) { s, r }));
      break;
    case QD_MARKOV_LEARN_ADP:
      adp (learn, a, r, next);
      break;
    case QD_MARKOV_LEARN_TD:
      td (learn, s, r, next);
      break;
    case QD_MARKOV_LEARN_Q_LEARNING:
      q_learning (learn, a, r, next);
      break;
    case QD_MARKOV_LEARN_SARSA:
      sarsa (learn, s, a, r, next, ended);
      break;
    case QD_MARKOV_LEARN_APPROXIMATE:
      approximate (learn, s, a, r, next);
      break;
    default:
      g_return_if_reached ();
    }
}
