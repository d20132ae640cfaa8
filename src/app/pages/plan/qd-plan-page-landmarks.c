/* qd-plan-page-landmarks.c — the Planning tab's landmark graph: the
 * landmarks of the task ground (built on the grounding's worker,
 * qd-plan-page-explain.c), with the landmarks reached on the path to the
 * state on show (the states of the plan stepped through, up to the one
 * shown: LAMA's status, core/qd-strips-landmarks.h), drawn in the
 * Landmarks pane (qd-plan-landmarks-view.h) with the landmark-count value
 * and the landmark selected in words below; and the landmark count
 * explained in the Heuristics Explained group. */
#include "config.h"
#include "qd-plan-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "problems/plan/qd-plan-strips-state.h"

/* The landmarks named at most in one list of the explanation. */
#define MAX_NAMED 40

/* The status on the path to the state on show into self->lm_reached and
 * self->lm_state; FALSE when there is no graph or no trace. */
static gboolean
compute_status (QdPlanPage *self)
{
  const QdStripsLandmarks *lm = self->landmarks;
  guint words;
  g_autofree guint64 *child = NULL;

  g_clear_pointer (&self->lm_reached, g_free);
  g_clear_pointer (&self->lm_state, g_free);
  if (lm == NULL || self->strips == NULL || self->trace == NULL)
    return FALSE;
  words = qd_strips_landmarks_words (lm);
  self->lm_reached = g_new (guint64, words);
  child = g_new (guint64, words);
  self->lm_state = qd_plan_strips_state (self->strips, qd_plan_trace_state (self->trace, 0));
  qd_strips_landmarks_initial (lm, self->lm_state, self->lm_reached);
  for (guint k = 1; k <= self->position; k++)
    {
      g_free (self->lm_state);
      self->lm_state = qd_plan_strips_state (self->strips, qd_plan_trace_state (self->trace, k));
      qd_strips_landmarks_progress (lm, self->lm_reached, self->lm_state, child);
      memcpy (self->lm_reached, child, words * sizeof (guint64));
    }
  return TRUE;
}

/* "Landmark count = 3: 3 not reached, 0 reached but needed again." */
static char *
value_text (QdPlanPage *self)
{
  const QdStripsLandmarks *lm = self->landmarks;
  guint64 value = qd_strips_landmarks_value (self->landmarks, self->lm_state, self->lm_reached, NULL, NULL);
  guint n = qd_strips_landmarks_count (lm), reached = 0, again = 0;

  for (guint i = 0; i < n; i++)
    {
      reached += qd_strips_landmarks_is_reached (self->lm_reached, i);
      again += qd_strips_landmarks_needed_again (lm, self->lm_state, self->lm_reached, i);
    }
  if (value == QD_STRIPS_DEAD_END)
    return g_strdup (_("Landmark count = ∞: a landmark still needed is false and no action can make it true."));
  if (qd_strips_is_goal (self->strips, self->lm_state))
    return g_strdup (_("Landmark count = 0: the goal holds in this state."));
  return g_strdup_printf (_("Landmark count = %u: %u not reached, %u reached but needed again."),
                          (guint) value, n - reached, again);
}

static void
on_landmark_changed (QdPlanPage *self)
{
  g_autofree char *head = NULL, *about = NULL;
  gint cursor;

  if (self->lm_reached == NULL)
    return;
  head = value_text (self);
  cursor = qd_canvas_get_cursor (QD_CANVAS (self->landmarks_view));
  about = cursor >= 0 ? qd_plan_landmarks_view_describe_landmark (self->landmarks_view, (guint) cursor) : NULL;
  if (about == NULL)
    gtk_label_set_text (self->landmarks_label, head);
  else
    {
      g_autofree char *text = g_strdup_printf ("%s %s\n%s", head,
                                               _("Select a landmark with the arrows or a click for its orderings."),
                                               about);
      gtk_label_set_text (self->landmarks_label, text);
    }
}

void
qd_plan_landmarks_show (QdPlanPage *self)
{
  gboolean shown = compute_status (self);

  gtk_widget_set_visible (self->landmarks_pane, shown);
  qd_plan_landmarks_view_set (self->landmarks_view, shown ? self->landmarks : NULL, self->lm_reached,
                              self->lm_state);
  if (shown)
    on_landmark_changed (self);
  else
    gtk_label_set_text (self->landmarks_label, gtk_label_get_text (self->explain_label));
}

/* Up to MAX_NAMED landmarks for which `want` holds, as a markup list. */
static void
append_list (GString *out, QdPlanPage *self, const char *title, int want)
{
  const QdStripsLandmarks *lm = self->landmarks;
  guint n = 0;

  for (guint i = 0; i < qd_strips_landmarks_count (lm); i++)
    {
      gboolean again = qd_strips_landmarks_needed_again (lm, self->lm_state, self->lm_reached, i);
      gboolean reached = qd_strips_landmarks_is_reached (self->lm_reached, i);
      int kind = again ? 1 : reached ? 2 : 0;
      g_autofree char *name = NULL, *escaped = NULL;

      if (kind != want)
        continue;
      if (n == 0)
        g_string_append_printf (out, "\n%s", title);
      if (n++ == MAX_NAMED)
        {
          g_string_append_printf (out, "\n%s", _("… and more."));
          break;
        }
      name = qd_strips_landmarks_name (lm, i);
      escaped = g_markup_escape_text (name, -1);
      g_string_append_printf (out, "\n<tt>  </tt>%s", escaped);
    }
}

char *
qd_plan_landmarks_markup (QdPlanPage *self)
{
  g_autofree char *head = NULL, *escaped = NULL;
  GString *out;

  if (!compute_status (self))
    return g_markup_escape_text (_("No landmark graph: the task is not ground."), -1);
  head = value_text (self);
  escaped = g_markup_escape_text (head, -1);
  out = g_string_new (NULL);
  g_string_append_printf (out, "<b>%s</b>", escaped);
  g_string_append_printf (out, "\n%s", _("A landmark is a fact every plan makes true. A landmark is reached when it "
                                         "holds after the landmarks naturally or greedy-necessarily ordered before "
                                         "it were reached, on the path to this state; the count is the landmarks "
                                         "not reached, plus those reached but needed again (false now, and a goal "
                                         "or needed right before a landmark not reached; or reached before a "
                                         "landmark reasonably ordered before it). The Landmarks pane draws the "
                                         "graph."));
  append_list (out, self, _("Not reached:"), 0);
  append_list (out, self, _("Reached but needed again:"), 1);
  append_list (out, self, _("Reached:"), 2);
  return g_string_free (out, FALSE);
}

void
qd_plan_landmarks_init (QdPlanPage *self)
{
  g_signal_connect_swapped (self->landmarks_view, "cursor-moved", G_CALLBACK (on_landmark_changed), self);
}

void
qd_plan_landmarks_clear (QdPlanPage *self)
{
  if (self->landmarks_view != NULL)
    qd_plan_landmarks_view_set (self->landmarks_view, NULL, NULL, NULL);
  g_clear_pointer (&self->landmarks, qd_strips_landmarks_free);
  g_clear_pointer (&self->lm_reached, g_free);
  g_clear_pointer (&self->lm_state, g_free);
}
