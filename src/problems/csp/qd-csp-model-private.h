/* qd-csp-model-private.h — what the model's modules share: evaluation of
 * expressions, their types, linear forms and the propagators. */
#pragma once

#include "qd-csp-model.h"

G_BEGIN_DECLS

typedef enum { QD_CSP_TYPE_INT, QD_CSP_TYPE_BOOL, QD_CSP_TYPE_SYMBOL } QdCspType;

/* A node whose n_kids kids are to be set (their array is in the node's
 * block, which qd_csp_expr_free frees; no constant is folded). */
QdCspExpr *qd_csp_expr_alloc    (QdCspExprKind kind, gint64 value, guint n_kids);
/* FALSE and the error of an expression nested past QD_CSP_MODEL_DEPTH_MAX
 * (the readers' own nesting says it too). */
gboolean   qd_csp_expr_too_deep (GError **error);

/* Sets `error` (QD_CSP_MODEL_ERROR, `code`) to the message; FALSE. */
gboolean qd_csp_model_fail      (GError **error, gint code, const char *format, ...) G_GNUC_PRINTF (3, 4);
/* FALSE and an error when a file of n bytes is past QD_CSP_MODEL_FILE_MAX. */
gboolean qd_csp_model_size_ok   (gsize n, GError **error);
/* Orders two gint64 (for g_array_sort, qsort). */
gint     qd_csp_compare_keys    (gconstpointer a, gconstpointer b);
/* The first index of keys[lo ..= hi] (ascending) whose key is at least
 * `key` (hi + 1: none). */
guint    qd_csp_keys_first_at_least (const gint64 *keys, guint lo, guint hi, __int128 key);
/* The index of `key` among a domain's n keys (symbolic: in the file's
 * order; integers: ascending), or -1. */
gint     qd_csp_keys_index      (const gint64 *keys, guint n, gboolean symbolic, gint64 key);
/* The value of `expr` whose QD_CSP_EXPR_VAR nodes index `keys`; *undefined
 * is set on a division by zero (the constraint then does not hold).  Exact:
 * the expression's range was checked (qd_csp_expr_check_range). */
gint64   qd_csp_expr_eval       (const QdCspExpr *expr, const gint64 *keys, gboolean *undefined);
/* The same on any expression: *overflow is set when a value of a node
 * leaves ±QD_CSP_MODEL_ARITH_MAX (the result is then meaningless). */
gint64   qd_csp_expr_eval_checked (const QdCspExpr *expr, const gint64 *keys, gboolean *undefined,
                                   gboolean *overflow);
/* Whether every node of `expr` (the model's variable indexes) stays within
 * ±QD_CSP_MODEL_ARITH_MAX over the variables' domains, by interval
 * arithmetic (qd-csp-expr-range.c); FALSE and an error naming the node and
 * the value it can reach otherwise. */
gboolean qd_csp_expr_check_range (const QdCspModel *model, const QdCspExpr *expr, GError **error);
/* An interval of values, exact on 128 bits. */
typedef struct {
  __int128 lo, hi;
} QdCspRange;
/* Removes the values of var (current bounds lo, hi; keys ascending) whose
 * keys are outside r, a prefix and a suffix a word at a time; *changed set
 * when one goes.  FALSE when none is left. */
gboolean qd_csp_keys_keep_within (QdCspSolver *solver, guint var, const gint64 *keys, guint lo, guint hi,
                                  QdCspRange r, gboolean *changed);
/* The range of an operation's node (not a VAR) from its kids' ranges
 * (kids[0 .. n_kids)), by the rules of qd-csp-expr-range.c. */
QdCspRange qd_csp_expr_node_range (const QdCspExpr *e, const QdCspRange *kids);
/* Bounds reasoning on a localized expression (qd-csp-expr-bounds.c): its
 * number of nodes when the expression narrows its variables' bounds (a
 * comparison of numbers, or a conjunction of them; at most
 * QD_CSP_EXPR_BOUNDS_NODES nodes, depth QD_CSP_EXPR_BOUNDS_DEPTH), else 0. */
#define QD_CSP_EXPR_BOUNDS_NODES 256
#define QD_CSP_EXPR_BOUNDS_DEPTH 48
guint    qd_csp_expr_bounds_nodes (const QdCspExpr *expr);
/* Narrows vars[i], the bounds of position i, to those that can satisfy
 * the expression by interval reasoning through its operations (never
 * removing a value of a solution); `ranges` and `sizes` hold
 * bounds_nodes entries each (its nodes', scratch).  FALSE when no value
 * can. */
gboolean qd_csp_expr_narrow       (const QdCspExpr *expr, QdCspRange *vars, QdCspRange *ranges, guint *sizes);
/* The range of a localized expression over its variables' bounds vars[i]
 * (a condition that they decide: 0 or 1), `ranges` and `sizes` holding
 * qd_csp_expr_range_nodes entries (scratch); that count is 0 past
 * QD_CSP_EXPR_RANGE_NODES nodes, the depth limit or on a symbol. */
#define QD_CSP_EXPR_RANGE_NODES 1024
guint      qd_csp_expr_range_nodes (const QdCspExpr *expr);
QdCspRange qd_csp_expr_range_in    (const QdCspExpr *expr, QdCspRange *vars, QdCspRange *ranges, guint *sizes);
/* Narrows vars[i] to the bounds that can give the expression a value
 * within t (the same scratch); FALSE when none can. */
gboolean   qd_csp_expr_narrow_within (const QdCspExpr *expr, QdCspRange t, QdCspRange *vars, QdCspRange *ranges,
                                      guint *sizes);
/* A node's range from its kids' as the forward pass of bounds reasoning
 * computes it (qd_csp_expr_node_range, a condition the kids decide 0 or 1). */
QdCspRange qd_csp_expr_node_bounds (const QdCspExpr *e, const QdCspRange *kids);
/* A range the backward pass narrowed, and what it was. */
typedef struct {
  QdCspRange *at;
  QdCspRange old;
} QdCspRangeChange;
/* Room for two changes a node (its range, a variable's at its leaf). */
typedef struct {
  QdCspRangeChange *changes;
  guint len;
} QdCspRangeLog;
/* qd_csp_expr_narrow_within's backward pass alone, on the ranges of the
 * forward pass (qd_csp_expr_range_in's, or kept by qd-csp-expr-cache.c),
 * each change noted in `log` (NULL: none) so that the caller can undo it. */
gboolean   qd_csp_expr_narrow_logged (const QdCspExpr *expr, QdCspRange t, QdCspRange *vars, QdCspRange *ranges,
                                      guint *sizes, QdCspRangeLog *log);

/* An expression's node ranges kept in one solver from one call to the
 * next (qd-csp-expr-cache.c): only the nodes above a variable whose bounds
 * changed are recomputed, up to the first that stays as it was. */
typedef struct _QdCspExprCache QdCspExprCache;
/* `expr` localized over n_vars positions, qd_csp_expr_range_nodes > 0;
 * every variable's bounds to be set before the first range. */
QdCspExprCache *qd_csp_expr_cache_new   (const QdCspExpr *expr, guint n_vars);
void            qd_csp_expr_cache_free  (QdCspExprCache *cache);
void            qd_csp_expr_cache_set   (QdCspExprCache *cache, guint var, QdCspRange bounds);
/* The expression's range over the variables' bounds, as qd_csp_expr_range_in. */
QdCspRange      qd_csp_expr_cache_range (QdCspExprCache *cache);
/* qd_csp_expr_narrow_within to t: FALSE when no value can; else the
 * variables it narrows, ascending, in vars[0 .. *n_narrowed) and their new
 * bounds in bounds[] (n_vars entries each).  The cache is left as it was. */
gboolean        qd_csp_expr_cache_narrow_within (QdCspExprCache *cache, QdCspRange t, guint *vars, QdCspRange *bounds,
                                                 guint *n_narrowed);
/* "-18446744073709551616": a 128-bit integer in decimal (to free), for the
 * messages that name a value past the limit. */
char    *qd_csp_wide_text        (__int128 v);
/* The type of the expression, or FALSE and an error when a symbol meets
 * anything but = or != with another symbol. */
gboolean qd_csp_expr_type       (const QdCspModel *model, const QdCspExpr *expr, QdCspType *type, GError **error);
/* Appends the distinct variables of `expr` to `scope` (guint), in order of
 * appearance. */
void     qd_csp_expr_collect    (const QdCspExpr *expr, GArray *scope);
/* Renumbers the variables: model index -> position in `scope`. */
void     qd_csp_expr_localize   (QdCspExpr *expr, const GArray *scope);
/* expr = sum coeffs[i] · x_i + *constant, x_i the positions of a localized
 * expression (n of them), when it is linear without overflow. */
gboolean qd_csp_expr_linear     (const QdCspExpr *expr, gint64 *coeffs, guint n, gint64 *constant);
/* Whether a localized expression over two integer variables (positions 0
 * and 1) says x0 - x1 is none of a few numbers: a conjunction of `a != b`
 * (or `not (a = b)`) with a - b = alpha · (x0 - x1) + k, and of
 * `abs (alpha · (x0 - x1) + k) != c` or `dist (x0, x1) != c` (c a number):
 * x != y, x != y + 3, the queens' diagonals.  The numbers, distinct, go to
 * diffs (at most max of them; more: FALSE) and their count to *n.  `bound`:
 * the largest magnitude of a value of either domain, so that no side
 * wraps. */
gboolean qd_csp_expr_differences (const QdCspExpr *expr, gint64 bound, gint64 *diffs, guint max, guint *n);
void     qd_csp_expr_append_text (GString *out, const QdCspExpr *expr, const char *const *names,
                                  const QdCspModel *model);

/* The propagators (qd-csp-model-propagators.c).  `keys[i]` is the domain
 * of scope[i] (the model's arrays, which outlive the engine's model). */
typedef enum { QD_CSP_LINEAR_EQ, QD_CSP_LINEAR_NE, QD_CSP_LINEAR_LE, QD_CSP_LINEAR_GE } QdCspLinearOp;
/* Keeps a copy of a linear constraint's (or the objective's, op 0)
 * coefficients in model->linears (QdCspModelLinear). */
void qd_csp_model_keep_linear (QdCspModel *model, guint constraint, char op, gint64 bound, const guint *vars,
                               const gint64 *coeffs, guint n);

/* sum coeffs[i] · scope[i] OP k (coeffs copied). */
void qd_csp_add_linear_propagator (QdCsp *csp, const guint *scope, guint n, const gint64 *const *keys,
                                   const gint64 *coeffs, QdCspLinearOp op, gint64 k, const char *description);
/* A localized expression (taken), checked when its variables are fixed;
 * with one unfixed, that one's values are filtered. */
void qd_csp_add_expr_propagator   (QdCsp *csp, const guint *scope, guint n, const gint64 *const *keys,
                                   QdCspExpr *expr, const char *description);
/* The keys of scope[0] minus those of scope[1] (integer variables) are none
 * of diffs[0 .. n) (copied, distinct; n <= QD_CSP_DIFFERENCES_MAX): arc
 * consistency, and its conflicts listed to local search.  What such
 * constraints share lives in model->difference_shapes. */
void qd_csp_add_difference_propagator (QdCspModel *model, const guint *scope, const gint64 *diffs, guint n,
                                       const char *description);
/* Fewer values left among the variables than variables: failure.  Not
 * added beyond this many distinct values. */
#define QD_CSP_COUNT_VALUES_MAX 65536
/* alldifferent's count: fewer values left among the variables than
 * variables is a failure.  Described "alldifferent(x, y, z)". */
void qd_csp_add_count_propagator  (QdCsp *csp, const guint *scope, guint n, const gint64 *const *keys,
                                   const guint *sizes);

G_END_DECLS
