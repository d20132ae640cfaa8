/* qd-csp-objective-terms.c — the maximum (minimum) of small terms as an
 * objective; see qd-csp-objective-terms.h. */
#include "config.h"
#include "qd-csp-objective-terms.h"

#include "qd-csp-model-private.h"
#include "qd-csp-owned.h"

#include <string.h>

struct _QdCspObjTerms {
  QdOwned owned;
  gint64 sign;
  guint n_terms;
  QdCspExpr *const *term;   /* expr's kids (borrowed) */
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
  terms->term = expr->kids;
  terms->offset = QD_CSP_OWN (terms, g_new (guint, expr->n_kids + 1));
  for (guint t = 0; t < expr->n_kids; t++)
    {
      terms->offset[t] = pos->len;
      g_array_set_size (vars, 0);
      qd_csp_expr_collect (expr->kids[t], vars);
      if (vars->len > QD_CSP_OBJ_TERM_VARS)
        {
          qd_owned_free (terms);
          return NULL;
        }
      g_array_append_vals (pos, vars->data, vars->len);
    }
  terms->offset[expr->n_kids] = pos->len;
  terms->pos = QD_CSP_OWN (terms, g_array_free (g_steal_pointer (&pos), FALSE));
  return terms;
}

struct _QdCspObjTermsState {
  QdOwned owned;
  gint64 *row;              /* a key per scope position */
  guint *res_base;          /* a term of two variables: res_base[2t + j], where its j-th
                             * variable's residues start in res; else unused */
  gint32 *res;              /* each value's last support in the other variable, or -1 */
};

QdCspObjTermsState *
qd_csp_obj_terms_state_new (const QdCspObjTerms *terms, const guint *sizes, guint n_scope)
{
  QdCspObjTermsState *st = g_new0 (QdCspObjTermsState, 1);
  gsize total = 0;

  st->row = QD_CSP_OWN (st, g_new0 (gint64, n_scope + 1));
  st->res_base = QD_CSP_OWN (st, g_new0 (guint, 2 * terms->n_terms + 1));
  for (guint t = 0; t < terms->n_terms; t++)
    if (terms->offset[t + 1] - terms->offset[t] == 2)
      for (guint j = 0; j < 2; j++)
        {
          st->res_base[2 * t + j] = (guint) total;
          total += sizes[terms->pos[terms->offset[t] + j]];
        }
  st->res = QD_CSP_OWN (st, g_new (gint32, total + 1));
  memset (st->res, 0xff, sizeof (gint32) * (total + 1));
  return st;
}

/* One propagation: what every term's pruning reads. */
typedef struct {
  const QdCspObjTerms *terms;
  QdCspSolver *solver;
  const guint *scope;
  const gint64 *const *keys;
  QdCspObjTermsState *st;
  gint64 bound;
  guint removed;            /* values removed in this pass over the terms */
} Pass;

/* Whether term t is within the bound at the row's keys. */
static gboolean
term_fits (const Pass *pass, guint t)
{
  gboolean undefined = FALSE;
  gint64 value;

  qd_csp_solver_count_check (pass->solver, 1);
  value = qd_csp_expr_eval (pass->terms->term[t], pass->st->row, &undefined);
  return !undefined && pass->terms->sign * value <= pass->bound;
}

/* Whether some value of position y keeps term t within the bound, the row
 * holding x's value: its residue first, then the domain in order. */
static gboolean
supported (Pass *pass, guint t, guint y, gint32 *res)
{
  QdCspSolver *solver = pass->solver;
  guint var = pass->scope[y], lo, hi;

  if (*res >= 0 && qd_csp_solver_domain_has (solver, var, (guint) *res))
    {
      pass->st->row[y] = pass->keys[y][*res];
      if (term_fits (pass, t))
        return TRUE;
    }
  qd_csp_solver_domain_bounds (solver, var, &lo, &hi);
  for (guint b = lo; b <= hi; b++)
    if (qd_csp_solver_domain_has (solver, var, b))
      {
        pass->st->row[y] = pass->keys[y][b];
        if (term_fits (pass, t))
          return *res = (gint32) b, TRUE;
      }
  return FALSE;
}

/* Removes the values of position x that take term t past the bound: with
 * y < 0 the term's other variables are fixed (the row holds them); else y
 * is the term's other variable, and a value of x stays while some value of
 * y keeps the term within the bound (arc consistency, residues in res).
 * FALSE on a wipe-out. */
static gboolean
filter (Pass *pass, guint t, guint x, gint y, gint32 *res)
{
  guint var = pass->scope[x], lo, hi;

  if (!qd_csp_solver_domain_bounds (pass->solver, var, &lo, &hi))
    return FALSE;
  for (guint a = lo; a <= hi; a++)
    {
      if (!qd_csp_solver_domain_has (pass->solver, var, a))
        continue;
      pass->st->row[x] = pass->keys[x][a];
      if (y < 0 ? term_fits (pass, t) : supported (pass, t, (guint) y, &res[a]))
        continue;
      if (!qd_csp_solver_remove_value (pass->solver, var, a))
        return FALSE;
      pass->removed++;
    }
  return TRUE;
}

/* Term t of two unfixed variables, both ways. */
static gboolean
revise (Pass *pass, guint t)
{
  const guint *pos = pass->terms->pos + pass->terms->offset[t];
  gint32 *res = pass->st->res;

  return filter (pass, t, pos[0], (gint) pos[1], res + pass->st->res_base[2 * t]) &&
         filter (pass, t, pos[1], (gint) pos[0], res + pass->st->res_base[2 * t + 1]);
}

/* Term t: checked when fixed, its one unfixed variable filtered; a term of
 * two variables made arc consistent; nothing else with two or more
 * unfixed. */
static gboolean
prune_term (Pass *pass, guint t)
{
  const QdCspObjTerms *terms = pass->terms;
  guint n_free = 0, free_p = 0, lo, hi;

  for (guint j = terms->offset[t]; j < terms->offset[t + 1]; j++)
    {
      guint p = terms->pos[j];

      if (!qd_csp_solver_domain_bounds (pass->solver, pass->scope[p], &lo, &hi))
        return FALSE;
      if (lo == hi)
        pass->st->row[p] = pass->keys[p][lo];
      else if (n_free++ == 0)
        free_p = p;
    }
  if (n_free == 0)
    return term_fits (pass, t);
  if (n_free == 1)
    return filter (pass, t, free_p, -1, NULL);
  if (terms->offset[t + 1] - terms->offset[t] == 2)
    return revise (pass, t);
  return TRUE;
}

gboolean
qd_csp_obj_terms_propagate (const QdCspObjTerms *terms, QdCspSolver *solver, const guint *scope,
                            const gint64 *const *keys, QdCspObjTermsState *st, gint64 bound)
{
  Pass pass = { terms, solver, scope, keys, st, bound, 0 };

  /* Passes until one removes nothing: a value taken out of one term's
   * variable may leave another term's without support. */
  do
    {
      pass.removed = 0;
      for (guint t = 0; t < terms->n_terms; t++)
        if (!prune_term (&pass, t))
          return FALSE;
    }
  while (pass.removed > 0);
  return TRUE;
}
