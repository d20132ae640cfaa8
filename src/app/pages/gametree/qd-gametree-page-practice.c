/* qd-gametree-page-practice.c — the game-tree tab's practice mode (issue 51):
 * the replay stops before each node returns and asks its value, α and β and
 * which of its children are pruned (problems/gametree/qd-gametree-practice.h);
 * the answers are typed into the practice bar, or pruned nodes clicked on the
 * tree. */
#include "config.h"
#include "qd-gametree-page-private.h"

#include <glib/gi18n.h>
#include <math.h>

#include "app/widgets/qd-board-pane.h"
#include "problems/gametree/qd-gametree-practice.h"

/* The replay at the question's step, or at the end once all are answered. */
static void
on_question_changed (QdPracticeBar *bar, QdGametreePage *self)
{
  guint step;

  if (self->analysis == NULL ||
      !qd_practice_bar_question_step (bar, qd_tree_analysis_n_steps (self->analysis), &step))
    return;
  qd_stepper_stop_playing (self->stepper);
  qd_stepper_go_to (self->stepper, step);
  /* The step may be the same, the question another. */
  qd_gametree_page_update_display (self);
}

void
qd_gametree_page_practice_sync (QdGametreePage *self)
{
  if (!self->practicing || self->analysis == NULL || qd_practice_bar_get_practice (self->practice_bar) != NULL)
    return;
  qd_practice_bar_set_practice (self->practice_bar,
                                qd_gametree_practice_new (self->tree, self->analysis->algorithm), NULL);
}

void
qd_gametree_page_practice_forget (QdGametreePage *self)
{
  if (self->practice_bar == NULL || qd_practice_bar_get_practice (self->practice_bar) == NULL)
    return;
  qd_practice_bar_set_practice (self->practice_bar, NULL,
                                _("The search was cleared: press Solve to practise on the tree as it is."));
}

void
qd_gametree_page_practice_change_state (GSimpleAction *action, GVariant *state, gpointer page)
{
  QdGametreePage *self = page;

  self->practicing = qd_practice_bar_switch (self->practice_bar, action, state, GTK_WIDGET (self->tree_view));
  if (!self->practicing)
    qd_gametree_page_update_display (self);
  else if (self->analysis != NULL)
    qd_gametree_page_practice_sync (self);
  else
    qd_practice_bar_solve_first (self->practice_bar, GTK_WIDGET (self), qd_page_get_busy (QD_PAGE (self)),
                                 NULL);
}

gboolean
qd_gametree_page_practice_take_node (QdGametreePage *self, gint node)
{
  QdPractice *practice = self->practicing ? qd_practice_bar_get_practice (self->practice_bar) : NULL;
  const QdPracticeQuestion *q = practice != NULL ? qd_practice_current (practice) : NULL;
  g_autofree char *path = NULL;

  if (q == NULL || q->kind == QD_PRACTICE_NUMBER || node < 0)
    return FALSE;
  path = qd_tree_node_path (qd_game_tree_get_node (self->tree, (guint) node));
  qd_practice_bar_take_name (self->practice_bar, path);
  return TRUE;
}

void
qd_gametree_page_practice_init (QdGametreePage *self)
{
  g_signal_connect (self->practice_bar, "question-changed", G_CALLBACK (on_question_changed), self);
}

/* The node the current question is about: the one that returns at its
 * step, or -1. */
static gint
asked_node (QdGametreePage *self, guint step)
{
  QdPractice *practice = self->practicing ? qd_practice_bar_get_practice (self->practice_bar) : NULL;
  const QdPracticeQuestion *q = practice != NULL ? qd_practice_current (practice) : NULL;
  const QdTreeEvent *e;

  if (q == NULL || self->analysis == NULL || q->step != step || step >= self->analysis->events->len)
    return -1;
  e = &g_array_index (self->analysis->events, QdTreeEvent, step);
  return e->kind == QD_TREE_EVENT_LEAVE ? (gint) e->node : -1;
}

void
qd_gametree_page_practice_mask (QdGametreePage *self, guint step)
{
  gint node = asked_node (self, step);

  if (node < 0)
    return;
  for (guint i = 0; i < self->analysis->events->len; i++)
    {
      const QdTreeEvent *e = &g_array_index (self->analysis->events, QdTreeEvent, i);

      if (e->kind == QD_TREE_EVENT_ENTER && e->node == (guint) node)
        {
          self->shown[node].state = QD_TREE_NODE_OPEN;
          /* No number drawn (±inf; a chance node's sum starts at 0, shown
           * as an open node's sum so far: hidden too). */
          self->shown[node].value = NAN;
          self->shown[node].alpha = e->alpha;
          self->shown[node].beta = e->beta;
          return;
        }
    }
}

void
qd_gametree_page_practice_status (QdGametreePage *self, guint step)
{
  QdPractice *practice = qd_practice_bar_get_practice (self->practice_bar);
  g_autofree char *text = NULL;

  if (asked_node (self, step) < 0)
    return;
  text = g_strdup_printf (_("Step %u of %u: %s"), step, qd_tree_analysis_n_steps (self->analysis),
                          qd_practice_current (practice)->text);
  qd_run_controls_set_status (self->run_controls, text);
}
