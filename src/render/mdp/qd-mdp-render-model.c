/* qd-mdp-render-model.c — the model's numbers (by state and by global
 * action) laid out by cell for the drawing (qd-mdp-render.h). */
#include "config.h"
#include "qd-mdp-render.h"

#include <string.h>

/* The model's Q of global action a: given, or computed from V. */
static double
model_q (const QdMarkov *model, double gamma, const double *v, const double *q_model, guint a)
{
  return q_model != NULL ? q_model[a] : qd_markov_q (model, gamma, v, a);
}

/* One state's actions into its cell's slots and its first best action. */
static void
state_to_cell (const QdMarkov *model, double gamma, const double *v, const double *q_model, guint s, guint cell,
               double *q, guint8 *known, gint8 *policy)
{
  double best = 0;
  gint best_label = -1;

  for (guint a = model->first_action[s]; a < model->first_action[s + 1]; a++)
    {
      guint label = model->action_label[a];
      double value;

      if (label >= QD_MDP_N_ACTIONS)
        continue;
      value = (q != NULL || policy != NULL) ? model_q (model, gamma, v, q_model, a) : 0;
      if (q != NULL)
        q[(gsize) cell * QD_MDP_N_ACTIONS + label] = value;
      if (known != NULL)
        known[cell] |= (guint8) (1u << label);
      if (best_label < 0 || value > best)
        {
          best = value;
          best_label = (gint) label;
        }
    }
  if (policy != NULL)
    policy[cell] = (gint8) best_label;
}

void
qd_mdp_render_from_model (const QdMdpWorld *world, const QdMarkov *model, const guint *cell_of, const double *v,
                          const double *q_model, double *values, double *q, guint8 *known, gint8 *policy)
{
  gsize n = (gsize) world->w * world->h;

  g_return_if_fail ((q == NULL && known == NULL) || q_model != NULL);
  g_return_if_fail (policy == NULL || q_model != NULL || v != NULL);
  if (values != NULL)
    memset (values, 0, n * sizeof *values);
  if (q != NULL)
    memset (q, 0, n * QD_MDP_N_ACTIONS * sizeof *q);
  if (known != NULL)
    memset (known, 0, n);
  if (policy != NULL)
    memset (policy, -1, n);
  for (guint s = 0; s + 1 < model->n_states; s++)
    {
      guint cell = cell_of[s];

      if (values != NULL && v != NULL)
        values[cell] = v[s];
      if (q != NULL || known != NULL || policy != NULL)
        state_to_cell (model, world->discount, v, q_model, s, cell, q, known, policy);
    }
}
