/* qd-csp-g-common.c — what the global constraints share (qd-csp-g-private.h):
 * their variables and operands checked and copied, a view of the domains
 * (a solver's, or a partial assignment's), filtering by keys, scopes and
 * descriptions. */
#include "config.h"
#include "qd-csp-g-private.h"
#include "qd-csp-model-private.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

/* ----------------------------------------------------------- building */

gboolean
qd_csp_g_room (QdCspModel *model, GError **error)
{
  if (qd_csp_n_constraints (model->csp) < QD_CSP_MODEL_CONSTRAINTS_MAX)
    return TRUE;
  g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_LIMIT, _("more than %u constraints"),
               QD_CSP_MODEL_CONSTRAINTS_MAX);
  return FALSE;
}

gboolean
qd_csp_g_var (QdCspModel *model, guint var, gboolean integer, const char *what, QdCspGVar *out, GError **error)
{
  const QdCspModelVar *v;

  g_return_val_if_fail (var < qd_csp_model_n_vars (model), FALSE);
  v = qd_csp_model_var (model, var);
  if (integer && v->symbolic)
    {
      g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE,
                   _("%s needs integers: “%s” is symbolic"), what, v->name);
      return FALSE;
    }
  out->var = var;
  out->size = v->n_values;
  out->keys = v->keys;
  out->symbolic = v->symbolic;
  return TRUE;
}

gboolean
qd_csp_g_vars (QdCspModel *model, const guint *vars, guint n, gboolean integer, const char *what,
               QdCspGVar **out, GError **error)
{
  g_autofree QdCspGVar *v = g_new0 (QdCspGVar, n + 1);

  for (guint i = 0; i < n; i++)
    if (!qd_csp_g_var (model, vars[i], integer, what, &v[i], error))
      return FALSE;
  *out = g_steal_pointer (&v);
  return TRUE;
}

gboolean
qd_csp_g_owned_vars (QdOwned *owned, QdCspModel *model, const guint *vars, guint n, gboolean integer,
                     const char *what, QdCspGVar **out, GError **error)
{
  if (!qd_csp_g_vars (model, vars, n, integer, what, out, error))
    return FALSE;
  qd_owned_add (owned, *out, g_free);
  return TRUE;
}

gboolean
qd_csp_g_operand (QdCspModel *model, const QdCspOperand *in, const char *what, QdCspGOperand *out, GError **error)
{
  memset (out, 0, sizeof *out);
  out->is_var = in->is_var;
  if (!in->is_var)
    {
      out->value = in->value;
      return TRUE;
    }
  return qd_csp_g_var (model, in->var, TRUE, what, &out->v, error);
}

static gint
compare_keys (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

/* Constants beyond any value a constraint computes are as good as this:
 * clamped, they cannot wrap. */
static gint64
clamp (gint64 v)
{
  return CLAMP (v, -QD_CSP_G_INF / 2, QD_CSP_G_INF / 2);
}

gboolean
qd_csp_g_cond_init (QdCspModel *model, const QdCspCondition *in, const char *what, QdCspGCond *out, GError **error)
{
  memset (out, 0, sizeof *out);
  if (in == NULL)
    {
      out->none = TRUE;
      return TRUE;
    }
  out->op = in->op;
  if (in->op == QD_CSP_COND_IN || in->op == QD_CSP_COND_NOTIN)
    {
      if (in->is_range)
        {
          out->lo = clamp (in->lo);
          out->hi = clamp (in->hi);
          return TRUE;
        }
      out->set = qd_csp_g_copy (in->set, sizeof (gint64), in->n_set);
      qsort (out->set, in->n_set, sizeof (gint64), compare_keys);
      for (guint i = 0; i < in->n_set; i++)
        out->set[i] = clamp (out->set[i]);
      for (guint i = 0; i < in->n_set; i++)
        if (out->n_set == 0 || out->set[out->n_set - 1] != out->set[i])
          out->set[out->n_set++] = out->set[i];
      /* An empty set: lo > hi. */
      out->lo = out->n_set > 0 ? out->set[0] : 1;
      out->hi = out->n_set > 0 ? out->set[out->n_set - 1] : 0;
      return TRUE;
    }
  g_return_val_if_fail (in->op <= QD_CSP_COND_EQ, FALSE);
  if (!qd_csp_g_operand (model, &in->operand, what, &out->operand, error))
    return FALSE;
  out->operand.value = clamp (out->operand.value);
  return TRUE;
}

void
qd_csp_g_cond_clear (QdCspGCond *c)
{
  g_clear_pointer (&c->set, g_free);
}

void
qd_csp_g_scope_add (GArray *scope, guint var)
{
  g_array_append_val (scope, var);
}

static gint
compare_pairs (gconstpointer a, gconstpointer b)
{
  const guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;

  return x < y ? -1 : x > y;
}

void
qd_csp_g_scope_unique (GArray *scope)
{
  g_autofree guint64 *pairs = NULL;
  g_autofree guint8 *keep = NULL;
  guint n = 0;

  if (scope->len < 2)
    return;
  /* (variable, position) sorted: the first of each variable is kept, in
   * the order they came (O(n log n), for scopes of 100,000). */
  pairs = g_new (guint64, scope->len);
  keep = g_new0 (guint8, scope->len);
  for (guint i = 0; i < scope->len; i++)
    pairs[i] = (guint64) g_array_index (scope, guint, i) << 32 | i;
  qsort (pairs, scope->len, sizeof (guint64), compare_pairs);
  for (guint i = 0; i < scope->len; i++)
    if (i == 0 || pairs[i] >> 32 != pairs[i - 1] >> 32)
      keep[(guint) (pairs[i] & G_MAXUINT32)] = 1;
  for (guint i = 0; i < scope->len; i++)
    if (keep[i])
      g_array_index (scope, guint, n++) = g_array_index (scope, guint, i);
  g_array_set_size (scope, n);
}

void
qd_csp_g_scope_add_operand (GArray *scope, const QdCspGOperand *o)
{
  if (o->is_var)
    qd_csp_g_scope_add (scope, o->v.var);
}

void
qd_csp_g_add (QdCspModel *model, const QdCspPropagatorClass *klass, gpointer data, GArray *scope,
              char *description)
{
  qd_csp_g_scope_unique (scope);
  qd_csp_add_propagator (model->csp, klass, data, (const guint *) scope->data, scope->len, description);
  g_free (description);
}

gpointer
qd_csp_g_copy (gconstpointer src, gsize size, guint n)
{
  gpointer copy = g_malloc0 (size * ((gsize) n + 1));

  if (n > 0 && src != NULL)
    memcpy (copy, src, size * n);
  return copy;
}

/* ------------------------------------------------------- descriptions */

/* Past this many items, a list is cut short. */
#define TEXT_ITEMS_MAX 12

/* A name "x[2][5]": its prefix "x[2]" (length) and last index 5. */
static gboolean
split_name (const char *name, gsize *prefix, gint64 *index)
{
  gsize len = strlen (name), open;

  if (len < 3 || name[len - 1] != ']')
    return FALSE;
  open = len - 1;
  while (open > 0 && name[open - 1] != '[')
    open--;
  if (open == 0 || open == len - 1)
    return FALSE;
  for (gsize i = open; i < len - 1; i++)
    if (!g_ascii_isdigit (name[i]))
      return FALSE;
  *prefix = open - 1;
  *index = g_ascii_strtoll (name + open, NULL, 10);
  return TRUE;
}

void
qd_csp_g_append_vars (GString *out, const QdCspModel *model, const guint *vars, guint n)
{
  guint items = 0;

  for (guint i = 0; i < n;)
    {
      const char *name = qd_csp_model_var (model, vars[i])->name;
      gsize prefix;
      gint64 first;
      guint j = i + 1;

      if (items++ == TEXT_ITEMS_MAX)
        {
          g_string_append (out, ", …");
          return;
        }
      if (i > 0)
        g_string_append (out, ", ");
      if (split_name (name, &prefix, &first))
        {
          for (; j < n; j++)
            {
              const char *next = qd_csp_model_var (model, vars[j])->name;
              gsize p;
              gint64 index;

              if (!split_name (next, &p, &index) || p != prefix || strncmp (name, next, p) != 0 ||
                  index != first + (gint64) (j - i))
                break;
            }
          if (j > i + 1)
            {
              g_string_append_len (out, name, (gssize) prefix);
              g_string_append_printf (out, "[%" G_GINT64_FORMAT "..%" G_GINT64_FORMAT "]", first,
                                      first + (gint64) (j - i - 1));
              i = j;
              continue;
            }
        }
      g_string_append (out, name);
      i++;
    }
}

void
qd_csp_g_append_operands (GString *out, const QdCspModel *model, const QdCspOperand *ops, guint n)
{
  guint items = 0;

  for (guint i = 0; i < n;)
    {
      guint j = i;

      if (items++ == TEXT_ITEMS_MAX)
        {
          g_string_append (out, ", …");
          return;
        }
      if (i > 0)
        g_string_append (out, ", ");
      if (!ops[i].is_var)
        {
          g_string_append_printf (out, "%" G_GINT64_FORMAT, ops[i].value);
          i++;
          continue;
        }
      /* A run of variables, folded as a list of them. */
      while (j < n && ops[j].is_var && j - i < TEXT_ITEMS_MAX)
        j++;
      {
        g_autofree guint *vars = g_new (guint, j - i + 1);

        for (guint k = i; k < j; k++)
          vars[k - i] = ops[k].var;
        qd_csp_g_append_vars (out, model, vars, j - i);
      }
      i = j;
    }
}

void
qd_csp_g_append_ints (GString *out, const gint64 *values, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      if (i == TEXT_ITEMS_MAX)
        {
          g_string_append (out, " …");
          return;
        }
      g_string_append_printf (out, "%s%" G_GINT64_FORMAT, i > 0 ? " " : "", values[i]);
    }
}

void
qd_csp_g_append_cond (GString *out, const QdCspModel *model, const QdCspCondition *c)
{
  g_autofree char *text = NULL;

  if (c == NULL)
    return;
  text = qd_csp_condition_text (model, c);
  g_string_append_c (out, ' ');
  g_string_append (out, text);
}

/* -------------------------------------------------------------- values */

gint
qd_csp_g_index (const QdCspGVar *v, gint64 key)
{
  return qd_csp_keys_index (v->keys, v->size, v->symbolic, key);
}

/* The first index whose key is >= key (integers). */
static guint
lower_index (const QdCspGVar *v, gint64 key)
{
  guint lo = 0, hi = v->size;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (v->keys[mid] < key)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

gboolean
qd_csp_g_valid (const QdCspGVar *vars, guint n, const gint *values)
{
  for (guint i = 0; i < n; i++)
    {
      gint a = values[vars[i].var];

      if (a != QD_CSP_UNASSIGNED && (a < 0 || a >= (gint) vars[i].size))
        return FALSE;
    }
  return TRUE;
}

/* The assigned index (values view), or -1. */
static inline gint
assigned (const QdCspGView *w, const QdCspGVar *v)
{
  gint a = w->values[v->var];

  return a >= 0 && a < (gint) v->size ? a : -1;
}

gboolean
qd_csp_g_fixed (const QdCspGView *w, const QdCspGVar *v, gint64 *key)
{
  if (w->solver == NULL)
    {
      gint a = assigned (w, v);

      if (a < 0 && v->size != 1)
        return FALSE;
      *key = v->keys[a < 0 ? 0 : a];
      return TRUE;
    }
  if (qd_csp_solver_domain_count (w->solver, v->var) != 1)
    return FALSE;
  *key = v->keys[qd_csp_g_first (w, v)];
  return TRUE;
}

guint
qd_csp_g_count (const QdCspGView *w, const QdCspGVar *v)
{
  if (w->solver == NULL)
    return assigned (w, v) >= 0 ? 1 : v->size;
  return qd_csp_solver_domain_count (w->solver, v->var);
}

gboolean
qd_csp_g_has_index (const QdCspGView *w, const QdCspGVar *v, guint index)
{
  if (w->solver == NULL)
    {
      gint a = assigned (w, v);

      return index < v->size && (a < 0 || (guint) a == index);
    }
  return index < v->size && qd_csp_solver_domain_has (w->solver, v->var, index);
}

gboolean
qd_csp_g_has (const QdCspGView *w, const QdCspGVar *v, gint64 key)
{
  gint index = qd_csp_g_index (v, key);

  return index >= 0 && qd_csp_g_has_index (w, v, (guint) index);
}

guint
qd_csp_g_first (const QdCspGView *w, const QdCspGVar *v)
{
  guint a = 0;

  if (w->solver == NULL)
    {
      gint x = assigned (w, v);

      return x >= 0 ? (guint) x : 0;
    }
  if (v->size <= 64)
    {
      guint64 word = qd_csp_solver_domain_word (w->solver, v->var);

      return word != 0 ? (guint) __builtin_ctzll (word) : v->size;
    }
  return qd_csp_solver_domain_bounds (w->solver, v->var, &a, &(guint) { 0 }) ? a : v->size;
}

guint
qd_csp_g_next (const QdCspGView *w, const QdCspGVar *v, guint a)
{
  if (w->solver == NULL)
    return assigned (w, v) >= 0 ? v->size : a + 1;
  if (v->size <= 64)
    {
      guint64 word = a + 1 >= 64 ? 0 : qd_csp_solver_domain_word (w->solver, v->var) & (~G_GUINT64_CONSTANT (0) << (a + 1));

      return word != 0 ? (guint) __builtin_ctzll (word) : v->size;
    }
  for (a++; a < v->size && !qd_csp_solver_domain_has (w->solver, v->var, a); a++)
    ;
  return a;
}

gboolean
qd_csp_g_bounds (const QdCspGView *w, const QdCspGVar *v, gint64 *min, gint64 *max)
{
  guint a, b;

  if (w->solver == NULL)
    {
      gint x = assigned (w, v);

      *min = v->keys[x >= 0 ? (guint) x : 0];
      *max = v->keys[x >= 0 ? (guint) x : v->size - 1];
      return TRUE;
    }
  if (v->size <= 64)
    {
      /* The domain's word: its lowest and highest bits (values sorted). */
      guint64 word = qd_csp_solver_domain_word (w->solver, v->var);

      if (word == 0)
        return FALSE;
      *min = v->keys[__builtin_ctzll (word)];
      *max = v->keys[63 - __builtin_clzll (word)];
      return TRUE;
    }
  if (!qd_csp_solver_domain_bounds (w->solver, v->var, &a, &b))
    return FALSE;
  *min = v->keys[a];
  *max = v->keys[b];
  return TRUE;
}

/* Keeps the values of v whose keys are within r. */
static QdCspGResult
keep_keys (QdCspSolver *s, const QdCspGVar *v, QdCspRange r)
{
  gboolean changed = FALSE;
  guint lo, hi;

  /* From the current bounds: a large domain is not walked from 0. */
  if (!qd_csp_solver_domain_bounds (s, v->var, &lo, &hi))
    return QD_CSP_G_SAME;
  if (!qd_csp_keys_keep_within (s, v->var, v->keys, lo, hi, r, &changed))
    return QD_CSP_G_FAIL;
  return changed ? QD_CSP_G_CHANGED : QD_CSP_G_SAME;
}

QdCspGResult
qd_csp_g_remove_below (QdCspSolver *s, const QdCspGVar *v, gint64 key)
{
  return keep_keys (s, v, (QdCspRange) { key, G_MAXINT64 });
}

QdCspGResult
qd_csp_g_remove_above (QdCspSolver *s, const QdCspGVar *v, gint64 key)
{
  return keep_keys (s, v, (QdCspRange) { G_MININT64, key });
}

QdCspGResult
qd_csp_g_remove_key (QdCspSolver *s, const QdCspGVar *v, gint64 key)
{
  gint a = qd_csp_g_index (v, key);

  if (a < 0 || !qd_csp_solver_domain_has (s, v->var, (guint) a))
    return QD_CSP_G_SAME;
  return qd_csp_solver_remove_value (s, v->var, (guint) a) ? QD_CSP_G_CHANGED : QD_CSP_G_FAIL;
}

QdCspGResult
qd_csp_g_fix (QdCspSolver *s, const QdCspGVar *v, gint64 key)
{
  gint a = qd_csp_g_index (v, key);

  if (a < 0 || !qd_csp_solver_domain_has (s, v->var, (guint) a))
    return QD_CSP_G_FAIL;
  if (qd_csp_solver_domain_count (s, v->var) == 1)
    return QD_CSP_G_SAME;
  return qd_csp_solver_remove_range (s, v->var, 0, (guint) a) && qd_csp_solver_remove_range (s, v->var, (guint) a + 1, v->size)
           ? QD_CSP_G_CHANGED : QD_CSP_G_FAIL;
}

/* ------------------------------------------------------------ operands */

gboolean
qd_csp_g_op_fixed (const QdCspGView *w, const QdCspGOperand *o, gint64 *key)
{
  if (!o->is_var)
    {
      *key = o->value;
      return TRUE;
    }
  return qd_csp_g_fixed (w, &o->v, key);
}

gboolean
qd_csp_g_op_bounds (const QdCspGView *w, const QdCspGOperand *o, gint64 *min, gint64 *max)
{
  if (!o->is_var)
    {
      *min = *max = o->value;
      return TRUE;
    }
  return qd_csp_g_bounds (w, &o->v, min, max);
}

gboolean
qd_csp_g_op_has (const QdCspGView *w, const QdCspGOperand *o, gint64 key)
{
  return o->is_var ? qd_csp_g_has (w, &o->v, key) : o->value == key;
}

/* Whether the operand has a value in lo..hi. */
static gboolean
op_has_between (const QdCspGView *w, const QdCspGOperand *o, gint64 lo, gint64 hi)
{
  if (!o->is_var)
    return lo <= o->value && o->value <= hi;
  for (guint a = lower_index (&o->v, lo); a < o->v.size && o->v.keys[a] <= hi; a++)
    if (qd_csp_g_has_index (w, &o->v, a))
      return TRUE;
  return FALSE;
}

/* ---------------------------------------------------------- conditions */

/* The number of the set's values in lo..hi. */
static guint64
set_between (const QdCspGCond *c, gint64 lo, gint64 hi)
{
  guint a = 0, b = 0;

  for (guint l = 0, h = c->n_set; l < h;)
    {
      guint mid = l + (h - l) / 2;

      if (c->set[mid] < lo)
        l = a = mid + 1;
      else
        h = mid;
    }
  for (guint l = a, h = c->n_set; l < h;)
    {
      guint mid = l + (h - l) / 2;

      if (c->set[mid] <= hi)
        l = b = mid + 1;
      else
        h = mid;
    }
  return b > a ? b - a : 0;
}

gboolean
qd_csp_g_cond_possible (const QdCspGView *w, const QdCspGCond *c, gint64 lo, gint64 hi)
{
  gint64 min, max, key;

  if (lo > hi)
    return FALSE;
  if (c->none)
    return TRUE;
  switch (c->op)
    {
    case QD_CSP_COND_IN:
      if (c->set == NULL)
        return MAX (lo, c->lo) <= MIN (hi, c->hi);
      return set_between (c, lo, hi) > 0;
    case QD_CSP_COND_NOTIN:
      if (c->set == NULL)
        return lo < c->lo || hi > c->hi;
      return set_between (c, lo, hi) < (guint64) hi - (guint64) lo + 1;
    case QD_CSP_COND_NE:
      return lo < hi || !qd_csp_g_op_fixed (w, &c->operand, &key) || key != lo;
    case QD_CSP_COND_EQ:
      return op_has_between (w, &c->operand, lo, hi);
    default:
      break;
    }
  if (!qd_csp_g_op_bounds (w, &c->operand, &min, &max))
    return FALSE;
  switch (c->op)
    {
    case QD_CSP_COND_LT: return lo < max;
    case QD_CSP_COND_LE: return lo <= max;
    case QD_CSP_COND_GE: return hi >= min;
    case QD_CSP_COND_GT: return hi > min;
    default: return TRUE;
    }
}

gboolean
qd_csp_g_cond_hull (const QdCspGView *w, const QdCspGCond *c, gint64 *lo, gint64 *hi)
{
  gint64 min, max;

  *lo = -QD_CSP_G_INF;
  *hi = QD_CSP_G_INF;
  if (c->none || c->op == QD_CSP_COND_NE || c->op == QD_CSP_COND_NOTIN)
    return TRUE;
  if (c->op == QD_CSP_COND_IN)
    {
      *lo = c->lo;
      *hi = c->hi;
      return c->lo <= c->hi;
    }
  if (!qd_csp_g_op_bounds (w, &c->operand, &min, &max))
    return FALSE;
  switch (c->op)
    {
    case QD_CSP_COND_LT: *hi = max - 1; break;
    case QD_CSP_COND_LE: *hi = max; break;
    case QD_CSP_COND_GE: *lo = min; break;
    case QD_CSP_COND_GT: *lo = min + 1; break;
    case QD_CSP_COND_EQ: *lo = min; *hi = max; break;
    default: break;
    }
  return TRUE;
}

QdCspGResult
qd_csp_g_cond_filter_operand (QdCspSolver *s, const QdCspGCond *c, gint64 lo, gint64 hi)
{
  const QdCspGVar *y = &c->operand.v;
  gboolean changed = FALSE;

  if (c->none || c->op > QD_CSP_COND_EQ || !c->operand.is_var)
    return QD_CSP_G_SAME;
  if (lo > hi)
    return QD_CSP_G_FAIL;
  switch (c->op)
    {
    case QD_CSP_COND_LT: return qd_csp_g_remove_below (s, y, lo + 1);
    case QD_CSP_COND_LE: return qd_csp_g_remove_below (s, y, lo);
    case QD_CSP_COND_GE: return qd_csp_g_remove_above (s, y, hi);
    case QD_CSP_COND_GT: return qd_csp_g_remove_above (s, y, hi - 1);
    case QD_CSP_COND_NE: return lo == hi ? qd_csp_g_remove_key (s, y, lo) : QD_CSP_G_SAME;
    case QD_CSP_COND_EQ:
      if (!qd_csp_g_step (qd_csp_g_remove_below (s, y, lo), &changed) ||
          !qd_csp_g_step (qd_csp_g_remove_above (s, y, hi), &changed))
        return QD_CSP_G_FAIL;
      return changed ? QD_CSP_G_CHANGED : QD_CSP_G_SAME;
    default:
      return QD_CSP_G_SAME;
    }
}
