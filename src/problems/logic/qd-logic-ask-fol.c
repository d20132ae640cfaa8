/* qd-logic-ask-fol.c — a first-order knowledge base asked by forward
 * chaining (FOL-FC-ASK, AIMA Fig. 9.3) or backward chaining (FOL-BC-ASK,
 * Fig. 9.6) through the one ask (qd-logic-ask.h); the engines are
 * core/qd-fol.h's. */
#include "config.h"
#include "qd-logic-ask-fol.h"

#include <glib/gi18n.h>

gboolean
qd_logic_algorithm_is_first_order (QdLogicAlgorithm algorithm)
{
  return algorithm == QD_LOGIC_FOL_FC || algorithm == QD_LOGIC_FOL_BC;
}

static void
refuse (QdLogicAskResult *out, const char *reason)
{
  out->status = QD_LOGIC_REFUSED;
  out->reason = g_strdup (reason);
}

gboolean
qd_logic_ask_fol_query (QdLogicDoc *doc, const char *query, QdLogicAlgorithm algorithm, QdLogicAskResult *out,
                        GError **error)
{
  if (doc->kind != QD_LOGIC_DOC_FOL)
    refuse (out, _("first-order chaining asks a first-order knowledge base (a .fol file), not this one"));
  else if (!qd_logic_algorithm_is_first_order (algorithm))
    refuse (out, _("a first-order knowledge base is asked by first-order chaining (fol-fc or fol-bc)"));
  else if (query == NULL)
    refuse (out, _("first-order chaining answers a query: give one"));
  else if ((out->fol_query = qd_fol_parse_query (doc->fol.fol, query, 1, NULL, error)) == QD_FOL_NONE)
    return FALSE;
  return TRUE;
}

/* The verdict of a chaining that found `n_answers` and ended with `status`. */
static QdLogicStatus
status_of (guint n_answers, QdFolStatus status)
{
  if (n_answers > 0)
    return QD_LOGIC_ENTAILED;
  switch (status)
    {
    case QD_FOL_FIXED_POINT:
      return QD_LOGIC_NOT_ENTAILED;
    case QD_FOL_STOPPED:
      return QD_LOGIC_STOPPED;
    default:
      /* CUT_OFF included: a goal failed at the depth bound might have had a proof. */
      return QD_LOGIC_BUDGET;
    }
}

void
qd_logic_ask_fol_fc (QdLogicDoc *doc, const QdLogicAskOptions *options, QdLogicAskResult *out, GError **error)
{
  QdFolFcOptions o = {
    .all_answers = options->all_answers,
    .max_steps = options->budget,
    .stop = options->stop,
  };

  if (!qd_fol_fc_ask (doc->fol.fol, out->fol_query, &o, &out->fol_fc, error))
    {
      refuse (out, (*error)->message);
      g_clear_error (error);
      return;
    }
  /* One fact per answer (a ground query's answer is the empty substitution). */
  out->status = status_of (out->fol_fc.answer_fact->len, out->fol_fc.status);
}

/* The substitution of node k's clause: its conclusion unified with the
 * goal, each premise with its child's goal ("{x/West, y/M1, z/Nono}"). */
static char *
node_theta (QdFol *fol, const QdFolBc *bc, const QdFolAnswer *answer, guint k, QdFolSubst *subst, GArray *vars)
{
  const QdFolProofNode *node = &g_array_index (bc->nodes, QdFolProofNode, answer->nodes + k);
  const QdFolClause *clause;

  if (node->clause == QD_FOL_NONE)
    return NULL;
  clause = qd_fol_clause (fol, node->clause);
  qd_fol_subst_undo (subst, 0);
  g_array_set_size (vars, 0);
  for (guint v = 0; v < clause->n_vars; v++)
    {
      guint term = qd_fol_make (fol, QD_FOL_VAR, clause->first_var + v, NULL, 0);

      if (term != QD_FOL_NONE)
        g_array_append_val (vars, term);
    }
  qd_fol_unify (fol, clause->conclusion, node->goal, subst, NULL);
  for (guint c = k + 1; c < answer->n_nodes; c++)
    {
      const QdFolProofNode *child = &g_array_index (bc->nodes, QdFolProofNode, answer->nodes + c);

      if (child->parent == k && child->premise < clause->n_premises)
        qd_fol_unify (fol, qd_fol_premise (fol, node->clause, child->premise), child->goal, subst, NULL);
    }
  return qd_fol_subst_print (fol, subst, TRUE, vars);
}

static void
collect_thetas (QdFol *fol, QdLogicAskResult *out)
{
  const QdFolBc *bc = &out->fol_bc;
  g_autoptr(GArray) vars = g_array_sized_new (FALSE, FALSE, sizeof (guint), 8);
  QdFolSubst subst;

  qd_fol_subst_init (&subst);
  out->fol_thetas = g_ptr_array_new_full (bc->nodes->len, g_free);
  for (guint i = 0; i < bc->answers->len; i++)
    {
      const QdFolAnswer *answer = &g_array_index (bc->answers, QdFolAnswer, i);

      for (guint k = 0; k < answer->n_nodes; k++)
        g_ptr_array_add (out->fol_thetas, node_theta (fol, bc, answer, k, &subst, vars));
    }
  qd_fol_subst_clear (&subst);
}

void
qd_logic_ask_fol_bc (QdLogicDoc *doc, const QdLogicAskOptions *options, QdLogicAskResult *out, GError **error)
{
  QdFolBcOptions o = {
    .max_depth = options->max_depth,
    .max_answers = options->all_answers ? 0 : 1,
    .max_steps = options->budget,
    .stop = options->stop,
  };

  if (!qd_fol_bc_ask (doc->fol.fol, out->fol_query, &o, &out->fol_bc, error))
    {
      refuse (out, (*error)->message);
      g_clear_error (error);
      return;
    }
  out->status = status_of (out->fol_bc.answers->len, out->fol_bc.status);
  collect_thetas (doc->fol.fol, out);
}

void
qd_logic_ask_fol_clear (QdLogicAskResult *result)
{
  qd_fol_fc_clear (&result->fol_fc);
  qd_fol_bc_clear (&result->fol_bc);
  g_clear_pointer (&result->fol_thetas, g_ptr_array_unref);
}
