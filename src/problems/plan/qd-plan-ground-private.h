/* qd-plan-ground-private.h — the grounder's tables, shared by its files:
 * the atoms (qd-plan-ground-atoms.c), the actions' joins and the relaxed
 * reachability (qd-plan-ground-reach.c), formulas ground and put in normal
 * form (qd-plan-ground-formula.c), the operators made (qd-plan-ground-ops.c)
 * and the task emitted (qd-plan-ground.c).  Not for use outside
 * src/problems/plan/. */
#pragma once

#include "qd-plan-ground.h"
#include "qd-plan-private.h"

G_BEGIN_DECLS

#define QD_GROUND_NONE G_MAXUINT32

/* ---- atoms: (predicate, arguments) interned, each with its flags */

enum {
  QD_GROUND_ATOM_INIT = 1 << 0,      /* in the initial state */
  QD_GROUND_ATOM_REACHED = 1 << 1,   /* reached in the relaxation (queued) */
  QD_GROUND_ATOM_ADDED = 1 << 2,     /* some operator adds it */
  QD_GROUND_ATOM_DELETED = 1 << 3,   /* some operator deletes it */
};

typedef struct {
  GArray *arena;             /* guint32: each atom's predicate, then its arguments */
  GArray *start;             /* guint32: each atom's offset in the arena */
  GArray *flags;             /* guint8 */
  guint32 *slots;            /* open addressing: atom + 1, 0 empty */
  guint64 mask;
} QdGroundAtoms;

void     qd_ground_atoms_init  (QdGroundAtoms *atoms);
void     qd_ground_atoms_clear (QdGroundAtoms *atoms);
/* The atom's number, or QD_GROUND_NONE when it was never interned. */
guint32  qd_ground_atoms_find  (const QdGroundAtoms *atoms, guint32 predicate, const guint32 *args, guint n);
/* The atom's number, interned when new (*is_new says so). */
guint32  qd_ground_atoms_intern (QdGroundAtoms *atoms, guint32 predicate, const guint32 *args, guint n,
                                 gboolean *is_new);
static inline guint
qd_ground_atoms_len (const QdGroundAtoms *atoms)
{
  return atoms->start->len;
}
/* The predicate, then the arguments (valid until the next intern). */
static inline const guint32 *
qd_ground_atom (const QdGroundAtoms *atoms, guint32 atom)
{
  return &g_array_index (atoms->arena, guint32, g_array_index (atoms->start, guint32, atom));
}
static inline guint8 *
qd_ground_atom_flags (const QdGroundAtoms *atoms, guint32 atom)
{
  return &g_array_index (atoms->flags, guint8, atom);
}

/* ---- actions: parameters' domains and the join's atoms */

typedef struct {
  guint predicate;
  guint n;
  const guint32 *terms;      /* objects, or parameters' slots with QD_PLAN_VAR */
} QdGroundJoinAtom;

typedef struct {
  const QdPlanAction *action;
  guint index;
  const QdPlanTypes *slot_types;
  guint8 *fits;              /* n_slots × n_objects: whether an object is in a slot's domain */
  guint *domain_n;           /* per slot: the objects in its domain */
  guint n_join;
  QdGroundJoinAtom *join;    /* the precondition's top-level positive atoms (not unary static ones) */
  guint *order;              /* n_join × n_join: for trigger i, i then the others in join order */
  gboolean exact;            /* the precondition is its join atoms (and unary static ones) alone */
  gboolean never;            /* a static atom of the precondition is false */
} QdGroundAction;

/* ---- the grounder */

typedef struct {
  const QdPlanTask *task;
  QdPlanGroundOptions options;
  guint n_objects;
  gboolean *fluent;          /* per predicate: some effect names it */
  QdGroundAtoms atoms;
  QdGroundAction *actions;
  GArray **triggers;         /* per predicate: guint pairs (action, join position) */
  GArray **processed;        /* per predicate: atoms processed, in order */
  GArray ***by_arg;          /* per predicate: arity × n_objects lists of processed atoms */
  GArray *queue;             /* guint32: reached atoms to process */
  guint queue_head;
  guint32 trigger;           /* the atom being processed */
  /* The binding of the action or the goal walked now. */
  const QdGroundAction *current;
  const QdPlanTypes *slot_types;
  const guint8 *fits;        /* the current action's, or NULL: qd_plan_object_fits */
  guint32 binding[QD_PLAN_MAX_VARS];
  /* Bindings accepted: the action, then its arguments. */
  GArray *instances;         /* guint32 arena */
  GArray *instance_start;    /* guint32 */
  GArray *pending;           /* guint32 arena of bindings whose relaxed precondition does not hold yet */
  GArray *conditional;       /* guint32: instances with a `when` whose condition was not reached yet */
  guint64 n_ops, n_facts, steps;
  GError **error;
  gboolean failed;
} QdGrounder;

/* qd-plan-ground-atoms.c */
gboolean qd_ground_prepare (QdGrounder *g, GError **error);
void     qd_ground_clear   (QdGrounder *g);
/* Whether the object is in the slot's domain under the current walk. */
gboolean qd_ground_fits (const QdGrounder *g, guint slot, guint32 object);
/* Reads and interns the atom `f` (ATOM, ADD or DELETE) under the binding;
 * find only: QD_GROUND_NONE when absent. */
guint32  qd_ground_formula_atom (QdGrounder *g, const QdPlanFormula *f, gboolean intern);
/* Whether the two terms of an (= a b) are the same object under the binding. */
gboolean qd_ground_terms_equal (const QdGrounder *g, const QdPlanFormula *f);
/* An atom (positive or negated) under the binding, after the relaxation:
 * a literal of a reached fluent atom (*lit = atom << 1 | negated), or a
 * constant (a static atom as the init says; a fluent one never reached is
 * false). */
typedef enum { QD_GROUND_FALSE, QD_GROUND_TRUE, QD_GROUND_LITERAL } QdGroundTruth;
QdGroundTruth qd_ground_literal (QdGrounder *g, const QdPlanFormula *f, gboolean positive, guint32 *lit);
/* Sets the failure (FALSE); format as g_set_error's. */
gboolean qd_ground_fail (QdGrounder *g, gint code, const char *format, ...) G_GNUC_PRINTF (3, 4);
/* Two guint32 in ascending order (qsort, g_array_sort). */
gint     qd_ground_compare (gconstpointer a, gconstpointer b);
/* Counts a step; FALSE (failed) when stopped. */
gboolean qd_ground_step (QdGrounder *g);
/* Calls `visit` under each binding of the quantifier's variables (from
 * the i-th on; objects in the order of their numbers), while it returns
 * TRUE; FALSE when one visit did not, or when grounding stopped (each
 * binding is a step: g->failed then says so). */
typedef gboolean (*QdGroundVisit) (QdGrounder *g, const QdPlanFormula *f, gpointer data);
gboolean qd_ground_each (QdGrounder *g, const QdPlanFormula *f, guint i, QdGroundVisit visit, gpointer data);
/* "(pick ball1 rooma left)" of an instance, or an action and arguments (to free). */
char    *qd_ground_action_text (const QdGrounder *g, guint action, const guint32 *args);
/* "(on a b)" of an atom (to free). */
char    *qd_ground_atom_text (const QdGrounder *g, guint32 atom);

/* qd-plan-ground-reach.c: the relaxed reachability to its fixpoint. */
gboolean qd_ground_reach (QdGrounder *g);
/* Whether the formula holds in the relaxation under the binding:
 * optimistic: every fluent atom may hold (only static atoms and equality
 * can make it false); else the fluent atoms reached so far. */
gboolean qd_ground_holds (QdGrounder *g, gint formula, gboolean positive, gboolean optimistic);
/* The instance's arguments into g->binding, its action made current. */
void     qd_ground_bind_instance (QdGrounder *g, guint instance);

/* qd-plan-ground-formula.c: a formula ground under the binding into
 * disjunctive normal form: conjunctions of literals (atom << 1 | negated). */
typedef struct {
  GArray *lits;              /* guint32 */
  GArray *conj;              /* guint32 pairs: first, n */
} QdGroundDnf;

void     qd_ground_dnf_init  (QdGroundDnf *dnf);
void     qd_ground_dnf_clear (QdGroundDnf *dnf);
/* The formula's disjuncts, appended to `dnf` (none: the formula is false),
 * each sorted without repeats; FALSE (failed) past max_disjuncts, the error
 * naming the instance's operator (QD_GROUND_NONE: the goal). */
gboolean qd_ground_dnf (QdGrounder *g, gint formula, QdGroundDnf *dnf, guint32 instance);

/* qd-plan-ground-ops.c: the operators of the instances, and their facts. */
typedef struct {
  GArray *ops;               /* QdGroundOp */
  GArray *groups;            /* QdGroundGroup */
  GArray *lits;              /* guint32: literals and atoms the runs point at */
  GArray *adds, *dels;       /* scratch: an instance's unconditional atoms */
} QdGroundOps;

typedef struct {
  guint32 instance, disjunct;
  guint32 pre_first, pre_n;  /* literals */
  guint32 group_first, group_n;
  guint64 cost;
} QdGroundOp;

typedef struct {
  guint32 cond_first, cond_n;  /* literals; none: unconditional */
  guint32 add_first, add_n, del_first, del_n;  /* atoms */
} QdGroundGroup;

void     qd_ground_ops_init  (QdGroundOps *ops);
void     qd_ground_ops_clear (QdGroundOps *ops);
/* Every instance's operators, its effects' atoms marked ADDED and DELETED. */
gboolean qd_ground_make_ops (QdGrounder *g, QdGroundOps *ops);

/* qd-plan-ground.c: the QdStrips of the operators (stats: goal_reachable). */
QdStrips *qd_ground_emit (QdGrounder *g, QdGroundOps *ops, QdPlanGroundStats *stats);

/* qd-plan-ground-relevance.c: the task with its relevant facts and
 * operators alone (`from` is freed). */
QdStrips *qd_ground_relevant (QdStrips *from);

G_END_DECLS
