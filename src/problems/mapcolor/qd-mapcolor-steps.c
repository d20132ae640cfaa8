/* qd-mapcolor-steps.c — a colouring run's steps (qd-mapcolor-steps.h). */
#include "qd-mapcolor-steps.h"

void
qd_mapcolor_steps_init (QdMapcolorSteps *steps, guint max)
{
  steps->steps = g_array_new (FALSE, FALSE, sizeof (QdMapcolorStep));
  steps->max = max;
  steps->count = 0;
}

void
qd_mapcolor_steps_clear (QdMapcolorSteps *steps)
{
  g_clear_pointer (&steps->steps, g_array_unref);
  steps->count = 0;
}

void
qd_mapcolor_steps_record (gpointer data, guint region, gint color)
{
  QdMapcolorSteps *steps = data;
  QdMapcolorStep step = { region, color };

  if (steps->steps->len < steps->max)
    g_array_append_val (steps->steps, step);
  steps->count++;
}

gboolean
qd_mapcolor_steps_truncated (const QdMapcolorSteps *steps)
{
  return steps->count > steps->steps->len;
}
