/* qd-plan-formula.c — typed lists, atoms, formulas and effects read into the
 * task's small syntax tree, each name checked against the declarations and
 * each argument against its predicate's types.  The walks recurse along the
 * file's lists, so QD_PLAN_MAX_DEPTH bounds them. */
#include "config.h"
#include "qd-plan-private.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

/* ---- typed lists */

guint
qd_plan_declare_type (QdPlanTask *task, const char *name)
{
  guint known = qd_plan_lookup (task->type_index, name);
  QdPlanType type = { .name = g_strdup (name), .parent = 0 };

  if (known > 0)
    return g_free (type.name), known - 1;
  g_array_append_val (task->types, type);
  g_hash_table_insert (task->type_index, type.name, GUINT_TO_POINTER (task->types->len));
  return task->types->len - 1;
}

static gboolean
type_ref (QdPlanTask *task, const QdPlanSexp *sexp, guint node, gboolean declare, GError **error)
{
  const QdPlanNode *n = qd_plan_node (sexp, node);
  guint type = n->text != NULL ? qd_plan_lookup (task->type_index, n->text) : 0;

  if (n->text == NULL || n->text[0] == '?')
    return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_INVALID, n, _("a type is expected here"));
  if (type == 0 && !declare)
    return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_INVALID, n, _("undeclared type %s"), n->text);
  type = type > 0 ? type - 1 : qd_plan_declare_type (task, n->text);
  g_array_append_val (task->type_refs, type);
  return TRUE;
}

/* The type set after a `-`: a type, or (either t...). */
static gboolean
read_types (QdPlanTask *task, const QdPlanSexp *sexp, guint node, gboolean declare, QdPlanTypes *types,
            GError **error)
{
  const QdPlanNode *n = qd_plan_node (sexp, node);

  *types = (QdPlanTypes) { .first = task->type_refs->len, .n = 1 };
  if (n->text != NULL)
    return type_ref (task, sexp, node, declare, error);
  if (n->n < 2 || !qd_plan_is (sexp, qd_plan_item (sexp, n, 0), "either"))
    return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_INVALID, n, _("a type or (either TYPE…) is expected here"));
  types->n = n->n - 1;
  for (guint i = 1; i < n->n; i++)
    if (!type_ref (task, sexp, qd_plan_item (sexp, n, i), declare, error))
      return FALSE;
  return TRUE;
}

gboolean
qd_plan_read_typed (QdPlanTask *task, const QdPlanSexp *sexp, guint list, guint first, gboolean declare,
                    QdPlanTypedAdd add, gpointer data, GError **error)
{
  const QdPlanNode *l = qd_plan_node (sexp, list);
  QdPlanTypes types, object = { .first = task->type_refs->len, .n = 1 };
  guint pending = first, zero = 0;

  if (l->text != NULL)
    return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_READ, l, _("a list is expected here"));
  for (guint i = first; i < l->n; i++)
    {
      guint node = qd_plan_item (sexp, l, i);

      if (!qd_plan_is (sexp, node, "-"))
        continue;
      if (i + 1 >= l->n)
        return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_READ, qd_plan_node (sexp, node),
                                 _("a type is expected after “-”"));
      if (!read_types (task, sexp, qd_plan_item (sexp, l, i + 1), declare, &types, error))
        return FALSE;
      for (; pending < i; pending++)
        if (!add (data, qd_plan_item (sexp, l, pending), types, error))
          return FALSE;
      pending = ++i + 1;
    }
  object.first = task->type_refs->len;
  g_array_append_val (task->type_refs, zero);
  for (; pending < l->n; pending++)
    if (!add (data, qd_plan_item (sexp, l, pending), object, error))
      return FALSE;
  return TRUE;
}

/* ---- variables in scope */

void
qd_plan_scope_clear (QdPlanScope *scope)
{
  for (guint i = 0; i < scope->n_slots; i++)
    g_free (scope->names[i]);
  scope->n_slots = scope->n_scope = 0;
}

static gboolean
add_variable (gpointer data, guint node, QdPlanTypes types, GError **error)
{
  QdPlanScope *scope = data;
  const QdPlanNode *n = qd_plan_node (scope->sexp, node);

  if (n->text == NULL || n->text[0] != '?' || n->text[1] == '\0')
    return qd_plan_error_at (error, scope->sexp, QD_PLAN_ERROR_INVALID, n, _("a variable ?NAME is expected here"));
  if (scope->n_slots >= QD_PLAN_MAX_VARS)
    return qd_plan_error_at (error, scope->sexp, QD_PLAN_ERROR_INVALID, n, _("more than %d variables"),
                             QD_PLAN_MAX_VARS);
  scope->names[scope->n_slots] = g_strdup (n->text);
  scope->types[scope->n_slots] = types;
  scope->scope[scope->n_scope++] = scope->n_slots++;
  return TRUE;
}

gboolean
qd_plan_scope_push (QdPlanScope *scope, guint list, GError **error)
{
  return qd_plan_read_typed (scope->task, scope->sexp, list, 0, FALSE, add_variable, scope, error);
}

guint
qd_plan_scope_save (QdPlanScope *scope, char ***names)
{
  guint first = scope->task->var_types->len;

  g_array_append_vals (scope->task->var_types, scope->types, scope->n_slots);
  *names = g_new0 (char *, scope->n_slots + 1);
  for (guint i = 0; i < scope->n_slots; i++)
    (*names)[i] = g_strdup (scope->names[i]);
  return first;
}

/* ---- atoms */

/* Whether some object could be of both type sets (one type below the other). */
static gboolean
types_meet (const QdPlanTask *task, QdPlanTypes a, QdPlanTypes b)
{
  for (guint i = 0; i < a.n; i++)
    for (guint j = 0; j < b.n; j++)
      {
        guint s = g_array_index (task->type_refs, guint, a.first + i);
        guint t = g_array_index (task->type_refs, guint, b.first + j);

        if (qd_plan_type_below (task, s, t) || qd_plan_type_below (task, t, s))
          return TRUE;
      }
  return FALSE;
}

static gboolean
type_mismatch (QdPlanScope *scope, const QdPlanNode *n, QdPlanTypes have, QdPlanTypes want, const char *predicate,
               GError **error)
{
  g_autofree char *a = qd_plan_types_text (scope->task, have);
  g_autofree char *b = qd_plan_types_text (scope->task, want);

  return qd_plan_error_at (error, scope->sexp, QD_PLAN_ERROR_INVALID, n,
                           _("type mismatch: %s is of type %s, %s wants %s there"), n->text, a, predicate, b);
}

/* A term: a variable in scope or a declared object; its code. `want` NULL:
 * any type. */
static gboolean
read_term (QdPlanScope *scope, guint node, const QdPlanTypes *want, const char *predicate, guint32 *term,
           GError **error)
{
  const QdPlanNode *n = qd_plan_node (scope->sexp, node);
  QdPlanTask *task = scope->task;
  guint object;

  if (n->text == NULL)
    return qd_plan_error_at (error, scope->sexp, QD_PLAN_ERROR_INVALID, n, _("a variable or an object is expected here"));
  if (n->text[0] == '?')
    {
      for (guint i = scope->n_scope; i-- > 0;)
        if (strcmp (scope->names[scope->scope[i]], n->text) == 0)
          {
            guint slot = scope->scope[i];

            if (want != NULL && !types_meet (task, scope->types[slot], *want))
              return type_mismatch (scope, n, scope->types[slot], *want, predicate, error);
            *term = QD_PLAN_VAR | slot;
            return TRUE;
          }
      return qd_plan_error_at (error, scope->sexp, QD_PLAN_ERROR_INVALID, n, _("undeclared variable %s"), n->text);
    }
  object = qd_plan_lookup (task->object_index, n->text);
  if (object == 0)
    return qd_plan_error_at (error, scope->sexp, QD_PLAN_ERROR_INVALID, n, _("undeclared object or constant %s"),
                             n->text);
  if (want != NULL && !qd_plan_object_fits (task, object - 1, *want))
    return type_mismatch (scope, n, g_array_index (task->objects, QdPlanObject, object - 1).types, *want,
                          predicate, error);
  *term = object - 1;
  return TRUE;
}

/* An application `(name arg…)` of a predicate, or with `function` of a
 * static function. */
static gboolean
read_application (QdPlanScope *scope, guint node, gboolean function, guint *applied, guint *first, GError **error)
{
  const QdPlanNode *n = qd_plan_node (scope->sexp, node);
  const QdPlanNode *head = n->n > 0 ? qd_plan_node (scope->sexp, qd_plan_item (scope->sexp, n, 0)) : n;
  QdPlanTask *task = scope->task;
  GArray *table = function ? task->functions : task->predicates;
  guint index = head->text != NULL ? qd_plan_lookup (function ? task->function_index : task->predicate_index,
                                                     head->text) : 0;
  const QdPlanPredicate *p;

  if (n->text != NULL || head->text == NULL)
    return qd_plan_error_at (error, scope->sexp, QD_PLAN_ERROR_INVALID, n, _("an atom (PREDICATE ARG…) is expected here"));
  if (index == 0)
    return qd_plan_error_at (error, scope->sexp, QD_PLAN_ERROR_INVALID, head,
                             function ? _("unknown function %s") : _("unknown predicate %s"), head->text);
  p = &g_array_index (table, QdPlanPredicate, index - 1);
  if (n->n - 1 != p->arity)
    return qd_plan_error_at (error, scope->sexp, QD_PLAN_ERROR_INVALID, n,
                             g_dngettext (GETTEXT_PACKAGE, "wrong arity: %s takes %u argument, not %u",
                                          "wrong arity: %s takes %u arguments, not %u", p->arity),
                             p->name, p->arity, n->n - 1);
  *applied = index - 1;
  *first = task->terms->len;
  g_array_set_size (task->terms, task->terms->len + p->arity);
  for (guint i = 0; i < p->arity; i++)
    {
      QdPlanTypes want = g_array_index (task->arg_types, QdPlanTypes, p->first_arg + i);
      guint32 term;

      if (!read_term (scope, qd_plan_item (scope->sexp, n, i + 1), &want, p->name, &term, error))
        return FALSE;
      g_array_index (task->terms, guint32, *first + i) = term;
    }
  return TRUE;
}

gboolean
qd_plan_read_atom (QdPlanScope *scope, guint node, guint *predicate, guint *first, GError **error)
{
  return read_application (scope, node, FALSE, predicate, first, error);
}

gboolean
qd_plan_read_function_term (QdPlanScope *scope, guint node, guint *function, guint *first, GError **error)
{
  return read_application (scope, node, TRUE, function, first, error);
}

/* ---- formulas */

static gint
add_formula (QdPlanTask *task, QdPlanFormula f)
{
  g_array_append_val (task->formulas, f);
  return (gint) task->formulas->len - 1;
}

/* Adds `f` with its `n` parts (terms or kids, as `to` is) appended to `to`. */
static gint
add_with_parts (QdPlanTask *task, QdPlanFormula f, GArray *to, gconstpointer parts, guint n)
{
  f.first = to->len;
  f.n = n;
  g_array_append_vals (to, parts, n);
  return add_formula (task, f);
}

static QdPlanFormula
formula_at (const QdPlanNode *n, QdPlanKind kind)
{
  return (QdPlanFormula) { .kind = kind, .line = n->line, .column = n->column };
}

typedef gboolean (*ReadPart) (QdPlanScope *scope, guint node, gint *formula, GError **error);

/* The list's items from `first` read by `read`, then the node with them as kids. */
static gboolean
read_kids (QdPlanScope *scope, guint node, guint first, ReadPart read, QdPlanFormula f, gint *formula, GError **error)
{
  const QdPlanNode *n = qd_plan_node (scope->sexp, node);
  g_autoptr(GArray) kids = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = first; i < n->n; i++)
    {
      gint kid;

      if (!read (scope, qd_plan_item (scope->sexp, n, i), &kid, error))
        return FALSE;
      g_array_append_val (kids, kid);
    }
  *formula = add_with_parts (scope->task, f, scope->task->kids, kids->data, kids->len);
  return TRUE;
}

static gboolean
expect_items (QdPlanScope *scope, const QdPlanNode *n, guint count, const char *word, GError **error)
{
  if (n->n == count)
    return TRUE;
  return qd_plan_error_at (error, scope->sexp, QD_PLAN_ERROR_INVALID, n,
                           g_dngettext (GETTEXT_PACKAGE, "“%s” takes %u part", "“%s” takes %u parts", count - 1),
                           word, count - 1);
}

/* (exists|forall (VARS) PART): the variables in scope for the part only. */
static gboolean
read_quantified (QdPlanScope *scope, guint node, QdPlanKind kind, ReadPart read, gint *formula, GError **error)
{
  const QdPlanNode *n = qd_plan_node (scope->sexp, node);
  QdPlanFormula f = formula_at (n, kind);
  guint outer = scope->n_scope;
  gboolean ok;

  if (!expect_items (scope, n, 3, kind == QD_PLAN_F_EXISTS ? "exists" : "forall", error))
    return FALSE;
  f.first_var = scope->n_slots;
  if (!qd_plan_scope_push (scope, qd_plan_item (scope->sexp, n, 1), error))
    return FALSE;
  f.n_vars = scope->n_slots - f.first_var;
  ok = read_kids (scope, node, 2, read, f, formula, error);
  scope->n_scope = outer;
  return ok;
}

static gboolean
read_atom_formula (QdPlanScope *scope, guint node, QdPlanKind kind, gint *formula, GError **error)
{
  QdPlanFormula f = formula_at (qd_plan_node (scope->sexp, node), kind);

  if (!qd_plan_read_atom (scope, node, &f.predicate, &f.first, error))
    return FALSE;
  *formula = add_formula (scope->task, f);
  return TRUE;
}

static gboolean
read_equal (QdPlanScope *scope, guint node, gint *formula, GError **error)
{
  const QdPlanNode *n = qd_plan_node (scope->sexp, node);
  QdPlanFormula f = formula_at (n, QD_PLAN_F_EQUAL);
  guint32 terms[2];

  if (!expect_items (scope, n, 3, "=", error))
    return FALSE;
  for (guint i = 0; i < 2; i++)
    if (!read_term (scope, qd_plan_item (scope->sexp, n, i + 1), NULL, "=", &terms[i], error))
      return FALSE;
  *formula = add_with_parts (scope->task, f, scope->task->terms, terms, 2);
  return TRUE;
}

/* The list's first symbol, or "" (an atom's check names what is wrong). */
static const char *
head_word (const QdPlanSexp *sexp, const QdPlanNode *n)
{
  const QdPlanNode *head = n->text == NULL && n->n > 0 ? qd_plan_node (sexp, qd_plan_item (sexp, n, 0)) : NULL;

  return head != NULL && head->text != NULL ? head->text : "";
}

gboolean
qd_plan_read_formula (QdPlanScope *scope, guint node, gint *formula, GError **error)
{
  const QdPlanNode *n = qd_plan_node (scope->sexp, node);
  const char *word = head_word (scope->sexp, n);

  if (n->text == NULL && n->n == 0)
    return *formula = add_formula (scope->task, formula_at (n, QD_PLAN_F_TRUE)), TRUE;
  if (strcmp (word, "and") == 0)
    return read_kids (scope, node, 1, qd_plan_read_formula, formula_at (n, QD_PLAN_F_AND), formula, error);
  if (strcmp (word, "or") == 0)
    return read_kids (scope, node, 1, qd_plan_read_formula, formula_at (n, QD_PLAN_F_OR), formula, error);
  if (strcmp (word, "not") == 0)
    return expect_items (scope, n, 2, word, error)
           && read_kids (scope, node, 1, qd_plan_read_formula, formula_at (n, QD_PLAN_F_NOT), formula, error);
  if (strcmp (word, "imply") == 0)
    return expect_items (scope, n, 3, word, error)
           && read_kids (scope, node, 1, qd_plan_read_formula, formula_at (n, QD_PLAN_F_IMPLY), formula, error);
  if (strcmp (word, "exists") == 0)
    return read_quantified (scope, node, QD_PLAN_F_EXISTS, qd_plan_read_formula, formula, error);
  if (strcmp (word, "forall") == 0)
    return read_quantified (scope, node, QD_PLAN_F_FORALL, qd_plan_read_formula, formula, error);
  if (strcmp (word, "=") == 0)
    return read_equal (scope, node, formula, error);
  return read_atom_formula (scope, node, QD_PLAN_F_ATOM, formula, error);
}

/* ---- effects */

/* (increase (total-cost) N), N a whole number >= 0 or a static function's
 * term (f ARG…) whose values the init gives. */
static gboolean
read_increase (QdPlanScope *scope, guint node, gint *formula, GError **error)
{
  const QdPlanNode *n = qd_plan_node (scope->sexp, node);
  QdPlanFormula f = formula_at (n, QD_PLAN_E_INCREASE);
  const QdPlanNode *fluent, *value;
  char *end = NULL;

  if (!expect_items (scope, n, 3, "increase", error))
    return FALSE;
  fluent = qd_plan_node (scope->sexp, qd_plan_item (scope->sexp, n, 1));
  value = qd_plan_node (scope->sexp, qd_plan_item (scope->sexp, n, 2));
  if (fluent->text != NULL || fluent->n != 1 || !qd_plan_is (scope->sexp, qd_plan_item (scope->sexp, fluent, 0), "total-cost"))
    return qd_plan_error_at (error, scope->sexp, QD_PLAN_ERROR_UNSUPPORTED, fluent,
                             _("only (total-cost) can be increased (:numeric-fluents is not supported)"));
  if (value->text == NULL)
    {
      f.by_function = TRUE;
      if (!qd_plan_read_function_term (scope, qd_plan_item (scope->sexp, n, 2), &f.predicate, &f.first, error))
        return FALSE;
      scope->task->costs = TRUE;
      *formula = add_formula (scope->task, f);
      return TRUE;
    }
  if (!g_ascii_isdigit (value->text[0]))
    return qd_plan_error_at (error, scope->sexp, QD_PLAN_ERROR_UNSUPPORTED, value,
                             _("an action's cost must be a whole number (:numeric-fluents is not supported)"));
  f.cost = g_ascii_strtoull (value->text, &end, 10);
  if (*end != '\0' || f.cost > G_MAXUINT32)
    return qd_plan_error_at (error, scope->sexp, QD_PLAN_ERROR_UNSUPPORTED, value,
                             _("an action's cost must be a whole number up to %u"), G_MAXUINT32);
  scope->task->costs = TRUE;
  *formula = add_formula (scope->task, f);
  return TRUE;
}

static gboolean
read_delete (QdPlanScope *scope, guint node, gint *formula, GError **error)
{
  const QdPlanNode *n = qd_plan_node (scope->sexp, node);

  return expect_items (scope, n, 2, "not", error)
         && read_atom_formula (scope, qd_plan_item (scope->sexp, n, 1), QD_PLAN_E_DELETE, formula, error);
}

/* (when CONDITION EFFECT): kids 0 the condition, 1 the effect. */
static gboolean
read_when (QdPlanScope *scope, guint node, gint *formula, GError **error)
{
  const QdPlanNode *n = qd_plan_node (scope->sexp, node);
  QdPlanFormula f = formula_at (n, QD_PLAN_E_WHEN);
  gint kids[2];

  if (!expect_items (scope, n, 3, "when", error)
      || !qd_plan_read_formula (scope, qd_plan_item (scope->sexp, n, 1), &kids[0], error)
      || !qd_plan_read_effect (scope, qd_plan_item (scope->sexp, n, 2), &kids[1], error))
    return FALSE;
  *formula = add_with_parts (scope->task, f, scope->task->kids, kids, 2);
  return TRUE;
}

gboolean
qd_plan_read_effect (QdPlanScope *scope, guint node, gint *formula, GError **error)
{
  const QdPlanNode *n = qd_plan_node (scope->sexp, node);
  const char *word = head_word (scope->sexp, n);

  if (n->text == NULL && n->n == 0)
    return read_kids (scope, node, 0, qd_plan_read_effect, formula_at (n, QD_PLAN_F_AND), formula, error);
  if (strcmp (word, "and") == 0)
    return read_kids (scope, node, 1, qd_plan_read_effect, formula_at (n, QD_PLAN_F_AND), formula, error);
  if (strcmp (word, "not") == 0)
    return read_delete (scope, node, formula, error);
  if (strcmp (word, "forall") == 0)
    return read_quantified (scope, node, QD_PLAN_F_FORALL, qd_plan_read_effect, formula, error);
  if (strcmp (word, "when") == 0)
    return read_when (scope, node, formula, error);
  if (strcmp (word, "increase") == 0)
    return read_increase (scope, node, formula, error);
  if (strcmp (word, "assign") == 0 || strcmp (word, "decrease") == 0 || strcmp (word, "scale-up") == 0
      || strcmp (word, "scale-down") == 0)
    return qd_plan_error_at (error, scope->sexp, QD_PLAN_ERROR_UNSUPPORTED, n,
                             _("“%s”: the requirement :numeric-fluents is not supported"), word);
  return read_atom_formula (scope, node, QD_PLAN_E_ADD, formula, error);
}
