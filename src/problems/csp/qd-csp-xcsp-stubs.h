/* qd-csp-xcsp-stubs.h — TEMPORARY, for a tree without the global
 * constraints' constructors (qd-csp-globals.h, files qd-csp-g-*.c) or the
 * objective (qd_csp_model_set_objective): the reader is built and tested
 * before they are merged in.  src/problems/csp/meson.build finds out which
 * are there (qd-csp-xcsp-config.h); once all are, this file goes.
 * allDifferent (without except), sum and element stand in for themselves
 * as the reader read them before (pairwise, an expression); the others
 * refuse the file. */
#pragma once

#include "qd-csp-xcsp-private.h"
#include "problems/csp/qd-csp-xcsp-config.h"

#include <glib/gi18n.h>

static inline gboolean
qd_xcsp_stub_missing (GError **error)
{
  g_set_error_literal (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE,
                       "this global constraint is not built in yet (issue 63)");
  return FALSE;
}

static inline QdCspExpr *
qd_xcsp_stub_operand (QdCspOperand o)
{
  return qd_csp_expr_leaf (o.is_var ? QD_CSP_EXPR_VAR : QD_CSP_EXPR_CONST, o.is_var ? (gint64) o.var : o.value);
}

#ifndef QD_XCSP_HAVE_G1
static inline gboolean
qd_xcsp_stub_all_different (QdCspModel *model, const guint *vars, guint n, const gint64 *except, guint n_except,
                            GError **error)
{
  if (n_except > 0)
    return qd_xcsp_stub_missing (error);
  return qd_csp_model_add_alldifferent (model, vars, n, error);
}
#define qd_csp_model_add_all_different qd_xcsp_stub_all_different

static inline gboolean
qd_xcsp_stub_sum (QdCspModel *model, const guint *vars, guint n, const QdCspOperand *coeffs,
                  const QdCspCondition *condition, GError **error)
{
  QdCspExpr **terms = g_new (QdCspExpr *, n + 1);
  QdCspExpr *sum;

  for (guint i = 0; i < n; i++)
    {
      terms[i] = qd_csp_expr_leaf (QD_CSP_EXPR_VAR, vars[i]);
      if (coeffs != NULL)
        terms[i] = qd_csp_expr_binary (QD_CSP_EXPR_MUL, qd_xcsp_stub_operand (coeffs[i]), terms[i]);
    }
  sum = qd_csp_expr_new (QD_CSP_EXPR_ADD, terms, n);
  g_free (terms);
  return qd_csp_model_add_expr (model, qd_xcsp_condition_expr (condition, sum), error);
}
#define qd_csp_model_add_sum qd_xcsp_stub_sum

static inline gboolean
qd_xcsp_stub_element (QdCspModel *model, const QdCspOperand *list, guint n, gint64 start_index, guint index,
                      QdCspRank rank, const QdCspCondition *condition, GError **error)
{
  QdCspExpr *e = qd_csp_expr_alloc (QD_CSP_EXPR_ELEMENT, start_index, n + 1);

  if (rank != QD_CSP_RANK_ANY)
    {
      qd_csp_expr_free (e);
      return qd_xcsp_stub_missing (error);
    }
  e->kids[0] = qd_csp_expr_leaf (QD_CSP_EXPR_VAR, index);
  for (guint i = 0; i < n; i++)
    e->kids[i + 1] = qd_xcsp_stub_operand (list[i]);
  return qd_csp_model_add_expr (model, qd_xcsp_condition_expr (condition, e), error);
}
#define qd_csp_model_add_element qd_xcsp_stub_element

#define qd_csp_model_add_all_different_lists(m, l, nl, len, error) \
  ((void) (m), (void) (l), (void) (nl), (void) (len), qd_xcsp_stub_missing (error))
#define qd_csp_model_add_all_equal(m, v, n, error) \
  ((void) (m), (void) (v), (void) (n), qd_xcsp_stub_missing (error))
#define qd_csp_model_add_ordered(m, v, n, l, op, error) \
  ((void) (m), (void) (v), (void) (n), (void) (l), (void) (op), qd_xcsp_stub_missing (error))
#define qd_csp_model_add_lex(m, l, nl, len, op, error) \
  ((void) (m), (void) (l), (void) (nl), (void) (len), (void) (op), qd_xcsp_stub_missing (error))
#define qd_csp_model_add_precedence(m, v, n, vals, nv, cov, error) \
  ((void) (m), (void) (v), (void) (n), (void) (vals), (void) (nv), (void) (cov), qd_xcsp_stub_missing (error))
#define qd_csp_model_add_count(m, v, n, vals, nv, c, error) \
  ((void) (m), (void) (v), (void) (n), (void) (vals), (void) (nv), (void) (c), qd_xcsp_stub_missing (error))
#define qd_csp_model_add_nvalues(m, v, n, ex, nex, c, error) \
  ((void) (m), (void) (v), (void) (n), (void) (ex), (void) (nex), (void) (c), qd_xcsp_stub_missing (error))
#define qd_csp_model_add_cardinality(m, v, n, vals, nv, o, lo, hi, cl, error) \
  ((void) (m), (void) (v), (void) (n), (void) (vals), (void) (nv), (void) (o), (void) (lo), (void) (hi), (void) (cl), qd_xcsp_stub_missing (error))
#define qd_csp_model_add_extremum(m, mn, v, n, i, s, r, c, error) \
  ((void) (m), (void) (mn), (void) (v), (void) (n), (void) (i), (void) (s), (void) (r), (void) (c), qd_xcsp_stub_missing (error))
#define qd_csp_model_add_element_matrix(m, mx, r, c, sr, sc, ri, ci, cond, error) \
  ((void) (m), (void) (mx), (void) (r), (void) (c), (void) (sr), (void) (sc), (void) (ri), (void) (ci), (void) (cond), qd_xcsp_stub_missing (error))
#define qd_csp_model_add_channel(m, l1, n1, s1, l2, n2, s2, v, error) \
  ((void) (m), (void) (l1), (void) (n1), (void) (s1), (void) (l2), (void) (n2), (void) (s2), (void) (v), qd_xcsp_stub_missing (error))
#endif

#ifndef QD_XCSP_HAVE_G2
#define qd_csp_model_add_regular(m, v, n, f, s, t, nt, st, fi, nf, error) \
  ((void) (m), (void) (v), (void) (n), (void) (f), (void) (s), (void) (t), (void) (nt), (void) (st), (void) (fi), (void) (nf), qd_xcsp_stub_missing (error))
#define qd_csp_model_add_mdd(m, v, n, f, s, t, nt, error) \
  ((void) (m), (void) (v), (void) (n), (void) (f), (void) (s), (void) (t), (void) (nt), qd_xcsp_stub_missing (error))
#define qd_csp_model_add_stretch(m, v, n, vals, lo, hi, nv, p, np, error) \
  ((void) (m), (void) (v), (void) (n), (void) (vals), (void) (lo), (void) (hi), (void) (nv), (void) (p), (void) (np), qd_xcsp_stub_missing (error))
#define qd_csp_model_add_no_overlap(m, o, l, n, k, z, error) \
  ((void) (m), (void) (o), (void) (l), (void) (n), (void) (k), (void) (z), qd_xcsp_stub_missing (error))
#define qd_csp_model_add_cumulative(m, o, l, e, h, n, c, error) \
  ((void) (m), (void) (o), (void) (l), (void) (e), (void) (h), (void) (n), (void) (c), qd_xcsp_stub_missing (error))
#define qd_csp_model_add_bin_packing(m, v, s, n, c, l, nb, sb, error) \
  ((void) (m), (void) (v), (void) (s), (void) (n), (void) (c), (void) (l), (void) (nb), (void) (sb), qd_xcsp_stub_missing (error))
#define qd_csp_model_add_knapsack(m, v, w, p, n, wc, pc, error) \
  ((void) (m), (void) (v), (void) (w), (void) (p), (void) (n), (void) (wc), (void) (pc), qd_xcsp_stub_missing (error))
#define qd_csp_model_add_circuit(m, v, n, s, sz, error) \
  ((void) (m), (void) (v), (void) (n), (void) (s), (void) (sz), qd_xcsp_stub_missing (error))
#endif

#ifndef QD_XCSP_HAVE_OBJECTIVE
static inline gboolean
qd_xcsp_stub_set_objective (QdCspModel *model, gboolean minimize, QdCspObjectiveKind kind, QdCspExpr *expr,
                            const guint *vars, const gint64 *coeffs, guint n, GError **error)
{
  qd_csp_expr_free (expr);
  g_set_error_literal (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE,
                       "objectives are not built in yet (issue 63)");
  return FALSE;
}
#define qd_csp_model_set_objective qd_xcsp_stub_set_objective
#endif
