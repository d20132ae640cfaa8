/* qd-csp-ac3.h — AC-3 arc by arc on any QdCsp, as a course draws it: a queue
 * of arcs (variable, constraint), each revision told with the values it
 * removed and the constraint that removed them, the arcs it puts back.
 *
 * Constraints of any arity (generalised arc consistency): a value of X
 * stays while some assignment of the constraint's other variables, from
 * their current domains, satisfies the constraint with it.  The supports
 * are searched with the engine's checks on partial assignments
 * (qd_csp_constraint_check), at most QD_CSP_AC3_SUPPORT_BUDGET checks per
 * revision: a value whose search runs out, or is not begun when it has, is
 * kept (the result is then arc consistent on every constraint but those
 * the steps name). */
#pragma once

#include "core/qd-csp.h"

G_BEGIN_DECLS

#define QD_CSP_AC3_SUPPORT_BUDGET 100000

typedef enum {
  QD_CSP_AC3_REVISE,      /* arc (var, constraint) revised: `removed` its values removed (may be none) */
  QD_CSP_AC3_REQUEUE,     /* arc (var, constraint) put back in the queue */
  QD_CSP_AC3_WIPEOUT,     /* var's domain is empty: no solution */
  QD_CSP_AC3_CUT_OFF,     /* a support search of (var, constraint) ran out of its budget: value kept */
} QdCspAc3StepKind;

typedef struct {
  QdCspAc3StepKind kind;
  guint var;
  guint constraint;
  const guint *removed;   /* value indexes */
  guint n_removed;
  guint value;            /* CUT_OFF: the value kept */
} QdCspAc3Step;

typedef void (*QdCspAc3Func) (const QdCspAc3Step *step, gpointer user_data);

/* Runs AC-3 from the initial domains; `domains` (n_variables arrays of
 * domain_size booleans, allocated here; free with qd_csp_ac3_domains_free)
 * receives the result.  FALSE when a domain was wiped out. */
gboolean qd_csp_ac3_run (const QdCsp *csp, gboolean ***domains, QdCspAc3Func func, gpointer user_data,
                         guint64 *revisions);
void     qd_csp_ac3_domains_free (const QdCsp *csp, gboolean **domains);

/* The same arc by arc, for a window where the class picks the arc: the
 * state of one run, from the initial domains with every arc queued in
 * constraint order.  The model must outlive it. */
typedef struct _QdCspAc3 QdCspAc3;

QdCspAc3      *qd_csp_ac3_new          (const QdCsp *csp);
void           qd_csp_ac3_free         (QdCspAc3 *ac3);
guint          qd_csp_ac3_queue_length (const QdCspAc3 *ac3);
/* The queue's arc `i` (0: the next the run revises). */
void           qd_csp_ac3_queue_nth    (const QdCspAc3 *ac3, guint i, guint *var, guint *constraint);
gboolean       qd_csp_ac3_is_queued    (const QdCspAc3 *ac3, guint var, guint constraint);
/* Whether value (an index) is still in var's domain; the domain whole. */
gboolean       qd_csp_ac3_has          (const QdCspAc3 *ac3, guint var, guint value);
const gboolean *qd_csp_ac3_domain      (const QdCspAc3 *ac3, guint var);
/* Every variable's domain (n_variables arrays), as a drawing reads them. */
const gboolean *const *qd_csp_ac3_domains (const QdCspAc3 *ac3);
/* A domain was wiped out: no solution, nothing more to revise. */
gboolean       qd_csp_ac3_wiped_out    (const QdCspAc3 *ac3);
guint64        qd_csp_ac3_revisions    (const QdCspAc3 *ac3);
/* Revises the arc (var, constraint) of the constraint's scope, queued or
 * not (it leaves the queue), as the run does: its steps told to `func`
 * (nullable).  FALSE when var's domain was wiped out. */
gboolean       qd_csp_ac3_revise       (QdCspAc3 *ac3, guint var, guint constraint, QdCspAc3Func func,
                                        gpointer user_data);
/* Revises the queue's first arc; FALSE when the queue was empty or a
 * domain is wiped out. */
gboolean       qd_csp_ac3_step         (QdCspAc3 *ac3, QdCspAc3Func func, gpointer user_data);
/* A copy of the state: domains, queue and revisions (domain splitting keeps
 * one per node of its tree). */
QdCspAc3      *qd_csp_ac3_copy         (const QdCspAc3 *ac3);
/* Keeps only var's values for which keep[value] is TRUE, as a removal by
 * a revision would: the arcs of the other variables of var's constraints
 * are queued again when a value went.  FALSE when the domain is empty
 * (wiped out). */
gboolean       qd_csp_ac3_restrict     (QdCspAc3 *ac3, guint var, const gboolean *keep);
/* Revises the queue's arcs until it is empty or a domain is wiped out;
 * FALSE on a wipe-out. */
gboolean       qd_csp_ac3_finish       (QdCspAc3 *ac3, QdCspAc3Func func, gpointer user_data);

G_END_DECLS
