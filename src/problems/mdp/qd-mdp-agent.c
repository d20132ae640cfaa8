/* qd-mdp-agent.c — a program agent in a grid world (qd-mdp-agent.h): the
 * program, the protocol's lines, the learning episodes.  The environment is
 * Quandary's: a seeded draw of each action's outcome (qd_markov_sample);
 * a Q-learner of core fed the same experiences keeps the episodes' count,
 * their cut at MAX_STEPS and their returns. */
#include "config.h"
#include "qd-mdp-agent-private.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

void
qd_mdp_agent_options_init (QdMdpAgentOptions *options)
{
  *options = (QdMdpAgentOptions) {
    .episodes = 200,
    .max_steps = 1000,
    .seed = 1,
    .alpha = 0.5,
    .epsilon = 0.1,
    .last_n = 10,
    .threshold = NAN,
    .replay_steps = 100,
  };
}

void
qd_mdp_agent_result_clear (QdMdpAgentResult *result)
{
  g_free (result->returns);
  g_free (result->replay_text);
  g_free (result->name);
  g_free (result->last_words);
  memset (result, 0, sizeof *result);
}

/* ------------------------------------------------------------- lines */

/* Where the episodes stand, for an error. */
static char *
locate (gpointer data)
{
  const QdMdpSession *session = data;

  return g_strdup_printf (_("episode %u, step %u"), session->episode, session->step);
}

char *
qd_mdp_session_cell (const QdMdpSession *session, guint s)
{
  guint c = session->cell_of[s];

  return g_strdup_printf ("%u %u", c % session->world->w, c / session->world->w);
}

/* ------------------------------------------------------------- the start */

static gboolean
send_world (QdMdpSession *session, GError **error)
{
  const QdMdpWorld *w = session->world;
  char number[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *size = g_strdup_printf ("world %u %u", w->w, w->h);
  g_autofree char *discount = g_strconcat ("discount ", g_ascii_dtostr (number, sizeof number, w->discount), NULL);
  g_autofree char *alpha = g_strconcat ("alpha ", g_ascii_dtostr (number, sizeof number, session->options->alpha), NULL);
  g_autofree char *epsilon =
    g_strconcat ("epsilon ", g_ascii_dtostr (number, sizeof number, session->options->epsilon), NULL);

  if (!qd_agent_lines_send (&session->lines, QD_MDP_AGENT_HELLO, error) || !qd_agent_lines_send (&session->lines, size, error))
    return FALSE;
  for (guint y = w->h; y-- > 0;)
    {
      g_autoptr(GString) row = g_string_new (NULL);

      for (guint x = 0; x < w->w; x++)
        {
          guint i = qd_mdp_world_index (w, x, y);
          gboolean start = (gint) x == w->start_x && (gint) y == w->start_y;

          g_string_append (row, x > 0 ? " " : "");
          g_string_append (row, w->kind[i] == QD_MDP_WALL ? "#" : w->kind[i] == QD_MDP_TERMINAL ? "T" : start ? "S" : "_");
        }
      if (!qd_agent_lines_send (&session->lines, row->str, error))
        return FALSE;
    }
  return qd_agent_lines_send (&session->lines, discount, error) && qd_agent_lines_send (&session->lines, alpha, error) &&
         qd_agent_lines_send (&session->lines, epsilon, error);
}

/* Starts the program and waits for `ready`, within its start time. */
static gboolean
start (QdMdpSession *session, GError **error)
{
  session->lines.stop = session->stop;
  session->lines.locate = locate;
  session->lines.data = session;
  if (!qd_agent_lines_start (&session->lines, session->config, error))
    return FALSE;
  session->result->sandboxed = qd_agent_lines_sandboxed (&session->lines);
  return send_world (session, error) && qd_agent_lines_ready (&session->lines, session->config, error);
}

/* ------------------------------------------------------------- episodes */

/* `state X Y ACTION…`, then the answer: one of those actions. */
static gboolean
ask_action (QdMdpSession *session, guint s, guint *action, GError **error)
{
  const QdMarkov *m = session->model;
  g_autofree char *where = qd_mdp_session_cell (session, s);
  g_autoptr(GString) line = g_string_new ("state ");
  g_autofree char *answer = NULL;
  g_autofree char *why = NULL;

  g_string_append (line, where);
  for (guint a = m->first_action[s]; a < m->first_action[s + 1]; a++)
    g_string_append_printf (line, " %s", qd_mdp_action_to_string (m->action_label[a]));
  if (!qd_agent_lines_send (&session->lines, line->str, error) || (answer = qd_agent_lines_read (&session->lines, error)) == NULL)
    return FALSE;
  for (guint a = m->first_action[s]; a < m->first_action[s + 1]; a++)
    if (g_str_equal (answer, qd_mdp_action_to_string (m->action_label[a])))
      {
        *action = a;
        return TRUE;
      }
  {
    guint c = session->cell_of[s];

    why = g_strdup_printf (_("not an action of (%u, %u): %s"), c % session->world->w, c / session->world->w,
                           line->str + strlen ("state ") + strlen (where) + 1);
  }
  qd_agent_lines_refuse (&session->lines, error, QD_AGENT_ERROR_ILLEGAL, answer, why);
  return FALSE;
}

/* `reward R X' Y'` or `reward R TERMINAL`. */
static gboolean
tell_reward (QdMdpSession *session, double reward, guint next, GError **error)
{
  char number[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *where = qd_mdp_session_absorbing (session, next) ? g_strdup ("TERMINAL")
                                                                    : qd_mdp_session_cell (session, next);
  g_autofree char *line = g_strdup_printf ("reward %s %s", g_ascii_dtostr (number, sizeof number, reward), where);

  return qd_agent_lines_send (&session->lines, line, error);
}

static gboolean
run_episodes (QdMdpSession *session, QdMarkovLearn *shadow, GError **error)
{
  const QdMarkov *m = session->model;
  guint64 rng = session->options->seed;

  for (session->episode = 1; session->episode <= session->options->episodes; session->episode++)
    {
      g_autofree char *line = g_strdup_printf ("episode %u", session->episode);
      guint done = 0;

      session->step = 0;
      if (!qd_agent_lines_send (&session->lines, line, error))
        return FALSE;
      for (session->step = 1; done < session->episode; session->step++)
        {
          guint s = qd_markov_learn_state (shadow), a, o;
          QdMarkovStep step;

          if (!ask_action (session, s, &a, error))
            return FALSE;
          o = qd_markov_sample (m, a, &rng);
          if (!tell_reward (session, m->reward[o], m->next[o], error))
            return FALSE;
          qd_markov_learn_observe (shadow, s, a, m->reward[o], m->next[o]);
          qd_markov_learn_returns (shadow, &done);
          step = (QdMarkovStep) { s, a, m->reward[o], m->next[o], done == session->episode };
          if (session->options->on_step != NULL)
            session->options->on_step (session->options->on_step_data, &step);
        }
    }
  return TRUE;
}

/* The episodes, and their returns in the result however they ended. */
static gboolean
learn (QdMdpSession *session, GError **error)
{
  QdMdpAgentResult *result = session->result;
  QdMarkovLearnOptions o;
  g_autoptr(QdMarkovLearn) shadow = NULL;
  const double *returns;
  gboolean ok;

  qd_markov_learn_options_init (&o);
  o.gamma = session->world->discount;
  o.alpha = session->options->alpha;
  o.epsilon = 0;
  o.start = session->start;
  o.max_steps = session->options->max_steps > 0 ? session->options->max_steps : 1000;
  shadow = qd_markov_learn_new (session->model, &o, error);
  if (shadow == NULL)
    return FALSE;
  session->lines.where = NULL;
  ok = run_episodes (session, shadow, error);
  returns = qd_markov_learn_returns (shadow, &result->episodes);
  result->returns = g_memdup2 (returns, sizeof (double) * result->episodes);
  return ok;
}

/* ------------------------------------------------------------- grades */

/* V*(START) by value iteration to a residual of 1e-10, at most 10,000
 * sweeps (stopping with *STOP); NaN past QD_MDP_AGENT_OPTIMAL_MAX states or
 * when stopped. */
static double
optimal_value (const QdMarkov *m, double gamma, guint start, const gint *stop)
{
  g_autofree double *v = NULL;
  g_autofree double *out = NULL;
  double residual = 1;

  if (m->n_states > QD_MDP_AGENT_OPTIMAL_MAX)
    return NAN;
  v = g_new0 (double, m->n_states);
  out = g_new0 (double, m->n_states);
  for (guint k = 0; k < 10000 && residual > 1e-10; k++)
    {
      if (stop != NULL && g_atomic_int_get (stop))
        return NAN;
      residual = qd_markov_sweep (m, gamma, v, out);
      memcpy (v, out, sizeof (double) * m->n_states);
    }
  return v[start];
}

static void
grade_return (QdMdpSession *session)
{
  QdMdpAgentResult *r = session->result;
  guint last = session->options->last_n > 0 ? session->options->last_n : 10;
  double sum = 0;

  r->last_n = MIN (last, r->episodes);
  for (guint i = r->episodes - r->last_n; i < r->episodes; i++)
    sum += r->returns[i];
  r->mean_return = r->last_n > 0 ? sum / r->last_n : NAN;
  r->threshold = session->options->threshold;
  r->return_graded = !isnan (session->options->threshold) && session->options->episodes > 0;
  r->return_passed = r->return_graded && r->episodes == session->options->episodes &&
                     r->mean_return >= session->options->threshold;
}

static gboolean
check_options (const QdMdpWorld *world, const QdMdpAgentOptions *o, GError **error)
{
  if (world->start_x < 0)
    g_set_error (error, QD_MDP_ERROR, QD_MDP_ERROR_INVALID, _("the world has no start: an agent needs one"));
  else if (!(o->alpha > 0 && o->alpha <= 1))
    g_set_error (error, QD_MDP_ERROR, QD_MDP_ERROR_INVALID, _("the learning rate %g is not in (0, 1]"), o->alpha);
  else if (!(o->epsilon >= 0 && o->epsilon <= 1))
    g_set_error (error, QD_MDP_ERROR, QD_MDP_ERROR_INVALID, _("the exploration rate ε %g is not in [0, 1]"),
                 o->epsilon);
  else if (isinf (o->threshold))
    g_set_error (error, QD_MDP_ERROR, QD_MDP_ERROR_INVALID, _("the threshold is not a finite number"));
  else
    return TRUE;
  return FALSE;
}

/* Ends the program: asked to quit when the session went well (POLITE),
 * else ended at once. */
static void
session_end (QdMdpSession *session, gboolean polite)
{
  qd_agent_lines_end (&session->lines, polite);
  session->result->last_words = g_steal_pointer (&session->lines.last_words);
  g_free (session->state_of);
  g_free (session->cell_of);
  qd_markov_free (session->model);
}

gboolean
qd_mdp_agent_run (const QdMdpWorld *world, const QdAgentConfig *config, const QdMdpAgentOptions *options,
                  const gint *stop, QdMdpAgentResult *result, GError **error)
{
  QdMdpSession session = { world, config, options, stop, result };
  gboolean ok;

  memset (result, 0, sizeof *result);
  result->mean_return = result->optimal_start = NAN;
  result->name = config->name != NULL ? g_strdup (config->name) : g_strjoinv (" ", config->argv);
  if (!check_options (world, options, error))
    return FALSE;
  session.state_of = g_new (gint, (gsize) world->w * world->h);
  session.cell_of = g_new (guint, (gsize) world->w * world->h + 1);
  session.model = qd_mdp_world_to_model (world, session.state_of, session.cell_of, error);
  if (session.model == NULL)
    {
      session_end (&session, FALSE);
      return FALSE;
    }
  session.start = (guint) session.state_of[qd_mdp_world_index (world, (guint) world->start_x, (guint) world->start_y)];
  result->optimal_start = optimal_value (session.model, world->discount, session.start, stop);
  ok = start (&session, error) && learn (&session, error) && qd_mdp_session_replay (&session, error);
  grade_return (&session);
  session_end (&session, ok);
  return ok;
}
