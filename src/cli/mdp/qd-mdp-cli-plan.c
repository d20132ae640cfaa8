/* qd-mdp-cli-plan.c — `quandary-cli mdp --algorithm`: value iteration
 * (synchronous, as the book and the course define it), asynchronous value
 * iteration and prioritized sweeping in the course's order of states, policy
 * iteration exact or modified; each stops on Ctrl-C between two steps. */
#include "config.h"
#include "qd-mdp-cli.h"

#include <glib/gi18n.h>
#include <string.h>

static gboolean
stopped (const gint *stop)
{
  return stop != NULL && g_atomic_int_get (stop) != 0;
}

/* The course's order of states: its TERMINAL_STATE first (the model's last
 * state), then the cells x-major, y ascending (the model's order). */
static guint *
course_order (const QdMarkov *model)
{
  guint n = model->n_states;
  guint *order = g_new (guint, n);

  order[0] = n - 1;
  for (guint s = 0; s + 1 < n; s++)
    order[s + 1] = s;
  return order;
}

/* A one-state update: printed with --steps, recorded for --gif. */
static void
note_update (const QdMdpCliWorld *world, const QdMdpCliPlan *plan, guint64 step, guint state, const double *v)
{
  g_autofree char *name = qd_mdp_cli_state_name (world, state);
  g_autofree char *number = qd_mdp_cli_number (v[state]);
  g_autofree char *caption = NULL;

  if (plan->steps)
    printf ("update %" G_GUINT64_FORMAT ": %s %s\n", step, name, number);
  if (plan->recorder != NULL)
    {
      g_autofree char *k = g_strdup_printf ("%" G_GUINT64_FORMAT, step);

      caption = g_strdup_printf (_("Update %s: %s, V = %s"), k, name, number);
      qd_mdp_cli_record (plan->recorder, v, NULL, NULL, (gint) state, FALSE, caption);
    }
}

/* Value iteration's sweep K: printed with --steps, recorded for --gif. */
static void
note_sweep (const QdMdpCliPlan *plan, guint64 k, double residual, const double *v)
{
  char number[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *iteration = g_strdup_printf ("%" G_GUINT64_FORMAT, k);
  g_autofree char *caption = NULL;

  g_ascii_formatd (number, sizeof number, "%.6g", residual);
  if (plan->steps)
    printf ("iteration %s: residual %s\n", iteration, number);
  if (plan->recorder != NULL)
    {
      caption = g_strdup_printf (_("V%s: residual %s"), iteration, number);
      qd_mdp_cli_record (plan->recorder, v, NULL, NULL, -1, FALSE, caption);
    }
}

/* The steps to take: K, or the default cap when the run goes to the bound. */
static guint64
step_cap (const QdMdpCliPlan *plan, guint64 per_cap)
{
  return plan->iterations >= 0 ? (guint64) plan->iterations : per_cap;
}

static gboolean
to_bound (const QdMdpCliPlan *plan)
{
  return plan->iterations < 0 || plan->epsilon_given;
}

static void
value_iteration (const QdMdpCliWorld *world, const QdMdpCliPlan *plan, const gint *stop, QdMdpCliResult *result)
{
  const QdMarkov *model = world->model;
  double bound = qd_markov_stopping_bound (plan->epsilon, world->gamma);
  g_autofree double *out = g_new0 (double, model->n_states);
  guint64 cap = step_cap (plan, QD_MDP_CLI_DEFAULT_CAP), k = 0;

  result->residuals = g_array_new (FALSE, FALSE, sizeof (double));
  while (k < cap && !(result->stopped = stopped (stop)))
    {
      double residual = qd_markov_sweep (model, world->gamma, result->v, out);
      double *swap = result->v;

      result->v = out;
      out = swap;
      k++;
      g_array_append_val (result->residuals, residual);
      note_sweep (plan, k, residual, result->v);
      if (to_bound (plan) && residual <= bound)
        break;
    }
  result->count_name = "iterations";
  result->count = k;
}

/* One state per update, cycling through the course's order; to the bound,
 * a whole cycle whose largest change is within it ends the run. */
static void
async_iteration (const QdMdpCliWorld *world, const QdMdpCliPlan *plan, const gint *stop, QdMdpCliResult *result)
{
  const QdMarkov *model = world->model;
  g_autofree guint *order = course_order (model);
  double bound = qd_markov_stopping_bound (plan->epsilon, world->gamma), cycle_change = 0;
  guint64 cap = step_cap (plan, (guint64) QD_MDP_CLI_DEFAULT_CAP * model->n_states), k = 0;

  while (k < cap && !(result->stopped = stopped (stop)))
    {
      guint s = order[k % model->n_states];
      double change = qd_markov_update_state (model, world->gamma, result->v, s);

      cycle_change = MAX (cycle_change, change);
      k++;
      note_update (world, plan, k, s, result->v);
      if (k % model->n_states == 0)
        {
          if (to_bound (plan) && cycle_change <= bound)
            break;
          cycle_change = 0;
        }
    }
  result->count_name = "updates";
  result->count = k;
}

/* The course's prioritized sweeping (θ = 1e-5); to the bound, until the
 * queue is empty. */
static void
prioritized (const QdMdpCliWorld *world, const QdMdpCliPlan *plan, const gint *stop, QdMdpCliResult *result)
{
  const QdMarkov *model = world->model;
  g_autofree guint *order = course_order (model);
  g_autoptr(QdMarkovPrioritized) sweeper = qd_markov_prioritized_new (model, world->gamma, 1e-5, order, result->v);
  guint64 cap = step_cap (plan, (guint64) QD_MDP_CLI_DEFAULT_CAP * model->n_states), k = 0;

  while (k < cap && !(result->stopped = stopped (stop)))
    {
      guint s = qd_markov_prioritized_next (sweeper);

      if (!qd_markov_prioritized_step (sweeper))
        break;
      k++;
      note_update (world, plan, k, s, result->v);
    }
  result->count_name = "updates";
  result->count = k;
}

/* From the first action of each state (north: the course's order), one
 * round at a time: evaluate, improve.  Not the greedy policy of V = 0: its
 * ties are broken by rounding (a bump's outcomes merge), and with γ = 1 it
 * may walk into a wall for ever where the first action does not. */
static gboolean
policy_iteration (const QdMdpCliWorld *world, const QdMdpCliPlan *plan, const gint *stop, QdMdpCliResult *result,
                  GError **error)
{
  const QdMarkov *model = world->model;
  guint sweeps = plan->algorithm == QD_MDP_CLI_MODIFIED_PI ? plan->evaluation_sweeps : 0;
  g_autofree guint *before = g_new (guint, model->n_states);
  guint64 cap = step_cap (plan, QD_MDP_CLI_DEFAULT_CAP), k = 0;
  gboolean stable = FALSE;

  result->policy = g_new (guint, model->n_states);
  for (guint s = 0; s < model->n_states; s++)
    result->policy[s] = qd_markov_n_actions_of (model, s) > 0 ? model->first_action[s] : G_MAXUINT;
  while (k < cap && !stable && !(result->stopped = stopped (stop)))
    {
      guint changes = 0;

      memcpy (before, result->policy, model->n_states * sizeof *before);
      if (qd_markov_policy_iteration (model, world->gamma, sweeps, 1, result->policy, result->v, &stable, error) == 0)
        return FALSE;
      k++;
      for (guint s = 0; s < model->n_states; s++)
        changes += before[s] != result->policy[s];
      if (plan->steps)
        printf ("round %" G_GUINT64_FORMAT ": %u changes\n", k, changes);
      if (plan->recorder != NULL)
        {
          g_autofree char *round = g_strdup_printf ("%" G_GUINT64_FORMAT, k);
          g_autofree char *caption = g_strdup_printf (_("Round %s: %u changes"), round, changes);

          qd_mdp_cli_record (plan->recorder, result->v, NULL, result->policy, -1, FALSE, caption);
        }
    }
  result->count_name = "rounds";
  result->count = k;
  if (!stable && !result->stopped && plan->iterations < 0)
    {
      g_autofree char *rounds = g_strdup_printf ("%" G_GUINT64_FORMAT, k);

      g_printerr (_("quandary-cli: the policy still changed after %s rounds\n"), rounds);
    }
  return TRUE;
}

gboolean
qd_mdp_cli_plan (const QdMdpCliWorld *world, const QdMdpCliPlan *plan, const gint *stop, QdMdpCliResult *result,
                 GError **error)
{
  result->v = g_new0 (double, world->model->n_states);
  qd_mdp_cli_record (plan->recorder, result->v, NULL, NULL, -1, FALSE, _("V0 = 0"));
  switch (plan->algorithm)
    {
    case QD_MDP_CLI_VALUE_ITERATION:
      value_iteration (world, plan, stop, result);
      break;
    case QD_MDP_CLI_ASYNC:
      async_iteration (world, plan, stop, result);
      break;
    case QD_MDP_CLI_PRIORITIZED:
      prioritized (world, plan, stop, result);
      break;
    case QD_MDP_CLI_POLICY_ITERATION:
    case QD_MDP_CLI_MODIFIED_PI:
      return policy_iteration (world, plan, stop, result, error);
    }
  if (plan->iterations < 0 && !result->stopped && plan->algorithm != QD_MDP_CLI_PRIORITIZED &&
      result->count == step_cap (plan, plan->algorithm == QD_MDP_CLI_ASYNC
                                         ? (guint64) QD_MDP_CLI_DEFAULT_CAP * world->model->n_states
                                         : QD_MDP_CLI_DEFAULT_CAP))
    {
      g_autofree char *steps = g_strdup_printf ("%" G_GUINT64_FORMAT, result->count);

      g_printerr (_("quandary-cli: the residual was still above the bound after %s steps (--iterations sets "
                    "their number)\n"), steps);
    }
  return TRUE;
}
