/* qd-plan-step-picture.c — a plan's state at a step, as the Planning tab
 * shows it (qd-plan-step-picture.h). */
#include "config.h"
#include "qd-plan-step-picture.h"

#include <glib/gi18n.h>

/* The action marked at `position`: the one just applied, or at the end of
 * a plan that fails, the one that cannot apply. */
static const QdPlanTraceStep *
step_at (const QdPlanTrace *trace, guint position, gboolean *failing)
{
  *failing = position == trace->steps->len && trace->failing != NULL;
  if (*failing)
    return trace->failing;
  return position > 0 ? trace->steps->pdata[position - 1] : NULL;
}

char *
qd_plan_step_caption (const QdPlanTrace *trace, guint position)
{
  guint n = trace->steps->len;
  gboolean failing;
  const QdPlanTraceStep *step = step_at (trace, position, &failing);

  if (failing)
    return g_strdup_printf (_("After %u of the actions: %s cannot apply"), position, step->action);
  if (step == NULL)
    return n > 0 ? g_strdup_printf (_("The initial state (step 0 of %u)"), n) : g_strdup (_("The initial state"));
  return g_strdup_printf (_("Step %u of %u: %s"), position, n, step->action);
}

char **
qd_plan_step_objects (const char *action)
{
  g_auto(GStrv) words = action != NULL ? qd_plan_fact_words (action) : NULL;

  return words != NULL && words[0] != NULL ? g_strdupv (words + 1) : NULL;
}

GPtrArray *
qd_plan_step_read (const QdPlanTraceStep *step)
{
  GPtrArray *read = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; step != NULL && i < step->precondition->len; i++)
    if (g_array_index (step->precondition, QdPlanLiteral, i).positive)
      g_ptr_array_add (read, g_strdup (g_array_index (step->precondition, QdPlanLiteral, i).text));
  return read;
}

void
qd_plan_step_picture_init (QdPlanStepPicture *picture, const QdPlanTask *task, const QdPlanTrace *trace,
                           guint position, const QdPalette *palette)
{
  GPtrArray *state;

  g_return_if_fail (position <= trace->steps->len);
  state = qd_plan_trace_state (trace, position);
  *picture = (QdPlanStepPicture) { .goal = qd_plan_goal_literals (task, state) };
  picture->step = step_at (trace, position, &picture->failing);
  picture->read = qd_plan_step_read (picture->step);
  picture->focus = qd_plan_step_objects (picture->step != NULL ? picture->step->action : NULL);
  picture->caption = qd_plan_step_caption (trace, position);
  qd_plan_render_options_init (&picture->options, palette);
  picture->options.task = task;
  picture->options.state = state;
  picture->options.goal = picture->goal;
  picture->options.caption = picture->caption;
  picture->options.focus = (const char *const *) picture->focus;
  /* The facts the last action applied added, as the tab marks them. */
  picture->options.added = position > 0 ? ((const QdPlanTraceStep *) trace->steps->pdata[position - 1])->adds : NULL;
  picture->options.read = picture->read;
}

void
qd_plan_step_picture_clear (QdPlanStepPicture *picture)
{
  g_clear_pointer (&picture->goal, g_array_unref);
  g_clear_pointer (&picture->read, g_ptr_array_unref);
  g_clear_pointer (&picture->focus, g_strfreev);
  g_clear_pointer (&picture->caption, g_free);
}
