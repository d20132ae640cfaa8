/* qd-markov-learn.c — reinforcement learning on a finite MDP
 * (qd-markov-learn.h): the options, the agent's choice, the simulated
 * environment and the episodes.  Each learner's update is in
 * qd-markov-learn-update.c. */
#include "config.h"
#include "qd-markov-learn-private.h"

#include <glib/gi18n.h>
#include <math.h>

#include "qd-random.h"

static const char *const learner_words[] = { "direct", "adp", "td", "q-learning", "sarsa", "approximate" };

const char *
qd_markov_learner_to_string (QdMarkovLearner learner)
{
  g_return_val_if_fail ((guint) learner < G_N_ELEMENTS (learner_words), NULL);
  return learner_words[learner];
}

const char *
qd_markov_learner_label (QdMarkovLearner learner)
{
  switch (learner)
    {
    case QD_MARKOV_LEARN_DIRECT:
      return _("Direct utility estimation");
    case QD_MARKOV_LEARN_ADP:
      return _("Adaptive dynamic programming");
    case QD_MARKOV_LEARN_TD:
      return _("Temporal-difference learning");
    case QD_MARKOV_LEARN_Q_LEARNING:
      return _("Q-learning");
    case QD_MARKOV_LEARN_SARSA:
      return _("SARSA");
    case QD_MARKOV_LEARN_APPROXIMATE:
      return _("Approximate Q-learning");
    default:
      g_return_val_if_reached (NULL);
    }
}

gint
qd_markov_learner_from_string (const char *name)
{
  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (learner_words); i++)
    if (g_str_equal (name, learner_words[i]))
      return (gint) i;
  return -1;
}

gboolean
qd_markov_learner_is_passive (QdMarkovLearner learner)
{
  return learner == QD_MARKOV_LEARN_DIRECT || learner == QD_MARKOV_LEARN_ADP || learner == QD_MARKOV_LEARN_TD;
}

void
qd_markov_learn_options_init (QdMarkovLearnOptions *options)
{
  *options = (QdMarkovLearnOptions) {
    .learner = QD_MARKOV_LEARN_Q_LEARNING,
    .gamma = 0.9,
    .alpha = 0.5,
    .epsilon = 0.1,
    .r_plus = 1.0,
  };
}

guint
qd_markov_features_identity (gpointer data, guint s, guint a, guint *index, double *value, guint max)
{
  if (max == 0)
    return 0;
  index[0] = a;
  value[0] = 1.0;
  return 1;
}

/* The numbers' ranges; FALSE with an error naming the option. */
static gboolean
check_numbers (const QdMarkovLearnOptions *o, GError **error)
{
  const char *message = NULL;
  double bad = 0;

  if ((guint) o->learner > QD_MARKOV_LEARN_APPROXIMATE)
    message = _("unknown learner %g"), bad = o->learner;
  else if (!(o->gamma > 0 && o->gamma <= 1))
    message = _("the discount %g is not in (0, 1]"), bad = o->gamma;
  else if (!(o->alpha >= 0 && o->alpha <= 1))
    message = _("the learning rate %g is not in [0, 1] (0 for 60 / (59 + n))"), bad = o->alpha;
  else if (!(o->epsilon >= 0 && o->epsilon <= 1))
    message = _("the exploration rate ε %g is not in [0, 1]"), bad = o->epsilon;
  else if (!isfinite (o->r_plus))
    message = _("the optimistic value R+ %g is not a finite number"), bad = o->r_plus;
  else if (!(o->explore_bonus >= 0 && isfinite (o->explore_bonus)))
    message = _("the exploration bonus %g is not a finite number ≥ 0"), bad = o->explore_bonus;
  if (message == NULL)
    return TRUE;
  g_set_error (error, QD_MARKOV_ERROR, QD_MARKOV_ERROR_INVALID, message, bad);
  return FALSE;
}

/* What the model and the learner need: a start with a step, a policy, features. */
static gboolean
check_needs (const QdMarkov *model, const QdMarkovLearnOptions *o, GError **error)
{
  if (o->start >= model->n_states || model->first_action[o->start] == model->first_action[o->start + 1])
    {
      g_set_error (error, QD_MARKOV_ERROR, QD_MARKOV_ERROR_INVALID,
                   _("the start state %u is absorbing or not a state: an episode would have no step"), o->start);
      return FALSE;
    }
  if (o->learner == QD_MARKOV_LEARN_APPROXIMATE && (o->features == NULL || o->n_features == 0))
    {
      g_set_error (error, QD_MARKOV_ERROR, QD_MARKOV_ERROR_INVALID, _("approximate Q-learning needs features"));
      return FALSE;
    }
  if (!qd_markov_learner_is_passive (o->learner))
    return TRUE;
  if (o->policy == NULL)
    {
      g_set_error (error, QD_MARKOV_ERROR, QD_MARKOV_ERROR_INVALID, _("%s is passive: it needs a policy to follow"),
                   qd_markov_learner_label (o->learner));
      return FALSE;
    }
  for (guint s = 0; s < model->n_states; s++)
    if (model->first_action[s] < model->first_action[s + 1] &&
        (o->policy[s] < model->first_action[s] || o->policy[s] >= model->first_action[s + 1]))
      {
        g_set_error (error, QD_MARKOV_ERROR, QD_MARKOV_ERROR_INVALID,
                     _("the policy gives state %u an action it does not have"), s);
        return FALSE;
      }
  return TRUE;
}

QdMarkovLearn *
qd_markov_learn_new (const QdMarkov *model, const QdMarkovLearnOptions *options, GError **error)
{
  QdMarkovLearn *learn;

  if (!check_numbers (options, error) || !check_needs (model, options, error))
    return NULL;
  learn = g_new0 (QdMarkovLearn, 1);
  learn->model = model;
  learn->options = *options;
  learn->max_steps = options->max_steps > 0 ? options->max_steps : 10000;
  learn->rng = options->seed;
  learn->q = g_new0 (double, model->n_actions);
  learn->u = g_new0 (double, model->n_states);
  learn->n_sa = g_new0 (guint, model->n_actions);
  learn->n_s = g_new0 (guint, model->n_states);
  if (options->learner == QD_MARKOV_LEARN_DIRECT)
    {
      learn->return_sum = g_new0 (double, model->n_states);
      learn->visits = g_array_new (FALSE, FALSE, sizeof (QdMarkovLearnVisit));
    }
  if (options->learner == QD_MARKOV_LEARN_ADP)
    {
      learn->seen = g_new0 (GArray *, model->n_actions);
      learn->n_seen = model->n_actions;
    }
  if (options->learner == QD_MARKOV_LEARN_APPROXIMATE)
    {
      learn->weights = g_new0 (double, options->n_features);
      learn->f_index = g_new (guint, options->n_features);
      learn->f_value = g_new (double, options->n_features);
    }
  learn->returns = g_array_new (FALSE, FALSE, sizeof (double));
  learn->state = options->start;
  learn->chosen = G_MAXUINT;
  learn->episode_discount = 1.0;
  return learn;
}

void
qd_markov_learn_free (QdMarkovLearn *learn)
{
  if (learn == NULL)
    return;
  for (guint a = 0; a < learn->n_seen; a++)
    if (learn->seen[a] != NULL)
      g_array_unref (learn->seen[a]);
  g_free (learn->seen);
  if (learn->visits != NULL)
    g_array_unref (learn->visits);
  g_array_unref (learn->returns);
  g_free (learn->q);
  g_free (learn->u);
  g_free (learn->n_sa);
  g_free (learn->n_s);
  g_free (learn->return_sum);
  g_free (learn->weights);
  g_free (learn->f_index);
  g_free (learn->f_value);
  g_free (learn);
}

/* ------------------------------------------------------------- choosing */

double
qd_markov_learn_explored (QdMarkovLearn *learn, guint s, guint a)
{
  double q = qd_markov_learn_q_of (learn, s, a);

  if (learn->options.explore_bonus > 0)
    return q + learn->options.explore_bonus / (learn->n_sa[a] + 1.0);
  if (learn->options.explore_n > 0 && learn->n_sa[a] < learn->options.explore_n)
    return learn->options.r_plus;
  return q;
}

guint
qd_markov_learn_best (QdMarkovLearn *learn, guint s, gboolean explore, double *best)
{
  const QdMarkov *m = learn->model;
  guint arg = G_MAXUINT;

  *best = 0;
  for (guint a = m->first_action[s]; a < m->first_action[s + 1]; a++)
    {
      double v = explore ? qd_markov_learn_explored (learn, s, a) : qd_markov_learn_q_of (learn, s, a);

      if (arg == G_MAXUINT || v > *best)
        {
          *best = v;
          arg = a;
        }
    }
  return arg;
}

static gboolean
has_explore_function (const QdMarkovLearn *learn)
{
  return learn->options.explore_bonus > 0 || learn->options.explore_n > 0;
}

guint
qd_markov_learn_choose (QdMarkovLearn *learn)
{
  const QdMarkov *m = learn->model;
  guint s = learn->state;
  double best;

  if (learn->chosen != G_MAXUINT || qd_markov_learn_absorbing (learn, s))
    return learn->chosen;
  if (qd_markov_learner_is_passive (learn->options.learner))
    learn->chosen = learn->options.policy[s];
  else if (has_explore_function (learn))
    learn->chosen = qd_markov_learn_best (learn, s, TRUE, &best);
  else if (learn->options.epsilon > 0 && qd_random_double (&learn->rng) < learn->options.epsilon)
    learn->chosen = m->first_action[s] + qd_random_below (&learn->rng, qd_markov_n_actions_of (m, s));
  else
    learn->chosen = qd_markov_learn_best (learn, s, FALSE, &best);
  return learn->chosen;
}

/* ------------------------------------------------------------ experience */

static void
end_episode (QdMarkovLearn *learn)
{
  if (learn->options.learner == QD_MARKOV_LEARN_DIRECT)
    qd_markov_learn_direct_episode (learn);
  g_array_append_val (learn->returns, learn->episode_return);
  learn->episode_return = 0;
  learn->episode_discount = 1.0;
  learn->episode_steps = 0;
  learn->state = learn->options.start;
}

/* Learns from (S, A, R, NEXT); returns whether the episode ended on it. */
static gboolean
experience (QdMarkovLearn *learn, guint s, guint a, double r, guint next)
{
  gboolean ended;

  learn->n_steps++;
  learn->max_reward = MAX (learn->max_reward, fabs (r));
  learn->episode_steps++;
  learn->episode_return += learn->episode_discount * r;
  learn->episode_discount *= learn->options.gamma;
  ended = qd_markov_learn_absorbing (learn, next) || learn->episode_steps >= learn->max_steps;
  qd_markov_learn_update (learn, s, a, r, next, ended);
  learn->chosen = G_MAXUINT;
  learn->state = next;
  if (ended)
    end_episode (learn);
  return ended;
}

void
qd_markov_learn_observe (QdMarkovLearn *learn, guint state, guint action, double reward, guint next)
{
  const QdMarkov *m = learn->model;

  g_return_if_fail (state < m->n_states && next < m->n_states);
  g_return_if_fail (action >= m->first_action[state] && action < m->first_action[state + 1]);
  experience (learn, state, action, reward, next);
}

guint
qd_markov_sample (const QdMarkov *model, guint action, guint64 *rng)
{
  guint o = model->first_outcome[action], last = model->first_outcome[action + 1] - 1;
  double draw = qd_random_double (rng), sum = 0;

  /* The last outcome takes what rounding leaves. */
  for (; o < last; o++)
    {
      sum += model->prob[o];
      if (draw < sum)
        break;
    }
  return o;
}

void
qd_markov_learn_step (QdMarkovLearn *learn, QdMarkovStep *step)
{
  const QdMarkov *m = learn->model;
  guint s = learn->state, a = qd_markov_learn_choose (learn);
  guint o = qd_markov_sample (m, a, &learn->rng);
  gboolean ended = experience (learn, s, a, m->reward[o], m->next[o]);

  if (step != NULL)
    *step = (QdMarkovStep) { s, a, m->reward[o], m->next[o], ended };
}

guint
qd_markov_learn_episodes (QdMarkovLearn *learn, guint n, const gint *stop)
{
  guint done = 0;

  while (done < n && (stop == NULL || g_atomic_int_get (stop) == 0))
    {
      QdMarkovStep step;

      qd_markov_learn_step (learn, &step);
      done += step.episode_ended;
    }
  return done;
}

/* ------------------------------------------------------------ reading */

guint
qd_markov_learn_state (const QdMarkovLearn *learn)
{
  return learn->state;
}

const double *
qd_markov_learn_q (QdMarkovLearn *learn)
{
  const QdMarkov *m = learn->model;

  if (learn->options.learner == QD_MARKOV_LEARN_APPROXIMATE)
    for (guint s = 0; s < m->n_states; s++)
      for (guint a = m->first_action[s]; a < m->first_action[s + 1]; a++)
        learn->q[a] = qd_markov_learn_q_of (learn, s, a);
  return learn->q;
}

const double *
qd_markov_learn_values (QdMarkovLearn *learn)
{
  if (qd_markov_learner_is_passive (learn->options.learner))
    return learn->u;
  for (guint s = 0; s < learn->model->n_states; s++)
    qd_markov_learn_best (learn, s, FALSE, &learn->u[s]);
  return learn->u;
}

const double *
qd_markov_learn_weights (const QdMarkovLearn *learn)
{
  return learn->weights;
}

const double *
qd_markov_learn_returns (const QdMarkovLearn *learn, guint *n_episodes)
{
  *n_episodes = learn->returns->len;
  return (const double *) learn->returns->data;
}

gboolean
qd_markov_learn_diverged (QdMarkovLearn *learn)
{
  double gamma = learn->options.gamma;
  double bound = 1e6 * learn->max_reward * (gamma < 1 ? 1.0 / (1.0 - gamma) : (double) learn->max_steps);
  const double *v = qd_markov_learner_is_passive (learn->options.learner) ? learn->u : qd_markov_learn_q (learn);
  guint n = qd_markov_learner_is_passive (learn->options.learner) ? learn->model->n_states : learn->model->n_actions;

  for (guint i = 0; i < n; i++)
    if (!(fabs (v[i]) <= bound))
      return TRUE;
  return FALSE;
}

guint64
qd_markov_learn_n_steps (const QdMarkovLearn *learn)
{
  return learn->n_steps;
}
