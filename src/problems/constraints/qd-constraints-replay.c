/* qd-constraints-replay.c — a search recorded step by step
 * (qd-constraints-replay.h).  The sentences are in
 * qd-constraints-replay-explain.c. */
#include "config.h"
#include "qd-constraints-replay.h"

#include <string.h>

QdConstraintsReplay *
qd_constraints_replay_new (QdCspInference inference, guint max_steps)
{
  QdConstraintsReplay *replay = g_new0 (QdConstraintsReplay, 1);

  replay->events = g_array_new (FALSE, FALSE, sizeof (QdConstraintsEvent));
  replay->steps = g_array_new (FALSE, FALSE, sizeof (QdConstraintsStep));
  replay->max_steps = max_steps;
  replay->inference = inference;
  return replay;
}

QdConstraintsReplay *
qd_constraints_replay_copy (const QdConstraintsReplay *replay)
{
  QdConstraintsReplay *copy = g_memdup2 (replay, sizeof *replay);

  copy->events = g_array_copy (replay->events);
  copy->steps = g_array_copy (replay->steps);
  if (replay->objectives != NULL)
    copy->objectives = g_array_copy (replay->objectives);
  return copy;
}

void
qd_constraints_replay_free (QdConstraintsReplay *replay)
{
  if (replay == NULL)
    return;
  g_array_unref (replay->events);
  g_array_unref (replay->steps);
  g_clear_pointer (&replay->objectives, g_array_unref);
  g_free (replay);
}

guint
qd_constraints_replay_n_steps (const QdConstraintsReplay *replay)
{
  return replay->steps->len;
}

gboolean
qd_constraints_replay_truncated (const QdConstraintsReplay *replay)
{
  return replay->n_counted > replay->steps->len;
}

const QdConstraintsStep *
qd_constraints_replay_step (const QdConstraintsReplay *replay, guint step)
{
  g_return_val_if_fail (step >= 1 && step <= replay->steps->len, NULL);
  return &g_array_index (replay->steps, QdConstraintsStep, step - 1);
}

const QdConstraintsEvent *
qd_constraints_replay_event (const QdConstraintsReplay *replay, guint i)
{
  g_return_val_if_fail (i < replay->events->len, NULL);
  return &g_array_index (replay->events, QdConstraintsEvent, i);
}

/* ---------------------------------------------------------- the recording */

static gboolean
last_step_is (const QdConstraintsReplay *replay, QdConstraintsStepKind kind)
{
  return replay->steps->len > 0 && !replay->full &&
         g_array_index (replay->steps, QdConstraintsStep, replay->steps->len - 1).kind == kind;
}

/* A new step of `kind` begins; FALSE when it is past the cap (counted). */
static gboolean
open_step (QdConstraintsReplay *replay, QdConstraintsStepKind kind)
{
  QdConstraintsStep step = { kind, replay->events->len, 0, replay->events->len };

  replay->n_counted++;
  if (replay->full || replay->steps->len >= replay->max_steps)
    {
      replay->full = TRUE;
      return FALSE;
    }
  g_array_append_val (replay->steps, step);
  return TRUE;
}

/* Appends the event to the last step; `main`: it names the step. */
static void
add_event (QdConstraintsReplay *replay, QdConstraintsEventKind kind, guint depth, guint var, guint value,
           gint constraint, gboolean main)
{
  QdConstraintsEvent event = { kind, depth, var, value, constraint };
  QdConstraintsStep *step;

  if (replay->full || replay->steps->len == 0)
    return;
  step = &g_array_index (replay->steps, QdConstraintsStep, replay->steps->len - 1);
  if (main)
    step->main = replay->events->len;
  step->n_events++;
  g_array_append_val (replay->events, event);
}

/* A step that may follow values rejected before it: it takes them. */
static void
record_after_rejects (QdConstraintsReplay *replay, QdConstraintsStepKind kind, guint depth, guint var,
                      guint value)
{
  QdConstraintsEventKind event = kind == QD_CONSTRAINTS_STEP_ASSIGN ? QD_CONSTRAINTS_EVENT_ASSIGN
                                                                   : QD_CONSTRAINTS_EVENT_BACKTRACK;

  if (replay->pending)
    {
      replay->pending = FALSE;
      if (!replay->full && replay->steps->len > 0)
        g_array_index (replay->steps, QdConstraintsStep, replay->steps->len - 1).kind = kind;
    }
  else if (!open_step (replay, kind))
    return;
  add_event (replay, event, depth, var, value, -1, TRUE);
}

static void
on_assign (gpointer data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  QdConstraintsRecorder *r = data;

  r->values[var] = (gint) value;
  r->last_var = (gint) var;
  record_after_rejects (r->replay, QD_CONSTRAINTS_STEP_ASSIGN, depth, var, value);
}

/* A binary constraint on `var` under which `value` has no support left in
 * the other variable's current domain (arc consistency's reason), or -1.
 * r->values holds the assignment; it is restored. */
static gint
unsupported_by (QdConstraintsRecorder *r, QdCspSolver *solver, guint var, guint value)
{
  const QdConstraintsVarIndex *index = &r->index;
  gint found = -1;

  r->values[var] = (gint) value;
  for (guint k = index->offsets[var]; k < index->offsets[var + 1] && found < 0; k++)
    {
      guint c = index->list[k], other;
      const guint *scope = qd_csp_constraint_scope (r->csp, c);
      gboolean supported = FALSE;

      if (qd_csp_constraint_arity (r->csp, c) != 2)
        continue;
      other = scope[0] == var ? scope[1] : scope[0];
      if (other == var || r->values[other] >= 0)
        continue;
      for (guint w = 0; w < qd_csp_domain_size (r->csp, other) && !supported; w++)
        if (qd_csp_solver_domain_has (solver, other, w))
          {
            r->values[other] = (gint) w;
            supported = qd_csp_constraint_check (r->csp, c, r->values);
            r->values[other] = QD_CSP_UNASSIGNED;
          }
      if (!supported)
        found = (gint) c;
    }
  r->values[var] = QD_CSP_UNASSIGNED;
  return found;
}

/* A removal no single binary constraint explains, by a constraint of more
 * than two variables (a global's propagator): the only one on `var` that
 * also has `with`, the variable just assigned (-1 at the root: the only
 * one on var); -1 when there is none or several. */
static gint
global_by (QdConstraintsRecorder *r, guint var, gint with)
{
  const QdConstraintsVarIndex *index = &r->index;
  gint found = -1;

  for (guint k = index->offsets[var]; k < index->offsets[var + 1]; k++)
    {
      guint c = index->list[k];
      const guint *scope = qd_csp_constraint_scope (r->csp, c);
      guint arity = qd_csp_constraint_arity (r->csp, c);
      gboolean has = with < 0;

      if (arity <= 2)
        continue;
      for (guint i = 0; i < arity && !has; i++)
        has = (gint) scope[i] == with;
      if (!has)
        continue;
      if (found >= 0)
        return -1;
      found = (gint) c;
    }
  return found;
}

/* r->values made the solver's assignment on the variables of var's
 * constraints, all that the reasons read: a removal costs var's
 * constraints, not the number of variables (a million variables would
 * make the recording quadratic). */
static void
sync_values (QdConstraintsRecorder *r, QdCspSolver *solver, guint var)
{
  const QdConstraintsVarIndex *index = &r->index;
  const gint *values = qd_csp_solver_values (solver);

  for (guint k = index->offsets[var]; k < index->offsets[var + 1]; k++)
    {
      guint c = index->list[k], arity = qd_csp_constraint_arity (r->csp, c);
      const guint *scope = qd_csp_constraint_scope (r->csp, c);

      for (guint i = 0; i < arity; i++)
        r->values[scope[i]] = values[scope[i]];
    }
  r->values[var] = values[var];
}

static void
on_prune (gpointer data, QdCspSolver *solver, guint var, guint value)
{
  QdConstraintsRecorder *r = data;
  guint depth = qd_csp_solver_depth (solver);
  gint by;

  if (depth == 0 && !last_step_is (r->replay, QD_CONSTRAINTS_STEP_PROPAGATE) &&
      !open_step (r->replay, QD_CONSTRAINTS_STEP_PROPAGATE))
    return;
  /* Past the cap the steps are only counted. */
  if (r->replay->full)
    return;
  sync_values (r, solver, var);
  by = qd_constraints_ruled_out_by (r->csp, &r->index, r->values, var, value, depth > 0 ? r->last_var : -1);
  if (by < 0)
    by = unsupported_by (r, solver, var, value);
  if (by < 0)
    by = global_by (r, var, depth > 0 ? r->last_var : -1);
  else
    by = qd_constraints_alldifferent_of (r->csp, &r->index, (guint) by, var);
  add_event (r->replay, QD_CONSTRAINTS_EVENT_PRUNE, depth, var, value, by, FALSE);
}

static void
on_reject (gpointer data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  QdConstraintsRecorder *r = data;
  gint by;

  if (!r->replay->pending)
    {
      /* The step's kind is settled by what follows (assign or backtrack). */
      r->replay->pending = TRUE;
      if (!open_step (r->replay, QD_CONSTRAINTS_STEP_ASSIGN))
        return;
    }
  if (r->replay->full)
    return;
  sync_values (r, solver, var);
  by = qd_constraints_ruled_out_by (r->csp, &r->index, r->values, var, value, -1);
  add_event (r->replay, QD_CONSTRAINTS_EVENT_REJECT, depth, var, value, by, FALSE);
}

static void
on_wipeout (gpointer data, QdCspSolver *solver, guint var)
{
  QdConstraintsRecorder *r = data;

  if (open_step (r->replay, QD_CONSTRAINTS_STEP_WIPEOUT))
    add_event (r->replay, QD_CONSTRAINTS_EVENT_WIPEOUT, qd_csp_solver_depth (solver), var, 0, -1, TRUE);
}

static void
on_backtrack (gpointer data, QdCspSolver *solver, guint var, guint depth)
{
  QdConstraintsRecorder *r = data;
  guint value = r->values[var] >= 0 ? (guint) r->values[var] : 0;

  r->values[var] = QD_CSP_UNASSIGNED;
  record_after_rejects (r->replay, QD_CONSTRAINTS_STEP_BACKTRACK, depth, var, value);
}

static gboolean
on_solution (gpointer data, QdCspSolver *solver, const gint *values)
{
  QdConstraintsRecorder *r = data;
  guint n = ++r->replay->n_solutions;

  if (r->model != NULL && qd_csp_model_has_objective (r->model))
    {
      gint64 value = qd_csp_model_objective_value (r->model, values);

      if (r->replay->objectives == NULL)
        r->replay->objectives = g_array_new (FALSE, FALSE, sizeof (gint64));
      g_array_append_val (r->replay->objectives, value);
    }
  if (open_step (r->replay, QD_CONSTRAINTS_STEP_SOLUTION))
    add_event (r->replay, QD_CONSTRAINTS_EVENT_SOLUTION, qd_csp_solver_depth (solver), 0, n, -1, TRUE);
  return TRUE;
}

/* A dead end of backjumping: the values rejected before it (bt) are its
 * own; the backtracks it causes come after as steps of their own. */
static void
on_backjump (gpointer data, QdCspSolver *solver, guint var, guint depth, guint to, const guint *conflict, guint n)
{
  QdConstraintsRecorder *r = data;

  if (r->replay->pending)
    {
      r->replay->pending = FALSE;
      if (!r->replay->full && r->replay->steps->len > 0)
        g_array_index (r->replay->steps, QdConstraintsStep, r->replay->steps->len - 1).kind =
          QD_CONSTRAINTS_STEP_BACKJUMP;
    }
  else if (!open_step (r->replay, QD_CONSTRAINTS_STEP_BACKJUMP))
    return;
  add_event (r->replay, QD_CONSTRAINTS_EVENT_BACKJUMP, depth, var, to, -1, TRUE);
  for (guint i = 0; i < n; i++)
    add_event (r->replay, QD_CONSTRAINTS_EVENT_CONFLICT, depth, conflict[i], 0, -1, FALSE);
}

const QdCspListener qd_constraints_recorder_listener = {
  .assign = on_assign,
  .prune = on_prune,
  .wipeout = on_wipeout,
  .backtrack = on_backtrack,
  .solution = on_solution,
  .reject = on_reject,
  .backjump = on_backjump,
};

void
qd_constraints_recorder_init (QdConstraintsRecorder *recorder, QdConstraintsReplay *replay, const QdCsp *csp)
{
  guint n = qd_csp_n_variables (csp);

  recorder->replay = replay;
  recorder->csp = csp;
  qd_constraints_var_index_init (&recorder->index, csp);
  recorder->values = g_new (gint, MAX (n, 1));
  for (guint v = 0; v < n; v++)
    recorder->values[v] = QD_CSP_UNASSIGNED;
  recorder->last_var = -1;
  recorder->model = NULL;
}

void
qd_constraints_recorder_clear (QdConstraintsRecorder *recorder)
{
  qd_constraints_var_index_clear (&recorder->index);
  g_clear_pointer (&recorder->values, g_free);
}

/* ----------------------------------------------- which constraint rules out */

void
qd_constraints_var_index_init (QdConstraintsVarIndex *index, const QdCsp *csp)
{
  qd_constraints_var_index_init_arity (index, csp, 0);
}

void
qd_constraints_var_index_init_arity (QdConstraintsVarIndex *index, const QdCsp *csp, guint min_arity)
{
  guint n = qd_csp_n_variables (csp), m = qd_csp_n_constraints (csp);
  g_autofree guint *fill = g_new0 (guint, n + 1);

  index->offsets = g_new0 (guint, n + 1);
  for (guint c = 0; c < m; c++)
    for (guint i = 0; i < qd_csp_constraint_arity (csp, c) && qd_csp_constraint_arity (csp, c) >= min_arity; i++)
      index->offsets[qd_csp_constraint_scope (csp, c)[i] + 1]++;
  for (guint v = 0; v < n; v++)
    index->offsets[v + 1] += index->offsets[v];
  index->list = g_new (guint, MAX (index->offsets[n], 1));
  for (guint c = 0; c < m; c++)
    for (guint i = 0; i < qd_csp_constraint_arity (csp, c) && qd_csp_constraint_arity (csp, c) >= min_arity; i++)
      {
        guint v = qd_csp_constraint_scope (csp, c)[i];

        index->list[index->offsets[v] + fill[v]++] = c;
      }
}

void
qd_constraints_var_index_clear (QdConstraintsVarIndex *index)
{
  g_clear_pointer (&index->offsets, g_free);
  g_clear_pointer (&index->list, g_free);
}

gint
qd_constraints_alldifferent_of (const QdCsp *csp, const QdConstraintsVarIndex *index, guint c, guint var)
{
  const guint *pair = qd_csp_constraint_scope (csp, c);
  const char *text = qd_csp_constraint_description (csp, c), *x, *y;
  guint other;

  if (qd_csp_constraint_arity (csp, c) != 2 || text == NULL)
    return (gint) c;
  other = pair[0] == var ? pair[1] : pair[0];
  /* Its text is "x != y" (no allocation: this runs at every removal). */
  x = qd_csp_variable_name (csp, pair[0]);
  y = qd_csp_variable_name (csp, pair[1]);
  if (strncmp (text, x, strlen (x)) != 0 || strncmp (text + strlen (x), " != ", 4) != 0 ||
      strcmp (text + strlen (x) + 4, y) != 0)
    return (gint) c;
  for (guint k = index->offsets[var]; k < index->offsets[var + 1]; k++)
    {
      guint d = index->list[k];
      const guint *scope = qd_csp_constraint_scope (csp, d);
      const char *text = qd_csp_constraint_description (csp, d);

      if (qd_csp_constraint_arity (csp, d) <= 2 || text == NULL ||
          g_ascii_strncasecmp (text, "alldifferent(", strlen ("alldifferent(")) != 0)
        continue;
      for (guint i = 0; i < qd_csp_constraint_arity (csp, d); i++)
        if (scope[i] == other)
          return (gint) d;
    }
  return (gint) c;
}

static gboolean
has_var (const QdCsp *csp, guint c, gint var)
{
  for (guint i = 0; i < qd_csp_constraint_arity (csp, c); i++)
    if ((gint) qd_csp_constraint_scope (csp, c)[i] == var)
      return TRUE;
  return FALSE;
}

gint
qd_constraints_ruled_out_by (const QdCsp *csp, const QdConstraintsVarIndex *index, gint *values, guint var,
                             guint value, gint with)
{
  gint saved = values[var], found = -1;

  values[var] = (gint) value;
  /* Two rounds: the constraints on `with` (the assignment that caused the
   * pruning), then any. */
  for (guint round = with >= 0 ? 0 : 1; round < 2 && found < 0; round++)
    for (guint k = index->offsets[var]; k < index->offsets[var + 1] && found < 0; k++)
      {
        guint c = index->list[k];

        if ((round == 1 || has_var (csp, c, with)) && !qd_csp_constraint_check (csp, c, values))
          found = (gint) c;
      }
  values[var] = saved;
  return found;
}

/* ------------------------------------------------------------ the state */

/* Undoes the assignment of `var` made at step `since` and all after it. */
static void
undo_from (guint since, guint n_vars, gint *values, guint *removed, guint stride, guint *assigned_at)
{
  for (guint v = 0; v < n_vars; v++)
    {
      if (values[v] >= 0 && assigned_at[v] >= since)
        values[v] = QD_CSP_UNASSIGNED;
      for (guint x = 0; x < stride; x++)
        if (removed[(gsize) v * stride + x] >= since)
          removed[(gsize) v * stride + x] = 0;
    }
}

void
qd_constraints_replay_state (const QdConstraintsReplay *replay, guint step, guint n_vars, gint *values,
                             guint *removed, guint stride)
{
  g_autofree guint *assigned_at = g_new0 (guint, MAX (n_vars, 1));
  g_autofree guint *depth_of = g_new0 (guint, MAX (n_vars, 1));

  for (guint v = 0; v < n_vars; v++)
    values[v] = QD_CSP_UNASSIGNED;
  memset (removed, 0, sizeof (guint) * n_vars * stride);
  for (guint s = 1; s <= MIN (step, replay->steps->len); s++)
    {
      const QdConstraintsStep *st = qd_constraints_replay_step (replay, s);

      for (guint i = st->first; i < st->first + st->n_events; i++)
        {
          const QdConstraintsEvent *e = qd_constraints_replay_event (replay, i);

          if (e->var >= n_vars || (e->kind == QD_CONSTRAINTS_EVENT_PRUNE && e->value >= stride))
            continue;
          switch (e->kind)
            {
            case QD_CONSTRAINTS_EVENT_ASSIGN:
              /* An assignment at this depth or above undone silently (the
               * search went on after a solution). */
              for (guint v = 0; v < n_vars; v++)
                if (values[v] >= 0 && depth_of[v] >= e->depth)
                  undo_from (assigned_at[v], n_vars, values, removed, stride, assigned_at);
              values[e->var] = (gint) e->value;
              assigned_at[e->var] = s;
              depth_of[e->var] = e->depth;
              break;
            case QD_CONSTRAINTS_EVENT_PRUNE:
              removed[(gsize) e->var * stride + e->value] = s;
              break;
            case QD_CONSTRAINTS_EVENT_BACKTRACK:
              if (values[e->var] >= 0)
                undo_from (assigned_at[e->var], n_vars, values, removed, stride, assigned_at);
              break;
            default:
              break;
            }
        }
    }
}
