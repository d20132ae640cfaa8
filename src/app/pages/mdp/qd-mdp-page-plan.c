/* qd-mdp-page-plan.c — the Plan mode: V_0 … V_k kept as frames, so that
 * Previous and Next move between them without computing; Next past the last
 * frame computes one more (a sweep, one state's update, a round of policy
 * iteration) and Run computes them until the error bound holds, on a worker.
 *
 * A sweep's or a round's frame holds V_k whole; a one-state step (the
 * asynchronous cycle, prioritized sweeping) holds the state and its value
 * before and after.  Past QD_MDP_PAGE_FRAME_BYTES of whole frames the
 * oldest ones (but V_0) drop their values: value iteration's are computed
 * again from the frame before when shown (the sweeps are deterministic). */
#include "config.h"
#include "qd-mdp-page-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "render/mdp/qd-mdp-plot.h"

#define QD_MDP_PAGE_FRAME_BYTES ((gsize) 256 * 1024 * 1024)
/* Run stops here if the bound never holds (γ = 1 with values that creep). */
#define QD_MDP_PAGE_MAX_ITERATIONS 100000
/* Past this many states a step takes a noticeable time (a sweep of a
 * 1000 × 1000 world, 20-40 ms, and its frame): Next Iteration computes it on
 * a worker, as Run does, so that the window never waits on it. */
#define QD_MDP_PAGE_INLINE_STATES 20000
/* Prioritized sweeping's θ, the course's. */
#define QD_MDP_PAGE_THETA 1e-5

/* ------------------------------------------------------------ the engine */

static void
engine_clear (gpointer data)
{
  QdMdpEngine *engine = data;

  g_clear_pointer (&engine->sweeper, qd_markov_prioritized_free);
  g_clear_pointer (&engine->model, qd_markov_free);
  g_free (engine->state_of);
  g_free (engine->cell_of);
  g_free (engine->v);
  g_free (engine->order);
}

QdMdpEngine *
qd_mdp_engine_new (const QdMdpWorld *world, GError **error)
{
  QdMdpEngine *engine = g_atomic_rc_box_new0 (QdMdpEngine);
  guint n;

  engine->state_of = g_new (gint, (gsize) world->w * world->h);
  engine->cell_of = g_new (guint, (gsize) world->w * world->h + 1);
  engine->model = qd_mdp_world_to_model (world, engine->state_of, engine->cell_of, error);
  if (engine->model == NULL)
    {
      qd_mdp_engine_unref (engine);
      return NULL;
    }
  n = engine->n_states = engine->model->n_states;
  engine->gamma = world->discount;
  engine->v = g_new0 (double, n);
  /* The course's cycle: its TERMINAL_STATE first, then the cells. */
  engine->order = g_new (guint, n);
  engine->order[0] = n - 1;
  for (guint s = 0; s + 1 < n; s++)
    engine->order[s + 1] = s;
  return engine;
}

QdMdpEngine *
qd_mdp_engine_ref (QdMdpEngine *engine)
{
  return g_atomic_rc_box_acquire (engine);
}

void
qd_mdp_engine_unref (QdMdpEngine *engine)
{
  if (engine != NULL)
    g_atomic_rc_box_release_full (engine, engine_clear);
}

/* ------------------------------------------------------------ one step */

static void
frame_clear (gpointer data)
{
  QdMdpPlanFrame *frame = data;

  g_clear_pointer (&frame->values, g_free);
  g_clear_pointer (&frame->policy, g_free);
}

static double
largest_change (const double *a, const double *b, guint n)
{
  double most = 0;

  for (guint s = 0; s < n; s++)
    most = MAX (most, fabs (a[s] - b[s]));
  return most;
}

/* The course's one state of the cycle; converged once a whole cycle
 * changed nothing by more than the bound. */
static gboolean
step_async (QdMdpEngine *e, double bound, QdMdpPlanFrame *out)
{
  guint state = e->order[e->async_next];

  if (e->async_next == 0)
    e->cycle_max = 0;
  out->before = e->v[state];
  out->residual = qd_markov_update_state (e->model, e->gamma, e->v, state);
  e->cycle_max = MAX (e->cycle_max, out->residual);
  out->state = state;
  out->after = e->v[state];
  out->cell = state + 1 < e->n_states ? (gint) e->cell_of[state] : -1;
  e->async_next = (e->async_next + 1) % e->n_states;
  return e->async_next == 0 && e->cycle_max <= bound;
}

/* One pop of the queue: the state it updates, before and after. */
static gboolean
step_prioritized (QdMdpEngine *e, QdMdpPlanFrame *out)
{
  if (e->sweeper == NULL)
    e->sweeper = qd_markov_prioritized_new (e->model, e->gamma, QD_MDP_PAGE_THETA, e->order, e->v);
  out->state = qd_markov_prioritized_next (e->sweeper);
  if (out->state == G_MAXUINT)
    return TRUE;
  out->before = e->v[out->state];
  qd_markov_prioritized_step (e->sweeper);
  out->after = e->v[out->state];
  out->residual = fabs (out->after - out->before);
  out->cell = out->state + 1 < e->n_states ? (gint) e->cell_of[out->state] : -1;
  return FALSE;
}

/* A round of policy iteration (exact, or `sweeps` sweeps) from the last
 * frame's policy and values. */
static gboolean
step_policy (QdMdpEngine *e, guint sweeps, const QdMdpPlanFrame *last, QdMdpPlanFrame *out, GError **error)
{
  gboolean stable = FALSE;

  out->values = g_memdup2 (last->values, sizeof (double) * e->n_states);
  out->policy = g_memdup2 (last->policy, sizeof (guint) * e->n_states);
  if (qd_markov_policy_iteration (e->model, e->gamma, sweeps, 1, out->policy, out->values, &stable, error) == 0)
    {
      frame_clear (out);
      return FALSE;
    }
  out->residual = largest_change (out->values, last->values, e->n_states);
  return stable;
}

/* The frame after `last` into `out` (its iteration set); *converged: the
 * algorithm's end is reached (the bound holds, the queue is empty, the
 * policy is stable).  FALSE with `error` set when it cannot go on. */
static gboolean
engine_step (QdMdpEngine *e, QdMdpPlanAlgorithm algorithm, guint sweeps, double bound, const QdMdpPlanFrame *last,
             QdMdpPlanFrame *out, gboolean *converged, GError **error)
{
  memset (out, 0, sizeof *out);
  out->iteration = last->iteration + 1;
  out->cell = -1;
  switch (algorithm)
    {
    case QD_MDP_PLAN_ASYNC:
      *converged = step_async (e, bound, out);
      return TRUE;
    case QD_MDP_PLAN_PRIORITIZED:
      *converged = step_prioritized (e, out);
      return !*converged;
    case QD_MDP_PLAN_POLICY_ITERATION:
    case QD_MDP_PLAN_MODIFIED_PI:
      *converged = step_policy (e, algorithm == QD_MDP_PLAN_POLICY_ITERATION ? 0 : sweeps, last, out, error);
      return out->values != NULL;
    case QD_MDP_PLAN_VALUE_ITERATION:
    default:
      out->values = g_new (double, e->n_states);
      out->residual = qd_markov_sweep (e->model, e->gamma, last->values, out->values);
      *converged = out->residual <= bound;
      return TRUE;
    }
}

/* ------------------------------------------------------------ frames */

static gsize
frame_bytes (const QdMdpPlanFrame *frame, guint n)
{
  return (frame->values != NULL ? n * sizeof (double) : 0) + (frame->policy != NULL ? n * sizeof (guint) : 0);
}

/* Past the budget, value iteration's oldest frames but V_0 and the last
 * give their values back (they are computed again when shown). */
static void
trim_frames (GArray *frames, gsize *bytes, guint n, QdMdpPlanAlgorithm algorithm)
{
  for (guint i = 1; *bytes > QD_MDP_PAGE_FRAME_BYTES && i + 1 < frames->len; i++)
    {
      QdMdpPlanFrame *frame = &g_array_index (frames, QdMdpPlanFrame, i);

      if (algorithm != QD_MDP_PLAN_VALUE_ITERATION || frame->values == NULL)
        continue;
      *bytes -= frame_bytes (frame, n);
      g_clear_pointer (&frame->values, g_free);
    }
}

static QdMdpPlanFrame *
frame_at (QdMdpPage *self, guint i)
{
  return &g_array_index (self->frames, QdMdpPlanFrame, i);
}

static QdMdpPlanFrame *
last_frame (QdMdpPage *self)
{
  return frame_at (self, self->frames->len - 1);
}

/* A whole frame's values: its own, or swept again from the frame before. */
static void
frame_values (QdMdpPage *self, guint i, double *out)
{
  QdMdpEngine *e = self->engine;
  guint from = i;
  g_autofree double *scratch = NULL;

  while (frame_at (self, from)->values == NULL)
    from--;
  memcpy (out, frame_at (self, from)->values, sizeof (double) * e->n_states);
  if (from == i)
    return;
  scratch = g_new (double, e->n_states);
  for (; from < i; from++)
    {
      qd_markov_sweep (e->model, e->gamma, out, scratch);
      memcpy (out, scratch, sizeof (double) * e->n_states);
    }
}

/* The board shows frame `i`: whole frames are copied, one-state steps
 * played forwards or backwards from the frame shown. */
static void
go_to (QdMdpPage *self, guint i)
{
  const QdMdpPlanFrame *frame = frame_at (self, i);

  if (frame->cell >= 0 || (frame->values == NULL && self->algorithm != QD_MDP_PLAN_VALUE_ITERATION))
    {
      for (; self->shown < i; self->shown++)
        self->v[frame_at (self, self->shown + 1)->state] = frame_at (self, self->shown + 1)->after;
      for (; self->shown > i; self->shown--)
        self->v[frame_at (self, self->shown)->state] = frame_at (self, self->shown)->before;
    }
  else
    frame_values (self, i, self->v);
  self->shown = i;
  if (frame->policy != NULL)
    memcpy (self->policy, frame->policy, sizeof (guint) * self->engine->n_states);
  else
    qd_markov_greedy (self->engine->model, self->engine->gamma, self->v, self->policy);
}

static void
append_frame (QdMdpPage *self, QdMdpPlanFrame *frame)
{
  self->frame_bytes += frame_bytes (frame, self->engine->n_states);
  g_array_append_val (self->frames, *frame);
  trim_frames (self->frames, &self->frame_bytes, self->engine->n_states, self->algorithm);
}

/* ------------------------------------------------------------ the mode */

static double
bound (QdMdpPage *self)
{
  return qd_markov_stopping_bound (gtk_spin_button_get_value (self->epsilon_spin), self->engine->gamma);
}

void
qd_mdp_plan_reset (QdMdpPage *self)
{
  QdMdpEngine *e = self->engine;
  QdMdpPlanFrame first = { .residual = NAN, .cell = -1 };
  guint n;

  g_array_set_size (self->frames, 0);
  self->frame_bytes = 0;
  self->shown = 0;
  self->converged = FALSE;
  g_clear_pointer (&self->v, g_free);
  g_clear_pointer (&self->policy, g_free);
  if (e == NULL)
    return;
  n = e->n_states;
  g_clear_pointer (&e->sweeper, qd_markov_prioritized_free);
  memset (e->v, 0, sizeof (double) * n);
  e->async_next = 0;
  self->v = g_new0 (double, n);
  self->policy = g_new (guint, n);
  first.values = g_new0 (double, n);
  /* Policy iteration starts from "always the first action" (north, or exit). */
  if (self->algorithm == QD_MDP_PLAN_POLICY_ITERATION || self->algorithm == QD_MDP_PLAN_MODIFIED_PI)
    {
      first.policy = g_new (guint, n);
      for (guint s = 0; s < n; s++)
        first.policy[s] = qd_markov_n_actions_of (e->model, s) > 0 ? e->model->first_action[s] : G_MAXUINT;
    }
  append_frame (self, &first);
  go_to (self, 0);
}

gboolean
qd_mdp_plan_can_previous (QdMdpPage *self)
{
  return self->engine != NULL && self->shown > 0;
}

gboolean
qd_mdp_plan_can_next (QdMdpPage *self)
{
  return self->engine != NULL && (self->shown + 1 < self->frames->len || !self->converged);
}

static void
say_error (QdMdpPage *self, const GError *error)
{
  g_autofree char *text = g_strdup_printf (_("Cannot go on: %s"), error->message);

  qd_mdp_page_set_status (self, text);
}

static void start_run (QdMdpPage *self, guint steps);

/* The next frame, computed here when it is not kept yet. */
static gboolean
step_here (QdMdpPage *self)
{
  QdMdpPlanFrame frame;
  g_autoptr(GError) error = NULL;

  if (!qd_mdp_plan_can_next (self) || qd_page_get_busy (QD_PAGE (self)))
    return FALSE;
  if (self->shown + 1 < self->frames->len)
    go_to (self, self->shown + 1);
  else if (engine_step (self->engine, self->algorithm, (guint) gtk_spin_button_get_value_as_int (self->sweeps_spin),
                        bound (self), last_frame (self), &frame, &self->converged, &error))
    {
      append_frame (self, &frame);
      go_to (self, self->frames->len - 1);
    }
  else
    /* The queue emptied (prioritized), or a round failed. */
    self->converged = TRUE;
  qd_mdp_plan_show (self);
  if (error != NULL)
    say_error (self, error);
  return TRUE;
}

gboolean
qd_mdp_plan_next (QdMdpPage *self)
{
  if (qd_mdp_plan_can_next (self) && !qd_page_get_busy (QD_PAGE (self)) && self->shown + 1 >= self->frames->len &&
      self->engine->n_states > QD_MDP_PAGE_INLINE_STATES)
    {
      start_run (self, 1);
      return TRUE;
    }
  return step_here (self);
}

gboolean
qd_mdp_plan_previous (QdMdpPage *self)
{
  if (!qd_mdp_plan_can_previous (self) || qd_page_get_busy (QD_PAGE (self)))
    return FALSE;
  go_to (self, self->shown - 1);
  qd_mdp_plan_show (self);
  return TRUE;
}

void
qd_mdp_plan_go_to_iteration (QdMdpPage *self, guint k)
{
  if (self->engine == NULL || qd_page_get_busy (QD_PAGE (self)))
    return;
  /* At most a few steps (practice asks up to V_3): taken here, in order. */
  while (self->frames->len <= k && !self->converged && step_here (self))
    ;
  go_to (self, MIN (k, self->frames->len - 1));
  qd_mdp_plan_show (self);
  qd_mdp_page_update_actions (self);
}

gint
qd_mdp_plan_highlight (QdMdpPage *self)
{
  if (self->engine == NULL || self->frames->len == 0)
    return -1;
  return frame_at (self, self->shown)->cell;
}

const guint *
qd_mdp_plan_frame_policy (QdMdpPage *self)
{
  return self->policy;
}

/* ------------------------------------------------------------ Run */

typedef struct {
  QdMdpEngine *engine;
  QdMdpPlanAlgorithm algorithm;
  guint sweeps;
  double bound;
  guint steps;                  /* 0: until the end; else this many steps (Next Iteration) */
  QdMdpPlanFrame last;          /* a copy of the last frame's values and policy */
} RunTask;

typedef struct {
  GArray *frames;
  gsize bytes;
  gboolean converged;
  GError *error;
} RunResult;

static void
run_task_free (gpointer data)
{
  RunTask *task = data;

  qd_mdp_engine_unref (task->engine);
  frame_clear (&task->last);
  g_free (task);
}

static void
run_result_free (gpointer data)
{
  RunResult *result = data;

  g_array_unref (result->frames);
  g_clear_error (&result->error);
  g_free (result);
}

static gpointer
run_worker (QdJob *job, gpointer data, GError **error)
{
  RunTask *task = data;
  RunResult *result = g_new0 (RunResult, 1);
  QdProgress *progress = qd_job_get_progress (job);
  const QdMdpPlanFrame *last = &task->last;
  guint done = 0;

  result->frames = g_array_new (FALSE, FALSE, sizeof (QdMdpPlanFrame));
  g_array_set_clear_func (result->frames, frame_clear);
  while (!result->converged && !qd_job_should_stop (job) && last->iteration < QD_MDP_PAGE_MAX_ITERATIONS &&
         (task->steps == 0 || done++ < task->steps))
    {
      QdMdpPlanFrame frame;

      if (!engine_step (task->engine, task->algorithm, task->sweeps, task->bound, last, &frame, &result->converged,
                        &result->error))
        {
          result->converged = TRUE;
          break;
        }
      result->bytes += frame_bytes (&frame, task->engine->n_states);
      g_array_append_val (result->frames, frame);
      trim_frames (result->frames, &result->bytes, task->engine->n_states, task->algorithm);
      /* A one-state step keeps no values: the task's copy stays the last whole one. */
      if (frame.values != NULL)
        last = &g_array_index (result->frames, QdMdpPlanFrame, result->frames->len - 1);
      else
        task->last.iteration = frame.iteration;
      qd_progress_set (&progress->done, frame.iteration);
    }
  return result;
}

static void
on_run_done (QdPage *page, QdJob *job)
{
  QdMdpPage *self = QD_MDP_PAGE (page);
  RunResult *result = qd_job_get_result (job);

  self->planning = FALSE;
  if (result != NULL)
    {
      for (guint i = 0; i < result->frames->len; i++)
        {
          QdMdpPlanFrame frame = g_array_index (result->frames, QdMdpPlanFrame, i);

          append_frame (self, &frame);
        }
      /* The frames are the page's now. */
      g_array_set_clear_func (result->frames, NULL);
      self->converged = result->converged;
      go_to (self, self->frames->len - 1);
    }
  qd_mdp_plan_show (self);
  if (result != NULL && result->error != NULL)
    say_error (self, result->error);
  qd_mdp_page_update_actions (self);
}

static void
on_run_progress (QdJob *job, QdMdpPage *self)
{
  QdProgress progress;
  g_autofree char *count = NULL;
  g_autofree char *text = NULL;

  qd_job_read_progress (job, &progress);
  count = qd_format_count ((guint64) progress.done);
  /* TRANSLATORS: %s is the iteration reached */
  text = g_strdup_printf (_("Iterating… %s"), count);
  qd_mdp_page_set_status (self, text);
}

/* STEPS steps (0: until the end) on a worker, from the last frame. */
static void
start_run (QdMdpPage *self, guint steps)
{
  RunTask *task;
  QdJob *job;
  const QdMdpPlanFrame *last;

  /* Run goes on from the last frame. */
  go_to (self, self->frames->len - 1);
  last = last_frame (self);
  task = g_new0 (RunTask, 1);
  task->engine = qd_mdp_engine_ref (self->engine);
  task->algorithm = self->algorithm;
  task->sweeps = (guint) gtk_spin_button_get_value_as_int (self->sweeps_spin);
  task->bound = bound (self);
  task->steps = steps;
  task->last.iteration = last->iteration;
  task->last.values = g_memdup2 (self->v, sizeof (double) * self->engine->n_states);
  if (last->policy != NULL)
    task->last.policy = g_memdup2 (last->policy, sizeof (guint) * self->engine->n_states);
  self->planning = TRUE;
  job = qd_page_start_job (QD_PAGE (self), _("Planning"), run_worker, task, run_task_free, run_result_free,
                           on_run_done);
  g_signal_connect_object (job, "progress", G_CALLBACK (on_run_progress), self, 0);
  qd_mdp_page_update_actions (self);
}

void
qd_mdp_plan_run (QdMdpPage *self)
{
  if (self->engine == NULL || self->converged || qd_page_get_busy (QD_PAGE (self)))
    return;
  start_run (self, 0);
}

/* ------------------------------------------------------------ display */

static void
plot_residuals (QdMdpPage *self)
{
  g_autofree double *residuals = g_new (double, MAX (self->shown, 1));

  for (guint i = 1; i <= self->shown; i++)
    residuals[i - 1] = frame_at (self, i)->residual;
  g_clear_pointer (&self->residual_plot, qd_plot_free);
  self->residual_plot = qd_mdp_residual_plot_new (residuals, self->shown, bound (self));
  gtk_widget_set_visible (GTK_WIDGET (self->residual_view), self->shown > 0);
  qd_canvas_redraw (QD_CANVAS (self->residual_view));
}

/* A value as the board writes it (4 decimals); a change too small for
 * them (below 0.001) in three significant digits ("2.38e-07"). */
static char *
format_change (double value)
{
  char text[64];

  if (isnan (value))
    return g_strdup ("—");
  if (value != 0 && fabs (value) < 0.001)
    return g_strdup_printf ("%.3g", value);
  qd_mdp_render_format_value (value, text, sizeof text);
  return g_strdup (text);
}

/* What the iteration shown did, in the status line. */
static void
say_frame (QdMdpPage *self, const QdMdpPlanFrame *frame)
{
  g_autofree char *change = format_change (frame->residual);
  g_autofree char *text = NULL;

  if (frame->cell >= 0)
    {
      g_autofree char *cell = qd_mdp_page_cell_name (self, (guint) frame->cell);
      g_autofree char *before = format_change (frame->before);
      g_autofree char *after = format_change (frame->after);

      text = g_strdup_printf (_("Step %u updated %s: %s → %s."), frame->iteration, cell, before, after);
    }
  else if (self->converged && self->shown + 1 == self->frames->len)
    text = g_strdup_printf (_("Converged at iteration %u: the last change of V was %s."), frame->iteration, change);
  else
    text = g_strdup_printf (_("Iteration %u: the largest change of V was %s."), frame->iteration, change);
  qd_mdp_page_set_status (self, text);
}

void
qd_mdp_plan_show (QdMdpPage *self)
{
  const QdMdpPlanFrame *frame = self->engine != NULL && self->frames->len > 0 ? frame_at (self, self->shown) : NULL;
  g_autofree char *residual = format_change (frame != NULL ? frame->residual : NAN);
  g_autofree char *limit = format_change (self->engine != NULL ? bound (self) : NAN);
  g_autofree char *iteration = frame != NULL ? g_strdup_printf ("%u / %u", frame->iteration,
                                                                last_frame (self)->iteration) : g_strdup ("—");

  gtk_label_set_label (self->iteration_label, iteration);
  gtk_label_set_label (self->residual_label, residual);
  gtk_label_set_label (self->bound_label, limit);
  if (self->engine != NULL && self->frames->len > 0)
    plot_residuals (self);
  if (frame != NULL && self->shown > 0 && !self->planning)
    say_frame (self, frame);
  qd_mdp_page_refresh (self);
}

void
qd_mdp_plan_init (QdMdpPage *self)
{
  self->frames = g_array_new (FALSE, FALSE, sizeof (QdMdpPlanFrame));
  g_array_set_clear_func (self->frames, frame_clear);
  qd_picture_view_set_plot (self->residual_view, &self->residual_plot, 320, 200);
  qd_picture_view_set_fill (self->residual_view, 0.6);
  qd_picture_view_set_role (self->residual_view, QD_PICTURE_CHART);
}

void
qd_mdp_plan_free (QdMdpPage *self)
{
  g_clear_pointer (&self->frames, g_array_unref);
  g_clear_pointer (&self->v, g_free);
  g_clear_pointer (&self->policy, g_free);
  g_clear_pointer (&self->residual_plot, qd_plot_free);
}
