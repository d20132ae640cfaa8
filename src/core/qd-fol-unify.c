/* qd-fol-unify.c — substitutions and UNIFY as AIMA Fig. 9.1 writes it
 * (UNIFY-VAR, OCCUR-CHECK), without recursion on the C stack: a chain of
 * bindings may be longer than any term is deep.  Also STANDARDIZE-VARIABLES
 * and the canonical renaming that tells two renamings of one atom apart
 * from two different atoms. */
#include "config.h"
#include "qd-fol-private.h"

#include <glib/gi18n.h>
#include <string.h>

void
qd_fol_subst_init (QdFolSubst *subst)
{
  subst->value = g_array_sized_new (FALSE, FALSE, sizeof (guint), 16);
  subst->trail = g_array_sized_new (FALSE, FALSE, sizeof (guint), 16);
  subst->stack = g_array_sized_new (FALSE, FALSE, sizeof (guint), 16);
  subst->memo = g_array_sized_new (FALSE, FALSE, sizeof (guint), 16);
  subst->stamp = g_array_sized_new (FALSE, TRUE, sizeof (guint), 16);
  subst->generation = 1;
  subst->seen = g_array_sized_new (FALSE, TRUE, sizeof (guint), 16);
  subst->seen_generation = 0;
}

void
qd_fol_subst_clear (QdFolSubst *subst)
{
  g_clear_pointer (&subst->value, g_array_unref);
  g_clear_pointer (&subst->trail, g_array_unref);
  g_clear_pointer (&subst->stack, g_array_unref);
  g_clear_pointer (&subst->memo, g_array_unref);
  g_clear_pointer (&subst->stamp, g_array_unref);
  g_clear_pointer (&subst->seen, g_array_unref);
}

void
qd_fol_subst_fit (QdFolSubst *subst, const QdFol *fol)
{
  guint old = subst->value->len;

  if (old >= fol->vars->len)
    return;
  g_array_set_size (subst->value, fol->vars->len);
  g_array_set_size (subst->memo, fol->vars->len);
  g_array_set_size (subst->stamp, fol->vars->len);
  g_array_set_size (subst->seen, fol->vars->len);
  for (guint i = old; i < fol->vars->len; i++)
    g_array_index (subst->value, guint, i) = QD_FOL_NONE;
}

guint
qd_fol_subst_lookup (const QdFolSubst *subst, guint var)
{
  return var < subst->value->len ? g_array_index (subst->value, guint, var) : QD_FOL_NONE;
}

/* The memo of applied values is good until the bindings change. */
static void
changed (QdFolSubst *subst)
{
  if (++subst->generation == 0)
    {
      memset (subst->stamp->data, 0, subst->stamp->len * sizeof (guint));
      subst->generation = 1;
    }
}

void
qd_fol_subst_undo (QdFolSubst *subst, guint mark)
{
  if (mark < subst->trail->len)
    changed (subst);
  for (guint i = mark; i < subst->trail->len; i++)
    g_array_index (subst->value, guint, g_array_index (subst->trail, guint, i)) = QD_FOL_NONE;
  g_array_set_size (subst->trail, MIN (mark, subst->trail->len));
}

static void
bind (QdFolSubst *subst, guint var, guint value)
{
  g_array_index (subst->value, guint, var) = value;
  g_array_append_val (subst->trail, var);
  changed (subst);
}

/* Follows a variable's bindings to a term that is not a bound variable. */
static guint
deref (const QdFol *fol, const QdFolSubst *subst, guint term)
{
  for (;;)
    {
      const QdFolTerm *t = qd_fol_term (fol, term);
      guint value;

      if (t->kind != QD_FOL_VAR || (value = qd_fol_subst_lookup (subst, t->symbol)) == QD_FOL_NONE)
        return term;
      term = value;
    }
}

/* `level` is the depth of the result being built: past the limit the
 * recursion stops, however long the chains of bindings are. */
static guint
apply (QdFol *fol, QdFolSubst *subst, guint term, guint level)
{
  const QdFolTerm *t = qd_fol_term (fol, term);
  guint var = QD_FOL_NONE, base, arity, symbol, kind, result;

  if (t->ground)
    return term;
  if (level > QD_FOL_MAX_DEPTH)
    {
      fol->overflow = TRUE;
      return QD_FOL_NONE;
    }
  if (t->kind == QD_FOL_VAR)
    {
      var = t->symbol;
      if (g_array_index (subst->stamp, guint, var) == subst->generation)
        return g_array_index (subst->memo, guint, var);
      term = deref (fol, subst, term);
      t = qd_fol_term (fol, term);
    }
  if (t->kind == QD_FOL_VAR || t->ground)
    result = term;
  else
    {
      base = subst->stack->len;
      arity = t->arity;
      symbol = t->symbol;
      kind = t->kind;
      for (guint i = 0; i < arity; i++)
        {
          guint a = apply (fol, subst, qd_fol_arg (fol, term, i), level + 1);

          if (a == QD_FOL_NONE)
            {
              g_array_set_size (subst->stack, base);
              return QD_FOL_NONE;
            }
          g_array_append_val (subst->stack, a);
        }
      result = qd_fol_make (fol, kind, symbol, &g_array_index (subst->stack, guint, base), arity);
      g_array_set_size (subst->stack, base);
    }
  if (var != QD_FOL_NONE && result != QD_FOL_NONE)
    {
      g_array_index (subst->stamp, guint, var) = subst->generation;
      g_array_index (subst->memo, guint, var) = result;
    }
  return result;
}

guint
qd_fol_subst_apply (QdFol *fol, QdFolSubst *subst, guint term)
{
  qd_fol_subst_fit (subst, fol);
  return apply (fol, subst, term, 1);
}

/* OCCUR-CHECK?(var, x): whether `var` occurs in `term` through the
 * bindings; each bound variable is followed once (a stamp per call). */
static gboolean
occurs (QdFol *fol, QdFolSubst *subst, guint var, guint term)
{
  guint base = subst->stack->len;
  gboolean found = FALSE;

  if (++subst->seen_generation == 0)
    {
      memset (subst->seen->data, 0, subst->seen->len * sizeof (guint));
      subst->seen_generation = 1;
    }
  g_array_append_val (subst->stack, term);
  while (!found && subst->stack->len > base)
    {
      guint x = g_array_index (subst->stack, guint, subst->stack->len - 1);
      const QdFolTerm *t = qd_fol_term (fol, x);

      g_array_set_size (subst->stack, subst->stack->len - 1);
      if (t->ground)
        continue;
      if (t->kind == QD_FOL_VAR)
        {
          guint value = qd_fol_subst_lookup (subst, t->symbol);

          found = t->symbol == var;
          if (!found && value != QD_FOL_NONE && g_array_index (subst->seen, guint, t->symbol) != subst->seen_generation)
            {
              g_array_index (subst->seen, guint, t->symbol) = subst->seen_generation;
              g_array_append_val (subst->stack, value);
            }
          continue;
        }
      for (guint i = t->arity; i-- > 0;)
        {
          guint a = qd_fol_arg (fol, x, i);
          g_array_append_val (subst->stack, a);
        }
    }
  g_array_set_size (subst->stack, base);
  return found;
}

static void
record (GArray *steps, QdFolStepKind kind, guint a, guint b)
{
  QdFolStep step = { kind, a, b };

  if (steps != NULL)
    g_array_append_val (steps, step);
}

static void
push_pair (GArray *stack, guint a, guint b)
{
  g_array_append_val (stack, a);
  g_array_append_val (stack, b);
}

/* UNIFY-VAR(var, x, θ); FALSE on the occurs check. */
static gboolean
unify_var (QdFol *fol, QdFolSubst *subst, guint var_term, guint x, GArray *steps)
{
  guint var = qd_fol_var_of (fol, var_term);
  guint value = qd_fol_subst_lookup (subst, var);
  const QdFolTerm *tx = qd_fol_term (fol, x);

  if (value != QD_FOL_NONE)
    push_pair (subst->stack, value, x);
  else if (tx->kind == QD_FOL_VAR && (value = qd_fol_subst_lookup (subst, tx->symbol)) != QD_FOL_NONE)
    push_pair (subst->stack, var_term, value);
  else if (occurs (fol, subst, var, x))
    {
      record (steps, QD_FOL_STEP_OCCURS, var_term, x);
      return FALSE;
    }
  else
    {
      bind (subst, var, x);
      record (steps, QD_FOL_STEP_BIND, var_term, x);
    }
  return TRUE;
}

/* Two terms neither of which is a variable: their arguments pushed, last
 * first, so that they are unified left to right as the book's recursion. */
static gboolean
unify_compound (QdFol *fol, QdFolSubst *subst, guint x, guint y, GArray *steps)
{
  const QdFolTerm *tx = qd_fol_term (fol, x), *ty = qd_fol_term (fol, y);

  if (tx->symbol != ty->symbol || tx->kind != ty->kind)
    {
      record (steps, QD_FOL_STEP_CLASH_NAME, x, y);
      return FALSE;
    }
  if (tx->arity != ty->arity)
    {
      record (steps, QD_FOL_STEP_CLASH_ARITY, x, y);
      return FALSE;
    }
  for (guint i = tx->arity; i-- > 0;)
    push_pair (subst->stack, qd_fol_arg (fol, x, i), qd_fol_arg (fol, y, i));
  return TRUE;
}

gboolean
qd_fol_unify (QdFol *fol, guint x, guint y, QdFolSubst *subst, GArray *steps)
{
  guint mark = subst->trail->len, base = subst->stack->len;
  gboolean ok = TRUE;

  qd_fol_subst_fit (subst, fol);
  push_pair (subst->stack, x, y);
  while (ok && subst->stack->len > base)
    {
      guint a = g_array_index (subst->stack, guint, subst->stack->len - 2);
      guint b = g_array_index (subst->stack, guint, subst->stack->len - 1);

      g_array_set_size (subst->stack, subst->stack->len - 2);
      if (a == b)
        continue;
      if (qd_fol_term (fol, a)->kind == QD_FOL_VAR)
        ok = unify_var (fol, subst, a, b, steps);
      else if (qd_fol_term (fol, b)->kind == QD_FOL_VAR)
        ok = unify_var (fol, subst, b, a, steps);
      else
        ok = unify_compound (fol, subst, a, b, steps);
    }
  g_array_set_size (subst->stack, base);
  if (!ok)
    qd_fol_subst_undo (subst, mark);
  return ok;
}

char *
qd_fol_step_print (const QdFol *fol, const QdFolStep *step)
{
  g_autofree char *a = qd_fol_print_term (fol, step->a);
  g_autofree char *b = qd_fol_print_term (fol, step->b);

  switch ((QdFolStepKind) step->kind)
    {
    case QD_FOL_STEP_BIND: return g_strdup_printf ("%s/%s", a, b);
    case QD_FOL_STEP_CLASH_NAME: return g_strdup_printf (_("%s ≠ %s: the names differ"), a, b);
    case QD_FOL_STEP_CLASH_ARITY: return g_strdup_printf (_("%s ≠ %s: the arities differ"), a, b);
    case QD_FOL_STEP_OCCURS: return g_strdup_printf (_("%s occurs in %s: the occurs check fails"), a, b);
    default: g_assert_not_reached ();
    }
}

char *
qd_fol_subst_print (QdFol *fol, QdFolSubst *subst, gboolean composed, const GArray *vars)
{
  g_autoptr (GArray) keys = g_array_sized_new (FALSE, FALSE, sizeof (guint), 16);
  g_autoptr (GArray) values = g_array_sized_new (FALSE, FALSE, sizeof (guint), 16);
  guint n = vars != NULL ? vars->len : subst->trail->len;

  for (guint i = 0; i < n; i++)
    {
      guint key, value;

      if (vars != NULL)
        key = g_array_index (vars, guint, i);
      else
        key = qd_fol_make (fol, QD_FOL_VAR, g_array_index (subst->trail, guint, i), NULL, 0);
      value = qd_fol_subst_lookup (subst, qd_fol_var_of (fol, key));
      if (value == QD_FOL_NONE)
        continue;
      if (composed)
        value = qd_fol_subst_apply (fol, subst, key);
      if (value == QD_FOL_NONE)
        continue;
      g_array_append_val (keys, key);
      g_array_append_val (values, value);
    }
  return qd_fol_bindings_print (fol, (guint *) keys->data, (guint *) values->data, keys->len);
}

/* The term rebuilt with each variable replaced by what `var_fn` says
 * (QD_FOL_NONE: past the limits): renamings and canonical forms. */
typedef guint (*VarFn) (QdFol *fol, guint var_term, gpointer data);

static guint
map_vars (QdFol *fol, guint term, VarFn var_fn, gpointer data)
{
  const QdFolTerm *t = qd_fol_term (fol, term);
  guint small[8], *args = small, arity = t->arity, symbol = t->symbol, kind = t->kind, result = 0;

  if (t->ground)
    return term;
  if (kind == QD_FOL_VAR)
    return var_fn (fol, term, data);
  if (arity > G_N_ELEMENTS (small))
    args = g_new (guint, arity);
  for (guint i = 0; i < arity && result != QD_FOL_NONE; i++)
    if ((args[i] = map_vars (fol, qd_fol_arg (fol, term, i), var_fn, data)) == QD_FOL_NONE)
      result = QD_FOL_NONE;
  if (result != QD_FOL_NONE)
    result = qd_fol_make (fol, kind, symbol, args, arity);
  if (args != small)
    g_free (args);
  return result;
}

/* A variable's renaming in the map, made on first meeting. */
static guint
rename_var (QdFol *fol, guint term, gpointer map)
{
  guint fresh = GPOINTER_TO_UINT (g_hash_table_lookup (map, GUINT_TO_POINTER (term + 1)));

  if (fresh != 0)
    return fresh - 1;
  fresh = qd_fol_new_var (fol, g_array_index (fol->vars, QdFolVar, qd_fol_var_of (fol, term)).name,
                          fol->renamings);
  if (fresh != QD_FOL_NONE)
    g_hash_table_insert (map, GUINT_TO_POINTER (term + 1), GUINT_TO_POINTER (fresh + 1));
  return fresh;
}

guint
qd_fol_rename (QdFol *fol, guint term, GHashTable *map)
{
  g_autoptr (GHashTable) own = NULL;

  if (map == NULL)
    map = own = g_hash_table_new (NULL, NULL);
  if (g_hash_table_size (map) == 0)
    fol->renamings++;
  return map_vars (fol, term, rename_var, map);
}

/* The canonical variable number i. */
static guint
canonical_var (QdFol *fol, guint i)
{
  while (fol->canon->len <= i)
    {
      guint term = qd_fol_new_var (fol, qd_fol_intern (fol, "v"), fol->canon->len + 1);

      if (term == QD_FOL_NONE)
        return QD_FOL_NONE;
      g_array_append_val (fol->canon, term);
    }
  return g_array_index (fol->canon, guint, i);
}

/* A variable's canonical one: the next in order of first meeting. */
static guint
canonical_of (QdFol *fol, guint term, gpointer map)
{
  gpointer found;

  if (g_hash_table_lookup_extended (map, GUINT_TO_POINTER (term), NULL, &found))
    return GPOINTER_TO_UINT (found);
  found = GUINT_TO_POINTER (canonical_var (fol, g_hash_table_size (map)));
  g_hash_table_insert (map, GUINT_TO_POINTER (term), found);
  return GPOINTER_TO_UINT (found);
}

guint
qd_fol_canonical (QdFol *fol, guint term)
{
  g_autoptr (GHashTable) map = NULL;

  if (qd_fol_term (fol, term)->ground)
    return term;
  map = g_hash_table_new (NULL, NULL);
  return map_vars (fol, term, canonical_of, map);
}

/* The atom of a clause with its variables first_var + i replaced by
 * fresh[i]: STANDARDIZE-VARIABLES without a map, for the chainings. */
typedef struct
{
  guint first_var, n_vars;
  const guint *fresh;
} Range;

static guint
range_var (QdFol *fol, guint term, gpointer data)
{
  const Range *range = data;
  guint var = qd_fol_var_of (fol, term);

  return var >= range->first_var && var - range->first_var < range->n_vars ? range->fresh[var - range->first_var] : term;
}

guint
qd_fol_rename_range (QdFol *fol, guint term, guint first_var, guint n_vars, const guint *fresh)
{
  Range range = { first_var, n_vars, fresh };

  return map_vars (fol, term, range_var, &range);
}
