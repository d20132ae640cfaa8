/* qd-csp-objective-terms.c — the maximum (minimum) of small terms as an
 * objective; see qd-csp-objective-terms.h. */
#include "config.h"
#include "qd-csp-objective-terms.h"

#include "qd-csp-model-private.h"

struct _QdCspObjTerms {
  gint64 sign;
  guint n_terms;
  const QdCspExpr **term;   /* expr's kids */
  guint *offset;            /* term t's variables: pos[offset[t] .. offset[t + 1]) */
  guint *pos;               /* scope positions */
};

QdCspObjTerms *
qd_csp_obj_terms_new (const QdCspExpr *expr, gint64 sign)
{
  QdCspObjTerms *terms;
  g_autoptr(GArray) pos = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));

  if (expr->kind != (sign > 0 ? QD_CSP_EXPR_MAX : QD_CSP_EXPR_MIN) || expr->n_kids < 2)
    return NULL;
  terms = g_new0 (QdCspObjTerms, 1);
  terms->sign = sign;
  terms->n_terms = expr->n_kids;
  terms->term = g_new (const QdCspExpr *, expr->n_kids);
  terms->offset = g_new (guint, expr->n_kids + 1);
  for (guint t = 0; t < expr->n_kids; t++)
    {
      terms->term[t] = expr->kids[t];
      terms->offset[t] = pos->len;
      g_array_set_size (vars, 0);
      qd_csp_expr_collect (expr->kids[t], vars);
      if (vars->len > QD_CSP_OBJ_TERM_VARS)
        {
          qd_csp_obj_terms_free (terms);
          return NULL;
        }
      g_array_append_vals (pos, vars->data, vars->len);
    }
  terms->offset[expr->n_kids] = pos->len;
  terms->pos = (guint *) g_array_free (g_steal_pointer (&pos), FALSE);
  return terms;
}

void
qd_csp_obj_terms_free (QdCspObjTerms *terms)
{
  if (terms == NULL)
    return;
  g_free (terms->term);
  g_free (terms->offset);
  g_free (terms->pos);
  g_free (terms);
}

/* Whether the term is within the bound at the row's keys. */
static gboolean
term_fits (const QdCspObjTerms *terms, guint t, const gint64 *row, gint64 bound)
{
  gboolean undefined = FALSE;
  gint64 value = qd_csp_expr_eval (terms->term[t], row, &undefined);

  return !undefined && terms->sign * value <= bound;
}

/* Term t: checked when fixed, its one unfixed variable filtered, nothing
 * with two or more unfixed. */
static gboolean
prune_term (const QdCspObjTerms *terms, guint t, QdCspSolver *solver, const guint *scope,
            const gint64 *const *keys, gint64 *row, gint64 bound)
{
  guint n_free = 0, free_p = 0, lo, hi;

  for (guint j = terms->offset[t]; j < terms->offset[t + 1]; j++)
    {
      guint p = terms->pos[j];

      if (!qd_csp_solver_domain_bounds (solver, scope[p], &lo, &hi))
        return FALSE;
      if (lo == hi)
        row[p] = keys[p][lo];
      else if (n_free++ > 0)
        return TRUE;
      else
        free_p = p;
    }
  qd_csp_solver_count_check (solver, 1);
  if (n_free == 0)
    return term_fits (terms, t, row, bound);
  qd_csp_solver_domain_bounds (solver, scope[free_p], &lo, &hi);
  for (guint v = lo; v <= hi; v++)
    {
      if (!qd_csp_solver_domain_has (solver, scope[free_p], v))
        continue;
      row[free_p] = keys[free_p][v];
      qd_csp_solver_count_check (solver, 1);
      if (!term_fits (terms, t, row, bound) && !qd_csp_solver_remove_value (solver, scope[free_p], v))
        return FALSE;
    }
  return TRUE;
}

gboolean
qd_csp_obj_terms_propagate (const QdCspObjTerms *terms, QdCspSolver *solver, const guint *scope,
                            const gint64 *const *keys, gint64 *row, gint64 bound)
{
  for (guint t = 0; t < terms->n_terms; t++)
    if (!prune_term (terms, t, solver, scope, keys, row, bound))
      return FALSE;
  return TRUE;
}
