/* qd-constraints-ac3.c — AC-3 arc by arc, with each arc's state and the
 * last revision in words. */
#include "config.h"
#include "qd-constraints-ac3.h"

#include <glib/gi18n.h>

struct _QdConstraintsAc3 {
  const QdCspModel *model;
  QdCspAc3 *state;
  GArray *arcs;                 /* QdConstraintsArc */
  GHashTable *index;            /* var + constraint * n + 1 -> arc index + 1 */
  gint last;                    /* the arc last revised */
  GArray *removed;              /* its values removed (indexes) */
  GArray *requeued;             /* the arcs it put back (indexes) */
  gboolean wiped_out;
  guint steps;
  GArray *history;              /* the arcs revised, in order (guint) */
};

GArray *
qd_constraints_arcs (const QdCsp *csp)
{
  GArray *arcs = g_array_new (FALSE, FALSE, sizeof (QdConstraintsArc));

  for (guint c = 0; c < qd_csp_n_constraints (csp); c++)
    {
      const guint *scope = qd_csp_constraint_scope (csp, c);
      guint first = arcs->len;

      for (guint i = 0; i < qd_csp_constraint_arity (csp, c); i++)
        {
          QdConstraintsArc arc = { scope[i], c };
          gboolean seen = FALSE;

          /* A variable named twice in a scope is one arc. */
          for (guint k = first; k < arcs->len && !seen; k++)
            seen = g_array_index (arcs, QdConstraintsArc, k).var == scope[i];
          if (!seen)
            g_array_append_val (arcs, arc);
        }
    }
  return arcs;
}

static gpointer
arc_key (const QdConstraintsAc3 *ac3, guint var, guint constraint)
{
  return GSIZE_TO_POINTER ((gsize) constraint * qd_csp_n_variables (ac3->model->csp) + var + 1);
}

QdConstraintsAc3 *
qd_constraints_ac3_new (const QdCspModel *model)
{
  QdConstraintsAc3 *ac3 = g_new0 (QdConstraintsAc3, 1);

  ac3->model = model;
  ac3->state = qd_csp_ac3_new (model->csp);
  ac3->arcs = qd_constraints_arcs (model->csp);
  ac3->index = g_hash_table_new (g_direct_hash, g_direct_equal);
  for (guint i = 0; i < ac3->arcs->len; i++)
    {
      const QdConstraintsArc *arc = &g_array_index (ac3->arcs, QdConstraintsArc, i);

      g_hash_table_insert (ac3->index, arc_key (ac3, arc->var, arc->constraint), GUINT_TO_POINTER (i + 1));
    }
  ac3->last = -1;
  ac3->removed = g_array_new (FALSE, FALSE, sizeof (guint));
  ac3->requeued = g_array_new (FALSE, FALSE, sizeof (guint));
  ac3->history = g_array_new (FALSE, FALSE, sizeof (guint));
  return ac3;
}

void
qd_constraints_ac3_free (QdConstraintsAc3 *ac3)
{
  if (ac3 == NULL)
    return;
  qd_csp_ac3_free (ac3->state);
  g_array_unref (ac3->arcs);
  g_hash_table_unref (ac3->index);
  g_array_unref (ac3->removed);
  g_array_unref (ac3->requeued);
  g_array_unref (ac3->history);
  g_free (ac3);
}

guint
qd_constraints_ac3_n_arcs (const QdConstraintsAc3 *ac3)
{
  return ac3->arcs->len;
}

const QdConstraintsArc *
qd_constraints_ac3_arc (const QdConstraintsAc3 *ac3, guint arc)
{
  return &g_array_index (ac3->arcs, QdConstraintsArc, arc);
}

gint
qd_constraints_ac3_find_arc (const QdConstraintsAc3 *ac3, guint var, guint constraint)
{
  return (gint) GPOINTER_TO_UINT (g_hash_table_lookup (ac3->index, arc_key (ac3, var, constraint))) - 1;
}

QdConstraintsArcState
qd_constraints_ac3_arc_state (const QdConstraintsAc3 *ac3, guint arc)
{
  const QdConstraintsArc *a = qd_constraints_ac3_arc (ac3, arc);

  if ((gint) arc == ac3->last && (ac3->removed->len > 0 || ac3->wiped_out))
    return QD_CONSTRAINTS_ARC_INCONSISTENT;
  if (qd_csp_ac3_is_queued (ac3->state, a->var, a->constraint))
    return QD_CONSTRAINTS_ARC_TODO;
  return QD_CONSTRAINTS_ARC_CONSISTENT;
}

guint
qd_constraints_ac3_queue_length (const QdConstraintsAc3 *ac3)
{
  return qd_csp_ac3_queue_length (ac3->state);
}

guint
qd_constraints_ac3_queue_nth (const QdConstraintsAc3 *ac3, guint i)
{
  guint var, constraint;

  qd_csp_ac3_queue_nth (ac3->state, i, &var, &constraint);
  return (guint) qd_constraints_ac3_find_arc (ac3, var, constraint);
}

const QdCspAc3 *
qd_constraints_ac3_state (const QdConstraintsAc3 *ac3)
{
  return ac3->state;
}

gint
qd_constraints_ac3_last (const QdConstraintsAc3 *ac3)
{
  return ac3->last;
}

guint
qd_constraints_ac3_steps (const QdConstraintsAc3 *ac3)
{
  return ac3->steps;
}

gboolean
qd_constraints_ac3_finished (const QdConstraintsAc3 *ac3)
{
  return ac3->wiped_out || qd_csp_ac3_queue_length (ac3->state) == 0;
}

gboolean
qd_constraints_ac3_wiped_out (const QdConstraintsAc3 *ac3)
{
  return ac3->wiped_out;
}

static void
on_step (const QdCspAc3Step *step, gpointer user_data)
{
  QdConstraintsAc3 *ac3 = user_data;
  gint arc = qd_constraints_ac3_find_arc (ac3, step->var, step->constraint);

  switch (step->kind)
    {
    case QD_CSP_AC3_REVISE:
      ac3->last = arc;
      g_array_append_vals (ac3->removed, step->removed, step->n_removed);
      break;
    case QD_CSP_AC3_REQUEUE:
      g_array_append_val (ac3->requeued, arc);
      break;
    case QD_CSP_AC3_WIPEOUT:
      ac3->wiped_out = TRUE;
      break;
    case QD_CSP_AC3_CUT_OFF:
    default:
      break;
    }
}

gboolean
qd_constraints_ac3_revise (QdConstraintsAc3 *ac3, guint arc)
{
  const QdConstraintsArc *a;

  if (ac3->wiped_out || arc >= ac3->arcs->len)
    return FALSE;
  a = qd_constraints_ac3_arc (ac3, arc);
  g_array_set_size (ac3->removed, 0);
  g_array_set_size (ac3->requeued, 0);
  qd_csp_ac3_revise (ac3->state, a->var, a->constraint, on_step, ac3);
  ac3->steps++;
  g_array_append_val (ac3->history, arc);
  return TRUE;
}

gboolean
qd_constraints_ac3_back (QdConstraintsAc3 *ac3)
{
  g_autoptr(GArray) history = NULL;

  if (ac3->steps == 0)
    return FALSE;
  /* AC-3 only removes values: the state before a step is the run from the
   * start again, every revision but the last in the same order. */
  history = g_steal_pointer (&ac3->history);
  ac3->history = g_array_new (FALSE, FALSE, sizeof (guint));
  qd_csp_ac3_free (ac3->state);
  ac3->state = qd_csp_ac3_new (ac3->model->csp);
  ac3->last = -1;
  ac3->wiped_out = FALSE;
  ac3->steps = 0;
  g_array_set_size (ac3->removed, 0);
  g_array_set_size (ac3->requeued, 0);
  for (guint i = 0; i + 1 < history->len; i++)
    qd_constraints_ac3_revise (ac3, g_array_index (history, guint, i));
  return TRUE;
}

gboolean
qd_constraints_ac3_step (QdConstraintsAc3 *ac3)
{
  if (qd_constraints_ac3_finished (ac3))
    return FALSE;
  return qd_constraints_ac3_revise (ac3, qd_constraints_ac3_queue_nth (ac3, 0));
}

/* ------------------------------------------------------------------ words */

char *
qd_constraints_ac3_domain_text (const QdConstraintsAc3 *ac3, guint var)
{
  return qd_csp_model_domain_text (ac3->model, var, qd_csp_ac3_domain (ac3->state, var));
}

char *
qd_constraints_arc_text (const QdCspModel *model, const QdConstraintsArc *arc)
{
  return g_strdup_printf ("(%s, %s)", qd_csp_model_var (model, arc->var)->name,
                          qd_csp_constraint_description (model->csp, arc->constraint));
}

char *
qd_constraints_ac3_explain (const QdConstraintsAc3 *ac3)
{
  const QdConstraintsArc *arc;
  const char *name, *constraint;
  GString *out;

  if (ac3->last < 0)
    return g_strdup (ac3->arcs->len == 0 ? _("There are no arcs: no constraint links two variables.")
                                         : _("Every arc is in the queue. Step revises the first; a click on an arc revises that one."));
  arc = qd_constraints_ac3_arc (ac3, (guint) ac3->last);
  name = qd_csp_model_var (ac3->model, arc->var)->name;
  constraint = qd_csp_constraint_description (ac3->model->csp, arc->constraint);
  out = g_string_new (NULL);
  if (ac3->removed->len == 0)
    g_string_append_printf (out, _("Every value of %s has a support in %s: nothing removed."), name, constraint);
  else
    {
      g_autofree char *values = qd_csp_model_values_text (ac3->model, arc->var, (const guint *) ac3->removed->data,
                                                          ac3->removed->len);

      /* TRANSLATORS: "Removed 3 from x because of x < y." */
      g_string_append_printf (out, _("Removed %s from %s because of %s."), values, name, constraint);
    }
  if (ac3->wiped_out)
    {
      g_string_append_c (out, ' ');
      g_string_append_printf (out, _("%s has no value left: the problem has no solution."), name);
    }
  else if (ac3->requeued->len > 0)
    {
      g_string_append_c (out, ' ');
      g_string_append_printf (out, ngettext ("%u arc back in the queue:", "%u arcs back in the queue:",
                                             ac3->requeued->len), ac3->requeued->len);
      for (guint i = 0; i < ac3->requeued->len; i++)
        {
          g_autofree char *text = qd_constraints_arc_text (ac3->model,
                                                           qd_constraints_ac3_arc (ac3, g_array_index (ac3->requeued, guint, i)));

          g_string_append_printf (out, "%s %s", i > 0 ? "," : "", text);
        }
      g_string_append_c (out, '.');
    }
  else if (qd_csp_ac3_queue_length (ac3->state) == 0)
    {
      g_string_append_c (out, ' ');
      g_string_append (out, _("The queue is empty: the network is arc consistent."));
    }
  return g_string_free (out, FALSE);
}
