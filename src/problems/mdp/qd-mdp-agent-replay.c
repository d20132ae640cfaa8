/* qd-mdp-agent-replay.c — a program agent's replay of a transcript and its
 * grades (qd-mdp-agent.h): the experiences sent, the `q` lines read and
 * compared with core's Q-learning on the same experiences. */
#include "config.h"
#include "qd-mdp-agent-private.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-random.h"

/* Quandary's own transcript: a seeded random walk from the start, every
 * action equally likely, episodes cut at MAX_STEPS. */
static QdMdpExperience *
random_walk (const QdMdpSession *session, guint n)
{
  const QdMarkov *m = session->model;
  guint max_steps = session->options->max_steps > 0 ? session->options->max_steps : 1000;
  guint64 rng = qd_random_mix (session->options->seed + 1);
  QdMdpExperience *walk = g_new (QdMdpExperience, n);
  guint s = session->start, steps = 0;

  for (guint i = 0; i < n; i++)
    {
      guint a = m->first_action[s] + qd_random_below (&rng, qd_markov_n_actions_of (m, s));
      guint o = qd_markov_sample (m, a, &rng);

      walk[i] = (QdMdpExperience) { s, a, m->reward[o], m->next[o] };
      steps++;
      if (qd_mdp_session_absorbing (session, m->next[o]) || steps >= max_steps)
        s = session->start, steps = 0;
      else
        s = m->next[o];
    }
  return walk;
}

/* E as the protocol's `experience` line (without its first word) and as a
 * transcript line. */
static void
describe (const QdMdpSession *session, const QdMdpExperience *e, GString *line, GString *transcript)
{
  const QdMarkov *m = session->model;
  guint w = session->world->w, c = session->cell_of[e->state], n = session->cell_of[e->next];
  const char *action = qd_mdp_action_to_string (m->action_label[e->action]);
  char number[G_ASCII_DTOSTR_BUF_SIZE];
  gboolean end = qd_mdp_session_absorbing (session, e->next);

  g_ascii_dtostr (number, sizeof number, e->reward);
  g_string_printf (line, "experience %u %u %s %s ", c % w, c / w, action, number);
  g_string_append_printf (transcript, "(%u, %u) %s %s ", c % w, c / w, action, number);
  if (end)
    {
      g_string_append (line, "TERMINAL");
      g_string_append (transcript, "TERMINAL\n");
      return;
    }
  g_string_append_printf (line, "%u %u", n % w, n / w);
  g_string_append_printf (transcript, "(%u, %u)\n", n % w, n / w);
}

/* The global action of `q X Y ACTION VALUE`'s cell and action, its value;
 * FALSE with the line refused. */
static gboolean
parse_q (QdMdpSession *session, const char *line, guint *action, double *value, GError **error)
{
  const QdMdpWorld *world = session->world;
  g_auto(GStrv) words = g_strsplit_set (line, " \t", -1);
  const char *word[5];
  guint64 x, y;
  guint n = 0;
  gint s;
  char *end;

  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0' && n < 5)
      word[n++] = words[i];
    else if (words[i][0] != '\0')
      n = 6;
  if (n != 5 || !g_str_equal (word[0], "q") || !g_ascii_string_to_unsigned (word[1], 10, 0, world->w - 1, &x, NULL) ||
      !g_ascii_string_to_unsigned (word[2], 10, 0, world->h - 1, &y, NULL))
    {
      qd_agent_lines_refuse (&session->lines, error, QD_AGENT_ERROR_PROTOCOL, line,
                             _("“q X Y ACTION VALUE” (a cell of the world) or “end” was expected"));
      return FALSE;
    }
  s = session->state_of[qd_mdp_world_index (world, (guint) x, (guint) y)];
  *value = g_ascii_strtod (word[4], &end);
  if (*end != '\0' || end == word[4] || !isfinite (*value))
    {
      qd_agent_lines_refuse (&session->lines, error, QD_AGENT_ERROR_PROTOCOL, line, _("the value is not a finite number"));
      return FALSE;
    }
  for (guint a = s < 0 ? 0 : session->model->first_action[s]; s >= 0 && a < session->model->first_action[s + 1]; a++)
    if (g_str_equal (word[3], qd_mdp_action_to_string (session->model->action_label[a])))
      {
        *action = a;
        return TRUE;
      }
  qd_agent_lines_refuse (&session->lines, error, QD_AGENT_ERROR_PROTOCOL, line, _("the cell has no such action"));
  return FALSE;
}

/* The `q` lines up to `end` into REPORTED (n_actions, zeros). */
static gboolean
read_q (QdMdpSession *session, double *reported, GError **error)
{
  g_autofree gboolean *given = g_new0 (gboolean, session->model->n_actions);

  for (;;)
    {
      g_autofree char *line = qd_agent_lines_read (&session->lines, error);
      guint a;
      double value;

      if (line == NULL)
        return FALSE;
      if (g_str_equal (line, "end"))
        return TRUE;
      if (!parse_q (session, line, &a, &value, error))
        return FALSE;
      if (given[a])
        {
          qd_agent_lines_refuse (&session->lines, error, QD_AGENT_ERROR_PROTOCOL, line, _("this Q-value was given before"));
          return FALSE;
        }
      given[a] = TRUE;
      reported[a] = value;
      session->result->q_reported++;
    }
}

static void
compare (QdMdpSession *session, const double *reported, const double *want)
{
  const QdMarkov *m = session->model;
  QdMdpAgentResult *r = session->result;

  for (guint s = 0; s < m->n_states; s++)
    for (guint a = m->first_action[s]; a < m->first_action[s + 1]; a++)
      {
        r->q_checked++;
        if (fabs (reported[a] - want[a]) <= QD_MDP_AGENT_Q_TOLERANCE)
          continue;
        if (r->q_wrong++ == 0)
          {
            r->wrong_x = session->cell_of[s] % session->world->w;
            r->wrong_y = session->cell_of[s] / session->world->w;
            r->wrong_action = (QdMdpAction) m->action_label[a];
            r->wrong_got = reported[a];
            r->wrong_want = want[a];
          }
      }
  r->q_graded = TRUE;
  r->q_passed = r->q_wrong == 0;
}

static gboolean
send_experiences (QdMdpSession *session, const QdMdpExperience *e, guint n, QdMarkovLearn *reference, GError **error)
{
  g_autoptr(GString) line = g_string_new (NULL);
  g_autoptr(GString) transcript = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      describe (session, &e[i], line, transcript);
      if (!qd_agent_lines_send (&session->lines, line->str, error))
        return FALSE;
      qd_markov_learn_observe (reference, e[i].state, e[i].action, e[i].reward, e[i].next);
      session->result->n_replayed++;
    }
  session->result->replay_text = g_string_free (g_steal_pointer (&transcript), FALSE);
  return TRUE;
}

gboolean
qd_mdp_session_replay (QdMdpSession *session, GError **error)
{
  const QdMdpAgentOptions *options = session->options;
  guint n = options->transcript != NULL ? options->n_transcript : options->replay_steps;
  g_autofree QdMdpExperience *walk = NULL;
  g_autofree double *reported = NULL;
  g_autoptr(QdMarkovLearn) reference = NULL;
  QdMarkovLearnOptions o;

  if (n == 0)
    return TRUE;
  if (options->transcript == NULL)
    walk = random_walk (session, n);
  qd_markov_learn_options_init (&o);
  o.gamma = session->world->discount;
  o.alpha = options->alpha;
  o.epsilon = 0;
  o.start = session->start;
  reference = qd_markov_learn_new (session->model, &o, error);
  if (reference == NULL)
    return FALSE;
  session->lines.where = _("replay");
  reported = g_new0 (double, session->model->n_actions);
  if (!qd_agent_lines_send (&session->lines, "replay", error) ||
      !send_experiences (session, walk != NULL ? walk : options->transcript, n, reference, error) ||
      !qd_agent_lines_send (&session->lines, "qvalues", error) || !read_q (session, reported, error))
    return FALSE;
  compare (session, reported, qd_markov_learn_q (reference));
  return TRUE;
}

/* ------------------------------------------------------------- words */

gboolean
qd_mdp_agent_result_passed (const QdMdpAgentResult *r)
{
  return (r->return_graded || r->q_graded) && (!r->return_graded || r->return_passed) &&
         (!r->q_graded || r->q_passed);
}

/* A grade's number to 4 decimals with a point in every locale: the lines are
 * a machine output (docs/contracts.md). */
static const char *
grade_number (char buffer[G_ASCII_DTOSTR_BUF_SIZE], double x)
{
  return g_ascii_formatd (buffer, G_ASCII_DTOSTR_BUF_SIZE, "%.4f", x);
}

char *
qd_mdp_agent_result_format (const QdMdpAgentResult *r)
{
  GString *text = g_string_new (NULL);
  char a[G_ASCII_DTOSTR_BUF_SIZE], b[G_ASCII_DTOSTR_BUF_SIZE];

  g_string_append_printf (text, "episodes %u\n", r->episodes);
  if (r->last_n > 0)
    g_string_append_printf (text, "mean return over the last %u: %s\n", r->last_n, grade_number (a, r->mean_return));
  if (!isnan (r->optimal_start))
    g_string_append_printf (text, "optimal value of the start: %s\n", grade_number (a, r->optimal_start));
  if (r->return_graded)
    g_string_append_printf (text, "return: %s (threshold %s)\n", r->return_passed ? "pass" : "fail",
                            grade_number (a, r->threshold));
  if (r->q_graded && r->q_wrong == 0)
    g_string_append_printf (text, "q-values: %u of %u right\n", r->q_checked, r->q_checked);
  else if (r->q_graded)
    g_string_append_printf (text, "q-values: %u of %u wrong; first (%u, %u) %s: reported %s, expected %s\n",
                            r->q_wrong, r->q_checked, r->wrong_x, r->wrong_y, qd_mdp_action_to_string (r->wrong_action),
                            grade_number (a, r->wrong_got), grade_number (b, r->wrong_want));
  g_string_append_printf (text, "grade: %s\n", qd_mdp_agent_result_passed (r) ? "pass" : "fail");
  return g_string_free (text, FALSE);
}
