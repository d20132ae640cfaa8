/* qd-hmm-cli-steps.c — `quandary-cli hmm --steps`: each step of the
 * answer, as the book works it (AIMA 4th ed. §14.2): the forward message
 * pushed one transition on (PREDICT), weighed by the evidence and
 * normalised (UPDATE); smoothing's backward messages; Viterbi's messages
 * m_1:t and each state's best predecessor; the particles' effective size. */
#include "config.h"
#include "qd-hmm-cli.h"

#include <float.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "render/hmm/qd-hmm-render.h"

static const char *
observation (const QdHmm *hmm, guint e)
{
  return e == QD_HIDDEN_NONE ? "-" : hmm->observations[e];
}

/* "  LABEL STATE P …" with P in %.10g. */
static void
append_row (GString *out, const QdHmm *hmm, const char *label, const double *row)
{
  g_string_append_printf (out, "  %s", label);
  for (guint s = 0; s < qd_hmm_n_states (hmm); s++)
    qd_string_append_c (out, " %s %.10g", hmm->states[s], row[s]);
  g_string_append_c (out, '\n');
}

/* P(e | X) per state, NULL for no observation. */
static const double *
likelihood_of (const QdHidden *m, guint e, double *out)
{
  if (e == QD_HIDDEN_NONE)
    return NULL;
  for (guint j = 0; j < m->n_states; j++)
    out[j] = m->sensor[(gsize) j * m->n_obs + e];
  return out;
}

/* PREDICT and UPDATE of every step: P(X_t | e_1:t-1), times P(e_t | X_t),
 * the normaliser P(e_t | e_1:t-1) and the filtered P(X_t | e_1:t). */
static void
forward_steps (GString *out, const QdHmmCliQuestion *q)
{
  const QdHidden *m = q->hmm->numbers;
  guint n = m->n_states;
  g_autofree double *from = g_new (double, n), *predicted = g_new (double, n), *weighed = g_new (double, n),
                    *likelihood = g_new (double, n), *to = g_new (double, n);

  for (gsize t = 0; t < q->T; t++)
    {
      const double *l = likelihood_of (m, q->evidence[t], likelihood);
      double norm;

      g_string_append_printf (out, "step %" G_GSIZE_FORMAT " %s\n", t + 1, observation (q->hmm, q->evidence[t]));
      qd_hidden_filter_step (m, t == 0 ? NULL : from, NULL, predicted);
      append_row (out, q->hmm, "predicted", predicted);
      for (guint j = 0; j < n; j++)
        weighed[j] = predicted[j] * (l != NULL ? l[j] : 1.0);
      append_row (out, q->hmm, "weighed", weighed);
      norm = qd_hidden_filter_step (m, t == 0 ? NULL : from, l, to);
      qd_string_append_c (out, "  normaliser %.10g\n", norm);
      append_row (out, q->hmm, "filtered", to);
      memcpy (from, to, sizeof (double) * n);
    }
}

/* b_k:T(i) = Σ_j P(j | i) P(e_k | j) b_k+1:T(j), scaled to sum to 1, from
 * b_T+1:T = 1 down to b_2:T. */
static void
backward_steps (GString *out, const QdHmmCliQuestion *q)
{
  const QdHidden *m = q->hmm->numbers;
  guint n = m->n_states;
  g_autofree double *b = g_new (double, n), *next = g_new (double, n), *likelihood = g_new (double, n);

  for (guint i = 0; i < n; i++)
    b[i] = 1.0 / n;
  for (gsize k = q->T; k >= 1; k--)
    {
      g_autofree char *label = g_strdup_printf ("backward %" G_GSIZE_FORMAT, k);
      const double *l;
      double sum = 0;

      append_row (out, q->hmm, label, b);
      if (k == 1)
        break;
      l = likelihood_of (m, q->evidence[k - 1], likelihood);
      for (guint i = 0; i < n; i++)
        {
          next[i] = 0;
          for (guint r = m->first[i]; r < m->first[i + 1]; r++)
            next[i] += m->prob[r] * (l != NULL ? l[m->next[r]] : 1.0) * b[m->next[r]];
          sum += next[i];
        }
      for (guint i = 0; i < n; i++)
        b[i] = sum > 0 ? next[i] / sum : 0;
    }
}

/* A message m_1:t written as a probability, or exp(L) where it underflows. */
static void
append_message (GString *out, double log_value)
{
  if (exp (log_value) >= DBL_MIN)
    qd_string_append_c (out, " %.10g", exp (log_value));
  else
    qd_string_append_c (out, " exp(%.10g)", log_value);
}

/* Viterbi: per step the messages m_1:t and each state's best predecessor. */
static void
viterbi_steps (GString *out, const QdHmmCliQuestion *q, const QdHmmAnswer *a)
{
  guint n = a->n_states;
  g_autofree guint *back = g_new (guint, n);

  for (gsize t = 0; t < a->steps; t++)
    {
      g_string_append_printf (out, "step %" G_GSIZE_FORMAT " %s\n  messages", t + 1,
                              observation (q->hmm, q->evidence[t]));
      for (guint s = 0; s < n; s++)
        {
          g_string_append_printf (out, " %s", q->hmm->states[s]);
          append_message (out, a->log_messages[t * n + s]);
        }
      g_string_append (out, "\n  from");
      if (t > 0)
        qd_hmm_render_trellis_back (q->hmm->numbers, a->log_messages, t + 1, back);
      for (guint s = 0; s < n; s++)
        g_string_append_printf (out, " %s %s", q->hmm->states[s],
                                t == 0 || back[s] == G_MAXUINT ? "-" : q->hmm->states[back[s]]);
      g_string_append_c (out, '\n');
    }
}

/* The particles: each step's effective sample size and total variation. */
static void
particle_steps (GString *out, const QdHmmCliQuestion *q, const QdHmmAnswer *a)
{
  for (gsize t = 0; t < a->steps; t++)
    {
      qd_string_append_c (out, "step %" G_GSIZE_FORMAT " %s effective %.10g total-variation %.10f\n", t + 1,
                          observation (q->hmm, q->evidence[t]), a->effective[t], qd_hmm_cli_total_variation (a, t));
    }
}

void
qd_hmm_cli_format_steps (GString *out, const QdHmmCliQuestion *question, const QdHmmAnswer *answer)
{
  if (question->ask.question == QD_HMM_VITERBI)
    viterbi_steps (out, question, answer);
  else if (question->ask.question == QD_HMM_PARTICLES)
    particle_steps (out, question, answer);
  else
    {
      forward_steps (out, question);
      if (question->ask.question == QD_HMM_SMOOTH)
        backward_steps (out, question);
    }
}
