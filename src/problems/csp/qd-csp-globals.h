/* qd-csp-globals.h — XCSP3-core's global constraints on a model
 * (qd-csp-model.h), each one propagator on the engine (core/qd-csp.h): no
 * decomposition into many small constraints where a global algorithm is
 * known.  The readers (XCSP3, qd-csp-xcsp*.c) and the tests build with these;
 * each constructor lives in its own file, qd-csp-g-<name>.c.
 *
 * Conventions shared by every constructor:
 *   - variables are the model's indexes (QdCspModel.vars); values are the
 *     integers of the file (a variable's `keys`), never the engine's value
 *     indexes: the constructor maps them;
 *   - a constant where XCSP3 allows a variable or an integer is a
 *     QdCspOperand;
 *   - a <condition> is a QdCspCondition;
 *   - each returns FALSE with an error (no position: the reader puts the
 *     line and column before it, as qd_csp_model_add_expr does) on a
 *     symbolic variable where integers are needed, a length mismatch, or a
 *     limit passed (QD_CSP_MODEL_*, named in the message);
 *   - a constraint that holds for no assignment at all sets model->had_false
 *     instead of failing;
 *   - every propagator class has `check` (a partial assignment can still
 *     satisfy it), `propagate` (monotone; as strong as the global algorithm
 *     named), `violations` (a measure for min-conflicts, 0 exactly when a
 *     complete assignment satisfies it: see QdCspPropagatorClass) and a
 *     description naming the constraint as the file wrote it
 *     ("allDifferent(x[0..7])", "sum(x[]) <= 10");
 *   - each has a test (tests/csp/test-csp-globals*.c) counting the solutions
 *     of random small instances against a brute-force enumeration of the
 *     same constraint, under bt, fc and mac. */
#pragma once

#include "qd-csp-model.h"

G_BEGIN_DECLS

/* A variable or an integer. */
typedef struct {
  gboolean is_var;
  guint var;                /* is_var: the model's variable */
  gint64 value;             /* else: the integer */
} QdCspOperand;

#define QD_CSP_OPERAND_VAR(v) ((QdCspOperand) { TRUE, (v), 0 })
#define QD_CSP_OPERAND_INT(k) ((QdCspOperand) { FALSE, 0, (k) })

typedef enum {
  QD_CSP_COND_LT,
  QD_CSP_COND_LE,
  QD_CSP_COND_GE,
  QD_CSP_COND_GT,
  QD_CSP_COND_NE,
  QD_CSP_COND_EQ,
  QD_CSP_COND_IN,           /* in a range lo..hi, or in the set */
  QD_CSP_COND_NOTIN,
} QdCspCondOp;

/* XCSP3's condition "(op,operand)", "(in,a..b)", "(in,{a,b,c})": whether
 * x op operand holds. */
typedef struct {
  QdCspCondOp op;
  QdCspOperand operand;     /* LT..EQ */
  gboolean is_range;        /* IN, NOTIN: lo..hi, else the set */
  gint64 lo, hi;
  const gint64 *set;        /* IN, NOTIN without a range: n_set integers (copied) */
  guint n_set;
} QdCspCondition;

/* Whether `x` satisfies the condition whose operand's value (when it is a
 * variable) is `operand`. */
gboolean qd_csp_condition_holds (const QdCspCondition *c, gint64 x, gint64 operand);
/* "<= 10", "in 1..3", "in {1, 4}", "= z" (to free). */
char    *qd_csp_condition_text  (const QdCspModel *model, const QdCspCondition *c);

/* ---------------------------------------------------------- comparison */

/* allDifferent(vars), values in `except` (may repeat) apart: GAC by a
 * maximum matching (Régin), the matching kept in the solver's state and
 * repaired from one call to the next; qd_csp_model_add_alldifferent stays
 * as the pairwise form the course's exercises show (its arcs), this is the
 * global one.  Integer or symbolic variables (not mixed). */
gboolean qd_csp_model_add_all_different  (QdCspModel *model, const guint *vars, guint n, const gint64 *except,
                                          guint n_except, GError **error);
/* The n_lists lists of `length` variables each (lists[k * length + i]),
 * as tuples, are pairwise distinct. */
gboolean qd_csp_model_add_all_different_lists (QdCspModel *model, const guint *lists, guint n_lists, guint length,
                                               GError **error);
gboolean qd_csp_model_add_all_equal      (QdCspModel *model, const guint *vars, guint n, GError **error);
/* vars[i] OP vars[i + 1] (+ lengths[i] when lengths is not NULL: x_i +
 * len_i OP x_{i+1}); op one of LT, LE, GE, GT. */
gboolean qd_csp_model_add_ordered        (QdCspModel *model, const guint *vars, guint n, const QdCspOperand *lengths,
                                          QdCspCondOp op, GError **error);
/* The n_lists lists (of `length` each) are in lexicographic OP order,
 * one after the other; op one of LT, LE, GE, GT.  lexMatrix is lex on its
 * rows and on its columns (the reader makes both). */
gboolean qd_csp_model_add_lex            (QdCspModel *model, const guint *lists, guint n_lists, guint length,
                                          QdCspCondOp op, GError **error);
/* precedence: for each i, values[i] appears before values[i + 1] first
 * (a value appears only if the one before it appeared before it); with
 * `covered`, every one of them appears. */
gboolean qd_csp_model_add_precedence     (QdCspModel *model, const guint *vars, guint n, const gint64 *values,
                                          guint n_values, gboolean covered, GError **error);

/* ------------------------------------------------------------ counting */

/* sum(coeffs[i] * vars[i]) satisfies the condition; coeffs NULL: all 1;
 * a coefficient may be a variable (then the term is a product: bounds
 * reasoning on it).  Bounds consistency; GAC where the scope is small. */
gboolean qd_csp_model_add_sum            (QdCspModel *model, const guint *vars, guint n, const QdCspOperand *coeffs,
                                          const QdCspCondition *condition, GError **error);
/* The number of i with vars[i] among `values` (operands) satisfies the
 * condition. */
gboolean qd_csp_model_add_count          (QdCspModel *model, const guint *vars, guint n, const QdCspOperand *values,
                                          guint n_values, const QdCspCondition *condition, GError **error);
/* The number of distinct values among vars (those of `except` left out)
 * satisfies the condition. */
gboolean qd_csp_model_add_nvalues        (QdCspModel *model, const guint *vars, guint n, const gint64 *except,
                                          guint n_except, const QdCspCondition *condition, GError **error);
/* For each j, the number of i with vars[i] = values[j] is occurs[j] (a
 * variable, an integer, or — occurs_lo/hi not NULL — in occurs_lo[j] ..
 * occurs_hi[j]); `closed`: every vars[i] takes one of the values. */
gboolean qd_csp_model_add_cardinality    (QdCspModel *model, const guint *vars, guint n, const QdCspOperand *values,
                                          guint n_values, const QdCspOperand *occurs, const gint64 *occurs_lo,
                                          const gint64 *occurs_hi, gboolean closed, GError **error);
typedef enum { QD_CSP_RANK_ANY, QD_CSP_RANK_FIRST, QD_CSP_RANK_LAST } QdCspRank;
/* max(vars) (min with `minimum`) satisfies the condition (NULL: none,
 * with an index only); index >= 0: the variable `index` is a position
 * (from start_index) where the maximum is, the first, the last or any one
 * (rank).  n >= 1. */
gboolean qd_csp_model_add_extremum       (QdCspModel *model, gboolean minimum, const guint *vars, guint n,
                                          gint index, gint64 start_index, QdCspRank rank,
                                          const QdCspCondition *condition, GError **error);
/* list[index - start_index] (a variable or an integer each) satisfies the
 * condition (XCSP3's <value> v is the condition (eq, v)); the rank form:
 * index is a position (first, last, any) where list holds the value (the
 * first or last position whose cell satisfies the condition).  An empty
 * list holds for no index: model->had_false. */
gboolean qd_csp_model_add_element        (QdCspModel *model, const QdCspOperand *list, guint n, gint64 start_index,
                                          guint index, QdCspRank rank, const QdCspCondition *condition,
                                          GError **error);
/* matrix[row - start_row][col - start_col] (rows x cols operands, row
 * after row) satisfies the condition. */
gboolean qd_csp_model_add_element_matrix (QdCspModel *model, const QdCspOperand *matrix, guint rows, guint cols,
                                          gint64 start_row, gint64 start_col, guint row_index, guint col_index,
                                          const QdCspCondition *condition, GError **error);
/* channel: with list2 (n1 = n2: list1[i] = j (from start2) iff list2[j] =
 * i (from start1); n1 < n2: list1[i] = j implies list2[j] = i; n1 > n2 is
 * refused); without it (list2 NULL) and value >= 0, the variable `value`:
 * list1[i] = 1 iff value = start1 + i (a 0/1 list with exactly one 1, at
 * the position `value`); without both, list1[i] = j iff list1[j] = i
 * (from start1). */
gboolean qd_csp_model_add_channel        (QdCspModel *model, const guint *list1, guint n1, gint64 start1,
                                          const guint *list2, guint n2, gint64 start2, gint value, GError **error);

/* ------------------------------------------------------------- language */

/* The word vars[0..n) is accepted by the automaton: transitions from[k]
 * --symbol[k]--> to[k] (states are numbers the reader gave its names;
 * non-deterministic allowed), from `start`, ending in one of `finals`.
 * GAC on the layered graph (Pesant). */
gboolean qd_csp_model_add_regular        (QdCspModel *model, const guint *vars, guint n, const guint *from,
                                          const gint64 *symbol, const guint *to, guint n_transitions, guint start,
                                          const guint *finals, guint n_finals, GError **error);
/* The tuple of vars is a path of the MDD from its root (the node with no
 * incoming arc) to its terminal (the one with no outgoing arc), layer k
 * labelling vars[k].  GAC on the diagram. */
gboolean qd_csp_model_add_mdd            (QdCspModel *model, const guint *vars, guint n, const guint *from,
                                          const gint64 *symbol, const guint *to, guint n_transitions, GError **error);
/* stretch: vars is cut into maximal runs of one value; a run of values[j]
 * is from widths_lo[j] to widths_hi[j] long; every value taken is one of
 * `values`; with patterns (pairs, n_patterns of them), a run of a may be
 * followed by a run of b only when (a, b) is a pattern. */
gboolean qd_csp_model_add_stretch        (QdCspModel *model, const guint *vars, guint n, const gint64 *values,
                                          const gint64 *widths_lo, const gint64 *widths_hi, guint n_values,
                                          const gint64 *patterns, guint n_patterns, GError **error);

/* ------------------------------------------------- scheduling, packing */

/* noOverlap of n boxes in k dimensions (k = 1: tasks): origins[i * k + d]
 * variables, lengths[i * k + d] operands; boxes whose length is 0 in a
 * dimension overlap nothing when zero_ignored (XCSP3's default: true). */
gboolean qd_csp_model_add_no_overlap     (QdCspModel *model, const guint *origins, const QdCspOperand *lengths,
                                          guint n, guint k, gboolean zero_ignored, GError **error);
/* cumulative: tasks i from origins[i] for lengths[i] with heights[i] (and
 * ends[i] = origins[i] + lengths[i] when ends is not NULL); at every time
 * the sum of the heights of the tasks running satisfies the condition
 * (usually (le, capacity)).  Time-tabling. */
gboolean qd_csp_model_add_cumulative     (QdCspModel *model, const guint *origins, const QdCspOperand *lengths,
                                          const guint *ends, const QdCspOperand *heights, guint n,
                                          const QdCspCondition *condition, GError **error);
/* binPacking: items i of sizes[i] in bins vars[i]; each bin's load
 * satisfies the condition, or (loads not NULL) bin b's load (bins from
 * start_bin) is loads[b] (operands, n_bins of them). */
gboolean qd_csp_model_add_bin_packing    (QdCspModel *model, const guint *vars, const gint64 *sizes, guint n,
                                          const QdCspCondition *condition, const QdCspOperand *loads, guint n_bins,
                                          gint64 start_bin, GError **error);
/* knapsack: sum(weights[i] * vars[i]) satisfies wcondition and
 * sum(profits[i] * vars[i]) satisfies pcondition. */
gboolean qd_csp_model_add_knapsack       (QdCspModel *model, const guint *vars, const gint64 *weights,
                                          const gint64 *profits, guint n, const QdCspCondition *wcondition,
                                          const QdCspCondition *pcondition, GError **error);
/* circuit: vars[i] (from start_index) is the successor of i; the ones not
 * their own successor form one cycle (of `size` > 1 nodes when size >= 0,
 * a variable). */
gboolean qd_csp_model_add_circuit        (QdCspModel *model, const guint *vars, guint n, gint64 start_index,
                                          gint size, GError **error);

G_END_DECLS
