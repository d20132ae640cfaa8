/* qd-hmm-track.c — what the hunter believes: each ghost's exact belief (the
 * ghosts move independently given the hunter, so one filter per ghost is
 * the exact joint belief's marginal), particles beside it, and the
 * computer's greedy move toward the likeliest ghost. */
#include "config.h"
#include "qd-hmm-hunt.h"
#include "qd-hmm.h"

#include <glib/gi18n.h>
#include <string.h>

void
qd_hmm_tracker_free (QdHmmTracker *tracker)
{
  if (tracker == NULL)
    return;
  if (tracker->particles != NULL)
    for (guint g = 0; g < tracker->hunt->n_ghosts; g++)
      qd_hidden_particles_free (tracker->particles[g]);
  g_free (tracker->particles);
  g_free (tracker->belief);
  g_free (tracker->likelihood);
  g_free (tracker->scratch);
  g_free (tracker);
}

static gboolean
impossible (const QdHmmTracker *tracker, guint ghost, GError **error)
{
  g_set_error (error, QD_HMM_ERROR, QD_HMM_ERROR_IMPOSSIBLE,
               _("ghost %u's reading %d cannot be under the sensor model (turn %u)"), ghost + 1,
               tracker->hunt->reading[ghost], tracker->hunt->turns);
  return FALSE;
}

/* Every ghost's beliefs one step on: moved (but on the first step), weighed by its reading. */
static gboolean
observe_all (QdHmmTracker *tracker, GError **error)
{
  const QdHmmHunt *hunt = tracker->hunt;
  guint n = hunt->grid->n_cells;

  for (guint g = 0; g < hunt->n_ghosts; g++)
    {
      double *belief = tracker->belief + (gsize) g * n;

      if (hunt->caught[g])
        {
          memset (belief, 0, sizeof (double) * n);
          belief[hunt->ghost[g]] = 1;
          continue;
        }
      qd_hmm_hunt_likelihood (hunt, hunt->reading[g], tracker->likelihood);
      memcpy (tracker->scratch, belief, sizeof (double) * n);
      if (qd_hidden_filter_step (hunt->model, tracker->steps == 0 ? NULL : tracker->scratch, tracker->likelihood,
                                 belief) == 0)
        return impossible (tracker, g, error);
      if (tracker->particles != NULL)
        {
          tracker->particles[g]->model = hunt->model;   /* rebuilt when the hunter moved */
          if (qd_hidden_particles_step_likelihood (tracker->particles[g], tracker->likelihood) != QD_HIDDEN_OK)
            return impossible (tracker, g, error);
        }
    }
  tracker->steps++;
  return TRUE;
}

QdHmmTracker *
qd_hmm_tracker_new (const QdHmmHunt *hunt, guint n_particles, guint64 seed, QdHiddenResample resample,
                    GError **error)
{
  QdHmmTracker *tracker = g_new0 (QdHmmTracker, 1);
  guint n = hunt->grid->n_cells;

  tracker->hunt = hunt;
  tracker->belief = g_new0 (double, (gsize) hunt->n_ghosts * n);
  tracker->likelihood = g_new (double, n);
  tracker->scratch = g_new (double, n);
  if (n_particles > 0)
    {
      tracker->particles = g_new0 (QdHiddenParticles *, hunt->n_ghosts);
      for (guint g = 0; g < hunt->n_ghosts; g++)
        tracker->particles[g] = qd_hidden_particles_new (hunt->model, n_particles, seed + g, resample);
    }
  if (!observe_all (tracker, error))
    {
      qd_hmm_tracker_free (tracker);
      return NULL;
    }
  return tracker;
}

gboolean
qd_hmm_tracker_update (QdHmmTracker *tracker, GError **error)
{
  return observe_all (tracker, error);
}

const double *
qd_hmm_tracker_belief (const QdHmmTracker *tracker, guint ghost)
{
  return tracker->belief + (gsize) ghost * tracker->hunt->grid->n_cells;
}

void
qd_hmm_tracker_particle_belief (const QdHmmTracker *tracker, guint ghost, double *out)
{
  g_return_if_fail (tracker->particles != NULL);
  if (tracker->hunt->caught[ghost])
    memcpy (out, qd_hmm_tracker_belief (tracker, ghost), sizeof (double) * tracker->hunt->grid->n_cells);
  else
    qd_hidden_particles_estimate (tracker->particles[ghost], out);
}

/* Path lengths from FROM over the open squares (G_MAXUINT: out of reach). */
static guint *
distances_from (const QdHiddenGrid *grid, guint from)
{
  guint *distance = g_new (guint, grid->n_cells), *queue = g_new (guint, grid->n_cells), head = 0, tail = 0;

  for (guint s = 0; s < grid->n_cells; s++)
    distance[s] = G_MAXUINT;
  distance[from] = 0;
  queue[tail++] = from;
  while (head < tail)
    {
      guint s = queue[head++];

      for (guint d = 0; d < 4; d++)
        {
          guint next = qd_hidden_grid_step (grid, s, d);

          if (next != G_MAXUINT && distance[next] == G_MAXUINT)
            distance[next] = distance[s] + 1, queue[tail++] = next;
        }
    }
  g_free (queue);
  return distance;
}

guint
qd_hmm_hunt_greedy_move (const QdHmmHunt *hunt, const QdHmmTracker *tracker)
{
  const QdHiddenGrid *grid = hunt->grid;
  g_autofree guint *from_hunter = NULL, *to_target = NULL;
  guint target = G_MAXUINT, best_direction = QD_HMM_STAY, best = G_MAXUINT;

  if (hunt->hunter == G_MAXUINT)   /* a localization world: nobody to move */
    return QD_HMM_STAY;
  from_hunter = distances_from (grid, hunt->hunter);

  for (guint g = 0; g < hunt->n_ghosts; g++)
    {
      const double *belief = qd_hmm_tracker_belief (tracker, g);
      guint likeliest = 0;

      if (hunt->caught[g])
        continue;
      for (guint s = 1; s < grid->n_cells; s++)
        if (belief[s] > belief[likeliest])
          likeliest = s;
      if (target == G_MAXUINT || from_hunter[likeliest] < from_hunter[target])
        target = likeliest;
    }
  if (target == G_MAXUINT)
    return QD_HMM_STAY;
  to_target = distances_from (grid, target);
  for (guint d = 0; d <= QD_HMM_STAY; d++)
    {
      guint next = d == QD_HMM_STAY ? hunt->hunter : qd_hidden_grid_step (grid, hunt->hunter, d);

      if (next != G_MAXUINT && to_target[next] < best)
        best = to_target[next], best_direction = d;
    }
  return best_direction;
}
