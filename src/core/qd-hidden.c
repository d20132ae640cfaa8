/* qd-hidden.c — a hidden Markov model: built, checked, prepared for inference. */
#include "config.h"
#include "qd-hidden.h"

#include <math.h>

G_DEFINE_QUARK (qd-hidden-error-quark, qd_hidden_error)

QdHidden *
qd_hidden_new (guint n_states, guint n_obs, GError **error)
{
  QdHidden *model;

  if (n_states == 0 || n_obs == 0)
    {
      g_set_error (error, QD_HIDDEN_ERROR, QD_HIDDEN_ERROR_INVALID, "a model needs at least one state and one observation");
      return NULL;
    }
  if (n_states > QD_HIDDEN_MAX_STATES || n_obs > QD_HIDDEN_MAX_OBS ||
      (guint64) n_states * n_obs > QD_HIDDEN_MAX_SENSOR)
    {
      g_set_error (error, QD_HIDDEN_ERROR, QD_HIDDEN_ERROR_TOO_BIG,
                   "%u states and %u observations are more than a model takes (%u states, %u observations, "
                   "%" G_GUINT64_FORMAT " sensor entries)", n_states, n_obs, QD_HIDDEN_MAX_STATES, QD_HIDDEN_MAX_OBS,
                   QD_HIDDEN_MAX_SENSOR);
      return NULL;
    }
  model = g_new0 (QdHidden, 1);
  model->n_states = n_states;
  model->n_obs = n_obs;
  model->prior = g_new0 (double, n_states);
  model->first = g_new0 (guint, (gsize) n_states + 1);
  model->sensor = g_new0 (double, (gsize) n_states * n_obs);
  model->cap = 16;
  model->next = g_new (guint, model->cap);
  model->prob = g_new (double, model->cap);
  return model;
}

void
qd_hidden_free (QdHidden *model)
{
  if (model == NULL)
    return;
  g_free (model->prior);
  g_free (model->first);
  g_free (model->next);
  g_free (model->prob);
  g_free (model->log_prob);
  g_free (model->cumulative);
  g_free (model->prior_cumulative);
  g_free (model->sensor);
  g_free (model->log_sensor);
  g_free (model);
}

void
qd_hidden_add_transition (QdHidden *model, guint from, guint to, double p)
{
  guint k;

  g_return_if_fail (!model->finished && from < model->n_states && to < model->n_states && from >= model->last_from);
  /* Rows between the last one and FROM are empty so far: they start here. */
  k = model->first[model->last_from + 1];
  for (guint s = model->last_from + 1; s <= from; s++)
    model->first[s] = k;
  model->last_from = from;
  if (k == model->cap)
    {
      g_return_if_fail (model->cap < G_MAXUINT / 2);
      model->cap *= 2;
      model->next = g_renew (guint, model->next, model->cap);
      model->prob = g_renew (double, model->prob, model->cap);
    }
  model->next[k] = to;
  model->prob[k] = p;
  model->first[from + 1] = k + 1;
}

static gboolean
bad_number (double p)
{
  return !isfinite (p) || p < 0 || p > 1 + QD_HIDDEN_TOLERANCE;
}

/* FALSE when a number of ROW is not a probability or ROW does not sum to 1. */
static gboolean
row_ok (const double *row, gsize n, gsize stride, double *sum)
{
  *sum = 0;
  for (gsize i = 0; i < n; i++)
    {
      if (bad_number (row[i * stride]))
        {
          *sum = row[i * stride];
          return FALSE;
        }
      *sum += row[i * stride];
    }
  return fabs (*sum - 1) <= QD_HIDDEN_TOLERANCE;
}

static gboolean
fault (QdHiddenFault *where, gint row, gboolean sensor, GError **error, const char *what, double value)
{
  if (where != NULL)
    *where = (QdHiddenFault) { row, sensor };
  g_set_error (error, QD_HIDDEN_ERROR, QD_HIDDEN_ERROR_INVALID, "%s %s %.10g, not 1", what,
               isfinite (value) && value >= 0 ? "sum to" : "hold", value);
  return FALSE;
}

static gboolean
check (const QdHidden *model, QdHiddenFault *where, GError **error)
{
  double sum;

  if (!row_ok (model->prior, model->n_states, 1, &sum))
    return fault (where, -1, FALSE, error, "the prior's probabilities", sum);
  for (guint s = 0; s < model->n_states; s++)
    {
      guint a = model->first[s], b = model->first[s + 1];
      g_autofree char *what = NULL;

      if (!row_ok (model->prob + a, b - a, 1, &sum))
        {
          what = g_strdup_printf ("the transitions of state %u", s);
          return fault (where, (gint) s, FALSE, error, what, sum);
        }
      if (!row_ok (model->sensor + (gsize) s * model->n_obs, model->n_obs, 1, &sum))
        {
          what = g_strdup_printf ("the sensor probabilities of state %u", s);
          return fault (where, (gint) s, TRUE, error, what, sum);
        }
    }
  return TRUE;
}

gboolean
qd_hidden_finish (QdHidden *model, QdHiddenFault *fault, GError **error)
{
  guint n = model->n_states, k;

  g_return_val_if_fail (!model->finished, FALSE);
  k = model->first[model->last_from + 1];
  for (guint s = model->last_from + 1; s <= n; s++)
    model->first[s] = k;
  model->last_from = n - 1;
  if (!check (model, fault, error))
    return FALSE;
  model->log_prob = g_new (double, MAX (k, 1));
  model->cumulative = g_new (double, MAX (k, 1));
  model->dense = k == (guint64) n * n;
  for (guint i = 0; i < k && model->dense; i++)
    model->dense = model->next[i] == i % n;
  model->prior_cumulative = g_new (double, n);
  model->log_sensor = g_new (double, (gsize) n * model->n_obs);
  for (guint s = 0; s < n; s++)
    for (guint e = 0; e < model->n_obs; e++)
      model->log_sensor[(gsize) e * n + s] = log (model->sensor[(gsize) s * model->n_obs + e]);
  for (guint s = 0; s < n; s++)
    {
      double run = 0;

      for (guint i = model->first[s]; i < model->first[s + 1]; i++)
        {
          run += model->prob[i];
          model->cumulative[i] = run;
          model->log_prob[i] = log (model->prob[i]);
        }
    }
  {
    double run = 0;

    for (guint s = 0; s < n; s++)
      model->prior_cumulative[s] = run += model->prior[s];
  }
  model->finished = TRUE;
  return TRUE;
}
