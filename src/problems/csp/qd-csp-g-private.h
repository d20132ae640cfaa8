/* qd-csp-g-private.h — what the global constraints (qd-csp-g-*.c) share:
 * their variables seen through the model's keys, a view of the domains that
 * is either a solver's current ones (propagate) or a partial assignment
 * (check), operands and conditions on that view, scopes and descriptions.
 *
 * Values are the model's keys (integers, or symbol ids); a variable's engine
 * value v is keys[v], ascending for integers. */
#pragma once

#include "qd-csp-globals.h"
#include "qd-csp-owned.h"

G_BEGIN_DECLS

/* Bounds beyond every value a constraint can compute: the globals refuse
 * sums whose terms may reach QD_CSP_G_SUM_MAX in magnitude, so that these
 * plus or minus a sum never wrap. */
#define QD_CSP_G_SUM_MAX (G_GINT64_CONSTANT (1) << 59)
#define QD_CSP_G_INF     (G_GINT64_CONSTANT (1) << 61)

typedef struct {
  guint var;                /* the model's (and the engine's) variable */
  guint size;               /* its initial number of values */
  const gint64 *keys;       /* the model's keys (they outlive the engine's model) */
  gboolean symbolic;        /* keys are symbol ids, in the file's order */
} QdCspGVar;

typedef struct {
  gboolean is_var;
  QdCspGVar v;              /* is_var */
  gint64 value;             /* else */
} QdCspGOperand;

/* A condition (QdCspCondition, its set copied, sorted and made unique), or
 * none (`none`: holds for every value). */
typedef struct {
  gboolean none;
  QdCspCondOp op;
  QdCspGOperand operand;    /* LT .. EQ */
  gint64 lo, hi;            /* IN, NOTIN: the range, or the set's smallest and largest */
  gint64 *set;              /* IN, NOTIN with a set, else NULL */
  guint n_set;
} QdCspGCond;

/* The domains as a propagator sees them (solver: the current ones) or as a
 * check does (values: one value where assigned, the initial keys
 * elsewhere). */
typedef struct {
  QdCspSolver *solver;
  const gint *values;
} QdCspGView;

#define QD_CSP_G_SOLVER(s) ((QdCspGView) { (s), NULL })
#define QD_CSP_G_VALUES(v) ((QdCspGView) { NULL, (v) })

/* The block's condition `cond` (zeroed or set), cleared with the block
 * (qd-csp-owned.h). */
#define QD_CSP_G_OWN_COND(block) \
  qd_owned_add (&(block)->owned, &(block)->cond, (GDestroyNotify) qd_csp_g_cond_clear)

/* Result of a filtering step. */
typedef enum { QD_CSP_G_FAIL = -1, QD_CSP_G_SAME = 0, QD_CSP_G_CHANGED = 1 } QdCspGResult;

/* ----------------------------------------------------------- building */

gboolean qd_csp_g_room        (QdCspModel *model, GError **error);
/* The variable as the globals see it; FALSE and an error when `integer` and
 * it is symbolic (`what` names the constraint in the message). */
gboolean qd_csp_g_var         (QdCspModel *model, guint var, gboolean integer, const char *what, QdCspGVar *out,
                               GError **error);
/* The same for n variables (out: a new array of n + 1). */
gboolean qd_csp_g_vars        (QdCspModel *model, const guint *vars, guint n, gboolean integer, const char *what,
                               QdCspGVar **out, GError **error);
/* The same, the array recorded in `owned` (QD_CSP_OWN) once made. */
gboolean qd_csp_g_owned_vars  (QdOwned *owned, QdCspModel *model, const guint *vars, guint n, gboolean integer,
                               const char *what, QdCspGVar **out, GError **error);
gboolean qd_csp_g_operand     (QdCspModel *model, const QdCspOperand *in, const char *what, QdCspGOperand *out,
                               GError **error);
/* `in` NULL: no condition. */
gboolean qd_csp_g_cond_init   (QdCspModel *model, const QdCspCondition *in, const char *what, QdCspGCond *out,
                               GError **error);
void     qd_csp_g_cond_clear  (QdCspGCond *c);
/* Appends the variable to `scope` (guint); qd_csp_g_scope_unique (which
 * qd_csp_g_add calls) keeps the first of each. */
void     qd_csp_g_scope_add   (GArray *scope, guint var);
void     qd_csp_g_scope_unique (GArray *scope);
void     qd_csp_g_scope_add_operand (GArray *scope, const QdCspGOperand *o);
/* Adds the propagator over `scope` with the description (taken). */
void     qd_csp_g_add         (QdCspModel *model, const QdCspPropagatorClass *klass, gpointer data, GArray *scope,
                               char *description);
/* A copy of n items of `size` bytes (and a zeroed one after: never NULL). */
gpointer qd_csp_g_copy        (gconstpointer src, gsize size, guint n);

/* ------------------------------------------------------- descriptions */

/* "x[0..7]", "x[0], y, z[2][1..3]": the variables, runs of an array's
 * consecutive elements folded, a long list cut short. */
void     qd_csp_g_append_vars (GString *out, const QdCspModel *model, const guint *vars, guint n);
void     qd_csp_g_append_operands (GString *out, const QdCspModel *model, const QdCspOperand *ops, guint n);
void     qd_csp_g_append_ints (GString *out, const gint64 *values, guint n);
/* " <= 10" (a space first), or nothing for no condition. */
void     qd_csp_g_append_cond (GString *out, const QdCspModel *model, const QdCspCondition *c);

/* -------------------------------------------------------------- values */

/* The index of `key` in v's initial domain, or -1. */
gint     qd_csp_g_index       (const QdCspGVar *v, gint64 key);
/* The value of v in a complete assignment (check, violations). */
static inline gint64
qd_csp_g_key (const QdCspGVar *v, const gint *values)
{
  return v->keys[values[v->var]];
}
/* FALSE when an assigned value is outside the domain (check). */
gboolean qd_csp_g_valid       (const QdCspGVar *vars, guint n, const gint *values);
/* Whether v is assigned (values) or has one value left (solver); its key. */
gboolean qd_csp_g_fixed       (const QdCspGView *w, const QdCspGVar *v, gint64 *key);
guint    qd_csp_g_count       (const QdCspGView *w, const QdCspGVar *v);
/* The smallest and largest key (integers); FALSE when the domain is empty. */
gboolean qd_csp_g_bounds      (const QdCspGView *w, const QdCspGVar *v, gint64 *min, gint64 *max);
gboolean qd_csp_g_has         (const QdCspGView *w, const QdCspGVar *v, gint64 key);
gboolean qd_csp_g_has_index   (const QdCspGView *w, const QdCspGVar *v, guint index);
/* Iteration over the value indexes of the view's domain:
 * for (a = first (w, v); a < v->size; a = next (w, v, a)). */
guint    qd_csp_g_first       (const QdCspGView *w, const QdCspGVar *v);
guint    qd_csp_g_next        (const QdCspGView *w, const QdCspGVar *v, guint a);

/* Filtering (solver views): keys below `key` / above / equal / all but one. */
QdCspGResult qd_csp_g_remove_below (QdCspSolver *s, const QdCspGVar *v, gint64 key);
QdCspGResult qd_csp_g_remove_above (QdCspSolver *s, const QdCspGVar *v, gint64 key);
QdCspGResult qd_csp_g_remove_key   (QdCspSolver *s, const QdCspGVar *v, gint64 key);
QdCspGResult qd_csp_g_fix          (QdCspSolver *s, const QdCspGVar *v, gint64 key);
/* Folds a step's result into a running one; FALSE on failure. */
static inline gboolean
qd_csp_g_step (QdCspGResult r, gboolean *changed)
{
  if (r == QD_CSP_G_CHANGED)
    *changed = TRUE;
  return r != QD_CSP_G_FAIL;
}

/* ------------------------------------------------------------ operands */

gboolean qd_csp_g_op_fixed    (const QdCspGView *w, const QdCspGOperand *o, gint64 *key);
gboolean qd_csp_g_op_bounds   (const QdCspGView *w, const QdCspGOperand *o, gint64 *min, gint64 *max);
gboolean qd_csp_g_op_has      (const QdCspGView *w, const QdCspGOperand *o, gint64 key);
static inline gint64
qd_csp_g_op_key (const QdCspGOperand *o, const gint *values)
{
  return o->is_var ? qd_csp_g_key (&o->v, values) : o->value;
}

/* ---------------------------------------------------------- conditions */

gboolean qd_csp_g_cond_holds  (const QdCspGCond *c, gint64 x, gint64 operand);
/* In a complete assignment. */
gboolean qd_csp_g_cond_check  (const QdCspGCond *c, gint64 x, const gint *values);
/* How far x is from satisfying it (0 when it does). */
guint64  qd_csp_g_cond_distance (const QdCspGCond *c, gint64 x, const gint *values);
/* Whether some x in lo..hi satisfies it with some value of the operand. */
gboolean qd_csp_g_cond_possible (const QdCspGView *w, const QdCspGCond *c, gint64 lo, gint64 hi);
/* The smallest interval holding every x that may satisfy it (-INF, INF
 * when unbounded); FALSE when no x may. */
gboolean qd_csp_g_cond_hull   (const QdCspGView *w, const QdCspGCond *c, gint64 *lo, gint64 *hi);
/* Removes the operand's values that no x in lo..hi satisfies (every
 * integer of lo..hi taken as possible). */
QdCspGResult qd_csp_g_cond_filter_operand (QdCspSolver *s, const QdCspGCond *c, gint64 lo, gint64 hi);

G_END_DECLS
