/* qd-csp-g-channel.c — channel, XCSP3's three forms, each a set of links
 * filtered to arc consistency: two lists, x[i] = j => y[j] = i (both ways
 * when the lists have one length: y is x's inverse); one list, x[i] = j
 * <=> x[j] = i (an involution); a 0/1 list and a variable v, x[i] = 1 <=>
 * v = i (exactly one 1, at v).  Indexes count from each list's start. */
#include "config.h"
#include "qd-csp-g-private.h"

#include <glib/gi18n.h>
#include <string.h>

typedef struct {
  QdOwned owned;
  guint n1, n2;
  QdCspGVar *x, *y;         /* y: x itself in the one-list form; NULL in the value form */
  gint64 start1, start2;
  gboolean both;            /* the links go both ways: y's values are checked too */
  gboolean has_value;
  QdCspGVar value;
} Channel;

/* One side of the links: from[i] = j (from `to_start`) needs to[j] = i
 * (from `from_start`); a fixed from[i] fixes to[j]. */
static gboolean
links (QdCspSolver *solver, const QdCspGVar *from, guint n_from, gint64 from_start, const QdCspGVar *to,
       guint n_to, gint64 to_start, gboolean *changed)
{
  QdCspGView w = QD_CSP_G_SOLVER (solver);

  for (guint i = 0; i < n_from; i++)
    {
      gint64 key;

      for (guint a = qd_csp_g_first (&w, &from[i]); a < from[i].size; a = qd_csp_g_next (&w, &from[i], a))
        {
          gint64 j = from[i].keys[a] - to_start;

          if (j >= 0 && j < (gint64) n_to && qd_csp_g_has (&w, &to[j], from_start + i))
            continue;
          if (!qd_csp_solver_remove_value (solver, from[i].var, a))
            return FALSE;
          *changed = TRUE;
        }
      qd_csp_solver_count_check (solver, 1);
      if (qd_csp_g_fixed (&w, &from[i], &key) &&
          !qd_csp_g_step (qd_csp_g_fix (solver, &to[key - to_start], from_start + i), changed))
        return FALSE;
    }
  return TRUE;
}

/* x[i] = 1 <=> v = start1 + i. */
static gboolean
value_links (QdCspSolver *solver, const Channel *c, gboolean *changed)
{
  QdCspGView w = QD_CSP_G_SOLVER (solver);
  const QdCspGVar *v = &c->value;
  gint64 key;

  for (guint a = qd_csp_g_first (&w, v); a < v->size; a = qd_csp_g_next (&w, v, a))
    {
      gint64 i = v->keys[a] - c->start1;

      if (i >= 0 && i < (gint64) c->n1 && qd_csp_g_has (&w, &c->x[i], 1))
        continue;
      if (!qd_csp_solver_remove_value (solver, v->var, a))
        return FALSE;
      *changed = TRUE;
    }
  for (guint i = 0; i < c->n1; i++)
    {
      gint64 at = c->start1 + i, one;

      qd_csp_solver_count_check (solver, 1);
      /* 1 needs v = at; any other value needs v elsewhere. */
      if (!qd_csp_g_has (&w, v, at) && !qd_csp_g_step (qd_csp_g_remove_key (solver, &c->x[i], 1), changed))
        return FALSE;
      if (qd_csp_g_fixed (&w, v, &key) && key == at && !qd_csp_g_step (qd_csp_g_fix (solver, &c->x[i], 1), changed))
        return FALSE;
      if (qd_csp_g_fixed (&w, &c->x[i], &one) && one == 1 &&
          !qd_csp_g_step (qd_csp_g_fix (solver, v, at), changed))
        return FALSE;
    }
  return TRUE;
}

static gboolean
channel_propagate (QdCspSolver *solver, gpointer data)
{
  const Channel *c = data;
  gboolean changed = TRUE;

  while (changed)
    {
      changed = FALSE;
      if (c->has_value)
        {
          if (!value_links (solver, c, &changed))
            return FALSE;
          continue;
        }
      if (!links (solver, c->x, c->n1, c->start1, c->y, c->n2, c->start2, &changed) ||
          (c->both && !links (solver, c->y, c->n2, c->start2, c->x, c->n1, c->start1, &changed)))
        return FALSE;
    }
  return TRUE;
}

/* The links broken by the assigned values (a link with a side unassigned
 * holds so far). */
static guint64
broken_links (const QdCspGVar *from, guint n_from, gint64 from_start, const QdCspGVar *to, guint n_to,
              gint64 to_start, const gint *values)
{
  guint64 broken = 0;

  for (guint i = 0; i < n_from; i++)
    {
      gint a = values[from[i].var], b;
      gint64 j;

      if (a < 0)
        continue;
      j = from[i].keys[a] - to_start;
      if (j < 0 || j >= (gint64) n_to)
        {
          broken++;
          continue;
        }
      b = values[to[j].var];
      broken += b >= 0 && to[j].keys[b] != from_start + i;
    }
  return broken;
}

static guint64
channel_broken (const Channel *c, const gint *values)
{
  guint64 broken;
  gint v;

  if (!c->has_value)
    {
      broken = broken_links (c->x, c->n1, c->start1, c->y, c->n2, c->start2, values);
      if (c->both)
        broken += broken_links (c->y, c->n2, c->start2, c->x, c->n1, c->start1, values);
      return broken;
    }
  v = values[c->value.var];
  broken = 0;
  if (v >= 0 && (c->value.keys[v] < c->start1 || c->value.keys[v] - c->start1 >= (gint64) c->n1))
    broken++;
  for (guint i = 0; i < c->n1; i++)
    {
      gint a = values[c->x[i].var];

      if (a >= 0 && v >= 0)
        broken += (c->x[i].keys[a] == 1) != (c->value.keys[v] == c->start1 + i);
      else if (a >= 0 && c->x[i].keys[a] == 1 && qd_csp_g_index (&c->value, c->start1 + i) < 0)
        broken++;
    }
  return broken;
}

static gboolean
channel_check (gconstpointer data, const gint *values)
{
  const Channel *c = data;

  if (!qd_csp_g_valid (c->x, c->n1, values) || (c->y != NULL && !qd_csp_g_valid (c->y, c->n2, values)) ||
      (c->has_value && !qd_csp_g_valid (&c->value, 1, values)))
    return FALSE;
  return channel_broken (c, values) == 0;
}

static guint64
channel_violations (gconstpointer data, const gint *values)
{
  return channel_broken (data, values);
}

static const QdCspPropagatorClass channel_class = {
  .propagate = channel_propagate,
  .check = channel_check,
  .free = qd_owned_free,
  .idempotent = TRUE,
  .violations = channel_violations,
};

gboolean
qd_csp_model_add_channel (QdCspModel *model, const guint *list1, guint n1, gint64 start1, const guint *list2,
                          guint n2, gint64 start2, gint value, GError **error)
{
  g_autoptr(GArray) scope = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GString) text = g_string_new ("channel(");
  Channel *c;

  if (!qd_csp_g_room (model, error))
    return FALSE;
  if (list2 != NULL && n1 > n2)
    {
      g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE,
                   _("channel: the first list (%u) is longer than the second (%u)"), n1, n2);
      return FALSE;
    }
  c = g_new0 (Channel, 1);
  c->n1 = n1;
  c->start1 = start1;
  if (!qd_csp_g_owned_vars (&c->owned, model, list1, n1, TRUE, "channel", &c->x, error))
    goto fail;
  if (list2 != NULL)
    {
      c->n2 = n2;
      c->start2 = start2;
      c->both = n1 == n2;
      if (!qd_csp_g_owned_vars (&c->owned, model, list2, n2, TRUE, "channel", &c->y, error))
        goto fail;
    }
  else if (value >= 0)
    {
      c->has_value = TRUE;
      if (!qd_csp_g_var (model, (guint) value, TRUE, "channel", &c->value, error))
        goto fail;
    }
  else
    {
      c->y = c->x;
      c->n2 = n1;
      c->start2 = start1;
    }
  if (n1 == 0 && !c->has_value)
    {
      qd_owned_free (c);
      return TRUE;
    }
  for (guint i = 0; i < n1; i++)
    qd_csp_g_scope_add (scope, list1[i]);
  for (guint j = 0; list2 != NULL && j < n2; j++)
    qd_csp_g_scope_add (scope, list2[j]);
  if (c->has_value)
    qd_csp_g_scope_add (scope, (guint) value);
  qd_csp_g_append_vars (text, model, list1, n1);
  if (start1 != 0)
    g_string_append_printf (text, " from %" G_GINT64_FORMAT, start1);
  if (list2 != NULL)
    {
      g_string_append (text, ", ");
      qd_csp_g_append_vars (text, model, list2, n2);
      if (start2 != 0)
        g_string_append_printf (text, " from %" G_GINT64_FORMAT, start2);
    }
  if (c->has_value)
    g_string_append_printf (text, ", value %s", qd_csp_model_var (model, (guint) value)->name);
  g_string_append_c (text, ')');
  qd_csp_g_add (model, &channel_class, c, scope, g_string_free (g_steal_pointer (&text), FALSE));
  return TRUE;

fail:
  qd_owned_free (c);
  return FALSE;
}
