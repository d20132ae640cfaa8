/* qd-logic-page-practice.c — Practice Mode in the Logic tab
 * (problems/logic/qd-logic-practice.h): after Ask, the student is asked
 * each step of the algorithm (is KB true in this row, the next resolvent,
 * the next symbol popped) while the trace shows the steps before it only. */
#include "config.h"
#include "qd-logic-page-private.h"

#include <glib/gi18n.h>

/* Whether a question of the answer shown is left to answer. */
static gboolean
question_left (QdLogicPage *self)
{
  guint step;

  return self->practicing && qd_practice_bar_question_step (self->practice_bar, G_MAXUINT, &step) &&
         step != G_MAXUINT;
}

static void
show_verdict (QdLogicPage *self)
{
  gboolean hide = question_left (self);
  const char *verdict = hide ? _("Work it out in Practice: the verdict shows at its end.") : self->verdict;

  if (self->verdict == NULL)
    return;   /* no answer yet: the label's invitation stays */
  gtk_label_set_label (self->verdict_label, verdict);
  /* Two lines beside the switch at most: the whole of it on hover too. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->verdict_label), verdict);
  gtk_label_set_label (self->answer_label, hide ? _("Work it out in Practice")
                                           : self->answer_word);
  qd_run_controls_set_status (self->run_controls, verdict);
}

void
qd_logic_page_practice_set_verdict (QdLogicPage *self, char *verdict, char *answer_word)
{
  g_free (self->verdict);
  g_free (self->answer_word);
  self->verdict = verdict;
  self->answer_word = answer_word;
  show_verdict (self);
}

/* The questions of the answer shown, given to the bar while practising. */
static void
practice_sync (QdLogicPage *self)
{
  show_verdict (self);
  if (!self->practicing)
    return;
  if (self->practice != NULL)
    qd_practice_bar_set_practice (self->practice_bar, g_steal_pointer (&self->practice), NULL);
  else
    qd_practice_bar_set_practice (self->practice_bar, NULL, self->practice_why != NULL ? self->practice_why
                                  : _("Press Ask (F5): the questions follow the algorithm’s steps."));
  show_verdict (self);
}

void
qd_logic_page_practice_take (QdLogicPage *self, QdPractice *practice, char *why, guint offset)
{
  g_clear_pointer (&self->practice, qd_practice_free);
  g_free (self->practice_why);
  self->practice = practice;
  self->practice_why = why;
  self->practice_offset = offset;
  practice_sync (self);
}

static void
on_question_changed (QdPracticeBar *bar, QdLogicPage *self)
{
  guint step, n, offset;

  show_verdict (self);
  if (!qd_stepper_has_run (self->stepper))
    return;
  /* A question's step is the drawing's (rows reached, resolvents, pops):
   * the stepper follows it on the proof; on the trace, the lines before
   * the algorithm's first step are passed over. */
  offset = qd_logic_page_showing_proof (self) ? 0 : self->practice_offset;
  n = qd_stepper_get_n_steps (self->stepper);
  if (qd_practice_bar_question_step (bar, n, &step))
    qd_stepper_go_to (self->stepper, MIN (step + offset, n));
}

static void
practice_change_state (GSimpleAction *action, GVariant *state, gpointer page)
{
  QdLogicPage *self = page;

  self->practicing = qd_practice_bar_switch (self->practice_bar, action, state, NULL);
  /* The questions are made with each answer: ask again for a fresh set. */
  if (self->practicing && self->practice == NULL && self->practice_why == NULL && self->doc != NULL)
    qd_logic_page_ask (self);
  else
    practice_sync (self);
}

static const GActionEntry actions[] = {
  { "practice", NULL, NULL, "false", practice_change_state },
};

void
qd_logic_page_practice_init (QdLogicPage *self)
{
  qd_page_add_actions (QD_PAGE (self), actions, G_N_ELEMENTS (actions), self);
  g_signal_connect (self->practice_bar, "question-changed", G_CALLBACK (on_question_changed), self);
}

void
qd_logic_page_practice_free (QdLogicPage *self)
{
  g_clear_pointer (&self->practice, qd_practice_free);
  g_clear_pointer (&self->practice_why, g_free);
  g_clear_pointer (&self->verdict, g_free);
  g_clear_pointer (&self->answer_word, g_free);
}
