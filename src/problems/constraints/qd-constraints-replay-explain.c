/* qd-constraints-replay-explain.c — a recorded step in a sentence
 * (qd_constraints_replay_explain). */
#include "config.h"
#include "qd-constraints-replay.h"

#include <glib/gi18n.h>
#include <string.h>

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

/* " (WA != NT, WA != SA)": the constraints that ruled the values out. */
static void
append_causes (GString *out, const QdCspModel *model, const QdConstraintsReplay *replay,
               const QdConstraintsStep *step, QdConstraintsEventKind kind)
{
  g_autoptr(GPtrArray) seen = g_ptr_array_new ();

  for (guint i = step->first; i < step->first + step->n_events; i++)
    {
      const QdConstraintsEvent *e = qd_constraints_replay_event (replay, i);
      /* TRANSLATORS: why a value went when no single constraint rules it out */
      const char *why = e->constraint >= 0 ? qd_csp_constraint_description (model->csp, (guint) e->constraint)
                                           : _("propagation");

      if (e->kind == kind && !g_ptr_array_find_with_equal_func (seen, why, g_str_equal, NULL))
        g_ptr_array_add (seen, (gpointer) why);
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
      break;
    default:
      break;
    }
  g_string_append_c (out, '.');
  return g_string_free (g_steal_pointer (&out), FALSE);
}
