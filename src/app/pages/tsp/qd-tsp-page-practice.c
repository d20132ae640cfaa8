/* qd-tsp-page-practice.c — the TSP tab's practice mode (issue 51): the
 * replay stops before each move and asks which neighbour hill climbing
 * takes and how long the tour becomes, or with what probability annealing
 * takes a longer move drawn and whether it does
 * (problems/tsp/qd-tsp-practice.h).  The answers are typed into the
 * practice bar, or the two cities of a move clicked on the map (Return on
 * a city clicks it): the second click checks the pair. */
#include "config.h"
#include "qd-tsp-page-private.h"

#include <glib/gi18n.h>

#include "app/widgets/qd-practice-bar.h"
#include "app/widgets/qd-widgets.h"
#include "problems/tsp/qd-tsp-practice.h"
#include "render/tsp/qd-tsp-render.h"

static const QdPracticeQuestion *
asked (QdTspPage *self, QdPractice **practice_out)
{
  QdPractice *practice = self->practicing ? qd_practice_bar_get_practice (self->practice_bar) : NULL;

  if (practice_out != NULL)
    *practice_out = practice;
  return practice != NULL && self->run != NULL ? qd_practice_current (practice) : NULL;
}

static void
on_question_changed (QdPracticeBar *bar, QdTspPage *self)
{
  guint step;

  if (self->run == NULL || !qd_practice_bar_question_step (bar, self->run->steps->len, &step))
    return;
  qd_stepper_go_to (self->stepper, step);
  /* The step may be the same, the question another. */
  qd_tsp_page_update_display (self);
}

/* While a question is asked, nothing on show answers it: the step list
 * stops at its step, the move drawn is marked but not made, the result
 * and the counts are the end's and not told. */
void
qd_tsp_page_practice_mask (QdTspPage *self, guint step)
{
  QdPractice *practice;
  const QdPracticeQuestion *q = asked (self, &practice);
  gboolean asking = q != NULL && step == q->step && step < self->run->steps->len;
  GtkLabel *counts[] = { self->moves_label, self->worse_label, self->iterations_label };
  QdTspRenderOptions options;
  g_autofree char *caption = NULL, *status = NULL;
  guint a, b;

  gtk_slice_list_model_set_size (self->step_slice, asking ? step + 1 : G_MAXUINT);
  if (!asking)
    return;
  gtk_label_set_label (self->length_label, "—");
  gtk_label_set_label (self->time_label, "—");
  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    qd_label_set_count (counts[i], FALSE, 0);
  caption = g_strdup_printf (_("Practice: question %u of %u"), qd_practice_position (practice) + 1,
                             qd_practice_n_asked (practice));
  qd_tsp_render_options_init (&options, NULL);
  options.tour = self->shown;
  options.caption = caption;
  if (qd_tsp_practice_shown_move (practice, &a, &b))
    {
      options.move_a = (gint) a;
      options.move_b = (gint) b;
      options.move_worse = TRUE;
    }
  qd_tsp_view_set_options (self->board_view, &options);
  status = g_strdup_printf (_("Practice: question %u of %u; the result is told at the end."),
                            qd_practice_position (practice) + 1, qd_practice_n_asked (practice));
  qd_run_controls_set_status (self->run_controls, status);
}

void
qd_tsp_page_practice_sync (QdTspPage *self)
{
  if (!self->practicing || self->run == NULL || qd_practice_bar_get_practice (self->practice_bar) != NULL)
    return;
  qd_practice_bar_set_practice (self->practice_bar, qd_tsp_practice_new (self->tsp, self->run), NULL);
}

void
qd_tsp_page_practice_forget (QdTspPage *self)
{
  qd_practice_bar_forget (self->practice_bar,
                          _("The search was cleared: press Solve to practise on the search as it is set."));
}

static void
practice_change_state (GSimpleAction *action, GVariant *state, gpointer page)
{
  QdTspPage *self = page;
  gboolean busy = qd_page_get_busy (QD_PAGE (self));

  self->practicing = qd_practice_bar_switch (self->practice_bar, action, state, GTK_WIDGET (self->board_view));
  if (!self->practicing)
    qd_tsp_page_update_display (self);
  else if (self->run != NULL && !busy)
    qd_tsp_page_practice_sync (self);
  else
    qd_practice_bar_solve_first (self->practice_bar, GTK_WIDGET (self), busy, NULL);
}

static guint
count_names (const char *text)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);
  guint n = 0;

  for (guint i = 0; parts[i] != NULL; i++)
    n += *g_strstrip (parts[i]) != '\0';
  return n;
}

gboolean
qd_tsp_page_practice_take_click (QdTspPage *self, double x, double y)
{
  const QdPracticeQuestion *q = asked (self, NULL);
  gint city;
  GtkEditable *entry;

  /* The pair of a move; a number or yes/no is typed. */
  if (q == NULL || q->kind != QD_PRACTICE_NAMES || qd_page_get_busy (QD_PAGE (self))
      || adw_combo_row_get_selected (self->edit_row) != EDIT_NONE)
    return FALSE;
  city = qd_tsp_render_hit (self->tsp, x, y);
  if (city < 0)
    return FALSE;
  entry = qd_practice_bar_get_entry (self->practice_bar);
  /* A pair already there (a wrong one, kept): the click starts another. */
  if (count_names (gtk_editable_get_text (entry)) >= 2)
    gtk_editable_set_text (entry, "");
  qd_practice_bar_take_name (self->practice_bar, self->tsp->names[city]);
  if (count_names (gtk_editable_get_text (entry)) == 2)
    g_signal_emit_by_name (entry, "activate");
  return TRUE;
}

static void
on_pressed (QdCanvas *canvas, double x, double y, gint n_press, QdTspPage *self)
{
  if (n_press == 1)
    qd_tsp_page_practice_take_click (self, x, y);
}

static const GActionEntry actions[] = {
  { "practice", NULL, NULL, "false", practice_change_state },
};

void
qd_tsp_page_practice_init (QdTspPage *self)
{
  qd_page_add_actions (QD_PAGE (self), actions, G_N_ELEMENTS (actions), self);
  g_signal_connect (self->practice_bar, "question-changed", G_CALLBACK (on_question_changed), self);
  g_signal_connect (self->board_view, "pressed", G_CALLBACK (on_pressed), self);
}
