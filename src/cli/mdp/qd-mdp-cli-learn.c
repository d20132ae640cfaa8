/* qd-mdp-cli-learn.c — `quandary-cli mdp --learn`: a learner fed a
 * transcript of experiences (--experiences) and then episodes simulated
 * with the seeded generator (--episodes); the passive learners follow the
 * optimal policy (value iteration to the bound ε = 0.001); approximate
 * Q-learning takes its features from problems/mdp/qd-mdp-features.h. */
#include "config.h"
#include "qd-mdp-cli.h"

#include <glib/gi18n.h>

#include <string.h>

#include "cli/qd-cli.h"
#include "problems/mdp/qd-mdp-features.h"

/* Approximate Q-learning's features: NAME identity (NULL too),
 * coordinates, or a file (data/FORMATS.md, "Features for approximate
 * Q-learning"), whose errors name it and the line. */
static QdMdpFeatures *
open_features (const QdMdpCliWorld *world, const char *name, GError **error)
{
  gint set = name != NULL ? qd_mdp_feature_set_from_string (name) : QD_MDP_FEATURES_IDENTITY;
  g_autofree char *text = NULL;
  QdMdpFeatures *features;
  gsize length;

  if (set >= 0)
    return qd_mdp_features_new ((QdMdpFeatureSet) set, world->world, world->model, world->cell_of);
  if (!qd_cli_read (name, &text, &length, error))
    return NULL;
  features = qd_mdp_features_parse (world->world, world->model, world->state_of, text, length, error);
  if (features == NULL)
    qd_cli_prefix_error (error, name);
  return features;
}

/* The optimal policy the passive learners follow. */
static guint *
optimal_policy (const QdMdpCliWorld *world, const gint *stop)
{
  QdMdpCliPlan plan = { QD_MDP_CLI_VALUE_ITERATION, -1, 0.001, TRUE, 0, FALSE };
  QdMdpCliResult result = { 0 };
  guint *policy = g_new (guint, world->model->n_states);

  qd_mdp_cli_plan (world, &plan, stop, &result, NULL);
  qd_markov_greedy (world->model, world->gamma, result.v, policy);
  qd_mdp_cli_result_clear (&result);
  return policy;
}

/* A learning run under way. */
typedef struct {
  const QdMdpCliWorld *world;
  const QdMdpCliLearn *options;
  QdMarkovLearn *learn;
  const guint *policy;       /* the passive learners' */
  guint64 step;
} Run;

/* An experience learnt from: printed with --steps as a transcript line,
 * recorded for --gif (the agent in its next cell). */
static void
note_experience (Run *run, guint state, guint action, double reward, guint next)
{
  g_autofree char *from = qd_mdp_cli_state_name (run->world, state);
  g_autofree char *to = qd_mdp_cli_state_name (run->world, next);
  const char *name = qd_mdp_action_to_string ((QdMdpAction) run->world->model->action_label[action]);
  char number[G_ASCII_DTOSTR_BUF_SIZE];

  run->step++;
  g_ascii_dtostr (number, sizeof number, reward);
  if (run->options->steps)
    printf ("%s %s %s %s\n", from, name, number, to);
  if (run->options->recorder != NULL)
    {
      g_autofree char *k = g_strdup_printf ("%" G_GUINT64_FORMAT, run->step);
      g_autofree char *caption = g_strdup_printf (_("Experience %s: %s %s %s → %s"), k, from, name, number, to);

      qd_mdp_cli_record (run->options->recorder, qd_markov_learn_values (run->learn),
                         run->policy == NULL ? qd_markov_learn_q (run->learn) : NULL, run->policy, (gint) next, TRUE,
                         caption);
    }
}

/* The transcript of LEARN_OPTIONS->experiences, learnt from line by line. */
static gboolean
replay (Run *run, const gint *stop, QdMdpCliResult *result, GError **error)
{
  const QdMdpCliWorld *world = run->world;
  const QdMdpCliLearn *options = run->options;
  g_autofree char *text = NULL;
  g_autofree QdMdpExperience *experiences = NULL;
  g_autoptr(GError) parse_error = NULL;
  gsize length;
  guint n = 0;

  if (!qd_cli_read (options->experiences, &text, &length, error))
    return FALSE;
  experiences = qd_mdp_experiences_parse (world->world, world->model, world->state_of, text, length, &n,
                                          &parse_error);
  if (parse_error != NULL)
    {
      qd_cli_prefix_error (&parse_error, options->experiences);
      g_propagate_error (error, g_steal_pointer (&parse_error));
      return FALSE;
    }
  for (guint i = 0; i < n && !(result->stopped = stop != NULL && g_atomic_int_get (stop)); i++)
    {
      const QdMdpExperience *e = &experiences[i];

      qd_markov_learn_observe (run->learn, e->state, e->action, e->reward, e->next);
      note_experience (run, e->state, e->action, e->reward, e->next);
    }
  return TRUE;
}

/* N episodes simulated, each experience printed with --steps and
 * recorded for --gif. */
static void
simulate (Run *run, const gint *stop, QdMdpCliResult *result)
{
  const QdMdpCliLearn *options = run->options;
  QdMarkovLearn *learn = run->learn;
  guint done = 0, target;

  qd_markov_learn_returns (learn, &done);
  target = done + (guint) options->episodes;
  if (!options->steps && options->recorder == NULL)
    {
      qd_markov_learn_episodes (learn, (guint) options->episodes, stop);
      result->stopped = stop != NULL && g_atomic_int_get (stop);
      return;
    }
  while (done < target && !(result->stopped = stop != NULL && g_atomic_int_get (stop)))
    {
      QdMarkovStep step;

      qd_markov_learn_step (learn, &step);
      note_experience (run, step.state, step.action, step.reward, step.next);
      qd_markov_learn_returns (learn, &done);
    }
}

gboolean
qd_mdp_cli_learn (const QdMdpCliWorld *world, const QdMdpCliLearn *options, const gint *stop,
                  QdMdpCliResult *result, GError **error)
{
  const QdMarkov *model = world->model;
  QdMarkovLearnOptions learn_options = options->options;
  g_autoptr(QdMdpFeatures) features = NULL;
  g_autofree guint *policy = NULL;
  g_autoptr(QdMarkovLearn) learn = NULL;
  guint n_episodes = 0;
  const double *returns;
  Run run;

  learn_options.gamma = world->gamma;
  if (world->world->start_x >= 0)
    learn_options.start = (guint) world->state_of[qd_mdp_world_index (world->world, (guint) world->world->start_x,
                                                                       (guint) world->world->start_y)];
  else if (options->episodes > 0)
    {
      g_set_error (error, QD_MDP_ERROR, QD_MDP_ERROR_INVALID, _("the world has no start cell (S): episodes need one"));
      return FALSE;
    }
  if (learn_options.learner == QD_MARKOV_LEARN_APPROXIMATE)
    {
      features = open_features (world, options->features, error);
      if (features == NULL)
        return FALSE;
      learn_options.features = qd_mdp_features_get;
      learn_options.features_data = features;
      learn_options.n_features = qd_mdp_features_count (features);
    }
  if (qd_markov_learner_is_passive (learn_options.learner))
    learn_options.policy = policy = optimal_policy (world, stop);
  learn = qd_markov_learn_new (model, &learn_options, error);
  if (learn == NULL)
    return FALSE;
  run = (Run) { world, options, learn, policy, 0 };
  qd_mdp_cli_record (options->recorder, qd_markov_learn_values (learn), policy == NULL ? qd_markov_learn_q (learn) : NULL,
                     policy, (gint) learn_options.start, TRUE, _("Before any experience"));
  if (options->experiences != NULL && !replay (&run, stop, result, error))
    return FALSE;
  if (options->episodes > 0 && !result->stopped)
    simulate (&run, stop, result);

  result->v = g_memdup2 (qd_markov_learn_values (learn), model->n_states * sizeof (double));
  if (policy != NULL)
    result->policy = g_steal_pointer (&policy);
  else
    result->q = g_memdup2 (qd_markov_learn_q (learn), model->n_actions * sizeof (double));
  result->count_name = "experiences";
  result->count = qd_markov_learn_n_steps (learn);
  returns = qd_markov_learn_returns (learn, &n_episodes);
  result->episodes = n_episodes;
  result->returns = g_array_sized_new (FALSE, FALSE, sizeof (double), n_episodes);
  g_array_append_vals (result->returns, returns, n_episodes);
  return TRUE;
}
