/* qd-constraints-replay-explain.c — a recorded step in a sentence
 * (qd_constraints_replay_explain). */
#include "config.h"
#include "qd-constraints-replay.h"

#include "qd-constraints-fold.h"

#include <glib/gi18n.h>
#include <string.h>

/* A constraint of many variables named longer than this is named short. */
#define CAUSE_CHARS 40

/* "q[2] = 3" */
static char *
assignment_text (const QdCspModel *model, guint var, guint value)
{
  g_autofree char *v = qd_csp_model_value_text (model, var, value);

  return g_strdup_printf ("%s = %s", qd_csp_model_var (model, var)->name, v);
}

/* The values of the step's events of `kind` on `var`: "3" or "{1, 2}". */
static char *
values_text (const QdCspModel *model, const QdConstraintsReplay *replay, const QdConstraintsStep *step,
             QdConstraintsEventKind kind, guint var)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint n = 0;

  for (guint i = step->first; i < step->first + step->n_events; i++)
    {
      const QdConstraintsEvent *e = qd_constraints_replay_event (replay, i);
      g_autofree char *v = NULL;

      if (e->kind != kind || e->var != var)
        continue;
      v = qd_csp_model_value_text (model, var, e->value);
      g_string_append_printf (text, "%s%s", n++ > 0 ? ", " : "", v);
    }
  if (n > 1)
    {
      g_string_prepend_c (text, '{');
      g_string_append_c (text, '}');
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* "A, B and C" */
static void
append_listed (GString *out, GPtrArray *items)
{
  for (guint i = 0; i < items->len; i++)
    {
      if (i > 0)
        /* TRANSLATORS: between the last two items of a list ("A, B and C") */
        g_string_append (out, i + 1 == items->len ? _(" and ") : ", ");
      g_string_append (out, items->pdata[i]);
    }
}

/* "{1, 2} from q[2] and 3 from q[3]", or "red from NT and SA" when every
 * variable lost the same values. */
static void
append_removals (GString *out, const QdCspModel *model, const QdConstraintsReplay *replay,
                 const QdConstraintsStep *step, QdConstraintsEventKind kind)
{
  g_autoptr(GPtrArray) vars = g_ptr_array_new ();
  g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  gboolean same = TRUE;

  for (guint i = step->first; i < step->first + step->n_events; i++)
    {
      const QdConstraintsEvent *e = qd_constraints_replay_event (replay, i);
      const char *name = qd_csp_model_var (model, e->var)->name;

      if (e->kind == kind && !g_ptr_array_find (vars, name, NULL))
        {
          g_ptr_array_add (vars, (gpointer) name);
          g_ptr_array_add (values, values_text (model, replay, step, kind, e->var));
          same = same && strcmp (values->pdata[0], values->pdata[values->len - 1]) == 0;
        }
    }
  if (same && vars->len > 0)
    {
      /* TRANSLATORS: values removed from variables: "red from NT and SA" */
      g_string_append_printf (out, _("%s from "), (char *) values->pdata[0]);
      append_listed (out, vars);
      return;
    }
  for (guint i = 0; i < vars->len; i++)
    /* TRANSLATORS: values removed from a variable: "{1, 2} from q[2]" */
    g_ptr_array_add (items, g_strdup_printf (_("%s from %s"), (char *) values->pdata[i], (char *) vars->pdata[i]));
  append_listed (out, items);
}

/* A constraint as a step names it: short for one of many variables of an
 * array ("alldifferent(q[])", qd-constraints-fold.h). */
static char *
constraint_label (const QdCspModel *model, guint c)
{
  const guint *scope = qd_csp_constraint_scope (model->csp, c);
  guint arity = qd_csp_constraint_arity (model->csp, c);
  g_autofree const char **names = g_new (const char *, arity + 1);
  g_autoptr(GHashTable) sizes = NULL;

  for (guint i = 0; i < arity; i++)
    names[i] = qd_csp_model_var (model, scope[i])->name;
  if (arity <= 2)
    return g_strdup (qd_csp_constraint_description (model->csp, c));
  sizes = qd_constraints_array_sizes ((const char *const *) model->names->pdata, model->names->len);
  return qd_constraints_scope_label (qd_csp_constraint_description (model->csp, c), names, arity, CAUSE_CHARS, sizes);
}

/* " (WA != NT, WA != SA)": the constraints that ruled the values out. */
static void
append_causes (GString *out, const QdCspModel *model, const QdConstraintsReplay *replay,
               const QdConstraintsStep *step, QdConstraintsEventKind kind)
{
  g_autoptr(GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint));

  for (guint i = step->first; i < step->first + step->n_events; i++)
    {
      const QdConstraintsEvent *e = qd_constraints_replay_event (replay, i);
      char *why;
      guint k;

      if (e->kind != kind)
        continue;
      for (k = 0; k < ids->len && g_array_index (ids, gint, k) != e->constraint; k++)
        ;
      if (k < ids->len)
        continue;
      g_array_append_val (ids, e->constraint);
      /* TRANSLATORS: why a value went when no single constraint rules it out */
      why = e->constraint >= 0 ? constraint_label (model, (guint) e->constraint) : g_strdup (_("propagation"));
      if (!g_ptr_array_find_with_equal_func (seen, why, g_str_equal, NULL))
        g_ptr_array_add (seen, why);
      else
        g_free (why);
    }
  /* Removals by one constraint of many variables alone: "… by alldifferent(x[])". */
  if (kind == QD_CONSTRAINTS_EVENT_PRUNE && ids->len == 1 && g_array_index (ids, gint, 0) >= 0 &&
      qd_csp_constraint_arity (model->csp, (guint) g_array_index (ids, gint, 0)) > 2)
    {
      /* TRANSLATORS: values removed by one global constraint: "removed 3 from x[2] by alldifferent(x[])" */
      g_string_append_printf (out, _(" by %s"), (char *) seen->pdata[0]);
      return;
    }
  g_string_append (out, " (");
  for (guint i = 0; i < seen->len; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? ", " : "", (char *) seen->pdata[i]);
  g_string_append (out, ")");
}

static gboolean
has_events (const QdConstraintsReplay *replay, const QdConstraintsStep *step, QdConstraintsEventKind kind)
{
  for (guint i = step->first; i < step->first + step->n_events; i++)
    if (qd_constraints_replay_event (replay, i)->kind == kind)
      return TRUE;
  return FALSE;
}

/* "Dead end at SA: conflict set {WA, NT, Q}; back to Q" (bt: its values
 * ruled out first, by the constraints named). */
static void
append_backjump (GString *out, const QdCspModel *model, const QdConstraintsReplay *replay,
                 const QdConstraintsStep *step, const QdConstraintsEvent *main, gboolean rejects)
{
  g_autoptr(GPtrArray) set = g_ptr_array_new ();
  const char *last = NULL;

  for (guint i = step->first; i < step->first + step->n_events; i++)
    {
      const QdConstraintsEvent *e = qd_constraints_replay_event (replay, i);

      if (e->kind == QD_CONSTRAINTS_EVENT_CONFLICT)
        g_ptr_array_add (set, (gpointer) (last = qd_csp_model_var (model, e->var)->name));
    }
  /* TRANSLATORS: conflict-directed backjumping: every value of the variable failed */
  g_string_append_printf (out, _("Dead end at %s"), qd_csp_model_var (model, main->var)->name);
  if (rejects)
    append_causes (out, model, replay, step, QD_CONSTRAINTS_EVENT_REJECT);
  g_string_append (out, _(": conflict set {"));
  for (guint i = 0; i < set->len; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? ", " : "", (char *) set->pdata[i]);
  g_string_append (out, "}");
  if (main->value == 0 || last == NULL)
    /* TRANSLATORS: a dead end whose conflict set is empty: the search ends */
    g_string_append (out, _("; nothing more to find"));
  else
    /* TRANSLATORS: backjumping: the search goes back to this variable, the deepest of the conflict set */
    g_string_append_printf (out, _("; back to %s"), last);
}

static const char *
inference_name (QdCspInference inference)
{
  /* TRANSLATORS: what removed values after an assignment */
  return inference == QD_CSP_INFER_MAC ? _("arc consistency") : _("forward checking");
}

char *
qd_constraints_replay_explain (const QdConstraintsReplay *replay, const QdCspModel *model, guint step)
{
  const QdConstraintsStep *s;
  const QdConstraintsEvent *main;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *what = NULL;
  gboolean rejects;

  if (step == 0 || step > qd_constraints_replay_n_steps (replay))
    return NULL;
  s = qd_constraints_replay_step (replay, step);
  main = qd_constraints_replay_event (replay, s->main);
  rejects = has_events (replay, s, QD_CONSTRAINTS_EVENT_REJECT);
  switch (s->kind)
    {
    case QD_CONSTRAINTS_STEP_PROPAGATE:
      g_string_append (out, _("Before the search, propagation removed "));
      append_removals (out, model, replay, s, QD_CONSTRAINTS_EVENT_PRUNE);
      append_causes (out, model, replay, s, QD_CONSTRAINTS_EVENT_PRUNE);
      break;
    case QD_CONSTRAINTS_STEP_ASSIGN:
      what = assignment_text (model, main->var, main->value);
      /* TRANSLATORS: a step of the search: "Assigned WA = red" */
      g_string_append_printf (out, _("Assigned %s"), what);
      if (rejects)
        {
          g_autofree char *skipped = values_text (model, replay, s, QD_CONSTRAINTS_EVENT_REJECT, main->var);

          /* TRANSLATORS: values tried before the one assigned, each breaking a constraint */
          g_string_append_printf (out, _(" after ruling out %s"), skipped);
          append_causes (out, model, replay, s, QD_CONSTRAINTS_EVENT_REJECT);
        }
      if (has_events (replay, s, QD_CONSTRAINTS_EVENT_PRUNE))
        {
          /* TRANSLATORS: "; forward checking removed red from NT and SA" */
          g_string_append_printf (out, _("; %s removed "), inference_name (replay->inference));
          append_removals (out, model, replay, s, QD_CONSTRAINTS_EVENT_PRUNE);
          append_causes (out, model, replay, s, QD_CONSTRAINTS_EVENT_PRUNE);
        }
      break;
    case QD_CONSTRAINTS_STEP_WIPEOUT:
      g_string_append_printf (out, _("Wipe-out of %s: backtrack"), qd_csp_model_var (model, main->var)->name);
      break;
    case QD_CONSTRAINTS_STEP_BACKTRACK:
      what = assignment_text (model, main->var, main->value);
      if (rejects)
        {
          const QdConstraintsEvent *first = qd_constraints_replay_event (replay, s->first);

          /* TRANSLATORS: a dead end of backtracking: the variable, then the constraints */
          g_string_append_printf (out, _("Dead end: no value of %s is consistent"),
                                  qd_csp_model_var (model, first->var)->name);
          append_causes (out, model, replay, s, QD_CONSTRAINTS_EVENT_REJECT);
          /* TRANSLATORS: after a dead end: "; backtrack, q[2] = 3 undone" */
          g_string_append_printf (out, _("; backtrack, %s undone"), what);
        }
      else
        /* TRANSLATORS: a step of the search: "Backtrack: WA = red undone" */
        g_string_append_printf (out, _("Backtrack: %s undone"), what);
      break;
    case QD_CONSTRAINTS_STEP_SOLUTION:
      g_string_append_printf (out, _("Solution %u"), main->value);
      if (replay->objectives != NULL && main->value >= 1 && main->value <= replay->objectives->len)
        {
          g_autofree char *value = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                    g_array_index (replay->objectives, gint64, main->value - 1));

          if (model->maximize)
            /* TRANSLATORS: after "Solution 2": its objective's value, then branch and bound's new bound */
            g_string_append_printf (out, _(": objective %s; from now on a solution must be above %s"), value, value);
          else
            /* TRANSLATORS: after "Solution 2": its objective's value, then branch and bound's new bound */
            g_string_append_printf (out, _(": objective %s; from now on a solution must be below %s"), value, value);
        }
      break;
    case QD_CONSTRAINTS_STEP_BACKJUMP:
      append_backjump (out, model, replay, s, main, rejects);
      break;
    default:
      break;
    }
  g_string_append_c (out, '.');
  return g_string_free (g_steal_pointer (&out), FALSE);
}

guint
qd_constraints_replay_solution_at (const QdConstraintsReplay *replay, guint step)
{
  for (guint s = MIN (step, qd_constraints_replay_n_steps (replay)); s >= 1; s--)
    {
      const QdConstraintsStep *st = qd_constraints_replay_step (replay, s);

      if (st->kind == QD_CONSTRAINTS_STEP_SOLUTION)
        return qd_constraints_replay_event (replay, st->main)->value;
    }
  return 0;
}

char *
qd_constraints_objective_text (QdConstraintsObjectiveState state, gboolean found, gint64 value)
{
  g_autofree char *v = g_strdup_printf ("%" G_GINT64_FORMAT, value);

  if (!found)
    return g_strdup (state == QD_CONSTRAINTS_OBJECTIVE_SEARCHING ? _("Objective: no solution yet")
                     : state == QD_CONSTRAINTS_OBJECTIVE_OPTIMAL ? _("Objective: no solution")
                     : _("Objective: none found (stopped)"));
  switch (state)
    {
    case QD_CONSTRAINTS_OBJECTIVE_SEARCHING:
      /* TRANSLATORS: branch and bound: the best value of the objective found so far */
      return g_strdup_printf (_("Objective: %s (best so far)"), v);
    case QD_CONSTRAINTS_OBJECTIVE_OPTIMAL:
      /* TRANSLATORS: branch and bound ended: the value is proven optimal */
      return g_strdup_printf (_("Objective: %s — optimal"), v);
    default:
      /* TRANSLATORS: branch and bound was stopped before proving the best value optimal */
      return g_strdup_printf (_("Objective: best %s (stopped)"), v);
    }
}
