/* qd-hmm.c — a hidden Markov model: built, checked, prepared for inference. */
#include "config.h"
#include "qd-hmm.h"

#include <math.h>

G_DEFINE_QUARK (qd-hmm-error-quark, qd_hmm_error)

QdHmm *
qd_hmm_new (guint n_states, guint n_obs, GError **error)
{
  QdHmm *hmm;

  if (n_states == 0 || n_obs == 0)
    {
      g_set_error (error, QD_HMM_ERROR, QD_HMM_ERROR_INVALID, "a model needs at least one state and one observation");
      return NULL;
    }
  if (n_states > QD_HMM_MAX_STATES || n_obs > QD_HMM_MAX_OBS ||
      (guint64) n_states * n_obs > QD_HMM_MAX_SENSOR)
    {
      g_set_error (error, QD_HMM_ERROR, QD_HMM_ERROR_TOO_BIG,
                   "%u states and %u observations are more than a model takes (%u states, %u observations, "
                   "%" G_GUINT64_FORMAT " sensor entries)", n_states, n_obs, QD_HMM_MAX_STATES, QD_HMM_MAX_OBS,
                   QD_HMM_MAX_SENSOR);
      return NULL;
    }
  hmm = g_new0 (QdHmm, 1);
  hmm->n_states = n_states;
  hmm->n_obs = n_obs;
  hmm->prior = g_new0 (double, n_states);
  hmm->first = g_new0 (guint, (gsize) n_states + 1);
  hmm->sensor = g_new0 (double, (gsize) n_states * n_obs);
  hmm->cap = 16;
  hmm->next = g_new (guint, hmm->cap);
  hmm->prob = g_new (double, hmm->cap);
  return hmm;
}

void
qd_hmm_free (QdHmm *hmm)
{
  if (hmm == NULL)
    return;
  g_free (hmm->prior);
  g_free (hmm->first);
  g_free (hmm->next);
  g_free (hmm->prob);
  g_free (hmm->log_prob);
  g_free (hmm->cumulative);
  g_free (hmm->prior_cumulative);
  g_free (hmm->sensor);
  g_free (hmm);
}

void
qd_hmm_add_transition (QdHmm *hmm, guint from, guint to, double p)
{
  guint k;

  g_return_if_fail (!hmm->finished && from < hmm->n_states && to < hmm->n_states && from >= hmm->last_from);
  /* Rows between the last one and FROM are empty so far: they start here. */
  k = hmm->first[hmm->last_from + 1];
  for (guint s = hmm->last_from + 1; s <= from; s++)
    hmm->first[s] = k;
  hmm->last_from = from;
  if (k == hmm->cap)
    {
      g_return_if_fail (hmm->cap < G_MAXUINT / 2);
      hmm->cap *= 2;
      hmm->next = g_renew (guint, hmm->next, hmm->cap);
      hmm->prob = g_renew (double, hmm->prob, hmm->cap);
    }
  hmm->next[k] = to;
  hmm->prob[k] = p;
  hmm->first[from + 1] = k + 1;
}

static gboolean
bad_number (double p)
{
  return !isfinite (p) || p < 0 || p > 1 + QD_HMM_TOLERANCE;
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
  return fabs (*sum - 1) <= QD_HMM_TOLERANCE;
}

static gboolean
fault (QdHmmFault *where, gint row, gboolean sensor, GError **error, const char *what, double value)
{
  if (where != NULL)
    *where = (QdHmmFault) { row, sensor };
  g_set_error (error, QD_HMM_ERROR, QD_HMM_ERROR_INVALID, "%s %s %.10g, not 1", what,
               isfinite (value) && value >= 0 ? "sum to" : "hold", value);
  return FALSE;
}

static gboolean
check (const QdHmm *hmm, QdHmmFault *where, GError **error)
{
  double sum;

  if (!row_ok (hmm->prior, hmm->n_states, 1, &sum))
    return fault (where, -1, FALSE, error, "the prior's probabilities", sum);
  for (guint s = 0; s < hmm->n_states; s++)
    {
      guint a = hmm->first[s], b = hmm->first[s + 1];
      g_autofree char *what = NULL;

      if (!row_ok (hmm->prob + a, b - a, 1, &sum))
        {
          what = g_strdup_printf ("the transitions of state %u", s);
          return fault (where, (gint) s, FALSE, error, what, sum);
        }
      if (!row_ok (hmm->sensor + (gsize) s * hmm->n_obs, hmm->n_obs, 1, &sum))
        {
          what = g_strdup_printf ("the sensor probabilities of state %u", s);
          return fault (where, (gint) s, TRUE, error, what, sum);
        }
    }
  return TRUE;
}

gboolean
qd_hmm_finish (QdHmm *hmm, QdHmmFault *fault, GError **error)
{
  guint n = hmm->n_states, k;

  g_return_val_if_fail (!hmm->finished, FALSE);
  k = hmm->first[hmm->last_from + 1];
  for (guint s = hmm->last_from + 1; s <= n; s++)
    hmm->first[s] = k;
  hmm->last_from = n - 1;
  if (!check (hmm, fault, error))
    return FALSE;
  hmm->log_prob = g_new (double, MAX (k, 1));
  hmm->cumulative = g_new (double, MAX (k, 1));
  hmm->prior_cumulative = g_new (double, n);
  for (guint s = 0; s < n; s++)
    {
      double run = 0;

      for (guint i = hmm->first[s]; i < hmm->first[s + 1]; i++)
        {
          run += hmm->prob[i];
          hmm->cumulative[i] = run;
          hmm->log_prob[i] = log (hmm->prob[i]);
        }
    }
  {
    double run = 0;

    for (guint s = 0; s < n; s++)
      hmm->prior_cumulative[s] = run += hmm->prior[s];
  }
  hmm->finished = TRUE;
  return TRUE;
}
