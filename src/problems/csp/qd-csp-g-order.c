/* qd-csp-g-order.c — the comparison globals besides allDifferent: allEqual
 * (GAC: the values common to every domain), ordered (bounds along the
 * chain, GAC with integer lengths), lex (each pair of successive lists by
 * its two-state automaton, "equal so far" and "already ordered": GAC on the
 * pair); precedence is in qd-csp-g-precedence.c. */
#include "config.h"
#include "qd-csp-g-private.h"

#include <glib/gi18n.h>
#include <string.h>

static const char *const op_texts[] = { "<", "<=", ">=", ">" };

/* ----------------------------------------------------------- allEqual */

typedef struct {
  QdOwned owned;
  guint n;
  QdCspGVar *vars;
  guint max_size;
} Equal;

/* Every variable keeps the values each of the others has. */
static gboolean
equal_propagate (QdCspSolver *solver, gpointer data)
{
  const Equal *e = data;
  QdCspGView w = QD_CSP_G_SOLVER (solver);
  guint smallest = 0, best = G_MAXUINT;
  gboolean changed = FALSE;

  for (guint i = 0; i < e->n; i++)
    {
      guint count = qd_csp_solver_domain_count (solver, e->vars[i].var);

      if (count < best)
        best = count, smallest = i;
    }
  if (best == 0)
    return FALSE;
  /* The values of the smallest domain that every other has. */
  for (guint a = qd_csp_g_first (&w, &e->vars[smallest]); a < e->vars[smallest].size;
       a = qd_csp_g_next (&w, &e->vars[smallest], a))
    {
      gint64 key = e->vars[smallest].keys[a];
      gboolean common = TRUE;

      qd_csp_solver_count_check (solver, e->n);
      for (guint i = 0; i < e->n && common; i++)
        common = qd_csp_g_has (&w, &e->vars[i], key);
      if (!common && !qd_csp_g_step (qd_csp_g_remove_key (solver, &e->vars[smallest], key), &changed))
        return FALSE;
    }
  /* The others keep the smallest's values. */
  for (guint i = 0; i < e->n; i++)
    {
      if (i == smallest)
        continue;
      for (guint a = qd_csp_g_first (&w, &e->vars[i]); a < e->vars[i].size; a = qd_csp_g_next (&w, &e->vars[i], a))
        if (!qd_csp_g_has (&w, &e->vars[smallest], e->vars[i].keys[a]) &&
            !qd_csp_solver_remove_value (solver, e->vars[i].var, a))
          return FALSE;
    }
  return TRUE;
}

static gboolean
equal_check (gconstpointer data, const gint *values)
{
  const Equal *e = data;
  gint first = -1;

  if (!qd_csp_g_valid (e->vars, e->n, values))
    return FALSE;
  for (guint i = 0; i < e->n; i++)
    {
      gint a = values[e->vars[i].var];

      if (a < 0)
        continue;
      if (first >= 0 && e->vars[i].keys[a] != e->vars[first].keys[values[e->vars[first].var]])
        return FALSE;
      if (first < 0)
        first = (gint) i;
    }
  return TRUE;
}

/* The variables to change: those off the most common value. */
static guint64
equal_violations (gconstpointer data, const gint *values)
{
  const Equal *e = data;
  guint best = 0;

  for (guint i = 0; i < e->n && best * 2 <= e->n; i++)
    {
      gint64 key = qd_csp_g_key (&e->vars[i], values);
      guint same = 0;

      for (guint j = 0; j < e->n; j++)
        same += qd_csp_g_key (&e->vars[j], values) == key;
      best = MAX (best, same);
    }
  return e->n - best;
}

static const QdCspPropagatorClass equal_class = {
  .propagate = equal_propagate,
  .check = equal_check,
  .free = qd_owned_free,
  .idempotent = TRUE,
  .violations = equal_violations,
};

gboolean
qd_csp_model_add_all_equal (QdCspModel *model, const guint *vars, guint n, GError **error)
{
  g_autoptr(GArray) scope = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GString) text = g_string_new ("allEqual(");
  g_autofree QdCspGVar *v = NULL;
  Equal *e;

  if (!qd_csp_g_room (model, error) || !qd_csp_g_vars (model, vars, n, FALSE, "allEqual", &v, error))
    return FALSE;
  for (guint i = 1; i < n; i++)
    if (v[i].symbolic != v[0].symbolic)
      {
        g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE,
                     _("allEqual mixes symbols and numbers (“%s”, “%s”)"),
                     qd_csp_model_var (model, vars[0])->name, qd_csp_model_var (model, vars[i])->name);
        return FALSE;
      }
  for (guint i = 0; i < n; i++)
    qd_csp_g_scope_add (scope, vars[i]);
  qd_csp_g_scope_unique (scope);
  if (scope->len < 2)
    return TRUE;
  e = g_new0 (Equal, 1);
  e->n = n;
  e->vars = QD_CSP_OWN (e, g_steal_pointer (&v));
  qd_csp_g_append_vars (text, model, vars, n);
  g_string_append_c (text, ')');
  qd_csp_g_add (model, &equal_class, e, scope, g_string_free (g_steal_pointer (&text), FALSE));
  return TRUE;
}

/* ------------------------------------------------------------ ordered */

/* x_i + len_i OP x_{i+1}; a GE or GT chain is kept as LE or LT on the
 * variables negated: `sign` -1. */
typedef struct {
  QdOwned owned;
  guint n;
  QdCspGVar *vars;
  QdCspGOperand *lengths;   /* n - 1, or NULL: 0 */
  QdCspCondOp op;
} Ordered;

static gboolean
ordered_holds (const Ordered *o, gint64 a, gint64 len, gint64 b)
{
  switch (o->op)
    {
    case QD_CSP_COND_LT: return a + len < b;
    case QD_CSP_COND_LE: return a + len <= b;
    case QD_CSP_COND_GE: return a + len >= b;
    default: return a + len > b;
    }
}

static gboolean
length_bounds (const QdCspGView *w, const Ordered *o, guint i, gint64 *min, gint64 *max)
{
  if (o->lengths == NULL)
    {
      *min = *max = 0;
      return TRUE;
    }
  return qd_csp_g_op_bounds (w, &o->lengths[i], min, max);
}

/* One link a + len OP b on bounds: each side and the length keep the
 * values with a support in the others' bounds. */
static gboolean
ordered_link (QdCspSolver *solver, const Ordered *o, guint i, gboolean *changed)
{
  QdCspGView w = QD_CSP_G_SOLVER (solver);
  const QdCspGVar *a = &o->vars[i], *b = &o->vars[i + 1];
  gint64 amin, amax, bmin, bmax, lmin, lmax;
  gint64 strict = o->op == QD_CSP_COND_LT || o->op == QD_CSP_COND_GT;

  if (!qd_csp_g_bounds (&w, a, &amin, &amax) || !qd_csp_g_bounds (&w, b, &bmin, &bmax) ||
      !length_bounds (&w, o, i, &lmin, &lmax))
    return FALSE;
  qd_csp_solver_count_check (solver, 1);
  if (o->op == QD_CSP_COND_LT || o->op == QD_CSP_COND_LE)
    {
      /* a + len + strict <= b */
      if (!qd_csp_g_step (qd_csp_g_remove_below (solver, b, amin + lmin + strict), changed) ||
          !qd_csp_g_step (qd_csp_g_remove_above (solver, a, bmax - lmin - strict), changed))
        return FALSE;
      if (o->lengths != NULL && o->lengths[i].is_var &&
          !qd_csp_g_step (qd_csp_g_remove_above (solver, &o->lengths[i].v, bmax - amin - strict), changed))
        return FALSE;
    }
  else
    {
      /* a + len - strict >= b */
      if (!qd_csp_g_step (qd_csp_g_remove_above (solver, b, amax + lmax - strict), changed) ||
          !qd_csp_g_step (qd_csp_g_remove_below (solver, a, bmin - lmax + strict), changed))
        return FALSE;
      if (o->lengths != NULL && o->lengths[i].is_var &&
          !qd_csp_g_step (qd_csp_g_remove_below (solver, &o->lengths[i].v, bmin - amax + strict), changed))
        return FALSE;
    }
  return TRUE;
}

static gboolean
ordered_propagate (QdCspSolver *solver, gpointer data)
{
  const Ordered *o = data;
  gboolean changed = TRUE;

  while (changed)
    {
      changed = FALSE;
      for (guint i = 0; i + 1 < o->n; i++)
        if (!ordered_link (solver, o, i, &changed))
          return FALSE;
      for (guint i = o->n - 1; i > 0; i--)
        if (!ordered_link (solver, o, i - 1, &changed))
          return FALSE;
    }
  return TRUE;
}

/* Each link whose three parts are assigned holds. */
static gboolean
ordered_check (gconstpointer data, const gint *values)
{
  const Ordered *o = data;

  if (!qd_csp_g_valid (o->vars, o->n, values))
    return FALSE;
  for (guint i = 0; i + 1 < o->n; i++)
    {
      gint a = values[o->vars[i].var], b = values[o->vars[i + 1].var];
      gint64 len = 0;

      if (a < 0 || b < 0)
        continue;
      if (o->lengths != NULL && o->lengths[i].is_var)
        {
          gint l = values[o->lengths[i].v.var];

          if (l < 0)
            continue;
          if (l >= (gint) o->lengths[i].v.size)
            return FALSE;
        }
      if (o->lengths != NULL)
        len = qd_csp_g_op_key (&o->lengths[i], values);
      if (!ordered_holds (o, o->vars[i].keys[a], len, o->vars[i + 1].keys[b]))
        return FALSE;
    }
  return TRUE;
}

/* The sum of the amounts by which the links fail. */
static guint64
ordered_violations (gconstpointer data, const gint *values)
{
  const Ordered *o = data;
  guint64 total = 0;

  for (guint i = 0; i + 1 < o->n; i++)
    {
      gint64 a = qd_csp_g_key (&o->vars[i], values), b = qd_csp_g_key (&o->vars[i + 1], values);
      gint64 len = o->lengths != NULL ? qd_csp_g_op_key (&o->lengths[i], values) : 0, over;

      switch (o->op)
        {
        case QD_CSP_COND_LT: over = a + len - b + 1; break;
        case QD_CSP_COND_LE: over = a + len - b; break;
        case QD_CSP_COND_GE: over = b - a - len; break;
        default: over = b - a - len + 1; break;
        }
      total += over > 0 ? (guint64) over : 0;
    }
  return total;
}

static const QdCspPropagatorClass ordered_class = {
  .propagate = ordered_propagate,
  .check = ordered_check,
  .free = qd_owned_free,
  .idempotent = TRUE,
  .violations = ordered_violations,
};

static gboolean
order_op (QdCspCondOp op, const char *what, GError **error)
{
  if (op <= QD_CSP_COND_GT)
    return TRUE;
  g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE,
               _("%s: the operator must be lt, le, ge or gt"), what);
  return FALSE;
}

gboolean
qd_csp_model_add_ordered (QdCspModel *model, const guint *vars, guint n, const QdCspOperand *lengths,
                          QdCspCondOp op, GError **error)
{
  g_autoptr(GArray) scope = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GString) text = g_string_new ("ordered(");
  g_autofree QdCspGVar *v = NULL;
  g_autofree QdCspGOperand *lens = NULL;
  Ordered *o;

  if (!qd_csp_g_room (model, error) || !order_op (op, "ordered", error) ||
      !qd_csp_g_vars (model, vars, n, TRUE, "ordered", &v, error))
    return FALSE;
  if (lengths != NULL && n > 1)
    {
      lens = g_new0 (QdCspGOperand, n);
      for (guint i = 0; i + 1 < n; i++)
        if (!qd_csp_g_operand (model, &lengths[i], "ordered", &lens[i], error))
          return FALSE;
    }
  if (n < 2)
    return TRUE;
  for (guint i = 0; i < n; i++)
    qd_csp_g_scope_add (scope, vars[i]);
  for (guint i = 0; lens != NULL && i + 1 < n; i++)
    qd_csp_g_scope_add_operand (scope, &lens[i]);
  o = g_new0 (Ordered, 1);
  o->n = n;
  o->vars = QD_CSP_OWN (o, g_steal_pointer (&v));
  o->lengths = QD_CSP_OWN (o, g_steal_pointer (&lens));
  o->op = op;
  qd_csp_g_append_vars (text, model, vars, n);
  if (lengths != NULL)
    {
      g_string_append (text, ", lengths (");
      qd_csp_g_append_operands (text, model, lengths, n - 1);
      g_string_append_c (text, ')');
    }
  g_string_append_printf (text, ", %s)", op_texts[op]);
  qd_csp_g_add (model, &ordered_class, o, scope, g_string_free (g_steal_pointer (&text), FALSE));
  return TRUE;
}

/* ---------------------------------------------------------------- lex */

typedef struct {
  QdOwned owned;
  guint n_lists, length;
  QdCspGVar *vars;          /* list k, position i: vars[k * length + i] */
  gboolean strict;
  gboolean descending;      /* GE, GT: each list after the next */
} Lex;

/* Whether the two variables have a value in common. */
static gboolean
meet (const QdCspGView *w, const QdCspGVar *x, const QdCspGVar *y)
{
  const QdCspGVar *small = qd_csp_g_count (w, x) <= qd_csp_g_count (w, y) ? x : y, *big = small == x ? y : x;

  for (guint a = qd_csp_g_first (w, small); a < small->size; a = qd_csp_g_next (w, small, a))
    if (qd_csp_g_has (w, big, small->keys[a]))
      return TRUE;
  return FALSE;
}

/* x <=lex y (<lex when strict), the lists of `length`, on the automaton
 * of the states EQ (equal so far) and DONE (x already smaller: the rest
 * is free).  EQ reaches DONE by x_i < y_i and stays by x_i = y_i; DONE is
 * always able to finish, EQ at the end only when not strict.  A value is
 * kept when it labels a transition from a reachable state to one that can
 * finish: GAC on the pair. */
static gboolean
lex_pair (QdCspSolver *solver, const Lex *l, const QdCspGVar *x, const QdCspGVar *y, gboolean *changed)
{
  QdCspGView w = QD_CSP_G_SOLVER (solver);
  guint n = l->length, done_from = n;
  gboolean eq_back[n + 1], can_meet[n];
  gint64 xmin[n], xmax[n], ymin[n], ymax[n];

  /* Forward: EQ reaches position i while every earlier pair can be
   * equal; DONE from the first position where x can be below y. */
  for (guint i = 0; i < n; i++)
    {
      if (!qd_csp_g_bounds (&w, &x[i], &xmin[i], &xmax[i]) || !qd_csp_g_bounds (&w, &y[i], &ymin[i], &ymax[i]))
        return FALSE;
      can_meet[i] = meet (&w, &x[i], &y[i]);
    }
  qd_csp_solver_count_check (solver, n);
  /* Backward: from EQ at i the rest can end accepted. */
  eq_back[n] = !l->strict;
  for (guint i = n; i > 0; i--)
    eq_back[i - 1] = xmin[i - 1] < ymax[i - 1] || (can_meet[i - 1] && eq_back[i]);
  if (!eq_back[0])
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      /* EQ reaches i (every pair before can be equal); DONE does not yet. */
      gboolean done_before = done_from < i;

      if (done_before)
        break;
      /* x_i = a: a < max y_i (to DONE), or a in y_i with EQ able to go on. */
      for (guint a = qd_csp_g_first (&w, &x[i]); a < x[i].size; a = qd_csp_g_next (&w, &x[i], a))
        {
          gint64 key = x[i].keys[a];

          if (key < ymax[i] || (eq_back[i + 1] && qd_csp_g_has (&w, &y[i], key)))
            continue;
          if (!qd_csp_solver_remove_value (solver, x[i].var, a))
            return FALSE;
          *changed = TRUE;
        }
      for (guint b = qd_csp_g_first (&w, &y[i]); b < y[i].size; b = qd_csp_g_next (&w, &y[i], b))
        {
          gint64 key = y[i].keys[b];

          if (key > xmin[i] || (eq_back[i + 1] && qd_csp_g_has (&w, &x[i], key)))
            continue;
          if (!qd_csp_solver_remove_value (solver, y[i].var, b))
            return FALSE;
          *changed = TRUE;
        }
      if (xmin[i] < ymax[i] && done_from == n)
        done_from = i;
      if (!can_meet[i])
        break;
    }
  return TRUE;
}

static gboolean
lex_propagate (QdCspSolver *solver, gpointer data)
{
  const Lex *l = data;
  gboolean changed = TRUE;

  while (changed)
    {
      changed = FALSE;
      for (guint k = 0; k + 1 < l->n_lists; k++)
        {
          const QdCspGVar *a = l->vars + (gsize) k * l->length, *b = a + l->length;

          if (!lex_pair (solver, l, l->descending ? b : a, l->descending ? a : b, &changed))
            return FALSE;
        }
    }
  return TRUE;
}

/* x before y on the assigned prefix: -1 x smaller, 0 equal (or unknown
 * yet), 1 x greater. */
static gint
lex_compare (const Lex *l, const QdCspGVar *x, const QdCspGVar *y, const gint *values, gboolean *complete)
{
  for (guint i = 0; i < l->length; i++)
    {
      gint a = values[x[i].var], b = values[y[i].var];

      if (a < 0 || b < 0)
        {
          *complete = FALSE;
          return 0;
        }
      if (x[i].keys[a] != y[i].keys[b])
        return x[i].keys[a] < y[i].keys[b] ? -1 : 1;
    }
  *complete = TRUE;
  return 0;
}

/* The pairs of successive lists out of order. */
static guint64
lex_broken (const Lex *l, const gint *values)
{
  guint64 broken = 0;

  for (guint k = 0; k + 1 < l->n_lists; k++)
    {
      const QdCspGVar *a = l->vars + (gsize) k * l->length, *b = a + l->length;
      gboolean complete = FALSE;
      gint c = l->descending ? lex_compare (l, b, a, values, &complete) : lex_compare (l, a, b, values, &complete);

      broken += c > 0 || (c == 0 && complete && l->strict);
    }
  return broken;
}

static gboolean
lex_check (gconstpointer data, const gint *values)
{
  const Lex *l = data;

  return qd_csp_g_valid (l->vars, l->n_lists * l->length, values) && lex_broken (l, values) == 0;
}

static guint64
lex_violations (gconstpointer data, const gint *values)
{
  return lex_broken (data, values);
}

static const QdCspPropagatorClass lex_class = {
  .propagate = lex_propagate,
  .check = lex_check,
  .free = qd_owned_free,
  .idempotent = TRUE,
  .violations = lex_violations,
};

gboolean
qd_csp_model_add_lex (QdCspModel *model, const guint *lists, guint n_lists, guint length, QdCspCondOp op,
                      GError **error)
{
  g_autoptr(GArray) scope = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GString) text = g_string_new ("lex(");
  g_autofree QdCspGVar *v = NULL;
  guint total = n_lists * length;
  Lex *l;

  if (!qd_csp_g_room (model, error) || !order_op (op, "lex", error) ||
      !qd_csp_g_vars (model, lists, total, TRUE, "lex", &v, error))
    return FALSE;
  if (n_lists < 2)
    return TRUE;
  if (length == 0)
    {
      /* Empty lists are equal: only a strict order fails. */
      if (op == QD_CSP_COND_LT || op == QD_CSP_COND_GT)
        model->had_false = TRUE;
      return TRUE;
    }
  l = g_new0 (Lex, 1);
  l->n_lists = n_lists;
  l->length = length;
  l->vars = QD_CSP_OWN (l, g_steal_pointer (&v));
  l->strict = op == QD_CSP_COND_LT || op == QD_CSP_COND_GT;
  l->descending = op == QD_CSP_COND_GE || op == QD_CSP_COND_GT;
  for (guint i = 0; i < total; i++)
    qd_csp_g_scope_add (scope, lists[i]);
  for (guint k = 0; k < n_lists; k++)
    {
      g_string_append (text, k > 0 ? ", (" : "(");
      qd_csp_g_append_vars (text, model, lists + (gsize) k * length, length);
      g_string_append_c (text, ')');
      if (k == 11 && n_lists > 12)
        {
          g_string_append (text, ", …");
          break;
        }
    }
  g_string_append_printf (text, ", %s)", op_texts[op]);
  qd_csp_g_add (model, &lex_class, l, scope, g_string_free (g_steal_pointer (&text), FALSE));
  return TRUE;
}
