/* qd-plan-private.h — the task's tables and the pieces the reader's and the
 * validator's files share.  Not for use outside src/problems/plan/. */
#pragma once

#include "qd-plan.h"

G_BEGIN_DECLS

/* ---- qd-plan-sexp.c: a file as lists and symbols */

typedef struct {
  char *text;                /* a symbol, folded to lower case (in QdPlanSexp.texts); NULL: a list */
  guint line, column;
  guint first, n;            /* a list: its items in QdPlanSexp.items */
} QdPlanNode;

typedef struct {
  char *name;                /* the file's, for errors */
  GArray *nodes;             /* QdPlanNode */
  GArray *items;             /* guint: node indices of the lists' items */
  GArray *top;               /* guint: the top-level nodes */
  GStringChunk *texts;       /* the symbols' texts */
} QdPlanSexp;

gboolean qd_plan_sexp_read  (QdPlanSexp *sexp, const char *name, const char *text, gsize length, GError **error);
void     qd_plan_sexp_clear (QdPlanSexp *sexp);
const QdPlanNode *qd_plan_node (const QdPlanSexp *sexp, guint node);
/* The list's i-th item (a node index). */
guint    qd_plan_item  (const QdPlanSexp *sexp, const QdPlanNode *list, guint i);
/* Whether the node is the symbol `word`. */
gboolean qd_plan_is    (const QdPlanSexp *sexp, guint node, const char *word);
gboolean qd_plan_error_at (GError **error, const QdPlanSexp *sexp, gint code, const QdPlanNode *at,
                           const char *format, ...) G_GNUC_PRINTF (5, 6);

/* ---- the task */

/* A type set: QdPlanTask.type_refs[first .. first + n), any of them. */
typedef struct {
  guint first, n;
} QdPlanTypes;

typedef struct {
  char *name;
  gint parent;               /* -1 for object */
} QdPlanType;

typedef struct {
  char *name;                /* in QdPlanTask.object_names */
  QdPlanTypes types;
} QdPlanObject;

typedef struct {
  char *name;
  guint arity;
  guint first_arg;           /* arity entries of QdPlanTask.arg_types */
} QdPlanPredicate;

typedef enum {
  QD_PLAN_F_TRUE,
  QD_PLAN_F_ATOM,            /* predicate, terms */
  QD_PLAN_F_EQUAL,           /* two terms */
  QD_PLAN_F_NOT,             /* one kid */
  QD_PLAN_F_AND,
  QD_PLAN_F_OR,
  QD_PLAN_F_IMPLY,           /* two kids */
  QD_PLAN_F_EXISTS,          /* vars, one kid */
  QD_PLAN_F_FORALL,          /* vars, one kid (a formula or an effect) */
  QD_PLAN_E_ADD,             /* predicate, terms */
  QD_PLAN_E_DELETE,          /* predicate, terms */
  QD_PLAN_E_WHEN,            /* two kids: the condition, the effect */
  QD_PLAN_E_INCREASE,        /* cost, or a static function's value: predicate (the function), terms */
} QdPlanKind;

/* A term: an object's index, or a variable's slot with QD_PLAN_VAR set. */
#define QD_PLAN_VAR 0x80000000u

typedef struct {
  QdPlanKind kind;
  guint line, column;
  guint predicate;
  guint first, n;            /* kids (formula indices in kids) or terms */
  guint first_var, n_vars;   /* quantifiers: slots first_var .., types in var_types */
  guint64 cost;
  gboolean by_function;      /* increase: by the function's value, not by cost */
} QdPlanFormula;

typedef struct {
  char *name;
  guint arity;               /* parameters: slots 0 .. arity - 1 */
  guint n_slots;             /* parameters and quantified variables */
  guint var_types;           /* n_slots entries of QdPlanTask.var_types */
  gint precondition, effect; /* formulas, -1 when none */
  char **var_names;          /* n_slots, for messages */
} QdPlanAction;

struct _QdPlanTask {
  char *domain_name, *problem_name;
  GArray *types;             /* QdPlanType, 0 is object */
  GArray *type_refs;         /* guint */
  GArray *objects;           /* QdPlanObject, constants first */
  GStringChunk *object_names;  /* their names: one chunk, not a block each (two million objects) */
  guint n_constants;
  GArray *predicates;        /* QdPlanPredicate */
  GArray *arg_types;         /* QdPlanTypes */
  GArray *actions;           /* QdPlanAction */
  GArray *formulas;          /* QdPlanFormula */
  GArray *kids;              /* guint */
  GArray *terms;             /* guint32 */
  GArray *var_types;         /* QdPlanTypes, per action's slot, then the goal's */
  GHashTable *type_index, *object_index, *predicate_index, *action_index;  /* name -> index + 1 */
  GPtrArray *init;           /* ground atom keys (qd_plan_atom_key) */
  gint goal;
  guint goal_slots, goal_var_types;
  char **goal_var_names;
  gboolean costs;
  /* Static functions of :action-costs, declared like predicates (their
   * arguments in arg_types), and their values from the init: key (as
   * qd_plan_atom_key) -> index + 1 in values. */
  GArray *functions;         /* QdPlanPredicate */
  GHashTable *function_index;
  GHashTable *function_values;
  GArray *values;            /* guint64 */
};

/* qd-plan-task.c */
QdPlanTask *qd_plan_task_alloc (void);
guint    qd_plan_lookup   (GHashTable *index, const char *name);   /* index + 1, 0 if absent */
/* Whether `type` is `of` or below it. */
gboolean qd_plan_type_below (const QdPlanTask *task, guint type, guint of);
/* Whether the object fits the type set. */
gboolean qd_plan_object_fits (const QdPlanTask *task, guint object, QdPlanTypes types);
/* "t", or "(either a b)" (to free). */
char    *qd_plan_types_text (const QdPlanTask *task, QdPlanTypes types);
/* The key of a ground atom in a state's hash set (to free). */
char    *qd_plan_atom_key (guint predicate, const guint32 *args, guint n);
/* "(on a b)" from a key (to free). */
char    *qd_plan_atom_text (const QdPlanTask *task, const char *key);
const QdPlanFormula *qd_plan_formula (const QdPlanTask *task, gint formula);

/* qd-plan-domain.c */
gboolean qd_plan_read_domain (QdPlanTask *task, const QdPlanSexp *sexp, GError **error);
/* (:requirements …): the refused ones named with their line. */
gboolean qd_plan_read_requirements (const QdPlanSexp *sexp, const QdPlanNode *section, GError **error);
/* (define (KIND NAME) …): the name (to free) and the define's list. */
gboolean qd_plan_read_define (const QdPlanSexp *sexp, const char *kind, char **name, const QdPlanNode **define,
                              GError **error);
typedef struct {
  QdPlanTask *task;
  const QdPlanSexp *sexp;
} QdPlanDeclaring;
/* A QdPlanTypedAdd over a QdPlanDeclaring: an object or a constant. */
gboolean qd_plan_add_object (gpointer data, guint node, QdPlanTypes types, GError **error);
/* qd-plan-problem-file.c */
gboolean qd_plan_read_problem (QdPlanTask *task, const QdPlanSexp *sexp, GError **error);

/* qd-plan-validate.c: whether a plan's lists are actions of symbols, the
 * last two nodes maybe the `cost C` line `quandary-cli plan` ends its plan
 * with (then `n_actions`, if not NULL, is two fewer than the top nodes). */
gboolean qd_plan_check_shape    (const QdPlanSexp *sexp, guint *n_actions, GError **error);
/* qd-plan-validate.c, for the trace (qd-plan-trace.c): the validator's
 * semantics on a state of atom keys, with `action`'s parameters bound to
 * `args` (`action` G_MAXUINT: the goal, no parameters). */
typedef void (*QdPlanAtomVisit) (const char *key, gboolean positive, gboolean holds, gpointer data);
/* Each atom of the action's precondition (the goal), quantifiers expanded:
 * its key, whether it appears without a `not`, whether it holds. */
void     qd_plan_formula_atoms  (const QdPlanTask *task, GHashTable *state, guint action, const guint32 *args,
                                 QdPlanAtomVisit visit, gpointer data);
/* Whether the precondition (the goal) holds in the state. */
gboolean qd_plan_formula_holds  (const QdPlanTask *task, GHashTable *state, guint action, const guint32 *args);
/* The action's adds and deletes (keys, to the arrays), its conditions read
 * in the state; the state is not changed. */
void     qd_plan_action_changes (const QdPlanTask *task, GHashTable *state, guint action, const guint32 *args,
                                 GPtrArray *adds, GPtrArray *deletes);

/* qd-plan-formula.c: formulas and effects read with the variables in scope. */
typedef struct {
  QdPlanTask *task;
  const QdPlanSexp *sexp;
  guint n_slots;             /* variables met so far, each its slot */
  char *names[QD_PLAN_MAX_VARS];        /* the slots' */
  QdPlanTypes types[QD_PLAN_MAX_VARS];
  guint n_scope;             /* variables visible now */
  guint scope[QD_PLAN_MAX_VARS];        /* their slots, innermost last */
} QdPlanScope;

void     qd_plan_scope_clear (QdPlanScope *scope);
/* Reads a typed list of variables `(?a ?b - t ?c)` into the scope. */
gboolean qd_plan_scope_push (QdPlanScope *scope, guint list, GError **error);
/* Reads a typed list `a b - t c` (the list's items from `first`): calls
 * `add` per name with its type set (`object` when none is given).  With
 * `declare`, types not yet known are declared below `object` (the parents
 * of :types). */
typedef gboolean (*QdPlanTypedAdd) (gpointer data, guint node, QdPlanTypes types, GError **error);
gboolean qd_plan_read_typed (QdPlanTask *task, const QdPlanSexp *sexp, guint list, guint first, gboolean declare,
                             QdPlanTypedAdd add, gpointer data, GError **error);
/* Declares a type below `object` if it is not known: its index. */
guint    qd_plan_declare_type (QdPlanTask *task, const char *name);
/* A formula (a precondition or the goal), or an effect; its index. */
gboolean qd_plan_read_formula (QdPlanScope *scope, guint node, gint *formula, GError **error);
gboolean qd_plan_read_effect (QdPlanScope *scope, guint node, gint *formula, GError **error);
/* Reads the atom `node` with ground or scoped arguments, checking arity
 * and types: its predicate and its terms (first into task->terms). */
gboolean qd_plan_read_atom (QdPlanScope *scope, guint node, guint *predicate, guint *first, GError **error);
/* The same for a function's term `(f a ?x)`: its function and its terms. */
gboolean qd_plan_read_function_term (QdPlanScope *scope, guint node, guint *function, guint *first, GError **error);
/* Copies the scope's slot types into task->var_types: the first index. */
guint    qd_plan_scope_save (QdPlanScope *scope, char ***names);

G_END_DECLS
