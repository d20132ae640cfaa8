/* qd-plan-task.c — the task's tables: making and freeing them, types,
 * ground atoms' keys, and the reading of a domain and a problem into one. */
#include "config.h"
#include "qd-plan-private.h"

#include "core/qd-file.h"
#include <stdlib.h>
#include <string.h>

guint
qd_plan_lookup (GHashTable *index, const char *name)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (index, name));
}

QdPlanTask *
qd_plan_task_alloc (void)
{
  QdPlanTask *task = g_new0 (QdPlanTask, 1);
  QdPlanType object = { .name = g_strdup ("object"), .parent = -1 };

  *task = (QdPlanTask) {
    .types = g_array_new (FALSE, FALSE, sizeof (QdPlanType)),
    .type_refs = g_array_new (FALSE, FALSE, sizeof (guint)),
    .objects = g_array_new (FALSE, FALSE, sizeof (QdPlanObject)),
    .object_names = g_string_chunk_new (4096),
    .predicates = g_array_new (FALSE, FALSE, sizeof (QdPlanPredicate)),
    .arg_types = g_array_new (FALSE, FALSE, sizeof (QdPlanTypes)),
    .actions = g_array_new (FALSE, FALSE, sizeof (QdPlanAction)),
    .formulas = g_array_new (FALSE, FALSE, sizeof (QdPlanFormula)),
    .kids = g_array_new (FALSE, FALSE, sizeof (guint)),
    /* Reserved, so that an empty run’s &g_array_index is never NULL + 0. */
    .terms = g_array_sized_new (FALSE, FALSE, sizeof (guint32), 16),
    .var_types = g_array_sized_new (FALSE, FALSE, sizeof (QdPlanTypes), 16),
    .type_index = g_hash_table_new (g_str_hash, g_str_equal),
    .object_index = g_hash_table_new (g_str_hash, g_str_equal),
    .predicate_index = g_hash_table_new (g_str_hash, g_str_equal),
    .action_index = g_hash_table_new (g_str_hash, g_str_equal),
    .init = g_ptr_array_new_with_free_func (g_free),
    .functions = g_array_new (FALSE, FALSE, sizeof (QdPlanPredicate)),
    .function_index = g_hash_table_new (g_str_hash, g_str_equal),
    .function_values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
    .values = g_array_new (FALSE, FALSE, sizeof (guint64)),
    .goal = -1,
  };
  g_array_append_val (task->types, object);
  g_hash_table_insert (task->type_index, object.name, GUINT_TO_POINTER (1));
  return task;
}

void
qd_plan_task_free (QdPlanTask *task)
{
  if (task == NULL)
    return;
  g_free (task->domain_name);
  g_free (task->problem_name);
  for (guint i = 0; i < task->types->len; i++)
    g_free (g_array_index (task->types, QdPlanType, i).name);
  g_string_chunk_free (task->object_names);
  for (guint i = 0; i < task->predicates->len; i++)
    g_free (g_array_index (task->predicates, QdPlanPredicate, i).name);
  for (guint i = 0; i < task->functions->len; i++)
    g_free (g_array_index (task->functions, QdPlanPredicate, i).name);
  for (guint i = 0; i < task->actions->len; i++)
    {
      g_free (g_array_index (task->actions, QdPlanAction, i).name);
      g_strfreev (g_array_index (task->actions, QdPlanAction, i).var_names);
    }
  {
    GArray *arrays[] = {
      task->types, task->type_refs, task->objects, task->predicates, task->arg_types, task->actions,
      task->formulas, task->kids, task->terms, task->var_types, task->functions, task->values,
    };

    for (guint i = 0; i < G_N_ELEMENTS (arrays); i++)
      g_array_unref (arrays[i]);
  }
  {
    GHashTable *indices[] = {
      task->type_index, task->object_index, task->predicate_index, task->action_index, task->function_index,
      task->function_values,
    };

    for (guint i = 0; i < G_N_ELEMENTS (indices); i++)
      g_hash_table_unref (indices[i]);
  }
  g_ptr_array_unref (task->init);
  g_strfreev (task->goal_var_names);
  g_free (task);
}

/* ---- types */

gboolean
qd_plan_type_below (const QdPlanTask *task, guint type, guint of)
{
  /* Each type's parent was declared before it could be a parent's child
   * twice: the walk is bounded by the number of types all the same. */
  for (guint steps = 0; steps <= task->types->len; steps++)
    {
      if (type == of)
        return TRUE;
      if (g_array_index (task->types, QdPlanType, type).parent < 0)
        return FALSE;
      type = (guint) g_array_index (task->types, QdPlanType, type).parent;
    }
  return FALSE;
}

gboolean
qd_plan_object_fits (const QdPlanTask *task, guint object, QdPlanTypes types)
{
  QdPlanTypes own = g_array_index (task->objects, QdPlanObject, object).types;

  for (guint i = 0; i < own.n; i++)
    for (guint j = 0; j < types.n; j++)
      if (qd_plan_type_below (task, g_array_index (task->type_refs, guint, own.first + i),
                              g_array_index (task->type_refs, guint, types.first + j)))
        return TRUE;
  return FALSE;
}

char *
qd_plan_types_text (const QdPlanTask *task, QdPlanTypes types)
{
  GString *out = g_string_new (types.n > 1 ? "(either" : "");

  for (guint i = 0; i < types.n; i++)
    {
      guint type = g_array_index (task->type_refs, guint, types.first + i);

      if (types.n > 1)
        g_string_append_c (out, ' ');
      g_string_append (out, g_array_index (task->types, QdPlanType, type).name);
    }
  if (types.n > 1)
    g_string_append_c (out, ')');
  return g_string_free (out, FALSE);
}

/* ---- ground atoms */

char *
qd_plan_atom_key (guint predicate, const guint32 *args, guint n)
{
  GString *key = g_string_new (NULL);

  g_string_append_printf (key, "%u", predicate);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (key, " %u", args[i]);
  return g_string_free (key, FALSE);
}

char *
qd_plan_atom_text (const QdPlanTask *task, const char *key)
{
  g_auto(GStrv) parts = g_strsplit (key, " ", -1);
  GString *out = g_string_new ("(");

  g_string_append (out, g_array_index (task->predicates, QdPlanPredicate, atoi (parts[0])).name);
  for (guint i = 1; parts[i] != NULL; i++)
    g_string_append_printf (out, " %s", g_array_index (task->objects, QdPlanObject, atoi (parts[i])).name);
  g_string_append_c (out, ')');
  return g_string_free (out, FALSE);
}

const QdPlanFormula *
qd_plan_formula (const QdPlanTask *task, gint formula)
{
  return &g_array_index (task->formulas, QdPlanFormula, formula);
}

/* ---- reading */

static gboolean
read_file (QdPlanTask *task, const char *text, gsize length, const char *name, gboolean domain, GError **error)
{
  QdPlanSexp sexp = { 0 };
  gboolean ok = qd_plan_sexp_read (&sexp, name, text, length, error);

  if (ok)
    ok = domain ? qd_plan_read_domain (task, &sexp, error) : qd_plan_read_problem (task, &sexp, error);
  qd_plan_sexp_clear (&sexp);
  return ok;
}

QdPlanTask *
qd_plan_task_new (const char *domain, gsize domain_length, const char *domain_name, const char *problem,
                  gsize problem_length, const char *problem_name, GError **error)
{
  g_autoptr(QdPlanTask) task = qd_plan_task_alloc ();

  if (!read_file (task, domain, domain_length, domain_name, TRUE, error)
      || !read_file (task, problem, problem_length, problem_name, FALSE, error))
    return NULL;
  return g_steal_pointer (&task);
}

char *
qd_plan_file_contents (const char *path, gsize *length, GError **error)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  char *text = NULL;

  if (!qd_file_read (file, QD_PLAN_MAX_FILE_BYTES, &text, length, error))
    {
      g_prefix_error (error, "%s: ", path);
      return NULL;
    }
  return text;
}

QdPlanTask *
qd_plan_task_new_from_files (const char *domain_path, const char *problem_path, GError **error)
{
  gsize domain_length, problem_length;
  g_autofree char *domain = qd_plan_file_contents (domain_path, &domain_length, error);
  g_autofree char *problem = domain != NULL ? qd_plan_file_contents (problem_path, &problem_length, error) : NULL;

  if (problem == NULL)
    return NULL;
  return qd_plan_task_new (domain, domain_length, domain_path, problem, problem_length, problem_path, error);
}

/* ---- counts */

const char *qd_plan_task_domain_name (const QdPlanTask *task) { return task->domain_name; }
const char *qd_plan_task_problem_name (const QdPlanTask *task) { return task->problem_name; }
guint qd_plan_task_n_types (const QdPlanTask *task) { return task->types->len; }
guint qd_plan_task_n_objects (const QdPlanTask *task) { return task->objects->len; }
guint qd_plan_task_n_predicates (const QdPlanTask *task) { return task->predicates->len; }
guint qd_plan_task_n_actions (const QdPlanTask *task) { return task->actions->len; }
guint qd_plan_task_n_init (const QdPlanTask *task) { return task->init->len; }
gboolean qd_plan_task_has_costs (const QdPlanTask *task) { return task->costs; }
