/* qd-csp-xcsp-objectives.c — <objectives> (type="COP"): <minimize> or
 * <maximize> of an expression (a variable is one), a sum (coefficients
 * integers), the minimum, the maximum or the number of distinct values of
 * a list, given to qd_csp_model_set_objective.  A list that holds
 * expressions makes the objective one expression. */
#include "config.h"
#include "qd-csp-xcsp-private.h"

#include <glib/gi18n.h>
#include <string.h>

typedef QdXcspNode Node;
typedef QdXcspBuilder Builder;

static gboolean
set (Builder *b, const Node *n, gboolean minimize, QdCspObjectiveKind kind, QdCspExpr *expr, const GArray *vars,
     const GArray *coeffs, GError **error)
{
  return qd_csp_model_set_objective (b->model, minimize, kind, expr, vars != NULL ? QD_XCSP_VARS (vars) : NULL,
                                     coeffs != NULL ? QD_XCSP_INTS (coeffs) : NULL, vars != NULL ? vars->len : 0,
                                     error) || qd_xcsp_prefix (error, n);
}

static gboolean
add_objective (Builder *b, const Node *n, GError **error)
{
  static const char *const kids[] = { "list", "coeffs", NULL };
  gboolean minimize = strcmp (n->name, "minimize") == 0;
  const char *type = qd_xcsp_node_attr (n, "type");
  const Node *coeffs_node = qd_xcsp_node_kid (n, "coeffs");
  g_autoptr(GPtrArray) terms = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_csp_expr_free);
  g_autoptr(GArray) vars = qd_xcsp_vars_new ();
  g_autoptr(GArray) coeffs = qd_xcsp_ints_new ();
  QdCspObjectiveKind kind;
  QdCspExpr *e;

  if (!minimize && strcmp (n->name, "maximize") != 0)
    return qd_xcsp_error (error, n, _("an objective is <minimize> or <maximize>"));
  if (!qd_xcsp_only_kids (n, kids, error))
    return FALSE;
  if (type == NULL || strcmp (type, "expression") == 0)
    {
      g_autofree char *text = qd_xcsp_text (b, n);

      if (n->kids->len > 0)
        return qd_xcsp_error (error, g_ptr_array_index (n->kids, 0), _("an expression objective is its text"));
      if ((e = qd_xcsp_function (b, n, text, error)) == NULL)
        return FALSE;
      return set (b, n, minimize, QD_CSP_OBJECTIVE_EXPR, e, NULL, NULL, error);
    }
  if (strcmp (type, "sum") == 0)
    kind = QD_CSP_OBJECTIVE_SUM;
  else if (strcmp (type, "minimum") == 0)
    kind = QD_CSP_OBJECTIVE_MINIMUM;
  else if (strcmp (type, "maximum") == 0)
    kind = QD_CSP_OBJECTIVE_MAXIMUM;
  else if (strcmp (type, "nValues") == 0)
    kind = QD_CSP_OBJECTIVE_NVALUES;
  else
    return qd_xcsp_error (error, n, _("objectives of type “%s” are not part of XCSP3-core"), type);
  if (!QD_XCSP_READ (qd_xcsp_terms, b, qd_xcsp_list_of (n), terms, error))
    return FALSE;
  if (coeffs_node != NULL)
    {
      if (kind != QD_CSP_OBJECTIVE_SUM)
        return qd_xcsp_error (error, coeffs_node, _("coefficients belong to a sum"));
      if (!QD_XCSP_READ (qd_xcsp_ints, b, coeffs_node, coeffs, error))
        return FALSE;
      if (coeffs->len != terms->len)
        return qd_xcsp_error (error, coeffs_node, _("%u coefficients for %u terms"), coeffs->len, terms->len);
    }
  if (qd_xcsp_terms_are_vars (terms, vars))
    return set (b, n, minimize, kind, NULL, vars, coeffs_node != NULL ? coeffs : NULL, error);
  /* Expressions: the objective is one expression over them. */
  if (kind == QD_CSP_OBJECTIVE_NVALUES)
    return qd_xcsp_error (error, n, _("nValues of expressions is not supported"));
  for (guint i = 0; i < terms->len && coeffs_node != NULL; i++)
    terms->pdata[i] = qd_csp_expr_binary (QD_CSP_EXPR_MUL,
                                          qd_csp_expr_leaf (QD_CSP_EXPR_CONST, g_array_index (coeffs, gint64, i)),
                                          terms->pdata[i]);
  g_ptr_array_set_free_func (terms, NULL);
  e = qd_csp_expr_new (kind == QD_CSP_OBJECTIVE_SUM ? QD_CSP_EXPR_ADD
                       : kind == QD_CSP_OBJECTIVE_MINIMUM ? QD_CSP_EXPR_MIN : QD_CSP_EXPR_MAX,
                       (QdCspExpr **) terms->pdata, terms->len);
  return set (b, n, minimize, QD_CSP_OBJECTIVE_EXPR, e, NULL, NULL, error);
}

gboolean
qd_xcsp_add_objectives (Builder *b, const Node *n, GError **error)
{
  const char *combination = qd_xcsp_node_attr (n, "combination");

  if (combination != NULL && n->kids->len > 1)
    return qd_xcsp_error (error, n, _("several objectives (%s) are not part of XCSP3-core"), combination);
  for (guint i = 0; i < n->kids->len; i++)
    if (!add_objective (b, g_ptr_array_index (n->kids, i), error))
      return FALSE;
  return TRUE;
}
