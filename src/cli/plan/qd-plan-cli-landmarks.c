/* qd-plan-cli-landmarks.c — `quandary-cli plan DOMAIN PROBLEM --landmarks
 * [--after N]`: the landmark graph (core/qd-strips-landmarks.h) as text a
 * student reads: the landmark-count value on the state and its two parts,
 * the landmarks (each marked reached on the path to the state, or reached
 * and needed again; goal and initial ones said), then the orderings, each
 * "BEFORE -> AFTER  kind"; with --png, --svg or --pdf, the graph drawn
 * as the Planning tab draws it (render/plan/qd-plan-landmarks-draw.h). */
#include "config.h"
#include "cli/plan/qd-plan-cli-private.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "cli/plan/qd-plan-cli-outputs.h"
#include "core/qd-strips-landmarks.h"
#include "render/plan/qd-plan-landmarks-draw.h"

/* The pictures asked for: the graph with the status marked. */
static gboolean
write_pictures (const QdPlanCliOptions *o, const QdStripsLandmarks *lm, const guint64 *reached,
                const guint64 *state)
{
  QdCliPictures *pictures = qd_plan_cli_outputs_pictures (o->outputs);
  QdPlanLandmarksDrawing drawing;
  double width, height;

  if (!qd_cli_pictures_wanted (pictures))
    return TRUE;
  qd_plan_landmarks_drawing_init (&drawing, lm, qd_cli_pictures_palette (pictures));
  drawing.reached = reached;
  drawing.state = state;
  qd_plan_landmarks_draw_get_size (&drawing, &width, &height);
  return qd_cli_pictures_write (pictures, width, height, qd_plan_landmarks_drawing_draw, &drawing);
}

int
qd_plan_cli_print_landmarks (const QdPlanCliOptions *o, const QdStrips *strips, const guint *path, guint n_path,
                             const gint *stop)
{
  g_autoptr(QdStripsLandmarks) lm = qd_strips_landmarks_new (strips, stop);
  g_autofree guint64 *state = NULL, *next = NULL, *reached = NULL, *child = NULL;
  guint n, n_reached = 0, n_again = 0;
  guint64 value;

  if (lm == NULL)
    return QD_EXIT_STOPPED;
  n = qd_strips_landmarks_count (lm);
  state = g_memdup2 (strips->init, strips->n_words * sizeof (guint64));
  next = g_new (guint64, strips->n_words);
  reached = g_new (guint64, qd_strips_landmarks_words (lm));
  child = g_new (guint64, qd_strips_landmarks_words (lm));
  qd_strips_landmarks_initial (lm, state, reached);
  for (guint i = 0; i < n_path; i++)
    {
      qd_strips_apply (strips, state, path[i], next);
      qd_strips_landmarks_progress (lm, reached, next, child);
      memcpy (state, next, strips->n_words * sizeof (guint64));
      memcpy (reached, child, qd_strips_landmarks_words (lm) * sizeof (guint64));
    }
  value = qd_strips_landmarks_value (lm, state, reached, NULL, NULL);
  for (guint i = 0; i < n; i++)
    {
      n_reached += qd_strips_landmarks_is_reached (reached, i);
      n_again += qd_strips_landmarks_needed_again (lm, state, reached, i);
    }
  if (value == QD_STRIPS_DEAD_END)
    printf ("%s\n", _("landmark count = ∞: a landmark still needed is false and no action can make it true"));
  else if (qd_strips_is_goal (strips, state))
    printf ("%s\n", _("landmark count = 0: a goal state"));
  else
    {
      g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, value);

      printf (_("landmark count = %s: %u not reached, %u reached but needed again\n"), count, n - n_reached,
              n_again);
    }
  printf (ngettext ("%u landmark ([x] reached on the path to this state, [!] reached but needed again):\n",
                    "%u landmarks ([x] reached on the path to this state, [!] reached but needed again):\n", n), n);
  for (guint i = 0; i < n; i++)
    {
      const QdStripsFactLandmark *l = qd_strips_landmarks_get (lm, i);
      g_autofree char *name = qd_strips_landmarks_name (lm, i);
      const char *mark = qd_strips_landmarks_needed_again (lm, state, reached, i) ? "[!]"
                         : qd_strips_landmarks_is_reached (reached, i)           ? "[x]"
                                                                                  : "[ ]";

      printf ("  %s %s", mark, name);
      if (l->is_goal)
        printf ("  %s", _("goal"));
      if (l->in_init)
        printf ("  %s", _("true initially"));
      printf ("\n");
    }
  printf (ngettext ("%u ordering (A -> B: A comes before B):\n", "%u orderings (A -> B: A comes before B):\n",
                    qd_strips_landmarks_n_orders (lm)),
          qd_strips_landmarks_n_orders (lm));
  for (guint i = 0; i < qd_strips_landmarks_n_orders (lm); i++)
    {
      const QdStripsLandmarkOrder *order = qd_strips_landmarks_order (lm, i);
      g_autofree char *from = qd_strips_landmarks_name (lm, order->from);
      g_autofree char *to = qd_strips_landmarks_name (lm, order->to);

      printf ("  %s -> %s  %s\n", from, to, qd_strips_landmark_ordering_label (order->kind));
    }
  return write_pictures (o, lm, reached, state) ? QD_EXIT_OK : QD_EXIT_INPUT;
}
