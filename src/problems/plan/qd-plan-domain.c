/* qd-plan-domain.c — a domain file: requirements (the refused ones named),
 * types, constants, predicates, total-cost and the actions. */
#include "config.h"
#include "qd-plan-private.h"

#include <glib/gi18n.h>
#include <string.h>

static const char *const handled_requirements[] = {
  ":strips", ":typing", ":negative-preconditions", ":equality", ":disjunctive-preconditions",
  ":existential-preconditions", ":universal-preconditions", ":quantified-preconditions",
  ":conditional-effects", ":adl", ":action-costs", NULL,
};
static const char *const refused_requirements[] = {
  ":durative-actions", ":numeric-fluents", ":fluents", ":derived-predicates", ":preferences", ":constraints",
  ":timed-initial-literals", ":duration-inequalities", ":continuous-effects", ":object-fluents", NULL,
};

static gboolean
refuse (const QdPlanSexp *sexp, const QdPlanNode *at, const char *requirement, GError **error)
{
  return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_UNSUPPORTED, at, _("the requirement %s is not supported"),
                           requirement);
}

gboolean
qd_plan_read_requirements (const QdPlanSexp *sexp, const QdPlanNode *section, GError **error)
{
  for (guint i = 1; i < section->n; i++)
    {
      const QdPlanNode *n = qd_plan_node (sexp, qd_plan_item (sexp, section, i));

      if (n->text == NULL)
        return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_READ, n, _("a requirement :NAME is expected here"));
      if (g_strv_contains (refused_requirements, n->text))
        return refuse (sexp, n, n->text, error);
      if (!g_strv_contains (handled_requirements, n->text))
        return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_UNSUPPORTED, n, _("unknown requirement %s"), n->text);
    }
  return TRUE;
}

/* ---- types, constants, predicates, functions */

typedef QdPlanDeclaring Declaring;

static gboolean
add_type (gpointer data, guint node, QdPlanTypes types, GError **error)
{
  Declaring *d = data;
  const QdPlanNode *n = qd_plan_node (d->sexp, node);
  guint parent = g_array_index (d->task->type_refs, guint, types.first), type;

  if (n->text == NULL || n->text[0] == '?' || types.n != 1)
    return qd_plan_error_at (error, d->sexp, QD_PLAN_ERROR_INVALID, n, _("a type's name is expected here"));
  if (strcmp (n->text, "object") == 0)
    return TRUE;
  type = qd_plan_declare_type (d->task, n->text);
  if (qd_plan_type_below (d->task, parent, type))
    return qd_plan_error_at (error, d->sexp, QD_PLAN_ERROR_INVALID, n, _("the type %s would be below itself"),
                             n->text);
  g_array_index (d->task->types, QdPlanType, type).parent = (gint) parent;
  return TRUE;
}

gboolean
qd_plan_add_object (gpointer data, guint node, QdPlanTypes types, GError **error)
{
  Declaring *d = data;
  const QdPlanNode *n = qd_plan_node (d->sexp, node);
  QdPlanObject object = { .types = types };
  guint known;

  if (n->text == NULL || n->text[0] == '?')
    return qd_plan_error_at (error, d->sexp, QD_PLAN_ERROR_INVALID, n, _("an object's name is expected here"));
  known = qd_plan_lookup (d->task->object_index, n->text);
  if (known > d->task->n_constants)
    return qd_plan_error_at (error, d->sexp, QD_PLAN_ERROR_INVALID, n, _("the object %s is declared twice"), n->text);
  if (known > 0)
    return TRUE;   /* a constant listed again among the objects, as some published problems do */
  object.name = g_string_chunk_insert (d->task->object_names, n->text);
  g_array_append_val (d->task->objects, object);
  g_hash_table_insert (d->task->object_index, object.name, GUINT_TO_POINTER (d->task->objects->len));
  return TRUE;
}

static gboolean
add_argument (gpointer data, guint node, QdPlanTypes types, GError **error)
{
  Declaring *d = data;
  const QdPlanNode *n = qd_plan_node (d->sexp, node);

  if (n->text == NULL || n->text[0] != '?')
    return qd_plan_error_at (error, d->sexp, QD_PLAN_ERROR_INVALID, n, _("a variable ?NAME is expected here"));
  g_array_append_val (d->task->arg_types, types);
  return TRUE;
}

/* A predicate, or with `function` a static function of :action-costs. */
static gboolean
read_predicate (Declaring *d, guint node, gboolean function, GError **error)
{
  const QdPlanNode *n = qd_plan_node (d->sexp, node);
  const QdPlanNode *head = n->text == NULL && n->n > 0 ? qd_plan_node (d->sexp, qd_plan_item (d->sexp, n, 0)) : n;
  QdPlanPredicate p = { .first_arg = d->task->arg_types->len };
  GArray *table = function ? d->task->functions : d->task->predicates;
  GHashTable *index = function ? d->task->function_index : d->task->predicate_index;

  if (head->text == NULL || head->text[0] == '?' || n->text != NULL)
    return qd_plan_error_at (error, d->sexp, QD_PLAN_ERROR_INVALID, n, _("a predicate (NAME ?ARG…) is expected here"));
  if (qd_plan_lookup (index, head->text) > 0)
    return qd_plan_error_at (error, d->sexp, QD_PLAN_ERROR_INVALID, head,
                             function ? _("the function %s is declared twice") : _("the predicate %s is declared twice"),
                             head->text);
  if (n->n - 1 > QD_PLAN_MAX_VARS)
    return qd_plan_error_at (error, d->sexp, QD_PLAN_ERROR_INVALID, n, _("more than %d variables"), QD_PLAN_MAX_VARS);
  if (!qd_plan_read_typed (d->task, d->sexp, node, 1, FALSE, add_argument, d, error))
    return FALSE;
  p.name = g_strdup (head->text);
  p.arity = d->task->arg_types->len - p.first_arg;
  g_array_append_val (table, p);
  g_hash_table_insert (index, p.name, GUINT_TO_POINTER (table->len));
  return TRUE;
}

/* (:functions (total-cost) (f ?x - t) - number): total-cost and the static
 * functions an action's cost may read (:action-costs); their use anywhere
 * else would be a numeric fluent, and is not read. */
static gboolean
read_functions (Declaring *d, const QdPlanNode *section, GError **error)
{
  for (guint i = 1; i < section->n; i++)
    {
      guint node = qd_plan_item (d->sexp, section, i);
      const QdPlanNode *n = qd_plan_node (d->sexp, node);

      if (qd_plan_is (d->sexp, node, "-") && i + 1 < section->n
          && qd_plan_is (d->sexp, qd_plan_item (d->sexp, section, i + 1), "number"))
        i++;
      else if (n->text != NULL)
        return refuse (d->sexp, n, ":numeric-fluents", error);
      else if (!(n->n == 1 && qd_plan_is (d->sexp, qd_plan_item (d->sexp, n, 0), "total-cost"))
               && !read_predicate (d, node, TRUE, error))
        return FALSE;
    }
  return TRUE;
}

/* ---- actions */

typedef struct {
  guint parameters, precondition, effect;   /* nodes, G_MAXUINT when absent */
} ActionParts;

static gboolean
action_parts (const QdPlanSexp *sexp, const QdPlanNode *n, ActionParts *parts, GError **error)
{
  *parts = (ActionParts) { G_MAXUINT, G_MAXUINT, G_MAXUINT };
  for (guint i = 2; i < n->n; i += 2)
    {
      guint key = qd_plan_item (sexp, n, i);
      guint *slot = qd_plan_is (sexp, key, ":parameters") ? &parts->parameters
                    : qd_plan_is (sexp, key, ":precondition") ? &parts->precondition
                    : qd_plan_is (sexp, key, ":effect") ? &parts->effect : NULL;

      if (slot == NULL)
        return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_READ, qd_plan_node (sexp, key),
                                 _("an action has :parameters, :precondition and :effect"));
      if (i + 1 >= n->n)
        return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_READ, qd_plan_node (sexp, key),
                                 _("a value is expected after %s"), qd_plan_node (sexp, key)->text);
      *slot = qd_plan_item (sexp, n, i + 1);
    }
  return TRUE;
}

static gboolean
read_action_body (QdPlanScope *scope, const ActionParts *parts, QdPlanAction *action, GError **error)
{
  if (parts->parameters != G_MAXUINT && !qd_plan_scope_push (scope, parts->parameters, error))
    return FALSE;
  action->arity = scope->n_slots;
  if (parts->precondition != G_MAXUINT && !qd_plan_read_formula (scope, parts->precondition, &action->precondition, error))
    return FALSE;
  scope->n_scope = action->arity;
  if (parts->effect != G_MAXUINT && !qd_plan_read_effect (scope, parts->effect, &action->effect, error))
    return FALSE;
  action->n_slots = scope->n_slots;
  action->var_types = qd_plan_scope_save (scope, &action->var_names);
  return TRUE;
}

static gboolean
read_action (Declaring *d, const QdPlanNode *n, GError **error)
{
  const QdPlanNode *name = n->n > 1 ? qd_plan_node (d->sexp, qd_plan_item (d->sexp, n, 1)) : n;
  QdPlanScope scope = { .task = d->task, .sexp = d->sexp };
  QdPlanAction action = { .precondition = -1, .effect = -1 };
  ActionParts parts;
  gboolean ok;

  if (name->text == NULL || name == n)
    return qd_plan_error_at (error, d->sexp, QD_PLAN_ERROR_READ, name, _("an action's name is expected here"));
  if (qd_plan_lookup (d->task->action_index, name->text) > 0)
    return qd_plan_error_at (error, d->sexp, QD_PLAN_ERROR_INVALID, name, _("the action %s is declared twice"),
                             name->text);
  if (!action_parts (d->sexp, n, &parts, error))
    return FALSE;
  ok = read_action_body (&scope, &parts, &action, error);
  qd_plan_scope_clear (&scope);
  if (!ok)
    return g_strfreev (action.var_names), FALSE;
  action.name = g_strdup (name->text);
  g_array_append_val (d->task->actions, action);
  g_hash_table_insert (d->task->action_index, action.name, GUINT_TO_POINTER (d->task->actions->len));
  return TRUE;
}

/* ---- the file */

static gboolean
read_section (Declaring *d, guint node, GError **error)
{
  const QdPlanNode *n = qd_plan_node (d->sexp, node);
  const char *word = n->text == NULL && n->n > 0 ? qd_plan_node (d->sexp, qd_plan_item (d->sexp, n, 0))->text : NULL;

  if (word == NULL)
    return qd_plan_error_at (error, d->sexp, QD_PLAN_ERROR_READ, n, _("a section (:NAME …) is expected here"));
  if (strcmp (word, ":requirements") == 0)
    return qd_plan_read_requirements (d->sexp, n, error);
  if (strcmp (word, ":types") == 0)
    return qd_plan_read_typed (d->task, d->sexp, node, 1, TRUE, add_type, d, error);
  if (strcmp (word, ":constants") == 0)
    {
      gboolean ok = qd_plan_read_typed (d->task, d->sexp, node, 1, FALSE, qd_plan_add_object, d, error);

      d->task->n_constants = d->task->objects->len;
      return ok;
    }
  if (strcmp (word, ":predicates") == 0)
    {
      for (guint i = 1; i < n->n; i++)
        if (!read_predicate (d, qd_plan_item (d->sexp, n, i), FALSE, error))
          return FALSE;
      return TRUE;
    }
  if (strcmp (word, ":functions") == 0)
    return read_functions (d, n, error);
  if (strcmp (word, ":action") == 0)
    return read_action (d, n, error);
  if (strcmp (word, ":durative-action") == 0)
    return refuse (d->sexp, n, ":durative-actions", error);
  if (strcmp (word, ":derived") == 0)
    return refuse (d->sexp, n, ":derived-predicates", error);
  if (strcmp (word, ":constraints") == 0)
    return refuse (d->sexp, n, ":constraints", error);
  return qd_plan_error_at (error, d->sexp, QD_PLAN_ERROR_READ, n, _("unknown section %s"), word);
}

/* (define (KIND NAME) SECTION…): the name, and the first section's index. */
gboolean
qd_plan_read_define (const QdPlanSexp *sexp, const char *kind, char **name, const QdPlanNode **define, GError **error)
{
  const QdPlanNode *d = sexp->top->len > 0 ? qd_plan_node (sexp, g_array_index (sexp->top, guint, 0)) : NULL;
  const QdPlanNode *head = d != NULL && d->text == NULL && d->n > 1 ? qd_plan_node (sexp, qd_plan_item (sexp, d, 1)) : NULL;

  if (sexp->top->len != 1 || d->text != NULL || d->n < 2 || !qd_plan_is (sexp, qd_plan_item (sexp, d, 0), "define")
      || head->text != NULL || head->n != 2 || !qd_plan_is (sexp, qd_plan_item (sexp, head, 0), kind)
      || qd_plan_node (sexp, qd_plan_item (sexp, head, 1))->text == NULL)
    return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_READ, d,
                             _("one (define (%s NAME) …) is expected in this file"), kind);
  *name = g_strdup (qd_plan_node (sexp, qd_plan_item (sexp, head, 1))->text);
  *define = d;
  return TRUE;
}

gboolean
qd_plan_read_domain (QdPlanTask *task, const QdPlanSexp *sexp, GError **error)
{
  Declaring d = { .task = task, .sexp = sexp };
  const QdPlanNode *define;

  if (!qd_plan_read_define (sexp, "domain", &task->domain_name, &define, error))
    return FALSE;
  for (guint i = 2; i < define->n; i++)
    if (!read_section (&d, qd_plan_item (sexp, define, i), error))
      return FALSE;
  return TRUE;
}
