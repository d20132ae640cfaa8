/* qd-hmm-cli-model.c — `quandary-cli hmm MODEL --evidence …`: the question
 * asked of the model (problems/hmm's qd_hmm_ask, the one way the tab and
 * the reports ask it too) and its lines. */
#include "config.h"
#include "qd-hmm-cli.h"

#include <float.h>
#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>

#include "core/qd-format.h"

void
qd_hmm_cli_append_belief (GString *out, const QdHmm *hmm, gsize t, const double *row)
{
  qd_string_append_c (out, "%" G_GSIZE_FORMAT, t);
  for (guint s = 0; s < qd_hmm_n_states (hmm); s++)
    qd_string_append_c (out, " %s %.*f", hmm->states[s], QD_HMM_CLI_DECIMALS, row[s]);
  g_string_append_c (out, '\n');
}

void
qd_hmm_cli_append_probability (GString *out, const char *name, double log_value)
{
  double value = exp (log_value);

  if (value >= DBL_MIN)
    qd_string_append_c (out, "%s %.10g\n", name, value);
  else
    qd_string_append_c (out, "log-%s %.15g\n", name, log_value);
}

/* Viterbi: `t STATE` per step, then the joint P(x*, e_1:T), the posterior
 * P(x* | e_1:T) and the book's message m_1:T = P(x*, e_1:T) / P(e_1). */
static void
format_viterbi (GString *out, const QdHmmCliQuestion *question, const QdHmmAnswer *answer)
{
  double log_joint;

  for (gsize t = 0; t < answer->steps; t++)
    qd_string_append_c (out, "%" G_GSIZE_FORMAT " %s\n", t + 1, question->hmm->states[answer->path[t]]);
  if (answer->steps == 0)
    return;
  log_joint = answer->log_joint;
  qd_hmm_cli_append_probability (out, "probability", log_joint);
  qd_hmm_cli_append_probability (out, "posterior", log_joint - answer->log_likelihood);
  qd_hmm_cli_append_probability (out, "message", answer->log_best);
}

double
qd_hmm_cli_total_variation (const QdHmmAnswer *answer, gsize t)
{
  const double *estimate = answer->belief + t * answer->n_states, *exact = answer->exact + t * answer->n_states;
  double sum = 0;

  for (guint s = 0; s < answer->n_states; s++)
    sum += fabs (estimate[s] - exact[s]);
  return sum / 2;
}

/* The particles: the largest total variation from the exact filter (and
 * its step) and the mean over the steps, then the steps reinitialised. */
static void
format_particles (GString *out, const QdHmmAnswer *answer)
{
  double largest = 0, sum = 0;
  gsize at = 0;

  for (gsize t = 0; t < answer->steps; t++)
    {
      double tv = qd_hmm_cli_total_variation (answer, t);

      sum += tv;
      if (tv > largest || at == 0)
        largest = tv, at = t + 1;
    }
  qd_string_append_c (out, "total-variation max %.10f at %" G_GSIZE_FORMAT " mean %.10f\n", largest, at,
                      answer->steps > 0 ? sum / (double) answer->steps : 0.0);
  qd_string_append_c (out, "reinitialised %" G_GUINT64_FORMAT "\n", answer->reinitialised);
}

void
qd_hmm_cli_format_answer (GString *out, const QdHmmCliQuestion *question, const QdHmmAnswer *answer)
{
  guint n = answer->n_states;

  if (question->likelihood)
    {
      qd_string_append_c (out, "log-likelihood %.15g\n", answer->log_likelihood);
      if (exp (answer->log_likelihood) >= DBL_MIN)
        qd_string_append_c (out, "likelihood %.10g\n", exp (answer->log_likelihood));
      return;
    }
  if (question->ask.question == QD_HMM_VITERBI)
    {
      format_viterbi (out, question, answer);
      return;
    }
  for (gsize t = 0; t < answer->steps; t++)
    qd_hmm_cli_append_belief (out, question->hmm, t + 1, answer->belief + t * n);
  for (guint k = 0; answer->predicted != NULL && k < question->ask.predict; k++)
    qd_hmm_cli_append_belief (out, question->hmm, answer->steps + k + 1, answer->predicted + (gsize) k * n);
  if (question->ask.question == QD_HMM_PARTICLES)
    format_particles (out, answer);
}

gboolean
qd_hmm_cli_answer (const QdHmmCliQuestion *question, QdHmmAnswer *answer, GError **error)
{
  if (qd_hmm_ask (question->hmm, question->evidence, question->T, &question->ask, answer, error))
    return TRUE;
  g_prefix_error (error, "%s: ", question->path);
  return FALSE;
}

int
qd_hmm_cli_model (const QdHmmCliQuestion *question, const QdCliPictures *pictures)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  QdHmmAnswer answer = { 0 };
  int status = QD_EXIT_OK;

  if (!qd_hmm_cli_answer (question, &answer, &error))
    {
      qd_cli_print_error (error);
      status = QD_EXIT_INPUT;
    }
  else if (answer.status == QD_HIDDEN_STOPPED)
    {
      g_printerr (_("quandary-cli: stopped before the end: nothing is printed\n"));
      status = QD_EXIT_STOPPED;
    }
  else
    {
      if (question->steps)
        qd_hmm_cli_format_steps (out, question, &answer);
      qd_hmm_cli_format_answer (out, question, &answer);
      fputs (out->str, stdout);
      fflush (stdout);
      if (!qd_hmm_cli_draw_model (pictures, question, &answer))
        status = QD_EXIT_INPUT;
    }
  qd_hmm_answer_clear (&answer);
  return status;
}
