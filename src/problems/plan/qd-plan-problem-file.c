/* qd-plan-problem-file.c — a problem file: its domain, objects, the initial
 * state, the goal and the metric. */
#include "config.h"
#include "qd-plan-private.h"

#include <glib/gi18n.h>
#include <string.h>

static gboolean
refuse (const QdPlanSexp *sexp, const QdPlanNode *at, const char *requirement, GError **error)
{
  return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_UNSUPPORTED, at, _("the requirement %s is not supported"),
                           requirement);
}

/* (= (total-cost) 0) is the start of the cost, (= (f a b) N) a static
 * function's value; any other number is a fluent. */
static gboolean
read_init_number (QdPlanScope *scope, const QdPlanNode *n, GError **error)
{
  const QdPlanSexp *sexp = scope->sexp;
  QdPlanTask *task = scope->task;
  const QdPlanNode *fluent = n->n == 3 ? qd_plan_node (sexp, qd_plan_item (sexp, n, 1)) : n;
  const QdPlanNode *value = n->n == 3 ? qd_plan_node (sexp, qd_plan_item (sexp, n, 2)) : n;
  const char *head = fluent->text == NULL && fluent->n > 0 ? qd_plan_node (sexp, qd_plan_item (sexp, fluent, 0))->text : NULL;
  guint function, first;
  guint64 number;
  char *end = NULL;

  if (head != NULL && strcmp (head, "total-cost") == 0 && qd_plan_is (sexp, qd_plan_item (sexp, n, 2), "0"))
    return TRUE;
  if (head == NULL || qd_plan_lookup (task->function_index, head) == 0)
    return refuse (sexp, n, ":numeric-fluents", error);
  if (!qd_plan_read_function_term (scope, qd_plan_item (sexp, n, 1), &function, &first, error))
    return FALSE;
  if (value->text == NULL || !g_ascii_isdigit (value->text[0])
      || (number = g_ascii_strtoull (value->text, &end, 10), *end != '\0') || number > G_MAXUINT32)
    return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_UNSUPPORTED, value,
                             _("an action's cost must be a whole number up to %u"), G_MAXUINT32);
  g_array_append_val (task->values, number);
  g_hash_table_replace (task->function_values,
                        qd_plan_atom_key (function, &g_array_index (task->terms, guint32, first), task->terms->len - first),
                        GUINT_TO_POINTER (task->values->len));
  g_array_set_size (task->terms, first);
  return TRUE;
}

/* (at NUMBER ATOM), not an atom of a predicate `at`. */
static gboolean
is_timed (const QdPlanSexp *sexp, const QdPlanNode *n)
{
  const QdPlanNode *time = n->text == NULL && n->n == 3 ? qd_plan_node (sexp, qd_plan_item (sexp, n, 1)) : NULL;

  return time != NULL && qd_plan_is (sexp, qd_plan_item (sexp, n, 0), "at") && time->text != NULL
         && g_ascii_isdigit (time->text[0]) && qd_plan_node (sexp, qd_plan_item (sexp, n, 2))->text == NULL;
}

static gboolean
read_init (QdPlanTask *task, const QdPlanSexp *sexp, const QdPlanNode *section, GError **error)
{
  QdPlanScope scope = { .task = task, .sexp = sexp };

  for (guint i = 1; i < section->n; i++)
    {
      guint node = qd_plan_item (sexp, section, i);
      const QdPlanNode *n = qd_plan_node (sexp, node);
      guint predicate, first;

      if (n->text == NULL && n->n > 0 && qd_plan_is (sexp, qd_plan_item (sexp, n, 0), "="))
        {
          if (!read_init_number (&scope, n, error))
            return FALSE;
          continue;
        }
      if (is_timed (sexp, n))
        return refuse (sexp, n, ":timed-initial-literals", error);
      if (!qd_plan_read_atom (&scope, node, &predicate, &first, error))
        return FALSE;
      g_ptr_array_add (task->init, qd_plan_atom_key (predicate, &g_array_index (task->terms, guint32, first),
                                                     task->terms->len - first));
      g_array_set_size (task->terms, first);
    }
  return TRUE;
}

static gboolean
read_goal (QdPlanTask *task, const QdPlanSexp *sexp, const QdPlanNode *section, GError **error)
{
  QdPlanScope scope = { .task = task, .sexp = sexp };
  gboolean ok;

  if (section->n != 2)
    return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_READ, section, _("(:goal FORMULA) takes one formula"));
  ok = qd_plan_read_formula (&scope, qd_plan_item (sexp, section, 1), &task->goal, error);
  if (ok)
    {
      task->goal_slots = scope.n_slots;
      task->goal_var_types = qd_plan_scope_save (&scope, &task->goal_var_names);
    }
  qd_plan_scope_clear (&scope);
  return ok;
}

/* (:metric minimize (total-cost)), the one metric of :action-costs. */
static gboolean
read_metric (const QdPlanSexp *sexp, const QdPlanNode *section, GError **error)
{
  const QdPlanNode *what = section->n == 3 ? qd_plan_node (sexp, qd_plan_item (sexp, section, 2)) : section;

  if (section->n == 3 && qd_plan_is (sexp, qd_plan_item (sexp, section, 1), "minimize") && what->text == NULL
      && what->n == 1 && qd_plan_is (sexp, qd_plan_item (sexp, what, 0), "total-cost"))
    return TRUE;
  return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_UNSUPPORTED, section,
                           _("only the metric “minimize (total-cost)” is supported"));
}

static gboolean
read_domain_name (QdPlanTask *task, const QdPlanSexp *sexp, const QdPlanNode *section, GError **error)
{
  const QdPlanNode *name = section->n == 2 ? qd_plan_node (sexp, qd_plan_item (sexp, section, 1)) : section;

  if (name->text == NULL)
    return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_READ, section, _("(:domain NAME) takes one name"));
  if (strcmp (name->text, task->domain_name) != 0)
    return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_INVALID, name,
                             _("this problem is for the domain %s, not %s"), name->text, task->domain_name);
  return TRUE;
}

static gboolean
read_section (QdPlanTask *task, const QdPlanSexp *sexp, guint node, GError **error)
{
  const QdPlanNode *n = qd_plan_node (sexp, node);
  const char *word = n->text == NULL && n->n > 0 ? qd_plan_node (sexp, qd_plan_item (sexp, n, 0))->text : NULL;
  QdPlanDeclaring d = { .task = task, .sexp = sexp };

  if (word == NULL)
    return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_READ, n, _("a section (:NAME …) is expected here"));
  if (strcmp (word, ":domain") == 0)
    return read_domain_name (task, sexp, n, error);
  if (strcmp (word, ":requirements") == 0)
    return qd_plan_read_requirements (sexp, n, error);
  if (strcmp (word, ":objects") == 0)
    return qd_plan_read_typed (task, sexp, node, 1, FALSE, qd_plan_add_object, &d, error);
  if (strcmp (word, ":init") == 0)
    return read_init (task, sexp, n, error);
  if (strcmp (word, ":goal") == 0)
    return read_goal (task, sexp, n, error);
  if (strcmp (word, ":metric") == 0)
    return read_metric (sexp, n, error);
  if (strcmp (word, ":constraints") == 0)
    return refuse (sexp, n, ":constraints", error);
  return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_READ, n, _("unknown section %s"), word);
}

gboolean
qd_plan_read_problem (QdPlanTask *task, const QdPlanSexp *sexp, GError **error)
{
  const QdPlanNode *define;

  if (!qd_plan_read_define (sexp, "problem", &task->problem_name, &define, error))
    return FALSE;
  for (guint i = 2; i < define->n; i++)
    if (!read_section (task, sexp, qd_plan_item (sexp, define, i), error))
      return FALSE;
  if (task->goal < 0)
    return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_INVALID, define, _("the problem has no (:goal …)"));
  return TRUE;
}
