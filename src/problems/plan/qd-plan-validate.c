/* qd-plan-validate.c — a plan checked by PDDL's semantics on a state kept
 * as a hash set of ground atoms: formulas evaluated under a binding of the
 * variables' slots, effects gathered in the state before the action, then
 * deletes and adds applied.  Walks recurse along the formula's tree, whose
 * depth QD_PLAN_MAX_DEPTH bounds, and along a quantifier's variables, at
 * most QD_PLAN_MAX_VARS. */
#include "config.h"
#include "qd-plan-validate.h"
#include "qd-plan-private.h"

#include <glib/gi18n.h>
#include <string.h>

typedef struct {
  const QdPlanTask *task;
  GHashTable *state;         /* atom keys (owned) */
  guint32 binding[QD_PLAN_MAX_VARS];
  guint64 bound;             /* slots with a binding, one bit each */
  const QdPlanTypes *slot_types;
  char **var_names;
} Eval;

static guint
kid (const Eval *ev, const QdPlanFormula *f, guint i)
{
  return g_array_index (ev->task->kids, guint, f->first + i);
}

static guint32
ground (const Eval *ev, guint32 term)
{
  return (term & QD_PLAN_VAR) != 0 ? ev->binding[term & ~QD_PLAN_VAR] : term;
}

static char *
atom_key (const Eval *ev, const QdPlanFormula *f)
{
  const QdPlanPredicate *p = &g_array_index (ev->task->predicates, QdPlanPredicate, f->predicate);
  guint32 args[QD_PLAN_MAX_VARS];

  for (guint i = 0; i < p->arity; i++)
    args[i] = ground (ev, g_array_index (ev->task->terms, guint32, f->first + i));
  return qd_plan_atom_key (f->predicate, args, p->arity);
}

/* The first object from `from` on that fits the slot's type, or -1. */
static gint
next_object (const Eval *ev, guint slot, guint from)
{
  for (guint o = from; o < ev->task->objects->len; o++)
    if (qd_plan_object_fits (ev->task, o, ev->slot_types[slot]))
      return (gint) o;
  return -1;
}

/* Calls `visit` under each binding of the quantifier's variables from the
 * i-th on, while it returns TRUE; FALSE when one visit did not. */
typedef gboolean (*Visit) (Eval *ev, const QdPlanFormula *f, gpointer data);

static gboolean
each_binding (Eval *ev, const QdPlanFormula *f, guint i, Visit visit, gpointer data)
{
  guint slot = f->first_var + i;

  if (i == f->n_vars)
    return visit (ev, f, data);
  for (gint o = next_object (ev, slot, 0); o >= 0; o = next_object (ev, slot, o + 1))
    {
      ev->binding[slot] = o;
      if (!each_binding (ev, f, i + 1, visit, data))
        return FALSE;
    }
  return TRUE;
}

/* ---- evaluation */

static gboolean eval (Eval *ev, gint formula);

/* Goes on while the part is false (exists) or true (forall). */
static gboolean
visit_quantified (Eval *ev, const QdPlanFormula *f, gpointer data)
{
  return eval (ev, (gint) kid (ev, f, 0)) == (f->kind == QD_PLAN_F_FORALL);
}

static gboolean
eval (Eval *ev, gint formula)
{
  const QdPlanFormula *f = qd_plan_formula (ev->task, formula);
  g_autofree char *key = NULL;

  switch (f->kind)
    {
    case QD_PLAN_F_ATOM:
      key = atom_key (ev, f);
      return g_hash_table_contains (ev->state, key);
    case QD_PLAN_F_EQUAL:
      return ground (ev, g_array_index (ev->task->terms, guint32, f->first))
             == ground (ev, g_array_index (ev->task->terms, guint32, f->first + 1));
    case QD_PLAN_F_NOT:
      return !eval (ev, (gint) kid (ev, f, 0));
    case QD_PLAN_F_AND:
    case QD_PLAN_F_OR:
      for (guint i = 0; i < f->n; i++)
        if (eval (ev, (gint) kid (ev, f, i)) == (f->kind == QD_PLAN_F_OR))
          return f->kind == QD_PLAN_F_OR;
      return f->kind == QD_PLAN_F_AND;
    case QD_PLAN_F_IMPLY:
      return !eval (ev, (gint) kid (ev, f, 0)) || eval (ev, (gint) kid (ev, f, 1));
    case QD_PLAN_F_EXISTS:
    case QD_PLAN_F_FORALL:
      /* Stopped early: a witness (exists) or a counterexample (forall). */
      return each_binding (ev, f, 0, visit_quantified, NULL) == (f->kind == QD_PLAN_F_FORALL);
    default:
      return TRUE;
    }
}

/* ---- formulas as text, with the bound variables' objects */

static void append_formula (const Eval *ev, gint formula, GString *out);

static void
append_term (const Eval *ev, guint32 term, GString *out)
{
  guint slot = term & ~QD_PLAN_VAR;

  if ((term & QD_PLAN_VAR) != 0 && (ev->bound & (G_GUINT64_CONSTANT (1) << slot)) == 0)
    g_string_append (out, ev->var_names[slot]);
  else
    g_string_append (out, g_array_index (ev->task->objects, QdPlanObject, ground (ev, term)).name);
}

static void
append_vars (const Eval *ev, const QdPlanFormula *f, GString *out)
{
  g_string_append_c (out, '(');
  for (guint i = 0; i < f->n_vars; i++)
    {
      g_autofree char *types = qd_plan_types_text (ev->task, ev->slot_types[f->first_var + i]);

      g_string_append_printf (out, "%s%s - %s", i > 0 ? " " : "", ev->var_names[f->first_var + i], types);
    }
  g_string_append (out, ") ");
}

static void
append_formula (const Eval *ev, gint formula, GString *out)
{
  static const char *const words[] = {
    [QD_PLAN_F_TRUE] = "and", [QD_PLAN_F_ATOM] = "", [QD_PLAN_F_EQUAL] = "=", [QD_PLAN_F_NOT] = "not",
    [QD_PLAN_F_AND] = "and", [QD_PLAN_F_OR] = "or", [QD_PLAN_F_IMPLY] = "imply", [QD_PLAN_F_EXISTS] = "exists",
    [QD_PLAN_F_FORALL] = "forall",
  };
  const QdPlanFormula *f = qd_plan_formula (ev->task, formula);
  gboolean terms = f->kind == QD_PLAN_F_ATOM || f->kind == QD_PLAN_F_EQUAL;
  guint n = f->kind == QD_PLAN_F_ATOM ? g_array_index (ev->task->predicates, QdPlanPredicate, f->predicate).arity : f->n;

  g_string_append_printf (out, "(%s", f->kind == QD_PLAN_F_ATOM
                          ? g_array_index (ev->task->predicates, QdPlanPredicate, f->predicate).name
                          : words[f->kind]);
  if (f->kind == QD_PLAN_F_EXISTS || f->kind == QD_PLAN_F_FORALL)
    {
      g_string_append_c (out, ' ');
      append_vars (ev, f, out);
      append_formula (ev, (gint) kid (ev, f, 0), out);
    }
  else
    for (guint i = 0; i < n; i++)
      {
        g_string_append_c (out, ' ');
        if (terms)
          append_term (ev, g_array_index (ev->task->terms, guint32, f->first + i), out);
        else
          append_formula (ev, (gint) kid (ev, f, i), out);
      }
  g_string_append_c (out, ')');
}

/* ---- why a formula is false */

static void explain (Eval *ev, gint formula, GString *out);

/* Stops at the first binding under which the part is false, and says why. */
static gboolean
visit_counterexample (Eval *ev, const QdPlanFormula *f, gpointer data)
{
  GString *out = data;
  guint64 outer = ev->bound;

  if (eval (ev, (gint) kid (ev, f, 0)))
    return TRUE;
  for (guint i = 0; i < f->n_vars; i++)
    {
      guint slot = f->first_var + i;

      ev->bound |= G_GUINT64_CONSTANT (1) << slot;
      g_string_append_printf (out, _("for %s = %s: "), ev->var_names[slot],
                              g_array_index (ev->task->objects, QdPlanObject, ev->binding[slot]).name);
    }
  explain (ev, (gint) kid (ev, f, 0), out);
  ev->bound = outer;
  return FALSE;
}

/* `formula` is false in the state: appends why, in words. */
static void
explain (Eval *ev, gint formula, GString *out)
{
  const QdPlanFormula *f = qd_plan_formula (ev->task, formula);
  g_autoptr(GString) text = g_string_new (NULL);
  gint part = -1;

  for (guint i = 0; f->kind == QD_PLAN_F_AND && part < 0 && i < f->n; i++)
    if (!eval (ev, (gint) kid (ev, f, i)))
      part = (gint) kid (ev, f, i);
  if (f->kind == QD_PLAN_F_IMPLY)
    part = (gint) kid (ev, f, 1);
  if (part >= 0)
    {
      explain (ev, part, out);
      return;
    }
  if (f->kind == QD_PLAN_F_FORALL)
    {
      each_binding (ev, f, 0, visit_counterexample, out);
      return;
    }
  if (f->kind == QD_PLAN_F_NOT)
    {
      append_formula (ev, (gint) kid (ev, f, 0), text);
      g_string_append_printf (out, _("%s holds"), text->str);
      return;
    }
  append_formula (ev, formula, text);
  if (f->kind == QD_PLAN_F_OR)
    g_string_append_printf (out, _("none of %s holds"), text->str);
  else if (f->kind == QD_PLAN_F_EXISTS)
    g_string_append_printf (out, _("no object makes %s hold"), text->str);
  else
    g_string_append_printf (out, _("%s does not hold"), text->str);
}

/* ---- effects */

typedef struct {
  GPtrArray *adds, *deletes; /* atom keys */
  guint64 cost;
  char *unvalued;            /* the first function term without a value, "(road-length a b)" */
} Changes;

/* An increase by a function's value: the value, or 0 and the term named
 * in changes->unvalued. */
static guint64
function_value (Eval *ev, const QdPlanFormula *f, Changes *changes)
{
  const QdPlanPredicate *p = &g_array_index (ev->task->functions, QdPlanPredicate, f->predicate);
  guint32 args[QD_PLAN_MAX_VARS];
  g_autofree char *key = NULL;
  guint value;

  for (guint i = 0; i < p->arity; i++)
    args[i] = ground (ev, g_array_index (ev->task->terms, guint32, f->first + i));
  key = qd_plan_atom_key (f->predicate, args, p->arity);
  value = GPOINTER_TO_UINT (g_hash_table_lookup (ev->task->function_values, key));
  if (value > 0)
    return g_array_index (ev->task->values, guint64, value - 1);
  if (changes->unvalued == NULL)
    {
      GString *text = g_string_new ("(");

      g_string_append (text, p->name);
      for (guint i = 0; i < p->arity; i++)
        g_string_append_printf (text, " %s", g_array_index (ev->task->objects, QdPlanObject, args[i]).name);
      g_string_append_c (text, ')');
      changes->unvalued = g_string_free (text, FALSE);
    }
  return 0;
}

static void gather (Eval *ev, gint formula, Changes *changes);

static gboolean
visit_effect (Eval *ev, const QdPlanFormula *f, gpointer changes)
{
  gather (ev, (gint) kid (ev, f, 0), changes);
  return TRUE;
}

/* The effect's adds, deletes and cost, its conditions read in ev->state. */
static void
gather (Eval *ev, gint formula, Changes *changes)
{
  const QdPlanFormula *f = qd_plan_formula (ev->task, formula);

  switch (f->kind)
    {
    case QD_PLAN_E_ADD:
      g_ptr_array_add (changes->adds, atom_key (ev, f));
      break;
    case QD_PLAN_E_DELETE:
      g_ptr_array_add (changes->deletes, atom_key (ev, f));
      break;
    case QD_PLAN_E_INCREASE:
      changes->cost += f->by_function ? function_value (ev, f, changes) : f->cost;
      break;
    case QD_PLAN_E_WHEN:
      if (eval (ev, (gint) kid (ev, f, 0)))
        gather (ev, (gint) kid (ev, f, 1), changes);
      break;
    case QD_PLAN_F_FORALL:
      each_binding (ev, f, 0, visit_effect, changes);
      break;
    default:
      for (guint i = 0; i < f->n; i++)
        gather (ev, (gint) kid (ev, f, i), changes);
    }
}

/* Deletes first, then adds, as PDDL says: an atom deleted and added holds.
 * The action's cost, or FALSE with `unvalued` (to free) when a function
 * term of its cost has no value. */
static gboolean
apply (Eval *ev, const QdPlanAction *action, guint64 *cost, char **unvalued)
{
  Changes changes = { g_ptr_array_new_with_free_func (g_free), g_ptr_array_new_with_free_func (g_free), 0, NULL };

  if (action->effect >= 0)
    gather (ev, action->effect, &changes);
  for (guint i = 0; changes.unvalued == NULL && i < changes.deletes->len; i++)
    g_hash_table_remove (ev->state, changes.deletes->pdata[i]);
  for (guint i = 0; changes.unvalued == NULL && i < changes.adds->len; i++)
    g_hash_table_add (ev->state, g_strdup (changes.adds->pdata[i]));
  g_ptr_array_unref (changes.adds);
  g_ptr_array_unref (changes.deletes);
  *cost = ev->task->costs ? changes.cost : 1;
  *unvalued = changes.unvalued;
  return changes.unvalued == NULL;
}

/* ---- the plan */

static void
eval_init (Eval *ev, const QdPlanTask *task, GHashTable *state)
{
  *ev = (Eval) { .task = task, .state = state };
  for (guint i = 0; i < task->init->len; i++)
    g_hash_table_add (state, g_strdup (task->init->pdata[i]));
}

static gboolean
failed (QdPlanCheck *check, QdPlanCheckStatus status, char *message)
{
  check->status = status;
  check->message = message;
  return FALSE;
}

/* The action's name, arity and objects: FALSE with check's message when wrong. */
static gboolean
bind_action (Eval *ev, const QdPlanSexp *sexp, const QdPlanNode *n, const QdPlanAction **action, QdPlanCheck *check)
{
  const QdPlanTask *task = ev->task;
  const char *name = qd_plan_node (sexp, qd_plan_item (sexp, n, 0))->text;
  guint index = qd_plan_lookup (task->action_index, name);
  const QdPlanAction *a;

  if (index == 0)
    return failed (check, QD_PLAN_CHECK_BAD_ACTION, g_strdup_printf (_("unknown action %s"), name));
  a = *action = &g_array_index (task->actions, QdPlanAction, index - 1);
  if (n->n - 1 != a->arity)
    return failed (check, QD_PLAN_CHECK_BAD_ACTION,
                   g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "wrong arity: %s takes %u argument, not %u",
                                                 "wrong arity: %s takes %u arguments, not %u", a->arity),
                                    a->name, a->arity, n->n - 1));
  ev->slot_types = &g_array_index (task->var_types, QdPlanTypes, a->var_types);
  ev->var_names = a->var_names;
  ev->bound = 0;
  for (guint i = 0; i < a->arity; i++)
    {
      const char *arg = qd_plan_node (sexp, qd_plan_item (sexp, n, i + 1))->text;
      guint object = qd_plan_lookup (task->object_index, arg);
      g_autofree char *types = qd_plan_types_text (task, ev->slot_types[i]);

      if (object == 0)
        return failed (check, QD_PLAN_CHECK_BAD_ACTION, g_strdup_printf (_("undeclared object %s"), arg));
      if (!qd_plan_object_fits (task, object - 1, ev->slot_types[i]))
        return failed (check, QD_PLAN_CHECK_BAD_ACTION,
                       g_strdup_printf (_("%s is not of type %s (the parameter %s of %s)"), arg, types,
                                        a->var_names[i], a->name));
      ev->binding[i] = object - 1;
      ev->bound |= G_GUINT64_CONSTANT (1) << i;
    }
  return TRUE;
}

static char *
action_text (const QdPlanSexp *sexp, const QdPlanNode *n)
{
  GString *out = g_string_new ("(");

  for (guint i = 0; i < n->n; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? " " : "", qd_plan_node (sexp, qd_plan_item (sexp, n, i))->text);
  g_string_append_c (out, ')');
  return g_string_free (out, FALSE);
}

/* One action of the plan: applied, or FALSE with check filled. */
static gboolean
step (Eval *ev, const QdPlanSexp *sexp, const QdPlanNode *n, QdPlanCheck *check)
{
  const QdPlanAction *action = NULL;
  g_autoptr(GString) why = NULL;
  char *unvalued = NULL;
  guint64 cost;

  check->line = n->line;
  g_free (check->action);
  check->action = action_text (sexp, n);
  if (!bind_action (ev, sexp, n, &action, check))
    return FALSE;
  if (action->precondition >= 0 && !eval (ev, action->precondition))
    {
      why = g_string_new (NULL);
      explain (ev, action->precondition, why);
      return failed (check, QD_PLAN_CHECK_INAPPLICABLE, g_string_free (g_steal_pointer (&why), FALSE));
    }
  if (!apply (ev, action, &cost, &unvalued))
    {
      g_autofree char *term = unvalued;

      return failed (check, QD_PLAN_CHECK_BAD_ACTION, g_strdup_printf (_("%s has no value in the init"), term));
    }
  check->cost += cost;
  check->n_actions++;
  return TRUE;
}

static gboolean
check_goal (Eval *ev, QdPlanCheck *check)
{
  g_autoptr(GString) why = g_string_new (NULL);

  check->line = 0;
  g_clear_pointer (&check->action, g_free);
  ev->slot_types = &g_array_index (ev->task->var_types, QdPlanTypes, ev->task->goal_var_types);
  ev->var_names = ev->task->goal_var_names;
  ev->bound = 0;
  if (eval (ev, ev->task->goal))
    return TRUE;
  explain (ev, ev->task->goal, why);
  return failed (check, QD_PLAN_CHECK_GOAL, g_string_free (g_steal_pointer (&why), FALSE));
}

/* Whether the last two top-level nodes are the symbols `cost C`: C a whole
 * number, else an error at it. */
static gboolean
cost_line (const QdPlanSexp *sexp, gboolean *found, GError **error)
{
  guint n = sexp->top->len;
  const QdPlanNode *word = n >= 2 ? qd_plan_node (sexp, g_array_index (sexp->top, guint, n - 2)) : NULL;
  const QdPlanNode *value = n >= 2 ? qd_plan_node (sexp, g_array_index (sexp->top, guint, n - 1)) : NULL;

  *found = word != NULL && word->text != NULL && strcmp (word->text, "cost") == 0;
  if (!*found || (value->text != NULL && g_ascii_string_to_unsigned (value->text, 10, 0, G_MAXUINT64, NULL, NULL)))
    return TRUE;
  return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_READ, value, _("the plan's cost is a whole number"));
}

gboolean
qd_plan_check_shape (const QdPlanSexp *sexp, guint *n_actions, GError **error)
{
  gboolean cost;
  guint n;

  if (!cost_line (sexp, &cost, error))
    return FALSE;
  n = sexp->top->len - (cost ? 2 : 0);
  for (guint i = 0; i < n; i++)
    {
      const QdPlanNode *node = qd_plan_node (sexp, g_array_index (sexp->top, guint, i));

      if (node->text != NULL || node->n == 0)
        return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_READ, node, _("an action (NAME OBJECT…) is expected here"));
      for (guint j = 0; j < node->n; j++)
        if (qd_plan_node (sexp, qd_plan_item (sexp, node, j))->text == NULL)
          return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_READ, qd_plan_node (sexp, qd_plan_item (sexp, node, j)),
                                   _("an action's arguments are objects, not lists"));
    }
  if (n_actions != NULL)
    *n_actions = n;
  return TRUE;
}

/* A valid plan's actions against its `cost C` line, if it has one. */
static void
check_cost (const QdPlanSexp *sexp, guint n_actions, QdPlanCheck *check)
{
  const QdPlanNode *value, *word;
  guint64 claimed;
  g_autofree char *cost = NULL;

  if (n_actions == sexp->top->len || check->status != QD_PLAN_CHECK_VALID)
    return;
  word = qd_plan_node (sexp, g_array_index (sexp->top, guint, n_actions));
  value = qd_plan_node (sexp, g_array_index (sexp->top, guint, n_actions + 1));
  claimed = g_ascii_strtoull (value->text, NULL, 10);
  if (claimed == check->cost)
    return;
  cost = g_strdup_printf ("%" G_GUINT64_FORMAT, check->cost);
  check->line = word->line;
  check->action = g_strdup_printf ("cost %s", value->text);
  failed (check, QD_PLAN_CHECK_COST, g_strdup_printf (_("the plan's actions cost %s, not %s"), cost, value->text));
}

gboolean
qd_plan_check (const QdPlanTask *task, const char *text, gsize length, const char *name, QdPlanCheck *check,
               GError **error)
{
  g_autoptr(GHashTable) state = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  QdPlanSexp sexp = { 0 };
  guint n_actions = 0;
  Eval ev;
  gboolean ok;

  *check = (QdPlanCheck) { .status = QD_PLAN_CHECK_VALID };
  if (!qd_plan_sexp_read (&sexp, name, text, length, error) || !qd_plan_check_shape (&sexp, &n_actions, error))
    {
      qd_plan_sexp_clear (&sexp);
      return FALSE;
    }
  eval_init (&ev, task, state);
  ok = TRUE;
  for (guint i = 0; ok && i < n_actions; i++)
    ok = step (&ev, &sexp, qd_plan_node (&sexp, g_array_index (sexp.top, guint, i)), check);
  if (ok && check_goal (&ev, check))
    check_cost (&sexp, n_actions, check);
  qd_plan_sexp_clear (&sexp);
  return TRUE;
}

void
qd_plan_check_clear (QdPlanCheck *check)
{
  g_clear_pointer (&check->action, g_free);
  g_clear_pointer (&check->message, g_free);
}

static gint
compare_texts (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

char *
qd_plan_initial_text (const QdPlanTask *task)
{
  g_autoptr(GPtrArray) atoms = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < task->init->len; i++)
    if (g_hash_table_add (seen, task->init->pdata[i]))
      g_ptr_array_add (atoms, qd_plan_atom_text (task, task->init->pdata[i]));
  g_ptr_array_sort (atoms, compare_texts);
  for (guint i = 0; i < atoms->len; i++)
    g_string_append_printf (out, "%s\n", (const char *) atoms->pdata[i]);
  return g_string_free (out, FALSE);
}

/* ---- for the trace (qd-plan-trace.c): the same semantics, step by step */

/* An evaluation of `action`'s formulas (G_MAXUINT: the goal's) with its
 * parameters bound to `args`, in `state`. */
static void
eval_for (Eval *ev, const QdPlanTask *task, GHashTable *state, guint action, const guint32 *args)
{
  const QdPlanAction *a = action != G_MAXUINT ? &g_array_index (task->actions, QdPlanAction, action) : NULL;

  *ev = (Eval) {
    .task = task, .state = state,
    .slot_types = &g_array_index (task->var_types, QdPlanTypes, a != NULL ? a->var_types : task->goal_var_types),
    .var_names = a != NULL ? a->var_names : task->goal_var_names,
  };
  for (guint i = 0; a != NULL && i < a->arity; i++)
    ev->binding[i] = args[i];
}

typedef struct {
  QdPlanAtomVisit visit;
  gpointer data;
  gboolean positive;
} Atoms;

static void each_atom (Eval *ev, gint formula, Atoms *atoms);

static gboolean
visit_atoms (Eval *ev, const QdPlanFormula *f, gpointer atoms)
{
  each_atom (ev, (gint) kid (ev, f, 0), atoms);
  return TRUE;
}

/* Every atom of the formula, quantifiers expanded, its sign under the
 * `not`s above it (an implication's condition counts as negated). */
static void
each_atom (Eval *ev, gint formula, Atoms *atoms)
{
  const QdPlanFormula *f = qd_plan_formula (ev->task, formula);
  g_autofree char *key = NULL;
  gboolean positive = atoms->positive;

  switch (f->kind)
    {
    case QD_PLAN_F_ATOM:
      key = atom_key (ev, f);
      atoms->visit (key, positive, g_hash_table_contains (ev->state, key), atoms->data);
      break;
    case QD_PLAN_F_NOT:
    case QD_PLAN_F_IMPLY:
      atoms->positive = !positive;
      each_atom (ev, (gint) kid (ev, f, 0), atoms);
      atoms->positive = positive;
      if (f->kind == QD_PLAN_F_IMPLY)
        each_atom (ev, (gint) kid (ev, f, 1), atoms);
      break;
    case QD_PLAN_F_AND:
    case QD_PLAN_F_OR:
      for (guint i = 0; i < f->n; i++)
        each_atom (ev, (gint) kid (ev, f, i), atoms);
      break;
    case QD_PLAN_F_EXISTS:
    case QD_PLAN_F_FORALL:
      each_binding (ev, f, 0, visit_atoms, atoms);
      break;
    default:
      break;
    }
}

void
qd_plan_formula_atoms (const QdPlanTask *task, GHashTable *state, guint action, const guint32 *args,
                       QdPlanAtomVisit visit, gpointer data)
{
  const QdPlanAction *a = action != G_MAXUINT ? &g_array_index (task->actions, QdPlanAction, action) : NULL;
  gint formula = a != NULL ? a->precondition : task->goal;
  Atoms atoms = { .visit = visit, .data = data, .positive = TRUE };
  Eval ev;

  eval_for (&ev, task, state, action, args);
  if (formula >= 0)
    each_atom (&ev, formula, &atoms);
}

gboolean
qd_plan_formula_holds (const QdPlanTask *task, GHashTable *state, guint action, const guint32 *args)
{
  const QdPlanAction *a = action != G_MAXUINT ? &g_array_index (task->actions, QdPlanAction, action) : NULL;
  gint formula = a != NULL ? a->precondition : task->goal;
  Eval ev;

  eval_for (&ev, task, state, action, args);
  return formula < 0 || eval (&ev, formula);
}

void
qd_plan_action_changes (const QdPlanTask *task, GHashTable *state, guint action, const guint32 *args,
                        GPtrArray *adds, GPtrArray *deletes)
{
  const QdPlanAction *a = &g_array_index (task->actions, QdPlanAction, action);
  Changes changes = { .adds = adds, .deletes = deletes };
  Eval ev;

  eval_for (&ev, task, state, action, args);
  if (a->effect >= 0)
    gather (&ev, a->effect, &changes);
  g_free (changes.unvalued);
}
