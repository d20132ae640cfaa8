/* qd-wordpuzzle-check.c — checking a word puzzle's solutions or trace; see
 * qd-wordpuzzle-check.h.
 *
 * The solver runs once; the check keeps its events (assign, propagated,
 * prune, wipe-out, backtrack, solution, reject) and which event wrote each
 * line of the trace.  At the first line of an answer that differs, the
 * events replayed up to the node where the answer's path leaves the right
 * one give the domains there, the values tried before and what inference
 * removed and why. */
#include "config.h"
#include "qd-wordpuzzle-check.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <string.h>

/* The events kept at most (16 bytes each); a longer search is checked
 * all the same, explained in fewer words. */
#define EVENTS_MAX (4u * 1024 * 1024)
/* Values named in one sentence at most. */
#define LIST_MAX 8

typedef enum {
  EV_ASSIGN,
  EV_PROPAGATED,
  EV_PRUNE,
  EV_WIPEOUT,
  EV_BACKTRACK,
  EV_SOLUTION,
  EV_REJECT,
} EventKind;

typedef struct {
  guint8 kind;
  guint8 consistent;
  guint32 depth;
  guint32 var;
  guint32 value;
} Event;

struct _QdWordpuzzleCheck {
  QdWordpuzzleModel *model;
  QdWordpuzzleSolveOptions options;
  gboolean trace;
  QdCheckReference expected;      /* the right output as lines */
  GArray *events;            /* Event */
  gboolean complete;         /* every event kept */
  GArray *line_event;        /* guint: per trace path line, the event that wrote it */
  GHashTable *solution_step; /* solution text → the steps up to it (GUINT_TO_POINTER) */
  GHashTable *var_by_name;   /* name → var + 1 */
  guint *initial_count;      /* per variable */
  guint64 propagated;        /* while solving */
  guint n_solution_lines;
};

/* --- Recording --- */

static void
push (QdWordpuzzleCheck *check, EventKind kind, guint depth, guint var, guint value, gboolean consistent)
{
  Event e = { kind, consistent, depth, var, value };

  if (check->events->len >= EVENTS_MAX)
    {
      check->complete = FALSE;
      return;
    }
  g_array_append_val (check->events, e);
}

static void
rec_assign (gpointer data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  push (data, EV_ASSIGN, depth, var, value, TRUE);
}

static void
rec_propagated (gpointer data, QdCspSolver *solver, guint var, guint value, gboolean consistent)
{
  QdWordpuzzleCheck *check = data;

  check->propagated++;
  push (check, EV_PROPAGATED, qd_csp_solver_depth (solver), var, value, consistent);
}

static void
rec_prune (gpointer data, QdCspSolver *solver, guint var, guint value)
{
  push (data, EV_PRUNE, qd_csp_solver_depth (solver), var, value, TRUE);
}

static void
rec_wipeout (gpointer data, QdCspSolver *solver, guint var)
{
  push (data, EV_WIPEOUT, qd_csp_solver_depth (solver), var, 0, FALSE);
}

static void
rec_backtrack (gpointer data, QdCspSolver *solver, guint var, guint depth)
{
  push (data, EV_BACKTRACK, depth, var, 0, TRUE);
}

static gboolean
rec_solution (gpointer data, QdCspSolver *solver, const gint *values)
{
  QdWordpuzzleCheck *check = data;
  char *text = qd_wordpuzzle_model_solution (check->model, values);

  if (!g_hash_table_contains (check->solution_step, text))
    g_hash_table_insert (check->solution_step, text, GUINT_TO_POINTER ((guint) MIN (check->propagated, G_MAXUINT)));
  else
    g_free (text);
  push (check, EV_SOLUTION, qd_csp_solver_depth (solver), 0, 0, TRUE);
  return TRUE;
}

static void
rec_reject (gpointer data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  push (data, EV_REJECT, depth, var, value, FALSE);
}

static const QdCspListener recorder = {
  .assign = rec_assign,
  .propagated = rec_propagated,
  .prune = rec_prune,
  .wipeout = rec_wipeout,
  .backtrack = rec_backtrack,
  .solution = rec_solution,
  .reject = rec_reject,
};

static char *
no_text (gpointer data, guint var, guint value)
{
  return g_strdup ("");
}

static char *
no_solution_text (gpointer data, const gint *values)
{
  return g_strdup ("");
}

/* Which event wrote each path line: the events through a trace of
 * the same rules that keeps no text. */
static void
map_lines (QdWordpuzzleCheck *check, QdCspStatus status)
{
  g_autoptr(QdCspTrace) trace = qd_csp_trace_new (check->model->n_vars, no_text, no_solution_text, NULL, 1);
  guint64 lines = 0;

  for (guint i = 0; i < check->events->len; i++)
    {
      const Event *e = &g_array_index (check->events, Event, i);

      switch (e->kind)
        {
        case EV_ASSIGN:
          qd_csp_trace_assign (trace, e->var, e->value, e->depth);
          break;
        case EV_PROPAGATED:
          qd_csp_trace_propagated (trace, e->var, e->value, e->consistent);
          break;
        case EV_BACKTRACK:
          qd_csp_trace_backtrack (trace, e->var, e->depth);
          break;
        case EV_SOLUTION:
          qd_csp_trace_solution (trace, NULL);
          break;
        default:
          break;
        }
      for (; lines < qd_csp_trace_n_lines (trace); lines++)
        g_array_append_val (check->line_event, i);
    }
  qd_csp_trace_finish (trace, status);
  for (guint end = check->events->len; lines < qd_csp_trace_n_lines (trace); lines++)
    g_array_append_val (check->line_event, end);
}

QdWordpuzzleCheck *
qd_wordpuzzle_check_new (QdWordpuzzleModel *model, const QdWordpuzzleSolveOptions *options, gboolean trace)
{
  QdWordpuzzleCheck *check = g_new0 (QdWordpuzzleCheck, 1);
  QdWordpuzzleSolveOptions solve = *options;
  g_autoptr(QdWordpuzzleResult) result = NULL;
  const QdCsp *csp = model->csp;

  check->model = model;
  check->trace = trace;
  check->events = g_array_new (FALSE, FALSE, sizeof (Event));
  check->line_event = g_array_new (FALSE, FALSE, sizeof (guint));
  check->complete = TRUE;
  check->solution_step = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  check->var_by_name = g_hash_table_new (g_str_hash, g_str_equal);
  check->initial_count = g_new0 (guint, model->n_vars);
  for (guint v = 0; v < model->n_vars; v++)
    {
      g_hash_table_insert (check->var_by_name, (gpointer) qd_csp_variable_name (csp, v), GUINT_TO_POINTER (v + 1));
      for (guint u = 0; u < qd_csp_domain_size (csp, v); u++)
        check->initial_count[v] += qd_csp_initial_has (csp, v, u);
    }

  solve.trace = trace;
  solve.max_trace_lines = 0;
  solve.max_steps = 0;
  solve.tree = NULL;
  solve.progress_nodes = NULL;
  solve.listener = &recorder;
  solve.listener_data = check;
  result = qd_wordpuzzle_solve (model, &solve);
  if (result->status == QD_CSP_STOPPED)
    {
      check->model = NULL;   /* the caller's still */
      qd_wordpuzzle_check_free (check);
      return NULL;
    }
  solve.listener = NULL;
  solve.listener_data = NULL;
  solve.stop = NULL;
  check->options = solve;
  check->n_solution_lines = result->solutions->len;
  qd_check_reference_init (&check->expected, trace ? qd_wordpuzzle_result_trace (result)
                                                   : qd_wordpuzzle_result_format (result));
  if (trace && check->complete)
    map_lines (check, result->status);
  return check;
}

const char *
qd_wordpuzzle_check_output (const QdWordpuzzleCheck *check)
{
  return check->expected.text;
}

void
qd_wordpuzzle_check_free (QdWordpuzzleCheck *check)
{
  if (check == NULL)
    return;
  g_clear_pointer (&check->model, qd_wordpuzzle_model_free);
  qd_check_reference_clear (&check->expected);
  g_array_unref (check->events);
  g_array_unref (check->line_event);
  g_hash_table_unref (check->solution_step);
  g_hash_table_unref (check->var_by_name);
  g_free (check->initial_count);
  g_free (check);
}

/* --- The search replayed --- */

static const Event *
event_at (const QdWordpuzzleCheck *check, guint index)
{
  return &g_array_index (check->events, Event, index);
}

/* The solver's state before event `end`: the assignments in place, the
 * values inference has removed (the prune events not undone since), the
 * assignments done so far. */
typedef struct {
  guint *path_var;
  guint *path_value;
  guint path_len;
  GArray *prunes;            /* guint: indices of prune events in force */
  guint64 propagated;
} State;

static void
pop_prunes (const QdWordpuzzleCheck *check, State *st, guint depth)
{
  while (st->prunes->len > 0 &&
         event_at (check, g_array_index (st->prunes, guint, st->prunes->len - 1))->depth >= depth)
    g_array_set_size (st->prunes, st->prunes->len - 1);
}

static void
state_init (const QdWordpuzzleCheck *check, State *st, guint end)
{
  guint n = check->model->n_vars + 1;

  st->path_var = g_new0 (guint, n);
  st->path_value = g_new0 (guint, n);
  st->path_len = 0;
  st->prunes = g_array_new (FALSE, FALSE, sizeof (guint));
  st->propagated = 0;
  end = MIN (end, check->events->len);
  for (guint i = 0; i < end; i++)
    {
      const Event *e = event_at (check, i);

      switch (e->kind)
        {
        case EV_ASSIGN:
          pop_prunes (check, st, e->depth);
          if (e->depth >= 1 && e->depth <= check->model->n_vars)
            {
              st->path_var[e->depth - 1] = e->var;
              st->path_value[e->depth - 1] = e->value;
              st->path_len = e->depth;
            }
          break;
        case EV_PROPAGATED:
          st->propagated++;
          break;
        case EV_PRUNE:
          g_array_append_val (st->prunes, i);
          break;
        case EV_BACKTRACK:
          pop_prunes (check, st, e->depth);
          st->path_len = e->depth > 0 ? e->depth - 1 : 0;
          break;
        default:
          break;
        }
    }
}

static void
state_clear (State *st)
{
  g_free (st->path_var);
  g_free (st->path_value);
  g_array_unref (st->prunes);
}

/* The prune event in force that removed var's value, or -1. */
static gint
pruned_by (const QdWordpuzzleCheck *check, const State *st, guint var, guint value)
{
  for (guint i = 0; i < st->prunes->len; i++)
    {
      guint index = g_array_index (st->prunes, guint, i);
      const Event *e = event_at (check, index);

      if (e->var == var && e->value == value)
        return (gint) index;
    }
  return -1;
}

static guint
count_left (const QdWordpuzzleCheck *check, const State *st, guint var)
{
  guint n = check->initial_count[var];

  for (guint i = 0; i < st->prunes->len; i++)
    n -= event_at (check, g_array_index (st->prunes, guint, i))->var == var;
  return n;
}

static gboolean
assigned (const State *st, guint depth, guint var)
{
  for (guint d = 0; d < depth && d < st->path_len; d++)
    if (st->path_var[d] == var)
      return TRUE;
  return FALSE;
}

/* --- Words --- */

static const char *
var_name (const QdWordpuzzleCheck *check, guint var)
{
  return qd_csp_variable_name (check->model->csp, var);
}

static char *
step_text (const QdWordpuzzleCheck *check, guint var, guint value)
{
  return qd_wordpuzzle_model_assignment (check->model, var, value);
}

static const char *
inference_words (const QdWordpuzzleCheck *check)
{
  return check->options.inference == QD_CSP_INFER_MAC ? _("arc consistency") : _("forward checking");
}

/* The variable named `name`, or -1. */
static gint
find_var (const QdWordpuzzleCheck *check, const char *name)
{
  return (gint) GPOINTER_TO_UINT (g_hash_table_lookup (check->var_by_name, name)) - 1;
}

/* The value of `var` named `name` in its initial domain, or -1. */
static gint
find_value (const QdWordpuzzleCheck *check, guint var, const char *name)
{
  const QdCsp *csp = check->model->csp;

  for (guint u = 0; u < qd_csp_domain_size (csp, var); u++)
    if (qd_csp_initial_has (csp, var, u))
      {
        g_autofree char *text = qd_csp_value_name (csp, var, u);

        if (g_strcmp0 (text, name) == 0)
          return (gint) u;
      }
  return -1;
}

/* A trace line's steps: "root -> 5=A -> backtrack" gives 5=A, backtrack. */
static char **
path_steps (const char *line)
{
  char **parts = g_strsplit (line, " -> ", -1);
  guint n = g_strv_length (parts);

  if (n > 0 && strcmp (parts[0], "root") == 0)
    {
      g_free (parts[0]);
      memmove (parts, parts + 1, n * sizeof (char *));
    }
  return parts;
}

static gboolean
is_ending (const char *step)
{
  return step == NULL || g_str_has_prefix (step, "solution") || strcmp (step, "backtrack") == 0 ||
         strcmp (step, "stopped") == 0;
}

/* The assign event at `depth` of the path of the line written by event
 * `line_end`: the last one before it. */
static gint
assign_on_path (const QdWordpuzzleCheck *check, guint line_end, guint depth)
{
  for (guint i = MIN (line_end, check->events->len); i-- > 0;)
    {
      const Event *e = event_at (check, i);

      if (e->kind == EV_ASSIGN && e->depth == depth)
        return (gint) i;
      if (e->kind == EV_ASSIGN && e->depth < depth)
        return -1;
    }
  return -1;
}

/* The first event of the node where the assignment at `assign` was made:
 * after the assignment above it (or 0). */
static guint
node_start (const QdWordpuzzleCheck *check, guint assign)
{
  guint depth = event_at (check, assign)->depth;

  for (guint i = assign; i-- > 0;)
    {
      const Event *e = event_at (check, i);

      if (e->kind == EV_ASSIGN && e->depth < depth)
        return i + 1;
    }
  return 0;
}

/* The propagated event of the assignment at `assign`: its consistency and
 * the variable a wipe-out emptied (-1). */
static gboolean
outcome (const QdWordpuzzleCheck *check, guint assign, gint *wiped)
{
  *wiped = -1;
  for (guint i = assign + 1; i < check->events->len; i++)
    {
      const Event *e = event_at (check, i);

      if (e->kind == EV_WIPEOUT && *wiped < 0)
        *wiped = (gint) e->var;
      if (e->kind == EV_PROPAGATED)
        return e->consistent;
      if (e->kind == EV_ASSIGN)
        break;
    }
  return TRUE;
}

static gint64
steps_through (const QdWordpuzzleCheck *check, guint assign)
{
  gint64 n = 0;

  for (guint i = 0; i < check->events->len; i++)
    {
      const Event *e = event_at (check, i);

      if (e->kind == EV_PROPAGATED)
        n++;
      if (i > assign && e->kind == EV_PROPAGATED)
        return n;
    }
  return n;
}

/* Why the search takes `var` at the node `st` is at (`depth` assigned);
 * `other` the variable the answer took, or -1. */
static void
explain_var_order (const QdWordpuzzleCheck *check, QdCheckResult *result, const State *st, guint depth, guint var,
                   gint other)
{
  const char *x = var_name (check, var);

  if (other >= 0 && assigned (st, depth, (guint) other))
    {
      qd_check_result_explain (result, _("The variable %s is already assigned on this path."), var_name (check, (guint) other));
      return;
    }
  switch (check->options.var_order)
    {
    case QD_CSP_VAR_STATIC:
      qd_check_result_explain (result, _("The static order of the first line takes %s next."), x);
      break;
    case QD_CSP_VAR_RANDOM:
      qd_check_result_explain (result, _("The random order of the run (seed %" PRIu64 "), fixed for the "
                                         "run, takes %s next."), check->options.seed, x);
      break;
    case QD_CSP_VAR_MRV:
    case QD_CSP_VAR_MRV_DEGREE:
    default:
      if (check->options.inference == QD_CSP_INFER_NONE)
        {
          qd_check_result_explain (result, _("MRV takes the unassigned variable with the fewest values consistent "
                                             "with the assigned variables: %s here."), x);
          break;
        }
      if (other >= 0)
        qd_check_result_explain (result, _("MRV takes the unassigned variable with the fewest values left: %s has "
                                           "%u, %s has %u."), x, count_left (check, st, var),
                                 var_name (check, (guint) other), count_left (check, st, (guint) other));
      else
        qd_check_result_explain (result, _("MRV takes the unassigned variable with the fewest values left: %s, "
                                           "with %u."), x, count_left (check, st, var));
      if (other >= 0 && count_left (check, st, var) == count_left (check, st, (guint) other))
        qd_check_result_explain (result, check->options.var_order == QD_CSP_VAR_MRV
                                 ? _("On a tie MRV takes the first variable, %s.")
                                 : _("On a tie MRV takes the variable in the most constraints with unassigned "
                                     "variables, then the first: %s."), x);
      break;
    }
}

/* Why the value `value` of `var` (the answer's) is not the next step at the
 * node of the assignment event `assign`. */
static void
explain_value (const QdWordpuzzleCheck *check, QdCheckResult *result, const State *st, guint assign,
               guint var, const char *given_value)
{
  const Event *a = event_at (check, assign);
  g_autofree char *right = step_text (check, var, a->value);
  gint value = find_value (check, var, given_value);
  g_autofree char *wrong = NULL;
  gint prune;

  if (value < 0)
    {
      qd_check_result_explain (result, check->model->formulation == QD_WORDPUZZLE_LETTERS
                               ? _("“%s” is not in the domain of %s: the cell takes a letter from A to Z.")
                               : _("“%s” is not in the domain of %s: the words of its category with the slot's "
                                   "length."), given_value, var_name (check, var));
      return;
    }
  wrong = step_text (check, var, (guint) value);
  prune = pruned_by (check, st, var, (guint) value);
  if (prune >= 0)
    {
      guint depth = event_at (check, (guint) prune)->depth;

      gboolean mac = check->options.inference == QD_CSP_INFER_MAC;

      if (depth == 0)
        qd_check_result_explain (result, mac ? _("Arc consistency has already removed %s from %s before the search, "
                                                 "so %s is never tried.")
                                             : _("Forward checking has already removed %s from %s before the search, "
                                                 "so %s is never tried."), given_value, var_name (check, var), wrong);
      else
        {
          g_autofree char *cause = step_text (check, st->path_var[depth - 1], st->path_value[depth - 1]);

          qd_check_result_explain (result, mac ? _("Arc consistency has already removed %s from %s after %s, so %s "
                                                   "is never tried.")
                                               : _("Forward checking has already removed %s from %s after %s, so %s "
                                                   "is never tried."), given_value, var_name (check, var), cause,
                                   wrong);
        }
      return;
    }
  /* The node's tries, in order. */
  for (guint i = node_start (check, assign); i < check->events->len; i++)
    {
      const Event *e = event_at (check, i);
      gint wiped;

      if (e->kind == EV_ASSIGN && e->depth < a->depth)
        break;
      if ((e->kind != EV_ASSIGN && e->kind != EV_REJECT) || e->depth != a->depth || e->var != var ||
          e->value != (guint) value)
        continue;
      if (e->kind == EV_REJECT)
        {
          qd_check_result_explain (result, _("%s is inconsistent with the assignments of this path, so it is never "
                                             "tried."), wrong);
          return;
        }
      if (i > assign)
        {
          qd_check_result_explain (result, _("The value order (%s) tries %s before %s."),
                                   qd_csp_val_order_to_string (check->options.val_order), right, wrong);
          return;
        }
      if (!outcome (check, i, &wiped))
        {
          if (wiped >= 0)
            qd_check_result_explain (result, _("%s is tried before %s, but %s then empties the domain of %s: a "
                                               "wipe-out, so %s ends no path and shows in no line."),
                                     wrong, right, inference_words (check), var_name (check, (guint) wiped), wrong);
          else
            qd_check_result_explain (result, _("%s is tried before %s and fails at once, so it shows in no line."),
                                     wrong, right);
        }
      else
        qd_check_result_explain (result, _("%s is tried before %s: its paths are the lines above."), wrong, right);
      return;
    }
  qd_check_result_explain (result, _("%s is never tried at this point of the search."), wrong);
}

/* The dead end below the path of the line written at event `end`, `depth`
 * assignments deep: every value of the next variable fails. */
static void
explain_dead_end (const QdWordpuzzleCheck *check, QdCheckResult *result, guint end, guint depth)
{
  gint start = depth > 0 ? assign_on_path (check, end, depth) : -1;
  g_autoptr(GString) fails = g_string_new (NULL);
  gint var = -1;
  guint n = 0, rejected = 0;

  for (guint i = start >= 0 ? (guint) start + 1 : 0; i < end && i < check->events->len; i++)
    {
      const Event *e = event_at (check, i);
      g_autofree char *text = NULL;
      gint wiped;

      if (e->depth != depth + 1 || (e->kind != EV_ASSIGN && e->kind != EV_REJECT))
        continue;
      var = (gint) e->var;
      if (e->kind == EV_REJECT)
        {
          rejected++;
          continue;
        }
      if (n++ == LIST_MAX)
        g_string_append (fails, "; …");
      if (n > LIST_MAX)
        continue;
      text = step_text (check, e->var, e->value);
      outcome (check, i, &wiped);
      if (fails->len > 0)
        g_string_append (fails, "; ");
      if (wiped >= 0)
        /* Translators: one failed value: "3=B empties 5". */
        g_string_append_printf (fails, _("%s empties %s"), text, var_name (check, (guint) wiped));
      else
        g_string_append (fails, text);
    }
  if (var < 0)
    {
      qd_check_result_explain (result, _("The search turns back here: no variable below this path has a value "
                                         "left to try."));
      return;
    }
  if (n > 0)
    qd_check_result_explain (result, _("A dead end: the next variable is %s, and %s wipes out a domain for each of "
                                       "its values (%s), so the path ends in a backtrack."),
                             var_name (check, (guint) var), inference_words (check), fails->str);
  else
    qd_check_result_explain (result, _("A dead end: the next variable is %s, and none of its values is consistent "
                                       "with the assignments of this path, so the path ends in a backtrack."),
                             var_name (check, (guint) var));
}

/* Trace line `index` (0-based, the order line 0). */
static gint64
explain_trace_line (const QdWordpuzzleCheck *check, QdCheckResult *result, guint index, const char *given_line)
{
  const char *expected_line = qd_check_text_line (&check->expected.lenient, index);
  g_auto(GStrv) want = NULL;
  g_auto(GStrv) got = NULL;
  guint end, n_want, j;
  State st;
  gint64 step = -1;

  if (index == 0)
    {
      qd_check_result_explain (result, _("The first line is the order line of the run: the variable order (%s), "
                                         "the value order (%s) and the inference (%s)."),
                               qd_csp_var_order_to_string (check->options.var_order),
                               qd_csp_val_order_to_string (check->options.val_order),
                               qd_csp_inference_to_string (check->options.inference));
      return -1;
    }
  if (expected_line == NULL)
    {
      qd_check_result_explain (result, check->options.first_only
                               ? _("The search stops at its first solution: the trace ends with that line.")
                               : _("The search has no more paths: the trace ends with the line above."));
      return -1;
    }
  if (!check->complete || index - 1 >= check->line_event->len)
    return -1;
  end = g_array_index (check->line_event, guint, index - 1);
  want = path_steps (expected_line);
  n_want = g_strv_length (want);
  if (given_line == NULL)
    {
      /* The line the answer lacks: where it leaves the line above. */
      const char *above = qd_check_text_line (&check->expected.lenient, index - 1);
      g_auto(GStrv) previous = index > 1 ? path_steps (above) : g_new0 (char *, 1);

      for (j = 0; j + 1 < n_want && previous[j] != NULL && strcmp (previous[j], want[j]) == 0; j++)
        ;
      if (index == 1 || j + 1 >= n_want)
        qd_check_result_explain (result, _("The trace goes on: the next path is %s."), expected_line);
      else
        qd_check_result_explain (result, _("The trace goes on: after the line above, the search goes back to depth "
                                           "%u and tries %s."), j + 1, want[j]);
      return index == 1 || j + 1 >= n_want ? -1 : steps_through (check, (guint) MAX (assign_on_path (check, end, j + 1), 0));
    }
  got = path_steps (given_line);
  for (j = 0; j < n_want && got[j] != NULL && strcmp (want[j], got[j]) == 0; j++)
    ;
  if (j >= n_want)
    return -1;      /* the same steps: the difference is in the blanks */
  if (!is_ending (want[j]))
    {
      gint assign = assign_on_path (check, end, j + 1);
      const Event *a;
      gint other = -1;

      if (assign < 0)
        return -1;
      a = event_at (check, (guint) assign);
      state_init (check, &st, (guint) assign);
      pop_prunes (check, &st, j + 1);
      st.path_len = j;
      step = (gint64) st.propagated + 1;
      if (got[j] == NULL || is_ending (got[j]))
        {
          qd_check_result_explain (result, _("The path goes on: %s is consistent (%s leaves a value in every "
                                             "domain), so the search goes deeper."), want[j],
                                   check->options.inference == QD_CSP_INFER_NONE ? _("no constraint is broken, and it")
                                   : inference_words (check));
        }
      else
        {
          const char *eq = strchr (got[j], '=');
          g_autofree char *name = eq != NULL ? g_strndup (got[j], (gsize) (eq - got[j])) : g_strdup (got[j]);

          other = find_var (check, name);
          if (other != (gint) a->var)
            {
              if (other < 0)
                qd_check_result_explain (result, _("“%s” is not a variable of this formulation."), name);
              explain_var_order (check, result, &st, j, a->var, other);
            }
          else
            explain_value (check, result, &st, (guint) assign, a->var, eq != NULL ? eq + 1 : "");
        }
      state_clear (&st);
      return step;
    }
  /* Every step right: the ending differs. */
  state_init (check, &st, end);
  step = (gint64) st.propagated;
  state_clear (&st);
  if (g_str_has_prefix (want[j], "solution"))
    qd_check_result_explain (result, _("Every variable is assigned after %s: the path ends in the %s."),
                             j > 0 ? want[j - 1] : "root", want[j]);
  else if (strcmp (want[j], "backtrack") == 0)
    explain_dead_end (check, result, end, j);
  return step;
}

/* --- The solutions output --- */

/* Why `line` is not a solution, or FALSE when it is one. */
static gboolean
explain_not_solution (const QdWordpuzzleCheck *check, QdCheckResult *result, const char *line)
{
  const QdWordpuzzle *puzzle = check->model->puzzle;
  gsize length = strlen (line);

  if (length != puzzle->size)
    {
      qd_check_result_explain (result, _("A solution line has the %u letters of the array; this one has %"
                                         "zu characters."), puzzle->size, length);
      return TRUE;
    }
  for (guint i = 0; i < puzzle->size; i++)
    {
      gboolean covered = qd_wordpuzzle_cell_covered (puzzle, i);

      if (!covered && line[i] != '_')
        {
          qd_check_result_explain (result, _("Cell %u is in no slot: a solution shows it as “_”."), i + 1);
          return TRUE;
        }
      if (covered && !(line[i] >= 'A' && line[i] <= 'Z'))
        {
          qd_check_result_explain (result, _("Cell %u is in a slot: a solution has a capital letter there."), i + 1);
          return TRUE;
        }
    }
  for (guint s = 0; s < puzzle->slots->len; s++)
    {
      const QdWordpuzzleSlot *slot = puzzle->slots->pdata[s];
      QdWordpuzzleCategory *category = qd_wordpuzzle_list_find (check->model->list, slot->category);
      g_autofree char *word = g_malloc0 (slot->length + 1);
      g_autoptr(GString) cells = g_string_new (NULL);

      for (guint k = 0; k < slot->length; k++)
        {
          word[k] = line[slot->cells[k]];
          g_string_append_printf (cells, "%s%u", k > 0 ? ", " : "", slot->cells[k] + 1);
        }
      if (category == NULL || !g_hash_table_contains (category->set, word))
        {
          qd_check_result_explain (result, _("The slot %s (cells %s) reads %s, which is not a word of the category "
                                             "%s in the word list."), slot->category, cells->str, word, slot->category);
          return TRUE;
        }
    }
  return FALSE;
}

static gint64
explain_solution_line (const QdWordpuzzleCheck *check, QdCheckResult *result, guint index, const char *given)
{
  const char *expected = qd_check_text_line (&check->expected.lenient, index);
  gboolean count_line = index == check->n_solution_lines;
  gpointer step = NULL;

  if (expected == NULL)
    {
      qd_check_result_explain (result, _("The output ends with the count line; nothing comes after it."));
      return -1;
    }
  if (given != NULL && *given != '\0' && !g_str_has_suffix (given, " solutions") && !g_str_has_suffix (given, " solution"))
    {
      if (!explain_not_solution (check, result, given))
        {
          if (g_hash_table_contains (check->solution_step, given) && !check->options.first_only)
            qd_check_result_explain (result, _("%s is a solution, but the solutions are printed once each, in "
                                               "alphabetical order: %s comes here."), given, expected);
          else
            qd_check_result_explain (result, _("%s satisfies every slot, but the search does not print it here: "
                                               "%s comes here."), given, expected);
        }
    }
  if (count_line)
    qd_check_result_explain (result, check->options.first_only
                             ? _("The search stops at the first solution it finds: %u solution line, then the "
                                 "count “%s”.")
                             : _("The search finds %u solutions in all: they are followed by the count line “%s”."),
                             check->n_solution_lines, expected);
  else if (given == NULL || g_str_has_suffix (given, " solutions") || g_str_has_suffix (given, " solution") ||
           *given == '\0')
    qd_check_result_explain (result, _("%s is a solution still to be printed here (the solutions in alphabetical "
                                       "order, then the count)."), expected);
  if (!count_line && g_hash_table_lookup_extended (check->solution_step, expected, NULL, &step))
    return GPOINTER_TO_UINT (step);
  return -1;
}

static void
explain_line (gconstpointer data, QdCheckResult *result, guint index, const QdCheckText *given)
{
  const QdWordpuzzleCheck *check = data;

  qd_check_result_show_reference (result, &check->expected, index);
  if (result->explanation == NULL)
    result->step = check->trace ? explain_trace_line (check, result, index, qd_check_text_line (given, index))
                                : explain_solution_line (check, result, index, qd_check_text_line (given, index));
}

QdCheckResult *
qd_wordpuzzle_check_answer (const QdWordpuzzleCheck *check, const char *answer, gsize length, gboolean strict)
{
  return qd_check_reference_answer (&check->expected, answer, length, strict, explain_line, check);
}
