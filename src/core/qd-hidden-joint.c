/* qd-hidden-joint.c — exact filtering of several movers at once (the
 * course's ghosts): the belief over every tuple of their states, PARTS
 * axes of n_states each (part 0 the slowest), each mover pushed along its
 * own axis by the same transitions, then weighed by the product of the
 * parts' likelihoods.  Fits where n_states^parts does (qd_hidden_joint_size). */
#include "config.h"
#include "qd-hidden.h"

#include <string.h>

gsize
qd_hidden_joint_size (guint n_states, guint parts)
{
  guint64 size = 1;

  for (guint a = 0; a < parts; a++)
    {
      if (size > QD_HIDDEN_MAX_JOINT / n_states)
        return 0;
      size *= n_states;
    }
  return parts == 0 ? 0 : (gsize) size;
}

/* OUT = IN pushed one transition on along the axis whose stride is STRIDE. */
static void
push_axis (const QdHidden *model, gsize size, gsize stride, const double *in, double *out)
{
  guint n = model->n_states;
  gsize block = stride * n;

  memset (out, 0, sizeof (double) * size);
  for (gsize base = 0; base < size; base += block)
    for (guint i = 0; i < n; i++)
      for (guint k = model->first[i]; k < model->first[i + 1]; k++)
        {
          const double *from = in + base + i * stride;
          double *to = out + base + (gsize) model->next[k] * stride, p = model->prob[k];

          for (gsize r = 0; r < stride; r++)
            to[r] += p * from[r];
        }
}

/* V *= LIKELIHOOD along the axis of stride STRIDE. */
static void
weigh_axis (guint n, gsize size, gsize stride, const double *likelihood, double *v)
{
  for (gsize base = 0; base < size; base += stride * n)
    for (guint i = 0; i < n; i++)
      {
        double *row = v + base + i * stride, w = likelihood[i];

        for (gsize r = 0; r < stride; r++)
          row[r] *= w;
      }
}

double
qd_hidden_joint_filter_step (const QdHidden *model, guint parts, const double *from,
                             const double *const *likelihoods, double *to, double *work)
{
  guint n = model->n_states;
  gsize size = qd_hidden_joint_size (n, parts), stride = size;
  double sum = 0;

  g_return_val_if_fail (model->finished && size > 0, 0);
  if (from == NULL)
    {
      /* The movers start independently, each from the prior. */
      for (gsize x = 0; x < size; x++)
        to[x] = 1;
      for (guint a = 0; a < parts; a++)
        weigh_axis (n, size, stride /= n, model->prior, to);
      stride = size;
      if (!model->start_is_first)
        for (guint a = 0; a < parts; a++)
          {
            push_axis (model, size, stride /= n, to, work);
            memcpy (to, work, sizeof (double) * size);
          }
    }
  else
    {
      const double *in = from;

      for (guint a = 0; a < parts; a++)
        {
          double *out = (parts - a) % 2 == 1 ? to : work;

          push_axis (model, size, stride /= n, in, out);
          in = out;
        }
    }
  stride = size;
  for (guint a = 0; a < parts; a++)
    {
      stride /= n;
      if (likelihoods != NULL && likelihoods[a] != NULL)
        weigh_axis (n, size, stride, likelihoods[a], to);
    }
  for (gsize x = 0; x < size; x++)
    sum += to[x];
  if (sum > 0)
    for (gsize x = 0; x < size; x++)
      to[x] /= sum;
  return sum > 0 ? sum : 0;
}

void
qd_hidden_joint_marginal (guint n_states, guint parts, const double *joint, guint part, double *out)
{
  gsize size = qd_hidden_joint_size (n_states, parts), stride = size;

  g_return_if_fail (size > 0 && part < parts);
  for (guint a = 0; a <= part; a++)
    stride /= n_states;
  memset (out, 0, sizeof (double) * n_states);
  for (gsize x = 0; x < size; x++)
    out[(x / stride) % n_states] += joint[x];
}
