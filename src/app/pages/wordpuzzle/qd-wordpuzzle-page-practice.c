/* qd-wordpuzzle-page-practice.c — the word-puzzle tab's practice mode
 * (issue 51): the replay of the last Solve stops before each assignment and
 * asks which slot is filled next, which word is tried and what inference
 * removes (problems/wordpuzzle/qd-wordpuzzle-practice.h); the answers are
 * typed into the practice bar, or a slot or a cell clicked on the board.
 * While a question is open the trace and the solutions, which tell every
 * answer, are put away. */
#include "config.h"
#include "qd-wordpuzzle-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "problems/wordpuzzle/qd-wordpuzzle-practice.h"

static QdPractice *
current_practice (QdWordpuzzlePage *self)
{
  return self->practicing && self->practice_bar != NULL ? qd_practice_bar_get_practice (self->practice_bar) : NULL;
}

/* The replay at the question's step, or at the end once all are answered. */
static void
on_question_changed (QdPracticeBar *bar, QdWordpuzzlePage *self)
{
  guint step;

  if (!self->practicing || self->result == NULL || !qd_practice_bar_question_step (bar, G_MAXUINT, &step))
    return;
  qd_stepper_stop_playing (self->stepper);
  qd_stepper_go_to (self->stepper, step);
  /* The step may be the same, the question another. */
  qd_wordpuzzle_page_update_display (self);
}

void
qd_wordpuzzle_page_practice_sync (QdWordpuzzlePage *self)
{
  if (!self->practicing || self->result == NULL || self->model == NULL
      || qd_practice_bar_get_practice (self->practice_bar) != NULL)
    return;
  if (self->practice_ready == NULL)
    {
      /* A run made before practice was on: the questions come from the
       * search run again with them, on the solver's job. */
      if (!qd_page_get_busy (QD_PAGE (self)))
        qd_wordpuzzle_page_start_solve (self, FALSE);
      qd_practice_bar_set_practice (self->practice_bar, NULL, _("Searching…"));
      return;
    }
  qd_practice_bar_set_practice (self->practice_bar, g_steal_pointer (&self->practice_ready), NULL);
  on_question_changed (self->practice_bar, self);
}

void
qd_wordpuzzle_page_practice_forget (QdWordpuzzlePage *self)
{
  qd_practice_bar_forget (self->practice_bar,
                          _("The search was cleared: press Solve to practise on the puzzle as it is."));
}

static void
practice_change_state (GSimpleAction *action, GVariant *state, gpointer page)
{
  QdWordpuzzlePage *self = page;

  self->practicing = qd_practice_bar_switch (self->practice_bar, action, state, GTK_WIDGET (self->word_view));
  if (!self->practicing)
    qd_wordpuzzle_page_update_display (self);
  else if (self->result != NULL)
    qd_wordpuzzle_page_practice_sync (self);
  else
    qd_practice_bar_solve_first (self->practice_bar, GTK_WIDGET (self), qd_page_get_busy (QD_PAGE (self)),
                                 NULL);
}

static const GActionEntry practice_actions[] = {
  { "practice", NULL, NULL, "false", practice_change_state },
};

/* A question on a slot takes the slot clicked, or a cell of it; the other
 * questions are typed (a click would edit the puzzle: it is ignored). */
static gboolean
take_click (QdWordpuzzlePage *self, gint cell, gint slot)
{
  QdPractice *practice = current_practice (self);
  const QdPracticeQuestion *q = practice != NULL ? qd_practice_current (practice) : NULL;
  g_autofree char *name = NULL;

  if (practice == NULL)
    return FALSE;
  if (q == NULL || q->kind != QD_PRACTICE_NAME || strchr (q->names[0], '=') != NULL || self->model == NULL)
    return TRUE;
  if (cell >= 0)
    name = g_strdup_printf ("%d", cell + 1);
  else if (slot >= 0 && self->model->formulation == QD_WORDPUZZLE_WORDS && (guint) slot < self->model->n_vars)
    name = g_strdup (qd_csp_variable_name (self->model->csp, (guint) slot));
  if (name != NULL)
    qd_practice_bar_take_name (self->practice_bar, name);
  return TRUE;
}

static void
on_cell_clicked (QdWordpuzzleView *view, gint cell, QdWordpuzzlePage *self)
{
  if (!take_click (self, cell, -1))
    qd_wordpuzzle_editor_cell_clicked (view, cell, self);
}

static void
on_slot_clicked (QdWordpuzzleView *view, gint slot, QdWordpuzzlePage *self)
{
  if (!take_click (self, -1, slot))
    qd_wordpuzzle_editor_slot_clicked (view, slot, self);
}

gboolean
qd_wordpuzzle_page_practice_mask (QdWordpuzzlePage *self)
{
  QdPractice *practice = current_practice (self);
  const QdPracticeQuestion *q = practice != NULL ? qd_practice_current (practice) : NULL;
  gboolean asking = q != NULL && self->result != NULL && qd_stepper_get_step (self->stepper) == q->step;

  if (self->practice_bar == NULL || self->solutions_group == NULL)
    return FALSE;
  gtk_widget_set_visible (self->solutions_group, !asking);
  gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (self->trace_view), GTK_TYPE_SCROLLED_WINDOW), !asking);
  gtk_widget_set_visible (self->trace_placeholder,
                          asking || g_list_model_get_n_items (G_LIST_MODEL (self->trace_lines)) == 0);
  gtk_label_set_label (GTK_LABEL (self->trace_placeholder),
                       asking ? _("The trace shows once the questions are answered.")
                              : _("Solve the puzzle to see its search trace here: one search path per line."));
  if (asking)
    {
      g_autofree char *text = g_strdup_printf (_("Step %u of %u: %s"), q->step, self->result->steps->len, q->text);

      qd_run_controls_set_status (self->run_controls, text);
    }
  return asking;
}

void
qd_wordpuzzle_page_practice_init (QdWordpuzzlePage *self)
{
  qd_page_add_actions (QD_PAGE (self), practice_actions, G_N_ELEMENTS (practice_actions), self);
  g_signal_connect (self->practice_bar, "question-changed", G_CALLBACK (on_question_changed), self);
  g_signal_connect (self->word_view, "cell-clicked", G_CALLBACK (on_cell_clicked), self);
  g_signal_connect (self->word_view, "slot-clicked", G_CALLBACK (on_slot_clicked), self);
}
