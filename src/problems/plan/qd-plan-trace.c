/* qd-plan-trace.c — a plan stepped through (qd-plan-trace.h): the
 * validator checks it, then its applied actions are replayed with the
 * validator's own semantics (qd-plan-private.h), each step keeping what it
 * read and changed. */
#include "config.h"
#include "qd-plan-trace.h"
#include "qd-plan-private.h"

#include <string.h>

static gint
compare_texts (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The state's atoms as sorted texts. */
static GPtrArray *
state_texts (const QdPlanTask *task, GHashTable *state)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, state);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (texts, qd_plan_atom_text (task, key));
  g_ptr_array_sort (texts, compare_texts);
  return texts;
}

static void
step_free (gpointer p)
{
  QdPlanTraceStep *step = p;

  if (step == NULL)
    return;
  g_free (step->action);
  g_clear_pointer (&step->precondition, g_array_unref);
  g_clear_pointer (&step->adds, g_ptr_array_unref);
  g_clear_pointer (&step->deletes, g_ptr_array_unref);
  g_free (step);
}

static void
literal_clear (gpointer p)
{
  g_free (((QdPlanLiteral *) p)->text);
}

static GArray *
literals_new (void)
{
  GArray *literals = g_array_new (FALSE, FALSE, sizeof (QdPlanLiteral));

  g_array_set_clear_func (literals, literal_clear);
  return literals;
}

typedef struct {
  const QdPlanTask *task;
  GArray *literals;
  GHashTable *seen;          /* "+key" / "-key": each literal once */
} Collect;

static void
collect_atom (const char *key, gboolean positive, gboolean holds, gpointer data)
{
  Collect *c = data;
  QdPlanLiteral literal = { .positive = positive, .holds = holds };

  if (!g_hash_table_add (c->seen, g_strconcat (positive ? "+" : "-", key, NULL)))
    return;
  literal.text = qd_plan_atom_text (c->task, key);
  g_array_append_val (c->literals, literal);
}

static GArray *
read_literals (const QdPlanTask *task, GHashTable *state, guint action, const guint32 *args)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  Collect c = { .task = task, .literals = literals_new (), .seen = seen };

  qd_plan_formula_atoms (task, state, action, args, collect_atom, &c);
  return c.literals;
}

/* The plan's action `n` bound: its index and its objects (the check
 * passed it, so every name is known). */
static guint
bind (const QdPlanTask *task, const QdPlanSexp *sexp, const QdPlanNode *n, guint32 *args)
{
  guint action = qd_plan_lookup (task->action_index, qd_plan_node (sexp, qd_plan_item (sexp, n, 0))->text) - 1;

  for (guint i = 1; i < n->n && i <= QD_PLAN_MAX_VARS; i++)
    args[i - 1] = qd_plan_lookup (task->object_index, qd_plan_node (sexp, qd_plan_item (sexp, n, i))->text) - 1;
  return action;
}

/* "(move c a table)": the action as its binding names it. */
static char *
action_text (const QdPlanTask *task, guint action, const guint32 *args)
{
  const QdPlanAction *a = &g_array_index (task->actions, QdPlanAction, action);
  g_autoptr(GPtrArray) words = g_ptr_array_new ();

  g_ptr_array_add (words, a->name);
  for (guint i = 0; i < a->arity; i++)
    g_ptr_array_add (words, g_array_index (task->objects, QdPlanObject, args[i]).name);
  g_ptr_array_add (words, NULL);
  {
    g_autofree char *inside = g_strjoinv (" ", (char **) words->pdata);

    return g_strdup_printf ("(%s)", inside);
  }
}

/* Keys as sorted texts, the ones of `but` left out. */
static GPtrArray *
texts_of (const QdPlanTask *task, GPtrArray *keys, GPtrArray *but)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < keys->len; i++)
    {
      gboolean skip = FALSE;

      char *text;

      for (guint j = 0; but != NULL && j < but->len && !skip; j++)
        skip = strcmp (keys->pdata[i], but->pdata[j]) == 0;
      if (skip)
        continue;
      text = qd_plan_atom_text (task, keys->pdata[i]);
      if (g_ptr_array_find_with_equal_func (texts, text, g_str_equal, NULL))
        g_free (text);
      else
        g_ptr_array_add (texts, text);
    }
  g_ptr_array_sort (texts, compare_texts);
  return texts;
}

/* One step: what the action reads, then its changes applied to `state`. */
static QdPlanTraceStep *
run_step (const QdPlanTask *task, GHashTable *state, const QdPlanSexp *sexp, const QdPlanNode *n, gboolean apply)
{
  QdPlanTraceStep *step = g_new0 (QdPlanTraceStep, 1);
  g_autoptr(GPtrArray) adds = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) deletes = g_ptr_array_new_with_free_func (g_free);
  guint32 args[QD_PLAN_MAX_VARS] = { 0 };
  guint action = bind (task, sexp, n, args);

  step->action = action_text (task, action, args);
  step->line = n->line;
  step->precondition = read_literals (task, state, action, args);
  if (!apply)
    return step;
  qd_plan_action_changes (task, state, action, args, adds, deletes);
  step->adds = texts_of (task, adds, NULL);
  step->deletes = texts_of (task, deletes, adds);
  for (guint i = 0; i < deletes->len; i++)
    g_hash_table_remove (state, deletes->pdata[i]);
  for (guint i = 0; i < adds->len; i++)
    g_hash_table_add (state, g_strdup (adds->pdata[i]));
  return step;
}

static QdPlanTrace *
trace_alloc (const QdPlanTask *task, GHashTable *state)
{
  QdPlanTrace *trace = g_new0 (QdPlanTrace, 1);

  trace->states = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  trace->steps = g_ptr_array_new_with_free_func (step_free);
  for (guint i = 0; i < task->init->len; i++)
    g_hash_table_add (state, g_strdup (task->init->pdata[i]));
  g_ptr_array_add (trace->states, state_texts (task, state));
  return trace;
}

QdPlanTrace *
qd_plan_trace_new (const QdPlanTask *task, const char *text, gsize length, const char *name, GError **error)
{
  g_autoptr(GHashTable) state = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  QdPlanCheck check;
  QdPlanSexp sexp = { 0 };
  QdPlanTrace *trace;

  if (!qd_plan_check (task, text, length, name, &check, error))
    return NULL;
  trace = trace_alloc (task, state);
  trace->check = check;
  /* The check read it already: it reads again. */
  qd_plan_sexp_read (&sexp, name, text, length, NULL);
  for (guint i = 0; i < check.n_actions; i++)
    {
      const QdPlanNode *n = qd_plan_node (&sexp, g_array_index (sexp.top, guint, i));

      g_ptr_array_add (trace->steps, run_step (task, state, &sexp, n, TRUE));
      g_ptr_array_add (trace->states, state_texts (task, state));
    }
  if (check.status == QD_PLAN_CHECK_INAPPLICABLE)
    trace->failing = run_step (task, state, &sexp, qd_plan_node (&sexp, g_array_index (sexp.top, guint, check.n_actions)),
                               FALSE);
  qd_plan_sexp_clear (&sexp);
  return trace;
}

QdPlanTrace *
qd_plan_trace_initial (const QdPlanTask *task)
{
  g_autoptr(GHashTable) state = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  QdPlanTrace *trace = trace_alloc (task, state);

  trace->check.status = qd_plan_formula_holds (task, state, G_MAXUINT, NULL) ? QD_PLAN_CHECK_VALID
                                                                              : QD_PLAN_CHECK_GOAL;
  return trace;
}

void
qd_plan_trace_free (QdPlanTrace *trace)
{
  if (trace == NULL)
    return;
  g_ptr_array_unref (trace->states);
  g_ptr_array_unref (trace->steps);
  step_free (trace->failing);
  qd_plan_check_clear (&trace->check);
  g_free (trace);
}

GPtrArray *
qd_plan_trace_state (const QdPlanTrace *trace, guint k)
{
  g_return_val_if_fail (k < trace->states->len, NULL);
  return trace->states->pdata[k];
}

/* ---- the goal, and facts */

/* A state of texts back into keys, for the validator. */
static GHashTable *
state_keys (const QdPlanTask *task, GPtrArray *state)
{
  GHashTable *keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < state->len; i++)
    {
      g_auto(GStrv) words = qd_plan_fact_words (state->pdata[i]);
      guint predicate = words[0] != NULL ? qd_plan_lookup (task->predicate_index, words[0]) : 0;
      guint32 args[QD_PLAN_MAX_VARS];
      guint n = 0;

      for (; predicate > 0 && n < QD_PLAN_MAX_VARS && words[n + 1] != NULL; n++)
        args[n] = qd_plan_lookup (task->object_index, words[n + 1]) - 1;
      if (predicate > 0)
        g_hash_table_add (keys, qd_plan_atom_key (predicate - 1, args, n));
    }
  return keys;
}

GArray *
qd_plan_goal_literals (const QdPlanTask *task, GPtrArray *state)
{
  g_autoptr(GHashTable) keys = state_keys (task, state);

  return read_literals (task, keys, G_MAXUINT, NULL);
}

char **
qd_plan_fact_words (const char *fact)
{
  g_autofree char *inside = g_strstrip (g_strdelimit (g_strdup (fact), "()", ' '));

  return g_regex_split_simple ("\\s+", inside, 0, 0);
}

gint
qd_plan_task_predicate_arity (const QdPlanTask *task, const char *name)
{
  guint index = qd_plan_lookup (task->predicate_index, name);

  return index > 0 ? (gint) g_array_index (task->predicates, QdPlanPredicate, index - 1).arity : -1;
}

const char *
qd_plan_task_object_type (const QdPlanTask *task, const char *name)
{
  guint object = qd_plan_lookup (task->object_index, name);
  QdPlanTypes types;

  if (object == 0)
    return NULL;
  types = g_array_index (task->objects, QdPlanObject, object - 1).types;
  if (types.n == 0)
    return "object";
  return g_array_index (task->types, QdPlanType, g_array_index (task->type_refs, guint, types.first)).name;
}

GPtrArray *
qd_plan_task_argument_objects (const QdPlanTask *task, const char *name, guint arg)
{
  guint index = qd_plan_lookup (task->predicate_index, name);
  const QdPlanPredicate *predicate;
  QdPlanTypes types;
  GPtrArray *objects;

  if (index == 0)
    return NULL;
  predicate = &g_array_index (task->predicates, QdPlanPredicate, index - 1);
  if (arg >= predicate->arity)
    return NULL;
  types = g_array_index (task->arg_types, QdPlanTypes, predicate->first_arg + arg);
  for (guint i = 0; i < types.n; i++)
    if (g_array_index (task->type_refs, guint, types.first + i) == 0)
      return NULL;
  if (types.n == 0)
    return NULL;
  objects = g_ptr_array_new ();
  for (guint o = 0; o < task->objects->len; o++)
    if (qd_plan_object_fits (task, o, types))
      g_ptr_array_add (objects, g_array_index (task->objects, QdPlanObject, o).name);
  return objects;
}

gboolean
qd_plan_task_predicate_static (const QdPlanTask *task, const char *name)
{
  guint index = qd_plan_lookup (task->predicate_index, name);

  if (index == 0)
    return FALSE;
  /* Adds and deletes are effects only: every one is an action's. */
  for (guint i = 0; i < task->formulas->len; i++)
    {
      const QdPlanFormula *f = &g_array_index (task->formulas, QdPlanFormula, i);

      if ((f->kind == QD_PLAN_E_ADD || f->kind == QD_PLAN_E_DELETE) && f->predicate == index - 1)
        return FALSE;
    }
  return TRUE;
}
