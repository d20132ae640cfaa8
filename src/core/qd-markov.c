/* qd-markov.c — finite MDPs: building, sweeps, greedy policies, policy
 * evaluation and iteration (qd-markov.h). */
#include "config.h"
#include "qd-markov.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

G_DEFINE_QUARK (qd-markov-error-quark, qd_markov_error)

/* ------------------------------------------------------------- building */

QdMarkov *
qd_markov_new (guint n_states)
{
  QdMarkov *mdp = g_new0 (QdMarkov, 1);

  mdp->n_states = n_states;
  mdp->first_action = g_new0 (guint, (gsize) n_states + 1);
  mdp->cap_actions = 16;
  mdp->cap_outcomes = 64;
  mdp->first_outcome = g_new0 (guint, mdp->cap_actions + 1);
  mdp->action_label = g_new0 (guint, mdp->cap_actions);
  mdp->next = g_new (guint, mdp->cap_outcomes);
  mdp->prob = g_new (double, mdp->cap_outcomes);
  mdp->reward = g_new (double, mdp->cap_outcomes);
  return mdp;
}

void
qd_markov_free (QdMarkov *mdp)
{
  if (mdp == NULL)
    return;
  g_free (mdp->first_action);
  g_free (mdp->first_outcome);
  g_free (mdp->action_label);
  g_free (mdp->next);
  g_free (mdp->prob);
  g_free (mdp->reward);
  g_free (mdp);
}

void
qd_markov_reserve (QdMarkov *mdp, guint n_actions, guint n_outcomes)
{
  if (n_actions > mdp->cap_actions)
    {
      mdp->cap_actions = n_actions;
      mdp->first_outcome = g_renew (guint, mdp->first_outcome, (gsize) mdp->cap_actions + 1);
      mdp->action_label = g_renew (guint, mdp->action_label, mdp->cap_actions);
    }
  if (n_outcomes > mdp->cap_outcomes)
    {
      mdp->cap_outcomes = n_outcomes;
      mdp->next = g_renew (guint, mdp->next, mdp->cap_outcomes);
      mdp->prob = g_renew (double, mdp->prob, mdp->cap_outcomes);
      mdp->reward = g_renew (double, mdp->reward, mdp->cap_outcomes);
    }
}

void
qd_markov_add_action (QdMarkov *mdp, guint state, guint label)
{
  g_return_if_fail (state < mdp->n_states);
  if (mdp->n_actions == mdp->cap_actions)
    {
      mdp->cap_actions *= 2;
      mdp->first_outcome = g_renew (guint, mdp->first_outcome, mdp->cap_actions + 1);
      mdp->action_label = g_renew (guint, mdp->action_label, mdp->cap_actions);
    }
  g_return_if_fail (mdp->n_actions == 0 || state >= mdp->last_state);
  /* The states after the last one given start here (those between have no
   * action: absorbing). */
  for (guint s = mdp->n_actions == 0 ? 0 : mdp->last_state + 1; s <= state; s++)
    mdp->first_action[s] = mdp->n_actions;
  mdp->last_state = state;
  mdp->action_label[mdp->n_actions] = label;
  mdp->first_outcome[mdp->n_actions] = mdp->n_outcomes;
  mdp->n_actions++;
  mdp->first_outcome[mdp->n_actions] = mdp->n_outcomes;
}

void
qd_markov_add_outcome (QdMarkov *mdp, guint next, double prob, double reward)
{
  guint a;

  g_return_if_fail (mdp->n_actions > 0 && next < mdp->n_states);
  a = mdp->n_actions - 1;
  for (guint o = mdp->first_outcome[a]; o < mdp->n_outcomes; o++)
    if (mdp->next[o] == next && mdp->reward[o] == reward)
      {
        mdp->prob[o] += prob;
        return;
      }
  if (mdp->n_outcomes == mdp->cap_outcomes)
    {
      mdp->cap_outcomes *= 2;
      mdp->next = g_renew (guint, mdp->next, mdp->cap_outcomes);
      mdp->prob = g_renew (double, mdp->prob, mdp->cap_outcomes);
      mdp->reward = g_renew (double, mdp->reward, mdp->cap_outcomes);
    }
  mdp->next[mdp->n_outcomes] = next;
  mdp->prob[mdp->n_outcomes] = prob;
  mdp->reward[mdp->n_outcomes] = reward;
  mdp->n_outcomes++;
  mdp->first_outcome[mdp->n_actions] = mdp->n_outcomes;
}

gboolean
qd_markov_finish (QdMarkov *mdp, GError **error)
{
  for (guint s = mdp->n_actions == 0 ? 0 : mdp->last_state + 1; s <= mdp->n_states; s++)
    mdp->first_action[s] = mdp->n_actions;
  for (guint s = 0; s < mdp->n_states; s++)
    for (guint a = mdp->first_action[s]; a < mdp->first_action[s + 1]; a++)
      {
        double sum = 0;

        for (guint o = mdp->first_outcome[a]; o < mdp->first_outcome[a + 1]; o++)
          {
            if (!isfinite (mdp->prob[o]) || mdp->prob[o] < 0 || !isfinite (mdp->reward[o]))
              {
                g_set_error (error, QD_MARKOV_ERROR, QD_MARKOV_ERROR_INVALID,
                             _("state %u: a probability or reward is not a finite number (or is negative)"), s);
                return FALSE;
              }
            sum += mdp->prob[o];
          }
        if (fabs (sum - 1.0) > 1e-9)
          {
            g_set_error (error, QD_MARKOV_ERROR, QD_MARKOV_ERROR_INVALID,
                         _("state %u: an action's outcomes have probabilities summing to %g, not 1"), s, sum);
            return FALSE;
          }
      }
  return TRUE;
}

/* --------------------------------------------------------------- sweeps */

guint
qd_markov_find_action (const QdMarkov *mdp, guint state, guint label)
{
  for (guint a = mdp->first_action[state]; a < mdp->first_action[state + 1]; a++)
    if (mdp->action_label[a] == label)
      return a;
  return G_MAXUINT;
}

double
qd_markov_q (const QdMarkov *mdp, double gamma, const double *v, guint a)
{
  double q = 0;

  for (guint o = mdp->first_outcome[a]; o < mdp->first_outcome[a + 1]; o++)
    q += mdp->prob[o] * (mdp->reward[o] + gamma * v[mdp->next[o]]);
  return q;
}

guint
qd_markov_best_action (const QdMarkov *mdp, double gamma, const double *v, guint s, double *best)
{
  guint arg = G_MAXUINT;

  *best = 0;
  for (guint a = mdp->first_action[s]; a < mdp->first_action[s + 1]; a++)
    {
      double q = qd_markov_q (mdp, gamma, v, a);

      if (arg == G_MAXUINT || q > *best)
        {
          *best = q;
          arg = a;
        }
    }
  return arg;
}

double
qd_markov_sweep (const QdMarkov *mdp, double gamma, const double *v, double *out)
{
  double residual = 0;

  for (guint s = 0; s < mdp->n_states; s++)
    {
      qd_markov_best_action (mdp, gamma, v, s, &out[s]);
      residual = MAX (residual, fabs (out[s] - v[s]));
    }
  return residual;
}

double
qd_markov_update_state (const QdMarkov *mdp, double gamma, double *v, guint state)
{
  double best, change;

  qd_markov_best_action (mdp, gamma, v, state, &best);
  change = fabs (best - v[state]);
  v[state] = best;
  return change;
}

void
qd_markov_greedy (const QdMarkov *mdp, double gamma, const double *v, guint *policy)
{
  for (guint s = 0; s < mdp->n_states; s++)
    {
      double best;

      policy[s] = qd_markov_best_action (mdp, gamma, v, s, &best);
    }
}

double
qd_markov_stopping_bound (double epsilon, double gamma)
{
  return gamma >= 1.0 ? 0.0 : epsilon * (1.0 - gamma) / gamma;
}

/* ------------------------------------------------------ policy evaluation */

gboolean
qd_markov_evaluate_exact (const QdMarkov *mdp, double gamma, const guint *policy, double *v, GError **error)
{
  guint n = mdp->n_states;
  g_autofree double *m = NULL;

  if (n > QD_MARKOV_EXACT_MAX)
    {
      g_set_error (error, QD_MARKOV_ERROR, QD_MARKOV_ERROR_TOO_BIG,
                   _("%u states are too many to evaluate a policy exactly (at most %u): use sweeps"), n,
                   QD_MARKOV_EXACT_MAX);
      return FALSE;
    }
  /* Row s of [I - γ T_π | R_π]: n + 1 columns. */
  m = g_new0 (double, (gsize) n * (n + 1));
  for (guint s = 0; s < n; s++)
    {
      double *row = m + (gsize) s * (n + 1);

      row[s] = 1.0;
      if (policy[s] == G_MAXUINT)
        continue;
      for (guint o = mdp->first_outcome[policy[s]]; o < mdp->first_outcome[policy[s] + 1]; o++)
        {
          row[mdp->next[o]] -= gamma * mdp->prob[o];
          row[n] += mdp->prob[o] * mdp->reward[o];
        }
    }
  for (guint c = 0; c < n; c++)
    {
      double *rc = m + (gsize) c * (n + 1);
      guint pivot = c;

      for (guint r = c + 1; r < n; r++)
        if (fabs (m[(gsize) r * (n + 1) + c]) > fabs (m[(gsize) pivot * (n + 1) + c]))
          pivot = r;
      if (fabs (m[(gsize) pivot * (n + 1) + c]) < 1e-12)
        {
          g_set_error (error, QD_MARKOV_ERROR, QD_MARKOV_ERROR_NEVER_ENDS,
                       _("the policy never ends from some state, so its values are not defined with a discount of %g"),
                       gamma);
          return FALSE;
        }
      if (pivot != c)
        {
          double *rp = m + (gsize) pivot * (n + 1);

          for (guint k = c; k <= n; k++)
            {
              double t = rc[k];

              rc[k] = rp[k];
              rp[k] = t;
            }
        }
      for (guint r = c + 1; r < n; r++)
        {
          double *rr = m + (gsize) r * (n + 1);
          double f = rr[c] / rc[c];

          if (f == 0)
            continue;
          for (guint k = c; k <= n; k++)
            rr[k] -= f * rc[k];
        }
    }
  for (guint i = n; i-- > 0;)
    {
      const double *ri = m + (gsize) i * (n + 1);
      double x = ri[n];

      for (guint k = i + 1; k < n; k++)
        x -= ri[k] * v[k];
      v[i] = x / ri[i];
    }
  return TRUE;
}

void
qd_markov_evaluate_sweeps (const QdMarkov *mdp, double gamma, const guint *policy, guint k, double *v, double *scratch)
{
  for (guint i = 0; i < k; i++)
    {
      for (guint s = 0; s < mdp->n_states; s++)
        scratch[s] = policy[s] == G_MAXUINT ? 0.0 : qd_markov_q (mdp, gamma, v, policy[s]);
      memcpy (v, scratch, sizeof (double) * mdp->n_states);
    }
}

guint
qd_markov_policy_iteration (const QdMarkov *mdp, double gamma, guint sweeps, guint max_rounds, guint *policy, double *v,
                         gboolean *stable, GError **error)
{
  g_autofree double *scratch = sweeps > 0 ? g_new (double, mdp->n_states) : NULL;

  *stable = FALSE;
  for (guint round = 1; round <= max_rounds; round++)
    {
      gboolean changed = FALSE;

      if (sweeps == 0)
        {
          if (!qd_markov_evaluate_exact (mdp, gamma, policy, v, error))
            return 0;
        }
      else
        qd_markov_evaluate_sweeps (mdp, gamma, policy, sweeps, v, scratch);
      for (guint s = 0; s < mdp->n_states; s++)
        {
          double best, current;
          guint arg = qd_markov_best_action (mdp, gamma, v, s, &best);

          if (arg == G_MAXUINT)
            continue;
          /* A tie keeps the current action: the loop then ends. */
          current = policy[s] == G_MAXUINT ? -G_MAXDOUBLE : qd_markov_q (mdp, gamma, v, policy[s]);
          if (best > current + 1e-12 * MAX (1.0, fabs (best)))
            {
              policy[s] = arg;
              changed = TRUE;
            }
        }
      if (!changed)
        {
          *stable = TRUE;
          return round;
        }
    }
  return max_rounds;
}
