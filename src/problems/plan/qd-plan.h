/* qd-plan.h — classical planning tasks in PDDL (the language of the
 * International Planning Competition; McDermott et al., "PDDL — The Planning
 * Domain Definition Language", 1998, and the IPC 2008 text for action costs):
 * a reader of a domain and a problem file into one task.
 *
 * The language read: comments from `;` to the end of a line; symbols are
 * compared without regard to ASCII case and printed in lower case;
 * variables `?x`; whole numbers.
 *
 *   (define (domain NAME)
 *     (:requirements :strips :typing ...)
 *     (:types a b - t  t - object)         ; a type hierarchy, `object` its root
 *     (:constants c1 c2 - t)
 *     (:predicates (p ?x - t ?y - (either a b)) ...)
 *     (:functions (total-cost) (f ?x - t) - number)
 *     (:action NAME :parameters (?x - t ...) :precondition F :effect E) ...)
 *   (define (problem NAME) (:domain NAME)
 *     (:objects o1 o2 - t ...)
 *     (:init ATOM ... (= (total-cost) 0) (= (f o1) 5))
 *     (:goal F)
 *     (:metric minimize (total-cost)))
 *
 * Formulas F: atoms (p t...), (= t t), (and F...), (or F...), (not F),
 * (imply F F), (exists (?v - t ...) F), (forall (?v - t ...) F).  Effects
 * E: atoms, (not ATOM), (and E...), (forall (?v - t ...) E), (when F E),
 * (increase (total-cost) N) with N a whole number >= 0 or a term (f t...)
 * of a static function (:action-costs: declared in :functions, its values
 * whole numbers given by the init, read only as a cost; a term without a
 * value makes the action fail when it is applied).
 *
 * Requirements handled: :strips :typing :negative-preconditions :equality
 * :disjunctive-preconditions :existential-preconditions
 * :universal-preconditions :quantified-preconditions :conditional-effects
 * :adl :action-costs.  A construct is accepted whatever the requirements say
 * (many published domains forget one).  Refused, the error naming the
 * requirement and its line: :durative-actions, :numeric-fluents and
 * :fluents (any function but total-cost), :derived-predicates,
 * :preferences, :constraints, :timed-initial-literals, and the sections
 * that need them (:durative-action, :derived, :constraints).
 *
 * Checks (each error "FILE:LINE:COLUMN: what"): balanced parentheses (a "("
 * never closed named where the indentation shows it, qd-plan-sexp.c), UTF-8
 * text without NUL, every predicate, type, constant, object and variable
 * declared, every atom with its predicate's arity, every argument of the
 * declared type (an object of type T fits a parameter of type U when T is U
 * or below it; `either` is any of its types), the problem's domain the
 * domain's name.
 *
 * Semantics (the validator, qd-plan-validate.h): the initial state is the
 * set of init's atoms (closed world); an action applies when its
 * precondition holds; its effects are evaluated in the state before it
 * (conditions of `when` too), then the deletes are made, then the adds (an
 * atom both deleted and added holds after).  Quantifiers range over the
 * task's objects and constants of the variable's type.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A domain's or problem's bytes at most. */
#define QD_PLAN_MAX_FILE_BYTES (16 * 1024 * 1024)
/* Nesting of parentheses at most: every walk of a formula is bounded by it,
 * so a deeper file is an error, never a stack overflow. */
#define QD_PLAN_MAX_DEPTH 64
/* Variables in scope at once in an action or the goal (parameters and
 * quantified variables), and the arity of a predicate or an action. */
#define QD_PLAN_MAX_VARS 64
/* Nodes (lists and symbols) of one file. */
#define QD_PLAN_MAX_NODES 4000000

#define QD_PLAN_ERROR (qd_plan_error_quark ())
GQuark qd_plan_error_quark (void);

typedef enum {
  QD_PLAN_ERROR_READ,         /* not readable: syntax, bytes, size, depth */
  QD_PLAN_ERROR_INVALID,      /* undeclared names, arity, types */
  QD_PLAN_ERROR_UNSUPPORTED,  /* a refused requirement */
} QdPlanError;

typedef struct _QdPlanTask QdPlanTask;

/* Reads a domain and a problem into a task; the names (files') start every
 * error message: "NAME:LINE:COLUMN: problem". */
QdPlanTask *qd_plan_task_new      (const char *domain, gsize domain_length, const char *domain_name,
                                   const char *problem, gsize problem_length, const char *problem_name,
                                   GError **error);
QdPlanTask *qd_plan_task_new_from_files (const char *domain_path, const char *problem_path, GError **error);
/* A file's bytes (to free; not past QD_PLAN_MAX_FILE_BYTES), or NULL with
 * an error naming it. */
char       *qd_plan_file_contents (const char *path, gsize *length, GError **error);
void        qd_plan_task_free     (QdPlanTask *task);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdPlanTask, qd_plan_task_free)

/* The domain's and the problem's names, in lower case; owned by the task. */
const char *qd_plan_task_domain_name  (const QdPlanTask *task);
const char *qd_plan_task_problem_name (const QdPlanTask *task);
/* Counts: types (with `object`), objects (constants first), predicates,
 * actions, atoms of the initial state. */
guint       qd_plan_task_n_types      (const QdPlanTask *task);
guint       qd_plan_task_n_objects    (const QdPlanTask *task);
guint       qd_plan_task_n_predicates (const QdPlanTask *task);
guint       qd_plan_task_n_actions    (const QdPlanTask *task);
guint       qd_plan_task_n_init       (const QdPlanTask *task);
/* Whether the actions have costs (an `increase` of total-cost). */
gboolean    qd_plan_task_has_costs    (const QdPlanTask *task);

G_END_DECLS
