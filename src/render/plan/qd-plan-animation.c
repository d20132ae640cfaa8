/* qd-plan-animation.c — a plan's states as an animation
 * (qd-plan-animation.h). */
#include "config.h"
#include "qd-plan-animation.h"
#include "qd-plan-step-picture.h"

typedef struct {
  GPtrArray *state;          /* the facts after k actions */
  GPtrArray *added;          /* the facts the last action added, or NULL */
  GPtrArray *read;           /* the facts the marked action read */
  char *action;              /* the action marked, or NULL */
  char *applied;             /* the action applied to reach it (the band's), or NULL */
} Frame;

typedef struct {
  QdPlanTask *task;
  GArray *frames;            /* Frame: the steps + 1 */
} Frames;

static GPtrArray *
copy_facts (GPtrArray *facts)
{
  GPtrArray *copy;

  if (facts == NULL)
    return NULL;
  copy = g_ptr_array_new_full (facts->len, g_free);
  for (guint i = 0; i < facts->len; i++)
    g_ptr_array_add (copy, g_strdup (facts->pdata[i]));
  return copy;
}

static void
frame_clear (gpointer data)
{
  Frame *frame = data;

  g_clear_pointer (&frame->state, g_ptr_array_unref);
  g_clear_pointer (&frame->added, g_ptr_array_unref);
  g_clear_pointer (&frame->read, g_ptr_array_unref);
  g_clear_pointer (&frame->action, g_free);
  g_clear_pointer (&frame->applied, g_free);
}

static void
frames_free (gpointer data)
{
  Frames *frames = data;

  g_array_unref (frames->frames);
  qd_plan_task_free (frames->task);
  g_free (frames);
}

/* What the tab shows at `position`, without its caption (the band says it). */
static Frame
frame_at (const QdPlanTask *task, const QdPlanTrace *trace, guint position)
{
  QdPlanStepPicture picture;
  Frame frame;

  qd_plan_step_picture_init (&picture, task, trace, position, NULL);
  frame = (Frame) {
    .state = copy_facts (picture.options.state),
    .added = copy_facts (picture.options.added),
    .read = g_steal_pointer (&picture.read),
    .action = picture.step != NULL ? g_strdup (picture.step->action) : NULL,
    .applied = position > 0 ? g_strdup (((const QdPlanTraceStep *) trace->steps->pdata[position - 1])->action) : NULL,
  };
  qd_plan_step_picture_clear (&picture);
  return frame;
}

/* The picture's options for `frame` (the goal and the objects to free). */
static void
frame_options (const Frames *frames, const Frame *frame, const QdPalette *palette, QdPlanRenderOptions *options,
               GArray **goal, char ***focus)
{
  *goal = qd_plan_goal_literals (frames->task, frame->state);
  *focus = qd_plan_step_objects (frame->action);
  qd_plan_render_options_init (options, palette);
  options->task = frames->task;
  options->state = frame->state;
  options->goal = *goal;
  options->focus = (const char *const *) *focus;
  options->added = frame->added;
  options->read = frame->read;
}

static void
draw (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  const Frames *frames = data;
  g_autoptr(GArray) goal = NULL;
  g_auto(GStrv) focus = NULL;
  QdPlanRenderOptions options;

  frame_options (frames, &g_array_index (frames->frames, Frame, step), palette, &options, &goal, &focus);
  qd_plan_render (cr, &options);
}

static char *
describe (guint step, gpointer data)
{
  const Frames *frames = data;

  return step < frames->frames->len ? g_strdup (g_array_index (frames->frames, Frame, step).applied) : NULL;
}

QdAnimation *
qd_plan_animation_new (QdPlanTask *task, const QdPlanTrace *trace)
{
  Frames *frames = g_new0 (Frames, 1);
  double width = 0, height = 0;

  frames->task = task;
  frames->frames = g_array_sized_new (FALSE, TRUE, sizeof (Frame), trace->states->len);
  g_array_set_clear_func (frames->frames, frame_clear);
  for (guint k = 0; k < trace->states->len; k++)
    {
      Frame frame = frame_at (task, trace, k);
      g_autoptr(GArray) goal = NULL;
      g_auto(GStrv) focus = NULL;
      QdPlanRenderOptions options;
      double w, h;

      g_array_append_val (frames->frames, frame);
      /* Every frame in the size of the largest (the places fill and empty). */
      frame_options (frames, &frame, NULL, &options, &goal, &focus);
      qd_plan_render_get_size (&options, &w, &h);
      width = MAX (width, w);
      height = MAX (height, h);
    }
  return qd_animation_new (trace->states->len - 1, width, height, draw, describe, frames, frames_free);
}
