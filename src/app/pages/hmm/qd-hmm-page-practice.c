/* qd-hmm-page-practice.c — practice on filtering (problems/hmm/qd-hmm-practice.h):
 * for the evidence in the sidebar, "Predict: what is P(X2 = rain) …?" and
 * "Update: …?" step by step while the chart shows the filtered beliefs only
 * up to the step before, then the smoothed first step and the end of the
 * most likely sequence.  The questions are filtering's: the question is set
 * to Filtering while practising. */
#include "config.h"
#include "qd-hmm-page-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "problems/hmm/qd-hmm-practice.h"

/* New questions on the evidence as it is (none when it did not change). */
void
qd_hmm_practice_sync (QdHmmPage *self)
{
  g_autofree char *evidence = NULL;
  g_autoptr(GError) error = NULL;
  QdPractice *practice;

  if (!self->practicing || self->world == NULL || self->world->hmm == NULL)
    return;
  if (adw_combo_row_get_selected (self->question_row) != QD_HMM_FILTER)
    {
      adw_combo_row_set_selected (self->question_row, QD_HMM_FILTER);   /* asks again, which comes back here */
      return;
    }
  evidence = qd_hmm_page_evidence_text (self);
  if (self->practice_evidence != NULL && strcmp (evidence, self->practice_evidence) == 0)
    return;
  g_free (self->practice_evidence);
  self->practice_evidence = g_steal_pointer (&evidence);
  practice = qd_hmm_practice_new (self->world->hmm, (const guint *) self->evidence->data, self->evidence->len,
                                  &error);
  if (practice == NULL && g_error_matches (error, QD_HMM_ERROR, QD_HMM_ERROR_EVIDENCE))
    qd_practice_bar_set_practice (self->practice_bar, NULL,
                                  _("Add observations (the buttons above) and the questions follow them."));
  else
    qd_practice_bar_set_practice (self->practice_bar, practice, practice == NULL ? error->message : NULL);
}

const double *
qd_hmm_practice_mask (QdHmmPage *self, const double *belief, gsize T, guint n)
{
  guint step = 0;

  if (!self->practicing || belief == NULL ||
      !qd_practice_bar_question_step (self->practice_bar, (guint) T, &step) || step >= T)
    return belief;
  g_free (self->practice_shown);
  self->practice_shown = g_new (double, MAX (T * n, 1));
  for (gsize i = 0; i < T * n; i++)
    self->practice_shown[i] = i < (gsize) step * n ? belief[i] : NAN;
  return self->practice_shown;
}

static void
on_question_changed (QdPracticeBar *bar, QdHmmPage *self)
{
  guint step;

  if (qd_practice_bar_question_step (bar, self->evidence->len, &step) && qd_stepper_has_run (self->stepper))
    qd_stepper_go_to (self->stepper, MIN (step, qd_stepper_get_n_steps (self->stepper)));
  qd_hmm_ask_show (self);
}

static void
practice_change_state (GSimpleAction *action, GVariant *state, gpointer page)
{
  QdHmmPage *self = page;

  self->practicing = qd_practice_bar_switch (self->practice_bar, action, state, NULL);
  g_clear_pointer (&self->practice_evidence, g_free);
  qd_hmm_practice_sync (self);
  qd_hmm_ask_show (self);
}

static const GActionEntry actions[] = {
  { "practice", NULL, NULL, "false", practice_change_state },
};

void
qd_hmm_practice_init (QdHmmPage *self)
{
  qd_page_add_actions (QD_PAGE (self), actions, G_N_ELEMENTS (actions), self);
  g_signal_connect (self->practice_bar, "question-changed", G_CALLBACK (on_question_changed), self);
}

void
qd_hmm_practice_free (QdHmmPage *self)
{
  g_clear_pointer (&self->practice_evidence, g_free);
  g_clear_pointer (&self->practice_shown, g_free);
}
