/* qd-search-page-practice.c — the search tab's practice mode (issue 51): the
 * replay stops before each expansion and asks which node the search takes
 * from the frontier next and its f (problems/search/qd-search-practice.h);
 * the answers are typed into the practice bar, or the place or cell clicked
 * on the board (a puzzle's states are typed). */
#include "config.h"
#include "qd-search-page-private.h"

#include <glib/gi18n.h>

#include "app/widgets/qd-practice-bar.h"
#include "app/widgets/qd-widgets.h"
#include "problems/search/qd-search-practice.h"
#include "render/search/qd-search-render.h"

static void
on_question_changed (QdPracticeBar *bar, QdSearchPage *self)
{
  guint step;

  if (self->run == NULL || self->run_is_live ||
      !qd_practice_bar_question_step (bar, qd_search_run_n_steps (self->run), &step))
    return;
  qd_search_page_go_to_step (self, step);
  /* The step may be the same, the question another. */
  qd_search_page_update_display (self);
}

/* While a question is asked, nothing on show answers it: the node taken
 * next waits on the frontier untold (or its f is left out), the step list
 * stops before the step, the step's line, the result and the end's counts
 * are not said. */
void
qd_search_page_practice_mask (QdSearchPage *self, guint step)
{
  QdPractice *practice = self->practicing ? qd_practice_bar_get_practice (self->practice_bar) : NULL;
  const QdPracticeQuestion *q = practice != NULL ? qd_practice_current (practice) : NULL;
  gboolean asking = q != NULL && self->run != NULL && !self->run_is_live && step == q->step;
  guint n = self->run != NULL && !self->run_is_live ? qd_search_run_n_steps (self->run) : 0;
  g_autofree char *status = NULL;

  qd_search_view_set_practice (self->view, asking && q->kind != QD_PRACTICE_NUMBER,
                               asking && q->kind == QD_PRACTICE_NUMBER);
  if (self->run == NULL || self->run_is_live)
    return;
  qd_search_page_steps_set (self, self->run, asking ? step : n);
  if (asking)
    {
      /* The counts and the cost are the end's. */
      GtkLabel *counts[] = { self->expanded_label, self->generated_label, self->frontier_max_label,
                             self->depth_label };

      for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
        gtk_label_set_label (counts[i], "—");
      gtk_label_set_label (self->cost_label, "—");
      if (q->kind != QD_PRACTICE_NUMBER)
        /* The frontier as the board shows it: the node asked for still on it. */
        qd_label_set_count (self->frontier_label, TRUE, qd_search_page_frontier_count (self->run, step, TRUE));
      gtk_label_set_label (self->expanding_label, q->text);
      status = g_strdup_printf (_("Practice: question %u of %u; the result is told at the end."),
                                qd_practice_position (practice) + 1, qd_practice_n_asked (practice));
    }
  else
    status = qd_search_render_result_text (self->run);
  qd_run_controls_set_status (self->run_controls, status);
}

void
qd_search_page_practice_sync (QdSearchPage *self)
{
  if (!self->practicing || self->run == NULL || self->run_is_live
      || qd_practice_bar_get_practice (self->practice_bar) != NULL)
    return;
  qd_practice_bar_set_practice (self->practice_bar, qd_search_practice_new (self->run), NULL);
}

void
qd_search_page_practice_forget (QdSearchPage *self)
{
  if (self->practice_bar == NULL || qd_practice_bar_get_practice (self->practice_bar) == NULL)
    return;
  qd_practice_bar_set_practice (self->practice_bar, NULL,
                                _("The search was cleared: press Solve to practise on the search as it is set."));
}

static void
practice_change_state (GSimpleAction *action, GVariant *state, gpointer page)
{
  QdSearchPage *self = page;

  self->practicing = qd_practice_bar_switch (self->practice_bar, action, state, GTK_WIDGET (self->board_pane));
  if (!self->practicing)
    qd_search_page_update_display (self);
  else if (self->run != NULL && !self->run_is_live)
    qd_search_page_practice_sync (self);
  else
    qd_practice_bar_solve_first (self->practice_bar, GTK_WIDGET (self), qd_page_get_busy (QD_PAGE (self)),
                                 NULL);
}

gboolean
qd_search_page_practice_take_cell (QdSearchPage *self, gint cell)
{
  QdPractice *practice = self->practicing ? qd_practice_bar_get_practice (self->practice_bar) : NULL;
  const QdPracticeQuestion *q = practice != NULL ? qd_practice_current (practice) : NULL;
  g_autofree char *name = NULL;

  if (q == NULL || q->kind == QD_PRACTICE_NUMBER || cell < 0 || self->editing || self->doc->kind == QD_SEARCH_TILES)
    return FALSE;
  name = qd_search_practice_cell_name (self->run, (guint) cell);
  if (name == NULL)
    return FALSE;
  qd_practice_bar_take_name (self->practice_bar, name);
  return TRUE;
}

static void
on_pressed (QdCanvas *view, double x, double y, int n_press, QdSearchPage *self)
{
  if (self->practicing && self->doc != NULL && n_press == 1)
    qd_search_page_practice_take_cell (self, qd_search_render_hit (self->doc, x, y));
}

static void
on_cell_activated (QdCanvas *view, guint cell, QdSearchPage *self)
{
  qd_search_page_practice_take_cell (self, (gint) cell);
}

static const GActionEntry actions[] = {
  { "practice", NULL, NULL, "false", practice_change_state },
};

void
qd_search_page_practice_init (QdSearchPage *self)
{
  qd_page_add_actions (QD_PAGE (self), actions, G_N_ELEMENTS (actions), self);
  g_signal_connect (self->practice_bar, "question-changed", G_CALLBACK (on_question_changed), self);
  g_signal_connect (self->view, "pressed", G_CALLBACK (on_pressed), self);
  g_signal_connect (self->view, "cell-activated", G_CALLBACK (on_cell_activated), self);
}
