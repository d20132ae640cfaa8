/* qd-markov-prioritized.c — prioritized sweeping over a QdMarkov (qd-markov.h): a
 * binary heap of states keyed by priority, then by the order they were
 * first queued (the earliest wins a tie), with each state's place in the
 * heap kept so that raising a queued state's priority is a sift up. */
#include "config.h"
#include "qd-markov.h"

#include <math.h>

struct _QdMarkovPrioritized
{
  const QdMarkov *mdp;
  double gamma, theta;
  double *v;
  guint *pred_first;    /* n_states + 1 */
  guint *pred;          /* the predecessors of each state, in ORDER */
  /* the heap */
  guint n;
  guint *heap;          /* states */
  double *priority;     /* per state, while queued */
  guint64 *ticket;      /* per state: when it was queued */
  gint *place;          /* per state: its index in heap, -1 when not queued */
  guint64 next_ticket;
};

/* |V(S) - max_a Q(S, a)|: what the state's update would change. */
static double
difference (QdMarkovPrioritized *self, guint s)
{
  double best;

  qd_markov_best_action (self->mdp, self->gamma, self->v, s, &best);
  return fabs (self->v[s] - best);
}

static gboolean
before (QdMarkovPrioritized *self, guint a, guint b)
{
  return self->priority[a] > self->priority[b] ||
         (self->priority[a] == self->priority[b] && self->ticket[a] < self->ticket[b]);
}

static void
put (QdMarkovPrioritized *self, guint i, guint s)
{
  self->heap[i] = s;
  self->place[s] = (gint) i;
}

static void
sift_up (QdMarkovPrioritized *self, guint i)
{
  guint s = self->heap[i];

  while (i > 0 && before (self, s, self->heap[(i - 1) / 2]))
    {
      put (self, i, self->heap[(i - 1) / 2]);
      i = (i - 1) / 2;
    }
  put (self, i, s);
}

static void
sift_down (QdMarkovPrioritized *self, guint i)
{
  guint s = self->heap[i];

  for (;;)
    {
      guint c = 2 * i + 1;

      if (c >= self->n)
        break;
      if (c + 1 < self->n && before (self, self->heap[c + 1], self->heap[c]))
        c++;
      if (!before (self, self->heap[c], s))
        break;
      put (self, i, self->heap[c]);
      i = c;
    }
  put (self, i, s);
}

/* Queues S with PRIORITY, or raises its priority if it is queued lower. */
static void
queue (QdMarkovPrioritized *self, guint s, double priority)
{
  if (self->place[s] >= 0)
    {
      if (self->priority[s] >= priority)
        return;
      self->priority[s] = priority;
      sift_up (self, (guint) self->place[s]);
      return;
    }
  self->priority[s] = priority;
  self->ticket[s] = self->next_ticket++;
  put (self, self->n, s);
  self->n++;
  sift_up (self, self->n - 1);
}

QdMarkovPrioritized *
qd_markov_prioritized_new (const QdMarkov *mdp, double gamma, double theta, const guint *order, double *v)
{
  QdMarkovPrioritized *self = g_new0 (QdMarkovPrioritized, 1);
  guint n = mdp->n_states;
  g_autofree guint *last = g_new (guint, n);
  g_autofree guint *fill = NULL;

  self->mdp = mdp;
  self->gamma = gamma;
  self->theta = theta;
  self->v = v;
  self->pred_first = g_new0 (guint, (gsize) n + 1);
  self->heap = g_new (guint, n);
  self->priority = g_new0 (double, n);
  self->ticket = g_new0 (guint64, n);
  self->place = g_new (gint, n);
  /* Predecessors, counted then filled, each once, in ORDER. */
  for (guint pass = 0; pass < 2; pass++)
    {
      for (guint s = 0; s < n; s++)
        last[s] = G_MAXUINT;
      for (guint k = 0; k < n; k++)
        {
          guint s = order[k];

          for (guint a = mdp->first_action[s]; a < mdp->first_action[s + 1]; a++)
            for (guint o = mdp->first_outcome[a]; o < mdp->first_outcome[a + 1]; o++)
              {
                guint t = mdp->next[o];

                if (mdp->prob[o] <= 0 || last[t] == s)
                  continue;
                last[t] = s;
                if (pass == 0)
                  self->pred_first[t + 1]++;
                else
                  self->pred[fill[t]++] = s;
              }
        }
      if (pass == 0)
        {
          for (guint s = 0; s < n; s++)
            self->pred_first[s + 1] += self->pred_first[s];
          self->pred = g_new (guint, MAX (self->pred_first[n], 1));
          fill = g_memdup2 (self->pred_first, sizeof (guint) * n);
        }
    }
  for (guint s = 0; s < n; s++)
    self->place[s] = -1;
  for (guint k = 0; k < n; k++)
    if (qd_markov_n_actions_of (mdp, order[k]) > 0)
      queue (self, order[k], difference (self, order[k]));
  return self;
}

void
qd_markov_prioritized_free (QdMarkovPrioritized *self)
{
  if (self == NULL)
    return;
  g_free (self->pred_first);
  g_free (self->pred);
  g_free (self->heap);
  g_free (self->priority);
  g_free (self->ticket);
  g_free (self->place);
  g_free (self);
}

guint
qd_markov_prioritized_next (const QdMarkovPrioritized *self)
{
  return self->n > 0 ? self->heap[0] : G_MAXUINT;
}

gboolean
qd_markov_prioritized_step (QdMarkovPrioritized *self)
{
  guint s;

  if (self->n == 0)
    return FALSE;
  s = self->heap[0];
  self->place[s] = -1;
  self->n--;
  if (self->n > 0)
    {
      put (self, 0, self->heap[self->n]);
      sift_down (self, 0);
    }
  qd_markov_update_state (self->mdp, self->gamma, self->v, s);
  for (guint k = self->pred_first[s]; k < self->pred_first[s + 1]; k++)
    {
      guint p = self->pred[k];
      double diff = difference (self, p);

      if (diff > self->theta)
        queue (self, p, diff);
    }
  return TRUE;
}
