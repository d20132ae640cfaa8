/* qd-logic-unify.c — UNIFY as a tool (qd-logic-unify.h). */
#include "config.h"
#include "qd-logic-unify.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-fol.h"

#define T(translated, text) ((translated) ? _(text) : (text))

const char *
qd_logic_unify_status_to_string (QdLogicUnifyStatus status)
{
  static const char *const words[] = { "unified", "clash", "arity", "occurs" };

  g_return_val_if_fail (status <= QD_LOGIC_UNIFY_OCCURS, NULL);
  return words[status];
}

/* The variable named `name` of the unification (one per name, across both
 * terms). */
static guint
variable (QdFol *dst, const char *name, GHashTable *vars)
{
  gpointer term;

  if (!g_hash_table_lookup_extended (vars, name, NULL, &term))
    {
      term = GUINT_TO_POINTER (qd_fol_new_var (dst, qd_fol_intern (dst, name), 0));
      g_hash_table_insert (vars, g_strdup (name), term);
    }
  return GPOINTER_TO_UINT (term);
}

/* `term` of `src` built in `dst`, every application a function (the two
 * terms are read apart, so that a name may have other arities in each:
 * UNIFY then says so); QD_FOL_NONE past the limits.  Recursion as deep as
 * the term, which the parser bounds (QD_FOL_MAX_DEPTH). */
static guint
copy_term (const QdFol *src, guint term, const char *name, QdFol *dst, GHashTable *vars)
{
  const QdFolTerm *t = qd_fol_term (src, term);
  g_autofree guint *args = NULL;

  if (t->kind == QD_FOL_VAR)
    return variable (dst, qd_fol_name (src, g_array_index (src->vars, QdFolVar, t->symbol).name), vars);
  args = g_new (guint, MAX (t->arity, 1));
  for (guint i = 0; i < t->arity; i++)
    if ((args[i] = copy_term (src, qd_fol_arg (src, term, i), NULL, dst, vars)) == QD_FOL_NONE)
      return QD_FOL_NONE;
  name = name != NULL ? name : qd_fol_name (src, t->symbol);
  return qd_fol_make (dst, QD_FOL_FUN, qd_fol_intern (dst, name), args, t->arity);
}

/* A query's atom has a predicate, which the parser keeps apart from
 * functions: S(S(x)) would use S as both.  So the outer name of `text`
 * (from `start`, `length` bytes) is replaced by a capital repeated as
 * long, which the text does not hold (columns stay the text's); FALSE
 * when every capital is in it. */
static gboolean
rename_outer (char *text, gsize start, gsize length)
{
  for (char c = 'A'; c <= 'Z'; c++)
    {
      g_autofree char *name = g_strnfill (length, c);

      if (strstr (text, name) == NULL)
        {
          memcpy (text + start, name, length);
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
is_variable_name (const char *text)
{
  if (!g_ascii_islower (*text))
    return FALSE;
  for (; *text != '\0'; text++)
    if (!g_ascii_isalnum (*text) && *text != '_')
      return FALSE;
  return TRUE;
}

/* The term of `text` in `dst`, or QD_FOL_NONE with `error` naming which.
 * A term other than a variable reads as a query's atom would, alone. */
static guint
read_term (QdFol *dst, const char *text, GHashTable *vars, const char *which, GError **error)
{
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  g_autofree char *renamed = g_strdup (text);
  g_autofree char *outer = NULL;
  g_autoptr(QdFol) src = NULL;
  gsize start = 0, end;
  guint atom, term;

  if (is_variable_name (stripped))
    return variable (dst, stripped, vars);
  while (g_ascii_isspace (renamed[start]))
    start++;
  for (end = start; g_ascii_isalnum (renamed[end]) || renamed[end] == '_'; end++)
    ;
  if (end > start && strchr (renamed + end, '(') != NULL)
    {
      outer = g_strndup (renamed + start, end - start);
      if (!rename_outer (renamed, start, end - start))
        g_clear_pointer (&outer, g_free);
    }
  src = qd_fol_new ();
  if ((atom = qd_fol_parse_query (src, outer != NULL ? renamed : text, 1, NULL, error)) == QD_FOL_NONE)
    {
      g_prefix_error (error, "%s: ", which);
      return QD_FOL_NONE;
    }
  if ((term = copy_term (src, atom, outer, dst, vars)) == QD_FOL_NONE)
    g_set_error (error, QD_FOL_ERROR, QD_FOL_ERROR_TOO_BIG, "%s: %s", which, _("the terms are too big"));
  return term;
}

/* One step in words (to free). */
static char *
step_text (const QdFol *fol, const QdFolStep *step, gboolean translated)
{
  g_autofree char *a = qd_fol_print_term (fol, step->a);
  g_autofree char *b = qd_fol_print_term (fol, step->b);

  switch ((QdFolStepKind) step->kind)
    {
    case QD_FOL_STEP_BIND:
      return g_strdup_printf ("%s/%s", a, b);
    case QD_FOL_STEP_CLASH_NAME:
      return g_strdup_printf (T (translated, N_("%s ≠ %s: the names differ")), a, b);
    case QD_FOL_STEP_CLASH_ARITY:
      return g_strdup_printf (T (translated, N_("%s ≠ %s: the arities differ")), a, b);
    case QD_FOL_STEP_OCCURS:
    default:
      return g_strdup_printf (T (translated, N_("%s occurs in %s: the occurs check fails")), a, b);
    }
}

static QdLogicUnifyStatus
failure_of (const QdFolStep *last)
{
  switch ((QdFolStepKind) last->kind)
    {
    case QD_FOL_STEP_CLASH_ARITY:
      return QD_LOGIC_UNIFY_ARITY;
    case QD_FOL_STEP_OCCURS:
      return QD_LOGIC_UNIFY_OCCURS;
    default:
      return QD_LOGIC_UNIFY_CLASH;
    }
}

gboolean
qd_logic_unify (const char *x, const char *y, gboolean translated, QdLogicUnifyResult *out, GError **error)
{
  g_autoptr(QdFol) fol = qd_fol_new ();
  g_autoptr(GHashTable) vars = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GArray) steps = g_array_sized_new (FALSE, FALSE, sizeof (QdFolStep), 8);
  QdFolSubst subst;
  guint a, b;
  gboolean unified;

  *out = (QdLogicUnifyResult) { 0 };
  if ((a = read_term (fol, x, vars, T (translated, N_("the first term")), error)) == QD_FOL_NONE ||
      (b = read_term (fol, y, vars, T (translated, N_("the second term")), error)) == QD_FOL_NONE)
    return FALSE;
  qd_fol_subst_init (&subst);
  unified = qd_fol_unify (fol, a, b, &subst, steps);
  out->steps = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < steps->len; i++)
    g_ptr_array_add (out->steps, step_text (fol, &g_array_index (steps, QdFolStep, i), translated));
  if (unified)
    {
      out->status = QD_LOGIC_UNIFIED;
      out->raw = qd_fol_subst_print (fol, &subst, FALSE, NULL);
      out->composed = qd_fol_subst_print (fol, &subst, TRUE, NULL);
    }
  else
    {
      /* UNIFY's failure is its last step (core/qd-fol.h). */
      out->status = steps->len > 0 ? failure_of (&g_array_index (steps, QdFolStep, steps->len - 1))
                                   : QD_LOGIC_UNIFY_CLASH;
      out->why = steps->len > 0 ? g_strdup (g_ptr_array_index (out->steps, steps->len - 1)) : g_strdup ("?");
    }
  qd_fol_subst_clear (&subst);
  out->fol = g_steal_pointer (&fol);
  out->x = a;
  out->y = b;
  return TRUE;
}

void
qd_logic_unify_result_clear (QdLogicUnifyResult *result)
{
  g_clear_pointer (&result->raw, g_free);
  g_clear_pointer (&result->composed, g_free);
  g_clear_pointer (&result->why, g_free);
  g_clear_pointer (&result->steps, g_ptr_array_unref);
  g_clear_pointer (&result->fol, qd_fol_free);
}
