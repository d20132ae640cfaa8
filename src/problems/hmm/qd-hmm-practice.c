/* qd-hmm-practice.c — the questions of practice on filtering (qd-hmm-practice.h). */
#include "config.h"
#include "qd-hmm-practice.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"

typedef struct
{
  const QdHmm *hmm;
  const guint *evidence;
  gsize T;
  double *filtered;          /* T × n */
  double *predicted;         /* n: the step being asked, before its evidence */
} Run;

/* A probability for people, to the book's three decimals. */
static char *
three (double p)
{
  return qd_format_log_number_locale (log (p), 3);
}

/* A typed state's name as the model spells it. */
static char *
canonical (const char *typed, gpointer data)
{
  const QdHmm *hmm = data;
  g_autofree char *key = qd_practice_name_key (typed);

  for (guint s = 0; s < qd_hmm_n_states (hmm); s++)
    {
      g_autofree char *name = qd_practice_name_key (hmm->states[s]);

      if (strcmp (name, key) == 0)
        return g_strdup (hmm->states[s]);
    }
  return NULL;
}

/* "e1, e2" as the evidence's names: "umbrella, no-umbrella" ("nothing" for none). */
static char *
evidence_text (const Run *run, gsize upto)
{
  GString *text = g_string_new (NULL);

  for (gsize t = 0; t < upto; t++)
    {
      guint e = run->evidence[t];

      g_string_append (text, t > 0 ? ", " : "");
      g_string_append (text, e == QD_HIDDEN_NONE ? "–" : run->hmm->observations[e]);
    }
  if (upto == 0)
    g_string_append (text, _("nothing"));
  return g_string_free (text, FALSE);
}

/* The state asked about at a step: the first of a model of three states or
 * fewer (the book's rain), else the likeliest. */
static guint
asked_state (const Run *run, const double *belief)
{
  guint n = qd_hmm_n_states (run->hmm), best = 0;

  if (n <= 3)
    return 0;
  for (guint s = 1; s < n; s++)
    if (belief[s] > belief[best])
      best = s;
  return best;
}

static void
add_predict (QdPractice *practice, const Run *run, gsize t, guint s)
{
  g_autofree char *before = evidence_text (run, t - 1);
  g_autofree char *value = three (run->predicted[s]);
  g_autofree char *text = g_strdup_printf (_("Predict: what is P(X%zu = %s) given %s, before observation %zu?"), t,
                                           run->hmm->states[s], before, t);
  g_autofree char *why = g_strdup_printf (_("Each state's belief after step %zu goes through the transition model, "
                                            "and the chances of reaching %s add up to %s."), t - 1,
                                          run->hmm->states[s], value);
  const char *hint = t == 1 && !run->hmm->numbers->start_is_first
                       ? _("Start from the prior P(X0) and push it one step through the transition model.")
                     : t == 1 ? _("The model gives P(X1) itself: nothing to push.")
                              : _("Multiply each state's belief from the step before by its chance of moving to this "
                                  "state, and add.");

  qd_practice_add_number_within (practice, QD_PRACTICE_LEVEL_DECISION, (guint) t - 1, text, run->predicted[s],
                                 QD_HMM_PRACTICE_TOLERANCE, why, hint);
}

static void
add_update (QdPractice *practice, const Run *run, gsize t, guint s)
{
  guint n = qd_hmm_n_states (run->hmm), e = run->evidence[t - 1];
  const double *f = run->filtered + (t - 1) * n;
  g_autofree char *upto = evidence_text (run, t);
  g_autofree char *value = three (f[s]);
  g_autofree char *text = g_strdup_printf (_("Update: what is P(X%zu = %s | %s)?"), t, run->hmm->states[s], upto);
  g_autofree char *why = NULL;

  if (e == QD_HIDDEN_NONE)
    why = g_strdup_printf (_("Step %zu has no observation: the update keeps the prediction, %s."), t, value);
  else
    why = g_strdup_printf (_("The prediction times P(%s | %s), divided by the sum of such products over the "
                             "states, is %s."), run->hmm->observations[e], run->hmm->states[s], value);
  qd_practice_add_number_within (practice, QD_PRACTICE_LEVEL_DECISION, (guint) t - 1, text, f[s],
                                 QD_HMM_PRACTICE_TOLERANCE, why,
                                 _("Multiply each state's prediction by the chance of the observation in that "
                                   "state, then divide each product by their sum."));
}

/* The end: the first step smoothed, and the last state of the most likely sequence. */
static gboolean
add_end (QdPractice *practice, const Run *run, GError **error)
{
  const QdHmm *hmm = run->hmm;
  guint n = qd_hmm_n_states (hmm), s;
  g_autofree double *smoothed = g_new (double, run->T * n);
  g_autofree guint *path = g_new (guint, run->T);
  g_autofree char *all = evidence_text (run, run->T);
  QdHiddenRun r = { 0 };

  if (qd_hidden_smooth (hmm->numbers, run->evidence, run->T, smoothed, &r) != QD_HIDDEN_OK ||
      qd_hidden_viterbi (hmm->numbers, run->evidence, run->T, path, NULL, &r) != QD_HIDDEN_OK)
    return g_set_error (error, QD_HMM_ERROR, QD_HMM_ERROR_IMPOSSIBLE, _("the evidence cannot be")), FALSE;
  s = asked_state (run, smoothed);
  if (run->T >= 2)
    {
      g_autofree char *text = g_strdup_printf (_("Smooth: what is P(X1 = %s | %s)?"), hmm->states[s], all);
      g_autofree char *value = three (smoothed[s]);
      g_autofree char *why = g_strdup_printf (_("The forward message of step 1 times the backward message of the "
                                                "evidence after it, normalised, is %s."), value);

      qd_practice_add_number_within (practice, QD_PRACTICE_LEVEL_END, (guint) run->T, text, smoothed[s],
                                     QD_HMM_PRACTICE_TOLERANCE, why,
                                     _("Work the backward message from the last step to step 2, then multiply."));
    }
  {
    const char *names[] = { hmm->states[path[run->T - 1]], NULL };
    g_autofree char *text = g_strdup_printf (_("Which state ends the most likely sequence for %s?"), all);
    g_autofree char *why = g_strdup_printf (_("Viterbi's last message is largest for %s."), names[0]);

    qd_practice_add_names (practice, QD_PRACTICE_NAME, QD_PRACTICE_LEVEL_END, (guint) run->T, text, names, names[0],
                           why, _("Carry the largest product, not the sum, from each step to the next."));
  }
  return TRUE;
}

QdPractice *
qd_hmm_practice_new (const QdHmm *hmm, const guint *evidence, gsize T, GError **error)
{
  guint n = qd_hmm_n_states (hmm);
  g_autofree double *filtered = NULL, *predicted = NULL;
  g_autoptr(QdPractice) practice = NULL;
  Run run = { hmm, evidence, T };
  QdHiddenRun r = { 0 };

  if (T == 0)
    return g_set_error (error, QD_HMM_ERROR, QD_HMM_ERROR_EVIDENCE, _("there is no evidence to practise on")), NULL;
  run.filtered = filtered = g_new (double, T * n);
  run.predicted = predicted = g_new (double, n);
  if (qd_hidden_filter (hmm->numbers, evidence, T, filtered, &r) != QD_HIDDEN_OK)
    return g_set_error (error, QD_HMM_ERROR, QD_HMM_ERROR_IMPOSSIBLE,
                        _("the evidence cannot be: step %zu has probability 0"), r.bad_step + 1), NULL;
  practice = qd_practice_new (canonical, (gpointer) hmm, NULL);
  for (gsize t = 1; t <= MIN (T, QD_HMM_PRACTICE_STEPS); t++)
    {
      guint s;

      if (t == 1 && hmm->numbers->start_is_first)
        memcpy (predicted, hmm->numbers->prior, sizeof (double) * n);
      else
        qd_hidden_predict (hmm->numbers, t == 1 ? hmm->numbers->prior : filtered + (t - 2) * n, 1, predicted);
      s = asked_state (&run, filtered + (t - 1) * n);
      add_predict (practice, &run, t, s);
      add_update (practice, &run, t, s);
    }
  if (!add_end (practice, &run, error))
    return NULL;
  qd_practice_set_note (practice, T > QD_HMM_PRACTICE_STEPS
                                    ? _("The questions follow the forward message over the first four steps, to 3 "
                                        "decimals; then the end is asked.")
                                    : _("The questions follow the forward message, to 3 decimals."));
  return g_steal_pointer (&practice);
}
