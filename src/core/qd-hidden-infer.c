/* qd-hidden-infer.c — exact inference over time: filtering, smoothing (whole
 * and fixed lag), prediction, Viterbi.  Messages are normalised each step
 * (forward) or rescaled (backward); Viterbi's run in logs. */
#include "config.h"
#include "qd-hidden.h"

#include <math.h>
#include <string.h>

/* TO = FROM pushed one transition on (TO zeroed here). */
static void
push (const QdHidden *model, const double *from, double *to)
{
  memset (to, 0, sizeof (double) * model->n_states);
  for (guint i = 0; i < model->n_states; i++)
    {
      double f = from[i];

      if (f == 0)
        continue;
      if (model->dense)
        {
          const double *row = model->prob + (gsize) i * model->n_states;

          for (guint j = 0; j < model->n_states; j++)
            to[j] += f * row[j];
          continue;
        }
      for (guint k = model->first[i]; k < model->first[i + 1]; k++)
        to[model->next[k]] += f * model->prob[k];
    }
}

/* V[j] *= P(E | j); returns the sum. */
static double
observe (const QdHidden *model, guint e, double *v)
{
  double sum = 0;

  if (e == QD_HIDDEN_NONE)
    {
      for (guint j = 0; j < model->n_states; j++)
        sum += v[j];
      return sum;
    }
  for (guint j = 0; j < model->n_states; j++)
    sum += v[j] *= model->sensor[(gsize) j * model->n_obs + e];
  return sum;
}

static void
scale (double *v, guint n, double by)
{
  double inverse = 1 / by;

  for (guint j = 0; j < n; j++)
    v[j] *= inverse;
}

static gboolean
evidence_valid (const QdHidden *model, const guint *evidence, gsize T)
{
  for (gsize t = 0; t < T; t++)
    if (evidence[t] != QD_HIDDEN_NONE && evidence[t] >= model->n_obs)
      return FALSE;
  return TRUE;
}

static gboolean
stopped (const QdHiddenRun *run)
{
  return run->stop != NULL && g_atomic_int_get (run->stop);
}

double
qd_hidden_filter_step (const QdHidden *model, const double *from, const double *likelihood, double *to)
{
  guint n = model->n_states;
  double sum = 0;

  g_return_val_if_fail (model->finished, 0);
  if (from == NULL && model->start_is_first)
    memcpy (to, model->prior, sizeof (double) * n);
  else
    push (model, from == NULL ? model->prior : from, to);
  for (guint j = 0; j < n; j++)
    sum += likelihood == NULL ? to[j] : (to[j] *= likelihood[j]);
  if (sum > 0)
    scale (to, n, sum);
  return sum > 0 ? sum : 0;
}

/* Row t of BELIEF: P(X_t+1 | e_1:t+1); the log normalisers summed. */
static QdHiddenStatus
forward (const QdHidden *model, const guint *evidence, gsize T, double *belief, QdHiddenRun *run)
{
  guint n = model->n_states;

  run->log_likelihood = 0;
  for (gsize t = 0; t < T; t++)
    {
      double *row = belief + t * n, sum;

      if (t == 0 && model->start_is_first)
        memcpy (row, model->prior, sizeof (double) * n);
      else
        push (model, t == 0 ? model->prior : row - n, row);
      sum = observe (model, evidence[t], row);
      if (!(sum > 0))
        {
          run->bad_step = t;
          return QD_HIDDEN_IMPOSSIBLE;
        }
      scale (row, n, sum);
      run->log_likelihood += log (sum);
      if (stopped (run))
        return QD_HIDDEN_STOPPED;
    }
  return QD_HIDDEN_OK;
}

QdHiddenStatus
qd_hidden_filter (const QdHidden *model, const guint *evidence, gsize T, double *belief, QdHiddenRun *run)
{
  g_return_val_if_fail (model->finished && evidence_valid (model, evidence, T), QD_HIDDEN_STOPPED);
  return forward (model, evidence, T, belief, run);
}

/* B = P(e_t | X_t-1 = i) summed with the later evidence: B[i] = Σ_j T(i, j)
 * P(E | j) B[j], rescaled to a largest entry of 1 (only ratios matter). */
static void
back (const QdHidden *model, guint e, double *b, double *work)
{
  guint n = model->n_states;
  double largest = 0;

  memcpy (work, b, sizeof (double) * n);
  observe (model, e, work);
  for (guint i = 0; i < n; i++)
    {
      double sum = 0;

      for (guint k = model->first[i]; k < model->first[i + 1]; k++)
        sum += model->prob[k] * work[model->next[k]];
      b[i] = sum;
      largest = MAX (largest, sum);
    }
  if (largest > 0)
    scale (b, n, largest);
}

/* ROW = normalised ROW × B. */
static void
combine (double *row, const double *b, guint n)
{
  double sum = 0;

  for (guint j = 0; j < n; j++)
    sum += row[j] *= b[j];
  if (sum > 0)
    scale (row, n, sum);
}

QdHiddenStatus
qd_hidden_smooth (const QdHidden *model, const guint *evidence, gsize T, double *belief, QdHiddenRun *run)
{
  guint n = model->n_states;
  QdHiddenStatus status;
  g_autofree double *b = NULL, *work = NULL;

  g_return_val_if_fail (model->finished && evidence_valid (model, evidence, T), QD_HIDDEN_STOPPED);
  status = forward (model, evidence, T, belief, run);
  if (status != QD_HIDDEN_OK || T == 0)
    return status;
  b = g_new (double, n);
  work = g_new (double, n);
  for (guint j = 0; j < n; j++)
    b[j] = 1;
  for (gsize t = T; t-- > 0;)
    {
      combine (belief + t * n, b, n);
      if (t > 0)
        back (model, evidence[t], b, work);
      if (stopped (run))
        return QD_HIDDEN_STOPPED;
    }
  return QD_HIDDEN_OK;
}

QdHiddenStatus
qd_hidden_smooth_lag (const QdHidden *model, const guint *evidence, gsize T, guint lag, double *belief, QdHiddenRun *run)
{
  guint n = model->n_states;
  QdHiddenStatus status;
  g_autofree double *b = NULL, *work = NULL;

  g_return_val_if_fail (model->finished && evidence_valid (model, evidence, T), QD_HIDDEN_STOPPED);
  status = forward (model, evidence, T, belief, run);
  if (status != QD_HIDDEN_OK)
    return status;
  b = g_new (double, n);
  work = g_new (double, n);
  /* Row t needs only the evidence after it and its own forward message,
   * so each row is replaced in order. */
  for (gsize t = 0; t < T; t++)
    {
      gsize last = MIN (t + lag, T - 1);

      for (guint j = 0; j < n; j++)
        b[j] = 1;
      for (gsize u = last; u > t; u--)
        back (model, evidence[u], b, work);
      combine (belief + t * n, b, n);
      if (stopped (run))
        return QD_HIDDEN_STOPPED;
    }
  return QD_HIDDEN_OK;
}

void
qd_hidden_predict (const QdHidden *model, const double *belief, guint K, double *out)
{
  guint n = model->n_states;

  g_return_if_fail (model->finished);
  for (guint k = 0; k < K; k++)
    push (model, k == 0 ? belief : out + (gsize) (k - 1) * n, out + (gsize) k * n);
}

/* NEXT[j] = log P(E | j) + max_i (M[i] + log T(i, j)), BACK[j] its i (the
 * lowest on ties); FALSE when every NEXT is -inf. */
static gboolean
viterbi_step (const QdHidden *model, guint e, const double *m, double *next, guint *back)
{
  guint n = model->n_states;
  gboolean any = FALSE;

  for (guint j = 0; j < n; j++)
    next[j] = -INFINITY, back[j] = G_MAXUINT;
  for (guint i = 0; i < n; i++)
    {
      double mi = m[i];

      if (mi == -INFINITY)
        continue;
      if (model->dense)
        {
          const double *row = model->log_prob + (gsize) i * n;

          for (guint j = 0; j < n; j++)
            {
              double v = mi + row[j];
              gboolean better = v > next[j];

              next[j] = better ? v : next[j];
              back[j] = better ? i : back[j];
            }
          continue;
        }
      for (guint k = model->first[i]; k < model->first[i + 1]; k++)
        {
          guint j = model->next[k];
          double v = mi + model->log_prob[k];

          /* Branch-free: the compare is as likely either way. */
          gboolean better = v > next[j];

          next[j] = better ? v : next[j];
          back[j] = better ? i : back[j];
        }
    }
  if (e != QD_HIDDEN_NONE)
    {
      const double *log_sensor = model->log_sensor + (gsize) e * n;

      for (guint j = 0; j < n; j++)
        next[j] += log_sensor[j];
    }
  for (guint j = 0; j < n; j++)
    any |= next[j] != -INFINITY;
  return any;
}

QdHiddenStatus
qd_hidden_viterbi (const QdHidden *model, const guint *evidence, gsize T, guint *path, double *log_messages,
                QdHiddenRun *run)
{
  guint n = model->n_states, best = 0;
  g_autofree double *m = NULL, *next = NULL;
  g_autofree guint *backs = NULL;
  QdHiddenStatus status;

  g_return_val_if_fail (model->finished && evidence_valid (model, evidence, T), QD_HIDDEN_STOPPED);
  if (T == 0)
    return QD_HIDDEN_OK;
  m = g_new (double, n);
  next = g_new (double, n);
  backs = g_new (guint, T * n);
  /* m_1 = P(X_1 | e_1), as the book starts the trellis. */
  status = forward (model, evidence, 1, m, run);
  if (status != QD_HIDDEN_OK)
    return status;
  for (guint j = 0; j < n; j++)
    m[j] = log (m[j]);
  if (log_messages != NULL)
    memcpy (log_messages, m, sizeof (double) * n);
  for (gsize t = 1; t < T; t++)
    {
      if (!viterbi_step (model, evidence[t], m, next, backs + t * n))
        {
          run->bad_step = t;
          return QD_HIDDEN_IMPOSSIBLE;
        }
      memcpy (m, next, sizeof (double) * n);
      if (log_messages != NULL)
        memcpy (log_messages + t * n, m, sizeof (double) * n);
      if (stopped (run))
        return QD_HIDDEN_STOPPED;
    }
  for (guint j = 1; j < n; j++)
    if (m[j] > m[best])
      best = j;
  run->log_likelihood = m[best];
  path[T - 1] = best;
  for (gsize t = T - 1; t > 0; t--)
    path[t - 1] = backs[t * n + path[t]];
  return QD_HIDDEN_OK;
}
